/* dbf-game.c — Da Bai Fen around the tricks: drawing and declaring trumps,
 * the kitty, redeals, the end of a deal, game points and ranks
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/dabaifen.md.  The core (gt-game.c) runs the
 * tricks and counts their points (GtGameRules.card_points); this file is
 * the game's table of operations.  A deal is drawn from the deck one card at
 * a time, and what the players decide while drawing is theirs to act: a
 * seat that draws a card of the trump rank while nobody has shown one
 * shows it or draws on (GT_PHASE_DECLARE, GT_ACTION_DECLARE), and the
 * declarer, holding the kitty, lays six cards aside (GT_PHASE_DISCARD,
 * GT_ACTION_DISCARD).  A computer player decides by the simple rules
 * (always show, lay aside low plain cards: choose_action); a hand without
 * trumps always cancels the deal, here.  The kitty is the core's stock:
 * the pack while drawing, then the six laid aside face down, counted by
 * the invariants, its points doubled for the team that takes the last
 * trick.
 */
#define G_LOG_DOMAIN "dbf-game"

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

/* Whether this deal is a redeal (dbf.redeal): no trump rank fixed in
 * advance, each seat may show its own team's rank. */
static gboolean
is_redeal (const GtGame *g)
{
  return g->own[DBF_OWN_REDEAL] != GT_SEAT_NONE;
}

/* The rank seat may show while drawing (dbf.trump.declare): the trump
 * rank, or in a redeal its own team's rank. */
static guint
declarable_rank (const GtGame *g,
                 guint         seat)
{
  return is_redeal (g) ? g->levels[g->side[seat]] : g->level;
}

/* The deal is cancelled (dbf.redeal): every card gathered face down (the
 * stock) until the next deal, and the provisional declarer's partner
 * takes over. */
static void
cancel (GtGame *g,
        guint   provisional)
{
  for (guint s = 0; s < 4; s++)
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      for (guint k = 0; k < g->hand[s][c]; k++)
        g->stock[g->stock_n++] = (GtCard) c;
  memset (g->hand, 0, sizeof g->hand);
  memset (g->count, 0, sizeof g->count);
  g->own[DBF_OWN_HOW] = DBF_HOW_CANCELLED;
  g->own[DBF_OWN_REDEAL] = (guint8) gt_game_partner (g, provisional);
  g->own[DBF_OWN_OFFER] = GT_CARD_NONE;
  g->trump_suit = GT_SUIT_NONE;
  g->phase = GT_PHASE_DEAL_OVER;
  g->turn = GT_SEAT_NONE;
}

/* Every card is drawn: the trumps are fixed (by a declaration, else by
 * the kitty turned up: dbf.trump.kitty), a hand without a trump cancels
 * the deal (dbf.redeal: the simple player always does), else the declarer
 * takes the kitty into the hand and lays six cards aside (dbf.kitty,
 * GT_PHASE_DISCARD).  Words for what happened go to out (may be NULL). */
