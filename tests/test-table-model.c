/* test-table-model.c — the table's view-model, without a display
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game whose deal is decided by the card points one side takes (Da Bai
 * Fen) lays the defenders' point cards face up on the table with their
 * total, and marks the declaring side at its seats: both asked of the
 * game (gt_game_is_defender(), gt_game_seat_role()), so a trick taken by
 * a declarer adds nothing to the pile and a climbing game has none.
 */
#include "config.h"

#include <string.h>

#include "gt-table-model.h"

/* A Da Bai Fen trick under way: E led the SA, N gave the SK, W the S10;
 * S still to follow.  S–N declare, trumps are hearts at rank 5. */
static const char dbf_position[] =
  "[position]\n"
  "level=5\n"
  "levels=5,5\n"
  "declarer=SN\n"
  "trump=H\n"
  "S=S3 C6 DK\n"
  "E=H4 D6\n"
  "N=S6 D3\n"
  "W=D4 C9\n"
  "trick=SA / SK / S10\n"
  "trick-by=E\n"
  "turn=S\n";

static void
load (const char *id,
      const char *text,
      GtGame     *game)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  const char *bad_key = NULL;
  const GtRuleset *rs = gt_ruleset_lookup (id);

  g_assert_nonnull (rs);
  g_assert_true (g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_NONE, &error));
  g_assert_true (gt_game_load_key_file (game, rs, kf, "position", &bad_key, &error));
  g_assert_no_error (error);
}

static void
play (GtGame     *game,
      guint       seat,
      const char *cards)
{
  g_autoptr (GError) error = NULL;
  GtCardList list;
  GtAction action;
  GtVerdict v;
  gboolean ok;

  g_assert_true (gt_card_list_parse (cards, game->rs->copies, &list, &error));
  gt_action_play (&action, seat, &list);
  gt_verdict_init (&v);
  ok = gt_game_act (game, game->rs, &action, &v, NULL);
  if (!ok)
    g_test_message ("%s refused: %s", cards, v.explanation);
  g_assert_true (ok);
  gt_verdict_clear (&v);
}

static gboolean
has_card (const GtCardList *list,
          const char       *name)
{
  for (guint i = 0; i < list->n; i++)
    if (g_str_equal (gt_card_to_string (list->card[i]), name))
      return TRUE;
  return FALSE;
}

static void
test_points_none_yet (void)
{
  GtGame game;
  GtTableModel model;
  g_autofree char *text = NULL;

  load ("dabaifen", dbf_position, &game);
  gt_table_model_from_game (&model, game.rs, &game, 0);

  /* A position from a file: nothing taken yet, but the pile is there. */
  g_assert_true (model.has_points);
  g_assert_cmpuint (model.points, ==, 0);
  g_assert_cmpuint (model.point_cards.n, ==, 0);
  g_assert_cmpuint (model.defenders, ==, (1u << GT_SEAT_E) | (1u << GT_SEAT_W));
  text = gt_table_model_points_text (&model);
  g_assert_cmpstr (text, ==, "Defenders 0");

  /* The declarers marked at both their seats, the defenders not. */
  g_assert_cmpstr (model.seats[GT_SEAT_S].role, ==, "Declarer");
  g_assert_cmpstr (model.seats[GT_SEAT_N].role, ==, "Declarer");
  g_assert_null (model.seats[GT_SEAT_E].role);
  g_assert_null (model.seats[GT_SEAT_W].role);
}

static void
test_points_taken (void)
{
  GtGame game;
  GtTableModel model;
  g_autofree char *text = NULL;

  load ("dabaifen", dbf_position, &game);

  /* S follows low: E's Ace takes the King and the 10, 20 points. */
  play (&game, GT_SEAT_S, "S3");
  g_assert_cmpuint (game.points[GT_SEAT_E], ==, 20);
  gt_table_model_from_game (&model, game.rs, &game, 0);
  g_assert_cmpuint (model.points, ==, 20);
  g_assert_cmpuint (model.point_cards.n, ==, 2);
  g_assert_true (has_card (&model.point_cards, "S10"));
  g_assert_true (has_card (&model.point_cards, "SK"));
  /* In the order of the card kinds: the 10 before the King. */
  g_assert_cmpstr (gt_card_to_string (model.point_cards.card[0]), ==, "S10");
  text = gt_table_model_points_text (&model);
  g_assert_cmpstr (text, ==, "Defenders 20");

  /* The next trick goes to S, a declarer: its King is not the
   * defenders', and the pile stays as it was. */
  play (&game, GT_SEAT_E, "D6");
  play (&game, GT_SEAT_N, "D3");
  play (&game, GT_SEAT_W, "D4");
  play (&game, GT_SEAT_S, "DK");
  g_assert_cmpuint (game.points[GT_SEAT_S], ==, 10);
  gt_table_model_from_game (&model, game.rs, &game, 0);
  g_assert_cmpuint (model.points, ==, 20);
  g_assert_cmpuint (model.point_cards.n, ==, 2);
  g_assert_false (has_card (&model.point_cards, "DK"));
}

