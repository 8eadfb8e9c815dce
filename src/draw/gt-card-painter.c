/* gt-card-painter.c — one playing card, painted on any cairo context
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is measured in fractions of the card's width, so a 24 px inline
 * card, a 120 px projector card and a 50 mm printed card are the same
 * drawing.
 *
 * Layout of a face, in units of the width W (the height is 1.4 W):
 *
 *   - corner index centred on x = 0.16 W: the rank (0.22 W, bold) over the
 *     suit (0.19 W).  A hand overlaps cards by at least 0.34 W (see
 *     gt-hand-view.c) so this column always shows;
 *   - under it, still inside that column, the level/wild badge and, for a
 *     declared wild card, the card it stands for, ghosted;
 *   - the centre: one big suit symbol, or the letter over the suit for
 *     J Q K A; jokers have 大王 / 小王 and "JOKER" written down the index;
 *   - Bao Huang's emperor card (`RJ*`, a big joker) carries a crown and its
 *     guard card (`BJ*`, a small joker) a shield, under the index where a
 *     level card has its badge: always in view in a hand, in every design;
 *   - on cards 84 units wide or more, the index again, rotated, bottom
 *     right.
 *
 * Text is placed by its ink box, not its line box: that is what centres a
 * suit symbol or aligns a rank to the card's edge in any font.  Positions
 * of text are rounded to whole units, which keeps letters sharp on a
 * screen and is below what a printer shows.
 *
 * This file was the drawing half of gt-card-view.c (GtkSnapshot); moved
 * here, in cairo, so that a printed handout shows the cards the app shows.
 */
#define G_LOG_DOMAIN "gt-card-painter"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "gt-card-painter.h"

/* From this width on the index is repeated bottom right. */
#define DOUBLE_INDEX_WIDTH 84

/* Ink: cards are white in every style, so these are fixed.  Red is
 * libadwaita's red-4, darker than red-3 so that it reads on white. */
static const GtPaintColour ink_red = { 0.753, 0.110, 0.157, 1 };    /* #c01c28 */
static const GtPaintColour ink_black = { 0.141, 0.122, 0.192, 1 };  /* #241f31 */
/* The four-colour deck's diamonds and clubs: libadwaita's blue-5, and a
 * green darker than green-5 for the same contrast on white as the red. */
static const GtPaintColour ink_blue = { 0.102, 0.373, 0.706, 1 };   /* #1a5fb4 */
static const GtPaintColour ink_green = { 0.110, 0.471, 0.247, 1 };  /* #1c783f */
static const GtPaintColour face_white = { 1, 1, 1, 1 };
static const GtPaintColour gold = { 0.961, 0.761, 0.067, 1 };       /* #f5c211 */
static const GtPaintColour gold_rim = { 0.612, 0.431, 0.012, 1 };   /* #9c6e03 */
static const GtPaintColour back_blue = { 0.102, 0.373, 0.706, 1 };  /* #1a5fb4 */
static const GtPaintColour back_deep = { 0.071, 0.255, 0.537, 1 };  /* #124189 */
static const GtPaintColour as_grey = { 0.37, 0.36, 0.39, 1 };

typedef struct {
  double x, y, w, h;
} Ink;

typedef struct {
  cairo_t *cr;
  PangoLayout *layout;
  PangoFontDescription *font;
  gboolean four_colour;   /* the card's deck (suit_ink()) */
} Pen;

void
gt_card_paint_options_init (GtCardPaintOptions *opts)
{
  g_return_if_fail (opts != NULL);

  *opts = (GtCardPaintOptions) {
    .declared = GT_CARD_NONE,
    .border = TRUE,
    .border_alpha = 0.2,
    .outline_colour = { 0.208, 0.518, 0.894, 1 },   /* libadwaita's blue-3 */
  };
}

double
gt_card_painter_radius (double width)
{
  return MAX (2.0, width * 0.06);
}

