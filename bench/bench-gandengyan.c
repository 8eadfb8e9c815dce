/* bench-gandengyan.c — how long Gan Deng Yan's hot paths take
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints, for fixed seeded inputs:
 *   - readings() of 5-card selections holding one joker (target: under
 *     200 ns a call), and beats() on readings drawn from them;
 *   - every play of a 6-card hand, the dealer's hand of the deal (target:
 *     under 1 ms), leading and following a single;
 *   - self-play: whole deals of four players a second.
 * Heap allocation during the timed readings and beats is measured (glibc's
 * mallinfo2): both use only the stack, so it must print 0.
 * Usage: bench-gandengyan [ROUNDS]
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gt-game.h"
#include "gt-moves.h"
#include "gt-selfplay.h"
#include "gandengyan/gdy-kinds.h"

#define N_SELECTIONS 4096
#define N_HANDS 1024

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e9 + (double) ts.tv_nsec;
}

/* Five cards of one deck, one of them a joker, the others near each other
 * (so that many are sequences, pairs or bombs, as real plays are). */
static void
five_with_joker (GRand      *rand,
                 GtCardList *out)
{
  guint8 used[GT_CARD_KINDS] = { 0 };
  guint start = (guint) g_rand_int_range (rand, 3, 11);

  gt_card_list_init (out);
  gt_card_list_append (out, g_rand_boolean (rand) ? GT_CARD_BJ : GT_CARD_RJ, GT_CARD_NONE);
  while (out->n < 5)
    {
      GtCard c = g_rand_int_range (rand, 0, 3) == 0
                 ? (GtCard) g_rand_int_range (rand, 0, GT_CARD_BJ)
                 : GT_CARD_MAKE (start + (guint) g_rand_int_range (rand, 0, 5), (guint) g_rand_int_range (rand, 0, 4));
      if (used[c])
        continue;
      used[c] = 1;
      gt_card_list_append (out, c, GT_CARD_NONE);
    }
}

int
main (int    argc,
      char **argv)
{
  const GtRuleset *rs = gt_ruleset_gandengyan ();
  guint rounds = argc > 1 ? (guint) atoi (argv[1]) : 200;
  GRand *rand = g_rand_new_with_seed (20261127u);
  GtCardList *sels = g_new (GtCardList, N_SELECTIONS);
  GtReading readings[GT_READINGS_MAX];
  GtCombo *combos = g_new0 (GtCombo, N_SELECTIONS);
  GtCardSet *hands = g_new (GtCardSet, N_HANDS);
  GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  GtRuleCtx ctx;
  GtCombo single = { GDY_COMBO_SINGLE, 7, 1, 0, 7, GT_SUIT_NONE, { 0, 0 } };
  struct mallinfo2 m0, m1;
  double t0, t;
  guint total = 0, n_read = 0, legal = 0;
  guint64 plays = 0;
  volatile guint sink = 0;

  gt_rule_ctx_init (&ctx, rs, 2);
  for (guint i = 0; i < N_SELECTIONS; i++)
    five_with_joker (rand, &sels[i]);

  /* Readings of 5 cards with one joker. */
  m0 = mallinfo2 ();
  t0 = now_ns ();
  for (guint r = 0; r < rounds; r++)
    for (guint i = 0; i < N_SELECTIONS; i++)
      {
        guint n = rs->readings (&ctx, &sels[i], readings, GT_READINGS_MAX);
        total += n;
        if (n > 0 && r == 0)
          combos[n_read++] = readings[0].combo;
      }
  t = (now_ns () - t0) / ((double) rounds * N_SELECTIONS);
  m1 = mallinfo2 ();
  for (guint i = 0; i < N_SELECTIONS; i++)
    legal += rs->readings (&ctx, &sels[i], readings, GT_READINGS_MAX) > 0;
  printf ("readings, 5 cards with one joker   %8.1f ns/call   (%u of %u selections read, %.2f readings each; heap %zd bytes)\n",
          t, legal, N_SELECTIONS, (double) total / ((double) rounds * N_SELECTIONS), (ssize_t) (m1.uordblks - m0.uordblks));

  /* beats() on pairs of those readings. */
  m0 = mallinfo2 ();
  t0 = now_ns ();
  for (guint r = 0; r < rounds * 4; r++)
    for (guint i = 0; i + 1 < n_read; i++)
      sink += rs->beats (&ctx, &combos[i], NULL, &combos[i + 1], NULL, NULL);
  t = (now_ns () - t0) / ((double) rounds * 4 * (n_read - 1));
  m1 = mallinfo2 ();
  printf ("beats                              %8.1f ns/call   (heap %zd bytes)\n", t, (ssize_t) (m1.uordblks - m0.uordblks));

  /* Every play of the dealer's six cards. */
  for (guint i = 0; i < N_HANDS; i++)
    {
      GtGame g;
      gt_game_init_seats (&g, rs, 4, 0);
      gt_game_deal (&g, rand);
      gt_card_set_from_counts (&hands[i], g.hand[g.turn]);
    }
  for (guint lead = 0; lead < 2; lead++)
    {
      guint reps = MAX (rounds / 20, 1u), most = 0;
      plays = 0;
      t0 = now_ns ();
      for (guint r = 0; r < reps; r++)
        for (guint i = 0; i < N_HANDS; i++)
          {
            guint n = gt_moves_generate_set (&ctx, &hands[i], lead ? NULL : &single, GT_MOVES_ALL, moves, GT_MOVES_MAX);
            plays += n;
            most = MAX (most, n);
          }
      t = (now_ns () - t0) / ((double) reps * N_HANDS);
      printf ("moves, 6-card hand, %s   %8.2f µs/hand   (%.1f plays a hand, at most %u)\n",
              lead ? "leading        " : "on a single 7  ", t / 1000.0, (double) plays / ((double) reps * N_HANDS), most);
    }

  /* Whole deals. */
  {
    GtSelfplay *sp = gt_selfplay_new (rs, 1, 0);
    GtSelfplayStats st = { 0 };
    guint deals = MAX (rounds * 10, 100u);

    gt_selfplay_set_seats (sp, 4);
    t0 = now_ns ();
    for (guint i = 0; i < deals; i++)
      gt_selfplay_game (sp, &st, NULL);
    t = (now_ns () - t0) / 1e9;
    printf ("self-play, 4 players                %8.0f deals/s  (%u deals, %.1f plays a deal)\n",
            deals / t, deals, (double) st.plays / deals);
    gt_selfplay_free (sp);
  }

  g_free (sels);
  g_free (combos);
  g_free (hands);
  g_free (moves);
  g_rand_free (rand);
  return sink == 12345 ? 1 : 0;
}
