/* gt-drill.c — drills: exercises built from templates and seeds, checked
 * by the engine
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each template deals the cards the idea needs (the pair asked for, the
 * play on the table and a higher one of its kind, two bombs of which one
 * climbs, …) from a double deck, adds a few random cards so that the
 * answer does not stand alone, and asks the move generator whether the
 * exercise has an answer.  Random cards can spoil a template (the filler
 * may hold a wild card the exercise did not mean), so a template that
 * fails is dealt again with the next numbers of the same generator: the
 * seed still decides everything.
 */
#include "config.h"

#include "gt-drill.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-explain.h"
#include "gt-moves.h"

static const GtDrillInfo drills[GT_DRILL_KIND_COUNT] = {
  [GT_DRILL_COMBINATIONS] = { "drill-combinations", "guandan", N_("Combinations"),
                              N_("Find each combination in your hand and lead it."), "gd.combo.single" },
  [GT_DRILL_BEATING] = { "drill-beating", "guandan", N_("Beating a Play"),
                         N_("Beat the play on the table with a higher one of the same kind and size."), "gd.beat.same-type" },
  [GT_DRILL_BOMBS] = { "drill-bombs", "guandan", N_("The Bomb Ladder"),
                       N_("A bomb is beaten only by a higher bomb: more cards, or a higher kind on the ladder."), "gd.bomb.kinds" },
  [GT_DRILL_WILD] = { "drill-wild", "guandan", N_("The Wild Card"),
                      N_("The heart of the level rank may stand for any card but a joker. Use it to complete a combination."), "gd.wild.any" },
  [GT_DRILL_LEVEL] = { "drill-level", "guandan", N_("The Level Card"),
                       N_("At this deal's level, the level rank ranks above the Ace and below the jokers."), "gd.level" },
};

const GtDrillInfo *
gt_drill_info (GtDrillKind kind)
{
  g_return_val_if_fail (kind < GT_DRILL_KIND_COUNT, NULL);
  return &drills[kind];
}

gboolean
gt_drill_lookup (const char  *id,
                 GtDrillKind *kind)
{
  for (guint k = 0; k < GT_DRILL_KIND_COUNT; k++)
    if (g_strcmp0 (id, drills[k].id) == 0)
      {
        *kind = (GtDrillKind) k;
        return TRUE;
      }
  return FALSE;
}

void
gt_drill_exercise_clear (GtDrillExercise *exercise)
{
  g_clear_pointer (&exercise->prompt, g_free);
}

guint
gt_drill_stars (guint mistakes)
{
  return mistakes == 0 ? 3 : mistakes <= 2 ? 2 : 1;
}

/* ---- Dealing -------------------------------------------------------------- */

typedef struct {
  GRand *rand;
  guint8 pool[GT_CARD_KINDS];   /* cards left in the double deck */
  guint level;
  gboolean allow_wild;          /* the heart of the level rank may be dealt */
} Dealer;

static gboolean
is_wild (const Dealer *d,
         GtCard        card)
{
  return card == GT_CARD_MAKE (d->level, GT_SUIT_HEARTS);
}

/* Moves card from the pool to list; FALSE when none is left. */
static gboolean
take (Dealer     *d,
      GtCard      card,
      GtCardList *list)
{
  if (d->pool[card] == 0 || list->n >= GT_LIST_MAX)
    return FALSE;
  d->pool[card]--;
  gt_card_list_append (list, card, GT_CARD_NONE);
  return TRUE;
}

/* n cards of rank, of random suits, never the wild card: a template's
 * cards mean what they say. */
static gboolean
take_rank (Dealer     *d,
           guint       rank,
           guint       n,
           GtCardList *list)
{
  for (guint k = 0; k < n; k++)
    {
      gboolean done = FALSE;

      for (guint tries = 0; tries < 16 && !done; tries++)
        {
          GtCard c = GT_CARD_MAKE (rank, g_rand_int_range (d->rand, 0, 4));
          if (!is_wild (d, c))
            done = take (d, c, list);
        }
      if (!done)
        return FALSE;
    }
  return TRUE;
}

/* Five (or n) ranks in a row from low, in at least two suits: a straight,
 * never a straight flush, which is a bomb. */
static gboolean
take_run (Dealer     *d,
          guint       low,
          guint       n,
          guint       copies,
          GtCardList *list)
{
  guint first = list->n;

  for (guint r = low; r < low + n; r++)
    if (!take_rank (d, r, copies, list))
      return FALSE;
  for (guint i = first + 1; i < list->n; i++)
    if (gt_card_suit (list->card[i]) != gt_card_suit (list->card[first]))
      return TRUE;
  return copies > 1;   /* pairs or triples in a row are never a flush */
}