/* The selection outline's width: 4 % of the card, 2 px at least. */
static double
outline_line (double width)
{
  return MAX (2.0, round (width * 0.04));
}

double
gt_card_painter_outline_margin (double width)
{
  return 1.0 + 2 * outline_line (width);
}

/* ---- Primitives ------------------------------------------------------------- */

static void
set_colour (cairo_t             *cr,
            const GtPaintColour *c)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
}

static void
set_colour_alpha (cairo_t             *cr,
                  const GtPaintColour *c,
                  double               alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, alpha);
}

static void
rounded_path (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
fill_rounded (cairo_t             *cr,
              double               x,
              double               y,
              double               w,
              double               h,
              double               r,
              const GtPaintColour *c)
{
  rounded_path (cr, x, y, w, h, r);
  set_colour (cr, c);
  cairo_fill (cr);
}

/* A line `width` wide just inside the rounded rectangle (what a CSS border
 * of that width draws). */
static void
ring (cairo_t             *cr,
      double               x,
      double               y,
      double               w,
      double               h,
      double               r,
      double               width,
      const GtPaintColour *c)
{
  rounded_path (cr, x + width / 2, y + width / 2, w - width, h - width, MAX (0.0, r - width / 2));
  cairo_set_line_width (cr, width);
  set_colour (cr, c);
  cairo_stroke (cr);
}

/* Whether a joker is a big one: the emperor card is a big joker, the guard
 * card a small one, and they are drawn as such with their mark. */
static gboolean
is_big_joker (GtCard card)
{
  return gt_card_unmarked (card) == GT_CARD_RJ;
}

static const GtPaintColour *
suit_ink (const Pen *pen,
          GtCard     card)
{
  if (gt_card_is_joker (card))
    return is_big_joker (card) ? &ink_red : &ink_black;
  switch (gt_card_suit (card))
    {
    case GT_SUIT_HEARTS:
      return &ink_red;
    case GT_SUIT_DIAMONDS:
      return pen->four_colour ? &ink_blue : &ink_red;
    case GT_SUIT_CLUBS:
      return pen->four_colour ? &ink_green : &ink_black;
    case GT_SUIT_SPADES:
    case GT_SUIT_NONE:
    default:
      return &ink_black;
    }
}

/* ---- Text ------------------------------------------------------------------- */

PangoLanguage *
gt_card_painter_language (void)
{
  const char *const *languages = g_get_language_names ();
  PangoLanguage *language = pango_language_from_string (languages[0]);

  for (guint i = 0; languages[i] != NULL; i++)
    if (g_str_has_prefix (languages[i], "ja") || g_str_has_prefix (languages[i], "zh"))
      return pango_language_from_string (languages[i]);
    else if (!g_str_equal (languages[i], "C") && strchr (languages[i], '.') == NULL)
      break;
  return language;
}

static void
pen_init (Pen                      *pen,
          cairo_t                  *cr,
          const GtCardPaintOptions *opts)
{
  cairo_font_options_t *fo = cairo_font_options_create ();

  pen->cr = cr;
  pen->four_colour = opts->four_colour;
  pen->layout = pango_cairo_create_layout (cr);
  /* Metrics unhinted: the ink boxes the drawing measures then scale with
   * the card, on a screen as on paper. */
  cairo_font_options_set_hint_metrics (fo, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (pen->layout), fo);
  pango_context_set_language (pango_layout_get_context (pen->layout), gt_card_painter_language ());
  pango_layout_context_changed (pen->layout);
  cairo_font_options_destroy (fo);
  pen->font = pango_font_description_new ();
  pango_font_description_set_family (pen->font, opts->font_family != NULL ? opts->font_family : "Sans");
}

static void
pen_clear (Pen *pen)
{
  g_object_unref (pen->layout);
  pango_font_description_free (pen->font);
}

/* Sets the text and returns its ink box, relative to the layout's origin. */
static void
pen_set (Pen         *pen,
         const char  *text,
         double       px,
         PangoWeight  weight,
         Ink         *ink)
{
  PangoRectangle r;

  pango_font_description_set_absolute_size (pen->font, MAX (px, 1.0) * PANGO_SCALE);
  pango_font_description_set_weight (pen->font, weight);
  pango_layout_set_font_description (pen->layout, pen->font);
  pango_layout_set_attributes (pen->layout, NULL);
  pango_layout_set_text (pen->layout, text, -1);
  pango_layout_get_extents (pen->layout, &r, NULL);
  *ink = (Ink) { (double) r.x / PANGO_SCALE, (double) r.y / PANGO_SCALE,
                 (double) r.width / PANGO_SCALE, (double) r.height / PANGO_SCALE };
}

/* The rank's text.  "10" is the one rank of two characters: drawn with its
 * letters pulled together it stays inside the index column. */
static void
pen_set_rank (Pen   *pen,
              guint  rank,
              double px,
              Ink   *ink)
{
  pen_set (pen, gt_rank_to_string (rank), px, PANGO_WEIGHT_BOLD, ink);
  if (rank == GT_RANK_10)
    {
      PangoAttrList *attrs = pango_attr_list_new ();
      PangoRectangle r;

      pango_attr_list_insert (attrs, pango_attr_letter_spacing_new ((int) (-px * 0.12 * PANGO_SCALE)));
      pango_layout_set_attributes (pen->layout, attrs);
      pango_attr_list_unref (attrs);
      pango_layout_get_extents (pen->layout, &r, NULL);
      *ink = (Ink) { (double) r.x / PANGO_SCALE, (double) r.y / PANGO_SCALE,
                     (double) r.width / PANGO_SCALE, (double) r.height / PANGO_SCALE };
    }
}

/* Draws the text last set with its ink box's top centre at (cx, top). */
static void
pen_draw_top (Pen                 *pen,
              const Ink           *ink,
              const GtPaintColour *colour,
              double               cx,
              double               top)
{
  cairo_move_to (pen->cr, round (cx - ink->x - ink->w / 2), round (top - ink->y));
  set_colour (pen->cr, colour);
  pango_cairo_show_layout (pen->cr, pen->layout);
}

static void
pen_draw_centre (Pen                 *pen,
                 const Ink           *ink,
                 const GtPaintColour *colour,
                 double               cx,
                 double               cy)
{
  pen_draw_top (pen, ink, colour, cx, cy - ink->h / 2);
}

/* ---- The face --------------------------------------------------------------- */

/* The corner index: rank over suit, top centre at (cx, top).  Returns the
 * bottom of the ink. */
static double
draw_index (Pen                 *pen,
            GtCard               card,
            const GtPaintColour *colour,
            double               W,
            double               cx,
            double               top)
{
  Ink ink;
  double y = top;

  if (gt_card_is_joker (card))
    {
      /* 大 or 小 on top, so that the two jokers differ in shape and not only
       * in colour even when only this column shows; then JOKER downwards. */
      static const char *const letters[] = { "J", "O", "K", "E", "R" };

      pen_set (pen, is_big_joker (card) ? "大" : "小", W * 0.19, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_top (pen, &ink, colour, cx, y);
      y += ink.h + W * 0.05;
      for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
        {
          pen_set (pen, letters[i], W * 0.13, PANGO_WEIGHT_BOLD, &ink);
          pen_draw_top (pen, &ink, colour, cx, y);
          y += W * 0.15;
        }
      return y;
    }

  pen_set_rank (pen, gt_card_rank (card), W * 0.22, &ink);
  pen_draw_top (pen, &ink, colour, cx, y);
  y += ink.h + W * 0.04;

  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), W * 0.2, PANGO_WEIGHT_NORMAL, &ink);
  pen_draw_top (pen, &ink, colour, cx, y);
  return y + ink.h;
}

