/* gt-position.c — a game position as text: the keys of one key-file group
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lessons and puzzles set positions up in this form; docs/position-format.md
 * documents every key.  The engine works on a GKeyFile in memory and never
 * reads files itself.  Loading checks everything it can and names the key
 * at fault; a failed load leaves the game as it was.
 */
#define G_LOG_DOMAIN "gt-position"

#include "config.h"

#include <string.h>

#include "gt-game.h"

G_DEFINE_QUARK (gt-position-error-quark, gt_position_error)

/* Every key this file reads or writes, so that saving can clear stale ones. */
static const char *const all_keys[] = {
  "levels", "level", "declarer", "phase", "deal", "variants", "a-fails",
  "turn", "table", "table-by", "passed", "finished", "previous",
  "winner", "seats", "stock", "trump", "trick", "trick-by",
};

/* Where a failed load reports: the error, and the key at fault as data, so
 * that a file's reader can point at that key's line without parsing the
 * message (gt_game_load_key_file()). */
typedef struct {
  GError **error;
  const char *key;   /* static; NULL: no one key is at fault */
  const GtGame *g;   /* the game being read: its seats name the keys */
} Fault;

/* Sets the error, "key 'KEY': message" (just the message when key is NULL),
 * and remembers key, which must be a static string: a key name of this
 * file or a seat's (gt_game_seat_id()). */
G_GNUC_PRINTF (4, 5)
static gboolean
fail (Fault      *f,
      int         code,
      const char *key,
      const char *format,
      ...)
{
  va_list args;
  char *msg;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  f->key = key;
  if (key != NULL)
    g_set_error (f->error, GT_POSITION_ERROR, code, "key '%s': %s", key, msg);
  else
    g_set_error_literal (f->error, GT_POSITION_ERROR, code, msg);
  g_free (msg);
  return FALSE;
}

static char *
get (GKeyFile   *kf,
     const char *group,
     const char *key)
{
  char *v;

  /* Asked first: GKeyFile translates its "no such key" message even when
   * nobody wants the error, and a position leaves most keys out. */
  if (!g_key_file_has_key (kf, group, key, NULL))
    return NULL;
  v = g_key_file_get_string (kf, group, key, NULL);
  if (v)
    g_strstrip (v);
  return v;
}

/* "S N", "S,N" or "S;N" → seats in order; a bit set of them in *set. */
static gboolean
parse_seats (const char *key,
             const char *text,
             guint8      out[GT_SEATS_MAX],
             guint      *n,
             guint      *set,
             Fault      *f)
{
  char **tok = g_strsplit_set (text, " ,;", -1);
  gboolean ok = TRUE;

  *n = 0;
  *set = 0;
  for (guint i = 0; tok[i] && ok; i++)
    {
      guint s;
      if (*tok[i] == '\0')
        continue;
      if (!gt_ruleset_seat_parse (f->g->rs, f->g->n_seats, tok[i], &s))
        ok = fail (f, GT_POSITION_ERROR_BAD_VALUE, key, "unknown seat '%s' (%s to %s)", tok[i],
                   gt_game_seat_id (f->g, 0), gt_game_seat_id (f->g, f->g->n_seats - 1u));
      else if (*set & (1u << s))
        ok = fail (f, GT_POSITION_ERROR_BAD_VALUE, key, "seat %s is named twice", tok[i]);
      else
        {
          out[(*n)++] = (guint8) s;
          *set |= 1u << s;
        }
    }
  g_strfreev (tok);
  return ok;
}

static gboolean
parse_rank_key (const char *key,
                const char *text,
                guint      *rank,
                Fault      *f)
{
  if (!gt_rank_parse (text, rank) || *rank > GT_RANK_A)
    return fail (f, GT_POSITION_ERROR_BAD_VALUE, key, "'%s' is not a level (2-10, J, Q, K or A)", text);
  return TRUE;
}

