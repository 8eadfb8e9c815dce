/* gt-seat-view.h — a seat at the card table: who sits there and their hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GtTableSeat (gt-table-model.h) shown: a line of the seat's name, its
 * role badge (GtTableSeat.role, beside the name, or under it when the line
 * has no room), its finishing place and its count (or "Out", or "10+" for
 * a count the rules keep secret), and under that line its hand, face up
 * or as backs, or a fan of backs (GtFanView).  The table (gt-table-view.h)
 * makes one for each seat and its layout (gt-seat-layout.c) decides what
 * the seat shows and how large, through GtSeatMetrics; the seat lays out
 * its own parts in the room it is given.
 *
 * CSS: the node is `seat` (a rounded area where that player sits; the
 * table adds `to-move` and `marked`), labels `.seat-name`, `.role`,
 * `.place`, `.count`, the hand `.seat-hand`, the fan `fan.backs`.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-fan-view.h"
#include "gt-hand-view.h"
#include "gt-table-model.h"

G_BEGIN_DECLS

#define GT_TYPE_SEAT_VIEW (gt_seat_view_get_type ())
G_DECLARE_FINAL_TYPE (GtSeatView, gt_seat_view, GT, SEAT_VIEW, GtkWidget)

/* What a seat shows under its name. */
typedef enum {
  GT_SEAT_SHOWS_NOTHING,   /* the name and count only */
  GT_SEAT_SHOWS_HAND,      /* the hand, face up or as overlapped backs */
  GT_SEAT_SHOWS_FAN,       /* a fan of backs */
} GtSeatShows;

/* How the table's layout wants a seat: spacing and card sizes. */
typedef struct {
  int sp;                  /* padding inside the seat */
  int gap;                 /* between the head line's parts: half of it */
  int card_width;          /* the hand's cards */
  int fan_card;            /* the fan's backs */
  GtSeatShows shows;
} GtSeatMetrics;

GtkWidget  *gt_seat_view_new          (void);
/* The hand (the same widget for the seat's life: the learner's is the
 * one the table's owner drives). */
GtHandView *gt_seat_view_get_hand     (GtSeatView          *self);

/* Shows a seat of the model: label is its name on the table ("S (you)"),
 * who its name in words (tooltips and screen readers).  A face-down hand
 * is backs only, n_backs of them (the table may show fewer than the count
 * when the rules keep it secret). */
void        gt_seat_view_set_seat     (GtSeatView          *self,
                                       const GtTableSeat   *seat,
                                       const GtRuleset     *rs,
                                       const GtRuleCtx     *ctx,
                                       const char          *label,
                                       const char          *who,
                                       gboolean             face_down,
                                       guint                n_backs);
/* No seat: no cards, no role, no fan. */
void        gt_seat_view_clear        (GtSeatView          *self);
/* Just the name on the table, before any model. */
void        gt_seat_view_set_label    (GtSeatView          *self,
                                       const char          *label);
gboolean    gt_seat_view_get_face_down (GtSeatView         *self);
/* The backs of a face-down hand, as many as a fan shows. */
guint       gt_seat_view_get_n_fan    (GtSeatView          *self);
/* The role badge's natural width, 0 without a role. */
int         gt_seat_view_get_role_width (GtSeatView        *self);

/* The size the seat takes at most max_width wide, laid out as m says:
 * as narrow as its parts allow.  Given any width from that to max_width,
 * it lays out the same way. */
void        gt_seat_view_size_for     (GtSeatView          *self,
                                       const GtSeatMetrics *m,
                                       int                  max_width,
                                       int                 *width,
                                       int                 *height);
/* What its next allocation follows (the table's layout sets it first). */
void        gt_seat_view_set_metrics  (GtSeatView          *self,
                                       const GtSeatMetrics *m);
/* Where the hand is in the seat's last allocation, FALSE when it shows
 * none. */
gboolean    gt_seat_view_get_hand_box (GtSeatView          *self,
                                       GdkRectangle        *box);

G_END_DECLS
