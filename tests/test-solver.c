/* test-solver.c — the puzzle solver against definitions
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three references, none sharing the solver's shortcuts:
 *   - the fewest-plays split against a brute force that tries every
 *     sub-multiset of the hand that readings() accepts as a play;
 *   - the split against the general AND-OR search (naive mode: no table,
 *     no ordering, no suit abstraction) counting plays through the state
 *     machine;
 *   - the fast search (table, ordering, suit abstraction) against the
 *     naive search on random small positions of 2, 3 and 4 seats: the
 *     value and the exact set of winning moves.
 * Plus hand-built positions for each goal, 接风, passes, bombs and wild
 * cards; refutation lines replayed through gt_game_play_fast(); hints;
 * cancellation.  The seed is fixed; GT_TEST_SEED tries others.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gt-moves.h"
#include "gt-solver-private.h"

/* Guandan's seats: S E N W. */
#define GD_SEATS 4

#define DEFAULT_SEED 20261122u

static const GtRuleset *rs;
static guint32 seed = DEFAULT_SEED;

static void
load (GtGame     *g,
      const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *full = g_strconcat ("[position]\n", text, NULL);

  gt_game_init (g, gt_ruleset_guandan (), 0);
  if (!gt_game_load_string (g, rs, full, "position", &error))
    g_error ("bad position: %s\n%s", error->message, text);
}

static GtGoal
goal (const char *text)
{
  GtGoal gl;

  g_assert_true (gt_goal_parse (text, &gl));
  return gl;
}

static char *
move_string (const GtGame *g,
             const GtMove *m)
{
  GtCardList list;
  GtRuleCtx ctx;

  if (m->n == 0)
    return g_strdup ("pass");
  gt_game_rule_ctx (g, &ctx);
  gt_move_to_card_list (&ctx, m, &list);
  return gt_card_list_to_string (&list);
}

static gboolean
winning_has (const GtGame        *g,
             const GtSolveResult *r,
             const char          *play)
{
  for (guint i = 0; i < r->winning->len; i++)
    {
      g_autofree char *s = move_string (g, &g_array_index (r->winning, GtMove, i));
      if (g_str_equal (s, play))
        return TRUE;
    }
  return FALSE;
}

/* ---- Goals --------------------------------------------------------------- */

static void
test_goal_text (void)
{
  static const char *const good[] = { "shed 1", "shed 12", "first-out", "team-first", "double", "points 40", "points 5" };
  static const char *const bad[] = { "", "shed", "shed 0", "shed x", "shed 3x", "first", "Double", "shed -1",
                                     "points", "points 0", "points 301", "points 4x", "points -5" };
  GtGoal gl;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;
      g_autofree char *words = NULL;

      g_assert_true (gt_goal_parse (good[i], &gl));
      back = gt_goal_to_string (&gl);
      g_assert_cmpstr (back, ==, good[i]);
      words = gt_goal_describe (&gl);
      g_assert_cmpuint (strlen (words), >, 10);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (gt_goal_parse (bad[i], &gl));
  g_assert_true (gt_goal_parse ("shed 3", &gl));
  g_assert_cmpuint (gl.kind, ==, GT_GOAL_SHED);
  g_assert_cmpuint (gl.plays, ==, 3);
  g_assert_true (gt_goal_parse (" points 40 ", &gl));
  g_assert_cmpuint (gl.kind, ==, GT_GOAL_POINTS);
  g_assert_cmpuint (gl.points, ==, 40);
  /* A trick game's goal, declared by Da Bai Fen alone. */
  g_assert_true (gt_goal_allowed (gt_ruleset_lookup ("dabaifen"), &gl));
  g_assert_false (gt_goal_allowed (gt_ruleset_lookup ("guandan"), &gl));
  g_assert_true (gt_goal_parse ("first-out", &gl));
  g_assert_false (gt_goal_allowed (gt_ruleset_lookup ("dabaifen"), &gl));
}

/* ---- The split ------------------------------------------------------------ */

/* Brute force: the lowest card held must be in some play; try every
 * sub-multiset containing it that reads as a combination. */
typedef struct {
  const GtRuleCtx *ctx;
  GHashTable *memo;
} Brute;

static guint brute_split (Brute *b, guint8 hand[GT_CARD_KINDS]);

static void
brute_subsets (Brute   *b,
               guint8   hand[GT_CARD_KINDS],
               guint    k,
               guint8   take[GT_CARD_KINDS],
               guint    n,
               guint   *best)
{
  if (k == GT_CARD_KINDS)
    {
      GtCardList list;
      GtReading readings[GT_READINGS_MAX];

      if (n == 0)
        return;
      gt_card_list_init (&list);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint i = 0; i < take[c]; i++)
          gt_card_list_append (&list, (GtCard) c, GT_CARD_NONE);
      if (rs->readings (b->ctx, &list, readings, GT_READINGS_MAX) == 0)
        return;
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        hand[c] -= take[c];
      *best = MIN (*best, 1 + brute_split (b, hand));
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        hand[c] += take[c];
      return;
    }
  for (guint t = 0; t <= hand[k] && n + t <= 10; t++)
    {
      take[k] = (guint8) t;
      brute_subsets (b, hand, k + 1, take, n + t, best);
    }
  take[k] = 0;
}

static guint
brute_split (Brute  *b,
             guint8  hand[GT_CARD_KINDS])
{
  guint first = GT_CARD_KINDS, best = G_MAXUINT;
  guint8 take[GT_CARD_KINDS] = { 0 };
  gpointer v;
  char *key;

  for (guint c = 0; c < GT_CARD_KINDS && first == GT_CARD_KINDS; c++)
    if (hand[c])
      first = c;
  if (first == GT_CARD_KINDS)
    return 0;
  key = g_strndup ((const char *) hand, GT_CARD_KINDS);
  for (guint i = 0; i < GT_CARD_KINDS; i++)
    key[i] = (char) (hand[i] + 1);
  if (g_hash_table_lookup_extended (b->memo, key, NULL, &v))
    {
      g_free (key);
      return GPOINTER_TO_UINT (v);
    }
  /* The lowest card: take 1 … all of its copies, then anything above. */
  for (guint t = 1; t <= hand[first]; t++)
    {
      take[first] = (guint8) t;
      brute_subsets (b, hand, first + 1, take, t, &best);
    }
  g_hash_table_insert (b->memo, key, GUINT_TO_POINTER (best));
  return best;
}

