/* test-puzzle-page.c — the puzzle player, driven as a learner would
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under xvfb-run (tests/app/meson.build) on shipped puzzles from the
 * source tree.  Cards are selected through the hand view's API and played
 * through the page's actions; the solver works in a thread, so every step
 * spins the main loop until the page is no longer busy.  Animations are off
 * (replies come at once) except in the test of the pacing.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gt-line-stepper.h"
#include "gt-puzzle-page.h"
#include "gt-rule-link.h"
#include "gt-rules.h"
#include "gt-test-support.h"
#include "gt-test-verdict.h"
#include "gt-verdict-view.h"
#include "guandan/gd-kinds.h"

/* ---- Helpers ------------------------------------------------------------ */

typedef struct {
  GtkWidget *window;
  GtPuzzlePage *page;
  GtPuzzle *puzzle;
  guint solved;
  guint failed;
  guint next;
  char *rule;
} Fixture;

static void
count_cb (GtPuzzlePage *page,
          guint        *counter)
{
  (*counter)++;
}

static void
show_rule_cb (GtPuzzlePage *page,
              const char   *rule,
              Fixture      *f)
{
  g_free (f->rule);
  f->rule = g_strdup (rule);
}

static GtPuzzle *
load_puzzle (const char *name)
{
  char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "puzzles", name, NULL);
  GPtrArray *problems = gt_problems_new ();
  GtPuzzle *puzzle = gt_puzzle_load (path, problems);
  char *text = gt_problems_to_string (problems);

  g_assert_nonnull (puzzle);
  g_assert_cmpstr (text, ==, "");
  g_free (text);
  g_ptr_array_unref (problems);
  g_free (path);
  return puzzle;
}

/* Spins the main loop until the solver and the replies are done. */
static void
wait_idle (GtPuzzlePage *page)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (page)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (page)));
}

static void
fixture_open (Fixture    *f,
              const char *name)
{
  memset (f, 0, sizeof *f);
  f->puzzle = load_puzzle (name);
  f->page = GT_PUZZLE_PAGE (g_object_ref_sink (gt_puzzle_page_new ()));
  g_signal_connect (f->page, "solved", G_CALLBACK (count_cb), &f->solved);
  g_signal_connect (f->page, "failed", G_CALLBACK (count_cb), &f->failed);
  g_signal_connect (f->page, "next", G_CALLBACK (count_cb), &f->next);
  g_signal_connect (f->page, "show-rule", G_CALLBACK (show_rule_cb), f);
  gt_puzzle_page_set_puzzle (f->page, f->puzzle);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 760);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_present (GTK_WINDOW (f->window));
  gt_test_run_frames_drawn (f->window);
  wait_idle (f->page);
}

static void
fixture_close (Fixture *f)
{
  wait_idle (f->page);
  gtk_window_destroy (GTK_WINDOW (f->window));
  /* The page holds nothing else: no job, no timeout, no cycle. */
  g_assert_finalize_object (f->page);
  gt_puzzle_free (f->puzzle);
  g_free (f->rule);
}

static GtHandView *
hand (Fixture *f)
{
  return gt_table_view_get_hand (gt_puzzle_page_get_table (f->page));
}

static GtCardList
cards (const char *text)
{
  GtCardList list;
  GError *error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s: %s", text, error->message);
  return list;
}

static void
select_cards (Fixture    *f,
              const char *text)
{
  GtCardList list = cards (text);

  gt_hand_view_set_selection (hand (f), &list);
}

static void
act (Fixture    *f,
     const char *action)
{
  /* FALSE for a disabled action: some tests mean to try those. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), action, NULL);
  wait_idle (f->page);
}

static void
assert_selection (Fixture    *f,
                  const char *expected)
{
  GtCardList list;
  char *text;

  gt_hand_view_get_selection (hand (f), &list);
  text = gt_card_list_to_string (&list);
  g_assert_cmpstr (text, ==, expected);
  g_free (text);
}

static guint
count_marks (Fixture    *f,
             GtCardMark  mark)
{
  guint n = 0;
  GtCardView *view;

  for (guint i = 0; (view = gt_hand_view_get_card_view (hand (f), i)) != NULL; i++)
    if (gt_card_view_get_mark (view) == mark)
      n++;
  return n;
}

static void
assert_at_start (Fixture *f)
{
  const GtGame *now = gt_puzzle_model_get_position (gt_puzzle_page_get_model (f->page));

  g_assert_true (memcmp (now, &f->puzzle->position, sizeof *now) == 0);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (f)), ==, f->puzzle->position.count[GT_SEAT_S]);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f->page)), ==, GT_PUZZLE_STATE_PLAYING);
}

static void
assert_feedback_contains (Fixture    *f,
                          const char *part)
{
  char *text = gt_puzzle_page_dup_feedback (f->page);

  g_assert_nonnull (text);
  if (strstr (text, part) == NULL)
    g_error ("feedback \"%s\" lacks \"%s\"", text, part);
  g_free (text);
}

/* ---- Tests ---------------------------------------------------------------- */

static void solve_by_hints (Fixture *f);

static void
test_start (void)
{
  Fixture f;
  char *title = NULL;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  assert_at_start (&f);
  g_object_get (f.page, "title", &title, NULL);
  g_assert_cmpstr (title, ==, "A bomb in hand");
  g_free (title);
  g_assert_null (gt_puzzle_page_dup_feedback (f.page));
  g_assert_null (gt_puzzle_page_dup_hints (f.page));

  /* Nothing selected: Play does nothing; S leads: no passing. */
  act (&f, "puzzle.play");
  act (&f, "puzzle.pass");
  assert_at_start (&f);
  g_assert_cmpuint (f.failed, ==, 0);

  /* A new puzzle on the same page starts afresh. */
  select_cards (&f, "S3 H4 D5 C6 S7");
  act (&f, "puzzle.play");
  gt_puzzle_page_set_puzzle (f.page, f.puzzle);
  wait_idle (f.page);
  assert_at_start (&f);
  fixture_close (&f);
}

static void
test_illegal (void)
{
  Fixture f;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  select_cards (&f, "S3 DQ");
  act (&f, "puzzle.play");

  /* The engine's verdict, its rule, the cards at fault; no move. */
  assert_feedback_contains (&f, "pair");
  g_assert_cmpuint (count_marks (&f, GT_CARD_MARK_FAULT), >, 0);
  assert_at_start (&f);
  assert_selection (&f, "S3 DQ");
  g_assert_cmpuint (f.failed, ==, 0);

  /* Escape clears the selection, the marks and the verdict. */
  g_assert_true (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_Escape, 0));
  wait_idle (f.page);
  assert_selection (&f, "");
  g_assert_cmpuint (count_marks (&f, GT_CARD_MARK_FAULT), ==, 0);
  g_assert_null (gt_puzzle_page_dup_feedback (f.page));
  /* … and with nothing left to clear, Escape goes on to the window. */
  g_assert_false (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_Escape, 0));

  /* Changing the selection takes the fault marks away. */
  select_cards (&f, "S3 DQ");
  act (&f, "puzzle.play");
  g_assert_cmpuint (count_marks (&f, GT_CARD_MARK_FAULT), >, 0);
  select_cards (&f, "S3");
  g_assert_cmpuint (count_marks (&f, GT_CARD_MARK_FAULT), ==, 0);
  fixture_close (&f);
}

