/* gd-rules.c — the Guandan ruleset: classification and comparison
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to ../shared/rules/guandan.md (copied into data/rules/).
 *
 * How a selection is read.  Declared wild cards are replaced by what they
 * declare; every other card is tallied by natural rank (cnt[]) and suit
 * (suits[]).  An undeclared wild card may be any non-joker card, itself
 * included (gd.wild.any), so it is not tallied at all: it is a "hole filler"
 * and w counts them.  Each combination type is then a small question about
 * the tally — "do the natural cards fit inside this shape, and do exactly w
 * cards remain to fill it?" — asked once per possible rank or start of a
 * sequence.  That is at most a few dozen questions of a few instructions
 * each, with no allocation and no search over substitutions, which is what
 * makes a 5-card, 1-wild classification cost tens of nanoseconds.
 *
 * The test suite cross-checks this against a reference classifier that does
 * search every substitution (tests/test-guandan-crosscheck.c).
 */
#define G_LOG_DOMAIN "gd-rules"

#include "config.h"

#include "gd-game-private.h"
#include "gt-explain.h"
#include "gt-game.h"

#include <string.h>

/* Bomb ladder (gd.bomb.kinds).  Index: number of cards of one rank. */
static const guint8 n_kind_bomb[11] = { 0, 0, 0, 0, 1, 2, 4, 5, 6, 7, 8 };

guint
gd_strength (guint level,
             guint rank)
{
  if (rank == GT_RANK_BJ)
    return 16;
  if (rank == GT_RANK_RJ)
    return 17;
  return rank == level ? 15 : rank;
}

static void
gd_rank_strength (const GtRuleCtx *ctx,
                  guint8           strength[GT_RANK_COUNT])
{
  for (guint r = 0; r < GT_RANK_COUNT; r++)
    strength[r] = (guint8) (r >= GT_RANK_2 ? gd_strength (ctx->level, r) : 0);
}

static gboolean
gd_is_wild (const GtRuleCtx *ctx,
            GtCard           card)
{
  return card == GT_CARD_MAKE (ctx->level, GT_SUIT_HEARTS);
}

/* The rank of position i of a sequence that starts at s (1 = the low Ace). */
static inline guint
seq_rank (guint s,
          guint i)
{
  guint r = s + i;
  return r == GT_RANK_ACE_LOW ? GT_RANK_A : r;
}

gboolean
gd_tally_build (const GtRuleCtx  *ctx,
                const GtCardList *play,
                GdTally          *t)
{
  GtCard wild = GT_CARD_MAKE (ctx->level, GT_SUIT_HEARTS);

  memset (t, 0, sizeof *t);
  t->n = play->n;
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i];
      GtCard a = play->as[i];
      guint r;

      if (a != GT_CARD_NONE)
        {
          /* Only the wild cards may be declared (gd.wild.which), and never as
           * a joker (gd.wild.not-joker).  The judge explains which. */
          if (c != wild || gt_card_is_joker (a) || a >= GT_CARD_KINDS)
            return FALSE;
          c = a;
        }
      else if (c == wild)
        {
          if (t->w >= GT_WILD_MAX)
            return FALSE;
          t->wild_pos[t->w++] = (guint8) i;
          continue;
        }

      r = gt_card_rank (c);
      t->cnt[r]++;
      if (r <= GT_RANK_A)
        {
          t->suits[r] |= (guint8) (1u << gt_card_suit (c));
          t->ranks |= (guint16) (1u << r);
          t->nat++;
        }
      else
        t->jokers++;
    }
  return TRUE;
}

/* The card a hole of the given rank is filled with.  Any suit would do
 * except in flushes, so the choice only has to read well: the wild card as
 * itself when it fits (it is then played naturally), else the first suit
 * allowed. */
static inline GtCard
fill_card (guint level,
           guint rank,
           guint avoid_suits)
{
  if (rank == level && !(avoid_suits & (1u << GT_SUIT_HEARTS)))
    return GT_CARD_MAKE (rank, GT_SUIT_HEARTS);
  for (guint s = 0; s < 4; s++)
    if (!(avoid_suits & (1u << s)))
      return GT_CARD_MAKE (rank, s);
  return GT_CARD_MAKE (rank, GT_SUIT_SPADES);
}

