/* gd-game.c — Guandan's game around the plays: deal, tribute, 接风, levels
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Guandan's operations behind the game core (GtGameRules, gt-game.h): the
 * deal (gd.deal.*), tribute and return (gd.tribute.*), who leads after a
 * player goes out (gd.turn.jiefeng), the end of a deal and the level-up
 * (gd.levelup.*) and the rules of level A (gd.game.*).  Rule ids cite
 * data/rules/guandan.md; the finer ids (gd.turn.order, gd.turn.lead,
 * gd.turn.own-cards) are listed in docs/decisions.md.  The core decides
 * whose turn it is in a round and what a play does; the words of the
 * verdicts live in gd-game-explain.c.
 */
#define G_LOG_DOMAIN "gd-game"

#include "config.h"

#include "gt-game.h"
#include "gd-game-private.h"
#include "gt-solver.h"

#include <string.h>

/* ---- Setting up -------------------------------------------------------- */

static void
clear_tribute (GtGame *g)
{
  g->tribute_kind = GT_TRIBUTE_NONE;
  g->n_tribute = 0;
  for (guint i = 0; i < 2; i++)
    {
      g->tribute[i].giver = GT_SEAT_NONE;
      g->tribute[i].receiver = GT_SEAT_NONE;
      g->tribute[i].card = GT_CARD_NONE;
      g->tribute[i].returned = GT_CARD_NONE;
    }
}

/* gd.tribute.*: who gives to whom, or anti-tribute, from the previous
 * finishing order and the new hands. */
static void
setup_tribute (GtGame *g)
{
  const guint8 *p = g->prev_order;

  clear_tribute (g);
  g->turn = GT_SEAT_NONE;
  if (GD_TEAM (p[0]) == GD_TEAM (p[1]))
    {
      /* gd.tribute.double; gd.tribute.resist counts the big jokers of both
       * losers together. */
      if (g->hand[p[2]][GT_CARD_RJ] + g->hand[p[3]][GT_CARD_RJ] >= 2)
        {
          g->tribute_kind = GT_TRIBUTE_ANTI;
          g->phase = GT_PHASE_PLAY;
          g->turn = p[0];
          g->lead_reason = GD_LEAD_ANTI_TRIBUTE;
          return;
        }
      g->tribute_kind = GT_TRIBUTE_DOUBLE;
      g->n_tribute = 2;
      /* In play order after the first finisher: this order also settles who
       * leads when the two cards are equal (gd.tribute.lead). */
      if (((p[2] - p[0]) & 3u) < ((p[3] - p[0]) & 3u))
        {
          g->tribute[0].giver = p[2];
          g->tribute[1].giver = p[3];
        }
      else
        {
          g->tribute[0].giver = p[3];
          g->tribute[1].giver = p[2];
        }
    }
  else
    {
      if (g->hand[p[3]][GT_CARD_RJ] >= 2)
        {
          g->tribute_kind = GT_TRIBUTE_ANTI;
          g->phase = GT_PHASE_PLAY;
          g->turn = p[0];
          g->lead_reason = GD_LEAD_ANTI_TRIBUTE;
          return;
        }
      g->tribute_kind = GT_TRIBUTE_SINGLE;
      g->n_tribute = 1;
      g->tribute[0].giver = p[3];
      g->tribute[0].receiver = p[0];
    }
  g->phase = GT_PHASE_TRIBUTE;
  g->turn = g->tribute[0].giver;
}

/* gd.deal.later: one card at a time round the table, the first to the
 * previous last finisher (S on the first deal); gd.deal.first: on the first
 * deal whoever was dealt the turned-up card leads; later deals begin with
 * tribute (or its resistance). */
static void
deal (GtGame       *g,
      const GtCard *deck,
      guint         turned)
{
  guint first = g->has_prev ? g->prev_order[3] : GT_SEAT_S;

  for (guint i = 0; i < GT_GAME_DECK; i++)
    {
      guint s = (first + i) & 3u;
      g->hand[s][deck[i]]++;
      g->count[s]++;
    }
  if (!g->has_prev)
    {
      g->phase = GT_PHASE_PLAY;
      g->turn = (guint8) ((first + turned) & 3u);
      g->lead_reason = GD_LEAD_FIRST_DEAL;
      return;
    }
  setup_tribute (g);
}

/* ---- Transitions ------------------------------------------------------- */

