/* test-gandengyan.c — Gan Deng Yan: every rule, the deal state machine,
 * self-played deals and the move generator against a brute-force reference
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule id of data/rules/gandengyan.md is exercised by at least one
 * legal case and, where a rule can be broken, one illegal case; the test
 * reads the rules file and fails when an id is added there without a case
 * here.  The move generator is compared with a reference written here from
 * the rules alone: every selection of the hand, every joker replaced by
 * every rank in turn, the plain cards checked against each shape.
 */
#include <string.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-selfplay.h"
#include "gt-solver-private.h"
#include "gandengyan/gdy-kinds.h"

/* Bits of the variants, by their names (the table's order is the game's). */
static guint32
variant (const char *name)
{
  GtRuleCtx ctx;

  gt_rule_ctx_init (&ctx, gt_ruleset_gandengyan (), 2);
  g_assert_true (gt_ruleset_set_variant (gt_ruleset_gandengyan (), &ctx, name));
  return ctx.variants;
}

static GtCardList
cards (const char *text)
{
  GtCardList list;
  GError *error = NULL;
  guint8 copies[GT_CARD_KINDS];

  gt_ruleset_deck (gt_ruleset_gandengyan (), variant ("two-decks"), copies);
  g_assert_true (gt_card_list_parse (text, copies, &list, &error));
  g_assert_no_error (error);
  return list;
}

/* ---- Rules of a single play ------------------------------------------------ */

typedef struct {
  const char *rule;        /* the id the verdict must cite */
  const char *variants;    /* space-separated, or NULL */
  const char *table;       /* NULL: a lead */
  const char *hand;        /* NULL: no hand given */
  const char *play;
  gboolean legal;
  const char *covers;      /* the rule the case is about, when the verdict
                            * cites another (a legal sequence for no-two) */
} Case;

static const Case cases[] = {
  { "gdy.combo.single", NULL, NULL, NULL, "S7", TRUE },
  { "gdy.combo.single", NULL, NULL, NULL, "SA", TRUE },
  { "gdy.combo.pair", NULL, NULL, NULL, "S7 H7", TRUE },
  { "gdy.combo.pair", NULL, NULL, NULL, "S7 H9", FALSE },
  { "gdy.combo.sequence", NULL, NULL, NULL, "S3 H4 D5", TRUE },
  { "gdy.combo.sequence", NULL, NULL, NULL, "S3 H4 D5 C6 S7 S8 S9 S10 SJ SQ SK SA", TRUE },
  { "gdy.combo.sequence", NULL, NULL, NULL, "S3 H4 D6", FALSE },
  { "gdy.combo.sequence", NULL, NULL, NULL, "SQ HK DA", TRUE, "gdy.seq.no-two" },
  { "gdy.seq.no-two", NULL, NULL, NULL, "SK HA D2", FALSE },
  { "gdy.seq.no-two", NULL, NULL, NULL, "SA H2 D3", FALSE },
  { "gdy.combo.double-sequence", NULL, NULL, NULL, "S4 H4 D5 C5", TRUE },
  { "gdy.combo.double-sequence", NULL, NULL, NULL, "S4 H4 D5 C5 S6 H6", TRUE },
  { "gdy.combo.double-sequence", NULL, NULL, NULL, "S4 H4 D6 C6", FALSE },
  { "gdy.follow.step", NULL, "S4 H5 D6", NULL, "S5 D6 C7", TRUE },
  { "gdy.follow.step", NULL, "S4 H5 D6", NULL, "S6 D7 C8", FALSE },
  { "gdy.follow.step", NULL, "S7", NULL, "H8", TRUE },
  { "gdy.follow.step", NULL, "S7", NULL, "H9", FALSE },
  { "gdy.follow.step", NULL, "S7", NULL, "H6", FALSE },
  { "gdy.follow.step", NULL, "S7", NULL, "H8 D8", FALSE },
  { "gdy.follow.step", NULL, "S4 H4 D5 C5", NULL, "H5 S5 D6 C6", TRUE },
  { "gdy.follow.step", NULL, "SK", NULL, "HA", TRUE },
  { "gdy.follow.step", NULL, "S3 H4 D5", NULL, "S4 D5 C6 H7", FALSE },
  { "gdy.follow.two", NULL, "S9", NULL, "H2", TRUE },
  { "gdy.follow.two", NULL, "S9 H9", NULL, "H2 D2", TRUE },
  { "gdy.follow.two", NULL, "S2", NULL, "H2", FALSE },
  { "gdy.follow.two", NULL, "S2 C2", NULL, "H2 D2", FALSE },
  { "gdy.bomb.any-time", NULL, "S3 H4 D5 C6 S7", NULL, "S9 H9 D9", TRUE },
  { "gdy.bomb.any-time", NULL, "S2", NULL, "S9 H9 D9 C9", TRUE },
  { "gdy.bomb.kinds", NULL, NULL, NULL, "S9 H9 D9", TRUE },
  { "gdy.bomb.kinds", NULL, "S9 H9 D9", NULL, "S3 H3 D3 C3", TRUE },
  { "gdy.bomb.kinds", NULL, "S3 H3 D3 C3", NULL, "S2 H2 D2", FALSE },
  { "gdy.bomb.kinds", NULL, "S2 H2 D2 C2", NULL, "BJ RJ", TRUE },
  { "gdy.bomb.kinds", NULL, NULL, NULL, "S9 H9 D9 C9 S9", FALSE },
  { "gdy.bomb.order", NULL, "S5 H5 D5", NULL, "SK HK DK", TRUE },
  { "gdy.bomb.order", NULL, "S5 H5 D5", NULL, "S3 H3 D3", FALSE },
  { "gdy.bomb.order", NULL, "S5 H5 D5", NULL, "S6", FALSE },
  { "gdy.combo.pair", NULL, NULL, NULL, "S7 BJ", TRUE, "gdy.joker.wild" },
  { "gdy.joker.wild", NULL, NULL, NULL, "S10 SJ BJ", TRUE },      /* two readings: say which */
  { "gdy.follow.step", NULL, "S9 S10 SJ", NULL, "S10 SJ BJ", TRUE }, /* the joker is the Q */
  { "gdy.follow.two", NULL, "S9 H9", NULL, "H2 BJ", TRUE },       /* 2 + joker: a pair of 2s */
  { "gdy.joker.wild", NULL, NULL, NULL, "S7=S8", FALSE },
  { "gdy.joker.wild", NULL, NULL, NULL, "BJ=RJ S7", FALSE },
  { "gdy.combo.pair", NULL, NULL, NULL, "S7 BJ=S7", TRUE, "gdy.joker.with-natural" },
  { "gdy.joker.with-natural", NULL, NULL, NULL, "BJ=S7 RJ=S7", FALSE },
  { "gdy.joker.alone", NULL, NULL, NULL, "BJ", FALSE },
  { "gdy.joker.alone", NULL, NULL, NULL, "RJ", FALSE, "gdy.combo.single" },
  { "gdy.joker.alone", NULL, NULL, "S5 RJ", "RJ", FALSE },
  { "gdy.joker.alone", NULL, NULL, "RJ", "RJ", TRUE },
  { "gdy.joker.alone", NULL, "S5", "RJ", "RJ", FALSE },
  /* Variants. */
  { "gdy.bomb.kinds", "two-decks", NULL, NULL, "BJ RJ", TRUE },
  { "gdy.bomb.kinds", "two-decks", NULL, NULL, "BJ BJ", FALSE },
  { "gdy.joker.alone", "two-decks", NULL, "BJ BJ", "BJ", TRUE },
  { "gdy.bomb.kinds", "triple-not-bomb", NULL, NULL, "S9 H9 D9", TRUE },
  { "gdy.follow.step", "triple-not-bomb", "S9 H9 D9", NULL, "S10 H10 D10", TRUE },
  { "gdy.follow.step", "triple-not-bomb", "S9 H9 D9", NULL, "SJ HJ DJ", FALSE },
  { "gdy.bomb.any-time", "triple-not-bomb", "S9 H9 D9", NULL, "S3 H3 D3 C3", TRUE },
};

