/* test-split-memo.c — the remembered fewest-plays split answers as the split does
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtSplitMemo must never change a decision: every answer is the one
 * gt_split_min_plays() gives, whether the hand is asked for the first
 * time, again, after its slot was taken by another hand, or at another
 * level (the same counts are a different hand at another level, where
 * other cards are wild).
 */

#include "config.h"

#include <string.h>

#include "gt-game.h"
#include "gt-ruleset.h"
#include "gt-solver-private.h"
#include "gt-split-memo.h"

#define HANDS 6000

/* Part of a dealt Guandan hand: a random 1 to 15 of its cards, as a
 * player holds them part-way through a deal. */
static void
random_hand (GRand  *r,
             guint8  hand[GT_CARD_KINDS])
{
  GtGame g;
  GtCard cards[GT_DECK_MAX];
  guint n = 0, keep;

  gt_game_init (&g, gt_ruleset_guandan (), 0);
  g_assert_true (gt_game_deal (&g, r));
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < g.hand[0][c]; k++)
      cards[n++] = (GtCard) c;
  memset (hand, 0, GT_CARD_KINDS);
  keep = (guint) g_rand_int_range (r, 1, 16);
  for (guint i = 0; i < keep && n > 0; i++)
    {
      guint j = (guint) g_rand_int_range (r, 0, (gint32) n);

      hand[cards[j]]++;
      cards[j] = cards[--n];
    }
}

static void
test_same_answers (void)
{
  GRand *r = g_rand_new_with_seed (30);
  GtSplitMemo *memo = gt_split_memo_new ();
  guint8 (*hands)[GT_CARD_KINDS] = g_malloc0 (HANDS * sizeof *hands);
  guint *levels = g_new (guint, HANDS), *want = g_new (guint, HANDS);

  /* More hands than the memo has slots, so that hands share slots. */
  for (guint i = 0; i < HANDS; i++)
    {
      random_hand (r, hands[i]);
      levels[i] = (guint) g_rand_int_range (r, 2, 15);
      want[i] = gt_split_min_plays (hands[i], levels[i], NULL);
      g_assert_cmpuint (gt_split_memo_plays (memo, hands[i], levels[i]), ==, want[i]);
    }
  /* Asked again, in another order: remembered or not, the same. */
  for (guint k = 0; k < 2 * HANDS; k++)
    {
      guint i = (guint) g_rand_int_range (r, 0, HANDS);

      g_assert_cmpuint (gt_split_memo_plays (memo, hands[i], levels[i]), ==, want[i]);
    }
  /* The same counts at another level, right after the first. */
  for (guint i = 0; i < 200; i++)
    {
      guint other = levels[i] == 2 ? 14 : 2;

      g_assert_cmpuint (gt_split_memo_plays (memo, hands[i], levels[i]), ==, want[i]);
      g_assert_cmpuint (gt_split_memo_plays (memo, hands[i], other), ==,
                        gt_split_min_plays (hands[i], other, NULL));
    }
  g_free (want);
  g_free (levels);
  g_free (hands);
  gt_split_memo_free (memo);
  g_rand_free (r);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/split-memo/same-answers", test_same_answers);
  return g_test_run ();
}
