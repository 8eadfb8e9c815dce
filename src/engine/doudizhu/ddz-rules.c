/* ddz-rules.c — the Dou Dizhu ruleset: readings and following
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/doudizhu.md.
 *
 * How a selection is read.  Nothing is wild and suits never matter, so a
 * selection is its tally: how many cards of each strength (ddz-private.h).
 * Each kind is a question about the tally — one rank with so many cards, a
 * window of consecutive ranks with so many each, and for the kinds with
 * extra cards (a trio's kicker, an airplane's wings, four with two) what is
 * left outside the main part.  An airplane's window is tried at every place
 * it may stand, so that every reading is found: 333444555666 is an
 * airplane of four trios, or of three with three single wings.
 */
#define G_LOG_DOMAIN "ddz-rules"

#include "config.h"

#include "ddz-private.h"

#include <string.h>

#include "gt-explain.h"

void
ddz_combo_make (GtCombo *c,
                DdzKind  kind,
                guint    top,
                guint    size)
{
  memset (c, 0, sizeof *c);
  c->type = (guint8) kind;
  c->rank = (guint8) ddz_rank_of (top);
  c->size = (guint8) size;
  c->key = (guint8) top;
  c->suit = GT_SUIT_NONE;
  c->bomb = kind == DDZ_KIND_BOMB ? DDZ_BOMB : kind == DDZ_KIND_ROCKET ? DDZ_ROCKET : 0;
}

guint
ddz_kind_main_width (DdzKind kind)
{
  switch (kind)
    {
    case DDZ_KIND_SINGLE:
    case DDZ_KIND_STRAIGHT:
    case DDZ_KIND_ROCKET:
      return 1;
    case DDZ_KIND_PAIR:
    case DDZ_KIND_PAIR_STRAIGHT:
      return 2;
    case DDZ_KIND_TRIO:
    case DDZ_KIND_TRIO_SINGLE:
    case DDZ_KIND_TRIO_PAIR:
    case DDZ_KIND_AIRPLANE:
    case DDZ_KIND_AIRPLANE_SINGLES:
    case DDZ_KIND_AIRPLANE_PAIRS:
      return 3;
    case DDZ_KIND_FOUR_TWO_SINGLES:
    case DDZ_KIND_FOUR_TWO_PAIRS:
    case DDZ_KIND_BOMB:
      return 4;
    case DDZ_KIND_NONE:
    case DDZ_KIND_COUNT:
    default:
      return 0;
    }
}

/* How many ranks long the main part is: a straight's cards, an airplane's
 * trios; 1 for the kinds of one rank. */
guint
ddz_combo_length (const GtCombo *c)
{
  switch ((DdzKind) c->type)
    {
    case DDZ_KIND_STRAIGHT:
      return c->size;
    case DDZ_KIND_PAIR_STRAIGHT:
      return c->size / 2u;
    case DDZ_KIND_AIRPLANE:
      return c->size / 3u;
    case DDZ_KIND_AIRPLANE_SINGLES:
      return c->size / 4u;
    case DDZ_KIND_AIRPLANE_PAIRS:
      return c->size / 5u;
    case DDZ_KIND_SINGLE:
    case DDZ_KIND_PAIR:
    case DDZ_KIND_TRIO:
    case DDZ_KIND_TRIO_SINGLE:
    case DDZ_KIND_TRIO_PAIR:
    case DDZ_KIND_FOUR_TWO_SINGLES:
    case DDZ_KIND_FOUR_TWO_PAIRS:
    case DDZ_KIND_BOMB:
    case DDZ_KIND_ROCKET:
      return 1;
    case DDZ_KIND_NONE:
    case DDZ_KIND_COUNT:
    default:
      return 0;
    }
}

/* The kinds as the game declares them to the seam (GtRuleset.kinds): ids
 * for files and JSON, the rule that defines each, its words.  Only the
 * runs without extra cards are runs for shared code (an airplane with
 * wings is longer than its trios). */
