/* gt-cli-verdict.c — a verdict as the command line prints it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * check, explain, compare and the trick games' check all answer with a
 * verdict: its word, its combination, its rule and its explanation, in
 * text or as JSON members.  Kept apart from main's dispatch (gt-cli.c) so
 * that the subcommands' files lean on this one and main on them, never
 * back.
 */
#define G_LOG_DOMAIN "gt-cli-verdict"

#include "config.h"

#include <glib/gi18n.h>

#include "gt-cli.h"
#include "gt-game.h"

JsonObject *
gt_cli_json_combo (const GtRuleset *rs,
                   const GtCombo   *c)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "type", gt_combo_kind_id (rs, c->type));
  json_object_set_string_member (o, "rank", gt_rank_to_string (c->rank));
  json_object_set_int_member (o, "size", c->size);
  json_object_set_boolean_member (o, "bomb", c->bomb != 0);
  return o;
}

void
gt_cli_text_combo (GString         *out,
                   const GtRuleset *rs,
                   const GtCombo   *c)
{
  /* The type and rank are the notation's tokens (notation.md), the same in
   * every language; the count around them is in the user's. */
  g_string_append_printf (out, "%s %s ", gt_combo_kind_id (rs, c->type), gt_rank_to_string (c->rank));
  if (c->bomb)
    /* TRANSLATORS: the size of a combination, after its notation: "bomb 5 (9 cards, bomb)" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "(%u card, bomb)", "(%u cards, bomb)", c->size), c->size);
  else
    /* TRANSLATORS: the size of a combination, after its notation: "pair A (2 cards)" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "(%u card)", "(%u cards)", c->size), c->size);
}

/* The verdict's first word in text output: the JSON says "legal": true/false. */
const char *
gt_cli_verdict_word (gboolean legal)
{
  /* TRANSLATORS: the command line's verdict on a play, at the start of its answer */
  return legal ? C_("cli verdict", "legal") : C_("cli verdict", "illegal");
}

/* "rule: gd.order.single" and a line break; the id is the same in every language. */
void
gt_cli_append_rule (GString    *out,
                    const char *rule)
{
  /* TRANSLATORS: the id of the rule that decides the verdict follows */
  g_string_append_printf (out, _("rule: %s"), rule);
  g_string_append_c (out, '\n');
}

/* The members of check's JSON answer, added to answer in their order: the
 * same for `check` and for every game of `compare`. */
void
gt_cli_json_verdict (JsonObject       *answer,
                     const GtRuleset  *rs,
                     const GtRuleCtx  *ctx,
                     const GtCardList *play,
                     const GtVerdict  *v)
{
  JsonArray *readings = json_array_new ();
  guint8 strength[GT_RANK_COUNT];

  rs->rank_strength (ctx, strength);
  json_object_set_boolean_member (answer, "legal", v->legal);
  if (v->has_combo)
    json_object_set_object_member (answer, "combo", gt_cli_json_combo (rs, &v->reading.combo));
  else
    json_object_set_null_member (answer, "combo");
  for (guint i = 0; i < v->n_readings; i++)
    {
      JsonObject *reading = gt_cli_json_combo (rs, &v->readings[i].combo);
      GtCardList applied;
      char *cards;

      gt_reading_apply (rs, ctx, &v->readings[i], play, &applied);
      gt_card_list_sort (&applied, strength);
      cards = gt_card_list_to_string (&applied);
      json_object_set_string_member (reading, "cards", cards);
      if (v->has_table)
        json_object_set_boolean_member (reading, "beats", v->beats[i]);
      json_array_add_object_element (readings, reading);
      g_free (cards);
    }
  json_object_set_array_member (answer, "readings", readings);
  json_object_set_string_member (answer, "rule", v->rule);
  json_object_set_string_member (answer, "explanation", v->explanation);
  if (v->has_suggestion)
    {
      char *cards = gt_card_list_to_string (&v->suggestion);
      json_object_set_string_member (answer, "suggestion", cards);
      g_free (cards);
    }
}

/* check's text answer (explain's with full): the verdict and its combination,
 * the rule, the explanation. */
void
gt_cli_text_verdict (GString          *out,
                     const GtRuleset  *rs,
                     const GtRuleCtx  *ctx,
                     const GtCardList *play,
                     const GtVerdict  *v,
                     gboolean          full)
{
  guint8 strength[GT_RANK_COUNT];

  rs->rank_strength (ctx, strength);
  g_string_append (out, gt_cli_verdict_word (v->legal));
  if (v->has_combo)
    {
      /* TRANSLATORS: between the verdict and the combination read: "legal: pair A (2 cards)" */
      g_string_append (out, C_("cli", ": "));
      gt_cli_text_combo (out, rs, &v->reading.combo);
    }
  g_string_append_c (out, '\n');
  gt_cli_append_rule (out, v->rule);
  g_string_append_printf (out, "%s\n", v->explanation);
  if (!full)
    return;
  if (v->n_readings > 0)
    {
      /* TRANSLATORS: the heading of the list of ways the cards can be read */
      g_string_append_printf (out, _("readings (%u):"), v->n_readings);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < v->n_readings; i++)
    {
      GtCardList applied;
      gt_reading_apply (rs, ctx, &v->readings[i], play, &applied);
      gt_card_list_sort (&applied, strength);
      g_string_append (out, "  ");
      gt_cli_text_combo (out, rs, &v->readings[i].combo);
      g_string_append (out, ": ");
      gt_card_list_append_to (&applied, out);
      if (v->has_table)
        {
          g_string_append_c (out, ' ');
          g_string_append (out, v->beats[i] ? _("(beats the table)") : _("(does not beat the table)"));
        }
      g_string_append_c (out, '\n');
    }
  if (v->has_suggestion)
    {
      /* TRANSLATORS: followed by the cards the explanation suggests */
      g_string_append (out, _("suggestion: "));
      gt_card_list_append_to (&v->suggestion, out);
      g_string_append_c (out, '\n');
    }
}
