/* gt-solver.h — the exact solver for "play this hand out" puzzles
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle is a position of the deal state machine (gt-game.h), of any
 * game and its seats, and a goal for the learner's seat (the first) and its
 * side (gt_game_same_side(): Guandan's S and N).  Everyone sees every hand
 * (double dummy): the learner's side cooperates, the others defend.  The
 * game says which goals it has (GtGameRules.goals) and words their ideas
 * (gt_goal_idea()).  The solver answers
 * whether the goal can be forced, which plays force it, and how the defence
 * beats any other play — by AND-OR search over the state machine's own
 * transitions (gt_game_play_fast / gt_game_pass_fast), never a copy of its
 * rules, with a transposition table and memos allocated once (about 50
 * MiB; a solver is best kept and reused: its first solve also pays for
 * first touching that memory).  A solve past 4 M nodes moves to a table
 * of 64 MiB for its duration.
 *
 * The shed goal (S alone, out in at most K plays) is the fewest-plays split
 * of a hand, solved on rank counts without search (gt-solver-split.c).
 *
 * A trick game's goal, points N, is answered by the game's own double-dummy
 * trick solver (GtTrickRules.solve), made at the first such solve and kept
 * with the solver (Da Bai Fen's holds 48 MiB): every call below works for
 * it, the root's plays, lines, refutations and hints alike.
 *
 * A solver is not thread-safe, but one may run in a worker thread while
 * another thread raises its cancel flag.  A solve may itself search on
 * several threads (gt_solver_set_threads()).
 *
 * Budgets.  A position from a stranger's file can be far too large to
 * prove (four seats of 27 cards: hours), so every caller outside the
 * engine's own benchmarks gives the solver a budget (gt_solver_set_budget):
 * each public call below then stops after so many nodes or milliseconds,
 * like a cancelled one, and says that it ran out (GtSolveResult.exhausted,
 * gt_solver_exhausted()).  Nodes make the verdict repeatable — the same
 * file is refused on every machine —; time is the backstop for a slow or
 * loaded machine.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"
#include "gt-moves.h"

G_BEGIN_DECLS

typedef enum {
  /* The learner's seat is the first (Guandan's S); its side is the seats
   * gt_game_same_side() puts with it (Guandan's S and N, Dou Dizhu's two
   * farmers). */
  GT_GOAL_SHED,         /* "shed K": only the learner in play, out in at most K plays */
  GT_GOAL_FIRST_OUT,    /* the learner goes out first */
  GT_GOAL_TEAM_FIRST,   /* a seat of the learner's side goes out first */
  GT_GOAL_DOUBLE,       /* the learner's side finishes first and second */
  GT_GOAL_POINTS,       /* "points N", a trick game: the learner's side ends the deal on
                         * its side of N — declaring, the defenders held
                         * under N points; defending, N points or more */
} GtGoalKind;

/* The shared goal table's size: every game's goals are among these. */
#define GT_GOAL_KINDS (GT_GOAL_POINTS + 1)

/* The shared goal table, by GtGoalKind (NULL beyond it): the id that names
 * a kind in puzzles' lists, progress and pages ("team-first"), and its
 * title and one sentence for the puzzle lists, translated. */
const char *gt_goal_kind_id      (guint kind);
const char *gt_goal_kind_title   (guint kind);
const char *gt_goal_kind_summary (guint kind);

/* The highest N of a points goal: a deck's 100 points and its kitty's
 * doubled lie well below it. */
#define GT_GOAL_POINTS_MAX 300

typedef struct {
  guint8 kind;          /* GtGoalKind */
  guint8 plays;         /* K for shed */
  guint16 points;       /* N for points */
} GtGoal;

/* "shed 3", "first-out", "team-first", "double", "points 40". */
gboolean  gt_goal_parse             (const char      *text,
                                     GtGoal          *goal);
/* Whether rs's puzzles may set the goal (GtGameRules.goals): each game
 * declares its own. */
gboolean  gt_goal_allowed           (const GtRuleset *rs,
                                     const GtGoal    *goal);
