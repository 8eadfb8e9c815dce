/* gt-window.c — the main window: the library beside the page on show
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-window"

#include "config.h"

#include "gt-window.h"
#include "gt-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-puzzle-page.h"
#include "gt-drill-page.h"
#include "gt-widgets.h"
#include "gt-play-page.h"
#include "gt-presentation-actions.h"
#include "gt-rules-page.h"
#include "gt-sidebar.h"
#include "gt-solver.h"



enum {
  PROP_0,
  PROP_LIBRARY,
  PROP_PROGRESS,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GtWindow, gt_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_header        (GtWindow   *self);
static void apply_variants       (GtWindow   *self);
static void puzzle_solved_cb     (GtWindow   *self);
static void puzzle_failed_cb     (GtWindow   *self);
static void puzzle_next_cb       (GtWindow   *self);
static void puzzle_show_rule_cb  (GtWindow   *self,
                                  const char *rule);

static GtPuzzlePage *
ensure_puzzle_page (GtWindow *self)
{
  if (self->puzzle_page == NULL)
    {
      self->puzzle_page = GT_PUZZLE_PAGE (gt_puzzle_page_new ());
      g_signal_connect_swapped (self->puzzle_page, "solved", G_CALLBACK (puzzle_solved_cb), self);
      g_signal_connect_swapped (self->puzzle_page, "failed", G_CALLBACK (puzzle_failed_cb), self);
      g_signal_connect_swapped (self->puzzle_page, "next", G_CALLBACK (puzzle_next_cb), self);
      g_signal_connect_swapped (self->puzzle_page, "show-rule", G_CALLBACK (puzzle_show_rule_cb), self);
      g_signal_connect_swapped (self->puzzle_page, "notify::title", G_CALLBACK (update_header), self);
      adw_bin_set_child (self->puzzle_bin, GTK_WIDGET (self->puzzle_page));
      gt_appearance_bind_table (self->appearance, gt_puzzle_page_get_table (self->puzzle_page), TRUE);
      g_object_bind_property (self->appearance, "four-colour", self->puzzle_page, "four-colour",
                              G_BINDING_SYNC_CREATE);
      g_object_bind_property (self->appearance, "reply-interval", self->puzzle_page, "reply-interval",
                              G_BINDING_SYNC_CREATE);
      apply_variants (self);
    }
  return self->puzzle_page;
}

static GtRulesPage *
ensure_rules_page (GtWindow *self)
{
  if (self->rules_page == NULL)
    {
      self->rules_page = GT_RULES_PAGE (gt_rules_page_new ());
      adw_bin_set_child (self->rules_bin, GTK_WIDGET (self->rules_page));
      g_object_bind_property (self->appearance, "four-colour", self->rules_page, "four-colour",
                              G_BINDING_SYNC_CREATE);
    }
  return self->rules_page;
}

static GtComparePage *
ensure_compare_page (GtWindow *self)
{
  if (self->compare_page == NULL)
    {
      self->compare_page = GT_COMPARE_PAGE (gt_compare_page_new ());
      adw_bin_set_child (self->compare_bin, GTK_WIDGET (self->compare_page));
      g_object_bind_property (self->appearance, "four-colour", self->compare_page, "four-colour",
                              G_BINDING_SYNC_CREATE);
    }
  return self->compare_page;
}

static void save_progress (GtWindow *self);

/* A finished drill: its stars, the best kept. */
static void
drill_finished_cb (GtWindow   *self,
                   const char *id,
                   guint       stars)
{
  gt_progress_set_drill_stars (self->progress, id, stars);
  save_progress (self);
}

static GtDrillPage *
ensure_drill_page (GtWindow *self)
{
  if (self->drill_page == NULL)
    {
      self->drill_page = GT_DRILL_PAGE (gt_drill_page_new ());
      adw_bin_set_child (self->drill_bin, GTK_WIDGET (self->drill_page));
      gt_appearance_bind_table (self->appearance, gt_drill_page_get_table (self->drill_page), TRUE);
      g_signal_connect_swapped (self->drill_page, "finished", G_CALLBACK (drill_finished_cb), self);
    }
  return self->drill_page;
}

/* The drill page, showing drill id: a new set unless that drill's set is
 * still under way (coming back to it from the sidebar keeps the cards). */
static void
show_drill (GtWindow   *self,
            const char *id)
{
  const GtDrill *drill = gt_drill_lookup (id, NULL);
  GtDrillPage *page;
  GtDrillModel *model;

  if (drill == NULL)
    drill = gt_drill_first ();
  id = drill->id;
  page = ensure_drill_page (self);
  model = gt_drill_page_get_model (page);
  if (gt_drill_model_get_exercise (model) == NULL || gt_drill_model_get_drill (model) != drill)
    gt_drill_page_start (page, drill, 0);
  g_free (self->page);
  self->page = g_strconcat ("drill:", id, NULL);
  gtk_stack_set_visible_child_name (self->content_stack, "drill");
}

