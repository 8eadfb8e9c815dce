/* gt-solver-threads.c — the helper threads of a solver's parallel solves
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A solve on several threads runs one worker per thread, each with its own
 * search state (gt-solver.c): the calling thread runs the first worker,
 * and the others are handed to threads of a GThreadPool made once per
 * solver.  The pool is not exclusive: GLib keeps idle threads for reuse
 * across pools, so a solve costs a wake-up per helper, not a thread start.
 * This file knows nothing of the search: it runs a function on every
 * worker at once and waits until all of them have returned.
 */
#define G_LOG_DOMAIN "gt-solver-threads"

#include "config.h"

#include "gt-solver-private.h"

struct _GtSolverPool {
  GThreadPool *threads;
  GMutex lock;
  GCond done;
  guint running;          /* helpers still in func, under lock */
  GtSolverPoolFunc func;
  gpointer data;
};

static void
helper_run (gpointer worker,
            gpointer user_data)
{
  GtSolverPool *pool = user_data;

  pool->func (worker, pool->data);
  g_mutex_lock (&pool->lock);
  if (--pool->running == 0)
    g_cond_signal (&pool->done);
  g_mutex_unlock (&pool->lock);
}

GtSolverPool *
gt_solver_pool_new (guint n_helpers)
{
  GtSolverPool *pool = g_new0 (GtSolverPool, 1);
  GError *error = NULL;

  g_mutex_init (&pool->lock);
  g_cond_init (&pool->done);
  pool->threads = g_thread_pool_new (helper_run, pool, (gint) MAX (n_helpers, 1u), FALSE, &error);
  /* A shared pool starts its threads on demand and cannot fail here. */
  g_assert_no_error (error);
  return pool;
}

void
gt_solver_pool_free (GtSolverPool *pool)
{
  if (pool == NULL)
    return;
  /* Nothing runs between solves: gt_solver_pool_run() waits for all. */
  g_thread_pool_free (pool->threads, FALSE, TRUE);
  g_mutex_clear (&pool->lock);
  g_cond_clear (&pool->done);
  g_free (pool);
}

void
gt_solver_pool_run (GtSolverPool     *pool,
                    gpointer         *workers,
                    guint             n_workers,
                    GtSolverPoolFunc  func,
                    gpointer          data)
{
  pool->func = func;
  pool->data = data;
  pool->running = n_workers - 1;
  for (guint i = 1; i < n_workers; i++)
    g_thread_pool_push (pool->threads, workers[i], NULL);
  func (workers[0], data);
  g_mutex_lock (&pool->lock);
  while (pool->running > 0)
    g_cond_wait (&pool->done, &pool->lock);
  g_mutex_unlock (&pool->lock);
}
