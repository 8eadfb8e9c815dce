/* test-guandan-crosscheck.c — the engine's classifier against the reference
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine reads a selection by reasoning about the holes its wild cards
 * could fill (src/engine/gt-guandan.c); the reference (gt-reference.c) tries
 * every card for every wild card.  Here both read many thousands of random
 * selections, at random levels, and must agree on every reading; the two
 * comparators must agree on every pair of combinations.
 *
 * Uniformly random cards are rarely a combination, so half the selections
 * are built near one — a run, a pair, a bomb, a full house, jokers — and then
 * disturbed: cards swapped for wild cards, a card added or taken away, a wild
 * card declared.  That way every type, every bomb and the wrap-around and
 * mixed-joker corner cases come up many times.
 *
 * The seed is fixed so that a failure can be replayed; set GT_TEST_SEED to
 * try others.  `-m slow` runs ten times as many selections.
 */
#include "gt-card.h"
#include "gt-ruleset.h"
#include "gt-reference.h"
#include "guandan/gd-kinds.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_SEED 20260117u
#define BIG 256                 /* room well above GT_READINGS_MAX */
#define MAX_REPORTS 20

static const GtRuleset *rs;
static guint32 seed = DEFAULT_SEED;

/* ---- Random selections ---------------------------------------------------- */

typedef struct {
  GRand *rand;
  guint level;
  guint8 left[GT_CARD_KINDS];   /* copies of each card not yet taken */
  GtCardList play;
} Gen;

static guint
rnd (Gen  *g,
     guint n)
{
  return (guint) g_rand_int_range (g->rand, 0, (gint32) n);
}

static gboolean
chance (Gen  *g,
        guint percent)
{
  return rnd (g, 100) < percent;
}

/* Takes one copy of a card if the deck still has one. */
static gboolean
take (Gen    *g,
      GtCard  c)
{
  if (g->play.n >= 10 || g->left[c] == 0)
    return FALSE;
  g->left[c]--;
  gt_card_list_append (&g->play, c, GT_CARD_NONE);
  return TRUE;
}

/* Takes a card of the rank in any suit still left, preferring suit. */
static gboolean
take_rank (Gen   *g,
           guint  rank,
           guint  suit)
{
  if (rank == GT_RANK_ACE_LOW)
    rank = GT_RANK_A;
  if (rank >= GT_RANK_BJ)
    return take (g, rank == GT_RANK_BJ ? GT_CARD_BJ : GT_CARD_RJ);
  if (suit < 4 && take (g, GT_CARD_MAKE (rank, suit)))
    return TRUE;
  for (guint s = 0, first = rnd (g, 4); s < 4; s++)
    if (take (g, GT_CARD_MAKE (rank, (first + s) % 4)))
      return TRUE;
  return FALSE;
}

static void
take_random (Gen *g)
{
  guint total = 0, k;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    total += g->left[c];
  if (total == 0)
    return;
  k = rnd (g, total);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (k < g->left[c])
        {
          take (g, (GtCard) c);
          return;
        }
      k -= g->left[c];
    }
}

static void
drop (Gen   *g,
      guint  i)
{
  g->left[g->play.card[i]]++;
  memmove (&g->play.card[i], &g->play.card[i + 1], g->play.n - i - 1);
  memmove (&g->play.as[i], &g->play.as[i + 1], g->play.n - i - 1);
  g->play.n--;
}

