/* gt-table-view.c — the card table: four seats, the play to beat, the level
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every piece is a direct child, placed by size_allocate: a `seat` box
 * behind each seat (it carries the accent outline of the seat to move), the
 * seat's name and count, its hand, its last play ("front") and a "Pass"
 * label; the `centre` box with "E played" and the play to beat; the level
 * badge; the phase (or the owner's status); the owner's prompt, full width
 * above S.  Children are drawn in the order they were added, so the boxes
 * go first.
 *
 * Sizes follow the width: the learner's cards are width/14 wide (56 …
 * 112 px) times the owner's card scale (the "card size" preference), other
 * hands and plays are fractions of that; from LARGE_CARD on
 * (a projector) the labels grow too (CSS class `large`).  The natural
 * height is what that takes (height-for-width); given less, the cards
 * shrink (down to MIN_CARD_WIDTH) until the table fits.  Below
 * COMPACT_WIDTH the side seats are narrow columns: a face-down hand shrinks
 * to its name and count, a face-up one (a double-dummy puzzle) to mini
 * cards (SIDE_MINI_CARD, rank over suit) two or more a row, and their plays
 * go under them in mini cards too.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-table-view.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"

/* The seats this view draws: the compass of a four-seat game (S E N W).
 * Tables of 3–6 seats are the next step of the game seam (issue 14). */
#define COMPASS_SEATS 4

/* At most this many backs stand for a face-down hand: gd.count.disclose
 * lets a player keep a count above 10 to themselves, and drawing every card
 * would tell it. */
#define MANY_BACKS 12

#define COMPACT_WIDTH 600
#define LARGE_CARD 96
/* The learner's cards never get narrower than this (a short window). */
#define MIN_CARD_WIDTH 44
/* ... and the others' and the plays' not below this share (percent). */
#define MIN_OTHERS 70
/* Compact: the side seats' face-up hands and their plays, in mini cards
 * (gt-card-view.c draws rank over suit below 40 px). */
#define SIDE_MINI_CARD 30

typedef struct {
  GtkWidget *box;          /* `seat`: the outline */
  GtkWidget *tray;         /* `tray`: round the play under a compact side seat */
  GtkWidget *name;
  GtkWidget *count;
  GtHandView *hand;
  GtHandView *front;       /* the last play */
  GtkWidget *pass;

  gboolean in_play;
  gboolean face_down;
  gboolean passed;
  GtCardList last;
} Seat;

struct _GtTableView
{
  GtkWidget parent_instance;

  Seat seats[COMPASS_SEATS];
  GtkWidget *centre;       /* `centre`: the box */
  GtkWidget *centre_label;
  GtHandView *centre_play;
  GtkWidget *badge;
  GtkWidget *phase;
  GtkWidget *prompt;       /* the owner's, or NULL */

  gboolean has_game;
  const GtRuleset *rs;     /* the position's rules, for the plays' marks */
  GtRuleCtx ctx;
  guint8 table_by;         /* GT_SEAT_NONE: nothing to beat */
  GtCardList table;
  guint turn;              /* the seat to move, GT_SEAT_NONE for none */
  guint game_phase;
  guint n_in_play;

  char *status;            /* the owner's words for the phase, or NULL */
  gboolean show_turn;
  double card_scale;       /* the learner's preference, 1 by default */
  gboolean four_colour;    /* the deck of every hand on the table */
};

enum {
  PROP_0,
  PROP_STATUS,
  PROP_SHOW_TURN,
  PROP_PROMPT,
  PROP_CARD_SCALE,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GtTableView, gt_table_view, GTK_TYPE_WIDGET)

/* ---- Names ------------------------------------------------------------------ */

/* The seat's label on the table: its letter (gt_seat_name()), and for the
 * learner's seat a reminder of whose it is. */
static const char *
seat_label (guint seat)
{
  if (seat == GT_SEAT_S)
    /* Translators: the learner's seat, South, on the card table */
    return C_("seat", "S (you)");
  return gt_seat_name (seat, GT_SEAT_NAME_LETTER);
}

/* The seat in words, for its tooltip and the accessible names: the
 * learner's seat and the partner's say whose they are. */
static const char *
seat_full (guint seat)
{
  switch (seat)
    {
    case GT_SEAT_S: return _("South (you)");
    case GT_SEAT_N: return _("North, your partner");
    default: return gt_seat_name (seat, GT_SEAT_NAME_WORD);
    }
}

/* ---- Layout ----------------------------------------------------------------- */

typedef struct {
  int x, y, w, h;
} Box;

typedef struct {
  gboolean compact;
  int pad, gap, sp;        /* table padding, gap, padding inside a seat */
  int cs, cn, cp;          /* card widths: the learner's, other hands, plays */
  int cm;                  /* compact: the side seats' hands and plays */
  Box badge;
  Box seat[COMPASS_SEATS];      /* the outline box */
  Box name[COMPASS_SEATS];
  Box count[COMPASS_SEATS];
  Box hand[COMPASS_SEATS];      /* w 0: not shown */
  Box front[COMPASS_SEATS];
  Box pass[COMPASS_SEATS];
  Box tray[COMPASS_SEATS];      /* w 0: none */
  Box centre, centre_label, centre_play, phase;
  Box prompt;              /* h 0: none */
  int height;
} Layout;

