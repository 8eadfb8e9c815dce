/* gt-player.c — computer players of more than one strength
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How the heuristic chooses.  The measure of a hand is the fewest plays
 * that empty it (the solver's fewest-plays split): a play that is one of
 * the hand's best split leaves it one play shorter, a play that breaks a
 * combination leaves it as long or longer.  Asking the split for every
 * legal play would cost milliseconds on a 27-card hand (hundreds of plays,
 * each split of the rest), so only a few candidates of each kind are
 * asked: the lowest three of every combination type and bomb kind, natural
 * plays before those that spend a wild card.  That is where the answer is —
 * a player leads and follows low and keeps its high cards and bombs — and
 * it keeps a decision to a few dozen splits (bench/bench-player.c).
 *
 * The strong player adds the exact solver at the end of a deal.  The
 * solver states its goals for the side of seat 0 (S): "team-first" — a
 * seat of S's side goes out first — and "double" — S's side first and
 * second.  With nobody out yet, team-first is the deal's question for both
 * sides (in a climbing game somebody goes out first, so the other side
 * defeats it exactly by going out first itself); once S's side has a seat
 * out first, double is.  For the side to move the solver then proves a
 * winning move (S's side: gt_solver_solve()'s winning moves) or a move
 * that defeats the goal (the other side: gt_solver_choose() when the goal
 * cannot be forced).  Anything it cannot prove within its budget, or a
 * question it cannot state (the other side out first), is left to the
 * heuristic.
 *
 * The fair strong player cannot solve the true hands: it solves its
 * candidate plays in layouts of the cards it cannot see once no hand in
 * play holds more than STRONG_CARDS (choose_layouts()).  Before that, from
 * the time a hand in play is down to PLAYOUT_CARDS, and wherever the
 * layouts cannot state its side's goal, it plays out the heuristic's best
 * few plays and the pass in a few layouts, the heuristic in every seat to
 * the deal's end, and takes the play that scores best as the deal scores
 * (levels: the side's places, not only who goes out first —
 * choose_midgame()).  The playouts' players are the heuristic, not the
 * simple players: a playout is only as good a judge as the play in it.
 * Earlier in the deal a playout is longer, and a decision must stay
 * well within the table's second (docs/benchmarks.md, "Fair computer
 * players").
 */
#define G_LOG_DOMAIN "gt-player"

#include "config.h"

#include "gt-player.h"
#include "gt-solver.h"
#include "gt-solver-private.h"
#include "gt-selfplay.h"
#include "gt-layouts.h"
#include "gt-split-memo.h"
#include "gt-view.h"

#include <string.h>

#define CANDIDATES_PER_GROUP 3
/* The strong player's climbing endgame: layouts once no hand in play holds
 * more than this, each solve within STRONG_NODES, one decision's solves
 * within STRONG_DECISION_NODES in all (about half a second on the 2-core
 * machine, docs/benchmarks.md "Fair computer players").  From 10 cards
 * rather than 7 the layouts decide about twice as often, and most of those
 * solves still end well within their budget. */
#define STRONG_CARDS 10
#define STRONG_NODES 20000
#define STRONG_DECISION_NODES 2000000
/* A trick game's layouts are solved by its trick solver, which grows much
 * faster with the cards left: never from more than this a hand. */
#define TRICK_ENDGAME_CARDS 7
/* Groups of plays: one per combination type, one per bomb kind. */
#define GROUPS 32
/* The strong player's mid-game playouts: the heuristic's best few plays
 * and the pass, each played out in so many layouts, one decision's
 * playouts within so many heuristic decisions in all. */
#define PLAYOUT_CARDS 10
#define PLAYOUT_CANDIDATES 3
#define PLAYOUT_LAYOUTS 8
#define PLAYOUT_STEPS 20000

struct _GtPlayer {
  GtPlayerLevel level;
  guint endgame_cards;
  guint64 endgame_nodes;
  GtSplitMemo *split;         /* the fewest-plays split */
  GtSolver *solver;
  GtSelfplay *simple;         /* the simple players' choice */
  guint64 proved;
  guint64 exhausted;
  GtMove *moves;              /* GT_MOVES_MAX */
  GtLayouts *layouts;         /* the strong player's sampled layouts */
  GtPlayer *playout;          /* the heuristic players of its playouts */
  guint32 seed;
  guint n_layouts;
};

