/* gt-table-view.c — the card table: 2 to 6 seats round the learner
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What it shows is a GtTableModel (gt-table-model.h), copied in; a
 * GtGame becomes one in gt_table_model_from_game() (gt-table-model.c, with
 * nothing of GTK, so that a printed handout shows the same table).
 *
 * Seats are kept by *slot*, their place round the table: slot 0 is the
 * learner's, at the bottom, and slot k the k-th seat after it in play
 * order, so that a model seat s sits in slot (s - learner) mod n.  Each slot
 * has its own children, made when a model with more seats arrives and
 * dropped when one with fewer does (never slot 0, whose hand the owner
 * holds): a `seat` box behind the seat (it carries the accent outline of
 * the seat to move), a `tray` (round a play that could pass for more of a
 * hand, and round every play of a trick), the seat's name, finishing place
 * and count, its hand, a fan of backs (a drawing area painted with
 * gt-card-painter), its play ("front"), "Pass", and a trick play's number.
 * Then the `centre` box with "E played" and the play to beat (or "W led"
 * in a trick); the level badge; the phase (or the owner's status); the
 * owner's prompt, full width above the learner.  Children are drawn in the
 * order they were added, so the boxes go first; within each kind, the
 * slots' children are in slot order.
 *
 * Two layouts, one per kind of table:
 *
 *   - the compass (compute_compass): four seats in a climbing round —
 *     Guandan's table, unchanged from before there was a model;
 *   - the ring (compute_ring): any other count, or a trick.  Slot k sits at
 *     the angle 90° - k · 360° / n on an ellipse (screen angles, y down:
 *     90° is the bottom, and decreasing angles run counter-clockwise as
 *     seen).  Seats above the middle (sin < -0.3) form the top row, spread
 *     along it by their cosine; the others stand in a left or a right
 *     column, up or down the middle band by their sine (at most one a side
 *     for six seats or fewer).  The plays stand between each seat and the
 *     centre: the top row's in a row under it, the side seats' beside the
 *     centre (under the seat when compact), the learner's above the
 *     learner's hand.  Face-down hands are fans of at most FAN_MAX backs,
 *     whatever the count: with four decks (Bao Huang) a hand of 40 backs
 *     would fill the table and tell nothing the count badge does not.
 *
 * Sizes follow the width: the learner's cards are width/10 wide (56 …
 * 132 px) times the owner's card scale (the "card size" preference), other
 * hands and plays are fractions of that; a table given more height than
 * that needs grows its cards, up to width/7 (180 px), while they fit; from LARGE_CARD on
 * (a projector) the labels grow too (CSS class `large`).  The natural
 * height is what that takes (height-for-width); given less, the cards
 * shrink (down to MIN_CARD_WIDTH) until the table fits.  Below
 * COMPACT_WIDTH (class `compact`) side seats are narrow columns: a
 * face-down hand shrinks to its name and count (the compass) or a small
 * fan (the ring), a face-up one (a double-dummy puzzle) to mini cards
 * (SIDE_MINI_CARD, rank over suit) two or more a row, and their plays go
 * under them in mini cards too.
 */
#define G_LOG_DOMAIN "gt-table-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gt-card-cache.h"
#include "gt-card-painter.h"
#include "gt-table-view.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"

/* A face-down hand whose count the rules keep secret shows this many backs
 * more than the count they tell (10 + 2 in Guandan): drawing every card
 * would tell the count. */
#define HIDDEN_EXTRA_BACKS 2

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
/* The ring's fans of backs: at most this many backs, each this share of a
 * card right of the one before, cards this wide when compact. */
#define FAN_MAX 8
#define FAN_STEP 0.2
#define FAN_COMPACT_CARD 22

/* The compass's slots (and the ring's four-seat places). */
enum { BOTTOM = 0, RIGHT = 1, TOP = 2, LEFT = 3 };

typedef struct {
  GtkWidget *box;          /* `seat`: the outline */
  GtkWidget *tray;         /* `tray`: round a play under a compact side seat, or a trick play */
  GtkWidget *name;
  GtkWidget *place;        /* the finishing place, a number */
  GtkWidget *count;
  GtHandView *hand;
  GtkWidget *backs;        /* the ring's fan of backs */
  GtHandView *front;       /* the last play, or the play in the trick */
  GtkWidget *pass;
  GtkWidget *order;        /* a trick play's number, 1 for the leader's */

  gboolean in_play;
  gboolean face_down;
  gboolean passed;
  guint place_no;          /* 0: still in */
  guint n_backs;           /* the fan's backs */
  int fan_card;            /* the fan's card width, as last laid out */
  GtCardList last;
  gint trick_index;        /* its play's place in the trick, -1: none */
  GtkWidget *role;         /* the seat's role (GtTableSeat.role), a badge after the name */
  gboolean has_role;
} Seat;

struct _GtTableView
{
  GtkWidget parent_instance;

  Seat seats[GT_TABLE_MAX_SEATS];  /* by slot */
  guint n_slots;           /* slots made: the model's seat count (4 at first) */
  guint learner;           /* the model's seat in slot 0 */
  GtTableKind kind;
  char *labels[GT_TABLE_MAX_SEATS];  /* by slot */
  char *names[GT_TABLE_MAX_SEATS];

  GtkWidget *centre;       /* `centre`: the box */
  GtkWidget *centre_label;
  GtHandView *centre_play;
  GtkWidget *badge;
  GtkWidget *phase;
  GtkWidget *prompt;       /* the owner's, or NULL */
  /* The defenders' points (GtTableModel.has_points): a `points` box in the
   * top right corner with "Defenders 35" over their point cards, face up. */
  GtkWidget *points_box;
  GtkWidget *points_label;
  GtHandView *points_play;
  gboolean has_points;

  gboolean has_game;
  const GtRuleset *rs;     /* the model's rules, for the plays' marks */
  GtRuleCtx ctx;
  guint table_by;          /* slot; GT_TABLE_NO_SEAT: nothing to beat */
  GtCardList table;
  guint turn;              /* the slot to move, GT_TABLE_NO_SEAT for none */
  guint winning;           /* the slot whose trick play is winning, or none */
  char *model_phase;       /* the model's words for the centre, or NULL */

  char *status;            /* the owner's words for the phase, or NULL */
  gboolean show_turn;
  double card_scale;       /* the learner's preference, 1 by default */
  gboolean four_colour;    /* the deck of every hand on the table */
  int grown_width, grown_height, grown_card;  /* the last allocation's box and card width */

  /* The newest play sliding in from its seat: which slot made it, how far
   * it has come (0 at the seat, 1 in place; the owner animates it), and
   * the trick's length to tell a new trick play. */
  guint arriving;          /* slot, or GT_TABLE_NO_SEAT */
  double arrival;
  guint trick_n;

  /* Taken cards going back to the learner's hand (a play taken back): a
   * hand of their own drawn from where the learner's play lay
   * (return_from) towards the hand, "returning" of the way (1: home, the
   * ghost hidden and the cards shown in the hand again).  play_box is
   * where the learner's play lies in the last layout. */
  GtHandView *returned;
  GtCardList returned_cards;
  double returning;
  GdkRectangle return_from;
  GdkRectangle play_box;

  /* What a verdict concerns, by the model's seat (kept across models):
   * an outlined seat, and cards of one seat's play marked. */
  guint marked_seat;       /* GT_TABLE_NO_SEAT: none */
  guint mark_play_seat;
  GtCardList mark_cards;
  GtCardMark mark;
};

enum {
  PROP_0,
  PROP_STATUS,
  PROP_SHOW_TURN,
  PROP_PROMPT,
  PROP_CARD_SCALE,
  PROP_FOUR_COLOUR,
  PROP_ARRIVAL,
  PROP_RETURNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_PLAY_ARRIVED,
  SIGNAL_PLAY_RETURNED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GtTableView, gt_table_view, GTK_TYPE_WIDGET)

static guint
slot_of (GtTableView *self,
         guint        seat)
{
  if (seat >= self->n_slots)
    return GT_TABLE_NO_SEAT;
  return (seat + self->n_slots - self->learner) % self->n_slots;
}

/* The seat in words (tooltips, screen readers). */
static const char *
slot_name (GtTableView *self,
           guint        slot)
{
  if (self->names[slot] != NULL)
    return self->names[slot];
  return self->labels[slot] != NULL ? self->labels[slot] : "";
}


static void set_points (GtTableView        *self,
                        const GtTableModel *m);

/* ---- Layout ----------------------------------------------------------------- */

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
  Box points, points_label, points_cards;  /* the defenders' pile; w 0: none */
  int cpt;                 /* its cards' width */
  Box seat[GT_TABLE_MAX_SEATS];        /* the outline box */
  Box name[GT_TABLE_MAX_SEATS];
  Box place[GT_TABLE_MAX_SEATS];       /* w 0: still in */
  Box count[GT_TABLE_MAX_SEATS];
  Box role[GT_TABLE_MAX_SEATS];        /* w 0: none */
  gboolean role_below[GT_TABLE_MAX_SEATS];  /* the role on a line of its own, under the name */
  Box hand[GT_TABLE_MAX_SEATS];        /* w 0: not shown */
  Box backs[GT_TABLE_MAX_SEATS];       /* the ring's fan of backs; w 0: none */
  Box front[GT_TABLE_MAX_SEATS];
  Box pass[GT_TABLE_MAX_SEATS];
  Box order[GT_TABLE_MAX_SEATS];       /* a trick play's number; w 0: none */
  Box tray[GT_TABLE_MAX_SEATS];        /* w 0: none */
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
is_side (const Layout *L,
         guint         seat)
{
  return L->side[seat];
}

