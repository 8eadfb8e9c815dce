/* gt-step-actions.h — the buttons a lesson step is answered with
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answers a step's kind asks for, in one row: Pass on a play step of
 * a climbing game; Illegal and Legal on a judge step; Play, or the game's
 * own action on the selected cards ("Pay Tribute", "Bury"), or Set Aside
 * on a split step; and a declaration's choices in the game's words and
 * order (Dou Dizhu's bids, Bao Huang's and Da Bai Fen's declarations),
 * wrapped when the row is narrow.  Which are shown, and their words, follow
 * the GtLessonModel ("model") on its signals: the lesson page and the
 * presentation window both place one and connect it to their model.
 *
 * Each button activates the owner's action "PREFIX.pass", "PREFIX.judge"
 * (b: legal), "PREFIX.play" or "PREFIX.declare" (u: the choice's index),
 * PREFIX being "action-prefix"; the owner enables them.  None is the
 * default: Enter answers nothing by itself.
 *
 * Properties:
 *   model          the lesson being taken (GtLessonModel)
 *   action-prefix  the owner's action group: "lesson", "presentation"
 *   presentation   the room's words (no mnemonics, no tooltips), a button
 *                  shown only while the step can be answered, and no
 *                  focus taken by a click (the keys are the clicker's)
 *
 * CSS: the node is `stepactions`; a declaration's choices are
 * `flowbox.declare-choices > flowboxchild > button.declare`.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-lesson-model.h"

G_BEGIN_DECLS

#define GT_TYPE_STEP_ACTIONS (gt_step_actions_get_type ())
G_DECLARE_FINAL_TYPE (GtStepActions, gt_step_actions, GT, STEP_ACTIONS, GtkWidget)

void       gt_step_actions_set_model          (GtStepActions *self,
                                               GtLessonModel *model);
/* The Play button (what a readings popover points at). */
GtkWidget *gt_step_actions_get_play_button    (GtStepActions *self);
/* Play as the suggested action (the page's one at a time) or not. */
void       gt_step_actions_set_play_suggested (GtStepActions *self,
                                               gboolean       suggested);
/* The focus to the step's first answer when it is answered here (a judge
 * step's Illegal, a declaration's first choice): FALSE otherwise. */
gboolean   gt_step_actions_focus_answer       (GtStepActions *self);

G_END_DECLS
