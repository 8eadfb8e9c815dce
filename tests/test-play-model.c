/* test-play-model.c — GtPlayModel without a display
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole game from the first deal to a side passing A, the learner's
 * actions chosen by a heuristic player of the test's own and handed to the
 * model as the Play page hands them; an illegal play refused with nothing
 * changed; undo; and the tutor's questions — beating the partner's play,
 * and an endgame play the solver proves losing — taken back or played
 * anyway, and found in the review.
 */
#include "gt-play-model.h"
#include "gt-endgames.h"
#include "gt-solver.h"

#include <string.h>

static void
wait_idle (GtPlayModel *model)
{
  guint spins = 0;

  while (gt_play_model_get_busy (model))
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (++spins, <, 100000);
    }
}

/* A decision dropped by undo or a new start may still be running in its
 * worker, which holds the model: let it come home before the model goes. */
static void
finalize_model (GtPlayModel *model)
{
  guint spins = 0;

  /* A worker drops its task (and the task the model) just after the
   * answer is dispatched here, without waking this context: poll. */
  while (G_OBJECT (model)->ref_count > 1)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpuint (++spins, <, 100000);
    }
  g_assert_finalize_object (model);
}

static guint deal_overs;

static void
deal_over_cb (GtPlayModel *model,
              gpointer     data)
{
  deal_overs++;
}

/* The learner's action, as a player of the test's would make it. */
static GtPlayOutcome
learner_move (GtPlayModel *model,
              GtPlayer    *me)
{
  const GtGame *g = gt_play_model_get_game (model);
  GtAction a;
  GtVerdict v;
  GtPlayOutcome out;

  g_assert_true (gt_player_act (me, g, &a));
  gt_verdict_init (&v);
  switch (a.type)
    {
    case GT_ACTION_PLAY: out = gt_play_model_play (model, &a.cards, &a.combo, &v); break;
    case GT_ACTION_PASS: out = gt_play_model_pass (model, &v); break;
    default: out = gt_play_model_give (model, a.card, &v); break;
    }
  if (out == GT_PLAY_REFUSED)
    g_error ("refused: %s (%s)", v.explanation, v.rule);
  gt_verdict_clear (&v);
  return out;
}

static void
test_whole_game (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
  guint learner_actions = 0, deals = 1, questions = 0;

  deal_overs = 0;
  g_signal_connect (model, "deal-over", G_CALLBACK (deal_over_cb), NULL);
  gt_play_model_set_delay (model, 0);
  gt_play_model_start (model, 4711);
  g_assert_cmpuint (gt_play_model_get_seed (model), ==, 4711);
  g_assert_cmpuint (gt_play_model_get_game (model)->deal_no, ==, 1);
  while (gt_play_model_get_game (model)->phase != GT_PHASE_GAME_OVER)
    {
      const GtGame *g;

      wait_idle (model);
      g = gt_play_model_get_game (model);
      if (g->phase == GT_PHASE_DEAL_OVER)
        {
          g_assert_cmpuint (deal_overs, ==, deals);
          g_assert_false (gt_play_model_can_undo (model));
          g_assert_true (gt_play_model_next_deal (model));
          deals++;
          g_assert_cmpuint (gt_play_model_get_game (model)->deal_no, ==, deals);
          continue;
        }
      if (g->phase == GT_PHASE_GAME_OVER)
        break;
      g_assert_true (gt_play_model_learner_to_act (model));
      g_assert_cmpuint (g->turn, ==, gt_play_model_get_learner (model));
      if (learner_move (model, me) == GT_PLAY_QUESTIONED)
        {
          /* The heuristic's play questioned by the tutor: play it anyway. */
          questions++;
          g_assert_nonnull (gt_play_model_get_question (model));
          g_assert_false (gt_play_model_learner_to_act (model));
          gt_play_model_answer (model, TRUE);
          g_assert_null (gt_play_model_get_question (model));
        }
      learner_actions++;
      g_assert_cmpuint (deals, <, 200);
    }
  g_assert_cmpuint (gt_play_model_get_game (model)->phase, ==, GT_PHASE_GAME_OVER);
  g_assert_cmpuint (deal_overs, ==, deals);
  g_assert_cmpuint (learner_actions, >, 20 * deals / 2);
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), >, 0);
  g_assert_true (g_str_has_prefix (gt_play_model_get_status (model), "Game over"));
  g_assert_false (gt_play_model_next_deal (model));
  g_test_message ("%u deals, %u learner actions, %u questioned", deals, learner_actions, questions);
  finalize_model (model);
  gt_player_free (me);
}

static void
load (GtGame     *g,
      const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *full = g_strconcat ("[position]\n", text, NULL);

  gt_game_init (g, gt_ruleset_lookup ("guandan"), 0);
  if (!gt_game_load_string (g, gt_ruleset_lookup ("guandan"), full, "position", &error))
    g_error ("bad position: %s\n%s", error->message, text);
}