/* Random hands from a few neighbouring ranks, with wild cards and jokers
 * now and then, so that every combination type turns up. */
static void
random_hand (GRand  *rand,
             guint   level,
             guint   n,
             guint8  hand[GT_CARD_KINDS],
             guint8  used[GT_CARD_KINDS])
{
  guint lo = (guint) g_rand_int_range (rand, 1, 10);   /* 1: the low Ace */
  guint span = (guint) g_rand_int_range (rand, 3, 7);

  for (guint got = 0, tries = 0; got < n && tries < 1000; tries++)
    {
      GtCard c;
      guint x = (guint) g_rand_int_range (rand, 0, 100);

      if (x < 6)
        c = (GtCard) (GT_CARD_BJ + g_rand_int_range (rand, 0, 2));
      else if (x < 14)
        c = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
      else
        {
          guint r = lo + (guint) g_rand_int_range (rand, 0, (gint) span);
          if (r == GT_RANK_ACE_LOW)
            r = GT_RANK_A;
          if (r > GT_RANK_A)
            r = GT_RANK_A;
          /* Few suits, so that straight flushes happen. */
          c = GT_CARD_MAKE (r, (guint) g_rand_int_range (rand, 0, x < 60 ? 2 : 4));
        }
      if (used[c] >= 2)
        continue;
      used[c]++;
      hand[c]++;
      got++;
    }
}

static void
test_split_brute (void)
{
  GRand *rand = g_rand_new_with_seed (seed);
  guint checked = 0;

  for (guint t = 0; t < 300; t++)
    {
      guint8 hand[GT_CARD_KINDS] = { 0 }, used[GT_CARD_KINDS] = { 0 };
      guint level = (guint) g_rand_int_range (rand, 2, 15);
      guint n = (guint) g_rand_int_range (rand, 1, t < 200 ? 9 : 11);
      GtRuleCtx ctx;
      Brute b;
      guint want, got;

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      random_hand (rand, level, n, hand, used);
      b.ctx = &ctx;
      b.memo = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      want = brute_split (&b, hand);
      g_hash_table_destroy (b.memo);
      got = gt_min_plays_counts (hand, level);
      if (want != got)
        {
          GtCardList list;
          g_autofree char *s = NULL;

          gt_card_list_init (&list);
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            for (guint i = 0; i < hand[c]; i++)
              gt_card_list_append (&list, (GtCard) c, GT_CARD_NONE);
          s = gt_card_list_to_string (&list);
          g_test_message ("level %s hand %s: brute force %u, split %u",
                          gt_rank_to_string (level), s, want, got);
        }
      g_assert_cmpuint (want, ==, got);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 300);
  g_rand_free (rand);
}

static void
test_split_known (void)
{
  static const struct { const char *level, *hand; guint plays; } cases[] = {
    { "2", "H2 S3 S4 S6 S7", 1 },                   /* a wild card fills the straight */
    { "2", "H2 S3 S4 S6 S8", 4 },
    { "5", "S3 H3 D3 S4 H4 D4", 1 },                /* a plate */
    { "5", "S3 H3 S4 H4 S6 H6", 3 },                /* no tube across a gap */
    { "5", "S3 H3 D3 C3 S8 S8 D8 S9 S9 H9", 2 },    /* a 4-bomb cut into two pairs for two full houses */
    { "5", "BJ BJ RJ RJ", 1 },
    { "5", "BJ RJ", 2 },
    { "5", "BJ BJ S7 H7 D7", 1 },                   /* jokers as a full house's pair */
    { "5", "SA S2 S3 S4 S5", 1 },                   /* the low Ace */
    { "5", "SQ SK SA S2 S3", 5 },                   /* no wrap: five singles */
    { "7", "H7 H7 S9 S9 D9", 1 },                   /* two wild cards as the pair */
    { "2", "", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtCardList list;
      guint8 hand[GT_CARD_KINDS] = { 0 };
      guint level;

      g_assert_true (gt_rank_parse (cases[i].level, &level));
      if (*cases[i].hand)
        {
          g_assert_true (gt_card_list_parse (cases[i].hand, rs->copies, &list, NULL));
          gt_card_list_count (&list, hand);
        }
      if (gt_min_plays_counts (hand, level) != cases[i].plays)
        g_test_message ("case %u: %s", i, cases[i].hand);
      g_assert_cmpuint (gt_min_plays_counts (hand, level), ==, cases[i].plays);
    }
}

/* One best split, as a learner is shown it: as many plays as the count,
 * each a combination the rules accept as a lead, together the whole hand;
 * up to a dealt hand of 27 cards. */
static void
test_split_best (void)
{
  GRand *rand = g_rand_new_with_seed (seed + 2);

  for (guint t = 0; t < 60; t++)
    {
      guint8 hand[GT_CARD_KINDS] = { 0 }, used[GT_CARD_KINDS] = { 0 }, got[GT_CARD_KINDS] = { 0 };
      guint level = (guint) g_rand_int_range (rand, 2, 15);
      GtCardList list;
      g_autofree char *cards = NULL;
      g_autofree char *text = NULL;
      GtMove best[64];
      GtRuleCtx ctx;
      GtGame g;
      guint k, n;

      random_hand (rand, level, t < 20 ? 27 : (guint) g_rand_int_range (rand, 2, 27), hand, used);
      gt_card_list_init (&list);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint i = 0; i < hand[c]; i++)
          gt_card_list_append (&list, (GtCard) c, GT_CARD_NONE);
      cards = gt_card_list_to_string (&list);
      text = g_strdup_printf ("level=%s\nS=%s\nturn=S\n", gt_rank_to_string (level), cards);
      load (&g, text);
      gt_game_rule_ctx (&g, &ctx);

      k = gt_min_plays_counts (hand, level);
      n = gt_min_plays_best_split (&g, GT_SEAT_S, best, G_N_ELEMENTS (best));
      g_assert_cmpuint (n, ==, k);
      for (guint i = 0; i < n; i++)
        {
          GtCardList play;
          GtVerdict v;

          gt_move_to_card_list (&ctx, &best[i], &play);
          gt_verdict_init (&v);
          rs->judge (&ctx, &play, NULL, NULL, &v);
          if (!v.legal)
            g_test_message ("level %s hand %s: play %u is refused: %s", gt_rank_to_string (level), cards, i,
                            v.explanation);
          g_assert_true (v.legal);
          gt_verdict_clear (&v);
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            got[c] = (guint8) (got[c] + gt_card_set_count (&best[i].cards, (GtCard) c));
        }
      g_assert_cmpmem (got, sizeof got, hand, sizeof hand);
    }
  g_rand_free (rand);
}

