/* gt-layouts.h — judging a seat's plays over layouts of the cards it cannot see
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fair strong player and the tutor ask the same question: of the plays
 * open to the seat to move, how often does each keep its side's goal, over
 * layouts of the unseen cards consistent with what the seat knows
 * (gt_view_sample())?  Each layout is solved exactly, double dummy, within
 * a budget of nodes; a layout any play could not be solved in is left out
 * of every count, so the counts of two plays are always out of the same
 * layouts.  Everything is seeded and counted in nodes, never timed, so the
 * same view and seed give the same answer: a decision depends on the view
 * alone (tests/test-fair.c).
 *
 * The layouts are weighted by the passes the view remembers (GtViewPass):
 * a layout in which a seat that passed on an opponent's play holds a play
 * it would have beaten it with — near the deal's end anything that beats,
 * else a natural play its hand can spare — is that much less likely, so
 * fewer of the layouts put cheap beaters in a passer's hand.
 *
 * The goal is the deal's first place for the seat's side (with its side
 * first out already, first and second: GT_GOAL_DOUBLE), asked of the
 * climbing games whose puzzles may set it (GT_GOAL_TEAM_FIRST, fixed sides
 * the seat knows); a trick game's is its points, averaged over the layouts
 * (gt_layouts_trick_points()).
 */
#pragma once

#include <glib.h>

#include "gt-moves.h"
#include "gt-view.h"

G_BEGIN_DECLS

typedef struct _GtLayouts GtLayouts;

GtLayouts *gt_layouts_new          (void);
void       gt_layouts_free         (GtLayouts      *layouts);
/* How many layouts a question samples (default 16) and the nodes one solve
 * may take (default 20 000). */
void       gt_layouts_set_budget   (GtLayouts      *layouts,
                                    guint           n_layouts,
                                    guint64         max_nodes);
/* Whether the layouts are weighted by the view's passes (default TRUE;
 * FALSE: uniform among the layouts the hard facts allow). */
void       gt_layouts_set_weighted (GtLayouts      *layouts,
                                    gboolean        weighted);
/* One layout of the view's unseen cards, as the questions below sample
 * them (weighted, unless set otherwise), from the layouts' random numbers.
 * FALSE if no layout fits the view. */
gboolean   gt_layouts_sample       (GtLayouts      *layouts,
                                    const GtView   *view,
                                    GtGame         *world);
/* The nodes one question (a call below) may spend in all: once its layouts
 * have taken that many, no further layout is sampled, and the counts are
 * out of the layouts solved so far (0, the default: no cap).  Keeps the
 * strong player's worst decision near its budget in time when many of its
 * candidate plays take long solves. */
void       gt_layouts_set_cap      (GtLayouts      *layouts,
                                    guint64         max_question_nodes);
/* Restarts the layouts' random numbers: the same seed and views give the
 * same layouts. */
void       gt_layouts_set_seed     (GtLayouts      *layouts,
                                    guint32         seed);

/* Whether the view's position can be judged by its climbing goal (a
 * climbing game with the team goal, the play phase, sides known to the
 * seat, the goal still open). */
gboolean   gt_layouts_can_judge    (const GtView   *view);

/* For each of the n moves of the view's seat to move (a pass: n == 0), in
 * how many of the layouts it keeps the side's goal, into wins[].  Returns
 * the layouts counted (every move solved in each), 0 when none was or the
 * view cannot be judged. */
guint      gt_layouts_count_wins   (GtLayouts      *layouts,
                                    const GtView   *view,
                                    const GtMove   *moves,
                                    guint           n,
                                    guint          *wins);

/* A trick game: for each of n plays of the seat to move, the defenders'
 * points at the deal's end summed over the layouts, into points[]; returns
 * the layouts counted (0: none solved, or the game has no trick solver). */
guint      gt_layouts_trick_points (GtLayouts      *layouts,
                                    const GtView   *view,
                                    const GtCardList *plays,
                                    guint           n,
                                    guint          *points);

/* The same played out where solving is too dear (a trick game's deal far
 * from its end): each of the n plays made in every layout, then the deal
 * played to its end by the game's simple trick player in every seat, each
 * deciding from its own view of the layout; the defenders' points at the
 * end summed into points[].  One plausible course of each layout, not its
 * best play: an estimate, never a proof.  Returns the layouts counted. */
guint      gt_layouts_trick_playouts (GtLayouts    *layouts,
                                    const GtView   *view,
                                    const GtCardList *plays,
                                    guint           n,
                                    guint          *points);

/* A trick game's plays open to the view's seat to move, simplest first as
 * the game lists them, into plays[] (at most max); 0 outside a trick
 * game's play. */
guint      gt_layouts_trick_plays  (const GtView   *view,
                                    GtCardList     *plays,
                                    guint           max);

/* Where no exact solve can judge (a deal far from its end, a game of each
 * for themselves, roles hidden), each of the n actions of the seat to move
 * is played out to the deal's end in every layout by simple players, and
 * its value for the seat (gt_layouts_deal_value()) summed into values[].
 * Returns the layouts counted.  A playout sees the whole layout it plays
 * in, but the layout itself comes from the view alone. */
guint      gt_layouts_rollouts     (GtLayouts      *layouts,
                                    const GtView   *view,
                                    const GtAction *actions,
                                    guint           n,
                                    int            *values);

/* What a finished deal is worth to seat: the deal's score for the seat
 * where the game scores deals (GtGameRules.deal_scores); a trick game's
 * points for the side against the declarers, or against them; else the
 * climbing order — first out on the seat's side 1 (Guandan's level ladder:
 * 3 with second place too, 2 with third), on the other side the same
 * negated. */
int        gt_layouts_deal_value   (const GtGame   *game,
                                    guint           seat);

/* The nodes searched since the layouts were made: for benchmarks. */
guint64    gt_layouts_nodes        (const GtLayouts *layouts);

G_END_DECLS