static void
measure_nat (GtkWidget *widget,
             int       *w,
             int       *h)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, w, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, *w, &min, h, NULL, NULL);
}

static gboolean
is_side (guint seat)
{
  return seat == GT_SEAT_E || seat == GT_SEAT_W;
}

/* A compact table shows the side seats' hands only face up. */
static gboolean
hand_shown (GtTableView *self,
            guint        seat,
            gboolean     compact)
{
  return self->seats[seat].in_play &&
         gt_hand_view_get_n_cards (self->seats[seat].hand) > 0 &&
         !(compact && is_side (seat) && self->seats[seat].face_down);
}

/* The card widths of a seat's hand and of its play in this layout. */
static int
hand_card_width (const Layout *L,
                 guint         seat)
{
  if (seat == GT_SEAT_S)
    return L->cs;
  return L->compact && is_side (seat) ? L->cm : L->cn;
}

static int
front_card_width (const Layout *L,
                  guint         seat)
{
  return L->compact && is_side (seat) ? L->cm : L->cp;
}

/* A seat's block: name and count on a line, the hand under it. */
static void
layout_seat (GtTableView *self,
             Layout      *L,
             guint        seat,
             int          max_width)
{
  Seat *s = &self->seats[seat];
  int nw, nh, cw, ch, hw = 0, hh = 0, head, inner;

  measure_nat (s->name, &nw, &nh);
  measure_nat (s->count, &cw, &ch);
  head = nw + L->gap / 2 + cw;
  inner = max_width - 2 * L->sp;

  if (hand_shown (self, seat, L->compact))
    {
      int card_width = hand_card_width (L, seat);

      gt_hand_view_size_for (s->hand, card_width, -1, &hw, NULL);
      hw = MIN (hw, inner);
      gt_hand_view_size_for (s->hand, card_width, hw, NULL, &hh);
    }

  inner = MIN (inner, MAX (head, hw));
  L->seat[seat].w = inner + 2 * L->sp;
  L->seat[seat].h = L->sp + MAX (nh, ch) + (hh > 0 ? L->sp / 2 + hh : 0) + L->sp;
  L->name[seat] = (Box) { 0, 0, nw, MAX (nh, ch) };
  L->count[seat] = (Box) { 0, 0, cw, MAX (nh, ch) };
  L->hand[seat] = (Box) { 0, 0, hw > 0 ? inner : 0, hh };
}

/* Moves a seat's block (computed at 0, 0) to x, y. */
static void
place_seat (Layout *L,
            guint   seat,
            int     x,
            int     y)
{
  Box *b = &L->seat[seat];
  int inner = b->w - 2 * L->sp;
  int head = L->name[seat].w + L->gap / 2 + L->count[seat].w;
  int hx = x + L->sp + (inner - head) / 2;

  b->x = x;
  b->y = y;
  if (L->hand[seat].w > 0)
    L->hand[seat].w = inner;
  L->name[seat].x = hx;
  L->name[seat].y = y + L->sp;
  L->count[seat].x = hx + L->name[seat].w + L->gap / 2;
  L->count[seat].y = y + L->sp;
  L->hand[seat].x = x + L->sp;
  L->hand[seat].y = y + L->sp + L->name[seat].h + L->sp / 2;
}

/* A seat's last play (or "Pass") in at most max_width: its size. */
static void
layout_front (GtTableView *self,
              Layout      *L,
              guint        seat,
              int          max_width)
{
  Seat *s = &self->seats[seat];
  int w = 0, h = 0;

  L->front[seat] = (Box) { 0, 0, 0, 0 };
  L->pass[seat] = (Box) { 0, 0, 0, 0 };
  if (!s->in_play)
    return;

  if (gt_hand_view_get_n_cards (s->front) > 0)
    {
      int card_width = front_card_width (L, seat);

      gt_hand_view_size_for (s->front, card_width, -1, &w, NULL);
      w = MIN (w, max_width);
      gt_hand_view_size_for (s->front, card_width, w, NULL, &h);
      L->front[seat] = (Box) { 0, 0, w, h };
    }
  else if (s->passed)
    {
      measure_nat (s->pass, &w, &h);
      L->pass[seat] = (Box) { 0, 0, MIN (w, max_width), h };
    }
}

static int
front_height (Layout *L,
              guint   seat)
{
  return MAX (L->front[seat].h, L->pass[seat].h);
}

/* Centres a seat's front in the box x, y, w, h. */
static void
place_front (Layout *L,
             guint   seat,
             int     x,
             int     y,
             int     w,
             int     h)
{
  Box *b = L->front[seat].w > 0 ? &L->front[seat] : &L->pass[seat];

  b->x = x + (w - b->w) / 2;
  b->y = y + (h - b->h) / 2;
}

/* The learner's card width the table would like at this width.  The
 * scale moves the bounds too: small cards stay small on a projector, large
 * ones large in a narrow window (the hand wraps before it clips). */
