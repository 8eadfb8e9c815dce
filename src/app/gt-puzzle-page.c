/* gt-puzzle-page.c — the puzzle player
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How a turn goes.  The learner selects cards and plays.  The engine's
 * judge decides whether the cards are a legal play at all (an illegal one
 * gets the verdict row and changes nothing); the move generator lists the
 * ways the cards can be read, and when there are several a popover asks
 * which one.  The play goes on the table at once, then a worker thread asks
 * the solver whether it was among the winning plays: if so it also works
 * out the replies of E, N and W up to the learner's next turn, and they are
 * shown one at a time; if not it works out the defence's refutation, which
 * is shown the same way, and the learner may try again or watch a winning
 * line.
 *
 * The solver runs in the page's GtSolverRunner (gt-solver-runner.h), one
 * job at a time off the main thread and within the content budget: a page
 * that is undone, restarted or disposed cancels the job in flight, whose
 * answer then never arrives, and a new job always overtakes the old one.
 * A puzzle from a stranger's file that the solver cannot settle within its
 * budget is said to be too large, and nothing of it is judged.
 *
 * Rule variants.  A puzzle that names variants (its Variants= key, or the
 * position's variants=) is played under exactly those: its answers were
 * proven under them.  Otherwise the learner's variants ("variants", from the
 * preferences) apply, and the solver works under them; since the puzzle
 * was only proven under the standard rules, a first job makes sure the goal
 * can still be forced.  If it cannot, the page plays the puzzle under the
 * standard rules and says so (docs/decisions.md, "Rule variants in the
 * app").
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "gt-explain.h"
#include "gt-moves.h"
#include "gt-puzzle-page.h"
#include "gt-puzzle-resources.h"
#include "gt-solver-runner.h"
#include "gt-widgets.h"

#define PUZZLE_STYLE "/org/guandantutor/GuandanTutor/puzzle/gt-puzzle-page.css"

/* The pace of replies (design/app.md: "about 600 ms each"). */
#define REPLY_MS 600

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
  guint grade;           /* hint */
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

/* Two plays are one when they hold the same cards read the same way
 * (gt-moves.h); a pass is n == 0. */
