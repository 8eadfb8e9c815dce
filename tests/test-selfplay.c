/* test-selfplay.c — whole games by the computer players, every step checked
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The invariants of issue 3: all 108 cards accounted for after every step,
 * no illegal action accepted (probes are tried and must be refused without
 * changing the state), the checked and the fast path agree byte for byte,
 * and every game ends.
 */
#include "gt-game.h"
#include "gt-selfplay.h"
#include "guandan/gd-kinds.h"

static void
run_games (guint32 seed,
           guint32 variants,
           guint   n_games)
{
  GtSelfplay *sp = gt_selfplay_new (gt_ruleset_guandan (), seed, variants);
  GtSelfplayStats stats = { 0 };
  GError *error = NULL;

  gt_selfplay_set_checked (sp, TRUE);
  for (guint i = 0; i < n_games; i++)
    {
      gboolean ok = gt_selfplay_game (sp, &stats, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
      g_assert_cmpuint (gt_selfplay_last (sp)->phase, ==, GT_PHASE_GAME_OVER);
      g_assert_cmpuint (gt_selfplay_last (sp)->levels[gt_selfplay_last (sp)->winner], ==, GT_RANK_A);
    }
  g_assert_cmpuint (stats.games, ==, n_games);
  g_assert_cmpuint (stats.wins[0] + stats.wins[1], ==, n_games);
  g_assert_cmpuint (stats.deals, >=, n_games);
  g_assert_cmpuint (stats.refused, >, 0);
  g_test_message ("%u games, %u deals, %u tributes, %u double, %u anti, %u jiefeng, %u bombs",
                  stats.games, stats.deals, stats.tributes, stats.double_tributes,
                  stats.anti_tributes, (guint) stats.events[GD_EVENT_INDEX_JIEFENG], stats.bombs);
  gt_selfplay_free (sp);
}

static void
test_checked_games (void)
{
  run_games (1, 0, 20);
}

static void
test_checked_games_variants (void)
{
  run_games (7, GD_VARIANT_RETURN_MAX_10 | GD_VARIANT_A_FAIL_TO_OPPONENT |
                GD_VARIANT_A_ONLY_OFF | GD_VARIANT_NO_JIEFENG, 10);
}

/* The same seed plays the same games. */
static void
test_reproducible (void)
{
  GtSelfplay *a = gt_selfplay_new (gt_ruleset_guandan (), 42, 0), *b = gt_selfplay_new (gt_ruleset_guandan (), 42, 0);
  GtSelfplayStats sa = { 0 }, sb = { 0 };

  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (gt_selfplay_game (a, &sa, NULL));
      g_assert_true (gt_selfplay_game (b, &sb, NULL));
    }
  g_assert_cmpmem (&sa, sizeof sa, &sb, sizeof sb);
  g_assert_cmpmem (gt_selfplay_last (a), sizeof (GtGame), gt_selfplay_last (b), sizeof (GtGame));
  gt_selfplay_free (a);
  gt_selfplay_free (b);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/selfplay/checked", test_checked_games);
  g_test_add_func ("/selfplay/checked-variants", test_checked_games_variants);
  g_test_add_func ("/selfplay/reproducible", test_reproducible);
  return g_test_run ();
}
