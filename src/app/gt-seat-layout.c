/* gt-seat-layout.c — the card table's layout: the seats round the learner
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtTableView's layout manager.  It reads the table (gt-table-view-private.h)
 * and computes one Layout, a box for every child, for a width, a height
 * and card sizes (compute_layout): measure() asks it for the height a
 * width needs, allocate() for the largest cards that fit.
 *
 * One layout for every table.  Slot k (0 the learner's, then round the
 * table in play order) sits at the angle 90° - k · 360° / n on an ellipse
 * (screen angles, y down: 90° is the bottom, and decreasing angles run
 * counter-clockwise as seen).  Seats above the middle (sin < -0.3) form
 * the top row, spread along it by their cosine; the others stand in a
 * left or a right column, up or down the middle band by their sine (at
 * most one a side for six seats or fewer).  The plays stand between each
 * seat and the centre: the top row's in a row under it, the side seats'
 * beside the centre (under the seat when compact), the learner's above
 * the learner's hand.  Face-down hands are fans of at most a few backs,
 * whatever the count: with four decks (Bao Huang) a hand of 40 backs
 * would fill the table and tell nothing the count badge does not.
 *
 * The compass is that layout's four seats in a climbing round (Guandan's
 * table, Gan Deng Yan's of four), as it was made for Guandan's lessons and
 * puzzles: S E N W as seen from S, face-down hands as overlapped backs
 * (at a compact side only the name and count), the top seat up to half
 * the width, side columns up to 360 px kept for seats out of play, and
 * room kept for plays not yet made (the top seat's row, a compact side's
 * play under it), so that the table does not change height as they come.
 *
 * Sizes follow the width: the learner's cards are width/10 wide (56 …
 * 132 px) times the owner's card scale (the "card size" preference), other
 * hands and plays are fractions of that; a table given more height than
 * that needs grows its cards, up to width/7 (180 px), while they fit; from
 * LARGE_CARD on (a projector) the labels grow too (CSS class `large`).
 * The natural height is what that takes (height-for-width); given less,
 * the cards shrink (down to MIN_CARD_WIDTH) until the table fits.  Below
 * COMPACT_WIDTH (class `compact`) side seats are narrow columns: a
 * face-down hand shrinks to its name and count (the compass) or a small
 * fan, a face-up one (a double-dummy puzzle) to mini cards
 * (SIDE_MINI_CARD, rank over suit) two or more a row, and their plays go
 * under them in mini cards too.
 */
#define G_LOG_DOMAIN "gt-seat-layout"

#include "config.h"

#include <math.h>
#include <string.h>

#include "gt-seat-layout.h"
#include "gt-table-view-private.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"

#define COMPACT_WIDTH 600
#define LARGE_CARD 128
/* The learner's cards at the table's natural height: a tenth of its width,
 * up to this; given more height, they grow up to a seventh of the width,
 * up to MAX_GROWN_CARD. */
#define MAX_NATURAL_CARD 132
#define MAX_GROWN_CARD 180
/* The learner's cards never get narrower than this (a short window). */
#define MIN_CARD_WIDTH 44
/* ... and the others' and the plays' not below this share (percent). */
#define MIN_OTHERS 70
/* Compact: the side seats' face-up hands and their plays, in mini cards
 * (gt-card-painter.c draws rank over suit below 40 px). */
#define SIDE_MINI_CARD 30
/* The fans of backs' cards when compact. */
#define FAN_COMPACT_CARD 22

/* The compass's slots (and the ring's four-seat places). */
enum { BOTTOM = GT_SLOT_LEARNER, RIGHT = 1, TOP = 2, LEFT = 3 };

struct _GtSeatLayout
{
  GtkLayoutManager parent_instance;

  int grown_width, grown_height, grown_card;  /* the last allocation's box and card width */
  GdkRectangle play_box;   /* where the learner's play lies in the last allocation */
};

G_DEFINE_FINAL_TYPE (GtSeatLayout, gt_seat_layout, GTK_TYPE_LAYOUT_MANAGER)

typedef struct {
  int x, y, w, h;
} Box;

typedef struct {
  gboolean compact;
  int pad, gap, sp;        /* table padding, gap, padding inside a seat */
  int cs, cn, cp;          /* card widths: the learner's, other hands, plays */
  int cm;                  /* compact: the side seats' hands and plays */
  int cf;                  /* the ring's fans of backs */
  gboolean ring;           /* the ellipse (else the compass) */
  gboolean side[GT_TABLE_MAX_SEATS];   /* in a side column */
  Box badge;
  Box points;              /* the defenders' pile; w 0: none */
  int cpt;                 /* its cards' width */
  Box seat[GT_TABLE_MAX_SEATS];        /* the seat (GtSeatView) */
  GtSeatMetrics metrics[GT_TABLE_MAX_SEATS];  /* what it shows, how large */
  Box front[GT_TABLE_MAX_SEATS];
  Box pass[GT_TABLE_MAX_SEATS];
  Box order[GT_TABLE_MAX_SEATS];       /* a trick play's number; w 0: none */
  Box tray[GT_TABLE_MAX_SEATS];        /* w 0: none */
  Box centre, centre_label, centre_play, phase;
  Box prompt;              /* h 0: none */
  int height;
  int others;              /* fit_cards(): the others' share it settled on */
} Layout;

static gboolean
is_side (const Layout *L,
         guint         seat)
{
  return L->side[seat];
}

