/* test-card-deck.c — card decks found and drawn, and the card cache
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deck made here (a few cards as plain rectangles, in a temporary
 * XDG_DATA_HOME) is found, loaded and drawn whether or not a deck is
 * installed; a missing or broken deck gives the drawn cards, without a
 * warning; the installed standard deck, when there is one, draws cards
 * that are not blank, on an image and on a PDF.
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <glib/gstdio.h>

#include "gt-card-cache.h"
#include "gt-card-deck.h"
#include "gt-card-painter.h"

static char *data_home;

/* A deck of four elements: the ace of spades blue, the back green, one
 * joker for both grey, all 70 × 98 in a group moved by a transform (as
 * KDE's decks place their cards), and a queen of hearts lying on its side
 * in the other deck (svg-sideways), which makes that one unusable. */
static const char test_svg[] =
  "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='200'>"
  " <g transform='translate(100,50)'>"
  "  <rect id='1_spade' x='0' y='0' width='70' height='98' fill='#0000ff'/>"
  "  <rect id='back' x='80' y='0' width='70' height='98' fill='#00ff00'/>"
  "  <rect id='joker' x='160' y='0' width='70' height='98' fill='#808080'/>"
  " </g>"
  "</svg>";

static const char sideways_svg[] =
  "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='200'>"
  "  <rect id='1_spade' x='0' y='0' width='98' height='70' fill='#0000ff'/>"
  "  <rect id='back' x='100' y='0' width='98' height='70' fill='#00ff00'/>"
  "</svg>";

static void
write_deck (const char *id,
            const char *name,
            const char *svg)
{
  g_autofree char *dir = g_build_filename (data_home, "carddecks", id, NULL);
  g_autofree char *index = g_build_filename (dir, "index.desktop", NULL);
  g_autofree char *file = g_build_filename (dir, "cards.svg", NULL);
  g_autofree char *text = g_strdup_printf ("[KDE Backdeck]\nName=%s\nSVG=cards.svg\n", name);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (index, text, -1, &error));
  g_assert_true (g_file_set_contents (file, svg, -1, &error));
  g_assert_no_error (error);
}

typedef gboolean (*PixelTest) (guint8 r, guint8 g, guint8 b, guint8 a);

static guint
count_pixels (cairo_surface_t *surface,
              PixelTest        test)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  guint n = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + x * 4);

        if (test ((px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff, px >> 24))
          n++;
      }
  return n;
}

static gboolean
is_blue (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a == 255 && b > 200 && r < 40 && g < 40;
}

static gboolean
is_green (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a == 255 && g > 200 && r < 40 && b < 40;
}

static gboolean
is_red (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a == 255 && r > 150 && g < 90 && b < 90;
}

/* Ink: opaque and clearly not white. */
static gboolean
is_ink (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a == 255 && (r < 160 || g < 160 || b < 160);
}

static cairo_surface_t *
paint (GtCard      card,
       GtCardDeck *deck,
       gboolean    face_down)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 140);
  cairo_t *cr = cairo_create (surface);
  GtCardPaintOptions opts;

  gt_card_paint_options_init (&opts);
  opts.deck = deck;
  opts.face_down = face_down;
  gt_card_painter_draw (cr, card, 100, 140, &opts);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* ---- Decks ------------------------------------------------------------------ */

/* A deck not installed, or the drawn style's id: no deck, an error that
 * says so, and the cache falls back to the drawn cards. */
