/* gd-game-explain.c — the words of Guandan's game verdicts: turns, tribute, return
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Follows ../shared/design/explanations.md: what happened, why, what would
 * work; second person, plain words, cards named as the table shows them
 * ("♠A", "the big joker").  Nothing here is on a hot path: the solver and
 * self-play use the fast path, which never explains.
 */
#define G_LOG_DOMAIN "gd-game-explain"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-explain.h"

#include "gd-game-private.h"

/* ---- Words ------------------------------------------------------------- */

/* Guandan's seats are the compass points, partners opposite. */
const GtSeatNames gd_seat_names = {
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

/* Why the player to lead leads (GtGameRules.lead_reasons), by reason:
 * the rule and the words of "not your lead". */
const GtLeadReasonInfo gd_lead_reasons[GD_LEAD_COUNT] = {
  [GT_LEAD_ORDER] = { "order", "gd.turn.order", NULL },
  [GT_LEAD_ROUND] = { "round-end", "gd.turn.round-end",
                      N_("it is not your lead: everyone passed, so %s, who made the last play, leads.") },
  [GT_LEAD_SET] = { "set", "gd.turn.order", NULL },
  [GD_LEAD_FIRST_DEAL] = { "first-deal", "gd.deal.first",
                           N_("it is not your lead: in the first deal, %s leads, who drew the card turned up during the cut.") },
  [GD_LEAD_TRIBUTE] = { "tribute", "gd.tribute.lead",
                        N_("it is not your lead: after a tribute, the player who gave it leads, and that is %s.") },
  [GD_LEAD_ANTI_TRIBUTE] = { "anti-tribute", "gd.tribute.resist",
                             N_("it is not your lead: after anti-tribute the previous first finisher, %s, leads.") },
  [GD_LEAD_JIEFENG] = { "jiefeng", "gd.turn.jiefeng",
                        N_("it is not your lead: the last play went out and everyone passed on it, so the lead passes to the partner, %s (接风).") },
  [GD_LEAD_NO_JIEFENG] = { "no-jiefeng", "gd.variant.no-jiefeng",
                           N_("it is not your lead: without 接风, the next player in turn, %s, leads after a player goes out.") },
};

/* Its own events (GtGameRules.events): self-play counts 接风 and the
 * returns from A under the names `selfplay --json` has always given them. */
const GtEventInfo gd_events[GD_EVENT_INDEX_COUNT] = {
  [GD_EVENT_INDEX_JIEFENG] = { "jiefeng", "jiefeng", N_("Leads passed to the partner (接风)") },
  [GD_EVENT_INDEX_TRIBUTE_DONE] = { "tribute-done", NULL, N_("Tribute given") },
  [GD_EVENT_INDEX_A_FAIL] = { "a-fail", "a_fails", N_("Teams sent back after three failures at A") },
  [GD_EVENT_INDEX_A_ONLY] = { "a-only", "a_only", N_("Teams sent back by an opponent going out with Aces only") },
  [GD_EVENT_INDEX_NEED_CHOICE] = { "need-choice", NULL, N_("Equal tribute cards: the first finisher chooses") },
};

/* Sentences name seats in words ("East"). */
static const char *
seat_word (guint seat)
{
  return seat < GD_SEATS ? g_dpgettext2 (GETTEXT_PACKAGE, "seat", gd_seat_names.word[seat]) : "?";
}

/* "♠A", "the big joker" */
static const char *
card_word (GtCard c)
{
  if (c == GT_CARD_RJ)
    return _("the big joker");
  if (c == GT_CARD_BJ)
    return _("the small joker");
  return gt_card_to_symbol (c);
}


static void
set_verdict (GtVerdict  *v,
             gboolean    legal,
             const char *rule,
             GString    *out)
{
  g_free (v->explanation);
  v->legal = legal;
  v->rule = rule;
  v->explanation = g_string_free (out, FALSE);
}

/* ---- Turns ------------------------------------------------------------- */

gboolean
gd_refuse_not_in_play (const GtGame *g,
                       GtVerdict *v,
                            guint      seat)
{
  return gt_verdict_refuse (v, "gd.players", _("%s does not take part in this position."), seat_word (seat));
}

gboolean
gd_refuse_phase (const GtGame   *g,
                      const GtAction *a,
                      GtVerdict      *v)
{
  switch ((GtPhase) g->phase)
    {
    case GT_PHASE_TRIBUTE:
      return gt_verdict_refuse (v, g->tribute_kind == GT_TRIBUTE_DOUBLE ? "gd.tribute.double" : "gd.tribute.single",
                                _("the tribute comes first: play begins once the tribute is paid and a card returned."));
    case GT_PHASE_RETURN:
      if (a->type == GT_ACTION_TRIBUTE)
        return gt_verdict_refuse (v, "gd.tribute.return", _("the tribute is already paid; now each receiver gives a card back."));
      return gt_verdict_refuse (v, "gd.tribute.return",
                                _("play begins once each receiver has given a card back to the player who paid them."));
    case GT_PHASE_DEAL_OVER:
      return gt_verdict_refuse (v, "gd.deal.end", _("the deal is over: the next deal has to be dealt first."));
    case GT_PHASE_GAME_OVER:
      return gt_verdict_refuse (v, "gd.game.win", _("the game is over: %s won it at level A."),
                                g->winner == GT_TEAM_SN ? _("South and North") : _("East and West"));
    case GT_PHASE_PLAY:
    case GT_PHASE_DECLARE:
    case GT_PHASE_DISCARD:
    default:
      if (a->type == GT_ACTION_RETURN)
        return gt_verdict_refuse (v, g->tribute_kind == GT_TRIBUTE_ANTI ? "gd.tribute.resist" : "gd.tribute.return",
                                  _("there is nothing to return now: cards go back only right after a tribute, before play."));
      if (g->tribute_kind == GT_TRIBUTE_ANTI)
        return gt_verdict_refuse (v, "gd.tribute.resist",
                                  _("no tribute is paid this deal: the losers hold both big jokers (anti-tribute, 抗贡)."));
      if (g->deal_no <= 1 && !g->has_prev)
        return gt_verdict_refuse (v, "gd.tribute.single", _("there is no tribute in the first deal: it starts from the second."));
      return gt_verdict_refuse (v, "gd.tribute.single", _("the tribute is over: play has begun."));
    }
}

gboolean
gd_refuse_out (const GtGame *g,
                    GtVerdict    *v,
                    guint         seat)
{
  return gt_verdict_refuse (v, "gd.turn.out",
                            _("you are out: you have played all your cards and take no further turns."));
}

gboolean
gd_refuse_turn (const GtGame *g,
                     GtVerdict    *v,
                     guint         seat)
{
  g_autofree char *why = g->table.type == GT_COMBO_NONE ? gt_game_lead_words (g, g->lead_reason, seat_word (g->turn)) : NULL;

  if (why != NULL)
    return gt_verdict_refuse (v, gt_game_lead_rule (g, g->lead_reason), "%s", why);
  return gt_verdict_refuse (v, "gd.turn.order", _("it is not your turn: %s plays next (play goes South → East → North → West)."),
                            seat_word (g->turn));
}

gboolean
gd_refuse_unknown (const GtGame *g,
                   GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gd.turn.order", _("that is not an action of the game."));
}

gboolean
gd_refuse_empty (const GtGame *g,
                      GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gd.turn.pass", _("you chose no cards: pick the cards to play, or pass."));
}

gboolean
gd_refuse_not_held (const GtGame *g,
                    GtVerdict *v,
                         GtCard     card)
{
  return gt_verdict_refuse (v, "gd.turn.own-cards", _("you don't hold %s: you can only play cards from your hand."),
                            card_word (card));
}

gboolean
gd_refuse_reading (const GtGame *g,
                   GtVerdict     *v,
                        const GtCombo *combo)
{
  return gt_verdict_refuse (v, "gd.wild.declare",
                            _("those cards cannot be read as the combination you named here; choose one of the readings that are legal."));
}

gboolean
gd_refuse_ambiguous (const GtGame *g,
                     GtVerdict *v,
                          guint      n)
{
  return gt_verdict_refuse (v, "gd.wild.declare",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "those cards can be read in %u way here; say which you mean by declaring the wild card.",
                                         "those cards can be read in %u ways here; say which you mean by declaring the wild card.", n),
                            n);
}

