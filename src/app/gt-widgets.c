/* gt-widgets.c — the widgets' style sheet
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-widgets"

#include "config.h"

#include "gt-widgets.h"
#include "gt-widgets-resources.h"

void
gt_widgets_add_style (const char *resource_path)
{
  static GMutex lock;
  static GHashTable *loaded;
  GdkDisplay *display = gdk_display_get_default ();
  gboolean fresh;

  g_mutex_lock (&lock);
  if (loaded == NULL)
    loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  fresh = display != NULL && g_hash_table_add (loaded, g_strdup (resource_path));
  g_mutex_unlock (&lock);

  if (fresh)
    {
      GtkCssProvider *provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (provider, resource_path);
      gtk_style_context_add_provider_for_display (display,
                                                  GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1);
      g_object_unref (provider);
    }
}

void
gt_widgets_init (void)
{
  /* Taking the resource's address keeps its object file in the link: the
   * widgets are a static library and nothing else refers to it, and its
   * constructor is what registers the resource. */
  g_assert (gt_widgets_get_resource () != NULL);
  gt_widgets_add_style ("/org/guandantutor/GuandanTutor/widgets/gt-widgets.css");
}

void
gt_widgets_pass_four_colour (GtkWidget *parent,
                             gboolean   four_colour)
{
  for (GtkWidget *c = gtk_widget_get_first_child (parent); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (c), "four-colour");

      /* By property, not by type: the texts with cards and the pages are
       * not in this library, and anything that shows cards says so the
       * same way. */
      if (pspec != NULL && pspec->value_type == G_TYPE_BOOLEAN)
        g_object_set (c, "four-colour", four_colour, NULL);
      else
        gt_widgets_pass_four_colour (c, four_colour);
    }
}

char *
gt_widgets_stars_text (guint stars)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < 3; i++)
    g_string_append (s, i < stars ? "★" : "☆");
  return g_string_free (s, FALSE);
}

void
gt_widgets_measure_natural (GtkWidget *widget,
                            int       *width,
                            int       *height)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, width, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, *width, &min, height, NULL, NULL);
}

void
gt_widgets_allocate_child (GtkWidget *child,
                           int        x,
                           int        y,
                           int        w,
                           int        h)
{
  GtkAllocation a = { x, y, w, h };
  int min, nat;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, &min, &nat, NULL, NULL);
  gtk_widget_set_child_visible (child, w > 0 && h > 0);
  if (w > 0 && h > 0)
    gtk_widget_size_allocate (child, &a, -1);
}
