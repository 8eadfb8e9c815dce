/* ddz-game.c — Dou Dizhu around the plays: the deal, the bidding, the
 * landlord against the farmers, the end of a deal and its stake, and the
 * words of the game's verdicts
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/doudizhu.md.  The core (gt-game.c) runs the
 * climbing rounds; this file is the game's table of operations
 * (GtGameRules): three seats named 1 … 3, 17 cards each from the first
 * bidder on and the last three face down as the landlord cards (the core's
 * stock, so that the invariants count them), a declaring phase
 * (GT_PHASE_DECLARE) in which each player bids 1, 2 or 3 higher than the
 * bid before or passes (GT_ACTION_DECLARE), the landlord's side against the
 * farmers' once the bidding is over, and the deal over as soon as one
 * player is out.
 *
 * The game's own state lives in GtGame.own (DDZ_OWN_*, ddz-private.h).
 */
#define G_LOG_DOMAIN "ddz-game"

#include "config.h"

#include <string.h>

#include "gt-explain.h"
#include "gt-solver.h"

#include "ddz-private.h"

#define OWN(g, i) ((g)->own[DDZ_OWN_##i])

static const char *
seat_word (const GtGame *g,
           guint         seat)
{
  return gt_game_seat_name (g, seat, GT_SEAT_NAME_WORD);
}

static void
setup (GtGame *g)
{
  OWN (g, FIRST) = GT_SEAT_NONE;
  OWN (g, BIDDER) = GT_SEAT_NONE;
  OWN (g, LANDLORD) = GT_SEAT_NONE;
  OWN (g, NEXT_FIRST) = GT_SEAT_NONE;
  memset (&g->own[DDZ_OWN_CARDS], GT_CARD_NONE, DDZ_LANDLORD_CARDS);
}

/* The landlord alone on one side, the farmers on the other (ddz.players). */
static void
set_sides (GtGame *g)
{
  guint l = OWN (g, LANDLORD);

  for (guint s = 0; s < g->n_seats; s++)
    g->side[s] = s == l ? DDZ_SIDE_LANDLORD : DDZ_SIDE_FARMERS;
}

static void
clear_sides (GtGame *g)
{
  for (guint s = 0; s < GT_SEATS_MAX; s++)
    g->side[s] = s < g->n_seats ? (guint8) s : GT_SIDE_NONE;
}

/* ---- The deal (ddz.deal) ----------------------------------------------------- */

/* One card at a time from the first bidder on, 17 each; the last three
 * face down.  The first bidder: at random on the first deal (the deck's
 * turned index, drawn from the same seeded GRand as the shuffle, ddz.bid),
 * then the last deal's winner — or after a throw-in the same player
 * again (settled, docs/decisions.md). */
static void
deal (GtGame       *g,
      const GtCard *cards,
      guint         turned)
{
  guint first = OWN (g, NEXT_FIRST) < g->n_seats ? OWN (g, NEXT_FIRST) : turned % g->n_seats;
  guint n = 3 * DDZ_HAND;

  for (guint i = 0; i < n; i++)
    {
      guint seat = (first + i) % g->n_seats;
      g->hand[seat][cards[i]]++;
      g->count[seat]++;
    }
  for (guint i = 0; i < DDZ_LANDLORD_CARDS; i++)
    {
      g->stock[i] = cards[n + i];
      g->own[DDZ_OWN_CARDS + i] = cards[n + i];
    }
  g->stock_n = DDZ_LANDLORD_CARDS;
  OWN (g, FIRST) = (guint8) first;
  OWN (g, NEXT_FIRST) = (guint8) first;
  OWN (g, BID) = 0;
  OWN (g, BIDDER) = GT_SEAT_NONE;
  OWN (g, TURNS) = 0;
  OWN (g, LANDLORD) = GT_SEAT_NONE;
  OWN (g, DOUBLINGS) = 0;
  OWN (g, LORD_PLAYS) = 0;
  OWN (g, FARMER_PLAYS) = 0;
  clear_sides (g);
  g->phase = GT_PHASE_DECLARE;
  g->turn = (guint8) first;
  g->lead_reason = DDZ_LEAD_LANDLORD;
}

