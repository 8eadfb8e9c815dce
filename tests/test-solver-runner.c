/* test-solver-runner.c — solver jobs off the main thread, and budgets
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display: the runner is what the lesson and puzzle pages (and, later,
 * the presentation mode) share, so it is tested on its own.  The positions
 * are a small one the solver settles in a few nodes and a huge one (four
 * seats of 12 cards) it could not settle in hours.
 */
#include "config.h"

#include <string.h>

#include "gt-ruleset.h"
#include "gt-solver-runner.h"

static const char small_position[] =
  "[position]\nlevel=2\nS=S3 S4 S5 D6 C7 H9 D9\nturn=S\n";

static const char big_position[] =
  "[position]\nlevel=2\n"
  "S=S3 S4 S5 S6 S7 H9 H9 C10 DJ SQ SK HA\n"
  "E=H3 H4 D5 D6 D7 D8 S9 S10 HJ HQ DK DA\n"
  "N=C3 C4 C5 C6 C8 C9 D9 D10 CJ CQ CK CA\n"
  "W=D3 D4 H5 H6 H7 H8 C7 H10 SJ DQ HK SA\n"
  "turn=S\n";

typedef struct {
  GtGame pos;
  GtGoal goal;
  gboolean finished;     /* gt_solver_solve returned TRUE */
  gboolean exhausted;
  gboolean solvable;
  guint64 nodes;
  gint *freed;           /* counts data_free calls (atomically: any thread) */
} Job;

static Job *
job_new (const char *position,
         const char *goal,
         gint       *freed)
{
  Job *job = g_new0 (Job, 1);
  g_autoptr(GError) error = NULL;

  gt_game_init (&job->pos, gt_ruleset_guandan (), 0);
  if (!gt_game_load_string (&job->pos, gt_ruleset_guandan (), position, "position", &error))
    g_error ("%s", error->message);
  g_assert_true (gt_goal_parse (goal, &job->goal));
  job->freed = freed;
  return job;
}

static void
job_free (gpointer data)
{
  Job *job = data;

  if (job->freed != NULL)
    g_atomic_int_inc (job->freed);
  g_free (job);
}

static void
job_thread (GtSolver *solver,
            gpointer  data)
{
  Job *job = data;
  GtSolveResult result = { 0 };

  job->finished = gt_solver_solve (solver, &job->pos, &job->goal, &result);
  job->exhausted = result.exhausted;
  job->solvable = result.solvable;
  job->nodes = result.nodes;
  g_assert_true (result.exhausted == gt_solver_exhausted (solver));
  gt_solve_result_clear (&result);
}

typedef struct {
  guint calls;
  Job last;              /* a copy of the last job reported */
} Seen;

static void
job_done (gpointer owner,
          gpointer data)
{
  Seen *seen = owner;

  seen->calls++;
  seen->last = *(Job *) data;
}

static void
wait_for_freed (gint *freed,
                gint  count)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (g_atomic_int_get (freed) < count && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_cmpint (g_atomic_int_get (freed), ==, count);
}

/* A job runs in the worker and reports on the main context, once. */
static void
test_run (void)
{
  GtSolverRunner *runner = gt_solver_runner_new (GT_SOLVER_CONTENT_NODES, 0);
  Seen seen = { 0 };
  gint freed = 0;

  g_assert_false (gt_solver_runner_get_busy (runner));
  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (small_position, "shed 3", &freed), job_free);
  g_assert_true (gt_solver_runner_get_busy (runner));
  /* Never synchronously. */
  g_assert_cmpuint (seen.calls, ==, 0);
  g_assert_true (gt_solver_runner_wait_idle (runner, 30000));
  g_assert_cmpuint (seen.calls, ==, 1);
  g_assert_true (seen.last.finished);
  g_assert_true (seen.last.solvable);
  g_assert_false (seen.last.exhausted);
  wait_for_freed (&freed, 1);
  g_assert_finalize_object (runner);
}

/* The budget stops a solve that would take hours, and says so. */
static void
test_budget (void)
{
  GtSolverRunner *runner = gt_solver_runner_new (200000, 0);
  Seen seen = { 0 };
  gint freed = 0;
  gint64 t0 = g_get_monotonic_time ();

  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (big_position, "team-first", &freed), job_free);
  g_assert_true (gt_solver_runner_wait_idle (runner, 60000));
  g_test_message ("stopped after %" G_GUINT64_FORMAT " nodes, %.0f ms", seen.last.nodes,
                  (g_get_monotonic_time () - t0) / 1000.0);
  g_assert_cmpuint (seen.calls, ==, 1);
  g_assert_false (seen.last.finished);
  g_assert_true (seen.last.exhausted);
  g_assert_false (seen.last.solvable);
  /* Checked every 1024 nodes. */
  g_assert_cmpuint (seen.last.nodes, >, 200000);
  g_assert_cmpuint (seen.last.nodes, <=, 200000 + 1024);
  g_assert_finalize_object (runner);
}

