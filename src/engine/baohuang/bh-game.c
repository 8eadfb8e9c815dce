/* bh-game.c — Bao Huang around the plays: the deal, tribute, the emperor
 * card and the roles, the end of a deal and its scores, and the words of
 * the game's verdicts
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/baohuang.md.  The core (gt-game.c) runs the
 * climbing rounds — passing and playing again in the same round is its
 * own rule already; this file is the game's table of operations
 * (GtGameRules): five seats named 1 … 5, the deal of 168 cards from the
 * player after the cutter, tribute from the second deal, a declaring phase
 * (GT_PHASE_DECLARE) in which the emperor card is taken or passed on, the
 * sides set once it is taken — the guard hidden (GtGame.hidden) until the
 * guard card is played — and the deal over when one side is out.
 *
 * The game's own state lives in GtGame.own (BH_OWN_*, bh-private.h).
 */
#define G_LOG_DOMAIN "bh-game"

#include "config.h"

#include <string.h>

#include "gt-explain.h"
#include "gt-solver.h"

#include "bh-private.h"

#define OWN(g, i) ((g)->own[BH_OWN_##i])

/* ---- The deck ------------------------------------------------------------- */

/* bh.deck: four decks without 3, 4, 5; with-low-cards keeps them;
 * called-guard marks no small joker. */
static guint
deck (guint32 variants,
      guint8  copies[GT_CARD_KINDS])
{
  guint n = 0;

  memcpy (copies, bh_ruleset ()->copies, GT_CARD_KINDS);
  if (variants & BH_VARIANT_WITH_LOW_CARDS)
    for (guint r = 3; r <= 5; r++)
      for (guint s = 0; s < 4; s++)
        copies[GT_CARD_MAKE (r, s)] = 4;
  if (variants & BH_VARIANT_CALLED_GUARD)
    {
      copies[GT_CARD_BJ] = 4;
      copies[GT_CARD_BJ_MARKED] = 0;
    }
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    n += copies[c];
  return n;
}

static guint
holder_of (const GtGame *g,
           GtCard        card)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (g->hand[s][card] > 0)
      return s;
  return GT_SEAT_NONE;
}

static void
setup (GtGame *g)
{
  OWN (g, DEALER) = GT_SEAT_NONE;
  OWN (g, EMPEROR) = GT_SEAT_NONE;
  OWN (g, GUARD) = GT_SEAT_NONE;
  OWN (g, HOLDER) = GT_SEAT_NONE;
  OWN (g, PREV_EMPEROR) = GT_SEAT_NONE;
  OWN (g, CALLED) = GT_CARD_NONE;
  OWN (g, TAKER) = GT_SEAT_NONE;
}

/* Sides once the roles are known: the emperor's (the emperor and the
 * guard) against the commoners; the guard hidden until the guard card is
 * played (bh.role.guard-secret). */
static void
set_sides (GtGame *g)
{
  guint e = OWN (g, EMPEROR), gu = OWN (g, GUARD);

  for (guint s = 0; s < g->n_seats; s++)
    g->side[s] = (s == e || s == gu) ? BH_SIDE_EMPEROR : BH_SIDE_COMMONERS;
  g->hidden = (gu < g->n_seats && gu != e) ? (guint8) (1u << gu) : 0;
}

/* Before the roles are known each seat is on its own. */
static void
clear_sides (GtGame *g)
{
  for (guint s = 0; s < GT_SEATS_MAX; s++)
    g->side[s] = s < g->n_seats ? (guint8) s : GT_SIDE_NONE;
  g->hidden = 0;
}

/* ---- Tribute (bh.tribute) ------------------------------------------------ */

static guint
strongest_natural (const GtGame *g,
                   guint         seat)
{
  GtCard best = GT_CARD_NONE;

  for (guint c = 0; c < GT_CARD_BJ; c++)
    if (g->hand[seat][c] > 0 &&
        (best == GT_CARD_NONE || bh_strength (gt_card_rank (c)) > bh_strength (gt_card_rank (best))))
      best = (GtCard) c;
  return best;
}

static void
move_card (GtGame *g,
           guint   from,
           guint   to,
           GtCard  card)
{
  g->hand[from][card]--;
  g->count[from]--;
  g->hand[to][card]++;
  g->count[to]++;
}

/* The losers of the last deal each put down their strongest cards that are
 * not jokers — the last emperor two, four after a solo — and the winners
 * take them in the order they went out, the last emperor two (four).  Face
 * down, a winner takes the cards in the order they were put down (the
 * givers' finishing order); face up (open-tribute), the strongest left. */
static guint
tribute (GtGame *g)
{
  GtCard pool[16];
  guint n_pool = 0, given = 0, result = OWN (g, PREV_RESULT), pe = OWN (g, PREV_EMPEROR);
  guint per = (OWN (g, FLAGS) & BH_FLAG_PREV_SOLO) ? 4 : 2;
  guint8 from[16];

  if (result == BH_RESULT_NONE || !g->has_prev)
    return 0;
  for (guint i = 0; i < g->n_seats; i++)
    {
      guint s = g->prev_order[i];
      gboolean emperor_side = s < g->n_seats && (OWN (g, PREV_SIDE) & (1u << s));
      gboolean loser = result == BH_RESULT_EMPEROR ? !emperor_side : emperor_side;
      guint k = s == pe ? per : 1;

      if (s >= g->n_seats || !loser)
        continue;
      for (guint j = 0; j < k && n_pool < G_N_ELEMENTS (pool); j++)
        {
          GtCard c = strongest_natural (g, s);
          if (c == GT_CARD_NONE)
            break;
          g->hand[s][c]--;
          g->count[s]--;
          from[n_pool] = (guint8) s;
          pool[n_pool++] = c;
        }
    }
  for (guint i = 0; i < g->n_seats && given < n_pool; i++)
    {
      guint s = g->prev_order[i];
      gboolean emperor_side = s < g->n_seats && (OWN (g, PREV_SIDE) & (1u << s));
      gboolean winner = result == BH_RESULT_EMPEROR ? emperor_side : !emperor_side;
      guint k = s == pe ? per : 1;

      if (s >= g->n_seats || !winner)
        continue;
      for (guint j = 0; j < k && given < n_pool; j++)
        {
          guint pick = given;

          if (g->variants & BH_VARIANT_OPEN_TRIBUTE)
            for (guint x = given + 1; x < n_pool; x++)
              if (bh_strength (gt_card_rank (pool[x])) > bh_strength (gt_card_rank (pool[pick])))
                pick = x;
          if (pick != given)
            {
              GtCard t = pool[pick];
              guint8 f = from[pick];
              pool[pick] = pool[given];
              from[pick] = from[given];
              pool[given] = t;
              from[given] = f;
            }
          g->hand[s][pool[given]]++;
          g->count[s]++;
          given++;
        }
    }
  /* Not reached with whole deals (the counts match); a position's odd
   * previous order gives the rest back. */
  for (; given < n_pool; given++)
    {
      g->hand[from[given]][pool[given]]++;
      g->count[from[given]]++;
    }
  return n_pool;
}

