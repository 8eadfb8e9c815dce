/* gt-lesson-model.c — a lesson being taken
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moved out of the lesson page (gt-lesson-page.c) unchanged in behaviour:
 * what the page did to its own fields it now does here, and where it drew
 * something it now emits a signal.  The page's tests
 * (tests/app/test-lesson-player.c, test-first-lesson.c, test-window.c) are
 * the proof that nothing moved; this file's own are
 * tests/test-lesson-model.c.
 */
#define G_LOG_DOMAIN "gt-lesson-model"

#include "config.h"

#include "gt-lesson-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-play-model.h"
#include "gt-reading-choice.h"
#include "gt-solver-runner.h"

struct _GtLessonModel
{
  GObject parent_instance;

  GtLesson *lesson;          /* owned; its positions' variants are ours */
  GtProgress *progress;

  /* The proof of the `win` step on show (see the header). */
  GtSolverRunner *runner;
  GtLessonProof proof_state;
  guint proof_step;          /* 0-based, for the step and variants below */
  guint32 proof_variants;
  GArray *winning;           /* GtMove, GT_LESSON_PROOF_DONE */
  gboolean play_waiting;     /* a play (or pass) submitted while proving */
  GtCardList waiting;

  /* Rule variants: the learner's, and each step's own as loaded */
  guint32 variants;
  guint32 base_variants[GT_LESSON_MAX_STEPS];
  guint64 settled;           /* bit i: step i's variants are decided */
  guint64 on_trial;          /* bit i: step i plays under the learner's variants
                              * until its proof shows they keep it winnable */

  /* The step on show */
  guint step;                /* 0-based */
  gboolean done_shown;       /* the end of the lesson is on show */
  guint pass_stars;          /* stars the pass just finished earned, 0: none */

  /* Review Mistakes (gt_lesson_model_start_review) */
  guint64 mistakes;          /* bit i: step i went wrong or was hinted, not put
                              * right in a review since (the progress's, when
                              * there is one) */
  gboolean lapsed;           /* ... on this visit to the step */
  gboolean tried;            /* answered wrong or refused since the step
                              * was shown afresh (a retry keeps it) */
  gboolean reviewing;        /* Next goes on to the next step of review */
  guint64 review;            /* the steps of the review on, as it started */
  gboolean review_done;      /* the end on show ends a review, not a pass */
  gboolean answered;         /* answered right on this visit */
  gboolean revealing;        /* the answer being given is the step's own,
                              * revealed (gt_lesson_model_reveal) */
  gboolean revealed;         /* ... and it was: shown, not done */
  guint n_hints;             /* hints revealed */
  const char *hints[GT_LESSON_MAX_HINTS];   /* the step's own texts */
  gboolean answer_shown;     /* the last grade: the model answer */
  GtGame shown;              /* the position on the table */
  GtLessonFeedback feedback;
  char *feedback_message;
  char *feedback_rule;
  GtCardList fault;
  guint beaten_by;           /* a wrong play: the seat whose play beats it */

  /* A split step: the plays set aside so far (GtCardList), in order; the
   * cards left are S's hand in `shown` */
  GArray *split;

  /* A selection: the card given, or cards waiting for a reading */
  GtCardList pending;
  guint n_readings;
  GtReading readings[GT_READINGS_MAX];
};

G_DEFINE_FINAL_TYPE (GtLessonModel, gt_lesson_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STEP,
  PROP_AT_END,
  PROP_ANSWERED,
  PROP_BUSY,
  PROP_THINKING,
  PROP_VARIANTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_STEP_CHANGED,
  SIGNAL_END_REACHED,
  SIGNAL_POSITION_CHANGED,
  SIGNAL_FEEDBACK_CHANGED,
  SIGNAL_ANSWERED,
  SIGNAL_HINTS_CHANGED,
  SIGNAL_PROGRESS_ERROR,
  SIGNAL_CHANGED,
  SIGNAL_SPLIT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void settle_variants (GtLessonModel *self,
                             guint          i);
static void prove_step      (GtLessonModel *self);
static void show_unprovable (GtLessonModel *self);

/* ---- Small helpers ------------------------------------------------------- */

static GtLessonStep *
current_step (GtLessonModel *self)
{
  if (self->lesson == NULL || self->done_shown || self->step >= self->lesson->n_steps)
    return NULL;
  return &self->lesson->steps[self->step];
}

static void
changed (GtLessonModel *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Properties that many changes touch are told once each, after the
 * change: step, at-end, answered. */
typedef struct {
  guint step;
  gboolean at_end;
  gboolean answered;
} Before;

static Before
before (GtLessonModel *self)
{
  return (Before) { gt_lesson_model_get_step_number (self), self->done_shown, self->answered };
}

static void
notify_since (GtLessonModel *self,
              Before         was)
{
  if (was.step != gt_lesson_model_get_step_number (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
  if (was.at_end != self->done_shown)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AT_END]);
  if (was.answered != self->answered)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANSWERED]);
}

/* ---- Progress ------------------------------------------------------------ */

static void
save_progress (GtLessonModel *self)
{
  g_autoptr(GError) error = NULL;

  if (self->progress == NULL || gt_progress_save (self->progress, &error))
    return;
  /* The view says so (once: a word on every step would drown the
   * lesson); the learner can go on either way. */
  g_signal_emit (self, signals[SIGNAL_PROGRESS_ERROR], 0, error->message);
}

gboolean
gt_lesson_model_all_steps_done (GtLessonModel *self,
                                guint         *first_undone,
                                guint         *n_left)
{
  guint first = 0, left = 0;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), TRUE);

  if (self->progress != NULL && self->lesson != NULL)
    for (guint i = 0; i < self->lesson->n_steps; i++)
      if (!gt_progress_is_step_done (self->progress, self->lesson->id, i + 1))
        {
          if (first == 0)
            first = i + 1;
          left++;
        }
  if (first_undone != NULL)
    *first_undone = first;
  if (n_left != NULL)
    *n_left = left;
  return first == 0;
}

/* The steps to review, kept in the progress as they change. */
static void
set_mistakes (GtLessonModel *self,
              guint64        mistakes)
{
  self->mistakes = mistakes;
  if (self->progress != NULL && self->lesson != NULL)
    gt_progress_set_lesson_mistakes (self->progress, self->lesson->id, mistakes);
}

/* A mistake or a hint: one star fewer, in time (gt-progress.h), and the
 * step is one to review.  A review is practice: its lapses cost no star of
 * the pass under way. */
static void
add_lapse (GtLessonModel *self)
{
  if (self->lesson == NULL)
    return;
  self->lapsed = TRUE;
  if (self->step < 64)
    set_mistakes (self, self->mistakes | G_GUINT64_CONSTANT (1) << self->step);
  if (self->progress == NULL)
    return;
  if (!self->reviewing)
    gt_progress_add_lesson_lapse (self->progress, self->lesson->id);
  save_progress (self);
}

static void
mark_step_done (GtLessonModel *self)
{
  /* Answered right in a review, with no mistake or hint this time: put
   * right, off the list. */
  if (self->reviewing && !self->lapsed && self->lesson != NULL && self->step < 64)
    {
      set_mistakes (self, self->mistakes & ~(G_GUINT64_CONSTANT (1) << self->step));
      if (self->progress != NULL)
        save_progress (self);
    }
  if (self->progress == NULL || self->lesson == NULL)
    return;
  gt_progress_set_step_done (self->progress, self->lesson->id, self->step + 1);
  save_progress (self);
}