static void
finish_draw (GtGame  *g,
             GString *out)
{
  gboolean first_deal = g->own[DBF_OWN_DECLARER] == GT_SEAT_NONE;
  guint first = g->own[DBF_OWN_FIRST], declarer = first;
  GtCard kitty[DBF_KITTY];
  GtRuleCtx ctx;

  /* The stock's last six, in the order they lie (the next drawn last). */
  for (guint i = 0; i < DBF_KITTY; i++)
    kitty[i] = g->stock[DBF_KITTY - 1 - i];
  if (g->own[DBF_OWN_HOW] == DBF_HOW_NONE)
    {
      guint turned;

      if (is_redeal (g))
        {
          /* Nobody showed their team's rank: cancelled again. */
          if (out != NULL)
            gt_explain_add_sentence (out, _("Nobody showed a card of their team’s rank: the deal is cancelled and dealt again."));
          cancel (g, first);
          return;
        }
      g->own[DBF_OWN_HOW] = DBF_HOW_KITTY;
      g->trump_suit = (guint8) dbf_kitty_suit (kitty, g->level, &turned);
      if (out != NULL)
        gt_explain_add_sentencef (out, _("Nobody showed a card of the trump rank: the kitty is turned up, and %s are trumps."),
                                  dbf_suit_many (g->trump_suit));
    }
  else if (first_deal || is_redeal (g))
    declarer = g->own[DBF_OWN_DRAWN_BY];
  gt_game_rule_ctx (g, &ctx);

  for (guint i = 0; i < 4; i++)
    if (dbf_no_trump (&ctx, g->hand[(declarer + i) % 4]))
      {
        if (out != NULL)
          gt_explain_add_sentencef (out, _("%s holds no trump and cancels the deal."),
                                    gt_game_seat_name (g, (declarer + i) % 4, GT_SEAT_NAME_WORD));
        cancel (g, declarer);
        return;
      }

  g->own[DBF_OWN_DECLARER] = (guint8) declarer;
  g->own[DBF_OWN_REDEAL] = GT_SEAT_NONE;
  g->own[DBF_OWN_OFFER] = GT_CARD_NONE;
  g->declarer = g->side[declarer];
  /* dbf.kitty: the declarer takes the six, and lays six aside next. */
  for (guint i = 0; i < DBF_KITTY; i++)
    g->hand[declarer][kitty[i]]++;
  g->count[declarer] += DBF_KITTY;
  g->stock_n = 0;
  g->phase = GT_PHASE_DISCARD;
  g->turn = (guint8) declarer;
  if (out != NULL)
    gt_explain_add_sentencef (out, _("%s takes the six cards of the kitty and lays six aside."),
                              gt_game_seat_name (g, declarer, GT_SEAT_NAME_WORD));
}

/* dbf.deal.draw: the cards drawn one at a time in play order from the
 * first drawer, until a seat draws a card it may show while nobody has
 * declared (it decides: GT_PHASE_DECLARE), or every hand is full. */
static void
draw_on (GtGame  *g,
         GString *out)
{
  guint first = g->own[DBF_OWN_FIRST];

  while (g->stock_n > DBF_KITTY)
    {
      guint drawn = DBF_DECK - g->stock_n;
      guint seat = (first + drawn) % 4;
      GtCard c = g->stock[--g->stock_n];

      g->hand[seat][c]++;
      g->count[seat]++;
      if (g->own[DBF_OWN_HOW] == DBF_HOW_NONE && c < GT_CARD_BJ && gt_card_rank (c) == declarable_rank (g, seat))
        {
          g->own[DBF_OWN_OFFER] = c;
          g->phase = GT_PHASE_DECLARE;
          g->turn = (guint8) seat;
          return;
        }
    }
  finish_draw (g, out);
}

static void
deal (GtGame       *g,
      const GtCard *deck,
      guint         turned G_GNUC_UNUSED)
{
  gboolean first_deal = g->own[DBF_OWN_DECLARER] == GT_SEAT_NONE;
  guint first;

  if (is_redeal (g))
    first = g->own[DBF_OWN_REDEAL];
  else if (first_deal)
    first = high_card_draw (deck);
  else
    first = g->own[DBF_OWN_DECLARER];
  /* A redeal has no trump rank until a player shows their team's; the
   * table shows the first drawer's meanwhile. */
  g->level = g->levels[g->side[first]];
  g->trump_suit = GT_SUIT_NONE;
  g->own[DBF_OWN_REVOKE] = GT_SEAT_NONE;
  g->own[DBF_OWN_DEFENDERS] = 0;
  g->own[DBF_OWN_RESULT] = 0;
  g->own[DBF_OWN_HOW] = DBF_HOW_NONE;
  g->own[DBF_OWN_DRAWN_BY] = GT_SEAT_NONE;
  g->own[DBF_OWN_FIRST] = (guint8) first;
  g->own[DBF_OWN_OFFER] = GT_CARD_NONE;
  g->lead_reason = DBF_LEAD_DECLARER;
  /* The pack face down, its top card deck[0] drawn first: the stock's
   * last. */
  for (guint i = 0; i < DBF_DECK; i++)
    g->stock[i] = deck[DBF_DECK - 1 - i];
  g->stock_n = DBF_DECK;
  draw_on (g, NULL);
}

