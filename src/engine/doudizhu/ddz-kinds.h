/* ddz-kinds.h — Dou Dizhu's own numbers: its kinds of combination and lead
 * reasons
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type and GtGame.lead_reason that are Dou Dizhu's
 * own: its own files and its tests use them; shared code asks the
 * ruleset's tables (ddz-rules.c, ddz-game.c) instead.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

G_BEGIN_DECLS

/* The combination kinds (ddz.combo.*), in the order the rules list them:
 * GtCombo.type, indices into the table of kinds (ddz-rules.c); 0 is
 * GT_COMBO_NONE. */
typedef enum {
  DDZ_KIND_NONE = 0,
  DDZ_KIND_SINGLE,
  DDZ_KIND_PAIR,
  DDZ_KIND_TRIO,
  DDZ_KIND_TRIO_SINGLE,
  DDZ_KIND_TRIO_PAIR,
  DDZ_KIND_STRAIGHT,
  DDZ_KIND_PAIR_STRAIGHT,
  DDZ_KIND_AIRPLANE,
  DDZ_KIND_AIRPLANE_SINGLES,
  DDZ_KIND_AIRPLANE_PAIRS,
  DDZ_KIND_FOUR_TWO_SINGLES,
  DDZ_KIND_FOUR_TWO_PAIRS,
  DDZ_KIND_BOMB,
  DDZ_KIND_ROCKET,
  DDZ_KIND_COUNT
} DdzKind;

/* Why the player to lead leads, beyond the core's reasons (GT_LEAD_*). */
enum {
  DDZ_LEAD_LANDLORD = GT_LEAD_OWN,  /* ddz.landlord-cards: the landlord leads the deal */
  DDZ_LEAD_COUNT
};

G_END_DECLS
