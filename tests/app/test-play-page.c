/* test-play-page.c — the Play page, driven as a learner would
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under xvfb-run.  Cards are selected through the hand view's API and
 * played through the page's actions; the computer seats decide in a worker,
 * so every step spins the main loop until the model is no longer busy.
 *
 *   - a seeded game: the first turn is the learner's or comes to them, the
 *     hand is theirs, the others' hands are face down, and a play goes on;
 *   - an illegal play: refused, its explanation on the page, nothing played;
 *   - the tutor: a seeded deal brought to an endgame where one play
 *     provably throws a won first place away; playing it raises the
 *     question on the page with the tutor's reason, "Take It Back" keeps
 *     the position, "Play It Anyway" makes the play;
 *   - undo after a play;
 *   - playing a game by its number: the dialog of "Play a Game by
 *     Number…", a number typed and Enter pressed, deals that game's cards
 *     again — the same hand as the first time.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gt-play-page.h"
#include "gt-readings-popover.h"
#include "gt-endgames.h"
#include "gt-solver.h"
#include "gt-test-support.h"

typedef struct {
  GtkWidget *window;
  GtPlayPage *page;
  GtPlayModel *model;
} Fixture;

static void
wait_model (Fixture *f)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (gt_play_model_get_busy (f->model) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gt_play_model_get_busy (f->model));
  /* One more turn for the page to redraw. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
setup (Fixture *f)
{
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 760);
  f->page = GT_PLAY_PAGE (gt_play_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  f->model = gt_play_page_get_model (f->page);
  gt_play_model_set_delay (f->model, 0);
  gtk_window_present (GTK_WINDOW (f->window));
  gt_play_page_start (f->page, 4711);
  wait_model (f);
}

static void
teardown (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
select_cards (Fixture          *f,
              const GtCardList *cards)
{
  gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (f->page)), cards);
}

static const char *
label_text (Fixture    *f,
            const char *name)
{
  GtkWidget *w = gt_test_find_by_name (GTK_WIDGET (f->page), name);

  g_assert_nonnull (w);
  return gtk_label_get_text (GTK_LABEL (w));
}

static gboolean
question_shown (Fixture *f)
{
  GtkWidget *w = gt_test_find_by_name (GTK_WIDGET (f->page), "question_revealer");

  g_assert_nonnull (w);
  return gtk_revealer_get_reveal_child (GTK_REVEALER (w));
}

static void
test_game (void)
{
  Fixture f;
  GtHandView *hand;
  const GtGame *g;
  guint turns = 0;

  setup (&f);
  hand = gt_table_view_get_hand (gt_play_page_get_table (f.page));
  g = gt_play_model_get_game (f.model);
  g_assert_cmpuint (g->deal_no, ==, 1);
  g_assert_true (gt_play_model_learner_to_act (f.model));
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand), ==, g->count[GT_SEAT_S]);
  g_assert_true (gt_hand_view_get_interactive (hand));
  g_assert_nonnull (strstr (label_text (&f, "game_label"), "4711"));

  /* The learner plays their lowest card at each turn (passing when it
   * cannot beat) for a few turns: the game goes on. */
  while (turns++ < 6 && g->phase == GT_PHASE_PLAY)
    {
      GtCardList cards, one;

      gt_hand_view_get_cards (hand, &cards);
      gt_card_list_init (&one);
      gt_card_list_append (&one, cards.card[0], GT_CARD_NONE);
      select_cards (&f, &one);
      gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play", NULL);
      wait_model (&f);
      if (gt_play_model_get_question (f.model) != NULL)
        gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play-anyway", NULL);
      if (gt_play_model_learner_to_act (f.model))
        gtk_widget_activate_action (GTK_WIDGET (f.page), "play.pass", NULL);
      wait_model (&f);
      g = gt_play_model_get_game (f.model);
    }
  g_assert_cmpuint (gt_play_model_get_n_reviews (f.model), >, 0);
  teardown (&f);
}

