/* test-dabaifen.c — Da Bai Fen: every rule, legal and illegal, the trick's
 * winner, drawing and declaring, the kitty, redeals, whole scripted deals
 * to their result, rank-up and the end of a game, and self-play
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule id of data/rules/dabaifen.md is exercised by at least one
 * legal case and, where a rule can be broken, one illegal case; the test
 * reads the rules file and fails when an id is added there without a case
 * here.  The game's own header is included for its draw and its bytes of
 * the position (GtGame.own): this is the game's own unit test.
 */
#include <string.h>

#include "gt-game.h"
#include "gt-selfplay.h"
#include "dabaifen/dbf-private.h"

static const GtRuleset *
rs (void)
{
  return gt_ruleset_dabaifen ();
}

static GtCardList
cards (const char *text)
{
  GtCardList list;
  GError *error = NULL;

  g_assert_true (gt_card_list_parse (text, rs ()->copies, &list, &error));
  g_assert_no_error (error);
  return list;
}

static GtCard
card (const char *text)
{
  GtCardList l = cards (text);
  g_assert_cmpuint (l.n, ==, 1);
  return l.card[0];
}

static void
ctx_at (GtRuleCtx *ctx,
        guint      level,
        guint      trump)
{
  gt_rule_ctx_init (ctx, rs (), level);
  ctx->trump_suit = (guint8) trump;
}

/* ---- Cards into a trick ------------------------------------------------------ */

typedef struct {
  const char *rule;     /* the rule the verdict cites */
  gboolean legal;
  guint level;
  guint trump;
  const char *play;
  const char *hand;     /* NULL: not given */
  const char *lead;     /* NULL: the player leads */
  const char *played;
  const char *others;
  const char *words;    /* a piece of the explanation, or NULL */
  const char *covers;   /* the rule the case is for, when not the cited one */
} Case;

#define H GT_SUIT_HEARTS
#define S GT_SUIT_SPADES
#define D GT_SUIT_DIAMONDS
#define C GT_SUIT_CLUBS

static const Case cases[] = {
  /* dbf.lead.single */
  { "dbf.lead.single", TRUE, 5, H, "S3", "S3 SK H9", NULL, NULL, NULL, "any single card", NULL },
  { "dbf.lead.single", TRUE, 5, H, "C5", "C5 SK", NULL, NULL, NULL, "with a trump", NULL },
  { "dbf.lead.single", FALSE, 5, H, "", "S3 SK", NULL, NULL, NULL, "no cards", NULL },
  /* dbf.lead.top: one suit, every card top */
  { "dbf.lead.top", TRUE, 5, H, "SA SK", "SA SK S3", NULL, NULL, "SQ HA D3", "top card of spades", NULL },
  { "dbf.lead.top", TRUE, 5, H, "RJ BJ", "RJ BJ S3", NULL, NULL, "H5 C5", "top card of trumps", NULL },
  /* the trump-rank cards are one suit with the jokers and hearts */
  { "dbf.lead.top", TRUE, 5, H, "RJ BJ H5", "RJ BJ H5", NULL, NULL, "C5 HA", "trumps", "dbf.trump.what" },
  { "dbf.lead.top", FALSE, 5, H, "SA HA", "SA HA", NULL, NULL, NULL, "not of one suit", NULL },
  /* the ♠5 is a trump at level 5, not a spade */
  { "dbf.lead.top", FALSE, 5, H, "SA S5", "SA S5", NULL, NULL, NULL, "not of one suit", "dbf.trump.what" },
  /* dbf.lead.revoke: another hand holds the ♠K */
  { "dbf.lead.revoke", FALSE, 5, H, "SA SQ", "SA SQ S3", NULL, NULL, "SK D3", "is a revoke", NULL },
  /* … but in play the leader cannot see it: the lead stands */
  { "dbf.lead.revoke", TRUE, 5, H, "SA SQ", "SA SQ S3", NULL, NULL, NULL, "it stands", NULL },
  /* of equal trump-rank cards none beats another: ♣5 ♦5 are top when
   * only the ♠5 is out (dbf.equal), but not when the ♥5 is */
  { "dbf.lead.top", TRUE, 5, H, "C5 D5", "C5 D5", NULL, NULL, "S5 HA", "top card", "dbf.equal" },
  { "dbf.lead.revoke", FALSE, 5, H, "C5 D5", "C5 D5", NULL, NULL, "H5 S5", "♥5", "dbf.trump.order" },
  /* the plain order skips the trump rank: at level K the ♠Q is the top
   * spade under the Ace */
  { "dbf.lead.top", TRUE, GT_RANK_K, H, "SA SQ", "SA SQ", NULL, NULL, "SK SJ", "top card", "dbf.plain.order" },
  { "dbf.lead.revoke", FALSE, GT_RANK_K, H, "SA SJ", "SA SJ", NULL, NULL, "SQ SK", "♠Q", "dbf.plain.order" },
  /* dbf.follow.suit */
  { "dbf.follow.suit", FALSE, 5, H, "H9", "S3 SK H9", "SA", NULL, NULL,
    "You still hold a spade: spades were led, so you must follow with one.", NULL },
  { "dbf.follow.suit", TRUE, 5, H, "S3", "S3 SK H9", "SA", NULL, NULL, "follow spades", NULL },
  { "dbf.follow.suit", TRUE, 5, H, "H9", "C4 H9", "SA", NULL, NULL, "is a trump", NULL },
  { "dbf.follow.suit", TRUE, 5, H, "C4", "C4 H9", "SA", NULL, NULL, "discard", NULL },
  /* trumps led: the ♣5 is a trump and must follow */
  { "dbf.follow.suit", FALSE, 5, H, "S3", "S3 C5", "H3", NULL, NULL, "trumps were led", "dbf.trump.what" },
  { "dbf.follow.suit", TRUE, 5, H, "C5", "S3 C5", "H3", NULL, NULL, NULL, "dbf.trump.what" },
  /* the ♠5 is no spade at level 5: a hand with it is void in spades */
  { "dbf.follow.suit", TRUE, 5, D, "C3", "S5 C3", "SA", NULL, NULL, NULL, "dbf.plain.order" },
  { "dbf.follow.suit", FALSE, 5, D, "C3", "S6 S5 C3", "SA", NULL, NULL, NULL, "dbf.plain.order" },
  { "dbf.follow.suit", FALSE, 5, H, "S3 SK", "S3 SK", "SA", NULL, NULL, "one card", NULL },
  { "dbf.follow.suit", TRUE, 5, H, "S3", "S3 SK", "SA", "S4 S6", NULL, NULL, NULL },
  /* dbf.follow.multi */
  { "dbf.follow.multi", TRUE, 5, H, "SQ S3", "SQ S3 H4", "SA SK", NULL, NULL, "as the lead asks", NULL },
  { "dbf.follow.multi", FALSE, 5, H, "SQ H4", "SQ S3 H4", "SA SK", NULL, NULL, "every card you play must be of spades", NULL },
  { "dbf.follow.multi", TRUE, 5, H, "S3 C6", "S3 H4 C6", "SA SK", NULL, NULL, "fill up", NULL },
  { "dbf.follow.multi", FALSE, 5, H, "H4 C6", "S3 H4 C6", "SA SK", NULL, NULL, "you must play it", NULL },
  { "dbf.follow.multi", FALSE, 5, H, "SQ", "SQ S3 H4", "SA SK", NULL, NULL, "exactly 2 cards", NULL },
  { "dbf.follow.multi", TRUE, 5, H, "H4 H6", "H4 H6 C6", "SA SK", "S3 S4", NULL, "takes the trick so far", NULL },
  /* not a card of the hand */
  { "dbf.deck", FALSE, 5, H, "SA", "S3", NULL, NULL, NULL, "don’t hold", NULL },
  /* nothing is wild: a declaration is refused, in the play or the lead
   * (it was "legal", issue 27); a card declared as itself is the card */
  { "dbf.deck", FALSE, 5, S, "H2=S3", NULL, NULL, NULL, NULL, "Nothing is wild in Da Bai Fen: the ♥2 can only be itself.", NULL },
  { "dbf.deck", FALSE, 5, S, "H2=S3", "H2 S4", NULL, NULL, NULL, "Nothing is wild", NULL },
  { "dbf.deck", FALSE, 5, S, "S4", "S4 H2", "H2=S3", NULL, NULL, "Nothing is wild", NULL },
  { "dbf.lead.single", TRUE, 5, S, "H2=H2", NULL, NULL, NULL, NULL, NULL, NULL },
};

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *k = &cases[i];
      GtCardList play = cards (k->play), hand, lead, played, others;
      GtTrickQuestion q = { .play = &play };
      GtRuleCtx ctx;
      GtVerdict v;

      ctx_at (&ctx, k->level, k->trump);
      if (k->hand)
        hand = cards (k->hand), q.hand = &hand;
      if (k->lead)
        lead = cards (k->lead), q.lead = &lead;
      if (k->played)
        played = cards (k->played), q.played = &played;
      if (k->others)
        others = cards (k->others), q.others = &others;
      gt_verdict_init (&v);
      dbf_trick_rules.judge (&ctx, &q, &v);
      if (v.legal != k->legal || g_strcmp0 (v.rule, k->rule) != 0 ||
          (k->words && strstr (v.explanation, k->words) == NULL))
        g_error ("case %u (%s %s): %s %s: %s", i, k->play, k->covers ? k->covers : k->rule,
                 v.legal ? "legal" : "illegal", v.rule, v.explanation);
      /* Words in the tutor's voice: a sentence, no rule id. */
      g_assert_nonnull (v.explanation);
      g_assert_null (strstr (v.explanation, "dbf."));
      gt_verdict_clear (&v);
    }
}

