/* test-window.c — the window: the puzzle library, progress, rule links, preferences
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under xvfb-run (tests/app/meson.build) with the build folder's
 * course (GUANDAN_TUTOR_DATA_DIR) and settings schema (GSETTINGS_SCHEMA_DIR,
 * the memory backend: GSETTINGS_BACKEND=memory).  XDG_DATA_HOME is a
 * temporary folder, emptied before each test: progress is saved there, and
 * the test puzzle below sits in its user puzzle folder.
 *
 * The learner's way through the window is driven as the widgets drive it:
 * sidebar rows activated, list rows activated, buttons clicked, actions and
 * key bindings run; the solver works in a thread, so each step spins the
 * main loop until the puzzle page is no longer busy.  Animations are off.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gt-application.h"
#include "gt-card-cache.h"
#include "gt-card-view.h"
#include "gt-preferences-window.h"
#include "gt-lesson-page.h"
#include "gt-puzzle-page.h"
#include "gt-rule-link.h"
#include "gt-rules-page.h"
#include "gt-sidebar.h"
#include "gt-sidebar-row.h"
#include "gt-verdict-view.h"
#include "gt-window.h"
#include "gt-test-lesson.h"
#include "gt-test-support.h"
#include "guandan/gd-kinds.h"

/* A double win: S goes out with the four jokers, which nothing beats.  By
 * 接风 N then leads and goes out with the bomb; without 接风, E leads first
 * and N bombs that.  Both win, by different lines: E keeps both cards only
 * with 接风. */
static const char test_puzzle[] =
  "[Puzzle]\n"
  "Id=test-window-jiefeng\n"
  "Game=guandan\n"
  "Title=Out, and over to the partner\n"
  "Goal=double\n"
  "Difficulty=1\n"
  "Rules=gd.turn.jiefeng\n"
  "Explanation=Nothing beats the four jokers, and the bomb beats anything else.\n"
  "\n"
  "[Position]\n"
  "level=2\n"
  "S=BJ BJ RJ RJ\n"
  "E=S3 S4\n"
  "N=S9 H9 D9 C9\n"
  "W=S5 H6\n"
  "turn=S\n";

typedef struct {
  GSettings *settings;
  GtLibrary *library;
  GtProgress *progress;
  GtWindow *window;
} Fixture;

/* ---- Helpers ------------------------------------------------------------ */

static GtPuzzlePage *
puzzle_page (Fixture *f)
{
  return gt_window_get_puzzle_page (f->window);
}

/* Spins the main loop until the solver and the replies are done. */
static void
wait_idle (Fixture *f)
{
  gt_test_wait_puzzle (gt_puzzle_page_get_model (puzzle_page (f)));
}

static void
puzzle_act (Fixture    *f,
            const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (puzzle_page (f)), action, NULL);
  wait_idle (f);
}

static GtHandView *
puzzle_hand (Fixture *f)
{
  return gt_table_view_get_hand (gt_puzzle_page_get_table (puzzle_page (f)));
}

static void
select_cards (GtHandView *hand,
              const char *text)
{
  GtCardList list;
  g_autoptr(GError) error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s: %s", text, error->message);
  gt_hand_view_set_selection (hand, &list);
}

static const char *const sections[] = { "learn", "puzzles", "play", "reference" };

static GtSidebar *
sidebar (Fixture *f)
{
  return GT_SIDEBAR (gtk_widget_get_ancestor (GTK_WIDGET (gt_window_get_sidebar (f->window)), GT_TYPE_SIDEBAR));
}

/* The row leading to page in the section on show. */
static GtkWidget *
sidebar_row_on_show (Fixture    *f,
                     const char *page)
{
  GtkListBox *list = gt_window_get_sidebar (f->window);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GT_IS_SIDEBAR_ROW (row) && g_strcmp0 (gt_sidebar_row_get_page (GT_SIDEBAR_ROW (row)), page) == 0)
      return row;
  return NULL;
}

/* The row leading to page: in another section, the user chooses that
 * section first (its button: the sidebar.section action). */
static GtkWidget *
sidebar_row (Fixture    *f,
             const char *page)
{
  GtkWidget *row = sidebar_row_on_show (f, page);

  for (guint i = 0; row == NULL && i < G_N_ELEMENTS (sections); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sidebar (f)), "sidebar.section", "s", sections[i]));
      gt_test_run_frames ();
      row = sidebar_row_on_show (f, page);
    }
  return row;
}

/* What a click on a sidebar row does. */
static void
click_sidebar (Fixture    *f,
               const char *page)
{
  GtkWidget *row = sidebar_row (f, page);

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (row));
  g_signal_emit_by_name (gt_window_get_sidebar (f->window), "row-activated", row);
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, page);
}

/* The text at the end of a sidebar row ("1/16"). */
static const char *
sidebar_suffix (Fixture    *f,
                const char *page)
{
  GtkWidget *row = sidebar_row (f, page);

  g_assert_nonnull (row);
  return gt_sidebar_row_get_suffix (GT_SIDEBAR_ROW (row));
}

/* A label in root's tree whose text has text in it, NULL if none. */
static GtkWidget *
label_with (GtkWidget  *root,
            const char *text)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gt_test_next_in_tree (root, w))
    if (GTK_IS_LABEL (w) && strstr (gtk_label_get_text (GTK_LABEL (w)), text) != NULL)
      return w;
  return NULL;
}

/* The rows of the puzzle list on show, in order. */
static GPtrArray *
puzzle_rows (Fixture *f)
{
  GPtrArray *rows = g_ptr_array_new ();
  GtkWidget *root = GTK_WIDGET (f->window);

  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gt_test_next_in_tree (root, w))
    if (ADW_IS_ACTION_ROW (w) && g_object_get_data (G_OBJECT (w), "puzzle-id") != NULL &&
        gtk_widget_is_drawable (w))
      g_ptr_array_add (rows, w);
  return rows;
}

static GtkWidget *
puzzle_row (Fixture    *f,
            const char *id)
{
  g_autoptr(GPtrArray) rows = puzzle_rows (f);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (g_object_get_data (G_OBJECT (rows->pdata[i]), "puzzle-id"), id) == 0)
      return rows->pdata[i];
  return NULL;
}

/* A list row's state: GtPuzzleProgress, or -1 on the review list. */
static int
puzzle_row_state (Fixture    *f,
                  const char *id)
{
  GtkWidget *row = puzzle_row (f, id);

  g_assert_nonnull (row);
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "puzzle-state"));
}

static void
open_puzzle_from_list (Fixture    *f,
                       const char *id)
{
  GtkWidget *row = puzzle_row (f, id);
  g_autofree char *page = g_strconcat ("puzzle:", id, NULL);

  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  gt_test_run_frames ();
  wait_idle (f);
  g_assert_cmpstr (gt_window_get_page (f->window), ==, page);
}

/* Plays the puzzle on show out by the third hint at every turn. */
static void
solve_by_hints (Fixture *f)
{
  for (guint turn = 0; turn < 40 && gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))) == GT_PUZZLE_STATE_PLAYING; turn++)
    {
      GtCardList selection;

      puzzle_act (f, "puzzle.hint");
      puzzle_act (f, "puzzle.hint");
      puzzle_act (f, "puzzle.hint");
      gt_hand_view_get_selection (puzzle_hand (f), &selection);
      puzzle_act (f, selection.n == 0 ? "puzzle.pass" : "puzzle.play");
    }
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_SOLVED);
}

/* Spins the main loop until the rule's row has the focus (the rules page
 * focuses it once it has been laid out and scrolled). */
