/* gt-step-actions.c — the buttons a lesson step is answered with
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-step-actions"

#include "config.h"

#include "gt-step-actions.h"

#include <glib/gi18n.h>

struct _GtStepActions {
  GtkWidget parent_instance;

  /* Template */
  GtkWidget *box;
  GtkWidget *choices;
  GtkWidget *pass_button;
  GtkWidget *illegal_button;
  GtkWidget *legal_button;
  GtkWidget *play_button;

  GtLessonModel *model;
  char *prefix;
  gboolean presentation;
};

enum {
  PROP_0,
  PROP_MODEL,
  PROP_ACTION_PREFIX,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GtStepActions, gt_step_actions, GTK_TYPE_WIDGET)

static void
set_action (GtStepActions *self,
            GtkWidget     *button,
            const char    *name)
{
  g_autofree char *action = g_strdup_printf ("%s.%s", self->prefix, name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
}

/* Words, as the page or the room reads them. */
static void
set_words (GtkWidget  *button,
           gboolean    presentation,
           const char *label,
           const char *tooltip)
{
  if (presentation)
    {
      g_autofree char *plain = gt_label_strip_mnemonic (label);

      gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
      gtk_button_set_label (GTK_BUTTON (button), plain);
    }
  else
    {
      gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
      gtk_button_set_label (GTK_BUTTON (button), label);
      gtk_widget_set_tooltip_text (button, tooltip);
    }
}

/* What the step asks for, and whether it can be answered now. */
static void
update (GtStepActions *self)
{
  const GtLessonStep *st = self->model != NULL ? gt_lesson_model_get_step (self->model) : NULL;
  const GtLesson *l = self->model != NULL ? gt_lesson_model_get_lesson (self->model) : NULL;
  /* The room sees the buttons only while they answer. */
  gboolean shown = st != NULL && (!self->presentation || gt_lesson_model_can_answer (self->model));
  gboolean play = shown && st->kind == GT_STEP_PLAY;
  /* A split step's plays set aside are the page's (the room has no view
   * of them). */
  gboolean split = shown && !self->presentation && st->kind == GT_STEP_SPLIT;
  /* The game's own action on selected cards (a tribute, a bury), and
   * its declarations, answered by buttons of its words. */
  gboolean give = shown && gt_lesson_step_is_card_act (st);
  gboolean declare = shown && gt_lesson_step_is_declaration (st);
  gboolean judge = shown && st->kind == GT_STEP_JUDGE;
  /* Passing belongs to climbing rounds: in a trick every seat plays. */
  gboolean can_pass = play && l != NULL && l->rs->game->table == GT_TABLE_CLIMB;

  gtk_widget_set_visible (self->pass_button, can_pass);
  gtk_widget_set_visible (self->play_button, play || give || split);
  gtk_widget_set_visible (self->legal_button, judge);
  gtk_widget_set_visible (self->illegal_button, judge);
  gtk_widget_set_visible (self->choices, declare);
  gtk_widget_set_visible (GTK_WIDGET (self), can_pass || play || give || split || judge || declare);

  /* The tooltip says what the button does on this step, as its label:
   * a game's own card action (a tribute, a return, a kitty buried) is
   * named by the game. */
  if (give)
    {
      g_autofree char *plain = gt_label_strip_mnemonic (_(st->act->label));
      g_autofree char *tip = g_strdup_printf (_("%s with the Selected Cards (Enter)"), plain);

      set_words (self->play_button, self->presentation, _(st->act->label), tip);
    }
  else if (split)
    /* Translators: a split step: put the selected cards aside as one play */
    set_words (self->play_button, self->presentation, _("_Set Aside"),
               _("Set the Selected Cards Aside as One Play (Enter)"));
  else
    set_words (self->play_button, self->presentation, _("P_lay"), _("Play the Selected Cards (Enter)"));
}

/* A declaration step's choices as buttons, in the game's words and
 * order. */
static void
build_choices (GtStepActions *self)
{
  const GtLessonStep *st = gt_lesson_model_get_step (self->model);
  GtkWidget *child;
  guint i = 0;

  while ((child = gtk_widget_get_first_child (self->choices)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->choices), child);
  if (!gt_lesson_step_is_declaration (st))
    return;
  {
    /* The group says what is decided, in the game's words. */
    g_autofree char *name = gt_step_action_words (st->act);

    if (!self->presentation)
      gtk_widget_set_tooltip_text (self->choices, _(st->act->prompt));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->choices),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(st->act->prompt), -1);
  }
  for (const GtStepChoice *c = st->act->choices; c != NULL && c->id != NULL; c++, i++)
    {
      GtkWidget *button = gtk_button_new ();

      set_words (button, self->presentation, _(c->label), NULL);
      gtk_widget_add_css_class (button, "declare");
      if (self->presentation)
        {
          gtk_widget_add_css_class (button, "presentation-answer");
          gtk_widget_set_focus_on_click (button, FALSE);
        }
      set_action (self, button, "declare");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i);
      gtk_flow_box_append (GTK_FLOW_BOX (self->choices), button);
    }
}