typedef struct {
  GtReading *out;
  guint max;
  guint k;
} Sink;

/* Adds a reading unless one of the same type, rank and size is there. */
static inline GtReading *
emit (Sink  *sink,
      guint  type,
      guint  rank,
      guint  size,
      guint  bomb,
      guint  key,
      guint  suit)
{
  GtReading *r;

  for (guint i = 0; i < sink->k; i++)
    {
      const GtCombo *c = &sink->out[i].combo;
      if (c->type == type && c->rank == rank && c->size == size)
        return NULL;
    }
  if (sink->k >= sink->max)
    return NULL;
  r = &sink->out[sink->k++];
  r->combo.type = (guint8) type;
  r->combo.rank = (guint8) rank;
  r->combo.size = (guint8) size;
  r->combo.bomb = (guint8) bomb;
  r->combo.key = (guint8) key;
  r->combo.suit = (guint8) suit;
  r->combo.pad[0] = r->combo.pad[1] = 0;
  r->n_wild = 0;
  return r;
}

static inline void
add_fill (GtReading *r,
          GtCard     card)
{
  if (r != NULL && r->n_wild < GT_WILD_MAX)
    r->as[r->n_wild++] = card;
}

/* N cards of one rank: single, pair, triple, or a bomb of 4 to 10. */
static void
read_n_of_a_kind (const GtRuleCtx *ctx,
                  const GdTally   *t,
                  Sink            *sink)
{
  static const guint8 types[4] = { 0, GD_COMBO_SINGLE, GD_COMBO_PAIR, GD_COMBO_TRIPLE };
  guint n = t->n, lo, hi;

  if (t->jokers > 0 || n > 10)
    return;
  if (t->nat == 0)
    {
      /* Only wild cards: they may all stand for any one rank. */
      lo = GT_RANK_2;
      hi = GT_RANK_A;
    }
  else if ((t->ranks & (t->ranks - 1)) == 0)
    lo = hi = (guint) g_bit_nth_lsf (t->ranks, -1);
  else
    return;

  for (guint r = lo; r <= hi; r++)
    {
      GtReading *rd = emit (sink, n < 4 ? types[n] : GD_COMBO_BOMB, r, n,
                            n_kind_bomb[n], gd_strength (ctx->level, r), GT_SUIT_NONE);
      for (guint i = 0; i < t->w; i++)
        add_fill (rd, fill_card (ctx->level, r, 0));
    }
}

static void
read_jokers (const GdTally *t,
             Sink          *sink)
{
  guint bj = t->cnt[GT_RANK_BJ], rj = t->cnt[GT_RANK_RJ];

  /* Wild cards never stand for a joker nor join a joker combination
   * (gd.wild.not-joker, gd.wild.no-joker-bomb), and no other card does. */
  if (t->w > 0 || t->nat > 0)
    return;
  if (t->n == 1)
    emit (sink, GD_COMBO_SINGLE, bj ? GT_RANK_BJ : GT_RANK_RJ, 1, 0,
          bj ? 16 : 17, GT_SUIT_NONE);
  else if (t->n == 2 && (bj == 2 || rj == 2))
    emit (sink, GD_COMBO_PAIR, bj ? GT_RANK_BJ : GT_RANK_RJ, 2, 0,
          bj ? 16 : 17, GT_SUIT_NONE);
  else if (t->n == 4 && bj == 2 && rj == 2)
    emit (sink, GD_COMBO_JOKER_BOMB, GT_RANK_RJ, 4, 9, 1, GT_SUIT_NONE);
}

/* A triple and a pair (gd.combo.full-house).  The pair may be two small or two
 * big jokers, never made with a wild card. */
