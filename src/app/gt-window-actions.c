/* gt-window-actions.c — the main window's actions
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The "win" actions (gt-window.h lists them), installed on the class as
 * gnome-text-editor installs its window's: the menus, the header's buttons
 * and the pages' links reach the window through them.
 */
#define G_LOG_DOMAIN "gt-window-actions"

#include "config.h"

#include "gt-window-private.h"

#include "gt-handout-actions.h"

static void
show_rule_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _gt_window_show_rule (GT_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
next_unsolved_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  _gt_window_go_to_next_unsolved (GT_WINDOW (widget));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtWindow *self = GT_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
back_from_rule_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  _gt_window_return_from_rule (GT_WINDOW (widget));
}

/* The lesson menu sits in the window's header, outside the page, so its
 * items reach the page's actions through these. */
static void
restart_lesson_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  gtk_widget_activate_action (GTK_WIDGET (GT_WINDOW (widget)->lesson_page), "lesson.restart", NULL);
}

static void
review_mistakes_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  gtk_widget_activate_action (GTK_WIDGET (GT_WINDOW (widget)->lesson_page), "lesson.review", NULL);
}

static void
reset_lesson_progress_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  gtk_widget_activate_action (GTK_WIDGET (GT_WINDOW (widget)->lesson_page), "lesson.reset-progress", NULL);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  gt_window_show_page (GT_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
_gt_window_class_actions_init (GtWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.back-from-rule", NULL, back_from_rule_action);
  gtk_widget_class_install_action (widget_class, "win.restart-lesson", NULL, restart_lesson_action);
  gtk_widget_class_install_action (widget_class, "win.reset-lesson-progress", NULL, reset_lesson_progress_action);
  gtk_widget_class_install_action (widget_class, "win.review-mistakes", NULL, review_mistakes_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "s", show_rule_action);
  gtk_widget_class_install_action (widget_class, "win.next-unsolved", NULL, next_unsolved_action);
  gt_handout_actions_install (widget_class);
}

void
_gt_window_actions_init (GtWindow *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  /* Alt+Left from the rules page goes back where a rule link was followed
   * from.  Caught before the leaflet's own Alt+Left (back to the library
   * when folded); while there is no way back the action is disabled, and
   * the key goes on to the leaflet. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Alt>Left"),
                      gtk_named_action_new ("win.back-from-rule")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-from-rule", FALSE);
}