static void
ctx_with (GtRuleCtx  *ctx,
          const char *variants)
{
  gt_rule_ctx_init (ctx, gt_ruleset_gandengyan (), 2);
  if (variants != NULL)
    {
      g_auto(GStrv) v = g_strsplit (variants, " ", -1);
      for (guint i = 0; v[i] != NULL; i++)
        g_assert_true (gt_ruleset_set_variant (gt_ruleset_gandengyan (), ctx, v[i]));
    }
}

static void
test_cases (void)
{
  const GtRuleset *rs = gt_ruleset_gandengyan ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      GtCardList play = cards (c->play), table_cards, hand;
      GtReading table;
      GtRuleCtx ctx;
      GtVerdict v;

      ctx_with (&ctx, c->variants);
      if (c->table != NULL)
        {
          table_cards = cards (c->table);
          g_assert_true (gt_ruleset_read_table (rs, &ctx, &table_cards, &table));
        }
      if (c->hand != NULL)
        hand = cards (c->hand);
      gt_verdict_init (&v);
      rs->judge (&ctx, &play, c->table ? &table.combo : NULL, c->hand ? &hand : NULL, &v);
      if (v.legal != c->legal || g_strcmp0 (v.rule, c->rule) != 0)
        g_error ("case %u: %s on %s: %s (%s), expected %s (%s): %s", i, c->play, c->table ? c->table : "-",
                 v.legal ? "legal" : "illegal", v.rule, c->legal ? "legal" : "illegal", c->rule,
                 v.explanation);
      g_assert_nonnull (v.explanation);
      g_assert_cmpuint (strlen (v.explanation), >, 10);
      gt_verdict_clear (&v);
    }
}

/* The tutor's voice on the examples the brief gives. */
static void
test_words (void)
{
  const GtRuleset *rs = gt_ruleset_gandengyan ();
  GtCardList play = cards ("H9"), table_cards = cards ("S7"), hand = cards ("H9 D8 S3");
  GtReading table;
  GtRuleCtx ctx;
  GtVerdict v;

  ctx_with (&ctx, NULL);
  g_assert_true (gt_ruleset_read_table (rs, &ctx, &table_cards, &table));
  gt_verdict_init (&v);
  rs->judge (&ctx, &play, &table.combo, &hand, &v);
  g_assert_false (v.legal);
  g_assert_cmpstr (v.rule, ==, "gdy.follow.step");
  g_assert_nonnull (strstr (v.explanation, "exactly one rank higher, a single 8"));
  g_assert_nonnull (strstr (v.explanation, "or a 2 on any single"));
  /* The 8 the player holds is offered. */
  g_assert_true (v.has_suggestion);
  g_assert_cmpuint (v.suggestion.n, ==, 1);
  g_assert_cmpuint (v.suggestion.card[0], ==, GT_CARD_MAKE (8, GT_SUIT_DIAMONDS));
  gt_verdict_clear (&v);

  /* A 2 in a sequence: the 2 is the card at fault. */
  play = cards ("SK HA D2");
  rs->judge (&ctx, &play, NULL, NULL, &v);
  g_assert_cmpuint (v.n_fault, ==, 1);
  g_assert_cmpuint (v.fault[0], ==, 2);
  gt_verdict_clear (&v);

  /* A lone joker: the joker is at fault, and a pair is suggested. */
  play = cards ("BJ");
  hand = cards ("BJ S5");
  rs->judge (&ctx, &play, NULL, &hand, &v);
  g_assert_cmpstr (v.rule, ==, "gdy.joker.alone");
  g_assert_cmpuint (v.n_fault, ==, 1);
  g_assert_true (v.has_suggestion);
  g_assert_cmpuint (v.suggestion.n, ==, 2);
  gt_verdict_clear (&v);
}

/* Every reading of the jokers is listed, and declarations pick one. */
static void
test_readings (void)
{
  const GtRuleset *rs = gt_ruleset_gandengyan ();
  GtReading r[GT_READINGS_MAX];
  GtRuleCtx ctx;
  GtCardList play;
  guint n;

  ctx_with (&ctx, NULL);
  play = cards ("S7 BJ RJ");      /* three 7s, 5-6-7, 6-7-8, 7-8-9 */
  n = rs->readings (&ctx, &play, r, GT_READINGS_MAX);
  g_assert_cmpuint (n, ==, 4);
  play = cards ("S7 BJ=S8 RJ=S9");
  n = rs->readings (&ctx, &play, r, GT_READINGS_MAX);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (r[0].combo.type, ==, GDY_COMBO_SEQUENCE);
  g_assert_cmpuint (r[0].combo.rank, ==, 9);
  play = cards ("S3 BJ");          /* only a pair: the joker never reads as a 2 in a sequence */
  n = rs->readings (&ctx, &play, r, GT_READINGS_MAX);
  g_assert_cmpuint (n, ==, 1);
  play = cards ("SA BJ");          /* A + joker: a pair of Aces */
  n = rs->readings (&ctx, &play, r, GT_READINGS_MAX);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (r[0].combo.type, ==, GDY_COMBO_PAIR);
  /* gdy.order: 2 > A > K > … > 3, suits never matter. */
  {
    guint8 st[GT_RANK_COUNT];
    GtCardList a = cards ("S7"), b = cards ("D8");
    GtReading ra, rb;

    rs->rank_strength (&ctx, st);
    g_assert_cmpuint (st[GT_RANK_2], >, st[GT_RANK_A]);
    g_assert_cmpuint (st[GT_RANK_A], >, st[GT_RANK_K]);
    for (guint k = 3; k < GT_RANK_A; k++)
      g_assert_cmpuint (st[k], <, st[k + 1]);
    g_assert_true (gt_ruleset_read_table (rs, &ctx, &a, &ra));
    g_assert_true (gt_ruleset_read_table (rs, &ctx, &b, &rb));
    g_assert_true (rs->beats (&ctx, &rb.combo, NULL, &ra.combo, NULL, NULL));
    g_assert_false (rs->suits_matter (&ctx, NULL));
  }
  g_assert_cmpstr (gt_combo_kind_id (gt_ruleset_gandengyan (), GDY_COMBO_SEQUENCE), ==, "sequence");
  g_assert_cmpstr (gt_combo_kind_id (gt_ruleset_gandengyan (), GDY_COMBO_DOUBLE_SEQUENCE), ==, "double_sequence");
  g_assert_cmpstr (gt_combo_kind_id (gt_ruleset_gandengyan (), GDY_COMBO_DOUBLE_JOKER), ==, "double_joker");
}