gboolean
gd_refuse_too_long (const GtGame *g,
                    GtVerdict    *v,
                    guint         n,
                    guint         max)
{
  return gt_verdict_refuse (v, "gd.combo.invalid",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "that is %u card: no combination is longer than %u cards.",
                                         "that is %u cards: no combination is longer than %u cards.", n),
                            n, max);
}

gboolean
gd_refuse_lead_pass (const GtGame *g,
                          GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gd.turn.lead", _("you lead this round, so you cannot pass: play any combination."));
}

void
gd_explain_play (const GtGame *g,
                        guint         seat,
                        guint         ev,
                        GtVerdict    *v)
{
  GString *out = g_string_new (v->explanation);

  if (ev & GT_EVENT_OUT)
    {
      guint place = 0;
      for (guint i = 0; i < g->n_order; i++)
        if (g->order[i] == seat)
          place = i;
      gt_explain_add_sentencef (out, _("you are out, in %s place."), gt_place_name (place));
    }
  if (ev & GT_EVENT_GAME_OVER)
    gt_explain_add_sentencef (out, _("the deal and the game are over: %s win at level A."),
                   g->winner == GT_TEAM_SN ? _("South and North") : _("East and West"));
  else if (ev & GT_EVENT_DEAL_OVER)
    gt_explain_add_sentence (out, _("the deal is over: both players of one team are out."));
  g_free (v->explanation);
  v->explanation = g_string_free (out, FALSE);
}

