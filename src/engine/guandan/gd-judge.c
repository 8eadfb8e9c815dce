/* gt-guandan-judge.c — Guandan verdicts and the words that explain them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classifier (gt-guandan.c) answers "what can these cards be?" quickly.
 * This file answers the learner: what was read, which rule decided, and —
 * when the cards are no combination — what is wrong with them and what
 * nearby play they may have meant.  It follows ../shared/design/explanations.md:
 * the verdict in one clause, the reason, then what would work.  Nothing here
 * is on a hot path, so it allocates freely.
 */
#define G_LOG_DOMAIN "gd-judge"

#include "config.h"

#include "gd-private.h"

#include <string.h>

#include "gt-explain.h"

/* ---- Words for cards and ranks ------------------------------------------ */

/* "the 5 of spades", "the big joker" */
static char *
card_name (GtCard card)
{
  if (card == GT_CARD_BJ)
    return g_strdup (_("the small joker"));
  if (card == GT_CARD_RJ)
    return g_strdup (_("the big joker"));
  switch (gt_card_suit (card))
    {
    case GT_SUIT_SPADES:
      return g_strdup_printf (C_("card", "the %s of spades"), gt_explain_rank_word (gt_card_rank (card)));
    case GT_SUIT_HEARTS:
      return g_strdup_printf (C_("card", "the %s of hearts"), gt_explain_rank_word (gt_card_rank (card)));
    case GT_SUIT_DIAMONDS:
      return g_strdup_printf (C_("card", "the %s of diamonds"), gt_explain_rank_word (gt_card_rank (card)));
    case GT_SUIT_CLUBS:
      return g_strdup_printf (C_("card", "the %s of clubs"), gt_explain_rank_word (gt_card_rank (card)));
    case GT_SUIT_NONE:
    default:
      return g_strdup ("?");
    }
}

/* "Play a higher pair, a bomb, or pass." */
static const char *
what_would_answer (guint type)
{
  switch ((GdComboType) type)
    {
    case GD_COMBO_SINGLE: return _("Play a higher single, a bomb, or pass.");
    case GD_COMBO_PAIR: return _("Play a higher pair, a bomb, or pass.");
    case GD_COMBO_TRIPLE: return _("Play a higher triple, a bomb, or pass.");
    case GD_COMBO_FULL_HOUSE: return _("Play a full house with a higher triple, a bomb, or pass.");
    case GD_COMBO_STRAIGHT: return _("Play a higher straight, a bomb, or pass.");
    case GD_COMBO_TUBE: return _("Play a higher tube, a bomb, or pass.");
    case GD_COMBO_PLATE: return _("Play a higher plate, a bomb, or pass.");
    case GD_COMBO_BOMB:
    case GD_COMBO_STRAIGHT_FLUSH: return _("Play a stronger bomb, or pass.");
    case GD_COMBO_JOKER_BOMB: return _("Nothing beats the four jokers: pass.");
    case GD_COMBO_COUNT:
    default: return "";
    }
}

static const char *
combo_rule (const GtCombo *c)
{
  switch ((GdComboType) c->type)
    {
    case GD_COMBO_SINGLE: return "gd.combo.single";
    case GD_COMBO_PAIR: return "gd.combo.pair";
    case GD_COMBO_TRIPLE: return "gd.combo.triple";
    case GD_COMBO_FULL_HOUSE: return "gd.combo.full-house";
    case GD_COMBO_STRAIGHT: return "gd.combo.straight";
    case GD_COMBO_TUBE: return "gd.combo.tube";
    case GD_COMBO_PLATE: return "gd.combo.plate";
    case GD_COMBO_BOMB:
    case GD_COMBO_STRAIGHT_FLUSH:
    case GD_COMBO_JOKER_BOMB: return "gd.bomb.kinds";
    case GD_COMBO_COUNT:
    default: return "gd.combo.invalid";
    }
}

/* ---- Building sentences -------------------------------------------------- */


