/* gt-drill-deal.h — a game's drills: which it has, and how each deals an
 * exercise
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A drill practises one idea of a game with a handful of exercises made
 * fresh from a seed (src/content/gt-drill.h makes, checks and answers
 * them).  Which drills a game has, in its words, is the game's own: a
 * table in its folder (GtRuleset.drills), each entry with a deal function
 * that deals one exercise — the learner's hand, the play or trick to
 * answer, the position's other keys — and says what it asks.  The helpers
 * here deal from the game's deck, so that no two exercises' cards are
 * more than the deck holds.
 *
 * A deal function may fail (the random filler spoiled the idea, the deck
 * ran out): the exercise is dealt again with the next numbers of the same
 * generator, so the seed still decides everything.
 */
#pragma once

#include <glib.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

/* Exercises in a set: enough to practise, few enough to finish in a few
 * minutes. */
#define GT_DRILL_EXERCISES 6

/* One exercise being dealt: the helpers' deck, then what the deal
 * function writes. */
typedef struct {
  GRand *rand;
  GtRuleCtx ctx;               /* the game, its level: wild cards are never dealt by accident */
  guint8 pool[GT_CARD_KINDS];  /* cards left in the game's deck */

  /* The deal function's: the position in the text form (gt-position.c),
   * the learner to move as the first seat (gt_drill_deal_position()
   * writes a climbing game's). */
  char *position;
  GtCardList hand;             /* the learner's */
  GtCardList table;            /* the play to answer; empty for a lead */
  GtCardList other;            /* the other player's cards, face down */

  /* What the exercise asks, besides a legal play. */
  guint8 want_type;            /* the game's GtCombo.type; GT_COMBO_NONE: any */
  gboolean want_bomb;          /* a bomb (else not one) — climbing games */
  gboolean want_win;           /* the play takes the trick — trick games */
  GtCard want_card;            /* a card the play must hold (the wild card
                                * asked for), GT_CARD_NONE: none */
  char *prompt;                /* translated: "Lead a pair." */
} GtDrillDeal;

/* Deals exercise index (0 … GT_DRILL_EXERCISES - 1) into deal; FALSE to
 * be dealt again. */
typedef gboolean (*GtDrillDealFunc) (GtDrillDeal *deal,
                                     guint        index);

/* One drill of a game (GtRuleset.drills). */
struct _GtDrill {
  const char *id;          /* "drill-combinations": unique among every game's, in progress files */
  const char *title;       /* translatable (N_) */
  const char *idea;        /* translatable (N_): one sentence, shown with its title */
  const char *rule;        /* the rule id the drill practises, cited by a wrong answer of another kind */
  GtDrillDealFunc deal;
};

/* Moves card from the deck to list; FALSE when none is left. */
gboolean gt_drill_deal_take     (GtDrillDeal *deal,
                                 GtCard       card,
                                 GtCardList  *list);
/* n cards of rank, of random suits, never a wild card: a template's cards
 * mean what they say. */
gboolean gt_drill_deal_take_rank (GtDrillDeal *deal,
                                  guint        rank,
                                  guint        n,
                                  GtCardList  *list);
/* copies cards of each of n ranks in a row from low; a run of single
 * cards in at least two suits (never a straight flush). */
gboolean gt_drill_deal_take_run (GtDrillDeal *deal,
                                 guint        low,
                                 guint        n,
                                 guint        copies,
                                 GtCardList  *list);
/* Random cards until list holds n: never a joker, never a wild card,
 * and never a card of a rank in avoid (a bit per rank, 1u << rank). */
void     gt_drill_deal_fill     (GtDrillDeal *deal,
                                 guint        n,
                                 guint32      avoid,
                                 GtCardList  *list);
/* A random rank from low to high, both included. */
guint    gt_drill_deal_rank     (GtDrillDeal *deal,
                                 guint        low,
                                 guint        high);
/* Writes a climbing game's position: hand to seat, other to other_seat,
 * the table (when there is one) made by other_seat, seat to move, and
 * extra lines ("level=7\n", may be NULL). */
void     gt_drill_deal_position (GtDrillDeal *deal,
                                 const char  *seat,
                                 const char  *other_seat,
                                 const char  *extra);
/* The deal function's results freed, the deck kept. */
void     gt_drill_deal_clear    (GtDrillDeal *deal);

G_END_DECLS
