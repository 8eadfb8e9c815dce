/* gt-shortcuts-window.h — every keyboard shortcut of the app
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AdwPreferencesWindow rather than a GtkShortcutsWindow: GTK 4.8's
 * shortcut labels print some keys by their names in English ("Page_Down"),
 * and a learner reads the caps of a keyboard.  The rows list the keys as
 * GtKeycaps; the window's search finds a shortcut by what it does.  Pages
 * are named "shortcuts" (lessons, puzzles, cards, the app) and
 * "presentation".
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GT_TYPE_SHORTCUTS_WINDOW (gt_shortcuts_window_get_type ())
G_DECLARE_FINAL_TYPE (GtShortcutsWindow, gt_shortcuts_window, GT, SHORTCUTS_WINDOW, AdwPreferencesWindow)

GtkWidget *gt_shortcuts_window_new (void);

G_END_DECLS
