/* gt-hand-view.c — a hand of cards: fanned, sortable, selectable
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GtCardView child per card, in display order; child i always shows
 * item i, so sorting moves data between views, never views.  Later children
 * are drawn over earlier ones, and picking (clicks) follows the same order.
 *
 * Layout: cards overlap by a step between STEP_MIN (the index column shows,
 * see gt-card-view.c) and STEP_NAT of the card width; a declared wild card
 * keeps STEP_DECLARED to the next card, so that its ghost ("as 7♠") shows.
 * When a row does not fit, the hand first scales its cards down to
 * MIN_SCALE (never below MINI_CARD, where the face would change), then
 * wraps into more rows (the first row count at which the scale is
 * acceptable wins), so it never clips.  Rows overlap too: a row shows the
 * top of the row above — except rows of mini cards (their face is in the
 * middle) and of plays with a wild card (declared or not: its mark is in
 * the middle of its face), which stand apart.  Mini
 * cards sit side by side and wrap rather than shrink.  An interactive hand
 * keeps 18 % of the card height free above each row for raised (selected)
 * cards, so selecting never moves the layout.
 */
#define G_LOG_DOMAIN "gt-hand-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-card-view-private.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"
#include "gt-widgets-enums.h"

typedef struct {
  GtCard card;
  GtCard as;
  GtCardMark mark;
  gboolean selected;
  double lift;       /* 0 down … 1 raised; follows selected, animated */
} Item;

typedef struct {
  int cw, ch;        /* a card's size, scaled */
  int raise;         /* how far a selected card rises */
  int halo;          /* room above a raised card for its outlines */
  int step;          /* horizontal distance between cards in a row */
  int wide_step;     /* ... after a declared wild card (its ghost shows) */
  int per_row;
  int rows;
  int pitch;         /* vertical distance between rows */
  int width, height; /* what the hand needs */
} Layout;

struct _GtHandView
{
  GtkWidget parent_instance;

  Item items[GT_LIST_MAX];
  GtCardView *views[GT_LIST_MAX];
  guint n;

  gboolean has_rules;
  const GtRuleset *rs;
  GtRuleCtx ctx;

  gboolean interactive;
  gboolean face_down;
  gboolean four_colour;  /* its cards' deck */
  int card_width;
  GtHandSort sort;

  guint focus_index;   /* the card focus returns to when the hand is entered */

  guint lift_tick;
  gint64 lift_frame;
  guint lift_ms;       /* how long a card takes to rise; 0: at once */
};

G_DEFINE_FINAL_TYPE (GtHandView, gt_hand_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_INTERACTIVE,
  PROP_FACE_DOWN,
  PROP_CARD_WIDTH,
  PROP_SORT,
  PROP_N_CARDS,
  PROP_LIFT_TIME,
  PROP_FOUR_COLOUR,
  N_PROPS
};

