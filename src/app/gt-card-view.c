/* gt-card-view.c — one playing card, drawn in code
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is measured in fractions of the card's width, so a 24 px inline
 * card and a 120 px projector card are the same drawing.  The card fills the
 * largest 5:7 box that fits its allocation (centred), which lets a hand hand
 * out smaller boxes when it scales down without telling each card.
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
 *   - on cards 84 px wide or more, the index again, rotated, bottom right.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gt-card-view.h"
#include "gt-card-view-private.h"
#include "gt-widgets.h"

struct _GtCardView
{
  GtkWidget parent_instance;

  GtCard card;
  GtCard declared;
  GtCardMark mark;
  int width;

  guint face_down : 1;
  guint level_card : 1;
  guint wild : 1;
  guint selected : 1;
  guint ring_by_parent : 1;
  guint four_colour : 1;

  /* The fault shake: a tick callback while it runs. */
  guint shake_tick;
  gint64 shake_start;
  double shake_offset;
};

G_DEFINE_FINAL_TYPE (GtCardView, gt_card_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_DECLARED,
  PROP_FACE_DOWN,
  PROP_LEVEL_CARD,
  PROP_WILD,
  PROP_SELECTED,
  PROP_MARK,
  PROP_WIDTH,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define DEFAULT_WIDTH 64
/* Below this a card is unreadable; a hand scales no further. */
#define MIN_WIDTH 16
/* From this width on the index is repeated bottom right. */
#define DOUBLE_INDEX_WIDTH 84
/* Below this the face is only rank over suit, large (inline cards). */
#define MINI_WIDTH 40
#define SHAKE_USEC (360 * 1000)

/* Ink: cards are white in every style, so these are fixed.  Red is
 * libadwaita's red-4, darker than red-3 so that it reads on white. */
static const GdkRGBA ink_red = { 0.753f, 0.110f, 0.157f, 1.f };    /* #c01c28 */
static const GdkRGBA ink_black = { 0.141f, 0.122f, 0.192f, 1.f };  /* #241f31 */
/* The four-colour deck's diamonds and clubs: libadwaita's blue-5, and a
 * green darker than green-5 for the same contrast on white as the red. */
static const GdkRGBA ink_blue = { 0.102f, 0.373f, 0.706f, 1.f };   /* #1a5fb4 */
static const GdkRGBA ink_green = { 0.110f, 0.471f, 0.247f, 1.f };  /* #1c783f */
static const GdkRGBA face_white = { 1.f, 1.f, 1.f, 1.f };
static const GdkRGBA gold = { 0.961f, 0.761f, 0.067f, 1.f };       /* #f5c211 */
static const GdkRGBA gold_rim = { 0.612f, 0.431f, 0.012f, 1.f };   /* #9c6e03 */
static const GdkRGBA back_blue = { 0.102f, 0.373f, 0.706f, 1.f };  /* #1a5fb4 */
static const GdkRGBA back_deep = { 0.071f, 0.255f, 0.537f, 1.f };  /* #124189 */

/* ---- Names ------------------------------------------------------------------ */

static const char *
rank_name (guint rank)
{
  switch (rank)
    {
    case 2: return C_("card rank", "two");
    case 3: return C_("card rank", "three");
    case 4: return C_("card rank", "four");
    case 5: return C_("card rank", "five");
    case 6: return C_("card rank", "six");
    case 7: return C_("card rank", "seven");
    case 8: return C_("card rank", "eight");
    case 9: return C_("card rank", "nine");
    case 10: return C_("card rank", "ten");
    case 11: return C_("card rank", "jack");
    case 12: return C_("card rank", "queen");
    case 13: return C_("card rank", "king");
    case 14: return C_("card rank", "ace");
    default: return "?";
    }
}

static const char *
suit_name (GtSuit suit)
{
  switch (suit)
    {
    case GT_SUIT_SPADES: return C_("card suit", "spades");
    case GT_SUIT_HEARTS: return C_("card suit", "hearts");
    case GT_SUIT_DIAMONDS: return C_("card suit", "diamonds");
    case GT_SUIT_CLUBS: return C_("card suit", "clubs");
    case GT_SUIT_NONE:
    default: return "?";
    }
}

static char *
card_name (GtCard card)
{
  if (card == GT_CARD_RJ)
    return g_strdup (_("big joker"));
  if (card == GT_CARD_BJ)
    return g_strdup (_("small joker"));
  if (card >= GT_CARD_KINDS)
    return g_strdup (_("no card"));
  /* Translators: a card's accessible name, "seven of spades": %1$s is the
   * rank, %2$s the suit.  Reorder as your language needs. */
  return g_strdup_printf (_("%1$s of %2$s"),
                          rank_name (gt_card_rank (card)),
                          suit_name (gt_card_suit (card)));
}

char *
gt_card_accessible_name (GtCard   card,
                         gboolean level_card,
                         gboolean wild)
{
  char *name = card_name (card);

  if (wild)
    {
      char *tmp = name;
      /* Translators: added to a card's accessible name: "two of hearts, wild card" */
      name = g_strdup_printf (_("%s, wild card"), tmp);
      g_free (tmp);
    }
  if (level_card)
    {
      char *tmp = name;
      /* Translators: added to a card's accessible name: "two of spades, level card" */
      name = g_strdup_printf (_("%s, level card"), tmp);
      g_free (tmp);
    }
  return name;
}

static void
update_accessible (GtCardView *self)
{
  char *name;
  const char *description = NULL;

  if (self->face_down)
    name = g_strdup (_("face-down card"));
  else
    {
      name = gt_card_accessible_name (self->card, self->level_card, self->wild);
      if (self->declared != GT_CARD_NONE)
        {
          char *as = card_name (self->declared);
          char *tmp = name;
          /* Translators: a wild card read as another card: "two of hearts,
           * wild card, level card, as five of spades" */
          name = g_strdup_printf (_("%s, as %s"), tmp, as);
          g_free (tmp);
          g_free (as);
        }
    }

  switch (self->mark)
    {
    case GT_CARD_MARK_HINT:
      description = _("Suggested card");
      break;
    case GT_CARD_MARK_FAULT:
      description = _("This card is why the play is not allowed");
      break;
    case GT_CARD_MARK_NONE:
    default:
      break;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_free (name);
}

static void
update_selected_state (GtCardView *self)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (self));

  /* An option in the learner's hand says whether it is selected; a card
   * that is only a picture has no such state. */
  if (role == GTK_ACCESSIBLE_ROLE_OPTION)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                                 GTK_ACCESSIBLE_STATE_SELECTED, (gboolean) self->selected,
                                 -1);
  else if (role == GTK_ACCESSIBLE_ROLE_BUTTON)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                                 GTK_ACCESSIBLE_STATE_PRESSED,
                                 self->selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                 -1);
}

