/* test-solver-reference.c — the climbing solver of every game against a
 * plain search written here
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reference shares nothing with the solver but the state machine's
 * transitions (gt_game_play_fast / gt_game_pass_fast), the goal's
 * definition (gt_goal_decided) and the game's move generator, every play
 * with its suits (GT_MOVES_ALL; each game's tests check it against a brute
 * force, and the brute force of gt_moves_generate_generic() alone would
 * not do: it reads plays without the hand, and Gan Deng Yan lets a lone
 * joker go out only as the last card).  It orders nothing, cuts nothing
 * off, abstracts nothing, and remembers positions by every byte of the
 * state the rules look at.  The solver's own reference mode
 * (gt_solver_set_reference) keys positions with the solver's own keys,
 * which is how a key too coarse for Bao Huang's four decks (two and three
 * copies of a card keyed alike) went unseen: this one has no such key.
 *
 * For random small positions of Guandan, Gan Deng Yan (one and two
 * decks, with a stock), Bao Huang (three and four copies of a card
 * planted in a hand) and Dou Dizhu (two seats and three), for each goal
 * the game allows, the solver's value and its set of winning first plays
 * must equal the reference's.  Da Bai Fen's trick solver has its own
 * reference in test-dabaifen.c.  The seed is fixed; GT_TEST_SEED tries
 * others.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gt-moves.h"
#include "gt-solver.h"

#define DEFAULT_SEED 20261206u

static guint32 seed = DEFAULT_SEED;

/* ---- The reference ------------------------------------------------------ */

/* Everything of a climbing position the rules of play look at, and more
 * (a finer key is only slower): the hands, the play on the table with its
 * cards, the turn, the passes, who is out in what order, the game's own
 * bytes, the stock left.  Zeroed first, so that equal states give equal
 * bytes. */
typedef struct {
  guint8 hand[GT_SEATS_MAX][GT_CARD_KINDS];
  guint8 count[GT_SEATS_MAX];
  guint8 side[GT_SEATS_MAX];
  guint8 order[GT_SEATS_MAX];
  guint8 n_order, out, seats, hidden, phase, turn, lead_reason, passed;
  guint8 table_type, table_rank, table_size, table_bomb, table_key, table_suit;
  guint8 table_by, table_n;
  GtCard table_card[GT_PLAY_MAX];
  GtCard table_as[GT_PLAY_MAX];
  guint8 own[16];
  guint8 stock_n;
} RefKey;

typedef struct {
  GtGoal goal;
  GHashTable *memo;     /* RefKey (GBytes) → value + 1 */
  guint64 nodes;
} Ref;

static GBytes *
ref_key (const GtGame *g)
{
  RefKey *k = g_new0 (RefKey, 1);

  for (guint p = 0; p < g->n_seats; p++)
    memcpy (k->hand[p], g->hand[p], GT_CARD_KINDS);
  memcpy (k->count, g->count, sizeof k->count);
  memcpy (k->side, g->side, sizeof k->side);
  memcpy (k->order, g->order, MIN (g->n_order, GT_SEATS_MAX));
  k->n_order = g->n_order;
  k->out = g->out;
  k->seats = g->seats;
  k->hidden = g->hidden;
  k->phase = g->phase;
  k->turn = g->turn;
  k->lead_reason = g->lead_reason;
  k->passed = g->passed;
  k->table_type = g->table.type;
  k->table_rank = g->table.rank;
  k->table_size = g->table.size;
  k->table_bomb = g->table.bomb;
  k->table_key = g->table.key;
  k->table_suit = g->table.suit;
  k->table_by = g->table_by;
  k->table_n = g->table_n;
  memcpy (k->table_card, g->table_card, MIN (g->table_n, GT_PLAY_MAX));
  memcpy (k->table_as, g->table_as, MIN (g->table_n, GT_PLAY_MAX));
  memcpy (k->own, g->own, sizeof k->own);
  k->stock_n = g->stock_n;
  return g_bytes_new_take (k, sizeof *k);
}

/* Every legal play of the turn's player, suits told apart, and a pass
 * when there is a play to pass on. */