enum {
  SIGNAL_SELECTION_CHANGED,
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define DEFAULT_CARD_WIDTH 64
/* Fractions of the card width. */
#define STEP_MIN 0.34
#define STEP_NAT 0.5
#define STEP_NAT_PLAY 0.56       /* a play, not a hand: a little more open */
#define STEP_DECLARED 0.9        /* after a declared wild card: its ghost shows */
#define STEP_MIN_BACK 0.07
#define STEP_NAT_BACK 0.16
/* Cards narrower than this have no corner index (gt-card-view.c draws
 * rank over suit in the middle): they sit side by side. */
#define MINI_CARD 40
#define STEP_MINI 1.1
#define MIN_SCALE 0.7
/* Fractions of the card height. */
#define RAISE 0.18
#define ROW_OVERLAP_SHOW 0.4     /* how much of a row shows above the next */
/* A card rises or sinks in this long (unless animations are off), in ms:
 * the default of "lift-time". */
#define LIFT_MS 120

/* ---- Order ------------------------------------------------------------------ */

/* Suits alternate colours in a sorted hand: ♠ ♥ ♣ ♦. */
static guint
suit_place (GtSuit suit)
{
  switch (suit)
    {
    case GT_SUIT_SPADES: return 0;
    case GT_SUIT_HEARTS: return 1;
    case GT_SUIT_CLUBS: return 2;
    case GT_SUIT_DIAMONDS: return 3;
    case GT_SUIT_NONE:
    default: return 4;
    }
}

static gboolean
item_is_wild (GtHandView *self,
              GtCard      card)
{
  return self->has_rules && self->rs->is_wild (&self->ctx, card);
}

static gboolean
item_is_level (GtHandView *self,
               GtCard      card)
{
  /* A game without levels (Gan Deng Yan) has no level cards to mark. */
  return self->has_rules && !self->rs->game->no_level && !gt_card_is_joker (card) &&
         gt_card_rank (card) == self->ctx.level;
}

static guint
sort_key (GtHandView  *self,
          const Item  *item,
          const guint8 strength[GT_RANK_COUNT])
{
  /* A declared wild card sorts as the card it stands for. */
  GtCard read = item->as != GT_CARD_NONE ? item->as : item->card;
  guint rank_key = strength[gt_card_rank (read)];
  guint suit = suit_place (gt_card_suit (read));

  switch (self->sort)
    {
    case GT_HAND_SORT_SUIT:
      return (suit << 16) | (rank_key << 8);
    case GT_HAND_SORT_WILD_LAST:
      return ((item_is_wild (self, item->card) && item->as == GT_CARD_NONE ? 1u : 0u) << 24) |
             (rank_key << 8) | suit;
    case GT_HAND_SORT_RANK:
    case GT_HAND_SORT_NONE:
    default:
      return (rank_key << 8) | suit;
    }
}

static void sync_views (GtHandView *self);

static void
sort_items (GtHandView *self)
{
  guint8 strength[GT_RANK_COUNT];
  guint keys[GT_LIST_MAX];

  if (self->sort == GT_HAND_SORT_NONE || self->n < 2)
    return;

  if (self->has_rules)
    self->rs->rank_strength (&self->ctx, strength);
  else
    for (guint r = 0; r < GT_RANK_COUNT; r++)
      strength[r] = (guint8) r;

  for (guint i = 0; i < self->n; i++)
    keys[i] = sort_key (self, &self->items[i], strength);

  /* Insertion sort: stable, and a hand is at most 64 cards.  The focused
   * card's index follows its card. */
  for (guint i = 1; i < self->n; i++)
    {
      Item item = self->items[i];
      guint key = keys[i];
      guint j = i;
      gboolean moving_focus = self->focus_index == i;

      while (j > 0 && keys[j - 1] > key)
        {
          self->items[j] = self->items[j - 1];
          keys[j] = keys[j - 1];
          if (!moving_focus && self->focus_index == j - 1)
            self->focus_index = j;
          j--;
        }
      if (moving_focus)
        self->focus_index = j;
      self->items[j] = item;
      keys[j] = key;
    }
}

/* ---- Views ------------------------------------------------------------------ */

static void
sync_view (GtHandView *self,
           guint       i)
{
  const Item *item = &self->items[i];
  GtCardView *view = self->views[i];

  gt_card_view_set_card (view, item->card);
  gt_card_view_set_declared (view, item->as);
  gt_card_view_set_level (view, item_is_level (self, item->card), item_is_wild (self, item->card));
  gt_card_view_set_face_down (view, self->face_down);
  gt_card_view_set_selected (view, item->selected);
  gt_card_view_set_mark (view, item->mark);
  gt_card_view_set_width (view, self->card_width);
  gt_card_view_set_four_colour (view, self->four_colour);
}

static int index_of_view (GtHandView *self,
                          GtkWidget  *view);
static gboolean focus_card (GtHandView *self,
                            guint       i);

static void
remove_views (GtHandView *self,
              guint       keep)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* Unparenting the focused card would make GTK give the focus to the
   * hand, which passes it on to the next card to go, and so on; and the
   * containers above would go on pointing at the hand as their focus
   * child, so that Tab skipped them all from then on.  Move the focus
   * first, as any focus change does: to the last card kept, or away. */
  if (focus != NULL && root != NULL && index_of_view (self, focus) >= (int) keep)
    {
      if (keep == 0 || !self->interactive || !focus_card (self, keep - 1))
        gtk_root_set_focus (root, NULL);
    }

  while (self->n > keep)
    {
      /* n counts views too while this runs. */
      self->n--;
      gtk_widget_unparent (GTK_WIDGET (self->views[self->n]));
      self->views[self->n] = NULL;
    }
}

/* Makes one view per item (views[i] NULL past the old count), and updates
 * every view from its item. */
