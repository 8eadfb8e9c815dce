/* gt-split-memo.c — the fewest-plays split of whole hands, remembered
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "gt-split-memo"

#include "gt-split-memo.h"

#include <string.h>

#include "gt-solver-private.h"

/* Slots: a few hundred kilobytes, enough for a decision's playouts. */
#define MEMO_SLOTS 4096

typedef struct {
  guint8 hand[GT_CARD_KINDS];
  guint8 level;
  guint8 plays;               /* the fewest plays + 1; 0: an empty slot */
} Slot;

struct _GtSplitMemo {
  GtSplitCache *split;        /* the split's own cache of partial results */
  Slot slots[MEMO_SLOTS];
};

GtSplitMemo *
gt_split_memo_new (void)
{
  GtSplitMemo *memo = g_new0 (GtSplitMemo, 1);

  memo->split = gt_split_cache_new ();
  return memo;
}

void
gt_split_memo_free (GtSplitMemo *memo)
{
  if (memo == NULL)
    return;
  gt_split_cache_free (memo->split);
  g_free (memo);
}

guint
gt_split_memo_plays (GtSplitMemo  *memo,
                     const guint8  hand[GT_CARD_KINDS],
                     guint         level)
{
  guint32 hash = 2166136261u ^ level;     /* FNV-1a over the counts */
  Slot *slot;
  guint plays;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    hash = (hash ^ hand[c]) * 16777619u;
  slot = &memo->slots[(hash ^ (hash >> 16)) & (MEMO_SLOTS - 1)];
  if (slot->plays != 0 && slot->level == level && memcmp (slot->hand, hand, GT_CARD_KINDS) == 0)
    return slot->plays - 1u;
  plays = gt_split_min_plays_cached (hand, level, memo->split, NULL);
  memcpy (slot->hand, hand, GT_CARD_KINDS);
  slot->level = (guint8) level;
  slot->plays = (guint8) MIN (plays + 1, 255u);
  return plays;
}
