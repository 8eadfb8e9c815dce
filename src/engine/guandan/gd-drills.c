/* gd-drills.c — Guandan's drills: combinations, beating, the bomb ladder,
 * the wild card and the level card
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each template deals the cards the idea needs (the pair asked for, the
 * play on the table and a higher one of its kind, two bombs of which one
 * climbs, …) from a double deck and adds a few random cards, so that the
 * answer does not stand alone (gt-drill-deal.h).  S is the learner; E
 * made the play on the table.  Rule ids refer to data/rules/guandan.md.
 */
#define G_LOG_DOMAIN "gd-drills"

#include "config.h"

#include "gd-private.h"

#include "gt-drill-deal.h"
#include "gt-explain.h"

/* The shapes the drills deal. */
typedef enum {
  SHAPE_SINGLE,
  SHAPE_PAIR,
  SHAPE_TRIPLE,
  SHAPE_FULL_HOUSE,
  SHAPE_STRAIGHT,
  SHAPE_TUBE,
  SHAPE_PLATE,
} Shape;

static const guint8 shape_types[] = {
  [SHAPE_SINGLE] = GD_COMBO_SINGLE,
  [SHAPE_PAIR] = GD_COMBO_PAIR,
  [SHAPE_TRIPLE] = GD_COMBO_TRIPLE,
  [SHAPE_FULL_HOUSE] = GD_COMBO_FULL_HOUSE,
  [SHAPE_STRAIGHT] = GD_COMBO_STRAIGHT,
  [SHAPE_TUBE] = GD_COMBO_TUBE,
  [SHAPE_PLATE] = GD_COMBO_PLATE,
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

/* Returns the last n cards dealt to list to the deck: the gap a wild card
 * is to fill. */
static gboolean
give_back (GtDrillDeal *d,
           guint        n,
           GtCardList  *list)
{
  for (; n > 0 && list->n > 0; n--)
    d->pool[list->card[--list->n]]++;
  return TRUE;
}

/* A combination of shape, its strength decided by rank (the triple of a
 * full house, the lowest rank of a sequence); less is how many of its
 * cards to leave out (the wild card fills one). */
static gboolean
deal_combination (GtDrillDeal *d,
                  Shape        type,
                  guint        rank,
                  guint        less,
                  GtCardList  *out)
{
  guint other;

  switch (type)
    {
    case SHAPE_SINGLE:
      return gt_drill_deal_take_rank (d, rank, 1, out);
    case SHAPE_PAIR:
      return gt_drill_deal_take_rank (d, rank, 2 - less, out);
    case SHAPE_TRIPLE:
      return gt_drill_deal_take_rank (d, rank, 3 - less, out);
    case SHAPE_FULL_HOUSE:
      other = rank == 3 ? 4 : 3;
      return gt_drill_deal_take_rank (d, rank, 3 - less, out) && gt_drill_deal_take_rank (d, other, 2, out);
    case SHAPE_STRAIGHT:
      if (less == 0)
        return gt_drill_deal_take_run (d, rank, 5, 1, out);
      /* A gap in the middle, for the wild card to fill. */
      return gt_drill_deal_take_run (d, rank, 2, 1, out) && gt_drill_deal_take_run (d, rank + 3, 2, 1, out);
    case SHAPE_TUBE:
      return gt_drill_deal_take_run (d, rank, 3, 2, out) && give_back (d, less, out);
    case SHAPE_PLATE:
      return gt_drill_deal_take_run (d, rank, 2, 3, out) && give_back (d, less, out);
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

/* The position: S to play, E's play on the table when there is one. */
static gboolean
finish (GtDrillDeal *d)
{
  g_autofree char *level = g_strdup_printf ("level=%s\n", gt_rank_to_string (d->ctx.level));

  gt_drill_deal_position (d, "S", "E", level);
  return TRUE;
}

static gboolean
deal_combinations (GtDrillDeal *d,
                   guint        index)
{
  Shape type = combination_shapes[index % GT_DRILL_EXERCISES];

  /* Level 2 and no wild card: each combination as it comes. */
  d->ctx.level = 2;
  d->want_type = shape_types[type];
  if (!deal_combination (d, type, gt_drill_deal_rank (d, 3, top_start (type)), 0, &d->hand))
    return FALSE;
  gt_drill_deal_fill (d, 10, 0, &d->hand);
  gt_drill_deal_fill (d, 5, 0, &d->other);
  switch (type)
    {
    case SHAPE_PAIR: d->prompt = g_strdup (_("Lead a pair.")); break;
    case SHAPE_TRIPLE: d->prompt = g_strdup (_("Lead a triple.")); break;
    case SHAPE_FULL_HOUSE: d->prompt = g_strdup (_("Lead a full house: a triple with a pair.")); break;
    case SHAPE_STRAIGHT: d->prompt = g_strdup (_("Lead a straight: five ranks in a row.")); break;
    case SHAPE_TUBE: d->prompt = g_strdup (_("Lead a tube: three pairs in a row.")); break;
    case SHAPE_PLATE: d->prompt = g_strdup (_("Lead a plate: two triples in a row.")); break;
    case SHAPE_SINGLE:
    default: return FALSE;
    }
  return finish (d);
}

static gboolean
deal_beating (GtDrillDeal *d,
              guint        index)
{
  Shape type = beating_shapes[index % GT_DRILL_EXERCISES];
  guint rank, high;

  d->ctx.level = 2;
  rank = gt_drill_deal_rank (d, 3, top_start (type) - 2);
  high = gt_drill_deal_rank (d, rank + 1, top_start (type));
  if (!deal_combination (d, type, rank, 0, &d->table) ||
      !deal_combination (d, type, high, 0, &d->hand))
    return FALSE;
  gt_drill_deal_fill (d, 10, 0, &d->hand);
  gt_drill_deal_fill (d, 5, 0, &d->other);
  d->prompt = g_strdup (_("Beat E's play with a higher one of the same kind (not a bomb)."));
  return finish (d);
}

/* Five cards of one suit in a row from low into list, none of them the
 * wild card. */
static gboolean
take_flush (GtDrillDeal *d,
            guint        low,
            guint        suit,
            GtCardList  *list)
{
  for (guint r = low; r < low + 5; r++)
    if (d->ctx.rs->is_wild (&d->ctx, GT_CARD_MAKE (r, suit)) || !gt_drill_deal_take (d, GT_CARD_MAKE (r, suit), list))
      return FALSE;
  return TRUE;
}

static gboolean
deal_bombs (GtDrillDeal *d,
            guint        index)
{
  guint rank;

  d->ctx.level = 2;
  d->want_bomb = TRUE;
  /* Never the 2s: at level 2 they are the level rank, and four of them
   * would beat what the exercise means to be lower. */
  rank = gt_drill_deal_rank (d, 4, 9);
  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* four of a kind: four of a higher rank, not a lower one */
      if (!gt_drill_deal_take_rank (d, rank, 4, &d->table) || !gt_drill_deal_take_rank (d, rank + 2, 4, &d->hand) ||
          !gt_drill_deal_take_rank (d, rank - 1, 4, &d->hand))
        return FALSE;
      break;
    case 1:   /* four of a kind: five of a lower rank have more cards */
      if (!gt_drill_deal_take_rank (d, rank + 2, 4, &d->table) || !gt_drill_deal_take_rank (d, rank, 5, &d->hand))
        return FALSE;
      break;
    case 2:   /* five of a kind: a straight flush is the next kind up */
      if (!gt_drill_deal_take_rank (d, rank, 5, &d->table) ||
          !take_flush (d, gt_drill_deal_rank (d, 3, 9), (guint) g_rand_int_range (d->rand, 0, 4), &d->hand) ||
          !gt_drill_deal_take_rank (d, rank == 3 ? 4 : rank - 1, 4, &d->hand))
        return FALSE;
      break;
    case 3:   /* a straight flush: six of a kind */
      if (!take_flush (d, gt_drill_deal_rank (d, 3, 9), (guint) g_rand_int_range (d->rand, 0, 4), &d->table) ||
          !gt_drill_deal_take_rank (d, gt_drill_deal_rank (d, 3, 13), 6, &d->hand) ||
          !gt_drill_deal_take_rank (d, gt_drill_deal_rank (d, 3, 13), 5, &d->hand))
        return FALSE;
      break;
    case 4:   /* six of a kind: only more of a kind, or the four jokers */
      if (!gt_drill_deal_take_rank (d, rank, 6, &d->table) ||
          !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) || !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) ||
          !gt_drill_deal_take_rank (d, rank + 1, 5, &d->hand))
        return FALSE;
      break;
    default:  /* a straight flush: a higher one of the same length */
      {
        guint suit = (guint) g_rand_int_range (d->rand, 0, 4);
        guint low = gt_drill_deal_rank (d, 3, 8);

        if (!take_flush (d, low, suit, &d->table) || !take_flush (d, low + 1, (suit + 1) % 4, &d->hand) ||
            !gt_drill_deal_take_rank (d, gt_drill_deal_rank (d, 3, 13), 4, &d->hand))
          return FALSE;
      }
      break;
    }
  gt_drill_deal_fill (d, d->hand.n + 2, 0, &d->hand);
  gt_drill_deal_fill (d, 4, 0, &d->other);
  d->prompt = g_strdup (_("Beat E's bomb with one of yours."));
  return finish (d);
}