/* ---- The deal and the game -------------------------------------------------- */

static void
deal_seeded (GtGame  *g,
             guint    n_seats,
             guint32  variants,
             guint32  seed)
{
  GRand *rand = g_rand_new_with_seed (seed);

  g_assert_true (gt_game_init_seats (g, gt_ruleset_gandengyan (), n_seats, variants));
  g_assert_true (gt_game_deal (g, rand));
  g_rand_free (rand);
}

static void
check_deal (guint n_seats,
            guint32 variants)
{
  GtGame g, again;
  guint8 copies[GT_CARD_KINDS];
  guint deck = gt_ruleset_deck (gt_ruleset_gandengyan (), variants, copies);
  guint dealt = 0;
  GError *error = NULL;

  deal_seeded (&g, n_seats, variants, 5);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  /* gdy.deal: five each, six to the dealer, who leads (gdy.dealer). */
  for (guint s = 0; s < n_seats; s++)
    {
      g_assert_cmpuint (g.count[s], ==, s == g.turn ? 6 : 5);
      dealt += g.count[s];
    }
  g_assert_cmpuint (g.lead_reason, ==, GDY_LEAD_DEALER);
  g_assert_cmpstr (gt_game_lead_rule (&g, g.lead_reason), ==, "gdy.dealer");
  g_assert_cmpuint (g.stock_n, ==, deck - dealt);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  /* The same seed deals the same cards. */
  deal_seeded (&again, n_seats, variants, 5);
  g_assert_cmpmem (&g, sizeof g, &again, sizeof again);
  {
    char last[4];
    g_snprintf (last, sizeof last, "%u", n_seats);
    g_assert_cmpstr (gt_game_seat_id (&g, n_seats - 1), ==, last);
  }
}

static void
test_deal (void)
{
  GtGame g;

  guint8 copies[GT_CARD_KINDS];

  /* gdy.deck: 54 cards, 108 with two decks. */
  g_assert_cmpuint (gt_ruleset_deck (gt_ruleset_gandengyan (), 0, copies), ==, 54);
  g_assert_cmpuint (copies[GT_CARD_BJ] + copies[GT_CARD_RJ], ==, 2);
  g_assert_cmpuint (gt_ruleset_deck (gt_ruleset_gandengyan (), variant ("two-decks"), copies), ==, 108);
  g_assert_cmpuint (copies[GT_CARD_BJ] + copies[GT_CARD_RJ], ==, 4);
  check_deal (3, 0);
  check_deal (6, 0);
  check_deal (4, variant ("two-decks"));
  /* gdy.players: 3 to 6. */
  g_assert_false (gt_game_init_seats (&g, gt_ruleset_gandengyan (), 2, 0));
  g_assert_false (gt_game_init_seats (&g, gt_ruleset_gandengyan (), 7, 0));
  g_assert_true (gt_game_init_seats (&g, gt_ruleset_gandengyan (), 3, 0));
}

static GtGame
position (const char *text)
{
  GtGame g;
  GError *error = NULL;

  g_assert_true (gt_game_load_string (&g, gt_ruleset_gandengyan (), text, "position", &error));
  g_assert_no_error (error);
  return g;
}

static gboolean
act (GtGame     *g,
     guint       seat,
     const char *play,
     const char *rule)
{
  GtAction a;
  GtVerdict v;
  gboolean ok;

  if (play == NULL)
    gt_action_pass (&a, seat);
  else
    {
      GtCardList c = cards (play);
      gt_action_play (&a, seat, &c);
    }
  gt_verdict_init (&v);
  ok = gt_game_act (g, NULL, &a, &v, NULL);
  if (rule != NULL && g_strcmp0 (v.rule, rule) != 0)
    g_error ("%s by %u: rule %s, expected %s: %s", play ? play : "pass", seat, v.rule, rule, v.explanation);
  gt_verdict_clear (&v);
  return ok;
}

/* Three seats, a known stock: the round ends, everyone draws from the last
 * player on (gdy.draw), the last player leads (gdy.turn.round-end), and the
 * first player out ends the deal (gdy.end) with the scores (gdy.score). */
static void
test_state_machine_3 (void)
{
  GtGame g = position ("[position]\n1=S3 S4 S9\n2=H5 HK\n3=D6 DQ DA\nstock=C7 C8 C9 C10\nturn=1\n");
  GError *error = NULL;
  int scores[GT_SEATS_MAX];

  g_assert_cmpuint (g.n_seats, ==, 3);
  g_assert_cmpuint (g.stock_n, ==, 4);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  /* gdy.turn.pass: the leader must play. */
  g_assert_false (act (&g, 0, NULL, "gdy.turn.pass"));
  g_assert_false (act (&g, 1, "H5", "gdy.players"));
  g_assert_true (act (&g, 0, "S4", NULL));
  g_assert_true (act (&g, 1, "H5", "gdy.follow.step"));
  g_assert_true (act (&g, 2, "D6", "gdy.follow.step"));
  g_assert_true (act (&g, 0, NULL, "gdy.turn.pass"));
  g_assert_true (act (&g, 1, NULL, "gdy.draw"));
  /* Round over: 3 made the last play; 3 draws C7, 1 draws C8, 2 C9. */
  g_assert_cmpuint (g.turn, ==, 2);
  g_assert_cmpuint (g.stock_n, ==, 1);
  g_assert_cmpuint (g.hand[2][GT_CARD_MAKE (7, GT_SUIT_CLUBS)], ==, 1);
  g_assert_cmpuint (g.hand[0][GT_CARD_MAKE (8, GT_SUIT_CLUBS)], ==, 1);
  g_assert_cmpuint (g.hand[1][GT_CARD_MAKE (9, GT_SUIT_CLUBS)], ==, 1);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (act (&g, 0, "S3", "gdy.turn.round-end"));
  g_assert_true (act (&g, 2, "C7", NULL));
  g_assert_true (act (&g, 0, "C8", NULL));
  g_assert_true (act (&g, 1, "C9", NULL));
  g_assert_true (act (&g, 2, NULL, NULL));
  g_assert_true (act (&g, 0, NULL, "gdy.draw"));
  /* 2 led next; only C10 is left: 2 draws it, 3 and 1 draw nothing. */
  g_assert_cmpuint (g.turn, ==, 1);
  g_assert_cmpuint (g.stock_n, ==, 0);
  g_assert_cmpuint (g.count[1], ==, 2);
  g_assert_true (act (&g, 1, "HK", NULL));
  g_assert_true (act (&g, 2, NULL, NULL));
  g_assert_true (act (&g, 0, NULL, "gdy.turn.round-end"));   /* the stock is empty */
  g_assert_cmpuint (g.turn, ==, 1);
  g_assert_cmpuint (g.count[1], ==, 1);
  g_assert_true (act (&g, 1, "C10", "gdy.end"));
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpuint (g.order[0], ==, 1);
  g_assert_false (act (&g, 2, "DQ", "gdy.end"));
  g_assert_true (gt_game_deal_scores (&g, scores));
  /* 1 holds S3 S9, 3 holds DQ DA: 2 takes 4. */
  g_assert_cmpint (scores[0], ==, -2);
  g_assert_cmpint (scores[2], ==, -2);
  g_assert_cmpint (scores[1], ==, 4);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
}

