/* gt-sidebar-link.h — a place the sidebar leads to that is not a lesson
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sidebar lists the library's lessons (GtLessonItem) and, beside them,
 * these: a game's puzzle list for one goal, the review list, a drill, the
 * Play page, the rules and the comparison.  Each is the page it opens (a
 * name gt_window_show_page() takes), its title and tooltip, and where it
 * sits: its section (Puzzles, Play, Reference), the game it belongs to
 * (NULL: none), under whose heading it is listed, and a group under that
 * ("Drills"; NULL: none).
 */
#pragma once

#include <gio/gio.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

#define GT_TYPE_SIDEBAR_LINK (gt_sidebar_link_get_type ())
G_DECLARE_FINAL_TYPE (GtSidebarLink, gt_sidebar_link, GT, SIDEBAR_LINK, GObject)

GtSidebarLink   *gt_sidebar_link_new         (const char      *page,
                                              const char      *section,
                                              const GtRuleset *game,
                                              const char      *group,
                                              const char      *title,
                                              const char      *tooltip);
const char      *gt_sidebar_link_get_page    (GtSidebarLink   *self);
const char      *gt_sidebar_link_get_section (GtSidebarLink   *self);
const GtRuleset *gt_sidebar_link_get_game    (GtSidebarLink   *self);
const char      *gt_sidebar_link_get_group   (GtSidebarLink   *self);
const char      *gt_sidebar_link_get_title   (GtSidebarLink   *self);
const char      *gt_sidebar_link_get_tooltip (GtSidebarLink   *self);

G_END_DECLS
