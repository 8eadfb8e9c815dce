/* gt-sidebar-link.c — a place the sidebar leads to that is not a lesson
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-sidebar-link"

#include "config.h"

#include "gt-sidebar-link.h"

struct _GtSidebarLink {
  GObject parent_instance;

  char *page;
  char *section;
  const GtRuleset *game;
  char *group;
  char *title;
  char *tooltip;
};

G_DEFINE_FINAL_TYPE (GtSidebarLink, gt_sidebar_link, G_TYPE_OBJECT)

static void
gt_sidebar_link_finalize (GObject *object)
{
  GtSidebarLink *self = GT_SIDEBAR_LINK (object);

  g_free (self->page);
  g_free (self->section);
  g_free (self->group);
  g_free (self->title);
  g_free (self->tooltip);
  G_OBJECT_CLASS (gt_sidebar_link_parent_class)->finalize (object);
}

static void
gt_sidebar_link_class_init (GtSidebarLinkClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gt_sidebar_link_finalize;
}

static void
gt_sidebar_link_init (GtSidebarLink *self)
{
}

GtSidebarLink *
gt_sidebar_link_new (const char      *page,
                     const char      *section,
                     const GtRuleset *game,
                     const char      *group,
                     const char      *title,
                     const char      *tooltip)
{
  GtSidebarLink *self = g_object_new (GT_TYPE_SIDEBAR_LINK, NULL);

  self->page = g_strdup (page);
  self->section = g_strdup (section);
  self->game = game;
  self->group = g_strdup (group);
  self->title = g_strdup (title);
  self->tooltip = g_strdup (tooltip);
  return self;
}

const char *
gt_sidebar_link_get_page (GtSidebarLink *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_LINK (self), NULL);
  return self->page;
}

const char *
gt_sidebar_link_get_section (GtSidebarLink *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_LINK (self), NULL);
  return self->section;
}

const GtRuleset *
gt_sidebar_link_get_game (GtSidebarLink *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_LINK (self), NULL);
  return self->game;
}

const char *
gt_sidebar_link_get_group (GtSidebarLink *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_LINK (self), NULL);
  return self->group;
}

const char *
gt_sidebar_link_get_title (GtSidebarLink *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_LINK (self), NULL);
  return self->title;
}

const char *
gt_sidebar_link_get_tooltip (GtSidebarLink *self)
{
  g_return_val_if_fail (GT_IS_SIDEBAR_LINK (self), NULL);
  return self->tooltip;
}
