/* gt-puzzle-model.h — a puzzle being played: the state behind a puzzle page
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything a puzzle page shows and the learner changes, without a
 * widget: the position and what lies in front of each seat, the learner's
 * plays (for undo), the solver's jobs (is a play winning, the defence's
 * replies or refutation, graded hints, a winning line), the verdict, the
 * hints revealed, and where the learner is (GtPuzzleState).  The page, and
 * later the presentation mode, hold one and show it, as gnome-text-editor's
 * views show a document: they call its methods and listen to it.
 *
 * How a turn goes.  The page hands the learner's selection to
 * gt_puzzle_model_try_play().  The engine's judge decides whether the cards
 * are a legal play at all (an illegal one sets the verdict and changes
 * nothing); the move generator lists the ways the cards can be read, and
 * when there are several the page asks which one and calls
 * gt_puzzle_model_play() with it.  The play goes on the table at once, then
 * the runner asks the solver whether it was among the winning plays: if so
 * it also works out the replies of E, N and W up to the learner's next
 * turn, and they are made one at a time ("reply-interval" apart); if not
 * it works out the defence's refutation, made the same way, and the
 * learner may try again or watch a winning line.
 *
 * The solver runs in the model's GtSolverRunner, one job at a time off the
 * main thread and within the content budget: undo, restart, a new puzzle
 * or the model's end cancel the job in flight, whose answer then never
 * arrives, and a new job always overtakes the old one.  A puzzle from a
 * stranger's file that the solver cannot settle within its budget is said
 * to be too large ("too-big"), and nothing of it is judged.
 *
 * Rule variants.  A puzzle that names variants (its Variants= key, or the
 * position's variants=) is played under exactly those: its answers were
 * proven under them.  Otherwise the learner's variants ("variants") apply;
 * since the puzzle was only proven under the standard rules, a first job
 * makes sure the goal can still be forced.  If it cannot, the model plays
 * the puzzle under the standard rules and says so in "variants-note"
 * (docs/decisions.md, "Rule variants in the app").
 *
 * GLib only, no GTK.  Everything happens on the main context the model was
 * made in; texts are translated.
 *
 * Properties (read-only unless said):
 *   state           GtPuzzleState
 *   busy            the solver works, or replies are being made
 *   thinking        the solver has worked for longer than the runner's
 *                   delay: the moment to say "Thinking…"
 *   too-big         the solver could not settle this puzzle
 *   title           the puzzle's title ("" without one)
 *   status          a line for the centre of the table once the puzzle is
 *                   decided ("Goal reached"), or at a return who paid S
 *                   what ("Tribute from E: ♠A. …"), NULL otherwise
 *   variants-note   which rule variants are in force, NULL for none
 *   hint-grade      GtHintGrade: hints revealed at this turn (GT_HINT_NONE …
 *                   GT_HINT_PLAY)
 *   reply-interval  (read-write) ms between replies; 0 makes them at once
 *   variants        (read-write) the learner's rule variants (the puzzle's
 *                   ruleset's bits) for puzzles that name none; a change
 *                   starts such a puzzle again
 *
 * Signals:
 *   position-changed ()  the position or the plays in front of the seats
 *   feedback-changed ()  the verdict was set or hidden
 *   hint-play ()         the last hint names a play (gt_puzzle_model_get_hint_play)
 *   reset ()             back to a position of the learner's: undo, restart,
 *                        a new puzzle (a view drops selection and marks)
 *   learner-turn ()      the replies are made; the learner is to move
 *   refuted ()           the refutation is played out (the way on: retry
 *                        or watch the solution)
 *   solved ()            the learner reached the goal (not by the solution)
 *   failed ()            the learner made a legal play that loses
 */
#pragma once

#include <glib-object.h>

#include "gt-game.h"
#include "gt-progress.h"
#include "gt-puzzle.h"
#include "gt-reading-choice.h"
#include "gt-solver.h"

G_BEGIN_DECLS

