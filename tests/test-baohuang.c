/* test-baohuang.c — Bao Huang: every rule, legal and illegal, the deal and
 * its roles, scores and tribute, self-played deals, and the move generator
 * against a brute-force reference
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every verdict a test checks is noted with its rule and whether it was
 * legal; the last test reads data/rules/baohuang.md and fails when an id
 * has no legal and no illegal verdict among them.  The move generator is
 * compared with gt_moves_generate_generic(), which tries every selection of
 * the hand and asks the readings and beats — right by construction.
 */
#include <string.h>

#include "gt-explain.h"
#include "gt-game.h"
#include "gt-moves.h"
#include "gt-selfplay.h"
#include "gt-solver.h"
#include "baohuang/bh-kinds.h"

#define RS (gt_ruleset_baohuang ())

/* Declarations (bh-private.h's BhDeclaration; the test names them itself,
 * as a caller of the seam does). */
enum { TAKE = 0, PASS = 1, SOLO = 2, REBEL = 3 };

/* ---- What has been checked -------------------------------------------------- */

static GHashTable *seen_legal, *seen_illegal;

static void
note (const char *rule,
      gboolean    legal)
{
  g_assert_nonnull (rule);
  g_hash_table_add (legal ? seen_legal : seen_illegal, g_strdup (rule));
}

static guint32
variant (const char *name)
{
  GtRuleCtx ctx;

  gt_rule_ctx_init (&ctx, RS, 2);
  g_assert_true (gt_ruleset_set_variant (RS, &ctx, name));
  return ctx.variants;
}

static guint32
variants_of (const char *names)
{
  guint32 v = 0;
  g_auto(GStrv) list = names ? g_strsplit (names, " ", -1) : NULL;

  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    v |= variant (list[i]);
  return v;
}

static GtCardList
cards_v (const char *text,
         guint32     variants)
{
  GtCardList list;
  GError *error = NULL;
  guint8 copies[GT_CARD_KINDS];

  gt_ruleset_deck (RS, variants, copies);
  g_assert_true (gt_card_list_parse (text, copies, &list, &error));
  g_assert_no_error (error);
  return list;
}

static GtCardList
cards (const char *text)
{
  return cards_v (text, 0);
}

/* ---- Rules of a single play ------------------------------------------------ */

typedef struct {
  const char *rule;
  const char *variants;
  const char *table;
  const char *hand;
  const char *play;
  gboolean legal;
} Case;

static const Case cases[] = {
  /* bh.combo.lead: one rank, one rank and jokers, jokers alone. */
  { "bh.combo.lead", NULL, NULL, NULL, "S8", TRUE },
  { "bh.combo.lead", NULL, NULL, NULL, "S8 H8 D8 C8 S8 H8", TRUE },
  { "bh.combo.lead", NULL, NULL, NULL, "S8 H8 BJ RJ*", TRUE },
  { "bh.combo.lead", NULL, NULL, NULL, "BJ BJ RJ", TRUE },
  { "bh.combo.lead", NULL, NULL, NULL, "S6 H7", FALSE },
  { "bh.combo.lead", NULL, NULL, NULL, "S9 H10 D10 BJ", FALSE },
  /* bh.deck with the low cards: 3s are played like any rank. */
  { "bh.combo.lead", "with-low-cards", NULL, NULL, "S3 H3", TRUE },
  { "bh.follow.each-higher", "with-low-cards", "S3", NULL, "S4", TRUE },
  /* bh.follow.count. */
  { "bh.follow.count", NULL, "S8 H8 D8", NULL, "S9 H9", FALSE },
  { "bh.follow.count", NULL, "S8 H8 D8", NULL, "SA SA SA SA", FALSE },
  /* bh.follow.each-higher: the rules file's example. */
  { "bh.follow.each-higher", NULL, "S8 H8 D8 BJ", NULL, "S9 H9 D9 RJ", TRUE },
  { "bh.follow.each-higher", NULL, "S8 H8 D8 BJ", NULL, "S9 H9 BJ RJ", TRUE },
  { "bh.follow.each-higher", NULL, "S8 H8 D8 BJ", NULL, "BJ BJ RJ RJ", TRUE },
  { "bh.follow.each-higher", NULL, "S8 H8 D8 BJ", NULL, "S9 H9 D9 BJ", FALSE },
  { "bh.follow.each-higher", NULL, "S8 H8", NULL, "S8 D8", FALSE },
  { "bh.follow.each-higher", NULL, "RJ", NULL, "RJ*", FALSE },
  { "bh.follow.each-higher", NULL, "S2", NULL, "BJ", TRUE },
  /* bh.order: 2 above A, jokers above 2. */
  { "bh.follow.each-higher", NULL, "SA", NULL, "S2", TRUE },
  { "bh.follow.each-higher", NULL, "S2", NULL, "SA", FALSE },
  /* bh.marked: the marked jokers are ordinary jokers. */
  { "bh.follow.each-higher", NULL, "BJ*", NULL, "RJ*", TRUE },
  { "bh.follow.each-higher", NULL, "BJ", NULL, "BJ*", FALSE },
  { "bh.marked", NULL, NULL, NULL, "BJ=S7 S7", FALSE },
  /* Variants. */
  { "bh.combo.lead", "sixes-last", NULL, "S6 H6", "S6 H6", TRUE },
  { "bh.combo.lead", "sixes-last", NULL, "S6 H6 S9", "S6 H6", FALSE },
  { "bh.combo.lead", "sixes-last", NULL, NULL, "S6 BJ", FALSE },
  { "bh.combo.lead", "sixes-last", "S7", NULL, "S6", FALSE },
  { "bh.follow.each-higher", "emperor-top", "RJ", NULL, "RJ*", TRUE },
  { "bh.follow.each-higher", "emperor-top", "RJ*", NULL, "RJ", FALSE },
  { "bh.follow.each-higher", "three-twos", "RJ", NULL, "S2 H2 D2", TRUE },
  { "bh.follow.count", "three-twos", "BJ", NULL, "S2 H2 D2", FALSE },
  { "bh.follow.count", "three-twos emperor-top", "RJ*", NULL, "S2 H2 D2", FALSE },
};

/* Whether the verdict must mark cards: a wrong count is the play as a
 * whole, no one card. */
