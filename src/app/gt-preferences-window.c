/* gt-preferences-window.c — the preferences
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-preferences-window"

#include "config.h"

#include "gt-preferences-window.h"

#include <glib/gi18n.h>

#include "gt-card-deck.h"
#include "gt-card-painter.h"
#include "gt-ruleset.h"

/* The cards beside each design's name in the deck row's list: wide enough
 * that the painter draws the deck's own art, not its mini cards. */
#define PREVIEW_CARD_WIDTH (GT_CARD_PAINTER_MINI_WIDTH + 4)

/* The values of the string keys shown as combo rows, in the rows' order. */
static const char *const color_schemes[] = { "default", "light", "dark", NULL };
static const char *const sort_orders[] = { "rank", "suit", "wild-last", NULL };
static const char *const card_sizes[] = { "small", "automatic", "large", NULL };
static const char *const speeds[] = { "slow", "normal", "fast", "instant", NULL };
static const char *const tutor_levels[] = { "off", "proofs", "principles", NULL };
static const char *const strengths[] = { "heuristic", "strong", NULL };

struct _GtPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  /* Template */
  AdwComboRow *style_row;
  AdwComboRow *sort_row;
  AdwComboRow *card_size_row;
  AdwComboRow *speed_row;
  AdwComboRow *deck_row;
  AdwComboRow *tutor_row;
  AdwComboRow *opponents_row;
  AdwComboRow *partner_row;
  GtkSwitch *four_colour_switch;
  AdwPreferencesPage *rules_page;

  /* The variant switches, made from the registry: each has its ruleset,
   * its bit and its setting name ("no-jiefeng") as data. */
  GPtrArray *variant_switches;

  /* The deck row's values: GT_CARD_DECK_LARGE_INDEX, then the installed
   * decks' ids in the row's order. */
  GStrv deck_ids;
  /* Their previews (GdkTexture), in the same order. */
  GPtrArray *deck_previews;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (GtPreferencesWindow, gt_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


/* ---- Combo rows: a string key as the index of its value ------------------- */

static gboolean
get_choice_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *const *choices = user_data;
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], s) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
set_choice_mapping (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  const char *const *choices = user_data;
  guint i = g_value_get_uint (value);

  if (i >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[i]);
}

static void
bind_choice (GtPreferencesWindow *self,
             const char          *key,
             AdwComboRow         *row,
             const char *const   *choices)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                get_choice_mapping, set_choice_mapping, (gpointer) choices, NULL);
}

/* ---- The deck row: the installed decks, found now ------------------------- */

/* Two cards of the deck with that id, the ♠A and the ♥K overlapping as in
 * a hand, drawn by the card painter: what the design looks like before it
 * is chosen (issue 31: the designs were names only). */
static GdkTexture *
deck_preview (const char *id,
              int         scale)
{
  g_autoptr(GtCardDeck) deck = g_strcmp0 (id, GT_CARD_DECK_LARGE_INDEX) == 0 ? NULL : gt_card_deck_load (id, NULL);
  const GtCard cards[] = { GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES), GT_CARD_MAKE (GT_RANK_K, GT_SUIT_HEARTS) };
  const int cw = PREVIEW_CARD_WIDTH, ch = cw * 7 / 5, step = cw * 3 / 5;
  const int width = (cw + step + 2) * scale, height = (ch + 2) * scale;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  GtCardPaintOptions opts;
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  gt_card_paint_options_init (&opts);
  opts.deck = deck;
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, i * step, 0);
      gt_card_painter_draw (cr, cards[i], cw, ch, &opts);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * (gsize) height);
  /* Cairo's ARGB32 is GDK's default memory format. */
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

static void
deck_item_setup (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  /* The name says it: the cards are only a picture of it. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

/* previews: the deck row's previews, in its order (the factory holds a
 * reference: the row may outlive the window's dispose). */
static void
deck_item_bind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                GPtrArray                *previews)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *picture = gtk_widget_get_first_child (box);
  GtkStringObject *name = gtk_list_item_get_item (item);
  guint position = gtk_list_item_get_position (item);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (box)), gtk_string_object_get_string (name));
  gtk_picture_set_paintable (GTK_PICTURE (picture),
                             position < previews->len ? g_ptr_array_index (previews, position) : NULL);
}

