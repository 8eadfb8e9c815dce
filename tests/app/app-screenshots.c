/* app-screenshots.c — the main views rendered to PNG, to look at
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   app-screenshots [--output DIR] [--only NAME] [--width W]
 *
 * Renders the window (GtkWidgetPaintable → GskRenderer → PNG, the window's
 * own pixels, no screen grab) in the light and dark styles, at the default
 * size and 360 px wide: a lesson step with the table, an illegal play's
 * verdict, the readings popover, a text-only step, a choose step, the
 * completion screen, the puzzle list with solved and failed marks, the
 * review list, a puzzle (at the start, refuted, solved, under the learner's
 * rule variants and with them set aside; one that opens with a return), the rules, the rules opened from
 * a verdict's link, the Compare page (the rules side by side, an example's
 * verdicts, a lesson's link to it), the preferences (both pages) and the
 * shortcuts, and the
 * sidebar (folded at 360 px) in each of its sections; then presentation mode at 1024×768 and 1920×1080
 * (presentation-*.png: a play step asked, a wrong move, the answer
 * revealed, a judge step in high contrast, a choose step) and the
 * presenter view beside it (presenter-*.png); Da Bai Fen's points face up
 * (dabaifen-points*, dabaifen-beaten), a lesson's wrong play with its
 * beating seat marked (lesson-beaten) and a play taken back half way home
 * (puzzle-taken-back); the focus ring on a raised card and on one down
 * (lesson-focus-raised, lesson-focus-down); three steps of one lesson
 * (lesson-steps-N: the table and the cards one size); a bid step and the
 * play step before it (lesson-bidding-N); the relatives' drills and the drill chooser
 * (drill-dabaifen, drill-baohuang-wrong, drill-chooser); every game's table
 * mid-deal on the Play page (play-table-GAME).  Run under xvfb-run with the
 * test environment (tests/app/
 * meson.build: the build folder's lessons and schema, progress in a
 * temporary XDG_DATA_HOME); the files go to DIR (default: the current
 * folder) as NAME-light-1100.png and so on.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "gt-application.h"
#include "gt-lesson-page.h"
#include "gt-preferences-window.h"
#include "gt-shortcuts-window.h"
#include "gt-sidebar.h"
#include "gt-presentation-window.h"
#include "gt-presenter-window.h"
#include "gt-rule-link.h"
#include "gt-window.h"
#include "gt-test-lesson.h"
#include "gt-test-support.h"

static char *output_dir;
static GtLibrary *shot_library;
static char *only;
static int only_width;
static int exit_status;

static const GOptionEntry options[] = {
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output_dir, "Write the PNGs to DIR", "DIR" },
  { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Only the views whose name starts with NAME", "NAME" },
  { "width", 0, 0, G_OPTION_ARG_INT, &only_width, "Only the window W px wide (1100 or 360; the presentation's sizes follow --only alone)", "W" },
  G_OPTION_ENTRY_NULL
};

static void
render (GtkWidget  *widget,
        const char *name)
{
  g_autofree char *file = g_build_filename (output_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!gt_test_shot_save (widget, file, &error))
    {
      g_printerr ("%s\n", error->message);
      exit_status = 1;
    }
  else
    g_print ("%s %d×%d\n", file, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
}

static gboolean
wanted (const char *name)
{
  return only == NULL || g_str_has_prefix (name, only);
}

static void
shot (GtWindow   *window,
      const char *view,
      const char *style,
      int         width)
{
  g_autofree char *name = g_strdup_printf ("%s-%s-%d.png", view, style, width);

  gt_test_run_for (400);
  render (GTK_WIDGET (window), name);
}

/* The first visible menu button with that icon under root. */
static GtkMenuButton *
find_menu_button (GtkWidget  *root,
                  const char *icon)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_widget_get_mapped (root) &&
      g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (root)), icon) == 0)
    return GTK_MENU_BUTTON (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkMenuButton *found = find_menu_button (c, icon);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A verdict's rule popover, open: the window, then the popover alone (a
 * surface of its own, which the window's picture leaves out). */
static gboolean
rule_link_drawn (gpointer data)
{
  return gt_test_find_by_type (data, GT_TYPE_RULE_LINK, TRUE) != NULL;
}

static void
shot_rule_popover (GtWindow   *window,
                   const char *view,
                   const char *style,
                   int         width)
{
  GtRuleLink *link;
  GtkMenuButton *button;
  g_autofree char *name = g_strdup_printf ("%s-%s-%d.png", view, style, width);

  /* The verdict slides in: its link is mapped when the revealer's
   * transition starts, which a busy run of many views reaches late. */
  gt_test_wait_for (rule_link_drawn, window, 10000);
  link = (GtRuleLink *) gt_test_find_by_type (GTK_WIDGET (window), GT_TYPE_RULE_LINK, TRUE);
  if (link == NULL)
    {
      g_printerr ("%s: no rule link\n", view);
      exit_status = 1;
      return;
    }
  button = gt_rule_link_get_button (link);
  gtk_menu_button_popup (button);
  gt_test_run_for (400);
  render (GTK_WIDGET (gtk_menu_button_get_popover (button)), name);
  gtk_menu_button_popdown (button);
}

/* The drill page showing drill id, its set dealt from a fixed seed, once
 * the content stack's crossfade from the page before is over. */
static GtDrillPage *
open_drill (GtWindow   *window,
            const char *id)
{
  g_autofree char *page = g_strconcat ("drill:", id, NULL);
  GtDrillPage *drill;

  gt_window_show_page (window, page);
  drill = gt_window_get_drill_page (window);
  gt_drill_page_start (drill, gt_drill_lookup (id, NULL), 4711);
  gt_test_run_for (800);
  return drill;
}

/* The drill page's next n exercises answered right, as a learner would:
 * the cards selected, Play, Next. */
static void
answer_drill (GtDrillPage *drill,
              guint        n)
{
  GtDrillModel *model = gt_drill_page_get_model (drill);
  GtCardList cards;

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (gt_drill_answer (gt_drill_model_get_exercise (model), &cards));
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_drill_page_get_table (drill)), &cards);
      gtk_widget_activate_action (GTK_WIDGET (drill), "drill.play", NULL);
      gtk_widget_activate_action (GTK_WIDGET (drill), "drill.next", NULL);
    }
}

/* The lesson id on the page, said when it is not there (a view of the
 * page before would be taken for it). */
static void
show_lesson (GtWindow     *window,
             GtLessonPage *page,
             const char   *id)
{
  g_autofree char *name = g_strconcat ("lesson:", id, NULL);
  const GtLesson *l;

  gt_window_show_page (window, name);
  l = gt_lesson_page_get_lesson (page);
  if (l == NULL || g_strcmp0 (l->id, id) != 0)
    {
      g_printerr ("no lesson %s\n", id);
      exit_status = 1;
    }
}

static void
select_cards (GtLessonPage *page,
              const char   *text)
{
  GtCardList list;
  g_autoptr(GError) error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s", error->message);
  gt_hand_view_set_selection (gt_table_view_get_hand (gt_lesson_page_get_table (page)), &list);
}

/* Plays the cards in a lesson written for the shot, until the verdict is
 * the one wanted: the library's file monitor may report the new file late,
 * and its reload puts the step back. */
static void
play_until (GtLessonPage *page,
            const char   *text,
            const char   *kind)
{
  for (guint i = 0; i < 4; i++)
    {
      select_cards (page, text);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      gt_test_run_for (300);
      if (g_strcmp0 (gt_test_feedback_kind (gt_lesson_page_get_model (page)), kind) == 0)
        return;
      gt_test_run_for (800);
    }
}

/* ---- Bao Huang's full deal ---- */

static char *
hand_text (const GtGame *game,
           guint         seat,
           GtCard        leave_out,
           guint         n_leave)
{
  GtCardList list, kept;

  gt_game_hand_list (game, seat, &list);
  gt_card_list_init (&kept);
  for (guint i = 0; i < list.n; i++)
    {
      if (n_leave > 0 && list.card[i] == leave_out)
        {
          n_leave--;
          continue;
        }
      gt_card_list_append (&kept, list.card[i], GT_CARD_NONE);
    }
  return gt_card_list_to_string (&kept);
}

/* A whole deal of Bao Huang — the learner's 34 cards, four hands face
 * down — as a lesson of the pictures' own (no shipped step deals 168
 * cards): Player 5, the emperor, has led a pair and the guard (Player 3)
 * is still secret; then Player 3 has played the guard card, and the table
 * shows the guard. */