/* ---- The bidding (ddz.bid) ------------------------------------------------- */

static gboolean
check_action (const GtGame   *g,
              const GtAction *a,
              GtVerdict      *v)
{
  if (a->type != GT_ACTION_DECLARE)
    return gt_verdict_refuse (v, "ddz.turn.pass", _("that is not an action of the game: bid, play cards, or pass."));
  if (g->phase != GT_PHASE_DECLARE)
    return gt_verdict_refuse (v, "ddz.bid", _("the bidding is over: the landlord is known."));
  if (g->turn != a->seat)
    return gt_verdict_refuse (v, "ddz.bid", _("it is not your turn to bid: %s bids next."), seat_word (g, g->turn));
  if (a->card != GT_CARD_NONE)
    return gt_verdict_refuse (v, "ddz.bid", _("a bid is a number, 1, 2 or 3: no card goes with it."));
  if (a->choice > DDZ_BID_MAX)
    return gt_verdict_refuse (v, "ddz.bid", _("bids are 1, 2 or 3."));
  if (a->choice != DDZ_BID_PASS && a->choice <= OWN (g, BID))
    return gt_verdict_refuse (v, "ddz.bid", _("a bid must be higher than the bid before, %u: bid more, or pass."),
                              (guint) OWN (g, BID));
  return TRUE;
}

/* The bidding is over: the landlord takes the landlord cards, shown to
 * everyone, and leads (ddz.landlord-cards). */
static void
crown (GtGame *g,
       guint   seat)
{
  OWN (g, LANDLORD) = (guint8) seat;
  for (guint i = 0; i < g->stock_n; i++)
    {
      g->hand[seat][g->stock[i]]++;
      g->count[seat]++;
    }
  g->stock_n = 0;
  set_sides (g);
  g->phase = GT_PHASE_PLAY;
  g->turn = (guint8) seat;
  g->lead_reason = DDZ_LEAD_LANDLORD;
}

