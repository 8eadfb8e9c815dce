/* test-tribute.c — which card is paid, which may be returned (gd.tribute.*)
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-game.h"
#include "guandan/gd-kinds.h"

#include <string.h>

static void
hand (const char *text,
      guint8      counts[GT_CARD_KINDS])
{
  GtCardList l;
  g_assert_true (gt_card_list_parse (text, gt_ruleset_guandan ()->copies, &l, NULL));
  gt_card_list_count (&l, counts);
}

static GtCard
card (const char *text)
{
  GtCard c = GT_CARD_NONE;
  g_assert_true (gt_card_parse (text, -1, &c));
  return c;
}

static void
test_eligible (void)
{
  guint8 h[GT_CARD_KINDS];
  gboolean el[GT_CARD_KINDS];
  GtVerdict v;

  /* gd.tribute.highest: every card tied for highest; the wild ♥2 never. */
  hand ("S2 D2 H2 SA S3", h);
  g_assert_cmpuint (gt_tribute_eligible (gt_ruleset_guandan (), h, 2, el), ==, 2);
  g_assert_true (el[card ("S2")] && el[card ("D2")]);
  g_assert_false (el[card ("H2")] || el[card ("SA")]);

  /* At level 5 the Aces are below the 5s. */
  hand ("SA HA S5 S3", h);
  g_assert_cmpuint (gt_tribute_eligible (gt_ruleset_guandan (), h, 5, el), ==, 1);
  g_assert_true (el[card ("S5")]);

  /* A joker must be given if held. */
  hand ("RJ H2 SA", h);
  gt_verdict_init (&v);
  g_assert_true (gt_tribute_check_card (gt_ruleset_guandan (), h, 2, GT_CARD_RJ, &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.highest");
  g_assert_false (gt_tribute_check_card (gt_ruleset_guandan (), h, 2, card ("H2"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.highest");
  g_assert_cmpstr (v.explanation, ==,
                   "You must pay your highest card, the big joker; ♥2 is a wild card and is never paid as tribute.");
  g_assert_false (gt_tribute_check_card (gt_ruleset_guandan (), h, 2, card ("SA"), &v));
  g_assert_false (gt_tribute_check_card (gt_ruleset_guandan (), h, 2, card ("S3"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.turn.own-cards");
  gt_verdict_clear (&v);

  /* Only wild cards: nothing to pay. */
  hand ("H2 H2", h);
  g_assert_cmpuint (gt_tribute_eligible (gt_ruleset_guandan (), h, 2, el), ==, 0);
}

static void
test_resist (void)
{
  guint8 h[GT_CARD_KINDS];
  GtVerdict v;

  hand ("RJ RJ S3", h);
  g_assert_true (gt_tribute_resists (gt_ruleset_guandan (), h));
  gt_verdict_init (&v);
  gt_tribute_explain_hand (gt_ruleset_guandan (), h, 2, &v);
  g_assert_cmpstr (v.rule, ==, "gd.tribute.resist");
  hand ("RJ BJ BJ S3", h);
  g_assert_false (gt_tribute_resists (gt_ruleset_guandan (), h));
  gt_tribute_explain_hand (gt_ruleset_guandan (), h, 2, &v);
  g_assert_cmpstr (v.rule, ==, "gd.tribute.highest");
  gt_verdict_clear (&v);
}

static void
test_return (void)
{
  guint8 h[GT_CARD_KINDS];
  GtVerdict v;

  gt_verdict_init (&v);
  hand ("RJ S3 SA", h);
  /* gd.tribute.return: any card but the one received. */
  g_assert_true (gt_tribute_check_return (gt_ruleset_guandan (), h, 2, 0, GT_CARD_RJ, card ("SA"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.return");
  g_assert_false (gt_tribute_check_return (gt_ruleset_guandan (), h, 2, 0, GT_CARD_RJ, GT_CARD_RJ, &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.return-not-same");
  /* A second copy of the card received is the same card. */
  hand ("RJ RJ S3", h);
  g_assert_false (gt_tribute_check_return (gt_ruleset_guandan (), h, 2, 0, GT_CARD_RJ, GT_CARD_RJ, &v));

  /* Variant return-max-10: 10 or lower and not the level rank … */
  hand ("RJ S3 SA S10 D5", h);
  g_assert_true (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, 0, GT_CARD_RJ, card ("SA"), &v));
  g_assert_false (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, GD_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("SA"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.variant.return-max-10");
  g_assert_false (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, GD_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("D5"), &v));
  g_assert_true (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, GD_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("S10"), &v));
  g_assert_true (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, GD_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("S3"), &v));
  /* … else the lowest card. */
  hand ("RJ SA SK SQ", h);
  g_assert_true (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, GD_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("SQ"), &v));
  g_assert_false (gt_tribute_check_return (gt_ruleset_guandan (), h, 5, GD_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("SK"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.variant.return-max-10");
  gt_verdict_clear (&v);
}

/* Positions in phase return that no deal can lead to are refused, naming
 * the key and the entry at fault; the rest load.  Level 2: ♥2 is wild. */
static void
test_impossible_positions (void)
{
  static const struct {
    const char *keys;
    const char *error;       /* NULL: the position loads */
  } cases[] = {
    { "S=S3 S4 RJ\nE=S5\nN=S6\nW=S7\ntribute=S:S:RJ\n",
      "key 'tribute': 'S:S:RJ': S would pay itself; a tribute goes from one seat to another" },
    { "S=S3 S4 RJ\nE=S5\ntribute=W:S:RJ\n",
      "key 'tribute': 'W:S:RJ': seat W, who pays, is not in play (give its hand)" },
    { "S=S3 S4\nE=S5\nW=S7 RJ\ntribute=W:N:RJ\n",
      "key 'tribute': 'W:N:RJ': seat N, who receives, is not in play (give its hand)" },
    { "S=S3 S4\nE=S5\nN=S6\nW=S7\ntribute=W:S:RJ\n",
      "key 'tribute': 'W:S:RJ': S does not hold RJ, the card it received (hands are as after the tribute)" },
    { "S=S3 H2\nE=S5\nN=S6\nW=S7\ntribute=W:S:H2\n",
      "key 'tribute': 'W:S:H2': H2 is a wild card at this level, never paid as tribute (gd.tribute.highest)" },
    { "S=S3 RJ\nE=S5\nN=S6\nW=S7 RJ\ntribute=W:S:RJ:RJ\n",
      "key 'tribute': 'W:S:RJ:RJ': S may not give back the card it received (gd.tribute.return-not-same)" },
    { "S=S4 RJ\nE=S5\nN=S6\nW=S7\ntribute=W:S:RJ:S3\n",
      "key 'tribute': 'W:S:RJ:S3': W does not hold S3, the card returned to it" },
    { "S=S3 SA\nE=S5\nN=S6\nW=S7 BJ\ntribute=W:S:SA\n",
      "key 'tribute': 'W:S:SA': W holds BJ, higher than SA; a tribute is the giver's highest card (gd.tribute.highest)" },
    { "S=S3 RJ\nE=S5\nN=S6\nW=S7 RJ\ntribute=W:S:RJ\n",
      "key 'tribute': 'W:S:RJ': W held both big jokers, so it would not have paid (gd.tribute.resist)" },
    { "S=S3 RJ\nE=S5 RJ\nN=S6 BJ\nW=S7\ntribute=E:S:RJ;W:N:BJ\n",
      "key 'tribute': 'W:N:BJ': W and its partner held both big jokers, so neither would have paid (gd.tribute.resist)" },
    { "S=S3 SA\nE=S5\nN=S6\nW=S7 BJ\ntribute=E:W:BJ;N:S:SA\n",
      "key 'tribute': 'E:W:BJ': E and W are partners; in a double tribute the losers pay the winners (gd.tribute.double)" },
    { "S=S3 SA BJ\nE=S5\nN=S6\nW=S7\ntribute=E:S:BJ;W:S:SA\n",
      "key 'tribute': 'W:S:SA': S receives twice; in a double tribute each winner receives one card (gd.tribute.double)" },
    { "S=S3 BJ\nE=S5\nN=S6\nW=S7 SA\ntribute=E:S:BJ;N:W:SA\n",
      "key 'tribute': 'N:W:SA': N is not the partner of E; in a double tribute the two losers, partners, pay "
      "(gd.tribute.double)" },
    { "S=S3 RJ\nE=S5\nN=S6\nW=S7\nprevious=S N E W\ntribute=W:S:RJ\n",
      "key 'tribute': after the finishing order S N E W (key 'previous'), E and W both pay: give two entries "
      "(gd.tribute.double)" },
    { "S=S3 BJ\nE=S5\nN=S6 SA\nW=S7\nprevious=S E N W\ntribute=E:S:BJ;W:N:SA\n",
      "key 'tribute': after the finishing order S E N W (key 'previous'), only W pays: give one entry "
      "(gd.tribute.single)" },
    { "S=S3 RJ\nE=S5\nN=S6\nW=S7\nprevious=S E N W\ntribute=E:S:RJ\n",
      "key 'tribute': 'E:S:RJ': after the finishing order S E N W (key 'previous'), W pays S (gd.tribute.single)" },
    { "S=S3 BJ\nE=S5\nN=S6 SA\nW=S7\nprevious=E W S N\ntribute=E:S:BJ;W:N:SA\n",
      "key 'tribute': 'E:S:BJ': after the finishing order E W S N (key 'previous'), S and N pay E and W "
      "(gd.tribute.double)" },
    { "S=S3 SA\nE=S5\nN=S6 BJ\nW=S7\nprevious=S N E W\ntribute=E:S:SA;W:N:BJ\n",
      "key 'tribute': 'E:S:SA': S, the first finisher, takes the higher card (gd.tribute.double)" },
    /* gd.tribute.single: the last pays the first even when they are
     * partners. */
    { "S=S3 RJ\nE=S5\nN=S6\nW=S7\nprevious=S E W N\ntribute=N:S:RJ\n", NULL },
    { "S=S3 RJ\nE=S5\nN=S6\nW=S7\ntribute=N:S:RJ\n", NULL },
    { "S=S3 SA\nE=S5\nN=S6 BJ\nW=S7\ntribute=E:S:SA;W:N:BJ\n", NULL },
    { "S=S3 BJ\nE=S5 S3\nN=S6 SA\nW=S7\nprevious=S N E W\ntribute=E:S:BJ:S3;W:N:SA\n", NULL },
  };
  const GtRuleset *rs = gt_ruleset_guandan ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat ("[position]\nlevels=2,2\nlevel=2\nphase=return\n", cases[i].keys, NULL);
      g_autoptr (GError) error = NULL;
      GtGame g;
      gboolean ok = gt_game_load_string (&g, rs, text, "position", &error);

      g_test_message ("%s→ %s", text, error ? error->message : "loads");
      if (cases[i].error == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpuint (g.phase, ==, GT_PHASE_RETURN);
          /* The made-up previous order agrees with the tributes: the
           * first finisher received the higher card, and every seat is
           * in it once. */
          g_assert_cmpuint ((1u << g.prev_order[0]) | (1u << g.prev_order[1]) | (1u << g.prev_order[2]) |
                            (1u << g.prev_order[3]), ==, 0xf);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT);
          g_assert_cmpstr (error->message, ==, cases[i].error);
        }
    }

  /* A made-up previous order: the receiver of the higher card finished
   * first; partners in a single tribute, the other team 2nd and 3rd. */
  {
    GtGame g;
    g_assert_true (gt_game_load_string (&g, rs,
                                        "[position]\nlevel=2\nphase=return\nS=S3 SA\nE=S5\nN=S6 BJ\nW=S7\n"
                                        "tribute=E:S:SA;W:N:BJ\n", "position", NULL));
    g_assert_cmpuint (g.prev_order[0], ==, GT_SEAT_N);
    g_assert_true (gt_game_load_string (&g, rs,
                                        "[position]\nlevel=2\nphase=return\nS=S3 RJ\nE=S5\nN=S6\nW=S7\n"
                                        "tribute=N:S:RJ\n", "position", NULL));
    g_assert_cmpuint (g.prev_order[0], ==, GT_SEAT_S);
    g_assert_cmpuint (g.prev_order[3], ==, GT_SEAT_N);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tribute/eligible", test_eligible);
  g_test_add_func ("/tribute/resist", test_resist);
  g_test_add_func ("/tribute/return", test_return);
  g_test_add_func ("/tribute/impossible-positions", test_impossible_positions);
  return g_test_run ();
}