static const GtComboKind ddz_kinds[DDZ_KIND_COUNT] = {
  [DDZ_KIND_SINGLE] = { "single", "ddz.combo.single", N_("a single card"), N_("Play a single card."),
                        gt_combo_describe_single, 0, 0, 0 },
  [DDZ_KIND_PAIR] = { "pair", "ddz.combo.pair", N_("a pair"), N_("Play a pair."),
                      gt_combo_describe_pair, 0, 0, 0 },
  [DDZ_KIND_TRIO] = { "trio", "ddz.combo.trio", N_("a trio"), N_("Play a trio."),
                      ddz_describe, 0, 0, 0 },
  [DDZ_KIND_TRIO_SINGLE] = { "trio_single", "ddz.combo.trio-single", N_("a trio with one card"),
                             N_("Play a trio with one card."), ddz_describe, 0, 0, 0 },
  [DDZ_KIND_TRIO_PAIR] = { "trio_pair", "ddz.combo.trio-pair", N_("a trio with a pair"),
                           N_("Play a trio with a pair."), ddz_describe, 0, 0, 0 },
  [DDZ_KIND_STRAIGHT] = { "straight", "ddz.combo.straight", N_("a straight"), N_("Play a straight."),
                          gt_combo_describe_straight, 0, 1, 0 },
  [DDZ_KIND_PAIR_STRAIGHT] = { "pair_straight", "ddz.combo.pair-straight", N_("pairs in a row"),
                               N_("Play pairs in a row."), ddz_describe, 0, 2, 0 },
  [DDZ_KIND_AIRPLANE] = { "airplane", "ddz.combo.airplane", N_("an airplane"), N_("Play an airplane."),
                          ddz_describe, 0, 3, 0 },
  [DDZ_KIND_AIRPLANE_SINGLES] = { "airplane_singles", "ddz.combo.airplane", N_("an airplane with single wings"),
                                  N_("Play an airplane with single wings."), ddz_describe, 0, 0, 0 },
  [DDZ_KIND_AIRPLANE_PAIRS] = { "airplane_pairs", "ddz.combo.airplane", N_("an airplane with pairs as wings"),
                                N_("Play an airplane with pairs as wings."), ddz_describe, 0, 0, 0 },
  [DDZ_KIND_FOUR_TWO_SINGLES] = { "four_two_singles", "ddz.combo.four-two", N_("four with two cards"),
                                  N_("Play four of a kind with two cards."), ddz_describe, 0, 0, 0 },
  [DDZ_KIND_FOUR_TWO_PAIRS] = { "four_two_pairs", "ddz.combo.four-two", N_("four with two pairs"),
                                N_("Play four of a kind with two pairs."), ddz_describe, 0, 0, 0 },
  [DDZ_KIND_BOMB] = { "bomb", "ddz.combo.bomb", N_("a bomb"), N_("Play a bomb."),
                      gt_combo_describe_bomb, GT_COMBO_KIND_BOMB, 0, 0 },
  [DDZ_KIND_ROCKET] = { "rocket", "ddz.combo.rocket", N_("the rocket"), N_("Play the rocket."),
                        ddz_describe, GT_COMBO_KIND_BOMB, 0, 0 },
};

const char *
ddz_kind_rule (DdzKind kind)
{
  return kind > DDZ_KIND_NONE && kind < DDZ_KIND_COUNT ? ddz_kinds[kind].rule : "ddz.combo.single";
}

/* ---- Readings --------------------------------------------------------------- */

/* The one strength with exactly k cards when the tally holds nothing else
 * but cards outside it, or 0.  (Used for the kinds of one rank.) */
static guint
only_rank_with (const DdzTally *t,
                guint           k)
{
  guint found = 0;

  for (guint s = 1; s < DDZ_STRENGTHS; s++)
    if (t->n[s] == k)
      {
        if (found)
          return 0;
        found = s;
      }
  return found;
}

/* Whether the extra cards (the tally less the main part from lo to hi,
 * width each) are `count` cards of any ranks — not both jokers, since those
 * are the rocket (settled) — for single kickers and wings. */
