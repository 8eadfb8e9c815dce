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
#include "gt-explain.h"
#include "gt-layouts.h"
#include "gt-solver.h"

#include <glib/gstdio.h>
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

/* The tutor weighs a play or pass in a worker: its answer, once it
 * comes — the question, or the action made. */
static GtPlayOutcome
settle (GtPlayModel  *model,
        GtPlayOutcome out)
{
  guint spins = 0;

  if (out != GT_PLAY_PENDING)
    return out;
  while (gt_play_model_get_weighing (model))
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (++spins, <, 100000);
    }
  return gt_play_model_get_question (model) != NULL ? GT_PLAY_QUESTIONED : GT_PLAY_MADE;
}

static guint deal_overs;

static void
deal_over_cb (GtPlayModel *model,
              gpointer     data)
{
  deal_overs++;
}

/* Any action of the learner's, as the page makes it: cards from the hand,
 * a card to give, or one of the buttons (a choice, a declaration). */
static GtPlayOutcome
learner_move (GtPlayModel *model,
                 GtPlayer    *me)
{
  const GtGame *g = gt_play_model_get_game (model);
  GtPlayChoice choice = { 0 };
  GtAction a;
  GtVerdict v;
  GtPlayOutcome out;

  g_assert_true (gt_player_act (me, g, &a));
  gt_verdict_init (&v);
  switch (a.type)
    {
    case GT_ACTION_PLAY: out = settle (model, gt_play_model_play (model, &a.cards, &a.combo, &v)); break;
    case GT_ACTION_PASS: out = settle (model, gt_play_model_pass (model, &v)); break;
    case GT_ACTION_CHOOSE:
    case GT_ACTION_DECLARE:
      {
        g_autoptr (GPtrArray) list = gt_play_model_list_choices (model);
        gboolean listed = FALSE;

        /* The button the player chose is among the model's. */
        for (guint i = 0; i < list->len; i++)
          {
            const GtPlayChoice *c = g_ptr_array_index (list, i);
            listed |= c->type == a.type && c->choice == a.choice && (c->card == a.card || c->card == GT_CARD_NONE);
            g_assert_true (c->label != NULL && *c->label != '\0');
          }
        g_assert_true (listed);
        choice.type = a.type;
        choice.choice = a.choice;
        choice.card = a.card;
        out = gt_play_model_choose (model, &choice, &v);
        break;
      }
    case GT_ACTION_DISCARD: out = gt_play_model_discard (model, &a.cards, &v); break;
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
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, &v)), ==, GT_PLAY_REFUSED);
  g_assert_false (v.legal);
  g_assert_nonnull (v.rule);
  gt_verdict_clear (&v);
  g_assert_cmpmem (gt_play_model_get_game (model), sizeof before, &before, sizeof before);
  g_assert_false (gt_play_model_can_undo (model));
  /* Passing on a lead: refused. */
  g_assert_cmpuint (settle (model, gt_play_model_pass (model, NULL)), ==, GT_PLAY_REFUSED);

  /* A play, then the others answer; undo comes back to the lead. */
  cards ("D9 D9", &play);
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, NULL)), ==, GT_PLAY_MADE);
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
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, NULL)), ==, GT_PLAY_QUESTIONED);
  q = gt_play_model_get_question (model);
  g_assert_nonnull (q);
  g_assert_cmpuint (q->concern, ==, GT_TUTOR_BEATS_PARTNER);
  g_assert_cmpuint (q->seat, ==, GT_SEAT_N);
  g_assert_nonnull (strstr (q->text, "North"));
  g_assert_true (q->has_better);
  g_assert_cmpuint (q->better.n, ==, 0);
  g_assert_false (gt_play_model_learner_to_act (model));
  /* Nothing else may be done while the question stands. */
  g_assert_cmpuint (settle (model, gt_play_model_pass (model, NULL)), ==, GT_PLAY_REFUSED);

  /* Taken back: the position is as it was, the learner to act. */
  gt_play_model_answer (model, FALSE);
  g_assert_null (gt_play_model_get_question (model));
  g_assert_true (gt_play_model_learner_to_act (model));
  g_assert_cmpuint (gt_play_model_get_game (model)->count[GT_SEAT_S], ==, 7);

  /* Played anyway: made, and the review says what the tutor said. */
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, NULL)), ==, GT_PLAY_QUESTIONED);
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
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, NULL)), ==, GT_PLAY_MADE);
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
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, NULL)), ==, GT_PLAY_MADE);
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
    g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, NULL, NULL)), ==, GT_PLAY_MADE);
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
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, &losing.combo, NULL)), ==, GT_PLAY_QUESTIONED);
  q = gt_play_model_get_question (model);
  g_assert_cmpuint (q->concern, ==, GT_TUTOR_LOSES);
  g_assert_true (q->has_better);
  g_assert_nonnull (strstr (q->text, "layouts of the cards you cannot see"));

  /* The better play the tutor names is made without a question. */
  {
    GtMove better = q->better;

    gt_play_model_answer (model, FALSE);
    if (better.n == 0)
      g_assert_cmpuint (settle (model, gt_play_model_pass (model, NULL)), ==, GT_PLAY_MADE);
    else
      {
        gt_move_to_card_list (&ctx, &better, &play);
        g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, &better.combo, NULL)), ==, GT_PLAY_MADE);
      }
    /* The review rates it: the best play over the layouts is fine. */
    g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 1);
    g_assert_cmpuint (gt_play_model_get_review (model, 0)->rating, ==, GT_TUTOR_RATING_FINE);
    g_assert_false (gt_play_model_get_review (model, 0)->questioned);
  }
  wait_idle (model);
  finalize_model (model);
}

/* Da Bai Fen near a seeded deal's end (four cards a hand, the learner to
 * play): a play the trick tutor finds clearly losing is questioned, in
 * words that count the layouts, the better cards named; made anyway it is
 * rated in the review, which names the better cards. */