static int
natural_card_width (GtTableView *self,
                    int          width)
{
  double scale = self->card_scale;
  int w = (int) (width / 14.0 * scale + 0.5);

  return CLAMP (w, MAX (MIN_CARD_WIDTH, (int) (56 * scale + 0.5)), (int) (112 * scale + 0.5));
}

static void
compute_layout (GtTableView *self,
                int          width,
                int          height,
                int          card_width,
                int          others,
                Layout      *L)
{
  int top, bottom, mid_bottom, side_w, mid_x0, mid_x1, mid_w, col_w;
  int lw, lh, pw, ph, bw, bh, centre_inner;
  int centre_h, row_h, side_h, mid_h, mid_need, y;
  gboolean shown_phase = gtk_widget_get_visible (self->phase);

  memset (L, 0, sizeof *L);
  L->compact = width < COMPACT_WIDTH;
  L->pad = L->compact ? 6 : 12;
  L->gap = L->compact ? 8 : 12;
  L->sp = L->compact ? 6 : 8;
  L->cs = card_width > 0 ? card_width : natural_card_width (self, width);
  /* Other hands and the plays: a share of the learner's cards, in percent
   * of their usual share (less when the height is short). */
  L->cn = MAX (28, L->cs * 5 * others / 800);
  /* Plays keep their corner index (mini cards would not overlap). */
  L->cp = MAX (40, L->cs * 3 * others / 400);
  L->cm = MIN (SIDE_MINI_CARD, L->cn);

  measure_nat (self->badge, &bw, &bh);
  L->badge = (Box) { L->pad, L->pad, MIN (bw, width - 2 * L->pad), bh };

  /* N: centred at the top, below the badge when they would meet. */
  layout_seat (self, L, GT_SEAT_N, L->compact ? width - 2 * L->pad : width / 2);
  {
    int nx = (width - L->seat[GT_SEAT_N].w) / 2;
    int ny = L->pad;

    if (nx < L->badge.x + L->badge.w + L->gap)
      ny = L->badge.y + L->badge.h + L->gap / 2;
    place_seat (L, GT_SEAT_N, nx, ny);
    top = self->seats[GT_SEAT_N].in_play ? ny + L->seat[GT_SEAT_N].h + L->gap
                                         : L->badge.y + L->badge.h + L->gap;
  }

  /* S: the whole width at the bottom (placed once the height is known). */
  layout_seat (self, L, GT_SEAT_S, width - 2 * L->pad);
  L->seat[GT_SEAT_S].w = width - 2 * L->pad;

  /* The owner's prompt: the whole width, above S. */
  L->prompt = (Box) { 0, 0, 0, 0 };
  if (self->prompt != NULL && gtk_widget_get_visible (self->prompt))
    {
      int prompt_w = width - 2 * L->pad, min, nat;

      gtk_widget_measure (self->prompt, GTK_ORIENTATION_VERTICAL, prompt_w, &min, &nat, NULL, NULL);
      L->prompt = (Box) { L->pad, 0, prompt_w, nat };
    }

  /* E and W: at the sides.  Narrow when compact: a face-down hand is its
   * name and count; a face-up one takes mini cards, at least two a row,
   * and so do the plays under them. */
  if (L->compact)
    {
      side_w = MAX (64, width / 5);
      for (guint seat = GT_SEAT_E; seat <= GT_SEAT_W; seat += 2)
        {
          Seat *s = &self->seats[seat];

          if (hand_shown (self, seat, TRUE))
            side_w = MAX (side_w, gt_hand_view_row_width (s->hand, L->cm, 2) + 2 * L->sp);
          if (s->in_play && gt_hand_view_get_n_cards (s->front) > 0)
            side_w = MAX (side_w, gt_hand_view_row_width (s->front, L->cm, 2));
        }
    }
  else
    side_w = CLAMP (width / 5, 120, 360);
  layout_seat (self, L, GT_SEAT_W, side_w);
  layout_seat (self, L, GT_SEAT_E, side_w);
  side_w = MAX (L->seat[GT_SEAT_W].w, L->seat[GT_SEAT_E].w);
  if (!L->compact)
    side_w = MAX (side_w, CLAMP (width / 6, 100, 300));

  mid_x0 = L->pad + side_w + L->gap;
  mid_x1 = width - L->pad - side_w - L->gap;
  mid_w = mid_x1 - mid_x0;

  /* The fronts.  N's and S's stand in the middle column above and below the
   * centre; E's and W's beside the centre, or under their seat when
   * compact. */
  layout_front (self, L, GT_SEAT_N, mid_w);
  layout_front (self, L, GT_SEAT_S, mid_w);
  col_w = L->compact ? side_w : mid_w / 3;
  layout_front (self, L, GT_SEAT_W, col_w);
  layout_front (self, L, GT_SEAT_E, col_w);
  /* Beside the centre, E's and W's plays take what they need and the
   * centre the rest. */
  if (!L->compact)
    {
      int need = MAX (MAX (L->front[GT_SEAT_W].w, L->pass[GT_SEAT_W].w),
                      MAX (L->front[GT_SEAT_E].w, L->pass[GT_SEAT_E].w));
      col_w = need > 0 ? need + L->gap : 0;
    }

  /* The centre: who played and the play, or the phase. */
  centre_inner = (L->compact ? mid_w : mid_w - 2 * col_w) - 2 * L->sp;
  /* Nobody played (a tribute, a lead): no empty line over the phase. */
  if (*gtk_label_get_text (GTK_LABEL (self->centre_label)) != '\0')
    measure_nat (self->centre_label, &lw, &lh);
  else
    lw = lh = 0;
  centre_h = L->sp + lh;
  if (lh == 0)
    centre_h -= L->sp / 2;
  L->centre_play = (Box) { 0, 0, 0, 0 };
  if (gt_hand_view_get_n_cards (self->centre_play) > 0)
    {
      int inner = centre_inner;

      gt_hand_view_size_for (self->centre_play, L->cp, -1, &pw, NULL);
      pw = MIN (pw, inner);
      gt_hand_view_size_for (self->centre_play, L->cp, pw, NULL, &ph);
      L->centre_play = (Box) { 0, 0, pw, ph };
      centre_h += L->sp / 2 + ph;
    }
  if (shown_phase)
    {
      int fw, fh, min;

      /* The words wrap to the centre's width. */
      measure_nat (self->phase, &fw, &fh);
      if (fw > centre_inner)
        {
          fw = MAX (centre_inner, 1);
          gtk_widget_measure (self->phase, GTK_ORIENTATION_VERTICAL, fw, &min, &fh, NULL, NULL);
        }
      L->phase = (Box) { 0, 0, fw, fh };
      centre_h += L->sp / 2 + fh;
    }
  centre_h += L->sp;
  L->centre_label = (Box) { 0, 0, MIN (lw, mid_w), lh };

  row_h = centre_h;
  if (!L->compact)
    row_h = MAX (row_h, MAX (front_height (L, GT_SEAT_W), front_height (L, GT_SEAT_E)));

  side_h = MAX (L->seat[GT_SEAT_W].h, L->seat[GT_SEAT_E].h);
  if (L->compact)
    side_h += L->gap + MAX (front_height (L, GT_SEAT_W), front_height (L, GT_SEAT_E)) + L->sp / 2;

  mid_need = front_height (L, GT_SEAT_N) + L->gap + row_h + L->gap + front_height (L, GT_SEAT_S);
  mid_need = MAX (mid_need, side_h);

  L->height = top + mid_need + L->gap + L->seat[GT_SEAT_S].h + L->pad;
  if (L->prompt.h > 0)
    L->height += L->prompt.h + L->gap;
  if (height < L->height)
    height = L->height;

  /* Extra height goes to the middle, evenly; the prompt stays on S. */
  bottom = height - L->pad - L->seat[GT_SEAT_S].h;
  place_seat (L, GT_SEAT_S, L->pad, bottom);
  mid_bottom = bottom;
  if (L->prompt.h > 0)
    {
      L->prompt.y = bottom - L->gap - L->prompt.h;
      mid_bottom = L->prompt.y;
    }
  mid_h = mid_bottom - L->gap - top;

  /* Side seats, centred on the middle band (with their fronts under them
   * when compact). */
  {
    int cy = top + mid_h / 2;

    for (guint seat = GT_SEAT_E; seat <= GT_SEAT_W; seat += 2)
      {
        int x = seat == GT_SEAT_W ? L->pad : width - L->pad - side_w;
        int block = L->seat[seat].h + (L->compact ? L->gap + front_height (L, seat) : 0);
        int sy = cy - block / 2;

        L->seat[seat].w = side_w;
        place_seat (L, seat, x, sy);
        if (L->compact)
          {
            place_front (L, seat, x, sy + L->seat[seat].h + L->gap, side_w, front_height (L, seat));
            /* Under the seat, a play could pass for more of its hand: a
             * dashed tray round it says it is on the table. */
            if (L->front[seat].w > 0)
              L->tray[seat] = (Box) { x, L->front[seat].y - L->sp / 2,
                                      side_w, L->front[seat].h + L->sp };
          }
      }
  }

  /* The middle column: N's front, the row of W's front, the centre and E's
   * front, then S's front; the spare height goes round the centre row. */
  {
    int fn = front_height (L, GT_SEAT_N), fs = front_height (L, GT_SEAT_S);
    int spare = mid_h - (fn + L->gap + row_h + L->gap + fs);
    int cx, cw;

    place_front (L, GT_SEAT_N, mid_x0, top, mid_w, fn);
    y = top + fn + L->gap + spare / 2;

    if (L->compact)
      {
        cx = mid_x0;
        cw = mid_w;
      }
    else
      {
        place_front (L, GT_SEAT_W, mid_x0, y, col_w, row_h);
        place_front (L, GT_SEAT_E, mid_x1 - col_w, y, col_w, row_h);
        cx = mid_x0 + col_w;
        cw = mid_w - 2 * col_w;
      }

    {
      int inner_w = MAX (L->centre_label.w, MAX (L->centre_play.w, L->phase.w)) + 2 * L->sp;
      int cy = y + (row_h - centre_h) / 2;

      inner_w = MIN (cw, MAX (inner_w, MIN (cw, 4 * L->cp)));
      L->centre = (Box) { cx + (cw - inner_w) / 2, cy, inner_w, centre_h };
      y = cy + L->sp;
      L->centre_label.x = L->centre.x + (inner_w - L->centre_label.w) / 2;
      L->centre_label.y = y;
      if (L->centre_label.h > 0)
        y += L->centre_label.h + L->sp / 2;
      if (L->centre_play.w > 0)
        {
          L->centre_play.x = L->centre.x + (inner_w - L->centre_play.w) / 2;
          L->centre_play.y = y;
          y += L->centre_play.h + L->sp / 2;
        }
      if (shown_phase)
        {
          L->phase.x = L->centre.x + (inner_w - L->phase.w) / 2;
          L->phase.y = y;
        }
    }

    place_front (L, GT_SEAT_S, mid_x0, mid_bottom - L->gap - fs, mid_w, fs);
  }
}

