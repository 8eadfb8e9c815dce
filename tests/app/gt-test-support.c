/* gt-test-support.c — what the app's tests and screenshot programs share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gt-test-support.h"

static void
spin_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2 * 1000);
}

GdkTexture *
gt_test_shot (GtkWidget  *widget,
              GError    **error)
{
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  GdkPaintable *paintable;
  GskRenderNode *node = NULL;
  GdkTexture *texture;

  if (w <= 0 || h <= 0 || gtk_widget_get_native (widget) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the widget is not shown");
      return NULL;
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
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "nothing was drawn");
      return NULL;
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  return texture;
}

gboolean
gt_test_shot_save (GtkWidget   *widget,
                   const char  *file,
                   GError     **error)
{
  GError *local = NULL;
  GdkTexture *texture = gt_test_shot (widget, &local);
  gboolean ok;

  if (texture == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", file, local->message);
      g_error_free (local);
      return FALSE;
    }
  ok = gdk_texture_save_to_png (texture, file);
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not write %s", file);
  g_object_unref (texture);
  return ok;
}

static gboolean
trigger_matches (GtkShortcutTrigger *trigger,
                 guint               keyval,
                 GdkModifierType     modifiers)
{
  if (GTK_IS_KEYVAL_TRIGGER (trigger))
    return gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
           gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers;
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_matches (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)),
                            keyval, modifiers) ||
           trigger_matches (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)),
                            keyval, modifiers);
  return FALSE;
}

gboolean
gt_test_run_shortcuts (GtkWidget           *widget,
                       GtkPropagationPhase  phase,
                       guint                keyval,
                       GdkModifierType      modifiers)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      GtkEventController *controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
          (phase == GTK_PHASE_NONE ||
           gtk_event_controller_get_propagation_phase (controller) == phase))
        for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; k++)
          {
            GtkShortcut *shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);

            if (trigger_matches (gtk_shortcut_get_trigger (shortcut), keyval, modifiers))
              handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                      GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                                      gtk_shortcut_get_arguments (shortcut));
            g_object_unref (shortcut);
          }
      g_object_unref (controller);
    }
  g_object_unref (controllers);
  return handled;
}

gboolean
gt_test_press_key (GtkWidget       *widget,
                   guint            keyval,
                   GdkModifierType  modifiers)
{
  return gt_test_run_shortcuts (widget, GTK_PHASE_NONE, keyval, modifiers);
}

static void
clicked_cb (GtkButton *button,
            gboolean  *clicked)
{
  *clicked = TRUE;
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
gt_test_send_key (GtkWindow       *window,
                  guint            keyval,
                  GdkModifierType  modifiers)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr (GPtrArray) path = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GtkWidget) button = NULL;
  gboolean handled = FALSE, clicked = FALSE;
  gulong id = 0;

  for (GtkWidget *w = focus != NULL ? focus : GTK_WIDGET (window); w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (path, g_object_ref (w));
  if (focus != NULL && GTK_IS_BUTTON (focus))
    {
      button = g_object_ref (focus);
      id = g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), &clicked);
    }
  for (guint i = path->len; i > 0 && !handled; i--)
    handled = gt_test_run_shortcuts (g_ptr_array_index (path, i - 1), GTK_PHASE_CAPTURE, keyval, modifiers);
  if (!handled)
    handled = gt_test_run_shortcuts (g_ptr_array_index (path, 0), GTK_PHASE_TARGET, keyval, modifiers);
  for (guint i = 0; i < path->len && !handled; i++)
    handled = gt_test_run_shortcuts (g_ptr_array_index (path, i), GTK_PHASE_BUBBLE, keyval, modifiers);
  if (button != NULL)
    {
      gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
      guint tick = g_timeout_add (20, tick_cb, NULL);

      if (handled && (keyval == GDK_KEY_space || keyval == GDK_KEY_Return))
        while (!clicked && g_get_monotonic_time () < end)
          g_main_context_iteration (NULL, TRUE);
      g_source_remove (tick);
      g_signal_handler_disconnect (button, id);
    }
  return handled;
}

GtkWidget *
gt_test_find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (tops); i > 0; i--)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i - 1);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WIDGET (w);
    }
  return NULL;
}

guint
gt_test_slowdown (void)
{
  const char *slowdown = g_getenv ("GT_TEST_SLOWDOWN");
  guint64 factor = slowdown != NULL ? g_ascii_strtoull (slowdown, NULL, 10) : 1;

  return (guint) CLAMP (factor, 1, 20);
}

void
gt_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          gt_test_remove_tree (child);
        }
      g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_remove (path);
}

GtkWidget *
gt_test_find_by_name (GtkWidget  *root,
                      const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = gt_test_find_by_name (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
gt_test_find_readings (GtkWidget *root)
{
  /* By the widgets' type names, so that the widget tests need not link
   * the pages. */
  GtkWidget *popover = gt_test_find_by_name (root, "GtReadingsPopover");

  return popover != NULL ? gt_test_find_by_name (popover, "GtkListBox") : NULL;
}

GtkWidget *
gt_test_find_widget (GtkWidget        *root,
                     GtTestWidgetFunc  func,
                     gpointer          data)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (func (c, data))
        return c;
      if ((found = gt_test_find_widget (c, func, data)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Blocks in the main context between events rather than spinning: the
 * frame clock wakes it for every frame, and the tests share few cores. */
void
gt_test_run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms * gt_test_slowdown (), set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

void
gt_test_run_frames (void)
{
  gt_test_run_for (150);
}

void
gt_test_run_frames_drawn (GtkWidget *window)
{
  gt_test_run_for (300);
  gtk_test_widget_wait_for_draw (window);
}

gboolean
gt_test_wait_for (GtTestCheckFunc check,
                  gpointer        data,
                  guint           timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * gt_test_slowdown () * G_TIME_SPAN_MILLISECOND;

  while (!check (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

GtkWidget *
gt_test_next_in_tree (GtkWidget *root,
                      GtkWidget *w)
{
  if (gtk_widget_get_first_child (w) != NULL)
    return gtk_widget_get_first_child (w);
  while (w != root && gtk_widget_get_next_sibling (w) == NULL)
    w = gtk_widget_get_parent (w);
  return w == root ? NULL : gtk_widget_get_next_sibling (w);
}

GtkWidget *
gt_test_find_by_type (GtkWidget *root,
                      GType      type,
                      gboolean   drawn)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gt_test_next_in_tree (root, w))
    if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && (!drawn || gtk_widget_is_drawable (w)))
      return w;
  return NULL;
}

static void
add_with_class (GtkWidget  *parent,
                const char *css_class,
                GPtrArray  *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (parent); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, css_class))
      g_ptr_array_add (found, child);
    else
      add_with_class (child, css_class, found);
}

GPtrArray *
gt_test_find_with_class (GtkWidget  *parent,
                         const char *css_class)
{
  GPtrArray *found = g_ptr_array_new ();

  add_with_class (parent, css_class, found);
  return found;
}

char *
gt_test_progress_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "guandan-tutor", "progress.ini", NULL);
}

void
gt_test_wait_puzzle (GtPuzzleModel *model)
{
  gint64 end = g_get_monotonic_time () + (gint64) 30 * gt_test_slowdown () * G_USEC_PER_SEC;

  while (gt_puzzle_model_get_busy (model) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  gt_test_run_frames ();
  g_assert_false (gt_puzzle_model_get_busy (model));
}
