/* test-rules.c — the rules table as learners meet it: names and entries
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule of data/rules/ (the generated table) must have a name in the
 * file of names beside its rules file (data/rules/GAME.names), so a rule
 * added to the specification without one fails here; and the rules reference must not show the same words
 * twice (gt_rule_get_entry()).
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "gt-rules.h"

static void
test_names (void)
{
  for (guint i = 0; i < gt_rules_table_len; i++)
    {
      const GtRuleInfo *r = &gt_rules_table[i];
      const char *name = gt_rule_get_name (r);

      g_test_message ("%s", r->id);
      g_assert_nonnull (name);
      g_assert_cmpuint (strlen (name), >, 0);
      /* A name, not a sentence: short, no full stop. */
      g_assert_cmpuint (g_utf8_strlen (name, -1), <=, 48);
      g_assert_false (g_str_has_suffix (name, "."));
      /* Two rules of one game with one name could not be told apart in a
       * verdict's popover. */
      for (guint j = 0; j < i; j++)
        if (g_str_equal (gt_rules_table[j].game, r->game))
          g_assert_cmpstr (gt_rule_get_name (&gt_rules_table[j]), !=, name);
    }
  g_assert_cmpstr (gt_rule_get_name (gt_rule_lookup ("gd.combo.tube")), ==, "Tube");
  g_assert_cmpstr (gt_rule_get_name (gt_rule_lookup ("dbf.lead.revoke")), ==, "Revoke");
}

/* The rules an entry of the reference shows, and none twice. */
static void
test_entries (void)
{
  static const char *const merged[][2] = {
    { "gd.beat.bomb", "gd.beat.same-type" },          /* one sentence names both */
    { "gd.wild.not-joker", "gd.wild.any" },
    { "gd.combo.pair.mixed-jokers", "gd.combo.pair" },
    { "gd.seq.no-wrap", "gd.seq.ace" },
    { "gd.tribute.return-not-same", "gd.tribute.return" },
    { "gdy.seq.no-two", "gdy.combo.sequence" },
    { "bh.role.guard-secret", "bh.role.emperor" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (merged); i++)
    {
      const GtRuleInfo *r = gt_rule_lookup (merged[i][0]);

      g_assert_nonnull (r);
      g_assert_true (gt_rule_get_entry (r) == gt_rule_lookup (merged[i][1]));
    }
  /* A rule with its own sentence keeps its own entry. */
  g_assert_true (gt_rule_get_entry (gt_rule_lookup ("gd.beat.equal")) == gt_rule_lookup ("gd.beat.equal"));
  g_assert_true (gt_rule_get_entry (gt_rule_lookup ("gd.combo.tube")) == gt_rule_lookup ("gd.combo.tube"));

  for (guint i = 0; i < gt_rules_table_len; i++)
    {
      const GtRuleInfo *a = &gt_rules_table[i];
      const GtRuleInfo *entry = gt_rule_get_entry (a);

      g_test_message ("%s", a->id);
      /* An entry is its own entry, of the same game. */
      g_assert_true (gt_rule_get_entry (entry) == entry);
      g_assert_cmpstr (entry->game, ==, a->game);
      if (entry != a)
        continue;
      /* No shown text holds another one of its game. */
      for (guint j = 0; j < gt_rules_table_len; j++)
        {
          const GtRuleInfo *b = &gt_rules_table[j];

          if (b == a || gt_rule_get_entry (b) != b || !g_str_equal (a->game, b->game))
            continue;
          g_assert_null (strstr (a->text, b->text));
        }
    }
}

/* What learners read has no notes for authors: "(settled here)", "(the
 * source says …)", "(The seeds lost …)" go; the rule's own words in the
 * same parenthesis stay. */
static void
test_learner_text (void)
{
  static const char *const notes[] = { "settled here", "source", "seeds" };

  for (guint i = 0; i < gt_rules_table_len; i++)
    {
      g_autofree char *text = gt_rule_get_learner_text (&gt_rules_table[i]);
      g_autofree char *folded = g_ascii_strdown (text, -1);

      g_test_message ("%s: %s", gt_rules_table[i].id, text);
      for (guint n = 0; n < G_N_ELEMENTS (notes); n++)
        g_assert_null (strstr (folded, notes[n]));
      /* Nothing left dangling where a note was. */
      g_assert_null (strstr (text, "()"));
      g_assert_null (strstr (text, "  "));
      g_assert_false (g_ascii_islower (text[0]));
    }
  {
    g_autofree char *deck = gt_rule_get_learner_text (gt_rule_lookup ("gdy.deck"));
    g_autofree char *follow = gt_rule_get_learner_text (gt_rule_lookup ("dbf.follow.suit"));
    g_autofree char *levelup = gt_rule_get_learner_text (gt_rule_lookup ("gd.levelup"));

    g_assert_nonnull (strstr (deck, "Variant `two-decks` (3 or more players): two decks"));
    g_assert_true (g_str_has_prefix (follow, "On a single lead, a player must"));
    g_assert_true (g_str_has_suffix (levelup, "Levels stop at A."));
  }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/names", test_names);
  g_test_add_func ("/rules/entries", test_entries);
  g_test_add_func ("/rules/learner-text", test_learner_text);

  return g_test_run ();
}
