/* gt-selfplay.c — simple computer players and whole games played by them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plays come from the move generator (gt-moves.h) and go through the
 * state machine's fast path; tribute and return go through the checked path,
 * since they happen a few times a deal and the rules that pick the card
 * (gd.tribute.highest, gd.tribute.return) live there.
 */
#define G_LOG_DOMAIN "gt-selfplay"

#include "config.h"

#include <string.h>

#include "gt-player.h"
#include "gt-selfplay.h"

/* A game that has not ended after this many deals counts as a broken
 * invariant ("every game ends").  Self-play games take a few dozen. */
#define MAX_DEALS 2000

struct _GtSelfplay {
  const GtRuleset *rs;
  GRand *rand;
  guint32 variants;
  guint n_seats;
  gboolean checked;
  GtPlayer *players[2];       /* each side's players (borrowed), NULL: the simple ones */
  GtGame game;
  GtMove moves[GT_MOVES_MAX];
};

GtSelfplay *
gt_selfplay_new (const GtRuleset *rs,
                 guint32          seed,
                 guint32          variants)
{
  GtSelfplay *sp = g_new0 (GtSelfplay, 1);
  sp->rs = rs;
  sp->rand = g_rand_new_with_seed (seed);
  sp->variants = variants;
  sp->n_seats = rs->game->seats;
  gt_game_init (&sp->game, rs, variants);
  return sp;
}

gboolean
gt_selfplay_set_seats (GtSelfplay *sp,
                       guint       n_seats)
{
  gboolean ok = gt_game_init_seats (&sp->game, sp->rs, n_seats, sp->variants);

  sp->n_seats = sp->game.n_seats;
  return ok;
}

void
gt_selfplay_free (GtSelfplay *sp)
{
  if (sp == NULL)
    return;
  g_rand_free (sp->rand);
  g_free (sp);
}

void
gt_selfplay_set_players (GtSelfplay *sp,
                         GtPlayer   *side0,
                         GtPlayer   *side1)
{
  sp->players[0] = side0;
  sp->players[1] = side1;
}

/* The player of the turn's seat's side, or NULL for the simple one. */
static GtPlayer *
turn_player (const GtSelfplay *sp)
{
  guint side = gt_game_side (&sp->game, sp->game.turn);

  return side < G_N_ELEMENTS (sp->players) ? sp->players[side] : NULL;
}

void
gt_selfplay_set_checked (GtSelfplay *sp,
                         gboolean    checked)
{
  sp->checked = checked;
}

const GtGame *
gt_selfplay_last (GtSelfplay *sp)
{
  return &sp->game;
}

/* Lower is better.  Leading: an ordinary play before a bomb, the longest,
 * natural, then the lowest.  Following: natural, then the lowest.  (Wild
 * cards standing for other cards are spent only when nothing natural does:
 * a wild card is worth more kept.) */
static guint32
lead_score (const GtMove *m)
{
  return ((guint32) (m->combo.bomb != 0) << 24) | ((guint32) (16 - m->combo.size) << 16) |
         ((guint32) gt_move_uses_wild (m) << 15) | ((guint32) m->combo.bomb << 8) | m->combo.key;
}

static guint32
follow_score (const GtMove *m)
{
  return ((guint32) (m->combo.bomb != 0) << 24) | ((guint32) m->combo.bomb << 16) |
         ((guint32) gt_move_uses_wild (m) << 15) | m->combo.key;
}