static void
test_illegal (void)
{
  Fixture f;
  GtCardList cards, two;
  GtGame before;

  setup (&f);
  before = *gt_play_model_get_game (f.model);
  gt_hand_view_get_cards (gt_table_view_get_hand (gt_play_page_get_table (f.page)), &cards);
  /* Its lowest and its highest card: no combination (a hand of 27 cards
   * holds two different ranks at its two ends). */
  gt_card_list_init (&two);
  gt_card_list_append (&two, cards.card[0], GT_CARD_NONE);
  gt_card_list_append (&two, cards.card[cards.n - 1], GT_CARD_NONE);
  select_cards (&f, &two);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play", NULL);
  g_assert_cmpstr (label_text (&f, "feedback_label"), !=, "");
  g_assert_cmpmem (gt_play_model_get_game (f.model), sizeof before, &before, sizeof before);
  teardown (&f);
}

/* Wild cards that read several ways: Play asks which reading is meant
 * (the popover the lesson and puzzle pages ask with) and plays nothing
 * until one is picked — here by keys alone: Enter in the hand, Down to the
 * second reading, Enter. */
static void
test_readings (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  GtHandView *hand;
  GtkWidget *list, *popover;
  GtCardList cards;
  const GtCardList *played;
  const GtReadingChoice *second;
  GtGame pos;
  guint n = 0;

  setup (&f);
  gt_play_model_set_tutor (f.model, GT_TUTOR_OFF);
  /* Level 2: the ♥2 is wild; 6 7 8 9 of spades and it make a straight
   * flush to the 9 or to the 10. */
  gt_game_init (&pos, gt_ruleset_lookup ("guandan"), 0);
  g_assert_true (gt_game_load_string (&pos, gt_ruleset_lookup ("guandan"),
                                      "[position]\nlevel=2\nS=S6 S7 S8 S9 H2 D3 CK\n"
                                      "E=SA SK HQ\nN=C3 C4 C5\nW=H6 H7 H8\nturn=S\n",
                                      "position", &error));
  gt_play_model_start_from (f.model, &pos, 1);
  wait_model (&f);
  g_assert_true (gt_play_model_learner_to_act (f.model));

  hand = gt_table_view_get_hand (gt_play_page_get_table (f.page));
  g_assert_true (gt_card_list_parse ("S6 S7 S8 S9 H2", NULL, &cards, NULL));
  select_cards (&f, &cards);
  gtk_widget_grab_focus (GTK_WIDGET (hand));
  g_assert_true (gt_test_send_key (GTK_WINDOW (f.window), GDK_KEY_Return, 0));

  list = gt_test_find_readings (GTK_WIDGET (f.page));
  g_assert_nonnull (list);
  popover = gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER);
  g_assert_true (gtk_widget_get_visible (popover));
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n) != NULL)
    n++;
  g_assert_cmpuint (n, >=, 2);
  /* Nothing is played until a reading is chosen; the first has the keys. */
  g_assert_cmpuint (gt_play_model_get_game (f.model)->count[GT_SEAT_S], ==, 7);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f.window)), list));

  second = gt_readings_popover_get_choice (GT_READINGS_POPOVER (popover), 1);
  g_assert_nonnull (second);
  g_assert_true (gt_test_send_key (GTK_WINDOW (f.window), GDK_KEY_Down, 0));
  g_assert_true (gt_test_send_key (GTK_WINDOW (f.window), GDK_KEY_Return, 0));
  g_assert_false (gtk_widget_get_visible (popover));
  /* Played as the second reading: five cards in front of the learner,
   * and the learner's play in the review is that combination. */
  played = gt_play_model_get_last (f.model, GT_SEAT_S, NULL);
  g_assert_nonnull (played);
  g_assert_cmpuint (played->n, ==, 5);
  g_assert_cmpuint (gt_play_model_get_n_reviews (f.model), ==, 1);
  g_assert_cmpstr (gt_play_model_get_review (f.model, 0)->play, ==, second->label);
  g_assert_cmpstr (second->label, !=, gt_readings_popover_get_choice (GT_READINGS_POPOVER (popover), 0)->label);
  wait_model (&f);
  /* The keys are back in the hand. */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f.window)), GTK_WIDGET (hand)) ||
                 gtk_root_get_focus (GTK_ROOT (f.window)) == GTK_WIDGET (hand));
  teardown (&f);
}


static void
count_cb (guint *counter)
{
  (*counter)++;
}

