/* bench-field.c — a referee of the field's bot protocol: any four stdio bots, whole games
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-field [--games N] [--deals N] [--seed S] [--record FILE] A B
 *
 * A and B are command lines (split as a shell would, not run by one), each
 * a bot that speaks the field's JSON lines over its standard input and
 * output (../shared/spec/bot-protocol.md): `guandan-tutor-cli bot
 * --strength strong`, or an adapter around a public bot; or `@STRENGTH`,
 * our player in this process deciding from its seat's position
 * (gt_player_act()), to tell what the pipe and the bot's own record of the
 * deal cost it.  Every game starts four fresh processes, one a seat: A's command at seats 0 and 2 in odd
 * games and at 1 and 3 in even ones, the pair of games dealt from the same
 * seed, so that each side plays the other's cards.  The engine deals and
 * keeps the rules; each act lists every legal action of the stage (every
 * distinct set of physical cards and its reading, the way the field's
 * referees list them, sorted as the Danzero-Predeal referee sorts them:
 * the pass first, then by kind and rank at the deal's level), and the
 * answer must be an index in range whose action the engine accepts.
 *
 * Output is TAP, one test a game: ok when every answer was valid and the
 * game ended (a side passed A) or reached --deals deals.  Comment lines
 * then give A's record: games won with a 95 % interval, by seating, deals
 * won (A's side out first), and each side's decision times as the referee
 * sees them (the pipe's round trip included).  --record writes the stream
 * sent to seat 0, for a recorded-stream test (tests/data/bot/).
 */
#define G_LOG_DOMAIN "bench-field"
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-player.h"
#include "gt-protocol.h"
#include "gt-ruleset.h"

#include "bench-times.h"

#define SEATS 4

/* A game of whole deals ends long before this; a pair of bots that never
 * passes A (gd.game.a-fail aside) is cut off here and counted unfinished. */
#define DEALS_MAX 200

typedef struct {
  GSubprocess *proc;
  GOutputStream *to;
  GDataInputStream *from;
  GtPlayer *player;       /* a seat of ours in this process ("@strong") */
} Seat;

typedef struct {
  const GtRuleset *rs;
  GtGame g;
  Seat seat[SEATS];
  FILE *record;
  GArray *ms[2];          /* decision times of A's and B's seats */
  guint a_side;           /* the side (g.side) A sits on in this game */
  guint acts;
  /* The last action and the play to beat as the field's referees report
   * them: the play to beat outlives the pass that clears the table. */
  gint cur_pos, greater_pos;
  GString *cur_action, *greater_action;
  GString *error;
} Referee;

/* ---- Cards, ranks and actions of the protocol ---------------------------- */

static const char *
protocol_card (GtCard c)
{
  static char buf[8][4];
  static guint at;

  return gt_protocol_card (c, buf[at++ % G_N_ELEMENTS (buf)]);
}

/* A rank's place in the Danzero-Predeal referee's order at this level:
 * 2 … A without the level, then the level, then the jokers. */
static guint
point_order (guint rank,
             guint level)
{
  if (rank >= GT_RANK_BJ)
    return 13 + (rank - GT_RANK_BJ);
  if (rank == level)
    return 12;
  return rank - 2 - (rank > level);
}

/* Cards in hands and actions go low to high at the level, suits S H C D. */
static guint
card_order (GtCard c,
            guint  level)
{
  static const guint suit[] = { [GT_SUIT_SPADES] = 0, [GT_SUIT_HEARTS] = 1, [GT_SUIT_CLUBS] = 2,
                                [GT_SUIT_DIAMONDS] = 3, [GT_SUIT_NONE] = 0 };

  return point_order (gt_card_rank (c), level) * 4 + suit[gt_card_suit (c)];
}

static int
cmp_cards (gconstpointer a,
           gconstpointer b,
           gpointer      level)
{
  return (gint) card_order (*(const GtCard *) a, GPOINTER_TO_UINT (level)) -
         (gint) card_order (*(const GtCard *) b, GPOINTER_TO_UINT (level));
}