static void
read_full_house (const GtRuleCtx *ctx,
                 const GdTally   *t,
                 Sink            *sink)
{
  guint ranks[2], nr = 0;

  for (guint16 m = t->ranks; m; m &= (guint16) (m - 1))
    {
      if (nr == 2)
        return;
      ranks[nr++] = (guint) g_bit_nth_lsf (m, -1);
    }

  if (t->jokers > 0)
    {
      GtReading *rd;

      if (t->jokers != 2 || nr != 1 || (t->cnt[GT_RANK_BJ] != 2 && t->cnt[GT_RANK_RJ] != 2))
        return;
      if (t->cnt[ranks[0]] + t->w != 3)
        return;
      rd = emit (sink, GD_COMBO_FULL_HOUSE, ranks[0], 5, 0,
                 gd_strength (ctx->level, ranks[0]), GT_SUIT_NONE);
      for (guint i = 0; i < t->w; i++)
        add_fill (rd, fill_card (ctx->level, ranks[0], 0));
      return;
    }

  if (nr == 2)
    {
      for (guint k = 0; k < 2; k++)
        {
          guint tr = ranks[k], pr = ranks[1 - k];
          GtReading *rd;

          if (t->cnt[tr] > 3 || t->cnt[pr] > 2)
            continue;
          rd = emit (sink, GD_COMBO_FULL_HOUSE, tr, 5, 0,
                     gd_strength (ctx->level, tr), GT_SUIT_NONE);
          for (guint i = t->cnt[tr]; i < 3; i++)
            add_fill (rd, fill_card (ctx->level, tr, 0));
          for (guint i = t->cnt[pr]; i < 2; i++)
            add_fill (rd, fill_card (ctx->level, pr, 0));
        }
    }
  else if (nr == 1 && t->cnt[ranks[0]] == 3 && t->w == 2)
    {
      /* Three of a rank and both wild cards: the wild cards are the pair, of
       * any other rank.  Every choice is the same reading; the natural one
       * (the wild cards as themselves) reads best. */
      guint tr = ranks[0];
      guint pr = tr != ctx->level ? ctx->level : (tr == GT_RANK_2 ? 3 : GT_RANK_2);
      GtReading *rd = emit (sink, GD_COMBO_FULL_HOUSE, tr, 5, 0,
                            gd_strength (ctx->level, tr), GT_SUIT_NONE);
      add_fill (rd, fill_card (ctx->level, pr, 0));
      add_fill (rd, fill_card (ctx->level, pr, 0));
    }
}

/* Straights and straight flushes (5 cards), tubes (3 pairs), plates
 * (2 triples).  per: cards per rank; len: ranks in the sequence. */
static void
read_sequences (const GtRuleCtx *ctx,
                const GdTally   *t,
                guint            per,
                guint            len,
                Sink            *sink)
{
  guint type = per == 1 ? GD_COMBO_STRAIGHT : per == 2 ? GD_COMBO_TUBE : GD_COMBO_PLATE;
  guint uniform = GT_SUIT_NONE;

  if (t->jokers > 0)
    return;

  if (per == 1)
    {
      guint all = 0;
      for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
        all |= t->suits[r];
      if (all != 0 && (all & (all - 1)) == 0)
        uniform = (guint) g_bit_nth_lsf (all, -1);
    }

  for (guint s = GT_RANK_ACE_LOW; s + len - 1 <= GT_RANK_A; s++)
    {
      guint16 window = 0;
      guint top = s + len - 1;

      for (guint i = 0; i < len; i++)
        window |= (guint16) (1u << seq_rank (s, i));
      if (t->ranks & ~window)
        continue;
      for (guint i = 0; i < len; i++)
        if (t->cnt[seq_rank (s, i)] > per)
          goto next;

      /* The natural cards fit; since n == per * len, exactly w holes remain. */
      if (per == 1 && uniform != GT_SUIT_NONE)
        {
          /* All natural cards of one suit: a straight flush, and — if a wild
           * card can be declared in another suit — also a plain straight. */
          GtReading *rd = emit (sink, GD_COMBO_STRAIGHT_FLUSH, top, 5, 3, top, uniform);
          for (guint i = 0; i < len; i++)
            if (t->cnt[seq_rank (s, i)] == 0)
              add_fill (rd, GT_CARD_MAKE (seq_rank (s, i), uniform));
          if (t->w > 0)
            {
              rd = emit (sink, type, top, 5, 0, top, GT_SUIT_NONE);
              for (guint i = 0; i < len; i++)
                if (t->cnt[seq_rank (s, i)] == 0)
                  add_fill (rd, fill_card (ctx->level, seq_rank (s, i), 1u << uniform));
            }
        }
      else
        {
          GtReading *rd = emit (sink, type, top, per * len, 0, top, GT_SUIT_NONE);
          for (guint i = 0; i < len; i++)
            for (guint j = t->cnt[seq_rank (s, i)]; j < per; j++)
              add_fill (rd, fill_card (ctx->level, seq_rank (s, i), 0));
        }
    next:
      ;
    }
}