static void
sync_views (GtHandView *self)
{
  for (guint i = 0; i < self->n; i++)
    {
      if (self->views[i] == NULL)
        {
          /* The learner's cards are toggle buttons (pressed = selected);
           * anywhere else a card is a picture. */
          GtCardView *view = g_object_new (GT_TYPE_CARD_VIEW,
                                           "accessible-role",
                                           self->interactive ? GTK_ACCESSIBLE_ROLE_BUTTON
                                                             : GTK_ACCESSIBLE_ROLE_IMG,
                                           NULL);

          gtk_widget_set_focusable (GTK_WIDGET (view), self->interactive);
          gt_card_view_set_focus_ring_by_parent (view, TRUE);
          gtk_widget_set_parent (GTK_WIDGET (view), GTK_WIDGET (self));
          self->views[i] = view;
        }
      sync_view (self, i);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static guint
count_selected (GtHandView *self)
{
  guint n = 0;

  for (guint i = 0; i < self->n; i++)
    n += self->items[i].selected ? 1 : 0;
  return n;
}

/* ---- Raising and lowering ------------------------------------------------ */

static gboolean
settle_lifts (GtHandView *self,
              double      step)
{
  gboolean moving = FALSE;

  for (guint i = 0; i < self->n; i++)
    {
      Item *item = &self->items[i];
      double target = item->selected ? 1.0 : 0.0;

      if (item->lift < target)
        item->lift = MIN (target, item->lift + step);
      else if (item->lift > target)
        item->lift = MAX (target, item->lift - step);
      moving |= item->lift != target;
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  return moving;
}

static gboolean
lift_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       user_data)
{
  GtHandView *self = GT_HAND_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double dt = self->lift_frame != 0 ? (double) (now - self->lift_frame) / G_USEC_PER_SEC : 1.0 / 60;

  self->lift_frame = now;
  if (settle_lifts (self, self->lift_ms > 0 ? dt * 1000.0 / self->lift_ms : 1.0))
    return G_SOURCE_CONTINUE;
  self->lift_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
stop_lifts (GtHandView *self)
{
  if (self->lift_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->lift_tick);
  self->lift_tick = 0;
  settle_lifts (self, 1.0);
}

/* Cards move to their new height: at once when animations are off, the
 * lift time is 0 or the hand is not on screen, else over the lift time. */
static void
start_lifts (GtHandView *self)
{
  gboolean animate = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &animate,
                NULL);
  if (!animate || self->lift_ms == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      stop_lifts (self);
      return;
    }
  if (self->lift_tick == 0)
    {
      self->lift_frame = 0;
      self->lift_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), lift_tick, NULL, NULL);
    }
}

static void
selection_changed (GtHandView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hand.clear", count_selected (self) > 0);
  start_lifts (self);
  g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
}

static void
toggle (GtHandView *self,
        guint       i)
{
  self->items[i].selected = !self->items[i].selected;
  gt_card_view_set_selected (self->views[i], self->items[i].selected);
  selection_changed (self);
}

/* ---- Layout ----------------------------------------------------------------- */

static gboolean
is_mini (GtHandView *self,
         int         card_width)
{
  return !self->face_down && card_width < MINI_CARD;
}

/* Whether card i needs the wide step after it: a declared wild card (not a
 * joker, see gt-card-view.c) whose ghost sits right of its index column.
 * Backs hide it and mini cards show the declared card as their face. */
static gboolean
item_wide (GtHandView *self,
           int         card_width,
           guint       i)
{
  return !self->face_down && card_width >= MINI_CARD &&
         self->items[i].as != GT_CARD_NONE && !gt_card_is_joker (self->items[i].card);
}

static double
natural_step (GtHandView *self,
              int         card_width)
{
  if (self->face_down)
    return STEP_NAT_BACK;
  if (card_width < MINI_CARD)
    return STEP_MINI;
  if (self->interactive)
    return STEP_NAT;
  return STEP_NAT_PLAY;
}

/* Row r holds the cards [r * per_row, MIN (n, (r + 1) * per_row)).  Its
 * ordinary steps and wide steps (the last card of a row has none). */
static void
row_steps (GtHandView *self,
           int         card_width,
           guint       per_row,
           guint       row,
           guint      *n_plain,
           guint      *n_wide)
{
  guint first = row * per_row, end = MIN (self->n, first + per_row);

  *n_plain = *n_wide = 0;
  for (guint i = first; i + 1 < end; i++)
    {
      if (item_wide (self, card_width, i))
        (*n_wide)++;
      else
        (*n_plain)++;
    }
}

/* A row's width in whole pixels, as the layout below makes it. */
static int
row_width_px (int    cw,
              guint  n_plain,
              guint  n_wide,
              double step)
{
  return cw + (int) n_plain * (int) (step * cw) + (int) n_wide * (int) ceil (STEP_DECLARED * cw);
}

