/* puzzle-shot.c — the puzzle page in a window, to look at
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   puzzle-shot [--screenshot FILE.png] [--dark] [--width W] [--height H]
 *               [--state initial|illegal|hint|played|refuted|solved|solution]
 *               [--select CARDS] PUZZLE
 *
 * Shows PUZZLE (a .puzzle file) in a window as the application would host
 * it: a header bar with the title, the page under it.  --state plays the
 * page to a state through its own actions, as a learner would: a wrong
 * selection (illegal), three hints (hint), one winning play and the replies
 * (played), a losing play and its refutation (refuted: the author's first
 * comment when there is one), the winning line to the end (solved), or
 * "Show Solution" after a losing play (solution).  With --screenshot the
 * window is rendered to a PNG, at its natural height unless --height is
 * given, and the program exits.  Animations are off, so every state is
 * reached at once.  --select then selects CARDS and presses Play: when the
 * cards read several ways, the popover that asks which is saved too, as
 * FILE-popover.png.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "gt-moves.h"
#include "gt-puzzle-page.h"
#include "gt-solver.h"
#include "gt-test-support.h"

static char *screenshot_file;
static gboolean dark;
static int window_width = 1000;
static int window_height = 0;
static char *state = NULL;
static char *select_text = NULL;

static const GOptionEntry options[] = {
  { "screenshot", 0, 0, G_OPTION_ARG_FILENAME, &screenshot_file, "Render the window to FILE and exit", "FILE" },
  { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
  { "width", 0, 0, G_OPTION_ARG_INT, &window_width, "Window width", "W" },
  { "height", 0, 0, G_OPTION_ARG_INT, &window_height, "Window height (default: natural)", "H" },
  { "state", 0, 0, G_OPTION_ARG_STRING, &state, "Play to a state: initial, illegal, hint, played, refuted, solved, solution", "STATE" },
  { "select", 0, 0, G_OPTION_ARG_STRING, &select_text, "Then select these cards and press Play", "CARDS" },
  { NULL }
};

static void
spin (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_idle (GtPuzzlePage *page)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  do
    g_main_context_iteration (NULL, FALSE);
  while ((gt_puzzle_model_get_busy (gt_puzzle_page_get_model (page)) || g_main_context_pending (NULL)) &&
         g_get_monotonic_time () < end);
}

static GtHandView *
hand_of (GtPuzzlePage *page)
{
  return gt_table_view_get_hand (gt_puzzle_page_get_table (page));
}

static void
select_and_play (GtPuzzlePage     *page,
                 const GtCardList *cards)
{
  GtCardList plain = *cards;

  for (guint i = 0; i < plain.n; i++)
    plain.as[i] = GT_CARD_NONE;
  gt_hand_view_set_selection (hand_of (page), &plain);
  gtk_widget_activate_action (GTK_WIDGET (page), "puzzle.play", NULL);
  /* Several readings: the first one, as Enter would. */
  {
    GtkWidget *list = gt_test_find_readings (GTK_WIDGET (page));
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);

    if (row != NULL && gtk_widget_get_mapped (list))
      g_signal_emit_by_name (list, "row-activated", row);
  }
  wait_idle (page);
}

/* A legal play of S that loses: the author's first comment, else the
 * first play the solver does not list as winning.  A pass is an empty
 * list. */