/* The ring draws a face-down hand as a fan of backs; the compass as a hand
 * of backs, except at a compact side, where it is only the count. */
static gboolean
fan_shown (GtTableView  *self,
           const Layout *L,
           guint         seat)
{
  return L->ring && seat != BOTTOM && self->seats[seat].in_play &&
         self->seats[seat].face_down && self->seats[seat].n_backs > 0;
}

static gboolean
hand_shown (GtTableView  *self,
            const Layout *L,
            guint         seat)
{
  return self->seats[seat].in_play &&
         gt_hand_view_get_n_cards (self->seats[seat].hand) > 0 &&
         !(self->seats[seat].face_down && seat != BOTTOM && (L->ring || (L->compact && is_side (L, seat))));
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

/* The width of a fan of n backs, cf wide, each FAN_STEP of a card right of
 * the one before. */
static int
fan_width (int   cf,
           guint n)
{
  return n == 0 ? 0 : cf + (int) ((n - 1) * cf * FAN_STEP + 0.5);
}

/* A seat's block: name, finishing place and count on a line, the hand (or
 * the ring's fan of backs) under it. */
static void
layout_seat (GtTableView *self,
             Layout      *L,
             guint        seat,
             int          max_width)
{
  Seat *s = &self->seats[seat];
  int nw, nh, cw, ch, pw = 0, ph = 0, rw = 0, rh = 0, hw = 0, hh = 0, head, inner;

  measure_nat (s->name, &nw, &nh);
  measure_nat (s->count, &cw, &ch);
  if (s->place_no > 0)
    measure_nat (s->place, &pw, &ph);
  if (s->has_role)
    measure_nat (s->role, &rw, &rh);
  head = nw + L->gap / 2 + cw + (pw > 0 ? pw + L->gap / 2 : 0);
  inner = max_width - 2 * L->sp;
  /* The role beside the name when the line has room (a narrow side
   * column has not: it goes under the name, never past the seat). */
  L->role_below[seat] = rw > 0 && head + rw + L->gap / 2 > inner;
  if (rw > 0 && !L->role_below[seat])
    {
      head += rw + L->gap / 2;
      ph = MAX (ph, rh);
    }

  L->backs[seat] = (Box) { 0, 0, 0, 0 };
  if (fan_shown (self, L, seat))
    {
      hw = MIN (fan_width (L->cf, s->n_backs), inner);
      /* A pixel above and two below for the backs' shadow. */
      hh = L->cf * 7 / 5 + 3;
      L->backs[seat] = (Box) { 0, 0, hw, hh };
    }
  else if (hand_shown (self, L, seat))
    {
      int card_width = hand_card_width (L, seat);

      gt_hand_view_size_for (s->hand, card_width, -1, &hw, NULL);
      hw = MIN (hw, inner);
      gt_hand_view_size_for (s->hand, card_width, hw, NULL, &hh);
    }

  inner = MIN (inner, MAX (MAX (head, hw), L->role_below[seat] ? rw : 0));
  L->seat[seat].w = inner + 2 * L->sp;
  L->seat[seat].h = L->sp + MAX (MAX (nh, ch), ph) + (hh > 0 ? L->sp / 2 + hh : 0) + L->sp +
                    (L->role_below[seat] ? L->sp / 2 + rh : 0);
  L->name[seat] = (Box) { 0, 0, nw, MAX (MAX (nh, ch), ph) };
  L->place[seat] = (Box) { 0, 0, pw, MAX (MAX (nh, ch), ph) };
  L->count[seat] = (Box) { 0, 0, cw, MAX (MAX (nh, ch), ph) };
  L->role[seat] = (Box) { 0, 0, MIN (rw, inner), L->role_below[seat] ? rh : MAX (MAX (nh, ch), ph) };
  L->hand[seat] = (Box) { 0, 0, hw > 0 && L->backs[seat].w == 0 ? inner : 0, L->backs[seat].w == 0 ? hh : 0 };
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
  gboolean role_beside = L->role[seat].w > 0 && !L->role_below[seat];
  int head = L->name[seat].w + L->gap / 2 + L->count[seat].w +
             (L->place[seat].w > 0 ? L->place[seat].w + L->gap / 2 : 0) +
             (role_beside ? L->role[seat].w + L->gap / 2 : 0);
  int hx = x + L->sp + (inner - head) / 2;
  int below = y + L->sp + L->name[seat].h + L->sp / 2;

  if (L->role[seat].w > 0 && L->role_below[seat])
    {
      L->role[seat].x = x + L->sp + (inner - L->role[seat].w) / 2;
      L->role[seat].y = below;
      below += L->role[seat].h + L->sp / 2;
    }

  b->x = x;
  b->y = y;
  if (L->hand[seat].w > 0)
    L->hand[seat].w = inner;
  L->name[seat].x = hx;
  L->name[seat].y = y + L->sp;
  hx += L->name[seat].w + L->gap / 2;
  /* The role right after the name it qualifies: "2 Emperor 12". */
  if (role_beside)
    {
      L->role[seat].x = hx;
      L->role[seat].y = y + L->sp;
      hx += L->role[seat].w + L->gap / 2;
    }
  if (L->place[seat].w > 0)
    {
      L->place[seat].x = hx;
      L->place[seat].y = y + L->sp;
      hx += L->place[seat].w + L->gap / 2;
    }
  L->count[seat].x = hx;
  L->count[seat].y = y + L->sp;
  L->hand[seat].x = x + L->sp;
  L->hand[seat].y = below;
  L->backs[seat].x = x + L->sp + (inner - L->backs[seat].w) / 2;
  L->backs[seat].y = below;
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
  int w = (int) (width / 10.0 * scale + 0.5);

  return CLAMP (w, MAX (MIN_CARD_WIDTH, (int) (56 * scale + 0.5)), (int) (MAX_NATURAL_CARD * scale + 0.5));
}

/* The widest the learner's cards grow into a table taller than its natural
 * height (a tall window, a projector): a share of the width, and a bound. */
static int
tallest_card_width (GtTableView *self,
                    int          width)
{
  double scale = self->card_scale;
  int w = (int) (width / 7.0 * scale + 0.5);

  return MAX (natural_card_width (self, width), MIN (w, (int) (MAX_GROWN_CARD * scale + 0.5)));
}

/* What both layouts start from: the spacing, the card widths and the
 * badge. */
static void
layout_begin (GtTableView *self,
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
  L->cs = card_width > 0 ? card_width : natural_card_width (self, width);
  /* Other hands and the plays: a share of the learner's cards, in percent
   * of their usual share (less when the height is short). */
  L->cn = MAX (28, L->cs * 5 * others / 800);
  /* Plays keep their corner index (mini cards would not overlap). */
  L->cp = MAX (40, L->cs * 3 * others / 400);
  L->cm = MIN (SIDE_MINI_CARD, L->cn);
  L->cf = L->compact ? FAN_COMPACT_CARD : MAX (30, L->cn * 3 / 4);

  if (self->has_game && gtk_label_get_text (GTK_LABEL (self->badge))[0] != '\0')
    {
      measure_nat (self->badge, &bw, &bh);
      L->badge = (Box) { L->pad, L->pad, MIN (bw, width - 2 * L->pad), bh };
    }
  else
    L->badge = (Box) { L->pad, L->pad, 0, 0 };

  /* The defenders' points in the top right corner, opposite the badge;
   * under it, on the right, when the two would meet (a narrow table).
   * Mini cards when compact, else the size of the fans of backs: they
   * are counted, not played. */
  L->points = L->points_label = L->points_cards = (Box) { 0, 0, 0, 0 };
  L->cpt = L->compact ? SIDE_MINI_CARD : L->cf;
  if (self->has_game && self->has_points)
    {
      int lw, lh, cw = 0, ch = 0, w, h, x, y;
      int max_w = L->compact ? width - 2 * L->pad : MAX (width / 3, 200);

      measure_nat (self->points_label, &lw, &lh);
      lw = MIN (lw, max_w - 2 * L->sp);
      if (gt_hand_view_get_n_cards (self->points_play) > 0)
        {
          gt_hand_view_size_for (self->points_play, L->cpt, -1, &cw, NULL);
          cw = MIN (cw, max_w - 2 * L->sp);
          gt_hand_view_size_for (self->points_play, L->cpt, cw, NULL, &ch);
        }
      w = MAX (lw, cw) + 2 * L->sp;
      h = L->sp + lh + (ch > 0 ? L->sp / 2 + ch : 0) + L->sp;
      x = width - L->pad - w;
      y = L->pad;
      if (L->badge.w > 0 && x < L->badge.x + L->badge.w + L->gap)
        y = L->badge.y + L->badge.h + L->gap / 2;
      L->points = (Box) { x, y, w, h };
      L->points_label = (Box) { x + (w - lw) / 2, y + L->sp, lw, lh };
      if (ch > 0)
        L->points_cards = (Box) { x + (w - cw) / 2, y + L->sp + lh + L->sp / 2, cw, ch };
    }
}

/* The compass: four seats, the learner at the bottom (slot 0), the next
 * seats right, top and left (S E N W as seen from S).  The ring's four-seat
 * case, kept as it was made for Guandan's lessons and puzzles: face-down
 * hands as overlapped backs, and at a compact width side columns of mini
 * cards with their plays in trays under them. */
/* The centre's parts placed, measured by measure_centre(): a box at least
 * four cards wide (or the column), in the middle of its row. */
static void
place_centre (GtTableView *self,
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
  if (gtk_widget_get_visible (self->phase))
    {
      L->phase.x = L->centre.x + (inner_w - L->phase.w) / 2;
      L->phase.y = y;
    }
}

/* The centre's height, its parts measured into L: who played (or led),
 * the play, the phase — the same in either layout. */
static int
measure_centre (GtTableView *self,
                Layout      *L,
                int          centre_inner,
                int          mid_w)
{
  gboolean shown_phase = gtk_widget_get_visible (self->phase);
  int lw, lh, centre_h;

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
      int pw, ph;

      gt_hand_view_size_for (self->centre_play, L->cp, -1, &pw, NULL);
      pw = MIN (pw, centre_inner);
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
  return centre_h;
}

static void
compute_compass (GtTableView *self,
                 int          width,
                 int          height,
                 int          card_width,
                 int          others,
                 Layout      *L)
{
  int top, bottom, mid_bottom, side_w, mid_x0, mid_x1, mid_w, col_w;
  int centre_inner;
  int centre_h, row_h, side_h, mid_h, mid_need, y;

  layout_begin (self, width, card_width, others, FALSE, L);
  L->side[RIGHT] = L->side[LEFT] = TRUE;

  /* N: centred at the top, below the badge when they would meet. */
  layout_seat (self, L, TOP, L->compact ? width - 2 * L->pad : width / 2);
  {
    int nx = (width - L->seat[TOP].w) / 2;
    int ny = L->pad;

    if (nx < L->badge.x + L->badge.w + L->gap)
      ny = L->badge.y + L->badge.h + L->gap / 2;
    place_seat (L, TOP, nx, ny);
    top = self->seats[TOP].in_play ? ny + L->seat[TOP].h + L->gap
                                         : L->badge.y + L->badge.h + L->gap;
  }

  /* S: the whole width at the bottom (placed once the height is known). */
  layout_seat (self, L, BOTTOM, width - 2 * L->pad);
  L->seat[BOTTOM].w = width - 2 * L->pad;

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
      for (guint seat = RIGHT; seat <= LEFT; seat += 2)
        {
          Seat *s = &self->seats[seat];

          if (hand_shown (self, L, seat))
            side_w = MAX (side_w, gt_hand_view_row_width (s->hand, L->cm, 2) + 2 * L->sp);
          if (s->in_play && gt_hand_view_get_n_cards (s->front) > 0)
            side_w = MAX (side_w, gt_hand_view_row_width (s->front, L->cm, 2));
        }
    }
  else
    side_w = CLAMP (width / 5, 120, 360);
  layout_seat (self, L, LEFT, side_w);
  layout_seat (self, L, RIGHT, side_w);
  side_w = MAX (L->seat[LEFT].w, L->seat[RIGHT].w);
  if (!L->compact)
    side_w = MAX (side_w, CLAMP (width / 6, 100, 300));

  mid_x0 = L->pad + side_w + L->gap;
  mid_x1 = width - L->pad - side_w - L->gap;
  mid_w = mid_x1 - mid_x0;

  /* The fronts.  N's and S's stand in the middle column above and below the
   * centre; E's and W's beside the centre, or under their seat when
   * compact. */
  layout_front (self, L, TOP, mid_w);
  layout_front (self, L, BOTTOM, mid_w);
  col_w = L->compact ? side_w : mid_w / 3;
  layout_front (self, L, LEFT, col_w);
  layout_front (self, L, RIGHT, col_w);
  /* Beside the centre, E's and W's plays take what they need and the
   * centre the rest. */
  if (!L->compact)
    {
      int need = MAX (MAX (L->front[LEFT].w, L->pass[LEFT].w),
                      MAX (L->front[RIGHT].w, L->pass[RIGHT].w));
      col_w = need > 0 ? need + L->gap : 0;
    }

  /* The centre: who played and the play, or the phase. */
  centre_inner = (L->compact ? mid_w : mid_w - 2 * col_w) - 2 * L->sp;
  centre_h = measure_centre (self, L, centre_inner, mid_w);

  row_h = centre_h;
  if (!L->compact)
    row_h = MAX (row_h, MAX (front_height (L, LEFT), front_height (L, RIGHT)));

  side_h = MAX (L->seat[LEFT].h, L->seat[RIGHT].h);
  if (L->compact)
    side_h += L->gap + MAX (front_height (L, LEFT), front_height (L, RIGHT)) + L->sp / 2;

  mid_need = front_height (L, TOP) + L->gap + row_h + L->gap + front_height (L, BOTTOM);
  mid_need = MAX (mid_need, side_h);

  L->height = top + mid_need + L->gap + L->seat[BOTTOM].h + L->pad;
  if (L->prompt.h > 0)
    L->height += L->prompt.h + L->gap;
  if (height < L->height)
    height = L->height;

  /* Extra height goes to the middle, evenly; the prompt stays on S. */
  bottom = height - L->pad - L->seat[BOTTOM].h;
  place_seat (L, BOTTOM, L->pad, bottom);
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

    for (guint seat = RIGHT; seat <= LEFT; seat += 2)
      {
        int x = seat == LEFT ? L->pad : width - L->pad - side_w;
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
    int fn = front_height (L, TOP), fs = front_height (L, BOTTOM);
    int spare = mid_h - (fn + L->gap + row_h + L->gap + fs);
    int cx, cw;

    place_front (L, TOP, mid_x0, top, mid_w, fn);
    y = top + fn + L->gap + spare / 2;

    if (L->compact)
      {
        cx = mid_x0;
        cw = mid_w;
      }
    else
      {
        place_front (L, LEFT, mid_x0, y, col_w, row_h);
        place_front (L, RIGHT, mid_x1 - col_w, y, col_w, row_h);
        cx = mid_x0 + col_w;
        cw = mid_w - 2 * col_w;
      }

    place_centre (self, L, cx, cw, y, row_h, centre_h);

    place_front (L, BOTTOM, mid_x0, mid_bottom - L->gap - fs, mid_w, fs);
  }
}

