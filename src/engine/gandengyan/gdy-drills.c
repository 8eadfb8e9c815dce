/* gdy-drills.c — Gan Deng Yan's drills: one step higher, and sequences
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Player 1 is the learner; Player 2 made the play on the table.  The
 * hands hold the step one rank higher beside a trap two ranks higher, a 2
 * where no step is left, a bomb where nothing else answers; the sequences
 * have a 2 beside them or a gap a joker fills (gt-drill-deal.h).  Rule ids
 * refer to data/rules/gandengyan.md.
 */
#define G_LOG_DOMAIN "gdy-drills"

#include "config.h"

#include "gdy-private.h"

#include "gt-drill-deal.h"
#include "gt-explain.h"

/* The ranks a filler card never has: 2s (a 2 answers any single) and
 * ranks listed. */
#define NO_TWOS (1u << 2)

static gboolean
finish (GtDrillDeal *d)
{
  gt_drill_deal_fill (d, 5, 0, &d->other);
  gt_drill_deal_position (d, "1", "2", NULL);
  return TRUE;
}

static gboolean
deal_step (GtDrillDeal *d,
           guint        index)
{
  guint r;

  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* a single: the next rank up, not the one after */
    case 1:   /* a pair, the same */
      {
        guint n = index % 2 == 0 ? 1 : 2;

        r = gt_drill_deal_rank (d, 3, 12);
        if (!gt_drill_deal_take_rank (d, r, n, &d->table) || !gt_drill_deal_take_rank (d, r + 1, n, &d->hand) ||
            !gt_drill_deal_take_rank (d, r + 2, n, &d->hand))
          return FALSE;
        gt_drill_deal_fill (d, 7, NO_TWOS, &d->hand);
      }
      break;
    case 2:   /* a sequence: each card one rank up, as long */
      r = gt_drill_deal_rank (d, 3, 10);
      if (!gt_drill_deal_take_run (d, r, 3, 1, &d->table) || !gt_drill_deal_take_run (d, r + 2, 3, 1, &d->hand) ||
          !gt_drill_deal_take_rank (d, r + 1, 1, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, NO_TWOS, &d->hand);
      break;
    case 3:   /* a double sequence */
      r = gt_drill_deal_rank (d, 3, 11);
      if (!gt_drill_deal_take_run (d, r, 2, 2, &d->table) || !gt_drill_deal_take_run (d, r + 1, 3, 2, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 8, NO_TWOS, &d->hand);
      break;
    case 4:   /* no single one rank up: a 2 goes on any single */
      r = gt_drill_deal_rank (d, 3, 12);
      if (!gt_drill_deal_take_rank (d, r, 1, &d->table) || !gt_drill_deal_take_rank (d, 2, 1, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 6, (1u << (r + 1)) | NO_TWOS, &d->hand);
      break;
    default:  /* nothing one rank up and no 2: only a bomb answers */
      d->want_bomb = TRUE;
      {
        guint t;

        r = gt_drill_deal_rank (d, 3, 12);
        do
          t = gt_drill_deal_rank (d, 3, 14);
        while (t == r || t == r + 1);
        if (!gt_drill_deal_take_rank (d, r, 2, &d->table) || !gt_drill_deal_take_rank (d, t, 3, &d->hand))
          return FALSE;
      }
      gt_drill_deal_fill (d, 7, (1u << (r + 1)) | NO_TWOS, &d->hand);
      break;
    }
  d->prompt = g_strdup (d->want_bomb
                        ? _("Nothing in your hand is one rank higher. Beat the play with a bomb.")
                        : _("Beat the play on the table without a bomb."));
  return finish (d);
}

static gboolean
deal_sequences (GtDrillDeal *d,
                guint        index)
{
  const GtComboKind *kinds = d->ctx.rs->kinds;
  GtCard joker = g_rand_boolean (d->rand) ? GT_CARD_BJ : GT_CARD_RJ;
  guint r;

  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* three or more ranks in a row */
      d->want_type = GDY_COMBO_SEQUENCE;
      r = gt_drill_deal_rank (d, 3, 10);
      if (!gt_drill_deal_take_run (d, r, gt_drill_deal_rank (d, 3, 5), 1, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, NO_TWOS, &d->hand);
      d->prompt = g_strdup (_(kinds[GDY_COMBO_SEQUENCE].hint));
      break;
    case 1:   /* pairs in a row */
      d->want_type = GDY_COMBO_DOUBLE_SEQUENCE;
      r = gt_drill_deal_rank (d, 3, 12);
      if (!gt_drill_deal_take_run (d, r, 2, 2, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, NO_TWOS, &d->hand);
      d->prompt = g_strdup (_(kinds[GDY_COMBO_DOUBLE_SEQUENCE].hint));
      break;
    case 2:   /* Q-K-A is the top: a 2 never joins a sequence */
      d->want_type = GDY_COMBO_SEQUENCE;
      if (!gt_drill_deal_take_run (d, GT_RANK_Q, 3, 1, &d->hand) || !gt_drill_deal_take_rank (d, 2, 1, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, (1u << GT_RANK_J) | NO_TWOS, &d->hand);
      d->prompt = g_strdup (_(kinds[GDY_COMBO_SEQUENCE].hint));
      break;
    case 3:   /* a gap in the middle, a joker to fill it */
      d->want_type = GDY_COMBO_SEQUENCE;
      d->want_card = joker;
      r = gt_drill_deal_rank (d, 3, 12);
      if (!gt_drill_deal_take_rank (d, r, 1, &d->hand) || !gt_drill_deal_take_rank (d, r + 2, 1, &d->hand) ||
          !gt_drill_deal_take (d, joker, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, (1u << (r + 1)) | NO_TWOS, &d->hand);
      /* TRANSLATORS: %s is a joker as a card's label, "small joker". */
      d->prompt = g_strdup_printf (_("Lead a sequence with the %s standing in for a missing rank."),
                                   gt_explain_card_label (joker));
      break;
    case 4:   /* a sequence answered one rank higher, as long */
      r = gt_drill_deal_rank (d, 3, 10);
      if (!gt_drill_deal_take_run (d, r, 4, 1, &d->table) || !gt_drill_deal_take_run (d, r + 1, 4, 1, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, NO_TWOS, &d->hand);
      d->prompt = g_strdup (_("Beat the play on the table without a bomb."));
      break;
    default:  /* a double sequence answered with a joker for a missing card */
      d->want_card = joker;
      r = gt_drill_deal_rank (d, 3, 11);
      if (!gt_drill_deal_take_run (d, r, 2, 2, &d->table) || !gt_drill_deal_take_rank (d, r + 1, 2, &d->hand) ||
          !gt_drill_deal_take_rank (d, r + 2, 1, &d->hand) || !gt_drill_deal_take (d, joker, &d->hand))
        return FALSE;
      gt_drill_deal_fill (d, 7, (1u << (r + 2)) | NO_TWOS, &d->hand);
      /* TRANSLATORS: %s is a joker as a card's label, "small joker". */
      d->prompt = g_strdup_printf (_("Beat the play on the table with the %s standing in for a card."),
                                   gt_explain_card_label (joker));
      break;
    }
  return finish (d);
}

const GtDrill gdy_drills[GDY_N_DRILLS] = {
  { "drill-gdy-step", N_("One Step Higher"),
    N_("Answer with the same kind exactly one rank higher; a 2 goes on any single, a bomb on anything."),
    "gdy.follow.step", deal_step },
  { "drill-gdy-sequences", N_("Sequences"),
    N_("Three or more ranks in a row, or pairs in a row: never with a 2, and a joker may fill a gap."),
    "gdy.combo.sequence", deal_sequences },
};
