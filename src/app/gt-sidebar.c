/* gt-sidebar.c — the window's library: every page, in sections
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list is a GtkListBox bound to one flat model: the sections' models
 * one after the other (GtkFlattenListModel), the course and the opened
 * files each a GtkFilterListModel over the library's lessons.  Only the
 * chosen section's models reach the list: a GtkFilterListModel over the
 * sections picks them, so the library's models stay the only source.  The
 * headings are the list's own headers, made where a row's section, game
 * or chapter differs from the row before it.
 */
#define G_LOG_DOMAIN "gt-sidebar"

#include "config.h"

#include "gt-sidebar.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-drill.h"
#include "gt-sidebar-link.h"
#include "gt-sidebar-row.h"
#include "gt-widgets.h"

/* The top-level sections, the switcher's buttons in this order; the
 * "section" property and the sidebar.section action name them by id. */
typedef enum {
  SECTION_LEARN,
  SECTION_PUZZLES,
  SECTION_PLAY,
  SECTION_REFERENCE,
  N_SECTIONS
} Section;

static const char *const section_ids[N_SECTIONS] = { "learn", "puzzles", "play", "reference" };

struct _GtSidebar {
  GtkWidget parent_instance;

  /* Template */
  GtkWidget *switcher;
  GtkWidget *scroller;
  GtkListBox *list;

  GtLibrary *library;
  GtProgress *progress;
  GListModel *course;        /* the library's lessons but the opened */
  GListStore *puzzle_links;  /* GtSidebarLink: the Puzzles section */
  GListModel *opened_files;  /* lessons and puzzles opened: under Learn */
  GListModel *play;
  GListModel *reference;
  GtkFilter *section_filter; /* the sections' models of the chosen one */
  GListModel *rows;          /* the chosen section's items, flat */
  char *page;                /* the page marked */
  guint section;             /* a Section */
  char *last_page[N_SECTIONS]; /* each section's page last on show */
};

enum {
  PROP_0,
  PROP_SECTION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_PAGE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GtSidebar, gt_sidebar, GTK_TYPE_WIDGET)

char *
gt_sidebar_puzzle_list_page (const GtRuleset *rs,
                             guint            goal)
{
  if (rs == gt_rulesets ()[0])
    return g_strconcat ("puzzles:", gt_goal_kind_id (goal), NULL);
  return g_strconcat ("puzzles:", rs->id, ":", gt_goal_kind_id (goal), NULL);
}

/* ---- Progress ------------------------------------------------------------ */

/* The course as a whole: lessons finished and stars earned of all. */
static char *
course_progress_words (GtSidebar *self)
{
  guint n = self->course != NULL ? g_list_model_get_n_items (self->course) : 0, finished = 0, stars = 0;

  if (n == 0 || self->progress == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtLessonItem) item = g_list_model_get_item (self->course, i);
      const char *id = gt_lesson_item_get_id (item);

      if (gt_progress_get_lesson_completed (self->progress, id))
        finished++;
      stars += gt_progress_get_lesson_stars (self->progress, id);
    }
  /* Translators: the whole course's progress at the top of the sidebar:
   * "4 of 18 lessons finished · 10 of 54 ★" */
  return g_strdup_printf (_("%u of %u lessons finished · %u of %u ★"), finished, n, stars, 3 * n);
}

/* Puzzles failed and not solved since. */
static guint
count_review (GtSidebar *self)
{
  guint n = 0;

  for (guint i = 0; i < gt_library_get_n_puzzles (self->library); i++)
    {
      const GtPuzzle *p = gt_library_get_puzzle (self->library, i);

      if (p->goal.kind < GT_GOAL_KINDS && gt_progress_get_puzzle_review (self->progress, p->id))
        n++;
    }
  return n;
}