static void
test_tutor_trick (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("dabaifen");
  GtPlayModel *model = gt_play_model_new ();
  GtTutor *t = gt_tutor_new ();
  GtPlayer *simple = gt_player_new (GT_PLAYER_SIMPLE);
  GRand *deal = g_rand_new_with_seed (32);
  guint learner = gt_play_model_get_learner (model);
  GtTutorNote note = { 0 };
  GtCardList losing;
  GtGame pos;
  gboolean found = FALSE;
  g_autofree char *counts = NULL;
  const GtTutorNote *q;
  const GtPlayReview *r;

  /* The model asks from six cards a hand; four keeps the search short. */
  gt_tutor_set_budget (t, 4, 20000);
  for (guint d = 0; d < 8 && !found; d++)
    {
      gt_game_init (&pos, rs, 0);
      g_assert_true (gt_game_deal (&pos, deal));
      while (pos.phase != GT_PHASE_DEAL_OVER && pos.phase != GT_PHASE_GAME_OVER)
        {
          GtAction a;

          gboolean small = TRUE;

          /* Every hand at four cards or fewer: solved here and in the
           * model alike (earlier both would play the layouts out). */
          for (guint s = 0; s < pos.n_seats; s++)
            small = small && pos.count[s] <= 4;
          if (pos.phase == GT_PHASE_PLAY && pos.turn == learner && small)
            {
              GtCardList plays[64];
              GtView v;
              guint n;

              gt_view_init (&v, &pos, learner);
              n = gt_layouts_trick_plays (&v, plays, G_N_ELEMENTS (plays));
              for (guint i = 0; i < n && !found; i++)
                {
                  found = gt_tutor_review_trick (t, GT_TUTOR_PRINCIPLES, &pos, &plays[i], &note);
                  if (found)
                    losing = plays[i];
                  else
                    gt_tutor_note_clear (&note);
                }
              if (found)
                break;
            }
          g_assert_true (gt_player_act (simple, &pos, &a));
          g_assert_true (gt_game_act (&pos, rs, &a, NULL, NULL));
        }
    }
  g_assert_true (found);

  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_PRINCIPLES);
  gt_play_model_start_from (model, &pos, 32);
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &losing, NULL, NULL)), ==, GT_PLAY_QUESTIONED);
  q = gt_play_model_get_question (model);
  g_assert_cmpuint (q->concern, ==, GT_TUTOR_LOSES);
  g_assert_true (q->has_better);
  g_assert_cmpuint (q->better_cards.n, >, 0);
  /* The same layouts as the tutor asked here: the same counts, in words. */
  g_assert_cmpuint (q->layouts, ==, note.layouts);
  g_assert_cmpuint (q->kept, ==, note.kept);
  counts = g_strdup_printf ("In %u of the %u layouts of the cards you cannot see", q->layouts - q->kept, q->layouts);
  g_assert_nonnull (strstr (q->text, counts));
  g_test_message ("%s", q->text);

  /* Made anyway: rated in the review, the better cards named. */
  gt_play_model_answer (model, TRUE);
  wait_idle (model);
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), >=, 1);
  r = gt_play_model_get_review (model, 0);
  g_assert_true (r->questioned);
  g_assert_cmpuint (r->rating, >=, GT_TUTOR_RATING_DOUBTFUL);
  g_assert_nonnull (r->better);
  g_assert_cmpuint (r->better_cards.n, ==, note.better_cards.n);
  gt_tutor_note_clear (&note);
  gt_player_free (simple);
  g_rand_free (deal);
  gt_tutor_free (t);
  finalize_model (model);
}

/* Da Bai Fen's first trick, twelve cards a hand (South on the declarers'
 * side, the defenders sure of the trick): throwing a ten or a king in is
 * questioned, in words that say the layouts were played out and count
 * them, the better card named; taken back, a card of no points is made
 * without a question; made anyway, the ten is rated in the review. */
static void
test_tutor_trick_early (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtCardList ten, low;
  GtGame pos;
  g_autofree char *counts = NULL;
  const GtTutorNote *q;
  const GtPlayReview *r;

  g_assert_true (gt_test_find_trick_throw (32, &pos, &ten, &low));
  g_assert_cmpuint (gt_play_model_get_learner (model), ==, GT_SEAT_S);
  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_PRINCIPLES);
  gt_play_model_start_from (model, &pos, 32);
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &ten, NULL, NULL)), ==, GT_PLAY_QUESTIONED);
  q = gt_play_model_get_question (model);
  g_test_message ("%s", q->text);
  g_assert_cmpuint (q->concern, ==, GT_TUTOR_LOSES);
  g_assert_true (q->played_out);
  g_assert_true (q->has_better);
  g_assert_cmpuint (q->better_cards.n, ==, 1);
  counts = g_strdup_printf ("Played out to the deal’s end in %u layouts of the cards you cannot see", q->layouts);
  g_assert_true (g_str_has_prefix (q->text, counts));
  g_assert_nonnull (strstr (q->text, "better off on average than this play"));

  /* Taken back: the card of no points goes without a question. */
  gt_play_model_answer (model, FALSE);
  g_assert_true (gt_play_model_learner_to_act (model));
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &low, NULL, NULL)), ==, GT_PLAY_MADE);
  wait_idle (model);
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 1);
  r = gt_play_model_get_review (model, 0);
  g_assert_false (r->questioned);
  g_assert_cmpuint (r->rating, !=, GT_TUTOR_RATING_NONE);
  g_assert_cmpuint (r->rating, <=, GT_TUTOR_RATING_DOUBTFUL);

  /* The ten made anyway: rated in the review, the better card named. */
  gt_play_model_start_from (model, &pos, 32);
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &ten, NULL, NULL)), ==, GT_PLAY_QUESTIONED);
  gt_play_model_answer (model, TRUE);
  wait_idle (model);
  r = gt_play_model_get_review (model, 0);
  g_assert_true (r->questioned);
  g_assert_cmpuint (r->rating, >=, GT_TUTOR_RATING_MISTAKE);
  g_assert_nonnull (r->better);
  finalize_model (model);
}

