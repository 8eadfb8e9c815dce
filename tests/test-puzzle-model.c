/* test-puzzle-model.c — a puzzle being played, without a display
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model is what the puzzle page shows and the presentation mode will
 * drive, so it is tested on its own, on shipped puzzles from the source
 * tree, as tests/app/test-puzzle-page.c tests the page: the same plays,
 * the same answers.  The solver works in the model's runner thread, so
 * every step iterates the main context until the model is idle.  Replies
 * are made at once (reply-interval 0) except in the test of the pacing.
 */
#include "config.h"

#include <string.h>

#include "gt-content-enums.h"
#include "gt-puzzle-model.h"
#include "gt-source.h"
#include "guandan/gd-kinds.h"

/* ---- Helpers ------------------------------------------------------------ */

typedef struct {
  GtPuzzleModel *model;
  GtPuzzle *puzzle;
  guint solved;
  guint failed;
  guint refuted;
  guint reset;
  guint hint_play;
  guint positions;
} Fixture;

static void
count_cb (GtPuzzleModel *model,
          guint         *counter)
{
  (*counter)++;
}

static GtPuzzle *
load_puzzle (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "puzzles", name, NULL);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  GtPuzzle *puzzle = gt_puzzle_load (path, problems);
  g_autofree char *text = gt_problems_to_string (problems);

  g_assert_nonnull (puzzle);
  g_assert_cmpstr (text, ==, "");
  return puzzle;
}

static void
wait_idle (Fixture *f)
{
  g_assert_true (gt_puzzle_model_wait_idle (f->model, 30000));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (gt_puzzle_model_get_busy (f->model));
}

static void
fixture_open (Fixture    *f,
              const char *name)
{
  memset (f, 0, sizeof *f);
  f->puzzle = load_puzzle (name);
  f->model = gt_puzzle_model_new ();
  gt_puzzle_model_set_reply_interval (f->model, 0);
  g_signal_connect (f->model, "solved", G_CALLBACK (count_cb), &f->solved);
  g_signal_connect (f->model, "failed", G_CALLBACK (count_cb), &f->failed);
  g_signal_connect (f->model, "refuted", G_CALLBACK (count_cb), &f->refuted);
  g_signal_connect (f->model, "reset", G_CALLBACK (count_cb), &f->reset);
  g_signal_connect (f->model, "hint-play", G_CALLBACK (count_cb), &f->hint_play);
  g_signal_connect (f->model, "position-changed", G_CALLBACK (count_cb), &f->positions);
  gt_puzzle_model_set_puzzle (f->model, f->puzzle);
  wait_idle (f);
}

static void
fixture_close (Fixture *f)
{
  wait_idle (f);
  /* The model holds nothing else: no job, no timeout, no cycle. */
  g_assert_finalize_object (f->model);
  gt_puzzle_free (f->puzzle);
}

static GtCardList
cards (const char *text)
{
  GtCardList list;
  g_autoptr(GError) error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s: %s", text, error->message);
  return list;
}

/* Plays the cards as the page does; returns what the model made of them. */
static GtPuzzleTry
play (Fixture    *f,
      const char *text)
{
  GtCardList list = cards (text);
  GtPuzzleTry result = gt_puzzle_model_try_play (f->model, &list, NULL, NULL);

  wait_idle (f);
  return result;
}

static void
assert_at_start (Fixture *f)
{
  const GtGame *now = gt_puzzle_model_get_position (f->model);

  g_assert_true (memcmp (now, &f->puzzle->position, sizeof *now) == 0);
  g_assert_cmpint (gt_puzzle_model_get_state (f->model), ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_false (gt_puzzle_model_can_undo (f->model));
}

/* The verdict's title, body and comment, a newline between. */
static char *
dup_feedback (Fixture *f)
{
  const char *title, *body, *comment;
  GString *out;

  if (gt_puzzle_model_get_feedback (f->model, &title, &body, &comment, NULL, NULL) == GT_PUZZLE_FEEDBACK_NONE)
    return NULL;
  out = g_string_new (NULL);
  if (title != NULL)
    g_string_append (out, title);
  if (body != NULL)
    g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "", body);
  if (comment != NULL)
    g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "", comment);
  return g_string_free (out, FALSE);
}

static void
assert_feedback_contains (Fixture    *f,
                          const char *part)
{
  g_autofree char *text = dup_feedback (f);

  g_assert_nonnull (text);
  if (strstr (text, part) == NULL)
    g_error ("feedback \"%s\" lacks \"%s\"", text, part);
}

/* ---- Tests ---------------------------------------------------------------- */

static void
test_empty (void)
{
  GtPuzzleModel *model = gt_puzzle_model_new ();
  GtCardList list = cards ("S3");

  g_assert_cmpint (gt_puzzle_model_get_state (model), ==, GT_PUZZLE_STATE_EMPTY);
  g_assert_null (gt_puzzle_model_get_puzzle (model));
  g_assert_cmpstr (gt_puzzle_model_get_title (model), ==, "");
  g_assert_false (gt_puzzle_model_can_play (model));
  g_assert_false (gt_puzzle_model_hint (model));
  g_assert_false (gt_puzzle_model_restart (model));
  g_assert_cmpint (gt_puzzle_model_try_play (model, &list, NULL, NULL), ==, GT_PUZZLE_TRY_IGNORED);
  g_assert_cmpuint (gt_puzzle_model_get_reply_interval (model), ==, GT_PUZZLE_MODEL_REPLY_MS);
  g_assert_finalize_object (model);
}