gboolean
gt_selfplay_choose (GtSelfplay   *sp,
                    const GtGame *g,
                    GtMove       *out)
{
  GtRuleCtx ctx;
  guint seat = g->turn, n, best = G_MAXUINT;
  guint32 best_score = G_MAXUINT32;
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  gboolean may_bomb;

  /* Never beat the partner. */
  if (table != NULL && gt_game_same_side (g, g->table_by, seat))
    return FALSE;

  gt_game_rule_ctx (g, &ctx);
  n = gt_moves_generate_counts (&ctx, g->hand[seat], table, GT_MOVES_BY_RANK, sp->moves, GT_MOVES_MAX);
  /* A game dealt from the deck never holds a card three times: a bug in
   * the caller, not a position to play on. */
  g_return_val_if_fail (n != GT_MOVES_INVALID, FALSE);
  n = MIN (n, GT_MOVES_MAX);
  /* Bombs only against an opponent near the end, or to go out soon. */
  may_bomb = table == NULL || g->count[g->table_by] <= 10 || g->count[seat] <= 8;
  for (guint i = 0; i < n; i++)
    {
      const GtMove *m = &sp->moves[i];
      guint32 s;

      if (table != NULL && m->combo.bomb && !may_bomb)
        continue;
      s = table == NULL ? lead_score (m) : follow_score (m);
      if (s < best_score)
        {
          best_score = s;
          best = i;
        }
    }
  if (best == G_MAXUINT)
    return FALSE;
  *out = sp->moves[best];
  return TRUE;
}

/* ---- Whole games ---------------------------------------------------------- */

static gboolean
fail (GError    **error,
      const GtGame *g,
      const char *what)
{
  char *pos = gt_game_save_string (g, g->rs, "position");
  g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
               "deal %u: %s\n%s", g->deal_no, what, pos);
  g_free (pos);
  return FALSE;
}

static gboolean
check (const GtGame *g,
       GError      **error)
{
  GError *e = NULL;
  if (gt_game_check_invariants (g, TRUE, &e))
    return TRUE;
  fail (error, g, e->message);
  g_error_free (e);
  return FALSE;
}

/* An action that must be refused, leaving the game as it was. */
static gboolean
probe (const GtGame   *g,
       const GtAction *a,
       GtSelfplayStats *stats,
       GError        **error)
{
  GtGame copy = *g;
  GtVerdict v;
  gboolean ok;

  gt_verdict_init (&v);
  ok = gt_game_act (&copy, g->rs, a, &v, NULL);
  if (ok || v.rule == NULL || v.explanation == NULL || memcmp (&copy, g, sizeof copy) != 0)
    {
      gt_verdict_clear (&v);
      return fail (error, g, "an illegal action was accepted or changed the state");
    }
  gt_verdict_clear (&v);
  stats->refused++;
  return TRUE;
}

static gboolean
probe_illegal (const GtGame    *g,
               GtSelfplayStats *stats,
               GError         **error)
{
  GtAction a;
  guint other = GT_SEAT_NONE;

  /* Someone out of turn plays a card they hold. */
  for (guint i = 1; i < g->n_seats; i++)
    if (gt_game_seat_active (g, (g->turn + i) % g->n_seats))
      {
        other = (g->turn + i) % g->n_seats;
        break;
      }
  if (other != GT_SEAT_NONE)
    {
      GtCardList one;
      gt_card_list_init (&one);
      for (guint c = 0; c < GT_CARD_KINDS && one.n == 0; c++)
        if (g->hand[other][c])
          gt_card_list_append (&one, (GtCard) c, (GtCard) c);
      gt_action_play (&a, other, &one);
      if (!probe (g, &a, stats, error))
        return FALSE;
    }
  /* Nobody passes in a trick. */
  if (g->rs->game->table == GT_TABLE_TRICK)
    {
      gt_action_pass (&a, g->turn);
      return probe (g, &a, stats, error);
    }
  /* The leader passes; or a single card answers a longer play. */
  if (g->table.type == GT_COMBO_NONE)
    {
      gt_action_pass (&a, g->turn);
      return probe (g, &a, stats, error);
    }
  if (g->table.size > 1 && !g->table.bomb)
    {
      GtCardList one;
      gt_card_list_init (&one);
      for (guint c = 0; c < GT_CARD_KINDS && one.n == 0; c++)
        if (g->hand[g->turn][c])
          gt_card_list_append (&one, (GtCard) c, (GtCard) c);
      gt_action_play (&a, g->turn, &one);
      return probe (g, &a, stats, error);
    }
  return TRUE;
}

