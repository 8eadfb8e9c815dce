/* gt-layouts.c — judging a seat's plays over layouts of the cards it cannot see
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "gt-layouts"

#include "gt-layouts.h"

#include <string.h>

#include "gt-player.h"
#include "gt-solver.h"
#include "gt-solver-private.h"
#include "gt-split-memo.h"

/* The most plays one question weighs: the callers narrow a hand's plays to
 * a few per kind first (a climbing hand of 27 cards has hundreds). */
#define LAYOUT_MOVES_MAX 64

/* The weighting by passes (see sample()): a layout in which a seat that
 * passed holds a play it would rather have beaten with is kept with this
 * chance per such pass — not never, since a player may pass for reasons of
 * its own (a human, a trap) — and a layout is drawn again at most so many
 * times before the least contradicted draw is taken. */
#define PASS_LIKELIHOOD 0.25
#define WEIGHT_TRIES 8

struct _GtLayouts {
  GtSolver *solver;
  GtTrickSolver *trick;
  const GtRuleset *trick_rs;
  GRand *rand;
  GtPlayer *playout;          /* the simple players of the playouts */
  GtSplitMemo *split;         /* the weighting's measure of a hand */
  GtMove *moves;              /* the weighting's plays, GT_MOVES_MAX */
  gboolean weighted;
  guint n_layouts;
  guint64 max_nodes;
  guint64 cap;                /* nodes a question may spend, 0: any */
  guint64 nodes;
};

GtLayouts *
gt_layouts_new (void)
{
  GtLayouts *l = g_new0 (GtLayouts, 1);

  l->solver = gt_solver_new ();
  l->rand = g_rand_new_with_seed (1);
  l->n_layouts = 16;
  l->max_nodes = 20000;
  l->weighted = TRUE;
  return l;
}

void
gt_layouts_free (GtLayouts *l)
{
  if (l == NULL)
    return;
  gt_solver_free (l->solver);
  gt_trick_solver_free (l->trick);
  gt_player_free (l->playout);
  gt_split_memo_free (l->split);
  g_free (l->moves);
  g_rand_free (l->rand);
  g_free (l);
}

void
gt_layouts_set_budget (GtLayouts *l,
                       guint      n_layouts,
                       guint64    max_nodes)
{
  l->n_layouts = MAX (n_layouts, 1u);
  l->max_nodes = max_nodes;
}

void
gt_layouts_set_weighted (GtLayouts *l,
                         gboolean   weighted)
{
  l->weighted = weighted;
}

void
gt_layouts_set_cap (GtLayouts *l,
                    guint64    max_question_nodes)
{
  l->cap = max_question_nodes;
}

/* Whether a question that started at start nodes may sample another
 * layout. */
static gboolean
within_cap (const GtLayouts *l,
            guint64          start)
{
  return l->cap == 0 || l->nodes - start < l->cap;
}

void
gt_layouts_set_seed (GtLayouts *l,
                     guint32    seed)
{
  g_rand_set_seed (l->rand, seed);
}

guint64
gt_layouts_nodes (const GtLayouts *l)
{
  return l->nodes;
}

/* ---- Layouts weighted by the passes ---------------------------------------- */

/* Whether the seat that passed (ps) holds in w a play it would have beaten
 * the play with: near the end of the deal anything that beats, bombs
 * included; else a natural play that beats without breaking the hand —
 * where the game has the fewest-plays split, one that leaves the rest in
 * no more plays than the hand less one (what the heuristic follows with),
 * elsewhere any natural play that is no bomb. */
static gboolean
would_beat (GtLayouts        *l,
            const GtGame     *w,
            const GtViewPass *ps)
{
  const guint8 *hand = w->hand[ps->seat];
  gboolean split = (w->rs->game->solver & GT_SOLVER_SPLIT) != 0;
  GtRuleCtx ctx;
  guint n, k0 = 0;

  if (!gt_game_seat_active (w, ps->seat))
    return FALSE;
  gt_game_rule_ctx (w, &ctx);
  n = gt_moves_generate_counts (&ctx, hand, &ps->table, GT_MOVES_BY_RANK, l->moves, GT_MOVES_MAX);
  if (n == GT_MOVES_INVALID || n == 0)
    return FALSE;
  n = MIN (n, (guint) GT_MOVES_MAX);
  if (ps->near_end)
    return TRUE;
  for (guint i = 0; i < n; i++)
    {
      const GtMove *m = &l->moves[i];
      guint8 rest[GT_CARD_KINDS];

      if (m->combo.bomb != 0 || gt_move_uses_wild (m))
        continue;
      if (!split)
        return TRUE;
      if (k0 == 0)
        k0 = gt_split_memo_plays (l->split, hand, w->level);
      memcpy (rest, hand, sizeof rest);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        rest[c] = (guint8) (rest[c] - gt_card_set_count (&m->cards, (GtCard) c));
      if (gt_split_memo_plays (l->split, rest, w->level) + 1 <= k0)
        return TRUE;
    }
  return FALSE;
}

