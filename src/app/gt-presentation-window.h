/* gt-presentation-window.h — a lesson on a projector
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Presentation mode (issue 20, design/app.md "Presentation mode"): the
 * lesson the lesson page is taking, shown for a room — only the table and
 * the step's words, sized from the window's height so that the back row
 * can read them (the text at 1/30 of the height, the seats' names
 * larger, the cards as large as the table allows), on a full screen of the
 * chosen monitor (gt-presentation-actions.c opens it there).
 *
 * The window shows the lesson page's GtLessonModel (gt-lesson-model.h),
 * the same object: a step answered, revealed or gone to here is so on the
 * page and in the presenter view (gt-presenter-window.h), which all listen
 * to it.  What only a projector has is the window's own: the blank screen,
 * the other seats' hands hidden, the high-contrast style, a step number
 * being typed.
 *
 * "Ask the class": a step shows its question only; the answer and its
 * explanation come with gt_lesson_model_reveal() (R).  The teacher can
 * also answer for the room, with the mouse (the hand, the options, the
 * Play, Pass, Legal and Illegal buttons) or the keyboard (Tab to the hand
 * or the buttons; in the hand the arrows, Space and Enter as on the lesson
 * page); the engine judges it, and a wrong answer's explanation is shown
 * large.
 *
 * Actions and keys: gt-presentation-actions.h (group "presentation").
 *
 * Properties: "blanked", "others-hidden", "high-contrast", "four-colour"
 * (gboolean, read-write), "typed" (string, read-only: the step number
 * typed so far, "" for none).
 */
#pragma once

#include <adwaita.h>

#include "gt-hand-view.h"
#include "gt-lesson-model.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

#define GT_TYPE_PRESENTATION_WINDOW (gt_presentation_window_get_type ())
G_DECLARE_FINAL_TYPE (GtPresentationWindow, gt_presentation_window, GT, PRESENTATION_WINDOW, AdwWindow)

/* A window showing model (not NULL; the window keeps a reference).  title
 * is the lesson's as the main window's header says it ("Lesson 4 ·
 * Straights"); NULL: the lesson's own. */
GtPresentationWindow *gt_presentation_window_new        (GtLessonModel        *model,
                                                         const char           *title);
GtLessonModel *gt_presentation_window_get_model         (GtPresentationWindow *self);

void           gt_presentation_window_set_blanked       (GtPresentationWindow *self,
                                                         gboolean              blanked);
gboolean       gt_presentation_window_get_blanked       (GtPresentationWindow *self);
/* The other seats' hands drawn as backs, whatever the step shows. */
void           gt_presentation_window_set_others_hidden (GtPresentationWindow *self,
                                                         gboolean              hidden);
gboolean       gt_presentation_window_get_others_hidden (GtPresentationWindow *self);
void           gt_presentation_window_set_high_contrast (GtPresentationWindow *self,
                                                         gboolean              high_contrast);
gboolean       gt_presentation_window_get_high_contrast (GtPresentationWindow *self);
void           gt_presentation_window_set_four_colour   (GtPresentationWindow *self,
                                                         gboolean              four_colour);
void           gt_presentation_window_set_sort          (GtPresentationWindow *self,
                                                         GtHandSort            sort);

/* A step number typed digit by digit; enter() goes to it (or, with none
 * typed, to the next step), back_digit() takes the last digit back, and
 * forget_typed() the number.  Each returns whether it did anything. */
gboolean       gt_presentation_window_type_digit        (GtPresentationWindow *self,
                                                         guint                 digit);
const char    *gt_presentation_window_get_typed         (GtPresentationWindow *self);
gboolean       gt_presentation_window_enter             (GtPresentationWindow *self);
gboolean       gt_presentation_window_back_digit        (GtPresentationWindow *self);
gboolean       gt_presentation_window_forget_typed      (GtPresentationWindow *self);

/* The teacher is answering for the room from the hand or the buttons (a
 * card clicked or selected, Tab): the arrows, Space and Enter are theirs
 * until Escape or the next step (gt-presentation-actions.c).  Leaving it
 * takes the focus away. */
void           gt_presentation_window_set_answering     (GtPresentationWindow *self,
                                                         gboolean              answering);
gboolean       gt_presentation_window_get_answering     (GtPresentationWindow *self);

/* The teacher's answer for the room: the hand's selection played, a pass
 * (both only on a play step; the selection on a tribute or return step). */
void           gt_presentation_window_play              (GtPresentationWindow *self);
void           gt_presentation_window_pass              (GtPresentationWindow *self);
/* A declaration step's choice i (0-based), with the cards selected. */
void           gt_presentation_window_declare           (GtPresentationWindow *self,
                                                         guint                 i);

/* For tests and the screenshot tool. */
GtTableView   *gt_presentation_window_get_table         (GtPresentationWindow *self);
/* The step's words as read aloud (cards by their symbols). */
char          *gt_presentation_window_dup_step_text     (GtPresentationWindow *self);
/* The verdict on show (cards by their symbols), NULL for none. */
char          *gt_presentation_window_dup_verdict       (GtPresentationWindow *self);
/* The text size the window chose for its height, in pixels. */
int            gt_presentation_window_get_text_size     (GtPresentationWindow *self);

G_END_DECLS
