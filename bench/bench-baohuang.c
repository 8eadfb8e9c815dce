/* bench-baohuang.c — how long Bao Huang's hot paths take
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints, for fixed seeded inputs:
 *   - readings() of 8-card plays with jokers (one rank and two or three
 *     jokers, marked ones among them), and beats() between them;
 *   - every play of a dealt 34-card hand (target: under 1 ms), leading and
 *     following 8-8-8-small joker;
 *   - a solve of a first-out endgame with the roles stated;
 *   - self-play: whole deals of five players a second.
 * Heap allocation during the timed readings and beats is measured (glibc's
 * mallinfo2): both use only the stack, so it must print 0.
 * Usage: bench-baohuang [ROUNDS]
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-selfplay.h"
#include "gt-solver.h"

#define N_SELECTIONS 4096
#define N_HANDS 256

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e9 + (double) ts.tv_nsec;
}

/* Eight cards: five or six of one rank and the rest jokers. */
static void
eight_with_jokers (GRand      *rand,
                   GtCardList *out)
{
  static const GtCard jokers[] = { GT_CARD_BJ, GT_CARD_RJ, GT_CARD_BJ_MARKED, GT_CARD_RJ_MARKED };
  guint rank = (guint) g_rand_int_range (rand, 6, 15);
  guint k = (guint) g_rand_int_range (rand, 5, 7);
  guint8 used[4] = { 0 };

  gt_card_list_init (out);
  for (guint i = 0; i < k; i++)
    gt_card_list_append (out, GT_CARD_MAKE (rank, (guint) g_rand_int_range (rand, 0, 4)), GT_CARD_NONE);
  while (out->n < 8)
    {
      guint j = (guint) g_rand_int_range (rand, 0, 4);
      if (j >= 2 && used[j])
        continue;
      used[j]++;
      gt_card_list_append (out, jokers[j], GT_CARD_NONE);
    }
}

