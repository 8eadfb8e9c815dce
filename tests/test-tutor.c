/* test-tutor.c — the tutor judges from what the learner can see
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its questions: a pass that lets an opponent near the end keep the round;
 * an endgame play that keeps the side first in clearly fewer layouts of the
 * unseen cards than the best, with the counts in its words; a trick game's
 * play that leaves the side ten points worse off in clearly more layouts;
 * and the same answer whatever the unseen cards are.
 */

#include "config.h"

#include <string.h>

#include "gt-endgames.h"
#include "gt-game.h"
#include "gt-layouts.h"
#include "gt-player.h"
#include "gt-moves.h"
#include "gt-ruleset.h"
#include "gt-tutor.h"
#include "gt-view.h"

static void
load (GtGame     *g,
      const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *full = g_strconcat ("[position]\n", text, NULL);
  const GtRuleset *rs = gt_ruleset_lookup ("guandan");

  gt_game_init (g, rs, 0);
  if (!gt_game_load_string (g, rs, full, "position", &error))
    g_error ("bad position: %s\n%s", error->message, text);
}

static const GtMove pass = { 0 };

/* East, on two cards, leads the round with a pair of Kings; S, holding a
 * bomb, passes. */
static const char *const lets_through =
  "level=2\n"
  "S=S3 S5 S7 S9 SJ D4 D4 C4 C4\n"
  "E=S6 H8\n"
  "N=C3 C5 C6 C7 C8 C9 C10 CJ\n"
  "W=D5 D6 D7 D8 D9 D10 DJ DQ\n"
  "table=HK DK\n"
  "table-by=E\n"
  "passed=N W\n"
  "turn=S";

static void
test_pass (void)
{
  GtTutor *t = gt_tutor_new ();
  GtTutorNote note;
  GtGame g;

  load (&g, lets_through);
  g_assert_true (gt_tutor_review (t, GT_TUTOR_PRINCIPLES, &g, &pass, &note));
  g_assert_cmpuint (note.concern, ==, GT_TUTOR_LETS_THROUGH);
  g_assert_cmpuint (note.seat, ==, 1);
  g_assert_true (note.has_better);
  g_assert_true (note.better.combo.bomb != 0);
  g_assert_nonnull (strstr (note.text, "holds only 2 cards"));
  g_assert_nonnull (strstr (note.text, "You can beat it with"));
  gt_tutor_note_clear (&note);
  /* The clear mistakes only: a principle is not asked. */
  g_assert_false (gt_tutor_review (t, GT_TUTOR_PROOFS, &g, &pass, &note));
  gt_tutor_note_clear (&note);
  gt_tutor_free (t);
}

/* In an endgame the tutor counts layouts: some play of S's keeps the side
 * first in clearly more of them than another, and the question says by
 * how many, out of how many. */
static void
test_layouts (void)
{
  GtTutor *t = gt_tutor_new ();
  GRand *r = g_rand_new_with_seed (20261127);
  GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  gboolean asked = FALSE;

  for (guint tries = 0; tries < 60 && !asked; tries++)
    {
      GtGame g;
      GtRuleCtx ctx;
      guint n;

      gt_game_init (&g, gt_ruleset_lookup ("guandan"), 0);
      g_assert_true (gt_game_deal (&g, r));
      /* Five cards a seat, the rest gone. */
      for (guint s = 0; s < 4; s++)
        {
          guint keep = 5;

          for (guint c = 0; c < GT_CARD_KINDS; c++)
            {
              guint k = MIN (g.hand[s][c], keep);

              keep -= k;
              g.gone[c] = (guint8) (g.gone[c] + g.hand[s][c] - k);
              g.hand[s][c] = (guint8) k;
            }
          g.count[s] = 5;
        }
      g.phase = GT_PHASE_PLAY;
      g.turn = 0;
      g.table.type = GT_COMBO_NONE;
      g.tribute_kind = GT_TRIBUTE_NONE;
      g.n_tribute = 0;
      gt_game_rule_ctx (&g, &ctx);
      n = gt_moves_generate_counts (&ctx, g.hand[0], NULL, GT_MOVES_BY_RANK, moves, GT_MOVES_MAX);
      for (guint i = 0; i < MIN (n, (guint) GT_MOVES_MAX) && !asked; i++)
        {
          GtTutorNote note, again;
          GtGame other = g;

          if (!gt_tutor_review (t, GT_TUTOR_PRINCIPLES, &g, &moves[i], &note))
            {
              gt_tutor_note_clear (&note);
              continue;
            }
          if (note.concern != GT_TUTOR_LOSES)
            {
              gt_tutor_note_clear (&note);
              continue;
            }
          asked = TRUE;
          g_assert_true (note.has_better);
          g_assert_nonnull (strstr (note.text, "layouts of the cards you cannot see"));
          /* The same question with E's and W's hands swapped: the tutor
           * cannot tell them apart. */
          memcpy (other.hand[1], g.hand[3], sizeof other.hand[1]);
          memcpy (other.hand[3], g.hand[1], sizeof other.hand[3]);
          g_assert_true (gt_tutor_review (t, GT_TUTOR_PRINCIPLES, &other, &moves[i], &again));
          g_assert_cmpstr (note.text, ==, again.text);
          gt_tutor_note_clear (&note);
          gt_tutor_note_clear (&again);
        }
    }
  g_assert_true (asked);
  g_free (moves);
  g_rand_free (r);
  gt_tutor_free (t);
}

