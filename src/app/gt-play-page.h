/* gt-play-page.h — a whole game of any game against computer players
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view of a GtPlayModel (src/content/gt-play-model.h): the table with
 * the learner's hand, the tutor's questions, the verdict line, the buttons
 * and the review after each deal.  Actions (installed on the page): play.play,
 * play.pass, play.undo, play.new-game, play.next-deal, play.review,
 * play.play-anyway, play.take-back, and the stateful play.opponents,
 * play.partner ("heuristic", "strong"), play.tutor ("off", "proofs",
 * "principles") and play.seats (a new game's players); game.variant-N
 * (stateful, boolean) for the chosen game's variant N.  Properties:
 * "game-id" (the game dealt, a registry id), "seats", "opponents-id",
 * "partner-id", "tutor-id".  The game is chosen in the dropdown at the top
 * left; asking before a game under way is abandoned (New Game, Play a
 * Game by Number…, a lesson's link) is the page's.
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
/* The review on the table (play.review), NULL while playing. */
GtReviewModel *gt_play_page_get_review   (GtPlayPage *self);
/* A new game of the game chosen from seed, at once (the page takes up the
 * saved game, or starts one of its own, when first shown). */
void         gt_play_page_start          (GtPlayPage *self,
                                          guint32     seed);
/* What a lesson's link asks ("play gandengyan 4711"): the game game_id
 * (NULL: the one chosen) on the table — its saved game, or a new one —
 * and, with has_seed, its deal seed, after asking whether to abandon the
 * game under way when there is one. */
void         gt_play_page_offer_game     (GtPlayPage *self,
                                          const char *game_id,
                                          guint32     seed,
                                          gboolean    has_seed);
void         gt_play_page_set_four_colour (GtPlayPage *self,
                                          gboolean    four_colour);

G_END_DECLS
