/* gt-puzzle-model.c — a puzzle being played
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moved out of the puzzle page (gt-puzzle-page.c) unchanged in behaviour:
 * what the page did to its own fields it now does here, and where it drew
 * something it now emits a signal or notifies a property.  The page's tests
 * (tests/app/test-puzzle-page.c) are the proof that nothing moved; this
 * file's own are tests/test-puzzle-model.c.
 */
#define G_LOG_DOMAIN "gt-puzzle-model"

#include "config.h"

#include "gt-puzzle-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-content-enums.h"
#include "gt-explain.h"
#include "gt-moves.h"
#include "gt-solver-runner.h"

/* ---- The worker's side --------------------------------------------------- */

typedef enum {
  WORK_VERIFY,           /* can the goal be forced under the learner's variants */
  WORK_CHECK,            /* is the learner's play winning; replies or refutation */
  WORK_REPLIES,          /* the others' plays up to the learner's turn */
  WORK_HINT,
  WORK_SOLUTION,         /* a winning line from here */
} WorkKind;

typedef struct {
  WorkKind kind;
  GtGame pos;            /* before the learner's play (check) */
  GtGoal goal;           /* for the shed goal: with the plays S has left at pos */
  GtMove move;           /* check: the learner's play */
  gboolean setup;        /* pos is a setup decision (gt_puzzle_setup_choices):
                          * the learner gives card, not a play */
  GtCard card;           /* check: the card given; hint, solution: the best */
  GtGame after;          /* check: the position after the learner's decision */
  GtHintGrade grade;     /* hint */
  char *idea;            /* hint: the puzzle's own idea, may be NULL */

  gboolean wins;         /* check; verify: the goal can be forced */
  GArray *steps;         /* GtLineStep: replies, refutation or line */
  char *text;            /* hint, NULL when nothing wins */
  gboolean has_move;
  GtMove hint_move;
  gboolean too_big;      /* the solver's budget ran out: nothing is known */
} Work;

static void
work_free (gpointer data)
{
  Work *work = data;

  g_clear_pointer (&work->steps, g_array_unref);
  g_free (work->idea);
  g_free (work->text);
  g_free (work);
}

/* The solver's players move until the learner's turn or the end. */
static void
replies (GtSolver     *solver,
         GtGame       *g,
         const GtGoal *goal,
         GArray       *steps)
{
  /* Each step takes a card or is a pass, and rounds end: a bound for any
   * deal, as in gt_solver_line(). */
  for (guint i = 0; i < 1000; i++)
    {
      GtLineStep step;
      gboolean reached;

      if (g->phase != GT_PHASE_PLAY || g->turn == GT_SEAT_S ||
          gt_goal_decided (goal, g, &reached))
        return;
      memset (&step, 0, sizeof step);
      step.seat = g->turn;
      if (!gt_solver_choose (solver, g, goal, &step.move))
        return;
      g_array_append_val (steps, step);
      gt_game_play_fast (g, &step.move);
    }
}

/* A graded hint at a setup decision: the idea, the rank of the card to
 * give, the card.  In the worker; the words are the model's, since the
 * solver words plays only. */
static void
setup_hint (GtSolver *solver,
            Work     *work)
{
  g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
  gboolean giving_back;
  int best;
  GtCard card;

  gt_puzzle_setup_choices (&work->pos, choices);
  if (!gt_puzzle_setup_solve_best (solver, &work->goal, choices, &best) || best < 0)
    return;
  card = g_array_index (choices, GtPuzzleChoice, best).action.card;
  giving_back = g_array_index (choices, GtPuzzleChoice, best).action.type == GT_ACTION_RETURN;
  switch (work->grade)
    {
    case GT_HINT_NONE:
      /* hint() asks for the next grade, never none. */
      g_warn_if_reached ();
      G_GNUC_FALLTHROUGH;
    case GT_HINT_IDEA:
      work->text = g_strdup (work->idea != NULL && *work->idea ? work->idea
                             : giving_back ? _("Return the card your side will miss least.")
                                           : _("Give the card your side will miss least."));
      break;
    case GT_HINT_TYPE:
      work->text = !gt_card_is_joker (card)
        /* Translators: the second hint of a puzzle that opens with a
         * return; %s is a rank, "Return a card of rank 9." */
        ? g_strdup_printf (giving_back ? _("Return a card of rank %s.") : _("Give a card of rank %s."),
                           gt_rank_to_string (gt_card_rank (card)))
        : g_strdup (giving_back ? _("Return a joker.") : _("Give a joker."));
      break;
    case GT_HINT_PLAY:
    default:
      work->card = card;
      work->has_move = TRUE;
      work->text = g_strdup ("");
      break;
    }
}

/* In the runner's worker: the job holds copies, never the model. */
static void
work_thread (GtSolver *solver,
             gpointer  data)
{
  Work *work = data;

  work->steps = g_array_new (FALSE, TRUE, sizeof (GtLineStep));

  switch (work->kind)
    {
    case WORK_VERIFY:
      if (work->setup)
        {
          g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));

          int best;

          gt_puzzle_setup_choices (&work->pos, choices);
          if (gt_puzzle_setup_solve_best (solver, &work->goal, choices, &best))
            work->wins = best >= 0;
        }
      else
        {
          GtSolveResult result = { 0 };

          if (gt_solver_solve (solver, &work->pos, &work->goal, &result))
            work->wins = result.solvable;
          gt_solve_result_clear (&result);
        }
      break;

    case WORK_CHECK:
      {
        GtSolveResult result = { 0 };
        GtGame after = work->after;
        GtGoal goal = work->goal;

        if (work->setup)
          {
            /* The root of a setup puzzle is the puzzle's (gt-puzzle.h):
             * the card given wins when the position after it does. */
            g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
            int i;

            gt_puzzle_setup_choices (&work->pos, choices);
            i = gt_puzzle_setup_find (&work->pos, choices, work->card, NULL);
            if (i < 0 || !gt_puzzle_choice_solve (solver, &work->goal,
                                                  &g_array_index (choices, GtPuzzleChoice, i), NULL))
              break;
            work->wins = g_array_index (choices, GtPuzzleChoice, i).wins;
          }
        else
          {
            if (!gt_solver_solve (solver, &work->pos, &work->goal, &result))
              {
                gt_solve_result_clear (&result);
                break;
              }
            for (guint i = 0; result.winning != NULL && i < result.winning->len && !work->wins; i++)
              work->wins = gt_move_same (&g_array_index (result.winning, GtMove, i), &work->move);
            gt_solve_result_clear (&result);
            if (goal.kind == GT_GOAL_SHED && work->move.n > 0 && goal.plays > 0)
              goal.plays--;
          }
        if (work->wins)
          replies (solver, &after, &goal, work->steps);
        else
          gt_solver_refute (solver, &after, &goal, work->steps);
      }
      break;

    case WORK_REPLIES:
      {
        GtGame g = work->pos;

        replies (solver, &g, &work->goal, work->steps);
      }
      break;

    case WORK_HINT:
      if (work->setup)
        setup_hint (solver, work);
      else
        work->has_move = gt_solver_hint (solver, &work->pos, &work->goal,
                                         work->grade, work->idea,
                                         &work->text, &work->hint_move);
      break;

    case WORK_SOLUTION:
      if (work->setup)
        {
          /* The best card first (made by the model), then the line. */
          g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
          int best;

          gt_puzzle_setup_choices (&work->pos, choices);
          if (!gt_puzzle_setup_solve_best (solver, &work->goal, choices, &best) || best < 0)
            break;
          work->has_move = TRUE;
          work->card = g_array_index (choices, GtPuzzleChoice, best).action.card;
          gt_solver_line (solver, &g_array_index (choices, GtPuzzleChoice, best).after, &work->goal, work->steps);
        }
      else
        gt_solver_line (solver, &work->pos, &work->goal, work->steps);
      break;

    default:
      g_assert_not_reached ();
    }
  work->too_big = gt_solver_exhausted (solver);
}

/* ---- The model ----------------------------------------------------------- */

/* A position the learner can go back to. */
typedef struct {
  GtGame game;
  guint plays_left;      /* the shed goal's plays S still has */
  GtPuzzleFront fronts[GT_SEATS_MAX];
  guint8 trick_leader;   /* a trick game: who led the trick in the fronts */
} Snapshot;

typedef enum {
  END_TURN,              /* replies: the learner's turn (or the goal reached) */
  END_REFUTED,
  END_SHOWN,
} QueueEnd;

struct _GtPuzzleModel
{
  GObject parent_instance;

  /* The puzzle and where the learner is */
  GtPuzzle *puzzle;      /* the model's own copy */
  GtRuleCtx ctx;
  Snapshot start;
  Snapshot now;
  GArray *history;       /* Snapshot: before each of the learner's plays */
  GtPuzzleState state;
  char *status;          /* the centre of the table once decided */
  char *comment;         /* the author's comment on the play being refuted */
  guint8 refuter;        /* who beats it (GT_SEAT_NONE: nobody in particular) */
  /* Since the puzzle was set: for how it is solved (gt-progress.h). */
  gboolean took_hint;
  gboolean lost_once;

  /* The verdict */
  GtPuzzleFeedbackKind feedback;
  char *feedback_title;
  char *feedback_body;
  char *feedback_comment;
  char *rule;            /* the rule it cites */
  gboolean offers_retry;