/* The tribute questions (gt_tribute_eligible() and the rest, the command
 * line's `tribute`): a loser gives their strongest card that is not a
 * joker, any copy of that rank; nothing resists; nothing is given back. */
static guint
tribute_eligible (const guint8 hand[GT_CARD_KINDS],
                  guint        level G_GNUC_UNUSED,
                  gboolean     eligible[GT_CARD_KINDS])
{
  guint best = 0, n = 0;

  for (guint c = 0; c < GT_CARD_BJ; c++)
    if (hand[c])
      best = MAX (best, bh_strength (gt_card_rank ((GtCard) c)));
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      eligible[c] = c < GT_CARD_BJ && hand[c] && bh_strength (gt_card_rank ((GtCard) c)) == best;
      n += eligible[c] ? 1 : 0;
    }
  return n;
}

static void
tribute_explain_hand (const guint8 hand[GT_CARD_KINDS],
                      guint        level,
                      GtVerdict   *v)
{
  gboolean eligible[GT_CARD_KINDS];
  GtCard first = GT_CARD_NONE;
  GString *out = g_string_new (NULL);
  gboolean jokers = FALSE;

  gt_verdict_clear (v);
  for (guint c = GT_CARD_BJ; c < GT_CARD_KINDS; c++)
    jokers = jokers || hand[c] > 0;
  if (tribute_eligible (hand, level, eligible) == 0)
    {
      v->legal = FALSE;
      v->rule = "bh.tribute";
      gt_explain_add_sentence (out, _("you hold no card but jokers, so you have nothing to give as tribute."));
      v->explanation = g_string_free (out, FALSE);
      return;
    }
  for (guint c = 0; c < GT_CARD_KINDS && first == GT_CARD_NONE; c++)
    if (eligible[c])
      first = (GtCard) c;
  v->legal = TRUE;
  v->rule = "bh.tribute";
  gt_explain_add_sentencef (out, _("You give your strongest card that is not a joker: a %s (any of them; suits never matter)."),
                            gt_explain_rank_word (gt_card_rank (first)));
  if (jokers)
    gt_explain_add_sentence (out, _("Jokers are never given as tribute."));
  v->explanation = g_string_free (out, FALSE);
}

static gboolean
tribute_resists (const guint8 hand[GT_CARD_KINDS] G_GNUC_UNUSED)
{
  return FALSE;
}

static gboolean
tribute_check_card (const guint8 hand[GT_CARD_KINDS],
                    guint        level,
                    GtCard       card,
                    GtVerdict   *v)
{
  gboolean eligible[GT_CARD_KINDS];

  tribute_eligible (hand, level, eligible);
  if (card < GT_CARD_KINDS && eligible[card])
    {
      if (v != NULL)
        tribute_explain_hand (hand, level, v);
      return TRUE;
    }
  if (v == NULL)
    return FALSE;
  if (card < GT_CARD_KINDS && gt_card_is_joker (card))
    return gt_verdict_refuse (v, "bh.tribute", _("jokers are never given as tribute: give your strongest card that is not a joker."));
  return gt_verdict_refuse (v, "bh.tribute", _("you must give your strongest card that is not a joker, and %s is not it."),
                            card < GT_CARD_KINDS ? gt_card_to_symbol (card) : "?");
}

static gboolean
tribute_check_return (const guint8 hand[GT_CARD_KINDS] G_GNUC_UNUSED,
                      guint        level G_GNUC_UNUSED,
                      guint32      variants G_GNUC_UNUSED,
                      GtCard       received G_GNUC_UNUSED,
                      GtCard       card G_GNUC_UNUSED,
                      GtVerdict   *v)
{
  if (v == NULL)
    return FALSE;
  return gt_verdict_refuse (v, "bh.tribute", _("in Bao Huang nothing is given back for a tribute."));
}

static const GtTributeRules bh_tribute = {
  .eligible = tribute_eligible,
  .explain_hand = tribute_explain_hand,
  .resists = tribute_resists,
  .check_return = tribute_check_return,
  .check_card = tribute_check_card,
};

/* ---- The deal -------------------------------------------------------------- */

/* bh.deck: the dealer's right-hand neighbour (the next in play order)
 * cuts, and the player after the cutter draws first, one card at a time;
 * the dealer's role passes on from deal to deal.  The first dealer: the
 * deck's turned index, which the core draws from the same seeded GRand as
 * the shuffle. */
static void
deal (GtGame       *g,
      const GtCard *cards,
      guint         turned)
{
  guint8 copies[GT_CARD_KINDS];
  guint n = deck (g->variants, copies), d;

  if (OWN (g, DEALER) < g->n_seats)
    d = gt_game_next_seat (g, OWN (g, DEALER));
  else
    d = turned % g->n_seats;
  OWN (g, DEALER) = (guint8) d;
  for (guint i = 0; i < n; i++)
    {
      guint seat = (d + 2 + i) % g->n_seats;
      g->hand[seat][cards[i]]++;
      g->count[seat]++;
    }
  OWN (g, EMPEROR) = GT_SEAT_NONE;
  OWN (g, GUARD) = GT_SEAT_NONE;
  OWN (g, FLAGS) &= BH_FLAG_PREV_SOLO;
  OWN (g, REBELS) = 0;
  OWN (g, PASSES) = 0;
  OWN (g, CALLED) = GT_CARD_NONE;
  clear_sides (g);
  /* Right after the deal, before the emperor card may be passed. */
  OWN (g, TRIBUTE) = (guint8) tribute (g);
  OWN (g, HOLDER) = (guint8) holder_of (g, GT_CARD_RJ_MARKED);
  g->phase = GT_PHASE_DECLARE;
  g->turn = OWN (g, HOLDER);
  g->lead_reason = BH_LEAD_EMPEROR;
}

/* ---- The emperor card ------------------------------------------------------- */

static gboolean
holds_both (const GtGame *g,
            guint         seat)
{
  return g->hand[seat][GT_CARD_RJ_MARKED] > 0 && g->hand[seat][GT_CARD_BJ_MARKED] > 0;
}

/* called-guard: a card of which seat holds at least three, strongest first
 * (GT_CARD_NONE if none); with four, whether it holds all four. */
static GtCard
identical_three (const GtGame *g,
                 guint         seat,
                 gboolean      want_four)
{
  for (guint c = GT_CARD_BJ; c-- > 0;)
    if (g->hand[seat][c] >= (want_four ? 4 : 3))
      return (GtCard) c;
  return GT_CARD_NONE;
}

/* The strength of seat's best card, the emperor card being passed aside. */
static guint
best_strength (const GtGame *g,
               guint         seat)
{
  guint best = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      guint k = g->hand[seat][c] - (c == GT_CARD_RJ_MARKED ? 1u : 0u);
      if (g->hand[seat][c] > 0 && k > 0)
        best = MAX (best, bh_strength (gt_card_rank (gt_card_unmarked ((GtCard) c))));
    }
  return best;
}

/* Where the emperor card goes when passed: to the next player; in
 * called-guard to the left (the player before) until it has gone round,
 * then to the right. */
