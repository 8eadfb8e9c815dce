/* gt-narration-bar.h — the deal's story in words, on the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What happened at the table that the cards alone do not tell — a tribute
 * paid, a card returned, an anti-tribute, a round cleared, the levels
 * moved — one line an event, oldest first.  The bar shows the newest line,
 * the one before it dimmed above it, and keeps every line of the deal in a
 * list behind its button (the "history" menu button), so that a burst of
 * events (a tribute and its return, a deal's end) can be read back.  The
 * Play page places it on the table as its prompt (gt_table_view_set_prompt):
 * the whole width between the middle and the learner's hand, never over a
 * card.  Without a line it is hidden (the table then takes no room for
 * it).
 *
 * The lines are a GtkStringList (gt_narration_bar_get_lines()), which the
 * history list is bound to.  CSS node: `narration`; its labels `.newest`
 * and `.older`.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GT_TYPE_NARRATION_BAR (gt_narration_bar_get_type ())
G_DECLARE_FINAL_TYPE (GtNarrationBar, gt_narration_bar, GT, NARRATION_BAR, GtkWidget)

GtkWidget  *gt_narration_bar_new        (void);
/* Forgets every line (a new deal, an undo past a line). */
void        gt_narration_bar_clear      (GtNarrationBar *self);
/* A new line at the end: the newest. */
void        gt_narration_bar_add        (GtNarrationBar *self,
                                         const char     *line);
/* The lines shown and listed, oldest first. */
GListModel *gt_narration_bar_get_lines  (GtNarrationBar *self);
/* The newest line, NULL before any. */
const char *gt_narration_bar_get_newest (GtNarrationBar *self);

G_END_DECLS
