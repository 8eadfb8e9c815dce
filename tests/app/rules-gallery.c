/* rules-gallery.c — the rules reference in a window, to look at
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   rules-gallery [--dark] [--width W] [--height H] [--language LANG]
 *                 [--game GAME] [--search TEXT] [--show RULE]
 *                 [--screenshot FILE.png]
 *
 * The page under a header bar, as the window will host it.  --language sets
 * LANGUAGE before gettext starts (the translations are read from the build
 * directory's po/, so build first).  --show shows a rule as a verdict's link
 * does; the screenshot is taken while it flashes.  With --screenshot the
 * window is rendered to a PNG once it has been laid out, and the program
 * exits.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>

#include "gt-rules-page.h"
#include "gt-test-support.h"

static char *screenshot_file;
static gboolean dark;
static int window_width = 1000;
static int window_height = 800;
static char *language;
static char *game;
static char *search;
static char *show;
static GMainLoop *loop;
static int exit_status;

static const GOptionEntry options[] = {
  { "screenshot", 0, 0, G_OPTION_ARG_FILENAME, &screenshot_file, "Render the window to FILE and exit", "FILE" },
  { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
  { "width", 0, 0, G_OPTION_ARG_INT, &window_width, "Window width", "W" },
  { "height", 0, 0, G_OPTION_ARG_INT, &window_height, "Window height", "H" },
  { "language", 0, 0, G_OPTION_ARG_STRING, &language, "Language (ja, zh_CN …)", "LANG" },
  { "game", 0, 0, G_OPTION_ARG_STRING, &game, "Game (guandan, gandengyan, baohuang, dabaifen)", "GAME" },
  { "search", 0, 0, G_OPTION_ARG_STRING, &search, "Search for TEXT", "TEXT" },
  { "show", 0, 0, G_OPTION_ARG_STRING, &show, "Show (scroll to and flash) a rule", "ID" },
  { NULL }
};

static gboolean
take_screenshot (gpointer data)
{
  GtkWidget *window = data;
  g_autoptr(GError) error = NULL;

  if (!gt_test_shot_save (window, screenshot_file, &error))
    {
      g_printerr ("%s\n", error->message);
      exit_status = 1;
    }
  else
    g_print ("%s: %d×%d\n", screenshot_file, gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static gboolean
show_rule (gpointer data)
{
  if (!gt_rules_page_show_rule (GT_RULES_PAGE (data), show))
    {
      g_printerr ("no rule %s\n", show);
      exit_status = 1;
    }
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  GOptionContext *context = g_option_context_new (NULL);
  GError *error = NULL;
  GtkWidget *window, *box, *header, *page;

  /* The locale first: the options are read in its character set (a search
   * in Chinese), and gettext reads LANGUAGE only under a locale other than
   * plain C.  LANGUAGE itself is read at each look-up, so --language may
   * set it after. */
  if (g_strcmp0 (setlocale (LC_ALL, ""), "C") == 0)
    setlocale (LC_ALL, "C.UTF-8");

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  g_option_context_free (context);

  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  bindtextdomain (GETTEXT_PACKAGE, GT_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_disable_setlocale ();
  gtk_init ();
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);

  loop = g_main_loop_new (NULL, FALSE);
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "Guandan Tutor — rules reference");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new ("Rules", NULL));
  gtk_box_append (GTK_BOX (box), header);
  page = gt_rules_page_new ();
  gtk_widget_set_vexpand (page, TRUE);
  if (game != NULL)
    gt_rules_page_set_game (GT_RULES_PAGE (page), game);
  if (search != NULL)
    gt_rules_page_set_search_text (GT_RULES_PAGE (page), search);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), window_width, window_height);

  if (show != NULL)
    g_timeout_add (300, show_rule, page);

  if (screenshot_file != NULL)
    g_timeout_add (show != NULL ? 1000 : 700, take_screenshot, window);
  else
    g_signal_connect_swapped (window, "destroy", G_CALLBACK (g_main_loop_quit), loop);

  gtk_window_present (GTK_WINDOW (window));
  g_main_loop_run (loop);

  if (screenshot_file != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  g_main_loop_unref (loop);
  return exit_status;
}
