/* widget-gallery.c — every card kind, a hand and a table, to look at
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   widget-gallery [--dark] [--gtk] [--width W] [--height H] [--card-width W]
 *                  [--section cards|hand|table|dummy|open|seats3|seats5|seats6|trick]
 *                  [--screenshot FILE.png]
 *
 * Sections: the card kinds; hands; a four-seat table in play (backs for
 * the others); "dummy": a two-seat double-dummy puzzle (S against E, both
 * hands open) in play with a prompt above the hand, then at its end with
 * the page's status and no turn outline; "open": four seats face up, W's
 * play with a declared wild card.
 *
 * With --screenshot the window is rendered to a PNG once it has been laid
 * out, and the program exits.  It runs with libadwaita, as the application
 * does; --gtk leaves libadwaita out (GTK's own style), and --dark asks for
 * the dark style from whichever is in use.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>

#include "gt-card-view.h"
#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-table-view.h"
#include "gt-test-support.h"

static char *screenshot_file;
static gboolean dark;
static gboolean gtk_only;
static int window_width = 1000;
static int window_height = -1;
static int card_width = 64;
static char *section;
static GMainLoop *loop;
static int exit_status;

static const GOptionEntry options[] = {
  { "screenshot", 0, 0, G_OPTION_ARG_FILENAME, &screenshot_file, "Render the window to FILE and exit", "FILE" },
  { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
  { "gtk", 0, 0, G_OPTION_ARG_NONE, &gtk_only, "GTK's style, without libadwaita", NULL },
  { "width", 0, 0, G_OPTION_ARG_INT, &window_width, "Window width", "W" },
  { "height", 0, 0, G_OPTION_ARG_INT, &window_height, "Window height (default: what the content needs)", "H" },
  { "card-width", 0, 0, G_OPTION_ARG_INT, &card_width, "Card width in the grid", "W" },
  { "section", 0, 0, G_OPTION_ARG_STRING, &section, "Show one section: cards, hand, table, dummy, open, seats3, seats5, seats6 or trick", "NAME" },
  { NULL }
};

static GtCard
card (const char *text)
{
  GtCard c = GT_CARD_NONE;

  if (!gt_card_parse (text, -1, &c))
    g_error ("bad card %s", text);
  return c;
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/* One cell of the card grid: the card and a caption under it. */
static GtkWidget *
cell (GtkWidget  *view,
      const char *caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *label = gtk_label_new (caption);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static GtCardView *
new_card (const char *text)
{
  GtCardView *v = GT_CARD_VIEW (gt_card_view_new (card (text)));

  gt_card_view_set_width (v, card_width);
  return v;
}

static GtkWidget *
card_grid (void)
{
  /* A grid rather than a flow box: its height for a width is exact, which
   * the screenshot's window size relies on. */
  GtkWidget *grid = gtk_grid_new ();
  static const char *const plain[] = { "S7", "H2", "D10", "CJ", "HQ", "SK", "DA", "C3" };
  int columns = MAX (2, (window_width - 48) / (card_width + 44));
  int n = 0;
  GtCardView *v;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);

#define ADD(view, caption) \
  (gtk_grid_attach (GTK_GRID (grid), cell (GTK_WIDGET (view), caption), n % columns, n / columns, 1, 1), n++)
#define NEW(text) (v = new_card (text))

  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    ADD (NEW (plain[i]), gt_card_to_symbol (card (plain[i])));

  ADD (NEW ("RJ"), "big joker");
  ADD (NEW ("BJ"), "small joker");

  NEW ("S5");
  gt_card_view_set_level (v, TRUE, FALSE);
  ADD (v, "level card");

  NEW ("H5");
  gt_card_view_set_level (v, TRUE, TRUE);
  ADD (v, "wild");

  NEW ("H5");
  gt_card_view_set_level (v, TRUE, TRUE);
  gt_card_view_set_declared (v, card ("S9"));
  ADD (v, "wild as ♠9");

  NEW ("H5");
  gt_card_view_set_level (v, TRUE, TRUE);
  gt_card_view_set_declared (v, card ("D10"));
  ADD (v, "wild as ♦10");

  NEW ("S9");
  gt_card_view_set_face_down (v, TRUE);
  ADD (v, "face down");

  NEW ("D8");
  gt_card_view_set_selected (v, TRUE);
  ADD (v, "selected");

  NEW ("C9");
  gt_card_view_set_mark (v, GT_CARD_MARK_HINT);
  ADD (v, "hint");

  NEW ("HK");
  gt_card_view_set_mark (v, GT_CARD_MARK_FAULT);
  ADD (v, "fault");

  NEW ("S4");
  gt_card_view_set_mark (v, GT_CARD_MARK_FAULT);
  gt_card_view_set_selected (v, TRUE);
  ADD (v, "selected, fault");

#undef NEW
#undef ADD
  return grid;
}

