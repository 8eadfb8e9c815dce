/* test-notation.c — the card notation of ../shared/spec/notation.md
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-card.h"
#include "gt-ruleset.h"

#include <string.h>

static void
test_parse_single_cards (void)
{
  static const struct { const char *text; GtCard card; } cases[] = {
    { "S3", GT_CARD_MAKE (3, GT_SUIT_SPADES) },
    { "h10", GT_CARD_MAKE (10, GT_SUIT_HEARTS) },
    { "HT", GT_CARD_MAKE (10, GT_SUIT_HEARTS) },
    { "DQ", GT_CARD_MAKE (GT_RANK_Q, GT_SUIT_DIAMONDS) },
    { "CA", GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS) },
    { "ca", GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS) },
    { "BJ", GT_CARD_BJ },
    { "rj", GT_CARD_RJ },
    { "♠3", GT_CARD_MAKE (3, GT_SUIT_SPADES) },
    { "♥10", GT_CARD_MAKE (10, GT_SUIT_HEARTS) },
    { "♦J", GT_CARD_MAKE (GT_RANK_J, GT_SUIT_DIAMONDS) },
    { "♣2", GT_CARD_MAKE (2, GT_SUIT_CLUBS) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtCard c = GT_CARD_NONE;
      g_assert_true (gt_card_parse (cases[i].text, -1, &c));
      g_assert_cmpuint (c, ==, cases[i].card);
    }
}

static void
test_parse_rejects (void)
{
  static const char *const bad[] = { "3S", "X9", "S1", "S11", "S", "J", "BJJ", "S0", "♠", "10", "SJ2" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GtCard c;
      g_assert_false (gt_card_parse (bad[i], -1, &c));
    }
}

static void
test_list_errors_name_token_and_item (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  GtCardList list;
  GError *error = NULL;

  g_assert_false (gt_card_list_parse ("S3 S4, X9", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_UNKNOWN_CARD);
  g_assert_cmpstr (error->message, ==, "unknown card 'X9' (item 3)");
  g_clear_error (&error);

  g_assert_false (gt_card_list_parse ("S7 S7 S7", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_COPIES);
  g_assert_nonnull (strstr (error->message, "item 3"));
  g_clear_error (&error);

  g_assert_false (gt_card_list_parse ("H2=", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_BAD_DECLARATION);
  g_clear_error (&error);
}

static void
test_format_and_sort (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  guint8 strength[GT_RANK_COUNT];
  GtCardList list;
  GtRuleCtx ctx;
  char *s;

  gt_rule_ctx_init (&ctx, 5);
  rs->rank_strength (&ctx, strength);
  g_assert_true (gt_card_list_parse ("RJ st ♥5 H2=S7 CA BJ d5", rs->copies, &list, NULL));
  gt_card_list_sort (&list, strength);
  s = gt_card_list_to_string (&list);
  /* At level 5: 2 … 4, 6 … A, then the 5s, the small and the big joker. */
  g_assert_cmpstr (s, ==, "H2=S7 S10 CA H5 D5 BJ RJ");
  g_free (s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/parse", test_parse_single_cards);
  g_test_add_func ("/notation/rejects", test_parse_rejects);
  g_test_add_func ("/notation/list-errors", test_list_errors_name_token_and_item);
  g_test_add_func ("/notation/format-and-sort", test_format_and_sort);
  return g_test_run ();
}
