/* gt-explain.c — building the sentences of a verdict, and the words for
 * ranks and combinations they share with the app
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-explain"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-card.h"
#include "gt-explain.h"

void
gt_explain_add_sentence (GString    *out,
                         const char *text)
{
  gunichar first;

  if (text == NULL || *text == '\0')
    return;
  if (out->len > 0)
    {
      gunichar last = g_utf8_get_char (g_utf8_find_prev_char (out->str, out->str + out->len));
      if (last < 0x3000)
        g_string_append_c (out, ' ');
    }
  first = g_utf8_get_char (text);
  g_string_append_unichar (out, g_unichar_totitle (first));
  g_string_append (out, g_utf8_next_char (text));
}

void
gt_explain_add_sentencef (GString    *out,
                          const char *format,
                          ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  gt_explain_add_sentence (out, text);
  g_free (text);
}

/* "5s": the plural of a rank as a word, for "a pair of 5s".  Shared by
 * every explanation that names a rank in the plural, so that the
 * translations of the plurals are made once. */
const char *
gt_explain_rank_plural (guint rank)
{
  switch (rank)
    {
    case 2: return C_("rank plural", "2s");
    case 3: return C_("rank plural", "3s");
    case 4: return C_("rank plural", "4s");
    case 5: return C_("rank plural", "5s");
    case 6: return C_("rank plural", "6s");
    case 7: return C_("rank plural", "7s");
    case 8: return C_("rank plural", "8s");
    case 9: return C_("rank plural", "9s");
    case 10: return C_("rank plural", "10s");
    case GT_RANK_J: return C_("rank plural", "Jacks");
    case GT_RANK_Q: return C_("rank plural", "Queens");
    case GT_RANK_K: return C_("rank plural", "Kings");
    case GT_RANK_A:
    case GT_RANK_ACE_LOW: return C_("rank plural", "Aces");
    case GT_RANK_BJ: return _("small jokers");
    case GT_RANK_RJ: return _("big jokers");
    default: return "?";
    }
}

/* "Jack", "7": a rank as a word, for "a single Jack", "the Jack of
 * spades". */
const char *
gt_explain_rank_word (guint rank)
{
  switch (rank)
    {
    case GT_RANK_J: return C_("rank", "Jack");
    case GT_RANK_Q: return C_("rank", "Queen");
    case GT_RANK_K: return C_("rank", "King");
    case GT_RANK_A:
    case GT_RANK_ACE_LOW: return C_("rank", "Ace");
    case GT_RANK_BJ: return _("small joker");
    case GT_RANK_RJ: return _("big joker");
    default: return gt_rank_to_string (rank);
    }
}

const char *
gt_explain_rank_label (guint rank)
{
  return rank >= GT_RANK_BJ ? gt_explain_rank_word (rank) : gt_rank_to_string (rank);
}

/* The number of cards of a bomb, as a word: "a bomb of five 7s". */
const char *
gt_explain_count_word (guint n)
{
  switch (n)
    {
    case 4: return C_("count", "four");
    case 5: return C_("count", "five");
    case 6: return C_("count", "six");
    case 7: return C_("count", "seven");
    case 8: return C_("count", "eight");
    case 9: return C_("count", "nine");
    case 10: return C_("count", "ten");
    default: return "?";
    }
}

/* The lowest rank of a run of kind, written as a rank (the low Ace as
 * "A"). */
static guint
run_low (const GtComboKind *kind,
         const GtCombo     *c)
{
  guint len = kind->run_len != 0 ? kind->run_len : kind->run != 0 ? c->size / kind->run : 1;
  guint low = (guint) c->rank - len + 1;
  return low == GT_RANK_ACE_LOW ? GT_RANK_A : low;
}

char *
gt_combo_describe (const GtRuleset *rs,
                   const GtCombo   *combo,
                   GtComboWords     words)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, combo->type);

  if (kind == NULL || kind->describe == NULL)
    return g_strdup ("?");
  return kind->describe (kind, combo, words);
}

char *
gt_combo_describe_single (const GtComboKind *kind,
                          const GtCombo     *c,
                          GtComboWords       words)
{
  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading of the selected cards, "Single 7" */
    return g_strdup_printf (_("Single %s"), gt_explain_rank_label (c->rank));
  if (c->rank >= GT_RANK_BJ)
    return g_strdup (c->rank == GT_RANK_BJ ? _("the small joker") : _("the big joker"));
  return g_strdup_printf (_("a single %s"), gt_explain_rank_word (c->rank));
}