/* Whether the level rank is what decides between A and B: one of them is of
 * the level rank and the other of a natural rank above it, up to the Ace
 * (at level 9, 9s against Kings: the 9s win only because they are the level
 * rank).  Against a lower rank or a joker the order is the natural one, and
 * the level rank decides nothing. */
static gboolean
level_decides (const GtRuleCtx *ctx,
               const GtCombo   *a,
               const GtCombo   *b)
{
  guint other;

  if (a->rank == ctx->level && b->rank != ctx->level)
    other = b->rank;
  else if (b->rank == ctx->level && a->rank != ctx->level)
    other = a->rank;
  else
    return FALSE;
  return other > ctx->level && other <= GT_RANK_A;
}

/* "At level 5, the 5s rank above the Ace." — only when a level card decides
 * the comparison: the learner is reminded why, and never told it where it
 * changes nothing (a pair of 9s on a pair of 5s, a joker on a 9). */
static void
add_level_note (GString         *out,
                const GtRuleCtx *ctx,
                const GtCombo   *a,
                const GtCombo   *b)
{
  gboolean of_kind_a = a->type != GD_COMBO_STRAIGHT && a->type != GD_COMBO_TUBE &&
                       a->type != GD_COMBO_PLATE && a->type != GD_COMBO_STRAIGHT_FLUSH;
  if (!of_kind_a || ctx->level == GT_RANK_A)
    return;
  if (level_decides (ctx, a, b))
    gt_explain_add_sentencef (out, _("at level %s, the %s rank above the Ace."),
                   gt_rank_to_string (ctx->level), gt_explain_rank_plural (ctx->level));
}

/* "The ♥2 stands in for the 5 of spades." for each wild card read as
 * another card. */
static void
add_wild_note (GString          *out,
               const GtRuleCtx  *ctx,
               const GtCardList *play)
{
  for (guint i = 0; i < play->n; i++)
    if (play->as[i] != GT_CARD_NONE && play->as[i] != play->card[i])
      {
        char *name = card_name (play->as[i]);
        gt_explain_add_sentencef (out, _("the %s (wild) stands in for %s."),
                       gt_card_to_symbol (play->card[i]), name);
        g_free (name);
      }
}

/* ---- Why cards are not a combination ------------------------------------ */

/* Natural ranks of a tally that fit a window of len ranks, at most per of
 * each.  Windows are tried in the legal places (2…A, and A low) and, if
 * wrap is set, in the places that run past the Ace (Q-K-A-2-3), which are
 * returned with *wrapped set. */
static gboolean
fits_window (const GdTally *t,
             guint          per,
             guint          len,
             gboolean      *wrapped,
             guint         *start_idx)
{
  /* Index 0…12 stands for 2…A; a window starts at idx and runs len places
   * cyclically.  Starting at 12 (the Ace) is the legal A-low place; starts
   * 14-len … 11 run past the Ace. */
  for (guint idx = 0; idx < 13; idx++)
    {
      guint16 window = 0;
      gboolean ok = TRUE;

      for (guint j = 0; j < len; j++)
        window |= (guint16) (1u << (((idx + j) % 13) + 2));
      if (t->ranks & ~window)
        continue;
      for (guint j = 0; j < len && ok; j++)
        if (t->cnt[((idx + j) % 13) + 2] > per)
          ok = FALSE;
      if (!ok)
        continue;
      *wrapped = idx + len - 1 > 12 && idx != 12;
      *start_idx = idx;
      return TRUE;
    }
  return FALSE;
}

static char *
window_text (guint idx,
             guint len)
{
  GString *s = g_string_new (NULL);
  for (guint j = 0; j < len; j++)
    {
      if (j > 0)
        g_string_append_c (s, '-');
      g_string_append (s, gt_rank_to_string (((idx + j) % 13) + 2));
    }
  return g_string_free (s, FALSE);
}

static guint
n_ranks (const GdTally *t)
{
  return (guint) __builtin_popcount (t->ranks);
}

static guint
max_count (const GdTally *t)
{
  guint m = 0;
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    m = MAX (m, t->cnt[r]);
  return m;
}