static gboolean
losing_play (const GtPuzzle *puzzle,
             GtCardList     *out)
{
  GtSolver *solver;
  GtSolveResult result = { 0 };
  GtRuleCtx ctx;
  GtMove *moves;
  guint n;
  gboolean found = FALSE;
  const GtCombo *table = puzzle->position.table.type != GT_COMBO_NONE ? &puzzle->position.table : NULL;

  if (puzzle->comments->len > 0)
    {
      GtPuzzleComment *c = g_ptr_array_index (puzzle->comments, 0);

      *out = c->play;
      return TRUE;
    }

  solver = gt_solver_new ();
  gt_solver_set_budget (solver, GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);
  if (gt_puzzle_is_setup (puzzle))
    {
      /* A puzzle that opens with a return: the first card that loses. */
      g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));

      gt_puzzle_setup_choices (&puzzle->position, choices);
      if (!gt_puzzle_setup_solve (solver, &puzzle->goal, choices, NULL))
        g_error ("the solver gave up");
      gt_card_list_init (out);
      for (guint i = 0; i < choices->len && !found; i++)
        if (!g_array_index (choices, GtPuzzleChoice, i).wins)
          {
            gt_card_list_append (out, g_array_index (choices, GtPuzzleChoice, i).action.card, GT_CARD_NONE);
            found = TRUE;
          }
      gt_solver_free (solver);
      return found;
    }
  if (!gt_solver_solve (solver, &puzzle->position, &puzzle->goal, &result))
    g_error ("the solver gave up");
  gt_game_rule_ctx (&puzzle->position, &ctx);
  moves = g_new (GtMove, GT_MOVES_MAX);
  n = gt_moves_generate_counts (&ctx, puzzle->position.hand[GT_SEAT_S], table, GT_MOVES_ALL,
                                moves, GT_MOVES_MAX);
  g_assert_cmpuint (n, !=, GT_MOVES_INVALID);
  for (guint i = 0; i < MIN (n, (guint) GT_MOVES_MAX) && !found; i++)
    {
      gboolean wins = FALSE;

      for (guint k = 0; k < result.winning->len && !wins; k++)
        {
          const GtMove *w = &g_array_index (result.winning, GtMove, k);

          wins = w->n > 0 && gt_card_set_equal (&w->cards, &moves[i].cards);
        }
      if (!wins)
        {
          gt_move_to_card_list (&ctx, &moves[i], out);
          found = TRUE;
        }
    }
  g_free (moves);
  gt_solve_result_clear (&result);
  gt_solver_free (solver);
  return found;
}

static void
hints (GtPuzzlePage *page,
       guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (page), "puzzle.hint", NULL);
      wait_idle (page);
    }
}

/* One winning play through the hints, then the replies. */
static void
play_winning (GtPuzzlePage *page)
{
  GtCardList selection;

  hints (page, 3);
  gt_hand_view_get_selection (hand_of (page), &selection);
  if (selection.n == 0)
    gtk_widget_activate_action (GTK_WIDGET (page), "puzzle.pass", NULL);
  else
    select_and_play (page, &selection);
  wait_idle (page);
}

static void
drive (GtPuzzlePage   *page,
       const GtPuzzle *puzzle)
{
  if (state == NULL || g_str_equal (state, "initial"))
    return;

  if (g_str_equal (state, "illegal"))
    {
      GtCardList hand, pick;

      /* The lowest and the highest card: rarely a combination. */
      gt_hand_view_get_cards (hand_of (page), &hand);
      gt_card_list_init (&pick);
      gt_card_list_append (&pick, hand.card[0], GT_CARD_NONE);
      gt_card_list_append (&pick, hand.card[hand.n - 1], GT_CARD_NONE);
      gt_hand_view_set_selection (hand_of (page), &pick);
      gtk_widget_activate_action (GTK_WIDGET (page), "puzzle.play", NULL);
      wait_idle (page);
    }
  else if (g_str_equal (state, "hint"))
    hints (page, 3);
  else if (g_str_equal (state, "played"))
    play_winning (page);
  else if (g_str_equal (state, "refuted") || g_str_equal (state, "solution"))
    {
      GtCardList play;

      if (!losing_play (puzzle, &play))
        g_error ("no losing play in this puzzle");
      if (play.n == 0)
        {
          gtk_widget_activate_action (GTK_WIDGET (page), "puzzle.pass", NULL);
          wait_idle (page);
        }
      else
        select_and_play (page, &play);
      if (g_str_equal (state, "solution"))
        {
          gtk_widget_activate_action (GTK_WIDGET (page), "puzzle.show-solution", NULL);
          wait_idle (page);
        }
    }
  else if (g_str_equal (state, "solved"))
    {
      for (guint i = 0; i < 60 && gt_puzzle_model_get_state (gt_puzzle_page_get_model (page)) == GT_PUZZLE_STATE_PLAYING; i++)
        play_winning (page);
    }
  else
    g_error ("unknown state %s", state);
}