static void
test_deck_missing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GtCardCache) cache = gt_card_cache_new ();
  GtCardPaintOptions opts;
  cairo_surface_t *surface;
  GdkTexture *texture;

  g_assert_null (gt_card_deck_load ("svg-no-such-deck", &error));
  g_assert_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (gt_card_deck_load (GT_CARD_DECK_LARGE_INDEX, &error));
  g_assert_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (gt_card_deck_load ("../svg-test", &error));
  g_assert_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (gt_card_cache_set_deck_id (cache, "svg-test"));
  g_assert_nonnull (gt_card_cache_get_deck (cache));
  g_assert_false (gt_card_cache_set_deck_id (cache, "svg-no-such-deck"));
  g_assert_null (gt_card_cache_get_deck (cache));
  g_assert_false (gt_card_cache_set_deck_id (cache, "svg-sideways"));
  g_assert_null (gt_card_cache_get_deck (cache));

  /* The drawn ace of hearts, through the cache: red ink on white. */
  gt_card_paint_options_init (&opts);
  surface = gt_card_cache_lookup_surface (cache, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_HEARTS), &opts, 100, 140, 1);
  g_assert_cmpuint (count_pixels (surface, is_red), >, 100 * 140 / 100);
  texture = gt_card_cache_lookup (cache, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_HEARTS), &opts, 100, 140, 1);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 100);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 140);
  g_object_unref (texture);
}

/* Files that are not decks: not SVG, or SVG whose cards have no ids or lie
 * on their side. */
static void
test_deck_unusable (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_home, "not-a-deck.svg", NULL);

  g_assert_true (g_file_set_contents (path, "this is not SVG", -1, NULL));
  g_assert_null (gt_card_deck_new_from_file ("x", path, &error));
  g_assert_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_UNUSABLE);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>", -1, NULL));
  g_assert_null (gt_card_deck_new_from_file ("x", path, &error));
  g_assert_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_UNUSABLE);
  g_clear_error (&error);

  g_assert_null (gt_card_deck_load ("svg-sideways", &error));
  g_assert_error (error, GT_CARD_DECK_ERROR, GT_CARD_DECK_ERROR_UNUSABLE);
  g_unlink (path);
}

/* The deck made here: listed by its name, loaded, and each element drawn
 * filling the card's box although a transform places it in the file. */
static void
test_deck_drawn (void)
{
  g_autoptr(GPtrArray) decks = gt_card_deck_list ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GtCardDeck) deck = NULL;
  const GtCardDeckInfo *test = NULL;
  cairo_surface_t *surface;
  GtCard ace = GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES);

  for (guint i = 0; i < decks->len; i++)
    {
      const GtCardDeckInfo *info = g_ptr_array_index (decks, i);

      if (g_str_equal (info->id, "svg-test"))
        test = info;
    }
  g_assert_nonnull (test);
  g_assert_cmpstr (test->name, ==, "Test Deck");

  deck = gt_card_deck_load ("svg-test", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gt_card_deck_get_id (deck), ==, "svg-test");
  g_assert_true (gt_card_deck_has_card (deck, ace));
  g_assert_true (gt_card_deck_has_card (deck, GT_CARD_NONE));
  g_assert_true (gt_card_deck_has_card (deck, GT_CARD_RJ));
  g_assert_false (gt_card_deck_has_card (deck, GT_CARD_MAKE (7, GT_SUIT_HEARTS)));
  g_assert_false (gt_card_deck_jokers_differ (deck));

  /* The ace: blue almost to the edges (the rounded corners and the
   * border excepted), none of the other elements. */
  surface = paint (ace, deck, FALSE);
  g_assert_cmpuint (count_pixels (surface, is_blue), >, 100 * 140 * 9 / 10);
  g_assert_cmpuint (count_pixels (surface, is_green), ==, 0);
  cairo_surface_destroy (surface);

  /* The back. */
  surface = paint (GT_CARD_NONE, deck, TRUE);
  g_assert_cmpuint (count_pixels (surface, is_green), >, 100 * 140 * 9 / 10);
  cairo_surface_destroy (surface);

  /* The big joker: the deck's one joker, with 大王 in red on a tab. */
  surface = paint (GT_CARD_RJ, deck, FALSE);
  g_assert_cmpuint (count_pixels (surface, is_red), >, 50);
  cairo_surface_destroy (surface);

  /* A card the deck has not: drawn (white, red ink for a heart), not blank. */
  surface = paint (GT_CARD_MAKE (7, GT_SUIT_HEARTS), deck, FALSE);
  g_assert_cmpuint (count_pixels (surface, is_blue), ==, 0);
  g_assert_cmpuint (count_pixels (surface, is_red), >, 100);
  cairo_surface_destroy (surface);

  /* A face too small for a deck's index: drawn. */
  {
    cairo_surface_t *small = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 30, 42);
    cairo_t *cr = cairo_create (small);
    GtCardPaintOptions opts;

    gt_card_paint_options_init (&opts);
    opts.deck = deck;
    gt_card_painter_draw (cr, ace, 30, 42, &opts);
    cairo_destroy (cr);
    g_assert_cmpuint (count_pixels (small, is_blue), ==, 0);
    g_assert_cmpuint (count_pixels (small, is_ink), >, 20);
    cairo_surface_destroy (small);

    /* … but a back that small is still the deck's: it has no index. */
    small = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 30, 42);
    cr = cairo_create (small);
    opts.face_down = TRUE;
    gt_card_painter_draw (cr, GT_CARD_NONE, 30, 42, &opts);
    cairo_destroy (cr);
    g_assert_cmpuint (count_pixels (small, is_green), >, 30 * 42 * 3 / 4);
    cairo_surface_destroy (small);
  }
}

