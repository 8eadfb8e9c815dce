/* gt-reference.h — a slow, obviously correct Guandan classifier for tests
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's classifier (src/engine/gt-guandan.c) reasons about holes a
 * wild card could fill.  This one does not reason at all: it replaces every
 * undeclared wild card by each of the 52 non-joker cards in turn and checks
 * the resulting plain cards against the shapes of data/rules/guandan.md, one
 * by one, the way a person would.  It shares no code with the engine beyond
 * the card encoding of gt-card.h, so that a difference between the two points
 * at a bug in one of them.  Tests only; it is far too slow for play.
 */
#pragma once

#include "gt-card.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

/* Every distinct reading of a play at a level, distinct by (type, rank,
 * size) as in GtRuleset.readings().  Each combo written has type, rank, size
 * and bomb set as documented in gt-ruleset.h, suit set for straight flushes
 * (else GT_SUIT_NONE), and key left 0: the reference compares with
 * gt_ref_beats(), never by key.
 *
 * Returns the number of distinct readings, which may be more than max;
 * only the first max are written (in no particular order). */
guint    gt_ref_readings (guint             level,
                          const GtCardList *play,
                          GtCombo          *out,
                          guint             max);

/* Whether a, played on b, beats it at this level (gd.beat.*, gd.bomb.*).
 * Uses only type, rank, size and bomb. */
gboolean gt_ref_beats    (guint             level,
                          const GtCombo    *a,
                          const GtCombo    *b);

/* The place of a rank among single cards at this level (gd.order.single):
 * 0 for the weakest natural rank up to 14 for the big joker. */
guint    gt_ref_single_order (guint level,
                              guint rank);

/* Whether two reading sets hold the same readings, as (type, rank, size,
 * bomb), in any order. */
gboolean gt_ref_same_set (const GtCombo *a,
                          guint          n_a,
                          const GtCombo *b,
                          guint          n_b);

/* "pair 7/2", "straight_flush 5/5 bomb 3": for failure messages. */
char    *gt_ref_combo_to_string (const GtCombo *c);

G_END_DECLS
