/* gt-puzzle-page.c — the puzzle player
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page is the puzzle's widgets and nothing else: the puzzle being
 * played — the position, the learner's plays, the solver's jobs, the
 * verdict, the hints, where the learner is — is a GtPuzzleModel
 * (src/content/gt-puzzle-model.h, where "how a turn goes" and the rule
 * variants are told).  The page hands it the learner's selection and
 * actions, and shows what it says: the table on "position-changed", the
 * verdict row on "feedback-changed", the hints on "notify::hint-grade", the
 * bottom of the page and the table's turn marker on "notify::state".
 *
 * What stays here is what only a screen has: the selection and the marks
 * in the hand, the popover that asks which reading is meant, where the
 * focus goes, and whether animations are on (no animations: the model
 * makes the replies at once).
 */
#define G_LOG_DOMAIN "gt-puzzle-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "gt-line-stepper.h"
#include "gt-puzzle-model.h"
#include "gt-puzzle-page.h"
#include "gt-puzzle-resources.h"
#include "gt-readings-popover.h"
#include "gt-rule-link.h"
#include "gt-verdict-view.h"
#include "gt-table-motion.h"
#include "gt-widgets.h"

#define PUZZLE_STYLE "/org/guandantutor/GuandanTutor/puzzle/gt-puzzle-page.css"

struct _GtPuzzlePage
{
  GtkWidget parent_instance;

  /* Template children */
  GtkLabel *goal_label;
  GtkWidget *pass_button;
  GtkLabel *variants_label;
  GtkLabel *difficulty_label;
  GtkScrolledWindow *scroller;
  GtTableView *table;
  GtkRevealer *feedback_revealer;
  GtVerdictView *feedback_view;
  GtkWidget *retry_button;
  GtkWidget *solution_button;
  GtkRevealer *hint_revealer;
  GtVerdictView *hint_view;
  GtkStack *bottom_stack;
  GtLineStepper *stepper;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  GtkWidget *play_button;
  GtkRevealer *solved_revealer;
  GtkWidget *solved_box;
  GtkWidget *solved_icon;
  GtkLabel *solved_title;
  GtkLabel *solved_label;
  GtkWidget *next_button;

  /* The popover over Play that asks which reading is meant */
  GtkWidget *readings_popover;
  GArray *readings;      /* GtMove, one per row */

  /* The puzzle being played */
  GtPuzzleModel *model;
  GtTableMotion *motion; /* plays sliding in from their seats */
  gboolean fault_marks;  /* the hand marks an illegal attempt's cards */

