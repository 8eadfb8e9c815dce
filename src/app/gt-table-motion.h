/* gt-table-motion.h — plays sliding from their seat onto the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table view (widgets library, GTK only) draws its newest play part of
 * the way from its seat ("arrival", gt-table-view.h), and cards taken back
 * part of the way home to the hand ("returning"); this drives both parts
 * with libadwaita's AdwTimedAnimation each time the table says a play
 * arrived or was taken back.  libadwaita skips to the end when the desktop asks for no
 * animations (gtk-enable-animations), so plays then simply appear.
 *
 * A page makes one for its table and drops it in its dispose.
 */
#pragma once

#include "gt-table-view.h"

G_BEGIN_DECLS

/* The default time a play takes to come in. */
#define GT_TABLE_MOTION_MS 260

#define GT_TYPE_TABLE_MOTION (gt_table_motion_get_type ())
G_DECLARE_FINAL_TYPE (GtTableMotion, gt_table_motion, GT, TABLE_MOTION, GObject)

/* Follows table (held weakly: the motion may outlive it, doing nothing). */
GtTableMotion *gt_table_motion_new           (GtTableView   *table);
/* How long a play takes to arrive, in ms (0: at once).  Until set, it
 * follows the animation speed the window gives the table's hand
 * ("lift-time": GT_TABLE_MOTION_MS at the default, none for "instant"). */
void           gt_table_motion_set_duration  (GtTableMotion *self,
                                              guint          ms);
guint          gt_table_motion_get_duration  (GtTableMotion *self);
/* The play on its way, and any cards on their way back, in place at
 * once: a new lesson step's position was set up, not played. */
void           gt_table_motion_settle        (GtTableMotion *self);
/* Whether a play (or cards taken back) is on its way now. */
gboolean       gt_table_motion_get_moving    (GtTableMotion *self);

G_END_DECLS
