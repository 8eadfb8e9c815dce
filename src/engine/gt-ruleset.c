/* gt-ruleset.c — what every ruleset shares
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-ruleset.h"

#include <string.h>

static const char *const type_names[GT_COMBO_TYPE_COUNT] = {
  [GT_COMBO_NONE] = "none",
  [GT_COMBO_SINGLE] = "single",
  [GT_COMBO_PAIR] = "pair",
  [GT_COMBO_TRIPLE] = "triple",
  [GT_COMBO_FULL_HOUSE] = "full_house",
  [GT_COMBO_STRAIGHT] = "straight",
  [GT_COMBO_TUBE] = "tube",
  [GT_COMBO_PLATE] = "plate",
  [GT_COMBO_BOMB] = "bomb",
  [GT_COMBO_STRAIGHT_FLUSH] = "straight_flush",
  [GT_COMBO_JOKER_BOMB] = "joker_bomb",
};

const char *
gt_combo_type_to_string (guint type)
{
  return type < GT_COMBO_TYPE_COUNT ? type_names[type] : "none";
}

const GtRuleset *
gt_ruleset_lookup (const char *id)
{
  if (id == NULL || g_str_equal (id, "guandan"))
    return gt_ruleset_guandan ();
  return NULL;
}

void
gt_rule_ctx_init (GtRuleCtx *ctx,
                  guint      level)
{
  ctx->level = (guint8) level;
  ctx->variants = 0;
}

gboolean
gt_ruleset_set_variant (const GtRuleset *rs,
                        GtRuleCtx       *ctx,
                        const char      *name)
{
  for (guint i = 0; i < rs->n_variants; i++)
    if (g_str_equal (rs->variants[i].name, name))
      {
        ctx->variants |= 1u << i;
        return TRUE;
      }
  return FALSE;
}

/* Which of two readings of the same cards is stronger.  Bombs climb their
 * ladder; among ordinary readings the higher key wins, and between types
 * that never meet (a tube or a plate from the same six cards) the later type
 * is taken, so that the choice is at least always the same
 * (docs/decisions.md). */
gboolean
gt_combo_stronger (const GtCombo *a,
                   const GtCombo *b)
{
  if (a->bomb != b->bomb)
    return a->bomb > b->bomb;
  if (a->key != b->key)
    return a->key > b->key;
  return a->type > b->type;
}

gboolean
gt_combo_same (const GtCombo *a,
               const GtCombo *b)
{
  return a->type == b->type && a->rank == b->rank && a->size == b->size;
}

gboolean
gt_ruleset_read_table (const GtRuleset  *rs,
                       const GtRuleCtx  *ctx,
                       const GtCardList *table,
                       GtReading        *out)
{
  GtReading readings[GT_READINGS_MAX];
  guint n = rs->readings (ctx, table, readings, GT_READINGS_MAX);
  guint best = 0;

  if (n == 0)
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (gt_combo_stronger (&readings[i].combo, &readings[best].combo))
      best = i;
  *out = readings[best];
  return TRUE;
}

void
gt_reading_apply (const GtRuleset  *rs,
                  const GtRuleCtx  *ctx,
                  const GtReading  *reading,
                  const GtCardList *play,
                  GtCardList       *out)
{
  guint w = 0;

  *out = *play;
  for (guint i = 0; i < play->n; i++)
    {
      if (play->as[i] != GT_CARD_NONE || !rs->is_wild (ctx, play->card[i]))
        continue;
      if (w < reading->n_wild && reading->as[w] != play->card[i])
        out->as[i] = reading->as[w];
      w++;
    }
}

void
gt_verdict_init (GtVerdict *verdict)
{
  memset (verdict, 0, sizeof *verdict);
}

void
gt_verdict_clear (GtVerdict *verdict)
{
  g_clear_pointer (&verdict->explanation, g_free);
  gt_verdict_init (verdict);
}