/* Looks for a sequence of per-card ranks with the wild cards filling holes.
 * Returns the rule that explains the failure, or NULL when the shape is not
 * sequence-like. */
static const char *
diagnose_sequence (const GdTally *t,
                   GString       *out)
{
  gboolean wrapped = FALSE;
  guint idx = 0, n = t->n;

  if (max_count (t) <= 1 && n >= 3)
    {
      /* Singles: a would-be straight. */
      for (guint len = MAX (n, 5); len <= 13; len++)
        if (fits_window (t, 1, len, &wrapped, &idx) && len == MAX (n, 5))
          {
            if (n == 5 && wrapped)
              {
                char *w = window_text (idx, 5);
                gt_explain_add_sentencef (out, _("a straight cannot run past the Ace: %s wraps around."), w);
                gt_explain_add_sentence (out, _("An Ace can be high (10 to A) or low (A to 5), not both."));
                g_free (w);
                return "gd.seq.no-wrap";
              }
            if (n != 5)
              {
                gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                 "%u card in a row is not a combination: a straight needs exactly 5.",
                                                 "%u cards in a row are not a combination: a straight needs exactly 5.",
                                                 n), n);
                return "gd.combo.straight";
              }
          }
      if (n == 5)
        {
          gt_explain_add_sentence (out, _("those five cards are not in a row: a straight needs five consecutive ranks."));
          return "gd.combo.straight";
        }
    }

  if (max_count (t) <= 2 && n % 2 == 0 && n >= 4 && max_count (t) == 2)
    {
      guint pairs = n / 2;
      if (fits_window (t, 2, pairs, &wrapped, &idx))
        {
          if (pairs == 3 && wrapped)
            {
              char *w = window_text (idx, 3);
              gt_explain_add_sentencef (out, _("a tube cannot run past the Ace: %s wraps around."), w);
              gt_explain_add_sentence (out, _("An Ace can be high (QQKKAA) or low (AA2233), not both."));
              g_free (w);
              return "gd.seq.no-wrap";
            }
          if (pairs != 3)
            {
              gt_explain_add_sentencef (out, _("%u pairs in a row are not a combination: a tube is exactly three pairs."), pairs);
              return "gd.combo.tube";
            }
        }
      if (pairs == 3 && n_ranks (t) + t->w / 2 >= 3)
        {
          gt_explain_add_sentence (out, _("those three pairs are not in a row: a tube needs three consecutive pairs."));
          return "gd.combo.tube";
        }
    }

  if (max_count (t) == 3 && n % 3 == 0 && n >= 6)
    {
      guint triples = n / 3;
      if (fits_window (t, 3, triples, &wrapped, &idx))
        {
          if (triples == 2 && wrapped)
            {
              char *w = window_text (idx, 2);
              gt_explain_add_sentencef (out, _("a plate cannot run past the Ace: %s wraps around."), w);
              g_free (w);
              return "gd.seq.no-wrap";
            }
          if (triples != 2)
            {
              gt_explain_add_sentencef (out, _("%u triples in a row are not a combination: a plate is exactly two triples."), triples);
              return "gd.combo.plate";
            }
        }
      if (triples == 2)
        {
          gt_explain_add_sentence (out, _("those two triples are not in a row: a plate needs two consecutive triples."));
          return "gd.combo.plate";
        }
    }
  return NULL;
}