static gboolean
extras_singles (const DdzTally *t,
                guint           lo,
                guint           hi,
                guint           count)
{
  guint n = 0;

  for (guint s = 1; s < DDZ_STRENGTHS; s++)
    if (s < lo || s > hi)
      n += t->n[s];
  if (n != count)
    return FALSE;
  return !(t->n[DDZ_STRENGTH_BJ] && t->n[DDZ_STRENGTH_RJ]);
}

/* Whether the extra cards are `count` pairs, each of another rank (settled:
 * four of a rank are not two pairs), jokers never a pair. */
static gboolean
extras_pairs (const DdzTally *t,
              guint           lo,
              guint           hi,
              guint           count)
{
  guint pairs = 0;

  for (guint s = 1; s < DDZ_STRENGTHS; s++)
    {
      if (s >= lo && s <= hi)
        continue;
      if (t->n[s] == 0)
        continue;
      if (t->n[s] != 2 || s >= DDZ_STRENGTH_BJ)
        return FALSE;
      pairs++;
    }
  return pairs == count;
}

/* Whether strengths lo … hi (inside 3 … A) hold exactly width cards each. */
static gboolean
window_exact (const DdzTally *t,
              guint           lo,
              guint           hi,
              guint           width)
{
  if (lo < 1 || hi > DDZ_STRENGTH_A)
    return FALSE;
  for (guint s = lo; s <= hi; s++)
    if (t->n[s] != width)
      return FALSE;
  return TRUE;
}

static guint
add (GtCombo *out,
     guint    n,
     guint    max,
     DdzKind  kind,
     guint    top,
     guint    size)
{
  if (n < max)
    ddz_combo_make (&out[n], kind, top, size);
  return n + 1;
}

guint
ddz_tally_readings (const DdzTally *t,
                    GtCombo        *out,
                    guint           max)
{
  guint n = 0, total = t->total, s, lo = 0, hi = 0;

  if (total == 0 || total > DDZ_MAX_COMBO)
    return 0;
  for (s = 1; s < DDZ_STRENGTHS; s++)
    if (t->n[s] > 0)
      {
        if (lo == 0)
          lo = s;
        hi = s;
      }

  /* One rank alone: a single, a pair, a trio, a bomb (ddz.combo.*); the
   * two jokers are the rocket, never a pair. */
  if (lo == hi)
    {
      static const DdzKind of_count[5] = { DDZ_KIND_NONE, DDZ_KIND_SINGLE, DDZ_KIND_PAIR,
                                           DDZ_KIND_TRIO, DDZ_KIND_BOMB };
      if (total <= 4)
        n = add (out, n, max, of_count[total], lo, total);
      return MIN (n, max);
    }
  if (total == 2 && t->n[DDZ_STRENGTH_BJ] == 1 && t->n[DDZ_STRENGTH_RJ] == 1)
    return add (out, n, max, DDZ_KIND_ROCKET, DDZ_STRENGTH_RJ, 2);

  /* A trio with one other card or a pair (ddz.combo.trio-single,
   * ddz.combo.trio-pair). */
  if (total == 4 && (s = only_rank_with (t, 3)) != 0)
    n = add (out, n, max, DDZ_KIND_TRIO_SINGLE, s, 4);
  if (total == 5 && (s = only_rank_with (t, 3)) != 0 && extras_pairs (t, s, s, 1))
    n = add (out, n, max, DDZ_KIND_TRIO_PAIR, s, 5);

  /* Four with two singles or two pairs (ddz.combo.four-two). */
  if (total == 6 || total == 8)
    for (s = 1; s <= DDZ_STRENGTH_2; s++)
      if (t->n[s] == 4)
        {
          if (total == 6 && extras_singles (t, s, s, 2))
            n = add (out, n, max, DDZ_KIND_FOUR_TWO_SINGLES, s, 6);
          else if (total == 8 && extras_pairs (t, s, s, 2))
            n = add (out, n, max, DDZ_KIND_FOUR_TWO_PAIRS, s, 8);
        }

  /* Straights and pair straights: every card in one window. */
  if (total >= 5 && total <= 12 && hi - lo + 1 == total && window_exact (t, lo, hi, 1))
    n = add (out, n, max, DDZ_KIND_STRAIGHT, hi, total);
  if (total >= 6 && total % 2 == 0 && hi - lo + 1 == total / 2 && window_exact (t, lo, hi, 2))
    n = add (out, n, max, DDZ_KIND_PAIR_STRAIGHT, hi, total);

  /* Airplanes: trios in a window of two or more, alone or with as many
   * single wings or as many pairs as trios; the window may stand anywhere
   * the trios are (ddz.combo.airplane). */
  if (total % 3 == 0 && total >= 6 && hi - lo + 1 == total / 3 && window_exact (t, lo, hi, 3))
    n = add (out, n, max, DDZ_KIND_AIRPLANE, hi, total);
  if (total % 4 == 0 && total >= 8)
    {
      guint len = total / 4;
      for (guint a = 1; a + len - 1 <= DDZ_STRENGTH_A; a++)
        if (window_exact (t, a, a + len - 1, 3) && extras_singles (t, a, a + len - 1, len))
          n = add (out, n, max, DDZ_KIND_AIRPLANE_SINGLES, a + len - 1, total);
    }
  if (total % 5 == 0 && total >= 10)
    {
      guint len = total / 5;
      for (guint a = 1; a + len - 1 <= DDZ_STRENGTH_A; a++)
        if (window_exact (t, a, a + len - 1, 3) && extras_pairs (t, a, a + len - 1, len))
          n = add (out, n, max, DDZ_KIND_AIRPLANE_PAIRS, a + len - 1, total);
    }
  return MIN (n, max);
}