/* ---- Who takes a trick --------------------------------------------------------- */

/* A trick with a declared card in it is no trick: refused with the deck's
 * rule, in the game's words. */
static void
test_trick_no_wild (void)
{
  GtCardList plays[4] = { cards ("H2=S3"), cards ("S4"), cards ("S5"), cards ("S6") };
  const char *rule = NULL;
  GtRuleCtx ctx;
  GtVerdict v;

  ctx_at (&ctx, 5, S);
  gt_verdict_init (&v);
  g_assert_cmpuint (dbf_trick_rules.winner (&ctx, plays, 4, &rule, &v), ==, G_MAXUINT);
  g_assert_false (v.legal);
  g_assert_cmpstr (v.rule, ==, "dbf.deck");
  g_assert_nonnull (strstr (v.explanation, "Nothing is wild in Da Bai Fen"));
  gt_verdict_clear (&v);
  plays[0] = cards ("S3");
  plays[2] = cards ("C5=S5");
  g_assert_cmpuint (dbf_trick_rules.winner (&ctx, plays, 4, &rule, NULL), ==, G_MAXUINT);
}

typedef struct {
  guint level, trump;
  const char *plays[4];
  guint winner;
  const char *rule;
  guint points;
  const char *covers;
} Trick;

static const Trick tricks[] = {
  /* the issue's: off-suit trump-rank cards trump the lead; the first of two equal ones wins */
  { 5, H, { "SA", "C5", "D5", "SK" }, 1, "dbf.win.single", 20, "dbf.equal" },
  { 5, H, { "SA", "D5", "C5", "SK" }, 1, "dbf.win.single", 20, "dbf.equal" },
  /* the trump-rank card of the trump suit above the other three */
  { 5, H, { "S3", "C5", "H5", "SA" }, 2, "dbf.win.single", 10, "dbf.trump.order" },
  /* the jokers above it, the big above the small */
  { 5, H, { "S3", "BJ", "RJ", "H5" }, 2, "dbf.win.single", 5, "dbf.trump.order" },
  { 5, H, { "S3", "H5", "BJ", "S4" }, 2, "dbf.win.single", 5, "dbf.trump.order" },
  /* an off-suit trump-rank card above the trump suit's Ace */
  { 5, H, { "S3", "HA", "C5", "S4" }, 2, "dbf.win.single", 5, "dbf.trump.order" },
  /* no trump: the highest card of the suit led; a higher discard does nothing */
  { 5, H, { "S3", "S9", "DA", "SK" }, 3, "dbf.win.single", 10, "dbf.win.single" },
  { 5, H, { "SQ", "S9", "DA", "S4" }, 0, "dbf.win.single", 0, "dbf.plain.order" },
  /* at level K the ♠K is a trump: it takes a spade lead */
  { GT_RANK_K, D, { "SA", "SK", "S4", "S3" }, 1, "dbf.win.single", 10, "dbf.trump.what" },
  /* multi: trumps only take it; mixed plays never do */
  { 5, H, { "SA SK", "S3 H4", "H3 H6", "C3 C4" }, 2, "dbf.win.multi", 10, "dbf.win.multi" },
  { 5, H, { "SA SK", "S3 S4", "H3 C4", "C6 C7" }, 0, "dbf.win.multi", 10, "dbf.win.multi" },
  /* two plays of trumps only: compared card by card, highest first */
  { 5, H, { "SA SK", "H9 H3", "HA H2", "C3 C4" }, 2, "dbf.win.multi", 10, "dbf.win.multi" },
  { 5, H, { "SA SK", "HA H2", "HK H3", "C3 C4" }, 1, "dbf.win.multi", 20, "dbf.win.multi" },
  { 5, H, { "SA SK", "C5 H3", "D5 H4", "C3 C6" }, 2, "dbf.win.multi", 20, "dbf.win.multi" },
};

static void
test_tricks (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (tricks); i++)
    {
      const Trick *t = &tricks[i];
      GtCardList plays[4];
      const char *rule = NULL;
      GtRuleCtx ctx;
      GtVerdict v;
      guint w;

      ctx_at (&ctx, t->level, t->trump);
      for (guint k = 0; k < 4; k++)
        plays[k] = cards (t->plays[k]);
      gt_verdict_init (&v);
      w = dbf_trick_rules.winner (&ctx, plays, 4, &rule, &v);
      if (w != t->winner || g_strcmp0 (rule, t->rule) != 0)
        g_error ("trick %u: winner %u (%s), wanted %u (%s): %s", i, w, rule, t->winner, t->rule, v.explanation);
      {
        g_autofree char *pts = g_strdup_printf ("It holds %u point", t->points);
        g_assert_nonnull (strstr (v.explanation, pts));
      }
      gt_verdict_clear (&v);
    }
}

/* dbf.points: 5s, 10s and Ks; 100 in the deck. */
static void
test_points (void)
{
  guint total = 0;

  g_assert_cmpuint (dbf_card_points (card ("S5")), ==, 5);
  g_assert_cmpuint (dbf_card_points (card ("H10")), ==, 10);
  g_assert_cmpuint (dbf_card_points (card ("DK")), ==, 10);
  g_assert_cmpuint (dbf_card_points (card ("CA")), ==, 0);
  g_assert_cmpuint (dbf_card_points (card ("RJ")), ==, 0);
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    {
      total += dbf_card_points ((GtCard) c);
      g_assert_cmpuint (dbf_card_points ((GtCard) c), ==, rs ()->game->card_points[c]);
    }
  g_assert_cmpuint (total, ==, 100);
}

/* dbf.trump.what: 18 trumps, whatever the trump rank and suit. */
static void
test_trump_count (void)
{
  for (guint level = 2; level <= GT_RANK_K; level++)
    for (guint suit = 0; suit < 4; suit++)
      {
        GtRuleCtx ctx;
        guint n = 0;

        ctx_at (&ctx, level, suit);
        for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
          n += dbf_suit (&ctx, (GtCard) c) == DBF_TRUMPS;
        g_assert_cmpuint (n, ==, 18);
      }
}