static GtMove *
ref_moves (const GtGame *g,
           guint        *n)
{
  GtRuleCtx ctx;
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  guint count;
  GtMove *out;

  gt_game_rule_ctx (g, &ctx);
  count = gt_moves_generate_counts (&ctx, g->hand[g->turn], table, GT_MOVES_ALL, NULL, 0);
  g_assert_cmpuint (count, !=, GT_MOVES_INVALID);
  out = g_new0 (GtMove, count + 1);
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, g->hand[g->turn], table, GT_MOVES_ALL, out, count),
                    ==, count);
  if (table != NULL)
    out[count++].combo.type = GT_COMBO_NONE;    /* the pass: n == 0 */
  *n = count;
  return out;
}

/* The value for S–N: S and N choose (one winning play is enough), E and W
 * choose (every play must win). */
static gboolean
ref_value (Ref          *r,
           const GtGame *g)
{
  gboolean reached, or_node, value;
  GBytes *key;
  gpointer hit;
  GtMove *moves;
  guint n;

  if (gt_goal_decided (&r->goal, g, &reached))
    return reached;
  g_assert_cmpuint (g->phase, ==, GT_PHASE_PLAY);
  g_assert_cmpuint (g->turn, <, g->n_seats);
  key = ref_key (g);
  hit = g_hash_table_lookup (r->memo, key);
  if (hit != NULL)
    {
      g_bytes_unref (key);
      return GPOINTER_TO_UINT (hit) - 1;
    }
  r->nodes++;
  or_node = gt_game_same_side (g, g->turn, GT_SEAT_S);
  value = !or_node;
  moves = ref_moves (g, &n);
  for (guint i = 0; i < n && value != or_node; i++)
    {
      GtGame child;

      gt_game_copy (&child, g);
      if (moves[i].n > 0)
        gt_game_play_fast (&child, &moves[i]);
      else
        gt_game_pass_fast (&child);
      if (ref_value (r, &child) == or_node)
        value = or_node;
    }
  g_free (moves);
  g_hash_table_insert (r->memo, key, GUINT_TO_POINTER (value + 1));
  return value;
}

/* The solver against the reference on g: the value, and when S or N is to
 * move every winning first play (each of the root's plays, as the solver
 * lists them, valued by the reference).  Returns the value. */
static gboolean
check_position (GtSolver     *solver,
                const GtGame *g,
                const GtGoal *goal)
{
  Ref r = { *goal, g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL), 0 };
  GtSolveResult res;
  gboolean want = ref_value (&r, g);
  g_autofree char *text = gt_game_save_string (g, g->rs, "position");
  g_autofree char *goal_text = gt_goal_to_string (goal);

  g_assert_true (gt_solver_solve (solver, g, goal, &res));
  if (res.solvable != want)
    g_error ("%s, %s: the solver says %s, the reference %s\n%s", g->rs->id, goal_text,
             res.solvable ? "won" : "lost", want ? "won" : "lost", text);
  if (gt_game_same_side (g, g->turn, GT_SEAT_S))
    {
      GtMove *root = g_new (GtMove, GT_MOVES_MAX);
      guint n = gt_solver_moves (g, root, GT_MOVES_MAX), wins = 0;

      g_assert_cmpuint (n, <=, GT_MOVES_MAX);
      for (guint i = 0; i < n; i++)
        {
          GtGame child;
          gboolean listed = FALSE, wins_here;

          gt_game_copy (&child, g);
          if (root[i].n > 0)
            gt_game_play_fast (&child, &root[i]);
          else
            gt_game_pass_fast (&child);
          wins_here = ref_value (&r, &child);
          for (guint j = 0; j < res.winning->len; j++)
            listed = listed || gt_move_same (&g_array_index (res.winning, GtMove, j), &root[i]);
          if (listed != wins_here)
            {
              GtRuleCtx ctx;
              GtCardList list;
              g_autofree char *play = NULL;

              gt_game_rule_ctx (g, &ctx);
              gt_move_to_card_list (&ctx, &root[i], &list);
              play = root[i].n > 0 ? gt_card_list_to_string (&list) : g_strdup ("pass");
              g_error ("%s, %s: the solver %s %s among the winning plays, the reference says it %s\n%s",
                       g->rs->id, goal_text, listed ? "lists" : "leaves out", play,
                       wins_here ? "wins" : "loses", text);
            }
          wins += wins_here;
        }
      g_assert_cmpuint (wins, ==, res.winning->len);
      g_free (root);
    }
  gt_solve_result_clear (&res);
  g_hash_table_unref (r.memo);
  return want;
}

/* ---- Random positions ---------------------------------------------------- */