/* The shed goal through the general search: S alone, plays counted by the
 * state machine's own turns (S passes on its own play to lead again). */
static void
test_split_search (void)
{
  GRand *rand = g_rand_new_with_seed (seed + 1);
  GtSolver *fast = gt_solver_new ();
  GtSolver *naive = gt_solver_new ();

  gt_solver_set_naive (naive, TRUE);
  for (guint t = 0; t < 40; t++)
    {
      guint8 hand[GT_CARD_KINDS] = { 0 }, used[GT_CARD_KINDS] = { 0 };
      guint level = (guint) g_rand_int_range (rand, 2, 15);
      GtCardList list;
      g_autofree char *cards = NULL;
      g_autofree char *text = NULL;
      GtGame g;
      guint k;

      random_hand (rand, level, (guint) g_rand_int_range (rand, 1, 7), hand, used);
      gt_card_list_init (&list);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint i = 0; i < hand[c]; i++)
          gt_card_list_append (&list, (GtCard) c, GT_CARD_NONE);
      cards = gt_card_list_to_string (&list);
      text = g_strdup_printf ("level=%s\nS=%s\nturn=S\n", gt_rank_to_string (level), cards);
      load (&g, text);

      k = gt_solver_min_plays (fast, &g, GT_SEAT_S);
      for (guint kk = MAX (k, 2) - 1; kk <= k + 1; kk++)
        {
          GtGoal gl = { GT_GOAL_SHED, (guint8) kk };
          GtSolveResult a, b;

          g_assert_true (gt_solver_solve (fast, &g, &gl, &a));
          g_assert_true (gt_solver_solve (naive, &g, &gl, &b));
          g_assert_cmpint (a.solvable, ==, kk >= k);
          g_assert_cmpint (b.solvable, ==, kk >= k);
          g_assert_cmpuint (a.winning->len, ==, b.winning->len);
          g_assert_cmpmem (a.winning->data, a.winning->len * sizeof (GtMove),
                           b.winning->data, b.winning->len * sizeof (GtMove));
          gt_solve_result_clear (&a);
          gt_solve_result_clear (&b);
        }
    }
  gt_solver_free (fast);
  gt_solver_free (naive);
  g_rand_free (rand);
}

/* ---- Positions ------------------------------------------------------------ */

typedef struct {
  const char *what;
  const char *position;
  const char *goal;
  gboolean solvable;
  const char *wins;      /* ";"-separated plays that must win, or NULL */
  const char *loses;     /* plays that must not */
} Case;

static const Case cases[] = {
  { "pair nobody can follow",
    "level=2\nS=SA HA\nE=BJ\nturn=S\n", "first-out", TRUE, "SA HA", "SA" },
  { "every single is beaten",
    "level=2\nS=S3 S4\nE=SA\nturn=S\n", "first-out", FALSE, NULL, NULL },
  { "the bomb wins the lead back",
    "level=2\nS=S3 H3 D3 C3 S5\nE=SA SK\nturn=S\n", "first-out", TRUE, "S3 H3 D3 C3;S5", "S3" },
  { "接风: the partner leads after S goes out",
    "level=10\nS=S4 H4\nE=C2 D2\nN=S2 S3\nW=H2 D3\nturn=S\n", "double", TRUE, "S4 H4;S4", NULL },
  { "no 接风 under the variant",
    "level=10\nvariants=no-jiefeng\nS=S4 H4\nE=C2 D2\nN=S2 S3\nW=H2 D3\nturn=S\n", "double", FALSE, NULL, NULL },
  { "pass to the partner's play",
    "level=2\nS=S3 S4\nE=S5 S6\nN=S9 S9\nW=S7 S8\ntable=SA\ntable-by=N\npassed=W\nturn=S\n",
    "team-first", TRUE, "pass", NULL },
  { "a wild card makes the straight",
    "level=2\nS=H2 S3 S4 S6 S7\nE=SA\nturn=S\n", "first-out", TRUE, "H2=S5 S3 S4 S6 S7", NULL },
  { "shed: a wild card fills the straight",
    "level=2\nS=H2 S3 S4 S6 S7 S9 D9\nturn=S\n", "shed 2", TRUE, "H2=S5 S3 S4 S6 S7;S9 D9", "S9" },
  { "shed: one play too few",
    "level=2\nS=H2 S3 S4 S6 S7 S9 D9\nturn=S\n", "shed 1", FALSE, NULL, NULL },
  { "team-first: N goes out",
    "level=2\nS=S3 S4 S5\nE=S9 SJ\nN=SK\nW=S6\nturn=S\n", "team-first", TRUE, NULL, NULL },
};

