/* bh-kinds.h — Bao Huang's own numbers: its kinds of combination and lead
 * reasons
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type and GtGame.lead_reason that are Bao Huang's
 * own: its own files and its tests use them; shared code asks the
 * ruleset's tables (bh-rules.c, bh-game.c) instead.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

G_BEGIN_DECLS

/* Bao Huang's kinds of combination (bh.combo.lead): GtCombo.type, indices
 * into its table of kinds (bh-rules.c). */
typedef enum {
  BH_COMBO_SINGLE = 1,
  BH_COMBO_KIND,
  BH_COMBO_KIND_JOKERS,
  BH_COMBO_JOKERS,
  BH_COMBO_COUNT
} BhComboType;

/* Why the player to lead leads, beyond the core's reasons (GT_LEAD_*). */
enum {
  BH_LEAD_EMPEROR = GT_LEAD_OWN,  /* bh.combo.lead: the emperor leads the first round */
  BH_LEAD_OUT,                    /* bh.turn.out-lead: the next player with cards after one goes out */
  BH_LEAD_COUNT
};

G_END_DECLS
