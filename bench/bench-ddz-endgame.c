/* bench-ddz-endgame.c — the solver on two-player Dou Dizhu endgames, per node
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question of the public C++ negamax of YunyanDeng/doudizhu_endgame:
 * the landlord and one farmer, both hands open, the landlord to lead — can
 * the landlord go out first, and with which first plays?  Here the
 * landlord is seat 1 (the learner's, S), the farmer seat 2, seat 3 not in
 * play, the goal first-out; every solve is the full gt_solver_solve(), the
 * value and every winning first play.
 *
 * Usage: bench-ddz-endgame [-v] [-w FILE] [-c FILE] [N [LORD [FARMER]]]
 *   N seeded deals (default 20) of LORD and FARMER cards (default 10 and
 *   10) from one shuffled 54-card deck.
 *   -v       every solve: hands, value, winning first plays, nodes, time.
 *   -w FILE  writes the deals in the other program's input form, one a
 *            line: "LORD FARMER" in its card letters (3 … 9, 0 for the 10,
 *            J Q K A 2, Y the small joker, Z the big one).
 *   -c FILE  reads the other program's answers, a line per deal in the
 *            same order ("win|lose NODES CPU_MS PLAY,PLAY,…", the winning
 *            first plays in the same letters, ascending; "-" for none), and
 *            prints them beside this solver's, with each disagreement in the
 *            value or the winning plays, and both sides' time per node.
 * docs/benchmarks.md ("Dou Dizhu endgames against the C++ negamax") has the
 * driver that runs the other program and the figures.
 *
 * Times are CPU times of the process (a steadier measure than the wall
 * clock on a loaded machine).  A node is a call of the search function, as
 * the other program's is a call of its negamax().
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gt-solver.h"

#define SEED 20261207u
#define DDZ_DECK 54

/* The other program's letters, by strength (3 … the big joker). */
static const char letters[] = "34567890JQKA2YZ";

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* The letter index of a card: 3 is 0 … A 11, 2 12, the jokers 13 and 14. */
static guint
letter_of (GtCard c)
{
  guint r = gt_card_rank (c);

  if (c == GT_CARD_BJ)
    return 13;
  if (c == GT_CARD_RJ)
    return 14;
  return r == GT_RANK_2 ? 12 : r - 3;
}

/* Cards (counts per kind) in the other program's letters, ascending. */
static void
letters_of_counts (const guint8  counts[GT_CARD_KINDS],
                   GString      *out)
{
  guint per[15] = { 0 };

  for (guint k = 0; k < GT_CARD_STANDARD_KINDS; k++)
    per[letter_of ((GtCard) k)] += counts[k];
  for (guint l = 0; l < 15; l++)
    for (guint i = 0; i < per[l]; i++)
      g_string_append_c (out, letters[l]);
}

static void
deal (GRand  *rand,
      guint   lord,
      guint   farmer,
      GtGame *g)
{
  GtCard deck[DDZ_DECK];
  g_autoptr (GString) text = g_string_new ("[position]\n");
  GError *error = NULL;

  for (guint i = 0; i < DDZ_DECK; i++)
    deck[i] = (GtCard) i;
  for (guint i = DDZ_DECK - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint) i + 1);
      GtCard t = deck[i];

      deck[i] = deck[j];
      deck[j] = t;
    }
  for (guint seat = 0; seat < 2; seat++)
    {
      guint from = seat == 0 ? 0 : lord, n = seat == 0 ? lord : farmer;

      g_string_append_printf (text, "%u=", seat + 1);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (text, "%s%s", i ? " " : "", gt_card_to_string (deck[from + i]));
      g_string_append_c (text, '\n');
    }
  g_string_append (text, "landlord=1\nturn=1\n");
  if (!gt_game_load_string (g, gt_ruleset_doudizhu (), text->str, "position", &error))
    g_error ("%s", error->message);
}

static int
cmp_str (gconstpointer a,
         gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The winning first plays as the other program prints them: each play's
 * letters, ascending, the plays sorted and each once (this solver lists
 * the suits of a play apart, the other program does not). */
static char *
winning_plays (const GArray *winning)
{
  g_autoptr (GPtrArray) plays = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < winning->len; i++)
    {
      const GtMove *m = &g_array_index (winning, GtMove, i);
      guint8 counts[GT_CARD_KINDS];
      GString *s = g_string_new (NULL);

      gt_card_set_to_counts (&m->cards, counts);
      letters_of_counts (counts, s);
      g_ptr_array_add (plays, g_string_free (s, FALSE));
    }
  g_ptr_array_sort (plays, cmp_str);
  for (guint i = 0; i < plays->len; i++)
    if (i == 0 || strcmp (plays->pdata[i], plays->pdata[i - 1]) != 0)
      g_string_append_printf (out, "%s%s", out->len ? "," : "", (char *) plays->pdata[i]);
  if (out->len == 0)
    g_string_append_c (out, '-');
  return g_string_free (out, FALSE);
}

typedef struct {
  gboolean win;
  guint64 nodes;
  double ms;
  char plays[4096];
} Theirs;

static gboolean
read_theirs (FILE   *f,
             Theirs *t)
{
  char value[8];

  return fscanf (f, "%7s %" G_GUINT64_FORMAT " %lf %4095s", value, &t->nodes, &t->ms, t->plays) == 4 &&
         ((t->win = strcmp (value, "win") == 0) || strcmp (value, "lose") == 0);
}