/* The same form back; free with g_free(). */
char     *gt_goal_to_string         (const GtGoal    *goal);
/* The idea behind goal in rs, translated: the game's words for it
 * (GtGameRules.goal_ideas), else the shared ones.  The first hint of a
 * puzzle that gives no idea of its own. */
const char *gt_goal_idea            (const GtRuleset *rs,
                                     const GtGoal    *goal);
/* Translated words for the learner: "Go out first. Everyone's cards are
 * open." */
char     *gt_goal_describe          (const GtGoal    *goal);
/* The same for the goal set at pos, which says which side S is on: a
 * points goal reads "Hold the defenders under 40 points" to declarers. */
char     *gt_goal_describe_at       (const GtGoal    *goal,
                                     const GtGame    *pos);

typedef struct _GtSolver GtSolver;

/* Allocates the transposition table once; solves reuse it. */
GtSolver *gt_solver_new             (void);
void      gt_solver_free            (GtSolver        *solver);
/* flag (may be NULL) is read with g_atomic_int_get(): non-zero stops the
 * search, which then reports cancelled.  The flag must outlive the solves. */
void      gt_solver_set_cancel      (GtSolver        *solver,
                                     const gint      *flag);
/* Each later call (solve, choose, line, refute, hint) stops after max_nodes
 * nodes or max_ms milliseconds, whichever comes first; 0 means no limit of
 * that kind (a new solver has none).  Checked every 1024 nodes. */
void      gt_solver_set_budget      (GtSolver        *solver,
                                     guint64          max_nodes,
                                     guint            max_ms);
/* The threads gt_solver_solve() and gt_solver_solve_layouts() search on:
 * the root's first plays (a batch's layouts and plays) are handed out one
 * at a time to workers with their own search state, sharing the table;
 * values and winning plays are the same as on one thread, node counts are
 * not (they vary from run to run).  1: one thread, the calling one, as
 * before (node counts repeat).  0, a new solver's setting: as many as the
 * machine has processors, at most GT_SOLVER_THREADS_MAX — but one for a
 * call under a node budget, whose verdict must repeat (a file refused on
 * every machine, a computer player's choice from its seed); a caller who
 * wants threads under a node budget sets their number.  The budget, the
 * cancel flag and the node counts then cover every thread.  The reference
 * and naive modes of the tests search on one thread.  The helpers and
 * their memory (about 20 MiB each) are made at the first solve that needs
 * them and kept with the solver. */
#define GT_SOLVER_THREADS_MAX 4
void      gt_solver_set_threads     (GtSolver        *solver,
                                     guint            n_threads);
/* Whether the last call stopped because its budget ran out. */
gboolean  gt_solver_exhausted       (const GtSolver  *solver);
/* Why the last call stopped, for a validator's FILE:LINE message (English,
 * like the validator's other messages): "cannot be proved within 2000000
 * nodes", "… within 10 s …", or cancelled.  Free with g_free(). */
char     *gt_solver_stop_message    (const GtSolver  *solver);

/* The budget of content checks: a lesson's `win` step or a puzzle that
 * cannot be proved within it is refused (`validate --budget` raises it).
 * The shipped course needs at most a few thousand nodes a position;
 * 2 M nodes is about half a second. */
#define GT_SOLVER_CONTENT_NODES G_GUINT64_CONSTANT (2000000)
/* The app's backstop per call, whatever the nodes. */
#define GT_SOLVER_CONTENT_MS    10000

typedef struct {
  gboolean solvable;    /* the goal can be forced from this position */
  gboolean cancelled;   /* stopped: by the cancel flag or by the budget */
  gboolean exhausted;   /* stopped by the budget (gt_solver_set_budget) */
  guint64 nodes;
  double ms;
  GArray *winning;      /* GtMove: every winning move of the player to move (S
                         * or N); a pass is n == 0 and combo.type == GT_COMBO_NONE */
} GtSolveResult;