static void
compute_layout (GtHandView *self,
                int         card_width,
                int         avail,
                Layout     *L)
{
  double cw = card_width;
  double step_nat = natural_step (self, card_width);
  double step_min = self->face_down ? STEP_MIN_BACK
                  : card_width < MINI_CARD ? STEP_MINI
                  : MIN (STEP_MIN, step_nat);
  /* Mini cards are already as small as is readable: they wrap, never
   * shrink; other faces keep their index (no smaller than MINI_CARD). */
  double min_scale = is_mini (self, card_width) ? 1.0
                   : self->face_down ? MIN_SCALE
                   : MAX (MIN_SCALE, MINI_CARD / cw);
  double scale = 1.0;
  guint rows = 1, per_row = MAX (self->n, 1);
  gboolean any_wide = FALSE;

  memset (L, 0, sizeof *L);
  if (self->n == 0)
    return;

  /* A play's wild card carries its mark in the middle of its face (no
   * row may cover it), as a declared one its ghost. */
  for (guint i = 0; i < self->n; i++)
    any_wide |= item_wide (self, card_width, i) ||
                (!self->interactive && !self->face_down && item_is_wild (self, self->items[i].card));

  if (avail < 0)
    {
      guint n_plain, n_wide;

      row_steps (self, card_width, self->n, 0, &n_plain, &n_wide);
      avail = row_width_px (card_width, n_plain, n_wide, step_nat);
    }

  /* The first row count whose rows fit at an acceptable scale. */
  for (rows = 1; rows <= self->n; rows++)
    {
      double units = 0;
      int need = 0;

      per_row = (self->n + rows - 1) / rows;
      for (guint r = 0; r * per_row < self->n; r++)
        {
          guint n_plain, n_wide;

          row_steps (self, card_width, per_row, r, &n_plain, &n_wide);
          units = MAX (units, 1.0 + n_plain * step_min + n_wide * STEP_DECLARED);
          need = MAX (need, row_width_px (card_width, n_plain, n_wide, step_min));
        }
      /* Whole pixels first: a row that fits at full size is not scaled
       * for a rounding. */
      scale = need <= avail ? 1.0 : MIN (1.0, avail / (cw * units));
      if (scale >= min_scale)
        break;
    }
  if (rows > self->n)
    {
      /* Not even one card a row fits: one column of whatever size there is. */
      rows = self->n;
      per_row = 1;
      scale = MIN (1.0, avail / cw);
    }
  rows = (self->n + per_row - 1) / per_row;

  L->cw = MAX (16, (int) (cw * scale));
  L->ch = L->cw * 7 / 5;
  L->per_row = (int) per_row;
  L->rows = (int) rows;
  L->raise = self->interactive ? (int) (L->ch * RAISE + 0.5) : 0;
  /* A raised card's selection outline and the hand's focus ring are drawn
   * outside the card: inside the hand, they cannot reach what lies above
   * it, such as the seat's name. */
  L->halo = self->interactive ? gt_card_view_focus_ring_reach (L->cw) : 0;
  L->wide_step = (int) ceil (STEP_DECLARED * L->cw);

  /* The ordinary step: as open as the fullest row allows. */
  L->step = (int) (step_nat * L->cw);
  for (guint r = 0; r < rows; r++)
    {
      guint n_plain, n_wide;

      row_steps (self, card_width, per_row, r, &n_plain, &n_wide);
      if (n_plain > 0)
        L->step = MIN (L->step, (avail - L->cw - (int) n_wide * L->wide_step) / (int) n_plain);
    }
  L->step = MAX (L->step, (int) (step_min * L->cw));
  if (per_row < 2)
    L->step = 0;

  L->width = 0;
  for (guint r = 0; r < rows; r++)
    {
      guint n_plain, n_wide;

      row_steps (self, card_width, per_row, r, &n_plain, &n_wide);
      L->width = MAX (L->width, L->cw + (int) n_plain * L->step + (int) n_wide * L->wide_step);
    }

  /* Rows overlap so that the top of each shows, where an index is; mini
   * cards (their face in the middle) and ghosts of declared cards need the
   * whole card, so those rows stand apart. */
  if (is_mini (self, L->cw) || any_wide)
    L->pitch = L->ch + MAX (2, L->cw / 12) + L->raise;
  else
    L->pitch = (int) (L->ch * ROW_OVERLAP_SHOW) + L->raise;
  L->height = L->halo + L->raise + L->ch + (L->rows - 1) * L->pitch;
}

/* x of each card in its row, left of the row at 0; the row's width. */
static int
row_offsets (GtHandView   *self,
             const Layout *L,
             guint         row,
             int          *x)
{
  guint first = row * (guint) L->per_row, end = MIN (self->n, first + (guint) L->per_row);
  int at = 0;

  for (guint i = first; i < end; i++)
    {
      x[i - first] = at;
      if (i + 1 < end)
        at += item_wide (self, self->card_width, i) ? L->wide_step : L->step;
    }
  return at + L->cw;
}

int
gt_hand_view_row_width (GtHandView *self,
                        int         card_width,
                        guint       n_cards)
{
  double step;

  g_return_val_if_fail (GT_IS_HAND_VIEW (self), 0);

  if (n_cards == 0)
    return 0;
  step = natural_step (self, card_width);
  return card_width + (int) ceil ((n_cards - 1) * step * card_width);
}

void
gt_hand_view_size_for (GtHandView *self,
                       int         card_width,
                       int         width,
                       int        *natural_width,
                       int        *height)
{
  Layout L;

  g_return_if_fail (GT_IS_HAND_VIEW (self));

  compute_layout (self, card_width, -1, &L);
  if (natural_width != NULL)
    *natural_width = L.width;
  compute_layout (self, card_width, width, &L);
  if (height != NULL)
    *height = L.height;
}