guint
gd_readings_of_tally (const GtRuleCtx *ctx,
                      const GdTally   *t,
                      GtReading       *out,
                      guint            max)
{
  Sink sink = { out, max, 0 };

  if (t->n == 0 || t->n > 10)
    return 0;

  if (t->jokers > 0 && t->n != 5)
    {
      read_jokers (t, &sink);
      return sink.k;
    }

  read_n_of_a_kind (ctx, t, &sink);
  switch (t->n)
    {
    case 5:
      read_full_house (ctx, t, &sink);
      read_sequences (ctx, t, 1, 5, &sink);
      break;
    case 6:
      read_sequences (ctx, t, 2, 3, &sink);
      read_sequences (ctx, t, 3, 2, &sink);
      break;
    default:
      break;
    }
  return sink.k;
}

static guint
gd_readings (const GtRuleCtx  *ctx,
             const GtCardList *play,
             GtReading        *out,
             guint             max)
{
  GdTally t;

  if (!gd_tally_build (ctx, play, &t))
    return 0;
  return gd_readings_of_tally (ctx, &t, out, max);
}

static gboolean
is_sequence (guint type)
{
  return type == GD_COMBO_STRAIGHT || type == GD_COMBO_TUBE || type == GD_COMBO_PLATE;
}

static gboolean
gd_beats (const GtRuleCtx  *ctx,
          const GtCombo    *play,
          const GtCardList *play_cards G_GNUC_UNUSED,
          const GtCombo    *table,
          const GtCardList *table_cards G_GNUC_UNUSED,
          const char      **rule)
{
  const char *why;
  gboolean ok;

  if (play->bomb)
    {
      if (!table->bomb)
        {
          why = "gd.bomb.any-time";
          ok = TRUE;
        }
      else if (play->bomb != table->bomb)
        {
          why = "gd.bomb.kinds";
          ok = play->bomb > table->bomb;
        }
      else if (play->key == table->key)
        {
          why = "gd.beat.equal";
          ok = FALSE;
        }
      else
        {
          why = "gd.bomb.order";
          ok = play->key > table->key;
        }
    }
  else if (table->bomb)
    {
      why = "gd.beat.bomb";
      ok = FALSE;
    }
  else if (play->type != table->type || play->size != table->size)
    {
      why = "gd.beat.same-type";
      ok = FALSE;
    }
  else if (play->key == table->key)
    {
      why = "gd.beat.equal";
      ok = FALSE;
    }
  else
    {
      why = is_sequence (play->type) ? "gd.seq.strength" : "gd.order.single";
      ok = play->key > table->key;
    }

  if (rule != NULL)
    *rule = why;
  return ok;
}

/* Each entry at the index whose bit the game tests (GD_VARIANT_* in
 * gd-kinds.h): a designated index cannot drift when an entry is added or
 * moved, and the count check catches an entry without a bit or a bit
 * without an entry (which would leave a hole of zeros in the table). */
