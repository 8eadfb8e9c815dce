/* gt-line-stepper.h — ◀ ▶ through a puzzle's refutation or winning line
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bar of three buttons — a step back, play or pause, a step forward —
 * and a line of words saying which step is on the table ("3 of 7: E plays
 * Pair of Kings").  It drives a GtPuzzleModel's line
 * (gt_puzzle_model_line_seek() and friends) and follows it; the owner
 * shows it while the model has a line (gt_puzzle_model_get_line()).
 *
 * Keys while the focus is in the bar: Left and Right step, Home and End go
 * to the line's ends (the buttons' own Space and Enter press them).
 *
 * CSS: the node is `linestepper`; the label `.line-step`.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-puzzle-model.h"

G_BEGIN_DECLS

#define GT_TYPE_LINE_STEPPER (gt_line_stepper_get_type ())
G_DECLARE_FINAL_TYPE (GtLineStepper, gt_line_stepper, GT, LINE_STEPPER, GtkWidget)

GtkWidget     *gt_line_stepper_new        (void);
/* The model whose line it steps through (NULL: none).  Holds a reference. */
void           gt_line_stepper_set_model  (GtLineStepper *self,
                                           GtPuzzleModel *model);
/* The words on show, for tests. */
const char    *gt_line_stepper_get_text   (GtLineStepper *self);

G_END_DECLS
