/* dbf-game.c — Da Bai Fen around the tricks: drawing and declaring trumps,
 * the kitty, redeals, the end of a deal, game points and ranks
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/dabaifen.md.  The core (gt-game.c) runs the
 * tricks and counts their points (GtGameRules.card_points); this file is
 * the game's table of operations.  A deal is drawn from the deck in order,
 * and what the players decide while drawing — whether to show a trump-rank
 * card, whether a hand without trumps cancels the deal, which six cards the
 * declarer lays aside — is decided here by the simple rules a computer
 * player follows (always show, always cancel, lay aside low plain cards):
 * dbf_draw() takes another wish to declare, for scripted deals.  The kitty
 * is the core's stock: laid aside face down, counted by the invariants, its
 * points doubled for the team that takes the last trick.
 */
#include "config.h"

#include <string.h>

#include "gt-explain.h"
#include "gt-solver.h"

#include "dbf-private.h"

/* ---- Drawing and declaring ---------------------------------------------- */

guint
dbf_kitty_suit (const GtCard *kitty,
                guint         level,
                guint        *turned)
{
  GtCard best = GT_CARD_NONE;

  /* dbf.trump.kitty: the first trump-rank card turned fixes the suit; else
   * the highest card that is not a joker, the earliest of equal ones. */
  for (guint i = 0; i < DBF_KITTY; i++)
    {
      GtCard c = kitty[i];
      if (c >= GT_CARD_BJ)
        continue;
      if (gt_card_rank (c) == level)
        {
          *turned = i + 1;
          return gt_card_suit (c);
        }
      if (best == GT_CARD_NONE || gt_card_rank (c) > gt_card_rank (best))
        best = c;
    }
  *turned = DBF_KITTY;
  /* Six cards hold at most two jokers: there is always a best card. */
  return best != GT_CARD_NONE ? gt_card_suit (best) : GT_SUIT_SPADES;
}

gboolean
dbf_draw (const GtCard  *deck,
          guint          first,
          const guint8   side[4],
          const guint8   levels[2],
          guint          level,
          gboolean       first_deal,
          DbfDeclareFunc declare,
          gpointer       data,
          DbfDraw       *draw)
{
  gboolean redeal = level == 0;

  memset (draw, 0, sizeof *draw);
  draw->declarer = (guint8) first;
  draw->level = (guint8) level;
  draw->trump_suit = GT_SUIT_NONE;
  draw->how = DBF_HOW_NONE;
  draw->declared_by = GT_SEAT_NONE;
  draw->declared_card = GT_CARD_NONE;
  /* dbf.deal.draw: one card at a time in play order from the declarer. */
  for (guint i = 0; i < 4 * DBF_HAND; i++)
    {
      guint seat = (first + i) % 4;
      GtCard c = deck[i];
      guint want;

      draw->hand[seat][c]++;
      if (draw->how != DBF_HOW_NONE || c >= GT_CARD_BJ)
        continue;
      /* dbf.trump.declare: the trump rank; in a redeal, the player's own
       * team's rank (dbf.redeal). */
      want = redeal ? levels[side[seat]] : level;
      if (gt_card_rank (c) != want || (declare != NULL && !declare (seat, c, draw->hand[seat], data)))
        continue;
      draw->how = redeal ? DBF_HOW_REDEAL_DECLARED : DBF_HOW_DECLARED;
      draw->level = (guint8) want;
      draw->trump_suit = (guint8) gt_card_suit (c);
      draw->declared_by = (guint8) seat;
      draw->declared_at = (guint8) i;
      draw->declared_card = c;
      if (first_deal || redeal)
        draw->declarer = (guint8) seat;
    }
  memcpy (draw->kitty, deck + 4 * DBF_HAND, DBF_KITTY);
  if (draw->how != DBF_HOW_NONE)
    return TRUE;
  if (redeal)
    {
      draw->how = DBF_HOW_CANCELLED;
      return FALSE;
    }
  /* dbf.trump.kitty */
  draw->how = DBF_HOW_KITTY;
  {
    guint turned;
    draw->trump_suit = (guint8) dbf_kitty_suit (draw->kitty, level, &turned);
    draw->turned = (guint8) turned;
  }
  return TRUE;
}