static void
update_lesson_row (GtSidebar    *self,
                   GtSidebarRow *row,
                   const char   *id)
{
  const GtLesson *lesson = gt_library_lookup_lesson (self->library, id);
  GPtrArray *problems;
  guint done, total;

  if (lesson == NULL)
    return;
  problems = gt_library_get_problems (self->library, lesson->file);
  done = gt_progress_count_steps_done (self->progress, id);
  total = lesson->n_steps;
  if (problems != NULL && problems->len > 0)
    {
      /* The author sees what is wrong without leaving the app. */
      g_autofree char *list = gt_problems_to_string (problems);

      gt_sidebar_row_set_status (row, NULL, "dialog-warning-symbolic", FALSE, _("has mistakes"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (row), list);
      return;
    }
  if (gt_progress_get_lesson_completed (self->progress, id) && gt_progress_get_lesson_stars (self->progress, id) > 0)
    {
      guint stars = gt_progress_get_lesson_stars (self->progress, id);
      g_autofree char *text = gt_widgets_stars_text (stars);
      /* Translators: a finished lesson in the sidebar, for screen readers */
      g_autofree char *status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "done, %u star of 3",
                                                              "done, %u stars of 3", stars), stars);

      gt_sidebar_row_set_status (row, text, NULL, TRUE, status);
    }
  else if (gt_progress_get_lesson_completed (self->progress, id))
    /* Finished before stars were counted. */
    gt_sidebar_row_set_status (row, NULL, "object-select-symbolic", FALSE, _("done"));
  else if (done > 0)
    {
      g_autofree char *text = g_strdup_printf ("%u/%u", MIN (done, total), total);
      g_autofree char *status = g_strdup_printf (_("%u of %u steps done"), MIN (done, total), total);

      gt_sidebar_row_set_status (row, text, NULL, FALSE, status);
    }
  else
    gt_sidebar_row_set_status (row, NULL, NULL, FALSE, NULL);

  /* What went wrong waits for a review (the lesson menu's Review
   * Mistakes, and the end of the lesson): the row says so. */
  {
    guint64 mistakes = gt_progress_get_lesson_mistakes (self->progress, id);
    guint n = 0;

    if (total < 64)
      mistakes &= (G_GUINT64_CONSTANT (1) << total) - 1;
    for (; mistakes != 0; mistakes &= mistakes - 1)
      n++;
    if (n > 0)
      {
        g_autofree char *tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%u step to review: Review Mistakes, in the lesson menu",
                                                             "%u steps to review: Review Mistakes, in the lesson menu", n), n);

        gtk_widget_set_tooltip_text (GTK_WIDGET (row), tip);
      }
    else
      gtk_widget_set_tooltip_text (GTK_WIDGET (row), lesson->summary);
  }
}

static void
update_row (GtSidebar    *self,
            GtSidebarRow *row)
{
  const char *page = gt_sidebar_row_get_page (row);

  if (self->progress == NULL || self->library == NULL)
    return;
  if (g_str_has_prefix (page, "lesson:"))
    update_lesson_row (self, row, page + strlen ("lesson:"));
  else if (g_str_has_prefix (page, "drill:"))
    {
      guint stars = gt_progress_get_drill_stars (self->progress, page + strlen ("drill:"));
      g_autofree char *text = stars > 0 ? gt_widgets_stars_text (stars) : NULL;
      /* TRANSLATORS: a drill's best result in the sidebar, for screen readers. */
      g_autofree char *status = stars > 0 ? g_strdup_printf (_("best: %u of 3 stars"), stars) : NULL;

      gt_sidebar_row_set_status (row, text, NULL, FALSE, status);
    }
  else if (g_str_has_prefix (page, "puzzle:"))
    {
      gboolean solved = gt_progress_get_puzzle_state (self->progress, page + strlen ("puzzle:")) == GT_PUZZLE_SOLVED;

      gt_sidebar_row_set_status (row, NULL, solved ? "object-select-symbolic" : NULL, FALSE,
                                 solved ? _("Solved") : NULL);
    }
  else if (g_strcmp0 (page, "puzzles:review") == 0)
    {
      guint n = count_review (self);
      g_autofree char *text = g_strdup_printf ("%u", n);
      g_autofree char *status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u puzzle to try again",
                                                              "%u puzzles to try again", n), n);

      /* Only while there is something to review. */
      gtk_widget_set_visible (GTK_WIDGET (row), n > 0);
      gt_sidebar_row_set_status (row, text, NULL, FALSE, status);
    }
  else if (g_str_has_prefix (page, "puzzles:"))
    {
      guint solved = 0, total = 0;
      g_autofree char *text = NULL;
      g_autofree char *status = NULL;

      for (guint i = 0; i < gt_library_get_n_puzzles (self->library); i++)
        {
          const GtPuzzle *p = gt_library_get_puzzle (self->library, i);
          g_autofree char *list = p->goal.kind < GT_GOAL_KINDS ? gt_sidebar_puzzle_list_page (p->rs, p->goal.kind)
                                                               : NULL;

          if (g_strcmp0 (list, page) != 0)
            continue;
          total++;
          if (gt_progress_get_puzzle_state (self->progress, p->id) == GT_PUZZLE_SOLVED)
            solved++;
        }
      text = g_strdup_printf ("%u/%u", solved, total);
      status = g_strdup_printf (_("%u of %u solved"), solved, total);
      gt_sidebar_row_set_status (row, text, NULL, FALSE, status);
    }
}

