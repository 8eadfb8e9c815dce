/* gt-lesson-model.h — a lesson being taken: the state behind a lesson page
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything a lesson page shows and the learner changes, without a
 * widget: the step on show and the way between steps, the position on the
 * table, the learner's answer and its verdict, the hints revealed, the
 * proof of a `win` step made by the solver, the rule variants each step is
 * played under, and the marks of progress.  The page holds one, and the
 * presentation mode and the presenter view show the page's own, as
 * gnome-text-editor's views show a document: they call its methods and
 * listen to it.
 *
 * Answers are checked by gt-lesson.c (gt_lesson_step_answer_play() and its
 * kin): the model only decides when to ask and what to do with the verdict,
 * so that the command line, the tests and the app agree on what is right.
 *
 * The proof of a `win` step is made in the model's GtSolverRunner as soon
 * as the step is shown — a position from a shared file may take the
 * solver's whole budget, and the main loop must keep turning —, so that by
 * the time the learner plays, the answer is usually ready; a play made
 * before it is waits for it ("waiting").  A step beyond the budget cannot
 * be checked, and says so (GT_LESSON_PROOF_TOO_BIG).
 *
 * Rule variants.  A step that names variants (its position's variants=,
 * or the lesson's Variants=) keeps them.  Any other step with a position is
 * played under the learner's variants ("variants"), unless that makes the
 * step's own model answer wrong; a `win` step is put on trial until its
 * proof shows the answer still wins (docs/decisions.md, "Rule variants in
 * the app").  The model changes its own lesson's positions to say so.
 *
 * GLib only, no GTK.  Everything happens on the main context the model was
 * made in; texts are translated, and may hold inline {cards}
 * (gt_text_runs_parse()).
 *
 * Properties (read-only unless said):
 *   step      the step on show, 1-based (0: none, or the end of the lesson)
 *   at-end    the end of the lesson is on show
 *   answered  the step on show was answered right on this visit
 *   busy      the solver works (a proof)
 *   thinking  the solver has worked for longer than the runner's delay
 *   variants  (read-write) the learner's rule variants (bits of the
 *             lesson's ruleset) for steps that name none
 *
 * Signals:
 *   step-changed ()            a step is on show afresh (its position,
 *                              text, options and hints)
 *   end-reached ()             the end of the lesson is on show
 *   position-changed ()        the position on the table changed within
 *                              the step (a right answer, other variants)
 *   feedback-changed ()        the verdict was set or hidden
 *   answered (GtAnswerKind)    an answer was judged (after the verdict)
 *   hints-changed ()           a hint (or the answer) was revealed
 *   progress-error (string)    the progress could not be saved
 *   changed ()                 anything else that decides what can be
 *                              done: a proof ended, a play waits
 *   split-changed ()           a split step's plays set aside changed
 *
 * Split steps.  gt_lesson_model_play() sets the selection aside as one
 * play (the engine checks it is one combination); its cards leave S's hand
 * on the table.  When the last card is set aside, the split is judged
 * (gt_lesson_step_answer_split()); a play set aside can be taken back until
 * the split is right.
 */
#pragma once

#include <glib-object.h>

#include "gt-lesson.h"
#include "gt-progress.h"
#include "gt-reading-choice.h"

G_BEGIN_DECLS

/* The verdict on show. */
typedef enum {
  GT_LESSON_FEEDBACK_NONE,
  GT_LESSON_FEEDBACK_RIGHT,
  GT_LESSON_FEEDBACK_WRONG,
  GT_LESSON_FEEDBACK_ILLEGAL,
  GT_LESSON_FEEDBACK_INFO,
} GtLessonFeedback;

/* The proof of the `win` step on show. */
typedef enum {
  GT_LESSON_PROOF_NONE,       /* no `win` step on show */
  GT_LESSON_PROOF_RUNNING,
  GT_LESSON_PROOF_DONE,
  GT_LESSON_PROOF_TOO_BIG,    /* out of the solver's budget: not checkable */
} GtLessonProof;

/* What gt_lesson_model_play() made of a selection. */
typedef enum {
  GT_LESSON_PLAY_IGNORED,     /* nothing to answer now */
  GT_LESSON_PLAY_INFO,        /* not an answer: the verdict says what to do */
  GT_LESSON_PLAY_ANSWERED,    /* judged: "answered" was emitted */
  GT_LESSON_PLAY_WAITING,     /* judged when the step's proof is made */
  GT_LESSON_PLAY_READINGS,    /* undeclared wild cards read several ways:
                               * ask which (gt_lesson_model_list_readings) */
} GtLessonPlay;

#define GT_TYPE_LESSON_MODEL (gt_lesson_model_get_type ())
G_DECLARE_FINAL_TYPE (GtLessonModel, gt_lesson_model, GT, LESSON_MODEL, GObject)

GtLessonModel      *gt_lesson_model_new           (void);

/* Progress (may be NULL): steps done, where to resume, lessons completed;
 * saved at every change. */
void                gt_lesson_model_set_progress  (GtLessonModel    *self,
                                                   GtProgress       *progress);
