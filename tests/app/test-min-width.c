/* test-min-width.c — the whole app fits 360 px, in every language
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 15: "the whole app fits 360 px in English, Japanese and Chinese,
 * with no growth when a verdict appears".  The window's minimum width is
 * measured on the views a learner meets — a lesson step, its verdict and
 * hints, a choose step, a puzzle and its refutation, the rules reference,
 * a whole game — in a subprocess per language (LANGUAGE set before gettext
 * starts, the textdomain bound to the build's po/, as test-rules-page
 * does).  Runs under xvfb-run with the build folder's course and schema.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "gt-application.h"
#include "gt-lesson-page.h"
#include "gt-play-page.h"
#include "gt-puzzle-page.h"
#include "gt-rule-link.h"
#include "gt-window.h"
#include "gt-test-support.h"

#define SMALL 360

static void
wait_puzzle (GtWindow *window)
{
  gt_test_wait_puzzle (gt_puzzle_page_get_model (gt_window_get_puzzle_page (window)));
}

/* With GT_MIN_WIDTH_REPORT: the widgets wider than SMALL none of whose
 * children are, the ones to look at. */
static void
report_wide (GtkWidget *w,
             int        depth)
{
  int min = 0, nat = 0;
  gboolean child_wide = FALSE;

  if (!gtk_widget_get_visible (w))
    return;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      int cmin = 0;

      if (!gtk_widget_get_visible (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, NULL, NULL, NULL);
      if (cmin > SMALL - 40)
        {
          child_wide = TRUE;
          report_wide (c, depth + 1);
        }
    }
  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  if (!child_wide)
    {
      g_printerr ("  %*s%s (%s) min %d:", depth, "", G_OBJECT_TYPE_NAME (w),
                  gtk_widget_get_css_name (w), min);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          int cmin = 0;

          if (!gtk_widget_get_visible (c))
            continue;
          gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, NULL, NULL, NULL);
          g_printerr (" %s%s%s=%d", G_OBJECT_TYPE_NAME (c), GTK_IS_BUTTON (c) ? ":" : "",
                      GTK_IS_BUTTON (c) && gtk_button_get_label (GTK_BUTTON (c)) ? gtk_button_get_label (GTK_BUTTON (c)) : "",
                      cmin);
        }
      g_printerr ("\n");
    }
}

/* The window's minimum width now, checked against SMALL. */
static int
min_width (GtWindow   *window,
           const char *view)
{
  int min = 0, nat = 0;

  gt_test_run_frames ();
  /* The window's content: the frame round it (the shadow of client-side
   * decorations) is the window manager's business, not the app's. */
  gtk_widget_measure (gtk_window_get_child (GTK_WINDOW (window)), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min, &nat, NULL, NULL);
  g_test_message ("%s: %s needs %d px", g_getenv ("LANGUAGE"), view, min);
  if (g_getenv ("GT_MIN_WIDTH_REPORT") != NULL)
    {
      g_printerr ("%s: %s needs %d px\n", g_getenv ("LANGUAGE"), view, min);
      if (min > SMALL)
        report_wide (gtk_window_get_child (GTK_WINDOW (window)), 0);
    }
  if (g_getenv ("GT_MIN_WIDTH_REPORT") == NULL && min > SMALL)
    g_error ("%s: %s needs %d px, more than %d", g_getenv ("LANGUAGE"), view, min, SMALL);
  return min;
}

static gboolean
is_rule_link (GtkWidget *w,
              gpointer   data)
{
  return GT_IS_RULE_LINK (w) && gtk_widget_is_drawable (w);
}

/* A verdict's rule popover, open: it fits the window too (issue 31: it
 * was 388–393 px wide in a window of 360). */
static void
popover_fits (GtWindow   *window,
              const char *view)
{
  GtRuleLink *link = (GtRuleLink *) gt_test_find_widget (GTK_WIDGET (window), is_rule_link, NULL);
  GtkMenuButton *button;
  GtkWidget *popover;
  int min = 0, nat = 0;

  g_assert_nonnull (link);
  button = gt_rule_link_get_button (link);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  gtk_menu_button_popup (button);
  gt_test_run_frames ();
  gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%s: %s's rule popover is %d px wide", g_getenv ("LANGUAGE"), view, nat);
  if (nat > SMALL)
    g_error ("%s: %s's rule popover is %d px wide, more than %d", g_getenv ("LANGUAGE"), view, nat, SMALL);
  gtk_menu_button_popdown (button);
  gt_test_run_frames ();
}