static void
test_tutor_question (void)
{
  Fixture f;
  guint returns = 0;
  GtGame pos;
  GtMove losing;
  GtCardList cards;
  GtRuleCtx ctx;

  setup (&f);
  g_assert_true (gt_test_find_losing_endgame (4711, &pos, &losing));
  gt_play_model_start_from (f.model, &pos, 4711);
  wait_model (&f);
  g_assert_false (question_shown (&f));
  gt_game_rule_ctx (&pos, &ctx);
  gt_move_to_card_list (&ctx, &losing, &cards);
  select_cards (&f, &cards);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play", NULL);

  /* The tutor weighs it in a worker: the page says so and waits with the
   * main loop running. */
  g_assert_true (gt_play_model_get_weighing (f.model));
  g_assert_true (gtk_widget_get_visible (gt_test_find_by_name (GTK_WIDGET (f.page), "weigh_spinner")));
  g_assert_false (question_shown (&f));
  wait_model (&f);
  g_assert_false (gtk_widget_get_visible (gt_test_find_by_name (GTK_WIDGET (f.page), "weigh_spinner")));

  /* The question, with the tutor's reason; nothing played yet. */
  g_assert_true (question_shown (&f));
  g_assert_nonnull (strstr (label_text (&f, "question_label"), "layouts of the cards you cannot see"));
  g_assert_cmpuint (gt_play_model_get_game (f.model)->count[GT_SEAT_S], ==, 4);

  /* Taken back: the position as it was. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.take-back", NULL);
  g_assert_false (question_shown (&f));
  g_assert_cmpmem (gt_play_model_get_game (f.model), sizeof pos, &pos, sizeof pos);

  /* Asked again and played anyway: made. */
  select_cards (&f, &cards);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play", NULL);
  wait_model (&f);
  g_assert_true (question_shown (&f));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play-anyway", NULL);
  g_assert_false (question_shown (&f));
  g_assert_cmpuint (gt_play_model_get_game (f.model)->count[GT_SEAT_S], ==, 4 - cards.n);
  wait_model (&f);

  /* Undo comes back to the decision; the cards go back to the hand from
   * the table (the table tells a play taken back), and are all there. */
  g_assert_true (gt_play_model_can_undo (f.model));
  g_signal_connect_swapped (gt_play_page_get_table (f.page), "play-returned", G_CALLBACK (count_cb), &returns);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.undo", NULL);
  wait_model (&f);
  g_assert_cmpuint (gt_play_model_get_game (f.model)->count[GT_SEAT_S], ==, 4);
  g_assert_cmpuint (returns, ==, 1);
  g_assert_cmpuint (gt_hand_view_get_n_cards (gt_table_view_get_hand (gt_play_page_get_table (f.page))), ==, 4);
  g_assert_cmpfloat (gt_table_view_get_returning (gt_play_page_get_table (f.page)), ==, 1.0);
  teardown (&f);
}

/* Hints in three grades: each press says more, the third names the play,
 * and that play is one the engine accepts. */
static void
test_hint (void)
{
  Fixture f;
  g_autofree char *first = NULL, *second = NULL, *third = NULL;
  g_autofree char *text = NULL;
  GtCardList cards;
  GtAction a;

  setup (&f);
  g_assert_true (gt_play_model_learner_to_act (f.model));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.hint", NULL);
  first = g_strdup (label_text (&f, "feedback_label"));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.hint", NULL);
  second = g_strdup (label_text (&f, "feedback_label"));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.hint", NULL);
  third = g_strdup (label_text (&f, "feedback_label"));
  g_assert_cmpstr (first, !=, "");
  g_assert_cmpstr (first, !=, second);
  g_assert_cmpstr (second, !=, third);

  /* The model's third grade: the play itself, legal here. */
  g_assert_true (gt_play_model_hint (f.model, 3, &text, &cards));
  g_assert_cmpstr (text, ==, third);
  if (cards.n > 0)
    gt_action_play (&a, gt_play_model_get_learner (f.model), &cards);
  else
    gt_action_pass (&a, gt_play_model_get_learner (f.model));
  g_assert_true (gt_game_check (gt_play_model_get_game (f.model), &a, NULL));
  teardown (&f);
}

/* Hand lists from gt_game_hand_list() are sorted: equal hands are equal
 * lists. */