/* gd.deal.end: one team has no player still holding cards.  Seats not in
 * play count as out. */
static gboolean
deal_ended (const GtGame *g)
{
  guint active = g->seats & ~g->out;
  return (active & 0x5u) == 0 || (active & 0xau) == 0;
}

/* gd.levelup, gd.levelup.next-rank, gd.game.*.  Only a deal of all four
 * seats counts towards the game; a puzzle's deal simply ends. */
static guint
end_deal (GtGame *g)
{
  guint ev = GT_EVENT_DEAL_OVER;
  guint last = g->order[g->n_order - 1];
  guint first, team, partner_place = 3, up, a_team = GT_TEAM_NONE;

  /* Whoever still holds cards finishes in play order after the last player
   * out (docs/decisions.md: only a 1–2 finish leaves two, and their order
   * does not matter to tribute). */
  for (guint i = 1; i < GD_SEATS; i++)
    {
      guint t = (last + i) & 3u;
      if ((g->seats & (1u << t)) && !(g->out & (1u << t)))
        g->order[g->n_order++] = (guint8) t;
    }
  g->turn = GT_SEAT_NONE;
  g->phase = GT_PHASE_DEAL_OVER;

  if (g->seats != 0xf)
    return ev;

  first = g->order[0];
  team = GD_TEAM (first);
  for (guint i = 1; i < GD_SEATS; i++)
    if (g->order[i] == GD_PARTNER (first))
      partner_place = i;
  up = partner_place == 1 ? 3 : partner_place == 2 ? 2 : 1;

  if (g->declarer != GT_TEAM_NONE && g->level == GT_RANK_A &&
      g->levels[g->declarer] == GT_RANK_A)
    a_team = g->declarer;

  memcpy (g->prev_order, g->order, sizeof g->prev_order);
  g->has_prev = 1;

  /* gd.game.win */
  if (a_team == team && partner_place <= 2)
    {
      g->winner = (guint8) team;
      g->phase = GT_PHASE_GAME_OVER;
      return ev | GT_EVENT_GAME_OVER;
    }

  g->levels[team] = (guint8) MIN (GT_RANK_A, g->levels[team] + up);

  if (a_team != GT_TEAM_NONE)
    {
      if (g->a_only && !(g->variants & GD_VARIANT_A_ONLY_OFF))
        {
          /* gd.game.a-only */
          g->levels[a_team] = 2;
          g->a_fails[a_team] = 0;
          ev |= GD_EVENT_A_ONLY;
        }
      else if (++g->a_fails[a_team] >= 3)
        {
          /* gd.game.a-fail, variant a-fail-to-opponent */
          g->levels[a_team] = (g->variants & GD_VARIANT_A_FAIL_TO_OPPONENT)
                              ? g->levels[1 - a_team] : 2;
          g->a_fails[a_team] = 0;
          ev |= GD_EVENT_A_FAIL;
        }
    }

  g->declarer = (guint8) team;
  g->level = g->levels[team];
  return ev;
}

/* gd.game.a-only: a play "made of Aces only" is one whose reading is an
 * N-of-a-kind of Aces (docs/decisions.md). */
static gboolean
aces_only (const GtCombo *c)
{
  return c->rank == GT_RANK_A &&
         (c->type == GD_COMBO_SINGLE || c->type == GD_COMBO_PAIR ||
          c->type == GD_COMBO_TRIPLE || c->type == GD_COMBO_BOMB);
}

/* gd.game.a-only (docs/decisions.md): an opponent of the team declaring
 * at A finishes first with Aces only. */
static void
went_out (GtGame        *g,
          guint          seat,
          const GtCombo *combo)
{
  if (g->n_order == 1 && combo != NULL && g->level == GT_RANK_A && g->declarer != GT_TEAM_NONE &&
      g->levels[g->declarer] == GT_RANK_A && GD_TEAM (seat) != g->declarer && aces_only (combo))
    g->a_only = 1;
}

/* The player who made the round's last play went out with it:
 * gd.turn.jiefeng, unless the variant no-jiefeng is in force or the
 * partner is not in play (a puzzle), in which case the next player in turn
 * leads. */