/* Six seats: the next deal is dealt by the winner, who leads. */
static void
test_state_machine_6 (void)
{
  GtSelfplay *sp = gt_selfplay_new (gt_ruleset_gandengyan (), 11, 0);
  GtSelfplayStats st = { 0 };
  GError *error = NULL;
  GtGame g;

  g_assert_true (gt_selfplay_set_seats (sp, 6));
  gt_selfplay_set_checked (sp, TRUE);
  g_assert_true (gt_selfplay_game (sp, &st, &error));
  g_assert_no_error (error);
  g = *gt_selfplay_last (sp);
  g_assert_cmpuint (g.n_seats, ==, 6);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
  {
    GRand *rand = g_rand_new_with_seed (3);
    guint winner = g.order[0];
    g_assert_true (gt_game_deal (&g, rand));
    g_rand_free (rand);
    g_assert_cmpuint (g.turn, ==, winner);
    g_assert_cmpuint (g.count[winner], ==, 6);
  }
  gt_selfplay_free (sp);
}

/* Many deals by the computer players, every step checked: the checked and
 * fast paths agree, illegal probes are refused, and stock + hands + played
 * cards are the deck after every step. */
static void
run_deals (guint   n_seats,
           guint32 variants,
           guint   n)
{
  GtSelfplay *sp = gt_selfplay_new (gt_ruleset_gandengyan (), 100 + n_seats, variants);
  GtSelfplayStats st = { 0 };
  GError *error = NULL;
  gint64 sum = 0;

  g_assert_true (gt_selfplay_set_seats (sp, n_seats));
  gt_selfplay_set_checked (sp, TRUE);
  for (guint i = 0; i < n; i++)
    {
      gboolean ok = gt_selfplay_game (sp, &st, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  g_assert_cmpuint (st.deals, ==, n);
  g_assert_cmpuint (st.refused, >, 0);
  g_assert_cmpuint (st.events[GDY_EVENT_INDEX_DRAW], >, 0);
  for (guint s = 0; s < n_seats; s++)
    {
      sum += st.scores[s];
      g_assert_cmpuint (st.deal_wins[s], >, 0);
    }
  g_assert_cmpint (sum, ==, 0);
  gt_selfplay_free (sp);
}

static void
test_selfplay (void)
{
  for (guint n = 3; n <= 6; n++)
    run_deals (n, 0, 300);
  run_deals (3, variant ("two-decks"), 100);
  run_deals (5, variant ("triple-not-bomb") | variant ("ace-multiplier"), 100);
}

/* gdy.score with ace-multiplier: one Ace doubles, two triple. */
static void
test_score_aces (void)
{
  GtGame g = position ("[position]\nvariants=ace-multiplier\n1=S3\n2=SA HA D5\n3=DA D9\nturn=1\n");
  int scores[GT_SEATS_MAX];

  g_assert_true (act (&g, 0, "S3", "gdy.end"));
  g_assert_true (gt_game_deal_scores (&g, scores));
  g_assert_cmpint (scores[1], ==, -9);
  g_assert_cmpint (scores[2], ==, -4);
  g_assert_cmpint (scores[0], ==, 13);
}

/* A position with a stock reads back as it was written. */
static void
test_position_stock (void)
{
  GtGame g = position ("[position]\n1=S3 S4\n2=H5\n3=D6\n4=D7\n5=D8 D9\nstock=C7 BJ C9\nturn=2\n"), back;
  char *text = gt_game_save_string (&g, gt_ruleset_gandengyan (), "position");
  GError *error = NULL;

  g_assert_nonnull (strstr (text, "stock=C7 BJ C9"));
  g_assert_nonnull (strstr (text, "seats=5"));
  g_assert_true (gt_game_load_string (&back, gt_ruleset_gandengyan (), text, "position", &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&g, sizeof g, &back, sizeof back);
  g_free (text);
  /* A stock card also held is one copy too many. */
  g_assert_false (gt_game_load_string (&back, gt_ruleset_gandengyan (),
                                       "[position]\n1=S3\n2=H5\n3=D6\nstock=S3\nturn=1\n", "position", NULL));
}

/* gdy.joker.alone's exception, as the rules say it: the last card, or
 * (two decks) jokers only that make no double joker. */
static gboolean
ref_lone_joker_allowed (const guint8 hand[GT_CARD_KINDS])
{
  guint n = 0;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    n += hand[c];
  if (n == 0 || n != (guint) hand[GT_CARD_BJ] + hand[GT_CARD_RJ])
    return FALSE;
  return n == 1 || hand[GT_CARD_BJ] == 0 || hand[GT_CARD_RJ] == 0;
}

/* ---- Moves against a reference ------------------------------------------------ */

typedef struct {
  guint64 cards;   /* bit per card kind (one deck) */
  guint8 type, rank, size;
} Play;

static int
compare_play (gconstpointer pa,
              gconstpointer pb)
{
  const Play *a = pa, *b = pb;
  if (a->cards != b->cards)
    return a->cards < b->cards ? -1 : 1;
  if (a->type != b->type)
    return a->type - b->type;
  if (a->rank != b->rank)
    return a->rank - b->rank;
  return a->size - b->size;
}

/* The shape of plain ranks (jokers replaced), from the rules alone:
 * GT_COMBO_NONE when none.  *rank the deciding rank. */
static guint
ref_shape (const guint *ranks,
           guint        n,
           gboolean     triple_bomb,
           guint       *rank)
{
  guint cnt[GT_RANK_COUNT] = { 0 }, lo = 99, hi = 0, distinct = 0;

  for (guint i = 0; i < n; i++)
    {
      if (cnt[ranks[i]]++ == 0)
        distinct++;
      lo = MIN (lo, ranks[i]);
      hi = MAX (hi, ranks[i]);
    }
  if (distinct == 1 && n <= 4)
    {
      *rank = lo;
      return n == 1 ? GDY_COMBO_SINGLE : n == 2 ? GDY_COMBO_PAIR : n == 3 ? GDY_COMBO_TRIPLE : GDY_COMBO_BOMB;
    }
  (void) triple_bomb;
  if (cnt[2] > 0)
    return GT_COMBO_NONE;
  if (n >= 3 && distinct == n && hi - lo + 1 == n)
    {
      *rank = hi;
      return GDY_COMBO_SEQUENCE;
    }
  if (n >= 4 && n % 2 == 0 && distinct == n / 2 && hi - lo + 1 == n / 2)
    {
      for (guint r = lo; r <= hi; r++)
        if (cnt[r] != 2)
          return GT_COMBO_NONE;
      *rank = hi;
      return GDY_COMBO_DOUBLE_SEQUENCE;
    }
  return GT_COMBO_NONE;
}

static guint
ref_strength (guint rank)
{
  return rank == 2 ? 15 : rank;
}

/* Whether a (type, rank, size) answers the table's, from the rules. */
static gboolean
ref_beats (guint t, guint r, guint n, gboolean bomb, const GtCombo *table)
{
  guint tb = table->bomb;
  if (bomb && !tb)
    return TRUE;
  if (bomb && tb)
    {
      guint kind = t == GDY_COMBO_DOUBLE_JOKER ? 3 : n == 4 ? 2 : 1;
      if (kind != tb)
        return kind > tb;
      return ref_strength (r) > ref_strength (table->rank);
    }
  if (tb || t != table->type || n != table->size)
    return FALSE;
  if ((t == GDY_COMBO_SINGLE || t == GDY_COMBO_PAIR) && r == 2)
    return table->rank != 2;
  return ref_strength (r) == ref_strength (table->rank) + 1;
}

/* Every play of hand (one deck) by brute force. */
static GArray *
ref_moves (const guint8  hand[GT_CARD_KINDS],
           const GtCombo *table,
           gboolean       triple_bomb)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Play));
  GtCard held[GT_CARD_KINDS];
  guint n = 0, n_held = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (hand[c])
      held[n_held++] = (GtCard) c;
  for (guint64 sub = 1; sub < (G_GUINT64_CONSTANT (1) << n_held); sub++)
    {
      guint ranks[16], nr = 0, jokers = 0, total = 0;
      guint64 bits = 0;
      GHashTable *seen = g_hash_table_new (g_direct_hash, g_direct_equal);

      for (guint i = 0; i < n_held; i++)
        if (sub & (G_GUINT64_CONSTANT (1) << i))
          {
            bits |= G_GUINT64_CONSTANT (1) << held[i];
            total++;
            if (gt_card_is_joker (held[i]))
              jokers++;
            else
              ranks[nr++] = gt_card_rank (held[i]);
          }
      if (nr == 0)
        {
          /* Jokers alone: the double joker, or a lone last joker led. */
          if (jokers == 2)
            {
              if (table == NULL || ref_beats (GDY_COMBO_DOUBLE_JOKER, GT_RANK_RJ, 2, TRUE, table))
                g_array_append_val (out, ((Play) { bits, GDY_COMBO_DOUBLE_JOKER, GT_RANK_RJ, 2 }));
            }
          else if (n_held == 1 && table == NULL)
            g_array_append_val (out, ((Play) { bits, GDY_COMBO_SINGLE, gt_card_rank (held[0]), 1 }));
          g_hash_table_unref (seen);
          continue;
        }
      /* Every rank for every joker. */
      for (guint a = 2; a <= (jokers >= 1 ? 14u : 2u); a++)
        for (guint b = 2; b <= (jokers >= 2 ? 14u : 2u); b++)
          {
            guint rr[16], k = nr, t, r = 0;
            memcpy (rr, ranks, sizeof ranks);
            if (jokers >= 1)
              rr[k++] = a;
            if (jokers >= 2)
              rr[k++] = b;
            t = ref_shape (rr, k, triple_bomb, &r);
            if (t == GT_COMBO_NONE)
              continue;
            {
              gboolean bomb = t == GDY_COMBO_BOMB || (t == GDY_COMBO_TRIPLE && triple_bomb);
              guint key = t << 16 | r << 8 | k;
              if (g_hash_table_contains (seen, GUINT_TO_POINTER (key)))
                continue;
              g_hash_table_add (seen, GUINT_TO_POINTER (key));
              if (table != NULL && !ref_beats (t, r, k, bomb, table))
                continue;
              g_array_append_val (out, ((Play) { bits, (guint8) t, (guint8) r, (guint8) k }));
            }
          }
      g_hash_table_unref (seen);
      n++;
    }
  g_array_sort (out, compare_play);
  return out;
}