/* The row lists "Large Index" and the decks installed; a setting that names
 * a deck not installed (any more) shows as Large Index, which is what the
 * cards then are, and stays as it is until a row is picked. */
static void
fill_deck_row (GtPreferencesWindow *self)
{
  g_autoptr(GPtrArray) decks = gt_card_deck_list ();
  GtkStringList *names = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  GtkListItemFactory *factory;

  /* Translators: the card design drawn by the app, with a large index:
   * best on a projector and for low vision */
  gtk_string_list_append (names, _("Large Index"));
  g_strv_builder_add (ids, GT_CARD_DECK_LARGE_INDEX);
  for (guint i = 0; i < decks->len; i++)
    {
      const GtCardDeckInfo *info = g_ptr_array_index (decks, i);

      gtk_string_list_append (names, info->name);
      g_strv_builder_add (ids, info->id);
    }
  self->deck_ids = g_strv_builder_end (ids);
  self->deck_previews = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; self->deck_ids[i] != NULL; i++)
    g_ptr_array_add (self->deck_previews,
                     deck_preview (self->deck_ids[i], gtk_widget_get_scale_factor (GTK_WIDGET (self))));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (deck_item_setup), NULL);
  g_signal_connect_data (factory, "bind", G_CALLBACK (deck_item_bind), g_ptr_array_ref (self->deck_previews),
                         (GClosureNotify) (void (*) (void)) g_ptr_array_unref, 0);
  /* The list only: the row itself keeps the name alone, which fits. */
  adw_combo_row_set_list_factory (self->deck_row, factory);
  g_object_unref (factory);
  adw_combo_row_set_model (self->deck_row, G_LIST_MODEL (names));
  g_object_unref (names);
  /* The binding owns its copy of the ids: it lives as long as the row,
   * which may outlive the window's dispose. */
  g_settings_bind_with_mapping (self->settings, "card-deck", self->deck_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, get_choice_mapping, set_choice_mapping,
                                g_strdupv (self->deck_ids), (GDestroyNotify) g_strfreev);
}

/* ---- Variant switches: one name each in a list key ------------------------ */

/* GSettings cannot bind one element of a list, so the switches follow the
 * key by hand: the key is the truth, a switch only asks to change it.  A
 * switch is on when the engine reads its variant from the key, in whichever
 * form the key names it (gt_ruleset_variants_from_names()). */
static void
variants_changed_cb (GSettings           *settings,
                     const char          *key,
                     GtPreferencesWindow *self)
{
  g_auto(GStrv) names = g_settings_get_strv (settings, "rule-variants");

  for (guint i = 0; i < self->variant_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->variant_switches, i);
      const GtRuleset *rs = g_object_get_data (G_OBJECT (sw), "ruleset");
      guint bit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "bit"));

      gtk_switch_set_active (sw, (gt_ruleset_variants_from_names (rs, (const char *const *) names) & bit) != 0);
    }
}

/* The rows of one game's variants, in a group of their own: the preferences
 * know no game, they list what each ruleset says it has. */
static void
add_game_variants (GtPreferencesWindow *self,
                   const GtRuleset     *rs,
                   gboolean             first)
{
  AdwPreferencesGroup *group;
  g_autofree char *title = NULL;

  if (rs->n_variants == 0)
    return;
  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  /* Translators: a heading in the preferences; %s is a game, "Guandan" */
  title = g_strdup_printf (_("%s Rule Variants"), _(rs->title));
  adw_preferences_group_set_title (group, title);
  if (first)
    adw_preferences_group_set_description (group, _("Optional rules that some tables play by. They apply to puzzles and lesson steps that do not name their own; a puzzle that cannot be won under them is played under the standard rules."));
  for (guint i = 0; i < rs->n_variants; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();

      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      /* The engine's words, not markup. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rs->variants[i].title));
      if (rs->variants[i].description != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(rs->variants[i].description));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      g_object_set_data (G_OBJECT (sw), "ruleset", (gpointer) rs);
      g_object_set_data (G_OBJECT (sw), "bit", GUINT_TO_POINTER (1u << i));
      g_object_set_data_full (G_OBJECT (sw), "variant", gt_ruleset_variant_setting_name (rs, i), g_free);
      g_object_set_data (G_OBJECT (sw), "variant-name", (gpointer) rs->variants[i].name);
      g_ptr_array_add (self->variant_switches, sw);
      adw_preferences_group_add (group, row);
    }
  adw_preferences_page_add (self->rules_page, group);
}

static void
switch_active_cb (GtkSwitch           *sw,
                  GParamSpec          *pspec,
                  GtPreferencesWindow *self)
{
  const char *name = g_object_get_data (G_OBJECT (sw), "variant");
  const GtRuleset *rs = g_object_get_data (G_OBJECT (sw), "ruleset");
  guint bit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "bit"));
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "rule-variants");
  gboolean on = gtk_switch_get_active (sw);
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) now = NULL;

  if (((gt_ruleset_variants_from_names (rs, (const char *const *) names) & bit) != 0) == on)
    return;
  /* The other names stay as they were, unknown ones (another version's)
   * included; every name that meant this variant goes. */
  builder = g_strv_builder_new ();
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *one[] = { names[i], NULL };

      if ((gt_ruleset_variants_from_names (rs, one) & bit) == 0)
        g_strv_builder_add (builder, names[i]);
    }
  if (on)
    g_strv_builder_add (builder, name);
  now = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "rule-variants", (const char *const *) now);
}

