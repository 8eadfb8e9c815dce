/* bh-rules.c — the Bao Huang ruleset: readings and each-higher following
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/baohuang.md.
 *
 * A selection is a play when its natural cards are all of one rank; any
 * jokers may go with them, or jokers may go alone (bh.combo.lead).  There
 * are no wild cards, so a selection has one reading at most, and that
 * reading (bh-private.h) says which cards it holds: a follow is decided
 * from the two combos by laying both plays out lowest first and comparing
 * them position by position (bh.follow.each-higher).
 */
#define G_LOG_DOMAIN "bh-rules"

#include "config.h"

#include "bh-private.h"
#include "gt-explain.h"

#include <string.h>

void
bh_combo_make (GtCombo *c,
               guint    rank,
               guint    k,
               guint    small,
               guint    big,
               gboolean emperor)
{
  guint n = k + small + big;

  memset (c, 0, sizeof *c);
  c->size = (guint8) n;
  c->suit = GT_SUIT_NONE;
  c->key = (guint8) (small | (big << 3) | (emperor ? BH_KEY_EMPEROR : 0));
  if (k == 0)
    {
      c->rank = (guint8) (small > 0 ? GT_RANK_BJ : GT_RANK_RJ);
      c->type = n == 1 ? BH_COMBO_SINGLE : BH_COMBO_JOKERS;
    }
  else
    {
      c->rank = (guint8) rank;
      c->type = n == 1 ? BH_COMBO_SINGLE : small + big == 0 ? BH_COMBO_KIND : BH_COMBO_KIND_JOKERS;
    }
}

guint
bh_combo_strengths (const GtRuleCtx *ctx,
                    const GtCombo   *c,
                    guint8           out[BH_MAX_COMBO])
{
  guint k = bh_combo_naturals (c), small = BH_KEY_SMALL (c->key), big = BH_KEY_BIG (c->key), n = 0;
  gboolean top = (ctx->variants & BH_VARIANT_EMPEROR_TOP) && (c->key & BH_KEY_EMPEROR);

  for (guint i = 0; i < k && n < BH_MAX_COMBO; i++)
    out[n++] = (guint8) bh_strength (c->rank);
  for (guint i = 0; i < small && n < BH_MAX_COMBO; i++)
    out[n++] = BH_STRENGTH_BJ;
  for (guint i = 0; i < big && n < BH_MAX_COMBO; i++)
    out[n++] = BH_STRENGTH_RJ;
  /* The emperor card last, the strongest card of all (emperor-top). */
  if (top && n > 0)
    out[n - 1] = BH_STRENGTH_EMPEROR;
  return n;
}

int
bh_first_not_higher (const GtRuleCtx *ctx,
                     const GtCombo   *play,
                     const GtCombo   *table)
{
  guint8 p[BH_MAX_COMBO], t[BH_MAX_COMBO];
  guint n = bh_combo_strengths (ctx, play, p);

  bh_combo_strengths (ctx, table, t);
  for (guint i = 0; i < n; i++)
    if (p[i] <= t[i])
      return (int) i;
  return -1;
}

/* three-twos: three 2s beat a lone big joker (not the emperor card under
 * emperor-top). */
static gboolean
three_twos (const GtRuleCtx *ctx,
            const GtCombo   *play,
            const GtCombo   *table)
{
  return (ctx->variants & BH_VARIANT_THREE_TWOS) &&
         play->type == BH_COMBO_KIND && play->rank == GT_RANK_2 && play->size == 3 &&
         table->type == BH_COMBO_SINGLE && table->rank == GT_RANK_RJ &&
         !((ctx->variants & BH_VARIANT_EMPEROR_TOP) && (table->key & BH_KEY_EMPEROR));
}