static GtPlayPage *
ensure_play_page (GtWindow *self)
{
  if (self->play_page == NULL)
    {
      self->play_page = GT_PLAY_PAGE (gt_play_page_new ());
      adw_bin_set_child (self->play_bin, GTK_WIDGET (self->play_page));
      /* Each deal's review is kept with progress, and saved when it ends;
       * the game under way beside it, one a game, saved at every action. */
      gt_play_model_set_progress (gt_play_page_get_model (self->play_page), self->progress);
      {
        g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "games", NULL);

        gt_play_model_set_save_dir (gt_play_page_get_model (self->play_page), dir);
      }
      g_signal_connect_swapped (gt_play_page_get_model (self->play_page), "deal-over",
                                G_CALLBACK (save_progress), self);
      gt_appearance_bind_table (self->appearance, gt_play_page_get_table (self->play_page), TRUE);
      g_object_bind_property (self->appearance, "reply-interval", gt_play_page_get_model (self->play_page), "delay",
                              G_BINDING_SYNC_CREATE);
      /* Both ways: the settings choose the page's game, tutor and players,
       * and the page's menu writes them back, so that the preferences show
       * them (the keys' strings are the page's ids). */
      if (self->settings != NULL)
        {
          static const struct { const char *key, *prop; } keys[] = {
            { "play-game", "game-id" },
            { "play-tutor", "tutor-id" },
            { "play-opponents", "opponents-id" },
            { "play-partner", "partner-id" },
          };

          for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
            g_settings_bind (self->settings, keys[i].key, self->play_page, keys[i].prop,
                             G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY);
        }
      /* The header names the game played. */
      g_signal_connect_swapped (self->play_page, "notify::game-id", G_CALLBACK (update_header), self);
    }
  return self->play_page;
}

/* ---- Names --------------------------------------------------------------- */


static int
goal_from_id (const char *id)
{
  for (guint i = 0; i < GT_GOAL_KINDS; i++)
    if (g_strcmp0 (id, gt_goal_kind_id (i)) == 0)
      return (int) i;
  return -1;
}

/* ---- Puzzle lists --------------------------------------------------------- */

/* Each game has its own puzzle lists, one a goal: "puzzles:GOAL" for the
 * registry's first game (the name the window has always used), and
 * "puzzles:GAME:GOAL" for another ("puzzles:gandengyan:first-out").  The
 * part after "puzzles:" read: FALSE for the review list or a name that is
 * no list. */
static gboolean
parse_list (const char       *list,
            const GtRuleset **rs,
            int              *goal)
{
  const char *colon = list != NULL ? strchr (list, ':') : NULL;

  *rs = gt_rulesets ()[0];
  if (colon != NULL)
    {
      g_autofree char *game = g_strndup (list, colon - list);

      *rs = gt_ruleset_lookup (game);
      list = colon + 1;
    }
  *goal = goal_from_id (list);
  return *rs != NULL && *goal >= 0;
}


/* A list's title: the goal, with the game when it is not the first. */
static char *
list_title (const GtRuleset *rs,
            guint            goal)
{
  if (rs == gt_rulesets ()[0])
    return g_strdup (gt_goal_kind_title (goal));
  /* Translators: a game's puzzle list: the game, then the goal */
  return g_strdup_printf (_("%1$s · %2$s"), _(rs->title), gt_goal_kind_title (goal));
}

/* ---- Pages --------------------------------------------------------------- */

/* The lesson after item: the course's next, or the next opened file;
 * NULL at the end of either. */
static GtLessonItem *
next_lesson (GtWindow     *self,
             GtLessonItem *item)
{
  guint n = gt_library_get_n_lessons (self->library);

  for (guint i = 0; i + 1 < n; i++)
    if (gt_library_get_lesson_item (self->library, i) == item)
      {
        GtLessonItem *next = gt_library_get_lesson_item (self->library, i + 1);

        return gt_lesson_item_get_opened (next) == gt_lesson_item_get_opened (item) ? next : NULL;
      }
  return NULL;
}

static void
show_empty (GtWindow *self)
{
  const char *const *path = gt_library_get_search_path (self->library);
  GString *text = g_string_new (_("Guandan Tutor looks for lessons in these folders:"));

  for (guint i = 0; path != NULL && path[i] != NULL; i++)
    g_string_append_printf (text, "\n%s", path[i]);
  g_string_append (text, "\n\n");
  /* Translators: GUANDAN_TUTOR_DATA_DIR and "meson devenv" are not translated. */
  g_string_append (text, _("Run from a build folder with “meson devenv”, or point GUANDAN_TUTOR_DATA_DIR at a folder with lessons/ and puzzles/ in it."));
  {
    /* Markup: the folders' names are escaped. */
    g_autofree char *escaped = g_markup_escape_text (text->str, -1);
    adw_status_page_set_description (self->empty_page, escaped);
  }
  g_string_free (text, TRUE);
  gtk_stack_set_visible_child_name (self->content_stack, "empty");
}

static guint32 settings_variants (GSettings       *settings,
                                  const GtRuleset *rs);

static void
show_lesson (GtWindow   *self,
             const char *id)
{
  GtLessonItem *item = gt_library_lookup_lesson_item (self->library, id);
  const GtLesson *lesson;

  if (item == NULL)
    {
      if (gt_library_get_n_lessons (self->library) == 0)
        {
          show_empty (self);
          return;
        }
      item = gt_library_get_lesson_item (self->library, 0);
    }
  lesson = gt_lesson_item_get_lesson (item);
  g_free (self->page);
  self->page = g_strconcat ("lesson:", lesson->id, NULL);

  gt_lesson_page_set_has_next_lesson (self->lesson_page, next_lesson (self, item) != NULL);
  /* The learner's variants as this lesson's game reads them. */
  gt_lesson_page_set_variants (self->lesson_page, settings_variants (self->settings, lesson->rs));
  /* The library's own parsed lesson, shared (never changed once read):
   * opening a lesson reads nothing from disk.  An opened file has no
   * number: it is not one of the course's lessons. */
  gt_lesson_page_set_lesson (self->lesson_page, gt_lesson_item_dup_lesson (item),
                             gt_lesson_item_get_number (item), NULL);
  gtk_stack_set_visible_child_name (self->content_stack, "lesson");
}

static void
puzzle_row_activated_cb (AdwActionRow *row,
                         GtWindow     *self)
{
  g_autofree char *page = g_strconcat ("puzzle:", (const char *) g_object_get_data (G_OBJECT (row), "puzzle-id"), NULL);

  gt_window_show_page (self, page);
}

