/* bench-moves.c — how long move generation takes, and how many plays a hand has
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints nanoseconds per generation for fixed, seeded inputs:
 *   - all plays of a 27-card hand holding both wild cards, leading (the
 *     target of issue 4: under 1 ms), also in by-rank mode;
 *   - following a single and a pair with such a hand (target: under 20 µs),
 *     and following a straight and a bomb for comparison.
 * Each timed call goes through gt_moves_generate_counts(), the solver's entry
 * point, so the conversion from per-kind counts is included.
 *
 * It also prints the largest number of plays met over many random 27-card
 * hands and over "clustered" ones (27 cards from four neighbouring ranks, the
 * shape with the most pairs, triples, full houses, tubes and plates), which
 * and the hand with the most plays known (found by hill climbing: six ranks
 * of all four suits and both wild cards), which is what GT_MOVES_MAX is sized
 * from; and the heap allocated during the timed calls (glibc's mallinfo2),
 * which must be 0.
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "gt-card.h"
#include "gt-moves.h"
#include "gt-ruleset.h"
#include "guandan/gd-kinds.h"

#define N_HANDS 256
#define N_SURVEY 20000
#define BUF (1u << 17)

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e9 + (double) ts.tv_nsec;
}

/* A 27-card hand with `wilds` wild cards, the rest from ranks lo … hi of the
 * double deck (the wild cards' own kind excluded). */
static void
deal (GRand  *rand,
      guint   level,
      guint   wilds,
      guint   lo,
      guint   hi,
      guint8  counts[GT_CARD_KINDS])
{
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  GtCard pool[2 * GT_CARD_KINDS];
  guint n = 0, have = wilds;

  memset (counts, 0, GT_CARD_KINDS);
  counts[wild] = (guint8) wilds;
  /* The double deck: every kind of a standard deck, twice. */
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    {
      guint r = gt_card_rank ((GtCard) c);
      if (c == wild || ((r < lo || r > hi) && !(gt_card_is_joker ((GtCard) c) && hi > GT_RANK_A)))
        continue;
      pool[n++] = (GtCard) c;
      pool[n++] = (GtCard) c;
    }
  while (have < 27 && n > 0)
    {
      guint i = (guint) g_rand_int_range (rand, 0, (gint32) n);
      counts[pool[i]]++;
      pool[i] = pool[--n];
      have++;
    }
}

typedef struct {
  GtRuleCtx ctx;
  guint8 counts[GT_CARD_KINDS];
  GtCombo table;
  gboolean has_table;
} Input;

/* Every input is a hand the generator takes: the timed loop adds up counts
 * and must never meet GT_MOVES_INVALID, which is no count. */
static void
check_inputs (const Input *in,
              guint        n,
              GtMove      *buf)
{
  for (guint i = 0; i < n; i++)
    g_assert (gt_moves_generate_counts (&in[i].ctx, in[i].counts, in[i].has_table ? &in[i].table : NULL,
                                        GT_MOVES_ALL, buf, BUF) != GT_MOVES_INVALID);
}

static double
time_inputs (const Input *in,
             guint        n,
             guint        rounds,
             GtMovesFlags flags,
             GtMove      *buf,
             guint       *plays)
{
  guint sum = 0;
  double t0 = now_ns ();

  for (guint r = 0; r < rounds; r++)
    for (guint i = 0; i < n; i++)
      sum += gt_moves_generate_counts (&in[i].ctx, in[i].counts,
                                       in[i].has_table ? &in[i].table : NULL,
                                       flags, buf, BUF);
  *plays = sum / rounds;
  return (now_ns () - t0) / ((double) rounds * n);
}

/* Inputs following a table of the given type and size: for each hand, a
 * random play of that shape from another random hand at the same level. */
static void
make_following (GRand       *rand,
                const Input *lead,
                guint        type,
                guint        size,
                Input       *out,
                GtMove      *buf)
{
  for (guint i = 0; i < N_HANDS; i++)
    {
      guint8 other[GT_CARD_KINDS];
      guint n, k = 0;

      out[i] = lead[i];
      out[i].has_table = FALSE;
      while (!out[i].has_table)
        {
          deal (rand, lead[i].ctx.level, (guint) g_rand_int_range (rand, 0, 3),
                GT_RANK_2, GT_RANK_RJ, other);
          n = gt_moves_generate_counts (&lead[i].ctx, other, NULL, GT_MOVES_ALL, buf, BUF);
          g_assert (n != GT_MOVES_INVALID);
          for (guint j = 0; j < n; j++)
            if (buf[j].combo.type == type && buf[j].combo.size == size &&
                g_rand_int_range (rand, 0, (gint32) ++k) == 0)
              {
                out[i].table = buf[j].combo;
                out[i].has_table = TRUE;
              }
        }
    }
}

