/* gt-ruleset.c — what every ruleset shares
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-ruleset"

#include "config.h"

#include "gt-ruleset.h"
#include "gt-game.h"

#include <string.h>

const GtComboKind *
gt_ruleset_combo_kind (const GtRuleset *rs,
                       guint            type)
{
  if (type == GT_COMBO_NONE || type >= rs->n_kinds || rs->kinds[type].id == NULL)
    return NULL;
  return &rs->kinds[type];
}

guint
gt_ruleset_combo_type (const GtRuleset *rs,
                       const char      *id,
                       gboolean         dashes)
{
  for (guint t = 1; t < rs->n_kinds; t++)
    {
      const char *k = rs->kinds[t].id;
      guint i = 0;

      if (k == NULL)
        continue;
      for (; k[i] != '\0' && id[i] != '\0'; i++)
        if (id[i] != (dashes && k[i] == '_' ? '-' : k[i]))
          break;
      if (k[i] == '\0' && id[i] == '\0')
        return t;
    }
  return GT_COMBO_NONE;
}

const char *
gt_combo_kind_id (const GtRuleset *rs,
                  guint            type)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, type);

  return kind != NULL ? kind->id : "none";
}

guint
gt_combo_run_low (const GtRuleset *rs,
                  const GtCombo   *combo)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, combo->type);
  guint len;

  if (kind == NULL || kind->run == 0)
    return combo->rank;
  len = kind->run_len != 0 ? kind->run_len : combo->size / kind->run;
  return (guint) combo->rank - len + 1;
}

const char *const *
gt_rule_points (void)
{
  /* The rows of the rules table: what a learner coming from one game asks
   * of another.  A new game fills every one of them (tests/test-rule-points.c),
   * saying so when a point does not apply; a new row is added here once, for
   * every game. */
  static const char *const names[] = {
    "players", "teams", "deck", "card-order", "lead", "following", "bombs",
    "wild-cards", "round-end", "deal-end", "tribute", "scoring", "variants",
    NULL
  };
  return names;
}

const GtRulePoint *
gt_ruleset_point (const GtRuleset *rs,
                  const char      *point)
{
  for (guint i = 0; i < rs->n_points; i++)
    if (g_str_equal (rs->points[i].point, point))
      return &rs->points[i];
  return NULL;
}

const GtRuleset *const *
gt_rulesets (void)
{
  /* One line per game in gt-registry.h (docs/architecture.md).  The list
   * is one longer than the games, so that it ends in NULL however many
   * lines there are. */
  static const GtRuleset *(*const games[]) (void) = {
#define GT_GAME(name) gt_ruleset_##name,
#include "gt-registry.h"
#undef GT_GAME
  };
  static const GtRuleset *list[G_N_ELEMENTS (games) + 1];
  static gsize done;

  if (g_once_init_enter (&done))
    {
      GError *error = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (games); i++)
        list[i] = games[i] ();
      /* A registry or a game too big for the engine's tables stops here,
       * with what does not fit, rather than giving wrong answers later. */
      if (!gt_rulesets_check (list, G_N_ELEMENTS (games), &error))
        g_error ("%s", error->message);
      g_once_init_leave (&done, 1);
    }
  return list;
}

gboolean
gt_rulesets_check (const GtRuleset *const *games,
                   guint                   n,
                   GError                **error)
{
  if (n > GT_GAMES_MAX)
    {
      g_set_error (error, GT_RULESET_ERROR, GT_RULESET_ERROR_LIMIT,
                   "the registry (gt-registry.h): %u games, more than GT_GAMES_MAX (%u), the tables kept "
                   "per game hold", n, (guint) GT_GAMES_MAX);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      for (guint k = 0; k < i; k++)
        if (g_str_equal (games[k]->id, games[i]->id))
          {
            g_set_error (error, GT_RULESET_ERROR, GT_RULESET_ERROR_LIMIT,
                         "the registry (gt-registry.h): the game id '%s' twice", games[i]->id);
            return FALSE;
          }
      if (!gt_ruleset_check_limits (games[i], error))
        return FALSE;
    }
  return TRUE;
}

const GtRuleset *
gt_ruleset_lookup (const char *id)
{
  const GtRuleset *const *all = gt_rulesets ();

  if (id == NULL)
    return all[0];
  for (guint i = 0; all[i] != NULL; i++)
    if (g_str_equal (all[i]->id, id))
      return all[i];
  return NULL;
}