static void
step_changed_cb (GtStepActions *self)
{
  build_choices (self);
  update (self);
}

void
gt_step_actions_set_model (GtStepActions *self,
                           GtLessonModel *model)
{
  g_return_if_fail (GT_IS_STEP_ACTIONS (self));
  g_return_if_fail (model == NULL || GT_IS_LESSON_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      /* Connected before the owner's handlers, as the owner sets the
       * model first: its focus goes to buttons already shown. */
      g_signal_connect_swapped (model, "step-changed", G_CALLBACK (step_changed_cb), self);
      g_signal_connect_swapped (model, "end-reached", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "feedback-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "answered", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "changed", G_CALLBACK (update), self);
      step_changed_cb (self);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GtkWidget *
gt_step_actions_get_play_button (GtStepActions *self)
{
  g_return_val_if_fail (GT_IS_STEP_ACTIONS (self), NULL);
  return self->play_button;
}

void
gt_step_actions_set_play_suggested (GtStepActions *self,
                                    gboolean       suggested)
{
  g_return_if_fail (GT_IS_STEP_ACTIONS (self));

  if (suggested)
    gtk_widget_add_css_class (self->play_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->play_button, "suggested-action");
}

gboolean
gt_step_actions_focus_answer (GtStepActions *self)
{
  GtkWidget *first;

  g_return_val_if_fail (GT_IS_STEP_ACTIONS (self), FALSE);

  if (gtk_widget_get_visible (self->illegal_button))
    return gtk_widget_grab_focus (self->illegal_button);
  first = gtk_widget_get_first_child (self->choices);
  if (gtk_widget_get_visible (self->choices) && first != NULL)
    return gtk_widget_grab_focus (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (first)));
  return FALSE;
}

/* The buttons' actions and fixed words, once the prefix and the style are
 * known. */
static void
gt_step_actions_constructed (GObject *object)
{
  GtStepActions *self = GT_STEP_ACTIONS (object);
  GtkWidget *buttons[] = { self->pass_button, self->illegal_button, self->legal_button, self->play_button };

  G_OBJECT_CLASS (gt_step_actions_parent_class)->constructed (object);

  set_action (self, self->pass_button, "pass");
  set_action (self, self->illegal_button, "judge");
  set_action (self, self->legal_button, "judge");
  set_action (self, self->play_button, "play");
  set_words (self->pass_button, self->presentation, _("_Pass"), _("Pass (P)"));
  set_words (self->illegal_button, self->presentation, _("_Illegal"), NULL);
  set_words (self->legal_button, self->presentation, _("_Legal"), NULL);
  if (self->presentation)
    {
      gtk_box_set_spacing (GTK_BOX (self->box), 12);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->choices), 12);
      gtk_widget_add_css_class (self->play_button, "suggested-action");
      for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
        {
          gtk_widget_add_css_class (buttons[i], "presentation-answer");
          gtk_widget_set_focus_on_click (buttons[i], FALSE);
        }
    }
  update (self);
}

static void
gt_step_actions_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtStepActions *self = GT_STEP_ACTIONS (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_ACTION_PREFIX:
      g_value_set_string (value, self->prefix);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_step_actions_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtStepActions *self = GT_STEP_ACTIONS (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      gt_step_actions_set_model (self, g_value_get_object (value));
      break;
    case PROP_ACTION_PREFIX:
      g_free (self->prefix);
      self->prefix = g_value_dup_string (value);
      break;
    case PROP_PRESENTATION:
      self->presentation = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_step_actions_dispose (GObject *object)
{
  GtStepActions *self = GT_STEP_ACTIONS (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_STEP_ACTIONS);

  G_OBJECT_CLASS (gt_step_actions_parent_class)->dispose (object);
}

static void
gt_step_actions_finalize (GObject *object)
{
  g_free (GT_STEP_ACTIONS (object)->prefix);

  G_OBJECT_CLASS (gt_step_actions_parent_class)->finalize (object);
}

static void
gt_step_actions_class_init (GtStepActionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = gt_step_actions_constructed;
  object_class->dispose = gt_step_actions_dispose;
  object_class->finalize = gt_step_actions_finalize;
  object_class->get_property = gt_step_actions_get_property;
  object_class->set_property = gt_step_actions_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, GT_TYPE_LESSON_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION_PREFIX] =
    g_param_spec_string ("action-prefix", NULL, NULL, "lesson",
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PRESENTATION] =
    g_param_spec_boolean ("presentation", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-step-actions.ui");
  gtk_widget_class_bind_template_child (widget_class, GtStepActions, box);
  gtk_widget_class_bind_template_child (widget_class, GtStepActions, choices);
  gtk_widget_class_bind_template_child (widget_class, GtStepActions, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GtStepActions, illegal_button);
  gtk_widget_class_bind_template_child (widget_class, GtStepActions, legal_button);
  gtk_widget_class_bind_template_child (widget_class, GtStepActions, play_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stepactions");
}

static void
gt_step_actions_init (GtStepActions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