static void
check_refutations (GtSolver            *solver,
                   const GtGame        *g,
                   const GtGoal        *gl,
                   const GtSolveResult *r);

static void
test_cases (void)
{
  GtSolver *solver = gt_solver_new ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      GtGoal gl = goal (c->goal);
      GtSolveResult r;
      GtGame g;

      g_test_message ("case: %s", c->what);
      load (&g, c->position);
      g_assert_true (gt_solver_solve (solver, &g, &gl, &r));
      g_assert_false (r.cancelled);
      g_assert_cmpint (r.solvable, ==, c->solvable);
      g_assert_cmpint (r.winning->len > 0, ==, c->solvable);
      if (c->wins)
        {
          g_auto (GStrv) v = g_strsplit (c->wins, ";", -1);
          for (guint k = 0; v[k]; k++)
            {
              if (!winning_has (&g, &r, v[k]))
                g_test_message ("missing winning play %s", v[k]);
              g_assert_true (winning_has (&g, &r, v[k]));
            }
        }
      if (c->loses)
        {
          g_auto (GStrv) v = g_strsplit (c->loses, ";", -1);
          for (guint k = 0; v[k]; k++)
            g_assert_false (winning_has (&g, &r, v[k]));
        }
      check_refutations (solver, &g, &gl, &r);
      gt_solve_result_clear (&r);
    }
  gt_solver_free (solver);
}

/* Plays the line from pos through the state machine; returns whether the
 * goal was reached at its end (and asserts that it was decided). */
static gboolean
replay (const GtGame *pos,
        const GtGoal *gl,
        GArray       *steps,
        guint         plays_left)
{
  GtGame g = *pos;
  gboolean reached = FALSE;

  for (guint i = 0; i < steps->len; i++)
    {
      const GtLineStep *st = &g_array_index (steps, GtLineStep, i);

      g_assert_false (gt_goal_decided (gl, &g, &reached));
      g_assert_cmpuint (st->seat, ==, g.turn);
      if (st->move.n > 0)
        {
          GtCardSet hand;
          GtCardSet rest;

          g_assert_true (gt_card_set_from_counts (&hand, g.hand[g.turn]));
          rest = hand;
          gt_card_set_remove (&rest, &st->move.cards);
          g_assert_cmpuint (gt_card_set_size (&rest), ==, gt_card_set_size (&hand) - st->move.n);
          g_assert_cmpuint (plays_left, >, 0);
          plays_left--;
        }
      else
        g_assert_cmpuint (g.table.type, !=, GT_COMBO_NONE);
      gt_game_play_fast (&g, &st->move);
    }
  if (gl->kind == GT_GOAL_SHED && g.count[GT_SEAT_S] > 0)
    {
      g_assert_cmpuint (plays_left, ==, 0);
      return FALSE;
    }
  g_assert_true (gt_goal_decided (gl, &g, &reached));
  return reached;
}

/* Every losing first play of S–N: the refutation line ends in failure;
 * and from the position itself the solver's line ends as solve says. */
static void
check_refutations (GtSolver            *solver,
                   const GtGame        *g,
                   const GtGoal        *gl,
                   const GtSolveResult *r)
{
  GtMoveList *list = g_new (GtMoveList, 1);
  GtCardList hand;
  GtRuleCtx ctx;
  GArray *steps = g_array_new (FALSE, TRUE, sizeof (GtLineStep));
  guint plays = gl->kind == GT_GOAL_SHED ? gl->plays : 255;

  g_assert_true (gt_solver_line (solver, g, gl, steps));
  g_assert_cmpint (replay (g, gl, steps, plays), ==, r->solvable);
  g_array_set_size (steps, 0);

  if (!gt_game_same_side (g, g->turn, GT_SEAT_S))
    goto out;
  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, g->turn, &hand);
  g_assert_true (gt_move_list_generate (&ctx, &hand,
                                        g->table.type != GT_COMBO_NONE ? &g->table : NULL,
                                        GT_MOVES_ALL, list));
  for (guint i = 0; i < list->n; i++)
    {
      GtGame child = *g;
      GtGoal after = *gl;
      gboolean wins = FALSE;

      for (guint k = 0; k < r->winning->len; k++)
        wins = wins || memcmp (&g_array_index (r->winning, GtMove, k), &list->move[i], sizeof (GtMove)) == 0;
      if (wins)
        continue;
      gt_game_play_fast (&child, &list->move[i]);
      if (gl->kind == GT_GOAL_SHED)
        after.plays = (guint8) (gl->plays - 1);
      g_array_set_size (steps, 0);
      if (gl->kind == GT_GOAL_SHED && after.plays == 0)
        {
          g_assert_cmpuint (child.count[GT_SEAT_S], >, 0);
          continue;
        }
      g_assert_true (gt_solver_refute (solver, &child, &after, steps));
      g_assert_false (replay (&child, &after, steps, after.plays ? after.plays : 255));
    }
out:
  g_array_free (steps, TRUE);
  g_free (list);
}

/* Solves g for the goal with two solvers, into a and b, and asserts that
 * they agree: the value and every winning play, in the same order.  A
 * difference is shown with the position first. */
static void
solve_both (GtSolver      *fast,
            GtSolver      *other,
            const char    *other_name,
            const GtGame  *g,
            const char    *goal_text,
            GtSolveResult *a,
            GtSolveResult *b)
{
  GtGoal gl = goal (goal_text);

  g_assert_true (gt_solver_solve (fast, g, &gl, a));
  g_assert_true (gt_solver_solve (other, g, &gl, b));
  if (a->solvable != b->solvable || a->winning->len != b->winning->len)
    {
      g_autofree char *text = gt_game_save_string (g, rs, "position");
      g_test_message ("%s, fast %d (%u winning), %s %d (%u winning):\n%s",
                      goal_text, a->solvable, a->winning->len, other_name, b->solvable,
                      b->winning->len, text);
    }
  g_assert_cmpint (a->solvable, ==, b->solvable);
  g_assert_cmpuint (a->winning->len, ==, b->winning->len);
  g_assert_cmpmem (a->winning->data, a->winning->len * sizeof (GtMove),
                   b->winning->data, b->winning->len * sizeof (GtMove));
}