/* The losing play made anyway is rated and kept so with progress. */
static void
test_tutor_rating (void)
{
  GtPlayModel *model = gt_play_model_new (), *later = gt_play_model_new ();
  GtProgress *progress = gt_progress_new (NULL);
  GtGame pos;
  GtMove losing;
  GtCardList play;
  GtRuleCtx ctx;
  const GtPlayReview *r;

  g_assert_true (gt_test_find_losing_endgame (20261127, &pos, &losing));
  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_PROOFS);
  gt_play_model_set_progress (model, progress);
  gt_play_model_start_from (model, &pos, 1);
  gt_game_rule_ctx (&pos, &ctx);
  gt_move_to_card_list (&ctx, &losing, &play);
  g_assert_cmpuint (settle (model, gt_play_model_play (model, &play, &losing.combo, NULL)), ==, GT_PLAY_QUESTIONED);
  gt_play_model_answer (model, TRUE);
  wait_idle (model);
  r = gt_play_model_get_review (model, 0);
  g_assert_true (r->questioned);
  /* Questioned at the clear-mistakes margin: half the layouts or more. */
  g_assert_cmpuint (r->rating, ==, GT_TUTOR_RATING_BLUNDER);

  /* Played out to the deal's end, the review is kept, the rating with it. */
  while (gt_play_model_get_game (model)->phase == GT_PHASE_PLAY)
    {
      if (gt_play_model_get_game (model)->turn == GT_SEAT_S)
        {
          GtMove m;
          GtPlayer *p = gt_player_new (GT_PLAYER_SIMPLE);

          if (gt_player_choose (p, gt_play_model_get_game (model), &m))
            {
              gt_move_to_card_list (&ctx, &m, &play);
              if (settle (model, gt_play_model_play (model, &play, &m.combo, NULL)) == GT_PLAY_QUESTIONED)
                gt_play_model_answer (model, TRUE);
            }
          else if (settle (model, gt_play_model_pass (model, NULL)) == GT_PLAY_QUESTIONED)
            gt_play_model_answer (model, TRUE);
          gt_player_free (p);
        }
      wait_idle (model);
    }
  gt_play_model_set_progress (later, progress);
  g_assert_cmpuint (gt_play_model_get_n_saved_reviews (later), >, 0);
  g_assert_true (gt_play_model_get_saved_review (later, 0)->questioned);
  g_assert_cmpuint (gt_play_model_get_saved_review (later, 0)->rating, ==, GT_TUTOR_RATING_BLUNDER);
  gt_play_model_set_progress (model, NULL);
  gt_play_model_set_progress (later, NULL);
  finalize_model (model);
  finalize_model (later);
  g_object_unref (progress);
}

/* Plays the learner's turns until the deal in progress is over (a deal
 * cancelled as it was dealt is dealt again), at most max_actions of the
 * learner's (0: no limit); the number made. */
static guint
play_deal (GtPlayModel *model,
           GtPlayer    *me,
           guint        max_actions)
{
  guint made = 0;
  gboolean hinted = FALSE;

  for (;;)
    {
      const GtGame *g;

      wait_idle (model);
      g = gt_play_model_get_game (model);
      if (g->phase == GT_PHASE_DEAL_OVER || g->phase == GT_PHASE_GAME_OVER)
        break;
      if (max_actions > 0 && made == max_actions)
        break;
      g_assert_true (gt_play_model_learner_to_act (model));
      g_assert_cmpuint (gt_play_model_get_actions (model), !=, 0);
      if (!hinted && g->phase == GT_PHASE_PLAY)
        {
          g_autofree char *text = NULL;
          GtCardList hint;

          /* A hint in every game, in words (a trick game's too). */
          g_assert_true (gt_play_model_hint (model, 3, &text, &hint));
          g_assert_true (text != NULL && *text != '\0');
          g_assert_true (hint.n > 0 || g->rs->game->table == GT_TABLE_CLIMB);
          hinted = TRUE;
        }
      if (learner_move (model, me) == GT_PLAY_QUESTIONED)
        gt_play_model_answer (model, TRUE);
      made++;
      g_assert_cmpuint (made, <, 2000);
    }
  return made;
}

static guint narrated_lines;

static void
narrated_cb (GtPlayModel *model,
             const char  *line,
             gpointer     data)
{
  g_assert_nonnull (line);
  narrated_lines++;
}

/* A whole deal of every game of the registry through the model, the
 * learner's actions a heuristic player's, the computers the fair players:
 * the same seed deals the same game again. */
static void
test_every_game (void)
{
  for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
    {
      GtPlayModel *model = gt_play_model_new ();
      GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
      const GtGame *g;
      guint min, max, made, tries = 0;
      g_autofree char *first = NULL;

      g_test_message ("%s", (*rs)->id);
      narrated_lines = 0;
      g_signal_connect (model, "narrated", G_CALLBACK (narrated_cb), NULL);
      gt_play_model_set_delay (model, 0);
      /* The tutor at its default strictness, in every game it judges. */
      g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 0);
      g_assert_true (gt_play_model_set_game_id (model, (*rs)->id));
      g_assert_cmpstr (gt_play_model_get_game_id (model), ==, (*rs)->id);
      g_assert_false (gt_play_model_get_running (model));
      gt_play_model_get_seat_range (model, &min, &max);
      /* The largest table the game has: Gan Deng Yan's six. */
      g_assert_true (gt_play_model_set_seats (model, max));
      g_assert_false (gt_play_model_set_seats (model, max + 1));
      gt_play_model_start (model, 4711);
      g = gt_play_model_get_game (model);
      g_assert_true (g->rs == *rs);
      g_assert_cmpuint (g->n_seats, ==, max);
      first = gt_game_save_string (g, g->rs, "position");
      wait_idle (model);
      /* The computers' actions alone do not make a game the learner would
       * lose. */
      g_assert_false (gt_play_model_get_running (model));
      do
        {
          made = play_deal (model, me, 0);
          g = gt_play_model_get_game (model);
          /* A deal cancelled as it is dealt (Da Bai Fen's redeal) is dealt
           * again. */
          if (made == 0 && g->phase == GT_PHASE_DEAL_OVER)
            g_assert_true (gt_play_model_next_deal (model));
        }
      while (made == 0 && ++tries < 10);
      g_assert_cmpuint (made, >, 0);
      g_assert_true (g->phase == GT_PHASE_DEAL_OVER || g->phase == GT_PHASE_GAME_OVER);
      g_assert_true (gt_play_model_get_running (model) == (g->phase == GT_PHASE_DEAL_OVER));
      g_assert_nonnull (gt_play_model_get_deal_summary (model));
      g_assert_cmpuint (gt_play_model_get_n_narration (model), >, 0);
      g_assert_cmpuint (narrated_lines, >, 0);
      /* The review lists the learner's plays of the deal, rated where the
       * tutor judges the game. */
      g_assert_cmpuint (gt_play_model_get_n_reviews (model), >, 0);
      {
        guint rated = 0, rated_early = 0, n_reviews = gt_play_model_get_n_reviews (model);

        for (guint i = 0; i < n_reviews; i++)
          {
            gboolean is_rated = gt_play_model_get_review (model, i)->rating != GT_TUTOR_RATING_NONE;

            rated += is_rated;
            rated_early += is_rated && i < n_reviews / 2;
            g_test_message ("  %s: %s", gt_play_model_get_review (model, i)->play,
                            gt_tutor_rating_to_string (gt_play_model_get_review (model, i)->rating));
          }
        g_test_message ("  %u plays reviewed, %u rated", n_reviews, rated);
        /* A trick game's plays are judged from the first trick (played
         * out, then solved): all but the forced ones (the last card at
         * least), in the deal's first half too. */
        if ((*rs)->game->table != GT_TABLE_CLIMB)
          {
            g_assert_cmpuint (rated_early, >, 0);
            g_assert_cmpuint (rated, <, n_reviews);
          }
      }
      for (guint i = 0; i < gt_play_model_get_n_narration (model); i++)
        g_test_message ("  %s", gt_play_model_get_narration (model, i));
      /* Seeded: the same number deals the same first deal. */
      gt_play_model_start (model, 4711);
      {
        g_autofree char *again = gt_game_save_string (gt_play_model_get_game (model), (*rs), "position");
        g_assert_cmpstr (again, ==, first);
      }
      finalize_model (model);
      gt_player_free (me);
    }
}

