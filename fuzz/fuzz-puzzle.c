/* fuzz-puzzle.c — puzzle files from strangers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The loader and validator without the solver (which is exact and slow by
 * design; its input is a position the loader has already accepted).
 */
#include "config.h"

#include "fuzz.h"
#include "gt-puzzle.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autoptr(GtSource) src = NULL;
  GtPuzzle *puzzle;

  if (size > GT_FUZZ_MAX_INPUT)
    return 0;
  src = gt_source_new_from_data ("fuzz.puzzle", (const char *) data, size, problems);
  puzzle = gt_puzzle_load_source (src, problems);
  /* What `validate` adds: warnings on markup-like texts. */
  gt_source_check_markup (src, gt_puzzle_text_keys, problems);
  g_free (gt_problems_to_string (problems));
  if (puzzle)
    gt_puzzle_free (puzzle);
  return 0;
}
