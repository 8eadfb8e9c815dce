/* ddz-private.h — what the Dou Dizhu files share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Dou Dizhu (斗地主, "fight the landlord"): three players, one deck with
 * its two jokers, 17 cards each and three landlord cards, bids of 1–3 for
 * the landlord, who plays alone against the two farmers.  Rule ids are
 * those of data/rules/doudizhu.md (ddz.…).
 *
 * The game's combination kinds are its own (DdzKind, 1 … DDZ_KIND_COUNT - 1,
 * 0 for none), kept in GtCombo.type and declared to the seam as a table
 * (GtRuleset.kinds, ddz-rules.c).  A play's GtCombo:
 *
 *   type   a DdzKind;
 *   rank   the rank of its main part: the card, the pair, the trio, the
 *          four, or the highest rank of a straight, a pair straight or an
 *          airplane's trios (a natural rank, 15/16 for the jokers);
 *   size   the number of cards, which with the kind says how long a
 *          straight is and how many trios an airplane has;
 *   bomb   0, DDZ_BOMB (four of a rank) or DDZ_ROCKET (both jokers);
 *   key    the strength of rank (ddz_strength(): 3 is 1 … the big joker
 *          15), so that a play beats another of the same kind and size
 *          when its key is higher (ddz.follow.same);
 *   suit   GT_SUIT_NONE: suits never matter (ddz.deck).
 *
 * Nothing is wild, so a reading never declares a card; a selection may
 * still have several readings (333444555666: an airplane of four trios,
 * or of three with three single wings).
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-drill-deal.h"
#include "gt-ruleset.h"

#include "ddz-kinds.h"

G_BEGIN_DECLS


enum { DDZ_BOMB = 1, DDZ_ROCKET = 2 };

/* The longest play: a landlord's whole hand of 20 (five trios with their
 * wings, four with pairs, ten pairs in a row). */
#define DDZ_MAX_COMBO 20
#define DDZ_HAND 17
#define DDZ_LANDLORD_CARDS 3

/* Strengths (ddz.order): 3 … A are 1 … 12, 2 is 13, the small joker 14,
 * the big joker 15.  Sequences run over strengths 1 … 12 (3 up to A). */
enum {
  DDZ_STRENGTH_A = 12,
  DDZ_STRENGTH_2 = 13,
  DDZ_STRENGTH_BJ = 14,
  DDZ_STRENGTH_RJ = 15,
  DDZ_STRENGTHS = 16,    /* array size: index 0 unused */
};

static inline guint
ddz_strength (guint rank)
{
  return rank == GT_RANK_2 ? DDZ_STRENGTH_2 : rank == GT_RANK_BJ ? DDZ_STRENGTH_BJ
         : rank == GT_RANK_RJ ? DDZ_STRENGTH_RJ : rank >= 3 && rank <= GT_RANK_A ? rank - 2 : 0;
}

/* The natural rank of a strength (15, 16 for the jokers). */
static inline guint
ddz_rank_of (guint strength)
{
  return strength == DDZ_STRENGTH_2 ? GT_RANK_2 : strength == DDZ_STRENGTH_BJ ? GT_RANK_BJ
         : strength == DDZ_STRENGTH_RJ ? GT_RANK_RJ : strength + 2;
}

/* Cards counted by strength, for the readings and the generator. */
typedef struct {
  guint8 n[DDZ_STRENGTHS];
  guint total;
} DdzTally;

/* The combo of a kind whose main part tops at strength top. */
void     ddz_combo_make    (GtCombo *c,
                            DdzKind  kind,
                            guint    top,
                            guint    size);
/* Every reading of a tally (at most max); the readings' combos in out. */
guint    ddz_tally_readings (const DdzTally *t,
                            GtCombo        *out,
                            guint           max);
/* The trios (or pairs, cards) of a kind's main part: how many cards of
 * each rank it takes, and how many ranks long it is. */
guint    ddz_kind_main_width (DdzKind kind);
guint    ddz_combo_length  (const GtCombo *c);
gboolean ddz_beats         (const GtRuleCtx  *ctx,
                            const GtCombo    *play,
                            const GtCardList *play_cards,
                            const GtCombo    *table,
                            const GtCardList *table_cards,
                            const char      **rule);
/* The rule that defines a kind (ddz.combo.*). */
const char *ddz_kind_rule  (DdzKind kind);
/* The words of the game's own kinds (GtComboKind.describe): "a trio of
 * 7s with one card" in a sentence, "Trio of 7s with one card" as a label. */
char    *ddz_describe      (const GtComboKind *kind,
                            const GtCombo     *c,
                            GtComboWords       words);
/* A play in words, in a sentence, translated (free with g_free()): "a
 * trio of 7s with one card", "a straight, 3 to 7". */
char    *ddz_combo_words   (const GtCombo *c);

void     ddz_judge         (const GtRuleCtx  *ctx,
                            const GtCardList *play,
                            const GtCombo    *table,
                            const GtCardList *hand,
                            GtVerdict        *verdict);
guint    ddz_moves_generate (const GtRuleCtx  *ctx,
                            const GtCardSet  *hand,
                            const GtCombo    *table,
                            guint             flags,
                            GtMove           *out,
                            guint             max);

const GtRuleset *ddz_ruleset (void);
extern const GtGameRules ddz_game_rules;

/* ---- The game's own state (GtGame.own) ----------------------------------- */

enum {
  DDZ_OWN_FIRST = 0,      /* who bid first this deal */
  DDZ_OWN_BID,            /* the highest bid so far, 0 for none */
  DDZ_OWN_BIDDER,         /* who made it, GT_SEAT_NONE */
  DDZ_OWN_TURNS,          /* bidding turns taken */
  DDZ_OWN_LANDLORD,       /* GT_SEAT_NONE until the bidding is over */
  DDZ_OWN_DOUBLINGS,      /* bombs and rockets played this deal */
  DDZ_OWN_LORD_PLAYS,     /* plays the landlord made (up to 255) */
  DDZ_OWN_FARMER_PLAYS,   /* plays the farmers made (up to 255) */
  DDZ_OWN_CARDS,          /* the three landlord cards, shown: 3 bytes */
  DDZ_OWN_NEXT_FIRST = DDZ_OWN_CARDS + DDZ_LANDLORD_CARDS, /* who bids first next deal */
};

/* The declarations (GtAction.choice of GT_ACTION_DECLARE): a bid of 1, 2
 * or 3, or DDZ_BID_PASS. */
enum { DDZ_BID_PASS = 0, DDZ_BID_MAX = 3 };

/* Sides: the landlord's and the farmers'. */
enum { DDZ_SIDE_LANDLORD = 0, DDZ_SIDE_FARMERS = 1 };

/* ddz-drills.c: the drills (GtRuleset.drills). */
#define DDZ_N_DRILLS 2
extern const GtDrill ddz_drills[DDZ_N_DRILLS];

G_END_DECLS
