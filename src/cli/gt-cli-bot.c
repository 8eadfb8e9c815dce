/* gt-cli-bot.c — `bot`: our computer player as a seat of the field's referees
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Guandan AI field's message format (../shared/spec/bot-protocol.md;
 * docs/notation.md): the referee sends one JSON object a line; for each
 * `act` the bot writes one line {"actIndex": I}.  The bot keeps its own
 * record of the deal from the `notify` messages — the cards played, who
 * passed on the play to beat, who went out in which order, what was paid
 * and returned — and at each `act` writes it as a position of our notation
 * (gt_game_load_string() checks it like any position), with the cards it
 * cannot see laid out anyhow among the other hands: the player decides
 * from its seat's view (gt-view.h), which cannot tell one layout from
 * another.  Its choice is then found in the referee's action list by its
 * cards, the combination's type breaking a tie; the referee's list is the
 * authority, so a choice it does not offer falls back to the list's first
 * action, never to silence.
 */
#define G_LOG_DOMAIN "gt-cli-bot"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-game.h"
#include "gt-moves.h"
#include "gt-player.h"
#include "gt-protocol.h"
#include "gt-solver.h"

#define SEATS 4

typedef struct {
  const GtRuleset *rs;             /* Guandan's: the field's protocol is its own */
  GtPlayer *player;
  gint me;                         /* our seat, 0–3; -1 before a deal begins */
  guint self_rank, oppo_rank, cur_rank;
  guint8 gone[GT_CARD_KINDS];      /* cards played in this deal */
  guint8 count[SEATS];             /* cards each seat holds, from the plays */
  guint8 passed;                   /* seats that passed on the play to beat */
  guint8 order[SEATS], n_order;    /* who went out, in order */
  GtTribute tribute[2];            /* this deal's tribute, as shown */
  guint n_tribute;
  guint lines, json_lines, acts, fallbacks;
} Bot;

/* ---- Cards and ranks of the protocol -------------------------------------- */

/* "S2" … "SA" ("T" for ten), "SB" the small joker, "HR" the big one. */
static gboolean
card_from_protocol (const char *text,
                    GtCard     *card)
{
  char buf[8];

  if (text == NULL || strlen (text) != 2)
    return FALSE;
  if (g_str_equal (text, "SB"))
    return gt_card_parse ("BJ", -1, card);
  if (g_str_equal (text, "HR"))
    return gt_card_parse ("RJ", -1, card);
  if (text[1] == 'T')
    g_snprintf (buf, sizeof buf, "%c10", text[0]);
  else
    g_snprintf (buf, sizeof buf, "%s", text);
  return gt_card_parse (buf, -1, card);
}

/* A rank sent as "2" … "A" ("T") or as a number 2 … 14. */
static gboolean
rank_from_node (JsonNode *node,
                guint    *rank)
{
  if (node == NULL || JSON_NODE_TYPE (node) != JSON_NODE_VALUE)
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 v = json_node_get_int (node);

      if (v < 2 || v > 14)
        return FALSE;
      *rank = (guint) v;
      return TRUE;
    }
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *s = json_node_get_string (node);

      return gt_rank_parse (g_str_equal (s, "T") ? "10" : s, rank);
    }
  return FALSE;
}

/* The cards of an action [TYPE, RANK, CARDS] (none for PASS). */
static gboolean
action_cards (JsonArray  *action,
              GtCardList *cards)
{
  JsonNode *node;
  JsonArray *list;

  gt_card_list_init (cards);
  if (action == NULL || json_array_get_length (action) < 3)
    return FALSE;
  node = json_array_get_element (action, 2);
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
      g_str_equal (json_node_get_string (node), "PASS"))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  list = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      GtCard c;

      if (!card_from_protocol (json_array_get_string_element (list, i), &c) ||
          !gt_card_list_append (cards, c, GT_CARD_NONE))
        return FALSE;
    }
  return TRUE;
}

/* Member i of an action [TYPE, RANK, CARDS] (0: TYPE, 1: RANK), NULL if
 * it is no string. */
static const char *
action_word (JsonArray *action,
             guint      i)
{
  JsonNode *node;

  if (action == NULL || json_array_get_length (action) <= i)
    return NULL;
  node = json_array_get_element (action, i);
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node)
             : NULL;
}

