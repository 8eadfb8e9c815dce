/* gt-drill.c — drills: exercises dealt by a game's templates from seeds,
 * checked by the engine
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game's template (GtDrill.deal) deals the cards the idea needs; this
 * file reads its position, asks the game's move generator whether the
 * exercise has an answer, and judges the learner's plays.  Random cards
 * can spoil a template (the filler may hold a card that answers what the
 * exercise did not mean), so a template that fails is dealt again with
 * the next numbers of the same generator: the seed still decides
 * everything.  Nothing here names a game: a climbing game's answer is
 * judged against the table, a trick game's against the trick.
 */
#define G_LOG_DOMAIN "gt-drill"

#include "config.h"

#include "gt-drill.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-explain.h"
#include "gt-moves.h"

/* Moves a climbing game's generator lists at most, and plays into a
 * trick. */
#define MOVES_MAX 4096
#define TRICK_MOVES_MAX 256

const GtDrill *
gt_drill_lookup (const char       *id,
                 const GtRuleset **rs)
{
  const GtRuleset *const *games = gt_rulesets ();

  for (guint k = 0; id != NULL && games[k] != NULL; k++)
    for (guint i = 0; i < games[k]->n_drills; i++)
      if (strcmp (id, games[k]->drills[i].id) == 0)
        {
          if (rs)
            *rs = games[k];
          return &games[k]->drills[i];
        }
  return NULL;
}

const GtRuleset *
gt_drill_game (const GtDrill *drill)
{
  const GtRuleset *const *games = gt_rulesets ();

  for (guint k = 0; games[k] != NULL; k++)
    if (games[k]->n_drills > 0 && drill >= games[k]->drills && drill < games[k]->drills + games[k]->n_drills)
      return games[k];
  g_return_val_if_reached (NULL);
}

const GtDrill *
gt_drill_first (void)
{
  const GtRuleset *const *games = gt_rulesets ();

  for (guint k = 0; games[k] != NULL; k++)
    if (games[k]->n_drills > 0)
      return &games[k]->drills[0];
  return NULL;
}

void
gt_drill_exercise_clear (GtDrillExercise *exercise)
{
  g_clear_pointer (&exercise->prompt, g_free);
}

guint
gt_drill_stars (guint mistakes)
{
  return mistakes == 0 ? 3 : mistakes <= 2 ? 2 : 1;
}

static gboolean
is_trick_game (const GtRuleset *rs)
{
  return rs->game->table == GT_TABLE_TRICK && rs->game->trick != NULL;
}

void
gt_drill_make (const GtDrill   *drill,
               guint32          seed,
               guint            index,
               GtDrillExercise *out)
{
  const GtRuleset *rs = gt_drill_game (drill);
  guint32 nth;
  g_autoptr (GRand) rand = NULL;
  GtCardList answer;

  g_return_if_fail (rs != NULL);
  /* One generator per exercise, so that exercise i does not depend on how
   * many tries exercise i - 1 took; the drill's place in its game's list
   * keeps a game's drills apart. */
  nth = (guint32) (drill - rs->drills);
  rand = g_rand_new_with_seed (seed * 2654435761u + index * 40503u + nth);
  memset (out, 0, sizeof *out);
  out->drill = drill;
  for (guint attempt = 0; attempt < 1000; attempt++)
    {
      GtDrillDeal d = { .rand = rand };
      gboolean dealt;

      gt_rule_ctx_init (&d.ctx, rs, 2);
      memcpy (d.pool, rs->copies, sizeof d.pool);
      gt_card_list_init (&d.hand);
      gt_card_list_init (&d.table);
      gt_card_list_init (&d.other);
      d.want_card = GT_CARD_NONE;
      dealt = drill->deal (&d, index) && d.position != NULL && d.prompt != NULL &&
              gt_game_load_string (&out->position, rs, d.position, "position", NULL);
      if (dealt)
        {
          out->want_type = d.want_type;
          out->want_bomb = d.want_bomb;
          out->want_win = d.want_win;
          out->want_card = d.want_card;
          if (gt_drill_answer (out, &answer))
            {
              out->prompt = g_steal_pointer (&d.prompt);
              gt_drill_deal_clear (&d);
              return;
            }
        }
      gt_drill_deal_clear (&d);
    }
  /* Never reached by the games' templates (tests/test-drills.c makes
   * hundreds of sets of each); an empty exercise would be worse than a
   * crash in a test, so say so. */
  g_critical ("drill %s: no exercise %u from seed %u", drill->id, index, seed);
}

/* ---- Checking ------------------------------------------------------------- */

static gboolean
holds (const GtCardList *cards,
       GtCard            card)
{
  for (guint i = 0; i < cards->n; i++)
    if (cards->card[i] == card)
      return TRUE;
  return FALSE;
}

static void
answer_words (char      **explanation,
              const char **rule,
              char       *text,
              const char *rule_id)
{
  if (explanation)
    *explanation = text;
  else
    g_free (text);
  if (rule)
    *rule = rule_id;
}

/* A play into a trick: legal (the game's judge, every hand open as in a
 * puzzle), and when asked, taking the trick. */