  guint reply_interval;  /* ms; the model's, unless animations are off */
  gboolean four_colour;  /* the deck of every card on the page */
  GtkSettings *settings; /* watched for gtk-enable-animations */
  guint stick_id;
  gboolean disposed;
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
static void sync_stepper (GtPuzzlePage *self);

/* ---- Small helpers ------------------------------------------------------- */

static gboolean
animations_enabled (GtPuzzlePage *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/* The model makes replies reply_interval apart, or at once without
 * animations. */
static void
sync_reply_interval (GtPuzzlePage *self)
{
  if (self->model != NULL)
    gt_puzzle_model_set_reply_interval (self->model, animations_enabled (self) ? self->reply_interval : 0);
  /* A play takes a little under half the pause before the next. */
  if (self->motion != NULL)
    gt_table_motion_set_duration (self->motion, self->reply_interval * 45 / 100);
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

static gboolean
same_cards (const GtCardList *a,
            const GtCardList *b)
{
  return a->n == b->n && memcmp (a->card, b->card, a->n) == 0;
}

/* Shows the model's position, keeping the learner's selection when the
 * hand is the same (replies come while the learner picks cards). */
static void
refresh_table (GtPuzzlePage *self)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);
  const GtPuzzle *puzzle = gt_puzzle_model_get_puzzle (self->model);
  /* A trick just taken stays in view until the next lead. */
  const GtGame *g = gt_puzzle_model_get_shown_position (self->model);
  GtCardList selection, before, after;

  if (puzzle == NULL)
    {
      gt_table_view_set_position (self->table, NULL, NULL, 0);
      return;
    }

  gt_hand_view_get_selection (hand, &selection);
  gt_hand_view_get_cards (hand, &before);

  /* Double dummy: every hand face up. */
  gt_table_view_set_position (self->table, puzzle->rs, g, 0);
  for (guint seat = 0; seat < g->n_seats; seat++)
    {
      const GtPuzzleFront *f = gt_puzzle_model_get_front (self->model, seat);

      /* The play to beat is already the table's, in the centre. */
      if (g->rs->game->table == GT_TABLE_CLIMB && g->table_n > 0 && seat == g->table_by)
        continue;
      gt_table_view_set_last_play (self->table, seat, f->play.n > 0 ? &f->play : NULL, f->passed);
    }

  gt_hand_view_get_cards (hand, &after);
  if (selection.n > 0 && same_cards (&before, &after))
    gt_hand_view_set_selection (hand, &selection);
}

/* ---- Feedback, hints, marks ---------------------------------------------- */

static void
show_feedback (GtPuzzlePage *self)
{
  /* The model's kinds as the lesson player's: a refuted play is "wrong",
   * an illegal one "illegal" (gt-verdict-view.h). */
  static const GtVerdictKind kinds[] = { GT_VERDICT_INFO, GT_VERDICT_RIGHT, GT_VERDICT_WRONG, GT_VERDICT_ILLEGAL };
  const char *title, *body, *comment, *rule;
  gboolean refuted_buttons;
  GtPuzzleFeedbackKind kind;

  kind = gt_puzzle_model_get_feedback (self->model, &title, &body, &comment, &rule, &refuted_buttons);
  if (kind == GT_PUZZLE_FEEDBACK_NONE)
    {
      gtk_revealer_set_reveal_child (self->feedback_revealer, FALSE);
      return;
    }

  gt_verdict_view_set_kind (self->feedback_view, kinds[kind - GT_PUZZLE_FEEDBACK_INFO]);
  /* A verdict with no title of its own is headed by its first sentence,
   * as a lesson's is. */
  if (title != NULL && *title != '\0')
    gt_verdict_view_set_text (self->feedback_view, title, body);
  else
    gt_verdict_view_set_message (self->feedback_view, body);
  gt_verdict_view_set_comment (self->feedback_view, comment);
  /* The rule cited, its text in a popover as in the lesson player. */
  gt_verdict_view_set_rule (self->feedback_view, rule);
  gtk_widget_set_visible (self->retry_button, refuted_buttons);
  gtk_widget_set_visible (self->solution_button, refuted_buttons);

  gtk_revealer_set_reveal_child (self->feedback_revealer, TRUE);
}

/* The hints the model has revealed at this turn, one a line under "Hint 2
 * of 3"; none hides the row. */
static void
show_hints (GtPuzzlePage *self)
{
  GtHintGrade shown = gt_puzzle_model_get_hint_grade (self->model);
  g_autoptr (GString) lines = g_string_new (NULL);

  for (guint grade = GT_HINT_IDEA; grade <= shown; grade++)
    {
      const char *text = gt_puzzle_model_get_hint (self->model, grade);

      if (text == NULL)
        continue;
      if (lines->len > 0)
        g_string_append_c (lines, '\n');
      g_string_append (lines, text);
    }
  if (shown != GT_HINT_NONE)
    {
      /* Translators: the heading of the hints, "Hint 2 of 3" */
      g_autofree char *heading = g_strdup_printf (_("Hint %u of %u"), (guint) shown, (guint) GT_HINT_PLAY);

      gt_verdict_view_set_text (self->hint_view, heading, lines->str);
    }
  gtk_revealer_set_reveal_child (self->hint_revealer, shown != GT_HINT_NONE);
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
  if (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->feedback_view)) ||
      gtk_widget_is_ancestor (focus, self->solved_box) ||
      focus == GTK_WIDGET (self->feedback_view) || focus == self->solved_box)
    gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table)));
}

/* ---- Actions' state ------------------------------------------------------ */

/* A puzzle that opens with a return asks for one card: the button says so
 * (design/app.md: a button names what it does). */
static void
update_play_button (GtPuzzlePage *self)
{
  gboolean giving_back = gt_puzzle_model_get_action (self->model) == GT_ACTION_RETURN;

  /* Translators: button: return the selected card to the player who paid
   * the tribute */
  gtk_button_set_label (GTK_BUTTON (self->play_button), giving_back ? _("Return This Card") : _("Play"));
  gtk_widget_set_tooltip_text (self->play_button, giving_back ? _("Return the selected card (Enter)")
                                                              : _("Play the selected cards (Enter)"));
}

