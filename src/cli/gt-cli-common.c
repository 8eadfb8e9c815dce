/* gt-cli-common.c — what the subcommands of guandan-tutor-cli share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-cli-common"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-game.h"



void
gt_cli_options_clear (CliOptions *o)
{
  g_free (o->game);
  g_free (o->level);
  g_free (o->table);
  g_free (o->hand);
  g_strfreev (o->variants);
  g_free (o->cards);
  g_strfreev (o->args);
}

int
gt_cli_bad_input (const char *format,
                  ...)
{
  va_list args;
  char *msg;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "guandan-tutor-cli: %s\n", msg);
  g_free (msg);
  return EXIT_BAD_INPUT;
}

int
gt_cli_parse_options (const char   *command,
               const char   *params,
               const char   *summary,
               const GOptionEntry *extra,
               int           argc,
               char        **argv,
               CliOptions   *o)
{
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &o->game, NULL, "GAME" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o->json, N_("Machine-readable output"), NULL },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &o->level, N_("The deal's level rank (default 2)"), "RANK" },
    { "table", 't', 0, G_OPTION_ARG_STRING, &o->table, N_("The play on the table, to be beaten"), "CARDS" },
    { "hand", 0, 0, G_OPTION_ARG_STRING, &o->hand, N_("The player's hand"), "CARDS" },
    { "variant", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->variants, N_("A rule variant in force (repeatable)"), "NAME" },
    { NULL }
  };
  GOptionContext *context;
  GError *error = NULL;
  g_autofree char *ids = gt_ruleset_ids ();
  /* Translators: the --game option; %s is the games' ids, "guandan,
   * gandengyan, …", the first of them the default */
  g_autofree char *game_help = g_strdup_printf (_("The game: %s (the first is the default)"), ids);
  g_autofree GOptionEntry *main_entries = g_memdup2 (entries, sizeof entries);
  guint level = 2;
  int ret = -1;

  context = g_option_context_new (params);
  g_option_context_set_summary (context, summary);
  main_entries[0].description = game_help;
  g_option_context_add_main_entries (context, main_entries, GETTEXT_PACKAGE);
  if (extra != NULL)
    g_option_context_add_main_entries (context, extra, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  argv[0] = (char *) command;
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      ret = gt_cli_bad_input ("%s: %s", command, error->message);
      g_error_free (error);
      goto out;
    }

  o->rs = gt_ruleset_lookup (o->game);
  if (o->rs == NULL)
    {
      ret = gt_cli_bad_input ("unknown game '%s' (%s)", o->game, ids);
      goto out;
    }

  if (o->level && o->rs->game->no_level)
    {
      ret = gt_cli_bad_input ("--level '%s': %s has no level rank", o->level, o->rs->id);
      goto out;
    }
  if (o->level && !gt_rank_parse (o->level, &level))
    {
      ret = gt_cli_bad_input ("unknown level rank '%s' (2-10, J, Q, K or A)", o->level);
      goto out;
    }
  gt_rule_ctx_init (&o->ctx, o->rs, level);

  for (guint i = 0; o->variants && o->variants[i]; i++)
    if (!gt_ruleset_set_variant (o->rs, &o->ctx, o->variants[i]))
      {
        GString *names = g_string_new (NULL);
        for (guint k = 0; k < o->rs->n_variants; k++)
          g_string_append_printf (names, "%s%s", k ? ", " : "", o->rs->variants[k].name);
        ret = gt_cli_bad_input ("unknown variant '%s' of %s (%s)", o->variants[i], o->rs->id, names->str);
        g_string_free (names, TRUE);
        goto out;
      }

  o->cards = g_strjoinv (" ", argv + 1);
  o->args = g_strdupv (argv + 1);

out:
  g_option_context_free (context);
  return ret;
}

gboolean
gt_cli_parse_cards (const CliOptions *o,
             const char       *what,
             const char       *text,
             GtCardList       *list)
{
  GError *error = NULL;
  guint8 copies[GT_CARD_KINDS];

  /* The deck of the variants given (Gan Deng Yan's two decks hold two of
   * each card). */
  gt_ruleset_deck (o->rs, o->ctx.variants, copies);
  if (!gt_card_list_parse (text, copies, list, &error))
    {
      gt_cli_bad_input ("%s: %s", what, error->message);
      g_error_free (error);
      return FALSE;
    }
  return TRUE;
}

