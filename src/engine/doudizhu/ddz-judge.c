/* ddz-judge.c — Dou Dizhu's verdicts and the words that explain them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The readings (ddz-rules.c) answer "what are these cards?"; this file
 * answers the learner in the shape of ../shared/design/explanations.md:
 * the verdict in one clause, the rule that decides, then what would work —
 * a nearby combination from the hand (gt_explain_suggest_nearby()), or
 * the weakest play that beats the table.  Not a hot path: it allocates freely.
 */
#define G_LOG_DOMAIN "ddz-judge"

#include "config.h"

#include "ddz-private.h"

#include <string.h>

#include "gt-explain.h"

/* ---- Words for plays --------------------------------------------------------- */

static const char *
rank_plural (guint strength)
{
  return gt_explain_rank_plural (ddz_rank_of (strength));
}

char *
ddz_describe (const GtComboKind *kind G_GNUC_UNUSED,
              const GtCombo     *c,
              GtComboWords       words)
{
  guint top = c->key, len = ddz_combo_length (c), low = top + 1 - MAX (len, 1u);
  gboolean label = words == GT_COMBO_WORDS_LABEL;

  switch ((DdzKind) c->type)
    {
    case DDZ_KIND_TRIO:
      /* Translators: Dou Dizhu's trio (三张), three cards of a rank */
      return g_strdup_printf (label ? _("Trio of %s") : _("a trio of %s"), rank_plural (top));
    case DDZ_KIND_TRIO_SINGLE:
      /* Translators: Dou Dizhu's 三带一 */
      return g_strdup_printf (label ? _("Trio of %s with one card") : _("a trio of %s with one card"), rank_plural (top));
    case DDZ_KIND_TRIO_PAIR:
      /* Translators: Dou Dizhu's 三带二 */
      return g_strdup_printf (label ? _("Trio of %s with a pair") : _("a trio of %s with a pair"), rank_plural (top));
    case DDZ_KIND_PAIR_STRAIGHT:
      /* Translators: Dou Dizhu's 连对: "pairs in a row, 3s to 5s" */
      return g_strdup_printf (label ? _("Pairs in a row, %s to %s") : _("pairs in a row, %s to %s"),
                              rank_plural (low), rank_plural (top));
    case DDZ_KIND_AIRPLANE:
      /* Translators: Dou Dizhu's airplane (飞机), trios of consecutive ranks */
      return g_strdup_printf (label ? _("Airplane, %s to %s") : _("an airplane of %s to %s"),
                              rank_plural (low), rank_plural (top));
    case DDZ_KIND_AIRPLANE_SINGLES:
      /* Translators: Dou Dizhu's airplane with small wings (飞机带小翼) */
      return g_strdup_printf (label ? _("Airplane, %s to %s, with single wings") : _("an airplane of %s to %s with single wings"),
                              rank_plural (low), rank_plural (top));
    case DDZ_KIND_AIRPLANE_PAIRS:
      /* Translators: Dou Dizhu's airplane with big wings (飞机带大翼) */
      return g_strdup_printf (label ? _("Airplane, %s to %s, with pairs as wings") : _("an airplane of %s to %s with pairs as wings"),
                              rank_plural (low), rank_plural (top));
    case DDZ_KIND_FOUR_TWO_SINGLES:
      /* Translators: Dou Dizhu's 四带二 */
      return g_strdup_printf (label ? _("Four %s with two cards") : _("four %s with two cards"), rank_plural (top));
    case DDZ_KIND_FOUR_TWO_PAIRS:
      /* Translators: Dou Dizhu's 四带两对 */
      return g_strdup_printf (label ? _("Four %s with two pairs") : _("four %s with two pairs"), rank_plural (top));
    case DDZ_KIND_ROCKET:
      /* Translators: Dou Dizhu's rocket (火箭, 王炸): both jokers */
      return g_strdup (label ? _("Rocket") : _("the rocket"));
    case DDZ_KIND_SINGLE:
    case DDZ_KIND_PAIR:
    case DDZ_KIND_STRAIGHT:
    case DDZ_KIND_BOMB:
    case DDZ_KIND_NONE:
    case DDZ_KIND_COUNT:
    default:
      return gt_combo_describe (ddz_ruleset (), c, words);
    }
}