/* The cards of rs's deck under variants, shuffled. */
static guint
shuffled_deck (GRand           *rand,
               const GtRuleset *rs,
               guint32          variants,
               GtCard          *deck)
{
  guint8 copies[GT_CARD_KINDS];
  guint n = 0;

  gt_ruleset_deck (rs, variants, copies);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint i = 0; i < copies[c]; i++)
      deck[n++] = (GtCard) c;
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      GtCard t = deck[i];

      deck[i] = deck[j];
      deck[j] = t;
    }
  return n;
}

static void
append_cards (GString      *text,
              const GtCard *cards,
              guint         n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i ? " " : "", gt_card_to_string (cards[i]));
}

static void
load (GtGame          *g,
      const GtRuleset *rs,
      const char      *text)
{
  g_autoptr (GError) error = NULL;

  gt_game_init (g, rs, 0);
  if (!gt_game_load_string (g, rs, text, "position", &error))
    g_error ("bad position: %s\n%s", error->message, text);
}

/* Half the positions with the first player's play made, so that the
 * others answer a table; FALSE when that play ended the deal. */
static gboolean
maybe_first_play (GRand  *rand,
                  GtGame *g,
                  guint   i)
{
  GtMove *first;
  guint n;

  if (i % 2 == 0)
    return TRUE;
  first = g_new (GtMove, GT_MOVES_MAX);
  n = gt_solver_moves (g, first, GT_MOVES_MAX);
  g_assert_cmpuint (n, >, 0);
  gt_game_play_fast (g, &first[g_rand_int_range (rand, 0, (gint32) MIN (n, GT_MOVES_MAX))]);
  g_free (first);
  g_assert_true (gt_game_check_invariants (g, TRUE, NULL));
  return g->phase == GT_PHASE_PLAY;
}

/* Checks every goal the game allows on g; counts the values into won and
 * lost. */
static void
check_goals (GtSolver *solver,
             GtGame   *g,
             guint    *won,
             guint    *lost)
{
  static const char *const goals[] = { "first-out", "team-first", "double" };

  for (guint i = 0; i < G_N_ELEMENTS (goals); i++)
    {
      GtGoal goal;
      gboolean reached;

      g_assert_true (gt_goal_parse (goals[i], &goal));
      if (!gt_goal_allowed (g->rs, &goal) || gt_goal_decided (&goal, g, &reached))
        continue;
      if (check_position (solver, g, &goal))
        (*won)++;
      else
        (*lost)++;
    }
}

/* Guandan: two to four seats of S E N W, two to four cards each (four at
 * most with four seats), a random level (its wild cards among the cards). */
static void
make_guandan (GRand  *rand,
              guint   i G_GNUC_UNUSED,
              GtGame *g)
{
  static const char *const names[] = { "S", "E", "N", "W" };
  static const guint masks[] = { 0x3, 0x5, 0xb, 0xf };
  GtCard deck[GT_CARD_KINDS * 4];
  guint mask = masks[g_rand_int_range (rand, 0, G_N_ELEMENTS (masks))], k = 0;
  guint most = mask == 0xf ? 4 : 5;
  GString *text = g_string_new ("[position]\n");

  shuffled_deck (rand, gt_ruleset_guandan (), 0, deck);
  g_string_append_printf (text, "level=%s\n", gt_rank_to_string ((guint) g_rand_int_range (rand, 2, 15)));
  for (guint s = 0; s < 4; s++)
    if (mask & (1u << s))
      {
        guint c = (guint) g_rand_int_range (rand, 1, (gint32) most + 1);

        g_string_append_printf (text, "%s=", names[s]);
        append_cards (text, deck + k, c);
        g_string_append_c (text, '\n');
        k += c;
      }
  g_string_append (text, "turn=S\n");
  load (g, gt_ruleset_guandan (), text->str);
  g_string_free (text, TRUE);
}

/* Gan Deng Yan: three or four seats of one to four cards, a stock of up to
 * four cards, with one deck or with two (two copies of every card) in
 * turn, two positions each. */