static gboolean
same_cards (const GtCardList *a,
            const GtCardList *b)
{
  return a->n == b->n && memcmp (a->card, b->card, a->n * sizeof a->card[0]) == 0;
}

static void
test_replay (void)
{
  Fixture f;
  GtCardList first, other, again;
  AdwMessageDialog *dialog;
  GtkWidget *spin;

  setup (&f);
  gt_game_hand_list (gt_play_model_get_game (f.model), gt_play_model_get_learner (f.model), &first);

  gt_play_page_start (f.page, 1234);
  wait_model (&f);
  g_assert_cmpuint (gt_play_model_get_seed (f.model), ==, 1234);
  gt_game_hand_list (gt_play_model_get_game (f.model), gt_play_model_get_learner (f.model), &other);
  g_assert_false (same_cards (&first, &other));

  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.replay", NULL);
  dialog = (AdwMessageDialog *) gt_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  spin = adw_message_dialog_get_extra_child (dialog);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  /* It offers the game on the table, to be changed. */
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 1234);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4711);
  /* Enter in the field: its text's "activate". */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
  wait_model (&f);
  g_assert_cmpuint (gt_play_model_get_seed (f.model), ==, 4711);
  g_assert_cmpuint (gt_play_model_get_game (f.model)->deal_no, ==, 1);
  gt_game_hand_list (gt_play_model_get_game (f.model), gt_play_model_get_learner (f.model), &again);
  g_assert_true (same_cards (&first, &again));
  teardown (&f);
}

static gboolean
same_selection (GtHandView       *hand,
                const GtCardList *cards)
{
  GtCardList sel;
  guint8 a[GT_CARD_KINDS] = { 0, }, b[GT_CARD_KINDS] = { 0, };

  gt_hand_view_get_selection (hand, &sel);
  gt_card_list_count (&sel, a);
  gt_card_list_count (cards, b);
  return sel.n == cards->n && memcmp (a, b, sizeof a) == 0;
}

/* What the table shows is the review's step: the learner's hand of its
 * position, at a decision the play made lifted, and where it is. */
static void
assert_review_shown (Fixture *f)
{
  GtReviewModel *review = gt_play_page_get_review (f->page);
  GtHandView *hand = gt_table_view_get_hand (gt_play_page_get_table (f->page));
  const GtGame *pos = gt_review_model_get_position (review);
  const GtPlayReview *r = gt_review_model_get_decision (review);
  g_autofree char *where = g_strdup_printf ("Step %u of %u", gt_review_model_get_cursor (review) + 1,
                                            gt_review_model_get_n_steps (review));

  g_assert_cmpuint (gt_hand_view_get_n_cards (hand), ==, pos->count[GT_SEAT_S]);
  g_assert_cmpstr (label_text (f, "review_label"), ==, where);
  if (r != NULL && gt_review_model_get_action (review)->type == GT_ACTION_PLAY)
    g_assert_true (same_selection (hand, &gt_review_model_get_action (review)->cards));
  if (r != NULL && r->rating != GT_TUTOR_RATING_NONE)
    g_assert_nonnull (strstr (label_text (f, "feedback_label"), gt_tutor_rating_name (r->rating)));
}

static void
send_key (Fixture *f,
          guint    keyval)
{
  g_assert_true (gt_test_send_key (GTK_WINDOW (f->window), keyval, 0));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* A seeded deal's endgame (deal 4711's) played to the end, the losing
 * play made anyway, then the review stepped on the table by keys: the
 * table shows each step, the blunder is the first critical mistake and
 * can be jumped to, Escape goes back to the game. */