static gboolean
move_same (const GtMove *a,
           const GtMove *b)
{
  if (a->n == 0 || b->n == 0)
    return a->n == b->n;
  return gt_card_set_equal (&a->cards, &b->cards) && gt_combo_same (&a->combo, &b->combo);
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

/* In the runner's worker. */
static void
work_thread (GtSolver *solver,
             gpointer  data)
{
  Work *work = data;

  work->steps = g_array_new (FALSE, TRUE, sizeof (GtLineStep));

  switch (work->kind)
    {
    case WORK_VERIFY:
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
        GtGame after = work->pos;
        GtGoal goal = work->goal;

        if (!gt_solver_solve (solver, &work->pos, &work->goal, &result))
          {
            gt_solve_result_clear (&result);
            break;
          }
        for (guint i = 0; result.winning != NULL && i < result.winning->len && !work->wins; i++)
          work->wins = move_same (&g_array_index (result.winning, GtMove, i), &work->move);
        gt_solve_result_clear (&result);

        gt_game_play_fast (&after, &work->move);
        if (goal.kind == GT_GOAL_SHED && work->move.n > 0 && goal.plays > 0)
          goal.plays--;
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
      work->has_move = gt_solver_hint (solver, &work->pos, &work->goal,
                                       (GtHintGrade) work->grade, work->idea,
                                       &work->text, &work->hint_move);
      break;

    case WORK_SOLUTION:
      gt_solver_line (solver, &work->pos, &work->goal, work->steps);
      break;

    default:
      g_assert_not_reached ();
    }
  work->too_big = gt_solver_exhausted (solver);
}

/* ---- The page ------------------------------------------------------------ */

/* What is shown in front of a seat: its last play or pass of the round. */
typedef struct {
  GtCardList play;
  gboolean passed;
} Front;

/* A position the learner can go back to. */
typedef struct {
  GtGame game;
  guint plays_left;      /* the shed goal's plays S still has */
  Front fronts[GT_SEATS_MAX];
} Snapshot;

typedef enum {
  END_TURN,              /* replies: the learner's turn (or the goal reached) */
  END_REFUTED,
  END_SHOWN,
} QueueEnd;

typedef enum {
  FEEDBACK_INFO,
  FEEDBACK_SUCCESS,
  FEEDBACK_WARNING,
  FEEDBACK_ERROR,
} FeedbackKind;

struct _GtPuzzlePage
{
  GtkWidget parent_instance;

  /* Template children */
  GtkLabel *goal_label;
  GtkLabel *variants_label;
  GtkLabel *difficulty_label;
  GtkScrolledWindow *scroller;
  GtTableView *table;
  GtkRevealer *feedback_revealer;
  GtkWidget *feedback_box;
  GtkImage *feedback_icon;
  GtkLabel *feedback_title;
  GtkLabel *feedback_body;
  GtkWidget *feedback_comment_box;
  GtkLabel *feedback_comment;
  GtkWidget *feedback_buttons;
  GtkButton *rule_button;
  GtkWidget *retry_button;
  GtkWidget *solution_button;
  GtkRevealer *hint_revealer;
  GtkLabel *hint_heading;
  GtkLabel *hint_label_1;
  GtkLabel *hint_label_2;
  GtkLabel *hint_label_3;
  GtkStack *bottom_stack;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  GtkWidget *play_button;
  GtkWidget *solved_box;
  GtkLabel *solved_title;
  GtkLabel *solved_label;
  GtkWidget *next_button;

  /* The popover over Play that asks which reading is meant */
  GtkWidget *readings_popover;
  GtkWidget *readings_list;
  GArray *readings;      /* GtMove, one per row */

  /* The puzzle and where the learner is */
  GtPuzzle *puzzle;      /* the page's own copy */
  GtRuleCtx ctx;
  Snapshot start;
  Snapshot now;
  GArray *history;       /* Snapshot: before each of the learner's plays */
  GtPuzzleState state;
  guint hint_grade;      /* hints revealed at this turn */
  char *rule;            /* the rule the verdict row links to */
  gboolean fault_marks;
  char *comment;         /* the author's comment on the play being refuted */
  guint8 refuter;        /* who beats it (GT_SEAT_NONE: nobody in particular) */

  /* Rule variants */
  guint32 variants;      /* the learner's, for puzzles that name none */
  gboolean verifying;    /* the start is being checked under them */
  gboolean set_aside;    /* they made the goal unreachable: standard rules */

  /* Replies being shown one at a time */
  GArray *queue;         /* GtLineStep */
  guint queue_pos;
  QueueEnd queue_end;
  guint pace_id;
  guint reply_interval;  /* ms; 0: at once */
  gboolean four_colour;  /* the deck of every card on the page */

  /* The solver */
  GtSolverRunner *runner;
  gboolean too_big;      /* the runner's budget ran out on this puzzle */
  guint stick_id;
  gboolean busy;
  gboolean disposed;

  GtMove *moves;         /* the move generator's buffer, GT_MOVES_MAX */
};

G_DEFINE_FINAL_TYPE (GtPuzzlePage, gt_puzzle_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BUSY,
  PROP_TITLE,
  PROP_REPLY_INTERVAL,
  PROP_VARIANTS,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_SOLVED,
  SIGNAL_FAILED,
  SIGNAL_NEXT,
  SIGNAL_SHOW_RULE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_actions (GtPuzzlePage *self);
static void learner_play   (GtPuzzlePage *self,
                            const GtMove *move);

/* ---- Small helpers ------------------------------------------------------- */

static GtPuzzleComment *
comment_copy (const GtPuzzleComment *c)
{
  GtPuzzleComment *copy = g_new (GtPuzzleComment, 1);

  *copy = *c;
  copy->text = g_strdup (c->text);
  return copy;
}

static void
comment_free (gpointer data)
{
  GtPuzzleComment *c = data;

  g_free (c->text);
  g_free (c);
}

/* A deep copy that gt_puzzle_free() frees: the library may drop its
 * puzzles at any "changed", and the page must not care. */
static GtPuzzle *
puzzle_copy (const GtPuzzle *p)
{
  GtPuzzle *copy = g_new (GtPuzzle, 1);

  *copy = *p;
  copy->file = g_strdup (p->file);
  copy->id = g_strdup (p->id);
  copy->title = g_strdup (p->title);
  copy->hint = g_strdup (p->hint);
  copy->explanation = g_strdup (p->explanation);
  copy->rules = g_strdupv (p->rules);
  copy->comments = g_ptr_array_new_with_free_func (comment_free);
  for (guint i = 0; p->comments != NULL && i < p->comments->len; i++)
    g_ptr_array_add (copy->comments, comment_copy (g_ptr_array_index (p->comments, i)));
  return copy;
}

static void
current_goal (GtPuzzlePage *self,
              GtGoal       *goal)
{
  *goal = self->puzzle->goal;
  if (goal->kind == GT_GOAL_SHED)
    goal->plays = (guint8) self->now.plays_left;
}

static gboolean
animations_enabled (GtPuzzlePage *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static gboolean
learners_turn (GtPuzzlePage *self)
{
  const GtGame *g = &self->now.game;
  gboolean reached;

  return self->puzzle != NULL && g->phase == GT_PHASE_PLAY && g->turn == GT_SEAT_S &&
         gt_game_seat_active (g, GT_SEAT_S) &&
         !gt_goal_decided (&self->puzzle->goal, g, &reached);
}

/* A card as the table shows it: "♠10", or the joker's name. */
static const char *
card_words (GtCard card)
{
  if (card == GT_CARD_BJ)
    return _("small joker");
  if (card == GT_CARD_RJ)
    return _("big joker");
  return gt_card_to_symbol (card);
}

static gboolean
is_sequence (guint type)
{
  return type == GT_COMBO_STRAIGHT || type == GT_COMBO_TUBE ||
         type == GT_COMBO_PLATE || type == GT_COMBO_STRAIGHT_FLUSH;
}

/* The cards of a play in the order people lay them down: sequences low to
 * high by the cards they stand for (the Ace low in A-2-3-4-5), everything
 * else by strength at the level. */
static void
move_cards_for_people (GtPuzzlePage *self,
                       const GtMove *move,
                       GtCardList   *out)
{
  guint8 strength[GT_RANK_COUNT];
  guint keys[GT_LIST_MAX];
  gboolean sequence = is_sequence (move->combo.type);
  guint len = move->combo.type == GT_COMBO_STRAIGHT || move->combo.type == GT_COMBO_STRAIGHT_FLUSH ? 5
            : move->combo.type == GT_COMBO_TUBE ? 3 : 2;
  gboolean ace_low = sequence && (int) move->combo.rank - (int) len + 1 < GT_RANK_2;

  gt_move_to_card_list (&self->ctx, move, out);
  self->puzzle->rs->rank_strength (&self->ctx, strength);
  for (guint i = 0; i < out->n; i++)
    {
      GtCard eff = out->as[i] != GT_CARD_NONE ? out->as[i] : out->card[i];
      guint rank = gt_card_rank (eff);

      if (sequence)
        keys[i] = (ace_low && rank == GT_RANK_A ? 1 : rank) * 8 + gt_card_suit (eff);
      else
        keys[i] = strength[rank] * 8u + gt_card_suit (eff);
    }
  /* Insertion sort: ten cards at most. */
  for (guint i = 1; i < out->n; i++)
    for (guint j = i; j > 0 && keys[j - 1] > keys[j]; j--)
      {
        guint k = keys[j];
        GtCard c = out->card[j], a = out->as[j];

        keys[j] = keys[j - 1];
        out->card[j] = out->card[j - 1];
        out->as[j] = out->as[j - 1];
        keys[j - 1] = k;
        out->card[j - 1] = c;
        out->as[j - 1] = a;
      }
}

/* "♠3 ♦4 ♥2 (as ♠5) ♣6 ♠7" */
static char *
move_words (GtPuzzlePage *self,
            const GtMove *move)
{
  GString *s = g_string_new (NULL);
  GtCardList list;

  move_cards_for_people (self, move, &list);
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

/* One reading of a selection, for the popover: "Straight, 3 to 7", and in
 * *wild_words (NULL for none) what the wild cards stand for, "♥2 as ♠5". */
static char *
describe_reading (GtPuzzlePage  *self,
                  const GtMove  *move,
                  char         **wild_words)
{
  GtCard wild = GT_CARD_MAKE (self->ctx.level, GT_SUIT_HEARTS);

  *wild_words = NULL;
  for (guint i = 0; i < MIN (move->n_wild, 2u); i++)
    if (move->as[i] != GT_CARD_NONE && move->as[i] != wild)
      {
        /* Translators: what a wild card stands for in a reading, "♥2 as ♠5" */
        char *one = g_strdup_printf (_("%1$s as %2$s"), card_words (wild), card_words (move->as[i]));
        char *both = *wild_words != NULL ? g_strconcat (*wild_words, " · ", one, NULL) : g_strdup (one);

        g_free (*wild_words);
        g_free (one);
        *wild_words = both;
      }
  return gt_combo_describe (&move->combo, GT_COMBO_WORDS_LABEL);
}

static const char *
difficulty_class (guint difficulty)
{
  switch (difficulty)
    {
    case 0:
    case 1:
    case 2: return "easy";
    case 3: return "medium";
    case 4: return "hard";
    default: return "expert";
    }
}

static const char *
difficulty_words (guint difficulty)
{
  switch (difficulty)
    {
    case 0:
    case 1:
    case 2: return C_("difficulty", "Easy");
    case 3: return C_("difficulty", "Medium");
    case 4: return C_("difficulty", "Hard");
    default: return C_("difficulty", "Expert");
    }
}

/* The difficulty as a coloured tag: words, and the number in the tooltip
 * and the accessible name. */
static void
set_difficulty_tag (GtkLabel *label,
                    guint     difficulty)
{
  GtkWidget *tag = GTK_WIDGET (label);
  char *tip = g_strdup_printf (_("Difficulty %u of 5"), difficulty);

  gtk_label_set_text (label, difficulty_words (difficulty));
  for (guint d = 1; d <= 5; d++)
    gtk_widget_remove_css_class (tag, difficulty_class (d));
  gtk_widget_add_css_class (tag, "difficulty");
  gtk_widget_add_css_class (tag, difficulty_class (difficulty));
  gtk_widget_set_tooltip_text (tag, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tag),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tip,
                                  -1);
  g_free (tip);
}

/* ---- The table ----------------------------------------------------------- */

static void
fronts_from_game (const GtGame *g,
                  Front         fronts[GT_SEATS_MAX])
{
  memset (fronts, 0, sizeof (Front) * GT_SEATS_MAX);
  for (guint seat = 0; seat < g->n_seats; seat++)
    {
      gt_card_list_init (&fronts[seat].play);
      fronts[seat].passed = (g->passed & (1u << seat)) != 0;
    }
  if (g->table_n > 0 && g->table_by < g->n_seats)
    for (guint i = 0; i < g->table_n; i++)
      gt_card_list_append (&fronts[g->table_by].play, g->table_card[i], g->table_as[i]);
}

static gboolean
same_cards (const GtCardList *a,
            const GtCardList *b)
{
  return a->n == b->n && memcmp (a->card, b->card, a->n) == 0;
}

/* Shows self->now, keeping the learner's selection when the hand is the
 * same (replies come while the learner picks cards). */
static void
refresh_table (GtPuzzlePage *self)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);
  const GtGame *g = &self->now.game;
  GtCardList selection, before, after;

  if (self->puzzle == NULL)
    {
      gt_table_view_set_position (self->table, NULL, NULL, 0);
      return;
    }

  gt_hand_view_get_selection (hand, &selection);
  gt_hand_view_get_cards (hand, &before);

  /* Double dummy: every hand face up. */
  gt_table_view_set_position (self->table, self->puzzle->rs, g, 0);
  for (guint seat = 0; seat < g->n_seats; seat++)
    {
      const Front *f = &self->now.fronts[seat];

      /* The play to beat is already the table's, in the centre. */
      if (g->table_n > 0 && seat == g->table_by)
        continue;
      gt_table_view_set_last_play (self->table, seat, f->play.n > 0 ? &f->play : NULL, f->passed);
    }

  gt_hand_view_get_cards (hand, &after);
  if (selection.n > 0 && same_cards (&before, &after))
    gt_hand_view_set_selection (hand, &selection);
}

/* The turn's player makes move on self->now (the fronts follow). */
static void
apply_step (GtPuzzlePage *self,
            const GtMove *move)
{
  GtGame *g = &self->now.game;
  guint seat = g->turn;

  g_return_if_fail (seat < g->n_seats);

  /* A new round: the last round's plays leave the table. */
  if (g->table.type == GT_COMBO_NONE)
    for (guint i = 0; i < GT_SEATS_MAX; i++)
      {
        gt_card_list_init (&self->now.fronts[i].play);
        self->now.fronts[i].passed = FALSE;
      }

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

/* ---- Feedback, hints, marks ---------------------------------------------- */

static void
hide_feedback (GtPuzzlePage *self)
{
  gtk_revealer_set_reveal_child (self->feedback_revealer, FALSE);
  g_clear_pointer (&self->rule, g_free);
}

static void
show_feedback (GtPuzzlePage *self,
               FeedbackKind  kind,
               const char   *title,
               const char   *body,
               const char   *comment,
               const char   *rule,
               gboolean      refuted_buttons)
{
  /* Not libadwaita's own .success, .warning and .error, which colour the
   * text: here the tint is behind ordinary text. */
  static const char *const classes[] = { "verdict-info", "verdict-success", "verdict-warning", "verdict-error" };
  static const char *const icons[] = {
    "dialog-information-symbolic", "emblem-ok-symbolic",
    "dialog-warning-symbolic", "dialog-error-symbolic",
  };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (self->feedback_box, classes[i]);
  gtk_widget_add_css_class (self->feedback_box, classes[kind]);
  gtk_image_set_from_icon_name (self->feedback_icon, icons[kind]);

  gtk_label_set_text (self->feedback_title, title != NULL ? title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_title), title != NULL && *title);
  gtk_label_set_text (self->feedback_body, body != NULL ? body : "");
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_body), body != NULL && *body);
  gtk_label_set_text (self->feedback_comment, comment != NULL ? comment : "");
  gtk_widget_set_visible (self->feedback_comment_box, comment != NULL && *comment);

  g_free (self->rule);
  self->rule = g_strdup (rule);
  gtk_widget_set_visible (GTK_WIDGET (self->rule_button), rule != NULL);
  if (rule != NULL)
    {
      char *a11y = g_strdup_printf (_("Open the rule %s"), rule);

      gtk_button_set_label (self->rule_button, rule);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->rule_button), _("Open this rule in the rules reference"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->rule_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
      g_free (a11y);
    }
  gtk_widget_set_visible (self->retry_button, refuted_buttons);
  gtk_widget_set_visible (self->solution_button, refuted_buttons);
  gtk_widget_set_visible (self->feedback_buttons, rule != NULL || refuted_buttons);

  gtk_revealer_set_reveal_child (self->feedback_revealer, TRUE);
}