gboolean
bh_beats (const GtRuleCtx  *ctx,
          const GtCombo    *play,
          const GtCardList *play_cards G_GNUC_UNUSED,
          const GtCombo    *table,
          const GtCardList *table_cards G_GNUC_UNUSED,
          const char      **rule)
{
  const char *why;
  gboolean ok;

  /* The combos carry every card (bh-private.h): the lists are never
   * needed. */
  if (three_twos (ctx, play, table))
    {
      why = "bh.follow.each-higher";
      ok = TRUE;
    }
  else if (play->size != table->size)
    {
      why = "bh.follow.count";
      ok = FALSE;
    }
  else if ((ctx->variants & BH_VARIANT_SIXES_LAST) && bh_combo_naturals (play) > 0 && play->rank == 6)
    {
      /* 6s only as the last play, when leading. */
      why = "bh.combo.lead";
      ok = FALSE;
    }
  else
    {
      why = "bh.follow.each-higher";
      ok = bh_first_not_higher (ctx, play, table) < 0;
    }
  if (rule != NULL)
    *rule = why;
  return ok;
}

gboolean
bh_sixes_allowed (const GtRuleCtx *ctx,
                  const GtCombo   *play,
                  const GtCombo   *table,
                  const guint8    *hand)
{
  guint n = 0;

  if (!(ctx->variants & BH_VARIANT_SIXES_LAST) || bh_combo_naturals (play) == 0 || play->rank != 6)
    return TRUE;
  if (table != NULL || play->type == BH_COMBO_KIND_JOKERS)
    return FALSE;
  if (hand == NULL)
    return TRUE;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    n += hand[c];
  return n == play->size;
}

static guint
bh_readings (const GtRuleCtx  *ctx,
             const GtCardList *play,
             GtReading        *out,
             guint             max)
{
  guint rank = 0, k = 0, small = 0, big = 0;
  gboolean emperor = FALSE;

  if (play->n == 0 || play->n > BH_MAX_COMBO || max == 0)
    return 0;
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i];
      guint r;

      /* Nothing is wild: a card stands for itself only. */
      if (play->as[i] != GT_CARD_NONE && play->as[i] != c)
        return 0;
      if (c >= GT_CARD_KINDS)
        return 0;
      if (gt_card_is_joker (c))
        {
          if (gt_card_unmarked (c) == GT_CARD_BJ)
            small++;
          else
            {
              big++;
              emperor = emperor || c == GT_CARD_RJ_MARKED;
            }
          continue;
        }
      r = gt_card_rank (c);
      if (r != GT_RANK_2 && r < bh_low_rank (ctx->variants))
        return 0;
      if (k > 0 && r != rank)
        return 0;
      rank = r;
      k++;
    }
  /* sixes-last: a 6 never goes with a joker. */
  if ((ctx->variants & BH_VARIANT_SIXES_LAST) && k > 0 && rank == 6 && small + big > 0)
    return 0;
  memset (&out[0], 0, sizeof out[0]);
  bh_combo_make (&out[0].combo, rank, k, small, big, emperor);
  return 1;
}

static void
bh_rank_strength (const GtRuleCtx *ctx G_GNUC_UNUSED,
                  guint8           strength[GT_RANK_COUNT])
{
  for (guint r = 0; r < GT_RANK_COUNT; r++)
    strength[r] = (guint8) (r < GT_RANK_2 ? 0 : bh_strength (r));
}

/* bh.order: suits never matter.  The marked jokers are kinds of their own
 * and stay apart in a move list by rank; only the emperor card under
 * emperor-top plays differently from its plain twin, and the solver's
 * keys by rank would merge the two. */
static gboolean
bh_suits_matter (const GtRuleCtx *ctx,
                 const GtCardSet *hand)
{
  return (ctx->variants & BH_VARIANT_EMPEROR_TOP) && gt_card_set_count (hand, GT_CARD_RJ_MARKED) > 0;
}

static gboolean
bh_is_wild (const GtRuleCtx *ctx G_GNUC_UNUSED,
            GtCard           card G_GNUC_UNUSED)
{
  return FALSE;
}

/* Each entry at the index of its bit (BH_VARIANT_*), with the rule it
 * changes. */