static char *
model_state (GtPlayModel *model)
{
  const GtGame *g = gt_play_model_get_game (model);
  GString *out = g_string_new (NULL);
  char *pos = gt_game_save_string (g, g->rs, "position");

  g_string_append (out, pos);
  g_free (pos);
  g_string_append_printf (out, "seed=%u undo=%d deal=%u\n", gt_play_model_get_seed (model),
                          gt_play_model_can_undo (model), g->deal_no);
  for (guint i = 0; i < gt_play_model_get_n_narration (model); i++)
    g_string_append_printf (out, "| %s\n", gt_play_model_get_narration (model, i));
  for (guint s = 0; s < g->n_seats; s++)
    {
      gboolean passed;
      const GtCardList *last = gt_play_model_get_last (model, s, &passed);
      g_autofree char *text = last != NULL ? gt_card_list_to_string (last) : g_strdup ("-");
      g_string_append_printf (out, "%u: %s %d\n", s, text, passed);
    }
  return g_string_free (out, FALSE);
}

/* Quit in the middle of a game and come back: the same game, the same
 * turn, the same story, and undo still there. */
static void
test_save_resume (void)
{
  static const char *const games[] = { "guandan", "gandengyan", "baohuang", "dabaifen", "doudizhu" };
  g_autofree char *dir = g_dir_make_tmp ("play-model-XXXXXX", NULL);

  for (guint k = 0; k < G_N_ELEMENTS (games); k++)
    {
      GtPlayModel *model = gt_play_model_new (), *later;
      GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
      g_autoptr (GError) error = NULL;
      g_autofree char *before = NULL, *after = NULL;
      g_autofree char *name = g_strconcat (games[k], ".game", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_test_message ("%s", games[k]);
      gt_play_model_set_delay (model, 0);
      gt_play_model_set_tutor (model, GT_TUTOR_OFF);
      gt_play_model_set_save_dir (model, dir);
      g_assert_true (gt_play_model_set_game_id (model, games[k]));
      /* Nothing saved yet. */
      g_assert_false (gt_play_model_resume (model, &error));
      g_assert_no_error (error);
      gt_play_model_start (model, 99);
      /* Guandan: into its second deal, where tribute is paid. */
      if (g_str_equal (games[k], "guandan"))
        {
          play_deal (model, me, 0);
          g_assert_true (gt_play_model_next_deal (model));
        }
      g_assert_cmpuint (play_deal (model, me, 4), >, 0);
      wait_idle (model);
      g_assert_true (gt_play_model_get_running (model));
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      before = model_state (model);
      finalize_model (model);

      later = gt_play_model_new ();
      gt_play_model_set_delay (later, 0);
      gt_play_model_set_tutor (later, GT_TUTOR_OFF);
      gt_play_model_set_save_dir (later, dir);
      g_assert_true (gt_play_model_set_game_id (later, games[k]));
      g_assert_true (gt_play_model_resume (later, &error));
      g_assert_no_error (error);
      wait_idle (later);
      after = model_state (later);
      g_assert_cmpstr (after, ==, before);
      g_assert_true (gt_play_model_get_running (later));
      /* Undo goes on where it was, and the saved game follows it. */
      g_assert_true (gt_play_model_undo (later));
      wait_idle (later);
      g_clear_pointer (&after, g_free);
      after = model_state (later);
      finalize_model (later);
      later = gt_play_model_new ();
      gt_play_model_set_delay (later, 0);
      gt_play_model_set_save_dir (later, dir);
      g_assert_true (gt_play_model_set_game_id (later, games[k]));
      g_assert_true (gt_play_model_resume (later, &error));
      wait_idle (later);
      g_clear_pointer (&before, g_free);
      before = model_state (later);
      g_assert_cmpstr (before, ==, after);
      /* And the game plays on to the deal's end, where it is found again
       * as it was left: over, nothing to undo. */
      play_deal (later, me, 0);
      wait_idle (later);
      g_clear_pointer (&before, g_free);
      before = model_state (later);
      finalize_model (later);
      later = gt_play_model_new ();
      gt_play_model_set_save_dir (later, dir);
      g_assert_true (gt_play_model_set_game_id (later, games[k]));
      g_assert_true (gt_play_model_resume (later, NULL));
      g_clear_pointer (&after, g_free);
      after = model_state (later);
      g_assert_cmpstr (after, ==, before);
      g_assert_false (gt_play_model_can_undo (later));
      finalize_model (later);
      gt_player_free (me);
    }
}

/* A seeded deal stepped through on the table after it (GtReviewModel):
 * one step per action, the learner's decisions where they were made with
 * their ratings, the position each step shows; and the same review after
 * a relaunch (the ratings saved with the game, not asked again). */
static void
test_review (void)
{
  g_autofree char *dir = g_dir_make_tmp ("play-model-XXXXXX", NULL);
  GtPlayModel *model = gt_play_model_new (), *later;
  GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
  g_autoptr (GtReviewModel) review = NULL;
  g_autoptr (GtReviewModel) again = NULL;
  g_autoptr (GtReviewModel) game = NULL;
  g_autoptr (GError) error = NULL;
  guint decisions = 0, judged = 0, n;

  gt_play_model_set_delay (model, 0);
  gt_play_model_set_save_dir (model, dir);
  gt_play_model_start (model, 4711);
  /* No deal finished: nothing to step through yet. */
  g_assert_null (gt_play_model_new_review (model, FALSE));
  play_deal (model, me, 0);
  g_assert_cmpuint (gt_play_model_get_game (model)->phase, ==, GT_PHASE_DEAL_OVER);

  review = gt_play_model_new_review (model, FALSE);
  g_assert_nonnull (review);
  n = gt_review_model_get_n_steps (review);
  g_assert_cmpuint (n, >, 20);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, 0);
  g_assert_false (gt_review_model_step (review, -1));
  for (guint i = 0; i < n; i++)
    {
      const GtGame *pos = gt_review_model_get_position (review);
      const GtAction *a = gt_review_model_get_action (review);
      const GtPlayReview *r = gt_review_model_get_decision (review);

      g_assert_cmpuint (gt_review_model_get_cursor (review), ==, i);
      g_assert_cmpuint (pos->deal_no, ==, 1);
      g_assert_true (gt_review_model_get_words (review) != NULL && *gt_review_model_get_words (review) != '\0');
      if (r != NULL)
        {
          const GtPlayReview *kept = gt_play_model_get_review (model, decisions);

          /* The decision as it was faced: the learner to act, the play
           * still in the hand and legal there; the model's review of it. */
          g_assert_cmpuint (a->seat, ==, GT_SEAT_S);
          g_assert_cmpuint (pos->turn, ==, GT_SEAT_S);
          g_assert_true (gt_game_check (pos, a, NULL));
          g_assert_cmpstr (r->play, ==, kept->play);
          g_assert_cmpuint (r->rating, ==, kept->rating);
          judged += r->rating != GT_TUTOR_RATING_NONE;
          decisions++;
        }
      else if (a->type == GT_ACTION_PLAY)
        {
          /* Another seat's play, made: it lies in front of it, or the
           * round it ended is cleared. */
          const GtCardList *last = gt_review_model_get_last (review, a->seat, NULL);

          g_assert_true (gt_review_model_round_cleared (review) || pos->phase == GT_PHASE_DEAL_OVER ||
                         (last != NULL && last->n == a->cards.n));
        }
      g_assert_cmpint (gt_review_model_step (review, 1), ==, i + 1 < n);
    }
  g_assert_cmpuint (decisions, ==, gt_play_model_get_n_reviews (model));
  /* The endgame's decisions were weighed over layouts. */
  g_assert_cmpuint (judged, >, 0);
  g_assert_cmpuint (gt_review_model_count (review, GT_TUTOR_RATING_FINE) +
                    gt_review_model_count (review, GT_TUTOR_RATING_DOUBTFUL) +
                    gt_review_model_count (review, GT_TUTOR_RATING_MISTAKE) +
                    gt_review_model_count (review, GT_TUTOR_RATING_BLUNDER), ==, judged);
  /* Decision by decision, both ways. */
  gt_review_model_set_cursor (review, 0);
  if (gt_review_model_get_decision (review) == NULL)
    g_assert_true (gt_review_model_step_decision (review, TRUE));
  g_assert_nonnull (gt_review_model_get_decision (review));
  gt_review_model_set_cursor (review, G_MAXUINT);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, n - 1);
  g_assert_true (gt_review_model_step_decision (review, FALSE));
  g_assert_nonnull (gt_review_model_get_decision (review));
  if (gt_review_model_get_first_critical (review) != G_MAXUINT)
    g_assert_cmpuint (gt_review_model_get_decision_at (review, gt_review_model_get_first_critical (review))->rating,
                      >=, GT_TUTOR_RATING_MISTAKE);

  /* Into the second deal: the deal's review is still the first deal's
   * until the second is over, and the whole game's holds it. */
  g_assert_true (gt_play_model_next_deal (model));
  wait_idle (model);
  game = gt_play_model_new_review (model, TRUE);
  g_assert_cmpuint (gt_review_model_get_n_steps (game), ==, n);
  finalize_model (model);

  /* A relaunch: the same steps, the same ratings and words. */
  later = gt_play_model_new ();
  gt_play_model_set_delay (later, 0);
  gt_play_model_set_save_dir (later, dir);
  g_assert_true (gt_play_model_resume (later, &error));
  g_assert_no_error (error);
  wait_idle (later);
  again = gt_play_model_new_review (later, FALSE);
  g_assert_nonnull (again);
  g_assert_cmpuint (gt_review_model_get_n_steps (again), ==, n);
  g_assert_cmpuint (gt_review_model_get_first_critical (again), ==, gt_review_model_get_first_critical (review));
  for (guint i = 0; i < n; i++)
    {
      const GtPlayReview *r, *r2;

      gt_review_model_set_cursor (review, i);
      gt_review_model_set_cursor (again, i);
      r = gt_review_model_get_decision (review);
      r2 = gt_review_model_get_decision (again);
      g_assert_cmpstr (gt_review_model_get_words (again), ==, gt_review_model_get_words (review));
      g_assert_cmpmem (gt_review_model_get_position (again), sizeof (GtGame),
                       gt_review_model_get_position (review), sizeof (GtGame));
      g_assert_true ((r == NULL) == (r2 == NULL));
      if (r == NULL)
        continue;
      g_assert_cmpuint (r2->rating, ==, r->rating);
      g_assert_cmpint (r2->questioned, ==, r->questioned);
      g_assert_cmpstr (r2->note, ==, r->note);
      g_assert_cmpstr (r2->better, ==, r->better);
      g_assert_cmpmem (&r2->better_cards, sizeof r->better_cards, &r->better_cards, sizeof r->better_cards);
    }
  finalize_model (later);
  gt_player_free (me);
  {
    g_autofree char *path = g_build_filename (dir, "guandan.game", NULL);

    g_unlink (path);
    g_rmdir (dir);
  }
}

