/* bench-startup.c — how long the application takes to show its first frame
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   meson devenv -C build xvfb-run -a bench/bench-startup [RUNS]
 *
 * Runs the real application (GtApplication: settings, the library of
 * lessons and puzzles, the progress file, the window with the last page)
 * and measures, from the start of main():
 *
 *   - startup: GApplication's startup done (settings, library, progress);
 *   - window:  the window created and presented;
 *   - first frame: the window's frame clock finishes painting its first
 *     frame ("after-paint"), which is when the learner sees it;
 *   - content: the first frame painted once the library is read (it is
 *     read in a worker thread, off the first frame's path): the sidebar's
 *     lessons and the last page, which is when the learner can start
 *     (the bare window's content is its first frame);
 *
 * and the peak resident set (VmHWM of /proc/self/status) at that point.
 * Each run is a fresh process (the program runs itself RUNS times, default
 * 5), since a second start in one process would find everything cached;
 * the figures printed are each run's and the median.
 *
 * Beside each run of the app it runs a bare libadwaita window (an
 * AdwApplication with an AdwApplicationWindow holding a header bar and a
 * status page: what any libadwaita app pays for GTK, the theme, fonts and
 * the first frame), measured the same way in a fresh process, the two
 * alternating so that a busy machine slows both alike.  The ratio of the
 * medians is the figure issue 31 holds the app to (at most 1.5).  The settings live
 * in memory and the progress in a temporary folder: nothing of the user's
 * is read or written.  It needs the build folder's data (meson devenv) and
 * a display (xvfb-run).
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "gt-application.h"

static gint64 t_main;
static gint64 t_startup;
static gint64 t_window;
static gint64 t_frame;
static gint64 t_content;

static double
ms (gint64 t)
{
  return (double) (t - t_main) / 1000.0;
}

/* Peak resident set in KiB, from /proc/self/status; 0 if unknown. */
static guint64
peak_rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, "VmHWM:");
  return line != NULL ? g_ascii_strtoull (line + strlen ("VmHWM:"), NULL, 10) : 0;
}

static void
after_paint_cb (GdkFrameClock  *clock,
                GtkApplication *app)
{
  if (t_frame == 0)
    t_frame = g_get_monotonic_time ();
  if (GT_IS_APPLICATION (app) && !gt_library_get_loaded (gt_application_get_library (GT_APPLICATION (app))))
    return;
  t_content = g_get_monotonic_time ();
  /* One line a run, read by the parent: startup window frame rss content. */
  g_print ("RUN %.1f %.1f %.1f %" G_GUINT64_FORMAT " %.1f\n",
           ms (t_startup), ms (t_window), ms (t_frame), peak_rss_kib (), ms (t_content));
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, app);
  g_application_quit (G_APPLICATION (app));
}

static void
window_realized_cb (GtkWidget      *window,
                    GtkApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), app);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window)
{
  t_window = g_get_monotonic_time ();
  g_signal_connect (window, "realize", G_CALLBACK (window_realized_cb), app);
}

static void
startup_cb (GApplication *app)
{
  t_startup = g_get_monotonic_time ();
}

/* The yardstick: the least a libadwaita application shows. */
static void
bare_activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Guandan Tutor");
  adw_status_page_set_description (ADW_STATUS_PAGE (page), "A bare libadwaita window");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
}

static int
run_bare (void)
{
  g_autoptr(AdwApplication) app = adw_application_new ("org.example.BareWindow", G_APPLICATION_NON_UNIQUE);
  char *argv[] = { (char *) "bare-window", NULL };

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  setlocale (LC_ALL, "");
  g_signal_connect_after (app, "startup", G_CALLBACK (startup_cb), NULL);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  g_signal_connect (app, "activate", G_CALLBACK (bare_activate_cb), NULL);
  g_application_run (G_APPLICATION (app), 1, argv);
  return t_frame != 0 ? 0 : 1;
}

