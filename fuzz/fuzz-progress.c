/* fuzz-progress.c — the learner's progress file
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The progress file is the app's own, but a disk, a sync tool or a hand
 * edit can leave anything in it, and the app reads it before its window is
 * up.  The bytes are read as gt_progress_load() reads a file (from memory:
 * gt_progress_load_data(), nothing written), then every lesson, puzzle and
 * drill the input names is asked for, changed and asked again, and the
 * Play page's review is read back.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "gt-progress.h"

/* At most this many ids from the input's group headers. */
#define MAX_IDS 16

/* The ids of "[Lesson ID]", "[Puzzle ID]" and "[Drill ID]" headers. */
static guint
find_ids (const char *text,
          const char *prefix,
          char      **ids,
          guint       n)
{
  gsize plen = strlen (prefix);

  for (const char *p = strstr (text, prefix); p != NULL && n < MAX_IDS; p = strstr (p + 1, prefix))
    {
      const char *end = strchr (p + plen, ']');
      const char *nl = strchr (p + plen, '\n');

      if (end != NULL && (nl == NULL || end < nl))
        ids[n++] = g_strndup (p + plen, (gsize) (end - (p + plen)));
    }
  return n;
}

static void
ask (GtProgress *progress,
     const char *id)
{
  gt_progress_get_steps_done (progress, id);
  gt_progress_count_steps_done (progress, id);
  gt_progress_is_step_done (progress, id, 64);
  gt_progress_get_current_step (progress, id);
  gt_progress_get_lesson_completed (progress, id);
  gt_progress_get_lesson_lapses (progress, id);
  gt_progress_get_lesson_stars (progress, id);
  gt_progress_get_lesson_mistakes (progress, id);
  gt_progress_get_puzzle_state (progress, id);
  gt_progress_get_puzzle_failures (progress, id);
  gt_progress_get_puzzle_best (progress, id);
  gt_progress_get_puzzle_review (progress, id);
  gt_progress_get_drill_stars (progress, id);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GtProgress) progress = NULL;
  g_autofree char *text = NULL;
  char *ids[MAX_IDS];
  guint n = 0;
  g_auto(GStrv) review = NULL;
  guint32 game;
  guint deal;

  if (size > GT_FUZZ_MAX_INPUT)
    return 0;
  /* A path that is never read or written. */
  progress = gt_progress_new ("/nonexistent/guandan-tutor-fuzz/progress.ini");
  gt_progress_load_data (progress, (const char *) data, size, NULL);

  text = g_strndup ((const char *) data, size);
  n = find_ids (text, "[Lesson ", ids, n);
  n = find_ids (text, "[Puzzle ", ids, n);
  n = find_ids (text, "[Drill ", ids, n);
  for (guint i = 0; i < n; i++)
    {
      ask (progress, ids[i]);
      gt_progress_set_step_done (progress, ids[i], 3);
      gt_progress_set_current_step (progress, ids[i], 4);
      gt_progress_add_lesson_lapse (progress, ids[i]);
      gt_progress_finish_lesson_pass (progress, ids[i]);
      gt_progress_set_lesson_mistakes (progress, ids[i], 5);
      gt_progress_add_puzzle_failure (progress, ids[i]);
      gt_progress_set_puzzle_best (progress, ids[i], GT_PUZZLE_SOLVED_CLEAN);
      gt_progress_set_drill_stars (progress, ids[i], 2);
      ask (progress, ids[i]);
      gt_progress_reset_lesson (progress, ids[i]);
      gt_progress_reset_puzzle (progress, ids[i]);
      g_free (ids[i]);
    }

  review = gt_progress_get_play_review (progress, &game, &deal);
  if (review != NULL && g_strv_length (review) % 4 != 0)
    g_error ("the Play review has %u fields, not a multiple of four", g_strv_length (review));
  return 0;
}