static void
update_progress (GtSidebar *self)
{
  GtkListBoxRow *row;

  /* The course's progress is in the first header. */
  gtk_list_box_invalidate_headers (self->list);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    update_row (self, GT_SIDEBAR_ROW (row));
}

/* ---- Rows ---------------------------------------------------------------- */

/* The chapter's heading: its title, which the first lesson of a chapter
 * gives (docs/lesson-format.md), else its number (numbers only order the
 * course and may skip); optional lessons, after the course, go together. */
static char *
chapter_group (GtSidebar      *self,
               const GtLesson *lesson)
{
  if (lesson->optional)
    /* Translators: a game's optional lessons (house rules), after its course */
    return g_strdup (_("Optional Lessons"));
  for (guint i = 0; i < gt_library_get_n_lessons (self->library); i++)
    {
      const GtLesson *l = gt_library_get_lesson (self->library, i);

      if (l->rs == lesson->rs && l->chapter == lesson->chapter && l->chapter_title != NULL)
        return g_strdup (l->chapter_title);
    }
  return g_strdup_printf (_("Chapter %u"), lesson->chapter);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  GtSidebar *self = user_data;
  GtkWidget *row;

  if (GT_IS_LESSON_ITEM (item))
    {
      const GtLesson *lesson = gt_lesson_item_get_lesson (item);
      g_autofree char *page = g_strconcat ("lesson:", lesson->id, NULL);

      if (gt_lesson_item_get_opened (item))
        /* Outside the course: no number, no game or chapter heading. */
        /* Translators: the sidebar's section of lessons and puzzles the
         * user opened (Ctrl+O) */
        row = gt_sidebar_row_new (page, _("Opened Files"), NULL, NULL, 0, lesson->title, lesson->summary,
                                  lesson->optional);
      else
        {
          g_autofree char *group = chapter_group (self, lesson);
          g_autofree char *title = gt_lesson_dup_short_title (lesson);

          /* Translators: the sidebar's first section: the course's lessons */
          row = gt_sidebar_row_new (page, _("Learn"), _(lesson->rs->title), group,
                                    gt_lesson_item_get_number (item), title, lesson->summary, lesson->optional);
        }
    }
  else if (GT_IS_PUZZLE_ITEM (item))
    {
      const GtPuzzle *puzzle = gt_puzzle_item_get_puzzle (item);
      g_autofree char *page = g_strconcat ("puzzle:", puzzle->id, NULL);

      row = gt_sidebar_row_new (page, _("Opened Files"), NULL, NULL, 0, puzzle->title,
                                puzzle->goal.kind < GT_GOAL_KINDS ? gt_goal_kind_title (puzzle->goal.kind) : NULL,
                                FALSE);
    }
  else
    {
      GtSidebarLink *link = item;
      const GtRuleset *game = gt_sidebar_link_get_game (link);

      row = gt_sidebar_row_new (gt_sidebar_link_get_page (link), gt_sidebar_link_get_section (link),
                                game != NULL ? _(game->title) : NULL, gt_sidebar_link_get_group (link), 0,
                                gt_sidebar_link_get_title (link), gt_sidebar_link_get_tooltip (link), FALSE);
    }
  update_row (self, GT_SIDEBAR_ROW (row));
  return row;
}

/* The section's name as its rows carry it (gt_sidebar_row_get_section()). */
static const char *
section_title (guint section)
{
  switch (section)
    {
    case SECTION_LEARN:
      return _("Learn");
    case SECTION_PUZZLES:
      return _("Puzzles");
    case SECTION_PLAY:
      return C_("page", "Play");
    case SECTION_REFERENCE:
      return _("Reference");
    default:
      g_assert_not_reached ();
    }
}