/* Random small positions: the fast search against the naive one. */
static void
random_position_sized (GRand    *rand,
                       GtGame   *g,
                       guint     seats,
                       guint     least,
                       guint     per_seat,
                       gboolean  no_wild)
{
  guint8 used[GT_CARD_KINDS] = { 0 };
  guint level = (guint) g_rand_int_range (rand, 2, 15);
  GString *text = g_string_new (NULL);

  if (no_wild)
    used[GT_CARD_MAKE (level, GT_SUIT_HEARTS)] = 2;
  g_string_append_printf (text, "level=%s\n", gt_rank_to_string (level));
  for (guint s = 0; s < GD_SEATS; s++)
    {
      guint8 hand[GT_CARD_KINDS] = { 0 };
      GtCardList list;
      g_autofree char *cards = NULL;

      if (!(seats & (1u << s)))
        continue;
      random_hand (rand, level, (guint) g_rand_int_range (rand, (gint) least, (gint) per_seat + 1),
                   hand, used);
      gt_card_list_init (&list);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint i = 0; i < hand[c]; i++)
          gt_card_list_append (&list, (GtCard) c, GT_CARD_NONE);
      cards = gt_card_list_to_string (&list);
      g_string_append_printf (text, "%s=%s\n", gt_ruleset_seat_id (gt_ruleset_guandan (), s), cards);
    }
  g_string_append (text, "turn=S\n");
  load (g, text->str);
  g_string_free (text, TRUE);
}

static void
random_position (GRand  *rand,
                 GtGame *g,
                 guint   seats,
                 guint   per_seat)
{
  random_position_sized (rand, g, seats, 1, per_seat, FALSE);
}

static void
test_random_positions (void)
{
  static const struct { guint seats, per_seat, n; } shapes[] = {
    { 0x3, 5, 120 },   /* S E */
    { 0x5, 4, 40 },    /* S N: always reached by the team */
    { 0xb, 3, 120 },   /* S E W */
    { 0xf, 3, 120 },
    { 0xf, 4, 90 },
    { 0x7, 5, 60 },    /* S E N */
  };
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (seed + 2);
  GtSolver *fast = gt_solver_new ();
  GtSolver *naive = gt_solver_new ();
  guint solvable = 0, total = 0;

  gt_solver_set_naive (naive, TRUE);
  for (guint sh = 0; sh < G_N_ELEMENTS (shapes); sh++)
    for (guint t = 0; t < shapes[sh].n; t++)
      {
        GtGoal gl = goal (goals[t % 3]);
        GtSolveResult a, b;
        GtGame g;

        random_position (rand, &g, shapes[sh].seats, shapes[sh].per_seat);
        solve_both (fast, naive, "naive", &g, goals[t % 3], &a, &b);
        if (t % 4 == 0)
          check_refutations (fast, &g, &gl, &a);
        solvable += a.solvable;
        total++;
        gt_solve_result_clear (&a);
        gt_solve_result_clear (&b);
      }
  /* Both outcomes must be well represented, or the test proves little. */
  g_test_message ("%u of %u random positions solvable", solvable, total);
  g_assert_cmpuint (solvable, >, total / 10);
  g_assert_cmpuint (solvable, <, total - total / 10);
  gt_solver_free (fast);
  gt_solver_free (naive);
  g_rand_free (rand);
}

/* Four seats of 5 to 7 cards, too big for the naive search: the fast
 * search against the reference (naive, with a table keyed by every card),
 * so that every cutoff, abstraction and pruning of the fast search is
 * checked on positions the size of the bench's.  Half the positions have no
 * wild card, where the search keys positions by order of strength alone. */
static void
test_random_big (void)
{
  static const struct { guint least, most, n; } shapes[] = {
    { 4, 5, 24 },
    { 5, 6, 12 },
    { 6, 7, 6 },
  };
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (seed + 3);
  GtSolver *fast = gt_solver_new ();
  GtSolver *ref = gt_solver_new ();
  guint solvable = 0, total = 0;

  gt_solver_set_reference (ref);
  for (guint sh = 0; sh < G_N_ELEMENTS (shapes); sh++)
    for (guint t = 0; t < shapes[sh].n; t++)
      {
        GtSolveResult a, b;
        GtGame g;

        random_position_sized (rand, &g, 0xf, shapes[sh].least, shapes[sh].most, t % 2 == 0);
        solve_both (fast, ref, "reference", &g, goals[t % 3], &a, &b);
        if (g_test_verbose ())
          g_test_message ("%u+%u cards, %s: fast %" G_GUINT64_FORMAT " nodes, reference %"
                          G_GUINT64_FORMAT, shapes[sh].least, shapes[sh].most, goals[t % 3],
                          a.nodes, b.nodes);
        solvable += a.solvable;
        total++;
        gt_solve_result_clear (&a);
        gt_solve_result_clear (&b);
      }
  g_test_message ("%u of %u big random positions solvable", solvable, total);
  g_assert_cmpuint (solvable, >, total / 10);
  g_assert_cmpuint (solvable, <, total - total / 10);
  gt_solver_free (fast);
  gt_solver_free (ref);
  g_rand_free (rand);
}

/* A solve that moves to the big table (tt_grow(), huge pages where there
 * are) finds what one on the small table finds, and the solve after it is
 * back on the small one. */