static gboolean
n_fault_expected (const Case *c)
{
  return !g_str_equal (c->rule, "bh.follow.count");
}

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      guint32 vars = variants_of (c->variants);
      GtCardList play = cards_v (c->play, vars), table_cards, hand;
      GtReading table;
      GtRuleCtx ctx;
      GtVerdict v;

      gt_rule_ctx_init (&ctx, RS, 2);
      ctx.variants = vars;
      if (c->table != NULL)
        {
          table_cards = cards_v (c->table, vars);
          g_assert_true (gt_ruleset_read_table (RS, &ctx, &table_cards, &table));
        }
      if (c->hand != NULL)
        hand = cards_v (c->hand, vars);
      gt_verdict_init (&v);
      RS->judge (&ctx, &play, c->table ? &table.combo : NULL, c->hand ? &hand : NULL, &v);
      if (v.legal != c->legal || g_strcmp0 (v.rule, c->rule) != 0)
        g_error ("case %u: %s on %s: %s (%s), expected %s (%s): %s", i, c->play, c->table ? c->table : "-",
                 v.legal ? "legal" : "illegal", v.rule, c->legal ? "legal" : "illegal", c->rule,
                 v.explanation);
      g_assert_nonnull (v.explanation);
      g_assert_cmpuint (strlen (v.explanation), >, 10);
      if (!v.legal && n_fault_expected (c))
        {
          if (v.n_fault == 0)
            g_error ("case %u: %s on %s: no card at fault", i, c->play, c->table ? c->table : "-");
        }
      note (v.rule, v.legal);
      /* A legal follow has kept the count too. */
      if (v.legal && c->table != NULL)
        note ("bh.follow.count", TRUE);
      gt_verdict_clear (&v);
    }
}

/* The deck: 168 cards, four of each, one of each marked joker; 3s out. */
static void
test_deck (void)
{
  guint8 copies[GT_CARD_KINDS];
  GtCardList list;
  GError *error = NULL;
  GtRuleCtx ctx;
  GtVerdict v;

  g_assert_cmpuint (gt_ruleset_deck (RS, 0, copies), ==, 168);
  g_assert_cmpuint (copies[GT_CARD_MAKE (6, GT_SUIT_SPADES)], ==, 4);
  g_assert_cmpuint (copies[GT_CARD_MAKE (2, GT_SUIT_CLUBS)], ==, 4);
  g_assert_cmpuint (copies[GT_CARD_MAKE (5, GT_SUIT_CLUBS)], ==, 0);
  g_assert_cmpuint (copies[GT_CARD_BJ] + copies[GT_CARD_BJ_MARKED], ==, 4);
  g_assert_cmpuint (copies[GT_CARD_RJ_MARKED], ==, 1);
  g_assert_cmpuint (gt_ruleset_deck (RS, variant ("with-low-cards"), copies), ==, 216);
  g_assert_cmpuint (gt_ruleset_deck (RS, variant ("called-guard"), copies), ==, 168);
  g_assert_cmpuint (copies[GT_CARD_BJ_MARKED], ==, 0);

  gt_ruleset_deck (RS, 0, copies);
  g_assert_false (gt_card_list_parse ("S6 S6 S6 S6 S6", copies, &list, &error));
  g_assert_nonnull (strstr (error->message, "S6 (item 5)"));
  g_clear_error (&error);
  g_assert_false (gt_card_list_parse ("RJ* RJ*", copies, &list, &error));
  g_assert_nonnull (strstr (error->message, "RJ* (item 2)"));
  g_clear_error (&error);
  g_assert_false (gt_card_list_parse ("S6 S3", copies, &list, &error));
  g_assert_nonnull (strstr (error->message, "'S3' (item 2)"));
  g_clear_error (&error);

  /* A 3 judged without the deck check: illegal by bh.deck. */
  gt_rule_ctx_init (&ctx, RS, 2);
  gt_card_list_parse ("S3", NULL, &list, NULL);
  gt_verdict_init (&v);
  RS->judge (&ctx, &list, NULL, NULL, &v);
  g_assert_false (v.legal);
  g_assert_cmpstr (v.rule, ==, "bh.deck");
  note (v.rule, FALSE);
  gt_verdict_clear (&v);
  list = cards ("S6 H6 D6 C6 S6 H6 D6 C6");
  RS->judge (&ctx, &list, NULL, NULL, &v);
  g_assert_true (v.legal);
  note ("bh.deck", TRUE);
  gt_verdict_clear (&v);
}

/* The tutor's words on the brief's example, with the card at fault. */
static void
test_words (void)
{
  GtCardList play = cards ("S9 H9 D9 BJ"), table_cards = cards ("S8 H8 D8 BJ"), hand = cards ("S9 H9 D9 BJ SK HK DK RJ");
  GtReading table;
  GtRuleCtx ctx;
  GtVerdict v;
  char *words;

  gt_rule_ctx_init (&ctx, RS, 2);
  g_assert_true (gt_ruleset_read_table (RS, &ctx, &table_cards, &table));
  gt_verdict_init (&v);
  RS->judge (&ctx, &play, &table.combo, &hand, &v);
  g_assert_false (v.legal);
  g_assert_nonnull (strstr (v.explanation, "Your small joker is matched with their small joker"));
  g_assert_nonnull (strstr (v.explanation, "only a big joker beats a small joker"));
  g_assert_cmpuint (v.n_fault, ==, 1);
  g_assert_cmpuint (play.card[v.fault[0]], ==, GT_CARD_BJ);
  /* And a play from the hand that does beat it. */
  g_assert_true (v.has_suggestion);
  g_assert_cmpuint (v.suggestion.n, ==, 4);
  gt_verdict_clear (&v);

  words = gt_combo_describe (gt_ruleset_baohuang (), &table.combo, GT_COMBO_WORDS_PHRASE);
  g_assert_cmpstr (words, ==, "8-8-8-small joker");
  g_free (words);
  g_assert_cmpstr (gt_combo_kind_id (gt_ruleset_baohuang (), table.combo.type), ==, "kind_jokers");
}

/* ---- The game -------------------------------------------------------------- */

static void
load (GtGame     *g,
      const char *text)
{
  GError *error = NULL;

  if (!gt_game_load_string (g, RS, text, "position", &error))
    g_error ("%s", error->message);
}

static void
act_ok (GtGame         *g,
        const GtAction *a,
        guint          *ev)
{
  GtVerdict v;

  gt_verdict_init (&v);
  if (!gt_game_act (g, RS, a, &v, ev))
    g_error ("refused: %s (%s)", v.explanation, v.rule);
  note (v.rule, TRUE);
  gt_verdict_clear (&v);
}

static void
act_refused (GtGame         *g,
             const GtAction *a,
             const char     *rule)
{
  GtVerdict v;
  GtGame before = *g;

  gt_verdict_init (&v);
  g_assert_false (gt_game_act (g, RS, a, &v, NULL));
  g_assert_cmpstr (v.rule, ==, rule);
  g_assert_nonnull (v.explanation);
  g_assert_true (memcmp (&before, g, sizeof before) == 0);
  note (v.rule, FALSE);
  gt_verdict_clear (&v);
}