GtPlayer *
gt_player_new (GtPlayerLevel level)
{
  GtPlayer *p = g_new0 (GtPlayer, 1);

  p->level = level < GT_PLAYER_LEVEL_COUNT ? level : GT_PLAYER_HEURISTIC;
  /* The all-seeing analyst solves the one true position; the strong
   * player solves a dozen layouts of what it cannot see for each of its
   * few candidate plays, so it starts later and spends less on each. */
  if (p->level == GT_PLAYER_OMNISCIENT)
    {
      p->endgame_cards = 13;
      p->endgame_nodes = 300000;
    }
  else
    {
      p->endgame_cards = STRONG_CARDS;
      p->endgame_nodes = STRONG_NODES;
    }
  p->n_layouts = 12;
  p->seed = 1;
  p->split = gt_split_memo_new ();
  p->moves = g_new (GtMove, GT_MOVES_MAX);
  return p;
}

void
gt_player_free (GtPlayer *p)
{
  if (p == NULL)
    return;
  gt_split_memo_free (p->split);
  if (p->solver != NULL)
    gt_solver_free (p->solver);
  if (p->simple != NULL)
    gt_selfplay_free (p->simple);
  gt_layouts_free (p->layouts);
  gt_player_free (p->playout);
  g_free (p->moves);
  g_free (p);
}

GtPlayerLevel
gt_player_get_level (const GtPlayer *p)
{
  return p->level;
}

void
gt_player_set_endgame (GtPlayer *p,
                       guint     max_cards,
                       guint64   max_nodes)
{
  p->endgame_cards = max_cards;
  p->endgame_nodes = max_nodes;
}

void
gt_player_solver_counts (const GtPlayer *p,
                         guint64        *proved,
                         guint64        *exhausted)
{
  if (proved != NULL)
    *proved = p->proved;
  if (exhausted != NULL)
    *exhausted = p->exhausted;
}

void
gt_player_set_seed (GtPlayer *p,
                    guint32   seed)
{
  p->seed = seed;
}

void
gt_player_set_layouts (GtPlayer *p,
                       guint     n_layouts)
{
  p->n_layouts = MAX (n_layouts, 1u);
}

static const char *const level_names[GT_PLAYER_LEVEL_COUNT] = {
  "simple", "heuristic", "strong", "omniscient"
};

const char *
gt_player_level_to_string (GtPlayerLevel level)
{
  return level < GT_PLAYER_LEVEL_COUNT ? level_names[level] : "?";
}

gboolean
gt_player_level_parse (const char    *text,
                       GtPlayerLevel *level)
{
  for (guint i = 0; text != NULL && i < GT_PLAYER_LEVEL_COUNT; i++)
    if (g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        *level = (GtPlayerLevel) i;
        return TRUE;
      }
  return FALSE;
}

/* ---- The heuristic --------------------------------------------------------- */

/* The fewest plays of the seat's hand less the move's cards (the whole hand
 * for NULL). */
static guint
plays_after (GtPlayer     *p,
             const GtGame *g,
             guint         seat,
             const GtMove *m)
{
  guint8 rest[GT_CARD_KINDS];

  memcpy (rest, g->hand[seat], sizeof rest);
  if (m != NULL)
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      rest[c] = (guint8) (rest[c] - gt_card_set_count (&m->cards, (GtCard) c));
  return gt_split_memo_plays (p->split, rest, g->level);
}

/* The fewest cards an active seat of the other side holds (G_MAXUINT when
 * none is in play). */
static guint
opponent_min (const GtGame *g,
              guint         seat)
{
  guint min = G_MAXUINT;

  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && !gt_game_same_side (g, s, seat) && g->count[s] < min)
      min = g->count[s];
  return min;
}

/* A play's place in its group: lower is tried first, wild cards standing
 * for other cards last (a wild card is worth more kept). */
static guint
prior (const GtMove *m)
{
  return ((guint) gt_move_uses_wild (m) << 8) | m->combo.key;
}

/* The indices of the few candidates of each group (see the top of the
 * file), at most GROUPS * CANDIDATES_PER_GROUP, into idx. */