/* dbf.result: every row of the table. */
static void
test_result_table (void)
{
  static const struct { guint points, declarers, defenders; } rows[] = {
    { 0, 2, 0 }, { 5, 1, 0 }, { 35, 1, 0 }, { 40, 0, 0 }, { 75, 0, 0 },
    { 80, 0, 1 }, { 95, 0, 1 }, { 100, 0, 2 }, { 160, 0, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      guint d, f;
      const char *rule = NULL;
      g_autofree char *words = NULL;

      dbf_trick_rules.result (rows[i].points, &d, &f, &rule, &words);
      g_assert_cmpuint (d, ==, rows[i].declarers);
      g_assert_cmpuint (f, ==, rows[i].defenders);
      g_assert_cmpstr (rule, ==, "dbf.result");
      g_assert_nonnull (words);
    }
}

/* ---- Drawing and declaring ---------------------------------------------------- */

/* A deck in which the cards of list come first, in that order, the rest
 * after in card order; kitty (may be NULL) is its last six. */
static void
deck_with (GtCard      deck[DBF_DECK],
           const char *first,
           const char *kitty)
{
  GtCardList f = cards (first), k = kitty ? cards (kitty) : (GtCardList) { 0 };
  guint8 used[GT_CARD_KINDS] = { 0 };
  guint n = 0;

  for (guint i = 0; i < f.n; i++)
    {
      deck[n++] = f.card[i];
      used[f.card[i]] = 1;
    }
  for (guint i = 0; i < k.n; i++)
    used[k.card[i]] = 1;
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (!used[c])
      deck[n++] = (GtCard) c;
  for (guint i = 0; i < k.n; i++)
    deck[n++] = k.card[i];
  g_assert_cmpuint (n, ==, DBF_DECK);
}

/* The simple player's choices (GtGameRules.choose_action) while the deal
 * is drawn and the kitty buried, until play begins or the deal is
 * cancelled. */
static void
settle (GtGame *g)
{
  while (g->phase == GT_PHASE_DECLARE || g->phase == GT_PHASE_DISCARD)
    {
      GtAction a;
      GtVerdict v;

      g_assert_true (rs ()->game->choose_action (g, 0, &a));
      gt_verdict_init (&v);
      g_assert_true (gt_game_act (g, NULL, &a, &v, NULL));
      gt_verdict_clear (&v);
    }
}

/* gt_game_act() with the verdict's rule checked: accepted when legal. */
static void
act_rule (GtGame         *g,
          const GtAction *a,
          gboolean        legal,
          const char     *rule)
{
  GtVerdict v;

  gt_verdict_init (&v);
  g_assert_cmpint (gt_game_act (g, NULL, a, &v, NULL), ==, legal);
  g_assert_cmpstr (v.rule, ==, rule);
  g_assert_nonnull (v.explanation);
  gt_verdict_clear (&v);
}

/* dbf.deal.draw, dbf.trump.declare, dbf.kitty as actions of the seats:
 * the cards drawn one at a time, a seat that draws a card of the trump
 * rank shows it or draws on (GT_PHASE_DECLARE), the declarer buries six
 * (GT_PHASE_DISCARD). */
static void
test_draw (void)
{
  GtCard deck[DBF_DECK];
  GtCardList five = cards ("S3 S4 S6 S7 S8"), aside;
  GError *error = NULL;
  GtAction a;
  GtGame g;

  /* A first deal: the high-card draw gives S (the ♠K at the bottom) the
   * first card; W draws the ♦2 fourth and decides.  (Every hand gets a
   * diamond: a hand without trumps would cancel the deal.) */
  gt_game_init (&g, rs (), 0);
  deck_with (deck, "S3 S4 S6 D2 D3 D4 D5 D6", "S8 S9 S10 SJ SQ SK");
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_W);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (g.count[s], ==, 1);
  g_assert_cmpuint (g.hand[GT_SEAT_W][card ("D2")], ==, 1);
  g_assert_cmpuint (g.stock_n, ==, DBF_DECK - 4);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  /* No play yet; E does not decide; only a 2 can be shown. */
  gt_action_play (&a, GT_SEAT_W, &(GtCardList) { .n = 1, .card = { card ("D2") }, .as = { GT_CARD_NONE } });
  act_rule (&g, &a, FALSE, "dbf.trump.declare");
  gt_action_declare (&a, GT_SEAT_E, DBF_DECLARE_SHOW, GT_CARD_NONE);
  act_rule (&g, &a, FALSE, "dbf.trump.declare");
  gt_action_declare (&a, GT_SEAT_W, DBF_DECLARE_SHOW, card ("S7"));
  act_rule (&g, &a, FALSE, "dbf.trump.declare");
  gt_action_declare (&a, GT_SEAT_W, DBF_DECLARE_SHOW, card ("H2"));
  act_rule (&g, &a, FALSE, "dbf.trump.declare");
  /* W shows it: diamonds are trumps, W declares (a first deal), the rest
   * is drawn and W holds the kitty too. */
  gt_action_declare (&a, GT_SEAT_W, DBF_DECLARE_SHOW, GT_CARD_NONE);
  act_rule (&g, &a, TRUE, "dbf.trump.declare");
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_DIAMONDS);
  g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_DECLARED);
  g_assert_cmpuint (g.own[DBF_OWN_DRAWN_BY], ==, GT_SEAT_W);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DISCARD);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_W);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_EW);
  g_assert_cmpuint (g.count[GT_SEAT_W], ==, DBF_HAND + DBF_KITTY);
  g_assert_cmpuint (g.hand[GT_SEAT_W][card ("SK")], ==, 1);
  g_assert_cmpuint (g.stock_n, ==, 0);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);

  /* dbf.kitty: six cards of W's, laid aside by W. */
  gt_action_discard (&a, GT_SEAT_W, &five);
  act_rule (&g, &a, FALSE, "dbf.kitty");
  aside = cards ("S8 S9 S10 SJ SQ S3");
  gt_action_discard (&a, GT_SEAT_W, &aside);
  act_rule (&g, &a, FALSE, "dbf.kitty");
  aside = cards ("S8 S9 S10 SJ SQ SK");
  gt_action_discard (&a, GT_SEAT_E, &aside);
  act_rule (&g, &a, FALSE, "dbf.kitty");
  /* The ♠10 and ♠K are 20 points in the kitty: the verdict says what
   * they risk (dbf.kitty.last). */
  gt_action_discard (&a, GT_SEAT_W, &aside);
  act_rule (&g, &a, TRUE, "dbf.kitty.last");
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_W);
  g_assert_cmpuint (g.lead_reason, ==, DBF_LEAD_DECLARER);
  g_assert_cmpuint (g.stock_n, ==, DBF_KITTY);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (g.count[s], ==, DBF_HAND);
  g_assert_cmpuint (g.hand[GT_SEAT_W][card ("SK")], ==, 0);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  /* Nothing more to declare or bury. */
  gt_action_declare (&a, GT_SEAT_W, DBF_DECLARE_SHOW, GT_CARD_NONE);
  act_rule (&g, &a, FALSE, "dbf.trump.declare");
  gt_action_discard (&a, GT_SEAT_W, &aside);
  act_rule (&g, &a, FALSE, "dbf.kitty");

  /* Declaring is optional: W draws on, and E, who draws the ♥2, shows it. */
  gt_game_init (&g, rs (), 0);
  deck_with (deck, "S3 S4 S6 D2 S7 H2 H3 H4 H5 H6", "S8 S9 S10 SJ SQ SK");
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  gt_action_declare (&a, GT_SEAT_W, DBF_DECLARE_PASS, GT_CARD_NONE);
  act_rule (&g, &a, TRUE, "dbf.trump.declare");
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  settle (&g);
  g_assert_cmpuint (g.own[DBF_OWN_DRAWN_BY], ==, GT_SEAT_E);
  g_assert_cmpuint (g.own[DBF_OWN_DECLARER], ==, GT_SEAT_E);
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_HEARTS);

  /* A later deal: the declarer (N, who draws first) stays, whoever shows. */
  gt_game_init (&g, rs (), 0);
  g.own[DBF_OWN_DECLARER] = GT_SEAT_N;
  deck_with (deck, "S3 S4 S6 D2 S7 D3 D4 D5 D6", "S8 S9 S10 SJ SQ SK");
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
  settle (&g);
  g_assert_cmpuint (g.own[DBF_OWN_DRAWN_BY], ==, GT_SEAT_E);
  g_assert_cmpuint (g.own[DBF_OWN_DECLARER], ==, GT_SEAT_N);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_SN);

  /* dbf.trump.kitty: every 2 is in the kitty, nobody can show one; the
   * first 2 turned (♣2, the second) fixes clubs, and S buries at once. */
  gt_game_init (&g, rs (), 0);
  deck_with (deck, "S3 C3 C4 C5 C6", "S9 C2 H2 S2 D2 SK");
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DISCARD);
  g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_KITTY);
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_CLUBS);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_S);

  /* dbf.redeal: no fixed rank, a player who shows their own team's rank
   * fixes rank and suit and declares.  E–W is at 7: E draws the ♣7. */
  for (guint pass = 0; pass < 2; pass++)
    {
      gt_game_init (&g, rs (), 0);
      g.levels[0] = 4;
      g.levels[1] = 7;
      g.own[DBF_OWN_REDEAL] = GT_SEAT_S;
      deck_with (deck, "S3 C7 S4 H7 D4 C3 C4 C5 C6", "S8 S9 S10 SJ SQ SK");
      g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
      g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
      g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
      if (pass == 0)
        {
          gt_action_declare (&a, GT_SEAT_E, DBF_DECLARE_SHOW, GT_CARD_NONE);
          act_rule (&g, &a, TRUE, "dbf.redeal");
          g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_REDEAL_DECLARED);
          g_assert_cmpuint (g.level, ==, 7);
          g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_CLUBS);
          g_assert_cmpuint (g.turn, ==, GT_SEAT_E);
          continue;
        }
      /* Nobody shows: cancelled again, N (S's partner) draws first next. */
      while (g.phase == GT_PHASE_DECLARE)
        {
          gt_action_declare (&a, g.turn, DBF_DECLARE_PASS, GT_CARD_NONE);
          g_assert_true (gt_game_act (&g, NULL, &a, NULL, NULL));
        }
      g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
      g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_CANCELLED);
      g_assert_cmpuint (g.own[DBF_OWN_REDEAL], ==, GT_SEAT_N);
      g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
      g_assert_no_error (error);
    }
}

