/* bh-private.h — what the Bao Huang files share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bao Huang (保皇): five players, four decks without 3, 4 and 5 (168
 * cards), a hidden emperor and guard against three commoners, plays of one
 * rank with any jokers, and a follow in which every card must beat the
 * card it is matched with.  Rule ids are those of data/rules/baohuang.md
 * (bh.…).
 *
 * A play's GtCombo says exactly which cards it is, so that two plays are
 * compared card by card from their combos alone (the move generator and
 * the solver see only the combo on the table):
 *
 *   type   BH_COMBO_SINGLE (one card), BH_COMBO_KIND (two or more of one
 *          rank), BH_COMBO_KIND_JOKERS (one rank and jokers),
 *          BH_COMBO_JOKERS (two or more jokers alone);
 *   rank   the natural rank, or for jokers alone the lowest joker's rank;
 *   size   the number of cards;
 *   key    BH_KEY_SMALL (bits 0–2): small jokers, the guard card
 *          included; BH_KEY_BIG (bits 3–5): big jokers, the emperor card
 *          included; BH_KEY_EMPEROR (bit 6): the emperor card is among
 *          them (it beats a big joker with the variant emperor-top).
 *
 * The natural cards are size − small − big.  Nothing is wild.
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-drill-deal.h"
#include "gt-ruleset.h"
#include "bh-kinds.h"

G_BEGIN_DECLS

/* The variants' places in the ruleset's table: bit i is entry i. */
enum {
  BH_VARIANT_INDEX_SIXES_LAST = 0,
  BH_VARIANT_INDEX_WITH_LOW_CARDS,
  BH_VARIANT_INDEX_CALLED_GUARD,
  BH_VARIANT_INDEX_PASS_WITH_BEST,
  BH_VARIANT_INDEX_OPEN_TRIBUTE,
  BH_VARIANT_INDEX_EMPEROR_TOP,
  BH_VARIANT_INDEX_THREE_TWOS,
  BH_VARIANT_INDEX_SOLO_DECLARE,
  BH_VARIANT_INDEX_COUNT
};

enum {
  BH_VARIANT_SIXES_LAST = 1u << BH_VARIANT_INDEX_SIXES_LAST,
  BH_VARIANT_WITH_LOW_CARDS = 1u << BH_VARIANT_INDEX_WITH_LOW_CARDS,
  BH_VARIANT_CALLED_GUARD = 1u << BH_VARIANT_INDEX_CALLED_GUARD,
  BH_VARIANT_PASS_WITH_BEST = 1u << BH_VARIANT_INDEX_PASS_WITH_BEST,
  BH_VARIANT_OPEN_TRIBUTE = 1u << BH_VARIANT_INDEX_OPEN_TRIBUTE,
  BH_VARIANT_EMPEROR_TOP = 1u << BH_VARIANT_INDEX_EMPEROR_TOP,
  BH_VARIANT_THREE_TWOS = 1u << BH_VARIANT_INDEX_THREE_TWOS,
  BH_VARIANT_SOLO_DECLARE = 1u << BH_VARIANT_INDEX_SOLO_DECLARE,
};

#define BH_KEY_SMALL(key)  ((guint) (key) & 7u)
#define BH_KEY_BIG(key)    (((guint) (key) >> 3) & 7u)
#define BH_KEY_EMPEROR     0x40u

/* The longest play: sixteen cards of one rank (four decks) and the eight
 * jokers. */
#define BH_MAX_COMBO 24

/* Strength of a card for the each-higher comparison and for sorting:
 * 3 … A as their ranks, 2 = 15, small joker 16, big joker 17, and the
 * emperor card 18 with emperor-top. */
enum {
  BH_STRENGTH_2 = 15,
  BH_STRENGTH_BJ = 16,
  BH_STRENGTH_RJ = 17,
  BH_STRENGTH_EMPEROR = 18,
};

static inline guint
bh_strength (guint rank)
{
  return rank == GT_RANK_2 ? BH_STRENGTH_2 : rank == GT_RANK_BJ ? BH_STRENGTH_BJ
         : rank == GT_RANK_RJ ? BH_STRENGTH_RJ : rank;
}

/* The lowest natural rank of the deck: 6, or 3 with with-low-cards. */
static inline guint
bh_low_rank (guint32 variants)
{
  return (variants & BH_VARIANT_WITH_LOW_CARDS) ? 3u : 6u;
}

/* The natural cards of a combo. */
static inline guint
bh_combo_naturals (const GtCombo *c)
{
  return (guint) c->size - BH_KEY_SMALL (c->key) - BH_KEY_BIG (c->key);
}

/* The combo of a play of k natural cards of rank (0 when k is 0), small
 * and big jokers, emperor whether the emperor card is among the big. */