static guint
candidates (const GtMove *moves,
            guint         n,
            guint        *idx)
{
  guint best[GROUPS][CANDIDATES_PER_GROUP];
  guint have[GROUPS] = { 0 };
  guint out = 0;

  for (guint i = 0; i < n; i++)
    {
      const GtMove *m = &moves[i];
      guint grp = m->combo.bomb ? 16 + MIN (m->combo.bomb, 15u) : MIN (m->combo.type, 15u);
      guint k = have[grp];

      /* Insertion into the group's few best, by prior. */
      if (k == CANDIDATES_PER_GROUP)
        {
          if (prior (m) >= prior (&moves[best[grp][k - 1]]))
            continue;
          k--;
        }
      else
        have[grp]++;
      while (k > 0 && prior (&moves[best[grp][k - 1]]) > prior (m))
        {
          best[grp][k] = best[grp][k - 1];
          k--;
        }
      best[grp][k] = i;
    }
  for (guint grp = 0; grp < GROUPS; grp++)
    for (guint k = 0; k < have[grp]; k++)
      idx[out++] = best[grp][k];
  return out;
}

/* The heuristic's ranking of the plays it would make: indices into the
 * player's moves, best first (the strong player weighs the first few). */
typedef struct {
  guint idx[GROUPS * CANDIDATES_PER_GROUP];
  guint n;
} Ranking;

static gboolean
choose_heuristic (GtPlayer     *p,
                  const GtGame *g,
                  guint         n,
                  GtMove       *out,
                  Ranking      *ranking)
{
  guint seat = g->turn;
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  guint idx[GROUPS * CANDIDATES_PER_GROUP];
  guint64 scores[GROUPS * CANDIDATES_PER_GROUP];
  guint n_idx, k0, opp, best = G_MAXUINT;
  guint64 best_score = G_MAXUINT64;
  gboolean urgent;
  guint partner, help;

  if (ranking != NULL)
    ranking->n = 0;
  /* Going out beats every other thought. */
  for (guint i = 0; i < n; i++)
    if (p->moves[i].n == g->count[seat])
      {
        *out = p->moves[i];
        return TRUE;
      }
  /* A partner's play is let stand. */
  if (table != NULL && gt_game_same_side (g, g->table_by, seat))
    return FALSE;

  k0 = plays_after (p, g, seat, NULL);
  opp = opponent_min (g, seat);
  /* A partner near the end, nearer than any opponent, is helped: the lead
   * goes out as a low play of its size, which it may be able to beat. */
  partner = gt_game_partner (g, seat);
  help = 0;
  if (partner < g->n_seats && gt_game_seat_active (g, partner) && g->count[partner] <= 3 &&
      g->count[partner] < opp)
    help = g->count[partner];
  /* An opponent near the end: break combinations and bomb to stop them. */
  urgent = opp <= 6 || (table != NULL && g->count[g->table_by] <= 8);
  n_idx = candidates (p->moves, n, idx);
  for (guint j = 0; j < n_idx; j++)
    {
      const GtMove *m = &p->moves[idx[j]];
      gboolean bomb = m->combo.bomb != 0;
      guint k = plays_after (p, g, seat, m);
      guint cost = k + 1 > k0 ? k + 1 - k0 : 0;   /* 0: one of the best split's plays */
      guint key = m->combo.key;
      guint64 score;

      if (table == NULL)
        {
          /* Leading: the lowest play of the size a partner near the end
           * holds, whatever it costs the hand; else the best split's plays, natural before wild, the lowest,
           * the longest; a bomb only when it is all there is.  A play of
           * the size an opponent near the end holds goes last, and a
           * single then the highest first. */
          gboolean single = m->n == 1 && !bomb;
          gboolean helps = help != 0 && m->n == help && !bomb;
          gboolean feeds = opp <= 3 && m->n == opp && !bomb && !helps;

          if (single && feeds)
            key = 255 - key;
          score = ((guint64) bomb << 40) | ((guint64) !helps << 38) | ((guint64) feeds << 36) |
                  ((guint64) (helps ? 0 : MIN (cost, 15u)) << 32) | ((guint64) gt_move_uses_wild (m) << 24) |
                  ((guint64) key << 8) | (guint64) (32 - MIN (m->n, 32u));
        }
      else
        {
          /* Following: only what the split can spare, unless urgent; a
           * bomb only when urgent or when it leaves one play to go out. */
          if (bomb && !urgent && k > 1)
            continue;
          if (!bomb && cost > 0 && !urgent)
            continue;
          score = ((guint64) bomb << 40) | ((guint64) MIN (cost, 15u) << 32) |
                  ((guint64) gt_move_uses_wild (m) << 24) | ((guint64) m->combo.bomb << 16) | key;
        }
      if (score < best_score)
        {
          best_score = score;
          best = idx[j];
        }
      if (ranking != NULL)
        {
          /* Insertion by score, the earlier first among equals (as the
           * choice above). */
          guint at = ranking->n++;

          while (at > 0 && scores[at - 1] > score)
            {
              scores[at] = scores[at - 1];
              ranking->idx[at] = ranking->idx[at - 1];
              at--;
            }
          scores[at] = score;
          ranking->idx[at] = idx[j];
        }
    }
  if (best == G_MAXUINT)
    return FALSE;
  *out = p->moves[best];
  return TRUE;
}