/* The phases before play staged by a position (the core's keys): phase
 * declare, the cards drawn so far and the pack; phase discard, the
 * declarer holding eighteen. */
static void
test_phase_positions (void)
{
  GString *text = g_string_new ("[position]\nlevel=5\nphase=declare\nS=S3 H5\nE=S4\nN=S6\nW=S7\nstock=");
  GError *error = NULL;
  g_autofree char *saved = NULL;
  GtGame g, again;
  GtAction a;
  guint8 used[GT_CARD_KINDS] = { 0 };
  static const char *const held[] = { "S3", "H5", "S4", "S6", "S7" };

  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    used[card (held[i])] = 1;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (c < GT_CARD_STANDARD_KINDS && !used[c])
      g_string_append_printf (text, "%s ", gt_card_to_string ((GtCard) c));
  g_string_append (text, "\nturn=S\n");
  g_assert_true (gt_game_load_string (&g, rs (), text->str, "position", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_S);
  g_assert_cmpuint (g.own[DBF_OWN_FIRST], ==, GT_SEAT_S);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
  saved = gt_game_save_string (&g, rs (), "position");
  g_assert_nonnull (strstr (saved, "phase=declare"));
  g_assert_nonnull (strstr (saved, "turn=S"));
  g_assert_true (gt_game_load_string (&again, rs (), saved, "position", &error));
  g_assert_no_error (error);
  /* S shows the ♥5 (its only 5): hearts; S declares on a first deal. */
  gt_action_declare (&a, GT_SEAT_S, DBF_DECLARE_SHOW, GT_CARD_NONE);
  act_rule (&g, &a, TRUE, "dbf.trump.declare");
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_HEARTS);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DISCARD);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_S);
  /* Hands that a draw cannot give, a seat without the rank: refused. */
  {
    g_autofree char *bad = g_strdup (text->str);
    char *at = strstr (bad, "turn=S");
    at[5] = 'E';
    g_assert_false (gt_game_load_string (&again, rs (), bad, "position", &error));
    g_assert_nonnull (strstr (error->message, "key 'turn'"));
    g_clear_error (&error);
  }

  /* phase=discard: turn is the declarer, holding eighteen cards. */
  g_assert_true (gt_game_load_string (&g, rs (),
                                      "[position]\nlevel=2\nphase=discard\ntrump=H\nturn=S\n"
                                      "S=S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA H3 H4 H5 H6 H7 H8\n",
                                      "position", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DISCARD);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_SN);
  {
    GtCardList six = cards ("S3 S4 S6 S7 S8 S9");
    gt_action_discard (&a, GT_SEAT_S, &six);
    act_rule (&g, &a, TRUE, "dbf.kitty");
    g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
    g_assert_cmpuint (g.count[GT_SEAT_S], ==, DBF_HAND);
  }
  g_assert_false (gt_game_load_string (&g, rs (),
                                       "[position]\nlevel=2\nphase=discard\ntrump=H\nturn=S\nS=S3 S4 S5\n",
                                       "position", &error));
  g_clear_error (&error);
  g_assert_false (gt_game_load_string (&g, rs (),
                                       "[position]\nlevel=2\nphase=discard\nturn=S\n"
                                       "S=S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA H3 H4 H5 H6 H7 H8\n",
                                       "position", &error));
  g_assert_nonnull (strstr (error->message, "trump"));
  g_clear_error (&error);
  g_string_free (text, TRUE);
}

/* The deal through the core: a first-deal declaration, the kitty, the lead. */
static void
test_deal (void)
{
  GtGame g;
  GtCard deck[DBF_DECK];
  GtVerdict v;
  GtAction a;
  GError *error = NULL;
  guint holder = GT_SEAT_NONE;

  gt_game_init (&g, rs (), 0);
  /* The high-card draw reads the bottom of the pack: RJ to S, who draws
   * first; the ♥2 is the third card drawn, so N declares. */
  deck_with (deck, "S3 S4 H2 S6 S7 S8", "S9 S10 SJ D4 C4 RJ");
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DECLARE);
  settle (&g);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (g.own[DBF_OWN_DECLARER], ==, GT_SEAT_N);
  g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_DECLARED);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_SN);
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_HEARTS);
  g_assert_cmpuint (g.level, ==, 2);
  /* dbf.kitty: N took six and laid six aside: twelve each, six face down */
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (g.count[s], ==, DBF_HAND);
  g_assert_cmpuint (g.stock_n, ==, DBF_KITTY);
  for (guint i = 0; i < DBF_KITTY; i++)
    for (guint s = 0; s < 4; s++)
      g_assert_cmpuint (g.hand[s][g.stock[i]], ==, 0);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);

  /* dbf.lead.first: the declarer leads; anyone else is refused. */
  g_assert_cmpuint (g.turn, ==, GT_SEAT_N);
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS && holder == GT_SEAT_NONE; c++)
    if (g.hand[GT_SEAT_E][c])
      {
        GtCardList one;
        gt_card_list_init (&one);
        gt_card_list_append (&one, (GtCard) c, GT_CARD_NONE);
        gt_action_play (&a, GT_SEAT_E, &one);
        holder = GT_SEAT_E;
      }
  gt_verdict_init (&v);
  g_assert_false (gt_game_check (&g, &a, &v));
  g_assert_cmpstr (v.rule, ==, "dbf.lead.first");
  gt_verdict_clear (&v);
  /* Nobody passes in a trick. */
  gt_action_pass (&a, GT_SEAT_N);
  g_assert_false (gt_game_check (&g, &a, &v));
  gt_verdict_clear (&v);
}

/* dbf.redeal through the core: W holds no trump and cancels; S, partner of
 * the provisional declarer N, then draws first in a redeal where a player
 * showing their own team's rank declares. */