/* The table's allocation in the window, after the row's slide. */
static graphene_rect_t
table_bounds (Fixture *f)
{
  graphene_rect_t b;

  gt_test_run_frames_drawn (f->window);
  gt_test_run_frames_drawn (f->window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (gt_puzzle_page_get_table (f->page)),
                                            f->window, &b));
  return b;
}

static void
assert_same_rect (const graphene_rect_t *a,
                  const graphene_rect_t *b)
{
  g_assert_cmpfloat (a->origin.x, ==, b->origin.x);
  g_assert_cmpfloat (a->origin.y, ==, b->origin.y);
  g_assert_cmpfloat (a->size.width, ==, b->size.width);
  g_assert_cmpfloat (a->size.height, ==, b->size.height);
}

/* Neither the verdict row nor the hints move or shrink the table, and the
 * window keeps its size. */
static void
test_no_jump (void)
{
  Fixture f;
  graphene_rect_t before, after;
  int window_h;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  before = table_bounds (&f);
  window_h = gtk_widget_get_height (f.window);
  g_assert_cmpfloat (before.size.height, >, 0);

  select_cards (&f, "S3 DQ");
  act (&f, "puzzle.play");
  assert_feedback_contains (&f, "pair");
  after = table_bounds (&f);
  assert_same_rect (&before, &after);

  act (&f, "puzzle.hint");
  act (&f, "puzzle.hint");
  after = table_bounds (&f);
  assert_same_rect (&before, &after);
  g_assert_cmpint (gtk_widget_get_height (f.window), ==, window_h);
  fixture_close (&f);
}


/* Deciding the puzzle does not move or resize the table either (issue 31:
 * a solved puzzle collapsed it): a refuted play and its line, Try Again,
 * the solve and its explanation in place of the controls, and the next
 * puzzle, all at the table's first allocation. */
static void
test_no_jump_decided (void)
{
  Fixture f;
  graphene_rect_t before, after;
  GtPuzzle *next;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  before = table_bounds (&f);
  g_assert_cmpfloat (before.size.height, >, 0);

  select_cards (&f, "S9 H9 D9 C9");
  act (&f, "puzzle.play");
  wait_idle (f.page);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  after = table_bounds (&f);
  assert_same_rect (&before, &after);

  act (&f, "puzzle.retry");
  after = table_bounds (&f);
  assert_same_rect (&before, &after);

  f.failed = 0;
  solve_by_hints (&f);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SOLVED);
  after = table_bounds (&f);
  assert_same_rect (&before, &after);

  next = load_puzzle ("double-jiefeng.puzzle");
  gt_puzzle_page_set_puzzle (f.page, next);
  wait_idle (f.page);
  after = table_bounds (&f);
  assert_same_rect (&before, &after);
  fixture_close (&f);
  gt_puzzle_free (next);
}

/* A one-piece verdict's heading is its first sentence, in every language. */
static void
test_verdict_first_sentence (void)
{
  g_assert_cmpuint (gt_verdict_first_sentence ("E went out first."), ==, strlen ("E went out first."));
  g_assert_cmpuint (gt_verdict_first_sentence ("W holds the Ace: your King is beaten."), ==, strlen ("W holds the Ace: "));
  g_assert_cmpuint (gt_verdict_first_sentence ("Not 3.5 cards. Five."), ==, strlen ("Not 3.5 cards. "));
  g_assert_cmpuint (gt_verdict_first_sentence ("5枚です。6枚ではない。"), ==, strlen ("5枚です。"));
  g_assert_cmpuint (gt_verdict_first_sentence ("不是组合：顺子正好5张。"), ==, strlen ("不是组合："));
}

/* After a colon, heading and body are two sentences: the heading ends
 * with a full stop, the body starts upper case. */