static guint
apply_action (GtGame         *g,
              const GtAction *a,
              GtVerdict      *v)
{
  GString *out = g_string_new (NULL);
  const char *rule = "ddz.bid";
  guint seat = a->seat;

  OWN (g, TURNS)++;
  if (a->choice != DDZ_BID_PASS)
    {
      OWN (g, BID) = a->choice;
      OWN (g, BIDDER) = (guint8) seat;
      gt_explain_add_sentencef (out, _("%s bids %u."), seat_word (g, seat), (guint) a->choice);
    }
  else
    gt_explain_add_sentencef (out, _("%s passes."), seat_word (g, seat));

  if (OWN (g, BID) == DDZ_BID_MAX || OWN (g, TURNS) >= g->n_seats)
    {
      if (OWN (g, BIDDER) >= g->n_seats)
        {
          /* ddz.bid.none: thrown in and dealt again. */
          rule = "ddz.bid.none";
          g->phase = GT_PHASE_DEAL_OVER;
          g->turn = GT_SEAT_NONE;
          gt_explain_add_sentence (out, _("Nobody bid: the cards are thrown in and dealt again."));
        }
      else
        {
          guint l = OWN (g, BIDDER);

          rule = "ddz.landlord-cards";
          crown (g, l);
          gt_explain_add_sentencef (out, _("%s is the landlord for a bid of %u, takes the three landlord cards (%s, %s, %s) and leads."),
                                    seat_word (g, l), (guint) OWN (g, BID),
                                    gt_explain_card_label (g->own[DDZ_OWN_CARDS]),
                                    gt_explain_card_label (g->own[DDZ_OWN_CARDS + 1]),
                                    gt_explain_card_label (g->own[DDZ_OWN_CARDS + 2]));
        }
    }
  else
    g->turn = (guint8) gt_game_next_seat (g, seat);

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

/* ---- Plays that change the stake ------------------------------------------ */

/* Each bomb and the rocket double the stake (ddz.score.base); who has
 * played at all decides a spring (ddz.score.spring).  A legal play of four
 * cards of one rank is a bomb (four with two has six or eight), of two
 * jokers the rocket. */
static void
played (GtGame       *g,
        guint         seat,
        const GtCard *cards,
        guint         n)
{
  gboolean doubles = FALSE;

  if (n == 4)
    {
      doubles = TRUE;
      for (guint i = 1; i < n; i++)
        doubles = doubles && gt_card_rank (cards[i]) == gt_card_rank (cards[0]);
    }
  else if (n == 2)
    doubles = gt_card_is_joker (cards[0]) && gt_card_is_joker (cards[1]);
  if (doubles && OWN (g, DOUBLINGS) < G_MAXUINT8)
    OWN (g, DOUBLINGS)++;
  if (seat == OWN (g, LANDLORD))
    {
      if (OWN (g, LORD_PLAYS) < G_MAXUINT8)
        OWN (g, LORD_PLAYS)++;
    }
  else if (OWN (g, FARMER_PLAYS) < G_MAXUINT8)
    OWN (g, FARMER_PLAYS)++;
}

static const char *
seat_role (const GtGame *g,
           guint         seat)
{
  if (OWN (g, LANDLORD) >= g->n_seats)
    return NULL;
  if (seat == OWN (g, LANDLORD))
    /* Translators: Dou Dizhu's landlord (地主), a badge at the seat on
     * the table: one short word */
    return C_("role", "Landlord");
  /* Translators: Dou Dizhu's farmer (农民), a badge at the seat on the
   * table: one short word */
  return C_("role", "Farmer");
}

/* ---- The end of a deal (ddz.end) ------------------------------------------- */

static gboolean
deal_ended (const GtGame *g)
{
  return g->out != 0;
}

static guint
end_deal (GtGame *g)
{
  guint winner = g->order[0];

  /* The others after the winner in play order: the deal has one winner
   * (and the farmers win together), so their order says nothing more. */
  for (guint i = 1; i < g->n_seats; i++)
    {
      guint t = (winner + i) % g->n_seats;
      if ((g->seats & (1u << t)) && !(g->out & (1u << t)))
        g->order[g->n_order++] = (guint8) t;
    }
  g->turn = GT_SEAT_NONE;
  g->phase = GT_PHASE_DEAL_OVER;
  memcpy (g->prev_order, g->order, sizeof g->prev_order);
  g->has_prev = 1;
  OWN (g, NEXT_FIRST) = (guint8) winner;
  return GT_EVENT_DEAL_OVER;
}

/* The stake of the deal just over: the bid (1 when a position states
 * none), doubled by each bomb and rocket and by a spring or an
 * anti-spring; and whether it was one. */
static int
stake (const GtGame *g,
       gboolean     *spring,
       gboolean     *anti)
{
  gboolean lord_won = g->n_order > 0 && g->order[0] == OWN (g, LANDLORD);
  int st = MAX (OWN (g, BID), 1);

  *spring = lord_won && OWN (g, FARMER_PLAYS) == 0;
  *anti = !lord_won && OWN (g, LORD_PLAYS) == 1;
  /* Fourteen doublings at most: thirteen bombs and the rocket. */
  st <<= MIN (OWN (g, DOUBLINGS), 14);
  if (*spring || *anti)
    st *= 2;
  return st;
}

/* ddz.score.settle: the landlord wins or pays the stake to each farmer. */
static void
deal_scores (const GtGame *g,
             int           scores[GT_SEATS_MAX])
{
  guint l = OWN (g, LANDLORD);
  gboolean spring, anti;
  int st, sign;

  if (l >= g->n_seats || g->n_order == 0 || !(g->seats & (1u << l)))
    return;
  st = stake (g, &spring, &anti);
  sign = g->order[0] == l ? 1 : -1;
  for (guint s = 0; s < g->n_seats; s++)
    if (s != l && (g->seats & (1u << s)))
      {
        scores[s] = -sign * st;
        scores[l] += sign * st;
      }
}

/* ---- A computer player's bid ---------------------------------------------------- */

/* The hand's high cards: the jokers, the 2s, the Aces and the bombs. */
static guint
hand_strength (const GtGame *g,
               guint         seat)
{
  guint8 by[DDZ_STRENGTHS] = { 0 };
  guint score = 0;

  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    by[ddz_strength (gt_card_rank ((GtCard) c))] += g->hand[seat][c];
  score += by[DDZ_STRENGTH_RJ] * 4 + by[DDZ_STRENGTH_BJ] * 3 + by[DDZ_STRENGTH_2] * 2 + by[DDZ_STRENGTH_A];
  for (guint s = 1; s <= DDZ_STRENGTH_2; s++)
    if (by[s] == 4)
      score += 4;
  return score;
}

static gboolean
choose_action (const GtGame *g,
               guint32       r,
               GtAction     *a)
{
  guint seat = g->turn, want, score;

  if (g->phase != GT_PHASE_DECLARE || seat >= g->n_seats)
    return FALSE;
  /* A little chance either way, so that self-play meets every bid. */
  score = hand_strength (g, seat) + r % 3;
  want = score >= 11 ? 3 : score >= 8 ? 2 : score >= 5 ? 1 : DDZ_BID_PASS;
  if (want <= OWN (g, BID))
    want = DDZ_BID_PASS;
  gt_action_declare (a, seat, want, GT_CARD_NONE);
  return TRUE;
}

/* ---- The game's keys of a position ------------------------------------------ */

static const GtStepChoice bid_choices[] = {
  /* Translators: Dou Dizhu, a button in the bidding for landlord (不叫) */
  { "pass", DDZ_BID_PASS, FALSE, N_("_No Bid") },
  /* Translators: Dou Dizhu, a button: bid 1 for landlord (1分) */
  { "1", 1, FALSE, N_("Bid _1") },
  /* Translators: Dou Dizhu, a button: bid 2 for landlord */
  { "2", 2, FALSE, N_("Bid _2") },
  /* Translators: Dou Dizhu, a button: bid 3 for landlord */
  { "3", 3, FALSE, N_("Bid _3") },
  { NULL, 0, FALSE, NULL },
};

/* A lesson's Do=bid (docs/lesson-format.md). */
static const GtStepAction ddz_step_actions[] = {
  { "bid", GT_ACTION_DECLARE, GT_PHASE_DECLARE, 0, "ddz.bid",
    /* Translators: Dou Dizhu, the bidding for landlord (叫地主) */
    N_("Bid"),
    N_("Bid for landlord, higher than the bid before, or make no bid."),
    bid_choices },
  { NULL, 0, 0, 0, NULL, NULL, NULL, NULL },
};

static const char *const ddz_keys[] = { "landlord", "bid", "bombs", "landlord-plays", "farmers-played",
                                        "bidder", "first-bidder", NULL };

/* What a position without its history says of the plays made so far, for
 * the spring (ddz.score.spring): a farmer has played when one holds fewer
 * than 17 cards; a landlord with fewer than 20 has played, how often is
 * unknown — taken as more than once, so that no anti-spring is claimed. */
static void
infer_plays (const GtGame *g,
             guint8       *lord,
             guint8       *farmers)
{
  guint l = OWN (g, LANDLORD);

  *farmers = 0;
  for (guint s = 0; s < g->n_seats; s++)
    if (s != l && (g->seats & (1u << s)) && g->count[s] < DDZ_HAND)
      *farmers = 1;
  *lord = g->count[l] >= DDZ_HAND + DDZ_LANDLORD_CARDS ? 0 : 2;
}

static gboolean
bidding_fail (const char **bad_key,
              GError     **error,
              const char  *key,
              const char  *message)
{
  *bad_key = key;
  g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT, "key '%s': %s", key, message);
  return FALSE;
}

