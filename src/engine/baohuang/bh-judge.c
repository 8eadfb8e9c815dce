/* bh-judge.c — Bao Huang's verdicts and the words that explain them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The readings (bh-rules.c) answer "what are these cards?"; this file
 * answers the learner in the shape of ../shared/design/explanations.md:
 * the verdict in one clause, the rule that decides, then what would work.
 * A failed follow names the first pair of cards that does not work —
 * "your small joker is matched with their small joker" — and marks the
 * card at fault.  Not a hot path: it allocates freely.
 */
#define G_LOG_DOMAIN "bh-judge"

#include "config.h"

#include "bh-private.h"

#include <string.h>

#include "gt-explain.h"

/* A card of a given strength, for sentences: "the 8", "a small joker". */
static const char *
strength_word (guint s)
{
  switch (s)
    {
    case BH_STRENGTH_BJ: return _("small joker");
    case BH_STRENGTH_RJ: return _("big joker");
    case BH_STRENGTH_EMPEROR: return _("emperor card");
    case BH_STRENGTH_2: return gt_explain_rank_word (GT_RANK_2);
    default: return gt_explain_rank_word (s);
    }
}

static void
mark (GtVerdict *v,
      guint      i)
{
  if (v->n_fault < GT_LIST_MAX)
    v->fault[v->n_fault++] = (guint8) i;
}

/* The strength of card i of a play, as bh_combo_strengths() lays cards out. */
static guint
card_strength (const GtRuleCtx *ctx,
               GtCard           c)
{
  if (c == GT_CARD_RJ_MARKED && (ctx->variants & BH_VARIANT_EMPEROR_TOP))
    return BH_STRENGTH_EMPEROR;
  return bh_strength (gt_card_rank (gt_card_unmarked (c)));
}

/* Marks the card of play that stands at position pos once the play is laid
 * out lowest first. */
static void
mark_position (const GtRuleCtx  *ctx,
               const GtCardList *play,
               guint             pos,
               GtVerdict        *v)
{
  guint8 idx[GT_LIST_MAX];
  guint n = play->n;

  for (guint i = 0; i < n; i++)
    idx[i] = (guint8) i;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && card_strength (ctx, play->card[idx[j - 1]]) > card_strength (ctx, play->card[idx[j]]); j--)
      {
        guint8 t = idx[j];
        idx[j] = idx[j - 1];
        idx[j - 1] = t;
      }
  if (pos < n)
    mark (v, idx[pos]);
}

/* ---- Why cards are no play ------------------------------------------------- */

static const char *
diagnose (const GtRuleCtx  *ctx,
          const GtCardList *play,
          GtVerdict        *v,
          GString          *out)
{
  guint first = 0, rank = 0;

  if (play->n == 0)
    {
      gt_explain_add_sentence (out, _("select at least one card."));
      return "bh.combo.lead";
    }
  for (guint i = 0; i < play->n; i++)
    if (play->as[i] != GT_CARD_NONE && play->as[i] != play->card[i])
      {
        mark (v, i);
        gt_explain_add_sentencef (out, _("nothing is wild in Bao Huang: the %s can only be itself."),
                                  gt_explain_card_label (play->card[i]));
        return "bh.marked";
      }
  if (play->n > BH_MAX_COMBO)
    {
      gt_explain_add_sentencef (out, _("no play has more than %u cards; you selected %u."), BH_MAX_COMBO, play->n);
      return "bh.combo.lead";
    }
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i];
      guint r;

      if (gt_card_is_joker (c))
        continue;
      r = gt_card_rank (c);
      if (r != GT_RANK_2 && r < bh_low_rank (ctx->variants))
        {
          mark (v, i);
          gt_explain_add_sentencef (out, _("Bao Huang is played without 3s, 4s and 5s: the %s is not in its deck."),
                                    gt_card_to_symbol (c));
          return "bh.deck";
        }
      if (rank == 0)
        {
          rank = r;
          first = i;
        }
      else if (r != rank)
        {
          mark (v, i);
          gt_explain_add_sentencef (out, _("a play holds cards of one rank only (with any jokers), so the %s cannot go with the %s: there are no sequences in Bao Huang."),
                                    gt_card_to_symbol (c), gt_card_to_symbol (play->card[first]));
          return "bh.combo.lead";
        }
    }
  /* sixes-last: 6s never with jokers. */
  for (guint i = 0; i < play->n; i++)
    if (gt_card_is_joker (play->card[i]))
      mark (v, i);
  gt_explain_add_sentence (out, _("with the variant “sixes last”, 6s go out on their own as your last play, never with jokers."));
  return "bh.combo.lead";
}

