/* bh-kinds.h — Bao Huang's kinds of combination, by number
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type in Bao Huang: its own files and its tests use
 * them; shared code asks the ruleset's table of kinds (bh-rules.c) instead.
 */
#pragma once

#include <glib.h>

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

G_END_DECLS
