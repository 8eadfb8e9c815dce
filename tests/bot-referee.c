/* bot-referee.c — a referee of the field's bot protocol, to test `bot` with
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bot-referee CLI [--games N] [--seed S] [--record FILE]
 *
 * Deals whole games of Guandan with the engine, seat 0 played by
 * `CLI bot` through its standard input and output in the protocol's JSON
 * lines (../shared/spec/bot-protocol.md), seats 1–3 by our heuristic
 * players.  Every act lists every legal action of the deal's stage, as the
 * field's referees do; the bot's index must be in range and its action
 * legal, or the referee fails (TAP: one test per game).  --record writes
 * the stream the bot was sent, for a recorded-stream test
 * (tests/data/bot/).  Tribute and anti-tribute happen in later deals.
 */
#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <string.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-player.h"
#include "gt-ruleset.h"

#define SEATS 4

typedef struct {
  GSubprocess *proc;
  GOutputStream *to;
  GDataInputStream *from;
  FILE *record;
  guint acts;
} Bot;

static const char *
protocol_card (GtCard c)
{
  static char buf[8][4];
  static guint at;
  const char *s = gt_card_to_string (c);
  char *out = buf[at++ % G_N_ELEMENTS (buf)];

  if (g_str_equal (s, "BJ"))
    return "SB";
  if (g_str_equal (s, "RJ"))
    return "HR";
  g_snprintf (out, 4, "%c%c", s[0], g_str_has_suffix (s, "10") ? 'T' : s[1]);
  return out;
}

static const char *
protocol_rank (guint r)
{
  const char *s = gt_rank_to_string (r);

  return g_str_equal (s, "10") ? "T" : s;
}

static void
append_cards (GString          *s,
              const GtCardList *cards)
{
  g_string_append_c (s, '[');
  for (guint i = 0; i < cards->n; i++)
    g_string_append_printf (s, "%s\"%s\"", i ? ", " : "", protocol_card (cards->card[i]));
  g_string_append_c (s, ']');
}

/* [TYPE, RANK, CARDS] of a play (or the pass). */
static const GtRuleset *game_rs;

static void
append_action (GString          *s,
               const GtCardList *cards,
               const GtCombo    *combo)
{
  static const char *const names[][2] = {
    { "single", "Single" }, { "pair", "Pair" }, { "triple", "Trips" }, { "tube", "ThreePair" },
    { "plate", "TwoTrips" }, { "full_house", "ThreeWithTwo" }, { "straight", "Straight" },
    { "straight_flush", "StraightFlush" }, { "bomb", "Bomb" }, { "joker_bomb", "Bomb" },
  };
  const char *type = "Unknown";

  if (cards == NULL || cards->n == 0)
    {
      g_string_append (s, "[\"PASS\", \"PASS\", \"PASS\"]");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (gt_combo_kind_id (game_rs, combo->type), names[i][0]))
      type = names[i][1];
  g_string_append_printf (s, "[\"%s\", \"%s\", ", type,
                          combo->rank >= 2 && combo->rank <= 14 ? protocol_rank (combo->rank) : "JOKER");
  append_cards (s, cards);
  g_string_append_c (s, ']');
}

static gboolean
send (Bot        *b,
      const char *line)
{
  g_autoptr (GError) error = NULL;

  if (b->record != NULL)
    fprintf (b->record, "%s\n", line);
  return g_output_stream_write_all (b->to, line, strlen (line), NULL, NULL, &error) &&
         g_output_stream_write_all (b->to, "\n", 1, NULL, NULL, &error) &&
         g_output_stream_flush (b->to, NULL, &error);
}

/* Sends an act with n actions and reads the bot's index; -1 on a broken
 * answer. */