/* ---- The endgame ----------------------------------------------------------- */

static gboolean
is_endgame_at (const GtGame *g,
               guint         max_cards)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && g->count[s] > max_cards)
      return FALSE;
  return TRUE;
}

static gboolean
is_endgame (const GtPlayer *p,
            const GtGame   *g)
{
  return is_endgame_at (g, p->endgame_cards);
}

/* A move of the solver's proof, or FALSE for "not proved: ask the
 * heuristic".  See the top of the file. */
static gboolean
choose_endgame (GtPlayer     *p,
                const GtGame *g,
                GtMove       *out,
                gboolean     *pass)
{
  GtGoal goal = { GT_GOAL_TEAM_FIRST, 0 };
  GtSolveResult r = { 0 };
  gboolean ours = gt_game_same_side (g, g->turn, GT_SEAT_S);
  gboolean done = FALSE, reached;

  if (g->n_order > 0)
    {
      if (!gt_game_same_side (g, g->order[0], GT_SEAT_S))
        return FALSE;
      goal.kind = GT_GOAL_DOUBLE;
    }
  if (!gt_goal_allowed (g->rs, &goal) || gt_goal_decided (&goal, g, &reached))
    return FALSE;
  if (p->solver == NULL)
    p->solver = gt_solver_new ();
  gt_solver_set_budget (p->solver, p->endgame_nodes, 0);
  if (!gt_solver_solve (p->solver, g, &goal, &r) || r.exhausted || r.cancelled)
    {
      p->exhausted += r.exhausted;
      gt_solve_result_clear (&r);
      return FALSE;
    }
  p->proved++;
  if (ours && r.solvable && r.winning != NULL && r.winning->len > 0)
    {
      /* Of the winning moves, the one the heuristic likes best: the
       * lowest and longest that keeps the hand short. */
      guint best = 0;
      guint64 best_score = G_MAXUINT64;

      for (guint i = 0; i < r.winning->len; i++)
        {
          const GtMove *m = &g_array_index (r.winning, GtMove, i);
          guint64 score = m->n == 0 ? G_MAXUINT64 - 1
                                    : ((guint64) (m->combo.bomb != 0) << 40) |
                                      ((guint64) MIN (plays_after (p, g, g->turn, m), 255u) << 24) |
                                      ((guint64) m->combo.key << 8) | (32 - MIN (m->n, 32u));
          if (score < best_score)
            {
              best_score = score;
              best = i;
            }
        }
      *out = g_array_index (r.winning, GtMove, best);
      *pass = out->n == 0;
      done = TRUE;
    }
  else if (!ours && !r.solvable)
    {
      /* The other side cannot force its goal: a move that keeps it so. */
      if (gt_solver_choose (p->solver, g, &goal, out) && !gt_solver_exhausted (p->solver))
        {
          *pass = out->n == 0;
          done = TRUE;
        }
    }
  gt_solve_result_clear (&r);
  return done;
}

/* ---- The strong player's layouts -------------------------------------------- */

/* The seed of one decision: the player's, and where the deal stands. */
static guint32
decision_seed (const GtPlayer *p,
               const GtGame   *g)
{
  return p->seed ^ gt_view_stage (g);
}

static GtLayouts *
player_layouts (GtPlayer     *p,
                const GtGame *g)
{
  if (p->layouts == NULL)
    p->layouts = gt_layouts_new ();
  gt_layouts_set_budget (p->layouts, p->n_layouts, p->endgame_nodes);
  gt_layouts_set_cap (p->layouts, STRONG_DECISION_NODES);
  gt_layouts_set_seed (p->layouts, decision_seed (p, g));
  return p->layouts;
}

/* The strong player's endgame, from what its seat sees: each of its few
 * candidate plays (and the pass) solved in a dozen layouts of the unseen
 * cards; the play that keeps the side's goal in the most layouts, the
 * heuristic's own choice among equals.  FALSE: nothing was solved within
 * the budget, the heuristic decides. */