static void
append_cards (GString          *s,
              const GtCardList *cards,
              guint             level)
{
  GtCard sorted[GT_LIST_MAX];

  memcpy (sorted, cards->card, cards->n * sizeof (GtCard));
  g_qsort_with_data (sorted, cards->n, sizeof (GtCard), cmp_cards, GUINT_TO_POINTER (level));
  g_string_append_c (s, '[');
  for (guint i = 0; i < cards->n; i++)
    g_string_append_printf (s, "%s\"%s\"", i ? ", " : "", protocol_card (sorted[i]));
  g_string_append_c (s, ']');
}

/* [TYPE, RANK, CARDS] of a play (NULL: the pass). */
static void
append_action (GString          *s,
               const GtRuleset  *rs,
               const GtCardList *cards,
               const GtCombo    *combo,
               guint             level)
{
  const char *type;

  if (cards == NULL || cards->n == 0)
    {
      g_string_append (s, "[\"PASS\", \"PASS\", \"PASS\"]");
      return;
    }
  /* A kind the protocol has no word for goes by the engine's id. */
  type = gt_protocol_type (rs, combo);
  g_string_append_printf (s, "[\"%s\", \"%s\", ", type != NULL ? type : gt_combo_kind_id (rs, combo->type),
                          gt_protocol_combo_rank (rs, combo));
  append_cards (s, cards, level);
  g_string_append_c (s, ']');
}

/* Where an action goes in the Danzero-Predeal referee's list: by kind
 * (bombs by size, the straight flush between the 5- and 6-card bombs, the
 * four jokers last), then by rank at the level. */
static guint
action_order (const GtRuleset *rs,
              const GtCombo   *combo,
              guint            level)
{
  static const char *const kinds[] = { "single", "pair", "triple", "tube", "full_house", "plate",
                                       "straight" };
  const char *id = gt_combo_kind_id (rs, combo->type);
  guint low = combo->rank > GT_RANK_A ? 0 : point_order (combo->rank, level);

  if (g_str_equal (id, "joker_bomb"))
    return 5000;
  if (g_str_equal (id, "straight_flush"))
    return 1000 + low;
  if (g_str_equal (id, "bomb"))
    return (combo->size <= 5 ? 800 + 100 * (combo->size - 4) : 2000 + 1000 * (combo->size - 6)) + low;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (id, kinds[i]))
      return 100 * (i + 1) + low;
  return 6000;
}

/* ---- The seats' pipes ------------------------------------------------------ */

static gboolean
send (Referee    *r,
      guint       seat,
      const char *line)
{
  Seat *s = &r->seat[seat];

  if (s->player != NULL)
    return TRUE;
  if (seat == 0 && r->record != NULL)
    fprintf (r->record, "%s\n", line);
  return g_output_stream_write_all (s->to, line, strlen (line), NULL, NULL, NULL) &&
         g_output_stream_write_all (s->to, "\n", 1, NULL, NULL, NULL) &&
         g_output_stream_flush (s->to, NULL, NULL);
}

static void
send_all (Referee    *r,
          const char *line)
{
  for (guint i = 0; i < SEATS; i++)
    send (r, i, line);
}

/* Sends an act with n actions and reads the seat's index; -1 (and the
 * reason in r->error) on a broken answer. */
static gint
ask (Referee *r,
     guint    seat,
     GString *msg,
     guint    n)
{
  g_autofree char *line = NULL;
  gint64 index, start;
  const char *at;
  char *end;
  double ms;

  g_string_append_printf (msg, ", \"indexRange\": %u}", n - 1);
  start = g_get_monotonic_time ();
  if (!send (r, seat, msg->str))
    {
      g_string_printf (r->error, "seat %u closed its input", seat);
      return -1;
    }
  line = g_data_input_stream_read_line_utf8 (r->seat[seat].from, NULL, NULL, NULL);
  ms = (g_get_monotonic_time () - start) / 1000.0;
  g_array_append_val (r->ms[r->g.side[seat] != r->a_side], ms);
  r->acts++;
  if (line == NULL || (at = strstr (line, "\"actIndex\"")) == NULL ||
      (at = strchr (at + strlen ("\"actIndex\""), ':')) == NULL)
    {
      g_string_printf (r->error, "seat %u answered %s", seat, line != NULL ? line : "nothing (it ended)");
      return -1;
    }
  index = g_ascii_strtoll (at + 1, &end, 10);
  if (end == at + 1 || index < 0 || index >= (gint64) n)
    {
      g_string_printf (r->error, "seat %u answered %s to an act of %u actions", seat, line, n);
      return -1;
    }
  return (gint) index;
}

