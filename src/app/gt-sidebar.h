/* gt-sidebar.h — the window's library: every page, in sections
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list driven by the library's list models, in four sections, one on
 * show at a time, chosen with a switcher above it (linked toggle buttons,
 * Alt+1…4):
 *
 *   Learn      the course's lessons, under each game's name and each
 *              chapter's, numbered; a game's optional lessons after its
 *              course; the whole course's progress at the top; then,
 *              under a heading of their own, the Opened Files: lessons
 *              and puzzles the user opened (Ctrl+O), outside the course,
 *              neither numbered nor counted in its progress;
 *   Puzzles    the review list (while there is something to review), then
 *              each game's puzzle lists, one a goal, and its drills;
 *   Play       a game against computer players;
 *   Reference  the rules and the comparison of the games.
 *
 * A page marked (gt_sidebar_select_page()) brings its section.
 *
 * It follows the library (items-changed) and the progress ("changed") by
 * itself.  A row activated (click, Enter) emits page-activated with the
 * page's name, which the window shows (gt_window_show_page() names).
 * The list is one Tab stop; its rows are reached with the arrow keys.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-library.h"
#include "gt-progress.h"

G_BEGIN_DECLS

#define GT_TYPE_SIDEBAR (gt_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (GtSidebar, gt_sidebar, GT, SIDEBAR, GtkWidget)

GtkWidget  *gt_sidebar_new            (void);
void        gt_sidebar_set_library    (GtSidebar       *self,
                                       GtLibrary       *library);
void        gt_sidebar_set_progress   (GtSidebar       *self,
                                       GtProgress      *progress);

/* Marks the row of page (a puzzle: its list's, or its own when opened);
 * none when no row leads there. */
void        gt_sidebar_select_page    (GtSidebar       *self,
                                       const char      *page);
/* Whether the page on show is marked (not when the window is folded and
 * the sidebar alone on show: it would look like a page beside it). */
void        gt_sidebar_set_highlight  (GtSidebar       *self,
                                       gboolean         highlight);
GtkListBox *gt_sidebar_get_list       (GtSidebar       *self);

/* The section on show: "learn", "puzzles", "play" or "reference".  Set,
 * it is the user's choice: side by side with the pages (highlight on),
 * the section's page comes too (page-activated), the one last on show
 * there or else its first. */
const char *gt_sidebar_get_section    (GtSidebar       *self);
void        gt_sidebar_set_section    (GtSidebar       *self,
                                       const char      *section);

/* The page of a game's puzzle list for goal: "puzzles:GOAL" for the
 * registry's first game, "puzzles:GAME:GOAL" for another. */
char       *gt_sidebar_puzzle_list_page (const GtRuleset *rs,
                                         guint            goal);

G_END_DECLS
