/* gt-shortcuts-window.c — every keyboard shortcut of the app
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-shortcuts-window"

#include "config.h"

#include "gt-shortcuts-window.h"

#include "gt-keycaps.h"

struct _GtShortcutsWindow
{
  AdwPreferencesWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (GtShortcutsWindow, gt_shortcuts_window, ADW_TYPE_PREFERENCES_WINDOW)

GtkWidget *
gt_shortcuts_window_new (void)
{
  return g_object_new (GT_TYPE_SHORTCUTS_WINDOW, NULL);
}

static void
gt_shortcuts_window_class_init (GtShortcutsWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The template names GtKeycaps: its type must exist before it is read. */
  g_type_ensure (GT_TYPE_KEYCAPS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-shortcuts-window.ui");
}

static void
gt_shortcuts_window_init (GtShortcutsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