static gboolean
rule_focused (Fixture    *f,
              const char *id)
{
  GtkWidget *row = gt_rules_page_get_row (gt_window_get_rules_page (f->window), id);
  gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  g_assert_nonnull (row);
  while (g_get_monotonic_time () < end)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

      if (focus == row || (focus != NULL && gtk_widget_is_ancestor (focus, row)))
        return gtk_widget_is_drawable (row);
      g_main_context_iteration (NULL, FALSE);
    }
  return FALSE;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *app_dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", NULL);
  g_autofree char *dir = g_build_filename (app_dir, "puzzles", NULL);
  g_autofree char *file = g_build_filename (dir, "test-window-jiefeng.puzzle", NULL);
  g_autofree char *path = gt_test_progress_path ();
  g_autoptr(GError) error = NULL;

  gt_test_remove_tree (app_dir);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_file_set_contents (file, test_puzzle, -1, &error);
  g_assert_no_error (error);

  f->settings = g_settings_new (APP_ID);
  g_settings_set_string (f->settings, "last-page", "lesson:cards-and-levels");
  f->library = gt_library_new ();
  f->progress = gt_progress_new (path);
  g_assert_true (gt_progress_load (f->progress, NULL));
  f->window = gt_window_new (NULL, f->library, f->progress, f->settings);
  gtk_window_present (GTK_WINDOW (f->window));
  gt_test_run_frames ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gt_test_run_frames ();
  g_settings_reset (f->settings, "last-page");
  g_settings_reset (f->settings, "rule-variants");
  g_settings_reset (f->settings, "card-size");
  g_settings_reset (f->settings, "animation-speed");
  g_settings_reset (f->settings, "four-colour-deck");
  g_clear_object (&f->progress);
  g_clear_object (&f->library);
  g_clear_object (&f->settings);
}

/* ---- Tests --------------------------------------------------------------- */

/* The sidebar's Puzzles lead to a goal's list, with the difficulty and
 * the state of each; a puzzle opened from it and solved is recorded, saved,
 * and marked in the list and the sidebar. */
static void
test_solve_from_library (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *path = gt_test_progress_path ();
  g_autofree char *saved = NULL;
  g_autoptr(GtProgress) reread = gt_progress_new (path);
  GtTableView *table;
  guint n_first_out = 0, n_other_first_out = 0, easiest = 5;
  g_autofree char *none_solved = NULL, *one_solved = NULL, *other_none_solved = NULL;
  g_auto (GStrv) expected_next = g_new0 (char *, 3);

  /* Each game its own lists: the first game's puzzles that go out first,
   * and Gan Deng Yan's in a list of their own; counted from the library,
   * so that a new puzzle does not break the test. */
  for (guint i = 0; i < gt_library_get_n_puzzles (f->library); i++)
    {
      const GtPuzzle *p = gt_library_get_puzzle (f->library, i);
      if (p->goal.kind != GT_GOAL_FIRST_OUT)
        continue;
      if (p->rs != gt_rulesets ()[0])
        {
          if (p->rs == gt_ruleset_lookup ("gandengyan"))
            n_other_first_out++;
          continue;
        }
      n_first_out++;
      easiest = MIN (easiest, p->difficulty);
    }
  g_assert_cmpuint (n_first_out, >=, 8);
  g_assert_cmpuint (n_other_first_out, >=, 8);
  none_solved = g_strdup_printf ("0/%u", n_first_out);
  one_solved = g_strdup_printf ("1/%u", n_first_out);
  other_none_solved = g_strdup_printf ("0/%u", n_other_first_out);
  g_assert_cmpstr (sidebar_suffix (f, "puzzles:first-out"), ==, none_solved);
  g_assert_cmpstr (sidebar_suffix (f, "puzzles:gandengyan:first-out"), ==, other_none_solved);
  /* Nothing failed yet: no review list in the sidebar. */
  g_assert_false (gtk_widget_get_visible (sidebar_row (f, "puzzles:review")));

  click_sidebar (f, "puzzles:first-out");
  rows = puzzle_rows (f);
  g_assert_cmpuint (rows->len, ==, n_first_out);
  g_assert_cmpint (puzzle_row_state (f, "first-keep-the-bomb"), ==, GT_PUZZLE_UNTRIED);
  /* Easy first: the library's order is by difficulty within a goal. */
  {
    const char *first_id = g_object_get_data (G_OBJECT (rows->pdata[0]), "puzzle-id");
    gboolean found = FALSE;

    for (guint i = 0; i < gt_library_get_n_puzzles (f->library); i++)
      {
        const GtPuzzle *p = gt_library_get_puzzle (f->library, i);
        if (g_strcmp0 (p->id, first_id) == 0)
          {
            g_assert_cmpuint (p->difficulty, ==, easiest);
            found = TRUE;
          }
      }
    g_assert_true (found);
  }

  /* The list's order decides what "Next Unsolved" opens: the first two
   * rows other than the one solved below. */
  for (guint i = 0, k = 0; i < rows->len && k < 2; i++)
    {
      const char *id = g_object_get_data (G_OBJECT (rows->pdata[i]), "puzzle-id");
      if (g_strcmp0 (id, "first-keep-the-bomb") != 0)
        expected_next[k++] = g_strconcat ("puzzle:", id, NULL);
    }
  g_assert_nonnull (expected_next[1]);

  open_puzzle_from_list (f, "first-keep-the-bomb");
  table = gt_puzzle_page_get_table (puzzle_page (f));
  g_assert_true (gt_table_view_get_show_turn (table));
  solve_by_hints (f);

  /* Solved: no seat to move any more, the centre says so. */
  g_assert_false (gt_table_view_get_show_turn (table));
  g_assert_nonnull (gt_table_view_get_status (table));
  g_assert_cmpstr (gt_table_view_get_status (table), !=, "");

  g_assert_cmpint (gt_progress_get_puzzle_state (f->progress, "first-keep-the-bomb"), ==, GT_PUZZLE_SOLVED);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_true (gt_progress_load (reread, NULL));
  g_assert_cmpint (gt_progress_get_puzzle_state (reread, "first-keep-the-bomb"), ==, GT_PUZZLE_SOLVED);
  g_assert_cmpstr (sidebar_suffix (f, "puzzles:first-out"), ==, one_solved);
  g_assert_cmpstr (sidebar_suffix (f, "puzzles:gandengyan:first-out"), ==, other_none_solved);

  click_sidebar (f, "puzzles:first-out");
  g_assert_cmpint (puzzle_row_state (f, "first-keep-the-bomb"), ==, GT_PUZZLE_SOLVED);

  /* "Next Unsolved" from the list: the first of the goal not solved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-unsolved", NULL));
  wait_idle (f);
  g_assert_cmpstr (gt_window_get_page (f->window), ==, expected_next[0]);
  /* The solved panel's "Next Puzzle" goes on the same way, and a new
   * puzzle shows the seat to move again. */
  solve_by_hints (f);
  puzzle_act (f, "puzzle.next");
  g_assert_cmpstr (gt_window_get_page (f->window), ==, expected_next[1]);
  g_assert_true (gt_table_view_get_show_turn (table));
  g_assert_null (gt_table_view_get_status (table));
}

/* The same with the keyboard only: H three times asks for the play, Enter
 * plays it. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *page;

  gt_window_show_page (f->window, "puzzles:team-first");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-unsolved", NULL));
  wait_idle (f);
  g_assert_true (g_str_has_prefix (gt_window_get_page (f->window), "puzzle:team-"));
  page = GTK_WIDGET (puzzle_page (f));

  for (guint turn = 0; turn < 20 && gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))) == GT_PUZZLE_STATE_PLAYING; turn++)
    {
      GtCardList selection;

      for (guint i = 0; i < 3; i++)
        {
          g_assert_true (gt_test_press_key (page, GDK_KEY_h, 0));
          wait_idle (f);
        }
      gt_hand_view_get_selection (puzzle_hand (f), &selection);
      g_assert_true (gt_test_press_key (page, selection.n > 0 ? GDK_KEY_Return : GDK_KEY_p, 0));
      wait_idle (f);
    }
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_SOLVED);
}

/* The sidebar is one Tab stop: Tab from any row leaves the list, as does
 * Shift+Tab; the rows are the arrow keys'. */
