/* gt-test-lesson.h — the lesson model's verdict, as the lesson tests check it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests drive the lesson page and ask its model (gt_lesson_page_get_model())
 * what it decided; these read the model's verdict in the tests' terms.
 * Header only: the tests that use them link the lesson page already.
 */
#pragma once

#include "gt-lesson-model.h"

/* "right", "wrong", "illegal" or "info"; NULL while there is no verdict. */
static inline const char *
gt_test_feedback_kind (GtLessonModel *model)
{
  switch (gt_lesson_model_get_feedback (model, NULL, NULL))
    {
    case GT_LESSON_FEEDBACK_RIGHT: return "right";
    case GT_LESSON_FEEDBACK_WRONG: return "wrong";
    case GT_LESSON_FEEDBACK_ILLEGAL: return "illegal";
    case GT_LESSON_FEEDBACK_INFO: return "info";
    case GT_LESSON_FEEDBACK_NONE:
    default: return NULL;
    }
}

/* The verdict's words (free with g_free()), NULL while there is none. */
static inline char *
gt_test_dup_feedback (GtLessonModel *model)
{
  const char *message = NULL;

  if (gt_lesson_model_get_feedback (model, &message, NULL) == GT_LESSON_FEEDBACK_NONE)
    return NULL;
  return g_strdup (message);
}

/* The rule the verdict cites, NULL for none. */
static inline const char *
gt_test_feedback_rule (GtLessonModel *model)
{
  const char *rule = NULL;

  if (gt_lesson_model_get_feedback (model, NULL, &rule) == GT_LESSON_FEEDBACK_NONE)
    return NULL;
  return rule;
}