gboolean
dbf_no_trump (const GtRuleCtx *ctx,
              const guint8     hand[GT_CARD_KINDS])
{
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (hand[c] && dbf_suit (ctx, (GtCard) c) == DBF_TRUMPS)
      return FALSE;
  return TRUE;
}

void
dbf_kitty_choose (const GtRuleCtx *ctx,
                  const guint8     hand[GT_CARD_KINDS],
                  GtCard           out[DBF_KITTY])
{
  GtCard held[GT_CARD_STANDARD_KINDS];
  guint key[GT_CARD_STANDARD_KINDS], n = 0;

  /* Plain cards before trumps, cards without points before those with,
   * low before high: what a cautious declarer lays aside. */
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    for (guint k = 0; k < hand[c]; k++)
      {
        guint j = n;
        guint kc = (dbf_suit (ctx, (GtCard) c) == DBF_TRUMPS ? 1000u : 0u) + dbf_card_points ((GtCard) c) * 20u +
                   dbf_strength (ctx, (GtCard) c);
        while (j > 0 && key[j - 1] > kc)
          {
            held[j] = held[j - 1];
            key[j] = key[j - 1];
            j--;
          }
        held[j] = (GtCard) c;
        key[j] = kc;
        n++;
      }
  for (guint i = 0; i < DBF_KITTY; i++)
    out[i] = i < n ? held[i] : GT_CARD_NONE;
}

/* ---- Setting up, dealing --------------------------------------------------- */

static void
setup (GtGame *g)
{
  /* dbf.players: partners opposite, S–N against E–W; dbf.level: both at 2. */
  g->side[GT_SEAT_S] = g->side[GT_SEAT_N] = GT_TEAM_SN;
  g->side[GT_SEAT_E] = g->side[GT_SEAT_W] = GT_TEAM_EW;
  g->levels[0] = g->levels[1] = 2;
  memset (g->own, GT_SEAT_NONE, sizeof g->own);
  g->own[DBF_OWN_HOW] = DBF_HOW_NONE;
  g->own[DBF_OWN_DEFENDERS] = 0;
  g->own[DBF_OWN_RESULT] = 0;
}

/* dbf.deal.draw: the first deal's high-card draw, from the bottom of the
 * shuffled pack (big joker, small joker, A … 2; ties draw again). */
static guint
high_card_draw (const GtCard *deck)
{
  guint8 tied = 0xf;
  guint at = DBF_DECK - 1;

  while (at >= 4)
    {
      guint best = 0, rank[4] = { 0 };
      for (guint s = 0; s < 4; s++)
        if (tied & (1u << s))
          {
            rank[s] = gt_card_rank (deck[at--]);
            best = MAX (best, rank[s]);
          }
      tied = 0;
      for (guint s = 0; s < 4; s++)
        if (rank[s] == best)
          tied |= (guint8) (1u << s);
      if ((tied & (tied - 1)) == 0)
        break;
    }
  for (guint s = 0; s < 4; s++)
    if (tied & (1u << s))
      return s;
  return 0;
}

/* A cancelled deal: the cards gathered face down (the stock) until the
 * next deal. */
static void
cancel (GtGame       *g,
        const GtCard *deck,
        guint         provisional)
{
  memset (g->hand, 0, sizeof g->hand);
  memset (g->count, 0, sizeof g->count);
  for (guint i = 0; i < DBF_DECK; i++)
    g->stock[i] = deck[i];
  g->stock_n = DBF_DECK;
  g->own[DBF_OWN_HOW] = DBF_HOW_CANCELLED;
  g->own[DBF_OWN_REDEAL] = (guint8) gt_game_partner (g, provisional);
  g->phase = GT_PHASE_DEAL_OVER;
  g->turn = GT_SEAT_NONE;
}