static void
show_puzzle (GtWindow   *self,
             const char *id)
{
  const GtPuzzle *puzzle = gt_library_lookup_puzzle (self->library, id);
  GtPuzzlePage *page;

  if (puzzle == NULL)
    {
      gt_window_add_toast (self, _("That puzzle is no longer in the library."));
      /* A window opening on a puzzle since removed shows the course
       * rather than nothing. */
      if (self->page == NULL)
        show_lesson (self, "");
      return;
    }
  g_free (self->page);
  self->page = g_strconcat ("puzzle:", puzzle->id, NULL);
  page = ensure_puzzle_page (self);
  /* The learner's variants as this puzzle's game reads them. */
  gt_puzzle_page_set_variants (page, settings_variants (self->settings, puzzle->rs));
  gt_puzzle_page_set_puzzle (page, puzzle);
  gtk_stack_set_visible_child_name (self->content_stack, "puzzle");
}

/* A puzzle in a list: its state as an icon before the title and in words
 * under it (with the goal, in the review list), the difficulty as a tag. */
static GtkWidget *
puzzle_row_new (GtWindow       *self,
                const GtPuzzle *p,
                gboolean        with_goal)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new ();
  GtPuzzleProgress state = gt_progress_get_puzzle_state (self->progress, p->id);
  gboolean review = gt_progress_get_puzzle_review (self->progress, p->id);
  guint failures = gt_progress_get_puzzle_failures (self->progress, p->id);
  g_autofree char *words = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *name = NULL;

  /* The title is the puzzle author's text: never read as markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->title);
  if (review)
    {
      gtk_image_set_from_icon_name (GTK_IMAGE (icon), "edit-undo-symbolic");
      gtk_widget_add_css_class (icon, "warning");
      /* In the review list, "not solved since" goes without saying. */
      words = with_goal
        /* Translators: a puzzle's state in the review list */
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Failed once", "Failed %u times", failures), failures)
        /* Translators: a puzzle's state in the puzzle list */
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Failed once, not solved since",
                                        "Failed %u times, not solved since", failures), failures);
    }
  else if (state == GT_PUZZLE_SOLVED)
    {
      GtPuzzleSolve how = gt_progress_get_puzzle_best (self->progress, p->id);

      gtk_image_set_from_icon_name (GTK_IMAGE (icon), how == GT_PUZZLE_SOLVED_CLEAN ? "starred-symbolic"
                                                                                 : "object-select-symbolic");
      gtk_widget_add_css_class (icon, "success");
      /* Translators: a puzzle's state in the puzzle list */
      words = g_strdup (how == GT_PUZZLE_SOLVED_CLEAN ? _("Solved clean, at first sight")
                        : how == GT_PUZZLE_SOLVED_WITH_HINTS ? _("Solved with hints")
                        : how == GT_PUZZLE_SOLVED_AFTER_FAILING ? _("Solved after a losing try")
                        : _("Solved"));
    }
  else
    {
      /* No mark, but the room for one: the titles stay in line. */
      gtk_image_set_pixel_size (GTK_IMAGE (icon), 16);
      /* Translators: a puzzle's state in the puzzle list */
      words = g_strdup (_("Not tried yet"));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  subtitle = with_goal
    /* Translators: the review list: a puzzle's goal, then its state */
    ? g_strdup_printf (_("%1$s · %2$s"), gt_goal_kind_title (p->goal.kind), words)
    : g_strdup (words);
  /* In the review list, a puzzle of another game than the course's first
   * says which (its own game's list says it in its title). */
  if (with_goal && p->rs != gt_rulesets ()[0])
    {
      char *with_game = g_strdup_printf (_("%1$s · %2$s"), _(p->rs->title), subtitle);

      g_free (subtitle);
      subtitle = with_game;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gt_puzzle_difficulty_tag_new (p->difficulty));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "puzzle-id", g_strdup (p->id), g_free);
  g_object_set_data (G_OBJECT (row), "puzzle-state", GINT_TO_POINTER (review ? -1 : (int) state));

  /* Read as one line: "Keep the bomb for the end, Easy, Solved". */
  name = g_strdup_printf ("%s, %s, %s", p->title, gt_puzzle_difficulty_words (p->difficulty), subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect_object (row, "activated", G_CALLBACK (puzzle_row_activated_cb), self, 0);
  return row;
}

/* The puzzles of a list in library order (game, goal, then difficulty): a
 * game's goal's, or (goal -1) the review list's, of every game. */
static gboolean
puzzle_in_list (GtWindow        *self,
                const GtPuzzle  *p,
                const GtRuleset *rs,
                int              goal)
{
  if (p == NULL || p->goal.kind >= GT_GOAL_KINDS)
    return FALSE;
  if (goal < 0)
    return gt_progress_get_puzzle_review (self->progress, p->id);
  return p->rs == rs && (int) p->goal.kind == goal;
}

