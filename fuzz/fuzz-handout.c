/* fuzz-handout.c — a stranger's lesson laid out as a printed handout
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export Handout… and `guandan-tutor-cli handout` lay out whatever lesson
 * the library shows, problems and all.  The input is loaded as a lesson
 * (without the solver, as the library loads it), laid out on A4 and drawn
 * page by page into a PDF that goes to memory, through cairo's stream
 * callback: the text's layout with its inline cards, the diagrams, the
 * flowing of a text over pages and the answer key, with no file written.
 */
#include "config.h"

#include <cairo-pdf.h>

#include "fuzz.h"
#include "gt-handout.h"
#include "gt-lesson.h"

static cairo_status_t
count_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}

/* libFuzzer's start: fontconfig reads its caches and Pango loads its fonts
 * on the first layout, which took the first input past the time a hang is
 * given. */
int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  static const char lesson[] =
    "[Lesson]\nId=warm\nGame=guandan\nTitle=Warm\nOrder=1\nRules=gd.players\n\n"
    "[Step 1]\nText=A pair: {S3 S3}.\nDo=read\n";

  LLVMFuzzerTestOneInput ((const guint8 *) lesson, sizeof lesson - 1);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autoptr(GtSource) src = NULL;
  g_autoptr(GtLesson) lesson = NULL;
  g_autoptr(GtHandout) handout = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  gsize written = 0;
  guint n;

  if (size > GT_FUZZ_MAX_INPUT)
    return 0;
  src = gt_source_new_from_data ("fuzz.lesson", (const char *) data, size, problems);
  lesson = gt_lesson_load_source (src, NULL, problems);
  if (lesson == NULL)
    return 0;

  handout = gt_handout_new ();
  gt_handout_add_lesson (handout, lesson);
  n = gt_handout_paginate (handout, GT_HANDOUT_A4_WIDTH, GT_HANDOUT_A4_HEIGHT);
  if (n == 0)
    g_error ("a lesson laid out on no page");
  surface = cairo_pdf_surface_create_for_stream (count_bytes, &written, GT_HANDOUT_A4_WIDTH, GT_HANDOUT_A4_HEIGHT);
  cr = cairo_create (surface);
  for (guint page = 0; page < n; page++)
    {
      gt_handout_draw_page (handout, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS || written == 0)
    g_error ("the handout's PDF was not made: %s", cairo_status_to_string (cairo_surface_status (surface)));
  cairo_surface_destroy (surface);
  return 0;
}