/* ---- The verdict --------------------------------------------------------- */

static void
set_feedback (GtLessonModel    *self,
              GtLessonFeedback  kind,
              const char       *message,
              const char       *rule)
{
  self->feedback = kind;
  g_free (self->feedback_message);
  self->feedback_message = g_strdup (message);
  g_free (self->feedback_rule);
  self->feedback_rule = g_strdup (rule);
  gt_card_list_init (&self->fault);
  self->beaten_by = GT_SEAT_NONE;
  g_signal_emit (self, signals[SIGNAL_FEEDBACK_CHANGED], 0);
}

/* A judge step's verdict concerns the play on the table: the cards that
 * make it illegal are the view's to mark there, right answer or wrong. */
static void
judged_fault (GtLessonModel      *self,
              const GtLessonStep *st,
              const GtAnswer     *answer)
{
  if (st->kind == GT_STEP_JUDGE && st->has_position)
    self->fault = answer->fault;
}

static void
hide_feedback (GtLessonModel *self)
{
  set_feedback (self, GT_LESSON_FEEDBACK_NONE, NULL, NULL);
}

/* ---- Steps --------------------------------------------------------------- */

static void
clear_hints (GtLessonModel *self)
{
  memset (self->hints, 0, sizeof self->hints);
  self->n_hints = 0;
  self->answer_shown = FALSE;
}

/* The step self->step afresh; keep_hints (retry) keeps what the learner
 * has already been told. */
static void
show_step (GtLessonModel *self,
           gboolean       keep_hints,
           Before         was)
{
  const GtLessonStep *st;

  self->done_shown = FALSE;
  settle_variants (self, self->step);
  st = current_step (self);
  if (st == NULL)
    {
      notify_since (self, was);
      return;
    }
  self->play_waiting = FALSE;
  prove_step (self);

  self->answered = FALSE;
  self->revealing = FALSE;
  self->revealed = FALSE;
  self->lapsed = FALSE;
  hide_feedback (self);
  if (self->split->len > 0)
    {
      g_array_set_size (self->split, 0);
      g_signal_emit (self, signals[SIGNAL_SPLIT_CHANGED], 0);
    }
  if (!keep_hints)
    {
      clear_hints (self);
      self->tried = FALSE;
    }
  else if (self->answer_shown)
    /* The answer comes after every hint. */
    self->n_hints = gt_lesson_step_count_hints (st);
  if (st->has_position)
    self->shown = st->position;
  notify_since (self, was);
  g_signal_emit (self, signals[SIGNAL_STEP_CHANGED], 0);

  if (st->broken)
    set_feedback (self, GT_LESSON_FEEDBACK_INFO,
                  _("This step has a mistake in the lesson file, so your answer cannot be checked. Go on to the next step."),
                  NULL);
  else if (self->proof_state == GT_LESSON_PROOF_TOO_BIG)
    show_unprovable (self);

  if (self->progress != NULL)
    {
      gt_progress_set_current_step (self->progress, self->lesson->id, self->step + 1);
      save_progress (self);
    }
  changed (self);
}

static void
show_done (GtLessonModel *self,
           Before         was)
{
  self->done_shown = TRUE;
  self->pass_stars = 0;
  /* The end of a review is not the end of a pass: no stars. */
  self->review_done = self->reviewing;
  self->reviewing = FALSE;
  hide_feedback (self);
  if (!self->review_done && gt_lesson_model_all_steps_done (self, NULL, NULL) && self->progress != NULL)
    {
      gt_progress_set_lesson_completed (self->progress, self->lesson->id, TRUE);
      self->pass_stars = gt_progress_finish_lesson_pass (self->progress, self->lesson->id);
      /* Coming back to a finished lesson starts it from the top. */
      gt_progress_set_current_step (self->progress, self->lesson->id, 1);
      save_progress (self);
    }
  notify_since (self, was);
  g_signal_emit (self, signals[SIGNAL_END_REACHED], 0);
  changed (self);
}

/* ---- Answers ------------------------------------------------------------- */

static void
set_shown (GtLessonModel *self,
           const GtGame  *game)
{
  self->shown = *game;
  g_signal_emit (self, signals[SIGNAL_POSITION_CHANGED], 0);
}

static void
show_answer (GtLessonModel *self,
             GtAnswer      *answer)
{
  const GtLessonStep *st = current_step (self);
  Before was = before (self);

  switch (answer->kind)
    {
    case GT_ANSWER_RIGHT:
      self->answered = TRUE;
      if (st->kind == GT_STEP_PLAY || st->kind == GT_STEP_ACT)
        {
          GtGame after;

          /* The play lands on the table in front of S; the card given or
           * the cards buried leave the hand, a declaration moves the game
           * on. */
          if (gt_lesson_step_after (self->lesson, st, answer, &after))
            set_shown (self, &after);
        }
      /* A revealed answer was shown to the class, not found by the
       * learner: the step is over, but not done. */
      self->revealed = self->revealing;
      set_feedback (self, GT_LESSON_FEEDBACK_RIGHT, answer->message, answer->rule);
      judged_fault (self, st, answer);
      if (!self->revealed)
        mark_step_done (self);
      break;

    case GT_ANSWER_WRONG:
      set_feedback (self, GT_LESSON_FEEDBACK_WRONG, answer->message, answer->rule);
      judged_fault (self, st, answer);
      /* A play step's wrong play: the seat whose play beats it, for the
       * table to mark (a revealed answer is never wrong). */
      if (st->kind == GT_STEP_PLAY)
        self->beaten_by = answer->beaten_by;
      self->tried = TRUE;
      add_lapse (self);
      break;

    case GT_ANSWER_UNCHECKED:
      set_feedback (self, GT_LESSON_FEEDBACK_INFO, answer->message, NULL);
      break;

    case GT_ANSWER_ILLEGAL:
    default:
      /* The table does not change; the cards at fault are the view's to
       * mark. */
      self->feedback = GT_LESSON_FEEDBACK_ILLEGAL;
      g_free (self->feedback_message);
      self->feedback_message = g_strdup (answer->message);
      g_free (self->feedback_rule);
      self->feedback_rule = g_strdup (answer->rule);
      gt_card_list_init (&self->fault);
      self->beaten_by = GT_SEAT_NONE;
      if (st->has_position && answer->fault.n > 0 &&
          (st->kind == GT_STEP_PLAY || st->kind == GT_STEP_ACT || st->kind == GT_STEP_SPLIT))
        self->fault = answer->fault;
      self->tried = TRUE;
      add_lapse (self);
      g_signal_emit (self, signals[SIGNAL_FEEDBACK_CHANGED], 0);
      break;
    }
  self->revealing = FALSE;
  notify_since (self, was);
  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0, (int) answer->kind);
  changed (self);
}

/* ---- Proofs of `win` steps ---------------------------------------------- */

typedef struct {
  GtGame position;
  GtGoal goal;
  guint step;
  guint32 variants;
  GArray *winning;           /* NULL: the solver stopped (its budget) */
} ProofJob;

