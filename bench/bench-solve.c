/* bench-solve.c — how long the puzzle solver takes
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints milliseconds and nodes per solve for fixed, seeded inputs:
 *   - the fewest-plays split of full 27-card hands (the shed goal's core;
 *     target: under 1 ms each);
 *   - 4-seat endgames, 7 cards a seat, dealt from a shuffled double deck at
 *     a random level, solved for first-out, team-first and double (target:
 *     under 1 s each);
 *   - smaller endgames (2 and 3 seats) for scale;
 *   - many layouts of one decision (4 seats, 5 and 6 cards, 32 deals of
 *     the cards S does not see): solves per second as one batch
 *     (gt_solver_solve_layouts), as a batch for the best plays only, and
 *     one by one.
 * Usage: bench-solve [-v] [-d I] [-t T] [N [FILTER]] — N endgames of each
 * kind (default 12); with FILTER only the kinds whose name and goal contain
 * it ("7 cards double") are solved (the others are still dealt, so the
 * inputs stay the same); -v prints every solve; -d I solves only endgame
 * #I of each kind (with -v, to look at one deal of the tail); -t T solves
 * on T threads (gt_solver_set_threads(); default 0, the solver's own
 * choice: the machine's processors, at most 4).  Times are wall clock
 * and, in brackets or as "cpu", the process's CPU time, which threads
 * add up.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gt-solver.h"
#include "gt-solver-private.h"

/* Guandan's seats: S E N W. */
#define GD_SEATS 4

#define SEED 20261122u

static const char *filter;
static gboolean verbose;
static int only = -1;
static guint threads;

static void
shuffle_deck (GRand  *rand,
              GtCard  deck[GT_GAME_DECK])
{
  for (guint i = 0; i < GT_GAME_DECK; i++)
    deck[i] = (GtCard) (i % GT_CARD_STANDARD_KINDS);
  for (guint i = GT_GAME_DECK - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint) i + 1);
      GtCard t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
}

static void
endgame (GRand  *rand,
         GtGame *g,
         guint   seats,
         guint   per_seat)
{
  GtCard deck[GT_GAME_DECK];
  guint k = 0;

  shuffle_deck (rand, deck);
  gt_game_init (g, gt_ruleset_guandan (), 0);
  g->level = (guint8) g_rand_int_range (rand, 2, 15);
  g->levels[0] = g->levels[1] = g->level;
  g->phase = GT_PHASE_PLAY;
  g->seats = (guint8) seats;
  g->deal_no = 1;
  for (guint s = 0; s < GD_SEATS; s++)
    {
      if (!(seats & (1u << s)))
        continue;
      for (guint i = 0; i < per_seat; i++)
        g->hand[s][deck[k++]]++;
      g->count[s] = (guint8) per_seat;
    }
  g->turn = GT_SEAT_S;
  g->lead_reason = GT_LEAD_SET;
}

/* The process's CPU time in ms: under a loaded machine's time slicing
 * a steadier measure than the wall clock. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* The winning first plays as one number, whatever their order: so that two
 * builds' -v outputs, side by side, show the same plays or not (a change
 * to the search must leave every one as it was). */
static guint32
plays_print (const GArray *winning)
{
  guint32 sum = 0;

  for (guint i = 0; i < winning->len; i++)
    {
      const GtMove *m = &g_array_index (winning, GtMove, i);
      guint32 h = 2166136261u;
      guint8 bytes[sizeof m->cards + 8 + GT_WILD_MAX];

      memcpy (bytes, &m->cards, sizeof m->cards);
      bytes[sizeof m->cards] = m->combo.type;
      bytes[sizeof m->cards + 1] = m->combo.rank;
      bytes[sizeof m->cards + 2] = m->combo.size;
      bytes[sizeof m->cards + 3] = m->combo.bomb;
      bytes[sizeof m->cards + 4] = m->combo.key;
      bytes[sizeof m->cards + 5] = m->combo.suit;
      bytes[sizeof m->cards + 6] = m->n;
      bytes[sizeof m->cards + 7] = m->n_wild;
      for (guint w = 0; w < GT_WILD_MAX; w++)
        bytes[sizeof m->cards + 8 + w] = m->as[w];
      for (guint b = 0; b < sizeof bytes; b++)
        h = (h ^ bytes[b]) * 16777619u;
      sum += h;
    }
  return sum;
}

