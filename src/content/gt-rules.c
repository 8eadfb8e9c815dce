/* gt-rules.c — the rules of every game, by id
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-rules"

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

const char *
gt_rule_get_name (const GtRuleInfo *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);

  /* The id as context, as for the text: a name two games share
   * ("Tribute") can take each game's own word (進貢, 上納). */
  return rule->name != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, rule->id, rule->name) : NULL;
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

/* The length of the bracket (ASCII or full width) at p, 0 if none. */
static gsize
bracket_at (const char *p,
            gboolean    open)
{
  if (*p == (open ? '(' : ')'))
    return 1;
  if (g_str_has_prefix (p, open ? "（" : "）"))
    return strlen ("（");
  return 0;
}

/* Where one of markers first occurs in [start, end), ASCII letters in any
 * case ("The source" at the start of a sentence); NULL if none. */
static const char *
find_marker (const char  *start,
             const char  *end,
             char *const *markers)
{
  for (const char *q = start; q < end; q++)
    for (guint m = 0; markers[m] != NULL; m++)
      {
        gsize len = strlen (markers[m]);

        if (len > 0 && (gsize) (end - q) >= len && g_ascii_strncasecmp (q, markers[m], len) == 0)
          return q;
      }
  return NULL;
}

/* Whether the parenthesis opened at p holds an author's note: a marker in
 * it.  *close is set past its end (nested brackets included: "(… 升级 (…)
 * …)"), and *keep to how much of it is the rule's own and stays: 0 when
 * the marker is in its first clause (the whole parenthesis is the note),
 * else up to the clause before the marker ("(3 or more players; the
 * source's wording is unclear …)" keeps "(3 or more players"). */
static gboolean
author_note_at (const char  *p,
                char *const *markers,
                const char **close,
                gsize       *keep)
{
  gsize open = bracket_at (p, TRUE);
  const char *inner = p + open, *end, *marker, *clause = NULL;
  int depth = 1;

  if (open == 0)
    return FALSE;
  for (end = inner; *end != '\0'; end = g_utf8_next_char (end))
    {
      if (bracket_at (end, TRUE) > 0)
        depth++;
      else if (bracket_at (end, FALSE) > 0 && --depth == 0)
        break;
    }
  if (*end == '\0')
    return FALSE;
  marker = find_marker (inner, end, markers);
  if (marker == NULL)
    return FALSE;
  /* The last clause break before the marker: "; " "；" "。" ". " */
  for (const char *q = inner; q < marker; q = g_utf8_next_char (q))
    if (*q == ';' || g_str_has_prefix (q, "；") || g_str_has_prefix (q, "。") ||
        (*q == '.' && q[1] == ' '))
      clause = q;
  *close = end + bracket_at (end, FALSE);
  *keep = clause != NULL ? (gsize) (clause - p) : 0;
  return TRUE;
}

char *
gt_rule_get_learner_text (const GtRuleInfo *rule)
{
  /* Translators: the words with which the rules mark a choice the project
   * made where its sources are silent, "(settled here)"; they must be the
   * words the rules' translations use in those parentheses (the app leaves
   * such notes out of what learners read) */
  const char *settled = C_("rules author note", "settled here");
  /* Translators: the words, separated by |, with which the rules' notes
   * for authors name where a rule comes from: "(the source says …)",
   * "(The seeds lost this table …)"; they must be words the rules'
   * translations use in those notes (the app leaves them out of what
   * learners read) */
  const char *sources = C_("rules author note", "the source|the seeds");
  g_auto(GStrv) markers = NULL;
  const char *text, *p;
  GString *out;

  g_return_val_if_fail (rule != NULL, NULL);

  {
    g_autofree char *all = g_strconcat (settled, "|", sources, NULL);

    markers = g_strsplit (all, "|", -1);
  }
  text = gt_rule_get_text (rule);
  out = g_string_new (NULL);
  for (p = text; *p != '\0';)
    {
      const char *close;
      gsize keep;

      if (author_note_at (p, markers, &close, &keep))
        {
          if (keep > 0)
            {
              /* The rule's clause, closed as it was opened. */
              g_string_append_len (out, p, keep);
              while (out->len > 0 && out->str[out->len - 1] == ' ')
                g_string_truncate (out, out->len - 1);
              g_string_append (out, bracket_at (p, TRUE) == 1 ? ")" : "）");
            }
          else if (out->len > 0 && out->str[out->len - 1] == ' ')
            /* The space before the note goes with it. */
            g_string_truncate (out, out->len - 1);
          p = close;
          /* A rule that opened with the note starts with its first word. */
          if (out->len == 0)
            {
              while (*p == ' ')
                p++;
              if (g_ascii_islower (*p))
                {
                  g_string_append_c (out, g_ascii_toupper (*p));
                  p++;
                }
            }
          continue;
        }
      g_string_append_c (out, *p);
      p++;
    }
  return g_string_free (out, FALSE);
}
