/* gt-compare.c — one play judged in every game
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moved here from the command line's `compare` so that the app's Compare
 * page asks exactly the same question (gt-compare.h).
 */
#define G_LOG_DOMAIN "gt-compare"

#include "config.h"

#include "gt-compare.h"

#include <glib/gi18n-lib.h>

#include "gt-explain.h"
#include "gt-game.h"

void
gt_compare_ctx_init (GtRuleCtx       *ctx,
                     const GtRuleset *rs,
                     guint            level)
{
  /* Guandan at the level given; a game without levels as check has it. */
  gt_rule_ctx_init (ctx, rs, rs->game->no_level || level == 0 ? 2 : level);
}

/* The verdict of a game whose deck does not hold cards of list (Gan Deng
 * Yan's single deck and a second S3; Bao Huang and a 3): illegal, citing the
 * rule of its "deck" point.  FALSE when the deck holds them all. */
/* A card in words for the deck sentences: the table's label, and a
 * marked joker (Bao Huang's emperor and guard cards, notation.md) as
 * marked, since the unmarked joker may be in the deck when it is not. */
static const char *
deck_card_words (GtCard card)
{
  if (card == GT_CARD_RJ_MARKED)
    return _("marked big joker");
  if (card == GT_CARD_BJ_MARKED)
    return _("marked small joker");
  return gt_explain_card_label (card);
}

static gboolean
deck_verdict (const GtRuleset  *rs,
              const GtRuleCtx  *ctx,
              const GtCardList *list,
              GtVerdict        *v)
{
  guint8 copies[GT_CARD_KINDS], seen[GT_CARD_KINDS] = { 0 };
  const GtRulePoint *deck = gt_ruleset_point (rs, "deck");

  gt_ruleset_deck (rs, ctx->variants, copies);
  for (guint i = 0; i < list->n; i++)
    {
      GtCard card = list->card[i];

      if (++seen[card] <= copies[card])
        continue;
      v->legal = FALSE;
      /* Every game has a "deck" point (tests/test-rule-points.c); its id
       * is the rule a card outside the deck breaks. */
      if (deck != NULL && deck->rule != NULL)
        v->rule = deck->rule;
      else
        {
          g_autofree char *id = g_strconcat (rs->rule_prefix, ".deck", NULL);
          v->rule = g_intern_string (id);
        }
      if (copies[card] == 0)
        /* TRANSLATORS: %s is a game's name, then a card ("Gan Deng Yan's deck has no marked big joker.") */
        v->explanation = g_strdup_printf (_("%s’s deck has no %s."), _(rs->title), deck_card_words (card));
      else
        v->explanation = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       /* TRANSLATORS: a game's name, a count, a card: "Gan Deng Yan's deck holds only 1 ♠3." */
                                                       "%s’s deck holds only %u %s.",
                                                       "%s’s deck holds only %u of %s.",
                                                       copies[card]),
                                          _(rs->title), copies[card], deck_card_words (card));
      return TRUE;
    }
  return FALSE;
}

void
gt_compare_judge (const GtRuleset  *rs,
                  const GtRuleCtx  *ctx,
                  const GtCardList *play,
                  const GtCardList *table_cards,
                  GtVerdict        *v)
{
  GtReading table;

  gt_verdict_init (v);
  if (deck_verdict (rs, ctx, play, v) ||
      (table_cards != NULL && deck_verdict (rs, ctx, table_cards, v)))
    return;
  if (table_cards != NULL && !gt_ruleset_read_table (rs, ctx, table_cards, &table))
    {
      GtVerdict tv;

      /* The play judged alone first: when it is no combination either, that
       * is the answer, the same as check's without a table. */
      rs->judge (ctx, play, NULL, NULL, v);
      if (!v->legal)
        return;
      gt_verdict_init (&tv);
      rs->judge (ctx, table_cards, NULL, NULL, &tv);
      v->legal = FALSE;
      v->rule = tv.rule;
      g_free (v->explanation);
      /* TRANSLATORS: the second %s is the game's explanation of why the cards on the table are no combination */
      v->explanation = g_strdup_printf (_("The play on the table is not a combination in %s: %s"),
                                        _(rs->title), tv.explanation);
      gt_verdict_clear (&tv);
      return;
    }
  rs->judge (ctx, play, table_cards != NULL ? &table.combo : NULL, NULL, v);
}
