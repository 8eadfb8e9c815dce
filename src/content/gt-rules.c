/* gt-rules.c — the rules of every game, by id
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

const GtRuleInfo *
gt_rules_for_game (const char *game,
                   guint      *n_rules)
{
  const GtRuleInfo *first = NULL;
  guint n = 0;

  /* gen-rules.py writes one file after the other, so a game's rules are
   * together. */
  if (game != NULL)
    {
      for (guint i = 0; i < gt_rules_table_len; i++)
        {
          if (g_str_equal (gt_rules_table[i].game, game))
            {
              if (first == NULL)
                first = &gt_rules_table[i];
              n++;
            }
          else if (first != NULL)
            break;
        }
    }

  if (n_rules != NULL)
    *n_rules = n;
  return first;
}

const char *
gt_rule_get_text (const GtRuleInfo *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);

  /* The context is the id: two rules may share a text in English (two ids
   * named in one sentence) and still read differently in another language,
   * and the translator sees which rule it is. */
  return g_dpgettext2 (GETTEXT_PACKAGE, rule->id, rule->text);
}

const char *
gt_rule_get_section (const GtRuleInfo *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);

  return g_dpgettext2 (GETTEXT_PACKAGE, "rules section", rule->section);
}
