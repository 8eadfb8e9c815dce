/* fuzz-lesson.c — lesson files from strangers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Teachers share lessons, so the loader is the app's widest door.  Loaded
 * without the solver, as the app's library loads them; every step that
 * loads is also answered once, with its own model answer where it has one,
 * so the answer checkers see whatever the loader let through.
 */
#include "config.h"

#include "fuzz.h"
#include "gt-lesson.h"

static void
answer_steps (const GtLesson *lesson)
{
  for (guint i = 0; i < lesson->n_steps; i++)
    {
      const GtLessonStep *step = &lesson->steps[i];
      GtAnswer answer = { 0 };
      GPtrArray *runs = gt_text_runs_parse (step->text, NULL);

      if (runs)
        gt_text_runs_free (runs);
      if (step->broken)
        continue;
      switch (step->kind)
        {
        case GT_STEP_PLAY:
          /* The win check needs the solver; the loader without one cannot
           * have proved such a step, and the app always passes one. */
          if (step->expect == GT_EXPECT_WIN)
            break;
          gt_lesson_step_answer_play (lesson, step, step->has_answer ? &step->answer : NULL,
                                      NULL, &answer);
          break;
        case GT_STEP_JUDGE:
          gt_lesson_step_answer_judge (lesson, step, TRUE, &answer);
          break;
        case GT_STEP_CHOOSE:
          gt_lesson_step_answer_choose (lesson, step, 1, &answer);
          break;
        case GT_STEP_ACT:
          /* The Answer, and a declaration's first choice with no card. */
          if (step->has_answer)
            gt_lesson_step_answer_act (lesson, step, &step->answer, step->answer_choice, &answer);
          else if (gt_lesson_step_is_declaration (step))
            gt_lesson_step_answer_act (lesson, step, NULL, &step->act->choices[0], &answer);
          break;
        case GT_STEP_SPLIT:
          if (step->has_position)
            {
              GtCardList hand;

              /* The whole hand as one play: the group's check, and the
               * split's when it is one. */
              gt_game_hand_list (&step->position, GT_SEAT_S, &hand);
              gt_lesson_step_answer_split (lesson, step, &hand, 1, &answer);
            }
          break;
        case GT_STEP_READ:
        default:
          break;
        }
      gt_answer_clear (&answer);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autoptr(GtSource) src = NULL;
  GtLesson *lesson;

  if (size > GT_FUZZ_MAX_INPUT)
    return 0;
  src = gt_source_new_from_data ("fuzz.lesson", (const char *) data, size, problems);
  lesson = gt_lesson_load_source (src, NULL, problems);
  /* What `validate` adds: warnings on markup-like texts. */
  gt_source_check_markup (src, gt_lesson_text_keys, problems);
  g_free (gt_problems_to_string (problems));
  if (lesson)
    {
      answer_steps (lesson);
      gt_lesson_free (lesson);
    }
  return 0;
}