int
main (int   argc,
      char *argv[])
{
  const char *write_path = NULL, *compare_path = NULL;
  gboolean verbose = FALSE;
  guint n = 20, lord = 10, farmer = 10, won = 0, disagree = 0, disagree_plays = 0;
  guint64 nodes = 0, their_nodes = 0;
  double ms = 0, their_ms = 0;
  GtGoal goal = { GT_GOAL_FIRST_OUT, 0, 0 };
  FILE *w = NULL, *c = NULL;
  GRand *rand = g_rand_new_with_seed (SEED);
  GtSolver *solver = gt_solver_new ();
  int i;

  /* One thread: the C++ program it is set against searches on one, and
   * node counts repeat only there (gt_solver_set_threads()). */
  gt_solver_set_threads (solver, 1);

  for (i = 1; i < argc && argv[i][0] == '-'; i++)
    if (strcmp (argv[i], "-v") == 0)
      verbose = TRUE;
    else if (strcmp (argv[i], "-w") == 0 && i + 1 < argc)
      write_path = argv[++i];
    else if (strcmp (argv[i], "-c") == 0 && i + 1 < argc)
      compare_path = argv[++i];
    else
      {
        fprintf (stderr, "usage: %s [-v] [-w FILE] [-c FILE] [N [LORD [FARMER]]]\n", argv[0]);
        return 2;
      }
  if (i < argc)
    n = (guint) atoi (argv[i++]);
  if (i < argc)
    lord = (guint) atoi (argv[i++]);
  if (i < argc)
    farmer = (guint) atoi (argv[i++]);
  if (n == 0 || lord == 0 || farmer == 0 || lord > 20 || farmer > 17)
    {
      fprintf (stderr, "%s: give 1 deal or more, 1–20 landlord cards and 1–17 farmer cards\n", argv[0]);
      return 2;
    }
  if (write_path != NULL && (w = fopen (write_path, "w")) == NULL)
    {
      fprintf (stderr, "%s: cannot write %s\n", argv[0], write_path);
      return 1;
    }
  if (compare_path != NULL && (c = fopen (compare_path, "r")) == NULL)
    {
      fprintf (stderr, "%s: cannot read %s\n", argv[0], compare_path);
      return 1;
    }

  /* The first solve pays for touching the tables' memory: not a deal's. */
  {
    GtGame g;
    GtSolveResult r;

    deal (rand, lord, farmer, &g);
    gt_solver_solve (solver, &g, &goal, &r);
    gt_solve_result_clear (&r);
    g_rand_set_seed (rand, SEED);
  }

  for (guint d = 0; d < n; d++)
    {
      GtGame g;
      GtSolveResult r;
      g_autoptr (GString) hands = g_string_new (NULL);
      g_autofree char *plays = NULL;
      double t0;
      Theirs t;

      deal (rand, lord, farmer, &g);
      letters_of_counts (g.hand[0], hands);
      g_string_append_c (hands, ' ');
      letters_of_counts (g.hand[1], hands);
      if (w != NULL)
        fprintf (w, "%s\n", hands->str);

      t0 = cpu_ms ();
      gt_solver_solve (solver, &g, &goal, &r);
      r.ms = cpu_ms () - t0;
      plays = winning_plays (r.winning);
      nodes += r.nodes;
      ms += r.ms;
      won += r.solvable;

      if (c != NULL)
        {
          gboolean same_value, same_plays;

          if (!read_theirs (c, &t))
            {
              fprintf (stderr, "%s: %s: no answer for deal #%u\n", argv[0], compare_path, d);
              return 1;
            }
          same_value = t.win == r.solvable;
          same_plays = strcmp (t.plays, plays) == 0;
          disagree += !same_value;
          disagree_plays += same_value && !same_plays;
          their_nodes += t.nodes;
          their_ms += t.ms;
          if (verbose || !same_value || !same_plays)
            printf ("#%-3u %-34s here %-4s %9" G_GUINT64_FORMAT " nodes %8.2f ms | C++ %-4s %9"
                    G_GUINT64_FORMAT " nodes %8.2f ms%s\n", d, hands->str,
                    r.solvable ? "win" : "lose", r.nodes, r.ms, t.win ? "win" : "lose", t.nodes,
                    t.ms, !same_value ? "  VALUES DIFFER" : !same_plays ? "  PLAYS DIFFER" : "");
          if (!same_plays)
            printf ("     winning first plays here: %s\n     winning first plays C++:  %s\n", plays, t.plays);
        }
      else if (verbose)
        printf ("#%-3u %-34s %-4s %9" G_GUINT64_FORMAT " nodes %8.2f ms  %s\n", d, hands->str,
                r.solvable ? "win" : "lose", r.nodes, r.ms, plays);
      gt_solve_result_clear (&r);
    }

  printf ("%u deals, landlord %u cards, farmer %u: landlord wins %u; mean %.0f nodes, %.2f ms; "
          "%.0f ns a node\n", n, lord, farmer, won, (double) nodes / n, ms / n, ms * 1e6 / MAX (nodes, 1));
  if (c != NULL)
    printf ("C++ negamax: mean %.0f nodes, %.2f ms; %.0f ns a node (%.2f× this solver's); "
            "values differ in %u deals, winning plays (same value) in %u\n",
            (double) their_nodes / n, their_ms / n, their_ms * 1e6 / MAX (their_nodes, 1),
            (their_ms / MAX (their_nodes, 1)) / (ms / MAX (nodes, 1)), disagree, disagree_plays);
  if (w != NULL)
    fclose (w);
  if (c != NULL)
    fclose (c);
  gt_solver_free (solver);
  g_rand_free (rand);
  return 0;
}