static void
make_gandengyan (GRand  *rand,
                 guint   i,
                 GtGame *g)
{
  gboolean two = i % 4 >= 2;
  GtCard deck[GT_CARD_KINDS * 4];
  guint seats = (guint) g_rand_int_range (rand, 3, 5), k = 0, stock;
  GString *text = g_string_new ("[position]\n");
  GtRuleCtx ctx;

  gt_rule_ctx_init (&ctx, gt_ruleset_gandengyan (), 2);
  if (two)
    g_assert_true (gt_ruleset_set_variant (gt_ruleset_gandengyan (), &ctx, "two-decks"));
  shuffled_deck (rand, gt_ruleset_gandengyan (), ctx.variants, deck);
  if (two)
    g_string_append (text, "variants=two-decks\n");
  for (guint s = 0; s < seats; s++)
    {
      guint c = (guint) g_rand_int_range (rand, 1, s == 0 ? 5 : 4);

      g_string_append_printf (text, "%u=", s + 1);
      append_cards (text, deck + k, c);
      g_string_append_c (text, '\n');
      k += c;
    }
  stock = (guint) g_rand_int_range (rand, 0, 5);
  if (stock > 0)
    {
      g_string_append (text, "stock=");
      append_cards (text, deck + k, stock);
      g_string_append_c (text, '\n');
    }
  g_string_append (text, "turn=1\n");
  load (g, gt_ruleset_gandengyan (), text->str);
  g_string_free (text, TRUE);
}

/* Bao Huang, four decks: two or three seats, the emperor and (with three)
 * a guard or none, one seat holding three or four copies of one card (the
 * counts a key capped at two copies mixed up) besides up to three other
 * cards, the others two to four cards. */
static void
make_baohuang (GRand  *rand,
               guint   i G_GNUC_UNUSED,
               GtGame *g)
{
  GtCard deck[GT_CARD_KINDS * 4], hand[8];
  guint8 copies[GT_CARD_KINDS];
  guint seats = (guint) g_rand_int_range (rand, 2, 4), k = 0, n_deck;
  guint planted = (guint) g_rand_int_range (rand, 0, (gint32) seats);
  guint emperor = (guint) g_rand_int_range (rand, 0, (gint32) seats);
  GString *text = g_string_new ("[position]\n");
  GtCard kind;

  n_deck = shuffled_deck (rand, gt_ruleset_baohuang (), 0, deck);
  gt_ruleset_deck (gt_ruleset_baohuang (), 0, copies);
  /* The planted kind: its copies come out of the deck. */
  do
    kind = deck[g_rand_int_range (rand, 0, (gint32) n_deck)];
  while (copies[kind] < 4 || gt_card_is_joker (kind));
  for (guint s = 0; s < seats; s++)
    {
      guint c = 0;

      if (s == planted)
        {
          guint copies_planted = (guint) g_rand_int_range (rand, 3, 5);

          for (guint j = 0; j < copies_planted; j++)
            hand[c++] = kind;
        }
      for (guint extra = (guint) g_rand_int_range (rand, s == planted ? 0 : 2, s == planted ? 3 : 5);
           extra > 0; extra--)
        {
          while (deck[k] == kind)
            k++;
          hand[c++] = deck[k++];
        }
      g_string_append_printf (text, "%u=", s + 1);
      append_cards (text, hand, c);
      g_string_append_c (text, '\n');
    }
  g_string_append_printf (text, "emperor=%u\n", emperor + 1);
  if (seats == 3 && g_rand_boolean (rand))
    g_string_append_printf (text, "guard=%u\n", (emperor + 1) % seats + 1);
  else
    g_string_append (text, "guard=-\n");
  g_string_append (text, "turn=1\n");
  load (g, gt_ruleset_baohuang (), text->str);
  g_string_free (text, TRUE);
}

/* Dou Dizhu: the landlord and one farmer (the C++ negamax's endgames,
 * bench-ddz-endgame) or all three seats, two to seven cards each (five
 * with three seats), the landlord at random. */
static void
make_doudizhu (GRand  *rand,
               guint   i G_GNUC_UNUSED,
               GtGame *g)
{
  GtCard deck[GT_CARD_KINDS];
  guint seats = (guint) g_rand_int_range (rand, 2, 4), k = 0;
  guint most = seats == 2 ? 7 : 5;
  GString *text = g_string_new ("[position]\n");

  shuffled_deck (rand, gt_ruleset_doudizhu (), 0, deck);
  for (guint s = 0; s < seats; s++)
    {
      guint c = (guint) g_rand_int_range (rand, 2, (gint32) most + 1);

      g_string_append_printf (text, "%u=", s + 1);
      append_cards (text, deck + k, c);
      g_string_append_c (text, '\n');
      k += c;
    }
  g_string_append_printf (text, "landlord=%d\nturn=1\n", g_rand_int_range (rand, 1, (gint32) seats + 1));
  load (g, gt_ruleset_doudizhu (), text->str);
  g_string_free (text, TRUE);
}

