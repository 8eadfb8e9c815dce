/* test-game.c — the game state machine: rounds, the end of a deal, tribute,
 * levels and level A, each rule with a legal and an illegal case, and whole
 * scripted deals
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids: data/rules/guandan.md, sections "A round, the end of a deal",
 * "Dealing and the first lead", "Tribute", "Levels and the game", "Variants".
 */
#include "gt-game.h"
#include "guandan/gd-kinds.h"

#include <string.h>

/* Guandan's seats: S E N W. */
#define GD_SEATS 4

static const GtRuleset *rs;

/* ---- Helpers ------------------------------------------------------------- */

static void
load (GtGame     *g,
      const char *text)
{
  GError *error = NULL;
  char *full = g_strconcat ("[position]\n", text, NULL);
  gboolean ok = gt_game_load_string (g, rs, full, "position", &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_true (gt_game_check_invariants (g, TRUE, NULL));
  g_free (full);
}

static guint
seat (const char *name)
{
  guint s = GT_SEAT_NONE;
  g_assert_true (gt_ruleset_seat_parse (gt_ruleset_guandan (), GD_SEATS, name, &s));
  return s;
}

static void
cards (const char *text,
       GtCardList *list)
{
  GError *error = NULL;
  g_assert_true (gt_card_list_parse (text, rs->copies, list, &error));
  g_assert_no_error (error);
}

static GtCard
card (const char *text)
{
  GtCard c = GT_CARD_NONE;
  g_assert_true (gt_card_parse (text, -1, &c));
  return c;
}

/* Acts and asserts the outcome; a refusal must cite rule and change nothing. */
static guint
act_expect (GtGame         *g,
            const GtAction *a,
            gboolean        legal,
            const char     *rule)
{
  GtGame before = *g;
  GtVerdict v;
  guint ev = 0;
  gboolean ok;

  gt_verdict_init (&v);
  ok = gt_game_act (g, rs, a, &v, &ev);
  if (ok != legal || (rule != NULL && g_strcmp0 (v.rule, rule) != 0))
    g_error ("expected %s (%s), got %s (%s): %s", legal ? "legal" : "illegal", rule ? rule : "any",
             ok ? "legal" : "illegal", v.rule, v.explanation);
  g_assert_nonnull (v.explanation);
  g_assert_cmpstr (v.explanation, !=, "");
  if (!legal)
    g_assert_cmpmem (&before, sizeof before, g, sizeof *g);
  g_assert_true (gt_game_check_invariants (g, TRUE, NULL));
  gt_verdict_clear (&v);
  return ev;
}

static guint
play (GtGame     *g,
      const char *who,
      const char *text)
{
  GtAction a;
  GtCardList l;
  cards (text, &l);
  gt_action_play (&a, seat (who), &l);
  return act_expect (g, &a, TRUE, NULL);
}

static void
play_refused (GtGame     *g,
              const char *who,
              const char *text,
              const char *rule)
{
  GtAction a;
  GtCardList l;
  cards (text, &l);
  gt_action_play (&a, seat (who), &l);
  act_expect (g, &a, FALSE, rule);
}

static guint
pass (GtGame     *g,
      const char *who)
{
  GtAction a;
  gt_action_pass (&a, seat (who));
  return act_expect (g, &a, TRUE, NULL);
}

static void
pass_refused (GtGame     *g,
              const char *who,
              const char *rule)
{
  GtAction a;
  gt_action_pass (&a, seat (who));
  act_expect (g, &a, FALSE, rule);
}

static guint
give (GtGame       *g,
      GtActionType  type,
      const char   *who,
      const char   *c,
      gboolean      legal,
      const char   *rule)
{
  GtAction a;
  gt_action_card (&a, type, seat (who), card (c));
  return act_expect (g, &a, legal, rule);
}

/* The lowest card a receiver may return (anything but the card received). */
static const char *
low_card (const GtGame *g,
          guint         who)
{
  guint i = g->tribute[0].receiver == who ? 0 : 1;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (g->hand[who][c] && c != g->tribute[i].card)
      return gt_card_to_string ((GtCard) c);
  g_assert_not_reached ();
  return NULL;
}

/* Deals the next deal so that each seat holds the cards given (the rest
 * are filled round the table from the lowest cards up), by laying out the
 * deck in the order gt_game_deal_deck() deals it. */
static void
deal_hands (GtGame     *g,
            const char *spec[GD_SEATS])
{
  guint8 pool[GT_CARD_KINDS], hand[GD_SEATS][GT_CARD_KINDS] = { { 0 } };
  guint n[GD_SEATS] = { 0 }, first, s = 0;
  GtCard deck[GT_GAME_DECK];

  memcpy (pool, rs->copies, sizeof pool);
  for (guint i = 0; i < GD_SEATS; i++)
    {
      GtCardList l;
      cards (spec[i] ? spec[i] : "", &l);
      for (guint k = 0; k < l.n; k++)
        {
          g_assert_cmpuint (pool[l.card[k]], >, 0);
          pool[l.card[k]]--;
          hand[i][l.card[k]]++;
          n[i]++;
        }
    }
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    while (pool[c] > 0)
      {
        while (n[s] >= 27)
          s = (s + 1) & 3u;
        hand[s][c]++;
        n[s]++;
        pool[c]--;
        s = (s + 1) & 3u;
      }
  first = g->has_prev ? g->prev_order[3] : GT_SEAT_S;
  for (guint i = 0; i < GT_GAME_DECK; i++)
    {
      guint t = (first + i) & 3u;
      guint c = 0;
      while (hand[t][c] == 0)
        c++;
      hand[t][c]--;
      deck[i] = (GtCard) c;
    }
  g_assert_true (gt_game_deal_deck (g, deck, GT_GAME_DECK, 0));
  g_assert_true (gt_game_check_invariants (g, TRUE, NULL));
  g_assert_cmpuint (g->count[0] + g->count[1] + g->count[2] + g->count[3], ==, 108);
}

/* ---- A round ------------------------------------------------------------- */

static void
test_pass_and_round_end (void)
{
  GtGame g;
  guint ev;

  load (&g, "levels=2,2\nS=S3 S9 SQ\nE=S4 S8\nN=S5 S6\nW=S7 SK\nturn=S\n");
  /* gd.turn.lead: the leader cannot pass. */
  pass_refused (&g, "S", "gd.turn.lead");
  /* gd.turn.order: only the turn's player acts. */
  play_refused (&g, "E", "S4", "gd.turn.order");
  /* gd.turn.own-cards */
  play_refused (&g, "S", "SA", "gd.turn.own-cards");
  play (&g, "S", "S3");
  play_refused (&g, "N", "S5", "gd.turn.order");
  /* gd.turn.pass: E passes, and may play again later in the same round. */
  pass (&g, "E");
  play (&g, "N", "S5");
  pass (&g, "W");
  pass (&g, "S");
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  play (&g, "E", "S8");
  /* A play that does not beat the table is the ruleset's verdict. */
  play_refused (&g, "N", "S6", "gd.order.single");
  pass (&g, "N");
  pass (&g, "W");
  /* gd.turn.round-end: all others passed, E leads. */
  ev = pass (&g, "S");
  g_assert_true (ev & GT_EVENT_ROUND_END);
  g_assert_false (ev & GD_EVENT_JIEFENG);
  g_assert_cmpuint (g.table.type, ==, GT_COMBO_NONE);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  play_refused (&g, "S", "S9", "gd.turn.round-end");
  play (&g, "E", "S4");
}

static void
test_jiefeng (void)
{
  GtGame g;
  guint ev;

  /* gd.turn.jiefeng: S goes out and everyone passes: N leads. */
  load (&g, "levels=2,2\nS=SA\nE=S3 S4\nN=S5 S6\nW=S7 S8\nturn=S\n");
  ev = play (&g, "S", "SA");
  g_assert_true (ev & GT_EVENT_OUT);
  g_assert_cmpuint (g.order[0], ==, GT_SEAT_S);
  pass (&g, "E");
  pass (&g, "N");
  /* gd.turn.out: S takes no further turns. */
  pass_refused (&g, "S", "gd.turn.out");
  ev = pass (&g, "W");
  g_assert_true (ev & GD_EVENT_JIEFENG);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_N);
  play_refused (&g, "E", "S3", "gd.turn.jiefeng");
  play (&g, "N", "S5");

  /* The going-out play is beaten: play simply goes on, no 接风. */
  load (&g, "levels=2,2\nS=S9\nE=S3 SK\nN=S5 S6\nW=S7 S8\nturn=S\n");
  play (&g, "S", "S9");
  play (&g, "E", "SK");
  pass (&g, "N");
  ev = pass (&g, "W");
  g_assert_true (ev & GT_EVENT_ROUND_END);
  g_assert_false (ev & GD_EVENT_JIEFENG);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  g_assert_cmpuint (g.lead_reason, ==, GT_LEAD_ROUND);
}

