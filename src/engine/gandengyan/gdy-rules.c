/* gdy-rules.c — the Gan Deng Yan ruleset: readings and following
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/gandengyan.md.
 *
 * How a selection is read.  Jokers are the wild cards (gdy.joker.wild): a
 * declared joker counts as the card it declares, an undeclared one is a
 * hole that may be any rank.  Every other card is tallied by rank, and each
 * shape — N of a kind, a sequence of n singles, a double sequence of n/2
 * pairs — is a question about the tally: "do the natural cards fit this
 * window, at most so many per rank?"  Since the selection has exactly as
 * many cards as the shape, the holes left are exactly the undeclared
 * jokers.  A window is tried at every place it may stand (3 … A: no 2 in a
 * sequence, gdy.seq.no-two), so every reading the jokers allow is found,
 * as for Guandan's wild cards; no substitution is searched and nothing is
 * allocated.
 */
#define G_LOG_DOMAIN "gdy-rules"

#include "config.h"

#include "gdy-private.h"
#include "gt-explain.h"

#include <string.h>

gboolean
gdy_tally_build (const GtCardList *play,
                 GdyTally         *t)
{
  memset (t, 0, sizeof *t);
  t->n = play->n;
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i], a = play->as[i];
      guint r;

      if (c == GT_CARD_BJ)
        t->bj++;
      else if (c == GT_CARD_RJ)
        t->rj++;
      else
        t->real++;
      /* A card declared as itself is simply played (the table writes a
       * joker of the double joker so). */
      if (a == c)
        a = GT_CARD_NONE;
      if (a != GT_CARD_NONE)
        {
          /* Only a joker stands for another card, and only for a card of
           * a rank (gdy.joker.wild); the judge says which is wrong. */
          if (!gt_card_is_joker (c) || a >= GT_CARD_BJ)
            return FALSE;
          c = a;
        }
      else if (gt_card_is_joker (c))
        {
          t->w++;
          continue;
        }
      r = gt_card_rank (c);
      if (r > GT_RANK_A)
        return FALSE;
      t->cnt[r]++;
      t->suits[r] |= (guint8) (1u << gt_card_suit (c));
      t->ranks |= (guint16) (1u << r);
    }
  return TRUE;
}

/* A card of the rank for a hole, of a suit the selection does not hold at
 * that rank when there is one (it reads best). */
static inline GtCard
fill_card (const GdyTally *t,
           guint           rank,
           guint           used)
{
  guint avoid = t->suits[rank] | used;

  for (guint s = 0; s < 4; s++)
    if (!(avoid & (1u << s)))
      return GT_CARD_MAKE (rank, s);
  return GT_CARD_MAKE (rank, GT_SUIT_SPADES);
}

typedef struct {
  GtReading *out;
  guint max;
  guint k;
} Sink;

static GtReading *
emit (Sink  *sink,
      guint  type,
      guint  rank,
      guint  size,
      guint  bomb,
      guint  key)
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
  memset (r, 0, sizeof *r);
  r->combo.type = (guint8) type;
  r->combo.rank = (guint8) rank;
  r->combo.size = (guint8) size;
  r->combo.bomb = (guint8) bomb;
  r->combo.key = (guint8) key;
  r->combo.suit = GT_SUIT_NONE;
  return r;
}

static inline void
add_fill (GtReading *r,
          GtCard     card)
{
  if (r != NULL && r->n_wild < GT_WILD_MAX)
    r->as[r->n_wild++] = card;
}

