/* gt-points-pile.h — the defenders' point cards on the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In the games that count points (GtTableModel.has_points: Da Bai Fen),
 * the defenders' pile: their total ("Defenders 35", the model's words)
 * over the point cards they took, face up: they are counted, not played.
 * The table (gt-table-view.h) shows one in its top right corner, sized by
 * its layout (gt-seat-layout.c).  CSS: the node is `points`, the label
 * `.points-label`, the cards `.point-cards`.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-hand-view.h"
#include "gt-table-model.h"

G_BEGIN_DECLS

#define GT_TYPE_POINTS_PILE (gt_points_pile_get_type ())
G_DECLARE_FINAL_TYPE (GtPointsPile, gt_points_pile, GT, POINTS_PILE, GtkWidget)

GtkWidget  *gt_points_pile_new        (void);
/* Shows the model's pile (none: NULL, or a game without points). */
void        gt_points_pile_set_model  (GtPointsPile       *self,
                                       const GtTableModel *model);
/* Whether the model shown has a pile to show. */
gboolean    gt_points_pile_has_points (GtPointsPile       *self);
/* The cards (the table passes its deck's colours on to them). */
GtHandView *gt_points_pile_get_cards  (GtPointsPile       *self);
/* The size the pile takes at most max_width wide, its cards card_width
 * wide and sp inside its edge. */
void        gt_points_pile_size_for   (GtPointsPile       *self,
                                       int                 card_width,
                                       int                 sp,
                                       int                 max_width,
                                       int                *width,
                                       int                *height);
/* What its next allocation follows (the table's layout sets it first). */
void        gt_points_pile_set_metrics (GtPointsPile      *self,
                                        int                card_width,
                                        int                sp);

G_END_DECLS