static gboolean
deal_wild (GtDrillDeal *d,
           guint        index)
{
  Shape type = wild_shapes[index % GT_DRILL_EXERCISES];
  GtCard wild;
  const char *label;
  guint rank;

  d->ctx.level = gt_drill_deal_rank (d, 3, 13);
  wild = GT_CARD_MAKE (d->ctx.level, GT_SUIT_HEARTS);
  label = gt_explain_card_label (wild);
  d->want_type = shape_types[type];
  d->want_card = wild;
  /* The combination less one card, and the wild card to complete it;
   * the level rank itself stays out of the way of sequences. */
  do
    rank = gt_drill_deal_rank (d, 3, top_start (type));
  while (rank <= d->ctx.level && d->ctx.level <= rank + 5);
  if (!deal_combination (d, type, rank, 1, &d->hand) || !gt_drill_deal_take (d, wild, &d->hand))
    return FALSE;
  gt_drill_deal_fill (d, 9, 0, &d->hand);
  gt_drill_deal_fill (d, 5, 0, &d->other);
  switch (type)
    {
    /* TRANSLATORS: %s is the wild card, "♥7". */
    case SHAPE_PAIR: d->prompt = g_strdup_printf (_("Lead a pair with the wild card %s."), label); break;
    case SHAPE_TRIPLE: d->prompt = g_strdup_printf (_("Lead a triple with the wild card %s."), label); break;
    case SHAPE_STRAIGHT: d->prompt = g_strdup_printf (_("Lead a straight with the wild card %s."), label); break;
    case SHAPE_FULL_HOUSE: d->prompt = g_strdup_printf (_("Lead a full house with the wild card %s."), label); break;
    case SHAPE_TUBE: d->prompt = g_strdup_printf (_("Lead a tube with the wild card %s."), label); break;
    case SHAPE_PLATE: d->prompt = g_strdup_printf (_("Lead a plate with the wild card %s."), label); break;
    case SHAPE_SINGLE:
    default: return FALSE;
    }
  return finish (d);
}