/* The tutor weighs a play in a worker: held back meanwhile ("weighing",
 * busy, not the learner's to act), dropped by another play or by the
 * learner leaving (gt_play_model_withdraw()), nothing made by a dropped
 * one. */
static void
test_weighing (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtGame pos, before;
  GtCardList play;

  gt_play_model_set_delay (model, 0);
  load (&pos, "level=2\nS=SA S3 D4 C8 C9 H10 HJ\nE=S5 S6 S7 S8 S9 S10 SJ SQ\n"
              "N=H5 H6 D7 D8 D9 D10 DJ DQ\nW=C3 C4 C5 C6 C7 CK CQ CJ\n"
              "turn=S\ntable=SK\ntable-by=N\npassed=W");
  gt_play_model_start_from (model, &pos, 1);
  before = *gt_play_model_get_game (model);
  cards ("SA", &play);
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_PENDING);
  g_assert_true (gt_play_model_get_weighing (model));
  g_assert_true (gt_play_model_get_busy (model));
  g_assert_false (gt_play_model_learner_to_act (model));
  g_assert_cmpuint (gt_play_model_get_actions (model), ==, 0);
  g_assert_cmpstr (gt_play_model_get_status (model), ==, "The tutor is thinking about your play…");
  /* Withdrawn: nothing made, the learner to act; the answer, when it
   * comes, is not heard. */
  gt_play_model_withdraw (model);
  g_assert_false (gt_play_model_get_weighing (model));
  g_assert_true (gt_play_model_learner_to_act (model));
  for (guint i = 0; i < 50; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  g_assert_null (gt_play_model_get_question (model));
  g_assert_cmpmem (gt_play_model_get_game (model), sizeof before, &before, sizeof before);
  /* Undo while it is weighed takes that play back, nothing else. */
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_PENDING);
  g_assert_true (gt_play_model_can_undo (model));
  g_assert_true (gt_play_model_undo (model));
  g_assert_false (gt_play_model_get_weighing (model));
  g_assert_false (gt_play_model_can_undo (model));
  g_assert_cmpmem (gt_play_model_get_game (model), sizeof before, &before, sizeof before);
  /* A pass while the play is weighed: the pass is weighed instead, and
   * made (passing to the partner's winning play is fine). */
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_PENDING);
  g_assert_cmpuint (settle (model, gt_play_model_pass (model, NULL)), ==, GT_PLAY_MADE);
  g_assert_cmpuint (gt_play_model_get_game (model)->count[GT_SEAT_S], ==, 7);
  g_assert_cmpuint (gt_play_model_get_n_reviews (model), ==, 1);
  g_assert_cmpstr (gt_play_model_get_review (model, 0)->play, ==, "Pass");
  wait_idle (model);
  finalize_model (model);
}

