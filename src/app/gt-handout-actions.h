/* gt-handout-actions.h — Export Handout… and Print… for the lesson shown
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's actions that print the lesson on show as a handout
 * (gt-handout.h, in src/draw/): the same pages, written to a PDF file or
 * sent to a printer.
 *
 *   win.export-handout  a save dialog (GtkFileChooserNative), with a choice
 *                       of this lesson or its whole chapter (the library's
 *                       lessons of the same game and chapter), then the PDF
 *   win.print-lesson    GtkPrintOperation's dialog, drawing the lesson's
 *                       handout pages (Ctrl+P)
 *
 * The pages use the card deck and colours the app shows.  They are kept
 * apart from gt-window.c, which only installs them.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-window.h"

G_BEGIN_DECLS

/* Installs the two actions and Ctrl+P on GtWindow's class. */
void       gt_handout_actions_install     (GtkWidgetClass *window_class);

/* What the actions do once a file or a printer is chosen, for the tests:
 * the lesson on show (with chapter, its chapter) written to path; FALSE
 * with error when there is no lesson or the file cannot be written. */
gboolean   gt_handout_actions_export      (GtWindow       *window,
                                           const char     *path,
                                           gboolean        chapter,
                                           GError        **error);
/* A print operation that draws the lesson's handout (NULL when no lesson
 * is shown): run it with a dialog, or export it to a file. */
GtkPrintOperation *gt_handout_actions_print_operation (GtWindow *window);

G_END_DECLS
