/* gt-puzzle-page.h — the puzzle player: play a hand out against the solver
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A self-contained page (design/app.md, "Puzzle view"): the goal in words
 * and the difficulty, the table with every hand face up (double dummy), the
 * learner's controls, the verdict row, graded hints and, once the goal is
 * reached, the closing explanation.  The window hosts it and shows the
 * puzzle's title in its own header (the "title" property).
 *
 * The puzzle being played — position, plays, solver jobs, verdict, hints —
 * is the page's GtPuzzleModel (gt-puzzle-model.h); the page shows it and
 * hands it the learner's actions.  Every solver call runs in a worker
 * thread, one at a time; undo, restart and leaving the puzzle cancel the
 * one in flight.  "busy" is TRUE while the solver thinks or replies are being
 * played out: the learner's Play, Pass and Hint wait for it.
 *
 * Actions installed on the widget (group "puzzle"): play, pass, hint, undo,
 * restart, retry, show-solution, next, clear.  Keys: Enter plays, P passes,
 * H asks for a hint, Ctrl+Z undoes, Escape clears the selection.
 *
 * Properties: "busy" (read-only), "title" (read-only), "reply-interval"
 * (guint, ms between replies, 600 by default; 0 plays them at once, as does
 * gtk-enable-animations = FALSE), "variants" (guint, the learner's rule
 * variants: the game's variant bits, bit i its GtRuleset.variants[i]), "four-colour" (gboolean, the deck).
 *
 * Rule variants: a puzzle that names its own is played under those; one
 * that names none under the learner's "variants", unless the goal cannot be
 * forced under them (checked by the solver when the puzzle starts), when
 * the standard rules apply.  A line under the goal says which.
 *
 * Signals:
 *   solved ()                — the learner reached the goal (not by
 *                              "Show solution"); the window records progress
 *   failed ()                — a legal play that loses (the review list)
 *   next ()                  — "Next puzzle" (puzzle.next)
 *   show-rule (const char *) — the learner followed a verdict's rule link
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-game.h"
#include "gt-puzzle.h"
#include "gt-puzzle-model.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

#define GT_TYPE_PUZZLE_PAGE (gt_puzzle_page_get_type ())
G_DECLARE_FINAL_TYPE (GtPuzzlePage, gt_puzzle_page, GT, PUZZLE_PAGE, GtkWidget)

GtkWidget    *gt_puzzle_page_new            (void);
/* Starts the puzzle from its position.  The page copies what it needs: the
 * caller keeps puzzle (a library's puzzle may go at its next "changed").
 * NULL empties the page. */
void          gt_puzzle_page_set_puzzle     (GtPuzzlePage   *self,
                                             const GtPuzzle *puzzle);
/* The puzzle being played: what the page shows (GtPuzzleState is its). */
GtPuzzleModel *gt_puzzle_page_get_model     (GtPuzzlePage   *self);
/* The puzzle's title, translated ("" without a puzzle). */
const char   *gt_puzzle_page_get_title      (GtPuzzlePage   *self);

/* For tests and the screenshot tool: what the learner sees (what the
 * puzzle decided — its state, the position — they ask the model). */
GtTableView  *gt_puzzle_page_get_table      (GtPuzzlePage   *self);
/* The bar that steps through a refutation or the solution (a
 * GtLineStepper, shown while there is one). */
GtkWidget    *gt_puzzle_page_get_stepper    (GtPuzzlePage   *self);
/* The verdict row's text (title and body, a newline between), NULL while
 * the row is hidden. */
char         *gt_puzzle_page_dup_feedback   (GtPuzzlePage   *self);
/* The hints revealed at this turn, a newline between; NULL for none. */
char         *gt_puzzle_page_dup_hints      (GtPuzzlePage   *self);
/* The learner's rule variants (bit i: GtRuleset.variants[i]) for puzzles that name
 * none; a change starts such a puzzle again. */
void          gt_puzzle_page_set_variants   (GtPuzzlePage   *self,
                                             guint32         variants);
/* The deck of every card on the page (gt_card_view_set_four_colour()). */
void          gt_puzzle_page_set_four_colour (GtPuzzlePage  *self,
                                              gboolean       four_colour);
gboolean      gt_puzzle_page_get_four_colour (GtPuzzlePage  *self);

/* The difficulty (1 … 5) in words, as the page's tag says it: "Easy"
 * (1–2), "Medium", "Hard", "Expert". */
const char   *gt_puzzle_difficulty_words    (guint           difficulty);
/* That tag, for lists of puzzles: a label coloured green to red (the
 * page's style sheet, loaded by this call), "Difficulty 2 of 5" in its
 * tooltip and accessible name. */
GtkWidget    *gt_puzzle_difficulty_tag_new  (guint           difficulty);

G_END_DECLS