static const GtVariant gd_variants[] = {
  [GD_VARIANT_INDEX_RETURN_MAX_10] =
    { "return-max-10", "gd.variant.return-max-10", N_("Return a card of 10 or lower"),
      N_("After a tribute, the card given back must be a 10 or lower and not a level card, as in China’s national competition rules") },
  [GD_VARIANT_INDEX_A_FAIL_TO_OPPONENT] =
    { "a-fail-to-opponent", "gd.variant.a-fail-to-opponent", N_("After three failures at A, drop to the opponents' level"),
      N_("After a third failure at level A, the team goes to the opponents’ level instead of back to 2") },
  [GD_VARIANT_INDEX_A_ONLY_OFF] =
    { "a-only-off", "gd.variant.a-only-off", N_("No penalty for going out with Aces only"),
      N_("An opponent who goes out first with Aces only does not send the team at level A back to 2") },
  [GD_VARIANT_INDEX_NO_JIEFENG] =
    { "no-jiefeng", "gd.variant.no-jiefeng", N_("No 接风: the next player leads after a player goes out"),
      N_("When a player goes out and everyone passes, the next player in turn leads, not the partner") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (gd_variants) == GD_VARIANT_INDEX_COUNT);
/* The bits live in GtRuleCtx.variants, a guint32. */
G_STATIC_ASSERT (GD_VARIANT_INDEX_COUNT <= 32);

/* Guandan's column of the rules table, point by point in the order of
 * gt_rule_points(), each with the rule of data/rules/guandan.md that says it
 * (tests/test-rule-points.c checks the ids against that file).  The variants
 * have their own ids in gd_variants; the row names them all, so it cites none. */
static const GtRulePoint gd_points[] = {
  { "players", "gd.players",
    N_("Four players; play goes S → E → N → W.") },
  { "teams", "gd.players",
    N_("Two fixed partnerships, partners sitting opposite: S and N against E and W.") },
  { "deck", "gd.deck",
    N_("Two decks and four jokers, 108 cards; 27 cards each, none left over.") },
  { "card-order", "gd.order.single",
    N_("Big joker, small joker, the level rank, then A down to 2; suits never matter.") },
  { "lead", "gd.turn.lead",
    N_("Any combination: a single, a pair, a triple, a full house, a straight of exactly five, a tube, a plate or a bomb.") },
  { "following", "gd.beat.same-type",
    N_("The same type and size, strictly higher; a bomb may be played on any ordinary combination.") },
  { "bombs", "gd.bomb.kinds",
    N_("Four or five of a rank, the straight flush, six to ten of a rank, then the four jokers; a stronger bomb beats a weaker one.") },
  { "wild-cards", "gd.wild.which",
    N_("The two hearts of the level rank are wild: each may stand for any card but a joker.") },
  { "round-end", "gd.turn.round-end",
    N_("When everyone else has passed, the last player to play leads; if that player has just gone out, the partner leads (接风).") },
  { "deal-end", "gd.deal.end",
    N_("The deal ends as soon as both players of one team are out.") },
  { "tribute", "gd.tribute.single",
    N_("From the second deal on, the losers give their highest card to the winners and get a card back, unless they hold both big jokers.") },
  { "scoring", "gd.levelup",
    N_("Only the first finisher’s team goes up: three levels with its partner second, two third, one fourth; a team at A wins the game by finishing 1st and 2nd or 1st and 3rd.") },
  { "variants", NULL,
    N_("Variants: a returned card of 10 or lower; a drop to the opponents’ level after failing at A; no penalty for going out with Aces only; no 接风.") },
};

/* The words of Guandan's own kinds (the shared ones: gt-explain.h). */
static char *
describe_full_house (const GtComboKind *kind,
                     const GtCombo     *c,
                     GtComboWords       words)
{
  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading of the selected cards: a full house named
     * by its triple, "Full house, three 7s" */
    return g_strdup_printf (_("Full house, three %s"), gt_explain_rank_plural (c->rank));
  return g_strdup_printf (_("a full house, three %s with a pair"), gt_explain_rank_plural (c->rank));
}

/* The lowest rank of a run, the low Ace written as "A". */
static guint
run_low (const GtComboKind *kind,
         const GtCombo     *c)
{
  guint low = (guint) c->rank - kind->run_len + 1;
  return low == GT_RANK_ACE_LOW ? GT_RANK_A : low;
}

static char *
describe_tube (const GtComboKind *kind,
               const GtCombo     *c,
               GtComboWords       words)
{
  guint low = run_low (kind, c);

  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading: three pairs in a row, "Tube, 3 to 5" */
    return g_strdup_printf (_("Tube, %1$s to %2$s"), gt_rank_to_string (low),
                            gt_rank_to_string (c->rank));
  return g_strdup_printf (_("a tube (three pairs), %s to %s"),
                          gt_explain_rank_plural (low), gt_explain_rank_plural (c->rank));
}

static char *
describe_plate (const GtComboKind *kind,
                const GtCombo     *c,
                GtComboWords       words)
{
  guint low = run_low (kind, c);

  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading: two triples in a row, "Plate, 3 and 4" */
    return g_strdup_printf (_("Plate, %1$s and %2$s"), gt_rank_to_string (low),
                            gt_rank_to_string (c->rank));
  return g_strdup_printf (_("a plate (two triples), %s and %s"),
                          gt_explain_rank_plural (low), gt_explain_rank_plural (c->rank));
}

static char *
describe_straight_flush (const GtComboKind *kind,
                         const GtCombo     *c,
                         GtComboWords       words)
{
  guint low = run_low (kind, c);

  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading, with the suit: "Straight flush ♠, 3 to 7" */
    return g_strdup_printf (_("Straight flush %1$s, %2$s to %3$s"), gt_suit_to_symbol (c->suit),
                            gt_rank_to_string (low), gt_rank_to_string (c->rank));
  return g_strdup_printf (_("a straight flush, %s%s to %s%s"),
                          gt_suit_to_symbol (c->suit), gt_rank_to_string (low),
                          gt_suit_to_symbol (c->suit), gt_rank_to_string (c->rank));
}

static char *
describe_joker_bomb (const GtComboKind *kind,
                     const GtCombo     *c,
                     GtComboWords       words)
{
  return g_strdup (words == GT_COMBO_WORDS_LABEL ? _("Four jokers") : _("the four jokers"));
}

/* Guandan's kinds (gd.combo.*, gd.bomb.kinds), indexed by GdComboType; the
 * ids are those its lessons, puzzles and JSON have always written. */
static const GtComboKind gd_kinds[GD_COMBO_COUNT] = {
  [GD_COMBO_SINGLE] = { "single", "gd.combo.single", N_("a single card"), N_("Play a single card."),
                        gt_combo_describe_single, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GD_COMBO_PAIR] = { "pair", "gd.combo.pair", N_("a pair"), N_("Play a pair."),
                      gt_combo_describe_pair, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GD_COMBO_TRIPLE] = { "triple", "gd.combo.triple", N_("a triple"), N_("Play a triple."),
                        gt_combo_describe_triple, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GD_COMBO_FULL_HOUSE] = { "full_house", "gd.combo.full-house", N_("a full house"), N_("Play a full house."),
                            describe_full_house, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GD_COMBO_STRAIGHT] = { "straight", "gd.combo.straight", N_("a straight"), N_("Play a straight."),
                          gt_combo_describe_straight, 0, 1, 5 },
  [GD_COMBO_TUBE] = { "tube", "gd.combo.tube", N_("a tube (three pairs in a row)"),
                      N_("Play a tube (three pairs in a row)."), describe_tube, 0, 2, 3 },
  [GD_COMBO_PLATE] = { "plate", "gd.combo.plate", N_("a plate (two triples in a row)"),
                       N_("Play a plate (two triples in a row)."), describe_plate, 0, 3, 2 },
  [GD_COMBO_BOMB] = { "bomb", "gd.bomb.kinds", N_("a bomb (four or more of a kind)"), N_("Play a bomb."),
                      gt_combo_describe_bomb, GT_COMBO_KIND_BOMB | GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GD_COMBO_STRAIGHT_FLUSH] = { "straight_flush", "gd.bomb.straight-flush", N_("a straight flush"),
                                N_("Play a straight flush."), describe_straight_flush,
                                GT_COMBO_KIND_BOMB, 1, 5 },
  [GD_COMBO_JOKER_BOMB] = { "joker_bomb", "gd.bomb.kinds", N_("the joker bomb (all four jokers)"),
                            N_("Play the four jokers."), describe_joker_bomb, GT_COMBO_KIND_BOMB, 0, 0 },
};

static const GtRuleset guandan = {
  .id = "guandan",
  .rule_prefix = "gd",
  .title = N_("Guandan"),
  .n_players = 4,
  .hand_size = 27,
  .max_combo_size = 10,
  .copies = {
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2,
  },
  .variants = gd_variants,
  .n_variants = G_N_ELEMENTS (gd_variants),
  .kinds = gd_kinds,
  .n_kinds = G_N_ELEMENTS (gd_kinds),
  .points = gd_points,
  .n_points = G_N_ELEMENTS (gd_points),
  .rank_strength = gd_rank_strength,
  .is_wild = gd_is_wild,
  .readings = gd_readings,
  .beats = gd_beats,
  .judge = gd_judge,
  .generate_moves = gd_moves_generate,
  .suits_matter = gd_moves_suits_matter,
  .game = &gd_game_rules,
  .drills = gd_drills,
  .n_drills = GD_N_DRILLS,
};

const GtRuleset *
gt_ruleset_guandan (void)
{
  return &guandan;
}