  /* Hints at this turn */
  GtHintGrade hint_grade;
  char *hints[GT_HINT_PLAY];
  gboolean has_hint_play;
  GtCardList hint_play;

  /* Rule variants */
  guint32 variants;      /* the learner's, for puzzles that name none */
  gboolean verifying;    /* the start is being checked under them */
  gboolean set_aside;    /* they made the goal unreachable: standard rules */
  char *variants_note;

  /* Replies being made one at a time */
  GArray *queue;         /* GtLineStep */
  guint queue_pos;
  QueueEnd queue_end;
  guint pace_id;
  guint reply_interval;  /* ms; 0: at once */

  /* A refutation or winning line, kept once made so that the learner can
   * step through it: the queue above is the line, queue_pos how far it is
   * shown, line_start the position before its first step. */
  Snapshot line_start;
  gboolean line_done;    /* its end reached once: verdict and status set */
  char *line_status;     /* the centre's words at its end */

  /* The solver */
  GtSolverRunner *runner;
  gboolean too_big;      /* the runner's budget ran out on this puzzle */
  gboolean busy;

  GtMove *moves;         /* the move generator's buffer, GT_MOVES_MAX */
  GtGame shown;          /* gt_puzzle_model_get_shown_position() */
};

G_DEFINE_FINAL_TYPE (GtPuzzleModel, gt_puzzle_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_BUSY,
  PROP_THINKING,
  PROP_TOO_BIG,
  PROP_TITLE,
  PROP_STATUS,
  PROP_VARIANTS_NOTE,
  PROP_HINT_GRADE,
  PROP_REPLY_INTERVAL,
  PROP_VARIANTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_POSITION_CHANGED,
  SIGNAL_FEEDBACK_CHANGED,
  SIGNAL_HINT_PLAY,
  SIGNAL_RESET,
  SIGNAL_LEARNER_TURN,
  SIGNAL_REFUTED,
  SIGNAL_SOLVED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Small helpers ------------------------------------------------------- */

/* The learner's decision now is a setup action (gt-puzzle.h), not a play:
 * the puzzle opened in a setup phase and nothing is given yet. */
static gboolean
at_setup (GtPuzzleModel *self)
{
  const GtGame *g = &self->now.game;

  return self->puzzle != NULL && g->phase != GT_PHASE_PLAY && g->turn == GT_SEAT_S;
}

static void
current_goal (GtPuzzleModel *self,
              GtGoal        *goal)
{
  *goal = self->puzzle->goal;
  if (goal->kind == GT_GOAL_SHED)
    goal->plays = (guint8) self->now.plays_left;
}

static void
set_string_prop (GtPuzzleModel  *self,
                 char          **field,
                 const char     *value,
                 guint           prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_status (GtPuzzleModel *self,
            const char    *status)
{
  set_string_prop (self, &self->status, status, PROP_STATUS);
}

/* A card as the table shows it: "♠10", or the joker's name. */
static const char *
card_words (GtCard card)
{
  if (card == GT_CARD_BJ)
    return _("small joker");
  if (card == GT_CARD_RJ)
    return _("big joker");
  if (card == GT_CARD_RJ_MARKED)
    return _("big joker (emperor card)");
  if (card == GT_CARD_BJ_MARKED)
    return _("small joker (guard card)");
  return gt_card_to_symbol (card);
}

void
gt_puzzle_model_move_cards (GtPuzzleModel *self,
                            const GtMove  *move,
                            GtCardList    *out)
{
  g_return_if_fail (GT_IS_PUZZLE_MODEL (self));
  g_return_if_fail (self->puzzle != NULL);

  gt_move_to_card_list (&self->ctx, move, out);
  gt_reading_sort_cards (self->puzzle->rs, &self->ctx, &move->combo, out);
}

/* "♠3 ♦4 ♥2 (as ♠5) ♣6 ♠7" */
static char *
move_words (GtPuzzleModel *self,
            const GtMove  *move)
{
  GString *s = g_string_new (NULL);
  GtCardList list;

  gt_puzzle_model_move_cards (self, move, &list);
  for (guint i = 0; i < list.n; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      if (list.as[i] != GT_CARD_NONE && list.as[i] != list.card[i])
        /* Translators: a wild card in a list of cards, and the card it
         * stands for: "♥2 (as ♠5)" */
        g_string_append_printf (s, _("%1$s (as %2$s)"), card_words (list.card[i]), card_words (list.as[i]));
      else
        g_string_append (s, card_words (list.card[i]));
    }
  return g_string_free (s, FALSE);
}

/* A move as the selection of undeclared cards it was made from, and its
 * reading of them. */
static void
move_reading (GtPuzzleModel *self,
              const GtMove  *move,
              GtReading     *reading,
              GtCardList    *cards)
{
  gt_move_to_card_list (&self->ctx, move, cards);
  for (guint i = 0; i < cards->n; i++)
    cards->as[i] = GT_CARD_NONE;
  memset (reading, 0, sizeof *reading);
  reading->combo = move->combo;
  reading->n_wild = (guint8) MIN (move->n_wild, GT_WILD_MAX);
  for (guint i = 0; i < reading->n_wild; i++)
    reading->as[i] = i < G_N_ELEMENTS (move->as) ? move->as[i] : GT_CARD_NONE;
}

char *
gt_puzzle_model_describe_reading (GtPuzzleModel  *self,
                                  const GtMove   *move,
                                  char          **wild_words)
{
  GtCardList cards;
  GtReading reading;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);

  /* Cards into a trick have no reading: the cards are the words. */
  if (self->puzzle != NULL && self->puzzle->rs->game->table == GT_TABLE_TRICK)
    {
      if (wild_words != NULL)
        *wild_words = NULL;
      return move_words (self, move);
    }

  /* The move as a selection of undeclared cards and its reading: the
   * engine words both pages' choices the same way. */
  move_reading (self, move, &reading, &cards);
  return gt_reading_describe (self->puzzle != NULL ? self->puzzle->rs : self->ctx.rs, &self->ctx,
                              &reading, &cards, wild_words);
}

GPtrArray *
gt_puzzle_model_list_readings (GtPuzzleModel *self,
                               const GArray  *moves)
{
  GPtrArray *choices = g_ptr_array_new_with_free_func ((GDestroyNotify) gt_reading_choice_free);

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), choices);
  g_return_val_if_fail (self->puzzle != NULL, choices);

  for (guint i = 0; i < moves->len; i++)
    {
      const GtMove *move = &g_array_index (moves, GtMove, i);
      g_autoptr(GPtrArray) one = NULL;
      GtReading reading;
      GtCardList cards;

      /* Worded and laid out as the lesson's and the Play page's readings
       * are. */
      move_reading (self, move, &reading, &cards);
      one = gt_reading_choices_new (self->puzzle->rs, &self->ctx, &reading, 1, &cards);
      g_ptr_array_add (choices, g_ptr_array_steal_index (one, 0));
    }
  return choices;
}

/* ---- The position -------------------------------------------------------- */

static void
fronts_from_game (const GtGame  *g,
                  GtPuzzleFront  fronts[GT_SEATS_MAX])
{
  memset (fronts, 0, sizeof (GtPuzzleFront) * GT_SEATS_MAX);
  for (guint seat = 0; seat < g->n_seats; seat++)
    {
      gt_card_list_init (&fronts[seat].play);
      fronts[seat].passed = (g->passed & (1u << seat)) != 0;
    }
  if (g->rs->game->table == GT_TABLE_CLIMB)
    {
      if (g->table_n > 0 && g->table_by < g->n_seats)
        for (guint i = 0; i < g->table_n; i++)
          gt_card_list_append (&fronts[g->table_by].play, g->table_card[i], g->table_as[i]);
      return;
    }
  /* A trick under way: play i in front of the i-th seat from its leader. */
  for (guint i = 0, seat = g->trick_leader; i < g->trick_n && seat < g->n_seats; i++)
    {
      for (guint k = 0; k < g->trick_len[i]; k++)
        gt_card_list_append (&fronts[seat].play, g->trick_card[g->trick_at[i] + k], GT_CARD_NONE);
      seat = gt_game_next_seat (g, seat);
    }
}

/* The turn's player makes move on self->now (the fronts follow).  The
 * caller says so ("position-changed"): replies made at once say it once. */
static void
apply_step (GtPuzzleModel *self,
            const GtMove  *move)
{
  GtGame *g = &self->now.game;
  guint seat = g->turn;

  g_return_if_fail (seat < g->n_seats);

  /* A new round, or a new trick: the last one's plays leave the table
   * (a trick's stay in view until the next lead). */
  if (g->rs->game->table == GT_TABLE_TRICK ? g->trick_n == 0 : g->table.type == GT_COMBO_NONE)
    for (guint i = 0; i < GT_SEATS_MAX; i++)
      {
        gt_card_list_init (&self->now.fronts[i].play);
        self->now.fronts[i].passed = FALSE;
      }
  if (g->rs->game->table == GT_TABLE_TRICK && g->trick_n == 0)
    self->now.trick_leader = (guint8) seat;

  if (move->n == 0)
    {
      gt_card_list_init (&self->now.fronts[seat].play);
      self->now.fronts[seat].passed = TRUE;
      gt_game_pass_fast (g);
    }
  else
    {
      /* In the state machine's order (card ids), as the table's centre. */
      gt_move_to_card_list (&self->ctx, move, &self->now.fronts[seat].play);
      self->now.fronts[seat].passed = FALSE;
      gt_game_play_fast (g, move);
      if (seat == GT_SEAT_S && self->now.plays_left > 0)
        self->now.plays_left--;
    }
}