static void
test_redeal (void)
{
  GtGame g;
  GtCard deck[DBF_DECK];
  GError *error = NULL;
  GString *first = g_string_new (NULL);
  static const char *const w_hand[] = {
    "S3", "S4", "S6", "S7", "S8", "S9", "D3", "D4", "D6", "D7", "D8", "D9",
  };

  gt_game_init (&g, rs (), 0);
  /* N draws first (RJ at the bottom goes to … the draw reads the bottom
   * four: S gets RJ).  S draws first; W is the fourth to draw each round.
   * Clubs will be trumps (the ♣2 is drawn first, by S). */
  for (guint i = 0; i < DBF_HAND; i++)
    {
      const char *s_card[] = { "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "CJ", "CQ", "CK" };
      const char *e_card[] = { "H3", "H4", "H5", "H6", "H7", "H8", "H9", "H10", "HJ", "HQ", "HK", "HA" };
      const char *n_card[] = { "S2", "H2", "D2", "BJ", "CA", "SA", "SK", "SQ", "SJ", "S10", "S5", "D5" };
      g_string_append_printf (first, "%s %s %s %s ", s_card[i], e_card[i], n_card[i], w_hand[i]);
    }
  deck_with (deck, first->str, "D10 DJ DQ DK DA RJ");
  g_string_free (first, TRUE);
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  settle (&g);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_CANCELLED);
  /* S declared on the first deal (the ♣2): its partner N draws first now */
  g_assert_cmpuint (g.own[DBF_OWN_REDEAL], ==, GT_SEAT_N);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);

  /* The redeal: N draws first; W (side E–W, at 2) draws the ♦2 second
   * and declares. */
  deck_with (deck, "S3 D2 S4 S6", "S8 S9 S10 SJ SQ SK");
  g_assert_true (gt_game_deal_deck (&g, deck, DBF_DECK, 0));
  settle (&g);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (g.own[DBF_OWN_HOW], ==, DBF_HOW_REDEAL_DECLARED);
  g_assert_cmpuint (g.own[DBF_OWN_DECLARER], ==, GT_SEAT_W);
  g_assert_cmpuint (g.declarer, ==, GT_TEAM_EW);
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_DIAMONDS);
  g_assert_cmpuint (g.turn, ==, GT_SEAT_W);
  g_assert_true (gt_game_check_invariants (&g, TRUE, &error));
  g_assert_no_error (error);
}

/* ---- Whole deals to their end, from a position of the last tricks ------------ */

/* A deal in play: hands given, the kitty aside, every other card gone in
 * earlier tricks whose points are split between E (defenders: def) and S
 * (declarers: the rest).  The declarer is S; S leads. */
static void
position (GtGame     *g,
          guint       level,
          guint       trump,
          const char *const hands[4],
          const char *kitty,
          guint       def)
{
  GtCardList k = cards (kitty);
  guint8 seen[GT_CARD_KINDS] = { 0 };
  guint gone_points = 0, n = 0;
  GError *error = NULL;

  gt_game_init (g, rs (), 0);
  g->deal_no = 1;
  g->level = (guint8) level;
  g->levels[0] = g->levels[1] = (guint8) level;
  g->trump_suit = (guint8) trump;
  g->declarer = GT_TEAM_SN;
  g->own[DBF_OWN_DECLARER] = GT_SEAT_S;
  g->own[DBF_OWN_REVOKE] = GT_SEAT_NONE;
  g->own[DBF_OWN_HOW] = DBF_HOW_DECLARED;
  g->seats = 0xf;
  for (guint s = 0; s < 4; s++)
    {
      GtCardList h = cards (hands[s]);
      for (guint i = 0; i < h.n; i++)
        {
          g->hand[s][h.card[i]]++;
          seen[h.card[i]]++;
        }
      g->count[s] = h.n;
      n = h.n;
    }
  for (guint i = 0; i < k.n; i++)
    {
      g->stock[i] = k.card[i];
      seen[k.card[i]]++;
    }
  g->stock_n = k.n;
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (!seen[c])
      {
        g->gone[c] = 1;
        gone_points += dbf_card_points ((GtCard) c);
      }
  g_assert_cmpuint (def, <=, gone_points);
  g->points[GT_SEAT_E] = (guint8) def;
  g->points[GT_SEAT_S] = (guint8) (gone_points - def);
  for (guint s = 0; s < 4; s++)
    g->tricks[s] = (guint8) ((DBF_HAND - n) / 4);
  g->phase = GT_PHASE_PLAY;
  g->turn = GT_SEAT_S;
  g->lead_reason = GT_LEAD_ROUND;
  g_assert_true (gt_game_check_invariants (g, TRUE, &error));
  g_assert_no_error (error);
}

static guint
play (GtGame     *g,
      guint       seat,
      const char *text,
      gboolean    legal)
{
  GtCardList l = cards (text);
  GtAction a;
  GtVerdict v;
  guint ev = 0;
  GError *error = NULL;

  gt_action_play (&a, seat, &l);
  gt_verdict_init (&v);
  if (gt_game_act (g, NULL, &a, &v, &ev) != legal)
    g_error ("%s by %u: %s (%s)", text, seat, v.explanation, v.rule);
  gt_verdict_clear (&v);
  g_assert_true (gt_game_check_invariants (g, TRUE, &error));
  g_assert_no_error (error);
  return ev;
}

/* The kitty goes to the defenders with the last trick, its points doubled
 * (dbf.kitty.last), and the points of their tricks count
 * (dbf.points.capture). */
static void
test_kitty_to_defenders (void)
{
  static const char *const hands[4] = { "S3", "SA", "S4", "S5" };
  GtGame g;
  guint ev;
  int scores[GT_SEATS_MAX];

  /* the kitty holds a K and a 5: 15 points, doubled 30; E had 20 before,
   * the last trick holds 5 (the ♠5 is no trump at level 7) */
  position (&g, 7, GT_SUIT_HEARTS, hands, "DK D5 C3 C4 C6 C8", 20);
  play (&g, GT_SEAT_S, "S3", TRUE);
  play (&g, GT_SEAT_E, "SA", TRUE);
  play (&g, GT_SEAT_N, "S4", TRUE);
  ev = play (&g, GT_SEAT_W, "S5", TRUE);
  g_assert_true (ev & GT_EVENT_TRICK_END);
  g_assert_true (ev & GT_EVENT_DEAL_OVER);
  g_assert_cmpuint (g.last_trick_by, ==, GT_SEAT_E);
  /* 20 + 5 + 2 × 15 = 55: the defenders win the deal without game points */
  g_assert_cmpuint (g.own[DBF_OWN_DEFENDERS] * 5u, ==, 55);
  g_assert_cmpuint (g.own[DBF_OWN_RESULT], ==, 0x80);
  g_assert_cmpuint (g.levels[0], ==, 7);
  g_assert_cmpuint (g.levels[1], ==, 7);
  /* dbf.declarer.next: the defenders won, so E (after S) declares next */
  g_assert_cmpuint (g.own[DBF_OWN_DECLARER], ==, GT_SEAT_E);
  g_assert_true (gt_game_deal_scores (&g, scores));
  g_assert_cmpint (scores[0] + scores[1] + scores[2] + scores[3], ==, 0);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_DEAL_OVER);
}

/* The same deal, the declarers taking the last trick: the kitty is theirs
 * and is not counted. */
static void
test_kitty_to_declarers (void)
{
  static const char *const hands[4] = { "SA", "S3", "S4", "S5" };
  GtGame g;

  position (&g, 7, GT_SUIT_HEARTS, hands, "DK D5 C3 C4 C6 C8", 20);
  play (&g, GT_SEAT_S, "SA", TRUE);
  play (&g, GT_SEAT_E, "S3", TRUE);
  play (&g, GT_SEAT_N, "S4", TRUE);
  play (&g, GT_SEAT_W, "S5", TRUE);
  g_assert_cmpuint (g.own[DBF_OWN_DEFENDERS] * 5u, ==, 20);
  /* declarers +1, and S's partner N declares next */
  g_assert_cmpuint (g.own[DBF_OWN_RESULT], ==, 1);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 8);
  g_assert_cmpuint (g.own[DBF_OWN_DECLARER], ==, GT_SEAT_N);
}

/* A revoke stands in play and is penalised at scoring (dbf.lead.revoke):
 * S leads ♠A ♠Q while E holds the ♠K; S's team scores as if it had lost
 * every trick. */
