/* gt-appearance.c — how cards look and move, one object the settings bind to
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-appearance"

#include "config.h"

#include "gt-appearance.h"

#include "gt-card-cache.h"
#include "gt-widgets-enums.h"

struct _GtAppearance {
  GObject parent_instance;

  GtCardSize card_size;
  GtHandSort sort_order;
  GtAnimationSpeed animation_speed;
  gboolean four_colour;
  char *card_deck;
};

enum {
  PROP_0,
  PROP_CARD_SIZE,
  PROP_SORT_ORDER,
  PROP_ANIMATION_SPEED,
  PROP_FOUR_COLOUR,
  PROP_CARD_DECK,
  PROP_CARD_SCALE,
  PROP_LIFT_TIME,
  PROP_REPLY_INTERVAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GtAppearance, gt_appearance, G_TYPE_OBJECT)

/* The pace of a computer player's reply and of a selected card rising,
 * in ms, at each speed. */
static const struct {
  guint reply_ms, lift_ms;
} speeds[] = {
  [GT_ANIMATION_SPEED_SLOW] = { 1000, 200 },
  [GT_ANIMATION_SPEED_NORMAL] = { 600, 120 },
  [GT_ANIMATION_SPEED_FAST] = { 250, 60 },
  [GT_ANIMATION_SPEED_INSTANT] = { 0, 0 },
};

GtHandSort
gt_appearance_get_sort_order (GtAppearance *self)
{
  g_return_val_if_fail (GT_IS_APPEARANCE (self), GT_HAND_SORT_RANK);
  return self->sort_order;
}

double
gt_appearance_get_card_scale (GtAppearance *self)
{
  g_return_val_if_fail (GT_IS_APPEARANCE (self), 1.0);

  switch (self->card_size)
    {
    case GT_CARD_SIZE_SMALL:
      return 0.8;
    case GT_CARD_SIZE_LARGE:
      return 1.25;
    case GT_CARD_SIZE_AUTOMATIC:
    default:
      return 1.0;
    }
}

guint
gt_appearance_get_lift_time (GtAppearance *self)
{
  g_return_val_if_fail (GT_IS_APPEARANCE (self), 0);
  return speeds[self->animation_speed].lift_ms;
}

guint
gt_appearance_get_reply_interval (GtAppearance *self)
{
  g_return_val_if_fail (GT_IS_APPEARANCE (self), 0);
  return speeds[self->animation_speed].reply_ms;
}