static void
deal (GtGame       *g,
      const GtCard *deck,
      guint         turned G_GNUC_UNUSED)
{
  gboolean first_deal = g->own[DBF_OWN_DECLARER] == GT_SEAT_NONE;
  gboolean redeal = g->own[DBF_OWN_REDEAL] != GT_SEAT_NONE;
  guint first, level, declarer;
  GtCard aside[DBF_KITTY];
  GtRuleCtx ctx;
  DbfDraw draw;

  if (redeal)
    first = g->own[DBF_OWN_REDEAL];
  else if (first_deal)
    first = high_card_draw (deck);
  else
    first = g->own[DBF_OWN_DECLARER];
  level = redeal ? 0 : g->levels[g->side[first]];
  g->own[DBF_OWN_REVOKE] = GT_SEAT_NONE;
  g->own[DBF_OWN_DEFENDERS] = 0;
  g->own[DBF_OWN_RESULT] = 0;

  if (!dbf_draw (deck, first, g->side, g->levels, level, first_deal, NULL, NULL, &draw))
    {
      /* dbf.redeal: nobody showed their team's rank; the provisional
       * declarer's partner takes over. */
      cancel (g, deck, first);
      return;
    }
  declarer = draw.declarer;
  g->level = draw.level;
  g->trump_suit = draw.trump_suit;
  gt_game_rule_ctx (g, &ctx);

  /* dbf.redeal: a hand without a trump cancels the deal (the simple
   * player always does), from the declarer round. */
  for (guint i = 0; i < 4; i++)
    if (dbf_no_trump (&ctx, draw.hand[(declarer + i) % 4]))
      {
        cancel (g, deck, declarer);
        g->trump_suit = GT_SUIT_NONE;
        return;
      }

  g->own[DBF_OWN_DECLARER] = (guint8) declarer;
  g->own[DBF_OWN_HOW] = draw.how;
  g->own[DBF_OWN_DRAWN_BY] = draw.declared_by;
  g->own[DBF_OWN_REDEAL] = GT_SEAT_NONE;
  g->declarer = g->side[declarer];
  for (guint s = 0; s < 4; s++)
    {
      memcpy (g->hand[s], draw.hand[s], GT_CARD_KINDS);
      g->count[s] = DBF_HAND;
    }
  /* dbf.kitty: the declarer takes the six and lays six aside. */
  for (guint i = 0; i < DBF_KITTY; i++)
    g->hand[declarer][draw.kitty[i]]++;
  dbf_kitty_choose (&ctx, g->hand[declarer], aside);
  for (guint i = 0; i < DBF_KITTY; i++)
    {
      g->hand[declarer][aside[i]]--;
      g->stock[i] = aside[i];
    }
  g->stock_n = DBF_KITTY;
  g->phase = GT_PHASE_PLAY;
  g->turn = (guint8) declarer;
  g->lead_reason = GT_LEAD_FIRST_DEAL;
}

/* ---- Tricks ---------------------------------------------------------------- */

/* The trick's plays as card lists (the lead first). */
static guint
trick_plays (const GtGame *g,
             GtCardList    plays[GT_SEATS_MAX])
{
  for (guint i = 0; i < g->trick_n; i++)
    {
      gt_card_list_init (&plays[i]);
      for (guint k = 0; k < g->trick_len[i]; k++)
        gt_card_list_append (&plays[i], g->trick_card[g->trick_at[i] + k], GT_CARD_NONE);
    }
  return g->trick_n;
}

static gboolean
check_trick (const GtGame   *g,
             const GtAction *a,
             GtVerdict      *v)
{
  GtCardList plays[GT_SEATS_MAX], hand, played;
  GtTrickQuestion q = { .play = &a->cards, .hand = &hand };
  GtRuleCtx ctx;
  guint n = trick_plays (g, plays);

  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, a->seat, &hand);
  if (n > 0)
    {
      q.lead = &plays[0];
      gt_card_list_init (&played);
      for (guint i = 1; i < n; i++)
        for (guint k = 0; k < plays[i].n; k++)
          gt_card_list_append (&played, plays[i].card[k], GT_CARD_NONE);
      q.played = &played;
    }
  /* The player does not see the other hands: a lead of several cards of
   * one suit stands, and trick_played notes a revoke. */
  dbf_trick_rules.judge (&ctx, &q, v);
  return v->legal;
}

