/* gt-sidebar-row.c — one row of the sidebar
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-sidebar-row"

#include "config.h"

#include "gt-sidebar-row.h"

#include <glib/gi18n.h>

struct _GtSidebarRow {
  GtkListBoxRow parent_instance;

  char *page;
  char *section;
  char *heading;
  char *group;
  char *title;
  guint number;
  GtkWidget *tag;            /* NULL unless optional */
  GtkWidget *suffix;
  GtkWidget *icon;
};

G_DEFINE_FINAL_TYPE (GtSidebarRow, gt_sidebar_row, GTK_TYPE_LIST_BOX_ROW)

static void
gt_sidebar_row_finalize (GObject *object)
{
  GtSidebarRow *self = GT_SIDEBAR_ROW (object);

  g_free (self->page);
  g_free (self->section);
  g_free (self->heading);
  g_free (self->group);
  g_free (self->title);
  G_OBJECT_CLASS (gt_sidebar_row_parent_class)->finalize (object);
}

static void
gt_sidebar_row_class_init (GtSidebarRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gt_sidebar_row_finalize;
}

static void
gt_sidebar_row_init (GtSidebarRow *self)
{
}

GtkWidget *
gt_sidebar_row_new (const char *page,
                    const char *section,
                    const char *heading,
                    const char *group,
                    guint       number,
                    const char *title,
                    const char *tooltip,
                    gboolean    optional)
{
  GtSidebarRow *self = g_object_new (GT_TYPE_SIDEBAR_ROW, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (title);

  self->page = g_strdup (page);
  self->section = g_strdup (section);
  self->heading = g_strdup (heading);
  self->group = g_strdup (group);
  self->title = g_strdup (title);
  self->number = number;

  if (number > 0)
    {
      g_autofree char *text = g_strdup_printf ("%u", number);
      GtkWidget *n = gtk_label_new (text);

      gtk_widget_add_css_class (n, "dim-label");
      gtk_widget_add_css_class (n, "numeric");
      gtk_widget_add_css_class (n, "lesson-number");
      gtk_label_set_xalign (GTK_LABEL (n), 1);
      gtk_box_append (GTK_BOX (box), n);
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);

  /* An optional lesson (house rules) says so beside its title: the course
   * is complete without it. */
  if (optional)
    {
      self->tag = gtk_label_new (C_("lesson", "Optional"));
      gtk_widget_add_css_class (self->tag, "dim-label");
      gtk_widget_add_css_class (self->tag, "caption");
      gtk_box_append (GTK_BOX (box), self->tag);
    }

  self->suffix = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->suffix, "dim-label");
  gtk_widget_add_css_class (self->suffix, "numeric");
  gtk_widget_add_css_class (self->suffix, "caption");
  gtk_widget_set_visible (self->suffix, FALSE);
  gtk_box_append (GTK_BOX (box), self->suffix);
  self->icon = gtk_image_new ();
  gtk_widget_set_visible (self->icon, FALSE);
  gtk_box_append (GTK_BOX (box), self->icon);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), box);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  gt_sidebar_row_set_status (self, NULL, NULL, FALSE, NULL);
  return GTK_WIDGET (self);
}

const char *
gt_sidebar_row_get_page (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return self->page;
}

const char *
gt_sidebar_row_get_section (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return self->section;
}

const char *
gt_sidebar_row_get_heading (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return self->heading;
}

const char *
gt_sidebar_row_get_group (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return self->group;
}

guint
gt_sidebar_row_get_number (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), 0);
  return self->number;
}

const char *
gt_sidebar_row_get_title (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return self->title;
}

const char *
gt_sidebar_row_get_tag (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return self->tag != NULL ? gtk_label_get_text (GTK_LABEL (self->tag)) : NULL;
}

const char *
gt_sidebar_row_get_suffix (GtSidebarRow *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_ROW (self), NULL);
  return gtk_widget_get_visible (self->suffix) ? gtk_label_get_text (GTK_LABEL (self->suffix)) : NULL;
}

void
gt_sidebar_row_set_status (GtSidebarRow *self,
                           const char   *suffix,
                           const char   *icon_name,
                           gboolean      stars,
                           const char   *status)
{
  g_autoptr(GString) name = NULL;

  g_return_if_fail (GT_IS_SIDEBAR_ROW (self));

  gtk_label_set_text (GTK_LABEL (self->suffix), suffix != NULL ? suffix : "");
  gtk_widget_set_visible (self->suffix, suffix != NULL);
  if (stars)
    gtk_widget_add_css_class (self->suffix, "lesson-stars");
  else
    gtk_widget_remove_css_class (self->suffix, "lesson-stars");
  gtk_widget_set_visible (self->icon, icon_name != NULL);
  if (icon_name != NULL)
    gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), icon_name);

  /* Read as one: "Straights, Optional, 3 of 8 steps done". */
  name = g_string_new (self->title);
  if (self->tag != NULL)
    g_string_append_printf (name, ", %s", gtk_label_get_text (GTK_LABEL (self->tag)));
  if (status != NULL)
    g_string_append_printf (name, ", %s", status);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
}