static gboolean
parse_cards (const GtRuleset *rs,
             const char      *key,
             const char      *text,
             GtCardList      *list,
             Fault           *f)
{
  GError *e = NULL;
  guint8 copies[GT_CARD_KINDS];

  if (g_str_equal (text, "-"))
    {
      gt_card_list_init (list);
      return TRUE;
    }
  /* The deck of the position's variants (two decks hold two of each). */
  gt_ruleset_deck (rs, f->g != NULL ? f->g->variants : 0, copies);
  if (!gt_card_list_parse (text, copies, list, &e))
    {
      fail (f, GT_POSITION_ERROR_BAD_VALUE, key, "%s", e->message);
      g_error_free (e);
      return FALSE;
    }
  return TRUE;
}

char *
gt_game_seats_text (const GtGame *g,
                    const guint8 *seats,
                    guint         n)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", gt_game_seat_id (g, seats[i]));
  return g_string_free (s, FALSE);
}

static gboolean
load (GtGame          *g,
      const GtRuleset *rs,
      GKeyFile        *kf,
      const char      *group,
      Fault           *f)
{
  g_autofree char *levels = get (kf, group, "levels");
  g_autofree char *level = get (kf, group, "level");
  g_autofree char *declarer = get (kf, group, "declarer");
  g_autofree char *phase = get (kf, group, "phase");
  g_autofree char *deal = get (kf, group, "deal");
  g_autofree char *variants = get (kf, group, "variants");
  g_autofree char *a_fails = get (kf, group, "a-fails");
  g_autofree char *turn = get (kf, group, "turn");
  g_autofree char *table = get (kf, group, "table");
  g_autofree char *table_by = get (kf, group, "table-by");
  g_autofree char *passed = get (kf, group, "passed");
  g_autofree char *finished = get (kf, group, "finished");
  g_autofree char *previous = get (kf, group, "previous");
  g_autofree char *winner = get (kf, group, "winner");
  g_autofree char *seats_key = get (kf, group, "seats");
  g_autofree char *stock = get (kf, group, "stock");
  g_autofree char *trump = get (kf, group, "trump");
  g_autofree char *trick = get (kf, group, "trick");
  g_autofree char *trick_by = get (kf, group, "trick-by");
  guint held[GT_CARD_KINDS] = { 0 };
  guint8 copies[GT_CARD_KINDS];
  guint n, set, ph = GT_PHASE_PLAY, r, n_seats = rs->game->seats;

  if (!g_key_file_has_group (kf, group))
    {
      gt_game_init (g, rs, 0);
      return fail (f, GT_POSITION_ERROR_MISSING, NULL, "no group [%s]", group);
    }

  /* How many seats: the key, else (a game of 3–6) up to the highest seat
   * that has a hand, else the game's usual number. */
  if (seats_key)
    {
      guint64 k;
      if (!g_ascii_string_to_unsigned (seats_key, 10, rs->game->min_seats, rs->game->max_seats, &k, NULL))
        {
          gt_game_init (g, rs, 0);
          return fail (f, GT_POSITION_ERROR_BAD_VALUE, "seats", "'%s': give %u to %u seats", seats_key,
                       rs->game->min_seats, rs->game->max_seats);
        }
      n_seats = (guint) k;
    }
  else if (rs->game->min_seats != rs->game->max_seats)
    {
      guint top = 0;
      for (guint s = 0; s < rs->game->max_seats; s++)
        if (g_key_file_has_key (kf, group, gt_ruleset_seat_id (rs, s), NULL))
          top = s + 1;
      n_seats = MAX (top, rs->game->min_seats);
    }
  gt_game_init_seats (g, rs, n_seats, 0);
  g->deal_no = 1;

  if (levels)
    {
      char **v = g_strsplit_set (levels, " ,", -1);
      guint k = 0;
      gboolean ok = TRUE;
      for (guint i = 0; v[i] && ok; i++)
        {
          if (*v[i] == '\0')
            continue;
          if (k >= 2)
            ok = fail (f, GT_POSITION_ERROR_BAD_VALUE, "levels", "give two levels, S–N then E–W");
          else if ((ok = parse_rank_key ("levels", v[i], &r, f)))
            g->levels[k++] = (guint8) r;
        }
      g_strfreev (v);
      if (!ok)
        return FALSE;
      if (k != 2)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "levels", "give two levels, S–N then E–W");
    }

  if (declarer)
    {
      if (g_ascii_strcasecmp (declarer, "SN") == 0)
        g->declarer = GT_TEAM_SN;
      else if (g_ascii_strcasecmp (declarer, "EW") == 0)
        g->declarer = GT_TEAM_EW;
      else if (!g_str_equal (declarer, "-"))
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "declarer", "'%s' is not a team (SN, EW or -)", declarer);
    }

  if (level)
    {
      if (!parse_rank_key ("level", level, &r, f))
        return FALSE;
      g->level = (guint8) r;
    }
  else
    g->level = g->declarer != GT_TEAM_NONE ? g->levels[g->declarer] : g->levels[0];

  if (!declarer)
    {
      /* The team whose level the deal is played at; S–N if both are. */
      if (g->levels[0] == g->level)
        g->declarer = GT_TEAM_SN;
      else if (g->levels[1] == g->level)
        g->declarer = GT_TEAM_EW;
    }
  else if (g->declarer != GT_TEAM_NONE && g->levels[g->declarer] != g->level)
    return fail (f, GT_POSITION_ERROR_INCONSISTENT,
                 "declarer", "team %s is at level %s, but the deal is played at %s",
                 declarer, gt_rank_to_string (g->levels[g->declarer]), gt_rank_to_string (g->level));

  if (phase && !gt_phase_parse (phase, &ph))
    return fail (f, GT_POSITION_ERROR_BAD_VALUE,
                 "phase", "unknown phase '%s' (tribute, return, play, deal-over, game-over, declare or discard)", phase);

  if (deal)
    {
      guint64 d;
      if (!g_ascii_string_to_unsigned (deal, 10, 1, 65535, &d, NULL))
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "deal", "'%s' is not a deal number", deal);
      g->deal_no = (guint16) d;
    }

  if (variants)
    {
      char **v = g_strsplit_set (variants, " ,;", -1);
      gboolean ok = TRUE;
      for (guint i = 0; v[i] && ok; i++)
        if (*v[i] != '\0' && !gt_game_set_variant (g, v[i]))
          ok = fail (f, GT_POSITION_ERROR_BAD_VALUE, "variants", "unknown variant '%s'", v[i]);
      g_strfreev (v);
      if (!ok)
        return FALSE;
    }

  if (a_fails)
    {
      guint64 a, b;
      char **v = g_strsplit (a_fails, ",", -1);
      gboolean ok = g_strv_length (v) == 2 &&
                    g_ascii_string_to_unsigned (g_strstrip (v[0]), 10, 0, 2, &a, NULL) &&
                    g_ascii_string_to_unsigned (g_strstrip (v[1]), 10, 0, 2, &b, NULL);
      g_strfreev (v);
      if (!ok)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "a-fails", "give two counts 0-2, S–N then E–W");
      g->a_fails[0] = (guint8) a;
      g->a_fails[1] = (guint8) b;
    }

  /* Hands.  A seat key that is absent: the seat is not in play. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      g_autofree char *text = get (kf, group, gt_game_seat_id (g, s));
      GtCardList list;

      if (text == NULL)
        continue;
      if (!parse_cards (rs, gt_game_seat_id (g, s), text, &list, f))
        return FALSE;
      if (gt_card_list_has_declarations (&list))
        return fail (f, GT_POSITION_ERROR_BAD_VALUE,
                     gt_game_seat_id (g, s), "a hand holds cards, not declarations: write the wild card alone");
      /* While a tribute is being returned, a receiver holds the card it was
       * paid on top of a full hand; before a discard, the seat to lay
       * cards aside holds them too (GtGameRules.discard). */
      if (list.n > rs->hand_size + (ph == GT_PHASE_RETURN ? 1u : 0u) + (ph == GT_PHASE_DISCARD ? rs->game->discard : 0u))
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, gt_game_seat_id (g, s), "%u cards, more than a hand of %u",
                     list.n, rs->hand_size);
      g->seats |= (guint8) (1u << s);
      for (guint i = 0; i < list.n; i++)
        {
          g->hand[s][list.card[i]]++;
          held[list.card[i]]++;
        }
      g->count[s] = list.n;
    }
  if (g->seats == 0)
    return fail (f, GT_POSITION_ERROR_MISSING, NULL, "no hands: give at least one of the keys %s to %s",
                 gt_game_seat_id (g, 0), gt_game_seat_id (g, g->n_seats - 1u));

  /* The stock, in the order it is drawn (a game that has one). */
  if (stock)
    {
      GtCardList list;

      /* A stock to draw from, or a trick game's kitty laid aside. */
      if (rs->game->round_end == NULL && rs->game->table != GT_TABLE_TRICK)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "stock", "%s has no stock", rs->id);
      if (!parse_cards (rs, "stock", stock, &list, f))
        return FALSE;
      if (gt_card_list_has_declarations (&list))
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "stock", "the stock holds cards, not declarations");
      if (list.n > GT_STOCK_MAX)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "stock", "%u cards, more than a stock of %u", list.n, GT_STOCK_MAX);
      g->stock_n = list.n;
      for (guint i = 0; i < list.n; i++)
        {
          g->stock[list.n - 1 - i] = list.card[i];
          held[list.card[i]]++;
        }
    }

  /* The trump suit of a trick game (GtGame.trump_suit). */
  if (trump)
    {
      static const char suits[] = "SHDC";
      const char *at = strchr (suits, g_ascii_toupper (trump[0]));

      if (rs->game->trick == NULL)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "trump", "%s has no trump suit", rs->id);
      if (trump[0] == '\0' || trump[1] != '\0' || at == NULL)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "trump", "'%s' is not a suit (S, H, D or C)", trump);
      g->trump_suit = (guint8) (at - suits);
    }
  if (table && rs->game->table == GT_TABLE_TRICK)
    return fail (f, GT_POSITION_ERROR_BAD_VALUE, "table", "%s is played in tricks: give the trick so far with trick=", rs->id);
  if (trick && rs->game->table != GT_TABLE_TRICK)
    return fail (f, GT_POSITION_ERROR_BAD_VALUE, "trick", "%s has no tricks: give the play to beat with table=", rs->id);

  /* A trick in progress: its plays in play order from its leader,
   * separated by '/'. */
  if (trick && trick[0] != '\0' && !g_str_equal (trick, "-"))
    {
      g_auto (GStrv) plays = g_strsplit (trick, "/", -1);
      guint by, at = 0, in_play = 0, np = g_strv_length (plays), seat;

      for (guint k = 0; k < g->n_seats; k++)
        in_play += (g->seats >> k) & 1u;
      if (trick_by == NULL)
        return fail (f, GT_POSITION_ERROR_MISSING, "trick-by", "missing: who led the trick?");
      if (!gt_ruleset_seat_parse (g->rs, g->n_seats, trick_by, &by))
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "trick-by", "unknown seat '%s'", trick_by);
      if (!(g->seats & (1u << by)))
        return fail (f, GT_POSITION_ERROR_INCONSISTENT, "trick-by", "seat %s is not in play", trick_by);
      if (np >= in_play)
        return fail (f, GT_POSITION_ERROR_INCONSISTENT, "trick", "%u plays: a trick in progress has fewer than %u", np, in_play);
      g->trick_leader = (guint8) by;
      seat = by;
      for (guint i = 0; i < np; i++)
        {
          GtCardList list;

          if (!parse_cards (rs, "trick", plays[i], &list, f))
            return FALSE;
          /* The game's longest play, which the registry has checked
           * against GT_TRICK_PLAY_MAX. */
          if (list.n == 0 || list.n > MIN (rs->max_combo_size, GT_TRICK_PLAY_MAX) || at + list.n > GT_TRICK_MAX)
            return fail (f, GT_POSITION_ERROR_BAD_VALUE, "trick", "play %u: give 1 to %u cards", i + 1,
                         MIN ((guint) rs->max_combo_size, (guint) GT_TRICK_PLAY_MAX));
          g->trick_at[i] = (guint8) at;
          g->trick_len[i] = list.n;
          for (guint k = 0; k < list.n; k++)
            {
              g->trick_card[at + k] = list.card[k];
              held[list.card[k]]++;
            }
          at += list.n;
          do
            seat = gt_game_next_seat (g, seat);
          while (!(g->seats & (1u << seat)));
        }
      g->trick_n = (guint8) np;
      if (turn != NULL)
        {
          guint t;
          if (gt_ruleset_seat_parse (g->rs, g->n_seats, turn, &t) && t != seat)
            return fail (f, GT_POSITION_ERROR_INCONSISTENT, "turn", "after the trick's %u plays from %s it is %s's turn",
                         np, trick_by, gt_game_seat_id (g, seat));
        }
    }

  if (table)
    {
      GtCardList list;
      GtReading reading;
      GtRuleCtx ctx;
      guint by;

      if (!parse_cards (rs, "table", table, &list, f))
        return FALSE;
      if (list.n > GT_TABLE_MAX)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "table", "%u cards are no combination", list.n);
      gt_game_rule_ctx (g, &ctx);
      if (list.n > 0)
        {
          if (!gt_ruleset_read_table (rs, &ctx, &list, &reading))
            return fail (f, GT_POSITION_ERROR_BAD_VALUE, "table", "the cards are not a combination");
          if (table_by == NULL)
            return fail (f, GT_POSITION_ERROR_MISSING, "table-by", "missing: who made the play on the table?");
          if (!gt_ruleset_seat_parse (g->rs, g->n_seats, table_by, &by))
            return fail (f, GT_POSITION_ERROR_BAD_VALUE, "table-by", "unknown seat '%s'", table_by);
          if (!(g->seats & (1u << by)))
            return fail (f, GT_POSITION_ERROR_INCONSISTENT, "table-by", "seat %s is not in play", table_by);
          g->table = reading.combo;
          g->table_by = (guint8) by;
          g->table_n = list.n;
          for (guint i = 0; i < list.n; i++)
            {
              g->table_card[i] = list.card[i];
              g->table_as[i] = list.as[i];
              held[list.card[i]]++;
            }
        }
    }

  gt_ruleset_deck (rs, g->variants, copies);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (held[c] > copies[c])
        return fail (f, GT_POSITION_ERROR_INCONSISTENT, NULL, "%u copies of %s in the hands%s and on the table; the deck has %u",
                     held[c], gt_card_to_string ((GtCard) c), stock ? ", the stock" : "", copies[c]);
      /* Whatever is in no hand and not in the stock has been played
       * (docs/position-format.md). */
      g->gone[c] = (guint8) copies[c];
      for (guint s = 0; s < g->n_seats; s++)
        g->gone[c] -= g->hand[s][c];
    }
  for (guint i = 0; i < g->stock_n; i++)
    g->gone[g->stock[i]]--;

  if (finished)
    {
      if (!parse_seats ("finished", finished, g->order, &n, &set, f))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          guint s = g->order[i];
          if (!(g->seats & (1u << s)))
            return fail (f, GT_POSITION_ERROR_INCONSISTENT, "finished", "seat %s is not in play",
                         gt_game_seat_id (g, s));
          if (g->count[s] != 0 && ph == GT_PHASE_PLAY)
            return fail (f, GT_POSITION_ERROR_INCONSISTENT, "finished", "seat %s still holds cards",
                         gt_game_seat_id (g, s));
        }
      g->n_order = (guint8) n;
      g->out = (guint8) set;
    }
  /* In a climbing game an empty hand has gone out.  In a trick game every
   * hand empties in the last trick, and nobody "goes out": the seats that
   * have played to it hold nothing and are still in the deal. */
  for (guint s = 0; s < g->n_seats && ph == GT_PHASE_PLAY && rs->game->table == GT_TABLE_CLIMB; s++)
    if ((g->seats & (1u << s)) && g->count[s] == 0 && !(g->out & (1u << s)))
      return fail (f, GT_POSITION_ERROR_INCONSISTENT, "finished",
                   "seat %s holds no cards, so it is out: list it in the finishing order", gt_game_seat_id (g, s));

  if (previous)
    {
      if (!parse_seats ("previous", previous, g->prev_order, &n, &set, f))
        return FALSE;
      if (n != g->n_seats)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "previous", "give the previous deal's finishing order of all %u seats", g->n_seats);
      g->has_prev = 1;
    }

  g->phase = (guint8) ph;
  switch ((GtPhase) ph)
    {
    case GT_PHASE_PLAY:
      {
        guint t;
        if (turn == NULL)
          return fail (f, GT_POSITION_ERROR_MISSING, "turn", "missing: whose turn is it?");
        if (!gt_ruleset_seat_parse (g->rs, g->n_seats, turn, &t))
          return fail (f, GT_POSITION_ERROR_BAD_VALUE, "turn", "unknown seat '%s'", turn);
        if (!gt_game_seat_active (g, t))
          return fail (f, GT_POSITION_ERROR_INCONSISTENT, "turn", "seat %s holds no cards", turn);
        if (rs->game->table == GT_TABLE_CLIMB && g->table_by == t)
          return fail (f, GT_POSITION_ERROR_INCONSISTENT,
                       "turn", "%s made the play on the table; the round would be over", turn);
        g->turn = (guint8) t;
        g->lead_reason = GT_LEAD_SET;
        if (passed)
          {
            guint8 seats[GT_SEATS_MAX];
            if (!parse_seats ("passed", passed, seats, &n, &set, f))
              return FALSE;
            if (set && g->table.type == GT_COMBO_NONE)
              return fail (f, GT_POSITION_ERROR_INCONSISTENT, "passed", "nobody passes on an empty table");
            if (set & (1u << t))
              return fail (f, GT_POSITION_ERROR_INCONSISTENT, "passed", "%s, whose turn it is, has not passed yet", turn);
            g->passed = (guint8) set;
          }
        /* Play goes round from the play on the table to the seat to move:
         * every seat in between with cards had its turn and passed, or it
         * would still be asked, and could beat the play or its own. */
        if (rs->game->table == GT_TABLE_CLIMB && g->table.type != GT_COMBO_NONE)
          {
            GString *skipped = g_string_new (NULL);

            for (guint s = gt_game_next_seat (g, g->table_by), i = 0; s != t && i < g->n_seats;
                 s = gt_game_next_seat (g, s), i++)
              if (gt_game_seat_active (g, s) && !(g->passed & (1u << s)))
                g_string_append_printf (skipped, "%s%s", skipped->len > 0 ? " " : "", gt_game_seat_id (g, s));
            if (skipped->len > 0)
              {
                gboolean ok = fail (f, GT_POSITION_ERROR_INCONSISTENT, passed ? "passed" : "turn",
                                    "%s made the play on the table and it is %s's turn, so %s passed in "
                                    "between: say so with passed=%s%s%s",
                                    gt_game_seat_id (g, g->table_by), turn, skipped->str,
                                    passed ? passed : "", passed ? " " : "", skipped->str);
                g_string_free (skipped, TRUE);
                return ok;
              }
            g_string_free (skipped, TRUE);
          }
        break;
      }
    case GT_PHASE_TRIBUTE:
    case GT_PHASE_RETURN:
      /* The game's own keys say who pays whom (Guandan's "tribute"),
       * and whose turn it is. */
      if (!gt_ruleset_has_action (rs, GT_ACTION_TRIBUTE) || rs->game->load_keys == NULL)
        return fail (f, GT_POSITION_ERROR_BAD_VALUE, "phase", "%s has no tribute", rs->id);
      g->turn = GT_SEAT_NONE;
      break;
    case GT_PHASE_GAME_OVER:
      if (winner == NULL || (!g_str_equal (winner, "SN") && !g_str_equal (winner, "EW")))
        return fail (f, GT_POSITION_ERROR_MISSING, "winner", "give the winning team, SN or EW");
      g->winner = g_str_equal (winner, "SN") ? GT_TEAM_SN : GT_TEAM_EW;
      g->turn = GT_SEAT_NONE;
      break;
    case GT_PHASE_DEAL_OVER:
    case GT_PHASE_DECLARE:
    case GT_PHASE_DISCARD:
    default:
      /* A game's own phases: its keys say whose turn it is. */
      g->turn = GT_SEAT_NONE;
      break;
    }
  /* The game's own keys, last: they may rely on the hands and the turn
   * (Bao Huang's roles). */
  if (rs->game->load_keys != NULL)
    return rs->game->load_keys (g, kf, group, &f->key, f->error);
  return TRUE;
}

