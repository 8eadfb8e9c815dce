/* gt-handout.c — lessons as a printed worksheet
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two passes, as a word processor does.  gt_handout_paginate() turns the
 * lessons into blocks — a heading, a paragraph, a card diagram, a row of
 * options — measures each at the text width, groups the blocks of one step
 * so that a question is never split from its diagram when it fits on a
 * page, and deals the groups out on pages.  gt_handout_draw_page() draws
 * the blocks that fell on a page.  Measuring and drawing use one Pango
 * context whose resolution is 72 dpi (a point is a unit) and whose metrics
 * are not hinted, so that a line measured is the line drawn, on the PDF
 * surface and on a printer's.
 *
 * Cards inside a text are Pango shapes: U+FFFC with a shape attribute as
 * wide as the cards, drawn by the context's shape renderer with the card
 * painter.  Lines with cards grow to hold them, as they do in the app.
 *
 * The look is a worksheet's, in ink a printer has: black text, one blue
 * for the question numbers, the cards as the app draws them, a thin grey
 * frame round each diagram instead of the app's green table.
 */
#define G_LOG_DOMAIN "gt-handout"

#include "config.h"

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <langinfo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "gt-atomic-file.h"
#include "gt-card-painter.h"
#include "gt-handout.h"
#include "gt-table-model.h"

/* Measures, in points. */
#define MARGIN_X       54.0     /* 19 mm */
#define MARGIN_TOP     50.0
#define MARGIN_BOTTOM  58.0
#define FOOTER_Y       28.0     /* from the bottom edge */
#define BODY_SIZE      10.5
#define SMALL_SIZE     8.5
#define TITLE_SIZE     20.0
#define HEADING_SIZE   14.0
#define NUMBER_INDENT  30.0     /* the text of a step, right of its number */
#define GAP_STEP       16.0
#define GAP_BLOCK      7.0
#define INLINE_CARD    1.6      /* an inline card's width, in body font sizes */
#define HAND_CARD      42.0     /* cards in the diagrams (a deck's art from 40) */
#define PLAY_CARD      42.0
#define BACK_CARD      20.0
#define BACKS_MAX      6        /* a face-down hand: at most this many backs */
#define HAND_STEP      0.42     /* overlap of a hand's cards, in card widths */
#define SIDE_WIDTH     150.0    /* a side seat's column in the diagram */

static const double ink[3] = { 0.1, 0.1, 0.12 };
static const double grey[3] = { 0.36, 0.36, 0.40 };
static const double rule_grey[3] = { 0.72, 0.72, 0.75 };
static const double accent[3] = { 0.102, 0.373, 0.706 };   /* #1a5fb4 */
static const double tint[3] = { 0.955, 0.965, 0.958 };

typedef enum {
  BLOCK_LESSON_HEAD,   /* chapter, title, summary (and the name line on the first) */
  BLOCK_TEXT,          /* a paragraph, maybe numbered */
  BLOCK_TABLE,         /* a step's position */
  BLOCK_CARDS,         /* a label and a row of cards (a judge step's play) */
  BLOCK_CHOICES,       /* tick boxes: options, or legal / illegal */
  BLOCK_WRITE,         /* a label and a line to write on */
  BLOCK_HEADING,       /* "Answers", a lesson's title in the key */
} BlockKind;

typedef struct {
  BlockKind kind;
  guint lesson;          /* index into lessons: the footer's title */
  gboolean new_page;     /* starts a page */
  gboolean keep_next;    /* on the same page as the block after it */
  guint number;          /* a numbered paragraph (question or key entry), 0: none */
  double indent;
  double size;           /* font size */
  PangoWeight weight;
  gboolean italic;
  const double *colour;
  char *text;            /* with {cards} */
  char **choices;        /* BLOCK_CHOICES, with {cards} */
  GtCardList cards;      /* BLOCK_CARDS */
  GtCardList highlight;  /* cards to outline, in a diagram */
  GtTableModel *model;   /* BLOCK_TABLE */
  double scale;          /* BLOCK_TABLE drawn smaller to keep its step on a page; 0: 1 */
  gboolean first_head;   /* the handout's first lesson: the name line */
  gboolean rule_below;   /* a lesson's summary: the line under the head */
  int first_line;        /* a text flowed over pages: its lines from */
  int n_lines;           /* … this many on this block's page (-1: all) */

  double height;         /* measured */
  guint page;            /* laid out */
  double y;
} Block;

struct _GtHandout {
  GPtrArray *lessons;    /* const GtLesson *, borrowed */
  GtCardDeck *deck;
  gboolean four_colour;
  guint n_questions;

  PangoContext *pango;
  PangoLanguage *language;
  GPtrArray *blocks;     /* Block */
  guint n_pages;
  double page_w, page_h;
};

/* ---- Text ------------------------------------------------------------------ */

/* A lesson's text as the app shows it in the user's language: the file's own
 * translation when it has one (Text[ja]=, merged at build time), else the
 * catalogue's — the lessons' strings are in it too (po/), so a lesson file
 * read from the source tree prints translated like the installed one.  A
 * text already translated is no msgid and comes back as it is. */
static const char *
lesson_text (const char *text)
{
  if (text == NULL || *text == '\0')
    return text;
  return g_dgettext (GETTEXT_PACKAGE, text);
}

/* The data of an inline card shape: the cards, and the lesson for marks. */
typedef struct {
  GtCardList cards;
  double width;          /* one card's */
} InlineCards;

static gpointer
inline_cards_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (InlineCards));
}

static void
paint_options (GtHandout          *self,
               GtCardPaintOptions *opts)
{
  gt_card_paint_options_init (opts);
  opts->deck = self->deck;
  opts->four_colour = self->four_colour;
  opts->border_alpha = 0.45;
  opts->outline_colour = (GtPaintColour) { accent[0], accent[1], accent[2], 1 };
}

/* Marks a card as the game marks it: the level and wild badges. */
static void
mark_card (const GtRuleset    *rs,
           const GtRuleCtx    *ctx,
           GtCard              card,
           GtCardPaintOptions *opts)
{
  opts->level_card = FALSE;
  opts->wild = FALSE;
  if (rs == NULL || card >= GT_CARD_KINDS)
    return;
  opts->wild = rs->is_wild (ctx, card);
  opts->level_card = !opts->wild && !rs->game->no_level && !gt_card_is_joker (card) &&
                     gt_card_rank (card) == ctx->level;
}

static void
draw_card (GtHandout          *self,
           cairo_t            *cr,
           double              x,
           double              y,
           double              w,
           GtCard              card,
           GtCardPaintOptions *opts)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  gt_card_painter_draw (cr, card, w, w * 1.4, opts);
  cairo_restore (cr);
}

static void
shape_renderer (cairo_t        *cr,
                PangoAttrShape *attr,
                gboolean        do_path,
                gpointer        data)
{
  GtHandout *self = data;
  const InlineCards *ic = attr->data;
  GtCardPaintOptions opts;
  double x, y;

  if (do_path || ic == NULL)
    return;
  cairo_get_current_point (cr, &x, &y);
  paint_options (self, &opts);
  opts.border_alpha = 0.55;
  /* No level or wild marks inline: a text is not a position, and the
   * mini cards have no room for a badge. */
  for (guint i = 0; i < ic->cards.n; i++)
    {
      GtCard card = ic->cards.card[i];

      /* A wild card declared as another shows which. */
      opts.declared = ic->cards.as[i];
      draw_card (self, cr, x + i * ic->width * 1.08 + 0.5,
                 y + (double) attr->logical_rect.y / PANGO_SCALE + 0.5, ic->width, card, &opts);
    }
}