/* The last trick to the defenders: the kitty, its points doubled, joins
 * the pile (puzzles/dbf-trump-low.puzzle's position, S trumping with the
 * joker instead of the 3). */
static void
test_points_kitty (void)
{
  GtGame game;
  GtTableModel model;
  g_autofree char *text = NULL;

  load ("dabaifen",
        "[position]\n"
        "levels=5,5\nlevel=5\ndeclarer=SN\ntrump=H\n"
        "S=H3 BJ DA\nE=HA S9\nN=D2 D3\nW=H2 DK\n"
        "stock=D10 C3 C4 C6 C7 C8\n"
        "trick=SK / S2 / S10\ntrick-by=E\nturn=S\n", &game);
  play (&game, GT_SEAT_S, "BJ");
  play (&game, GT_SEAT_S, "DA");
  play (&game, GT_SEAT_E, "S9");
  play (&game, GT_SEAT_N, "D2");
  play (&game, GT_SEAT_W, "DK");
  gt_table_model_from_game (&model, game.rs, &game, 0);
  /* The Ace of diamonds took the King: the declarers' 10 points. */
  g_assert_cmpuint (model.points, ==, 0);
  g_assert_cmpuint (model.point_cards.n, ==, 0);

  /* S leads the 3 of hearts into E's Ace: the last trick and the kitty's
   * 10 of diamonds, doubled, to the defenders. */
  play (&game, GT_SEAT_S, "H3");
  play (&game, GT_SEAT_E, "HA");
  play (&game, GT_SEAT_N, "D3");
  play (&game, GT_SEAT_W, "H2");
  g_assert_cmpuint (gt_game_defenders_points (&game), ==, 20);
  gt_table_model_from_game (&model, game.rs, &game, 0);
  g_assert_cmpuint (model.points, ==, 20);
  g_assert_cmpuint (model.point_cards.n, ==, 1);
  g_assert_true (has_card (&model.point_cards, "D10"));
  text = gt_table_model_points_text (&model);
  g_assert_cmpstr (text, ==, "Defenders 20");
}

static void
test_points_climbing (void)
{
  GtGame game;
  GtTableModel model;

  load ("guandan",
        "[position]\nS=S3 S4\nE=H5\nN=D9\nW=C7\nturn=S\n", &game);
  gt_table_model_from_game (&model, game.rs, &game, 0);
  g_assert_false (model.has_points);
  g_assert_cmpuint (model.defenders, ==, 0);
  g_assert_null (gt_table_model_points_text (&model));
}

/* The sides told apart: the farmers' badges (two of a role against the
 * landlord's one) are the many's; the landlord's and Bao Huang's emperor
 * (a role alone) are not. */
static void
test_role_sides (void)
{
  GtGame game;
  GtTableModel model;

  load ("doudizhu", "[position]\n1=S3 S9 S5\n2=S4 H4\n3=SJ\nlandlord=2\nbid=3\nturn=1\n", &game);
  gt_table_model_from_game (&model, game.rs, &game, 0);
  g_assert_nonnull (model.seats[1].role);
  g_assert_false (model.seats[1].role_many);
  g_assert_true (model.seats[0].role_many);
  g_assert_true (model.seats[2].role_many);
  g_assert_cmpstr (model.seats[0].role, !=, model.seats[1].role);

  load ("guandan", "[position]\nS=S3 S4\nE=H5\nN=D9\nW=C7\nturn=S\n", &game);
  gt_table_model_from_game (&model, game.rs, &game, 0);
  for (guint i = 0; i < model.n_seats; i++)
    g_assert_false (model.seats[i].role_many);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-model/points/none-yet", test_points_none_yet);
  g_test_add_func ("/table-model/points/taken", test_points_taken);
  g_test_add_func ("/table-model/points/kitty", test_points_kitty);
  g_test_add_func ("/table-model/points/climbing", test_points_climbing);
  g_test_add_func ("/table-model/role-sides", test_role_sides);
  return g_test_run ();
}