/* Ratings by the share of layouts lost, and their words for files. */
static void
test_rating (void)
{
  GtTutorNote note = { 0 };
  GtTutorRating r;

  g_assert_cmpuint (gt_tutor_note_rating (&note), ==, GT_TUTOR_RATING_NONE);
  note.concern = GT_TUTOR_BREAKS_BOMB;
  g_assert_cmpuint (gt_tutor_note_rating (&note), ==, GT_TUTOR_RATING_DOUBTFUL);
  note.concern = GT_TUTOR_FINE;
  note.layouts = 20;
  note.kept = note.best_kept = 12;
  g_assert_cmpuint (gt_tutor_note_rating (&note), ==, GT_TUTOR_RATING_FINE);
  note.kept = 9;   /* 3 of 20 lost */
  g_assert_cmpuint (gt_tutor_note_rating (&note), ==, GT_TUTOR_RATING_DOUBTFUL);
  note.kept = 5;   /* 7 of 20 */
  g_assert_cmpuint (gt_tutor_note_rating (&note), ==, GT_TUTOR_RATING_MISTAKE);
  note.kept = 2;   /* 10 of 20 */
  g_assert_cmpuint (gt_tutor_note_rating (&note), ==, GT_TUTOR_RATING_BLUNDER);
  for (guint i = 0; i < GT_TUTOR_RATING_COUNT; i++)
    {
      g_assert_true (gt_tutor_rating_parse (gt_tutor_rating_to_string ((GtTutorRating) i), &r));
      g_assert_cmpuint (r, ==, i);
    }
  g_assert_false (gt_tutor_rating_parse ("superb", &r));
  g_assert_cmpstr (gt_tutor_rating_name (GT_TUTOR_RATING_BLUNDER), ==, "Blunder");
}

/* Da Bai Fen near the deal's end: the tutor judges each play to the trick
 * over layouts of the cards the learner cannot see, questions one that
 * leaves the side ten points worse off in clearly more layouts than the
 * best, names the better cards and counts the layouts; it asks the same of
 * any dealing of those cards, and never questions its own better play. */