/* ---- Declaring and burying (GT_ACTION_DECLARE, GT_ACTION_DISCARD) ---------- */

static const char *seat_word (const GtGame *g, guint seat);

/* The trump-rank card a show names: the card itself, else the one just
 * drawn, else the seat's only card of that rank.  GT_CARD_NONE when it
 * cannot be told. */
static GtCard
shown_card (const GtGame   *g,
            const GtAction *a)
{
  guint rank = declarable_rank (g, a->seat);
  GtCard only = GT_CARD_NONE;

  if (a->card != GT_CARD_NONE)
    return a->card;
  if (g->own[DBF_OWN_OFFER] != GT_CARD_NONE)
    return g->own[DBF_OWN_OFFER];
  for (guint suit = 0; suit < 4; suit++)
    if (g->hand[a->seat][GT_CARD_MAKE (rank, suit)] > 0)
      {
        if (only != GT_CARD_NONE)
          return GT_CARD_NONE;
        only = GT_CARD_MAKE (rank, suit);
      }
  return only;
}

static gboolean
check_declare (const GtGame   *g,
               const GtAction *a,
               GtVerdict      *v)
{
  guint rank = declarable_rank (g, a->seat);
  GtCard c;

  if (g->phase != GT_PHASE_DECLARE)
    return gt_verdict_refuse (v, "dbf.trump.declare",
                              _("the trumps are already fixed: a card is shown only while the cards are drawn, before anyone else has shown one."));
  if (a->seat != g->turn)
    return gt_verdict_refuse (v, "dbf.trump.declare", _("%s has just drawn a card of the rank and decides first."),
                              seat_word (g, g->turn));
  if (a->choice == DBF_DECLARE_PASS)
    {
      if (a->card != GT_CARD_NONE)
        return gt_verdict_refuse (v, "dbf.trump.declare", _("keeping your cards hidden shows no card."));
      return TRUE;
    }
  if (a->choice != DBF_DECLARE_SHOW)
    return gt_verdict_refuse (v, "dbf.trump.declare", _("that is not a declaration of the game: show a card of the rank, or draw on."));
  c = shown_card (g, a);
  if (c == GT_CARD_NONE)
    return gt_verdict_refuse (v, "dbf.trump.declare", _("you hold several cards of the rank: choose the one you show."));
  if (c >= GT_CARD_BJ || gt_card_rank (c) != rank)
    {
      if (is_redeal (g))
        return gt_verdict_refuse (v, "dbf.redeal",
                                  _("in a redeal you show a card of your own team’s rank, %s: its suit becomes trumps."),
                                  gt_rank_to_string (rank));
      return gt_verdict_refuse (v, "dbf.trump.declare",
                                _("only a card of the trump rank, %s, may be shown: its suit becomes trumps."),
                                gt_rank_to_string (rank));
    }
  if (g->hand[a->seat][c] == 0)
    return gt_verdict_refuse (v, "dbf.trump.declare", _("You don’t hold the %s: you can only show a card from your hand."),
                              gt_explain_card_label (c));
  return TRUE;
}

/* The six cards laid aside hold this many card points (dbf.points). */
static guint
cards_points (const GtCardList *cards)
{
  guint points = 0;

  for (guint i = 0; i < cards->n; i++)
    points += dbf_card_points (cards->card[i]);
  return points;
}

