/* test-budget.c — lessons and puzzles too large to prove
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A shared file may set a `win` step or a puzzle on four seats of 12 cards:
 * the solver would search for hours.  With the content budget
 * (gt-solver.h) such a file is refused at load with "FILE:LINE: cannot be
 * proved within N nodes", in about a second, and the answer checker says
 * the step cannot be checked instead of searching.  The files are written
 * by the test.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gt-lesson.h"
#include "gt-puzzle.h"

#define HANDS \
  "S=S3 S4 S5 S6 S7 H9 H9 C10 DJ SQ SK HA\n" \
  "E=H3 H4 D5 D6 D7 D8 S9 S10 HJ HQ DK DA\n" \
  "N=C3 C4 C5 C6 C8 C9 D9 D10 CJ CQ CK CA\n" \
  "W=D3 D4 H5 H6 H7 H8 C7 H10 SJ DQ HK SA\n"

static const char big_lesson[] =
  "[Lesson]\n"                                       /* 1 */
  "Id=big-win\n"
  "Game=guandan\n"
  "Title=Kings & Queens\n"
  "Summary=Too big to prove.\n"                      /* 5 */
  "Chapter=1\n"
  "Order=1\n"
  "Rules=gd.combo.straight\n"
  "\n"
  "[Step 1]\n"                                       /* 10 */
  "Text=Go out with your partner.\n"
  "Do=play\n"
  "Expect=win\n"
  "Goal=team-first\n"                                /* 14 */
  "level=2\n"
  HANDS
  "turn=S\n";

static const char big_puzzle[] =
  "[Puzzle]\n"                                       /* 1 */
  "Id=big-puzzle\n"
  "Game=guandan\n"
  "Title=Too big\n"
  "Goal=team-first\n"                                /* 5 */
  "Difficulty=5\n"
  "Rules=gd.combo.straight\n"
  "Hint=None.\n"
  "Explanation=None.\n"
  "\n"
  "[Position]\n"
  "level=2\n"
  HANDS
  "turn=S\n";

static char *
write_temp (const char *name,
            const char *text)
{
  g_autofree char *dir = g_dir_make_tmp ("gt-budget-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static GtSolver *
budgeted (guint64 nodes)
{
  GtSolver *solver = gt_solver_new ();

  gt_solver_set_budget (solver, nodes, 0);
  return solver;
}

/* The validator's path: the step is refused with its line, quickly. */
static void
test_lesson_refused (void)
{
  g_autofree char *path = write_temp ("big.lesson", big_lesson);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  GtSolver *solver = budgeted (GT_SOLVER_CONTENT_NODES);
  g_autoptr(GtLesson) lesson = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:14: cannot be proved within 2000000 nodes\n", path);
  gint64 t0 = g_get_monotonic_time ();

  lesson = gt_lesson_load (path, solver, problems);
  g_test_message ("refused in %.0f ms", (g_get_monotonic_time () - t0) / 1000.0);
  text = gt_problems_to_string (problems);
  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (lesson);
  g_assert_true (lesson->steps[0].broken);
  gt_solver_free (solver);
  remove_temp (path);
}

static void
test_puzzle_refused (void)
{
  g_autofree char *path = write_temp ("big.puzzle", big_puzzle);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autoptr(GtPuzzle) puzzle = gt_puzzle_load (path, problems);
  GtSolver *solver = budgeted (100000);
  g_autofree char *text = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:5: cannot be proved within 100000 nodes\n", path);

  g_assert_nonnull (puzzle);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_false (gt_puzzle_check_solution (puzzle, solver, problems));
  text = gt_problems_to_string (problems);
  g_assert_cmpstr (text, ==, expected);
  gt_solver_free (solver);
  remove_temp (path);
}

/* Loaded as the app loads (no solver), the step is shown; answering it
 * without a proof says it cannot be checked — within the content budget
 * when the checker has to make its own solver. */
static void
test_answer_unchecked (void)
{
  g_autofree char *path = write_temp ("big.lesson", big_lesson);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autoptr(GtLesson) lesson = gt_lesson_load (path, NULL, problems);
  GtCardList play;
  GtAnswer answer;
  GtSolver *solver = budgeted (50000);

  g_assert_nonnull (lesson);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_false (lesson->steps[0].broken);
  g_assert_true (gt_card_list_parse ("S3 S4 S5 S6 S7", NULL, &play, NULL));

  gt_lesson_step_answer_proved (lesson, &lesson->steps[0], &play, NULL, &answer);
  g_assert_cmpint (answer.kind, ==, GT_ANSWER_UNCHECKED);
  g_assert_nonnull (strstr (answer.message, "too large"));
  gt_answer_clear (&answer);

  gt_lesson_step_answer_play (lesson, &lesson->steps[0], &play, solver, &answer);
  g_assert_cmpint (answer.kind, ==, GT_ANSWER_UNCHECKED);
  g_assert_true (gt_solver_exhausted (solver));
  gt_answer_clear (&answer);

  gt_solver_free (solver);
  remove_temp (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/budget/lesson-refused", test_lesson_refused);
  g_test_add_func ("/budget/puzzle-refused", test_puzzle_refused);
  g_test_add_func ("/budget/answer-unchecked", test_answer_unchecked);

  return g_test_run ();
}