void
gd_explain_pass (const GtGame *g,
                      guint         seat,
                      guint         ev,
                      GtVerdict    *v)
{
  GString *out = g_string_new (NULL);
  const char *rule = "gd.turn.pass";

  gt_explain_add_sentence (out, _("you pass; you may still play later in this round."));
  if (ev & GD_EVENT_JIEFENG)
    {
      rule = "gd.turn.jiefeng";
      gt_explain_add_sentencef (out, _("everyone passed on the play that went out, so its player's partner, %s, leads (接风)."),
                     seat_word (g->turn));
    }
  else if ((ev & GT_EVENT_ROUND_END) && g->lead_reason == GD_LEAD_NO_JIEFENG)
    {
      rule = "gd.variant.no-jiefeng";
      gt_explain_add_sentencef (out, _("everyone passed on the play that went out; without 接风 the next player, %s, leads."),
                     seat_word (g->turn));
    }
  else if (ev & GT_EVENT_ROUND_END)
    {
      rule = "gd.turn.round-end";
      gt_explain_add_sentencef (out, _("everyone passed, so the round is over and %s leads."), seat_word (g->turn));
    }
  set_verdict (v, TRUE, rule, out);
}

/* ---- Tribute ----------------------------------------------------------- */

gboolean
gd_refuse_done (const GtGame   *g,
                     const GtAction *a,
                     GtVerdict      *v)
{
  if (a->type == GT_ACTION_TRIBUTE)
    return gt_verdict_refuse (v, g->tribute_kind == GT_TRIBUTE_DOUBLE ? "gd.tribute.double" : "gd.tribute.single",
                              _("you have already paid your tribute."));
  return gt_verdict_refuse (v, "gd.tribute.return", _("you have already given a card back."));
}

