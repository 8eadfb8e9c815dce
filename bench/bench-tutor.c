/* bench-tutor.c — how long the tutor's question takes
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-tutor [CARDS [POSITIONS]]     (default 6 cards a hand, 30 positions)
 *
 * Deals POSITIONS Guandan deals cut to CARDS cards a hand, S to lead, and
 * times the tutor's question about S's first play (gt_tutor_review() at
 * its strictest with principles: the play weighed against every other
 * over 20 layouts of the unseen cards).  The Play page asks it on the
 * main thread, so its worst case is what a learner may wait
 * (docs/benchmarks.md, "Fair computer players").
 */
#include "gt-game.h"
#include "gt-moves.h"
#include "gt-ruleset.h"
#include "gt-tutor.h"

#include <stdio.h>
#include <stdlib.h>

int
main (int    argc,
      char **argv)
{
  guint cards = argc > 1 ? (guint) atoi (argv[1]) : 6;
  guint positions = argc > 2 ? (guint) atoi (argv[2]) : 30;
  GRand *rand = g_rand_new_with_seed (3);
  GtTutor *tutor = gt_tutor_new ();
  GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  double worst = 0, sum = 0;
  guint questioned = 0, judged = 0;

  if (cards == 0 || cards > 27 || positions == 0)
    {
      fprintf (stderr, "usage: bench-tutor [CARDS [POSITIONS]]\n");
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