/* A selection near a combination of some type. */
static void
near_combination (Gen *g)
{
  switch (rnd (g, 7))
    {
    case 0:
      {
        /* N of a kind, 1 … 8 natural cards. */
        guint rank = 2 + rnd (g, 13), n = 1 + rnd (g, 8);
        for (guint i = 0; i < n; i++)
          take_rank (g, rank, 4);
      }
      break;
    case 1:
    case 2:
      {
        /* A run of singles, pairs or triples, mostly of the right length;
         * starting at 1 is the low Ace, and a start near the top wraps. */
        static const guint lengths[4][4] = { { 0 }, { 5, 5, 4, 6 }, { 3, 3, 2, 4 }, { 2, 2, 3, 1 } };
        guint per = 1 + rnd (g, 3);
        guint len = lengths[per][rnd (g, 4)];
        guint start = 1 + rnd (g, 14);
        guint suit = per == 1 && chance (g, 50) ? rnd (g, 4) : 4;
        for (guint i = 0; i < len; i++)
          {
            guint r = start + i;
            if (r > GT_RANK_A)
              r -= 13;              /* Q-K-A-2-3 and the like */
            for (guint j = 0; j < per; j++)
              take_rank (g, r, suit < 4 ? suit : rnd (g, 4));
          }
      }
      break;
    case 3:
      {
        /* A full house, its pair sometimes of jokers. */
        guint tr = 2 + rnd (g, 13);
        guint pr = chance (g, 20) ? GT_RANK_BJ + rnd (g, 2) : 2 + rnd (g, 13);
        for (guint i = 0; i < 3; i++)
          take_rank (g, tr, 4);
        for (guint i = 0; i < 2; i++)
          take_rank (g, pr, 4);
      }
      break;
    case 4:
      {
        /* Jokers, alone or with a card or two; often all four. */
        guint n = 1 + rnd (g, 4);
        if (chance (g, 40))
          {
            take_rank (g, GT_RANK_BJ, 4);
            take_rank (g, GT_RANK_BJ, 4);
            take_rank (g, GT_RANK_RJ, 4);
            take_rank (g, GT_RANK_RJ, 4);
          }
        else
          for (guint i = 0; i < n; i++)
            take_rank (g, GT_RANK_BJ + rnd (g, 2), 4);
        if (chance (g, 30))
          take_random (g);
      }
      break;
    case 5:
      {
        /* A big bomb: 6 to 8 natural cards of one rank. */
        guint rank = 2 + rnd (g, 13), n = 6 + rnd (g, 3);
        for (guint i = 0; i < n; i++)
          take_rank (g, rank, 4);
      }
      break;
    case 6:
    default:
      {
        /* Two ranks in any proportion: full houses, plates, near misses. */
        guint a = 2 + rnd (g, 13), b = chance (g, 50) ? a + 1 : 2 + rnd (g, 13);
        guint na = 1 + rnd (g, 4), nb = 1 + rnd (g, 4);
        if (b > GT_RANK_A)
          b = 2;
        for (guint i = 0; i < na; i++)
          take_rank (g, a, 4);
        for (guint i = 0; i < nb; i++)
          take_rank (g, b, 4);
      }
      break;
    }
}

static void
random_selection (Gen *g)
{
  GtCard wild;

  g->level = 2 + rnd (g, 13);
  wild = GT_CARD_MAKE (g->level, GT_SUIT_HEARTS);
  gt_card_list_init (&g->play);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    g->left[c] = c < GT_CARD_STANDARD_KINDS ? 2 : 0;

  if (chance (g, 50))
    {
      guint n = 1 + rnd (g, 10);
      for (guint i = 0; i < n; i++)
        take_random (g);
    }
  else
    {
      near_combination (g);

      /* Swap up to two cards for the wild cards (they may be the hole a
       * combination needs, or spoil it). */
      for (guint k = rnd (g, 3); k > 0 && g->play.n > 0; k--)
        {
          if (g->left[wild] == 0)
            break;
          drop (g, rnd (g, g->play.n));
          take (g, wild);
        }
      if (chance (g, 25))
        take (g, wild);
      if (chance (g, 15))
        take_random (g);
      if (chance (g, 15) && g->play.n > 1)
        drop (g, rnd (g, g->play.n));
    }

  /* Declarations: mostly of a wild card as a non-joker card, now and then
   * as a joker or on a card that is not wild (both readings-free). */
  for (guint i = 0; i < g->play.n; i++)
    {
      if (g->play.card[i] == wild && chance (g, 25))
        g->play.as[i] = chance (g, 5) ? GT_CARD_BJ + rnd (g, 2) : (GtCard) rnd (g, 52);
      else if (chance (g, 1))
        g->play.as[i] = (GtCard) rnd (g, 52);
    }

  if (g->play.n == 0)
    take_random (g);
}

