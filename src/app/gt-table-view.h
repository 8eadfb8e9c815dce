/* gt-table-view.h — the card table: four seats, the play to beat, the level
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a GtGame position as design/app.md draws it: S (the learner) at the
 * bottom, E on the right, N at the top, W on the left; each seat's name, its
 * hand face up or as backs with the count gd.count.disclose allows, and its
 * last play in front of it; an accent outline on the seat to move; the play
 * to beat in the centre with who made it; a badge "Level 2 · wild: 2♥"; the
 * phase when it is not play.  Seats not in play are not drawn.
 *
 * The learner's hand is a GtHandView the owner drives directly; it is
 * interactive from the start, and set_position gives it S's cards.
 *
 * Layout: card sizes follow the width (the learner's cards width/14, 56 …
 * 112 px); the table asks for height-for-width and, given less height,
 * shrinks the other seats' cards and the plays, then the learner's (to
 * 44 px).  Below 600 px wide (class `compact`) the side seats shrink to
 * their name and count badge; from 96 px cards (class `large`, projectors)
 * the labels grow.  A face-down hand of more than 10 cards shows "10+" and
 * a fixed number of backs, so that neither tells the count.
 *
 * CSS: the node is `cardtable`; children `seat` (class `to-move` on the
 * seat to move) and `centre` boxes, labels `.seat-name`, `.count`,
 * `.level-badge`, `.centre-label`, `.pass`, `.phase`, and hands
 * `.seat-hand`, `.last-play`, `.table-play` (see gt-widgets.css).
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

#define GT_TYPE_TABLE_VIEW (gt_table_view_get_type ())
G_DECLARE_FINAL_TYPE (GtTableView, gt_table_view, GT, TABLE_VIEW, GtkWidget)

GtkWidget  *gt_table_view_new            (void);
/* Shows the position.  face_down: bit (1 << seat) for hands drawn as backs
 * (S is always face up).  A NULL game clears the table. */
void        gt_table_view_set_position   (GtTableView     *self,
                                          const GtRuleset *rs,
                                          const GtGame    *game,
                                          guint8           face_down);
/* The last play shown in front of a seat (NULL or empty: "Pass" when
 * passed is TRUE, nothing otherwise).  set_position fills these from the
 * position's table; the owner adds replies as they happen. */
void        gt_table_view_set_last_play  (GtTableView      *self,
                                          guint             seat,
                                          const GtCardList *play,
                                          gboolean          passed);
/* The learner's (S's) hand. */
GtHandView *gt_table_view_get_hand       (GtTableView     *self);

G_END_DECLS