static void
test_trick (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("dabaifen");
  GtTutor *t = gt_tutor_new ();
  GtPlayer *simple = gt_player_new (GT_PLAYER_SIMPLE);
  GRand *r = g_rand_new_with_seed (30), *deal = g_rand_new_with_seed (32);
  gboolean asked = FALSE;
  guint judged = 0;

  /* Four cards a hand: the test is of what the tutor says, not of time. */
  gt_tutor_set_budget (t, 4, 20000);
  for (guint d = 0; d < 6 && !asked; d++)
    {
      GtGame g;

      gt_game_init (&g, rs, 0);
      g_assert_true (gt_game_deal (&g, deal));
      while (g.phase != GT_PHASE_DEAL_OVER && g.phase != GT_PHASE_GAME_OVER && !asked)
        {
          GtAction a;

          if (g.phase == GT_PHASE_PLAY && g.turn < g.n_seats && g.count[g.turn] <= 4)
            {
              GtCardList plays[64];
              GtView v;
              guint n;

              gt_view_init (&v, &g, g.turn);
              n = gt_layouts_trick_plays (&v, plays, G_N_ELEMENTS (plays));
              for (guint i = 0; i < n && !asked; i++)
                {
                  GtTutorNote note, again, better;
                  GtGame other;

                  if (!gt_tutor_review_trick (t, GT_TUTOR_PRINCIPLES, &g, &plays[i], &note))
                    {
                      judged += note.layouts > 0;
                      gt_tutor_note_clear (&note);
                      continue;
                    }
                  asked = TRUE;
                  g_test_message ("%s", note.text);
                  g_assert_cmpuint (note.concern, ==, GT_TUTOR_LOSES);
                  g_assert_true (note.has_better);
                  g_assert_cmpuint (note.better_cards.n, >, 0);
                  g_assert_cmpuint (note.layouts, >, 0);
                  g_assert_cmpuint (gt_tutor_note_rating (&note), >=, GT_TUTOR_RATING_DOUBTFUL);
                  g_assert_nonnull (strstr (note.text, "layouts of the cards you cannot see"));
                  g_assert_nonnull (strstr (note.text, "10 points or more worse off"));
                  /* Another dealing of the cards the learner cannot see. */
                  g_assert_true (gt_view_sample (&v, r, &other));
                  g_assert_true (gt_tutor_review_trick (t, GT_TUTOR_PRINCIPLES, &other, &plays[i], &again));
                  g_assert_cmpstr (note.text, ==, again.text);
                  g_assert_false (gt_tutor_review_trick (t, GT_TUTOR_PRINCIPLES, &g, &note.better_cards,
                                                         &better));
                  gt_tutor_note_clear (&note);
                  gt_tutor_note_clear (&again);
                  gt_tutor_note_clear (&better);
                }
            }
          if (asked)
            break;
          g_assert_true (gt_player_act (simple, &g, &a));
          g_assert_true (gt_game_act (&g, rs, &a, NULL, NULL));
        }
    }
  g_test_message ("trick plays judged without a question: %u", judged);
  g_assert_true (asked);
  gt_player_free (simple);
  g_rand_free (r);
  g_rand_free (deal);
  gt_tutor_free (t);
}

/* Da Bai Fen's first trick, twelve cards a hand: too many to solve, so
 * each play is played out to the deal's end in the layouts.  Throwing a
 * ten or a king into the opponents' trick when a card of no points would
 * do is questioned, in words that say it was played out and count the
 * layouts; the card of no points is not questioned; and any dealing of
 * the cards the learner cannot see gets the same answers. */
static void
test_trick_early (void)
{
  GtTutor *t = gt_tutor_new ();
  GRand *r = g_rand_new_with_seed (33);
  GtCardList ten, low;
  GtGame g;

  g_assert_true (gt_test_find_trick_throw (32, &g, &ten, &low));
  for (guint s = 0; s < g.n_seats; s++)
    g_assert_cmpuint (g.count[s], >=, 11);
  for (guint k = 0; k < 4; k++)
    {
      GtTutorNote note, fine;
      g_autofree char *counts = NULL;
      GtGame other;
      GtView v;

      /* The deal as it lies, then other dealings of the unseen cards. */
      gt_view_init (&v, &g, 0);
      if (k == 0)
        memcpy (&other, &g, sizeof other);
      else
        g_assert_true (gt_view_sample (&v, r, &other));
      g_assert_true (gt_tutor_review_trick (t, GT_TUTOR_PRINCIPLES, &other, &ten, &note));
      g_test_message ("%s", note.text);
      g_assert_cmpuint (note.concern, ==, GT_TUTOR_LOSES);
      g_assert_true (note.played_out);
      g_assert_true (note.has_better);
      g_assert_cmpuint (note.better_cards.n, ==, 1);
      g_assert_cmpuint (note.layouts, ==, 40);
      g_assert_cmpuint (gt_tutor_note_rating (&note), >=, GT_TUTOR_RATING_MISTAKE);
      counts = g_strdup_printf ("Played out to the deal’s end in %u layouts of the cards you cannot see", note.layouts);
      g_assert_true (g_str_has_prefix (note.text, counts));
      g_assert_false (gt_tutor_review_trick (t, GT_TUTOR_PRINCIPLES, &other, &low, &fine));
      g_assert_cmpuint (fine.layouts, ==, 40);
      g_assert_true (fine.played_out);
      g_assert_cmpuint (gt_tutor_note_rating (&fine), <=, GT_TUTOR_RATING_DOUBTFUL);
      gt_tutor_note_clear (&note);
      gt_tutor_note_clear (&fine);
    }
  g_rand_free (r);
  gt_tutor_free (t);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tutor/pass", test_pass);
  g_test_add_func ("/tutor/layouts", test_layouts);
  g_test_add_func ("/tutor/rating", test_rating);
  g_test_add_func ("/tutor/trick", test_trick);
  g_test_add_func ("/tutor/trick-early", test_trick_early);
  return g_test_run ();
}