static void
bench_endgames (GtSolver   *solver,
                GRand      *rand,
                const char *name,
                guint       seats,
                guint       per_seat,
                guint       n)
{
  static const char *const goals[] = { "first-out", "team-first", "double" };
  for (guint gi = 0; gi < G_N_ELEMENTS (goals); gi++)
    {
      /* The filter is matched against "4 seats, 7 cards first-out" etc. */
      g_autofree char *what = g_strdup_printf ("%s %s", name, goals[gi]);
      gboolean skip = filter != NULL && strstr (what, filter) == NULL;
      GtGoal goal;
      double *ms = g_new (double, n), total = 0, cpu_total = 0;
      guint64 nodes = 0, max_nodes = 0, busiest = 0, max_busiest = 0;
      guint solvable = 0;

      gt_goal_parse (goals[gi], &goal);
      for (guint i = 0; i < n; i++)
        {
          GtSolveResult r;
          GtGame g;
          double cpu0, cpu;

          endgame (rand, &g, seats, per_seat);
          ms[i] = 0;
          if (skip || (only >= 0 && i != (guint) only))
            continue;
          cpu0 = cpu_ms ();
          gt_solver_solve (solver, &g, &goal, &r);
          cpu = cpu_ms () - cpu0;
          cpu_total += cpu;
          ms[i] = r.ms;
          total += r.ms;
          nodes += r.nodes;
          max_nodes = MAX (max_nodes, r.nodes);
          busiest += gt_solver_busiest_nodes (solver);
          max_busiest = MAX (max_busiest, gt_solver_busiest_nodes (solver));
          solvable += r.solvable;
          if (verbose)
            printf ("  %-28s %-10s #%-3u %9.2f ms (cpu %9.2f) %10" G_GUINT64_FORMAT " nodes "
                    "(busiest thread %10" G_GUINT64_FORMAT ")  %s, %u winning (%08x)\n",
                    name, goals[gi], i, r.ms, cpu, r.nodes, gt_solver_busiest_nodes (solver),
                    r.solvable ? "solvable" : "not solvable", r.winning->len,
                    plays_print (r.winning));
          gt_solve_result_clear (&r);
        }
      if (skip || only >= 0)
        {
          g_free (ms);
          continue;
        }
      qsort (ms, n, sizeof (double), cmp_double);
      printf ("%-28s %-10s mean %9.2f ms (cpu %9.2f)  median %9.2f ms  max %9.2f ms  "
              "mean %10.0f nodes  max %10" G_GUINT64_FORMAT " nodes  "
              "busiest thread: mean %10.0f max %10" G_GUINT64_FORMAT "  %u/%u solvable\n",
              name, goals[gi], total / n, cpu_total / n, ms[n / 2], ms[n - 1],
              (double) nodes / n, max_nodes, (double) busiest / n, max_busiest, solvable, n);
      g_free (ms);
    }
}

static void
bench_layouts (GtSolver *solver,
               guint     per_seat,
               guint     n)
{
  enum { LAYOUTS = 32 };
  static const char *const goals[] = { "first-out", "team-first", "double" };
  GRand *rand = g_rand_new_with_seed (SEED + per_seat);
  GtGame *layouts = g_new (GtGame, LAYOUTS);

  for (guint gi = 0; gi < G_N_ELEMENTS (goals); gi++)
    {
      g_autofree char *what = g_strdup_printf ("layouts, %u-card 4-seat %s", per_seat, goals[gi]);
      gboolean skip = filter != NULL && strstr (what, filter) == NULL;
      double batch_ms = 0, single_ms = 0, best_ms = 0, t0;
      double batch_wall = 0, single_wall = 0, best_wall = 0;
      gint64 w0;
      guint64 batch_nodes = 0, single_nodes = 0, best_nodes = 0, batch_busiest = 0;
      GtGoal goal;

      gt_goal_parse (goals[gi], &goal);
      for (guint i = 0; i < n; i++)
        {
          GtBatchResult b;

          endgame (rand, &layouts[0], 0xf, per_seat);
          for (guint l = 1; l < LAYOUTS; l++)
            gt_layout_random (&layouts[0], GT_SEAT_S, rand, &layouts[l]);
          if (skip)
            continue;
          /* Each way first in turn: whichever runs later finds the
           * memos of hands and tables warm. */
          for (guint way = 0; way < 3; way++)
            if ((way + i) % 3 == 0)
              {
                t0 = cpu_ms ();
                w0 = g_get_monotonic_time ();
                gt_solver_solve_layouts (solver, layouts, LAYOUTS, &goal, GT_LAYOUTS_ALL, &b);
                batch_wall += (g_get_monotonic_time () - w0) / 1000.0;
                batch_ms += cpu_ms () - t0;
                batch_nodes += b.nodes;
                batch_busiest += gt_solver_busiest_nodes (solver);
              }
            else if ((way + i) % 3 == 1)
              {
                GtBatchResult bb;

                t0 = cpu_ms ();
                w0 = g_get_monotonic_time ();
                gt_solver_solve_layouts (solver, layouts, LAYOUTS, &goal, GT_LAYOUTS_BEST, &bb);
                best_wall += (g_get_monotonic_time () - w0) / 1000.0;
                best_ms += cpu_ms () - t0;
                best_nodes += bb.nodes;
                gt_batch_result_clear (&bb);
              }
            else
              {
                t0 = cpu_ms ();
                w0 = g_get_monotonic_time ();
                for (guint l = 0; l < LAYOUTS; l++)
                  {
                    GtSolveResult r;

                    gt_solver_solve (solver, &layouts[l], &goal, &r);
                    single_nodes += r.nodes;
                    gt_solve_result_clear (&r);
                  }
                single_wall += (g_get_monotonic_time () - w0) / 1000.0;
                single_ms += cpu_ms () - t0;
              }
          if (verbose)
            printf ("  %-28s #%-3u batch %9.2f ms %10" G_GUINT64_FORMAT " nodes, S won in %u of %u\n",
                    what, i, b.ms, b.nodes, b.won, LAYOUTS);
          gt_batch_result_clear (&b);
        }
      if (skip)
        continue;
      /* Solves per second of wall clock, and (cpu) of the CPU time. */
      printf ("%-33s batch %6.0f solves/s (cpu %6.0f; %6.0f nodes each, %6.0f on the busiest thread)  "
              "best only %6.0f solves/s (cpu %6.0f; %6.0f nodes each)  "
              "one by one %6.0f solves/s (cpu %6.0f; %6.0f nodes each)  (%u positions × %u layouts)\n",
              what, n * LAYOUTS / (batch_wall / 1000.0), n * LAYOUTS / (batch_ms / 1000.0),
              (double) batch_nodes / (n * LAYOUTS), (double) batch_busiest / (n * LAYOUTS),
              n * LAYOUTS / (best_wall / 1000.0), n * LAYOUTS / (best_ms / 1000.0),
              (double) best_nodes / (n * LAYOUTS),
              n * LAYOUTS / (single_wall / 1000.0), n * LAYOUTS / (single_ms / 1000.0),
              (double) single_nodes / (n * LAYOUTS), n, LAYOUTS);
    }
  g_free (layouts);
  g_rand_free (rand);
}

