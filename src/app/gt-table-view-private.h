/* gt-table-view-private.h — what the table's layout reads of the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtTableView (gt-table-view.c) keeps the model's state and its children;
 * its layout manager, GtSeatLayout (gt-seat-layout.c), reads them here to
 * place the children.  Nothing outside those two files includes this.
 */
#pragma once

#include "gt-points-pile.h"
#include "gt-seat-view.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

/* The learner's slot: at the bottom of the table. */
#define GT_SLOT_LEARNER 0

/* A seat round the table, by slot (slot 0 is the learner's, slot k the
 * k-th seat after it in play order). */
typedef struct {
  GtSeatView *view;        /* `seat`: name, count, hand */
  GtkWidget *tray;         /* `tray`: round a play under a compact side seat, or a trick play */
  GtHandView *front;       /* the last play, or the play in the trick */
  GtkWidget *pass;
  GtkWidget *order;        /* a trick play's number, 1 for the leader's */

  gboolean in_play;
  gboolean passed;
  GtCardList last;
  gint trick_index;        /* its play's place in the trick, -1: none */
} GtTableSlot;

struct _GtTableView
{
  GtkWidget parent_instance;

  GtTableSlot seats[GT_TABLE_MAX_SEATS];  /* by slot */
  guint n_slots;           /* slots made: the model's seat count (4 at first) */
  guint learner;           /* the model's seat in slot 0 */
  GtTableKind kind;
  char *labels[GT_TABLE_MAX_SEATS];  /* by slot */
  char *names[GT_TABLE_MAX_SEATS];

  GtkWidget *centre;       /* `centre`: the box */
  GtkWidget *centre_label;
  GtHandView *centre_play;
  GtkWidget *badge;
  GtkWidget *phase;
  GtkWidget *prompt;       /* the owner's, or NULL */
  GtPointsPile *points;    /* the defenders' (GtTableModel.has_points) */

  gboolean has_game;
  const GtRuleset *rs;     /* the model's rules, for the plays' marks */
  GtRuleCtx ctx;
  guint table_by;          /* slot; GT_TABLE_NO_SEAT: nothing to beat */
  GtCardList table;
  guint turn;              /* the slot to move, GT_TABLE_NO_SEAT for none */
  guint winning;           /* the slot whose trick play is winning, or none */
  char *model_phase;       /* the model's words for the centre, or NULL */

  char *status;            /* the owner's words for the phase, or NULL */
  gboolean show_turn;
  double card_scale;       /* the learner's preference, 1 by default */
  gboolean four_colour;    /* the deck of every hand on the table */

  /* The newest play sliding in from its seat: which slot made it, how far
   * it has come (0 at the seat, 1 in place; the owner animates it), and
   * the trick's length to tell a new trick play. */
  guint arriving;          /* slot, or GT_TABLE_NO_SEAT */
  double arrival;
  guint trick_n;

  /* Taken cards going back to the learner's hand (a play taken back): a
   * hand of their own drawn from where the learner's play lay
   * (return_from, the layout's play box when the play was taken) towards
   * the hand, "returning" of the way (1: home, the ghost hidden and the
   * cards shown in the hand again). */
  GtHandView *returned;
  GtCardList returned_cards;
  double returning;
  GdkRectangle return_from;

  /* What a verdict concerns, by the model's seat (kept across models):
   * an outlined seat, and cards of one seat's play marked. */
  guint marked_seat;       /* GT_TABLE_NO_SEAT: none */
  guint mark_play_seat;
  GtCardList mark_cards;
  GtCardMark mark;

  /* Steady cards (gt_table_view_set_steady_models): the positions a
   * lesson will show, a table of our own to lay them out on, and the
   * card widths that fit them all in the box last asked for (the layout
   * computes them when the box changes; 0 wide: not yet). */
  GtTableModel *steady_models;
  guint n_steady;
  GtTableView *steady_scratch;
  int steady_width, steady_height;
  int steady_card, steady_others;
};

/* The table of our own on which the steady positions are laid out, at
 * the owner's card scale and deck; made on first use. */
GtTableView *gt_table_view_steady_scratch (GtTableView *self);

G_END_DECLS