/* A position in the bidding (phase=declare, ddz.bid): three full hands,
 * the three cards in none of them the landlord cards, turn= the seat to
 * bid, bid= and bidder= the highest bid so far and who made it,
 * first-bidder= who bid first (default: the bidder, else turn), which
 * says how many have bid. */
static gboolean
load_bidding (GtGame      *g,
              GKeyFile    *kf,
              const char  *group,
              char        *bid,
              const char **bad_key,
              GError     **error)
{
  g_autofree char *turn = g_key_file_get_string (kf, group, "turn", NULL);
  g_autofree char *bidder = g_key_file_get_string (kf, group, "bidder", NULL);
  g_autofree char *first = g_key_file_get_string (kf, group, "first-bidder", NULL);
  g_autofree char *landlord = g_key_file_get_string (kf, group, "landlord", NULL);
  guint t, b = GT_SEAT_NONE, f, n = 0;
  guint64 k = 0;

  if (landlord != NULL)
    return bidding_fail (bad_key, error, "landlord", "nobody is landlord while the bidding goes on");
  for (guint s = 0; s < g->n_seats; s++)
    if (g->count[s] != DDZ_HAND)
      return bidding_fail (bad_key, error, gt_game_seat_id (g, s), "the bidding is made on full hands of 17 cards");
  if (turn == NULL || !gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (turn), &t))
    return bidding_fail (bad_key, error, "turn", "say who bids now (a seat)");
  if (bid != NULL && !g_ascii_string_to_unsigned (g_strstrip (bid), 10, 1, DDZ_BID_MAX - 1, &k, NULL))
    return bidding_fail (bad_key, error, "bid", "the highest bid so far, 1 or 2 (a bid of 3 ends the bidding)");
  if ((bid != NULL) != (bidder != NULL))
    return bidding_fail (bad_key, error, bid != NULL ? "bidder" : "bid", "give the highest bid so far and who made it together");
  if (bidder != NULL && (!gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (bidder), &b) || b == t))
    return bidding_fail (bad_key, error, "bidder", "a seat other than the one to bid");
  f = b < g->n_seats ? b : t;
  if (first != NULL && !gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (first), &f))
    return bidding_fail (bad_key, error, "first-bidder", "not a seat");
  if (b < g->n_seats && (b + g->n_seats - f) % g->n_seats >= (t + g->n_seats - f) % g->n_seats)
    return bidding_fail (bad_key, error, "bidder", "the bidder bid between the first bidder and the seat to bid");
  /* The landlord cards: the three in no hand. */
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (; g->gone[c] > 0; g->gone[c]--)
      {
        if (n == DDZ_LANDLORD_CARDS)
          return bidding_fail (bad_key, error, "phase", "more than three cards are in no hand");
        g->stock[n] = (GtCard) c;
        g->own[DDZ_OWN_CARDS + n] = (GtCard) c;
        n++;
      }
  g->stock_n = (guint8) n;
  OWN (g, FIRST) = (guint8) f;
  OWN (g, NEXT_FIRST) = (guint8) f;
  OWN (g, BID) = (guint8) k;
  OWN (g, BIDDER) = (guint8) b;
  OWN (g, TURNS) = (guint8) ((t + g->n_seats - f) % g->n_seats);
  OWN (g, LANDLORD) = GT_SEAT_NONE;
  clear_sides (g);
  g->turn = (guint8) t;
  g->lead_reason = DDZ_LEAD_LANDLORD;
  return TRUE;
}

