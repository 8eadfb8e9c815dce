/* gdy-judge.c — Gan Deng Yan's verdicts and the words that explain them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The readings (gdy-rules.c) answer "what can these cards be?"; this file
 * answers the learner, in the shape of ../shared/design/explanations.md:
 * the verdict in one clause, the rule that decides, then what would work —
 * and in Gan Deng Yan what would work is nearly always one exact play, the
 * same combination one rank higher, so the verdict names it.  Not a hot
 * path: it allocates freely.
 */
#define G_LOG_DOMAIN "gdy-judge"

#include "config.h"

#include "gdy-private.h"

#include <string.h>

#include "gt-explain.h"

const char *
gdy_joker_name (GtCard card)
{
  return card == GT_CARD_BJ ? _("the small joker") : _("the big joker");
}

static const char *
combo_rule (const GtCombo *c)
{
  if (c->bomb)
    return "gdy.bomb.kinds";
  /* Triples that are no bombs (triple-not-bomb) are still the bomb rule's
   * kind of combination. */
  if (c->type == GDY_COMBO_PAIR)
    return "gdy.combo.pair";
  if (c->type == GDY_COMBO_SEQUENCE)
    return "gdy.combo.sequence";
  if (c->type == GDY_COMBO_DOUBLE_SEQUENCE)
    return "gdy.combo.double-sequence";
  if (c->type == GDY_COMBO_TRIPLE)
    return "gdy.bomb.kinds";
  return "gdy.combo.single";
}

/* "The small joker stands in for the 7." for each joker read as a card. */
static void
add_wild_note (GString          *out,
               const GtCardList *play)
{
  for (guint i = 0; i < play->n; i++)
    if (gt_card_is_joker (play->card[i]) && play->as[i] != GT_CARD_NONE && play->as[i] != play->card[i])
      gt_explain_add_sentencef (out, _("%s stands in for a %s."), gdy_joker_name (play->card[i]),
                                gt_explain_rank_word (gt_card_rank (play->as[i])));
}

/* ---- Why cards are no combination ------------------------------------------ */

static guint
n_ranks (const GdyTally *t)
{
  return (guint) __builtin_popcount (t->ranks);
}

static guint
max_count (const GdyTally *t)
{
  guint m = 0;
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    m = MAX (m, t->cnt[r]);
  return m;
}

static void
mark (GtVerdict *v,
      guint      i)
{
  if (v->n_fault < GT_LIST_MAX)
    v->fault[v->n_fault++] = (guint8) i;
}