static guint
ddz_readings (const GtRuleCtx  *ctx G_GNUC_UNUSED,
              const GtCardList *play,
              GtReading        *out,
              guint             max)
{
  GtCombo combos[8];
  DdzTally t;
  guint n;

  memset (&t, 0, sizeof t);
  if (play->n == 0 || play->n > DDZ_MAX_COMBO)
    return 0;
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i];

      /* Nothing is wild: a card stands for itself only; one deck, no
       * marked jokers. */
      if (c >= GT_CARD_STANDARD_KINDS || (play->as[i] != GT_CARD_NONE && play->as[i] != c))
        return 0;
      if (++t.n[ddz_strength (gt_card_rank (c))] > 4)
        return 0;
    }
  t.total = play->n;
  n = ddz_tally_readings (&t, combos, G_N_ELEMENTS (combos));
  n = MIN (n, max);
  for (guint i = 0; i < n; i++)
    {
      memset (&out[i], 0, sizeof out[i]);
      out[i].combo = combos[i];
    }
  return n;
}

/* ---- Following ---------------------------------------------------------------- */

gboolean
ddz_beats (const GtRuleCtx  *ctx G_GNUC_UNUSED,
           const GtCombo    *play,
           const GtCardList *play_cards G_GNUC_UNUSED,
           const GtCombo    *table,
           const GtCardList *table_cards G_GNUC_UNUSED,
           const char      **rule)
{
  const char *why;
  gboolean ok;

  /* The combos say everything (ddz-private.h): the cards are never
   * needed. */
  if (table->bomb == DDZ_ROCKET || play->bomb == DDZ_ROCKET)
    {
      why = "ddz.follow.rocket";
      ok = play->bomb == DDZ_ROCKET && table->bomb != DDZ_ROCKET;
    }
  else if (play->bomb || table->bomb)
    {
      why = "ddz.follow.bomb";
      ok = play->bomb && (!table->bomb || play->key > table->key);
    }
  else
    {
      why = "ddz.follow.same";
      ok = play->type == table->type && play->size == table->size && play->key > table->key;
    }
  if (rule != NULL)
    *rule = why;
  return ok;
}

static void
ddz_rank_strength (const GtRuleCtx *ctx G_GNUC_UNUSED,
                   guint8           strength[GT_RANK_COUNT])
{
  for (guint r = 0; r < GT_RANK_COUNT; r++)
    strength[r] = (guint8) ddz_strength (r);
}