/* ---- Messages -------------------------------------------------------------- */

static void
append_hand (GString      *s,
             const GtGame *g,
             guint         seat)
{
  GtCardList hand;

  gt_game_hand_list (g, seat, &hand);
  g_string_append (s, "\"handCards\": ");
  append_cards (s, &hand, g->level);
}

/* The act's common part: hand, card counts, levels as letters. */
static void
begin_act (GString      *s,
           const GtGame *g,
           guint         seat,
           const char   *stage)
{
  g_string_printf (s, "{\"type\": \"act\", \"stage\": \"%s\", ", stage);
  append_hand (s, g, seat);
  g_string_append (s, ", \"publicInfo\": [");
  for (guint i = 0; i < SEATS; i++)
    g_string_append_printf (s, "%s{\"rest\": %u}", i ? ", " : "", g->count[i]);
  g_string_append_printf (s, "], \"selfRank\": \"%s\", \"oppoRank\": \"%s\", \"curRank\": \"%s\"",
                          gt_protocol_rank (g->levels[g->side[seat]]),
                          gt_protocol_rank (g->levels[!g->side[seat]]), gt_protocol_rank (g->level));
}

static void
append_positions (Referee *r,
                  GString *s,
                  gboolean leading)
{
  if (leading)
    g_string_append (s, ", \"curPos\": -1, \"curAction\": [null, null, null], "
                        "\"greaterPos\": -1, \"greaterAction\": [null, null, null]");
  else
    g_string_append_printf (s, ", \"curPos\": %d, \"curAction\": %s, \"greaterPos\": %d, \"greaterAction\": %s",
                            r->cur_pos, r->cur_action->str, r->greater_pos, r->greater_action->str);
}

typedef struct {
  GtCardList cards;
  GtCombo combo;
  guint order;
  guint at;
} Offer;

static int
cmp_offers (gconstpointer a,
            gconstpointer b)
{
  const Offer *x = a, *y = b;

  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return x->at < y->at ? -1 : x->at > y->at;
}

/* The engine reads a lone wild card as any rank (and two or three as any
 * pair or triple); the field's referees read such a set at the level
 * only, its strongest reading.  Keeps, among offers of the same cards and
 * the same N-of-a-kind, the strongest; returns how many offers remain. */
static guint
drop_readings (const GtRuleset *rs,
               Offer           *offers,
               guint            n)
{
  static const char *const kinds[] = { "single", "pair", "triple", "bomb", NULL };
  guint kept = 0;

  for (guint i = 0; i < n; i++)
    {
      gboolean weaker = FALSE;

      if (offers[i].cards.n > 0 && g_strv_contains (kinds, gt_combo_kind_id (rs, offers[i].combo.type)))
        for (guint j = 0; j < n && !weaker; j++)
          weaker = j != i && offers[j].combo.type == offers[i].combo.type &&
                   gt_card_list_same_cards (&offers[j].cards, &offers[i].cards) &&
                   (offers[j].combo.key > offers[i].combo.key ||
                    (offers[j].combo.key == offers[i].combo.key && j < i));
      if (!weaker)
        offers[kept++] = offers[i];
    }
  return kept;
}

/* A seat of ours in this process decides from the position as its seat
 * sees it (gt_player_act()); its time is counted like a pipe's. */
static gboolean
player_acts (Referee  *r,
             GtAction *a)
{
  guint seat = r->g.turn;
  gint64 start = g_get_monotonic_time ();
  gboolean ok = gt_player_act (r->seat[seat].player, &r->g, a);
  double ms = (g_get_monotonic_time () - start) / 1000.0;

  g_array_append_val (r->ms[r->g.side[seat] != r->a_side], ms);
  r->acts++;
  if (ok && !gt_game_act (&r->g, r->rs, a, NULL, NULL))
    ok = FALSE;
  if (!ok)
    g_string_printf (r->error, "seat %u (in this process) could not act", seat);
  return ok;
}

/* Tells every seat of the action just made. */
static void
notify_play (Referee         *r,
             guint            seat,
             const GtCardList *cards,
             const GtCombo    *combo)
{
  g_autoptr (GString) msg = g_string_new ("{\"type\": \"notify\", \"stage\": \"play\"");

  r->cur_pos = (gint) seat;
  g_string_truncate (r->cur_action, 0);
  append_action (r->cur_action, r->rs, cards->n ? cards : NULL, combo, r->g.level);
  if (cards->n > 0)
    {
      r->greater_pos = (gint) seat;
      g_string_assign (r->greater_action, r->cur_action->str);
    }
  append_positions (r, msg, FALSE);
  g_string_append (msg, "}");
  send_all (r, msg->str);
}