static GtkLabel *
hint_label (GtPuzzlePage *self,
            guint         grade)
{
  return grade == 1 ? self->hint_label_1 : grade == 2 ? self->hint_label_2 : self->hint_label_3;
}

static void
clear_hints (GtPuzzlePage *self)
{
  self->hint_grade = 0;
  gtk_revealer_set_reveal_child (self->hint_revealer, FALSE);
  for (guint grade = 1; grade <= 3; grade++)
    {
      gtk_label_set_text (hint_label (self, grade), "");
      gtk_widget_set_visible (GTK_WIDGET (hint_label (self, grade)), FALSE);
    }
}

static void
clear_marks (GtPuzzlePage *self)
{
  gt_hand_view_set_marks (gt_table_view_get_hand (self->table), NULL, GT_CARD_MARK_NONE);
  self->fault_marks = FALSE;
}

/* Moves the focus out of a part that is about to go, to the hand. */
static void
rescue_focus (GtPuzzlePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL)
    return;
  if (gtk_widget_is_ancestor (focus, self->feedback_box) ||
      gtk_widget_is_ancestor (focus, self->solved_box) ||
      focus == self->feedback_box || focus == self->solved_box)
    gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table)));
}

/* ---- Busy, thinking, actions --------------------------------------------- */

static void
update_busy (GtPuzzlePage *self)
{
  gboolean busy = (self->runner != NULL && gt_solver_runner_get_busy (self->runner)) || self->pace_id != 0;

  if (busy != self->busy)
    {
      self->busy = busy;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
    }
  update_actions (self);
}