static GtkSizeRequestMode
gt_hand_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gt_hand_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GtHandView *self = GT_HAND_VIEW (widget);
  Layout L;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int cw_min = (int) (self->card_width * MIN_SCALE);

      compute_layout (self, self->card_width, -1, &L);
      *natural = L.width;
      /* Four cards a row at the smallest scale, or all of them if fewer:
       * below that, wrapping makes a tower rather than a hand.  Mini cards
       * do not shrink: two a row. */
      if (is_mini (self, self->card_width))
        *minimum = MIN (*natural, gt_hand_view_row_width (self, self->card_width, 2));
      else
        *minimum = MIN (*natural,
                        cw_min + (int) (3 * cw_min * (self->face_down ? STEP_MIN_BACK : STEP_MIN)));
    }
  else
    {
      compute_layout (self, self->card_width, for_size, &L);
      *minimum = *natural = L.height;
    }
}

static void
gt_hand_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  GtHandView *self = GT_HAND_VIEW (widget);
  Layout L;
  int y0;

  compute_layout (self, self->card_width, width, &L);
  y0 = MAX (0, (height - L.height) / 2);

  for (guint row = 0; row < (guint) L.rows; row++)
    {
      int x[GT_LIST_MAX];
      int row_width = row_offsets (self, &L, row, x);
      guint first = row * (guint) L.per_row, end = MIN (self->n, first + (guint) L.per_row);

      for (guint i = first; i < end; i++)
        {
          GtkAllocation a;

          a.x = (width - row_width) / 2 + x[i - first];
          a.y = y0 + L.halo + (int) row * L.pitch + (int) (L.raise * (1.0 - self->items[i].lift) + 0.5);
          a.width = L.cw;
          a.height = L.ch;
          gtk_widget_size_allocate (GTK_WIDGET (self->views[i]), &a, -1);
        }
    }
}

static void
gt_hand_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GtHandView *self = GT_HAND_VIEW (widget);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);

  for (guint i = 0; i < self->n; i++)
    gtk_widget_snapshot_child (widget, GTK_WIDGET (self->views[i]), snapshot);

  /* The focused card is partly under its right neighbour.  Its ring goes
   * on top of the whole hand, cut where the neighbour begins: a bracket
   * round the part of the card that shows. */
  if (focus != NULL && gtk_widget_has_visible_focus (focus))
    {
      graphene_rect_t bounds, next;
      graphene_point_t origin;
      int i = index_of_view (self, focus);

      if (i >= 0 && gtk_widget_compute_bounds (focus, widget, &bounds))
        {
          gboolean cut = (guint) i + 1 < self->n &&
                         gtk_widget_get_child_visible (GTK_WIDGET (self->views[i + 1])) &&
                         gtk_widget_compute_bounds (GTK_WIDGET (self->views[i + 1]), widget, &next) &&
                         next.origin.x > bounds.origin.x &&
                         next.origin.x < bounds.origin.x + bounds.size.width &&
                         fabsf (next.origin.y - bounds.origin.y) < bounds.size.height / 2;

          int reach = gt_card_view_focus_ring_reach ((int) bounds.size.width) + 1;

          if (cut)
            gtk_snapshot_push_clip (snapshot,
                                    &GRAPHENE_RECT_INIT (bounds.origin.x - reach, bounds.origin.y - reach,
                                                         next.origin.x - bounds.origin.x + reach,
                                                         bounds.size.height + 2 * reach));
          /* The card's own origin, as its snapshot has it: its bounds' corner
           * can lie elsewhere (a raised card's ring came out shifted). */
          if (!gtk_widget_compute_point (focus, widget, &GRAPHENE_POINT_INIT (0, 0), &origin))
            origin = bounds.origin;
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &origin);
          gt_card_view_append_focus_ring (GT_CARD_VIEW (focus), snapshot);
          gtk_snapshot_restore (snapshot);
          if (cut)
            gtk_snapshot_pop (snapshot);
        }
    }
}

/* ---- Focus and keys ----------------------------------------------------------- */

static int
index_of_view (GtHandView *self,
               GtkWidget  *view)
{
  for (guint i = 0; i < self->n; i++)
    if (GTK_WIDGET (self->views[i]) == view)
      return (int) i;
  return -1;
}

static int
focused_index (GtHandView *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));

  return focus != NULL ? index_of_view (self, focus) : -1;
}

static gboolean
focus_card (GtHandView *self,
            guint       i)
{
  if (i >= self->n)
    return FALSE;
  self->focus_index = i;
  return gtk_widget_grab_focus (GTK_WIDGET (self->views[i]));
}

