/* gdy-kinds.h — Gan Deng Yan's kinds of combination, by number
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type in Gan Deng Yan: its own files and its tests use
 * them; shared code asks the ruleset's table of kinds (gdy-rules.c) instead.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Gan Deng Yan's kinds of combination (gdy.combo.*, gdy.bomb.kinds):
 * GtCombo.type, indices into its table of kinds (gdy-rules.c).  A triple
 * is a bomb unless the variant triple-not-bomb says otherwise (its
 * combo.bomb tells). */
typedef enum {
  GDY_COMBO_SINGLE = 1,
  GDY_COMBO_PAIR,
  GDY_COMBO_TRIPLE,
  GDY_COMBO_BOMB,
  GDY_COMBO_SEQUENCE,
  GDY_COMBO_DOUBLE_SEQUENCE,
  GDY_COMBO_DOUBLE_JOKER,
  GDY_COMBO_COUNT
} GdyComboType;

G_END_DECLS