static const GtVariant bh_variants[] = {
  [BH_VARIANT_INDEX_SIXES_LAST] =
    { "sixes-last", "bh.combo.lead", N_("Sixes last"),
      N_("6s may be played only as a player’s very last play, when leading, and never with jokers") },
  [BH_VARIANT_INDEX_WITH_LOW_CARDS] =
    { "with-low-cards", "bh.deck", N_("With the low cards"),
      N_("Keep the 3s, 4s and 5s: 216 cards, and the 3 is the lowest card") },
  [BH_VARIANT_INDEX_CALLED_GUARD] =
    { "called-guard", "bh.role.emperor", N_("Called guard"),
      N_("No marked small joker: the emperor shows three identical cards, and whoever holds the fourth is the guard") },
  [BH_VARIANT_INDEX_PASS_WITH_BEST] =
    { "pass-with-best", "bh.role.decline", N_("Best card with the emperor card"),
      N_("Whoever passes the emperor card on, except its first holder, must give their best card with it") },
  [BH_VARIANT_INDEX_OPEN_TRIBUTE] =
    { "open-tribute", "bh.tribute", N_("Open tribute"),
      N_("Tribute cards are given face up, so each winner takes the best one left") },
  [BH_VARIANT_INDEX_EMPEROR_TOP] =
    { "emperor-top", "bh.follow.each-higher", N_("Emperor card on top"),
      N_("The emperor card beats a big joker") },
  [BH_VARIANT_INDEX_THREE_TWOS] =
    { "three-twos", "bh.follow.each-higher", N_("Three 2s beat a big joker"),
      N_("Three 2s may be played on a single big joker") },
  [BH_VARIANT_INDEX_SOLO_DECLARE] =
    { "solo-declare", "bh.score.solo", N_("Declared solo without the guard card"),
      N_("An emperor who was not dealt the guard card may still declare a solo, for double scores") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (bh_variants) == BH_VARIANT_INDEX_COUNT);

/* Bao Huang's column of the rules table, point by point in the order of
 * gt_rule_points(), each with the rule of data/rules/baohuang.md that says
 * it (tests/test-rule-points.c checks the ids against that file). */
static const GtRulePoint bh_points[] = {
  { "players", "bh.players",
    N_("Five players; play goes counter-clockwise.") },
  { "teams", "bh.role.emperor",
    N_("Hidden sides: the emperor and the guard against three commoners; the guard is known only once the guard card is played.") },
  { "deck", "bh.deck",
    N_("Four decks without 3s, 4s and 5s, 168 cards; three players hold 34 and two hold 33.") },
  { "card-order", "bh.order",
    N_("6 up to A, then 2, the small joker and the big joker; suits never matter.") },
  { "lead", "bh.combo.lead",
    N_("Any number of cards of one rank, with any jokers, or jokers alone; no sequences.") },
  { "following", "bh.follow.each-higher",
    N_("As many cards, and every card higher than the card it is matched with, both plays laid out from the lowest.") },
  { "bombs", NULL,
    N_("No bombs: a play containing a big joker cannot be beaten.") },
  { "wild-cards", "bh.marked",
    N_("No wild cards; the marked jokers, the emperor and guard cards, play as ordinary jokers.") },
  { "round-end", "bh.turn.pass",
    N_("A player who passed may play again in the same round; when all the others pass in a row, the last player to play leads, or the next player with cards if they are out.") },
  { "deal-end", "bh.deal.end",
    N_("The deal ends when every player of one side is out: the emperor and the guard, or all three commoners.") },
  { "tribute", "bh.tribute",
    N_("From the second deal, each loser gives their strongest card that is not a joker to a winner; the last emperor gives or takes two, four after a solo.") },
  { "scoring", "bh.score.places",
    N_("Places score 2, 1, 0, −1, −2; each player scores their side’s sum, the emperor twice; a rebellion or a declared solo doubles it.") },
  { "variants", NULL,
    N_("Variants: sixes last; the low cards; a called guard; the best card with the emperor card; open tribute; the emperor card on top; three 2s; a declared solo.") },
};

/* "5 8s", "5 × 8": cards of one rank. */
static char *
describe_kind (const GtComboKind *kind,
               const GtCombo     *c,
               GtComboWords       words)
{
  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading of Bao Huang: N cards of one rank, "5 × 8" */
    return g_strdup_printf (_("%1$u × %2$s"), (guint) c->size, gt_explain_rank_label (c->rank));
  /* Translators: Bao Huang: a number of cards of one rank, "5 8s" */
  return g_strdup_printf (_("%u %s"), (guint) c->size, gt_explain_rank_plural (c->rank));
}

/* A play with jokers written out card by card, lowest first: "8-8-8-small
 * joker" (the key's layout: bh-private.h). */
static char *
describe_with_jokers (const GtComboKind *kind,
                      const GtCombo     *c,
                      GtComboWords       words)
{
  guint small = c->key & 7u, big = (c->key >> 3) & 7u;
  guint k = c->size > small + big ? c->size - small - big : 0;
  GString *w = g_string_new (NULL);

  for (guint i = 0; i < k; i++)
    g_string_append_printf (w, "%s%s", w->len ? "-" : "", gt_rank_to_string (c->rank));
  for (guint i = 0; i < small; i++)
    g_string_append_printf (w, "%s%s", w->len ? "-" : "", gt_explain_rank_word (GT_RANK_BJ));
  for (guint i = 0; i < big; i++)
    g_string_append_printf (w, "%s%s", w->len ? "-" : "", gt_explain_rank_word (GT_RANK_RJ));
  return g_string_free (w, FALSE);
}

/* Bao Huang's kinds, indexed by BhComboType (the ids its lessons and JSON
 * have always written). */
static const GtComboKind bh_kinds[BH_COMBO_COUNT] = {
  [BH_COMBO_SINGLE] = { "single", "bh.combo.lead", N_("a single card"), N_("Play a single card."),
                        gt_combo_describe_single, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [BH_COMBO_KIND] = { "kind", "bh.combo.lead", N_("cards of one rank"), N_("Play several cards of one rank."),
                      describe_kind, 0, 0, 0 },
  [BH_COMBO_KIND_JOKERS] = { "kind_jokers", "bh.combo.lead", N_("cards of one rank with jokers"),
                             N_("Play cards of one rank with jokers."), describe_with_jokers, 0, 0, 0 },
  [BH_COMBO_JOKERS] = { "jokers", "bh.combo.lead", N_("jokers alone"), N_("Play jokers alone."),
                        describe_with_jokers, 0, 0, 0 },
};

static const GtRuleset baohuang = {
  .id = "baohuang",
  .rule_prefix = "bh",
  .title = N_("Bao Huang"),
  .n_players = 5,
  /* 34 dealt and up to four more as tribute; with-low-cards, 44. */
  .hand_size = GT_LIST_MAX,
  .max_combo_size = BH_MAX_COMBO,
  /* Four decks without 3, 4 and 5: four of each card from 6 up, and of
   * the eight jokers one big and one small are the marked ones
   * (bh.marked).  The variants' decks: GtGameRules.deck. */
  .copies = {
    [16] = 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    [0] = 4, 4, 4, 4,
    [GT_CARD_BJ] = 3, [GT_CARD_RJ] = 3, [GT_CARD_BJ_MARKED] = 1, [GT_CARD_RJ_MARKED] = 1,
  },
  .kinds = bh_kinds,
  .n_kinds = G_N_ELEMENTS (bh_kinds),
  .variants = bh_variants,
  .n_variants = G_N_ELEMENTS (bh_variants),
  .points = bh_points,
  .n_points = G_N_ELEMENTS (bh_points),
  .rank_strength = bh_rank_strength,
  .is_wild = bh_is_wild,
  .readings = bh_readings,
  .beats = bh_beats,
  .judge = bh_judge,
  .generate_moves = bh_moves_generate,
  .suits_matter = bh_suits_matter,
  .game = &bh_game_rules,
  .drills = bh_drills,
  .n_drills = BH_N_DRILLS,
};

const GtRuleset *
bh_ruleset (void)
{
  return &baohuang;
}

/* The registry's line (gt-ruleset.c). */
const GtRuleset *
gt_ruleset_baohuang (void)
{
  return &baohuang;
}
