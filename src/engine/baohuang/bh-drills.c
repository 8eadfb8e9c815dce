/* bh-drills.c — Bao Huang's drills: each card higher, and the jokers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Player 1 is the learner; Player 2, the emperor, made the play on the
 * table.  Beside each answer the hand holds a trap: as many cards but one
 * of them not higher than its match, or higher cards but too many; a small
 * joker where only a big joker beats a small one (gt-drill-deal.h).  The
 * marked cards are not dealt: in play they are ordinary jokers.  Rule ids
 * refer to data/rules/baohuang.md.
 */
#define G_LOG_DOMAIN "bh-drills"

#include "config.h"

#include "bh-private.h"

#include "gt-drill-deal.h"

/* A rank from low to high, A and 2 ranking as they do here (2 the top). */
static guint
rank_between (GtDrillDeal *d,
              guint        low,
              guint        high)
{
  guint r = gt_drill_deal_rank (d, low, high);

  return r == 15 ? 2 : r;
}

static gboolean
finish (GtDrillDeal *d)
{
  gt_drill_deal_fill (d, 5, 0, &d->other);
  gt_drill_deal_position (d, "1", "2", "emperor=2\nguard=-\n");
  if (d->prompt == NULL)
    d->prompt = g_strdup (_("Beat the play on the table: as many cards, each one higher than its match."));
  return TRUE;
}

static gboolean
deal_each_higher (GtDrillDeal *d,
                  guint        index)
{
  guint r = gt_drill_deal_rank (d, 6, 12), s = gt_drill_deal_rank (d, r + 1, 14);

  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* a pair: a higher pair, not a higher triple */
      if (!gt_drill_deal_take_rank (d, r, 2, &d->table) || !gt_drill_deal_take_rank (d, s, 2, &d->hand) ||
          !gt_drill_deal_take_rank (d, rank_between (d, r + 1, 15), 3, &d->hand))
        return FALSE;
      break;
    case 1:   /* a triple: three higher cards, not a higher pair */
      if (!gt_drill_deal_take_rank (d, r, 3, &d->table) || !gt_drill_deal_take_rank (d, s, 3, &d->hand) ||
          !gt_drill_deal_take_rank (d, rank_between (d, r + 1, 15), 2, &d->hand))
        return FALSE;
      break;
    case 2:   /* a triple answered by a pair and a joker: any shape of as many cards */
      if (!gt_drill_deal_take_rank (d, r, 3, &d->table) || !gt_drill_deal_take_rank (d, s, 2, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, (1u << 2) | ((1u << 15) - (1u << (r + 1))), &d->hand);
      return finish (d);
    case 3:   /* an Ace: only a 2 or a joker above it */
      if (!gt_drill_deal_take_rank (d, GT_RANK_A, 1, &d->table) || !gt_drill_deal_take_rank (d, 2, 1, &d->hand) ||
          !gt_drill_deal_take_rank (d, GT_RANK_K, 1, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, (1u << 2) | (1u << GT_RANK_A), &d->hand);
      return finish (d);
    case 4:   /* a pair and a small joker: a higher pair and a big joker */
      if (!gt_drill_deal_take_rank (d, r, 2, &d->table) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->table) ||
          !gt_drill_deal_take_rank (d, s, 2, &d->hand) || !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand))
        return FALSE;
      break;
    default:  /* a pair of 2s: only jokers are higher */
      if (!gt_drill_deal_take_rank (d, 2, 2, &d->table) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) || !gt_drill_deal_take_rank (d, GT_RANK_A, 2, &d->hand))
        return FALSE;
      break;
    }
  gt_drill_deal_fill (d, 8, 0, &d->hand);
  return finish (d);
}

static gboolean
deal_jokers (GtDrillDeal *d,
             guint        index)
{
  const GtComboKind *kinds = d->ctx.rs->kinds;
  guint r = gt_drill_deal_rank (d, 6, 13), s = gt_drill_deal_rank (d, r + 1, 14);

  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* a rank with a joker */
      d->want_type = BH_COMBO_KIND_JOKERS;
      if (!gt_drill_deal_take_rank (d, r, 2, &d->hand) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand))
        return FALSE;
      d->prompt = g_strdup (_(kinds[BH_COMBO_KIND_JOKERS].hint));
      break;
    case 1:   /* jokers alone */
      d->want_type = BH_COMBO_JOKERS;
      if (!gt_drill_deal_take (d, GT_CARD_BJ, &d->hand) || !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand))
        return FALSE;
      d->prompt = g_strdup (_(kinds[BH_COMBO_JOKERS].hint));
      break;
    case 2:   /* a small joker: only a big joker */
      if (!gt_drill_deal_take (d, GT_CARD_BJ, &d->table) || !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) ||
          !gt_drill_deal_take_rank (d, 2, 1, &d->hand) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand))
        return FALSE;
      break;
    case 3:   /* a card and a small joker: a higher card and a big joker */
      if (!gt_drill_deal_take_rank (d, r, 1, &d->table) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->table) ||
          !gt_drill_deal_take_rank (d, s, 1, &d->hand) || !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand))
        return FALSE;
      break;
    case 4:   /* a 2 and a small joker: the two jokers */
      if (!gt_drill_deal_take_rank (d, 2, 1, &d->table) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->table) ||
          !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand) || !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) ||
          !gt_drill_deal_take_rank (d, 2, 2, &d->hand))
        return FALSE;
      break;
    default:  /* three of a rank: two of a higher one and a joker */
      if (!gt_drill_deal_take_rank (d, r, 3, &d->table) || !gt_drill_deal_take_rank (d, s, 2, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, (1u << 2) | ((1u << 15) - (1u << (r + 1))), &d->hand);
      return finish (d);
    }
  gt_drill_deal_fill (d, 7, 0, &d->hand);
  return finish (d);
}

const GtDrill bh_drills[BH_N_DRILLS] = {
  { "drill-bh-each-higher", N_("Each Card Higher"),
    N_("Answer with as many cards, each higher than the card it is matched with."),
    "bh.follow.each-higher", deal_each_higher },
  { "drill-bh-jokers", N_("The Jokers"),
    N_("Jokers join cards of one rank or go alone; only a big joker beats a small one, and nothing beats a big joker."),
    "bh.order", deal_jokers },
};