/* Where the learner is. */
typedef enum {
  GT_PUZZLE_STATE_EMPTY,      /* no puzzle */
  GT_PUZZLE_STATE_PLAYING,    /* the learner's turn, or replies on the way */
  GT_PUZZLE_STATE_REFUTING,   /* a losing play: the defence's line plays out */
  GT_PUZZLE_STATE_REFUTED,    /* waiting for "Try again" or "Show solution" */
  GT_PUZZLE_STATE_SHOWING,    /* the winning line plays out */
  GT_PUZZLE_STATE_SHOWN,      /* the solution was shown */
  GT_PUZZLE_STATE_SOLVED,
} GtPuzzleState;

/* The tone of the verdict. */
typedef enum {
  GT_PUZZLE_FEEDBACK_NONE,    /* no verdict on show */
  GT_PUZZLE_FEEDBACK_INFO,
  GT_PUZZLE_FEEDBACK_SUCCESS,
  GT_PUZZLE_FEEDBACK_WARNING,
  GT_PUZZLE_FEEDBACK_ERROR,
} GtPuzzleFeedbackKind;

/* What gt_puzzle_model_try_play() made of a selection. */
typedef enum {
  GT_PUZZLE_TRY_IGNORED,      /* nothing done: no cards, not the learner's turn, busy */
  GT_PUZZLE_TRY_ILLEGAL,      /* refused: the verdict says why */
  GT_PUZZLE_TRY_PLAYED,       /* one reading, played */
  GT_PUZZLE_TRY_READINGS,     /* several readings: ask which, then play one */
} GtPuzzleTry;

/* The pace of replies (design/app.md: "about 600 ms each"). */
#define GT_PUZZLE_MODEL_REPLY_MS 600

/* What lies in front of a seat: its last play or pass of the round. */
typedef struct {
  GtCardList play;
  gboolean passed;
} GtPuzzleFront;

#define GT_TYPE_PUZZLE_MODEL (gt_puzzle_model_get_type ())
G_DECLARE_FINAL_TYPE (GtPuzzleModel, gt_puzzle_model, GT, PUZZLE_MODEL, GObject)

GtPuzzleModel  *gt_puzzle_model_new             (void);

/* Starts the puzzle from its position.  The model copies what it needs:
 * the caller keeps puzzle (a library's puzzle may go at its next
 * "changed").  NULL empties the model. */
void            gt_puzzle_model_set_puzzle      (GtPuzzleModel   *self,
                                                 const GtPuzzle  *puzzle);
/* The model's copy, NULL when empty. */
const GtPuzzle *gt_puzzle_model_get_puzzle      (GtPuzzleModel   *self);

/* ---- What is on show ------------------------------------------------------ */

GtPuzzleState   gt_puzzle_model_get_state       (GtPuzzleModel   *self);
gboolean        gt_puzzle_model_get_busy        (GtPuzzleModel   *self);
gboolean        gt_puzzle_model_get_thinking    (GtPuzzleModel   *self);
gboolean        gt_puzzle_model_get_too_big     (GtPuzzleModel   *self);
const char     *gt_puzzle_model_get_title       (GtPuzzleModel   *self);
const char     *gt_puzzle_model_get_status      (GtPuzzleModel   *self);
const char     *gt_puzzle_model_get_variants_note (GtPuzzleModel *self);
/* The position now, and the rule context of the puzzle (level, variants). */
const GtGame   *gt_puzzle_model_get_position    (GtPuzzleModel   *self);
/* The position as the table shows it: the position now, except that in a
 * trick game the trick just taken stays on the table until the next lead
 * (its plays, its winner), and nobody is shown "out" with a place, since
 * every hand empties with the last trick. */
const GtGame   *gt_puzzle_model_get_shown_position (GtPuzzleModel *self);
const GtRuleCtx *gt_puzzle_model_get_rule_ctx   (GtPuzzleModel   *self);
/* What lies in front of seat (its play is empty when the play to beat is
 * its own: that one is the table's, in the centre). */