static gboolean
gt_hand_view_focus (GtkWidget        *widget,
                    GtkDirectionType  direction)
{
  GtHandView *self = GT_HAND_VIEW (widget);

  if (!self->interactive || self->n == 0)
    return FALSE;

  /* One tab stop for the whole hand (the card last focused); inside it the
   * arrow keys move (see the key bindings).  A direction that reaches this
   * with a card focused leaves the hand. */
  if (gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;

  return focus_card (self, MIN (self->focus_index, self->n - 1));
}

static gboolean
gt_hand_view_grab_focus (GtkWidget *widget)
{
  GtHandView *self = GT_HAND_VIEW (widget);

  if (!self->interactive || self->n == 0)
    return FALSE;
  return focus_card (self, MIN (self->focus_index, self->n - 1));
}

static gboolean
move_focus_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  GtHandView *self = GT_HAND_VIEW (widget);
  int delta = g_variant_get_int32 (args);
  int i = focused_index (self);

  if (!self->interactive || self->n == 0)
    return FALSE;
  if (i < 0)
    i = (int) MIN (self->focus_index, self->n - 1);
  else if (delta == G_MININT32)
    i = 0;
  else if (delta == G_MAXINT32)
    i = (int) self->n - 1;
  else
    i = CLAMP (i + delta, 0, (int) self->n - 1);
  focus_card (self, (guint) i);
  return TRUE;
}

static gboolean
toggle_focused_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  GtHandView *self = GT_HAND_VIEW (widget);
  int i = focused_index (self);

  if (!self->interactive || i < 0)
    return FALSE;
  toggle (self, (guint) i);
  return TRUE;
}

static gboolean
activate_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  GtHandView *self = GT_HAND_VIEW (widget);

  if (!self->interactive)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0);
  return TRUE;
}

static void
clicked_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            GtHandView      *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  int i;

  while (picked != NULL && gtk_widget_get_parent (picked) != GTK_WIDGET (self))
    picked = gtk_widget_get_parent (picked);
  i = picked != NULL ? index_of_view (self, picked) : -1;
  if (!self->interactive || i < 0)
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  focus_card (self, (guint) i);

  /* A double click plays: the first click toggled the card, the second
   * makes sure it is in, then the owner plays the selection. */
  if (n_press == 2)
    {
      if (!self->items[i].selected)
        toggle (self, (guint) i);
      g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0);
    }
  else if (n_press == 1)
    toggle (self, (guint) i);
}

/* ---- Actions ------------------------------------------------------------------ */

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gt_hand_view_clear_selection (GT_HAND_VIEW (widget));
}

static void
sort_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  const char *name = g_variant_get_string (parameter, NULL);
  g_autoptr(GEnumClass) sorts = g_type_class_ref (GT_TYPE_HAND_SORT);
  GEnumValue *sort = g_enum_get_value_by_nick (sorts, name);

  if (sort == NULL)
    {
      g_warning ("hand.sort: unknown order '%s'", name);
      return;
    }
  gt_hand_view_set_sort (GT_HAND_VIEW (widget), sort->value);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
gt_hand_view_unmap (GtkWidget *widget)
{
  stop_lifts (GT_HAND_VIEW (widget));
  GTK_WIDGET_CLASS (gt_hand_view_parent_class)->unmap (widget);
}

static void
gt_hand_view_dispose (GObject *object)
{
  GtHandView *self = GT_HAND_VIEW (object);

  if (self->lift_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->lift_tick);
  self->lift_tick = 0;
  remove_views (self, 0);
  G_OBJECT_CLASS (gt_hand_view_parent_class)->dispose (object);
}