static void
test_no_jiefeng_variant (void)
{
  GtGame g;
  guint ev;

  load (&g, "levels=2,2\nvariants=no-jiefeng\nS=SA\nE=S3 S4\nN=S5 S6\nW=S7 S8\nturn=S\n");
  play (&g, "S", "SA");
  pass (&g, "E");
  pass (&g, "N");
  ev = pass (&g, "W");
  g_assert_false (ev & GD_EVENT_JIEFENG);
  /* The next player in turn after S leads, not the partner. */
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  play_refused (&g, "N", "S5", "gd.variant.no-jiefeng");
  play (&g, "E", "S3");
}

static void
test_count_disclose (void)
{
  GtGame g;

  load (&g, "levels=2,2\nS=S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ\nE=S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK\nN=H3\nW=H4\nturn=S\n");
  /* gd.count.disclose: 10 or fewer is told exactly, more is "more than 10". */
  g_assert_cmpint (gt_game_disclosed_count (&g, GT_SEAT_S), ==, 10);
  g_assert_cmpint (gt_game_disclosed_count (&g, GT_SEAT_E), ==, -1);
  g_assert_cmpint (gt_game_disclosed_count (&g, GT_SEAT_N), ==, 1);
}

static void
test_wild_declaration (void)
{
  GtGame g;
  GtAction a;
  GtCardList l;

  /* gd.wild.declare: an undeclared lone ♥2 can be thirteen singles. */
  load (&g, "levels=2,2\nS=H2 S3\nE=S4\nN=S5\nW=S6\nturn=S\n");
  play_refused (&g, "S", "H2", "gd.wild.declare");
  cards ("H2", &l);
  gt_action_play (&a, GT_SEAT_S, &l);
  a.combo.type = GD_COMBO_PAIR;
  a.combo.rank = 2;
  a.combo.size = 1;
  act_expect (&g, &a, FALSE, "gd.wild.declare");
  a.combo.type = GD_COMBO_SINGLE;
  a.combo.rank = 2;
  a.combo.size = 1;
  act_expect (&g, &a, TRUE, "gd.combo.single");
  g_assert_cmpuint (g.table.rank, ==, 2);
  play_refused (&g, "E", "S4", "gd.order.single");
  /* Declared: H2=S9 is a single 9. */
  load (&g, "levels=2,2\nS=H2 S3\nE=S4\nN=S5\nW=S6\nturn=S\n");
  play (&g, "S", "H2=S9");
  g_assert_cmpuint (g.table.rank, ==, 9);
  play_refused (&g, "S", "S3", "gd.turn.order");
  play_refused (&g, "E", "", "gd.turn.pass");
}

/* ---- The end of a deal, level-up, and the next deal's tribute -------------- */