gboolean
gd_refuse_not_giver (const GtGame *g,
                          GtVerdict    *v,
                          guint         seat)
{
  if (g->tribute_kind == GT_TRIBUTE_DOUBLE)
    return gt_verdict_refuse (v, "gd.tribute.double",
                              _("you don't pay tribute this deal: after a 1–2 finish only the two losers, %s and %s, pay."),
                              seat_word (g->tribute[0].giver), seat_word (g->tribute[1].giver));
  return gt_verdict_refuse (v, "gd.tribute.single",
                            _("you don't pay tribute this deal: only %s, who finished last, pays the first finisher."),
                            seat_word (g->tribute[0].giver));
}

gboolean
gd_refuse_not_receiver (const GtGame *g,
                             GtVerdict    *v,
                             guint         seat)
{
  return gt_verdict_refuse (v, "gd.tribute.return",
                            _("you received no tribute, so you have nothing to return: only a player who received a card gives one back."));
}

gboolean
gd_refuse_no_choice (const GtGame *g,
                          GtVerdict    *v)
{
  return gt_verdict_refuse (v, "gd.tribute.double",
                            _("there is nothing to choose: the first finisher chooses only between two equal tribute cards, once both are paid."));
}

gboolean
gd_refuse_chooser (const GtGame *g,
                        GtVerdict    *v,
                        guint         seat)
{
  return gt_verdict_refuse (v, "gd.tribute.double", _("the choice between two equal tribute cards is the first finisher's: %s chooses."),
                            seat_word (g->prev_order[0]));
}

gboolean
gd_refuse_choice (const GtGame *g,
                       GtVerdict    *v,
                       guint         choice)
{
  return gt_verdict_refuse (v, "gd.tribute.double", _("choose the card of one of the two players who paid tribute: %s or %s."),
                            seat_word (g->tribute[0].giver), seat_word (g->tribute[1].giver));
}

/* "♠2 or ♦2", "the big joker" */
static void
append_cards (GString        *out,
              const gboolean  which[GT_CARD_KINDS],
              const char     *conj)
{
  guint n = 0, k = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    n += which[c] ? 1 : 0;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (which[c])
      {
        if (k > 0)
          g_string_append (out, k + 1 == n ? conj : ", ");
        g_string_append (out, card_word ((GtCard) c));
        k++;
      }
}

gboolean
gd_tribute_check_card (const guint8 hand[GT_CARD_KINDS],
                       guint        level,
                       GtCard       card,
                       GtVerdict   *verdict)
{
  GtVerdict local;
  GtVerdict *v = verdict ? verdict : &local;
  gboolean eligible[GT_CARD_KINDS];
  guint n = gd_tribute_eligible (hand, level, eligible);
  GString *out, *cards;
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  gboolean ok;

  gt_verdict_init (&local);
  if (card >= GT_CARD_KINDS || hand[card] == 0)
    {
      ok = gd_refuse_not_held (NULL, v, card >= GT_CARD_KINDS ? GT_CARD_RJ : card);
      gt_verdict_clear (&local);
      return ok;
    }

  out = g_string_new (NULL);
  cards = g_string_new (NULL);
  append_cards (cards, eligible, _(" or "));
  ok = eligible[card];
  if (ok && n == 1)
    gt_explain_add_sentencef (out, _("you pay %s: it is your highest card."), card_word (card));
  else if (ok)
    gt_explain_add_sentencef (out, _("you pay %s: your highest cards are %s, and you choose which."), card_word (card), cards->str);
  else if (card == wild)
    gt_explain_add_sentencef (out, _("you must pay your highest card, %s; %s is a wild card and is never paid as tribute."),
                   cards->str, card_word (card));
  else if (n == 1)
    gt_explain_add_sentencef (out, _("you must pay your highest card, %s; %s is lower."), cards->str, card_word (card));
  else
    gt_explain_add_sentencef (out, _("you must pay one of your highest cards, %s; %s is lower."), cards->str, card_word (card));
  /* The level rank is worth a word only when it is why the card paid is too
   * low: a natural rank above the level's, up to the Ace. */
  if (!ok && level != GT_RANK_A && card != wild && gt_card_rank (card) > level && gt_card_rank (card) <= GT_RANK_A &&
      (eligible[GT_CARD_MAKE (level, GT_SUIT_SPADES)] ||
                                    eligible[GT_CARD_MAKE (level, GT_SUIT_DIAMONDS)] ||
                                    eligible[GT_CARD_MAKE (level, GT_SUIT_CLUBS)]))
    gt_explain_add_sentencef (out, _("at level %s, the %s rank above the Ace."), gt_rank_to_string (level), gt_explain_rank_plural (level));
  g_string_free (cards, TRUE);
  set_verdict (v, ok, "gd.tribute.highest", out);
  gt_verdict_clear (&local);
  return ok;
}

