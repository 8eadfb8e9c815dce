/* gt-seat-layout.h — the card table's layout: the seats round the learner
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout manager of GtTableView (gt-table-view.h): it places the
 * seats, their plays, the centre, the badge, the points pile and the
 * owner's prompt, and sizes the cards to the table (gt-seat-layout.c says
 * how).  The table sets it up itself; nothing else makes one.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GT_TYPE_SEAT_LAYOUT (gt_seat_layout_get_type ())
G_DECLARE_FINAL_TYPE (GtSeatLayout, gt_seat_layout, GT, SEAT_LAYOUT, GtkLayoutManager)

/* Where the learner's play lay in the last allocation, in the table's
 * coordinates (the centre's play when it is the play to beat); 0 wide
 * when it has none on the table.  A play taken back starts from there. */
void gt_seat_layout_get_play_box (GtSeatLayout *self,
                                  GdkRectangle *box);

G_END_DECLS
