/* test-five-seats.c — the table of a five-seat game with roles (Bao Huang)
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 18, item 6: a whole deal of Bao Huang gives the learner 34 cards;
 * at 360 and at 1100 px every card's corner index must stay in view (no
 * card drawn later covers it), and the hand must stay inside the table.
 * The roles: the emperor's badge at his seat, the guard's only once the
 * guard card has been played — the table never tells what the learner
 * may not know.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-table-view.h"
#include "gt-test-support.h"

/* The first shuffle that deals the learner (seat 1) 34 cards. */
static void
deal_34 (GtGame *game)
{
  const GtRuleset *rs = gt_ruleset_lookup ("baohuang");

  g_assert_nonnull (rs);
  for (guint32 seed = 1; seed < 1000; seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);

      gt_game_init (game, rs, 0);
      g_assert_true (gt_game_deal (game, rand));
      g_rand_free (rand);
      if (game->count[0] == 34)
        return;
    }
  g_assert_not_reached ();
}

/* The corner index of a card: its rank over its suit, centred at 0.16 of
 * the width from the left and ending above half the width from the top
 * (gt-card-painter.c) — with a little room, 0.3 W by 0.5 W. */
static graphene_rect_t
index_of (const graphene_rect_t *card)
{
  graphene_rect_t r;

  graphene_rect_init (&r, card->origin.x + 1, card->origin.y + 1,
                      card->size.width * 0.3f - 1, card->size.width * 0.5f - 1);
  return r;
}

static void
check_hand_at (int width)
{
  GtGame game;
  GtTableModel *m = g_new (GtTableModel, 1);
  GtTableView *table = GT_TABLE_VIEW (gt_table_view_new ());
  GtkWidget *window = gtk_window_new ();
  GtHandView *hand;
  guint n;

  deal_34 (&game);
  gt_table_model_from_game (m, game.rs, &game, 0x1e);
  g_assert_cmpuint (m->n_seats, ==, 5);
  g_assert_cmpuint (m->seats[0].count, ==, 34);

  gtk_window_set_default_size (GTK_WINDOW (window), width, 760);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (table));
  gt_table_view_set_model (table, m);
  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_frames_drawn (window);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table)), <=, width);

  hand = gt_table_view_get_hand (table);
  n = gt_hand_view_get_n_cards (hand);
  g_assert_cmpuint (n, ==, 34);
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t card, ix;

      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (gt_hand_view_get_card_view (hand, i)),
                                                GTK_WIDGET (table), &card));
      /* Inside the table, and not a mini card (whose face differs). */
      g_assert_cmpfloat (card.origin.x, >=, 0);
      g_assert_cmpfloat (card.origin.x + card.size.width, <=, gtk_widget_get_width (GTK_WIDGET (table)));
      g_assert_cmpfloat (card.origin.y + card.size.height, <=, gtk_widget_get_height (GTK_WIDGET (table)));
      g_assert_cmpfloat (card.size.width, >=, 40);
      /* No card drawn after it (later children are on top) covers its
       * index. */
      ix = index_of (&card);
      for (guint j = i + 1; j < n; j++)
        {
          graphene_rect_t later;

          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (gt_hand_view_get_card_view (hand, j)),
                                                    GTK_WIDGET (table), &later));
          if (graphene_rect_intersection (&ix, &later, NULL))
            g_error ("at %d px card %u's index (%.0f,%.0f %.0fx%.0f) is under card %u (%.0f,%.0f)",
                     width, i, ix.origin.x, ix.origin.y, ix.size.width, ix.size.height,
                     j, later.origin.x, later.origin.y);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  g_free (m);
}

static void
test_hand_34 (void)
{
  check_hand_at (360);
  check_hand_at (1100);
}

/* The role badges shown, as "seat:role" by slot, the learner's first. */
static char *
roles_shown (GtTableView *table)
{
  g_autoptr(GPtrArray) roles = gt_test_find_with_class (GTK_WIDGET (table), "role");
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < roles->len; i++)
    {
      GtkWidget *role = g_ptr_array_index (roles, i);

      if (gtk_widget_get_child_visible (role) && gtk_label_get_text (GTK_LABEL (role))[0] != '\0')
        g_string_append_printf (text, "%s%u:%s", text->len > 0 ? " " : "", i + 1,
                                gtk_label_get_text (GTK_LABEL (role)));
    }
  return g_string_free (text, FALSE);
}

static void
test_roles (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("baohuang");
  GtTableView *table = GT_TABLE_VIEW (gt_table_view_new ());
  GtkWidget *window = gtk_window_new ();
  GtTableModel *m = g_new (GtTableModel, 1);
  g_autoptr(GError) error = NULL;
  GtGame game;
  char *shown;
  static const char hidden[] =
    "[position]\n1=SK HK RJ* S7\n2=SA HA\n3=S2 H2 BJ*\n4=S9 D9\n5=C10 CJ\nemperor=1\nguard=3\nturn=1\n";
  static const char revealed[] =
    "[position]\n1=SK HK RJ* S7\n2=SA HA\n3=S2 H2\n4=S9 D9\n5=C10 CJ\ntable=BJ*\ntable-by=3\n"
    "emperor=1\nguard=3\nturn=4\n";

  g_assert_nonnull (rs);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (table));
  gtk_window_present (GTK_WINDOW (window));

  /* The guard card still in Player 3's hand: the others do not know. */
  g_assert_true (gt_game_load_string (&game, rs, hidden, "position", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gt_game_seat_role (&game, 0, 0), ==, "Emperor");
  g_assert_null (gt_game_seat_role (&game, 2, 0));
  g_assert_null (gt_game_seat_role (&game, 2, GT_SEAT_NONE));
  /* … but Player 3 does. */
  g_assert_cmpstr (gt_game_seat_role (&game, 2, 2), ==, "Guard");
  g_assert_null (gt_game_seat_role (&game, 1, 0));
  gt_table_model_from_game (m, rs, &game, 0x1e);
  g_assert_cmpstr (m->seats[0].role, ==, "Emperor");
  g_assert_null (m->seats[2].role);
  gt_table_view_set_model (table, m);
  gt_test_run_frames_drawn (window);
  shown = roles_shown (table);
  g_assert_cmpstr (shown, ==, "1:Emperor");
  g_free (shown);

  /* Played: everyone knows. */
  g_assert_true (gt_game_load_string (&game, rs, revealed, "position", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gt_game_seat_role (&game, 2, 0), ==, "Guard");
  gt_table_model_from_game (m, rs, &game, 0x1e);
  gt_table_view_set_model (table, m);
  gt_test_run_frames_drawn (window);
  shown = roles_shown (table);
  g_assert_cmpstr (shown, ==, "1:Emperor 3:Guard");
  g_free (shown);

  /* A game without roles shows none. */
  g_assert_true (gt_game_load_string (&game, gt_ruleset_lookup ("guandan"),
                                      "[position]\nS=S3 H4\nE=S5\nN=S6\nW=S7\nturn=S\n", "position", &error));
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_null (gt_game_seat_role (&game, seat, 0));
  gt_table_model_from_game (m, game.rs, &game, 0);
  gt_table_view_set_model (table, m);
  gt_test_run_frames_drawn (window);
  shown = roles_shown (table);
  g_assert_cmpstr (shown, ==, "");
  g_free (shown);

  gtk_window_destroy (GTK_WINDOW (window));
  g_free (m);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/five-seats/hand-34", test_hand_34);
  g_test_add_func ("/five-seats/roles", test_roles);

  return g_test_run ();
}