/* A 1–2 finish (S, then N by 接风): +3, double tribute of unequal cards. */
static void
test_deal_double_tribute (void)
{
  GtGame g;
  guint ev;
  const char *spec[GD_SEATS] = { "BJ", "RJ BJ", "S2", "RJ" };

  load (&g, "levels=2,2\nlevel=2\nS=SA\nE=S3 S4\nN=S5\nW=S7 S8\nturn=S\n");
  play (&g, "S", "SA");
  pass (&g, "E");
  pass (&g, "N");
  pass (&g, "W");
  g_assert_cmpuint (g.turn, ==, GT_SEAT_N);
  ev = play (&g, "N", "S5");
  /* gd.deal.end: both S and N are out. */
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
  play_refused (&g, "E", "S3", "gd.deal.end");
  /* gd.levelup: partner 2nd → +3; gd.levelup.next-rank. */
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 5);
  g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, 2);
  g_assert_cmpuint (g.level, ==, 5);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_SN);

  /* The losers are E (RJ, BJ) and W (RJ): between them both big jokers,
   * so this double tribute is resisted — see test_anti_tribute.  Here W
   * holds the small joker instead. */
  spec[1] = "RJ BJ";
  spec[3] = "S3";
  spec[0] = "BJ RJ";
  deal_hands (&g, spec);
  g_assert_cmpuint (g.tribute_kind, ==, GT_TRIBUTE_DOUBLE);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_TRIBUTE);
  /* gd.tribute.double: only the losers pay. */
  give (&g, GT_ACTION_TRIBUTE, "S", "SA", FALSE, "gd.tribute.double");
  play_refused (&g, "E", "S3", "gd.tribute.double");
  /* gd.tribute.highest */
  give (&g, GT_ACTION_TRIBUTE, "E", "BJ", FALSE, "gd.tribute.highest");
  give (&g, GT_ACTION_TRIBUTE, "E", "RJ", TRUE, "gd.tribute.double");
  give (&g, GT_ACTION_TRIBUTE, "E", "RJ", FALSE, "gd.tribute.double");
  {
    gboolean el[GT_CARD_KINDS];
    GtCard high = GT_CARD_NONE;
    gt_tribute_eligible (gt_ruleset_guandan (), g.hand[GT_SEAT_W], g.level, el);
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      if (el[c] && high == GT_CARD_NONE)
        high = (GtCard) c;
    ev = give (&g, GT_ACTION_TRIBUTE, "W", gt_card_to_string (high), TRUE, NULL);
  }
  g_assert_true (ev & GD_EVENT_TRIBUTE_DONE);
  /* The first finisher S takes the stronger card, the big joker. */
  g_assert_cmpuint (g.tribute[0].receiver, ==, GT_SEAT_S);
  g_assert_cmpuint (g.tribute[0].card, ==, GT_CARD_RJ);
  g_assert_cmpuint (g.tribute[1].receiver, ==, GT_SEAT_N);
  g_assert_cmpuint (g.hand[GT_SEAT_S][GT_CARD_RJ], ==, 2);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_RETURN);
  /* gd.tribute.return, gd.tribute.return-not-same */
  give (&g, GT_ACTION_RETURN, "E", "S3", FALSE, "gd.tribute.return");
  give (&g, GT_ACTION_RETURN, "S", "RJ", FALSE, "gd.tribute.return-not-same");
  give (&g, GT_ACTION_RETURN, "S", "BJ", TRUE, "gd.tribute.return");
  give (&g, GT_ACTION_RETURN, "S", "S4", FALSE, "gd.tribute.return");
  g_assert_cmpuint (g.hand[GT_SEAT_E][GT_CARD_BJ], ==, 2);
  {
    GtCard low = GT_CARD_NONE;
    for (guint c = 0; c < GT_CARD_KINDS && low == GT_CARD_NONE; c++)
      if (g.hand[GT_SEAT_N][c] && c != g.tribute[1].card)
        low = (GtCard) c;
    ev = give (&g, GT_ACTION_RETURN, "N", gt_card_to_string (low), TRUE, "gd.tribute.return");
  }
  g_assert_true (ev & GT_EVENT_PLAY_BEGINS);
  /* gd.tribute.lead: the giver of the stronger card, E, leads. */
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  play_refused (&g, "W", "S3", "gd.tribute.lead");
  give (&g, GT_ACTION_RETURN, "S", "S4", FALSE, "gd.tribute.return");
  for (guint s = 0; s < GD_SEATS; s++)
    g_assert_cmpuint (g.count[s], ==, 27);
}

/* Double tribute of equal cards: the first finisher chooses; the giver
 * first after the first finisher leads. */
static void
test_double_tribute_equal (void)
{
  GtGame g;
  guint ev;
  const char *spec[GD_SEATS] = {
    "BJ RJ S5 S5 H5 H5 SA HA HA CA",
    "SA",
    "BJ RJ D5 D5 C5 C5 DA CA",
    "DA",
  };

  load (&g, "levels=2,2\nS=SA\nE=S3 S4\nN=S5\nW=S7 S8\nturn=S\n");
  play (&g, "S", "SA");
  pass (&g, "E");
  pass (&g, "N");
  pass (&g, "W");
  play (&g, "N", "S5");
  g_assert_cmpuint (g.level, ==, 5);
  deal_hands (&g, spec);
  g_assert_cmpuint (g.tribute_kind, ==, GT_TRIBUTE_DOUBLE);
  give (&g, GT_ACTION_TRIBUTE, "W", "DA", TRUE, NULL);
  ev = give (&g, GT_ACTION_TRIBUTE, "E", "SA", TRUE, NULL);
  g_assert_true (ev & GD_EVENT_NEED_CHOICE);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_TRIBUTE);
  {
    GtAction a;
    gt_action_choose (&a, GT_SEAT_N, GT_SEAT_W);
    act_expect (&g, &a, FALSE, "gd.tribute.double");
    gt_action_choose (&a, GT_SEAT_S, GT_SEAT_N);
    act_expect (&g, &a, FALSE, "gd.tribute.double");
    gt_action_choose (&a, GT_SEAT_S, GT_SEAT_W);
    act_expect (&g, &a, TRUE, "gd.tribute.double");
  }
  g_assert_cmpuint (g.phase, ==, GT_PHASE_RETURN);
  /* S took W's ♦A and returns to W; N took E's ♠A. */
  give (&g, GT_ACTION_RETURN, "S", "DA", FALSE, "gd.tribute.return-not-same");
  {
    GtCard back = card (low_card (&g, GT_SEAT_S));
    guint before = g.hand[GT_SEAT_W][back];
    give (&g, GT_ACTION_RETURN, "S", gt_card_to_string (back), TRUE, NULL);
    g_assert_cmpuint (g.hand[GT_SEAT_W][back], ==, before + 1);
  }
  ev = give (&g, GT_ACTION_RETURN, "N", low_card (&g, GT_SEAT_N), TRUE, NULL);
  g_assert_true (ev & GT_EVENT_PLAY_BEGINS);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  play_refused (&g, "W", "S3", "gd.tribute.lead");
}