static void
position_changed (GtPuzzleModel *self)
{
  g_signal_emit (self, signals[SIGNAL_POSITION_CHANGED], 0);
}

/* ---- The verdict and hints ------------------------------------------------ */

static void
hide_feedback (GtPuzzleModel *self)
{
  if (self->feedback == GT_PUZZLE_FEEDBACK_NONE)
    return;
  self->feedback = GT_PUZZLE_FEEDBACK_NONE;
  g_clear_pointer (&self->rule, g_free);
  g_signal_emit (self, signals[SIGNAL_FEEDBACK_CHANGED], 0);
}

static void
show_feedback (GtPuzzleModel        *self,
               GtPuzzleFeedbackKind  kind,
               const char           *title,
               const char           *body,
               const char           *comment,
               const char           *rule,
               gboolean              offers_retry)
{
  self->feedback = kind;
  g_free (self->feedback_title);
  self->feedback_title = g_strdup (title);
  g_free (self->feedback_body);
  self->feedback_body = g_strdup (body);
  g_free (self->feedback_comment);
  self->feedback_comment = g_strdup (comment);
  g_free (self->rule);
  self->rule = g_strdup (rule);
  self->offers_retry = offers_retry;
  g_signal_emit (self, signals[SIGNAL_FEEDBACK_CHANGED], 0);
}

static void
set_hint_grade (GtPuzzleModel *self,
                GtHintGrade    grade)
{
  if (self->hint_grade == grade)
    return;
  self->hint_grade = grade;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_GRADE]);
}

static void
clear_hints (GtPuzzleModel *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->hints); i++)
    g_clear_pointer (&self->hints[i], g_free);
  self->has_hint_play = FALSE;
  set_hint_grade (self, GT_HINT_NONE);
}

/* ---- Busy ----------------------------------------------------------------- */

static void
update_busy (GtPuzzleModel *self)
{
  gboolean busy = (self->runner != NULL && gt_solver_runner_get_busy (self->runner)) || self->pace_id != 0;

  if (busy != self->busy)
    {
      self->busy = busy;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
    }
}

/* ---- Jobs ----------------------------------------------------------------- */

static void work_done (gpointer owner,
                       gpointer data);

static Work *
work_new (GtPuzzleModel *self,
          WorkKind       kind)
{
  Work *work = g_new0 (Work, 1);

  work->kind = kind;
  work->pos = self->now.game;
  work->setup = at_setup (self);
  current_goal (self, &work->goal);
  return work;
}

/* Runs work now; a job in flight is cancelled: a new job always makes the
 * old one's answer useless. */
static void
start_work (GtPuzzleModel *self,
            Work          *work)
{
  gt_solver_runner_run (self->runner, work_thread, work_done, self, work, work_free);
  update_busy (self);
}

/* Forgets every job and reply under way: the position is about to change. */
static void
invalidate (GtPuzzleModel *self)
{
  if (self->runner != NULL)
    gt_solver_runner_cancel (self->runner);
  g_clear_handle_id (&self->pace_id, g_source_remove);
  g_array_set_size (self->queue, 0);
  self->queue_pos = 0;
  self->line_done = FALSE;
  g_clear_pointer (&self->line_status, g_free);
}

/* ---- States ---------------------------------------------------------------- */

static void
set_state (GtPuzzleModel *self,
           GtPuzzleState  state)
{
  /* Once the puzzle is decided the callers set the words for the centre
   * of the table; playing again, they go. */
  if (state != GT_PUZZLE_STATE_SOLVED && state != GT_PUZZLE_STATE_SHOWN &&
      state != GT_PUZZLE_STATE_REFUTED)
    set_status (self, NULL);
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

gboolean
gt_puzzle_model_is_learners_turn (GtPuzzleModel *self)
{
  const GtGame *g;
  gboolean reached;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  g = &self->now.game;
  return self->puzzle != NULL && (g->phase == GT_PHASE_PLAY || at_setup (self)) && g->turn == GT_SEAT_S &&
         gt_game_seat_active (g, GT_SEAT_S) &&
         !gt_goal_decided (&self->puzzle->goal, g, &reached);
}

GtActionType
gt_puzzle_model_get_action (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_ACTION_PLAY);

  if (at_setup (self))
    {
      g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));

      if (gt_puzzle_setup_choices (&self->now.game, choices) > 0)
        return (GtActionType) g_array_index (choices, GtPuzzleChoice, 0).action.type;
    }
  return GT_ACTION_PLAY;
}

/* At a return: who paid S what, for the centre of the table, where the
 * phase alone would say "Returning tribute". */
static void
update_setup_status (GtPuzzleModel *self)
{
  const GtGame *g = &self->now.game;

  if (!at_setup (self) || gt_puzzle_model_get_action (self) != GT_ACTION_RETURN)
    return;
  for (guint i = 0; i < g->n_tribute; i++)
    if (g->tribute[i].receiver == GT_SEAT_S && g->tribute[i].returned == GT_CARD_NONE &&
        g->tribute[i].card != GT_CARD_NONE)
      {
        /* Translators: in the centre of the table at a puzzle that opens
         * with a return; "Tribute from E: ♠A. Return a card to E." */
        char *text = g_strdup_printf (_("Tribute from %1$s: %2$s. Return a card to %1$s."),
                                      gt_game_seat_name (g, g->tribute[i].giver, GT_SEAT_NAME_LETTER),
                                      card_words (g->tribute[i].card));

        set_status (self, text);
        g_free (text);
        return;
      }
}

static void
start_replies_if_needed (GtPuzzleModel *self)
{
  const GtGame *g = &self->now.game;
  gboolean reached;

  /* The replies wait until the variants are settled: they may change. */
  if (self->verifying)
    start_work (self, work_new (self, WORK_VERIFY));
  else if (g->phase == GT_PHASE_PLAY && g->turn != GT_SEAT_S &&
           !gt_goal_decided (&self->puzzle->goal, g, &reached))
    start_work (self, work_new (self, WORK_REPLIES));
}

/* Back to a position of the learner's. */
static void
restore (GtPuzzleModel  *self,
         const Snapshot *snapshot)
{
  invalidate (self);
  self->now = *snapshot;
  g_clear_pointer (&self->comment, g_free);
  set_state (self, GT_PUZZLE_STATE_PLAYING);
  update_setup_status (self);
  clear_hints (self);
  hide_feedback (self);
  position_changed (self);
  g_signal_emit (self, signals[SIGNAL_RESET], 0);
  start_replies_if_needed (self);
  update_busy (self);
}

static void
solved (GtPuzzleModel *self,
        gboolean       by_learner)
{
  set_state (self, by_learner ? GT_PUZZLE_STATE_SOLVED : GT_PUZZLE_STATE_SHOWN);
  hide_feedback (self);
  clear_hints (self);
  if (by_learner)
    /* Translators: in the centre of the table once a puzzle is solved */
    set_status (self, _("Goal reached"));
  else
    /* Translators: in the centre of the table after "Show Solution" */
    set_status (self, _("Goal reached by the solution"));
  update_busy (self);
  if (by_learner)
    g_signal_emit (self, signals[SIGNAL_SOLVED], 0);
}

/* The learner's turn again, or the goal reached, after replies. */
static void
after_replies (GtPuzzleModel *self)
{
  gboolean reached;

  if (gt_goal_decided (&self->puzzle->goal, &self->now.game, &reached))
    {
      if (reached)
        solved (self, TRUE);
      else
        {
          /* The solver's replies never lose a won position; a broken puzzle
           * could.  Say so rather than leave the learner stuck. */
          set_state (self, GT_PUZZLE_STATE_REFUTED);
          set_status (self, _("The goal can no longer be reached."));
          show_feedback (self, GT_PUZZLE_FEEDBACK_WARNING, _("The goal can no longer be reached."),
                         NULL, NULL, NULL, TRUE);
        }
      return;
    }
  set_hint_grade (self, GT_HINT_NONE);
  g_signal_emit (self, signals[SIGNAL_LEARNER_TURN], 0);
}

static char *
refuted_title (GtPuzzleModel *self)
{
  const GtGame *g = &self->now.game;

  if (self->puzzle->goal.kind == GT_GOAL_SHED)
    return g_strdup (_("You ran out of plays."));
  if (self->puzzle->goal.kind == GT_GOAL_POINTS)
    {
      guint points = gt_game_defenders_points (g);

      if (g->side[GT_SEAT_S] != g->declarer)
        /* Translators: after a refutation of a trick game's points goal,
         * S's side defending */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side took only %u point.",
                                             "Your side took only %u points.", points), points);
      /* Translators: after a refutation of a trick game's points goal,
       * S's side declaring */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The defenders took %u point.",
                                           "The defenders took %u points.", points), points);
    }
  for (guint i = 0; i < g->n_order; i++)
    if (!gt_game_same_side (g, g->order[i], GT_SEAT_S))
      {
        if (i == 0)
          /* Translators: after a refutation; %s is a seat letter, "E went out first." */
          return g_strdup_printf (_("%s went out first."), gt_game_seat_name (g, g->order[i], GT_SEAT_NAME_LETTER));
        /* Translators: after a refutation of "you and your partner finish
         * first and second"; %s is a seat letter */
        return g_strdup_printf (_("%s went out before your team finished."),
                                gt_game_seat_name (g, g->order[i], GT_SEAT_NAME_LETTER));
      }
  return g_strdup (_("The goal was missed."));
}

