/* gt-lesson-item.h — one lesson of the library, as an item of its list model
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library's lessons (gt_library_get_lessons()) are these: the parsed
 * lesson, read once, and where it stands in the library: its number in the
 * course, or none for a file the user opened, which stands outside the
 * course.  The lesson is never changed once read; a file read again is a
 * new item.  Opening a lesson takes a reference on it
 * (gt_lesson_item_dup_lesson()), not a new read of its file.
 */
#pragma once

#include <gio/gio.h>

#include "gt-lesson.h"

G_BEGIN_DECLS

#define GT_TYPE_LESSON_ITEM (gt_lesson_item_get_type ())
G_DECLARE_FINAL_TYPE (GtLessonItem, gt_lesson_item, GT, LESSON_ITEM, GObject)

/* Takes lesson (transfer full). */
GtLessonItem   *gt_lesson_item_new          (GtLesson     *lesson,
                                             gboolean      opened);

const GtLesson *gt_lesson_item_get_lesson   (GtLessonItem *self);
/* A reference for a new owner (free with gt_lesson_free()). */
GtLesson       *gt_lesson_item_dup_lesson   (GtLessonItem *self);
const char     *gt_lesson_item_get_id       (GtLessonItem *self);
const GtRuleset *gt_lesson_item_get_game    (GtLessonItem *self);
guint           gt_lesson_item_get_chapter  (GtLessonItem *self);
gboolean        gt_lesson_item_get_optional (GtLessonItem *self);
/* A file the user opened (Ctrl+O, or from the file manager): outside the
 * course, its numbering and its totals. */
gboolean        gt_lesson_item_get_opened   (GtLessonItem *self);
/* 1-based place in the course, 0 for an opened file; set by the library
 * as it orders its list (the "number" property notifies). */
guint           gt_lesson_item_get_number   (GtLessonItem *self);
void            gt_lesson_item_set_number   (GtLessonItem *self,
                                             guint         number);

G_END_DECLS