/* The i-th random position of a game. */
typedef void (*MakeFunc) (GRand  *rand,
                          guint   i,
                          GtGame *g);

/* Random positions of one game against the reference, for every goal it
 * allows; both values must turn up. */
static void
check_game (gconstpointer data)
{
  MakeFunc make = (MakeFunc) data;
  GRand *rand = g_rand_new_with_seed (seed);
  GtSolver *solver = gt_solver_new ();
  guint n = g_test_slow () ? 300 : 80, won = 0, lost = 0;
  GtGame g;

  for (guint i = 0; i < n; i++)
    {
      make (rand, i, &g);
      if (maybe_first_play (rand, &g, i))
        check_goals (solver, &g, &won, &lost);
    }
  g_test_message ("%s: %u won, %u lost", g.rs->id, won, lost);
  g_assert_cmpuint (won, >, 0);
  g_assert_cmpuint (lost, >, 0);
  gt_solver_free (solver);
  g_rand_free (rand);
}

/* ---- Many layouts at once ------------------------------------------------ */

/* Plays GT_LAYOUTS_BEST stopped valuing, over the test: some must be. */
static guint layouts_dropped;

/* gt_solver_solve_layouts() on a batch of layouts against one
 * gt_solver_solve() per layout on a fresh solver: each play good in as
 * many layouts, the same layouts won. */
static void
check_layouts (GRand        *rand,
               GtSolver     *batch,
               const GtGame *g,
               guint         n_layouts)
{
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GtSolver *single = gt_solver_new ();
  GtGame *layouts = g_new (GtGame, n_layouts);
  gboolean or_node = gt_game_same_side (g, g->turn, GT_SEAT_S);

  layouts[0] = *g;
  for (guint l = 1; l < n_layouts; l++)
    {
      gt_layout_random (g, g->turn, rand, &layouts[l]);
      g_assert_true (gt_game_check_invariants (&layouts[l], TRUE, NULL));
    }
  for (guint gi = 0; gi < G_N_ELEMENTS (goals); gi++)
    {
      GtGoal goal;
      GtBatchResult res;
      guint won = 0, *good;
      gboolean reached;

      g_assert_true (gt_goal_parse (goals[gi], &goal));
      /* (A goal decided already has no winning plays to count.) */
      if (!gt_goal_allowed (g->rs, &goal) || gt_goal_decided (&goal, g, &reached))
        continue;
      g_assert_true (gt_solver_solve_layouts (batch, layouts, n_layouts, &goal, GT_LAYOUTS_ALL, &res));
      g_assert_cmpuint (res.n_layouts, ==, n_layouts);
      good = g_new0 (guint, MAX (res.n_moves, 1));
      for (guint l = 0; l < n_layouts; l++)
        {
          GtSolveResult one;

          g_assert_true (gt_solver_solve (single, &layouts[l], &goal, &one));
          won += one.solvable;
          for (guint i = 0; i < res.n_moves; i++)
            {
              GtGame child = layouts[l];
              GtSolveResult after;

              /* Whether the play is good for its side in this layout:
               * S–N to move, among the winning plays; E–W to move, the
               * goal not forced after it. */
              if (or_node)
                {
                  for (guint j = 0; j < one.winning->len; j++)
                    if (memcmp (&g_array_index (one.winning, GtMove, j), &res.moves[i], sizeof (GtMove)) == 0)
                      good[i]++;
                  continue;
                }
              gt_game_play_fast (&child, &res.moves[i]);
              g_assert_true (gt_solver_solve (single, &child, &goal, &after));
              good[i] += !after.solvable;
              gt_solve_result_clear (&after);
            }
          gt_solve_result_clear (&one);
        }
      g_assert_cmpuint (res.won, ==, won);
      g_assert_cmpmem (res.good, res.n_moves * sizeof (guint), good, res.n_moves * sizeof (guint));
      /* Only the best: the plays good in the most layouts, exactly, and
       * every other play dropped with fewer. */
      {
        GtBatchResult best;
        guint most = 0;

        g_assert_true (gt_solver_solve_layouts (batch, layouts, n_layouts, &goal, GT_LAYOUTS_BEST, &best));
        g_assert_cmpuint (best.n_moves, ==, res.n_moves);
        for (guint i = 0; i < res.n_moves; i++)
          most = MAX (most, good[i]);
        for (guint i = 0; i < res.n_moves; i++)
          {
            if (good[i] == most)
              {
                g_assert_cmpuint (best.solved[i], ==, n_layouts);
                g_assert_cmpuint (best.good[i], ==, most);
              }
            else if (best.solved[i] == n_layouts)
              g_assert_cmpuint (best.good[i], ==, good[i]);
            else
              {
                g_assert_cmpuint (best.good[i] + (n_layouts - best.solved[i]), <, most);
                layouts_dropped++;
              }
            g_assert_cmpuint (best.good[i], <=, good[i]);
          }
        gt_batch_result_clear (&best);
      }
      g_free (good);
      gt_batch_result_clear (&res);
    }
  g_free (layouts);
  gt_solver_free (single);
}

