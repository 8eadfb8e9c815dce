/* gt-widgets.h — what the card, hand and table widgets share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widgets' style sheet (gt-widgets.css, in a GResource under
 * /org/guandantutor/GuandanTutor/widgets/) is loaded once per process, on the
 * default display, the first time any of the three widget classes is
 * initialised.  Callers never have to do anything; gt_widgets_init() exists
 * for programs that want the style sheet before the first widget is made
 * (for instance to override a rule in their own CSS at the same priority).
 *
 * The provider is added at GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1, so an
 * application's own style.css (priority APPLICATION) overrides it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void gt_widgets_init      (void);

/* Adds the style sheet at resource_path (a GResource path) on the default
 * display, at the widgets' priority, once per process however often it is
 * called: a widget class calls it from class_init for its own sheet.  Does
 * nothing without a display. */
void gt_widgets_add_style (const char *resource_path);

/* Hands the deck down (the "four-colour-deck" preference): sets the
 * boolean "four-colour" property of every widget under parent that has one
 * — cards, hands, tables, texts with cards, popovers' contents included —
 * without looking inside those, which pass it on to their own cards.  A
 * page calls it with itself when its own "four-colour" changes, and gives
 * the value to the card widgets it makes afterwards. */
void gt_widgets_pass_four_colour (GtkWidget *parent,
                                  gboolean   four_colour);

/* "★★☆": stars earned out of three (a lesson's, a drill's), filled then
 * empty.  Free with g_free().  The words for a screen reader are the
 * caller's. */
char *gt_widgets_stars_text (guint stars);

/* For widgets that place their children themselves (the table's layout,
 * its seats, its points pile).  The natural width of widget, and its
 * natural height for that width. */
void gt_widgets_measure_natural (GtkWidget *widget,
                                 int       *width,
                                 int       *height);
/* Allocates child the box x, y, w, h of its parent, measured first as GTK
 * wants; an empty box (w or h 0 or less) hides it (child-visible off). */
void gt_widgets_allocate_child  (GtkWidget *child,
                                 int        x,
                                 int        y,
                                 int        w,
                                 int        h);

G_END_DECLS