/* The ring draws a face-down hand as a fan of backs; the compass as a hand
 * of backs, except at a compact side, where it is only the count. */
static gboolean
fan_shown (GtTableView  *table,
           const Layout *L,
           guint         seat)
{
  GtTableSlot *s = &table->seats[seat];

  return L->ring && seat != BOTTOM && s->in_play &&
         gt_seat_view_get_face_down (s->view) && gt_seat_view_get_n_fan (s->view) > 0;
}

static gboolean
hand_shown (GtTableView  *table,
            const Layout *L,
            guint         seat)
{
  GtTableSlot *s = &table->seats[seat];

  return s->in_play &&
         gt_hand_view_get_n_cards (gt_seat_view_get_hand (s->view)) > 0 &&
         !(gt_seat_view_get_face_down (s->view) && seat != BOTTOM && (L->ring || (L->compact && is_side (L, seat))));
}

/* The card widths of a seat's hand and of its play in this layout. */
static int
hand_card_width (const Layout *L,
                 guint         seat)
{
  if (seat == BOTTOM)
    return L->cs;
  return L->compact && (is_side (L, seat) || L->ring) ? L->cm : L->cn;
}

static int
front_card_width (const Layout *L,
                  guint         seat)
{
  return L->compact && is_side (L, seat) ? L->cm : L->cp;
}

/* What each seat shows in this layout, and how large (once the sides are
 * known: a side seat's hand may be mini cards). */
static void
seat_metrics (GtTableView *table,
              Layout      *L)
{
  for (guint seat = 0; seat < table->n_slots; seat++)
    {
      GtSeatMetrics *m = &L->metrics[seat];

      m->sp = L->sp;
      m->gap = L->gap;
      m->card_width = hand_card_width (L, seat);
      m->fan_card = L->cf;
      if (fan_shown (table, L, seat))
        m->shows = GT_SEAT_SHOWS_FAN;
      else if (hand_shown (table, L, seat))
        m->shows = GT_SEAT_SHOWS_HAND;
      else
        m->shows = GT_SEAT_SHOWS_NOTHING;
    }
}

/* A seat's block (GtSeatView: name, finishing place and count on a line,
 * the hand or the fan of backs under it) in at most max_width: its size. */
static void
layout_seat (GtTableView *table,
             Layout      *L,
             guint        seat,
             int          max_width)
{
  int w, h;

  gt_seat_view_size_for (table->seats[seat].view, &L->metrics[seat], max_width, &w, &h);
  L->seat[seat] = (Box) { 0, 0, w, h };
}

/* Moves a seat's block to x, y (the seat lays out its parts itself). */
static void
place_seat (Layout *L,
            guint   seat,
            int     x,
            int     y)
{
  L->seat[seat].x = x;
  L->seat[seat].y = y;
}

/* A seat's last play (or "Pass") in at most max_width: its size. */
static void
layout_front (GtTableView *table,
              Layout      *L,
              guint        seat,
              int          max_width)
{
  GtTableSlot *s = &table->seats[seat];
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
      gt_widgets_measure_natural (s->pass, &w, &h);
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
natural_card_width (GtTableView *table,
                    int          width)
{
  double scale = table->card_scale;
  int w = (int) (width / 10.0 * scale + 0.5);

  return CLAMP (w, MAX (MIN_CARD_WIDTH, (int) (56 * scale + 0.5)), (int) (MAX_NATURAL_CARD * scale + 0.5));
}

/* The widest the learner's cards grow into a table taller than its natural
 * height (a tall window, a projector): a share of the width, and a bound. */
static int
tallest_card_width (GtTableView *table,
                    int          width)
{
  double scale = table->card_scale;
  int w = (int) (width / 7.0 * scale + 0.5);

  return MAX (natural_card_width (table, width), MIN (w, (int) (MAX_GROWN_CARD * scale + 0.5)));
}

/* What both layouts start from: the spacing, the card widths and the
 * badge. */
static void
layout_begin (GtTableView *table,
              int          width,
              int          card_width,
              int          others,
              gboolean     ring,
              Layout      *L)
{
  int bw, bh;

  memset (L, 0, sizeof *L);
  L->ring = ring;
  L->compact = width < COMPACT_WIDTH;
  L->pad = L->compact ? 6 : 12;
  L->gap = L->compact ? 8 : 12;
  L->sp = L->compact ? 6 : 8;
  L->cs = card_width > 0 ? card_width : natural_card_width (table, width);
  /* Other hands and the plays: a share of the learner's cards, in percent
   * of their usual share (less when the height is short). */
  L->cn = MAX (28, L->cs * 5 * others / 800);
  /* Plays keep their corner index (mini cards would not overlap). */
  L->cp = MAX (40, L->cs * 3 * others / 400);
  L->cm = MIN (SIDE_MINI_CARD, L->cn);
  L->cf = L->compact ? FAN_COMPACT_CARD : MAX (30, L->cn * 3 / 4);

  if (table->has_game && gtk_label_get_text (GTK_LABEL (table->badge))[0] != '\0')
    {
      gt_widgets_measure_natural (table->badge, &bw, &bh);
      L->badge = (Box) { L->pad, L->pad, MIN (bw, width - 2 * L->pad), bh };
    }
  else
    L->badge = (Box) { L->pad, L->pad, 0, 0 };

  /* The defenders' points in the top right corner, opposite the badge;
   * under it, on the right, when the two would meet (a narrow table).
   * Mini cards when compact, else the size of the fans of backs: they
   * are counted, not played. */
  L->points = (Box) { 0, 0, 0, 0 };
  L->cpt = L->compact ? SIDE_MINI_CARD : L->cf;
  if (table->has_game && gt_points_pile_has_points (table->points))
    {
      int w, h, x, y;
      int max_w = L->compact ? width - 2 * L->pad : MAX (width / 3, 200);

      gt_points_pile_size_for (table->points, L->cpt, L->sp, max_w, &w, &h);
      x = width - L->pad - w;
      y = L->pad;
      if (L->badge.w > 0 && x < L->badge.x + L->badge.w + L->gap)
        y = L->badge.y + L->badge.h + L->gap / 2;
      L->points = (Box) { x, y, w, h };
    }
}

/* The centre's parts placed, measured by measure_centre(): a box at least
 * four cards wide (or the column), in the middle of its row. */
static void
place_centre (GtTableView *table,
              Layout      *L,
              int          cx,
              int          cw,
              int          y,
              int          row_h,
              int          centre_h)
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
  if (gtk_widget_get_visible (table->phase))
    {
      L->phase.x = L->centre.x + (inner_w - L->phase.w) / 2;
      L->phase.y = y;
    }
}

