/* gt-table-view.h — the card table: 2 to 6 seats round the learner
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a GtTableModel (gt-table-model.h), a plain struct independent of any game:
 * the seats in play order with their labels, counts, open cards, finishing
 * places and passes, whose turn it is, and the middle of the table — a
 * climbing round (the play to beat, who made it) or a trick (the leader,
 * then one play per seat, the one winning so far outlined).  The learner's
 * seat is at the bottom, the others round an ellipse in play order,
 * counter-clockwise as seen (gt-seat-layout.c says where exactly); each
 * seat's name, its count (or "Out" and its finishing place), its hand face
 * up or as backs, and its play in front of it; an accent outline on the
 * seat to move; the badge (level and wild cards, in the games that have
 * them); the phase.  Seats not in play are not
 * drawn.  A GtGame of any game is shown through
 * gt_table_view_set_position(), which fills the model with
 * gt_table_model_from_game(): the game's seats and their names, the
 * learner (the first seat) at the bottom — Guandan's S, E right, N top, W
 * left, as design/app.md draws it.
 *
 * The owner (a lesson or puzzle page) controls three more things, none of
 * which set_model changes:
 *   - the status: words shown in the centre instead of the model's phase
 *     (gt_table_view_set_status; NULL gives the phase's words back, "" shows
 *     nothing).  A position with seats out of play (a puzzle) has no
 *     phase words for GT_PHASE_DEAL_OVER: it ends when its goal is
 *     decided, and the page says how;
 *   - the turn outline (gt_table_view_set_show_turn, on by default): off
 *     once a step or puzzle is over, so that nobody looks "to move";
 *   - the prompt (gt_table_view_set_prompt): a widget of the owner's — step
 *     text, a verdict — placed the whole width of the table between the
 *     centre (and the learner's last play) and the learner's hand, never
 *     over the table.  Its height is its natural height for that width;
 *     without one (NULL, or hidden) the table takes no room for it.
 *
 * The learner's hand is a GtHandView the owner drives directly; it is
 * interactive from the start, stays the same widget whatever the model,
 * and set_model gives it the learner's cards.
 *
 * Layout: card sizes follow the width (the learner's cards width/14, 56 …
 * 112 px, times the card scale); the table asks for height-for-width and,
 * given less height, shrinks the other seats' cards and the plays, then the
 * learner's (to 44 px).  Below 600 px wide (class `compact`) the side seats
 * are narrow columns with their plays under them, face-up hands there are
 * mini cards (rank over suit) wrapped two or more a row; from 96 px cards
 * (class `large`, projectors) the labels grow.  Four seats in a climbing
 * round (Guandan's, Gan Deng Yan's of four) are laid out as a compass: a
 * face-down hand is a row of backs (at a compact side only its name and
 * count).  Any other table draws a
 * face-down hand as a short fan of backs under its name and count badge.
 * A count the rules keep secret shows "10+" (count_hidden_above) and a
 * fixed number of backs, so that neither tells the count.
 *
 * CSS: the node is `cardtable`; children `seat` (a GtSeatView,
 * gt-seat-view.h: labels `.seat-name`, `.role`, `.place`, `.count`, the
 * hand `.seat-hand`, a fan `fan.backs`; class `to-move` on the seat to
 * move while show-turn is on), `tray` (round a play under a compact side
 * seat, and round every play of a trick; class `winning` on the one
 * winning the trick so far) and `centre` boxes, labels `.level-badge`,
 * `.centre-label`, `.pass`, `.trick-order` (a trick play's number;
 * `winning` too), `.phase` (the phase or the status), hands `.last-play`,
 * `.table-play` (see gt-widgets.css); a `points` pile in the top right
 * corner (GtPointsPile, GtTableModel.has_points: the defenders' point
 * cards, `.point-cards`, under their total, `.points-label`); the prompt
 * is the owner's widget, as it is.  Each kind of child is in slot order:
 * the learner's first, then round the table in play order.  Where they
 * go is the layout manager's (gt-seat-layout.h).
 *
 * Properties: "status" (string), "show-turn", "four-colour" (gboolean),
 * "prompt" (GtkWidget), "card-scale", "arrival", "returning" (double).
 * Signals: "play-arrived" (guint seat), "play-returned", see Motion
 * below.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-ruleset.h"
#include "gt-table-model.h"

G_BEGIN_DECLS

#define GT_TYPE_TABLE_VIEW (gt_table_view_get_type ())
G_DECLARE_FINAL_TYPE (GtTableView, gt_table_view, GT, TABLE_VIEW, GtkWidget)

GtkWidget  *gt_table_view_new            (void);
/* Shows the table (NULL clears it).  Copies what it keeps. */
void        gt_table_view_set_model      (GtTableView        *self,
                                          const GtTableModel *model);
