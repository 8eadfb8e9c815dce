/* gt-narration-bar.c — the deal's story in words, on the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two labels and a menu button in a horizontal box layout; the history is
 * a list box bound to the string list, in a popover that scrolls past a
 * dozen lines.
 */
#define G_LOG_DOMAIN "gt-narration-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "gt-narration-bar.h"

struct _GtNarrationBar {
  GtkWidget parent_instance;

  GtkStringList *lines;
  GtkWidget *text_box;
  GtkWidget *older;
  GtkWidget *newest;
  GtkWidget *history;
};

G_DEFINE_FINAL_TYPE (GtNarrationBar, gt_narration_bar, GTK_TYPE_WIDGET)

static const char *
line_at (GtNarrationBar *self,
         guint           i)
{
  return gtk_string_list_get_string (self->lines, i);
}

static void
show_last (GtNarrationBar *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->lines));

  gtk_label_set_text (GTK_LABEL (self->newest), n > 0 ? line_at (self, n - 1) : "");
  gtk_label_set_text (GTK_LABEL (self->older), n > 1 ? line_at (self, n - 2) : "");
  gtk_widget_set_visible (self->older, n > 1);
  /* Nothing told yet: no empty band on the table. */
  gtk_widget_set_visible (GTK_WIDGET (self), n > 0);
}

static GtkWidget *
history_row (gpointer item,
             gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  return label;
}

static GtkWidget *
history_popover (GtNarrationBar *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_("This Deal So Far"));
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_bind_model (GTK_LIST_BOX (list), G_LIST_MODEL (self->lines), history_row, NULL, NULL);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  return popover;
}

static void
gt_narration_bar_dispose (GObject *object)
{
  GtNarrationBar *self = GT_NARRATION_BAR (object);

  g_clear_pointer (&self->text_box, gtk_widget_unparent);
  g_clear_pointer (&self->history, gtk_widget_unparent);
  g_clear_object (&self->lines);
  G_OBJECT_CLASS (gt_narration_bar_parent_class)->dispose (object);
}

static void
gt_narration_bar_class_init (GtNarrationBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_narration_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "narration");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gt_narration_bar_init (GtNarrationBar *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->lines = gtk_string_list_new (NULL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (widget)), 6);

  self->text_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (self->text_box, TRUE);
  gtk_widget_set_valign (self->text_box, GTK_ALIGN_CENTER);
  self->older = gtk_label_new (NULL);
  self->newest = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->older, "older");
  gtk_widget_add_css_class (self->newest, "newest");
  gtk_widget_set_name (self->newest, "narration_newest");
  for (GtkWidget *l = self->older; l != NULL; l = l == self->older ? self->newest : NULL)
    {
      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (self->text_box), l);
    }
  gtk_widget_set_parent (self->text_box, widget);

  self->history = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->history), "document-open-recent-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->history), history_popover (self));
  gtk_widget_set_valign (self->history, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->history, "flat");
  gtk_widget_add_css_class (self->history, "circular");
  gtk_widget_set_tooltip_text (self->history, _("This Deal So Far"));
  /* A click on it leaves the keys with the hand. */
  gtk_widget_set_focus_on_click (self->history, FALSE);
  gtk_widget_set_parent (self->history, widget);
  show_last (self);
}

GtkWidget *
gt_narration_bar_new (void)
{
  return g_object_new (GT_TYPE_NARRATION_BAR, NULL);
}

void
gt_narration_bar_clear (GtNarrationBar *self)
{
  g_return_if_fail (GT_IS_NARRATION_BAR (self));
  gtk_string_list_splice (self->lines, 0, g_list_model_get_n_items (G_LIST_MODEL (self->lines)), NULL);
  show_last (self);
}

void
gt_narration_bar_add (GtNarrationBar *self,
                      const char     *line)
{
  g_return_if_fail (GT_IS_NARRATION_BAR (self));
  g_return_if_fail (line != NULL);
  gtk_string_list_append (self->lines, line);
  show_last (self);
}

GListModel *
gt_narration_bar_get_lines (GtNarrationBar *self)
{
  g_return_val_if_fail (GT_IS_NARRATION_BAR (self), NULL);
  return G_LIST_MODEL (self->lines);
}

const char *
gt_narration_bar_get_newest (GtNarrationBar *self)
{
  guint n;

  g_return_val_if_fail (GT_IS_NARRATION_BAR (self), NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->lines));
  return n > 0 ? line_at (self, n - 1) : NULL;
}