/* ---- Drawing ---------------------------------------------------------------- */

/* Whether the style around the card is dark: the card itself stays white,
 * but its shadow has to be stronger to lift it off a dark table. */
static gboolean
style_is_dark (GtkWidget *widget)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GdkRGBA bg;

  if (!gtk_style_context_lookup_color (context, "window_bg_color", &bg) &&
      !gtk_style_context_lookup_color (context, "theme_bg_color", &bg))
    return FALSE;
  return 0.2126 * bg.red + 0.7152 * bg.green + 0.0722 * bg.blue < 0.5;
}

typedef struct {
  GtkSnapshot *snapshot;
  PangoLayout *layout;
  PangoFontDescription *font;
  gboolean four_colour;   /* the card's deck (suit_ink()) */
} Pen;

static const GdkRGBA *
suit_ink (const Pen *pen,
          GtCard     card)
{
  if (card == GT_CARD_RJ)
    return &ink_red;
  if (card == GT_CARD_BJ)
    return &ink_black;
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

static void
pen_init (Pen         *pen,
          GtCardView  *self,
          GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  PangoContext *context = gtk_widget_get_pango_context (widget);

  pen->snapshot = snapshot;
  pen->four_colour = self->four_colour;
  pen->layout = gtk_widget_create_pango_layout (widget, NULL);
  pen->font = pango_font_description_copy (pango_context_get_font_description (context));
}

static void
pen_clear (Pen *pen)
{
  g_object_unref (pen->layout);
  pango_font_description_free (pen->font);
}

/* Sets the text and returns its ink box (in pixels, relative to the
 * layout's origin): placing by ink, not by line box, is what centres a suit
 * symbol or aligns a rank to the card's edge. */
static void
pen_set (Pen                  *pen,
         const char           *text,
         double                px,
         PangoWeight           weight,
         graphene_rect_t      *ink)
{
  PangoRectangle r;

  pango_font_description_set_absolute_size (pen->font, MAX (px, 1.0) * PANGO_SCALE);
  pango_font_description_set_weight (pen->font, weight);
  pango_layout_set_font_description (pen->layout, pen->font);
  pango_layout_set_attributes (pen->layout, NULL);
  pango_layout_set_text (pen->layout, text, -1);
  pango_layout_get_extents (pen->layout, &r, NULL);
  graphene_rect_init (ink,
                      (float) r.x / PANGO_SCALE, (float) r.y / PANGO_SCALE,
                      (float) r.width / PANGO_SCALE, (float) r.height / PANGO_SCALE);
}

/* Draws the text last set with its ink box's top centre at (cx, top). */
static void
pen_draw_top (Pen                   *pen,
              const graphene_rect_t *ink,
              const GdkRGBA         *color,
              float                  cx,
              float                  top)
{
  graphene_point_t at = GRAPHENE_POINT_INIT (roundf (cx - ink->origin.x - ink->size.width / 2),
                                             roundf (top - ink->origin.y));

  gtk_snapshot_save (pen->snapshot);
  gtk_snapshot_translate (pen->snapshot, &at);
  gtk_snapshot_append_layout (pen->snapshot, pen->layout, color);
  gtk_snapshot_restore (pen->snapshot);
}

static void
pen_draw_centre (Pen                   *pen,
                 const graphene_rect_t *ink,
                 const GdkRGBA         *color,
                 float                  cx,
                 float                  cy)
{
  pen_draw_top (pen, ink, color, cx, cy - ink->size.height / 2);
}

static void
rounded_rect (GskRoundedRect *out,
              float           x,
              float           y,
              float           w,
              float           h,
              float           radius)
{
  graphene_size_t r = GRAPHENE_SIZE_INIT (radius, radius);

  gsk_rounded_rect_init (out, &GRAPHENE_RECT_INIT (x, y, w, h), &r, &r, &r, &r);
}

static void
append_ring (GtkSnapshot          *snapshot,
             const GskRoundedRect *outer,
             float                 width,
             const GdkRGBA        *color)
{
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, outer, widths, colors);
}

