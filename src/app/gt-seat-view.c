/* gt-seat-view.c — a seat at the card table: who sits there and their hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The parts come from the template (gt-seat-view.ui).  The layout is the
 * one the table always had: the head line centred at the top, the hand
 * the seat's inner width under it, a fan centred there.  The room the
 * table gives a seat is between what gt_seat_view_size_for() asked for
 * and the max_width it was asked at, so the role badge goes on the same
 * side of the name either way, and the hand keeps its height.
 */
#define G_LOG_DOMAIN "gt-seat-view"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-seat-view.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"

struct _GtSeatView
{
  GtkWidget parent_instance;

  GtkWidget *name;
  GtkWidget *place;        /* the finishing place, a number */
  GtkWidget *count;
  GtkWidget *role;         /* the seat's role, a badge after the name */
  GtHandView *hand;
  GtFanView *fan;

  gboolean face_down;
  gboolean has_role;
  guint place_no;          /* 0: still in */
  GtSeatMetrics metrics;   /* for the next allocation */
  GdkRectangle hand_box;   /* in the last allocation; 0 wide: none */
};

G_DEFINE_FINAL_TYPE (GtSeatView, gt_seat_view, GTK_TYPE_WIDGET)

/* ---- Layout ------------------------------------------------------------- */

/* The natural sizes of the head line's parts (0 for those not shown). */
typedef struct {
  int nw, nh, cw, ch, pw, ph, rw, rh;
} Head;

static void
measure_head (GtSeatView *self,
              Head       *head)
{
  memset (head, 0, sizeof *head);
  gt_widgets_measure_natural (self->name, &head->nw, &head->nh);
  gt_widgets_measure_natural (self->count, &head->cw, &head->ch);
  if (self->place_no > 0)
    gt_widgets_measure_natural (self->place, &head->pw, &head->ph);
  if (self->has_role)
    gt_widgets_measure_natural (self->role, &head->rw, &head->rh);
}

/* What the parts take in a seat inner wide: the head line's width and
 * height, the role under the name or not, and the hand's or fan's box. */
typedef struct {
  gboolean role_below;
  gboolean count_below;    /* the place and count on a line under the name */
  gboolean count_stacked;  /* and on a line each, when that line is still too wide */
  int count_w, count_h;    /* their size, when below */
  int head_w, line_h;
  int hw, hh;              /* the hand or the fan; 0: none */
} Parts;

static void
measure_parts (GtSeatView          *self,
               const GtSeatMetrics *m,
               const Head          *head,
               int                  inner,
               Parts               *p)
{
  p->head_w = head->nw + m->gap / 2 + head->cw + (head->pw > 0 ? head->pw + m->gap / 2 : 0);
  p->line_h = MAX (MAX (head->nh, head->ch), head->ph);
  /* The role beside the name when the line has room (a narrow side
   * column has not: it goes under the name, never past the seat). */
  p->role_below = head->rw > 0 && p->head_w + head->rw + m->gap / 2 > inner;
  if (head->rw > 0 && !p->role_below)
    {
      p->head_w += head->rw + m->gap / 2;
      p->line_h = MAX (p->line_h, head->rh);
    }
  /* A line still wider than the seat (a narrow side column at 360 px
   * with a seat gone out, "E ① Out", longer in Japanese): the place and
   * count go under the name, centred, rather than past the seat's edges
   * and the table's. */
  p->count_below = head->rw == 0 || p->role_below ? p->head_w > inner : FALSE;
  p->count_stacked = FALSE;
  p->count_w = p->count_h = 0;
  if (p->count_below)
    {
      p->count_w = head->cw + (head->pw > 0 ? head->pw + m->gap / 2 : 0);
      p->count_h = MAX (head->ch, head->ph);
      p->count_stacked = head->pw > 0 && p->count_w > inner;
      if (p->count_stacked)
        {
          p->count_w = MAX (head->cw, head->pw);
          p->count_h = head->ph + m->sp / 2 + head->ch;
        }
      p->head_w = MAX (head->nw, p->count_w);
      p->line_h = head->nh;
    }

  p->hw = p->hh = 0;
  if (m->shows == GT_SEAT_SHOWS_FAN)
    {
      p->hw = MIN (gt_fan_view_width_for (gt_fan_view_get_n_backs (self->fan), m->fan_card), inner);
      p->hh = gt_fan_view_height_for (m->fan_card);
    }
  else if (m->shows == GT_SEAT_SHOWS_HAND)
    {
      gt_hand_view_size_for (self->hand, m->card_width, -1, &p->hw, NULL);
      p->hw = MIN (p->hw, inner);
      gt_hand_view_size_for (self->hand, m->card_width, p->hw, NULL, &p->hh);
    }
}

