/* gt-puzzle.h — "play this hand out" puzzles: loading and validation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is docs/puzzle-format.md.  Loading never stops at the first
 * problem: every problem found is added to a GPtrArray of GtProblem
 * ("FILE:LINE: message"), and a puzzle is returned whenever the file was
 * sound enough to play.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"
#include "gt-ruleset.h"
#include "gt-solver.h"
#include "gt-source.h"

G_BEGIN_DECLS

#define GT_PUZZLE_MAX_COMMENTS 64

typedef struct {
  GtCardList play;
  char *text;            /* translated */
  guint line;
} GtPuzzleComment;

typedef struct {
  char *file;
  char *id;
  const GtRuleset *rs;
  char *title;           /* translated into the user's language when available */
  char *hint;            /* the idea (first-grade hint), translated; may be NULL */
  char *explanation;     /* translated */
  GtGoal goal;
  guint difficulty;      /* 1 … 5 */
  char **rules;          /* rule ids practised (may be empty) */
  GtGame position;
  gboolean has_solution;
  GtCardList solution;   /* the author's intended first play */
  /* The plays that express the puzzle's idea (Accepted=): when given, the
   * solver's winning first plays must be exactly these — a puzzle that
   * also wins another way does not force its idea.  GtCardList; a pass is
   * an empty list. */
  GArray *accepted;
  guint line_accepted;
  guint line_difficulty;
  guint line_position;
  GPtrArray *comments;   /* GtPuzzleComment */
  guint line_goal;       /* for problems found later (solver) */
  guint line_solution;
} GtPuzzle;

/* Loads a puzzle; NULL when the file cannot be played.  Problems go to
 * problems either way. */
/* The keys whose values the player reads (translations Key[xx]= too).
 * NULL-terminated. */
extern const char *const gt_puzzle_text_keys[];

GtPuzzle *gt_puzzle_load_source  (GtSource        *source,
                                  GPtrArray       *problems);
GtPuzzle *gt_puzzle_load         (const char      *path,
                                  GPtrArray       *problems);
void      gt_puzzle_free         (GtPuzzle        *puzzle);
/* A deep copy, freed with gt_puzzle_free(): a model keeps its own, since
 * the library may drop its puzzles at any "changed". */
GtPuzzle *gt_puzzle_copy         (const GtPuzzle  *puzzle);

/* The checks that need the solver: the goal can be forced, the author's
 * solution is among the winning plays, and the Accepted plays, when given,
 * are exactly the winning ones.  Returns FALSE with problems added
 * otherwise.  A Difficulty other than the solver's rating (gt_puzzle_rate)
 * is a warning: a stranger's puzzle stays playable, and the shipped ones
 * are held to it by the test suite. */
gboolean  gt_puzzle_check_solution (GtPuzzle      *puzzle,
                                    GtSolver      *solver,
                                    GPtrArray     *problems);

/* What the solver makes of a puzzle: how hard it is to find the win.
 * Difficulty comes from these, not from the author's guess
 * (gt_puzzle_rate()). */
typedef struct {
  guint first_plays;     /* distinct legal first plays, a legal pass included */
  guint winning;         /* of them, those that force the goal */
  guint line;            /* plays made by S's side in the solver's winning
                          * line against the best defence */
  guint difficulty;      /* 1 … 5, from the two above (docs/puzzle-format.md) */
} GtPuzzleRating;

/* Rates a solvable puzzle.  FALSE (rating zeroed) when the solver stops or
 * the goal cannot be forced. */
gboolean  gt_puzzle_rate         (const GtPuzzle  *puzzle,
                                  GtSolver        *solver,
                                  GtPuzzleRating  *rating);
/* The difficulty of a line of line plays where losing of first_plays
 * first plays lose: the formula of gt_puzzle_rate(), for tests and docs. */
guint     gt_puzzle_difficulty_from (guint line,
                                     guint first_plays,
                                     guint losing);

/* A move of the position in the notation, declarations written out and
 * sorted as people read them; "pass" for a pass.  Free with g_free(). */
