/* gt-game.c — the state machine of a whole game of Guandan
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids cite data/rules/guandan.md; the finer ids this file adds
 * (gd.turn.order, gd.turn.lead, gd.turn.own-cards) are listed in
 * docs/decisions.md.  Whether a play is a combination and whether it beats
 * the table is the ruleset's business (readings, beats, judge): this file
 * only decides whose turn it is and what happens next.
 *
 * The transitions (apply_play, apply_pass, end_deal …) are shared by the
 * checked path, gt_game_act(), and the fast path that the solver and
 * self-play use, so the two can never disagree.  The words of the verdicts
 * live in gt-game-explain.c.
 */
#include "config.h"

#include "gt-game.h"
#include "gt-game-private.h"
#include "gt-guandan-private.h"

#include <string.h>

/* ---- Names ------------------------------------------------------------- */

static const char *const seat_names[GT_SEATS] = { "S", "E", "N", "W" };
static const char *const phase_names[] = {
  [GT_PHASE_TRIBUTE] = "tribute",
  [GT_PHASE_RETURN] = "return",
  [GT_PHASE_PLAY] = "play",
  [GT_PHASE_DEAL_OVER] = "deal-over",
  [GT_PHASE_GAME_OVER] = "game-over",
};

const char *
gt_seat_to_string (guint seat)
{
  return seat < GT_SEATS ? seat_names[seat] : "-";
}

gboolean
gt_seat_parse (const char *text,
               guint      *seat)
{
  for (guint s = 0; text != NULL && s < GT_SEATS; s++)
    if (g_ascii_strcasecmp (text, seat_names[s]) == 0)
      {
        *seat = s;
        return TRUE;
      }
  return FALSE;
}

const char *
gt_phase_to_string (guint phase)
{
  return phase < G_N_ELEMENTS (phase_names) ? phase_names[phase] : "?";
}

gboolean
gt_phase_parse (const char *text,
                guint      *phase)
{
  for (guint p = 0; text != NULL && p < G_N_ELEMENTS (phase_names); p++)
    if (g_ascii_strcasecmp (text, phase_names[p]) == 0)
      {
        *phase = p;
        return TRUE;
      }
  return FALSE;
}

const char *
gt_team_to_string (guint team)
{
  return team == GT_TEAM_SN ? "SN" : team == GT_TEAM_EW ? "EW" : "-";
}

const char *
gt_game_lead_rule (guint reason)
{
  switch ((GtLeadReason) reason)
    {
    case GT_LEAD_FIRST_DEAL: return "gd.deal.first";
    case GT_LEAD_TRIBUTE: return "gd.tribute.lead";
    case GT_LEAD_ANTI_TRIBUTE: return "gd.tribute.resist";
    case GT_LEAD_ROUND: return "gd.turn.round-end";
    case GT_LEAD_JIEFENG: return "gd.turn.jiefeng";
    case GT_LEAD_NO_JIEFENG: return "gd.variant.no-jiefeng";
    case GT_LEAD_ORDER:
    case GT_LEAD_SET:
    default: return "gd.turn.order";
    }
}

/* ---- Setting up -------------------------------------------------------- */

static void
clear_table (GtGame *g)
{
  memset (&g->table, 0, sizeof g->table);
  g->table.type = GT_COMBO_NONE;
  g->table_by = GT_SEAT_NONE;
  g->table_n = 0;
  memset (g->table_card, GT_CARD_NONE, sizeof g->table_card);
  memset (g->table_as, GT_CARD_NONE, sizeof g->table_as);
  g->passed = 0;
}

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

void
gt_game_init (GtGame  *g,
              guint32  variants)
{
  memset (g, 0, sizeof *g);
  g->levels[0] = g->levels[1] = 2;
  g->level = 2;
  g->declarer = GT_TEAM_NONE;
  g->phase = GT_PHASE_DEAL_OVER;
  g->turn = GT_SEAT_NONE;
  g->winner = GT_TEAM_NONE;
  memset (g->order, GT_SEAT_NONE, sizeof g->order);
  memset (g->prev_order, GT_SEAT_NONE, sizeof g->prev_order);
  g->variants = variants;
  clear_table (g);
  clear_tribute (g);
}