/* ---- Comparing the two classifiers ---------------------------------------- */

static char *
describe_set (const GtCombo *c,
              guint          n)
{
  GString *s = g_string_new ("{");
  for (guint i = 0; i < n; i++)
    {
      char *one = gt_ref_combo_to_string (&c[i]);
      g_string_append_printf (s, "%s%s", i ? ", " : " ", one);
      g_free (one);
    }
  g_string_append (s, " }");
  return g_string_free (s, FALSE);
}

static void
report (guint            *n_diff,
        const Gen        *g,
        const char       *what,
        const GtCombo    *engine,
        guint             n_engine,
        const GtCombo    *ref,
        guint             n_ref)
{
  if (++*n_diff <= MAX_REPORTS)
    {
      char *cards = gt_card_list_to_string (&g->play);
      char *e = describe_set (engine, n_engine);
      char *r = describe_set (ref, n_ref);
      g_test_message ("level %s, %s: %s\n  engine    %s\n  reference %s",
                      gt_rank_to_string (g->level), cards, what, e, r);
      g_free (cards);
      g_free (e);
      g_free (r);
    }
}

/* The cards of a play with every undeclared wild card declared as the
 * engine's reading says.  A reading fixes every card, so the reference must
 * read the result as that one combination and nothing else. */
static gboolean
declare_all (const GtRuleCtx  *ctx,
             const GtCardList *play,
             const GtReading  *reading,
             GtCardList       *out)
{
  guint w = 0;

  *out = *play;
  for (guint i = 0; i < play->n; i++)
    if (play->as[i] == GT_CARD_NONE && rs->is_wild (ctx, play->card[i]))
      {
        if (w >= reading->n_wild)
          return FALSE;
        out->as[i] = reading->as[w++];
      }
  return w == reading->n_wild;
}

/* Returns the reference's readings in rc[BIG]. */
static guint
check_selection (const Gen *g,
                 guint     *n_diff,
                 guint     *n_max,
                 GtCombo   *rc)
{
  GtReading er[BIG];
  GtCombo ec[BIG];
  GtRuleCtx ctx;
  guint n_e, n_r;

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), g->level);
  n_e = rs->readings (&ctx, &g->play, er, BIG);
  n_r = gt_ref_readings (g->level, &g->play, rc, BIG);
  g_assert_cmpuint (n_e, <=, GT_READINGS_MAX);
  g_assert_cmpuint (n_r, <=, GT_READINGS_MAX);
  *n_max = MAX (*n_max, n_r);

  for (guint i = 0; i < n_e; i++)
    ec[i] = er[i].combo;

  if (!gt_ref_same_set (ec, n_e, rc, n_r))
    {
      report (n_diff, g, "readings differ", ec, n_e, rc, n_r);
      return n_r;
    }

  /* Each reading's declarations must make exactly that combination, and a
   * straight flush's suit must be the suit of its cards. */
  for (guint i = 0; i < n_e; i++)
    {
      GtCardList fixed;
      GtCombo one[BIG];
      guint n_one = 0;

      if (declare_all (&ctx, &g->play, &er[i], &fixed))
        n_one = gt_ref_readings (g->level, &fixed, one, BIG);
      if (n_one != 1 || !gt_ref_same_set (&ec[i], 1, one, 1) ||
          (ec[i].type == GD_COMBO_STRAIGHT_FLUSH && ec[i].suit != one[0].suit))
        {
          char *what = g_strdup_printf ("declarations of reading %u (%u wild) do not make it", i, er[i].n_wild);
          report (n_diff, g, what, &ec[i], 1, one, MIN (n_one, BIG));
          g_free (what);
        }
    }
  return n_r;
}