static guint
lead_after_out (const GtGame *g,
                guint         by,
                guint        *reason,
                guint        *events)
{
  guint leader = GD_PARTNER (by);

  if (!(g->variants & GD_VARIANT_NO_JIEFENG) && gt_game_seat_active (g, leader))
    {
      *reason = GD_LEAD_JIEFENG;
      *events |= GD_EVENT_JIEFENG;
      return leader;
    }
  *reason = (g->variants & GD_VARIANT_NO_JIEFENG) ? GD_LEAD_NO_JIEFENG : GT_LEAD_ROUND;
  return gt_game_next_active (g, by);
}

/* The strength of a card for tribute (gd.order.single). */
static guint
card_strength (guint  level,
               GtCard c)
{
  return gd_strength (level, gt_card_rank (c));
}

/* After a double tribute's cards are assigned: the first finisher takes the
 * stronger card (gd.tribute.double); first is the index of the tribute whose
 * card the first finisher takes. */
static void
assign_double (GtGame *g,
               guint   first)
{
  g->tribute[first].receiver = g->prev_order[0];
  g->tribute[1 - first].receiver = g->prev_order[1];
  for (guint i = 0; i < 2; i++)
    {
      g->hand[g->tribute[i].receiver][g->tribute[i].card]++;
      g->count[g->tribute[i].receiver]++;
    }
  g->phase = GT_PHASE_RETURN;
  g->turn = g->tribute[0].receiver;
}

static guint
apply_tribute (GtGame *g,
               guint   seat,
               GtCard  card)
{
  guint i = g->tribute[0].giver == seat ? 0 : 1;
  guint s0, s1;

  g->hand[seat][card]--;
  g->count[seat]--;
  g->tribute[i].card = card;

  if (g->tribute_kind == GT_TRIBUTE_SINGLE)
    {
      g->hand[g->tribute[0].receiver][card]++;
      g->count[g->tribute[0].receiver]++;
      g->phase = GT_PHASE_RETURN;
      g->turn = g->tribute[0].receiver;
      return GD_EVENT_TRIBUTE_DONE;
    }
  if (g->tribute[1 - i].card == GT_CARD_NONE)
    {
      g->turn = g->tribute[1 - i].giver;
      return 0;
    }
  s0 = card_strength (g->level, g->tribute[0].card);
  s1 = card_strength (g->level, g->tribute[1].card);
  if (s0 == s1)
    {
      /* Equal cards: the first finisher chooses (GT_ACTION_CHOOSE). */
      g->turn = g->prev_order[0];
      return GD_EVENT_NEED_CHOICE;
    }
  assign_double (g, s0 > s1 ? 0 : 1);
  return GD_EVENT_TRIBUTE_DONE;
}

static guint
apply_return (GtGame *g,
              guint   seat,
              GtCard  card)
{
  guint i = g->tribute[0].receiver == seat ? 0 : 1;
  guint giver = g->tribute[i].giver, lead;

  g->hand[seat][card]--;
  g->count[seat]--;
  g->hand[giver][card]++;
  g->count[giver]++;
  g->tribute[i].returned = card;
  for (guint k = 0; k < g->n_tribute; k++)
    if (g->tribute[k].returned == GT_CARD_NONE)
      {
        g->turn = g->tribute[k].receiver;
        return 0;
      }

  /* gd.tribute.lead: the giver of a single tribute; in a double tribute the
   * giver of the stronger card, or of equal cards the giver first in play
   * order after the first finisher (tribute[0], see setup_tribute). */
  if (g->tribute_kind == GT_TRIBUTE_SINGLE)
    lead = g->tribute[0].giver;
  else
    {
      guint s0 = card_strength (g->level, g->tribute[0].card);
      guint s1 = card_strength (g->level, g->tribute[1].card);
      lead = s1 > s0 ? g->tribute[1].giver : g->tribute[0].giver;
    }
  g->phase = GT_PHASE_PLAY;
  g->turn = (guint8) lead;
  g->lead_reason = GD_LEAD_TRIBUTE;
  return GT_EVENT_PLAY_BEGINS;
}

/* ---- The checked path -------------------------------------------------- */