static void
update_actions (GtPuzzlePage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean have = gt_puzzle_model_get_state (self->model) != GT_PUZZLE_STATE_EMPTY &&
                  gt_puzzle_model_get_puzzle (self->model) != NULL;
  const char *rule = NULL;
  GtCardList selection;

  gt_hand_view_get_selection (gt_table_view_get_hand (self->table), &selection);
  gt_puzzle_model_get_feedback (self->model, NULL, NULL, NULL, &rule, NULL);
  update_play_button (self);

  gtk_widget_action_set_enabled (widget, "puzzle.play", gt_puzzle_model_can_play (self->model) && selection.n > 0);
  gtk_widget_action_set_enabled (widget, "puzzle.pass", gt_puzzle_model_can_pass (self->model));
  gtk_widget_action_set_enabled (widget, "puzzle.hint", gt_puzzle_model_can_hint (self->model));
  gtk_widget_action_set_enabled (widget, "puzzle.undo", gt_puzzle_model_can_undo (self->model));
  gtk_widget_action_set_enabled (widget, "puzzle.restart", have);
  gtk_widget_action_set_enabled (widget, "puzzle.retry", gt_puzzle_model_can_retry (self->model));
  gtk_widget_action_set_enabled (widget, "puzzle.show-solution", gt_puzzle_model_can_retry (self->model));
  gtk_widget_action_set_enabled (widget, "puzzle.next", have);
  /* Escape goes on to the window when there is nothing to clear. */
  gtk_widget_action_set_enabled (widget, "puzzle.clear",
                                 have && (selection.n > 0 || self->fault_marks || rule != NULL));
}

/* ---- The model's news ----------------------------------------------------- */

static void
state_changed_cb (GtPuzzlePage *self)
{
  GtPuzzleState state = gt_puzzle_model_get_state (self->model);
  const GtPuzzle *puzzle = gt_puzzle_model_get_puzzle (self->model);

  /* Once the puzzle is decided nobody is "to move", and the centre of the
   * table says how it ended ("status"); playing again, the turn comes
   * back.  While a line plays out, and after a refutation, the verdict row
   * holds the way on: Pass, Hint and Play would only be greyed out. */
  gt_table_view_set_show_turn (self->table, !(state == GT_PUZZLE_STATE_SOLVED ||
                                               state == GT_PUZZLE_STATE_SHOWN ||
                                               state == GT_PUZZLE_STATE_REFUTED));
  switch (state)
    {
    case GT_PUZZLE_STATE_SOLVED:
    case GT_PUZZLE_STATE_SHOWN:
      gtk_stack_set_visible_child_name (self->bottom_stack, "solved");
      break;
    case GT_PUZZLE_STATE_REFUTING:
    case GT_PUZZLE_STATE_REFUTED:
    case GT_PUZZLE_STATE_SHOWING:
      /* The line's stepper takes the controls' place. */
      gtk_stack_set_visible_child_name (self->bottom_stack, "none");
      break;
    case GT_PUZZLE_STATE_EMPTY:
    case GT_PUZZLE_STATE_PLAYING:
    default:
      gtk_stack_set_visible_child_name (self->bottom_stack, "play");
      break;
    }

  /* The card over the table's bottom, so that the table keeps its size
   * (under it, the controls' room stays: see solved_size). */
  gtk_revealer_set_reveal_child (self->solved_revealer, state == GT_PUZZLE_STATE_SOLVED ||
                                                        state == GT_PUZZLE_STATE_SHOWN);
  if (state == GT_PUZZLE_STATE_SOLVED || state == GT_PUZZLE_STATE_SHOWN)
    {
      clear_marks (self);
      if (state == GT_PUZZLE_STATE_SOLVED)
        {
          gtk_widget_remove_css_class (self->solved_box, "shown");
          gtk_image_set_from_icon_name (GTK_IMAGE (self->solved_icon), "emblem-ok-symbolic");
          /* Translators: the heading when the learner solved a puzzle */
          gtk_label_set_text (self->solved_title, _("Solved!"));
        }
      else
        {
          /* Shown, not solved: no check mark and no success colour, so that
           * watching the answer never reads as having found it. */
          gtk_widget_add_css_class (self->solved_box, "shown");
          gtk_image_set_from_icon_name (GTK_IMAGE (self->solved_icon), "dialog-information-symbolic");
          /* Translators: the heading after "Show Solution" played a winning line */
          gtk_label_set_text (self->solved_title, _("The Winning Line"));
        }
      gtk_label_set_text (self->solved_label, puzzle != NULL ? puzzle->explanation : "");
      gtk_widget_grab_focus (self->next_button);
    }
  sync_stepper (self);
  update_actions (self);
}