gboolean
gt_game_set_variant (GtGame     *g,
                     const char *name)
{
  GtRuleCtx ctx;

  gt_rule_ctx_init (&ctx, g->level);
  if (!gt_ruleset_set_variant (gt_ruleset_guandan (), &ctx, name))
    return FALSE;
  g->variants |= ctx.variants;
  return TRUE;
}

void
gt_game_rule_ctx (const GtGame *g,
                  GtRuleCtx    *ctx)
{
  ctx->level = g->level;
  ctx->variants = g->variants;
}

static guint
next_active (const GtGame *g,
             guint         seat)
{
  for (guint i = 1; i <= GT_SEATS; i++)
    {
      guint t = (seat + i) & 3u;
      if (gt_game_seat_active (g, t))
        return t;
    }
  return GT_SEAT_NONE;
}

/* gd.tribute.*: who gives to whom, or anti-tribute, from the previous
 * finishing order and the new hands. */
static void
setup_tribute (GtGame *g)
{
  const guint8 *p = g->prev_order;

  clear_tribute (g);
  g->turn = GT_SEAT_NONE;
  if (GT_SEAT_TEAM (p[0]) == GT_SEAT_TEAM (p[1]))
    {
      /* gd.tribute.double; gd.tribute.resist counts the big jokers of both
       * losers together. */
      if (g->hand[p[2]][GT_CARD_RJ] + g->hand[p[3]][GT_CARD_RJ] >= 2)
        {
          g->tribute_kind = GT_TRIBUTE_ANTI;
          g->phase = GT_PHASE_PLAY;
          g->turn = p[0];
          g->lead_reason = GT_LEAD_ANTI_TRIBUTE;
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
          g->lead_reason = GT_LEAD_ANTI_TRIBUTE;
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

gboolean
gt_game_deal_deck (GtGame       *g,
                   const GtCard  deck[GT_GAME_DECK],
                   guint         turned)
{
  guint first;

  if (g->phase != GT_PHASE_DEAL_OVER || turned >= GT_GAME_DECK)
    return FALSE;

  memset (g->hand, 0, sizeof g->hand);
  memset (g->count, 0, sizeof g->count);
  memset (g->gone, 0, sizeof g->gone);
  memset (g->order, GT_SEAT_NONE, sizeof g->order);
  g->n_order = 0;
  g->seats = 0xf;
  g->out = 0;
  g->a_only = 0;
  clear_table (g);
  clear_tribute (g);
  g->deal_no++;

  /* gd.deal.later: the first card goes to the previous last finisher. */
  first = g->has_prev ? g->prev_order[3] : GT_SEAT_S;
  for (guint i = 0; i < GT_GAME_DECK; i++)
    {
      guint s = (first + i) & 3u;
      g->hand[s][deck[i]]++;
      g->count[s]++;
    }

  if (!g->has_prev)
    {
      /* gd.deal.first: whoever was dealt the turned-up card leads. */
      g->phase = GT_PHASE_PLAY;
      g->turn = (first + turned) & 3u;
      g->lead_reason = GT_LEAD_FIRST_DEAL;
      return TRUE;
    }
  setup_tribute (g);
  return TRUE;
}

gboolean
gt_game_deal (GtGame *g,
              GRand  *rand)
{
  GtCard deck[GT_GAME_DECK];
  guint n = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      deck[n++] = (GtCard) c;
      deck[n++] = (GtCard) c;
    }
  /* Fisher–Yates with GRand, so that a seed gives the same deal everywhere. */
  for (guint i = GT_GAME_DECK - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      GtCard t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
  return gt_game_deal_deck (g, deck, (guint) g_rand_int_range (rand, 0, GT_GAME_DECK));
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
  for (guint i = 1; i < GT_SEATS; i++)
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
  team = GT_SEAT_TEAM (first);
  for (guint i = 1; i < GT_SEATS; i++)
    if (g->order[i] == GT_SEAT_PARTNER (first))
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
      if (g->a_only && !(g->variants & GT_VARIANT_A_ONLY_OFF))
        {
          /* gd.game.a-only */
          g->levels[a_team] = 2;
          g->a_fails[a_team] = 0;
          ev |= GT_EVENT_A_ONLY;
        }
      else if (++g->a_fails[a_team] >= 3)
        {
          /* gd.game.a-fail, variant a-fail-to-opponent */
          g->levels[a_team] = (g->variants & GT_VARIANT_A_FAIL_TO_OPPONENT)
                              ? g->levels[1 - a_team] : 2;
          g->a_fails[a_team] = 0;
          ev |= GT_EVENT_A_FAIL;
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
         (c->type == GT_COMBO_SINGLE || c->type == GT_COMBO_PAIR ||
          c->type == GT_COMBO_TRIPLE || c->type == GT_COMBO_BOMB);
}

static guint
apply_play (GtGame       *g,
            guint         seat,
            const GtCombo *combo,
            guint         n,
            const GtCard *card,
            const GtCard *as)
{
  guint ev = combo->bomb ? GT_EVENT_BOMB : 0;

  for (guint i = 0; i < n; i++)
    {
      g->hand[seat][card[i]]--;
      g->gone[card[i]]++;
      g->table_card[i] = card[i];
      g->table_as[i] = as ? as[i] : GT_CARD_NONE;
    }
  for (guint i = n; i < GT_TABLE_MAX; i++)
    g->table_card[i] = g->table_as[i] = GT_CARD_NONE;
  g->count[seat] -= (guint8) n;
  g->table = *combo;
  g->table.pad[0] = g->table.pad[1] = 0;  /* states compare with memcmp */
  g->table_by = (guint8) seat;
  g->table_n = (guint8) n;
  g->passed = 0;

  if (g->count[seat] == 0)
    {
      g->out |= (guint8) (1u << seat);
      g->order[g->n_order++] = (guint8) seat;
      ev |= GT_EVENT_OUT;
      /* gd.game.a-only (docs/decisions.md): an opponent of the team
       * declaring at A finishes first with Aces only. */
      if (g->n_order == 1 && g->level == GT_RANK_A && g->declarer != GT_TEAM_NONE &&
          g->levels[g->declarer] == GT_RANK_A && GT_SEAT_TEAM (seat) != g->declarer &&
          aces_only (combo))
        g->a_only = 1;
      if (deal_ended (g))
        return ev | end_deal (g);
    }
  g->turn = (guint8) next_active (g, seat);
  return ev;
}

static guint
apply_pass (GtGame *g)
{
  guint seat = g->turn;
  guint others, by = g->table_by, leader;

  g->passed |= (guint8) (1u << seat);
  others = (guint) g->seats & ~(guint) g->out & ~(1u << by);
  if ((others & ~(guint) g->passed) != 0)
    {
      g->turn = (guint8) next_active (g, seat);
      return 0;
    }

  /* gd.turn.round-end: everyone still holding cards passed on it. */
  clear_table (g);
  if (gt_game_seat_active (g, by))
    {
      g->turn = (guint8) by;
      g->lead_reason = GT_LEAD_ROUND;
      return GT_EVENT_ROUND_END;
    }
  /* The player who made it went out with it: gd.turn.jiefeng, unless the
   * variant no-jiefeng is in force or the partner is not in play (a
   * puzzle), in which case the next player in turn leads. */
  leader = GT_SEAT_PARTNER (by);
  if (!(g->variants & GT_VARIANT_NO_JIEFENG) && gt_game_seat_active (g, leader))
    {
      g->turn = (guint8) leader;
      g->lead_reason = GT_LEAD_JIEFENG;
      return GT_EVENT_ROUND_END | GT_EVENT_JIEFENG;
    }
  g->turn = (guint8) next_active (g, by);
  g->lead_reason = (g->variants & GT_VARIANT_NO_JIEFENG) ? GT_LEAD_NO_JIEFENG : GT_LEAD_ROUND;
  return GT_EVENT_ROUND_END;
}

guint
gt_game_play_fast (GtGame       *g,
                   const GtMove *m)
{
  GtCard cards[GT_TABLE_MAX], as[GT_TABLE_MAX];
  GtCard wild = GT_CARD_MAKE (g->level, GT_SUIT_HEARTS);
  guint n = 0, w = 0;

  if (m->n == 0)
    return apply_pass (g);
  /* The cards of a GtCardSet in card-id order: byte b holds ids 4b … 4b+3. */
  for (guint b = 0; b < 14 && n < GT_TABLE_MAX; b++)
    {
      guint byte = m->cards.rank[b];
      for (guint s = 0; byte != 0 && s < 4; s++)
        for (guint k = (byte >> (2 * s)) & 3u; k > 0 && n < GT_TABLE_MAX; k--)
          {
            GtCard c = (GtCard) (b * 4 + s);
            cards[n] = c;
            as[n] = GT_CARD_NONE;
            if (c == wild)
              {
                as[n] = w < 2 && m->as[w] != GT_CARD_NONE ? m->as[w] : c;
                w++;
              }
            n++;
          }
    }
  return apply_play (g, g->turn, &m->combo, n, cards, as);
}

guint
gt_game_pass_fast (GtGame *g)
{
  return apply_pass (g);
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
      return GT_EVENT_TRIBUTE_DONE;
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
      return GT_EVENT_NEED_CHOICE;
    }
  assign_double (g, s0 > s1 ? 0 : 1);
  return GT_EVENT_TRIBUTE_DONE;
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
  g->lead_reason = GT_LEAD_TRIBUTE;
  return GT_EVENT_RETURN_DONE;
}

/* ---- The checked path -------------------------------------------------- */

void
gt_action_play (GtAction         *a,
                guint             seat,
                const GtCardList *cards)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_PLAY;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = GT_SEAT_NONE;
  a->cards = *cards;
}

void
gt_action_pass (GtAction *a,
                guint     seat)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_PASS;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = GT_SEAT_NONE;
}

void
gt_action_card (GtAction     *a,
                GtActionType  type,
                guint         seat,
                GtCard        card)
{
  memset (a, 0, sizeof *a);
  a->type = (guint8) type;
  a->seat = (guint8) seat;
  a->card = card;
  a->choice = GT_SEAT_NONE;
}

void
gt_action_choose (GtAction *a,
                  guint     seat,
                  guint     choice)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_CHOOSE;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = (guint8) choice;
}