static void
test_verdict_body_capital (void)
{
  GtVerdictView *view = GT_VERDICT_VIEW (g_object_ref_sink (gt_verdict_view_new ()));

  gt_verdict_view_set_message (view, "W holds the Ace: your King is beaten.");
  g_assert_cmpstr (gt_verdict_view_get_heading (view), ==, "W holds the Ace.");
  g_assert_cmpstr (gt_verdict_view_get_body (view), ==, "Your King is beaten.");
  /* Not after a full stop, and nothing to do in an uncased script. */
  gt_verdict_view_set_message (view, "E went out first. e.g. later");
  g_assert_cmpstr (gt_verdict_view_get_body (view), ==, "e.g. later");
  gt_verdict_view_set_message (view, "不是组合：顺子正好5张。");
  g_assert_cmpstr (gt_verdict_view_get_body (view), ==, "顺子正好5张。");
  g_assert_cmpstr (gt_verdict_view_get_heading (view), ==, "不是组合。");
  g_assert_finalize_object (view);
}

static void
test_refute_retry (void)
{
  Fixture f;
  const GtGame *now;

  fixture_open (&f, "first-keep-the-bomb.puzzle");

  /* The bomb first is legal but loses: E's line plays out. */
  select_cards (&f, "S9 H9 D9 C9");
  act (&f, "puzzle.play");
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpuint (f.solved, ==, 0);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  now = gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page));
  g_assert_cmpuint (now->count[GT_SEAT_E], ==, 0);
  g_assert_cmpuint (now->order[0], ==, GT_SEAT_E);
  assert_feedback_contains (&f, "E went out first.");
  /* The author's [Comment 1] on this play. */
  assert_feedback_contains (&f, "Too early");
  {
    g_autofree char *feedback = gt_puzzle_page_dup_feedback (f.page);

    gt_test_assert_shared_verdict (GTK_WIDGET (f.page), "puzzle.retry", feedback);
    g_assert_cmpstr (gt_verdict_view_get_heading (GT_VERDICT_VIEW (gtk_widget_get_ancestor (
                       gt_test_find_actionable (GTK_WIDGET (f.page), "puzzle.retry"), GT_TYPE_VERDICT_VIEW))), ==,
                     "E went out first.");
  }
  /* Decided: nobody to move, the table's centre says how it ended. */
  g_assert_false (gt_table_view_get_show_turn (gt_puzzle_page_get_table (f.page)));
  g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==, "E went out first.");

  /* No playing on from a lost position. */
  select_cards (&f, "DQ CQ");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);

  /* Try again: back to before the bomb. */
  act (&f, "puzzle.retry");
  assert_at_start (&f);
  g_assert_null (gt_puzzle_page_dup_feedback (f.page));
  g_assert_true (gt_table_view_get_show_turn (gt_puzzle_page_get_table (f.page)));
  g_assert_null (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)));

  /* Pass is never a winning first play when S leads; a losing pass is
   * tested through a single instead: the 3 alone loses too. */
  select_cards (&f, "S3");
  act (&f, "puzzle.play");
  g_assert_cmpuint (f.failed, ==, 2);
  assert_feedback_contains (&f, "E went out first.");
  /* No comment from the author on the 3: the solver's line in words. */
  assert_feedback_contains (&f, "E answers with ");
  assert_feedback_contains (&f, ", then goes out with ");
  /* Undo does what Try again does. */
  act (&f, "puzzle.undo");
  assert_at_start (&f);
  /* Solved now, it was solved after a losing try. */
  f.failed = 0;
  solve_by_hints (&f);
  g_assert_cmpint (gt_puzzle_model_get_solve (gt_puzzle_page_get_model (f.page)), ==,
                   GT_PUZZLE_SOLVED_AFTER_FAILING);
  fixture_close (&f);
}

/* The stepper's position on the model's line, and its length. */
static guint
line_at (Fixture *f,
         guint   *length)
{
  guint position;

  g_assert_true (gt_puzzle_model_get_line (gt_puzzle_page_get_model (f->page), &position, length));
  return position;
}

/* A refutation and the winning line stepped through with the stepper's
 * keys, back and forwards, by itself and paused. */
static void
test_line_stepper (void)
{
  Fixture f;
  GtkWidget *stepper;
  GtLineStepper *bar;
  const GtGame *now;
  guint length;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  stepper = gt_puzzle_page_get_stepper (f.page);
  bar = GT_LINE_STEPPER (stepper);
  g_assert_false (gtk_widget_get_visible (stepper));

  /* The losing bomb: the refutation played out (animations off: at once),
   * the stepper at its end. */
  select_cards (&f, "S9 H9 D9 C9");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_true (gtk_widget_get_visible (stepper));
  g_assert_cmpuint (line_at (&f, &length), ==, length);
  g_assert_cmpuint (length, >=, 2);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->count[GT_SEAT_E], ==, 0);
  /* The mistake on the table: E, who beats the bomb's way out, marked. */
  g_assert_cmpuint (gt_table_view_get_marked_seat (gt_puzzle_page_get_table (f.page)), ==, GT_SEAT_E);

  /* ← : one step back; E has not gone out yet, and the centre no longer
   * says so. */
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Left, 0));
  g_assert_cmpuint (line_at (&f, NULL), ==, length - 1);
  now = gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page));
  g_assert_cmpuint (now->count[GT_SEAT_E], >, 0);
  g_assert_null (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)));
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  assert_feedback_contains (&f, "E went out first.");

  /* Home: the line's start, the bomb on the table and four cards fewer. */
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Home, 0));
  g_assert_cmpuint (line_at (&f, NULL), ==, 0);
  now = gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page));
  g_assert_cmpuint (now->count[GT_SEAT_S], ==, f.puzzle->position.count[GT_SEAT_S] - 4);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, now->count[GT_SEAT_S]);
  g_assert_true (g_str_has_prefix (gt_line_stepper_get_text (bar), "Start of the line"));
  /* No step before the start. */
  gtk_widget_activate_action (stepper, "line.back", NULL);
  g_assert_cmpuint (line_at (&f, NULL), ==, 0);

  /* → : the first step, E's answer to the bomb, named. */
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Right, 0));
  g_assert_cmpuint (line_at (&f, NULL), ==, 1);
  g_assert_true (g_str_has_prefix (gt_line_stepper_get_text (bar), "1 of "));
  g_assert_nonnull (strstr (gt_line_stepper_get_text (bar), ": E "));

  /* End: the end again, and its words in the centre. */
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_End, 0));
  g_assert_cmpuint (line_at (&f, NULL), ==, length);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->count[GT_SEAT_E], ==, 0);
  g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==, "E went out first.");
  gtk_widget_activate_action (stepper, "line.forward", NULL);
  g_assert_cmpuint (line_at (&f, NULL), ==, length);

  /* The winning line is the same stepper; it does not look solved. */
  act (&f, "puzzle.show-solution");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SHOWN);
  g_assert_true (gtk_widget_get_visible (stepper));
  g_assert_cmpuint (line_at (&f, &length), ==, length);
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Home, 0));
  /* It starts where the puzzle does. */
  g_assert_true (memcmp (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page)), &f.puzzle->position, sizeof (GtGame)) == 0);
  g_assert_true (gtk_widget_activate_action (stepper, "line.toggle", NULL));
  /* Without animations playing the line goes straight to its end. */
  g_assert_cmpuint (line_at (&f, NULL), ==, length);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SHOWN);
  g_assert_cmpuint (f.solved, ==, 0);

  /* The winning line marks nobody; undo leaves no line behind. */
  g_assert_cmpuint (gt_table_view_get_marked_seat (gt_puzzle_page_get_table (f.page)), ==, GT_TABLE_NO_SEAT);
  act (&f, "puzzle.undo");
  g_assert_false (gtk_widget_get_visible (stepper));
  fixture_close (&f);
}