static gboolean
check_discard (const GtGame   *g,
               const GtAction *a,
               GtVerdict      *v)
{
  guint8 need[GT_CARD_KINDS];

  if (g->phase != GT_PHASE_DISCARD)
    return gt_verdict_refuse (v, "dbf.kitty", _("the kitty is laid aside once, by the declarer, after the cards are drawn."));
  if (a->seat != g->turn)
    return gt_verdict_refuse (v, "dbf.kitty", _("the declarer, %s, takes the kitty and lays six cards aside."),
                              seat_word (g, g->turn));
  if (a->cards.n != DBF_KITTY)
    return gt_verdict_refuse (v, "dbf.kitty",
                              g_dngettext (GETTEXT_PACKAGE, "you chose %u card: lay exactly six aside.",
                                           "you chose %u cards: lay exactly six aside.", a->cards.n),
                              a->cards.n);
  gt_card_list_count (&a->cards, need);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (need[c] > g->hand[a->seat][c])
      return gt_verdict_refuse (v, "dbf.kitty", _("You don’t hold the %s: you lay aside cards from your hand."),
                                gt_explain_card_label ((GtCard) c));
  return TRUE;
}

static gboolean
check_action (const GtGame   *g,
              const GtAction *a,
              GtVerdict      *v)
{
  switch ((GtActionType) a->type)
    {
    case GT_ACTION_DECLARE:
      return check_declare (g, a, v);
    case GT_ACTION_DISCARD:
      return check_discard (g, a, v);
    case GT_ACTION_PLAY:
    case GT_ACTION_PASS:
    case GT_ACTION_TRIBUTE:
    case GT_ACTION_RETURN:
    case GT_ACTION_CHOOSE:
    case GT_ACTION_TYPE_COUNT:
    default:
      return gt_verdict_refuse (v, "dbf.follow.suit", _("that is not an action of the game: play a card into the trick."));
    }
}

static void
set_verdict (GtVerdict  *v,
             const char *rule,
             GString    *out)
{
  if (v == NULL)
    {
      g_string_free (out, TRUE);
      return;
    }
  g_free (v->explanation);
  v->legal = TRUE;
  v->rule = rule;
  v->explanation = g_string_free (out, FALSE);
}

static guint
apply_action (GtGame         *g,
              const GtAction *a,
              GtVerdict      *v)
{
  GString *out = g_string_new (NULL);
  const char *rule = "dbf.trump.declare";

  if (a->type == GT_ACTION_DECLARE)
    {
      guint seat = a->seat;

      if (a->choice == DBF_DECLARE_SHOW)
        {
          GtCard c = shown_card (g, a);
          gboolean first_deal = g->own[DBF_OWN_DECLARER] == GT_SEAT_NONE;

          if (is_redeal (g))
            {
              rule = "dbf.redeal";
              g->own[DBF_OWN_HOW] = DBF_HOW_REDEAL_DECLARED;
              g->level = (guint8) gt_card_rank (c);
            }
          else
            g->own[DBF_OWN_HOW] = DBF_HOW_DECLARED;
          g->trump_suit = (guint8) gt_card_suit (c);
          g->own[DBF_OWN_DRAWN_BY] = (guint8) seat;
          gt_explain_add_sentencef (out, _("%s shows the %s: %s are trumps."), seat_word (g, seat),
                                    gt_explain_card_label (c), dbf_suit_many (g->trump_suit));
          if (first_deal || is_redeal (g))
            gt_explain_add_sentencef (out, _("Showing it first makes %s the declarer."), seat_word (g, seat));
        }
      else
        gt_explain_add_sentencef (out, _("%s keeps the card hidden and the drawing goes on."), seat_word (g, seat));
      g->own[DBF_OWN_OFFER] = GT_CARD_NONE;
      draw_on (g, out);
      set_verdict (v, rule, out);
      return 0;
    }

  /* GT_ACTION_DISCARD: dbf.kitty */
  {
    guint seat = a->seat, points = cards_points (&a->cards);

    for (guint i = 0; i < a->cards.n; i++)
      {
        g->hand[seat][a->cards.card[i]]--;
        g->stock[i] = a->cards.card[i];
      }
    g->count[seat] -= DBF_KITTY;
    g->stock_n = DBF_KITTY;
    g->phase = GT_PHASE_PLAY;
    g->turn = (guint8) seat;
    g->lead_reason = DBF_LEAD_DECLARER;
    rule = "dbf.kitty";
    gt_explain_add_sentencef (out, _("%s lays six cards aside face down, and leads the first trick."), seat_word (g, seat));
    if (points > 0)
      {
        rule = "dbf.kitty.last";
        gt_explain_add_sentencef (out,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "They hold %u point: if the defenders take the last trick, it counts double for them.",
                                               "They hold %u points: if the defenders take the last trick, they count double for them.",
                                               points),
                                  points);
      }
    set_verdict (v, rule, out);
    return 0;
  }
}

