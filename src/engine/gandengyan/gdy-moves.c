/* gdy-moves.c — every legal play of a Gan Deng Yan hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hands are small — five or six cards dealt, one drawn a round — so the
 * generic generator (every selection read with the ruleset's readings and
 * beats, gt_moves_generate_generic()) is fast enough: a six-card hand has
 * 63 selections.  What this file adds is what the readings of a selection
 * cannot know: the lone joker a hand of jokers only may lead
 * (gdy.joker.alone), and plays whose two copies differ only in suits
 * collapsed to one for GT_MOVES_BY_RANK (suits never matter, gdy.order).
 */
#include "config.h"

#include "gdy-private.h"

#include <string.h>

/* Whether two plays hold the same number of cards of every rank and the
 * same jokers, and read the same. */
static gboolean
same_by_rank (const GtMove *a,
              const GtMove *b)
{
  guint8 ca[GT_CARD_KINDS], cb[GT_CARD_KINDS];

  if (!gt_combo_same (&a->combo, &b->combo) || a->n != b->n || a->n_wild != b->n_wild)
    return FALSE;
  gt_card_set_to_counts (&a->cards, ca);
  gt_card_set_to_counts (&b->cards, cb);
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    {
      guint na = 0, nb = 0;
      for (guint s = 0; s < 4; s++)
        {
          na += ca[GT_CARD_MAKE (r, s)];
          nb += cb[GT_CARD_MAKE (r, s)];
        }
      if (na != nb)
        return FALSE;
    }
  return ca[GT_CARD_BJ] == cb[GT_CARD_BJ] && ca[GT_CARD_RJ] == cb[GT_CARD_RJ];
}

guint
gdy_moves_generate (const GtRuleCtx *ctx,
                    const GtCardSet *hand,
                    const GtCombo   *table,
                    guint            flags,
                    GtMove          *out,
                    guint            max)
{
  guint8 counts[GT_CARD_KINDS];
  guint n = gt_moves_generate_generic (ctx, hand, table, out, max), k;

  if (n == GT_MOVES_INVALID || n > max)
    return n;

  /* A move keeps what two jokers stand for (GtMove.as): with two decks a
   * play of three or four jokers standing in is judged but not offered
   * (docs/decisions.md). */
  k = 0;
  for (guint i = 0; i < n; i++)
    if (out[i].n_wild <= G_N_ELEMENTS (out[i].as))
      out[k++] = out[i];
  n = k;

  if (flags & GT_MOVES_BY_RANK)
    {
      k = 0;
      for (guint i = 0; i < n; i++)
        {
          gboolean dup = FALSE;
          for (guint j = 0; j < k && !dup; j++)
            dup = same_by_rank (&out[j], &out[i]);
          if (!dup)
            out[k++] = out[i];
        }
      n = k;
    }

  gt_card_set_to_counts (hand, counts);
  if (table == NULL && gdy_lone_joker_allowed (counts))
    for (GtCard c = GT_CARD_BJ; c <= GT_CARD_RJ; c++)
      {
        GtReading r;
        GtMove *m;
        guint8 one[GT_CARD_KINDS] = { 0 };

        if (counts[c] == 0)
          continue;
        if (n++ >= max)
          continue;
        gdy_lone_joker_reading (c, &r);
        m = &out[n - 1];
        memset (m, 0, sizeof *m);
        one[c] = 1;
        gt_card_set_from_counts (&m->cards, one);
        m->combo = r.combo;
        m->n = 1;
        m->n_wild = 1;
        m->as[0] = c;
        m->as[1] = GT_CARD_NONE;
      }
  return n;
}