static void
test_start (void)
{
  Fixture f;
  g_autofree char *title = NULL;
  guint state = 99;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  assert_at_start (&f);
  g_assert_cmpuint (f.reset, ==, 1);
  g_object_get (f.model, "title", &title, "state", &state, NULL);
  g_assert_cmpstr (title, ==, "A bomb in hand");
  g_assert_cmpuint (state, ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_null (dup_feedback (&f));
  g_assert_cmpint (gt_puzzle_model_get_hint_grade (f.model), ==, GT_HINT_NONE);
  g_assert_null (gt_puzzle_model_get_status (f.model));
  g_assert_null (gt_puzzle_model_get_variants_note (f.model));
  g_assert_true (gt_puzzle_model_is_learners_turn (f.model));
  g_assert_true (gt_puzzle_model_can_play (f.model));
  g_assert_true (gt_puzzle_model_can_hint (f.model));

  /* S leads: no passing. */
  g_assert_false (gt_puzzle_model_can_pass (f.model));
  g_assert_false (gt_puzzle_model_pass (f.model));
  assert_at_start (&f);

  /* The model keeps its own copy: the caller's may go. */
  g_assert_true (gt_puzzle_model_get_puzzle (f.model) != f.puzzle);
  g_assert_cmpstr (gt_puzzle_model_get_puzzle (f.model)->id, ==, f.puzzle->id);

  /* A new puzzle starts afresh; none empties the model. */
  g_assert_cmpint (play (&f, "S3 H4 D5 C6 S7"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_true (gt_puzzle_model_can_undo (f.model));
  gt_puzzle_model_set_puzzle (f.model, f.puzzle);
  wait_idle (&f);
  assert_at_start (&f);
  gt_puzzle_model_set_puzzle (f.model, NULL);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_EMPTY);
  g_assert_null (gt_puzzle_model_get_puzzle (f.model));
  g_assert_null (dup_feedback (&f));
  fixture_close (&f);
}

static void
test_illegal (void)
{
  Fixture f;
  GtCardList list = cards ("S3 DQ"), fault;
  const char *rule = NULL;
  guint positions;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  positions = f.positions;

  /* The engine's verdict, its rule, the cards at fault; no move. */
  g_assert_cmpint (gt_puzzle_model_try_play (f.model, &list, NULL, &fault), ==, GT_PUZZLE_TRY_ILLEGAL);
  g_assert_cmpint (gt_puzzle_model_get_feedback (f.model, NULL, NULL, NULL, &rule, NULL), ==,
                   GT_PUZZLE_FEEDBACK_ERROR);
  g_assert_nonnull (rule);
  g_assert_true (g_str_has_prefix (rule, "gd."));
  assert_feedback_contains (&f, "pair");
  g_assert_cmpuint (fault.n, >, 0);
  g_assert_cmpuint (fault.n, <=, 2);
  g_assert_cmpuint (f.positions, ==, positions);
  assert_at_start (&f);
  g_assert_cmpuint (f.failed, ==, 0);

  /* The refusal goes when dismissed; a second dismissal finds none. */
  g_assert_true (gt_puzzle_model_dismiss_refusal (f.model));
  g_assert_null (dup_feedback (&f));
  g_assert_false (gt_puzzle_model_dismiss_refusal (f.model));
  fixture_close (&f);
}

static void
test_refute_retry (void)
{
  Fixture f;
  const GtGame *now;
  gboolean offers_retry = FALSE;

  fixture_open (&f, "first-keep-the-bomb.puzzle");

  /* The bomb first is legal but loses: E's line plays out. */
  g_assert_cmpint (play (&f, "S9 H9 D9 C9"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpuint (f.refuted, ==, 1);
  g_assert_cmpuint (f.solved, ==, 0);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  now = gt_puzzle_model_get_position (f.model);
  g_assert_cmpuint (now->count[GT_SEAT_E], ==, 0);
  g_assert_cmpuint (now->order[0], ==, GT_SEAT_E);
  assert_feedback_contains (&f, "E went out first.");
  /* The author's [Comment 1] on this play. */
  assert_feedback_contains (&f, "Too early");
  g_assert_cmpint (gt_puzzle_model_get_feedback (f.model, NULL, NULL, NULL, NULL, &offers_retry), ==,
                   GT_PUZZLE_FEEDBACK_WARNING);
  g_assert_true (offers_retry);
  g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "E went out first.");
  g_assert_true (gt_puzzle_model_can_retry (f.model));

  /* No playing on from a lost position. */
  g_assert_cmpint (play (&f, "DQ CQ"), !=, GT_PUZZLE_TRY_PLAYED);
  g_assert_false (gt_puzzle_model_can_play (f.model));
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);

  /* Try again: back to before the bomb. */
  g_assert_true (gt_puzzle_model_retry (f.model));
  assert_at_start (&f);
  g_assert_null (dup_feedback (&f));
  g_assert_null (gt_puzzle_model_get_status (f.model));
  g_assert_false (gt_puzzle_model_can_retry (f.model));
  g_assert_false (gt_puzzle_model_retry (f.model));

  /* The 3 alone loses too; undo does what Try again does. */
  play (&f, "S3");
  g_assert_cmpuint (f.failed, ==, 2);
  assert_feedback_contains (&f, "E went out first.");
  g_assert_true (gt_puzzle_model_undo (f.model));
  assert_at_start (&f);
  fixture_close (&f);
}

static void
test_hints (void)
{
  Fixture f;
  GtCardList play_cards;
  g_autofree char *text = NULL;

  fixture_open (&f, "first-keep-the-bomb.puzzle");

  g_assert_true (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_cmpint (gt_puzzle_model_get_hint_grade (f.model), ==, GT_HINT_IDEA);
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 1), ==, f.puzzle->hint);
  g_assert_null (gt_puzzle_model_get_hint (f.model, 2));
  g_assert_false (gt_puzzle_model_get_hint_play (f.model, &play_cards));

  g_assert_true (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 2), ==, "Play a straight.");
  g_assert_cmpuint (f.hint_play, ==, 0);

  g_assert_true (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_cmpint (gt_puzzle_model_get_hint_grade (f.model), ==, GT_HINT_PLAY);
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 3), ==, "Play ♠3 ♥4 ♦5 ♣6 ♠7.");
  /* The exact play, as cards of the hand. */
  g_assert_cmpuint (f.hint_play, ==, 1);
  g_assert_true (gt_puzzle_model_get_hint_play (f.model, &play_cards));
  text = gt_card_list_to_string (&play_cards);
  g_assert_cmpstr (text, ==, "S3 H4 D5 C6 S7");

  /* Three grades only. */
  g_assert_false (gt_puzzle_model_can_hint (f.model));
  g_assert_false (gt_puzzle_model_hint (f.model));

  /* Playing the hint: the hints go, the next turn starts at grade 1. */
  g_assert_cmpint (play (&f, "S3 H4 D5 C6 S7"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_hint_grade (f.model), ==, GT_HINT_NONE);
  g_assert_null (gt_puzzle_model_get_hint (f.model, 1));
  g_assert_cmpuint (f.failed, ==, 0);
  fixture_close (&f);
}