/* ---- The ring --------------------------------------------------------------- */

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
layout_trick_front (GtTableView *self,
                    Layout      *L,
                    guint        seat,
                    int          max_width)
{
  Seat *s = &self->seats[seat];
  int ow, oh, w = 0, h = 0, card_width = front_card_width (L, seat);

  L->front[seat] = L->pass[seat] = L->order[seat] = L->tray[seat] = (Box) { 0, 0, 0, 0 };
  if (!s->in_play || s->trick_index < 0)
    return;

  measure_nat (s->order, &ow, &oh);
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
ring_front_size (GtTableView *self,
                 Layout      *L,
                 guint        seat,
                 int         *w,
                 int         *h)
{
  if (self->kind == GT_TABLE_TRICK)
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
ring_place_front (GtTableView *self,
                  Layout      *L,
                  guint        seat,
                  int          x,
                  int          y,
                  int          w,
                  int          h)
{
  Box *t = &L->tray[seat];

  if (self->kind != GT_TABLE_TRICK)
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

static void
compute_ring (GtTableView *self,
              int          width,
              int          height,
              int          card_width,
              int          others,
              Layout      *L)
{
  guint n = self->n_slots;
  guint top_row[GT_TABLE_MAX_SEATS], n_top = 0, left = GT_TABLE_NO_SEAT, right = GT_TABLE_NO_SEAT;
  double dx[GT_TABLE_MAX_SEATS], dy[GT_TABLE_MAX_SEATS];
  int side_w = 0, mid_x0, mid_x1, mid_w, col_w = 0;
  int top, top_y, row_top_h = 0, fronts_h = 0, bottom, mid_bottom, mid_h;
  int centre_h, centre_inner, row_h, side_h = 0, mid_need, fs, y;

  layout_begin (self, width, card_width, others, TRUE, L);

  /* Who sits where: the top row (left to right), and the sides. */
  for (guint k = 1; k < n; k++)
    {
      ring_direction (k, n, &dx[k], &dy[k]);
      if (!self->seats[k].in_play)
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

  /* The learner: the whole width at the bottom (placed once the height is
   * known), and the owner's prompt above. */
  layout_seat (self, L, BOTTOM, width - 2 * L->pad);
  L->seat[BOTTOM].w = width - 2 * L->pad;
  if (self->prompt != NULL && gtk_widget_get_visible (self->prompt))
    {
      int prompt_w = width - 2 * L->pad, min, nat;

      gtk_widget_measure (self->prompt, GTK_ORIENTATION_VERTICAL, prompt_w, &min, &nat, NULL, NULL);
      L->prompt = (Box) { L->pad, 0, prompt_w, nat };
    }

  /* The side columns: as wide as their seats need, the same on both sides
   * so that the middle stays in the middle. */
  if (left != GT_TABLE_NO_SEAT || right != GT_TABLE_NO_SEAT)
    {
      int want = L->compact ? MAX (64, width / 5) : CLAMP (width / 5, 120, 300);
      guint sides[2] = { left, right };

      for (guint i = 0; i < 2; i++)
        {
          Seat *s;

          if (sides[i] == GT_TABLE_NO_SEAT)
            continue;
          s = &self->seats[sides[i]];
          if (L->compact && hand_shown (self, L, sides[i]))
            want = MAX (want, gt_hand_view_row_width (s->hand, L->cm, 2) + 2 * L->sp);
          if (L->compact && gt_hand_view_get_n_cards (s->front) > 0)
            want = MAX (want, gt_hand_view_row_width (s->front, L->cm, 2) + 2 * L->sp);
          /* A role badge whole rather than cut short, as far as a third
           * of the table allows. */
          if (s->has_role)
            {
              int rw, rh;

              measure_nat (s->role, &rw, &rh);
              want = MAX (want, rw + 2 * L->sp);
            }
        }
      want = MIN (want, (width - 2 * L->pad) / 3);
      for (guint i = 0; i < 2; i++)
        if (sides[i] != GT_TABLE_NO_SEAT)
          {
            layout_seat (self, L, sides[i], want);
            side_w = MAX (side_w, L->seat[sides[i]].w);
          }
      if (!L->compact)
        side_w = MAX (side_w, CLAMP (width / 6, 100, 300));
    }
  mid_x0 = L->pad + (side_w > 0 ? side_w + L->gap : 0);
  mid_x1 = width - L->pad - (side_w > 0 ? side_w + L->gap : 0);
  mid_w = mid_x1 - mid_x0;

  /* The top row: each seat on its point of the ellipse, pushed apart (and
   * into the table) where they would meet; under the badge if one would
   * meet it. */
  {
    int cell = n_top > 0 ? (width - 2 * L->pad - ((int) n_top - 1) * L->gap) / (int) n_top : 0;
    int lefts[GT_TABLE_MAX_SEATS];

    if (!L->compact)
      cell = MIN (cell, MAX (width / 3, 160));
    top_y = L->pad;
    for (guint i = 0; i < n_top; i++)
      {
        guint k = top_row[i];
        int w, reach;

        layout_seat (self, L, k, cell);
        w = L->seat[k].w;
        reach = (width - 2 * L->pad - w) / 2;
        lefts[i] = width / 2 + (int) (dx[k] * reach) - w / 2;
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
        if (L->badge.w > 0 && lefts[i] < L->badge.x + L->badge.w + L->gap)
          top_y = MAX (top_y, L->badge.y + L->badge.h + L->gap / 2);
        if (L->points.w > 0 && lefts[i] + L->seat[top_row[i]].w + L->gap > L->points.x)
          top_y = MAX (top_y, L->points.y + L->points.h + L->gap / 2);
      }
    for (guint i = 0; i < n_top; i++)
      place_seat (L, top_row[i], lefts[i], top_y);
    top = n_top > 0 ? top_y + row_top_h + L->gap
                    : L->badge.y + L->badge.h + (L->badge.h > 0 ? L->gap : 0);
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

      if (self->kind == GT_TABLE_TRICK)
        layout_trick_front (self, L, k, share);
      else
        layout_front (self, L, k, share);
      ring_front_size (self, L, k, &w, &h);
      fronts_h = MAX (fronts_h, h);
    }
  if (self->kind == GT_TABLE_TRICK)
    layout_trick_front (self, L, BOTTOM, mid_w);
  else
    layout_front (self, L, BOTTOM, mid_w);
  {
    int w;

    ring_front_size (self, L, BOTTOM, &w, &fs);
  }
  if (side_w > 0)
    {
      guint sides[2] = { left, right };
      int need = 0;

      for (guint i = 0; i < 2; i++)
        {
          int w, h;

          if (sides[i] == GT_TABLE_NO_SEAT)
            continue;
          if (self->kind == GT_TABLE_TRICK)
            layout_trick_front (self, L, sides[i], L->compact ? side_w : mid_w / 3);
          else
            layout_front (self, L, sides[i], L->compact ? side_w - 2 * L->sp : mid_w / 3);
          ring_front_size (self, L, sides[i], &w, &h);
          need = MAX (need, w);
        }
      if (!L->compact)
        col_w = need > 0 ? need + L->gap : 0;
    }

  /* The centre: who played and the play (or who led), or the phase. */
  centre_inner = mid_w - 2 * col_w - 2 * L->sp;
  centre_h = measure_centre (self, L, centre_inner, mid_w);

  row_h = centre_h;
  {
    guint sides[2] = { left, right };

    for (guint i = 0; i < 2; i++)
      {
        int w, h, block;

        if (sides[i] == GT_TABLE_NO_SEAT)
          continue;
        ring_front_size (self, L, sides[i], &w, &h);
        if (L->compact)
          block = L->seat[sides[i]].h + (h > 0 ? L->gap + h : 0);
        else
          {
            block = L->seat[sides[i]].h;
            row_h = MAX (row_h, h);
          }
        side_h = MAX (side_h, block);
      }
  }

  mid_need = (fronts_h > 0 ? fronts_h + L->gap : 0) + row_h + L->gap + fs;
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

  /* The side seats, up or down the middle band by their sine. */
  {
    guint sides[2] = { left, right };

    for (guint i = 0; i < 2; i++)
      {
        guint k = sides[i];
        int x, w, h, block, sy;

        if (k == GT_TABLE_NO_SEAT)
          continue;
        x = k == left ? L->pad : width - L->pad - side_w;
        ring_front_size (self, L, k, &w, &h);
        block = L->seat[k].h + (L->compact && h > 0 ? L->gap + h : 0);
        sy = top + (mid_h - block) / 2 + (int) (dy[k] * (mid_h - block) / 2);
        L->seat[k].w = side_w;
        place_seat (L, k, x, sy);
        if (L->compact)
          {
            if (self->kind == GT_TABLE_TRICK)
              ring_place_front (self, L, k, x, sy + L->seat[k].h + L->gap, side_w, h);
            else
              {
                place_front (L, k, x, sy + L->seat[k].h + L->gap, side_w, h);
                if (L->front[k].w > 0)
                  L->tray[k] = (Box) { x, L->front[k].y - L->sp / 2, side_w, L->front[k].h + L->sp };
              }
          }
      }
  }

  /* The middle column: the top row's plays, the row of the centre (with
   * the sides' plays beside it), the learner's play; spare height goes
   * round the centre's row. */
  {
    int spare = mid_h - ((fronts_h > 0 ? fronts_h + L->gap : 0) + row_h + L->gap + fs);
    int share = n_top > 0 ? (mid_w - ((int) n_top - 1) * L->gap) / (int) n_top : 0;
    int cx, cw;

    for (guint i = 0; i < n_top; i++)
      ring_place_front (self, L, top_row[i], mid_x0 + (int) i * (share + L->gap), top, share, fronts_h);
    y = top + (fronts_h > 0 ? fronts_h + L->gap : 0) + spare / 2;

    cx = mid_x0 + col_w;
    cw = mid_w - 2 * col_w;
    if (!L->compact)
      {
        if (left != GT_TABLE_NO_SEAT)
          ring_place_front (self, L, left, mid_x0, y, col_w, row_h);
        if (right != GT_TABLE_NO_SEAT)
          ring_place_front (self, L, right, mid_x1 - col_w, y, col_w, row_h);
      }

    place_centre (self, L, cx, cw, y, row_h, centre_h);

    ring_place_front (self, L, BOTTOM, mid_x0, mid_bottom - L->gap - fs, mid_w, fs);
  }
}

static void
compute_layout (GtTableView *self,
                int          width,
                int          height,
                int          card_width,
                int          others,
                Layout      *L)
{
  if (self->n_slots == 4 && self->kind == GT_TABLE_CLIMB)
    compute_compass (self, width, height, card_width, others, L);
  else
    compute_ring (self, width, height, card_width, others, L);
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

/* Taken cards on their way back: the ghost hand at the size of a play,
 * moved from where the learner's play lay towards the middle of the hand
 * by `returning`, growing to the hand's card size as it goes. */
static void
allocate_returning (GtTableView  *self,
                    const Layout *L)
{
  GtkWidget *child = GTK_WIDGET (self->returned);
  const GdkRectangle *from = &self->return_from;
  const Box *home = L->hand[BOTTOM].w > 0 ? &L->hand[BOTTOM] : &L->seat[BOTTOM];
  graphene_rect_t to = GRAPHENE_RECT_INIT (home->x, home->y, home->w, home->h);
  gboolean found = FALSE;
  double p = CLAMP (self->returning, 0.0, 1.0), grow, scale, cx, cy;
  int w = 0, h = 0, min, nat;
  GtCardView *view;
  GskTransform *t;

  /* Home is where the cards' empty places are in the hand (allocated
   * already), else the hand's middle. */
  for (guint i = 0; (view = gt_hand_view_get_card_view (self->seats[BOTTOM].hand, i)) != NULL; i++)
    {
      graphene_rect_t b;

      if (gtk_widget_get_opacity (GTK_WIDGET (view)) > 0.0 ||
          !gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (self), &b))
        continue;
      if (found)
        graphene_rect_union (&to, &b, &to);
      else
        to = b;
      found = TRUE;
    }

  gt_hand_view_set_card_width (self->returned, L->cp);
  gt_hand_view_size_for (self->returned, L->cp, -1, &w, NULL);
  gt_hand_view_size_for (self->returned, L->cp, w, NULL, &h);
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

static const Box no_box = { 0, 0, 0, 0 };

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

    /* Taller than it needs: larger cards, while they fit.  The same box
     * keeps the size it grew to while that still fits: a hand's measure
     * follows the card width it was last given, so searching again could
     * land one step away and resize the hands back and forth. */
    if (others == 100 && cs == natural_card_width (self, width))
      {
        int most = tallest_card_width (self, width);
        Layout bigger;

        if (self->grown_width == width && self->grown_height == height &&
            self->grown_card > cs && self->grown_card <= most)
          {
            compute_layout (self, width, height, self->grown_card, 100, &bigger);
            if (bigger.height <= height)
              {
                cs = self->grown_card;
                L = bigger;
                most = cs;
              }
          }
        while (cs + 4 <= most)
          {
            compute_layout (self, width, height, cs + 4, 100, &bigger);
            if (bigger.height > height)
              break;
            cs += 4;
            L = bigger;
          }
      }
    self->grown_width = width;
    self->grown_height = height;
    self->grown_card = cs;
  }

  /* Card sizes follow the width; a hand whose width changes queues a
   * resize, and the next layout finds the same widths: it settles. */
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      Seat *s = &self->seats[seat];

      gt_hand_view_set_card_width (s->hand, hand_card_width (&L, seat));
      gt_hand_view_set_card_width (s->front, front_card_width (&L, seat));
      if (s->fan_card != L.cf)
        {
          s->fan_card = L.cf;
          gtk_widget_queue_draw (s->backs);
        }

      allocate (s->box, s->in_play ? &L.seat[seat] : &no_box);
      allocate (s->tray, &L.tray[seat]);
      allocate (s->name, s->in_play ? &L.name[seat] : &no_box);
      allocate (s->place, s->in_play ? &L.place[seat] : &no_box);
      allocate (s->count, s->in_play ? &L.count[seat] : &no_box);
      allocate (s->role, s->in_play && L.role[seat].w > 0 ? &L.role[seat] : &no_box);
      allocate (GTK_WIDGET (s->hand), &L.hand[seat]);
      allocate (s->backs, &L.backs[seat]);
      if (seat == self->arriving)
        allocate_arriving (GTK_WIDGET (s->front), &L.front[seat],
                           seat == BOTTOM ? &L.hand[seat] : &L.seat[seat], self->arrival);
      else
        allocate (GTK_WIDGET (s->front), &L.front[seat]);
      allocate (s->pass, &L.pass[seat]);
      allocate (s->order, &L.order[seat]);
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

  allocate (self->centre, self->has_game ? &L.centre : &no_box);
  allocate (self->centre_label, self->has_game ? &L.centre_label : &no_box);
  if (self->arriving != GT_TABLE_NO_SEAT && self->arriving == self->table_by)
    allocate_arriving (GTK_WIDGET (self->centre_play), &L.centre_play,
                       self->arriving == BOTTOM ? &L.hand[BOTTOM] : &L.seat[self->arriving], self->arrival);
  else
    allocate (GTK_WIDGET (self->centre_play), &L.centre_play);
  allocate (self->phase, &L.phase);
  allocate (self->badge, self->has_game ? &L.badge : &no_box);

  /* Taken cards on their way back, and where the learner's play lies now
   * (the centre when it is the play to beat), for the next return. */
  allocate_returning (self, &L);
  if (self->kind == GT_TABLE_CLIMB && self->table_by == BOTTOM && L.centre_play.w > 0)
    self->play_box = (GdkRectangle) { L.centre_play.x, L.centre_play.y, L.centre_play.w, L.centre_play.h };
  else if (L.front[BOTTOM].w > 0)
    self->play_box = (GdkRectangle) { L.front[BOTTOM].x, L.front[BOTTOM].y, L.front[BOTTOM].w, L.front[BOTTOM].h };
  else
    self->play_box = (GdkRectangle) { 0, 0, 0, 0 };
  gt_hand_view_set_card_width (self->points_play, L.cpt);
  allocate (self->points_box, &L.points);
  allocate (self->points_label, &L.points_label);
  allocate (GTK_WIDGET (self->points_play), &L.points_cards);
  if (self->prompt != NULL && gtk_widget_get_visible (self->prompt))
    allocate (self->prompt, &L.prompt);
}

/* ---- Content ---------------------------------------------------------------- */

/* The line under the play to beat: the owner's status if set, else the
 * model's words. */
static void
update_phase (GtTableView *self)
{
  const char *text = NULL;

  if (!self->has_game)
    text = NULL;
  else if (self->status != NULL)
    text = self->status;
  else
    text = self->model_phase;

  gtk_label_set_text (GTK_LABEL (self->phase), text != NULL ? text : "");
  gtk_widget_set_visible (self->phase, text != NULL && text[0] != '\0');
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The accent outline on the seat to move, unless the owner turned it off. */
static void
update_turn (GtTableView *self)
{
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      GtkWidget *box = self->seats[seat].box;

      if (self->show_turn && self->has_game && seat == self->turn)
        gtk_widget_add_css_class (box, "to-move");
      else
        gtk_widget_remove_css_class (box, "to-move");
      if (self->has_game && self->marked_seat != GT_TABLE_NO_SEAT && seat == slot_of (self, self->marked_seat))
        gtk_widget_add_css_class (box, "marked");
      else
        gtk_widget_remove_css_class (box, "marked");
    }
}

static void
update_fronts (GtTableView *self)
{
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      Seat *s = &self->seats[seat];
      GtCardList empty;
      gboolean in_centre = self->kind == GT_TABLE_CLIMB &&
                           seat == self->table_by && s->last.n == self->table.n &&
                           memcmp (s->last.card, self->table.card, s->last.n) == 0;

      gt_card_list_init (&empty);
      /* The play to beat is shown in the centre, not twice. */
      gt_hand_view_set_cards (s->front, in_centre ? &empty : &s->last,
                              self->has_game ? self->rs : NULL,
                              self->has_game ? &self->ctx : NULL);
      if (self->kind == GT_TABLE_TRICK && seat == self->winning && s->trick_index >= 0)
        {
          gtk_widget_add_css_class (s->tray, "winning");
          gtk_widget_add_css_class (s->order, "winning");
        }
      else
        {
          gtk_widget_remove_css_class (s->tray, "winning");
          gtk_widget_remove_css_class (s->order, "winning");
        }
    }
  /* The verdict's cards, wherever that seat's play is shown: showing the
   * cards again has just cleared them. */
  if (self->has_game && self->mark_play_seat != GT_TABLE_NO_SEAT)
    {
      guint slot = slot_of (self, self->mark_play_seat);

      if (slot != GT_TABLE_NO_SEAT)
        {
          gt_hand_view_set_marks (self->seats[slot].front, &self->mark_cards, self->mark);
          if (slot == self->table_by)
            gt_hand_view_set_marks (self->centre_play, &self->mark_cards, self->mark);
        }
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The ring's fan of backs: at most FAN_MAX of them, each a little right of
 * the one before, painted by the card painter. */
static void
draw_fan (GtkDrawingArea *area,
          cairo_t        *cr,
          int             width,
          int             height,
          gpointer        user_data)
{
  Seat *s = user_data;
  GtCardPaintOptions opts;
  /* Whole pixels, so that the cached back is drawn one to one. */
  double cw = floor (MIN ((double) s->fan_card, (height - 3) * 5.0 / 7.0));
  double ch = floor (cw * 7 / 5);
  guint n = s->n_backs;
  double step = n > 1 ? MIN (cw * FAN_STEP, (width - cw) / (n - 1)) : 0;
  double x0 = (width - (cw + step * (n > 0 ? n - 1 : 0))) / 2;
  cairo_surface_t *back;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (area));

  if (n == 0 || cw <= 2)
    return;
  gt_card_paint_options_init (&opts);
  opts.face_down = TRUE;
  opts.border_alpha = 0.3;
  back = gt_card_cache_lookup_surface (gt_card_cache_get_default (), GT_CARD_NONE, &opts,
                                       (int) cw * scale, (int) ch * scale, scale);
  for (guint i = 0; i < n; i++)
    {
      double x = round (x0 + i * step);

      /* A shadow to the right and below: each back lifts off the next. */
      {
        double r = gt_card_painter_radius (cw);

        cairo_new_sub_path (cr);
        cairo_arc (cr, x + 1 + cw - r, 2 + r, r, -G_PI / 2, 0);
        cairo_arc (cr, x + 1 + cw - r, 2 + ch - r, r, 0, G_PI / 2);
        cairo_arc (cr, x + 1 + r, 2 + ch - r, r, G_PI / 2, G_PI);
        cairo_arc (cr, x + 1 + r, 2 + r, r, G_PI, 3 * G_PI / 2);
        cairo_close_path (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
        cairo_fill (cr);
      }

      cairo_set_source_surface (cr, back, x, 1);
      cairo_paint (cr);
    }
}

static GtkWidget *
add_label (GtTableView *self,
           const char  *css_class,
           GtkWidget   *before)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_widget_insert_before (label, GTK_WIDGET (self), before);
  return label;
}

static GtHandView *
add_hand (GtTableView *self,
          GtHandSort   sort,
          const char  *css_class,
          GtkWidget   *before)
{
  GtHandView *hand = GT_HAND_VIEW (gt_hand_view_new ());

  gt_hand_view_set_sort (hand, sort);
  gt_hand_view_set_four_colour (hand, self->four_colour);
  gtk_widget_add_css_class (GTK_WIDGET (hand), css_class);
  gtk_widget_insert_before (GTK_WIDGET (hand), GTK_WIDGET (self), before);
  return hand;
}

static GtkWidget *
add_box (GtTableView *self,
         const char  *css_name,
         GtkWidget   *before)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX, "css-name", css_name, NULL);

  gtk_widget_insert_before (box, GTK_WIDGET (self), before);
  return box;
}

/* A new slot at the end: its boxes before the centre box (drawn under
 * everything), the rest before the centre's label, so that each kind of
 * child stays in slot order. */
static void
add_slot (GtTableView *self)
{
  guint slot = self->n_slots++;
  Seat *s = &self->seats[slot];
  GtkWidget *labels = self->centre_label;

  memset (s, 0, sizeof *s);
  s->box = add_box (self, "seat", self->centre);
  s->tray = add_box (self, "tray", self->centre);

  s->name = add_label (self, "seat-name", labels);
  s->place = add_label (self, "place", labels);
  s->count = add_label (self, "count", labels);
  s->role = add_label (self, "role", labels);
  gtk_label_set_ellipsize (GTK_LABEL (s->role), PANGO_ELLIPSIZE_END);
  s->hand = add_hand (self, GT_HAND_SORT_RANK, "seat-hand", labels);
  s->backs = g_object_new (GTK_TYPE_DRAWING_AREA,
                           "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                           "css-classes", (const char *[]) { "backs", NULL },
                           NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (s->backs), draw_fan, s, NULL);
  g_signal_connect_object (gt_card_cache_get_default (), "changed",
                           G_CALLBACK (gtk_widget_queue_draw), s->backs, G_CONNECT_SWAPPED);
  gtk_widget_insert_before (s->backs, GTK_WIDGET (self), labels);
  s->front = add_hand (self, GT_HAND_SORT_NONE, "last-play", labels);
  s->pass = add_label (self, "pass", labels);
  /* Translators: on the card table, in front of a seat that passed */
  gtk_label_set_text (GTK_LABEL (s->pass), _("Pass"));
  s->order = add_label (self, "trick-order", labels);
  gt_card_list_init (&s->last);
  s->trick_index = -1;
  s->fan_card = FAN_COMPACT_CARD;
  if (slot == BOTTOM)
    gt_hand_view_set_interactive (s->hand, TRUE);
}

static void
remove_slot (GtTableView *self)
{
  guint slot = --self->n_slots;
  Seat *s = &self->seats[slot];

  g_assert (slot > 0);
  gtk_widget_unparent (s->box);
  gtk_widget_unparent (s->tray);
  gtk_widget_unparent (s->name);
  gtk_widget_unparent (s->place);
  gtk_widget_unparent (s->count);
  gtk_widget_unparent (s->role);
  gtk_widget_unparent (GTK_WIDGET (s->hand));
  gtk_widget_unparent (s->backs);
  gtk_widget_unparent (GTK_WIDGET (s->front));
  gtk_widget_unparent (s->pass);
  gtk_widget_unparent (s->order);
  g_clear_pointer (&self->labels[slot], g_free);
  g_clear_pointer (&self->names[slot], g_free);
  memset (s, 0, sizeof *s);
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

  for (guint i = 0; i < GT_TABLE_MAX_SEATS; i++)
    {
      g_free (self->labels[i]);
      g_free (self->names[i]);
    }
  g_free (self->model_phase);
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
    case PROP_ARRIVAL:
      g_value_set_double (value, self->arrival);
      break;
    case PROP_RETURNING:
      g_value_set_double (value, self->returning);
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
    case PROP_ARRIVAL:
      gt_table_view_set_arrival (self, g_value_get_double (value));
      break;
    case PROP_RETURNING:
      gt_table_view_set_returning (self, g_value_get_double (value));
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
  properties[PROP_ARRIVAL] =
    g_param_spec_double ("arrival", NULL, NULL, 0.0, 1.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RETURNING] =
    g_param_spec_double ("returning", NULL, NULL, 0.0, 1.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PLAY_ARRIVED] =
    g_signal_new ("play-arrived", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_PLAY_RETURNED] =
    g_signal_new ("play-returned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "cardtable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gt_widgets_init ();
}

static void
gt_table_view_init (GtTableView *self)
{
  /* The centre's pieces first; the slots' children go in before them (see
   * add_slot). */
  self->centre = add_box (self, "centre", NULL);
  self->centre_label = add_label (self, "centre-label", NULL);
  self->centre_play = add_hand (self, GT_HAND_SORT_NONE, "table-play", NULL);
  self->badge = add_label (self, "level-badge", NULL);
  self->points_box = add_box (self, "points", self->centre_label);
  self->points_label = add_label (self, "points-label", NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->points_label), PANGO_ELLIPSIZE_END);
  self->points_play = add_hand (self, GT_HAND_SORT_NONE, "point-cards", NULL);
  /* Last: a play taken back passes over everything on its way home. */
  self->returned = add_hand (self, GT_HAND_SORT_NONE, "returning-play", NULL);
  gtk_widget_set_child_visible (GTK_WIDGET (self->returned), FALSE);
  gt_card_list_init (&self->returned_cards);
  self->returning = 1.0;
  self->phase = add_label (self, "phase", NULL);
  gtk_label_set_wrap (GTK_LABEL (self->phase), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->phase), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (self->phase), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->phase, FALSE);

  self->table_by = GT_TABLE_NO_SEAT;
  self->turn = GT_TABLE_NO_SEAT;
  self->winning = GT_TABLE_NO_SEAT;
  self->show_turn = TRUE;
  self->card_scale = 1.0;
  self->arriving = GT_TABLE_NO_SEAT;
  self->arrival = 1.0;
  self->marked_seat = GT_TABLE_NO_SEAT;
  self->mark_play_seat = GT_TABLE_NO_SEAT;
  gt_card_list_init (&self->mark_cards);
  gt_card_list_init (&self->table);

  /* Four seats until a model says otherwise, named as the first game of
   * the registry names them. */
  for (guint seat = 0; seat < 4; seat++)
    {
      const char *name = gt_ruleset_seat_name (gt_ruleset_lookup (NULL), seat, GT_SEAT_NAME_LETTER);

      add_slot (self);
      self->labels[seat] = seat == 0 ? g_strdup_printf (C_("seat", "%s (you)"), name) : g_strdup (name);
      gtk_label_set_text (GTK_LABEL (self->seats[seat].name), self->labels[seat]);
    }
}

