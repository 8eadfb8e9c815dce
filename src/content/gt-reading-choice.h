/* gt-reading-choice.h — the readings a learner is asked to choose from
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A selection with undeclared wild cards may read as more than one legal
 * play (Guandan's ♥2 in 6 7 8 9 ♥2: a straight to 10, or to 9 from 5).
 * Software never guesses which is meant (gd.wild.declare): the lesson,
 * puzzle and play models offer the readings, and one popover on every
 * page asks (gt-readings-popover.h).  Which readings to offer is decided
 * here once: those that are legal and beat the play on the table.
 */
#pragma once

#include <glib.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

/* One reading offered, as a row of the "which reading?" choice. */
typedef struct {
  GtReading reading;
  GtCardList cards;        /* the selection with the reading's declarations
                            * ("H2=S5 S3 S4 D6 C7"), in the order it reads:
                            * a run from its low end, anything else by
                            * strength */
  char *label;             /* "Straight, 3 to 7", translated */
  char *wild_words;        /* "♥2 as ♠5", or NULL when no wild card
                            * stands for another card */
} GtReadingChoice;

void             gt_reading_choice_free (GtReadingChoice  *choice);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GtReadingChoice, gt_reading_choice_free)

/* The readings of play (with hand, the player's cards) worth asking
 * about: every legal one that beats table (NULL: a lead), into out.
 * Returns how many; 0 when play has no undeclared wild card or is not
 * legal at all, and fewer than 2 means there is nothing to ask. */
guint            gt_reading_choices_find (const GtRuleset  *rs,
                                          const GtRuleCtx  *ctx,
                                          const GtCardList *play,
                                          const GtCombo    *table,
                                          const GtCardList *hand,
                                          GtReading         out[GT_READINGS_MAX]);

/* The rows for readings of play: a GPtrArray of GtReadingChoice (it frees
 * them). */
GPtrArray       *gt_reading_choices_new  (const GtRuleset  *rs,
                                          const GtRuleCtx  *ctx,
                                          const GtReading  *readings,
                                          guint             n_readings,
                                          const GtCardList *play);

/* The cards of a play read as combo, in the order people lay them down:
 * a run from its low end by the cards they stand for (the Ace low in
 * A-2-3-4-5), anything else by strength at the level, so that
 * "6 7 8 9 ♥2=10" looks like the straight it is. */
void             gt_reading_sort_cards   (const GtRuleset  *rs,
                                          const GtRuleCtx  *ctx,
                                          const GtCombo    *combo,
                                          GtCardList       *list);

G_END_DECLS