static gboolean
act (GtGame          *g,
     const GtAction  *a,
     GError         **error)
{
  GtVerdict v;
  gboolean ok;

  gt_verdict_init (&v);
  ok = gt_game_act (g, g->rs, a, &v, NULL);
  if (!ok)
    {
      char *msg = g_strdup_printf ("the computer's action was refused: %s (%s)", v.explanation, v.rule);
      fail (error, g, msg);
      g_free (msg);
    }
  gt_verdict_clear (&v);
  return ok;
}

/* The card a computer player gives (tribute: strongest first) or gives
 * back (return: weakest first): of the cards the game accepts, those of the
 * strongest (weakest) rank, and among them the first in card order.  Cards
 * are tried in that order and the first the game accepts wins, so only a
 * handful are checked — each check acts on a copy and words a verdict. */
static GtCard
pick_card (const GtGame *g,
           GtActionType  type,
           gboolean      strongest)
{
  guint8 strength[GT_RANK_COUNT];
  GtCard held[GT_CARD_KINDS];
  GtRuleCtx ctx;
  GtAction a;
  guint n = 0, seat = g->turn;

  gt_game_rule_ctx (g, &ctx);
  g->rs->rank_strength (&ctx, strength);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (g->hand[seat][c])
      held[n++] = (GtCard) c;
  /* Insertion sort by strength (either way), card order among equals. */
  for (guint i = 1; i < n; i++)
    {
      GtCard c = held[i];
      guint sc = strength[gt_card_rank (c)], j = i;

      while (j > 0 && (strongest ? strength[gt_card_rank (held[j - 1])] < sc
                                 : strength[gt_card_rank (held[j - 1])] > sc))
        {
          held[j] = held[j - 1];
          j--;
        }
      held[j] = c;
    }
  for (guint i = 0; i < n; i++)
    {
      gt_action_card (&a, type, seat, held[i]);
      if (gt_game_check (g, &a, NULL))
        return held[i];
    }
  return GT_CARD_NONE;
}

static gboolean
step_tribute (GtSelfplay *sp,
              GError    **error)
{
  GtGame *g = &sp->game;
  GtAction a;
  guint seat = g->turn;

  if (turn_player (sp) != NULL)
    {
      if (!gt_player_act (turn_player (sp), g, &a))
        return fail (error, g, "the computer player had no action");
      return act (g, &a, error);
    }
  if (g->phase == GT_PHASE_TRIBUTE)
    {
      if (g->tribute_kind == GT_TRIBUTE_DOUBLE && g->tribute[0].card != GT_CARD_NONE &&
          g->tribute[1].card != GT_CARD_NONE)
        gt_action_choose (&a, seat, g->tribute[0].giver);
      else
        gt_action_card (&a, GT_ACTION_TRIBUTE, seat, pick_card (g, GT_ACTION_TRIBUTE, TRUE));
      return act (g, &a, error);
    }
  gt_action_card (&a, GT_ACTION_RETURN, seat, pick_card (g, GT_ACTION_RETURN, FALSE));
  return act (g, &a, error);
}

/* The game's declarations (GtGameRules.choose_action): every one of a
 * declaring phase, and those a player may make before a play (Bao Huang's
 * rebellion).  Nothing to do in a game without them. */
static gboolean
step_declare (GtSelfplay *sp,
              GError    **error)
{
  GtGame *g = &sp->game;
  GtAction a;

  gboolean setup = g->phase == GT_PHASE_DECLARE || g->phase == GT_PHASE_DISCARD;

  if (g->rs->game->choose_action == NULL)
    return setup ? fail (error, g, "the game has no declarations to choose") : TRUE;
  if (!g->rs->game->choose_action (g, g->rs->game->plain_choices ? 0 : g_rand_int (sp->rand), &a))
    return setup ? fail (error, g, "the computer player had no declaration") : TRUE;
  if (!act (g, &a, error))
    return FALSE;
  return !sp->checked || check (g, error);
}