/* The rank's text.  "10" is the one rank of two characters: drawn with its
 * letters pulled together it stays inside the index column. */
static void
pen_set_rank (Pen             *pen,
              guint            rank,
              double           px,
              graphene_rect_t *ink)
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
      graphene_rect_init (ink,
                          (float) r.x / PANGO_SCALE, (float) r.y / PANGO_SCALE,
                          (float) r.width / PANGO_SCALE, (float) r.height / PANGO_SCALE);
    }
}

/* A dashed outline just inside a rounded rectangle: what marks a drawing as
 * a stand-in rather than a card.  GSK has no dashed borders; a small cairo
 * node does it (cairo nodes are drawn at the output's scale). */
static void
append_dashed_ring (GtkSnapshot          *snapshot,
                    const GskRoundedRect *outer,
                    float                 width,
                    const GdkRGBA        *color)
{
  const graphene_rect_t *b = &outer->bounds;
  double r = outer->corner[0].width;
  double x = b->origin.x + width / 2, y = b->origin.y + width / 2;
  double w = b->size.width - width, h = b->size.height - width;
  double dash = MAX (2.0, width * 2.5);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, b);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_dash (cr, &dash, 1, 0);
  cairo_set_line_width (cr, width);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* The corner index: rank over suit, top centre at (cx, top).  Returns the
 * bottom of the ink. */
static float
draw_index (Pen           *pen,
            GtCard         card,
            const GdkRGBA *ink_color,
            float          W,
            float          cx,
            float          top)
{
  graphene_rect_t ink;
  float y = top;

  if (gt_card_is_joker (card))
    {
      /* 大 or 小 on top, so that the two jokers differ in shape and not only
       * in colour even when only this column shows; then JOKER downwards. */
      static const char *const letters[] = { "J", "O", "K", "E", "R" };

      pen_set (pen, card == GT_CARD_RJ ? "大" : "小", W * 0.19, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_top (pen, &ink, ink_color, cx, y);
      y += ink.size.height + W * 0.05f;
      for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
        {
          pen_set (pen, letters[i], W * 0.13, PANGO_WEIGHT_BOLD, &ink);
          pen_draw_top (pen, &ink, ink_color, cx, y);
          y += W * 0.15f;
        }
      return y;
    }

  pen_set_rank (pen, gt_card_rank (card), W * 0.22, &ink);
  pen_draw_top (pen, &ink, ink_color, cx, y);
  y += ink.size.height + W * 0.04f;

  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), W * 0.2, PANGO_WEIGHT_NORMAL, &ink);
  pen_draw_top (pen, &ink, ink_color, cx, y);
  return y + ink.size.height;
}

/* Rank over suit, centred on (cx, cy): the centre of a court card, of a
 * card too small for an index, and of a declared card's ghost. */
static void
draw_rank_over_suit (Pen           *pen,
                     GtCard         card,
                     const GdkRGBA *ink_color,
                     double         rank_px,
                     double         suit_px,
                     float          gap,
                     float          cx,
                     float          cy)
{
  graphene_rect_t ink, ink2;
  float top;

  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), suit_px, PANGO_WEIGHT_NORMAL, &ink2);
  pen_set_rank (pen, gt_card_rank (card), rank_px, &ink);
  top = cy - (ink.size.height + gap + ink2.size.height) / 2;
  pen_draw_top (pen, &ink, ink_color, cx, top);
  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), suit_px, PANGO_WEIGHT_NORMAL, &ink2);
  pen_draw_top (pen, &ink2, ink_color, cx, top + ink.size.height + gap);
}