/* The centre's height, its parts measured into L: who played (or led),
 * the play, the phase — the same in either layout. */
static int
measure_centre (GtTableView *table,
                Layout      *L,
                int          centre_inner,
                int          mid_w)
{
  gboolean shown_phase = gtk_widget_get_visible (table->phase);
  int lw, lh, centre_h;

  /* Nobody played (a tribute, a lead): no empty line over the phase. */
  if (*gtk_label_get_text (GTK_LABEL (table->centre_label)) != '\0')
    gt_widgets_measure_natural (table->centre_label, &lw, &lh);
  else
    lw = lh = 0;
  centre_h = L->sp + lh;
  if (lh == 0)
    centre_h -= L->sp / 2;
  L->centre_play = (Box) { 0, 0, 0, 0 };
  if (gt_hand_view_get_n_cards (table->centre_play) > 0)
    {
      int pw, ph;

      gt_hand_view_size_for (table->centre_play, L->cp, -1, &pw, NULL);
      pw = MIN (pw, centre_inner);
      gt_hand_view_size_for (table->centre_play, L->cp, pw, NULL, &ph);
      L->centre_play = (Box) { 0, 0, pw, ph };
      centre_h += L->sp / 2 + ph;
    }
  if (shown_phase)
    {
      int fw, fh, min;

      /* The words wrap to the centre's width. */
      gt_widgets_measure_natural (table->phase, &fw, &fh);
      if (fw > centre_inner)
        {
          fw = MAX (centre_inner, 1);
          gtk_widget_measure (table->phase, GTK_ORIENTATION_VERTICAL, fw, &min, &fh, NULL, NULL);
        }
      L->phase = (Box) { 0, 0, fw, fh };
      centre_h += L->sp / 2 + fh;
    }
  centre_h += L->sp;
  L->centre_label = (Box) { 0, 0, MIN (lw, mid_w), lh };
  return centre_h;
}

/* Where slot k of n sits on the ellipse: its direction from the centre. */
static void
ring_direction (guint   slot,
                guint   n,
                double *dx,
                double *dy)
{
  double phi = G_PI / 2 - slot * 2 * G_PI / n;

  *dx = cos (phi);
  *dy = sin (phi);
}

/* A play in a trick: its number, then its cards, in a tray. */
static void
layout_trick_front (GtTableView *table,
                    Layout      *L,
                    guint        seat,
                    int          max_width)
{
  GtTableSlot *s = &table->seats[seat];
  int ow, oh, w = 0, h = 0, card_width = front_card_width (L, seat);

  L->front[seat] = L->pass[seat] = L->order[seat] = L->tray[seat] = (Box) { 0, 0, 0, 0 };
  if (!s->in_play || s->trick_index < 0)
    return;

  gt_widgets_measure_natural (s->order, &ow, &oh);
  max_width -= ow + L->sp / 2 + L->sp;
  gt_hand_view_size_for (s->front, card_width, -1, &w, NULL);
  w = MIN (w, MAX (max_width, card_width));
  gt_hand_view_size_for (s->front, card_width, w, NULL, &h);
  L->front[seat] = (Box) { 0, 0, w, h };
  L->order[seat] = (Box) { 0, 0, ow, oh };
  L->tray[seat] = (Box) { 0, 0, L->sp / 2 + ow + L->sp / 2 + w + L->sp / 2, MAX (h, oh) + L->sp };
}

/* A seat's play and what goes round it: its size, as one block. */
static void
play_size (GtTableView *table,
                 Layout      *L,
                 guint        seat,
                 int         *w,
                 int         *h)
{
  if (table->kind == GT_TABLE_TRICK)
    {
      *w = L->tray[seat].w;
      *h = L->tray[seat].h;
    }
  else
    {
      *w = MAX (L->front[seat].w, L->pass[seat].w);
      *h = front_height (L, seat);
    }
}