/* ---- API ------------------------------------------------------------------ */

GtkWidget *
gt_table_view_new (void)
{
  return g_object_new (GT_TYPE_TABLE_VIEW, NULL);
}

static void
clear_table (GtTableView *self)
{
  GtCardList empty;

  self->has_game = FALSE;
  self->table_by = GT_TABLE_NO_SEAT;
  self->winning = GT_TABLE_NO_SEAT;
  self->arriving = GT_TABLE_NO_SEAT;
  self->trick_n = 0;
  gt_card_list_init (&self->table);
  gt_card_list_init (&empty);
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      Seat *s = &self->seats[seat];

      s->in_play = FALSE;
      s->passed = FALSE;
      s->has_role = FALSE;
      s->trick_index = -1;
      s->n_backs = 0;
      gt_card_list_init (&s->last);
      gt_hand_view_set_cards (s->hand, &empty, NULL, NULL);
    }
  gt_hand_view_set_cards (self->centre_play, &empty, NULL, NULL);
  set_points (self, NULL);
  gt_card_list_init (&self->returned_cards);
  self->return_from = (GdkRectangle) { 0, 0, 0, 0 };
  self->turn = GT_TABLE_NO_SEAT;
  g_clear_pointer (&self->model_phase, g_free);
  update_turn (self);
  update_phase (self);
  update_fronts (self);
}