/* Random cards until list holds n, never the wild card unless allowed,
 * never a joker: the drills are about the ranks. */
static void
fill (Dealer     *d,
      guint       n,
      GtCardList *list)
{
  for (guint tries = 0; list->n < n && tries < 400; tries++)
    {
      GtCard c = (GtCard) g_rand_int_range (d->rand, 0, GT_CARD_BJ);
      if (!d->allow_wild && is_wild (d, c))
        continue;
      take (d, c, list);
    }
}

static guint
rand_rank (Dealer *d,
           guint   low,
           guint   high)
{
  return (guint) g_rand_int_range (d->rand, (gint32) low, (gint32) high + 1);
}

/* ---- The templates -------------------------------------------------------- */

/* The shapes the drills deal: combinations of their game (GtDrillInfo.game,
 * Guandan), each named by the id of the game's kind, so that an exercise
 * asks for the game's own type (gt_ruleset_combo_type()). */
typedef enum {
  SHAPE_SINGLE,
  SHAPE_PAIR,
  SHAPE_TRIPLE,
  SHAPE_FULL_HOUSE,
  SHAPE_STRAIGHT,
  SHAPE_TUBE,
  SHAPE_PLATE,
} Shape;

typedef struct {
  guint level;
  GtCardList s;             /* the learner's hand */
  GtCardList table;         /* E's play, empty for a lead */
  GtCardList e_rest;        /* E's other cards (face down) */
  Shape shape;              /* the combination asked for, when one is */
} Deal;

static const char *const shape_kinds[] = {
  [SHAPE_SINGLE] = "single",
  [SHAPE_PAIR] = "pair",
  [SHAPE_TRIPLE] = "triple",
  [SHAPE_FULL_HOUSE] = "full_house",
  [SHAPE_STRAIGHT] = "straight",
  [SHAPE_TUBE] = "tube",
  [SHAPE_PLATE] = "plate",
};

static const Shape combination_shapes[GT_DRILL_EXERCISES] = {
  SHAPE_PAIR, SHAPE_TRIPLE, SHAPE_FULL_HOUSE, SHAPE_STRAIGHT, SHAPE_TUBE, SHAPE_PLATE,
};
static const Shape beating_shapes[GT_DRILL_EXERCISES] = {
  SHAPE_SINGLE, SHAPE_PAIR, SHAPE_TRIPLE, SHAPE_STRAIGHT, SHAPE_FULL_HOUSE, SHAPE_TUBE,
};
static const Shape wild_shapes[GT_DRILL_EXERCISES] = {
  SHAPE_PAIR, SHAPE_TRIPLE, SHAPE_STRAIGHT, SHAPE_FULL_HOUSE, SHAPE_TUBE, SHAPE_PLATE,
};

/* The drill's game's type for a shape. */
static guint8
shape_type (GtDrillKind kind,
            Shape       shape)
{
  return (guint8) gt_ruleset_combo_type (gt_ruleset_lookup (drills[kind].game), shape_kinds[shape], FALSE);
}

/* Returns the last n cards dealt to list to the pool: the gap a wild card
 * is to fill. */
static gboolean
give_back (Dealer     *d,
           guint       n,
           GtCardList *list)
{
  for (; n > 0 && list->n > 0; n--)
    d->pool[list->card[--list->n]]++;
  return TRUE;
}

/* A combination of shape, its strength decided by rank (the triple of a
 * full house, the lowest rank of a sequence); less is how many of its
 * cards to leave out (the wild card fills one). */
static gboolean
deal_combination (Dealer     *d,
                  Shape       type,
                  guint       rank,
                  guint       less,
                  GtCardList *out)
{
  guint other;

  switch (type)
    {
    case SHAPE_SINGLE:
      return take_rank (d, rank, 1, out);
    case SHAPE_PAIR:
      return take_rank (d, rank, 2 - less, out);
    case SHAPE_TRIPLE:
      return take_rank (d, rank, 3 - less, out);
    case SHAPE_FULL_HOUSE:
      other = rank == 3 ? 4 : 3;
      return take_rank (d, rank, 3 - less, out) && take_rank (d, other, 2, out);
    case SHAPE_STRAIGHT:
      if (less == 0)
        return take_run (d, rank, 5, 1, out);
      /* A gap in the middle, for the wild card to fill. */
      return take_run (d, rank, 2, 1, out) && take_run (d, rank + 3, 2, 1, out);
    case SHAPE_TUBE:
      return take_run (d, rank, 3, 2, out) && give_back (d, less, out);
    case SHAPE_PLATE:
      return take_run (d, rank, 2, 3, out) && give_back (d, less, out);
    default:
      return FALSE;
    }
}

