/* gt-fan-view.c — a short fan of card backs: a face-down hand at the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-fan-view"

#include "config.h"

#include <math.h>

#include "gt-card-cache.h"
#include "gt-card-painter.h"
#include "gt-fan-view.h"

/* Each back this share of a card right of the one before. */
#define FAN_STEP 0.2
/* Until the table says otherwise: its compact fans' cards. */
#define DEFAULT_CARD 22

struct _GtFanView
{
  GtkWidget parent_instance;

  guint n_backs;
  int card_width;
};

G_DEFINE_FINAL_TYPE (GtFanView, gt_fan_view, GTK_TYPE_WIDGET)

int
gt_fan_view_width_for (guint n_backs,
                       int   card_width)
{
  return n_backs == 0 ? 0 : card_width + (int) ((n_backs - 1) * card_width * FAN_STEP + 0.5);
}

int
gt_fan_view_height_for (int card_width)
{
  /* A pixel above and two below for the backs' shadow. */
  return card_width * 7 / 5 + 3;
}

static void
gt_fan_view_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  GtFanView *self = GT_FAN_VIEW (widget);

  /* Whatever room it is given, it draws what fits: the backs close up
   * in a narrow box, and shrink in a short one. */
  *minimum = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = gt_fan_view_width_for (self->n_backs, self->card_width);
  else
    *natural = self->n_backs > 0 ? gt_fan_view_height_for (self->card_width) : 0;
}

static void
gt_fan_view_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  GtFanView *self = GT_FAN_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GtCardPaintOptions opts;
  /* Whole pixels, so that the cached back is drawn one to one. */
  double cw = floor (MIN ((double) self->card_width, (height - 3) * 5.0 / 7.0));
  double ch = floor (cw * 7 / 5);
  guint n = self->n_backs;
  double step = n > 1 ? MIN (cw * FAN_STEP, (width - cw) / (n - 1)) : 0;
  double x0 = (width - (cw + step * (n > 0 ? n - 1 : 0))) / 2;
  cairo_surface_t *back;
  int scale = gtk_widget_get_scale_factor (widget);
  cairo_t *cr;

  if (n == 0 || cw <= 2)
    return;
  gt_card_paint_options_init (&opts);
  opts.face_down = TRUE;
  opts.border_alpha = 0.3;
  back = gt_card_cache_lookup_surface (gt_card_cache_get_default (), GT_CARD_NONE, &opts,
                                       (int) cw * scale, (int) ch * scale, scale);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint i = 0; i < n; i++)
    {
      double x = round (x0 + i * step);
      double r = gt_card_painter_radius (cw);

      /* A shadow to the right and below: each back lifts off the next. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + 1 + cw - r, 2 + r, r, -G_PI / 2, 0);
      cairo_arc (cr, x + 1 + cw - r, 2 + ch - r, r, 0, G_PI / 2);
      cairo_arc (cr, x + 1 + r, 2 + ch - r, r, G_PI / 2, G_PI);
      cairo_arc (cr, x + 1 + r, 2 + r, r, G_PI, 3 * G_PI / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
      cairo_fill (cr);

      cairo_set_source_surface (cr, back, x, 1);
      cairo_paint (cr);
    }
  cairo_destroy (cr);
}

static void
gt_fan_view_class_init (GtFanViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = gt_fan_view_measure;
  widget_class->snapshot = gt_fan_view_snapshot;

  gtk_widget_class_set_css_name (widget_class, "fan");
  /* The count badge beside it tells a screen reader the count. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
gt_fan_view_init (GtFanView *self)
{
  self->card_width = DEFAULT_CARD;
  gtk_widget_add_css_class (GTK_WIDGET (self), "backs");
  g_signal_connect_object (gt_card_cache_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
gt_fan_view_new (void)
{
  return g_object_new (GT_TYPE_FAN_VIEW, NULL);
}

void
gt_fan_view_set_n_backs (GtFanView *self,
                         guint      n_backs)
{
  g_return_if_fail (GT_IS_FAN_VIEW (self));

  n_backs = MIN (n_backs, GT_FAN_VIEW_MAX_BACKS);
  if (self->n_backs == n_backs)
    return;
  self->n_backs = n_backs;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
gt_fan_view_get_n_backs (GtFanView *self)
{
  g_return_val_if_fail (GT_IS_FAN_VIEW (self), 0);
  return self->n_backs;
}

void
gt_fan_view_set_card_width (GtFanView *self,
                            int        card_width)
{
  g_return_if_fail (GT_IS_FAN_VIEW (self));

  if (self->card_width == card_width)
    return;
  self->card_width = card_width;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