char *
ddz_combo_words (const GtCombo *c)
{
  return gt_combo_describe (ddz_ruleset (), c, GT_COMBO_WORDS_PHRASE);
}

static void
mark (GtVerdict *v,
      guint      i)
{
  if (v->n_fault < GT_LIST_MAX)
    v->fault[v->n_fault++] = (guint8) i;
}

static void
tally (const GtCardList *play,
       DdzTally         *t)
{
  memset (t, 0, sizeof *t);
  for (guint i = 0; i < play->n; i++)
    if (play->card[i] < GT_CARD_STANDARD_KINDS)
      {
        t->n[ddz_strength (gt_card_rank (play->card[i]))]++;
        t->total++;
      }
}

/* ---- Why cards are no play ------------------------------------------------- */

/* Marks every card of strengths lo … hi. */
static void
mark_strengths (const GtCardList *play,
                guint             lo,
                guint             hi,
                GtVerdict        *v)
{
  for (guint i = 0; i < play->n; i++)
    {
      guint s = ddz_strength (gt_card_rank (play->card[i]));
      if (s >= lo && s <= hi)
        mark (v, i);
    }
}

static const char *
diagnose (const GtCardList *play,
          GtVerdict        *v,
          GString          *out)
{
  DdzTally t;
  guint distinct = 0, most = 0, lo = 0, hi = 0, trios = 0, fours = 0;
  gboolean both_jokers;

  if (play->n == 0)
    {
      gt_explain_add_sentence (out, _("select at least one card."));
      return "ddz.combo.single";
    }
  for (guint i = 0; i < play->n; i++)
    {
      if (play->card[i] >= GT_CARD_STANDARD_KINDS)
        {
          mark (v, i);
          gt_explain_add_sentencef (out, _("Dou Dizhu is played with one deck and its two jokers: the %s is not in it."),
                                    gt_card_to_symbol (play->card[i]));
          return "ddz.deck";
        }
      if (play->as[i] != GT_CARD_NONE && play->as[i] != play->card[i])
        {
          mark (v, i);
          gt_explain_add_sentencef (out, _("nothing is wild in Dou Dizhu: the %s can only be itself."),
                                    gt_explain_card_label (play->card[i]));
          return "ddz.deck";
        }
    }
  if (play->n > DDZ_MAX_COMBO)
    {
      gt_explain_add_sentencef (out, _("no play has more than %u cards; you selected %u."), DDZ_MAX_COMBO, play->n);
      return "ddz.combo.straight";
    }
  tally (play, &t);
  both_jokers = t.n[DDZ_STRENGTH_BJ] && t.n[DDZ_STRENGTH_RJ];
  for (guint s = 1; s < DDZ_STRENGTHS; s++)
    {
      if (t.n[s] == 0)
        continue;
      distinct++;
      most = MAX (most, t.n[s]);
      if (lo == 0)
        lo = s;
      hi = s;
      if (t.n[s] >= 3)
        trios++;
      if (t.n[s] == 4)
        fours++;
    }

  if (play->n == 2)
    {
      gt_explain_add_sentence (out, _("two cards are a play only as a pair of one rank, or as the rocket: both jokers."));
      return "ddz.combo.pair";
    }
  if (play->n == 3 && most == 1 && hi - lo + 1 == 3 && hi <= DDZ_STRENGTH_A)
    {
      gt_explain_add_sentencef (out, _("a straight needs at least five cards in a row; these are only %u."), play->n);
      return "ddz.combo.straight";
    }
  if (play->n == 3 && most < 3)
    {
      gt_explain_add_sentence (out, _("three cards are a play only as a trio: three of one rank."));
      return "ddz.combo.trio";
    }
  if (most == 1)
    {
      if (hi > DDZ_STRENGTH_A && play->n >= 4)
        {
          mark_strengths (play, DDZ_STRENGTH_2, DDZ_STRENGTH_RJ, v);
          gt_explain_add_sentence (out, _("a straight runs from 3 up to A at most: no 2 and no joker may be in it."));
          return "ddz.combo.straight";
        }
      if (hi - lo + 1 == play->n)
        gt_explain_add_sentencef (out, _("a straight needs at least five cards in a row; these are only %u."), play->n);
      else
        gt_explain_add_sentence (out, _("a straight needs consecutive ranks, with no gap."));
      return "ddz.combo.straight";
    }
  if (most == 2 && fours == 0 && trios == 0)
    {
      gboolean all_pairs = TRUE;

      for (guint s = 1; s < DDZ_STRENGTHS; s++)
        all_pairs = all_pairs && (t.n[s] == 0 || t.n[s] == 2);
      if (all_pairs)
        {
          if (hi > DDZ_STRENGTH_A)
            {
              mark_strengths (play, DDZ_STRENGTH_2, DDZ_STRENGTH_RJ, v);
              gt_explain_add_sentence (out, _("pairs in a row run from 3 up to A at most: no pair of 2s in them."));
            }
          else if (hi - lo + 1 == distinct)
            gt_explain_add_sentence (out, _("pairs in a row need at least three pairs: two pairs in a row are no play in Dou Dizhu."));
          else
            gt_explain_add_sentence (out, _("pairs in a row need consecutive ranks, with no gap."));
          return "ddz.combo.pair-straight";
        }
      if (distinct >= 3)
        {
          gt_explain_add_sentence (out, _("pairs in a row take exactly two cards of each rank."));
          return "ddz.combo.pair-straight";
        }
    }
  /* Trios side by side: an airplane, whatever is wrong with its wings. */
  {
    guint run = 0, best = 0, four_in = 0;

    for (guint s = 1; s <= DDZ_STRENGTH_A; s++)
      {
        run = t.n[s] >= 3 ? run + 1 : 0;
        if (run > best)
          best = run;
      }
    for (guint s = 1; s <= DDZ_STRENGTH_A; s++)
      four_in += t.n[s] == 4 && ((s > 1 && t.n[s - 1] >= 3) || (s < DDZ_STRENGTH_A && t.n[s + 1] >= 3));
    if (best >= 2 || (trios > 1 && fours == 0))
      {
        if (best < 2)
          gt_explain_add_sentence (out, _("the trios of an airplane must be of consecutive ranks from 3 up to A."));
        else if (both_jokers)
          gt_explain_add_sentence (out, _("both jokers together are the rocket: they cannot be two of an airplane’s wings."));
        else if (four_in)
          gt_explain_add_sentence (out, _("an airplane’s wings may not hold a card of its trios’ ranks."));
        else if (fours)
          gt_explain_add_sentence (out, _("four of a rank are not two pairs: an airplane’s pairs as wings are of different ranks."));
        else
          gt_explain_add_sentencef (out, _("an airplane of %u trios takes no wings, %u single cards or %u pairs, of ranks other than its trios."),
                                    best, best, best);
        return "ddz.combo.airplane";
      }
  }
  if (fours > 0)
    {
      if (both_jokers)
        gt_explain_add_sentence (out, _("both jokers together are the rocket: four of a rank cannot take them as its two cards."));
      else
        gt_explain_add_sentence (out, _("four of a rank is a bomb alone, or goes with exactly two single cards or two pairs of other ranks."));
      return "ddz.combo.four-two";
    }
  if (trios == 1)
    {
      if (both_jokers && play->n == 5)
        gt_explain_add_sentence (out, _("the two jokers are no pair: together they are the rocket, so a trio cannot take them."));
      else
        gt_explain_add_sentence (out, _("a trio goes alone, with one card, or with one pair — nothing more."));
      return play->n == 5 ? "ddz.combo.trio-pair" : "ddz.combo.trio-single";
    }
  gt_explain_add_sentence (out, _("these cards make no combination of Dou Dizhu."));
  return "ddz.combo.single";
}