static GArray *
engine_moves (const GtRuleCtx *ctx,
              const guint8     hand[GT_CARD_KINDS],
              const GtCombo   *table)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Play));
  static GtMove moves[4096];
  guint n = gt_moves_generate_counts (ctx, hand, table, GT_MOVES_ALL, moves, G_N_ELEMENTS (moves));

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    {
      Play p = { 0, moves[i].combo.type, moves[i].combo.rank, moves[i].combo.size };
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (gt_card_set_count (&moves[i].cards, (GtCard) c))
          p.cards |= G_GUINT64_CONSTANT (1) << c;
      g_assert_cmpuint (moves[i].n, ==, moves[i].combo.size);
      g_array_append_val (out, p);
    }
  g_array_sort (out, compare_play);
  return out;
}

static void
compare_moves (const GtRuleCtx *ctx,
               const guint8     hand[GT_CARD_KINDS],
               const GtCombo   *table,
               gboolean         triple_bomb)
{
  GArray *a = ref_moves (hand, table, triple_bomb), *b = engine_moves (ctx, hand, table);

  gboolean same = a->len == b->len;

  for (guint i = 0; same && i < a->len; i++)
    same = compare_play (&g_array_index (a, Play, i), &g_array_index (b, Play, i)) == 0;
  if (!same)
    {
      GtCardList h;
      gt_card_list_init (&h);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (hand[c])
          gt_card_list_append (&h, (GtCard) c, GT_CARD_NONE);
      g_error ("hand %s, table %s %u: reference %u plays, engine %u", gt_card_list_to_string (&h),
               table ? gt_combo_kind_id (gt_ruleset_gandengyan (), table->type) : "-", table ? table->rank : 0, a->len, b->len);
    }
  g_array_unref (a);
  g_array_unref (b);
}

