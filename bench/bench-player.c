/* bench-player.c — how long the computer players take to decide
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-player [GAMES [A [B [SEED]]]]   (default 50 heuristic strong 1)
 *
 * Plays GAMES whole games of Guandan, strength A (gt-player.h: simple,
 * heuristic, strong, omniscient) against strength B, sides swapped every
 * game, and times every decision of each: mean, the 99th percentile and
 * the worst, in milliseconds of the wall clock and of processor time (on a
 * loaded machine the wall clock counts the waits for a core too) — the
 * Play page's table waits for each of these.  The last line gives the
 * games each strength won and B's share with a 95 % interval; the line
 * before it B's deals: how often its side went out first, and the levels
 * a deal brought it (gt_layouts_deal_value(): +3 for first and second,
 * −1 for the other side's first and last, …), which moves less by chance
 * than whole games do.  Every player but the analyst decides from its
 * seat's view, kept action by action (gt_view_observe(): the passes of
 * earlier rounds too, which the strong player's layouts are weighted by).
 * docs/benchmarks.md ("Fair computer players") records the figures.
 */
#include "gt-game.h"
#include "gt-layouts.h"
#include "gt-player.h"

#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "bench-times.h"

typedef struct {
  GArray *ms;      /* double: every decision */
  GArray *cpu;     /* double: the same in processor time */
  guint wins;
} Tally;

/* The processor time this thread has taken, in milliseconds: what a
 * decision costs whatever else the machine runs (the wall clock counts the
 * waits too). */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec * 1000.0 + (double) ts.tv_nsec / 1e6;
}

int
main (int    argc,
      char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 50;
  GtPlayerLevel level[2] = { GT_PLAYER_HEURISTIC, GT_PLAYER_STRONG };
  GRand *rand;
  GtPlayer *player[2];
  Tally tally[2];
  guint64 proved, beyond;
  double share, half;
  /* B's deals: how many, first out, and the deal's levels for B's side
   * (gt_layouts_deal_value(): ±1, ±2, ±3), summed and squared. */
  guint deals = 0, deals_first = 0;
  double value_sum = 0, value_sq = 0;

  if ((argc > 2 && !gt_player_level_parse (argv[2], &level[0])) ||
      (argc > 3 && !gt_player_level_parse (argv[3], &level[1])))
    {
      fprintf (stderr, "usage: bench-player [GAMES [A [B [SEED]]]]; A, B: simple, heuristic, strong, omniscient\n");
      return 2;
    }
  rand = g_rand_new_with_seed (argc > 4 ? (guint32) atoi (argv[4]) : 1);
  player[0] = gt_player_new (level[0]);
  player[1] = gt_player_new (level[1]);
  for (guint i = 0; i < 2; i++)
    {
      tally[i].ms = g_array_new (FALSE, FALSE, sizeof (double));
      tally[i].cpu = g_array_new (FALSE, FALSE, sizeof (double));
      tally[i].wins = 0;
    }
  for (guint i = 0; i < games; i++)
    {
      GtGame g;
      /* strength[side]: which player plays each side this game. */
      guint strength[2] = { i & 1, !(i & 1) };

      gt_game_init (&g, gt_ruleset_guandan (), 0);
      while (g.phase != GT_PHASE_GAME_OVER)
        {
          GtView view[GT_SEATS_MAX];

          if (!gt_game_deal (&g, rand))
            return 1;
          for (guint s = 0; s < g.n_seats; s++)
            gt_view_init (&view[s], &g, s);
          while (g.phase == GT_PHASE_TRIBUTE || g.phase == GT_PHASE_RETURN || g.phase == GT_PHASE_PLAY)
            {
              guint who = strength[gt_game_side (&g, g.turn)];
              GtAction a;
              GtGame before;
              gint64 t0 = g_get_monotonic_time ();
              double c0 = cpu_ms (), ms;

              if (!(level[who] == GT_PLAYER_OMNISCIENT ? gt_player_act (player[who], &g, &a)
                                                       : gt_player_act_view (player[who], &view[g.turn], &a)))
                return 1;
              ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
              g_array_append_val (tally[who].ms, ms);
              ms = cpu_ms () - c0;
              g_array_append_val (tally[who].cpu, ms);
              before = g;
              if (!gt_game_act (&g, NULL, &a, NULL, NULL))
                {
                  fprintf (stderr, "game %u: a computer player's action was refused\n", i);
                  return 1;
                }
              for (guint s = 0; s < g.n_seats; s++)
                gt_view_observe (&view[s], &before, &a, &g);
            }
          if (g.n_order > 0)
            {
              /* Any seat of B's side. */
              guint b_seat = strength[gt_game_side (&g, 0)] == 1 ? 0 : 1;
              int value = gt_layouts_deal_value (&g, b_seat);

              deals++;
              deals_first += value > 0;
              value_sum += value;
              value_sq += (double) value * value;
            }
        }
      tally[strength[g.winner]].wins++;
      /* A long run on a busy machine shows how it stands as it goes. */
      if ((i + 1) % 50 == 0 && i + 1 < games)
        fprintf (stderr, "after %u games: %s %u, %s %u; levels a deal %+.3f\n", i + 1,
                 gt_player_level_to_string (level[1]), tally[1].wins, gt_player_level_to_string (level[0]),
                 tally[0].wins, deals ? value_sum / deals : 0);
    }
  bench_report_times (gt_player_level_to_string (level[0]), tally[0].ms);
  bench_report_times (gt_player_level_to_string (level[1]), tally[1].ms);
  printf ("in processor time:\n");
  bench_report_times (gt_player_level_to_string (level[0]), tally[0].cpu);
  bench_report_times (gt_player_level_to_string (level[1]), tally[1].cpu);
  for (guint i = 0; i < 2; i++)
    {
      gt_player_solver_counts (player[i], &proved, &beyond);
      if (proved + beyond > 0)
        printf ("%s: the endgame solves decided %" G_GUINT64_FORMAT " times, %" G_GUINT64_FORMAT
                " went beyond their budget\n", gt_player_level_to_string (level[i]), proved, beyond);
    }
  if (deals > 0)
    {
      double mean = value_sum / deals, var = value_sq / deals - mean * mean;

      printf ("deals: %u, %s's side first out in %.1f %%; its levels a deal %+.3f ± %.3f\n", deals,
              gt_player_level_to_string (level[1]), 100.0 * deals_first / deals, mean,
              1.96 * sqrt (MAX (var, 0) / deals));
    }
  share = games ? (double) tally[1].wins / games : 0;
  half = games ? 1.96 * sqrt (share * (1 - share) / games) : 0;
  printf ("games won: %s %u, %s %u, of %u (%s %.1f %% ± %.1f)\n", gt_player_level_to_string (level[1]),
          tally[1].wins, gt_player_level_to_string (level[0]), tally[0].wins, games,
          gt_player_level_to_string (level[1]), 100 * share, 100 * half);
  for (guint i = 0; i < 2; i++)
    {
      gt_player_free (player[i]);
      g_array_unref (tally[i].ms);
      g_array_unref (tally[i].cpu);
    }
  g_rand_free (rand);
  return 0;
}