static void
cards (const char *text,
       GtCardList *out)
{
  g_assert_true (gt_card_list_parse (text, NULL, out, NULL));
}

static void
test_refused_and_undo (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtGame pos, before;
  GtCardList play;
  GtVerdict v;

  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_OFF);
  load (&pos, "level=2\nS=S3 S4 D9 D9\nE=SA SK HQ\nN=C3 C4 C5\nW=H6 H7 H8\nturn=S");
  gt_play_model_start_from (model, &pos, 1);
  g_assert_true (gt_play_model_learner_to_act (model));
  g_assert_cmpstr (gt_play_model_get_status (model), ==, "Your lead");

  /* Not held: refused, nothing changed. */
  before = *gt_play_model_get_game (model);
  cards ("SA", &play);
  gt_verdict_init (&v);
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, &v), ==, GT_PLAY_REFUSED);
  g_assert_false (v.legal);
  g_assert_nonnull (v.rule);
  gt_verdict_clear (&v);
  g_assert_cmpmem (gt_play_model_get_game (model), sizeof before, &before, sizeof before);
  g_assert_false (gt_play_model_can_undo (model));
  /* Passing on a lead: refused. */
  g_assert_cmpuint (gt_play_model_pass (model, NULL), ==, GT_PLAY_REFUSED);

  /* A play, then the others answer; undo comes back to the lead. */
  cards ("D9 D9", &play);
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_MADE);
  g_assert_nonnull (gt_play_model_get_last (model, GT_SEAT_S, NULL));
  wait_idle (model);
  g_assert_true (gt_play_model_can_undo (model));
  g_assert_true (gt_play_model_undo (model));
  wait_idle (model);
  g_assert_cmpmem (gt_play_model_get_game (model), sizeof before, &before, sizeof before);
  g_assert_null (gt_play_model_get_last (model, GT_SEAT_S, NULL));
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 0);
  g_assert_false (gt_play_model_undo (model));
  finalize_model (model);
}

static void
test_tutor_partner (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtGame pos;
  GtCardList play;
  const GtTutorNote *q;
  const GtPlayReview *r;

  gt_play_model_set_delay (model, 0);
  load (&pos, "level=2\nS=SA S3 D4 C8 C9 H10 HJ\nE=S5 S6 S7 S8 S9 S10 SJ SQ\n"
              "N=H5 H6 D7 D8 D9 D10 DJ DQ\nW=C3 C4 C5 C6 C7 CK CQ CJ\n"
              "turn=S\ntable=SK\ntable-by=N\npassed=W");
  gt_play_model_start_from (model, &pos, 1);
  cards ("SA", &play);
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_QUESTIONED);
  q = gt_play_model_get_question (model);
  g_assert_nonnull (q);
  g_assert_cmpuint (q->concern, ==, GT_TUTOR_BEATS_PARTNER);
  g_assert_cmpuint (q->seat, ==, GT_SEAT_N);
  g_assert_nonnull (strstr (q->text, "North"));
  g_assert_true (q->has_better);
  g_assert_cmpuint (q->better.n, ==, 0);
  g_assert_false (gt_play_model_learner_to_act (model));
  /* Nothing else may be done while the question stands. */
  g_assert_cmpuint (gt_play_model_pass (model, NULL), ==, GT_PLAY_REFUSED);

  /* Taken back: the position is as it was, the learner to act. */
  gt_play_model_answer (model, FALSE);
  g_assert_null (gt_play_model_get_question (model));
  g_assert_true (gt_play_model_learner_to_act (model));
  g_assert_cmpuint (gt_play_model_get_game (model)->count[GT_SEAT_S], ==, 7);

  /* Played anyway: made, and the review says what the tutor said. */
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_QUESTIONED);
  gt_play_model_answer (model, TRUE);
  g_assert_cmpuint (gt_play_model_get_game (model)->count[GT_SEAT_S], ==, 6);
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 1);
  r = gt_play_model_get_review (model, 0);
  g_assert_true (r->questioned);
  g_assert_nonnull (r->note);
  g_assert_cmpstr (r->better, ==, "pass");
  g_assert_cmpstr (r->play, ==, "Single A");
  wait_idle (model);

  /* Tutor off: the same play is made at once. */
  gt_play_model_set_tutor (model, GT_TUTOR_OFF);
  gt_play_model_start_from (model, &pos, 1);
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_MADE);
  wait_idle (model);
  finalize_model (model);
}

/* The last play of a deal: the status names the places (N first, S
 * second), the review holds the play, and no undo crosses into the next
 * deal. */