/* gd.tribute.resist, double: the two losers hold one big joker each. */
static void
test_anti_tribute (void)
{
  GtGame g;
  GtAction a;
  const char *spec[GD_SEATS] = { "BJ", "RJ", "BJ", "RJ" };

  load (&g, "levels=2,2\nS=SA\nE=S3 S4\nN=S5\nW=S7 S8\nturn=S\n");
  play (&g, "S", "SA");
  pass (&g, "E");
  pass (&g, "N");
  pass (&g, "W");
  play (&g, "N", "S5");
  deal_hands (&g, spec);
  g_assert_cmpuint (g.tribute_kind, ==, GT_TRIBUTE_ANTI);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  /* No card is given: the previous first finisher leads. */
  give (&g, GT_ACTION_TRIBUTE, "E", "RJ", FALSE, "gd.tribute.resist");
  give (&g, GT_ACTION_RETURN, "S", "S2", FALSE, "gd.tribute.resist");
  g_assert_cmpuint (g.turn, ==, GT_SEAT_S);
  gt_action_pass (&a, GT_SEAT_E);
  act_expect (&g, &a, FALSE, "gd.tribute.resist");
  for (guint s = 0; s < GD_SEATS; s++)
    g_assert_cmpuint (g.count[s], ==, 27);
}

/* A 1–4 finish: +1, and the 4th (the first finisher's partner) pays the
 * first finisher; a single tribute resisted by one hand. */
static void
test_deal_one_four (void)
{
  GtGame g, saved;
  guint ev;
  const char *spec[GD_SEATS] = { "S2", NULL, "RJ BJ", "RJ" };

  load (&g, "levels=2,2\nS=SA\nE=SK\nN=S4 S6\nW=S7\nturn=S\n");
  play (&g, "S", "SA");
  pass (&g, "E");
  pass (&g, "N");
  pass (&g, "W");
  play (&g, "N", "S4");
  pass (&g, "W");
  ev = play (&g, "E", "SK");
  g_assert_true (ev & GT_EVENT_OUT);
  pass (&g, "N");
  ev = pass (&g, "W");
  /* E went out and everyone passed: 接风 to W. */
  g_assert_true (ev & GD_EVENT_JIEFENG);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_W);
  ev = play (&g, "W", "S7");
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  g_assert_cmpmem (g.order, 4, ((guint8[]) { GT_SEAT_S, GT_SEAT_E, GT_SEAT_W, GT_SEAT_N }), 4);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 3);
  g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, 2);
  g_assert_cmpuint (g.level, ==, 3);
  saved = g;

  /* gd.deal.later: the first card goes to the previous last finisher, N. */
  {
    GtCard deck[GT_GAME_DECK];
    GRand *r = g_rand_new_with_seed (5);
    GtGame d = g;
    g_assert_true (gt_game_deal (&d, r));
    g_rand_free (r);
    g_assert_cmpuint (d.deal_no, ==, g.deal_no + 1);
    for (guint i = 0; i < GT_GAME_DECK; i++)
      deck[i] = (GtCard) (i / 2);
    d = g;
    g_assert_true (gt_game_deal_deck (&d, deck, GT_GAME_DECK, 0));
    g_assert_cmpuint (d.hand[GT_SEAT_N][0], ==, 1);
    g_assert_cmpuint (d.hand[GT_SEAT_S][0], ==, 0);
    g_assert_cmpuint (d.hand[GT_SEAT_W][0], ==, 1);
    /* A deal cannot start while one is being played. */
    g_assert_false (gt_game_deal_deck (&d, deck, GT_GAME_DECK, 0));
  }

  /* gd.tribute.single: N (4th) pays S (1st), though they are partners. */
  spec[2] = "RJ";
  spec[3] = "BJ";
  spec[1] = "BJ";
  spec[0] = "RJ";
  deal_hands (&g, spec);
  g_assert_cmpuint (g.tribute_kind, ==, GT_TRIBUTE_SINGLE);
  g_assert_cmpuint (g.tribute[0].giver, ==, GT_SEAT_N);
  g_assert_cmpuint (g.tribute[0].receiver, ==, GT_SEAT_S);
  give (&g, GT_ACTION_TRIBUTE, "W", "BJ", FALSE, "gd.tribute.single");
  {
    guint c = 0;
    while (g.hand[GT_SEAT_N][c] == 0)
      c++;
    give (&g, GT_ACTION_TRIBUTE, "N", gt_card_to_string ((GtCard) c), FALSE, "gd.tribute.highest");
  }
  ev = give (&g, GT_ACTION_TRIBUTE, "N", "RJ", TRUE, NULL);
  g_assert_true (ev & GD_EVENT_TRIBUTE_DONE);
  give (&g, GT_ACTION_RETURN, "N", "S2", FALSE, "gd.tribute.return");
  ev = give (&g, GT_ACTION_RETURN, "S", low_card (&g, GT_SEAT_S), TRUE, "gd.tribute.return");
  g_assert_true (ev & GT_EVENT_PLAY_BEGINS);
  /* gd.tribute.lead: the giver, N, leads. */
  g_assert_cmpuint (g.turn, ==, GT_SEAT_N);
  play_refused (&g, "S", "S2", "gd.tribute.lead");

  /* gd.tribute.resist, single: the giver holds both big jokers. */
  g = saved;
  spec[0] = "S2";
  spec[1] = NULL;
  spec[2] = "RJ RJ";
  spec[3] = NULL;
  deal_hands (&g, spec);
  g_assert_cmpuint (g.tribute_kind, ==, GT_TRIBUTE_ANTI);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_S);
  play_refused (&g, "N", "RJ", "gd.tribute.resist");
}