static void
test_layouts (void)
{
  GRand *rand = g_rand_new_with_seed (seed);
  GtSolver *batch = gt_solver_new ();
  GtGoal goal = { GT_GOAL_FIRST_OUT, 0 };
  GtBatchResult res;
  GtGame two[2];

  for (guint i = 0; i < 30; i++)
    {
      GtGame g;

      if (i % 3 == 0)
        make_guandan (rand, i, &g);
      else if (i % 3 == 1)
        make_gandengyan (rand, i, &g);
      else
        make_baohuang (rand, i, &g);
      if (maybe_first_play (rand, &g, i / 3))
        check_layouts (rand, batch, &g, 8);
    }
  g_test_message ("%u plays no longer valued once they could not be the best", layouts_dropped);
  g_assert_cmpuint (layouts_dropped, >, 0);
  /* Layouts of two different decisions are refused. */
  make_guandan (rand, 0, &two[0]);
  two[1] = two[0];
  two[1].turn = (guint8) gt_game_next_active (&two[0], two[0].turn);
  g_assert_false (gt_solver_solve_layouts (batch, two, 2, &goal, GT_LAYOUTS_ALL, &res));
  gt_batch_result_clear (&res);
  gt_solver_free (batch);
  g_rand_free (rand);
}

/* Issue 28's position: with three 8s and the King against a pair of 9s,
 * the King wins (the 9s must break or pass, and the three 8s go out
 * after), which a key that counted three 8s as two hid: the solver took
 * the hand for S8 S8 SK. */
static void
test_baohuang_three_copies (void)
{
  GtSolver *solver = gt_solver_new ();
  GtGoal goal = { GT_GOAL_FIRST_OUT, 0 };
  GtSolveResult res;
  GtGame g;
  gboolean king = FALSE;

  load (&g, gt_ruleset_baohuang (),
        "[position]\n1=S8 S8 S8 SK\n2=H9 D9\nemperor=2\nguard=-\nturn=1\n");
  g_assert_true (check_position (solver, &g, &goal));
  g_assert_true (gt_solver_solve (solver, &g, &goal, &res));
  for (guint i = 0; i < res.winning->len; i++)
    {
      const GtMove *m = &g_array_index (res.winning, GtMove, i);
      guint8 counts[GT_CARD_KINDS];

      gt_card_set_to_counts (&m->cards, counts);
      king = king || (m->n == 1 && counts[GT_CARD_MAKE (GT_RANK_K, GT_SUIT_SPADES)] == 1);
    }
  g_assert_true (king);
  gt_solve_result_clear (&res);
  /* The same with four 8s: the four are a bomb of their own. */
  load (&g, gt_ruleset_baohuang (),
        "[position]\n1=S8 S8 S8 S8 SK\n2=H9 D9\nemperor=2\nguard=-\nturn=1\n");
  check_position (solver, &g, &goal);
  gt_solver_free (solver);
}

int
main (int   argc,
      char *argv[])
{
  const char *s = g_getenv ("GT_TEST_SEED");

  g_test_init (&argc, &argv, NULL);
  if (s != NULL)
    seed = (guint32) strtoul (s, NULL, 10);
  g_test_add_func ("/solver-reference/baohuang-three-copies", test_baohuang_three_copies);
  g_test_add_data_func ("/solver-reference/guandan", (gconstpointer) make_guandan, check_game);
  g_test_add_data_func ("/solver-reference/gandengyan", (gconstpointer) make_gandengyan, check_game);
  g_test_add_data_func ("/solver-reference/baohuang", (gconstpointer) make_baohuang, check_game);
  g_test_add_data_func ("/solver-reference/doudizhu", (gconstpointer) make_doudizhu, check_game);
  g_test_add_func ("/solver-reference/layouts", test_layouts);
  return g_test_run ();
}