static void
test_readings_random (void)
{
  guint n = g_test_slow () ? 1000000 : 100000;
  guint n_diff = 0, n_max = 0, n_legal = 0;
  guint seen_type[GD_COMBO_COUNT] = { 0 };
  Gen g = { 0 };

  g.rand = g_rand_new_with_seed (seed);
  for (guint i = 0; i < n; i++)
    {
      GtCombo rc[BIG];
      guint n_r;

      random_selection (&g);
      n_r = check_selection (&g, &n_diff, &n_max, rc);
      n_legal += n_r > 0;
      for (guint k = 0; k < MIN (n_r, BIG); k++)
        seen_type[rc[k].type]++;
    }
  g_rand_free (g.rand);

  g_test_message ("%u selections, %u with a reading, at most %u readings; seed %u",
                  n, n_legal, n_max, seed);
  /* Guandan's types: those after the four jokers are other games'. */
  for (guint t = GD_COMBO_SINGLE; t <= GD_COMBO_JOKER_BOMB; t++)
    {
      g_test_message ("  %-15s %u", gt_combo_kind_id (gt_ruleset_guandan (), t), seen_type[t]);
      /* The generator must really exercise every type. */
      g_assert_cmpuint (seen_type[t], >=, 50);
    }
  g_assert_cmpuint (n_diff, ==, 0);
}

/* Selections the random walk might find only rarely: every wild-card
 * selection of one and two wild cards with up to three natural cards of
 * nearby ranks, at two levels. */
static void
test_readings_wild_exhaustive (void)
{
  static const guint levels[] = { 2, 10 };
  guint n_diff = 0, n_max = 0, count = 0;

  for (guint li = 0; li < G_N_ELEMENTS (levels); li++)
    {
      guint level = levels[li];
      GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
      /* Natural cards to choose from: two ranks low, two ranks high and
       * the Ace, in two suits, plus a joker. */
      GtCard pool[] = {
        GT_CARD_MAKE (3, GT_SUIT_SPADES), GT_CARD_MAKE (3, GT_SUIT_CLUBS),
        GT_CARD_MAKE (4, GT_SUIT_SPADES), GT_CARD_MAKE (4, GT_SUIT_CLUBS),
        GT_CARD_MAKE (GT_RANK_K, GT_SUIT_SPADES), GT_CARD_MAKE (GT_RANK_K, GT_SUIT_DIAMONDS),
        GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES), GT_CARD_MAKE (GT_RANK_A, GT_SUIT_DIAMONDS),
        GT_CARD_RJ,
      };
      guint np = G_N_ELEMENTS (pool);

      for (guint w = 1; w <= 2; w++)
        for (guint a = 0; a <= np; a++)
          for (guint b = a; b <= np; b++)
            for (guint c = b; c <= np; c++)
              {
                Gen g = { 0 };
                GtCombo rc[BIG];

                g.level = level;
                gt_card_list_init (&g.play);
                for (guint k = 0; k < w; k++)
                  gt_card_list_append (&g.play, wild, GT_CARD_NONE);
                /* index np means "no card" */
                if (a < np)
                  gt_card_list_append (&g.play, pool[a], GT_CARD_NONE);
                if (b < np)
                  gt_card_list_append (&g.play, pool[b], GT_CARD_NONE);
                if (c < np)
                  gt_card_list_append (&g.play, pool[c], GT_CARD_NONE);
                check_selection (&g, &n_diff, &n_max, rc);
                count++;
              }
    }
  g_test_message ("%u selections, at most %u readings", count, n_max);
  g_assert_cmpuint (count, >, 800);
  g_assert_cmpuint (n_diff, ==, 0);
}

/* ---- Comparing the two comparators ------------------------------------------ */

/* Every combination at a level, as the engine reads it: each rank as a
 * single, pair, triple and bomb of every size, every full house, every
 * sequence, every straight flush in every suit, the jokers. */
typedef struct {
  guint n;
  GtCombo combo[1024];
} Pool;

static void
pool_add_reading_of (Pool            *pool,
                     const GtRuleCtx *ctx,
                     const GtCardList *cards)
{
  GtReading r[BIG];
  guint n = rs->readings (ctx, cards, r, BIG);

  for (guint i = 0; i < n; i++)
    {
      gboolean dup = FALSE;
      for (guint j = 0; j < pool->n && !dup; j++)
        dup = memcmp (&pool->combo[j], &r[i].combo, sizeof (GtCombo)) == 0;
      if (!dup && pool->n < G_N_ELEMENTS (pool->combo))
        pool->combo[pool->n++] = r[i].combo;
    }
}

