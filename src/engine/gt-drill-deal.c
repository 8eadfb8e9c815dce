/* gt-drill-deal.c — dealing a drill's exercise from a game's deck
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-drill-deal"

#include "config.h"

#include "gt-drill-deal.h"

gboolean
gt_drill_deal_take (GtDrillDeal *d,
                    GtCard       card,
                    GtCardList  *list)
{
  if (card >= GT_CARD_KINDS || d->pool[card] == 0 || list->n >= GT_LIST_MAX)
    return FALSE;
  d->pool[card]--;
  gt_card_list_append (list, card, GT_CARD_NONE);
  return TRUE;
}

gboolean
gt_drill_deal_take_rank (GtDrillDeal *d,
                         guint        rank,
                         guint        n,
                         GtCardList  *list)
{
  for (guint k = 0; k < n; k++)
    {
      gboolean done = FALSE;

      for (guint tries = 0; tries < 16 && !done; tries++)
        {
          GtCard c = GT_CARD_MAKE (rank, g_rand_int_range (d->rand, 0, 4));
          if (!d->ctx.rs->is_wild (&d->ctx, c))
            done = gt_drill_deal_take (d, c, list);
        }
      if (!done)
        return FALSE;
    }
  return TRUE;
}

gboolean
gt_drill_deal_take_run (GtDrillDeal *d,
                        guint        low,
                        guint        n,
                        guint        copies,
                        GtCardList  *list)
{
  guint first = list->n;

  for (guint r = low; r < low + n; r++)
    if (!gt_drill_deal_take_rank (d, r, copies, list))
      return FALSE;
  for (guint i = first + 1; i < list->n; i++)
    if (gt_card_suit (list->card[i]) != gt_card_suit (list->card[first]))
      return TRUE;
  return copies > 1;   /* pairs or triples in a row are never a flush */
}

void
gt_drill_deal_fill (GtDrillDeal *d,
                    guint        n,
                    guint32      avoid,
                    GtCardList  *list)
{
  for (guint tries = 0; list->n < n && tries < 400; tries++)
    {
      GtCard c = (GtCard) g_rand_int_range (d->rand, 0, GT_CARD_BJ);

      if (d->ctx.rs->is_wild (&d->ctx, c) || (avoid & (1u << gt_card_rank (c))))
        continue;
      gt_drill_deal_take (d, c, list);
    }
}

guint
gt_drill_deal_rank (GtDrillDeal *d,
                    guint        low,
                    guint        high)
{
  return (guint) g_rand_int_range (d->rand, (gint32) low, (gint32) high + 1);
}

void
gt_drill_deal_position (GtDrillDeal *d,
                        const char  *seat,
                        const char  *other_seat,
                        const char  *extra)
{
  g_autofree char *hand = gt_card_list_to_string (&d->hand);
  g_autofree char *other = gt_card_list_to_string (&d->other);
  g_autofree char *table = d->table.n ? gt_card_list_to_string (&d->table) : NULL;

  g_free (d->position);
  /* The text form is the one checked way to make a position: a deal that
   * breaks a rule of positions is refused there and dealt again. */
  d->position = table != NULL
    ? g_strdup_printf ("[position]\n%s%s=%s\n%s=%s\ntable=%s\ntable-by=%s\nturn=%s\n",
                       extra ? extra : "", seat, hand, other_seat, other, table, other_seat, seat)
    : g_strdup_printf ("[position]\n%s%s=%s\n%s=%s\nturn=%s\n",
                       extra ? extra : "", seat, hand, other_seat, other, seat);
}

void
gt_drill_deal_clear (GtDrillDeal *d)
{
  g_clear_pointer (&d->position, g_free);
  g_clear_pointer (&d->prompt, g_free);
}