/* Rank over suit, centred on (cx, cy): the centre of a court card, of a
 * card too small for an index, and of a declared card's ghost. */
static void
draw_rank_over_suit (Pen                 *pen,
                     GtCard               card,
                     const GtPaintColour *colour,
                     double               rank_px,
                     double               suit_px,
                     double               gap,
                     double               cx,
                     double               cy)
{
  Ink ink, ink2;
  double top;

  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), suit_px, PANGO_WEIGHT_NORMAL, &ink2);
  pen_set_rank (pen, gt_card_rank (card), rank_px, &ink);
  top = cy - (ink.h + gap + ink2.h) / 2;
  pen_draw_top (pen, &ink, colour, cx, top);
  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), suit_px, PANGO_WEIGHT_NORMAL, &ink2);
  pen_draw_top (pen, &ink2, colour, cx, top + ink.h + gap);
}

static void
draw_centre (Pen   *pen,
             GtCard card,
             double W,
             double H)
{
  const GtPaintColour *colour = suit_ink (pen, card);
  Ink ink, ink2;
  guint rank = gt_card_rank (card);
  /* Slightly right of the middle: the index column takes the left. */
  double cx = W * 0.56, cy = H * 0.52;

  if (gt_card_is_joker (card))
    {
      /* 大王 / 小王 written downwards, as on a Chinese deck. */
      const char *first = is_big_joker (card) ? "大" : "小";
      double gap = W * 0.06, top;

      pen_set (pen, first, W * 0.36, PANGO_WEIGHT_BOLD, &ink);
      pen_set (pen, "王", W * 0.36, PANGO_WEIGHT_BOLD, &ink2);
      top = cy - (ink.h + gap + ink2.h) / 2;
      pen_draw_top (pen, &ink2, colour, cx, top + ink.h + gap);
      pen_set (pen, first, W * 0.36, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_top (pen, &ink, colour, cx, top);
      return;
    }

  if (rank >= GT_RANK_J)
    {
      /* A court card or the Ace: the letter over the suit, in a thin frame
       * for J Q K so that they read as "picture" cards at a glance. */
      if (rank != GT_RANK_A)
        {
          double fx = W * 0.31, fy = H * 0.12, fw = W * 0.56, fh = H * 0.78, fr = W * 0.04;

          rounded_path (pen->cr, fx, fy, fw, fh, fr);
          set_colour_alpha (pen->cr, colour, 0.05);
          cairo_fill (pen->cr);
          {
            GtPaintColour tint = *colour;

            tint.alpha = 0.35;
            ring (pen->cr, fx, fy, fw, fh, fr, MAX (1.0, round (W * 0.012)), &tint);
          }
          cx = W * 0.59;
        }
      draw_rank_over_suit (pen, card, colour, W * 0.36, W * 0.26, W * 0.05, cx, cy);
      return;
    }

  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), W * 0.5, PANGO_WEIGHT_NORMAL, &ink);
  pen_draw_centre (pen, &ink, colour, cx, cy);
}