void
gt_seat_view_size_for (GtSeatView          *self,
                       const GtSeatMetrics *m,
                       int                  max_width,
                       int                 *width,
                       int                 *height)
{
  int inner = max_width - 2 * m->sp;
  Head head;
  Parts p;

  g_return_if_fail (GT_IS_SEAT_VIEW (self));

  measure_head (self, &head);
  measure_parts (self, m, &head, inner, &p);
  inner = MIN (inner, MAX (MAX (p.head_w, p.hw), p.role_below ? head.rw : 0));
  *width = inner + 2 * m->sp;
  *height = m->sp + p.line_h + (p.hh > 0 ? m->sp / 2 + p.hh : 0) + m->sp +
            (p.role_below ? m->sp / 2 + head.rh : 0) + (p.count_below ? m->sp / 2 + p.count_h : 0);
}

void
gt_seat_view_set_metrics (GtSeatView          *self,
                          const GtSeatMetrics *m)
{
  g_return_if_fail (GT_IS_SEAT_VIEW (self));

  self->metrics = *m;
  /* Card sizes follow the table; a hand whose width changes queues a
   * resize, and the next layout finds the same widths: it settles. */
  gt_hand_view_set_card_width (self->hand, m->card_width);
  gt_fan_view_set_card_width (self->fan, m->fan_card);
}

static void
gt_seat_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  GtSeatView *self = GT_SEAT_VIEW (widget);
  const GtSeatMetrics *m = &self->metrics;
  int inner = width - 2 * m->sp, hx, below, rw;
  Head head;
  Parts p;

  measure_head (self, &head);
  measure_parts (self, m, &head, inner, &p);
  rw = MIN (head.rw, inner);
  hx = m->sp + (inner - (p.count_below ? head.nw : p.head_w)) / 2;
  below = m->sp + p.line_h + m->sp / 2;
  if (p.count_stacked)
    {
      gt_widgets_allocate_child (self->place, m->sp + (inner - head.pw) / 2, below, head.pw, head.ph);
      gt_widgets_allocate_child (self->count, m->sp + (inner - MIN (head.cw, inner)) / 2,
                                 below + head.ph + m->sp / 2, MIN (head.cw, inner), head.ch);
      below += p.count_h + m->sp / 2;
    }
  else if (p.count_below)
    {
      int cx = m->sp + (inner - p.count_w) / 2;

      gt_widgets_allocate_child (self->place, cx, below, head.pw, p.count_h);
      if (head.pw > 0)
        cx += head.pw + m->gap / 2;
      gt_widgets_allocate_child (self->count, cx, below, head.cw, p.count_h);
      below += p.count_h + m->sp / 2;
    }

  if (rw > 0 && p.role_below)
    {
      gt_widgets_allocate_child (self->role, m->sp + (inner - rw) / 2, below, rw, head.rh);
      below += head.rh + m->sp / 2;
    }
  gt_widgets_allocate_child (self->name, hx, m->sp, head.nw, p.line_h);
  hx += head.nw + m->gap / 2;
  /* The role right after the name it qualifies: "2 Emperor 12". */
  if (rw > 0 && !p.role_below)
    {
      gt_widgets_allocate_child (self->role, hx, m->sp, rw, p.line_h);
      hx += rw + m->gap / 2;
    }
  else if (rw == 0)
    gt_widgets_allocate_child (self->role, 0, 0, 0, 0);
  if (!p.count_below)
    {
      gt_widgets_allocate_child (self->place, hx, m->sp, head.pw, p.line_h);
      if (head.pw > 0)
        hx += head.pw + m->gap / 2;
      gt_widgets_allocate_child (self->count, hx, m->sp, head.cw, p.line_h);
    }

  if (m->shows == GT_SEAT_SHOWS_HAND && p.hw > 0)
    self->hand_box = (GdkRectangle) { m->sp, below, inner, p.hh };
  else
    self->hand_box = (GdkRectangle) { 0, 0, 0, 0 };
  gt_widgets_allocate_child (GTK_WIDGET (self->hand), self->hand_box.x, self->hand_box.y,
                             self->hand_box.width, self->hand_box.height);
  if (m->shows == GT_SEAT_SHOWS_FAN)
    gt_widgets_allocate_child (GTK_WIDGET (self->fan), m->sp + (inner - p.hw) / 2, below, p.hw, p.hh);
  else
    gt_widgets_allocate_child (GTK_WIDGET (self->fan), 0, 0, 0, 0);
}

