/* gt-points-pile.c — the defenders' point cards on the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The total centred over the cards, each as wide as its natural size up to
 * the pile's inner width (the total is cut short with "…" beyond it).
 */
#define G_LOG_DOMAIN "gt-points-pile"

#include "config.h"

#include <glib/gi18n.h>

#include "gt-points-pile.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"

struct _GtPointsPile
{
  GtkWidget parent_instance;

  GtkWidget *label;
  GtHandView *cards;
  gboolean has_points;
  int card_width, sp;      /* for the next allocation */
};

G_DEFINE_FINAL_TYPE (GtPointsPile, gt_points_pile, GTK_TYPE_WIDGET)

/* The label's and the cards' sizes in a pile inner wide (cw 0: no cards). */
static void
measure_parts (GtPointsPile *self,
               int           card_width,
               int           inner,
               int          *lw,
               int          *lh,
               int          *cw,
               int          *ch)
{
  gt_widgets_measure_natural (self->label, lw, lh);
  *lw = MIN (*lw, inner);
  *cw = *ch = 0;
  if (gt_hand_view_get_n_cards (self->cards) > 0)
    {
      gt_hand_view_size_for (self->cards, card_width, -1, cw, NULL);
      *cw = MIN (*cw, inner);
      gt_hand_view_size_for (self->cards, card_width, *cw, NULL, ch);
    }
}

void
gt_points_pile_size_for (GtPointsPile *self,
                         int           card_width,
                         int           sp,
                         int           max_width,
                         int          *width,
                         int          *height)
{
  int lw, lh, cw, ch;

  g_return_if_fail (GT_IS_POINTS_PILE (self));

  measure_parts (self, card_width, max_width - 2 * sp, &lw, &lh, &cw, &ch);
  *width = MAX (lw, cw) + 2 * sp;
  *height = sp + lh + (ch > 0 ? sp / 2 + ch : 0) + sp;
}

void
gt_points_pile_set_metrics (GtPointsPile *self,
                            int           card_width,
                            int           sp)
{
  g_return_if_fail (GT_IS_POINTS_PILE (self));

  self->card_width = card_width;
  self->sp = sp;
  gt_hand_view_set_card_width (self->cards, card_width);
}

static void
gt_points_pile_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  GtPointsPile *self = GT_POINTS_PILE (widget);
  int sp = self->sp, lw, lh, cw, ch;

  measure_parts (self, self->card_width, width - 2 * sp, &lw, &lh, &cw, &ch);
  gt_widgets_allocate_child (self->label, (width - lw) / 2, sp, lw, lh);
  gt_widgets_allocate_child (GTK_WIDGET (self->cards), (width - cw) / 2, sp + lh + sp / 2, cw, ch);
}

static void
gt_points_pile_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  GtPointsPile *self = GT_POINTS_PILE (widget);
  int w, h;

  /* The table sizes it with gt_points_pile_size_for(); on its own it
   * asks for its parts at their natural sizes. */
  gt_points_pile_size_for (self, self->card_width, self->sp,
                           orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0 ? for_size : G_MAXINT / 2,
                           &w, &h);
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? w : h;
}

static void
gt_points_pile_dispose (GObject *object)
{
  GtPointsPile *self = GT_POINTS_PILE (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  if (self->cards != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->cards));
      self->cards = NULL;
    }
  G_OBJECT_CLASS (gt_points_pile_parent_class)->dispose (object);
}

static void
gt_points_pile_class_init (GtPointsPileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_points_pile_dispose;

  widget_class->measure = gt_points_pile_measure;
  widget_class->size_allocate = gt_points_pile_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "points");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gt_points_pile_init (GtPointsPile *self)
{
  self->label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->label, "points-label");
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  self->cards = GT_HAND_VIEW (gt_hand_view_new ());
  gt_hand_view_set_sort (self->cards, GT_HAND_SORT_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->cards), "point-cards");
  gtk_widget_set_parent (GTK_WIDGET (self->cards), GTK_WIDGET (self));
}

GtkWidget *
gt_points_pile_new (void)
{
  return g_object_new (GT_TYPE_POINTS_PILE, NULL);
}

void
gt_points_pile_set_model (GtPointsPile       *self,
                          const GtTableModel *m)
{
  g_autofree char *text = m != NULL ? gt_table_model_points_text (m) : NULL;
  GtCardList empty;

  g_return_if_fail (GT_IS_POINTS_PILE (self));

  gt_card_list_init (&empty);
  self->has_points = text != NULL;
  gtk_label_set_text (GTK_LABEL (self->label), text != NULL ? text : "");
  gt_hand_view_set_cards (self->cards, text != NULL ? &m->point_cards : &empty,
                          m != NULL ? m->rs : NULL, m != NULL ? &m->ctx : NULL);
  if (text != NULL)
    {
      /* Translators: the defenders' pile of point cards on the table,
       * for screen readers: "Defenders 35: the point cards they took" */
      g_autofree char *a11y = g_strdup_printf (_("%s: the point cards they took"), text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->cards),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
    }
}

gboolean
gt_points_pile_has_points (GtPointsPile *self)
{
  g_return_val_if_fail (GT_IS_POINTS_PILE (self), FALSE);
  return self->has_points;
}

GtHandView *
gt_points_pile_get_cards (GtPointsPile *self)
{
  g_return_val_if_fail (GT_IS_POINTS_PILE (self), NULL);
  return self->cards;
}