static void
proof_job_free (gpointer data)
{
  ProofJob *job = data;

  g_clear_pointer (&job->winning, g_array_unref);
  g_free (job);
}

/* In the runner's worker: the job holds copies, never the lesson. */
static void
proof_thread (GtSolver *solver,
              gpointer  data)
{
  ProofJob *job = data;

  gt_lesson_prove_position (solver, &job->position, &job->goal, &job->winning);
}

static void proof_done (gpointer owner,
                        gpointer data);

/* Starts proving the step on show, unless that proof is made or under way. */
static void
prove_step (GtLessonModel *self)
{
  const GtLessonStep *st = current_step (self);
  ProofJob *job;

  if (!gt_lesson_step_needs_proof (st))
    {
      self->proof_state = GT_LESSON_PROOF_NONE;
      g_clear_pointer (&self->winning, g_array_unref);
      gt_solver_runner_cancel (self->runner);
      return;
    }
  if (self->proof_state != GT_LESSON_PROOF_NONE && self->proof_step == self->step &&
      self->proof_variants == st->position.variants)
    return;

  g_clear_pointer (&self->winning, g_array_unref);
  self->proof_state = GT_LESSON_PROOF_RUNNING;
  self->proof_step = self->step;
  self->proof_variants = st->position.variants;
  job = g_new0 (ProofJob, 1);
  job->position = st->position;
  job->goal = st->goal;
  job->step = self->step;
  job->variants = st->position.variants;
  gt_solver_runner_run (self->runner, proof_thread, proof_done, self, job, proof_job_free);
}

/* The step's position is beyond the solver's budget: say so instead of
 * judging, and let the learner go on. */
static void
show_unprovable (GtLessonModel *self)
{
  GtAnswer answer;

  gt_lesson_step_answer_proved (self->lesson, current_step (self), NULL, NULL, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static void
answer_waiting_play (GtLessonModel *self)
{
  const GtLessonStep *st = current_step (self);
  GtAnswer answer;

  if (!self->play_waiting || st == NULL)
    return;
  self->play_waiting = FALSE;
  gt_lesson_step_answer_proved (self->lesson, st, self->waiting.n > 0 ? &self->waiting : NULL,
                                self->winning, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static void
proof_done (gpointer owner,
            gpointer data)
{
  GtLessonModel *self = owner;
  ProofJob *job = data;
  GtLessonStep *st = current_step (self);
  guint64 bit = G_GUINT64_CONSTANT (1) << MIN (job->step, 63u);

  /* A proof of another step, or of other rules, is of no use now. */
  if (st == NULL || job->step != self->step || job->variants != st->position.variants)
    return;

  if (self->on_trial & bit)
    {
      GtAnswer model;
      gboolean keep = FALSE;

      /* The learner's variants stay only if the step's own answer (or,
       * without one, some play) still wins under them; else the step
       * goes back to the rules its words were written for. */
      self->on_trial &= ~bit;
      if (job->winning != NULL)
        {
          gt_lesson_step_answer_proved (self->lesson, st, st->answer.n > 0 ? &st->answer : NULL,
                                        job->winning, &model);
          keep = model.kind == GT_ANSWER_RIGHT;
          gt_answer_clear (&model);
        }
      if (!keep)
        {
          st->position.variants = self->base_variants[job->step];
          set_shown (self, &st->position);
          prove_step (self);
          return;
        }
    }

  if (job->winning == NULL)
    {
      self->proof_state = GT_LESSON_PROOF_TOO_BIG;
      self->play_waiting = FALSE;
      show_unprovable (self);
    }
  else
    {
      self->proof_state = GT_LESSON_PROOF_DONE;
      self->winning = g_steal_pointer (&job->winning);
      answer_waiting_play (self);
    }
  changed (self);
}

/* ---- Rule variants ------------------------------------------------------- */

/* A step that names variants (its position's variants=, or the lesson's
 * Variants=, which the loader adds to every position) keeps them: its
 * answers were written for them.  Any other step with a position is played
 * under the learner's variants, so that the engine judges tributes,
 * returns and who leads by the rules the learner plays at home, unless
 * that would make the step's own model answer wrong: its words were
 * written for the standard rules, and a step nobody can pass teaches
 * nothing (docs/decisions.md, "Rule variants in the app"). */
static void
remember_variants (GtLessonModel *self)
{
  self->settled = 0;
  self->on_trial = 0;
  self->proof_state = GT_LESSON_PROOF_NONE;
  for (guint i = 0; self->lesson != NULL && i < MIN (self->lesson->n_steps, (guint) GT_LESSON_MAX_STEPS); i++)
    self->base_variants[i] = self->lesson->steps[i].position.variants;
}

/* Decides the variants of step i, once.  A `win` step needs the solver to
 * decide: it is put on trial, and its proof (prove_step) settles it. */
static void
settle_variants (GtLessonModel *self,
                 guint          i)
{
  GtLessonStep *st;
  guint32 base;
  GtAnswer answer;

  if (self->lesson == NULL || i >= MIN (self->lesson->n_steps, (guint) GT_LESSON_MAX_STEPS) ||
      (self->settled & (G_GUINT64_CONSTANT (1) << i)) != 0)
    return;
  self->settled |= G_GUINT64_CONSTANT (1) << i;
  st = &self->lesson->steps[i];
  base = self->base_variants[i];
  st->position.variants = base;
  if (!st->has_position || st->broken || base != 0 || self->variants == 0)
    return;

  st->position.variants = self->variants;
  if (!st->has_answer)
    return;
  if (st->kind == GT_STEP_PLAY && st->expect == GT_EXPECT_WIN)
    {
      self->on_trial |= G_GUINT64_CONSTANT (1) << i;
      return;
    }
  if (st->kind == GT_STEP_PLAY)
    gt_lesson_step_answer_play (self->lesson, st, st->answer.n > 0 ? &st->answer : NULL, NULL, &answer);
  else if (st->kind == GT_STEP_ACT)
    gt_lesson_step_answer_act (self->lesson, st, &st->answer, st->answer_choice, &answer);
  else
    return;                  /* a verdict or an option: no variant changes it */
  if (answer.kind != GT_ANSWER_RIGHT)
    st->position.variants = base;
  gt_answer_clear (&answer);
}

/* ---- The learner's answers ------------------------------------------------ */

static GtLessonPlay
submit_play (GtLessonModel    *self,
             const GtCardList *cards)
{
  const GtLessonStep *st = current_step (self);
  GtAnswer answer;

  if (st == NULL)
    return GT_LESSON_PLAY_IGNORED;
  if (gt_lesson_step_needs_proof (st))
    {
      /* Never the solver on the main thread: the proof is ready, under
       * way (the play waits for it), or out of reach. */
      if (self->proof_state == GT_LESSON_PROOF_RUNNING)
        {
          self->play_waiting = TRUE;
          if (cards != NULL)
            self->waiting = *cards;
          else
            gt_card_list_init (&self->waiting);
          changed (self);
          return GT_LESSON_PLAY_WAITING;
        }
      gt_lesson_step_answer_proved (self->lesson, st, cards,
                                    self->proof_state == GT_LESSON_PROOF_DONE ? self->winning : NULL, &answer);
    }
  else
    gt_lesson_step_answer_play (self->lesson, st, cards, NULL, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
  return GT_LESSON_PLAY_ANSWERED;
}

/* Whether the selection has undeclared wild cards and reads as more than
 * one legal play: then the learner is asked which (the readings are kept
 * with the cards). */
static gboolean
needs_reading (GtLessonModel      *self,
               const GtLessonStep *st,
               const GtCardList   *cards)
{
  const GtCombo *table = st->position.table.type != GT_COMBO_NONE ? &st->position.table : NULL;
  GtRuleCtx ctx;
  GtCardList hand;

  gt_game_rule_ctx (&st->position, &ctx);
  gt_game_hand_list (&st->position, GT_SEAT_S, &hand);
  self->n_readings = gt_reading_choices_find (self->lesson->rs, &ctx, cards, table, &hand, self->readings);
  if (self->n_readings < 2)
    return FALSE;
  self->pending = *cards;
  return TRUE;
}

/* ---- Split steps ------------------------------------------------------------ */

/* The cards of play leave (back: return to) S's hand on the table. */
static void
split_move_cards (GtLessonModel    *self,
                  const GtCardList *play,
                  gboolean          back)
{
  GtGame after = self->shown;

  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i];

      if (back)
        {
          after.hand[GT_SEAT_S][c]++;
          after.count[GT_SEAT_S]++;
        }
      else if (after.hand[GT_SEAT_S][c] > 0)
        {
          after.hand[GT_SEAT_S][c]--;
          after.count[GT_SEAT_S]--;
        }
    }
  set_shown (self, &after);
}

/* One play set aside; when it was the hand's last, the split is judged. */
static GtLessonPlay
split_set_aside (GtLessonModel      *self,
                 const GtLessonStep *st,
                 const GtCardList   *selection)
{
  GtAnswer answer;
  GtMove move;
  GtCardList play;

  if (selection->n == 0)
    {
      set_feedback (self, GT_LESSON_FEEDBACK_INFO, _("Select the cards of one play, then press Set Aside."), NULL);
      changed (self);
      return GT_LESSON_PLAY_INFO;
    }
  if (!gt_lesson_split_group (self->lesson, &self->shown, selection, &move, &answer))
    {
      show_answer (self, &answer);
      gt_answer_clear (&answer);
      return GT_LESSON_PLAY_ANSWERED;
    }
  gt_answer_clear (&answer);
  /* The cards as selected (wild cards as themselves): the split is judged
   * again as a whole, and reads each play the same way. */
  play = *selection;
  for (guint i = 0; i < play.n; i++)
    play.as[i] = GT_CARD_NONE;
  g_array_append_val (self->split, play);
  hide_feedback (self);
  split_move_cards (self, &play, FALSE);
  g_signal_emit (self, signals[SIGNAL_SPLIT_CHANGED], 0);

  if (self->shown.count[GT_SEAT_S] == 0)
    {
      gt_lesson_step_answer_split (self->lesson, st, (const GtCardList *) self->split->data,
                                   self->split->len, &answer);
      show_answer (self, &answer);
      gt_answer_clear (&answer);
    }
  else
    changed (self);
  return GT_LESSON_PLAY_ANSWERED;
}

guint
gt_lesson_model_get_n_split_plays (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);
  return self->split->len;
}

const GtCardList *
gt_lesson_model_get_split_play (GtLessonModel *self,
                                guint          i)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);
  g_return_val_if_fail (i < self->split->len, NULL);
  return &g_array_index (self->split, GtCardList, i);
}