static void
update_actions (GtPuzzlePage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean have = self->puzzle != NULL && self->state != GT_PUZZLE_STATE_EMPTY;
  gboolean ready = have && !self->busy && !self->too_big && self->state == GT_PUZZLE_STATE_PLAYING &&
                   learners_turn (self);
  gboolean refuted = self->state == GT_PUZZLE_STATE_REFUTING || self->state == GT_PUZZLE_STATE_REFUTED;
  GtCardList selection;

  gt_hand_view_get_selection (gt_table_view_get_hand (self->table), &selection);

  gtk_widget_action_set_enabled (widget, "puzzle.play", ready && selection.n > 0);
  gtk_widget_action_set_enabled (widget, "puzzle.pass", ready && self->now.game.table.type != GT_COMBO_NONE);
  gtk_widget_action_set_enabled (widget, "puzzle.hint", ready && self->hint_grade < GT_HINT_PLAY);
  gtk_widget_action_set_enabled (widget, "puzzle.undo", have && self->history->len > 0);
  gtk_widget_action_set_enabled (widget, "puzzle.restart", have);
  gtk_widget_action_set_enabled (widget, "puzzle.retry", have && refuted);
  gtk_widget_action_set_enabled (widget, "puzzle.show-solution", have && refuted);
  gtk_widget_action_set_enabled (widget, "puzzle.next", have);
  /* Escape goes on to the window when there is nothing to clear. */
  gtk_widget_action_set_enabled (widget, "puzzle.clear",
                                 have && (selection.n > 0 || self->fault_marks || self->rule != NULL));
}

/* ---- Jobs ----------------------------------------------------------------- */

static void work_done (gpointer owner,
                       gpointer data);

static Work *
work_new (GtPuzzlePage *self,
          WorkKind      kind)
{
  Work *work = g_new0 (Work, 1);

  work->kind = kind;
  work->pos = self->now.game;
  current_goal (self, &work->goal);
  return work;
}

/* Runs work now; a job in flight is cancelled: a new job always makes the
 * old one's answer useless. */
static void
start_work (GtPuzzlePage *self,
            Work         *work)
{
  gt_solver_runner_run (self->runner, work_thread, work_done, self, work, work_free);
  update_busy (self);
}

/* Forgets every job and reply under way: the position is about to change. */
static void
invalidate (GtPuzzlePage *self)
{
  if (self->runner != NULL)
    gt_solver_runner_cancel (self->runner);
  g_clear_handle_id (&self->pace_id, g_source_remove);
  g_array_set_size (self->queue, 0);
  self->queue_pos = 0;
  if (self->readings_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->readings_popover));
}

/* ---- States ---------------------------------------------------------------- */

static void
set_state (GtPuzzlePage  *self,
           GtPuzzleState  state)
{
  self->state = state;
  /* Once the puzzle is decided nobody is "to move", and the centre of the
   * table says how it ended (the callers set the words); playing again,
   * both come back. */
  if (state == GT_PUZZLE_STATE_SOLVED || state == GT_PUZZLE_STATE_SHOWN || state == GT_PUZZLE_STATE_REFUTED)
    gt_table_view_set_show_turn (self->table, FALSE);
  else
    {
      gt_table_view_set_show_turn (self->table, TRUE);
      gt_table_view_set_status (self->table, NULL);
    }
  /* While a line plays out, and after a refutation, the verdict row holds
   * the way on: Pass, Hint and Play would only be greyed out. */
  switch (state)
    {
    case GT_PUZZLE_STATE_SOLVED:
    case GT_PUZZLE_STATE_SHOWN:
      gtk_stack_set_visible_child_name (self->bottom_stack, "solved");
      break;
    case GT_PUZZLE_STATE_REFUTING:
    case GT_PUZZLE_STATE_REFUTED:
    case GT_PUZZLE_STATE_SHOWING:
      gtk_stack_set_visible_child_name (self->bottom_stack, "none");
      break;
    case GT_PUZZLE_STATE_EMPTY:
    case GT_PUZZLE_STATE_PLAYING:
    default:
      gtk_stack_set_visible_child_name (self->bottom_stack, "play");
      break;
    }
}

static void
start_replies_if_needed (GtPuzzlePage *self)
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
restore (GtPuzzlePage   *self,
         const Snapshot *snapshot)
{
  invalidate (self);
  self->now = *snapshot;
  g_clear_pointer (&self->comment, g_free);
  set_state (self, GT_PUZZLE_STATE_PLAYING);
  clear_hints (self);
  hide_feedback (self);
  refresh_table (self);
  clear_marks (self);
  gt_hand_view_clear_selection (gt_table_view_get_hand (self->table));
  rescue_focus (self);
  start_replies_if_needed (self);
  update_busy (self);
}

static void
solved (GtPuzzlePage *self,
        gboolean      by_learner)
{
  set_state (self, by_learner ? GT_PUZZLE_STATE_SOLVED : GT_PUZZLE_STATE_SHOWN);
  hide_feedback (self);
  clear_hints (self);
  clear_marks (self);
  if (by_learner)
    {
      gtk_widget_remove_css_class (self->solved_box, "shown");
      /* Translators: the heading when the learner solved a puzzle */
      gtk_label_set_text (self->solved_title, _("Solved!"));
      /* Translators: in the centre of the table once a puzzle is solved */
      gt_table_view_set_status (self->table, _("Goal reached"));
    }
  else
    {
      gtk_widget_add_css_class (self->solved_box, "shown");
      /* Translators: the heading after "Show Solution" played a winning line */
      gtk_label_set_text (self->solved_title, _("That is the solution"));
      /* Translators: in the centre of the table after "Show Solution" */
      gt_table_view_set_status (self->table, _("Goal reached by the solution"));
    }
  gtk_label_set_text (self->solved_label, self->puzzle->explanation);
  update_busy (self);
  gtk_widget_grab_focus (self->next_button);
  if (by_learner)
    g_signal_emit (self, signals[SIGNAL_SOLVED], 0);
}