static const char *
diagnose (const GtRuleCtx  *ctx,
          const GtCardList *play,
          GtVerdict        *v,
          GString          *out)
{
  GtCard wild = GT_CARD_MAKE (ctx->level, GT_SUIT_HEARTS);
  GdTally t;
  const char *rule;

  if (play->n == 0)
    {
      gt_explain_add_sentence (out, _("select at least one card."));
      return "gd.combo.invalid";
    }

  /* Declarations first: they are errors whatever the cards. */
  for (guint i = 0; i < play->n; i++)
    {
      GtCard c = play->card[i], a = play->as[i];
      if (a == GT_CARD_NONE)
        continue;
      if (c != wild)
        {
          v->fault[v->n_fault++] = (guint8) i;
          gt_explain_add_sentencef (out, _("only the two wild cards can stand for another card: at level %s those are the ♥%s."),
                         gt_rank_to_string (ctx->level), gt_rank_to_string (ctx->level));
          gt_explain_add_sentencef (out, _("The %s is not wild."), gt_card_to_symbol (c));
          return "gd.wild.which";
        }
      if (gt_card_is_joker (a))
        {
          char *name = card_name (a);
          v->fault[v->n_fault++] = (guint8) i;
          gt_explain_add_sentencef (out, _("a wild card can stand for any card except a joker, so the %s cannot be %s."),
                         gt_card_to_symbol (c), name);
          g_free (name);
          return "gd.wild.not-joker";
        }
    }

  if (play->n > 10)
    {
      gt_explain_add_sentencef (out, _("no combination has more than 10 cards; you selected %u."), play->n);
      return "gd.combo.invalid";
    }

  gd_tally_build (ctx, play, &t);

  if (t.jokers > 0)
    {
      guint bj = t.cnt[GT_RANK_BJ], rj = t.cnt[GT_RANK_RJ];

      for (guint i = 0; i < play->n; i++)
        if (gt_card_is_joker (play->card[i]))
          v->fault[v->n_fault++] = (guint8) i;

      if (t.w > 0 && t.nat == 0)
        {
          if (t.n == 2)
            gt_explain_add_sentencef (out, _("a wild card can stand for any card except a joker, so the %s and %s are not a pair."),
                           gt_card_to_symbol (wild), bj ? _("the small joker") : _("the big joker"));
          else
            gt_explain_add_sentence (out, _("wild cards cannot stand in for jokers, so they cannot complete the four-joker bomb."));
          return "gd.wild.no-joker-bomb";
        }
      if (t.n == 2 && bj == 1 && rj == 1)
        {
          gt_explain_add_sentence (out, _("a small joker and a big joker are not a pair: only two small jokers or two big jokers are."));
          return "gd.combo.pair.mixed-jokers";
        }
      if (t.n == 3 && t.jokers == 3)
        {
          gt_explain_add_sentence (out, _("three jokers are not a combination: there is no joker triple. All four jokers together are the strongest bomb."));
          return "gd.combo.triple";
        }
      if (t.n == 5 && bj == 1 && rj == 1 && n_ranks (&t) == 1)
        {
          gt_explain_add_sentence (out, _("a full house needs a pair, and a small joker with a big joker is not a pair."));
          return "gd.combo.pair.mixed-jokers";
        }
      if ((t.n == 5 || t.n == 6) && n_ranks (&t) >= 2)
        {
          gt_explain_add_sentence (out, _("jokers never take part in a straight, a tube or a plate."));
          return "gd.seq.no-joker";
        }
      gt_explain_add_sentence (out, _("a joker combines only with jokers (a pair of the same joker, or all four as a bomb), or as the pair of a full house."));
      return "gd.combo.invalid";
    }

  rule = diagnose_sequence (&t, out);
  if (rule != NULL)
    return rule;

  switch (t.n)
    {
    case 2:
      gt_explain_add_sentence (out, _("a pair needs two cards of the same rank."));
      return "gd.combo.pair";
    case 3:
      gt_explain_add_sentence (out, _("three cards are a combination only as a triple: three cards of the same rank."));
      return "gd.combo.triple";
    case 4:
      gt_explain_add_sentence (out, _("four cards are a combination only as a bomb: four cards of the same rank."));
      if (n_ranks (&t) == 2 && max_count (&t) == 2)
        gt_explain_add_sentence (out, _("Two pairs are not a combination: a tube needs three pairs in a row."));
      return n_ranks (&t) == 2 && max_count (&t) == 2 ? "gd.combo.tube" : "gd.bomb.kinds";
    case 5:
      if (max_count (&t) >= 2 && n_ranks (&t) <= 3)
        {
          gt_explain_add_sentence (out, _("a full house needs a triple and a pair, and nothing else."));
          return "gd.combo.full-house";
        }
      gt_explain_add_sentence (out, _("those five cards are not a combination."));
      return "gd.combo.invalid";
    case 6:
      gt_explain_add_sentence (out, _("those six cards are not a combination: six cards make a tube (three pairs in a row), a plate (two triples in a row) or a bomb of one rank."));
      return "gd.combo.invalid";
    default:
      gt_explain_add_sentencef (out, _("those %u cards are not a combination: with more than six cards, only a bomb of one rank is."), t.n);
      return "gd.combo.invalid";
    }
}