static void
test_revoke (void)
{
  static const char *const hands[4] = { "SA SQ", "SK S3", "S4 S6", "S7 S8" };
  GtGame g;

  position (&g, 9, GT_SUIT_HEARTS, hands, "DK D5 C3 C4 C6 C8", 0);
  play (&g, GT_SEAT_S, "SA SQ", TRUE);
  g_assert_cmpuint (g.faults, ==, 1u << GT_SEAT_S);
  g_assert_cmpuint (g.own[DBF_OWN_REVOKE], ==, GT_SEAT_S);
  play (&g, GT_SEAT_E, "SK S3", TRUE);
  play (&g, GT_SEAT_N, "S4 S6", TRUE);
  play (&g, GT_SEAT_W, "S7 S8", TRUE);
  /* the trick is still the leader's, but the deal is scored as lost:
   * 100 and the kitty's 15 once more, so the defenders go up 2 */
  g_assert_cmpuint (g.last_trick_by, ==, GT_SEAT_S);
  g_assert_cmpuint (g.own[DBF_OWN_DEFENDERS] * 5u, ==, 115);
  g_assert_cmpuint (g.own[DBF_OWN_RESULT], ==, 0x82);
  g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, 11);

  /* A defender's revoke costs the defenders everything: 0 points, and
   * the declarers go up 2. */
  {
    static const char *const h2[4] = { "S3 S4", "SA SQ", "SK S6", "S7 S8" };
    position (&g, 9, GT_SUIT_HEARTS, h2, "DK D5 C3 C4 C6 C8", 30);
    g.turn = GT_SEAT_E;
    play (&g, GT_SEAT_E, "SA SQ", TRUE);
    g_assert_cmpuint (g.own[DBF_OWN_REVOKE], ==, GT_SEAT_E);
    play (&g, GT_SEAT_N, "SK S6", TRUE);
    play (&g, GT_SEAT_W, "S7 S8", TRUE);
    play (&g, GT_SEAT_S, "S3 S4", TRUE);
    g_assert_cmpuint (g.last_trick_by, ==, GT_SEAT_E);
    g_assert_cmpuint (g.own[DBF_OWN_DEFENDERS], ==, 0);
    g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, 11);
  }
}

/* Following in a deal: a revoke of the follow is refused (unlike a lead,
 * the follower sees their own hand). */
static void
test_follow_in_play (void)
{
  static const char *const hands[4] = { "SA S3", "SK H4", "S4 S6", "S7 S8" };
  GtGame g;

  position (&g, 9, GT_SUIT_CLUBS, hands, "DK D5 C3 C4 C6 C8", 0);
  play (&g, GT_SEAT_S, "SA", TRUE);
  play (&g, GT_SEAT_E, "H4", FALSE);
  play (&g, GT_SEAT_E, "SK", TRUE);
}

/* Every row of the result table in a deal that ends: the defenders' points
 * so far, then a last trick without points taken by the declarers. */
static void
test_result_rows (void)
{
  static const struct { guint def; guint team; guint up; gboolean def_win; } rows[] = {
    { 0, GT_TEAM_SN, 2, FALSE }, { 35, GT_TEAM_SN, 1, FALSE }, { 40, GT_TEAM_EW, 0, TRUE },
    { 75, GT_TEAM_EW, 0, TRUE }, { 80, GT_TEAM_EW, 1, TRUE }, { 95, GT_TEAM_EW, 1, TRUE },
  };
  static const char *const hands[4] = { "SA", "S3", "S4", "S6" };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtGame g;

      position (&g, 4, GT_SUIT_HEARTS, hands, "C3 C4 C6 C7 C8 C9", rows[i].def);
      play (&g, GT_SEAT_S, "SA", TRUE);
      play (&g, GT_SEAT_E, "S3", TRUE);
      play (&g, GT_SEAT_N, "S4", TRUE);
      play (&g, GT_SEAT_W, "S6", TRUE);
      g_assert_cmpuint (g.own[DBF_OWN_DEFENDERS] * 5u, ==, rows[i].def);
      g_assert_cmpuint (g.levels[rows[i].team], ==, 4 + rows[i].up);
      g_assert_cmpuint (g.levels[1 - rows[i].team], ==, 4);
      g_assert_cmpuint (!!(g.own[DBF_OWN_RESULT] & 0x80), ==, rows[i].def_win);
    }
  /* 100 or more: every point, the last trick and the kitty's 10 doubled */
  {
    static const char *const h2[4] = { "S3", "SA", "S8", "S6" };
    GtGame g;
    position (&g, 4, GT_SUIT_HEARTS, h2, "C10 C3 C6 C7 C8 C9", 90);
    play (&g, GT_SEAT_S, "S3", TRUE);
    play (&g, GT_SEAT_E, "SA", TRUE);
    play (&g, GT_SEAT_N, "S8", TRUE);
    play (&g, GT_SEAT_W, "S6", TRUE);
    g_assert_cmpuint (g.own[DBF_OWN_DEFENDERS] * 5u, ==, 110);
    g_assert_cmpuint (g.levels[GT_TEAM_EW], ==, 6);
  }
}

/* dbf.rank.up: a team reaching A wins the game. */
static void
test_game_end (void)
{
  static const char *const hands[4] = { "SA", "S3", "S4", "S6" };
  GtGame g;
  guint ev;

  position (&g, GT_RANK_K, GT_SUIT_HEARTS, hands, "C3 C4 C6 C7 C8 C9", 0);
  play (&g, GT_SEAT_S, "SA", TRUE);
  play (&g, GT_SEAT_E, "S3", TRUE);
  play (&g, GT_SEAT_N, "S4", TRUE);
  ev = play (&g, GT_SEAT_W, "S6", TRUE);
  g_assert_true (ev & GT_EVENT_GAME_OVER);
  g_assert_cmpuint (g.phase, ==, GT_PHASE_GAME_OVER);
  g_assert_cmpuint (g.winner, ==, GT_TEAM_SN);
  g_assert_cmpuint (g.levels[GT_TEAM_SN], ==, GT_RANK_A);
}

/* Whole games: every card, every point and the kitty checked at every
 * step (gt-selfplay.c), and every game ends at A. */