/* A 1–3 finish: +2; the level stops at A. */
static void
test_levelup (void)
{
  GtGame g;

  /* 1st S, 2nd E, 3rd N: +2. */
  load (&g, "levels=3,K\nlevel=3\nS=S6\nE=S7\nN=S8\nW=S9 S10\nturn=S\n");
  play (&g, "S", "S6");
  play (&g, "E", "S7");
  play (&g, "N", "S8");
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpmem (g.order, 4, ((guint8[]) { GT_SEAT_S, GT_SEAT_E, GT_SEAT_N, GT_SEAT_W }), 4);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 5);
  g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, GT_RANK_K);
  g_assert_cmpuint (g.level, ==, 5);

  load (&g, "levels=3,K\nlevel=K\nS=S3 S4\nE=SA\nN=S9\nW=S5\nturn=E\n");
  play (&g, "E", "SA");
  pass (&g, "N");
  pass (&g, "W");
  pass (&g, "S");
  play (&g, "W", "S5");
  /* E–W 1st and 2nd from K: +3 stops at A; S–N do not move. */
  g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, GT_RANK_A);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 3);
  g_assert_cmpuint (g.level, ==, GT_RANK_A);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_EW);
}

/* ---- Level A ------------------------------------------------------------- */

static void
test_game_win (void)
{
  GtGame g;
  guint ev;

  /* gd.game.win: S–N declare at A and finish 1st and 2nd. */
  load (&g, "levels=A,5\nlevel=A\nS=S3\nE=S4 S5\nN=S9\nW=S6 S7\nturn=S\n");
  play (&g, "S", "S3");
  pass (&g, "E");
  pass (&g, "N");
  pass (&g, "W");
  ev = play (&g, "N", "S9");
  g_assert_true (ev & GT_EVENT_GAME_OVER);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_GAME_OVER);
  g_assert_cmpuint (g.winner, ==, GT_TEAM_SN);
  play_refused (&g, "E", "S4", "gd.game.win");

  /* 1st and 3rd also wins. */
  load (&g, "levels=A,5\nlevel=A\nS=S3\nE=S4\nN=S9\nW=S6 S7\nturn=S\n");
  play (&g, "S", "S3");
  play (&g, "E", "S4");
  ev = play (&g, "N", "S9");
  g_assert_true (ev & GT_EVENT_GAME_OVER);

  /* 1st and 4th at A does not win; nor does reaching A from K. */
  load (&g, "levels=A,5\nlevel=A\nS=S3\nE=S4\nN=S5 S9\nW=S6\nturn=S\n");
  play (&g, "S", "S3");
  play (&g, "E", "S4");
  play (&g, "N", "S5");
  ev = play (&g, "W", "S6");
  g_assert_false (ev & GT_EVENT_GAME_OVER);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, GT_RANK_A);
  g_assert_cmpuint (g.a_fails[GT_TEAM_SN], ==, 1);

  /* Not declaring at A (the deal is at E–W's level): no win. */
  load (&g, "levels=A,5\nlevel=5\nS=S3\nE=S4 S5\nN=S9\nW=S6 S7\nturn=S\n");
  play (&g, "S", "S3");
  pass (&g, "E");
  pass (&g, "N");
  pass (&g, "W");
  ev = play (&g, "N", "S9");
  g_assert_false (ev & GT_EVENT_GAME_OVER);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, GT_RANK_A);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_SN);
}

/* Three 1–4 finishes at A in a row. */
static guint
fail_at_a (GtGame  *g,
           guint32  variants)
{
  char *text = g_strdup_printf ("levels=A,7\nlevel=A\na-fails=%u,0\nS=S3\nE=S4\nN=S5 S9\nW=S6\nturn=S\n",
                                g->a_fails[GT_TEAM_SN]);
  guint ev;
  load (g, text);
  g->variants = variants;
  g_free (text);
  play (g, "S", "S3");
  play (g, "E", "S4");
  play (g, "N", "S5");
  ev = play (g, "W", "S6");
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  return ev;
}

static void
test_a_fail (void)
{
  GtGame g;
  guint ev;

  gt_game_init (&g, gt_ruleset_guandan (), 0);
  ev = fail_at_a (&g, 0);
  g_assert_false (ev & GD_EVENT_A_FAIL);
  g_assert_cmpuint (g.a_fails[GT_TEAM_SN], ==, 1);
  ev = fail_at_a (&g, 0);
  g_assert_false (ev & GD_EVENT_A_FAIL);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, GT_RANK_A);
  g_assert_cmpuint (g.a_fails[GT_TEAM_SN], ==, 2);
  /* gd.game.a-fail: the third failure sends S–N back to 2. */
  ev = fail_at_a (&g, 0);
  g_assert_true (ev & GD_EVENT_A_FAIL);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 2);
  g_assert_cmpuint (g.a_fails[GT_TEAM_SN], ==, 0);
  g_assert_cmpuint (g.level, ==, 2);

  /* Variant a-fail-to-opponent: to the opponents' level (7) instead. */
  gt_game_init (&g, gt_ruleset_guandan (), 0);
  for (guint i = 0; i < 3; i++)
    ev = fail_at_a (&g, GD_VARIANT_A_FAIL_TO_OPPONENT);
  g_assert_true (ev & GD_EVENT_A_FAIL);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 7);
}

/* E leads its whole hand and goes out first; everyone passes, W leads
 * (接风); N goes out 2nd and W 3rd. */
