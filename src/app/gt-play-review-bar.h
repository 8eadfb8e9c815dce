/* gt-play-review-bar.h — the review of a deal (or a game) stepped on the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Play page's bar under the table while a review is open: where the
 * review is ("Step 12 of 143"), the toggle between the last deal and the
 * whole game, Done and the steps (first, previous, next, last, the first
 * critical mistake).  It holds the GtReviewModel the GtPlayModel made and
 * shows its step on the page's table and narration bar: the position,
 * every hand face up, the plays in front of the seats, the decision's
 * play lifted and the tutor's better one marked.
 *
 * Actions (installed on the bar): review.close, review.first,
 * review.previous, review.next, review.last, review.critical.  The
 * property "review" (read-only) is the review on the table, NULL when
 * none is open; the bar is visible exactly while it is set.  The signal
 * "step-shown" (const char *words, gboolean at_decision) gives the line
 * for under the table after each step: the decision's rating and the
 * tutor's words, or the tally of the learner's decisions.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-narration-bar.h"
#include "gt-play-model.h"
#include "gt-table-view.h"

G_BEGIN_DECLS

#define GT_TYPE_PLAY_REVIEW_BAR (gt_play_review_bar_get_type ())
G_DECLARE_FINAL_TYPE (GtPlayReviewBar, gt_play_review_bar, GT, PLAY_REVIEW_BAR, GtkWidget)

/* Where the bar shows its steps: the model its reviews come from, the
 * table and the narration bar on it.  Called once, before any review. */
void           gt_play_review_bar_attach        (GtPlayReviewBar *self,
                                                 GtPlayModel     *model,
                                                 GtTableView     *table,
                                                 GtNarrationBar  *narration);
/* Opens the review of the last deal (or the whole game, as toggled) at
 * its first step; with no game to step (a deal kept from an earlier
 * session), lists the learner's plays of it in a dialog instead. */
void           gt_play_review_bar_open          (GtPlayReviewBar *self);
/* Closes the review (nothing when none is open). */
void           gt_play_review_bar_close         (GtPlayReviewBar *self);
/* The learner's next (or previous) decision. */
void           gt_play_review_bar_step_decision (GtPlayReviewBar *self,
                                                 gboolean         forward);
GtReviewModel *gt_play_review_bar_get_review    (GtPlayReviewBar *self);

G_END_DECLS
