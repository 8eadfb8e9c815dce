/* gt-card-deck.c — a deck of card art in one SVG file, found at run time
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An element is drawn with rsvg_handle_render_layer() over the whole
 * document, mapped so that the element's box fills the card's: KDE's decks
 * place their cards with transforms on the groups around them, which
 * rsvg_handle_render_element() does not take into account in every deck,
 * and their ink boxes reach far outside the card (hidden layers), so the
 * box is the element's logical one.  The boxes are measured once per
 * element, when first drawn.
 *
 * A deck is usable when its ace of spades and its back have a box of a
 * card's shape (taller than wide, 0.55 to 0.85): some of Debian's decks
 * draw their cards through <use> of symbols that librsvg cannot draw by id,
 * or lie on their side; those load with GT_CARD_DECK_ERROR_UNUSABLE.
 */
#define G_LOG_DOMAIN "gt-card-deck"

#include "config.h"

#include <librsvg/rsvg.h>
#include <string.h>

#include "gt-card-deck.h"

/* The elements a deck may have: the 54 cards, then the back. */
#define SLOT_BACK GT_CARD_KINDS
#define N_SLOTS (GT_CARD_KINDS + 1)

typedef struct {
  gboolean measured;
  gboolean present;
  RsvgRectangle box;   /* the element's logical box in the document */
  char id[24];         /* "#queen_diamond": the element, or the shared "#joker" */
} Slot;

struct _GtCardDeck
{
  GObject parent_instance;

  char *id;
  RsvgHandle *handle;
  RsvgRectangle document;   /* the viewport of the whole document */
  Slot slots[N_SLOTS];
  gboolean jokers_differ;
};

G_DEFINE_FINAL_TYPE (GtCardDeck, gt_card_deck, G_TYPE_OBJECT)

G_DEFINE_QUARK (gt-card-deck-error-quark, gt_card_deck_error)

/* ---- Finding decks ---------------------------------------------------------- */

void
gt_card_deck_info_free (GtCardDeckInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->name);
  g_free (info->file);
  g_free (info);
}

/* The folders decks are in: carddecks/ in each data directory, the user's
 * first. */
static GPtrArray *
deck_roots (void)
{
  GPtrArray *roots = g_ptr_array_new_with_free_func (g_free);
  const char *const *system = g_get_system_data_dirs ();

  g_ptr_array_add (roots, g_build_filename (g_get_user_data_dir (), "carddecks", NULL));
  for (guint i = 0; system[i] != NULL; i++)
    g_ptr_array_add (roots, g_build_filename (system[i], "carddecks", NULL));
  return roots;
}

/* The deck in folder dir/id, or NULL if it is not an SVG deck. */
static GtCardDeckInfo *
read_info (const char *dir,
           const char *id)
{
  g_autofree char *index = g_build_filename (dir, id, "index.desktop", NULL);
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *svg = NULL;
  g_autofree char *file = NULL;
  GtCardDeckInfo *info;

  if (!g_key_file_load_from_file (key_file, index, G_KEY_FILE_NONE, NULL))
    return NULL;
  svg = g_key_file_get_string (key_file, "KDE Backdeck", "SVG", NULL);
  if (svg == NULL || strchr (svg, '/') != NULL)
    return NULL;
  file = g_build_filename (dir, id, svg, NULL);
  if (!g_file_test (file, G_FILE_TEST_IS_REGULAR))
    return NULL;

  info = g_new0 (GtCardDeckInfo, 1);
  info->id = g_strdup (id);
  info->file = g_steal_pointer (&file);
  info->name = g_key_file_get_locale_string (key_file, "KDE Backdeck", "Name", NULL, NULL);
  if (info->name == NULL)
    info->name = g_strdup (id);
  return info;
}

static int
compare_info (gconstpointer a,
              gconstpointer b)
{
  const GtCardDeckInfo *x = *(GtCardDeckInfo *const *) a;
  const GtCardDeckInfo *y = *(GtCardDeckInfo *const *) b;

  return g_utf8_collate (x->name, y->name);
}