/* Centres a seat's play block in the box x, y, w, h. */
static void
place_play (GtTableView *table,
                  Layout      *L,
                  guint        seat,
                  int          x,
                  int          y,
                  int          w,
                  int          h)
{
  Box *t = &L->tray[seat];

  if (table->kind != GT_TABLE_TRICK)
    {
      place_front (L, seat, x, y, w, h);
      return;
    }
  if (t->w == 0)
    return;
  t->x = x + (w - t->w) / 2;
  t->y = y + (h - t->h) / 2;
  L->order[seat].x = t->x + L->sp / 2;
  L->order[seat].y = t->y + (t->h - L->order[seat].h) / 2;
  L->front[seat].x = L->order[seat].x + L->order[seat].w + L->sp / 2;
  L->front[seat].y = t->y + (t->h - L->front[seat].h) / 2;
}

/* A seat's play in at most max_width: a trick's in its tray, numbered, a
 * climbing round's last play (or "Pass") as it is. */
static void
layout_play (GtTableView *table,
             Layout      *L,
             guint        seat,
             int          max_width)
{
  if (table->kind == GT_TABLE_TRICK)
    layout_trick_front (table, L, seat, max_width);
  else
    layout_front (table, L, seat, max_width);
}

/* The table's layout, computed once for every table.  Slot k sits at the
 * angle 90° - k · 360° / n on an ellipse; the seats above the middle form
 * the top row, the others a left and a right column, the learner is the
 * whole width at the bottom.  The compass is the four-seat climbing round
 * of this (see the top of the file for what it does its own way). */