/* ---- GObject ------------------------------------------------------------- */

static void
gt_preferences_window_constructed (GObject *object)
{
  GtPreferencesWindow *self = GT_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (gt_preferences_window_parent_class)->constructed (object);

  g_return_if_fail (G_IS_SETTINGS (self->settings));

  bind_choice (self, "color-scheme", self->style_row, color_schemes);
  bind_choice (self, "sort-order", self->sort_row, sort_orders);
  bind_choice (self, "card-size", self->card_size_row, card_sizes);
  bind_choice (self, "animation-speed", self->speed_row, speeds);
  bind_choice (self, "play-tutor", self->tutor_row, tutor_levels);
  bind_choice (self, "play-opponents", self->opponents_row, strengths);
  bind_choice (self, "play-partner", self->partner_row, strengths);
  fill_deck_row (self);
  g_settings_bind (self->settings, "four-colour-deck", self->four_colour_switch, "active", G_SETTINGS_BIND_DEFAULT);

  {
    const GtRuleset *const *games = gt_rulesets ();

    for (guint g = 0; games[g] != NULL; g++)
      add_game_variants (self, games[g], g == 0);
  }
  g_signal_connect_object (self->settings, "changed::rule-variants",
                           G_CALLBACK (variants_changed_cb), self, 0);
  variants_changed_cb (self->settings, "rule-variants", self);
  for (guint i = 0; i < self->variant_switches->len; i++)
    g_signal_connect (g_ptr_array_index (self->variant_switches, i), "notify::active",
                      G_CALLBACK (switch_active_cb), self);
}

static void
gt_preferences_window_dispose (GObject *object)
{
  GtPreferencesWindow *self = GT_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->variant_switches, g_ptr_array_unref);
  g_clear_pointer (&self->deck_ids, g_strfreev);
  g_clear_pointer (&self->deck_previews, g_ptr_array_unref);

  G_OBJECT_CLASS (gt_preferences_window_parent_class)->dispose (object);
}

static void
gt_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  GtPreferencesWindow *self = GT_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  GtPreferencesWindow *self = GT_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_preferences_window_class_init (GtPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = gt_preferences_window_constructed;
  object_class->dispose = gt_preferences_window_dispose;
  object_class->get_property = gt_preferences_window_get_property;
  object_class->set_property = gt_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, sort_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, card_size_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, deck_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, tutor_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, opponents_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, partner_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, rules_page);
}

static void
gt_preferences_window_init (GtPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->variant_switches = g_ptr_array_new ();
}

GtkWidget *
gt_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  return g_object_new (GT_TYPE_PREFERENCES_WINDOW, "settings", settings, NULL);
}

GtkSwitch *
gt_preferences_window_get_variant_switch (GtPreferencesWindow *self,
                                          const char          *name)
{
  g_return_val_if_fail (GT_IS_PREFERENCES_WINDOW (self), NULL);

  for (guint i = 0; i < self->variant_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->variant_switches, i);

      if (g_strcmp0 (g_object_get_data (G_OBJECT (sw), "variant"), name) == 0 ||
          g_strcmp0 (g_object_get_data (G_OBJECT (sw), "variant-name"), name) == 0)
        return sw;
    }
  return NULL;
}
