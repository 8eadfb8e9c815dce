/* test-drills.c — the drills: every game's sets have answers, the checks
 * are right, and the model counts mistakes into stars
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   - every game has drills, their ids are unique and their rules exist
 *     (in data/rules/);
 *   - for every drill of every game and many seeds, each exercise is made,
 *     has a prompt and an answer that its own check accepts, and the same
 *     seed makes the same exercise; a wrong answer (a legal play that does
 *     not answer, or a card alone) is refused with words citing a rule of
 *     the game;
 *   - exercises ask what they say: Guandan's combination drill's answer
 *     reads as the type asked, a beating drill's beats the table without a
 *     bomb, a bomb drill's is a bomb, a wild drill's holds the wild card, a
 *     level drill's is of the level rank; Gan Deng Yan's step is exactly
 *     one rank up; Bao Huang's answers are as many cards as the table;
 *     Da Bai Fen's follow suit or take the trick; Dou Dizhu's are the
 *     combination asked or a bomb;
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
#include "gt-moves.h"
#include "gt-rules.h"
#include "guandan/gd-kinds.h"

#define SEEDS 200
#define SEEDS_OTHERS 120

static const GtDrill *
drill (const char *id)
{
  const GtDrill *d = gt_drill_lookup (id, NULL);

  g_assert_nonnull (d);
  return d;
}

static gboolean
cites_game_rule (const GtRuleset *rs,
                 const char      *rule)
{
  g_autofree char *prefix = g_strconcat (rs->rule_prefix, ".", NULL);

  return rule != NULL && g_str_has_prefix (rule, prefix) && gt_rule_lookup (rule) != NULL;
}

/* A play that does not answer ex: one card of the hand, two, or one of
 * the game's legal plays; FALSE if every such play answers (the exercise
 * would ask nothing). */
static gboolean
find_wrong (const GtDrillExercise *ex,
            GtCardList            *out)
{
  const GtGame *pos = &ex->position;
  GtCardList hand;

  gt_game_hand_list (pos, pos->turn, &hand);
  for (guint i = 0; i < hand.n; i++)
    {
      gt_card_list_init (out);
      gt_card_list_append (out, hand.card[i], GT_CARD_NONE);
      if (!gt_drill_check (ex, out, NULL, NULL))
        return TRUE;
    }
  for (guint i = 0; i < hand.n; i++)
    for (guint j = i + 1; j < hand.n; j++)
      {
        gt_card_list_init (out);
        gt_card_list_append (out, hand.card[i], GT_CARD_NONE);
        gt_card_list_append (out, hand.card[j], GT_CARD_NONE);
        if (!gt_drill_check (ex, out, NULL, NULL))
          return TRUE;
      }
  if (pos->rs->game->table == GT_TABLE_TRICK)
    {
      g_autofree GtCardList *plays = g_new (GtCardList, 256);
      guint n = MIN (gt_game_trick_moves_open (pos, plays, 256), 256);

      for (guint i = 0; i < n; i++)
        if (!gt_drill_check (ex, &plays[i], NULL, NULL))
          {
            *out = plays[i];
            return TRUE;
          }
    }
  else
    {
      g_autofree GtMove *moves = g_new (GtMove, 4096);
      const GtCombo *table = pos->table.type != GT_COMBO_NONE ? &pos->table : NULL;
      GtRuleCtx ctx;
      guint n;

      gt_game_rule_ctx (pos, &ctx);
      n = MIN (gt_moves_generate_counts (&ctx, pos->hand[pos->turn], table, GT_MOVES_ALL, moves, 4096), 4096);
      for (guint i = 0; i < n; i++)
        {
          gt_move_to_card_list (&ctx, &moves[i], out);
          if (!gt_drill_check (ex, out, NULL, NULL))
            return TRUE;
        }
    }
  return FALSE;
}