static void
draw_centre (Pen   *pen,
             GtCard card,
             float  W,
             float  H)
{
  const GdkRGBA *ink_color = suit_ink (pen, card);
  graphene_rect_t ink, ink2;
  guint rank = gt_card_rank (card);
  /* Slightly right of the middle: the index column takes the left. */
  float cx = W * 0.56f, cy = H * 0.52f;

  if (gt_card_is_joker (card))
    {
      /* 大王 / 小王 written downwards, as on a Chinese deck. */
      const char *first = card == GT_CARD_RJ ? "大" : "小";
      float gap = W * 0.06f, top;

      pen_set (pen, first, W * 0.36, PANGO_WEIGHT_BOLD, &ink);
      pen_set (pen, "王", W * 0.36, PANGO_WEIGHT_BOLD, &ink2);
      top = cy - (ink.size.height + gap + ink2.size.height) / 2;
      pen_draw_top (pen, &ink2, ink_color, cx, top + ink.size.height + gap);
      pen_set (pen, first, W * 0.36, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_top (pen, &ink, ink_color, cx, top);
      return;
    }

  if (rank >= GT_RANK_J)
    {
      /* A court card or the Ace: the letter over the suit, in a thin frame
       * for J Q K so that they read as "picture" cards at a glance. */
      if (rank != GT_RANK_A)
        {
          GskRoundedRect frame;
          GdkRGBA tint = *ink_color;

          tint.alpha = 0.35f;
          rounded_rect (&frame, W * 0.31f, H * 0.12f, W * 0.56f, H * 0.78f, W * 0.04f);
          append_ring (pen->snapshot, &frame, MAX (1.f, roundf (W * 0.012f)), &tint);
          tint.alpha = 0.05f;
          gtk_snapshot_push_rounded_clip (pen->snapshot, &frame);
          gtk_snapshot_append_color (pen->snapshot, &tint, &frame.bounds);
          gtk_snapshot_pop (pen->snapshot);
          cx = W * 0.59f;
        }
      draw_rank_over_suit (pen, card, ink_color, W * 0.36, W * 0.26, W * 0.05f, cx, cy);
      return;
    }

  pen_set (pen, gt_suit_to_symbol (gt_card_suit (card)), W * 0.5, PANGO_WEIGHT_NORMAL, &ink);
  pen_draw_centre (pen, &ink, ink_color, cx, cy);
}

/* The gold badge under the index: a plain disc for a level card, the disc
 * with a star for a wild card (a different shape, not only a colour). */
static void
draw_badge (Pen   *pen,
            float  W,
            float  cx,
            float  top,
            gboolean wild)
{
  GskRoundedRect disc;
  float d = W * 0.2f;
  graphene_rect_t ink;

  rounded_rect (&disc, cx - d / 2, top, d, d, d / 2);
  gtk_snapshot_append_outset_shadow (pen->snapshot, &disc, &(GdkRGBA) { 0, 0, 0, 0.25f },
                                     0, W * 0.006f, 0, W * 0.02f);
  gtk_snapshot_push_rounded_clip (pen->snapshot, &disc);
  gtk_snapshot_append_color (pen->snapshot, &gold, &disc.bounds);
  gtk_snapshot_pop (pen->snapshot);
  append_ring (pen->snapshot, &disc, MAX (1.f, W * 0.012f), &gold_rim);

  if (wild)
    {
      pen_set (pen, "★", d * 0.8, PANGO_WEIGHT_NORMAL, &ink);
      pen_draw_centre (pen, &ink, &ink_black, cx, top + d / 2);
    }
}

/* The card a wild card stands for, ghosted over the centre: "as" over its
 * rank and suit, faint, in a tinted box.  The wild card's own index and star
 * stay in the index column. */
static void
draw_declared (Pen   *pen,
               GtCard as,
               float  W,
               float  H)
{
  GdkRGBA ghost = *suit_ink (pen, as);
  GdkRGBA box_fill = ghost, box_rim = ghost;
  graphene_rect_t ink;
  GskRoundedRect box;
  float cx = W * 0.61f;
  float bw = W * 0.52f, bh = H * 0.62f;
  float top = H * 0.5f - bh / 2;

  box_fill.alpha = 0.07f;
  box_rim.alpha = 0.55f;
  rounded_rect (&box, cx - bw / 2, top, bw, bh, W * 0.06f);
  gtk_snapshot_push_rounded_clip (pen->snapshot, &box);
  gtk_snapshot_append_color (pen->snapshot, &face_white, &box.bounds);
  gtk_snapshot_append_color (pen->snapshot, &box_fill, &box.bounds);
  gtk_snapshot_pop (pen->snapshot);
  append_dashed_ring (pen->snapshot, &box, MAX (1.f, roundf (W * 0.018f)), &box_rim);

  ghost.alpha = 0.6f;
  /* Translators: written small on a wild card above the card it stands for
   * ("as 5♠"); keep it very short. */
  pen_set (pen, C_("wild card declared", "as"), W * 0.16, PANGO_WEIGHT_NORMAL, &ink);
  pen_draw_top (pen, &ink, &(GdkRGBA) { 0.37f, 0.36f, 0.39f, 1.f }, cx, top + W * 0.06f);
  draw_rank_over_suit (pen, as, &ghost, W * 0.3, W * 0.24, W * 0.04f,
                       cx, top + W * 0.06f + ink.size.height + (bh - W * 0.06f - ink.size.height) / 2);
}

/* Too small for an index (inline cards in text): rank over suit, large, in
 * the middle. */
static void
draw_mini_face (GtCardView *self,
                Pen        *pen,
                float       W,
                float       H)
{
  GtCard c = self->declared != GT_CARD_NONE ? self->declared : self->card;

  if (gt_card_is_joker (c))
    {
      graphene_rect_t ink;

      pen_set (pen, c == GT_CARD_RJ ? "大" : "小", W * 0.55, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_centre (pen, &ink, suit_ink (pen, c), W / 2, H / 2);
      return;
    }
  draw_rank_over_suit (pen, c, suit_ink (pen, c), W * 0.42, W * 0.4, W * 0.05f, W / 2, H / 2);
  /* The star says "wild": a declared card is one even when the hand that
   * shows it knows no rules. */
  if (self->wild || self->declared != GT_CARD_NONE)
    {
      graphene_rect_t ink;

      pen_set (pen, "★", W * 0.26, PANGO_WEIGHT_NORMAL, &ink);
      pen_draw_centre (pen, &ink, &gold_rim, W * 0.82f, W * 0.17f);
    }
  else if (self->level_card)
    {
      /* A level card: the gold disc of the full-size badge, small. */
      GskRoundedRect disc;
      float d = MAX (5.f, roundf (W * 0.2f));

      rounded_rect (&disc, W * 0.82f - d / 2, W * 0.17f - d / 2, d, d, d / 2);
      gtk_snapshot_push_rounded_clip (pen->snapshot, &disc);
      gtk_snapshot_append_color (pen->snapshot, &gold, &disc.bounds);
      gtk_snapshot_pop (pen->snapshot);
      append_ring (pen->snapshot, &disc, 1.f, &gold_rim);
    }
}

static void
draw_face (GtCardView *self,
           Pen        *pen,
           float       W,
           float       H)
{
  float cx = W * 0.16f;
  float bottom;
  gboolean declared = self->declared != GT_CARD_NONE && !gt_card_is_joker (self->card);

  if (W < MINI_WIDTH)
    {
      draw_mini_face (self, pen, W, H);
      return;
    }

  if (declared)
    draw_declared (pen, self->declared, W, H);
  else
    draw_centre (pen, self->card, W, H);
  bottom = draw_index (pen, self->card, suit_ink (pen, self->card), W, cx, W * 0.07f);

  if (self->level_card || self->wild)
    draw_badge (pen, W, cx, bottom + W * 0.07f, self->wild);

  if (W >= DOUBLE_INDEX_WIDTH && !declared)
    {
      /* The index again, upside down in the bottom-right corner. */
      gtk_snapshot_save (pen->snapshot);
      gtk_snapshot_translate (pen->snapshot, &GRAPHENE_POINT_INIT (W, H));
      gtk_snapshot_rotate (pen->snapshot, 180.f);
      draw_index (pen, self->card, suit_ink (pen, self->card), W, cx, W * 0.07f);
      gtk_snapshot_restore (pen->snapshot);
    }
}

/* The back: a white margin round a blue panel with a lattice, and 掼 in a
 * medallion — the same in every style, like a real deck. */
static void
draw_back (Pen   *pen,
           float  W,
           float  H,
           float  radius)
{
  GtkSnapshot *snapshot = pen->snapshot;
  float m = MAX (2.f, roundf (W * 0.07f));
  GskRoundedRect panel, medallion;
  GskColorStop stripes[4] = {
    { 0.00f, { 1, 1, 1, 0.f } },
    { 0.55f, { 1, 1, 1, 0.f } },
    { 0.55f, { 1, 1, 1, 0.16f } },
    { 1.00f, { 1, 1, 1, 0.16f } },
  };
  float pitch = MAX (4.f, W * 0.1f);
  float d = W * 0.42f;
  graphene_rect_t ink;

  rounded_rect (&panel, m, m, W - 2 * m, H - 2 * m, MAX (1.f, radius - m / 2));
  gtk_snapshot_push_rounded_clip (snapshot, &panel);
  gtk_snapshot_append_linear_gradient (snapshot, &panel.bounds,
                                       &GRAPHENE_POINT_INIT (0, m),
                                       &GRAPHENE_POINT_INIT (0, H - m),
                                       (GskColorStop[]) { { 0.f, back_blue }, { 1.f, back_deep } }, 2);
  /* Two sets of diagonal stripes make the lattice. */
  gtk_snapshot_append_repeating_linear_gradient (snapshot, &panel.bounds,
                                                 &GRAPHENE_POINT_INIT (0, 0),
                                                 &GRAPHENE_POINT_INIT (pitch, pitch),
                                                 stripes, G_N_ELEMENTS (stripes));
  gtk_snapshot_append_repeating_linear_gradient (snapshot, &panel.bounds,
                                                 &GRAPHENE_POINT_INIT (W, 0),
                                                 &GRAPHENE_POINT_INIT (W - pitch, pitch),
                                                 stripes, G_N_ELEMENTS (stripes));
  gtk_snapshot_pop (snapshot);
  append_ring (snapshot, &panel, 1.f, &(GdkRGBA) { 0.f, 0.f, 0.f, 0.25f });

  if (W >= 28)
    {
      rounded_rect (&medallion, W / 2 - d / 2, H / 2 - d / 2, d, d, d / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &medallion);
      gtk_snapshot_append_color (snapshot, &back_deep, &medallion.bounds);
      gtk_snapshot_pop (snapshot);
      append_ring (snapshot, &medallion, MAX (1.f, W * 0.025f), &(GdkRGBA) { 1.f, 1.f, 1.f, 0.85f });
      pen_set (pen, "掼", d * 0.55, PANGO_WEIGHT_BOLD, &ink);
      pen_draw_centre (pen, &ink, &(GdkRGBA) { 1.f, 1.f, 1.f, 0.92f }, W / 2, H / 2);
    }
}

/* The outline colour at half strength, outside any selection outline. */
static void
append_focus_ring (GtCardView    *self,
                   GtkSnapshot   *snapshot,
                   float          W,
                   float          H,
                   float          radius,
                   float          line,
                   const GdkRGBA *accent)
{
  GskRoundedRect ring;
  GdkRGBA focus = *accent;
  float g = (self->selected || self->mark == GT_CARD_MARK_FAULT) ? 2.f + 2 * line : 3.f;

  focus.alpha = 0.5f;
  rounded_rect (&ring, -g, -g, W + 2 * g, H + 2 * g, radius + g);
  append_ring (snapshot, &ring, 2.f, &focus);
}

/* The card's box in its allocation: the largest 5:7 box that fits,
 * centred, in whole pixels so that edges are sharp. */
static gboolean
card_geometry (GtCardView *self,
               float      *x,
               float      *y,
               float      *W,
               float      *H)
{
  float aw = gtk_widget_get_width (GTK_WIDGET (self));
  float ah = gtk_widget_get_height (GTK_WIDGET (self));

  if (aw <= 0 || ah <= 0)
    return FALSE;
  *W = floorf (MIN (aw, ah * 5.f / 7.f));
  *H = floorf (*W * 7.f / 5.f);
  *x = floorf ((aw - *W) / 2) + (float) self->shake_offset;
  *y = floorf ((ah - *H) / 2);
  return TRUE;
}

void
gt_card_view_append_focus_ring (GtCardView  *self,
                                GtkSnapshot *snapshot)
{
  GdkRGBA accent;
  float x, y, W, H;

  g_return_if_fail (GT_IS_CARD_VIEW (self));

  if (!card_geometry (self, &x, &y, &W, &H))
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &accent);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  append_focus_ring (self, snapshot, W, H, MAX (2.f, W * 0.06f), MAX (2.f, roundf (W * 0.04f)), &accent);
  gtk_snapshot_restore (snapshot);
}

void
gt_card_view_set_focus_ring_by_parent (GtCardView *self,
                                       gboolean    by_parent)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));
  self->ring_by_parent = !!by_parent;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
