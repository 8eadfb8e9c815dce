/* gt-review-model.c — a deal (or a whole game) played, stepped through after it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each step keeps the one position it shows (about a kilobyte: a whole
 * game of a few thousand actions stays a few megabytes, and stepping is
 * a lookup).
 */
#define G_LOG_DOMAIN "gt-review-model"

#include "config.h"

#include "gt-review-model.h"

enum {
  PROP_0,
  PROP_CURSOR,
  PROP_N_STEPS,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

typedef struct {
  GtGame position;
  GtFronts fronts;
  GtAction action;
  char *words;
  GtPlayReview *review;
} Step;

struct _GtReviewModel {
  GObject parent_instance;

  guint learner;
  GArray *steps;               /* Step */
  guint cursor;
};

G_DEFINE_FINAL_TYPE (GtReviewModel, gt_review_model, G_TYPE_OBJECT)

GtPlayReview *
gt_play_review_copy (const GtPlayReview *review)
{
  GtPlayReview *copy = g_new (GtPlayReview, 1);

  *copy = *review;
  copy->play = g_strdup (review->play);
  copy->note = g_strdup (review->note);
  copy->better = g_strdup (review->better);
  return copy;
}

void
gt_play_review_free (GtPlayReview *review)
{
  if (review == NULL)
    return;
  g_free (review->play);
  g_free (review->note);
  g_free (review->better);
  g_free (review);
}

static void
step_clear (gpointer data)
{
  Step *s = data;

  g_free (s->words);
  gt_play_review_free (s->review);
}

static Step *
current (GtReviewModel *self)
{
  return self->cursor < self->steps->len ? &g_array_index (self->steps, Step, self->cursor) : NULL;
}

GtReviewModel *
gt_review_model_new (guint learner)
{
  GtReviewModel *self = g_object_new (GT_TYPE_REVIEW_MODEL, NULL);

  self->learner = learner;
  return self;
}

void
gt_review_model_append (GtReviewModel      *self,
                        const GtGame       *before,
                        const GtFronts     *fronts_before,
                        const GtAction     *action,
                        const GtGame       *after,
                        const GtFronts     *fronts_after,
                        const char         *words,
                        const GtPlayReview *review)
{
  Step s;

  g_return_if_fail (GT_IS_REVIEW_MODEL (self));
  /* The learner's decision as it was faced; anyone else's as it was made. */
  s.position = review != NULL ? *before : *after;
  s.fronts = review != NULL ? *fronts_before : *fronts_after;
  s.action = *action;
  s.words = g_strdup (words);
  s.review = review != NULL ? gt_play_review_copy (review) : NULL;
  g_array_append_val (self->steps, s);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_N_STEPS]);
}

guint
gt_review_model_get_learner (GtReviewModel *self)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), 0);
  return self->learner;
}

guint
gt_review_model_get_n_steps (GtReviewModel *self)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), 0);
  return self->steps->len;
}

guint
gt_review_model_get_cursor (GtReviewModel *self)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), 0);
  return self->cursor;
}

void
gt_review_model_set_cursor (GtReviewModel *self,
                            guint          step)
{
  g_return_if_fail (GT_IS_REVIEW_MODEL (self));
  step = self->steps->len == 0 ? 0 : MIN (step, self->steps->len - 1);
  if (step == self->cursor)
    return;
  self->cursor = step;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURSOR]);
}

gboolean
gt_review_model_step (GtReviewModel *self,
                      int            delta)
{
  gint64 to;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), FALSE);
  if (self->steps->len == 0)
    return FALSE;
  to = CLAMP ((gint64) self->cursor + delta, 0, (gint64) self->steps->len - 1);
  if ((guint) to == self->cursor)
    return FALSE;
  gt_review_model_set_cursor (self, (guint) to);
  return TRUE;
}