static void
check_views (void)
{
  g_autofree char *home = g_dir_make_tmp ("gt-min-width-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (home, "progress.ini", NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GtLibrary) library = gt_library_new ();
  g_autoptr(GtProgress) progress = gt_progress_new (path);
  GtWindow *window;
  GtLessonPage *lesson;
  GtPuzzlePage *puzzle;
  GtCardList list;
  int before;

  g_settings_set_string (settings, "last-page", "lesson:cards-and-levels");
  g_settings_set_string (settings, "animation-speed", "instant");
  window = gt_window_new (NULL, library, progress, settings);
  gtk_window_set_default_size (GTK_WINDOW (window), SMALL, 720);
  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_frames ();

  /* A lesson step, then its verdict: no wider. */
  gt_window_show_page (window, "lesson:cards-and-levels");
  lesson = gt_window_get_lesson_page (window);
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 11);
  before = min_width (window, "a lesson step");
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.pass", NULL);
  g_assert_cmpint (min_width (window, "its verdict"), <=, before);
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.hint", NULL);
  min_width (window, "its hints");
  gt_card_list_parse ("SK", NULL, &list, NULL);
  gt_hand_view_set_selection (gt_table_view_get_hand (gt_lesson_page_get_table (lesson)), &list);
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL);
  min_width (window, "a refused play");

  /* A judge step (Illegal, Legal) and its verdict. */
  gt_window_show_page (window, "lesson:wild-cards");
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 8);
  before = min_width (window, "a judge step");
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.judge", "b", TRUE);
  g_assert_cmpint (min_width (window, "its verdict"), <=, before);
  popover_fits (window, "a judge step");

  /* A choose step and its verdict. */
  gt_window_show_page (window, "lesson:wild-cards");
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 2);
  before = min_width (window, "a choose step");
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.choose", "u", 3);
  g_assert_cmpint (min_width (window, "its verdict"), <=, before);

  /* The lesson's end. */
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.restart", NULL);
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), gt_lesson_page_get_lesson (lesson)->n_steps);
  gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.next", NULL);
  min_width (window, "a lesson's end");

  /* A puzzle, refuted, stepped back, and its winning line. */
  gt_window_show_page (window, "puzzle:first-keep-the-bomb");
  puzzle = gt_window_get_puzzle_page (window);
  wait_puzzle (window);
  before = min_width (window, "a puzzle");
  gt_card_list_parse ("S9 H9 D9 C9", NULL, &list, NULL);
  gt_hand_view_set_selection (gt_table_view_get_hand (gt_puzzle_page_get_table (puzzle)), &list);
  gtk_widget_activate_action (GTK_WIDGET (puzzle), "puzzle.play", NULL);
  wait_puzzle (window);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle)), ==, GT_PUZZLE_STATE_REFUTED);
  min_width (window, "its refutation");
  gt_puzzle_model_line_seek (gt_puzzle_page_get_model (puzzle), 1);
  min_width (window, "a step of it");
  gtk_widget_activate_action (GTK_WIDGET (puzzle), "puzzle.show-solution", NULL);
  wait_puzzle (window);
  min_width (window, "the winning line");

  /* The puzzle list, the rules reference and a whole game. */
  gt_window_show_page (window, "puzzles:first-out");
  min_width (window, "the puzzle list");
  gt_window_show_page (window, "rules");
  min_width (window, "the rules reference");
  gt_window_show_page (window, "play");
  min_width (window, "a whole game");
  /* Each game's table, its name in the dropdown, its buttons. */
  for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
    {
      g_autofree char *view = g_strdup_printf ("a whole game of %s", (*rs)->id);

      g_object_set (gt_window_get_play_page (window), "game-id", (*rs)->id, NULL);
      min_width (window, view);
      /* Mid-deal: plays on the table, the narration, the seats' badges. */
      for (guint turn = 0; turn < 6; turn++)
        {
          for (guint h = 0; h < 3; h++)
            gtk_widget_activate_action (GTK_WIDGET (gt_window_get_play_page (window)), "play.hint", NULL);
          gtk_widget_activate_action (GTK_WIDGET (gt_window_get_play_page (window)), "play.play", NULL);
          gt_test_run_frames ();
          gt_test_run_frames ();
        }
      g_free (view);
      view = g_strdup_printf ("a deal of %s under way", (*rs)->id);
      min_width (window, view);
    }
  gt_window_show_page (window, "compare");
  min_width (window, "the games compared");
  gt_window_show_page (window, "drill:drill-dbf-trumping");
  min_width (window, "a drill");

  /* Back to a lesson after every view: the window shrinks back, as the
   * pages are measured one at a time (the stack is not homogeneous). */
  gt_window_show_page (window, "lesson:cards-and-levels");
  min_width (window, "a lesson step again");

  gtk_window_destroy (GTK_WINDOW (window));
  gt_test_run_frames ();

  /* A window opened where the learner left the last one, on the Play
   * page: its first size is taken before the page shows its game (every
   * button of the page's bar the template has), and a window does not
   * shrink back by itself. */
  g_settings_set_string (settings, "last-page", "play");
  window = gt_window_new (NULL, library, progress, settings);
  g_assert_cmpstr (gt_window_get_page (window), ==, "play");
  gtk_window_set_default_size (GTK_WINDOW (window), SMALL, 720);
  min_width (window, "a window opened on the Play page, before its first frame");
  gtk_window_present (GTK_WINDOW (window));
  min_width (window, "a window opened on the Play page");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, SMALL);
  gtk_window_destroy (GTK_WINDOW (window));
  gt_test_run_frames ();

  g_settings_reset (settings, "last-page");
  g_settings_reset (settings, "animation-speed");
  gt_test_remove_tree (home);
}

static void
run_in_language (const char *language)
{
  if (g_test_subprocess ())
    {
      check_views ();
      return;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR | G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_test_trap_assert_passed ();
}

static void
test_english (void)
{
  run_in_language ("en");
}

static void
test_japanese (void)
{
  run_in_language ("ja");
}

static void
test_chinese (void)
{
  run_in_language ("zh_CN");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, GT_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  gtk_init ();
  adw_init ();
  gt_application_init_style (NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/min-width/english", test_english);
  g_test_add_func ("/min-width/japanese", test_japanese);
  g_test_add_func ("/min-width/chinese", test_chinese);
  return g_test_run ();
}
