/* gt-appearance.h — how cards look and move, one object the settings bind to
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window binds the settings' keys for cards (card-size, sort-order,
 * animation-speed, four-colour-deck, card-deck) to one GtAppearance with
 * g_settings_bind, and every table it creates to the appearance with
 * g_object_bind_property (gt_appearance_bind_table()): a page made later
 * takes the values then, and a changed key reaches every table without a
 * list of them.  The enum properties' nicks are the keys' strings, so
 * g_settings_bind maps them by itself; the figures the widgets take
 * (card-scale, lift-time, reply-interval) are read-only properties worked
 * out from them.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-table-view.h"

G_BEGIN_DECLS

/* The "card-size" key: a share of the size that fits the window. */
typedef enum {
  GT_CARD_SIZE_SMALL,
  GT_CARD_SIZE_AUTOMATIC,
  GT_CARD_SIZE_LARGE,
} GtCardSize;

/* The "animation-speed" key. */
typedef enum {
  GT_ANIMATION_SPEED_SLOW,
  GT_ANIMATION_SPEED_NORMAL,
  GT_ANIMATION_SPEED_FAST,
  GT_ANIMATION_SPEED_INSTANT,
} GtAnimationSpeed;

/* The "color-scheme" key: "default" follows the system. */
typedef enum {
  GT_COLOR_SCHEME_DEFAULT,
  GT_COLOR_SCHEME_LIGHT,
  GT_COLOR_SCHEME_DARK,
} GtColorScheme;

#define GT_TYPE_APPEARANCE (gt_appearance_get_type ())
G_DECLARE_FINAL_TYPE (GtAppearance, gt_appearance, GT, APPEARANCE, GObject)

GtAppearance *gt_appearance_new        (void);
/* The settings' keys for cards, bound to the appearance's properties (its
 * values follow them). */
void          gt_appearance_bind_settings (GtAppearance *self,
                                           GSettings    *settings);
/* The table's card size, deck colours and its hand's lift time follow
 * the appearance; with_sort, its hand's order too (not for a lesson's
 * table, whose page sorts the hand step by step). */
void          gt_appearance_bind_table (GtAppearance *self,
                                        GtTableView  *table,
                                        gboolean      with_sort);

GtHandSort    gt_appearance_get_sort_order     (GtAppearance *self);
double        gt_appearance_get_card_scale     (GtAppearance *self);
guint         gt_appearance_get_lift_time      (GtAppearance *self);
guint         gt_appearance_get_reply_interval (GtAppearance *self);

G_END_DECLS