/* The seat to play: every distinct legal play (and the pass when it
 * follows); the chosen one is made, and every seat told. */
static gboolean
seat_plays (Referee *r)
{
  GtGame *g = &r->g;
  guint seat = g->turn;
  gboolean leading = g->table.type == GT_COMBO_NONE;
  g_autoptr (GString) msg = g_string_new (NULL);
  GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  Offer *offers = g_new (Offer, GT_MOVES_MAX + 1);
  GtRuleCtx ctx;
  GtAction a;
  guint n, total = 0;
  gint index;
  gboolean ok = FALSE;

  if (r->seat[seat].player != NULL)
    {
      g_free (moves);
      g_free (offers);
      if (!player_acts (r, &a))
        return FALSE;
      if (a.type == GT_ACTION_PASS)
        gt_card_list_init (&a.cards);
      notify_play (r, seat, &a.cards, &a.combo);
      return TRUE;
    }
  gt_game_rule_ctx (g, &ctx);
  n = gt_moves_generate_counts (&ctx, g->hand[seat], leading ? NULL : &g->table, GT_MOVES_ALL, moves,
                                GT_MOVES_MAX);
  n = MIN (n, (guint) GT_MOVES_MAX);
  if (!leading)
    {
      gt_card_list_init (&offers[total].cards);
      offers[total].order = 0;
      offers[total].at = total;
      total++;
    }
  for (guint i = 0; i < n; i++, total++)
    {
      gt_move_to_card_list (&ctx, &moves[i], &offers[total].cards);
      offers[total].combo = moves[i].combo;
      offers[total].order = action_order (r->rs, &moves[i].combo, g->level);
      offers[total].at = total;
    }
  total = drop_readings (r->rs, offers, total);
  qsort (offers, total, sizeof (Offer), cmp_offers);

  begin_act (msg, g, seat, "play");
  append_positions (r, msg, leading);
  g_string_append (msg, ", \"actionList\": [");
  for (guint i = 0; i < total; i++)
    {
      if (i > 0)
        g_string_append (msg, ", ");
      append_action (msg, r->rs, &offers[i].cards, &offers[i].combo, g->level);
    }
  g_string_append (msg, "]");
  index = ask (r, seat, msg, total);
  if (index >= 0)
    {
      const Offer *o = &offers[index];

      if (o->cards.n == 0)
        gt_action_pass (&a, seat);
      else
        {
          gt_action_play (&a, seat, &o->cards);
          a.combo = o->combo;
        }
      ok = gt_game_act (g, g->rs, &a, NULL, NULL);
      if (!ok)
        g_string_printf (r->error, "the engine refused seat %u's action %d", seat, index);
      else
        notify_play (r, seat, &o->cards, &o->combo);
    }
  g_free (moves);
  g_free (offers);
  return ok;
}

/* The seat to give a tribute or a return: every card the rules accept. */
static gboolean
seat_gives (Referee      *r,
            GtActionType  type)
{
  GtGame *g = &r->g;
  guint seat = g->turn;
  const char *stage = type == GT_ACTION_TRIBUTE ? "tribute" : "back";
  g_autoptr (GString) msg = g_string_new (NULL);
  GtCard offered[GT_CARD_KINDS];
  guint n = 0;
  gint index;
  GtAction a;

  if (r->seat[seat].player != NULL)
    return player_acts (r, &a);
  begin_act (msg, g, seat, stage);
  append_positions (r, msg, TRUE);
  g_string_append (msg, ", \"actionList\": [");
  /* Low to high at the level, as the field's referees list returns. */
  for (guint p = 0; p < 15; p++)
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      {
        if (g->hand[seat][c] == 0 || card_order ((GtCard) c, g->level) / 4 != p)
          continue;
        gt_action_card (&a, type, seat, (GtCard) c);
        if (!gt_game_check (g, &a, NULL))
          continue;
        g_string_append_printf (msg, "%s[\"%s\", \"%s\", [\"%s\"]]", n ? ", " : "", stage, stage,
                                protocol_card ((GtCard) c));
        offered[n++] = (GtCard) c;
      }
  g_string_append (msg, "]");
  index = ask (r, seat, msg, n);
  if (index < 0)
    return FALSE;
  gt_action_card (&a, type, seat, offered[index]);
  if (!gt_game_act (g, g->rs, &a, NULL, NULL))
    {
      g_string_printf (r->error, "the engine refused seat %u's %s %d", seat, stage, index);
      return FALSE;
    }
  return TRUE;
}