static void
show_puzzles (GtWindow   *self,
              const char *goal_id)
{
  gboolean review = g_strcmp0 (goal_id, "review") == 0;
  const GtRuleset *rs = NULL;
  int goal = -1;
  guint n = 0, unsolved = 0;

  if (!review && !parse_list (goal_id, &rs, &goal))
    {
      rs = gt_rulesets ()[0];
      goal = GT_GOAL_SHED;
    }
  g_free (self->page);
  self->page = review ? g_strdup ("puzzles:review") : gt_sidebar_puzzle_list_page (rs, (guint) goal);

  for (guint i = 0; i < self->puzzle_rows->len; i++)
    adw_preferences_group_remove (self->puzzles_group, g_ptr_array_index (self->puzzle_rows, i));
  g_ptr_array_set_size (self->puzzle_rows, 0);

  for (guint i = 0; i < gt_library_get_n_puzzles (self->library); i++)
    {
      const GtPuzzle *p = gt_library_get_puzzle (self->library, i);
      GtkWidget *row;

      if (!puzzle_in_list (self, p, rs, goal))
        continue;
      row = puzzle_row_new (self, p, review);
      adw_preferences_group_add (self->puzzles_group, row);
      g_ptr_array_add (self->puzzle_rows, row);
      n++;
      if (gt_progress_get_puzzle_state (self->progress, p->id) != GT_PUZZLE_SOLVED || review)
        unsolved++;
    }

  if (review)
    {
      adw_preferences_group_set_title (self->puzzles_intro, _("Review"));
      adw_preferences_group_set_description (self->puzzles_intro,
                                             n > 0 ? _("Puzzles you failed and have not solved since. Each one you solve leaves the list.")
                                                   : _("Nothing to review: you have solved every puzzle you failed."));
    }
  else
    {
      g_autofree char *title = list_title (rs, (guint) goal);

      adw_preferences_group_set_title (self->puzzles_intro, title);
      adw_preferences_group_set_description (self->puzzles_intro, gt_goal_kind_summary ((guint) goal));
    }
  gtk_widget_set_visible (self->next_unsolved_button, unsolved > 0);
  gtk_stack_set_visible_child_name (self->content_stack, "puzzles");
}

/* ---- Next unsolved -------------------------------------------------------- */

/* The puzzle to go on with: from a puzzle, the next one after it in library
 * order that is not solved (round to the start); from a goal's list, its
 * first unsolved puzzle, else any; from the review list, its first.  NULL
 * when every puzzle is solved. */
static const GtPuzzle *
next_unsolved (GtWindow *self)
{
  guint n = gt_library_get_n_puzzles (self->library);
  const char *page = self->page != NULL ? self->page : "";
  const char *current = g_str_has_prefix (page, "puzzle:") ? page + strlen ("puzzle:") : NULL;
  guint start = 0;
  int goal = -2;          /* any */
  const GtRuleset *rs = NULL;

  if (current != NULL)
    {
      for (guint i = 0; i < n; i++)
        {
          const GtPuzzle *p = gt_library_get_puzzle (self->library, i);
          if (p != NULL && g_strcmp0 (p->id, current) == 0)
            start = i + 1;
        }
    }
  else if (g_strcmp0 (page, "puzzles:review") == 0)
    goal = -1;
  else if (g_str_has_prefix (page, "puzzles:") && !parse_list (page + strlen ("puzzles:"), &rs, &goal))
    goal = -2;

  for (guint k = 0; k < n; k++)
    {
      const GtPuzzle *p = gt_library_get_puzzle (self->library, (start + k) % n);

      if (p == NULL || p->goal.kind >= GT_GOAL_KINDS || g_strcmp0 (current, p->id) == 0)
        continue;
      if (goal == -1 ? gt_progress_get_puzzle_review (self->progress, p->id)
                     : ((goal < 0 || (p->rs == rs && (int) p->goal.kind == goal)) &&
                        gt_progress_get_puzzle_state (self->progress, p->id) != GT_PUZZLE_SOLVED))
        return p;
    }
  /* A goal with every puzzle solved: go on to the others. */
  if (goal >= 0)
    for (guint i = 0; i < n; i++)
      {
        const GtPuzzle *p = gt_library_get_puzzle (self->library, i);
        if (p != NULL && p->goal.kind < GT_GOAL_KINDS &&
            gt_progress_get_puzzle_state (self->progress, p->id) != GT_PUZZLE_SOLVED)
          return p;
      }
  return NULL;
}