/* Each notify::hint-grade, the grade read as the enum's nick. */
static void
hint_grade_nick_cb (GtPuzzleModel *model,
                    GParamSpec    *pspec,
                    GString       *nicks)
{
  g_auto (GValue) value = G_VALUE_INIT;
  GEnumValue *ev;

  g_value_init (&value, GT_TYPE_HINT_GRADE);
  g_object_get_property (G_OBJECT (model), g_param_spec_get_name (pspec), &value);
  ev = g_enum_get_value (g_type_class_peek (GT_TYPE_HINT_GRADE), g_value_get_enum (&value));
  g_assert_nonnull (ev);
  if (nicks->len > 0)
    g_string_append_c (nicks, ' ');
  g_string_append (nicks, ev->value_nick);
}

/* hint-grade is the registered GtHintGrade, not a number: a binding, a
 * GtkExpression or a settings mapping can take its nicks. */
static void
test_hint_grade_enum (void)
{
  Fixture f;
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_CLASS (g_type_class_peek (GT_TYPE_PUZZLE_MODEL)),
                                                    "hint-grade");
  g_autoptr (GString) nicks = g_string_new (NULL);
  GtHintGrade grade = GT_HINT_PLAY;

  g_assert_nonnull (pspec);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (pspec) == GT_TYPE_HINT_GRADE);
  g_assert_cmpint (G_PARAM_SPEC_ENUM (pspec)->default_value, ==, GT_HINT_NONE);

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  g_object_get (f.model, "hint-grade", &grade, NULL);
  g_assert_cmpint (grade, ==, GT_HINT_NONE);
  g_signal_connect (f.model, "notify::hint-grade", G_CALLBACK (hint_grade_nick_cb), nicks);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gt_puzzle_model_hint (f.model));
      wait_idle (&f);
    }
  g_object_get (f.model, "hint-grade", &grade, NULL);
  g_assert_cmpint (grade, ==, GT_HINT_PLAY);
  /* Playing the hint starts the next turn without hints. */
  g_assert_cmpint (play (&f, "S3 H4 D5 C6 S7"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpstr (nicks->str, ==, "idea type play none");
  g_signal_handlers_disconnect_by_data (f.model, nicks);
  fixture_close (&f);
}

static void
test_play_undo (void)
{
  Fixture f;
  const GtGame *now;

  fixture_open (&f, "first-keep-the-bomb.puzzle");

  g_assert_cmpint (play (&f, "S3 H4 D5 C6 S7"), ==, GT_PUZZLE_TRY_PLAYED);
  assert_feedback_contains (&f, "Good play.");
  g_assert_cmpint (gt_puzzle_model_get_feedback (f.model, NULL, NULL, NULL, NULL, NULL), ==,
                   GT_PUZZLE_FEEDBACK_SUCCESS);
  now = gt_puzzle_model_get_position (f.model);
  /* E answered (or passed) and it is S's turn again. */
  g_assert_cmpuint (now->count[GT_SEAT_S], ==, 6);
  g_assert_cmpuint (now->turn, ==, GT_SEAT_S);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_PLAYING);
  /* S's straight lies in front of S, or the table's centre holds it. */
  g_assert_true (gt_puzzle_model_get_front (f.model, GT_SEAT_S)->play.n == 5 ||
                 now->table_by == GT_SEAT_S);

  /* Back one play of the learner's and the replies after it. */
  g_assert_true (gt_puzzle_model_undo (f.model));
  wait_idle (&f);
  assert_at_start (&f);
  g_assert_null (dup_feedback (&f));

  /* Nothing left to undo. */
  g_assert_false (gt_puzzle_model_undo (f.model));
  assert_at_start (&f);
  fixture_close (&f);
}

