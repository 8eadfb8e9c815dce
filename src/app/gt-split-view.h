/* gt-split-view.h — the plays a learner has set aside in a split step
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A `split` step asks the learner to sort S's hand into as few plays as
 * they can (docs/lesson-format.md).  The lesson page's hand and Set Aside
 * button make each play; this view shows the plays made so far, in order,
 * each with its small cards and a button that puts it back into the hand,
 * and how many there are.  It shows a GtLessonModel's split and follows its
 * "split-changed"; taking a play back is the model's
 * (gt_lesson_model_split_take_back()).
 *
 * Properties:
 *   four-colour  the deck of its cards (gt_widgets_pass_four_colour())
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-lesson-model.h"

G_BEGIN_DECLS

#define GT_TYPE_SPLIT_VIEW (gt_split_view_get_type ())
G_DECLARE_FINAL_TYPE (GtSplitView, gt_split_view, GT, SPLIT_VIEW, GtkWidget)

GtkWidget *gt_split_view_new   (GtLessonModel *model);
/* The number of plays shown (for tests). */
guint      gt_split_view_get_n_plays (GtSplitView *self);

G_END_DECLS
