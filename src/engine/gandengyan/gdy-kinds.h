/* gdy-kinds.h — Gan Deng Yan's own numbers: its kinds of combination, lead
 * reasons and events
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type, GtGame.lead_reason and the event bits that are
 * Gan Deng Yan's own: its own files and its tests use them; shared code
 * asks the ruleset's tables (gdy-rules.c, gdy-game.c) instead.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

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

/* Why the player to lead leads, beyond the core's reasons (GT_LEAD_*). */
enum {
  GDY_LEAD_DEALER = GT_LEAD_OWN,  /* gdy.dealer: the dealer leads the deal */
  GDY_LEAD_COUNT
};

/* Its own events (GT_EVENT_OWN). */
enum {
  GDY_EVENT_INDEX_DRAW = 0,
  GDY_EVENT_INDEX_COUNT
};
enum {
  GDY_EVENT_DRAW = GT_EVENT_OWN (GDY_EVENT_INDEX_DRAW), /* cards were drawn from the stock at a round's end */
};

G_END_DECLS