/* Single, pair, triple (a bomb unless the variant says not), quad bomb. */
static void
read_of_a_kind (const GtRuleCtx *ctx,
                const GdyTally  *t,
                Sink            *sink)
{
  guint r, type, bomb = 0, used = 0;
  GtReading *rd;

  if (t->n > 4 || (t->ranks & (t->ranks - 1)) != 0)
    return;
  r = (guint) g_bit_nth_lsf (t->ranks, -1);
  switch (t->n)
    {
    case 1: type = GDY_COMBO_SINGLE; break;
    case 2: type = GDY_COMBO_PAIR; break;
    case 3:
      type = GDY_COMBO_TRIPLE;
      bomb = (ctx->variants & GDY_VARIANT_TRIPLE_NOT_BOMB) ? 0 : GDY_BOMB_TRIPLE;
      break;
    default:
      type = GDY_COMBO_BOMB;
      bomb = GDY_BOMB_QUAD;
      break;
    }
  rd = emit (sink, type, r, t->n, bomb, gdy_strength (r));
  for (guint i = 0; i < t->w; i++)
    {
      GtCard c = fill_card (t, r, used);
      used |= 1u << gt_card_suit (c);
      add_fill (rd, c);
    }
}

/* Sequences (per 1) and double sequences (per 2) of len ranks, every place
 * the window may stand: 3 … A, the Ace only on top. */
static void
read_sequences (const GdyTally *t,
                guint           per,
                guint           len,
                Sink           *sink)
{
  guint type = per == 1 ? GDY_COMBO_SEQUENCE : GDY_COMBO_DOUBLE_SEQUENCE;

  if (t->cnt[GT_RANK_2] > 0)
    return;
  for (guint s = 3; s + len - 1 <= GT_RANK_A; s++)
    {
      guint top = s + len - 1;
      guint16 window = (guint16) (((1u << len) - 1) << s);
      GtReading *rd;

      if (t->ranks & ~window)
        continue;
      for (guint r = s; r <= top; r++)
        if (t->cnt[r] > per)
          goto next;
      rd = emit (sink, type, top, per * len, 0, top);
      for (guint r = s; r <= top; r++)
        {
          guint used = 0;
          for (guint j = t->cnt[r]; j < per; j++)
            {
              GtCard c = fill_card (t, r, used);
              used |= 1u << gt_card_suit (c);
              add_fill (rd, c);
            }
        }
    next:
      ;
    }
}

guint
gdy_readings_of_tally (const GtRuleCtx *ctx,
                       const GdyTally  *t,
                       GtReading       *out,
                       guint            max)
{
  Sink sink = { out, max, 0 };

  if (t->n == 0 || t->n > GDY_MAX_COMBO)
    return 0;
  if (t->real == 0)
    {
      /* Jokers alone: only one small and one big joker together, the
       * double joker (gdy.bomb.kinds); a wild joker needs a natural card
       * beside it (gdy.joker.with-natural), and alone it is no single
       * (gdy.joker.alone). */
      if (t->n == 2 && t->w == 2 && t->bj == 1 && t->rj == 1)
        {
          GtReading *rd = emit (&sink, GDY_COMBO_DOUBLE_JOKER, GT_RANK_RJ, 2, GDY_BOMB_DOUBLE_JOKER, 1);
          add_fill (rd, GT_CARD_BJ);
          add_fill (rd, GT_CARD_RJ);
        }
      return sink.k;
    }
  if (t->w > GT_WILD_MAX)
    return 0;

  read_of_a_kind (ctx, t, &sink);
  if (t->n >= 3)
    read_sequences (t, 1, t->n, &sink);
  if (t->n >= 4 && t->n % 2 == 0)
    read_sequences (t, 2, t->n / 2, &sink);
  return sink.k;
}

static guint
gdy_readings (const GtRuleCtx  *ctx,
              const GtCardList *play,
              GtReading        *out,
              guint             max)
{
  GdyTally t;

  if (!gdy_tally_build (play, &t))
    return 0;
  return gdy_readings_of_tally (ctx, &t, out, max);
}

gboolean
gdy_lone_joker_allowed (const guint8 hand[GT_CARD_KINDS])
{
  guint n = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    n += hand[c];
  if (n == 0 || n != (guint) hand[GT_CARD_BJ] + hand[GT_CARD_RJ])
    return FALSE;
  /* The last card; or only jokers left that make no double joker (two of
   * one colour with two decks), who could otherwise never lead. */
  return n == 1 || hand[GT_CARD_BJ] == 0 || hand[GT_CARD_RJ] == 0;
}

