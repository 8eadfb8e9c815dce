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
 * The owner (a lesson or puzzle page) controls three more things, none of
 * which set_position changes:
 *   - the status: words shown in the centre instead of the phase's
 *     (gt_table_view_set_status; NULL gives the phase's words back, "" shows
 *     nothing).  Without a status a position of fewer than four seats in
 *     play (a puzzle) shows nothing for GT_PHASE_DEAL_OVER: it ends when its
 *     goal is decided, and the page says how;
 *   - the turn outline (gt_table_view_set_show_turn, on by default): off
 *     once a step or puzzle is over, so that nobody looks "to move";
 *   - the prompt (gt_table_view_set_prompt): a widget of the owner's — step
 *     text, a verdict — placed the whole width of the table between the
 *     centre (and S's last play) and S's hand, never over the table.  Its
 *     height is its natural height for that width; without one (NULL, or
 *     hidden) the table takes no room for it.
 *
 * The learner's hand is a GtHandView the owner drives directly; it is
 * interactive from the start, and set_position gives it S's cards.
 *
 * Layout: card sizes follow the width (the learner's cards width/14, 56 …
 * 112 px, times the card scale); the table asks for height-for-width and, given less height,
 * shrinks the other seats' cards and the plays, then the learner's (to
 * 44 px).  Below 600 px wide (class `compact`) the side seats (E, W) are
 * narrow columns: a face-down hand shrinks to its name and count badge, a
 * face-up hand (double dummy: every hand open) shows as mini cards, rank
 * over suit, side by side and wrapped two or more a row, and their plays go
 * under them the same way; from 96 px cards (class `large`, projectors)
 * the labels grow.  A face-down hand of more than 10 cards shows "10+" and
 * a fixed number of backs, so that neither tells the count.
 *
 * CSS: the node is `cardtable`; children `seat` (class `to-move` on the
 * seat to move while show-turn is on), `tray` (round a play under a compact
 * side seat) and `centre` boxes, labels
 * `.seat-name`, `.count`, `.level-badge`, `.centre-label`, `.pass`, `.phase`
 * (the phase or the status), and hands `.seat-hand`, `.last-play`,
 * `.table-play` (see gt-widgets.css); the prompt is the owner's widget, as
 * it is.
 *
 * Properties: "status" (string), "show-turn", "four-colour" (gboolean),
 * "prompt" (GtkWidget), "card-scale" (double).
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

/* Added for the puzzle and lesson pages. */

/* Words for the centre instead of the phase's ("Solved", "E goes out
 * first"): NULL goes back to the phase's words, "" shows none.  Kept
 * across set_position. */
void        gt_table_view_set_status     (GtTableView     *self,
                                          const char      *text);
const char *gt_table_view_get_status     (GtTableView     *self);
/* The accent outline on the seat to move (default TRUE).  Kept across
 * set_position. */
void        gt_table_view_set_show_turn  (GtTableView     *self,
                                          gboolean         show_turn);
gboolean    gt_table_view_get_show_turn  (GtTableView     *self);
/* A widget above the learner's hand, the whole width of the table (the
 * table parents it; NULL removes the one there, which the table then lets
 * go of).  The widget must have no parent. */
void        gt_table_view_set_prompt     (GtTableView     *self,
                                          GtkWidget       *widget);
GtkWidget  *gt_table_view_get_prompt     (GtTableView     *self);
/* The learner's card size preference: the cards the width asks for (and
 * their bounds) times scale, 0.5 … 2 (default 1).  A short window still
 * shrinks them to fit. */
void        gt_table_view_set_card_scale (GtTableView     *self,
                                          double           scale);
double      gt_table_view_get_card_scale (GtTableView     *self);
/* The deck of every card on the table (gt_card_view_set_four_colour()). */
void        gt_table_view_set_four_colour (GtTableView    *self,
                                           gboolean        four_colour);
gboolean    gt_table_view_get_four_colour (GtTableView    *self);

G_END_DECLS