GPtrArray *
gt_card_deck_list (void)
{
  GPtrArray *decks = g_ptr_array_new_with_free_func ((GDestroyNotify) gt_card_deck_info_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) roots = deck_roots ();

  for (guint r = 0; r < roots->len; r++)
    {
      const char *root = g_ptr_array_index (roots, r);
      g_autoptr(GDir) dir = g_dir_open (root, 0, NULL);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          GtCardDeckInfo *info;

          if (!g_str_has_prefix (name, "svg-") || g_hash_table_contains (seen, name))
            continue;
          info = read_info (root, name);
          if (info == NULL)
            continue;
          g_hash_table_add (seen, g_strdup (name));
          g_ptr_array_add (decks, info);
        }
    }
  g_ptr_array_sort (decks, compare_info);
  return decks;
}

/* ---- Elements --------------------------------------------------------------- */

static const char *
rank_element (guint rank)
{
  static const char *const names[] = {
    NULL, NULL, "2", "3", "4", "5", "6", "7", "8", "9", "10",
    "jack", "queen", "king", "1",
  };

  return rank < G_N_ELEMENTS (names) ? names[rank] : NULL;
}

static const char *
suit_element (GtSuit suit)
{
  switch (suit)
    {
    case GT_SUIT_SPADES: return "spade";
    case GT_SUIT_HEARTS: return "heart";
    case GT_SUIT_DIAMONDS: return "diamond";
    case GT_SUIT_CLUBS: return "club";
    case GT_SUIT_NONE:
    default: return NULL;
    }
}

/* Measures element id; FALSE if the deck has no such element or it has no
 * size. */
static gboolean
measure (GtCardDeck    *self,
         const char    *id,
         RsvgRectangle *box)
{
  RsvgRectangle ink;
  g_autoptr(GError) error = NULL;

  if (!rsvg_handle_has_sub (self->handle, id))
    return FALSE;
  if (!rsvg_handle_get_geometry_for_layer (self->handle, id, &self->document, &ink, box, &error))
    return FALSE;
  return box->width > 0 && box->height > 0;
}

static Slot *
slot_for (GtCardDeck *self,
          GtCard      card)
{
  guint i = card == GT_CARD_NONE ? SLOT_BACK : card;
  Slot *slot;

  if (i >= N_SLOTS)
    return NULL;
  slot = &self->slots[i];
  if (!slot->measured)
    {
      slot->measured = TRUE;
      if (i == SLOT_BACK)
        g_strlcpy (slot->id, "#back", sizeof slot->id);
      else if (gt_card_is_joker (card))
        /* The emperor and guard cards are a big and a small joker: the
         * painter adds their marks. */
        g_strlcpy (slot->id, gt_card_unmarked (card) == GT_CARD_RJ ? "#red_joker" : "#black_joker",
                   sizeof slot->id);
      else
        g_snprintf (slot->id, sizeof slot->id, "#%s_%s",
                    rank_element (gt_card_rank (card)), suit_element (gt_card_suit (card)));
      slot->present = measure (self, slot->id, &slot->box);
      /* One joker for both. */
      if (!slot->present && gt_card_is_joker (card))
        {
          g_strlcpy (slot->id, "#joker", sizeof slot->id);
          slot->present = measure (self, slot->id, &slot->box);
        }
    }
  return slot;
}

static gboolean
card_shaped (const RsvgRectangle *box)
{
  double aspect = box->width / box->height;

  return aspect >= 0.55 && aspect <= 0.85;
}

/* ---- GObject ------------------------------------------------------------ */

static void
gt_card_deck_finalize (GObject *object)
{
  GtCardDeck *self = GT_CARD_DECK (object);

  g_clear_object (&self->handle);
  g_free (self->id);
  G_OBJECT_CLASS (gt_card_deck_parent_class)->finalize (object);
}

static void
gt_card_deck_class_init (GtCardDeckClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gt_card_deck_finalize;
}

static void
gt_card_deck_init (GtCardDeck *self)
{
}

/* ---- API -------------------------------------------------------------------- */