/* ---- Nearby combinations -------------------------------------------------- */

/* When no card added or left out makes a combination, what would still
 * work: on a table, the plays that answer it (or passing); on a lead, any one
 * of the cards on its own, since a single is always a combination. */
static void
suggest_instead (const GtRuleCtx  *ctx,
                 const GtCardList *play,
                 const GtCombo    *table,
                 GString          *out)
{
  guint8 strength[GT_RANK_COUNT];
  GtCardList sorted = *play;

  if (table != NULL)
    {
      gt_explain_add_sentence (out, what_would_answer (table->type));
      return;
    }
  if (play->n < 2)
    return;
  gt_ruleset_guandan ()->rank_strength (ctx, strength);
  gt_card_list_sort (&sorted, strength);
  gt_explain_add_sentencef (out, _("lead the %s on its own: any single card is a combination."),
                            gt_explain_card_label (sorted.card[0]));
}

/* ---- Comparisons ----------------------------------------------------------- */

static void
explain_beat (const GtRuleCtx *ctx,
              const GtCombo   *play,
              const GtCombo   *table,
              const char      *rule,
              gboolean         ok,
              GString         *out)
{
  char *p = gt_combo_describe (gt_ruleset_guandan (), play, GT_COMBO_WORDS_PHRASE);
  char *t = gt_combo_describe (gt_ruleset_guandan (), table, GT_COMBO_WORDS_PHRASE);

  if (g_str_equal (rule, "gd.bomb.any-time"))
    gt_explain_add_sentencef (out, _("legal: %s is a bomb, and a bomb beats any ordinary combination."), p);
  else if (g_str_equal (rule, "gd.bomb.kinds"))
    {
      if (ok && play->type == GD_COMBO_JOKER_BOMB)
        gt_explain_add_sentence (out, _("legal: the four jokers are the strongest bomb of all."));
      else if (ok && play->type == GD_COMBO_STRAIGHT_FLUSH)
        gt_explain_add_sentence (out, _("legal: a straight flush outranks every bomb of 4 or 5 cards, but not one of 6."));
      else if (ok && table->type == GD_COMBO_STRAIGHT_FLUSH)
        gt_explain_add_sentencef (out, _("legal: %s beats %s: a bomb of six or more cards outranks any straight flush."), p, t);
      else if (ok)
        gt_explain_add_sentencef (out, _("legal: %s beats %s: a bomb with more cards is stronger, whatever the ranks."), p, t);
      else if (table->type == GD_COMBO_JOKER_BOMB)
        gt_explain_add_sentence (out, _("nothing beats the four jokers: they are the strongest bomb of all."));
      else if (play->type == GD_COMBO_STRAIGHT_FLUSH)
        gt_explain_add_sentencef (out, _("%s cannot beat %s: a bomb of six or more cards outranks any straight flush."), p, t);
      else if (table->type == GD_COMBO_STRAIGHT_FLUSH)
        gt_explain_add_sentencef (out, _("%s cannot beat %s: a straight flush outranks every bomb of 4 or 5 cards."), p, t);
      else
        gt_explain_add_sentencef (out, _("%s cannot beat %s: a bomb with more cards is stronger, whatever the ranks."), p, t);
      if (!ok && table->type != GD_COMBO_JOKER_BOMB)
        gt_explain_add_sentence (out, what_would_answer (table->type));
    }
  else if (g_str_equal (rule, "gd.bomb.order"))
    {
      if (ok)
        gt_explain_add_sentencef (out, _("legal: %s beats %s: between bombs of the same kind, the higher one wins."), p, t);
      else
        gt_explain_add_sentencef (out, _("%s cannot beat %s: between bombs of the same kind, the higher one wins."), p, t);
      add_level_note (out, ctx, play, table);
      if (!ok)
        gt_explain_add_sentence (out, what_would_answer (table->type));
    }
  else if (g_str_equal (rule, "gd.beat.equal"))
    {
      gt_explain_add_sentencef (out, _("%s does not beat %s: they are equal, and a play must be strictly higher."), p, t);
      gt_explain_add_sentence (out, what_would_answer (table->type));
    }
  else if (g_str_equal (rule, "gd.beat.bomb"))
    {
      gt_explain_add_sentencef (out, _("%s cannot beat %s: only a stronger bomb beats a bomb."), p, t);
      gt_explain_add_sentence (out, what_would_answer (table->type));
    }
  else if (g_str_equal (rule, "gd.beat.same-type"))
    {
      gt_explain_add_sentencef (out, _("%s cannot answer %s: a play must be of the same type and size."), p, t);
      gt_explain_add_sentence (out, what_would_answer (table->type));
    }
  else if (ok)
    {
      gt_explain_add_sentencef (out, _("legal: %s beats %s."), p, t);
      add_level_note (out, ctx, play, table);
    }
  else
    {
      gt_explain_add_sentencef (out, _("%s cannot beat %s: it is lower."), p, t);
      add_level_note (out, ctx, play, table);
      gt_explain_add_sentence (out, what_would_answer (table->type));
    }

  g_free (p);
  g_free (t);
}

