/* gdy-game.c — Gan Deng Yan around the plays: the deal, the stock, the end
 * of a deal and its scores, and the words of the game's verdicts
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/gandengyan.md.  The core (gt-game.c) runs
 * the climbing rounds; this file is the game's table of operations
 * (GtGameRules): 3–6 seats named 1 … 6, each for themselves (the core's
 * default sides), five cards each and six to the dealer, the rest a stock
 * drawn from at every round's end (round_end), the deal over as soon as one
 * player has no cards, and scores by the cards left (deal_scores).
 */
#define G_LOG_DOMAIN "gdy-game"

#include "config.h"

#include <string.h>

#include "gt-explain.h"
#include "gt-solver.h"

#include "gdy-private.h"

#define GDY_HAND 5

/* ---- The deck, the deal ------------------------------------------------- */

/* gdy.deck: one deck and its two jokers, or two with the variant. */
static guint
deck (guint32 variants,
      guint8  copies[GT_CARD_KINDS])
{
  const guint8 *one = gt_ruleset_gandengyan ()->copies;
  guint k = (variants & GDY_VARIANT_TWO_DECKS) ? 2 : 1, n = 0;

  /* The ruleset's one deck (kinds other games add, such as marked jokers,
   * are not in it), k times. */
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      copies[c] = (guint8) (one[c] * k);
      n += copies[c];
    }
  return n;
}

/* gdy.dealer: the first dealer at random — the deck's turned index, which
 * the core draws from the same seeded GRand as the shuffle — and then the
 * winner of the deal before. */
static guint
dealer (const GtGame *g,
        guint         turned)
{
  if (g->has_prev && g->prev_order[0] < g->n_seats)
    return g->prev_order[0];
  return turned % g->n_seats;
}

/* gdy.deal: one card at a time in play order from the dealer, five each
 * and a sixth to the dealer; the rest is the stock, its first card the
 * first drawn. */
static void
deal (GtGame       *g,
      const GtCard *cards,
      guint         turned)
{
  guint8 copies[GT_CARD_KINDS];
  guint n = deck (g->variants, copies), d = dealer (g, turned), k = 0;

  for (guint i = 0; i < GDY_HAND * (guint) g->n_seats + 1; i++, k++)
    {
      guint seat = (d + i) % g->n_seats;
      g->hand[seat][cards[k]]++;
      g->count[seat]++;
    }
  g->stock_n = (guint8) MIN (n - k, GT_STOCK_MAX);
  /* Stored backwards: the next card drawn is the last. */
  for (guint i = 0; i < g->stock_n; i++)
    g->stock[i] = cards[n - 1 - i];
  g->phase = GT_PHASE_PLAY;
  g->turn = (guint8) d;
  g->lead_reason = GDY_LEAD_DEALER;
}

/* gdy.turn.round-end, gdy.draw: from the player who made the last play,
 * in play order, one card each until the stock is empty. */
static guint
round_end (GtGame *g,
           guint   by)
{
  guint seat = by, ev = 0;

  for (guint i = 0; i < g->n_seats && g->stock_n > 0; i++, seat = gt_game_next_seat (g, seat))
    {
      GtCard c;

      if (!gt_game_seat_active (g, seat))
        continue;
      c = g->stock[--g->stock_n];
      g->hand[seat][c]++;
      g->count[seat]++;
      ev = GDY_EVENT_DRAW;
    }
  return ev;
}

/* gdy.end: the first player without cards ends the deal at once. */
static gboolean
deal_ended (const GtGame *g)
{
  return g->out != 0;
}

/* Everyone else finishes in play order after the winner (their order
 * decides nothing: the scores are the cards left). */
static guint
end_deal (GtGame *g)
{
  guint first = g->order[0];

  for (guint i = 1; i < g->n_seats; i++)
    {
      guint t = (first + i) % g->n_seats;
      if ((g->seats & (1u << t)) && !(g->out & (1u << t)))
        g->order[g->n_order++] = (guint8) t;
    }
  g->turn = GT_SEAT_NONE;
  g->phase = GT_PHASE_DEAL_OVER;
  memcpy (g->prev_order, g->order, sizeof g->prev_order);
  g->has_prev = 1;
  return GT_EVENT_DEAL_OVER;
}

/* gdy.score: each loser pays the cards left in hand — times one more for
 * every Ace held with ace-multiplier (up to ×9 with two decks) — and the
 * winner takes it all. */