static GtkWidget *
heading_label (const char *text,
               const char *const *classes)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  for (guint i = 0; classes[i] != NULL; i++)
    gtk_widget_add_css_class (label, classes[i]);
  return label;
}

static void
header_func (GtkListBoxRow *list_row,
             GtkListBoxRow *list_before,
             gpointer       user_data)
{
  GtSidebar *self = user_data;
  GtSidebarRow *row = GT_SIDEBAR_ROW (list_row);
  GtSidebarRow *before = list_before != NULL ? GT_SIDEBAR_ROW (list_before) : NULL;
  const char *section = gt_sidebar_row_get_section (row);
  const char *heading = gt_sidebar_row_get_heading (row);
  const char *group = gt_sidebar_row_get_group (row);
  gboolean new_section = before == NULL || g_strcmp0 (section, gt_sidebar_row_get_section (before)) != 0;
  gboolean new_heading = new_section || g_strcmp0 (heading, gt_sidebar_row_get_heading (before)) != 0;
  gboolean new_group = new_heading || g_strcmp0 (group, gt_sidebar_row_get_group (before)) != 0;
  GtkWidget *box;

  if (!new_group || (!new_section && heading == NULL && group == NULL))
    {
      gtk_list_box_row_set_header (list_row, NULL);
      return;
    }
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (box, "sidebar-header");
  /* The switcher above names the section on show: only one within it
   * (Opened Files, under Learn) has a heading of its own. */
  if (new_section && g_strcmp0 (section, section_title (self->section)) != 0)
    gtk_box_append (GTK_BOX (box), heading_label (section, (const char *[]) { "heading", "sidebar-section", NULL }));
  /* The whole course's progress, once, at the top of the lessons. */
  if (new_section && g_str_has_prefix (gt_sidebar_row_get_page (row), "lesson:") &&
      gt_sidebar_row_get_number (row) > 0)
    {
      g_autofree char *words = course_progress_words (self);

      if (words != NULL)
        {
          GtkWidget *label = gtk_label_new (words);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_widget_add_css_class (label, "caption");
          gtk_widget_add_css_class (label, "course-progress");
          gtk_box_append (GTK_BOX (box), label);
        }
    }
  if (new_heading && heading != NULL)
    gtk_box_append (GTK_BOX (box), heading_label (heading, (const char *[]) { "caption-heading", "sidebar-game", NULL }));
  /* A chapter named as its game (a game's only chapter) says it once. */
  if (group != NULL && g_strcmp0 (group, heading) != 0)
    gtk_box_append (GTK_BOX (box),
                    heading_label (group, (const char *[]) { "caption", "dim-label", "sidebar-group", NULL }));
  if (gtk_widget_get_first_child (box) == NULL)
    {
      g_object_ref_sink (box);
      g_object_unref (box);
      box = NULL;
    }
  gtk_list_box_row_set_header (list_row, box);
}

/* ---- Models -------------------------------------------------------------- */

static gboolean
is_course (gpointer item,
           gpointer user_data)
{
  return !gt_lesson_item_get_opened (item);
}

static gboolean
is_opened (gpointer item,
           gpointer user_data)
{
  return GT_IS_LESSON_ITEM (item) ? gt_lesson_item_get_opened (item) : gt_puzzle_item_get_opened (item);
}

/* The Puzzles section: the review list, then each game's lists (one a
 * goal that has puzzles) and its drills. */