static void
play (GtGame     *g,
      guint       seat,
      const char *text,
      guint      *ev)
{
  GtAction a;
  GtCardList list = cards (text);

  gt_action_play (&a, seat, &list);
  act_ok (g, &a, ev);
}

static void
pass (GtGame *g,
      guint   seat,
      guint  *ev)
{
  GtAction a;

  gt_action_pass (&a, seat);
  act_ok (g, &a, ev);
}

static guint
holder (const GtGame *g,
        GtCard        c)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (g->hand[s][c])
      return s;
  return GT_SEAT_NONE;
}

/* The deal: 34/34/34/33/33, the emperor card's holder decides first;
 * passing it on, taking it, the guard hidden; no play before. */
static void
test_deal (void)
{
  GtGame g;
  GRand *rand = g_rand_new_with_seed (7);
  GtAction a;
  guint n34 = 0, n33 = 0, h, next;
  GError *error = NULL;

  gt_game_init (&g, RS, 0);
  g_assert_cmpuint (g.n_seats, ==, 5);
  g_assert_false (gt_game_init_seats (&g, RS, 4, 0));
  note ("bh.players", TRUE);
  gt_game_init (&g, RS, 0);
  g_assert_true (gt_game_deal (&g, rand));
  for (guint s = 0; s < 5; s++)
    {
      n34 += g.count[s] == 34;
      n33 += g.count[s] == 33;
    }
  g_assert_cmpuint (n34, ==, 3);
  g_assert_cmpuint (n33, ==, 2);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  note ("bh.deck", TRUE);

  g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
  h = holder (&g, GT_CARD_RJ_MARKED);
  g_assert_cmpuint (g.turn, ==, h);
  /* No play before the emperor is known. */
  {
    GtCardList one;
    gt_card_list_init (&one);
    for (guint c = 0; c < GT_CARD_KINDS && one.n == 0; c++)
      if (g.hand[h][c])
        gt_card_list_append (&one, (GtCard) c, GT_CARD_NONE);
    gt_action_play (&a, h, &one);
    act_refused (&g, &a, "bh.role.emperor");
  }
  /* Someone else cannot decide for the holder. */
  gt_action_declare (&a, (h + 1) % 5, TAKE, GT_CARD_NONE);
  act_refused (&g, &a, "bh.role.emperor");

  /* bh.role.decline: passed on to the next player, nothing back. */
  next = (h + 1) % 5;
  {
    guint before = g.count[next];
    gt_action_declare (&a, h, PASS, GT_CARD_NONE);
    act_ok (&g, &a, NULL);
    g_assert_cmpuint (g.count[next], ==, before + 1);
    g_assert_cmpuint (g.hand[next][GT_CARD_RJ_MARKED], ==, 1);
    g_assert_cmpuint (g.turn, ==, next);
  }
  /* Round every player and back: the first holder must take it. */
  for (guint i = 1; i < 5; i++)
    {
      gt_action_declare (&a, g.turn, PASS, GT_CARD_NONE);
      act_ok (&g, &a, NULL);
    }
  g_assert_cmpuint (g.turn, ==, h);
  gt_action_declare (&a, h, PASS, GT_CARD_NONE);
  act_refused (&g, &a, "bh.role.decline");
  /* A card passed with it is refused without pass-with-best. */
  gt_action_declare (&a, h, TAKE, GT_CARD_MAKE (9, 0));
  act_refused (&g, &a, "bh.role.emperor");

  if (holder (&g, GT_CARD_BJ_MARKED) != h)
    {
      gt_action_declare (&a, h, SOLO, GT_CARD_NONE);
      act_refused (&g, &a, "bh.role.both");
    }
  gt_action_declare (&a, h, TAKE, GT_CARD_NONE);
  act_ok (&g, &a, NULL);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (g.turn, ==, h);
  {
    guint guard = holder (&g, GT_CARD_BJ_MARKED);
    if (guard != h)
      {
        g_assert_true (gt_game_same_side (&g, h, guard));
        g_assert_cmpuint (g.hidden, ==, 1u << guard);
        note ("bh.role.guard-secret", TRUE);
      }
    for (guint s = 0; s < 5; s++)
      if (s != h && s != guard)
        g_assert_false (gt_game_same_side (&g, h, s));
  }
  /* The emperor leads the first round. */
  gt_action_pass (&a, h);
  act_refused (&g, &a, "bh.turn.pass");
  g_rand_free (rand);
}

/* bh.role.both, bh.role.guard-secret and bh.role.rebel on a position. */
static const char position_both[] =
  "[position]\nphase=declare\n1=RJ* BJ* S9 H9\n2=S10 H10\n3=SJ\n4=SQ\n5=SK\n";

