/* test-drills.c — the drills: every set has answers, the checks are right,
 * and the model counts mistakes into stars
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   - for every drill and 200 seeds, each exercise is made, has a prompt
 *     and an answer that its own check accepts, and the same seed makes
 *     the same exercise;
 *   - exercises ask what they say: a combination drill's answer reads as
 *     the type asked, a beating drill's beats the table without a bomb, a
 *     bomb drill's is a bomb, a wild drill's holds the wild card, a level
 *     drill's is of the level rank;
 *   - wrong answers: an illegal one gets the engine's words, a legal one of
 *     another kind the drill's;
 *   - the model: a wrong answer and a hint are mistakes (a hint once an
 *     exercise), a right answer lets Next go on, six right answers finish
 *     the set, and the stars follow the mistakes.
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "gt-drill-model.h"
#include "gt-explain.h"
#include "guandan/gd-kinds.h"

#define SEEDS 200

static void
test_every_set (void)
{
  for (guint k = 0; k < GT_DRILL_KIND_COUNT; k++)
    for (guint32 seed = 1; seed <= SEEDS; seed++)
      for (guint i = 0; i < GT_DRILL_EXERCISES; i++)
        {
          GtDrillExercise ex, again;
          GtCardList answer, hand_a, hand_b;
          GtRuleCtx ctx;
          GtReading best;
          const GtCombo *table;

          gt_drill_make (k, seed, i, &ex);
          g_assert_nonnull (ex.prompt);
          g_assert_cmpstr (ex.prompt, !=, "");
          g_assert_true (gt_drill_answer (&ex, &answer));
          g_assert_true (gt_drill_check (&ex, &answer, NULL, NULL));

          /* What the answer is. */
          gt_game_rule_ctx (&ex.position, &ctx);
          table = ex.position.table.type != GT_COMBO_NONE ? &ex.position.table : NULL;
          g_assert_true (gt_explain_best_reading (&ctx, &answer, table, &best));
          switch (k)
            {
            case GT_DRILL_COMBINATIONS:
              g_assert_null (table);
              g_assert_cmpuint (ex.want_type, !=, GT_COMBO_NONE);
              break;
            case GT_DRILL_BEATING:
              g_assert_nonnull (table);
              g_assert_cmpuint (best.combo.bomb, ==, 0);
              g_assert_cmpuint (best.combo.type, ==, table->type);
              break;
            case GT_DRILL_BOMBS:
              g_assert_nonnull (table);
              g_assert_cmpuint (table->bomb, !=, 0);
              g_assert_cmpuint (best.combo.bomb, !=, 0);
              break;
            case GT_DRILL_WILD:
              {
                gboolean wild = FALSE;
                for (guint c = 0; c < answer.n; c++)
                  wild = wild || ctx.rs->is_wild (&ctx, answer.card[c]);
                g_assert_true (wild);
              }
              break;
            case GT_DRILL_LEVEL:
              g_assert_nonnull (table);
              g_assert_cmpuint (gt_card_rank (answer.card[0]), ==, ex.position.level);
              break;
            default:
              g_assert_not_reached ();
            }

          gt_drill_make (k, seed, i, &again);
          gt_game_hand_list (&ex.position, GT_SEAT_S, &hand_a);
          gt_game_hand_list (&again.position, GT_SEAT_S, &hand_b);
          g_assert_cmpuint (hand_a.n, ==, hand_b.n);
          g_assert_cmpmem (hand_a.card, hand_a.n, hand_b.card, hand_b.n);
          gt_drill_exercise_clear (&ex);
          gt_drill_exercise_clear (&again);
        }
}

/* Different seeds make different sets: a drill is fresh on every try. */
static void
test_fresh (void)
{
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      GtDrillExercise ex;
      GtCardList hand;

      gt_drill_make (GT_DRILL_COMBINATIONS, seed, 0, &ex);
      gt_game_hand_list (&ex.position, GT_SEAT_S, &hand);
      g_hash_table_add (seen, gt_card_list_to_string (&hand));
      gt_drill_exercise_clear (&ex);
    }
  g_assert_cmpuint (g_hash_table_size (seen), >=, 18);
  g_hash_table_unref (seen);
}