/* ---- Suggestions ---------------------------------------------------------------- */

static void
sort_list (GtCardList *list)
{
  guint8 strength[GT_RANK_COUNT];
  GtRuleCtx ctx;

  gt_rule_ctx_init (&ctx, ddz_ruleset (), 2);
  ddz_ruleset ()->rank_strength (&ctx, strength);
  gt_card_list_sort (list, strength);
}

/* The weakest play from the hand that beats the table: a combination of
 * its kind before a bomb, a bomb before the rocket. */
static void
suggest_answer (const GtRuleCtx  *ctx,
                const GtCombo    *table,
                const GtCardList *hand,
                GtVerdict        *v,
                GString          *out)
{
  guint8 counts[GT_CARD_KINDS];
  GtMove moves[1024];
  GtCardSet set;
  guint n, best = G_MAXUINT;
  char *what;

  if (hand == NULL)
    return;
  gt_card_list_count (hand, counts);
  if (!gt_card_set_from_counts (&set, counts))
    return;
  n = ddz_moves_generate (ctx, &set, table, GT_MOVES_BY_RANK, moves, G_N_ELEMENTS (moves));
  if (n == GT_MOVES_INVALID)
    return;
  n = MIN (n, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    {
      const GtCombo *c = &moves[i].combo, *b = best < n ? &moves[best].combo : NULL;

      if (b == NULL || c->bomb < b->bomb || (c->bomb == b->bomb && c->key < b->key) ||
          (c->bomb == b->bomb && c->key == b->key && c->size < b->size))
        best = i;
    }
  if (best == G_MAXUINT)
    {
      gt_explain_add_sentence (out, _("Nothing in your hand beats it: pass."));
      return;
    }
  gt_move_to_card_list (ctx, &moves[best], &v->suggestion);
  sort_list (&v->suggestion);
  v->has_suggestion = TRUE;
  what = ddz_combo_words (&moves[best].combo);
  gt_explain_add_sentencef (out, _("You hold %s: play that instead."), what);
  g_free (what);
}

/* ---- The judge ------------------------------------------------------------- */

static void
explain_lead (const GtVerdict *v,
              GString         *out)
{
  char *what = ddz_combo_words (&v->readings[0].combo);

  if (v->n_readings == 1)
    {
      gt_explain_add_sentencef (out, _("legal: %s may be led."), what);
      if (v->readings[0].combo.bomb == DDZ_ROCKET)
        gt_explain_add_sentence (out, _("Nothing can beat it, and it doubles the stake."));
      else if (v->readings[0].combo.bomb)
        gt_explain_add_sentence (out, _("Only a higher bomb or the rocket can beat it, and it doubles the stake."));
    }
  else
    {
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < v->n_readings; i++)
        {
          char *w = ddz_combo_words (&v->readings[i].combo);
          /* Translators: the separator between the readings of one
           * selection: "an airplane of 3s to 6s; an airplane of …" */
          g_string_append_printf (list, "%s%s", i ? _("; ") : "", w);
          g_free (w);
        }
      gt_explain_add_sentencef (out, _("legal, but these cards can be read %u ways: %s. Say which one you mean."),
                                v->n_readings, list->str);
      g_string_free (list, TRUE);
    }
  g_free (what);
}