gboolean
gt_lesson_model_split_take_back (GtLessonModel *self,
                                 guint          i)
{
  const GtLessonStep *st;
  GtCardList play;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (st == NULL || st->kind != GT_STEP_SPLIT || self->answered || i >= self->split->len)
    return FALSE;
  play = g_array_index (self->split, GtCardList, i);
  g_array_remove_index (self->split, i);
  /* A verdict on the whole split no longer stands. */
  hide_feedback (self);
  split_move_cards (self, &play, TRUE);
  g_signal_emit (self, signals[SIGNAL_SPLIT_CHANGED], 0);
  changed (self);
  return TRUE;
}

GtLessonPlay
gt_lesson_model_play (GtLessonModel    *self,
                      const GtCardList *selection)
{
  const GtLessonStep *st;
  GtCardList none;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), GT_LESSON_PLAY_IGNORED);

  st = current_step (self);
  if (st == NULL || st->broken || self->answered)
    return GT_LESSON_PLAY_IGNORED;
  if (selection == NULL)
    {
      gt_card_list_init (&none);
      selection = &none;
    }

  if (gt_lesson_step_is_card_act (st))
    {
      GtAnswer answer;

      /* The game's action on the cards selected: as many as it takes
       * (one for a tribute, six for Da Bai Fen's kitty). */
      if (selection->n != st->act->n_cards)
        {
          set_feedback (self, GT_LESSON_FEEDBACK_INFO, _(st->act->prompt), NULL);
          changed (self);
          return GT_LESSON_PLAY_INFO;
        }
      self->pending = *selection;
      gt_lesson_step_answer_act (self->lesson, st, selection, NULL, &answer);
      show_answer (self, &answer);
      gt_answer_clear (&answer);
      return GT_LESSON_PLAY_ANSWERED;
    }

  if (st->kind == GT_STEP_SPLIT)
    return split_set_aside (self, st, selection);
  if (st->kind != GT_STEP_PLAY)
    return GT_LESSON_PLAY_IGNORED;
  if (selection->n == 0)
    {
      set_feedback (self, GT_LESSON_FEEDBACK_INFO, _("Select the cards to play first, or pass."), NULL);
      changed (self);
      return GT_LESSON_PLAY_INFO;
    }
  if (needs_reading (self, st, selection))
    return GT_LESSON_PLAY_READINGS;
  return submit_play (self, selection);
}

GPtrArray *
gt_lesson_model_list_readings (GtLessonModel *self)
{
  const GtLessonStep *st;
  GtRuleCtx ctx;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);

  st = current_step (self);
  if (st == NULL || self->pending.n == 0)
    return gt_reading_choices_new (NULL, NULL, NULL, 0, NULL);
  gt_game_rule_ctx (&st->position, &ctx);
  return gt_reading_choices_new (self->lesson->rs, &ctx, self->readings, self->n_readings, &self->pending);
}

GtLessonPlay
gt_lesson_model_play_reading (GtLessonModel *self,
                              guint          i)
{
  const GtLessonStep *st;
  GtRuleCtx ctx;
  GtCardList applied;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), GT_LESSON_PLAY_IGNORED);

  st = current_step (self);
  if (st == NULL || i >= self->n_readings || self->pending.n == 0)
    return GT_LESSON_PLAY_IGNORED;
  gt_game_rule_ctx (&st->position, &ctx);
  /* The reading written out as declarations ("H2=S5 …"): the engine then
   * reads the play the way the learner chose. */
  gt_reading_apply (self->lesson->rs, &ctx, &self->readings[i], &self->pending, &applied);
  return submit_play (self, &applied);
}