/* ---- The deal as the seat has seen it --------------------------------------- */

static void
deal_reset (Bot *b)
{
  memset (b->gone, 0, sizeof b->gone);
  for (guint s = 0; s < SEATS; s++)
    b->count[s] = 27;
  b->passed = 0;
  b->n_order = 0;
  b->n_tribute = 0;
}

static gint
member_int (JsonObject *o,
            const char *name,
            gint        fallback)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64
             ? (gint) json_node_get_int (n)
             : fallback;
}

static JsonArray *
member_array (JsonObject *o,
              const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

static void
read_ranks (Bot        *b,
            JsonObject *o)
{
  guint r;

  if (rank_from_node (json_object_get_member (o, "selfRank"), &r))
    b->self_rank = r;
  if (rank_from_node (json_object_get_member (o, "oppoRank"), &r))
    b->oppo_rank = r;
  if (rank_from_node (json_object_get_member (o, "curRank"), &r))
    b->cur_rank = r;
}

/* A play the seat saw: the cards leave the player's hand; a pass marks the
 * seat as passed on the play to beat. */
static void
saw_play (Bot        *b,
          JsonObject *o)
{
  gint pos = member_int (o, "curPos", -1);
  GtCardList cards;

  if (pos < 0 || pos >= SEATS || !action_cards (member_array (o, "curAction"), &cards))
    return;
  if (cards.n == 0)
    {
      b->passed |= (guint8) (1u << pos);
      return;
    }
  b->passed = 0;
  for (guint i = 0; i < cards.n; i++)
    if (b->gone[cards.card[i]] < 2)
      b->gone[cards.card[i]]++;
  b->count[pos] = (guint8) (b->count[pos] > cards.n ? b->count[pos] - cards.n : 0);
  if (b->count[pos] == 0 && b->n_order < SEATS)
    b->order[b->n_order++] = (guint8) pos;
}

/* Tribute and return: [[FROM, TO, CARD], …]. */
static void
saw_tribute (Bot        *b,
             JsonObject *o,
             gboolean    back)
{
  JsonArray *result = member_array (o, "result");

  for (guint i = 0; result != NULL && i < json_array_get_length (result); i++)
    {
      JsonArray *r = json_array_get_array_element (result, i);
      GtCard card;
      gint from, to;

      if (r == NULL || json_array_get_length (r) < 3 ||
          !card_from_protocol (json_array_get_string_element (r, 2), &card))
        continue;
      from = (gint) json_array_get_int_element (r, 0);
      to = (gint) json_array_get_int_element (r, 1);
      if (from < 0 || from >= SEATS || to < 0 || to >= SEATS)
        continue;
      if (!back && b->n_tribute < G_N_ELEMENTS (b->tribute))
        {
          GtTribute *t = &b->tribute[b->n_tribute++];

          t->giver = (guint8) from;
          t->receiver = (guint8) to;
          t->card = card;
          t->returned = GT_CARD_NONE;
        }
      else if (back)
        for (guint k = 0; k < b->n_tribute; k++)
          if (b->tribute[k].giver == to && b->tribute[k].receiver == from)
            b->tribute[k].returned = card;
    }
}

/* The position of an `act` in the play stage, in our notation: our hand,
 * the counts the referee gives, the unseen cards laid out in order among
 * the other hands (the player cannot tell), the play to beat and who
 * passed on it.  NULL when the record does not fit together. */
static char *
position_text (Bot        *b,
               JsonObject *o,
               GtCardList *hand)
{
  const char *seat[SEATS];
  JsonArray *info = member_array (o, "publicInfo");
  guint8 unseen[GT_CARD_KINDS], count[SEATS];
  GString *t = g_string_new ("[position]\n");
  gint greater = member_int (o, "greaterPos", -1);
  GtCardList beat;
  guint c = 0;

  /* The protocol's seats 0–3 in play order are the game's, named by it. */
  for (guint s = 0; s < SEATS; s++)
    seat[s] = gt_ruleset_seat_id (b->rs, s);

  for (guint k = 0; k < GT_CARD_KINDS; k++)
    unseen[k] = b->rs->copies[k];
  for (guint k = 0; k < GT_CARD_KINDS; k++)
    unseen[k] = (guint8) (unseen[k] > b->gone[k] ? unseen[k] - b->gone[k] : 0);
  for (guint i = 0; i < hand->n; i++)
    {
      if (unseen[hand->card[i]] == 0)
        goto bad;
      unseen[hand->card[i]]--;
    }
  for (guint s = 0; s < SEATS; s++)
    {
      JsonObject *p = info != NULL && s < json_array_get_length (info)
                          ? json_array_get_object_element (info, s)
                          : NULL;

      count[s] = (guint8) member_int (p, "rest", b->count[s]);
    }
  count[b->me] = (guint8) hand->n;

  g_string_append_printf (t, "levels=%s,%s\nlevel=%s\n",
                          gt_rank_to_string (b->me % 2 == 0 ? b->self_rank : b->oppo_rank),
                          gt_rank_to_string (b->me % 2 == 0 ? b->oppo_rank : b->self_rank),
                          gt_rank_to_string (b->cur_rank));
  for (guint s = 0; s < SEATS; s++)
    {
      g_string_append_printf (t, "%s=", seat[s]);
      if (count[s] == 0)
        g_string_append (t, "-");
      else if ((gint) s == b->me)
        for (guint i = 0; i < hand->n; i++)
          g_string_append_printf (t, "%s ", gt_card_to_string (hand->card[i]));
      else
        for (guint n = 0; n < count[s]; n++)
          {
            while (c < GT_CARD_KINDS && unseen[c] == 0)
              c++;
            if (c == GT_CARD_KINDS)
              goto bad;
            unseen[c]--;
            g_string_append_printf (t, "%s ", gt_card_to_string ((GtCard) c));
          }
      g_string_append_c (t, '\n');
    }
  if (b->n_order > 0)
    {
      g_string_append (t, "finished=");
      for (guint i = 0; i < b->n_order; i++)
        if (count[b->order[i]] == 0)
          g_string_append_printf (t, "%s ", seat[b->order[i]]);
      g_string_append_c (t, '\n');
    }
  g_string_append_printf (t, "turn=%s\n", seat[b->me]);
  if (greater >= 0 && greater < SEATS && greater != b->me &&
      action_cards (member_array (o, "greaterAction"), &beat) && beat.n > 0)
    {
      g_string_append (t, "table=");
      for (guint i = 0; i < beat.n; i++)
        g_string_append_printf (t, "%s ", gt_card_to_string (beat.card[i]));
      g_string_append_printf (t, "\ntable-by=%s\n", seat[greater]);
      if (b->passed & ~(1u << greater) & ~(1u << b->me))
        {
          g_string_append (t, "passed=");
          for (guint s = 0; s < SEATS; s++)
            if ((b->passed & (1u << s)) && (gint) s != greater && (gint) s != b->me)
              g_string_append_printf (t, "%s ", seat[s]);
          g_string_append_c (t, '\n');
        }
    }
  return g_string_free (t, FALSE);

bad:
  g_string_free (t, TRUE);
  return NULL;
}

/* ---- Choosing ----------------------------------------------------------------- */

static gboolean
hand_of (JsonObject *o,
         GtCardList *hand)
{
  JsonArray *cards = member_array (o, "handCards");

  gt_card_list_init (hand);
  for (guint i = 0; cards != NULL && i < json_array_get_length (cards); i++)
    {
      GtCard c;

      if (!card_from_protocol (json_array_get_string_element (cards, i), &c) ||
          !gt_card_list_append (hand, c, GT_CARD_NONE))
        return FALSE;
    }
  return cards != NULL;
}

/* The index of our play (NULL: a pass) in the referee's list, or -1.  The
 * same cards can be offered in more than one reading (a straight with a
 * wild card at either end): the one with our TYPE and RANK, else one with
 * our TYPE, else the same cards. */
static gint
find_action (const GtRuleset  *rs,
             JsonArray        *list,
             const GtCardList *play,
             const GtCombo    *combo)
{
  const char *type = combo != NULL ? gt_protocol_type (rs, combo) : NULL;
  const char *rank = combo != NULL ? gt_protocol_combo_rank (rs, combo) : NULL;
  gint same_type = -1, same_cards = -1;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonArray *a = json_array_get_array_element (list, i);
      GtCardList cards;
      const char *t = action_word (a, 0), *r;

      if (t == NULL || !action_cards (a, &cards))
        continue;
      if (play == NULL)
        {
          if (g_str_equal (t, "PASS"))
            return (gint) i;
          continue;
        }
      if (!gt_card_list_same_cards (&cards, play))
        continue;
      if (type != NULL && g_str_equal (t, type))
        {
          if ((r = action_word (a, 1)) != NULL && g_str_equal (r, rank))
            return (gint) i;
          if (same_type < 0)
            same_type = (gint) i;
        }
      if (same_cards < 0)
        same_cards = (gint) i;
    }
  return same_type >= 0 ? same_type : same_cards;
}

