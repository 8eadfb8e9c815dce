/* bench-strength.c — one strength against another, in any game, deal by deal
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-strength GAME DEALS A B [SEED]
 *
 * Deals DEALS deals of GAME (gt_rulesets(): guandan, gandengyan, …); in
 * each, one seat — in turn every seat — is played by strength B with its
 * partners (the seats on its side), every other seat by strength A
 * (gt-player.h).  Prints B's share of deals its side went out first in (or
 * took the most points in a trick game) beside what an equal strength
 * would get, its mean deal value (gt_layouts_deal_value()) against A's,
 * and each strength's decision times: mean, 99th percentile, worst.  A
 * whole Guandan game, with levels and tribute: bench-player.
 */
#include "gt-game.h"
#include "gt-layouts.h"
#include "gt-player.h"
#include "gt-ruleset.h"

#include <math.h>
#include <stdio.h>

#include <stdlib.h>

#include "bench-times.h"

int
main (int    argc,
      char **argv)
{
  const GtRuleset *rs = argc > 1 ? gt_ruleset_lookup (argv[1]) : NULL;
  guint deals = argc > 2 ? (guint) atoi (argv[2]) : 0;
  GtPlayerLevel level[2];
  GtPlayer *player[2];
  GArray *ms[2];
  GRand *rand;
  guint firsts = 0, counted = 0;
  double share_equal = 0, value[2] = { 0, 0 };

  if (rs == NULL || deals == 0 || argc < 5 || !gt_player_level_parse (argv[3], &level[0]) ||
      !gt_player_level_parse (argv[4], &level[1]))
    {
      fprintf (stderr, "usage: bench-strength GAME DEALS A B [SEED]\n");
      return 2;
    }
  rand = g_rand_new_with_seed (argc > 5 ? (guint32) atoi (argv[5]) : 1);
  for (guint i = 0; i < 2; i++)
    {
      player[i] = gt_player_new (level[i]);
      ms[i] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (guint d = 0; d < deals; d++)
    {
      GtGame g;
      guint b_seat, b_side_seats = 0, guard = 0;

      gt_game_init (&g, rs, 0);
      if (!gt_game_deal (&g, rand))
        return 1;
      b_seat = d % g.n_seats;
      while (g.phase != GT_PHASE_DEAL_OVER && g.phase != GT_PHASE_GAME_OVER && guard++ < 10000)
        {
          gboolean b = g.turn < g.n_seats && (g.turn == b_seat || gt_game_same_side (&g, g.turn, b_seat));
          GtAction a;
          gint64 t0 = g_get_monotonic_time ();
          double t;

          if (g.turn >= g.n_seats || !gt_player_act (player[b], &g, &a))
            break;
          t = (double) (g_get_monotonic_time () - t0) / 1000.0;
          g_array_append_val (ms[b], t);
          if (!gt_game_act (&g, g.rs, &a, NULL, NULL))
            {
              fprintf (stderr, "deal %u: a computer player's action was refused\n", d);
              return 1;
            }
        }
      if (g.phase != GT_PHASE_DEAL_OVER && g.phase != GT_PHASE_GAME_OVER)
        continue;
      counted++;
      for (guint s = 0; s < g.n_seats; s++)
        b_side_seats += s == b_seat || gt_game_same_side (&g, s, b_seat);
      share_equal += (double) b_side_seats / g.n_seats;
      value[1] += gt_layouts_deal_value (&g, b_seat);
      for (guint s = 0; s < g.n_seats; s++)
        if (!(s == b_seat || gt_game_same_side (&g, s, b_seat)))
          {
            value[0] += gt_layouts_deal_value (&g, s);
            break;
          }
      if (rs->game->table == GT_TABLE_TRICK)
        firsts += gt_layouts_deal_value (&g, b_seat) > gt_layouts_deal_value (&g, (b_seat + 1) % g.n_seats);
      else
        firsts += g.n_order > 0 && (g.order[0] == b_seat || gt_game_same_side (&g, g.order[0], b_seat));
    }
  bench_report_times (gt_player_level_to_string (level[0]), ms[0]);
  bench_report_times (gt_player_level_to_string (level[1]), ms[1]);
  {
    double share = counted ? (double) firsts / counted : 0;
    double half = counted ? 1.96 * sqrt (share * (1 - share) / counted) : 0;

    printf ("%s, %u deals: %s's side first (trick game: more points) in %.1f %% ± %.1f (equal strength: %.1f %%); "
            "mean deal value %s %.2f, %s %.2f\n",
            rs->id, counted, gt_player_level_to_string (level[1]), 100 * share, 100 * half,
            counted ? 100 * share_equal / counted : 0, gt_player_level_to_string (level[1]),
            counted ? value[1] / counted : 0, gt_player_level_to_string (level[0]),
            counted ? value[0] / counted : 0);
  }
  for (guint i = 0; i < 2; i++)
    {
      gt_player_free (player[i]);
      g_array_unref (ms[i]);
    }
  g_rand_free (rand);
  return 0;
}