static void
test_selfplay (void)
{
  GtSelfplay *sp = gt_selfplay_new (rs (), 7, 0);
  GtSelfplayStats st = { 0 };
  GError *error = NULL;

  for (guint i = 0; i < 30; i++)
    {
      g_assert_true (gt_selfplay_game (sp, &st, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (gt_selfplay_last (sp)->levels[gt_selfplay_last (sp)->winner], ==, GT_RANK_A);
    }
  g_assert_cmpuint (st.games, ==, 30);
  g_assert_cmpuint (st.wins[0] + st.wins[1], ==, 30);
  g_assert_cmpuint (st.tricks, >, 30 * 8);
  gt_selfplay_free (sp);
}

/* The legal plays: leading, following one and several cards. */
static void
test_moves (void)
{
  GtCardList hand = cards ("S3 SK SA H9 CA"), lead, out[64];
  GtTrickQuestion q = { .hand = &hand };
  GtRuleCtx ctx;
  guint n;

  ctx_at (&ctx, 5, GT_SUIT_HEARTS);
  /* five singles and the top pair ♠A ♠K */
  n = dbf_trick_rules.moves (&ctx, &q, out, 64);
  g_assert_cmpuint (n, ==, 6);
  g_assert_cmpuint (out[0].n, ==, 2);
  /* following a spade: three spades */
  lead = cards ("S4");
  q.lead = &lead;
  n = dbf_trick_rules.moves (&ctx, &q, out, 64);
  g_assert_cmpuint (n, ==, 3);
  /* following two diamonds while void: any two of five */
  lead = cards ("DA DK");
  n = dbf_trick_rules.moves (&ctx, &q, out, 64);
  g_assert_cmpuint (n, ==, 10);
  /* following two spades with three: three ways */
  lead = cards ("S10 SJ");
  n = dbf_trick_rules.moves (&ctx, &q, out, 64);
  g_assert_cmpuint (n, ==, 3);
  /* each is judged legal */
  for (guint i = 0; i < n; i++)
    {
      GtVerdict v;
      q.play = &out[i];
      gt_verdict_init (&v);
      dbf_trick_rules.judge (&ctx, &q, &v);
      g_assert_true (v.legal);
      gt_verdict_clear (&v);
    }
}

/* ---- The double-dummy solver against plain minimax ------------------------------- */

/* The trick rules' plays for the seat to act, seeing every hand. */
static guint
plays_now (const GtGame *g,
           GtCardList   *out,
           guint         max)
{
  GtCardList hand, lead, played, others;
  GtTrickQuestion q = { .hand = &hand, .others = &others };
  GtRuleCtx ctx;

  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, g->turn, &hand);
  gt_card_list_init (&others);
  for (guint s = 0; s < 4; s++)
    if (s != g->turn)
      for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
        if (g->hand[s][c])
          gt_card_list_append (&others, (GtCard) c, GT_CARD_NONE);
  if (g->trick_n > 0)
    {
      gt_card_list_init (&lead);
      gt_card_list_init (&played);
      for (guint k = 0; k < g->trick_len[0]; k++)
        gt_card_list_append (&lead, g->trick_card[k], GT_CARD_NONE);
      for (guint k = g->trick_len[0]; k < (guint) g->trick_at[g->trick_n - 1] + g->trick_len[g->trick_n - 1]; k++)
        gt_card_list_append (&played, g->trick_card[k], GT_CARD_NONE);
      q.lead = &lead;
      q.played = &played;
    }
  return MIN (dbf_trick_rules.moves (&ctx, &q, out, max), max);
}

/* Every play tried, through the game itself: the defenders' points at the
 * deal's end with best play. */
static guint
reference (const GtGame *g)
{
  GtCardList moves[256];
  guint n, best;
  gboolean max;

  if (g->phase != GT_PHASE_PLAY)
    return g->own[DBF_OWN_DEFENDERS] * 5u;
  n = plays_now (g, moves, G_N_ELEMENTS (moves));
  max = g->side[g->turn] != g->declarer;
  best = max ? 0 : G_MAXUINT;
  for (guint i = 0; i < n; i++)
    {
      GtGame copy = *g;
      GtAction a;
      guint v;

      gt_action_play (&a, copy.turn, &moves[i]);
      g_assert_true (gt_game_act (&copy, NULL, &a, NULL, NULL));
      v = reference (&copy);
      best = max ? MAX (best, v) : MIN (best, v);
    }
  return best;
}

static void
test_solver_reference (void)
{
  GtTrickSolver *solver = gt_trick_solver_new (rs ());
  GRand *rand = g_rand_new_with_seed (19);
  guint checked = 0;

  g_assert_nonnull (solver);
  for (guint deal = 0; deal < 40; deal++)
    {
      GtGame g;
      guint left = 2 + deal % 2;

      gt_game_init (&g, rs (), 0);
      while (g.phase != GT_PHASE_PLAY)
        {
          g.phase = GT_PHASE_DEAL_OVER;
          g_assert_true (gt_game_deal (&g, rand));
          settle (&g);
        }
      /* The simple players down to a few cards each, and in odd deals one
       * play into the next trick. */
      while (g.phase == GT_PHASE_PLAY && (g.count[g.turn] > left || g.trick_n != 0))
        {
          GtCardList moves[64];
          GtAction a;
          g_assert_cmpuint (plays_now (&g, moves, 64), >, 0);
          gt_action_play (&a, g.turn, &moves[g_rand_int_range (rand, 0, 2) == 0 ? 0 : 0]);
          g_assert_true (gt_game_act (&g, NULL, &a, NULL, NULL));
        }
      if (g.phase != GT_PHASE_PLAY)
        continue;
      for (guint step = 0; step < 2 && g.phase == GT_PHASE_PLAY; step++)
        {
          GtTrickSolve out;
          GtGame after = g;
          GtAction a;
          guint want = reference (&g);

          g_assert_true (gt_trick_solver_solve (solver, &g, 0, TRUE, &out));
          g_assert_true (out.complete);
          if (out.value != want)
            {
              g_autofree char *pos = gt_game_save_string (&g, rs (), "position");
              g_error ("deal %u: solver %u, reference %u\n%s", deal, out.value, want, pos);
            }
          /* Its best play keeps the value. */
          g_assert_cmpuint (out.play.n, >, 0);
          gt_action_play (&a, after.turn, &out.play);
          g_assert_true (gt_game_act (&after, NULL, &a, NULL, NULL));
          g_assert_cmpuint (reference (&after), ==, want);
          checked++;
          /* then the same one play into the trick */
          g = after;
        }
    }
  g_assert_cmpuint (checked, >=, 40);
  g_rand_free (rand);
  gt_trick_solver_free (solver);
}

/* The same through alpha-beta over the game's own plays, nothing else: no
 * table, no bounds, no classes of cards; exact at the root, whose window
 * is the whole range. */
static int
reference_ab (const GtGame *g,
              int           alpha,
              int           beta)
{
  GtCardList moves[256];
  guint n;
  gboolean max;
  int best;

  if (g->phase != GT_PHASE_PLAY)
    return (int) g->own[DBF_OWN_DEFENDERS] * 5;
  n = plays_now (g, moves, G_N_ELEMENTS (moves));
  g_assert_cmpuint (n, >, 0);
  max = g->side[g->turn] != g->declarer;
  best = max ? -1 : G_MAXINT;
  for (guint i = 0; i < n && alpha < beta; i++)
    {
      GtGame copy = *g;
      GtAction a;
      int v;

      gt_action_play (&a, copy.turn, &moves[i]);
      g_assert_true (gt_game_act (&copy, NULL, &a, NULL, NULL));
      v = reference_ab (&copy, alpha, beta);
      if (max)
        {
          best = MAX (best, v);
          alpha = MAX (alpha, best);
        }
      else
        {
          best = MIN (best, v);
          beta = MIN (beta, best);
        }
    }
  return best;
}

/* A seeded first deal played down by random legal plays to `left` cards a
 * seat at a trick's start (or to its end, now and then). */
static void
random_endgame (GtGame *g,
                GRand  *rand,
                guint   left)
{
  gt_game_init (g, rs (), 0);
  while (g->phase != GT_PHASE_PLAY)
    {
      g->phase = GT_PHASE_DEAL_OVER;
      g_assert_true (gt_game_deal (g, rand));
      settle (g);
    }
  while (g->phase == GT_PHASE_PLAY && (g->count[g->turn] > left || g->trick_n != 0))
    {
      GtCardList moves[256];
      GtAction a;
      guint n = plays_now (g, moves, 256);
      g_assert_cmpuint (n, >, 0);
      gt_action_play (&a, g->turn, &moves[g_rand_int_range (rand, 0, (gint32) n)]);
      g_assert_true (gt_game_act (g, NULL, &a, NULL, NULL));
    }
}

/* Endgames of 3, 4 and 5 cards a seat, played down from seeded deals by
 * random legal plays, at a trick's start and inside a trick: the solver
 * (one solver for all, so its table is reused from solve to solve) gives
 * the value a plain search gives, and its best play keeps it.  This is
 * what keeps the solver's shortcuts honest — its classes of equal cards,
 * its table's keys, its bounds, its order of plays. */
static void
test_solver_endgames (void)
{
  GtTrickSolver *solver = gt_trick_solver_new (rs ());
  GRand *rand = g_rand_new_with_seed (1919);
  guint checked[6] = { 0 };
  /* more of 4 and 5 cards since the table's entries hold for sets of
   * positions (partition search): those are where entries meet positions
   * other than their own */
  static const guint deals_for[6] = { 0, 0, 0, 150, 160, 60 };

  g_assert_nonnull (solver);
  for (guint left = 3; left <= 5; left++)
    for (guint deal = 0; deal < deals_for[left]; deal++)
      {
        GtGame g;
        guint inside = g_rand_int_range (rand, 0, 4);

        /* Down to `left` cards a seat, then `inside` plays into the next
         * trick. */
        random_endgame (&g, rand, left);
        for (guint k = 0; k < inside && g.phase == GT_PHASE_PLAY; k++)
          {
            GtCardList moves[256];
            GtAction a;
            guint n = plays_now (&g, moves, 256);
            gt_action_play (&a, g.turn, &moves[g_rand_int_range (rand, 0, (gint32) n)]);
            g_assert_true (gt_game_act (&g, NULL, &a, NULL, NULL));
          }
        if (g.phase != GT_PHASE_PLAY)
          continue;
        {
          GtTrickSolve out;
          GtGame after = g;
          GtAction a;
          int want = reference_ab (&g, -1, G_MAXINT);

          /* With three cards a seat, plain minimax too (what alpha-beta
           * must equal; beyond that it takes too long). */
          if (left == 3)
            g_assert_cmpint (want, ==, (int) reference (&g));

          g_assert_true (gt_trick_solver_solve (solver, &g, 0, TRUE, &out));
          g_assert_true (out.complete);
          if ((int) out.value != want)
            {
              g_autofree char *pos = gt_game_save_string (&g, rs (), "position");
              g_error ("%u cards, deal %u: solver %u, reference %d\n%s", left, deal, out.value, want, pos);
            }
          g_assert_cmpuint (out.play.n, >, 0);
          gt_action_play (&a, after.turn, &out.play);
          g_assert_true (gt_game_act (&after, NULL, &a, NULL, NULL));
          g_assert_cmpint (reference_ab (&after, -1, G_MAXINT), ==, want);
          checked[left]++;
        }
      }
  g_test_message ("endgames checked: %u of 3 cards, %u of 4, %u of 5", checked[3], checked[4], checked[5]);
  g_assert_cmpuint (checked[3], >=, 60);
  g_assert_cmpuint (checked[4], >=, 60);
  g_assert_cmpuint (checked[5], >=, 20);
  g_rand_free (rand);
  gt_trick_solver_free (solver);
}

/* A solve that moves to the big table (tt_grow(): the entries carried
 * over to the buckets their hash picks there) gives what a solve on the
 * small one gives: endgames of 5 cards a seat played down at random, one
 * solver moving after 100 nodes, one never. */
static void
test_solver_table_growth (void)
{
  gpointer plain = dbf_solver_new (), growing = dbf_solver_new ();
  GRand *rand = g_rand_new_with_seed (2929);
  guint grown = 0;

  dbf_solver_set_grow_nodes (plain, G_MAXUINT64);
  dbf_solver_set_grow_nodes (growing, 100);
  for (guint deal = 0; deal < 24; deal++)
    {
      GtGame g;
      GtTrickSolve a, b;

      random_endgame (&g, rand, 5);
      if (g.phase != GT_PHASE_PLAY)
        continue;
      g_assert_true (dbf_solve (plain, &g, 0, TRUE, &a));
      g_assert_true (dbf_solve (growing, &g, 0, TRUE, &b));
      g_assert_true (a.complete && b.complete);
      g_assert_cmpuint (a.value, ==, b.value);
      grown += b.nodes > 100;
    }
  g_test_message ("%u of 24 solves moved to the big table", grown);
  g_assert_cmpuint (grown, >=, 8);
  g_rand_free (rand);
  dbf_solver_free (plain);
  dbf_solver_free (growing);
}

/* Positions where a cheap bound of the solver's could claim too much,
 * each against plain alpha-beta. */
static void
test_solver_bounds (void)
{
  static const char *const positions[] = {
    /* W's ♠K and ♠10 are above both declarers' spades, but E must
     * overtake the first with its only spade, the ace, and lead a diamond
     * that S wins while W throws the other: 10 points, not 20. */
    "[position]\nlevels=2,2\nlevel=2\ndeclarer=SN\nphase=play\ndeal=1\n"
    "S=S3 D4\nE=SA D3\nN=S4 C3\nW=SK S10\n"
    "stock=C7 C8 C9 D7 D8 D9\ntrump=H\nturn=W\n",
  };
  GtTrickSolver *solver = gt_trick_solver_new (rs ());

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      GtTrickSolve out;
      GError *error = NULL;
      GtGame g;

      g_assert_true (gt_game_load_string (&g, rs (), positions[i], "position", &error));
      g_assert_no_error (error);
      g_assert_true (gt_trick_solver_solve (solver, &g, 0, TRUE, &out));
      g_assert_cmpint ((int) out.value, ==, reference_ab (&g, -1, G_MAXINT));
    }
  gt_trick_solver_free (solver);
}

