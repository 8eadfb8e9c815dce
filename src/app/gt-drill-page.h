/* gt-drill-page.h — a drill: six small exercises on one idea, with stars
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view of the content layer's GtDrillModel.  The learner answers each
 * exercise with cards from the hand; a wrong answer gets the engine's
 * words, the right one goes on, and the end of the set shows its stars.
 *
 * Signals:
 *   finished (guint kind, guint stars)   a set was finished; the window
 *                                        records the stars
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-drill-model.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

#define GT_TYPE_DRILL_PAGE (gt_drill_page_get_type ())
G_DECLARE_FINAL_TYPE (GtDrillPage, gt_drill_page, GT, DRILL_PAGE, GtkWidget)

GtkWidget    *gt_drill_page_new         (void);
GtDrillModel *gt_drill_page_get_model   (GtDrillPage *self);
GtTableView  *gt_drill_page_get_table   (GtDrillPage *self);
/* A new set of drill (any game's) with fresh cards (seed 0: a random
 * one). */
void          gt_drill_page_start       (GtDrillPage   *self,
                                         const GtDrill *drill,
                                         guint32        seed);
void          gt_drill_page_set_four_colour (GtDrillPage *self,
                                             gboolean     four_colour);

G_END_DECLS