gboolean
gt_seat_view_get_hand_box (GtSeatView   *self,
                           GdkRectangle *box)
{
  g_return_val_if_fail (GT_IS_SEAT_VIEW (self), FALSE);

  *box = self->hand_box;
  return box->width > 0;
}

/* ---- Content ------------------------------------------------------------ */

/* The count badge and what it says to a screen reader. */
static void
set_count (GtSeatView        *self,
           const GtTableSeat *ms,
           const char        *who)
{
  char *count, *a11y;

  if (ms->place > 0)
    {
      char *place = g_strdup_printf ("%u", ms->place);

      /* Translators: the count badge of a seat that has gone out */
      count = g_strdup (C_("seat count", "Out"));
      /* Translators: a seat that has gone out, for screen readers and its
       * tooltip: "East: out, place 2" (the second to go out) */
      a11y = g_strdup_printf (_("%1$s: out, place %2$u"), who, ms->place);
      gtk_label_set_text (GTK_LABEL (self->place), place);
      gtk_widget_set_tooltip_text (self->place, a11y);
      g_free (place);
    }
  else if (self->face_down && ms->count_hidden_above > 0 && ms->count > ms->count_hidden_above)
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
  self->place_no = ms->place;
  gtk_label_set_text (GTK_LABEL (self->count), count);
  gtk_widget_set_tooltip_text (self->count, a11y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->count),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
  g_free (count);
  g_free (a11y);
}

void
gt_seat_view_set_seat (GtSeatView        *self,
                       const GtTableSeat *ms,
                       const GtRuleset   *rs,
                       const GtRuleCtx   *ctx,
                       const char        *label,
                       const char        *who,
                       gboolean           face_down,
                       guint              n_backs)
{
  g_return_if_fail (GT_IS_SEAT_VIEW (self));
  g_return_if_fail (ms != NULL);

  gtk_label_set_text (GTK_LABEL (self->name), label);
  gtk_widget_set_tooltip_text (self->name, who);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, who,
                                  -1);

  /* The model has already left out a role the learner may not know. */
  self->has_role = ms->role != NULL && ms->role[0] != '\0';
  gtk_label_set_text (GTK_LABEL (self->role), self->has_role ? ms->role : "");
  /* The side of the many (Dou Dizhu's farmers) in another badge than the
   * side of the one (the landlord, Bao Huang's emperor and guard, Da Bai
   * Fen's declarers), which keeps the seal's red. */
  if (self->has_role && ms->role_many)
    gtk_widget_add_css_class (self->role, "many");
  else
    gtk_widget_remove_css_class (self->role, "many");

  self->face_down = face_down;
  gt_hand_view_set_face_down (self->hand, face_down);
  if (face_down)
    {
      GtCardList list;

      /* Backs only: which cards they are is nobody's business. */
      gt_card_list_init (&list);
      for (guint i = 0; i < n_backs && i < GT_LIST_MAX; i++)
        gt_card_list_append (&list, 0, GT_CARD_NONE);
      gt_hand_view_set_cards (self->hand, &list, NULL, NULL);
    }
  else
    gt_hand_view_set_cards (self->hand, &ms->cards, rs, ctx);
  gt_fan_view_set_n_backs (self->fan, face_down ? n_backs : 0);
  set_count (self, ms, who);
}