/* A game that numbers its seats: the stepper names them as the table
 * does ("2 passes"), never by the compass (issue 28). */
static void
test_line_stepper_numbered (void)
{
  Fixture f;
  GtkWidget *stepper;
  GtLineStepper *bar;

  fixture_open (&f, "gdy-bait-the-bomb.puzzle");
  stepper = gt_puzzle_page_get_stepper (f.page);
  bar = GT_LINE_STEPPER (stepper);
  /* The 9s first: Player 2 passes, Player 3 too, and so on to Player 3's
   * going out. */
  select_cards (&f, "S9 H9 D9");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==, "3 went out first.");
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Home, 0));
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Right, 0));
  g_assert_cmpstr (gt_line_stepper_get_text (bar), ==, "1 of 8: 2 passes");
  fixture_close (&f);
}

/* With animations the line plays by itself; a step back stops it, takes
 * it to its end once (the verdict and the way on) and shows the step. */
static void
test_line_stepper_paced (void)
{
  Fixture f;
  GtkWidget *stepper;
  guint position, length;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  fixture_open (&f, "first-keep-the-bomb.puzzle");
  stepper = gt_puzzle_page_get_stepper (f.page);

  select_cards (&f, "S9 H9 D9 C9");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "puzzle.play", NULL));
  /* Wait for the refutation to start playing out. */
  while (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)) != GT_PUZZLE_STATE_REFUTING)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_visible (stepper));
  g_assert_true (gt_puzzle_model_get_line_playing (gt_puzzle_page_get_model (f.page)));
  position = line_at (&f, &length);
  g_assert_cmpuint (position, <, length);

  g_assert_true (gtk_widget_activate_action (stepper, "line.forward", NULL));
  g_assert_false (gt_puzzle_model_get_line_playing (gt_puzzle_page_get_model (f.page)));
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpuint (line_at (&f, NULL), ==, position + 1);
  g_assert_false (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (f.page)));

  /* Play from there: it goes on by itself to the end. */
  g_assert_true (gtk_widget_activate_action (stepper, "line.toggle", NULL));
  g_assert_true (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (f.page)));
  wait_idle (f.page);
  g_assert_cmpuint (line_at (&f, NULL), ==, length);
  g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==, "E went out first.");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  fixture_close (&f);
}

static void
arrival_cb (GtTableView *table,
            GParamSpec  *pspec,
            double      *least)
{
  *least = MIN (*least, gt_table_view_get_arrival (table));
}

/* A play slides in from its seat: the table's "arrival" goes from 0 to 1
 * with animations, and stays at 1 without. */
static void
test_motion (void)
{
  Fixture f;
  GtTableView *table;
  double least = 1.0;
  gint64 end;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  fixture_open (&f, "first-keep-the-bomb.puzzle");
  table = gt_puzzle_page_get_table (f.page);
  g_signal_connect (table, "notify::arrival", G_CALLBACK (arrival_cb), &least);

  select_cards (&f, "S3 H4 D5 C6 S7");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "puzzle.play", NULL));
  /* The learner's straight comes from the hand, at once. */
  g_assert_cmpuint (gt_table_view_get_arriving (table), ==, GT_SEAT_S);
  g_assert_cmpfloat (least, ==, 0.0);
  g_assert_cmpfloat (gt_table_view_get_arrival (table), <, 1.0);
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gt_table_view_get_arrival (table) < 1.0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpfloat (gt_table_view_get_arrival (table), ==, 1.0);
  wait_idle (f.page);

  /* Without animations (the desktop's "reduce animations"): no motion. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  act (&f, "puzzle.restart");
  least = 1.0;
  select_cards (&f, "S3 H4 D5 C6 S7");
  act (&f, "puzzle.play");
  g_assert_cmpfloat (gt_table_view_get_arrival (table), ==, 1.0);
  g_assert_cmpfloat (least, ==, 1.0);
  fixture_close (&f);
}

static void
returning_cb (GtTableView *table,
              GParamSpec  *pspec,
              double      *least)
{
  *least = MIN (*least, gt_table_view_get_returning (table));
}

/* Whether every card view of the learner's hand is drawn (none left
 * empty for cards still on their way back). */
