/* gt-test-shot.c — a widget as it is drawn, saved as a PNG
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-test-shot.h"

static void
spin_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2 * 1000);
}

gboolean
gt_test_shot_save (GtkWidget   *widget,
                   const char  *file,
                   GError     **error)
{
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  GdkPaintable *paintable;
  GskRenderNode *node = NULL;
  GdkTexture *texture;
  gboolean ok;

  if (w <= 0 || h <= 0 || gtk_widget_get_native (widget) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: the widget is not shown", file);
      return FALSE;
    }
  paintable = gtk_widget_paintable_new (widget);
  for (guint attempt = 0; node == NULL && attempt < 50; attempt++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node == NULL)
        spin_ms (100);
    }
  g_object_unref (paintable);
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: nothing was drawn", file);
      return FALSE;
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  ok = gdk_texture_save_to_png (texture, file);
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not write %s", file);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  return ok;
}