int
main (void)
{
  static Input lead[N_HANDS], single[N_HANDS], pair[N_HANDS], straight[N_HANDS], bomb[N_HANDS];
  GtMove *buf = g_new (GtMove, BUF);
  GRand *rand = g_rand_new_with_seed (20260401);
  struct mallinfo2 before, after;
  guint plays, max_random = 0, max_clustered = 0, cl_level = 0, cl_lo = 0;
  double ns[7];
  guint n_plays[7];
  Input worst;

  /* Survey: the most plays a 27-card hand makes. */
  for (guint i = 0; i < N_SURVEY; i++)
    {
      GtRuleCtx ctx;
      guint8 counts[GT_CARD_KINDS];
      guint level = (guint) g_rand_int_range (rand, 2, 15);
      guint lo = (guint) g_rand_int_range (rand, 1, 12), n;
      gboolean clustered = i % 2 == 1;

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      if (clustered)
        deal (rand, level, 2, lo == 1 ? GT_RANK_2 : lo, lo == 1 ? 5 : lo + 3, counts);
      else
        deal (rand, level, (guint) g_rand_int_range (rand, 0, 3), GT_RANK_2, GT_RANK_RJ, counts);
      n = gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, buf, BUF);
      g_assert (n != GT_MOVES_INVALID);
      if (clustered && n > max_clustered)
        {
          max_clustered = n;
          cl_level = level;
          cl_lo = lo;
        }
      if (!clustered)
        max_random = MAX (max_random, n);
    }

  for (guint i = 0; i < N_HANDS; i++)
    {
      guint level = (guint) g_rand_int_range (rand, 2, 15);
      gt_rule_ctx_init (&lead[i].ctx, gt_ruleset_guandan (), level);
      deal (rand, level, 2, GT_RANK_2, GT_RANK_RJ, lead[i].counts);
      lead[i].has_table = FALSE;
    }
  make_following (rand, lead, GD_COMBO_SINGLE, 1, single, buf);
  make_following (rand, lead, GD_COMBO_PAIR, 2, pair, buf);
  make_following (rand, lead, GD_COMBO_STRAIGHT, 5, straight, buf);
  make_following (rand, lead, GD_COMBO_BOMB, 4, bomb, buf);

  /* The hand with the most plays known. */
  gt_rule_ctx_init (&worst.ctx, gt_ruleset_guandan (), 2);
  memset (worst.counts, 0, sizeof worst.counts);
  worst.counts[GT_CARD_MAKE (2, GT_SUIT_HEARTS)] = 2;
  for (guint r = 3; r <= 8; r++)
    for (guint s = 0; s < 4; s++)
      worst.counts[GT_CARD_MAKE (r, s)] = 1;
  worst.counts[GT_CARD_MAKE (9, GT_SUIT_DIAMONDS)] = 1;
  worst.has_table = FALSE;

  check_inputs (lead, N_HANDS, buf);
  check_inputs (single, N_HANDS, buf);
  check_inputs (pair, N_HANDS, buf);
  check_inputs (straight, N_HANDS, buf);
  check_inputs (bomb, N_HANDS, buf);
  check_inputs (&worst, 1, buf);

  /* Warm the caches, then measure; print only afterwards, since stdio
   * allocates its buffer on first use. */
  time_inputs (lead, N_HANDS, 5, GT_MOVES_ALL, buf, &plays);
  before = mallinfo2 ();
  ns[0] = time_inputs (lead, N_HANDS, 50, GT_MOVES_ALL, buf, &n_plays[0]);
  ns[1] = time_inputs (lead, N_HANDS, 50, GT_MOVES_BY_RANK, buf, &n_plays[1]);
  ns[2] = time_inputs (single, N_HANDS, 2000, GT_MOVES_ALL, buf, &n_plays[2]);
  ns[3] = time_inputs (pair, N_HANDS, 2000, GT_MOVES_ALL, buf, &n_plays[3]);
  ns[4] = time_inputs (straight, N_HANDS, 500, GT_MOVES_ALL, buf, &n_plays[4]);
  ns[5] = time_inputs (bomb, N_HANDS, 2000, GT_MOVES_ALL, buf, &n_plays[5]);
  ns[6] = time_inputs (&worst, 1, 500, GT_MOVES_ALL, buf, &n_plays[6]);
  after = mallinfo2 ();

  printf ("lead, 27 cards, both wild cards:   %9.0f ns per generation  (%7.1f plays on average)\n",
          ns[0], (double) n_plays[0] / N_HANDS);
  printf ("  the same, by rank:               %9.0f ns per generation  (%7.1f plays on average)\n",
          ns[1], (double) n_plays[1] / N_HANDS);
  printf ("follow a single:                   %9.0f ns per generation  (%7.1f plays on average)\n",
          ns[2], (double) n_plays[2] / N_HANDS);
  printf ("follow a pair:                     %9.0f ns per generation  (%7.1f plays on average)\n",
          ns[3], (double) n_plays[3] / N_HANDS);
  printf ("follow a straight:                 %9.0f ns per generation  (%7.1f plays on average)\n",
          ns[4], (double) n_plays[4] / N_HANDS);
  printf ("follow a bomb of 4:                %9.0f ns per generation  (%7.1f plays on average)\n",
          ns[5], (double) n_plays[5] / N_HANDS);
  printf ("lead, the hand with the most plays: %8.0f ns per generation  (%7u plays)\n",
          ns[6], n_plays[6]);
  printf ("most plays of a 27-card hand: %u over %u random hands, %u over %u clustered ones "
          "(level %s, ranks from %u), %u for the worst known; GT_MOVES_MAX is %u\n",
          max_random, N_SURVEY / 2, max_clustered, N_SURVEY / 2,
          gt_rank_to_string (cl_level), cl_lo, n_plays[6], GT_MOVES_MAX);
  printf ("heap allocated during the timed calls: %zu bytes\n",
          after.uordblks > before.uordblks ? after.uordblks - before.uordblks : (size_t) 0);

  g_free (buf);
  g_rand_free (rand);
  return 0;
}