void
_gt_window_go_to_next_unsolved (GtWindow *self)
{
  const GtPuzzle *p = next_unsolved (self);
  g_autofree char *page = NULL;

  if (p == NULL)
    {
      gt_window_add_toast (self, _("You have solved every puzzle."));
      return;
    }
  page = g_strconcat ("puzzle:", p->id, NULL);
  gt_window_show_page (self, page);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

/* Whether page shows something from the library: the default (the first
 * lesson) too. */
static gboolean
page_needs_library (const char *page)
{
  static const char *const own[] = { "rules", "compare", "play", "compare:", "play:", "drill:" };

  for (guint i = 0; page != NULL && i < G_N_ELEMENTS (own); i++)
    if (g_str_equal (page, own[i]) || (g_str_has_suffix (own[i], ":") && g_str_has_prefix (page, own[i])))
      return FALSE;
  return TRUE;
}

void
gt_window_show_page (GtWindow   *self,
                     const char *page)
{
  g_return_if_fail (GT_IS_WINDOW (self));

  /* Any other page: the way back from a rule link is forgotten. */
  if (g_strcmp0 (page, "rules") != 0)
    {
      g_clear_pointer (&self->return_page, g_free);
      g_clear_pointer (&self->return_child, g_free);
    }

  /* The library is still being read (the app's start): the page comes
   * when it arrives; the page asked last wins. */
  if (!gt_library_get_loaded (self->library) && page_needs_library (page))
    {
      g_free (self->pending_page);
      self->pending_page = g_strdup (page != NULL ? page : "");
      return;
    }
  g_clear_pointer (&self->pending_page, g_free);

  if (page != NULL && g_str_has_prefix (page, "lesson:"))
    show_lesson (self, page + strlen ("lesson:"));
  else if (page != NULL && g_str_has_prefix (page, "puzzles:"))
    show_puzzles (self, page + strlen ("puzzles:"));
  else if (page != NULL && g_str_has_prefix (page, "puzzle:"))
    show_puzzle (self, page + strlen ("puzzle:"));
  else if (page != NULL && g_str_has_prefix (page, "compare:"))
    {
      /* A lesson's link: the page with its games chosen. */
      gtk_widget_activate_action (GTK_WIDGET (ensure_compare_page (self)), "compare.show-games",
                                  "s", page + strlen ("compare:"));
      gt_window_show_page (self, "compare");
      return;
    }
  else if (page != NULL && g_str_has_prefix (page, "drill:"))
    show_drill (self, page + strlen ("drill:"));
  else if (page != NULL && g_str_has_prefix (page, "play:"))
    {
      g_auto (GStrv) parts = g_strsplit (page + strlen ("play:"), ":", 2);
      const char *game = NULL, *number = parts[0];
      guint64 seed = 0;
      gboolean has_seed;

      /* What a lesson's Link= asks: "play:4711" (the default game's deal),
       * "play:gandengyan:4711", "play:gandengyan".  The Play page asks
       * before a game under way gives way to it. */
      if (parts[0] != NULL && gt_ruleset_lookup (parts[0]) != NULL)
        {
          game = parts[0];
          number = parts[1];
        }
      else if (parts[0] != NULL)
        game = gt_ruleset_lookup (NULL)->id;
      has_seed = number != NULL &&
                 g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT32, &seed, NULL);
      gt_window_show_page (self, "play");
      gt_play_page_offer_game (ensure_play_page (self), game, (guint32) seed, has_seed);
      return;
    }
  else if (g_strcmp0 (page, "rules") == 0 || g_strcmp0 (page, "compare") == 0 ||
           g_strcmp0 (page, "play") == 0)
    {
      if (g_strcmp0 (page, "rules") == 0)
        ensure_rules_page (self);
      if (g_strcmp0 (page, "compare") == 0)
        ensure_compare_page (self);
      if (g_strcmp0 (page, "play") == 0)
        ensure_play_page (self);
      g_free (self->page);
      self->page = g_strdup (page);
      gtk_stack_set_visible_child_name (self->content_stack, page);
    }
  else
    show_lesson (self, "");      /* the first lesson */

  if (self->page != NULL && self->settings != NULL)
    g_settings_set_string (self->settings, "last-page", self->page);
  gt_sidebar_select_page (self->sidebar_view, self->page);
  update_header (self);
}

const char *
gt_window_get_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return self->page;
}

static void
update_header (GtWindow *self)
{
  const char *visible = gtk_stack_get_visible_child_name (self->content_stack);
  gboolean lesson = g_strcmp0 (visible, "lesson") == 0;
  gboolean returning = self->return_page != NULL && g_strcmp0 (visible, "rules") == 0;

  /* One back button: to where a rule link was followed from, or else,
   * folded, to the library. */
  gtk_widget_set_visible (self->rule_back_button, returning);
  gtk_widget_set_visible (self->back_button, adw_leaflet_get_folded (self->leaflet) && !returning);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-from-rule", returning);

  gtk_widget_set_visible (self->lesson_menu_button, lesson);
  /* Not when folded: a window that narrow is not a projector's, and the
   * title needs the room (F5 still presents). */
  gtk_widget_set_visible (self->present_button, lesson && !adw_leaflet_get_folded (self->leaflet));
  if (lesson)
    {
      adw_window_title_set_title (self->content_title, gt_lesson_page_get_title (self->lesson_page));
      adw_window_title_set_subtitle (self->content_title, gt_lesson_page_get_subtitle (self->lesson_page));
    }
  else if (g_strcmp0 (visible, "puzzles") == 0)
    {
      const GtRuleset *rs;
      int goal;

      adw_window_title_set_title (self->content_title, _("Puzzles"));
      if (g_strcmp0 (self->page, "puzzles:review") != 0 && parse_list (self->page + strlen ("puzzles:"), &rs, &goal))
        {
          g_autofree char *title = list_title (rs, (guint) goal);

          adw_window_title_set_subtitle (self->content_title, title);
        }
      else
        adw_window_title_set_subtitle (self->content_title, _("Review"));
    }
  else if (g_strcmp0 (visible, "puzzle") == 0)
    {
      const GtPuzzle *p = self->page != NULL && g_str_has_prefix (self->page, "puzzle:")
        ? gt_library_lookup_puzzle (self->library, self->page + strlen ("puzzle:")) : NULL;
      g_autofree char *list = p != NULL && p->goal.kind < GT_GOAL_KINDS ? list_title (p->rs, p->goal.kind) : NULL;

      adw_window_title_set_title (self->content_title,
                                  self->puzzle_page != NULL ? gt_puzzle_page_get_title (self->puzzle_page) : "");
      adw_window_title_set_subtitle (self->content_title, list);
    }
  else if (g_strcmp0 (visible, "rules") == 0)
    {
      adw_window_title_set_title (self->content_title, _("Rules"));
      adw_window_title_set_subtitle (self->content_title, NULL);
    }
  else if (g_strcmp0 (visible, "play") == 0)
    {
      const GtRuleset *rs = self->play_page != NULL
        ? gt_ruleset_lookup (gt_play_model_get_game_id (gt_play_page_get_model (self->play_page))) : NULL;

      adw_window_title_set_title (self->content_title, _("Play a Game"));
      adw_window_title_set_subtitle (self->content_title, rs != NULL ? _(rs->title) : NULL);
    }
  else if (g_strcmp0 (visible, "drill") == 0)
    {
      const GtRuleset *rs = self->drill_page != NULL
        ? gt_drill_model_get_game (gt_drill_page_get_model (self->drill_page)) : NULL;

      adw_window_title_set_title (self->content_title, _("Drills"));
      adw_window_title_set_subtitle (self->content_title, rs != NULL ? _(rs->title) : NULL);
    }
  else if (g_strcmp0 (visible, "compare") == 0)
    {
      adw_window_title_set_title (self->content_title, _("Compare Games"));
      adw_window_title_set_subtitle (self->content_title, NULL);
    }
  else
    {
      adw_window_title_set_title (self->content_title, _("Guandan Tutor"));
      adw_window_title_set_subtitle (self->content_title, NULL);
    }
}

