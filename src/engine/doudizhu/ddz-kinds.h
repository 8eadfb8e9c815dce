/* ddz-kinds.h — Dou Dizhu's kinds of combination, by number
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values of GtCombo.type in Dou Dizhu: its own files and its tests use
 * them; shared code asks the ruleset's table of kinds (ddz-rules.c) instead.
 */
#pragma once

#include <glib.h>

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

G_END_DECLS