gboolean
gt_review_model_step_decision (GtReviewModel *self,
                               gboolean       forward)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), FALSE);
  for (guint i = self->cursor; forward ? i + 1 < self->steps->len : i > 0;)
    {
      i = forward ? i + 1 : i - 1;
      if (g_array_index (self->steps, Step, i).review != NULL)
        {
          gt_review_model_set_cursor (self, i);
          return TRUE;
        }
    }
  return FALSE;
}

const GtGame *
gt_review_model_get_position (GtReviewModel *self)
{
  Step *s;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  s = current (self);
  return s != NULL ? &s->position : NULL;
}

const GtCardList *
gt_review_model_get_last (GtReviewModel *self,
                          guint          seat,
                          gboolean      *passed)
{
  Step *s;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  s = current (self);
  if (passed != NULL)
    *passed = s != NULL && seat < GT_SEATS_MAX && s->fronts.passed[seat];
  if (s == NULL || seat >= GT_SEATS_MAX || !s->fronts.has_last[seat])
    return NULL;
  return &s->fronts.last[seat];
}

gboolean
gt_review_model_round_cleared (GtReviewModel *self)
{
  Step *s;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), FALSE);
  s = current (self);
  return s != NULL && s->fronts.round_over;
}

const GtAction *
gt_review_model_get_action (GtReviewModel *self)
{
  Step *s;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  s = current (self);
  return s != NULL ? &s->action : NULL;
}

const char *
gt_review_model_get_words (GtReviewModel *self)
{
  Step *s;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  s = current (self);
  return s != NULL ? s->words : NULL;
}

const GtPlayReview *
gt_review_model_get_decision (GtReviewModel *self)
{
  Step *s;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  s = current (self);
  return s != NULL ? s->review : NULL;
}

const GtPlayReview *
gt_review_model_get_decision_at (GtReviewModel *self,
                                 guint          step)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  return step < self->steps->len ? g_array_index (self->steps, Step, step).review : NULL;
}

const GtAction *
gt_review_model_get_action_at (GtReviewModel *self,
                               guint          step)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), NULL);
  return step < self->steps->len ? &g_array_index (self->steps, Step, step).action : NULL;
}

guint
gt_review_model_count (GtReviewModel *self,
                       GtTutorRating  rating)
{
  guint n = 0;

  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), 0);
  for (guint i = 0; i < self->steps->len; i++)
    {
      const GtPlayReview *r = g_array_index (self->steps, Step, i).review;

      n += r != NULL && r->rating == rating;
    }
  return n;
}

guint
gt_review_model_get_first_critical (GtReviewModel *self)
{
  g_return_val_if_fail (GT_IS_REVIEW_MODEL (self), G_MAXUINT);
  for (guint i = 0; i < self->steps->len; i++)
    {
      const GtPlayReview *r = g_array_index (self->steps, Step, i).review;

      if (r != NULL && r->rating >= GT_TUTOR_RATING_MISTAKE)
        return i;
    }
  return G_MAXUINT;
}

static void
gt_review_model_finalize (GObject *object)
{
  GtReviewModel *self = GT_REVIEW_MODEL (object);

  g_array_unref (self->steps);
  G_OBJECT_CLASS (gt_review_model_parent_class)->finalize (object);
}

static void
gt_review_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtReviewModel *self = GT_REVIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_CURSOR: g_value_set_uint (value, self->cursor); break;
    case PROP_N_STEPS: g_value_set_uint (value, self->steps->len); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_review_model_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtReviewModel *self = GT_REVIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_CURSOR: gt_review_model_set_cursor (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_review_model_class_init (GtReviewModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gt_review_model_finalize;
  object_class->get_property = gt_review_model_get_property;
  object_class->set_property = gt_review_model_set_property;
  props[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_N_STEPS] = g_param_spec_uint ("n-steps", NULL, NULL, 0, G_MAXUINT, 0,
                                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
gt_review_model_init (GtReviewModel *self)
{
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_array_set_clear_func (self->steps, step_clear);
}