GtLessonPlay
gt_lesson_model_pass (GtLessonModel *self)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), GT_LESSON_PLAY_IGNORED);

  st = current_step (self);
  if (st == NULL || st->kind != GT_STEP_PLAY || st->broken || self->answered)
    return GT_LESSON_PLAY_IGNORED;
  return submit_play (self, NULL);
}

gboolean
gt_lesson_model_judge (GtLessonModel *self,
                       gboolean       legal)
{
  const GtLessonStep *st;
  GtAnswer answer;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (st == NULL || st->kind != GT_STEP_JUDGE || st->broken || self->answered)
    return FALSE;
  gt_lesson_step_answer_judge (self->lesson, st, legal, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
  return TRUE;
}

gboolean
gt_lesson_model_choose (GtLessonModel *self,
                        guint          option)
{
  const GtLessonStep *st;
  GtAnswer answer;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (st == NULL || st->kind != GT_STEP_CHOOSE || st->broken || self->answered)
    return FALSE;
  gt_lesson_step_answer_choose (self->lesson, st, option, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
  return TRUE;
}

gboolean
gt_lesson_model_declare (GtLessonModel    *self,
                         guint             i,
                         const GtCardList *selection)
{
  const GtLessonStep *st;
  const GtStepChoice *choice;
  GtAnswer answer;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (!gt_lesson_step_is_declaration (st) || st->broken || self->answered)
    return FALSE;
  for (choice = st->act->choices; choice != NULL && choice->id != NULL && i > 0; choice++, i--)
    ;
  if (choice == NULL || choice->id == NULL)
    return FALSE;
  gt_lesson_step_answer_act (self->lesson, st, selection, choice, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
  return TRUE;
}

gboolean
gt_lesson_model_hint (GtLessonModel *self)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (st == NULL || self->answered)
    return FALSE;
  if (self->n_hints < gt_lesson_step_count_hints (st))
    {
      /* Hints are numbered without gaps in the file, so the n-th shown is
       * hints[n]; a gap would only skip a NULL. */
      for (guint i = self->n_hints; i < GT_LESSON_MAX_HINTS; i++)
        if (st->hints[i] != NULL)
          {
            self->hints[self->n_hints] = st->hints[i];
            break;
          }
      self->n_hints++;
    }
  else if (gt_lesson_step_can_show_answer (st) && !self->answer_shown)
    /* The last grade: the model answer. */
    self->answer_shown = TRUE;
  else
    return FALSE;
  add_lapse (self);
  g_signal_emit (self, signals[SIGNAL_HINTS_CHANGED], 0);
  changed (self);
  return TRUE;
}

guint
gt_lesson_model_get_pass_stars (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);
  return self->done_shown ? self->pass_stars : 0;
}

gboolean
gt_lesson_model_dismiss (GtLessonModel *self,
                         gboolean       info_only)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (st == NULL || self->answered)
    return FALSE;
  if (info_only ? (self->feedback != GT_LESSON_FEEDBACK_INFO || st->broken)
                : (self->feedback != GT_LESSON_FEEDBACK_ILLEGAL && self->feedback != GT_LESSON_FEEDBACK_INFO))
    return FALSE;
  hide_feedback (self);
  return TRUE;
}

/* ---- The way through -------------------------------------------------------- */

gboolean
gt_lesson_model_next (GtLessonModel *self)
{
  const GtLessonStep *st;
  Before was;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (st == NULL)
    return FALSE;
  was = before (self);
  /* Reading is the whole of a read step; a broken step cannot be done any
   * other way, and must not keep the lesson from being finished. */
  if (st->kind == GT_STEP_READ || st->broken)
    mark_step_done (self);
  if (self->reviewing)
    {
      /* On to the next step of the review, or its end. */
      for (guint i = self->step + 1; i < self->lesson->n_steps && i < 64; i++)
        if (self->review & G_GUINT64_CONSTANT (1) << i)
          {
            self->step = i;
            show_step (self, FALSE, was);
            return TRUE;
          }
      show_done (self, was);
      return TRUE;
    }
  if (self->step + 1 < self->lesson->n_steps)
    {
      self->step++;
      show_step (self, FALSE, was);
    }
  else
    show_done (self, was);
  return TRUE;
}

gboolean
gt_lesson_model_back (GtLessonModel *self)
{
  Before was;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  if (self->lesson == NULL)
    return FALSE;
  was = before (self);
  if (self->done_shown)
    show_step (self, FALSE, was);
  else if (self->step > 0)
    {
      self->step--;
      show_step (self, FALSE, was);
    }
  else
    return FALSE;
  return TRUE;
}

gboolean
gt_lesson_model_retry (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  if (current_step (self) == NULL)
    return FALSE;
  show_step (self, TRUE, before (self));
  return TRUE;
}

gboolean
gt_lesson_model_go_to_step (GtLessonModel *self,
                            guint          step)
{
  Before was;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  if (self->lesson == NULL || step < 1 || step > self->lesson->n_steps)
    return FALSE;
  was = before (self);
  self->step = step - 1;
  show_step (self, FALSE, was);
  return TRUE;
}

guint
gt_lesson_model_get_n_mistakes (GtLessonModel *self)
{
  guint64 mask;
  guint n = 0;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);

  if (self->lesson == NULL)
    return 0;
  /* Only steps the lesson has (a file may have lost some since). */
  mask = self->mistakes;
  if (self->lesson->n_steps < 64)
    mask &= (G_GUINT64_CONSTANT (1) << self->lesson->n_steps) - 1;
  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

gboolean
gt_lesson_model_start_review (GtLessonModel *self)
{
  Before was;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  if (gt_lesson_model_get_n_mistakes (self) == 0)
    return FALSE;
  was = before (self);
  self->review = self->mistakes;
  self->reviewing = TRUE;
  self->review_done = FALSE;
  for (guint i = 0; i < self->lesson->n_steps && i < 64; i++)
    if (self->review & G_GUINT64_CONSTANT (1) << i)
      {
        self->step = i;
        break;
      }
  /* Afresh: the hints of the first visit are not given again. */
  show_step (self, FALSE, was);
  return TRUE;
}

gboolean
gt_lesson_model_get_reviewing (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->reviewing;
}

gboolean
gt_lesson_model_get_review_done (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->done_shown && self->review_done;
}

guint
gt_lesson_model_get_review_position (GtLessonModel *self,
                                     guint         *n_steps)
{
  guint pos = 0, n = 0;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);

  for (guint i = 0; self->reviewing && self->lesson != NULL && i < self->lesson->n_steps && i < 64; i++)
    if (self->review & G_GUINT64_CONSTANT (1) << i)
      {
        n++;
        if (i <= self->step)
          pos = n;
      }
  if (n_steps != NULL)
    *n_steps = n;
  return pos;
}

gboolean
gt_lesson_model_reset_progress (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  if (self->lesson == NULL || self->progress == NULL)
    return FALSE;
  gt_progress_reset_lesson (self->progress, self->lesson->id);
  save_progress (self);
  self->mistakes = 0;
  self->reviewing = FALSE;
  return gt_lesson_model_go_to_step (self, 1);
}

/* ---- GObject -------------------------------------------------------------- */

