/* gt-cli-handout.c — handout: lessons to a printable PDF
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `guandan-tutor-cli handout FILE.lesson [FILE…|DIR…] -o OUT.pdf`: the
 * lessons given, a folder's lessons in course order (a chapter), laid out
 * by gt-handout.c — the same cards and tables as the app.  A file that
 * cannot be shown is bad input (exit 2), its problems as FILE:LINE:
 * message; a lesson with problems in some steps is printed with those
 * steps as text, as the app shows it, and its problems on stderr.
 */
#define G_LOG_DOMAIN "gt-cli-handout"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "gt-atomic-file.h"
#include "gt-cli.h"
#include "gt-handout.h"
#include "gt-lesson.h"
#include "gt-library.h"

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_lessons (gconstpointer a,
                 gconstpointer b)
{
  const GtLesson *x = *(const GtLesson *const *) a;
  const GtLesson *y = *(const GtLesson *const *) b;

  if (x->chapter != y->chapter)
    return x->chapter < y->chapter ? -1 : 1;
  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return g_strcmp0 (x->file, y->file);
}

/* The .lesson files of a folder and its sub-folders (not through links). */
static void
collect_dir (const char *dir,
             GPtrArray  *paths,
             guint       depth,
             GPtrArray  *problems)
{
  GError *error = NULL;
  GDir *d = g_dir_open (dir, 0, &error);
  const char *name;

  if (d == NULL)
    {
      gt_problem_add (problems, dir, 0, "cannot read the folder: %s", error->message);
      g_error_free (error);
      return;
    }
  while ((name = g_dir_read_name (d)) != NULL)
    {
      char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        {
          if (depth < 8)
            collect_dir (path, paths, depth + 1, problems);
          else
            gt_problem_add_warning (problems, path, 0,
                                    "left out: more than 8 folders below the one named (name this folder itself)");
          g_free (path);
        }
      else if (g_str_has_suffix (name, ".lesson"))
        g_ptr_array_add (paths, path);
      else
        g_free (path);
    }
  g_dir_close (d);
}

static void
print_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *msg = gt_problem_to_string (problems->pdata[i]);
      fprintf (stderr, "guandan-tutor-cli: %s\n", msg);
    }
}

/* Every lesson under its chapter's title, which only a chapter's first
 * lesson names (docs/lesson-format.md): a later lesson printed without it
 * takes it from a lesson printed with it, else from the course installed
 * (issue 31: "CHAPTER 4" alone).  The course is read only when needed. */
static void
give_chapter_titles (GPtrArray *lessons)
{
  g_autoptr (GtLibrary) library = NULL;

  for (guint i = 0; i < lessons->len; i++)
    {
      GtLesson *l = lessons->pdata[i];
      const char *title = NULL;

      if (l->chapter_title != NULL)
        continue;
      for (guint j = 0; title == NULL && j < lessons->len; j++)
        {
          const GtLesson *other = lessons->pdata[j];

          if (other->rs == l->rs && other->chapter == l->chapter && !other->chapter_title_given)
            title = other->chapter_title;
        }
      if (title == NULL)
        {
          if (library == NULL)
            library = gt_library_new ();
          title = gt_library_lookup_chapter_title (library, l->rs, l->chapter);
        }
      gt_lesson_give_chapter_title (l, title);
    }
}