/* text with {cards} as a layout: the cards become shapes. */
static PangoLayout *
make_layout (GtHandout  *self,
             const char *text,
             double      size,
             PangoWeight weight,
             gboolean    italic,
             double      width)
{
  PangoLayout *layout = pango_layout_new (self->pango);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  PangoAttrList *attrs = pango_attr_list_new ();
  GString *plain = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  GPtrArray *runs = gt_text_runs_parse (text != NULL ? text : "", &error);

  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_font_description_set_weight (font, weight);
  if (italic)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_spacing (layout, (int) (size * 0.25 * PANGO_SCALE));

  if (runs == NULL)
    /* A malformed text is printed as written, as the app shows it. */
    g_string_append (plain, text != NULL ? text : "");
  else
    for (guint i = 0; i < runs->len; i++)
      {
        const GtTextRun *run = runs->pdata[i];

        if (!run->is_cards)
          g_string_append (plain, run->text);
        else if (run->cards.n > 0)
          {
            InlineCards ic = { .cards = run->cards, .width = round (size * INLINE_CARD) };
            double w = ic.width * 1.08 * run->cards.n + 1;
            double h = ic.width * 1.4 + 1;
            PangoRectangle rect = {
              0, (int) (-(h - size * 0.3) * PANGO_SCALE),
              (int) (w * PANGO_SCALE), (int) (h * PANGO_SCALE)
            };
            PangoAttribute *attr = pango_attr_shape_new_with_data (&rect, &rect, inline_cards_copy (&ic),
                                                                   inline_cards_copy, g_free);

            attr->start_index = (guint) plain->len;
            g_string_append (plain, "\xef\xbf\xbc");   /* U+FFFC */
            attr->end_index = (guint) plain->len;
            pango_attr_list_insert (attrs, attr);
          }
      }
  pango_layout_set_text (layout, plain->str, (int) plain->len);
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  g_string_free (plain, TRUE);
  if (runs != NULL)
    gt_text_runs_free (runs);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

static double
layout_width (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.width / PANGO_SCALE;
}

static double
text_height (GtHandout  *self,
             const char *text,
             double      size,
             PangoWeight weight,
             gboolean    italic,
             double      width)
{
  PangoLayout *layout = make_layout (self, text, size, weight, italic, width);
  double h = layout_height (layout);

  g_object_unref (layout);
  return h;
}

/* The top and bottom of lines first to first + n - 1 of layout (n < 0:
 * to the last), each with half the spacing above and below it. */
static void
lines_range (PangoLayout *layout,
             int          first,
             int          n,
             double      *top,
             double      *bottom)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  int i = 0;

  *top = *bottom = 0;
  do
    {
      int y0, y1;

      if (i >= first && (n < 0 || i < first + n))
        {
          pango_layout_iter_get_line_yrange (iter, &y0, &y1);
          if (i == first)
            *top = (double) y0 / PANGO_SCALE;
          *bottom = (double) y1 / PANGO_SCALE;
        }
      i++;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

/* Draws lines first to first + n - 1 of text (n < 0: all of them), the
 * first line's top at (x, y), width wide; returns their height.  Only
 * those lines are drawn: a PDF holds no text outside its page, to be
 * found by a search or read aloud. */
static double
draw_text_lines (GtHandout    *self,
                 cairo_t      *cr,
                 const char   *text,
                 double        x,
                 double        y,
                 double        size,
                 PangoWeight   weight,
                 gboolean      italic,
                 double        width,
                 const double *colour,
                 int           first,
                 int           n)
{
  PangoLayout *layout = make_layout (self, text, size, weight, italic, width);
  PangoLayoutIter *iter;
  double top, bottom;
  int i = 0;

  lines_range (layout, first, n, &top, &bottom);
  if (first == 0 && n < 0)
    bottom = layout_height (layout);
  cairo_save (cr);
  cairo_set_source_rgb (cr, colour[0], colour[1], colour[2]);
  pango_cairo_update_context (cr, self->pango);
  pango_layout_context_changed (layout);
  iter = pango_layout_get_iter (layout);
  do
    {
      if (i >= first && (n < 0 || i < first + n))
        {
          PangoRectangle logical;

          pango_layout_iter_get_line_extents (iter, NULL, &logical);
          cairo_move_to (cr, x + (double) logical.x / PANGO_SCALE,
                         y - top + (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE);
          pango_cairo_show_layout_line (cr, pango_layout_iter_get_line_readonly (iter));
        }
      i++;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  cairo_restore (cr);
  g_object_unref (layout);
  return bottom - top;
}

/* Draws text at (x, y) (its top left), width wide; returns its height. */
static double
draw_text (GtHandout    *self,
           cairo_t      *cr,
           const char   *text,
           double        x,
           double        y,
           double        size,
           PangoWeight   weight,
           gboolean      italic,
           double        width,
           const double *colour)
{
  return draw_text_lines (self, cr, text, x, y, size, weight, italic, width, colour, 0, -1);
}

/* ---- Card diagrams ---------------------------------------------------------- */

/* How a hand of n face-up cards is set out in a box max_w wide: cards per
 * row, rows, and the step between cards. */
static void
hand_shape (guint   n,
            double  w,
            double  max_w,
            guint  *per_row,
            guint  *rows,
            double *step)
{
  guint k = n;

  *step = w * HAND_STEP;
  if (n == 0)
    {
      *per_row = 0;
      *rows = 0;
      return;
    }
  /* As many as fit at the natural overlap; a longer hand wraps. */
  if (w + (n - 1) * *step > max_w)
    k = MAX (1, (guint) floor ((max_w - w) / *step) + 1);
  *rows = (n + k - 1) / k;
  /* Rows of even length: 14 and 13, not 22 and 5. */
  *per_row = (n + *rows - 1) / *rows;
}

static double
hand_width (guint n, double w, double max_w)
{
  guint per_row, rows;
  double step;

  hand_shape (n, w, max_w, &per_row, &rows, &step);
  return per_row == 0 ? 0 : w + (per_row - 1) * step;
}

static double
hand_height (guint n, double w, double max_w)
{
  guint per_row, rows;
  double step;

  hand_shape (n, w, max_w, &per_row, &rows, &step);
  if (rows == 0)
    return 0;
  /* Each row shows 0.4 of the one above: the index stays in sight. */
  return w * 1.4 + (rows - 1) * w * 1.4 * 0.42;
}

static gboolean
in_list (const GtCardList *list,
         GtCard            card)
{
  for (guint i = 0; list != NULL && i < list->n; i++)
    if (list->card[i] == card)
      return TRUE;
  return FALSE;
}

/* A row (or rows) of face-up cards, centred on cx, from top y. */
static void
draw_hand (GtHandout          *self,
           cairo_t            *cr,
           const GtTableModel *m,
           const GtCardList   *cards,
           const GtCardList   *highlight,
           double              cx,
           double              y,
           double              w,
           double              max_w)
{
  guint per_row, rows;
  double step;
  GtCardPaintOptions opts;

  hand_shape (cards->n, w, max_w, &per_row, &rows, &step);
  paint_options (self, &opts);
  for (guint i = 0; i < cards->n; i++)
    {
      guint row = i / per_row;
      guint in_row = MIN (per_row, cards->n - row * per_row);
      double row_w = w + (in_row - 1) * step;
      double x = cx - row_w / 2 + (i % per_row) * step;

      mark_card (m->rs, &m->ctx, cards->card[i], &opts);
      opts.declared = cards->as[i];
      opts.selected = in_list (highlight, cards->card[i]);
      draw_card (self, cr, x, y + row * w * 1.4 * 0.42, w, cards->card[i], &opts);
    }
}

/* The hand sorted as the app sorts it by default: by strength. */
static void
sorted_hand (const GtTableModel *m,
             const GtCardList   *in,
             GtCardList         *out)
{
  guint8 strength[GT_RANK_COUNT];

  *out = *in;
  if (m->rs != NULL)
    {
      m->rs->rank_strength (&m->ctx, strength);
      gt_card_list_sort (out, strength);
    }
}

/* A seat: its name and count over its hand (face up, or a few backs). */
typedef struct {
  double w, h;
} Size;

static double
seat_label_height (void)
{
  return SMALL_SIZE * 1.9;
}

static Size
seat_size (const GtTableModel *m,
           guint               seat,
           double              max_w)
{
  const GtTableSeat *s = &m->seats[seat];
  Size z = { 60, seat_label_height () };

  if (s->face_up && s->cards.n > 0)
    {
      z.w = MAX (z.w, hand_width (s->cards.n, HAND_CARD, max_w));
      z.h += hand_height (s->cards.n, HAND_CARD, max_w);
    }
  else if (!s->face_up && s->count > 0)
    {
      guint n = MIN (s->count, BACKS_MAX);
      z.w = MAX (z.w, BACK_CARD + (n - 1) * BACK_CARD * 0.3);
      z.h += BACK_CARD * 1.4;
    }
  if (s->passed)
    z.h += SMALL_SIZE * 2;
  return z;
}

static void
draw_seat (GtHandout          *self,
           cairo_t            *cr,
           const GtTableModel *m,
           guint               seat,
           const GtCardList   *highlight,
           double              cx,
           double              y,
           double              max_w)
{
  const GtTableSeat *s = &m->seats[seat];
  GString *label = g_string_new (NULL);
  double yy = y + seat_label_height ();

  if (seat == m->learner)
    g_string_append_printf (label, C_("seat", "%s (you)"), s->label != NULL ? s->label : "");
  else
    g_string_append (label, s->label != NULL ? s->label : "");
  /* The seat's role as the table shows it (never a secret one). */
  if (s->role != NULL && s->role[0] != '\0')
    {
      g_string_append (label, " · ");
      g_string_append (label, s->role);
    }
  if (s->place > 0)
    {
      g_string_append (label, " · ");
      /* TRANSLATORS: a seat in a printed diagram that went out, with its place: "E · out (1)" */
      g_string_append_printf (label, _("out (%u)"), s->place);
    }
  else if (!s->face_up || seat != m->learner)
    {
      g_string_append (label, " · ");
      if (s->count_hidden_above > 0 && s->count > s->count_hidden_above)
        g_string_append_printf (label, C_("seat count", "%u+"), s->count_hidden_above);
      else
        g_string_append_printf (label, "%u", s->count);
    }
  if (seat == m->turn)
    {
      g_string_append (label, " · ");
      /* TRANSLATORS: marks the seat to move in a printed diagram */
      g_string_append (label, C_("handout", "to play"));
    }
  {
    PangoLayout *layout = make_layout (self, NULL, SMALL_SIZE, PANGO_WEIGHT_BOLD, FALSE, max_w);
    double lw;

    pango_layout_set_text (layout, label->str, -1);
    lw = layout_width (layout);
    cairo_save (cr);
    if (seat == m->turn)
      cairo_set_source_rgb (cr, accent[0], accent[1], accent[2]);
    else
      cairo_set_source_rgb (cr, grey[0], grey[1], grey[2]);
    cairo_move_to (cr, cx - lw / 2, y);
    pango_cairo_update_context (cr, self->pango);
    pango_layout_context_changed (layout);
    pango_cairo_show_layout (cr, layout);
    cairo_restore (cr);
    g_object_unref (layout);
  }

  if (s->face_up && s->cards.n > 0)
    {
      GtCardList sorted;

      sorted_hand (m, &s->cards, &sorted);
      draw_hand (self, cr, m, &sorted, highlight, cx, yy, HAND_CARD, max_w);
      yy += hand_height (s->cards.n, HAND_CARD, max_w);
    }
  else if (!s->face_up && s->count > 0)
    {
      guint n = MIN (s->count, BACKS_MAX);
      double fan = BACK_CARD + (n - 1) * BACK_CARD * 0.3;
      GtCardPaintOptions opts;

      paint_options (self, &opts);
      opts.face_down = TRUE;
      for (guint i = 0; i < n; i++)
        draw_card (self, cr, cx - fan / 2 + i * BACK_CARD * 0.3, yy, BACK_CARD, GT_CARD_NONE, &opts);
      yy += BACK_CARD * 1.4;
    }
  if (s->passed)
    draw_text (self, cr, _("Pass"), cx - 40, yy + SMALL_SIZE * 0.4, SMALL_SIZE, PANGO_WEIGHT_BOLD,
               TRUE, 80, grey);
  g_string_free (label, TRUE);
}

/* Where each seat stands: its slot round the table (0 the learner, at the
 * bottom, then counter-clockwise as seen), as the table view places them:
 * slot k at the screen angle 90° - k · 360° / n; above the middle (sin <
 * -0.3) in the top row, else in the left or right column. */
typedef enum { PLACE_BOTTOM, PLACE_TOP, PLACE_LEFT, PLACE_RIGHT } Place;

static Place
seat_place (const GtTableModel *m,
            guint               seat,
            double             *key)
{
  guint n = m->n_seats;
  guint slot = (seat + n - m->learner) % n;
  double a = (90.0 - slot * 360.0 / n) * G_PI / 180.0;

  if (slot == 0)
    {
      *key = 0;
      return PLACE_BOTTOM;
    }
  if (sin (a) < -0.3)
    {
      *key = cos (a);
      return PLACE_TOP;
    }
  *key = sin (a);
  return cos (a) < 0 ? PLACE_LEFT : PLACE_RIGHT;
}

/* The middle: who played the play to beat, and the play (a climbing
 * round), or the trick's plays in order. */
static char *
centre_label (const GtTableModel *m)
{
  if (m->kind == GT_TABLE_TRICK)
    {
      if (m->trick_leader == GT_TABLE_NO_SEAT || m->trick_n == 0)
        return NULL;
      return g_strdup_printf (C_("trick", "%s led"), m->seats[m->trick_leader].label);
    }
  if (m->round_by != GT_TABLE_NO_SEAT && m->round_play.n > 0)
    return g_strdup_printf (_("%s played"), m->seats[m->round_by].label);
  return NULL;
}

static Size
centre_size (const GtTableModel *m,
             double              max_w)
{
  Size z = { 0, 0 };

  if (m->kind == GT_TABLE_TRICK)
    {
      for (guint i = 0; i < m->trick_n; i++)
        {
          z.w += hand_width (m->trick[i].n, PLAY_CARD, max_w) + 10;
          z.h = MAX (z.h, hand_height (m->trick[i].n, PLAY_CARD, max_w));
        }
    }
  else if (m->round_play.n > 0)
    {
      z.w = hand_width (m->round_play.n, PLAY_CARD, max_w);
      z.h = hand_height (m->round_play.n, PLAY_CARD, max_w);
    }
  if (z.h > 0)
    z.h += seat_label_height ();
  z.w = MAX (z.w, 90);
  return z;
}

static void
draw_centre (GtHandout          *self,
             cairo_t            *cr,
             const GtTableModel *m,
             const GtCardList   *highlight,
             double              cx,
             double              y,
             double              max_w)
{
  g_autofree char *label = centre_label (m);
  Size z = centre_size (m, max_w);

  if (z.h <= 0)
    return;
  /* A light tray under the play, as the table's centre. */
  cairo_save (cr);
  cairo_rectangle (cr, cx - z.w / 2 - 8, y - 5, z.w + 16, z.h + 10);
  cairo_set_source_rgb (cr, tint[0] - 0.05, tint[1] - 0.04, tint[2] - 0.05);
  cairo_fill (cr);
  cairo_restore (cr);
  if (label != NULL)
    {
      PangoLayout *layout = make_layout (self, NULL, SMALL_SIZE, PANGO_WEIGHT_BOLD, FALSE, max_w);
      double lw;

      pango_layout_set_text (layout, label, -1);
      lw = layout_width (layout);
      cairo_save (cr);
      cairo_set_source_rgb (cr, grey[0], grey[1], grey[2]);
      cairo_move_to (cr, cx - lw / 2, y);
      pango_cairo_update_context (cr, self->pango);
      pango_layout_context_changed (layout);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
      g_object_unref (layout);
    }
  y += seat_label_height ();
  if (m->kind == GT_TABLE_TRICK)
    {
      double x = cx - z.w / 2;

      for (guint i = 0; i < m->trick_n; i++)
        {
          double w = hand_width (m->trick[i].n, PLAY_CARD, max_w);
          GtCardList outline = { 0 };

          /* The play winning the trick so far is outlined. */
          if (i == m->trick_winning)
            outline = m->trick[i];
          draw_hand (self, cr, m, &m->trick[i], i == m->trick_winning ? &outline : highlight,
                     x + w / 2, y, PLAY_CARD, max_w);
          x += w + 10;
        }
    }
  else
    draw_hand (self, cr, m, &m->round_play, highlight, cx, y, PLAY_CARD, max_w);
}

/* The whole diagram, width wide: its height, and drawn when cr is given. */
static double
table_diagram (GtHandout          *self,
               cairo_t            *cr,
               const GtTableModel *m,
               const GtCardList   *highlight,
               double              x0,
               double              y0,
               double              width)
{
  guint top[GT_TABLE_MAX_SEATS], left[GT_TABLE_MAX_SEATS], right[GT_TABLE_MAX_SEATS];
  double top_key[GT_TABLE_MAX_SEATS], left_key[GT_TABLE_MAX_SEATS], right_key[GT_TABLE_MAX_SEATS];
  guint n_top = 0, n_left = 0, n_right = 0;
  double pad = 10, y, top_h = 0, left_h = 0, right_h = 0, mid_h, side_w;
  double inner = width - 2 * pad;
  gboolean has_badge = m->badge[0] != '\0' || m->phase[0] != '\0';
  Size cz;

  for (guint seat = 0; seat < m->n_seats; seat++)
    {
      double key;

      if (!m->seats[seat].in_play || seat == m->learner)
        continue;
      switch (seat_place (m, seat, &key))
        {
        case PLACE_TOP: top_key[n_top] = key; top[n_top++] = seat; break;
        case PLACE_LEFT: left_key[n_left] = key; left[n_left++] = seat; break;
        case PLACE_RIGHT: right_key[n_right] = key; right[n_right++] = seat; break;
        case PLACE_BOTTOM:
        default: break;
        }
    }
  /* The top row left to right (cos falls), the columns top to bottom. */
  for (guint i = 0; i < n_top; i++)
    for (guint k = i + 1; k < n_top; k++)
      if (top_key[k] < top_key[i])
        {
          guint t = top[i]; double tk = top_key[i];
          top[i] = top[k]; top_key[i] = top_key[k]; top[k] = t; top_key[k] = tk;
        }
  for (guint i = 0; i < n_left; i++)
    for (guint k = i + 1; k < n_left; k++)
      if (left_key[k] < left_key[i])
        {
          guint t = left[i]; double tk = left_key[i];
          left[i] = left[k]; left_key[i] = left_key[k]; left[k] = t; left_key[k] = tk;
        }
  for (guint i = 0; i < n_right; i++)
    for (guint k = i + 1; k < n_right; k++)
      if (right_key[k] < right_key[i])
        {
          guint t = right[i]; double tk = right_key[i];
          right[i] = right[k]; right_key[i] = right_key[k]; right[k] = t; right_key[k] = tk;
        }

  side_w = (n_left > 0 || n_right > 0) ? SIDE_WIDTH : 0;
  for (guint i = 0; i < n_top; i++)
    top_h = MAX (top_h, seat_size (m, top[i], inner / MAX (n_top, 1) - 10).h);
  for (guint i = 0; i < n_left; i++)
    left_h += seat_size (m, left[i], side_w).h + (i > 0 ? 10 : 0);
  for (guint i = 0; i < n_right; i++)
    right_h += seat_size (m, right[i], side_w).h + (i > 0 ? 10 : 0);
  cz = centre_size (m, inner - 2 * side_w - 20);
  mid_h = MAX (MAX (left_h, right_h), cz.h + (cz.h > 0 ? 10 : 0));

  y = y0 + pad;
  if (has_badge)
    y += SMALL_SIZE * 2;
  if (cr != NULL)
    {
      double h = table_diagram (self, NULL, m, highlight, x0, y0, width);

      cairo_save (cr);
      cairo_rectangle (cr, x0, y0, width, h);
      cairo_set_source_rgb (cr, tint[0], tint[1], tint[2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, rule_grey[0], rule_grey[1], rule_grey[2]);
      cairo_set_line_width (cr, 0.75);
      cairo_stroke (cr);
      cairo_restore (cr);
      if (m->badge[0] != '\0')
        {
          /* The defenders' points go after the badge: on paper the
           * position is set up, not played, so they are a number (the
           * cards they took, if any, are the table's to show). */
          g_autofree char *points = gt_table_model_points_text (m);
          g_autofree char *badge = points != NULL ? g_strconcat (m->badge, " · ", points, NULL)
                                                  : g_strdup (m->badge);

          draw_text (self, cr, badge, x0 + pad, y0 + pad * 0.7, SMALL_SIZE, PANGO_WEIGHT_BOLD,
                     FALSE, inner / 2, grey);
        }
      if (m->phase[0] != '\0')
        draw_text (self, cr, m->phase, x0 + width / 2, y0 + pad * 0.7, SMALL_SIZE, PANGO_WEIGHT_NORMAL,
                   TRUE, inner / 2 - pad, grey);
    }

  if (n_top > 0)
    {
      double cell = inner / n_top;

      if (cr != NULL)
        for (guint i = 0; i < n_top; i++)
          draw_seat (self, cr, m, top[i], highlight, x0 + pad + cell * (i + 0.5), y, cell - 10);
      y += top_h + 12;
    }

  if (mid_h > 0)
    {
      if (cr != NULL)
        {
          double yy = y + (mid_h - left_h) / 2;

          for (guint i = 0; i < n_left; i++)
            {
              draw_seat (self, cr, m, left[i], highlight, x0 + pad + side_w / 2, yy, side_w);
              yy += seat_size (m, left[i], side_w).h + 10;
            }
          yy = y + (mid_h - right_h) / 2;
          for (guint i = 0; i < n_right; i++)
            {
              draw_seat (self, cr, m, right[i], highlight, x0 + width - pad - side_w / 2, yy, side_w);
              yy += seat_size (m, right[i], side_w).h + 10;
            }
          draw_centre (self, cr, m, highlight, x0 + width / 2, y + (mid_h - cz.h) / 2,
                       inner - 2 * side_w - 20);
        }
      y += mid_h + 12;
    }

  if (m->learner < m->n_seats && m->seats[m->learner].in_play)
    {
      Size z = seat_size (m, m->learner, inner);

      if (cr != NULL)
        draw_seat (self, cr, m, m->learner, highlight, x0 + width / 2, y, inner);
      y += z.h;
    }
  return y + pad - y0;
}

/* ---- Blocks ------------------------------------------------------------------ */

static void
block_free (gpointer data)
{
  Block *b = data;

  g_free (b->text);
  g_strfreev (b->choices);
  g_free (b->model);
  g_free (b);
}

static Block *
add_block (GtHandout *self,
           BlockKind  kind,
           guint      lesson)
{
  Block *b = g_new0 (Block, 1);

  b->kind = kind;
  b->lesson = lesson;
  b->n_lines = -1;
  b->size = BODY_SIZE;
  b->weight = PANGO_WEIGHT_NORMAL;
  b->colour = ink;
  gt_card_list_init (&b->cards);
  gt_card_list_init (&b->highlight);
  g_ptr_array_add (self->blocks, b);
  return b;
}

static Block *
add_text (GtHandout  *self,
          guint       lesson,
          const char *text,
          double      indent)
{
  Block *b = add_block (self, BLOCK_TEXT, lesson);

  b->text = g_strdup (text);
  b->indent = indent;
  return b;
}

static gboolean
lists_equal (const GtCardList *a,
             const GtCardList *b)
{
  if (a->n != b->n)
    return FALSE;
  for (guint i = 0; i < a->n; i++)
    if (a->card[i] != b->card[i] || a->as[i] != b->as[i])
      return FALSE;
  return TRUE;
}

static gboolean
step_asks (const GtLessonStep *st)
{
  return st->kind != GT_STEP_READ;
}

/* A card list in the texts' notation, braced, for an inline drawing. */
static char *
braced_cards (const GtCardList *cards)
{
  g_autofree char *s = gt_card_list_to_string (cards);

  return g_strdup_printf ("{%s}", s);
}

/* The answer of a question for the key, with {cards}. */
static char *
answer_text (const GtLessonStep *st)
{
  switch (st->kind)
    {
    case GT_STEP_CHOOSE:
      if (st->answer_option >= 1 && st->answer_option <= st->n_options)
        /* TRANSLATORS: the answer key of a printed handout: the right option's number and its text */
        return g_strdup_printf (_("%u — %s"), st->answer_option,
                                lesson_text (st->options[st->answer_option - 1]));
      return NULL;
    case GT_STEP_JUDGE:
      return g_strdup (st->answer_legal ? C_("handout answer", "Legal.") : C_("handout answer", "Illegal."));
    case GT_STEP_PLAY:
      if (st->expect == GT_EXPECT_PASS || (st->has_answer && st->answer.n == 0))
        return g_strdup (C_("handout answer", "Pass."));
      if (st->has_answer)
        {
          g_autofree char *cards = braced_cards (&st->answer);

          if (st->expect == GT_EXPECT_EXACT)
            /* TRANSLATORS: the answer key: the one right play, drawn as cards */
            return g_strdup_printf (C_("handout answer", "Play %s."), cards);
          /* TRANSLATORS: the answer key: one of several right plays, drawn as cards */
          return g_strdup_printf (C_("handout answer", "For example %s."), cards);
        }
      switch (st->expect)
        {
        case GT_EXPECT_BEAT:
          return g_strdup (C_("handout answer", "Any play that beats the table."));
        case GT_EXPECT_WIN:
          return g_strdup (C_("handout answer", "A play that still reaches the goal against the best defence."));
        case GT_EXPECT_TYPE:
          return g_strdup (C_("handout answer", "Any play of the kind the question asks for."));
        case GT_EXPECT_ANY:
        case GT_EXPECT_EXACT:
        case GT_EXPECT_PASS:
        case GT_EXPECT_NONE:
        default:
          return g_strdup (C_("handout answer", "Any legal play."));
        }
    case GT_STEP_ACT:
      if (gt_lesson_step_is_declaration (st))
        {
          g_autofree char *words = NULL;

          if (!st->has_answer || st->expect == GT_EXPECT_ANY)
            /* TRANSLATORS: the answer key of a declaration step (a bid, …) that takes any legal choice */
            return g_strdup (C_("handout answer", "Any choice the rules allow."));
          words = gt_step_choice_words (st->answer_choice);
          if (st->answer.n > 0)
            {
              g_autofree char *cards = braced_cards (&st->answer);

              /* TRANSLATORS: the answer key of a declaration step: the button's words ("Show It") and a card */
              return g_strdup_printf (C_("handout answer", "%s, with %s."), words, cards);
            }
          /* TRANSLATORS: the answer key of a declaration step: the button's words ("Bid 2") */
          return g_strdup_printf (C_("handout answer", "%s."), words);
        }
      if (st->has_answer && st->answer.n > 0)
        {
          g_autofree char *cards = braced_cards (&st->answer);

          if (st->act->type == GT_ACTION_DISCARD)
            /* TRANSLATORS: the answer key of a step that lays cards aside (Da Bai Fen's kitty) */
            return g_strdup_printf (C_("handout answer", "Lay aside %s."), cards);
          /* TRANSLATORS: the answer key of a tribute or return step: the card to give */
          return g_strdup_printf (C_("handout answer", "Give %s."), cards);
        }
      if (st->act->n_cards > 1)
        return g_strdup (C_("handout answer", "Any cards the rules allow."));
      return g_strdup (C_("handout answer", "Any card the rules allow."));
    case GT_STEP_SPLIT:
      /* TRANSLATORS: the answer key of a step that sorts a hand into plays: the fewest the engine needs */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u play: as few as the hand allows.",
                                           "%u plays: as few as the hand allows.", st->split_plays),
                              st->split_plays);
    case GT_STEP_READ:
    default:
      return NULL;
    }
}

static void
build_blocks (GtHandout *self)
{
  guint number = 0;
  gboolean several = self->lessons->len > 1;

  for (guint li = 0; li < self->lessons->len; li++)
    {
      const GtLesson *lesson = self->lessons->pdata[li];
      Block *head = add_block (self, BLOCK_LESSON_HEAD, li);

      head->new_page = li > 0;
      head->first_head = li == 0;
      head->keep_next = TRUE;
      head->text = g_strdup (lesson_text (lesson->title));
      /* The summary under the title, a paragraph of its own so that a
       * long one flows onto the next page as a step's text does. */
      if (lesson->summary != NULL && *lesson->summary != '\0')
        {
          Block *summary = add_text (self, li, lesson_text (lesson->summary), 0);

          summary->size = BODY_SIZE + 0.5;
          summary->italic = TRUE;
          summary->colour = grey;
          summary->keep_next = TRUE;
          summary->rule_below = TRUE;
        }
      else
        head->rule_below = TRUE;

      for (guint si = 0; si < lesson->n_steps; si++)
        {
          const GtLessonStep *st = &lesson->steps[si];
          gboolean asks = step_asks (st) && !st->broken;
          Block *b;

          if (asks)
            number++;
          b = add_text (self, li, lesson_text (st->text), NUMBER_INDENT);
          b->number = asks ? number : 0;
          b->keep_next = TRUE;

          /* A position the step before showed as it is (the same
           * hands, the same marks) is not drawn again: the text refers
           * to the diagram just above it. */
          if (st->has_position &&
              !(si > 0 && lesson->steps[si - 1].has_position && !lesson->steps[si - 1].broken &&
                lesson->steps[si - 1].face_down == st->face_down &&
                memcmp (&lesson->steps[si - 1].position, &st->position, sizeof st->position) == 0 &&
                lists_equal (&lesson->steps[si - 1].highlight, &st->highlight)))
            {
              guint8 face_down = st->face_down;

              b = add_block (self, BLOCK_TABLE, li);
              b->indent = NUMBER_INDENT;
              b->model = g_new0 (GtTableModel, 1);
              gt_table_model_from_game (b->model, lesson->rs, &st->position, face_down);
              /* A highlight on a step answered with cards would point at
               * the answer (the app shows it only after a try): printed
               * on read, judge and choose steps only. */
              if (st->kind == GT_STEP_READ || st->kind == GT_STEP_JUDGE || st->kind == GT_STEP_CHOOSE)
                b->highlight = st->highlight;
              b->keep_next = TRUE;
            }
          if (!asks)
            {
              b->keep_next = FALSE;
              continue;
            }
          switch (st->kind)
            {
            case GT_STEP_JUDGE:
              b = add_block (self, BLOCK_CARDS, li);
              b->indent = NUMBER_INDENT;
              /* TRANSLATORS: in a printed handout, before the cards a judge question shows */
              b->text = g_strdup (_("The play:"));
              b->cards = st->show;
              b->keep_next = TRUE;
              b = add_block (self, BLOCK_CHOICES, li);
              b->indent = NUMBER_INDENT;
              b->choices = g_new0 (char *, 3);
              b->choices[0] = g_strdup (C_("handout", "Legal"));
              b->choices[1] = g_strdup (C_("handout", "Illegal"));
              break;
            case GT_STEP_CHOOSE:
              b = add_block (self, BLOCK_CHOICES, li);
              b->indent = NUMBER_INDENT;
              b->choices = g_new0 (char *, st->n_options + 1);
              for (guint o = 0; o < st->n_options; o++)
                b->choices[o] = g_strdup_printf ("%u.  %s", o + 1, lesson_text (st->options[o]));
              b->number = 1;   /* one option a line */
              break;
            case GT_STEP_ACT:
              if (gt_lesson_step_is_declaration (st))
                {
                  guint n = 0;

                  /* The game's choices, to tick, worded as its buttons. */
                  for (const GtStepChoice *c = st->act->choices; c->id != NULL; c++)
                    n++;
                  b = add_block (self, BLOCK_CHOICES, li);
                  b->indent = NUMBER_INDENT;
                  b->choices = g_new0 (char *, n + 1);
                  for (guint o = 0; o < n; o++)
                    b->choices[o] = gt_step_choice_words (&st->act->choices[o]);
                  break;
                }
              b = add_block (self, BLOCK_WRITE, li);
              b->indent = NUMBER_INDENT;
              b->text = g_strdup (st->act->type == GT_ACTION_TRIBUTE ? _("The card you pay:")
                                  : st->act->type == GT_ACTION_RETURN ? _("The card you give back:")
                                  /* TRANSLATORS: a line to write on, in a printed handout's question
                                   * that lays cards aside (Da Bai Fen's kitty) */
                                  : _("The cards you lay aside:"));
              break;
            case GT_STEP_PLAY:
              b = add_block (self, BLOCK_WRITE, li);
              b->indent = NUMBER_INDENT;
              /* TRANSLATORS: a line to write on, in a printed handout's play question */
              b->text = g_strdup (_("Your play (or pass):"));
              break;
            case GT_STEP_SPLIT:
              /* Room to write the plays, one group a line. */
              for (guint k = 0; k < 3; k++)
                {
                  b = add_block (self, BLOCK_WRITE, li);
                  b->indent = NUMBER_INDENT;
                  /* TRANSLATORS: lines to write on, in a printed handout's question that sorts a hand into plays */
                  b->text = g_strdup (k == 0 ? _("Your plays:") : "");
                  b->keep_next = k < 2;
                }
              break;
            case GT_STEP_READ:
            default:
              break;
            }
          b->keep_next = FALSE;
        }
    }
  self->n_questions = number;

  /* The answer key, on pages of its own. */
  if (number > 0)
    {
      Block *b = add_block (self, BLOCK_HEADING, self->lessons->len - 1);

      b->new_page = TRUE;
      b->keep_next = TRUE;
      b->size = HEADING_SIZE + 2;
      /* TRANSLATORS: the heading of the answer key at the end of a printed handout */
      b->text = g_strdup (_("Answers"));
      number = 0;
      for (guint li = 0; li < self->lessons->len; li++)
        {
          const GtLesson *lesson = self->lessons->pdata[li];

          if (several)
            {
              b = add_block (self, BLOCK_HEADING, li);
              b->keep_next = TRUE;
              b->size = BODY_SIZE + 1;
              b->text = g_strdup (lesson_text (lesson->title));
            }
          for (guint si = 0; si < lesson->n_steps; si++)
            {
              const GtLessonStep *st = &lesson->steps[si];
              g_autofree char *answer = NULL;

              if (!step_asks (st) || st->broken)
                continue;
              number++;
              answer = answer_text (st);
              b = add_text (self, li, answer != NULL ? answer : "", NUMBER_INDENT);
              b->number = number;
              b->weight = PANGO_WEIGHT_BOLD;
              if (st->success != NULL)
                {
                  b->keep_next = TRUE;
                  b = add_text (self, li, lesson_text (st->success), NUMBER_INDENT);
                  b->colour = grey;
                  b->size = BODY_SIZE - 0.5;
                }
            }
        }
    }
}

/* ---- Measuring --------------------------------------------------------------- */

static double
choices_height (GtHandout   *self,
                const Block *b,
                double       width)
{
  double h = 0;
  guint n = b->choices != NULL ? g_strv_length (b->choices) : 0;

  if (b->number == 0)
    /* Side by side: Legal, Illegal. */
    return BODY_SIZE * 1.8;
  for (guint i = 0; i < n; i++)
    h += MAX (text_height (self, b->choices[i], BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width - 20), 14) + 4;
  return h;
}

/* "Chapter 1 · The cards and the combinations", in capitals.  Only the
 * chapter's first lesson names it (docs/lesson-format.md): the others take
 * the name from a lesson of the same game and chapter printed with them
 * (issue 31: a chapter's handout said "CHAPTER 4" alone from its second
 * lesson on). */
static char *
chapter_line (GtHandout      *self,
              const GtLesson *lesson)
{
  g_autofree char *chapter = NULL;
  const char *title = lesson->chapter_title;

  for (guint i = 0; title == NULL && i < self->lessons->len; i++)
    {
      const GtLesson *other = self->lessons->pdata[i];

      if (other->chapter == lesson->chapter && other->rs == lesson->rs)
        title = other->chapter_title;
    }
  if (title != NULL)
    /* TRANSLATORS: above a lesson's title in a printed handout: "Chapter 1 · The cards and the combinations" */
    chapter = g_strdup_printf (_("Chapter %u · %s"), lesson->chapter, lesson_text (title));
  else
    chapter = g_strdup_printf (_("Chapter %u"), lesson->chapter);
  return g_utf8_strup (chapter, -1);
}

/* The space under a lesson's head (its title, or its summary) and the
 * rule drawn in it, 3 pt down. */
#define RULE_SPACE 12.0

static double
head_height (GtHandout   *self,
             const Block *b,
             double       width)
{
  g_autofree char *chapter = chapter_line (self, self->lessons->pdata[b->lesson]);
  double h = 0;

  if (b->first_head)
    h += BODY_SIZE * 3;
  /* As tall as the chapter's name is, wrapped: a long one took a fixed
   * line's room and the title was printed over it. */
  h += text_height (self, chapter, SMALL_SIZE, PANGO_WEIGHT_BOLD, FALSE, width) + SMALL_SIZE * 0.7;
  h += text_height (self, b->text, TITLE_SIZE, PANGO_WEIGHT_BOLD, FALSE, width) + 4;
  return h + (b->rule_below ? RULE_SPACE : 0);
}

static double
measure (GtHandout *self,
         Block     *b,
         double     width)
{
  double w = width - b->indent;

  switch (b->kind)
    {
    case BLOCK_LESSON_HEAD:
      return head_height (self, b, width);
    case BLOCK_TEXT:
      return text_height (self, b->text, b->size, b->weight, b->italic, w) + (b->rule_below ? 6 + RULE_SPACE : 0);
    case BLOCK_TABLE:
      return table_diagram (self, NULL, b->model, &b->highlight, 0, 0, w);
    case BLOCK_CARDS:
      return MAX (hand_height (b->cards.n, PLAY_CARD, w - 80), BODY_SIZE * 1.5);
    case BLOCK_CHOICES:
      return choices_height (self, b, w);
    case BLOCK_WRITE:
      return BODY_SIZE * 2.6;
    case BLOCK_HEADING:
      return text_height (self, b->text, b->size, PANGO_WEIGHT_BOLD, FALSE, w) + 4;
    default:
      return 0;
    }
}

/* The gap above a block: wider before a new step. */
static double
gap_before (const Block *b,
            const Block *prev)
{
  if (prev == NULL)
    return 0;
  if (prev->keep_next)
    return b->kind == BLOCK_TEXT && b->colour == grey ? 2 : GAP_BLOCK;
  return b->kind == BLOCK_HEADING ? GAP_STEP * 1.4 : GAP_STEP;
}

/* A text that does not fit is flowed: the lines of block k that fit in
 * room stay in it, the rest go into a block after it, which the layout
 * puts on the next page (and splits again if it must).  FALSE when fewer
 * than min_lines fit. */
static gboolean
split_text (GtHandout *self,
            guint      k,
            double     room,
            double     width,
            int        min_lines)
{
  Block *b = self->blocks->pdata[k];
  Block *rest;
  PangoLayout *layout = make_layout (self, b->text, b->size,
                                     b->kind == BLOCK_HEADING ? PANGO_WEIGHT_BOLD : b->weight,
                                     b->italic, width - b->indent);
  int total = pango_layout_get_line_count (layout) - b->first_line;
  double top, bottom;
  int m = 0;

  if (b->n_lines >= 0)
    total = MIN (total, b->n_lines);
  while (m < total)
    {
      lines_range (layout, b->first_line, m + 1, &top, &bottom);
      if (bottom - top > room)
        break;
      m++;
    }
  if (m < MIN (min_lines, total) || m == total)
    {
      g_object_unref (layout);
      return m == total;
    }

  rest = g_new0 (Block, 1);
  *rest = *b;
  rest->text = g_strdup (b->text);
  rest->number = 0;
  rest->new_page = FALSE;
  rest->first_line = b->first_line + m;
  rest->n_lines = -1;
  lines_range (layout, rest->first_line, -1, &top, &bottom);
  rest->height = bottom - top + (rest->rule_below ? 6 + RULE_SPACE : 0);
  g_ptr_array_insert (self->blocks, (int) k + 1, rest);

  lines_range (layout, b->first_line, m, &top, &bottom);
  b->n_lines = m;
  b->height = bottom - top;
  b->keep_next = TRUE;
  b->rule_below = FALSE;
  g_object_unref (layout);
  return TRUE;
}

/* A step whose group misses the page by over: its diagram drawn smaller,
 * down to MIN_TABLE_SCALE, keeps it on this page rather than leaving the
 * rest of the page empty (issue 31: one step a page, half-empty pages);
 * *h, the group's height, is updated.  FALSE when there is no diagram or
 * it would have to shrink more. */
#define MIN_TABLE_SCALE 0.7

static gboolean
shrink_table (GtHandout *self,
              guint      first,
              guint      last,
              double     over,
              double    *h)
{
  for (guint k = first; k <= last; k++)
    {
      Block *b = self->blocks->pdata[k];
      double scale;

      if (b->kind != BLOCK_TABLE)
        continue;
      scale = (b->height - over) / b->height;
      if (scale < MIN_TABLE_SCALE)
        return FALSE;
      b->scale = scale;
      b->height -= over;
      *h -= over;
      return TRUE;
    }
  return FALSE;
}

guint
gt_handout_paginate (GtHandout *self,
                     double     width,
                     double     height)
{
  double text_w, top, bottom, y;
  guint page = 0;
  guint i = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (width > 2 * MARGIN_X + 100 && height > MARGIN_TOP + MARGIN_BOTTOM + 100, 0);

  self->page_w = width;
  self->page_h = height;
  g_ptr_array_set_size (self->blocks, 0);
  build_blocks (self);

  text_w = width - 2 * MARGIN_X;
  top = MARGIN_TOP;
  bottom = height - MARGIN_BOTTOM;
  for (guint k = 0; k < self->blocks->len; k++)
    {
      Block *b = self->blocks->pdata[k];

      b->height = measure (self, b, text_w);
    }

  /* Groups: a run of blocks joined by keep_next.  A group goes on the
   * page if it fits, else on the next; one taller than a page is split
   * between its blocks. */
  y = top;
  while (i < self->blocks->len)
    {
      guint end = i;
      double h = 0;
      const Block *prev = i > 0 ? self->blocks->pdata[i - 1] : NULL;
      Block *first = self->blocks->pdata[i];

      while (end + 1 < self->blocks->len && ((Block *) self->blocks->pdata[end])->keep_next)
        end++;
      for (guint k = i; k <= end; k++)
        {
          Block *b = self->blocks->pdata[k];
          h += b->height + (k > i ? gap_before (b, self->blocks->pdata[k - 1]) : 0);
        }
      if (first->new_page && y > top)
        {
          page++;
          y = top;
        }
      else if (y > top && y + gap_before (first, prev) + h > bottom &&
               !shrink_table (self, i, end, y + gap_before (first, prev) + h - bottom, &h))
        {
          page++;
          y = top;
        }
      else if (y > top)
        y += gap_before (first, prev);

      for (guint k = i; k <= end; k++)
        {
          Block *b = self->blocks->pdata[k];

          guint before = self->blocks->len;
          gboolean text = b->kind == BLOCK_TEXT || b->kind == BLOCK_HEADING;

          /* In a group taller than a page, a text that does not fit in
           * the rest of the page is flowed onto the next, its first two
           * lines at least on this one; anything else goes over whole. */
          if (k > i)
            {
              double g = gap_before (b, self->blocks->pdata[k - 1]);

              if (y > top && y + g + b->height > bottom &&
                  !(text && split_text (self, k, bottom - y - g, text_w, 2)))
                {
                  page++;
                  y = top;
                }
              else
                y += g;
            }
          /* A text no page can hold (a step of a thousand words) ran on
           * over the page's foot: its lines are flowed onto the next. */
          if (text && y + b->height > bottom)
            split_text (self, k, bottom - y, text_w, 1);
          end += self->blocks->len - before;
          b->page = page;
          b->y = y;
          y += b->height;
        }
      i = end + 1;
    }
  self->n_pages = page + 1;
  return self->n_pages;
}

/* ---- Drawing ----------------------------------------------------------------- */

static void
draw_box (cairo_t *cr,
          double   x,
          double   y,
          double   s)
{
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_rectangle (cr, x + 0.5, y + 0.5, s - 1, s - 1);
  cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
  cairo_set_line_width (cr, 0.8);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_number (GtHandout *self,
             cairo_t   *cr,
             guint      number,
             double     x,
             double     y)
{
  char text[16];
  double r = 9;

  g_snprintf (text, sizeof text, "%u", number);
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, x + r, y + r + 0.5, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, accent[0], accent[1], accent[2]);
  cairo_fill (cr);
  cairo_restore (cr);
  {
    PangoLayout *layout = make_layout (self, NULL, number >= 100 ? 7 : 8.5, PANGO_WEIGHT_BOLD, FALSE, 40);
    PangoRectangle ink_rect;

    pango_layout_set_text (layout, text, -1);
    pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
    cairo_save (cr);
    cairo_set_source_rgb (cr, 1, 1, 1);
    cairo_move_to (cr, x + r - ink_rect.x - ink_rect.width / 2.0, y + r + 0.5 - ink_rect.y - ink_rect.height / 2.0);
    pango_cairo_update_context (cr, self->pango);
    pango_layout_context_changed (layout);
    pango_cairo_show_layout (cr, layout);
    cairo_restore (cr);
    g_object_unref (layout);
  }
}

static void
hline (cairo_t      *cr,
       double        x0,
       double        x1,
       double        y,
       double        width,
       const double *colour)
{
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_set_source_rgb (cr, colour[0], colour[1], colour[2]);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_head (GtHandout *self,
           cairo_t   *cr,
           Block     *b,
           double     x,
           double     y,
           double     width)
{
  g_autofree char *chapter = chapter_line (self, self->lessons->pdata[b->lesson]);

  if (b->first_head)
    {
      /* The worksheet's name and date lines. */
      double lw;
      PangoLayout *layout = make_layout (self, NULL, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width);

      /* TRANSLATORS: a printed worksheet's line for the student's name */
      pango_layout_set_text (layout, _("Name"), -1);
      lw = layout_width (layout);
      g_object_unref (layout);
      draw_text (self, cr, _("Name"), x, y, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width, grey);
      hline (cr, x + lw + 6, x + width * 0.62, y + BODY_SIZE * 1.35, 0.6, grey);
      layout = make_layout (self, NULL, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width);
      /* TRANSLATORS: a printed worksheet's line for the date */
      pango_layout_set_text (layout, _("Date"), -1);
      lw = layout_width (layout);
      g_object_unref (layout);
      draw_text (self, cr, _("Date"), x + width * 0.68, y, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width, grey);
      hline (cr, x + width * 0.68 + lw + 6, x + width, y + BODY_SIZE * 1.35, 0.6, grey);
      y += BODY_SIZE * 3;
    }
  y += draw_text (self, cr, chapter, x, y, SMALL_SIZE, PANGO_WEIGHT_BOLD, FALSE, width, accent) + SMALL_SIZE * 0.7;
  y += draw_text (self, cr, b->text, x, y, TITLE_SIZE, PANGO_WEIGHT_BOLD, FALSE, width, ink) + 4;
  if (b->rule_below)
    hline (cr, x, x + width, y + 3, 1.2, ink);
}

static void
draw_block (GtHandout *self,
            cairo_t   *cr,
            Block     *b,
            double     width)
{
  double x = MARGIN_X + b->indent;
  double w = width - b->indent;

  switch (b->kind)
    {
    case BLOCK_LESSON_HEAD:
      draw_head (self, cr, b, MARGIN_X, b->y, width);
      break;
    case BLOCK_TEXT:
      if (b->number > 0)
        {
          /* The number on the first line's baseline, however tall the
           * line is for the cards in it. */
          PangoLayout *layout = make_layout (self, b->text, b->size, b->weight, b->italic, w);
          double base = (double) pango_layout_get_baseline (layout) / PANGO_SCALE;

          g_object_unref (layout);
          draw_number (self, cr, b->number, MARGIN_X, b->y + base - b->size * 0.36 - 9.5);
        }
      {
        double h = draw_text_lines (self, cr, b->text, x, b->y, b->size, b->weight, b->italic, w, b->colour,
                                    b->first_line, b->n_lines);

        /* A summary: the head's rule under it (the last part of it). */
        if (b->rule_below)
          hline (cr, MARGIN_X, MARGIN_X + width, b->y + h + 6 + 3, 1.2, ink);
      }
      break;
    case BLOCK_TABLE:
      if (b->scale > 0 && b->scale < 1)
        {
          /* Smaller, centred in the column (shrink_table()). */
          cairo_save (cr);
          cairo_translate (cr, x + w * (1 - b->scale) / 2, b->y);
          cairo_scale (cr, b->scale, b->scale);
          table_diagram (self, cr, b->model, &b->highlight, 0, 0, w);
          cairo_restore (cr);
        }
      else
        table_diagram (self, cr, b->model, &b->highlight, x, b->y, w);
      break;
    case BLOCK_CARDS:
      {
        GtCardPaintOptions opts;

        draw_text (self, cr, b->text, x, b->y + 2, BODY_SIZE, PANGO_WEIGHT_BOLD, FALSE, 76, ink);
        paint_options (self, &opts);
        for (guint i = 0; i < b->cards.n; i++)
          {
            opts.declared = b->cards.as[i];
            draw_card (self, cr, x + 80 + i * PLAY_CARD * HAND_STEP, b->y, PLAY_CARD, b->cards.card[i], &opts);
          }
      }
      break;
    case BLOCK_CHOICES:
      {
        guint n = g_strv_length (b->choices);
        double y = b->y;
        double cx = x;

        for (guint i = 0; i < n; i++)
          {
            double h;

            if (b->number == 0)
              {
                PangoLayout *layout = make_layout (self, NULL, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, w);

                pango_layout_set_text (layout, b->choices[i], -1);
                draw_box (cr, cx, y + (double) pango_layout_get_baseline (layout) / PANGO_SCALE - 9.5, 11);
                draw_text (self, cr, b->choices[i], cx + 17, y, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, w, ink);
                cx += 17 + layout_width (layout) + 28;
                g_object_unref (layout);
                continue;
              }
            {
              /* The box on the first line's baseline, as a bullet. */
              PangoLayout *layout = make_layout (self, b->choices[i], BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, w - 20);
              double base = (double) pango_layout_get_baseline (layout) / PANGO_SCALE;

              h = MAX (layout_height (layout), 14);
              g_object_unref (layout);
              draw_box (cr, x, y + base - 9.5, 11);
            }
            draw_text (self, cr, b->choices[i], x + 20, y, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, w - 20, ink);
            y += h + 4;
          }
      }
      break;
    case BLOCK_WRITE:
      {
        PangoLayout *layout = make_layout (self, NULL, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, w);
        double lw;

        pango_layout_set_text (layout, b->text, -1);
        lw = layout_width (layout);
        g_object_unref (layout);
        draw_text (self, cr, b->text, x, b->y + BODY_SIZE * 0.8, BODY_SIZE, PANGO_WEIGHT_NORMAL, FALSE, w, grey);
        hline (cr, x + lw + 8, x + w, b->y + BODY_SIZE * 2.2, 0.6, grey);
      }
      break;
    case BLOCK_HEADING:
      draw_text_lines (self, cr, b->text, x - (b->size > HEADING_SIZE ? b->indent : 0), b->y, b->size,
                       PANGO_WEIGHT_BOLD, FALSE, w, b->size > HEADING_SIZE ? ink : accent,
                       b->first_line, b->n_lines);
      break;
    default:
      break;
    }
}

static void
draw_footer (GtHandout *self,
             cairo_t   *cr,
             guint      page,
             guint      lesson)
{
  const GtLesson *l = self->lessons->pdata[lesson];
  double y = self->page_h - FOOTER_Y - SMALL_SIZE;
  double width = self->page_w - 2 * MARGIN_X;
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  PangoLayout *layout;

  hline (cr, MARGIN_X, MARGIN_X + width, y - 6, 0.5, rule_grey);
  /* TRANSLATORS: the foot of a printed handout's page: the app, then the lesson's title */
  left = g_strdup_printf (_("Guandan Tutor · %s"), lesson_text (l->title));
  draw_text (self, cr, left, MARGIN_X, y, SMALL_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width * 0.75, grey);
  /* TRANSLATORS: the foot of a printed handout's page: "Page 2 of 5" */
  right = g_strdup_printf (_("Page %u of %u"), page + 1, self->n_pages);
  layout = make_layout (self, NULL, SMALL_SIZE, PANGO_WEIGHT_NORMAL, FALSE, width);
  pango_layout_set_text (layout, right, -1);
  draw_text (self, cr, right, MARGIN_X + width - layout_width (layout), y, SMALL_SIZE, PANGO_WEIGHT_NORMAL,
             FALSE, width, grey);
  g_object_unref (layout);
}

void
gt_handout_draw_page (GtHandout *self,
                      cairo_t   *cr,
                      guint      page)
{
  double width;
  guint lesson = 0;
  gboolean any = FALSE;

  g_return_if_fail (self != NULL && cr != NULL);
  g_return_if_fail (page < self->n_pages);

  width = self->page_w - 2 * MARGIN_X;
  cairo_save (cr);
  pango_cairo_update_context (cr, self->pango);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      Block *b = self->blocks->pdata[i];

      if (b->page != page)
        continue;
      if (!any)
        lesson = b->lesson;
      any = TRUE;
      draw_block (self, cr, b, width);
    }
  if (self->lessons->len > 0)
    draw_footer (self, cr, page, lesson);
  cairo_restore (cr);
}

/* ---- The handout --------------------------------------------------------------- */

void
gt_handout_default_paper (double *width,
                          double *height)
{
  *width = GT_HANDOUT_A4_WIDTH;
  *height = GT_HANDOUT_A4_HEIGHT;
#ifdef __GLIBC__
  {
    /* glibc's LC_PAPER, in millimetres: 216 × 279 is Letter. */
    union { char *s; unsigned int n; } w, h;

    w.s = nl_langinfo (_NL_PAPER_WIDTH);
    h.s = nl_langinfo (_NL_PAPER_HEIGHT);
    if (w.n == 216 && h.n == 279)
      {
        *width = GT_HANDOUT_LETTER_WIDTH;
        *height = GT_HANDOUT_LETTER_HEIGHT;
      }
  }
#endif
}

GtHandout *
gt_handout_new (void)
{
  GtHandout *self = g_new0 (GtHandout, 1);
  cairo_font_options_t *fo = cairo_font_options_create ();

  self->lessons = g_ptr_array_new ();
  self->blocks = g_ptr_array_new_with_free_func (block_free);
  self->pango = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  /* A point is a unit, and what is measured is what is drawn. */
  pango_cairo_context_set_resolution (self->pango, 72);
  cairo_font_options_set_hint_metrics (fo, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (fo, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (self->pango, fo);
  cairo_font_options_destroy (fo);
  /* The language of the translation the user reads, so that Han characters
   * take Japanese or Chinese shapes as the text's language wants (the
   * cards' jokers follow the same). */
  self->language = gt_card_painter_language ();
  pango_context_set_language (self->pango, self->language);
  pango_cairo_context_set_shape_renderer (self->pango, shape_renderer, self, NULL);
  return self;
}

void
gt_handout_free (GtHandout *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->blocks);
  g_ptr_array_unref (self->lessons);
  g_clear_object (&self->deck);
  g_object_unref (self->pango);
  g_free (self);
}

void
gt_handout_set_deck (GtHandout  *self,
                     GtCardDeck *deck)
{
  g_return_if_fail (self != NULL);
  g_set_object (&self->deck, deck);
}

void
gt_handout_set_four_colour (GtHandout *self,
                            gboolean   four_colour)
{
  g_return_if_fail (self != NULL);
  self->four_colour = four_colour;
}

void
gt_handout_add_lesson (GtHandout      *self,
                       const GtLesson *lesson)
{
  g_return_if_fail (self != NULL && lesson != NULL);
  g_ptr_array_add (self->lessons, (gpointer) lesson);
  self->n_pages = 0;
}

guint
gt_handout_get_n_lessons (GtHandout *self)
{
  return self->lessons->len;
}

guint
gt_handout_get_n_questions (GtHandout *self)
{
  guint n = 0;

  for (guint li = 0; li < self->lessons->len; li++)
    {
      const GtLesson *lesson = self->lessons->pdata[li];

      for (guint si = 0; si < lesson->n_steps; si++)
        if (step_asks (&lesson->steps[si]) && !lesson->steps[si].broken)
          n++;
    }
  return n;
}

double
gt_handout_get_page_fill (GtHandout *self,
                          guint      page)
{
  double highest = 0;
  gboolean any = FALSE;

  g_return_val_if_fail (self != NULL, 0);

  for (guint k = 0; k < self->blocks->len; k++)
    {
      const Block *b = self->blocks->pdata[k];

      if (b->page != page)
        continue;
      highest = any ? MAX (highest, b->y + b->height) : b->y + b->height;
      any = TRUE;
    }
  if (!any)
    return 0;
  return (highest - MARGIN_TOP) / (self->page_h - MARGIN_TOP - MARGIN_BOTTOM);
}

guint
gt_handout_get_n_pages (GtHandout *self)
{
  return self->n_pages;
}

/* cairo writes the PDF into a temporary file beside the old one
 * (gt-atomic-file.h), renamed over it only once every page is written and
 * synced: a full disk or any other error leaves the old PDF as it was and
 * no partial file. */
typedef struct {
  GtAtomicFile *out;
  GError *error;
} PdfSink;

static cairo_status_t
pdf_write (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  PdfSink *sink = closure;

  if (sink->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!gt_atomic_file_write (sink->out, data, length, &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

gboolean
gt_handout_write_pdf (GtHandout   *self,
                      const char  *path,
                      double       width,
                      double       height,
                      GError     **error)
{
  PdfSink sink = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n;

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);

  /* A file that cannot be written (a link, a FIFO, a read-only file, no
   * such folder) is said before anything is drawn. */
  sink.out = gt_atomic_file_new (path, GT_ATOMIC_FILE_NONE, error);
  if (sink.out == NULL)
    return FALSE;
  if (width <= 0 || height <= 0)
    gt_handout_default_paper (&width, &height);
  n = gt_handout_paginate (self, width, height);
  surface = cairo_pdf_surface_create_for_stream (pdf_write, &sink, width, height);
  if (self->lessons->len > 0)
    {
      const GtLesson *first = self->lessons->pdata[0];

      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, lesson_text (first->title));
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Guandan Tutor " PACKAGE_VERSION);
    }
  cr = cairo_create (surface);
  for (guint page = 0; page < n && sink.error == NULL; page++)
    {
      gt_handout_draw_page (self, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (sink.error != NULL)
    {
      gt_atomic_file_abort (sink.out);
      g_propagate_error (error, sink.error);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      gt_atomic_file_abort (sink.out);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return gt_atomic_file_commit (sink.out, error);
}