static void
compute_layout (GtTableView *table,
                int          width,
                int          height,
                int          card_width,
                int          others,
                Layout      *L)
{
  guint n = table->n_slots;
  gboolean compass = n == 4 && table->kind == GT_TABLE_CLIMB;
  guint top_row[GT_TABLE_MAX_SEATS], n_top = 0, left = GT_TABLE_NO_SEAT, right = GT_TABLE_NO_SEAT;
  guint sides[2];
  double dx[GT_TABLE_MAX_SEATS], dy[GT_TABLE_MAX_SEATS];
  int side_w = 0, mid_x0, mid_x1, mid_w, col_w = 0;
  int top, top_y, row_top_h = 0, fronts_h = 0, above, bottom, mid_bottom, mid_h;
  int centre_h, centre_inner, row_h, side_h = 0, mid_need, fs, y;

  layout_begin (table, width, card_width, others, !compass, L);

  /* Who sits where: the top row (left to right), and the sides.  The
   * compass keeps its side columns for seats out of play. */
  for (guint k = 1; k < n; k++)
    {
      ring_direction (k, n, &dx[k], &dy[k]);
      if (!table->seats[k].in_play && !(compass && dy[k] > -0.3))
        continue;
      if (dy[k] < -0.3)
        top_row[n_top++] = k;
      else if (dx[k] > 0)
        right = k;
      else
        left = k;
    }
  /* The top row from left to right (slots after the learner go round
   * counter-clockwise, so this is the reverse of play order). */
  for (guint i = 1; i < n_top; i++)
    for (guint j = i; j > 0 && dx[top_row[j]] < dx[top_row[j - 1]]; j--)
      {
        guint t = top_row[j];

        top_row[j] = top_row[j - 1];
        top_row[j - 1] = t;
      }
  if (left != GT_TABLE_NO_SEAT)
    L->side[left] = TRUE;
  if (right != GT_TABLE_NO_SEAT)
    L->side[right] = TRUE;
  seat_metrics (table, L);
  sides[0] = left;
  sides[1] = right;

  /* The learner: the whole width at the bottom (placed once the height is
   * known), and the owner's prompt above. */
  layout_seat (table, L, BOTTOM, width - 2 * L->pad);
  L->seat[BOTTOM].w = width - 2 * L->pad;
  if (table->prompt != NULL && gtk_widget_get_visible (table->prompt))
    {
      int prompt_w = width - 2 * L->pad, min, nat;

      gtk_widget_measure (table->prompt, GTK_ORIENTATION_VERTICAL, prompt_w, &min, &nat, NULL, NULL);
      L->prompt = (Box) { L->pad, 0, prompt_w, nat };
    }

  /* The side columns: as wide as their seats need, the same on both sides
   * so that the middle stays in the middle.  Narrow when compact: a
   * face-up hand takes mini cards, at least two a row, and so do the
   * plays under them. */
  if (left != GT_TABLE_NO_SEAT || right != GT_TABLE_NO_SEAT)
    {
      int want = L->compact ? MAX (64, width / 5) : CLAMP (width / 5, 120, compass ? 360 : 300);

      for (guint i = 0; i < 2; i++)
        {
          GtTableSlot *s;
          int rw;

          if (sides[i] == GT_TABLE_NO_SEAT)
            continue;
          s = &table->seats[sides[i]];
          if (L->compact && hand_shown (table, L, sides[i]))
            want = MAX (want, gt_hand_view_row_width (gt_seat_view_get_hand (s->view), L->cm, 2) + 2 * L->sp);
          if (L->compact && s->in_play && gt_hand_view_get_n_cards (s->front) > 0)
            want = MAX (want, gt_hand_view_row_width (s->front, L->cm, 2) + (compass ? 0 : 2 * L->sp));
          /* A role badge whole rather than cut short, as far as a third
           * of the table allows. */
          rw = gt_seat_view_get_role_width (s->view);
          if (rw > 0)
            want = MAX (want, rw + 2 * L->sp);
        }
      want = MIN (want, (width - 2 * L->pad) / 3);
      for (guint i = 0; i < 2; i++)
        if (sides[i] != GT_TABLE_NO_SEAT)
          {
            layout_seat (table, L, sides[i], want);
            side_w = MAX (side_w, L->seat[sides[i]].w);
          }
      if (!L->compact)
        side_w = MAX (side_w, CLAMP (width / 6, 100, 300));
    }
  mid_x0 = L->pad + (side_w > 0 ? side_w + L->gap : 0);
  mid_x1 = width - L->pad - (side_w > 0 ? side_w + L->gap : 0);
  mid_w = mid_x1 - mid_x0;

  /* The top row: each seat on its point of the ellipse, pushed apart (and
   * into the table) where they would meet; under the badge or the points
   * pile if one would meet it.  The compass's top seat may take half the
   * width. */
  {
    int cell = n_top > 0 ? (width - 2 * L->pad - ((int) n_top - 1) * L->gap) / (int) n_top : 0;
    int lefts[GT_TABLE_MAX_SEATS];

    if (!L->compact)
      cell = MIN (cell, compass ? width / 2 : MAX (width / 3, 160));
    top_y = L->pad;
    for (guint i = 0; i < n_top; i++)
      {
        guint k = top_row[i];
        int w, reach;

        layout_seat (table, L, k, cell);
        w = L->seat[k].w;
        reach = (width - 2 * L->pad - w) / 2;
        /* (The compass's top seat centred as it always was, to the pixel.) */
        lefts[i] = (compass ? (width - w) / 2 : width / 2 - w / 2) + (int) (dx[k] * reach);
        row_top_h = MAX (row_top_h, L->seat[k].h);
      }
    for (guint i = 0; i < n_top; i++)
      {
        int min_left = i == 0 ? L->pad : lefts[i - 1] + L->seat[top_row[i - 1]].w + L->gap;

        lefts[i] = MAX (lefts[i], min_left);
      }
    for (guint i = n_top; i-- > 0;)
      {
        int max_right = i == n_top - 1 ? width - L->pad : lefts[i + 1] - L->gap;

        lefts[i] = MIN (lefts[i], max_right - L->seat[top_row[i]].w);
      }
    for (guint i = 0; i < n_top; i++)
      {
        if ((L->badge.w > 0 || compass) && lefts[i] < L->badge.x + L->badge.w + L->gap)
          top_y = MAX (top_y, L->badge.y + L->badge.h + L->gap / 2);
        if (L->points.w > 0 && lefts[i] + L->seat[top_row[i]].w + L->gap > L->points.x)
          top_y = MAX (top_y, L->points.y + L->points.h + L->gap / 2);
      }
    for (guint i = 0; i < n_top; i++)
      place_seat (L, top_row[i], lefts[i], top_y);
    top = n_top > 0 ? top_y + row_top_h + L->gap
                    : L->badge.y + L->badge.h + (L->badge.h > 0 || compass ? L->gap : 0);
    /* The side columns start under the pile, whatever the top row did. */
    if (L->points.h > 0)
      top = MAX (top, L->points.y + L->points.h + L->gap);
  }

  /* The plays.  The top row's share the middle's width under it; the
   * sides' go beside the centre, or under their seat when compact. */
  for (guint i = 0; i < n_top; i++)
    {
      guint k = top_row[i];
      int w, h, share = (mid_w - ((int) n_top - 1) * L->gap) / (int) n_top;

      layout_play (table, L, k, share);
      play_size (table, L, k, &w, &h);
      fronts_h = MAX (fronts_h, h);
    }
  layout_play (table, L, BOTTOM, mid_w);
  {
    int w;

    play_size (table, L, BOTTOM, &w, &fs);
  }
  if (side_w > 0)
    {
      int need = 0;

      for (guint i = 0; i < 2; i++)
        {
          int w, h, max_w = mid_w / 3;

          if (sides[i] == GT_TABLE_NO_SEAT)
            continue;
          if (L->compact)
            max_w = table->kind == GT_TABLE_TRICK || compass ? side_w : side_w - 2 * L->sp;
          layout_play (table, L, sides[i], max_w);
          play_size (table, L, sides[i], &w, &h);
          need = MAX (need, w);
        }
      if (!L->compact)
        col_w = need > 0 ? need + L->gap : 0;
    }

  /* The centre: who played and the play (or who led), or the phase. */
  centre_inner = mid_w - 2 * col_w - 2 * L->sp;
  centre_h = measure_centre (table, L, centre_inner, mid_w);

  /* The middle row: the centre, and the sides' plays beside it or their
   * blocks (seat and play under it when compact) beside the middle.  The
   * compass's compact sides keep room for a play, played or not. */
  row_h = centre_h;
  for (guint i = 0; i < 2; i++)
    {
      int w, h, block;

      if (sides[i] == GT_TABLE_NO_SEAT)
        continue;
      play_size (table, L, sides[i], &w, &h);
      if (L->compact && compass)
        block = L->seat[sides[i]].h + L->gap + MAX (front_height (L, left), front_height (L, right)) + L->sp / 2;
      else if (L->compact)
        block = L->seat[sides[i]].h + (h > 0 ? L->gap + h : 0);
      else
        {
          block = L->seat[sides[i]].h;
          row_h = MAX (row_h, h);
        }
      side_h = MAX (side_h, block);
    }

  /* The top row's plays take their row, the compass's even when empty. */
  above = fronts_h > 0 || compass ? fronts_h + L->gap : 0;
  mid_need = above + row_h + L->gap + fs;
  mid_need = MAX (mid_need, side_h);

  L->height = top + mid_need + L->gap + L->seat[BOTTOM].h + L->pad;
  if (L->prompt.h > 0)
    L->height += L->prompt.h + L->gap;
  if (height < L->height)
    height = L->height;

  /* Extra height goes to the middle; the prompt stays on the learner. */
  bottom = height - L->pad - L->seat[BOTTOM].h;
  place_seat (L, BOTTOM, L->pad, bottom);
  mid_bottom = bottom;
  if (L->prompt.h > 0)
    {
      L->prompt.y = bottom - L->gap - L->prompt.h;
      mid_bottom = L->prompt.y;
    }
  mid_h = mid_bottom - L->gap - top;

  /* The side seats, up or down the middle band by their sine (with their
   * plays under them when compact). */
  for (guint i = 0; i < 2; i++)
    {
      guint k = sides[i];
      int x, w, h, block, sy;

      if (k == GT_TABLE_NO_SEAT)
        continue;
      x = k == left ? L->pad : width - L->pad - side_w;
      play_size (table, L, k, &w, &h);
      block = L->seat[k].h + (L->compact && (h > 0 || compass) ? L->gap + h : 0);
      sy = (compass ? top + mid_h / 2 - block / 2 : top + (mid_h - block) / 2) +
           (int) (dy[k] * (mid_h - block) / 2);
      L->seat[k].w = side_w;
      place_seat (L, k, x, sy);
      if (L->compact)
        {
          place_play (table, L, k, x, sy + L->seat[k].h + L->gap, side_w, h);
          /* Under the seat, a play could pass for more of its hand: a
           * dashed tray round it says it is on the table. */
          if (table->kind == GT_TABLE_CLIMB && L->front[k].w > 0)
            L->tray[k] = (Box) { x, L->front[k].y - L->sp / 2, side_w, L->front[k].h + L->sp };
        }
    }

  /* The middle column: the top row's plays, the row of the centre (with
   * the sides' plays beside it), the learner's play; spare height goes
   * round the centre's row. */
  {
    int spare = mid_h - (above + row_h + L->gap + fs);
    int share = n_top > 0 ? (mid_w - ((int) n_top - 1) * L->gap) / (int) n_top : 0;

    for (guint i = 0; i < n_top; i++)
      place_play (table, L, top_row[i], mid_x0 + (int) i * (share + L->gap), top, share, fronts_h);
    y = top + above + spare / 2;

    if (!L->compact)
      {
        if (left != GT_TABLE_NO_SEAT)
          place_play (table, L, left, mid_x0, y, col_w, row_h);
        if (right != GT_TABLE_NO_SEAT)
          place_play (table, L, right, mid_x1 - col_w, y, col_w, row_h);
      }

    place_centre (table, L, mid_x0 + col_w, mid_w - 2 * col_w, y, row_h, centre_h);

    place_play (table, L, BOTTOM, mid_x0, mid_bottom - L->gap - fs, mid_w, fs);
  }
}

