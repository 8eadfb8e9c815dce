/* gt-card-view.h — one playing card, drawn in code
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawn in code (no images) by the card painter (gt-card-painter.h, cairo
 * and Pango), so it is crisp at any size and in any style, and a printed
 * card is the same drawing.  The card knows whether it is the level rank or a wild
 * card (the caller says so; the engine decides), and carries an accessible
 * name ("seven of spades", "two of hearts, wild card, level card").
 *
 * CSS: the node is `card`, with the classes `selected`, `hint`, `fault` and
 * `face-down` as the state changes.  The node's `color` is the colour of
 * the outlines (selection, hint glow, focus ring); gt-widgets.css sets it.
 * A fault mark shakes the card briefly unless gtk-enable-animations is off.
 *
 * Accessible role: GTK_ACCESSIBLE_ROLE_IMG unless given at construction
 * ("accessible-role"); with GTK_ACCESSIBLE_ROLE_BUTTON (the learner's hand:
 * a toggle button) the card reports GTK_ACCESSIBLE_STATE_PRESSED, with
 * GTK_ACCESSIBLE_ROLE_OPTION GTK_ACCESSIBLE_STATE_SELECTED.  The mark is the
 * accessible description.
 *
 * Properties: "card", "declared" (guint, GT_CARD_NONE for none),
 * "face-down", "level-card", "wild", "selected", "four-colour" (gboolean),
 * "mark" (guint, a GtCardMark), "width" (int).
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
/* Card width in pixels (height is 7/5 of it).  This is the size the card
 * asks for; it draws itself into the largest 5:7 box of whatever it is
 * given, so a container may allocate it smaller (down to 16 px wide). */
void       gt_card_view_set_width     (GtCardView *self,
                                       int         width);

/* Getters added with the implementation. */
GtCard     gt_card_view_get_declared  (GtCardView *self);
gboolean   gt_card_view_get_face_down (GtCardView *self);
GtCardMark gt_card_view_get_mark      (GtCardView *self);
int        gt_card_view_get_width     (GtCardView *self);

/* The deck's colours (the "four-colour-deck" preference, which the window
 * hands down through its pages, tables and hands): FALSE, hearts and
 * diamonds red, spades and clubs black; TRUE, diamonds blue and clubs green,
 * for projectors and colour-blind players.  Each card has its own, so two
 * views can show different decks. */
void       gt_card_view_set_four_colour (GtCardView *self,
                                         gboolean    four_colour);
gboolean   gt_card_view_get_four_colour (GtCardView *self);

/* How far beyond a card of that width its outlines reach: a raised card's
 * selection outline and the focus ring round it.  A hand keeps that much
 * room above its cards. */
int        gt_card_view_focus_ring_reach (int width);

/* The accessible name, translated: "seven of spades, wild card". */
char      *gt_card_accessible_name    (GtCard      card,
                                       gboolean    level_card,
                                       gboolean    wild);

G_END_DECLS