static guint
opponents_out (GtGame     *g,
               const char *e_cards)
{
  guint ev;
  play (g, "E", e_cards);
  pass (g, "N");
  pass (g, "W");
  pass (g, "S");
  g_assert_cmpuint (g->turn, ==, GT_SEAT_W);
  play (g, "W", "S6");
  pass (g, "S");
  play (g, "N", "S9");
  ev = pass (g, "W");
  g_assert_false (ev & GT_EVENT_DEAL_OVER);
  pass (g, "S");
  play (g, "N", "S5");
  ev = play (g, "W", "S8");
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  return ev;
}

static void
test_a_only (void)
{
  GtGame g;
  guint ev;
  const char *pos = "levels=A,7\nlevel=A\nS=S3 S4\nE=SA DA\nN=S5 S9\nW=S6 S8\nturn=E\n";

  /* gd.game.a-only: E goes out first with a pair of Aces. */
  load (&g, pos);
  ev = opponents_out (&g, "SA DA");
  g_assert_true (ev & GD_EVENT_A_ONLY);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 2);
  g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, 9);   /* E 1st, W 3rd: +2 */

  /* Going out first with something else: only a failure. */
  load (&g, "levels=A,7\nlevel=A\nS=S3 S4\nE=SK DK\nN=S5 S9\nW=S6 S8\nturn=E\n");
  ev = opponents_out (&g, "SK DK");
  g_assert_false (ev & GD_EVENT_A_ONLY);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, GT_RANK_A);
  g_assert_cmpuint (g.a_fails[GT_TEAM_SN], ==, 1);

  /* Variant a-only-off: the Aces do not send S–N back. */
  load (&g, pos);
  g.variants = GD_VARIANT_A_ONLY_OFF;
  ev = opponents_out (&g, "SA DA");
  g_assert_false (ev & GD_EVENT_A_ONLY);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, GT_RANK_A);
}

/* ---- The first deal ------------------------------------------------------ */

static void
test_first_deal (void)
{
  GtGame g, h;
  GRand *r;
  GtCard deck[GT_GAME_DECK];

  for (guint i = 0; i < GT_GAME_DECK; i++)
    deck[i] = (GtCard) (i / 2);
  /* gd.deal.first: card 6 of the deck goes to N (S, E, N, W, S, E, N). */
  gt_game_init (&g, gt_ruleset_guandan (), 0);
  g_assert_true (gt_game_deal_deck (&g, deck, GT_GAME_DECK, 6));
  g_assert_cmpuint (g.turn, ==, GT_SEAT_N);
  g_assert_cmpuint (g.lead_reason, ==, GD_LEAD_FIRST_DEAL);
  g_assert_cmpuint (g.tribute_kind, ==, GT_TRIBUTE_NONE);
  play_refused (&g, "S", "S2", "gd.deal.first");
  give (&g, GT_ACTION_TRIBUTE, "S", "S2", FALSE, "gd.tribute.single");
  for (guint s = 0; s < GD_SEATS; s++)
    g_assert_cmpuint (g.count[s], ==, 27);

  /* Dealing from a seed is reproducible. */
  gt_game_init (&g, gt_ruleset_guandan (), 0);
  gt_game_init (&h, gt_ruleset_guandan (), 0);
  r = g_rand_new_with_seed (99);
  gt_game_deal (&g, r);
  g_rand_free (r);
  r = g_rand_new_with_seed (99);
  gt_game_deal (&h, r);
  g_rand_free (r);
  g_assert_cmpmem (&g, sizeof g, &h, sizeof h);
  g_assert_true (gt_game_check_invariants (&g, TRUE, NULL));
}

/* ---- The text form ------------------------------------------------------- */

static void
round_trip (const char *text)
{
  GtGame a, b;
  char *s1, *s2;

  load (&a, text);
  s1 = gt_game_save_string (&a, rs, "position");
  g_assert_true (gt_game_load_string (&b, rs, s1, "position", NULL));
  s2 = gt_game_save_string (&b, rs, "position");
  g_assert_cmpstr (s1, ==, s2);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_free (s1);
  g_free (s2);
}

static void
test_position_round_trip (void)
{
  GtGame g;
  GRand *r;
  char *s;

  round_trip ("levels=5,3\nS=S3 S4 H5\nE=S9 D9 SK\nN=-\nW=C3\nturn=W\ntable=S9 D9\ntable-by=E\npassed=S\nfinished=N\n");
  round_trip ("levels=5,3\nlevel=5\nvariants=no-jiefeng return-max-10\na-fails=0,1\nS=S3 H5\nE=S10\nturn=S\n");
  round_trip ("levels=2,2\nS=H2 S3 S4 S5 S6\nE=S7\nN=S8\nW=S9\nturn=E\ntable=H2=S7 D3 D4 D5 D6\ntable-by=S\n");

  /* A dealt position, through the tribute and return phases. */
  gt_game_init (&g, gt_ruleset_guandan (), 0);
  r = g_rand_new_with_seed (3);
  gt_game_deal (&g, r);
  g_rand_free (r);
  s = gt_game_save_string (&g, rs, "position");
  round_trip (s + strlen ("[position]\n"));
  g_free (s);
  round_trip ("levels=5,2\nlevel=5\nphase=return\nS=S3 S4 RJ\nE=S5\nN=S6\nW=S7\nprevious=S E N W\ntribute=W:S:RJ\n");
}