static void
fill_puzzle_links (GtSidebar *self)
{
  const GtRuleset *const *games = gt_rulesets ();
  g_autoptr(GPtrArray) links = g_ptr_array_new_with_free_func (g_object_unref);

  if (gt_library_get_n_puzzles (self->library) > 0)
    g_ptr_array_add (links, gt_sidebar_link_new ("puzzles:review", _("Puzzles"), NULL, NULL, _("Review"),
                                                 _("Puzzles you failed and have not solved since")));
  for (guint k = 0; games[k] != NULL; k++)
    {
      guint per_goal[GT_GOAL_KINDS] = { 0 };

      for (guint i = 0; i < gt_library_get_n_puzzles (self->library); i++)
        {
          const GtPuzzle *p = gt_library_get_puzzle (self->library, i);

          if (p->rs == games[k] && p->goal.kind < GT_GOAL_KINDS)
            per_goal[p->goal.kind]++;
        }
      for (guint g = 0; g < GT_GOAL_KINDS; g++)
        if (per_goal[g] > 0)
          {
            g_autofree char *page = gt_sidebar_puzzle_list_page (games[k], g);

            g_ptr_array_add (links, gt_sidebar_link_new (page, _("Puzzles"), games[k], NULL, gt_goal_kind_title (g),
                                                         gt_goal_kind_summary (g)));
          }
      for (guint i = 0; i < games[k]->n_drills; i++)
        {
          const GtDrill *info = &games[k]->drills[i];
          g_autofree char *page = g_strconcat ("drill:", info->id, NULL);

          g_ptr_array_add (links, gt_sidebar_link_new (page, _("Puzzles"), games[k], _("Drills"), _(info->title),
                                                       _(info->idea)));
        }
    }
  g_list_store_splice (self->puzzle_links, 0, g_list_model_get_n_items (G_LIST_MODEL (self->puzzle_links)),
                       links->pdata, links->len);
}

static void
puzzles_changed_cb (GtSidebar *self)
{
  fill_puzzle_links (self);
}

static GtkListBoxRow *row_for_page (GtSidebar  *self,
                                    const char *page);
static void mark_page (GtSidebar *self);

static void
rows_changed_cb (GtSidebar *self)
{
  GtkListBoxRow *review = row_for_page (self, "puzzles:review");

  /* GtkListBox shows every row it makes: the review list hides again
   * while there is nothing to review. */
  if (review != NULL)
    update_row (self, GT_SIDEBAR_ROW (review));
  /* The course's count heads the list; the page on show keeps its mark
   * (the section stays: it may be the user's choice, not the page's). */
  gtk_list_box_invalidate_headers (self->list);
  mark_page (self);
}

/* Which section a model of the sections is in. */
static guint
model_section (GtSidebar  *self,
               GListModel *model)
{
  if (model == G_LIST_MODEL (self->puzzle_links))
    return SECTION_PUZZLES;
  if (model == self->play)
    return SECTION_PLAY;
  if (model == self->reference)
    return SECTION_REFERENCE;
  return SECTION_LEARN;
}

static gboolean
in_section (gpointer item,
            gpointer user_data)
{
  GtSidebar *self = user_data;

  return model_section (self, item) == self->section;
}

static GListModel *
links_new (GtSidebarLink *first,
           ...)
{
  GListStore *store = g_list_store_new (GT_TYPE_SIDEBAR_LINK);
  va_list args;

  va_start (args, first);
  for (GtSidebarLink *link = first; link != NULL; link = va_arg (args, GtSidebarLink *))
    {
      g_list_store_append (store, link);
      g_object_unref (link);
    }
  va_end (args);
  return G_LIST_MODEL (store);
}

