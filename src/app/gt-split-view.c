/* gt-split-view.c — the plays a learner has set aside in a split step
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built in code, not from a template: a heading and a flow box of plays,
 * remade from the model whenever its split changes (a hand has at most 27
 * plays, so remaking is cheaper than keeping rows in step).
 */
#define G_LOG_DOMAIN "gt-split-view"

#include "config.h"

#include "gt-split-view.h"

#include <glib/gi18n-lib.h>

#include "gt-hand-view.h"

/* The cards of a play set aside: small, like the readings popover's. */
#define PLAY_CARD_WIDTH 28

struct _GtSplitView {
  GtkWidget parent_instance;

  GtLessonModel *model;     /* a reference */
  GtkWidget *heading;
  GtkWidget *plays;         /* GtkFlowBox */
  gboolean four_colour;
};

G_DEFINE_FINAL_TYPE (GtSplitView, gt_split_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
take_back_clicked_cb (GtkButton   *button,
                      GtSplitView *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "play"));

  gt_lesson_model_split_take_back (self->model, i);
}

static void
rebuild (GtSplitView *self)
{
  const GtLesson *lesson = gt_lesson_model_get_lesson (self->model);
  const GtLessonStep *st = gt_lesson_model_get_step (self->model);
  guint n = gt_lesson_model_get_n_split_plays (self->model);
  gboolean open = !gt_lesson_model_get_answered (self->model);
  g_autofree char *heading = NULL;
  GtkWidget *child;
  GtRuleCtx ctx;

  while ((child = gtk_widget_get_first_child (self->plays)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->plays), child);
  if (lesson == NULL || st == NULL || st->kind != GT_STEP_SPLIT)
    return;

  if (n == 0)
    heading = g_strdup (_("No plays set aside yet"));
  else
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u play set aside", "%u plays set aside", n), n);
  gtk_label_set_text (GTK_LABEL (self->heading), heading);

  gt_game_rule_ctx (&st->position, &ctx);
  for (guint i = 0; i < n; i++)
    {
      const GtCardList *play = gt_lesson_model_get_split_play (self->model, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *mini = gt_hand_view_new ();
      GtkWidget *back = gtk_button_new_from_icon_name ("edit-undo-symbolic");
      g_autofree char *label = g_strdup_printf (_("Put play %u back into the hand"), i + 1);

      gt_hand_view_set_interactive (GT_HAND_VIEW (mini), FALSE);
      gt_hand_view_set_card_width (GT_HAND_VIEW (mini), PLAY_CARD_WIDTH);
      gt_hand_view_set_four_colour (GT_HAND_VIEW (mini), self->four_colour);
      gt_hand_view_set_cards (GT_HAND_VIEW (mini), play, lesson->rs, &ctx);
      gtk_widget_set_valign (mini, GTK_ALIGN_CENTER);

      g_object_set_data (G_OBJECT (back), "play", GUINT_TO_POINTER (i));
      gtk_widget_set_name (back, "split-put-back");
      gtk_widget_add_css_class (back, "flat");
      gtk_widget_add_css_class (back, "circular");
      gtk_widget_set_valign (back, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (back, _("Put Back"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_sensitive (back, open);
      g_signal_connect_object (back, "clicked", G_CALLBACK (take_back_clicked_cb), self, 0);

      gtk_box_append (GTK_BOX (box), mini);
      gtk_box_append (GTK_BOX (box), back);
      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "split-play");
      /* A flow box gives the plays of a column one width: each keeps its
       * own, so that its frame fits its cards. */
      gtk_widget_set_halign (box, GTK_ALIGN_START);
      gtk_flow_box_append (GTK_FLOW_BOX (self->plays), box);
    }
}

static void
step_changed_cb (GtSplitView *self)
{
  const GtLessonStep *st = gt_lesson_model_get_step (self->model);

  gtk_widget_set_visible (GTK_WIDGET (self), st != NULL && st->kind == GT_STEP_SPLIT);
  rebuild (self);
}

static void
gt_split_view_dispose (GObject *object)
{
  GtSplitView *self = GT_SPLIT_VIEW (object);
  GtkWidget *child;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_split_view_parent_class)->dispose (object);
}

static void
gt_split_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtSplitView *self = GT_SPLIT_VIEW (object);

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
gt_split_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtSplitView *self = GT_SPLIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      if (self->four_colour != g_value_get_boolean (value))
        {
          self->four_colour = g_value_get_boolean (value);
          if (self->model != NULL)
            rebuild (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_split_view_class_init (GtSplitViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_split_view_dispose;
  object_class->get_property = gt_split_view_get_property;
  object_class->set_property = gt_split_view_set_property;

  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splitview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gt_split_view_init (GtSplitView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->heading = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_widget_set_parent (self->heading, GTK_WIDGET (self));

  self->plays = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->plays), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->plays), FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->plays), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->plays), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->plays), 6);
  gtk_widget_set_parent (self->plays, GTK_WIDGET (self));
}

GtkWidget *
gt_split_view_new (GtLessonModel *model)
{
  GtSplitView *self;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (model), NULL);

  self = g_object_new (GT_TYPE_SPLIT_VIEW, NULL);
  self->model = g_object_ref (model);
  g_signal_connect_swapped (model, "step-changed", G_CALLBACK (step_changed_cb), self);
  g_signal_connect_swapped (model, "split-changed", G_CALLBACK (rebuild), self);
  g_signal_connect_swapped (model, "answered", G_CALLBACK (rebuild), self);
  step_changed_cb (self);
  return GTK_WIDGET (self);
}

guint
gt_split_view_get_n_plays (GtSplitView *self)
{
  guint n = 0;

  g_return_val_if_fail (GT_IS_SPLIT_VIEW (self), 0);

  for (GtkWidget *c = gtk_widget_get_first_child (self->plays); c != NULL; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}
