/* gt-table-model.h — the card table as it is shown, whatever the game
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view-model of the card table: a plain struct with nothing of GTK in
 * it, so that the table widget (gt-table-view.h) and a printed handout
 * (gt-handout.h) show one position the same way, from one function that
 * reads a GtGame of any game (gt_table_model_from_game()): its seats and
 * their names, roles, phase words and table kind all come from the game.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

/* The table as the view shows it, whatever the game: a plain struct the
 * owner fills (on the stack) and hands to gt_table_view_set_model(), which
 * copies what it keeps, strings included — every pointer in it need only
 * live for that call.  Seats are numbered in play order, 0 … n_seats - 1;
 * the view draws `learner` at the bottom and the others round an ellipse,
 * counter-clockwise as seen from above the table (the next seat in play
 * order to the learner's right), like players round a real table. */

#define GT_TABLE_MAX_SEATS 6
#define GT_TABLE_NO_SEAT 0xffu

typedef struct {
  const char *label;       /* on the table, short: "S", "E", "1" … (the learner's gets " (you)") */
  const char *name;        /* in words, for tooltips and screen readers ("East"); NULL: the label */
  gboolean in_play;        /* FALSE: the seat is not drawn (a puzzle of two seats) */
  guint count;             /* cards held */
  guint count_hidden_above;/* > 0: the rules tell others the count only up to this many;
                            * above it the badge says "10+" and a fixed number of backs shows */
  gboolean face_up;        /* the cards are shown (always, for the learner) */
  GtCardList cards;        /* face up: the cards; ignored otherwise */
  guint place;             /* finishing place, 1 for the first out; 0: still in the deal */
  gboolean passed;         /* passed in this round: "Pass" in front of the seat */
  GtCardList last;         /* a climbing round: the seat's last play, in front of it */
  const char *role;        /* the seat's role as the learner knows it, a badge by its
                            * label (Bao Huang's "Emperor"); NULL: none shown */
  gboolean role_many;      /* the role is the side of the many against the one:
                            * worn by more seats than another role at the table
                            * (Dou Dizhu's farmers against the landlord) */
} GtTableSeat;

/* The middle of the table is the engine's GtTableKind (gt-game.h), as the
 * game declares it (GtGameRules.table): GT_TABLE_CLIMB, a climbing round
 * (the play to beat), or GT_TABLE_TRICK (one play per seat from the
 * leader). */

typedef struct {
  guint n_seats;           /* 2 … GT_TABLE_MAX_SEATS */
  guint learner;           /* the seat drawn at the bottom, with the interactive hand */
  guint turn;              /* the seat to move, GT_TABLE_NO_SEAT for none */
  GtTableSeat seats[GT_TABLE_MAX_SEATS];

  const GtRuleset *rs;     /* marks the level and wild cards; NULL: no marks */
  GtRuleCtx ctx;
  char badge[96];          /* top left, "Level 5 · wild: 5♥"; "": none */
  char phase[96];          /* the centre's words when the owner set no status; "": none */

  GtTableKind kind;
  /* GT_TABLE_CLIMB: the play to beat and who made it (GT_TABLE_NO_SEAT:
   * nothing to beat; the centre then says who leads). */
  guint round_by;
  GtCardList round_play;
  /* GT_TABLE_TRICK: the leader, then trick_n plays in play order — play i
   * is the i-th seat in play counting from the leader — and which of them
   * is winning so far (an index into trick, GT_TABLE_NO_SEAT: none). */
  guint trick_leader;
  guint trick_n;
  GtCardList trick[GT_TABLE_MAX_SEATS];
  guint trick_winning;

  /* A game whose deal is decided by the card points one side takes
   * (gt_game_is_defender(): Da Bai Fen's defenders): that side's seats
   * (a bit per seat), the point cards in the tricks they have taken, laid
   * face up, and their points.  has_points FALSE: no such pile. */
  gboolean has_points;
  guint8 defenders;
  GtCardList point_cards;
  guint points;
} GtTableModel;

/* An empty table of n_seats seats, all in play, face down, labelled "1" …,
 * the learner at seat 0, nobody to move, a climbing round with nothing to
 * beat. */
void        gt_table_model_init          (GtTableModel    *model,
                                          guint            n_seats);
/* A GtGame of any game as a model: its seats, named by the game, the first
 * the learner and its partner from the game's sides; a climbing round or a
 * trick; face_down as for gt_table_view_set_position().  rs and game must
 * not be NULL.  The one place of the table that knows GtGame. */
void        gt_table_model_from_game     (GtTableModel    *model,
                                          const GtRuleset *rs,
                                          const GtGame    *game,
                                          guint8           face_down);

/* The words over the defenders' point cards, "Defenders 35" (newly
 * allocated, translated); NULL when the model has no such pile. */
char       *gt_table_model_points_text   (const GtTableModel *model);

G_END_DECLS