/* The phase and the seat allow this kind of action at all?  Fills the
 * verdict when they do not. */
static gboolean
check_phase (const GtGame   *g,
             const GtAction *a,
             GtVerdict      *v)
{
  guint seat = a->seat;

  if (seat >= GT_SEATS || !(g->seats & (1u << seat)))
    return gt_game_refuse_not_in_play (v, seat);

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_PLAY:
    case GT_ACTION_PASS:
      if (g->phase != GT_PHASE_PLAY)
        return gt_game_refuse_phase (g, a, v);
      if (g->out & (1u << seat))
        return gt_game_refuse_out (g, v, seat);
      if (g->turn != seat)
        return gt_game_refuse_turn (g, v, seat);
      return TRUE;
    case GT_ACTION_TRIBUTE:
      if (g->phase != GT_PHASE_TRIBUTE)
        return gt_game_refuse_phase (g, a, v);
      for (guint i = 0; i < g->n_tribute; i++)
        if (g->tribute[i].giver == seat)
          {
            if (g->tribute[i].card != GT_CARD_NONE)
              return gt_game_refuse_done (g, a, v);
            return TRUE;
          }
      return gt_game_refuse_not_giver (g, v, seat);
    case GT_ACTION_RETURN:
      if (g->phase != GT_PHASE_RETURN)
        return gt_game_refuse_phase (g, a, v);
      for (guint i = 0; i < g->n_tribute; i++)
        if (g->tribute[i].receiver == seat)
          {
            if (g->tribute[i].returned != GT_CARD_NONE)
              return gt_game_refuse_done (g, a, v);
            return TRUE;
          }
      return gt_game_refuse_not_receiver (g, v, seat);
    case GT_ACTION_CHOOSE:
      if (g->phase != GT_PHASE_TRIBUTE || g->tribute_kind != GT_TRIBUTE_DOUBLE ||
          g->tribute[0].card == GT_CARD_NONE || g->tribute[1].card == GT_CARD_NONE ||
          card_strength (g->level, g->tribute[0].card) != card_strength (g->level, g->tribute[1].card))
        return gt_game_refuse_no_choice (g, v);
      if (seat != g->prev_order[0])
        return gt_game_refuse_chooser (g, v, seat);
      if (a->choice != g->tribute[0].giver && a->choice != g->tribute[1].giver)
        return gt_game_refuse_choice (g, v, a->choice);
      return TRUE;
    default:
      return gt_game_refuse_unknown (v);
    }
}

