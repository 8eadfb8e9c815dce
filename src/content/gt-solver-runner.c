/* gt-solver-runner.c — solver jobs off the main thread, one at a time
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-solver-runner"

#include "config.h"

#include "gt-solver-runner.h"

#include <gio/gio.h>

/* ---- The worker's side ----------------------------------------------------- */

typedef struct {
  GtSolver *solver;      /* made in the worker on first use */
  gint cancel;           /* read by the solver (gt_solver_set_cancel) */
  guint64 max_nodes;
  guint max_ms;
} Engine;

static void
engine_clear (gpointer data)
{
  Engine *engine = data;

  g_clear_pointer (&engine->solver, gt_solver_free);
}

static void
engine_unref (Engine *engine)
{
  g_atomic_rc_box_release_full (engine, engine_clear);
}

typedef struct {
  GtSolverRunner *runner;   /* main thread only; NULL once the runner is gone */
  Engine *engine;
  gboolean dropped;         /* overtaken or cancelled: done is not called */
  GtSolverJobFunc func;
  GtSolverJobDone done;
  gpointer owner;
  gpointer data;
  GDestroyNotify data_free;
} Job;

static void
job_free (gpointer p)
{
  Job *job = p;

  if (job->data_free != NULL && job->data != NULL)
    job->data_free (job->data);
  g_clear_pointer (&job->engine, engine_unref);
  g_free (job);
}

static void
job_thread (GTask        *task,
            gpointer      source,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  Engine *engine = job->engine;

  if (engine->solver == NULL)
    {
      engine->solver = gt_solver_new ();
      gt_solver_set_cancel (engine->solver, &engine->cancel);
      gt_solver_set_budget (engine->solver, engine->max_nodes, engine->max_ms);
    }
  /* A job cancelled before it started need not start at all. */
  if (g_atomic_int_get (&engine->cancel) == 0)
    job->func (engine->solver, job->data);
  g_task_return_boolean (task, TRUE);
}

/* ---- The runner ------------------------------------------------------------ */

struct _GtSolverRunner {
  GObject parent_instance;

  Engine *engine;
  Job *running;          /* the job in the worker, owned by its GTask */
  Job *pending;          /* waits for the running one to stop */
  guint thinking_delay;
  guint thinking_id;
  gboolean busy;
  gboolean thinking;
};