static void
test_table_growth (void)
{
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (seed + 5);
  GtSolver *plain = gt_solver_new ();
  GtSolver *growing = gt_solver_new ();
  guint grown = 0;

  gt_solver_set_grow_nodes (growing, 100);
  for (guint t = 0; t < 12; t++)
    {
      GtSolveResult a, b;
      GtGame g;

      random_position_sized (rand, &g, 0xf, 5, 6, t % 2 == 0);
      solve_both (plain, growing, "growing", &g, goals[t % 3], &a, &b);
      grown += b.nodes > 100;
      gt_solve_result_clear (&a);
      gt_solve_result_clear (&b);
    }
  /* Most of them passed 100 nodes, so the big table was made and freed
   * again and again. */
  g_test_message ("%u of 12 solves moved to the big table", grown);
  g_assert_cmpuint (grown, >=, 6);
  gt_solver_free (plain);
  gt_solver_free (growing);
  g_rand_free (rand);
}

/* ---- Hints, cancellation ---------------------------------------------------- */

static void
test_hint (void)
{
  GtSolver *solver = gt_solver_new ();
  GtGoal gl = goal ("first-out");
  GtGame g;
  char *text = NULL;
  GtMove m;

  load (&g, "level=2\nS=S3 H3 D3 C3 S5\nE=SA SK\nturn=S\n");
  g_assert_true (gt_solver_hint (solver, &g, &gl, GT_HINT_IDEA, "Keep your bomb.", &text, NULL));
  g_assert_cmpstr (text, ==, "Keep your bomb.");
  g_clear_pointer (&text, g_free);
  g_assert_true (gt_solver_hint (solver, &g, &gl, GT_HINT_IDEA, NULL, &text, NULL));
  g_assert_cmpuint (strlen (text), >, 20);
  g_clear_pointer (&text, g_free);
  g_assert_true (gt_solver_hint (solver, &g, &gl, GT_HINT_TYPE, NULL, &text, NULL));
  g_assert_true (g_str_has_prefix (text, "Play a"));
  g_clear_pointer (&text, g_free);
  g_assert_true (gt_solver_hint (solver, &g, &gl, GT_HINT_PLAY, NULL, &text, &m));
  g_assert_true (g_str_has_prefix (text, "Play "));
  g_assert_cmpuint (m.n, >, 0);
  {
    GtSolveResult r;
    gboolean found = FALSE;

    g_assert_true (gt_solver_solve (solver, &g, &gl, &r));
    for (guint i = 0; i < r.winning->len; i++)
      found = found || memcmp (&g_array_index (r.winning, GtMove, i), &m, sizeof m) == 0;
    g_assert_true (found);
    gt_solve_result_clear (&r);
  }
  g_clear_pointer (&text, g_free);

  /* No winning move: no hint. */
  load (&g, "level=2\nS=S3 S4\nE=SA\nturn=S\n");
  g_assert_false (gt_solver_hint (solver, &g, &gl, GT_HINT_PLAY, NULL, &text, &m));
  g_assert_null (text);
  gt_solver_free (solver);
}

static void
test_cancel (void)
{
  GtSolver *solver = gt_solver_new ();
  GtGoal gl = goal ("first-out");
  GtSolveResult r;
  gint flag = 1;
  GtGame g;

  load (&g, "level=2\nS=S3 S4 S6 S8 S10 SQ SA\nE=H3 H5 H7 H9 HJ HK C3\n"
            "N=D4 D6 D8 D10 DQ DA C4\nW=C5 C7 C9 CJ CK C6 C8\nturn=S\n");
  /* One thread: the nodes before the flag is seen are one worker's
   * (the threads' own test below). */
  gt_solver_set_threads (solver, 1);
  gt_solver_set_cancel (solver, &flag);
  g_assert_false (gt_solver_solve (solver, &g, &gl, &r));
  g_assert_true (r.cancelled);
  g_assert_cmpuint (r.winning->len, ==, 0);
  g_assert_cmpuint (r.nodes, >=, 1024);
  g_assert_cmpuint (r.nodes, <, 4096);
  gt_solve_result_clear (&r);

  /* Lowered, the same solver finishes. */
  g_atomic_int_set (&flag, 0);
  g_assert_true (gt_solver_solve (solver, &g, &gl, &r));
  g_assert_false (r.cancelled);
  g_assert_cmpuint (r.nodes, >, 1024);
  gt_solve_result_clear (&r);
  gt_solver_free (solver);
}

/* A hand the move generator refuses (a card three times: no deal makes it)
 * stops the solve and says why, instead of being read as a hand without
 * plays. */
static void
test_bad_hand (void)
{
  GtSolver *solver = gt_solver_new ();
  GtGoal gl = goal ("first-out");
  GtSolveResult r;
  g_autofree char *why = NULL;
  GtGame g;

  load (&g, "level=2\nS=S3 S3 S4\nE=S5 S6\nturn=S\n");
  g.hand[GT_SEAT_S][GT_CARD_MAKE (3, GT_SUIT_SPADES)]++;
  g.count[GT_SEAT_S]++;
  g_assert_false (gt_solver_solve (solver, &g, &gl, &r));
  g_assert_true (r.cancelled);
  g_assert_cmpuint (r.winning->len, ==, 0);
  why = gt_solver_stop_message (solver);
  g_assert_cmpstr (why, ==, "cannot be proved: a hand holds a card more often than the deck has it");
  gt_solve_result_clear (&r);
  gt_solver_free (solver);
}

/* ---- Threads ------------------------------------------------------------- */

/* The same position on one thread and on several: the same value and the
 * same winning plays in the same order, whatever worker found them. */