static void
deal_scores (const GtGame *g,
             int           scores[GT_SEATS_MAX])
{
  guint winner = g->n_order > 0 ? g->order[0] : GT_SEAT_NONE;
  int total = 0;

  if (winner >= g->n_seats)
    return;
  for (guint s = 0; s < g->n_seats; s++)
    {
      int pay;
      guint aces = 0;

      if (s == winner || !(g->seats & (1u << s)))
        continue;
      pay = g->count[s];
      if (g->variants & GDY_VARIANT_ACE_MULTIPLIER)
        {
          for (guint su = 0; su < 4; su++)
            aces += g->hand[s][GT_CARD_MAKE (GT_RANK_A, su)];
          pay *= (int) (1 + aces);
        }
      scores[s] = -pay;
      total += pay;
    }
  scores[winner] = total;
}

/* ---- The words of the game's verdicts ------------------------------------ */

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
  return gt_verdict_refuse (v, "gdy.players", _("%s does not take part in this position."), seat_word (g, seat));
}

static gboolean
refuse_phase (const GtGame   *g,
              const GtAction *a G_GNUC_UNUSED,
              GtVerdict      *v)
{
  if (g->phase == GT_PHASE_DEAL_OVER && g->n_order > 0)
    return gt_verdict_refuse (v, "gdy.end", _("the deal is over: %s has no cards left. The next deal has to be dealt first."),
                              seat_word (g, g->order[0]));
  return gt_verdict_refuse (v, "gdy.deal", _("there is no deal yet: the cards have to be dealt first."));
}

static gboolean
refuse_out (const GtGame *g G_GNUC_UNUSED,
            GtVerdict    *v,
            guint         seat G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "gdy.end", _("you have no cards left: the deal is over."));
}

static gboolean
refuse_turn (const GtGame *g,
             GtVerdict    *v,
             guint         seat G_GNUC_UNUSED)
{
  g_autofree char *why = g->table.type == GT_COMBO_NONE ? gt_game_lead_words (g, g->lead_reason, seat_word (g, g->turn)) : NULL;

  if (why != NULL)
    return gt_verdict_refuse (v, gt_game_lead_rule (g, g->lead_reason), "%s", why);
  return gt_verdict_refuse (v, "gdy.players", _("it is not your turn: %s plays next (play goes round in seat order)."),
                            seat_word (g, g->turn));
}

static gboolean
refuse_unknown (const GtGame *g G_GNUC_UNUSED,
                GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gdy.turn.pass", _("that is not an action of the game: play cards, or pass."));
}

static gboolean
refuse_empty (const GtGame *g G_GNUC_UNUSED,
              GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gdy.turn.pass", _("you chose no cards: pick the cards to play, or pass."));
}

static gboolean
refuse_not_held (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 GtCard        card)
{
  return gt_verdict_refuse (v, "gdy.deal", _("you don't hold %s: you can only play cards from your hand."),
                            gt_card_is_joker (card) ? gdy_joker_name (card) : gt_card_to_symbol (card));
}

static gboolean
refuse_reading (const GtGame  *g G_GNUC_UNUSED,
                GtVerdict     *v,
                const GtCombo *combo G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "gdy.joker.wild",
                            _("those cards cannot be read as the combination you named here; choose one of the readings that are legal."));
}

static gboolean
refuse_ambiguous (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v,
                  guint         n)
{
  return gt_verdict_refuse (v, "gdy.joker.wild",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "those cards can be read in %u way here; say which you mean by declaring the joker (BJ=S7).",
                                         "those cards can be read in %u ways here; say which you mean by declaring the joker (BJ=S7).", n),
                            n);
}

static gboolean
refuse_too_long (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 guint         n,
                 guint         max)
{
  return gt_verdict_refuse (v, "gdy.combo.double-sequence",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "that is %u card: no combination is longer than %u cards.",
                                         "that is %u cards: no combination is longer than %u cards.", n),
                            n, max);
}

static gboolean
refuse_lead_pass (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gdy.turn.pass", _("you lead this round, so you cannot pass: play any combination."));
}

