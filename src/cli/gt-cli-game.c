/* gt-cli-game.c — the subcommands about the whole game: tribute, return, selfplay
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tribute and return answer a question about one hand with the same
 * contract as check (docs/notation.md): exit 0 legal, 1 illegal with the
 * rule id, 2 bad input.  selfplay plays whole games with the simple
 * computer players of gt-selfplay.h and prints what happened in them.
 */
#define G_LOG_DOMAIN "gt-cli-game"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-game.h"
#include "gt-player.h"
#include "gt-selfplay.h"

static gboolean
hand_counts (const CliOptions *o,
             guint8            counts[GT_CARD_KINDS])
{
  GtCardList hand;

  if (o->hand == NULL)
    {
      gt_cli_bad_input ("--hand: give the hand, e.g. --hand \"S2 D2 SA\"");
      return FALSE;
    }
  if (!gt_cli_parse_cards (o, "--hand", o->hand, &hand))
    return FALSE;
  if (hand.n == 0)
    {
      gt_cli_bad_input ("--hand: the hand is empty");
      return FALSE;
    }
  if (gt_card_list_has_declarations (&hand))
    {
      gt_cli_bad_input ("--hand: a hand holds cards, not declarations: write the wild card alone");
      return FALSE;
    }
  gt_card_list_count (&hand, counts);
  return TRUE;
}

static void
print_verdict (const CliOptions *o,
               const GtVerdict  *v)
{
  if (o->json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();

      json_object_set_boolean_member (answer, "legal", v->legal);
      json_object_set_string_member (answer, "rule", v->rule);
      json_object_set_string_member (answer, "explanation", v->explanation);
      gt_json_print_object (answer);
    }
  else
    {
      g_autoptr (GString) out = g_string_new (gt_cli_verdict_word (v->legal));

      g_string_append_c (out, '\n');
      gt_cli_append_rule (out, v->rule);
      g_string_append_printf (out, "%s\n", v->explanation);
      fputs (out->str, stdout);
    }
}

int
gt_cli_tribute (int    argc,
                char **argv)
{
  CliOptions o = { 0 };
  guint8 counts[GT_CARD_KINDS];
  gboolean eligible[GT_CARD_KINDS];
  GtCardList list;
  guint8 strength[GT_RANK_COUNT];
  GtVerdict v;
  gboolean resist;
  int ret;

  ret = gt_cli_parse_options ("tribute", "",
                              _("Which cards of --hand may be paid as tribute, and whether the hand resists tribute."),
                              NULL, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (o.cards && *o.cards)
    {
      gt_cli_bad_input ("tribute: unexpected argument '%s': the hand goes in --hand", o.cards);
      goto out;
    }
  if (!hand_counts (&o, counts))
    goto out;

  gt_tribute_eligible (o.rs, counts, o.ctx.level, eligible);
  resist = gt_tribute_resists (o.rs, counts);
  gt_card_list_init (&list);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (eligible[c])
      gt_card_list_append (&list, (GtCard) c, GT_CARD_NONE);
  o.rs->rank_strength (&o.ctx, strength);
  gt_card_list_sort (&list, strength);

  gt_verdict_init (&v);
  gt_tribute_explain_hand (o.rs, counts, o.ctx.level, &v);

  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();
      JsonArray *eligible_cards = json_array_new ();

      for (guint i = 0; i < list.n; i++)
        json_array_add_string_element (eligible_cards, gt_card_to_string (list.card[i]));
      json_object_set_array_member (answer, "eligible", eligible_cards);
      json_object_set_boolean_member (answer, "resist", resist);
      json_object_set_string_member (answer, "rule", v.rule);
      json_object_set_string_member (answer, "explanation", v.explanation);
      gt_json_print_object (answer);
    }
  else
    {
      char *cards = gt_card_list_to_string (&list);
      g_autoptr (GString) out = g_string_new (NULL);

      /* TRANSLATORS: followed by the cards that may be paid as tribute */
      g_string_append_printf (out, _("eligible: %s"), list.n ? cards : "-");
      g_string_append_c (out, '\n');
      /* TRANSLATORS: followed by yes or no: does the hand resist tribute (抗贡)? */
      g_string_append_printf (out, _("resist: %s"), resist ? C_("cli answer", "yes") : C_("cli answer", "no"));
      g_string_append_c (out, '\n');
      gt_cli_append_rule (out, v.rule);
      g_string_append_printf (out, "%s\n", v.explanation);
      fputs (out->str, stdout);
      g_free (cards);
    }
  gt_verdict_clear (&v);
  ret = EXIT_LEGAL;

out:
  gt_cli_options_clear (&o);
  return ret;
}