static void
test_moves_reference (void)
{
  GRand *rand = g_rand_new_with_seed (17);
  guint n = g_test_slow () ? 20000 : 2000;

  for (guint v = 0; v < 2; v++)
    {
      GtRuleCtx ctx;
      ctx_with (&ctx, v ? "triple-not-bomb" : NULL);
      for (guint i = 0; i < n; i++)
        {
          guint8 hand[GT_CARD_KINDS] = { 0 };
          guint size = (guint) g_rand_int_range (rand, 1, 9);
          GtCombo table;
          gboolean lead = g_rand_int_range (rand, 0, 3) == 0;

          /* Hands of few ranks make more combinations: draw from a window. */
          for (guint k = 0; k < size; k++)
            {
              guint c = g_rand_boolean (rand) ? (guint) g_rand_int_range (rand, 0, GT_CARD_RJ + 1)
                                              : (guint) g_rand_int_range (rand, 4 * 3, 4 * 9);
              hand[c] = 1;
            }
          if (lead)
            {
              compare_moves (&ctx, hand, NULL, v == 0);
              continue;
            }
          /* A table from another random selection that reads. */
          for (guint tries = 0; tries < 50; tries++)
            {
              GtCardList t;
              GtReading r;
              guint tn = (guint) g_rand_int_range (rand, 1, 5);
              guint base = (guint) g_rand_int_range (rand, 0, 13);
              gt_card_list_init (&t);
              for (guint k = 0; k < tn; k++)
                gt_card_list_append (&t, (GtCard) (((base + (g_rand_boolean (rand) ? k : 0)) % 13) * 4 + k % 4),
                                     GT_CARD_NONE);
              if (gt_ruleset_read_table (gt_ruleset_gandengyan (), &ctx, &t, &r))
                {
                  table = r.combo;
                  compare_moves (&ctx, hand, &table, v == 0);
                  break;
                }
            }
        }
    }
  g_rand_free (rand);
}

/* The game's generator against the generic one (every selection, read by
 * the ruleset), also with two decks, where the reference above does not
 * go; its count when the array is too small; and GT_MOVES_BY_RANK: one play
 * per count of each rank, each of them one of all the plays. */
static guint64
move_key (const GtMove *m,
          gboolean      by_rank)
{
  guint8 counts[GT_CARD_KINDS];
  guint64 h = (guint64) m->combo.type << 56 | (guint64) m->combo.rank << 48 | (guint64) m->combo.size << 40;

  gt_card_set_to_counts (&m->cards, counts);
  /* What each joker stands for, all of them (GtMove.as; a joker standing
   * for a joker, as the double joker's, is the joker itself, as
   * GT_CARD_NONE says): one rank pattern's plays may fill their holes with
   * other suits, so not by rank. */
  for (guint w = 0; !by_rank && w < MIN (m->n_wild, G_N_ELEMENTS (m->as)); w++)
    {
      GtCard as = gt_card_is_joker (m->as[w]) ? GT_CARD_NONE : m->as[w];
      h = (h ^ ((guint64) as + 1) * 0x9e3779b97f4a7c15u) * 0xff51afd7ed558ccdu + w;
    }
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      guint k = by_rank && c < GT_CARD_BJ ? 0 : c;
      guint v = counts[c];
      if (by_rank && c < GT_CARD_BJ)
        {
          /* the rank's count, once per rank */
          if ((c & 3) != 0)
            continue;
          v = counts[c] + counts[c + 1] + counts[c + 2] + counts[c + 3];
          k = c;
        }
      h = (h ^ (v + 1) * 0x9e3779b97f4a7c15u) * 0xff51afd7ed558ccdu + k;
    }
  return h;
}

static int
compare_u64 (gconstpointer a,
             gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

static GArray *
keys_of (const GtMove *moves,
         guint         n,
         gboolean      by_rank,
         gboolean      unique)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (guint i = 0; i < n; i++)
    {
      guint64 k = move_key (&moves[i], by_rank);
      g_array_append_val (a, k);
    }
  g_array_sort (a, compare_u64);
  if (unique && a->len > 1)
    {
      guint j = 1;
      for (guint i = 1; i < a->len; i++)
        if (g_array_index (a, guint64, i) != g_array_index (a, guint64, j - 1))
          g_array_index (a, guint64, j++) = g_array_index (a, guint64, i);
      g_array_set_size (a, j);
    }
  return a;
}

static void
test_moves_generic (void)
{
  static GtMove fast[GT_MOVES_MAX], slow[GT_MOVES_MAX], small[8];
  GRand *rand = g_rand_new_with_seed (29);

  for (guint i = 0; i < 600; i++)
    {
      GtRuleCtx ctx;
      guint8 hand[GT_CARD_KINDS] = { 0 }, copies[GT_CARD_KINDS];
      GtCardSet set;
      guint size = (guint) g_rand_int_range (rand, 1, 12), nf, ns, nk, nb;
      gboolean two = i % 3 == 0;
      GtCombo table;
      const GtCombo *t = NULL;
      GArray *a, *b;

      ctx_with (&ctx, two ? "two-decks" : (i % 3 == 1 ? "triple-not-bomb" : NULL));
      gt_ruleset_deck (ctx.rs, ctx.variants, copies);
      for (guint k = 0; k < size; k++)
        {
          guint c = g_rand_int_range (rand, 0, 4) == 0 ? (guint) g_rand_int_range (rand, GT_CARD_BJ, GT_CARD_RJ + 1)
                                                       : (guint) g_rand_int_range (rand, 4 * 1, 4 * 8);
          if (hand[c] < copies[c])
            hand[c]++;
        }
      g_assert_true (gt_card_set_from_counts (&set, hand));
      if (i % 2 == 1)
        {
          /* Follow a random play of the hand itself. */
          GtMove any[GT_MOVES_MAX];
          guint na = gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, any, GT_MOVES_MAX);
          if (na > 0)
            {
              table = any[g_rand_int_range (rand, 0, (gint32) MIN (na, GT_MOVES_MAX))].combo;
              t = &table;
            }
        }
      nf = gt_moves_generate_set (&ctx, &set, t, GT_MOVES_ALL, fast, GT_MOVES_MAX);
      ns = gt_moves_generate_generic (&ctx, &set, t, slow, GT_MOVES_MAX);
      g_assert_cmpuint (nf, <=, GT_MOVES_MAX);
      /* The generic generator knows nothing of the lone joker of a last
       * card. */
      if (t == NULL && ref_lone_joker_allowed (hand))
        ns += (hand[GT_CARD_BJ] > 0) + (hand[GT_CARD_RJ] > 0);
      g_assert_cmpuint (nf, ==, ns);
      a = keys_of (fast, nf - (t == NULL && ref_lone_joker_allowed (hand) ?
                               (hand[GT_CARD_BJ] > 0) + (hand[GT_CARD_RJ] > 0) : 0), FALSE, FALSE);
      b = keys_of (slow, a->len, FALSE, FALSE);
      g_assert_cmpmem (a->data, a->len * sizeof (guint64), b->data, b->len * sizeof (guint64));
      g_array_unref (a);
      g_array_unref (b);

      /* Counted when they do not fit. */
      nk = gt_moves_generate_set (&ctx, &set, t, GT_MOVES_ALL, small, G_N_ELEMENTS (small));
      g_assert_cmpuint (nk, ==, nf);

      /* By rank: the distinct rank patterns of all the plays, once each. */
      nb = gt_moves_generate_set (&ctx, &set, t, GT_MOVES_BY_RANK, slow, GT_MOVES_MAX);
      a = keys_of (fast, nf, TRUE, TRUE);
      b = keys_of (slow, nb, TRUE, FALSE);
      g_assert_cmpuint (a->len, ==, b->len);
      g_assert_cmpmem (a->data, a->len * sizeof (guint64), b->data, b->len * sizeof (guint64));
      g_array_unref (a);
      g_array_unref (b);
    }
  g_rand_free (rand);
}

