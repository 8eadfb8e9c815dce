/* gt-card-view-private.h — what the hand view asks of its cards
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gt-card-view.h"

G_BEGIN_DECLS

/* In an overlapped hand the next card covers part of this one's focus
 * ring, so the hand draws the ring on top of everything instead. */
void gt_card_view_set_focus_ring_by_parent (GtCardView  *self,
                                            gboolean     by_parent);
/* Appends the focus ring in the card's own coordinates. */
void gt_card_view_append_focus_ring        (GtCardView  *self,
                                            GtkSnapshot *snapshot);

G_END_DECLS