/* A trick game's turn: the game's simple choice of its legal plays
 * (GtTrickRules.moves, seeing what the player sees), made through the
 * checked path — a trick game has no fast path of moves — with an illegal
 * probe before it and the invariants (every card, every point, the game's
 * own) after it. */
static gboolean
step_trick (GtSelfplay      *sp,
            GtSelfplayStats *stats,
            GError         **error)
{
  GtGame *g = &sp->game;
  const GtTrickRules *tr = g->rs->game->trick;
  /* On the stack: a trick's turn allocates nothing of its own (the
   * sanitizer suites unwind every allocation). */
  GtCardList plays_cards[3], out[64];
  GtTrickQuestion q = { 0 };
  GtRuleCtx ctx;
  GtAction a;
  guint ev = 0, n, seat = g->turn;
  gboolean ok;

  if (tr == NULL || tr->moves == NULL)
    return fail (error, g, "a trick game without legal plays");
  if (!probe_illegal (g, stats, error))
    return FALSE;
  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, seat, &plays_cards[0]);
  q.hand = &plays_cards[0];
  if (g->trick_n > 0)
    {
      gt_card_list_init (&plays_cards[1]);
      gt_card_list_init (&plays_cards[2]);
      for (guint k = 0; k < g->trick_len[0]; k++)
        gt_card_list_append (&plays_cards[1], g->trick_card[k], GT_CARD_NONE);
      for (guint k = g->trick_len[0]; k < (guint) g->trick_at[g->trick_n - 1] + g->trick_len[g->trick_n - 1]; k++)
        gt_card_list_append (&plays_cards[2], g->trick_card[k], GT_CARD_NONE);
      q.lead = &plays_cards[1];
      q.played = &plays_cards[2];
    }
  n = tr->moves (&ctx, &q, out, G_N_ELEMENTS (out));
  if (n == 0)
    return fail (error, g, "the player has no legal play");
  gt_action_play (&a, seat, &out[0]);
  {
    GtVerdict v;
    gt_verdict_init (&v);
    ok = gt_game_act (g, g->rs, &a, &v, &ev);
    if (!ok)
      {
        char *msg = g_strdup_printf ("the computer's play was refused: %s (%s)", v.explanation, v.rule);
        gt_verdict_clear (&v);
        fail (error, g, msg);
        g_free (msg);
        return FALSE;
      }
    gt_verdict_clear (&v);
  }
  stats->plays++;
  if (ev & GT_EVENT_TRICK_END)
    stats->tricks++;
  if ((ev & GT_EVENT_DEAL_OVER) && g->faults)
    stats->faults++;
  return check (g, error);
}

static gboolean
step_play (GtSelfplay      *sp,
           GtSelfplayStats *stats,
           GError         **error)
{
  GtGame *g = &sp->game;
  GtMove m;
  gboolean play;
  guint ev;
  GtGame checked;

  if (sp->checked && !probe_illegal (g, stats, error))
    return FALSE;

  play = turn_player (sp) != NULL ? gt_player_choose (turn_player (sp), g, &m)
                                  : gt_selfplay_choose (sp, g, &m);
  if (sp->checked)
    {
      GtAction a;
      GtRuleCtx ctx;

      checked = *g;
      if (play)
        {
          GtCardList cards;
          gt_game_rule_ctx (g, &ctx);
          gt_move_to_card_list (&ctx, &m, &cards);
          gt_action_play (&a, g->turn, &cards);
          a.combo = m.combo;
        }
      else
        gt_action_pass (&a, g->turn);
      if (!act (&checked, &a, error))
        return FALSE;
    }

  if (play)
    {
      ev = gt_game_play_fast (g, &m);
      stats->plays++;
    }
  else
    {
      ev = gt_game_pass_fast (g);
      stats->passes++;
    }
  if (ev & GT_EVENT_BOMB)
    stats->bombs++;
  for (guint own = ev >> GT_EVENT_OWN_SHIFT, i = 0; own != 0; own >>= 1, i++)
    if (own & 1u)
      stats->events[i]++;

  if (sp->checked)
    {
      if (memcmp (&checked, g, sizeof checked) != 0)
        return fail (error, g, "the checked and the fast path disagree");
      return check (g, error);
    }
  return TRUE;
}