/* The simple player's choices (dbf.trump.declare, dbf.kitty): always show
 * the card drawn; lay aside low plain cards without points. */
static gboolean
choose_action (const GtGame *g,
               guint32       r G_GNUC_UNUSED,
               GtAction     *a)
{
  guint seat = g->turn;

  if (seat >= g->n_seats)
    return FALSE;
  if (g->phase == GT_PHASE_DECLARE)
    {
      gt_action_declare (a, seat, DBF_DECLARE_SHOW, GT_CARD_NONE);
      return TRUE;
    }
  if (g->phase == GT_PHASE_DISCARD)
    {
      GtCard aside[DBF_KITTY];
      GtCardList cards;
      GtRuleCtx ctx;

      gt_game_rule_ctx (g, &ctx);
      dbf_kitty_choose (&ctx, g->hand[seat], aside);
      gt_card_list_init (&cards);
      for (guint i = 0; i < DBF_KITTY; i++)
        gt_card_list_append (&cards, aside[i], GT_CARD_NONE);
      gt_action_discard (a, seat, &cards);
      return TRUE;
    }
  return FALSE;
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
  guint held = 0;

  /* While drawing, the pack is what the hands have not drawn; while the
   * declarer buries, the kitty is in the hand. */
  for (guint s = 0; s < g->n_seats; s++)
    held += g->count[s];
  if (g->phase == GT_PHASE_DECLARE)
    want = DBF_DECK - held;
  else if (g->phase == GT_PHASE_DISCARD)
    want = 0;
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

/* ---- The phases before play in a position ---------------------------------- */

/* Da Bai Fen has no keys of its own: its phases before play are staged
 * with the core's (docs/position-format.md): phase=declare, the hands drawn
 * so far, stock= the rest of the pack in the order it is drawn, and turn=
 * the seat that has just drawn a card of the trump rank (level=); deal=1
 * (the default) for a first deal, where whoever shows first declares, else
 * the declarer is the first drawer.  phase=discard: turn= the declarer,
 * holding its twelve cards and the kitty's six, trump= the suit. */
static const char *const dbf_keys[] = { NULL };

static gboolean
load_fail (const char **bad_key,
           GError     **error,
           const char  *key,
           const char  *format,
           ...) G_GNUC_PRINTF (4, 5);

static gboolean
load_fail (const char **bad_key,
           GError     **error,
           const char  *key,
           const char  *format,
           ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  *bad_key = key;
  g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT, "key '%s': %s", key, message);
  g_free (message);
  return FALSE;
}