/* Solves pos (phase play) for goal.  result is overwritten (clear it after
 * use).  winning lists every distinct play (suits and declarations
 * included, as gt-moves.h makes them) that forces the goal when S or N is
 * to move; when E or W is to move it stays empty and solvable says whether
 * the goal is forced whatever they do.  For the shed goal, goal->plays is
 * the number of plays S still has from pos.  FALSE if cancelled (or the
 * move stack overflowed, which a puzzle's hands never do, or a hand holds a
 * card more often than the deck: gt_solver_stop_message() says which). */
gboolean  gt_solver_solve           (GtSolver        *solver,
                                     const GtGame    *pos,
                                     const GtGoal    *goal,
                                     GtSolveResult   *result);
void      gt_solve_result_clear     (GtSolveResult   *result);

/* Many layouts of one decision at once: a player who cannot see the
 * other hands samples layouts of the cards it does not see and asks which
 * of its plays is good in how many (issue 30's fair players).  Every
 * layout must be the same decision — the same game, level, variants,
 * seats, turn, table and hand of the seat to move; the other hands (and a
 * stock) differ freely.  The batch shares the solver's table across its
 * layouts (an entry is a position's exact value whichever layout reached
 * it), the plays of the seat to move are made once, and the memos of hands
 * facing tables serve every layout — yet layouts share little beyond the
 * first play, so a batch costs about what a gt_solver_solve() per layout
 * does (2 % fewer nodes: docs/benchmarks.md, issue 29); what it adds is
 * the counts, in one call under one budget, and GT_LAYOUTS_BEST, which
 * stops valuing plays that can no longer be the best.  The climbing goals only
 * (first-out, team-first, double). */
typedef enum {
  GT_LAYOUTS_ALL = 0,   /* every play valued in every layout: exact counts */
  /* Only the best plays matter: a play is no longer valued in the
   * layouts left once, good in all of them, it would still be good in
   * fewer than the best play so far.  The plays good in the most
   * layouts are exact and valued in every layout; the others' counts are
   * of the layouts they were valued in (solved). */
  GT_LAYOUTS_BEST = 1 << 0,
} GtLayoutsFlags;

typedef struct {
  guint n_moves;        /* the plays of the seat to move, as gt_solver_moves() lists them */
  GtMove *moves;
  guint *good;          /* per play: in how many layouts it is good for the side making
                         * it — forces the goal (S, N) or defeats it (E, W) */
  guint *solved;        /* per play: in how many layouts it was valued (the first ones);
                         * n_layouts but with GT_LAYOUTS_BEST */
  guint n_layouts;      /* layouts solved: all of them unless stopped */
  guint won;            /* layouts in which S–N can force the goal (with
                         * GT_LAYOUTS_BEST, in which the plays valued show it) */
  gboolean cancelled;
  gboolean exhausted;
  guint64 nodes;
  double ms;
} GtBatchResult;

/* Solves every layout for goal; the budget (gt_solver_set_budget) covers
 * the whole batch.  result is overwritten (clear it after use).  FALSE if
 * stopped (result then counts the layouts finished before), if the layouts
 * are not one decision, if there are none, or for a goal other than the
 * climbing ones (result then empty). */
gboolean  gt_solver_solve_layouts   (GtSolver        *solver,
                                     const GtGame    *layouts,
                                     guint            n_layouts,
                                     const GtGoal    *goal,
                                     GtLayoutsFlags   flags,
                                     GtBatchResult   *result);
void      gt_batch_result_clear     (GtBatchResult   *result);
/* A layout of pos as seat sees it: the cards of every other seat dealt
 * again among them at random, each keeping its number of cards (the
 * stock as it was).  Uniform, as a player who infers nothing would
 * sample. */
void      gt_layout_random          (const GtGame    *pos,
                                     guint            seat,
                                     GRand           *rand,
                                     GtGame          *out);

typedef struct {
  guint8 seat;
  GtMove move;          /* pass: n == 0, combo.type NONE */
} GtLineStep;