static void
runner_notify_busy_cb (GtLessonModel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
runner_notify_thinking_cb (GtLessonModel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
gt_lesson_model_dispose (GObject *object)
{
  GtLessonModel *self = GT_LESSON_MODEL (object);

  /* A proof in flight ends on its own, and its answer finds no model. */
  if (self->runner != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      gt_solver_runner_cancel (self->runner);
    }
  g_clear_object (&self->runner);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (gt_lesson_model_parent_class)->dispose (object);
}

static void
gt_lesson_model_finalize (GObject *object)
{
  GtLessonModel *self = GT_LESSON_MODEL (object);

  g_clear_pointer (&self->lesson, gt_lesson_free);
  g_clear_pointer (&self->winning, g_array_unref);
  g_clear_pointer (&self->split, g_array_unref);
  g_free (self->feedback_message);
  g_free (self->feedback_rule);

  G_OBJECT_CLASS (gt_lesson_model_parent_class)->finalize (object);
}

static void
gt_lesson_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtLessonModel *self = GT_LESSON_MODEL (object);

  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, gt_lesson_model_get_step_number (self));
      break;
    case PROP_AT_END:
      g_value_set_boolean (value, self->done_shown);
      break;
    case PROP_ANSWERED:
      g_value_set_boolean (value, self->answered);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, gt_lesson_model_get_busy (self));
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, gt_lesson_model_get_thinking (self));
      break;
    case PROP_VARIANTS:
      g_value_set_uint (value, self->variants);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_lesson_model_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtLessonModel *self = GT_LESSON_MODEL (object);

  switch (prop_id)
    {
    case PROP_VARIANTS:
      gt_lesson_model_set_variants (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_lesson_model_class_init (GtLessonModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gt_lesson_model_dispose;
  object_class->finalize = gt_lesson_model_finalize;
  object_class->get_property = gt_lesson_model_get_property;
  object_class->set_property = gt_lesson_model_set_property;

  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, GT_LESSON_MAX_STEPS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AT_END] =
    g_param_spec_boolean ("at-end", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANSWERED] =
    g_param_spec_boolean ("answered", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANTS] =
    g_param_spec_uint ("variants", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_STEP_CHANGED] =
    g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_END_REACHED] =
    g_signal_new ("end-reached", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FEEDBACK_CHANGED] =
    g_signal_new ("feedback-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The answer's kind as an int: GtAnswerKind is not a registered type. */
  signals[SIGNAL_ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_HINTS_CHANGED] =
    g_signal_new ("hints-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_PROGRESS_ERROR] =
    g_signal_new ("progress-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SPLIT_CHANGED] =
    g_signal_new ("split-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gt_lesson_model_init (GtLessonModel *self)
{
  gt_card_list_init (&self->pending);
  gt_card_list_init (&self->waiting);
  gt_card_list_init (&self->fault);
  self->beaten_by = GT_SEAT_NONE;
  self->split = g_array_new (FALSE, TRUE, sizeof (GtCardList));
  /* Nothing shown yet: an empty game of the registry's first; a lesson
   * sets its own. */
  gt_game_init (&self->shown, gt_ruleset_lookup (NULL), 0);

  /* The content budget, as `validate` proves the course with, so that a
   * step that validates is checked in the app too. */
  self->runner = gt_solver_runner_new (GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);
  g_signal_connect_swapped (self->runner, "notify::busy", G_CALLBACK (runner_notify_busy_cb), self);
  g_signal_connect_swapped (self->runner, "notify::thinking", G_CALLBACK (runner_notify_thinking_cb), self);
}

/* ---- API -------------------------------------------------------------------- */

GtLessonModel *
gt_lesson_model_new (void)
{
  return g_object_new (GT_TYPE_LESSON_MODEL, NULL);
}

void
gt_lesson_model_set_progress (GtLessonModel *self,
                              GtProgress    *progress)
{
  g_return_if_fail (GT_IS_LESSON_MODEL (self));

  if (g_set_object (&self->progress, progress))
    changed (self);
}

GtProgress *
gt_lesson_model_get_progress (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);
  return self->progress;
}

/* Holds lesson, a reference the caller gives.  The same lesson again (the
 * library's shared copy, shown once more) comes with a reference of its
 * own: the one already held is dropped, or the lesson would never be
 * freed.  A lesson nobody shares (no extra reference) is the same
 * ownership handed back, and is kept. */
static void
take_lesson (GtLessonModel *self,
             GtLesson      *lesson)
{
  if (self->lesson != lesson)
    g_clear_pointer (&self->lesson, gt_lesson_free);
  else if (lesson != NULL && g_atomic_int_get (&lesson->extra_refs) > 0)
    gt_lesson_free (lesson);
  self->lesson = lesson;
}

void
gt_lesson_model_set_lesson (GtLessonModel *self,
                            GtLesson      *lesson)
{
  Before was;
  guint resume = 0;

  g_return_if_fail (GT_IS_LESSON_MODEL (self));

  was = before (self);
  take_lesson (self, lesson);
  remember_variants (self);
  self->step = 0;
  self->done_shown = FALSE;
  self->reviewing = FALSE;
  self->review_done = FALSE;
  /* Mistakes of another sitting, from the progress; without one, only
   * this sitting's. */
  self->mistakes = self->progress != NULL && lesson != NULL && lesson->n_steps > 0
    ? gt_progress_get_lesson_mistakes (self->progress, lesson->id) : 0;
  hide_feedback (self);

  if (lesson == NULL || lesson->n_steps == 0)
    {
      g_clear_pointer (&self->lesson, gt_lesson_free);
      /* Nothing to prove any more. */
      gt_solver_runner_cancel (self->runner);
      g_clear_pointer (&self->winning, g_array_unref);
      self->play_waiting = FALSE;
      self->answered = FALSE;
      clear_hints (self);
      notify_since (self, was);
      changed (self);
      return;
    }

  if (self->progress != NULL)
    resume = gt_progress_get_current_step (self->progress, lesson->id);
  if (resume >= 1 && resume <= lesson->n_steps)
    self->step = resume - 1;
  show_step (self, FALSE, was);
}

void
gt_lesson_model_replace_lesson (GtLessonModel *self,
                                GtLesson      *lesson)
{
  guint step;
  gboolean done;
  Before was;

  g_return_if_fail (GT_IS_LESSON_MODEL (self));
  g_return_if_fail (lesson != NULL);

  if (lesson->n_steps == 0)
    {
      gt_lesson_model_set_lesson (self, lesson);
      return;
    }
  was = before (self);
  step = self->step;
  done = self->done_shown;
  take_lesson (self, lesson);
  remember_variants (self);
  self->step = MIN (step, lesson->n_steps - 1);
  if (done)
    show_done (self, was);
  else
    show_step (self, FALSE, was);
}

const GtLesson *
gt_lesson_model_get_lesson (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);
  return self->lesson;
}

const GtLessonStep *
gt_lesson_model_get_step (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);
  return current_step (self);
}

guint
gt_lesson_model_get_step_number (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);
  return current_step (self) != NULL ? self->step + 1 : 0;
}

gboolean
gt_lesson_model_get_at_end (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->lesson != NULL && self->done_shown;
}

gboolean
gt_lesson_model_get_answered (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->answered;
}

gboolean
gt_lesson_model_get_busy (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->runner != NULL && gt_solver_runner_get_busy (self->runner);
}

gboolean
gt_lesson_model_get_thinking (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->runner != NULL && gt_solver_runner_get_thinking (self->runner);
}

GtLessonProof
gt_lesson_model_get_proof (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), GT_LESSON_PROOF_NONE);
  return self->proof_state;
}