/* The highest low rank of a type's sequence: a straight ends at A. */
static guint
top_start (Shape type)
{
  switch (type)
    {
    case SHAPE_STRAIGHT:
      return 10;
    case SHAPE_TUBE:
      return 12;
    case SHAPE_PLATE:
      return 13;
    case SHAPE_SINGLE:
    case SHAPE_PAIR:
    case SHAPE_TRIPLE:
    case SHAPE_FULL_HOUSE:
    default:
      return 14;
    }
}

static gboolean
deal_exercise (GtDrillKind      kind,
               guint            index,
               Dealer          *d,
               Deal            *deal,
               GtDrillExercise *ex)
{
  Shape type;
  guint rank, high;

  gt_card_list_init (&deal->s);
  gt_card_list_init (&deal->table);
  gt_card_list_init (&deal->e_rest);
  ex->want_type = GT_COMBO_NONE;
  ex->want_wild = FALSE;
  ex->want_bomb = FALSE;

  switch (kind)
    {
    case GT_DRILL_COMBINATIONS:
      /* Level 2 and no wild card: each combination as it comes. */
      d->level = 2;
      type = combination_shapes[index % GT_DRILL_EXERCISES];
      ex->want_type = shape_type (kind, type);
      deal->shape = type;
      if (!deal_combination (d, type, rand_rank (d, 3, top_start (type)), 0, &deal->s))
        return FALSE;
      fill (d, 10, &deal->s);
      fill (d, 5, &deal->e_rest);
      return TRUE;

    case GT_DRILL_BEATING:
      d->level = 2;
      type = beating_shapes[index % GT_DRILL_EXERCISES];
      rank = rand_rank (d, 3, top_start (type) - 2);
      high = rand_rank (d, rank + 1, top_start (type));
      if (!deal_combination (d, type, rank, 0, &deal->table) ||
          !deal_combination (d, type, high, 0, &deal->s))
        return FALSE;
      fill (d, 10, &deal->s);
      fill (d, 5, &deal->e_rest);
      return TRUE;

    case GT_DRILL_BOMBS:
      d->level = 2;
      ex->want_bomb = TRUE;
      /* Never the 2s: at level 2 they are the level rank, and four of them
       * would beat what the exercise means to be lower. */
      rank = rand_rank (d, 4, 9);
      switch (index % GT_DRILL_EXERCISES)
        {
        case 0:   /* four of a kind: four of a higher rank, not a lower one */
          if (!take_rank (d, rank, 4, &deal->table) || !take_rank (d, rank + 2, 4, &deal->s) ||
              !take_rank (d, rank - 1, 4, &deal->s))
            return FALSE;
          break;
        case 1:   /* four of a kind: five of a lower rank have more cards */
          if (!take_rank (d, rank + 2, 4, &deal->table) || !take_rank (d, rank, 5, &deal->s))
            return FALSE;
          break;
        case 2:   /* five of a kind: a straight flush is the next kind up */
          {
            guint suit = (guint) g_rand_int_range (d->rand, 0, 4);
            guint low = rand_rank (d, 3, 9);
            if (!take_rank (d, rank, 5, &deal->table))
              return FALSE;
            for (guint r = low; r < low + 5; r++)
              if (!take (d, GT_CARD_MAKE (r, suit), &deal->s) || is_wild (d, GT_CARD_MAKE (r, suit)))
                return FALSE;
            if (!take_rank (d, rank == 3 ? 4 : rank - 1, 4, &deal->s))
              return FALSE;
          }
          break;
        case 3:   /* a straight flush: six of a kind */
          {
            guint suit = (guint) g_rand_int_range (d->rand, 0, 4);
            guint low = rand_rank (d, 3, 9);
            for (guint r = low; r < low + 5; r++)
              if (is_wild (d, GT_CARD_MAKE (r, suit)) || !take (d, GT_CARD_MAKE (r, suit), &deal->table))
                return FALSE;
            if (!take_rank (d, rand_rank (d, 3, 13), 6, &deal->s) || !take_rank (d, rand_rank (d, 3, 13), 5, &deal->s))
              return FALSE;
          }
          break;
        case 4:   /* six of a kind: only more of a kind, or the four jokers */
          if (!take_rank (d, rank, 6, &deal->table) ||
              !take (d, GT_CARD_BJ, &deal->s) || !take (d, GT_CARD_BJ, &deal->s) ||
              !take (d, GT_CARD_RJ, &deal->s) || !take (d, GT_CARD_RJ, &deal->s) ||
              !take_rank (d, rank + 1, 5, &deal->s))
            return FALSE;
          break;
        default:  /* a straight flush: a higher one of the same length */
          {
            guint suit = (guint) g_rand_int_range (d->rand, 0, 4);
            guint low = rand_rank (d, 3, 8);
            guint other = (suit + 1) % 4;
            for (guint r = low; r < low + 5; r++)
              if (is_wild (d, GT_CARD_MAKE (r, suit)) || !take (d, GT_CARD_MAKE (r, suit), &deal->table))
                return FALSE;
            for (guint r = low + 1; r < low + 6; r++)
              if (is_wild (d, GT_CARD_MAKE (r, other)) || !take (d, GT_CARD_MAKE (r, other), &deal->s))
                return FALSE;
            if (!take_rank (d, rand_rank (d, 3, 13), 4, &deal->s))
              return FALSE;
          }
          break;
        }
      fill (d, deal->s.n + 2, &deal->s);
      fill (d, 4, &deal->e_rest);
      return TRUE;

    case GT_DRILL_WILD:
      d->level = rand_rank (d, 3, 13);
      d->allow_wild = FALSE;
      type = wild_shapes[index % GT_DRILL_EXERCISES];
      ex->want_type = shape_type (kind, type);
      deal->shape = type;
      ex->want_wild = TRUE;
      /* The combination less one card, and the wild card to complete it;
       * the level rank itself stays out of the way of sequences. */
      do
        rank = rand_rank (d, 3, top_start (type));
      while (rank <= d->level && d->level <= rank + 5);
      if (!deal_combination (d, type, rank, 1, &deal->s) ||
          !take (d, GT_CARD_MAKE (d->level, GT_SUIT_HEARTS), &deal->s))
        return FALSE;
      fill (d, 9, &deal->s);
      fill (d, 5, &deal->e_rest);
      return TRUE;

    case GT_DRILL_LEVEL:
      /* E leads an Ace (or a pair of them); S holds the level card (or a
       * pair), Kings and small cards, no joker and no Ace: only the level
       * rank beats it without a bomb. */
      d->level = rand_rank (d, 3, 12);
      ex->want_type = GT_COMBO_NONE;
      {
        guint n = index % 2 == 0 ? 1 : 2;
        if (!take_rank (d, GT_RANK_A, n, &deal->table) || !take_rank (d, d->level, n, &deal->s) ||
            !take_rank (d, GT_RANK_K, n, &deal->s))
          return FALSE;
        for (guint tries = 0; deal->s.n < 9 && tries < 400; tries++)
          {
            GtCard c = (GtCard) g_rand_int_range (d->rand, 0, GT_CARD_BJ);
            guint r = gt_card_rank (c);
            if (r == GT_RANK_A || r == d->level || r == GT_RANK_K)
              continue;
            take (d, c, &deal->s);
          }
      }
      fill (d, 5, &deal->e_rest);
      return TRUE;

    case GT_DRILL_KIND_COUNT:
    default:
      return FALSE;
    }
}

