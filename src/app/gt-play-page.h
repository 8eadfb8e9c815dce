/* gt-play-page.h — a whole game of Guandan against computer players
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view of a GtPlayModel (src/content/gt-play-model.h): the table with
 * the learner's hand, the tutor's questions, the verdict line, the buttons
 * and the review after each deal.  Actions (installed on the page): play.play,
 * play.pass, play.undo, play.new-game, play.next-deal, play.review,
 * play.play-anyway, play.take-back, and the stateful play.opponents,
 * play.partner ("heuristic", "strong") and play.tutor ("off", "proofs",
 * "principles").
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-play-model.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

#define GT_TYPE_PLAY_PAGE (gt_play_page_get_type ())
G_DECLARE_FINAL_TYPE (GtPlayPage, gt_play_page, GT, PLAY_PAGE, GtkWidget)

GtkWidget   *gt_play_page_new            (void);
GtPlayModel *gt_play_page_get_model      (GtPlayPage *self);
GtTableView *gt_play_page_get_table      (GtPlayPage *self);
/* A new game from seed (the page starts one of its own when first shown). */
void         gt_play_page_start          (GtPlayPage *self,
                                          guint32     seed);
void         gt_play_page_set_four_colour (GtPlayPage *self,
                                          gboolean    four_colour);

G_END_DECLS