static guint
trick_taker (const GtGame *g)
{
  GtCardList plays[GT_SEATS_MAX];
  GtRuleCtx ctx;
  guint n = trick_plays (g, plays);

  gt_game_rule_ctx (g, &ctx);
  return dbf_trick_winner (&ctx, plays, n, NULL);
}

/* dbf.lead.revoke: a lead of several cards of which one is not a top card
 * against the cards the others hold stands, and the first such lead of the
 * deal is penalised when it is scored. */
static void
trick_played (GtGame       *g,
              guint         seat,
              guint         n,
              const GtCard *cards)
{
  guint8 others[GT_CARD_KINDS] = { 0 };
  GtRuleCtx ctx;

  if (g->trick_n != 0 || n < 2)
    return;
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat)
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        others[c] += g->hand[s][c];
  gt_game_rule_ctx (g, &ctx);
  for (guint i = 0; i < n; i++)
    if (!dbf_is_top (&ctx, cards[i], others))
      {
        g->faults |= (guint8) (1u << seat);
        if (g->own[DBF_OWN_REVOKE] == GT_SEAT_NONE)
          g->own[DBF_OWN_REVOKE] = (guint8) seat;
        return;
      }
}

/* ---- The end of a deal ------------------------------------------------------- */

static gboolean
deal_ended (const GtGame *g)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (g->count[s] != 0)
      return FALSE;
  return TRUE;
}

/* The defenders' points of the deal just over: their tricks, the kitty
 * doubled if they took the last trick (dbf.kitty.last), or the revoke's
 * penalty (dbf.lead.revoke). */
static guint
defenders_points (const GtGame *g)
{
  guint kitty = 0, points = 0, decl = g->declarer;

  for (guint i = 0; i < g->stock_n && i < DBF_KITTY; i++)
    kitty += dbf_card_points (g->stock[i]);
  if (g->own[DBF_OWN_REVOKE] != GT_SEAT_NONE)
    /* As if the revoking team had lost every trick, the last one and the
     * kitty with it. */
    return g->side[g->own[DBF_OWN_REVOKE]] == decl ? DBF_POINTS_TOTAL + kitty : 0;
  for (guint s = 0; s < g->n_seats; s++)
    if (g->side[s] != decl)
      points += g->points[s];
  if (g->last_trick_by < g->n_seats && g->side[g->last_trick_by] != decl)
    points += 2 * kitty;
  return points;
}

/* GtTrickRules.defenders_points: their tricks so far; once every card is
 * played, what the deal is scored with. */
guint
dbf_defenders_points (const GtGame *g)
{
  guint points = 0;

  if (deal_ended (g))
    return defenders_points (g);
  for (guint s = 0; s < g->n_seats; s++)
    if (g->side[s] != g->declarer)
      points += g->points[s];
  return points;
}

static guint
end_deal (GtGame *g)
{
  guint points = defenders_points (g), decl_gp, def_gp, winner, gp, ev = GT_EVENT_DEAL_OVER;
  guint declarer = g->own[DBF_OWN_DECLARER];

  dbf_result (points, &decl_gp, &def_gp);
  winner = points >= 40 ? 1u - g->declarer : g->declarer;
  gp = points >= 40 ? def_gp : decl_gp;
  g->own[DBF_OWN_DEFENDERS] = (guint8) (points / 5);
  g->own[DBF_OWN_RESULT] = (guint8) (gp | (points >= 40 ? 0x80 : 0));
  /* dbf.rank.up */
  g->levels[winner] = (guint8) MIN (g->levels[winner] + gp, DBF_RANK_WIN);
  /* dbf.declarer.next */
  g->own[DBF_OWN_DECLARER] = (guint8) (winner == g->declarer ? gt_game_partner (g, declarer)
                                                              : gt_game_next_seat (g, declarer));
  g->turn = GT_SEAT_NONE;
  memcpy (g->prev_order, g->order, sizeof g->prev_order);
  g->has_prev = 1;
  if (g->levels[winner] >= DBF_RANK_WIN)
    {
      g->winner = (guint8) winner;
      g->phase = GT_PHASE_GAME_OVER;
      ev |= GT_EVENT_GAME_OVER;
    }
  else
    g->phase = GT_PHASE_DEAL_OVER;
  return ev;
}