/* Tribute, return and choose: the phase and the seat allow it? */
static gboolean
check_action (const GtGame   *g,
              const GtAction *a,
              GtVerdict      *v)
{
  guint seat = a->seat;

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_TRIBUTE:
      if (g->phase != GT_PHASE_TRIBUTE)
        return gd_refuse_phase (g, a, v);
      for (guint i = 0; i < g->n_tribute; i++)
        if (g->tribute[i].giver == seat)
          {
            if (g->tribute[i].card != GT_CARD_NONE)
              return gd_refuse_done (g, a, v);
            return gd_tribute_check_card (g->hand[seat], g->level, a->card, v);
          }
      return gd_refuse_not_giver (g, v, seat);
    case GT_ACTION_RETURN:
      if (g->phase != GT_PHASE_RETURN)
        return gd_refuse_phase (g, a, v);
      for (guint i = 0; i < g->n_tribute; i++)
        if (g->tribute[i].receiver == seat)
          {
            if (g->tribute[i].returned != GT_CARD_NONE)
              return gd_refuse_done (g, a, v);
            return gd_tribute_check_return (g->hand[seat], g->level, g->variants,
                                            g->tribute[i].card, a->card, v);
          }
      return gd_refuse_not_receiver (g, v, seat);
    case GT_ACTION_CHOOSE:
      if (g->phase != GT_PHASE_TRIBUTE || g->tribute_kind != GT_TRIBUTE_DOUBLE ||
          g->tribute[0].card == GT_CARD_NONE || g->tribute[1].card == GT_CARD_NONE ||
          card_strength (g->level, g->tribute[0].card) != card_strength (g->level, g->tribute[1].card))
        return gd_refuse_no_choice (g, v);
      if (seat != g->prev_order[0])
        return gd_refuse_chooser (g, v, seat);
      if (a->choice != g->tribute[0].giver && a->choice != g->tribute[1].giver)
        return gd_refuse_choice (g, v, a->choice);
      return TRUE;
    case GT_ACTION_PLAY:
    case GT_ACTION_PASS:
    case GT_ACTION_DECLARE:
    case GT_ACTION_DISCARD:
    case GT_ACTION_TYPE_COUNT:
    default:
      return gd_refuse_unknown (g, v);
    }
}

static guint
apply_action (GtGame         *g,
              const GtAction *a,
              GtVerdict      *v)
{
  guint ev = 0;

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_TRIBUTE:
      ev = apply_tribute (g, a->seat, a->card);
      gd_explain_tribute (g, a->seat, a->card, ev, v);
      break;
    case GT_ACTION_RETURN:
      {
        guint i = g->tribute[0].receiver == a->seat ? 0 : 1;
        guint giver = g->tribute[i].giver;
        ev = apply_return (g, a->seat, a->card);
        gd_explain_return (g, a->seat, giver, a->card, ev, v);
        break;
      }
    case GT_ACTION_CHOOSE:
      assign_double (g, g->tribute[0].giver == a->choice ? 0 : 1);
      ev = GD_EVENT_TRIBUTE_DONE;
      gd_explain_choice (g, a->choice, v);
      break;
    case GT_ACTION_PLAY:
    case GT_ACTION_PASS:
    case GT_ACTION_DECLARE:
    case GT_ACTION_DISCARD:
    case GT_ACTION_TYPE_COUNT:
    default:
      break;
    }
  return ev;
}

/* ---- Questions --------------------------------------------------------- */

static int
disclosed_count (const GtGame *g,
                 guint         seat)
{
  /* gd.count.disclose */
  return g->count[seat] <= 10 ? g->count[seat] : -1;
}

guint
gd_tribute_eligible (const guint8 hand[GT_CARD_KINDS],
                     guint        level,
                     gboolean     eligible[GT_CARD_KINDS])
{
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  guint best = 0, n = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (hand[c] && c != wild)
      best = MAX (best, card_strength (level, (GtCard) c));
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      eligible[c] = hand[c] && c != wild && card_strength (level, (GtCard) c) == best;
      n += eligible[c] ? 1 : 0;
    }
  return n;
}

gboolean
gd_tribute_resists (const guint8 hand[GT_CARD_KINDS])
{
  return hand[GT_CARD_RJ] >= 2;
}

/* ---- The table of operations ------------------------------------------ */

/* S–N is side 0 (GT_TEAM_SN), E–W side 1 (gd.players). */
static void
setup (GtGame *g)
{
  for (guint s = 0; s < GD_SEATS; s++)
    g->side[s] = (guint8) GD_TEAM (s);
}

static const char *const side_ids[] = { "SN", "EW", NULL };

static const GtTributeRules tribute = {
  .eligible = gd_tribute_eligible,
  .explain_hand = gd_tribute_explain_hand,
  .resists = gd_tribute_resists,
  .check_return = gd_tribute_check_return,
  .check_card = gd_tribute_check_card,
};