static void
status_changed_cb (GtPuzzlePage *self)
{
  gt_table_view_set_status (self->table, gt_puzzle_model_get_status (self->model));
}

static void
busy_changed_cb (GtPuzzlePage *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  update_actions (self);
}

static void
title_changed_cb (GtPuzzlePage *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
variants_note_changed_cb (GtPuzzlePage *self)
{
  const char *note = gt_puzzle_model_get_variants_note (self->model);

  gtk_label_set_text (self->variants_label, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->variants_label), note != NULL);
}

static void
hint_grade_changed_cb (GtPuzzlePage *self)
{
  show_hints (self);
  update_actions (self);
}

/* The stepper shows while there is a line to step through. */
static void
sync_stepper (GtPuzzlePage *self)
{
  guint refuter = gt_puzzle_model_get_refuter (self->model);
  guint position = 0, length = 0;
  gboolean line = gt_puzzle_model_get_line (self->model, &position, &length);

  gtk_widget_set_visible (GTK_WIDGET (self->stepper), line);
  /* Stepping back through the winning line, the table needs the room of
   * "The Winning Line" panel: it comes back at the line's end. */
  gtk_widget_set_visible (GTK_WIDGET (self->bottom_stack),
                          !(line && position < length &&
                            gt_puzzle_model_get_state (self->model) == GT_PUZZLE_STATE_SHOWN));
  /* A refutation marks on the table the seat that beats the learner's
   * play and goes out first. */
  gt_table_view_set_marked_seat (self->table, refuter == GT_SEAT_NONE ? GT_TABLE_NO_SEAT : refuter);
}

static void
position_changed_cb (GtPuzzlePage *self)
{
  refresh_table (self);
  sync_stepper (self);
  update_actions (self);
}

static void
feedback_changed_cb (GtPuzzlePage *self)
{
  show_feedback (self);
  update_actions (self);
}

/* The exact play of the last hint: selected, and marked, in the hand. */
static void
hint_play_cb (GtPuzzlePage *self)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);
  GtCardList cards;

  if (!gt_puzzle_model_get_hint_play (self->model, &cards))
    return;
  gt_hand_view_set_selection (hand, &cards);
  gt_hand_view_set_marks (hand, &cards, GT_CARD_MARK_HINT);
  self->fault_marks = FALSE;
  update_actions (self);
}

/* Back to a position of the learner's: what the learner had in hand goes. */
static void
reset_cb (GtPuzzlePage *self)
{
  if (self->readings_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->readings_popover));
  clear_marks (self);
  gt_hand_view_clear_selection (gt_table_view_get_hand (self->table));
  rescue_focus (self);
  update_actions (self);
}

static void
learner_turn_cb (GtPuzzlePage *self)
{
  clear_marks (self);
  update_actions (self);
}

static void
refuted_cb (GtPuzzlePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* A learner stepping through the line keeps the stepper's focus. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->stepper)))
    return;
  gtk_widget_grab_focus (self->retry_button);
}

static void
solved_cb (GtPuzzlePage *self)
{
  g_signal_emit (self, signals[SIGNAL_SOLVED], 0);
}

static void
failed_cb (GtPuzzlePage *self)
{
  g_signal_emit (self, signals[SIGNAL_FAILED], 0);
}

/* ---- The learner's plays --------------------------------------------------- */

static void
learner_play (GtPuzzlePage *self,
              const GtMove *move)
{
  if (gt_puzzle_model_play (self->model, move))
    clear_marks (self);
}

static void
reading_chosen (GtPuzzlePage *self,
                guint         i)
{
  GtMove move;

  if (i >= self->readings->len)
    return;
  move = g_array_index (self->readings, GtMove, i);
  learner_play (self, &move);
}

static void
show_readings (GtPuzzlePage *self)
{
  g_autoptr(GPtrArray) choices = gt_puzzle_model_list_readings (self->model, self->readings);

  gt_readings_popover_ask (GT_READINGS_POPOVER (self->readings_popover),
                           gt_puzzle_model_get_puzzle (self->model)->rs,
                           gt_puzzle_model_get_rule_ctx (self->model), choices);
}