static void
test_threads_identical (void)
{
  static const struct { guint least, most, n; } shapes[] = {
    { 3, 5, 60 },
    { 5, 6, 24 },
    { 6, 7, 8 },
  };
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (seed + 7);
  GtSolver *one = gt_solver_new ();
  GtSolver *two = gt_solver_new ();
  GtSolver *four = gt_solver_new ();
  guint solvable = 0, total = 0;

  gt_solver_set_threads (one, 1);
  gt_solver_set_threads (two, 2);
  gt_solver_set_threads (four, 4);
  for (guint sh = 0; sh < G_N_ELEMENTS (shapes); sh++)
    for (guint t = 0; t < shapes[sh].n; t++)
      {
        GtSolveResult a, b, c;
        GtGame g;

        random_position_sized (rand, &g, 0xf, shapes[sh].least, shapes[sh].most, t % 2 == 0);
        solve_both (two, one, "one thread", &g, goals[t % 3], &a, &b);
        gt_solve_result_clear (&a);
        solve_both (four, one, "one thread", &g, goals[t % 3], &c, &a);
        solvable += b.solvable;
        total++;
        gt_solve_result_clear (&a);
        gt_solve_result_clear (&b);
        gt_solve_result_clear (&c);
      }
  g_test_message ("%u of %u random positions solvable", solvable, total);
  g_assert_cmpuint (solvable, >, total / 10);
  g_assert_cmpuint (solvable, <, total - total / 10);
  gt_solver_free (one);
  gt_solver_free (two);
  gt_solver_free (four);
  g_rand_free (rand);
}

/* The table grown by the threads together (par_check()) holds what one
 * thread's does. */
static void
test_threads_growth (void)
{
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (seed + 8);
  GtSolver *plain = gt_solver_new ();
  GtSolver *growing = gt_solver_new ();

  gt_solver_set_threads (plain, 1);
  gt_solver_set_threads (growing, 2);
  gt_solver_set_grow_nodes (growing, 100);
  for (guint t = 0; t < 12; t++)
    {
      GtSolveResult a, b;
      GtGame g;

      random_position_sized (rand, &g, 0xf, 5, 6, t % 2 == 0);
      solve_both (growing, plain, "one thread", &g, goals[t % 3], &a, &b);
      gt_solve_result_clear (&a);
      gt_solve_result_clear (&b);
    }
  gt_solver_free (plain);
  gt_solver_free (growing);
  g_rand_free (rand);
}

/* Six-card endgames of bench-solve's: first-out takes about 2.1 M nodes
 * on one thread (most of a second), and 0.2 M. */
#define LONG_POSITION "level=Q\nS=H2 C2 H3 H4 D4 D5\nE=C2 S3 C6 D8 HK RJ\n" \
                      "N=C3 C7 SJ HQ DQ CQ\nW=C5 H6 S8 H10 CK CQ\nturn=S\n"
#define MEDIUM_POSITION "level=8\nS=D3 H4 D6 D9 SJ S8\nE=H2 H3 S5 H7 CQ CA\n" \
                        "N=S3 C5 S6 C7 SQ DQ\nW=S2 S4 C6 DK SA HA\nturn=S\n"

typedef struct {
  gint *flag;
  guint ms;
} Raise;

static gpointer
raise_later (gpointer data)
{
  Raise *r = data;

  g_usleep (r->ms * 1000);
  g_atomic_int_set (r->flag, 1);
  return NULL;
}

/* The cancel flag, the node budget and the time budget stop every worker
 * of a threaded solve; its nodes are all of theirs. */
static void
test_threads_limits (void)
{
  GtSolver *solver = gt_solver_new ();
  GtGoal gl = goal ("first-out");
  g_autofree char *why = NULL;
  GtSolveResult r;
  gint flag = 1;
  GtGame g;

  load (&g, LONG_POSITION);
  gt_solver_set_threads (solver, 2);
  gt_solver_set_cancel (solver, &flag);
  g_assert_false (gt_solver_solve (solver, &g, &gl, &r));
  g_assert_true (r.cancelled);
  g_assert_false (r.exhausted);
  g_assert_cmpuint (r.winning->len, ==, 0);
  /* Each worker sees the flag within 1024 nodes of its own. */
  g_assert_cmpuint (r.nodes, >=, 1024);
  g_assert_cmpuint (r.nodes, <, 3 * 1024);
  gt_solve_result_clear (&r);

  /* Raised by another thread during the solve. */
  {
    Raise raise = { &flag, 20 };
    GThread *t;

    g_atomic_int_set (&flag, 0);
    t = g_thread_new ("raise", raise_later, &raise);
    g_assert_false (gt_solver_solve (solver, &g, &gl, &r));
    g_thread_join (t);
    g_assert_true (r.cancelled);
    g_assert_cmpuint (r.winning->len, ==, 0);
    gt_solve_result_clear (&r);
  }

  /* The node budget counts every worker's nodes. */
  g_atomic_int_set (&flag, 0);
  gt_solver_set_budget (solver, 20000, 0);
  g_assert_false (gt_solver_solve (solver, &g, &gl, &r));
  g_assert_true (r.cancelled);
  g_assert_true (r.exhausted);
  g_assert_true (gt_solver_exhausted (solver));
  g_assert_cmpuint (r.nodes, >, 20000);
  g_assert_cmpuint (r.nodes, <, 20000 + 3 * 1024);
  why = gt_solver_stop_message (solver);
  g_assert_cmpstr (why, ==, "cannot be proved within 20000 nodes");
  g_clear_pointer (&why, g_free);
  gt_solve_result_clear (&r);

  /* The time budget. */
  gt_solver_set_budget (solver, 0, 30);
  g_assert_false (gt_solver_solve (solver, &g, &gl, &r));
  g_assert_true (r.exhausted);
  g_assert_cmpfloat (r.ms, <, 5000);
  why = gt_solver_stop_message (solver);
  g_assert_cmpstr (why, ==, "cannot be proved within 30 ms (the solver's time budget)");
  gt_solve_result_clear (&r);

  /* No limit: the same solver finishes, with one thread's answer. */
  gt_solver_set_budget (solver, 0, 0);
  load (&g, MEDIUM_POSITION);
  {
    GtSolver *one = gt_solver_new ();
    GtSolveResult b;

    gt_solver_set_threads (one, 1);
    solve_both (solver, one, "one thread", &g, "first-out", &r, &b);
    g_assert_false (r.cancelled);
    gt_solve_result_clear (&b);
    gt_solver_free (one);
  }
  gt_solve_result_clear (&r);
  gt_solver_free (solver);
}

