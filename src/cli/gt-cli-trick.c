/* gt-cli-trick.c — the trick games on the command line: check, explain and
 * moves into a trick, `trick` (who takes it) and `result` (a deal's game
 * points)
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contract is ../shared/spec/notation.md, "The other games on the
 * command line" (Da Bai Fen).  Everything is asked of the game's trick
 * rules (GtGameRules.trick), so a game with tricks needs nothing here.
 */
#define G_LOG_DOMAIN "gt-cli-trick"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-game.h"

void
gt_cli_trick_options_clear (CliTrickOptions *t)
{
  g_free (t->trump);
  g_free (t->lead);
  g_free (t->played);
  g_free (t->others);
}

static gboolean
parse_suit (const char *text,
            guint      *suit)
{
  static const char *const names[4][3] = {
    { "S", "s", "♠" }, { "H", "h", "♥" }, { "D", "d", "♦" }, { "C", "c", "♣" },
  };

  for (guint s = 0; s < 4; s++)
    for (guint k = 0; k < 3; k++)
      if (g_str_equal (text, names[s][k]))
        {
          *suit = s;
          return TRUE;
        }
  return FALSE;
}

/* "S", "H", "D", "C" or "trump": the suit a card counts as (notation.md). */
static const char *
suit_id (guint suit)
{
  static const char *const ids[] = { "S", "H", "D", "C", "trump" };
  return ids[MIN (suit, 4u)];
}

gboolean
gt_cli_trick_setup (CliOptions      *o,
                    CliTrickOptions *t,
                    const char      *command)
{
  guint suit;

  if (o->rs->game->trick == NULL)
    {
      const char *given = t->trump ? "--trump" : t->lead ? "--lead" : t->played ? "--played" : t->others ? "--others" : NULL;
      if (given != NULL)
        {
          gt_cli_bad_input ("%s: %s is not a trick game (%s)", given, o->rs->id,
                            g_str_equal (command, "moves") || g_str_equal (command, "check") || g_str_equal (command, "explain")
                              ? "give the play to beat with --table" : "no trumps");
          return FALSE;
        }
      return TRUE;
    }
  if (t->trump == NULL)
    {
      gt_cli_bad_input ("%s: %s needs the trump suit: --trump S, H, D or C", command, o->rs->id);
      return FALSE;
    }
  if (!parse_suit (t->trump, &suit))
    {
      gt_cli_bad_input ("--trump: unknown suit '%s' (S, H, D or C)", t->trump);
      return FALSE;
    }
  o->ctx.trump_suit = (guint8) suit;
  return TRUE;
}

/* No card twice among the lists (one deck). */
static gboolean
distinct (const CliOptions  *o,
          const GtCardList *const *lists,
          const char *const *names,
          guint              n)
{
  guint8 seen[GT_CARD_KINDS] = { 0 };
  const char *where[GT_CARD_KINDS] = { NULL };
  guint8 copies[GT_CARD_KINDS];

  gt_ruleset_deck (o->rs, o->ctx.variants, copies);
  for (guint k = 0; k < n; k++)
    for (guint i = 0; lists[k] != NULL && i < lists[k]->n; i++)
      {
        GtCard c = lists[k]->card[i];
        if (++seen[c] > copies[c])
          {
            gt_cli_bad_input ("%s: %s is also in %s, and the deck holds only one", names[k],
                              gt_card_to_string (c), where[c]);
            return FALSE;
          }
        where[c] = names[k];
      }
  return TRUE;
}