static gint
choose_play (Bot        *b,
             JsonObject *o,
             JsonArray  *list)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GtCardList hand;
  GtAction action;
  GtGame g;

  if (!hand_of (o, &hand) || (text = position_text (b, o, &hand)) == NULL)
    {
      g_printerr ("bot: the deal as recorded does not fit this hand; playing the first action\n");
      return -1;
    }
  gt_game_init (&g, b->rs, 0);
  if (!gt_game_load_string (&g, g.rs, text, "position", &error))
    {
      g_printerr ("bot: %s; playing the first action\n", error->message);
      return -1;
    }
  if (!gt_player_act (b->player, &g, &action))
    return -1;
  if (action.type == GT_ACTION_PASS)
    return find_action (b->rs, list, NULL, NULL);
  return find_action (b->rs, list, &action.cards, &action.combo);
}

/* Tribute: the strongest card offered (the rules leave only the suit
 * open).  Back: the card whose loss leaves the hand in the fewest plays,
 * the weakest among those. */
static gint
choose_card (Bot        *b,
             JsonObject *o,
             JsonArray  *list,
             gboolean    back)
{
  GtRuleCtx ctx;
  guint8 strength[GT_RANK_COUNT], counts[GT_CARD_KINDS] = { 0 };
  GtCardList hand;
  gint best = -1;
  guint best_score = 0;

  gt_rule_ctx_init (&ctx, b->rs, b->cur_rank);
  ctx.rs->rank_strength (&ctx, strength);
  if (hand_of (o, &hand))
    for (guint i = 0; i < hand.n; i++)
      counts[hand.card[i]]++;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      GtCardList cards;
      guint score;

      if (!action_cards (json_array_get_array_element (list, i), &cards) || cards.n != 1)
        continue;
      if (back)
        {
          guint8 rest[GT_CARD_KINDS];

          memcpy (rest, counts, sizeof rest);
          if (rest[cards.card[0]] > 0)
            rest[cards.card[0]]--;
          score = (0xffffu - (gt_min_plays_counts (rest, b->cur_rank) << 8)) << 8 |
                  (255u - strength[gt_card_rank (cards.card[0])]);
        }
      else
        score = strength[gt_card_rank (cards.card[0])];
      if (best < 0 || score > best_score)
        {
          best = (gint) i;
          best_score = score;
        }
    }
  return best;
}

