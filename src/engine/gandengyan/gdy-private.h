/* gdy-private.h — what the Gan Deng Yan files share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gan Deng Yan (干瞪眼): 3–6 players each for themselves, one deck and two
 * jokers (two decks with a variant), a follow that must be exactly one rank
 * higher, jokers wild, and a stock everyone draws from at the end of each
 * round.  Rule ids are those of data/rules/gandengyan.md (gdy.…).
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-drill-deal.h"
#include "gt-ruleset.h"
#include "gdy-kinds.h"

G_BEGIN_DECLS

/* The variants' places in the ruleset's table: bit i is entry i. */
enum {
  GDY_VARIANT_INDEX_TWO_DECKS = 0,
  GDY_VARIANT_INDEX_TRIPLE_NOT_BOMB,
  GDY_VARIANT_INDEX_ACE_MULTIPLIER,
  GDY_VARIANT_INDEX_COUNT
};

enum {
  GDY_VARIANT_TWO_DECKS = 1u << GDY_VARIANT_INDEX_TWO_DECKS,
  GDY_VARIANT_TRIPLE_NOT_BOMB = 1u << GDY_VARIANT_INDEX_TRIPLE_NOT_BOMB,
  GDY_VARIANT_ACE_MULTIPLIER = 1u << GDY_VARIANT_INDEX_ACE_MULTIPLIER,
};

/* The bomb ladder (gdy.bomb.kinds): GtCombo.bomb. */
enum {
  GDY_BOMB_TRIPLE = 1,
  GDY_BOMB_QUAD = 2,
  GDY_BOMB_DOUBLE_JOKER = 3,
};

/* The key of a lone joker led as a last card: above every rank, so that
 * nothing but a bomb answers it (docs/decisions.md). */
#define GDY_KEY_JOKER 16

/* The longest combination: a double sequence of 3 … A, twelve pairs. */
#define GDY_MAX_COMBO 24

/* A selection tallied for reading.  Declared jokers count as the card they
 * declare; undeclared ones are holes to fill (w of them). */
typedef struct {
  guint8 cnt[GT_RANK_COUNT];    /* cards per natural rank 2 … A, declared jokers included */
  guint8 suits[GT_RANK_COUNT];  /* bit set of suits per rank */
  guint16 ranks;                /* bit set of the ranks present */
  guint8 n;                     /* cards in the selection */
  guint8 real;                  /* cards that are not jokers */
  guint8 w;                     /* undeclared jokers */
  guint8 bj, rj;                /* small and big jokers, declared or not */
} GdyTally;

/* Strength of a rank for singles, pairs and bombs: 3 … A, then 2. */
static inline guint
gdy_strength (guint rank)
{
  return rank == GT_RANK_2 ? 15u : rank;
}

/* FALSE when a declaration is not allowed (a non-joker declared, or a
 * joker declared as a joker): the selection has no reading then. */
gboolean gdy_tally_build      (const GtCardList *play,
                               GdyTally         *tally);
guint    gdy_readings_of_tally (const GtRuleCtx *ctx,
                               const GdyTally   *tally,
                               GtReading        *out,
                               guint             max);
/* Whether a hand may lead a lone joker (gdy.joker.alone): it is the
 * player's last card — or every card left is a joker and they make no
 * combination (two of one colour with two decks). */
gboolean gdy_lone_joker_allowed (const guint8 hand[GT_CARD_KINDS]);
/* The reading of a lone joker led under that exception. */
void     gdy_lone_joker_reading (GtCard card,
                                 GtReading *out);
/* "the small joker" / "the big joker", translated: how explanations name
 * a joker (card must be one). */
const char *gdy_joker_name     (GtCard            card);
gboolean gdy_beats             (const GtRuleCtx  *ctx,
                                const GtCombo    *play,
                                const GtCardList *play_cards,
                                const GtCombo    *table,
                                const GtCardList *table_cards,
                                const char      **rule);
void     gdy_judge             (const GtRuleCtx  *ctx,
                                const GtCardList *play,
                                const GtCombo    *table,
                                const GtCardList *hand,
                                GtVerdict        *verdict);
guint    gdy_moves_generate    (const GtRuleCtx  *ctx,
                                const GtCardSet  *hand,
                                const GtCombo    *table,
                                guint             flags,
                                GtMove           *out,
                                guint             max);

const GtRuleset *gdy_ruleset   (void);
extern const GtGameRules gdy_game_rules;

/* gdy-drills.c: the drills (GtRuleset.drills). */
#define GDY_N_DRILLS 2
extern const GtDrill gdy_drills[GDY_N_DRILLS];

G_END_DECLS