static gint
ask (Bot        *b,
     GString    *msg,
     guint       n)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL;
  gint64 index;
  const char *at;

  g_string_append_printf (msg, ", \"indexRange\": %u}", n - 1);
  if (!send (b, msg->str))
    return -1;
  b->acts++;
  line = g_data_input_stream_read_line_utf8 (b->from, NULL, NULL, &error);
  if (line == NULL || (at = strstr (line, "\"actIndex\":")) == NULL)
    {
      printf ("# the bot's answer: %s\n", line != NULL ? line : "(none)");
      return -1;
    }
  index = g_ascii_strtoll (at + strlen ("\"actIndex\":"), NULL, 10);
  return index >= 0 && index < (gint64) n ? (gint) index : -1;
}

static void
append_counts (GString      *s,
               const GtGame *g)
{
  g_string_append (s, ", \"publicInfo\": [");
  for (guint i = 0; i < SEATS; i++)
    g_string_append_printf (s, "%s{\"rest\": %u}", i ? ", " : "", g->count[i]);
  g_string_append (s, "]");
}

static void
append_hand (GString      *s,
             const GtGame *g)
{
  GtCardList hand;

  gt_game_hand_list (g, 0, &hand);
  g_string_append (s, "\"handCards\": ");
  append_cards (s, &hand);
}

static void
append_ranks (GString      *s,
              const GtGame *g)
{
  g_string_append_printf (s, ", \"selfRank\": \"%s\", \"oppoRank\": \"%s\", \"curRank\": \"%s\"",
                          protocol_rank (g->levels[0]), protocol_rank (g->levels[1]),
                          protocol_rank (g->level));
}

/* The play to beat as the protocol gives it. */
static void
append_greater (GString      *s,
                const GtGame *g)
{
  GtCardList t;

  if (g->table.type == GT_COMBO_NONE)
    {
      g_string_append (s, ", \"greaterPos\": -1, \"greaterAction\": [null, null, null]");
      return;
    }
  gt_card_list_init (&t);
  for (guint i = 0; i < g->table_n; i++)
    gt_card_list_append (&t, g->table_card[i], GT_CARD_NONE);
  g_string_append_printf (s, ", \"greaterPos\": %u, \"greaterAction\": ", g->table_by);
  append_action (s, &t, &g->table);
}

/* The bot's turn to play: every distinct legal play and the pass. */
static gboolean
bot_plays (Bot      *b,
           GtGame   *g,
           GtAction *a)
{
  g_autoptr (GString) msg = g_string_new ("{\"type\": \"act\", \"stage\": \"play\", ");
  GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  GtCardList *lists = g_new (GtCardList, GT_MOVES_MAX + 1);
  GtCombo *combos = g_new0 (GtCombo, GT_MOVES_MAX + 1);
  GtRuleCtx ctx;
  guint n, total = 0;
  gint index;
  gboolean ok;

  gt_game_rule_ctx (g, &ctx);
  n = gt_moves_generate_counts (&ctx, g->hand[0], g->table.type != GT_COMBO_NONE ? &g->table : NULL,
                                GT_MOVES_ALL, moves, GT_MOVES_MAX);
  n = MIN (n, (guint) GT_MOVES_MAX);
  append_hand (msg, g);
  append_counts (msg, g);
  append_ranks (msg, g);
  append_greater (msg, g);
  g_string_append (msg, ", \"actionList\": [");
  if (g->table.type != GT_COMBO_NONE)
    {
      gt_card_list_init (&lists[total++]);
      append_action (msg, NULL, NULL);
    }
  for (guint i = 0; i < n; i++)
    {
      gt_move_to_card_list (&ctx, &moves[i], &lists[total]);
      combos[total] = moves[i].combo;
      if (total > 0)
        g_string_append (msg, ", ");
      append_action (msg, &lists[total], &moves[i].combo);
      total++;
    }
  g_string_append (msg, "]");
  index = ask (b, msg, total);
  ok = index >= 0;
  if (ok)
    {
      if (lists[index].n == 0)
        gt_action_pass (a, 0);
      else
        {
          gt_action_play (a, 0, &lists[index]);
          a->combo = combos[index];
        }
      ok = gt_game_act (g, g->rs, a, NULL, NULL);
      if (!ok)
        printf ("# the bot's action %d was refused\n", index);
    }
  g_free (moves);
  g_free (lists);
  g_free (combos);
  return ok;
}