void
gdy_lone_joker_reading (GtCard     card,
                        GtReading *out)
{
  memset (out, 0, sizeof *out);
  out->combo.type = GDY_COMBO_SINGLE;
  out->combo.rank = (guint8) gt_card_rank (card);
  out->combo.size = 1;
  out->combo.key = GDY_KEY_JOKER;
  out->combo.suit = GT_SUIT_NONE;
  /* The joker as itself: the table shows it so. */
  out->n_wild = 1;
  out->as[0] = card;
}

gboolean
gdy_beats (const GtRuleCtx  *ctx G_GNUC_UNUSED,
           const GtCombo    *play,
           const GtCardList *play_cards G_GNUC_UNUSED,
           const GtCombo    *table,
           const GtCardList *table_cards G_GNUC_UNUSED,
           const char      **rule)
{
  const char *why;
  gboolean ok;

  /* The readings carry everything: the top rank of a sequence decides a
   * step as the rank of a pair does, so the cards are never needed. */
  if (play->bomb)
    {
      if (!table->bomb)
        {
          why = "gdy.bomb.any-time";
          ok = TRUE;
        }
      else if (play->bomb != table->bomb)
        {
          why = "gdy.bomb.kinds";
          ok = play->bomb > table->bomb;
        }
      else
        {
          why = "gdy.bomb.order";
          ok = play->key > table->key;
        }
    }
  else if (table->bomb)
    {
      why = "gdy.bomb.order";
      ok = FALSE;
    }
  else if (play->key >= GDY_KEY_JOKER)
    {
      /* A lone joker is led, never played on anything. */
      why = "gdy.joker.alone";
      ok = FALSE;
    }
  else if (play->type != table->type || play->size != table->size)
    {
      why = "gdy.follow.step";
      ok = FALSE;
    }
  else if ((play->type == GDY_COMBO_SINGLE || play->type == GDY_COMBO_PAIR) &&
           play->rank == GT_RANK_2)
    {
      /* A 2 on any single, a pair of 2s on any pair — but not on 2s, and
       * not on a lone joker. */
      why = "gdy.follow.two";
      ok = table->rank != GT_RANK_2 && table->key < GDY_KEY_JOKER;
    }
  else
    {
      why = table->rank == GT_RANK_2 && (table->type == GDY_COMBO_SINGLE || table->type == GDY_COMBO_PAIR)
            ? "gdy.follow.two" : "gdy.follow.step";
      ok = table->key < GDY_KEY_JOKER && play->key == table->key + 1;
    }
  if (rule != NULL)
    *rule = why;
  return ok;
}

static void
gdy_rank_strength (const GtRuleCtx *ctx G_GNUC_UNUSED,
                   guint8           strength[GT_RANK_COUNT])
{
  for (guint r = 0; r < GT_RANK_COUNT; r++)
    strength[r] = (guint8) (r < GT_RANK_2 ? 0 : r == GT_RANK_BJ ? 16 : r == GT_RANK_RJ ? 17 : gdy_strength (r));
}

/* gdy.order: suits never matter, so plays one per rank pattern lose
 * nothing (GT_MOVES_BY_RANK). */
static gboolean
gdy_suits_matter (const GtRuleCtx *ctx G_GNUC_UNUSED,
                  const GtCardSet *hand G_GNUC_UNUSED)
{
  return FALSE;
}

static gboolean
gdy_is_wild (const GtRuleCtx *ctx G_GNUC_UNUSED,
             GtCard           card)
{
  return gt_card_is_joker (card);
}

