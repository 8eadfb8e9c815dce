/* gt-fan-view.h — a short fan of card backs: a face-down hand at the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At most GT_FAN_VIEW_MAX_BACKS backs, each a fifth of a card right of the
 * one before, painted by the card painter (the cached back), each with a
 * shadow to the right and below.  It says nothing of the cards: the count
 * badge beside it does.  CSS: the node is `fan`, class `backs`.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* With four decks (Bao Huang) a hand of 40 backs would fill the table and
 * tell nothing the count badge does not. */
#define GT_FAN_VIEW_MAX_BACKS 8

#define GT_TYPE_FAN_VIEW (gt_fan_view_get_type ())
G_DECLARE_FINAL_TYPE (GtFanView, gt_fan_view, GT, FAN_VIEW, GtkWidget)

GtkWidget *gt_fan_view_new            (void);
/* The backs shown, at most GT_FAN_VIEW_MAX_BACKS (more are that many). */
void       gt_fan_view_set_n_backs    (GtFanView *self,
                                       guint      n_backs);
guint      gt_fan_view_get_n_backs    (GtFanView *self);
/* The backs' width in pixels (the height fits it, as a card's). */
void       gt_fan_view_set_card_width (GtFanView *self,
                                       int        card_width);
/* The size of a fan of n_backs cards card_width wide: from the first
 * back's left to the last one's right, and from a pixel above the cards
 * to two below (their shadow). */
int        gt_fan_view_width_for      (guint      n_backs,
                                       int        card_width);
int        gt_fan_view_height_for     (int        card_width);

G_END_DECLS
