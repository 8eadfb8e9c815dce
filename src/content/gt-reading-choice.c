/* gt-reading-choice.c — the readings a learner is asked to choose from
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-reading-choice"

#include "config.h"

#include "gt-reading-choice.h"

#include "gt-explain.h"

void
gt_reading_choice_free (GtReadingChoice *choice)
{
  if (choice == NULL)
    return;
  g_free (choice->label);
  g_free (choice->wild_words);
  g_free (choice);
}

guint
gt_reading_choices_find (const GtRuleset  *rs,
                         const GtRuleCtx  *ctx,
                         const GtCardList *play,
                         const GtCombo    *table,
                         const GtCardList *hand,
                         GtReading         out[GT_READINGS_MAX])
{
  gboolean has_wild = FALSE;
  GtVerdict v;
  guint n = 0;

  for (guint i = 0; i < play->n; i++)
    if (rs->is_wild (ctx, play->card[i]) && play->as[i] == GT_CARD_NONE)
      has_wild = TRUE;
  if (!has_wild)
    return 0;

  gt_verdict_init (&v);
  rs->judge (ctx, play, table, hand, &v);
  for (guint i = 0; v.legal && i < v.n_readings; i++)
    if (table == NULL || v.beats[i])
      out[n++] = v.readings[i];
  gt_verdict_clear (&v);
  return n;
}

void
gt_reading_sort_cards (const GtRuleset *rs,
                       const GtRuleCtx *ctx,
                       const GtCombo   *combo,
                       GtCardList      *list)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, combo->type);
  gboolean run = kind != NULL && kind->run != 0;
  gboolean ace_low = run && gt_combo_run_low (rs, combo) < GT_RANK_2;
  guint8 strength[GT_RANK_COUNT];
  guint keys[GT_LIST_MAX];

  rs->rank_strength (ctx, strength);
  for (guint i = 0; i < list->n; i++)
    {
      GtCard eff = list->as[i] != GT_CARD_NONE ? list->as[i] : list->card[i];
      guint rank = gt_card_rank (eff);

      if (run)
        keys[i] = (ace_low && rank == GT_RANK_A ? 1 : rank) * 8 + gt_card_suit (eff);
      else
        keys[i] = strength[rank] * 8u + gt_card_suit (eff);
    }
  /* Insertion sort: a play has a handful of cards. */
  for (guint i = 1; i < list->n; i++)
    for (guint j = i; j > 0 && keys[j - 1] > keys[j]; j--)
      {
        guint k = keys[j];
        GtCard c = list->card[j], a = list->as[j];

        keys[j] = keys[j - 1];
        list->card[j] = list->card[j - 1];
        list->as[j] = list->as[j - 1];
        keys[j - 1] = k;
        list->card[j - 1] = c;
        list->as[j - 1] = a;
      }
}

GPtrArray *
gt_reading_choices_new (const GtRuleset  *rs,
                        const GtRuleCtx  *ctx,
                        const GtReading  *readings,
                        guint             n_readings,
                        const GtCardList *play)
{
  GPtrArray *choices = g_ptr_array_new_with_free_func ((GDestroyNotify) gt_reading_choice_free);

  for (guint i = 0; i < n_readings; i++)
    {
      GtReadingChoice *choice = g_new0 (GtReadingChoice, 1);

      choice->reading = readings[i];
      choice->label = gt_reading_describe (rs, ctx, &readings[i], play, &choice->wild_words);
      gt_reading_apply (rs, ctx, &readings[i], play, &choice->cards);
      gt_reading_sort_cards (rs, ctx, &readings[i].combo, &choice->cards);
      g_ptr_array_add (choices, choice);
    }
  return choices;
}
