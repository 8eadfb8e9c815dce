/* gt-selfplay.h — simple computer players and whole games played by them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players are legal, not clever: lead the longest low combination, follow
 * with the lowest combination that beats, never beat the partner, bomb only
 * when an opponent is close to going out, pass otherwise; pay the first card
 * that may be paid, return the lowest card allowed.  They exist to drive the
 * state machine through whole games (tests, benchmark, selfplay command).
 *
 * In checked mode every action also goes through gt_game_act() on a copy of
 * the state, the result must match the fast path byte for byte, an illegal
 * action is tried and must be refused without changing anything, and the
 * invariants (all 108 cards accounted for …) are checked after every step.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

G_BEGIN_DECLS

typedef struct {
  guint games;
  guint deals;
  guint64 plays;
  guint64 passes;
  guint bombs;
  guint tributes;          /* single tributes */
  guint double_tributes;
  guint anti_tributes;
  guint wins[2];           /* games won by S–N, E–W */
  guint final_level[2][GT_RANK_COUNT]; /* how many games ended with each team at each level */
  guint max_deals;         /* the longest game, in deals */
  guint64 refused;         /* illegal probes refused (checked mode) */
  /* The game's own events (GtGameRules.events) raised by plays and
   * passes, entry i for GT_EVENT_OWN (i): Guandan's 接风, Gan Deng Yan's
   * draws. */
  guint64 events[GT_EVENTS_OWN_MAX];
  /* Games that score deals (GtGameRules.deal_scores): */
  guint deal_wins[GT_SEATS_MAX];   /* deals won by each seat */
  gint64 scores[GT_SEATS_MAX];     /* the deals' scores summed per seat */
  /* Trick games (GT_TABLE_TRICK): */
  guint64 tricks;                  /* tricks played */
  guint cancelled;                 /* deals cancelled before play (Da Bai Fen's redeal) */
  guint faults;                    /* deals with a play that stood and was penalised (a revoke) */
} GtSelfplayStats;

typedef struct _GtSelfplay GtSelfplay;

GtSelfplay *gt_selfplay_new         (const GtRuleset   *rs,
                                     guint32            seed,
                                     guint32            variants);
void        gt_selfplay_free        (GtSelfplay        *sp);
void        gt_selfplay_set_checked (GtSelfplay        *sp,
                                     gboolean           checked);
/* The computer players of each side (gt-player.h; borrowed, may be NULL:
 * the simple players of this file), for pitting strengths against each
 * other.  Side 0 is S–N in Guandan. */
typedef struct _GtPlayer GtPlayer;
void        gt_selfplay_set_players (GtSelfplay        *sp,
                                     GtPlayer          *side0,
                                     GtPlayer          *side1);
/* Plays with n_seats seats (a game of 3–6, Gan Deng Yan); FALSE, and the
 * game's usual number kept, when the game does not allow n_seats.  Starts
 * a new game. */
gboolean    gt_selfplay_set_seats   (GtSelfplay        *sp,
                                     guint              n_seats);

/* Plays one game from a fresh start to the end.  FALSE with error set if an
 * invariant broke (checked mode) or the game did not end within the limit
 * of deals.  A game with no set end (GtGameRules.open_ended) plays one
 * deal of a game that goes on: the next call deals the next one, with the
 * dealer the game chooses (Gan Deng Yan: the last winner). */
gboolean    gt_selfplay_game        (GtSelfplay        *sp,
                                     GtSelfplayStats   *stats,
                                     GError           **error);

/* The computer player's play for the turn's player of game: FALSE for a pass. */
gboolean    gt_selfplay_choose      (GtSelfplay        *sp,
                                     const GtGame      *game,
                                     GtMove            *out);

/* The last game's final state. */
const GtGame *gt_selfplay_last      (GtSelfplay        *sp);

G_END_DECLS