static void
test_sidebar_tab (Fixture       *f,
                  gconstpointer  data)
{
  GtkListBox *list = gt_window_get_sidebar (f->window);
  GtkWidget *first = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
  GtkWidget *focus;

  g_assert_nonnull (first);
  g_assert_true (gtk_widget_grab_focus (first));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), GTK_WIDGET (list)) ||
                 gtk_root_get_focus (GTK_ROOT (f->window)) == first);

  g_assert_true (gt_test_press_key (GTK_WIDGET (list), GDK_KEY_Tab, 0));
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_nonnull (focus);
  g_assert_false (focus == GTK_WIDGET (list) || gtk_widget_is_ancestor (focus, GTK_WIDGET (list)));
  /* The list can take the focus again (it was out of the chain for the
   * one move only). */
  g_assert_true (gtk_widget_get_can_focus (GTK_WIDGET (list)));

  g_assert_true (gtk_widget_grab_focus (first));
  g_assert_true (gt_test_press_key (GTK_WIDGET (list), GDK_KEY_Tab, GDK_SHIFT_MASK));
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_false (focus != NULL && (focus == GTK_WIDGET (list) || gtk_widget_is_ancestor (focus, GTK_WIDGET (list))));
}

/* A losing play: the refutation plays out and says who wins; the puzzle
 * goes on the review list until it is solved; Retry goes back. */
static void
test_fail_and_review (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *feedback = NULL;

  gt_window_show_page (f->window, "puzzle:first-keep-the-bomb");
  wait_idle (f);
  /* The bomb first: then nothing takes the lead back. */
  select_cards (puzzle_hand (f), "S9 H9 D9 C9");
  puzzle_act (f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_REFUTED);
  feedback = gt_puzzle_page_dup_feedback (puzzle_page (f));
  g_assert_nonnull (strstr (feedback, "went out first"));
  /* The refutation is on the table: an opponent is out. */
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->n_order, >, 0);

  g_assert_cmpint (gt_progress_get_puzzle_state (f->progress, "first-keep-the-bomb"), ==, GT_PUZZLE_FAILED);
  g_assert_true (gt_progress_get_puzzle_review (f->progress, "first-keep-the-bomb"));
  g_assert_true (gtk_widget_get_visible (sidebar_row (f, "puzzles:review")));
  g_assert_cmpstr (sidebar_suffix (f, "puzzles:review"), ==, "1");

  click_sidebar (f, "puzzles:review");
  {
    g_autoptr(GPtrArray) rows = puzzle_rows (f);
    g_assert_cmpuint (rows->len, ==, 1);
  }
  g_assert_cmpint (puzzle_row_state (f, "first-keep-the-bomb"), ==, -1);
  click_sidebar (f, "puzzles:first-out");
  g_assert_cmpint (puzzle_row_state (f, "first-keep-the-bomb"), ==, -1);

  /* From the review list, Next Unsolved opens it; Retry after another
   * loss, then solve it: it leaves the list. */
  click_sidebar (f, "puzzles:review");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-unsolved", NULL));
  wait_idle (f);
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "puzzle:first-keep-the-bomb");
  select_cards (puzzle_hand (f), "S9 H9 D9 C9");
  puzzle_act (f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_REFUTED);
  g_assert_false (gt_table_view_get_show_turn (gt_puzzle_page_get_table (puzzle_page (f))));
  puzzle_act (f, "puzzle.retry");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_true (gt_table_view_get_show_turn (gt_puzzle_page_get_table (puzzle_page (f))));
  g_assert_null (gt_table_view_get_status (gt_puzzle_page_get_table (puzzle_page (f))));
  solve_by_hints (f);
  g_assert_cmpuint (gt_progress_get_puzzle_failures (f->progress, "first-keep-the-bomb"), ==, 2);
  g_assert_false (gt_progress_get_puzzle_review (f->progress, "first-keep-the-bomb"));
  g_assert_false (gtk_widget_get_visible (sidebar_row (f, "puzzles:review")));
}

/* A verdict's rule link opens the rules reference at that rule. */
static void
test_rule_link (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *root, *button;
  const char *rule;

  gt_window_show_page (f->window, "puzzle:first-keep-the-bomb");
  wait_idle (f);
  select_cards (puzzle_hand (f), "S3 H4");
  puzzle_act (f, "puzzle.play");

  /* The verdict's rule link, and its popover's way to the reference. */
  root = GTK_WIDGET (puzzle_page (f));
  button = gt_test_find_by_type (root, GT_TYPE_RULE_LINK, TRUE);
  g_assert_nonnull (button);
  rule = gt_rule_link_get_rule (GT_RULE_LINK (button));
  g_assert_true (g_str_has_prefix (rule, "gd."));
  gt_rule_link_show_in_reference (GT_RULE_LINK (button));
  gt_test_run_frames ();
  gt_test_run_frames ();

  g_assert_cmpstr (gt_window_get_page (f->window), ==, "rules");
  g_assert_true (rule_focused (f, rule));
  g_assert_true (gtk_widget_has_css_class (gt_rules_page_get_row (gt_window_get_rules_page (f->window), rule),
                                           "flash"));

  /* The window action does the same from anywhere. */
  gt_window_show_page (f->window, "lesson:straights");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-rule", "s", "gd.combo.tube"));
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "rules");
  g_assert_true (rule_focused (f, "gd.combo.tube"));
}

/* The header's button that goes back from the rules page to where a rule
 * link was followed from, or NULL. */
static GtkWidget *
rule_back_button (Fixture *f)
{
  GtkWidget *root = GTK_WIDGET (f->window);

  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gt_test_next_in_tree (root, w))
    if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "win.back-from-rule") == 0)
      return w;
  return NULL;
}

/* A lesson step's rule link, and back (Alt+Left, the header's button) to
 * the same step with its verdict, not to the lesson's start. */
static void
test_rule_link_back (Fixture       *f,
                     gconstpointer  data)
{
  GtLessonPage *lesson = gt_window_get_lesson_page (f->window);
  GtkWidget *root = GTK_WIDGET (lesson), *link, *back;

  gt_window_show_page (f->window, "lesson:gdy-one-step-higher");
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 4);
  gt_test_run_frames ();
  select_cards (gt_table_view_get_hand (gt_lesson_page_get_table (lesson)), "S9");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL));
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (lesson)), ==, "illegal");
  gt_test_run_frames ();
  link = gt_test_find_by_type (root, GT_TYPE_RULE_LINK, TRUE);
  g_assert_nonnull (link);
  back = rule_back_button (f);
  g_assert_nonnull (back);
  g_assert_false (gtk_widget_get_visible (back));

  gt_rule_link_show_in_reference (GT_RULE_LINK (link));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "rules");
  g_assert_true (gtk_widget_get_visible (back));
  /* It says where it goes. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (back), gt_lesson_page_get_title (lesson)));

  /* Alt+Left: the same step, its verdict still shown. */
  g_assert_true (gt_test_send_key (GTK_WINDOW (f->window), GDK_KEY_Left, GDK_ALT_MASK));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:gdy-one-step-higher");
  g_assert_cmpuint (gt_lesson_model_get_step_number (gt_lesson_page_get_model (lesson)), ==, 4);
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (lesson)), ==, "illegal");
  g_assert_false (gtk_widget_get_visible (back));

  /* The button does the same; another page forgets the way back. */
  gt_rule_link_show_in_reference (GT_RULE_LINK (link));
  gt_test_run_frames ();
  g_signal_emit_by_name (back, "clicked");
  gt_test_run_frames ();
  g_assert_cmpuint (gt_lesson_model_get_step_number (gt_lesson_page_get_model (lesson)), ==, 4);
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:gdy-one-step-higher");
  gt_rule_link_show_in_reference (GT_RULE_LINK (link));
  gt_window_show_page (f->window, "compare");
  gt_window_show_page (f->window, "rules");
  gt_test_run_frames ();
  g_assert_false (gtk_widget_get_visible (back));
  gt_test_send_key (GTK_WINDOW (f->window), GDK_KEY_Left, GDK_ALT_MASK);
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "rules");
}

/* A rule variant switched on in the preferences window reaches the engine:
 * lines, verdicts and the solver follow it. */