/* dbf.declarer: the declaring side marked at its seats, so that the
 * table says who plays against whom (the defenders' points are laid face
 * up by the table itself, gt_game_is_defender()).  Both seats: the team
 * is the declarer (庄家), not only the seat that took the kitty. */
static const char *
seat_role (const GtGame *g,
           guint         seat)
{
  if (g->declarer < 2 && g->side[seat] == g->declarer)
    /* Translators: Da Bai Fen, a badge at each seat of the declaring
     * team (庄家) on the table: one short word */
    return C_("role", "Declarer");
  return NULL;
}

/* What the deal set up, for the table's story: how trumps were fixed and
 * who took the kitty — decided while dealing by the simple rules of
 * dbf_draw() for every seat, the learner's too, which the story says. */
static void
deal_words (const GtGame *g,
            guint         viewer,
            GPtrArray    *lines)
{
  guint declarer = g->own[DBF_OWN_DECLARER], by = g->own[DBF_OWN_DRAWN_BY];
  const char *suit = gt_suit_to_symbol (g->trump_suit), *level = gt_rank_to_string (g->level);

  if (g->own[DBF_OWN_HOW] == DBF_HOW_CANCELLED)
    {
      g_ptr_array_add (lines, g_strdup (_("The deal is cancelled: nobody could declare trumps, or a hand held no "
                                          "trump. The cards are dealt again.")));
      return;
    }
  if (declarer >= g->n_seats)
    return;
  if ((g->own[DBF_OWN_HOW] == DBF_HOW_DECLARED || g->own[DBF_OWN_HOW] == DBF_HOW_REDEAL_DECLARED) &&
      by < g->n_seats)
    g_ptr_array_add (lines, by == viewer
                              /* TRANSLATORS: Da Bai Fen: "You showed a 5 while dealing: trumps are ♥, level 5". */
                              ? g_strdup_printf (_("You showed a %s while dealing: trumps are %s, level %s"),
                                                 level, suit, level)
                              /* TRANSLATORS: Da Bai Fen: "East showed a 5 while dealing: trumps are ♥, level 5". */
                              : g_strdup_printf (_("%s showed a %s while dealing: trumps are %s, level %s"),
                                                 gt_game_seat_name (g, by, GT_SEAT_NAME_WORD), level, suit, level));
  else
    /* TRANSLATORS: Da Bai Fen: nobody declared; the kitty's turned cards fixed trumps. */
    g_ptr_array_add (lines, g_strdup_printf (_("Nobody showed a trump-rank card while dealing: the kitty was turned, "
                                               "trumps are %s, level %s"), suit, level));
  g_ptr_array_add (lines, declarer == viewer
                            ? g_strdup (_("You took the kitty and buried six cards"))
                            /* TRANSLATORS: Da Bai Fen: "North took the kitty and buried six cards". */
                            : g_strdup_printf (_("%s took the kitty and buried six cards"),
                                               gt_game_seat_name (g, declarer, GT_SEAT_NAME_WORD)));
  g_ptr_array_add (lines, g_strdup (declarer == viewer
                                      ? _("Showing trumps and burying the kitty were decided for you by the computer's "
                                          "rule: show a trump-rank card when you draw one, bury low plain cards.")
                                      : _("Showing trumps while dealing was decided for you by the computer's rule: "
                                          "show a trump-rank card when you draw one.")));
}

/* The game points of the deal over, to each seat of the side that won
 * them. */
static void
deal_scores (const GtGame *g,
             int           scores[GT_SEATS_MAX])
{
  guint gp = g->own[DBF_OWN_RESULT] & 0x7f;
  guint winner = (g->own[DBF_OWN_RESULT] & 0x80) ? 1u - g->declarer : g->declarer;

  if (g->own[DBF_OWN_HOW] == DBF_HOW_CANCELLED || g->declarer > 1)
    return;
  for (guint s = 0; s < g->n_seats; s++)
    scores[s] = g->side[s] == winner ? (int) gp : 0;
}

