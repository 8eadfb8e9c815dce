/* bench-dabaifen.c — how long Da Bai Fen's double-dummy trick solver takes
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Deals a seeded set of full deals (twelve cards a seat after the declarer
 * has laid the kitty aside, the trump known, the declarer to lead) and
 * solves each to the end: the defenders' points with best play by both
 * sides.  Prints the mean and worst time and nodes (target: a full deal
 * under 100 ms on average).  With CARDS below 12, each deal is first
 * played down by the simple players (the game's first choice of its legal
 * plays) to CARDS a seat, for the solver's growth with the tricks left.
 * With a fourth argument `each`, also prints every deal's value, nodes and
 * time (to compare two versions of the solver deal by deal: the values
 * must not change).
 * Usage: bench-dabaifen [DEALS] [SEED] [CARDS] [each]
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gt-game.h"

static double
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec / 1e6;
}

int
main (int    argc,
      char **argv)
{
  guint deals = argc > 1 ? (guint) atoi (argv[1]) : 50;
  guint32 seed = argc > 2 ? (guint32) atoi (argv[2]) : 1;
  guint cards = argc > 3 ? (guint) atoi (argv[3]) : 12;
  gboolean each = argc > 4 && g_str_equal (argv[4], "each");
  const GtRuleset *rs = gt_ruleset_lookup ("dabaifen");
  GtTrickSolver *solver = gt_trick_solver_new (rs);
  GRand *rand = g_rand_new_with_seed (seed);
  double total = 0, worst = 0;
  guint64 nodes = 0, worst_nodes = 0;
  guint sum_value = 0, done = 0;

  if (rs == NULL || solver == NULL || deals == 0)
    return 2;
  while (done < deals)
    {
      GtGame g;
      GtTrickSolve out;
      double t0, ms;

      gt_game_init (&g, rs, 0);
      /* A first deal, the trump shown and the kitty buried by the simple
       * player's choices (the same deals as when the deal itself decided
       * them), dealt again while it is cancelled (a hand without a
       * trump). */
      while (g.phase != GT_PHASE_PLAY)
        {
          g.phase = GT_PHASE_DEAL_OVER;
          if (!gt_game_deal (&g, rand))
            return 1;
          while (g.phase == GT_PHASE_DECLARE || g.phase == GT_PHASE_DISCARD)
            {
              GtAction a;

              if (!rs->game->choose_action (&g, 0, &a) || !gt_game_act (&g, NULL, &a, NULL, NULL))
                return 1;
            }
        }
      /* Down to `cards` a seat, at the start of a trick. */
      while (g.phase == GT_PHASE_PLAY && (g.count[g.turn] > cards || g.trick_n != 0))
        {
          GtCardList hand, lead, played, moves[64];
          GtTrickQuestion q = { .hand = &hand };
          GtRuleCtx ctx;
          GtAction a;

          gt_game_rule_ctx (&g, &ctx);
          gt_game_hand_list (&g, g.turn, &hand);
          if (g.trick_n > 0)
            {
              gt_card_list_init (&lead);
              gt_card_list_init (&played);
              for (guint k = 0; k < g.trick_len[0]; k++)
                gt_card_list_append (&lead, g.trick_card[k], GT_CARD_NONE);
              for (guint k = g.trick_len[0]; k < (guint) g.trick_at[g.trick_n - 1] + g.trick_len[g.trick_n - 1]; k++)
                gt_card_list_append (&played, g.trick_card[k], GT_CARD_NONE);
              q.lead = &lead;
              q.played = &played;
            }
          if (rs->game->trick->moves (&ctx, &q, moves, 64) == 0)
            return 1;
          gt_action_play (&a, g.turn, &moves[0]);
          if (!gt_game_act (&g, NULL, &a, NULL, NULL))
            return 1;
        }
      if (g.phase != GT_PHASE_PLAY)
        continue;
      t0 = now_ms ();
      if (!gt_trick_solver_solve (solver, &g, 0, FALSE, &out) || !out.complete)
        return 1;
      ms = now_ms () - t0;
      total += ms;
      worst = MAX (worst, ms);
      nodes += out.nodes;
      worst_nodes = MAX (worst_nodes, out.nodes);
      sum_value += out.value;
      if (each)
        printf ("  deal %u: value %u, nodes %" G_GUINT64_FORMAT ", %.1f ms\n", done, out.value, out.nodes, ms);
      done++;
    }
  printf ("Da Bai Fen double-dummy solver: %u deals, %u cards a seat%s (seed %u)\n", deals, cards,
          cards >= 12 ? ", full deals" : ", played down by the simple players", seed);
  printf ("  time:  mean %.1f ms, worst %.1f ms\n", total / deals, worst);
  printf ("  nodes: mean %.0f, worst %" G_GUINT64_FORMAT "\n", (double) nodes / deals, worst_nodes);
  printf ("  defenders' points with best play: mean %.1f\n", (double) sum_value / deals);
  gt_trick_solver_free (solver);
  g_rand_free (rand);
  return 0;
}
