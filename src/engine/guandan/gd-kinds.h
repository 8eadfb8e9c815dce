/* gd-kinds.h — Guandan's own numbers: its kinds of combination, variants,
 * lead reasons and events
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type, of the variant bits, of GtGame.lead_reason
 * and of the event bits that are Guandan's own: its own files and its tests
 * use them; shared code asks the ruleset's tables (kinds and variants in
 * gd-rules.c, lead reasons and events in gd-game-explain.c) instead.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

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

/* Guandan's variants' places in its table (GtRuleset.variants): a
 * position's variant bit i is table entry i, since files and the command
 * line name variants and gt_ruleset_set_variant() sets the bit of the entry
 * it finds.  gd-rules.c puts each entry at its place with these indices
 * and checks at compile time that the table has exactly this many entries;
 * tests/test-game.c checks each entry's name against its bit. */
enum {
  GD_VARIANT_INDEX_RETURN_MAX_10 = 0,
  GD_VARIANT_INDEX_A_FAIL_TO_OPPONENT,
  GD_VARIANT_INDEX_A_ONLY_OFF,
  GD_VARIANT_INDEX_NO_JIEFENG,
  GD_VARIANT_INDEX_COUNT
};

/* Variant bits: 1 << the variant's index. */
enum {
  GD_VARIANT_RETURN_MAX_10 = 1u << GD_VARIANT_INDEX_RETURN_MAX_10,
  GD_VARIANT_A_FAIL_TO_OPPONENT = 1u << GD_VARIANT_INDEX_A_FAIL_TO_OPPONENT,
  GD_VARIANT_A_ONLY_OFF = 1u << GD_VARIANT_INDEX_A_ONLY_OFF,
  GD_VARIANT_NO_JIEFENG = 1u << GD_VARIANT_INDEX_NO_JIEFENG,
};

/* Why the player to lead leads, beyond the core's reasons (GT_LEAD_*):
 * entries of its table of lead reasons (gd-game-explain.c). */
enum {
  GD_LEAD_FIRST_DEAL = GT_LEAD_OWN, /* gd.deal.first */
  GD_LEAD_TRIBUTE,                  /* gd.tribute.lead */
  GD_LEAD_ANTI_TRIBUTE,             /* gd.tribute.resist */
  GD_LEAD_JIEFENG,                  /* gd.turn.jiefeng */
  GD_LEAD_NO_JIEFENG,               /* the next player with cards, not the partner:
                                     * gd.variant.no-jiefeng */
  GD_LEAD_COUNT
};

/* Its own events (GT_EVENT_OWN): entries of its table of events
 * (gd-game-explain.c). */
enum {
  GD_EVENT_INDEX_JIEFENG = 0,
  GD_EVENT_INDEX_TRIBUTE_DONE,
  GD_EVENT_INDEX_A_FAIL,
  GD_EVENT_INDEX_A_ONLY,
  GD_EVENT_INDEX_NEED_CHOICE,
  GD_EVENT_INDEX_COUNT
};
enum {
  GD_EVENT_JIEFENG = GT_EVENT_OWN (GD_EVENT_INDEX_JIEFENG),           /* the lead passed to the partner */
  GD_EVENT_TRIBUTE_DONE = GT_EVENT_OWN (GD_EVENT_INDEX_TRIBUTE_DONE), /* all tribute given; returns follow */
  GD_EVENT_A_FAIL = GT_EVENT_OWN (GD_EVENT_INDEX_A_FAIL),             /* a third failure at A sent a team back */
  GD_EVENT_A_ONLY = GT_EVENT_OWN (GD_EVENT_INDEX_A_ONLY),             /* gd.game.a-only sent a team back */
  GD_EVENT_NEED_CHOICE = GT_EVENT_OWN (GD_EVENT_INDEX_NEED_CHOICE),   /* double tribute of equal cards:
                                                                       * the first finisher chooses */
};

G_END_DECLS