static void
queue_done (GtPuzzleModel *self)
{
  switch (self->queue_end)
    {
    case END_TURN:
      after_replies (self);
      break;
    case END_REFUTED:
      {
        char *title = refuted_title (self);
        /* The losing decision was the return (the snapshot before it is
         * at the setup decision), or a play. */
        gboolean returned = self->history->len > 0 &&
          g_array_index (self->history, Snapshot, self->history->len - 1).game.phase != GT_PHASE_PLAY;

        set_state (self, GT_PUZZLE_STATE_REFUTED);
        set_status (self, title);
        show_feedback (self, GT_PUZZLE_FEEDBACK_WARNING, title,
                       returned ? _("Go back to before your return and pick another card, or watch a winning line.")
                                : _("Go back to before your play and find another, or watch a winning line."),
                       self->comment, NULL, TRUE);
        g_free (title);
        g_signal_emit (self, signals[SIGNAL_REFUTED], 0);
      }
      break;
    case END_SHOWN:
      solved (self, FALSE);
      break;
    default:
      g_assert_not_reached ();
    }
  if (self->queue_end != END_TURN)
    {
      self->line_done = TRUE;
      g_free (self->line_status);
      self->line_status = g_strdup (self->status);
    }
  update_busy (self);
}

static gboolean
pace_cb (gpointer data)
{
  GtPuzzleModel *self = data;

  apply_step (self, &g_array_index (self->queue, GtLineStep, self->queue_pos).move);
  self->queue_pos++;
  position_changed (self);
  if (self->queue_pos < self->queue->len)
    return G_SOURCE_CONTINUE;
  self->pace_id = 0;
  if (self->line_done)
    {
      /* A line played again from where the learner stepped: the verdict
       * is there already, only the centre's words come back. */
      set_status (self, self->line_status);
      update_busy (self);
    }
  else
    queue_done (self);
  return G_SOURCE_REMOVE;
}

/* Makes steps one at a time (at once with no interval), then end. */
static void
play_queue (GtPuzzleModel *self,
            GArray        *steps,
            QueueEnd       end)
{
  g_array_set_size (self->queue, 0);
  g_array_append_vals (self->queue, steps->data, steps->len);
  self->queue_pos = 0;
  self->queue_end = end;
  self->line_start = self->now;
  self->line_done = FALSE;
  g_clear_pointer (&self->line_status, g_free);

  if (self->queue->len == 0 || self->reply_interval == 0)
    {
      for (; self->queue_pos < self->queue->len; self->queue_pos++)
        apply_step (self, &g_array_index (self->queue, GtLineStep, self->queue_pos).move);
      position_changed (self);
      queue_done (self);
      return;
    }
  self->pace_id = g_timeout_add (self->reply_interval, pace_cb, self);
  update_busy (self);
  /* A line's views (a stepper) learn of it now, not at its first step. */
  if (end != END_TURN)
    position_changed (self);
}

/* What a trick game's refutation comes to, for its words and the seat the
 * table marks: of the other side, the seat that takes the most points
 * along it (the kitty with the last trick; the first of equals), and its
 * first trick with points. */
typedef struct {
  guint seat;                       /* GT_SEAT_NONE: the other side takes no points */
  const GtMove *move;               /* its play into that trick; NULL: a play on the
                                     * table before the learner's, in card[] */
  GtCard card[GT_TRICK_PLAY_MAX];
  guint n;
  guint points;                     /* what that trick gave the other side */
  gboolean own;                     /* the learner's play completed that trick */
} TrickRefutation;

/* The other side's points so far: the defenders' (the kitty with the last
 * trick), or the declarers' tricks. */
static guint
other_side_points (const GtGame *g,
                   gboolean      defending)
{
  guint points = 0;

  if (!defending)
    return gt_game_defenders_points (g);
  for (guint p = 0; p < g->n_seats; p++)
    points += g->side[p] == g->declarer ? g->points[p] : 0;
  return points;
}

/* The cards seat has put on the trick in front of g; 0 if none. */
static guint
trick_play_of (const GtGame *g,
               guint         seat,
               GtCard       *card)
{
  guint s = g->trick_leader;

  for (guint i = 0; i < g->trick_n && s < g->n_seats; i++)
    {
      if (s == seat)
        {
          memcpy (card, &g->trick_card[g->trick_at[i]], g->trick_len[i] * sizeof *card);
          return g->trick_len[i];
        }
      /* The next seat in play: a trick goes round those only. */
      for (guint k = 0; k < g->n_seats; k++)
        {
          s = gt_game_next_seat (g, s);
          if ((g->seats & (1u << s)) != 0)
            break;
        }
    }
  return 0;
}

/* From pos, the learner's play own (NULL: none, pos is after it) and then
 * the line's steps.  The learner's own play may complete the trick that
 * decides it, and a trick's first plays may lie on the table before it:
 * both count, or a refutation settled by the learner's own card would
 * name nobody. */
static void
trick_refutation (GtPuzzleModel   *self,
                  const GtGame    *pos,
                  const GtMove    *own,
                  GArray          *steps,
                  TrickRefutation *out)
{
  GtGame g = *pos;
  guint gained[GT_SEATS_MAX] = { 0 };
  TrickRefutation first[GT_SEATS_MAX];
  gboolean defending = pos->side[GT_SEAT_S] != pos->declarer;

  memset (out, 0, sizeof *out);
  out->seat = GT_SEAT_NONE;
  for (guint p = 0; p < GT_SEATS_MAX; p++)
    first[p].seat = GT_SEAT_NONE;
  for (guint i = own != NULL ? 0 : 1; i <= steps->len; i++)
    {
      const GtMove *move = i == 0 ? own : &g_array_index (steps, GtLineStep, i - 1).move;
      guint seat = g.turn, before = other_side_points (&g, defending), after, taker;
      GtGame table = g;
      TrickRefutation *r;

      if ((gt_game_play_fast (&g, move) & GT_EVENT_TRICK_END) == 0)
        continue;
      taker = g.last_trick_by;
      after = other_side_points (&g, defending);
      if (taker >= g.n_seats || gt_game_same_side (&g, taker, GT_SEAT_S) || after <= before)
        continue;
      gained[taker] += after - before;
      r = &first[taker];
      if (r->seat != GT_SEAT_NONE)
        continue;
      r->seat = taker;
      r->points = after - before;
      r->own = i == 0;
      if (taker == seat)
        r->move = move;
      else
        r->n = trick_play_of (&table, taker, r->card);
    }
  for (guint p = 0; p < g.n_seats; p++)
    if (gained[p] > 0 && (out->seat == GT_SEAT_NONE || gained[p] > gained[out->seat]))
      *out = first[p];
}

/* The seat that goes out first for E–W along a refutation, if any; in a
 * trick game, the one that takes the most points. */
static guint
refuter_of (GtPuzzleModel *self,
            Work          *work)
{
  GtGame g = work->after;

  if (work->after.rs->game->table == GT_TABLE_TRICK)
    {
      TrickRefutation r;

      trick_refutation (self, work->setup ? &work->after : &work->pos,
                        work->setup ? NULL : &work->move, work->steps, &r);
      return r.seat;
    }
  for (guint i = 0; i < work->steps->len; i++)
    {
      const GtLineStep *step = &g_array_index (work->steps, GtLineStep, i);
      guint events = gt_game_play_fast (&g, &step->move);

      if ((events & GT_EVENT_OUT) != 0 && !gt_game_same_side (&g, step->seat, GT_SEAT_S))
        return step->seat;
    }
  return GT_SEAT_NONE;
}

/* "♠A ♠K", in the order given. */
static char *
cards_words (const GtCard *card,
             guint         n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", card_words (card[i]));
  return g_string_free (s, FALSE);
}

/* A trick game's refutation in words: who takes the points, with what. */
static char *
trick_refutation_words (GtPuzzleModel *self,
                        Work          *work)
{
  TrickRefutation r;
  const char *seat;
  char *taking, *text;

  trick_refutation (self, work->setup ? &work->after : &work->pos,
                    work->setup ? NULL : &work->move, work->steps, &r);
  if (r.seat == GT_SEAT_NONE)
    return NULL;
  seat = gt_game_seat_name (work->setup ? &work->after : &work->pos, r.seat, GT_SEAT_NAME_LETTER);
  taking = r.move != NULL ? move_words (self, r.move) : cards_words (r.card, r.n);
  if (!r.own)
    /* Translators: the solver's refutation of a trick game's play in
     * words, when the puzzle's author wrote none: "W takes the trick and
     * its points with ♣6 ♣10." (a seat letter, then the cards) */
    text = g_strdup_printf (_("%1$s takes the trick and its points with %2$s."), seat, taking);
  else
    {
      char *yours = move_words (self, &work->move);

      if (work->pos.side[GT_SEAT_S] == work->pos.declarer)
        /* Translators: the solver's refutation of a trick game's play in
         * words, when the learner's own play ends the trick that decides
         * it, S's side declaring: "Your ♠K completes the trick and W
         * takes it with ♠A: 15 points to the defenders." (the learner's
         * cards, a seat letter, its cards, the points) */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Your %1$s completes the trick and %2$s takes it with %3$s: "
                                             "%4$u point to the defenders.",
                                             "Your %1$s completes the trick and %2$s takes it with %3$s: "
                                             "%4$u points to the defenders.", r.points),
                                yours, seat, taking, r.points);
      else
        /* Translators: as above, S's side defending: the points go to the
         * declarers, out of the learner's side's reach */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Your %1$s completes the trick and %2$s takes it with %3$s: "
                                             "%4$u point lost to your side.",
                                             "Your %1$s completes the trick and %2$s takes it with %3$s: "
                                             "%4$u points lost to your side.", r.points),
                                yours, seat, taking, r.points);
      g_free (yours);
    }
  g_free (taking);
  return text;
}

