/* bench-classify.c — how long a classification and a comparison take
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints nanoseconds per call for fixed, seeded mixes of selections:
 *   - 5-card selections holding exactly one undeclared wild card (the
 *     target of issue 2: under 200 ns);
 *   - a general mix of 1–10 cards, with and without wild cards, shaped like
 *     real plays (runs, pairs, bombs) as well as random cards;
 *   - beats() on pairs of readings drawn from that mix.
 * Heap allocation during the timed calls is measured too (glibc's mallinfo2
 * before and after): readings() and beats() use only the stack, so it must
 * print 0.
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <time.h>

#include "gt-card.h"
#include "gt-ruleset.h"

#define N_SELECTIONS 4096
#define ROUNDS 200

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e9 + (double) ts.tv_nsec;
}

/* A random selection of n cards from a 108-card deck (at most two of each
 * kind), built around a shape so that most selections are real plays. */
static void
random_selection (GRand      *rand,
                  guint       level,
                  guint       n,
                  gboolean    shaped,
                  guint       wilds,
                  GtCardList *out)
{
  guint8 used[GT_CARD_KINDS] = { 0 };
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  guint start = (guint) g_rand_int_range (rand, 2, 11);
  guint suit = (guint) g_rand_int_range (rand, 0, 4);

  gt_card_list_init (out);
  for (guint i = 0; i < wilds && out->n < n; i++)
    {
      gt_card_list_append (out, wild, GT_CARD_NONE);
      used[wild]++;
    }
  while (out->n < n)
    {
      GtCard c;
      if (shaped && n == 5)
        c = GT_CARD_MAKE (start + out->n, g_rand_boolean (rand) ? suit : (guint) g_rand_int_range (rand, 0, 4));
      else if (shaped)
        c = GT_CARD_MAKE (start + (guint) g_rand_int_range (rand, 0, 2), (guint) g_rand_int_range (rand, 0, 4));
      else
        c = (GtCard) g_rand_int_range (rand, 0, GT_CARD_STANDARD_KINDS);
      if (c == wild || used[c] >= 2)
        {
          shaped = FALSE;
          continue;
        }
      used[c]++;
      gt_card_list_append (out, c, GT_CARD_NONE);
    }
}

static double
time_readings (const GtRuleset  *rs,
               const GtRuleCtx  *ctxs,
               const GtCardList *sels,
               guint            *total_readings)
{
  GtReading out[GT_READINGS_MAX];
  guint sum = 0;
  double t0 = now_ns ();

  for (guint r = 0; r < ROUNDS; r++)
    for (guint i = 0; i < N_SELECTIONS; i++)
      sum += rs->readings (&ctxs[i], &sels[i], out, GT_READINGS_MAX);
  *total_readings = sum;
  return (now_ns () - t0) / ((double) ROUNDS * N_SELECTIONS);
}

int
main (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  static GtCardList one_wild[N_SELECTIONS], mix[N_SELECTIONS];
  static GtRuleCtx ctx_one[N_SELECTIONS], ctx_mix[N_SELECTIONS];
  static GtCombo combos[N_SELECTIONS];
  guint n_combos = 0, sum, sum_one;
  GRand *rand = g_rand_new_with_seed (20261122);
  struct mallinfo2 before, after;
  double ns_one, ns_mix, ns_beats, t0;
  guint beats = 0;

  for (guint i = 0; i < N_SELECTIONS; i++)
    {
      guint level = (guint) g_rand_int_range (rand, 2, 15);
      guint n = (guint) g_rand_int_range (rand, 1, 11);

      gt_rule_ctx_init (&ctx_one[i], gt_ruleset_guandan (), level);
      random_selection (rand, level, 5, g_rand_int_range (rand, 0, 4) != 0, 1, &one_wild[i]);
      gt_rule_ctx_init (&ctx_mix[i], gt_ruleset_guandan (), level);
      random_selection (rand, level, n, g_rand_boolean (rand),
                        (guint) g_rand_int_range (rand, 0, 3), &mix[i]);
    }

  /* Warm the caches, then measure. */
  time_readings (rs, ctx_one, one_wild, &sum);
  before = mallinfo2 ();
  ns_one = time_readings (rs, ctx_one, one_wild, &sum_one);
  ns_mix = time_readings (rs, ctx_mix, mix, &sum);

  for (guint i = 0; i < N_SELECTIONS; i++)
    {
      GtReading rd;
      if (gt_ruleset_read_table (rs, &ctx_mix[i], &mix[i], &rd))
        combos[n_combos++] = rd.combo;
    }
  t0 = now_ns ();
  for (guint r = 0; r < ROUNDS * 4; r++)
    for (guint i = 0; i + 1 < n_combos; i++)
      beats += rs->beats (&ctx_mix[0], &combos[i], NULL, &combos[i + 1], NULL, NULL);
  ns_beats = (now_ns () - t0) / ((double) ROUNDS * 4 * (n_combos - 1));
  after = mallinfo2 ();
  printf ("classify 5 cards, 1 wild:   %7.1f ns per call  (%u readings per %u calls)\n",
          ns_one, sum_one / ROUNDS, N_SELECTIONS);
  printf ("classify mix of 1-10 cards: %7.1f ns per call  (%u readings per %u calls)\n",
          ns_mix, sum / ROUNDS, N_SELECTIONS);
  printf ("beats:                      %7.1f ns per call  (%u of %u pairs beat)\n",
          ns_beats, beats / (ROUNDS * 4), n_combos - 1);
  printf ("heap allocated during the timed calls: %zu bytes\n",
          after.uordblks > before.uordblks ? after.uordblks - before.uordblks : (size_t) 0);

  g_rand_free (rand);
  return 0;
}