char *
gt_combo_describe_pair (const GtComboKind *kind,
                        const GtCombo     *c,
                        GtComboWords       words)
{
  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading of the selected cards; %s is a rank in the
     * plural, "Pair of 7s" */
    return g_strdup_printf (_("Pair of %s"), gt_explain_rank_plural (c->rank));
  return g_strdup_printf (_("a pair of %s"), gt_explain_rank_plural (c->rank));
}

char *
gt_combo_describe_triple (const GtComboKind *kind,
                          const GtCombo     *c,
                          GtComboWords       words)
{
  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading of the selected cards, "Three 7s" */
    return g_strdup_printf (_("Three %s"), gt_explain_rank_plural (c->rank));
  return g_strdup_printf (_("three %s"), gt_explain_rank_plural (c->rank));
}

char *
gt_combo_describe_straight (const GtComboKind *kind,
                            const GtCombo     *c,
                            GtComboWords       words)
{
  const char *low = gt_rank_to_string (run_low (kind, c));

  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading of the selected cards, "Straight, 3 to 7" */
    return g_strdup_printf (_("Straight, %1$s to %2$s"), low, gt_rank_to_string (c->rank));
  return g_strdup_printf (_("a straight, %s to %s"), low, gt_rank_to_string (c->rank));
}

char *
gt_combo_describe_bomb (const GtComboKind *kind,
                        const GtCombo     *c,
                        GtComboWords       words)
{
  if (words == GT_COMBO_WORDS_LABEL)
    /* Translators: a reading: a bomb of N cards of one rank, "Bomb, 5 × 9" */
    return g_strdup_printf (_("Bomb, %1$u × %2$s"), (guint) c->size, gt_rank_to_string (c->rank));
  return g_strdup_printf (_("a bomb of %s %s"), gt_explain_count_word (c->size), gt_explain_rank_plural (c->rank));
}

char *
gt_reading_describe (const GtRuleset  *rs,
                     const GtRuleCtx  *ctx,
                     const GtReading  *reading,
                     const GtCardList *play,
                     char            **wild_words)
{
  char *combo = gt_combo_describe (rs, &reading->combo, GT_COMBO_WORDS_LABEL);
  GString *wild = g_string_new (NULL);
  guint k = 0;

  /* The reading's declarations are for the undeclared wild cards, in the
   * order they stand in the play. */
  for (guint i = 0; i < play->n; i++)
    {
      GtCard as;

      if (!rs->is_wild (ctx, play->card[i]) || play->as[i] != GT_CARD_NONE)
        continue;
      as = k < reading->n_wild && k < GT_WILD_MAX ? reading->as[k] : GT_CARD_NONE;
      k++;
      if (as == GT_CARD_NONE || as == play->card[i])
        continue;
      if (wild->len > 0)
        g_string_append (wild, " · ");
      /* Translators: what a wild card stands for in a reading, "♥2 as ♠5" */
      g_string_append_printf (wild, _("%1$s as %2$s"),
                              gt_explain_card_label (play->card[i]), gt_explain_card_label (as));
    }
  if (wild_words != NULL)
    {
      *wild_words = wild->len > 0 ? g_string_free (wild, FALSE) : (g_string_free (wild, TRUE), NULL);
      return combo;
    }
  if (wild->len > 0)
    {
      char *both = g_strconcat (combo, " · ", wild->str, NULL);
      g_free (combo);
      combo = both;
    }
  g_string_free (wild, TRUE);
  return combo;
}

gboolean
gt_verdict_refuse (GtVerdict  *v,
                   const char *rule,
                   const char *format,
                   ...)
{
  GString *out = g_string_new (NULL);
  va_list args;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  gt_explain_add_sentence (out, text);
  g_free (text);
  g_free (v->explanation);
  v->legal = FALSE;
  v->rule = rule;
  v->explanation = g_string_free (out, FALSE);
  return FALSE;
}

/* ---- Nearby combinations, for every game ----------------------------------- */

const char *
gt_explain_card_label (GtCard card)
{
  card = gt_card_unmarked (card);
  if (card == GT_CARD_BJ)
    return _("small joker");
  if (card == GT_CARD_RJ)
    return _("big joker");
  return gt_card_to_symbol (card);
}