static gboolean
load_keys (GtGame      *g,
           GKeyFile    *kf,
           const char  *group,
           const char **bad_key,
           GError     **error)
{
  g_autofree char *turn = g_key_file_get_string (kf, group, "turn", NULL);
  guint t, held = 0;

  if (g->phase != GT_PHASE_DECLARE && g->phase != GT_PHASE_DISCARD)
    return TRUE;
  if (turn == NULL)
    return load_fail (bad_key, error, "turn", "missing: who decides (phase %s)?", gt_phase_to_string (g->phase));
  if (!gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (turn), &t) || !(g->seats & (1u << t)))
    return load_fail (bad_key, error, "turn", "'%s' is not a seat in play", turn);
  for (guint s = 0; s < g->n_seats; s++)
    held += g->count[s];

  if (g->phase == GT_PHASE_DECLARE)
    {
      guint first = (t + 4 - (held - 1) % 4) % 4;

      if (g->trump_suit != GT_SUIT_NONE)
        return load_fail (bad_key, error, "trump", "the trumps are not fixed while a card may still be shown");
      if (g->seats != 0xf || held + g->stock_n != DBF_DECK || held == 0 || held > 4 * DBF_HAND)
        return load_fail (bad_key, error, "stock",
                          "while the cards are drawn, the four hands and the rest of the pack (stock=, in the order "
                          "drawn) hold the whole deck, and at most %u cards are drawn", 4 * DBF_HAND);
      /* One card at a time from the first drawer: turn drew the last. */
      for (guint k = 0; k < 4; k++)
        if (g->count[(first + k) % 4] != (held + 3 - k) / 4)
          return load_fail (bad_key, error, "turn",
                            "%u cards drawn one at a time, %s drawing last: %s would hold %u, not %u",
                            held, gt_game_seat_id (g, t), gt_game_seat_id (g, (first + k) % 4),
                            (held + 3 - k) / 4, g->count[(first + k) % 4]);
      {
        gboolean has = FALSE;
        for (guint suit = 0; suit < 4; suit++)
          has = has || g->hand[t][GT_CARD_MAKE (g->level, suit)] > 0;
        if (!has)
          return load_fail (bad_key, error, "turn", "%s holds no card of the trump rank %s to show",
                            gt_game_seat_id (g, t), gt_rank_to_string (g->level));
      }
      g->own[DBF_OWN_FIRST] = (guint8) first;
      g->own[DBF_OWN_DECLARER] = g->deal_no <= 1 ? GT_SEAT_NONE : (guint8) first;
      g->own[DBF_OWN_HOW] = DBF_HOW_NONE;
      g->own[DBF_OWN_OFFER] = GT_CARD_NONE;
      g->declarer = GT_TEAM_NONE;
    }
  else
    {
      if (g->count[t] != DBF_HAND + DBF_KITTY)
        return load_fail (bad_key, error, gt_game_seat_id (g, t),
                          "the declarer lays the kitty aside holding %u cards (twelve and the kitty's six), not %u",
                          DBF_HAND + DBF_KITTY, g->count[t]);
      if (g->stock_n != 0)
        return load_fail (bad_key, error, "stock", "the kitty is in the declarer's hand until it is laid aside");
      if (g->trump_suit == GT_SUIT_NONE)
        return load_fail (bad_key, error, "trump", "missing: the trumps are fixed before the kitty is laid aside");
      g->own[DBF_OWN_DECLARER] = (guint8) t;
      g->own[DBF_OWN_FIRST] = (guint8) t;
      g->own[DBF_OWN_HOW] = DBF_HOW_DECLARED;
      g->declarer = g->side[t];
    }
  g->turn = (guint8) t;
  g->lead_reason = DBF_LEAD_DECLARER;
  return TRUE;
}

static void
save_keys (const GtGame *g,
           GKeyFile     *kf,
           const char   *group)
{
  if ((g->phase == GT_PHASE_DECLARE || g->phase == GT_PHASE_DISCARD) && g->turn < g->n_seats)
    g_key_file_set_string (kf, group, "turn", gt_game_seat_id (g, g->turn));
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
  if (g->phase == GT_PHASE_DECLARE)
    return gt_verdict_refuse (v, "dbf.trump.declare",
                              _("the cards are still being drawn: %s has just drawn a card of the rank and may show it."),
                              seat_word (g, g->turn));
  if (g->phase == GT_PHASE_DISCARD)
    return gt_verdict_refuse (v, "dbf.kitty", _("play begins once the declarer, %s, has laid six cards aside."),
                              seat_word (g, g->turn));
  return gt_verdict_refuse (v, "dbf.deal.draw", _("there is no deal in play: the cards have to be drawn first."));
}

static gboolean
refuse_out (const GtGame *g G_GNUC_UNUSED,
            GtVerdict    *v,
            guint         seat G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "dbf.kitty.last", _("you have no cards left: the deal is over."));
}