static gboolean
choose_layouts (GtPlayer     *p,
                const GtView *v,
                guint         n,
                gboolean      heuristic_plays,
                const GtMove *heuristic,
                GtMove       *out,
                gboolean     *pass)
{
  const GtGame *g = &v->pub;
  guint idx[GROUPS * CANDIDATES_PER_GROUP];
  GtMove cand[GROUPS * CANDIDATES_PER_GROUP + 2];
  guint wins[G_N_ELEMENTS (cand)];
  guint n_idx, n_cand = 0, counted, best = 0;
  guint64 best_score = G_MAXUINT64;

  n_idx = candidates (p->moves, n, idx);
  for (guint j = 0; j < n_idx; j++)
    cand[n_cand++] = p->moves[idx[j]];
  if (g->table.type != GT_COMBO_NONE)
    {
      memset (&cand[n_cand], 0, sizeof cand[n_cand]);
      n_cand++;
    }
  if (n_cand < 2)
    return FALSE;
  counted = gt_layouts_count_wins (player_layouts (p, g), v, cand, n_cand, wins);
  if (counted == 0)
    {
      p->exhausted++;
      return FALSE;
    }
  p->proved++;
  for (guint i = 0; i < n_cand; i++)
    {
      const GtMove *m = &cand[i];
      gboolean is_heuristic = heuristic_plays ? (m->n > 0 && memcmp (m, heuristic, sizeof *m) == 0)
                                              : m->n == 0;
      /* Most layouts kept first; among equals the heuristic's choice, then
       * a play before a pass, no bomb before a bomb, the hand shortest. */
      guint64 score = ((guint64) (counted - wins[i]) << 48) | ((guint64) !is_heuristic << 44) |
                      (m->n == 0 ? (guint64) 0xfff << 32
                                 : ((guint64) (m->combo.bomb != 0) << 40) |
                                   ((guint64) MIN (plays_after (p, g, g->turn, m), 255u) << 24) |
                                   ((guint64) m->combo.key << 8) | (32 - MIN (m->n, 32u)));
      if (score < best_score)
        {
          best_score = score;
          best = i;
        }
    }
  *out = cand[best];
  *pass = cand[best].n == 0;
  return TRUE;
}

/* The candidate of the most worth over the playouts, the first among
 * equals: TRUE, as the choosers that weigh playouts return. */
static gboolean
take_most_worth (const GtMove *cand,
                 const int    *values,
                 guint         n_cand,
                 GtMove       *out,
                 gboolean     *pass)
{
  guint best = 0;

  for (guint i = 1; i < n_cand; i++)
    if (values[i] > values[best])
      best = i;
  *out = cand[best];
  *pass = cand[best].n == 0;
  return TRUE;
}

/* The strong player of a climbing game without the split's heuristic
 * (Gan Deng Yan, Bao Huang, …): a few plays of each kind and the pass,
 * each played out by simple players to the deal's end in a dozen layouts
 * of the unseen cards; the play worth most over them.  FALSE: nothing to
 * weigh. */
static gboolean
choose_playouts (GtPlayer     *p,
                 const GtView *v,
                 GtMove       *out,
                 gboolean     *pass)
{
  const GtGame *g = &v->pub;
  guint idx[GROUPS * CANDIDATES_PER_GROUP];
  GtAction acts[G_N_ELEMENTS (idx) + 1];
  GtMove cand[G_N_ELEMENTS (idx) + 1];
  int values[G_N_ELEMENTS (idx) + 1];
  GtRuleCtx ctx;
  guint n, n_idx, n_cand = 0, counted;

  gt_game_rule_ctx (g, &ctx);
  n = gt_moves_generate_counts (&ctx, g->hand[g->turn],
                                g->table.type != GT_COMBO_NONE ? &g->table : NULL,
                                GT_MOVES_BY_RANK, p->moves, GT_MOVES_MAX);
  if (n == GT_MOVES_INVALID || n == 0)
    return FALSE;
  n_idx = candidates (p->moves, MIN (n, (guint) GT_MOVES_MAX), idx);
  for (guint j = 0; j < n_idx; j++)
    {
      GtCardList cards;

      cand[n_cand] = p->moves[idx[j]];
      gt_move_to_card_list (&ctx, &cand[n_cand], &cards);
      gt_action_play (&acts[n_cand], g->turn, &cards);
      n_cand++;
    }
  if (g->table.type != GT_COMBO_NONE)
    {
      memset (&cand[n_cand], 0, sizeof cand[n_cand]);
      gt_action_pass (&acts[n_cand], g->turn);
      n_cand++;
    }
  if (n_cand < 2)
    return FALSE;
  counted = gt_layouts_rollouts (player_layouts (p, g), v, acts, n_cand, values);
  if (counted == 0)
    return FALSE;
  /* Among equals the first, which the candidates list lowest first. */
  return take_most_worth (cand, values, n_cand, out, pass);
}