/* The size of a PDF file of one A5 page with card on it (none for
 * GT_CARD_NONE), printed 63 × 88 mm. */
static goffset
pdf_size (GtCard      card,
          GtCardDeck *deck)
{
  g_autofree char *path = g_build_filename (data_home, "card.pdf", NULL);
  cairo_surface_t *pdf = cairo_pdf_surface_create (path, 420, 595);
  cairo_t *cr = cairo_create (pdf);
  GStatBuf st;

  if (card != GT_CARD_NONE)
    {
      GtCardPaintOptions opts;

      gt_card_paint_options_init (&opts);
      opts.deck = deck;
      cairo_translate (cr, 72, 72);
      gt_card_painter_draw (cr, card, 63 / 25.4 * 72, 88 / 25.4 * 72, &opts);
    }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (pdf);
  g_assert_cmpint (cairo_surface_status (pdf), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (pdf);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_unlink (path);
  return st.st_size;
}

/* The installed standard deck (kdegames-card-data-kf5), if there is one:
 * every card of a Guandan deck drawn, none blank, each different from
 * the back; on a PDF page too. */
static void
test_deck_installed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GtCardDeck) deck = gt_card_deck_load ("svg-standard", &error);
  cairo_surface_t *surface;
  guint back_ink;

  if (deck == NULL)
    {
      g_test_skip ("no standard card deck installed (kdegames-card-data-kf5)");
      return;
    }
  surface = paint (GT_CARD_NONE, deck, TRUE);
  back_ink = count_pixels (surface, is_ink);
  g_assert_cmpuint (back_ink, >, 100 * 140 / 2);
  cairo_surface_destroy (surface);

  for (GtCard card = 0; card < GT_CARD_KINDS; card++)
    {
      guint ink;

      surface = paint (card, deck, FALSE);
      ink = count_pixels (surface, is_ink);
      g_assert_cmpuint (ink, >, 100 * 140 / 50);
      g_assert_cmpuint (ink, !=, back_ink);
      if (gt_card_suit (card) == GT_SUIT_HEARTS || gt_card_suit (card) == GT_SUIT_DIAMONDS ||
          gt_card_unmarked (card) == GT_CARD_RJ)
        g_assert_cmpuint (count_pixels (surface, is_red), >, 20);
      cairo_surface_destroy (surface);
    }

  /* A PDF page of the king of hearts: more than a blank page's bytes. */
  g_assert_cmpint (pdf_size (GT_CARD_MAKE (GT_RANK_K, GT_SUIT_HEARTS), deck), >, pdf_size (GT_CARD_NONE, NULL) + 1000);
}

/* ---- Bao Huang's marked jokers ---------------------------------------------- */

/* The badges' gold (#f5c211), which no plain card's own drawing uses. */
static gboolean
is_gold (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a == 255 && r > 220 && g > 170 && g < 215 && b < 60;
}

/* Dark ink: the black of spades and the small joker (#241f31). */
static gboolean
is_dark (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a == 255 && r < 70 && g < 70 && b < 80;
}