static void
answer (Bot        *b,
        JsonObject *o)
{
  JsonArray *list = member_array (o, "actionList");
  const char *stage = json_object_get_string_member_with_default (o, "stage", "");
  gint index = -1;

  b->acts++;
  read_ranks (b, o);
  if (list == NULL || json_array_get_length (list) == 0)
    g_printerr ("bot: an act without actions; answering 0\n");
  else if (g_str_equal (stage, "play"))
    index = choose_play (b, o, list);
  else if (g_str_equal (stage, "tribute"))
    index = choose_card (b, o, list, FALSE);
  else if (g_str_equal (stage, "back"))
    index = choose_card (b, o, list, TRUE);
  if (index < 0)
    {
      if (list != NULL && json_array_get_length (list) > 0 && g_str_equal (stage, "play"))
        g_printerr ("bot: our choice is not among the referee's actions; playing the first\n");
      b->fallbacks++;
      index = 0;
    }
  printf ("{\"actIndex\": %d}\n", index);
  fflush (stdout);
}

static void
notify (Bot        *b,
        JsonObject *o)
{
  const char *stage = json_object_get_string_member_with_default (o, "stage", "");

  if (g_str_equal (stage, "beginning"))
    {
      deal_reset (b);
      b->me = member_int (o, "myPos", b->me);
      read_ranks (b, o);
    }
  else if (g_str_equal (stage, "play"))
    saw_play (b, o);
  else if (g_str_equal (stage, "tribute"))
    saw_tribute (b, o, FALSE);
  else if (g_str_equal (stage, "back"))
    saw_tribute (b, o, TRUE);
  else if (g_str_equal (stage, "episodeOver"))
    deal_reset (b);
}

