/* test-tribute.c — which card is paid, which may be returned (gd.tribute.*)
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-game.h"

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
  g_assert_cmpuint (gt_tribute_eligible (h, 2, el), ==, 2);
  g_assert_true (el[card ("S2")] && el[card ("D2")]);
  g_assert_false (el[card ("H2")] || el[card ("SA")]);

  /* At level 5 the Aces are below the 5s. */
  hand ("SA HA S5 S3", h);
  g_assert_cmpuint (gt_tribute_eligible (h, 5, el), ==, 1);
  g_assert_true (el[card ("S5")]);

  /* A joker must be given if held. */
  hand ("RJ H2 SA", h);
  gt_verdict_init (&v);
  g_assert_true (gt_tribute_check_card (h, 2, GT_CARD_RJ, &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.highest");
  g_assert_false (gt_tribute_check_card (h, 2, card ("H2"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.highest");
  g_assert_cmpstr (v.explanation, ==,
                   "You must pay your highest card, the big joker; ♥2 is a wild card and is never paid as tribute.");
  g_assert_false (gt_tribute_check_card (h, 2, card ("SA"), &v));
  g_assert_false (gt_tribute_check_card (h, 2, card ("S3"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.turn.own-cards");
  gt_verdict_clear (&v);

  /* Only wild cards: nothing to pay. */
  hand ("H2 H2", h);
  g_assert_cmpuint (gt_tribute_eligible (h, 2, el), ==, 0);
}

static void
test_resist (void)
{
  guint8 h[GT_CARD_KINDS];
  GtVerdict v;

  hand ("RJ RJ S3", h);
  g_assert_true (gt_tribute_resists (h));
  gt_verdict_init (&v);
  gt_tribute_explain_hand (h, 2, &v);
  g_assert_cmpstr (v.rule, ==, "gd.tribute.resist");
  hand ("RJ BJ BJ S3", h);
  g_assert_false (gt_tribute_resists (h));
  gt_tribute_explain_hand (h, 2, &v);
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
  g_assert_true (gt_tribute_check_return (h, 2, 0, GT_CARD_RJ, card ("SA"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.return");
  g_assert_false (gt_tribute_check_return (h, 2, 0, GT_CARD_RJ, GT_CARD_RJ, &v));
  g_assert_cmpstr (v.rule, ==, "gd.tribute.return-not-same");
  /* A second copy of the card received is the same card. */
  hand ("RJ RJ S3", h);
  g_assert_false (gt_tribute_check_return (h, 2, 0, GT_CARD_RJ, GT_CARD_RJ, &v));

  /* Variant return-max-10: 10 or lower and not the level rank … */
  hand ("RJ S3 SA S10 D5", h);
  g_assert_true (gt_tribute_check_return (h, 5, 0, GT_CARD_RJ, card ("SA"), &v));
  g_assert_false (gt_tribute_check_return (h, 5, GT_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("SA"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.variant.return-max-10");
  g_assert_false (gt_tribute_check_return (h, 5, GT_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("D5"), &v));
  g_assert_true (gt_tribute_check_return (h, 5, GT_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("S10"), &v));
  g_assert_true (gt_tribute_check_return (h, 5, GT_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("S3"), &v));
  /* … else the lowest card. */
  hand ("RJ SA SK SQ", h);
  g_assert_true (gt_tribute_check_return (h, 5, GT_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("SQ"), &v));
  g_assert_false (gt_tribute_check_return (h, 5, GT_VARIANT_RETURN_MAX_10, GT_CARD_RJ, card ("SK"), &v));
  g_assert_cmpstr (v.rule, ==, "gd.variant.return-max-10");
  gt_verdict_clear (&v);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tribute/eligible", test_eligible);
  g_test_add_func ("/tribute/resist", test_resist);
  g_test_add_func ("/tribute/return", test_return);
  return g_test_run ();
}