static void
add_cards (GtCardList *l,
           guint       rank,
           guint       n)
{
  /* Cards of one rank in suit order, both copies: never more than 8. */
  for (guint i = 0; i < n; i++)
    gt_card_list_append (l, rank >= GT_RANK_BJ ? (rank == GT_RANK_BJ ? GT_CARD_BJ : GT_CARD_RJ)
                                               : GT_CARD_MAKE (rank == 1 ? GT_RANK_A : rank, i % 4),
                         GT_CARD_NONE);
}

static void
build_pool (guint  level,
            Pool  *pool)
{
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  GtRuleCtx ctx;
  GtCardList l;

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
  pool->n = 0;

  for (guint r = GT_RANK_2; r <= GT_RANK_RJ; r++)
    for (guint n = 1; n <= (r >= GT_RANK_BJ ? 2u : 8u); n++)
      {
        gt_card_list_init (&l);
        add_cards (&l, r, n);
        pool_add_reading_of (pool, &ctx, &l);
      }
  /* Nine and ten of a rank need the two wild cards. */
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    for (guint w = 1; w <= 2; w++)
      {
        gt_card_list_init (&l);
        add_cards (&l, r, 8);
        for (guint k = 0; k < w; k++)
          gt_card_list_append (&l, wild, GT_CARD_MAKE (r, GT_SUIT_SPADES));
        pool_add_reading_of (pool, &ctx, &l);
      }
  for (guint tr = GT_RANK_2; tr <= GT_RANK_A; tr++)
    for (guint pr = GT_RANK_2; pr <= GT_RANK_RJ; pr++)
      if (pr != tr)
        {
          gt_card_list_init (&l);
          add_cards (&l, tr, 3);
          add_cards (&l, pr, 2);
          pool_add_reading_of (pool, &ctx, &l);
        }
  for (guint start = 1; start + 4 <= GT_RANK_A; start++)
    for (guint suit = 0; suit <= 4; suit++)
      {
        gt_card_list_init (&l);
        for (guint i = 0; i < 5; i++)
          {
            guint r = start + i == 1 ? GT_RANK_A : start + i;
            /* suit 4: mixed suits, a plain straight */
            gt_card_list_append (&l, GT_CARD_MAKE (r, suit < 4 ? suit : (i == 0 ? 0 : 2)), GT_CARD_NONE);
          }
        pool_add_reading_of (pool, &ctx, &l);
      }
  for (guint per = 2; per <= 3; per++)
    for (guint start = 1; start + (per == 2 ? 2 : 1) <= GT_RANK_A; start++)
      {
        gt_card_list_init (&l);
        for (guint i = 0; i < (per == 2 ? 3u : 2u); i++)
          add_cards (&l, start + i, per);
        pool_add_reading_of (pool, &ctx, &l);
      }
  gt_card_list_init (&l);
  add_cards (&l, GT_RANK_BJ, 2);
  add_cards (&l, GT_RANK_RJ, 2);
  pool_add_reading_of (pool, &ctx, &l);
}