gboolean
gt_lesson_model_get_waiting (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->play_waiting;
}

const GtGame *
gt_lesson_model_get_position (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);
  return &self->shown;
}

GtLessonFeedback
gt_lesson_model_get_feedback (GtLessonModel *self,
                              const char   **message,
                              const char   **rule)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), GT_LESSON_FEEDBACK_NONE);

  if (message != NULL)
    *message = self->feedback_message;
  if (rule != NULL)
    *rule = self->feedback_rule;
  return self->feedback;
}

guint
gt_lesson_model_get_beaten_by (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), GT_SEAT_NONE);
  return self->feedback == GT_LESSON_FEEDBACK_WRONG ? self->beaten_by : GT_SEAT_NONE;
}

void
gt_lesson_model_get_fault (GtLessonModel *self,
                           GtCardList    *fault)
{
  g_return_if_fail (GT_IS_LESSON_MODEL (self));
  *fault = self->fault;
}

const GtCardList *
gt_lesson_model_get_hint_marks (GtLessonModel *self)
{
  const GtLessonStep *st;
  gboolean with_cards;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);

  st = current_step (self);
  if (st == NULL || !st->has_position || self->answered)
    return NULL;
  if (self->answer_shown)
    return &st->answer;
  /* On a step answered with cards the highlight would give the answer
   * away: it waits for a try or a hint.  Elsewhere it illustrates the
   * step's text at once. */
  with_cards = st->kind == GT_STEP_PLAY || st->kind == GT_STEP_ACT;
  if (with_cards && !self->tried && self->n_hints == 0)
    return NULL;
  return &st->highlight;
}

guint
gt_lesson_model_get_n_hints (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);
  return self->n_hints;
}

const char *
gt_lesson_model_get_hint (GtLessonModel *self,
                          guint          i)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);
  return i < self->n_hints && i < GT_LESSON_MAX_HINTS ? self->hints[i] : NULL;
}

gboolean
gt_lesson_model_get_answer_shown (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->answer_shown;
}

char *
gt_lesson_model_dup_answer_text (GtLessonModel *self)
{
  const GtLessonStep *st;
  g_autofree char *notation = NULL;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);

  st = current_step (self);
  if (st == NULL || !self->answer_shown)
    return NULL;
  notation = gt_card_list_to_string (&st->answer);
  if (st->kind == GT_STEP_PLAY)
    return g_strdup_printf (_("This play does it: {%s}. The cards are marked in your hand."), notation);
  if (gt_lesson_step_is_declaration (st))
    {
      g_autofree char *words = gt_step_choice_words (st->answer_choice);

      if (st->answer.n > 0)
        /* Translators: the model answer of a declaration step: the
         * button's words ("Show It"), then a card ({…}) */
        return g_strdup_printf (_("Answer “%s”, with {%s}."), words, notation);
      /* Translators: the model answer of a declaration step: the
       * button's words ("Bid 2") */
      return g_strdup_printf (_("Answer “%s”."), words);
    }
  if (st->answer.n > 1)
    return g_strdup_printf (_("These cards will do: {%s}. They are marked in your hand."), notation);
  return g_strdup_printf (_("This card will do: {%s}. It is marked in your hand."), notation);
}

const char *
gt_lesson_model_get_notes (GtLessonModel *self)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);

  st = current_step (self);
  return st != NULL && st->notes != NULL && st->notes[0] != '\0' ? st->notes : NULL;
}

char *
gt_lesson_model_dup_solution_text (GtLessonModel *self)
{
  const GtLessonStep *st;
  g_autofree char *notation = NULL;
  GtAnswer answer;
  char *text;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), NULL);

  st = current_step (self);
  if (st == NULL || st->broken)
    return NULL;
  switch (st->kind)
    {
    case GT_STEP_JUDGE:
      /* The engine's reason comes with the verdict: asking costs nothing
       * and changes nothing. */
      gt_lesson_step_answer_judge (self->lesson, st, st->answer_legal, &answer);
      /* The verdict, then what a right answer is told. */
      text = g_strdup_printf ("%s\n%s", st->answer_legal ? _("Legal.") : _("Illegal."),
                              answer.message != NULL ? answer.message : "");
      gt_answer_clear (&answer);
      return g_strstrip (text);

    case GT_STEP_CHOOSE:
      if (st->answer_option < 1 || st->answer_option > st->n_options)
        return NULL;
      /* Translators: the right option of a choose step, for the teacher:
       * "Option 2: {H9}", then the step's success text. */
      text = g_strdup_printf (_("Option %u: %s"), st->answer_option, st->options[st->answer_option - 1]);
      if (st->success != NULL)
        {
          char *more = g_strconcat (text, "\n", st->success, NULL);

          g_free (text);
          text = more;
        }
      return text;

    case GT_STEP_PLAY:
    case GT_STEP_ACT:
      if (!st->has_answer)
        return NULL;
      if (st->kind == GT_STEP_PLAY && st->answer.n == 0)
        text = g_strdup (_("Pass."));
      else if (gt_lesson_step_is_declaration (st))
        {
          g_autofree char *words = gt_step_choice_words (st->answer_choice);

          notation = gt_card_list_to_string (&st->answer);
          text = st->answer.n > 0 ? g_strdup_printf (_("Answer “%s”, with {%s}."), words, notation)
                                  : g_strdup_printf (_("Answer “%s”."), words);
        }
      else
        {
          notation = gt_card_list_to_string (&st->answer);
          /* Translators: the model answer, for the teacher; {…} are cards. */
          text = g_strdup_printf (st->kind == GT_STEP_PLAY ? _("Play {%s}.") : _("Give {%s}."), notation);
        }
      if (st->success != NULL)
        {
          char *more = g_strconcat (text, "\n", st->success, NULL);

          g_free (text);
          text = more;
        }
      return text;

    case GT_STEP_SPLIT:
      {
        /* The engine's own split, as the step's verdict would show it. */
        GtMove plays[GT_LIST_MAX];
        GtRuleCtx ctx;
        GString *out;
        guint n;

        if (!st->has_position)
          return NULL;
        n = gt_min_plays_best_split (&st->position, GT_SEAT_S, plays, G_N_ELEMENTS (plays));
        gt_game_rule_ctx (&st->position, &ctx);
        /* Translators: a split step's answer, for the teacher: the fewest
         * plays, then each play's cards ({…}). */
        out = g_string_new (NULL);
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u play:", "%u plays:", n), n);
        for (guint i = 0; i < MIN (n, G_N_ELEMENTS (plays)); i++)
          {
            GtCardList list;
            g_autofree char *cards = NULL;

            gt_move_to_card_list (&ctx, &plays[i], &list);
            cards = gt_card_list_to_string (&list);
            g_string_append_printf (out, "%s{%s}", i ? " · " : " ", cards);
          }
        return g_string_free (out, FALSE);
      }

    case GT_STEP_READ:
    default:
      return NULL;
    }
}