/* The learner's turn again, or the goal reached, after replies. */
static void
after_replies (GtPuzzlePage *self)
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
          gt_table_view_set_status (self->table, _("The goal can no longer be reached."));
          show_feedback (self, FEEDBACK_WARNING, _("The goal can no longer be reached."),
                         NULL, NULL, NULL, TRUE);
        }
      return;
    }
  self->hint_grade = 0;
  clear_marks (self);
}

static char *
refuted_title (GtPuzzlePage *self)
{
  const GtGame *g = &self->now.game;

  if (self->puzzle->goal.kind == GT_GOAL_SHED)
    return g_strdup (_("You ran out of plays."));
  for (guint i = 0; i < g->n_order; i++)
    if (!gt_game_same_side (g, g->order[i], GT_SEAT_S))
      {
        if (i == 0)
          /* Translators: after a refutation; %s is a seat letter, "E went out first." */
          return g_strdup_printf (_("%s went out first."), gt_seat_name (g->order[i], GT_SEAT_NAME_LETTER));
        /* Translators: after a refutation of "you and your partner finish
         * first and second"; %s is a seat letter */
        return g_strdup_printf (_("%s went out before your team finished."),
                                gt_seat_name (g->order[i], GT_SEAT_NAME_LETTER));
      }
  return g_strdup (_("The goal was missed."));
}

static void
queue_done (GtPuzzlePage *self)
{
  switch (self->queue_end)
    {
    case END_TURN:
      after_replies (self);
      break;
    case END_REFUTED:
      {
        char *title = refuted_title (self);

        set_state (self, GT_PUZZLE_STATE_REFUTED);
        gt_table_view_set_status (self->table, title);
        show_feedback (self, FEEDBACK_WARNING, title,
                       _("Go back to before your play and find another, or watch a winning line."),
                       self->comment, NULL, TRUE);
        g_free (title);
        gtk_widget_grab_focus (self->retry_button);
      }
      break;
    case END_SHOWN:
      solved (self, FALSE);
      break;
    default:
      g_assert_not_reached ();
    }
  update_busy (self);
}

static gboolean
pace_cb (gpointer data)
{
  GtPuzzlePage *self = data;

  apply_step (self, &g_array_index (self->queue, GtLineStep, self->queue_pos).move);
  self->queue_pos++;
  refresh_table (self);
  if (self->queue_pos < self->queue->len)
    return G_SOURCE_CONTINUE;
  self->pace_id = 0;
  queue_done (self);
  return G_SOURCE_REMOVE;
}

/* Shows steps one at a time (at once without animations), then end. */
static void
play_queue (GtPuzzlePage *self,
            GArray       *steps,
            QueueEnd      end)
{
  g_array_set_size (self->queue, 0);
  g_array_append_vals (self->queue, steps->data, steps->len);
  self->queue_pos = 0;
  self->queue_end = end;

  if (self->queue->len == 0 || self->reply_interval == 0 || !animations_enabled (self))
    {
      for (; self->queue_pos < self->queue->len; self->queue_pos++)
        apply_step (self, &g_array_index (self->queue, GtLineStep, self->queue_pos).move);
      refresh_table (self);
      queue_done (self);
      return;
    }
  self->pace_id = g_timeout_add (self->reply_interval, pace_cb, self);
  update_busy (self);
}

/* The seat that goes out first for E–W along a refutation, if any. */
static guint
refuter_of (const GtGame *after,
            GArray       *steps)
{
  GtGame g = *after;

  for (guint i = 0; i < steps->len; i++)
    {
      const GtLineStep *step = &g_array_index (steps, GtLineStep, i);
      guint events = gt_game_play_fast (&g, &step->move);

      if ((events & GT_EVENT_OUT) != 0 && !gt_game_same_side (&g, step->seat, GT_SEAT_S))
        return step->seat;
    }
  return GT_SEAT_NONE;
}

static void
check_done (GtPuzzlePage *self,
            Work         *work)
{
  if (work->wins)
    {
      show_feedback (self, FEEDBACK_SUCCESS, _("Good play."), NULL, NULL, NULL, FALSE);
      play_queue (self, work->steps, END_TURN);
      return;
    }

  {
    GtGame after = work->pos;
    char *title;

    gt_game_play_fast (&after, &work->move);
    self->refuter = (guint8) refuter_of (&after, work->steps);
    set_state (self, GT_PUZZLE_STATE_REFUTING);
    if (self->puzzle->goal.kind == GT_GOAL_SHED)
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Your hand can no longer go out in %u play: watch.",
                                            "Your hand can no longer go out in %u plays: watch.",
                                            self->puzzle->goal.plays),
                               (guint) self->puzzle->goal.plays);
    else if (self->refuter != GT_SEAT_NONE)
      /* Translators: after a losing play; %s is a seat letter, "E can now win: watch." */
      title = g_strdup_printf (_("%s can now win: watch."), gt_seat_name (self->refuter, GT_SEAT_NAME_LETTER));
    else
      title = g_strdup (_("The goal can no longer be reached: watch."));
    show_feedback (self, FEEDBACK_WARNING, title, NULL, self->comment, NULL, TRUE);
    g_free (title);
    g_signal_emit (self, signals[SIGNAL_FAILED], 0);
    play_queue (self, work->steps, END_REFUTED);
  }
}

static void
hint_done (GtPuzzlePage *self,
           Work         *work)
{
  GtkLabel *label = hint_label (self, work->grade);
  char *heading;

  if (work->text == NULL)
    gtk_label_set_text (label, _("No play wins from here any more."));
  else if (work->grade == GT_HINT_PLAY && work->has_move && work->hint_move.n > 0)
    {
      GtHandView *hand = gt_table_view_get_hand (self->table);
      GtCardList cards;
      char *words = move_words (self, &work->hint_move);
      char *text;

      /* The solver names cards in the notation ("S3"); the learner sees
       * them as the table draws them. */
      /* Translators: the third hint; %s is a list of cards, "♠3 ♦4 ♥2 (as ♠5) ♣6 ♠7" */
      text = g_strdup_printf (_("Play %s."), words);
      gtk_label_set_text (label, text);
      g_free (text);
      g_free (words);

      gt_move_to_card_list (&self->ctx, &work->hint_move, &cards);
      for (guint i = 0; i < cards.n; i++)
        cards.as[i] = GT_CARD_NONE;
      gt_hand_view_set_selection (hand, &cards);
      gt_hand_view_set_marks (hand, &cards, GT_CARD_MARK_HINT);
      self->fault_marks = FALSE;
    }
  else
    gtk_label_set_text (label, work->text);

  gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
  self->hint_grade = work->grade;
  /* Translators: the heading of the hints, "Hint 2 of 3" */
  heading = g_strdup_printf (_("Hint %u of %u"), work->grade, (guint) GT_HINT_PLAY);
  gtk_label_set_text (self->hint_heading, heading);
  g_free (heading);
  gtk_revealer_set_reveal_child (self->hint_revealer, TRUE);
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
update_variants_label (GtPuzzlePage *self)
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
  gtk_label_set_text (self->variants_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->variants_label), text != NULL);
  g_free (names);
  g_free (text);
}