static void
test_variants (Fixture       *f,
               gconstpointer  data)
{
  GtPreferencesWindow *prefs = GT_PREFERENCES_WINDOW (gt_preferences_window_new (f->settings));
  GtkSwitch *no_jiefeng = gt_preferences_window_get_variant_switch (prefs, "no-jiefeng");
  GtkSwitch *return_max_10 = gt_preferences_window_get_variant_switch (prefs, "return-max-10");
  GtLessonPage *lesson = gt_window_get_lesson_page (f->window);
  g_auto(GStrv) names = NULL;
  static const char *const only_return[] = { "return-max-10", NULL };

  gtk_window_set_transient_for (GTK_WINDOW (prefs), GTK_WINDOW (f->window));
  gtk_window_present (GTK_WINDOW (prefs));
  gt_test_run_frames ();
  g_assert_false (gtk_switch_get_active (no_jiefeng));

  /* Standard rules: S goes out, N leads by 接风 and bombs; E never plays. */
  gt_window_show_page (f->window, "puzzle:test-window-jiefeng");
  wait_idle (f);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->variants, ==, 0);
  select_cards (puzzle_hand (f), "BJ BJ RJ RJ");
  puzzle_act (f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_SOLVED);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->count[GT_SEAT_E], ==, 2);

  /* No 接风: the switch writes the setting, the puzzle starts again under
   * it, and E leads before N can bomb. */
  gtk_switch_set_active (no_jiefeng, TRUE);
  gt_test_run_frames ();
  names = g_settings_get_strv (f->settings, "rule-variants");
  g_assert_true (g_strv_contains ((const char *const *) names, "no-jiefeng"));
  wait_idle (f);
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_PLAYING);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->variants, ==, GD_VARIANT_NO_JIEFENG);
  select_cards (puzzle_hand (f), "BJ BJ RJ RJ");
  puzzle_act (f, "puzzle.play");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (f))), ==, GT_PUZZLE_STATE_SOLVED);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->count[GT_SEAT_E], ==, 1);

  /* A puzzle that cannot be won without 接风 keeps the standard rules. */
  gt_window_show_page (f->window, "puzzle:double-jiefeng");
  wait_idle (f);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->variants, ==, 0);

  /* A lesson's return step: a King may go back, not under return-max-10.
   * The setting written elsewhere moves the switches too. */
  g_settings_set_strv (f->settings, "rule-variants", only_return);
  gt_test_run_frames ();
  g_assert_false (gtk_switch_get_active (no_jiefeng));
  g_assert_true (gtk_switch_get_active (return_max_10));
  gt_window_show_page (f->window, "lesson:tribute");
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 5);
  gt_test_run_frames ();
  select_cards (gt_table_view_get_hand (gt_lesson_page_get_table (lesson)), "SK");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL));
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (lesson)), ==, "illegal");
  g_assert_cmpstr (gt_test_feedback_rule (gt_lesson_page_get_model (lesson)), ==, "gd.variant.return-max-10");
  gtk_switch_set_active (return_max_10, FALSE);
  gt_test_run_frames ();
  select_cards (gt_table_view_get_hand (gt_lesson_page_get_table (lesson)), "SK");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL));
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (lesson)), ==, "right");

  gtk_window_destroy (GTK_WINDOW (prefs));
  gt_test_run_frames ();
}

/* The Gan Deng Yan chapter: its lesson page deals three numbered seats,
 * judges a play by the step rule, and its puzzles open with their stock. */
static void
test_gandengyan (Fixture       *f,
                 gconstpointer  data G_GNUC_UNUSED)
{
  GtLessonPage *lesson = gt_window_get_lesson_page (f->window);

  gt_window_show_page (f->window, "lesson:gdy-one-step-higher");
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 4);
  gt_test_run_frames ();
  g_assert_cmpstr (gt_lesson_page_get_lesson (lesson)->rs->id, ==, "gandengyan");
  g_assert_cmpuint (gt_lesson_model_get_position (gt_lesson_page_get_model (lesson))->n_seats, ==, 3);
  select_cards (gt_table_view_get_hand (gt_lesson_page_get_table (lesson)), "S9");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL));
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (lesson)), ==, "illegal");
  g_assert_cmpstr (gt_test_feedback_rule (gt_lesson_page_get_model (lesson)), ==, "gdy.follow.step");
  select_cards (gt_table_view_get_hand (gt_lesson_page_get_table (lesson)), "H7");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL));
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (lesson)), ==, "right");

  /* Its puzzles: a list of their own, every row one of its puzzles. */
  click_sidebar (f, "puzzles:gandengyan:first-out");
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "puzzles:gandengyan:first-out");
  {
    g_autoptr(GPtrArray) rows = puzzle_rows (f);

    guint n = 0;

    for (guint i = 0; i < gt_library_get_n_puzzles (f->library); i++)
      n += g_strcmp0 (gt_library_get_puzzle (f->library, i)->rs->id, "gandengyan") == 0;
    g_assert_cmpuint (rows->len, ==, n);
    for (guint i = 0; i < rows->len; i++)
      {
        const char *id = g_object_get_data (G_OBJECT (rows->pdata[i]), "puzzle-id");

        g_assert_cmpstr (gt_library_lookup_puzzle (f->library, id)->rs->id, ==, "gandengyan");
      }
  }
  gt_window_show_page (f->window, "puzzle:gdy-draw-a-partner");
  wait_idle (f);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->n_seats, ==, 3);
  g_assert_cmpuint (gt_puzzle_model_get_position (gt_puzzle_page_get_model (puzzle_page (f)))->stock_n, ==, 1);
  /* The puzzle belongs to its game's list in the sidebar, and Next
   * Unsolved stays in that list. */
  g_assert_cmpstr (gt_sidebar_row_get_page (GT_SIDEBAR_ROW (gtk_list_box_get_selected_row (gt_window_get_sidebar (f->window)))),
                   ==, "puzzles:gandengyan:first-out");
  click_sidebar (f, "puzzles:gandengyan:first-out");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-unsolved", NULL));
  wait_idle (f);
  g_assert_true (g_str_has_prefix (gt_window_get_page (f->window), "puzzle:gdy-"));
}

/* The deck the window's pages, tables, hands and cards show. */
static void
assert_four_colour (Fixture  *f,
                    gboolean  expected)
{
  GtLessonPage *lesson = gt_window_get_lesson_page (f->window);
  GtTableView *tables[2] = { gt_lesson_page_get_table (lesson), gt_puzzle_page_get_table (puzzle_page (f)) };

  g_assert_cmpint (gt_lesson_page_get_four_colour (lesson), ==, expected);
  g_assert_cmpint (gt_puzzle_page_get_four_colour (puzzle_page (f)), ==, expected);
  g_assert_cmpint (gt_rules_page_get_four_colour (gt_window_get_rules_page (f->window)), ==, expected);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      GtHandView *hand = gt_table_view_get_hand (tables[i]);
      GtCardView *card = gt_hand_view_get_card_view (hand, 0);

      g_assert_cmpint (gt_table_view_get_four_colour (tables[i]), ==, expected);
      g_assert_cmpint (gt_hand_view_get_four_colour (hand), ==, expected);
      if (card != NULL)
        g_assert_cmpint (gt_card_view_get_four_colour (card), ==, expected);
    }
}

/* Card size, animation speed and the four-colour deck reach the tables,
 * the puzzle page and the cards. */