/* The same drawing at other sizes: inline (30 px, rank over suit only) and
 * projector (110 px, with the second index). */
static GtkWidget *
card_sizes (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  static const struct { const char *card; int width; } sizes[] = {
    { "SQ", 30 }, { "H5", 30 }, { "BJ", 30 }, { "H10", 110 }, { "RJ", 110 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtCardView *v = new_card (sizes[i].card);
      char *caption = g_strdup_printf ("%d px", sizes[i].width);

      gt_card_view_set_width (v, sizes[i].width);
      if (g_str_equal (sizes[i].card, "H5"))
        gt_card_view_set_level (v, TRUE, TRUE);
      gtk_widget_set_valign (GTK_WIDGET (v), GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), cell (GTK_WIDGET (v), caption));
      g_free (caption);
    }
  return box;
}

/* A position in the middle of a deal at level 5: E played a straight with
 * the wild ♥5 as ♠7, N passed, W to move. */
static const char position[] =
  "[position]\n"
  "levels=5,3\n"
  "level=5\n"
  "S=RJ H5 S5 C5 SA DA HK CQ DJ S10 H9 C8 D3 S2\n"
  "E=S3 S4 D6 HQ C9 D2 BJ\n"
  "N=S8 H8 D8 C7 D7 S9 H9 SJ HJ CK DK CA HA C2 H2\n"
  "W=H3 C3 D4 SQ\n"
  "table=S6 H5=S7 D8 C9 H10\n"
  "table-by=E\n"
  "passed=N\n"
  "turn=W\n";

/* A two-seat puzzle, double dummy: E led a straight with the wild ♥2 as
 * ♠9, S to answer. */
static const char dummy_position[] =
  "[position]\n"
  "level=2\n"
  "S=S5 S6 S7 S8 H2 C4 DK DA\n"
  "E=SJ HJ DJ CJ S3 D3 CQ H7 D9\n"
  "table=H10 H2=S9 D8 C7 S6\n"
  "table-by=E\n"
  "turn=S\n";

/* Its end: S went out. */
static const char dummy_end[] =
  "[position]\n"
  "level=2\n"
  "S=\n"
  "E=SJ HJ DJ CJ S3 D3\n"
  "table=H2=S9 S5 S6 S7 S8\n"
  "table-by=S\n"
  "finished=S\n"
  "turn=E\n";

/* Four seats, every hand open: W played a pair with the wild ♥5 as ♠Q,
 * N to move. */
static const char open_position[] =
  "[position]\n"
  "levels=5,3\n"
  "level=5\n"
  "S=RJ S5 C5 SA DA HK CQ DJ S10 H9 C8 D3 S2\n"
  "E=S3 S4 D6 HQ C9 D2 BJ\n"
  "N=S8 H8 D8 C7 D7 S9 H9 SJ HJ CK D5\n"
  "W=H3 C3 D4 SK\n"
  "table=DQ H5=SQ\n"
  "table-by=W\n"
  "passed=S E\n"
  "turn=N\n";