static void
allocate (GtkWidget *child,
          const Box *b)
{
  GtkAllocation a = { b->x, b->y, b->w, b->h };
  int min, nat;

  /* GTK wants every child measured before it is allocated. */
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, b->w, &min, &nat, NULL, NULL);
  gtk_widget_set_child_visible (child, b->w > 0 && b->h > 0);
  if (b->w > 0 && b->h > 0)
    gtk_widget_size_allocate (child, &a, -1);
}

static GtkSizeRequestMode
gt_table_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gt_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtTableView *self = GT_TABLE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* A 360 px window less its margins (or what the prompt needs). */
      *minimum = 300;
      *natural = 960;
      if (self->prompt != NULL && gtk_widget_get_visible (self->prompt))
        {
          int min, nat;

          gtk_widget_measure (self->prompt, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min + 24);
          *natural = MAX (*natural, *minimum);
        }
    }
  else
    {
      Layout L;
      int width = for_size < 0 ? 960 : for_size;

      /* Natural: cards as large as the width likes; minimum: the smallest
       * cards, so that a short window shrinks the cards, not the table. */
      compute_layout (self, width, 0, 0, 100, &L);
      *natural = L.height;
      compute_layout (self, width, 0, MIN_CARD_WIDTH, MIN_OTHERS, &L);
      *minimum = MIN (L.height, *natural);

      /* Smaller cards are not always shorter (mini cards do not overlap),
       * so the height is not monotonic in the width; GTK wants the minimum
       * for no width at least the minimum for the widest (2^20) it checks. */
      if (for_size < 0)
        {
          int nat;

          compute_layout (self, 1 << 20, 0, 0, 100, &L);
          nat = L.height;
          compute_layout (self, 1 << 20, 0, MIN_CARD_WIDTH, MIN_OTHERS, &L);
          *minimum = MAX (*minimum, MIN (L.height, nat));
          *natural = MAX (*natural, *minimum);
        }
    }
}

