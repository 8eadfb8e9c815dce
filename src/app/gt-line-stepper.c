/* gt-line-stepper.c — ◀ ▶ through a puzzle's refutation or winning line
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model keeps the line and does the stepping; this bar only turns
 * clicks and keys into seeks and says where the line is.  It follows the
 * model on "position-changed" (each step, whoever made it) and on
 * "notify::busy" (playing by itself or not).
 */
#define G_LOG_DOMAIN "gt-line-stepper"

#include "config.h"

#include <glib/gi18n.h>

#include "gt-line-stepper.h"

struct _GtLineStepper
{
  GtkWidget parent_instance;

  GtkWidget *back;
  GtkWidget *play;
  GtkWidget *forward;
  GtkWidget *label;

  GtPuzzleModel *model;
  gulong position_id, busy_id, state_id;
};

G_DEFINE_FINAL_TYPE (GtLineStepper, gt_line_stepper, GTK_TYPE_WIDGET)

/* "3 of 7: E plays Pair of Kings", "3 of 7: N passes"; at 0 the line's
 * start. */
static char *
step_words (GtLineStepper *self,
            guint          position,
            guint          length)
{
  guint seat;
  GtMove move;
  char *play, *text;

  if (position == 0 || !gt_puzzle_model_get_line_step (self->model, position - 1, &seat, &move))
    /* Translators: the line stepper before a refutation's or solution's
     * first step; %u is the number of steps */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Start of the line, %u step",
                                         "Start of the line, %u steps", length), length);
  if (move.n == 0)
    /* Translators: the line stepper: "3 of 7: N passes" (a seat letter, or
     * number in games that number their seats) */
    return g_strdup_printf (_("%u of %u: %s passes"), position, length,
                            gt_game_seat_name (gt_puzzle_model_get_position (self->model), seat, GT_SEAT_NAME_LETTER));
  play = gt_puzzle_model_describe_reading (self->model, &move, NULL);
  /* Translators: the line stepper: "3 of 7: E plays Pair of Kings" (a seat
   * letter, then the play) */
  text = g_strdup_printf (_("%u of %u: %s plays %s"), position, length,
                          gt_game_seat_name (gt_puzzle_model_get_position (self->model), seat, GT_SEAT_NAME_LETTER), play);
  g_free (play);
  return text;
}

static void
sync_bar (GtLineStepper *self)
{
  guint position = 0, length = 0;
  gboolean has = self->model != NULL && gt_puzzle_model_get_line (self->model, &position, &length);
  gboolean playing = has && gt_puzzle_model_get_line_playing (self->model);
  char *text = has ? step_words (self, position, length) : g_strdup ("");

  gtk_label_set_text (GTK_LABEL (self->label), text);
  g_free (text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "line.back", has && position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "line.start", has && position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "line.forward", has && position < length);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "line.end", has && position < length);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "line.toggle", has);
  gtk_button_set_icon_name (GTK_BUTTON (self->play),
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->play, playing ? _("Pause") : _("Play the line"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  playing ? _("Pause") : _("Play the line"),
                                  -1);
}

static void
step (GtLineStepper *self,
      int            delta)
{
  guint position, length;

  if (self->model == NULL || !gt_puzzle_model_get_line (self->model, &position, &length))
    return;
  if (delta < 0 && position == 0)
    return;
  if (delta > 0 && position >= length)
    return;
  gt_puzzle_model_line_seek (self->model, (guint) ((int) position + delta));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  step (GT_LINE_STEPPER (widget), -1);
}

static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  step (GT_LINE_STEPPER (widget), 1);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLineStepper *self = GT_LINE_STEPPER (widget);

  if (self->model != NULL)
    gt_puzzle_model_line_seek (self->model, 0);
}

static void
end_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  GtLineStepper *self = GT_LINE_STEPPER (widget);
  guint length;

  if (self->model != NULL && gt_puzzle_model_get_line (self->model, NULL, &length))
    gt_puzzle_model_line_seek (self->model, length);
}

static void
toggle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtLineStepper *self = GT_LINE_STEPPER (widget);

  if (self->model == NULL)
    return;
  if (gt_puzzle_model_get_line_playing (self->model))
    gt_puzzle_model_line_pause (self->model);
  else
    gt_puzzle_model_line_play (self->model);
}

static GtkWidget *
icon_button (GtLineStepper *self,
             const char    *icon,
             const char    *tooltip,
             const char    *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_parent (button, GTK_WIDGET (self));
  return button;
}

static void
disconnect_model (GtLineStepper *self)
{
  if (self->model == NULL)
    return;
  g_clear_signal_handler (&self->position_id, self->model);
  g_clear_signal_handler (&self->busy_id, self->model);
  g_clear_signal_handler (&self->state_id, self->model);
  g_clear_object (&self->model);
}

static void
gt_line_stepper_dispose (GObject *object)
{
  GtLineStepper *self = GT_LINE_STEPPER (object);
  GtkWidget *child;

  disconnect_model (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_line_stepper_parent_class)->dispose (object);
}

static void
gt_line_stepper_class_init (GtLineStepperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_line_stepper_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "linestepper");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "line.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "line.forward", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "line.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "line.end", NULL, end_action);
  gtk_widget_class_install_action (widget_class, "line.toggle", NULL, toggle_action);
  /* With the focus in the bar; arrows would otherwise only move it. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "line.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "line.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "line.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "line.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "line.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "line.end", NULL);
}

static void
gt_line_stepper_init (GtLineStepper *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 8);

  /* Translators: tooltip of the line stepper's ◀ */
  self->back = icon_button (self, "go-previous-symbolic", _("Step back (←)"), "line.back");
  self->play = icon_button (self, "media-playback-start-symbolic", _("Play the line"), "line.toggle");
  /* Translators: tooltip of the line stepper's ▶ */
  self->forward = icon_button (self, "go-next-symbolic", _("Step forward (→)"), "line.forward");

  self->label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_add_css_class (self->label, "line-step");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  /* Each step is news for a screen reader. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Step of the line"),
                                  -1);

  sync_bar (self);
}

GtkWidget *
gt_line_stepper_new (void)
{
  return g_object_new (GT_TYPE_LINE_STEPPER, NULL);
}

void
gt_line_stepper_set_model (GtLineStepper *self,
                           GtPuzzleModel *model)
{
  g_return_if_fail (GT_IS_LINE_STEPPER (self));
  g_return_if_fail (model == NULL || GT_IS_PUZZLE_MODEL (model));

  if (self->model == model)
    return;
  disconnect_model (self);
  if (model != NULL)
    {
      self->model = g_object_ref (model);
      self->position_id = g_signal_connect_swapped (model, "position-changed", G_CALLBACK (sync_bar), self);
      self->busy_id = g_signal_connect_swapped (model, "notify::busy", G_CALLBACK (sync_bar), self);
      self->state_id = g_signal_connect_swapped (model, "notify::state", G_CALLBACK (sync_bar), self);
    }
  sync_bar (self);
}

const char *
gt_line_stepper_get_text (GtLineStepper *self)
{
  g_return_val_if_fail (GT_IS_LINE_STEPPER (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->label));
}