/* The start checked under the learner's variants: play on, or go back to
 * the standard rules when they made the goal unreachable. */
static void
verify_done (GtPuzzlePage *self,
             Work         *work)
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
  update_variants_label (self);
}

static void
work_done (gpointer owner,
           gpointer data)
{
  GtPuzzlePage *self = owner;
  Work *work = data;

  if (work->too_big)
    {
      /* A puzzle from a stranger's file can be beyond any budget: say so
       * once, and judge nothing. */
      self->too_big = TRUE;
      show_feedback (self, FEEDBACK_ERROR, _("This puzzle is too large to check"),
                     _("The solver could not settle it within its budget, so no play can be judged. "
                       "Try another puzzle."),
                     NULL, NULL, FALSE);
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
      play_queue (self, work->steps, END_SHOWN);
      break;
    default:
      g_assert_not_reached ();
    }
  update_busy (self);
}

/* ---- The learner's plays --------------------------------------------------- */

static void
learner_play (GtPuzzlePage *self,
              const GtMove *move)
{
  Work *work;

  if (!learners_turn (self) || self->busy || self->state != GT_PUZZLE_STATE_PLAYING)
    return;

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
  clear_marks (self);
  apply_step (self, move);
  refresh_table (self);
  start_work (self, work);
}

static void
reading_activated (GtPuzzlePage  *self,
                   GtkListBoxRow *row)
{
  int index = gtk_list_box_row_get_index (row);
  GtMove move;

  if (index < 0 || (guint) index >= self->readings->len)
    return;
  move = g_array_index (self->readings, GtMove, index);
  gtk_popover_popdown (GTK_POPOVER (self->readings_popover));
  learner_play (self, &move);
}

static void
show_readings (GtPuzzlePage *self)
{
  GtkWidget *child;
  GtkListBoxRow *first;

  while ((child = gtk_widget_get_first_child (self->readings_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->readings_list), child);

  for (guint i = 0; i < self->readings->len; i++)
    {
      const GtMove *move = &g_array_index (self->readings, GtMove, i);
      GtkWidget *row = gtk_list_box_row_new ();
      /* The words under the cards: the popover must fit a 360 px window. */
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *cards = gt_hand_view_new ();
      char *wild_words;
      char *text = describe_reading (self, move, &wild_words);
      GtkWidget *label = gtk_label_new (text);
      char *name = wild_words != NULL ? g_strconcat (text, " · ", wild_words, NULL) : g_strdup (text);
      GtCardList list;

      move_cards_for_people (self, move, &list);
      gt_hand_view_set_sort (GT_HAND_VIEW (cards), GT_HAND_SORT_NONE);
      gt_hand_view_set_card_width (GT_HAND_VIEW (cards), 30);
      gt_hand_view_set_four_colour (GT_HAND_VIEW (cards), self->four_colour);
      gt_hand_view_set_cards (GT_HAND_VIEW (cards), &list, self->puzzle->rs, &self->ctx);
      gtk_widget_set_can_target (cards, FALSE);
      gtk_widget_set_focusable (cards, FALSE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
      gtk_widget_set_halign (cards, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), cards);
      gtk_box_append (GTK_BOX (box), label);
      if (wild_words != NULL)
        {
          GtkWidget *caption = gtk_label_new (wild_words);

          gtk_label_set_xalign (GTK_LABEL (caption), 0);
          gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (caption), 30);
          gtk_widget_add_css_class (caption, "dim-label");
          gtk_box_append (GTK_BOX (box), caption);
        }
      gtk_widget_set_margin_top (box, 6);
      gtk_widget_set_margin_bottom (box, 6);
      gtk_widget_set_margin_start (box, 6);
      gtk_widget_set_margin_end (box, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_list_box_append (GTK_LIST_BOX (self->readings_list), row);
      g_free (name);
      g_free (wild_words);
      g_free (text);
    }

  gtk_popover_popup (GTK_POPOVER (self->readings_popover));
  /* Enter picks the first reading (design/app.md). */
  first = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->readings_list), 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}

static void
play_selection (GtPuzzlePage *self)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);
  const GtGame *g = &self->now.game;
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  GtCardList selection, held;
  GtCardSet set;
  guint8 counts[GT_CARD_KINDS];
  GtVerdict verdict;
  guint n;

  gt_hand_view_get_selection (hand, &selection);
  if (selection.n == 0)
    return;

  /* The engine's verdict first: an illegal play is explained, and the
   * table does not change. */
  gt_game_hand_list (g, GT_SEAT_S, &held);
  gt_verdict_init (&verdict);
  self->puzzle->rs->judge (&self->ctx, &selection, table, &held, &verdict);
  if (!verdict.legal)
    {
      GtCardList fault;

      gt_card_list_init (&fault);
      for (guint i = 0; i < verdict.n_fault && i < selection.n; i++)
        gt_card_list_append (&fault, selection.card[verdict.fault[i]], GT_CARD_NONE);
      /* Nothing singled out: the whole selection is at fault. */
      if (fault.n == 0)
        fault = selection;
      gt_hand_view_set_marks (hand, &fault, GT_CARD_MARK_FAULT);
      self->fault_marks = TRUE;
      show_feedback (self, FEEDBACK_ERROR, NULL, verdict.explanation, NULL, verdict.rule, FALSE);
      gt_verdict_clear (&verdict);
      update_actions (self);
      return;
    }
  gt_verdict_clear (&verdict);

  /* Every way the cards can be played: the generator's plays from the
   * hand that use exactly these cards. */
  gt_card_list_count (&selection, counts);
  if (!gt_card_set_from_counts (&set, counts))
    return;
  n = gt_moves_generate_counts (&self->ctx, g->hand[GT_SEAT_S], table, GT_MOVES_ALL,
                                self->moves, GT_MOVES_MAX);
  /* The hand is the engine's, from a position it loaded: never invalid
   * unless the engine has a bug. */
  g_return_if_fail (n != GT_MOVES_INVALID);
  g_array_set_size (self->readings, 0);
  for (guint i = 0; i < MIN (n, (guint) GT_MOVES_MAX); i++)
    if (gt_card_set_equal (&self->moves[i].cards, &set))
      g_array_append_val (self->readings, self->moves[i]);

  if (self->readings->len == 1)
    learner_play (self, &g_array_index (self->readings, GtMove, 0));
  else if (self->readings->len > 1)
    show_readings (self);
  else
    /* The judge and the generator are the same engine; this would be a bug
     * in it, not the learner's mistake. */
    g_warning ("legal selection without a play from the move generator");
}

