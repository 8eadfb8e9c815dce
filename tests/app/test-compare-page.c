/* test-compare-page.c — the Compare page driven through its actions
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game of the registry has a cell for every point, each cell's rule,
 * by its name, is a link to the rules reference; "only differences" hides exactly the
 * points where the games shown agree; the verdicts on the ready-made
 * examples and on picked cards are what `guandan-tutor-cli check --game G`
 * says (run as a program); the picker fills the play or the table; and a
 * lesson's 'Link=compare …' button opens the page with its games in the real
 * window.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <sys/wait.h>
#include <string.h>

#include "gt-application.h"
#include "gt-compare-page.h"
#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-rules.h"
#include "gt-window.h"
#include "gt-test-support.h"

typedef struct {
  GtkWidget *window;
  GtComparePage *page;
  char *shown_rule;        /* the last "win.show-rule" */
} Fixture;

static void
show_rule_cb (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  Fixture *f = data;

  g_free (f->shown_rule);
  f->shown_rule = g_variant_dup_string (parameter, NULL);
}

static gboolean
table_drawn (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_is_drawable (gt_compare_page_get_cell (f->page, gt_rule_points ()[0], gt_rulesets ()[0]->id));
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) action = g_simple_action_new ("show-rule", G_VARIANT_TYPE_STRING);

  g_signal_connect (action, "activate", G_CALLBACK (show_rule_cb), f);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  f->window = gtk_window_new ();
  /* The window's action, as GtWindow has it. */
  gtk_widget_insert_action_group (f->window, "win", G_ACTION_GROUP (group));
  f->page = GT_COMPARE_PAGE (gt_compare_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  /* The page starts as the list and turns to the table after its first
   * allocation, a frame later: 900 px is room for the table. */
  g_assert_true (gt_test_wait_for (table_drawn, f, 5000));
  gt_test_run_frames ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_free (f->shown_rule);
  gt_test_run_frames ();
}

static GtkWidget *
rule_label (GtkWidget *cell)
{
  /* The cell: its sentence, then its rule link. */
  return gtk_widget_get_last_child (cell);
}

/* Every game has a cell for every point, with the game's sentence and its
 * rule as a link that opens the rules reference at that rule. */
static void
test_every_cell (Fixture       *f,
                 gconstpointer  data)
{
  const GtRuleset *const *all = gt_rulesets ();
  const char *const *points = gt_rule_points ();
  guint links = 0;

  /* 900 px: the table, drawn (fixture_set_up waited for it). */
  g_assert_true (table_drawn (f));

  for (guint g = 0; all[g] != NULL; g++)
    for (guint p = 0; points[p] != NULL; p++)
      {
        GtkWidget *cell = gt_compare_page_get_cell (f->page, points[p], all[g]->id);
        const GtRulePoint *point = gt_ruleset_point (all[g], points[p]);
        GtkWidget *label;
        gboolean handled = FALSE;

        g_assert_nonnull (cell);
        g_assert_true (gtk_widget_get_visible (cell));
        g_assert_nonnull (point);
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (cell))), ==, point->text);
        label = rule_label (cell);
        if (point->rule == NULL)
          continue;
        /* Named as the rules reference names it. */
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                         gt_rule_get_name (gt_rule_lookup (point->rule)));
        {
          g_autofree char *uri = g_strconcat ("rule:", point->rule, NULL);

          g_clear_pointer (&f->shown_rule, g_free);
          g_signal_emit_by_name (label, "activate-link", uri, &handled);
        }
        g_assert_true (handled);
        g_assert_cmpstr (f->shown_rule, ==, point->rule);
        links++;
      }
  g_assert_cmpuint (links, >, 0);
}

/* "Only differences" hides the points where the games shown say the same,
 * and nothing else; with one game shown it cannot be turned on. */