/* A seat's role badge (GtTableSeat.role): the model has already left
 * out what the learner may not know. */
static void
set_role (Seat       *s,
          const char *role)
{
  s->has_role = role != NULL && role[0] != '\0';
  gtk_label_set_text (GTK_LABEL (s->role), s->has_role ? role : "");
}

/* A seat's count badge and what it says to a screen reader. */
static void
set_count (GtTableView       *self,
           guint              slot,
           const GtTableSeat *ms)
{
  Seat *s = &self->seats[slot];
  const char *who = slot_name (self, slot);
  char *count, *a11y;

  if (ms->place > 0)
    {
      char *place = g_strdup_printf ("%u", ms->place);

      /* Translators: the count badge of a seat that has gone out */
      count = g_strdup (C_("seat count", "Out"));
      /* Translators: a seat that has gone out, for screen readers and its
       * tooltip: "East: out, place 2" (the second to go out) */
      a11y = g_strdup_printf (_("%1$s: out, place %2$u"), who, ms->place);
      gtk_label_set_text (GTK_LABEL (s->place), place);
      gtk_widget_set_tooltip_text (s->place, a11y);
      g_free (place);
    }
  else if (s->face_down && ms->count_hidden_above > 0 && ms->count > ms->count_hidden_above)
    {
      /* Translators: the count badge of a face-down hand of more cards
       * than the rules let a player tell, "10+" */
      count = g_strdup_printf (C_("seat count", "%u+"), ms->count_hidden_above);
      /* Translators: "North: more than 10 cards", for screen readers */
      a11y = g_strdup_printf (_("%1$s: more than %2$u cards"), who, ms->count_hidden_above);
    }
  else
    {
      count = g_strdup_printf ("%u", ms->count);
      a11y = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u card", "%s: %u cards", ms->count),
                              who, ms->count);
    }
  s->place_no = ms->place;
  gtk_label_set_text (GTK_LABEL (s->count), count);
  gtk_widget_set_tooltip_text (s->count, a11y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (s->count),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
  g_free (count);
  g_free (a11y);
}