/* ---- Signals ------------------------------------------------------------- */

static void
sidebar_page_activated_cb (GtWindow   *self,
                           const char *page)
{
  if (g_strcmp0 (page, self->page) != 0 ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "empty") == 0)
    gt_window_show_page (self, page);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
folded_changed_cb (GtWindow *self)
{
  /* Folded, a selected row would look like the page it leads to is
   * still open beside it: the highlight only makes sense side by side. */
  gt_sidebar_set_highlight (self->sidebar_view, !adw_leaflet_get_folded (self->leaflet));
  update_header (self);
}

static void
next_lesson_cb (GtWindow *self)
{
  const GtLesson *current = gt_lesson_page_get_lesson (self->lesson_page);
  GtLessonItem *item = current != NULL ? gt_library_lookup_lesson_item (self->library, current->id) : NULL;
  GtLessonItem *next = item != NULL ? next_lesson (self, item) : NULL;
  g_autofree char *page = NULL;

  if (next == NULL)
    return;
  page = g_strconcat ("lesson:", gt_lesson_item_get_id (next), NULL);
  gt_window_show_page (self, page);
}

static void
library_changed_cb (GtLibrary  *library,
                    const char *path,
                    GtWindow   *self)
{
  const GtLesson *shown = gt_lesson_page_get_lesson (self->lesson_page);

  /* A file added while the library is read: the sidebar follows it, the
   * page waits for the whole library. */
  if (!gt_library_get_loaded (library))
    return;
  if (self->pending_page != NULL)
    {
      g_autofree char *page = g_steal_pointer (&self->pending_page);

      gt_window_show_page (self, page);
      return;
    }

  /* An author saving the lesson on show sees the change at once, at the
   * same step. */
  if (shown != NULL && self->page != NULL && g_str_has_prefix (self->page, "lesson:"))
    {
      GtLessonItem *item = gt_library_lookup_lesson_item (self->library, shown->id);
      const GtLesson *now = item != NULL ? gt_lesson_item_get_lesson (item) : NULL;

      if (now == NULL)
        gt_window_show_page (self, "");
      else if (now != shown)
        gt_lesson_page_replace_lesson (self->lesson_page, gt_lesson_item_dup_lesson (item));
    }
  else if (self->page != NULL && g_str_has_prefix (self->page, "puzzles:"))
    show_puzzles (self, self->page + strlen ("puzzles:"));
  else if (gt_library_get_n_lessons (self->library) > 0 &&
           g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "empty") == 0)
    gt_window_show_page (self, "");
  update_header (self);
}

static void
progress_changed_cb (GtProgress *progress,
                     const char *id,
                     GtWindow   *self)
{
  /* A list on show keeps its marks up to date. */
  if (self->page != NULL && g_str_has_prefix (self->page, "puzzles:"))
    show_puzzles (self, self->page + strlen ("puzzles:"));
}

/* ---- Preferences --------------------------------------------------------- */

/* The "rule-variants" setting as the bits of rs, the game of the lesson
 * or puzzle they apply to (NULL: the registry's first); names of other
 * games and unknown ones (another version's) are skipped. */
static guint32
settings_variants (GSettings       *settings,
                   const GtRuleset *rs)
{
  g_auto(GStrv) names = NULL;

  if (settings == NULL)
    return 0;
  names = g_settings_get_strv (settings, "rule-variants");
  return gt_ruleset_variants_from_names (rs != NULL ? rs : gt_ruleset_lookup (NULL),
                                         (const char *const *) names);
}

static const char *puzzle_on_show (GtWindow *self);

/* The "rule-variants" setting, to the lesson and puzzle pages: the names
 * are read for the game of what each shows, so this is not a binding. */
static void
apply_variants (GtWindow *self)
{
  const GtLesson *lesson = gt_lesson_page_get_lesson (self->lesson_page);

  gt_lesson_page_set_variants (self->lesson_page, settings_variants (self->settings, lesson != NULL ? lesson->rs : NULL));
  if (self->puzzle_page != NULL)
    {
      const char *puzzle_id = puzzle_on_show (self);
      const GtPuzzle *puzzle = puzzle_id != NULL ? gt_library_lookup_puzzle (self->library, puzzle_id) : NULL;

      gt_puzzle_page_set_variants (self->puzzle_page, settings_variants (self->settings, puzzle != NULL ? puzzle->rs : NULL));
    }
}

/* The lesson page sorts its learner's hand step by step (a step may show
 * another seat's): the order is the page's, not a binding to one hand. */
static void
lesson_sort_cb (GtWindow *self)
{
  gt_lesson_page_set_sort (self->lesson_page,
                           gt_appearance_get_sort_order (self->appearance));
}

static void
save_progress (GtWindow *self)
{
  g_autoptr(GError) error = NULL;
  static gboolean told;

  if (gt_progress_save (self->progress, &error))
    return;
  /* Once per session, as the lesson page does: a progress file that is
   * left alone refuses every save, and a toast on each puzzle would only
   * repeat it. */
  if (!told)
    gt_window_add_toast (self, error->message);
  else
    g_message ("%s", error->message);
  told = TRUE;
}

static const char *
puzzle_on_show (GtWindow *self)
{
  if (self->page == NULL || !g_str_has_prefix (self->page, "puzzle:"))
    return NULL;
  return self->page + strlen ("puzzle:");
}

