/* gt-split-memo.h — the fewest-plays split of whole hands, remembered
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The heuristic player and the layouts' weighting by passes ask the
 * fewest-plays split (gt_split_min_plays_cached()) of the same hands again
 * and again: the hand less each candidate play, turn after turn; a seat
 * that passed several times checked against each pass; in the strong
 * player's playouts the same hands in each candidate's playout of a
 * layout.  A GtSplitMemo answers a hand it has seen without searching: a
 * table of whole hands (every card kind, so suits count, as straight
 * flushes do) and level, the newest answer in each slot.  The answers are
 * the split's own, so nothing decided with it changes.  One thread at a
 * time.
 */
#pragma once

#include <glib.h>

#include "gt-card.h"

G_BEGIN_DECLS

typedef struct _GtSplitMemo GtSplitMemo;

GtSplitMemo *gt_split_memo_new   (void);
void         gt_split_memo_free  (GtSplitMemo  *memo);
/* The fewest plays that empty hand at level (gt_split_min_plays()). */
guint        gt_split_memo_plays (GtSplitMemo  *memo,
                                  const guint8  hand[GT_CARD_KINDS],
                                  guint         level);

G_END_DECLS