/* The gold badge under the index: a plain disc for a level card, the disc
 * with a star for a wild card (a different shape, not only a colour). */
static void
draw_badge (Pen     *pen,
            double   W,
            double   cx,
            double   top,
            gboolean wild)
{
  cairo_t *cr = pen->cr;
  double d = W * 0.2;
  Ink ink;

  /* A faint shadow under the disc: it sits on the card, not in it. */
  cairo_arc (cr, cx, top + d / 2 + MAX (0.5, W * 0.006), d / 2 + W * 0.01, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
  cairo_fill (cr);
  cairo_arc (cr, cx, top + d / 2, d / 2, 0, 2 * G_PI);
  set_colour (cr, &gold);
  cairo_fill (cr);
  ring (cr, cx - d / 2, top, d, d, d / 2, MAX (1.0, W * 0.012), &gold_rim);

  if (wild)
    {
      pen_set (pen, "★", d * 0.8, PANGO_WEIGHT_NORMAL, &ink);
      pen_draw_centre (pen, &ink, &ink_black, cx, top + d / 2);
    }
}

/* Bao Huang's marked jokers, a shape each d wide with its top centre at
 * (cx, top): a crown for the emperor card, a shield for the guard card, in
 * the badges' gold (a mark the game adds, as the level card's disc). */
static void
draw_role_mark (cairo_t *cr,
                GtCard   card,
                double   cx,
                double   top,
                double   d)
{
  double l = cx - d / 2, r = cx + d / 2;

  cairo_new_path (cr);
  if (card == GT_CARD_RJ_MARKED)
    {
      /* Three points over a band. */
      cairo_move_to (cr, l, top + d * 0.85);
      cairo_line_to (cr, l, top + d * 0.2);
      cairo_line_to (cr, cx - d * 0.25, top + d * 0.5);
      cairo_line_to (cr, cx, top + d * 0.05);
      cairo_line_to (cr, cx + d * 0.25, top + d * 0.5);
      cairo_line_to (cr, r, top + d * 0.2);
      cairo_line_to (cr, r, top + d * 0.85);
    }
  else
    {
      /* Straight along the top, curving down to a point. */
      cairo_move_to (cr, l + d * 0.05, top + d * 0.08);
      cairo_line_to (cr, r - d * 0.05, top + d * 0.08);
      cairo_line_to (cr, r - d * 0.05, top + d * 0.45);
      cairo_curve_to (cr, r - d * 0.05, top + d * 0.75, cx + d * 0.2, top + d * 0.9, cx, top + d);
      cairo_curve_to (cr, cx - d * 0.2, top + d * 0.9, l + d * 0.05, top + d * 0.75, l + d * 0.05, top + d * 0.45);
    }
  cairo_close_path (cr);
  set_colour (cr, &gold);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, d * 0.08));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_colour (cr, &gold_rim);
  cairo_stroke (cr);
}