static gboolean
hand_all_shown (Fixture *f)
{
  GtCardView *view;

  for (guint i = 0; (view = gt_hand_view_get_card_view (hand (f), i)) != NULL; i++)
    if (gtk_widget_get_opacity (GTK_WIDGET (view)) < 1.0)
      return FALSE;
  return TRUE;
}

typedef struct {
  Fixture *f;
  guint returns;         /* "play-returned" */
  guint cards;           /* the cards on their way then */
  gboolean hidden;       /* and some of the hand's places empty */
} ReturnSeen;

/* After the page's motion (connected first) has set the cards off. */
static void
play_returned_cb (GtTableView *table,
                  ReturnSeen  *seen)
{
  GtCardList returned;

  gt_table_view_get_returned (table, &returned);
  seen->returns++;
  seen->cards = returned.n;
  seen->hidden = !hand_all_shown (seen->f);
}

/* A play taken back slides from the table into the hand: "returning" goes
 * from 0 to 1 with animations, the cards' places in the hand empty until
 * they are home, and ends with every card in the hand; without
 * animations the cards are simply back. */
static void
test_return_motion (void)
{
  Fixture f;
  GtTableView *table;
  GtCardList returned;
  ReturnSeen seen = { 0 };
  double least = 1.0;
  gint64 end;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  fixture_open (&f, "first-keep-the-bomb.puzzle");
  table = gt_puzzle_page_get_table (f.page);
  g_signal_connect (table, "notify::returning", G_CALLBACK (returning_cb), &least);
  seen.f = &f;
  g_signal_connect (table, "play-returned", G_CALLBACK (play_returned_cb), &seen);

  select_cards (&f, "S3 H4 D5 C6 S7");
  act (&f, "puzzle.play");
  wait_idle (f.page);
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gt_table_view_get_arrival (table) < 1.0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpfloat (least, ==, 1.0);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, 6);

  /* Undo: the straight goes back, from the table, into the hand. */
  act (&f, "puzzle.undo");
  assert_at_start (&f);
  g_assert_cmpfloat (least, ==, 0.0);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, 11);
  /* The five cards set off, their places in the hand empty. */
  g_assert_cmpuint (seen.returns, ==, 1);
  g_assert_cmpuint (seen.cards, ==, 5);
  g_assert_true (seen.hidden);
  /* Nothing arrives with it: the table was as it is now before. */
  g_assert_cmpfloat (gt_table_view_get_arrival (table), ==, 1.0);
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gt_table_view_get_returning (table) < 1.0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  /* Home: every card in the hand, drawn, and nothing on its way. */
  g_assert_cmpfloat (gt_table_view_get_returning (table), ==, 1.0);
  gt_table_view_get_returned (table, &returned);
  g_assert_cmpuint (returned.n, ==, 0);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, 11);
  g_assert_true (hand_all_shown (&f));

  /* Without animations (the desktop's "reduce animations"): no motion,
   * the cards are back at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  select_cards (&f, "S3 H4 D5 C6 S7");
  act (&f, "puzzle.play");
  wait_idle (f.page);
  least = 1.0;
  act (&f, "puzzle.undo");
  assert_at_start (&f);
  g_assert_cmpuint (seen.returns, ==, 2);
  g_assert_false (seen.hidden);
  g_assert_cmpfloat (least, ==, 1.0);
  g_assert_cmpfloat (gt_table_view_get_returning (table), ==, 1.0);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, 11);
  g_assert_true (hand_all_shown (&f));
  fixture_close (&f);
}

static void
test_hints (void)
{
  Fixture f;
  char *hints;

  fixture_open (&f, "first-keep-the-bomb.puzzle");

  act (&f, "puzzle.hint");
  hints = gt_puzzle_page_dup_hints (f.page);
  g_assert_cmpstr (hints, ==, f.puzzle->hint);
  g_free (hints);
  /* Shown as a lesson's hints are: the shared view, of kind hint. */
  g_assert_nonnull (gt_test_find_verdict_view (GTK_WIDGET (f.page), GT_VERDICT_HINT));
  assert_selection (&f, "");

  /* H asks for the next grade. */
  g_assert_true (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_h, 0));
  wait_idle (f.page);
  hints = gt_puzzle_page_dup_hints (f.page);
  g_assert_true (g_str_has_suffix (hints, "\nPlay a straight."));
  g_free (hints);

  act (&f, "puzzle.hint");
  hints = gt_puzzle_page_dup_hints (f.page);
  g_assert_true (g_str_has_suffix (hints, "\nPlay ♠3 ♥4 ♦5 ♣6 ♠7."));
  g_free (hints);
  /* The exact play is selected and marked in the hand. */
  assert_selection (&f, "S3 H4 D5 C6 S7");
  g_assert_cmpuint (count_marks (&f, GT_CARD_MARK_HINT), ==, 5);

  /* Three grades only. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "puzzle.hint", NULL);
  wait_idle (f.page);
  hints = gt_puzzle_page_dup_hints (f.page);
  g_assert_true (g_str_has_suffix (hints, "\nPlay ♠3 ♥4 ♦5 ♣6 ♠7."));
  g_free (hints);

  /* Playing the hint: the hints go, the next turn starts at grade 1. */
  act (&f, "puzzle.play");
  g_assert_null (gt_puzzle_page_dup_hints (f.page));
  g_assert_cmpuint (f.failed, ==, 0);
  fixture_close (&f);
}

