/* gt-puzzle-item.h — one puzzle of the library, as an item of its list model
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library's puzzles (gt_library_get_puzzles()) are these: the parsed
 * puzzle, read once and never changed (a file read again is a new item),
 * and whether it is a file the user opened rather than one of the
 * library's folders.
 */
#pragma once

#include <gio/gio.h>

#include "gt-puzzle.h"

G_BEGIN_DECLS

#define GT_TYPE_PUZZLE_ITEM (gt_puzzle_item_get_type ())
G_DECLARE_FINAL_TYPE (GtPuzzleItem, gt_puzzle_item, GT, PUZZLE_ITEM, GObject)

/* Takes puzzle (transfer full). */
GtPuzzleItem   *gt_puzzle_item_new        (GtPuzzle     *puzzle,
                                           gboolean      opened);
const GtPuzzle *gt_puzzle_item_get_puzzle (GtPuzzleItem *self);
gboolean        gt_puzzle_item_get_opened (GtPuzzleItem *self);

G_END_DECLS