void
gt_sidebar_set_library (GtSidebar *self,
                        GtLibrary *library)
{
  g_autoptr(GListStore) sections = NULL;
  g_autoptr(GListStore) opened = NULL;
  g_autoptr(GListModel) opened_lessons = NULL;
  g_autoptr(GListModel) opened_puzzles = NULL;
  g_autoptr(GtkFilterListModel) chosen = NULL;
  GListModel *lessons, *puzzles;

  g_return_if_fail (GT_IS_SIDEBAR (self));
  g_return_if_fail (GT_IS_LIBRARY (library));
  g_return_if_fail (self->library == NULL);

  self->library = g_object_ref (library);
  lessons = gt_library_get_lessons (library);
  puzzles = gt_library_get_puzzles (library);

  /* The course, in the library's order (game, chapter, optional last). */
  self->course = G_LIST_MODEL (gtk_filter_list_model_new (g_object_ref (lessons),
                                                          GTK_FILTER (gtk_custom_filter_new (is_course, NULL, NULL))));
  self->puzzle_links = g_list_store_new (GT_TYPE_SIDEBAR_LINK);
  fill_puzzle_links (self);
  g_signal_connect_object (puzzles, "items-changed", G_CALLBACK (puzzles_changed_cb), self, G_CONNECT_SWAPPED);
  self->play = links_new (gt_sidebar_link_new ("play", C_("page", "Play"), NULL, NULL, _("Play a Game"),
                                               _("Against computer players, the tutor watching")),
                          NULL);
  self->reference = links_new (gt_sidebar_link_new ("rules", _("Reference"), NULL, NULL, _("Rules"), NULL),
                               gt_sidebar_link_new ("compare", _("Reference"), NULL, NULL, _("Compare Games"), NULL),
                               NULL);
  opened_lessons = G_LIST_MODEL (gtk_filter_list_model_new (g_object_ref (lessons),
                                                            GTK_FILTER (gtk_custom_filter_new (is_opened, NULL, NULL))));
  opened_puzzles = G_LIST_MODEL (gtk_filter_list_model_new (g_object_ref (puzzles),
                                                            GTK_FILTER (gtk_custom_filter_new (is_opened, NULL, NULL))));
  opened = g_list_store_new (G_TYPE_LIST_MODEL);
  g_list_store_append (opened, opened_lessons);
  g_list_store_append (opened, opened_puzzles);
  self->opened_files = G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (g_object_ref (opened))));

  sections = g_list_store_new (G_TYPE_LIST_MODEL);
  g_list_store_append (sections, self->course);
  g_list_store_append (sections, self->opened_files);
  g_list_store_append (sections, self->puzzle_links);
  g_list_store_append (sections, self->play);
  g_list_store_append (sections, self->reference);
  self->section_filter = GTK_FILTER (gtk_custom_filter_new (in_section, self, NULL));
  chosen = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (sections)), g_object_ref (self->section_filter));
  self->rows = G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (g_steal_pointer (&chosen))));
  gtk_list_box_bind_model (self->list, self->rows, create_row, self, NULL);
  g_signal_connect_object (self->rows, "items-changed", G_CALLBACK (rows_changed_cb), self, G_CONNECT_SWAPPED);
}

void
gt_sidebar_set_progress (GtSidebar  *self,
                         GtProgress *progress)
{
  g_return_if_fail (GT_IS_SIDEBAR (self));
  g_return_if_fail (self->progress == NULL);

  self->progress = g_object_ref (progress);
  g_signal_connect_object (progress, "changed", G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
  update_progress (self);
}

/* ---- Marking the page on show -------------------------------------------- */

static GtkListBoxRow *
row_for_page (GtSidebar  *self,
              const char *page)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    if (g_strcmp0 (gt_sidebar_row_get_page (GT_SIDEBAR_ROW (row)), page) == 0)
      return row;
  return NULL;
}

/* The row that leads to page, among those on show. */
static GtkListBoxRow *
find_row (GtSidebar  *self,
          const char *page)
{
  GtkListBoxRow *row = row_for_page (self, page);

  /* A puzzle belongs to its goal's list, unless it is an opened file. */
  if (row == NULL && page != NULL && g_str_has_prefix (page, "puzzle:") && self->library != NULL)
    {
      const GtPuzzle *p = gt_library_lookup_puzzle (self->library, page + strlen ("puzzle:"));
      g_autofree char *list = p != NULL && p->goal.kind < GT_GOAL_KINDS
        ? gt_sidebar_puzzle_list_page (p->rs, p->goal.kind) : NULL;

      row = list != NULL ? row_for_page (self, list) : NULL;
    }
  return row;
}

/* Whether an opened file's lesson or puzzle (Opened Files) is page's. */
static gboolean
is_opened_page (GtSidebar  *self,
                const char *page)
{
  const char *id = strchr (page, ':') + 1;

  for (guint i = 0; i < g_list_model_get_n_items (self->opened_files); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (self->opened_files, i);
      const char *item_id = GT_IS_LESSON_ITEM (item) ? gt_lesson_item_get_id (GT_LESSON_ITEM (item))
                                                     : gt_puzzle_item_get_puzzle (GT_PUZZLE_ITEM (item))->id;

      if (g_str_equal (item_id, id))
        return TRUE;
    }
  return FALSE;
}