/* What the refuter does along a refutation, in words, from its first
 * play and the play it goes out with: "E answers with Pair of Kings, then
 * goes out with Straight, 4 to 8."  NULL when nobody in particular
 * refutes it. */
static char *
refutation_words (GtPuzzleModel *self,
                  Work          *work,
                  guint          refuter)
{
  const GtMove *first = NULL, *last = NULL;
  char *a, *b, *text;

  if (refuter == GT_SEAT_NONE)
    return NULL;
  if (work->after.rs->game->table == GT_TABLE_TRICK)
    return trick_refutation_words (self, work);
  for (guint i = 0; i < work->steps->len; i++)
    {
      const GtLineStep *step = &g_array_index (work->steps, GtLineStep, i);

      if (step->seat != refuter || step->move.n == 0)
        continue;
      if (first == NULL)
        first = &step->move;
      last = &step->move;
    }
  if (first == NULL)
    return NULL;
  b = gt_puzzle_model_describe_reading (self, last, NULL);
  if (first == last)
    {
      /* Translators: the solver's refutation in words, when the puzzle's
       * author wrote none: "E goes out with Straight, 4 to 8." (a seat
       * letter, then the play) */
      text = g_strdup_printf (_("%s goes out with %s."), gt_game_seat_name (&work->after, refuter, GT_SEAT_NAME_LETTER), b);
      g_free (b);
      return text;
    }
  a = gt_puzzle_model_describe_reading (self, first, NULL);
  /* Translators: the solver's refutation in words, when the puzzle's
   * author wrote none: "E answers with Pair of Kings, then goes out with
   * Straight, 4 to 8." (a seat letter, then two plays) */
  text = g_strdup_printf (_("%1$s answers with %2$s, then goes out with %3$s."),
                          gt_game_seat_name (&work->after, refuter, GT_SEAT_NAME_LETTER), a, b);
  g_free (a);
  g_free (b);
  return text;
}

static void
check_done (GtPuzzleModel *self,
            Work          *work)
{
  if (work->wins)
    {
      show_feedback (self, GT_PUZZLE_FEEDBACK_SUCCESS, _("Good play."), NULL, NULL, NULL, FALSE);
      play_queue (self, work->steps, END_TURN);
      return;
    }

  {
    char *title;

    self->refuter = (guint8) refuter_of (self, work);
    /* No word from the author on this play: the solver's line says what
     * happens instead. */
    if (self->comment == NULL)
      self->comment = refutation_words (self, work, self->refuter);
    set_state (self, GT_PUZZLE_STATE_REFUTING);
    if (self->puzzle->goal.kind == GT_GOAL_SHED)
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Your hand can no longer go out in %u play: watch.",
                                            "Your hand can no longer go out in %u plays: watch.",
                                            self->puzzle->goal.plays),
                               (guint) self->puzzle->goal.plays);
    else if (self->refuter != GT_SEAT_NONE)
      /* Translators: after a losing play; %s is a seat letter, "E can now win: watch." */
      title = g_strdup_printf (_("%s can now win: watch."), gt_game_seat_name (&work->after, self->refuter, GT_SEAT_NAME_LETTER));
    else
      title = g_strdup (_("The goal can no longer be reached: watch."));
    show_feedback (self, GT_PUZZLE_FEEDBACK_WARNING, title, NULL, self->comment, NULL, TRUE);
    g_free (title);
    self->lost_once = TRUE;
    g_signal_emit (self, signals[SIGNAL_FAILED], 0);
    play_queue (self, work->steps, END_REFUTED);
  }
}

static void
hint_done (GtPuzzleModel *self,
           Work          *work)
{
  GtHintGrade grade = CLAMP (work->grade, GT_HINT_IDEA, GT_HINT_PLAY);
  char *text;

  self->has_hint_play = FALSE;
  if (work->text == NULL)
    text = g_strdup (_("No play wins from here any more."));
  else if (work->setup && work->grade == GT_HINT_PLAY && work->has_move)
    {
      /* Translators: the third hint of a puzzle that opens with a return;
       * %s is a card, "Return ♠9." */
      text = g_strdup_printf (_("Return %s."), card_words (work->card));
      gt_card_list_init (&self->hint_play);
      gt_card_list_append (&self->hint_play, work->card, GT_CARD_NONE);
      self->has_hint_play = TRUE;
    }
  else if (work->grade == GT_HINT_PLAY && work->has_move && work->hint_move.n > 0)
    {
      char *words = move_words (self, &work->hint_move);

      /* The solver names cards in the notation ("S3"); the learner sees
       * them as the table draws them. */
      /* Translators: the third hint; %s is a list of cards, "♠3 ♦4 ♥2 (as ♠5) ♣6 ♠7" */
      text = g_strdup_printf (_("Play %s."), words);
      g_free (words);

      gt_move_to_card_list (&self->ctx, &work->hint_move, &self->hint_play);
      for (guint i = 0; i < self->hint_play.n; i++)
        self->hint_play.as[i] = GT_CARD_NONE;
      self->has_hint_play = TRUE;
    }
  else
    text = g_strdup (work->text);

  g_free (self->hints[grade - 1]);
  self->hints[grade - 1] = text;
  set_hint_grade (self, grade);
  if (self->has_hint_play)
    g_signal_emit (self, signals[SIGNAL_HINT_PLAY], 0);
}

/* The names of the variants in bits, "; " between, translated. */
static char *
variant_names (const GtRuleset *rs,
               guint32          bits)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < rs->n_variants; i++)
    if (bits & (1u << i))
      {
        if (s->len > 0)
          g_string_append (s, "; ");
        g_string_append (s, _(rs->variants[i].title));
      }
  return g_string_free (s, FALSE);
}

static void
update_variants_note (GtPuzzleModel *self)
{
  guint32 in_force = self->puzzle != NULL ? self->start.game.variants : 0;
  char *names = NULL, *text = NULL;

  if (self->puzzle == NULL)
    ;
  else if (self->set_aside)
    {
      names = variant_names (self->puzzle->rs, self->variants);
      /* Translators: under the puzzle's goal; %s lists rule variants */
      text = g_strdup_printf (_("Standard rules: with your rule variants (%s) this puzzle cannot be won."), names);
    }
  else if (in_force != 0)
    {
      names = variant_names (self->puzzle->rs, in_force);
      text = self->puzzle->position.variants != 0
        /* Translators: under the puzzle's goal; %s lists rule variants */
        ? g_strdup_printf (_("This puzzle’s rule variants: %s."), names)
        /* Translators: under the puzzle's goal; %s lists rule variants */
        : g_strdup_printf (_("Your rule variants: %s."), names);
    }
  set_string_prop (self, &self->variants_note, text, PROP_VARIANTS_NOTE);
  g_free (names);
  g_free (text);
}

/* The start checked under the learner's variants: play on, or go back to
 * the standard rules when they made the goal unreachable. */
static void
verify_done (GtPuzzleModel *self,
             Work          *work)
{
  self->verifying = FALSE;
  if (!work->wins)
    {
      self->set_aside = TRUE;
      self->start.game.variants = self->puzzle->position.variants;
      g_array_set_size (self->history, 0);
      restore (self, &self->start);
    }
  else
    start_replies_if_needed (self);
  update_variants_note (self);
}

static gboolean give_card (GtPuzzleModel *self,
                           GtCard         card);

static void
work_done (gpointer owner,
           gpointer data)
{
  GtPuzzleModel *self = owner;
  Work *work = data;

  if (work->too_big)
    {
      /* A puzzle from a stranger's file can be beyond any budget: say so
       * once, and judge nothing. */
      self->too_big = TRUE;
      show_feedback (self, GT_PUZZLE_FEEDBACK_ERROR, _("This puzzle is too large to check"),
                     _("The solver could not settle it within its budget, so no play can be judged. "
                       "Try another puzzle."),
                     NULL, NULL, FALSE);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOO_BIG]);
      update_busy (self);
      return;
    }
  switch (work->kind)
    {
    case WORK_VERIFY:
      verify_done (self, work);
      break;
    case WORK_CHECK:
      check_done (self, work);
      break;
    case WORK_REPLIES:
      play_queue (self, work->steps, END_TURN);
      break;
    case WORK_HINT:
      hint_done (self, work);
      break;
    case WORK_SOLUTION:
      if (work->setup && work->has_move)
        give_card (self, work->card);
      play_queue (self, work->steps, END_SHOWN);
      break;
    default:
      g_assert_not_reached ();
    }
  update_busy (self);
}

/* ---- The learner's actions -------------------------------------------------- */

/* S gives card at a setup decision, on self->now: what lay in front of
 * the seats goes, and the payer leads.  FALSE when the card may not be
 * given. */