static void
notify_tribute (Referee *r,
                gboolean back)
{
  const GtGame *g = &r->g;
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
  send_all (r, msg->str);
}

/* Those who would have paid: the last of the previous deal, or the last
 * two when they are partners. */
static void
notify_anti_tribute (Referee *r)
{
  const GtGame *g = &r->g;
  guint last = g->prev_order[SEATS - 1], before = g->prev_order[SEATS - 2];
  g_autofree char *msg = NULL;

  if (g->side[last] == g->side[before])
    msg = g_strdup_printf ("{\"type\": \"notify\", \"stage\": \"anti-tribute\", \"antiNums\": 2, "
                           "\"antiPos\": [%u, %u]}", before, last);
  else
    msg = g_strdup_printf ("{\"type\": \"notify\", \"stage\": \"anti-tribute\", \"antiNums\": 1, "
                           "\"antiPos\": [%u]}", last);
  send_all (r, msg);
}

/* One deal from dealing to its end. */
static gboolean
play_deal (Referee *r,
           GRand   *rand)
{
  GtGame *g = &r->g;
  gboolean ok = TRUE;
  g_autoptr (GString) msg = g_string_new (NULL);

  g_assert_true (gt_game_deal (g, rand));
  r->cur_pos = r->greater_pos = -1;
  g_string_assign (r->cur_action, "[null, null, null]");
  g_string_assign (r->greater_action, "[null, null, null]");
  for (guint seat = 0; seat < SEATS; seat++)
    {
      /* The Danzero-Predeal referee sends the levels of `beginning' as
       * numbers, those of every act as letters. */
      g_string_assign (msg, "{\"type\": \"notify\", \"stage\": \"beginning\", ");
      append_hand (msg, g, seat);
      g_string_append_printf (msg, ", \"myPos\": %u, \"selfRank\": %u, \"oppoRank\": %u, \"curRank\": %u}", seat,
                              g->levels[g->side[seat]], g->levels[!g->side[seat]], g->level);
      send (r, seat, msg->str);
    }
  if (g->tribute_kind == GT_TRIBUTE_ANTI)
    notify_anti_tribute (r);
  for (guint steps = 0; ok && g->phase != GT_PHASE_DEAL_OVER && g->phase != GT_PHASE_GAME_OVER && steps < 2000;
       steps++)
    {
      guint8 phase_before = g->phase;

      if (g->phase == GT_PHASE_PLAY)
        ok = seat_plays (r);
      else if (g->phase == GT_PHASE_TRIBUTE && g->tribute_kind == GT_TRIBUTE_DOUBLE &&
               g->tribute[0].card != GT_CARD_NONE && g->tribute[1].card != GT_CARD_NONE)
        {
          /* The field's referees give the larger tribute to the first
           * finisher themselves; with equal cards either is the same. */
          GtAction a;
          guint larger = card_order (g->tribute[1].card, g->level) / 4 >
                         card_order (g->tribute[0].card, g->level) / 4;

          gt_action_choose (&a, g->turn, g->tribute[larger].giver);
          ok = gt_game_act (g, g->rs, &a, NULL, NULL);
          if (!ok)
            g_string_printf (r->error, "the engine refused the double tribute's choice");
        }
      else if (g->phase == GT_PHASE_TRIBUTE || g->phase == GT_PHASE_RETURN)
        ok = seat_gives (r, g->phase == GT_PHASE_TRIBUTE ? GT_ACTION_TRIBUTE : GT_ACTION_RETURN);
      else
        {
          g_string_printf (r->error, "a phase the protocol has no message for (%u)", g->phase);
          ok = FALSE;
        }
      if (ok && phase_before == GT_PHASE_TRIBUTE && g->phase == GT_PHASE_RETURN)
        notify_tribute (r, FALSE);
      if (ok && phase_before == GT_PHASE_RETURN && g->phase == GT_PHASE_PLAY)
        notify_tribute (r, TRUE);
    }
  if (ok && g->phase != GT_PHASE_DEAL_OVER && g->phase != GT_PHASE_GAME_OVER)
    {
      g_string_printf (r->error, "a deal of 2,000 actions");
      ok = FALSE;
    }
  if (ok)
    {
      g_string_assign (msg, "{\"type\": \"notify\", \"stage\": \"episodeOver\", \"order\": [");
      for (guint i = 0; i < g->n_order; i++)
        g_string_append_printf (msg, "%s%u", i ? ", " : "", g->order[i]);
      g_string_append_printf (msg, "], \"curRank\": \"%s\", \"restCards\": [", gt_protocol_rank (g->level));
      for (guint i = 0, k = 0; i < SEATS; i++)
        if (g->count[i] > 0)
          {
            GtCardList hand;

            gt_game_hand_list (g, i, &hand);
            g_string_append_printf (msg, "%s[%u, ", k++ ? ", " : "", i);
            append_cards (msg, &hand, g->level);
            g_string_append_c (msg, ']');
          }
      g_string_append (msg, "]}");
      send_all (r, msg->str);
    }
  return ok;
}

