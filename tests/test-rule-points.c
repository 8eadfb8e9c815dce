/* test-rule-points.c — every game describes itself point by point
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules table (`rules --game G`, the rules comparison) has one row per
 * point of gt_rule_points() and one column per game of the registry.  A
 * column with a hole, a sentence left empty or a rule id its game's rules
 * file does not define would show a learner a blank or a dangling id; this
 * test reads data/rules/GAME.md itself, because the engine reads no files.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "gt-ruleset.h"

/* The rule ids data/rules/GAME.md defines: every `prefix.…` token in
 * backquotes, at the head of a list item ("- `gd.players` — …") or where
 * running text names a rule in passing ("higher (`gd.beat.same-type`)"),
 * as the rules files give ids both ways. */
static GHashTable *
rule_ids (const GtRuleset *rs)
{
  g_autofree char *name = g_strconcat (rs->id, ".md", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rules", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = g_strconcat ("`", rs->rule_prefix, ".", NULL);
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  for (const char *p = strstr (text, prefix); p != NULL; p = strstr (p + 1, prefix))
    {
      const char *start = p + 1;
      const char *end = strchr (start, '`');

      if (end != NULL && memchr (start, '\n', end - start) == NULL)
        g_hash_table_add (ids, g_strndup (start, end - start));
    }
  return ids;
}

static void
test_every_point (gconstpointer data)
{
  const GtRuleset *rs = data;
  const char *const *names = gt_rule_points ();
  g_autoptr(GHashTable) ids = rule_ids (rs);
  guint n_names = g_strv_length ((char **) names);

  /* The file was read and has ids at all: an empty set would pass any row
   * whose rule is NULL and hide a file that moved. */
  g_assert_cmpuint (g_hash_table_size (ids), >, 10);

  /* One cell per point, in the table's order, no point of its own. */
  g_assert_cmpuint (rs->n_points, ==, n_names);
  for (guint i = 0; i < n_names; i++)
    {
      const GtRulePoint *p = &rs->points[i];

      g_test_message ("%s: %s", rs->id, names[i]);
      g_assert_cmpstr (p->point, ==, names[i]);
      g_assert_true (gt_ruleset_point (rs, names[i]) == p);
      g_assert_nonnull (p->text);
      /* A sentence, not blank: starts with a letter and ends with a stop. */
      g_assert_cmpuint (strlen (p->text), >, 0);
      g_assert_false (g_ascii_isspace (p->text[0]));
      g_assert_true (g_str_has_suffix (p->text, "."));
      if (p->rule != NULL && !g_hash_table_contains (ids, p->rule))
        g_error ("%s: point '%s' cites '%s', which data/rules/%s.md does not define",
                 rs->id, p->point, p->rule, rs->id);
    }
  g_assert_null (gt_ruleset_point (rs, "no-such-point"));
}

static void
test_point_names (void)
{
  const char *const *names = gt_rule_points ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  /* Names are stable tokens of the JSON: distinct, lower case and hyphens. */
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_assert_false (g_hash_table_contains (seen, names[i]));
      g_hash_table_add (seen, (gpointer) names[i]);
      for (const char *c = names[i]; *c; c++)
        g_assert_true (g_ascii_islower (*c) || *c == '-');
    }
  g_assert_true (g_hash_table_contains (seen, "following"));
}

int
main (int argc, char **argv)
{
  const GtRuleset *const *all = gt_rulesets ();

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rule-points/names", test_point_names);
  for (guint i = 0; all[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/rule-points/%s", all[i]->id);
      g_test_add_data_func (path, all[i], test_every_point);
    }
  return g_test_run ();
}
