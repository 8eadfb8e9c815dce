/* gt-preferences-window.h — the preferences
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AdwPreferencesWindow over the app's GSettings: on the General page the
 * style, how the hand is sorted, the card size, the four-colour deck and
 * the animation speed; on
 * the Rules page a switch for each of the Guandan ruleset's variants (the
 * "rule-variants" key holds the names of those switched on).  Every row
 * writes its key at once and follows the key when something else changes
 * it.  Pages are named "general" and "rules".
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GT_TYPE_PREFERENCES_WINDOW (gt_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (GtPreferencesWindow, gt_preferences_window, GT, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* settings: a GSettings of the app's schema (construct-only). */
GtkWidget *gt_preferences_window_new (GSettings *settings);

/* The switch of a variant ("no-jiefeng"), NULL for a name it does not know:
 * for tests. */
GtkSwitch *gt_preferences_window_get_variant_switch (GtPreferencesWindow *self,
                                                     const char          *name);

G_END_DECLS