/* The same action, the cards counted. */
static gboolean
same_action (const GtAction *a,
             const GtAction *b)
{
  guint8 ca[GT_CARD_KINDS] = { 0 }, cb[GT_CARD_KINDS] = { 0 };

  gt_card_list_count (&a->cards, ca);
  gt_card_list_count (&b->cards, cb);
  return a->type == b->type && a->seat == b->seat && memcmp (ca, cb, sizeof ca) == 0;
}

/* A Guandan deal against the strong opponents: each of their decisions is
 * the one the strong player makes from the seat's view kept through the
 * deal (gt_view_observe(): earlier rounds' passes too), which, in some,
 * remembers more than the position alone shows. */
static void
test_views (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
  GtPlayer *twin = gt_player_new (GT_PLAYER_STRONG);
  GtView views[GT_SEATS_MAX];
  GtReviewModel *review;
  GtGame before;
  guint learner = gt_play_model_get_learner (model), decided = 0, remembered = 0, n;

  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_OFF);
  gt_play_model_set_strength (model, GT_PLAYER_HEURISTIC, GT_PLAYER_STRONG);
  gt_play_model_start (model, 4711);
  /* The deal as dealt, before anyone acts: the review's actions replayed
   * on it give the position each was decided at. */
  before = *gt_play_model_get_game (model);
  wait_idle (model);
  g_assert_cmpuint (play_deal (model, me, 0), >, 0);
  review = gt_play_model_new_review (model, FALSE);
  g_assert_nonnull (review);
  n = gt_review_model_get_n_steps (review);
  gt_review_model_set_cursor (review, 0);
  for (guint s = 0; s < before.n_seats; s++)
    gt_view_init (&views[s], &before, s);
  for (guint i = 0; i < n; i++)
    {
      GtGame after;
      GtAction a = *gt_review_model_get_action (review);

      if (a.seat < before.n_seats && !gt_game_same_side (&before, a.seat, learner) &&
          before.phase == GT_PHASE_PLAY && (a.type == GT_ACTION_PLAY || a.type == GT_ACTION_PASS))
        {
          GtAction again;
          GtView fresh;

          gt_view_init (&fresh, &before, a.seat);
          remembered += views[a.seat].n_passes > fresh.n_passes;
          g_assert_true (gt_player_act_view (twin, &views[a.seat], &again));
          g_assert_true (same_action (&a, &again));
          decided++;
        }
      after = before;
      g_assert_true (gt_game_act (&after, NULL, &a, NULL, NULL));
      for (guint s = 0; s < before.n_seats; s++)
        gt_view_observe (&views[s], &before, &a, &after);
      before = after;
      g_assert_true (i + 1 == n || gt_review_model_step (review, 1));
    }
  g_test_message ("%u decisions of the strong opponents, %u remembering earlier passes", decided, remembered);
  g_assert_cmpuint (decided, >, 10);
  g_assert_cmpuint (remembered, >, 0);
  g_object_unref (review);
  gt_player_free (me);
  gt_player_free (twin);
  wait_idle (model);
  finalize_model (model);
}

/* A saved game that cannot be read: a clear message naming the file and
 * what is wrong, no crash, the file kept — put aside, not overwritten,
 * when a new game is saved. */