/* ddz.deck: suits never matter. */
static gboolean
ddz_suits_matter (const GtRuleCtx *ctx G_GNUC_UNUSED,
                  const GtCardSet *hand G_GNUC_UNUSED)
{
  return FALSE;
}

static gboolean
ddz_is_wild (const GtRuleCtx *ctx G_GNUC_UNUSED,
             GtCard           card G_GNUC_UNUSED)
{
  return FALSE;
}

/* Dou Dizhu's column of the rules table, point by point in the order of
 * gt_rule_points(), each with the rule of data/rules/doudizhu.md that says
 * it (tests/test-rule-points.c checks the ids against that file). */
static const GtRulePoint ddz_points[] = {
  { "players", "ddz.players",
    N_("Three players; play goes counter-clockwise.") },
  { "teams", "ddz.players",
    N_("The landlord plays alone against the two farmers, who win or lose together.") },
  { "deck", "ddz.deal",
    N_("One deck and two jokers, 54 cards; 17 each, and three landlord cards for the winner of the bidding.") },
  { "card-order", "ddz.order",
    N_("3 up to A, then 2, the small joker and the big joker; suits never matter.") },
  { "lead", "ddz.combo.airplane",
    N_("Singles, pairs, trios alone or with a card or a pair, straights of 5 to 12, three or more pairs in a row, airplanes with or without wings, four with two; no 2 or joker in a sequence.") },
  { "following", "ddz.follow.same",
    N_("The same combination with as many cards and a higher rank; extra cards do not count.") },
  { "bombs", "ddz.follow.bomb",
    N_("Four of a kind beats anything but a higher bomb; the rocket, both jokers, beats everything. Each one doubles the stake.") },
  { "wild-cards", NULL,
    N_("No wild cards.") },
  { "round-end", "ddz.turn.round-end",
    N_("A player who passed may play again in the same round; when both others pass, the last player to play leads.") },
  { "deal-end", "ddz.end",
    N_("The deal ends as soon as one player has no cards left: the landlord alone, or both farmers, win.") },
  { "tribute", NULL,
    N_("No tribute; the landlord is chosen by bidding 1, 2 or 3.") },
  { "scoring", "ddz.score.base",
    N_("The winning bid, doubled by every bomb and rocket and by a spring; the landlord wins or pays it to each farmer.") },
  { "variants", NULL,
    N_("No variants: bidding 1 to 3, not calling and robbing the landlord.") },
};

static const GtRuleset doudizhu = {
  .id = "doudizhu",
  .rule_prefix = "ddz",
  .title = N_("Dou Dizhu"),
  .n_players = 3,
  /* The landlord's 17 and the three landlord cards. */
  .hand_size = DDZ_HAND + DDZ_LANDLORD_CARDS,
  .max_combo_size = DDZ_MAX_COMBO,
  /* One deck and its two jokers (ddz.deck). */
  .copies = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    [GT_CARD_BJ] = 1, [GT_CARD_RJ] = 1,
  },
  .variants = NULL,
  .n_variants = 0,
  .kinds = ddz_kinds,
  .n_kinds = G_N_ELEMENTS (ddz_kinds),
  .points = ddz_points,
  .n_points = G_N_ELEMENTS (ddz_points),
  .rank_strength = ddz_rank_strength,
  .is_wild = ddz_is_wild,
  .readings = ddz_readings,
  .beats = ddz_beats,
  .judge = ddz_judge,
  .generate_moves = ddz_moves_generate,
  .suits_matter = ddz_suits_matter,
  .game = &ddz_game_rules,
  .drills = ddz_drills,
  .n_drills = DDZ_N_DRILLS,
};

const GtRuleset *
ddz_ruleset (void)
{
  return &doudizhu;
}

/* The registry's line (gt-ruleset.c). */
const GtRuleset *
gt_ruleset_doudizhu (void)
{
  return &doudizhu;
}