/* What Guandan's answers are. */
static void
assert_guandan (const GtDrillExercise *ex,
                const GtCardList      *answer)
{
  const char *id = ex->drill->id;
  GtRuleCtx ctx;
  GtReading best;
  const GtCombo *table = ex->position.table.type != GT_COMBO_NONE ? &ex->position.table : NULL;

  gt_game_rule_ctx (&ex->position, &ctx);
  g_assert_true (gt_explain_best_reading (&ctx, answer, table, &best));
  if (strcmp (id, "drill-combinations") == 0)
    {
      g_assert_null (table);
      g_assert_cmpuint (ex->want_type, !=, GT_COMBO_NONE);
    }
  else if (strcmp (id, "drill-beating") == 0)
    {
      g_assert_nonnull (table);
      g_assert_cmpuint (best.combo.bomb, ==, 0);
      g_assert_cmpuint (best.combo.type, ==, table->type);
    }
  else if (strcmp (id, "drill-bombs") == 0)
    {
      g_assert_nonnull (table);
      g_assert_cmpuint (table->bomb, !=, 0);
      g_assert_cmpuint (best.combo.bomb, !=, 0);
    }
  else if (strcmp (id, "drill-wild") == 0)
    {
      gboolean wild = FALSE;
      for (guint c = 0; c < answer->n; c++)
        wild = wild || ctx.rs->is_wild (&ctx, answer->card[c]);
      g_assert_true (wild);
    }
  else if (strcmp (id, "drill-level") == 0)
    {
      g_assert_nonnull (table);
      g_assert_cmpuint (gt_card_rank (answer->card[0]), ==, ex->position.level);
    }
  else
    g_assert_not_reached ();
}

/* What the other games' answers are. */
static void
assert_relative (const GtDrillExercise *ex,
                 const GtCardList      *answer)
{
  const GtGame *pos = &ex->position;
  const char *game = pos->rs->id;
  GtRuleCtx ctx;
  GtReading best;
  const GtCombo *table = pos->table.type != GT_COMBO_NONE ? &pos->table : NULL;

  gt_game_rule_ctx (pos, &ctx);
  if (strcmp (game, "dabaifen") == 0)
    {
      GtGame after = *pos;
      GtAction action;
      GtVerdict v;

      /* Into the trick as the game takes it; a trick to win is won. */
      gt_verdict_init (&v);
      gt_action_play (&action, pos->turn, answer);
      g_assert_true (gt_game_act (&after, pos->rs, &action, &v, NULL));
      gt_verdict_clear (&v);
      if (ex->want_win)
        g_assert_cmpuint (after.last_trick_by, ==, pos->turn);
      return;
    }
  g_assert_true (gt_explain_best_reading (&ctx, answer, table, &best));
  if (ex->want_type != GT_COMBO_NONE)
    g_assert_cmpuint (best.combo.type, ==, ex->want_type);
  if (ex->want_bomb)
    g_assert_cmpuint (best.combo.bomb, !=, 0);
  else
    g_assert_cmpuint (best.combo.bomb, ==, 0);
  if (ex->want_card != GT_CARD_NONE)
    {
      gboolean held = FALSE;
      for (guint c = 0; c < answer->n; c++)
        held = held || answer->card[c] == ex->want_card;
      g_assert_true (held);
    }
  if (table == NULL)
    return;
  if (strcmp (game, "gandengyan") == 0 && !ex->want_bomb && best.combo.rank != 2)
    /* Exactly one rank up (gdy.follow.step), or a 2 on a single. */
    g_assert_cmpuint (best.combo.rank, ==, pos->table.rank + 1);
  if (strcmp (game, "baohuang") == 0)
    g_assert_cmpuint (answer->n, ==, pos->table.size);
}