/* ---- Words for plays ----------------------------------------------------- */

/* "8-8-8-small joker", the cards laid out lowest first. */
static char *
play_words (const GtRuleCtx *ctx,
            const GtCombo   *c)
{
  guint8 s[BH_MAX_COMBO];
  guint n = bh_combo_strengths (ctx, c, s);
  GString *w = g_string_new (NULL);

  if (n == 1)
    {
      g_string_free (w, TRUE);
      return g_strdup_printf (_("a single %s"), strength_word (s[0]));
    }
  for (guint i = 0; i < n; i++)
    g_string_append_printf (w, "%s%s", i ? "-" : "", s[i] >= BH_STRENGTH_BJ ? strength_word (s[i])
                                                                              : gt_rank_to_string (c->rank));
  return g_string_free (w, FALSE);
}

/* A play from the hand that answers the table, the weakest one. */
static void
suggest_answer (const GtRuleCtx  *ctx,
                const GtCombo    *table,
                const GtCardList *hand,
                GtVerdict        *v,
                GString          *out)
{
  guint8 counts[GT_CARD_KINDS], strength[GT_RANK_COUNT], s[BH_MAX_COMBO];
  GtMove moves[512];
  GtCardSet set;
  guint n, best = G_MAXUINT, best_sum = G_MAXUINT;
  char *what;

  if (hand == NULL)
    return;
  gt_card_list_count (hand, counts);
  if (!gt_card_set_from_counts (&set, counts))
    return;
  n = bh_moves_generate (ctx, &set, table, GT_MOVES_BY_RANK, moves, G_N_ELEMENTS (moves));
  if (n == GT_MOVES_INVALID)
    return;
  n = MIN (n, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    {
      guint k = bh_combo_strengths (ctx, &moves[i].combo, s), sum = 0;
      for (guint j = 0; j < k; j++)
        sum += s[j];
      if (sum < best_sum)
        {
          best = i;
          best_sum = sum;
        }
    }
  if (best == G_MAXUINT)
    {
      gt_explain_add_sentence (out, _("Nothing in your hand beats it: pass."));
      return;
    }
  gt_move_to_card_list (ctx, &moves[best], &v->suggestion);
  bh_ruleset ()->rank_strength (ctx, strength);
  gt_card_list_sort (&v->suggestion, strength);
  v->has_suggestion = TRUE;
  what = play_words (ctx, &moves[best].combo);
  gt_explain_add_sentencef (out, _("You hold %s: play that instead."), what);
  g_free (what);
}

static void
explain_follow (const GtRuleCtx  *ctx,
                const GtCardList *play,
                const GtCombo    *p,
                const GtCombo    *t,
                const char       *rule,
                gboolean          ok,
                GtVerdict        *v,
                GString          *out)
{
  char *pw = play_words (ctx, p), *tw = play_words (ctx, t);

  if (ok && p->size != t->size)
    gt_explain_add_sentencef (out, _("legal: with the variant “three 2s”, three 2s beat a single big joker."));
  else if (ok)
    gt_explain_add_sentencef (out, _("legal: %s beats %s, every card higher than the card it is matched with."), pw, tw);
  else if (g_str_equal (rule, "bh.follow.count"))
    gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                              "%s cannot answer %s: you must play as many cards as the play on the table, %u card.",
                              "%s cannot answer %s: you must play as many cards as the play on the table, %u cards.",
                              t->size), pw, tw, (guint) t->size);
  else if (g_str_equal (rule, "bh.combo.lead"))
    {
      for (guint i = 0; i < play->n; i++)
        if (!gt_card_is_joker (play->card[i]))
          mark (v, i);
      gt_explain_add_sentence (out, _("with the variant “sixes last”, 6s may only be led as your very last play, never played on the table."));
    }
  else
    {
      guint8 ps[BH_MAX_COMBO], ts[BH_MAX_COMBO];
      int at = bh_first_not_higher (ctx, p, t);

      bh_combo_strengths (ctx, p, ps);
      bh_combo_strengths (ctx, t, ts);
      if (at < 0)
        at = 0;
      mark_position (ctx, play, (guint) at, v);
      if (ps[at] == ts[at])
        {
          if (ts[at] == BH_STRENGTH_BJ)
            gt_explain_add_sentence (out, _("your small joker is matched with their small joker: in Bao Huang every card must be strictly higher — only a big joker beats a small joker."));
          else if (ts[at] >= BH_STRENGTH_RJ)
            gt_explain_add_sentence (out, _("your big joker is matched with their big joker: nothing is higher than a big joker, so a play holding one cannot be beaten. Pass."));
          else
            gt_explain_add_sentencef (out, _("your %s is matched with their %s: in Bao Huang every card must be strictly higher than the card it is matched with, so a tie loses."),
                                      strength_word (ps[at]), strength_word (ts[at]));
        }
      else
        gt_explain_add_sentencef (out, _("%s cannot beat %s: laid out from the lowest, your %s is matched with their %s, and every card must be higher than its match."),
                                  pw, tw, strength_word (ps[at]), strength_word (ts[at]));
    }
  g_free (pw);
  g_free (tw);
}