/* How many of the view's passes the layout w contradicts. */
static guint
contradictions (GtLayouts    *l,
                const GtView *v,
                const GtGame *w)
{
  guint bad = 0;

  for (guint i = 0; i < v->n_passes; i++)
    bad += would_beat (l, w, &v->passes[i]);
  return bad;
}

/* Weighted by the view's passes: a uniform draw (gt_view_sample()) is
 * kept with the chance
 * PASS_LIKELIHOOD to the power of the passes it contradicts (rejection
 * sampling, so kept layouts follow the weighted law), else drawn again;
 * after WEIGHT_TRIES the least contradicted draw.  Everything from the
 * view and the layouts' random numbers: fair and replayable. */
gboolean
gt_layouts_sample (GtLayouts    *l,
                   const GtView *v,
                   GtGame       *world)
{
  GtGame w;
  guint best_bad = G_MAXUINT;

  if (!l->weighted || v->n_passes == 0)
    return gt_view_sample (v, l->rand, world);
  if (l->split == NULL)
    {
      l->split = gt_split_memo_new ();
      l->moves = g_new (GtMove, GT_MOVES_MAX);
    }
  for (guint t = 0; t < WEIGHT_TRIES; t++)
    {
      guint bad;
      double keep = 1;

      if (!gt_view_sample (v, l->rand, &w))
        return best_bad != G_MAXUINT;
      bad = contradictions (l, v, &w);
      for (guint i = 0; i < bad; i++)
        keep *= PASS_LIKELIHOOD;
      if (bad < best_bad)
        {
          best_bad = bad;
          memcpy (world, &w, sizeof w);
        }
      if (bad == 0 || g_rand_double (l->rand) < keep)
        {
          memcpy (world, &w, sizeof w);
          return TRUE;
        }
    }
  return TRUE;
}

/* The goal of S's side that the view's seat plays for or against. */
static gboolean
goal_of (const GtGame *g,
         GtGoal       *goal)
{
  gboolean reached;

  goal->kind = GT_GOAL_TEAM_FIRST;
  goal->plays = 0;
  goal->points = 0;
  if (g->n_order > 0)
    {
      /* S's side already first: the double is what is left to play for;
       * the other side first: the deal's first place is settled. */
      if (!gt_game_same_side (g, g->order[0], 0))
        return FALSE;
      goal->kind = GT_GOAL_DOUBLE;
    }
  return gt_goal_allowed (g->rs, goal) && !gt_goal_decided (goal, g, &reached);
}

gboolean
gt_layouts_can_judge (const GtView *v)
{
  const GtGame *g = &v->pub;
  GtGoal goal;

  return g->rs->game->table == GT_TABLE_CLIMB && g->phase == GT_PHASE_PLAY &&
         g->turn < g->n_seats && v->sides_hidden == 0 && g->side[0] != GT_SIDE_NONE &&
         goal_of (g, &goal);
}

/* 1: S's side reaches the goal from w with best play; 0: it cannot; -1:
 * not known within the budget. */
static int
reached (GtLayouts    *l,
         const GtGame *w,
         const GtGoal *goal)
{
  GtSolveResult r = { 0 };
  gboolean done;
  int answer = -1;

  if (gt_goal_decided (goal, w, &done))
    return done ? 1 : 0;
  gt_solver_set_budget (l->solver, l->max_nodes, 0);
  if (gt_solver_solve (l->solver, w, goal, &r) && !r.exhausted && !r.cancelled)
    answer = r.solvable ? 1 : 0;
  l->nodes += r.nodes;
  gt_solve_result_clear (&r);
  return answer;
}