static void
allocate (GtkWidget *child,
          const Box *b)
{
  gt_widgets_allocate_child (child, b->x, b->y, b->w, b->h);
}

/* A play on its way from its seat: allocated in place, drawn moved back
 * towards `from` by what is left of the way, and a little smaller there,
 * as a card picked up and laid down. */
static void
allocate_arriving (GtkWidget *child,
                   const Box *b,
                   const Box *from,
                   double     arrival)
{
  double left = 1.0 - CLAMP (arrival, 0.0, 1.0);
  double dx, dy, scale;
  GskTransform *t;
  int min, nat;

  if (left <= 0.0 || b->w <= 0 || b->h <= 0 || from->w <= 0 || from->h <= 0)
    {
      allocate (child, b);
      return;
    }
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, b->w, &min, &nat, NULL, NULL);
  gtk_widget_set_child_visible (child, TRUE);
  dx = (from->x + from->w / 2.0) - (b->x + b->w / 2.0);
  dy = (from->y + from->h / 2.0) - (b->y + b->h / 2.0);
  scale = 1.0 - 0.15 * left;
  t = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (b->x + dx * left + b->w / 2.0,
                                                           b->y + dy * left + b->h / 2.0));
  t = gsk_transform_scale (t, scale, scale);
  t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (-b->w / 2.0, -b->h / 2.0));
  gtk_widget_allocate (child, b->w, b->h, -1, t);
}

static const Box no_box = { 0, 0, 0, 0 };

/* Where the learner's hand is (its seat allocated already), in the
 * table; 0 wide when it shows none. */
static Box
learner_hand (GtTableView  *table,
              const Layout *L)
{
  GdkRectangle r;

  if (!gt_seat_view_get_hand_box (table->seats[BOTTOM].view, &r))
    return no_box;
  return (Box) { L->seat[BOTTOM].x + r.x, L->seat[BOTTOM].y + r.y, r.width, r.height };
}

/* Taken cards on their way back: the ghost hand at the size of a play,
 * moved from where the learner's play lay towards the middle of the hand
 * by `returning`, growing to the hand's card size as it goes. */