static guint
pass_target (const GtGame *g,
             guint         seat)
{
  if ((g->variants & BH_VARIANT_CALLED_GUARD) && !(OWN (g, FLAGS) & BH_FLAG_RIGHT))
    return (seat + g->n_seats - 1u) % g->n_seats;
  return gt_game_next_seat (g, seat);
}

/* The card has been round to every other player and back to its first
 * holder. */
static gboolean
came_back (const GtGame *g)
{
  return g->turn == OWN (g, HOLDER) && OWN (g, PASSES) > 0;
}

static const char *
seat_word (const GtGame *g,
           guint         seat)
{
  return gt_game_seat_name (g, seat, GT_SEAT_NAME_WORD);
}

static gboolean
check_declare (const GtGame   *g,
               const GtAction *a,
               GtVerdict      *v)
{
  guint seat = a->seat;
  gboolean called = (g->variants & BH_VARIANT_CALLED_GUARD) != 0;

  if (a->choice == BH_DECLARE_REBEL)
    {
      if (g->phase != GT_PHASE_PLAY)
        return gt_verdict_refuse (v, "bh.role.rebel", _("a rebellion is declared during play, once the emperor is known."));
      if (g->turn != seat)
        return gt_verdict_refuse (v, "bh.role.rebel", _("declare a rebellion on your own turn, before you play."));
      if (g->side[seat] != BH_SIDE_COMMONERS || OWN (g, EMPEROR) >= g->n_seats)
        return gt_verdict_refuse (v, "bh.role.rebel", _("only a commoner may declare a rebellion, and you are on the emperor’s side."));
      if (OWN (g, REBELS) & (1u << seat))
        return gt_verdict_refuse (v, "bh.role.rebel", _("you have declared a rebellion already."));
      return TRUE;
    }
  if (g->phase != GT_PHASE_DECLARE)
    return gt_verdict_refuse (v, "bh.role.emperor", _("the emperor is already known: there is nothing to declare now but a rebellion."));
  if (g->turn != seat)
    return gt_verdict_refuse (v, "bh.role.emperor", _("%s holds the emperor card and decides first."), seat_word (g, g->turn));
  switch ((BhDeclaration) a->choice)
    {
    case BH_DECLARE_TAKE:
      if (called)
        {
          if (a->card >= GT_CARD_BJ || g->hand[seat][a->card] < 3)
            return gt_verdict_refuse (v, "bh.role.emperor",
                                      _("with a called guard, the emperor shows three identical cards (the same suit and rank): name a card you hold three times."));
        }
      else if (a->card != GT_CARD_NONE)
        return gt_verdict_refuse (v, "bh.role.emperor", _("taking the emperor card needs no other card."));
      return TRUE;
    case BH_DECLARE_SOLO:
      if (called)
        {
          if (a->card >= GT_CARD_BJ || g->hand[seat][a->card] < 4)
            return gt_verdict_refuse (v, "bh.role.both",
                                      _("with a called guard, a solo is declared by showing all four copies of a card: you hold no card four times."));
          return TRUE;
        }
      if (!holds_both (g, seat) && !(g->variants & BH_VARIANT_SOLO_DECLARE))
        return gt_verdict_refuse (v, "bh.role.both",
                                  _("only a player dealt both the emperor card and the guard card may declare a solo."));
      return TRUE;
    case BH_DECLARE_PASS:
      if (came_back (g))
        {
          if (!called || (OWN (g, FLAGS) & BH_FLAG_RIGHT) || identical_three (g, seat, FALSE) != GT_CARD_NONE)
            return gt_verdict_refuse (v, "bh.role.decline",
                                      _("the emperor card has been all the way round and back to you: you must be the emperor."));
        }
      if ((g->variants & BH_VARIANT_PASS_WITH_BEST) && seat != OWN (g, HOLDER))
        {
          if (a->card == GT_CARD_NONE || a->card == GT_CARD_RJ_MARKED ||
              g->hand[seat][a->card] == 0 ||
              bh_strength (gt_card_rank (gt_card_unmarked (a->card))) < best_strength (g, seat))
            return gt_verdict_refuse (v, "bh.role.decline",
                                      _("with the variant “best card with the emperor card”, you must give your best card along with the emperor card."));
        }
      else if (a->card != GT_CARD_NONE)
        return gt_verdict_refuse (v, "bh.role.decline",
                                  _("the emperor card goes on alone: you receive nothing back and give nothing with it."));
      return TRUE;
    case BH_DECLARE_REBEL:
    case BH_DECLARE_COUNT:
    default:
      return gt_verdict_refuse (v, "bh.role.emperor", _("that is not a declaration of the game."));
    }
}

/* A tribute as a position stages it (phase tribute, the payer to move, the
 * taker named): the engine pays the others' at the deal (tribute()), so
 * only a lesson's learner puts a card down. */
static gboolean
check_tribute (const GtGame   *g,
               const GtAction *a,
               GtVerdict      *v)
{
  if (g->phase != GT_PHASE_TRIBUTE)
    return gt_verdict_refuse (v, "bh.tribute", _("no tribute is due now: it is given right after the deal."));
  if (a->seat != g->turn)
    return gt_verdict_refuse (v, "bh.tribute", _("you do not give tribute this deal: %s does."), seat_word (g, g->turn));
  if (a->card >= GT_CARD_KINDS || g->hand[a->seat][a->card] == 0)
    return gt_verdict_refuse (v, "bh.deck", _("you don't hold %s: you can only give a card from your hand."),
                              a->card < GT_CARD_KINDS ? gt_explain_card_label (a->card) : "?");
  return bh_tribute.check_card (g->hand[a->seat], g->level, a->card, v);
}

static gboolean
check_action (const GtGame   *g,
              const GtAction *a,
              GtVerdict      *v)
{
  if (a->type == GT_ACTION_TRIBUTE)
    return check_tribute (g, a, v);
  if (a->type != GT_ACTION_DECLARE)
    return gt_verdict_refuse (v, "bh.turn.pass", _("that is not an action of the game: play cards, or pass."));
  return check_declare (g, a, v);
}

/* The emperor is known: roles, sides and the first lead (the emperor leads
 * the first round). */
static void
crown (GtGame *g,
       guint   seat,
       gboolean solo,
       GtCard  shown)
{
  guint guard;

  if (g->variants & BH_VARIANT_CALLED_GUARD)
    {
      guard = GT_SEAT_NONE;
      for (guint s = 0; s < g->n_seats; s++)
        if (s != seat && shown < GT_CARD_BJ && g->hand[s][shown] > 0)
          guard = s;
      OWN (g, CALLED) = shown;
    }
  else
    guard = holder_of (g, GT_CARD_BJ_MARKED);
  if (guard == seat || guard >= g->n_seats)
    solo = TRUE;
  OWN (g, EMPEROR) = (guint8) seat;
  OWN (g, GUARD) = solo ? GT_SEAT_NONE : (guint8) guard;
  if (solo)
    OWN (g, FLAGS) |= BH_FLAG_SOLO;
  set_sides (g);
  g->phase = GT_PHASE_PLAY;
  g->turn = (guint8) seat;
  g->lead_reason = BH_LEAD_EMPEROR;
}

