/* bench-hand-redraw.c — how long a 27-card hand takes to redraw
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xvfb-run -a build/bench/bench-hand-redraw [-w WIDTH] [-n FRAMES] [DECK …]
 *
 * A hand of 27 cards (a Guandan hand at level 2, both wild cards in it)
 * in a window, cards WIDTH px wide (default 90: the table's learner's
 * cards at 1100 px), for each DECK (an installed deck's id, "svg-standard";
 * "large-index" for the drawn cards; default: large-index, svg-standard,
 * svg-nicu-white and svg-dondorf, the lightest and the heaviest).  One
 * frame is: every card told to redraw (what a new hand, a change of deck
 * or of style does; a raised card redraws only itself), then the window's
 * frame clock runs a frame: the window's snapshot and its rendering, timed
 * from the frame's "before-paint" to its "after-paint".  Printed for each deck, in ms per frame:
 *
 *   - cold: the card cache emptied before each frame, so every card is
 *     painted (the deck's SVG drawn by librsvg, or the drawn card);
 *   - warm: the cache kept, so each card is its texture;
 *
 * the median of FRAMES frames (default 30) and the worst.  A frame at
 * 60 Hz has 16.7 ms.
 */
#include "config.h"

#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

#include "gt-card-cache.h"
#include "gt-hand-view.h"
#include "gt-ruleset.h"

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
queue_draw_cards (GtHandView *hand)
{
  for (guint i = 0; i < gt_hand_view_get_n_cards (hand); i++)
    gtk_widget_queue_draw (GTK_WIDGET (gt_hand_view_get_card_view (hand, i)));
  gtk_widget_queue_draw (GTK_WIDGET (hand));
}

/* One frame, as the window's frame clock runs it: timed from the start of
 * its paint phase (where the cold runs empty the cache) to its end
 * (the window's snapshot and render). */
typedef struct {
  gboolean cold;
  gint64 start;
  gint64 end;
} Frame;

static void
before_paint_cb (GdkFrameClock *clock,
           Frame         *f)
{
  if (f->start != 0)
    return;
  if (f->cold)
    gt_card_cache_clear (gt_card_cache_get_default ());
  f->start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frame         *f)
{
  if (f->start != 0 && f->end == 0)
    f->end = g_get_monotonic_time ();
}

static double
frame (GtkWidget  *window,
       GtHandView *hand,
       gboolean    cold)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  Frame f = { cold, 0, 0 };
  gulong a = g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &f);
  gulong b = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &f);
  gint64 give_up = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  queue_draw_cards (hand);
  while (f.end == 0)
    {
      g_main_context_iteration (NULL, FALSE);
      if (g_get_monotonic_time () > give_up)
        g_error ("no frame drawn in 5 s");
    }
  g_signal_handler_disconnect (clock, a);
  g_signal_handler_disconnect (clock, b);
  return (f.end - f.start) / 1000.0;
}

static void
settle (GtkWidget *window)
{
  gint64 end = g_get_monotonic_time () + 200 * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  int width = 90, frames = 30;
  const char *default_decks[] = { "large-index", "svg-standard", "svg-nicu-white", "svg-dondorf", NULL };
  g_autoptr(GPtrArray) decks = g_ptr_array_new ();
  GtkWidget *window, *hand;
  GtCardList list;
  GtRuleCtx ctx;
  g_autoptr(GError) error = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "-w") && i + 1 < argc)
        width = MAX (16, atoi (argv[i + 1])), i++;
      else if (g_str_equal (argv[i], "-n") && i + 1 < argc)
        frames = MAX (1, atoi (argv[i + 1])), i++;
      else
        g_ptr_array_add (decks, argv[i]);
    }
  if (decks->len == 0)
    for (guint i = 0; default_decks[i] != NULL; i++)
      g_ptr_array_add (decks, (gpointer) default_decks[i]);

  gtk_init ();

  /* 27 cards: both wild cards (2♥ at level 2), both jokers. */
  if (!gt_card_list_parse ("RJ BJ HA SA DK CK HQ SJ D10 C9 H9 S8 D8 C7 H7 S6 D6 C5 H5 S4 D4 C3 H3 S3 H2 H2 S2",
                           NULL, &list, &error))
    g_error ("%s", error->message);
  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 2);
  hand = gt_hand_view_new ();
  gt_hand_view_set_card_width (GT_HAND_VIEW (hand), width);
  gt_hand_view_set_cards (GT_HAND_VIEW (hand), &list, gt_ruleset_guandan (), &ctx);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width * 12, width * 3);
  gtk_window_set_child (GTK_WINDOW (window), hand);
  gtk_window_present (GTK_WINDOW (window));
  settle (window);

  g_print ("27-card hand, cards %d px wide, hand %d × %d px, %s renderer, %d frames a figure\n",
           width, gtk_widget_get_width (hand), gtk_widget_get_height (hand),
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))), frames);
  g_print ("%-18s %12s %12s %12s %12s\n", "deck", "cold median", "cold worst", "warm median", "warm worst");
  for (guint d = 0; d < decks->len; d++)
    {
      const char *id = g_ptr_array_index (decks, d);
      double *cold = g_new (double, frames), *warm = g_new (double, frames);
      gint64 load = g_get_monotonic_time ();

      if (!gt_card_cache_set_deck_id (gt_card_cache_get_default (), id) && !g_str_equal (id, "large-index"))
        {
          g_print ("%-18s not installed\n", id);
          continue;
        }
      load = g_get_monotonic_time () - load;
      frame (window, GT_HAND_VIEW (hand), TRUE);   /* fonts and the like, once */
      for (int i = 0; i < frames; i++)
        cold[i] = frame (window, GT_HAND_VIEW (hand), TRUE);
      for (int i = 0; i < frames; i++)
        warm[i] = frame (window, GT_HAND_VIEW (hand), FALSE);
      qsort (cold, frames, sizeof *cold, compare_double);
      qsort (warm, frames, sizeof *warm, compare_double);
      g_print ("%-18s %9.2f ms %9.2f ms %9.2f ms %9.2f ms   (deck loaded in %.0f ms)\n", id,
               cold[frames / 2], cold[frames - 1], warm[frames / 2], warm[frames - 1], load / 1000.0);
      g_free (cold);
      g_free (warm);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
