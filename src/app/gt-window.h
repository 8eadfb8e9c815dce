/* gt-window.h — the main window: the library beside the page on show
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A leaflet (design/app.md, "Main window"): on the left the library —
 * lessons by chapter with their progress ("3/8", a check when done),
 * puzzles by goal with the number solved, the rules and the comparison — and
 * on the right the page on show with its own header (back button when
 * folded, the page's title and step counter, the lesson menu).  The window
 * remembers its size and the page it showed (GSettings).
 *
 * Pages are named "lesson:ID", "puzzles:GOAL" (shed, first-out, team-first,
 * double: a goal's puzzles with their difficulty and whether they are
 * solved), "puzzles:review" (the puzzles failed and not solved since: its
 * sidebar row shows only while there are some), "puzzle:ID", "rules" and
 * "compare" ("compare:GAME;GAME…" shows it with those games chosen, as a
 * lesson's link does; the page is then "compare").
 *
 * Actions (group "win"): back (to the library when folded),
 * restart-lesson, reset-lesson-progress, show-page (s), show-rule (s: a
 * rule id; the rules page with that rule focused), next-unsolved (from a
 * puzzle the next one not solved, from a list its first; the puzzle
 * page's "Next Puzzle" does the same), back-from-rule (from the rules
 * page, after a rule link, back to the lesson, puzzle or game it was
 * followed from, as it was left: the header's back button, Alt+Left;
 * disabled otherwise).
 */
#pragma once

#include <adwaita.h>

#include "gt-lesson-page.h"
#include "gt-compare-page.h"
#include "gt-library.h"
#include "gt-progress.h"
#include "gt-drill-page.h"
#include "gt-play-page.h"
#include "gt-puzzle-page.h"
#include "gt-rules-page.h"

G_BEGIN_DECLS

#define GT_TYPE_WINDOW (gt_window_get_type ())
G_DECLARE_FINAL_TYPE (GtWindow, gt_window, GT, WINDOW, AdwApplicationWindow)

/* The window of app, with the app's library, progress and settings.  Tests
 * make one with g_object_new() and their own "library", "progress" and
 * "settings". */
GtWindow     *gt_window_new               (GtkApplication *app,
                                           GtLibrary      *library,
                                           GtProgress     *progress,
                                           GSettings      *settings);

void          gt_window_show_page         (GtWindow       *self,
                                           const char     *page);
/* The page on show ("lesson:straights"). */
const char   *gt_window_get_page          (GtWindow       *self);
/* Shows the lesson or puzzle read from path (a file the user opened and
 * the library has added); says what is wrong when it cannot be shown. */
void          gt_window_show_file         (GtWindow       *self,
                                           const char     *path);
/* The most a message's text takes of the dialog's height before it
 * scrolls, in px. */
#define GT_WINDOW_MESSAGE_MAX_HEIGHT 240
/* A message the learner must see (a damaged progress file, a file that
 * cannot be opened): the dialog, presented, owned by GTK. */
GtkWindow    *gt_window_show_message      (GtWindow       *self,
                                           const char     *heading,
                                           const char     *body);
void          gt_window_add_toast         (GtWindow       *self,
                                           const char     *message);
/* How many toasts the window has shown (AdwToastOverlay does not say). */
guint         gt_window_get_n_toasts      (GtWindow       *self);

GtLessonPage *gt_window_get_lesson_page   (GtWindow       *self);
GtkListBox   *gt_window_get_sidebar       (GtWindow       *self);
/* The puzzle player and the rules reference (made if they were not yet). */
GtPuzzlePage *gt_window_get_puzzle_page   (GtWindow       *self);
/* The Play page, made if it was not yet. */
GtPlayPage   *gt_window_get_play_page     (GtWindow       *self);
GtDrillPage  *gt_window_get_drill_page     (GtWindow       *self);
GtRulesPage  *gt_window_get_rules_page    (GtWindow       *self);
/* The Compare page, made if it was not yet. */
GtComparePage *gt_window_get_compare_page (GtWindow       *self);

G_END_DECLS