static gboolean
load_keys (GtGame      *g,
           GKeyFile    *kf,
           const char  *group,
           const char **bad_key,
           GError     **error)
{
  g_autofree char *landlord = g_key_file_get_string (kf, group, "landlord", NULL);
  g_autofree char *bid = g_key_file_get_string (kf, group, "bid", NULL);
  g_autofree char *bombs = g_key_file_get_string (kf, group, "bombs", NULL);
  g_autofree char *lord_plays = g_key_file_get_string (kf, group, "landlord-plays", NULL);
  g_autofree char *farmers_played = g_key_file_get_string (kf, group, "farmers-played", NULL);
  guint l;
  guint64 k;

  if (g->phase == GT_PHASE_DECLARE)
    return load_bidding (g, kf, group, bid, bad_key, error);
  if (bid != NULL)
    {
      if (!g_ascii_string_to_unsigned (g_strstrip (bid), 10, 1, DDZ_BID_MAX, &k, NULL))
        {
          *bad_key = "bid";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE, "key 'bid': '%s' (1, 2 or 3)", bid);
          return FALSE;
        }
      OWN (g, BID) = (guint8) k;
    }
  if (bombs != NULL)
    {
      if (!g_ascii_string_to_unsigned (g_strstrip (bombs), 10, 0, 14, &k, NULL))
        {
          *bad_key = "bombs";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                       "key 'bombs': '%s' (the bombs and rockets played so far, 0 to 14)", bombs);
          return FALSE;
        }
      OWN (g, DOUBLINGS) = (guint8) k;
    }
  if (landlord == NULL)
    {
      if (bid != NULL || bombs != NULL || lord_plays != NULL || farmers_played != NULL)
        {
          *bad_key = bid != NULL ? "bid" : bombs != NULL ? "bombs" : lord_plays != NULL ? "landlord-plays" : "farmers-played";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_MISSING,
                       "key '%s': say who the landlord is first (key 'landlord')", *bad_key);
          return FALSE;
        }
      return TRUE;
    }
  if (!gt_ruleset_seat_parse (g->rs, g->n_seats, g_strstrip (landlord), &l) || !(g->seats & (1u << l)))
    {
      *bad_key = "landlord";
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                   "key 'landlord': '%s' is not a seat in play", landlord);
      return FALSE;
    }
  OWN (g, LANDLORD) = (guint8) l;
  set_sides (g);
  infer_plays (g, &OWN (g, LORD_PLAYS), &OWN (g, FARMER_PLAYS));
  if (lord_plays != NULL)
    {
      if (!g_ascii_string_to_unsigned (g_strstrip (lord_plays), 10, 0, G_MAXUINT8, &k, NULL))
        {
          *bad_key = "landlord-plays";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                       "key 'landlord-plays': '%s' (the plays the landlord has made, a number)", lord_plays);
          return FALSE;
        }
      OWN (g, LORD_PLAYS) = (guint8) k;
    }
  if (farmers_played != NULL)
    {
      g_strstrip (farmers_played);
      if (!g_str_equal (farmers_played, "yes") && !g_str_equal (farmers_played, "no"))
        {
          *bad_key = "farmers-played";
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE,
                       "key 'farmers-played': '%s' (yes or no)", farmers_played);
          return FALSE;
        }
      OWN (g, FARMER_PLAYS) = g_str_equal (farmers_played, "yes") ? 1 : 0;
    }
  return TRUE;
}