/* ---- Actions -------------------------------------------------------------- */

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  play_selection (GT_PUZZLE_PAGE (widget));
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);
  GtMove pass;

  if (self->now.game.table.type == GT_COMBO_NONE)
    return;
  memset (&pass, 0, sizeof pass);
  pass.as[0] = pass.as[1] = GT_CARD_NONE;
  learner_play (self, &pass);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);
  Work *work;

  if (!learners_turn (self) || self->busy || self->hint_grade >= GT_HINT_PLAY)
    return;
  work = work_new (self, WORK_HINT);
  work->grade = self->hint_grade + 1;
  work->idea = g_strdup (self->puzzle->hint);
  start_work (self, work);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);
  Snapshot snapshot;

  if (self->history->len == 0)
    return;
  snapshot = g_array_index (self->history, Snapshot, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  restore (self, &snapshot);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);

  if (self->puzzle == NULL)
    return;
  g_array_set_size (self->history, 0);
  restore (self, &self->start);
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);

  if (self->state != GT_PUZZLE_STATE_REFUTING && self->state != GT_PUZZLE_STATE_REFUTED)
    return;
  /* Back to before the losing play: that is the last snapshot. */
  undo_action (widget, NULL, NULL);
}

static void
show_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);

  if (self->state != GT_PUZZLE_STATE_REFUTING && self->state != GT_PUZZLE_STATE_REFUTED)
    return;
  retry_action (widget, NULL, NULL);
  /* Undo comes back here, where the winning line starts. */
  g_array_append_val (self->history, self->now);
  set_state (self, GT_PUZZLE_STATE_SHOWING);
  show_feedback (self, FEEDBACK_INFO, _("A winning line: watch."), NULL, NULL, NULL, FALSE);
  start_work (self, work_new (self, WORK_SOLUTION));
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_NEXT], 0);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (widget);

  gt_hand_view_clear_selection (gt_table_view_get_hand (self->table));
  clear_marks (self);
  /* An illegal attempt's verdict goes with it; the verdict of a refutation
   * stays, it holds the way on. */
  if (self->rule != NULL)
    hide_feedback (self);
  update_actions (self);
}

static void
rule_clicked (GtPuzzlePage *self)
{
  if (self->rule != NULL)
    g_signal_emit (self, signals[SIGNAL_SHOW_RULE], 0, self->rule);
}

static gboolean
stick_to_hand_cb (gpointer data)
{
  GtPuzzlePage *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->stick_id = 0;
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
stick_to_hand (GtPuzzlePage  *self,
               GtkAdjustment *adjustment)
{
  /* "changed" is the content or the viewport changing size, not the user
   * scrolling: that stays free.  It comes during a size allocation, where
   * a new value would not be drawn until the next one: scroll after it. */
  if (self->stick_id == 0)
    self->stick_id = g_idle_add (stick_to_hand_cb, self);
}

static void
selection_changed (GtPuzzlePage *self)
{
  /* The marks of an illegal attempt belong to that attempt. */
  if (self->fault_marks)
    clear_marks (self);
  update_actions (self);
}

/* ---- GObject ---------------------------------------------------------------- */

static void
gt_puzzle_page_dispose (GObject *object)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (object);

  if (!self->disposed)
    {
      /* A job in flight ends on its own, and its answer finds no page. */
      invalidate (self);
      g_clear_object (&self->runner);
      g_clear_handle_id (&self->stick_id, g_source_remove);
      self->disposed = TRUE;
    }
  if (self->readings_popover != NULL)
    {
      gtk_widget_unparent (self->readings_popover);
      self->readings_popover = NULL;
      self->readings_list = NULL;
    }
  {
    GtkWidget *child;

    /* The template's top box is not bound to a field: unparent it too. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PUZZLE_PAGE);

  G_OBJECT_CLASS (gt_puzzle_page_parent_class)->dispose (object);
}

static void
gt_puzzle_page_finalize (GObject *object)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (object);

  g_clear_pointer (&self->puzzle, gt_puzzle_free);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->queue, g_array_unref);
  g_clear_pointer (&self->readings, g_array_unref);
  g_clear_pointer (&self->rule, g_free);
  g_clear_pointer (&self->comment, g_free);
  g_clear_pointer (&self->moves, g_free);

  G_OBJECT_CLASS (gt_puzzle_page_parent_class)->finalize (object);
}

static void
gt_puzzle_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_TITLE:
      g_value_set_string (value, gt_puzzle_page_get_title (self));
      break;
    case PROP_REPLY_INTERVAL:
      g_value_set_uint (value, self->reply_interval);
      break;
    case PROP_VARIANTS:
      g_value_set_uint (value, self->variants);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_puzzle_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GtPuzzlePage *self = GT_PUZZLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_REPLY_INTERVAL:
      if (self->reply_interval != g_value_get_uint (value))
        {
          /* Takes effect from the next line played out. */
          self->reply_interval = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_VARIANTS:
      gt_puzzle_page_set_variants (self, g_value_get_uint (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_puzzle_page_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

GtkWidget *
gt_puzzle_difficulty_tag_new (guint difficulty)
{
  GtkWidget *tag = gtk_label_new (NULL);

  gt_widgets_add_style (PUZZLE_STYLE);
  set_difficulty_tag (GTK_LABEL (tag), difficulty);
  gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
  return tag;
}

const char *
gt_puzzle_difficulty_words (guint difficulty)
{
  return difficulty_words (difficulty);
}

static void
gt_puzzle_page_class_init (GtPuzzlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_puzzle_page_dispose;
  object_class->finalize = gt_puzzle_page_finalize;
  object_class->get_property = gt_puzzle_page_get_property;
  object_class->set_property = gt_puzzle_page_set_property;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The window maps the "animation-speed" setting onto this. */
  properties[PROP_REPLY_INTERVAL] =
    g_param_spec_uint ("reply-interval", NULL, NULL, 0, 5000, REPLY_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The window maps the "rule-variants" setting onto this. */
  properties[PROP_VARIANTS] =
    g_param_spec_uint ("variants", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_SOLVED] =
    g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_NEXT] =
    g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SHOW_RULE] =
    g_signal_new ("show-rule", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /* Taking the resource's address keeps its object file in the link (a
   * static library): its constructor registers the template. */
  g_assert (gt_puzzle_get_resource () != NULL);
  g_type_ensure (GT_TYPE_TABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/puzzle/gt-puzzle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, goal_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, variants_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, difficulty_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, table);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_title);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_body);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_comment_box);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_comment);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_buttons);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, rule_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solution_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_heading);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_label_1);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_label_2);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_label_3);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, bottom_stack);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, spinner);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, play_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solved_box);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solved_title);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solved_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, next_button);

  gtk_widget_class_install_action (widget_class, "puzzle.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "puzzle.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "puzzle.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "puzzle.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "puzzle.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "puzzle.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "puzzle.show-solution", NULL, show_solution_action);
  gtk_widget_class_install_action (widget_class, "puzzle.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "puzzle.clear", NULL, clear_action);

  /* design/app.md, "Accessibility and keyboard".  Bindings run after the
   * focused widget had its chance: a focused button still takes Enter. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "puzzle.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "puzzle.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "puzzle.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "puzzle.pass", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "puzzle.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "puzzle.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "puzzle.clear", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "puzzlepage");

  gt_widgets_add_style (PUZZLE_STYLE);
}

static void
gt_puzzle_page_init (GtPuzzlePage *self)
{
  GtkWidget *box, *heading;
  GtHandView *hand;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The content budget, as `validate` proves puzzles with. */
  self->runner = gt_solver_runner_new (GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);
  g_signal_connect_object (self->runner, "notify::busy", G_CALLBACK (update_busy), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->runner, "thinking", self->thinking_box, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->runner, "thinking", self->spinner, "spinning", G_BINDING_SYNC_CREATE);
  self->history = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  self->queue = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
  self->readings = g_array_new (FALSE, FALSE, sizeof (GtMove));
  self->moves = g_new (GtMove, GT_MOVES_MAX);
  self->refuter = GT_SEAT_NONE;
  self->state = GT_PUZZLE_STATE_EMPTY;
  self->reply_interval = REPLY_MS;

  g_signal_connect_swapped (self->rule_button, "clicked", G_CALLBACK (rule_clicked), self);

  hand = gt_table_view_get_hand (self->table);
  g_signal_connect_swapped (hand, "selection-changed", G_CALLBACK (selection_changed), self);
  /* Enter on the hand, or a double click: play the selection. */
  g_signal_connect_swapped (hand, "activate", G_CALLBACK (play_selection), self);

  /* The readings of an ambiguous selection, over the Play button. */
  self->readings_popover = gtk_popover_new ();
  gtk_popover_set_position (GTK_POPOVER (self->readings_popover), GTK_POS_TOP);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  heading = gtk_label_new (_("Play these cards as…"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_margin_start (heading, 6);
  gtk_widget_set_margin_top (heading, 4);
  self->readings_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->readings_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->readings_list, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->readings_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Ways to read the selected cards"),
                                  -1);
  g_signal_connect_swapped (self->readings_list, "row-activated", G_CALLBACK (reading_activated), self);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), self->readings_list);
  gtk_popover_set_child (GTK_POPOVER (self->readings_popover), box);
  gtk_widget_set_parent (self->readings_popover, self->play_button);

  /* When the table is taller than the room left for it, the learner's hand
   * (at its bottom) is what must stay in view. */
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                            G_CALLBACK (stick_to_hand), self);

  clear_hints (self);
  update_actions (self);
}