static int
run_once (void)
{
  g_autoptr(GtApplication) app = NULL;
  g_autofree char *home = g_dir_make_tmp ("gt-bench-startup-XXXXXX", NULL);
  char *argv[] = { (char *) "guandan-tutor", NULL };
  int status;

  /* Memory settings and a private data folder: the user's stay untouched. */
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (home != NULL)
    g_setenv ("XDG_DATA_HOME", home, TRUE);

  setlocale (LC_ALL, "");
  app = gt_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  /* After the app's own startup handler, which does the work. */
  g_signal_connect_after (app, "startup", G_CALLBACK (startup_cb), NULL);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);

  if (home != NULL)
    {
      g_autofree char *progress = g_build_filename (home, "guandan-tutor", "progress.ini", NULL);
      g_autofree char *dir = g_build_filename (home, "guandan-tutor", NULL);
      g_remove (progress);
      g_rmdir (dir);
      g_rmdir (home);
    }
  return t_frame != 0 ? status : 1;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* One child run of what ("app" or "bare"): its figures, FALSE when it
 * showed no frame. */
static gboolean
spawn_run (const char *self,
           const char *what,
           double     *s,
           double     *w,
           double     *f,
           guint64    *kib,
           double     *c)
{
  const char *child_argv[] = { self, NULL };
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "GT_BENCH_STARTUP_CHILD", what, TRUE);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *line;
  int wait_status;

  if (!g_spawn_sync (NULL, (char **) child_argv, envp, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, &wait_status, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  line = out != NULL ? strstr (out, "RUN ") : NULL;
  return line != NULL && sscanf (line, "RUN %lf %lf %lf %" G_GUINT64_FORMAT " %lf", s, w, f, kib, c) == 5;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

int
main (int   argc,
      char *argv[])
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 5;
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) rss = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) startups = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) contents = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare_frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare_rss = g_array_new (FALSE, FALSE, sizeof (double));
  const char *child = g_getenv ("GT_BENCH_STARTUP_CHILD");

  t_main = g_get_monotonic_time ();
  if (g_strcmp0 (child, "bare") == 0)
    return run_bare ();
  if (child != NULL)
    return run_once ();

  if (runs < 1)
    runs = 1;
  g_print ("%-4s %-5s %10s %10s %12s %10s %10s\n", "run", "what", "startup", "window", "first frame", "content",
           "peak RSS");
  for (guint i = 0; i < runs; i++)
    for (guint bare = 0; bare < 2; bare++)
      {
        double s, w, f, c, mib;
        guint64 kib;

        if (!spawn_run (argv[0], bare ? "bare" : "app", &s, &w, &f, &kib, &c))
          {
            g_printerr ("run %u: no first frame (is there a display, and the build folder's data? "
                        "Run it with meson devenv and xvfb-run)\n", i + 1);
            return 1;
          }
        mib = (double) kib / 1024.0;
        g_print ("%-4u %-5s %7.1f ms %7.1f ms %9.1f ms %7.1f ms %6.1f MiB\n", i + 1, bare ? "bare" : "app",
                 s, w, f, c, mib);
        if (bare)
          {
            g_array_append_val (bare_frames, f);
            g_array_append_val (bare_rss, mib);
          }
        else
          {
            g_array_append_val (startups, s);
            g_array_append_val (frames, f);
            g_array_append_val (contents, c);
            g_array_append_val (rss, mib);
          }
      }

  {
    double app_frame = median (frames), bare_frame = median (bare_frames);

    g_print ("median, app:  startup %.1f ms, first frame %.1f ms, content %.1f ms, peak RSS %.1f MiB\n",
             median (startups), app_frame, median (contents), median (rss));
    g_print ("median, bare: first frame %.1f ms, peak RSS %.1f MiB\n", bare_frame, median (bare_rss));
    g_print ("first frame, app / bare: %.2f\n", app_frame / bare_frame);
  }
  return 0;
}
