/* gt-cli.c — guandan-tutor-cli, the command-line face of the engine
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contract is ../shared/spec/notation.md: every subcommand takes --game
 * and --json; exit status 0 is "legal"/success, 1 a well-formed question
 * answered "illegal" or "no solution", 2 bad usage or bad input, with a
 * message on stderr that names what is wrong.
 */
#define G_LOG_DOMAIN "gt-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-game.h"

/* check and explain share everything but how much they print. */
static int
run_check (int    argc,
           char **argv,
           gboolean full)
{
  CliOptions o = { 0 };
  CliTrickOptions t = { 0 };
  const GOptionEntry extra[] = { GT_CLI_TRICK_ENTRIES (&t), { NULL } };
  GtCardList play, table_cards, hand;
  GtReading table;
  GtVerdict v;
  int ret;

  ret = gt_cli_parse_options (full ? "explain" : "check", "CARDS…",
                       full ? _("Explain whether CARDS are a legal play, and why.")
                            : _("Check whether CARDS are a legal play (and beat the table)."),
                       extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  /* A trick game asks about cards played into a trick. */
  if (o.rs->game->trick != NULL)
    {
      ret = gt_cli_trick_check (&o, &t, full);
      goto out;
    }
  if (!gt_cli_trick_setup (&o, &t, full ? "explain" : "check"))
    goto out;

  if (!gt_cli_parse_cards (&o, "cards", o.cards, &play))
    goto out;
  if (play.n == 0)
    {
      gt_cli_bad_input ("no cards given: write them like \"S3 S4 S5\"");
      goto out;
    }
  if (o.table && !gt_cli_parse_cards (&o, "--table", o.table, &table_cards))
    goto out;
  if (o.hand && !gt_cli_parse_cards (&o, "--hand", o.hand, &hand))
    goto out;
  if (o.table && !gt_ruleset_read_table (o.rs, &o.ctx, &table_cards, &table))
    {
      gt_verdict_init (&v);
      o.rs->judge (&o.ctx, &table_cards, NULL, NULL, &v);
      gt_cli_bad_input ("--table: the play on the table is not a combination: %s", v.explanation);
      gt_verdict_clear (&v);
      goto out;
    }

  gt_verdict_init (&v);
  o.rs->judge (&o.ctx, &play, o.table ? &table.combo : NULL, o.hand ? &hand : NULL, &v);

  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();

      gt_cli_json_verdict (answer, o.rs, &o.ctx, &play, &v);
      gt_json_print_object (answer);
    }
  else
    {
      GString *out = g_string_new (NULL);

      gt_cli_text_verdict (out, o.rs, &o.ctx, &play, &v, full);
      fputs (out->str, stdout);
      g_string_free (out, TRUE);
    }

  ret = v.legal ? EXIT_LEGAL : EXIT_ILLEGAL;
  gt_verdict_clear (&v);

out:
  gt_cli_trick_options_clear (&t);
  gt_cli_options_clear (&o);
  return ret;
}

static int run_check_cmd (int argc, char **argv) { return run_check (argc, argv, FALSE); }
static int run_explain_cmd (int argc, char **argv) { return run_check (argc, argv, TRUE); }

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "check", run_check_cmd, N_("Is this play a legal combination, and does it beat the table?") },
  { "explain", run_explain_cmd, N_("Like check, with the full teaching explanation") },
  { "moves", gt_cli_moves, N_("Every distinct legal play from a hand, leading or beating the table") },
  { "trick", gt_cli_trick, N_("Who takes a trick, and the points in it (a trick game)") },
  { "result", gt_cli_result, N_("The game points of a deal from the defenders' points (a trick game)") },
  { "tribute", gt_cli_tribute, N_("Which cards of a hand may be paid as tribute, and does it resist?") },
  { "return", gt_cli_return, N_("May this card be returned after a tribute?") },
  { "selfplay", gt_cli_selfplay, N_("Play whole games with simple computer players") },
  { "bot", gt_cli_bot, N_("Play Guandan as one seat of a referee speaking the field's bot protocol") },
  { "solve", gt_cli_solve, N_("Solve a puzzle file: can its goal be forced, and how?") },
  { "rules", gt_cli_rules, N_("The rules of a game, point by point, each with its rule id") },
  { "compare", gt_cli_compare, N_("The verdict of every game on the same cards") },
  { "validate", gt_cli_validate, N_("Check lesson and puzzle files; print every problem as FILE:LINE: message") },
  { "handout", gt_cli_handout, N_("Write lessons as a printable handout (PDF) with card diagrams and an answer key") },
};

static void
usage (FILE *to)
{
  fprintf (to, "%s\n\n", _("Usage: guandan-tutor-cli COMMAND [OPTION…] [CARDS…]"));
  fprintf (to, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (to, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (to, "\n%s\n", _("Cards are written S3 H10 DQ CA BJ RJ; a wild card's declaration H2=S7."));
  fprintf (to, "%s\n", _("Run 'guandan-tutor-cli COMMAND --help' for a command's options."));
}

int
gt_cli_run (int    argc,
            char **argv)
{
  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      usage (stdout);
      return argc < 2 ? EXIT_BAD_INPUT : EXIT_LEGAL;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("guandan-tutor-cli %s\n", PACKAGE_VERSION);
      return EXIT_LEGAL;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "guandan-tutor-cli: unknown command '%s'\n\n", argv[1]);
  usage (stderr);
  return EXIT_BAD_INPUT;
}
