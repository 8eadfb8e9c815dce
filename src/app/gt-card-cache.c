/* gt-card-cache.c — each card painted once per size, kept as a texture
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An entry is keyed by everything that changes the painted pixels: the
 * card, the options a card view sets (back, four colours, level and wild
 * badges, the declared card, the border and its strength, the font) and
 * the size in device pixels with the scale.  It holds the cairo surface
 * the painter painted and, made on first use, the GdkTexture over the same
 * pixels.
 */
#define G_LOG_DOMAIN "gt-card-cache"

#include "config.h"

#include <string.h>

#include "gt-card-cache.h"

typedef struct {
  guint16 width, height;
  guint8 scale;
  GtCard card;
  GtCard declared;
  guint8 flags;
  guint8 border_alpha;   /* in 1/255 */
  GQuark font;
} Key;

enum {
  FLAG_FACE_DOWN = 1 << 0,
  FLAG_FOUR_COLOUR = 1 << 1,
  FLAG_LEVEL = 1 << 2,
  FLAG_WILD = 1 << 3,
  FLAG_BORDER = 1 << 4,
};

typedef struct {
  cairo_surface_t *surface;
  GdkTexture *texture;
} Entry;

struct _GtCardCache
{
  GObject parent_instance;

  GtCardDeck *deck;
  char *chosen_id;       /* a deck chosen, loaded when first needed */
  gboolean quiet;        /* setting the deck tells nobody */
  GHashTable *entries;   /* Key* → Entry* */
  guint hits, misses;
};

