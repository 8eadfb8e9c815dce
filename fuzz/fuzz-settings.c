/* fuzz-settings.c — the settings the app reads
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The settings live in dconf (or a keyfile), which a user, a script or a
 * sync tool may edit: GSettings checks a value's type, and its range where
 * the schema gives one, but not what a string means.  The input is lines
 * KEY=VALUE, VALUE in GVariant's text form as `gsettings set` and
 * `dconf load` take it; each value of the schema's type for its key goes
 * where the app sends it:
 *   - rule-variants: each game's variant bits from the names, and the
 *     names the app would write for those bits, which must give them back;
 *   - play-game: the game looked up by its id (the Play page keeps
 *     its game for an id the registry does not know);
 *   - card-deck: the deck looked up by its id among the installed decks
 *     (an id is not a path: "../x" finds nothing).
 * The enum keys (sort-order, card-size, animation-speed, color-scheme,
 * play-tutor, play-opponents, play-partner) hold only their enum's nicks:
 * GSettings reads the default for any other string, and g_settings_bind
 * maps a nick onto the enum property by itself.  presentation-monitor and
 * last-page are compared with connectors and page names, an unknown one
 * taking the default: there is no parser behind them to fuzz.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "gt-card-deck.h"
#include "gt-ruleset.h"

static void
variants (const char *const *names)
{
  for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
    {
      guint32 bits = gt_ruleset_variants_from_names (*rs, names);
      g_autoptr(GPtrArray) written = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < (*rs)->n_variants; i++)
        if (bits & (1u << i))
          g_ptr_array_add (written, gt_ruleset_variant_setting_name (*rs, i));
      g_ptr_array_add (written, NULL);
      if (gt_ruleset_variants_from_names (*rs, (const char *const *) written->pdata) != bits)
        g_error ("%s: the variants the app writes do not read back", (*rs)->id);
    }
}

static void
setting (const char *key,
         const char *value)
{
  gboolean list = strcmp (key, "rule-variants") == 0;
  g_autoptr(GVariant) v = g_variant_parse (list ? G_VARIANT_TYPE_STRING_ARRAY : G_VARIANT_TYPE_STRING,
                                           value, NULL, NULL, NULL);

  if (v == NULL)
    return;                     /* GSettings refuses a value of another type */
  if (list)
    {
      g_autofree const char **names = g_variant_get_strv (v, NULL);
      variants (names);
    }
  else if (strcmp (key, "play-game") == 0)
    gt_ruleset_lookup (g_variant_get_string (v, NULL));
  else if (strcmp (key, "card-deck") == 0)
    {
      g_autoptr(GtCardDeck) deck = gt_card_deck_load (g_variant_get_string (v, NULL), NULL);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (size > 16 * 1024)
    return 0;
  text = g_strndup ((const char *) data, size);
  lines = g_strsplit (text, "\n", 64);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *eq = strchr (lines[i], '=');

      if (eq == NULL)
        continue;
      *eq = '\0';
      setting (g_strstrip (lines[i]), eq + 1);
    }
  return 0;
}