int
gt_cli_trick_check (CliOptions      *o,
                    CliTrickOptions *t,
                    gboolean         full)
{
  GtCardList play, hand, lead, played, others;
  GtTrickQuestion q = { .play = &play };
  GtVerdict v;
  int ret;

  if (!gt_cli_trick_setup (o, t, full ? "explain" : "check"))
    return EXIT_BAD_INPUT;
  if (o->table != NULL)
    return gt_cli_bad_input ("--table: %s is played in tricks: give the cards that led with --lead", o->rs->id);
  if (!gt_cli_parse_cards (o, "cards", o->cards, &play))
    return EXIT_BAD_INPUT;
  if (play.n == 0)
    return gt_cli_bad_input ("no cards given: write them like \"S3\" or \"SA SK\"");
  if (o->hand && !gt_cli_parse_cards (o, "--hand", o->hand, &hand))
    return EXIT_BAD_INPUT;
  if (t->lead && !gt_cli_parse_cards (o, "--lead", t->lead, &lead))
    return EXIT_BAD_INPUT;
  if (t->played && !gt_cli_parse_cards (o, "--played", t->played, &played))
    return EXIT_BAD_INPUT;
  if (t->others && !gt_cli_parse_cards (o, "--others", t->others, &others))
    return EXIT_BAD_INPUT;
  if (t->played && !t->lead)
    return gt_cli_bad_input ("--played: give the cards that led the trick with --lead");
  {
    const GtCardList *lists[] = { o->hand ? &hand : &play, t->lead ? &lead : NULL,
                                  t->played ? &played : NULL, t->others ? &others : NULL };
    const char *names[] = { o->hand ? "--hand" : "cards", "--lead", "--played", "--others" };
    if (!distinct (o, lists, names, G_N_ELEMENTS (lists)))
      return EXIT_BAD_INPUT;
  }
  if (t->lead && t->played && lead.n > 0 && played.n % lead.n != 0)
    return gt_cli_bad_input ("--played: %u cards are not whole plays of %u cards each, as led", played.n, lead.n);
  q.hand = o->hand ? &hand : NULL;
  q.lead = t->lead ? &lead : NULL;
  q.played = t->played ? &played : NULL;
  q.others = t->others ? &others : NULL;

  gt_verdict_init (&v);
  o->rs->game->trick->judge (&o->ctx, &q, &v);
  if (o->json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();

      gt_cli_json_verdict (answer, o->rs, &o->ctx, &play, &v);
      json_object_set_string_member (answer, "suit", suit_id (o->rs->game->trick->suit_of (&o->ctx, play.card[0])));
      gt_json_print_object (answer);
    }
  else
    {
      GString *out = g_string_new (NULL);

      gt_cli_text_verdict (out, o->rs, &o->ctx, &play, &v, full);
      fputs (out->str, stdout);
      g_string_free (out, TRUE);
    }
  ret = v.legal ? EXIT_LEGAL : EXIT_ILLEGAL;
  gt_verdict_clear (&v);
  return ret;
}

/* The most plays listed: a hand of 18 following four cards has at most
 * C(18, 4) ways. */
#define TRICK_MOVES_MAX 65536

