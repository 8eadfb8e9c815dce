/* gt-lesson-page-actions.c — the lesson player's actions
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The "lesson." actions of the page: each hands the learner's answer or
 * move to the lesson model (gt-lesson-model.h), which says what follows;
 * the page shows it on the model's signals.  Their enabled states are set
 * by gt_lesson_page_update_controls().
 */
#define G_LOG_DOMAIN "gt-lesson-page-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "gt-lesson-page-private.h"

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  GtCardList selection;

  if (current_step (self) == NULL)
    return;
  gt_hand_view_get_selection (learner_hand (self), &selection);
  if (gt_lesson_model_play (self->model, &selection) == GT_LESSON_PLAY_READINGS)
    gt_lesson_page_ask_reading (self);
}

static void
declare_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  GtCardList selection;

  if (!gt_lesson_step_is_declaration (current_step (self)))
    return;
  gt_hand_view_get_selection (learner_hand (self), &selection);
  gt_lesson_model_declare (self->model, g_variant_get_uint32 (parameter), &selection);
}

static void
reading_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  gtk_popover_popdown (self->readings_popover);
  gt_lesson_model_play_reading (self->model, g_variant_get_uint32 (parameter));
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);

  if (st == NULL || st->kind != GT_STEP_PLAY || st->broken || gt_lesson_model_get_answered (self->model))
    return;
  /* The selection goes first: its change must not take the answer's
   * verdict away (hand_selection_changed_cb). */
  gt_hand_view_clear_selection (learner_hand (self));
  gt_lesson_model_pass (self->model);
}

static void
judge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  gt_lesson_model_judge (self->model, g_variant_get_boolean (parameter));
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  guint option = g_variant_get_uint32 (parameter);

  if (st == NULL || st->kind != GT_STEP_CHOOSE || st->broken || gt_lesson_model_get_answered (self->model))
    return;
  /* Clear the colour of an earlier wrong try; colour this one's button. */
  gt_step_options_set_chosen (self->options, option);
  gt_lesson_model_choose (self->model, option);
  gt_step_options_set_chosen (self->options, 0);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  gt_lesson_model_hint (self->model);
  gt_lesson_page_update_controls (self);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gt_lesson_model_next (GT_LESSON_PAGE (widget)->model);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gt_lesson_model_back (GT_LESSON_PAGE (widget)->model);
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gt_lesson_model_retry (GT_LESSON_PAGE (widget)->model);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  GtHandView *hand = learner_hand (self);

  gtk_popover_popdown (self->readings_popover);
  if (st == NULL || !st->has_position || gt_lesson_model_get_answered (self->model))
    return;
  gt_hand_view_clear_selection (hand);
  /* The marks of a refused play go with the selection; the lesson's own
   * highlight comes back (due now if the play was an attempt). */
  gt_lesson_page_show_highlight (self);
  gt_lesson_model_dismiss (self->model, FALSE);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  gt_lesson_model_go_to_step (GT_LESSON_PAGE (widget)->model, 1);
}

static void
reset_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   GtLessonPage     *self)
{
  if (g_strcmp0 (response, "reset") != 0)
    return;
  gt_lesson_model_reset_progress (self->model);
}

static void
reset_progress_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  if (lesson (self) == NULL || gt_lesson_model_get_progress (self->model) == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Reset Progress?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The steps you have done in “%s” will be forgotten, and the lesson starts again from the first step."),
                                  lesson (self)->title);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  gt_lesson_model_start_review (self->model);
}

static void
next_lesson_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_signal_emit_by_name (widget, "next-lesson");
}

static void
first_undone_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  guint first;

  if (lesson (self) == NULL)
    return;
  if (gt_lesson_model_all_steps_done (self->model, &first, NULL))
    first = 1;
  gt_lesson_model_go_to_step (self->model, first);
}

void
_gt_lesson_page_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "lesson.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "lesson.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "lesson.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "lesson.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "lesson.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "lesson.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "lesson.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "lesson.reset-progress", NULL, reset_progress_action);
  gtk_widget_class_install_action (widget_class, "lesson.judge", "b", judge_action);
  gtk_widget_class_install_action (widget_class, "lesson.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "lesson.declare", "u", declare_action);
  gtk_widget_class_install_action (widget_class, "lesson.reading", "u", reading_action);
  gtk_widget_class_install_action (widget_class, "lesson.next-lesson", NULL, next_lesson_action);
  gtk_widget_class_install_action (widget_class, "lesson.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "lesson.first-undone", NULL, first_undone_action);
}