static void
baohuang_full_deal (GtWindow   *window,
                    const char *style,
                    int         width)
{
  const GtRuleset *rs = gt_ruleset_lookup ("baohuang");
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
  g_autofree char *file = g_build_filename (dir, "bh-full-deal.lesson", NULL);
  GString *text = g_string_new (NULL);
  GtGame game;
  GtCard pair = GT_CARD_NONE;
  guint32 seed;

  /* The first shuffle that deals the learner 34 cards, the emperor card
   * to Player 5 and the guard card to Player 3. */
  for (seed = 1; seed < 100000; seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);

      gt_game_init (&game, rs, 0);
      g_assert_true (gt_game_deal (&game, rand));
      g_rand_free (rand);
      if (game.count[0] == 34 && game.hand[4][GT_CARD_RJ_MARKED] == 1 && game.hand[2][GT_CARD_BJ_MARKED] == 1)
        break;
    }
  g_assert_cmpuint (seed, <, 100000);
  /* The emperor's lowest pair of one card twice (6 is Bao Huang's
   * lowest rank, 2 above the Ace). */
  for (guint r = 6; r <= 14 && pair == GT_CARD_NONE; r++)
    for (guint suit = 0; suit < 4 && pair == GT_CARD_NONE; suit++)
      if (game.hand[4][GT_CARD_MAKE (r, suit)] >= 2)
        pair = GT_CARD_MAKE (r, suit);
  g_assert_true (pair != GT_CARD_NONE);

  g_string_append (text, "[Lesson]\nId=bh-full-deal\nGame=baohuang\nTitle=A Whole Deal\n"
                         "Summary=Five players, 168 cards.\nChapter=99\nOrder=1\nRules=bh.role.guard-secret\n\n");
  for (guint step = 1; step <= 2; step++)
    {
      g_string_append_printf (text, "[Step %u]\n", step);
      if (step == 1)
        g_string_append (text, "Text=Player 5, the emperor, led a pair. Beat it.\nDo=play\nExpect=beat\n");
      else
        g_string_append (text, "Text=Player 3 played the guard card: now everyone knows who the guard is.\nDo=read\n");
      for (guint seat = 0; seat < 5; seat++)
        {
          g_autofree char *hand = step == 1 && seat == 4 ? hand_text (&game, seat, pair, 2)
                                  : step == 2 && seat == 2 ? hand_text (&game, seat, GT_CARD_BJ_MARKED, 1)
                                  : hand_text (&game, seat, GT_CARD_NONE, 0);

          g_string_append_printf (text, "%u=%s\n", seat + 1, hand);
        }
      if (step == 1)
        g_string_append_printf (text, "table=%s %s\ntable-by=5\n", gt_card_to_string (pair), gt_card_to_string (pair));
      else
        g_string_append (text, "table=BJ*\ntable-by=3\npassed=4 5\n");
      g_string_append (text, "emperor=5\nguard=3\nturn=1\nface-down=2 3 4 5\n\n");
    }

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (file, text->str, -1, NULL));
  if (g_getenv ("GT_KEEP_SHOT_LESSON") != NULL)
    g_file_set_contents (g_getenv ("GT_KEEP_SHOT_LESSON"), text->str, -1, NULL);
  g_string_free (text, TRUE);
  gt_library_reload (shot_library);
  gt_window_show_page (window, "lesson:bh-full-deal");
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (gt_window_get_lesson_page (window)), 1);
  shot (window, "baohuang-deal", style, width);
  gt_lesson_model_go_to_step (gt_lesson_page_get_model (gt_window_get_lesson_page (window)), 2);
  shot (window, "baohuang-deal-guard", style, width);
  g_remove (file);
  g_rmdir (dir);
  gt_library_reload (shot_library);
}

/* ---- The puzzle page ---- */

static GtPuzzlePage *
puzzle_page (GtWindow *window)
{
  return gt_window_get_puzzle_page (window);
}

/* Until the solver and the replies are done. */
static void
wait_puzzle (GtWindow *window)
{
  gt_test_wait_puzzle (gt_puzzle_page_get_model (puzzle_page (window)));
}

static void
wait_play (GtPlayModel *model)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (gt_play_model_get_busy (model) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
}

static void
puzzle_act (GtWindow   *window,
            const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (puzzle_page (window)), action, NULL);
  wait_puzzle (window);
}

static void
select_puzzle_cards (GtWindow   *window,
                     const char *text)
{
  GtCardList list;
  g_autoptr(GError) error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s", error->message);
  gt_hand_view_set_selection (gt_table_view_get_hand (gt_puzzle_page_get_table (puzzle_page (window))), &list);
}

/* By the third hint at every turn. */
static void
solve_puzzle (GtWindow *window)
{
  for (guint turn = 0; turn < 40 && gt_puzzle_model_get_state (gt_puzzle_page_get_model (puzzle_page (window))) == GT_PUZZLE_STATE_PLAYING; turn++)
    {
      GtCardList selection;

      for (guint i = 0; i < 3; i++)
        puzzle_act (window, "puzzle.hint");
      gt_hand_view_get_selection (gt_table_view_get_hand (gt_puzzle_page_get_table (puzzle_page (window))),
                                  &selection);
      puzzle_act (window, selection.n > 0 ? "puzzle.play" : "puzzle.pass");
    }
}

static gboolean
is_deck_row (GtkWidget *w,
             gpointer   data)
{
  return ADW_IS_COMBO_ROW (w) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), _("Card _Design")) == 0;
}

static gboolean
is_popover (GtkWidget *w,
            gpointer   data)
{
  return GTK_IS_POPOVER (w);
}