static void
test_wrong_answers (void)
{
  GtDrillExercise ex;
  GtCardList cards;
  char *why = NULL;
  const char *rule = NULL;
  guint seed;

  /* Illegal: two cards of different ranks are no combination. */
  gt_drill_make (GT_DRILL_COMBINATIONS, 7, 0, &ex);
  g_assert_cmpuint (ex.want_type, ==, GD_COMBO_PAIR);
  {
    GtCardList hand;
    gt_game_hand_list (&ex.position, GT_SEAT_S, &hand);
    gt_card_list_init (&cards);
    /* The first card and the first of another rank. */
    gt_card_list_append (&cards, hand.card[0], GT_CARD_NONE);
    for (guint i = 1; i < hand.n; i++)
      if (gt_card_rank (hand.card[i]) != gt_card_rank (hand.card[0]))
        {
          gt_card_list_append (&cards, hand.card[i], GT_CARD_NONE);
          break;
        }
  }
  g_assert_false (gt_drill_check (&ex, &cards, &why, &rule));
  g_assert_nonnull (why);
  g_assert_true (g_str_has_prefix (rule, "gd.combo."));
  g_clear_pointer (&why, g_free);

  /* Legal but another kind: a single card when a pair is asked. */
  gt_card_list_init (&cards);
  gt_card_list_append (&cards, ex.position.table.type == GT_COMBO_NONE ? 0 : 0, GT_CARD_NONE);
  {
    GtCardList hand;
    gt_game_hand_list (&ex.position, GT_SEAT_S, &hand);
    cards.card[0] = hand.card[0];
  }
  g_assert_false (gt_drill_check (&ex, &cards, &why, &rule));
  g_assert_nonnull (strstr (why, "another kind of play"));
  g_assert_cmpstr (rule, ==, "gd.combo.single");
  g_clear_pointer (&why, g_free);
  gt_drill_exercise_clear (&ex);

  /* A wild drill answered without the wild card, where the hand can: find
   * a seed whose pair can be made of two natural cards too. */
  for (seed = 1; seed < 500; seed++)
    {
      GtCardList hand;
      gboolean done = FALSE;

      gt_drill_make (GT_DRILL_WILD, seed, 0, &ex);
      gt_game_hand_list (&ex.position, GT_SEAT_S, &hand);
      for (guint i = 0; i + 1 < hand.n && !done; i++)
        if (gt_card_rank (hand.card[i]) == gt_card_rank (hand.card[i + 1]) &&
            hand.card[i] != GT_CARD_MAKE (ex.position.level, GT_SUIT_HEARTS) &&
            hand.card[i + 1] != GT_CARD_MAKE (ex.position.level, GT_SUIT_HEARTS))
          {
            gt_card_list_init (&cards);
            gt_card_list_append (&cards, hand.card[i], GT_CARD_NONE);
            gt_card_list_append (&cards, hand.card[i + 1], GT_CARD_NONE);
            g_assert_false (gt_drill_check (&ex, &cards, &why, &rule));
            g_assert_nonnull (strstr (why, "leaves out the wild card"));
            g_assert_cmpstr (rule, ==, "gd.wild.any");
            g_clear_pointer (&why, g_free);
            done = TRUE;
          }
      gt_drill_exercise_clear (&ex);
      if (done)
        break;
    }
  g_assert_cmpuint (seed, <, 500);
}

static guint changes;

static void
changed_cb (GtDrillModel *model,
            gpointer      data)
{
  changes++;
}

static void
test_model (void)
{
  GtDrillModel *model = gt_drill_model_new ();
  GtCardList answer, hint, wrong;

  g_signal_connect (model, "changed", G_CALLBACK (changed_cb), NULL);
  g_assert_null (gt_drill_model_get_exercise (model));
  gt_drill_model_start (model, GT_DRILL_BEATING, 42);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_nonnull (gt_drill_model_get_exercise (model));
  g_assert_cmpuint (gt_drill_model_get_index (model), ==, 0);

  /* Next does nothing before a right answer. */
  gt_drill_model_next (model);
  g_assert_cmpuint (gt_drill_model_get_index (model), ==, 0);

  /* A wrong answer: nothing beats a play with its lowest card. */
  {
    GtCardList hand;
    gt_game_hand_list (&gt_drill_model_get_exercise (model)->position, GT_SEAT_S, &hand);
    gt_card_list_init (&wrong);
    gt_card_list_append (&wrong, hand.card[0], GT_CARD_NONE);
    gt_card_list_append (&wrong, hand.card[hand.n - 1], GT_CARD_NONE);
  }
  g_assert_false (gt_drill_model_answer (model, &wrong));
  g_assert_cmpuint (gt_drill_model_get_mistakes (model), ==, 1);
  g_assert_nonnull (gt_drill_model_get_feedback (model));
  g_assert_false (gt_drill_model_get_feedback_ok (model));

  /* A hint is a mistake, once an exercise. */
  g_assert_true (gt_drill_model_hint (model, &hint));
  g_assert_true (gt_drill_model_hint (model, &hint));
  g_assert_cmpuint (gt_drill_model_get_mistakes (model), ==, 2);
  g_assert_true (gt_drill_model_answer (model, &hint));
  g_assert_true (gt_drill_model_get_answered (model));
  g_assert_true (gt_drill_model_get_feedback_ok (model));
  /* Answered: further answers are ignored. */
  g_assert_false (gt_drill_model_answer (model, &wrong));
  g_assert_cmpuint (gt_drill_model_get_mistakes (model), ==, 2);

  for (guint i = 1; i < GT_DRILL_EXERCISES; i++)
    {
      gt_drill_model_next (model);
      g_assert_cmpuint (gt_drill_model_get_index (model), ==, i);
      g_assert_false (gt_drill_model_get_answered (model));
      g_assert_true (gt_drill_answer (gt_drill_model_get_exercise (model), &answer));
      g_assert_true (gt_drill_model_answer (model, &answer));
    }
  g_assert_false (gt_drill_model_get_finished (model));
  g_assert_cmpuint (gt_drill_model_get_stars (model), ==, 0);
  gt_drill_model_next (model);
  g_assert_true (gt_drill_model_get_finished (model));
  g_assert_null (gt_drill_model_get_exercise (model));
  g_assert_cmpuint (gt_drill_model_get_stars (model), ==, 2);

  g_assert_cmpuint (gt_drill_stars (0), ==, 3);
  g_assert_cmpuint (gt_drill_stars (2), ==, 2);
  g_assert_cmpuint (gt_drill_stars (3), ==, 1);
  g_assert_finalize_object (model);
}

static void
test_lookup (void)
{
  GtDrillKind kind;

  for (guint k = 0; k < GT_DRILL_KIND_COUNT; k++)
    {
      g_assert_true (gt_drill_lookup (gt_drill_info (k)->id, &kind));
      g_assert_cmpuint (kind, ==, k);
    }
  g_assert_false (gt_drill_lookup ("drill-nothing", &kind));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drills/every-set", test_every_set);
  g_test_add_func ("/drills/fresh", test_fresh);
  g_test_add_func ("/drills/wrong-answers", test_wrong_answers);
  g_test_add_func ("/drills/model", test_model);
  g_test_add_func ("/drills/lookup", test_lookup);
  return g_test_run ();
}
