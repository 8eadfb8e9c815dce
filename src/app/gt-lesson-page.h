/* gt-lesson-page.h — the lesson player
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays one lesson step by step (docs/lesson-format.md, design/app.md): the
 * step's text with its cards drawn inline, the table, and what the step asks
 * for — read, play or pass, judge a play legal or illegal, choose an option,
 * give a tribute or return card, sort the hand into plays (a split step:
 * Play becomes Set Aside, and the plays set aside show below the table in a
 * GtSplitView).  A read step may offer a button to the Play page (Link=).  Every answer is checked by gt-lesson.c (the
 * engine is the only judge) and answered in the verdict row: right, a legal
 * answer that is not what the step asks, or illegal with the engine's
 * explanation, the rule it cites and the cards at fault marked.  A selection
 * with wild cards that reads several ways asks which reading is meant, in a
 * popover over Play.  Hints come one at a time; the last shows the model
 * answer.  Progress (gt-progress.h) is saved after each step.
 *
 * The lesson being taken — step, answer, verdict, hints, the solver's
 * proof, variants, progress — is the page's GtLessonModel
 * (gt-lesson-model.h); the page shows it and hands it the learner's
 * actions.
 *
 * The window hosts the page and shows its "title" ("Lesson 4 · Straights")
 * and "subtitle" ("Step 3 of 9") in its header.
 *
 * Actions installed on the widget (group "lesson"): play, pass, hint, next,
 * back, retry, clear, restart, reset-progress, judge (b), choose (u: the
 * option, 1-based), reading (u: the row of the readings popover, 0-based),
 * next-lesson, first-undone.  Keys: Enter plays, P passes, H asks for a
 * hint, Escape clears the selection, Page Down and Page Up go to the next
 * and previous step (a presenter's remote sends those).  A step starts
 * with the focus where it is answered: the learner's hand, the first
 * option, Illegal (the first of the two verdict buttons), or Next on a
 * read step.
 *
 * Signals:
 *   next-lesson ()  — "Next Lesson" on the completion screen
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-hand-view.h"
#include "gt-lesson.h"
#include "gt-lesson-model.h"
#include "gt-progress.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

#define GT_TYPE_LESSON_PAGE (gt_lesson_page_get_type ())
G_DECLARE_FINAL_TYPE (GtLessonPage, gt_lesson_page, GT, LESSON_PAGE, GtkWidget)

GtkWidget      *gt_lesson_page_new              (void);

/* Where progress is kept (may be NULL: nothing is recorded). */
void            gt_lesson_page_set_progress     (GtLessonPage *self,
                                                 GtProgress   *progress);
/* Shows lesson (the page takes it: the library's copies go at its next
 * "changed", so the window loads one for the page) from the step the
 * progress says to resume at.  number is its place in the course (0: not
 * shown in the title).  NULL shows the "no lesson" page with message. */
void            gt_lesson_page_set_lesson       (GtLessonPage *self,
                                                 GtLesson     *lesson,
                                                 guint         number,
                                                 const char   *message);
/* The same lesson again, changed on disk: stays at the same step. */
void            gt_lesson_page_replace_lesson   (GtLessonPage *self,
                                                 GtLesson     *lesson);
const GtLesson *gt_lesson_page_get_lesson       (GtLessonPage *self);
/* The lesson being taken: what the page shows. */
GtLessonModel  *gt_lesson_page_get_model        (GtLessonPage *self);
void            gt_lesson_page_set_has_next_lesson (GtLessonPage *self,
                                                 gboolean      has_next);
void            gt_lesson_page_set_sort         (GtLessonPage *self,
                                                 GtHandSort    sort);
/* The deck of every card on the page ("four-colour",
 * gt_card_view_set_four_colour()). */
void            gt_lesson_page_set_four_colour  (GtLessonPage *self,
                                                 gboolean      four_colour);
gboolean        gt_lesson_page_get_four_colour  (GtLessonPage *self);
/* The learner's rule variants (bit i: GtRuleset.variants[i]): steps whose lesson and
 * position name none are played under them, unless they would make the
 * step's model answer wrong.  The step on show starts again if its rules
 * change. */
void            gt_lesson_page_set_variants     (GtLessonPage *self,
                                                 guint32       variants);

const char     *gt_lesson_page_get_title        (GtLessonPage *self);
const char     *gt_lesson_page_get_subtitle     (GtLessonPage *self);

/* For tests and the screenshot tool; what the lesson decided (the step,
 * the position, the verdict) they ask the model. */
GtTableView    *gt_lesson_page_get_table        (GtLessonPage *self);
/* The step's text as read aloud (cards by their symbols). */
char           *gt_lesson_page_dup_step_text    (GtLessonPage *self);

G_END_DECLS