/* The play's reading: judge it with the ruleset, then pick the reading
 * the player meant.  Returns FALSE with the verdict filled when the play is
 * refused. */
static gboolean
check_play (const GtGame   *g,
            const GtRuleset *rs,
            const GtAction *a,
            GtVerdict      *v,
            GtReading      *chosen)
{
  GtRuleCtx ctx;
  GtCardList hand;
  guint8 need[GT_CARD_KINDS];
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  guint n_ok = 0, pick = 0;

  if (a->cards.n == 0)
    return gt_game_refuse_empty (g, v);
  gt_card_list_count (&a->cards, need);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (need[c] > g->hand[a->seat][c])
      return gt_game_refuse_not_held (v, (GtCard) c);

  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, a->seat, &hand);
  rs->judge (&ctx, &a->cards, table, &hand, v);
  if (!v->legal)
    return FALSE;

  for (guint i = 0; i < v->n_readings; i++)
    {
      gboolean ok = table == NULL || v->beats[i];
      if (!ok)
        continue;
      if (a->combo.type != GT_COMBO_NONE)
        {
          if (gt_combo_same (&v->readings[i].combo, &a->combo))
            {
              pick = i;
              n_ok = 1;
              break;
            }
          continue;
        }
      pick = i;
      n_ok++;
    }
  if (a->combo.type != GT_COMBO_NONE && n_ok == 0)
    return gt_game_refuse_reading (v, &a->combo);
  if (n_ok > 1)
    return gt_game_refuse_ambiguous (v, n_ok);
  *chosen = v->readings[pick];
  return TRUE;
}