/* Face down to the taker, nothing back; then the deal goes on as after
 * every tribute: the holder of the emperor card decides. */
static guint
apply_tribute (GtGame         *g,
               const GtAction *a,
               GtVerdict      *v)
{
  guint taker = OWN (g, TAKER);

  move_card (g, a->seat, taker, a->card);
  OWN (g, TRIBUTE)++;
  OWN (g, TAKER) = GT_SEAT_NONE;
  OWN (g, HOLDER) = (guint8) holder_of (g, GT_CARD_RJ_MARKED);
  g->phase = GT_PHASE_DECLARE;
  g->turn = OWN (g, HOLDER);
  if (v != NULL)
    {
      GString *out = g_string_new (NULL);

      gt_explain_add_sentencef (out, _("%s puts %s face down, and %s takes it; nothing is given back."),
                                seat_word (g, a->seat), gt_explain_card_label (a->card), seat_word (g, taker));
      g_free (v->explanation);
      v->legal = TRUE;
      v->rule = "bh.tribute";
      v->explanation = g_string_free (out, FALSE);
    }
  return 0;
}

static guint
apply_action (GtGame         *g,
              const GtAction *a,
              GtVerdict      *v)
{
  GString *out;
  const char *rule = "bh.role.emperor";
  guint seat = a->seat;

  if (a->type == GT_ACTION_TRIBUTE)
    return apply_tribute (g, a, v);
  out = g_string_new (NULL);
  switch ((BhDeclaration) a->choice)
    {
    case BH_DECLARE_TAKE:
      crown (g, seat, FALSE, a->card);
      if (OWN (g, FLAGS) & BH_FLAG_SOLO)
        gt_explain_add_sentencef (out, _("%s is the emperor and holds the guard card too: a secret solo, while the others look for a guard."),
                                  seat_word (g, seat));
      else
        gt_explain_add_sentencef (out, _("%s is the emperor and leads the first round; the guard stays secret until the guard card is played."),
                                  seat_word (g, seat));
      break;
    case BH_DECLARE_SOLO:
      crown (g, seat, TRUE, a->card);
      OWN (g, FLAGS) |= BH_FLAG_SOLO_DECLARED;
      rule = "bh.score.solo";
      gt_explain_add_sentencef (out, _("%s declares a solo: the emperor plays alone against four, and the scores are doubled."),
                                seat_word (g, seat));
      break;
    case BH_DECLARE_PASS:
      {
        guint to = pass_target (g, seat);

        rule = "bh.role.decline";
        if (a->card != GT_CARD_NONE)
          move_card (g, seat, to, a->card);
        move_card (g, seat, to, GT_CARD_RJ_MARKED);
        OWN (g, PASSES)++;
        if ((g->variants & BH_VARIANT_CALLED_GUARD) && to == OWN (g, HOLDER) && !(OWN (g, FLAGS) & BH_FLAG_RIGHT) &&
            identical_three (g, to, FALSE) == GT_CARD_NONE)
          {
            /* Round to the left and back to a first holder without three
             * identical cards: now to the right. */
            OWN (g, FLAGS) |= BH_FLAG_RIGHT;
            OWN (g, PASSES) = 0;
            to = pass_target (g, to);
            move_card (g, OWN (g, HOLDER), to, GT_CARD_RJ_MARKED);
            OWN (g, PASSES) = 1;
          }
        else if ((g->variants & BH_VARIANT_CALLED_GUARD) && to == OWN (g, HOLDER) && (OWN (g, FLAGS) & BH_FLAG_RIGHT))
          {
            /* Round both ways and nobody could be emperor: the deal is
             * void and dealt again. */
            g->phase = GT_PHASE_DEAL_OVER;
            g->turn = GT_SEAT_NONE;
            gt_explain_add_sentence (out, _("nobody can be emperor: the deal is void and is dealt again."));
            break;
          }
        g->turn = (guint8) to;
        gt_explain_add_sentencef (out, _("%s passes the emperor card on to %s, who now decides."),
                                  seat_word (g, seat), seat_word (g, to));
        break;
      }
    case BH_DECLARE_REBEL:
      rule = "bh.role.rebel";
      if (OWN (g, FLAGS) & BH_FLAG_REBELLION)
        gt_explain_add_sentencef (out, _("%s declares a rebellion too: that only shows they are a commoner; the scores stay doubled once."),
                                  seat_word (g, seat));
      else
        gt_explain_add_sentencef (out, _("%s declares a rebellion: every score of this deal is doubled."), seat_word (g, seat));
      OWN (g, FLAGS) |= BH_FLAG_REBELLION;
      OWN (g, REBELS) |= (guint8) (1u << seat);
      break;
    case BH_DECLARE_COUNT:
    default:
      break;
    }
  if (v != NULL)
    {
      g_free (v->explanation);
      v->legal = TRUE;
      v->rule = rule;
      v->explanation = g_string_free (out, FALSE);
    }
  else
    g_string_free (out, TRUE);
  return 0;
}

/* The guard card played shows the guard (bh.role.guard-secret); with a
 * called guard, the fourth copy of the card shown. */
static void
played (GtGame       *g,
        guint         seat,
        const GtCard *cards,
        guint         n)
{
  GtCard mark = (g->variants & BH_VARIANT_CALLED_GUARD) ? OWN (g, CALLED) : GT_CARD_BJ_MARKED;

  if (!(g->hidden & (1u << seat)))
    return;
  for (guint i = 0; i < n; i++)
    if (cards[i] == mark)
      g->hidden &= (guint8) ~(1u << seat);
}

/* ---- What a seat does not know (gt-view.h) -------------------------------- */

/* Whether the guard is still a secret: the roles given out, no solo
 * declared, and either a guard not yet shown by the guard card or a solo
 * the emperor keeps to themselves. */
static gboolean
guard_secret (const GtGame *g)
{
  guint e = OWN (g, EMPEROR), gu = OWN (g, GUARD);

  if (e >= g->n_seats || (OWN (g, FLAGS) & BH_FLAG_SOLO_DECLARED))
    return FALSE;
  return gu >= g->n_seats ? (OWN (g, FLAGS) & BH_FLAG_SOLO) != 0 : (g->hidden & (1u << gu)) != 0;
}

/* Everyone but the guard (and the emperor, of their own solo) loses the
 * guard's seat and the secret solo. */
static void
view_mask (GtGame *pub,
           guint   viewer)
{
  if (!guard_secret (pub) || viewer == OWN (pub, GUARD) ||
      (viewer == OWN (pub, EMPEROR) && OWN (pub, GUARD) >= pub->n_seats))
    return;
  OWN (pub, GUARD) = GT_SEAT_NONE;
  OWN (pub, FLAGS) &= (guint8) ~BH_FLAG_SOLO;
  /* Whether there is a guard at all, and who, is a guess: every side but
   * the viewer's own. */
  for (guint s = 0; s < pub->n_seats; s++)
    if (s != viewer)
      pub->side[s] = GT_SIDE_NONE;
}

/* A layout's guard: the holder of the guard card (with a called guard, of
 * the card the emperor showed) other than the emperor; none, a solo. */