gboolean
gt_lesson_model_reveal (GtLessonModel *self)
{
  const GtLessonStep *st;
  gboolean done = FALSE;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  if (!gt_lesson_model_can_answer (self))
    return FALSE;
  /* The step's own answer, given as the learner would give it: the
   * engine checks it and says why, as for any answer. */
  self->revealing = TRUE;
  switch (st->kind)
    {
    case GT_STEP_JUDGE:
      done = gt_lesson_model_judge (self, st->answer_legal);
      break;
    case GT_STEP_CHOOSE:
      done = st->answer_option >= 1 && gt_lesson_model_choose (self, st->answer_option);
      break;
    case GT_STEP_ACT:
      if (st->has_answer && gt_lesson_step_is_declaration (st))
        {
          guint i = 0;

          for (const GtStepChoice *c = st->act->choices; c != st->answer_choice; c++)
            i++;
          done = gt_lesson_model_declare (self, i, &st->answer);
          break;
        }
      G_GNUC_FALLTHROUGH;
    case GT_STEP_PLAY:
      if (st->has_answer)
        {
          GtCardList answer = st->answer;
          GtLessonPlay how = st->kind == GT_STEP_PLAY && answer.n == 0
                             ? gt_lesson_model_pass (self)
                             : gt_lesson_model_play (self, &answer);

          done = how == GT_LESSON_PLAY_ANSWERED || how == GT_LESSON_PLAY_WAITING;
        }
      break;
    case GT_STEP_SPLIT:   /* sorted by the room; the notes and R's text show the engine's */
    case GT_STEP_READ:
    default:
      break;
    }
  if (!done)
    {
      self->revealing = FALSE;
      /* No answer of its own (any play that beats, say): the next hint,
       * as far as there are any. */
      return gt_lesson_model_hint (self);
    }
  return TRUE;
}

gboolean
gt_lesson_model_get_revealed (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->revealed;
}

gboolean
gt_lesson_model_can_answer (GtLessonModel *self)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  return st != NULL && !st->broken && !self->answered && !self->play_waiting &&
         self->proof_state != GT_LESSON_PROOF_TOO_BIG;
}

gboolean
gt_lesson_model_can_pass (GtLessonModel *self)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  return gt_lesson_model_can_answer (self) && st->kind == GT_STEP_PLAY &&
         self->lesson->rs->game->table == GT_TABLE_CLIMB && self->shown.table.type != GT_COMBO_NONE;
}

gboolean
gt_lesson_model_can_hint (GtLessonModel *self)
{
  const GtLessonStep *st;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);

  st = current_step (self);
  return gt_lesson_model_can_answer (self) &&
         (self->n_hints < gt_lesson_step_count_hints (st) || (gt_lesson_step_can_show_answer (st) && !self->answer_shown));
}

gboolean
gt_lesson_model_can_go_back (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return self->lesson != NULL && (self->done_shown || self->step > 0);
}

void
gt_lesson_model_set_variants (GtLessonModel *self,
                              guint32        variants)
{
  guint32 was_variants;

  g_return_if_fail (GT_IS_LESSON_MODEL (self));

  if (self->variants == variants)
    return;
  self->variants = variants;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANTS]);
  if (self->lesson == NULL)
    return;
  was_variants = self->step < self->lesson->n_steps ? self->lesson->steps[self->step].position.variants : 0;
  for (guint i = 0; i < MIN (self->lesson->n_steps, (guint) GT_LESSON_MAX_STEPS); i++)
    self->lesson->steps[i].position.variants = self->base_variants[i];
  self->settled = 0;
  self->on_trial = 0;
  self->proof_state = GT_LESSON_PROOF_NONE;
  if (self->done_shown || self->step >= self->lesson->n_steps)
    return;
  settle_variants (self, self->step);
  /* The step on show starts again only if its rules changed. */
  if (self->lesson->steps[self->step].position.variants != was_variants || self->answered)
    show_step (self, FALSE, before (self));
  else
    {
      prove_step (self);
      changed (self);
    }
}

guint32
gt_lesson_model_get_variants (GtLessonModel *self)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), 0);
  return self->variants;
}

gboolean
gt_lesson_model_wait_idle (GtLessonModel *self,
                           guint          timeout_ms)
{
  g_return_val_if_fail (GT_IS_LESSON_MODEL (self), FALSE);
  return gt_solver_runner_wait_idle (self->runner, timeout_ms);
}

/* ---- A step's link -------------------------------------------------------- */

char *
gt_lesson_step_link_page (const GtLessonStep  *st,
                          char               **label)
{
  g_auto (GStrv) words = NULL;
  char *page = NULL;

  *label = NULL;
  if (st == NULL || st->link == NULL || st->broken)
    return NULL;
  words = g_strsplit (st->link, " ", -1);
  if (g_strcmp0 (words[0], "compare") == 0)
    {
      /* "compare GAME GAME…": the Compare page with those games chosen
       * ("compare:guandan;gandengyan"), the button naming them. */
      GString *titles = g_string_new (NULL);
      g_autofree char *games = g_strjoinv (";", words + 1);

      for (guint i = 1; words[i] != NULL; i++)
        {
          const GtRuleset *rs = gt_ruleset_lookup (words[i]);

          if (rs == NULL)
            continue;
          if (titles->len > 0)
            /* TRANSLATORS: between the names of games on a lesson's Compare button ("Guandan · Gan Deng Yan") */
            g_string_append (titles, C_("compare", " · "));
          g_string_append (titles, _(rs->title));
        }
      /* TRANSLATORS: a lesson's button to the Compare page; %s names the games ("Guandan · Gan Deng Yan") */
      *label = g_strdup_printf (_("Compare Side by Side: %s"), titles->str);
      g_string_free (titles, TRUE);
      page = g_strconcat ("compare:", games, NULL);
    }
  else
    {
      g_autofree char *game_id = NULL;
      g_autofree char *number = NULL;
      const GtRuleset *rs = NULL;
      guint32 seed = 0;
      gboolean has_seed = FALSE;

      /* "play", "play N" (the default game's deal N), "play GAME", "play GAME N":
       * "play:GAME:N" for the window, which opens that game's table. */
      /* (No game named: the default game, the registry's first.) */
      if (gt_play_link_parse (st->link, &game_id, &seed, &has_seed, NULL) && (game_id != NULL || has_seed))
        rs = gt_ruleset_lookup (game_id);
      number = g_strdup_printf ("%u", seed);
      if (rs == NULL)
        *label = g_strdup (_("Open the Play Page"));
      else if (rs == gt_ruleset_lookup (NULL) && has_seed)
        *label = g_strdup_printf (_("Play Deal #%s"), number);
      else if (has_seed)
        /* TRANSLATORS: a lesson's button to a deal of a game on the Play
         * page: the game ("Gan Deng Yan") and the deal's number. */
        *label = g_strdup_printf (_("Play %s: Deal #%s"), _(rs->title), number);
      else
        /* TRANSLATORS: a lesson's button to the Play page with a game
         * chosen ("Gan Deng Yan"). */
        *label = g_strdup_printf (_("Play %s"), _(rs->title));
      page = rs == NULL ? g_strdup ("play")
           : has_seed ? g_strdup_printf ("play:%s:%s", rs->id, number)
           : g_strdup_printf ("play:%s", rs->id);
    }
  return page;
}
