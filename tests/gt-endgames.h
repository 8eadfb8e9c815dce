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

G_END_DECLS