static void
view_settle (GtGame *w)
{
  GtCard mark = (w->variants & BH_VARIANT_CALLED_GUARD) ? OWN (w, CALLED) : GT_CARD_BJ_MARKED;
  guint e = OWN (w, EMPEROR), guard = GT_SEAT_NONE;

  if (e >= w->n_seats || (OWN (w, FLAGS) & BH_FLAG_SOLO_DECLARED) ||
      (OWN (w, GUARD) < w->n_seats && !(w->hidden & (1u << OWN (w, GUARD)))))
    return;
  for (guint s = 0; s < w->n_seats && mark < GT_CARD_KINDS; s++)
    if (s != e && w->hand[s][mark] > 0)
      guard = s;
  OWN (w, GUARD) = (guint8) guard;
  if (guard >= w->n_seats)
    OWN (w, FLAGS) |= BH_FLAG_SOLO;
  else
    OWN (w, FLAGS) &= (guint8) ~BH_FLAG_SOLO;
  set_sides (w);
}

/* The roles for the table: the emperor once the emperor card is taken,
 * the guard (gt_game_seat_role() hides a guard still secret).  In a solo
 * the emperor has no guard; a secret solo looks like any emperor. */
static const char *
seat_role (const GtGame *g,
           guint         seat)
{
  if (seat == OWN (g, EMPEROR))
    /* Translators: Bao Huang's emperor (皇帝), a badge at the seat on the
     * table: one short word */
    return C_("role", "Emperor");
  if (seat == OWN (g, GUARD))
    /* Translators: Bao Huang's guard (侍卫), a badge at the seat on the
     * table, once revealed: one short word */
    return C_("role", "Guard");
  return NULL;
}

/* ---- The end of a deal ------------------------------------------------------- */

/* bh.deal.end: a side is out — every seat of it out or not in play.  In a
 * solo, the emperor out or two commoners out (settled).  Without roles (a
 * position that states none) the first player out ends it. */
static gboolean
deal_ended (const GtGame *g)
{
  guint e = OWN (g, EMPEROR), gone = (guint) g->out | (((1u << g->n_seats) - 1u) & ~(guint) g->seats);
  guint emp_side = 0, com_side = 0;

  if (e >= g->n_seats)
    return g->out != 0;
  for (guint s = 0; s < g->n_seats; s++)
    {
      if (g->side[s] == BH_SIDE_EMPEROR)
        emp_side |= 1u << s;
      else
        com_side |= 1u << s;
    }
  if (OWN (g, FLAGS) & BH_FLAG_SOLO)
    {
      guint com_out = (guint) __builtin_popcount (g->out & com_side);
      return (g->out & (1u << e)) || com_out >= 2 || (com_side & ~gone) == 0;
    }
  return (emp_side & ~gone) == 0 || (com_side & ~gone) == 0;
}

static void deal_scores (const GtGame *g, int scores[GT_SEATS_MAX]);

static guint
end_deal (GtGame *g)
{
  guint last = g->n_order > 0 ? g->order[g->n_order - 1] : 0;
  int scores[GT_SEATS_MAX] = { 0 };
  int emp = 0;
  guint side = 0;

  /* The others take the remaining places in play order after the last
   * player out (each side's sum does not depend on their order). */
  for (guint i = 1; i <= g->n_seats; i++)
    {
      guint t = (last + i) % g->n_seats;
      if ((g->seats & (1u << t)) && !(g->out & (1u << t)))
        g->order[g->n_order++] = (guint8) t;
    }
  g->turn = GT_SEAT_NONE;
  g->phase = GT_PHASE_DEAL_OVER;
  memcpy (g->prev_order, g->order, sizeof g->prev_order);
  g->has_prev = 1;

  /* For the next deal's tribute: who was on which side, and who won. */
  deal_scores (g, scores);
  for (guint s = 0; s < g->n_seats; s++)
    if (OWN (g, EMPEROR) < g->n_seats && g->side[s] == BH_SIDE_EMPEROR)
      side |= 1u << s;
  if (OWN (g, EMPEROR) < g->n_seats)
    emp = scores[OWN (g, EMPEROR)];
  OWN (g, PREV_EMPEROR) = OWN (g, EMPEROR);
  OWN (g, PREV_SIDE) = (guint8) side;
  OWN (g, PREV_RESULT) = emp > 0 ? BH_RESULT_EMPEROR : emp < 0 ? BH_RESULT_COMMONERS : BH_RESULT_NONE;
  if (OWN (g, FLAGS) & BH_FLAG_SOLO)
    OWN (g, FLAGS) |= BH_FLAG_PREV_SOLO;
  else
    OWN (g, FLAGS) &= (guint8) ~BH_FLAG_PREV_SOLO;
  return GT_EVENT_DEAL_OVER;
}

/* bh.score.places, bh.score.solo. */
static void
deal_scores (const GtGame *g,
             int           scores[GT_SEATS_MAX])
{
  guint e = OWN (g, EMPEROR);
  int mult = (OWN (g, FLAGS) & BH_FLAG_REBELLION) ? 2 : 1;

  if (e >= g->n_seats || g->n_order == 0)
    return;
  if (OWN (g, FLAGS) & BH_FLAG_SOLO)
    {
      int per = 0;

      if (OWN (g, FLAGS) & BH_FLAG_SOLO_DECLARED)
        mult *= 2;
      /* First out +12, each commoner −3; second 0; else −12, +3 each. */
      if (g->order[0] == e)
        per = -3;
      else if (g->n_order > 1 && g->order[1] == e)
        per = 0;
      else
        per = 3;
      for (guint s = 0; s < g->n_seats; s++)
        if (s != e && (g->seats & (1u << s)))
          {
            scores[s] = per * mult;
            scores[e] -= per * mult;
          }
      return;
    }
  {
    int sum[2] = { 0, 0 };

    for (guint i = 0; i < g->n_order; i++)
      sum[g->side[g->order[i]] == BH_SIDE_EMPEROR ? 0 : 1] += 2 - (int) i;
    for (guint s = 0; s < g->n_seats; s++)
      {
        if (!(g->seats & (1u << s)))
          continue;
        if (s == e)
          scores[s] = 2 * sum[0] * mult;
        else
          scores[s] = sum[g->side[s] == BH_SIDE_EMPEROR ? 0 : 1] * mult;
      }
  }
}

/* bh.turn.out-lead: the next player who still has cards, not the partner. */
static guint
lead_after_out (const GtGame *g,
                guint         by,
                guint        *reason,
                guint        *events G_GNUC_UNUSED)
{
  *reason = BH_LEAD_OUT;
  return gt_game_next_active (g, by);
}

/* ---- A computer player's declarations -------------------------------------- */

static gboolean
declare_ok (const GtGame   *g,
            const GtAction *a)
{
  GtVerdict v;
  gboolean ok;

  gt_verdict_init (&v);
  ok = check_declare (g, a, &v);
  gt_verdict_clear (&v);
  return ok;
}