static gboolean
check_invariants (const GtGame *g,
                  GError      **error)
{
  guint want = g->own[DBF_OWN_HOW] == DBF_HOW_CANCELLED ? DBF_DECK : DBF_KITTY;

  if (g->deal_no > 0 && g->stock_n != want)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                   "the kitty holds %u cards, not %u", g->stock_n, want);
      return FALSE;
    }
  if (g->phase == GT_PHASE_PLAY && g->trump_suit > GT_SUIT_CLUBS)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT, "no trump suit in play");
      return FALSE;
    }
  return TRUE;
}

static const char *
lead_rule (guint reason)
{
  switch ((GtLeadReason) reason)
    {
    case GT_LEAD_FIRST_DEAL:
    case GT_LEAD_ROUND:
      return "dbf.lead.first";
    case GT_LEAD_ORDER:
    case GT_LEAD_SET:
    case GT_LEAD_TRIBUTE:
    case GT_LEAD_ANTI_TRIBUTE:
    case GT_LEAD_JIEFENG:
    case GT_LEAD_NO_JIEFENG:
    default:
      return "dbf.players";
    }
}

/* ---- The words of the game's verdicts -------------------------------------------- */

static const char *
seat_word (const GtGame *g,
           guint         seat)
{
  return gt_game_seat_name (g, seat, GT_SEAT_NAME_WORD);
}

static gboolean
refuse_not_in_play (const GtGame *g,
                    GtVerdict    *v,
                    guint         seat)
{
  return gt_verdict_refuse (v, "dbf.players", _("%s does not take part in this position."), seat_word (g, seat));
}

static gboolean
refuse_phase (const GtGame   *g,
              const GtAction *a G_GNUC_UNUSED,
              GtVerdict      *v)
{
  if (g->phase == GT_PHASE_GAME_OVER)
    return gt_verdict_refuse (v, "dbf.rank.up", _("the game is over: a team has reached A."));
  return gt_verdict_refuse (v, "dbf.deal.draw", _("there is no deal in play: the cards have to be drawn first."));
}

static gboolean
refuse_out (const GtGame *g G_GNUC_UNUSED,
            GtVerdict    *v,
            guint         seat G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "dbf.kitty.last", _("you have no cards left: the deal is over."));
}

static gboolean
refuse_turn (const GtGame *g,
             GtVerdict    *v,
             guint         seat G_GNUC_UNUSED)
{
  if (g->trick_n == 0 && g->lead_reason == GT_LEAD_FIRST_DEAL)
    return gt_verdict_refuse (v, "dbf.lead.first", _("it is not your lead: the declarer, %s, leads the first trick."),
                              seat_word (g, g->turn));
  if (g->trick_n == 0)
    return gt_verdict_refuse (v, "dbf.lead.first", _("it is not your lead: %s took the last trick and leads the next."),
                              seat_word (g, g->turn));
  return gt_verdict_refuse (v, "dbf.players", _("it is not your turn: %s plays next (play goes round in seat order)."),
                            seat_word (g, g->turn));
}

static gboolean
refuse_unknown (const GtGame *g G_GNUC_UNUSED,
                GtVerdict    *v)
{
  return gt_verdict_refuse (v, "dbf.follow.suit", _("that is not an action of the game: play a card into the trick."));
}

static gboolean
refuse_empty (const GtGame *g G_GNUC_UNUSED,
              GtVerdict    *v)
{
  return gt_verdict_refuse (v, "dbf.lead.single", _("You chose no cards: pick a card to play."));
}

static gboolean
refuse_not_held (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 GtCard        card)
{
  return gt_verdict_refuse (v, "dbf.deck", _("You don’t hold the %s: you can only play cards from your hand."),
                            gt_explain_card_label (card));
}