static const GtRuleset *rs;
static GtGame game;
static GtRuleCtx ctx;

/* The learner's hand, to show the focus ring in the screenshot. */
static GtHandView *focus_hand;

static GtkWidget *
hands (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *hand, *play, *backs;
  GtCardList list, pick;
  GError *error = NULL;

  if (!gt_card_list_parse ("H5=S7", NULL, &pick, &error))
    g_error ("%s", error->message);

  hand = gt_hand_view_new ();
  gt_hand_view_set_interactive (GT_HAND_VIEW (hand), TRUE);
  gt_hand_view_set_card_width (GT_HAND_VIEW (hand), card_width);
  gt_game_hand_list (&game, GT_SEAT_S, &list);
  gt_hand_view_set_cards (GT_HAND_VIEW (hand), &list, rs, &ctx);
  gt_card_list_parse ("S5 C5", NULL, &pick, NULL);
  gt_hand_view_set_selection (GT_HAND_VIEW (hand), &pick);
  gt_card_list_parse ("SA", NULL, &pick, NULL);
  gt_hand_view_set_marks (GT_HAND_VIEW (hand), &pick, GT_CARD_MARK_HINT);
  gtk_box_append (GTK_BOX (box), hand);
  focus_hand = GT_HAND_VIEW (hand);

  play = gt_hand_view_new ();
  gt_hand_view_set_sort (GT_HAND_VIEW (play), GT_HAND_SORT_NONE);
  gt_hand_view_set_card_width (GT_HAND_VIEW (play), card_width * 3 / 4);
  gt_card_list_parse ("S6 H5=S7 D8 C9 H10", NULL, &list, NULL);
  gt_hand_view_set_cards (GT_HAND_VIEW (play), &list, rs, &ctx);
  gtk_box_append (GTK_BOX (row), play);

  backs = gt_hand_view_new ();
  gt_hand_view_set_face_down (GT_HAND_VIEW (backs), TRUE);
  gt_hand_view_set_card_width (GT_HAND_VIEW (backs), card_width * 3 / 4);
  gt_game_hand_list (&game, GT_SEAT_E, &list);
  gt_hand_view_set_cards (GT_HAND_VIEW (backs), &list, NULL, NULL);
  gtk_box_append (GTK_BOX (row), backs);

  play = gt_hand_view_new ();
  gt_hand_view_set_card_width (GT_HAND_VIEW (play), 30);
  gt_card_list_parse ("H5 SJ RJ", NULL, &list, NULL);
  gt_hand_view_set_cards (GT_HAND_VIEW (play), &list, rs, &ctx);
  gtk_widget_set_valign (play, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), play);

  gtk_box_append (GTK_BOX (box), row);
  return box;
}

static gboolean
want (const char *name)
{
  return section == NULL || g_str_equal (section, name);
}

static GtGame *
load (const char *text)
{
  GtGame *g = g_new (GtGame, 1);
  GError *error = NULL;

  if (!gt_game_load_string (g, rs, text, "position", &error))
    g_error ("%s", error->message);
  return g;
}

/* What a page would put above the hand: step text in a card. */
static GtkWidget *
prompt (const char *text)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 10);
  gtk_widget_set_margin_bottom (label, 10);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_frame_set_child (GTK_FRAME (frame), label);
  gtk_widget_add_css_class (frame, "view");
  return frame;
}

