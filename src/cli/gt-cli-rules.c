/* gt-cli-rules.c — `rules` and `compare`: the games side by side
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contract is ../shared/spec/notation.md ("The other games on the command
 * line": Rules and Compare).  `rules --game G` prints the points a ruleset
 * describes itself with (GtRulePoint); `compare` asks every game of the
 * registry, in its order, for its verdict on the same cards
 * (gt_compare_judge()), and prints check's answer for each.  Both only print
 * what the engine says.
 */
#define G_LOG_DOMAIN "gt-cli-rules"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-compare.h"
#include "gt-game.h"

int
gt_cli_rules (int    argc,
              char **argv)
{
  CliOptions o = { 0 };
  int ret;

  ret = gt_cli_parse_options ("rules", "",
                              _("Print the rules of a game (--game) point by point, each with its rule id."),
                              NULL, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  /* The points are the game's, whatever the deal: cards, a table or a hand
   * would be ignored, and saying so is kinder than ignoring them. */
  if (o.args != NULL && o.args[0] != NULL)
    {
      gt_cli_bad_input ("rules: unexpected argument '%s'", o.args[0]);
      goto out;
    }
  if (o.table || o.hand || o.level || o.variants)
    {
      gt_cli_bad_input ("rules: %s is not an option of rules (only --game and --json)",
                        o.table ? "--table" : o.hand ? "--hand" : o.level ? "--level" : "--variant");
      goto out;
    }

  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();
      JsonArray *points = json_array_new ();

      json_object_set_string_member (answer, "game", o.rs->id);
      for (guint i = 0; i < o.rs->n_points; i++)
        {
          const GtRulePoint *p = &o.rs->points[i];
          JsonObject *point = json_object_new ();

          json_object_set_string_member (point, "point", p->point);
          if (p->rule != NULL)
            json_object_set_string_member (point, "rule", p->rule);
          else
            json_object_set_null_member (point, "rule");
          json_object_set_string_member (point, "text", _(p->text));
          json_array_add_object_element (points, point);
        }
      json_object_set_array_member (answer, "points", points);
      gt_json_print_object (answer);
    }
  else
    {
      GString *out = g_string_new (NULL);

      g_string_append_printf (out, "%s (%s)\n", _(o.rs->title), o.rs->id);
      for (guint i = 0; i < o.rs->n_points; i++)
        {
          const GtRulePoint *p = &o.rs->points[i];

          /* The point's name and the rule id are tokens, the same in every
           * language (as a combination's type is); the sentence is the
           * reader's. */
          g_string_append_printf (out, "\n%s", p->point);
          if (p->rule != NULL)
            g_string_append_printf (out, " (%s)", p->rule);
          g_string_append_printf (out, "\n  %s\n", _(p->text));
        }
      fputs (out->str, stdout);
      g_string_free (out, TRUE);
    }
  ret = EXIT_LEGAL;

out:
  gt_cli_options_clear (&o);
  return ret;
}

int
gt_cli_compare (int    argc,
                char **argv)
{
  CliOptions o = { 0 };
  const GtRuleset *const *all = gt_rulesets ();
  g_autoptr(GError) error = NULL;
  GtCardList play, table_cards;
  JsonArray *answers = NULL;
  GString *out = NULL;
  gboolean any_legal = FALSE;
  int ret;

  ret = gt_cli_parse_options ("compare", "CARDS…",
                              _("Judge CARDS (and the table) in every game: each game’s verdict and rule."),
                              NULL, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  /* Every game answers, so one game or one game's variants make no sense;
   * --hand only words suggestions, which a comparison does not give. */
  if (o.game || o.hand || o.variants)
    {
      gt_cli_bad_input ("compare: %s is not an option of compare (it judges in every game)",
                        o.game ? "--game" : o.hand ? "--hand" : "--variant");
      goto out;
    }

  /* The notation first, with no game's deck: a token that is no card at all
   * is bad input (exit 2), while a card some deck lacks is that game's
   * verdict. */
  if (!gt_card_list_parse (o.cards, NULL, &play, &error))
    {
      gt_cli_bad_input ("cards: %s", error->message);
      goto out;
    }
  if (play.n == 0)
    {
      gt_cli_bad_input ("no cards given: write them like \"S3 S4 S5\"");
      goto out;
    }
  if (o.table && !gt_card_list_parse (o.table, NULL, &table_cards, &error))
    {
      gt_cli_bad_input ("--table: %s", error->message);
      goto out;
    }

  if (o.json)
    answers = json_array_new ();
  else
    out = g_string_new (NULL);
  for (guint i = 0; all[i] != NULL; i++)
    {
      const GtRuleset *rs = all[i];
      GtRuleCtx ctx;
      GtVerdict v;

      /* Guandan at the level given (2 by default: o.ctx holds it); a game
       * without levels as check has it.  The verdict is the engine's
       * comparison, the same the app's Compare page shows. */
      gt_compare_ctx_init (&ctx, rs, o.ctx.level);
      gt_compare_judge (rs, &ctx, &play, o.table ? &table_cards : NULL, &v);
      any_legal |= v.legal;
      if (answers != NULL)
        {
          JsonObject *answer = json_object_new ();

          json_object_set_string_member (answer, "game", rs->id);
          gt_cli_json_verdict (answer, rs, &ctx, &play, &v);
          json_array_add_object_element (answers, answer);
        }
      else
        {
          if (i > 0)
            g_string_append_c (out, '\n');
          g_string_append_printf (out, "%s (%s)\n", _(rs->title), rs->id);
          gt_cli_text_verdict (out, rs, &ctx, &play, &v, FALSE);
        }
      gt_verdict_clear (&v);
    }
  if (answers != NULL)
    gt_json_print_array (answers);
  else
    fputs (out->str, stdout);
  /* As check: 0 when the play is legal somewhere, 1 when no game allows it. */
  ret = any_legal ? EXIT_LEGAL : EXIT_ILLEGAL;

out:
  if (answers != NULL)
    json_array_unref (answers);
  if (out != NULL)
    g_string_free (out, TRUE);
  gt_cli_options_clear (&o);
  return ret;
}