/* Why the player to lead leads (GtGameRules.lead_reasons), by reason. */
static const GtLeadReasonInfo dbf_lead_reasons[DBF_LEAD_COUNT] = {
  [GT_LEAD_ORDER] = { "order", "dbf.players", NULL },
  [GT_LEAD_ROUND] = { "trick-taken", "dbf.lead.first",
                      N_("it is not your lead: %s took the last trick and leads the next.") },
  [GT_LEAD_SET] = { "set", "dbf.players", NULL },
  [DBF_LEAD_DECLARER] = { "declarer", "dbf.lead.first",
                          N_("it is not your lead: the declarer, %s, leads the first trick.") },
};

static gboolean
refuse_turn (const GtGame *g,
             GtVerdict    *v,
             guint         seat G_GNUC_UNUSED)
{
  /* Before a trick, whoever leads took the last one unless the declarer
   * leads the first. */
  if (g->trick_n == 0)
    {
      guint reason = g->lead_reason == DBF_LEAD_DECLARER ? DBF_LEAD_DECLARER : GT_LEAD_ROUND;
      g_autofree char *why = gt_game_lead_words (g, reason, seat_word (g, g->turn));

      return gt_verdict_refuse (v, gt_game_lead_rule (g, reason), "%s", why);
    }
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

static const GtStepChoice declare_choices[] = {
  /* Translators: Da Bai Fen, a button: show the trump-rank card just
   * drawn (亮主), which makes its suit trumps */
  { "show", DBF_DECLARE_SHOW, TRUE, N_("_Show It") },
  /* Translators: Da Bai Fen, a button: keep the trump-rank card hidden
   * and go on drawing */
  { "pass", DBF_DECLARE_PASS, FALSE, N_("_Draw On") },
  { NULL, 0, FALSE, NULL },
};

/* A lesson's Do=declare and Do=bury (docs/lesson-format.md). */
static const GtStepAction dbf_step_actions[] = {
  { "declare", GT_ACTION_DECLARE, GT_PHASE_DECLARE, 0, "dbf.trump.declare",
    /* Translators: Da Bai Fen, showing a trump-rank card while drawing (亮主) */
    N_("Show a Trump"),
    N_("You have just drawn a card of the trump rank: show it to make its suit trumps, or draw on."),
    declare_choices },
  { "bury", GT_ACTION_DISCARD, GT_PHASE_DISCARD, DBF_KITTY, "dbf.kitty",
    /* Translators: Da Bai Fen, a button: lay the six selected cards aside
     * face down as the kitty (扣底) */
    N_("_Bury Six Cards"),
    N_("Select the six cards you lay aside, then press Bury Six Cards."),
    NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL, NULL },
};

/* Its words for its phases before play, on the table. */
static const char *const dbf_phase_words[GT_PHASES] = {
  /* Translators: Da Bai Fen, on the table while the cards are drawn and a
   * trump-rank card may be shown */
  [GT_PHASE_DECLARE] = N_("Drawing: a trump may be shown"),
  /* Translators: Da Bai Fen, on the table while the declarer lays the
   * kitty aside */
  [GT_PHASE_DISCARD] = N_("The declarer buries the kitty"),
};

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
  .actions = (1u << GT_ACTION_DECLARE) | (1u << GT_ACTION_DISCARD),
  .step_actions = dbf_step_actions,
  .discard = DBF_KITTY,
  .goals = 1u << GT_GOAL_POINTS,
  .phase_words = dbf_phase_words,
  .setup = setup,
  .deal = deal,
  .check_action = check_action,
  .apply_action = apply_action,
  .deal_ended = deal_ended,
  .end_deal = end_deal,
  .check_trick = check_trick,
  .trick_taker = trick_taker,
  .lead_reasons = dbf_lead_reasons,
  .n_lead_reasons = G_N_ELEMENTS (dbf_lead_reasons),
  .explain = &dbf_game_explain,
  .trick = &dbf_trick_rules,
  .card_points = dbf_points_of_kind,
  .trick_played = trick_played,
  .check_invariants = check_invariants,
  .deal_scores = deal_scores,
  .seat_role = seat_role,
  .choose_action = choose_action,
  .plain_choices = TRUE,
  .keys = dbf_keys,
  .load_keys = load_keys,
  .save_keys = save_keys,
  .solver = 0,
};