/* The bot's tribute or return: every card the game accepts. */
static gboolean
bot_gives (Bot          *b,
           GtGame       *g,
           GtActionType  type)
{
  const char *stage = type == GT_ACTION_TRIBUTE ? "tribute" : "back";
  g_autoptr (GString) msg = g_string_new (NULL);
  GtCard offered[GT_CARD_KINDS];
  guint n = 0;
  gint index;
  GtAction a;

  g_string_printf (msg, "{\"type\": \"act\", \"stage\": \"%s\", ", stage);
  append_hand (msg, g);
  append_counts (msg, g);
  append_ranks (msg, g);
  g_string_append (msg, ", \"actionList\": [");
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (g->hand[0][c] == 0)
        continue;
      gt_action_card (&a, type, 0, (GtCard) c);
      if (!gt_game_check (g, &a, NULL))
        continue;
      g_string_append_printf (msg, "%s[\"%s\", \"%s\", [\"%s\"]]", n ? ", " : "", stage, stage,
                              protocol_card ((GtCard) c));
      offered[n++] = (GtCard) c;
    }
  g_string_append (msg, "]");
  index = ask (b, msg, n);
  if (index < 0)
    return FALSE;
  gt_action_card (&a, type, 0, offered[index]);
  return gt_game_act (g, g->rs, &a, NULL, NULL);
}

static void
notify_play (Bot            *b,
             const GtGame   *after,
             const GtAction *a)
{
  g_autoptr (GString) msg = g_string_new ("{\"type\": \"notify\", \"stage\": \"play\"");

  g_string_append_printf (msg, ", \"curPos\": %u, \"curAction\": ", a->seat);
  if (a->type == GT_ACTION_PASS)
    append_action (msg, NULL, NULL);
  else
    append_action (msg, &a->cards, &a->combo);
  append_greater (msg, after);
  g_string_append (msg, "}");
  send (b, msg->str);
}

static void
notify_tribute (Bot          *b,
                const GtGame *g,
                gboolean      back)
{
  g_autoptr (GString) msg = g_string_new (NULL);

  g_string_printf (msg, "{\"type\": \"notify\", \"stage\": \"%s\", \"result\": [", back ? "back" : "tribute");
  for (guint i = 0; i < g->n_tribute; i++)
    {
      const GtTribute *t = &g->tribute[i];

      if (back)
        g_string_append_printf (msg, "%s[%u, %u, \"%s\"]", i ? ", " : "", t->receiver, t->giver,
                                protocol_card (t->returned));
      else
        g_string_append_printf (msg, "%s[%u, %u, \"%s\"]", i ? ", " : "", t->giver, t->receiver,
                                protocol_card (t->card));
    }
  g_string_append (msg, "]}");
  send (b, msg->str);
}