/* A batch of layouts on two threads counts what one thread counts, every
 * play valued (GT_LAYOUTS_ALL) and the best only; and a node budget stops
 * it with only finished layouts counted. */
static void
test_threads_layouts (void)
{
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (seed + 9);
  GtSolver *one = gt_solver_new ();
  GtSolver *two = gt_solver_new ();
  GtGame layouts[12];

  gt_solver_set_threads (one, 1);
  gt_solver_set_threads (two, 2);
  for (guint t = 0; t < 18; t++)
    {
      GtGoal gl = goal (goals[t % 3]);

      random_position_sized (rand, &layouts[0], 0xf, 3, 5, t % 2 == 0);
      for (guint l = 1; l < G_N_ELEMENTS (layouts); l++)
        gt_layout_random (&layouts[0], GT_SEAT_S, rand, &layouts[l]);
      for (guint f = 0; f < 2; f++)
        {
          GtLayoutsFlags flags = f ? GT_LAYOUTS_BEST : GT_LAYOUTS_ALL;
          GtBatchResult a, b;

          g_assert_true (gt_solver_solve_layouts (two, layouts, G_N_ELEMENTS (layouts), &gl, flags, &a));
          g_assert_true (gt_solver_solve_layouts (one, layouts, G_N_ELEMENTS (layouts), &gl, flags, &b));
          g_assert_cmpuint (a.n_layouts, ==, G_N_ELEMENTS (layouts));
          g_assert_cmpuint (a.n_layouts, ==, b.n_layouts);
          g_assert_cmpuint (a.won, ==, b.won);
          g_assert_cmpuint (a.n_moves, ==, b.n_moves);
          g_assert_cmpmem (a.moves, a.n_moves * sizeof (GtMove), b.moves, b.n_moves * sizeof (GtMove));
          g_assert_cmpmem (a.good, a.n_moves * sizeof (guint), b.good, b.n_moves * sizeof (guint));
          g_assert_cmpmem (a.solved, a.n_moves * sizeof (guint), b.solved, b.n_moves * sizeof (guint));
          gt_batch_result_clear (&a);
          gt_batch_result_clear (&b);
        }
    }

  /* Stopped by the budget: the layouts counted are finished ones, each
   * play valued in each of them. */
  {
    GtGoal gl = goal ("first-out");
    GtBatchResult a;
    GtGame big[8];

    load (&big[0], LONG_POSITION);
    for (guint l = 1; l < G_N_ELEMENTS (big); l++)
      gt_layout_random (&big[0], GT_SEAT_S, rand, &big[l]);
    gt_solver_set_budget (two, 50000, 0);
    g_assert_false (gt_solver_solve_layouts (two, big, G_N_ELEMENTS (big), &gl, GT_LAYOUTS_ALL, &a));
    g_assert_true (a.exhausted);
    g_assert_cmpuint (a.n_layouts, <, G_N_ELEMENTS (big));
    g_assert_cmpuint (a.nodes, <, 50000 + 3 * 1024);
    for (guint i = 0; i < a.n_moves; i++)
      g_assert_cmpuint (a.solved[i], ==, a.n_layouts);
    gt_batch_result_clear (&a);
  }
  gt_solver_free (one);
  gt_solver_free (two);
  g_rand_free (rand);
}

/* Without a node budget a new solver chooses its threads; with one it
 * stays on one, so that node counts — and a budget's verdict — repeat. */
static void
test_threads_budget_repeats (void)
{
  GtSolver *solver = gt_solver_new ();
  GtGoal gl = goal ("first-out");
  GtSolveResult a, b;
  GtGame g;

  load (&g, MEDIUM_POSITION);
  gt_solver_set_budget (solver, 100000000, 0);
  g_assert_true (gt_solver_solve (solver, &g, &gl, &a));
  g_assert_true (gt_solver_solve (solver, &g, &gl, &b));
  g_assert_cmpuint (a.nodes, ==, b.nodes);
  gt_solve_result_clear (&a);
  gt_solve_result_clear (&b);
  gt_solver_free (solver);
}

int
main (int   argc,
      char *argv[])
{
  const char *s = g_getenv ("GT_TEST_SEED");

  g_test_init (&argc, &argv, NULL);
  rs = gt_ruleset_guandan ();
  if (s != NULL)
    seed = (guint32) g_ascii_strtoull (s, NULL, 10);
  g_test_message ("seed %u", seed);

  g_test_add_func ("/solver/goal/text", test_goal_text);
  g_test_add_func ("/solver/split/known", test_split_known);
  g_test_add_func ("/solver/split/brute-force", test_split_brute);
  g_test_add_func ("/solver/split/search", test_split_search);
  g_test_add_func ("/solver/split/best", test_split_best);
  g_test_add_func ("/solver/cases", test_cases);
  g_test_add_func ("/solver/random", test_random_positions);
  g_test_add_func ("/solver/random-big", test_random_big);
  g_test_add_func ("/solver/table-growth", test_table_growth);
  g_test_add_func ("/solver/hint", test_hint);
  g_test_add_func ("/solver/cancel", test_cancel);
  g_test_add_func ("/solver/bad-hand", test_bad_hand);
  g_test_add_func ("/solver/threads/identical", test_threads_identical);
  g_test_add_func ("/solver/threads/growth", test_threads_growth);
  g_test_add_func ("/solver/threads/limits", test_threads_limits);
  g_test_add_func ("/solver/threads/layouts", test_threads_layouts);
  g_test_add_func ("/solver/threads/budget-repeats", test_threads_budget_repeats);
  return g_test_run ();
}