static gboolean
choose_action (const GtGame *g,
               guint32       r,
               GtAction     *a)
{
  guint seat = g->turn;
  GtAction try;

  if (seat >= g->n_seats)
    return FALSE;
  if (g->phase == GT_PHASE_PLAY)
    {
      /* Now and then a commoner rebels. */
      if (r % 40 != 0 || g->side[seat] != BH_SIDE_COMMONERS || OWN (g, EMPEROR) >= g->n_seats ||
          (OWN (g, REBELS) & (1u << seat)))
        return FALSE;
      gt_action_declare (a, seat, BH_DECLARE_REBEL, GT_CARD_NONE);
      return TRUE;
    }
  if (g->phase != GT_PHASE_DECLARE)
    return FALSE;
  if (g->variants & BH_VARIANT_CALLED_GUARD)
    {
      GtCard four = identical_three (g, seat, TRUE), three = identical_three (g, seat, FALSE);

      if (four != GT_CARD_NONE && r % 2 == 0)
        gt_action_declare (a, seat, BH_DECLARE_SOLO, four);
      else if (three != GT_CARD_NONE && r % 5 != 0)
        gt_action_declare (a, seat, BH_DECLARE_TAKE, three);
      else
        gt_action_declare (a, seat, BH_DECLARE_PASS, GT_CARD_NONE);
    }
  else if (holds_both (g, seat) && r % 3 == 0)
    gt_action_declare (a, seat, BH_DECLARE_SOLO, GT_CARD_NONE);
  else if (r % 4 == 1)
    gt_action_declare (a, seat, BH_DECLARE_PASS, GT_CARD_NONE);
  else
    gt_action_declare (a, seat, BH_DECLARE_TAKE, GT_CARD_NONE);

  if (a->choice == BH_DECLARE_PASS && (g->variants & BH_VARIANT_PASS_WITH_BEST) && seat != OWN (g, HOLDER))
    {
      guint best = best_strength (g, seat);
      for (guint c = GT_CARD_KINDS; c-- > 0;)
        if (c != GT_CARD_RJ_MARKED && g->hand[seat][c] > 0 &&
            bh_strength (gt_card_rank (gt_card_unmarked ((GtCard) c))) == best)
          {
            a->card = (GtCard) c;
            break;
          }
    }
  /* What the rules refuse (the card come back round, a take without three
   * identical cards), the player does the other way. */
  if (!declare_ok (g, a))
    {
      if (a->choice != BH_DECLARE_TAKE && declare_ok (g, (gt_action_declare (&try, seat, BH_DECLARE_TAKE,
                                                                (g->variants & BH_VARIANT_CALLED_GUARD)
                                                                ? identical_three (g, seat, FALSE) : GT_CARD_NONE), &try)))
        *a = try;
      else
        {
          gt_action_declare (&try, seat, BH_DECLARE_PASS, GT_CARD_NONE);
          if ((g->variants & BH_VARIANT_PASS_WITH_BEST) && seat != OWN (g, HOLDER))
            for (guint c = GT_CARD_KINDS; c-- > 0;)
              if (c != GT_CARD_RJ_MARKED && g->hand[seat][c] > 0 &&
                  bh_strength (gt_card_rank (gt_card_unmarked ((GtCard) c))) == best_strength (g, seat))
                {
                  try.card = (GtCard) c;
                  break;
                }
          *a = try;
        }
    }
  return TRUE;
}

/* The declaration no lesson step names (its steps' choices name the
 * others): a commoner's rebellion, declared in play (bh.role.rebel). */
static const char *const bh_declare_words[BH_DECLARE_COUNT] = {
  /* Translators: Bao Huang, a button: a commoner declares a rebellion (造反) */
  [BH_DECLARE_REBEL] = N_("Declare a rebellion"),
};

/* What the deal set up, for the table's story: the tribute between deals
 * (bh.tribute), made as the cards were dealt. */
static void
deal_words (const GtGame *g,
            guint         viewer G_GNUC_UNUSED,
            GPtrArray    *lines)
{
  guint n = OWN (g, TRIBUTE);

  if (n > 0)
    g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "Tribute: the last deal's losers gave %u card, their "
                                                          "strongest, to its winners",
                                                          "Tribute: the last deal's losers gave %u cards, their "
                                                          "strongest, to its winners", n), n));
}

/* ---- The game's keys of a position ------------------------------------------ */

/* The learner may select a card to go with a declaration: the three (or
 * four) identical cards shown under called-guard, the best card passed on
 * under pass-with-best. */
static const GtStepChoice declare_choices[] = {
  /* Translators: Bao Huang, a button: take the emperor card and be the
   * emperor (当皇帝) */
  { "take", BH_DECLARE_TAKE, TRUE, N_("_Be the Emperor") },
  /* Translators: Bao Huang, a button: pass the emperor card on to the
   * next player (让出皇帝牌) */
  { "pass", BH_DECLARE_PASS, TRUE, N_("_Pass It On") },
  /* Translators: Bao Huang, a button: be the emperor and play alone
   * against the others (独保) */
  { "solo", BH_DECLARE_SOLO, TRUE, N_("Declare a _Solo") },
  { NULL, 0, FALSE, NULL },
};

/* A lesson's Do=declare and Do=tribute (docs/lesson-format.md). */
static const GtStepAction bh_step_actions[] = {
  { "tribute", GT_ACTION_TRIBUTE, GT_PHASE_TRIBUTE, 1, "bh.tribute",
    /* Translators: Bao Huang, a button: put a card face down as tribute
     * (上納, 进贡) */
    N_("_Give Tribute"),
    N_("Select the one card you put face down, then press Give Tribute."),
    NULL },
  { "declare", GT_ACTION_DECLARE, GT_PHASE_DECLARE, 0, "bh.role.emperor",
    /* Translators: Bao Huang, deciding on the emperor card */
    N_("The Emperor Card"),
    N_("You hold the emperor card: be the emperor, hand the card on, or declare a solo."),
    declare_choices },
  { NULL, 0, 0, 0, NULL, NULL, NULL, NULL },
};

static const char *const bh_keys[] = { "emperor", "guard", "solo", "rebellion", "dealer", "tribute", NULL };

/* A tribute staged (phase tribute): tribute=PAYER:TAKER, the payer a
 * loser of the last deal putting a card down and the taker a winner; the
 * emperor card dealt, for its holder to decide on afterwards. */
static gboolean
load_tribute (GtGame      *g,
              GKeyFile    *kf,
              const char  *group,
              const char **bad_key,
              GError     **error)
{
  g_autofree char *tribute = g_key_file_get_string (kf, group, "tribute", NULL);
  g_auto (GStrv) seats = NULL;
  guint payer, taker;

  *bad_key = "tribute";
  if (tribute == NULL)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_MISSING,
                   "key 'tribute': missing: who puts a card down, and who takes it (PAYER:TAKER)");
      return FALSE;
    }
  seats = g_strsplit (g_strstrip (tribute), ":", -1);
  if (g_strv_length (seats) != 2 ||
      !gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (seats[0]), &payer) || !(g->seats & (1u << payer)) ||
      !gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (seats[1]), &taker) || !(g->seats & (1u << taker)) ||
      payer == taker)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                   "key 'tribute': '%s' is not two different seats in play, PAYER:TAKER", tribute);
      return FALSE;
    }
  if (g->count[payer] == 0)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                   "key 'tribute': seat %s holds no cards to give", seats[0]);
      return FALSE;
    }
  if (holder_of (g, GT_CARD_RJ_MARKED) >= g->n_seats)
    {
      *bad_key = "phase";
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                   "key 'phase': the tribute comes right after the deal, so somebody holds the emperor card (RJ*)");
      return FALSE;
    }
  *bad_key = NULL;
  OWN (g, TAKER) = (guint8) taker;
  g->turn = (guint8) payer;
  return TRUE;
}

