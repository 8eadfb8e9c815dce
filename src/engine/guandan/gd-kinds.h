/* gd-kinds.h — Guandan's kinds of combination, by number
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type in Guandan: its own files and its tests use
 * them; shared code asks the ruleset's table of kinds (gd-rules.c) instead.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Guandan's kinds of combination (gd.combo.*, gd.bomb.kinds): GtCombo.type,
 * indices into its table of kinds (gd-rules.c). */
typedef enum {
  GD_COMBO_SINGLE = 1,
  GD_COMBO_PAIR,
  GD_COMBO_TRIPLE,
  GD_COMBO_FULL_HOUSE,
  GD_COMBO_STRAIGHT,
  GD_COMBO_TUBE,
  GD_COMBO_PLATE,
  GD_COMBO_BOMB,
  GD_COMBO_STRAIGHT_FLUSH,
  GD_COMBO_JOKER_BOMB,
  GD_COMBO_COUNT
} GdComboType;

G_END_DECLS