char *
gt_ruleset_ids (void)
{
  const GtRuleset *const *all = gt_rulesets ();
  GString *ids = g_string_new (NULL);

  for (guint i = 0; all[i] != NULL; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", all[i]->id);
  return g_string_free (ids, FALSE);
}

void
gt_rule_ctx_init (GtRuleCtx       *ctx,
                  const GtRuleset *rs,
                  guint            level)
{
  ctx->rs = rs;
  ctx->level = (guint8) level;
  ctx->trump_suit = GT_SUIT_NONE;
  ctx->variants = 0;
}

guint32
gt_ruleset_variants_from_names (const GtRuleset   *rs,
                                const char *const *names)
{
  GtRuleCtx ctx;
  gsize id_len = strlen (rs->id);

  gt_rule_ctx_init (&ctx, rs, 2);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      const char *colon = strchr (names[i], ':');

      if (colon == NULL)
        gt_ruleset_set_variant (rs, &ctx, names[i]);
      else if ((gsize) (colon - names[i]) == id_len && strncmp (names[i], rs->id, id_len) == 0)
        gt_ruleset_set_variant (rs, &ctx, colon + 1);
    }
  return ctx.variants;
}

char *
gt_ruleset_variant_setting_name (const GtRuleset *rs,
                                 guint            i)
{
  const GtRuleset *const *all = gt_rulesets ();

  g_return_val_if_fail (i < rs->n_variants, NULL);
  /* The bare name while no other game has a variant of that name: the
   * preferences of versions with one game read the same. */
  for (guint g = 0; all[g] != NULL; g++)
    for (guint k = 0; all[g] != rs && k < all[g]->n_variants; k++)
      if (g_str_equal (all[g]->variants[k].name, rs->variants[i].name))
        return g_strconcat (rs->id, ":", rs->variants[i].name, NULL);
  return g_strdup (rs->variants[i].name);
}

gboolean
gt_ruleset_set_variant (const GtRuleset *rs,
                        GtRuleCtx       *ctx,
                        const char      *name)
{
  for (guint i = 0; i < rs->n_variants; i++)
    if (g_str_equal (rs->variants[i].name, name))
      {
        ctx->variants |= 1u << i;
        return TRUE;
      }
  return FALSE;
}

/* Which of two readings of the same cards is stronger.  Bombs climb their
 * ladder; among ordinary readings the higher key wins, and between types
 * that never meet (a tube or a plate from the same six cards) the later type
 * is taken, so that the choice is at least always the same
 * (docs/decisions.md). */
gboolean
gt_combo_stronger (const GtCombo *a,
                   const GtCombo *b)
{
  if (a->bomb != b->bomb)
    return a->bomb > b->bomb;
  if (a->key != b->key)
    return a->key > b->key;
  return a->type > b->type;
}

gboolean
gt_combo_same (const GtCombo *a,
               const GtCombo *b)
{
  return a->type == b->type && a->rank == b->rank && a->size == b->size;
}

gboolean
gt_ruleset_read_table (const GtRuleset  *rs,
                       const GtRuleCtx  *ctx,
                       const GtCardList *table,
                       GtReading        *out)
{
  GtReading readings[GT_READINGS_MAX];
  guint n = rs->readings (ctx, table, readings, GT_READINGS_MAX);
  guint best = 0;

  if (n == 0)
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (gt_combo_stronger (&readings[i].combo, &readings[best].combo))
      best = i;
  *out = readings[best];
  return TRUE;
}

void
gt_reading_apply (const GtRuleset  *rs,
                  const GtRuleCtx  *ctx,
                  const GtReading  *reading,
                  const GtCardList *play,
                  GtCardList       *out)
{
  guint w = 0;

  *out = *play;
  for (guint i = 0; i < play->n; i++)
    {
      if (play->as[i] != GT_CARD_NONE || !rs->is_wild (ctx, play->card[i]))
        continue;
      if (w < reading->n_wild && reading->as[w] != play->card[i])
        out->as[i] = reading->as[w];
      w++;
    }
}

void
gt_verdict_init (GtVerdict *verdict)
{
  memset (verdict, 0, sizeof *verdict);
}

void
gt_verdict_clear (GtVerdict *verdict)
{
  g_clear_pointer (&verdict->explanation, g_free);
  gt_verdict_init (verdict);
}