static void
gt_hand_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GtHandView *self = GT_HAND_VIEW (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_FACE_DOWN:
      g_value_set_boolean (value, self->face_down);
      break;
    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;
    case PROP_SORT:
      g_value_set_enum (value, self->sort);
      break;
    case PROP_N_CARDS:
      g_value_set_uint (value, self->n);
      break;
    case PROP_LIFT_TIME:
      g_value_set_uint (value, self->lift_ms);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_hand_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GtHandView *self = GT_HAND_VIEW (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      gt_hand_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_FACE_DOWN:
      gt_hand_view_set_face_down (self, g_value_get_boolean (value));
      break;
    case PROP_CARD_WIDTH:
      gt_hand_view_set_card_width (self, g_value_get_int (value));
      break;
    case PROP_SORT:
      gt_hand_view_set_sort (self, (GtHandSort) g_value_get_enum (value));
      break;
    case PROP_LIFT_TIME:
      gt_hand_view_set_lift_time (self, g_value_get_uint (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_hand_view_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_move_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  guint           kp_keyval,
                  int             delta)
{
  gtk_widget_class_add_binding (widget_class, keyval, 0, move_focus_cb, "i", delta);
  gtk_widget_class_add_binding (widget_class, kp_keyval, 0, move_focus_cb, "i", delta);
}

static void
gt_hand_view_class_init (GtHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_hand_view_dispose;
  object_class->get_property = gt_hand_view_get_property;
  object_class->set_property = gt_hand_view_set_property;

  widget_class->get_request_mode = gt_hand_view_get_request_mode;
  widget_class->measure = gt_hand_view_measure;
  widget_class->size_allocate = gt_hand_view_size_allocate;
  widget_class->snapshot = gt_hand_view_snapshot;
  widget_class->focus = gt_hand_view_focus;
  widget_class->grab_focus = gt_hand_view_grab_focus;
  widget_class->unmap = gt_hand_view_unmap;

  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_DOWN] =
    g_param_spec_boolean ("face-down", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL, 16, 1024, DEFAULT_CARD_WIDTH,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SORT] =
    g_param_spec_enum ("sort", NULL, NULL, GT_TYPE_HAND_SORT, GT_HAND_SORT_RANK,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL, 0, GT_LIST_MAX, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The window maps the "animation-speed" setting onto this. */
  properties[PROP_LIFT_TIME] =
    g_param_spec_uint ("lift-time", NULL, NULL, 0, 2000, LIFT_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_ACTIVATE] =
    g_signal_new ("activate",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /* gtk_widget_activate() on the hand plays too. */
  gtk_widget_class_set_activate_signal (widget_class, signals[SIGNAL_ACTIVATE]);

  gtk_widget_class_install_action (widget_class, "hand.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "hand.sort", "s", sort_action);

  add_move_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1);
  add_move_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1);
  add_move_binding (widget_class, GDK_KEY_Home, GDK_KEY_KP_Home, G_MININT32);
  add_move_binding (widget_class, GDK_KEY_End, GDK_KEY_KP_End, G_MAXINT32);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, toggle_focused_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, toggle_focused_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_ISO_Enter, 0, activate_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_cb, NULL);
  /* Escape with nothing selected goes on up (the action is disabled then),
   * so that it can still close a popover or leave presentation mode. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "hand.clear", NULL);

  gtk_widget_class_set_css_name (widget_class, "hand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gt_widgets_init ();
}

static void
gt_hand_view_init (GtHandView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->card_width = DEFAULT_CARD_WIDTH;
  self->sort = GT_HAND_SORT_RANK;
  self->lift_ms = LIFT_MS;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (clicked_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hand.clear", FALSE);
  /* Raised cards and their outlines reach past the hand's box. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_VISIBLE);
}

/* ---- API ---------------------------------------------------------------------- */

GtkWidget *
gt_hand_view_new (void)
{
  return g_object_new (GT_TYPE_HAND_VIEW, NULL);
}

void
gt_hand_view_set_cards (GtHandView       *self,
                        const GtCardList *cards,
                        const GtRuleset  *rs,
                        const GtRuleCtx  *ctx)
{
  guint old_n, n;
  gboolean had_selection;

  g_return_if_fail (GT_IS_HAND_VIEW (self));

  had_selection = count_selected (self) > 0;
  n = cards != NULL ? cards->n : 0;
  old_n = self->n;

  self->has_rules = rs != NULL && ctx != NULL;
  self->rs = rs;
  if (ctx != NULL)
    self->ctx = *ctx;

  remove_views (self, n);
  for (guint i = 0; i < n; i++)
    {
      self->items[i].card = cards->card[i];
      self->items[i].as = cards->as[i];
      self->items[i].mark = GT_CARD_MARK_NONE;
      self->items[i].selected = FALSE;
      self->items[i].lift = 0;
    }
  self->n = n;
  if (self->focus_index >= n)
    self->focus_index = n > 0 ? n - 1 : 0;

  sort_items (self);
  sync_views (self);

  if (old_n != n)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);
  if (had_selection)
    selection_changed (self);
}

void
gt_hand_view_get_cards (GtHandView *self,
                        GtCardList *out)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));

  gt_card_list_init (out);
  for (guint i = 0; i < self->n; i++)
    gt_card_list_append (out, self->items[i].card, self->items[i].as);
}

void
gt_hand_view_set_interactive (GtHandView *self,
                              gboolean    interactive)
{
  guint n;

  g_return_if_fail (GT_IS_HAND_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;

  /* The cards' accessible role changes with this, and a role is fixed when
   * a widget is made: make the cards again. */
  n = self->n;
  remove_views (self, 0);
  self->n = n;
  sync_views (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
gt_hand_view_get_interactive (GtHandView *self)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), FALSE);
  return self->interactive;
}

void
gt_hand_view_set_face_down (GtHandView *self,
                            gboolean    face_down)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == face_down)
    return;
  self->face_down = face_down;
  sync_views (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_DOWN]);
}