G_DEFINE_FINAL_TYPE (GtSolverRunner, gt_solver_runner, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  PROP_THINKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_thinking (GtSolverRunner *self,
              gboolean        thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static gboolean
thinking_cb (gpointer data)
{
  GtSolverRunner *self = data;

  self->thinking_id = 0;
  set_thinking (self, TRUE);
  return G_SOURCE_REMOVE;
}

static void
update_state (GtSolverRunner *self)
{
  gboolean busy = self->running != NULL || self->pending != NULL;

  if (!busy)
    {
      g_clear_handle_id (&self->thinking_id, g_source_remove);
      set_thinking (self, FALSE);
    }
  else if (!self->thinking && self->thinking_id == 0)
    self->thinking_id = g_timeout_add (self->thinking_delay, thinking_cb, self);

  if (busy != self->busy)
    {
      self->busy = busy;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
    }
}

static void job_done (GObject      *source,
                      GAsyncResult *result,
                      gpointer      data);

static void
start (GtSolverRunner *self,
       Job            *job)
{
  /* No source object: see the header. */
  GTask *task = g_task_new (NULL, NULL, job_done, NULL);

  /* Nothing runs on the solver now: the flag can be lowered safely. */
  g_atomic_int_set (&self->engine->cancel, 0);
  g_task_set_source_tag (task, start);
  job->runner = self;
  g_task_set_task_data (task, job, job_free);
  self->running = job;
  g_task_run_in_thread (task, job_thread);
  g_object_unref (task);
}

static void
job_done (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  Job *job = g_task_get_task_data (G_TASK (result));
  GtSolverRunner *self = job->runner;

  /* The runner went while the job ran. */
  if (self == NULL)
    return;

  g_object_ref (self);
  self->running = NULL;
  job->runner = NULL;
  if (self->pending != NULL)
    start (self, g_steal_pointer (&self->pending));
  update_state (self);
  /* Last: done may start the next job, or let the runner go. */
  if (!job->dropped && job->done != NULL)
    job->done (job->owner, job->data);
  g_object_unref (self);
}

void
gt_solver_runner_run (GtSolverRunner  *self,
                      GtSolverJobFunc  func,
                      GtSolverJobDone  done,
                      gpointer         owner,
                      gpointer         data,
                      GDestroyNotify   data_free)
{
  Job *job;

  g_return_if_fail (GT_IS_SOLVER_RUNNER (self));
  g_return_if_fail (func != NULL);

  job = g_new0 (Job, 1);
  job->engine = g_atomic_rc_box_acquire (self->engine);
  job->func = func;
  job->done = done;
  job->owner = owner;
  job->data = data;
  job->data_free = data_free;

  if (self->running != NULL)
    {
      /* A new question makes the old answer useless. */
      g_atomic_int_set (&self->engine->cancel, 1);
      self->running->dropped = TRUE;
      g_clear_pointer (&self->pending, job_free);
      self->pending = job;
    }
  else
    start (self, job);
  update_state (self);
}

void
gt_solver_runner_cancel (GtSolverRunner *self)
{
  g_return_if_fail (GT_IS_SOLVER_RUNNER (self));

  if (self->running != NULL)
    {
      g_atomic_int_set (&self->engine->cancel, 1);
      self->running->dropped = TRUE;
    }
  g_clear_pointer (&self->pending, job_free);
  update_state (self);
}

gboolean
gt_solver_runner_get_busy (GtSolverRunner *self)
{
  g_return_val_if_fail (GT_IS_SOLVER_RUNNER (self), FALSE);
  return self->busy;
}

gboolean
gt_solver_runner_get_thinking (GtSolverRunner *self)
{
  g_return_val_if_fail (GT_IS_SOLVER_RUNNER (self), FALSE);
  return self->thinking;
}

void
gt_solver_runner_set_thinking_delay (GtSolverRunner *self,
                                     guint           ms)
{
  g_return_if_fail (GT_IS_SOLVER_RUNNER (self));
  self->thinking_delay = ms;
}

gboolean
gt_wait_while (const gboolean *busy,
               guint           timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  /* Never blocked in the main context, so that the deadline holds
   * whatever the sources. */
  while (*busy && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  return !*busy;
}

gboolean
gt_solver_runner_wait_idle (GtSolverRunner *self,
                            guint           timeout_ms)
{
  g_return_val_if_fail (GT_IS_SOLVER_RUNNER (self), FALSE);
  return gt_wait_while (&self->busy, timeout_ms);
}

GtSolverRunner *
gt_solver_runner_new (guint64 max_nodes,
                      guint   max_ms)
{
  GtSolverRunner *self = g_object_new (GT_TYPE_SOLVER_RUNNER, NULL);

  self->engine->max_nodes = max_nodes;
  self->engine->max_ms = max_ms;
  return self;
}

static void
gt_solver_runner_dispose (GObject *object)
{
  GtSolverRunner *self = GT_SOLVER_RUNNER (object);

  if (self->engine != NULL)
    {
      /* A job in flight ends on its own (it holds the engine, not the
       * runner): make it end soon, and its answer find no runner. */
      g_atomic_int_set (&self->engine->cancel, 1);
      if (self->running != NULL)
        {
          self->running->dropped = TRUE;
          self->running->runner = NULL;
          self->running = NULL;
        }
      g_clear_pointer (&self->pending, job_free);
      g_clear_pointer (&self->engine, engine_unref);
    }
  g_clear_handle_id (&self->thinking_id, g_source_remove);

  G_OBJECT_CLASS (gt_solver_runner_parent_class)->dispose (object);
}

static void
gt_solver_runner_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GtSolverRunner *self = GT_SOLVER_RUNNER (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_solver_runner_class_init (GtSolverRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gt_solver_runner_dispose;
  object_class->get_property = gt_solver_runner_get_property;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gt_solver_runner_init (GtSolverRunner *self)
{
  self->engine = g_atomic_rc_box_new0 (Engine);
  self->thinking_delay = GT_SOLVER_RUNNER_THINKING_MS;
}
