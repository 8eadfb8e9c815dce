/* gd-private.h — what the Guandan files share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "gt-moves.h"
#include "gt-drill-deal.h"
#include "gt-ruleset.h"
#include "gd-kinds.h"

G_BEGIN_DECLS

/* A selection tallied for classification (see gd-rules.c). */
typedef struct {
  guint8 cnt[GT_RANK_COUNT];    /* natural cards per rank, jokers at 15/16 */
  guint8 suits[GT_RANK_COUNT];  /* bit set of suits per rank */
  guint16 ranks;                /* bit set of non-joker ranks present */
  guint8 n;                     /* cards in the selection */
  guint8 nat;                   /* non-joker cards that are not undeclared wild cards */
  guint8 jokers;
  guint8 w;                     /* undeclared wild cards */
  guint8 wild_pos[GT_WILD_MAX]; /* their positions in the list */
} GdTally;

guint    gd_strength          (guint             level,
                               guint             rank);
gboolean gd_tally_build       (const GtRuleCtx  *ctx,
                               const GtCardList *play,
                               GdTally          *tally);
guint    gd_readings_of_tally (const GtRuleCtx  *ctx,
                               const GdTally    *tally,
                               GtReading        *out,
                               guint             max);
void     gd_judge             (const GtRuleCtx  *ctx,
                               const GtCardList *play,
                               const GtCombo    *table,
                               const GtCardList *hand,
                               GtVerdict        *verdict);

/* gd-moves.c: Guandan's move generator (GtRuleset.generate_moves,
 * .suits_matter). */
guint    gd_moves_generate    (const GtRuleCtx  *ctx,
                               const GtCardSet  *hand,
                               const GtCombo    *table,
                               guint             flags,
                               GtMove           *out,
                               guint             max);
gboolean gd_moves_suits_matter (const GtRuleCtx *ctx,
                               const GtCardSet  *hand);

/* gd-drills.c: the drills (GtRuleset.drills). */
#define GD_N_DRILLS 5
extern const GtDrill gd_drills[GD_N_DRILLS];

G_END_DECLS