int
gt_cli_trick_moves (CliOptions      *o,
                    CliTrickOptions *t,
                    guint            max)
{
  GtCardList hand, lead, played, others, *out;
  GtTrickQuestion q = { 0 };
  guint8 strength[GT_RANK_COUNT];
  guint n, total;

  if (!gt_cli_trick_setup (o, t, "moves"))
    return EXIT_BAD_INPUT;
  if (o->table != NULL)
    return gt_cli_bad_input ("--table: %s is played in tricks: give the cards that led with --lead", o->rs->id);
  if (o->hand == NULL)
    return gt_cli_bad_input ("moves: give the hand with --hand");
  if (!gt_cli_parse_cards (o, "--hand", o->hand, &hand))
    return EXIT_BAD_INPUT;
  if (t->lead && !gt_cli_parse_cards (o, "--lead", t->lead, &lead))
    return EXIT_BAD_INPUT;
  if (t->played && !gt_cli_parse_cards (o, "--played", t->played, &played))
    return EXIT_BAD_INPUT;
  if (t->others && !gt_cli_parse_cards (o, "--others", t->others, &others))
    return EXIT_BAD_INPUT;
  {
    const GtCardList *lists[] = { &hand, t->lead ? &lead : NULL, t->played ? &played : NULL, t->others ? &others : NULL };
    const char *names[] = { "--hand", "--lead", "--played", "--others" };
    if (!distinct (o, lists, names, G_N_ELEMENTS (lists)))
      return EXIT_BAD_INPUT;
  }
  q.hand = &hand;
  q.lead = t->lead ? &lead : NULL;
  q.played = t->played ? &played : NULL;
  q.others = t->others ? &others : NULL;

  out = g_new (GtCardList, TRICK_MOVES_MAX);
  total = o->rs->game->trick->moves (&o->ctx, &q, out, TRICK_MOVES_MAX);
  n = MIN (MIN (total, TRICK_MOVES_MAX), max);
  if (total > n)
    /* A hand no deal holds (eighteen top trumps), or a small --max:
     * counted, listed in part. */
    fprintf (stderr, "guandan-tutor-cli: moves: %u plays, only the first %u are listed (--max raises the limit, up to %u)\n",
             total, n, TRICK_MOVES_MAX);
  o->rs->rank_strength (&o->ctx, strength);
  if (o->json)
    {
      JsonArray *list = json_array_new ();
      for (guint i = 0; i < n; i++)
        {
          JsonObject *m = json_object_new ();
          char *cards;

          gt_card_list_sort (&out[i], strength);
          cards = gt_card_list_to_string (&out[i]);
          json_object_set_string_member (m, "cards", cards);
          json_object_set_string_member (m, "suit", suit_id (o->rs->game->trick->suit_of (&o->ctx, out[i].card[0])));
          json_object_set_int_member (m, "size", out[i].n);
          json_array_add_object_element (list, m);
          g_free (cards);
        }
      gt_json_print_array (list);
      json_array_unref (list);
    }
  else
    {
      for (guint i = 0; i < n; i++)
        {
          GString *line = g_string_new (NULL);
          gt_card_list_sort (&out[i], strength);
          gt_card_list_append_to (&out[i], line);
          printf ("%s\n", line->str);
          g_string_free (line, TRUE);
        }
      printf ("%u\n", total);
    }
  g_free (out);
  return n > 0 ? EXIT_LEGAL : EXIT_ILLEGAL;
}