/* ---- API -------------------------------------------------------------------- */

GtkWidget *
gt_puzzle_page_new (void)
{
  return g_object_new (GT_TYPE_PUZZLE_PAGE, NULL);
}

void
gt_puzzle_page_set_puzzle (GtPuzzlePage   *self,
                           const GtPuzzle *puzzle)
{
  g_return_if_fail (GT_IS_PUZZLE_PAGE (self));

  invalidate (self);
  self->too_big = FALSE;
  g_array_set_size (self->history, 0);
  g_clear_pointer (&self->puzzle, gt_puzzle_free);

  if (puzzle == NULL)
    {
      self->verifying = self->set_aside = FALSE;
      update_variants_label (self);
      set_state (self, GT_PUZZLE_STATE_EMPTY);
      gtk_label_set_text (self->goal_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->difficulty_label), FALSE);
      hide_feedback (self);
      clear_hints (self);
      refresh_table (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
      update_busy (self);
      return;
    }

  self->puzzle = puzzle_copy (puzzle);
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

  {
    char *goal = gt_goal_describe (&self->puzzle->goal);

    gtk_label_set_text (self->goal_label, goal);
    set_difficulty_tag (self->difficulty_label, self->puzzle->difficulty);
    gtk_widget_set_visible (GTK_WIDGET (self->difficulty_label), TRUE);
    g_free (goal);
  }

  restore (self, &self->start);
  update_variants_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
gt_puzzle_page_get_title (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return self->puzzle != NULL && self->puzzle->title != NULL ? self->puzzle->title : "";
}

gboolean
gt_puzzle_page_get_busy (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), FALSE);
  return self->busy;
}

GtPuzzleState
gt_puzzle_page_get_state (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), GT_PUZZLE_STATE_EMPTY);
  return self->state;
}

GtTableView *
gt_puzzle_page_get_table (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return self->table;
}

const GtGame *
gt_puzzle_page_get_position (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return &self->now.game;
}

static void
append_label (GString  *out,
              GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);

  if (!gtk_widget_get_visible (GTK_WIDGET (label)) || text == NULL || *text == '\0')
    return;
  if (out->len > 0)
    g_string_append_c (out, '\n');
  g_string_append (out, text);
}

char *
gt_puzzle_page_dup_feedback (GtPuzzlePage *self)
{
  GString *out;

  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->feedback_revealer))
    return NULL;
  out = g_string_new (NULL);
  append_label (out, self->feedback_title);
  append_label (out, self->feedback_body);
  if (gtk_widget_get_visible (self->feedback_comment_box))
    append_label (out, self->feedback_comment);
  return g_string_free (out, FALSE);
}

char *
gt_puzzle_page_dup_hints (GtPuzzlePage *self)
{
  GString *out;

  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);

  if (self->hint_grade == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint grade = 1; grade <= self->hint_grade; grade++)
    append_label (out, hint_label (self, grade));
  return g_string_free (out, FALSE);
}

GtkWidget *
gt_puzzle_page_get_readings (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return self->readings_list;
}

void
gt_puzzle_page_set_variants (GtPuzzlePage *self,
                             guint32       variants)
{
  g_return_if_fail (GT_IS_PUZZLE_PAGE (self));

  if (self->variants == variants)
    return;
  self->variants = variants;
  /* A puzzle that names no variants starts again under the new ones. */
  if (self->puzzle != NULL && self->puzzle->position.variants == 0)
    {
      GtPuzzle *copy = puzzle_copy (self->puzzle);

      gt_puzzle_page_set_puzzle (self, copy);
      gt_puzzle_free (copy);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANTS]);
}

guint32
gt_puzzle_page_get_variants (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), 0);
  return self->variants;
}

void
gt_puzzle_page_set_four_colour (GtPuzzlePage *self,
                                gboolean      four_colour)
{
  g_return_if_fail (GT_IS_PUZZLE_PAGE (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  /* The table and the readings on show; those made later take
   * self->four_colour. */
  gt_widgets_pass_four_colour (GTK_WIDGET (self), four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_puzzle_page_get_four_colour (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), FALSE);
  return self->four_colour;
}
