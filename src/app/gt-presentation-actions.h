/* gt-presentation-actions.h — driving a presentation: keys, clicker, monitors
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two sides.
 *
 * In the presentation (GtPresentationWindow) and the presenter view
 * (GtPresenterWindow), the same actions and keys, installed on both
 * classes, all acting on the presentation (so the teacher can drive from
 * the laptop's keyboard, the projector's window, or a clicker):
 *
 *   presentation.next       Page Down, Right, Space (what clickers send)
 *   presentation.previous   Page Up, Left
 *   presentation.first      Home
 *   presentation.last       End
 *   presentation.enter      Enter: the step number typed, else next
 *   presentation.backspace  Backspace: the last digit typed, else previous
 *   presentation.digit (u)  0 … 9 (and the keypad): a step number
 *   presentation.blank      B, . (a clicker's "blank" key): black screen
 *   presentation.hands      H: the other seats' hands shown or hidden
 *   presentation.reveal     R: the step's answer and its explanation
 *   presentation.play, presentation.pass (P), presentation.judge (b),
 *   presentation.choose (u) the teacher's answer for the room
 *   presentation.go-to (u)  a step (the presenter view's list)
 *   presentation.escape     Escape: forgets a number typed, else leaves
 *   presentation.leave      ends the presentation (and the presenter view)
 *
 * In the main window (gt_presentation_actions_attach()), group "present":
 *
 *   present.start           F5, and the lesson header's button: the
 *                           lesson on show, on the chosen monitor
 *   present.presentation-monitor (s)    the monitor ("" automatic)
 *   present.presenter-view (toggle)     a presenter view on another monitor
 *   present.presentation-high-contrast (toggle)
 *
 * (GSettings actions, named after their keys, so the choice is
 * remembered)
 *
 * and the menu of the header's split button: the monitors connected
 * (kept up to date), the presenter view, high contrast.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-lesson-model.h"
#include "gt-lesson-page.h"
#include "gt-presentation-window.h"

G_BEGIN_DECLS

/* The presentation's actions on a window class (class_init of
 * GtPresentationWindow and GtPresenterWindow), and their keys on one such
 * window (its init): a shortcut controller in the capture phase, since
 * GtkWindow binds the arrows, Space and Enter itself; a key the focused
 * widget uses (the hand's arrows, a button's Enter) is left to it. */
void      gt_presentation_actions_install (GtkWidgetClass *widget_class);
void      gt_presentation_actions_add_keys (GtkWidget     *window);
/* Enables the actions of widget (one of those windows) as model allows. */
void      gt_presentation_actions_update  (GtkWidget      *widget,
                                           GtLessonModel  *model);

/* The main window's side: its "present" actions over page (the lesson
 * shown) and settings (may be NULL: nothing remembered), F5, and the menu
 * of button (a GtkMenuButton or AdwSplitButton, may be NULL). */
void      gt_presentation_actions_attach  (GtkWidget      *window,
                                           GtLessonPage   *page,
                                           GSettings      *settings,
                                           GtkWidget      *button);
/* The presentation window's running from window, NULL for none. */
GtPresentationWindow *gt_presentation_actions_get_active (GtkWidget *window);
/* Its presenter view, NULL for none. */
GtkWindow *gt_presentation_actions_get_presenter (GtkWidget *window);

/* The monitors the last presentation from window went to (NULL: none). */
void      gt_presentation_actions_get_monitors (GtkWidget   *window,
                                                GdkMonitor **projector,
                                                GdkMonitor **console);
/* Where the presentation and the presenter view go, among monitors (the
 * display's, gdk_display_get_monitors()): wanted is the id
 * (gt_presentation_monitor_id()) of the monitor chosen ("" automatic: any
 * but home when there are two or more), home the main window's monitor
 * (may be NULL).  *console is the monitor for the presenter view when
 * presenter is TRUE and another monitor is there, else NULL (no
 * reference taken). */
void      gt_presentation_choose_monitors (GListModel     *monitors,
                                           GdkMonitor     *home,
                                           const char     *wanted,
                                           gboolean        presenter,
                                           GdkMonitor    **projector,
                                           GdkMonitor    **console);
/* A monitor's id in the settings: its connector ("HDMI-1"), else its
 * place ("1920,0"). */
char     *gt_presentation_monitor_id      (GdkMonitor     *monitor);

G_END_DECLS