static void
test_card_size_and_speed (Fixture       *f,
                          gconstpointer  data)
{
  GtTableView *lesson_table = gt_lesson_page_get_table (gt_window_get_lesson_page (f->window));
  GtTableView *puzzle_table = gt_puzzle_page_get_table (puzzle_page (f));
  guint interval = 0;

  g_assert_cmpfloat (gt_table_view_get_card_scale (lesson_table), ==, 1.0);
  g_settings_set_string (f->settings, "card-size", "large");
  g_assert_cmpfloat (gt_table_view_get_card_scale (lesson_table), >, 1.0);
  g_assert_cmpfloat (gt_table_view_get_card_scale (puzzle_table), >, 1.0);
  g_settings_set_string (f->settings, "card-size", "small");
  g_assert_cmpfloat (gt_table_view_get_card_scale (puzzle_table), <, 1.0);

  /* The order: the puzzle's hand, bound; the lesson page's, set by it. */
  g_settings_set_string (f->settings, "sort-order", "suit");
  g_assert_cmpint (gt_hand_view_get_sort (gt_table_view_get_hand (puzzle_table)), ==, GT_HAND_SORT_SUIT);
  g_assert_cmpint (gt_hand_view_get_sort (gt_table_view_get_hand (lesson_table)), ==, GT_HAND_SORT_SUIT);
  g_settings_reset (f->settings, "sort-order");
  g_assert_cmpint (gt_hand_view_get_sort (gt_table_view_get_hand (puzzle_table)), ==, GT_HAND_SORT_RANK);

  g_object_get (puzzle_page (f), "reply-interval", &interval, NULL);
  g_assert_cmpuint (interval, ==, 600);
  g_settings_set_string (f->settings, "animation-speed", "instant");
  g_object_get (puzzle_page (f), "reply-interval", &interval, NULL);
  g_assert_cmpuint (interval, ==, 0);
  g_assert_cmpuint (gt_hand_view_get_lift_time (gt_table_view_get_hand (lesson_table)), ==, 0);
  g_settings_set_string (f->settings, "animation-speed", "slow");
  g_object_get (puzzle_page (f), "reply-interval", &interval, NULL);
  g_assert_cmpuint (interval, >, 600);

  /* A lesson's play slides in at the chosen speed, and not at all at
   * "instant" (animations on for this part only). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  for (guint k = 0; k < 2; k++)
    {
      GtLessonPage *lesson = gt_window_get_lesson_page (f->window);
      GtCardList five;

      g_settings_set_string (f->settings, "animation-speed", k == 0 ? "slow" : "instant");
      gt_window_show_page (f->window, "lesson:cards-and-levels");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (lesson), 11);
      gt_test_run_frames ();
      g_assert_true (gt_card_list_parse ("D5", NULL, &five, NULL));
      gt_hand_view_set_selection (gt_table_view_get_hand (lesson_table), &five);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson), "lesson.play", NULL));
      g_assert_cmpuint (gt_table_view_get_arriving (lesson_table), ==, GT_SEAT_S);
      if (k == 0)
        g_assert_cmpfloat (gt_table_view_get_arrival (lesson_table), <, 1.0);
      else
        g_assert_cmpfloat (gt_table_view_get_arrival (lesson_table), ==, 1.0);
      gt_test_run_frames ();
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  assert_four_colour (f, FALSE);
  g_settings_set_boolean (f->settings, "four-colour-deck", TRUE);
  assert_four_colour (f, TRUE);
  g_settings_reset (f->settings, "four-colour-deck");
  assert_four_colour (f, FALSE);

  /* The card deck: the drawn cards, a deck that is not there (the drawn
   * cards too), and the default deck when it is installed. */
  g_settings_set_string (f->settings, "card-deck", "large-index");
  g_assert_null (gt_card_cache_get_deck (gt_card_cache_get_default ()));
  g_settings_set_string (f->settings, "card-deck", "svg-no-such-deck");
  g_assert_null (gt_card_cache_get_deck (gt_card_cache_get_default ()));
  g_settings_reset (f->settings, "card-deck");
  {
    g_autoptr(GtCardDeck) standard = gt_card_deck_load ("svg-standard", NULL);
    GtCardDeck *deck = gt_card_cache_get_deck (gt_card_cache_get_default ());

    if (standard != NULL)
      g_assert_cmpstr (gt_card_deck_get_id (deck), ==, "svg-standard");
    else
      g_assert_null (deck);
  }
}

/* The Play page from the sidebar: a game dealt; the tutor and the
 * players' strength follow the settings, and the page's menu writes them
 * back. */
static void
test_play_settings (Fixture       *f,
                    gconstpointer  data)
{
  GtPlayPage *page;
  GtPlayModel *model;
  guint v;

  gt_window_show_page (f->window, "play");
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "play");
  page = gt_window_get_play_page (f->window);
  model = gt_play_page_get_model (page);
  g_assert_cmpuint (gt_play_model_get_game (model)->deal_no, ==, 1);

  g_object_get (model, "tutor", &v, NULL);
  g_assert_cmpuint (v, ==, GT_TUTOR_PRINCIPLES);
  g_settings_set_string (f->settings, "play-tutor", "off");
  g_object_get (model, "tutor", &v, NULL);
  g_assert_cmpuint (v, ==, GT_TUTOR_OFF);
  g_settings_set_string (f->settings, "play-opponents", "strong");
  g_object_get (model, "opponents", &v, NULL);
  g_assert_cmpuint (v, ==, GT_PLAYER_STRONG);

  gtk_widget_activate_action (GTK_WIDGET (page), "play.partner", "s", "strong");
  {
    g_autofree char *partner = g_settings_get_string (f->settings, "play-partner");
    g_assert_cmpstr (partner, ==, "strong");
  }
  gtk_widget_activate_action (GTK_WIDGET (page), "play.tutor", "s", "proofs");
  g_object_get (model, "tutor", &v, NULL);
  g_assert_cmpuint (v, ==, GT_TUTOR_PROOFS);
  {
    g_autofree char *tutor = g_settings_get_string (f->settings, "play-tutor");
    g_assert_cmpstr (tutor, ==, "proofs");
  }
  g_settings_reset (f->settings, "play-tutor");
  g_settings_reset (f->settings, "play-opponents");
  g_settings_reset (f->settings, "play-partner");
}

/* The app reads its library in a thread: its window's page comes with
 * it. */
static void
wait_for_library (GtkApplication *app)
{
  while (!gt_library_get_loaded (gt_application_get_library (GT_APPLICATION (app))))
    g_main_context_iteration (NULL, TRUE);
  gt_test_run_frames ();
}

/* The puzzle file of test_open_file, opened in a new application whose
 * window starts on the page last (a setting); checks what it shows. */
static void
open_file_in_app (const char *last_page)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "elsewhere", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.puzzle", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  GtkApplication *app;
  GtWindow *window = NULL;

  /* The test puzzle under another id, outside the library's folders. */
  text = g_strdup (test_puzzle);
  memcpy (strstr (text, "test-window-jiefeng"), "test-window-opened!", strlen ("test-window-jiefeng"));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);
  g_settings_set_string (settings, "last-page", last_page);

  app = g_object_new (GT_TYPE_APPLICATION,
                      "application-id", APP_ID,
                      "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                      NULL);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  wait_for_library (app);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (GT_IS_WINDOW (l->data))
      window = l->data;
  g_assert_nonnull (window);
  g_assert_cmpstr (gt_window_get_page (window), ==, "puzzle:test-window-opened!");
  g_assert_cmpstr (gt_puzzle_page_get_title (gt_window_get_puzzle_page (window)), ==,
                   "Out, and over to the partner");
  g_assert_cmpint (gt_puzzle_model_get_state (gt_puzzle_page_get_model (gt_window_get_puzzle_page (window))), ==, GT_PUZZLE_STATE_PLAYING);
  /* The window opened on it, so said nothing about a missing puzzle. */
  g_assert_cmpuint (gt_window_get_n_toasts (window), ==, 0);

  while (gtk_application_get_windows (app) != NULL)
    gtk_window_destroy (gtk_application_get_windows (app)->data);
  gt_test_run_frames ();
  g_object_unref (app);
}

/* A puzzle file opened from disk (app.open, a file manager) plays. */
static void
test_open_file (Fixture       *f,
                gconstpointer  data)
{
  open_file_in_app ("lesson:cards-and-levels");
}

/* The same file opened again in a new run, the window starting on it (the
 * page shown last): it was a critical warning from the library's change,
 * with no page yet, and the toast that the puzzle was gone.  The UI tests
 * run with G_DEBUG=fatal-criticals, so a critical fails this test. */
static void
test_relaunch_file (Fixture       *f,
                    gconstpointer  data)
{
  open_file_in_app ("puzzle:test-window-opened!");
}

