/* ddz-drills.c — Dou Dizhu's drills: the combinations with extra cards,
 * and bombs and the rocket
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Player 1, the landlord, is the learner; Player 2 made the play on the
 * table.  The combinations drill deals the trios, the four and the wings
 * a lead asks for; the bombs drill a play no ordinary combination of the
 * hand answers, a lower bomb beside a higher one, four with two (which is
 * no bomb) beaten by a lower bomb (gt-drill-deal.h).  Rule ids refer to
 * data/rules/doudizhu.md.
 */
#define G_LOG_DOMAIN "ddz-drills"

#include "config.h"

#include "ddz-private.h"

#include "gt-drill-deal.h"

#define NO_TWOS (1u << 2)

static gboolean
finish (GtDrillDeal *d)
{
  gt_drill_deal_fill (d, 5, 0, &d->other);
  gt_drill_deal_position (d, "1", "2", "landlord=1\n");
  return TRUE;
}

/* Single cards of ranks other than those in avoid (and never 2s), one
 * rank each: wings that make nothing more of the hand. */
static gboolean
take_singles (GtDrillDeal *d,
              guint        n,
              guint32      avoid,
              GtCardList  *list)
{
  for (guint k = 0, tries = 0; k < n; tries++)
    {
      guint r = gt_drill_deal_rank (d, 3, 14);

      if (tries > 100)
        return FALSE;
      if (avoid & (1u << r))
        continue;
      if (!gt_drill_deal_take_rank (d, r, 1, list))
        return FALSE;
      avoid |= 1u << r;
      k++;
    }
  return TRUE;
}

static gboolean
deal_combinations (GtDrillDeal *d,
                   guint        index)
{
  const GtComboKind *kinds = d->ctx.rs->kinds;
  guint r = gt_drill_deal_rank (d, 3, 13);
  guint32 used = (1u << r) | (1u << (r + 1)) | NO_TWOS;

  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* three with one */
      d->want_type = DDZ_KIND_TRIO_SINGLE;
      if (!gt_drill_deal_take_rank (d, r, 3, &d->hand) || !take_singles (d, 3, used, &d->hand))
        return FALSE;
      break;
    case 1:   /* three with a pair */
      d->want_type = DDZ_KIND_TRIO_PAIR;
      if (!gt_drill_deal_take_rank (d, r, 3, &d->hand) || !gt_drill_deal_take_rank (d, r + 1, 2, &d->hand) ||
          !take_singles (d, 2, used, &d->hand))
        return FALSE;
      break;
    case 2:   /* an airplane: trios in a row */
      d->want_type = DDZ_KIND_AIRPLANE;
      if (!gt_drill_deal_take_run (d, r, 2, 3, &d->hand) || !take_singles (d, 3, used, &d->hand))
        return FALSE;
      break;
    case 3:   /* an airplane with a single wing for each trio */
      d->want_type = DDZ_KIND_AIRPLANE_SINGLES;
      if (!gt_drill_deal_take_run (d, r, 2, 3, &d->hand) || !take_singles (d, 3, used, &d->hand))
        return FALSE;
      break;
    case 4:   /* an airplane with a pair for each trio */
      {
        guint p = r >= 6 ? r - 3 : r + 3;

        d->want_type = DDZ_KIND_AIRPLANE_PAIRS;
        if (!gt_drill_deal_take_run (d, r, 2, 3, &d->hand) || !gt_drill_deal_take_run (d, p, 2, 2, &d->hand) ||
            !take_singles (d, 1, used | (1u << p) | (1u << (p + 1)), &d->hand))
          return FALSE;
      }
      break;
    default:  /* four with two */
      d->want_type = DDZ_KIND_FOUR_TWO_SINGLES;
      if (!gt_drill_deal_take_rank (d, r, 4, &d->hand) || !take_singles (d, 3, used, &d->hand))
        return FALSE;
      break;
    }
  d->prompt = g_strdup (_(kinds[d->want_type].hint));
  return finish (d);
}

static gboolean
deal_bombs (GtDrillDeal *d,
            guint        index)
{
  guint r = gt_drill_deal_rank (d, 4, 12);

  d->want_bomb = TRUE;
  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* three with a pair: a bomb of any rank */
      if (!gt_drill_deal_take_rank (d, GT_RANK_K, 3, &d->table) || !gt_drill_deal_take_rank (d, 3, 2, &d->table) ||
          !gt_drill_deal_take_rank (d, r, 4, &d->hand) || !take_singles (d, 3, (1u << r) | (1u << 3) | (1u << GT_RANK_K) | (1u << GT_RANK_A) | NO_TWOS, &d->hand))
        return FALSE;
      break;
    case 1:   /* a straight to the Ace */
      if (!gt_drill_deal_take_run (d, 10, 5, 1, &d->table) || !gt_drill_deal_take_rank (d, r == 10 ? 3 : r - 1, 4, &d->hand))
        return FALSE;
      break;
    case 2:   /* a bomb: a higher bomb, not a lower one */
      if (!gt_drill_deal_take_rank (d, r, 4, &d->table) || !gt_drill_deal_take_rank (d, r + 1, 4, &d->hand) ||
          !gt_drill_deal_take_rank (d, r - 1, 4, &d->hand))
        return FALSE;
      break;
    case 3:   /* the bomb of 2s: only the rocket */
      if (!gt_drill_deal_take_rank (d, 2, 4, &d->table) || !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_RJ, &d->hand) || !gt_drill_deal_take_rank (d, GT_RANK_A, 4, &d->hand))
        return FALSE;
      break;
    case 4:   /* an airplane */
      if (!gt_drill_deal_take_run (d, GT_RANK_Q, 2, 3, &d->table) || !gt_drill_deal_take_rank (d, r - 1, 4, &d->hand))
        return FALSE;
      break;
    default:  /* four with two is no bomb: a lower bomb beats it */
      if (!gt_drill_deal_take_rank (d, r + 1, 4, &d->table) || !take_singles (d, 2, (1u << (r + 1)) | NO_TWOS, &d->table) ||
          !gt_drill_deal_take_rank (d, r - 1, 4, &d->hand))
        return FALSE;
      break;
    }
  gt_drill_deal_fill (d, d->hand.n + 3, NO_TWOS | (1u << GT_RANK_A) | (1u << GT_RANK_K), &d->hand);
  d->prompt = g_strdup (_("Beat the play on the table with a bomb or the rocket."));
  return finish (d);
}

const GtDrill ddz_drills[DDZ_N_DRILLS] = {
  { "drill-ddz-combinations", N_("Trios, Airplanes and Four with Two"),
    N_("Lead the combinations that carry extra cards: a trio with one or a pair, an airplane with its wings, four with two."),
    "ddz.combo.trio-single", deal_combinations },
  { "drill-ddz-bombs", N_("Bombs and the Rocket"),
    N_("A bomb beats any play but a higher bomb or the rocket; the rocket beats everything."),
    "ddz.follow.bomb", deal_bombs },
};