/* The defenders' pile: their point cards, face up, and their total. */
static void
set_points (GtTableView        *self,
            const GtTableModel *m)
{
  g_autofree char *text = m != NULL ? gt_table_model_points_text (m) : NULL;
  GtCardList empty;

  gt_card_list_init (&empty);
  self->has_points = text != NULL;
  gtk_label_set_text (GTK_LABEL (self->points_label), text != NULL ? text : "");
  gt_hand_view_set_cards (self->points_play, text != NULL ? &m->point_cards : &empty,
                          m != NULL ? m->rs : NULL, m != NULL ? &m->ctx : NULL);
  if (text != NULL)
    {
      /* Translators: the defenders' pile of point cards on the table,
       * for screen readers: "Defenders 35: the point cards they took" */
      g_autofree char *a11y = g_strdup_printf (_("%s: the point cards they took"), text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_play),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
    }
}

/* The words above the centre: who played, who leads. */
static void
set_centre_label (GtTableView        *self,
                  const GtTableModel *m)
{
  char *text = NULL;
  guint by = self->kind == GT_TABLE_TRICK ? (m->trick_n > 0 ? m->trick_leader : GT_TABLE_NO_SEAT)
                                          : (self->table.n > 0 ? m->round_by : GT_TABLE_NO_SEAT);

  if (by < m->n_seats && self->kind == GT_TABLE_TRICK)
    {
      if (by == m->learner)
        /* Translators: above a trick the learner led */
        text = g_strdup (C_("trick", "You led"));
      else
        /* Translators: above a trick; %s is a seat's label, "W led" */
        text = g_strdup_printf (C_("trick", "%s led"), m->seats[by].label);
    }
  else if (by < m->n_seats)
    /* Translators: above the play to beat; %s is a seat letter, "E played" */
    text = g_strdup_printf (_("%s played"), m->seats[by].label);
  else if (m->turn < m->n_seats)
    {
      if (m->turn == m->learner)
        text = g_strdup (_("Your lead"));
      else
        /* Translators: the table is empty; %s is a seat letter, "W to lead" */
        text = g_strdup_printf (_("%s to lead"), m->seats[m->turn].label);
    }
  gtk_label_set_text (GTK_LABEL (self->centre_label), text != NULL ? text : "");
  g_free (text);
}

