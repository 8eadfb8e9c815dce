/* gt-compare.h — one play judged in every game, as the comparison asks it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `compare` on the command line and the app's Compare page ask the same
 * question of each game of the registry: what does this game say of these
 * cards (on this table)?  Both answer through gt_compare_judge(), so that the
 * page and the command line can never disagree.
 */
#pragma once

#include <glib.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

/* The context a comparison judges rs in: Guandan at level (2 by default),
 * a game without levels as check has it, no variants. */
void gt_compare_ctx_init (GtRuleCtx       *ctx,
                          const GtRuleset *rs,
                          guint            level);

/* rs's verdict on play (table_cards may be NULL: a lead), as
 * `check --game` gives it — except where check would refuse the question as
 * bad input for this game: cards the deck lacks are illegal by the rule of
 * its "deck" point, and a table that is no combination in this game makes
 * the play illegal by the rule that says so (docs/decisions.md, "The rules
 * table and compare").  Initialises verdict; clear it with
 * gt_verdict_clear(). */
void gt_compare_judge    (const GtRuleset  *rs,
                          const GtRuleCtx  *ctx,
                          const GtCardList *play,
                          const GtCardList *table_cards,
                          GtVerdict        *verdict);

G_END_DECLS
