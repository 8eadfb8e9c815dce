/* gt-step-options.c — the numbered options a lesson's choose step is answered with
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-step-options"

#include "config.h"

#include "gt-step-options.h"

#include "gt-card-text.h"

/* Inline cards in the options, as in the page's texts. */
#define OPTION_CARD_WIDTH 28

struct _GtStepOptions
{
  GtkWidget parent_instance;

  GtkWidget *chosen;         /* the option button being answered */
  gboolean four_colour;
};

G_DEFINE_FINAL_TYPE (GtStepOptions, gt_step_options, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
option_button (GtStepOptions   *self,
               guint            number,
               const char      *option,
               const GtRuleset *rs,
               const GtRuleCtx *ctx)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *digits = g_strdup_printf ("%u", number);
  GtkWidget *number_label = gtk_label_new (digits);
  GtkWidget *text = gt_card_text_new ();
  g_autofree char *plain = NULL;

  gtk_widget_add_css_class (number_label, "option-number");
  gtk_widget_set_valign (number_label, GTK_ALIGN_CENTER);
  gt_card_text_set_card_width (GT_CARD_TEXT (text), OPTION_CARD_WIDTH);
  gt_card_text_set_four_colour (GT_CARD_TEXT (text), self->four_colour);
  /* The cards' words beside them: a choice is never read from small
   * pictures alone (low vision). */
  gt_card_text_set_captioned (GT_CARD_TEXT (text), TRUE);
  gt_card_text_set_text (GT_CARD_TEXT (text), option, rs, ctx);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), number_label);
  gtk_box_append (GTK_BOX (box), text);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "option");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "lesson.choose");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", number);
  plain = gt_card_text_dup_plain (GT_CARD_TEXT (text));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
  return button;
}

void
gt_step_options_set_step (GtStepOptions      *self,
                          const GtLessonStep *st,
                          const GtRuleset    *rs,
                          const GtRuleCtx    *ctx)
{
  GtkWidget *child;

  g_return_if_fail (GT_IS_STEP_OPTIONS (self));

  self->chosen = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (st == NULL || st->kind != GT_STEP_CHOOSE)
    return;
  for (guint i = 0; i < st->n_options; i++)
    gtk_widget_set_parent (option_button (self, i + 1, st->options[i], rs, ctx), GTK_WIDGET (self));
}

gboolean
gt_step_options_has_options (GtStepOptions *self)
{
  g_return_val_if_fail (GT_IS_STEP_OPTIONS (self), FALSE);
  return gtk_widget_get_first_child (GTK_WIDGET (self)) != NULL;
}

gboolean
gt_step_options_focus_first (GtStepOptions *self)
{
  GtkWidget *first;

  g_return_val_if_fail (GT_IS_STEP_OPTIONS (self), FALSE);
  first = gtk_widget_get_first_child (GTK_WIDGET (self));
  return first != NULL && gtk_widget_grab_focus (first);
}

void
gt_step_options_set_chosen (GtStepOptions *self,
                            guint          option)
{
  guint i = 1;

  g_return_if_fail (GT_IS_STEP_OPTIONS (self));

  self->chosen = NULL;
  if (option == 0)
    return;
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (self)); b != NULL; b = gtk_widget_get_next_sibling (b), i++)
    {
      gtk_widget_remove_css_class (b, "wrong");
      if (i == option)
        self->chosen = b;
    }
}

void
gt_step_options_mark_chosen (GtStepOptions *self,
                             const char    *verdict)
{
  g_return_if_fail (GT_IS_STEP_OPTIONS (self));

  if (self->chosen != NULL)
    gtk_widget_add_css_class (self->chosen, verdict);
}

void
gt_step_options_set_four_colour (GtStepOptions *self,
                                 gboolean       four_colour)
{
  g_return_if_fail (GT_IS_STEP_OPTIONS (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (self)); b != NULL; b = gtk_widget_get_next_sibling (b))
    gt_card_text_set_four_colour (GT_CARD_TEXT (gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (b)))),
                                  four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

static void
gt_step_options_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtStepOptions *self = GT_STEP_OPTIONS (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_step_options_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtStepOptions *self = GT_STEP_OPTIONS (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      gt_step_options_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_step_options_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_step_options_parent_class)->dispose (object);
}

static void
gt_step_options_class_init (GtStepOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_step_options_dispose;
  object_class->get_property = gt_step_options_get_property;
  object_class->set_property = gt_step_options_set_property;

  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stepoptions");
}

static void
gt_step_options_init (GtStepOptions *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "options");
}

GtkWidget *
gt_step_options_new (void)
{
  return g_object_new (GT_TYPE_STEP_OPTIONS, NULL);
}