static void
test_position_errors (void)
{
  static const struct { const char *text; const char *key; } bad[] = {
    { "S=S3 X9\nturn=S\n", "key 'S': unknown card 'X9' (item 2)" },
    { "levels=5\nS=S3\nturn=S\n", "key 'levels'" },
    { "S=S3\n", "key 'turn'" },
    { "S=S3\nturn=Q\n", "key 'turn': unknown seat 'Q'" },
    { "S=S3\nE=S4\nturn=E\ntable=S3 S5\ntable-by=S\n", "key 'table'" },
    { "S=S3\nE=S4\nturn=E\ntable=S5\n", "key 'table-by'" },
    { "S=S3\nE=-\nturn=S\n", "key 'finished'" },
    { "S=S3 S3\nE=S3\nturn=S\n", "3 copies of S3" },
    { "S=S3\nphase=lunch\nturn=S\n", "key 'phase'" },
    { "S=S3\nturn=S\nvariants=no-such\n", "key 'variants'" },
    { "S=H2=S3\nturn=S\n", "key 'S'" },
    /* N and W had their turns after E's play: they passed, or the round
     * would come back to E with E's own play to beat. */
    { "S=S3\nE=S4\nN=S5\nW=S6\ntable=S7\ntable-by=E\nturn=S\n",
      "key 'turn': E made the play on the table and it is S's turn, so N W passed in between: say so with passed=N W" },
    { "S=S3\nE=S4\nN=S5\nW=S6\ntable=S7\ntable-by=E\npassed=N\nturn=S\n",
      "key 'passed': E made the play on the table and it is S's turn, so W passed in between: say so with passed=N W" },
    { "", "no hands" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GtGame g, before;
      GError *error = NULL;
      char *full = g_strconcat ("[position]\n", bad[i].text, NULL);

      gt_game_init (&g, gt_ruleset_guandan (), 0);
      before = g;
      g_assert_false (gt_game_load_string (&g, rs, full, "position", &error));
      g_assert_error (error, GT_POSITION_ERROR, error->code);
      if (strstr (error->message, bad[i].key) == NULL)
        g_error ("case %u: '%s' does not name '%s'", i, error->message, bad[i].key);
      g_assert_cmpmem (&g, sizeof g, &before, sizeof before);
      g_error_free (error);
      g_free (full);
    }
}

/* The key at fault comes as data (for a file's reader to point at its
 * line), and it is the key the message names. */
static void
test_position_bad_key (void)
{
  static const struct { const char *text; const char *key; } bad[] = {
    { "S=S3 X9\nturn=S\n", "S" },
    { "S=S3\nE=S4 X9\nturn=S\n", "E" },
    { "levels=5\nS=S3\nturn=S\n", "levels" },
    { "S=S3\n", "turn" },
    { "S=S3\nturn=Q\n", "turn" },
    { "S=S3\nE=S4\nturn=E\ntable=S5\n", "table-by" },
    { "S=S3\nE=-\nturn=S\n", "finished" },
    { "S=S3\nturn=S\nvariants=no-such\n", "variants" },
    { "S=S3\nE=S4\nN=S5\nW=S6\ntable=S7\ntable-by=E\nturn=S\n", "turn" },
    { "S=S3\nE=S4\nN=S5\nW=S6\ntable=S7\ntable-by=E\npassed=W\nturn=S\n", "passed" },
    { "levels=5,2\nlevel=5\nphase=return\nS=S3 S4 RJ\nE=S5\nN=S6\nW=S7\nprevious=S E N W\ntribute=W:S:BJ\n",
      "tribute" },
    /* No one key is at fault. */
    { "S=S3 S3\nE=S3\nturn=S\n", NULL },
    { "", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GKeyFile) kf = g_key_file_new ();
      g_autofree char *full = g_strconcat ("[position]\n", bad[i].text, NULL);
      g_autoptr(GError) error = NULL;
      const char *key = "unset";
      GtGame g;

      g_assert_true (g_key_file_load_from_data (kf, full, (gsize) -1, G_KEY_FILE_NONE, NULL));
      g_assert_false (gt_game_load_key_file (&g, rs, kf, "position", &key, &error));
      g_assert_error (error, GT_POSITION_ERROR, error->code);
      g_test_message ("case %u: %s", i, error->message);
      g_assert_cmpstr (key, ==, bad[i].key);
      if (key != NULL)
        {
          g_autofree char *prefix = g_strdup_printf ("key '%s': ", key);
          g_assert_true (g_str_has_prefix (error->message, prefix));
        }
      else
        g_assert_false (g_str_has_prefix (error->message, "key '"));
    }

  /* Tribute is Guandan's (its own key, read by its hooks): a game
   * without it refuses the phase. */
  {
    g_autoptr(GKeyFile) kf = g_key_file_new ();
    g_autoptr(GError) error = NULL;
    const char *key = "unset";
    GtGame g;

    g_assert_true (g_key_file_load_from_data (kf, "[position]\nphase=return\n1=S3\n2=S4\n3=S5\ntribute=3:1:S5\n",
                                              (gsize) -1, G_KEY_FILE_NONE, NULL));
    g_assert_false (gt_game_load_key_file (&g, gt_ruleset_lookup ("gandengyan"), kf, "position", &key, &error));
    g_assert_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_BAD_VALUE);
    g_assert_cmpstr (key, ==, "phase");
    g_assert_nonnull (strstr (error->message, "has no tribute"));
  }

  /* No such group: no key either; and nothing on success. */
  {
    g_autoptr(GKeyFile) kf = g_key_file_new ();
    g_autoptr(GError) error = NULL;
    const char *key = "unset";
    GtGame g;

    g_assert_true (g_key_file_load_from_data (kf, "[position]\nS=S3\nturn=S\n", (gsize) -1, G_KEY_FILE_NONE, NULL));
    g_assert_false (gt_game_load_key_file (&g, rs, kf, "elsewhere", &key, &error));
    g_assert_null (key);
    g_clear_error (&error);
    key = "unset";
    g_assert_true (gt_game_load_key_file (&g, rs, kf, "position", &key, &error));
    g_assert_no_error (error);
    g_assert_null (key);
    /* bad_key may be NULL. */
    g_assert_false (gt_game_load_key_file (&g, rs, kf, "elsewhere", NULL, NULL));
  }
}

/* Seats absent: a two-seat puzzle. */
static void
test_absent_seats (void)
{
  GtGame g;
  guint ev;

  load (&g, "S=S3 S4\nE=S5\nturn=S\n");
  play_refused (&g, "N", "S3", "gd.players");
  play (&g, "S", "S3");
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  ev = pass (&g, "E");
  g_assert_true (ev & GT_EVENT_ROUND_END);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_S);
  ev = play (&g, "S", "S4");
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
}