static const char *
diagnose (const GtRuleCtx  *ctx,
          const GtCardList *play,
          GtVerdict        *v,
          GString          *out)
{
  GdyTally t;

  if (play->n == 0)
    {
      gt_explain_add_sentence (out, _("select at least one card."));
      return "gdy.combo.single";
    }
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i], a = play->as[i];
      if (a == GT_CARD_NONE || a == c || (gt_card_is_joker (c) && a < GT_CARD_BJ))
        continue;
      mark (v, i);
      if (!gt_card_is_joker (c))
        gt_explain_add_sentencef (out, _("only the jokers are wild in Gan Deng Yan: the %s cannot stand for another card."),
                                  gt_card_to_symbol (c));
      else
        gt_explain_add_sentencef (out, _("%s can stand for a card of any rank, but not for a joker."),
                                  gdy_joker_name (c));
      return "gdy.joker.wild";
    }
  if (play->n > GDY_MAX_COMBO)
    {
      gt_explain_add_sentencef (out, _("no combination has more than %u cards; you selected %u."),
                                GDY_MAX_COMBO, play->n);
      return "gdy.combo.double-sequence";
    }

  gdy_tally_build (play, &t);
  if (t.real == 0)
    {
      for (guint i = 0; i < play->n; i++)
        mark (v, i);
      if (play->n == 1)
        {
          gt_explain_add_sentencef (out, _("%s cannot be played on its own: a joker has no rank of its own and only stands in for one."),
                                    gdy_joker_name (play->card[0]));
          gt_explain_add_sentence (out, _("Only your very last card may go out as a lone joker, when you lead."));
          return "gdy.joker.alone";
        }
      if (play->n == 2 && (t.bj == 2 || t.rj == 2) && t.w == 2)
        {
          gt_explain_add_sentence (out, _("two jokers of one colour are not a combination: the double joker is one small and one big joker."));
          return "gdy.bomb.kinds";
        }
      gt_explain_add_sentence (out, _("jokers alone are not a combination: a joker standing in needs at least one natural card beside it."));
      return "gdy.joker.with-natural";
    }

  if (t.cnt[GT_RANK_2] > 0 && play->n >= 3 && n_ranks (&t) >= 2)
    {
      for (guint i = 0; i < play->n; i++)
        {
          GtCard c = play->as[i] != GT_CARD_NONE ? play->as[i] : play->card[i];
          if (!gt_card_is_joker (c) && gt_card_rank (c) == GT_RANK_2)
            mark (v, i);
        }
      gt_explain_add_sentence (out, _("a 2 is never part of a sequence: sequences run from 3 up to the Ace at most, so K-A-2 and A-2-3 do not exist."));
      return "gdy.seq.no-two";
    }
  if (play->n == 2)
    {
      gt_explain_add_sentence (out, _("a pair needs two cards of the same rank."));
      return "gdy.combo.pair";
    }
  if (n_ranks (&t) == 1)
    {
      gt_explain_add_sentencef (out, _("%u cards of one rank are not a combination: the bombs are three or four of a kind, and the double joker."),
                                play->n);
      return "gdy.bomb.kinds";
    }
  if (max_count (&t) == 2 && play->n % 2 == 0)
    {
      gt_explain_add_sentence (out, _("those pairs are not in a row: a double sequence needs two or more pairs of consecutive ranks."));
      return "gdy.combo.double-sequence";
    }
  if (max_count (&t) <= 1)
    {
      if (t.w > 0)
        gt_explain_add_sentence (out, _("those cards are not in a row, even with the joker filling a gap: a sequence needs three or more consecutive ranks."));
      else
        gt_explain_add_sentence (out, _("those cards are not in a row: a sequence needs three or more consecutive ranks."));
      return "gdy.combo.sequence";
    }
  (void) ctx;
  gt_explain_add_sentencef (out, _("those %u cards are not a combination: Gan Deng Yan has singles, pairs, sequences, double sequences and bombs."),
                            play->n);
  return "gdy.combo.sequence";
}

/* ---- Nearby plays ------------------------------------------------------------ */

/* A play from the hand that answers the table: the exact step up first,
 * a bomb only when nothing else does. */
