/* gt-rules.c — the rules of every game, by id
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-rules.h"

const GtRuleInfo *
gt_rule_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < gt_rules_table_len; i++)
    if (g_str_equal (gt_rules_table[i].id, id))
      return &gt_rules_table[i];
  return NULL;
}