static char *
prompt_for (GtDrillKind            kind,
            const GtDrillExercise *ex,
            const Deal            *deal)
{
  GtCard wild = GT_CARD_MAKE (deal->level, GT_SUIT_HEARTS);

  switch (kind)
    {
    case GT_DRILL_COMBINATIONS:
      switch (deal->shape)
        {
        case SHAPE_PAIR: return g_strdup (_("Lead a pair."));
        case SHAPE_TRIPLE: return g_strdup (_("Lead a triple."));
        case SHAPE_FULL_HOUSE: return g_strdup (_("Lead a full house: a triple with a pair."));
        case SHAPE_STRAIGHT: return g_strdup (_("Lead a straight: five ranks in a row."));
        case SHAPE_TUBE: return g_strdup (_("Lead a tube: three pairs in a row."));
        case SHAPE_PLATE: return g_strdup (_("Lead a plate: two triples in a row."));
        case SHAPE_SINGLE:
        default: break;
        }
      break;
    case GT_DRILL_BEATING:
      return g_strdup (_("Beat E's play with a higher one of the same kind (not a bomb)."));
    case GT_DRILL_BOMBS:
      return g_strdup (_("Beat E's bomb with one of yours."));
    case GT_DRILL_WILD:
      switch (deal->shape)
        {
        /* TRANSLATORS: %s is the wild card, "♥7". */
        case SHAPE_PAIR: return g_strdup_printf (_("Lead a pair with the wild card %s."), gt_explain_card_label (wild));
        case SHAPE_TRIPLE: return g_strdup_printf (_("Lead a triple with the wild card %s."), gt_explain_card_label (wild));
        case SHAPE_STRAIGHT: return g_strdup_printf (_("Lead a straight with the wild card %s."), gt_explain_card_label (wild));
        case SHAPE_FULL_HOUSE: return g_strdup_printf (_("Lead a full house with the wild card %s."), gt_explain_card_label (wild));
        case SHAPE_TUBE: return g_strdup_printf (_("Lead a tube with the wild card %s."), gt_explain_card_label (wild));
        case SHAPE_PLATE: return g_strdup_printf (_("Lead a plate with the wild card %s."), gt_explain_card_label (wild));
        case SHAPE_SINGLE:
        default: break;
        }
      break;
    case GT_DRILL_LEVEL:
      return deal->table.n == 1
        /* TRANSLATORS: %s is the level rank, "7". */
        ? g_strdup_printf (_("The level is %s. Beat E's Ace without a bomb."), gt_rank_to_string (deal->level))
        : g_strdup_printf (_("The level is %s. Beat E's pair of Aces without a bomb."), gt_rank_to_string (deal->level));
    case GT_DRILL_KIND_COUNT:
    default:
      break;
    }
  return g_strdup ("");
}