int
main (int    argc,
      char **argv)
{
  const GtRuleset *rs = gt_ruleset_baohuang ();
  guint rounds = argc > 1 ? (guint) atoi (argv[1]) : 200;
  GRand *rand = g_rand_new_with_seed (20261127u);
  GtCardList *sels = g_new (GtCardList, N_SELECTIONS);
  GtReading readings[GT_READINGS_MAX];
  GtCombo *combos = g_new0 (GtCombo, N_SELECTIONS);
  GtCardSet *hands = g_new (GtCardSet, N_HANDS);
  GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  GtCardList table_cards;
  GtReading table;
  GtRuleCtx ctx;
  struct mallinfo2 m0, m1;
  double t0, t;
  guint total = 0, n_read = 0;
  guint64 plays = 0;
  volatile guint sink = 0;

  gt_rule_ctx_init (&ctx, rs, 2);
  for (guint i = 0; i < N_SELECTIONS; i++)
    eight_with_jokers (rand, &sels[i]);

  m0 = mallinfo2 ();
  t0 = now_ns ();
  for (guint r = 0; r < rounds; r++)
    for (guint i = 0; i < N_SELECTIONS; i++)
      {
        guint n = rs->readings (&ctx, &sels[i], readings, GT_READINGS_MAX);
        total += n;
        if (n > 0 && r == 0)
          combos[n_read++] = readings[0].combo;
      }
  t = (now_ns () - t0) / ((double) rounds * N_SELECTIONS);
  m1 = mallinfo2 ();
  printf ("readings, 8 cards with jokers      %8.1f ns/call   (%u of %u read; heap %zd bytes)\n",
          t, n_read, N_SELECTIONS, (ssize_t) (m1.uordblks - m0.uordblks));

  m0 = mallinfo2 ();
  t0 = now_ns ();
  for (guint r = 0; r < rounds * 4; r++)
    for (guint i = 0; i + 1 < n_read; i++)
      sink += rs->beats (&ctx, &combos[i], NULL, &combos[i + 1], NULL, NULL);
  t = (now_ns () - t0) / ((double) rounds * 4 * (n_read - 1));
  m1 = mallinfo2 ();
  printf ("beats, 8 cards each higher         %8.1f ns/call   (heap %zd bytes)\n", t, (ssize_t) (m1.uordblks - m0.uordblks));

  /* Every play of a dealt 34-card hand. */
  for (guint i = 0; i < N_HANDS; i++)
    {
      GtGame g;
      guint seat = 0;
      gt_game_init (&g, rs, 0);
      gt_game_deal (&g, rand);
      for (guint s = 0; s < g.n_seats; s++)
        if (g.count[s] == 34)
          seat = s;
      gt_card_set_from_counts (&hands[i], g.hand[seat]);
    }
  gt_card_list_parse ("S8 H8 D8 BJ", NULL, &table_cards, NULL);
  gt_ruleset_read_table (rs, &ctx, &table_cards, &table);
  for (guint mode = 0; mode < 3; mode++)
    {
      guint reps = MAX (rounds / 20, 1u), most = 0;
      plays = 0;
      t0 = now_ns ();
      for (guint r = 0; r < reps; r++)
        for (guint i = 0; i < N_HANDS; i++)
          {
            guint n = gt_moves_generate_set (&ctx, &hands[i], mode == 1 ? &table.combo : NULL,
                                             mode == 2 ? GT_MOVES_BY_RANK : GT_MOVES_ALL, moves, GT_MOVES_MAX);
            plays += n;
            most = MAX (most, n);
          }
      t = (now_ns () - t0) / ((double) reps * N_HANDS);
      printf ("moves, 34-card hand, %s  %8.2f µs/hand   (%.1f plays a hand, at most %u)\n",
              mode == 0 ? "leading        " : mode == 1 ? "on 8-8-8-BJ    " : "leading, by rank",
              t / 1000.0, (double) plays / ((double) reps * N_HANDS), most);
    }

  /* A solve: five seats, a few cards each, the roles stated. */
  {
    static const char position[] =
      "[position]\n1=S9 H9 D9 RJ SK SQ\n2=S10 H10 D10 BJ CA HA\n3=C6 C7 C8\n4=SJ HJ S2\n5=D6 D7 BJ*\n"
      "emperor=1\nguard=5\nturn=1\n";
    GtGame g;
    GtSolver *solver = gt_solver_new ();
    GtGoal goal = { GT_GOAL_FIRST_OUT, 0 };
    GtSolveResult res = { 0 };
    guint reps = 20;

    if (!gt_game_load_string (&g, rs, position, "position", NULL))
      return 1;
    t0 = now_ns ();
    for (guint i = 0; i < reps; i++)
      {
        GtSolver *fresh = gt_solver_new ();

        /* One thread, as this figure was always measured: a fresh
         * solver's helper threads would be part of the time. */
        gt_solver_set_threads (fresh, 1);
        gt_solver_solve (fresh, &g, &goal, &res);
        gt_solver_free (fresh);
      }
    t = (now_ns () - t0) / reps;
    printf ("solve, 5 seats, 3–6 cards, first-out %7.2f ms/solve  (%s, %" G_GUINT64_FORMAT " nodes; a new solver each)\n",
            t / 1e6, res.solvable ? "solvable" : "no solution", res.nodes);
    gt_solve_result_clear (&res);
    gt_solver_free (solver);
  }

  {
    GtSelfplay *sp = gt_selfplay_new (rs, 1, 0);
    GtSelfplayStats st = { 0 };
    guint deals = MAX (rounds * 2, 50u);

    t0 = now_ns ();
    for (guint i = 0; i < deals; i++)
      gt_selfplay_game (sp, &st, NULL);
    t = (now_ns () - t0) / 1e9;
    printf ("self-play, 5 players                %8.0f deals/s  (%u deals, %.1f plays a deal)\n",
            deals / t, deals, (double) st.plays / deals);
    gt_selfplay_free (sp);
  }

  g_free (sels);
  g_free (combos);
  g_free (hands);
  g_free (moves);
  g_rand_free (rand);
  return sink == 12345 ? 1 : 0;
}