/* The best reply of the player to move: for S/N a winning move if any; for
 * E/W a move that defeats the goal if any.  When the side to move has no
 * such move, "resists longest" is a heuristic, not a proof: for the shed
 * goal the play that leaves the fewest plays, else a play that takes the
 * table with the most cards, bombs last, pass last.  FALSE when cancelled
 * or the position is over. */
gboolean  gt_solver_choose          (GtSolver        *solver,
                                     const GtGame    *pos,
                                     const GtGoal    *goal,
                                     GtMove          *out);
/* A full line (GtLineStep) from pos to the end — goal reached or failed —
 * with both sides playing best.  Appends to steps. */
gboolean  gt_solver_line            (GtSolver        *solver,
                                     const GtGame    *pos,
                                     const GtGoal    *goal,
                                     GArray          *steps);
/* For a position reached by a losing move: the refutation line, in which
 * the defence defeats the goal whatever S and N do.  FALSE if the position
 * is not lost for S–N (or cancelled).  For the shed goal, pass the goal
 * with plays reduced by the play just made; a line may then end with S
 * out of plays rather than with a decided finishing order. */
gboolean  gt_solver_refute          (GtSolver        *solver,
                                     const GtGame    *pos_after_move,
                                     const GtGoal    *goal,
                                     GArray          *steps);

typedef enum {
  GT_HINT_NONE = 0,     /* no hint yet (a puzzle's grade before the first) */
  GT_HINT_IDEA = 1,     /* the goal's idea */
  GT_HINT_TYPE = 2,     /* the kind of play to make */
  GT_HINT_PLAY = 3,     /* the exact play */
} GtHintGrade;

/* A graded hint.  idea: the puzzle author's text (may be NULL: then a
 * generic idea for the goal).  *text receives translated text (free with
 * g_free()); *move (may be NULL) the exact winning play at GT_HINT_PLAY.
 * FALSE when no winning move exists (or cancelled). */
gboolean  gt_solver_hint            (GtSolver        *solver,
                                     const GtGame    *pos,
                                     const GtGoal    *goal,
                                     GtHintGrade      grade,
                                     const char      *idea,
                                     char           **text,
                                     GtMove          *move);

/* Fewest plays that empty seat's hand, leading every time (the shed goal's
 * core), exact.  0 for an empty hand. */
guint     gt_solver_min_plays       (GtSolver        *solver,
                                     const GtGame    *pos,
                                     guint            seat);

/* The same for a hand given as counts per card kind at a level, without a
 * solver (thread-safe). */
guint     gt_min_plays_counts       (const guint8     hand[GT_CARD_KINDS],
                                     guint            level);

/* One split of seat's hand into the fewest plays, each as the engine
 * reads it (Guandan's shapes: the games with GT_SOLVER_SPLIT), largest
 * plays first.  Writes at most max plays into out and returns how many
 * plays the split has (gt_solver_min_plays(): 0 for an empty hand).
 * Takes some milliseconds for a 27-card hand: not for a search. */
guint     gt_min_plays_best_split   (const GtGame    *pos,
                                     guint            seat,
                                     GtMove          *out,
                                     guint            max);

/* Every distinct legal play of the seat to move in pos, as the root of
 * gt_solver_solve() sees them: a climbing game's plays (suits and
 * declarations count) with a legal pass last; a trick game's plays into
 * the trick seen double dummy (gt_game_trick_moves_open(): a lead of
 * several cards is of top cards).  Writes at most max into out, returns
 * how many there are, GT_MOVES_INVALID for a hand no deck deals. */
guint     gt_solver_moves           (const GtGame    *pos,
                                     GtMove          *out,
                                     guint            max);
/* A trick game's play as a move (cards without a reading). */
void      gt_move_from_trick_cards  (const GtCardList *cards,
                                     GtMove           *out);

/* Whether the goal is already decided in pos: TRUE with *reached set when
 * it is (reached or failed), FALSE while it is open.  A points goal is
 * decided once the defenders hold N points, or at the deal's end. */
gboolean  gt_goal_decided           (const GtGoal    *goal,
                                     const GtGame    *pos,
                                     gboolean        *reached);

G_END_DECLS