void
gt_seat_view_clear (GtSeatView *self)
{
  GtCardList empty;

  g_return_if_fail (GT_IS_SEAT_VIEW (self));

  gt_card_list_init (&empty);
  self->has_role = FALSE;
  gt_fan_view_set_n_backs (self->fan, 0);
  gt_hand_view_set_cards (self->hand, &empty, NULL, NULL);
}

void
gt_seat_view_set_label (GtSeatView *self,
                        const char *label)
{
  g_return_if_fail (GT_IS_SEAT_VIEW (self));
  gtk_label_set_text (GTK_LABEL (self->name), label);
}

GtHandView *
gt_seat_view_get_hand (GtSeatView *self)
{
  g_return_val_if_fail (GT_IS_SEAT_VIEW (self), NULL);
  return self->hand;
}

gboolean
gt_seat_view_get_face_down (GtSeatView *self)
{
  g_return_val_if_fail (GT_IS_SEAT_VIEW (self), FALSE);
  return self->face_down;
}

guint
gt_seat_view_get_n_fan (GtSeatView *self)
{
  g_return_val_if_fail (GT_IS_SEAT_VIEW (self), 0);
  return gt_fan_view_get_n_backs (self->fan);
}

int
gt_seat_view_get_role_width (GtSeatView *self)
{
  int w, h;

  g_return_val_if_fail (GT_IS_SEAT_VIEW (self), 0);

  if (!self->has_role)
    return 0;
  gt_widgets_measure_natural (self->role, &w, &h);
  return w;
}

/* ---- GObject ------------------------------------------------------------ */

static void
gt_seat_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GtSeatView *self = GT_SEAT_VIEW (widget);
  int w, h;

  /* The table sizes its seats with gt_seat_view_size_for(); on its own
   * a seat asks for its parts at their natural sizes. */
  gt_seat_view_size_for (self, &self->metrics, G_MAXINT / 2, &w, &h);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = w;
  else
    {
      if (for_size >= 0)
        gt_seat_view_size_for (self, &self->metrics, for_size, &w, &h);
      *minimum = *natural = h;
    }
}

static void
gt_seat_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GT_TYPE_SEAT_VIEW);
  G_OBJECT_CLASS (gt_seat_view_parent_class)->dispose (object);
}

static void
gt_seat_view_class_init (GtSeatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_seat_view_dispose;

  widget_class->measure = gt_seat_view_measure;
  widget_class->size_allocate = gt_seat_view_size_allocate;

  /* The template is in the widgets' resource, which this registers. */
  gt_widgets_init ();
  g_type_ensure (GT_TYPE_HAND_VIEW);
  g_type_ensure (GT_TYPE_FAN_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/widgets/gt-seat-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GtSeatView, name);
  gtk_widget_class_bind_template_child (widget_class, GtSeatView, place);
  gtk_widget_class_bind_template_child (widget_class, GtSeatView, count);
  gtk_widget_class_bind_template_child (widget_class, GtSeatView, role);
  gtk_widget_class_bind_template_child (widget_class, GtSeatView, hand);
  gtk_widget_class_bind_template_child (widget_class, GtSeatView, fan);

  gtk_widget_class_set_css_name (widget_class, "seat");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gt_seat_view_init (GtSeatView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gt_hand_view_set_sort (self->hand, GT_HAND_SORT_RANK);
  /* Nothing of a place, a role or a fan until a seat shows one. */
  gtk_widget_set_child_visible (self->place, FALSE);
  gtk_widget_set_child_visible (self->role, FALSE);
  gtk_widget_set_child_visible (GTK_WIDGET (self->fan), FALSE);
}

GtkWidget *
gt_seat_view_new (void)
{
  return g_object_new (GT_TYPE_SEAT_VIEW, NULL);
}