static gboolean
start_seats (Referee     *r,
             char *const *argv[2],
             GError     **error)
{
  for (guint seat = 0; seat < SEATS; seat++)
    {
      Seat *s = &r->seat[seat];
      guint who = r->g.side[seat] != r->a_side;
      GtPlayerLevel level;

      if (argv[who][0][0] == '@' && gt_player_level_parse (argv[who][0] + 1, &level))
        {
          s->player = gt_player_new (level);
          gt_player_set_seed (s->player, seat + 1);
          continue;
        }
      s->proc = g_subprocess_newv ((const char *const *) argv[who],
                                   G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, error);
      if (s->proc == NULL)
        return FALSE;
      s->to = g_subprocess_get_stdin_pipe (s->proc);
      s->from = g_data_input_stream_new (g_subprocess_get_stdout_pipe (s->proc));
    }
  return TRUE;
}

/* Ends the game for the bots (their input ends) and waits for them. */
static gboolean
stop_seats (Referee *r)
{
  gboolean clean = TRUE;

  for (guint seat = 0; seat < SEATS; seat++)
    {
      Seat *s = &r->seat[seat];

      g_clear_pointer (&s->player, gt_player_free);
      if (s->proc == NULL)
        continue;
      g_output_stream_close (s->to, NULL, NULL);
      if (!g_subprocess_wait_check (s->proc, NULL, NULL))
        {
          if (r->error->len == 0)
            g_string_printf (r->error, "seat %u did not exit cleanly", seat);
          clean = FALSE;
        }
      g_clear_object (&s->from);
      g_clear_object (&s->proc);
    }
  return clean;
}

/* The two-sided 95 % interval's half width of a share p of n. */
static double
margin (double p,
        guint  n)
{
  return n ? 1.96 * sqrt (p * (1 - p) / n) * 100 : 0;
}

