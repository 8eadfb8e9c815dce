/* gt-presenter-window.h — the teacher's console beside a presentation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With two monitors, the projector shows the presentation
 * (GtPresentationWindow) and the laptop this console (as LibreOffice
 * Impress's presenter console): the step on show with its table, the next
 * step, the teacher's notes (the lessons' Notes=, shown nowhere else), the
 * step's answer while the room does not see it yet, the time since the
 * presentation began, and the lesson's steps, one click from any.
 *
 * It follows the presentation's GtLessonModel, and its keys are the
 * presentation's (gt-presentation-actions.h): pressed here, they drive
 * the projector.  It closes with the presentation.
 */
#pragma once

#include <adwaita.h>

#include "gt-presentation-window.h"

G_BEGIN_DECLS

#define GT_TYPE_PRESENTER_WINDOW (gt_presenter_window_get_type ())
G_DECLARE_FINAL_TYPE (GtPresenterWindow, gt_presenter_window, GT, PRESENTER_WINDOW, AdwWindow)

GtPresenterWindow    *gt_presenter_window_new              (GtPresentationWindow *presentation);
GtPresentationWindow *gt_presenter_window_get_presentation (GtPresenterWindow    *self);

/* For tests and the screenshot tool: what the console shows. */
/* The step on show and the next one (plain, cards by their symbols);
 * next is NULL at the last step and the end. */
char                 *gt_presenter_window_dup_current      (GtPresenterWindow    *self);
char                 *gt_presenter_window_dup_next         (GtPresenterWindow    *self);
/* The notes shown ("" for none). */
const char           *gt_presenter_window_get_notes        (GtPresenterWindow    *self);
/* The answer shown to the teacher (plain), NULL for none. */
char                 *gt_presenter_window_dup_answer       (GtPresenterWindow    *self);
/* The elapsed time as shown ("0:05"); the step list (a GtkListBox, a row
 * a step, the step on show selected). */
const char           *gt_presenter_window_get_elapsed      (GtPresenterWindow    *self);
GtkListBox           *gt_presenter_window_get_step_list    (GtPresenterWindow    *self);

G_END_DECLS