/* Plays the puzzle out by the third hint at every turn. */
static void
solve_by_hints (Fixture *f)
{
  for (guint turn = 0; turn < 40 && gt_puzzle_model_get_state (f->model) == GT_PUZZLE_STATE_PLAYING; turn++)
    {
      GtCardList hint;

      for (guint grade = 0; grade < GT_HINT_PLAY; grade++)
        {
          gt_puzzle_model_hint (f->model);
          wait_idle (f);
        }
      if (gt_puzzle_model_get_hint_play (f->model, &hint))
        g_assert_cmpint (gt_puzzle_model_try_play (f->model, &hint, NULL, NULL), ==, GT_PUZZLE_TRY_PLAYED);
      else
        g_assert_true (gt_puzzle_model_pass (f->model));
      wait_idle (f);
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
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      Fixture f;

      g_test_message ("%s", names[i]);
      fixture_open (&f, names[i]);
      solve_by_hints (&f);
      g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_SOLVED);
      g_assert_cmpuint (f.solved, ==, 1);
      g_assert_null (dup_feedback (&f));
      g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "Goal reached");
      g_assert_false (gt_puzzle_model_can_play (f.model));

      /* Undo steps back into the puzzle; Restart to its start. */
      g_assert_true (gt_puzzle_model_undo (f.model));
      wait_idle (&f);
      g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_PLAYING);
      g_assert_true (gt_puzzle_model_restart (f.model));
      wait_idle (&f);
      assert_at_start (&f);
      fixture_close (&f);
    }
}

static void
test_show_solution (void)
{
  Fixture f;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  g_assert_false (gt_puzzle_model_show_solution (f.model));
  play (&f, "S9 H9 D9 C9");
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);

  g_assert_true (gt_puzzle_model_show_solution (f.model));
  wait_idle (&f);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_SHOWN);
  g_assert_cmpuint (gt_puzzle_model_get_position (f.model)->order[0], ==, GT_SEAT_S);
  g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "Goal reached by the solution");
  /* Watching is not solving. */
  g_assert_cmpuint (f.solved, ==, 0);

  /* Undo comes back to where the winning line began: the start. */
  g_assert_true (gt_puzzle_model_undo (f.model));
  wait_idle (&f);
  assert_at_start (&f);
  fixture_close (&f);
}

static void
test_readings (void)
{
  Fixture f;
  GtCardList list = cards ("H2 H2 S3 D4 C6");
  g_autoptr(GArray) readings = g_array_new (FALSE, FALSE, sizeof (GtMove));
  g_autofree char *words = NULL;
  char *wild_words = NULL;

  /* Level 2: the two ♥2 are wild.  3, 4, 6 and two wild cards make
   * straights from A to 5, 2 to 6 and 3 to 7. */
  fixture_open (&f, "shed-two-wild-cards.puzzle");
  g_assert_cmpint (gt_puzzle_model_try_play (f.model, &list, readings, NULL), ==, GT_PUZZLE_TRY_READINGS);
  g_assert_cmpuint (readings->len, >=, 2);
  /* Nothing is played until a reading is chosen. */
  assert_at_start (&f);
  for (guint i = 0; i < readings->len; i++)
    g_assert_cmpuint (g_array_index (readings, GtMove, i).n, ==, 5);
  words = gt_puzzle_model_describe_reading (f.model, &g_array_index (readings, GtMove, 0), &wild_words);
  g_assert_true (g_str_has_prefix (words, "Straight"));
  g_assert_nonnull (wild_words);
  g_assert_nonnull (strstr (wild_words, " as "));
  g_free (wild_words);

  /* Both wild cards in one straight: the 9s, the Queen and the Ace then
   * need three more plays, one too many. */
  g_assert_true (gt_puzzle_model_play (f.model, &g_array_index (readings, GtMove, 0)));
  wait_idle (&f);
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  assert_feedback_contains (&f, "You ran out of plays.");

  g_assert_true (gt_puzzle_model_restart (f.model));
  wait_idle (&f);
  assert_at_start (&f);
  fixture_close (&f);
}

