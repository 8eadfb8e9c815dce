/* gt-protocol.c — the words of the field's bot protocol for cards, kinds and ranks
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-protocol"

#include "gt-protocol.h"

#include <string.h>

const char *
gt_protocol_card (GtCard card,
                  char   buf[4])
{
  const char *s = gt_card_to_string (card);

  if (g_str_equal (s, "BJ"))
    return strcpy (buf, "SB");
  if (g_str_equal (s, "RJ"))
    return strcpy (buf, "HR");
  g_snprintf (buf, 4, "%c%c", s[0], g_str_has_suffix (s, "10") ? 'T' : s[1]);
  return buf;
}

const char *
gt_protocol_rank (guint rank)
{
  const char *s = gt_rank_to_string (rank == GT_RANK_ACE_LOW ? GT_RANK_A : rank);

  return g_str_equal (s, "10") ? "T" : s;
}

const char *
gt_protocol_type (const GtRuleset *rs,
                  const GtCombo   *combo)
{
  static const char *const names[][2] = {
    { "single", "Single" }, { "pair", "Pair" }, { "triple", "Trips" },
    { "tube", "ThreePair" }, { "plate", "TwoTrips" }, { "full_house", "ThreeWithTwo" },
    { "straight", "Straight" }, { "straight_flush", "StraightFlush" }, { "bomb", "Bomb" },
    { "joker_bomb", "Bomb" },
  };
  const char *id = gt_combo_kind_id (rs, combo->type);

  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (id, names[i][0]))
      return names[i][1];
  return NULL;
}

const char *
gt_protocol_combo_rank (const GtRuleset *rs,
                        const GtCombo   *combo)
{
  const char *id = gt_combo_kind_id (rs, combo->type);
  guint span = 0;

  if (id != NULL && g_str_equal (id, "joker_bomb"))
    return "JOKER";
  if (combo->rank > GT_RANK_A)
    return combo->rank == GT_RANK_BJ ? "B" : "R";
  /* A sequence's cards, its length in ranks: 5 singles, 3 pairs, 2 triples. */
  if (id != NULL && (g_str_equal (id, "straight") || g_str_equal (id, "straight_flush")))
    span = combo->size - 1;
  else if (id != NULL && g_str_equal (id, "tube"))
    span = combo->size / 2 - 1;
  else if (id != NULL && g_str_equal (id, "plate"))
    span = combo->size / 3 - 1;
  return gt_protocol_rank (combo->rank - span);
}