static gboolean
give_card (GtPuzzleModel *self,
           GtCard         card)
{
  GtAction action;

  gt_action_card (&action, gt_puzzle_model_get_action (self), GT_SEAT_S, card);
  if (!gt_game_act (&self->now.game, NULL, &action, NULL, NULL))
    return FALSE;
  fronts_from_game (&self->now.game, self->now.fronts);
  self->now.trick_leader = GT_SEAT_NONE;
  set_status (self, NULL);
  position_changed (self);
  return TRUE;
}

gboolean
gt_puzzle_model_give (GtPuzzleModel *self,
                      GtCard         card)
{
  Work *work;
  Snapshot before;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (!at_setup (self) || !gt_puzzle_model_is_learners_turn (self) || self->busy ||
      self->state != GT_PUZZLE_STATE_PLAYING)
    return FALSE;

  before = self->now;
  work = work_new (self, WORK_CHECK);
  work->card = card;
  hide_feedback (self);
  clear_hints (self);
  if (!give_card (self, card))
    {
      work_free (work);
      return FALSE;
    }
  work->after = self->now.game;
  g_array_append_val (self->history, before);

  /* The author's comment on the card, shown if it loses. */
  g_clear_pointer (&self->comment, g_free);
  for (guint i = 0; i < self->puzzle->comments->len; i++)
    {
      GtPuzzleComment *c = g_ptr_array_index (self->puzzle->comments, i);

      if (c->play.n == 1 && c->play.card[0] == card)
        {
          self->comment = g_strdup (c->text);
          break;
        }
    }
  start_work (self, work);
  return TRUE;
}

gboolean
gt_puzzle_model_play (GtPuzzleModel *self,
                      const GtMove  *move)
{
  Work *work;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!gt_puzzle_model_is_learners_turn (self) || at_setup (self) || self->busy ||
      self->state != GT_PUZZLE_STATE_PLAYING)
    return FALSE;

  /* The author's comment on a first play, shown if the play loses. */
  g_clear_pointer (&self->comment, g_free);
  if (self->history->len == 0)
    for (guint i = 0; i < self->puzzle->comments->len; i++)
      {
        GtPuzzleComment *c = g_ptr_array_index (self->puzzle->comments, i);

        if (gt_move_matches_list (self->puzzle, move, &c->play))
          {
            self->comment = g_strdup (c->text);
            break;
          }
      }

  g_array_append_val (self->history, self->now);
  work = work_new (self, WORK_CHECK);
  work->move = *move;

  hide_feedback (self);
  clear_hints (self);
  apply_step (self, move);
  work->after = self->now.game;
  position_changed (self);
  start_work (self, work);
  return TRUE;
}

/* A selection at a setup decision: one card, one the game lets S give. */
static GtPuzzleTry
try_give (GtPuzzleModel    *self,
          const GtCardList *selection,
          GtCardList       *fault)
{
  GtAction action;
  GtVerdict verdict;

  if (!gt_puzzle_model_can_play (self))
    return GT_PUZZLE_TRY_IGNORED;
  if (selection->n != 1)
    {
      if (fault != NULL)
        *fault = *selection;
      show_feedback (self, GT_PUZZLE_FEEDBACK_ERROR, NULL,
                     gt_puzzle_model_get_action (self) == GT_ACTION_RETURN
                       ? _("Select one card to return.") : _("Select one card to give."),
                     NULL, NULL, FALSE);
      return GT_PUZZLE_TRY_ILLEGAL;
    }
  /* The engine's verdict: the received card, or a card above 10 under
   * return-max-10, is refused with its rule. */
  gt_action_card (&action, gt_puzzle_model_get_action (self), GT_SEAT_S, selection->card[0]);
  gt_verdict_init (&verdict);
  if (!gt_game_check (&self->now.game, &action, &verdict))
    {
      if (fault != NULL)
        *fault = *selection;
      show_feedback (self, GT_PUZZLE_FEEDBACK_ERROR, NULL, verdict.explanation, NULL, verdict.rule, FALSE);
      gt_verdict_clear (&verdict);
      return GT_PUZZLE_TRY_ILLEGAL;
    }
  gt_verdict_clear (&verdict);
  return gt_puzzle_model_give (self, selection->card[0]) ? GT_PUZZLE_TRY_PLAYED : GT_PUZZLE_TRY_IGNORED;
}

GtPuzzleTry
gt_puzzle_model_try_play (GtPuzzleModel    *self,
                          const GtCardList *selection,
                          GArray           *readings,
                          GtCardList       *fault)
{
  const GtGame *g;
  const GtCombo *table;
  GtCardList held;
  GtCardSet set;
  guint8 counts[GT_CARD_KINDS];
  GtVerdict verdict;
  GArray *found;
  GtPuzzleTry result;
  guint n;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_PUZZLE_TRY_IGNORED);
  g_return_val_if_fail (selection != NULL, GT_PUZZLE_TRY_IGNORED);

  if (fault != NULL)
    gt_card_list_init (fault);
  if (readings != NULL)
    g_array_set_size (readings, 0);
  if (self->puzzle == NULL || selection->n == 0)
    return GT_PUZZLE_TRY_IGNORED;
  if (at_setup (self))
    return try_give (self, selection, fault);
  g = &self->now.game;
  table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;

  if (g->rs->game->table == GT_TABLE_TRICK)
    {
      GtMove move;
      char *why = NULL;

      /* Cards into a trick have no readings to choose from: legal (seen
       * double dummy, as the solver sees them) or not. */
      gt_verdict_init (&verdict);
      gt_game_judge_trick_open (g, GT_SEAT_S, selection, &verdict);
      if (!verdict.legal || !gt_puzzle_move_from_list (self->puzzle, g, selection, &move, &why))
        {
          if (fault != NULL)
            *fault = *selection;
          show_feedback (self, GT_PUZZLE_FEEDBACK_ERROR, NULL,
                         verdict.explanation != NULL ? verdict.explanation : why, NULL, verdict.rule, FALSE);
          gt_verdict_clear (&verdict);
          g_free (why);
          return GT_PUZZLE_TRY_ILLEGAL;
        }
      gt_verdict_clear (&verdict);
      if (readings != NULL)
        g_array_append_val (readings, move);
      return gt_puzzle_model_play (self, &move) ? GT_PUZZLE_TRY_PLAYED : GT_PUZZLE_TRY_IGNORED;
    }

  /* The engine's verdict first: an illegal play is explained, and the
   * table does not change. */
  gt_game_hand_list (g, GT_SEAT_S, &held);
  gt_verdict_init (&verdict);
  self->puzzle->rs->judge (&self->ctx, selection, table, &held, &verdict);
  if (!verdict.legal)
    {
      if (fault != NULL)
        {
          for (guint i = 0; i < verdict.n_fault && i < selection->n; i++)
            gt_card_list_append (fault, selection->card[verdict.fault[i]], GT_CARD_NONE);
          /* Nothing singled out: the whole selection is at fault. */
          if (fault->n == 0)
            *fault = *selection;
        }
      show_feedback (self, GT_PUZZLE_FEEDBACK_ERROR, NULL, verdict.explanation, NULL, verdict.rule, FALSE);
      gt_verdict_clear (&verdict);
      return GT_PUZZLE_TRY_ILLEGAL;
    }
  gt_verdict_clear (&verdict);

  /* Every way the cards can be played: the generator's plays from the
   * hand that use exactly these cards. */
  gt_card_list_count (selection, counts);
  if (!gt_card_set_from_counts (&set, counts))
    return GT_PUZZLE_TRY_IGNORED;
  n = gt_moves_generate_counts (&self->ctx, g->hand[GT_SEAT_S], table, GT_MOVES_ALL,
                                self->moves, GT_MOVES_MAX);
  /* The hand is the engine's, from a position it loaded: never invalid
   * unless the engine has a bug. */
  g_return_val_if_fail (n != GT_MOVES_INVALID, GT_PUZZLE_TRY_IGNORED);
  found = readings != NULL ? g_array_ref (readings) : g_array_new (FALSE, FALSE, sizeof (GtMove));
  for (guint i = 0; i < MIN (n, (guint) GT_MOVES_MAX); i++)
    if (gt_card_set_equal (&self->moves[i].cards, &set))
      g_array_append_val (found, self->moves[i]);

  if (found->len == 1)
    result = gt_puzzle_model_play (self, &g_array_index (found, GtMove, 0)) ? GT_PUZZLE_TRY_PLAYED
                                                                             : GT_PUZZLE_TRY_IGNORED;
  else if (found->len > 1)
    result = GT_PUZZLE_TRY_READINGS;
  else
    {
      /* The judge and the generator are the same engine; this would be a
       * bug in it, not the learner's mistake. */
      g_warning ("legal selection without a play from the move generator");
      result = GT_PUZZLE_TRY_IGNORED;
    }
  g_array_unref (found);
  return result;
}

gboolean
gt_puzzle_model_pass (GtPuzzleModel *self)
{
  GtMove pass;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  /* Nobody passes in a trick (the table's bytes are the trick's there). */
  if (self->now.game.rs->game->table != GT_TABLE_CLIMB || self->now.game.table.type == GT_COMBO_NONE)
    return FALSE;
  memset (&pass, 0, sizeof pass);
  gt_move_clear_wild (&pass);
  return gt_puzzle_model_play (self, &pass);
}

gboolean
gt_puzzle_model_hint (GtPuzzleModel *self)
{
  Work *work;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (!gt_puzzle_model_is_learners_turn (self) || self->busy || self->hint_grade >= GT_HINT_PLAY)
    return FALSE;
  work = work_new (self, WORK_HINT);
  work->grade = self->hint_grade + 1;
  work->idea = g_strdup (self->puzzle->hint);
  start_work (self, work);
  self->took_hint = TRUE;
  return TRUE;
}

