/* bench-player.c — how long the computer players take to decide
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-player [GAMES]     (default 50, seed 1)
 *
 * Plays GAMES whole games of Guandan, the heuristic players (gt-player.h)
 * against the strong ones, sides swapped every game, and times every
 * decision of each strength: mean, the 99th percentile and the worst, in
 * milliseconds — the Play page's table waits for each of these.  The last
 * line gives the games each strength won.  docs/benchmarks.md ("Computer
 * players") records the figures.
 */
#include "gt-game.h"
#include "gt-player.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct {
  GArray *ms;      /* double: every decision */
  guint wins;
} Tally;

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
report (const char *name,
        Tally      *t)
{
  double sum = 0;
  guint n = t->ms->len;

  qsort (t->ms->data, n, sizeof (double), cmp_double);
  for (guint i = 0; i < n; i++)
    sum += g_array_index (t->ms, double, i);
  printf ("%-10s %7u decisions  mean %7.3f ms  99th percentile %8.3f ms  worst %8.3f ms\n", name, n,
          n ? sum / n : 0, n ? g_array_index (t->ms, double, n * 99 / 100) : 0,
          n ? g_array_index (t->ms, double, n - 1) : 0);
}

int
main (int    argc,
      char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 50;
  GRand *rand = g_rand_new_with_seed (1);
  GtPlayer *player[2] = { gt_player_new (GT_PLAYER_HEURISTIC), gt_player_new (GT_PLAYER_STRONG) };
  Tally tally[2] = { { g_array_new (FALSE, FALSE, sizeof (double)), 0 },
                     { g_array_new (FALSE, FALSE, sizeof (double)), 0 } };
  guint64 proved, beyond;

  for (guint i = 0; i < games; i++)
    {
      GtGame g;
      /* strength[side]: which player plays each side this game. */
      guint strength[2] = { i & 1, !(i & 1) };

      gt_game_init (&g, gt_ruleset_guandan (), 0);
      while (g.phase != GT_PHASE_GAME_OVER)
        {
          if (!gt_game_deal (&g, rand))
            return 1;
          while (g.phase == GT_PHASE_TRIBUTE || g.phase == GT_PHASE_RETURN || g.phase == GT_PHASE_PLAY)
            {
              guint who = strength[gt_game_side (&g, g.turn)];
              GtAction a;
              gint64 t0 = g_get_monotonic_time ();
              double ms;

              if (!gt_player_act (player[who], &g, &a))
                return 1;
              ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
              g_array_append_val (tally[who].ms, ms);
              if (!gt_game_act (&g, NULL, &a, NULL, NULL))
                {
                  fprintf (stderr, "game %u: a computer player's action was refused\n", i);
                  return 1;
                }
            }
        }
      tally[strength[g.winner]].wins++;
    }
  report ("heuristic", &tally[0]);
  report ("strong", &tally[1]);
  gt_player_solver_counts (player[1], &proved, &beyond);
  printf ("strong: the endgame solver proved %" G_GUINT64_FORMAT " decisions, %" G_GUINT64_FORMAT
          " went beyond its budget\n", proved, beyond);
  printf ("games won: strong %u, heuristic %u, of %u\n", tally[1].wins, tally[0].wins, games);
  for (guint i = 0; i < 2; i++)
    {
      gt_player_free (player[i]);
      g_array_unref (tally[i].ms);
    }
  g_rand_free (rand);
  return 0;
}
