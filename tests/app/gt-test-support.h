/* gt-test-support.h — what the app's tests and screenshot programs share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pictures taken one way (what the widget last drew, rendered by its own
 * renderer, at its allocated size), keys pressed one way, the main loop
 * run and waited on one way (every wait scaled by gt_test_slowdown()),
 * widgets found one way, and temporary folders removed one way, in every
 * test program of tests/app.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-puzzle-model.h"

G_BEGIN_DECLS

/* What widget last drew, rendered by its own renderer at its allocated
 * size.  A widget that changed since its last frame snapshots to nothing,
 * and on a busy machine frames lag behind any fixed wait, so this spins the
 * default main context (up to about five seconds) until there is something
 * to render.  NULL with *error set when the widget is not shown or never
 * draws. */
GdkTexture *gt_test_shot (GtkWidget  *widget,
                          GError    **error);

/* Saves gt_test_shot() of widget to file, as PNG.  FALSE with *error set
 * when there is no picture or the file cannot be written. */
gboolean gt_test_shot_save (GtkWidget   *widget,
                            const char  *file,
                            GError     **error);

/* Does what pressing keyval with modifiers does to widget: runs the binding
 * one of the widget's shortcut controllers has for it (GTK 4 cannot make
 * key events, so this is how the tests press keys).  FALSE when no binding
 * took the key. */
gboolean gt_test_press_key (GtkWidget       *widget,
                            guint            keyval,
                            GdkModifierType  modifiers);

/* The same for the shortcut controllers of one propagation phase only
 * (GTK_PHASE_NONE: of any phase), as GTK runs them when a key event passes
 * the widget in that phase; a trigger may be an alternative of keys. */
gboolean gt_test_run_shortcuts (GtkWidget           *widget,
                                GtkPropagationPhase  phase,
                                guint                keyval,
                                GdkModifierType      modifiers);

/* Delivers a key to window's focus widget the way GTK does: the shortcut
 * controllers from the window down to the focus in the capture phase,
 * the focus's own, then from the focus up in the bubble phase (the
 * widgets' key bindings; GTK 4 cannot make key events).  A button pressed
 * with Space or Enter clicks a moment later: this waits for the click.
 * FALSE when nothing took the key. */
gboolean gt_test_send_key (GtkWindow       *window,
                           guint            keyval,
                           GdkModifierType  modifiers);

/* The newest toplevel window of that type that is shown (a dialog just
 * presented), or NULL. */
GtkWidget *gt_test_find_toplevel (GType type);

/* Removes a file or a folder and everything in it (the tests' temporary
 * XDG_DATA_HOME). */
void     gt_test_remove_tree (const char *path);
/* The first widget named name (gtk_widget_set_name(), a template's
 * <property name="name">) in the tree under root, depth first; NULL. */
GtkWidget *gt_test_find_by_name (GtkWidget  *root,
                                 const char *name);
/* The list (a GtkListBox, one row per reading) of the "which reading?"
 * popover (gt-readings-popover.h) under root, a page; NULL for none.  Its
 * popover is visible while the learner chooses. */
GtkWidget *gt_test_find_readings (GtkWidget *root);

/* How many times slower than a plain build this run is, 1 to 20: the
 * sanitizer run (build-aux/check-sanitize.sh) sets GT_TEST_SLOWDOWN, as
 * AddressSanitizer makes every allocation several times dearer.  The
 * tests' waits and bounds on what the learner waits for are scaled by
 * it, so the same bound still catches work done on the main thread that
 * belongs on a worker (a solve takes seconds, never a scaled 100 ms). */
guint    gt_test_slowdown (void);

/* Lets GTK run (lay out, draw, animate, run the idles and timeouts that
 * fall due) for ms milliseconds times gt_test_slowdown(). */
void     gt_test_run_for (guint ms);
/* A few frames: gt_test_run_for (150), what most steps of a test wait
 * after acting before they look. */
void     gt_test_run_frames (void);
/* Lets window map, lay out and draw: gt_test_run_for (300), then its next
 * frame drawn. */
void     gt_test_run_frames_drawn (GtkWidget *window);
/* Runs the default main context until check (data) returns TRUE or
 * timeout_ms (times gt_test_slowdown()) have passed; whether it did. */
typedef gboolean (*GtTestCheckFunc) (gpointer data);
gboolean gt_test_wait_for (GtTestCheckFunc check,
                           gpointer        data,
                           guint           timeout_ms);

/* The next widget after w in a depth-first walk of root's tree (root
 * left out), NULL after the last: walk with
 * for (w = gtk_widget_get_first_child (root); w; w = gt_test_next_in_tree (root, w)). */
GtkWidget *gt_test_next_in_tree (GtkWidget *root,
                                 GtkWidget *w);
/* The first widget of type under root (root itself left out), depth
 * first; with drawn, only one that is drawn (shown, its parents too, and
 * mapped); NULL. */
GtkWidget *gt_test_find_by_type (GtkWidget *root,
                                 GType      type,
                                 gboolean   drawn);
/* The widgets under parent that carry css_class, depth first (not
 * looking inside one that does); free with g_ptr_array_unref(). */
GPtrArray *gt_test_find_with_class (GtkWidget  *parent,
                                    const char *css_class);

/* Waits (up to 30 s times gt_test_slowdown()) until model's solver and
 * replies are done, lets a few frames run, and asserts it is idle. */
void       gt_test_wait_puzzle (GtPuzzleModel *model);

/* The progress file the app reads in the tests' XDG_DATA_HOME. */
char      *gt_test_progress_path (void);

/* The first widget under root (root itself left out), depth first, for
 * which func returns TRUE; NULL. */
typedef gboolean (*GtTestWidgetFunc) (GtkWidget *widget,
                                      gpointer   data);
GtkWidget *gt_test_find_widget (GtkWidget        *root,
                                GtTestWidgetFunc  func,
                                gpointer          data);

G_END_DECLS