/* Text saved with a UTF-8 byte-order mark reads as without it. */
static void
test_position_bom (void)
{
  GtGame g;
  GError *error = NULL;

  g_assert_true (gt_game_load_string (&g, rs, "\xef\xbb\xbf[position]\nlevel=2\nS=S3 S4\nturn=S\n", "position", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g.count[GT_SEAT_S], ==, 2);
}

/* Each Guandan variant's bit is its entry's place in the ruleset's table:
 * files name variants, gt_ruleset_set_variant() sets the bit of the entry it
 * finds, and the game tests the GD_VARIANT_* constant.  Checked by name, so
 * that two entries swapped in the table cannot pass. */
static void
test_variant_bits (void)
{
  static const struct {
    const char *name;
    guint32 bit;
  } expected[] = {
    { "return-max-10", GD_VARIANT_RETURN_MAX_10 },
    { "a-fail-to-opponent", GD_VARIANT_A_FAIL_TO_OPPONENT },
    { "a-only-off", GD_VARIANT_A_ONLY_OFF },
    { "no-jiefeng", GD_VARIANT_NO_JIEFENG },
  };
  guint32 all = 0;

  g_assert_cmpuint (rs->n_variants, ==, G_N_ELEMENTS (expected));
  g_assert_cmpuint (rs->n_variants, ==, GD_VARIANT_INDEX_COUNT);
  for (guint i = 0; i < rs->n_variants; i++)
    {
      g_assert_nonnull (rs->variants[i].name);
      g_assert_nonnull (rs->variants[i].rule);
      g_assert_nonnull (rs->variants[i].title);
    }

  for (guint k = 0; k < G_N_ELEMENTS (expected); k++)
    {
      GtRuleCtx ctx;
      GtGame g;
      guint found = G_MAXUINT;

      for (guint i = 0; i < rs->n_variants; i++)
        if (g_str_equal (rs->variants[i].name, expected[k].name))
          found = i;
      g_assert_cmpuint (found, !=, G_MAXUINT);
      g_assert_cmpuint (1u << found, ==, expected[k].bit);

      /* The ways in that name a variant set exactly that bit. */
      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 2);
      g_assert_true (gt_ruleset_set_variant (rs, &ctx, expected[k].name));
      g_assert_cmpuint (ctx.variants, ==, expected[k].bit);
      gt_game_init (&g, gt_ruleset_guandan (), 0);
      g_assert_true (gt_game_set_variant (&g, expected[k].name));
      g_assert_cmpuint (g.variants, ==, expected[k].bit);

      g_assert_cmpuint (all & expected[k].bit, ==, 0);
      all |= expected[k].bit;
    }
}

/* Seats: the notation of files, and the names for people (untranslated
 * here: the tests run with LANGUAGE=C). */
static void
test_seat_names (void)
{
  static const char *const letters[] = { "S", "E", "N", "W" };
  static const char *const words[] = { "South", "East", "North", "West" };

  const GtRuleset *gd = gt_ruleset_guandan ();

  for (guint s = 0; s < GD_SEATS; s++)
    {
      guint back = GT_SEAT_NONE;

      g_assert_cmpstr (gt_ruleset_seat_id (gd, s), ==, letters[s]);
      g_assert_true (gt_ruleset_seat_parse (gd, GD_SEATS, gt_ruleset_seat_id (gd, s), &back));
      g_assert_cmpuint (back, ==, s);
      g_assert_cmpstr (gt_ruleset_seat_name (gd, s, GT_SEAT_NAME_LETTER), ==, letters[s]);
      g_assert_cmpstr (gt_ruleset_seat_name (gd, s, GT_SEAT_NAME_WORD), ==, words[s]);
    }
  g_assert_cmpstr (gt_ruleset_seat_id (gd, GT_SEAT_NONE), ==, "-");
  g_assert_cmpstr (gt_ruleset_seat_name (gd, GT_SEAT_NONE, GT_SEAT_NAME_LETTER), ==, "?");
  g_assert_cmpstr (gt_ruleset_seat_name (gd, GT_SEAT_NONE, GT_SEAT_NAME_WORD), ==, "?");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rs = gt_ruleset_guandan ();

  g_test_add_func ("/game/round/pass-and-round-end", test_pass_and_round_end);
  g_test_add_func ("/game/round/jiefeng", test_jiefeng);
  g_test_add_func ("/game/round/no-jiefeng-variant", test_no_jiefeng_variant);
  g_test_add_func ("/game/round/count-disclose", test_count_disclose);
  g_test_add_func ("/game/round/wild-declaration", test_wild_declaration);
  g_test_add_func ("/game/round/absent-seats", test_absent_seats);
  g_test_add_func ("/game/deal/first", test_first_deal);
  g_test_add_func ("/game/deal/double-tribute", test_deal_double_tribute);
  g_test_add_func ("/game/deal/double-tribute-equal", test_double_tribute_equal);
  g_test_add_func ("/game/deal/anti-tribute", test_anti_tribute);
  g_test_add_func ("/game/deal/one-four", test_deal_one_four);
  g_test_add_func ("/game/levels/levelup", test_levelup);
  g_test_add_func ("/game/levels/win", test_game_win);
  g_test_add_func ("/game/levels/a-fail", test_a_fail);
  g_test_add_func ("/game/levels/a-only", test_a_only);
  g_test_add_func ("/game/position/round-trip", test_position_round_trip);
  g_test_add_func ("/game/position/errors", test_position_errors);
  g_test_add_func ("/game/position/bad-key", test_position_bad_key);
  g_test_add_func ("/game/position/byte-order-mark", test_position_bom);
  g_test_add_func ("/game/variants/bits", test_variant_bits);
  g_test_add_func ("/game/seat-names", test_seat_names);
  return g_test_run ();
}