gboolean
gt_game_act (GtGame          *g,
             const GtRuleset *rs,
             const GtAction  *a,
             GtVerdict       *verdict,
             guint           *events)
{
  GtVerdict local;
  GtVerdict *v = verdict ? verdict : &local;
  guint ev = 0;
  GtReading reading;

  gt_verdict_init (&local);
  if (verdict)
    gt_verdict_clear (verdict);
  if (events)
    *events = 0;

  if (!check_phase (g, a, v))
    goto refused;

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_PLAY:
      {
        GtCardList applied;
        GtCard cards[GT_TABLE_MAX], as[GT_TABLE_MAX];
        GtRuleCtx ctx;
        guint seat = a->seat;

        if (!check_play (g, rs, a, v, &reading))
          goto refused;
        gt_game_rule_ctx (g, &ctx);
        gt_reading_apply (rs, &ctx, &reading, &a->cards, &applied);
        /* Every wild card on the table carries its declaration, itself
         * when it was played as itself, so that the table written out
         * reads back the same (gd.wild.natural). */
        for (guint i = 0; i < applied.n && i < GT_TABLE_MAX; i++)
          {
            cards[i] = applied.card[i];
            as[i] = applied.as[i];
            if (as[i] == GT_CARD_NONE && rs->is_wild (&ctx, cards[i]))
              as[i] = cards[i];
          }
        if (v->n_readings > 1)
          {
            /* The verdict spoke of several readings; say what was played,
             * with the declarations the reading chose. */
            GtCardList declared = applied;
            GtCardList hand;
            for (guint i = 0; i < declared.n && i < GT_TABLE_MAX; i++)
              declared.as[i] = as[i];
            gt_game_hand_list (g, seat, &hand);
            rs->judge (&ctx, &declared, g->table.type != GT_COMBO_NONE ? &g->table : NULL, &hand, v);
          }
        ev = apply_play (g, seat, &reading.combo, MIN (applied.n, GT_TABLE_MAX), cards, as);
        v->legal = TRUE;
        v->has_combo = TRUE;
        v->reading = reading;
        gt_game_explain_events (g, seat, ev, v);
        break;
      }
    case GT_ACTION_PASS:
      {
        guint seat = a->seat;
        if (g->table.type == GT_COMBO_NONE)
          {
            gt_game_refuse_lead_pass (g, v);
            goto refused;
          }
        ev = apply_pass (g);
        gt_game_explain_pass (g, seat, ev, v);
        break;
      }
    case GT_ACTION_TRIBUTE:
      if (!gt_tribute_check_card (g->hand[a->seat], g->level, a->card, v))
        goto refused;
      ev = apply_tribute (g, a->seat, a->card);
      gt_game_explain_tribute (g, a->seat, a->card, ev, v);
      break;
    case GT_ACTION_RETURN:
      {
        guint i = g->tribute[0].receiver == a->seat ? 0 : 1;
        if (!gt_tribute_check_return (g->hand[a->seat], g->level, g->variants,
                                      g->tribute[i].card, a->card, v))
          goto refused;
        ev = apply_return (g, a->seat, a->card);
        gt_game_explain_return (g, a->seat, g->tribute[i].giver, a->card, ev, v);
        break;
      }
    case GT_ACTION_CHOOSE:
      {
        guint k = g->tribute[0].giver == a->choice ? 0 : 1;
        assign_double (g, k);
        ev = GT_EVENT_TRIBUTE_DONE;
        gt_game_explain_choice (g, a->choice, v);
        break;
      }
    default:
      gt_game_refuse_unknown (v);
      goto refused;
    }

  if (events)
    *events = ev;
  gt_verdict_clear (&local);
  return TRUE;