static void
allocate_returning (GtTableView  *table,
                    const Layout *L)
{
  GtkWidget *child = GTK_WIDGET (table->returned);
  const GdkRectangle *from = &table->return_from;
  Box hand = learner_hand (table, L);
  const Box *home = hand.w > 0 ? &hand : &L->seat[BOTTOM];
  graphene_rect_t to = GRAPHENE_RECT_INIT (home->x, home->y, home->w, home->h);
  gboolean found = FALSE;
  double p = CLAMP (table->returning, 0.0, 1.0), grow, scale, cx, cy;
  int w = 0, h = 0, min, nat;
  GtCardView *view;
  GskTransform *t;

  /* Home is where the cards' empty places are in the hand (allocated
   * already), else the hand's middle. */
  for (guint i = 0; (view = gt_hand_view_get_card_view (gt_seat_view_get_hand (table->seats[BOTTOM].view), i)) != NULL; i++)
    {
      graphene_rect_t b;

      if (gtk_widget_get_opacity (GTK_WIDGET (view)) > 0.0 ||
          !gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (table), &b))
        continue;
      if (found)
        graphene_rect_union (&to, &b, &to);
      else
        to = b;
      found = TRUE;
    }

  gt_hand_view_set_card_width (table->returned, L->cp);
  gt_hand_view_size_for (table->returned, L->cp, -1, &w, NULL);
  gt_hand_view_size_for (table->returned, L->cp, w, NULL, &h);
  if (p >= 1.0 || w <= 0 || h <= 0 || from->width <= 0 || to.size.width <= 0)
    {
      gtk_widget_set_child_visible (child, FALSE);
      return;
    }
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, &min, &nat, NULL, NULL);
  gtk_widget_set_child_visible (child, TRUE);
  cx = from->x + from->width / 2.0 +
       p * ((to.origin.x + to.size.width / 2.0) - (from->x + from->width / 2.0));
  cy = from->y + from->height / 2.0 +
       p * ((to.origin.y + to.size.height / 2.0) - (from->y + from->height / 2.0));
  /* To the size of the places it goes to (their height: an overlapped
   * hand is narrower than the play), or of the hand's cards. */
  if (found)
    grow = to.size.height / h;
  else
    grow = L->cp > 0 ? (double) L->cs / L->cp : 1.0;
  scale = 1.0 + (grow - 1.0) * p;
  t = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (cx, cy));
  t = gsk_transform_scale (t, scale, scale);
  t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (-w / 2.0, -h / 2.0));
  gtk_widget_allocate (child, w, h, -1, t);
}