static void
test_only_differences (Fixture       *f,
                       gconstpointer  data)
{
  const GtRuleset *const *all = gt_rulesets ();
  const char *const *points = gt_rule_points ();

  /* Every pair of games of the registry, and all of them. */
  for (guint a = 0; all[a] != NULL; a++)
    for (guint b = a + 1; all[b] != NULL; b++)
      {
        g_autofree char *ids = g_strconcat (all[a]->id, ";", all[b]->id, NULL);

        gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.show-games", "s", ids);
        g_assert_true (gt_compare_page_get_game_shown (f->page, all[a]->id));
        g_assert_true (gt_compare_page_get_game_shown (f->page, all[b]->id));
        gt_compare_page_set_only_differences (f->page, FALSE);
        for (guint p = 0; points[p] != NULL; p++)
          g_assert_true (gt_compare_page_get_point_shown (f->page, points[p]));
        gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.only-differences", NULL);
        g_assert_true (gt_compare_page_get_only_differences (f->page));
        for (guint p = 0; points[p] != NULL; p++)
          {
            gboolean differ = g_strcmp0 (gt_ruleset_point (all[a], points[p])->text,
                                         gt_ruleset_point (all[b], points[p])->text) != 0;

            g_assert_cmpint (gt_compare_page_get_point_shown (f->page, points[p]), ==, differ);
            /* A shown game keeps its cell; the point's row is what hides
             * (two games may agree: Gan Deng Yan and Da Bai Fen both have
             * no tribute). */
            g_assert_true (gtk_widget_get_visible (gt_compare_page_get_cell (f->page, points[p], all[a]->id)));
          }
      }

  /* One game: the switch is off limits, and every point shows. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.show-games", "s", all[0]->id);
  for (guint p = 0; points[p] != NULL; p++)
    g_assert_true (gt_compare_page_get_point_shown (f->page, points[p]));
  /* Disabled: activating it does not turn it off. */
  g_assert_true (gt_compare_page_get_only_differences (f->page));
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.only-differences", NULL);
  g_assert_true (gt_compare_page_get_only_differences (f->page));
}

/* The games shown: chosen by id, toggled, never none. */
static void
test_choose_games (Fixture       *f,
                   gconstpointer  data)
{
  const GtRuleset *const *all = gt_rulesets ();
  g_auto(GStrv) ids = NULL;

  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.show-games", "s", all[1]->id);
  ids = gt_compare_page_get_games (f->page);
  g_assert_cmpuint (g_strv_length (ids), ==, 1);
  g_assert_cmpstr (ids[0], ==, all[1]->id);
  g_assert_false (gtk_widget_get_visible (gt_compare_page_get_cell (f->page, "following", all[0]->id)));

  /* The last game shown stays. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.toggle-game", "s", all[1]->id);
  g_assert_true (gt_compare_page_get_game_shown (f->page, all[1]->id));

  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.toggle-game", "s", all[0]->id);
  g_assert_true (gt_compare_page_get_game_shown (f->page, all[0]->id));
  g_assert_true (gtk_widget_get_visible (gt_compare_page_get_cell (f->page, "following", all[0]->id)));

  /* Unknown ids only: every game. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.show-games", "s", "chess");
  for (guint g = 0; all[g] != NULL; g++)
    g_assert_true (gt_compare_page_get_game_shown (f->page, all[g]->id));
}

/* What `guandan-tutor-cli check --game G [--table T] CARDS` says: legal or
 * not, the rule and the explanation; exit 2 (a question check refuses for
 * this game: a card its deck lacks, a table that is no combination in it)
 * gives legal FALSE and no rule. */
static void
cli_check (const char *game,
           const char *play,
           const char *table,
           gboolean   *legal,
           char      **rule,
           char      **explanation)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) GT_CLI_PATH);
  g_ptr_array_add (argv, (gpointer) "check");
  g_ptr_array_add (argv, (gpointer) "--game");
  g_ptr_array_add (argv, (gpointer) game);
  if (table != NULL)
    {
      g_ptr_array_add (argv, (gpointer) "--table");
      g_ptr_array_add (argv, (gpointer) table);
    }
  g_ptr_array_add (argv, (gpointer) play);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &status, &error);
  g_assert_no_error (error);
  *rule = NULL;
  *explanation = NULL;
  if (g_spawn_check_wait_status (status, NULL))
    *legal = TRUE;
  else
    {
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), >=, 1);
      g_assert_cmpint (WEXITSTATUS (status), <=, 2);
      *legal = FALSE;
      if (WEXITSTATUS (status) == 2)
        return;
    }
  /* "legal: …", "rule: ID", the explanation. */
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 3);
  g_assert_true (g_str_has_prefix (lines[0], *legal ? "legal" : "illegal"));
  g_assert_true (g_str_has_prefix (lines[1], "rule: "));
  *rule = g_strdup (lines[1] + strlen ("rule: "));
  *explanation = g_strdup (lines[2]);
}

/* The command line's compare, text form: a block per game headed
 * "NAME (ID)", then check's lines. */
