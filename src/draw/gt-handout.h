/* gt-handout.h — lessons as a printed worksheet: pages on any cairo context
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A handout is one lesson or several (a chapter), laid out as pages to
 * print: each lesson starts a page with its chapter, title and summary;
 * each step's text follows with its position drawn as a card diagram (the
 * seats round the table, their hands, the play to beat — the same
 * GtTableModel and card painter as the app's table); the steps that ask
 * something are numbered questions, with the options to tick, Legal /
 * Illegal, or a line to write a play on; the answer key closes the
 * handout, every question's answer with the lesson's own explanation.
 *
 * Text is laid out with Pango in the user's language (the lessons'
 * translations, and the catalogue's for a lesson file read without them),
 * so that Japanese and Chinese are set in their own fonts; cards written in
 * a text ("{S3 H4}") are drawn inline as small cards.  Sizes are points:
 * the pages are drawn on a cairo context whose user unit is the point (a
 * PDF surface, or GtkPrintOperation with GTK_UNIT_POINTS).
 *
 * No GTK here: the command line writes PDF files with it, and the app both
 * writes them and prints the same pages.  The handout keeps pointers to the
 * lessons added: they must outlive it.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "gt-card-deck.h"
#include "gt-lesson.h"

G_BEGIN_DECLS

/* Paper sizes in points. */
#define GT_HANDOUT_A4_WIDTH      595.276
#define GT_HANDOUT_A4_HEIGHT     841.890
#define GT_HANDOUT_LETTER_WIDTH  612.0
#define GT_HANDOUT_LETTER_HEIGHT 792.0

typedef struct _GtHandout GtHandout;

/* An empty handout: A4 or Letter as the locale's paper says
 * (gt_handout_default_paper()), the drawn cards, two colours. */
GtHandout *gt_handout_new             (void);
void       gt_handout_free            (GtHandout       *self);

/* The locale's paper (LC_PAPER): Letter where it is Letter, else A4. */
void       gt_handout_default_paper   (double          *width,
                                       double          *height);

/* Options, before the pages are laid out.  The deck: NULL for the drawn
 * "Large index" cards (a ref is kept). */
void       gt_handout_set_deck        (GtHandout       *self,
                                       GtCardDeck      *deck);
void       gt_handout_set_four_colour (GtHandout       *self,
                                       gboolean         four_colour);

/* Adds a lesson (kept by pointer; it must outlive the handout).  Its
 * broken steps are printed as text only. */
void       gt_handout_add_lesson      (GtHandout       *self,
                                       const GtLesson  *lesson);
guint      gt_handout_get_n_lessons   (GtHandout       *self);
/* How many numbered questions the lessons have (steps that ask for an
 * answer). */
guint      gt_handout_get_n_questions (GtHandout       *self);

/* Lays the lessons out on pages of that size (points) and returns how many
 * pages there are (at least 1).  Laying out again on another size is
 * allowed. */
guint      gt_handout_paginate        (GtHandout       *self,
                                       double           width,
                                       double           height);
guint      gt_handout_get_n_pages     (GtHandout       *self);
/* How far down page (0-based) of the last layout its content reaches, as a
 * share of the text area's height (0 … 1; a little over when a text runs
 * into the foot): how full the page is. */
double     gt_handout_get_page_fill   (GtHandout       *self,
                                       guint            page);
/* Draws page (0-based) of the last layout on cr, whose user space is the
 * page in points, (0, 0) its top left corner. */
void       gt_handout_draw_page       (GtHandout       *self,
                                       cairo_t         *cr,
                                       guint            page);

/* Lays out on the paper given (or the locale's when width or height is 0)
 * and writes every page to a PDF file; the fonts are embedded.  The file
 * is written atomically (gt-atomic-file.h): never through a link, never to
 * a FIFO or a device, never over a read-only file, and on any error the old
 * file is left as it was.  FALSE with error set (G_IO_ERROR) when the file
 * cannot be written. */
gboolean   gt_handout_write_pdf       (GtHandout       *self,
                                       const char      *path,
                                       double           width,
                                       double           height,
                                       GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GtHandout, gt_handout_free)

G_END_DECLS