guint
gt_layouts_count_wins (GtLayouts    *l,
                       const GtView *v,
                       const GtMove *moves,
                       guint         n,
                       guint        *wins)
{
  const GtGame *g = &v->pub;
  GtGoal goal;
  gboolean ours;
  guint counted = 0;
  guint64 start = l->nodes;

  memset (wins, 0, n * sizeof *wins);
  if (n == 0 || n > LAYOUT_MOVES_MAX || !gt_layouts_can_judge (v) || !goal_of (g, &goal))
    return 0;
  ours = gt_game_same_side (g, g->turn, 0);
  for (guint k = 0; k < l->n_layouts && within_cap (l, start); k++)
    {
      GtGame world;
      guint good[LAYOUT_MOVES_MAX];
      gboolean all = TRUE;

      if (!gt_layouts_sample (l, v, &world))
        break;
      for (guint i = 0; i < n && all; i++)
        {
          GtGame after;
          int s;

          memcpy (&after, &world, sizeof after);
          if (moves[i].n == 0)
            gt_game_pass_fast (&after);
          else
            gt_game_play_fast (&after, &moves[i]);
          s = reached (l, &after, &goal);
          if (s < 0)
            all = FALSE;
          else
            good[i] = ours ? (guint) s : (guint) !s;
        }
      if (!all)
        continue;
      counted++;
      for (guint i = 0; i < n; i++)
        wins[i] += good[i];
    }
  return counted;
}

guint
gt_layouts_trick_points (GtLayouts        *l,
                         const GtView     *v,
                         const GtCardList *plays,
                         guint             n,
                         guint            *points)
{
  const GtGame *g = &v->pub;
  guint counted = 0;
  guint64 start = l->nodes;

  memset (points, 0, n * sizeof *points);
  if (n == 0 || n > LAYOUT_MOVES_MAX || g->rs->game->table != GT_TABLE_TRICK ||
      g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats)
    return 0;
  if (l->trick_rs != g->rs)
    {
      gt_trick_solver_free (l->trick);
      l->trick = gt_trick_solver_new (g->rs);
      l->trick_rs = g->rs;
    }
  if (l->trick == NULL)
    return 0;
  for (guint k = 0; k < l->n_layouts && within_cap (l, start); k++)
    {
      GtGame world;
      guint value[LAYOUT_MOVES_MAX];
      gboolean all = TRUE;

      if (!gt_layouts_sample (l, v, &world))
        break;
      for (guint i = 0; i < n && all; i++)
        {
          GtGame after;
          GtAction a;
          GtTrickSolve r = { 0 };

          memcpy (&after, &world, sizeof after);
          gt_action_play (&a, g->turn, &plays[i]);
          if (!gt_game_act (&after, after.rs, &a, NULL, NULL))
            {
              all = FALSE;
              break;
            }
          if (after.phase != GT_PHASE_PLAY)
            {
              value[i] = gt_game_defenders_points (&after);
              continue;
            }
          all = gt_trick_solver_solve (l->trick, &after, l->max_nodes, FALSE, &r) && r.complete;
          l->nodes += r.nodes;
          value[i] = r.value;
        }
      if (!all)
        continue;
      counted++;
      for (guint i = 0; i < n; i++)
        points[i] += value[i];
    }
  return counted;
}

guint
gt_layouts_trick_plays (const GtView *v,
                        GtCardList   *plays,
                        guint         max)
{
  const GtGame *g = &v->pub;
  const GtTrickRules *tr = g->rs->game->trick;
  GtCardList lists[4];
  GtTrickQuestion q = { 0 };
  GtRuleCtx ctx;

  if (tr == NULL || tr->moves == NULL || g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats)
    return 0;
  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, g->turn, &lists[0]);
  q.hand = &lists[0];
  /* The cards still out, as one pile: which hand holds each is not seen. */
  gt_card_list_init (&lists[3]);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < v->unseen[c] && lists[3].n < GT_LIST_MAX; k++)
      gt_card_list_append (&lists[3], (GtCard) c, GT_CARD_NONE);
  q.others = &lists[3];
  if (g->trick_n > 0)
    {
      gt_card_list_init (&lists[1]);
      gt_card_list_init (&lists[2]);
      for (guint k = 0; k < g->trick_len[0]; k++)
        gt_card_list_append (&lists[1], g->trick_card[g->trick_at[0] + k], GT_CARD_NONE);
      for (guint i = 1; i < g->trick_n; i++)
        for (guint k = 0; k < g->trick_len[i]; k++)
          gt_card_list_append (&lists[2], g->trick_card[g->trick_at[i] + k], GT_CARD_NONE);
      q.lead = &lists[1];
      q.played = &lists[2];
    }
  return tr->moves (&ctx, &q, plays, max);
}

