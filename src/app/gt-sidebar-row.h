/* gt-sidebar-row.h — one row of the sidebar
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row leads to a page (a name gt_window_show_page() takes): an optional
 * number (a course lesson's), the title, an "Optional" tag, and at the end
 * the progress (a count, stars or an icon), said in words to a screen
 * reader with the title.  It knows where it sits, for the sidebar's
 * headings: its section ("Learn"), the heading within it (a game's name)
 * and the group under that (a chapter), each NULL when there is none.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GT_TYPE_SIDEBAR_ROW (gt_sidebar_row_get_type ())
G_DECLARE_FINAL_TYPE (GtSidebarRow, gt_sidebar_row, GT, SIDEBAR_ROW, GtkListBoxRow)

GtkWidget  *gt_sidebar_row_new         (const char   *page,
                                        const char   *section,
                                        const char   *heading,
                                        const char   *group,
                                        guint         number,
                                        const char   *title,
                                        const char   *tooltip,
                                        gboolean      optional);
const char *gt_sidebar_row_get_page    (GtSidebarRow *self);
const char *gt_sidebar_row_get_section (GtSidebarRow *self);
const char *gt_sidebar_row_get_heading (GtSidebarRow *self);
const char *gt_sidebar_row_get_group   (GtSidebarRow *self);
/* The number shown before the title, 0 for none. */
guint       gt_sidebar_row_get_number  (GtSidebarRow *self);
const char *gt_sidebar_row_get_title   (GtSidebarRow *self);
/* "Optional" for an optional lesson, else NULL. */
const char *gt_sidebar_row_get_tag     (GtSidebarRow *self);
/* The text at the end ("3/8", stars), NULL when none shows. */
const char *gt_sidebar_row_get_suffix  (GtSidebarRow *self);

/* The progress: suffix text and icon (either may be NULL), stars (gold),
 * and status, the same in words for a screen reader (NULL: none). */
void        gt_sidebar_row_set_status  (GtSidebarRow *self,
                                        const char   *suffix,
                                        const char   *icon_name,
                                        gboolean      stars,
                                        const char   *status);

G_END_DECLS
