/* test-seat-layout.c — the table's layout manager: the seats round the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtSeatLayout (gt-seat-layout.c) places a GtTableView's seats.  At the
 * narrowest window (360 px) and a wide one, for every seat count and both
 * kinds of table (a climbing round, a trick with a play before every
 * seat), each seat is inside the table, no seat is over another, over the
 * centre or over a play, each seat's parts are inside the seat (a seat gone
 * out too, its place and "Out" badge), and the
 * table is as tall as it asked to be for its width.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "gt-seat-layout.h"
#include "gt-seat-view.h"
#include "gt-table-view.h"
#include "gt-test-support.h"

static GtCardList
cards (const char *text)
{
  GtCardList list;
  GError *error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s: %s", text, error->message);
  return list;
}

/* n seats, the learner's face up, a play to beat (a climbing round) or a
 * play before every seat (a trick). */
static void
make_model (GtTableModel *m,
            guint         n,
            GtTableKind   kind)
{
  static const char *const plays[GT_TABLE_MAX_SEATS] = { "S3", "H9", "DQ", "CK", "SA", "H2" };

  gt_table_model_init (m, n);
  for (guint i = 1; i < n; i++)
    m->seats[i].count = 9 + i;
  /* The seat after the learner's gone out first: its place and "Out" are
   * wider than a narrow side column's seat (they went past its edges). */
  m->seats[1].count = 0;
  m->seats[1].place = 1;
  m->seats[0].face_up = TRUE;
  m->seats[0].cards = cards ("S3 H5 D7 C9 SJ HQ DK CA");
  m->seats[0].count = 8;
  m->kind = kind;
  m->turn = 1;
  if (kind == GT_TABLE_TRICK)
    {
      m->trick_leader = 1;
      m->trick_n = n;
      for (guint i = 0; i < n; i++)
        m->trick[i] = cards (plays[i]);
      m->trick_winning = 2;
    }
  else
    {
      m->round_by = n - 1;
      m->round_play = cards ("H8 D8");
    }
}

/* Where a widget is in the table. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *table)
{
  graphene_rect_t b;

  g_assert_true (gtk_widget_compute_bounds (widget, table, &b));
  return b;
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  graphene_rect_t i;

  /* Touching edges are not an overlap. */
  return graphene_rect_intersection (a, b, &i) && i.size.width > 0.5 && i.size.height > 0.5;
}

static void
check_table (GtkWidget *table,
             guint      n,
             int        width)
{
  GPtrArray *seats = g_ptr_array_new (), *plays = g_ptr_array_new ();
  GtkWidget *centre = NULL;
  double tw = gtk_widget_get_width (table), th = gtk_widget_get_height (table);
  graphene_rect_t centre_b;
  int min, nat;

  g_test_message ("%u seats at %d px", n, width);
  g_assert_cmpfloat (tw, <=, width);
  for (GtkWidget *c = gtk_widget_get_first_child (table); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GT_IS_SEAT_VIEW (c))
        g_ptr_array_add (seats, c);
      else if (g_str_equal (gtk_widget_get_css_name (c), "centre"))
        centre = c;
      else if ((gtk_widget_has_css_class (c, "last-play") || gtk_widget_has_css_class (c, "table-play")) &&
               gtk_widget_get_child_visible (c))
        g_ptr_array_add (plays, c);
    }
  g_assert_cmpuint (seats->len, ==, n);
  g_assert_nonnull (centre);
  centre_b = bounds_in (centre, table);
  /* Every play of a trick is on the table, and the play to beat. */
  g_assert_cmpuint (plays->len, >=, 1);

  for (guint k = 0; k < n; k++)
    {
      GtkWidget *seat = seats->pdata[k];
      graphene_rect_t b = bounds_in (seat, table);

      g_assert_true (gtk_widget_get_child_visible (seat));
      g_assert_cmpfloat (b.size.width, >, 0);
      g_assert_cmpfloat (b.origin.x, >=, 0);
      g_assert_cmpfloat (b.origin.y, >=, 0);
      g_assert_cmpfloat (b.origin.x + b.size.width, <=, tw);
      g_assert_cmpfloat (b.origin.y + b.size.height, <=, th);
      if (overlap (&b, &centre_b))
        g_error ("seat %u (%.0f,%.0f %.0fx%.0f) is over the centre", k,
                 b.origin.x, b.origin.y, b.size.width, b.size.height);
      for (guint j = 0; j < k; j++)
        {
          graphene_rect_t o = bounds_in (seats->pdata[j], table);

          if (overlap (&b, &o))
            g_error ("seat %u (%.0f,%.0f %.0fx%.0f) is over seat %u (%.0f,%.0f %.0fx%.0f)", k,
                     b.origin.x, b.origin.y, b.size.width, b.size.height,
                     j, o.origin.x, o.origin.y, o.size.width, o.size.height);
        }
      for (guint j = 0; j < plays->len; j++)
        {
          graphene_rect_t p = bounds_in (plays->pdata[j], table);

          g_assert_false (overlap (&b, &p));
        }
      /* The seat's name, count and hand (or fan) are inside it. */
      for (GtkWidget *part = gtk_widget_get_first_child (seat); part != NULL;
           part = gtk_widget_get_next_sibling (part))
        {
          graphene_rect_t p;

          if (!gtk_widget_get_child_visible (part))
            continue;
          p = bounds_in (part, table);
          g_assert_true (graphene_rect_contains_rect (&b, &p));
        }
    }
  /* The learner at the bottom, below every other seat. */
  for (guint k = 1; k < n; k++)
    g_assert_cmpfloat (bounds_in (seats->pdata[k], table).origin.y, <, bounds_in (seats->pdata[0], table).origin.y);
  /* As tall as the table asked for at that width (the window is taller). */
  gtk_widget_measure (table, GTK_ORIENTATION_VERTICAL, (int) tw, &min, &nat, NULL, NULL);
  g_assert_cmpfloat (th, >=, min);

  g_ptr_array_unref (seats);
  g_ptr_array_unref (plays);
}

static void
test_rings (void)
{
  static const int widths[] = { 360, 1100 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *table = gt_table_view_new ();
  GtTableModel *m = g_new (GtTableModel, 1);

  /* The table lays out through its own layout manager. */
  g_assert_true (GT_IS_SEAT_LAYOUT (gtk_widget_get_layout_manager (table)));

  gtk_window_set_child (GTK_WINDOW (window), table);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 900);
      gtk_window_present (GTK_WINDOW (window));
      for (guint n = 2; n <= GT_TABLE_MAX_SEATS; n++)
        for (GtTableKind kind = GT_TABLE_CLIMB; kind <= GT_TABLE_TRICK; kind++)
          {
            make_model (m, n, kind);
            gt_table_view_set_model (GT_TABLE_VIEW (table), m);
            gt_test_run_frames_drawn (window);
            g_assert_cmpuint (gt_table_view_get_n_seats (GT_TABLE_VIEW (table)), ==, n);
            g_assert_cmpint (gtk_widget_has_css_class (table, "compact"), ==, widths[w] < 600);
            check_table (table, n, widths[w]);
          }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_free (m);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seat-layout/rings", test_rings);
  return g_test_run ();
}