/* Whether every hand in play still holds more than PLAYOUT_CARDS: too
 * early in the deal for the playouts to be worth their time. */
static gboolean
is_early (const GtGame *g)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && g->count[s] <= PLAYOUT_CARDS)
      return FALSE;
  return TRUE;
}

static gboolean choose_climb (GtPlayer     *p,
                              const GtView *v,
                              const GtGame *g,
                              GtMove       *out);

/* Plays the world w out to the deal's end with the heuristic in every seat
 * (h), adding the heuristic decisions taken to *steps; what the deal is
 * worth to seat then. */
static int
play_out (GtPlayer *h,
          GtGame   *w,
          guint     seat,
          guint    *steps)
{
  for (guint t = 0; w->phase == GT_PHASE_PLAY && t < 4 * GT_DECK_MAX; t++)
    {
      GtMove m;

      if (choose_climb (h, NULL, w, &m))
        gt_game_play_fast (w, &m);
      else if (w->table.type != GT_COMBO_NONE)
        gt_game_pass_fast (w);
      else
        break;
      (*steps)++;
    }
  return gt_layouts_deal_value (w, seat);
}

/* The strong player before its layouts can be solved, or where they
 * cannot state its side's goal (the other side out first): the
 * heuristic's few best plays (ranking) and the pass, each played out in
 * layouts of the unseen cards by the heuristic in every seat to the
 * deal's end; the play worth most for the side as the deal scores it
 * (gt_layouts_deal_value()), the heuristic's own among equals.  FALSE:
 * nothing to weigh. */
static gboolean
choose_midgame (GtPlayer      *p,
                const GtView  *v,
                const Ranking *ranking,
                gboolean       heuristic_plays,
                GtMove        *out,
                gboolean      *pass)
{
  const GtGame *g = &v->pub;
  GtMove cand[PLAYOUT_CANDIDATES + 1];
  int values[G_N_ELEMENTS (cand)] = { 0 };
  guint n_cand = 0, counted = 0, steps = 0;
  GtLayouts *layouts;

  /* The heuristic's choice first: it keeps ties. */
  if (!heuristic_plays && g->table.type != GT_COMBO_NONE)
    memset (&cand[n_cand++], 0, sizeof cand[0]);
  for (guint i = 0; i < ranking->n && i < PLAYOUT_CANDIDATES; i++)
    cand[n_cand++] = p->moves[ranking->idx[i]];
  if (heuristic_plays && g->table.type != GT_COMBO_NONE)
    memset (&cand[n_cand++], 0, sizeof cand[0]);
  if (n_cand < 2)
    return FALSE;
  if (p->playout == NULL)
    p->playout = gt_player_new (GT_PLAYER_HEURISTIC);
  layouts = player_layouts (p, g);
  for (guint k = 0; k < PLAYOUT_LAYOUTS && steps < PLAYOUT_STEPS; k++)
    {
      GtGame world;

      if (!gt_layouts_sample (layouts, v, &world))
        break;
      for (guint i = 0; i < n_cand; i++)
        {
          GtGame after;

          memcpy (&after, &world, sizeof after);
          gt_game_play_fast (&after, &cand[i]);
          values[i] += play_out (p->playout, &after, g->turn, &steps);
        }
      counted++;
    }
  if (counted == 0)
    return FALSE;
  return take_most_worth (cand, values, n_cand, out, pass);
}

/* ---- Choosing ---------------------------------------------------------------- */

/* The play of the seat to move in a climbing game, from what it sees (the
 * analyst: from the true position). */