static void
test_malformed_save (void)
{
  static const struct {
    const char *text;
    const char *says;
  } bad[] = {
    { "not a key file\n\x01", "cannot be taken up" },
    { "[Game]\nVersion=7\nGame=guandan\nSeats=4\nVariants=0\nSeed=1\nSteps=deal;\n", "another version" },
    { "[Game]\nVersion=1\nGame=dabaifen\nSeats=4\nVariants=0\nSeed=1\nSteps=deal;\n", "another game" },
    { "[Game]\nVersion=1\nGame=guandan\nSeats=9\nVariants=0\nSeed=1\nSteps=deal;\n", "out of range" },
    { "[Game]\nVersion=1\nGame=guandan\nSeats=4\nVariants=0\nSeed=1\nSteps=deal;play 0 - 0 0.0.0.0.0.0 ZZ9;\n", "step 2" },
    { "[Game]\nVersion=1\nGame=guandan\nSeats=4\nVariants=0\nSeed=1\nSteps=deal;pass 2 - 0 0.0.0.0.0.0;\n", "step 2" },
    { "[Game]\nVersion=1\nGame=guandan\nSeats=4\nVariants=0\nSeed=1\nSteps=deal;deal;\n", "step 2" },
  };
  g_autofree char *dir = g_dir_make_tmp ("play-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "guandan.game", NULL);
  g_autofree char *aside = g_strconcat (path, ".bad", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GtPlayModel *model = gt_play_model_new ();
      g_autoptr (GError) error = NULL;
      g_autofree char *kept = NULL;

      g_assert_true (g_file_set_contents (path, bad[i].text, -1, NULL));
      gt_play_model_set_delay (model, 0);
      gt_play_model_set_save_dir (model, dir);
      g_assert_false (gt_play_model_resume (model, &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, path));
      g_assert_nonnull (strstr (error->message, bad[i].says));
      g_assert_false (gt_play_model_get_running (model));
      /* Nothing the learner owns is lost: the file is as it was … */
      g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, bad[i].text);
      g_clear_pointer (&kept, g_free);
      /* … and a new game puts it aside before saving itself. */
      gt_play_model_start (model, 5);
      wait_idle (model);
      g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, bad[i].text);
      g_assert_true (gt_play_model_resume (model, NULL));
      finalize_model (model);
      g_unlink (aside);
    }
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
narration_has (GtPlayModel *model,
               const char  *a,
               const char  *b)
{
  for (guint i = 0; i < gt_play_model_get_n_narration (model); i++)
    {
      const char *line = gt_play_model_get_narration (model, i);
      if (strstr (line, a) != NULL && (b == NULL || strstr (line, b) != NULL))
        return TRUE;
    }
  return FALSE;
}

/* The story of a Guandan game: tribute paid and returned in words with the
 * cards as people write them, anti-tribute, and how the levels moved. */
static void
test_narration (void)
{
  GtPlayModel *model = gt_play_model_new ();
  GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
  gboolean tribute = FALSE, level = FALSE;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  GtGame g;

  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_OFF);
  gt_play_model_start (model, 31);
  for (guint deal = 0; deal < 12 && !(tribute && level); deal++)
    {
      const GtGame *now = gt_play_model_get_game (model);
      guint from, up = 0;

      /* A single tribute: who paid whom which card, and what came back. */
      if (now->tribute_kind == GT_TRIBUTE_SINGLE)
        {
          play_deal (model, me, 1);
          wait_idle (model);
          now = gt_play_model_get_game (model);
          if (now->phase == GT_PHASE_PLAY)
            {
              const GtTribute *t = &now->tribute[0];
              const char *giver = t->giver == 0 ? "You paid" : gt_game_seat_name (now, t->giver, GT_SEAT_NAME_WORD);
              const char *back = t->receiver == 0 ? "You returned" : gt_game_seat_name (now, t->receiver, GT_SEAT_NAME_WORD);

              g_assert_true (narration_has (model, giver, gt_explain_card_label (t->card)));
              g_assert_true (narration_has (model, "as tribute", gt_explain_card_label (t->card)));
              g_assert_true (narration_has (model, back, gt_explain_card_label (t->returned)));
              if (t->giver == 0)
                g_assert_true (narration_has (model, "returned", " to you"));
              tribute = TRUE;
            }
        }
      from = gt_play_model_get_game (model)->levels[0];
      play_deal (model, me, 0);
      now = gt_play_model_get_game (model);
      up = now->levels[0] - from;
      if (up > 0)
        {
          g_autofree char *want = g_strdup_printf ("Your side goes up %u level%s: %s → %s", up, up > 1 ? "s" : "",
                                                   gt_rank_to_string (from), gt_rank_to_string (now->levels[0]));
          g_assert_true (narration_has (model, want, NULL));
          g_assert_nonnull (strstr (gt_play_model_get_deal_summary (model), want));
          level = TRUE;
        }
      if (now->phase == GT_PHASE_GAME_OVER)
        break;
      g_assert_true (gt_play_model_next_deal (model));
    }
  g_assert_true (tribute);
  g_assert_true (level);

  /* Anti-tribute, in the words of the game (gd.tribute.resist). */
  gt_game_init (&g, gt_ruleset_lookup ("guandan"), 0);
  g.tribute_kind = GT_TRIBUTE_ANTI;
  g.has_prev = TRUE;
  g.level = 5;
  memcpy (g.prev_order, (guint8[]) { 0, 2, 1, 3 }, 4);
  gt_game_deal_words (&g, 0, lines);
  g_assert_cmpuint (lines->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "This deal is played at level 5");
  g_assert_cmpstr (g_ptr_array_index (lines, 1), ==, "Anti-tribute: your opponents hold both big jokers — no tribute this deal");
  g_ptr_array_set_size (lines, 0);
  memcpy (g.prev_order, (guint8[]) { 1, 3, 2, 0 }, 4);
  gt_game_deal_words (&g, 0, lines);
  g_assert_cmpstr (g_ptr_array_index (lines, 1), ==, "Anti-tribute: your side holds both big jokers — no tribute this deal");

  finalize_model (model);
  gt_player_free (me);
}

/* Da Bai Fen's kitty in the narration: taken up by the declarer in the
 * game's word, the deal not told as cards "drawn from the stock" (Gan
 * Deng Yan's word), for the learner's seat and another's. */