static gboolean
refuse_lead_pass (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v)
{
  return gt_verdict_refuse (v, "dbf.follow.suit", _("nobody passes in a trick: every player plays a card (or as many as were led)."));
}

static gboolean
refuse_too_long (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 guint         n,
                 guint         max)
{
  return gt_verdict_refuse (v, "dbf.lead.top",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "that is %u card: no play into a trick is longer than %u cards.",
                                         "that is %u cards: no play into a trick is longer than %u cards.", n),
                            n, max);
}

static void
explain_play (const GtGame *g,
              guint         seat G_GNUC_UNUSED,
              guint         ev,
              GtVerdict    *v)
{
  GString *out;

  if (!(ev & GT_EVENT_TRICK_END))
    return;
  out = g_string_new (v->explanation);
  gt_explain_add_sentencef (out, _("%s takes the trick and leads the next."), seat_word (g, g->last_trick_by));
  if (ev & GT_EVENT_DEAL_OVER)
    {
      guint points = g->own[DBF_OWN_DEFENDERS] * 5u, gp = g->own[DBF_OWN_RESULT] & 0x7f;
      if (g->own[DBF_OWN_RESULT] & 0x80)
        gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "The deal is over: the defenders took %u points and win it, going up %u rank.",
                                                    "The deal is over: the defenders took %u points and win it, going up %u ranks.", gp),
                                  points, gp);
      else
        gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "The deal is over: the defenders took %u points, and the declarers win it, going up %u rank.",
                                                    "The deal is over: the defenders took %u points, and the declarers win it, going up %u ranks.", gp),
                                  points, gp);
      v->rule = "dbf.result";
    }
  g_free (v->explanation);
  v->explanation = g_string_free (out, FALSE);
}

static const GtGameExplain dbf_game_explain = {
  .refuse_not_in_play = refuse_not_in_play,
  .refuse_phase = refuse_phase,
  .refuse_out = refuse_out,
  .refuse_turn = refuse_turn,
  .refuse_unknown = refuse_unknown,
  .refuse_empty = refuse_empty,
  .refuse_not_held = refuse_not_held,
  .refuse_lead_pass = refuse_lead_pass,
  .refuse_too_long = refuse_too_long,
  .explain_play = explain_play,
};

static const char *const side_ids[] = { "SN", "EW", NULL };

/* Da Bai Fen's seats are the compass points, partners opposite, as
 * Guandan's (the same words, so the same translations). */
static const GtSeatNames seat_names = {
  .id = { "S", "E", "N", "W" },
  .letter = {
    /* Translators: South, one letter, as on the card table ("S played") */
    NC_("seat", "S"),
    /* Translators: East, one letter, as on the card table */
    NC_("seat", "E"),
    /* Translators: North, one letter, as on the card table */
    NC_("seat", "N"),
    /* Translators: West, one letter, as on the card table */
    NC_("seat", "W"),
  },
  .word = { NC_("seat", "South"), NC_("seat", "East"), NC_("seat", "North"), NC_("seat", "West") },
  /* Translators: the learner's seat on the table, in words */
  .you = NC_("seat", "South (you)"),
  /* Translators: the seat opposite the learner's, in words */
  .partner = NC_("seat", "North, your partner"),
};

const GtGameRules dbf_game_rules = {
  .min_seats = 4,
  .max_seats = 4,
  .seats = 4,
  .table = GT_TABLE_TRICK,
  .seat_names = &seat_names,
  .deck_size = DBF_DECK,
  .side_ids = side_ids,
  .actions = 0,
  .goals = 1u << GT_GOAL_POINTS,
  .setup = setup,
  .deal = deal,
  .deal_ended = deal_ended,
  .end_deal = end_deal,
  .check_trick = check_trick,
  .trick_taker = trick_taker,
  .lead_rule = lead_rule,
  .explain = &dbf_game_explain,
  .trick = &dbf_trick_rules,
  .card_points = dbf_points_of_kind,
  .trick_played = trick_played,
  .check_invariants = check_invariants,
  .deal_scores = deal_scores,
  .seat_role = seat_role,
  .solver = 0,
  .deal_words = deal_words,
};