/* The ideas of Guandan's goals in its own words: shedding by its
 * combinations, and 接风 for the partnership goals (gd.turn.jiefeng). */
static const char *const gd_goal_ideas[GT_GOAL_KINDS] = {
  [GT_GOAL_SHED] = N_("Count your plays: split the hand into as few combinations as you can — a straight, "
                      "a tube or a full house takes many cards at once — then play them."),
  [GT_GOAL_TEAM_FIRST] = N_("You and your partner play as one: either of you going out first is enough. When you "
                            "cannot win, hand your partner the lead — and remember 接风."),
  [GT_GOAL_DOUBLE] = N_("Both of you must go out before either opponent. Plan who goes out first, and how the "
                        "other wins the lead afterwards (接风 helps)."),
};

/* What the deal set up, for the table's story: its level, and a tribute
 * resisted (gd.tribute.resist) — tribute paid and returned is told as it
 * is made. */
static void
deal_words (const GtGame *g,
            guint         viewer,
            GPtrArray    *lines)
{
  /* TRANSLATORS: the table's story at a deal's start: "This deal is played at level 7". */
  g_ptr_array_add (lines, g_strdup_printf (_("This deal is played at level %s"), gt_rank_to_string (g->level)));
  if (g->tribute_kind == GT_TRIBUTE_ANTI && g->has_prev)
    {
      guint payer = g->prev_order[g->n_seats - 1];

      g_ptr_array_add (lines, g_strdup (payer < g->n_seats && gt_game_same_side (g, payer, viewer)
                                          ? _("Anti-tribute: your side holds both big jokers — no tribute this deal")
                                          : _("Anti-tribute: your opponents hold both big jokers — no tribute this deal")));
    }
}

/* Its setup phases' words on the table (gd.tribute.*). */
/* A lesson's Do=tribute and Do=return (docs/lesson-format.md). */
static const GtStepAction gd_step_actions[] = {
  { "tribute", GT_ACTION_TRIBUTE, GT_PHASE_TRIBUTE, 1, "gd.tribute.highest",
    N_("_Pay Tribute"),
    N_("Select the one card you pay, then press Pay Tribute."),
    NULL },
  { "return", GT_ACTION_RETURN, GT_PHASE_RETURN, 1, "gd.tribute.return",
    N_("_Return Card"),
    N_("Select the one card you give back, then press Return Card."),
    NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL, NULL },
};

static const char *const gd_phase_words[GT_PHASES] = {
  [GT_PHASE_TRIBUTE] = N_("Tribute"),
  [GT_PHASE_RETURN] = N_("Returning tribute"),
};

const GtGameRules gd_game_rules = {
  .min_seats = GD_SEATS,
  .max_seats = GD_SEATS,
  .seats = GD_SEATS,
  .table = GT_TABLE_CLIMB,
  .seat_names = &gd_seat_names,
  .deck_size = GT_GAME_DECK,
  .side_ids = side_ids,
  .actions = 1u << GT_ACTION_TRIBUTE | 1u << GT_ACTION_RETURN | 1u << GT_ACTION_CHOOSE,
  .step_actions = gd_step_actions,
  .goals = 1u << GT_GOAL_SHED | 1u << GT_GOAL_FIRST_OUT | 1u << GT_GOAL_TEAM_FIRST | 1u << GT_GOAL_DOUBLE,
  .goal_ideas = gd_goal_ideas,
  .phase_words = gd_phase_words,
  .setup = setup,
  .deal = deal,
  .check_action = check_action,
  .apply_action = apply_action,
  .went_out = went_out,
  .deal_ended = deal_ended,
  .end_deal = end_deal,
  .lead_after_out = lead_after_out,
  .disclosed_count = disclosed_count,
  .lead_reasons = gd_lead_reasons,
  .n_lead_reasons = G_N_ELEMENTS (gd_lead_reasons),
  .events = gd_events,
  .n_events = G_N_ELEMENTS (gd_events),
  .keys = gd_position_keys,
  .load_keys = gd_load_keys,
  .save_keys = gd_save_keys,
  .explain = &gd_game_explain,
  .tribute = &tribute,
  .solver = GT_SOLVER_SPLIT | GT_SOLVER_BY_RANK | GT_SOLVER_BY_STRENGTH,
  .deal_words = deal_words,
};