/* The cards of a that are not in b, as multisets; FALSE when b holds a
 * card a does not (b is not part of a). */
static gboolean
card_list_minus (const GtCardList *a,
                 const GtCardList *b,
                 GtCardList       *out)
{
  guint8 left[GT_CARD_KINDS] = { 0 };

  gt_card_list_init (out);
  for (guint i = 0; i < a->n; i++)
    if (a->card[i] < GT_CARD_KINDS)
      left[a->card[i]]++;
  for (guint i = 0; i < b->n; i++)
    {
      if (b->card[i] >= GT_CARD_KINDS || left[b->card[i]] == 0)
        return FALSE;
      left[b->card[i]]--;
    }
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < left[c]; k++)
      gt_card_list_append (out, (GtCard) c, GT_CARD_NONE);
  return TRUE;
}

/* While taken cards are on their way back, their places in the hand are
 * empty (the cards are the ghost's); home, they show again. */
static void
sync_returned_in_hand (GtTableView *self)
{
  GtHandView *hand = self->seats[BOTTOM].hand;
  guint8 hide[GT_CARD_KINDS] = { 0 };
  GtCardView *view;

  if (self->returning < 1.0)
    for (guint i = 0; i < self->returned_cards.n; i++)
      if (self->returned_cards.card[i] < GT_CARD_KINDS)
        hide[self->returned_cards.card[i]]++;
  for (guint i = 0; (view = gt_hand_view_get_card_view (hand, i)) != NULL; i++)
    {
      GtCard c = gt_card_view_get_card (view);
      gboolean hidden = c < GT_CARD_KINDS && hide[c] > 0;

      if (hidden)
        hide[c]--;
      gtk_widget_set_opacity (GTK_WIDGET (view), hidden ? 0.0 : 1.0);
    }
}