/* The time budget is the backstop: 50 ms, whatever the nodes. */
static void
test_time_budget (void)
{
  GtSolver *solver = gt_solver_new ();
  Job *job = job_new (big_position, "first-out", NULL);
  GtSolveResult result = { 0 };
  gint64 t0;
  g_autofree char *why = NULL;

  gt_solver_set_budget (solver, 0, 50);
  t0 = g_get_monotonic_time ();
  g_assert_false (gt_solver_solve (solver, &job->pos, &job->goal, &result));
  g_assert_true (result.exhausted);
  g_assert_true (result.cancelled);
  /* Generous: a loaded machine may deschedule the solver for a while. */
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 5 * G_USEC_PER_SEC);
  why = gt_solver_stop_message (solver);
  g_assert_cmpstr (why, ==, "cannot be proved within 50 ms (the solver's time budget)");
  gt_solve_result_clear (&result);

  /* The budget is per call: the next small solve has all of it. */
  g_free (job);
  job = job_new (small_position, "shed 3", NULL);
  g_assert_true (gt_solver_solve (solver, &job->pos, &job->goal, &result));
  g_assert_false (result.exhausted);
  g_assert_false (gt_solver_exhausted (solver));
  gt_solve_result_clear (&result);

  gt_solver_set_budget (solver, 5000, 0);
  g_free (job);
  job = job_new (big_position, "double", NULL);
  g_assert_false (gt_solver_solve (solver, &job->pos, &job->goal, &result));
  g_free (why);
  why = gt_solver_stop_message (solver);
  g_assert_cmpstr (why, ==, "cannot be proved within 5000 nodes");
  gt_solve_result_clear (&result);
  g_free (job);
  gt_solver_free (solver);
}

/* A new job overtakes the one in flight: the old one is cancelled and never
 * reports; the new one does. */
static void
test_overtaken (void)
{
  GtSolverRunner *runner = gt_solver_runner_new (0, 0);
  Seen seen = { 0 };
  gint freed = 0;
  gint64 t0 = g_get_monotonic_time ();

  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (big_position, "team-first", &freed), job_free);
  /* Let it start. */
  g_usleep (20000);
  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (big_position, "double", &freed), job_free);
  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (small_position, "shed 3", &freed), job_free);
  g_assert_true (gt_solver_runner_wait_idle (runner, 30000));
  /* The unbudgeted big solves would take hours: they were stopped. */
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 30 * G_USEC_PER_SEC);
  g_assert_cmpuint (seen.calls, ==, 1);
  g_assert_true (seen.last.finished);
  g_assert_cmpuint (seen.last.goal.kind, ==, GT_GOAL_SHED);
  wait_for_freed (&freed, 3);
  g_assert_finalize_object (runner);
}

/* Cancel drops everything; the runner is usable again afterwards. */
static void
test_cancel (void)
{
  GtSolverRunner *runner = gt_solver_runner_new (0, 0);
  Seen seen = { 0 };
  gint freed = 0;

  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (big_position, "team-first", &freed), job_free);
  gt_solver_runner_cancel (runner);
  g_assert_true (gt_solver_runner_wait_idle (runner, 30000));
  g_assert_cmpuint (seen.calls, ==, 0);

  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (small_position, "shed 3", &freed), job_free);
  g_assert_true (gt_solver_runner_wait_idle (runner, 30000));
  g_assert_cmpuint (seen.calls, ==, 1);
  wait_for_freed (&freed, 2);
  g_assert_finalize_object (runner);
}

/* A runner let go while its job runs: the job is stopped, never reports,
 * and its data is freed when the worker lets go of it. */
static void
test_dispose_while_running (void)
{
  GtSolverRunner *runner = gt_solver_runner_new (0, 0);
  Seen seen = { 0 };
  gint freed = 0;

  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (big_position, "team-first", &freed), job_free);
  g_usleep (20000);
  g_assert_finalize_object (runner);
  wait_for_freed (&freed, 1);
  g_assert_cmpuint (seen.calls, ==, 0);
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           gpointer    data)
{
  GArray *log = data;
  gboolean value;

  g_object_get (object, "thinking", &value, NULL);
  g_array_append_val (log, value);
}

/* "thinking" turns on only after the delay, and off when idle. */
static void
test_thinking (void)
{
  GtSolverRunner *runner = gt_solver_runner_new (300000, 0);
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (gboolean));
  Seen seen = { 0 };

  gt_solver_runner_set_thinking_delay (runner, 10);
  g_signal_connect (runner, "notify::thinking", G_CALLBACK (notify_cb), log);
  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (big_position, "team-first", NULL), job_free);
  g_assert_false (gt_solver_runner_get_thinking (runner));
  g_assert_true (gt_solver_runner_wait_idle (runner, 60000));
  g_assert_cmpuint (log->len, ==, 2);
  g_assert_true (g_array_index (log, gboolean, 0));
  g_assert_false (g_array_index (log, gboolean, 1));

  /* A quick job never says it is thinking. */
  gt_solver_runner_set_thinking_delay (runner, 10000);
  gt_solver_runner_run (runner, job_thread, job_done, &seen, job_new (small_position, "shed 3", NULL), job_free);
  g_assert_true (gt_solver_runner_wait_idle (runner, 30000));
  g_assert_cmpuint (log->len, ==, 2);
  g_assert_finalize_object (runner);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solver-runner/run", test_run);
  g_test_add_func ("/solver-runner/budget", test_budget);
  g_test_add_func ("/solver-runner/time-budget", test_time_budget);
  g_test_add_func ("/solver-runner/overtaken", test_overtaken);
  g_test_add_func ("/solver-runner/cancel", test_cancel);
  g_test_add_func ("/solver-runner/dispose-while-running", test_dispose_while_running);
  g_test_add_func ("/solver-runner/thinking", test_thinking);

  return g_test_run ();
}