/* The cards the variant return-max-10 allows: natural 10 or lower, not the
 * level rank, never the card just received. */
static gboolean
max_10_allows (guint  level,
               GtCard received,
               GtCard c)
{
  guint r = gt_card_rank (c);
  return c != received && r <= 10 && r != level;
}

gboolean
gd_tribute_check_return (const guint8 hand[GT_CARD_KINDS],
                         guint        level,
                         guint32      variants,
                         GtCard       received,
                         GtCard       card,
                         GtVerdict   *verdict)
{
  GtVerdict local;
  GtVerdict *v = verdict ? verdict : &local;
  GString *out;
  gboolean ok;

  gt_verdict_init (&local);
  if (card >= GT_CARD_KINDS || hand[card] == 0)
    {
      ok = gd_refuse_not_held (NULL, v, card >= GT_CARD_KINDS ? GT_CARD_RJ : card);
      gt_verdict_clear (&local);
      return ok;
    }
  if (card == received)
    {
      /* A second copy of the same card is indistinguishable from the one
       * received: giving it back would undo the tribute (docs/decisions.md). */
      ok = gt_verdict_refuse (v, "gd.tribute.return-not-same",
                              _("you cannot give back the card you just received, %s: return any other card."),
                              card_word (card));
      gt_verdict_clear (&local);
      return ok;
    }

  out = g_string_new (NULL);
  if (variants & GD_VARIANT_RETURN_MAX_10)
    {
      gboolean any = FALSE;
      GtCard lowest = GT_CARD_NONE;
      guint low_s = G_MAXUINT;

      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          if (!hand[c] || c == received)
            continue;
          any = any || max_10_allows (level, received, (GtCard) c);
          if (gd_strength (level, gt_card_rank ((GtCard) c)) < low_s)
            {
              low_s = gd_strength (level, gt_card_rank ((GtCard) c));
              lowest = (GtCard) c;
            }
        }
      if (any && !max_10_allows (level, received, card))
        {
          if (gt_card_rank (card) == level)
            gt_explain_add_sentencef (out, _("under the national rules you must return a 10 or lower, and not a level card; %s is a level card."),
                                      card_word (card));
          else
            gt_explain_add_sentencef (out, _("under the national rules you must return a 10 or lower, and not a level card; %s is too high."),
                                      card_word (card));
          set_verdict (v, FALSE, "gd.variant.return-max-10", out);
          gt_verdict_clear (&local);
          return FALSE;
        }
      if (!any && gd_strength (level, gt_card_rank (card)) != low_s)
        {
          gt_explain_add_sentencef (out, _("you hold no card of 10 or lower, so under the national rules you return your lowest card, %s."),
                         card_word (lowest));
          set_verdict (v, FALSE, "gd.variant.return-max-10", out);
          gt_verdict_clear (&local);
          return FALSE;
        }
      gt_explain_add_sentencef (out, _("you give back %s: under the national rules a returned card is a 10 or lower, or your lowest card."),
                     card_word (card));
      set_verdict (v, TRUE, "gd.variant.return-max-10", out);
      gt_verdict_clear (&local);
      return TRUE;
    }

  gt_explain_add_sentencef (out, _("you give back %s: any card but the one you received may be returned."), card_word (card));
  set_verdict (v, TRUE, "gd.tribute.return", out);
  gt_verdict_clear (&local);
  return TRUE;
}

