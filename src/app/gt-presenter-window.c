/* gt-presenter-window.c — the teacher's console beside a presentation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A second view of the presentation's GtLessonModel.  It never changes
 * the model itself: its buttons, its step list and its keys are the
 * presentation's actions (gt-presentation-actions.c), so that the
 * projector's window is the one that decides (a typed step number, the
 * blank screen) whichever window the teacher drives from.
 */
#define G_LOG_DOMAIN "gt-presenter-window"

#include "config.h"

#include "gt-presenter-window.h"

#include <glib/gi18n.h>

#include "gt-card-text.h"
#include "gt-presentation-actions.h"

struct _GtPresenterWindow {
  AdwWindow parent_instance;

  /* Template */
  AdwWindowTitle *header_title;
  GtkLabel *current_heading;
  GtTableView *table;
  GtCardText *current_text;
  GtkLabel *shown_label;
  GtkWidget *answer_box;
  GtkLabel *answer_heading;
  GtCardText *answer_text;
  GtkLabel *notes_label;
  GtkLabel *next_heading;
  GtCardText *next_text;
  GtkLabel *elapsed_label;
  GtkListBox *step_list;

  GtPresentationWindow *presentation;   /* weak: it owns us, in effect */
  GtLessonModel *model;
  gint64 started;
  guint tick;
  char *elapsed;
  gboolean filling;                     /* selecting the row of the step on show */
};

G_DEFINE_FINAL_TYPE (GtPresenterWindow, gt_presenter_window, ADW_TYPE_WINDOW)

static void
rule_context (const GtLesson     *lesson,
              const GtLessonStep *st,
              GtRuleCtx          *ctx,
              const GtRuleset   **rs)
{
  gt_rule_ctx_init (ctx, lesson != NULL ? lesson->rs : NULL, 2);
  *rs = NULL;
  if (st != NULL && st->has_position)
    {
      gt_game_rule_ctx (&st->position, ctx);
      *rs = lesson->rs;
    }
}

/* A step's text on one line for the list: cards by their symbols. */
static char *
step_summary (const GtLessonStep *st)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *runs = gt_text_runs_parse (st->text != NULL ? st->text : "", &error);
  GString *out = g_string_new (NULL);

  if (runs == NULL)
    g_string_append (out, st->text != NULL ? st->text : "");
  else
    {
      for (guint i = 0; i < runs->len; i++)
        {
          const GtTextRun *run = g_ptr_array_index (runs, i);

          if (!run->is_cards)
            g_string_append (out, run->text);
          else
            for (guint c = 0; c < run->cards.n; c++)
              {
                if (c > 0)
                  g_string_append_c (out, ' ');
                g_string_append (out, gt_card_to_symbol (run->cards.card[c]));
              }
        }
      gt_text_runs_free (runs);
    }
  g_strdelimit (out->str, "\n", ' ');
  return g_string_free (out, FALSE);
}

/* ---- The time --------------------------------------------------------------- */

static void
show_elapsed (GtPresenterWindow *self)
{
  gint64 s = (g_get_monotonic_time () - self->started) / G_USEC_PER_SEC;

  g_free (self->elapsed);
  if (s >= 3600)
    self->elapsed = g_strdup_printf ("%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
  else
    self->elapsed = g_strdup_printf ("%d:%02d", (int) (s / 60), (int) (s % 60));
  gtk_label_set_text (self->elapsed_label, self->elapsed);
}

static gboolean
tick_cb (gpointer data)
{
  show_elapsed (data);
  return G_SOURCE_CONTINUE;
}

/* ---- The steps --------------------------------------------------------------- */

static void
fill_step_list (GtPresenterWindow *self)
{
  const GtLesson *lesson = gt_lesson_model_get_lesson (self->model);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->step_list))) != NULL)
    gtk_list_box_remove (self->step_list, child);
  if (lesson == NULL)
    return;
  for (guint i = 0; i < lesson->n_steps; i++)
    {
      g_autofree char *summary = step_summary (&lesson->steps[i]);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *n = gtk_label_new (number);
      GtkWidget *label = gtk_label_new (summary);

      gtk_widget_add_css_class (n, "numeric");
      gtk_widget_add_css_class (n, "dim-label");
      gtk_label_set_width_chars (GTK_LABEL (n), 2);
      gtk_label_set_xalign (GTK_LABEL (n), 1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), n);
      gtk_box_append (GTK_BOX (box), label);
      gtk_list_box_append (self->step_list, box);
      gtk_widget_set_tooltip_text (gtk_widget_get_parent (box), summary);
    }
}

static void
step_row_activated_cb (GtPresenterWindow *self,
                       GtkListBoxRow     *row)
{
  if (self->filling)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "presentation.go-to", "u",
                              (guint32) gtk_list_box_row_get_index (row) + 1);
}

/* ---- What the console shows ------------------------------------------------- */