/* The seat count of the model shown (4 before any). */
guint       gt_table_view_get_n_seats    (GtTableView        *self);
/* Shows a position of rs: gt_table_model_from_game() and
 * gt_table_view_set_model().  face_down: bit (1 << seat) for hands drawn
 * as backs (the learner's is always face up).  A NULL game clears the
 * table. */
void        gt_table_view_set_position   (GtTableView     *self,
                                          const GtRuleset *rs,
                                          const GtGame    *game,
                                          guint8           face_down);
/* The last play shown in front of a seat (NULL or empty: "Pass" when
 * passed is TRUE, nothing otherwise) in a climbing round.  set_model fills
 * these from the model; the owner adds replies as they happen. */
void        gt_table_view_set_last_play  (GtTableView      *self,
                                          guint             seat,
                                          const GtCardList *play,
                                          gboolean          passed);
/* The learner's hand (the same widget whatever the model). */
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
/* Steady cards: the models (positions) the owner will show one after
 * another, a lesson's steps.  The cards then keep one size at a given
 * table size, the largest with which every one of them fits, rather than
 * each position's own (a hand of 27 needs smaller cards than one of 5):
 * stepping through does not resize the hands.  A position not among them
 * (a play made) still fits: its cards shrink if it must.  Copies them;
 * none (0) for each position's own sizes, as before. */
void        gt_table_view_set_steady_models (GtTableView        *self,
                                             const GtTableModel *models,
                                             guint               n_models);
/* The tallest of the steady positions' minimum heights at width (their
 * smallest cards): a table that high shows each of them whole.  0 with
 * none. */
int         gt_table_view_get_steady_minimum (GtTableView *self,
                                              int          width);
/* The deck of every card on the table (gt_card_view_set_four_colour()). */
void        gt_table_view_set_four_colour (GtTableView    *self,
                                           gboolean        four_colour);
gboolean    gt_table_view_get_four_colour (GtTableView    *self);

/* Mistakes on the table.  A seat outlined as the one a verdict concerns —
 * whose play beats the learner's, who goes out first in a refutation —
 * (CSS class `marked` on its `seat`; GT_TABLE_NO_SEAT: none), and cards
 * of one seat's play marked (the play in front of it, or in the centre
 * when it is the play to beat; NULL or no cards: none).  Both by the
 * model's seat, kept across set_model until changed. */
void        gt_table_view_set_marked_seat (GtTableView    *self,
                                           guint           seat);
guint       gt_table_view_get_marked_seat (GtTableView    *self);
void        gt_table_view_mark_play      (GtTableView      *self,
                                          guint             seat,
                                          const GtCardList *cards,
                                          GtCardMark        mark);
/* For tests: the cards on the table (plays, not hands) marked so. */
guint       gt_table_view_count_play_marks (GtTableView  *self,
                                            GtCardMark    mark);

/* Motion.  When set_model shows a new play — a new play to beat in a
 * climbing round, or a trick one play longer — the table emits
 * "play-arrived" (the model's seat that made it) and draws that play
 * "arrival" of the way from its seat (the learner's: from the hand) to its
 * place, a little smaller on the way: 0 at the seat, 1 in place.  The
 * owner animates "arrival" from 0 to 1 (gt-table-motion.c, with
 * libadwaita's timed animation, which honours the desktop's "reduce
 * animations"); left alone it stays at 1 and plays just appear.  Only the
 * newest play moves: the layout is the same throughout. */
void        gt_table_view_set_arrival    (GtTableView    *self,
                                          double          arrival);
double      gt_table_view_get_arrival    (GtTableView    *self);
/* The model's seat whose play is arriving or last arrived and still on
 * show, GT_TABLE_NO_SEAT for none. */
guint       gt_table_view_get_arriving   (GtTableView    *self);

/* Taken cards back to the hand.  When set_model shows the learner's hand
 * holding what it held and more, the more being the learner's play that
 * lay on the table (an undo, a puzzle tried again, a refutation line
 * stepped back), the table emits "play-returned" and draws those cards
 * "returning" of the way from where the play lay to the hand, growing to
 * the hand's size, their places in the hand left empty until they are
 * home (1).  The owner animates "returning" from 0 to 1 (gt-table-motion.c);
 * left alone it stays at 1 and the cards are simply back.  Nothing
 * arrives with such a model. */
void        gt_table_view_set_returning  (GtTableView    *self,
                                          double          returning);
double      gt_table_view_get_returning  (GtTableView    *self);
/* The cards on their way back (none once home). */
void        gt_table_view_get_returned   (GtTableView    *self,
                                          GtCardList     *cards);

G_END_DECLS
