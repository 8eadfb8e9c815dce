/* gt-application.c — the application: its objects, actions and windows
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-application"

#include "config.h"

#include "gt-application.h"

#include <glib/gi18n.h>

#include "gt-appearance.h"
#include "gt-preferences-window.h"
#include "gt-shortcuts-window.h"
#include "gt-window.h"

struct _GtApplication {
  AdwApplication parent_instance;

  GtLibrary *library;
  GtProgress *progress;
  GSettings *settings;
  char *progress_problem;    /* shown once the first window is up */
  gboolean progress_damaged; /* … read in part (else: not read at all) */
};

G_DEFINE_FINAL_TYPE (GtApplication, gt_application, ADW_TYPE_APPLICATION)

/* ---- Style --------------------------------------------------------------- */

static void
color_scheme_changed_cb (GSettings  *settings,
                         const char *key,
                         gpointer    user_data)
{
  static const AdwColorScheme schemes[] = {
    [GT_COLOR_SCHEME_DEFAULT] = ADW_COLOR_SCHEME_DEFAULT,
    [GT_COLOR_SCHEME_LIGHT] = ADW_COLOR_SCHEME_FORCE_LIGHT,
    [GT_COLOR_SCHEME_DARK] = ADW_COLOR_SCHEME_FORCE_DARK,
  };
  GtColorScheme scheme = g_settings_get_enum (settings, "color-scheme");

  /* An enum key: a stored string that is not one of its nicks reads as
   * the default. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      scheme < G_N_ELEMENTS (schemes) ? schemes[scheme] : ADW_COLOR_SCHEME_DEFAULT);
}

void
gt_application_init_style (GSettings *settings)
{
  static gboolean done;

  if (!done)
    {
      GtkCssProvider *provider = gtk_css_provider_new ();

      /* Not style.css, which AdwApplication would load by itself: the tests
       * and tools that show the app's pages without the application need
       * the same sheet, loaded the same way. */
      gtk_css_provider_load_from_resource (provider, "/org/guandantutor/GuandanTutor/gt-app.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_unref (provider);
      /* GtkApplication adds the resource's icons to the icon theme; do it
       * here as well for the programs that have no GtkApplication. */
      gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                        "/org/guandantutor/GuandanTutor/icons");
      done = TRUE;
    }
  if (settings != NULL)
    {
      g_signal_connect (settings, "changed::color-scheme", G_CALLBACK (color_scheme_changed_cb), NULL);
      color_scheme_changed_cb (settings, "color-scheme", NULL);
    }
}

/* ---- Windows ------------------------------------------------------------- */

static GtWindow *
get_window (GtApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL || !GT_IS_WINDOW (window))
    {
      for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
        if (GT_IS_WINDOW (l->data))
          return l->data;
      window = GTK_WINDOW (gt_window_new (GTK_APPLICATION (self), self->library,
                                          self->progress, self->settings));
    }
  return GT_WINDOW (window);
}

/* A dialog (a message, the preferences, the shortcuts, About, a file
 * chooser's or the print dialog's fallback) is made transient for a
 * window of the application but is not itself one of the application's
 * windows, so the application's shortcuts did nothing in it: Ctrl+Q
 * while a message was up.  Each window that opens for one of ours joins
 * the application, and goes with its parent. */
static void
window_realize_cb (GtkWindow     *window,
                   GtApplication *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (window);

  if (gtk_window_get_application (window) == NULL && parent != NULL &&
      gtk_window_get_application (parent) == GTK_APPLICATION (self))
    {
      gtk_window_set_destroy_with_parent (window, TRUE);
      gtk_window_set_application (window, GTK_APPLICATION (self));
    }
}

static void
toplevels_changed_cb (GListModel    *toplevels,
                      guint          position,
                      guint          removed,
                      guint          added,
                      GtApplication *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      g_signal_connect_object (window, "realize", G_CALLBACK (window_realize_cb), self, 0);
    }
}

static void
present (GtApplication *self,
         GtWindow      *window)
{
  gtk_window_present (GTK_WINDOW (window));
  if (self->progress_problem != NULL)
    {
      gt_window_show_message (window,
                              self->progress_damaged ? _("Your Progress File Was Damaged")
                                                     : _("Your Progress File Could Not Be Read"),
                              self->progress_problem);
      g_clear_pointer (&self->progress_problem, g_free);
    }
}

static void
gt_application_activate (GApplication *app)
{
  GtApplication *self = GT_APPLICATION (app);

  present (self, get_window (self));
}

static void
open_files (GtApplication *self,
            GFile        **files,
            int            n_files)
{
  GtWindow *window;
  g_autofree char *last = NULL;
  g_autoptr(GPtrArray) remote = g_ptr_array_new_with_free_func (g_free);

  /* The files join the library before a first window is made: that
   * window opens on the page shown last, which may be one of them (a
   * puzzle opened from the file manager again), and must find it. */
  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *path = g_file_get_path (files[i]);

      if (path == NULL)
        {
          g_ptr_array_add (remote, g_file_get_uri (files[i]));
          continue;
        }
      gt_library_add_file (self->library, path);
      g_free (last);
      last = g_steal_pointer (&path);
    }
  window = get_window (self);
  for (guint i = 0; i < remote->len; i++)
    {
      g_autofree char *body = g_strdup_printf (_("“%s” is not a local file."), (const char *) remote->pdata[i]);
      gt_window_show_message (window, _("The File Cannot Be Opened"), body);
    }
  present (self, window);
  if (last != NULL)
    gt_window_show_file (window, last);
}