static void
test_narration_kitty (void)
{
  gboolean mine = FALSE, other = FALSE;

  for (guint32 seed = 4711; seed < 4711 + 12 && !(mine && other); seed++)
    {
      GtPlayModel *model = gt_play_model_new ();
      GtPlayer *me = gt_player_new (GT_PLAYER_HEURISTIC);
      const GtGame *g;

      gt_play_model_set_delay (model, 0);
      gt_play_model_set_tutor (model, GT_TUTOR_OFF);
      g_assert_true (gt_play_model_set_game_id (model, "dabaifen"));
      gt_play_model_start (model, seed);
      for (;;)
        {
          wait_idle (model);
          g = gt_play_model_get_game (model);
          if (g->phase == GT_PHASE_PLAY || g->phase == GT_PHASE_DEAL_OVER)
            break;
          g_assert_cmpuint (play_deal (model, me, 1), ==, 1);
        }
      g_assert_false (narration_has (model, "drawn from the stock", NULL));
      /* Who took it up is who laid six aside ("North laid 6 cards aside
       * face down"). */
      for (guint i = 0; i < gt_play_model_get_n_narration (model); i++)
        {
          const char *line = gt_play_model_get_narration (model, i);
          const char *laid = strstr (line, " laid 6 cards aside");
          g_autofree char *who = laid != NULL ? g_strndup (line, laid - line) : NULL;
          g_autofree char *want = who != NULL ? g_strconcat (who, " took up the kitty", NULL) : NULL;

          if (want == NULL)
            continue;
          g_assert_true (narration_has (model, want, NULL));
          if (g_str_equal (who, "You"))
            mine = TRUE;
          else
            other = TRUE;
        }
      finalize_model (model);
      gt_player_free (me);
    }
  g_assert_true (mine);
  g_assert_true (other);
}

/* Link=play …: the old form is Guandan's. */
static void
test_link (void)
{
  char *id = NULL;
  guint32 seed;
  gboolean has_seed;
  GError *error = NULL;

  g_assert_true (gt_play_link_parse ("play", &id, &seed, &has_seed, NULL));
  g_assert_null (id);
  g_assert_false (has_seed);
  g_assert_true (gt_play_link_parse ("play 4711", &id, &seed, &has_seed, NULL));
  g_assert_null (id);
  g_assert_true (has_seed);
  g_assert_cmpuint (seed, ==, 4711);
  g_assert_true (gt_play_link_parse ("play gandengyan 12", &id, &seed, &has_seed, NULL));
  g_assert_cmpstr (id, ==, "gandengyan");
  g_assert_cmpuint (seed, ==, 12);
  g_clear_pointer (&id, g_free);
  g_assert_true (gt_play_link_parse ("play baohuang", &id, &seed, &has_seed, NULL));
  g_assert_cmpstr (id, ==, "baohuang");
  g_assert_false (has_seed);
  g_clear_pointer (&id, g_free);
  g_assert_false (gt_play_link_parse ("play chess 1", &id, &seed, &has_seed, &error));
  g_assert_nonnull (strstr (error->message, "chess"));
  g_clear_error (&error);
  g_assert_false (gt_play_link_parse ("play 1 2", &id, &seed, &has_seed, &error));
  g_clear_error (&error);
  g_assert_false (gt_play_link_parse ("play gandengyan -1", &id, &seed, &has_seed, &error));
  g_assert_null (id);
  g_clear_error (&error);
}

/* A selection whose wild card reads several ways: the model lists the
 * readings to ask about (none for plain cards, or for the hint's declared
 * play), the engine refuses the play unread, and plays it as the reading
 * chosen. */
static void
test_readings (void)
{
  GtPlayModel *model = gt_play_model_new ();
  g_autoptr(GPtrArray) choices = NULL;
  g_autoptr(GPtrArray) none = NULL;
  const GtReadingChoice *second;
  GtGame pos;
  GtCardList play, plain;

  gt_play_model_set_delay (model, 0);
  gt_play_model_set_tutor (model, GT_TUTOR_OFF);
  load (&pos, "level=2\nS=S6 S7 S8 S9 H2 D3 CK\nE=SA SK HQ\nN=C3 C4 C5\nW=H6 H7 H8\nturn=S");
  gt_play_model_start_from (model, &pos, 1);
  g_assert_true (gt_play_model_learner_to_act (model));

  cards ("S6 S7 S8 S9 H2", &play);
  choices = gt_play_model_list_readings (model, &play);
  g_assert_cmpuint (choices->len, >=, 2);
  cards ("D3", &plain);
  none = gt_play_model_list_readings (model, &plain);
  g_assert_cmpuint (none->len, ==, 0);

  /* Unread, the engine will not guess. */
  g_assert_cmpuint (gt_play_model_play (model, &play, NULL, NULL), ==, GT_PLAY_REFUSED);
  second = g_ptr_array_index (choices, 1);
  g_assert_nonnull (second->label);
  g_assert_cmpuint (second->cards.n, ==, 5);
  g_assert_cmpuint (gt_play_model_play (model, &play, &second->reading.combo, NULL), ==, GT_PLAY_MADE);
  g_assert_cmpstr (gt_play_model_get_review (model, 0)->play, ==, second->label);
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
  g_test_add_func ("/play-model/readings", test_readings);
  g_test_add_func ("/play-model/tutor-partner", test_tutor_partner);
  g_test_add_func ("/play-model/tutor-proof", test_tutor_proof);
  g_test_add_func ("/play-model/tutor-rating", test_tutor_rating);
  g_test_add_func ("/play-model/tutor-trick", test_tutor_trick);
  g_test_add_func ("/play-model/tutor-trick-early", test_tutor_trick_early);
  g_test_add_func ("/play-model/deal-over", test_deal_over);
  g_test_add_func ("/play-model/every-game", test_every_game);
  g_test_add_func ("/play-model/save-resume", test_save_resume);
  g_test_add_func ("/play-model/review", test_review);
  g_test_add_func ("/play-model/weighing", test_weighing);
  g_test_add_func ("/play-model/views", test_views);
  g_test_add_func ("/play-model/malformed-save", test_malformed_save);
  g_test_add_func ("/play-model/narration", test_narration);
  g_test_add_func ("/play-model/narration-kitty", test_narration_kitty);
  g_test_add_func ("/play-model/link", test_link);
  return g_test_run ();
}