void     bh_combo_make     (GtCombo *c,
                            guint    rank,
                            guint    k,
                            guint    small,
                            guint    big,
                            gboolean emperor);
/* The strengths of a combo's cards, lowest first (bh.follow.each-higher);
 * returns how many. */
guint    bh_combo_strengths (const GtRuleCtx *ctx,
                            const GtCombo   *c,
                            guint8           out[BH_MAX_COMBO]);
/* The first position at which play does not beat table card for card, or
 * -1 when every card is higher (sizes equal). */
int      bh_first_not_higher (const GtRuleCtx *ctx,
                            const GtCombo   *play,
                            const GtCombo   *table);
gboolean bh_beats          (const GtRuleCtx  *ctx,
                            const GtCombo    *play,
                            const GtCardList *play_cards,
                            const GtCombo    *table,
                            const GtCardList *table_cards,
                            const char      **rule);
/* Whether play (a reading's combo) may be led from hand (counts; NULL when
 * unknown) under sixes-last: 6s only as the whole hand, without jokers. */
gboolean bh_sixes_allowed  (const GtRuleCtx *ctx,
                            const GtCombo   *play,
                            const GtCombo   *table,
                            const guint8    *hand);
void     bh_judge          (const GtRuleCtx  *ctx,
                            const GtCardList *play,
                            const GtCombo    *table,
                            const GtCardList *hand,
                            GtVerdict        *verdict);
guint    bh_moves_generate (const GtRuleCtx  *ctx,
                            const GtCardSet  *hand,
                            const GtCombo    *table,
                            guint             flags,
                            GtMove           *out,
                            guint             max);

const GtRuleset *bh_ruleset (void);
extern const GtGameRules bh_game_rules;

/* ---- The game's own state (GtGame.own) ----------------------------------- */

enum {
  BH_OWN_DEALER = 0,      /* who dealt this deal */
  BH_OWN_EMPEROR,         /* the emperor, GT_SEAT_NONE until the card is taken */
  BH_OWN_GUARD,           /* the guard, GT_SEAT_NONE in a solo or before */
  BH_OWN_HOLDER,          /* who was dealt the emperor card */
  BH_OWN_FLAGS,           /* BH_FLAG_* */
  BH_OWN_REBELS,          /* bit set: commoners who declared a rebellion */
  BH_OWN_PASSES,          /* times the emperor card was passed on this deal */
  BH_OWN_PREV_EMPEROR,    /* the last deal's emperor (tribute), GT_SEAT_NONE */
  BH_OWN_PREV_SIDE,       /* bit set: the last deal's emperor side */
  BH_OWN_PREV_RESULT,     /* BH_RESULT_* of the last deal */
  BH_OWN_CALLED,          /* called-guard: the card the emperor showed, or GT_CARD_NONE */
  BH_OWN_TRIBUTE,         /* cards that changed hands as tribute this deal */
  BH_OWN_TAKER,           /* a position in phase tribute: who takes the card the
                           * payer (the seat to move) puts down, key tribute */
};

enum {
  BH_FLAG_SOLO = 1u << 0,          /* the emperor plays alone */
  BH_FLAG_SOLO_DECLARED = 1u << 1, /* … and said so: scores doubled */
  BH_FLAG_REBELLION = 1u << 2,     /* scores doubled */
  BH_FLAG_RIGHT = 1u << 3,         /* called-guard: the card now goes right */
  BH_FLAG_PREV_SOLO = 1u << 4,     /* the last deal was a solo (tribute of four) */
  BH_FLAG_ROLES_SET = 1u << 5,     /* a position stated the roles */
};

enum {
  BH_RESULT_NONE = 0,     /* no deal before, or both sides scored 0 */
  BH_RESULT_EMPEROR,      /* the emperor's side scored more than 0 */
  BH_RESULT_COMMONERS,
};

/* The declarations (GtAction.choice of GT_ACTION_DECLARE). */
typedef enum {
  BH_DECLARE_TAKE = 0,    /* be the emperor (called-guard: card is the card shown) */
  BH_DECLARE_PASS,        /* pass the emperor card on (pass-with-best: card goes too) */
  BH_DECLARE_SOLO,        /* be the emperor and declare a solo */
  BH_DECLARE_REBEL,       /* a commoner declares a rebellion */
  BH_DECLARE_COUNT
} BhDeclaration;

/* Sides: the emperor's and the commoners'. */
enum { BH_SIDE_EMPEROR = 0, BH_SIDE_COMMONERS = 1 };

/* bh-drills.c: the drills (GtRuleset.drills). */
#define BH_N_DRILLS 2
extern const GtDrill bh_drills[BH_N_DRILLS];

G_END_DECLS
