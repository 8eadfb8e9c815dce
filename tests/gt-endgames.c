/* gt-endgames.c — endgames for the tests of whole deals
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-endgames.h"
#include "gt-solver.h"
#include "gt-tutor.h"

/* The deal cut to four cards a seat: the lowest of each hand stay in it,
 * the rest count as played. */
static void
cut_to_four (GtGame *g)
{
  for (guint s = 0; s < 4; s++)
    {
      guint keep = 4;

      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          guint k = MIN (g->hand[s][c], keep);

          keep -= k;
          g->gone[c] += g->hand[s][c] - k;
          g->hand[s][c] = (guint8) k;
        }
      g->count[s] = 4;
    }
  g->phase = GT_PHASE_PLAY;
  g->turn = GT_SEAT_S;
  g->table.type = GT_COMBO_NONE;
  g->tribute_kind = GT_TRIBUTE_NONE;
  g->n_tribute = 0;
}

gboolean
gt_test_find_losing_endgame (guint32  seed,
                             GtGame  *out,
                             GtMove  *losing)
{
  GRand *rand = g_rand_new_with_seed (seed);
  GtTutor *tutor = gt_tutor_new ();
  GtMove *moves = g_new (GtMove, 4096);
  gboolean found = FALSE;

  for (guint tries = 0; tries < 400 && !found; tries++)
    {
      GtGame g;
      GtRuleCtx ctx;
      guint n;

      gt_game_init (&g, gt_ruleset_lookup ("guandan"), 0);
      g_assert_true (gt_game_deal (&g, rand));
      cut_to_four (&g);
      gt_game_rule_ctx (&g, &ctx);
      n = gt_moves_generate_counts (&ctx, g.hand[GT_SEAT_S], NULL, GT_MOVES_BY_RANK, moves, 4096);
      for (guint i = 0; i < MIN (n, 4096u) && !found; i++)
        {
          GtTutorNote note;

          if (gt_tutor_review (tutor, GT_TUTOR_PROOFS, &g, &moves[i], &note) &&
              note.concern == GT_TUTOR_LOSES)
            {
              *out = g;
              *losing = moves[i];
              found = TRUE;
            }
          gt_tutor_note_clear (&note);
        }
    }
  g_free (moves);
  gt_tutor_free (tutor);
  g_rand_free (rand);
  return found;
}