gboolean
gt_game_load_key_file (GtGame          *game,
                       const GtRuleset *rs,
                       GKeyFile        *key_file,
                       const char      *group,
                       const char     **bad_key,
                       GError         **error)
{
  GtGame g;
  Fault f = { error, NULL, &g };
  gboolean ok = load (&g, rs, key_file, group, &f);

  if (bad_key != NULL)
    *bad_key = ok ? NULL : f.key;
  if (ok)
    *game = g;
  return ok;
}

void
gt_game_save_key_file (const GtGame    *g,
                       const GtRuleset *rs,
                       GKeyFile        *kf,
                       const char      *group)
{
  char buf[64];

  for (guint i = 0; i < G_N_ELEMENTS (all_keys); i++)
    g_key_file_remove_key (kf, group, all_keys[i], NULL);
  for (guint i = 0; rs->game->keys != NULL && rs->game->keys[i] != NULL; i++)
    g_key_file_remove_key (kf, group, rs->game->keys[i], NULL);
  /* The seats' keys are the game's names for them (S … W, 1 … 6). */
  for (guint s = 0; s < g->n_seats; s++)
    g_key_file_remove_key (kf, group, gt_game_seat_id (g, s), NULL);

  /* Levels only in a game that has them (not Gan Deng Yan). */
  if (!rs->game->no_level)
    {
      g_snprintf (buf, sizeof buf, "%s,%s", gt_rank_to_string (g->levels[0]), gt_rank_to_string (g->levels[1]));
      g_key_file_set_string (kf, group, "levels", buf);
      g_key_file_set_string (kf, group, "level", gt_rank_to_string (g->level));
      g_key_file_set_string (kf, group, "declarer", gt_team_to_string (g->declarer));
    }
  g_key_file_set_string (kf, group, "phase", gt_phase_to_string (g->phase));
  g_snprintf (buf, sizeof buf, "%u", MAX (1, g->deal_no));
  g_key_file_set_string (kf, group, "deal", buf);
  if (g->variants)
    {
      GString *v = g_string_new (NULL);
      for (guint i = 0; i < rs->n_variants; i++)
        if (g->variants & (1u << i))
          g_string_append_printf (v, "%s%s", v->len ? " " : "", rs->variants[i].name);
      g_key_file_set_string (kf, group, "variants", v->str);
      g_string_free (v, TRUE);
    }
  if (g->a_fails[0] || g->a_fails[1])
    {
      g_snprintf (buf, sizeof buf, "%u,%u", g->a_fails[0], g->a_fails[1]);
      g_key_file_set_string (kf, group, "a-fails", buf);
    }

  for (guint s = 0; s < g->n_seats; s++)
    {
      GtCardList hand;
      char *text;

      if (!(g->seats & (1u << s)))
        continue;
      gt_game_hand_list (g, s, &hand);
      text = hand.n ? gt_card_list_to_string (&hand) : g_strdup ("-");
      g_key_file_set_string (kf, group, gt_game_seat_id (g, s), text);
      g_free (text);
    }

  if (g->n_seats != rs->game->seats)
    {
      char number[8];
      g_snprintf (number, sizeof number, "%u", g->n_seats);
      g_key_file_set_string (kf, group, "seats", number);
    }
  if (g->stock_n > 0)
    {
      GtCardList st;
      char *text;

      gt_card_list_init (&st);
      for (guint i = g->stock_n; i-- > 0;)
        gt_card_list_append (&st, g->stock[i], GT_CARD_NONE);
      text = gt_card_list_to_string (&st);
      g_key_file_set_string (kf, group, "stock", text);
      g_free (text);
    }
  if (g->phase == GT_PHASE_PLAY)
    g_key_file_set_string (kf, group, "turn", gt_game_seat_id (g, g->turn));
  if (g->trump_suit < GT_SUIT_NONE)
    g_key_file_set_string (kf, group, "trump", (const char[]) { "SHDC"[g->trump_suit], '\0' });
  if (g->rs->game->table == GT_TABLE_TRICK && g->trick_n > 0)
    {
      GString *t = g_string_new (NULL);

      for (guint i = 0; i < g->trick_n; i++)
        {
          GtCardList play;
          gt_card_list_init (&play);
          for (guint k = 0; k < g->trick_len[i]; k++)
            gt_card_list_append (&play, g->trick_card[g->trick_at[i] + k], GT_CARD_NONE);
          if (i > 0)
            g_string_append (t, " / ");
          gt_card_list_append_to (&play, t);
        }
      g_key_file_set_string (kf, group, "trick", t->str);
      g_key_file_set_string (kf, group, "trick-by", gt_game_seat_id (g, g->trick_leader));
      g_string_free (t, TRUE);
    }
  if (g->rs->game->table == GT_TABLE_CLIMB && g->table.type != GT_COMBO_NONE)
    {
      GtCardList t;
      char *text;
      gt_card_list_init (&t);
      for (guint i = 0; i < g->table_n; i++)
        gt_card_list_append (&t, g->table_card[i], g->table_as[i]);
      text = gt_card_list_to_string (&t);
      g_key_file_set_string (kf, group, "table", text);
      g_key_file_set_string (kf, group, "table-by", gt_game_seat_id (g, g->table_by));
      g_free (text);
      if (g->passed)
        {
          guint8 p[GT_SEATS_MAX];
          guint n = 0;
          for (guint s = 0; s < g->n_seats; s++)
            if (g->passed & (1u << s))
              p[n++] = (guint8) s;
          text = gt_game_seats_text (g, p, n);
          g_key_file_set_string (kf, group, "passed", text);
          g_free (text);
        }
    }
  if (g->n_order)
    {
      char *text = gt_game_seats_text (g, g->order, g->n_order);
      g_key_file_set_string (kf, group, "finished", text);
      g_free (text);
    }
  if (g->has_prev)
    {
      char *text = gt_game_seats_text (g, g->prev_order, g->n_seats);
      g_key_file_set_string (kf, group, "previous", text);
      g_free (text);
    }
  if (g->phase == GT_PHASE_GAME_OVER)
    g_key_file_set_string (kf, group, "winner", gt_team_to_string (g->winner));
  if (rs->game->save_keys != NULL)
    rs->game->save_keys (g, kf, group);
}