int
gt_cli_handout (int    argc,
                char **argv)
{
  char *output = NULL;
  char *paper = NULL;
  char *deck_id = NULL;
  gboolean four_colour = FALSE;
  const GOptionEntry extra[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF file to write"), "OUT.pdf" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("The paper: a4 or letter (default: the locale's)"), "SIZE" },
    { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_id,
      N_("The card deck: an installed deck's id (default svg-standard) or large-index"), "ID" },
    { "four-colour", 0, 0, G_OPTION_ARG_NONE, &four_colour, N_("Diamonds blue and clubs green"), NULL },
    { NULL }
  };
  CliOptions o = { 0 };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) gt_lesson_free);
  g_autoptr (GtHandout) handout = NULL;
  g_autoptr (GtCardDeck) deck = NULL;
  g_autoptr (GError) error = NULL;
  double width = 0, height = 0;
  gboolean bad = FALSE;
  int ret;

  ret = gt_cli_parse_options ("handout", "FILE.lesson|DIR…",
                              _("Write lessons as a printable handout (PDF): each step with its cards, the questions numbered, the answers at the end."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;

  if (o.args == NULL || o.args[0] == NULL)
    {
      gt_cli_bad_input ("handout takes lesson files or folders");
      goto out;
    }
  if (output == NULL || *output == '\0')
    {
      gt_cli_bad_input ("handout: say where to write the PDF with -o OUT.pdf");
      goto out;
    }
  /* A FIFO would block the writer for ever, a link would be written
   * through: refused at once, before the lessons are read and laid out
   * (gt_handout_write_pdf() refuses them too). */
  if (!gt_atomic_file_check (output, GT_ATOMIC_FILE_NONE, &error))
    {
      gt_cli_bad_input ("handout: cannot write the PDF: %s", error->message);
      goto out;
    }
  if (paper != NULL)
    {
      if (g_ascii_strcasecmp (paper, "a4") == 0)
        width = GT_HANDOUT_A4_WIDTH, height = GT_HANDOUT_A4_HEIGHT;
      else if (g_ascii_strcasecmp (paper, "letter") == 0)
        width = GT_HANDOUT_LETTER_WIDTH, height = GT_HANDOUT_LETTER_HEIGHT;
      else
        {
          gt_cli_bad_input ("--paper '%s': a4 or letter", paper);
          goto out;
        }
    }

  for (guint i = 0; o.args[i]; i++)
    {
      GStatBuf st;

      if (*o.args[i] == '\0' || g_stat (o.args[i], &st) != 0)
        {
          int err = errno;
          gt_cli_bad_input ("handout: cannot read '%s': %s", o.args[i],
                            *o.args[i] == '\0' ? "an empty path" : g_strerror (err));
          bad = TRUE;
        }
      else if (S_ISDIR (st.st_mode))
        {
          guint before = paths->len;

          collect_dir (o.args[i], paths, 0, problems);
          if (paths->len == before)
            gt_problem_add (problems, o.args[i], 0, "no lessons (.lesson files) in this folder");
        }
      else
        g_ptr_array_add (paths, g_strdup (o.args[i]));
    }
  if (bad)
    goto out;

  for (guint i = 0; i < paths->len; i++)
    {
      GtLesson *lesson = gt_lesson_load (paths->pdata[i], NULL, problems);

      if (lesson != NULL)
        g_ptr_array_add (lessons, lesson);
    }
  print_problems (problems);
  /* A file with errors is not printed: a handout goes to a class, and a
   * step the app would show broken is a mistake to fix first (validate
   * says the same).  Warnings (text that looks like markup) are printed. */
  if (gt_problems_count_errors (problems) > 0 || lessons->len < paths->len)
    goto out;
  if (lessons->len == 0)
    {
      gt_cli_bad_input ("handout: no lessons to print");
      goto out;
    }
  /* The lessons of a folder in course order, as the app lists them; files
   * named one by one stay in the order given. */
  if (paths->len > 0 && lessons->len > 1)
    {
      gboolean any_dir = FALSE;
      for (guint i = 0; o.args[i]; i++)
        any_dir |= g_file_test (o.args[i], G_FILE_TEST_IS_DIR);
      if (any_dir)
        g_ptr_array_sort (lessons, compare_lessons);
    }

  handout = gt_handout_new ();
  if (deck_id == NULL || !g_str_equal (deck_id, GT_CARD_DECK_LARGE_INDEX))
    {
      g_autoptr (GError) deck_error = NULL;

      deck = gt_card_deck_load (deck_id != NULL ? deck_id : "svg-standard", &deck_error);
      /* A deck named on the command line must be there; the default may
       * be missing (kdegames-card-data-kf5 is optional): the drawn cards. */
      if (deck == NULL && deck_id != NULL)
        {
          gt_cli_bad_input ("--deck '%s': %s", deck_id, deck_error->message);
          goto out;
        }
    }
  gt_handout_set_deck (handout, deck);
  gt_handout_set_four_colour (handout, four_colour);
  give_chapter_titles (lessons);
  for (guint i = 0; i < lessons->len; i++)
    gt_handout_add_lesson (handout, lessons->pdata[i]);
  if (!gt_handout_write_pdf (handout, output, width, height, &error))
    {
      gt_cli_bad_input ("handout: cannot write the PDF: %s", error->message);
      goto out;
    }
  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();

      json_object_set_string_member (answer, "output", output);
      json_object_set_int_member (answer, "pages", gt_handout_get_n_pages (handout));
      json_object_set_int_member (answer, "lessons", lessons->len);
      gt_json_print_object (answer);
    }
  /* TRANSLATORS: handout's report on stderr, the file written and its pages: "handout.pdf: 7 pages" */
  fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "%s: %u page", "%s: %u pages", gt_handout_get_n_pages (handout)),
           output, gt_handout_get_n_pages (handout));
  fputc ('\n', stderr);
  ret = EXIT_LEGAL;

out:
  g_free (output);
  g_free (paper);
  g_free (deck_id);
  gt_cli_options_clear (&o);
  return ret;
}