char *
gt_explain_cards (const GtCardList *play)
{
  GString *out = g_string_new (NULL);
  gboolean words = FALSE;

  /* A joker's name is words, so that cards written one after another
   * would run together: then they are separated as a list. */
  for (guint i = 0; i < play->n; i++)
    words |= gt_card_is_joker (play->card[i]);
  for (guint i = 0; i < play->n; i++)
    {
      if (i > 0)
        /* Translators: between the cards of a play named in a sentence when one of them is a joker ("♠5, small joker") */
        g_string_append (out, words ? _(", ") : " ");
      g_string_append (out, gt_explain_card_label (play->card[i]));
    }
  return g_string_free (out, FALSE);
}

void
gt_explain_name_refused (GString          *out,
                         const GtCardList *play)
{
  g_autofree char *cards = NULL;

  if (play->n == 0)
    return;
  cards = gt_explain_cards (play);
  gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                              /* Translators: %s is the cards the player selected, "♠9 ♥10" */
                                              "your %s is no combination.",
                                              "your %s make no combination.",
                                              play->n),
                            cards);
}

gboolean
gt_explain_best_reading (const GtRuleCtx  *ctx,
                         const GtCardList *play,
                         const GtCombo    *table,
                         GtReading        *best)
{
  GtReading readings[GT_READINGS_MAX];
  guint n = ctx->rs->readings (ctx, play, readings, GT_READINGS_MAX);
  gboolean found = FALSE;

  for (guint i = 0; i < n; i++)
    {
      if (table != NULL && !ctx->rs->beats (ctx, &readings[i].combo, NULL, table, NULL, NULL))
        continue;
      if (!found || gt_combo_stronger (&readings[i].combo, &best->combo))
        *best = readings[i];
      found = TRUE;
    }
  return found;
}

gboolean
gt_explain_suggest_nearby (const GtRuleCtx  *ctx,
                           const GtCardList *play,
                           const GtCombo    *table,
                           const GtCardList *hand,
                           GtVerdict        *v,
                           GString          *out)
{
  guint8 strength[GT_RANK_COUNT];
  GtCardList sorted = *play, trial;
  GtReading best;

  ctx->rs->rank_strength (ctx, strength);
  gt_card_list_sort (&sorted, strength);

  if (hand != NULL && play->n < ctx->rs->max_combo_size)
    {
      guint8 in_play[GT_CARD_KINDS], in_hand[GT_CARD_KINDS];

      gt_card_list_count (play, in_play);
      gt_card_list_count (hand, in_hand);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          if (in_hand[c] <= in_play[c])
            continue;
          trial = sorted;
          gt_card_list_append (&trial, (GtCard) c, GT_CARD_NONE);
          if (gt_explain_best_reading (ctx, &trial, table, &best))
            {
              char *what = gt_combo_describe (ctx->rs, &best.combo, GT_COMBO_WORDS_PHRASE);

              gt_explain_add_sentencef (out, _("add the %s you hold to make %s."),
                                        gt_explain_card_label ((GtCard) c), what);
              g_free (what);
              gt_card_list_sort (&trial, strength);
              v->suggestion = trial;
              v->has_suggestion = TRUE;
              return TRUE;
            }
        }
    }

  if (play->n < 2)
    return FALSE;
  for (guint k = sorted.n; k-- > 0;)
    {
      trial = sorted;
      memmove (&trial.card[k], &trial.card[k + 1], trial.n - k - 1);
      memmove (&trial.as[k], &trial.as[k + 1], trial.n - k - 1);
      trial.n--;
      if (gt_explain_best_reading (ctx, &trial, table, &best))
        {
          char *what = gt_combo_describe (ctx->rs, &best.combo, GT_COMBO_WORDS_PHRASE);

          gt_explain_add_sentencef (out, _("leave out the %s and play %s."),
                                    gt_explain_card_label (sorted.card[k]), what);
          g_free (what);
          v->suggestion = trial;
          v->has_suggestion = TRUE;
          /* The card to leave out is the one at fault, unless the verdict
           * already named others. */
          for (guint i = 0; i < play->n && v->n_fault == 0; i++)
            if (play->card[i] == sorted.card[k])
              v->fault[v->n_fault++] = (guint8) i;
          return TRUE;
        }
    }
  return FALSE;
}