void
gt_hand_view_set_card_width (GtHandView *self,
                             int         width)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));

  width = CLAMP (width, 16, 1024);
  if (self->card_width == width)
    return;
  self->card_width = width;
  for (guint i = 0; i < self->n; i++)
    gt_card_view_set_width (self->views[i], width);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
}

int
gt_hand_view_get_card_width (GtHandView *self)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), DEFAULT_CARD_WIDTH);
  return self->card_width;
}

void
gt_hand_view_set_sort (GtHandView *self,
                       GtHandSort  sort)
{
  int focused;

  g_return_if_fail (GT_IS_HAND_VIEW (self));
  g_return_if_fail (sort <= GT_HAND_SORT_NONE);

  focused = focused_index (self);
  if (focused >= 0)
    self->focus_index = (guint) focused;

  self->sort = sort;
  sort_items (self);
  sync_views (self);

  /* Keyboard focus stays on the same card, which may have moved. */
  if (focused >= 0 && (guint) focused != self->focus_index)
    focus_card (self, self->focus_index);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SORT]);
}

GtHandSort
gt_hand_view_get_sort (GtHandView *self)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), GT_HAND_SORT_RANK);
  return self->sort;
}

void
gt_hand_view_get_selection (GtHandView *self,
                            GtCardList *out)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));

  gt_card_list_init (out);
  for (guint i = 0; i < self->n; i++)
    if (self->items[i].selected)
      gt_card_list_append (out, self->items[i].card, GT_CARD_NONE);
}

void
gt_hand_view_set_selection (GtHandView       *self,
                            const GtCardList *cards)
{
  gboolean want[GT_LIST_MAX] = { FALSE, };
  gboolean changed = FALSE;

  g_return_if_fail (GT_IS_HAND_VIEW (self));

  /* Each card of the list takes one copy from the hand, the first free one:
   * with two decks a hand may hold the same card twice. */
  for (guint k = 0; cards != NULL && k < cards->n; k++)
    for (guint i = 0; i < self->n; i++)
      if (!want[i] && self->items[i].card == cards->card[k])
        {
          want[i] = TRUE;
          break;
        }

  for (guint i = 0; i < self->n; i++)
    if (self->items[i].selected != want[i])
      {
        self->items[i].selected = want[i];
        gt_card_view_set_selected (self->views[i], want[i]);
        changed = TRUE;
      }
  if (changed)
    selection_changed (self);
}

void
gt_hand_view_clear_selection (GtHandView *self)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));
  gt_hand_view_set_selection (self, NULL);
}

void
gt_hand_view_set_marks (GtHandView       *self,
                        const GtCardList *cards,
                        GtCardMark        mark)
{
  gboolean marked[GT_LIST_MAX] = { FALSE, };

  g_return_if_fail (GT_IS_HAND_VIEW (self));

  /* A card at fault is one of the selection: match selected copies first. */
  for (guint k = 0; cards != NULL && k < cards->n; k++)
    {
      gboolean found = FALSE;

      for (int pass = 0; pass < 2 && !found; pass++)
        for (guint i = 0; i < self->n && !found; i++)
          if (!marked[i] && self->items[i].card == cards->card[k] &&
              (pass == 1 || self->items[i].selected))
            marked[i] = found = TRUE;
    }

  for (guint i = 0; i < self->n; i++)
    {
      self->items[i].mark = marked[i] ? mark : GT_CARD_MARK_NONE;
      gt_card_view_set_mark (self->views[i], self->items[i].mark);
    }
}

GtCardView *
gt_hand_view_get_card_view (GtHandView *self,
                            guint       i)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), NULL);
  return i < self->n ? self->views[i] : NULL;
}

guint
gt_hand_view_get_n_cards (GtHandView *self)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), 0);
  return self->n;
}

void
gt_hand_view_set_lift_time (GtHandView *self,
                            guint       ms)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));

  ms = MIN (ms, 2000);
  if (self->lift_ms == ms)
    return;
  self->lift_ms = ms;
  /* A card on its way finishes at the new pace, or at once. */
  if (ms == 0 && self->lift_tick != 0)
    stop_lifts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIFT_TIME]);
}

guint
gt_hand_view_get_lift_time (GtHandView *self)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), LIFT_MS);
  return self->lift_ms;
}

void
gt_hand_view_set_four_colour (GtHandView *self,
                              gboolean    four_colour)
{
  g_return_if_fail (GT_IS_HAND_VIEW (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  for (guint i = 0; i < self->n; i++)
    gt_card_view_set_four_colour (self->views[i], four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_hand_view_get_four_colour (GtHandView *self)
{
  g_return_val_if_fail (GT_IS_HAND_VIEW (self), FALSE);
  return self->four_colour;
}