static gboolean
choose_climb (GtPlayer     *p,
              const GtView *v,
              const GtGame *g,
              GtMove       *out)
{
  GtRuleCtx ctx;
  guint n;
  gboolean plays;
  GtMove mine;
  Ranking ranking;

  /* The heuristic measures hands by the fewest-plays split, which knows
   * the shapes only of the games that declare it (GtGameRules.solver); in
   * the others the simple rules: the lowest legal play, and for the
   * strong player that play weighed against the others by playouts. */
  if (p->level == GT_PLAYER_SIMPLE || !(g->rs->game->solver & GT_SOLVER_SPLIT))
    {
      gboolean pass;

      if (p->level == GT_PLAYER_STRONG && v != NULL && choose_playouts (p, v, out, &pass))
        return !pass;
      if (p->simple == NULL)
        p->simple = gt_selfplay_new (g->rs, 1, g->variants);
      return gt_selfplay_choose (p->simple, g, out);
    }

  if (p->level == GT_PLAYER_OMNISCIENT && is_endgame (p, g))
    {
      gboolean pass = FALSE;

      if (choose_endgame (p, g, out, &pass))
        return !pass;
    }

  gt_game_rule_ctx (g, &ctx);
  n = gt_moves_generate_counts (&ctx, g->hand[g->turn],
                                g->table.type != GT_COMBO_NONE ? &g->table : NULL,
                                GT_MOVES_BY_RANK, p->moves, GT_MOVES_MAX);
  if (n == GT_MOVES_INVALID || n == 0)
    return FALSE;
  n = MIN (n, GT_MOVES_MAX);
  plays = choose_heuristic (p, g, n, &mine, p->level == GT_PLAYER_STRONG ? &ranking : NULL);
  if (p->level == GT_PLAYER_STRONG && v != NULL)
    {
      gboolean pass = FALSE;

      if (is_endgame (p, g) && gt_layouts_can_judge (v) &&
          choose_layouts (p, v, n, plays, &mine, out, &pass))
        return !pass;
      if (v->sides_hidden == 0 && !is_early (g) && choose_midgame (p, v, &ranking, plays, out, &pass))
        return !pass;
    }
  if (plays)
    *out = mine;
  return plays;
}

/* The play of the seat to move in a trick game: the game's simple choice
 * (its legal plays come simplest first), or for the strong player near the
 * deal's end the play that leaves its side the best points on average
 * over layouts of the unseen cards. */
static gboolean
choose_trick (GtPlayer     *p,
              const GtView *v,
              GtCardList   *out)
{
  const GtGame *g = &v->pub;
  GtCardList plays[64];
  guint n, seat = g->turn;

  n = gt_layouts_trick_plays (v, plays, G_N_ELEMENTS (plays));
  if (n == 0)
    return FALSE;
  *out = plays[0];
  if (p->level == GT_PLAYER_STRONG && n > 1 &&
      is_endgame_at (g, MIN (p->endgame_cards, (guint) TRICK_ENDGAME_CARDS)))
    {
      guint points[G_N_ELEMENTS (plays)];
      guint counted = gt_layouts_trick_points (player_layouts (p, g), v, plays, n, points);
      gboolean defends = gt_game_is_defender (g, seat);

      if (counted > 0)
        {
          guint best = 0;

          p->proved++;
          for (guint i = 1; i < n; i++)
            if (defends ? points[i] > points[best] : points[i] < points[best])
              best = i;
          *out = plays[best];
        }
      else
        p->exhausted++;
    }
  else if (p->level == GT_PLAYER_STRONG && n > 1)
    {
      /* Earlier in the deal: each of the first dozen plays (the game
       * lists them simplest first) played out in the layouts. */
      GtAction acts[12];
      int values[G_N_ELEMENTS (acts)];
      guint m = MIN (n, (guint) G_N_ELEMENTS (acts)), best = 0;

      for (guint i = 0; i < m; i++)
        gt_action_play (&acts[i], seat, &plays[i]);
      if (gt_layouts_rollouts (player_layouts (p, g), v, acts, m, values) > 0)
        {
          for (guint i = 1; i < m; i++)
            if (values[i] > values[best])
              best = i;
          *out = plays[best];
        }
    }
  return TRUE;
}

gboolean
gt_player_choose_view (GtPlayer     *p,
                       const GtView *v,
                       GtMove       *out)
{
  const GtGame *g = &v->pub;

  if (g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats || g->rs->game->table != GT_TABLE_CLIMB)
    return FALSE;
  return choose_climb (p, v, g, out);
}

gboolean
gt_player_choose (GtPlayer     *p,
                  const GtGame *g,
                  GtMove       *out)
{
  GtView v;

  if (g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats || g->rs->game->table != GT_TABLE_CLIMB)
    return FALSE;
  if (p->level == GT_PLAYER_OMNISCIENT)
    return choose_climb (p, NULL, g, out);
  /* Everyone else decides from what the seat sees, and nothing more. */
  gt_view_init (&v, g, g->turn);
  return choose_climb (p, &v, &v.pub, out);
}