/* ---- The judge ------------------------------------------------------------- */

void
bh_judge (const GtRuleCtx  *ctx,
          const GtCardList *play,
          const GtCombo    *table,
          const GtCardList *hand,
          GtVerdict        *v)
{
  const GtRuleset *rs = bh_ruleset ();
  GString *out = g_string_new (NULL);
  guint8 counts[GT_CARD_KINDS];
  guint n;

  gt_verdict_clear (v);
  n = rs->readings (ctx, play, v->readings, GT_READINGS_MAX);
  v->n_readings = n;
  v->has_table = table != NULL;

  if (n == 0)
    {
      v->legal = FALSE;
      gt_explain_name_refused (out, play);
      v->rule = diagnose (ctx, play, v, out);
      gt_explain_suggest_nearby (ctx, play, table, hand, v, out);
      v->explanation = g_string_free (out, FALSE);
      return;
    }

  v->has_combo = TRUE;
  v->reading = v->readings[0];
  if (hand != NULL)
    gt_card_list_count (hand, counts);
  if (table == NULL)
    {
      char *what = play_words (ctx, &v->reading.combo);

      if (!bh_sixes_allowed (ctx, &v->reading.combo, NULL, hand != NULL ? counts : NULL))
        {
          v->legal = FALSE;
          v->rule = "bh.combo.lead";
          for (guint i = 0; i < play->n; i++)
            mark (v, i);
          gt_explain_add_sentence (out, _("with the variant “sixes last”, 6s may only be led as your very last play: play your other cards first."));
        }
      else
        {
          v->legal = TRUE;
          v->rule = "bh.combo.lead";
          if (v->reading.combo.type == BH_COMBO_SINGLE)
            gt_explain_add_sentencef (out, _("legal: %s may be led."), what);
          else
            gt_explain_add_sentencef (out, _("legal: %s may be led: cards of one rank, with any jokers, or jokers alone."), what);
          for (guint i = 0; i < play->n; i++)
            if (gt_card_is_marked (play->card[i]))
              {
                gt_explain_add_sentencef (out, play->card[i] == GT_CARD_RJ_MARKED
                                          ? _("The emperor card plays as an ordinary big joker.")
                                          : _("The guard card plays as an ordinary small joker, and playing it shows who the guard is."));
                break;
              }
        }
      g_free (what);
    }
  else
    {
      const char *rule;

      v->beats[0] = bh_beats (ctx, &v->reading.combo, play, table, NULL, &rule);
      v->legal = v->beats[0];
      v->rule = rule;
      explain_follow (ctx, play, &v->reading.combo, table, rule, v->legal, v, out);
      if (!v->legal && g_str_equal (rule, "bh.follow.count"))
        suggest_answer (ctx, table, hand, v, out);
      else if (!v->legal && g_str_equal (rule, "bh.follow.each-higher"))
        suggest_answer (ctx, table, hand, v, out);
    }
  v->explanation = g_string_free (out, FALSE);
}