/* The section a page is in (gt_window_show_page() names); -1 for none. */
static int
page_section (GtSidebar  *self,
              const char *page)
{
  if (page == NULL)
    return -1;
  if (g_str_has_prefix (page, "lesson:"))
    return SECTION_LEARN;
  if (g_str_has_prefix (page, "puzzle:"))
    return self->opened_files != NULL && is_opened_page (self, page) ? SECTION_LEARN : SECTION_PUZZLES;
  if (g_str_has_prefix (page, "puzzles:") || g_str_has_prefix (page, "drill:"))
    return SECTION_PUZZLES;
  if (g_str_equal (page, "play") || g_str_has_prefix (page, "play:"))
    return SECTION_PLAY;
  if (g_str_equal (page, "rules") || g_str_has_prefix (page, "rules:") ||
      g_str_equal (page, "compare") || g_str_has_prefix (page, "compare:"))
    return SECTION_REFERENCE;
  return -1;
}

/* Shows section's rows alone in the list. */
static void
set_section (GtSidebar *self,
             guint      section)
{
  if (section == self->section)
    return;
  self->section = section;
  /* Its rows replace the others at once (the filter is not incremental),
   * and rows_changed_cb() marks the page on show again. */
  if (self->section_filter != NULL)
    gtk_filter_changed (self->section_filter, GTK_FILTER_CHANGE_DIFFERENT);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SECTION]);
}

/* Selects the row of the page on show, if the section on show has one. */
static void
mark_page (GtSidebar *self)
{
  GtkListBoxRow *row = find_row (self, self->page);

  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
  else
    gtk_list_box_unselect_all (self->list);
}

void
gt_sidebar_select_page (GtSidebar  *self,
                        const char *page)
{
  int section;

  g_return_if_fail (GT_IS_SIDEBAR (self));

  if (page != self->page)
    {
      g_free (self->page);
      self->page = g_strdup (page);
    }
  /* A page shown by any means (a link, a file opened, the last page of
   * the previous run, a key) brings its section. */
  section = page_section (self, page);
  if (section >= 0)
    {
      if (g_strcmp0 (self->last_page[section], page) != 0)
        {
          g_free (self->last_page[section]);
          self->last_page[section] = g_strdup (page);
        }
      set_section (self, (guint) section);
    }
  mark_page (self);
}

void
gt_sidebar_set_highlight (GtSidebar *self,
                          gboolean   highlight)
{
  g_return_if_fail (GT_IS_SIDEBAR (self));

  gtk_list_box_set_selection_mode (self->list, highlight ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE);
  if (highlight)
    gt_sidebar_select_page (self, self->page);
}

const char *
gt_sidebar_get_section (GtSidebar *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR (self), NULL);
  return section_ids[self->section];
}

/* The user's choice of a section (its button, Alt+1…4, the
 * sidebar.section action).  Side by side with the pages, the section's
 * own page comes with it, as a view switcher's would: the one last on
 * show there, else its first; folded, the list is what the user sees and
 * the choice stops there. */
void
gt_sidebar_set_section (GtSidebar  *self,
                        const char *section)
{
  guint s;
  const char *page = NULL;

  g_return_if_fail (GT_IS_SIDEBAR (self));
  g_return_if_fail (section != NULL);

  for (s = 0; s < N_SECTIONS; s++)
    if (g_str_equal (section, section_ids[s]))
      break;
  g_return_if_fail (s < N_SECTIONS);

  set_section (self, s);
  /* Folded, the highlight is off (gt_sidebar_set_highlight()). */
  if (gtk_list_box_get_selection_mode (self->list) == GTK_SELECTION_NONE || page_section (self, self->page) == (int) s)
    return;
  /* The page last on show in the section, if a row still leads there. */
  if (self->last_page[s] != NULL && find_row (self, self->last_page[s]) != NULL)
    page = self->last_page[s];
  else
    {
      GtkListBoxRow *row;

      for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
        if (gtk_widget_get_visible (GTK_WIDGET (row)))
          {
            page = gt_sidebar_row_get_page (GT_SIDEBAR_ROW (row));
            break;
          }
    }
  if (page != NULL)
    {
      /* A copy: the page shown replaces last_page[s] and the rows. */
      g_autofree char *shown = g_strdup (page);

      g_signal_emit (self, signals[SIGNAL_PAGE_ACTIVATED], 0, shown);
    }
}

GtkListBox *
gt_sidebar_get_list (GtSidebar *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR (self), NULL);
  return self->list;
}

/* ---- The widget ---------------------------------------------------------- */

static void
row_activated_cb (GtSidebar     *self,
                  GtkListBoxRow *row)
{
  g_signal_emit (self, signals[SIGNAL_PAGE_ACTIVATED], 0, gt_sidebar_row_get_page (GT_SIDEBAR_ROW (row)));
}

