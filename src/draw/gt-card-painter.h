/* gt-card-painter.h — one playing card, painted on any cairo context
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The drawing of a card's face and back, with nothing of GTK in it: cairo
 * for the shapes and pangocairo for the letters.  GtCardView paints through
 * it on screen; a handout printer paints the same cards on a cairo PDF
 * surface, and a table view paints stacks of backs with it.  What only a
 * screen has (the drop shadow, the hint glow, the focus ring, the shake)
 * stays in the widget.
 *
 * Sizes are in the context's user units: pixels on an image surface or a
 * widget, points on a PDF surface.  The card fills the box (0, 0, width,
 * height) of the current user space, which the caller translates and scales
 * as it likes; the drawing keeps the proportions of a 5:7 card whatever the
 * box (see gt-card-painter.c for the measures), so a box of another shape
 * gets a stretched card only in its outline.  The outline of a selected
 * card lies outside the box, gt_card_painter_outline_margin() wide.
 *
 * With a deck in the options (gt-card-deck.h) faces and backs are the
 * deck's art, and what the game adds is drawn over it the same in every
 * deck: 大王 / 小王 on the jokers, the crown of Bao Huang's emperor card
 * (`RJ*`, a big joker) and the shield of its guard card (`BJ*`, a small
 * joker), the level and wild badges, a declared card's ghost, dim, the
 * border and the selection.  Faces smaller than
 * GT_CARD_PAINTER_MINI_WIDTH, the four-colour deck and jokers a deck does
 * not have are drawn here whatever the deck.
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pango.h>

#include "gt-card.h"
#include "gt-card-deck.h"

G_BEGIN_DECLS

/* A colour with alpha, each part 0 … 1 (a GdkRGBA's layout, without GDK). */
typedef struct {
  double red, green, blue, alpha;
} GtPaintColour;

typedef struct {
  gboolean face_down;      /* the back instead of the face (card ignored) */
  gboolean four_colour;    /* diamonds blue, clubs green */
  gboolean level_card;     /* the gold disc under the index */
  gboolean wild;           /* the disc with a star */
  GtCard declared;         /* a wild card read as this card (ghosted "as 7♠"); GT_CARD_NONE for none */
  gboolean selected;       /* an outline round the card in outline_colour */
  gboolean dim;            /* faded: a card out of play, or not the point */
  gboolean border;         /* the 1 px neutral border inside the edge (TRUE) */
  double border_alpha;     /* its strength (0.2; a widget on a dark style: 0.35) */
  GtPaintColour outline_colour;  /* the selection outline (the accent) */
  const char *font_family; /* NULL: "Sans" */
  GtCardDeck *deck;        /* the art of faces and backs; NULL: drawn here ("Large index") */
} GtCardPaintOptions;

/* Plain face up, no marks, the two-colour deck, the 1 px border, a blue
 * selection outline, "Sans". */
void   gt_card_paint_options_init     (GtCardPaintOptions       *opts);

/* The language the user reads the app's texts in — the first of
 * g_get_language_names() that is Japanese or Chinese, else the first that
 * names a language — so that Han characters (大王, 小王, and the handout's
 * text) take Japanese or Chinese shapes as the reader's language wants,
 * even when LANGUAGE asks for a translation the locale (LC_CTYPE, which is
 * what Pango asks by default) does not say. */
PangoLanguage *gt_card_painter_language (void);

/* Paints card (or its back) into the box (0, 0, width, height).  opts may
 * be NULL (gt_card_paint_options_init()'s defaults).  Leaves the context's
 * state as it found it. */
void   gt_card_painter_draw           (cairo_t                  *cr,
                                       GtCard                    card,
                                       double                    width,
                                       double                    height,
                                       const GtCardPaintOptions *opts);

/* How far outside the box a selected card's outline reaches, for a card
 * width wide: what a caller leaves round the box so that it is not cut. */
double gt_card_painter_outline_margin (double                    width);

/* The corner radius of a card width wide (a widget's shadow and focus ring
 * follow it). */
double gt_card_painter_radius         (double                    width);

/* Below this width a face shows rank over suit large, without an index
 * (inline cards in text, side seats' mini cards). */
#define GT_CARD_PAINTER_MINI_WIDTH 40

G_END_DECLS