static void
play_selection (GtPuzzlePage *self)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);
  GtCardList selection, fault;

  gt_hand_view_get_selection (hand, &selection);
  if (selection.n == 0)
    return;

  switch (gt_puzzle_model_try_play (self->model, &selection, self->readings, &fault))
    {
    case GT_PUZZLE_TRY_ILLEGAL:
      /* The table does not change; the cards at fault are marked. */
      gt_hand_view_set_marks (hand, &fault, GT_CARD_MARK_FAULT);
      self->fault_marks = TRUE;
      update_actions (self);
      break;
    case GT_PUZZLE_TRY_PLAYED:
      clear_marks (self);
      break;
    case GT_PUZZLE_TRY_READINGS:
      show_readings (self);
      break;
    case GT_PUZZLE_TRY_IGNORED:
    default:
      break;
    }
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

  if (gt_puzzle_model_pass (self->model))
    clear_marks (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gt_puzzle_model_hint (GT_PUZZLE_PAGE (widget)->model);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gt_puzzle_model_undo (GT_PUZZLE_PAGE (widget)->model);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  gt_puzzle_model_restart (GT_PUZZLE_PAGE (widget)->model);
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gt_puzzle_model_retry (GT_PUZZLE_PAGE (widget)->model);
}

static void
show_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  gt_puzzle_model_show_solution (GT_PUZZLE_PAGE (widget)->model);
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
  gt_puzzle_model_dismiss_refusal (self->model);
  update_actions (self);
}

/* The rule link's way to the rules reference: the page's own "show-rule",
 * which the window answers. */
static gboolean
rule_link_show_cb (GtPuzzlePage *self,
                   const char   *rule)
{
  g_signal_emit (self, signals[SIGNAL_SHOW_RULE], 0, rule);
  return TRUE;
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
      /* The model's job in flight ends on its own, and its answer finds
       * no model (gt-solver-runner.h). */
      if (self->model != NULL)
        g_signal_handlers_disconnect_by_data (self->model, self);
      g_clear_object (&self->model);
      g_clear_object (&self->motion);
      if (self->settings != NULL)
        g_signal_handlers_disconnect_by_data (self->settings, self);
      g_clear_object (&self->settings);
      g_clear_handle_id (&self->stick_id, g_source_remove);
      self->disposed = TRUE;
    }
  if (self->readings_popover != NULL)
    {
      gtk_widget_unparent (self->readings_popover);
      self->readings_popover = NULL;
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

  g_clear_pointer (&self->readings, g_array_unref);

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
      g_value_set_boolean (value, self->model != NULL && gt_puzzle_model_get_busy (self->model));
      break;
    case PROP_TITLE:
      g_value_set_string (value, gt_puzzle_page_get_title (self));
      break;
    case PROP_REPLY_INTERVAL:
      g_value_set_uint (value, self->reply_interval);
      break;
    case PROP_VARIANTS:
      g_value_set_uint (value, gt_puzzle_model_get_variants (self->model));
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
          sync_reply_interval (self);
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
    g_param_spec_uint ("reply-interval", NULL, NULL, 0, 5000, GT_PUZZLE_MODEL_REPLY_MS,
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
  g_type_ensure (GT_TYPE_LINE_STEPPER);
  g_type_ensure (GT_TYPE_RULE_LINK);
  g_type_ensure (GT_TYPE_VERDICT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/puzzle/gt-puzzle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, goal_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, variants_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, difficulty_label);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, table);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, feedback_view);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solution_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, hint_view);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, bottom_stack);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, stepper);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, spinner);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, play_button);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solved_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solved_box);
  gtk_widget_class_bind_template_child (widget_class, GtPuzzlePage, solved_icon);
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
  GtHandView *hand;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->readings = g_array_new (FALSE, FALSE, sizeof (GtMove));
  self->reply_interval = GT_PUZZLE_MODEL_REPLY_MS;

  self->motion = gt_table_motion_new (self->table);
  self->model = gt_puzzle_model_new ();
  gt_line_stepper_set_model (self->stepper, self->model);
  g_signal_connect_swapped (self->model, "notify::state", G_CALLBACK (state_changed_cb), self);
  g_signal_connect_swapped (self->model, "notify::status", G_CALLBACK (status_changed_cb), self);
  g_signal_connect_swapped (self->model, "notify::busy", G_CALLBACK (busy_changed_cb), self);
  g_signal_connect_swapped (self->model, "notify::too-big", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->model, "notify::title", G_CALLBACK (title_changed_cb), self);
  g_signal_connect_swapped (self->model, "notify::variants-note", G_CALLBACK (variants_note_changed_cb), self);
  g_signal_connect_swapped (self->model, "notify::hint-grade", G_CALLBACK (hint_grade_changed_cb), self);
  g_signal_connect_swapped (self->model, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (self->model, "feedback-changed", G_CALLBACK (feedback_changed_cb), self);
  g_signal_connect_swapped (self->model, "hint-play", G_CALLBACK (hint_play_cb), self);
  g_signal_connect_swapped (self->model, "reset", G_CALLBACK (reset_cb), self);
  g_signal_connect_swapped (self->model, "learner-turn", G_CALLBACK (learner_turn_cb), self);
  g_signal_connect_swapped (self->model, "refuted", G_CALLBACK (refuted_cb), self);
  g_signal_connect_swapped (self->model, "solved", G_CALLBACK (solved_cb), self);
  g_signal_connect_swapped (self->model, "failed", G_CALLBACK (failed_cb), self);
  g_object_bind_property (self->model, "thinking", self->thinking_box, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->model, "thinking", self->spinner, "spinning", G_BINDING_SYNC_CREATE);

  /* Without animations the replies are made at once. */
  self->settings = g_object_ref (gtk_widget_get_settings (GTK_WIDGET (self)));
  g_signal_connect_swapped (self->settings, "notify::gtk-enable-animations",
                            G_CALLBACK (sync_reply_interval), self);
  sync_reply_interval (self);

  g_signal_connect_swapped (gt_verdict_view_get_rule_link (self->feedback_view), "show-rule", G_CALLBACK (rule_link_show_cb), self);

  hand = gt_table_view_get_hand (self->table);
  g_signal_connect_swapped (hand, "selection-changed", G_CALLBACK (selection_changed), self);
  /* Enter on the hand, or a double click: play the selection. */
  g_signal_connect_swapped (hand, "activate", G_CALLBACK (play_selection), self);

  /* The readings of an ambiguous selection, over the Play button. */
  self->readings_popover = gt_readings_popover_new ();
  gt_readings_popover_set_four_colour (GT_READINGS_POPOVER (self->readings_popover), self->four_colour);
  g_signal_connect_swapped (self->readings_popover, "chosen", G_CALLBACK (reading_chosen), self);
  gtk_widget_set_parent (self->readings_popover, self->play_button);

  /* When the table is taller than the room left for it, the learner's hand
   * (at its bottom) is what must stay in view. */
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                            G_CALLBACK (stick_to_hand), self);

  show_hints (self);
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

  if (self->readings_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->readings_popover));

  if (puzzle == NULL)
    {
      gtk_label_set_text (self->goal_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->difficulty_label), FALSE);
    }
  else
    {
      char *goal = gt_goal_describe_at (&puzzle->goal, &puzzle->position);

      gtk_label_set_text (self->goal_label, goal);
      /* Nobody passes in a trick: the table kind says so, as on the
       * lesson page. */
      gtk_widget_set_visible (self->pass_button, puzzle->rs->game->table == GT_TABLE_CLIMB);
      set_difficulty_tag (self->difficulty_label, puzzle->difficulty);
      gtk_widget_set_visible (GTK_WIDGET (self->difficulty_label), TRUE);
      g_free (goal);
    }
  gt_puzzle_model_set_puzzle (self->model, puzzle);
  update_actions (self);
}

