/* gt-readings-popover.h — "which reading?": the popover over a Play button
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the learner's selection has undeclared wild cards that read as
 * more than one legal play, the model offers the readings
 * (gt-reading-choice.h) and this popover asks which is meant: one row per
 * reading, its cards as they read (the wild card marked with the card it
 * stands for), the combination in words under them and what the wild
 * cards stand for, so that it fits a 360 px window.  The lesson page, the
 * puzzle page, the Play page and the presentation window all ask with it.
 *
 * Keys: the first row has the focus, so Enter takes the first reading; the
 * arrows move between rows; Escape closes it and nothing is played.
 *
 * Properties: "four-colour", the deck of the cards in the rows.
 *
 * Signals: "chosen" (guint i) when reading i is picked; the popover has
 * popped down by then.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-reading-choice.h"

G_BEGIN_DECLS

#define GT_TYPE_READINGS_POPOVER (gt_readings_popover_get_type ())
G_DECLARE_FINAL_TYPE (GtReadingsPopover, gt_readings_popover, GT, READINGS_POPOVER, GtkPopover)

GtkWidget             *gt_readings_popover_new             (void);
void                   gt_readings_popover_set_four_colour (GtReadingsPopover *self,
                                                            gboolean           four_colour);
/* Shows choices (GtReadingChoice; the popover keeps a reference) of a play
 * in rs under ctx and pops up with the focus on the first. */
void                   gt_readings_popover_ask             (GtReadingsPopover *self,
                                                            const GtRuleset   *rs,
                                                            const GtRuleCtx   *ctx,
                                                            GPtrArray         *choices);
/* The readings on offer: how many, and reading i (NULL past the end). */
guint                  gt_readings_popover_get_n_choices   (GtReadingsPopover *self);
const GtReadingChoice *gt_readings_popover_get_choice      (GtReadingsPopover *self,
                                                            guint              i);

G_END_DECLS