/* A dashed outline just inside a rounded rectangle: what marks a drawing as
 * a stand-in rather than a card. */
static void
dashed_ring (cairo_t             *cr,
             double               x,
             double               y,
             double               w,
             double               h,
             double               r,
             double               width,
             const GtPaintColour *c)
{
  double dash = MAX (2.0, width * 2.5);

  cairo_save (cr);
  cairo_set_dash (cr, &dash, 1, 0);
  ring (cr, x, y, w, h, r, width, c);
  cairo_restore (cr);
}

/* The card a wild card stands for, ghosted over the centre: "as" over its
 * rank and suit, faint, in a tinted box.  The wild card's own index and star
 * stay in the index column. */
static void
draw_declared (Pen   *pen,
               GtCard as,
               double W,
               double H)
{
  GtPaintColour ghost = *suit_ink (pen, as);
  GtPaintColour rim = ghost;
  Ink ink;
  double cx = W * 0.61;
  double bw = W * 0.52, bh = H * 0.62;
  double top = H * 0.5 - bh / 2;
  double r = W * 0.06;

  fill_rounded (pen->cr, cx - bw / 2, top, bw, bh, r, &face_white);
  rounded_path (pen->cr, cx - bw / 2, top, bw, bh, r);
  set_colour_alpha (pen->cr, &ghost, 0.07);
  cairo_fill (pen->cr);
  rim.alpha = 0.55;
  dashed_ring (pen->cr, cx - bw / 2, top, bw, bh, r, MAX (1.0, round (W * 0.018)), &rim);

  ghost.alpha = 0.6;
  /* Translators: written small on a wild card above the card it stands for
   * ("as 5♠"); keep it very short. */
  pen_set (pen, C_("wild card declared", "as"), W * 0.16, PANGO_WEIGHT_NORMAL, &ink);
  pen_draw_top (pen, &ink, &as_grey, cx, top + W * 0.06);
  draw_rank_over_suit (pen, as, &ghost, W * 0.3, W * 0.24, W * 0.04,
                       cx, top + W * 0.06 + ink.h + (bh - W * 0.06 - ink.h) / 2);
}