GtPuzzleSolve
gt_puzzle_model_get_solve (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_PUZZLE_NOT_SOLVED);

  if (self->state != GT_PUZZLE_STATE_SOLVED)
    return GT_PUZZLE_NOT_SOLVED;
  if (self->lost_once)
    return GT_PUZZLE_SOLVED_AFTER_FAILING;
  return self->took_hint ? GT_PUZZLE_SOLVED_WITH_HINTS : GT_PUZZLE_SOLVED_CLEAN;
}

gboolean
gt_puzzle_model_undo (GtPuzzleModel *self)
{
  Snapshot snapshot;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (self->history->len == 0)
    return FALSE;
  snapshot = g_array_index (self->history, Snapshot, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  restore (self, &snapshot);
  return TRUE;
}

gboolean
gt_puzzle_model_restart (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (self->puzzle == NULL)
    return FALSE;
  g_array_set_size (self->history, 0);
  restore (self, &self->start);
  return TRUE;
}

gboolean
gt_puzzle_model_retry (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (self->state != GT_PUZZLE_STATE_REFUTING && self->state != GT_PUZZLE_STATE_REFUTED)
    return FALSE;
  /* Back to before the losing play: that is the last snapshot. */
  return gt_puzzle_model_undo (self);
}

gboolean
gt_puzzle_model_show_solution (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (self->state != GT_PUZZLE_STATE_REFUTING && self->state != GT_PUZZLE_STATE_REFUTED)
    return FALSE;
  gt_puzzle_model_retry (self);
  /* Undo comes back here, where the winning line starts. */
  g_array_append_val (self->history, self->now);
  set_state (self, GT_PUZZLE_STATE_SHOWING);
  show_feedback (self, GT_PUZZLE_FEEDBACK_INFO, _("A winning line: watch."), NULL, NULL, NULL, FALSE);
  start_work (self, work_new (self, WORK_SOLUTION));
  return TRUE;
}

/* ---- Stepping through a line ------------------------------------------------ */

static gboolean
has_line (GtPuzzleModel *self)
{
  return self->puzzle != NULL && self->queue->len > 0 && self->queue_end != END_TURN &&
         (self->state == GT_PUZZLE_STATE_REFUTING || self->state == GT_PUZZLE_STATE_REFUTED ||
          self->state == GT_PUZZLE_STATE_SHOWING || self->state == GT_PUZZLE_STATE_SHOWN);
}

gboolean
gt_puzzle_model_get_line (GtPuzzleModel *self,
                          guint         *position,
                          guint         *length)
{
  gboolean has;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  has = has_line (self);
  if (position != NULL)
    *position = has ? self->queue_pos : 0;
  if (length != NULL)
    *length = has ? self->queue->len : 0;
  return has;
}

guint
gt_puzzle_model_get_refuter (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_SEAT_NONE);

  if (self->state != GT_PUZZLE_STATE_REFUTING && self->state != GT_PUZZLE_STATE_REFUTED)
    return GT_SEAT_NONE;
  return self->refuter;
}

gboolean
gt_puzzle_model_get_line_playing (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return has_line (self) && self->pace_id != 0;
}

gboolean
gt_puzzle_model_get_line_step (GtPuzzleModel *self,
                               guint          index,
                               guint         *seat,
                               GtMove        *move)
{
  const GtLineStep *step;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (!has_line (self) || index >= self->queue->len)
    return FALSE;
  step = &g_array_index (self->queue, GtLineStep, index);
  if (seat != NULL)
    *seat = step->seat;
  if (move != NULL)
    *move = step->move;
  return TRUE;
}

gboolean
gt_puzzle_model_line_seek (GtPuzzleModel *self,
                           guint          position)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (!has_line (self))
    return FALSE;
  position = MIN (position, self->queue->len);
  g_clear_handle_id (&self->pace_id, g_source_remove);

  /* A line still playing out by itself is first taken to its end, all at
   * once, so that the verdict and the way on (Try Again, Show Solution)
   * are there whatever step the learner then looks at. */
  if (!self->line_done)
    {
      for (; self->queue_pos < self->queue->len; self->queue_pos++)
        apply_step (self, &g_array_index (self->queue, GtLineStep, self->queue_pos).move);
      queue_done (self);
    }

  self->now = self->line_start;
  for (self->queue_pos = 0; self->queue_pos < position; self->queue_pos++)
    apply_step (self, &g_array_index (self->queue, GtLineStep, self->queue_pos).move);
  /* "E went out first" belongs to the line's end, not to a step of it. */
  set_status (self, position == self->queue->len ? self->line_status : NULL);
  position_changed (self);
  update_busy (self);
  return TRUE;
}

gboolean
gt_puzzle_model_line_play (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (!has_line (self) || self->pace_id != 0)
    return FALSE;
  /* From the end, it plays again from the start. */
  if (self->queue_pos >= self->queue->len)
    gt_puzzle_model_line_seek (self, 0);
  if (self->reply_interval == 0)
    return gt_puzzle_model_line_seek (self, self->queue->len);
  self->pace_id = g_timeout_add (self->reply_interval, pace_cb, self);
  update_busy (self);
  return TRUE;
}

gboolean
gt_puzzle_model_line_pause (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (!has_line (self) || self->pace_id == 0)
    return FALSE;
  return gt_puzzle_model_line_seek (self, self->queue_pos);
}

static gboolean
have_puzzle (GtPuzzleModel *self)
{
  return self->puzzle != NULL && self->state != GT_PUZZLE_STATE_EMPTY;
}

gboolean
gt_puzzle_model_can_play (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return have_puzzle (self) && !self->busy && !self->too_big &&
         self->state == GT_PUZZLE_STATE_PLAYING && gt_puzzle_model_is_learners_turn (self);
}

gboolean
gt_puzzle_model_can_pass (GtPuzzleModel *self)
{
  return gt_puzzle_model_can_play (self) && self->now.game.rs->game->table == GT_TABLE_CLIMB &&
         self->now.game.table.type != GT_COMBO_NONE;
}

gboolean
gt_puzzle_model_can_hint (GtPuzzleModel *self)
{
  return gt_puzzle_model_can_play (self) && self->hint_grade < GT_HINT_PLAY;
}

gboolean
gt_puzzle_model_can_undo (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return have_puzzle (self) && self->history->len > 0;
}

gboolean
gt_puzzle_model_can_retry (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return have_puzzle (self) &&
         (self->state == GT_PUZZLE_STATE_REFUTING || self->state == GT_PUZZLE_STATE_REFUTED);
}

/* ---- GObject ---------------------------------------------------------------- */

static void
runner_notify_busy_cb (GtPuzzleModel *self)
{
  update_busy (self);
}

static void
runner_notify_thinking_cb (GtPuzzleModel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
gt_puzzle_model_dispose (GObject *object)
{
  GtPuzzleModel *self = GT_PUZZLE_MODEL (object);

  /* A job in flight ends on its own, and its answer finds no model. */
  if (self->queue != NULL)
    invalidate (self);
  if (self->runner != NULL)
    g_signal_handlers_disconnect_by_data (self->runner, self);
  g_clear_object (&self->runner);

  G_OBJECT_CLASS (gt_puzzle_model_parent_class)->dispose (object);
}

static void
gt_puzzle_model_finalize (GObject *object)
{
  GtPuzzleModel *self = GT_PUZZLE_MODEL (object);

  g_clear_pointer (&self->puzzle, gt_puzzle_free);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->queue, g_array_unref);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->line_status, g_free);
  g_clear_pointer (&self->comment, g_free);
  g_clear_pointer (&self->feedback_title, g_free);
  g_clear_pointer (&self->feedback_body, g_free);
  g_clear_pointer (&self->feedback_comment, g_free);
  g_clear_pointer (&self->rule, g_free);
  g_clear_pointer (&self->variants_note, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (self->hints); i++)
    g_clear_pointer (&self->hints[i], g_free);
  g_clear_pointer (&self->moves, g_free);

  G_OBJECT_CLASS (gt_puzzle_model_parent_class)->finalize (object);
}