static void
test_play_undo (void)
{
  Fixture f;
  const GtGame *now;

  fixture_open (&f, "first-keep-the-bomb.puzzle");

  select_cards (&f, "S3 H4 D5 C6 S7");
  act (&f, "puzzle.play");
  assert_feedback_contains (&f, "Good play.");
  now = gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page));
  /* E answered (or passed) and it is S's turn again. */
  g_assert_cmpuint (now->count[GT_SEAT_S], ==, 6);
  g_assert_cmpuint (now->turn, ==, GT_SEAT_S);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, 6);

  /* Ctrl+Z: back one play of the learner's and the replies after it. */
  g_assert_true (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_z, GDK_CONTROL_MASK));
  wait_idle (f.page);
  assert_at_start (&f);
  g_assert_null (gt_puzzle_page_dup_feedback (f.page));

  /* Nothing left to undo. */
  act (&f, "puzzle.undo");
  assert_at_start (&f);
  fixture_close (&f);
}

/* Plays the puzzle out by the third hint at every turn. */
static void
solve_by_hints (Fixture *f)
{
  for (guint turn = 0; turn < 40 && gt_puzzle_model_get_state (gt_puzzle_page_get_model (f->page)) == GT_PUZZLE_STATE_PLAYING; turn++)
    {
      GtCardList selection;

      act (f, "puzzle.hint");
      act (f, "puzzle.hint");
      act (f, "puzzle.hint");
      gt_hand_view_get_selection (hand (f), &selection);
      if (selection.n == 0)
        act (f, "puzzle.pass");
      else
        act (f, "puzzle.play");
      g_assert_cmpuint (f->failed, ==, 0);
    }
}

static void
test_solve (void)
{
  static const char *const names[] = {
    "first-keep-the-bomb.puzzle",
    "team-partner-takes-over.puzzle",
    "double-jiefeng.puzzle",
    "shed-two-wild-cards.puzzle",
    "dbf-trump-low.puzzle",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      Fixture f;

      g_test_message ("%s", names[i]);
      fixture_open (&f, names[i]);
      solve_by_hints (&f);
      g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SOLVED);
      g_assert_cmpuint (f.solved, ==, 1);
      /* Solved, but with hints: that is recorded apart from a clean solve. */
      g_assert_cmpint (gt_puzzle_model_get_solve (gt_puzzle_page_get_model (f.page)), ==,
                       GT_PUZZLE_SOLVED_WITH_HINTS);
      g_assert_null (gt_puzzle_page_dup_feedback (f.page));
      g_assert_false (gt_table_view_get_show_turn (gt_puzzle_page_get_table (f.page)));
      g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==, "Goal reached");

      /* "Next Puzzle" is the window's business. */
      act (&f, "puzzle.next");
      g_assert_cmpuint (f.next, ==, 1);

      /* Undo steps back into the puzzle; Restart to its start. */
      act (&f, "puzzle.undo");
      g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_PLAYING);
      act (&f, "puzzle.restart");
      assert_at_start (&f);
      fixture_close (&f);
    }
}

static void
test_show_solution (void)
{
  Fixture f;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  select_cards (&f, "S9 H9 D9 C9");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);

  act (&f, "puzzle.show-solution");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SHOWN);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->order[0], ==, GT_SEAT_S);
  /* Watching is not solving. */
  g_assert_cmpuint (f.solved, ==, 0);

  /* Undo comes back to where the winning line began: the start. */
  act (&f, "puzzle.undo");
  assert_at_start (&f);
  fixture_close (&f);
}

static void
test_readings (void)
{
  Fixture f;
  GtkWidget *list, *popover;
  GtkListBoxRow *row;
  guint n = 0;

  /* Level 2: the two ♥2 are wild.  3, 4, 6 and two wild cards make
   * straights from A to 5, 2 to 6 and 3 to 7. */
  fixture_open (&f, "shed-two-wild-cards.puzzle");
  select_cards (&f, "H2 H2 S3 D4 C6");
  act (&f, "puzzle.play");

  list = gt_test_find_readings (GTK_WIDGET (f.page));
  popover = gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER);
  g_assert_true (gtk_widget_get_visible (popover));
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n) != NULL)
    n++;
  g_assert_cmpuint (n, >=, 2);
  /* Nothing is played until a reading is chosen. */
  assert_at_start (&f);

  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_signal_emit_by_name (list, "row-activated", row);
  wait_idle (f.page);
  g_assert_false (gtk_widget_get_visible (popover));
  /* Both wild cards in one straight: the 9s, the Queen and the Ace then
   * need three more plays, one too many. */
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  assert_feedback_contains (&f, "You ran out of plays.");

  act (&f, "puzzle.restart");
  assert_at_start (&f);
  fixture_close (&f);
}

static void
test_rule_link (void)
{
  Fixture f;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  select_cards (&f, "S3 H4");
  act (&f, "puzzle.play");
  {
    g_autofree char *feedback = gt_puzzle_page_dup_feedback (f.page);
    g_assert_nonnull (feedback);
  }
  g_assert_null (f.rule);

  /* The verdict's rule link, named by its rule; its popover's way to the
   * reference is the page's "show-rule". */
  {
    GtkWidget *w = GTK_WIDGET (f.page);
    GtRuleLink *link = NULL;

    for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && link == NULL;)
      {
        if (GT_IS_RULE_LINK (c) && gtk_widget_get_visible (c))
          link = GT_RULE_LINK (c);
        else if (gtk_widget_get_first_child (c) != NULL)
          c = gtk_widget_get_first_child (c);
        else
          {
            while (c != w && gtk_widget_get_next_sibling (c) == NULL)
              c = gtk_widget_get_parent (c);
            c = c == w ? NULL : gtk_widget_get_next_sibling (c);
          }
      }
    g_assert_nonnull (link);
    g_assert_true (g_str_has_prefix (gt_rule_link_get_rule (link), "gd."));
    g_assert_cmpstr (gtk_label_get_text (gt_rule_link_get_name_label (link)), ==,
                     gt_rule_get_name (gt_rule_lookup (gt_rule_link_get_rule (link))));
    gt_rule_link_show_in_reference (link);
    g_assert_nonnull (f.rule);
    g_assert_cmpstr (f.rule, ==, gt_rule_link_get_rule (link));
  }
  fixture_close (&f);
}