static void
cli_compare (const GtRuleset *rs,
             const char      *play,
             const char      *table,
             gboolean        *legal,
             char           **rule,
             char           **explanation)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *head = g_strdup_printf ("(%s)", rs->id);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) GT_CLI_PATH);
  g_ptr_array_add (argv, (gpointer) "compare");
  if (table != NULL)
    {
      g_ptr_array_add (argv, (gpointer) "--table");
      g_ptr_array_add (argv, (gpointer) table);
    }
  g_ptr_array_add (argv, (gpointer) play);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &status, &error);
  g_assert_no_error (error);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_suffix (lines[i], head) && lines[i + 1] != NULL && lines[i + 2] != NULL && lines[i + 3] != NULL)
      {
        *legal = g_str_has_prefix (lines[i + 1], "legal");
        g_assert_true (g_str_has_prefix (lines[i + 2], "rule: "));
        g_free (*rule);
        g_free (*explanation);
        *rule = g_strdup (lines[i + 2] + strlen ("rule: "));
        *explanation = g_strdup (lines[i + 3]);
        return;
      }
  g_assert_not_reached ();
}

static void
assert_verdicts_match_check (Fixture    *f,
                             const char *play,
                             const char *table)
{
  const GtRuleset *const *all = gt_rulesets ();

  for (guint g = 0; all[g] != NULL; g++)
    {
      const GtVerdict *v = gt_compare_page_get_verdict (f->page, all[g]->id);
      g_autofree char *rule = NULL;
      g_autofree char *explanation = NULL;
      gboolean legal;

      g_test_message ("%s: %s on %s", all[g]->id, play, table != NULL ? table : "-");
      g_assert_nonnull (v);
      cli_check (all[g]->id, play, table, &legal, &rule, &explanation);
      /* Where check refuses the question, the page answers it as the
       * command line's compare does (the deck, a table that is no
       * combination here; Da Bai Fen, whose check asks for a trump suit,
       * judged as a lead with none): the same verdict as compare's. */
      if (rule == NULL)
        {
          cli_compare (all[g], play, table, &legal, &rule, &explanation);
          g_assert_nonnull (v->rule);
        }
      g_assert_cmpint (v->legal, ==, legal);
      g_assert_cmpstr (v->rule, ==, rule);
      g_assert_cmpstr (v->explanation, ==, explanation);
    }
}

/* The ready-made examples: every game's verdict is check's, and at least
 * two games disagree on each (they are there to show the differences). */
static void
test_examples_match_check (Fixture       *f,
                           gconstpointer  data)
{
  g_assert_cmpuint (gt_compare_page_get_n_examples (), >=, 4);
  g_assert_null (gt_compare_page_get_verdict (f->page, gt_rulesets ()[0]->id));
  for (guint i = 0; i < gt_compare_page_get_n_examples (); i++)
    {
      const char *play, *table;
      const GtRuleset *const *all = gt_rulesets ();
      gboolean differ = FALSE;

      gt_compare_page_get_example (i, &play, &table);
      gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.example", "u", i);
      assert_verdicts_match_check (f, play, table);
      for (guint g = 1; all[g] != NULL; g++)
        differ |= g_strcmp0 (gt_compare_page_get_verdict (f->page, all[g]->id)->rule,
                             gt_compare_page_get_verdict (f->page, all[0]->id)->rule) != 0;
      g_assert_true (differ);
    }
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.clear", NULL);
  g_assert_null (gt_compare_page_get_verdict (f->page, gt_rulesets ()[0]->id));
}

static GtHandView *
picker_row (Fixture *f,
            GtSuit   suit)
{
  GtkWidget *picker = gt_test_find_by_name (GTK_WIDGET (f->page), "compare-picker");
  GtkWidget *row = gtk_widget_get_first_child (picker);

  for (guint s = 0; s < suit; s++)
    row = gtk_widget_get_next_sibling (row);
  return GT_HAND_VIEW (row);
}

static void
pick (Fixture    *f,
      const char *text)
{
  GtCardList list;

  g_assert_true (gt_card_list_parse (text, NULL, &list, NULL));
  gt_hand_view_set_selection (picker_row (f, gt_card_suit (list.card[0])), &list);
}

/* Cards picked on the picker go to the play, or (target "table") to the
 * play on the table, and every game judges them as check does. */
