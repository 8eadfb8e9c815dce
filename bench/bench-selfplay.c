/* bench-selfplay.c — how fast whole games run through the state machine
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays N games (default 1000, seed 1) with the simple computer players on
 * the fast path and prints deals per second; then the same with every step
 * checked (the path lessons use); then the bare transitions, replaying the
 * plays of one deal many times with gt_game_play_fast/gt_game_pass_fast.
 * docs/benchmarks.md ("Self-play speed") records the figures.
 */
#include "gt-game.h"
#include "gt-selfplay.h"

#include <stdio.h>
#include <stdlib.h>

static void
run (guint    games,
     gboolean checked)
{
  GtSelfplay *sp = gt_selfplay_new (gt_ruleset_guandan (), 1, 0);
  GtSelfplayStats st = { 0 };
  gint64 t0;
  double s;

  gt_selfplay_set_checked (sp, checked);
  t0 = g_get_monotonic_time ();
  for (guint i = 0; i < games; i++)
    if (!gt_selfplay_game (sp, &st, NULL))
      {
        fprintf (stderr, "game %u failed\n", i);
        exit (1);
      }
  s = (double) (g_get_monotonic_time () - t0) / 1e6;
  printf ("%-9s %u games, %u deals, %" G_GUINT64_FORMAT " actions in %.2f s: %.0f deals/s, %.0f actions/s\n",
          checked ? "checked:" : "fast:", games, st.deals, st.plays + st.passes, s,
          st.deals / s, (double) (st.plays + st.passes) / s);
  gt_selfplay_free (sp);
}

/* The transitions alone: record one deal's moves, then replay them. */
static void
run_transitions (void)
{
  GtSelfplay *sp = gt_selfplay_new (gt_ruleset_guandan (), 3, 0);
  GtGame start, g;
  GRand *r = g_rand_new_with_seed (3);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (GtMove));
  guint reps = 20000;
  gint64 t0;
  double s;
  guint64 n = 0;

  gt_game_init (&start, gt_ruleset_guandan (), 0);
  gt_game_deal (&start, r);
  g = start;
  while (g.phase == GT_PHASE_PLAY)
    {
      GtMove m = { 0 };
      if (!gt_selfplay_choose (sp, &g, &m))
        m.n = 0;
      g_array_append_val (moves, m);
      gt_game_play_fast (&g, &m);
    }
  t0 = g_get_monotonic_time ();
  for (guint k = 0; k < reps; k++)
    {
      g = start;
      for (guint i = 0; i < moves->len; i++)
        gt_game_play_fast (&g, &g_array_index (moves, GtMove, i));
      n += moves->len;
    }
  s = (double) (g_get_monotonic_time () - t0) / 1e6;
  printf ("transitions: %" G_GUINT64_FORMAT " play/pass in %.2f s: %.1f ns each (state %zu bytes)\n",
          n, s, s * 1e9 / (double) n, sizeof (GtGame));
  g_array_free (moves, TRUE);
  g_rand_free (r);
  gt_selfplay_free (sp);
}

int
main (int    argc,
      char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 1000;

  run (games, FALSE);
  run (games / 10 ? games / 10 : 1, TRUE);
  run_transitions ();
  return 0;
}