/* A file's problems, many and long: 300 lines and a path with no space. */
static char *
long_message (void)
{
  GString *text = g_string_new (NULL);

  for (guint i = 1; i <= 300; i++)
    g_string_append_printf (text, "/home/teacher/lessons/a-very-long-folder-name/chapter-%u.lesson:%u: "
                                  "the key Cards is not a list of cards: “S3 S4 X9”.\n", i, i * 7);
  g_string_append (text, "/home/teacher/");
  for (guint i = 0; i < 40; i++)
    g_string_append (text, "a-folder-with-a-long-name/");
  g_string_append (text, "last.lesson");
  return g_string_free (text, FALSE);
}

static GtkApplication *
app_new (void)
{
  g_autoptr(GError) error = NULL;
  GtkApplication *app = g_object_new (GT_TYPE_APPLICATION,
                                      "application-id", APP_ID,
                                      "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                                      NULL);

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  wait_for_library (app);
  return app;
}

static GtWindow *
app_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (GT_IS_WINDOW (l->data))
      return l->data;
  g_assert_not_reached ();
}

static void
app_close (GtkApplication *app)
{
  while (gtk_application_get_windows (app) != NULL)
    gtk_window_destroy (gtk_application_get_windows (app)->data);
  gt_test_run_frames ();
  g_object_unref (app);
}

/* "The File Cannot Be Opened" with a long list of problems: the dialog's
 * size request fits a window of 1100 × 800 and one 360 px wide (a phone,
 * 360 × 640), the text scrolling inside it; its Close button is shown. */
static void
test_long_message (Fixture       *f,
                   gconstpointer  data)
{
  GtkApplication *app = app_new ();
  g_autofree char *body = long_message ();
  GtkWindow *dialog = gt_window_show_message (app_window (app), "The File Cannot Be Opened", body);
  int min_w, nat_w, min_h, nat_h;
  GtkWidget *close;

  gt_test_run_frames ();
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  g_assert_cmpint (min_w, <=, 360);
  g_assert_cmpint (nat_w, <=, 1100);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (nat_h, <=, 800);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, 360, &min_h, &nat_h, NULL, NULL);
  g_assert_cmpint (nat_h, <=, 640);
  /* The window as shown: no taller than the screen, Close inside it. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, 800);
  close = GTK_WIDGET (dialog);
  while (close != NULL && !(GTK_IS_BUTTON (close) && gtk_widget_is_drawable (close)))
    close = gt_test_next_in_tree (GTK_WIDGET (dialog), close);
  g_assert_nonnull (close);
  {
    graphene_point_t top = GRAPHENE_POINT_INIT (0, 0), at;

    g_assert_true (gtk_widget_compute_point (close, GTK_WIDGET (dialog), &top, &at));
    g_assert_cmpfloat (at.y + gtk_widget_get_height (close), <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  }
  app_close (app);
}

/* Ctrl+Q quits with a message up (the damaged progress file's, say), and
 * Escape closes the message: the dialog is one of the application's
 * windows, so the application's shortcuts reach it. */
static void
test_keys_in_dialog (Fixture       *f,
                     gconstpointer  data)
{
  GtkApplication *app = app_new ();
  GtkWindow *dialog = gt_window_show_message (app_window (app), "Your Progress File Was Damaged", "Line 3 is not a key.");
  GtkWindow *prefs;

  gt_test_run_frames ();
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (gt_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0));
  gt_test_run_frames ();
  g_assert_null (dialog);

  /* The preferences: Ctrl+Q there closes every window. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  gt_test_run_frames ();
  prefs = gtk_application_get_active_window (app);
  g_assert_true (GT_IS_PREFERENCES_WINDOW (prefs));
  g_assert_true (gt_test_press_key (GTK_WIDGET (prefs), GDK_KEY_q, GDK_CONTROL_MASK));
  gt_test_run_frames ();
  g_assert_null (gtk_application_get_windows (app));

  /* A message again, in a new window: Ctrl+Q there too. */
  g_application_activate (G_APPLICATION (app));
  gt_test_run_frames ();
  dialog = gt_window_show_message (app_window (app), "The File Cannot Be Opened", "“x” is not a local file.");
  gt_test_run_frames ();
  g_assert_true (gt_test_press_key (GTK_WIDGET (dialog), GDK_KEY_q, GDK_CONTROL_MASK));
  gt_test_run_frames ();
  g_assert_null (gtk_application_get_windows (app));
  app_close (app);
}

/* Every exercise of the drill page's set answered right: the cards
 * selected, Play (accepted), Next. */
static void
answer_drill (GtDrillPage *page)
{
  GtDrillModel *model = gt_drill_page_get_model (page);
  GtHandView *hand = gt_table_view_get_hand (gt_drill_page_get_table (page));
  GtkWidget *feedback;
  GtCardList cards;

  for (guint i = 0; i < GT_DRILL_EXERCISES; i++)
    {
      g_assert_true (gt_drill_answer (gt_drill_model_get_exercise (model), &cards));
      gt_hand_view_set_selection (hand, &cards);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.play", NULL));
      g_assert_true (gt_drill_model_get_answered (model));
      /* The verdict in the lessons' card, of kind right. */
      feedback = gt_test_find_by_name (GTK_WIDGET (page), "feedback");
      g_assert_true (GT_IS_VERDICT_VIEW (feedback));
      g_assert_true (gtk_widget_get_visible (feedback));
      g_assert_cmpint (gt_verdict_view_get_kind (GT_VERDICT_VIEW (feedback)), ==, GT_VERDICT_RIGHT);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.next", NULL));
    }
}

/* A drill from the sidebar: six exercises answered with the keyboard's
 * Enter after the cards are selected, one wrong answer on the way; the
 * set ends with two stars, saved with progress and shown in the sidebar.
 * A worse try later keeps the best. */
static void
test_drill (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *path = gt_test_progress_path ();
  g_autoptr(GtProgress) reread = gt_progress_new (path);
  GtDrillPage *page;
  GtDrillModel *model;
  GtHandView *hand;
  GtCardList cards, wrong;

  g_assert_null (sidebar_suffix (f, "drill:drill-bombs"));
  click_sidebar (f, "drill:drill-bombs");
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "drill:drill-bombs");
  page = gt_window_get_drill_page (f->window);
  model = gt_drill_page_get_model (page);
  hand = gt_table_view_get_hand (gt_drill_page_get_table (page));
  g_assert_cmpstr (gt_drill_model_get_drill (model)->id, ==, "drill-bombs");
  g_assert_nonnull (gt_drill_model_get_exercise (model));

  /* A single card cannot beat a bomb: a mistake, with the engine's words. */
  gt_game_hand_list (&gt_drill_model_get_exercise (model)->position, GT_SEAT_S, &wrong);
  wrong.n = 1;
  gt_hand_view_set_selection (hand, &wrong);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.play", NULL));
  g_assert_cmpuint (gt_drill_model_get_mistakes (model), ==, 1);
  g_assert_false (gt_drill_model_get_answered (model));

  answer_drill (page);
  wait_idle (f);
  g_assert_true (gt_drill_model_get_finished (model));
  g_assert_cmpuint (gt_drill_model_get_stars (model), ==, 2);
  g_assert_cmpuint (gt_progress_get_drill_stars (f->progress, "drill-bombs"), ==, 2);
  g_assert_true (gt_progress_load (reread, NULL));
  g_assert_cmpuint (gt_progress_get_drill_stars (reread, "drill-bombs"), ==, 2);
  g_assert_cmpstr (sidebar_suffix (f, "drill:drill-bombs"), ==, "★★☆");

  /* Again, with four mistakes (hints): one star, the best of two kept. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.restart", NULL));
  g_assert_false (gt_drill_model_get_finished (model));
  for (guint i = 0; i < GT_DRILL_EXERCISES; i++)
    {
      if (i < 4)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.hint", NULL));
      g_assert_true (gt_drill_answer (gt_drill_model_get_exercise (model), &cards));
      gt_hand_view_set_selection (hand, &cards);
      gtk_widget_activate_action (GTK_WIDGET (page), "drill.play", NULL);
      gtk_widget_activate_action (GTK_WIDGET (page), "drill.next", NULL);
    }
  g_assert_cmpuint (gt_drill_model_get_stars (model), ==, 1);
  g_assert_cmpstr (sidebar_suffix (f, "drill:drill-bombs"), ==, "★★☆");
}

/* A relative's drill (issue 33): every game's drills are in the sidebar
 * under its name; Da Bai Fen's trumping drill opens from there, its
 * exercises are played into the trick on the page (a card that does not
 * take the trick is a mistake), and its stars are kept under its own id.
 * The page's chooser goes to another game's drill, and the window follows
 * (its page, so the sidebar's row); the chooser marks the drill shown. */