const GtPuzzleFront *gt_puzzle_model_get_front  (GtPuzzleModel   *self,
                                                 guint            seat);
/* The learner (S) is to move, and the goal is still open. */
gboolean        gt_puzzle_model_is_learners_turn (GtPuzzleModel  *self);

/* The verdict: its tone (GT_PUZZLE_FEEDBACK_NONE when hidden), and its
 * parts, each may be NULL: a title, a body, the author's comment on the
 * play, the rule it cites.  offers_retry: the way on after a refutation
 * ("Try again", "Show solution") belongs with it. */
GtPuzzleFeedbackKind gt_puzzle_model_get_feedback (GtPuzzleModel *self,
                                                   const char   **title,
                                                   const char   **body,
                                                   const char   **comment,
                                                   const char   **rule,
                                                   gboolean      *offers_retry);
/* Hides a refusal (a verdict citing a rule); TRUE if one was hidden.  The
 * verdict of a refutation stays: it holds the way on. */
gboolean        gt_puzzle_model_dismiss_refusal (GtPuzzleModel   *self);

/* Hints revealed at this turn: grade 1 … hint-grade (NULL beyond). */
GtHintGrade     gt_puzzle_model_get_hint_grade  (GtPuzzleModel   *self);
const char     *gt_puzzle_model_get_hint        (GtPuzzleModel   *self,
                                                 guint            grade);
/* The play the last hint names (cards without declarations, as a hand
 * holds them); FALSE when it names none. */
gboolean        gt_puzzle_model_get_hint_play   (GtPuzzleModel   *self,
                                                 GtCardList      *cards);

/* Once solved by the learner (SOLVED): how — clean, with hints, or after
 * a losing try — since the puzzle was set (a restart keeps what happened
 * before it); GT_PUZZLE_NOT_SOLVED otherwise. */
GtPuzzleSolve   gt_puzzle_model_get_solve       (GtPuzzleModel   *self);

/* ---- The learner's actions ------------------------------------------------- */

/* Judges selection (S's cards): illegal → GT_PUZZLE_TRY_ILLEGAL, the
 * verdict set and *fault (may be NULL) the cards at fault; one reading →
 * played; several → GT_PUZZLE_TRY_READINGS, every reading in readings
 * (GtMove; may be NULL), to be played with gt_puzzle_model_play(). */
GtPuzzleTry     gt_puzzle_model_try_play        (GtPuzzleModel    *self,
                                                 const GtCardList *selection,
                                                 GArray           *readings,
                                                 GtCardList       *fault);
/* The learner's decision now: GT_ACTION_PLAY (a play or a pass), or the
 * setup action of a puzzle that opens with one (gt-puzzle.h: Guandan's
 * GT_ACTION_RETURN), made by giving one card — gt_puzzle_model_try_play()
 * with a selection of one card, or gt_puzzle_model_give().  After it the
 * solver checks the card as it checks a play: a losing card is refuted
 * from the position after it, and the hints name the card. */
GtActionType    gt_puzzle_model_get_action      (GtPuzzleModel    *self);
/* Gives card at a setup decision; ignored (FALSE) unless the learner is
 * at one, the model is idle and the game lets S give card. */
gboolean        gt_puzzle_model_give            (GtPuzzleModel    *self,
                                                 GtCard            card);
/* Plays move for S (n == 0: a pass); ignored unless it is the learner's
 * turn and the model is idle.  TRUE when played. */
gboolean        gt_puzzle_model_play            (GtPuzzleModel    *self,
                                                 const GtMove     *move);