static void
test_picker (Fixture       *f,
             gconstpointer  data)
{
  GtCardList play, table;

  /* "S3 H4 D5" on the table, one suit's row at a time. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.target", "s", "table");
  pick (f, "S3");
  pick (f, "H4");
  pick (f, "D5");
  gt_compare_page_get_cards (f->page, &play, &table);
  g_assert_cmpuint (play.n, ==, 0);
  g_assert_cmpuint (table.n, ==, 3);
  /* Nothing to judge without a play. */
  g_assert_null (gt_compare_page_get_verdict (f->page, gt_rulesets ()[0]->id));

  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.target", "s", "play");
  /* The picker shows the play's cards now: none. */
  {
    GtCardList sel;

    gt_hand_view_get_selection (picker_row (f, GT_SUIT_SPADES), &sel);
    g_assert_cmpuint (sel.n, ==, 0);
  }
  pick (f, "S4");
  pick (f, "H5");
  pick (f, "D6");
  gt_compare_page_get_cards (f->page, &play, &table);
  g_assert_cmpuint (play.n, ==, 3);
  g_assert_cmpuint (table.n, ==, 3);
  assert_verdicts_match_check (f, "S4 H5 D6", "S3 H4 D5");

  /* A lead of a pair and a joker. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "compare.clear", NULL);
  pick (f, "S7");
  {
    GtkWidget *jokers = gtk_widget_get_last_child (gt_test_find_by_name (GTK_WIDGET (f->page), "compare-picker"));
    GtCardList bj;

    g_assert_true (gt_card_list_parse ("BJ", NULL, &bj, NULL));
    gt_hand_view_set_selection (GT_HAND_VIEW (jokers), &bj);
  }
  assert_verdicts_match_check (f, "S7 BJ", NULL);
}

/* Wide, the table; at 360 px, the points as a list (the table hidden, so
 * that its cells are not drawn). */
static void
test_narrow (void)
{
  GtkWidget *window = gtk_window_new ();
  GtComparePage *page = GT_COMPARE_PAGE (gt_compare_page_new ());
  GtkWidget *cell = gt_compare_page_get_cell (page, "following", gt_rulesets ()[0]->id);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_frames ();
  g_assert_cmpint (gtk_widget_get_width (window), <=, 360);
  g_assert_false (gtk_widget_is_drawable (cell));
  g_assert_true (gtk_widget_get_visible (cell));
  gtk_window_destroy (GTK_WINDOW (window));
  gt_test_run_frames ();
}

/* The real window: the Gan Deng Yan lesson's 'Link=compare …' button opens the page
 * with its two games, and the page is named "compare". */
static void
test_lesson_link (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GtLibrary) library = gt_library_new ();
  g_autoptr(GtProgress) progress = gt_progress_new (NULL);
  GtWindow *window = gt_window_new (NULL, library, progress, settings);
  GtkWidget *button;
  g_auto(GStrv) games = NULL;

  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_frames ();
  gt_window_show_page (window, "lesson:gdy-from-guandan");
  gt_test_run_frames ();
  button = gt_test_find_by_name (GTK_WIDGET (gt_window_get_lesson_page (window)), "link-button");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)), NULL),
                   ==, "compare:guandan;gandengyan");
  /* Only the step that names games has it. */
  gtk_widget_activate_action (GTK_WIDGET (gt_window_get_lesson_page (window)), "lesson.next", NULL);
  gt_test_run_frames ();
  g_assert_false (gtk_widget_get_visible (button));
  gtk_widget_activate_action (GTK_WIDGET (gt_window_get_lesson_page (window)), "lesson.back", NULL);
  gt_test_run_frames ();
  g_assert_true (gtk_widget_get_visible (button));

  /* Narrowed to one game first, so that the link visibly chooses. */
  gt_compare_page_set_games (gt_window_get_compare_page (window), (const char *const[]) { "guandan", NULL });
  g_signal_emit_by_name (button, "clicked");
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (window), ==, "compare");
  games = gt_compare_page_get_games (gt_window_get_compare_page (window));
  g_assert_cmpuint (g_strv_length (games), ==, 2);
  g_assert_true (g_strv_contains ((const char *const *) games, "guandan"));
  g_assert_true (g_strv_contains ((const char *const *) games, "gandengyan"));

  gtk_window_destroy (GTK_WINDOW (window));
  gt_test_run_frames ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("gt-compare-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  gt_application_init_style (NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add ("/compare-page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("every-cell", test_every_cell);
  ADD ("only-differences", test_only_differences);
  ADD ("choose-games", test_choose_games);
  ADD ("examples-match-check", test_examples_match_check);
  ADD ("picker", test_picker);
#undef ADD
  g_test_add_func ("/compare-page/narrow", test_narrow);
  g_test_add_func ("/compare-page/lesson-link", test_lesson_link);

  status = g_test_run ();
  gt_test_remove_tree (home);
  return status;
}