/* ---- Playouts ------------------------------------------------------------------ */

int
gt_layouts_deal_value (const GtGame *g,
                       guint         seat)
{
  int scores[GT_SEATS_MAX];
  guint first, places = 0;
  gboolean ours;

  if (gt_game_deal_scores (g, scores))
    return scores[seat];
  if (g->rs->game->table == GT_TABLE_TRICK)
    {
      int points = (int) gt_game_defenders_points (g);

      return gt_game_is_defender (g, seat) ? points : -points;
    }
  if (g->n_order == 0)
    return 0;
  first = g->order[0];
  ours = first == seat || gt_game_same_side (g, first, seat);
  /* Where the partner of the first finisher came: the level ladder's
   * second (3), third (2) or last (1). */
  places = 1;
  for (guint i = 1; i < g->n_order; i++)
    if (gt_game_same_side (g, g->order[i], first))
      {
        places = i == 1 ? 3 : i == 2 ? 2 : 1;
        break;
      }
  return ours ? (int) places : -(int) places;
}

/* Each of the n actions made in each layout and the deal played out to
 * its end by simple players, each deciding from its own view of the
 * layout (gt_player_act() takes the view of the seat to move); what the
 * end is worth summed into values[]: the defenders' points if points, else
 * gt_layouts_deal_value() for the seat to move.  Returns the layouts
 * counted. */
static guint
play_out (GtLayouts      *l,
          const GtView   *v,
          const GtAction *actions,
          guint           n,
          gboolean        points,
          int            *values)
{
  const GtGame *g = &v->pub;
  guint counted = 0;

  memset (values, 0, n * sizeof *values);
  if (n == 0 || g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats)
    return 0;
  if (l->playout == NULL)
    l->playout = gt_player_new (GT_PLAYER_SIMPLE);
  for (guint k = 0; k < l->n_layouts; k++)
    {
      GtGame world;

      if (!gt_layouts_sample (l, v, &world))
        break;
      for (guint i = 0; i < n; i++)
        {
          GtGame after;
          guint steps = 0;

          memcpy (&after, &world, sizeof after);
          if (!gt_game_act (&after, after.rs, &actions[i], NULL, NULL))
            return 0;
          /* Simple players to the deal's end (each the lowest play that
           * beats, never its partner's; in a trick game the game's simple
           * choice). */
          while (after.phase == GT_PHASE_PLAY && steps++ < 4 * GT_DECK_MAX)
            {
              GtAction a;

              if (!gt_player_act (l->playout, &after, &a) ||
                  !gt_game_act (&after, after.rs, &a, NULL, NULL))
                break;
            }
          values[i] += points ? (int) gt_game_defenders_points (&after) : gt_layouts_deal_value (&after, g->turn);
        }
      counted++;
    }
  return counted;
}

guint
gt_layouts_rollouts (GtLayouts      *l,
                     const GtView   *v,
                     const GtAction *actions,
                     guint           n,
                     int            *values)
{
  return play_out (l, v, actions, n, FALSE, values);
}

guint
gt_layouts_trick_playouts (GtLayouts        *l,
                           const GtView     *v,
                           const GtCardList *plays,
                           guint             n,
                           guint            *points)
{
  const GtGame *g = &v->pub;
  GtAction acts[LAYOUT_MOVES_MAX];
  int values[LAYOUT_MOVES_MAX];
  guint counted;

  memset (points, 0, n * sizeof *points);
  if (n == 0 || n > LAYOUT_MOVES_MAX || g->rs->game->table != GT_TABLE_TRICK || g->turn >= g->n_seats)
    return 0;
  for (guint i = 0; i < n; i++)
    gt_action_play (&acts[i], g->turn, &plays[i]);
  counted = play_out (l, v, acts, n, TRUE, values);
  for (guint i = 0; i < n; i++)
    points[i] = (guint) values[i];
  return counted;
}