/* Replies come one at a time when the interval says so; undo while they
 * come stops them. */
static void
test_pacing (void)
{
  Fixture f;
  GtCardList c3 = cards ("C3");
  gint64 start;
  guint positions;

  fixture_open (&f, "team-partner-takes-over.puzzle");
  gt_puzzle_model_set_reply_interval (f.model, 100);

  /* S leads the 3; E, N (and W) answer, one every 100 ms. */
  positions = f.positions;
  start = g_get_monotonic_time ();
  g_assert_cmpint (gt_puzzle_model_try_play (f.model, &c3, NULL, NULL), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_true (gt_puzzle_model_get_busy (f.model));
  /* Busy: no second play, no hint. */
  g_assert_false (gt_puzzle_model_can_play (f.model));
  g_assert_false (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 2 * 100 * 1000);
  /* The learner's play, then each reply on its own. */
  g_assert_cmpuint (f.positions - positions, >=, 3);
  g_assert_cmpuint (f.failed, ==, 0);

  /* Again, and undo at once: the model stops and goes back. */
  g_assert_true (gt_puzzle_model_restart (f.model));
  wait_idle (&f);
  gt_puzzle_model_try_play (f.model, &c3, NULL, NULL);
  g_assert_true (gt_puzzle_model_get_busy (f.model));
  g_assert_true (gt_puzzle_model_undo (f.model));
  wait_idle (&f);
  assert_at_start (&f);
  fixture_close (&f);
}

/* The learner's rule variants: kept when the goal can still be forced
 * under them, else set aside, with a note either way. */
static void
test_variants (void)
{
  Fixture f;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  gt_puzzle_model_set_variants (f.model, GD_VARIANT_NO_JIEFENG | GD_VARIANT_RETURN_MAX_10);
  wait_idle (&f);
  g_assert_cmpuint (gt_puzzle_model_get_position (f.model)->variants, ==,
                    GD_VARIANT_NO_JIEFENG | GD_VARIANT_RETURN_MAX_10);
  g_assert_true (g_str_has_prefix (gt_puzzle_model_get_variants_note (f.model), "Your rule variants: "));

  /* A double win by 接风 cannot be forced without it: standard rules. */
  gt_puzzle_free (f.puzzle);
  f.puzzle = load_puzzle ("double-jiefeng.puzzle");
  gt_puzzle_model_set_puzzle (f.model, f.puzzle);
  wait_idle (&f);
  g_assert_cmpuint (gt_puzzle_model_get_position (f.model)->variants, ==, 0);
  g_assert_true (g_str_has_prefix (gt_puzzle_model_get_variants_note (f.model), "Standard rules: "));
  solve_by_hints (&f);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_SOLVED);

  /* Back to none: no note. */
  gt_puzzle_model_set_variants (f.model, 0);
  wait_idle (&f);
  g_assert_null (gt_puzzle_model_get_variants_note (f.model));
  g_assert_cmpuint (gt_puzzle_model_get_position (f.model)->variants, ==, 0);
  fixture_close (&f);
}

/* A model let go while its solver works goes away at once: the job holds
 * the solver, not the model, and its late answer finds no model. */
static void
test_drop_while_busy (void)
{
  Fixture f;
  gint64 end;

  fixture_open (&f, "first-keep-the-bomb.puzzle");
  {
    GtCardList bomb = cards ("S9 H9 D9 C9");

    g_assert_cmpint (gt_puzzle_model_try_play (f.model, &bomb, NULL, NULL), ==, GT_PUZZLE_TRY_PLAYED);
  }
  g_assert_true (gt_puzzle_model_get_busy (f.model));
  g_assert_finalize_object (f.model);
  /* Long enough for the refutation to come back to nobody. */
  end = g_get_monotonic_time () + G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (f.failed, ==, 0);
  gt_puzzle_free (f.puzzle);
}

/* A puzzle that opens with a return: one card is the decision, the
 * engine refuses what may not be returned, a losing card is refuted from
 * the position after it, the hints name the card, the right one solves. */