static void
gt_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GtTableView *self = GT_TABLE_VIEW (widget);
  Layout L;

  /* The largest cards whose layout fits the height: the other seats' and
   * the plays shrink first, the learner's hand last. */
  {
    int cs = natural_card_width (self, width), others = 100;

    for (;;)
      {
        compute_layout (self, width, height, cs, others, &L);
        if (L.height <= height || (cs <= MIN_CARD_WIDTH && others <= MIN_OTHERS))
          break;
        if (others > MIN_OTHERS)
          others -= 10;
        else
          cs = MAX (cs - 4, MIN_CARD_WIDTH);
      }
  }

  /* Card sizes follow the width; a hand whose width changes queues a
   * resize, and the next layout finds the same widths: it settles. */
  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      Seat *s = &self->seats[seat];

      gt_hand_view_set_card_width (s->hand, hand_card_width (&L, seat));
      gt_hand_view_set_card_width (s->front, front_card_width (&L, seat));

      allocate (s->box, s->in_play ? &L.seat[seat] : &(Box) { 0, 0, 0, 0 });
      allocate (s->tray, &L.tray[seat]);
      allocate (s->name, s->in_play ? &L.name[seat] : &(Box) { 0, 0, 0, 0 });
      allocate (s->count, s->in_play ? &L.count[seat] : &(Box) { 0, 0, 0, 0 });
      allocate (GTK_WIDGET (s->hand), &L.hand[seat]);
      allocate (GTK_WIDGET (s->front), &L.front[seat]);
      allocate (s->pass, &L.pass[seat]);
    }
  gt_hand_view_set_card_width (self->centre_play, L.cp);

  /* Classes that follow the width.  Changing one restyles the labels and
   * queues a resize; the next layout keeps the same classes, so it settles. */
  if (L.compact)
    gtk_widget_add_css_class (widget, "compact");
  else
    gtk_widget_remove_css_class (widget, "compact");
  if (L.cs >= LARGE_CARD)
    gtk_widget_add_css_class (widget, "large");
  else
    gtk_widget_remove_css_class (widget, "large");

  allocate (self->centre, self->has_game ? &L.centre : &(Box) { 0, 0, 0, 0 });
  allocate (self->centre_label, self->has_game ? &L.centre_label : &(Box) { 0, 0, 0, 0 });
  allocate (GTK_WIDGET (self->centre_play), &L.centre_play);
  allocate (self->phase, &L.phase);
  allocate (self->badge, self->has_game ? &L.badge : &(Box) { 0, 0, 0, 0 });
  if (self->prompt != NULL && gtk_widget_get_visible (self->prompt))
    allocate (self->prompt, &L.prompt);
}