static void
test_deal_over (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtGame pos;
  GtCardList play;

  deal_overs = 0;
  g_signal_connect (model, "deal-over", G_CALLBACK (deal_over_cb), NULL);
  gt_play_model_set_delay (model, 0);
  load (&pos, "level=2\nS=SA\nE=S3 S4 D9\nN=-\nW=S5 S6 HQ\nturn=S\nfinished=N");
  gt_play_model_start_from (model, &pos, 7);
  cards ("SA", &play);
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_MADE);
  wait_idle (model);
  g_assert_cmpuint (gt_play_model_get_game (model)->phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpuint (deal_overs, ==, 1);
  g_assert_cmpstr (gt_play_model_get_status (model), ==, "Deal over: you 2nd, North 1st");
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 1);
  g_assert_cmpuint (gt_play_model_get_review (model, 0)->deal, ==, pos.deal_no);
  g_assert_false (gt_play_model_get_review (model, 0)->questioned);
  g_assert_false (gt_play_model_can_undo (model));

  /* The deal's review is kept with progress, and a model of a later
   * session reads it back. */
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "play-model-progress.ini", NULL);
    g_autoptr (GtProgress) progress = gt_progress_new (path);
    g_autoptr (GtPlayModel) later = gt_play_model_new ();
    guint32 game;
    guint deal;
    g_auto (GStrv) fields = NULL;

    /* Set before a deal ends; this deal is over, so replay its end. */
    gt_play_model_set_progress (model, progress);
    gt_play_model_start_from (model, &pos, 7);
    g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_MADE);
    wait_idle (model);
    fields = gt_progress_get_play_review (progress, &game, &deal);
    g_assert_nonnull (fields);
    g_assert_cmpuint (game, ==, 7);
    g_assert_cmpuint (deal, ==, pos.deal_no);
    g_assert_cmpuint (g_strv_length (fields), ==, 4);
    g_assert_cmpstr (fields[0], ==, gt_play_model_get_review (model, 0)->play);
    g_assert_cmpuint (gt_play_model_get_n_saved_reviews (model), ==, 1);

    gt_play_model_set_progress (later, progress);
    g_assert_cmpuint (gt_play_model_get_n_reviews (later), ==, 0);
    g_assert_cmpuint (gt_play_model_get_n_saved_reviews (later), ==, 1);
    g_assert_cmpuint (gt_play_model_get_saved_review (later, 0)->game, ==, 7);
    g_assert_cmpstr (gt_play_model_get_saved_review (later, 0)->play, ==, fields[0]);
    g_assert_false (gt_play_model_get_saved_review (later, 0)->questioned);
    gt_play_model_set_progress (model, NULL);
  }

  g_assert_true (gt_play_model_next_deal (model));
  wait_idle (model);
  g_assert_cmpuint (gt_play_model_get_game (model)->deal_no, ==, pos.deal_no + 1);
  /* Levels: S–N up by three (first and second). */
  g_assert_cmpuint (gt_play_model_get_game (model)->levels[0], ==, 5);
  finalize_model (model);
}


static void
test_tutor_proof (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtGame pos;
  GtMove losing;
  GtCardList play;
  GtRuleCtx ctx;
  const GtTutorNote *q;

  g_assert_true (gt_test_find_losing_endgame (20261127, &pos, &losing));
  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_PROOFS);
  gt_play_model_start_from (model, &pos, 1);
  gt_game_rule_ctx (&pos, &ctx);
  gt_move_to_card_list (&ctx, &losing, &play);
  g_assert_cmpuint (gt_play_model_play (model, &play, &losing.combo, NULL), ==, GT_PLAY_QUESTIONED);
  q = gt_play_model_get_question (model);
  g_assert_cmpuint (q->concern, ==, GT_TUTOR_LOSES);
  g_assert_true (q->has_better);
  g_assert_nonnull (strstr (q->text, "keeps it won"));

  /* The better play the tutor names is made without a question. */
  {
    GtMove better = q->better;

    gt_play_model_answer (model, FALSE);
    if (better.n == 0)
      g_assert_cmpuint (gt_play_model_pass (model, NULL), ==, GT_PLAY_MADE);
    else
      {
        gt_move_to_card_list (&ctx, &better, &play);
        g_assert_cmpuint (gt_play_model_play (model, &play, &better.combo, NULL), ==, GT_PLAY_MADE);
      }
  }
  wait_idle (model);
  finalize_model (model);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play-model/whole-game", test_whole_game);
  g_test_add_func ("/play-model/refused-and-undo", test_refused_and_undo);
  g_test_add_func ("/play-model/tutor-partner", test_tutor_partner);
  g_test_add_func ("/play-model/tutor-proof", test_tutor_proof);
  g_test_add_func ("/play-model/deal-over", test_deal_over);
  return g_test_run ();
}
