/* bench-tutor.c — how long the tutor's question takes
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-tutor [CARDS [POSITIONS]]     (default 6 cards a hand, 30 positions)
 *   bench-tutor dabaifen [DEALS]        (default 10 deals)
 *
 * Deals POSITIONS Guandan deals cut to CARDS cards a hand, S to lead, and
 * times the tutor's question about S's first play (gt_tutor_review() at
 * its strictest with principles: the play weighed against every other
 * over 20 layouts of the unseen cards).  The Play page asks it on the
 * main thread, so its worst case is what a learner may wait
 * (docs/benchmarks.md, "Fair computer players").
 *
 * With "dabaifen": DEALS seeded Da Bai Fen deals played through by the
 * heuristic trick player, and at each of South's plays the trick tutor's
 * question about it (gt_tutor_review_trick(), with the Play page's budget:
 * solved from six cards a hand, played out before), timed, by the cards
 * South holds: the learner's wait at each trick of the deal
 * (docs/benchmarks.md, "The trick tutor from the first trick").
 */
#include "gt-game.h"
#include "gt-moves.h"
#include "gt-player.h"
#include "gt-ruleset.h"
#include "gt-tutor.h"
#include "gt-view.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int
bench_trick (guint deals)
{
  const GtRuleset *rs = gt_ruleset_lookup ("dabaifen");
  GRand *rand = g_rand_new_with_seed (32);
  GtPlayer *player = gt_player_new (GT_PLAYER_HEURISTIC);
  GtTutor *tutor = gt_tutor_new ();
  double sum[13] = { 0 }, worst[13] = { 0 }, cpu_worst[13] = { 0 }, all_sum = 0, all_worst = 0, all_cpu = 0,
         all_cpu_worst = 0;
  guint asked[13] = { 0 }, questioned[13] = { 0 }, played_out[13] = { 0 }, all = 0;

  /* As the Play page asks it (gt-play-model.c). */
  gt_tutor_set_budget (tutor, 6, 20000);
  for (guint d = 0; d < deals; d++)
    {
      GtGame g;

      gt_game_init (&g, rs, 0);
      if (!gt_game_deal (&g, rand))
        return 1;
      while (g.phase != GT_PHASE_DEAL_OVER && g.phase != GT_PHASE_GAME_OVER)
        {
          GtAction a;

          if (!gt_player_act (player, &g, &a))
            return 1;
          if (g.phase == GT_PHASE_PLAY && g.turn == 0 && a.type == GT_ACTION_PLAY)
            {
              guint cards = MIN (g.count[0], 12u);
              GtTutorNote note;
              gint64 t0 = g_get_monotonic_time ();
              clock_t c0 = clock ();
              double ms, cpu;

              questioned[cards] += gt_tutor_review_trick (tutor, GT_TUTOR_PRINCIPLES, &g, &a.cards, &note);
              ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
              cpu = (double) (clock () - c0) * 1000.0 / CLOCKS_PER_SEC;
              played_out[cards] += note.played_out;
              gt_tutor_note_clear (&note);
              asked[cards]++;
              sum[cards] += ms;
              worst[cards] = MAX (worst[cards], ms);
              cpu_worst[cards] = MAX (cpu_worst[cards], cpu);
              all++;
              all_cpu += cpu;
              all_cpu_worst = MAX (all_cpu_worst, cpu);
              all_sum += ms;
              all_worst = MAX (all_worst, ms);
            }
          if (!gt_game_act (&g, rs, &a, NULL, NULL))
            return 1;
        }
    }
  /* Wall-clock times rise with the machine's load; the processor time of
   * the question is what it costs. */
  printf ("cards  asked  played out  questioned  mean ms  worst ms  worst cpu ms\n");
  for (guint c = 12; c >= 1; c--)
    if (asked[c] > 0)
      printf ("%5u  %5u  %10u  %10u  %7.1f  %8.1f  %12.1f\n", c, asked[c], played_out[c], questioned[c],
              sum[c] / asked[c], worst[c], cpu_worst[c]);
  printf ("%u deals, %u questions: mean %.1f ms, worst %.1f ms; processor time mean %.1f ms, worst %.1f ms\n", deals,
          all, all ? all_sum / all : 0.0, all_worst, all ? all_cpu / all : 0.0, all_cpu_worst);
  gt_tutor_free (tutor);
  gt_player_free (player);
  g_rand_free (rand);
  return 0;
}

int
main (int    argc,
      char **argv)
{
  guint cards, positions;
  GRand *rand;
  GtTutor *tutor;
  GtMove *moves;
  double worst = 0, sum = 0;
  guint questioned = 0, judged = 0;

  if (argc > 1 && g_str_equal (argv[1], "dabaifen"))
    return bench_trick (argc > 2 ? (guint) atoi (argv[2]) : 10);
  cards = argc > 1 ? (guint) atoi (argv[1]) : 6;
  positions = argc > 2 ? (guint) atoi (argv[2]) : 30;
  rand = g_rand_new_with_seed (3);
  tutor = gt_tutor_new ();
  moves = g_new (GtMove, GT_MOVES_MAX);
  if (cards == 0 || cards > 27 || positions == 0)
    {
      fprintf (stderr, "usage: bench-tutor [CARDS [POSITIONS]] | dabaifen [DEALS]\n");
      return 2;
    }
  /* The tutor asks its layouts from any hand size here. */
  gt_tutor_set_budget (tutor, cards, 20000);
  for (guint k = 0; k < positions; k++)
    {
      GtGame g;
      GtRuleCtx ctx;
      GtTutorNote note;
      gint64 t0;
      double ms;

      gt_game_init (&g, gt_ruleset_lookup (NULL), 0);
      if (!gt_game_deal (&g, rand))
        return 1;
      for (guint s = 0; s < g.n_seats; s++)
        {
          guint keep = cards;

          for (guint c = 0; c < GT_CARD_KINDS; c++)
            {
              guint n = MIN (g.hand[s][c], keep);

              keep -= n;
              g.gone[c] = (guint8) (g.gone[c] + g.hand[s][c] - n);
              g.hand[s][c] = (guint8) n;
            }
          g.count[s] = (guint8) cards;
        }
      g.phase = GT_PHASE_PLAY;
      g.turn = 0;
      g.table.type = GT_COMBO_NONE;
      g.tribute_kind = GT_TRIBUTE_NONE;
      g.n_tribute = 0;
      gt_game_rule_ctx (&g, &ctx);
      if (gt_moves_generate_counts (&ctx, g.hand[0], NULL, GT_MOVES_BY_RANK, moves, GT_MOVES_MAX) == 0)
        continue;
      t0 = g_get_monotonic_time ();
      questioned += gt_tutor_review (tutor, GT_TUTOR_PRINCIPLES, &g, &moves[0], &note);
      ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
      judged += note.layouts > 0;
      gt_tutor_note_clear (&note);
      sum += ms;
      worst = MAX (worst, ms);
    }
  printf ("%u cards a hand, %u positions: %u judged by layouts, %u questioned; mean %.1f ms, worst %.1f ms\n",
          cards, positions, judged, questioned, sum / positions, worst);
  g_free (moves);
  gt_tutor_free (tutor);
  g_rand_free (rand);
  return 0;
}