gt_card_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GtCardView *self = GT_CARD_VIEW (widget);
  float x, y, W, H, radius, line;
  GskRoundedRect face;
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GdkRGBA accent;
  gboolean dark = style_is_dark (widget);
  Pen pen;

  if (!card_geometry (self, &x, &y, &W, &H))
    return;
  radius = MAX (2.f, W * 0.06f);
  line = MAX (2.f, roundf (W * 0.04f));

  gtk_style_context_get_color (context, &accent);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));

  rounded_rect (&face, 0, 0, W, H, radius);

  /* The hint glows in the outline colour; it sits under the shadow so the
   * card still has an edge. */
  if (self->mark == GT_CARD_MARK_HINT)
    {
      GdkRGBA glow = accent;
      glow.alpha = 0.75f;
      gtk_snapshot_append_outset_shadow (snapshot, &face, &glow, 0, 0, line * 0.75f, W * 0.12f);
    }

  /* A soft shadow: a tight one for the edge and a wide one for lift. */
  gtk_snapshot_append_outset_shadow (snapshot, &face,
                                     &(GdkRGBA) { 0, 0, 0, dark ? 0.5f : 0.18f },
                                     0, 1, 0, MAX (1.f, W * 0.02f));
  gtk_snapshot_append_outset_shadow (snapshot, &face,
                                     &(GdkRGBA) { 0, 0, 0, dark ? 0.45f : 0.12f },
                                     0, MAX (1.f, W * 0.03f), 0, MAX (2.f, W * 0.09f));

  gtk_snapshot_push_rounded_clip (snapshot, &face);
  gtk_snapshot_append_color (snapshot, &face_white, &face.bounds);
  gtk_snapshot_pop (snapshot);

  pen_init (&pen, self, snapshot);
  if (self->face_down)
    draw_back (&pen, W, H, radius);
  else if (self->card < GT_CARD_KINDS)
    draw_face (self, &pen, W, H);
  pen_clear (&pen);

  /* The 1 px neutral border, inside the edge. */
  append_ring (snapshot, &face, 1.f, &(GdkRGBA) { 0, 0, 0, dark ? 0.35f : 0.2f });

  /* Selection or fault: an outline round the card, a pixel off its edge. */
  if (self->selected || self->mark == GT_CARD_MARK_FAULT)
    {
      GskRoundedRect ring;
      float g = 1.f + line;

      rounded_rect (&ring, -g, -g, W + 2 * g, H + 2 * g, radius + g);
      append_ring (snapshot, &ring, line, &accent);
    }

  /* Keyboard focus: the standard ring.  A hand draws it itself, over all
   * its cards, since the next card covers part of this one. */
  if (gtk_widget_has_visible_focus (widget) && !self->ring_by_parent)
    append_focus_ring (self, snapshot, W, H, radius, line, &accent);

  gtk_snapshot_restore (snapshot);
}