static void
test_return (void)
{
  Fixture f;
  GtCardList list = cards ("S3 S9"), fault, hinted;
  const char *rule = NULL;
  const GtGame *now;
  g_autofree char *text = NULL;

  fixture_open (&f, "tribute-return-keep-the-shape.puzzle");
  assert_at_start (&f);
  g_assert_cmpint (gt_puzzle_model_get_action (f.model), ==, GT_ACTION_RETURN);
  g_assert_true (gt_puzzle_model_can_play (f.model));
  g_assert_false (gt_puzzle_model_can_pass (f.model));
  g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "Tribute from E: small joker. Return a card to E.");

  /* One card; not the one received. */
  g_assert_cmpint (gt_puzzle_model_try_play (f.model, &list, NULL, &fault), ==, GT_PUZZLE_TRY_ILLEGAL);
  g_assert_cmpuint (fault.n, ==, 2);
  assert_feedback_contains (&f, "Select one card to return.");
  g_assert_cmpint (play (&f, "BJ"), ==, GT_PUZZLE_TRY_ILLEGAL);
  gt_puzzle_model_get_feedback (f.model, NULL, NULL, NULL, &rule, NULL);
  g_assert_cmpstr (rule, ==, "gd.tribute.return-not-same");
  assert_at_start (&f);

  /* The lowest card breaks the straight: refuted from the position after
   * the return, E holding the 3 and leading. */
  g_assert_cmpint (play (&f, "S3"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_cmpuint (f.refuted, ==, 1);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  assert_feedback_contains (&f, "bottom of your straight");
  assert_feedback_contains (&f, "before your return");
  now = gt_puzzle_model_get_position (f.model);
  g_assert_cmpuint (now->phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (now->hand[GT_SEAT_S][cards ("S3").card[0]], ==, 0);
  g_assert_cmpuint (now->n_order, >, 0);
  g_assert_false (gt_game_same_side (now, now->order[0], GT_SEAT_S));
  g_assert_false (gt_puzzle_model_can_play (f.model));

  /* Try again: the return is open again, and so is the note. */
  g_assert_true (gt_puzzle_model_retry (f.model));
  assert_at_start (&f);
  g_assert_cmpint (gt_puzzle_model_get_action (f.model), ==, GT_ACTION_RETURN);
  g_assert_nonnull (gt_puzzle_model_get_status (f.model));

  /* The hints: the idea, the rank, the card (selected by the page). */
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gt_puzzle_model_hint (f.model));
      wait_idle (&f);
    }
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 1), ==, f.puzzle->hint);
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 2), ==, "Return a card of rank 9.");
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 3), ==, "Return ♠9.");
  g_assert_cmpuint (f.hint_play, ==, 1);
  g_assert_true (gt_puzzle_model_get_hint_play (f.model, &hinted));
  text = gt_card_list_to_string (&hinted);
  g_assert_cmpstr (text, ==, "S9");

  /* The 9 fits nothing: E leads, the solver's defence, and S goes out. */
  g_assert_cmpint (play (&f, "S9"), ==, GT_PUZZLE_TRY_PLAYED);
  if (gt_puzzle_model_get_state (f.model) != GT_PUZZLE_STATE_SOLVED)
    {
      /* Replies until S's turn: play on as the solver would. */
      g_assert_cmpint (gt_puzzle_model_get_action (f.model), ==, GT_ACTION_PLAY);
      g_assert_cmpint (gt_puzzle_model_get_position (f.model)->phase, ==, GT_PHASE_PLAY);
    }
  g_assert_cmpuint (f.failed, ==, 1);
  g_assert_null (gt_puzzle_model_get_status (f.model));
  /* Undo goes back to the return. */
  g_assert_true (gt_puzzle_model_undo (f.model));
  assert_at_start (&f);
  fixture_close (&f);
}

/* Show Solution after a losing return: the best card is returned, and
 * the line plays out to the goal. */
static void
test_return_solution (void)
{
  Fixture f;

  fixture_open (&f, "tribute-return-max-ten.puzzle");
  /* return-max-10: the Queen may not go back. */
  g_assert_cmpint (play (&f, "SQ"), ==, GT_PUZZLE_TRY_ILLEGAL);
  assert_at_start (&f);
  g_assert_cmpint (play (&f, "C6"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  assert_feedback_contains (&f, "middle");
  g_assert_true (gt_puzzle_model_show_solution (f.model));
  wait_idle (&f);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_SHOWN);
  g_assert_cmpuint (gt_puzzle_model_get_position (f.model)->order[0], ==, GT_SEAT_S);
  g_assert_cmpuint (f.solved, ==, 0);
  g_assert_true (gt_puzzle_model_undo (f.model));
  assert_at_start (&f);

  /* Returned by the learner, the end of the run solves. */
  g_assert_cmpint (play (&f, "D8"), ==, GT_PUZZLE_TRY_PLAYED);
  while (gt_puzzle_model_get_state (f.model) == GT_PUZZLE_STATE_PLAYING)
    {
      g_assert_true (gt_puzzle_model_hint (f.model));
      wait_idle (&f);
      g_assert_true (gt_puzzle_model_hint (f.model));
      wait_idle (&f);
      g_assert_true (gt_puzzle_model_hint (f.model));
      wait_idle (&f);
      {
        GtCardList hinted;

        /* The third hint names the play, or says to pass. */
        if (gt_puzzle_model_get_hint_play (f.model, &hinted))
          g_assert_cmpint (gt_puzzle_model_try_play (f.model, &hinted, NULL, NULL), ==, GT_PUZZLE_TRY_PLAYED);
        else
          g_assert_true (gt_puzzle_model_pass (f.model));
        wait_idle (&f);
      }
    }
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_SOLVED);
  g_assert_cmpuint (f.solved, ==, 1);
  fixture_close (&f);
}

/* A trick game (Da Bai Fen): a trick under way in front of its seats,
 * no pass, a losing card refuted with the defenders' points, hints in the
 * words of tricks, and the deal played to its end. */
