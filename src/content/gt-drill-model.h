/* gt-drill-model.h — a drill set being played: the state behind the page
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GObject without widgets (as GtLessonModel and GtPuzzleModel), so that
 * the drill page and the tests drive the same thing.  A set is
 * GT_DRILL_EXERCISES exercises made from a seed (gt-drill.h).  Each is
 * answered until it is right; every wrong answer and every hint is a
 * mistake, and the mistakes of the set give its stars.
 *
 * Signals:
 *   changed ()   anything the page shows changed
 */
#pragma once

#include <glib-object.h>

#include "gt-drill.h"

G_BEGIN_DECLS

#define GT_TYPE_DRILL_MODEL (gt_drill_model_get_type ())
G_DECLARE_FINAL_TYPE (GtDrillModel, gt_drill_model, GT, DRILL_MODEL, GObject)

GtDrillModel *gt_drill_model_new          (void);

/* A new set of drill (any game's, gt_drill_lookup()) from seed: the
 * first exercise. */
void          gt_drill_model_start        (GtDrillModel  *self,
                                           const GtDrill *drill,
                                           guint32        seed);
/* The drill (NULL before a start) and its game. */
const GtDrill *gt_drill_model_get_drill   (GtDrillModel  *self);
const GtRuleset *gt_drill_model_get_game  (GtDrillModel  *self);
guint32       gt_drill_model_get_seed     (GtDrillModel  *self);
/* The exercise shown (NULL before a start and once the set is finished). */
const GtDrillExercise *gt_drill_model_get_exercise (GtDrillModel *self);
/* 0 … GT_DRILL_EXERCISES - 1; GT_DRILL_EXERCISES once finished. */
guint         gt_drill_model_get_index    (GtDrillModel  *self);
guint         gt_drill_model_get_mistakes (GtDrillModel  *self);
/* Whether the exercise shown has been answered right (Next goes on). */
gboolean      gt_drill_model_get_answered (GtDrillModel  *self);
gboolean      gt_drill_model_get_finished (GtDrillModel  *self);
/* Stars of the finished set (0 before). */
guint         gt_drill_model_get_stars    (GtDrillModel  *self);
/* The words after the last answer or hint (NULL: none), and whether they
 * say it was right. */
const char   *gt_drill_model_get_feedback (GtDrillModel  *self);
gboolean      gt_drill_model_get_feedback_ok (GtDrillModel *self);
const char   *gt_drill_model_get_rule     (GtDrillModel  *self);

/* The learner's answer: TRUE when right.  Ignored (FALSE) once answered. */
gboolean      gt_drill_model_answer       (GtDrillModel     *self,
                                           const GtCardList *cards);
/* A play that answers the exercise, into out; a hint is a mistake, once
 * an exercise. */
gboolean      gt_drill_model_hint         (GtDrillModel  *self,
                                           GtCardList    *out);
/* The next exercise, after a right answer; after the last, the set is
 * finished. */
void          gt_drill_model_next         (GtDrillModel  *self);

G_END_DECLS