/* ---- The shake ------------------------------------------------------------ */

static gboolean
shake_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  GtCardView *self = GT_CARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  if (self->shake_start == 0)
    self->shake_start = now;
  t = (double) (now - self->shake_start) / SHAKE_USEC;

  if (t >= 1.0)
    {
      self->shake_offset = 0;
      self->shake_tick = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }

  /* Three damped swings, the way a refused password entry shakes. */
  self->shake_offset = sin (t * G_PI * 6) * (1.0 - t) * MAX (3.0, self->width * 0.07);
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
start_shake (GtCardView *self)
{
  gboolean animate = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &animate,
                NULL);
  if (!animate || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  self->shake_start = 0;
  if (self->shake_tick == 0)
    self->shake_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), shake_tick, NULL, NULL);
}

static void
stop_shake (GtCardView *self)
{
  if (self->shake_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->shake_tick);
      self->shake_tick = 0;
    }
  self->shake_offset = 0;
}

/* ---- GtkWidget ------------------------------------------------------------ */

static void
gt_card_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GtCardView *self = GT_CARD_VIEW (widget);

  /* The card draws itself into whatever 5:7 box it gets, so it asks for its
   * width but accepts much less: a hand scales its cards by allocating them
   * smaller. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = self->width;
    }
  else
    {
      *minimum = MIN_WIDTH * 7 / 5;
      *natural = self->width * 7 / 5;
    }
}

static void
gt_card_view_unmap (GtkWidget *widget)
{
  stop_shake (GT_CARD_VIEW (widget));
  GTK_WIDGET_CLASS (gt_card_view_parent_class)->unmap (widget);
}

static void
gt_card_view_state_flags_changed (GtkWidget     *widget,
                                  GtkStateFlags  previous)
{
  /* The focus ring is drawn in code, so a change of focus-visible is a
   * change of picture. */
  if ((previous ^ gtk_widget_get_state_flags (widget)) &
      (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (gt_card_view_parent_class)->state_flags_changed (widget, previous);
}

static void
gt_card_view_dispose (GObject *object)
{
  stop_shake (GT_CARD_VIEW (object));
  G_OBJECT_CLASS (gt_card_view_parent_class)->dispose (object);
}

static void
gt_card_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GtCardView *self = GT_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;
    case PROP_DECLARED:
      g_value_set_uint (value, self->declared);
      break;
    case PROP_FACE_DOWN:
      g_value_set_boolean (value, self->face_down);
      break;
    case PROP_LEVEL_CARD:
      g_value_set_boolean (value, self->level_card);
      break;
    case PROP_WILD:
      g_value_set_boolean (value, self->wild);
      break;
    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;
    case PROP_MARK:
      g_value_set_uint (value, self->mark);
      break;
    case PROP_WIDTH:
      g_value_set_int (value, self->width);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_card_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GtCardView *self = GT_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD:
      gt_card_view_set_card (self, (GtCard) g_value_get_uint (value));
      break;
    case PROP_DECLARED:
      gt_card_view_set_declared (self, (GtCard) g_value_get_uint (value));
      break;
    case PROP_FACE_DOWN:
      gt_card_view_set_face_down (self, g_value_get_boolean (value));
      break;
    case PROP_LEVEL_CARD:
      gt_card_view_set_level (self, g_value_get_boolean (value), self->wild);
      break;
    case PROP_WILD:
      gt_card_view_set_level (self, self->level_card, g_value_get_boolean (value));
      break;
    case PROP_SELECTED:
      gt_card_view_set_selected (self, g_value_get_boolean (value));
      break;
    case PROP_MARK:
      gt_card_view_set_mark (self, (GtCardMark) g_value_get_uint (value));
      break;
    case PROP_WIDTH:
      gt_card_view_set_width (self, g_value_get_int (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_card_view_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_card_view_constructed (GObject *object)
{
  G_OBJECT_CLASS (gt_card_view_parent_class)->constructed (object);
  update_accessible (GT_CARD_VIEW (object));
}

static void
gt_card_view_notify (GObject    *object,
                     GParamSpec *pspec)
{
  /* "accessible-role" is not a construct property: g_object_new() sets it
   * after constructed(), and only then is it known which state to report. */
  if (g_str_equal (pspec->name, "accessible-role"))
    update_selected_state (GT_CARD_VIEW (object));
  if (G_OBJECT_CLASS (gt_card_view_parent_class)->notify != NULL)
    G_OBJECT_CLASS (gt_card_view_parent_class)->notify (object, pspec);
}

static void
gt_card_view_class_init (GtCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_card_view_dispose;
  object_class->get_property = gt_card_view_get_property;
  object_class->set_property = gt_card_view_set_property;
  object_class->constructed = gt_card_view_constructed;
  object_class->notify = gt_card_view_notify;

  widget_class->snapshot = gt_card_view_snapshot;
  widget_class->measure = gt_card_view_measure;
  widget_class->unmap = gt_card_view_unmap;
  widget_class->state_flags_changed = gt_card_view_state_flags_changed;

  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL,
                       0, GT_CARD_NONE, GT_CARD_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECLARED] =
    g_param_spec_uint ("declared", NULL, NULL,
                       0, GT_CARD_NONE, GT_CARD_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_DOWN] =
    g_param_spec_boolean ("face-down", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL_CARD] =
    g_param_spec_boolean ("level-card", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WILD] =
    g_param_spec_boolean ("wild", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARK] =
    g_param_spec_uint ("mark", NULL, NULL,
                       GT_CARD_MARK_NONE, GT_CARD_MARK_FAULT, GT_CARD_MARK_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WIDTH] =
    g_param_spec_int ("width", NULL, NULL,
                      MIN_WIDTH, 1024, DEFAULT_WIDTH,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "card");
  /* A picture of a card by default; the learner's hand makes its cards
   * options of a list box (see gt-hand-view.c). */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  gt_widgets_init ();
}

static void
gt_card_view_init (GtCardView *self)
{
  self->card = GT_CARD_NONE;
  self->declared = GT_CARD_NONE;
  self->width = DEFAULT_WIDTH;
  /* The card paints its shadow and outlines outside its box. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_VISIBLE);
}

/* ---- API -------------------------------------------------------------------- */

GtkWidget *
gt_card_view_new (GtCard card)
{
  return g_object_new (GT_TYPE_CARD_VIEW, "card", (guint) card, NULL);
}

GtCard
gt_card_view_get_card (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), GT_CARD_NONE);
  return self->card;
}

void
gt_card_view_set_card (GtCardView *self,
                       GtCard      card)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  if (self->card == card)
    return;
  self->card = card;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

void
gt_card_view_set_declared (GtCardView *self,
                           GtCard      as)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  if (self->declared == as)
    return;
  self->declared = as;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECLARED]);
}