gboolean
gt_key_file_value_valid (const char  *value,
                         const char **why)
{
  for (const char *p = value; *p; p++)
    {
      if (*p != '\\')
        continue;
      p++;
      if (*p == '\0')
        {
          if (why)
            *why = "a backslash ends the value: write \\\\ for a backslash";
          return FALSE;
        }
      if (strchr ("sntr\\;,", *p) == NULL)
        {
          if (why)
            *why = "unknown escape: write \\\\ for a backslash, \\n for a new line";
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
gt_game_load_string (GtGame          *game,
                     const GtRuleset *rs,
                     const char      *text,
                     const char      *group,
                     GError         **error)
{
  GKeyFile *kf;
  gboolean ok;
  g_auto(GStrv) lines = NULL;

  /* A file saved with a UTF-8 byte-order mark: it is no part of the text. */
  if (g_str_has_prefix (text, "\xef\xbb\xbf"))
    text += 3;
  lines = gt_text_split_lines (text, -1);

  for (guint i = 0; lines[i]; i++)
    {
      const char *eq = strchr (lines[i], '=');
      const char *why;

      if (lines[i][0] != '#' && eq && !gt_key_file_value_valid (eq + 1, &why))
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE, "line %u: %s", i + 1, why);
          return FALSE;
        }
    }
  kf = g_key_file_new ();
  ok = g_key_file_load_from_data (kf, text, (gsize) -1, G_KEY_FILE_NONE, error) &&
       gt_game_load_key_file (game, rs, kf, group, NULL, error);
  g_key_file_free (kf);
  return ok;
}

char *
gt_game_save_string (const GtGame    *game,
                     const GtRuleset *rs,
                     const char      *group)
{
  GKeyFile *kf = g_key_file_new ();
  char *text;

  gt_game_save_key_file (game, rs, kf, group);
  text = g_key_file_to_data (kf, NULL, NULL);
  g_key_file_free (kf);
  return text;
}