GtPuzzleModel *
gt_puzzle_page_get_model (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return self->model;
}

const char *
gt_puzzle_page_get_title (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return self->model != NULL ? gt_puzzle_model_get_title (self->model) : "";
}

GtTableView *
gt_puzzle_page_get_table (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return self->table;
}

GtkWidget *
gt_puzzle_page_get_stepper (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);
  return GTK_WIDGET (self->stepper);
}

char *
gt_puzzle_page_dup_feedback (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->feedback_revealer))
    return NULL;
  return gt_verdict_view_dup_text (self->feedback_view);
}

char *
gt_puzzle_page_dup_hints (GtPuzzlePage *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_PAGE (self), NULL);

  if (gt_puzzle_model_get_hint_grade (self->model) == GT_HINT_NONE)
    return NULL;
  return g_strdup (gt_verdict_view_get_body (self->hint_view));
}

void
gt_puzzle_page_set_variants (GtPuzzlePage *self,
                             guint32       variants)
{
  g_return_if_fail (GT_IS_PUZZLE_PAGE (self));

  if (gt_puzzle_model_get_variants (self->model) == variants)
    return;
  /* A puzzle that names no variants starts again under the new ones. */
  if (self->readings_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->readings_popover));
  gt_puzzle_model_set_variants (self->model, variants);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANTS]);
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