static void
test_beats_all_pairs (void)
{
  guint n_diff = 0, n_pairs = 0, n_yes = 0;
  Pool *pool = g_new0 (Pool, 1);

  for (guint level = GT_RANK_2; level <= GT_RANK_A; level++)
    {
      GtRuleCtx ctx;

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      build_pool (level, pool);
      /* 15 singles, 15 pairs, 13 triples, 13·14 full houses, 10 straights,
       * 40 straight flushes, 12 tubes, 13 plates, 7·13 bombs, four jokers. */
      g_assert_cmpuint (pool->n, ==, 15 + 15 + 13 + 13 + 10 + 40 + 12 + 13 + 7 * 13 + 1);

      for (guint i = 0; i < pool->n; i++)
        for (guint j = 0; j < pool->n; j++)
          {
            const GtCombo *a = &pool->combo[i], *b = &pool->combo[j];
            const char *rule = NULL;
            gboolean e = rs->beats (&ctx, a, NULL, b, NULL, &rule);
            gboolean r = gt_ref_beats (level, a, b);

            n_pairs++;
            n_yes += r;
            g_assert_nonnull (rule);
            if (e != r && ++n_diff <= MAX_REPORTS)
              {
                char *sa = gt_ref_combo_to_string (a), *sb = gt_ref_combo_to_string (b);
                g_test_message ("level %s: %s on %s: engine %d (%s), reference %d",
                                gt_rank_to_string (level), sa, sb, e, rule, r);
                g_free (sa);
                g_free (sb);
              }
          }
    }
  g_free (pool);
  g_test_message ("%u pairs, %u beat", n_pairs, n_yes);
  g_assert_cmpuint (n_yes, >, 0);
  g_assert_cmpuint (n_yes, <, n_pairs);
  g_assert_cmpuint (n_diff, ==, 0);
}

/* A random selection at this level that is a combination, as the engine
 * reads it (most random cards are not one, so keep drawing). */
static guint
random_readings (Gen       *g,
                 guint      level,
                 GtReading *out)
{
  GtRuleCtx ctx;
  guint n = 0;

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
  for (guint tries = 0; n == 0 && tries < 100; tries++)
    {
      random_selection (g);
      /* random_selection picks its own level; read its cards at ours. */
      n = rs->readings (&ctx, &g->play, out, BIG);
    }
  return n;
}

/* Random pairs of plays at one level, each read as the engine reads them:
 * these carry what the pool of canonical plays may lack, e.g. the keys of
 * readings with wild cards in them. */
static void
test_beats_random (void)
{
  guint n = g_test_slow () ? 200000 : 20000;
  guint n_diff = 0, n_pairs = 0;
  Gen g = { 0 };

  g.rand = g_rand_new_with_seed (seed + 1);
  for (guint i = 0; i < n; i++)
    {
      GtReading ra[BIG], rb[BIG];
      GtRuleCtx ctx;
      guint level = 2 + rnd (&g, 13);
      guint na = random_readings (&g, level, ra);
      guint nb = random_readings (&g, level, rb);

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      for (guint a = 0; a < na; a++)
        for (guint b = 0; b < nb; b++)
          {
            gboolean e = rs->beats (&ctx, &ra[a].combo, NULL, &rb[b].combo, NULL, NULL);
            gboolean r = gt_ref_beats (level, &ra[a].combo, &rb[b].combo);
            n_pairs++;
            if (e != r && ++n_diff <= MAX_REPORTS)
              {
                char *sa = gt_ref_combo_to_string (&ra[a].combo);
                char *sb = gt_ref_combo_to_string (&rb[b].combo);
                g_test_message ("level %s: %s on %s: engine %d, reference %d",
                                gt_rank_to_string (level), sa, sb, e, r);
                g_free (sa);
                g_free (sb);
              }
          }
    }
  g_rand_free (g.rand);
  g_test_message ("%u pairs of readings", n_pairs);
  g_assert_cmpuint (n_pairs, >, n);
  g_assert_cmpuint (n_diff, ==, 0);
}

/* ---- The reference itself ----------------------------------------------------- */

/* A reference that is wrong in the same way as the engine would let both
 * pass, so it gets a few checks of its own against the rules' examples. */