static void
take_screenshot (GtkWidget  *window,
                 const char *file)
{
  g_autoptr(GError) error = NULL;

  if (!gt_test_shot_save (window, file, &error))
    {
      g_printerr ("%s\n", error->message);
      exit (1);
    }
  g_print ("%s: %d×%d\n", file, gtk_widget_get_width (window), gtk_widget_get_height (window));
}

static void
quit_cb (GtkWidget *window,
         gboolean  *done)
{
  *done = TRUE;
}

int
main (int   argc,
      char *argv[])
{
  GOptionContext *context = g_option_context_new ("PUZZLE");
  GError *error = NULL;
  GPtrArray *problems;
  GtPuzzle *puzzle;
  GtkWidget *window, *box, *header, *title, *page;
  gboolean done = FALSE;

  setlocale (LC_ALL, "");
  /* The build's translations under meson devenv, as the app takes them. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") ? g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error != NULL ? error->message : "usage: puzzle-shot [OPTION…] PUZZLE");
      return 2;
    }
  g_option_context_free (context);

  problems = gt_problems_new ();
  puzzle = gt_puzzle_load (argv[1], problems);
  if (puzzle == NULL)
    {
      char *text = gt_problems_to_string (problems);

      g_printerr ("%s", text);
      g_free (text);
      return 1;
    }

  gtk_init ();
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  if (screenshot_file != NULL)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  page = gt_puzzle_page_new ();
  gt_puzzle_page_set_puzzle (GT_PUZZLE_PAGE (page), puzzle);

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), gt_puzzle_page_get_title (GT_PUZZLE_PAGE (page)));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  title = adw_window_title_new (gt_puzzle_page_get_title (GT_PUZZLE_PAGE (page)), _("Puzzle"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);
  g_signal_connect (window, "destroy", G_CALLBACK (quit_cb), &done);

  if (screenshot_file != NULL)
    {
      int height = window_height;

      if (height <= 0)
        {
          int min, nat;

          gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, window_width, &min, &nat, NULL, NULL);
          height = nat;
        }
      /* As a minimum: GTK keeps a window within the screen otherwise. */
      gtk_widget_set_size_request (box, window_width, height);
      gtk_window_set_default_size (GTK_WINDOW (window), window_width, height);
    }
  else
    gtk_window_set_default_size (GTK_WINDOW (window), window_width, window_height > 0 ? window_height : 760);

  gtk_window_present (GTK_WINDOW (window));
  spin (300);
  wait_idle (GT_PUZZLE_PAGE (page));
  drive (GT_PUZZLE_PAGE (page), puzzle);
  if (select_text != NULL)
    {
      GtCardList list;

      if (!gt_card_list_parse (select_text, NULL, &list, &error))
        g_error ("--select: %s", error->message);
      gt_hand_view_set_selection (hand_of (GT_PUZZLE_PAGE (page)), &list);
      gtk_widget_activate_action (page, "puzzle.play", NULL);
      wait_idle (GT_PUZZLE_PAGE (page));
    }

  if (screenshot_file != NULL)
    {
      /* The state may have made the page taller (a verdict row). */
      if (window_height <= 0)
        {
          int min, nat;

          gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, window_width, &min, &nat, NULL, NULL);
          gtk_widget_set_size_request (box, window_width, nat);
          gtk_window_set_default_size (GTK_WINDOW (window), window_width, nat);
        }
      spin (500);
      gtk_test_widget_wait_for_draw (window);
      take_screenshot (window, screenshot_file);
      {
        GtkWidget *list = gt_test_find_readings (page);
        GtkWidget *popover = gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER);

        if (gtk_widget_get_mapped (popover))
          {
            char *base = g_str_has_suffix (screenshot_file, ".png")
                         ? g_strndup (screenshot_file, strlen (screenshot_file) - 4)
                         : g_strdup (screenshot_file);
            char *file = g_strconcat (base, "-popover.png", NULL);

            take_screenshot (popover, file);
            g_free (file);
            g_free (base);
          }
      }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  else
    while (!done)
      g_main_context_iteration (NULL, TRUE);

  gt_puzzle_free (puzzle);
  g_ptr_array_unref (problems);
  return 0;
}