static GtkWidget *
dummy_tables (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *table = gt_table_view_new ();
  GtGame *g = load (dummy_position);

  gt_table_view_set_position (GT_TABLE_VIEW (table), rs, g, 0);
  gt_table_view_set_prompt (GT_TABLE_VIEW (table),
                            prompt ("Beat E's straight. The wild card can be any card — "
                                    "which straight is a bomb?"));
  gtk_box_append (GTK_BOX (box), table);
  g_free (g);

  /* The end: the page says what happened, nobody is to move. */
  table = gt_table_view_new ();
  g = load (dummy_end);
  /* The engine's word for a puzzle's end (fewer than four seats). */
  g->phase = GT_PHASE_DEAL_OVER;
  gt_table_view_set_position (GT_TABLE_VIEW (table), rs, g, 0);
  gt_table_view_set_status (GT_TABLE_VIEW (table), "Solved: you went out first");
  gt_table_view_set_show_turn (GT_TABLE_VIEW (table), FALSE);
  gtk_box_append (GTK_BOX (box), table);
  g_free (g);
  return box;
}

static GtkWidget *
open_table (void)
{
  GtkWidget *table = gt_table_view_new ();
  GtGame *g = load (open_position);
  GtCardList play;

  gt_table_view_set_position (GT_TABLE_VIEW (table), rs, g, 0);
  gt_card_list_parse ("H5=S7 S6 D8 C9 H10", NULL, &play, NULL);
  gt_table_view_set_last_play (GT_TABLE_VIEW (table), GT_SEAT_E, &play, FALSE);
  gt_card_list_parse ("S8 H8", NULL, &play, NULL);
  gt_table_view_set_last_play (GT_TABLE_VIEW (table), GT_SEAT_N, &play, FALSE);
  g_free (g);
  return table;
}

/* ---- Tables of the relatives (view-models, no GtGame) ---------------------- */

static GtCardList
list (const char *text)
{
  GtCardList l;
  GError *error = NULL;

  if (!gt_card_list_parse (text, NULL, &l, &error))
    g_error ("%s: %s", text, error->message);
  return l;
}

/* Gan Deng Yan, three players: 2 played a pair of 8s, 3 passed, your
 * turn. */
static GtkWidget *
seats3 (void)
{
  GtkWidget *table = gt_table_view_new ();
  GtTableModel m;

  gt_table_model_init (&m, 3);
  m.seats[0].face_up = TRUE;
  m.seats[0].cards = list ("S3 H5 D7 C9 SJ D9");
  m.seats[0].count = 6;
  m.seats[1].count = 3;
  m.seats[2].count = 5;
  m.seats[2].passed = TRUE;
  m.round_by = 1;
  m.round_play = list ("H8 D8");
  m.seats[1].last = m.round_play;
  m.turn = 0;
  gt_table_view_set_model (GT_TABLE_VIEW (table), &m);
  return table;
}

/* The same three seats as a double-dummy puzzle: every hand open. */
static GtkWidget *
seats3_open (void)
{
  GtkWidget *table = gt_table_view_new ();
  GtTableModel m;

  gt_table_model_init (&m, 3);
  m.seats[0].cards = list ("S3 H5 D7 C9 SJ D9");
  m.seats[1].cards = list ("C4 SQ HA");
  m.seats[2].cards = list ("D3 S6 H6 CK BJ");
  for (guint i = 0; i < 3; i++)
    {
      m.seats[i].face_up = TRUE;
      m.seats[i].count = m.seats[i].cards.n;
    }
  m.seats[2].passed = TRUE;
  m.round_by = 1;
  m.round_play = list ("H8 D8");
  m.turn = 0;
  gt_table_view_set_model (GT_TABLE_VIEW (table), &m);
  return table;
}

/* Bao Huang, five players and four decks: 4 played three Kings, 5 and 1
 * passed, 2 to move. */
static GtkWidget *
seats5 (void)
{
  GtkWidget *table = gt_table_view_new ();
  GtTableModel m;
  static const guint counts[5] = { 19, 31, 28, 40, 35 };

  gt_table_model_init (&m, 5);
  for (guint i = 0; i < 5; i++)
    m.seats[i].count = counts[i];
  m.seats[0].face_up = TRUE;
  m.seats[0].cards = list ("S3 S3 H4 D5 C6 C6 H7 S8 D9 D9 H10 CJ SQ HQ DK SA CA H2 RJ");
  m.seats[4].passed = TRUE;
  m.seats[0].passed = TRUE;
  m.round_by = 3;
  m.round_play = list ("SK HK DK");
  m.seats[3].last = m.round_play;
  m.turn = 1;
  gt_table_view_set_model (GT_TABLE_VIEW (table), &m);
  return table;
}