static void
test_reference_examples (void)
{
  static const struct {
    guint level;
    const char *cards;
    guint n;               /* readings */
    guint type, rank, bomb; /* one of them */
  } cases[] = {
    { 2, "H2", 13, GD_COMBO_SINGLE, 2, 0 },
    { 2, "H2 H2", 13, GD_COMBO_PAIR, GT_RANK_A, 0 },
    { 2, "H2 BJ", 0, 0, 0, 0 },
    { 2, "BJ RJ", 0, 0, 0, 0 },
    { 2, "BJ BJ", 1, GD_COMBO_PAIR, GT_RANK_BJ, 0 },
    { 2, "BJ BJ BJ", 0, 0, 0, 0 },
    { 2, "BJ BJ RJ RJ", 1, GD_COMBO_JOKER_BOMB, GT_RANK_RJ, 9 },
    { 2, "BJ BJ RJ H2", 0, 0, 0, 0 },
    { 5, "SA D2 C3 S4 H5", 1, GD_COMBO_STRAIGHT, 5, 0 },
    { 5, "S10 SJ SQ SK SA", 1, GD_COMBO_STRAIGHT_FLUSH, GT_RANK_A, 3 },
    { 5, "SQ DK CA S2 S3", 0, 0, 0, 0 },
    { 5, "SA DA C2 S2 D3 C3", 1, GD_COMBO_TUBE, 3, 0 },
    { 5, "SK DK CA SA DA CK", 1, GD_COMBO_PLATE, GT_RANK_A, 0 },
    { 5, "SA DA CA S2 D2 C2", 1, GD_COMBO_PLATE, 2, 0 },
    { 5, "SA DA CK SK D2 C2", 0, 0, 0, 0 },
    { 5, "S7 D7 C7 BJ BJ", 1, GD_COMBO_FULL_HOUSE, 7, 0 },
    { 5, "S7 D7 C7 BJ RJ", 0, 0, 0, 0 },
    { 5, "S3 S4 S6 S7 H5", 2, GD_COMBO_STRAIGHT_FLUSH, 7, 3 },
    { 5, "S3 S4 S6 S7 H5=S5", 1, GD_COMBO_STRAIGHT_FLUSH, 7, 3 },
    { 5, "S3 S4 S6 S7 H5=D5", 1, GD_COMBO_STRAIGHT, 7, 0 },
    { 5, "S3 S4 S6 S7 H5=BJ", 0, 0, 0, 0 },
    { 5, "S3 S4 S6 S7 S5=H5", 0, 0, 0, 0 },
    { 9, "S8 S8 D8 D8 C8 C8 H8 H8 H9 H9", 1, GD_COMBO_BOMB, 8, 8 },
    { 9, "S8 S8 D8 D8 C8 C8", 1, GD_COMBO_BOMB, 8, 4 },
    { 9, "S8 D8 C8 H9 H9", 2, GD_COMBO_BOMB, 8, 2 },
    { 9, "S8 D8 C8 H9 H9", 2, GD_COMBO_FULL_HOUSE, 8, 0 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtCardList l;
      GtCombo c[BIG];
      guint n;
      gboolean found = FALSE;

      g_test_message ("level %u: %s", cases[i].level, cases[i].cards);
      g_assert_true (gt_card_list_parse (cases[i].cards, NULL, &l, NULL));
      n = gt_ref_readings (cases[i].level, &l, c, BIG);
      g_assert_cmpuint (n, ==, cases[i].n);
      for (guint k = 0; k < n; k++)
        found |= c[k].type == cases[i].type && c[k].rank == cases[i].rank &&
                 c[k].bomb == cases[i].bomb;
      g_assert_true (n == 0 || found);
    }

  /* The single order at level 5, as the rules spell it out. */
  {
    static const guint order[] = { 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 5, 15, 16 };
    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      g_assert_cmpuint (gt_ref_single_order (5, order[i]), ==, i);
  }
}

int
main (int argc, char **argv)
{
  const char *env;

  g_test_init (&argc, &argv, NULL);
  rs = gt_ruleset_guandan ();
  env = g_getenv ("GT_TEST_SEED");
  if (env != NULL)
    seed = (guint32) g_ascii_strtoull (env, NULL, 10);

  g_test_add_func ("/guandan/crosscheck/reference", test_reference_examples);
  g_test_add_func ("/guandan/crosscheck/readings-random", test_readings_random);
  g_test_add_func ("/guandan/crosscheck/readings-wild", test_readings_wild_exhaustive);
  g_test_add_func ("/guandan/crosscheck/beats-all-pairs", test_beats_all_pairs);
  g_test_add_func ("/guandan/crosscheck/beats-random", test_beats_random);
  return g_test_run ();
}