/* Replies come one at a time when animations are on; undo while they come
 * stops them. */
static void
test_pacing (void)
{
  Fixture f;
  gint64 start;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  fixture_open (&f, "team-partner-takes-over.puzzle");

  /* S leads the 3; E, N (and W) answer, one every 600 ms. */
  select_cards (&f, "C3");
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "puzzle.play", NULL));
  g_assert_true (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (f.page)));
  wait_idle (f.page);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 500 * 1000);
  g_assert_cmpuint (f.failed, ==, 0);

  /* Again, and undo at once: the page stops and goes back. */
  act (&f, "puzzle.restart");
  select_cards (&f, "C3");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "puzzle.play", NULL));
  g_assert_true (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (f.page)));
  act (&f, "puzzle.undo");
  assert_at_start (&f);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  fixture_close (&f);
}

/* The learner's rule variants: a puzzle that names none is played under
 * them when its goal can still be forced, else under the standard rules;
 * one that names its own keeps those. */
static void
test_variants (void)
{
  Fixture f;
  GtPuzzle *own;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants, ==, 0);
  gt_puzzle_page_set_variants (f.page, GD_VARIANT_NO_JIEFENG | GD_VARIANT_RETURN_MAX_10);
  wait_idle (f.page);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants, ==,
                    GD_VARIANT_NO_JIEFENG | GD_VARIANT_RETURN_MAX_10);
  solve_by_hints (&f);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SOLVED);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants & GD_VARIANT_NO_JIEFENG, !=, 0);

  /* A double win by 接风 cannot be forced without it: standard rules. */
  gt_puzzle_free (f.puzzle);
  f.puzzle = load_puzzle ("double-jiefeng.puzzle");
  gt_puzzle_page_set_puzzle (f.page, f.puzzle);
  wait_idle (f.page);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants, ==, 0);
  solve_by_hints (&f);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SOLVED);

  /* Variants of the puzzle's own win over the learner's. */
  own = load_puzzle ("first-keep-the-bomb.puzzle");
  own->position.variants = GD_VARIANT_A_ONLY_OFF;
  gt_puzzle_page_set_puzzle (f.page, own);
  wait_idle (f.page);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants, ==, GD_VARIANT_A_ONLY_OFF);
  gt_puzzle_page_set_variants (f.page, GD_VARIANT_NO_JIEFENG);
  wait_idle (f.page);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants, ==, GD_VARIANT_A_ONLY_OFF);
  gt_puzzle_free (own);

  /* Back to none: the standard rules again. */
  gt_puzzle_page_set_puzzle (f.page, f.puzzle);
  gt_puzzle_page_set_variants (f.page, 0);
  wait_idle (f.page);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->variants, ==, 0);
  fixture_close (&f);
}

/* A page closed while its solver works goes away at once: the job holds
 * the solver, not the page, and its late answer finds no page. */
static void
test_close_while_busy (void)
{
  Fixture f;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  select_cards (&f, "S9 H9 D9 C9");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "puzzle.play", NULL));
  g_assert_true (gt_puzzle_model_get_busy (gt_puzzle_page_get_model (f.page)));
  gtk_window_destroy (GTK_WINDOW (f.window));
  g_assert_finalize_object (f.page);
  {
    /* Long enough for the refutation to come back to nobody. */
    gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  gt_puzzle_free (f.puzzle);
}

/* The first button under root whose label is label, depth first. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), label) == 0)
        return c;
      if ((found = find_button (c, label)) != NULL)
        return found;
    }
  return NULL;
}

/* Moves the hand's keyboard focus to card and selects it with Space. */
static void
select_by_keys (Fixture    *f,
                const char *card)
{
  GtCard wanted = cards (card).card[0];
  GtCardView *view;
  guint i = 0;

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (hand (f))));
  g_assert_true (gt_test_press_key (GTK_WIDGET (hand (f)), GDK_KEY_Home, 0));
  while ((view = gt_hand_view_get_card_view (hand (f), i)) != NULL && gt_card_view_get_card (view) != wanted)
    {
      g_assert_true (gt_test_press_key (GTK_WIDGET (hand (f)), GDK_KEY_Right, 0));
      i++;
    }
  g_assert_nonnull (view);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_true (gt_test_press_key (GTK_WIDGET (hand (f)), GDK_KEY_space, 0));
  assert_selection (f, card);
}

/* A puzzle that opens with a return: the button says "Return This Card",
 * the received joker is refused with its rule, a losing card is refuted
 * on the table, and the card picked by keys and returned with Enter, or
 * with the button, is judged. */
static void
test_return (void)
{
  Fixture f;
  GtkWidget *button;
  const GtGame *now;
  g_autofree char *hints = NULL;

  fixture_open (&f, "tribute-return-keep-the-shape.puzzle");
  assert_at_start (&f);
  button = find_button (GTK_WIDGET (f.page), "Return This Card");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==,
                   "Tribute from E: small joker. Return a card to E.");

  /* The joker just received may not go back. */
  select_by_keys (&f, "BJ");
  g_assert_true (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_Return, 0));
  wait_idle (f.page);
  assert_feedback_contains (&f, "small joker");
  g_assert_cmpuint (count_marks (&f, GT_CARD_MARK_FAULT), ==, 1);
  assert_at_start (&f);

  /* The 3: refuted on the table, from the position after the return. */
  g_assert_true (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_Escape, 0));
  select_by_keys (&f, "S3");
  g_signal_emit_by_name (button, "clicked");
  wait_idle (f.page);
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  assert_feedback_contains (&f, "bottom of your straight");
  now = gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page));
  g_assert_cmpuint (now->phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, now->count[GT_SEAT_S]);

  /* Try again; the third hint selects the 9, Enter returns it, and the
   * button goes back to Play once play begins. */
  act (&f, "puzzle.retry");
  assert_at_start (&f);
  act (&f, "puzzle.hint");
  act (&f, "puzzle.hint");
  act (&f, "puzzle.hint");
  hints = gt_puzzle_page_dup_hints (f.page);
  g_assert_nonnull (strstr (hints, "Return ♠9."));
  assert_selection (&f, "S9");
  g_assert_true (gt_test_press_key (GTK_WIDGET (f.page), GDK_KEY_Return, 0));
  wait_idle (f.page);
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->phase, ==, GT_PHASE_PLAY);
  g_assert_null (find_button (GTK_WIDGET (f.page), "Return This Card"));
  g_assert_nonnull (find_button (GTK_WIDGET (f.page), "Play"));
  fixture_close (&f);
}

