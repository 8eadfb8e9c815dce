/* gt-endgames.c — endgames for the tests of whole deals
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-endgames.h"
#include "gt-layouts.h"
#include "gt-player.h"
#include "gt-ruleset.h"
#include "gt-view.h"
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

/* Whether the deal has the trick gt_test_find_trick_throw() looks for. */
static gboolean
find_throw (GRand      *deal,
            GtGame     *g,
            GtCardList *ten,
            GtCardList *low)
{
  const GtRuleset *rs = gt_ruleset_lookup ("dabaifen");
  GtPlayer *player;
  gboolean has_ten = FALSE, has_low = FALSE;
  GtAction a;

  gt_game_init (g, rs, 0);
  if (!gt_game_deal (g, deal))
    return FALSE;
  player = gt_player_new (GT_PLAYER_HEURISTIC);
  /* To South's turn in the first trick (a deal nobody declared in is
   * over). */
  while (g->phase != GT_PHASE_PLAY || g->turn != 0)
    if (!gt_player_act (player, g, &a) || !gt_game_act (g, rs, &a, NULL, NULL))
      break;
  if (g->phase == GT_PHASE_PLAY && g->turn == 0 && g->trick_n == 2 && !gt_game_is_defender (g, 0))
    {
      GtCardList plays[64];
      GtView v;
      guint n;

      gt_view_init (&v, g, 0);
      n = MIN (gt_layouts_trick_plays (&v, plays, G_N_ELEMENTS (plays)), (guint) G_N_ELEMENTS (plays));
      for (guint i = 0; i < n; i++)
        {
          GtGame after;
          guint points;

          if (plays[i].n != 1)
            continue;
          memcpy (&after, g, sizeof after);
          gt_action_play (&a, 0, &plays[i]);
          if (!gt_game_act (&after, rs, &a, NULL, NULL) || !gt_game_is_defender (&after, gt_game_trick_winner (&after)))
            continue;
          points = rs->game->card_points[plays[i].card[0]];
          if (points >= 10 && !has_ten)
            {
              *ten = plays[i];
              has_ten = TRUE;
            }
          else if (points == 0 && !has_low)
            {
              *low = plays[i];
              has_low = TRUE;
            }
        }
    }
  gt_player_free (player);
  return has_ten && has_low;
}

gboolean
gt_test_find_trick_throw (guint32     seed,
                          GtGame     *out,
                          GtCardList *ten,
                          GtCardList *low)
{
  GRand *deal = g_rand_new_with_seed (seed);
  gboolean found = FALSE;

  for (guint d = 0; d < 200 && !found; d++)
    found = find_throw (deal, out, ten, low);
  g_rand_free (deal);
  return found;
}