static void
explain_play (const GtGame *g,
              guint         seat,
              guint         ev,
              GtVerdict    *v)
{
  GString *out = g_string_new (v->explanation);

  if (ev & GT_EVENT_DEAL_OVER)
    {
      int scores[GT_SEATS_MAX];

      deal_scores (g, scores);
      v->rule = "gdy.end";
      gt_explain_add_sentencef (out, _("you have no cards left: you win the deal and take %d points."), scores[seat]);
    }
  g_free (v->explanation);
  v->explanation = g_string_free (out, FALSE);
}

static void
explain_pass (const GtGame *g,
              guint         seat G_GNUC_UNUSED,
              guint         ev,
              GtVerdict    *v)
{
  GString *out = g_string_new (NULL);
  const char *rule = "gdy.turn.pass";

  gt_explain_add_sentence (out, _("you pass; you may still play later in this round."));
  if (ev & GT_EVENT_ROUND_END)
    {
      /* The draw, when there was one, is what the learner sees happen. */
      rule = (ev & GDY_EVENT_DRAW) ? "gdy.draw" : "gdy.turn.round-end";
      if (ev & GDY_EVENT_DRAW)
        gt_explain_add_sentencef (out, _("everyone passed, so the round is over: each player draws a card from the stock, starting with %s, who leads."),
                                  seat_word (g, g->turn));
      else
        gt_explain_add_sentencef (out, _("everyone passed, so the round is over and %s leads; the stock is empty, so nobody draws."),
                                  seat_word (g, g->turn));
    }
  g_free (v->explanation);
  v->legal = TRUE;
  v->rule = rule;
  v->explanation = g_string_free (out, FALSE);
}

/* Why the player to lead leads (GtGameRules.lead_reasons), by reason. */
static const GtLeadReasonInfo gdy_lead_reasons[GDY_LEAD_COUNT] = {
  [GT_LEAD_ORDER] = { "order", "gdy.players", NULL },
  [GT_LEAD_ROUND] = { "round-end", "gdy.turn.round-end",
                      N_("it is not your lead: everyone passed, so %s, who made the last play, leads after the draw.") },
  [GT_LEAD_SET] = { "set", "gdy.players", NULL },
  [GDY_LEAD_DEALER] = { "dealer", "gdy.dealer", N_("it is not your lead: the dealer, %s, leads first.") },
};

/* Its own events (GtGameRules.events): self-play counts the draws under
 * the name `selfplay --json` has always given them. */
static const GtEventInfo gdy_events[GDY_EVENT_INDEX_COUNT] = {
  [GDY_EVENT_INDEX_DRAW] = { "draw", "draws", N_("Round ends with a draw from the stock") },
};

static const GtGameExplain gdy_game_explain = {
  .refuse_not_in_play = refuse_not_in_play,
  .refuse_phase = refuse_phase,
  .refuse_out = refuse_out,
  .refuse_turn = refuse_turn,
  .refuse_unknown = refuse_unknown,
  .refuse_empty = refuse_empty,
  .refuse_not_held = refuse_not_held,
  .refuse_reading = refuse_reading,
  .refuse_ambiguous = refuse_ambiguous,
  .refuse_lead_pass = refuse_lead_pass,
  .refuse_too_long = refuse_too_long,
  .explain_play = explain_play,
  .explain_pass = explain_pass,
};

const GtGameRules gdy_game_rules = {
  .min_seats = 3,
  .max_seats = 6,
  .seats = 4,
  .table = GT_TABLE_CLIMB,
  .seat_names = &gt_seat_names_numbered,
  /* One deck of 52 and its two jokers (gdy.deck); .deck doubles it for
   * two-decks. */
  .deck_size = 4 * 13 + 2,
  .side_ids = NULL,
  .actions = 0,
  .goals = 1u << GT_GOAL_FIRST_OUT,
  .setup = NULL,
  .deal = deal,
  .deal_ended = deal_ended,
  .end_deal = end_deal,
  .lead_reasons = gdy_lead_reasons,
  .n_lead_reasons = G_N_ELEMENTS (gdy_lead_reasons),
  .events = gdy_events,
  .n_events = G_N_ELEMENTS (gdy_events),
  .explain = &gdy_game_explain,
  .deck = deck,
  .round_end = round_end,
  .deal_scores = deal_scores,
  .open_ended = TRUE,
  .no_level = TRUE,
  /* Suits never matter (gdy.order): hands keyed and plays made by rank.
   * The split and the strength keys are Guandan's shapes. */
  .solver = GT_SOLVER_BY_RANK,
};