void
gt_card_view_set_face_down (GtCardView *self,
                            gboolean    face_down)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == (guint) face_down)
    return;
  self->face_down = face_down;
  if (face_down)
    gtk_widget_add_css_class (GTK_WIDGET (self), "face-down");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "face-down");
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_DOWN]);
}

void
gt_card_view_set_level (GtCardView *self,
                        gboolean    level_card,
                        gboolean    wild)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  level_card = !!level_card;
  wild = !!wild;
  if (self->level_card == (guint) level_card && self->wild == (guint) wild)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->level_card != (guint) level_card)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL_CARD]);
  if (self->wild != (guint) wild)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WILD]);
  self->level_card = level_card;
  self->wild = wild;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_thaw_notify (G_OBJECT (self));
}

void
gt_card_view_set_selected (GtCardView *self,
                           gboolean    selected)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  selected = !!selected;
  if (self->selected == (guint) selected)
    return;
  self->selected = selected;
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
  update_selected_state (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
gt_card_view_get_selected (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), FALSE);
  return self->selected;
}

void
gt_card_view_set_mark (GtCardView *self,
                       GtCardMark  mark)
{
  GtkWidget *widget = (GtkWidget *) self;

  g_return_if_fail (GT_IS_CARD_VIEW (self));

  if (self->mark == mark)
    {
      /* Marking the same card at fault again is a new refusal: shake again. */
      if (mark == GT_CARD_MARK_FAULT)
        start_shake (self);
      return;
    }
  self->mark = mark;

  gtk_widget_remove_css_class (widget, "hint");
  gtk_widget_remove_css_class (widget, "fault");
  stop_shake (self);
  switch (mark)
    {
    case GT_CARD_MARK_HINT:
      gtk_widget_add_css_class (widget, "hint");
      break;
    case GT_CARD_MARK_FAULT:
      gtk_widget_add_css_class (widget, "fault");
      start_shake (self);
      break;
    case GT_CARD_MARK_NONE:
    default:
      break;
    }
  update_accessible (self);
  gtk_widget_queue_draw (widget);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARK]);
}

GtCardMark
gt_card_view_get_mark (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), GT_CARD_MARK_NONE);
  return self->mark;
}

gboolean
gt_card_view_get_face_down (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), FALSE);
  return self->face_down;
}

GtCard
gt_card_view_get_declared (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), GT_CARD_NONE);
  return self->declared;
}

void
gt_card_view_set_width (GtCardView *self,
                        int         width)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  width = CLAMP (width, MIN_WIDTH, 1024);
  if (self->width == width)
    return;
  self->width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
}

int
gt_card_view_get_width (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), DEFAULT_WIDTH);
  return self->width;
}

void
gt_card_view_set_four_colour (GtCardView *self,
                              gboolean    four_colour)
{
  g_return_if_fail (GT_IS_CARD_VIEW (self));

  four_colour = !!four_colour;
  if (self->four_colour == (guint) four_colour)
    return;
  self->four_colour = four_colour;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_card_view_get_four_colour (GtCardView *self)
{
  g_return_val_if_fail (GT_IS_CARD_VIEW (self), FALSE);
  return self->four_colour;
}