static void
puzzle_solved_cb (GtWindow *self)
{
  const char *id = puzzle_on_show (self);

  if (id == NULL)
    return;
  gt_progress_set_puzzle_solved (self->progress, id);
  if (self->puzzle_page != NULL)
    {
      GtPuzzleSolve how = gt_puzzle_model_get_solve (gt_puzzle_page_get_model (self->puzzle_page));

      if (how != GT_PUZZLE_NOT_SOLVED)
        gt_progress_set_puzzle_best (self->progress, id, how);
    }
  save_progress (self);
}

static void
puzzle_failed_cb (GtWindow *self)
{
  const char *id = puzzle_on_show (self);

  if (id == NULL)
    return;
  gt_progress_add_puzzle_failure (self->progress, id);
  save_progress (self);
}

/* "Next Puzzle" on the solved panel: the next unsolved one. */
static void
puzzle_next_cb (GtWindow *self)
{
  _gt_window_go_to_next_unsolved (self);
}

/* A rule link followed from a lesson, a puzzle, a game (any page but the
 * rules): the page is kept as it is, to come back to with the header's
 * back button or Alt+Left. */
void
_gt_window_show_rule (GtWindow   *self,
                      const char *id)
{
  const char *visible = gtk_stack_get_visible_child_name (self->content_stack);

  if (self->page != NULL && g_strcmp0 (visible, "rules") != 0 && g_strcmp0 (visible, "empty") != 0)
    {
      /* TRANSLATORS: the header's back button after a rule link: %s is
       * the title of the lesson, puzzle or page it goes back to. */
      g_autofree char *tooltip = g_strdup_printf (_("Back to “%s”"),
                                                  adw_window_title_get_title (self->content_title));

      g_free (self->return_page);
      g_free (self->return_child);
      self->return_page = g_strdup (self->page);
      self->return_child = g_strdup (visible);
      gtk_widget_set_tooltip_text (self->rule_back_button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->rule_back_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
    }
  gt_window_show_page (self, "rules");
  if (id != NULL)
    gt_rules_page_show_rule (ensure_rules_page (self), id);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

/* Back where the rule link was followed from, as it was left: the page is
 * shown again, not loaded again (a lesson stays at its step, a puzzle at
 * its move). */
void
_gt_window_return_from_rule (GtWindow *self)
{
  if (self->return_page == NULL)
    return;
  g_free (self->page);
  self->page = g_steal_pointer (&self->return_page);
  gtk_stack_set_visible_child_name (self->content_stack, self->return_child);
  g_clear_pointer (&self->return_child, g_free);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "last-page", self->page);
  gt_sidebar_select_page (self->sidebar_view, self->page);
  update_header (self);
}

static void
puzzle_show_rule_cb (GtWindow   *self,
                     const char *rule)
{
  _gt_window_show_rule (self, rule);
}

/* ---- GObject ------------------------------------------------------------- */

/* value within the schema's range for key: GSettings refuses a value out
 * of it with a critical warning (and reads the default for one stored out
 * of it), so the window's size is kept within the range before it is
 * stored. */
static int
clamp_to_range (GSettings  *settings,
                const char *key,
                int         value)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  const char *kind;
  int lo, hi;

  g_object_get (settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &kind, &limits);
  if (!g_str_equal (kind, "range"))
    return value;
  g_variant_get (limits, "(ii)", &lo, &hi);
  return CLAMP (value, lo, hi);
}

static gboolean
gt_window_close_request (GtkWindow *window)
{
  GtWindow *self = GT_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width",
                              clamp_to_range (self->settings, "window-width", width));
          g_settings_set_int (self->settings, "window-height",
                              clamp_to_range (self->settings, "window-height", height));
        }
      g_settings_apply (self->settings);
    }
  return GTK_WINDOW_CLASS (gt_window_parent_class)->close_request (window);
}

static void
gt_window_constructed (GObject *object)
{
  GtWindow *self = GT_WINDOW (object);
  g_autofree char *last = NULL;

  G_OBJECT_CLASS (gt_window_parent_class)->constructed (object);

  g_return_if_fail (self->library != NULL);
  if (self->progress == NULL)
    self->progress = gt_progress_new (NULL);

  gt_lesson_page_set_progress (self->lesson_page, self->progress);
  /* Every page's tables follow the appearance, bound as each is made. */
  gt_appearance_bind_table (self->appearance, gt_lesson_page_get_table (self->lesson_page), FALSE);
  g_object_bind_property (self->appearance, "four-colour", self->lesson_page, "four-colour",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->appearance, "notify::sort-order", G_CALLBACK (lesson_sort_cb),
                           self, G_CONNECT_SWAPPED);
  /* Presentation mode: F5, the header's button and its menu. */
  gt_presentation_actions_attach (GTK_WIDGET (self), self->lesson_page, self->settings, self->present_button);
  g_signal_connect_object (self->library, "changed", G_CALLBACK (library_changed_cb), self, 0);
  g_signal_connect_object (self->progress, "changed", G_CALLBACK (progress_changed_cb), self, 0);

  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      gt_appearance_bind_settings (self->appearance, self->settings);
      g_signal_connect_object (self->settings, "changed::rule-variants", G_CALLBACK (apply_variants),
                               self, G_CONNECT_SWAPPED);
      apply_variants (self);
      last = g_settings_get_string (self->settings, "last-page");
    }

  gt_sidebar_set_library (self->sidebar_view, self->library);
  gt_sidebar_set_progress (self->sidebar_view, self->progress);
  gt_window_show_page (self, last);
  /* Start on the page, not the library, when there is only room for one. */
  adw_leaflet_set_visible_child_name (self->leaflet, "content");
}

static void
gt_window_dispose (GObject *object)
{
  GtWindow *self = GT_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_WINDOW);

  G_OBJECT_CLASS (gt_window_parent_class)->dispose (object);
}