static void
show_answer (GtPresenterWindow *self)
{
  const GtLesson *lesson = gt_lesson_model_get_lesson (self->model);
  const GtLessonStep *st = gt_lesson_model_get_step (self->model);
  g_autofree char *answer = gt_lesson_model_dup_solution_text (self->model);
  gboolean shown = gt_lesson_model_get_answered (self->model);
  GtRuleCtx ctx;
  const GtRuleset *rs;

  gtk_widget_set_visible (self->answer_box, answer != NULL);
  if (answer == NULL)
    return;
  rule_context (lesson, st, &ctx, &rs);
  gt_card_text_set_text (self->answer_text, answer, rs, &ctx);
  gtk_label_set_text (self->answer_heading, shown ? _("Answer (shown)") : _("Answer (not shown yet)"));
}

static void
show_feedback (GtPresenterWindow *self)
{
  const char *message = NULL;
  GtLessonFeedback kind = gt_lesson_model_get_feedback (self->model, &message, NULL);
  g_autofree char *text = NULL;

  switch (kind)
    {
    case GT_LESSON_FEEDBACK_RIGHT:
      text = g_strdup (gt_lesson_model_get_revealed (self->model) ? _("On the screen: the answer.")
                                                                    : _("On the screen: right."));
      break;
    case GT_LESSON_FEEDBACK_WRONG:
    case GT_LESSON_FEEDBACK_ILLEGAL:
      text = g_strdup (_("On the screen: a wrong answer and why."));
      break;
    case GT_LESSON_FEEDBACK_INFO:
    case GT_LESSON_FEEDBACK_NONE:
    default:
      text = g_strdup (_("On the screen: the question."));
      break;
    }
  gtk_label_set_text (self->shown_label, text);
  show_answer (self);
}

static void
show_step (GtPresenterWindow *self)
{
  const GtLesson *lesson = gt_lesson_model_get_lesson (self->model);
  const GtLessonStep *st = gt_lesson_model_get_step (self->model);
  guint number = gt_lesson_model_get_step_number (self->model);
  const char *notes = gt_lesson_model_get_notes (self->model);
  GtRuleCtx ctx;
  const GtRuleset *rs;

  if (lesson == NULL)
    return;
  adw_window_title_set_subtitle (self->header_title, lesson->title);

  /* The row of the step on show, without going there again. */
  self->filling = TRUE;
  if (number > 0)
    gtk_list_box_select_row (self->step_list, gtk_list_box_get_row_at_index (self->step_list, (int) number - 1));
  else
    gtk_list_box_unselect_all (self->step_list);
  self->filling = FALSE;

  if (st == NULL)
    {
      gtk_label_set_text (self->current_heading, _("End of the lesson"));
      gt_card_text_set_text (self->current_text, "", NULL, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->table), FALSE);
      gtk_widget_set_visible (self->answer_box, FALSE);
      gtk_label_set_text (self->notes_label, "");
      gtk_label_set_text (self->shown_label, "");
      gtk_label_set_text (self->next_heading, "");
      gt_card_text_set_text (self->next_text, "", NULL, NULL);
      return;
    }

  {
    g_autofree char *heading = g_strdup_printf (_("Step %u of %u"), number, lesson->n_steps);
    gtk_label_set_text (self->current_heading, heading);
  }
  rule_context (lesson, st, &ctx, &rs);
  gt_card_text_set_text (self->current_text, st->text, rs, &ctx);
  gtk_widget_set_visible (GTK_WIDGET (self->table), st->has_position);
  if (st->has_position)
    {
      gt_table_view_set_position (self->table, lesson->rs, gt_lesson_model_get_position (self->model), st->face_down);
      if (st->kind == GT_STEP_JUDGE && st->position.turn < st->position.n_seats)
        gt_table_view_set_last_play (self->table, st->position.turn, &st->show, FALSE);
    }
  gtk_label_set_text (self->notes_label, notes != NULL ? notes : _("No notes for this step."));

  if (number < lesson->n_steps)
    {
      const GtLessonStep *next = &lesson->steps[number];
      g_autofree char *heading = g_strdup_printf (_("Next: Step %u"), number + 1);

      rule_context (lesson, next, &ctx, &rs);
      gtk_label_set_text (self->next_heading, heading);
      gt_card_text_set_text (self->next_text, next->text, rs, &ctx);
    }
  else
    {
      gtk_label_set_text (self->next_heading, _("Next: the end of the lesson"));
      gt_card_text_set_text (self->next_text, "", NULL, NULL);
    }
  show_feedback (self);
  gt_presentation_actions_update (GTK_WIDGET (self), self->model);
}

static void
position_changed_cb (GtPresenterWindow *self)
{
  const GtLesson *lesson = gt_lesson_model_get_lesson (self->model);
  const GtLessonStep *st = gt_lesson_model_get_step (self->model);

  if (st != NULL && st->has_position)
    gt_table_view_set_position (self->table, lesson->rs, gt_lesson_model_get_position (self->model), st->face_down);
}

