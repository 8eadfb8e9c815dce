/* gt-step-options.h — the numbered options a lesson's choose step is answered with
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One button per option of the step (GtLessonStep.options), its number and
 * its text with inline cards; a button activates "lesson.choose" with the
 * option's number (1-based), so the page's action answers.  The option
 * answered is coloured right or wrong (gt_step_options_mark_chosen());
 * a new try clears an earlier wrong one.
 *
 * Properties: "four-colour", the deck of the cards in the options.
 * CSS: the node is `stepoptions` with the class `.options`; each button
 * `button.option`, its number `.option-number`.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-lesson.h"

G_BEGIN_DECLS

#define GT_TYPE_STEP_OPTIONS (gt_step_options_get_type ())
G_DECLARE_FINAL_TYPE (GtStepOptions, gt_step_options, GT, STEP_OPTIONS, GtkWidget)

GtkWidget *gt_step_options_new            (void);
/* The options of st (none for a step of another kind), its cards read
 * in rs under ctx. */
void       gt_step_options_set_step       (GtStepOptions      *self,
                                           const GtLessonStep *st,
                                           const GtRuleset    *rs,
                                           const GtRuleCtx    *ctx);
/* Whether there are options to show. */
gboolean   gt_step_options_has_options    (GtStepOptions      *self);
/* The focus to the first option: FALSE when there is none. */
gboolean   gt_step_options_focus_first    (GtStepOptions      *self);
/* The option being answered (1-based; 0 for none): a new one clears the
 * colour of an earlier wrong try. */
void       gt_step_options_set_chosen     (GtStepOptions      *self,
                                           guint               option);
/* Colours the option being answered ("right" or "wrong"). */
void       gt_step_options_mark_chosen    (GtStepOptions      *self,
                                           const char         *verdict);
void       gt_step_options_set_four_colour (GtStepOptions     *self,
                                            gboolean           four_colour);

G_END_DECLS