/* Tab in the list leaves it: the list is one Tab stop, its rows are
 * reached with the arrow keys (GtkListBox's own), as in GNOME's sidebars.
 * Without this every row is a Tab stop of its own, some fifty.  The list
 * is taken out of the focus chain for the one move: a widget that cannot
 * focus is passed over with all its children. */
static gboolean
tab_cb (GtkWidget *list,
        GVariant  *args,
        gpointer   user_data)
{
  GtkDirectionType dir = g_variant_get_boolean (args) ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (list));
  gboolean moved;

  gtk_widget_set_can_focus (list, FALSE);
  moved = root != NULL && gtk_widget_child_focus (root, dir);
  gtk_widget_set_can_focus (list, TRUE);
  return moved;
}

static void
gt_sidebar_dispose (GObject *object)
{
  GtSidebar *self = GT_SIDEBAR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_SIDEBAR);
  g_clear_object (&self->rows);
  g_clear_object (&self->course);
  g_clear_object (&self->puzzle_links);
  g_clear_object (&self->opened_files);
  g_clear_object (&self->play);
  g_clear_object (&self->reference);
  g_clear_object (&self->section_filter);
  g_clear_object (&self->library);
  g_clear_object (&self->progress);
  G_OBJECT_CLASS (gt_sidebar_parent_class)->dispose (object);
}

static void
gt_sidebar_finalize (GObject *object)
{
  GtSidebar *self = GT_SIDEBAR (object);

  g_free (self->page);
  for (guint i = 0; i < N_SECTIONS; i++)
    g_free (self->last_page[i]);
  G_OBJECT_CLASS (gt_sidebar_parent_class)->finalize (object);
}

static void
gt_sidebar_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SECTION:
      g_value_set_string (value, gt_sidebar_get_section (GT_SIDEBAR (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_sidebar_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SECTION:
      gt_sidebar_set_section (GT_SIDEBAR (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_sidebar_class_init (GtSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_sidebar_dispose;
  object_class->finalize = gt_sidebar_finalize;
  object_class->get_property = gt_sidebar_get_property;
  object_class->set_property = gt_sidebar_set_property;

  /* The section on show: "learn", "puzzles", "play" or "reference".
   * Set, it is the user's choice (gt_sidebar_set_section()). */
  props[PROP_SECTION] = g_param_spec_string ("section", NULL, NULL, "learn",
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* page-activated (GtSidebar *sidebar, const char *page) */
  signals[SIGNAL_PAGE_ACTIVATED] = g_signal_new ("page-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/guandantutor/GuandanTutor/gt-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, GtSidebar, switcher);
  gtk_widget_class_bind_template_child (widget_class, GtSidebar, scroller);
  gtk_widget_class_bind_template_child (widget_class, GtSidebar, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  /* The switcher's buttons and Alt+1…4: a stateful action, so that the
   * button of the section on show is the one pressed. */
  gtk_widget_class_install_property_action (widget_class, "sidebar.section", "section");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
gt_sidebar_init (GtSidebar *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, header_func, self, NULL);
  keys = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new_with_arguments (gtk_shortcut_trigger_parse_string ("Tab|KP_Tab"),
                                     gtk_callback_action_new (tab_cb, NULL, NULL), "b", FALSE));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new_with_arguments (gtk_shortcut_trigger_parse_string ("<Shift>Tab|<Shift>ISO_Left_Tab|ISO_Left_Tab"),
                                     gtk_callback_action_new (tab_cb, NULL, NULL), "b", TRUE));
  gtk_widget_add_controller (GTK_WIDGET (self->list), keys);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  /* Alt+1…4 choose a section from anywhere in the window, as Alt+number
   * chooses a tab in GNOME's tabbed apps. */
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < N_SECTIONS; i++)
    {
      g_autofree char *trigger = g_strdup_printf ("<Alt>%u|<Alt>KP_%u", i + 1, i + 1);

      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
        gtk_shortcut_new_with_arguments (gtk_shortcut_trigger_parse_string (trigger),
                                         gtk_named_action_new ("sidebar.section"), "s", section_ids[i]));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
gt_sidebar_new (void)
{
  return g_object_new (GT_TYPE_SIDEBAR, NULL);
}
