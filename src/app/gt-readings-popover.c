/* gt-readings-popover.c — "which reading?": the popover over a Play button
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-readings-popover"

#include "config.h"

#include "gt-readings-popover.h"

#include <glib/gi18n.h>

#include "gt-hand-view.h"

/* The cards of a reading: small, as inline cards are, yet with their
 * indices and wild-card marks readable. */
#define READING_CARD_WIDTH 30
/* The words wrap under the cards at about this many characters: with the
 * cards above them the popover fits a 360 px window. */
#define READING_MAX_CHARS 30

struct _GtReadingsPopover
{
  GtkPopover parent_instance;

  GtkWidget *list;
  GPtrArray *choices;        /* GtReadingChoice, one per row */
  gboolean four_colour;
};

G_DEFINE_FINAL_TYPE (GtReadingsPopover, gt_readings_popover, GTK_TYPE_POPOVER)

enum {
  PROP_0,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
row_activated_cb (GtReadingsPopover *self,
                  GtkListBoxRow     *row)
{
  int i = gtk_list_box_row_get_index (row);

  if (self->choices == NULL || i < 0 || (guint) i >= self->choices->len)
    return;
  gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, (guint) i);
}

static GtkWidget *
wrapped_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), READING_MAX_CHARS);
  return label;
}

static GtkWidget *
choice_row (GtReadingsPopover     *self,
            const GtRuleset       *rs,
            const GtRuleCtx       *ctx,
            const GtReadingChoice *choice)
{
  GtkWidget *row = gtk_list_box_row_new ();
  /* The words under the cards, not beside them: a 360 px window. */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *cards = gt_hand_view_new ();
  g_autofree char *name = choice->wild_words != NULL
                          ? g_strconcat (choice->label, " · ", choice->wild_words, NULL)
                          : g_strdup (choice->label);

  gt_hand_view_set_interactive (GT_HAND_VIEW (cards), FALSE);
  gt_hand_view_set_sort (GT_HAND_VIEW (cards), GT_HAND_SORT_NONE);
  gt_hand_view_set_card_width (GT_HAND_VIEW (cards), READING_CARD_WIDTH);
  gt_hand_view_set_four_colour (GT_HAND_VIEW (cards), self->four_colour);
  gt_hand_view_set_cards (GT_HAND_VIEW (cards), &choice->cards, rs, ctx);
  gtk_widget_set_can_target (cards, FALSE);
  gtk_widget_set_focusable (cards, FALSE);
  gtk_widget_set_halign (cards, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), cards);
  gtk_box_append (GTK_BOX (box), wrapped_label (choice->label));
  if (choice->wild_words != NULL)
    {
      GtkWidget *caption = wrapped_label (choice->wild_words);

      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (box), caption);
    }
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return row;
}

void
gt_readings_popover_ask (GtReadingsPopover *self,
                         const GtRuleset   *rs,
                         const GtRuleCtx   *ctx,
                         GPtrArray         *choices)
{
  GtkWidget *child;
  GtkListBoxRow *first;

  g_return_if_fail (GT_IS_READINGS_POPOVER (self));
  g_return_if_fail (choices != NULL);

  g_ptr_array_ref (choices);
  g_clear_pointer (&self->choices, g_ptr_array_unref);
  self->choices = choices;
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  for (guint i = 0; i < choices->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->list), choice_row (self, rs, ctx, g_ptr_array_index (choices, i)));

  gtk_popover_popup (GTK_POPOVER (self));
  /* Enter picks the first reading (design/app.md). */
  first = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}

guint
gt_readings_popover_get_n_choices (GtReadingsPopover *self)
{
  g_return_val_if_fail (GT_IS_READINGS_POPOVER (self), 0);
  return self->choices != NULL ? self->choices->len : 0;
}

const GtReadingChoice *
gt_readings_popover_get_choice (GtReadingsPopover *self,
                                guint              i)
{
  g_return_val_if_fail (GT_IS_READINGS_POPOVER (self), NULL);
  if (self->choices == NULL || i >= self->choices->len)
    return NULL;
  return g_ptr_array_index (self->choices, i);
}

void
gt_readings_popover_set_four_colour (GtReadingsPopover *self,
                                     gboolean           four_colour)
{
  g_return_if_fail (GT_IS_READINGS_POPOVER (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

      gt_hand_view_set_four_colour (GT_HAND_VIEW (gtk_widget_get_first_child (box)), four_colour);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

static void
gt_readings_popover_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  GtReadingsPopover *self = GT_READINGS_POPOVER (object);

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
gt_readings_popover_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  GtReadingsPopover *self = GT_READINGS_POPOVER (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      gt_readings_popover_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_readings_popover_finalize (GObject *object)
{
  GtReadingsPopover *self = GT_READINGS_POPOVER (object);

  g_clear_pointer (&self->choices, g_ptr_array_unref);
  G_OBJECT_CLASS (gt_readings_popover_parent_class)->finalize (object);
}

static void
gt_readings_popover_class_init (GtReadingsPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gt_readings_popover_finalize;
  object_class->get_property = gt_readings_popover_get_property;
  object_class->set_property = gt_readings_popover_set_property;

  /* The deck of the cards in the rows, as the pages pass it down
   * (gt_widgets_pass_four_colour()). */
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHOSEN] =
    g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
gt_readings_popover_init (GtReadingsPopover *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Play these cards as…"));

  gtk_popover_set_position (GTK_POPOVER (self), GTK_POS_TOP);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_margin_start (heading, 6);
  gtk_widget_set_margin_top (heading, 4);
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Ways to read the selected cards"),
                                  -1);
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), self->list);
  gtk_popover_set_child (GTK_POPOVER (self), box);
}

GtkWidget *
gt_readings_popover_new (void)
{
  return g_object_new (GT_TYPE_READINGS_POPOVER, NULL);
}