static GtkSizeRequestMode
gt_seat_layout_get_request_mode (GtkLayoutManager *manager,
                                 GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gt_seat_layout_measure (GtkLayoutManager *manager,
                        GtkWidget        *widget,
                        GtkOrientation    orientation,
                        int               for_size,
                        int              *minimum,
                        int              *natural,
                        int              *minimum_baseline,
                        int              *natural_baseline)
{
  GtTableView *table = GT_TABLE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* A 360 px window less its margins (or what the prompt needs). */
      *minimum = 300;
      *natural = 960;
      if (table->prompt != NULL && gtk_widget_get_visible (table->prompt))
        {
          int min, nat;

          gtk_widget_measure (table->prompt, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
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
      compute_layout (table, width, 0, 0, 100, &L);
      *natural = L.height;
      compute_layout (table, width, 0, MIN_CARD_WIDTH, MIN_OTHERS, &L);
      *minimum = MIN (L.height, *natural);

      /* Smaller cards are not always shorter (mini cards do not overlap),
       * so the height is not monotonic in the width; GTK wants the minimum
       * for no width at least the minimum for the widest (2^20) it checks. */
      if (for_size < 0)
        {
          int nat;

          compute_layout (table, 1 << 20, 0, 0, 100, &L);
          nat = L.height;
          compute_layout (table, 1 << 20, 0, MIN_CARD_WIDTH, MIN_OTHERS, &L);
          *minimum = MAX (*minimum, MIN (L.height, nat));
          *natural = MAX (*natural, *minimum);
        }
    }
}

/* Lays the table out in L with cards from *cs and *others (the others'
 * share) down, until it fits the height: the other seats' and the plays
 * shrink first, the learner's hand last, down to the smallest. */
static void
shrink_to_fit (GtTableView *table,
               int          width,
               int          height,
               int         *cs,
               int         *others,
               Layout      *L)
{
  for (;;)
    {
      compute_layout (table, width, height, *cs, *others, L);
      if (L->height <= height || (*cs <= MIN_CARD_WIDTH && *others <= MIN_OTHERS))
        break;
      if (*others > MIN_OTHERS)
        *others -= 10;
      else
        *cs = MAX (*cs - 4, MIN_CARD_WIDTH);
    }
}

/* The largest cards whose layout fits the height, laid out in L: the other
 * seats' and the plays shrink first, the learner's hand last; taller than
 * it needs, larger cards while they fit.  grown: the card width the last
 * layout of this box grew to, or 0.  Returns the learner's card width. */
static int
fit_cards (GtTableView *table,
           int          width,
           int          height,
           int          grown,
           Layout      *L)
{
  int cs = natural_card_width (table, width), others = 100;

  shrink_to_fit (table, width, height, &cs, &others, L);

  /* Taller than it needs: larger cards, while they fit.  The same box
   * keeps the size it grew to while that still fits: a hand's measure
   * follows the card width it was last given, so searching again could
   * land one step away and resize the hands back and forth. */
  if (others == 100 && cs == natural_card_width (table, width))
    {
      int most = tallest_card_width (table, width);
      Layout bigger;

      if (grown > cs && grown <= most)
        {
          compute_layout (table, width, height, grown, 100, &bigger);
          if (bigger.height <= height)
            {
              cs = grown;
              *L = bigger;
              most = cs;
            }
        }
      while (cs + 4 <= most)
        {
          compute_layout (table, width, height, cs + 4, 100, &bigger);
          if (bigger.height > height)
            break;
          cs += 4;
          *L = bigger;
        }
    }
  L->others = others;
  return cs;
}

/* Steady cards (gt_table_view_set_steady_models): the card widths with
 * which every one of the owner's positions fits this box, found once per
 * box by laying each out on a table of our own.  Then the table's own position laid out
 * with them, in L; FALSE when it has no steady models or does not fit
 * with them (a position of its own, a play made: it fits as usual). */
static gboolean
steady_layout (GtTableView *table,
               int          width,
               int          height,
               Layout      *L)
{
  if (table->n_steady == 0 || width <= 0 || height <= 0)
    return FALSE;

  if (table->steady_card == 0 || table->steady_width != width || table->steady_height != height)
    {
      GtTableView *scratch;
      int card = 0, others = 0;

      scratch = gt_table_view_steady_scratch (table);
      /* The first position's own cards, then smaller while another does
       * not fit with them (one layout for each that does). */
      for (guint i = 0; i < table->n_steady; i++)
        {
          Layout fitted;

          gt_table_view_set_model (scratch, &table->steady_models[i]);
          if (i == 0)
            {
              card = fit_cards (scratch, width, height, 0, &fitted);
              others = fitted.others;
            }
          else
            shrink_to_fit (scratch, width, height, &card, &others, &fitted);
        }
      gt_table_view_set_model (scratch, NULL);
      table->steady_width = width;
      table->steady_height = height;
      table->steady_card = card;
      table->steady_others = others;
    }

  compute_layout (table, width, height, table->steady_card, table->steady_others, L);
  return L->height <= height;
}

static void
gt_seat_layout_allocate (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         int               width,
                         int               height,
                         int               baseline)
{
  GtSeatLayout *self = GT_SEAT_LAYOUT (manager);
  GtTableView *table = GT_TABLE_VIEW (widget);
  Layout L;
  Box hand;

  if (!steady_layout (table, width, height, &L))
    {
      int cs = fit_cards (table, width, height, self->grown_width == width && self->grown_height == height ?
                          self->grown_card : 0, &L);

      self->grown_width = width;
      self->grown_height = height;
      self->grown_card = cs;
    }

  /* Card sizes follow the width; a hand whose width changes queues a
   * resize, and the next layout finds the same widths: it settles. */
  for (guint seat = 0; seat < table->n_slots; seat++)
    {
      GtTableSlot *s = &table->seats[seat];

      gt_seat_view_set_metrics (s->view, &L.metrics[seat]);
      gt_hand_view_set_card_width (s->front, front_card_width (&L, seat));

      allocate (GTK_WIDGET (s->view), s->in_play ? &L.seat[seat] : &no_box);
      allocate (s->tray, &L.tray[seat]);
      if (seat == table->arriving)
        {
          hand = learner_hand (table, &L);
          allocate_arriving (GTK_WIDGET (s->front), &L.front[seat],
                             seat == BOTTOM ? &hand : &L.seat[seat], table->arrival);
        }
      else
        allocate (GTK_WIDGET (s->front), &L.front[seat]);
      allocate (s->pass, &L.pass[seat]);
      allocate (s->order, &L.order[seat]);
    }
  gt_hand_view_set_card_width (table->centre_play, L.cp);

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

  allocate (table->centre, table->has_game ? &L.centre : &no_box);
  allocate (table->centre_label, table->has_game ? &L.centre_label : &no_box);
  hand = learner_hand (table, &L);
  if (table->arriving != GT_TABLE_NO_SEAT && table->arriving == table->table_by)
    allocate_arriving (GTK_WIDGET (table->centre_play), &L.centre_play,
                       table->arriving == BOTTOM ? &hand : &L.seat[table->arriving], table->arrival);
  else
    allocate (GTK_WIDGET (table->centre_play), &L.centre_play);
  allocate (table->phase, &L.phase);
  allocate (table->badge, table->has_game ? &L.badge : &no_box);

  /* Taken cards on their way back, and where the learner's play lies now
   * (the centre when it is the play to beat), for the next return. */
  allocate_returning (table, &L);
  if (table->kind == GT_TABLE_CLIMB && table->table_by == BOTTOM && L.centre_play.w > 0)
    self->play_box = (GdkRectangle) { L.centre_play.x, L.centre_play.y, L.centre_play.w, L.centre_play.h };
  else if (L.front[BOTTOM].w > 0)
    self->play_box = (GdkRectangle) { L.front[BOTTOM].x, L.front[BOTTOM].y, L.front[BOTTOM].w, L.front[BOTTOM].h };
  else
    self->play_box = (GdkRectangle) { 0, 0, 0, 0 };
  gt_points_pile_set_metrics (table->points, L.cpt, L.sp);
  allocate (GTK_WIDGET (table->points), &L.points);
  if (table->prompt != NULL && gtk_widget_get_visible (table->prompt))
    allocate (table->prompt, &L.prompt);
}

static void
gt_seat_layout_class_init (GtSeatLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = gt_seat_layout_get_request_mode;
  manager_class->measure = gt_seat_layout_measure;
  manager_class->allocate = gt_seat_layout_allocate;
}

static void
gt_seat_layout_init (GtSeatLayout *self)
{
}

void
gt_seat_layout_get_play_box (GtSeatLayout *self,
                             GdkRectangle *box)
{
  g_return_if_fail (GT_IS_SEAT_LAYOUT (self));
  g_return_if_fail (box != NULL);

  *box = self->play_box;
}
