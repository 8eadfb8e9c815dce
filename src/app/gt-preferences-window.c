/* gt-preferences-window.c — the preferences
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-preferences-window.h"

#include "gt-ruleset.h"

/* The switches, in the template's order, by the engine's variant names
 * (gt-guandan.c): the names are what the "rule-variants" key holds. */
static const char *const variant_names[] = {
  "return-max-10", "no-jiefeng", "a-fail-to-opponent", "a-only-off",
};

/* The values of the string keys shown as combo rows, in the rows' order. */
static const char *const color_schemes[] = { "default", "light", "dark", NULL };
static const char *const sort_orders[] = { "rank", "suit", "wild-last", NULL };
static const char *const card_sizes[] = { "small", "automatic", "large", NULL };
static const char *const speeds[] = { "slow", "normal", "fast", "instant", NULL };

struct _GtPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  /* Template */
  AdwComboRow *style_row;
  AdwComboRow *sort_row;
  AdwComboRow *card_size_row;
  AdwComboRow *speed_row;
  GtkSwitch *four_colour_switch;
  GtkSwitch *return_max_10_switch;
  GtkSwitch *no_jiefeng_switch;
  GtkSwitch *a_fail_to_opponent_switch;
  GtkSwitch *a_only_off_switch;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (GtPreferencesWindow, gt_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkSwitch **
switches (GtPreferencesWindow *self,
          guint                i)
{
  GtkSwitch **all[] = {
    &self->return_max_10_switch, &self->no_jiefeng_switch,
    &self->a_fail_to_opponent_switch, &self->a_only_off_switch,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (all) == G_N_ELEMENTS (variant_names));
  return all[i];
}

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

/* ---- Variant switches: one name each in a list key ------------------------ */

/* GSettings cannot bind one element of a list, so the switches follow the
 * key by hand: the key is the truth, a switch only asks to change it. */
static void
variants_changed_cb (GSettings           *settings,
                     const char          *key,
                     GtPreferencesWindow *self)
{
  g_auto(GStrv) names = g_settings_get_strv (settings, "rule-variants");

  for (guint i = 0; i < G_N_ELEMENTS (variant_names); i++)
    gtk_switch_set_active (*switches (self, i), g_strv_contains ((const char *const *) names, variant_names[i]));
}

static void
switch_active_cb (GtkSwitch           *sw,
                  GParamSpec          *pspec,
                  GtPreferencesWindow *self)
{
  const char *name = g_object_get_data (G_OBJECT (sw), "variant");
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "rule-variants");
  gboolean on = gtk_switch_get_active (sw);
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) now = NULL;

  if (g_strv_contains ((const char *const *) names, name) == on)
    return;
  /* The other names stay as they were, unknown ones (another version's)
   * included. */
  builder = g_strv_builder_new ();
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (names[i], name) != 0)
      g_strv_builder_add (builder, names[i]);
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
  g_settings_bind (self->settings, "four-colour-deck", self->four_colour_switch, "active", G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_object (self->settings, "changed::rule-variants",
                           G_CALLBACK (variants_changed_cb), self, 0);
  variants_changed_cb (self->settings, "rule-variants", self);
  for (guint i = 0; i < G_N_ELEMENTS (variant_names); i++)
    {
      GtkSwitch *sw = *switches (self, i);

      g_object_set_data (G_OBJECT (sw), "variant", (gpointer) variant_names[i]);
      g_signal_connect (sw, "notify::active", G_CALLBACK (switch_active_cb), self);
    }
}

static void
gt_preferences_window_dispose (GObject *object)
{
  GtPreferencesWindow *self = GT_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

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

  /* The switches must name variants the engine knows. */
  for (guint i = 0; i < G_N_ELEMENTS (variant_names); i++)
    {
      GtRuleCtx ctx;

      gt_rule_ctx_init (&ctx, 2);
      if (!gt_ruleset_set_variant (gt_ruleset_guandan (), &ctx, variant_names[i]))
        g_critical ("unknown rule variant '%s'", variant_names[i]);
    }

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, sort_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, card_size_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, return_max_10_switch);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, no_jiefeng_switch);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, a_fail_to_opponent_switch);
  gtk_widget_class_bind_template_child (widget_class, GtPreferencesWindow, a_only_off_switch);
}

static void
gt_preferences_window_init (GtPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

  for (guint i = 0; i < G_N_ELEMENTS (variant_names); i++)
    if (g_strcmp0 (variant_names[i], name) == 0)
      return *switches (self, i);
  return NULL;
}