static void
changed_cb (GtPresenterWindow *self)
{
  show_feedback (self);
  gt_presentation_actions_update (GTK_WIDGET (self), self->model);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
presentation_destroy_cb (GtPresenterWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
gt_presenter_window_dispose (GObject *object)
{
  GtPresenterWindow *self = GT_PRESENTER_WINDOW (object);

  g_clear_handle_id (&self->tick, g_source_remove);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  if (self->presentation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->presentation, self);
      g_object_remove_weak_pointer (G_OBJECT (self->presentation), (gpointer *) &self->presentation);
      self->presentation = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PRESENTER_WINDOW);

  G_OBJECT_CLASS (gt_presenter_window_parent_class)->dispose (object);
}

static void
gt_presenter_window_finalize (GObject *object)
{
  GtPresenterWindow *self = GT_PRESENTER_WINDOW (object);

  g_free (self->elapsed);
  G_OBJECT_CLASS (gt_presenter_window_parent_class)->finalize (object);
}

static gboolean
gt_presenter_window_close_request (GtkWindow *window)
{
  GtPresenterWindow *self = GT_PRESENTER_WINDOW (window);

  /* Closing the console ends the presentation: a projector left on its
   * own could not be driven from the laptop's screen. */
  if (self->presentation != NULL)
    gtk_window_destroy (GTK_WINDOW (self->presentation));
  return FALSE;
}

/* GtkWindow gives a window without a focus one when it maps (the hand,
 * a button): then the arrows, Space and Enter would be theirs, not the
 * clicker's. */
static void
gt_presenter_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (gt_presenter_window_parent_class)->map (widget);
  gtk_root_set_focus (GTK_ROOT (widget), NULL);
}

static void
gt_presenter_window_class_init (GtPresenterWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = gt_presenter_window_dispose;
  widget_class->map = gt_presenter_window_map;
  object_class->finalize = gt_presenter_window_finalize;
  window_class->close_request = gt_presenter_window_close_request;

  g_type_ensure (GT_TYPE_CARD_TEXT);
  g_type_ensure (GT_TYPE_TABLE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-presenter-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, header_title);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, current_heading);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, table);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, current_text);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, shown_label);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, answer_box);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, answer_heading);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, answer_text);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, notes_label);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, next_heading);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, next_text);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, elapsed_label);
  gtk_widget_class_bind_template_child (widget_class, GtPresenterWindow, step_list);
  gtk_widget_class_bind_template_callback (widget_class, step_row_activated_cb);

  gt_presentation_actions_install (widget_class);
}

static void
gt_presenter_window_init (GtPresenterWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gt_presentation_actions_add_keys (GTK_WIDGET (self));
  gt_hand_view_set_interactive (gt_table_view_get_hand (self->table), FALSE);
}

/* ---- API ------------------------------------------------------------------------ */

GtPresenterWindow *
gt_presenter_window_new (GtPresentationWindow *presentation)
{
  GtPresenterWindow *self;

  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (presentation), NULL);

  self = g_object_new (GT_TYPE_PRESENTER_WINDOW, NULL);
  self->presentation = presentation;
  g_object_add_weak_pointer (G_OBJECT (presentation), (gpointer *) &self->presentation);
  g_signal_connect_swapped (presentation, "destroy", G_CALLBACK (presentation_destroy_cb), self);
  self->model = g_object_ref (gt_presentation_window_get_model (presentation));
  g_signal_connect_swapped (self->model, "step-changed", G_CALLBACK (show_step), self);
  g_signal_connect_swapped (self->model, "end-reached", G_CALLBACK (show_step), self);
  g_signal_connect_swapped (self->model, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (self->model, "feedback-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (changed_cb), self);

  self->started = g_get_monotonic_time ();
  self->tick = g_timeout_add_seconds (1, tick_cb, self);
  show_elapsed (self);
  fill_step_list (self);
  show_step (self);
  return self;
}

GtPresentationWindow *
gt_presenter_window_get_presentation (GtPresenterWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);
  return self->presentation;
}

char *
gt_presenter_window_dup_current (GtPresenterWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);
  return gt_card_text_dup_plain (self->current_text);
}

char *
gt_presenter_window_dup_next (GtPresenterWindow *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);

  text = gt_card_text_dup_plain (self->next_text);
  return text != NULL && text[0] != '\0' ? g_steal_pointer (&text) : NULL;
}

const char *
gt_presenter_window_get_notes (GtPresenterWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);
  return gt_lesson_model_get_notes (self->model) != NULL ? gtk_label_get_text (self->notes_label) : "";
}

char *
gt_presenter_window_dup_answer (GtPresenterWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);

  if (!gtk_widget_get_visible (self->answer_box))
    return NULL;
  return gt_card_text_dup_plain (self->answer_text);
}

const char *
gt_presenter_window_get_elapsed (GtPresenterWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);
  return self->elapsed;
}

GtkListBox *
gt_presenter_window_get_step_list (GtPresenterWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTER_WINDOW (self), NULL);
  return self->step_list;
}
