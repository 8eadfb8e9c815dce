/* test-words.c — learners read cards in the table's words, never notation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Notation ("S9", "BJ", "RJ*") is for files and the command line's
 * arguments; an explanation a learner reads names cards as the table shows
 * them ("♠9", "small joker") and, when the cards make no combination, names
 * the learner's own cards before saying why (issue 31).
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "gt-card.h"
#include "gt-compare.h"
#include "gt-explain.h"
#include "gt-ruleset.h"

/* A card written in notation, standing alone: a suit letter and a rank,
 * or a joker's two letters, with an optional mark. */
static gboolean
has_notation (const char *text)
{
  static GRegex *re;

  if (re == NULL)
    re = g_regex_new ("(^|[^A-Za-z0-9])([SHDC](10|[2-9JQKA])|[BR]J\\*?)($|[^A-Za-z0-9])", 0, 0, NULL);
  return g_regex_match (re, text, 0, NULL);
}

static void
judge_with (const char *game,
            const char *play,
            const char *table,
            GtVerdict  *v,
            GtRuleCtx  *ctx_out,
            GtCardList *play_out)
{
  const GtRuleset *rs = gt_ruleset_lookup (game);
  GtRuleCtx ctx;
  GtCardList p, t;

  g_assert_nonnull (rs);
  g_assert_true (gt_card_list_parse (play, NULL, &p, NULL));
  if (table != NULL)
    g_assert_true (gt_card_list_parse (table, NULL, &t, NULL));
  gt_compare_ctx_init (&ctx, rs, 2);
  gt_compare_judge (rs, &ctx, &p, table != NULL ? &t : NULL, v);
  if (ctx_out != NULL)
    *ctx_out = ctx;
  if (play_out != NULL)
    *play_out = p;
}

static void
judge (const char *game,
       const char *play,
       const char *table,
       GtVerdict  *v)
{
  judge_with (game, play, table, v, NULL, NULL);
}

static void
test_guard (void)
{
  g_assert_true (has_notation ("the deck has no RJ*."));
  g_assert_true (has_notation ("BJ ♠7 led"));
  g_assert_true (has_notation ("no C5."));
  g_assert_true (has_notation ("S10"));
  g_assert_false (has_notation ("♠10, small joker: Bao Huang, a single Ace"));
}

/* Plays every game refuses one way or another — cards outside its deck,
 * jokers where they may not stand, ranks that do not go together — and
 * none of the explanations, in any game, shows notation; nor do the
 * readings the lesson and puzzle pages offer ("Single small joker"). */
static void
test_no_notation (void)
{
  static const char *const plays[] = {
    "S9 H10", "S3 H4 D5 C7", "BJ RJ", "S5 BJ", "RJ*", "BJ*", "C5", "S3 S3 S3 S3 S3",
    "S4 D4 H7", "BJ BJ BJ", "S2 S3 S4", "SA S2 S3 S4 S5 S6", "H3 H3",
    "BJ", "RJ", "BJ BJ", "RJ RJ", "S8 S8 BJ", "S8 S8 S8 RJ RJ",
  };
  static const char *const tables[] = { NULL, "SA", "S4 D4", "S3 S4 S5 S6 S7" };
  const GtRuleset *const *all = gt_rulesets ();
  guint n_refused = 0, n_labels = 0;

  for (guint g = 0; all[g] != NULL; g++)
    for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
      for (guint j = 0; j < G_N_ELEMENTS (tables); j++)
        {
          GtVerdict v;
          GtRuleCtx ctx;
          GtCardList play;

          gt_verdict_init (&v);
          judge_with (all[g]->id, plays[i], tables[j], &v, &ctx, &play);
          if (!v.legal)
            n_refused++;
          for (guint k = 0; k < v.n_readings; k++)
            {
              g_autofree char *label = gt_reading_describe (all[g], &ctx, &v.readings[k], &play, NULL);

              if (has_notation (label))
                g_error ("%s, %s: notation in the reading \"%s\"", all[g]->id, plays[i], label);
              n_labels++;
            }
          if (v.explanation != NULL && has_notation (v.explanation))
            g_error ("%s, %s on %s: notation in \"%s\"", all[g]->id, plays[i],
                     tables[j] != NULL ? tables[j] : "nothing", v.explanation);
          gt_verdict_clear (&v);
        }
  /* The set refuses plays in every game, so the guard saw refusals. */
  g_assert_cmpuint (n_refused, >, 50);
  g_assert_cmpuint (n_labels, >, 20);
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("\"%s\" lacks \"%s\"", text, part);
}

/* The refusal names the learner's cards, then says why. */
static void
test_names_the_cards (void)
{
  static const struct {
    const char *game, *play, *has;
  } cases[] = {
    { "guandan", "S9 H10", "Your ♠9 ♥10 make no combination. A pair needs two cards of the same rank." },
    { "gandengyan", "S9 H10", "Your ♠9 ♥10 make no combination. A pair needs two cards of the same rank." },
    { "guandan", "S5 S5 BJ RJ BJ", "Your ♠5, ♠5, small joker, big joker, small joker make no combination." },
    { "baohuang", "S9 H10", "Your ♠9 ♥10 make no combination." },
    { "doudizhu", "S9 H10", "Your ♠9 ♥10 make no combination." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtVerdict v;

      gt_verdict_init (&v);
      judge (cases[i].game, cases[i].play, NULL, &v);
      g_assert_false (v.legal);
      assert_contains (v.explanation, cases[i].has);
      gt_verdict_clear (&v);
    }
}

/* A card outside a game's deck is named in words; a marked joker as
 * marked, since the plain one is in the deck. */
static void
test_deck_words (void)
{
  GtVerdict v;

  gt_verdict_init (&v);
  judge ("guandan", "RJ*", NULL, &v);
  g_assert_false (v.legal);
  g_assert_cmpstr (v.explanation, ==, "Guandan’s deck has no marked big joker.");
  gt_verdict_clear (&v);

  gt_verdict_init (&v);
  judge ("baohuang", "C5", NULL, &v);
  g_assert_false (v.legal);
  assert_contains (v.explanation, "♣5");
  gt_verdict_clear (&v);
}

/* "a bomb of four 5s", never "a bomb of 4 5s". */
static void
test_count_words (void)
{
  g_assert_cmpstr (gt_explain_count_word (4), ==, "four");
  g_assert_cmpstr (gt_explain_count_word (10), ==, "ten");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/words/guard", test_guard);
  g_test_add_func ("/words/no-notation", test_no_notation);
  g_test_add_func ("/words/names-the-cards", test_names_the_cards);
  g_test_add_func ("/words/deck", test_deck_words);
  g_test_add_func ("/words/count", test_count_words);
  return g_test_run ();
}