static cairo_surface_t *
paint_with (GtCard                    card,
            double                    width,
            const GtCardPaintOptions *opts)
{
  int w = (int) width, h = (int) round (width * 1.4);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  gt_card_painter_draw (cr, card, w, h, opts);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* The emperor card (`RJ*`) is a big joker, red like one, with a gold crown;
 * the guard card (`BJ*`) a small joker, black, with a gold shield: in the
 * drawn faces at a table's size and an inline chip's, in the four-colour
 * deck, and in every deck installed (the test deck's one joker too).  They
 * were drawn as small jokers without a mark. */
static void
test_marked_jokers (void)
{
  g_autoptr(GPtrArray) decks = gt_card_deck_list ();
  const double widths[] = { 100, 30 };

  for (guint d = 0; d <= decks->len + 1; d++)
    for (guint wi = 0; wi < G_N_ELEMENTS (widths); wi++)
      {
        g_autoptr(GtCardDeck) deck = NULL;
        GtCardPaintOptions opts;
        cairo_surface_t *plain_big, *plain_small, *emperor, *guard;
        double w = widths[wi];
        guint area = (guint) (w * w * 1.4);

        gt_card_paint_options_init (&opts);
        if (d == decks->len + 1)
          opts.four_colour = TRUE;
        else if (d < decks->len)
          {
            const GtCardDeckInfo *info = g_ptr_array_index (decks, d);

            deck = gt_card_deck_load (info->id, NULL);
            if (deck == NULL)
              continue;
            opts.deck = deck;
          }
        g_test_message ("%s, %g wide", deck != NULL ? gt_card_deck_get_id (deck)
                                        : opts.four_colour ? "four colours" : "drawn", w);

        plain_big = paint_with (GT_CARD_RJ, w, &opts);
        plain_small = paint_with (GT_CARD_BJ, w, &opts);
        emperor = paint_with (GT_CARD_RJ_MARKED, w, &opts);
        guard = paint_with (GT_CARD_BJ_MARKED, w, &opts);

        /* Red 大王 on the emperor card, as much red as the big joker has
         * (the crown may cover a little of a deck's picture). */
        g_assert_cmpuint (count_pixels (emperor, is_red), >, area / 200);
        g_assert_cmpuint (count_pixels (emperor, is_red) * 10, >=, count_pixels (plain_big, is_red) * 8);
        /* The marks: gold the plain jokers lack, and not the same shape. */
        g_assert_cmpuint (count_pixels (emperor, is_gold), >, count_pixels (plain_big, is_gold) + area / 250);
        g_assert_cmpuint (count_pixels (guard, is_gold), >, count_pixels (plain_small, is_gold) + area / 250);
        g_assert_cmpuint (count_pixels (emperor, is_gold), !=, count_pixels (guard, is_gold));
        if (deck == NULL)
          {
            /* Drawn: the emperor card has no black ink, the guard card no red. */
            g_assert_cmpuint (count_pixels (emperor, is_dark), ==, 0);
            g_assert_cmpuint (count_pixels (guard, is_red), ==, 0);
            g_assert_cmpuint (count_pixels (guard, is_dark), >, area / 200);
            g_assert_cmpuint (count_pixels (plain_big, is_gold), ==, 0);
          }
        cairo_surface_destroy (plain_big);
        cairo_surface_destroy (plain_small);
        cairo_surface_destroy (emperor);
        cairo_surface_destroy (guard);
      }
}

/* ---- The cache -------------------------------------------------------------- */

static void
count_cb (gpointer  instance,
          guint    *counter)
{
  (*counter)++;
}

/* A card is painted once per look and size: the second lookup finds it,
 * the selection does not make another; another size, scale or mark does.
 * A new deck empties it and says so. */
static void
test_cache (void)
{
  g_autoptr(GtCardCache) cache = gt_card_cache_new ();
  g_autoptr(GtCardDeck) deck = gt_card_deck_load ("svg-test", NULL);
  GtCardPaintOptions opts;
  GdkTexture *a, *b, *c;
  guint hits, misses, changed = 0;
  GtCard ace = GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES);
  cairo_surface_t *surface;

  g_assert_nonnull (deck);
  g_signal_connect (cache, "changed", G_CALLBACK (count_cb), &changed);
  gt_card_paint_options_init (&opts);

  a = gt_card_cache_lookup (cache, ace, &opts, 80, 112, 1);
  opts.selected = TRUE;
  opts.dim = TRUE;
  b = gt_card_cache_lookup (cache, ace, &opts, 80, 112, 1);
  g_assert_true (a == b);
  gt_card_cache_get_counts (cache, &hits, &misses);
  g_assert_cmpuint (hits, ==, 1);
  g_assert_cmpuint (misses, ==, 1);
  g_assert_cmpuint (gt_card_cache_get_size (cache), ==, 1);

  /* Twice the pixels at scale 2; a level card; another card. */
  c = gt_card_cache_lookup (cache, ace, &opts, 160, 224, 2);
  g_assert_true (c != a);
  g_assert_cmpint (gdk_texture_get_width (c), ==, 160);
  g_object_unref (c);
  opts.level_card = TRUE;
  c = gt_card_cache_lookup (cache, ace, &opts, 80, 112, 1);
  g_assert_true (c != a);
  g_object_unref (c);
  opts.level_card = FALSE;
  c = gt_card_cache_lookup (cache, GT_CARD_RJ, &opts, 80, 112, 1);
  g_assert_true (c != a);
  g_object_unref (c);
  g_assert_cmpuint (gt_card_cache_get_size (cache), ==, 4);

  /* The deck: emptied, "changed", the ace now the deck's blue.  The
   * textures handed out stay valid. */
  gt_card_cache_set_deck (cache, deck);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (gt_card_cache_get_size (cache), ==, 0);
  gt_card_cache_set_deck (cache, deck);
  g_assert_cmpuint (changed, ==, 1);
  surface = gt_card_cache_lookup_surface (cache, ace, &opts, 80, 112, 1);
  g_assert_cmpuint (count_pixels (surface, is_blue), >, 80 * 112 * 9 / 10);
  g_assert_cmpint (gdk_texture_get_width (a), ==, 80);
  g_object_unref (a);
  g_object_unref (b);

  /* Full: emptied before it grows past its bound. */
  for (int w = 20; w < 20 + GT_CARD_CACHE_MAX_ENTRIES + 10; w++)
    gt_card_cache_lookup_surface (cache, ace, &opts, w, w * 7 / 5, 1);
  g_assert_cmpuint (gt_card_cache_get_size (cache), <=, GT_CARD_CACHE_MAX_ENTRIES);
  g_assert_cmpuint (gt_card_cache_get_size (cache), >, 0);

  gt_card_cache_set_deck (cache, NULL);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_null (gt_card_cache_get_deck (cache));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Before anything asks GLib for the data directories. */
  data_home = g_dir_make_tmp ("gt-card-deck-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  write_deck ("svg-test", "Test Deck", test_svg);
  write_deck ("svg-sideways", "Sideways", sideways_svg);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-deck/missing", test_deck_missing);
  g_test_add_func ("/card-deck/unusable", test_deck_unusable);
  g_test_add_func ("/card-deck/drawn", test_deck_drawn);
  g_test_add_func ("/card-deck/installed", test_deck_installed);
  g_test_add_func ("/card-deck/marked-jokers", test_marked_jokers);
  g_test_add_func ("/card-cache/lookup", test_cache);

  status = g_test_run ();
  {
    g_autofree char *cmd = NULL;
    /* The temporary folder, emptied. */
    const char *ids[] = { "svg-test", "svg-sideways" };

    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        g_autofree char *dir = g_build_filename (data_home, "carddecks", ids[i], NULL);
        g_autofree char *a = g_build_filename (dir, "index.desktop", NULL);
        g_autofree char *b = g_build_filename (dir, "cards.svg", NULL);

        g_unlink (a);
        g_unlink (b);
        g_rmdir (dir);
      }
    cmd = g_build_filename (data_home, "carddecks", NULL);
    g_rmdir (cmd);
    g_rmdir (data_home);
  }
  return status;
}