refused:
  v->legal = FALSE;
  gt_verdict_clear (&local);
  return FALSE;
}

/* ---- Questions --------------------------------------------------------- */

int
gt_game_disclosed_count (const GtGame *g,
                         guint         seat)
{
  /* gd.count.disclose */
  return g->count[seat] <= 10 ? g->count[seat] : -1;
}

guint
gt_tribute_eligible (const guint8 hand[GT_CARD_KINDS],
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
gt_tribute_resists (const guint8 hand[GT_CARD_KINDS])
{
  return hand[GT_CARD_RJ] >= 2;
}

void
gt_game_hand_list (const GtGame *g,
                   guint         seat,
                   GtCardList   *out)
{
  guint8 strength[GT_RANK_COUNT];
  GtRuleCtx ctx;

  gt_card_list_init (out);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < g->hand[seat][c]; k++)
      gt_card_list_append (out, (GtCard) c, GT_CARD_NONE);
  gt_game_rule_ctx (g, &ctx);
  gt_ruleset_guandan ()->rank_strength (&ctx, strength);
  gt_card_list_sort (out, strength);
}

gboolean
gt_game_check_invariants (const GtGame *g,
                          gboolean      full_deck,
                          GError      **error)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  guint total[GT_CARD_KINDS] = { 0 };
  guint n_out = 0;

  for (guint s = 0; s < GT_SEATS; s++)
    {
      guint n = 0;
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          n += g->hand[s][c];
          total[c] += g->hand[s][c];
        }
      if (n != g->count[s])
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "seat %s holds %u cards but its count is %u", seat_names[s], n, g->count[s]);
          return FALSE;
        }
      if (!(g->seats & (1u << s)) && n != 0)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "seat %s is not in play but holds cards", seat_names[s]);
          return FALSE;
        }
      if ((g->out & (1u << s)) && n != 0)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "seat %s is out but holds %u cards", seat_names[s], n);
          return FALSE;
        }
      if ((g->out & (1u << s)))
        n_out++;
    }
  if (g->phase == GT_PHASE_PLAY)
    {
      if (g->turn >= GT_SEATS || !gt_game_seat_active (g, g->turn))
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "it is the turn of %s, who is not holding cards", gt_seat_to_string (g->turn));
          return FALSE;
        }
      if (n_out > g->n_order)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "%u seats are out but the finishing order names %u", n_out, g->n_order);
          return FALSE;
        }
    }
  if (!full_deck)
    return TRUE;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    total[c] += g->gone[c];
  for (guint i = 0; i < g->n_tribute; i++)
    if (g->tribute[i].card != GT_CARD_NONE && g->tribute[i].receiver == GT_SEAT_NONE)
      total[g->tribute[i].card]++;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (total[c] != rs->copies[c])
      {
        g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                     "%u copies of %s are accounted for, not %u",
                     total[c], gt_card_to_string ((GtCard) c), rs->copies[c]);
        return FALSE;
      }
  return TRUE;
}