/* Gan Deng Yan, six players: 3 went out first, 5 played a straight, 6
 * passed, you to move. */
static GtkWidget *
seats6 (void)
{
  GtkWidget *table = gt_table_view_new ();
  GtTableModel m;
  static const guint counts[6] = { 5, 4, 0, 2, 3, 5 };

  gt_table_model_init (&m, 6);
  for (guint i = 0; i < 6; i++)
    m.seats[i].count = counts[i];
  m.seats[0].face_up = TRUE;
  m.seats[0].cards = list ("H6 S7 D8 C9 H10");
  m.seats[2].place = 1;
  m.seats[5].passed = TRUE;
  m.round_by = 4;
  m.round_play = list ("S3 H4 D5");
  m.seats[4].last = m.round_play;
  m.turn = 0;
  g_strlcpy (m.badge, "Gan Deng Yan", sizeof m.badge);
  gt_table_view_set_model (GT_TABLE_VIEW (table), &m);
  return table;
}

/* Da Bai Fen, a four-card trick: W led the King of spades, you won it with
 * the Ace, E and N followed. */
static GtkWidget *
trick (void)
{
  GtkWidget *table = gt_table_view_new ();
  GtTableModel m;
  static const char *const labels[4] = { "S", "E", "N", "W" };
  static const char *const plays[4] = { "SK", "SA", "S10", "S3" };

  gt_table_model_init (&m, 4);
  for (guint i = 0; i < 4; i++)
    {
      m.seats[i].label = labels[i];
      m.seats[i].count = 12;
    }
  m.seats[0].face_up = TRUE;
  m.seats[0].cards = list ("S4 S9 SQ H2 H7 HK D5 D6 DJ C8 CQ RJ");
  m.kind = GT_TABLE_TRICK;
  m.trick_leader = 3;
  m.trick_n = 4;
  for (guint i = 0; i < 4; i++)
    m.trick[i] = list (plays[i]);
  m.trick_winning = 1;
  g_strlcpy (m.badge, "Trumps: 2, ♥", sizeof m.badge);
  gt_table_view_set_model (GT_TABLE_VIEW (table), &m);
  return table;
}