/* One game to its end (or max_deals deals). */
static gboolean
play_game (Bot    *b,
           GRand  *rand,
           guint   max_deals,
           guint  *deals)
{
  GtPlayer *others = gt_player_new (GT_PLAYER_HEURISTIC);
  GtGame g;
  gboolean ok = TRUE;

  gt_game_init (&g, game_rs, 0);
  for (*deals = 0; ok && g.phase == GT_PHASE_DEAL_OVER && *deals < max_deals; (*deals)++)
    {
      g_autoptr (GString) msg = g_string_new ("{\"type\": \"notify\", \"stage\": \"beginning\", ");
      guint8 phase_before;

      g_assert_true (gt_game_deal (&g, rand));
      append_hand (msg, &g);
      g_string_append (msg, ", \"myPos\": 0");
      append_ranks (msg, &g);
      g_string_append (msg, "}");
      send (b, msg->str);
      if (g.tribute_kind == GT_TRIBUTE_ANTI)
        send (b, "{\"type\": \"notify\", \"stage\": \"anti-tribute\", \"antiNums\": 2, \"antiPos\": [1, 3]}");
      for (guint steps = 0; ok && g.phase != GT_PHASE_DEAL_OVER && g.phase != GT_PHASE_GAME_OVER &&
                            steps < 1000;
           steps++)
        {
          GtAction a;

          phase_before = g.phase;
          if (g.turn == 0 && g.phase == GT_PHASE_PLAY)
            {
              ok = bot_plays (b, &g, &a);
              if (ok)
                notify_play (b, &g, &a);
            }
          else if (g.turn == 0 && (g.phase == GT_PHASE_TRIBUTE || g.phase == GT_PHASE_RETURN) &&
                   !(g.phase == GT_PHASE_TRIBUTE && g.tribute_kind == GT_TRIBUTE_DOUBLE &&
                     g.tribute[0].card != GT_CARD_NONE && g.tribute[1].card != GT_CARD_NONE))
            ok = bot_gives (b, &g, g.phase == GT_PHASE_TRIBUTE ? GT_ACTION_TRIBUTE : GT_ACTION_RETURN);
          else
            {
              g_assert_true (gt_player_act (others, &g, &a));
              g_assert_true (gt_game_act (&g, g.rs, &a, NULL, NULL));
              if (phase_before == GT_PHASE_PLAY)
                notify_play (b, &g, &a);
            }
          if (ok && phase_before == GT_PHASE_TRIBUTE && g.phase == GT_PHASE_RETURN)
            notify_tribute (b, &g, FALSE);
          if (ok && phase_before == GT_PHASE_RETURN && g.phase == GT_PHASE_PLAY)
            notify_tribute (b, &g, TRUE);
        }
      if (ok)
        {
          g_autoptr (GString) over = g_string_new ("{\"type\": \"notify\", \"stage\": \"episodeOver\", \"order\": [");

          for (guint i = 0; i < g.n_order; i++)
            g_string_append_printf (over, "%s%u", i ? ", " : "", g.order[i]);
          g_string_append_printf (over, "], \"curRank\": \"%s\"}", protocol_rank (g.level));
          send (b, over->str);
        }
    }
  gt_player_free (others);
  return ok;
}

int
main (int    argc,
      char **argv)
{
  gint games = 2, max_deals = 6;
  gint64 seed = 1;
  char *record = NULL;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games to play", "N" },
    { "deals", 'd', 0, G_OPTION_ARG_INT, &max_deals, "Deals at most per game", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the deals", "S" },
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &record, "Write the stream sent to the bot", "FILE" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("CLI");
  g_autoptr (GError) error = NULL;
  GRand *rand;
  Bot b = { 0 };
  int failed = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("usage: bot-referee CLI [--games N] [--seed S] [--record FILE]\n");
      return 2;
    }
  b.proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                             argv[1], "bot", "--seed", "7", NULL);
  if (b.proc == NULL)
    {
      g_printerr ("bot-referee: %s\n", error->message);
      return 2;
    }
  b.to = g_subprocess_get_stdin_pipe (b.proc);
  b.from = g_data_input_stream_new (g_subprocess_get_stdout_pipe (b.proc));
  if (record != NULL)
    b.record = fopen (record, "w");
  rand = g_rand_new_with_seed ((guint32) seed);
  game_rs = gt_ruleset_lookup ("guandan");

  printf ("1..%d\n", games);
  for (gint i = 0; i < games; i++)
    {
      guint deals = 0;
      guint before = b.acts;
      gboolean ok = play_game (&b, rand, (guint) max_deals, &deals);

      printf ("%s %d - game %d: %u deals, %u actions of the bot, every index in range and legal\n",
              ok ? "ok" : "not ok", i + 1, i + 1, deals, b.acts - before);
      failed += !ok;
      if (!ok)
        break;
    }
  g_output_stream_close (b.to, NULL, NULL);
  if (!g_subprocess_wait_check (b.proc, NULL, &error))
    {
      printf ("# the bot did not exit cleanly: %s\n", error->message);
      failed++;
    }
  if (b.record != NULL)
    fclose (b.record);
  g_object_unref (b.from);
  g_object_unref (b.proc);
  g_rand_free (rand);
  g_free (record);
  return failed ? 1 : 0;
}