/* Whether a button labelled Pass is shown in w. */
static gboolean
pass_shown (GtkWidget *w)
{
  if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), "Pass") == 0)
    return gtk_widget_get_visible (w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c) && pass_shown (c))
      return TRUE;
  return FALSE;
}

/* A trick game's puzzle (Da Bai Fen) on the trick table: no Pass, cards
 * played into the trick, a losing lead refuted with the stepper over its
 * line, then the winning lead and the last card to a solved puzzle. */
static void
test_tricks (void)
{
  Fixture f;
  GtkWidget *stepper;
  guint length;

  fixture_open (&f, "dbf-top-cards-together.puzzle");
  stepper = gt_puzzle_page_get_stepper (f.page);
  g_assert_false (gtk_widget_get_visible (stepper));
  /* Nobody passes in a trick: no Pass button, and its action does nothing. */
  g_assert_false (pass_shown (GTK_WIDGET (f.page)));
  act (&f, "puzzle.pass");
  assert_at_start (&f);

  /* A lead the rules refuse: a diamond and a trump are not one suit. */
  select_cards (&f, "DA CK");
  act (&f, "puzzle.play");
  assert_at_start (&f);
  {
    g_autofree char *feedback = gt_puzzle_page_dup_feedback (f.page);
    g_assert_nonnull (feedback);
  }

  /* Two diamonds: W trumps them, and the line says how, step by step. */
  select_cards (&f, "DK DA");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (f.failed, ==, 1);
  assert_feedback_contains (&f, "The defenders took");
  assert_feedback_contains (&f, "6 and the 10 of clubs");
  g_assert_true (gtk_widget_get_visible (stepper));
  g_assert_cmpuint (line_at (&f, &length), ==, length);
  g_assert_cmpuint (length, >=, 4);
  g_assert_true (gt_test_press_key (stepper, GDK_KEY_Home, 0));
  g_assert_cmpuint (line_at (&f, NULL), ==, 0);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->trick_n, ==, 1);

  /* Show Solution: the winning line, the declarers' way, to the deal's end. */
  act (&f, "puzzle.show-solution");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SHOWN);
  g_assert_cmpuint (line_at (&f, &length), ==, length);
  g_assert_cmpuint (length, ==, 8);
  g_assert_cmpint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (f.page))->phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpuint (f.solved, ==, 0);
  act (&f, "puzzle.restart");
  assert_at_start (&f);

  /* The three top diamonds together, then the King of clubs. */
  select_cards (&f, "DQ DK DA");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_cmpuint (gt_hand_view_get_n_cards (hand (&f)), ==, 1);
  select_cards (&f, "CK");
  act (&f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (f.page)), ==, GT_PUZZLE_STATE_SOLVED);
  g_assert_cmpuint (f.solved, ==, 1);
  g_assert_cmpstr (gt_table_view_get_status (gt_puzzle_page_get_table (f.page)), ==, "Goal reached");
  fixture_close (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Replies at once, except where a test turns the pacing on. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/puzzle-page/start", test_start);
  g_test_add_func ("/puzzle-page/illegal", test_illegal);
  g_test_add_func ("/puzzle-page/verdict-first-sentence", test_verdict_first_sentence);
  g_test_add_func ("/puzzle-page/verdict-body-capital", test_verdict_body_capital);
  g_test_add_func ("/puzzle-page/refute-retry", test_refute_retry);
  g_test_add_func ("/puzzle-page/no-jump-decided", test_no_jump_decided);
  g_test_add_func ("/puzzle-page/line-stepper", test_line_stepper);
  g_test_add_func ("/puzzle-page/line-stepper-numbered", test_line_stepper_numbered);
  g_test_add_func ("/puzzle-page/line-stepper-paced", test_line_stepper_paced);
  g_test_add_func ("/puzzle-page/motion", test_motion);
  g_test_add_func ("/puzzle-page/hints", test_hints);
  g_test_add_func ("/puzzle-page/play-undo", test_play_undo);
  g_test_add_func ("/puzzle-page/return-motion", test_return_motion);
  g_test_add_func ("/puzzle-page/solve", test_solve);
  g_test_add_func ("/puzzle-page/show-solution", test_show_solution);
  g_test_add_func ("/puzzle-page/readings", test_readings);
  g_test_add_func ("/puzzle-page/rule-link", test_rule_link);
  g_test_add_func ("/puzzle-page/pacing", test_pacing);
  g_test_add_func ("/puzzle-page/variants", test_variants);
  g_test_add_func ("/puzzle-page/close-while-busy", test_close_while_busy);
  g_test_add_func ("/puzzle-page/no-jump", test_no_jump);
  g_test_add_func ("/puzzle-page/return", test_return);
  g_test_add_func ("/puzzle-page/tricks", test_tricks);

  return g_test_run ();
}
