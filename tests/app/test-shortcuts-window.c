/* test-shortcuts-window.c — the shortcuts window reads as a keyboard does
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 15: "the shortcuts window shows key symbols, not Page_Down".  The
 * caps' words, the accelerators of the window's own file (a typing error
 * there would warn, and warnings are fatal here), no key name with an
 * underscore on any cap, and the window's width at a phone's 360 px.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gt-keycaps.h"
#include "gt-shortcuts-window.h"

static void
test_key_labels (void)
{
  static const struct {
    guint keyval;
    const char *label;
  } cases[] = {
    { GDK_KEY_Page_Down, "Page Down" },
    { GDK_KEY_Page_Up, "Page Up" },
    { GDK_KEY_Return, "Enter" },
    { GDK_KEY_Escape, "Esc" },
    { GDK_KEY_space, "Space" },
    { GDK_KEY_BackSpace, "Backspace" },
    { GDK_KEY_Left, "←" },
    { GDK_KEY_Right, "→" },
    { GDK_KEY_p, "P" },
    { GDK_KEY_comma, "," },
    { GDK_KEY_question, "?" },
    { GDK_KEY_1, "1" },
    { GDK_KEY_F5, "F5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = gt_keycaps_key_label (cases[i].keyval);

      g_assert_cmpstr (label, ==, cases[i].label);
    }
}

static void
test_describe (void)
{
  static const struct {
    const char *keys;
    const char *text;
  } cases[] = {
    { "<Control>p", "Ctrl + P" },
    { "<Alt>Left", "Alt + ←" },
    { "<Control>question", "Ctrl + ?" },
    { "Page_Down Right space Return", "Page Down / → / Space / Enter" },
    { "1 2 3 4", "1 / 2 / 3 / 4" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = gt_keycaps_describe (cases[i].keys);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_caps_widget (void)
{
  GtkWidget *caps = g_object_ref_sink (gt_keycaps_new ("<Control>z"));
  guint n = 0;

  /* Ctrl, "+", Z: caps the theme draws as caps (children of "shortcut"). */
  for (GtkWidget *c = gtk_widget_get_first_child (caps); c != NULL; c = gtk_widget_get_next_sibling (c))
    n++;
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (gtk_widget_get_css_name (caps), ==, "shortcut");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (caps))), ==, "Z");
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_last_child (caps), "keycap"));

  /* Set again: the caps are made anew, not added to. */
  gt_keycaps_set_keys (GT_KEYCAPS (caps), "Escape");
  g_assert_true (gtk_widget_get_first_child (caps) == gtk_widget_get_last_child (caps));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (caps))), ==, "Esc");
  g_assert_cmpstr (gt_keycaps_get_keys (GT_KEYCAPS (caps)), ==, "Escape");

  g_assert_finalize_object (caps);
}

static void
collect_caps (GtkWidget *w,
              GPtrArray *out)
{
  if (GT_IS_KEYCAPS (w))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_caps (c, out);
}

static void
test_window (void)
{
  GtkWidget *window = gt_shortcuts_window_new ();
  g_autoptr(GPtrArray) caps = g_ptr_array_new ();
  gboolean page_down = FALSE;
  int min = 0, nat = 0;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  collect_caps (window, caps);

  /* Every shortcut of both pages, each with at least one cap. */
  g_assert_cmpuint (caps->len, >=, 27);
  for (guint i = 0; i < caps->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (caps, i);

      g_assert_nonnull (gtk_widget_get_first_child (row));
      for (GtkWidget *c = gtk_widget_get_first_child (row); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          const char *text = gtk_label_get_text (GTK_LABEL (c));

          g_assert_null (strchr (text, '_'));
          if (g_str_equal (text, "Page Down"))
            page_down = TRUE;
        }
    }
  g_assert_true (page_down);

  /* Both pages, by the names the app and the screenshots ask for. */
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (window), "presentation");
  g_assert_cmpstr (adw_preferences_window_get_visible_page_name (ADW_PREFERENCES_WINDOW (window)), ==, "presentation");
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (window), "shortcuts");
  g_assert_cmpstr (adw_preferences_window_get_visible_page_name (ADW_PREFERENCES_WINDOW (window)), ==, "shortcuts");

  /* A phone's width: rows with four caps still fit (the window's child,
   * as test-min-width measures the main window: without the shadow). */
  gtk_widget_measure (gtk_window_get_child (GTK_WINDOW (window)), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/keycaps/key-labels", test_key_labels);
  g_test_add_func ("/keycaps/describe", test_describe);
  g_test_add_func ("/keycaps/widget", test_caps_widget);
  g_test_add_func ("/shortcuts-window/window", test_window);
  return g_test_run ();
}