static gboolean
position_from_deal (const GtRuleset *rs,
                    const Deal      *deal,
                    GtGame          *game)
{
  g_autofree char *s = gt_card_list_to_string (&deal->s);
  g_autofree char *e = NULL;
  g_autofree char *table = deal->table.n ? gt_card_list_to_string (&deal->table) : NULL;
  g_autofree char *text = NULL;

  /* The text form is the one checked way to make a position: a deal that
   * breaks a rule of positions is refused there and dealt again. */
  e = gt_card_list_to_string (&deal->e_rest);
  text = table != NULL
    ? g_strdup_printf ("[position]\nlevel=%u\nS=%s\nE=%s\ntable=%s\ntable-by=E\nturn=S\n",
                       deal->level, s, e, table)
    : g_strdup_printf ("[position]\nlevel=%u\nS=%s\nE=%s\nturn=S\n", deal->level, s, e);
  return gt_game_load_string (game, rs, text, "position", NULL);
}

void
gt_drill_make (GtDrillKind      kind,
               guint32          seed,
               guint            index,
               GtDrillExercise *out)
{
  /* One generator per exercise, so that exercise i does not depend on how
   * many tries exercise i - 1 took. */
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed * 2654435761u + index * 40503u + (guint32) kind);
  const GtRuleset *rs;
  GtCardList answer;

  g_return_if_fail (kind < GT_DRILL_KIND_COUNT);
  rs = gt_ruleset_lookup (drills[kind].game);
  memset (out, 0, sizeof *out);
  out->kind = kind;
  for (guint attempt = 0; attempt < 1000; attempt++)
    {
      Dealer d = { .rand = rand };
      Deal deal;

      for (guint c = 0; c < GT_CARD_KINDS; c++)
        d.pool[c] = rs->copies[c];
      if (!deal_exercise (kind, index, &d, &deal, out))
        continue;
      deal.level = d.level;
      if (!position_from_deal (rs, &deal, &out->position))
        continue;
      if (gt_drill_answer (out, &answer))
        {
          out->prompt = prompt_for (kind, out, &deal);
          return;
        }
    }
  /* Never reached by the templates above (tests/test-drills.c makes
   * thousands of sets); an empty exercise would be worse than a crash in
   * a test, so say so. */
  g_critical ("drill %s: no exercise %u from seed %u", drills[kind].id, index, seed);
}

/* ---- Checking ------------------------------------------------------------- */

static gboolean
holds_wild (const GtRuleCtx  *ctx,
            const GtCardList *cards)
{
  for (guint i = 0; i < cards->n; i++)
    if (ctx->rs->is_wild (ctx, cards->card[i]))
      return TRUE;
  return FALSE;
}