GtProgress         *gt_lesson_model_get_progress  (GtLessonModel    *self);

/* Takes lesson (transfer full; NULL, or a lesson without steps, empties the
 * model) and shows the step the progress says to resume at, else the
 * first. */
void                gt_lesson_model_set_lesson    (GtLessonModel    *self,
                                                   GtLesson         *lesson);
/* The same lesson loaded again (its file changed): takes lesson (transfer
 * full, not NULL) and stays at the same step, or at the end. */
void                gt_lesson_model_replace_lesson (GtLessonModel   *self,
                                                    GtLesson        *lesson);
const GtLesson     *gt_lesson_model_get_lesson    (GtLessonModel    *self);

/* ---- What is on show ---------------------------------------------------- */

/* The step on show, NULL at the end or without a lesson; its index. */
const GtLessonStep *gt_lesson_model_get_step      (GtLessonModel    *self);
guint               gt_lesson_model_get_step_number (GtLessonModel  *self);
gboolean            gt_lesson_model_get_at_end    (GtLessonModel    *self);
gboolean            gt_lesson_model_get_answered  (GtLessonModel    *self);
gboolean            gt_lesson_model_get_busy      (GtLessonModel    *self);
gboolean            gt_lesson_model_get_thinking  (GtLessonModel    *self);
GtLessonProof       gt_lesson_model_get_proof     (GtLessonModel    *self);
/* A play waits for the step's proof. */
gboolean            gt_lesson_model_get_waiting   (GtLessonModel    *self);
/* The position on the table (the step's, or after a right answer). */
const GtGame       *gt_lesson_model_get_position  (GtLessonModel    *self);

/* At the end of a lesson whose every step is done: the stars this pass
 * through it earned (1 … 3, gt-progress.h), 0 otherwise. */
guint               gt_lesson_model_get_pass_stars (GtLessonModel *self);

/* The verdict: its kind, its message and the rule it cites (each may be
 * NULL); *fault the cards at fault of a refused play, or of the play on
 * the table a judge step's verdict is about (may be empty). */
GtLessonFeedback    gt_lesson_model_get_feedback  (GtLessonModel    *self,
                                                   const char      **message,
                                                   const char      **rule);
void                gt_lesson_model_get_fault     (GtLessonModel    *self,
                                                   GtCardList       *fault);
/* A play step's wrong play on show: the seat of another side whose play
 * beats it (GtAnswer.beaten_by), for the table to mark; GT_SEAT_NONE for
 * none, and for any other verdict. */
guint               gt_lesson_model_get_beaten_by (GtLessonModel    *self);

/* The cards the learner's hand marks as a hint now, or NULL for none:
 * the model answer once shown; else the step's Highlight= — at once on a
 * step it illustrates, but on a step answered with cards (play, tribute,
 * return) only after a wrong or refused try or a hint, as it would give
 * the answer away; nothing once the step is answered.  The lesson page
 * and the presentation window both mark these. */
const GtCardList   *gt_lesson_model_get_hint_marks (GtLessonModel  *self);
/* Hints revealed on this step: the step's own, 0 … n-1, then maybe the
 * model answer (gt_lesson_model_get_answer_text()). */
guint               gt_lesson_model_get_n_hints   (GtLessonModel    *self);
const char         *gt_lesson_model_get_hint      (GtLessonModel    *self,
                                                   guint             i);
gboolean            gt_lesson_model_get_answer_shown (GtLessonModel *self);
/* The model answer in words, with its cards inline; NULL while hidden. */
char               *gt_lesson_model_dup_answer_text (GtLessonModel  *self);

/* The teacher's notes of the step on show (its Notes=, translated), NULL
 * when it has none.  Only the presenter view shows them. */
const char         *gt_lesson_model_get_notes     (GtLessonModel    *self);
/* The step's answer in words, whether shown or not, for the teacher: the
 * verdict of a judge step with the engine's reason, the right option, the
 * model play or card, each with the step's success text; may hold inline
 * {cards}.  NULL for a read step, a broken one, or a step that takes any
 * play the engine accepts (no Answer). */
char               *gt_lesson_model_dup_solution_text (GtLessonModel *self);

/* Every step done (progress; TRUE without progress), and else the first
 * step not done (1-based) and how many are left. */
gboolean            gt_lesson_model_all_steps_done (GtLessonModel   *self,
                                                    guint           *first_undone,
                                                    guint           *n_left);

/* What the learner can do now (for a view's actions). */
gboolean            gt_lesson_model_can_answer    (GtLessonModel    *self);
/* A pass answers the step: a play step of a climbing round with a play to
 * beat (a leader may not pass, and in a trick every seat plays). */
gboolean            gt_lesson_model_can_pass      (GtLessonModel    *self);
gboolean            gt_lesson_model_can_hint      (GtLessonModel    *self);
gboolean            gt_lesson_model_can_go_back   (GtLessonModel    *self);

/* ---- The learner's answers ------------------------------------------------ */

/* play: the selection (NULL or empty: asks for one); tribute and return:
 * the one card given. */