gboolean        gt_puzzle_model_pass            (GtPuzzleModel    *self);
/* Asks for the next hint; FALSE when none can be asked now. */
gboolean        gt_puzzle_model_hint            (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_undo            (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_restart         (GtPuzzleModel    *self);
/* After a refutation: back to before the losing play. */
gboolean        gt_puzzle_model_retry           (GtPuzzleModel    *self);
/* After a refutation: back to before the losing play, then a winning line
 * plays out (undo comes back to where it starts). */
gboolean        gt_puzzle_model_show_solution   (GtPuzzleModel    *self);

/* ---- Stepping through a line -------------------------------------------------- */

/* A refutation (REFUTING, REFUTED) or a winning line (SHOWING, SHOWN) is
 * kept once made, and the learner steps through it: position 0 is the
 * position before its first step (after the learner's losing play),
 * length its end.  It plays out by itself first ("reply-interval" apart);
 * a seek stops that, takes the line to its end once (the verdict, the way
 * on and "refuted" come then) and shows the position after `position`
 * steps; play goes on by itself from there (from the start when at the
 * end).  The centre's words ("status") are the line's only at its end.
 * "position-changed" tells each step, "busy" whether it plays by itself.
 * FALSE (and 0, 0) when there is no line. */
gboolean        gt_puzzle_model_get_line        (GtPuzzleModel    *self,
                                                 guint            *position,
                                                 guint            *length);
gboolean        gt_puzzle_model_get_line_playing (GtPuzzleModel   *self);
/* During a refutation (REFUTING, REFUTED): the seat of the other side that
 * goes out first along it, whose play beats the learner's; GT_SEAT_NONE
 * otherwise, or when nobody in particular refutes the play (the shed
 * goal).  When the puzzle's author wrote no comment on the losing play,
 * the verdict's comment says what that seat does along the line. */
guint           gt_puzzle_model_get_refuter     (GtPuzzleModel    *self);
/* Step index (0 … length - 1) of the line: who made it and what. */
gboolean        gt_puzzle_model_get_line_step   (GtPuzzleModel    *self,
                                                 guint             index,
                                                 guint            *seat,
                                                 GtMove           *move);
gboolean        gt_puzzle_model_line_seek       (GtPuzzleModel    *self,
                                                 guint             position);
gboolean        gt_puzzle_model_line_play       (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_line_pause      (GtPuzzleModel    *self);

/* What can be done now (for a view's actions). */
gboolean        gt_puzzle_model_can_play        (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_can_pass        (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_can_hint        (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_can_undo        (GtPuzzleModel    *self);
gboolean        gt_puzzle_model_can_retry       (GtPuzzleModel    *self);

/* ---- Settings --------------------------------------------------------------- */

void            gt_puzzle_model_set_variants    (GtPuzzleModel    *self,
                                                 guint32           variants);
guint32         gt_puzzle_model_get_variants    (GtPuzzleModel    *self);
void            gt_puzzle_model_set_reply_interval (GtPuzzleModel *self,
                                                    guint          ms);
guint           gt_puzzle_model_get_reply_interval (GtPuzzleModel *self);

/* ---- Words ------------------------------------------------------------------- */

/* The cards of a play in the order people lay them down: sequences low to
 * high by the cards they stand for (the Ace low in A-2-3-4-5), everything
 * else by strength at the level. */
void            gt_puzzle_model_move_cards      (GtPuzzleModel    *self,
                                                 const GtMove     *move,
                                                 GtCardList       *out);
/* One reading of a selection: "Straight, 3 to 7", and in *wild_words
 * (NULL for none) what the wild cards stand for, "♥2 as ♠5". */
char           *gt_puzzle_model_describe_reading (GtPuzzleModel   *self,
                                                  const GtMove    *move,
                                                  char           **wild_words);

/* After GT_PUZZLE_TRY_READINGS: the readings found (GtMove) as rows to
 * choose from, a GPtrArray of GtReadingChoice in the same order, to free. */
GPtrArray      *gt_puzzle_model_list_readings   (GtPuzzleModel   *self,
                                                 const GArray    *moves);

/* For tests: waits (iterating the thread-default main context) until the
 * model is idle — no job, no reply to make — or timeout_ms has passed;
 * TRUE when idle. */
gboolean        gt_puzzle_model_wait_idle       (GtPuzzleModel    *self,
                                                 guint             timeout_ms);

G_END_DECLS