static gboolean
load_keys (GtGame      *g,
           GKeyFile    *kf,
           const char  *group,
           const char **bad_key,
           GError     **error)
{
  g_autofree char *emperor = g_key_file_get_string (kf, group, "emperor", NULL);
  g_autofree char *guard = g_key_file_get_string (kf, group, "guard", NULL);
  g_autofree char *solo = g_key_file_get_string (kf, group, "solo", NULL);
  g_autofree char *rebellion = g_key_file_get_string (kf, group, "rebellion", NULL);
  g_autofree char *dealer = g_key_file_get_string (kf, group, "dealer", NULL);
  guint e = GT_SEAT_NONE, gu = GT_SEAT_NONE, d;

  if (dealer != NULL)
    {
      if (!gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (dealer), &d))
        {
          *bad_key = "dealer";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE, "key 'dealer': unknown seat '%s'", dealer);
          return FALSE;
        }
      OWN (g, DEALER) = (guint8) d;
    }
  if (g->phase == GT_PHASE_TRIBUTE)
    return load_tribute (g, kf, group, bad_key, error);
  if (g->phase == GT_PHASE_DECLARE)
    {
      OWN (g, HOLDER) = (guint8) holder_of (g, GT_CARD_RJ_MARKED);
      g->turn = OWN (g, HOLDER);
      if (g->turn >= g->n_seats)
        {
          *bad_key = "phase";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "key 'phase': nobody holds the emperor card (RJ*) to declare");
          return FALSE;
        }
      return TRUE;
    }
  if (emperor == NULL)
    {
      if (guard != NULL || solo != NULL)
        {
          *bad_key = guard != NULL ? "guard" : "solo";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_MISSING,
                       "key '%s': say who the emperor is first (key 'emperor')", *bad_key);
          return FALSE;
        }
      return TRUE;
    }
  if (!gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (emperor), &e) || !(g->seats & (1u << e)))
    {
      *bad_key = "emperor";
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                   "key 'emperor': '%s' is not a seat in play", emperor);
      return FALSE;
    }
  if (guard != NULL && !g_str_equal (g_strstrip (guard), "-"))
    {
      if (!gt_ruleset_seat_parse (g->rs, g->n_seats, guard, &gu) || !(g->seats & (1u << gu)) || gu == e)
        {
          *bad_key = "guard";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                       "key 'guard': '%s' is not a seat in play other than the emperor's (or - for a solo)", guard);
          return FALSE;
        }
    }
  OWN (g, EMPEROR) = (guint8) e;
  OWN (g, GUARD) = (guint8) gu;
  OWN (g, FLAGS) |= BH_FLAG_ROLES_SET;
  if (gu == GT_SEAT_NONE)
    OWN (g, FLAGS) |= BH_FLAG_SOLO;
  if (solo != NULL)
    {
      g_strstrip (solo);
      if (g_str_equal (solo, "declared"))
        OWN (g, FLAGS) |= BH_FLAG_SOLO | BH_FLAG_SOLO_DECLARED;
      else if (!g_str_equal (solo, "hidden"))
        {
          *bad_key = "solo";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                       "key 'solo': '%s' (hidden or declared)", solo);
          return FALSE;
        }
      if (gu != GT_SEAT_NONE)
        {
          *bad_key = "solo";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "key 'solo': a solo has no guard (write guard=-)");
          return FALSE;
        }
    }
  if (rebellion != NULL)
    {
      g_strstrip (rebellion);
      if (g_str_equal (rebellion, "yes"))
        OWN (g, FLAGS) |= BH_FLAG_REBELLION;
      else if (!g_str_equal (rebellion, "no"))
        {
          *bad_key = "rebellion";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                       "key 'rebellion': '%s' (yes or no)", rebellion);
          return FALSE;
        }
    }
  set_sides (g);
  /* The guard is known once the guard card is no longer in their hand. */
  if (gu != GT_SEAT_NONE && g->hand[gu][GT_CARD_BJ_MARKED] == 0)
    g->hidden = 0;
  return TRUE;
}

static void
save_keys (const GtGame *g,
           GKeyFile     *kf,
           const char   *group)
{
  guint e = OWN (g, EMPEROR);

  if (OWN (g, DEALER) < g->n_seats)
    g_key_file_set_string (kf, group, "dealer", gt_game_seat_id (g, OWN (g, DEALER)));
  if (g->phase == GT_PHASE_TRIBUTE && g->turn < g->n_seats && OWN (g, TAKER) < g->n_seats)
    {
      g_autofree char *tribute = g_strdup_printf ("%s:%s", gt_game_seat_id (g, g->turn), gt_game_seat_id (g, OWN (g, TAKER)));

      g_key_file_set_string (kf, group, "tribute", tribute);
      return;
    }
  if (e >= g->n_seats || g->phase == GT_PHASE_DECLARE)
    return;
  g_key_file_set_string (kf, group, "emperor", gt_game_seat_id (g, e));
  g_key_file_set_string (kf, group, "guard", OWN (g, GUARD) < g->n_seats ? gt_game_seat_id (g, OWN (g, GUARD)) : "-");
  if (OWN (g, FLAGS) & BH_FLAG_SOLO)
    g_key_file_set_string (kf, group, "solo", (OWN (g, FLAGS) & BH_FLAG_SOLO_DECLARED) ? "declared" : "hidden");
  if (OWN (g, FLAGS) & BH_FLAG_REBELLION)
    g_key_file_set_string (kf, group, "rebellion", "yes");
}

/* ---- The words of the game's verdicts ------------------------------------ */

static gboolean
refuse_not_in_play (const GtGame *g,
                    GtVerdict    *v,
                    guint         seat)
{
  return gt_verdict_refuse (v, "bh.players", _("%s does not take part in this position."), seat_word (g, seat));
}

static gboolean
refuse_phase (const GtGame   *g,
              const GtAction *a G_GNUC_UNUSED,
              GtVerdict      *v)
{
  if (g->phase == GT_PHASE_DECLARE)
    return gt_verdict_refuse (v, "bh.role.emperor",
                              _("nobody is emperor yet: %s holds the emperor card and must take it or pass it on before play begins."),
                              seat_word (g, g->turn));
  if (g->phase == GT_PHASE_DEAL_OVER && g->n_order > 0)
    return gt_verdict_refuse (v, "bh.deal.end", _("the deal is over: one side is out. The next deal has to be dealt first."));
  return gt_verdict_refuse (v, "bh.deck", _("there is no deal yet: the cards have to be dealt first."));
}