/* ---- Content ---------------------------------------------------------------- */

static const char *
phase_text (guint phase)
{
  switch (phase)
    {
    case GT_PHASE_TRIBUTE: return _("Tribute");
    case GT_PHASE_RETURN: return _("Returning tribute");
    case GT_PHASE_DEAL_OVER: return _("The deal is over");
    case GT_PHASE_GAME_OVER: return _("The game is over");
    case GT_PHASE_PLAY:
    default: return NULL;
    }
}

/* The line under the play to beat: the owner's status if set, else the
 * phase — but not "The deal is over" for a position of fewer than four
 * seats (a puzzle), which ends when its goal is decided, not with a deal. */
static void
update_phase (GtTableView *self)
{
  const char *text = NULL;

  if (!self->has_game)
    text = NULL;
  else if (self->status != NULL)
    text = self->status;
  else if (!(self->game_phase == GT_PHASE_DEAL_OVER && self->n_in_play < COMPASS_SEATS))
    text = phase_text (self->game_phase);

  gtk_label_set_text (GTK_LABEL (self->phase), text != NULL ? text : "");
  gtk_widget_set_visible (self->phase, text != NULL && text[0] != '\0');
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The accent outline on the seat to move, unless the owner turned it off. */
static void
update_turn (GtTableView *self)
{
  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      GtkWidget *box = self->seats[seat].box;

      if (self->show_turn && self->has_game && seat == self->turn)
        gtk_widget_add_css_class (box, "to-move");
      else
        gtk_widget_remove_css_class (box, "to-move");
    }
}

static void
update_fronts (GtTableView *self)
{
  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      Seat *s = &self->seats[seat];
      GtCardList empty;
      gboolean in_centre = seat == self->table_by && s->last.n == self->table.n &&
                           memcmp (s->last.card, self->table.card, s->last.n) == 0;

      gt_card_list_init (&empty);
      /* The play to beat is shown in the centre, not twice. */
      gt_hand_view_set_cards (s->front, in_centre ? &empty : &s->last,
                              self->has_game ? self->rs : NULL,
                              self->has_game ? &self->ctx : NULL);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static GtkWidget *
add_label (GtTableView *self,
           const char  *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

static GtHandView *
add_hand (GtTableView *self,
          GtHandSort   sort,
          const char  *css_class)
{
  GtHandView *hand = GT_HAND_VIEW (gt_hand_view_new ());

  gt_hand_view_set_sort (hand, sort);
  gtk_widget_add_css_class (GTK_WIDGET (hand), css_class);
  gtk_widget_set_parent (GTK_WIDGET (hand), GTK_WIDGET (self));
  return hand;
}

static GtkWidget *
add_box (GtTableView *self,
         const char  *css_name)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX, "css-name", css_name, NULL);

  gtk_widget_set_parent (box, GTK_WIDGET (self));
  return box;
}

static void
gt_table_view_dispose (GObject *object)
{
  GtTableView *self = GT_TABLE_VIEW (object);
  GtkWidget *child;

  self->prompt = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_table_view_parent_class)->dispose (object);
}

static void
gt_table_view_finalize (GObject *object)
{
  GtTableView *self = GT_TABLE_VIEW (object);

  g_free (self->status);
  G_OBJECT_CLASS (gt_table_view_parent_class)->finalize (object);
}

static void
gt_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtTableView *self = GT_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_SHOW_TURN:
      g_value_set_boolean (value, self->show_turn);
      break;
    case PROP_PROMPT:
      g_value_set_object (value, self->prompt);
      break;
    case PROP_CARD_SCALE:
      g_value_set_double (value, self->card_scale);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtTableView *self = GT_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      gt_table_view_set_status (self, g_value_get_string (value));
      break;
    case PROP_SHOW_TURN:
      gt_table_view_set_show_turn (self, g_value_get_boolean (value));
      break;
    case PROP_PROMPT:
      gt_table_view_set_prompt (self, g_value_get_object (value));
      break;
    case PROP_CARD_SCALE:
      gt_table_view_set_card_scale (self, g_value_get_double (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_table_view_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_table_view_class_init (GtTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_table_view_dispose;
  object_class->finalize = gt_table_view_finalize;
  object_class->get_property = gt_table_view_get_property;
  object_class->set_property = gt_table_view_set_property;

  widget_class->get_request_mode = gt_table_view_get_request_mode;
  widget_class->measure = gt_table_view_measure;
  widget_class->size_allocate = gt_table_view_size_allocate;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_TURN] =
    g_param_spec_boolean ("show-turn", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_object ("prompt", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_SCALE] =
    g_param_spec_double ("card-scale", NULL, NULL, 0.5, 2.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "cardtable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gt_widgets_init ();
}

static void
gt_table_view_init (GtTableView *self)
{
  /* The boxes first: they are drawn under everything else. */
  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      self->seats[seat].box = add_box (self, "seat");
      self->seats[seat].tray = add_box (self, "tray");
    }
  self->centre = add_box (self, "centre");

  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      Seat *s = &self->seats[seat];

      s->name = add_label (self, "seat-name");
      gtk_label_set_text (GTK_LABEL (s->name), seat_label (seat));
      gtk_widget_set_tooltip_text (s->name, seat_full (seat));
      s->count = add_label (self, "count");
      s->hand = add_hand (self, GT_HAND_SORT_RANK, "seat-hand");
      s->front = add_hand (self, GT_HAND_SORT_NONE, "last-play");
      s->pass = add_label (self, "pass");
      /* Translators: on the card table, in front of a seat that passed */
      gtk_label_set_text (GTK_LABEL (s->pass), _("Pass"));
      gt_card_list_init (&s->last);
      gtk_accessible_update_property (GTK_ACCESSIBLE (s->hand),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, seat_full (seat),
                                      -1);
    }
  gt_hand_view_set_interactive (self->seats[GT_SEAT_S].hand, TRUE);

  self->centre_label = add_label (self, "centre-label");
  self->centre_play = add_hand (self, GT_HAND_SORT_NONE, "table-play");
  self->badge = add_label (self, "level-badge");
  self->phase = add_label (self, "phase");
  gtk_label_set_wrap (GTK_LABEL (self->phase), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->phase), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (self->phase), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->phase, FALSE);

  self->table_by = GT_SEAT_NONE;
  self->turn = GT_SEAT_NONE;
  self->show_turn = TRUE;
  self->card_scale = 1.0;
  gt_card_list_init (&self->table);
}