static void
explain_follow (const GtCombo    *p,
                const GtCombo    *t,
                const char       *rule,
                gboolean          ok,
                GString          *out)
{
  char *pw = ddz_combo_words (p), *tw = ddz_combo_words (t);

  if (ok && p->bomb == DDZ_ROCKET)
    gt_explain_add_sentencef (out, _("legal: the rocket beats everything, %s too, and doubles the stake."), tw);
  else if (ok && p->bomb && t->bomb)
    gt_explain_add_sentencef (out, _("legal: %s beats the lower %s, and doubles the stake."), pw, tw);
  else if (ok && p->bomb)
    gt_explain_add_sentencef (out, _("legal: %s beats any play that is not a bomb, and doubles the stake."), pw);
  else if (ok)
    {
      gt_explain_add_sentencef (out, _("legal: %s beats %s."), pw, tw);
      if (ddz_kind_main_width ((DdzKind) p->type) >= 3 && p->size > 3 * ddz_combo_length (p))
        gt_explain_add_sentence (out, _("Only the main part counts: the extra cards do not matter."));
    }
  else if (g_str_equal (rule, "ddz.follow.rocket"))
    gt_explain_add_sentence (out, _("nothing beats the rocket: pass."));
  else if (g_str_equal (rule, "ddz.follow.bomb") && p->bomb)
    gt_explain_add_sentencef (out, _("%s does not beat %s: a bomb beats a bomb only with a higher rank."), pw, tw);
  else if (g_str_equal (rule, "ddz.follow.bomb"))
    gt_explain_add_sentencef (out, _("%s cannot answer %s: only a higher bomb or the rocket beats a bomb."), pw, tw);
  else if (p->type == t->type && p->size == t->size)
    gt_explain_add_sentencef (out, _("%s does not beat %s: the same combination must be of a higher rank."), pw, tw);
  else if (p->type == t->type)
    gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                              "%s cannot answer %s: it must have as many cards, %u card.",
                              "%s cannot answer %s: it must have as many cards, %u cards.", t->size),
                              pw, tw, (guint) t->size);
  else
    gt_explain_add_sentencef (out, _("%s cannot answer %s: only the same combination, a bomb or the rocket may follow."),
                              pw, tw);
  g_free (pw);
  g_free (tw);
}