static GtkWidget *
build_content (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  int margin = window_width < 500 ? 12 : 24;

  gtk_widget_set_margin_top (box, margin);
  gtk_widget_set_margin_bottom (box, margin);
  gtk_widget_set_margin_start (box, margin);
  gtk_widget_set_margin_end (box, margin);

  if (want ("cards"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Cards"));
      gtk_box_append (GTK_BOX (box), card_grid ());
      gtk_box_append (GTK_BOX (box), card_sizes ());
    }
  if (want ("table"))
    {
      GtkWidget *table = gt_table_view_new ();
      GtCardList pick;

      gt_table_view_set_position (GT_TABLE_VIEW (table), rs, &game,
                                  (1 << GT_SEAT_E) | (1 << GT_SEAT_N) | (1 << GT_SEAT_W));
      gt_card_list_parse ("D3", NULL, &pick, NULL);
      gt_table_view_set_last_play (GT_TABLE_VIEW (table), GT_SEAT_S, &pick, FALSE);
      gt_card_list_parse ("C5 S5", NULL, &pick, NULL);
      gt_hand_view_set_selection (gt_table_view_get_hand (GT_TABLE_VIEW (table)), &pick);
      gtk_box_append (GTK_BOX (box), heading ("Table"));
      gtk_box_append (GTK_BOX (box), table);
    }
  if (want ("dummy"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Two seats, double dummy"));
      gtk_box_append (GTK_BOX (box), dummy_tables ());
    }
  if (want ("open"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Four seats, face up"));
      gtk_box_append (GTK_BOX (box), open_table ());
    }
  if (want ("seats3"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Three seats"));
      gtk_box_append (GTK_BOX (box), seats3 ());
      gtk_box_append (GTK_BOX (box), heading ("Three seats, every hand open"));
      gtk_box_append (GTK_BOX (box), seats3_open ());
    }
  if (want ("seats5"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Five seats"));
      gtk_box_append (GTK_BOX (box), seats5 ());
    }
  if (want ("seats6"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Six seats"));
      gtk_box_append (GTK_BOX (box), seats6 ());
    }
  if (want ("trick"))
    {
      gtk_box_append (GTK_BOX (box), heading ("A trick"));
      gtk_box_append (GTK_BOX (box), trick ());
    }
  if (want ("hand"))
    {
      gtk_box_append (GTK_BOX (box), heading ("Hands"));
      gtk_box_append (GTK_BOX (box), hands ());
    }
  return box;
}

/* ---- Screenshot ----------------------------------------------------------- */

static gboolean
focus_card (gpointer data)
{
  /* Keyboard focus on the third card, shown as after a key press. */
  if (focus_hand != NULL)
    {
      gtk_widget_grab_focus (GTK_WIDGET (gt_hand_view_get_card_view (focus_hand, 2)));
      gtk_window_set_focus_visible (GTK_WINDOW (data), TRUE);
    }
  return G_SOURCE_REMOVE;
}

static gboolean
take_screenshot (gpointer data)
{
  GtkWidget *window = data;
  g_autoptr(GError) error = NULL;

  if (!gt_test_shot_save (window, screenshot_file, &error))
    {
      g_printerr ("%s\n", error->message);
      exit_status = 1;
    }
  else
    g_print ("%s: %d×%d\n", screenshot_file, gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  GOptionContext *context = g_option_context_new (NULL);
  GError *error = NULL;
  GtkWidget *window, *content;

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  g_option_context_free (context);

  gtk_init ();
  if (gtk_only)
    g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", dark, NULL);
  else
    {
      adw_init ();
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
    }

  rs = gt_ruleset_guandan ();
  if (!gt_game_load_string (&game, rs, position, "position", &error))
    g_error ("%s", error->message);
  gt_game_rule_ctx (&game, &ctx);

  loop = g_main_loop_new (NULL, FALSE);
  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "Guandan Tutor — widget gallery");
  content = build_content ();

  if (screenshot_file != NULL)
    {
      /* No title bar in the picture, and no scrolling: the window takes the
       * content's natural height at the width asked for. */
      gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
      gtk_window_set_child (GTK_WINDOW (window), content);
      {
        int min, nat;

        gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, window_width, &min, &nat, NULL, NULL);
        /* As a minimum: GTK keeps a window within the screen unless its
         * minimum size says otherwise. */
        if (window_height < 0)
          gtk_widget_set_size_request (content, -1, nat);
        gtk_window_set_default_size (GTK_WINDOW (window), window_width,
                                     window_height < 0 ? nat : window_height);
      }
      g_timeout_add (500, focus_card, window);
      g_timeout_add (800, take_screenshot, window);
    }
  else
    {
      GtkWidget *scrolled = gtk_scrolled_window_new ();

      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                      GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_window_set_child (GTK_WINDOW (window), scrolled);
      gtk_window_set_default_size (GTK_WINDOW (window), window_width, 800);
      g_signal_connect_swapped (window, "destroy", G_CALLBACK (g_main_loop_quit), loop);
    }

  gtk_window_present (GTK_WINDOW (window));
  g_main_loop_run (loop);

  gtk_window_destroy (GTK_WINDOW (window));
  g_main_loop_unref (loop);
  return exit_status;
}