static void
test_drill_relative (Fixture       *f,
                     gconstpointer  data)
{
  GtDrillPage *page;
  GtDrillModel *model;
  GtHandView *hand;
  GtCardList cards, wrong;
  gboolean found = FALSE;

  for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
    for (guint i = 0; i < (*rs)->n_drills; i++)
      {
        g_autofree char *id = g_strconcat ("drill:", (*rs)->drills[i].id, NULL);
        g_assert_nonnull (sidebar_row (f, id));
      }

  click_sidebar (f, "drill:drill-dbf-trumping");
  page = gt_window_get_drill_page (f->window);
  model = gt_drill_page_get_model (page);
  hand = gt_table_view_get_hand (gt_drill_page_get_table (page));
  g_assert_cmpstr (gt_drill_model_get_game (model)->id, ==, "dabaifen");
  g_assert_cmpstr (gt_drill_model_get_drill (model)->id, ==, "drill-dbf-trumping");

  /* A card of the side suit is legal but does not take the trick. */
  gt_game_hand_list (&gt_drill_model_get_exercise (model)->position, 0, &cards);
  for (guint i = 0; i < cards.n && !found; i++)
    {
      gt_card_list_init (&wrong);
      gt_card_list_append (&wrong, cards.card[i], GT_CARD_NONE);
      found = !gt_drill_check (gt_drill_model_get_exercise (model), &wrong, NULL, NULL);
    }
  g_assert_true (found);
  gt_hand_view_set_selection (hand, &wrong);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.play", NULL));
  g_assert_cmpuint (gt_drill_model_get_mistakes (model), ==, 1);
  g_assert_nonnull (gt_drill_model_get_rule (model));
  g_assert_true (g_str_has_prefix (gt_drill_model_get_rule (model), "dbf."));

  answer_drill (page);
  wait_idle (f);
  g_assert_cmpuint (gt_drill_model_get_stars (model), ==, 2);
  g_assert_cmpuint (gt_progress_get_drill_stars (f->progress, "drill-dbf-trumping"), ==, 2);
  g_assert_cmpuint (gt_progress_get_drill_stars (f->progress, "drill-dbf-following"), ==, 0);
  g_assert_cmpstr (sidebar_suffix (f, "drill:drill-dbf-trumping"), ==, "★★☆");

  /* The chooser: Gan Deng Yan's first drill, the window following. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "drill.choose", "s", "drill-gdy-step"));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "drill:drill-gdy-step");
  g_assert_cmpstr (gt_drill_model_get_game (model)->id, ==, "gandengyan");
  g_assert_nonnull (gt_drill_model_get_exercise (model));
  /* The chooser's radio items are the page's drill-id, the drill shown. */
  {
    g_autofree char *id = NULL;
    g_object_get (page, "drill-id", &id, NULL);
    g_assert_cmpstr (id, ==, "drill-gdy-step");
  }
}

/* The window's size is stored within the schema's ranges (issue 27:
 * window-width=-5 reached gtk_window_set_default_size() and a critical):
 * the schema refuses such a value, and a size below the range is stored
 * as its least, without the critical GSettings gives a value out of it. */
static void
test_size_in_range (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) width_key = NULL;
  g_autoptr(GSettingsSchemaKey) height_key = NULL;
  g_autoptr(GVariant) negative = g_variant_ref_sink (g_variant_new_int32 (-5));
  g_autoptr(GVariant) huge = g_variant_ref_sink (g_variant_new_int32 (1000000));
  gboolean stop = FALSE;
  int width, height;

  g_object_get (f->settings, "settings-schema", &schema, NULL);
  width_key = g_settings_schema_get_key (schema, "window-width");
  height_key = g_settings_schema_get_key (schema, "window-height");
  g_assert_false (g_settings_schema_key_range_check (width_key, negative));
  g_assert_false (g_settings_schema_key_range_check (height_key, negative));
  g_assert_false (g_settings_schema_key_range_check (width_key, huge));

  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (f->window)));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 100, 50);
  gtk_window_get_default_size (GTK_WINDOW (f->window), &width, &height);
  g_test_message ("default size %d×%d", width, height);
  g_signal_emit_by_name (f->window, "close-request", &stop);
  g_assert_cmpint (g_settings_get_int (f->settings, "window-width"), ==, MAX (width, 360));
  g_assert_cmpint (g_settings_get_int (f->settings, "window-height"), ==, MAX (height, 200));
  g_settings_reset (f->settings, "window-width");
  g_settings_reset (f->settings, "window-height");
  g_settings_reset (f->settings, "window-maximized");
}

/* The sidebar's sections: a switcher over the list (Learn, Puzzles, Play,
 * Reference, in that order) shows one section's rows at a time, under no
 * heading of its name (the button says it); each game's name a heading
 * over its lessons (whose titles do not say it again), the optional house
 * rules after the course's own lessons (after 13, not before it) under a
 * group of their own.  Choosing a section beside the pages shows its page
 * (the one last on show there, else its first); a page shown by other
 * means brings its section; Alt+1…4 choose from anywhere in the window.
 * A file the user opens comes under Learn, under a heading of its own,
 * neither numbered nor counted in the course's progress. */