/* ---- The judge --------------------------------------------------------------- */

void
gd_judge (const GtRuleCtx  *ctx,
          const GtCardList *play,
          const GtCombo    *table,
          const GtCardList *hand,
          GtVerdict        *v)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  GString *out = g_string_new (NULL);
  guint best = 0, n;
  GtCardList applied;

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
      if (!v->has_suggestion)
        suggest_instead (ctx, play, table, out);
      v->explanation = g_string_free (out, FALSE);
      return;
    }

  for (guint i = 1; i < n; i++)
    if (gt_combo_stronger (&v->readings[i].combo, &v->readings[best].combo))
      best = i;

  if (table == NULL)
    {
      char *what = gt_combo_describe (gt_ruleset_guandan (), &v->readings[best].combo, GT_COMBO_WORDS_PHRASE);

      v->legal = TRUE;
      v->has_combo = TRUE;
      v->reading = v->readings[best];
      if (n == 1)
        {
          v->rule = combo_rule (&v->reading.combo);
          gt_explain_add_sentencef (out, _("legal: that is %s."), what);
          gt_reading_apply (rs, ctx, &v->reading, play, &applied);
          add_wild_note (out, ctx, &applied);
        }
      else
        {
          v->rule = "gd.wild.declare";
          gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                           "legal, but the wild card can be read in %u ways; say which you mean. The strongest is %s.",
                                           "legal, but the wild cards can be read in %u ways; say which you mean. The strongest is %s.",
                                           v->reading.n_wild), n, what);
        }
      g_free (what);
    }
  else
    {
      guint n_beat = 0, best_beat = 0;
      const char *rules[GT_READINGS_MAX];

      for (guint i = 0; i < n; i++)
        {
          v->beats[i] = rs->beats (ctx, &v->readings[i].combo, play, table, NULL, &rules[i]);
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
          explain_beat (ctx, &v->reading.combo, table, v->rule, TRUE, out);
          if (n_beat > 1)
            gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                             "The wild card can be read in %u ways that beat it; say which you mean.",
                                             "The wild cards can be read in %u ways that beat it; say which you mean.",
                                             v->reading.n_wild), n_beat);
          else
            {
              gt_reading_apply (rs, ctx, &v->reading, play, &applied);
              add_wild_note (out, ctx, &applied);
            }
        }
      else
        {
          v->legal = FALSE;
          v->reading = v->readings[best];
          v->rule = rules[best];
          explain_beat (ctx, &v->reading.combo, table, v->rule, FALSE, out);
        }
    }

  v->explanation = g_string_free (out, FALSE);
}