static void
views (GtWindow   *window,
       GSettings  *settings,
       const char *style,
       int         width)
{
  GtLessonPage *page = gt_window_get_lesson_page (window);
  char name[64];

  /* A play step, then an illegal try at it: the verdict row. */
  if (wanted ("lesson-play"))
    {
      gt_window_show_page (window, "lesson:straights");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 3);
      shot (window, "lesson-play", style, width);
      select_cards (page, "S3 D4 C5 S6 D7 C8");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-illegal", style, width);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.hint", NULL);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.hint", NULL);
      shot (window, "lesson-hints", style, width);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.retry", NULL);
      select_cards (page, "D4 C5 S6 D7 C8");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-right", style, width);
    }

  /* Keyboard focus on a raised (selected) card and on one beside it: the
   * ring round the card itself, clear on the table (issue 31). */
  if (wanted ("lesson-focus"))
    {
      GtHandView *hand;
      GtCardList ak;

      g_assert_true (gt_card_list_parse ("S6 C8", NULL, &ak, NULL));
      gt_window_show_page (window, "lesson:straights");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 3);
      hand = gt_table_view_get_hand (gt_lesson_page_get_table (page));
      select_cards (page, "S6");
      gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (hand)); c != NULL; c = gtk_widget_get_next_sibling (c))
        if (GT_IS_CARD_VIEW (c) && gt_card_view_get_card (GT_CARD_VIEW (c)) == ak.card[0])
          gtk_widget_grab_focus (c);
      shot (window, "lesson-focus-raised", style, width);
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (hand)); c != NULL; c = gtk_widget_get_next_sibling (c))
        if (GT_IS_CARD_VIEW (c) && gt_card_view_get_card (GT_CARD_VIEW (c)) == ak.card[1])
          gtk_widget_grab_focus (c);
      shot (window, "lesson-focus-down", style, width);
    }

  /* The verdict's rule popover: the rule's name, its text, the id. */
  if (wanted ("rule-popover"))
    {
      gt_window_show_page (window, "lesson:straights");
      /* From the lesson's start: the views before answered step 3. */
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.restart", NULL);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 3);
      select_cards (page, "S3 D4 C5 S6 D7 C8");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      gt_test_run_for (300);
      shot_rule_popover (window, "rule-popover-lesson", style, width);
      gt_window_show_page (window, "puzzle:first-keep-the-bomb");
      wait_puzzle (window);
      select_puzzle_cards (window, "S3 H4");
      puzzle_act (window, "puzzle.play");
      /* The verdict slides in first. */
      gt_test_run_for (800);
      shot (window, "rule-link-puzzle", style, width);
      shot_rule_popover (window, "rule-popover-puzzle", style, width);
    }

  /* A bid step: the bids beside the step's other buttons, the table as
   * high as on the lesson's play step before it. */
  if (wanted ("lesson-bidding"))
    {
      gt_window_show_page (window, "lesson:ddz-deal-and-bidding");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 4);
      shot (window, "lesson-bidding-4", style, width);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 5);
      shot (window, "lesson-bidding-5", style, width);
    }

  /* Steps of one lesson side by side: the table and the hand's cards
   * keep their size from step to step (issue 31). */
  if (wanted ("lesson-steps"))
    {
      static const guint steps[] = { 1, 4, 5 };

      gt_window_show_page (window, "lesson:wild-cards");
      for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
        {
          g_snprintf (name, sizeof name, "lesson-steps-%u", steps[i]);
          gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), steps[i]);
          shot (window, name, style, width);
        }
    }

  /* Review Mistakes: a step gone wrong, the end that offers it, a step of
   * the review, and its end. */
  if (wanted ("lesson-review"))
    {
      const GtLesson *l;

      gt_window_show_page (window, "lesson:straights");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.restart", NULL);
      l = gt_lesson_page_get_lesson (page);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 3);
      select_cards (page, "S3 D4 C5 S6 D7 C8");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), l->n_steps);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.next", NULL);
      gt_test_run_for (600);
      shot (window, "lesson-review-offered", style, width);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.review", NULL);
      gt_test_run_for (600);
      shot (window, "lesson-review-step", style, width);
      select_cards (page, "D4 C5 S6 D7 C8");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      while (gt_lesson_model_get_reviewing (gt_lesson_page_get_model (page)))
        gtk_widget_activate_action (GTK_WIDGET (page), "lesson.next", NULL);
      /* The stack's crossfade to the end. */
      gt_test_run_for (600);
      shot (window, "lesson-review-done", style, width);
    }

  /* The lesson menu, with Export Handout… and Print… */
  if (wanted ("lesson-menu"))
    {
      GtkMenuButton *button;

      gt_window_show_page (window, "lesson:cards-and-levels");
      gt_test_run_for (200);
      button = find_menu_button (GTK_WIDGET (window), "view-more-symbolic");
      g_assert_nonnull (button);
      gtk_menu_button_popup (button);
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "lesson-menu-%s-%d.png", style, width);
      render (GTK_WIDGET (gtk_menu_button_get_popover (button)), name);
      gtk_menu_button_popdown (button);
    }

  /* Export Handout…'s save dialog (GTK's own without a portal), with its
   * choice of the lesson or the whole chapter. */
  if (wanted ("handout-export") && width > 400)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();
      GtkWidget *dialog = NULL;

      gt_window_show_page (window, "lesson:cards-and-levels");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.export-handout", NULL);
      gt_test_run_for (600);
      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
          if (GTK_IS_FILE_CHOOSER (w))
            dialog = w;
        }
      g_assert_nonnull (dialog);
      g_snprintf (name, sizeof name, "handout-export-%s-%d.png", style, width);
      render (dialog, name);
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      G_GNUC_END_IGNORE_DEPRECATIONS
      gt_test_run_for (200);
    }

  /* The closing chapter's split step: plays set aside, a split with one
   * play too many, and the house-rules lesson marked optional in the
   * sidebar. */
  if (wanted ("lesson-split"))
    {
      gt_window_show_page (window, "lesson:at-the-table");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 3);
      select_cards (page, "SJ HJ DJ CJ");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      select_cards (page, "S3 D4 C5 H6 S7");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-split", style, width);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      select_cards (page, "S3 D4 C5 S6 D7");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      select_cards (page, "S9 D9 C9");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      select_cards (page, "SK HK");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-split-wrong", style, width);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 5);
      shot (window, "lesson-link", style, width);
      gt_window_show_page (window, "lesson:house-rules");
      shot (window, "lesson-optional", style, width);
    }

  /* The readings of a wild selection, in their popover. */
  if (wanted ("lesson-readings"))
    {
      GtkWidget *list;

      gt_window_show_page (window, "lesson:wild-cards");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 7);
      select_cards (page, "S6 S7 S8 S9 H2");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-readings", style, width);
      list = gt_test_find_readings (GTK_WIDGET (page));
      g_snprintf (name, sizeof name, "lesson-readings-popover-%s-%d.png", style, width);
      render (GTK_WIDGET (gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER)), name);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.clear", NULL);
    }

  /* A shared lesson whose win step is beyond the solver's budget: the
   * step while the solver works ("Thinking…"), then its verdict. */
  if (wanted ("lesson-unprovable"))
    {
      gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
      g_autofree char *file = g_build_filename (dir, "big-win.lesson", NULL);

      /* Only for these two views: the other pictures show the course alone. */
      g_mkdir_with_parents (dir, 0700);
      g_file_set_contents (file,
                           "[Lesson]\nId=big-win\nGame=guandan\nTitle=A Shared Lesson\nSummary=Too big to prove.\n"
                           "Chapter=99\nOrder=1\nRules=gd.combo.straight\n\n"
                           "[Step 1]\nText=Go out before the others, with your partner's help.\nDo=play\nExpect=win\n"
                           "Goal=team-first\nlevel=2\n"
                           "S=S3 S4 S5 S6 S7 H9 H9 C10 DJ SQ SK HA\n"
                           "E=H3 H4 D5 D6 D7 D8 S9 S10 HJ HQ DK DA\n"
                           "N=C3 C4 C5 C6 C8 C9 D9 D10 CJ CQ CK CA\n"
                           "W=D3 D4 H5 H6 H7 H8 C7 H10 SJ DQ HK SA\n"
                           "turn=S\n\n[Step 2]\nText=The end.\nDo=read\n", -1, NULL);
      gt_library_reload (shot_library);
      gt_window_show_page (window, "lesson:big-win");
      select_cards (page, "S3 S4 S5 S6 S7");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-thinking", style, width);
      while (gt_lesson_model_get_busy (gt_lesson_page_get_model (page)) && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, TRUE);
      shot (window, "lesson-unprovable", style, width);
      g_remove (file);
      g_rmdir (dir);
      gt_library_reload (shot_library);
    }

  if (wanted ("lesson-text"))
    {
      gt_window_show_page (window, "lesson:wild-cards");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 1);
      gt_window_show_page (window, "lesson:cards-and-levels");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 1);
      shot (window, "lesson-text", style, width);
    }

  if (wanted ("lesson-choose"))
    {
      gt_window_show_page (window, "lesson:wild-cards");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.choose", "u", 3);
      shot (window, "lesson-choose", style, width);
    }

  if (wanted ("lesson-judge"))
    {
      gt_window_show_page (window, "lesson:wild-cards");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 8);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.judge", "b", FALSE);
      shot (window, "lesson-judge", style, width);
    }

  if (wanted ("lesson-tribute"))
    {
      gt_window_show_page (window, "lesson:tribute");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      shot (window, "lesson-tribute", style, width);
    }

  /* The games' own steps (tests/data/steps-*.lesson): a bid refused and
   * one that is not the answer, a trump to show while drawing, six cards
   * selected to bury. */
  if (wanted ("lesson-bid"))
    {
      show_lesson (window, page, "steps-ddz");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 1);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.declare", "u", 3);
      shot (window, "lesson-bid", style, width);
    }
  if (wanted ("lesson-declare"))
    {
      show_lesson (window, page, "steps-dbf");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 1);
      shot (window, "lesson-declare", style, width);
    }
  if (wanted ("lesson-bury"))
    {
      GtCardList six;

      show_lesson (window, page, "steps-dbf");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      gt_card_list_parse ("S3 S4 S6 S7 H3 H4", NULL, &six, NULL);
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_lesson_page_get_table (page)), &six);
      shot (window, "lesson-bury", style, width);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "lesson-bury-right", style, width);
    }

  if (wanted ("lesson-done"))
    {
      const GtLesson *wild;

      gt_window_show_page (window, "lesson:wild-cards");
      wild = gt_lesson_page_get_lesson (page);
      /* The last step (a read step: Next marks it done), then the end. */
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), wild->n_steps);
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.next", NULL);
      shot (window, "lesson-done", style, width);
    }

  if (wanted ("puzzles"))
    {
      gt_window_show_page (window, "puzzles:first-out");
      shot (window, "puzzles", style, width);
      gt_window_show_page (window, "puzzles:review");
      shot (window, "puzzles-review", style, width);
    }

  if (wanted ("puzzle-page"))
    {
      gt_window_show_page (window, "puzzle:first-keep-the-bomb");
      wait_puzzle (window);
      shot (window, "puzzle-page", style, width);
      /* The bomb first loses: the refutation and Try Again. */
      select_puzzle_cards (window, "S9 H9 D9 C9");
      puzzle_act (window, "puzzle.play");
      shot (window, "puzzle-refuted", style, width);
      /* The refutation stepped back two steps, and the winning line at
       * its first step. */
      {
        GtPuzzleModel *model = gt_puzzle_page_get_model (puzzle_page (window));
        guint length = 0;

        if (gt_puzzle_model_get_line (model, NULL, &length) && length >= 2)
          gt_puzzle_model_line_seek (model, length - 2);
        shot (window, "puzzle-refutation-stepper", style, width);
        puzzle_act (window, "puzzle.show-solution");
        gt_puzzle_model_line_seek (model, 1);
        shot (window, "puzzle-winning-line", style, width);
      }
      puzzle_act (window, "puzzle.restart");
      solve_puzzle (window);
      shot (window, "puzzle-solved", style, width);
    }

  /* Two hints, shown as a lesson's are (GtVerdictView of kind hint). */
  if (wanted ("puzzle-hints"))
    {
      gt_window_show_page (window, "puzzle:first-keep-the-bomb");
      gt_test_run_for (600);
      wait_puzzle (window);
      puzzle_act (window, "puzzle.restart");
      puzzle_act (window, "puzzle.hint");
      puzzle_act (window, "puzzle.hint");
      shot (window, "puzzle-hints", style, width);
    }

  /* A play taken back, half way home: the straight from the table to
   * the hand, its places there still empty. */
  if (wanted ("puzzle-taken-back"))
    {
      GtTableView *table;

      gt_window_show_page (window, "puzzle:first-keep-the-bomb");
      gt_test_run_for (600);
      wait_puzzle (window);
      puzzle_act (window, "puzzle.restart");
      select_puzzle_cards (window, "S3 H4 D5 C6 S7");
      puzzle_act (window, "puzzle.play");
      gt_test_run_for (600);
      puzzle_act (window, "puzzle.undo");
      table = gt_puzzle_page_get_table (puzzle_page (window));
      gt_table_view_set_returning (table, 0.5);
      shot (window, "puzzle-taken-back", style, width);
      gt_table_view_set_returning (table, 1.0);
    }

  /* A trick game's puzzle (Da Bai Fen) on the trick table: the trick
   * under way, then the losing lead refuted, and the winning one. */
  if (wanted ("puzzle-dabaifen"))
    {
      /* Its list first: the game's goal in the sidebar. */
      gt_window_show_page (window, "puzzles:dabaifen:points");
      shot (window, "puzzles-dabaifen", style, width);
      gt_window_show_page (window, "puzzle:dbf-trump-low");
      wait_puzzle (window);
      gt_test_run_for (600);
      select_puzzle_cards (window, "H3");
      shot (window, "puzzle-dabaifen", style, width);
      select_puzzle_cards (window, "BJ");
      puzzle_act (window, "puzzle.play");
      /* The verdict slides in. */
      gt_test_run_for (600);
      shot (window, "puzzle-dabaifen-refuted", style, width);
      puzzle_act (window, "puzzle.restart");
      solve_puzzle (window);
      /* The solved view slides in. */
      gt_test_run_for (800);
      shot (window, "puzzle-dabaifen-solved", style, width);
    }

  /* A puzzle that opens with a return: the tribute in the centre, the
   * "Return This Card" button, and a losing card refuted. */
  if (wanted ("puzzle-return"))
    {
      gt_window_show_page (window, "puzzle:tribute-return-keep-the-shape");
      wait_puzzle (window);
      /* The page's slide in, before its first picture. */
      gt_test_run_for (600);
      select_puzzle_cards (window, "S9");
      shot (window, "puzzle-return", style, width);
      select_puzzle_cards (window, "S3");
      puzzle_act (window, "puzzle.play");
      shot (window, "puzzle-return-refuted", style, width);
      puzzle_act (window, "puzzle.retry");
    }

  /* The card size preferences, the four-colour deck and the card decks,
   * on the fullest hand. */
  if (wanted ("cards-"))
    {
      static const char *const sizes[] = { "small", "large" };

      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_snprintf (name, sizeof name, "cards-%s", sizes[i]);
          g_settings_set_string (settings, "card-size", sizes[i]);
          gt_window_show_page (window, "lesson:tribute");
          gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
          select_cards (page, "S7 H7");
          shot (window, name, style, width);
        }
      g_settings_reset (settings, "card-size");
      g_settings_set_boolean (settings, "four-colour-deck", TRUE);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      shot (window, "cards-four-colour", style, width);
      g_settings_reset (settings, "four-colour-deck");
      /* The drawn "Large index" cards, and another deck (Nicu White: large
       * indices, both jokers), when installed. */
      g_settings_set_string (settings, "card-deck", "large-index");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      shot (window, "cards-large-index", style, width);
      g_settings_set_string (settings, "card-deck", "svg-nicu-white");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      shot (window, "cards-nicu-white", style, width);
      g_settings_reset (settings, "card-deck");
    }

  /* The learner's rule variants: applied, and set aside where the goal
   * cannot be forced under them. */
  if (wanted ("puzzle-variants"))
    {
      static const char *const variants[] = { "no-jiefeng", "return-max-10", NULL };

      g_settings_set_strv (settings, "rule-variants", variants);
      gt_window_show_page (window, "puzzle:team-partner-takes-over");
      wait_puzzle (window);
      shot (window, "puzzle-variants", style, width);
      gt_window_show_page (window, "puzzle:double-jiefeng");
      wait_puzzle (window);
      shot (window, "puzzle-variants-set-aside", style, width);
      g_settings_reset (settings, "rule-variants");
    }

  /* An illegal play's verdict, and its rule link followed. */
  if (wanted ("rules-from-verdict"))
    {
      gt_window_show_page (window, "puzzle:first-keep-the-bomb");
      wait_puzzle (window);
      select_puzzle_cards (window, "S3 H4");
      puzzle_act (window, "puzzle.play");
      shot (window, "puzzle-illegal", style, width);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "gd.combo.straight");
      gt_test_run_for (600);
      shot (window, "rules-from-verdict", style, width);
    }

  /* Gan Deng Yan: a lesson's table of three players, each for themselves;
   * three with the stock; six (a lesson of the pictures' own, as no
   * shipped step seats six); its own puzzle list. */
  if (wanted ("gandengyan"))
    {
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
      g_autofree char *file = g_build_filename (dir, "six-seats.lesson", NULL);

      gt_window_show_page (window, "lesson:gdy-one-step-higher");
      for (guint i = 0; i < 2; i++)
        gtk_widget_activate_action (GTK_WIDGET (gt_window_get_lesson_page (window)), "lesson.next", NULL);
      shot (window, "gandengyan-lesson", style, width);

      gt_window_show_page (window, "lesson:gdy-drawing-and-score");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 5);
      shot (window, "gandengyan-3-seats", style, width);

      g_mkdir_with_parents (dir, 0700);
      g_file_set_contents (file,
                           "[Lesson]\nId=gdy-six-seats\nGame=gandengyan\nTitle=Six at the Table\n"
                           "Summary=Six players, each for themselves.\nChapter=99\nOrder=1\nRules=gdy.follow.step\n\n"
                           "[Step 1]\nText=Player 4 led a pair of 9s and players 5 and 6 passed. "
                           "Follow it: exactly one rank higher.\nDo=play\nExpect=beat\n"
                           "1=S10 H10 S3 D7 CK\n2=C4 H5 D6 S8 HQ\n3=D3 C5 S6 H8 DK\n4=C3 H4\n"
                           "5=S4 D5 C6 H7 SJ\n6=D4 C7 C9 HJ DQ\ntable=S9 D9\ntable-by=4\npassed=5 6\n"
                           "turn=1\nstock=CJ H3 S5\nface-down=2 3 4 5 6\n", -1, NULL);
      gt_library_reload (shot_library);
      gt_window_show_page (window, "lesson:gdy-six-seats");
      shot (window, "gandengyan-6-seats", style, width);
      select_cards (page, "S10 H10");
      gtk_widget_activate_action (GTK_WIDGET (page), "lesson.play", NULL);
      shot (window, "gandengyan-6-seats-played", style, width);
      g_remove (file);
      g_rmdir (dir);
      gt_library_reload (shot_library);

      gt_window_show_page (window, "puzzles:gandengyan:first-out");
      shot (window, "gandengyan-puzzles", style, width);
    }

  /* Bao Huang: a lesson's table, 8-8-8-small joker to beat card by card. */
  /* Da Bai Fen: a trick in progress, the trump rank and suit in the
   * badge, no Pass (a trick has none); then a judge step. */
  if (wanted ("dabaifen"))
    {
      gt_window_show_page (window, "lesson:dbf-following");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (gt_window_get_lesson_page (window)), 1);
      gt_test_run_for (300);
      shot (window, "dabaifen-lesson", style, width);
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (gt_window_get_lesson_page (window)), 2);
      gt_test_run_for (300);
      shot (window, "dabaifen-judge", style, width);
    }

  /* Da Bai Fen's points: the declarers marked at their seats, the
   * defenders' pile empty; then S follows low, E's Ace takes the trick
   * and its King and 10 are laid face up by the defenders' total. */
  if (wanted ("dabaifen-points"))
    {
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
      g_autofree char *file = g_build_filename (dir, "dbf-points.lesson", NULL);

      g_mkdir_with_parents (dir, 0700);
      g_file_set_contents (file,
                           "[Lesson]\nId=dbf-points-shot\nGame=dabaifen\nTitle=Points Face Up\n"
                           "Summary=The defenders' points.\nChapter=99\nOrder=1\nRules=dbf.points.capture\n\n"
                           "[Step 1]\nText=East led the Ace of spades. Follow with your lowest spade.\n"
                           "Do=play\nExpect=exact\nAnswer=S3\nRules=dbf.points.capture\n"
                           "level=5\nlevels=5,5\ndeclarer=SN\ntrump=H\n"
                           "S=S3 C6 DK H9 C10\nE=H4 D6 D10 C5\nN=S6 D3 CK D5\nW=D4 C9 S5 H10\n"
                           "trick=SA / SK / S10\ntrick-by=E\nturn=S\nface-down=E N W\n\n"
                           "[Step 2]\nText=West's King takes the trick so far. Take it back.\n"
                           "Do=play\nExpect=exact\nAnswer=SA\nRules=dbf.points.capture\n"
                           "level=5\nlevels=5,5\ndeclarer=SN\ntrump=H\n"
                           "S=SA S3 DK H9\nE=H4 D6 C5\nN=D3 CK D5\nW=D4 C9 H10\n"
                           "trick=S9 / S6 / SK\ntrick-by=E\nturn=S\nface-down=E N W\n", -1, NULL);
      gt_library_reload (shot_library);
      /* The library's file monitor reports the new file too, and a
       * reload then would put the step back: let it pass first. */
      gt_test_run_for (1200);
      gt_window_show_page (window, "lesson:dbf-points-shot");
      /* From step 1 in every style and width (the page resumes where the
       * last shot left it). */
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 1);
      gt_test_run_for (300);
      shot (window, "dabaifen-points-start", style, width);
      play_until (page, "S3", "right");
      shot (window, "dabaifen-points", style, width);
      /* A wrong play into a trick: W, winning it, is marked. */
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (page), 2);
      gt_test_run_for (300);
      play_until (page, "S3", "wrong");
      shot (window, "dabaifen-beaten", style, width);
      g_remove (file);
      g_rmdir (dir);
      gt_library_reload (shot_library);
    }

  /* A wrong play's beating seat marked on the table, the words by it in
   * the centre and the verdict under the table. */
  if (wanted ("lesson-beaten"))
    {
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
      g_autofree char *file = g_build_filename (dir, "beaten.lesson", NULL);

      g_mkdir_with_parents (dir, 0700);
      g_file_set_contents (file,
                           "[Lesson]\nId=beaten-shot\nGame=guandan\nTitle=Lead Low\n"
                           "Summary=Who beats it.\nChapter=99\nOrder=1\nRules=gd.order.single\n\n"
                           "[Step 1]\nText=Lead a card your partner can take over, or that nobody beats.\n"
                           "Do=play\nExpect=exact\nAnswer=S5\nRules=gd.order.single\n"
                           "level=2\nS=S5 SK D9 D10 C3\nE=D3 D4 S8 C7\nN=SA H6 C10\nW=HA C9 S9 H4\n"
                           "turn=S\nface-down=E N W\n"
                           "Wrong1=SK\nWrongText1=W holds the Ace: your King is beaten, and W leads next.\n",
                           -1, NULL);
      gt_library_reload (shot_library);
      gt_test_run_for (1200);
      gt_window_show_page (window, "lesson:beaten-shot");
      gt_test_run_for (300);
      play_until (page, "SK", "wrong");
      shot (window, "lesson-beaten", style, width);
      g_remove (file);
      g_rmdir (dir);
      gt_library_reload (shot_library);
    }

  if (wanted ("baohuang"))
    {
      gt_window_show_page (window, "lesson:bh-lead-and-follow");
      /* From step 1 in every style and width: the page resumes where the
       * last shot left it. */
      gtk_widget_activate_action (GTK_WIDGET (gt_window_get_lesson_page (window)), "lesson.restart", NULL);
      for (guint i = 0; i < 4; i++)
        gtk_widget_activate_action (GTK_WIDGET (gt_window_get_lesson_page (window)), "lesson.next", NULL);
      shot (window, "baohuang-lesson", style, width);

      /* The learner is the emperor: the badge at the bottom seat; the
       * guard (Player 3) still secret, so none at theirs. */
      gt_window_show_page (window, "lesson:bh-roles");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (gt_window_get_lesson_page (window)), 7);
      shot (window, "baohuang-emperor", style, width);

      baohuang_full_deal (window, style, width);

      /* A puzzle of four seats in play with a secret guard, before and
       * after the learner's lead (each seat's answer in front of it). */
      gt_window_show_page (window, "puzzle:bh-hidden-guard-four-seats");
      wait_puzzle (window);
      shot (window, "baohuang-puzzle", style, width);
      select_puzzle_cards (window, "H2 D2");
      puzzle_act (window, "puzzle.play");
      shot (window, "baohuang-puzzle-played", style, width);

      /* The rules reference on Bao Huang's, by a rule link: the chooser
       * says the game. */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "bh.role.emperor");
      gt_test_run_for (600);
      shot (window, "baohuang-rules", style, width);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "gd.combo.pair");
      gt_test_run_for (300);
    }

  /* A drill: an exercise, a wrong answer's words, and the stars at the
   * end. */
  if (wanted ("drill"))
    {
      GtDrillPage *drill;
      GtDrillModel *model;
      GtCardList cards, hand;

      drill = open_drill (window, "drill-wild");
      model = gt_drill_page_get_model (drill);
      shot (window, "drill", style, width);

      /* Two cards of different ranks: no combination. */
      gt_game_hand_list (&gt_drill_model_get_exercise (model)->position, GT_SEAT_S, &hand);
      gt_card_list_init (&cards);
      gt_card_list_append (&cards, hand.card[0], GT_CARD_NONE);
      gt_card_list_append (&cards, hand.card[hand.n - 2], GT_CARD_NONE);
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_drill_page_get_table (drill)), &cards);
      gtk_widget_activate_action (GTK_WIDGET (drill), "drill.play", NULL);
      gt_test_run_for (100);
      shot (window, "drill-wrong", style, width);

      /* Right, in the verdict card the lessons show. */
      g_assert_true (gt_drill_answer (gt_drill_model_get_exercise (model), &cards));
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_drill_page_get_table (drill)), &cards);
      gtk_widget_activate_action (GTK_WIDGET (drill), "drill.play", NULL);
      shot (window, "drill-right", style, width);
      gtk_widget_activate_action (GTK_WIDGET (drill), "drill.next", NULL);

      answer_drill (drill, GT_DRILL_EXERCISES - 1);
      gt_test_run_for (800);
      shot (window, "drill-done", style, width);
    }

  /* The relatives' drills: Da Bai Fen's trumping into a trick, Bao Huang's
   * jokers with a wrong answer's words, and the page's chooser of every
   * game's drills. */
  if (wanted ("drill-relatives"))
    {
      GtDrillPage *drill;
      GtDrillModel *model;
      GtkMenuButton *button;
      GtCardList cards, hand;

      drill = open_drill (window, "drill-dbf-trumping");
      model = gt_drill_page_get_model (drill);
      shot (window, "drill-dabaifen", style, width);

      open_drill (window, "drill-bh-jokers");
      answer_drill (drill, 2);
      /* A small joker on the small joker: not higher. */
      gt_game_hand_list (&gt_drill_model_get_exercise (model)->position, 0, &hand);
      gt_card_list_init (&cards);
      gt_card_list_append (&cards, hand.card[hand.n - 2], GT_CARD_NONE);
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_drill_page_get_table (drill)), &cards);
      gtk_widget_activate_action (GTK_WIDGET (drill), "drill.play", NULL);
      gt_test_run_for (800);
      shot (window, "drill-baohuang-wrong", style, width);

      button = find_menu_button (GTK_WIDGET (drill), "view-list-symbolic");
      g_assert_nonnull (button);
      gtk_menu_button_popup (button);
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "drill-chooser-%s-%d.png", style, width);
      render (GTK_WIDGET (gtk_menu_button_get_popover (button)), name);
      shot (window, "drill-chooser-window", style, width);
      gtk_menu_button_popdown (button);
    }

  /* The Play page: a game's first turn, the tutor's question, a deal's
   * end and its review. */
  if (wanted ("play"))
    {
      GtPlayPage *play;
      GtPlayModel *model;
      GtGame pos;
      GtCardList sa;

      gt_window_show_page (window, "play");
      play = gt_window_get_play_page (window);
      model = gt_play_page_get_model (play);
      gt_play_model_set_delay (model, 0);
      gt_play_page_start (play, 4711);
      wait_play (model);
      /* The page's first showing (a game dealt, saved at every action)
       * takes longer than shot()'s wait on a loaded machine. */
      gt_test_run_for (1500);
      shot (window, "play", style, width);

      gt_game_init (&pos, gt_ruleset_lookup ("guandan"), 0);
      g_assert_true (gt_game_load_string (&pos, pos.rs,
                                          "[p]\nlevel=2\nS=SA S3 D4 C8 C9 H10 HJ\nE=S5 S6 S7 S8 S9 S10 SJ SQ\n"
                                          "N=H5 H6 D7 D8 D9 D10 DJ DQ\nW=C3 C4 C5 C6 C7 CK CQ CJ\n"
                                          "turn=S\ntable=SK\ntable-by=N\npassed=W\n", "p", NULL));
      gt_play_model_start_from (model, &pos, 4711);
      g_assert_true (gt_card_list_parse ("SA", NULL, &sa, NULL));
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (play)), &sa);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.play", NULL);
      wait_play (model);
      shot (window, "play-question", style, width);

      /* The deal's last play: S goes out after N, first and second. */
      g_assert_true (gt_game_load_string (&pos, pos.rs,
                                          "[p]\nlevel=2\nS=SA\nE=S3 S4 D9\nN=-\nW=S5 S6 HQ\n"
                                          "turn=S\nfinished=N\n", "p", NULL));
      gt_play_model_start_from (model, &pos, 4711);
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (play)), &sa);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.play", NULL);
      wait_play (model);
      shot (window, "play-deal-over", style, width);

      /* The deal's review on the table: the partner's round beaten
       * (questioned, played anyway), the deal played out by the hints,
       * then the review at that decision and a step on. */
      g_assert_true (gt_game_load_string (&pos, pos.rs,
                                          "[p]\nlevel=2\nS=SA S3 D4 C8 C9 H10 HJ\nE=S5 S6 S7 S8 S9 S10 SJ SQ\n"
                                          "N=H5 H6 D7 D8 D9 D10 DJ DQ\nW=C3 C4 C5 C6 C7 CK CQ CJ\n"
                                          "turn=S\ntable=SK\ntable-by=N\npassed=W\n", "p", NULL));
      gt_play_model_start_from (model, &pos, 4711);
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (play)), &sa);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.play", NULL);
      wait_play (model);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.play-anyway", NULL);
      wait_play (model);
      while (gt_play_model_get_game (model)->phase == GT_PHASE_PLAY)
        {
          g_autofree char *text = NULL;
          GtCardList cards;

          if (!gt_play_model_hint (model, 3, &text, &cards))
            break;
          gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (play)), &cards);
          gtk_widget_activate_action (GTK_WIDGET (play), cards.n > 0 ? "play.play" : "play.pass", NULL);
          wait_play (model);
          if (gt_play_model_get_question (model) != NULL)
            gtk_widget_activate_action (GTK_WIDGET (play), "play.play-anyway", NULL);
          wait_play (model);
        }
      gtk_widget_activate_action (GTK_WIDGET (play), "play.review", NULL);
      shot (window, "play-review", style, width);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.review-next", NULL);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.review-next", NULL);
      shot (window, "play-review-step", style, width);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.review-close", NULL);
    }

  /* The Play page asks which reading of a wild selection is meant: the
   * ♥2 makes 6 7 8 9 of spades a straight flush to the 9 or to the 10. */
  if (wanted ("play-readings"))
    {
      GtPlayPage *play;
      GtPlayModel *model;
      GtGame pos;
      GtCardList cards;
      GtkWidget *popover;

      gt_window_show_page (window, "play");
      play = gt_window_get_play_page (window);
      model = gt_play_page_get_model (play);
      gt_play_model_set_delay (model, 0);
      /* A game on the page first (as "play" above), then the position. */
      gt_play_page_start (play, 4711);
      wait_play (model);
      gt_test_run_for (1500);
      gt_game_init (&pos, gt_ruleset_lookup ("guandan"), 0);
      g_assert_true (gt_game_load_string (&pos, pos.rs,
                                          "[p]\nlevel=2\nS=S6 S7 S8 S9 H2 D3 CK\nE=SA SK HQ\n"
                                          "N=C3 C4 C5\nW=H6 H7 H8\nturn=S\n", "p", NULL));
      gt_play_model_start_from (model, &pos, 4711);
      wait_play (model);
      g_assert_true (gt_card_list_parse ("S6 S7 S8 S9 H2", NULL, &cards, NULL));
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (play)), &cards);
      gtk_widget_activate_action (GTK_WIDGET (play), "play.play", NULL);
      shot (window, "play-readings", style, width);
      popover = gtk_widget_get_ancestor (gt_test_find_readings (GTK_WIDGET (play)), GTK_TYPE_POPOVER);
      g_snprintf (name, sizeof name, "play-readings-popover-%s-%d.png", style, width);
      render (popover, name);
      gtk_popover_popdown (GTK_POPOVER (popover));
    }

  /* Every game's table mid-deal (play-table-GAME): game 4711, the learner
   * playing the hinted play at each turn (passing when the hint does, the
   * first choice offered otherwise) for a few turns, so that the round's
   * plays and passes lie in front of the seats and the narration has
   * something to tell. */
  if (wanted ("play-table"))
    {
      GtPlayPage *play;
      GtPlayModel *model;
      const GtRuleset *const *all = gt_rulesets ();

      gt_window_show_page (window, "play");
      play = gt_window_get_play_page (window);
      model = gt_play_page_get_model (play);
      for (guint i = 0; all[i] != NULL; i++)
        {
          g_autofree char *view = g_strdup_printf ("play-table-%s", all[i]->id);

          g_object_set (play, "game-id", all[i]->id, NULL);
          gt_play_model_set_delay (model, 0);
          gt_play_page_start (play, 4711);
          wait_play (model);
          for (guint turn = 0; turn < 6; turn++)
            {
              guint actions = gt_play_model_get_actions (model);
              g_autofree char *text = NULL;
              GtCardList cards;

              if (actions & (1u << GT_ACTION_PLAY) && gt_play_model_hint (model, 3, &text, &cards))
                {
                  gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (play)), &cards);
                  gtk_widget_activate_action (GTK_WIDGET (play), cards.n > 0 ? "play.play" : "play.pass", NULL);
                  wait_play (model);
                }
              else if (actions & ((1u << GT_ACTION_TRIBUTE) | (1u << GT_ACTION_RETURN)))
                break;
              else
                {
                  g_autoptr (GPtrArray) choices = gt_play_model_list_choices (model);

                  if (choices->len == 0)
                    break;
                  gt_play_model_choose (model, g_ptr_array_index (choices, 0), NULL);
                }
              if (gt_play_model_get_question (model) != NULL)
                gtk_widget_activate_action (GTK_WIDGET (play), "play.play-anyway", NULL);
              wait_play (model);
            }
          gt_test_run_for (1000);
          shot (window, view, style, width);
        }
      g_object_set (play, "game-id", "guandan", NULL);
    }

  /* The Compare page: the rules side by side, then the same cards judged
   * by every game (an example picked, the verdicts scrolled into view). */
  if (wanted ("compare"))
    {
      GtComparePage *compare;
      GtkAdjustment *adj;

      gt_window_show_page (window, "compare");
      compare = gt_window_get_compare_page (window);
      /* The first layout of its wrapped sentences takes a while on a
       * loaded machine: the picture must not be the page before. */
      gt_test_run_for (1000);
      shot (window, "compare", style, width);
      gtk_widget_activate_action (GTK_WIDGET (compare), "compare.example", "u", 0);
      adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_first_child (GTK_WIDGET (compare))));
      gt_test_run_for (200);
      gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
      shot (window, "compare-verdicts", style, width);
      gtk_widget_activate_action (GTK_WIDGET (compare), "compare.clear", NULL);
      gtk_adjustment_set_value (adj, 0);
    }

  /* A "coming from Guandan" lesson's button to the Compare page. */
  if (wanted ("compare-lesson"))
    {
      gt_window_show_page (window, "lesson:gdy-from-guandan");
      gt_lesson_model_go_to_step (gt_lesson_page_get_model (gt_window_get_lesson_page (window)), 1);
      shot (window, "compare-lesson", style, width);
    }

  if (wanted ("rules"))
    {
      gt_window_show_page (window, "rules");
      shot (window, "rules", style, width);
      /* Two ids named in one sentence: one entry, both listed. */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "gd.beat.bomb");
      gt_test_run_for (600);
      shot (window, "rules-merged", style, width);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "gd.players");
      gt_test_run_for (300);
    }

  /* The preferences' rules page as a phone would show it. */
  if (wanted ("dialogs") && width == 360)
    {
      GtkWindow *dialog = GTK_WINDOW (gt_preferences_window_new (settings));

      gtk_window_set_transient_for (dialog, GTK_WINDOW (window));
      gtk_window_set_default_size (dialog, 360, 640);
      adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (dialog), "rules");
      gtk_window_present (dialog);
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "dialog-preferences-rules-%s-360.png", style);
      render (GTK_WIDGET (dialog), name);
      gtk_window_destroy (dialog);

      /* The shortcuts' widest rows: the clicker's four keys. */
      dialog = GTK_WINDOW (gt_shortcuts_window_new ());
      gtk_window_set_transient_for (dialog, GTK_WINDOW (window));
      gtk_window_set_default_size (dialog, 360, 640);
      adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (dialog), "presentation");
      gtk_window_present (dialog);
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "dialog-shortcuts-presentation-%s-360.png", style);
      render (GTK_WIDGET (dialog), name);
      gtk_window_destroy (dialog);
    }

  /* The preferences (both pages) and the shortcuts. */
  if (wanted ("dialogs") && width > 360)
    {
      static const char *const pages[] = { "general", "play", "rules" };
      GtkWindow *dialog;

      for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
        {
          dialog = GTK_WINDOW (gt_preferences_window_new (settings));
          gtk_window_set_transient_for (dialog, GTK_WINDOW (window));
          adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (dialog), pages[i]);
          gtk_window_present (dialog);
          gt_test_run_for (400);
          g_snprintf (name, sizeof name, "dialog-preferences-%s-%s.png", pages[i], style);
          render (GTK_WIDGET (dialog), name);
          /* The card designs' list, each with its preview cards. */
          if (i == 0)
            {
              GtkWidget *row = gt_test_find_widget (GTK_WIDGET (dialog), is_deck_row, NULL);
              GtkWidget *popover;

              g_assert_nonnull (row);
              g_signal_emit_by_name (row, "activate");
              gt_test_run_for (400);
              popover = gt_test_find_widget (row, is_popover, NULL);
              g_snprintf (name, sizeof name, "dialog-preferences-decks-%s.png", style);
              if (popover != NULL)
                render (popover, name);
            }
          gtk_window_destroy (dialog);
        }

      dialog = GTK_WINDOW (gt_shortcuts_window_new ());
      gtk_window_set_transient_for (dialog, GTK_WINDOW (window));
      gtk_window_present (dialog);
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "dialog-shortcuts-%s.png", style);
      render (GTK_WIDGET (dialog), name);
      /* The presentation's keys, a section of their own. */
      adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (dialog), "presentation");
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "dialog-shortcuts-presentation-%s.png", style);
      render (GTK_WIDGET (dialog), name);
      gtk_window_destroy (dialog);
    }

  /* "The File Cannot Be Opened" with 300 problems: the text scrolls
   * inside a dialog that fits the window. */
  if (wanted ("dialog-message"))
    {
      g_autoptr(GString) body = g_string_new (NULL);
      GtkWindow *dialog;

      for (guint i = 1; i <= 300; i++)
        g_string_append_printf (body, "/home/teacher/lessons/chapter-%u.lesson:%u: the key Cards is not a list of cards: “S3 S4 X9”.\n",
                                i, i * 7);
      dialog = gt_window_show_message (window, _("The File Cannot Be Opened"), body->str);
      gt_test_run_for (400);
      g_snprintf (name, sizeof name, "dialog-message-%s-%d.png", style, width);
      render (GTK_WIDGET (dialog), name);
      gtk_window_destroy (dialog);
    }

  /* At 360 px the leaflet folds: the library on its own. */
  if (wanted ("sidebar"))
    {
      gt_window_show_page (window, "lesson:straights");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL);
      shot (window, "sidebar", style, width);
      /* The other sections, chosen with the switcher's buttons: the
       * puzzles by goal with their counts, and Review; Play; the
       * reference.  Side by side, each comes with its page. */
      {
        GtkWidget *sidebar = gtk_widget_get_ancestor (GTK_WIDGET (gt_window_get_sidebar (window)), GT_TYPE_SIDEBAR);
        static const char *const sections[] = { "puzzles", "play", "reference" };

        for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
          {
            g_autofree char *view = g_strconcat ("sidebar-", sections[i], NULL);

            gtk_widget_activate_action (sidebar, "sidebar.section", "s", sections[i]);
            /* The page's crossfade over, the Play page built. */
            gt_test_run_for (800);
            shot (window, view, style, width);
          }
        gtk_widget_activate_action (sidebar, "sidebar.section", "s", "learn");
      }
    }
}