G_DEFINE_FINAL_TYPE (GtCardCache, gt_card_cache, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
key_hash (gconstpointer p)
{
  const Key *k = p;

  return (((guint) k->width * 31u + k->height) * 31u + k->scale) * 1000003u ^
         ((guint) k->card << 24 | (guint) k->declared << 16 | (guint) k->flags << 8 | k->border_alpha) ^
         (guint) k->font * 2654435761u;
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  const Key *x = a, *y = b;

  return x->width == y->width && x->height == y->height && x->scale == y->scale &&
         x->card == y->card && x->declared == y->declared && x->flags == y->flags &&
         x->border_alpha == y->border_alpha && x->font == y->font;
}

static void
entry_free (Entry *entry)
{
  cairo_surface_destroy (entry->surface);
  g_clear_object (&entry->texture);
  g_free (entry);
}

/* ---- GObject ------------------------------------------------------------ */

static void
gt_card_cache_finalize (GObject *object)
{
  GtCardCache *self = GT_CARD_CACHE (object);

  g_hash_table_unref (self->entries);
  g_clear_object (&self->deck);
  g_free (self->chosen_id);
  G_OBJECT_CLASS (gt_card_cache_parent_class)->finalize (object);
}

static void
gt_card_cache_class_init (GtCardCacheClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gt_card_cache_finalize;

  /* The deck changed: every card looks different. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
gt_card_cache_init (GtCardCache *self)
{
  self->entries = g_hash_table_new_full (key_hash, key_equal, g_free, (GDestroyNotify) entry_free);
}

/* ---- API -------------------------------------------------------------------- */

GtCardCache *
gt_card_cache_new (void)
{
  return g_object_new (GT_TYPE_CARD_CACHE, NULL);
}

GtCardCache *
gt_card_cache_get_default (void)
{
  static GtCardCache *cache;

  if (cache == NULL)
    cache = gt_card_cache_new ();
  return cache;
}

void
gt_card_cache_set_deck (GtCardCache *self,
                        GtCardDeck  *deck)
{
  g_return_if_fail (GT_IS_CARD_CACHE (self));
  g_return_if_fail (deck == NULL || GT_IS_CARD_DECK (deck));

  if (self->deck == deck)
    return;
  g_set_object (&self->deck, deck);
  gt_card_cache_clear (self);
  if (!self->quiet)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* The deck chosen with gt_card_cache_choose_deck(), loaded now.  With
 * no card painted yet, "changed" is nobody's news, and this may run while
 * a card is being painted (a view's snapshot), where a redraw is not
 * asked for. */
static void
load_chosen (GtCardCache *self)
{
  g_autofree char *id = g_steal_pointer (&self->chosen_id);

  if (id == NULL)
    return;
  self->quiet = g_hash_table_size (self->entries) == 0;
  gt_card_cache_set_deck_id (self, id);
  self->quiet = FALSE;
}

GtCardDeck *
gt_card_cache_get_deck (GtCardCache *self)
{
  g_return_val_if_fail (GT_IS_CARD_CACHE (self), NULL);
  load_chosen (self);
  return self->deck;
}

void
gt_card_cache_choose_deck (GtCardCache *self,
                           const char  *id)
{
  g_return_if_fail (GT_IS_CARD_CACHE (self));

  g_free (self->chosen_id);
  self->chosen_id = g_strdup (id);
  /* Cards on show are painted again with the new deck: load it now. */
  if (g_hash_table_size (self->entries) > 0)
    load_chosen (self);
}

gboolean
gt_card_cache_set_deck_id (GtCardCache *self,
                           const char  *id)
{
  g_autoptr(GtCardDeck) deck = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (GT_IS_CARD_CACHE (self), FALSE);

  g_clear_pointer (&self->chosen_id, g_free);
  if (id == NULL || id[0] == '\0' || g_str_equal (id, GT_CARD_DECK_LARGE_INDEX))
    {
      gt_card_cache_set_deck (self, NULL);
      return FALSE;
    }
  if (self->deck != NULL && g_strcmp0 (gt_card_deck_get_id (self->deck), id) == 0)
    return TRUE;
  deck = gt_card_deck_load (id, &error);
  if (deck == NULL)
    /* Not a warning: a deck uninstalled since it was chosen is ordinary,
     * and the drawn cards are there for it. */
    g_message ("Card deck “%s” not used, drawing the cards instead: %s", id, error->message);
  gt_card_cache_set_deck (self, deck);
  return deck != NULL;
}

static Entry *
lookup (GtCardCache              *self,
        GtCard                    card,
        const GtCardPaintOptions *opts,
        int                       width,
        int                       height,
        int                       scale)
{
  Key key;
  Entry *entry;
  GtCardPaintOptions paint;
  cairo_t *cr;

  load_chosen (self);
  memset (&key, 0, sizeof key);
  key.width = (guint16) CLAMP (width, 1, G_MAXUINT16);
  key.height = (guint16) CLAMP (height, 1, G_MAXUINT16);
  key.scale = (guint8) CLAMP (scale, 1, 255);
  key.card = opts->face_down ? GT_CARD_NONE : card;
  key.declared = opts->face_down ? GT_CARD_NONE : opts->declared;
  key.flags = (opts->face_down ? FLAG_FACE_DOWN : 0) |
              (opts->four_colour ? FLAG_FOUR_COLOUR : 0) |
              (opts->level_card && !opts->face_down ? FLAG_LEVEL : 0) |
              (opts->wild && !opts->face_down ? FLAG_WILD : 0) |
              (opts->border ? FLAG_BORDER : 0);
  key.border_alpha = (guint8) CLAMP (opts->border_alpha * 255 + 0.5, 0, 255);
  key.font = opts->font_family != NULL ? g_quark_from_string (opts->font_family) : 0;

  entry = g_hash_table_lookup (self->entries, &key);
  if (entry != NULL)
    {
      self->hits++;
      return entry;
    }
  self->misses++;

  if (g_hash_table_size (self->entries) >= GT_CARD_CACHE_MAX_ENTRIES)
    g_hash_table_remove_all (self->entries);

  paint = *opts;
  paint.selected = FALSE;
  paint.dim = FALSE;
  paint.deck = self->deck;
  entry = g_new0 (Entry, 1);
  entry->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, key.width, key.height);
  cr = cairo_create (entry->surface);
  cairo_scale (cr, key.scale, key.scale);
  gt_card_painter_draw (cr, key.card, (double) key.width / key.scale, (double) key.height / key.scale, &paint);
  cairo_destroy (cr);
  cairo_surface_flush (entry->surface);
  cairo_surface_set_device_scale (entry->surface, key.scale, key.scale);
  g_hash_table_insert (self->entries, g_memdup2 (&key, sizeof key), entry);
  return entry;
}

GdkTexture *
gt_card_cache_lookup (GtCardCache              *self,
                      GtCard                    card,
                      const GtCardPaintOptions *opts,
                      int                       width,
                      int                       height,
                      int                       scale)
{
  Entry *entry;

  g_return_val_if_fail (GT_IS_CARD_CACHE (self), NULL);
  g_return_val_if_fail (opts != NULL, NULL);

  entry = lookup (self, card, opts, width, height, scale);
  if (entry->texture == NULL)
    {
      cairo_surface_t *s = entry->surface;
      int stride = cairo_image_surface_get_stride (s);
      int h = cairo_image_surface_get_height (s);
      /* The texture keeps the surface alive as long as it needs its pixels. */
      GBytes *bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (s), (gsize) stride * (gsize) h,
                                                  (GDestroyNotify) cairo_surface_destroy,
                                                  cairo_surface_reference (s));

      /* CAIRO_FORMAT_ARGB32 is GDK_MEMORY_DEFAULT: premultiplied, native
       * 32-bit words. */
      entry->texture = gdk_memory_texture_new (cairo_image_surface_get_width (s), h,
                                               GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
      g_bytes_unref (bytes);
    }
  return g_object_ref (entry->texture);
}

cairo_surface_t *
gt_card_cache_lookup_surface (GtCardCache              *self,
                              GtCard                    card,
                              const GtCardPaintOptions *opts,
                              int                       width,
                              int                       height,
                              int                       scale)
{
  g_return_val_if_fail (GT_IS_CARD_CACHE (self), NULL);
  g_return_val_if_fail (opts != NULL, NULL);

  return lookup (self, card, opts, width, height, scale)->surface;
}

void
gt_card_cache_clear (GtCardCache *self)
{
  g_return_if_fail (GT_IS_CARD_CACHE (self));
  g_hash_table_remove_all (self->entries);
}

guint
gt_card_cache_get_size (GtCardCache *self)
{
  g_return_val_if_fail (GT_IS_CARD_CACHE (self), 0);
  return g_hash_table_size (self->entries);
}

void
gt_card_cache_get_counts (GtCardCache *self,
                          guint       *hits,
                          guint       *misses)
{
  g_return_if_fail (GT_IS_CARD_CACHE (self));
  if (hits != NULL)
    *hits = self->hits;
  if (misses != NULL)
    *misses = self->misses;
}