gboolean
gt_selfplay_game (GtSelfplay      *sp,
                  GtSelfplayStats *stats,
                  GError         **error)
{
  GtGame *g = &sp->game;
  guint deals = 0;
  gboolean open_ended = sp->rs->game->open_ended, played;

  /* A game without a set end goes on from deal to deal: one deal a call. */
  if (!open_ended || g->phase == GT_PHASE_GAME_OVER)
    gt_game_init_seats (g, sp->rs, sp->n_seats, sp->variants);
  while (g->phase != GT_PHASE_GAME_OVER && (!open_ended || deals == 0))
    {
      if (deals >= MAX_DEALS)
        return fail (error, g, "the game did not end");
      if (!gt_game_deal (g, sp->rand))
        return fail (error, g, "the next deal could not start");
      deals++;
      stats->deals++;
      switch ((GtTributeKind) g->tribute_kind)
        {
        case GT_TRIBUTE_SINGLE: stats->tributes++; break;
        case GT_TRIBUTE_DOUBLE: stats->double_tributes++; break;
        case GT_TRIBUTE_ANTI: stats->anti_tributes++; break;
        case GT_TRIBUTE_NONE:
        default: break;
        }
      if ((sp->checked || sp->rs->game->table == GT_TABLE_TRICK) && !check (g, error))
        return FALSE;
      played = FALSE;
      while (g->phase == GT_PHASE_TRIBUTE || g->phase == GT_PHASE_RETURN || g->phase == GT_PHASE_PLAY ||
             g->phase == GT_PHASE_DECLARE || g->phase == GT_PHASE_DISCARD)
        {
          gboolean ok;

          played = played || g->phase == GT_PHASE_PLAY;
          if (g->phase == GT_PHASE_DECLARE || g->phase == GT_PHASE_DISCARD || g->phase == GT_PHASE_PLAY)
            ok = step_declare (sp, error);
          else
            ok = TRUE;
          /* A declaration may end the phase, or the deal (Bao Huang's
           * void deal): the loop asks again. */
          if (ok && g->phase != GT_PHASE_PLAY && g->phase != GT_PHASE_TRIBUTE && g->phase != GT_PHASE_RETURN)
            continue;
          if (ok)
            ok = g->phase != GT_PHASE_PLAY ? step_tribute (sp, error)
                 : sp->rs->game->table == GT_TABLE_TRICK ? step_trick (sp, stats, error)
                 : step_play (sp, stats, error);
          if (!ok)
            return FALSE;
          if (sp->checked && g->phase != GT_PHASE_PLAY && !check (g, error))
            return FALSE;
        }
      /* A deal that ended before any play (Da Bai Fen's redeal, cancelled
       * as the cards were drawn) is dealt again. */
      if (!played && g->phase == GT_PHASE_DEAL_OVER && sp->rs->game->table == GT_TABLE_TRICK)
        stats->cancelled++;
    }

  stats->games++;
  if (open_ended)
    {
      int scores[GT_SEATS_MAX];

      if (gt_game_deal_scores (g, scores))
        {
          int sum = 0;
          for (guint s = 0; s < g->n_seats; s++)
            {
              stats->scores[s] += scores[s];
              sum += scores[s];
            }
          /* gdy.score, bh.score.places: what the losers pay, the
           * winners take. */
          if (sum != 0)
            return fail (error, g, "the deal's scores do not sum to zero");
        }
      if (g->n_order > 0)
        stats->deal_wins[g->order[0]]++;
      stats->max_deals = MAX (stats->max_deals, deals);
      return TRUE;
    }
  stats->wins[g->winner]++;
  for (guint t = 0; t < 2; t++)
    stats->final_level[t][g->levels[t]]++;
  stats->max_deals = MAX (stats->max_deals, deals);
  return TRUE;
}