int
main (int    argc,
      char **argv)
{
  gint games = 2, max_deals = 0;
  gint64 seed = 1;
  g_autofree char *record = NULL;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games to play (seats swapped every other game)", "N" },
    { "deals", 'd', 0, G_OPTION_ARG_INT, &max_deals, "Deals at most per game (0: to the game's end)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the first pair of games", "S" },
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &record, "Write the stream sent to seat 0", "FILE" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("A B");
  g_autoptr (GError) error = NULL;
  char **cmd[2] = { NULL, NULL };
  Referee r = { 0 };
  guint won[2] = { 0, 0 }, finished[2] = { 0, 0 }, deals_won = 0, deals = 0, failed = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 3 || games < 1 || max_deals < 0)
    {
      g_printerr ("usage: bench-field [--games N] [--deals N] [--seed S] [--record FILE] A B\n%s\n",
                  error != NULL ? error->message : "");
      return 2;
    }
  for (guint i = 0; i < 2; i++)
    {
      GtPlayerLevel level;

      if (!g_shell_parse_argv (argv[1 + i], NULL, &cmd[i], &error))
        {
          g_printerr ("bench-field: command %s: %s\n", argv[1 + i], error->message);
          return 2;
        }
      if (cmd[i][0][0] == '@' && (cmd[i][1] != NULL || !gt_player_level_parse (cmd[i][0] + 1, &level)))
        {
          g_printerr ("bench-field: %s: not one of @simple, @heuristic, @strong, @omniscient\n", argv[1 + i]);
          return 2;
        }
    }
  /* A bot that dies must fail its game, not end the referee. */
  signal (SIGPIPE, SIG_IGN);
  r.rs = gt_ruleset_lookup ("guandan");
  r.ms[0] = g_array_new (FALSE, FALSE, sizeof (double));
  r.ms[1] = g_array_new (FALSE, FALSE, sizeof (double));
  r.cur_action = g_string_new (NULL);
  r.greater_action = g_string_new (NULL);
  r.error = g_string_new (NULL);
  if (record != NULL && (r.record = fopen (record, "w")) == NULL)
    {
      g_printerr ("bench-field: %s: %s\n", record, g_strerror (errno));
      return 2;
    }

  printf ("1..%d\n", games);
  for (gint game = 0; game < games; game++)
    {
      GRand *rand = g_rand_new_with_seed ((guint32) (seed + game / 2));
      guint n_deals = 0, a_first = 0;
      gboolean ok;

      gt_game_init (&r.g, r.rs, 0);
      r.a_side = r.g.side[game % 2];
      g_string_truncate (r.error, 0);
      ok = start_seats (&r, (char *const *[2]) { cmd[0], cmd[1] }, &error);
      if (!ok)
        g_string_printf (r.error, "%s", error->message);
      while (ok && r.g.phase == GT_PHASE_DEAL_OVER && n_deals < (max_deals ? (guint) max_deals : DEALS_MAX))
        {
          ok = play_deal (&r, rand);
          n_deals++;
          if (ok)
            a_first += r.g.side[r.g.order[0]] == r.a_side;
        }
      ok = stop_seats (&r) && ok;
      if (ok && max_deals == 0 && r.g.winner == GT_TEAM_NONE)
        {
          g_string_printf (r.error, "no side passed A in %u deals", n_deals);
          ok = FALSE;
        }
      if (ok)
        {
          deals += n_deals;
          deals_won += a_first;
          if (r.g.winner != GT_TEAM_NONE)
            {
              finished[game % 2]++;
              won[game % 2] += r.g.winner == r.a_side;
            }
        }
      printf ("%s %d - game %d: A at seats %s, %u deals, A out first in %u, levels A %s B %s%s\n",
              ok ? "ok" : "not ok", game + 1, game + 1, game % 2 ? "1/3" : "0/2", n_deals, a_first,
              gt_protocol_rank (r.g.levels[r.a_side]), gt_protocol_rank (r.g.levels[!r.a_side]),
              r.g.winner == GT_TEAM_NONE ? "" : r.g.winner == r.a_side ? ", A won" : ", B won");
      if (!ok)
        printf ("# game %d: %s\n", game + 1, r.error->str);
      fflush (stdout);
      failed += !ok;
      g_rand_free (rand);
    }

  {
    guint n = finished[0] + finished[1], w = won[0] + won[1];
    double p = n ? (double) w / n : 0, q = deals ? (double) deals_won / deals : 0;

    printf ("# A: %s\n# B: %s\n", argv[1], argv[2]);
    printf ("# A won %u of %u finished games: %.1f %% ± %.1f (95 %%); at seats 0/2 %u of %u, at 1/3 %u of %u\n",
            w, n, 100 * p, margin (p, n), won[0], finished[0], won[1], finished[1]);
    printf ("# A's side out first in %u of %u deals: %.1f %% ± %.1f (95 %%)\n", deals_won, deals, 100 * q,
            margin (q, deals));
    printf ("# %u games not valid to the end\n# ", failed);
    bench_report_times ("A", r.ms[0]);
    printf ("# ");
    bench_report_times ("B", r.ms[1]);
  }
  if (r.record != NULL)
    fclose (r.record);
  g_strfreev (cmd[0]);
  g_strfreev (cmd[1]);
  g_array_free (r.ms[0], TRUE);
  g_array_free (r.ms[1], TRUE);
  g_string_free (r.cur_action, TRUE);
  g_string_free (r.greater_action, TRUE);
  g_string_free (r.error, TRUE);
  return failed ? 1 : 0;
}