/* ---- API ------------------------------------------------------------------ */

GtkWidget *
gt_table_view_new (void)
{
  return g_object_new (GT_TYPE_TABLE_VIEW, NULL);
}

/* "Level 2 · wild: 2♥" (rank first, as people say it). */
static char *
level_text (const GtRuleset *rs,
            const GtRuleCtx *ctx)
{
  GString *wild = g_string_new (NULL);
  char *text;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (rs->is_wild (ctx, (GtCard) c))
      {
        if (wild->len > 0)
          g_string_append (wild, ", ");
        if (gt_card_is_joker ((GtCard) c))
          g_string_append (wild, gt_card_to_symbol ((GtCard) c));
        else
          g_string_append_printf (wild, "%s%s",
                                  gt_rank_to_string (gt_card_rank ((GtCard) c)),
                                  gt_suit_to_symbol (gt_card_suit ((GtCard) c)));
      }

  if (wild->len > 0)
    /* Translators: the level badge on the card table: the deal's level
     * rank, then the wild cards, "Level 2 · wild: 2♥" */
    text = g_strdup_printf (_("Level %1$s · wild: %2$s"), gt_rank_to_string (ctx->level), wild->str);
  else
    /* Translators: the level badge on the card table, "Level 2" */
    text = g_strdup_printf (_("Level %s"), gt_rank_to_string (ctx->level));
  g_string_free (wild, TRUE);
  return text;
}

