/* gt-application.h — the application: its objects, actions and windows
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Owns what every window shares: the library of lessons and puzzles, the
 * learner's progress and the settings.  Actions (group "app"): quit, about,
 * preferences, shortcuts, open (a .lesson or .puzzle file, which the library
 * then watches).  Files given on the command line are opened the same way.
 */
#pragma once

#include <adwaita.h>

#include "gt-library.h"
#include "gt-progress.h"

G_BEGIN_DECLS

#define GT_TYPE_APPLICATION (gt_application_get_type ())
G_DECLARE_FINAL_TYPE (GtApplication, gt_application, GT, APPLICATION, AdwApplication)

GtApplication *gt_application_new          (void);
GtLibrary     *gt_application_get_library  (GtApplication *self);
GtProgress    *gt_application_get_progress (GtApplication *self);
GSettings     *gt_application_get_settings (GtApplication *self);

/* The app's own style sheet and the light/dark choice of the settings, for
 * programs that show the app's widgets without running the application
 * (tests, the screenshot tool, the benchmark). */
void           gt_application_init_style   (GSettings     *settings);

G_END_DECLS