/* A position in the text form: the trump suit and the kitty read and
 * written back; a climbing table refused; the solver on it. */
static void
test_position (void)
{
  static const char text[] =
    "[position]\nlevels=2,2\nlevel=2\ndeclarer=EW\nphase=play\ndeal=1\n"
    "S=HQ D2 BJ\nE=H3 H2 RJ\nN=H4 C8 H10\nW=H7 H9 HA\n"
    "stock=SJ C9 D9 D8 S8 S7\ntrump=H\nturn=W\n";
  GtTrickSolver *solver = gt_trick_solver_new (rs ());
  GtTrickSolve out;
  GError *error = NULL;
  g_autofree char *saved = NULL;
  GtGame g, again;

  g_assert_true (gt_game_load_string (&g, rs (), text, "position", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g.trump_suit, ==, GT_SUIT_HEARTS);
  g_assert_cmpuint (g.stock_n, ==, DBF_KITTY);
  saved = gt_game_save_string (&g, rs (), "position");
  g_assert_nonnull (strstr (saved, "trump=H"));
  g_assert_nonnull (strstr (saved, "stock=SJ C9 D9 D8 S8 S7"));
  g_assert_true (gt_game_load_string (&again, rs (), saved, "position", &error));
  g_assert_no_error (error);
  g_assert_cmpmem (again.hand, sizeof again.hand, g.hand, sizeof g.hand);
  /* The declarers keep N's ♥10: the solver and plain minimax agree. */
  g_assert_true (gt_trick_solver_solve (solver, &g, 0, TRUE, &out));
  g_assert_cmpuint (out.value, ==, reference (&g));
  g_assert_false (gt_game_load_string (&again, rs (), "[position]\nS=S3\ntrump=X\n", "position", &error));
  g_clear_error (&error);
  g_assert_false (gt_game_load_string (&again, rs (), "[position]\nS=S3\nE=S4\ntable=S5\ntable-by=E\n", "position", &error));
  g_clear_error (&error);
  g_assert_false (gt_game_load_string (&again, gt_ruleset_guandan (), "[position]\nS=S3\ntrump=H\n", "position", &error));
  g_clear_error (&error);
  gt_trick_solver_free (solver);
}

/* ---- Every rule has its cases -------------------------------------------------- */

static void
test_coverage (void)
{
  /* Rules decided by the game rather than by a single play, covered by
   * the tests above. */
  static const char *const by_game[] = {
    "dbf.players", "dbf.deck", "dbf.points", "dbf.level", "dbf.declarer", "dbf.declarer.next",
    "dbf.deal.draw", "dbf.trump.declare", "dbf.trump.kitty", "dbf.redeal", "dbf.kitty",
    "dbf.lead.first", "dbf.points.capture", "dbf.kitty.last", "dbf.result", "dbf.rank.up",
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rules", "dabaifen.md", NULL);
  g_autofree char *text = NULL;
  GRegex *re = g_regex_new ("`(dbf\\.[a-z0-9.-]+)`", 0, 0, NULL);
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
      for (guint i = 0; i < G_N_ELEMENTS (tricks); i++)
        if (g_str_equal (tricks[i].covers, id))
          legal = illegal = TRUE;   /* a winner and the plays that lose */
      if (!game && !(legal && illegal))
        g_error ("rule %s has no legal and illegal case", id);
      n_ids++;
      g_match_info_next (m, NULL);
    }
  g_match_info_free (m);
  g_regex_unref (re);
  g_assert_cmpuint (n_ids, >=, 27);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dabaifen/cases", test_cases);
  g_test_add_func ("/dabaifen/tricks", test_tricks);
  g_test_add_func ("/dabaifen/trick-no-wild", test_trick_no_wild);
  g_test_add_func ("/dabaifen/points", test_points);
  g_test_add_func ("/dabaifen/trump-count", test_trump_count);
  g_test_add_func ("/dabaifen/result-table", test_result_table);
  g_test_add_func ("/dabaifen/draw", test_draw);
  g_test_add_func ("/dabaifen/phase-positions", test_phase_positions);
  g_test_add_func ("/dabaifen/deal", test_deal);
  g_test_add_func ("/dabaifen/redeal", test_redeal);
  g_test_add_func ("/dabaifen/kitty-to-defenders", test_kitty_to_defenders);
  g_test_add_func ("/dabaifen/kitty-to-declarers", test_kitty_to_declarers);
  g_test_add_func ("/dabaifen/revoke", test_revoke);
  g_test_add_func ("/dabaifen/follow-in-play", test_follow_in_play);
  g_test_add_func ("/dabaifen/result-rows", test_result_rows);
  g_test_add_func ("/dabaifen/game-end", test_game_end);
  g_test_add_func ("/dabaifen/selfplay", test_selfplay);
  g_test_add_func ("/dabaifen/moves", test_moves);
  g_test_add_func ("/dabaifen/solver-reference", test_solver_reference);
  g_test_add_func ("/dabaifen/solver-endgames", test_solver_endgames);
  g_test_add_func ("/dabaifen/solver-bounds", test_solver_bounds);
  g_test_add_func ("/dabaifen/solver-table-growth", test_solver_table_growth);
  g_test_add_func ("/dabaifen/position", test_position);
  g_test_add_func ("/dabaifen/coverage", test_coverage);
  return g_test_run ();
}