int
gt_cli_return (int    argc,
               char **argv)
{
  CliOptions o = { 0 };
  char *received = NULL;
  const GOptionEntry extra[] = {
    { "received", 0, 0, G_OPTION_ARG_STRING, &received, N_("The card received as tribute"), "CARD" },
    { NULL }
  };
  guint8 counts[GT_CARD_KINDS];
  GtCardList card;
  GtCard recv;
  GtVerdict v;
  int ret;

  ret = gt_cli_parse_options ("return", "CARD",
                              _("Check returning CARD after receiving --received (--hand is the hand after receiving)."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (!hand_counts (&o, counts))
    goto out;
  if (received == NULL || !gt_card_parse (g_strstrip (received), -1, &recv))
    {
      gt_cli_bad_input ("--received: give the one card received, e.g. --received RJ%s%s%s",
                        received ? " (not '" : "", received ? received : "", received ? "')" : "");
      goto out;
    }
  if (counts[recv] == 0)
    {
      gt_cli_bad_input ("--hand: the hand after receiving must hold the card received, %s",
                        gt_card_to_string (recv));
      goto out;
    }
  if (!gt_cli_parse_cards (&o, "card", o.cards, &card))
    goto out;
  if (card.n != 1 || card.as[0] != GT_CARD_NONE)
    {
      gt_cli_bad_input ("give exactly one card to return, e.g. S3");
      goto out;
    }

  gt_verdict_init (&v);
  gt_tribute_check_return (o.rs, counts, o.ctx.level, o.ctx.variants, recv, card.card[0], &v);
  print_verdict (&o, &v);
  ret = v.legal ? EXIT_LEGAL : EXIT_ILLEGAL;
  gt_verdict_clear (&v);

out:
  g_free (received);
  gt_cli_options_clear (&o);
  return ret;
}

/* The counts of the game's own events that self-play keeps
 * (GtEventInfo.count: Guandan's 接风, Gan Deng Yan's draws), into a JSON
 * answer under their names or a line each in the game's words. */
static void
add_event_counts (const GtRuleset       *rs,
                  const GtSelfplayStats *st,
                  JsonObject            *answer)
{
  for (guint i = 0; i < rs->game->n_events; i++)
    if (rs->game->events[i].count != NULL)
      json_object_set_int_member (answer, rs->game->events[i].count, (gint64) st->events[i]);
}

static void
print_event_counts (const GtRuleset       *rs,
                    const GtSelfplayStats *st)
{
  for (guint i = 0; i < rs->game->n_events; i++)
    if (rs->game->events[i].count != NULL)
      printf ("%s: %" G_GUINT64_FORMAT "\n", _(rs->game->events[i].words), st->events[i]);
}

int
gt_cli_selfplay (int    argc,
                 char **argv)
{
  CliOptions o = { 0 };
  gint games = 1;
  gint64 seed = 1;
  gboolean checked = FALSE;
  char *strength = NULL;
  GtPlayer *sides[2] = { NULL, NULL };
  gint players = 0;
  const GOptionEntry extra[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("How many players (a game of 3–6: Gan Deng Yan)"), "N" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("How many games to play (default 1)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed of the deals (default 1)"), "S" },
    { "checked", 0, 0, G_OPTION_ARG_NONE, &checked, N_("Check every action and the invariants on every step"), NULL },
    { "strength", 0, 0, G_OPTION_ARG_STRING, &strength,
      N_("The computer players of each side, S-N then E-W: simple, heuristic or strong (default simple,simple)"),
      "A,B" },
    { NULL }
  };
  GtSelfplayStats st = { 0 };
  GtSelfplay *sp = NULL;
  GError *error = NULL;
  gint64 t0;
  double secs;
  int ret;

  ret = gt_cli_parse_options ("selfplay", "",
                              _("Play whole games with simple computer players and print a summary."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (games < 1 || games > 10000000)
    {
      gt_cli_bad_input ("--games: give a number of games from 1 to 10000000");
      goto out;
    }
  if (seed < 0 || seed > G_MAXUINT32)
    {
      gt_cli_bad_input ("--seed: give a seed from 0 to %u", G_MAXUINT32);
      goto out;
    }
  if (o.cards && *o.cards)
    {
      gt_cli_bad_input ("selfplay: unexpected argument '%s'", o.cards);
      goto out;
    }

  if (strength != NULL && o.rs->game->open_ended)
    {
      gt_cli_bad_input ("--strength: %s has no sides to give players to", o.rs->id);
      goto out;
    }
  if (strength != NULL)
    {
      g_auto(GStrv) names = g_strsplit (strength, ",", -1);
      GtPlayerLevel level[2];

      if (g_strv_length (names) != 2 || !gt_player_level_parse (names[0], &level[0]) ||
          !gt_player_level_parse (names[1], &level[1]))
        {
          gt_cli_bad_input ("--strength: give two of simple, heuristic, strong, as in 'strong,heuristic'");
          goto out;
        }
      for (guint i = 0; i < 2; i++)
        sides[i] = gt_player_new (level[i]);
    }

  sp = gt_selfplay_new (o.rs, (guint32) seed, o.ctx.variants);
  if (players != 0 && !gt_selfplay_set_seats (sp, (guint) players))
    {
      gt_cli_bad_input ("--players %d: %s is played by %u to %u players", players, o.rs->id,
                        o.rs->game->min_seats, o.rs->game->max_seats);
      goto out;
    }
  gt_selfplay_set_checked (sp, checked);
  gt_selfplay_set_players (sp, sides[0], sides[1]);
  t0 = g_get_monotonic_time ();
  for (gint i = 0; i < games; i++)
    if (!gt_selfplay_game (sp, &st, &error))
      {
        fprintf (stderr, "guandan-tutor-cli: selfplay: game %d: %s\n", i + 1, error->message);
        g_error_free (error);
        ret = EXIT_ILLEGAL;
        goto out;
      }
  secs = (double) (g_get_monotonic_time () - t0) / 1e6;

  if (o.rs->game->open_ended)
    {
      /* A game of deals without a set end: each "game" is one deal. */
      const GtGame *g = gt_selfplay_last (sp);

      if (o.json)
        {
          g_autoptr(JsonObject) answer = json_object_new ();
          JsonObject *wins = json_object_new ();
          JsonObject *scores = json_object_new ();

          json_object_set_string_member (answer, "game", o.rs->id);
          json_object_set_int_member (answer, "players", g->n_seats);
          json_object_set_int_member (answer, "seed", seed);
          json_object_set_int_member (answer, "deals", st.deals);
          json_object_set_int_member (answer, "plays", (gint64) st.plays);
          json_object_set_int_member (answer, "passes", (gint64) st.passes);
          json_object_set_int_member (answer, "bombs", st.bombs);
          add_event_counts (o.rs, &st, answer);
          for (guint s = 0; s < g->n_seats; s++)
            {
              json_object_set_int_member (wins, gt_game_seat_id (g, s), st.deal_wins[s]);
              json_object_set_int_member (scores, gt_game_seat_id (g, s), st.scores[s]);
            }
          json_object_set_object_member (answer, "wins", wins);
          json_object_set_object_member (answer, "scores", scores);
          json_object_set_double_member (answer, "seconds", secs);
          json_object_set_double_member (answer, "deals_per_second", secs > 0 ? st.deals / secs : 0);
          gt_json_print_object (answer);
        }
      else
        {
          printf ("deals: %u, %u players (seed %" G_GINT64_FORMAT "%s)\n", st.deals, g->n_seats, seed,
                  checked ? ", checked" : "");
          printf ("wins:");
          for (guint s = 0; s < g->n_seats; s++)
            printf (" %s:%u", gt_game_seat_id (g, s), st.deal_wins[s]);
          printf ("\nscores:");
          for (guint s = 0; s < g->n_seats; s++)
            printf (" %s:%" G_GINT64_FORMAT, gt_game_seat_id (g, s), st.scores[s]);
          printf ("\nplays: %" G_GUINT64_FORMAT ", passes: %" G_GUINT64_FORMAT ", bombs: %u\n",
                  st.plays, st.passes, st.bombs);
          print_event_counts (o.rs, &st);
          printf ("time: %.3f s, %.0f deals/s\n", secs, secs > 0 ? st.deals / secs : 0);
        }
      ret = EXIT_LEGAL;
      goto out;
    }

  if (o.rs->game->table == GT_TABLE_TRICK)
    {
      /* A trick game: every step went through the checked path, with the
       * invariants — every card, every point, the game's own — after it. */
      if (o.json)
        {
          g_autoptr(JsonObject) answer = json_object_new ();
          JsonObject *wins = json_object_new ();

          json_object_set_string_member (answer, "game", o.rs->id);
          json_object_set_int_member (answer, "games", st.games);
          json_object_set_int_member (answer, "seed", seed);
          json_object_set_int_member (answer, "deals", st.deals);
          json_object_set_int_member (answer, "cancelled", st.cancelled);
          json_object_set_int_member (answer, "max_deals", st.max_deals);
          json_object_set_int_member (answer, "tricks", (gint64) st.tricks);
          json_object_set_int_member (answer, "plays", (gint64) st.plays);
          json_object_set_int_member (answer, "faults", st.faults);
          json_object_set_int_member (wins, "SN", st.wins[0]);
          json_object_set_int_member (wins, "EW", st.wins[1]);
          json_object_set_object_member (answer, "wins", wins);
          json_object_set_boolean_member (answer, "invariants", TRUE);
          json_object_set_double_member (answer, "seconds", secs);
          gt_json_print_object (answer);
        }
      else
        {
          printf ("games: %u (seed %" G_GINT64_FORMAT ")\n", st.games, seed);
          printf ("deals: %u (%.1f a game, longest %u), of them cancelled and dealt again: %u\n",
                  st.deals, (double) st.deals / st.games, st.max_deals, st.cancelled);
          printf ("wins: S-N %u, E-W %u (every game won at A)\n", st.wins[0], st.wins[1]);
          printf ("tricks: %" G_GUINT64_FORMAT ", plays: %" G_GUINT64_FORMAT ", deals with a revoke: %u\n",
                  st.tricks, st.plays, st.faults);
          printf ("invariants: every card, every point and the kitty checked after every play\n");
          printf ("time: %.3f s, %.0f deals/s\n", secs, secs > 0 ? st.deals / secs : 0);
        }
      ret = EXIT_LEGAL;
      goto out;
    }

  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();
      JsonObject *wins = json_object_new ();
      JsonObject *losers_level = json_object_new ();

      json_object_set_int_member (answer, "games", st.games);
      json_object_set_int_member (answer, "seed", seed);
      json_object_set_int_member (answer, "deals", st.deals);
      json_object_set_int_member (answer, "max_deals", st.max_deals);
      json_object_set_int_member (answer, "plays", (gint64) st.plays);
      json_object_set_int_member (answer, "passes", (gint64) st.passes);
      json_object_set_int_member (answer, "bombs", st.bombs);
      json_object_set_int_member (answer, "tributes", st.tributes);
      json_object_set_int_member (answer, "double_tributes", st.double_tributes);
      json_object_set_int_member (answer, "anti_tributes", st.anti_tributes);
      add_event_counts (o.rs, &st, answer);
      json_object_set_int_member (wins, "SN", st.wins[0]);
      json_object_set_int_member (wins, "EW", st.wins[1]);
      json_object_set_object_member (answer, "wins", wins);
      if (sides[0] != NULL)
        {
          JsonObject *str = json_object_new ();

          json_object_set_string_member (str, "SN", gt_player_level_to_string (gt_player_get_level (sides[0])));
          json_object_set_string_member (str, "EW", gt_player_level_to_string (gt_player_get_level (sides[1])));
          json_object_set_object_member (answer, "strength", str);
        }
      for (guint r = 2; r <= GT_RANK_A; r++)
        {
          guint n = st.final_level[0][r] + st.final_level[1][r] - (r == GT_RANK_A ? st.games : 0);
          if (n)
            json_object_set_int_member (losers_level, gt_rank_to_string (r), n);
        }
      json_object_set_object_member (answer, "losers_level", losers_level);
      json_object_set_double_member (answer, "seconds", secs);
      json_object_set_double_member (answer, "deals_per_second", secs > 0 ? st.deals / secs : 0);
      gt_json_print_object (answer);
    }
  else
    {
      printf ("games: %u (seed %" G_GINT64_FORMAT "%s)\n", st.games, seed, checked ? ", checked" : "");
      printf ("deals: %u (%.1f a game, longest %u)\n", st.deals, (double) st.deals / st.games, st.max_deals);
      printf ("wins: S-N %u, E-W %u (every game won at A)\n", st.wins[0], st.wins[1]);
      if (sides[0] != NULL)
        {
          guint64 proved = 0, beyond = 0;

          for (guint i = 0; i < 2; i++)
            {
              guint64 p, e;

              gt_player_solver_counts (sides[i], &p, &e);
              proved += p;
              beyond += e;
            }
          printf ("players: S-N %s, E-W %s; endgame solver: %" G_GUINT64_FORMAT " proved, %"
                  G_GUINT64_FORMAT " beyond its budget\n",
                  gt_player_level_to_string (gt_player_get_level (sides[0])),
                  gt_player_level_to_string (gt_player_get_level (sides[1])), proved, beyond);
        }
      printf ("losers' level at the end:");
      for (guint r = 2; r <= GT_RANK_A; r++)
        {
          guint n = st.final_level[0][r] + st.final_level[1][r] - (r == GT_RANK_A ? st.games : 0);
          if (n)
            printf (" %s:%u", gt_rank_to_string (r), n);
        }
      printf ("\nplays: %" G_GUINT64_FORMAT ", passes: %" G_GUINT64_FORMAT ", bombs: %u\n",
              st.plays, st.passes, st.bombs);
      printf ("tributes: %u single, %u double, %u anti-tribute\n",
              st.tributes, st.double_tributes, st.anti_tributes);
      print_event_counts (o.rs, &st);
      printf ("time: %.3f s, %.0f deals/s\n", secs, secs > 0 ? st.deals / secs : 0);
    }
  ret = EXIT_LEGAL;

out:
  gt_selfplay_free (sp);
  gt_player_free (sides[0]);
  gt_player_free (sides[1]);
  g_free (strength);
  gt_cli_options_clear (&o);
  return ret;
}