int
gt_cli_trick (int    argc,
              char **argv)
{
  CliOptions o = { 0 };
  CliTrickOptions t = { 0 };
  const GOptionEntry extra[] = {
    { "trump", 0, 0, G_OPTION_ARG_STRING, &t.trump, N_("The trump suit: S, H, D or C"), "SUIT" },
    { NULL }
  };
  GtCardList plays[GT_SEATS_MAX];
  const char *rule = NULL;
  guint n, winner, points = 0;
  GtVerdict v;
  int ret;

  ret = gt_cli_parse_options ("trick", "PLAY PLAY PLAY PLAY",
                              _("Who takes a trick: the plays in play order, the lead first, each one or several cards."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (o.rs->game->trick == NULL)
    {
      gt_cli_bad_input ("trick: %s is not played in tricks", o.rs->id);
      goto out;
    }
  if (!gt_cli_trick_setup (&o, &t, "trick"))
    goto out;
  n = g_strv_length (o.args);
  if (n != o.rs->game->seats)
    {
      gt_cli_bad_input ("trick: give %u plays, one for each player in play order (the lead first), not %u",
                        o.rs->game->seats, n);
      goto out;
    }
  for (guint i = 0; i < n; i++)
    {
      char what[32];
      g_snprintf (what, sizeof what, "play %u", i + 1);
      if (!gt_cli_parse_cards (&o, what, o.args[i], &plays[i]))
        goto out;
      if (plays[i].n == 0)
        {
          gt_cli_bad_input ("play %u: no cards", i + 1);
          goto out;
        }
      for (guint k = 0; k < plays[i].n; k++)
        points += o.rs->game->card_points ? o.rs->game->card_points[plays[i].card[k]] : 0;
    }
  {
    const GtCardList *lists[GT_SEATS_MAX];
    const char *names[] = { "play 1", "play 2", "play 3", "play 4", "play 5", "play 6" };
    for (guint i = 0; i < n; i++)
      lists[i] = &plays[i];
    if (!distinct (&o, lists, names, n))
      goto out;
  }

  gt_verdict_init (&v);
  winner = o.rs->game->trick->winner (&o.ctx, plays, n, &rule, &v);
  if (winner == G_MAXUINT)
    {
      gt_cli_bad_input ("trick: %s (%s)", v.explanation, v.rule);
      gt_verdict_clear (&v);
      goto out;
    }
  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();

      json_object_set_int_member (answer, "winner", winner);
      json_object_set_string_member (answer, "rule", rule);
      json_object_set_int_member (answer, "points", points);
      json_object_set_string_member (answer, "explanation", v.explanation);
      gt_json_print_object (answer);
    }
  else
    {
      GString *line = g_string_new (NULL);

      gt_card_list_append_to (&plays[winner], line);
      /* TRANSLATORS: the winning play's number (0 for the lead) and its cards */
      printf (_("winner: %u (%s)"), winner, line->str);
      printf ("\n");
      /* TRANSLATORS: the points in the trick */
      printf (_("points: %u"), points);
      printf ("\n");
      g_string_free (line, TRUE);
      line = g_string_new (NULL);
      gt_cli_append_rule (line, rule);
      fputs (line->str, stdout);
      g_string_free (line, TRUE);
      printf ("%s\n", v.explanation);
    }
  gt_verdict_clear (&v);
  ret = EXIT_LEGAL;

out:
  gt_cli_trick_options_clear (&t);
  gt_cli_options_clear (&o);
  return ret;
}

int
gt_cli_result (int    argc,
               char **argv)
{
  CliOptions o = { 0 };
  char *points_text = NULL;
  const GOptionEntry extra[] = {
    { "points", 0, 0, G_OPTION_ARG_STRING, &points_text, N_("The points the defenders took"), "N" },
    { NULL }
  };
  guint declarers, defenders;
  const char *rule = NULL;
  char *explanation = NULL, *end = NULL;
  guint64 points;
  int ret;

  ret = gt_cli_parse_options ("result", "",
                              _("The game points of a deal from the points the defenders took."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (o.rs->game->trick == NULL || o.rs->game->trick->result == NULL)
    {
      gt_cli_bad_input ("result: %s does not score points in tricks", o.rs->id);
      goto out;
    }
  if (o.cards && *o.cards)
    {
      gt_cli_bad_input ("result: unexpected argument '%s'", o.cards);
      goto out;
    }
  if (points_text == NULL)
    {
      gt_cli_bad_input ("result: give the defenders' points with --points N");
      goto out;
    }
  points = g_ascii_strtoull (points_text, &end, 10);
  if (end == points_text || *end != '\0' || points_text[0] == '-' || points > 1000 || points % 5 != 0)
    {
      gt_cli_bad_input ("--points '%s': give the defenders' points, a multiple of 5 from 0 (5s, 10s and Ks)",
                        points_text);
      goto out;
    }
  o.rs->game->trick->result ((guint) points, &declarers, &defenders, &rule, &explanation);
  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();

      json_object_set_int_member (answer, "declarers", declarers);
      json_object_set_int_member (answer, "defenders", defenders);
      json_object_set_string_member (answer, "rule", rule);
      json_object_set_string_member (answer, "winner", points >= 40 ? "defenders" : "declarers");
      json_object_set_string_member (answer, "explanation", explanation);
      gt_json_print_object (answer);
    }
  else
    {
      GString *out = g_string_new (NULL);
      /* TRANSLATORS: the game points of each side of a deal */
      g_string_append_printf (out, _("declarers: %u, defenders: %u"), declarers, defenders);
      g_string_append_c (out, '\n');
      g_string_append (out, points >= 40 ? _("the defenders win the deal") : _("the declarers win the deal"));
      g_string_append_c (out, '\n');
      gt_cli_append_rule (out, rule);
      g_string_append_printf (out, "%s\n", explanation);
      fputs (out->str, stdout);
      g_string_free (out, TRUE);
    }
  ret = EXIT_LEGAL;

out:
  g_free (explanation);
  g_free (points_text);
  gt_cli_options_clear (&o);
  return ret;
}