static gboolean
refuse_out (const GtGame *g G_GNUC_UNUSED,
            GtVerdict    *v,
            guint         seat G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "bh.turn.out-lead", _("you have no cards left: you are out of this deal."));
}

/* Why the player to lead leads (GtGameRules.lead_reasons), by reason. */
static const GtLeadReasonInfo bh_lead_reasons[BH_LEAD_COUNT] = {
  [GT_LEAD_ORDER] = { "order", "bh.players", NULL },
  [GT_LEAD_ROUND] = { "round-end", "bh.turn.pass",
                      N_("it is not your lead: everyone else passed, so %s, who made the last play, leads.") },
  [GT_LEAD_SET] = { "set", "bh.players", NULL },
  [BH_LEAD_EMPEROR] = { "emperor", "bh.combo.lead", N_("it is not your lead: the emperor, %s, leads the first round.") },
  [BH_LEAD_OUT] = { "out-lead", "bh.turn.out-lead",
                    N_("it is not your lead: the last player is out, so the next player with cards, %s, leads.") },
};

static gboolean
refuse_turn (const GtGame *g,
             GtVerdict    *v,
             guint         seat G_GNUC_UNUSED)
{
  g_autofree char *why = g->table.type == GT_COMBO_NONE ? gt_game_lead_words (g, g->lead_reason, seat_word (g, g->turn)) : NULL;

  if (why != NULL)
    return gt_verdict_refuse (v, gt_game_lead_rule (g, g->lead_reason), "%s", why);
  return gt_verdict_refuse (v, "bh.players", _("it is not your turn: %s plays next (play goes round in seat order)."),
                            seat_word (g, g->turn));
}

static gboolean
refuse_unknown (const GtGame *g G_GNUC_UNUSED,
                GtVerdict    *v)
{
  return gt_verdict_refuse (v, "bh.turn.pass", _("that is not an action of the game: play cards, or pass."));
}

static gboolean
refuse_empty (const GtGame *g G_GNUC_UNUSED,
              GtVerdict    *v)
{
  return gt_verdict_refuse (v, "bh.turn.pass", _("you chose no cards: pick the cards to play, or pass."));
}

static gboolean
refuse_not_held (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 GtCard        card)
{
  return gt_verdict_refuse (v, "bh.deck", _("you don't hold %s: you can only play cards from your hand."),
                            gt_explain_card_label (card));
}

static gboolean
refuse_reading (const GtGame  *g G_GNUC_UNUSED,
                GtVerdict     *v,
                const GtCombo *combo G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "bh.combo.lead", _("those cards cannot be read as the combination you named."));
}

static gboolean
refuse_ambiguous (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v,
                  guint         n G_GNUC_UNUSED)
{
  /* Not reached: nothing is wild, so a play has one reading. */
  return gt_verdict_refuse (v, "bh.combo.lead", _("those cards cannot be read as the combination you named."));
}

static gboolean
refuse_too_long (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 guint         n,
                 guint         max)
{
  return gt_verdict_refuse (v, "bh.combo.lead",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "that is %u card: no play is longer than %u cards.",
                                         "that is %u cards: no play is longer than %u cards.", n),
                            n, max);
}

static gboolean
refuse_lead_pass (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v)
{
  return gt_verdict_refuse (v, "bh.turn.pass", _("you lead this round, so you cannot pass: play any cards of one rank, with or without jokers."));
}

static void
explain_play (const GtGame *g,
              guint         seat,
              guint         ev,
              GtVerdict    *v)
{
  GString *out = g_string_new (v->explanation);

  if (OWN (g, GUARD) == seat && g->gone[GT_CARD_BJ_MARKED] > 0 && g->table_by == seat)
    for (guint i = 0; i < g->table_n; i++)
      if (g->table_card[i] == GT_CARD_BJ_MARKED)
        {
          v->rule = "bh.role.guard-secret";
          gt_explain_add_sentence (out, _("You played the guard card: now everyone knows you are the guard."));
          break;
        }
  if (ev & GT_EVENT_DEAL_OVER)
    {
      int scores[GT_SEATS_MAX] = { 0 };

      deal_scores (g, scores);
      v->rule = "bh.deal.end";
      if ((OWN (g, FLAGS) & BH_FLAG_SOLO) && !(g->out & (1u << OWN (g, EMPEROR))))
        gt_explain_add_sentencef (out, _("two commoners are out against the solo emperor, so the deal is over: you score %d."),
                                  scores[seat]);
      else
        gt_explain_add_sentencef (out, _("one side is out, so the deal is over: you score %d."), scores[seat]);
    }
  else if (ev & GT_EVENT_OUT)
    gt_explain_add_sentence (out, _("You have no cards left: you are out, and the others play on until one side is out."));
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
  const char *rule = "bh.turn.pass";

  gt_explain_add_sentence (out, _("you pass; you may still play later in this round."));
  if (ev & GT_EVENT_ROUND_END)
    {
      if (g->lead_reason == BH_LEAD_OUT)
        {
          rule = "bh.turn.out-lead";
          gt_explain_add_sentencef (out, _("everyone passed and the last player is out, so the next player with cards, %s, leads."),
                                    seat_word (g, g->turn));
        }
      else
        gt_explain_add_sentencef (out, _("everyone passed, so the round is over and %s, who played last, leads."),
                                  seat_word (g, g->turn));
    }
  g_free (v->explanation);
  v->legal = TRUE;
  v->rule = rule;
  v->explanation = g_string_free (out, FALSE);
}

static const GtGameExplain bh_game_explain = {
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

const GtGameRules bh_game_rules = {
  .min_seats = 5,
  .max_seats = 5,
  .seats = 5,
  .table = GT_TABLE_CLIMB,
  .seat_names = &gt_seat_names_numbered,
  /* Four decks of 6 … A, 2 and the jokers (bh.deck); .deck for the
   * variants. */
  .deck_size = 168,
  .side_ids = NULL,
  .actions = 1u << GT_ACTION_DECLARE | 1u << GT_ACTION_TRIBUTE,
  .goals = 1u << GT_GOAL_FIRST_OUT,
  .setup = setup,
  .deal = deal,
  .check_action = check_action,
  .apply_action = apply_action,
  .deal_ended = deal_ended,
  .end_deal = end_deal,
  .lead_after_out = lead_after_out,
  .lead_reasons = bh_lead_reasons,
  .n_lead_reasons = G_N_ELEMENTS (bh_lead_reasons),
  .explain = &bh_game_explain,
  .tribute = &bh_tribute,
  .deck = deck,
  .deal_scores = deal_scores,
  .played = played,
  .seat_role = seat_role,
  .choose_action = choose_action,
  .step_actions = bh_step_actions,
  .view_mask = view_mask,
  .view_settle = view_settle,
  .keys = bh_keys,
  .load_keys = load_keys,
  .save_keys = save_keys,
  .open_ended = TRUE,
  .no_level = TRUE,
  /* Suits never matter (bh.order): hands keyed and plays made by rank.
   * The split and the strength keys are Guandan's shapes. */
  .solver = GT_SOLVER_BY_RANK,
  .declare_words = bh_declare_words,
  .n_declare_words = BH_DECLARE_COUNT,
  .deal_words = deal_words,
};
