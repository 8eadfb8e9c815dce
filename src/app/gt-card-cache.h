/* gt-card-cache.h — each card painted once per size, kept as a texture
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing a deck's card with librsvg takes from a fraction of a millisecond
 * to tens of milliseconds (an ornate court card); a hand of 27 redraws
 * whenever one card is raised.  So a card view asks the cache: the card is
 * painted by gt-card-painter.c once for its look (card, back or face, deck,
 * badges, declared card, border), its size in pixels and the scale factor,
 * and the texture is kept; what changes from frame to frame (the selection
 * outline, the focus ring, the hint glow, the shake) is drawn over it by
 * the view.
 *
 * The cache also holds the deck every card view paints with: the default
 * cache's deck is the application's choice (the "card-deck" setting), NULL
 * — the drawn "Large index" cards — until it makes one.  Setting a deck
 * empties the cache and emits "changed", on which card views redraw.
 *
 * At most GT_CARD_CACHE_MAX_ENTRIES cards are kept; the cache is emptied
 * when a new card would exceed that (a change of window size makes every
 * card new).
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-card-deck.h"
#include "gt-card-painter.h"

G_BEGIN_DECLS

#define GT_CARD_CACHE_MAX_ENTRIES 512

#define GT_TYPE_CARD_CACHE (gt_card_cache_get_type ())
G_DECLARE_FINAL_TYPE (GtCardCache, gt_card_cache, GT, CARD_CACHE, GObject)

GtCardCache *gt_card_cache_new            (void);

/* The one the card views use (made on first call; main thread only). */
GtCardCache *gt_card_cache_get_default    (void);

/* The deck cards are painted with; NULL for the drawn cards. */
void         gt_card_cache_set_deck       (GtCardCache              *self,
                                           GtCardDeck               *deck);
GtCardDeck  *gt_card_cache_get_deck       (GtCardCache              *self);

/* Loads the deck of that id (gt_card_deck_load()) and sets it.  An id of no
 * usable deck, GT_CARD_DECK_LARGE_INDEX included, sets NULL: the drawn
 * cards.  Returns whether a deck was set. */
gboolean     gt_card_cache_set_deck_id    (GtCardCache              *self,
                                           const char               *id);
/* The same, the deck loaded only when it is first needed (a card looked
 * up, the deck asked for), or at once when cards were painted already: a
 * window whose first frame shows no card does not wait for the deck's
 * SVG to be read. */
void         gt_card_cache_choose_deck    (GtCardCache              *self,
                                           const char               *id);

/* The card (the back if opts->face_down) painted width × height device
 * pixels (the logical size times scale), as gt_card_painter_draw() paints
 * it with opts and the cache's deck, but without the selection outline
 * and dim (opts->selected, opts->dim and opts->deck are ignored).  The
 * texture is the card's box, corners transparent.  Transfer full. */
GdkTexture  *gt_card_cache_lookup         (GtCardCache              *self,
                                           GtCard                    card,
                                           const GtCardPaintOptions *opts,
                                           int                       width,
                                           int                       height,
                                           int                       scale);

/* The same as a cairo image surface with a device scale of scale, to paint
 * at (x, y) with cairo_set_source_surface() at its logical size.  Transfer
 * none: valid until the next lookup or change of deck. */
cairo_surface_t *gt_card_cache_lookup_surface (GtCardCache              *self,
                                               GtCard                    card,
                                               const GtCardPaintOptions *opts,
                                               int                       width,
                                               int                       height,
                                               int                       scale);

void         gt_card_cache_clear          (GtCardCache              *self);

/* How many cards it holds, and how many lookups found their card (hits)
 * or painted it (misses) since it was made. */
guint        gt_card_cache_get_size       (GtCardCache              *self);
void         gt_card_cache_get_counts     (GtCardCache              *self,
                                           guint                    *hits,
                                           guint                    *misses);

G_END_DECLS