static void
save_keys (const GtGame *g,
           GKeyFile     *kf,
           const char   *group)
{
  guint8 lord, farmers;

  if (g->phase == GT_PHASE_DECLARE && g->turn < g->n_seats)
    {
      g_key_file_set_string (kf, group, "turn", gt_game_seat_id (g, g->turn));
      if (OWN (g, BIDDER) < g->n_seats)
        {
          g_key_file_set_integer (kf, group, "bid", OWN (g, BID));
          g_key_file_set_string (kf, group, "bidder", gt_game_seat_id (g, OWN (g, BIDDER)));
        }
      if (OWN (g, FIRST) < g->n_seats)
        g_key_file_set_string (kf, group, "first-bidder", gt_game_seat_id (g, OWN (g, FIRST)));
      return;
    }
  if (OWN (g, LANDLORD) >= g->n_seats || g->phase == GT_PHASE_DECLARE)
    return;
  g_key_file_set_string (kf, group, "landlord", gt_game_seat_id (g, OWN (g, LANDLORD)));
  if (OWN (g, BID) > 0)
    g_key_file_set_integer (kf, group, "bid", OWN (g, BID));
  if (OWN (g, DOUBLINGS) > 0)
    g_key_file_set_integer (kf, group, "bombs", MIN (OWN (g, DOUBLINGS), 14));
  /* The plays so far, when the hands alone do not say them. */
  infer_plays (g, &lord, &farmers);
  if (OWN (g, LORD_PLAYS) != lord)
    g_key_file_set_integer (kf, group, "landlord-plays", OWN (g, LORD_PLAYS));
  if ((OWN (g, FARMER_PLAYS) > 0) != (farmers > 0))
    g_key_file_set_string (kf, group, "farmers-played", OWN (g, FARMER_PLAYS) > 0 ? "yes" : "no");
}

/* ---- The words of the game's verdicts ------------------------------------ */

static gboolean
refuse_not_in_play (const GtGame *g,
                    GtVerdict    *v,
                    guint         seat)
{
  return gt_verdict_refuse (v, "ddz.players", _("%s does not take part in this position."), seat_word (g, seat));
}