static void
test_sidebar_sections (Fixture       *f,
                       gconstpointer  data)
{
  static const char *const titles[] = { "Learn", "Puzzles", "Play", "Reference" };
  GtkListBox *list = gt_window_get_sidebar (f->window);
  GtkWidget *button;
  g_autofree char *dir = g_dir_make_tmp ("gt-window-opened-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "mine.lesson", NULL);
  g_autofree char *total = NULL;
  guint n_course = 0, last_number = 0, i;
  GtSidebarRow *row;
  g_autoptr(GError) error = NULL;

  /* The switcher: the sections' buttons in order, the one on show pressed. */
  gt_window_show_page (f->window, "lesson:first-strategy");
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "learn");
  button = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (sidebar (f))));
  for (i = 0; button != NULL; i++, button = gtk_widget_get_next_sibling (button))
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (titles));
      g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, titles[i]);
      g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)) == (i == 0));
      /* Its tooltip names the key that shows it (pressed below). */
      {
        g_autofree char *tooltip = g_strdup_printf ("%s (Alt+%u)", titles[i], i + 1);

        g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, tooltip);
      }
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (titles));

  for (i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      guint n_rows = 0;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sidebar (f)), "sidebar.section", "s", sections[i]));
      gt_test_run_frames ();
      g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, sections[i]);
      for (int k = 0; (row = (GtSidebarRow *) gtk_list_box_get_row_at_index (list, k)) != NULL; k++)
        {
          /* That section's rows alone. */
          g_assert_cmpstr (gt_sidebar_row_get_section (row), ==, titles[i]);
          n_rows++;
          if (g_str_has_prefix (gt_sidebar_row_get_page (row), "lesson:"))
            {
              /* Numbered in order, with no gap and no going back. */
              g_assert_cmpuint (gt_sidebar_row_get_number (row), ==, ++n_course);
              last_number = gt_sidebar_row_get_number (row);
              g_assert_nonnull (gt_sidebar_row_get_heading (row));
              {
                g_autofree char *prefix = g_strconcat (gt_sidebar_row_get_heading (row), ":", NULL);

                g_assert_false (g_str_has_prefix (gt_sidebar_row_get_title (row), prefix));
              }
            }
        }
      g_assert_cmpuint (n_rows, >, 0);
      /* The button says the section: no heading of its name in the list. */
      for (int k = 0; (row = (GtSidebarRow *) gtk_list_box_get_row_at_index (list, k)) != NULL; k++)
        {
          GtkWidget *header = gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row));
          GtkWidget *label = header != NULL ? label_with (header, titles[i]) : NULL;

          g_assert_true (label == NULL || !g_str_equal (gtk_label_get_text (GTK_LABEL (label)), titles[i]));
        }
      /* Its page came with it, marked. */
      g_assert_nonnull (gtk_list_box_get_selected_row (list));
      g_assert_cmpstr (gt_sidebar_row_get_page (GT_SIDEBAR_ROW (gtk_list_box_get_selected_row (list))), ==,
                       gt_window_get_page (f->window));
      if (i == 2)
        {
          /* Play and Reference one click away. */
          g_assert_cmpuint (n_rows, ==, 1);
          g_assert_cmpstr (gt_window_get_page (f->window), ==, "play");
        }
      else if (i == 3)
        {
          g_assert_cmpuint (n_rows, ==, 2);
          g_assert_cmpstr (gt_window_get_page (f->window), ==, "rules");
        }
    }
  g_assert_cmpuint (n_course, ==, gt_library_get_n_lessons (f->library));

  /* Back to Learn: the lesson last on show there. */
  g_assert_true (gt_test_press_key (GTK_WIDGET (sidebar (f)), GDK_KEY_1, GDK_ALT_MASK));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "learn");
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:first-strategy");
  /* The keys are the whole window's, not the sidebar's alone. */
  {
    GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (sidebar (f)));
    gboolean global = FALSE;

    for (guint k = 0; k < g_list_model_get_n_items (controllers); k++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, k);

        if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
            gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) == GTK_SHORTCUT_SCOPE_GLOBAL)
          global = TRUE;
      }
    g_object_unref (controllers);
    g_assert_true (global);
  }
  g_assert_true (gt_test_press_key (GTK_WIDGET (sidebar (f)), GDK_KEY_4, GDK_ALT_MASK));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "reference");
  g_assert_true (gt_test_press_key (GTK_WIDGET (sidebar (f)), GDK_KEY_2, GDK_ALT_MASK));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "puzzles");

  /* A page shown by other means (a link, a file, the last run's page)
   * brings its section, its row marked. */
  gt_window_show_page (f->window, "rules");
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "reference");
  g_assert_cmpstr (gt_sidebar_row_get_page (GT_SIDEBAR_ROW (gtk_list_box_get_selected_row (list))), ==, "rules");
  gt_window_show_page (f->window, "puzzle:first-keep-the-bomb");
  wait_idle (f);
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "puzzles");
  g_assert_nonnull (gtk_list_box_get_selected_row (list));
  gt_window_show_page (f->window, "lesson:first-strategy");
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "learn");

  /* Folded, the list is all there is on show: a section chosen is only
   * its list, the page stays. */
  gt_sidebar_set_highlight (sidebar (f), FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sidebar (f)), "sidebar.section", "s", "play"));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "play");
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:first-strategy");
  g_assert_nonnull (sidebar_row_on_show (f, "play"));
  gt_sidebar_set_highlight (sidebar (f), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sidebar (f)), "sidebar.section", "s", "learn"));
  gt_test_run_frames ();

  /* Guandan's house rules (chapter 3) after its strategy (chapter 4) and
   * the table (chapter 5): the course first, then what it can do without. */
  row = GT_SIDEBAR_ROW (sidebar_row (f, "lesson:house-rules"));
  g_assert_cmpstr (gt_sidebar_row_get_tag (row), ==, "Optional");
  g_assert_cmpstr (gt_sidebar_row_get_group (row), ==, "Optional Lessons");
  g_assert_cmpuint (gt_sidebar_row_get_number (row), >,
                    gt_sidebar_row_get_number (GT_SIDEBAR_ROW (sidebar_row (f, "lesson:first-strategy"))));
  /* Bao Huang's own lessons under its name say it once. */
  row = GT_SIDEBAR_ROW (sidebar_row (f, "lesson:bh-lead-and-follow"));
  g_assert_cmpstr (gt_sidebar_row_get_heading (row), ==, "Bao Huang");
  g_assert_cmpstr (gt_sidebar_row_get_title (row), ==, "Every card higher");
  total = g_strdup_printf ("of %u lessons finished", n_course);
  g_assert_true (label_with (GTK_WIDGET (list), total) != NULL);

  /* Nothing to review yet: the review list is hidden, and the first game's
   * name goes with the first row on show. */
  row = GT_SIDEBAR_ROW (sidebar_row (f, "puzzles:review"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row)));
  {
    GtkListBoxRow *next = gtk_list_box_get_row_at_index (list, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) + 1);
    GtkWidget *header = gtk_list_box_row_get_header (next);

    g_assert_nonnull (header);
    g_assert_nonnull (label_with (header, "Guandan"));
  }

  /* A lesson the user opens: under Learn, at the end, no number; the
   * course's count does not change, and the page says no "Lesson N". */
  g_file_set_contents (file,
                       "[Lesson]\nId=mine\nGame=guandan\nTitle=My own lesson\nSummary=Mine.\n"
                       "Chapter=1\nOrder=1\nRules=gd.combo.single\n\n"
                       "[Step 1]\nText=Lead a single.\nDo=play\nExpect=single\nlevel=2\nS=S3 S4\nturn=S\n",
                       -1, &error);
  g_assert_no_error (error);
  gt_library_add_file (f->library, file);
  gt_window_show_file (f->window, file);
  gt_test_run_frames ();
  /* Under Learn, after the course, its heading its own. */
  g_assert_cmpstr (gt_sidebar_get_section (sidebar (f)), ==, "learn");
  row = GT_SIDEBAR_ROW (sidebar_row_on_show (f, "lesson:mine"));
  g_assert_nonnull (row);
  g_assert_cmpstr (gt_sidebar_row_get_section (row), ==, "Opened Files");
  g_assert_nonnull (label_with (gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row)), "Opened Files"));
  g_assert_cmpuint (gt_sidebar_row_get_number (row), ==, 0);
  g_assert_null (gtk_list_box_get_row_at_index (list, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) + 1));
  g_assert_true (label_with (GTK_WIDGET (list), total) != NULL);
  g_assert_cmpuint (gt_sidebar_row_get_number (GT_SIDEBAR_ROW (sidebar_row (f, "lesson:house-rules"))), <=,
                    last_number);
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:mine");
  g_assert_cmpstr (gt_lesson_page_get_title (gt_window_get_lesson_page (f->window)), ==, "My own lesson");
  /* It is marked as the page on show. */
  g_assert_true (gtk_list_box_get_selected_row (list) == GTK_LIST_BOX_ROW (row));

  gt_library_remove_file (f->library, file);
  gt_test_run_frames ();
  g_assert_null (sidebar_row (f, "lesson:mine"));
  g_unlink (file);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("gt-window-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  /* No session bus: the application in test_open_file runs on its own. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/gt-test-window", TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  gt_application_init_style (NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add ("/window/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("solve-from-library", test_solve_from_library);
  ADD ("keyboard", test_keyboard);
  ADD ("sidebar-tab", test_sidebar_tab);
  ADD ("sidebar-sections", test_sidebar_sections);
  ADD ("fail-and-review", test_fail_and_review);
  ADD ("rule-link", test_rule_link);
  ADD ("rule-link-back", test_rule_link_back);
  ADD ("variants", test_variants);
  ADD ("card-size-and-speed", test_card_size_and_speed);
  ADD ("open-file", test_open_file);
  ADD ("relaunch-file", test_relaunch_file);
  ADD ("long-message", test_long_message);
  ADD ("keys-in-dialog", test_keys_in_dialog);
  ADD ("play-settings", test_play_settings);
  ADD ("gandengyan", test_gandengyan);
  ADD ("drill", test_drill);
  ADD ("drill-relative", test_drill_relative);
  ADD ("size-in-range", test_size_in_range);
#undef ADD

  status = g_test_run ();
  gt_test_remove_tree (home);
  return status;
}