static void
test_roles (void)
{
  GtGame g, copy;
  GtAction a;

  load (&g, position_both);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
  g_assert_cmpuint (g.turn, ==, 0);
  /* Both cards: take it (a secret solo) … */
  copy = g;
  gt_action_declare (&a, 0, TAKE, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  g_assert_cmpuint (copy.hidden, ==, 0);
  for (guint s = 1; s < 5; s++)
    g_assert_false (gt_game_same_side (&copy, 0, s));
  /* … or declare it … */
  copy = g;
  gt_action_declare (&a, 0, SOLO, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  note ("bh.role.both", TRUE);
  /* … or pass it on and be the guard. */
  copy = g;
  gt_action_declare (&a, 0, PASS, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  gt_action_declare (&a, 1, TAKE, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  g_assert_true (gt_game_same_side (&copy, 0, 1));
  g_assert_cmpuint (copy.hidden, ==, 1u << 0);
  /* The emperor (seat 2) leads; the guard plays the guard card later and
   * is revealed. */
  play (&copy, 1, "S10 H10", NULL);
  pass (&copy, 2, NULL);
  pass (&copy, 3, NULL);
  pass (&copy, 4, NULL);
  /* Seat 1 answers 10-10 with the guard card and the big joker. */
  {
    GtAction p;
    GtCardList l = cards ("BJ* RJ");
    GtVerdict v;
    guint ev;
    gt_action_play (&p, 0, &l);
    /* RJ is not held: refused, naming the card. */
    act_refused (&copy, &p, "bh.deck");
    l = cards ("S9 BJ*");
    gt_action_play (&p, 0, &l);
    act_refused (&copy, &p, "bh.follow.each-higher");
    pass (&copy, 0, NULL);
    g_assert_cmpuint (copy.turn, ==, 1);
    g_assert_cmpuint (copy.table.type, ==, GT_COMBO_NONE);
    note ("bh.turn.pass", TRUE);
    l = cards ("RJ*");
    gt_action_play (&p, 1, &l);
    act_ok (&copy, &p, &ev);
    /* Out with the emperor card: 2 is out; the deal goes on. */
    g_assert_true (ev & GT_EVENT_OUT);
    pass (&copy, 2, NULL);
    pass (&copy, 3, NULL);
    pass (&copy, 4, NULL);
    l = cards ("BJ*");
    gt_action_play (&p, 0, &l);
    pass (&copy, 0, NULL);
    gt_verdict_init (&v);
    /* It is seat 3's lead now (the next with cards after 2, who is out). */
    g_assert_cmpuint (copy.turn, ==, 2);
    g_assert_cmpuint (copy.lead_reason, ==, BH_LEAD_OUT);
    g_assert_cmpstr (gt_game_lead_rule (&copy, copy.lead_reason), ==, "bh.turn.out-lead");
    note ("bh.turn.out-lead", TRUE);
    act_refused (&copy, &p, "bh.turn.out-lead");
    gt_verdict_clear (&v);
  }

  /* A rebellion: a commoner on their turn; not the emperor's side. */
  copy = g;
  gt_action_declare (&a, 0, PASS, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  gt_action_declare (&a, 1, TAKE, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  gt_action_declare (&a, 1, REBEL, GT_CARD_NONE);
  act_refused (&copy, &a, "bh.role.rebel");
  play (&copy, 1, "S10", NULL);
  gt_action_declare (&a, 2, REBEL, GT_CARD_NONE);
  act_ok (&copy, &a, NULL);
  gt_action_declare (&a, 2, REBEL, GT_CARD_NONE);
  act_refused (&copy, &a, "bh.role.rebel");
}

/* The variants of the emperor card: pass-with-best and called-guard. */
static void
test_role_variants (void)
{
  GtGame g;
  GtAction a;
  GError *error = NULL;

  /* pass-with-best: the first holder passes the card alone; the next
   * must give their best card with it. */
  g_assert_true (gt_game_load_string (&g, RS,
                 "[position]\nphase=declare\nvariants=pass-with-best\n1=RJ* S9\n2=SA S7\n3=SJ\n4=SQ\n5=SK\n",
                 "position", &error));
  g_assert_no_error (error);
  gt_action_declare (&a, 0, PASS, GT_CARD_NONE);
  act_ok (&g, &a, NULL);
  gt_action_declare (&a, 1, PASS, GT_CARD_NONE);
  act_refused (&g, &a, "bh.role.decline");
  gt_action_declare (&a, 1, PASS, GT_CARD_MAKE (7, GT_SUIT_SPADES));
  act_refused (&g, &a, "bh.role.decline");
  gt_action_declare (&a, 1, PASS, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES));
  act_ok (&g, &a, NULL);
  g_assert_cmpuint (g.hand[2][GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES)], ==, 1);
  g_assert_cmpuint (g.hand[2][GT_CARD_RJ_MARKED], ==, 1);
  g_assert_cmpuint (g.count[1], ==, 1);

  /* called-guard: the emperor shows three identical cards, the holder of
   * the fourth is the guard, hidden until that card is played. */
  g_assert_true (gt_game_load_string (&g, RS,
                 "[position]\nphase=declare\nvariants=called-guard\n1=RJ* S9 S9 S9 H6\n2=SA S7\n3=S9 SJ\n4=SQ\n5=SK\n",
                 "position", &error));
  g_assert_no_error (error);
  gt_action_declare (&a, 0, TAKE, GT_CARD_NONE);
  act_refused (&g, &a, "bh.role.emperor");
  gt_action_declare (&a, 0, TAKE, GT_CARD_MAKE (6, GT_SUIT_HEARTS));
  act_refused (&g, &a, "bh.role.emperor");
  gt_action_declare (&a, 0, TAKE, GT_CARD_MAKE (9, GT_SUIT_SPADES));
  act_ok (&g, &a, NULL);
  g_assert_true (gt_game_same_side (&g, 0, 2));
  g_assert_cmpuint (g.hidden, ==, 1u << 2);
  play (&g, 0, "H6", NULL);
  pass (&g, 1, NULL);
  play (&g, 2, "S9", NULL);
  g_assert_cmpuint (g.hidden, ==, 0);

  /* solo-declare: a solo without the guard card. */
  g_assert_true (gt_game_load_string (&g, RS,
                 "[position]\nphase=declare\nvariants=solo-declare\n1=RJ* S9\n2=BJ* S7\n3=SJ\n4=SQ\n5=SK\n",
                 "position", &error));
  gt_action_declare (&a, 0, SOLO, GT_CARD_NONE);
  act_ok (&g, &a, NULL);
  for (guint s = 1; s < 5; s++)
    g_assert_false (gt_game_same_side (&g, 0, s));
}

/* bh.deal.end, bh.score.places, bh.score.solo. */
static void
test_end_and_scores (void)
{
  GtGame g;
  int scores[GT_SEATS_MAX];
  guint ev = 0;

  /* Emperor 1, guard 3: 1 out, then 3 out: the emperor's side is out. */
  load (&g, "[position]\n1=S9\n2=S6 S7\n3=SQ\n4=S6 S8\n5=S6 S10\nemperor=1\nguard=3\nturn=1\n");
  play (&g, 0, "S9", &ev);
  g_assert_true (ev & GT_EVENT_OUT);
  g_assert_false (ev & GT_EVENT_DEAL_OVER);
  note ("bh.deal.end", FALSE);
  pass (&g, 1, NULL);
  play (&g, 2, "SQ", &ev);
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  note ("bh.deal.end", TRUE);
  g_assert_true (gt_game_deal_scores (&g, scores));
  /* Places 1, 3, then 4, 5, 2 (in play order after the last out): the
   * emperor's side 2 + 1 = 3, the emperor twice; commoners 0 − 1 − 2. */
  g_assert_cmpint (scores[0], ==, 6);
  g_assert_cmpint (scores[2], ==, 3);
  g_assert_cmpint (scores[1], ==, -3);
  g_assert_cmpint (scores[3], ==, -3);
  g_assert_cmpint (scores[4], ==, -3);
  note ("bh.score.places", TRUE);

  /* The same with a rebellion: doubled. */
  load (&g, "[position]\n1=S9\n2=S6 S7\n3=SQ\n4=S6 S8\n5=S6 S10\nemperor=1\nguard=3\nrebellion=yes\nturn=1\n");
  play (&g, 0, "S9", NULL);
  pass (&g, 1, NULL);
  play (&g, 2, "SQ", NULL);
  gt_game_deal_scores (&g, scores);
  g_assert_cmpint (scores[0], ==, 12);
  g_assert_cmpint (scores[1], ==, -6);
  note ("bh.role.rebel", TRUE);

  /* A declared solo, the emperor first out: +12 × 2, each −3 × 2. */
  load (&g, "[position]\n1=S9\n2=S6 S7\n3=S6 SQ\n4=S6 S8\n5=S6 S10\nemperor=1\nguard=-\nsolo=declared\nturn=1\n");
  play (&g, 0, "S9", &ev);
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  gt_game_deal_scores (&g, scores);
  g_assert_cmpint (scores[0], ==, 24);
  for (guint s = 1; s < 5; s++)
    g_assert_cmpint (scores[s], ==, -6);
  note ("bh.score.solo", TRUE);
  /* A hidden solo, two commoners out first: −12, +3 each. */
  load (&g, "[position]\n1=S9 S10\n2=S7\n3=S8\n4=S6 S8\n5=S6 S10\nemperor=1\nguard=-\nturn=2\n");
  play (&g, 1, "S7", &ev);
  g_assert_false (ev & GT_EVENT_DEAL_OVER);
  play (&g, 2, "S8", &ev);
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  gt_game_deal_scores (&g, scores);
  g_assert_cmpint (scores[0], ==, -12);
  g_assert_cmpint (scores[3], ==, 3);
  note ("bh.score.solo", FALSE);
  note ("bh.score.places", FALSE);
}

/* Tribute from the second deal, and whole self-played deals. */
static void
test_selfplay (void)
{
  guint solos = 0, rebellions = 0, passed_on = 0;

  const char *const variant_sets[] = {
    NULL, "sixes-last", "with-low-cards", "called-guard", "pass-with-best", "open-tribute",
    "emperor-top", "three-twos", "solo-declare",
  };

  for (guint k = 0; k < G_N_ELEMENTS (variant_sets); k++)
    {
      GtSelfplay *sp = gt_selfplay_new (RS, 11 + k, variants_of (variant_sets[k]));
      GtSelfplayStats stats = { 0 };
      GError *error = NULL;
      guint tributes = 0;

      gt_selfplay_set_checked (sp, TRUE);
      for (guint i = 0; i < 60; i++)
        {
          const GtGame *g;
          int scores[GT_SEATS_MAX], sum = 0;
          guint before[GT_SEATS_MAX], tribute_seen = 0;

          if (!gt_selfplay_game (sp, &stats, &error))
            g_error ("%s: %s", variant_sets[k] ? variant_sets[k] : "plain", error->message);
          g = gt_selfplay_last (sp);
          if (gt_game_deal_scores (g, scores))
            for (guint s = 0; s < 5; s++)
              sum += scores[s];
          g_assert_cmpint (sum, ==, 0);
          (void) before;
          tribute_seen = g->own[11];
          tributes += tribute_seen;
          /* GtGame.own as bh-private.h lays it out: flags at 4 (solo 1,
           * rebellion 4), the emperor card's passes at 6. */
          solos += (g->own[4] & 1) != 0;
          rebellions += (g->own[4] & 4) != 0;
          passed_on += g->own[6] > 0;
        }
      /* Tribute changed hands in later deals. */
      g_assert_cmpuint (tributes, >, 0);
      g_assert_cmpuint (stats.deals, ==, 60);
      gt_selfplay_free (sp);
    }
  /* Every path of the declarations was played. */
  g_assert_cmpuint (solos, >, 0);
  g_assert_cmpuint (rebellions, >, 0);
  g_assert_cmpuint (passed_on, >, 0);
  note ("bh.tribute", TRUE);
}

/* The tribute itself: after a deal the commoners won, each commoner takes
 * a card; the emperor gave two. */
static void
test_tribute (void)
{
  GtGame g;
  GRand *rand = g_rand_new_with_seed (3);
  GtSelfplay *sp = gt_selfplay_new (RS, 5, 0);
  GtSelfplayStats stats = { 0 };
  GError *error = NULL;
  guint checked = 0;

  for (guint i = 0; i < 40 && checked < 3; i++)
    {
      int scores[GT_SEATS_MAX];
      guint e;

      g_assert_true (gt_selfplay_game (sp, &stats, &error));
      g = *gt_selfplay_last (sp);
      if (!gt_game_deal_scores (&g, scores) || g.own[7] >= 5)
        continue;
      e = g.own[7];
      if (scores[e] == 0 || (g.own[4] & (1u << 4)))
        continue;
      /* Deal again: the losers give their best non-jokers. */
      g_assert_true (gt_game_deal (&g, rand));
      g_assert_cmpuint (g.own[11], ==, 3);
      {
        guint sum = 0;
        for (guint s = 0; s < 5; s++)
          sum += g.count[s];
        g_assert_cmpuint (sum, ==, 168);
      }
      /* The last emperor holds 36 or 35 (took two) or 31/32 (gave two). */
      g_assert_true (scores[e] > 0 ? g.count[e] >= 35 : g.count[e] <= 32);
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
  note ("bh.tribute", TRUE);

  /* The tribute questions: the strongest card that is not a joker. */
  {
    GtCardList h = cards ("S9 H2 C2 BJ RJ*");
    guint8 counts[GT_CARD_KINDS];
    gboolean eligible[GT_CARD_KINDS];
    GtVerdict v;

    gt_card_list_count (&h, counts);
    g_assert_cmpuint (gt_tribute_eligible (RS, counts, 2, eligible), ==, 2);
    g_assert_true (eligible[GT_CARD_MAKE (2, GT_SUIT_HEARTS)]);
    g_assert_false (eligible[GT_CARD_BJ]);
    g_assert_false (gt_tribute_resists (RS, counts));
    gt_verdict_init (&v);
    g_assert_true (gt_tribute_check_card (RS, counts, 2, GT_CARD_MAKE (2, GT_SUIT_CLUBS), &v));
    gt_verdict_clear (&v);
    g_assert_false (gt_tribute_check_card (RS, counts, 2, GT_CARD_MAKE (9, GT_SUIT_SPADES), &v));
    g_assert_cmpstr (v.rule, ==, "bh.tribute");
    note (v.rule, FALSE);
    gt_verdict_clear (&v);
    g_assert_false (gt_tribute_check_card (RS, counts, 2, GT_CARD_BJ, &v));
    gt_verdict_clear (&v);
  }
  /* One payer's tribute staged (a lesson's Do=tribute): refused off the
   * strongest non-joker, by another seat or with a card not held; the 2
   * goes face down to the taker, and the emperor card's holder decides. */
  {
    GtAction a;
    GError *err = NULL;

    load (&g, "[position]\nphase=tribute\ntribute=1:3\n1=BJ H2 SA DK\n2=S8\n3=H9\n4=RJ* D7\n5=S6\n");
    g_assert_cmpuint (g.turn, ==, 0);
    {
      g_autofree char *saved = gt_game_save_string (&g, RS, "position");
      GtGame again;

      g_assert_nonnull (strstr (saved, "tribute=1:3"));
      load (&again, saved);
      g_assert_cmpuint (again.turn, ==, 0);
    }
    gt_action_card (&a, GT_ACTION_TRIBUTE, 0, GT_CARD_BJ);
    act_refused (&g, &a, "bh.tribute");
    gt_action_card (&a, GT_ACTION_TRIBUTE, 0, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES));
    act_refused (&g, &a, "bh.tribute");
    gt_action_card (&a, GT_ACTION_TRIBUTE, 0, GT_CARD_MAKE (2, GT_SUIT_CLUBS));
    act_refused (&g, &a, "bh.deck");
    gt_action_card (&a, GT_ACTION_TRIBUTE, 1, GT_CARD_MAKE (8, GT_SUIT_SPADES));
    act_refused (&g, &a, "bh.tribute");
    gt_action_card (&a, GT_ACTION_TRIBUTE, 0, GT_CARD_MAKE (2, GT_SUIT_HEARTS));
    act_ok (&g, &a, NULL);
    g_assert_cmpuint (g.count[0], ==, 3);
    g_assert_cmpuint (g.hand[2][GT_CARD_MAKE (2, GT_SUIT_HEARTS)], ==, 1);
    g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
    g_assert_cmpuint (g.turn, ==, 3);
    /* The deal's own tribute is paid at the deal: no card to give now. */
    gt_action_card (&a, GT_ACTION_TRIBUTE, 3, GT_CARD_MAKE (7, GT_SUIT_DIAMONDS));
    act_refused (&g, &a, "bh.tribute");

    /* Staged with who pays whom, and someone holding the emperor card. */
    g_assert_false (gt_game_load_string (&g, RS, "[position]\nphase=tribute\n1=H2\n4=RJ*\n", "position", &err));
    g_assert_nonnull (strstr (err->message, "key 'tribute'"));
    g_clear_error (&err);
    g_assert_false (gt_game_load_string (&g, RS, "[position]\nphase=tribute\ntribute=1:1\n1=H2\n4=RJ*\n", "position", &err));
    g_assert_nonnull (strstr (err->message, "PAYER:TAKER"));
    g_clear_error (&err);
    g_assert_false (gt_game_load_string (&g, RS, "[position]\nphase=tribute\ntribute=1:3\n1=H2\n3=S6\n", "position", &err));
    g_assert_nonnull (strstr (err->message, "RJ*"));
    g_clear_error (&err);
  }
  gt_selfplay_free (sp);
  g_rand_free (rand);
}

/* ---- Moves ----------------------------------------------------------------- */

typedef struct {
  GtCardSet cards;
  GtCombo combo;
} Key;

static gint
key_cmp (gconstpointer a,
         gconstpointer b)
{
  return memcmp (a, b, sizeof (Key));
}

static void
sorted_keys (const GtMove *m,
             guint         n,
             Key          *out)
{
  for (guint i = 0; i < n; i++)
    {
      memset (&out[i], 0, sizeof out[i]);
      out[i].cards = m[i].cards;
      out[i].combo = m[i].combo;
    }
  qsort (out, n, sizeof *out, (int (*) (const void *, const void *)) key_cmp);
}

/* The fast generator against the generic one (every selection, readings
 * and beats), on random hands of up to 11 cards and random tables. */
static void
test_moves_differential (void)
{
  GRand *rand = g_rand_new_with_seed (99);
  static GtMove fast[8192], slow[8192];
  static Key kf[8192], ks[8192];
  const char *const vsets[] = { NULL, "emperor-top", "three-twos", "with-low-cards" };

  for (guint round = 0; round < 400; round++)
    {
      guint32 vars = variants_of (vsets[round % G_N_ELEMENTS (vsets)]);
      guint8 copies[GT_CARD_KINDS], counts[GT_CARD_KINDS] = { 0 };
      GtCard deck[GT_DECK_MAX];
      guint n = 0, size = 4 + (guint) g_rand_int_range (rand, 0, 8), nf, ns;
      GtCardSet hand;
      GtRuleCtx ctx;
      GtCombo table, *tp = NULL;

      gt_ruleset_deck (RS, vars, copies);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint k = 0; k < copies[c]; k++)
          deck[n++] = (GtCard) c;
      /* Hands drawn from few ranks, so that they hold plays of many cards. */
      for (guint i = 0; i < size; i++)
        {
          GtCard c = deck[g_rand_int_range (rand, 0, (gint32) n)];
          if (g_rand_boolean (rand) && c < GT_CARD_BJ)
            c = (GtCard) (GT_CARD_MAKE (9, 0) + (c & 7));
          if (counts[c] < copies[c])
            counts[c]++;
        }
      gt_card_set_from_counts (&hand, counts);
      gt_rule_ctx_init (&ctx, RS, 2);
      ctx.variants = vars;
      if (round % 2 == 1)
        {
          /* A table from the generic leads of a random small hand. */
          guint8 tc[GT_CARD_KINDS] = { 0 };
          GtCardSet th;
          guint tn;
          for (guint i = 0; i < 5; i++)
            {
              GtCard c = deck[g_rand_int_range (rand, 0, (gint32) n)];
              if (tc[c] < copies[c])
                tc[c]++;
            }
          gt_card_set_from_counts (&th, tc);
          tn = gt_moves_generate_generic (&ctx, &th, NULL, slow, G_N_ELEMENTS (slow));
          if (tn > 0)
            {
              table = slow[g_rand_int_range (rand, 0, (gint32) tn)].combo;
              tp = &table;
            }
        }
      nf = RS->generate_moves (&ctx, &hand, tp, GT_MOVES_ALL, fast, G_N_ELEMENTS (fast));
      ns = gt_moves_generate_generic (&ctx, &hand, tp, slow, G_N_ELEMENTS (slow));
      g_assert_cmpuint (nf, <, G_N_ELEMENTS (fast));
      g_assert_cmpuint (nf, ==, ns);
      sorted_keys (fast, nf, kf);
      sorted_keys (slow, ns, ks);
      g_assert_true (memcmp (kf, ks, nf * sizeof (Key)) == 0);
      /* By rank: one play per pattern, each among the full list's. */
      {
        guint nr = RS->generate_moves (&ctx, &hand, tp, GT_MOVES_BY_RANK, fast, G_N_ELEMENTS (fast));
        g_assert_cmpuint (nr, <=, nf);
        for (guint i = 0; i < nr; i++)
          {
            Key k;
            memset (&k, 0, sizeof k);
            k.cards = fast[i].cards;
            k.combo = fast[i].combo;
            g_assert_nonnull (bsearch (&k, ks, ns, sizeof (Key), (int (*) (const void *, const void *)) key_cmp));
          }
      }
    }
  g_rand_free (rand);
}

/* An independent reference, from the rules file alone: every sub-multiset
 * of the hand; a play when its natural cards are of one rank
 * (bh.combo.lead); on a table, kept when it has as many cards and, both
 * laid out by strength, each card is stronger (bh.follow.each-higher).
 * Written without the ruleset's combos: a table is given as its cards. */
static guint
ref_strength (GtCard c,
              gboolean emperor_top)
{
  guint r;

  if (c == GT_CARD_RJ_MARKED && emperor_top)
    return 18;
  c = gt_card_unmarked (c);
  if (c == GT_CARD_BJ)
    return 16;
  if (c == GT_CARD_RJ)
    return 17;
  r = gt_card_rank (c);
  return r == 2 ? 15 : r;
}

static void
ref_sorted (const guint8 counts[GT_CARD_KINDS],
            gboolean     emperor_top,
            guint       *out,
            guint       *n)
{
  *n = 0;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < counts[c]; k++)
      out[(*n)++] = ref_strength ((GtCard) c, emperor_top);
  for (guint i = 1; i < *n; i++)
    for (guint j = i; j > 0 && out[j - 1] > out[j]; j--)
      {
        guint t = out[j];
        out[j] = out[j - 1];
        out[j - 1] = t;
      }
}

static gboolean
ref_is_play (const guint8 counts[GT_CARD_KINDS])
{
  guint rank = 0, n = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (counts[c] == 0)
        continue;
      n += counts[c];
      if (gt_card_is_joker ((GtCard) c))
        continue;
      if (rank != 0 && gt_card_rank ((GtCard) c) != rank)
        return FALSE;
      rank = gt_card_rank ((GtCard) c);
    }
  return n > 0;
}

typedef struct {
  const guint8 *have;
  const guint8 *table;   /* NULL: a lead */
  gboolean emperor_top;
  guint8 pick[GT_CARD_KINDS];
  GPtrArray *out;        /* of GBytes: the counts of each play */
} Ref;

static void
ref_walk (Ref  *r,
          guint c)
{
  if (c == GT_CARD_KINDS)
    {
      guint p[64], t[64], np, nt;
      gboolean ok = ref_is_play (r->pick);

      if (ok && r->table != NULL)
        {
          ref_sorted (r->pick, r->emperor_top, p, &np);
          ref_sorted (r->table, r->emperor_top, t, &nt);
          ok = np == nt;
          for (guint i = 0; ok && i < np; i++)
            ok = p[i] > t[i];
        }
      if (ok)
        g_ptr_array_add (r->out, g_bytes_new (r->pick, GT_CARD_KINDS));
      return;
    }
  for (guint k = 0; k <= r->have[c]; k++)
    {
      r->pick[c] = (guint8) k;
      ref_walk (r, c + 1);
    }
  r->pick[c] = 0;
}

static gint
bytes_cmp (gconstpointer a,
           gconstpointer b)
{
  return g_bytes_compare (*(GBytes *const *) a, *(GBytes *const *) b);
}

/* The fast generator against the reference on random hands and tables. */
static void
test_moves_reference (void)
{
  GRand *rand = g_rand_new_with_seed (2026);
  static GtMove moves[8192];

  for (guint round = 0; round < 300; round++)
    {
      gboolean top = round % 3 == 2;
      guint8 copies[GT_CARD_KINDS], have[GT_CARD_KINDS] = { 0 }, table[GT_CARD_KINDS] = { 0 };
      guint size = 3 + (guint) g_rand_int_range (rand, 0, 7), n;
      Ref r = { have, NULL, top, { 0 }, g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref) };
      GPtrArray *fast = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
      GtCardSet hand;
      GtRuleCtx ctx;
      GtCombo tc;
      GtReading reading;
      GtCardList tl;

      gt_ruleset_deck (RS, 0, copies);
      /* Few ranks, so that plays of several cards and jokers come up. */
      for (guint i = 0; i < size; i++)
        {
          guint x = (guint) g_rand_int_range (rand, 0, 10);
          GtCard c = x < 2 ? (GtCard) (GT_CARD_BJ + (guint) g_rand_int_range (rand, 0, 4))
                           : GT_CARD_MAKE (8 + (guint) g_rand_int_range (rand, 0, 3), (guint) g_rand_int_range (rand, 0, 4));
          if (have[c] < copies[c])
            have[c]++;
        }
      gt_rule_ctx_init (&ctx, RS, 2);
      if (top)
        ctx.variants = variant ("emperor-top");
      if (round % 2 == 1)
        {
          /* A table of one rank (7 to 9) and perhaps a joker. */
          guint k = 1 + (guint) g_rand_int_range (rand, 0, 3), rank = 7 + (guint) g_rand_int_range (rand, 0, 3);
          table[GT_CARD_MAKE (rank, 0)] = (guint8) k;
          if (g_rand_boolean (rand))
            table[g_rand_boolean (rand) ? GT_CARD_BJ : GT_CARD_RJ]++;
          gt_card_list_init (&tl);
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            for (guint j = 0; j < table[c]; j++)
              gt_card_list_append (&tl, (GtCard) c, GT_CARD_NONE);
          g_assert_true (gt_ruleset_read_table (RS, &ctx, &tl, &reading));
          tc = reading.combo;
          r.table = table;
        }
      ref_walk (&r, 0);
      gt_card_set_from_counts (&hand, have);
      n = RS->generate_moves (&ctx, &hand, r.table ? &tc : NULL, GT_MOVES_ALL, moves, G_N_ELEMENTS (moves));
      for (guint i = 0; i < n; i++)
        {
          guint8 counts[GT_CARD_KINDS];
          gt_card_set_to_counts (&moves[i].cards, counts);
          g_ptr_array_add (fast, g_bytes_new (counts, GT_CARD_KINDS));
        }
      g_ptr_array_sort (fast, bytes_cmp);
      g_ptr_array_sort (r.out, bytes_cmp);
      if (fast->len != r.out->len)
        g_error ("round %u: the generator makes %u plays, the reference %u", round, fast->len, r.out->len);
      for (guint i = 0; i < fast->len; i++)
        g_assert_true (g_bytes_equal (fast->pdata[i], r.out->pdata[i]));
      g_ptr_array_unref (fast);
      g_ptr_array_unref (r.out);
    }
  g_rand_free (rand);
}