static void
suggest_answer (const GtRuleCtx  *ctx,
                const GtCombo    *table,
                const GtCardList *hand,
                GtVerdict        *v,
                GString          *out)
{
  guint8 counts[GT_CARD_KINDS], strength[GT_RANK_COUNT];
  GtMove moves[256];
  GtCardSet set;
  guint n, best = G_MAXUINT;
  char *what;

  if (hand == NULL)
    return;
  gt_card_list_count (hand, counts);
  if (!gt_card_set_from_counts (&set, counts))
    return;
  n = gdy_moves_generate (ctx, &set, table, GT_MOVES_BY_RANK, moves, G_N_ELEMENTS (moves));
  if (n == GT_MOVES_INVALID)
    return;
  n = MIN (n, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    if (best == G_MAXUINT ||
        (moves[i].combo.bomb < moves[best].combo.bomb) ||
        (moves[i].combo.bomb == moves[best].combo.bomb && moves[i].n_wild < moves[best].n_wild))
      best = i;
  if (best == G_MAXUINT)
    return;
  gt_move_to_card_list (ctx, &moves[best], &v->suggestion);
  gdy_ruleset ()->rank_strength (ctx, strength);
  gt_card_list_sort (&v->suggestion, strength);
  v->has_suggestion = TRUE;
  what = gt_combo_describe (gdy_ruleset (), &moves[best].combo, GT_COMBO_WORDS_PHRASE);
  gt_explain_add_sentencef (out, _("You hold %s: play that instead."), what);
  g_free (what);
}

/* ---- Following --------------------------------------------------------------- */

/* The play one rank above the table, worded ("a single 8"), or NULL when
 * there is none (a 2, or a sequence up to the Ace). */
static char *
step_up (const GtCombo *table)
{
  GtCombo up = *table;

  if (table->key >= GDY_KEY_JOKER || table->rank == GT_RANK_2)
    return NULL;
  if ((table->type == GDY_COMBO_SEQUENCE || table->type == GDY_COMBO_DOUBLE_SEQUENCE) &&
      table->rank == GT_RANK_A)
    return NULL;
  up.rank = table->rank == GT_RANK_A ? GT_RANK_2 : (guint8) (table->rank + 1);
  return gt_combo_describe (gdy_ruleset (), &up, GT_COMBO_WORDS_PHRASE);
}

static void
explain_follow (const GtCombo *play,
                const GtCombo *table,
                const char    *rule,
                gboolean       ok,
                GString       *out)
{
  char *p = gt_combo_describe (gdy_ruleset (), play, GT_COMBO_WORDS_PHRASE);
  char *t = gt_combo_describe (gdy_ruleset (), table, GT_COMBO_WORDS_PHRASE);
  char *up = step_up (table);

  if (g_str_equal (rule, "gdy.bomb.any-time"))
    gt_explain_add_sentencef (out, _("legal: a bomb may be played on any ordinary combination, and %s is one."), p);
  else if (g_str_equal (rule, "gdy.bomb.kinds"))
    {
      if (ok)
        gt_explain_add_sentencef (out, _("legal: %s beats %s: it is a stronger kind of bomb (three of a kind, then four of a kind, then the double joker)."), p, t);
      else
        gt_explain_add_sentencef (out, _("%s cannot beat %s: it is a weaker kind of bomb (three of a kind, then four of a kind, then the double joker)."), p, t);
    }
  else if (g_str_equal (rule, "gdy.bomb.order"))
    {
      if (ok)
        gt_explain_add_sentencef (out, _("legal: %s beats %s: between bombs of the same kind, any higher rank wins."), p, t);
      else if (!play->bomb)
        gt_explain_add_sentencef (out, _("%s cannot beat %s: only a stronger bomb beats a bomb. Play one, or pass."), p, t);
      else
        gt_explain_add_sentencef (out, _("%s cannot beat %s: between bombs of the same kind, only a higher rank wins."), p, t);
    }
  else if (g_str_equal (rule, "gdy.joker.alone"))
    gt_explain_add_sentence (out, _("a joker cannot be played on its own: only a leader's very last card may be a lone joker."));
  else if (g_str_equal (rule, "gdy.follow.two"))
    {
      if (ok && play->type == GDY_COMBO_PAIR)
        gt_explain_add_sentencef (out, _("legal: a pair of 2s may be played on any pair but a pair of 2s."));
      else if (ok)
        gt_explain_add_sentencef (out, _("legal: a 2 may be played on any single but a 2."));
      else if (table->type == GDY_COMBO_PAIR)
        gt_explain_add_sentencef (out, _("%s cannot follow a pair of 2s: nothing is one rank higher than 2s, so only a bomb beats them. Play a bomb, or pass."), p);
      else
        gt_explain_add_sentencef (out, _("%s cannot follow a 2: nothing is one rank higher than a 2, so only a bomb beats it. Play a bomb, or pass."), p);
    }
  else if (ok)
    gt_explain_add_sentencef (out, _("legal: %s follows %s, exactly one rank higher."), p, t);
  else if (play->type != table->type || play->size != table->size)
    {
      if (up != NULL)
        gt_explain_add_sentencef (out, _("%s cannot answer %s: you must play the same kind of combination with as many cards, exactly one rank higher — %s — or a bomb."), p, t, up);
      else
        gt_explain_add_sentencef (out, _("%s cannot answer %s: nothing is one rank higher, so only a bomb beats it. Play a bomb, or pass."), p, t);
    }
  else if (up == NULL)
    gt_explain_add_sentencef (out, _("%s cannot follow %s: nothing is one rank higher, so only a bomb beats it. Play a bomb, or pass."), p, t);
  else if (table->type == GDY_COMBO_SINGLE)
    gt_explain_add_sentencef (out, _("%s cannot follow %s: Gan Deng Yan needs exactly one rank higher, %s — or a 2 on any single."), p, t, up);
  else if (table->type == GDY_COMBO_PAIR)
    gt_explain_add_sentencef (out, _("%s cannot follow %s: Gan Deng Yan needs exactly one rank higher, %s — or a pair of 2s on any pair."), p, t, up);
  else
    gt_explain_add_sentencef (out, _("%s cannot follow %s: Gan Deng Yan needs exactly one rank higher, %s."), p, t, up);

  g_free (p);
  g_free (t);
  g_free (up);
}

/* ---- The judge ------------------------------------------------------------- */

void
gdy_judge (const GtRuleCtx  *ctx,
           const GtCardList *play,
           const GtCombo    *table,
           const GtCardList *hand,
           GtVerdict        *v)
{
  const GtRuleset *rs = gdy_ruleset ();
  GString *out = g_string_new (NULL);
  GtCardList applied;
  guint best = 0, n;
  gboolean lone = FALSE;

  gt_verdict_clear (v);
  n = rs->readings (ctx, play, v->readings, GT_READINGS_MAX);
  v->has_table = table != NULL;

  /* The one play no selection reads as on its own: the last card, a joker,
   * led (gdy.joker.alone). */
  if (n == 0 && play->n == 1 && gt_card_is_joker (play->card[0]) &&
      (play->as[0] == GT_CARD_NONE || play->as[0] == play->card[0]) &&
      table == NULL && hand != NULL)
    {
      guint8 counts[GT_CARD_KINDS];
      gt_card_list_count (hand, counts);
      if (counts[play->card[0]] > 0 && gdy_lone_joker_allowed (counts))
        {
          gdy_lone_joker_reading (play->card[0], &v->readings[0]);
          n = 1;
          lone = TRUE;
        }
    }
  v->n_readings = n;

  if (n == 0)
    {
      v->legal = FALSE;
      gt_explain_name_refused (out, play);
      v->rule = diagnose (ctx, play, v, out);
      gt_explain_suggest_nearby (ctx, play, table, hand, v, out);
      v->explanation = g_string_free (out, FALSE);
      return;
    }

  for (guint i = 1; i < n; i++)
    if (gt_combo_stronger (&v->readings[i].combo, &v->readings[best].combo))
      best = i;

  if (table == NULL)
    {
      char *what = gt_combo_describe (gdy_ruleset (), &v->readings[best].combo, GT_COMBO_WORDS_PHRASE);

      v->legal = TRUE;
      v->has_combo = TRUE;
      v->reading = v->readings[best];
      if (lone)
        {
          v->rule = "gdy.joker.alone";
          gt_explain_add_sentencef (out, _("legal: a joker may go alone only as your very last card when you lead, and %s is."),
                                    gdy_joker_name (play->card[0]));
        }
      else if (n == 1)
        {
          v->rule = combo_rule (&v->reading.combo);
          gt_explain_add_sentencef (out, _("legal: that is %s."), what);
          gt_reading_apply (rs, ctx, &v->reading, play, &applied);
          add_wild_note (out, &applied);
        }
      else
        {
          v->rule = "gdy.joker.wild";
          gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                    "legal, but the joker can be read in %u ways; say which you mean (write it like BJ=S7). The strongest is %s.",
                                    "legal, but the jokers can be read in %u ways; say which you mean (write them like BJ=S7). The strongest is %s.",
                                    v->reading.n_wild), n, what);
        }
      g_free (what);
    }
  else
    {
      const char *rules[GT_READINGS_MAX];
      guint n_beat = 0, best_beat = 0;

      for (guint i = 0; i < n; i++)
        {
          v->beats[i] = gdy_beats (ctx, &v->readings[i].combo, play, table, NULL, &rules[i]);
          if (v->beats[i])
            {
              if (n_beat == 0 || gt_combo_stronger (&v->readings[i].combo, &v->readings[best_beat].combo))
                best_beat = i;
              n_beat++;
            }
        }
      v->has_combo = TRUE;
      if (n_beat > 0)
        {
          v->legal = TRUE;
          v->reading = v->readings[best_beat];
          v->rule = rules[best_beat];
          explain_follow (&v->reading.combo, table, v->rule, TRUE, out);
          if (n_beat > 1)
            gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                      "The joker can be read in %u ways that beat it; say which you mean.",
                                      "The jokers can be read in %u ways that beat it; say which you mean.",
                                      v->reading.n_wild), n_beat);
          else
            {
              gt_reading_apply (rs, ctx, &v->reading, play, &applied);
              add_wild_note (out, &applied);
            }
        }
      else
        {
          /* The reading closest to an answer: one of the table's type and
           * size if there is one. */
          for (guint i = 0; i < n; i++)
            if (v->readings[i].combo.type == table->type && v->readings[i].combo.size == table->size)
              {
                best = i;
                break;
              }
          v->legal = FALSE;
          v->reading = v->readings[best];
          v->rule = rules[best];
          explain_follow (&v->reading.combo, table, v->rule, FALSE, out);
          suggest_answer (ctx, table, hand, v, out);
        }
    }
  v->explanation = g_string_free (out, FALSE);
}