gboolean
gt_drill_check (const GtDrillExercise *ex,
                const GtCardList      *cards,
                char                 **explanation,
                const char           **rule)
{
  const GtGame *pos = &ex->position;
  const GtCombo *table = pos->table.type != GT_COMBO_NONE ? &pos->table : NULL;
  GtCardList hand;
  GtRuleCtx ctx;
  GtVerdict v;
  gboolean ok = FALSE;
  int found = -1, other = -1;

  gt_game_rule_ctx (pos, &ctx);
  gt_game_hand_list (pos, GT_SEAT_S, &hand);
  gt_verdict_init (&v);
  ctx.rs->judge (&ctx, cards, table, &hand, &v);
  if (!v.legal)
    {
      if (explanation)
        *explanation = g_strdup (v.explanation);
      if (rule)
        *rule = v.rule;
      gt_verdict_clear (&v);
      return FALSE;
    }

  for (guint i = 0; i < v.n_readings && found < 0; i++)
    {
      const GtCombo *c = &v.readings[i].combo;
      gboolean kind_ok = ex->want_type == GT_COMBO_NONE || c->type == ex->want_type;
      gboolean beats = table == NULL || v.beats[i];
      gboolean bomb_ok = (c->bomb != 0) == ex->want_bomb;

      if (kind_ok && beats && bomb_ok)
        found = (int) i;
      else if (beats && other < 0)
        other = (int) i;
    }
  if (found >= 0 && ex->want_wild && !holds_wild (&ctx, cards))
    {
      g_autofree char *what = gt_combo_describe (pos->rs, &v.readings[found].combo, GT_COMBO_WORDS_PHRASE);
      GtCard wild = GT_CARD_MAKE (pos->level, GT_SUIT_HEARTS);

      if (explanation)
        /* TRANSLATORS: "That is a pair of 7s, but it leaves out the wild card ♥5." */
        *explanation = g_strdup_printf (_("That is %s, but it leaves out the wild card %s."),
                                        what, gt_explain_card_label (wild));
      if (rule)
        *rule = "gd.wild.any";
    }
  else if (found >= 0)
    {
      ok = TRUE;
      if (explanation)
        *explanation = g_strdup (v.explanation);
      if (rule)
        *rule = v.rule;
    }
  else
    {
      const GtCombo *c = &v.readings[other >= 0 ? other : 0].combo;
      g_autofree char *what = gt_combo_describe (pos->rs, c, GT_COMBO_WORDS_PHRASE);

      if (explanation)
        {
          if (table != NULL && c->bomb != 0 && !ex->want_bomb)
            *explanation = g_strdup (_("Your bomb beats it too, but this drill asks for a higher play of the same kind."));
          else
            /* TRANSLATORS: "That is a pair of 7s: the exercise asks for another kind of play." */
            *explanation = g_strdup_printf (_("That is %s: the exercise asks for another kind of play."), what);
        }
      if (rule)
        *rule = drills[ex->kind].rule;
    }
  gt_verdict_clear (&v);
  return ok;
}

gboolean
gt_drill_answer (const GtDrillExercise *ex,
                 GtCardList            *out)
{
  const GtGame *pos = &ex->position;
  const GtCombo *table = pos->table.type != GT_COMBO_NONE ? &pos->table : NULL;
  g_autofree GtMove *moves = g_new (GtMove, 4096);
  GtRuleCtx ctx;
  guint n;

  gt_game_rule_ctx (pos, &ctx);
  n = gt_moves_generate_counts (&ctx, pos->hand[GT_SEAT_S], table, GT_MOVES_ALL, moves, 4096);
  if (n == GT_MOVES_INVALID)
    return FALSE;
  n = MIN (n, 4096);
  /* The shortest answer first: the hint shows the idea, not a long play
   * that happens to hold it. */
  for (guint size = 1; size <= GT_PLAY_MAX; size++)
    for (guint i = 0; i < n; i++)
      {
        GtCardList list;

        if (moves[i].n != size)
          continue;
        /* Quick filters before the full verdict. */
        if (ex->want_type != GT_COMBO_NONE && moves[i].combo.type != ex->want_type)
          continue;
        if ((moves[i].combo.bomb != 0) != ex->want_bomb)
          continue;
        if (ex->want_wild && moves[i].n_wild == 0)
          continue;
        gt_move_to_card_list (&ctx, &moves[i], &list);
        if (gt_drill_check (ex, &list, NULL, NULL))
          {
            *out = list;
            return TRUE;
          }
      }
  return FALSE;
}
