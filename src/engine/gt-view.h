/* gt-view.h — what one seat knows of a deal, and layouts of what it cannot see
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fair computer player and the tutor decide from a seat's information
 * set, never from the position itself: the seat's own hand, every card
 * played, each seat's count of cards, the table, the tribute and return
 * cards (public in the climbing games: the referee shows them), the suits a
 * seat has shown it lacks by not following (trick games), and the sides it
 * has been told.  GtView holds exactly that.  Its `pub` is a position the
 * game core can answer questions about (whose turn, what is legal for the
 * seat, how many cards each holds), with every hand but the seat's own and
 * the stock left empty and every side the seat does not know set to
 * GT_SIDE_NONE — so that code given a view has nothing else to peek at.
 *
 * gt_view_sample() deals the unseen cards into a full position consistent
 * with the view — the counts, the cards known to be in a hand, the suits a
 * seat is void in — uniformly among the layouts that satisfy them (up to
 * the retries a contradictory constraint gets), for determinized search:
 * solve each of many sampled layouts and count in how many a play keeps
 * the goal (GIB's way in bridge).
 *
 * A climbing game's passes are evidence too: a seat that passed on an
 * opponent's play had nothing it would rather have beaten it with.  The
 * view remembers the deal's last GT_VIEW_PASSES such passes (GtViewPass:
 * the current round's from the position, earlier rounds' as
 * gt_view_observe() sees them), and the layouts weigh the samples by them
 * (gt-layouts.h), not gt_view_sample(), which keeps to the hard facts.
 *
 * Two views of positions that differ only in where the unseen cards lie
 * are equal byte for byte (gt_view_equal()): that is the fairness test's
 * lever (tests/test-fair.c).
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

G_BEGIN_DECLS

/* The passes a view remembers: enough for a deal's last few rounds. */
#define GT_VIEW_PASSES 16

/* A seat passed on a play of the other side. */
typedef struct {
  GtCombo table;         /* the play it passed on */
  guint8 seat;           /* who passed */
  guint8 near_end;       /* an opponent of the passer was near the end (six
                          * cards or fewer, or the play's maker eight): then
                          * anything that beats would have been played */
  guint8 pad[2];
} GtViewPass;

typedef struct {
  GtGame pub;                                  /* the position as the seat sees it */
  guint8 seat;                                 /* whose view */
  guint8 unseen[GT_CARD_KINDS];                /* cards the seat cannot see: other hands and the stock */
  guint8 known[GT_SEATS_MAX][GT_CARD_KINDS];   /* of those, cards known to be in a seat's hand */
  guint8 voids[GT_SEATS_MAX];                  /* bit per suit (the game's suit_of): none left */
  guint8 sides_hidden;                         /* seats whose side the seat does not know */
  guint8 n_passes;
  GtViewPass passes[GT_VIEW_PASSES];           /* oldest first */
} GtView;

/* The view of seat at game, from the position alone: what any position
 * shows (own hand, cards gone, counts, table, tribute, who passed on the
 * play on the table).  Facts only a deal's history shows (voids, earlier
 * rounds' passes) are added by gt_view_observe(). */
void     gt_view_init     (GtView        *view,
                           const GtGame  *game,
                           guint          seat);

/* Updates the view after action was taken at before (the game now at
 * after): records what the action showed (a seat not following suit has
 * none of the suit led; a seat passed on an opponent's play), then
 * refreshes the position from after. */
void     gt_view_observe  (GtView        *view,
                           const GtGame  *before,
                           const GtAction *action,
                           const GtGame  *after);

/* A full position consistent with view, the unseen cards dealt at random
 * from rand.  FALSE (world unchanged) if no layout fits the constraints
 * within the retries (contradictory facts). */
gboolean gt_view_sample   (const GtView  *view,
                           GRand         *rand,
                           GtGame        *world);

/* Where the deal stands, from what every seat sees: the deal, how many
 * cards have been played, whose turn.  Seeds a decision's layouts (with a
 * salt of the caller's), so that a replayed game replays its decisions and
 * two decisions of a deal do not see the same layouts. */
guint32  gt_view_stage    (const GtGame  *pos);

/* Whether two views hold the same knowledge (the fairness test). */
gboolean gt_view_equal    (const GtView  *a,
                           const GtView  *b);

G_END_DECLS