/* Too small for an index (inline cards in text): rank over suit, large, in
 * the middle. */
static void
draw_mini_face (Pen                      *pen,
                GtCard                    card,
                const GtCardPaintOptions *opts,
                double                    W,
                double                    H)
{
  GtCard c = opts->declared != GT_CARD_NONE ? opts->declared : card;

  if (gt_card_is_joker (c))
    {
      Ink ink;

      pen_set (pen, is_big_joker (c) ? "大" : "小", W * 0.55, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_centre (pen, &ink, suit_ink (pen, c), W / 2, H / 2);
      /* The mark where a wild card has its star. */
      if (gt_card_is_marked (c))
        {
          double d = MAX (6.0, round (W * 0.28));

          /* Inside the rounded corner, clear of the edge. */
          draw_role_mark (pen->cr, c, W * 0.92 - d / 2, W * 0.06, d);
        }
      return;
    }
  draw_rank_over_suit (pen, c, suit_ink (pen, c), W * 0.42, W * 0.4, W * 0.05, W / 2, H / 2);
  /* The star says "wild": a declared card is one even when the hand that
   * shows it knows no rules. */
  if (opts->wild || opts->declared != GT_CARD_NONE)
    {
      Ink ink;

      pen_set (pen, "★", W * 0.26, PANGO_WEIGHT_NORMAL, &ink);
      pen_draw_centre (pen, &ink, &gold_rim, W * 0.82, W * 0.17);
    }
  else if (opts->level_card)
    {
      /* A level card: the gold disc of the full-size badge, small. */
      double d = MAX (5.0, round (W * 0.2));

      cairo_arc (pen->cr, W * 0.82, W * 0.17, d / 2, 0, 2 * G_PI);
      set_colour (pen->cr, &gold);
      cairo_fill (pen->cr);
      ring (pen->cr, W * 0.82 - d / 2, W * 0.17 - d / 2, d, d, d / 2, 1.0, &gold_rim);
    }
}

static void
draw_face (Pen                      *pen,
           GtCard                    card,
           const GtCardPaintOptions *opts,
           double                    W,
           double                    H)
{
  double cx = W * 0.16;
  double bottom;
  gboolean declared = opts->declared != GT_CARD_NONE && !gt_card_is_joker (card);

  if (W < GT_CARD_PAINTER_MINI_WIDTH)
    {
      draw_mini_face (pen, card, opts, W, H);
      return;
    }

  if (declared)
    draw_declared (pen, opts->declared, W, H);
  else
    draw_centre (pen, card, W, H);
  bottom = draw_index (pen, card, suit_ink (pen, card), W, cx, W * 0.07);

  /* A declared card is wild even when whoever draws it knows no rules (a
   * handout's play, issue 31): the star, as on the mini face. */
  if (opts->level_card || opts->wild || declared)
    draw_badge (pen, W, cx, bottom + W * 0.07, opts->wild || declared);
  else if (gt_card_is_marked (card))
    draw_role_mark (pen->cr, card, cx, bottom + W * 0.07, W * 0.24);

  if (W >= DOUBLE_INDEX_WIDTH && !declared)
    {
      /* The index again, upside down in the bottom-right corner. */
      cairo_save (pen->cr);
      cairo_translate (pen->cr, W, H);
      cairo_rotate (pen->cr, G_PI);
      draw_index (pen, card, suit_ink (pen, card), W, cx, W * 0.07);
      cairo_restore (pen->cr);
    }
}

/* ---- The back --------------------------------------------------------------- */

/* A white margin round a blue panel with a lattice, and 掼 in a medallion —
 * the same in every style, like a real deck. */
static void
draw_back (Pen   *pen,
           double W,
           double H,
           double radius)
{
  cairo_t *cr = pen->cr;
  double m = MAX (2.0, round (W * 0.07));
  double pr = MAX (1.0, radius - m / 2);
  double pitch = MAX (4.0, W * 0.1);
  double d = W * 0.42;
  cairo_pattern_t *pattern;
  Ink ink;

  cairo_save (cr);
  rounded_path (cr, m, m, W - 2 * m, H - 2 * m, pr);
  cairo_clip (cr);

  pattern = cairo_pattern_create_linear (0, m, 0, H - m);
  cairo_pattern_add_color_stop_rgb (pattern, 0, back_blue.red, back_blue.green, back_blue.blue);
  cairo_pattern_add_color_stop_rgb (pattern, 1, back_deep.red, back_deep.green, back_deep.blue);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);

  /* Two sets of diagonal stripes make the lattice: a gradient with hard
   * stops, repeated. */
  for (guint i = 0; i < 2; i++)
    {
      pattern = i == 0 ? cairo_pattern_create_linear (0, 0, pitch, pitch)
                       : cairo_pattern_create_linear (W, 0, W - pitch, pitch);
      cairo_pattern_add_color_stop_rgba (pattern, 0.00, 1, 1, 1, 0);
      cairo_pattern_add_color_stop_rgba (pattern, 0.55, 1, 1, 1, 0);
      cairo_pattern_add_color_stop_rgba (pattern, 0.55, 1, 1, 1, 0.16);
      cairo_pattern_add_color_stop_rgba (pattern, 1.00, 1, 1, 1, 0.16);
      cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
      cairo_set_source (cr, pattern);
      cairo_paint (cr);
      cairo_pattern_destroy (pattern);
    }
  cairo_restore (cr);
  ring (cr, m, m, W - 2 * m, H - 2 * m, pr, 1.0, &(GtPaintColour) { 0, 0, 0, 0.25 });

  if (W >= 28)
    {
      cairo_arc (cr, W / 2, H / 2, d / 2, 0, 2 * G_PI);
      set_colour (cr, &back_deep);
      cairo_fill (cr);
      ring (cr, W / 2 - d / 2, H / 2 - d / 2, d, d, d / 2, MAX (1.0, W * 0.025),
            &(GtPaintColour) { 1, 1, 1, 0.85 });
      pen_set (pen, "掼", d * 0.55, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_centre (pen, &ink, &(GtPaintColour) { 1, 1, 1, 0.92 }, W / 2, H / 2);
    }
}

/* ---- A deck's art ------------------------------------------------------------ */

/* Whether the deck draws this card: a face not below the mini width (its
 * corner index would be a few pixels) nor in the four-colour deck (decks
 * have two), and only cards the deck has. */
static gboolean
use_deck (const GtCardPaintOptions *opts,
          GtCard                    card,
          double                    width)
{
  if (opts->deck == NULL)
    return FALSE;
  /* A back has no index: the deck's at any size, so that a small fan of
   * backs matches the table's larger ones. */
  if (opts->face_down)
    return gt_card_deck_has_card (opts->deck, GT_CARD_NONE);
  if (width < GT_CARD_PAINTER_MINI_WIDTH)
    return FALSE;
  if (opts->four_colour || card >= GT_CARD_KINDS)
    return FALSE;
  return gt_card_deck_has_card (opts->deck, card);
}

/* 大王 / 小王 on a deck's joker, written down a white tab in the top-left
 * corner, where the corner index of a card is and where a hand leaves it
 * showing: the two jokers differ in words, whatever the deck's picture. */
static void
draw_joker_tab (Pen   *pen,
                GtCard card,
                double W)
{
  const GtPaintColour *colour = is_big_joker (card) ? &ink_red : &ink_black;
  const char *first = is_big_joker (card) ? "大" : "小";
  double x = W * 0.03, y = W * 0.03, w = W * 0.26, gap = W * 0.03;
  Ink ink, ink2;
  double h;

  pen_set (pen, first, W * 0.19, PANGO_WEIGHT_BOLD, &ink);
  pen_set (pen, "王", W * 0.19, PANGO_WEIGHT_BOLD, &ink2);
  h = ink.h + gap + ink2.h + W * 0.12;
  fill_rounded (pen->cr, x, y, w, h, W * 0.04, &face_white);
  {
    GtPaintColour rim = *colour;

    rim.alpha = 0.6;
    ring (pen->cr, x, y, w, h, W * 0.04, MAX (1.0, round (W * 0.015)), &rim);
  }
  pen_draw_top (pen, &ink2, colour, x + w / 2, y + W * 0.06 + ink.h + gap);
  pen_set (pen, first, W * 0.19, PANGO_WEIGHT_BOLD, &ink);
  pen_draw_top (pen, &ink, colour, x + w / 2, y + W * 0.06);
}

/* The deck's picture, and over it what the game adds.  The badge goes
 * under the deck's corner index, which ends above 0.7 W in every deck
 * installed (Nicu's large index the lowest). */
static void
draw_deck_card (Pen                      *pen,
                GtCard                    card,
                const GtCardPaintOptions *opts,
                double                    W,
                double                    H)
{
  gboolean declared;

  if (opts->face_down)
    {
      gt_card_deck_render (opts->deck, pen->cr, GT_CARD_NONE, W, H);
      return;
    }
  gt_card_deck_render (opts->deck, pen->cr, card, W, H);
  declared = opts->declared != GT_CARD_NONE && !gt_card_is_joker (card);
  if (gt_card_is_joker (card))
    draw_joker_tab (pen, card, W);
  if (gt_card_is_marked (card))
    draw_role_mark (pen->cr, card, W * 0.16, W * 0.64, W * 0.24);
  if (declared)
    draw_declared (pen, opts->declared, W, H);
  if (opts->level_card || opts->wild || declared)
    draw_badge (pen, W, W * 0.14, W * 0.74, opts->wild || declared);
}

/* ---- The card --------------------------------------------------------------- */

void
gt_card_painter_draw (cairo_t                  *cr,
                      GtCard                    card,
                      double                    width,
                      double                    height,
                      const GtCardPaintOptions *opts)
{
  GtCardPaintOptions defaults;
  double radius;
  Pen pen;

  g_return_if_fail (cr != NULL);

  if (opts == NULL)
    {
      gt_card_paint_options_init (&defaults);
      opts = &defaults;
    }
  if (width <= 0 || height <= 0)
    return;
  radius = gt_card_painter_radius (width);

  cairo_save (cr);
  cairo_new_path (cr);

  fill_rounded (cr, 0, 0, width, height, radius, &face_white);

  pen_init (&pen, cr, opts);
  cairo_save (cr);
  rounded_path (cr, 0, 0, width, height, radius);
  cairo_clip (cr);
  if (use_deck (opts, card, width))
    draw_deck_card (&pen, card, opts, width, height);
  else if (opts->face_down)
    draw_back (&pen, width, height, radius);
  else if (card < GT_CARD_KINDS)
    draw_face (&pen, card, opts, width, height);
  cairo_restore (cr);
  pen_clear (&pen);

  /* Dim: the card stays readable but steps back, a veil of the table's
   * white over it. */
  if (opts->dim)
    {
      rounded_path (cr, 0, 0, width, height, radius);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
      cairo_fill (cr);
    }

  if (opts->border)
    ring (cr, 0, 0, width, height, radius, 1.0,
          &(GtPaintColour) { 0, 0, 0, opts->border_alpha });

  /* Selection: an outline round the card, a unit off its edge. */
  if (opts->selected)
    {
      double line = outline_line (width);
      double g = 1.0 + line;

      ring (cr, -g, -g, width + 2 * g, height + 2 * g, radius + g, line, &opts->outline_colour);
    }

  cairo_restore (cr);
}