/* ---- Presentation mode ---- */

/* The window's content, as a full screen would show it: no frame, no
 * shadow. */
static void
present_shot (GtkWidget  *window,
              const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.png", name);

  gt_test_run_for (500);
  render (adw_window_get_content (ADW_WINDOW (window)), file);
}

/* A window whose content is width × height: the size a full screen of
 * that size gives it, where the test's X server has no window manager to
 * make it full screen.  The frame's shadow is measured, not guessed. */
static void
size_content (GtkWidget *window,
              int        width,
              int        height)
{
  GtkWidget *content = adw_window_get_content (ADW_WINDOW (window));

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_for (300);
  gtk_window_set_default_size (GTK_WINDOW (window),
                               2 * width - gtk_widget_get_width (content),
                               2 * height - gtk_widget_get_height (content));
  gt_test_run_for (300);
}

/* The presentation at a projector's two usual sizes (as the window would
 * be full screen on them), and the presenter view beside it: a play step
 * asked, a wrong move from the room, the answer revealed, a judge step in
 * high contrast, a step of words only. */
static void
presentation_views (GtLibrary  *library,
                    GtProgress *progress,
                    GSettings  *settings)
{
  static const struct { int width, height; } sizes[] = { { 1024, 768 }, { 1920, 1080 } };
  GtWindow *window;
  GtLessonPage *page;
  GtLessonModel *model;

  if (!wanted ("presentation") && !wanted ("presentation-long") && !wanted ("presenter"))
    return;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = gt_window_new (NULL, library, progress, settings);
  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_for (300);
  page = gt_window_get_lesson_page (window);
  model = gt_lesson_page_get_model (page);
  gt_window_show_page (window, "lesson:straights");

  for (guint s = 0; s < G_N_ELEMENTS (sizes) && wanted ("presentation"); s++)
    {
      GtPresentationWindow *p = gt_presentation_window_new (model, gt_lesson_page_get_title (page));
      char name[96];
      GtCardList list;

      size_content (GTK_WIDGET (p), sizes[s].width, sizes[s].height);
      gt_lesson_model_go_to_step (model, 3);
      g_snprintf (name, sizeof name, "presentation-play-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);

      /* The room's wrong move: six cards in a row. */
      if (!gt_card_list_parse ("S3 D4 C5 S6 D7 C8", NULL, &list, NULL))
        g_error ("cards");
      gt_hand_view_set_selection (gt_table_view_get_hand (gt_presentation_window_get_table (p)), &list);
      gtk_widget_activate_action (GTK_WIDGET (p), "presentation.play", NULL);
      g_snprintf (name, sizeof name, "presentation-illegal-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);

      gtk_widget_activate_action (GTK_WIDGET (p), "presentation.reveal", NULL);
      g_snprintf (name, sizeof name, "presentation-revealed-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);

      gt_presentation_window_set_high_contrast (p, TRUE);
      gt_lesson_model_go_to_step (model, 7);
      g_snprintf (name, sizeof name, "presentation-judge-contrast-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);
      gt_presentation_window_set_high_contrast (p, FALSE);

      gt_window_show_page (window, "lesson:cards-and-levels");
      gt_lesson_model_go_to_step (model, 2);
      g_snprintf (name, sizeof name, "presentation-choose-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);
      gt_window_show_page (window, "lesson:straights");

      /* A step of words only, and the end of the lesson. */
      gt_lesson_model_go_to_step (model, 1);
      g_snprintf (name, sizeof name, "presentation-words-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);
      gt_lesson_model_go_to_step (model, gt_lesson_model_get_lesson (model)->n_steps);
      gt_lesson_model_next (model);
      g_snprintf (name, sizeof name, "presentation-end-%dx%d", sizes[s].width, sizes[s].height);
      present_shot (GTK_WIDGET (p), name);
      gtk_window_destroy (GTK_WINDOW (p));
      gt_test_run_for (50);
    }

  /* A step of 500 words, alone and over a table: it scrolls inside the
   * screen, at the room's size (presentation-long-*). */
  if (wanted ("presentation-long"))
    {
      static const struct { int width, height; } long_sizes[] = { { 1024, 768 }, { 1100, 760 }, { 360, 720 } };
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
      g_autofree char *file = g_build_filename (dir, "presentation-long.lesson", NULL);
      g_autoptr(GString) words = g_string_new (NULL);
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 1; i <= 500; i++)
        g_string_append_printf (words, "word%u ", i);
      g_string_append_printf (text,
                              "[Lesson]\nId=presentation-long\nGame=guandan\nTitle=Long Steps\n"
                              "Summary=Long steps.\nChapter=99\nOrder=1\nRules=gd.players\n\n"
                              "[Step 1]\nText=%s\nDo=read\n\n"
                              "[Step 2]\nText=%s\nDo=read\nlevel=2\nS=S3 D4 C5 S6 D7\nE=H3 H4\nN=C9 CJ\nW=D9 DJ\nturn=S\n",
                              words->str, words->str);
      g_mkdir_with_parents (dir, 0700);
      g_assert_true (g_file_set_contents (file, text->str, -1, NULL));
      gt_library_reload (library);
      gt_window_show_page (window, "lesson:presentation-long");
      for (guint s = 0; s < G_N_ELEMENTS (long_sizes); s++)
        {
          GtPresentationWindow *p = gt_presentation_window_new (model, gt_lesson_page_get_title (page));
          char name[96];

          size_content (GTK_WIDGET (p), long_sizes[s].width, long_sizes[s].height);
          gt_lesson_model_go_to_step (model, 1);
          g_snprintf (name, sizeof name, "presentation-long-words-%dx%d", long_sizes[s].width, long_sizes[s].height);
          present_shot (GTK_WIDGET (p), name);
          gt_lesson_model_go_to_step (model, 2);
          g_snprintf (name, sizeof name, "presentation-long-table-%dx%d", long_sizes[s].width, long_sizes[s].height);
          present_shot (GTK_WIDGET (p), name);
          gtk_window_destroy (GTK_WINDOW (p));
          gt_test_run_for (50);
        }
      g_remove (file);
      gt_library_reload (library);
      gt_window_show_page (window, "lesson:straights");
    }

  if (wanted ("presenter"))
    {
      GtPresentationWindow *p = gt_presentation_window_new (model, gt_lesson_page_get_title (page));
      GtPresenterWindow *view = gt_presenter_window_new (p);

      size_content (GTK_WIDGET (p), 1024, 768);
      size_content (GTK_WIDGET (view), 1280, 800);
      gt_lesson_model_go_to_step (model, 3);
      present_shot (GTK_WIDGET (view), "presenter-1280x800");
      gt_lesson_model_go_to_step (model, 7);
      present_shot (GTK_WIDGET (view), "presenter-judge-1280x800");
      gtk_window_destroy (GTK_WINDOW (p));
      gt_test_run_for (50);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  gt_test_run_for (50);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GtLibrary) library = NULL;
  g_autoptr(GtProgress) progress = NULL;
  g_autofree char *tmp_dir = NULL;
  static const struct { const char *style; AdwColorScheme scheme; } styles[] = {
    { "light", ADW_COLOR_SCHEME_FORCE_LIGHT },
    { "dark", ADW_COLOR_SCHEME_FORCE_DARK },
  };
  static const struct { int width, height; } sizes[] = {
    { 1100, 760 },
    { 360, 720 },
  };

  /* LANGUAGE=ja with the build's catalogues (`meson devenv` names them)
   * renders the views in Japanese; the tests run in English. */
  setlocale (LC_ALL, "");
  if (g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") != NULL)
    bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GUANDAN_TUTOR_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (output_dir == NULL)
    output_dir = g_get_current_dir ();
  g_mkdir_with_parents (output_dir, 0755);

  /* Progress and user lessons in a folder of our own, never the user's. */
  tmp_dir = g_dir_make_tmp ("gt-screenshots-XXXXXX", &error);
  if (tmp_dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  /* The games' own step kinds, from the tests' lessons, as a teacher's
   * (from the source tree when run by hand: without them the bid, declare
   * and bury views showed whatever page was open before). */
    {
      const char *srcdir = g_getenv ("G_TEST_SRCDIR") != NULL ? g_getenv ("G_TEST_SRCDIR") : SHOTS_SRCDIR;
      g_autofree char *lessons = g_build_filename (tmp_dir, "guandan-tutor", "lessons", NULL);
      static const char *const names[] = { "steps-doudizhu.lesson", "steps-dabaifen.lesson" };

      g_mkdir_with_parents (lessons, 0755);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *from = g_build_filename (srcdir, "..", "data", names[i], NULL);
          g_autofree char *to = g_build_filename (lessons, names[i], NULL);
          g_autofree char *text = NULL;
          gsize len;

          if (g_file_get_contents (from, &text, &len, NULL))
            g_file_set_contents (to, text, len, NULL);
        }
    }

  gtk_init ();
  adw_init ();
  settings = g_settings_new (APP_ID);
  gt_application_init_style (NULL);
  /* Replies at once: the pictures are of where a line ends. */
  g_settings_set_string (settings, "animation-speed", "instant");

  /* Some progress, so that the sidebar shows a check and a count. */
  library = gt_library_new ();
  shot_library = library;
  progress = gt_progress_new (NULL);
  gt_progress_set_lesson_completed (progress, "cards-and-levels", TRUE);
  gt_progress_set_lesson_completed (progress, "singles-pairs-triples", TRUE);
  /* Three stars for the first, two for the second (two lapses). */
  gt_progress_finish_lesson_pass (progress, "cards-and-levels");
  gt_progress_add_lesson_lapse (progress, "singles-pairs-triples");
  gt_progress_add_lesson_lapse (progress, "singles-pairs-triples");
  gt_progress_finish_lesson_pass (progress, "singles-pairs-triples");
  for (guint i = 1; i <= 3; i++)
    gt_progress_set_step_done (progress, "full-houses", i);
  /* Every step of "Wild cards" but the last: its end celebrates. */
  for (guint i = 1; i < 14; i++)
    gt_progress_set_step_done (progress, "wild-cards", i);
  gt_progress_set_puzzle_solved (progress, "first-keep-the-bomb");
  gt_progress_set_puzzle_best (progress, "first-keep-the-bomb", GT_PUZZLE_SOLVED_CLEAN);
  /* ... and a review list: failed, failed twice, failed after a solve. */
  gt_progress_add_puzzle_failure (progress, "first-lead-high-to-one-card");
  gt_progress_add_puzzle_failure (progress, "first-tube-no-answer");
  gt_progress_add_puzzle_failure (progress, "first-tube-no-answer");
  gt_progress_set_puzzle_solved (progress, "shed-plate");
  gt_progress_add_puzzle_failure (progress, "shed-plate");

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint k = 0; k < G_N_ELEMENTS (styles) && (only_width == 0 || only_width == sizes[s].width); k++)
      {
        GtWindow *window;

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (), styles[k].scheme);
        g_settings_set_int (settings, "window-width", sizes[s].width);
        g_settings_set_int (settings, "window-height", sizes[s].height);
        window = gt_window_new (NULL, library, progress, settings);
        gtk_window_present (GTK_WINDOW (window));
        gt_test_run_for (300);
        views (window, settings, styles[k].style, sizes[s].width);
        gtk_window_destroy (GTK_WINDOW (window));
        gt_test_run_for (50);
      }

  presentation_views (library, progress, settings);

  /* Progress, and the Play page's saved games. */
  gt_test_remove_tree (tmp_dir);
  g_free (output_dir);
  return exit_status;
}