void
ddz_judge (const GtRuleCtx  *ctx,
           const GtCardList *play,
           const GtCombo    *table,
           const GtCardList *hand,
           GtVerdict        *v)
{
  const GtRuleset *rs = ddz_ruleset ();
  GString *out = g_string_new (NULL);
  guint n, pick = 0;
  const char *rule = NULL;

  gt_verdict_clear (v);
  n = rs->readings (ctx, play, v->readings, GT_READINGS_MAX);
  v->n_readings = n;
  v->has_table = table != NULL;

  if (n == 0)
    {
      v->legal = FALSE;
      gt_explain_name_refused (out, play);
      v->rule = diagnose (play, v, out);
      gt_explain_suggest_nearby (ctx, play, table, hand, v, out);
      v->explanation = g_string_free (out, FALSE);
      return;
    }

  v->has_combo = TRUE;
  if (table == NULL)
    {
      v->legal = TRUE;
      v->reading = v->readings[0];
      v->rule = ddz_kind_rule ((DdzKind) v->reading.combo.type);
      explain_lead (v, out);
      v->explanation = g_string_free (out, FALSE);
      return;
    }
  v->legal = FALSE;
  for (guint i = 0; i < n; i++)
    {
      const char *why;

      v->beats[i] = ddz_beats (ctx, &v->readings[i].combo, play, table, NULL, &why);
      if (v->beats[i] && !v->legal)
        {
          v->legal = TRUE;
          pick = i;
          rule = why;
        }
      else if (rule == NULL)
        rule = why;
    }
  v->reading = v->readings[pick];
  v->rule = rule;
  explain_follow (&v->reading.combo, table, rule, v->legal, out);
  if (!v->legal && !g_str_equal (rule, "ddz.follow.rocket"))
    suggest_answer (ctx, table, hand, v, out);
  v->explanation = g_string_free (out, FALSE);
}
