/* gt-endgames.h — endgames for the tests of whole deals
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gt-game.h"

G_BEGIN_DECLS

/* From deals seeded with seed, cut to four cards a seat with S to lead: the
 * first where S has a play (*losing) that the tutor, judging from S's view
 * for the clear mistakes: over the layouts of the unseen cards, another
 * play keeps S's side first in at least half the layouts more.  Searched rather than written by hand, so that
 * no test rests on one position someone proved in their head. */
gboolean gt_test_find_losing_endgame (guint32  seed,
                                      GtGame  *out,
                                      GtMove  *losing);

/* From Da Bai Fen deals seeded with seed, the first where South, on the
 * declarers' side (only the defenders' points count), plays third to the
 * first trick (twelve cards a hand) and East, a defender, is ahead of any
 * card South holds: whatever South plays the defenders take the trick,
 * West being one of them.  *ten: a single card of ten points or more (a
 * ten, a king) South could throw in; *low: a single card of no points. */
gboolean gt_test_find_trick_throw    (guint32     seed,
                                      GtGame     *out,
                                      GtCardList *ten,
                                      GtCardList *low);

G_END_DECLS
