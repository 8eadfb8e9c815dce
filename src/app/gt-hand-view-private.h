/* gt-hand-view-private.h — what the table view asks of its hands
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gt-hand-view.h"

G_BEGIN_DECLS

/* The size the hand would take with cards card_width wide: its natural
 * width, and its height in width pixels (-1: at its natural width).  The
 * table sizes every card from its own width and has to know the heights
 * before it sets the card widths. */
void gt_hand_view_size_for (GtHandView *self,
                            int         card_width,
                            int         width,
                            int        *natural_width,
                            int        *height);

/* The width of n_cards in one row, cards card_width wide at their natural
 * overlap (mini cards side by side): what a column of n_cards needs. */
int  gt_hand_view_row_width (GtHandView *self,
                             int         card_width,
                             guint       n_cards);

G_END_DECLS