/* sixes-last in the move list: 6s only as the whole hand, leading. */
static void
test_moves_sixes (void)
{
  GtMove m[256];
  guint8 counts[GT_CARD_KINDS];
  GtCardList hand = cards ("S6 H6 S9 BJ");
  GtRuleCtx ctx;
  guint n;

  gt_rule_ctx_init (&ctx, RS, 2);
  ctx.variants = variant ("sixes-last");
  gt_card_list_count (&hand, counts);
  n = gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, m, 256);
  for (guint i = 0; i < n; i++)
    g_assert_false (m[i].combo.rank == 6 && m[i].combo.type != BH_COMBO_JOKERS);
  hand = cards ("S6 H6");
  gt_card_list_count (&hand, counts);
  n = gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, m, 256);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (m[0].n, ==, 2);
}

/* ---- The solver --------------------------------------------------------------- */

static void
test_solver (void)
{
  GtGame g;
  GtSolver *solver = gt_solver_new ();
  GtGoal goal = { GT_GOAL_FIRST_OUT, 0 };
  GtSolveResult r;
  char *text = NULL;

  load (&g, "[position]\n1=S9 H9 D9 RJ SK\n2=S10 H10 D10 BJ CA\n3=C6 C6\nemperor=1\nguard=3\nturn=1\n");
  g_assert_true (gt_goal_allowed (RS, &goal));
  g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
  g_assert_true (r.solvable);
  gt_solve_result_clear (&r);
  g_assert_true (gt_game_same_side (&g, 0, 2));
  g_assert_true (gt_solver_hint (solver, &g, &goal, GT_HINT_IDEA, NULL, &text, NULL));
  g_assert_nonnull (text);
  g_free (text);
  g_assert_true (gt_solver_hint (solver, &g, &goal, GT_HINT_TYPE, NULL, &text, NULL));
  g_assert_nonnull (text);
  g_free (text);
  {
    GtMove m;
    g_assert_true (gt_solver_hint (solver, &g, &goal, GT_HINT_PLAY, NULL, &text, &m));
    g_free (text);
    g_assert_cmpuint (m.n, >, 0);
  }
  /* Without the big joker the commoner's 10s win. */
  load (&g, "[position]\n1=S9 H9 D9 SK\n2=S10 H10 D10 BJ CA\n3=C6 C6\nemperor=1\nguard=3\nturn=1\n");
  g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
  g_assert_false (r.solvable);
  gt_solve_result_clear (&r);
  /* Two seats: the commoner's pair of Aces waits for the emperor's pair. */
  load (&g, "[position]\n1=S9 H9 SK\n2=SA HA S7\nemperor=1\nguard=-\nturn=1\n");
  g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
  g_assert_false (r.solvable);
  gt_solve_result_clear (&r);
  load (&g, "[position]\n1=S9 H9 RJ\n2=SA HA S7\nemperor=2\nguard=-\nturn=1\n");
  g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
  g_assert_true (r.solvable);
  gt_solve_result_clear (&r);
  /* Five seats, the guard hidden (the solver, double dummy, knows). */
  load (&g, "[position]\n1=S9 H9 D9 RJ SK\n2=S10 H10 D10 BJ CA\n3=C6 C7\n4=SJ HJ\n5=D6 BJ*\nemperor=1\nguard=5\nturn=1\n");
  g_assert_cmpuint (g.hidden, ==, 1u << 4);
  g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
  g_assert_true (r.solvable);
  gt_solve_result_clear (&r);
  goal.kind = GT_GOAL_TEAM_FIRST;
  g_assert_false (gt_goal_allowed (RS, &goal));
  gt_solver_free (solver);
}

