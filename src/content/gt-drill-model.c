/* gt-drill-model.c — a drill set being played
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-drill-model"

#include "config.h"

#include "gt-drill-model.h"

#include <glib/gi18n.h>

struct _GtDrillModel {
  GObject parent_instance;

  const GtDrill *drill;
  guint32 seed;
  gboolean started;
  guint index;
  GtDrillExercise exercise;
  guint mistakes;
  gboolean answered;
  gboolean hinted;          /* this exercise's hint was counted */
  char *feedback;
  gboolean feedback_ok;
  const char *rule;
};

G_DEFINE_FINAL_TYPE (GtDrillModel, gt_drill_model, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_feedback (GtDrillModel *self,
              char         *text,
              gboolean      ok,
              const char   *rule)
{
  g_free (self->feedback);
  self->feedback = text;
  self->feedback_ok = ok;
  self->rule = rule;
}

static void
make_exercise (GtDrillModel *self)
{
  gt_drill_exercise_clear (&self->exercise);
  self->answered = FALSE;
  self->hinted = FALSE;
  set_feedback (self, NULL, FALSE, NULL);
  if (self->index < GT_DRILL_EXERCISES)
    gt_drill_make (self->drill, self->seed, self->index, &self->exercise);
}

static void
gt_drill_model_finalize (GObject *object)
{
  GtDrillModel *self = GT_DRILL_MODEL (object);

  gt_drill_exercise_clear (&self->exercise);
  g_free (self->feedback);
  G_OBJECT_CLASS (gt_drill_model_parent_class)->finalize (object);
}

static void
gt_drill_model_class_init (GtDrillModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gt_drill_model_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gt_drill_model_init (GtDrillModel *self)
{
}

GtDrillModel *
gt_drill_model_new (void)
{
  return g_object_new (GT_TYPE_DRILL_MODEL, NULL);
}

void
gt_drill_model_start (GtDrillModel  *self,
                      const GtDrill *drill,
                      guint32        seed)
{
  g_return_if_fail (GT_IS_DRILL_MODEL (self));
  g_return_if_fail (drill != NULL);
  self->drill = drill;
  self->seed = seed;
  self->started = TRUE;
  self->index = 0;
  self->mistakes = 0;
  make_exercise (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

const GtDrill *
gt_drill_model_get_drill (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), NULL);
  return self->drill;
}

const GtRuleset *
gt_drill_model_get_game (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), NULL);
  return self->drill != NULL ? gt_drill_game (self->drill) : NULL;
}

guint32
gt_drill_model_get_seed (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), 0);
  return self->seed;
}

const GtDrillExercise *
gt_drill_model_get_exercise (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), NULL);
  return self->started && self->index < GT_DRILL_EXERCISES ? &self->exercise : NULL;
}

guint
gt_drill_model_get_index (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), 0);
  return self->index;
}

guint
gt_drill_model_get_mistakes (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), 0);
  return self->mistakes;
}

gboolean
gt_drill_model_get_answered (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), FALSE);
  return self->answered;
}

gboolean
gt_drill_model_get_finished (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), FALSE);
  return self->started && self->index >= GT_DRILL_EXERCISES;
}

guint
gt_drill_model_get_stars (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), 0);
  return gt_drill_model_get_finished (self) ? gt_drill_stars (self->mistakes) : 0;
}

const char *
gt_drill_model_get_feedback (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), NULL);
  return self->feedback;
}

gboolean
gt_drill_model_get_feedback_ok (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), FALSE);
  return self->feedback_ok;
}

const char *
gt_drill_model_get_rule (GtDrillModel *self)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), NULL);
  return self->rule;
}

gboolean
gt_drill_model_answer (GtDrillModel     *self,
                       const GtCardList *cards)
{
  char *why = NULL;
  const char *rule = NULL;
  gboolean ok;

  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), FALSE);
  if (gt_drill_model_get_exercise (self) == NULL || self->answered || cards->n == 0)
    return FALSE;
  ok = gt_drill_check (&self->exercise, cards, &why, &rule);
  if (ok)
    self->answered = TRUE;
  else
    self->mistakes++;
  set_feedback (self, why, ok, rule);
  g_signal_emit (self, signals[CHANGED], 0);
  return ok;
}

gboolean
gt_drill_model_hint (GtDrillModel *self,
                     GtCardList   *out)
{
  g_return_val_if_fail (GT_IS_DRILL_MODEL (self), FALSE);
  if (gt_drill_model_get_exercise (self) == NULL || self->answered ||
      !gt_drill_answer (&self->exercise, out))
    return FALSE;
  /* Once an exercise: asking again shows the same cards. */
  if (!self->hinted)
    self->mistakes++;
  self->hinted = TRUE;
  set_feedback (self, g_strdup (_("These cards answer it. A hint counts as a mistake.")), FALSE, NULL);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
gt_drill_model_next (GtDrillModel *self)
{
  g_return_if_fail (GT_IS_DRILL_MODEL (self));
  if (!self->answered || self->index >= GT_DRILL_EXERCISES)
    return;
  self->index++;
  make_exercise (self);
  g_signal_emit (self, signals[CHANGED], 0);
}