void
gd_explain_tribute (const GtGame *g,
                         guint         seat,
                         GtCard        card,
                         guint         ev,
                         GtVerdict    *v)
{
  GString *out = g_string_new (v->explanation);

  if (g->tribute_kind == GT_TRIBUTE_SINGLE)
    gt_explain_add_sentencef (out, _("it goes to %s, who finished first."), seat_word (g->tribute[0].receiver));
  else if (ev & GD_EVENT_NEED_CHOICE)
    gt_explain_add_sentencef (out, _("both tribute cards are equal, so %s, the first finisher, chooses which to take."),
                   seat_word (g->prev_order[0]));
  else if (ev & GD_EVENT_TRIBUTE_DONE)
    gt_explain_add_sentence (out, _("the first finisher takes the stronger card and the second finisher the other."));
  g_free (v->explanation);
  v->explanation = g_string_free (out, FALSE);
  v->rule = g->tribute_kind == GT_TRIBUTE_DOUBLE ? "gd.tribute.double" : "gd.tribute.highest";
  v->legal = TRUE;
}

void
gd_explain_return (const GtGame *g,
                        guint         seat,
                        guint         giver,
                        GtCard        card,
                        guint         ev,
                        GtVerdict    *v)
{
  GString *out = g_string_new (v->explanation);

  if (ev & GT_EVENT_PLAY_BEGINS)
    gt_explain_add_sentencef (out, _("play begins: %s leads, having paid the tribute."), seat_word (g->turn));
  g_free (v->explanation);
  v->explanation = g_string_free (out, FALSE);
  v->legal = TRUE;
}

void
gd_explain_choice (const GtGame *g,
                        guint         choice,
                        GtVerdict    *v)
{
  GString *out = g_string_new (NULL);

  gt_explain_add_sentencef (out, _("you take the card %s paid, and give a card back to %s."),
                 seat_word (choice), seat_word (choice));
  set_verdict (v, TRUE, "gd.tribute.double", out);
}

void
gd_tribute_explain_hand (const guint8 hand[GT_CARD_KINDS],
                         guint        level,
                         GtVerdict   *v)
{
  gboolean eligible[GT_CARD_KINDS];
  guint n = gd_tribute_eligible (hand, level, eligible);
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  GString *out = g_string_new (NULL), *cards = g_string_new (NULL);
  const char *rule = "gd.tribute.highest";

  append_cards (cards, eligible, _(" and "));
  if (gd_tribute_resists (hand))
    {
      rule = "gd.tribute.resist";
      gt_explain_add_sentence (out, _("you hold both big jokers, so you pay no tribute and get no card back (anti-tribute, 抗贡)."));
    }
  else if (n == 0)
    gt_explain_add_sentence (out, _("you hold only wild cards, and wild cards are never paid as tribute."));
  else if (n == 1)
    gt_explain_add_sentencef (out, _("you must pay your highest card, %s."), cards->str);
  else
    gt_explain_add_sentencef (out, _("your highest cards are %s: you pay one of them, and you choose which."), cards->str);
  if (rule != NULL && !gd_tribute_resists (hand) && n > 0 && hand[wild] > 0)
    gt_explain_add_sentencef (out, _("%s is a wild card and is never paid as tribute."), card_word (wild));
  g_string_free (cards, TRUE);
  set_verdict (v, TRUE, rule, out);
}

const GtGameExplain gd_game_explain = {
  .refuse_not_in_play = gd_refuse_not_in_play,
  .refuse_phase = gd_refuse_phase,
  .refuse_out = gd_refuse_out,
  .refuse_turn = gd_refuse_turn,
  .refuse_unknown = gd_refuse_unknown,
  .refuse_empty = gd_refuse_empty,
  .refuse_not_held = gd_refuse_not_held,
  .refuse_reading = gd_refuse_reading,
  .refuse_ambiguous = gd_refuse_ambiguous,
  .refuse_lead_pass = gd_refuse_lead_pass,
  .refuse_too_long = gd_refuse_too_long,
  .explain_play = gd_explain_play,
  .explain_pass = gd_explain_pass,
};