static gboolean
deal_level (GtDrillDeal *d,
            guint        index)
{
  /* E leads an Ace (or a pair of them); S holds the level card (or a
   * pair), Kings and small cards, no joker and no Ace: only the level
   * rank beats it without a bomb. */
  guint n = index % 2 == 0 ? 1 : 2;

  d->ctx.level = gt_drill_deal_rank (d, 3, 12);
  if (!gt_drill_deal_take_rank (d, GT_RANK_A, n, &d->table) ||
      !gt_drill_deal_take_rank (d, d->ctx.level, n, &d->hand) ||
      !gt_drill_deal_take_rank (d, GT_RANK_K, n, &d->hand))
    return FALSE;
  gt_drill_deal_fill (d, 9, (1u << GT_RANK_A) | (1u << d->ctx.level) | (1u << GT_RANK_K), &d->hand);
  gt_drill_deal_fill (d, 5, 0, &d->other);
  d->prompt = n == 1
    /* TRANSLATORS: %s is the level rank, "7". */
    ? g_strdup_printf (_("The level is %s. Beat E's Ace without a bomb."), gt_rank_to_string (d->ctx.level))
    : g_strdup_printf (_("The level is %s. Beat E's pair of Aces without a bomb."), gt_rank_to_string (d->ctx.level));
  return finish (d);
}

/* The ids are those the progress files keep stars under. */
const GtDrill gd_drills[GD_N_DRILLS] = {
  { "drill-combinations", N_("Combinations"),
    N_("Find each combination in your hand and lead it."), "gd.combo.single", deal_combinations },
  { "drill-beating", N_("Beating a Play"),
    N_("Beat the play on the table with a higher one of the same kind and size."), "gd.beat.same-type", deal_beating },
  { "drill-bombs", N_("The Bomb Ladder"),
    N_("A bomb is beaten only by a higher bomb: more cards, or a higher kind on the ladder."), "gd.bomb.kinds", deal_bombs },
  { "drill-wild", N_("The Wild Card"),
    N_("The heart of the level rank may stand for any card but a joker. Use it to complete a combination."), "gd.wild.any", deal_wild },
  { "drill-level", N_("The Level Card"),
    N_("At this deal's level, the level rank ranks above the Ace and below the jokers."), "gd.level", deal_level },
};