static void
gt_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  open_files (GT_APPLICATION (app), files, n_files);
}

/* ---- Actions ------------------------------------------------------------- */

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtApplication *self = user_data;

  /* Closing the windows lets each save its size and page. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL;)
    {
      GList *next = l->next;
      gtk_window_close (l->data);
      l = next;
    }
  g_application_quit (G_APPLICATION (self));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtApplication *self = user_data;
  static const char *developers[] = { "The Guandan Tutor authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "modal", TRUE,
                        "application-icon", APP_ID,
                        "application-name", _("Guandan Tutor"),
                        "developer-name", _("The Guandan Tutor authors"),
                        "developers", developers,
                        "version", PACKAGE_VERSION,
                        "comments", _("Learn the card game Guandan (掼蛋) with lessons and puzzles. Every play is checked by a rules engine that explains why it is legal or not."),
                        "copyright", "© 2026 The Guandan Tutor authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: your names, one per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  GtApplication *self = user_data;
  GtkWidget *window = gt_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (window), gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (GTK_WINDOW (window));
}

static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  GtApplication *self = user_data;
  GtkWindow *window = GTK_WINDOW (gt_shortcuts_window_new ());

  gtk_window_set_transient_for (window, gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (window);
}

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  GtApplication   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));
      guint n = g_list_model_get_n_items (files);
      g_autoptr(GPtrArray) array = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (array, g_list_model_get_item (files, i));
      if (array->len > 0)
        open_files (self, (GFile **) array->pdata, (int) array->len);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtApplication *self = user_data;
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  chooser = gtk_file_chooser_native_new (_("Open Lesson or Puzzle"),
                                         gtk_application_get_active_window (GTK_APPLICATION (self)),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), TRUE);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Lessons and Puzzles"));
  gtk_file_filter_add_suffix (filter, "lesson");
  gtk_file_filter_add_suffix (filter, "puzzle");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("All Files"));
  gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);

  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated, NULL, NULL, NULL, { 0 } },
  { "about", about_activated, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated, NULL, NULL, NULL, { 0 } },
  { "shortcuts", shortcuts_activated, NULL, NULL, NULL, { 0 } },
  { "open", open_activated, NULL, NULL, NULL, { 0 } },
};

/* ---- GApplication -------------------------------------------------------- */

static void
gt_application_startup (GApplication *app)
{
  GtApplication *self = GT_APPLICATION (app);
  g_autoptr(GError) error = NULL;
  static const char *const quit_accels[] = { "<Control>q", NULL };
  static const char *const preferences_accels[] = { "<Control>comma", NULL };
  static const char *const shortcuts_accels[] = { "<Control>question", NULL };
  static const char *const open_accels[] = { "<Control>o", NULL };

  G_APPLICATION_CLASS (gt_application_parent_class)->startup (app);

  self->settings = g_settings_new (APP_ID);
  gt_application_init_style (self->settings);

  /* Read in a worker thread: the window's first frame does not wait for
   * the files, and shows its page when they arrive. */
  self->library = gt_library_new_async ();
  self->progress = gt_progress_new (NULL);
  if (!gt_progress_load (self->progress, &error))
    {
      /* Never fatal: the learner goes on with what could be read, and is
       * told once the window is up.  A file that could not be read, or
       * not backed up, is left as it is: gt_progress_save() refuses to
       * write over it, and the window says so once. */
      self->progress_problem = g_strdup (error->message);
      self->progress_damaged = g_error_matches (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
      g_message ("%s", error->message);
    }

  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), self, 0);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.shortcuts", shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.open", open_accels);
}

static void
gt_application_dispose (GObject *object)
{
  GtApplication *self = GT_APPLICATION (object);

  g_clear_object (&self->library);
  g_clear_object (&self->progress);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->progress_problem, g_free);

  G_OBJECT_CLASS (gt_application_parent_class)->dispose (object);
}

static void
gt_application_class_init (GtApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = gt_application_dispose;
  app_class->startup = gt_application_startup;
  app_class->activate = gt_application_activate;
  app_class->open = gt_application_open;
}

static void
gt_application_init (GtApplication *self)
{
}

GtApplication *
gt_application_new (void)
{
  return g_object_new (GT_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/guandantutor/GuandanTutor",
                       NULL);
}

GtLibrary *
gt_application_get_library (GtApplication *self)
{
  g_return_val_if_fail (GT_IS_APPLICATION (self), NULL);
  return self->library;
}

GtProgress *
gt_application_get_progress (GtApplication *self)
{
  g_return_val_if_fail (GT_IS_APPLICATION (self), NULL);
  return self->progress;
}

GSettings *
gt_application_get_settings (GtApplication *self)
{
  g_return_val_if_fail (GT_IS_APPLICATION (self), NULL);
  return self->settings;
}