static void
test_games (void)
{
  const GtRuleset *const *games = gt_rulesets ();
  GHashTable *ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint k = 0; games[k] != NULL; k++)
    {
      g_assert_cmpuint (games[k]->n_drills, >=, 2);
      for (guint i = 0; i < games[k]->n_drills; i++)
        {
          const GtDrill *d = &games[k]->drills[i];
          const GtRuleset *rs = NULL;

          g_assert_true (g_hash_table_add (ids, (gpointer) d->id));
          g_assert_true (gt_drill_lookup (d->id, &rs) == d);
          g_assert_true (rs == games[k]);
          g_assert_true (gt_drill_game (d) == games[k]);
          g_assert_true (cites_game_rule (games[k], d->rule));
          g_assert_cmpstr (d->title, !=, "");
          g_assert_cmpstr (d->idea, !=, "");
        }
    }
  g_assert_null (gt_drill_lookup ("drill-nothing", NULL));
  /* The ids progress files have kept stars under since Guandan's drills
   * came (they must go on reading). */
  {
    static const char *const kept[] = {
      "drill-combinations", "drill-beating", "drill-bombs", "drill-wild", "drill-level",
    };
    for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
      g_assert_true (gt_drill_game (drill (kept[i])) == games[0]);
  }
  g_assert_true (gt_drill_first () == &games[0]->drills[0]);
  g_hash_table_unref (ids);
}

static void
test_every_set (gconstpointer data)
{
  const GtRuleset *rs = data;
  guint seeds = rs == gt_rulesets ()[0] ? SEEDS : SEEDS_OTHERS;

  for (guint k = 0; k < rs->n_drills; k++)
    for (guint32 seed = 1; seed <= seeds; seed++)
      for (guint i = 0; i < GT_DRILL_EXERCISES; i++)
        {
          GtDrillExercise ex, again;
          GtCardList answer, wrong, hand_a, hand_b;
          char *why = NULL;
          const char *rule = NULL;

          gt_drill_make (&rs->drills[k], seed, i, &ex);
          g_assert_nonnull (ex.prompt);
          g_assert_cmpstr (ex.prompt, !=, "");
          g_assert_true (ex.position.rs == rs);
          g_assert_true (gt_drill_answer (&ex, &answer));
          g_assert_true (gt_drill_check (&ex, &answer, &why, &rule));
          g_assert_nonnull (why);
          g_clear_pointer (&why, g_free);
          if (rs == gt_rulesets ()[0])
            assert_guandan (&ex, &answer);
          else
            assert_relative (&ex, &answer);

          /* Something is wrong, and says which rule. */
          if (!find_wrong (&ex, &wrong))
            g_error ("%s %u/%u: every play answers '%s'", ex.drill->id, seed, i, ex.prompt);
          g_assert_false (gt_drill_check (&ex, &wrong, &why, &rule));
          g_assert_nonnull (why);
          g_assert_cmpstr (why, !=, "");
          if (!cites_game_rule (rs, rule))
            g_error ("%s %u/%u: '%s' cites %s", ex.drill->id, seed, i, why, rule);
          g_clear_pointer (&why, g_free);

          gt_drill_make (&rs->drills[k], seed, i, &again);
          gt_game_hand_list (&ex.position, ex.position.turn, &hand_a);
          gt_game_hand_list (&again.position, again.position.turn, &hand_b);
          g_assert_cmpuint (hand_a.n, ==, hand_b.n);
          g_assert_cmpmem (hand_a.card, hand_a.n, hand_b.card, hand_b.n);
          g_assert_cmpstr (ex.prompt, ==, again.prompt);
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

      gt_drill_make (drill ("drill-combinations"), seed, 0, &ex);
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
  gt_drill_make (drill ("drill-combinations"), 7, 0, &ex);
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

      gt_drill_make (drill ("drill-wild"), seed, 0, &ex);
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
  gt_drill_model_start (model, drill ("drill-beating"), 42);
  g_assert_true (gt_drill_model_get_game (model) == gt_rulesets ()[0]);
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

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drills/games", test_games);
  for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
    {
      g_autofree char *path = g_strconcat ("/drills/every-set/", (*rs)->id, NULL);
      g_test_add_data_func (path, *rs, test_every_set);
    }
  g_test_add_func ("/drills/fresh", test_fresh);
  g_test_add_func ("/drills/wrong-answers", test_wrong_answers);
  g_test_add_func ("/drills/model", test_model);
  return g_test_run ();
}