/* The card the turn's player gives: as tribute the strongest the game
 * accepts (the rules leave no choice of rank, only of suit); given back,
 * of the cards the game accepts, the one whose loss leaves the hand in
 * the fewest plays, the weakest among those. */
static GtCard
give_card (GtPlayer     *p,
           const GtGame *g,
           GtActionType  type)
{
  guint8 strength[GT_RANK_COUNT];
  GtRuleCtx ctx;
  GtCard best = GT_CARD_NONE;
  guint best_score = G_MAXUINT, seat = g->turn;

  gt_game_rule_ctx (g, &ctx);
  g->rs->rank_strength (&ctx, strength);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      GtAction a;
      guint score;

      if (g->hand[seat][c] == 0)
        continue;
      gt_action_card (&a, type, seat, (GtCard) c);
      if (!gt_game_check (g, &a, NULL))
        continue;
      if (type == GT_ACTION_TRIBUTE || !(g->rs->game->solver & GT_SOLVER_SPLIT))
        score = 255 - strength[gt_card_rank ((GtCard) c)];
      else
        {
          guint8 rest[GT_CARD_KINDS];

          memcpy (rest, g->hand[seat], sizeof rest);
          rest[c]--;
          score = (p->level == GT_PLAYER_SIMPLE
                     ? 0
                     : gt_split_memo_plays (p->split, rest, g->level) << 8) |
                  strength[gt_card_rank ((GtCard) c)];
        }
      if (score < best_score)
        {
          best_score = score;
          best = (GtCard) c;
        }
    }
  return best;
}

/* Any action of the seat to move, from g (the view's position, or the
 * analyst's true one). */
static gboolean
act (GtPlayer     *p,
     const GtView *v,
     const GtGame *g,
     GtAction     *out)
{
  GtMove m;
  guint seat = g->turn;

  if (seat >= g->n_seats)
    return FALSE;
  switch (g->phase)
    {
    case GT_PHASE_TRIBUTE:
      if (g->tribute_kind == GT_TRIBUTE_DOUBLE && g->tribute[0].card != GT_CARD_NONE &&
          g->tribute[1].card != GT_CARD_NONE)
        {
          /* The first finisher takes the tribute: either, the cards being
           * equal (gd.tribute.double). */
          gt_action_choose (out, seat, g->tribute[0].giver);
          return TRUE;
        }
      gt_action_card (out, GT_ACTION_TRIBUTE, seat, give_card (p, g, GT_ACTION_TRIBUTE));
      return out->card != GT_CARD_NONE;
    case GT_PHASE_RETURN:
      gt_action_card (out, GT_ACTION_RETURN, seat, give_card (p, g, GT_ACTION_RETURN));
      return out->card != GT_CARD_NONE;
    case GT_PHASE_DECLARE:
    case GT_PHASE_DISCARD:
      /* The game's own declarations and discards, decided from the seat's
       * hand. */
      return g->rs->game->choose_action != NULL &&
             g->rs->game->choose_action (g, decision_seed (p, g), out);
    case GT_PHASE_PLAY:
      if (g->rs->game->table == GT_TABLE_TRICK)
        {
          GtCardList cards;
          GtView own;

          if (v == NULL)
            {
              /* The analyst's trick game plays as the strong player: its
               * trick solver is double dummy already. */
              gt_view_init (&own, g, seat);
              v = &own;
            }
          if (!choose_trick (p, v, &cards))
            return FALSE;
          gt_action_play (out, seat, &cards);
          return TRUE;
        }
      if (choose_climb (p, v, g, &m))
        {
          GtRuleCtx ctx;
          GtCardList cards;

          gt_game_rule_ctx (g, &ctx);
          gt_move_to_card_list (&ctx, &m, &cards);
          gt_action_play (out, seat, &cards);
          out->combo = m.combo;
        }
      else
        gt_action_pass (out, seat);
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
gt_player_act_view (GtPlayer     *p,
                    const GtView *v,
                    GtAction     *out)
{
  g_return_val_if_fail (p->level != GT_PLAYER_OMNISCIENT, FALSE);
  return act (p, v, &v->pub, out);
}

gboolean
gt_player_act (GtPlayer     *p,
               const GtGame *g,
               GtAction     *out)
{
  GtView v;

  if (g->turn >= g->n_seats)
    return FALSE;
  if (p->level == GT_PLAYER_OMNISCIENT)
    return act (p, NULL, g, out);
  gt_view_init (&v, g, g->turn);
  return act (p, &v, &v.pub, out);
}
