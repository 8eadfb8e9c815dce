/* gt-player.h — computer players of more than one strength
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players a learner plays with and against on the Play page, and that
 * self-play can pit against each other.  Each answers the question "what
 * does the player whose turn it is do?" for a position of the game core —
 * a play or a pass, a tribute card, a card given back, which tribute to
 * take — and never changes the position.
 *
 *   GT_PLAYER_SIMPLE     legal, not clever: gt-selfplay.c's own players
 *                        (lowest play that beats, never the partner).
 *   GT_PLAYER_HEURISTIC  plays as a sound human beginner-to-club player
 *                        does: it keeps its hand in the fewest plays (the
 *                        fewest-plays split, gt_min_plays_counts()), leads
 *                        the lowest combination of that split, follows only
 *                        with plays that do not break it unless an opponent
 *                        is near the end, keeps its bombs for such moments,
 *                        lets its partner's plays stand and goes out when it
 *                        can.
 *   GT_PLAYER_STRONG     the heuristic, and near the deal's end the plays
 *                        judged over layouts of the cards its seat cannot
 *                        see (gt-layouts.h): each candidate play solved
 *                        exactly in a dozen layouts consistent with what
 *                        the seat knows, the one that keeps its side's
 *                        goal in the most layouts played.  Fair: it is
 *                        given the seat's view (gt-view.h), not the deal.
 *   GT_PLAYER_OMNISCIENT the analyst, never an opponent: the heuristic, and
 *                        the exact solver on the true position once every
 *                        hand is small (it sees every hand).  For
 *                        benchmarks and self-play analysis only.
 *
 * Every strength but the analyst decides from its seat's information set
 * (GtView): given a whole position, it first takes the view of the seat to
 * move from it (gt_view_init()), so that what it does cannot depend on
 * where the unseen cards lie (tests/test-fair.c).  A caller that follows
 * the deal action by action keeps a view per seat (gt_view_observe()),
 * which also knows what the history showed (voids in a trick game), and
 * asks gt_player_act_view().
 *
 * The heuristic asks the fewest-plays split, which knows Guandan's
 * combinations: in a game that does not declare it (GtGameRules.solver,
 * GT_SOLVER_SPLIT) or a trick game, every strength falls back to the simple
 * rules of choosing the lowest legal play.
 *
 * A player keeps scratch memory (a move buffer, the split's cache, a
 * solver) and is used by one thread at a time.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"
#include "gt-view.h"

G_BEGIN_DECLS

typedef enum {
  GT_PLAYER_SIMPLE = 0,
  GT_PLAYER_HEURISTIC,
  GT_PLAYER_STRONG,
  GT_PLAYER_OMNISCIENT,
  GT_PLAYER_LEVEL_COUNT /*< skip >*/
} GtPlayerLevel;

typedef struct _GtPlayer GtPlayer;

GtPlayer   *gt_player_new           (GtPlayerLevel    level);
void        gt_player_free          (GtPlayer        *player);
GtPlayerLevel gt_player_get_level   (const GtPlayer  *player);

/* The endgame: the solver is asked once no hand in play holds more than
 * max_cards, within max_nodes for each solve (the analyst: 13 and 300 000,
 * about a tenth of a second, docs/benchmarks.md; the strong player, which
 * solves a dozen layouts for each of its candidate plays: 10 and 20 000;
 * a trick game never from more than 7). */
void        gt_player_set_endgame   (GtPlayer        *player,
                                     guint            max_cards,
                                     guint64          max_nodes);

/* The strong player's random numbers (the layouts it samples): the same
 * seed and views give the same decisions.  Default 1. */
void        gt_player_set_seed      (GtPlayer        *player,
                                     guint32          seed);
/* How many layouts the strong player solves for one decision (default 12). */
void        gt_player_set_layouts   (GtPlayer        *player,
                                     guint            n_layouts);

/* "simple", "heuristic", "strong", "omniscient" (the command line's words). */
const char *gt_player_level_to_string (GtPlayerLevel level);
gboolean    gt_player_level_parse   (const char      *text,
                                     GtPlayerLevel   *level);

/* The play of the turn's player in the play phase: TRUE and *out, or FALSE
 * for a pass. */
gboolean    gt_player_choose        (GtPlayer        *player,
                                     const GtGame    *game,
                                     GtMove          *out);

/* The same from the seat's view (not the analyst's). */
gboolean    gt_player_choose_view   (GtPlayer        *player,
                                     const GtView    *view,
                                     GtMove          *out);

/* Any action of the turn's player (play, pass, tribute, return, choose,
 * declare), ready for gt_game_act().  FALSE when nobody is to act (the deal
 * or the game is over). */
gboolean    gt_player_act           (GtPlayer        *player,
                                     const GtGame    *game,
                                     GtAction        *out);
/* The same from the seat's view, kept by the caller action by action
 * (gt_view_observe()); never the analyst. */
gboolean    gt_player_act_view      (GtPlayer        *player,
                                     const GtView    *view,
                                     GtAction        *out);

/* How many times the strong player's solver answered (proved) and how many
 * times it ran out of budget, since the player was made: for benchmarks. */
void        gt_player_solver_counts (const GtPlayer  *player,
                                     guint64         *proved,
                                     guint64         *exhausted);

G_END_DECLS