static void
test_review (void)
{
  Fixture f;
  GtPlayPage *page;
  GtReviewModel *review;
  GtHandView *hand;
  GtGame pos;
  GtMove losing;
  GtCardList cards;
  GtRuleCtx ctx;
  guint n, critical;

  setup (&f);
  page = f.page;
  hand = gt_table_view_get_hand (gt_play_page_get_table (page));
  g_assert_true (gt_test_find_losing_endgame (4711, &pos, &losing));
  gt_play_model_start_from (f.model, &pos, 4711);
  wait_model (&f);
  gt_game_rule_ctx (&pos, &ctx);
  gt_move_to_card_list (&ctx, &losing, &cards);
  select_cards (&f, &cards);
  gtk_widget_activate_action (GTK_WIDGET (page), "play.play", NULL);
  wait_model (&f);
  g_assert_true (question_shown (&f));
  gtk_widget_activate_action (GTK_WIDGET (page), "play.play-anyway", NULL);
  wait_model (&f);
  /* The rest by the hints' plays. */
  while (gt_play_model_get_game (f.model)->phase == GT_PHASE_PLAY)
    {
      g_autofree char *text = NULL;
      GtCardList hint;

      g_assert_true (gt_play_model_hint (f.model, 3, &text, &hint));
      select_cards (&f, &hint);
      gtk_widget_activate_action (GTK_WIDGET (page), hint.n > 0 ? "play.play" : "play.pass", NULL);
      wait_model (&f);
      if (gt_play_model_get_question (f.model) != NULL)
        gtk_widget_activate_action (GTK_WIDGET (page), "play.play-anyway", NULL);
      wait_model (&f);
    }
  g_assert_cmpuint (gt_play_model_get_game (f.model)->phase, ==, GT_PHASE_DEAL_OVER);

  gtk_widget_activate_action (GTK_WIDGET (page), "play.review", NULL);
  review = gt_play_page_get_review (page);
  g_assert_nonnull (review);
  g_assert_true (gtk_widget_get_visible (gt_test_find_by_name (GTK_WIDGET (page), "review_box")));
  g_assert_false (gt_hand_view_get_interactive (hand));
  n = gt_review_model_get_n_steps (review);
  g_assert_cmpuint (n, >, 1);
  /* The first step is the losing play, as the learner faced it. */
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, 0);
  g_assert_nonnull (gt_review_model_get_decision (review));
  g_assert_cmpuint (gt_review_model_get_decision (review)->rating, ==, GT_TUTOR_RATING_BLUNDER);
  assert_review_shown (&f);
  g_assert_nonnull (strstr (label_text (&f, "feedback_label"), "Blunder"));

  /* Right, Right, Left: one step at a time.  The next step shows the
   * blunder made, in front of the learner, marked. */
  send_key (&f, GDK_KEY_Right);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, 1);
  assert_review_shown (&f);
  g_assert_false (gt_review_model_round_cleared (review));
  g_assert_nonnull (gt_review_model_get_last (review, GT_SEAT_S, NULL));
  g_assert_cmpuint (gt_table_view_count_play_marks (gt_play_page_get_table (page), GT_CARD_MARK_FAULT), ==, cards.n);
  send_key (&f, GDK_KEY_Right);
  assert_review_shown (&f);
  send_key (&f, GDK_KEY_Left);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, 1);
  assert_review_shown (&f);
  /* End and Home: the last and the first. */
  send_key (&f, GDK_KEY_End);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, n - 1);
  assert_review_shown (&f);
  send_key (&f, GDK_KEY_Home);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, 0);
  /* Page Down: the learner's next decision. */
  send_key (&f, GDK_KEY_Page_Down);
  if (gt_review_model_get_cursor (review) > 0)
    g_assert_nonnull (gt_review_model_get_decision (review));
  assert_review_shown (&f);
  /* The first critical mistake, called out and jumped to. */
  critical = gt_review_model_get_first_critical (review);
  g_assert_cmpuint (critical, ==, 0);
  send_key (&f, GDK_KEY_End);
  gtk_widget_activate_action (GTK_WIDGET (page), "play.review-critical", NULL);
  g_assert_cmpuint (gt_review_model_get_cursor (review), ==, critical);
  assert_review_shown (&f);

  /* Escape: the game again, the hand live. */
  send_key (&f, GDK_KEY_Escape);
  g_assert_null (gt_play_page_get_review (page));
  g_assert_false (gtk_widget_get_visible (gt_test_find_by_name (GTK_WIDGET (page), "review_box")));
  g_assert_true (gt_hand_view_get_interactive (hand));
  teardown (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/play-page/game", test_game);
  g_test_add_func ("/play-page/illegal", test_illegal);
  g_test_add_func ("/play-page/readings", test_readings);
  g_test_add_func ("/play-page/tutor-question", test_tutor_question);
  g_test_add_func ("/play-page/replay", test_replay);
  g_test_add_func ("/play-page/hint", test_hint);
  g_test_add_func ("/play-page/review", test_review);
  return g_test_run ();
}
