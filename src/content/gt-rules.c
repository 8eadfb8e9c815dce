/* gt-rules.c — the rules of every game, by id
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-rules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

const GtRuleInfo *
gt_rule_lookup (const char *id)
{
  static GHashTable *by_id;

  if (id == NULL)
    return NULL;
  /* An index made once: every rule id of every lesson is looked up, and
   * a file from a stranger can name thousands; a comparison with each of
   * the table's rules (traced, under the fuzzer) was the dearest part of
   * reading a Rules= key. */
  if (g_once_init_enter (&by_id))
    {
      GHashTable *index = g_hash_table_new (g_str_hash, g_str_equal);

      /* The first of an id, as a search in order would find. */
      for (guint i = 0; i < gt_rules_table_len; i++)
        if (!g_hash_table_contains (index, gt_rules_table[i].id))
          g_hash_table_insert (index, (gpointer) gt_rules_table[i].id, (gpointer) &gt_rules_table[i]);
      g_once_init_leave (&by_id, index);
    }
  return g_hash_table_lookup (by_id, id);
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

const GtRuleInfo *
gt_rule_get_entry (const GtRuleInfo *rule)
{
  static GHashTable *entries;

  g_return_val_if_fail (rule != NULL, NULL);

  if (g_once_init_enter (&entries))
    {
      GHashTable *index = g_hash_table_new (g_direct_hash, g_direct_equal);

      /* The longest text of the game that holds the rule's: that is the
       * whole item the rule was found in, so a chain (a rule inside a rule
       * inside an item) ends at the item.  Of equal texts, the first. */
      for (guint i = 0; i < gt_rules_table_len; i++)
        {
          const GtRuleInfo *r = &gt_rules_table[i];
          const GtRuleInfo *best = r;
          guint n = 0;
          const GtRuleInfo *game = gt_rules_for_game (r->game, &n);

          for (guint j = 0; j < n; j++)
            {
              const GtRuleInfo *s = &game[j];
              size_t len = strlen (s->text), best_len = strlen (best->text);

              if (s == r || strstr (s->text, r->text) == NULL)
                continue;
              if (len > best_len || (len == best_len && s < best))
                best = s;
            }
          g_hash_table_insert (index, (gpointer) r, (gpointer) best);
        }
      g_once_init_leave (&entries, index);
    }
  return g_hash_table_lookup (entries, rule);
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

/* Whether the parenthesis opened at p (ASCII or full width) holds an
 * author's note: it starts with the marker.  *close is set past its end. */
static gboolean
author_note_at (const char  *p,
                const char  *marker,
                const char **close)
{
  const char *inner, *end;

  if (g_str_has_prefix (p, "("))
    inner = p + 1;
  else if (g_str_has_prefix (p, "（"))
    inner = p + strlen ("（");
  else
    return FALSE;
  if (!g_str_has_prefix (inner, marker))
    return FALSE;
  for (end = inner; *end != '\0'; end++)
    {
      if (*end == ')')
        {
          *close = end + 1;
          return TRUE;
        }
      if (g_str_has_prefix (end, "）"))
        {
          *close = end + strlen ("）");
          return TRUE;
        }
    }
  return FALSE;
}

char *
gt_rule_get_learner_text (const GtRuleInfo *rule)
{
  /* Translators: the words with which the rules mark a choice the project
   * made where its sources are silent, "(settled here)"; they must be the
   * words the rules' translations use at the start of those parentheses
   * (the app leaves such notes out of what learners read) */
  const char *marker = C_("rules author note", "settled here");
  const char *text, *p;
  GString *out;

  g_return_val_if_fail (rule != NULL, NULL);

  text = gt_rule_get_text (rule);
  out = g_string_new (NULL);
  for (p = text; *p != '\0';)
    {
      const char *close;

      if (author_note_at (p, marker, &close))
        {
          /* The space before the note goes with it. */
          if (out->len > 0 && out->str[out->len - 1] == ' ')
            g_string_truncate (out, out->len - 1);
          p = close;
          continue;
        }
      g_string_append_c (out, *p);
      p++;
    }
  return g_string_free (out, FALSE);
}