static void
gt_window_finalize (GObject *object)
{
  GtWindow *self = GT_WINDOW (object);

  g_clear_object (&self->library);
  g_clear_object (&self->progress);
  g_clear_object (&self->settings);
  g_clear_object (&self->appearance);
  g_clear_pointer (&self->puzzle_rows, g_ptr_array_unref);
  g_free (self->pending_page);
  g_free (self->page);
  g_free (self->return_page);
  g_free (self->return_child);

  G_OBJECT_CLASS (gt_window_parent_class)->finalize (object);
}

static void
gt_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  GtWindow *self = GT_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  GtWindow *self = GT_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      self->library = g_value_dup_object (value);
      break;
    case PROP_PROGRESS:
      self->progress = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_window_class_init (GtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = gt_window_constructed;
  object_class->dispose = gt_window_dispose;
  object_class->finalize = gt_window_finalize;
  object_class->get_property = gt_window_get_property;
  object_class->set_property = gt_window_set_property;
  window_class->close_request = gt_window_close_request;

  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, GT_TYPE_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, GT_TYPE_PROGRESS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GT_TYPE_LESSON_PAGE);
  g_type_ensure (GT_TYPE_SIDEBAR);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/guandantutor/GuandanTutor/gt-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GtWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, sidebar_view);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, content_title);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, rule_back_button);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, lesson_menu_button);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, present_button);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, lesson_page);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, puzzle_bin);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, rules_bin);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, play_bin);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, compare_bin);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, drill_bin);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, puzzles_intro);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, puzzles_group);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, next_unsolved_button);
  gtk_widget_class_bind_template_child (widget_class, GtWindow, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_page_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_lesson_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_header);

  _gt_window_class_actions_init (klass);
}

static void
gt_window_init (GtWindow *self)
{
  self->puzzle_rows = g_ptr_array_new ();
  self->appearance = gt_appearance_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  _gt_window_actions_init (self);
}

/* ---- API ----------------------------------------------------------------- */

GtWindow *
gt_window_new (GtkApplication *app,
               GtLibrary      *library,
               GtProgress     *progress,
               GSettings      *settings)
{
  return g_object_new (GT_TYPE_WINDOW,
                       "application", app,
                       "library", library,
                       "progress", progress,
                       "settings", settings,
                       NULL);
}

void
gt_window_show_file (GtWindow   *self,
                     const char *path)
{
  GPtrArray *problems;

  g_return_if_fail (GT_IS_WINDOW (self));

  for (guint i = 0; i < gt_library_get_n_lessons (self->library); i++)
    {
      const GtLesson *lesson = gt_library_get_lesson (self->library, i);
      if (g_strcmp0 (lesson->file, path) == 0)
        {
          g_autofree char *page = g_strconcat ("lesson:", lesson->id, NULL);
          gt_window_show_page (self, page);
          adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
          return;
        }
    }
  for (guint i = 0; i < gt_library_get_n_puzzles (self->library); i++)
    {
      const GtPuzzle *puzzle = gt_library_get_puzzle (self->library, i);
      if (puzzle != NULL && g_strcmp0 (puzzle->file, path) == 0 && puzzle->goal.kind < GT_GOAL_KINDS)
        {
          g_autofree char *page = g_strconcat ("puzzle:", puzzle->id, NULL);
          gt_window_show_page (self, page);
          adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
          return;
        }
    }

  /* Not shown: say why, in the author's terms (FILE:LINE: message). */
  problems = gt_library_get_problems (self->library, path);
  if (problems != NULL && problems->len > 0)
    {
      g_autofree char *list = gt_problems_to_string (problems);
      gt_window_show_message (self, _("The File Cannot Be Opened"), list);
    }
  else
    {
      g_autofree char *body = g_strdup_printf (_("“%s” is not a lesson or a puzzle, or another file with the same Id is shown instead."), path);
      gt_window_show_message (self, _("The File Cannot Be Opened"), body);
    }
}

GtkWindow *
gt_window_show_message (GtWindow   *self,
                        const char *heading,
                        const char *body)
{
  GtkWidget *dialog, *scrolled, *label;

  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);

  /* The body is a file's list of problems or a path, of any length: as
   * the dialog's own body it made the dialog as tall as the text (8,000
   * px, the Close button off the screen).  In a scrolled window that
   * grows to a third of a small screen and then scrolls, the dialog fits
   * any window; selectable, so that an author can copy FILE:LINE. */
  label = gtk_label_new (body);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, "body");
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), GT_WINDOW_MESSAGE_MAX_HEIGHT);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

void
gt_window_add_toast (GtWindow   *self,
                     const char *message)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (GT_IS_WINDOW (self));
  /* A toast's title is Pango markup, and messages carry file names. */
  escaped = g_markup_escape_text (message, -1);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
  self->n_toasts++;
}

guint
gt_window_get_n_toasts (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), 0);
  return self->n_toasts;
}

GtLessonPage *
gt_window_get_lesson_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return self->lesson_page;
}

GtkListBox *
gt_window_get_sidebar (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return gt_sidebar_get_list (self->sidebar_view);
}

GtPlayPage *
gt_window_get_play_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return ensure_play_page (self);
}

GtPuzzlePage *
gt_window_get_puzzle_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return ensure_puzzle_page (self);
}

GtRulesPage *
gt_window_get_rules_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return ensure_rules_page (self);
}

GtComparePage *
gt_window_get_compare_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return ensure_compare_page (self);
}

GtDrillPage *
gt_window_get_drill_page (GtWindow *self)
{
  g_return_val_if_fail (GT_IS_WINDOW (self), NULL);
  return ensure_drill_page (self);
}