/* Each entry at the index of its bit (GDY_VARIANT_*). */
static const GtVariant gdy_variants[] = {
  [GDY_VARIANT_INDEX_TWO_DECKS] =
    { "two-decks", "gdy.deck", N_("Two decks"),
      N_("Play with two decks and four jokers; the double joker is one big and one small joker") },
  [GDY_VARIANT_INDEX_TRIPLE_NOT_BOMB] =
    { "triple-not-bomb", "gdy.bomb.kinds", N_("Three of a kind is not a bomb"),
      N_("Three of a kind is an ordinary combination, followed by the triple one rank higher") },
  [GDY_VARIANT_INDEX_ACE_MULTIPLIER] =
    { "ace-multiplier", "gdy.score", N_("Aces multiply the loss"),
      N_("A player left holding Aces pays double with one Ace, triple with two, and so on") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (gdy_variants) == GDY_VARIANT_INDEX_COUNT);

/* Gan Deng Yan's column of the rules table, point by point in the order of
 * gt_rule_points(), each with the rule of data/rules/gandengyan.md that says
 * it (tests/test-rule-points.c checks the ids against that file).  There is
 * no tribute and no rule about one, so that row cites none; the variants have
 * their own ids in gdy_variants. */
static const GtRulePoint gdy_points[] = {
  { "players", "gdy.players",
    N_("Three to six players; play goes counter-clockwise.") },
  { "teams", "gdy.players",
    N_("No teams: each player plays for themselves.") },
  { "deck", "gdy.deck",
    N_("One deck and two jokers, 54 cards; five cards each and six for the dealer, the rest a stock to draw from.") },
  { "card-order", "gdy.order",
    N_("2, then A down to 3; suits never matter, and the jokers have no rank of their own.") },
  { "lead", "gdy.combo.sequence",
    N_("A single, a pair, a sequence of three or more, a double sequence of two or more pairs, or a bomb; no 2 in a sequence.") },
  { "following", "gdy.follow.step",
    N_("The same type and size, exactly one rank higher; a single 2 goes on any single and a pair of 2s on any pair.") },
  { "bombs", "gdy.bomb.kinds",
    N_("Three of a kind, four of a kind, then the double joker; a bomb goes on anything, and any higher bomb beats it.") },
  { "wild-cards", "gdy.joker.wild",
    N_("The jokers stand for any rank, always with at least one other card; a joker alone only as a leader’s last card.") },
  { "round-end", "gdy.turn.round-end",
    N_("When everyone else has passed, each player draws a card from the stock, the last player to play first, and that player leads.") },
  { "deal-end", "gdy.end",
    N_("The deal ends as soon as one player has no cards left.") },
  { "tribute", NULL,
    N_("No tribute.") },
  { "scoring", "gdy.score",
    N_("Each loser pays the winner one point for every card left in hand; no levels and no set end of the game.") },
  { "variants", NULL,
    N_("Variants: two decks; three of a kind not a bomb; Aces multiply the loss.") },
};

/* A sequence or double sequence with every rank written out, as players
 * say them: "5-6-7", "4-4-5-5" (explanations.md: after 4-5-6 only 5-6-7). */
static char *
describe_sequence (const GtComboKind *kind,
                   const GtCombo     *c,
                   GtComboWords       words)
{
  guint low = (guint) c->rank - c->size / kind->run + 1;
  g_autoptr(GString) ranks = g_string_new (NULL);

  if (words == GT_COMBO_WORDS_LABEL)
    return kind->run == 1
           /* Translators: a reading of Gan Deng Yan: three or more cards in a
            * row, "Sequence, 3 to 6" */
           ? g_strdup_printf (_("Sequence, %1$s to %2$s"), gt_rank_to_string (low),
                              gt_rank_to_string (c->rank))
           /* Translators: a reading of Gan Deng Yan: pairs in a row, "Double
            * sequence, 4 to 6" */
           : g_strdup_printf (_("Double sequence, %1$s to %2$s"), gt_rank_to_string (low),
                              gt_rank_to_string (c->rank));
  for (guint r = low; r <= c->rank; r++)
    for (guint k = 0; k < kind->run; k++)
      g_string_append_printf (ranks, "%s%s", ranks->len ? "-" : "", gt_rank_to_string (r));
  return kind->run == 1
         /* Translators: Gan Deng Yan's 顺子; %s is its ranks, "5-6-7" */
         ? g_strdup_printf (_("the sequence %s"), ranks->str)
         /* Translators: Gan Deng Yan's 连对; %s is its ranks, "4-4-5-5" */
         : g_strdup_printf (_("the double sequence %s"), ranks->str);
}

static char *
describe_double_joker (const GtComboKind *kind,
                       const GtCombo     *c,
                       GtComboWords       words)
{
  return g_strdup (words == GT_COMBO_WORDS_LABEL ? _("Double joker") : _("the double joker"));
}

/* Gan Deng Yan's kinds, indexed by GdyComboType (the ids its lessons and
 * JSON have always written). */
static const GtComboKind gdy_kinds[GDY_COMBO_COUNT] = {
  [GDY_COMBO_SINGLE] = { "single", "gdy.combo.single", N_("a single card"), N_("Play a single card."),
                         gt_combo_describe_single, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GDY_COMBO_PAIR] = { "pair", "gdy.combo.pair", N_("a pair"), N_("Play a pair."),
                       gt_combo_describe_pair, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GDY_COMBO_TRIPLE] = { "triple", "gdy.bomb.kinds", N_("a triple"), N_("Play a triple."),
                         gt_combo_describe_triple, GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GDY_COMBO_BOMB] = { "bomb", "gdy.bomb.kinds", N_("a bomb (four or more of a kind)"), N_("Play a bomb."),
                       gt_combo_describe_bomb, GT_COMBO_KIND_BOMB | GT_COMBO_KIND_BY_RANK, 0, 0 },
  [GDY_COMBO_SEQUENCE] = { "sequence", "gdy.combo.sequence", N_("a sequence (three or more in a row)"),
                           N_("Play a sequence."), describe_sequence, 0, 1, 0 },
  [GDY_COMBO_DOUBLE_SEQUENCE] = { "double_sequence", "gdy.combo.double-sequence",
                                  N_("a double sequence (pairs in a row)"), N_("Play a double sequence."),
                                  describe_sequence, 0, 2, 0 },
  [GDY_COMBO_DOUBLE_JOKER] = { "double_joker", "gdy.bomb.kinds", N_("the double joker"),
                               N_("Play the double joker."), describe_double_joker, GT_COMBO_KIND_BOMB, 0, 0 },
};

static const GtRuleset gandengyan = {
  .id = "gandengyan",
  .rule_prefix = "gdy",
  .title = N_("Gan Deng Yan"),
  .n_players = 4,
  /* Hands grow with every draw from the stock: no cap below a card list. */
  .hand_size = GT_LIST_MAX,
  .max_combo_size = GDY_MAX_COMBO,
  /* One deck and its two jokers; the two-decks variant doubles it
   * (GtGameRules.deck). */
  .copies = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1,
  },
  .kinds = gdy_kinds,
  .n_kinds = G_N_ELEMENTS (gdy_kinds),
  .variants = gdy_variants,
  .n_variants = G_N_ELEMENTS (gdy_variants),
  .points = gdy_points,
  .n_points = G_N_ELEMENTS (gdy_points),
  .rank_strength = gdy_rank_strength,
  .is_wild = gdy_is_wild,
  .readings = gdy_readings,
  .beats = gdy_beats,
  .judge = gdy_judge,
  .generate_moves = gdy_moves_generate,
  .suits_matter = gdy_suits_matter,
  .game = &gdy_game_rules,
  .drills = gdy_drills,
  .n_drills = GDY_N_DRILLS,
};

const GtRuleset *
gdy_ruleset (void)
{
  return &gandengyan;
}

/* The registry's line (gt-ruleset.c). */
const GtRuleset *
gt_ruleset_gandengyan (void)
{
  return &gandengyan;
}