char     *gt_puzzle_move_to_string (const GtPuzzle *puzzle,
                                    const GtGame   *position,
                                    const GtMove   *move);

/* Whether move plays the same cards, read the same way, as list: the test
 * that matches a learner's play against a solution or a comment. */
gboolean  gt_move_matches_list   (const GtPuzzle   *puzzle,
                                  const GtMove     *move,
                                  const GtCardList *list);

/* The move the cards make in the puzzle's position (the player to move
 * plays them); FALSE with a verdict's explanation in *why when illegal. */
gboolean  gt_puzzle_move_from_list (const GtPuzzle   *puzzle,
                                    const GtGame     *position,
                                    const GtCardList *list,
                                    GtMove           *move,
                                    char            **why);

/* ---- Puzzles that open with a setup action -------------------------------
 *
 * A puzzle's first decision is usually a play.  It may instead be one of
 * its game's setup actions that carry a card (GtGameRules.actions: a
 * tribute or a return) — Guandan's return: the position is in phase
 * return, S received a single tribute and gives a card back, and the payer
 * leads (gd.tribute.lead).  The solver knows only the play phase, so the
 * root is enumerated here: every card S may give is applied with
 * gt_game_act() and the position after it is solved.  Validation, the
 * rating, the command line and the puzzle model (its worker thread) all go
 * through these functions.  In files, such a decision is written as the
 * card given (Solution=S7, Accepted=S7;D7, Play=S7). */

typedef struct {
  GtAction action;       /* the setup action: type, seat, card */
  GtGame after;          /* the position it leads to, in the play phase */
  gboolean wins;         /* set by gt_puzzle_setup_solve() */
} GtPuzzleChoice;

/* Whether the puzzle's first decision is a setup action (its position is
 * not in the play phase). */
gboolean  gt_puzzle_is_setup     (const GtPuzzle  *puzzle);

/* The setup actions open to the seat to act at pos, one per kind of card,
 * in card order, each with the position after it (GtPuzzleChoice, wins
 * FALSE); none in the play phase.  Returns how many. */
guint     gt_puzzle_setup_choices (const GtGame   *pos,
                                   GArray         *choices);
/* Solves the position after each choice for goal and sets its wins.
 * FALSE when the solver stopped (cancelled, budget).  nodes (may be NULL)
 * receives the positions searched. */
gboolean  gt_puzzle_setup_solve  (GtSolver        *solver,
                                  const GtGoal    *goal,
                                  GArray          *choices,
                                  guint64         *nodes);
/* The index of the choice the solver's line and hints take (the first that
 * wins), or -1 when none wins. */
int       gt_puzzle_setup_best   (GArray          *choices);
/* The same choice found with fewer solves: the choices are solved in
 * order until one wins (the learner waits for these).  *best receives its
 * index, or -1; FALSE when the solver stopped. */
gboolean  gt_puzzle_setup_solve_best (GtSolver    *solver,
                                      const GtGoal *goal,
                                      GArray      *choices,
                                      int         *best);
/* Solves the position after one choice and sets its wins; FALSE when the
 * solver stopped.  nodes (may be NULL) adds the positions searched. */
gboolean  gt_puzzle_choice_solve (GtSolver        *solver,
                                  const GtGoal    *goal,
                                  GtPuzzleChoice  *choice,
                                  guint64         *nodes);
/* Whether the choice gives the one card of list. */
gboolean  gt_puzzle_choice_matches_list (const GtPuzzleChoice *choice,
                                         const GtCardList     *list);
/* The index in choices of the choice that gives card, or -1 (the card
 * may not be given: *why, may be NULL, receives the verdict's words and
 * rule, "… (gd.tribute.return-not-same)"). */
int       gt_puzzle_setup_find   (const GtGame    *pos,
                                  GArray          *choices,
                                  GtCard           card,
                                  char           **why);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GtPuzzle, gt_puzzle_free)

G_END_DECLS