static void
gt_puzzle_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtPuzzleModel *self = GT_PUZZLE_MODEL (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, gt_puzzle_model_get_thinking (self));
      break;
    case PROP_TOO_BIG:
      g_value_set_boolean (value, self->too_big);
      break;
    case PROP_TITLE:
      g_value_set_string (value, gt_puzzle_model_get_title (self));
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_VARIANTS_NOTE:
      g_value_set_string (value, self->variants_note);
      break;
    case PROP_HINT_GRADE:
      g_value_set_enum (value, self->hint_grade);
      break;
    case PROP_REPLY_INTERVAL:
      g_value_set_uint (value, self->reply_interval);
      break;
    case PROP_VARIANTS:
      g_value_set_uint (value, self->variants);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_puzzle_model_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtPuzzleModel *self = GT_PUZZLE_MODEL (object);

  switch (prop_id)
    {
    case PROP_REPLY_INTERVAL:
      gt_puzzle_model_set_reply_interval (self, g_value_get_uint (value));
      break;
    case PROP_VARIANTS:
      gt_puzzle_model_set_variants (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_puzzle_model_class_init (GtPuzzleModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gt_puzzle_model_dispose;
  object_class->finalize = gt_puzzle_model_finalize;
  object_class->get_property = gt_puzzle_model_get_property;
  object_class->set_property = gt_puzzle_model_set_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, GT_TYPE_PUZZLE_STATE, GT_PUZZLE_STATE_EMPTY,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOO_BIG] =
    g_param_spec_boolean ("too-big", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANTS_NOTE] =
    g_param_spec_string ("variants-note", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINT_GRADE] =
    g_param_spec_enum ("hint-grade", NULL, NULL, GT_TYPE_HINT_GRADE, GT_HINT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLY_INTERVAL] =
    g_param_spec_uint ("reply-interval", NULL, NULL, 0, 5000, GT_PUZZLE_MODEL_REPLY_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANTS] =
    g_param_spec_uint ("variants", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FEEDBACK_CHANGED] =
    g_signal_new ("feedback-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_HINT_PLAY] =
    g_signal_new ("hint-play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_RESET] =
    g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_LEARNER_TURN] =
    g_signal_new ("learner-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_REFUTED] =
    g_signal_new ("refuted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SOLVED] =
    g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gt_puzzle_model_init (GtPuzzleModel *self)
{
  /* The content budget, as `validate` proves puzzles with. */
  self->runner = gt_solver_runner_new (GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);
  g_signal_connect_swapped (self->runner, "notify::busy", G_CALLBACK (runner_notify_busy_cb), self);
  g_signal_connect_swapped (self->runner, "notify::thinking", G_CALLBACK (runner_notify_thinking_cb), self);
  self->history = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  self->queue = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
  self->moves = g_new (GtMove, GT_MOVES_MAX);
  self->refuter = GT_SEAT_NONE;
  self->state = GT_PUZZLE_STATE_EMPTY;
  self->reply_interval = GT_PUZZLE_MODEL_REPLY_MS;
  gt_rule_ctx_init (&self->ctx, NULL, 2);
}

/* ---- API -------------------------------------------------------------------- */

GtPuzzleModel *
gt_puzzle_model_new (void)
{
  return g_object_new (GT_TYPE_PUZZLE_MODEL, NULL);
}

void
gt_puzzle_model_set_puzzle (GtPuzzleModel  *self,
                            const GtPuzzle *puzzle)
{
  GtPuzzle *copy;

  g_return_if_fail (GT_IS_PUZZLE_MODEL (self));

  /* Copied first: puzzle may be the model's own (a change of variants). */
  copy = puzzle != NULL ? gt_puzzle_copy (puzzle) : NULL;
  invalidate (self);
  if (self->too_big)
    {
      self->too_big = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOO_BIG]);
    }
  g_array_set_size (self->history, 0);
  self->took_hint = FALSE;
  self->lost_once = FALSE;
  g_clear_pointer (&self->puzzle, gt_puzzle_free);

  if (copy == NULL)
    {
      memset (&self->now, 0, sizeof self->now);
      memset (&self->start, 0, sizeof self->start);
      self->verifying = self->set_aside = FALSE;
      update_variants_note (self);
      set_state (self, GT_PUZZLE_STATE_EMPTY);
      hide_feedback (self);
      clear_hints (self);
      position_changed (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
      update_busy (self);
      return;
    }

  self->puzzle = copy;
  gt_game_rule_ctx (&self->puzzle->position, &self->ctx);
  memset (&self->start, 0, sizeof self->start);
  self->start.game = self->puzzle->position;
  /* The learner's variants, for a puzzle that names none; checked by the
   * first job. */
  self->set_aside = FALSE;
  self->verifying = self->puzzle->position.variants == 0 && self->variants != 0;
  if (self->verifying)
    self->start.game.variants = self->variants;
  self->ctx.variants = self->start.game.variants;
  self->start.plays_left = self->puzzle->goal.kind == GT_GOAL_SHED ? self->puzzle->goal.plays : 0;
  fronts_from_game (&self->start.game, self->start.fronts);
  self->start.trick_leader = self->start.game.rs->game->table == GT_TABLE_TRICK && self->start.game.trick_n > 0
                             ? self->start.game.trick_leader : GT_SEAT_NONE;

  restore (self, &self->start);
  update_variants_note (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const GtPuzzle *
gt_puzzle_model_get_puzzle (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  return self->puzzle;
}

GtPuzzleState
gt_puzzle_model_get_state (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_PUZZLE_STATE_EMPTY);
  return self->state;
}

gboolean
gt_puzzle_model_get_busy (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return self->busy;
}

gboolean
gt_puzzle_model_get_thinking (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return self->runner != NULL && gt_solver_runner_get_thinking (self->runner);
}

gboolean
gt_puzzle_model_get_too_big (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return self->too_big;
}

const char *
gt_puzzle_model_get_title (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  return self->puzzle != NULL && self->puzzle->title != NULL ? self->puzzle->title : "";
}

const char *
gt_puzzle_model_get_status (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  return self->status;
}

const char *
gt_puzzle_model_get_variants_note (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  return self->variants_note;
}

const GtGame *
gt_puzzle_model_get_position (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  return &self->now.game;
}

const GtGame *
gt_puzzle_model_get_shown_position (GtPuzzleModel *self)
{
  GtGame *g;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);

  g = &self->shown;
  *g = self->now.game;
  if (self->puzzle == NULL || g->rs->game->table != GT_TABLE_TRICK)
    return g;
  g->out = 0;
  g->n_order = 0;
  if (g->trick_n == 0 && self->now.trick_leader < g->n_seats)
    {
      /* The trick just taken, rebuilt from the fronts in play order. */
      guint seat = self->now.trick_leader, at = 0;

      for (guint i = 0; i < g->n_seats; i++, seat = gt_game_next_seat (g, seat))
        {
          const GtCardList *play = &self->now.fronts[seat].play;

          if (play->n == 0 || at + play->n > GT_TRICK_MAX)
            break;
          if (i == 0)
            g->trick_leader = (guint8) seat;
          g->trick_at[i] = (guint8) at;
          g->trick_len[i] = (guint8) play->n;
          for (guint k = 0; k < play->n; k++)
            g->trick_card[at++] = play->card[k];
          g->trick_n = (guint8) (i + 1);
        }
    }
  return g;
}

const GtRuleCtx *
gt_puzzle_model_get_rule_ctx (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  return &self->ctx;
}

const GtPuzzleFront *
gt_puzzle_model_get_front (GtPuzzleModel *self,
                           guint          seat)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);
  g_return_val_if_fail (seat < GT_SEATS_MAX, NULL);
  return &self->now.fronts[seat];
}

GtPuzzleFeedbackKind
gt_puzzle_model_get_feedback (GtPuzzleModel *self,
                              const char   **title,
                              const char   **body,
                              const char   **comment,
                              const char   **rule,
                              gboolean      *offers_retry)
{
  gboolean on = FALSE;

  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_PUZZLE_FEEDBACK_NONE);

  on = self->feedback != GT_PUZZLE_FEEDBACK_NONE;
  if (title != NULL)
    *title = on ? self->feedback_title : NULL;
  if (body != NULL)
    *body = on ? self->feedback_body : NULL;
  if (comment != NULL)
    *comment = on ? self->feedback_comment : NULL;
  if (rule != NULL)
    *rule = on ? self->rule : NULL;
  if (offers_retry != NULL)
    *offers_retry = on && self->offers_retry;
  return self->feedback;
}

gboolean
gt_puzzle_model_dismiss_refusal (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  if (self->rule == NULL)
    return FALSE;
  hide_feedback (self);
  return TRUE;
}

GtHintGrade
gt_puzzle_model_get_hint_grade (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), GT_HINT_NONE);
  return self->hint_grade;
}

const char *
gt_puzzle_model_get_hint (GtPuzzleModel *self,
                          guint          grade)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), NULL);

  if (grade < 1 || grade > self->hint_grade)
    return NULL;
  return self->hints[grade - 1];
}

gboolean
gt_puzzle_model_get_hint_play (GtPuzzleModel *self,
                               GtCardList    *cards)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);

  gt_card_list_init (cards);
  if (!self->has_hint_play || self->hint_grade < GT_HINT_PLAY)
    return FALSE;
  *cards = self->hint_play;
  return TRUE;
}

void
gt_puzzle_model_set_variants (GtPuzzleModel *self,
                              guint32        variants)
{
  g_return_if_fail (GT_IS_PUZZLE_MODEL (self));

  if (self->variants == variants)
    return;
  self->variants = variants;
  /* A puzzle that names no variants starts again under the new ones. */
  if (self->puzzle != NULL && self->puzzle->position.variants == 0)
    gt_puzzle_model_set_puzzle (self, self->puzzle);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANTS]);
}

guint32
gt_puzzle_model_get_variants (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), 0);
  return self->variants;
}

void
gt_puzzle_model_set_reply_interval (GtPuzzleModel *self,
                                    guint          ms)
{
  g_return_if_fail (GT_IS_PUZZLE_MODEL (self));

  if (self->reply_interval == ms)
    return;
  /* Takes effect from the next line made. */
  self->reply_interval = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLY_INTERVAL]);
}

guint
gt_puzzle_model_get_reply_interval (GtPuzzleModel *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), 0);
  return self->reply_interval;
}

gboolean
gt_puzzle_model_wait_idle (GtPuzzleModel *self,
                           guint          timeout_ms)
{
  g_return_val_if_fail (GT_IS_PUZZLE_MODEL (self), FALSE);
  return gt_wait_while (&self->busy, timeout_ms);
}