/* Positions with roles read back as written. */
static void
test_position (void)
{
  GtGame g, back;
  char *text, *again;
  GError *error = NULL;

  load (&g, "[position]\n1=S9 H9 BJ*\n2=S10\n3=C6 C6\nemperor=2\nguard=1\nrebellion=yes\nturn=1\n");
  g_assert_cmpuint (g.hidden, ==, 1u << 0);
  text = gt_game_save_string (&g, RS, "position");
  g_assert_nonnull (strstr (text, "emperor=2"));
  g_assert_nonnull (strstr (text, "guard=1"));
  load (&back, text);
  again = gt_game_save_string (&back, RS, "position");
  g_assert_cmpstr (text, ==, again);
  g_free (text);
  g_free (again);
  g_assert_false (gt_game_load_string (&g, RS, "[position]\n1=S9\n2=S10\nemperor=7\nturn=1\n", "position", &error));
  g_assert_nonnull (strstr (error->message, "emperor"));
  g_clear_error (&error);
  g_assert_false (gt_game_load_string (&g, RS, "[position]\n1=S9\n2=S10\nemperor=1\nguard=1\nturn=1\n", "position", &error));
  g_clear_error (&error);
}

/* ---- Every rule has its cases -------------------------------------------------- */

static void
test_coverage (void)
{
  /* Rules that cannot be broken by a player: only kept. */
  static const char *const keep_only[] = {
    "bh.players", "bh.order", "bh.tribute", "bh.role.guard-secret",
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rules", "baohuang.md", NULL);
  g_autofree char *text = NULL;
  GRegex *re = g_regex_new ("`(bh\\.[a-z0-9.-]+)`", 0, 0, NULL);
  GMatchInfo *m = NULL;
  guint n_ids = 0;

  /* bh.order is exercised by the cases' 2-over-A (each-higher) verdicts. */
  note ("bh.order", TRUE);
  note ("bh.marked", TRUE);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_regex_match (re, text, 0, &m);
  while (g_match_info_matches (m))
    {
      g_autofree char *id = g_match_info_fetch (m, 1);
      gboolean keep = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (keep_only); i++)
        keep = keep || g_str_equal (keep_only[i], id);
      if (!g_hash_table_contains (seen_legal, id) || (!keep && !g_hash_table_contains (seen_illegal, id)))
        g_error ("rule %s has no legal%s verdict in the tests", id, keep ? "" : " and illegal");
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
  seen_legal = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  seen_illegal = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/baohuang/cases", test_cases);
  g_test_add_func ("/baohuang/deck", test_deck);
  g_test_add_func ("/baohuang/words", test_words);
  g_test_add_func ("/baohuang/deal", test_deal);
  g_test_add_func ("/baohuang/roles", test_roles);
  g_test_add_func ("/baohuang/role-variants", test_role_variants);
  g_test_add_func ("/baohuang/end-and-scores", test_end_and_scores);
  g_test_add_func ("/baohuang/tribute", test_tribute);
  g_test_add_func ("/baohuang/selfplay", test_selfplay);
  g_test_add_func ("/baohuang/moves-differential", test_moves_differential);
  g_test_add_func ("/baohuang/moves-reference", test_moves_reference);
  g_test_add_func ("/baohuang/moves-sixes", test_moves_sixes);
  g_test_add_func ("/baohuang/solver", test_solver);
  g_test_add_func ("/baohuang/position", test_position);
  g_test_add_func ("/baohuang/coverage", test_coverage);
  return g_test_run ();
}