static void
test_tricks (void)
{
  Fixture f;
  const GtPuzzleFront *front;
  const GtGame *now;
  g_autofree char *text = NULL;

  fixture_open (&f, "dbf-trump-low.puzzle");

  /* E led the King of spades, N and W followed: each play in front of its
   * seat, S's still to come. */
  front = gt_puzzle_model_get_front (f.model, GT_SEAT_E);
  text = gt_card_list_to_string (&front->play);
  g_assert_cmpstr (text, ==, "SK");
  g_clear_pointer (&text, g_free);
  front = gt_puzzle_model_get_front (f.model, GT_SEAT_W);
  text = gt_card_list_to_string (&front->play);
  g_assert_cmpstr (text, ==, "S10");
  g_clear_pointer (&text, g_free);
  g_assert_cmpuint (gt_puzzle_model_get_front (f.model, GT_SEAT_S)->play.n, ==, 0);
  g_assert_true (gt_puzzle_model_can_play (f.model));
  g_assert_false (gt_puzzle_model_can_pass (f.model));
  g_assert_false (gt_puzzle_model_pass (f.model));

  /* Two cards on a single lead: refused with the rule, nothing changes. */
  g_assert_cmpint (play (&f, "H3 DA"), ==, GT_PUZZLE_TRY_ILLEGAL);
  assert_at_start (&f);

  /* The Ace of diamonds lets E's trick go: 20 points for the defenders. */
  g_assert_cmpint (play (&f, "DA"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpuint (f.refuted, ==, 1);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "The defenders took 20 points.");
  assert_feedback_contains (&f, "20 points for the defenders");
  /* The trick just taken stays in view, S's card in it. */
  front = gt_puzzle_model_get_front (f.model, GT_SEAT_S);
  text = gt_card_list_to_string (&front->play);
  g_assert_cmpstr (text, ==, "DA");
  g_clear_pointer (&text, g_free);
  g_assert_true (gt_puzzle_model_retry (f.model));
  assert_at_start (&f);

  /* Hints: the author's idea, the kind of play, the card. */
  g_assert_true (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_true (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 2), ==, "Trump the trick.");
  g_assert_true (gt_puzzle_model_hint (f.model));
  wait_idle (&f);
  g_assert_cmpstr (gt_puzzle_model_get_hint (f.model, 3), ==, "Play ♥3.");

  /* The 3 of hearts, then the joker and the Ace: the goal is reached at
   * the deal's end. */
  g_assert_cmpint (play (&f, "H3"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpuint (f.failed, ==, 1);   /* the Ace of diamonds only */
  g_assert_cmpint (play (&f, "BJ"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (play (&f, "DA"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpuint (f.solved, ==, 1);
  now = gt_puzzle_model_get_position (f.model);
  g_assert_cmpint (now->phase, ==, GT_PHASE_DEAL_OVER);
  g_assert_cmpuint (gt_game_defenders_points (now), <, 20);
  fixture_close (&f);

  /* A losing play the author did not comment on: the solver's words name
   * the seat that takes the points, and how. */
  fixture_open (&f, "dbf-top-cards-together.puzzle");
  g_assert_cmpint (play (&f, "DQ DK"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (gt_puzzle_model_get_refuter (f.model), ==, GT_SEAT_W);
  assert_feedback_contains (&f, "W takes the trick and its points with ♣6 ♣10.");
  assert_feedback_contains (&f, "The defenders took 55 points.");
  fixture_close (&f);
}

static void
fixture_open_data (Fixture    *f,
                   const char *text)
{
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autoptr(GtSource) src = gt_source_new_from_data ("t.puzzle", text, strlen (text), problems);
  g_autofree char *report = NULL;

  memset (f, 0, sizeof *f);
  f->puzzle = gt_puzzle_load_source (src, problems);
  report = gt_problems_to_string (problems);
  g_assert_cmpstr (report, ==, "");
  g_assert_nonnull (f->puzzle);
  f->model = gt_puzzle_model_new ();
  gt_puzzle_model_set_reply_interval (f->model, 0);
  g_signal_connect (f->model, "refuted", G_CALLBACK (count_cb), &f->refuted);
  gt_puzzle_model_set_puzzle (f->model, f->puzzle);
  wait_idle (f);
}

/* Refutations name the seats as the game does (issue 28): Gan Deng Yan's
 * and Bao Huang's are numbered, and the solver's words, the title while the
 * refutation plays and the status after it say "3", never "E". */
static void
test_seat_names (void)
{
  Fixture f;
  const char *title = NULL, *comment = NULL;

  /* Gan Deng Yan: the 9s first leave the 6s and the King to Player 3's
   * 8s (the author's comment says why; the outcome is the solver's). */
  fixture_open (&f, "gdy-bait-the-bomb.puzzle");
  g_assert_cmpint (play (&f, "S9 H9 D9"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (gt_puzzle_model_get_refuter (f.model), ==, 2);
  g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "3 went out first.");
  assert_feedback_contains (&f, "3 went out first.");
  fixture_close (&f);

  /* Bao Huang, a puzzle without comments (the shipped one has the
   * author's): the solver's own words. */
  fixture_open_data (&f,
                     "[Puzzle]\nId=bh-seats\nGame=baohuang\nTitle=Seats\nGoal=first-out\nDifficulty=1\n"
                     "Explanation=Keep it.\nSolution=pass\nAccepted=pass\n\n[Position]\n1=SQ HJ RJ\n2=C6 CA SA CJ H6\n"
                     "table=DQ\ntable-by=2\nemperor=2\nguard=-\nturn=1\n");
  g_assert_cmpint (play (&f, "RJ"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (gt_puzzle_model_get_refuter (f.model), ==, 1);
  g_assert_cmpstr (gt_puzzle_model_get_status (f.model), ==, "2 went out first.");
  gt_puzzle_model_get_feedback (f.model, &title, NULL, &comment, NULL, NULL);
  g_assert_nonnull (comment);
  g_test_message ("%s / %s", title, comment);
  g_assert_true (g_str_has_prefix (comment, "2 "));
  g_assert_nonnull (strstr (comment, "goes out with"));
  fixture_close (&f);
}


/* The learner's own card completes the trick that decides it: the seat
 * that takes the trick is marked, and the solver's words say who takes it
 * with what, and the points, though nothing is played after it. */
static void
test_tricks_own_card (void)
{
  /* dbf-trump-low without its comments: E led the King of spades, and
   * the Ace of diamonds lets it go, 20 points to the defenders at once. */
  static const char text[] =
    "[Puzzle]\n"
    "Id=t\n"
    "Game=dabaifen\n"
    "Title=t\n"
    "Explanation=t\n"
    "Goal=points 20\n"
    "Difficulty=2\n"
    "Solution=H3\n"
    "Accepted=H3\n"
    "\n"
    "[Position]\n"
    "levels=5,5\n"
    "level=5\n"
    "declarer=SN\n"
    "trump=H\n"
    "S=H3 BJ DA\n"
    "E=HA S9\n"
    "N=D2 D3\n"
    "W=H2 DK\n"
    "stock=D10 C3 C4 C6 C7 C8\n"
    "trick=SK / S2 / S10\n"
    "trick-by=E\n"
    "turn=S\n";
  Fixture f;

  fixture_open_data (&f, text);
  g_assert_cmpint (play (&f, "DA"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (gt_puzzle_model_get_refuter (f.model), ==, GT_SEAT_E);
  assert_feedback_contains (&f, "Your ♦A completes the trick and E takes it with ♠K: 20 points to the defenders.");
  assert_feedback_contains (&f, "The defenders took 20 points.");
  fixture_close (&f);

  /* A later losing play, with no comment: the 2 of hearts spent before
   * the club leaves the club for the last trick, and E's Queen takes it
   * with the kitty, doubled. */
  fixture_open (&f, "dbf-keep-a-trump-last.puzzle");
  g_assert_cmpint (play (&f, "HA HK"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (play (&f, "SA"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (play (&f, "DA"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_cmpint (play (&f, "H2"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpint (gt_puzzle_model_get_state (f.model), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_cmpuint (gt_puzzle_model_get_refuter (f.model), ==, GT_SEAT_E);
  assert_feedback_contains (&f, "E takes the trick and its points with ♣Q.");
  assert_feedback_contains (&f, "The defenders took 40 points.");
  fixture_close (&f);

  /* The shipped puzzle's own comment stands, and the seat is still marked. */
  fixture_open (&f, "dbf-trump-low.puzzle");
  g_assert_cmpint (play (&f, "DA"), ==, GT_PUZZLE_TRY_PLAYED);
  g_assert_cmpuint (gt_puzzle_model_get_refuter (f.model), ==, GT_SEAT_E);
  assert_feedback_contains (&f, "20 points for the defenders");
  fixture_close (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/puzzle-model/empty", test_empty);
  g_test_add_func ("/puzzle-model/start", test_start);
  g_test_add_func ("/puzzle-model/illegal", test_illegal);
  g_test_add_func ("/puzzle-model/refute-retry", test_refute_retry);
  g_test_add_func ("/puzzle-model/hints", test_hints);
  g_test_add_func ("/puzzle-model/hint-grade-enum", test_hint_grade_enum);
  g_test_add_func ("/puzzle-model/play-undo", test_play_undo);
  g_test_add_func ("/puzzle-model/solve", test_solve);
  g_test_add_func ("/puzzle-model/show-solution", test_show_solution);
  g_test_add_func ("/puzzle-model/readings", test_readings);
  g_test_add_func ("/puzzle-model/pacing", test_pacing);
  g_test_add_func ("/puzzle-model/variants", test_variants);
  g_test_add_func ("/puzzle-model/drop-while-busy", test_drop_while_busy);
  g_test_add_func ("/puzzle-model/return", test_return);
  g_test_add_func ("/puzzle-model/return-solution", test_return_solution);
  g_test_add_func ("/puzzle-model/tricks", test_tricks);
  g_test_add_func ("/puzzle-model/tricks-own-card", test_tricks_own_card);
  g_test_add_func ("/puzzle-model/seat-names", test_seat_names);

  return g_test_run ();
}