void
gt_table_view_set_model (GtTableView        *self,
                         const GtTableModel *m)
{
  GtCardList empty, old_table, old_hand, old_play, returned;
  guint old_by, old_trick_n, old_learner, old_slots, arrived = GT_TABLE_NO_SEAT;
  gboolean had_game, taken_back = FALSE;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (m == NULL)
    {
      clear_table (self);
      return;
    }
  had_game = self->has_game;
  old_by = self->table_by;
  old_table = self->table;
  old_trick_n = self->trick_n;
  old_learner = self->learner;
  old_slots = self->n_slots;
  /* The learner's hand and play before, to tell a play taken back. */
  gt_hand_view_get_cards (self->seats[BOTTOM].hand, &old_hand);
  old_play = self->seats[BOTTOM].last;
  g_return_if_fail (m->n_seats >= 2 && m->n_seats <= GT_TABLE_MAX_SEATS);
  g_return_if_fail (m->learner < m->n_seats);

  while (self->n_slots < m->n_seats)
    add_slot (self);
  while (self->n_slots > m->n_seats)
    remove_slot (self);

  self->has_game = TRUE;
  self->learner = m->learner;
  self->kind = m->kind;
  self->rs = m->rs;
  self->ctx = m->ctx;
  self->turn = slot_of (self, m->turn);
  self->table_by = GT_TABLE_NO_SEAT;
  self->winning = GT_TABLE_NO_SEAT;
  gt_card_list_init (&self->table);
  gt_card_list_init (&empty);

  for (guint slot = 0; slot < self->n_slots; slot++)
    {
      guint seat = (slot + self->learner) % self->n_slots;
      const GtTableSeat *ms = &m->seats[seat];
      Seat *s = &self->seats[slot];
      guint backs = ms->count;

      g_free (self->labels[slot]);
      g_free (self->names[slot]);
      if (slot == BOTTOM)
        /* Translators: the learner's seat on the card table: %s is the
         * seat's label, "S (you)" */
        self->labels[slot] = g_strdup_printf (C_("seat", "%s (you)"), ms->label != NULL ? ms->label : "");
      else
        self->labels[slot] = g_strdup (ms->label != NULL ? ms->label : "");
      self->names[slot] = g_strdup (ms->name);
      gtk_label_set_text (GTK_LABEL (s->name), self->labels[slot]);
      gtk_widget_set_tooltip_text (s->name, slot_name (self, slot));
      gtk_accessible_update_property (GTK_ACCESSIBLE (s->hand),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, slot_name (self, slot),
                                      -1);

      set_role (s, ms->role);
      s->in_play = ms->in_play;
      s->face_down = slot != BOTTOM && !ms->face_up;
      s->passed = self->kind == GT_TABLE_CLIMB && ms->passed;
      s->last = self->kind == GT_TABLE_CLIMB ? ms->last : empty;
      s->trick_index = -1;

      if (s->face_down && ms->count_hidden_above > 0 &&
          backs > ms->count_hidden_above + HIDDEN_EXTRA_BACKS)
        backs = ms->count_hidden_above + HIDDEN_EXTRA_BACKS;
      gt_hand_view_set_face_down (s->hand, s->face_down);
      if (s->face_down)
        {
          GtCardList list;

          /* Backs only: which cards they are is nobody's business. */
          gt_card_list_init (&list);
          for (guint i = 0; i < backs && i < GT_LIST_MAX; i++)
            gt_card_list_append (&list, 0, GT_CARD_NONE);
          gt_hand_view_set_cards (s->hand, &list, NULL, NULL);
        }
      else
        gt_hand_view_set_cards (s->hand, &ms->cards, m->rs, &m->ctx);
      s->n_backs = s->face_down ? MIN (backs, FAN_MAX) : 0;
      gtk_widget_queue_draw (s->backs);
      set_count (self, slot, ms);
    }
  update_turn (self);

  if (self->kind == GT_TABLE_CLIMB)
    {
      /* The play to beat, in the centre and as its player's last play. */
      if (m->round_play.n > 0 && m->round_by < m->n_seats)
        {
          self->table = m->round_play;
          self->table_by = slot_of (self, m->round_by);
          self->seats[self->table_by].last = self->table;
          /* A new play to beat has just been made. */
          if (had_game && old_learner == self->learner &&
              (old_by != self->table_by || old_table.n != self->table.n ||
               memcmp (old_table.card, self->table.card, self->table.n) != 0))
            arrived = self->table_by;
        }
      self->trick_n = 0;
    }
  else if (m->trick_leader < m->n_seats)
    {
      /* The trick: play i in front of the i-th seat in play from the
       * leader, numbered. */
      guint slot = slot_of (self, m->trick_leader);
      guint i = 0;

      for (guint step = 0; step < self->n_slots && i < m->trick_n; step++, slot = (slot + 1) % self->n_slots)
        {
          Seat *s = &self->seats[slot];
          char *number, *a11y;

          if (!s->in_play)
            continue;
          s->last = m->trick[i];
          s->trick_index = (gint) i;
          number = g_strdup_printf ("%u", i + 1);
          gtk_label_set_text (GTK_LABEL (s->order), number);
          if (i == m->trick_winning)
            {
              self->winning = slot;
              /* Translators: a play in a trick, for screen readers:
               * "West, play 2, winning so far" */
              a11y = g_strdup_printf (_("%1$s, play %2$u, winning so far"), slot_name (self, slot), i + 1);
            }
          else
            /* Translators: a play in a trick, for screen readers: "West, play 2" */
            a11y = g_strdup_printf (_("%1$s, play %2$u"), slot_name (self, slot), i + 1);
          gtk_accessible_update_property (GTK_ACCESSIBLE (s->front),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                          -1);
          g_free (number);
          g_free (a11y);
          /* A trick one play longer: its newest play has just been made. */
          if (had_game && old_learner == self->learner && m->trick_n == old_trick_n + 1 &&
              i + 1 == m->trick_n && m->trick[i].n > 0)
            arrived = slot;
          i++;
        }
      self->trick_n = m->trick_n;
    }
  else
    self->trick_n = 0;

  /* A play taken back (an undo, a puzzle tried again, a line stepped
   * back): the learner's hand holds what it held and more, and the more
   * is the play that lay on the table, no other card (a new deal's hand
   * may hold the last play's cards too).  Those cards go back to the
   * hand from where the play lay, and nothing arrives: the plays now on
   * the table were there before. */
  if (had_game && old_learner == self->learner && old_slots == self->n_slots && old_play.n > 0 &&
      card_list_minus (&m->seats[m->learner].cards, &old_hand, &returned) && returned.n == old_play.n &&
      card_list_minus (&returned, &old_play, &empty) && empty.n == 0)
    {
      taken_back = TRUE;
      arrived = GT_TABLE_NO_SEAT;
      self->arriving = GT_TABLE_NO_SEAT;
      self->returned_cards = returned;
      self->return_from = self->play_box;
      gt_hand_view_set_cards (self->returned, &returned, m->rs, &m->ctx);
    }
  gt_card_list_init (&empty);
  gt_hand_view_set_cards (self->centre_play, &self->table, m->rs, &m->ctx);
  set_centre_label (self, m);

  g_free (self->model_phase);
  self->model_phase = m->phase[0] != '\0' ? g_strdup (m->phase) : NULL;
  update_phase (self);
  gtk_label_set_text (GTK_LABEL (self->badge), m->badge);
  set_points (self, m);

  update_fronts (self);

  /* The owner animates "returning" from 0 (gt-table-motion.c); left
   * alone, the cards are simply back. */
  sync_returned_in_hand (self);
  if (taken_back)
    g_signal_emit (self, signals[SIGNAL_PLAY_RETURNED], 0);

  /* Settled unless a play is coming in; the owner animates "arrival". */
  if (arrived != GT_TABLE_NO_SEAT)
    {
      self->arriving = arrived;
      g_signal_emit (self, signals[SIGNAL_PLAY_ARRIVED], 0, (arrived + self->learner) % self->n_slots);
    }
  else if (self->arriving != GT_TABLE_NO_SEAT &&
           (self->kind == GT_TABLE_CLIMB ? self->arriving != self->table_by
                                         : self->seats[self->arriving].trick_index < 0))
    self->arriving = GT_TABLE_NO_SEAT;
}

guint
gt_table_view_get_n_seats (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 0);
  return self->n_slots;
}

void
gt_table_view_set_position (GtTableView     *self,
                            const GtRuleset *rs,
                            const GtGame    *game,
                            guint8           face_down)
{
  GtTableModel *model;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (game == NULL || rs == NULL)
    {
      gt_table_view_set_model (self, NULL);
      return;
    }
  /* About 2 KiB: on the heap rather than a page's stack. */
  model = g_new (GtTableModel, 1);
  gt_table_model_from_game (model, rs, game, face_down);
  gt_table_view_set_model (self, model);
  g_free (model);
}

void
gt_table_view_set_last_play (GtTableView      *self,
                             guint             seat,
                             const GtCardList *play,
                             gboolean          passed)
{
  Seat *s;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < self->n_slots);

  s = &self->seats[slot_of (self, seat)];
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
  return self->seats[BOTTOM].hand;
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
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      gt_hand_view_set_four_colour (self->seats[seat].hand, four_colour);
      gt_hand_view_set_four_colour (self->seats[seat].front, four_colour);
    }
  gt_hand_view_set_four_colour (self->centre_play, four_colour);
  gt_hand_view_set_four_colour (self->points_play, four_colour);
  gt_hand_view_set_four_colour (self->returned, four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_table_view_get_four_colour (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), FALSE);
  return self->four_colour;
}

void
gt_table_view_set_arrival (GtTableView *self,
                           double       arrival)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  arrival = CLAMP (arrival, 0.0, 1.0);
  if (self->arrival == arrival)
    return;
  self->arrival = arrival;
  /* Only the arriving play moves: a new allocation of the same layout. */
  if (self->arriving != GT_TABLE_NO_SEAT)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARRIVAL]);
}

double
gt_table_view_get_arrival (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 1.0);
  return self->arrival;
}

void
gt_table_view_set_returning (GtTableView *self,
                             double       returning)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  returning = CLAMP (returning, 0.0, 1.0);
  if (self->returning == returning)
    return;
  self->returning = returning;
  sync_returned_in_hand (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RETURNING]);
}

double
gt_table_view_get_returning (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 1.0);
  return self->returning;
}

void
gt_table_view_get_returned (GtTableView *self,
                            GtCardList  *cards)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (cards != NULL);

  if (self->returning < 1.0)
    *cards = self->returned_cards;
  else
    gt_card_list_init (cards);
}

guint
gt_table_view_get_arriving (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), GT_TABLE_NO_SEAT);
  if (self->arriving == GT_TABLE_NO_SEAT)
    return GT_TABLE_NO_SEAT;
  return (self->arriving + self->learner) % self->n_slots;
}

void
gt_table_view_set_marked_seat (GtTableView *self,
                               guint        seat)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (seat >= GT_TABLE_MAX_SEATS)
    seat = GT_TABLE_NO_SEAT;
  if (self->marked_seat == seat)
    return;
  self->marked_seat = seat;
  update_turn (self);
}

guint
gt_table_view_get_marked_seat (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), GT_TABLE_NO_SEAT);
  return self->marked_seat;
}

void
gt_table_view_mark_play (GtTableView      *self,
                         guint             seat,
                         const GtCardList *cards,
                         GtCardMark        mark)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  /* The seat that had marks loses them. */
  if (self->mark_play_seat != GT_TABLE_NO_SEAT)
    {
      guint slot = slot_of (self, self->mark_play_seat);

      if (slot != GT_TABLE_NO_SEAT)
        {
          gt_hand_view_set_marks (self->seats[slot].front, NULL, GT_CARD_MARK_NONE);
          gt_hand_view_set_marks (self->centre_play, NULL, GT_CARD_MARK_NONE);
        }
    }
  if (cards == NULL || cards->n == 0 || seat >= GT_TABLE_MAX_SEATS || mark == GT_CARD_MARK_NONE)
    {
      self->mark_play_seat = GT_TABLE_NO_SEAT;
      gt_card_list_init (&self->mark_cards);
      self->mark = GT_CARD_MARK_NONE;
      return;
    }
  self->mark_play_seat = seat;
  self->mark_cards = *cards;
  self->mark = mark;
  update_fronts (self);
}

guint
gt_table_view_count_play_marks (GtTableView *self,
                                GtCardMark   mark)
{
  guint n = 0;

  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 0);

  for (guint slot = 0; slot <= self->n_slots; slot++)
    {
      GtHandView *hand = slot < self->n_slots ? self->seats[slot].front : self->centre_play;
      GtCardView *view;

      for (guint i = 0; (view = gt_hand_view_get_card_view (hand, i)) != NULL; i++)
        if (gt_card_view_get_mark (view) == mark)
          n++;
    }
  return n;
}
