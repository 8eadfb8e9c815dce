/* gt-puzzle-item.c — one puzzle of the library, as an item of its list model
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-puzzle-item"

#include "config.h"

#include "gt-puzzle-item.h"

struct _GtPuzzleItem {
  GObject parent_instance;

  GtPuzzle *puzzle;
  gboolean opened;
};

G_DEFINE_FINAL_TYPE (GtPuzzleItem, gt_puzzle_item, G_TYPE_OBJECT)

static void
gt_puzzle_item_finalize (GObject *object)
{
  GtPuzzleItem *self = GT_PUZZLE_ITEM (object);

  gt_puzzle_free (self->puzzle);
  G_OBJECT_CLASS (gt_puzzle_item_parent_class)->finalize (object);
}

static void
gt_puzzle_item_class_init (GtPuzzleItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gt_puzzle_item_finalize;
}

static void
gt_puzzle_item_init (GtPuzzleItem *self)
{
}

GtPuzzleItem *
gt_puzzle_item_new (GtPuzzle *puzzle,
                    gboolean  opened)
{
  GtPuzzleItem *self;

  g_return_val_if_fail (puzzle != NULL, NULL);

  self = g_object_new (GT_TYPE_PUZZLE_ITEM, NULL);
  self->puzzle = puzzle;
  self->opened = opened;
  return self;
}

const GtPuzzle *
gt_puzzle_item_get_puzzle (GtPuzzleItem *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_ITEM (self), NULL);
  return self->puzzle;
}

gboolean
gt_puzzle_item_get_opened (GtPuzzleItem *self)
{
  g_return_val_if_fail (GT_IS_PUZZLE_ITEM (self), FALSE);
  return self->opened;
}
