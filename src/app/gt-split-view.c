/* gt-split-view.c — the plays a learner has set aside in a split step
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built in code, not from a template: a heading and one row of plays that
 * scrolls sideways, remade from the model whenever its split changes (a
 * hand has at most 27 plays, so remaking is cheaper than keeping rows in
 * step).  One row, not a flow box that wraps: the lesson page keeps room
 * under the table for this view at one height on every step, so the
 * plays are seen beside the hand they came from; wrapped rows grew below
 * the page's visible part, where a learner at 360 px (and at 1100 px,
 * under the band kept for the verdict) had to scroll the table away to
 * see them.  The newest play is scrolled into view.
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
  GtkWidget *row;           /* GtkScrolledWindow, sideways */
  GtkWidget *plays;         /* GtkBox, in row */
  /* While no play is set aside: an unseen play of one card, so that the
   * row is as high empty as with plays (the page measures it once). */
  GtkWidget *placeholder;
  guint n_shown;
  gboolean to_end;          /* scroll to the newest play once the row is laid out */
  guint scroll_tick;
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

/* A play's frame: its small cards and the button that puts it back. */
static GtkWidget *
play_box_new (GtSplitView      *self,
              const GtCardList *play,
              const GtRuleset  *rs,
              const GtRuleCtx  *ctx)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *mini = gt_hand_view_new ();
  GtkWidget *back = gtk_button_new_from_icon_name ("edit-undo-symbolic");

  gt_hand_view_set_interactive (GT_HAND_VIEW (mini), FALSE);
  gt_hand_view_set_card_width (GT_HAND_VIEW (mini), PLAY_CARD_WIDTH);
  gt_hand_view_set_four_colour (GT_HAND_VIEW (mini), self->four_colour);
  gt_hand_view_set_cards (GT_HAND_VIEW (mini), play, rs, ctx);
  gtk_widget_set_valign (mini, GTK_ALIGN_CENTER);

  gtk_widget_set_name (back, "split-put-back");
  gtk_widget_add_css_class (back, "flat");
  gtk_widget_add_css_class (back, "circular");
  gtk_widget_set_valign (back, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (back, _("Put Back"));

  gtk_box_append (GTK_BOX (box), mini);
  gtk_box_append (GTK_BOX (box), back);
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "split-play");
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  return box;
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
    gtk_box_remove (GTK_BOX (self->plays), child);
  self->placeholder = NULL;
  /* A play added: its row goes on showing the newest; one put back (or a
   * new step): it stays where the learner put it.  A rebuild for the
   * answer leaves it as it was. */
  if (n != self->n_shown)
    self->to_end = n > self->n_shown;
  self->n_shown = n;
  if (lesson == NULL || st == NULL)
    return;
  /* On every step of the lesson, whose room the page measures on any. */
  if (n == 0)
    {
      GtCardList one;

      gt_card_list_init (&one);
      gt_card_list_append (&one, GT_CARD_RJ, GT_CARD_NONE);
      gt_game_rule_ctx (&lesson->steps[0].position, &ctx);
      self->placeholder = play_box_new (self, &one, lesson->rs, &ctx);
      gtk_widget_set_opacity (self->placeholder, 0);
      gtk_widget_set_can_target (self->placeholder, FALSE);
      gtk_widget_set_can_focus (self->placeholder, FALSE);
      gtk_widget_set_sensitive (self->placeholder, FALSE);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->placeholder), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (self->plays), self->placeholder);
    }
  if (st->kind != GT_STEP_SPLIT)
    return;

  if (n == 0)
    heading = g_strdup (_("No plays set aside yet"));
  else
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u play set aside", "%u plays set aside", n), n);
  gtk_label_set_text (GTK_LABEL (self->heading), heading);

  gt_game_rule_ctx (&st->position, &ctx);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *box = play_box_new (self, gt_lesson_model_get_split_play (self->model, i), lesson->rs, &ctx);
      GtkWidget *back = gtk_widget_get_last_child (box);
      g_autofree char *label = g_strdup_printf (_("Put play %u back into the hand"), i + 1);

      g_object_set_data (G_OBJECT (back), "play", GUINT_TO_POINTER (i));
      gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_sensitive (back, open);
      g_signal_connect_object (back, "clicked", G_CALLBACK (take_back_clicked_cb), self, 0);
      gtk_box_append (GTK_BOX (self->plays), box);
    }
}

/* The row laid out anew (its width grown by a play): the newest play
 * scrolled into view, on the next frame (the viewport sets the value
 * while it is allocated, after "changed"). */
static gboolean
scroll_to_end_cb (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  GtSplitView *self = GT_SPLIT_VIEW (data);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->row));

  self->scroll_tick = 0;
  if (self->to_end)
    gtk_adjustment_set_value (h, gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h));
  return G_SOURCE_REMOVE;
}

static void
row_changed_cb (GtkAdjustment *adjustment,
                GtSplitView   *self)
{
  if (self->to_end && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (self->row, scroll_to_end_cb, self, NULL);
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

  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (self->row, self->scroll_tick);
      self->scroll_tick = 0;
    }
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
  GtkWidget *viewport;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->heading = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_widget_set_parent (self->heading, GTK_WIDGET (self));

  self->plays = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Each play at its natural width, one line of cards: at the viewport's
   * width (the default policy) the plays would share it and their cards
   * wrap in two rows, higher than the row. */
  viewport = gtk_viewport_new (NULL, NULL);
  gtk_scrollable_set_hscroll_policy (GTK_SCROLLABLE (viewport), GTK_SCROLL_NATURAL);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), self->plays);
  self->row = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->row), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->row), viewport);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->row)), "changed",
                           G_CALLBACK (row_changed_cb), self, 0);
  gtk_widget_set_parent (self->row, GTK_WIDGET (self));
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
    if (c != self->placeholder)
      n++;
  return n;
}