static gboolean
refuse_phase (const GtGame   *g,
              const GtAction *a G_GNUC_UNUSED,
              GtVerdict      *v)
{
  if (g->phase == GT_PHASE_DECLARE)
    return gt_verdict_refuse (v, "ddz.bid", _("nobody is landlord yet: the bidding comes first, and %s bids next."),
                              seat_word (g, g->turn));
  if (g->phase == GT_PHASE_DEAL_OVER && g->n_order > 0)
    return gt_verdict_refuse (v, "ddz.end", _("the deal is over: a player is out. The next deal has to be dealt first."));
  return gt_verdict_refuse (v, "ddz.deal", _("there is no deal yet: the cards have to be dealt first."));
}

static gboolean
refuse_out (const GtGame *g G_GNUC_UNUSED,
            GtVerdict    *v,
            guint         seat G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "ddz.end", _("you have no cards left: the deal is over."));
}

/* Why the player to lead leads (GtGameRules.lead_reasons), by reason. */
static const GtLeadReasonInfo ddz_lead_reasons[DDZ_LEAD_COUNT] = {
  [GT_LEAD_ORDER] = { "order", "ddz.players", NULL },
  [GT_LEAD_ROUND] = { "round-end", "ddz.turn.round-end",
                      N_("it is not your lead: both others passed, so %s, who made the last play, leads.") },
  [GT_LEAD_SET] = { "set", "ddz.players", NULL },
  [DDZ_LEAD_LANDLORD] = { "landlord", "ddz.landlord-cards", N_("it is not your lead: the landlord, %s, leads first.") },
};

static gboolean
refuse_turn (const GtGame *g,
             GtVerdict    *v,
             guint         seat G_GNUC_UNUSED)
{
  /* The landlord's first lead is the landlord's alone; anyone else to
   * lead then leads in the order of play. */
  g_autofree char *why = g->table.type == DDZ_KIND_NONE &&
                         (g->lead_reason != DDZ_LEAD_LANDLORD || OWN (g, LANDLORD) == g->turn)
                         ? gt_game_lead_words (g, g->lead_reason, seat_word (g, g->turn)) : NULL;

  if (why != NULL)
    return gt_verdict_refuse (v, gt_game_lead_rule (g, g->lead_reason), "%s", why);
  return gt_verdict_refuse (v, "ddz.players", _("it is not your turn: %s plays next (play goes round in seat order)."),
                            seat_word (g, g->turn));
}

static gboolean
refuse_unknown (const GtGame *g G_GNUC_UNUSED,
                GtVerdict    *v)
{
  return gt_verdict_refuse (v, "ddz.turn.pass", _("that is not an action of the game: bid, play cards, or pass."));
}

static gboolean
refuse_empty (const GtGame *g G_GNUC_UNUSED,
              GtVerdict    *v)
{
  return gt_verdict_refuse (v, "ddz.turn.pass", _("you chose no cards: pick the cards to play, or pass."));
}

static gboolean
refuse_not_held (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 GtCard        card)
{
  return gt_verdict_refuse (v, "ddz.deck", _("you don't hold %s: you can only play cards from your hand."),
                            gt_explain_card_label (card));
}

static gboolean
refuse_reading (const GtGame  *g G_GNUC_UNUSED,
                GtVerdict     *v,
                const GtCombo *combo G_GNUC_UNUSED)
{
  return gt_verdict_refuse (v, "ddz.follow.same", _("those cards cannot be read as the combination you named."));
}

static gboolean
refuse_ambiguous (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v,
                  guint         n)
{
  return gt_verdict_refuse (v, "ddz.combo.airplane",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "those cards can be played in %u way: say which combination you mean.",
                                         "those cards can be played in %u ways: say which combination you mean.", n),
                            n);
}

static gboolean
refuse_too_long (const GtGame *g G_GNUC_UNUSED,
                 GtVerdict    *v,
                 guint         n,
                 guint         max)
{
  return gt_verdict_refuse (v, "ddz.combo.straight",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "that is %u card: no play is longer than %u cards.",
                                         "that is %u cards: no play is longer than %u cards.", n),
                            n, max);
}