/* A hand of the whole deck: its plays are counted, not found one by one. */
/* Two decks hold four jokers, and a play may hold them all standing in:
 * the game's generator makes those plays too (issue 28), each as the
 * generic generator (every selection, read by the ruleset: the reference
 * here) makes it, with what every joker stands for. */
static void
test_moves_many_jokers (void)
{
  static GtMove fast[GT_MOVES_MAX], slow[GT_MOVES_MAX];
  GRand *rand = g_rand_new_with_seed (28);
  guint with_three = 0, with_four = 0;
  GtRuleCtx ctx;
  GtCardList list;
  GtCardSet set;
  guint8 hand[GT_CARD_KINDS];
  gboolean found = FALSE;
  guint n;

  ctx_with (&ctx, "two-decks");
  for (guint i = 0; i < 300; i++)
    {
      guint8 copies[GT_CARD_KINDS];
      guint naturals = (guint) g_rand_int_range (rand, 1, 7), nf, ns;
      GtCombo table;
      const GtCombo *t = NULL;
      GArray *a, *b;

      memset (hand, 0, sizeof hand);
      gt_ruleset_deck (ctx.rs, ctx.variants, copies);
      /* Three or four jokers, of either colour. */
      hand[GT_CARD_BJ] = (guint8) g_rand_int_range (rand, 1, 3);
      hand[GT_CARD_RJ] = (guint8) (i % 2 == 0 ? 2 : g_rand_int_range (rand, 3 - hand[GT_CARD_BJ], 3));
      for (guint k = 0; k < naturals; k++)
        {
          guint c = (guint) g_rand_int_range (rand, 4 * 1, 4 * 7);
          if (hand[c] < copies[c])
            hand[c]++;
        }
      g_assert_true (gt_card_set_from_counts (&set, hand));
      if (i % 3 == 2)
        {
          /* Follow a play of the hand itself. */
          nf = gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, fast, GT_MOVES_MAX);
          table = fast[g_rand_int_range (rand, 0, (gint32) MIN (nf, GT_MOVES_MAX))].combo;
          t = &table;
        }
      nf = gt_moves_generate_set (&ctx, &set, t, GT_MOVES_ALL, fast, GT_MOVES_MAX);
      ns = gt_moves_generate_generic (&ctx, &set, t, slow, GT_MOVES_MAX);
      g_assert_cmpuint (nf, <=, GT_MOVES_MAX);
      g_assert_cmpuint (ns, <=, GT_MOVES_MAX);
      for (guint j = 0; j < nf; j++)
        {
          with_three += fast[j].n_wild == 3;
          with_four += fast[j].n_wild == 4;
        }
      /* The lone joker of a last card is the game's own (never here: a
       * hand of jokers and naturals). */
      g_assert_cmpuint (nf, ==, ns);
      a = keys_of (fast, nf, FALSE, FALSE);
      b = keys_of (slow, ns, FALSE, FALSE);
      g_assert_cmpmem (a->data, a->len * sizeof (guint64), b->data, b->len * sizeof (guint64));
      g_array_unref (a);
      g_array_unref (b);
    }
  g_rand_free (rand);
  g_assert_cmpuint (with_three, >, 0);
  g_assert_cmpuint (with_four, >, 0);

  /* A 5 and four jokers: four 5s (a bomb) with three of them standing in,
   * and the 5 itself among the plays' natural cards. */
  g_assert_true (gt_card_list_parse ("S5 BJ BJ RJ RJ", NULL, &list, NULL));
  gt_card_list_count (&list, hand);
  gt_card_set_from_counts (&set, hand);
  n = gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, fast, GT_MOVES_MAX);
  for (guint j = 0; j < MIN (n, (guint) GT_MOVES_MAX); j++)
    if (fast[j].combo.type == GDY_COMBO_BOMB && fast[j].combo.rank == 5 && fast[j].n_wild == 3)
      {
        g_assert_cmpuint (gt_card_set_count (&fast[j].cards, GT_CARD_MAKE (5, GT_SUIT_SPADES)), ==, 1);
        g_assert_cmpuint (gt_card_rank (fast[j].as[0]), ==, 5);
        g_assert_cmpuint (gt_card_rank (fast[j].as[2]), ==, 5);
        found = TRUE;
      }
  g_assert_true (found);
}

static void
test_moves_whole_deck (void)
{
  static GtMove moves[GT_MOVES_MAX];
  guint8 hand[GT_CARD_KINDS];
  GtCardSet set;
  GtRuleCtx ctx;
  guint n;
  gint64 t0 = g_get_monotonic_time ();

  ctx_with (&ctx, NULL);
  gt_ruleset_deck (ctx.rs, ctx.variants, hand);
  gt_card_set_from_counts (&set, hand);
  n = gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, moves, GT_MOVES_MAX);
  g_assert_cmpuint (n, >, GT_MOVES_MAX);
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 2 * G_USEC_PER_SEC);
  n = gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_BY_RANK, moves, GT_MOVES_MAX);
  g_assert_cmpuint (n, <, GT_MOVES_MAX);
}

/* ---- The solver ----------------------------------------------------------------- */

/* Random small deals with a stock: the solver (no Guandan shortcuts for
 * this game) agrees with the reference search, a plain AND-OR search keyed
 * by every card, on the value and on every winning first play. */
