/* gt-card-deck.h — a deck of card art in one SVG file, found at run time
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The decks are KDE's card decks as Debian ships them (kdegames-card-data-kf5):
 * a folder carddecks/svg-NAME/ in a data directory (XDG_DATA_HOME, then
 * XDG_DATA_DIRS), with an index.desktop that names the deck and its SVG
 * file, in which each card is an element: "1_spade" … "10_heart",
 * "jack_club", "queen_diamond", "king_spade", "back", and in some decks
 * "red_joker" / "black_joker" or one "joker".  Nothing of the art is in
 * this repository.
 *
 * librsvg draws an element on any cairo context, so a deck paints on a
 * widget's texture and on a PDF page alike.  No GTK here: the card painter
 * links it.  Not thread-safe: use a deck from one thread.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "gt-card.h"

G_BEGIN_DECLS

#define GT_CARD_DECK_ERROR (gt_card_deck_error_quark ())

typedef enum {
  GT_CARD_DECK_ERROR_NOT_FOUND,   /* no deck of that id in any data directory */
  GT_CARD_DECK_ERROR_UNUSABLE,    /* found, but its cards cannot be drawn */
} GtCardDeckError;

GQuark gt_card_deck_error_quark (void);

/* The id of the drawn cards (gt-card-painter.c's "Large index" style): a
 * setting naming it, or a deck that is not there, means no deck. */
#define GT_CARD_DECK_LARGE_INDEX "large-index"

/* One installed deck, as its index.desktop describes it. */
typedef struct {
  char *id;     /* the folder's name, "svg-standard": what the setting stores */
  char *name;   /* its name for people, in the user's language if the file has it */
  char *file;   /* the SVG file's path */
} GtCardDeckInfo;

void        gt_card_deck_info_free (GtCardDeckInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GtCardDeckInfo, gt_card_deck_info_free)

/* The installed decks (GtCardDeckInfo), sorted by name; a deck in more
 * than one data directory is listed once, from the first.  Reads only the
 * index files: whether a deck draws is known when it is loaded. */
GPtrArray  *gt_card_deck_list      (void);

#define GT_TYPE_CARD_DECK (gt_card_deck_get_type ())
G_DECLARE_FINAL_TYPE (GtCardDeck, gt_card_deck, GT, CARD_DECK, GObject)

/* Loads the deck of that id from the data directories, or NULL with
 * GT_CARD_DECK_ERROR_NOT_FOUND (GT_CARD_DECK_LARGE_INDEX included) or
 * _UNUSABLE (a file librsvg cannot read, or whose cards have no size). */
GtCardDeck *gt_card_deck_load      (const char  *id,
                                    GError     **error);

/* The same from an SVG file, id being its name. */
GtCardDeck *gt_card_deck_new_from_file (const char  *id,
                                        const char  *path,
                                        GError     **error);

const char *gt_card_deck_get_id    (GtCardDeck  *self);

/* Whether the deck has art for card (the back for GT_CARD_NONE).  Every
 * deck has the 52 cards and a back; jokers only some: see
 * gt_card_deck_jokers_differ(). */
gboolean    gt_card_deck_has_card  (GtCardDeck  *self,
                                    GtCard       card);

/* Whether its two jokers are two pictures (FALSE: one picture for both, or
 * none — the painter then tells them apart). */
gboolean    gt_card_deck_jokers_differ (GtCardDeck *self);

/* Draws card (the back for GT_CARD_NONE) filling the box (0, 0, width,
 * height) of cr's user space.  FALSE, drawing nothing, if the deck has no
 * such card. */
gboolean    gt_card_deck_render    (GtCardDeck  *self,
                                    cairo_t     *cr,
                                    GtCard       card,
                                    double       width,
                                    double       height);

G_END_DECLS