static gboolean
check_trick (const GtDrillExercise *ex,
             const GtCardList      *cards,
             char                 **explanation,
             const char           **rule)
{
  const GtGame *pos = &ex->position;
  GtVerdict v;
  gboolean ok = TRUE;

  gt_verdict_init (&v);
  gt_game_judge_trick_open (pos, pos->turn, cards, &v);
  if (!v.legal)
    ok = FALSE;
  else if (ex->want_win)
    {
      GtGame after = *pos;
      GtAction action;
      GtVerdict played;

      gt_verdict_init (&played);
      gt_action_play (&action, pos->turn, cards);
      if (!gt_game_act (&after, pos->rs, &action, &played, NULL) || after.last_trick_by != pos->turn)
        {
          gt_verdict_clear (&played);
          gt_verdict_clear (&v);
          answer_words (explanation, rule,
                        g_strdup (_("That may go into the trick, but it does not take it.")), ex->drill->rule);
          return FALSE;
        }
      gt_verdict_clear (&played);
    }
  answer_words (explanation, rule, g_strdup (v.explanation), v.rule);
  gt_verdict_clear (&v);
  return ok;
}

gboolean
gt_drill_check (const GtDrillExercise *ex,
                const GtCardList      *cards,
                char                 **explanation,
                const char           **rule)
{
  const GtGame *pos = &ex->position;
  const GtCombo *table = pos->table.type != GT_COMBO_NONE ? &pos->table : NULL;
  GtCardList hand;
  GtRuleCtx ctx;
  GtVerdict v;
  gboolean ok = FALSE;
  int found = -1, other = -1;

  if (is_trick_game (pos->rs))
    return check_trick (ex, cards, explanation, rule);

  gt_game_rule_ctx (pos, &ctx);
  gt_game_hand_list (pos, pos->turn, &hand);
  gt_verdict_init (&v);
  ctx.rs->judge (&ctx, cards, table, &hand, &v);
  if (!v.legal)
    {
      answer_words (explanation, rule, g_strdup (v.explanation), v.rule);
      gt_verdict_clear (&v);
      return FALSE;
    }

  for (guint i = 0; i < v.n_readings && found < 0; i++)
    {
      const GtCombo *c = &v.readings[i].combo;
      gboolean kind_ok = ex->want_type == GT_COMBO_NONE || c->type == ex->want_type;
      gboolean beats = table == NULL || v.beats[i];
      gboolean bomb_ok = (c->bomb != 0) == ex->want_bomb;

      if (kind_ok && beats && bomb_ok)
        found = (int) i;
      else if (beats && other < 0)
        other = (int) i;
    }
  if (found >= 0 && ex->want_card != GT_CARD_NONE && !holds (cards, ex->want_card))
    {
      g_autofree char *what = gt_combo_describe (pos->rs, &v.readings[found].combo, GT_COMBO_WORDS_PHRASE);

      /* TRANSLATORS: "That is a pair of 7s, but it leaves out the wild card ♥5." */
      answer_words (explanation, rule,
                    g_strdup_printf (_("That is %s, but it leaves out the wild card %s."),
                                     what, gt_explain_card_label (ex->want_card)),
                    ex->drill->rule);
    }
  else if (found >= 0)
    {
      ok = TRUE;
      answer_words (explanation, rule, g_strdup (v.explanation), v.rule);
    }
  else
    {
      const GtCombo *c = &v.readings[other >= 0 ? other : 0].combo;
      g_autofree char *what = gt_combo_describe (pos->rs, c, GT_COMBO_WORDS_PHRASE);

      if (table != NULL && c->bomb != 0 && !ex->want_bomb)
        answer_words (explanation, rule,
                      g_strdup (_("Your bomb beats it too, but this drill asks for a higher play of the same kind.")),
                      ex->drill->rule);
      else
        /* TRANSLATORS: "That is a pair of 7s: the exercise asks for another kind of play." */
        answer_words (explanation, rule,
                      g_strdup_printf (_("That is %s: the exercise asks for another kind of play."), what),
                      ex->drill->rule);
    }
  gt_verdict_clear (&v);
  return ok;
}

static gboolean
answer_trick (const GtDrillExercise *ex,
              GtCardList            *out)
{
  g_autofree GtCardList *plays = g_new (GtCardList, TRICK_MOVES_MAX);
  guint n = MIN (gt_game_trick_moves_open (&ex->position, plays, TRICK_MOVES_MAX), TRICK_MOVES_MAX);

  /* The game's simple choice comes first, as the hint should. */
  for (guint i = 0; i < n; i++)
    if (gt_drill_check (ex, &plays[i], NULL, NULL))
      {
        *out = plays[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
gt_drill_answer (const GtDrillExercise *ex,
                 GtCardList            *out)
{
  const GtGame *pos = &ex->position;
  const GtCombo *table = pos->table.type != GT_COMBO_NONE ? &pos->table : NULL;
  g_autofree GtMove *moves = NULL;
  GtRuleCtx ctx;
  guint n;

  if (is_trick_game (pos->rs))
    return answer_trick (ex, out);
  moves = g_new (GtMove, MOVES_MAX);
  gt_game_rule_ctx (pos, &ctx);
  n = gt_moves_generate_counts (&ctx, pos->hand[pos->turn], table, GT_MOVES_ALL, moves, MOVES_MAX);
  if (n == GT_MOVES_INVALID)
    return FALSE;
  n = MIN (n, MOVES_MAX);
  /* The shortest answer first: the hint shows the idea, not a long play
   * that happens to hold it. */
  for (guint size = 1; size <= GT_PLAY_MAX; size++)
    for (guint i = 0; i < n; i++)
      {
        GtCardList list;

        if (moves[i].n != size)
          continue;
        /* Quick filters before the full verdict. */
        if (ex->want_type != GT_COMBO_NONE && moves[i].combo.type != ex->want_type)
          continue;
        if ((moves[i].combo.bomb != 0) != ex->want_bomb)
          continue;
        gt_move_to_card_list (&ctx, &moves[i], &list);
        if (gt_drill_check (ex, &list, NULL, NULL))
          {
            *out = list;
            return TRUE;
          }
      }
  return FALSE;
}