GtLessonPlay        gt_lesson_model_play          (GtLessonModel    *self,
                                                   const GtCardList *selection);
/* A split step's plays set aside, in order (valid until the next change). */
guint               gt_lesson_model_get_n_split_plays (GtLessonModel *self);
const GtCardList   *gt_lesson_model_get_split_play (GtLessonModel   *self,
                                                    guint            i);
/* Puts play i back into the hand; FALSE when there is none to take back
 * (another kind of step, or the split already right). */
gboolean            gt_lesson_model_split_take_back (GtLessonModel  *self,
                                                     guint           i);
/* After GT_LESSON_PLAY_READINGS: the readings to choose from, a
 * GPtrArray of GtReadingChoice (gt-reading-choice.h) to free; the one
 * chosen is played with gt_lesson_model_play_reading(). */
GPtrArray          *gt_lesson_model_list_readings (GtLessonModel    *self);
GtLessonPlay        gt_lesson_model_play_reading  (GtLessonModel    *self,
                                                   guint             i);
GtLessonPlay        gt_lesson_model_pass          (GtLessonModel    *self);
gboolean            gt_lesson_model_judge         (GtLessonModel    *self,
                                                   gboolean          legal);
/* option: 1-based. */
gboolean            gt_lesson_model_choose        (GtLessonModel    *self,
                                                   guint             option);
/* A declaration step's choice i (0-based, in the order of the game's
 * GtStepAction.choices), with the cards selected (may be NULL: the first
 * goes with a choice that takes a card). */
gboolean            gt_lesson_model_declare       (GtLessonModel    *self,
                                                   guint             i,
                                                   const GtCardList *selection);
/* Reveals the next hint, or at last the model answer. */
gboolean            gt_lesson_model_hint          (GtLessonModel    *self);
/* "Ask the class": gives the step's own answer as if the learner gave it
 * (the engine checks it; the verdict and the table show it), but the step
 * is not marked done; a step without an answer of its own reveals its
 * next hint instead.  FALSE when nothing could be revealed. */
gboolean            gt_lesson_model_reveal        (GtLessonModel    *self);
/* The step on show was answered by gt_lesson_model_reveal(). */
gboolean            gt_lesson_model_get_revealed  (GtLessonModel    *self);
/* Hides a refusal or a request ("select a card") once the learner has
 * taken it in; info_only: only a request.  TRUE if one was hidden. */
gboolean            gt_lesson_model_dismiss       (GtLessonModel    *self,
                                                   gboolean          info_only);

/* ---- The way through -------------------------------------------------------- */

gboolean            gt_lesson_model_next          (GtLessonModel    *self);
gboolean            gt_lesson_model_back          (GtLessonModel    *self);
/* The step again, keeping the hints revealed. */
gboolean            gt_lesson_model_retry         (GtLessonModel    *self);
/* step: 1-based. */
gboolean            gt_lesson_model_go_to_step    (GtLessonModel    *self,
                                                   guint             step);
/* ---- Review Mistakes ------------------------------------------------------ */
/* Every step answered wrong (or refused) or hinted is one to review, kept
 * in the progress (gt_progress_get_lesson_mistakes()) until a review
 * answers it right at once and without a hint.  A review shows those
 * steps only, afresh, Next going from one to the next, and ends on the
 * lesson's end (at-end) with gt_lesson_model_get_review_done(): it earns
 * no stars, and its lapses cost none of the pass under way. */
/* The steps there are to review. */
guint               gt_lesson_model_get_n_mistakes (GtLessonModel  *self);
/* Starts the review at its first step; FALSE when there is none. */
gboolean            gt_lesson_model_start_review  (GtLessonModel    *self);
gboolean            gt_lesson_model_get_reviewing (GtLessonModel    *self);
/* The end on show ends a review. */
gboolean            gt_lesson_model_get_review_done (GtLessonModel  *self);
/* In a review: the step on show is the pos-th (1-based) of *n_steps;
 * 0 outside one. */
guint               gt_lesson_model_get_review_position (GtLessonModel *self,
                                                         guint         *n_steps);
/* Forgets the lesson's progress and starts it again. */
gboolean            gt_lesson_model_reset_progress (GtLessonModel   *self);

void                gt_lesson_model_set_variants  (GtLessonModel    *self,
                                                   guint32           variants);
guint32             gt_lesson_model_get_variants  (GtLessonModel    *self);

/* For tests: waits (iterating the thread-default main context) until no
 * proof runs, or timeout_ms has passed; TRUE when idle. */
gboolean            gt_lesson_model_wait_idle     (GtLessonModel    *self,
                                                   guint             timeout_ms);

/* A read step's Link= as a button: the page it opens, for the window's
 * "win.show-page" ("play", "play:GAME", "play:GAME:N", "compare:GAME;GAME…";
 * free with g_free()), and in *label the button's words, translated
 * ("Play Deal #4711", "Compare Side by Side: Guandan · Gan Deng Yan").
 * NULL (and *label NULL) for a step without a link, or a broken one. */
char               *gt_lesson_step_link_page      (const GtLessonStep  *st,
                                                   char               **label);

G_END_DECLS
