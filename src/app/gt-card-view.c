/* gt-card-view.c — one playing card, drawn in code
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card fills the largest 5:7 box that fits its allocation (centred),
 * which lets a hand hand out smaller boxes when it scales down without
 * telling each card.  The face or back is painted by gt-card-painter.c,
 * with the chosen deck's art or drawn, once per look and size in device
 * pixels, and kept as a texture by the card cache (gt-card-cache.c): a
 * hand of 27 redraws without painting a card.  The selection or fault
 * outline and what belongs to a screen only — the drop shadow, the hint
 * glow, the focus ring and the shake — are drawn here with GSK nodes.
 */
#define G_LOG_DOMAIN "gt-card-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gt-card-cache.h"
#include "gt-card-painter.h"
#include "gt-card-view.h"
#include "gt-card-view-private.h"
#include "gt-widgets.h"
#include "gt-widgets-enums.h"

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
#define SHAKE_USEC (360 * 1000)
#define FOCUS_LINE 2.f  /* px, each of the focus ring's two lines */

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
  /* Translators: Bao Huang's marked big joker, a card's accessible name */
  if (card == GT_CARD_RJ_MARKED)
    return g_strdup (_("big joker (emperor card)"));
  /* Translators: Bao Huang's marked small joker, a card's accessible name */
  if (card == GT_CARD_BJ_MARKED)
    return g_strdup (_("small joker (guard card)"));
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

/* Keyboard focus: two rings, near-black inside and white outside, each
 * FOCUS_LINE wide, round the card or round a raised card's selection
 * outline.  Not the outline colour (issue 31: GTK's half-strength accent
 * ring was faint on the table, and at full strength it reads as one more
 * selection); the dark and the light line show on the white card, on the
 * green table and in either style.  It reaches
 * gt_card_view_focus_ring_reach() beyond the card. */
static void
append_focus_ring (GtCardView    *self,
                   GtkSnapshot   *snapshot,
                   float          W,
                   float          H,
                   float          radius,
                   float          line)
{
  GskRoundedRect ring;
  const GdkRGBA dark = { 0.14f, 0.12f, 0.19f, 1 };
  const GdkRGBA light = { 1, 1, 1, 1 };
  float g = (self->selected || self->mark == GT_CARD_MARK_FAULT) ? 1.f + 2 * line : 1.f;

  g += FOCUS_LINE;
  rounded_rect (&ring, -g, -g, W + 2 * g, H + 2 * g, radius + g);
  append_ring (snapshot, &ring, FOCUS_LINE, &dark);
  g += FOCUS_LINE;
  rounded_rect (&ring, -g, -g, W + 2 * g, H + 2 * g, radius + g);
  append_ring (snapshot, &ring, FOCUS_LINE, &light);
}

int
gt_card_view_focus_ring_reach (int width)
{
  return 1 + 2 * MAX (2, (int) (width * 0.04f + 0.5f)) + 2 * (int) FOCUS_LINE;
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
  float x, y, W, H;

  g_return_if_fail (GT_IS_CARD_VIEW (self));

  if (!card_geometry (self, &x, &y, &W, &H))
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  append_focus_ring (self, snapshot, W, H, MAX (2.f, W * 0.06f), MAX (2.f, roundf (W * 0.04f)));
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

  /* The card itself: painted once for its look and size by the card
   * cache (gt-card-cache.c), which keeps the texture; the outline of a
   * selection or a fault goes over it, as the painter would draw it. */
  {
    GtCardCache *cache = gt_card_cache_get_default ();
    GtCardPaintOptions opts;
    PangoFontDescription *font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
    int scale = gtk_widget_get_scale_factor (widget);
    GdkTexture *texture;

    gt_card_paint_options_init (&opts);
    opts.face_down = self->face_down;
    opts.four_colour = self->four_colour;
    opts.level_card = self->level_card;
    opts.wild = self->wild;
    opts.declared = self->declared;
    opts.border_alpha = dark ? 0.35 : 0.2;
    opts.font_family = font != NULL ? pango_font_description_get_family (font) : NULL;

    texture = gt_card_cache_lookup (cache, self->face_down ? GT_CARD_NONE : self->card, &opts,
                                    (int) W * scale, (int) H * scale, scale);
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, W, H));
    g_object_unref (texture);

    if (self->selected || self->mark == GT_CARD_MARK_FAULT)
      {
        float g = (float) (gt_card_painter_outline_margin (W) - line);
        GskRoundedRect outline;

        /* gt_card_painter_draw()'s outline: `line` wide, a unit off the
         * card's edge. */
        rounded_rect (&outline, -g, -g, W + 2 * g, H + 2 * g, radius + g);
        append_ring (snapshot, &outline, line, &accent);
      }
  }

  /* Keyboard focus: the standard ring.  A hand draws it itself, over all
   * its cards, since the next card covers part of this one. */
  if (gtk_widget_has_visible_focus (widget) && !self->ring_by_parent)
    append_focus_ring (self, snapshot, W, H, radius, line);

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
      g_value_set_enum (value, self->mark);
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
      gt_card_view_set_mark (self, (GtCardMark) g_value_get_enum (value));
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
    g_param_spec_enum ("mark", NULL, NULL, GT_TYPE_CARD_MARK, GT_CARD_MARK_NONE,
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
  /* Another deck: another picture. */
  g_signal_connect_object (gt_card_cache_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
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
