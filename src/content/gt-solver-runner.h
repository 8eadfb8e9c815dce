/* gt-solver-runner.h — solver jobs off the main thread, one at a time
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever shows a lesson or a puzzle — the pages today, the presentation
 * mode later — asks the solver questions whose cost nobody can know in
 * advance: a position from a shared file may take a millisecond or hours.
 * A runner answers them in a worker thread so that the main loop keeps
 * turning, with a budget so that no question runs for ever, and with the
 * rule that only the newest question matters: running a job cancels the
 * one in flight (its answer is dropped) and the new one starts as soon as
 * the solver is free.
 *
 * The solver costs about 50 MiB and is not thread-safe, so a runner makes
 * one (in the worker, on first use) and runs one job on it at a time.  It
 * lives in a reference-counted Engine that the job in flight shares: a
 * runner that is disposed while a job runs raises the solver's cancel
 * flag and cuts the job's way back, and the Engine goes with the job.
 *
 * The runner is not the jobs' GTask source object: a GTask run in a thread
 * is let go by its worker only after its callback has been queued, so a
 * source object could outlive the owner's interest in it by any time and
 * even be finalized in the worker.
 *
 * GLib only, no GTK.  Properties (main thread):
 *   busy      a job runs or waits
 *   thinking  a job has been running for longer than `thinking-delay` ms —
 *             the moment to say "Thinking…" (a spinner that flashes for
 *             20 ms is noise)
 */
#pragma once

#include <glib-object.h>

#include "gt-solver.h"

G_BEGIN_DECLS

#define GT_TYPE_SOLVER_RUNNER (gt_solver_runner_get_type ())
G_DECLARE_FINAL_TYPE (GtSolverRunner, gt_solver_runner, GT, SOLVER_RUNNER, GObject)

/* The default delay before "thinking" turns on, in ms. */
#define GT_SOLVER_RUNNER_THINKING_MS 150

/* Runs in the worker thread with the runner's solver (budget set). */
typedef void (*GtSolverJobFunc) (GtSolver *solver,
                                 gpointer  data);
/* Runs in the main context the job was started from, only when the job was
 * not overtaken by a newer one, cancelled, or its runner disposed. */
typedef void (*GtSolverJobDone) (gpointer  owner,
                                 gpointer  data);

/* A runner whose solver stops each call after max_nodes nodes or max_ms
 * milliseconds (gt_solver_set_budget(); 0: no limit of that kind). */
GtSolverRunner *gt_solver_runner_new        (guint64          max_nodes,
                                             guint            max_ms);

/* Runs func (solver, data) in the worker, then done (owner, data) — see
 * GtSolverJobDone.  A job in flight is cancelled, and one waiting for it
 * dropped.  data is freed with data_free (may be NULL) in every case, on
 * the main thread unless the runner is gone by then. */
void            gt_solver_runner_run        (GtSolverRunner  *self,
                                             GtSolverJobFunc  func,
                                             GtSolverJobDone  done,
                                             gpointer         owner,
                                             gpointer         data,
                                             GDestroyNotify   data_free);
/* Drops every job: the one in flight is cancelled and never reports. */
void            gt_solver_runner_cancel     (GtSolverRunner  *self);

gboolean        gt_solver_runner_get_busy   (GtSolverRunner  *self);
gboolean        gt_solver_runner_get_thinking (GtSolverRunner *self);
void            gt_solver_runner_set_thinking_delay (GtSolverRunner *self,
                                                     guint           ms);

/* For tests: waits (iterating the thread-default main context) until no
 * job runs or waits, or timeout_ms has passed; TRUE when idle. */
gboolean        gt_solver_runner_wait_idle  (GtSolverRunner  *self,
                                             guint            timeout_ms);
/* The same for any flag the main context clears (a model's busy). */
gboolean        gt_wait_while               (const gboolean  *busy,
                                             guint            timeout_ms);

G_END_DECLS