GtCardDeck *
gt_card_deck_new_from_file (const char  *id,
                            const char  *path,
                            GError     **error)
{
  g_autoptr(GtCardDeck) self = NULL;
  g_autoptr(GError) local = NULL;
  double w = 0, h = 0;
  Slot *ace, *back;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (GT_TYPE_CARD_DECK, NULL);
  self->id = g_strdup (id != NULL ? id : path);
  self->handle = rsvg_handle_new_from_file (path, &local);
  if (self->handle == NULL)
    {
      g_set_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_UNUSABLE,
                   "%s: %s", path, local->message);
      return NULL;
    }
  if (!rsvg_handle_get_intrinsic_size_in_pixels (self->handle, &w, &h) || w <= 0 || h <= 0)
    {
      RsvgRectangle ink, logical;

      /* No width and height in pixels (a viewBox only): the document's own
       * box. */
      if (!rsvg_handle_get_geometry_for_layer (self->handle, NULL,
                                               &(RsvgRectangle) { 0, 0, 1000, 1000 },
                                               &ink, &logical, NULL))
        logical = (RsvgRectangle) { 0, 0, 1000, 1000 };
      w = logical.width;
      h = logical.height;
    }
  self->document = (RsvgRectangle) { 0, 0, w, h };

  ace = slot_for (self, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES));
  back = slot_for (self, GT_CARD_NONE);
  if (!ace->present || !back->present || !card_shaped (&ace->box))
    {
      g_set_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_UNUSABLE,
                   "%s: its cards cannot be drawn by element", path);
      return NULL;
    }
  self->jokers_differ = slot_for (self, GT_CARD_RJ)->present && slot_for (self, GT_CARD_BJ)->present &&
                        g_strcmp0 (slot_for (self, GT_CARD_RJ)->id, slot_for (self, GT_CARD_BJ)->id) != 0;
  return g_steal_pointer (&self);
}

GtCardDeck *
gt_card_deck_load (const char  *id,
                   GError     **error)
{
  g_autoptr(GPtrArray) roots = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (strchr (id, '/') != NULL || !g_str_has_prefix (id, "svg-"))
    {
      g_set_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_NOT_FOUND,
                   "No card deck “%s”", id);
      return NULL;
    }
  roots = deck_roots ();
  for (guint r = 0; r < roots->len; r++)
    {
      g_autoptr(GtCardDeckInfo) info = read_info (g_ptr_array_index (roots, r), id);

      if (info != NULL)
        return gt_card_deck_new_from_file (id, info->file, error);
    }
  g_set_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_NOT_FOUND,
               "No card deck “%s” in any data directory", id);
  return NULL;
}

const char *
gt_card_deck_get_id (GtCardDeck *self)
{
  g_return_val_if_fail (GT_IS_CARD_DECK (self), NULL);
  return self->id;
}

gboolean
gt_card_deck_has_card (GtCardDeck *self,
                       GtCard      card)
{
  Slot *slot;

  g_return_val_if_fail (GT_IS_CARD_DECK (self), FALSE);
  slot = slot_for (self, card);
  return slot != NULL && slot->present;
}

gboolean
gt_card_deck_jokers_differ (GtCardDeck *self)
{
  g_return_val_if_fail (GT_IS_CARD_DECK (self), FALSE);
  return self->jokers_differ;
}

gboolean
gt_card_deck_render (GtCardDeck *self,
                     cairo_t    *cr,
                     GtCard      card,
                     double      width,
                     double      height)
{
  Slot *slot;
  gboolean ok;

  g_return_val_if_fail (GT_IS_CARD_DECK (self), FALSE);
  g_return_val_if_fail (cr != NULL, FALSE);

  slot = slot_for (self, card);
  if (slot == NULL || !slot->present || width <= 0 || height <= 0)
    return FALSE;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  {
    double sx = width / slot->box.width, sy = height / slot->box.height;

    /* The element's box onto the card's: a deck's faces are near 5:7
     * (0.70 to 0.74), so the stretch is a few per cent at most.  A box of
     * another shape (a back wider than the faces) is scaled evenly to
     * cover the card, centred, rather than squeezed. */
    if (sx / sy > 1.1 || sy / sx > 1.1)
      {
        double s = MAX (sx, sy);

        cairo_translate (cr, (width - slot->box.width * s) / 2, (height - slot->box.height * s) / 2);
        sx = sy = s;
      }
    cairo_scale (cr, sx, sy);
  }
  cairo_translate (cr, -slot->box.x, -slot->box.y);
  ok = rsvg_handle_render_layer (self->handle, cr, slot->id, &self->document, NULL);
  cairo_restore (cr);
  return ok;
}