static void
test_solver_reference (void)
{
  GtSolver *fast = gt_solver_new (), *ref = gt_solver_new ();
  GRand *rand = g_rand_new_with_seed (23);
  GtGoal goal = { GT_GOAL_FIRST_OUT, 0 };
  guint n = g_test_slow () ? 400 : 60, wins = 0;

  gt_solver_set_reference (ref);
  for (guint i = 0; i < n; i++)
    {
      GtCard deck[GT_CARD_KINDS];
      guint8 copies[GT_CARD_KINDS];
      GtGame g;
      GtSolveResult a, b;
      guint k = 0, n_deck = 0, seats = (guint) g_rand_int_range (rand, 3, 5);

      gt_ruleset_deck (gt_ruleset_gandengyan (), 0, copies);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (copies[c])
          deck[n_deck++] = (GtCard) c;
      for (guint c = n_deck - 1; c > 0; c--)
        {
          guint j = (guint) g_rand_int_range (rand, 0, (gint32) c + 1);
          GtCard t = deck[c];
          deck[c] = deck[j];
          deck[j] = t;
        }
      g_assert_true (gt_game_init_seats (&g, gt_ruleset_gandengyan (), seats, 0));
      g.phase = GT_PHASE_PLAY;
      g.deal_no = 1;
      g.seats = (guint8) ((1u << seats) - 1);
      for (guint s = 0; s < seats; s++)
        for (guint c = (guint) g_rand_int_range (rand, 1, s == 0 ? 5 : 4); c > 0; c--)
          {
            g.hand[s][deck[k++]]++;
            g.count[s]++;
          }
      g.stock_n = (guint8) g_rand_int_range (rand, 0, 5);
      for (guint j = 0; j < g.stock_n; j++)
        g.stock[j] = deck[k++];
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          guint held = 0;
          for (guint s = 0; s < seats; s++)
            held += g.hand[s][c];
          for (guint j = 0; j < g.stock_n; j++)
            held += g.stock[j] == c;
          g.gone[c] = (guint8) (copies[c] - held);
        }
      g.turn = 0;
      g_assert_true (gt_game_check_invariants (&g, TRUE, NULL));
      if (i % 2 == 1)
        {
          /* Seat 1's first play made: the others to answer it (an AND
           * node, a table to beat). */
          static GtMove first[256];
          GtRuleCtx ctx;
          guint nm;

          gt_game_rule_ctx (&g, &ctx);
          nm = gt_moves_generate_counts (&ctx, g.hand[0], NULL, GT_MOVES_ALL, first, G_N_ELEMENTS (first));
          g_assert_cmpuint (nm, >, 0);
          gt_game_play_fast (&g, &first[g_rand_int_range (rand, 0, (gint32) MIN (nm, G_N_ELEMENTS (first)))]);
          g_assert_true (gt_game_check_invariants (&g, TRUE, NULL));
          if (g.phase != GT_PHASE_PLAY)
            continue;
        }

      g_assert_true (gt_solver_solve (fast, &g, &goal, &a));
      g_assert_true (gt_solver_solve (ref, &g, &goal, &b));
      g_assert_cmpint (a.solvable, ==, b.solvable);
      g_assert_cmpuint (a.winning->len, ==, b.winning->len);
      wins += a.solvable;
      gt_solve_result_clear (&a);
      gt_solve_result_clear (&b);
    }
  g_test_message ("%u of %u positions won", wins, n);
  g_assert_cmpuint (wins, >, 0);
  g_assert_cmpuint (wins, <, n);
  g_rand_free (rand);
  gt_solver_free (fast);
  gt_solver_free (ref);
}

/* Hints as for Guandan: the idea, the kind of play, the exact play. */
static void
test_solver_hints (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "gandengyan-stock.puzzle", NULL);
  GKeyFile *kf = g_key_file_new ();
  GtSolver *solver = gt_solver_new ();
  GtGoal goal = { GT_GOAL_FIRST_OUT, 0 };
  GError *error = NULL;
  GtGame g;
  GtMove m;
  char *text = NULL;

  g_assert_true (g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (gt_game_load_key_file (&g, gt_ruleset_gandengyan (), kf, "Position", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g.stock_n, ==, 5);
  g_assert_true (gt_goal_allowed (gt_ruleset_gandengyan (), &goal));
  g_assert_true (gt_solver_hint (solver, &g, &goal, GT_HINT_IDEA, NULL, &text, NULL));
  g_assert_nonnull (text);
  g_clear_pointer (&text, g_free);
  g_assert_true (gt_solver_hint (solver, &g, &goal, GT_HINT_TYPE, NULL, &text, NULL));
  g_assert_cmpstr (text, ==, "Play a sequence.");
  g_clear_pointer (&text, g_free);
  g_assert_true (gt_solver_hint (solver, &g, &goal, GT_HINT_PLAY, NULL, &text, &m));
  g_assert_cmpuint (m.combo.type, ==, GDY_COMBO_SEQUENCE);
  g_assert_cmpuint (m.combo.rank, ==, 6);
  g_free (text);
  /* Team goals are not this game's. */
  goal.kind = GT_GOAL_TEAM_FIRST;
  g_assert_false (gt_goal_allowed (gt_ruleset_gandengyan (), &goal));
  gt_solver_free (solver);
  g_key_file_unref (kf);
}

/* ---- Every rule has its cases -------------------------------------------------- */

static void
test_coverage (void)
{
  /* Rules decided by the game rather than by a single play, covered by
   * the state machine tests above. */
  static const char *const by_game[] = {
    "gdy.players", "gdy.deck", "gdy.order", "gdy.deal", "gdy.dealer", "gdy.turn.pass",
    "gdy.turn.round-end", "gdy.draw", "gdy.end", "gdy.score",
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rules", "gandengyan.md", NULL);
  g_autofree char *text = NULL;
  GRegex *re = g_regex_new ("`(gdy\\.[a-z0-9.-]+)`", 0, 0, NULL);
  GMatchInfo *m = NULL;
  guint n_ids = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_regex_match (re, text, 0, &m);
  while (g_match_info_matches (m))
    {
      g_autofree char *id = g_match_info_fetch (m, 1);
      gboolean legal = FALSE, illegal = FALSE, game = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (by_game); i++)
        game = game || g_str_equal (by_game[i], id);
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        if (g_str_equal (cases[i].covers ? cases[i].covers : cases[i].rule, id))
          {
            legal = legal || cases[i].legal;
            illegal = illegal || !cases[i].legal;
          }
      /* gdy.bomb.any-time can only be kept, never broken. */
      if (!game && !(legal && (illegal || g_str_equal (id, "gdy.bomb.any-time"))))
        g_error ("rule %s has no legal and illegal case", id);
      n_ids++;
      g_match_info_next (m, NULL);
    }
  g_match_info_free (m);
  g_regex_unref (re);
  g_assert_cmpuint (n_ids, >=, 20);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gandengyan/cases", test_cases);
  g_test_add_func ("/gandengyan/words", test_words);
  g_test_add_func ("/gandengyan/readings", test_readings);
  g_test_add_func ("/gandengyan/deal", test_deal);
  g_test_add_func ("/gandengyan/state-machine-3", test_state_machine_3);
  g_test_add_func ("/gandengyan/state-machine-6", test_state_machine_6);
  g_test_add_func ("/gandengyan/score-aces", test_score_aces);
  g_test_add_func ("/gandengyan/position-stock", test_position_stock);
  g_test_add_func ("/gandengyan/selfplay", test_selfplay);
  g_test_add_func ("/gandengyan/moves-reference", test_moves_reference);
  g_test_add_func ("/gandengyan/moves-generic", test_moves_generic);
  g_test_add_func ("/gandengyan/moves-many-jokers", test_moves_many_jokers);
  g_test_add_func ("/gandengyan/moves-whole-deck", test_moves_whole_deck);
  g_test_add_func ("/gandengyan/solver-reference", test_solver_reference);
  g_test_add_func ("/gandengyan/solver-hints", test_solver_hints);
  g_test_add_func ("/gandengyan/coverage", test_coverage);
  return g_test_run ();
}
