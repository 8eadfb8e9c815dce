/* gt-lesson-end.h — the end of a lesson
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lesson page's last screen: the stars earned, or what is left to do,
 * or how a review of the mistakes went, in words; and the ways on — Next
 * Lesson, Review Mistakes (N Steps), Go to Step N, Restart Lesson.  The
 * buttons activate the lesson page's actions ("lesson.next-lesson",
 * "lesson.review", "lesson.first-undone", "lesson.restart").
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-lesson-model.h"

G_BEGIN_DECLS

#define GT_TYPE_LESSON_END (gt_lesson_end_get_type ())
G_DECLARE_FINAL_TYPE (GtLessonEnd, gt_lesson_end, GT, LESSON_END, GtkWidget)

/* Shows model's end as it stands; Next Lesson when has_next_lesson. */
void gt_lesson_end_show  (GtLessonEnd   *self,
                          GtLessonModel *model,
                          gboolean       has_next_lesson);
/* The focus to Next Lesson when it is shown. */
void gt_lesson_end_focus (GtLessonEnd   *self);

G_END_DECLS
