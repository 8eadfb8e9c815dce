/* gt-handout-actions.c — Export Handout… and Print… for the lesson shown
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both build a GtHandout of the lesson on show (or its chapter) with the
 * app's card deck and colours.  Export writes it in one go on the main
 * thread: a lesson takes a fraction of a second, a chapter about a second,
 * and the file is the user's the moment the toast says so.  Print lays
 * the pages out on the printer's paper in "begin-print" and draws each in
 * "draw-page", in points (GTK_UNIT_POINTS, the full page: the handout
 * keeps its own margins).
 */
#define G_LOG_DOMAIN "gt-handout-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "gt-card-cache.h"
#include "gt-handout.h"
#include "gt-handout-actions.h"

/* The handout of the lesson on show, NULL when there is none.  The
 * lessons stay the library's and the page's: the handout is used and
 * freed before either can change (a print keeps copies: see below). */
static GtHandout *
lesson_handout (GtWindow *window,
                gboolean  chapter,
                GPtrArray *keep)
{
  GtLessonPage *page = gt_window_get_lesson_page (window);
  const GtLesson *lesson = gt_lesson_page_get_lesson (page);
  g_autoptr (GtLibrary) library = NULL;
  GtHandout *handout;
  guint added = 0;

  if (lesson == NULL)
    return NULL;
  handout = gt_handout_new ();
  gt_handout_set_deck (handout, gt_card_cache_get_deck (gt_card_cache_get_default ()));
  gt_handout_set_four_colour (handout, gt_lesson_page_get_four_colour (page));
  g_object_get (window, "library", &library, NULL);
  if (chapter && library != NULL)
    /* The chapter as the sidebar lists it: the lessons of the same game
     * and chapter number, in course order. */
    for (guint i = 0; i < gt_library_get_n_lessons (library); i++)
      {
        const GtLesson *l = gt_library_get_lesson (library, i);

        if (l->rs == lesson->rs && l->chapter == lesson->chapter)
          {
            /* The library's own parsed lesson, kept past a change to
             * its file: nothing is read again. */
            if (keep != NULL)
              g_ptr_array_add (keep, gt_lesson_item_dup_lesson (gt_library_get_lesson_item (library, i)));
            gt_handout_add_lesson (handout, l);
            added++;
          }
      }
  if (added == 0)
    {
      if (keep != NULL)
        g_ptr_array_add (keep, gt_lesson_ref ((GtLesson *) lesson));
      gt_handout_add_lesson (handout, lesson);
    }
  return handout;
}

gboolean
gt_handout_actions_export (GtWindow    *window,
                           const char  *path,
                           gboolean     chapter,
                           GError     **error)
{
  g_autoptr (GtHandout) handout = NULL;

  g_return_val_if_fail (GT_IS_WINDOW (window), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  handout = lesson_handout (window, chapter, NULL);
  if (handout == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No lesson is open."));
      return FALSE;
    }
  return gt_handout_write_pdf (handout, path, 0, 0, error);
}

/* ---- Export Handout… ------------------------------------------------------ */

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         user_data)
{
  GtWindow *window = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      const char *what = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "contents");
      gboolean chapter = g_strcmp0 (what, "chapter") == 0;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        /* TRANSLATORS: a handout could not be saved: the place chosen is not a local file */
        gt_window_show_message (window, _("Cannot Export the Handout"),
                                _("Choose a folder on this computer."));
      else if (!gt_handout_actions_export (window, path, chapter, &error))
        gt_window_show_message (window, _("Cannot Export the Handout"), error->message);
      else
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *msg = NULL;

          /* TRANSLATORS: a toast once a handout is written: "Handout saved as cards.pdf" */
          msg = g_strdup_printf (_("Handout saved as %s"), name);
          gt_window_add_toast (window, msg);
        }
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (window);
}

static void
export_handout_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  GtWindow *window = GT_WINDOW (widget);
  const GtLesson *lesson = gt_lesson_page_get_lesson (gt_window_get_lesson_page (window));
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;
  g_autofree char *name = NULL;
  const char *ids[] = { "lesson", "chapter", NULL };
  const char *labels[] = { N_("This Lesson"), N_("The Whole Chapter"), NULL };
  const char *translated[3] = { NULL, NULL, NULL };

  if (lesson == NULL)
    return;
  /* TRANSLATORS: the title of the save dialog of a lesson's printable handout */
  chooser = gtk_file_chooser_native_new (_("Export Handout"), GTK_WINDOW (window),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  name = g_strdup_printf ("%s.pdf", lesson->id != NULL ? lesson->id : "handout");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("PDF Documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);

  for (guint i = 0; i < 2; i++)
    translated[i] = _(labels[i]);
  /* TRANSLATORS: in the save dialog of a handout: print this lesson, or its whole chapter */
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), "contents", _("Include"), ids, translated);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (chooser), "contents", "lesson");

  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), g_object_ref (window));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- Print… --------------------------------------------------------------- */

typedef struct {
  GtHandout *handout;
  GPtrArray *lessons;    /* the copies the handout prints (the dialog may
                          * outlive a reload of the library) */
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  gt_handout_free (job->handout);
  g_ptr_array_unref (job->lessons);
  g_free (job);
}

static void
begin_print_cb (GtkPrintOperation *op,
                GtkPrintContext   *context,
                gpointer           user_data)
{
  PrintJob *job = user_data;
  guint n = gt_handout_paginate (job->handout, gtk_print_context_get_width (context),
                                 gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (op, (int) MAX (n, 1));
}

static void
draw_page_cb (GtkPrintOperation *op,
              GtkPrintContext   *context,
              int                page_nr,
              gpointer           user_data)
{
  PrintJob *job = user_data;

  if (page_nr >= 0 && (guint) page_nr < gt_handout_get_n_pages (job->handout))
    gt_handout_draw_page (job->handout, gtk_print_context_get_cairo_context (context), (guint) page_nr);
}

GtkPrintOperation *
gt_handout_actions_print_operation (GtWindow *window)
{
  const GtLesson *lesson;
  GtkPrintOperation *op;
  PrintJob *job;

  g_return_val_if_fail (GT_IS_WINDOW (window), NULL);

  lesson = gt_lesson_page_get_lesson (gt_window_get_lesson_page (window));
  if (lesson == NULL)
    return NULL;
  job = g_new0 (PrintJob, 1);
  job->lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) gt_lesson_free);
  job->handout = lesson_handout (window, FALSE, job->lessons);

  op = gtk_print_operation_new ();
  /* The handout's own margins on the whole sheet, in points. */
  gtk_print_operation_set_use_full_page (op, TRUE);
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (op, lesson->title != NULL ? lesson->title : "handout");
  gtk_print_operation_set_embed_page_setup (op, TRUE);
  g_signal_connect (op, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (op, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_object_set_data_full (G_OBJECT (op), "gt-print-job", job, print_job_free);
  return op;
}

static void
print_lesson_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  GtWindow *window = GT_WINDOW (widget);
  g_autoptr (GtkPrintOperation) op = gt_handout_actions_print_operation (window);
  g_autoptr (GError) error = NULL;

  if (op == NULL)
    return;
  if (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (window),
                               &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    /* TRANSLATORS: the heading of the message when printing a handout failed */
    gt_window_show_message (window, _("Cannot Print"), error->message);
}

void
gt_handout_actions_install (GtkWidgetClass *window_class)
{
  gtk_widget_class_install_action (window_class, "win.export-handout", NULL, export_handout_action);
  gtk_widget_class_install_action (window_class, "win.print-lesson", NULL, print_lesson_action);
  gtk_widget_class_add_binding_action (window_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print-lesson", NULL);
}
