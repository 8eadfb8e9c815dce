/* gt-test-shot.h — a widget as it is drawn, saved as a PNG
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The screenshot programs and tests share this, so that every picture is
 * taken the same way: what the widget last drew, rendered by its own
 * renderer, at its allocated size.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Saves widget to file.  A widget that changed since its last frame
 * snapshots to nothing, and on a busy machine frames lag behind any fixed
 * wait, so this spins the default main context (up to about five seconds)
 * until there is something to render.  FALSE with *error set when the widget
 * is not shown, never draws, or the file cannot be written. */
gboolean gt_test_shot_save (GtkWidget   *widget,
                            const char  *file,
                            GError     **error);

G_END_DECLS
