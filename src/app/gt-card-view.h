/* gt-card-view.h — one playing card, drawn in code
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawn with GtkSnapshot and Pango (no images), so it is crisp at any size
 * and in any style.  The card knows whether it is the level rank or a wild
 * card (the caller says so; the engine decides), and carries an accessible
 * name ("seven of spades", "two of hearts, wild card, level card").
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-card.h"

G_BEGIN_DECLS

typedef enum {
  GT_CARD_MARK_NONE,
  GT_CARD_MARK_HINT,     /* highlighted by the lesson or a hint (accent) */
  GT_CARD_MARK_FAULT,    /* at fault in an illegal attempt (red outline) */
} GtCardMark;

#define GT_TYPE_CARD_VIEW (gt_card_view_get_type ())
G_DECLARE_FINAL_TYPE (GtCardView, gt_card_view, GT, CARD_VIEW, GtkWidget)

GtkWidget *gt_card_view_new           (GtCard      card);
GtCard     gt_card_view_get_card      (GtCardView *self);
void       gt_card_view_set_card      (GtCardView *self,
                                       GtCard      card);
/* A wild card read as another card: `as` is drawn ghosted on it
 * ("as 5♠"); GT_CARD_NONE for none. */
void       gt_card_view_set_declared  (GtCardView *self,
                                       GtCard      as);
void       gt_card_view_set_face_down (GtCardView *self,
                                       gboolean    face_down);
void       gt_card_view_set_level     (GtCardView *self,
                                       gboolean    level_card,
                                       gboolean    wild);
void       gt_card_view_set_selected  (GtCardView *self,
                                       gboolean    selected);
gboolean   gt_card_view_get_selected  (GtCardView *self);
void       gt_card_view_set_mark      (GtCardView *self,
                                       GtCardMark  mark);
/* Card width in pixels (height is 7/5 of it). */
void       gt_card_view_set_width     (GtCardView *self,
                                       int         width);

/* The accessible name, translated: "seven of spades, wild card". */
char      *gt_card_accessible_name    (GtCard      card,
                                       gboolean    level_card,
                                       gboolean    wild);

G_END_DECLS