int
gt_cli_bot (int    argc,
            char **argv)
{
  CliOptions o = { 0 };
  char *strength = NULL;
  gint64 seed = 1;
  const GOptionEntry extra[] = {
    { "strength", 0, 0, G_OPTION_ARG_STRING, &strength,
      N_("The computer player: simple, heuristic or strong (default strong)"), "NAME" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed of the player's choices (default 1)"), "S" },
    { NULL }
  };
  GtPlayerLevel level = GT_PLAYER_STRONG;
  Bot b = { 0 };
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  int ret;

  ret = gt_cli_parse_options ("bot", "",
                              _("Play Guandan as one seat of a referee speaking the field's JSON lines "
                                "on standard input and output."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  /* The analyst sees every hand, which a referee never shows: not a seat. */
  if (strength != NULL && (!gt_player_level_parse (strength, &level) || level == GT_PLAYER_OMNISCIENT))
    {
      gt_cli_bad_input ("--strength: '%s' is not simple, heuristic or strong", strength);
      goto out;
    }
  if (seed < 0 || seed > G_MAXUINT32)
    {
      gt_cli_bad_input ("--seed: give a seed from 0 to %u", G_MAXUINT32);
      goto out;
    }
  /* The protocol is Guandan's (bot-protocol.md): `--game` names no other. */
  b.rs = o.rs;
  if (b.rs->game->seats != SEATS || b.rs->game->table != GT_TABLE_CLIMB)
    {
      gt_cli_bad_input ("--game: the bot protocol is Guandan's; '%s' is not played through it", b.rs->id);
      goto out;
    }
  b.player = gt_player_new (level);
  gt_player_set_seed (b.player, (guint32) seed);
  b.me = 0;
  b.self_rank = b.oppo_rank = b.cur_rank = 2;
  deal_reset (&b);

  while ((len = getline (&line, &cap, stdin)) >= 0)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonNode *root;
      JsonObject *obj;
      const char *type;

      g_strchomp (line);
      if (line[0] == '\0')
        continue;
      b.lines++;
      if (!json_parser_load_from_data (parser, line, -1, &error) ||
          !JSON_NODE_HOLDS_OBJECT (root = json_parser_get_root (parser)))
        {
          g_printerr ("bot: line %u: not a JSON object%s%s\n", b.lines, error != NULL ? ": " : "",
                      error != NULL ? error->message : "");
          /* A line that says it is an act still gets an answer, so that a
           * referee never waits for ever. */
          if (strstr (line, "\"act\"") != NULL)
            {
              printf ("{\"actIndex\": 0}\n");
              fflush (stdout);
              b.fallbacks++;
            }
          continue;
        }
      b.json_lines++;
      obj = json_node_get_object (root);
      type = json_object_get_string_member_with_default (obj, "type", "");
      if (g_str_equal (type, "act"))
        answer (&b, obj);
      else if (g_str_equal (type, "notify"))
        notify (&b, obj);
      else
        g_printerr ("bot: line %u: a message of unknown type '%s', ignored\n", b.lines, type);
    }
  g_free (line);
  /* Input that was never JSON lines is the one thing worth a failure. */
  ret = b.lines > 0 && b.json_lines == 0 ? EXIT_BAD_INPUT : EXIT_LEGAL;
  if (ret == EXIT_BAD_INPUT)
    g_printerr ("bot: the input held no JSON object: is this the referee's message stream?\n");
  else if (b.acts > 0)
    g_printerr ("bot: %u actions answered, %u by falling back to the first\n", b.acts, b.fallbacks);
  gt_player_free (b.player);
out:
  g_free (strength);
  gt_cli_options_clear (&o);
  return ret;
}