void
gt_table_view_set_position (GtTableView     *self,
                            const GtRuleset *rs,
                            const GtGame    *game,
                            guint8           face_down)
{
  GtRuleCtx ctx;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  self->has_game = game != NULL && rs != NULL;
  self->table_by = GT_SEAT_NONE;
  gt_card_list_init (&self->table);

  if (!self->has_game)
    {
      GtCardList empty;

      gt_card_list_init (&empty);
      for (guint seat = 0; seat < COMPASS_SEATS; seat++)
        {
          Seat *s = &self->seats[seat];

          s->in_play = FALSE;
          s->passed = FALSE;
          gt_card_list_init (&s->last);
          gt_hand_view_set_cards (s->hand, &empty, NULL, NULL);
        }
      gt_hand_view_set_cards (self->centre_play, &empty, NULL, NULL);
      self->turn = GT_SEAT_NONE;
      self->n_in_play = 0;
      update_turn (self);
      update_phase (self);
      update_fronts (self);
      return;
    }

  gt_game_rule_ctx (game, &ctx);
  self->rs = rs;
  self->ctx = ctx;
  self->game_phase = game->phase;
  self->turn = game->phase == GT_PHASE_PLAY && game->turn < COMPASS_SEATS ? game->turn : GT_SEAT_NONE;
  self->n_in_play = 0;

  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      Seat *s = &self->seats[seat];
      GtCardList hand;
      char *count, *a11y;
      int disclosed;
      gboolean out = (game->out & (1u << seat)) != 0;

      s->in_play = (game->seats & (1u << seat)) != 0;
      self->n_in_play += s->in_play ? 1 : 0;
      s->face_down = seat != GT_SEAT_S && (face_down & (1u << seat)) != 0;
      s->passed = (game->passed & (1u << seat)) != 0;
      gt_card_list_init (&s->last);

      gt_game_hand_list (game, seat, &hand);
      disclosed = gt_game_disclosed_count (game, seat);
      if (s->face_down && hand.n > MANY_BACKS && disclosed < 0)
        hand.n = MANY_BACKS;
      gt_hand_view_set_face_down (s->hand, s->face_down);
      gt_hand_view_set_cards (s->hand, &hand, rs, &ctx);

      if (out)
        {
          /* Translators: the count badge of a seat that has gone out */
          count = g_strdup (C_("seat count", "Out"));
          a11y = g_strdup_printf (_("%s: out"), seat_full (seat));
        }
      else if (s->face_down && disclosed < 0)
        {
          /* Translators: the count badge of a face-down hand of more than
           * 10 cards, whose exact count the rules keep secret */
          count = g_strdup (C_("seat count", "10+"));
          a11y = g_strdup_printf (_("%s: more than 10 cards"), seat_full (seat));
        }
      else
        {
          count = g_strdup_printf ("%u", (guint) game->count[seat]);
          a11y = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u card", "%s: %u cards",
                                               game->count[seat]),
                                  seat_full (seat), (guint) game->count[seat]);
        }
      gtk_label_set_text (GTK_LABEL (s->count), count);
      gtk_widget_set_tooltip_text (s->count, a11y);
      gtk_accessible_update_property (GTK_ACCESSIBLE (s->count),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
      g_free (count);
      g_free (a11y);
    }
  update_turn (self);

  /* The play to beat, in the centre and as its player's last play. */
  if (game->table_n > 0 && game->table_by < COMPASS_SEATS)
    {
      Seat *s = &self->seats[game->table_by];
      char *text;

      for (guint i = 0; i < game->table_n; i++)
        gt_card_list_append (&self->table, game->table_card[i], game->table_as[i]);
      self->table_by = game->table_by;
      s->last = self->table;
      /* Translators: above the play to beat; %s is a seat letter, "E played" */
      text = g_strdup_printf (_("%s played"), gt_seat_name (game->table_by, GT_SEAT_NAME_LETTER));
      gtk_label_set_text (GTK_LABEL (self->centre_label), text);
      g_free (text);
    }
  else if (game->phase == GT_PHASE_PLAY && game->turn < COMPASS_SEATS)
    {
      char *text;

      if (game->turn == GT_SEAT_S)
        text = g_strdup (_("Your lead"));
      else
        /* Translators: the table is empty; %s is a seat letter, "W to lead" */
        text = g_strdup_printf (_("%s to lead"), gt_seat_name (game->turn, GT_SEAT_NAME_LETTER));
      gtk_label_set_text (GTK_LABEL (self->centre_label), text);
      g_free (text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->centre_label), "");
  gt_hand_view_set_cards (self->centre_play, &self->table, rs, &ctx);

  update_phase (self);

  {
    char *text = level_text (rs, &ctx);

    gtk_label_set_text (GTK_LABEL (self->badge), text);
    g_free (text);
  }

  update_fronts (self);
}

void
gt_table_view_set_last_play (GtTableView      *self,
                             guint             seat,
                             const GtCardList *play,
                             gboolean          passed)
{
  Seat *s;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < COMPASS_SEATS);

  s = &self->seats[seat];
  if (play != NULL)
    s->last = *play;
  else
    gt_card_list_init (&s->last);
  s->passed = passed && s->last.n == 0;
  update_fronts (self);
}

GtHandView *
gt_table_view_get_hand (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), NULL);
  return self->seats[GT_SEAT_S].hand;
}

void
gt_table_view_set_status (GtTableView *self,
                          const char  *text)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (g_strcmp0 (self->status, text) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (text);
  update_phase (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

const char *
gt_table_view_get_status (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), NULL);
  return self->status;
}

void
gt_table_view_set_show_turn (GtTableView *self,
                             gboolean     show_turn)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  show_turn = !!show_turn;
  if (self->show_turn == show_turn)
    return;
  self->show_turn = show_turn;
  update_turn (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_TURN]);
}

gboolean
gt_table_view_get_show_turn (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), TRUE);
  return self->show_turn;
}

void
gt_table_view_set_prompt (GtTableView *self,
                          GtkWidget   *widget)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  if (self->prompt == widget)
    return;
  g_return_if_fail (widget == NULL || gtk_widget_get_parent (widget) == NULL);

  if (self->prompt != NULL)
    gtk_widget_unparent (self->prompt);
  self->prompt = widget;
  /* Last: drawn over the seats' boxes. */
  if (widget != NULL)
    gtk_widget_set_parent (widget, GTK_WIDGET (self));
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
}

GtkWidget *
gt_table_view_get_prompt (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), NULL);
  return self->prompt;
}

void
gt_table_view_set_card_scale (GtTableView *self,
                              double       scale)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  scale = CLAMP (scale, 0.5, 2.0);
  if (G_APPROX_VALUE (self->card_scale, scale, 0.001))
    return;
  self->card_scale = scale;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_SCALE]);
}

double
gt_table_view_get_card_scale (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 1.0);
  return self->card_scale;
}

void
gt_table_view_set_four_colour (GtTableView *self,
                               gboolean     four_colour)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  for (guint seat = 0; seat < COMPASS_SEATS; seat++)
    {
      gt_hand_view_set_four_colour (self->seats[seat].hand, four_colour);
      gt_hand_view_set_four_colour (self->seats[seat].front, four_colour);
    }
  gt_hand_view_set_four_colour (self->centre_play, four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_table_view_get_four_colour (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), FALSE);
  return self->four_colour;
}