static void
gt_appearance_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtAppearance *self = GT_APPEARANCE (object);

  switch (prop_id)
    {
    case PROP_CARD_SIZE:
      g_value_set_enum (value, self->card_size);
      break;
    case PROP_SORT_ORDER:
      g_value_set_enum (value, self->sort_order);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_enum (value, self->animation_speed);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    case PROP_CARD_DECK:
      g_value_set_string (value, self->card_deck);
      break;
    case PROP_CARD_SCALE:
      g_value_set_double (value, gt_appearance_get_card_scale (self));
      break;
    case PROP_LIFT_TIME:
      g_value_set_uint (value, gt_appearance_get_lift_time (self));
      break;
    case PROP_REPLY_INTERVAL:
      g_value_set_uint (value, gt_appearance_get_reply_interval (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_appearance_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtAppearance *self = GT_APPEARANCE (object);

  switch (prop_id)
    {
    case PROP_CARD_SIZE:
      if (self->card_size == (GtCardSize) g_value_get_enum (value))
        return;
      self->card_size = g_value_get_enum (value);
      g_object_notify_by_pspec (object, properties[PROP_CARD_SCALE]);
      break;
    case PROP_SORT_ORDER:
      if (self->sort_order == (GtHandSort) g_value_get_enum (value))
        return;
      self->sort_order = g_value_get_enum (value);
      break;
    case PROP_ANIMATION_SPEED:
      if (self->animation_speed == (GtAnimationSpeed) g_value_get_enum (value))
        return;
      self->animation_speed = g_value_get_enum (value);
      g_object_notify_by_pspec (object, properties[PROP_LIFT_TIME]);
      g_object_notify_by_pspec (object, properties[PROP_REPLY_INTERVAL]);
      break;
    case PROP_FOUR_COLOUR:
      if (self->four_colour == g_value_get_boolean (value))
        return;
      self->four_colour = g_value_get_boolean (value);
      break;
    case PROP_CARD_DECK:
      if (g_strcmp0 (self->card_deck, g_value_get_string (value)) == 0)
        return;
      g_free (self->card_deck);
      self->card_deck = g_value_dup_string (value);
      /* The deck is the process's (the card cache's): every window shows
       * the one setting.  A deck that is not installed gives the
       * large-index cards.  Chosen, not loaded: it is read when a card is
       * first painted, not before the window's first frame. */
      gt_card_cache_choose_deck (gt_card_cache_get_default (), self->card_deck);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_object_notify_by_pspec (object, pspec);
}

static void
gt_appearance_finalize (GObject *object)
{
  GtAppearance *self = GT_APPEARANCE (object);

  g_free (self->card_deck);
  G_OBJECT_CLASS (gt_appearance_parent_class)->finalize (object);
}

static void
gt_appearance_class_init (GtAppearanceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gt_appearance_get_property;
  object_class->set_property = gt_appearance_set_property;
  object_class->finalize = gt_appearance_finalize;

  properties[PROP_CARD_SIZE] =
    g_param_spec_enum ("card-size", NULL, NULL, GT_TYPE_CARD_SIZE, GT_CARD_SIZE_AUTOMATIC,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SORT_ORDER] =
    g_param_spec_enum ("sort-order", NULL, NULL, GT_TYPE_HAND_SORT, GT_HAND_SORT_RANK,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_enum ("animation-speed", NULL, NULL, GT_TYPE_ANIMATION_SPEED, GT_ANIMATION_SPEED_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_DECK] =
    g_param_spec_string ("card-deck", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_SCALE] =
    g_param_spec_double ("card-scale", NULL, NULL, 0.5, 2.0, 1.0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LIFT_TIME] =
    g_param_spec_uint ("lift-time", NULL, NULL, 0, 2000, 120,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLY_INTERVAL] =
    g_param_spec_uint ("reply-interval", NULL, NULL, 0, 5000, 600,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gt_appearance_init (GtAppearance *self)
{
  self->card_size = GT_CARD_SIZE_AUTOMATIC;
  self->sort_order = GT_HAND_SORT_RANK;
  self->animation_speed = GT_ANIMATION_SPEED_NORMAL;
}

GtAppearance *
gt_appearance_new (void)
{
  return g_object_new (GT_TYPE_APPEARANCE, NULL);
}

void
gt_appearance_bind_settings (GtAppearance *self,
                             GSettings    *settings)
{
  static const struct { const char *key, *prop; } keys[] = {
    { "card-size", "card-size" },
    { "sort-order", "sort-order" },
    { "animation-speed", "animation-speed" },
    { "four-colour-deck", "four-colour" },
    { "card-deck", "card-deck" },
  };

  g_return_if_fail (GT_IS_APPEARANCE (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  /* One way: the preferences write the settings, the appearance follows
   * them.  A stored value the schema does not allow is never passed on:
   * GSettings reads the key's default instead. */
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_bind (settings, keys[i].key, self, keys[i].prop, G_SETTINGS_BIND_GET);
}

void
gt_appearance_bind_table (GtAppearance *self,
                          GtTableView  *table,
                          gboolean      with_sort)
{
  GtHandView *hand;

  g_return_if_fail (GT_IS_APPEARANCE (self));
  g_return_if_fail (GT_IS_TABLE_VIEW (table));

  hand = gt_table_view_get_hand (table);
  g_object_bind_property (self, "card-scale", table, "card-scale", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "four-colour", table, "four-colour", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "lift-time", hand, "lift-time", G_BINDING_SYNC_CREATE);
  if (with_sort)
    g_object_bind_property (self, "sort-order", hand, "sort", G_BINDING_SYNC_CREATE);
}