static gboolean
refuse_lead_pass (const GtGame *g G_GNUC_UNUSED,
                  GtVerdict    *v)
{
  return gt_verdict_refuse (v, "ddz.turn.round-end", _("you lead this round, so you cannot pass: play any combination."));
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
      int scores[GT_SEATS_MAX] = { 0 };
      gboolean spring, anti;

      deal_scores (g, scores);
      v->rule = "ddz.end";
      if (OWN (g, LANDLORD) >= g->n_seats)
        gt_explain_add_sentence (out, _("You have no cards left: the deal is over."));
      else
        {
          stake (g, &spring, &anti);
          if (seat == OWN (g, LANDLORD))
            gt_explain_add_sentence (out, _("You have no cards left: the landlord wins the deal."));
          else
            gt_explain_add_sentence (out, _("You have no cards left: the farmers win the deal together."));
          if (spring)
            {
              v->rule = "ddz.score.spring";
              gt_explain_add_sentence (out, _("Spring: no farmer played a card, so the stake doubles."));
            }
          else if (anti)
            {
              v->rule = "ddz.score.spring";
              gt_explain_add_sentence (out, _("Anti-spring: the landlord played only the first lead, so the stake doubles."));
            }
          gt_explain_add_sentencef (out, _("You score %d."), scores[seat]);
        }
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
  const char *rule = "ddz.turn.pass";

  gt_explain_add_sentence (out, _("you pass; you may still play later in this round."));
  if (ev & GT_EVENT_ROUND_END)
    {
      rule = "ddz.turn.round-end";
      gt_explain_add_sentencef (out, _("both others passed, so the round is over and %s, who played last, leads."),
                                seat_word (g, g->turn));
    }
  g_free (v->explanation);
  v->legal = TRUE;
  v->rule = rule;
  v->explanation = g_string_free (out, FALSE);
}

static const GtGameExplain ddz_game_explain = {
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

/* The ideas of Dou Dizhu's goals in its own words: the landlord alone,
 * the farmers together (ddz.players, ddz.end). */
static const char *const ddz_goal_ideas[GT_GOAL_KINDS] = {
  [GT_GOAL_FIRST_OUT] = N_("Count the rounds you must win: lead first what nobody can answer, and keep a bomb or "
                           "the rocket to win the lead back."),
  [GT_GOAL_TEAM_FIRST] = N_("You are a farmer: either farmer going out first wins for both. When you cannot win, "
                            "give your fellow farmer the lead, and lead what the landlord cannot answer."),
};

/* The table's words for the bidding (gt_game_phase_words()). */
static const char *const ddz_phase_words[GT_PHASES] = {
  /* Translators: Dou Dizhu's table while the players bid 1–3 (叫分) */
  [GT_PHASE_DECLARE] = N_("Bidding for landlord"),
};

const GtGameRules ddz_game_rules = {
  .min_seats = 3,
  .max_seats = 3,
  .seats = 3,
  .table = GT_TABLE_CLIMB,
  .seat_names = &gt_seat_names_numbered,
  .deck_size = 54,
  .side_ids = NULL,
  .actions = 1u << GT_ACTION_DECLARE,
  /* The landlord goes out first; a farmer's side goes out first. */
  .goals = (1u << GT_GOAL_FIRST_OUT) | (1u << GT_GOAL_TEAM_FIRST),
  .goal_ideas = ddz_goal_ideas,
  .phase_words = ddz_phase_words,
  .setup = setup,
  .deal = deal,
  .check_action = check_action,
  .apply_action = apply_action,
  .deal_ended = deal_ended,
  .end_deal = end_deal,
  .lead_reasons = ddz_lead_reasons,
  .n_lead_reasons = G_N_ELEMENTS (ddz_lead_reasons),
  .explain = &ddz_game_explain,
  .deal_scores = deal_scores,
  .played = played,
  .seat_role = seat_role,
  .choose_action = choose_action,
  .step_actions = ddz_step_actions,
  .keys = ddz_keys,
  .load_keys = load_keys,
  .save_keys = save_keys,
  /* Scores are a running total; the game ends when the table says so
   * (ddz.game): a self-played game is one deal. */
  .open_ended = TRUE,
  .no_level = TRUE,
  /* Suits never matter (ddz.deck): hands keyed and plays made by rank.
   * The split and the strength keys are Guandan's shapes. */
  .solver = GT_SOLVER_BY_RANK,
};