static void
bench_split (GtSolver *solver,
             GRand    *rand)
{
  enum { HANDS = 2000 };
  GtGame *games = g_new (GtGame, HANDS);
  gint64 t0;
  double us, max_us = 0;
  guint sum = 0;

  for (guint i = 0; i < HANDS; i++)
    endgame (rand, &games[i], 0x1, 27);
  t0 = g_get_monotonic_time ();
  for (guint i = 0; i < HANDS; i++)
    {
      gint64 t1 = g_get_monotonic_time ();
      sum += gt_solver_min_plays (solver, &games[i], GT_SEAT_S);
      max_us = MAX (max_us, (double) (g_get_monotonic_time () - t1));
    }
  us = (double) (g_get_monotonic_time () - t0) / HANDS;
  printf ("%-28s mean %9.3f ms  max %9.3f ms  mean %.2f plays  (%d hands)\n",
          "split, 27 cards", us / 1000.0, max_us / 1000.0, (double) sum / HANDS, HANDS);

  /* The shed goal's full solve: every winning first play of a 27-card hand. */
  {
    GtGoal goal = { GT_GOAL_SHED, 0 };
    double total = 0, max_ms = 0;
    guint64 nodes = 0;

    for (guint i = 0; i < 50; i++)
      {
        GtSolveResult r;

        goal.plays = (guint8) gt_solver_min_plays (solver, &games[i], GT_SEAT_S);
        gt_solver_solve (solver, &games[i], &goal, &r);
        total += r.ms;
        max_ms = MAX (max_ms, r.ms);
        nodes += r.nodes;
        gt_solve_result_clear (&r);
      }
    printf ("%-28s mean %9.3f ms  max %9.3f ms  mean %.0f nodes  (50 hands, every first play)\n",
            "shed solve, 27 cards", total / 50, max_ms, (double) nodes / 50);
  }
  g_free (games);
}

int
main (int   argc,
      char *argv[])
{
  GRand *rand = g_rand_new_with_seed (SEED);
  GtSolver *solver = gt_solver_new ();
  guint n;

  for (;;)
    if (argc > 1 && strcmp (argv[1], "-v") == 0)
      {
        verbose = TRUE;
        argc--;
        argv++;
      }
    else if (argc > 2 && strcmp (argv[1], "-d") == 0)
      {
        only = atoi (argv[2]);
        argc -= 2;
        argv += 2;
      }
    else if (argc > 2 && strcmp (argv[1], "-t") == 0)
      {
        threads = (guint) atoi (argv[2]);
        argc -= 2;
        argv += 2;
      }
    else
      break;
  gt_solver_set_threads (solver, threads);
  n = argc > 1 ? (guint) atoi (argv[1]) : 12;
  filter = argc > 2 ? argv[2] : NULL;
  if (n == 0)
    n = 12;
  if (filter == NULL || strstr ("split, 27 cards", filter) != NULL)
    bench_split (solver, rand);
  else
    {
      /* The same draws, unsolved: the endgames stay those of a full run. */
      GtGame g;
      for (guint i = 0; i < 2000; i++)
        endgame (rand, &g, 0x1, 27);
    }
  bench_endgames (solver, rand, "2 seats (S E), 10 cards", 0x3, 10, n);
  bench_endgames (solver, rand, "3 seats (S E W), 7 cards", 0xb, 7, n);
  bench_endgames (solver, rand, "4 seats, 5 cards", 0xf, 5, n);
  bench_endgames (solver, rand, "4 seats, 6 cards", 0xf, 6, n);
  bench_endgames (solver, rand, "4 seats, 7 cards", 0xf, 7, n);
  bench_layouts (solver, 5, n);
  bench_layouts (solver, 6, n);

  gt_solver_free (solver);
  g_rand_free (rand);
  return 0;
}
