/* test-handout-actions.c — Export Handout… and Print… in the real window
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the first lesson of the course (build/lessons); its
 * handout is exported as the save dialog's answer would (this lesson, the
 * whole chapter), and printed through GtkPrintOperation to a PDF file
 * (GTK_PRINT_OPERATION_ACTION_EXPORT runs the same begin-print and
 * draw-page as the print dialog does).  poppler-utils read the files back:
 * the printed pages are the exported ones.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gt-application.h"
#include "gt-handout-actions.h"
#include "gt-window.h"
#include "gt-test-support.h"

typedef struct {
  GSettings *settings;
  GtLibrary *library;
  GtProgress *progress;
  GtWindow *window;
  char *dir;
} Fixture;

static char *
run (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static guint
pdf_pages (const char *pdf)
{
  const char *argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *info = run (argv);
  const char *p = strstr (info, "Pages:");

  g_assert_nonnull (p);
  return (guint) g_ascii_strtoull (p + strlen ("Pages:"), NULL, 10);
}

static char *
pdf_text (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-raw", "-enc", "UTF-8", pdf, "-", NULL };
  return run (argv);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "progress.ini", NULL);

  f->dir = g_dir_make_tmp ("gt-handout-actions-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  f->settings = g_settings_new (APP_ID);
  g_settings_set_string (f->settings, "last-page", "lesson:cards-and-levels");
  f->library = gt_library_new ();
  f->progress = gt_progress_new (path);
  f->window = gt_window_new (NULL, f->library, f->progress, f->settings);
  gtk_window_present (GTK_WINDOW (f->window));
  gt_window_show_page (f->window, "lesson:cards-and-levels");
  gt_test_run_frames ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gt_test_run_frames ();
  g_settings_reset (f->settings, "last-page");
  g_clear_object (&f->progress);
  g_clear_object (&f->library);
  g_clear_object (&f->settings);
  gt_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* The lesson, then its chapter: every lesson of chapter 1 in one file. */
static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *one = g_build_filename (f->dir, "lesson.pdf", NULL);
  g_autofree char *all = g_build_filename (f->dir, "chapter.pdf", NULL);
  g_autofree char *bad = g_build_filename (f->dir, "no", "such", "x.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  guint n_chapter = 0;

  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:cards-and-levels");
  g_assert_true (gt_handout_actions_export (f->window, one, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pdf_pages (one), >=, 2);
  text = pdf_text (one);
  g_assert_nonnull (strstr (text, "The cards and the level rank"));
  g_assert_nonnull (strstr (text, "Which player is your partner?"));
  g_assert_null (strstr (text, "Singles, pairs and triples"));
  g_clear_pointer (&text, g_free);

  g_assert_true (gt_handout_actions_export (f->window, all, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pdf_pages (all), >, pdf_pages (one));
  text = pdf_text (all);
  for (guint i = 0; i < gt_library_get_n_lessons (f->library); i++)
    {
      const GtLesson *l = gt_library_get_lesson (f->library, i);

      if (g_strcmp0 (l->rs->id, "guandan") == 0 && l->chapter == 1)
        {
          g_assert_nonnull (strstr (text, l->title));
          n_chapter++;
        }
      else
        g_assert_null (strstr (text, l->title));
    }
  g_assert_cmpuint (n_chapter, >=, 6);

  g_assert_false (gt_handout_actions_export (f->window, bad, FALSE, &error));
  g_assert_nonnull (error);
}

/* Print… draws the exported pages. */
static void
test_print (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *exported = g_build_filename (f->dir, "exported.pdf", NULL);
  g_autofree char *printed = g_build_filename (f->dir, "printed.pdf", NULL);
  g_autoptr (GtkPrintOperation) op = gt_handout_actions_print_operation (f->window);
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (op);
  gtk_page_setup_set_paper_size (setup, a4);
  gtk_print_operation_set_default_page_setup (op, setup);
  gtk_print_operation_set_export_filename (op, printed);
  g_assert_cmpint (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, GTK_WINDOW (f->window), &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);

  g_assert_true (gt_handout_actions_export (f->window, exported, FALSE, &error));
  g_assert_cmpuint (pdf_pages (printed), ==, pdf_pages (exported));
  text = pdf_text (printed);
  g_assert_nonnull (strstr (text, "Which player is your partner?"));
  g_assert_nonnull (strstr (text, "Answers"));

  /* The actions are the window's (the lesson menu names them). */
  {
    GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (f->window);
    gboolean export = FALSE, print = FALSE;
    const char *name, *property;
    GType owner;
    const GVariantType *type;

    /* GTK 4.8 fills every out-argument: none may be NULL. */
    for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &type, &property); i++)
      {
        export |= g_str_equal (name, "win.export-handout");
        print |= g_str_equal (name, "win.print-lesson");
      }
    g_assert_true (export);
    g_assert_true (print);
  }
}

/* Without a lesson on show there is nothing to print. */
static void
test_no_lesson (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (f->dir, "none.pdf", NULL);
  g_autoptr (GError) error = NULL;

  gt_window_show_page (f->window, "rules");
  gt_test_run_frames ();
  /* The lesson page keeps its lesson behind the rules: still printable,
   * which is what the menu (shown with lessons only) offers. */
  if (gt_lesson_page_get_lesson (gt_window_get_lesson_page (f->window)) == NULL)
    {
      g_assert_null (gt_handout_actions_print_operation (f->window));
      g_assert_false (gt_handout_actions_export (f->window, pdf, FALSE, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    }
  else
    g_assert_true (gt_handout_actions_export (f->window, pdf, FALSE, &error));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("gt-handout-home-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  gt_application_init_style (NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add ("/handout-actions/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("export", test_export);
  ADD ("print", test_print);
  ADD ("no-lesson", test_no_lesson);
#undef ADD

  status = g_test_run ();
  gt_test_remove_tree (home);
  return status;
}
