/* gt-solver-split.c — the fewest plays that empty a hand (the shed goal)
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A player alone at the table leads every play, so "out in at most K plays"
 * asks for the smallest partition of the hand into combinations.  No search
 * over the game is needed, and none over suits:
 *
 *   - Suits never change the number of plays.  Five consecutive ranks are
 *     one play whether they read as a straight or as a straight flush, and
 *     every other combination ignores suits (gd.suits).  So the hand is
 *     reduced to natural cards per rank c[2..14], the wild cards w (the
 *     hearts of the level rank, counted apart: they can stand for anything)
 *     and the jokers.
 *
 *   - A partition is some sequences (straights, tubes, plates: the only
 *     combinations that span ranks) plus "groups": N-of-a-kind of any size
 *     1 … 10 (single, pair, triple, bombs) and full houses, and the joker
 *     combinations.  The sequences are enumerated, each multiset once
 *     (windows in non-decreasing order), and the groups of what is left are
 *     costed exactly by group_cost().
 *
 *   - In a sequence a wild card only fills a hole.  Spending a natural card
 *     where one is held is never worse than spending the wild card: what is
 *     left then holds the wild card instead of that natural card, and a wild
 *     card can play every part the natural card could (gd.wild.any).
 *
 * group_cost(): each rank's cards (wild cards added to it, any rank may take
 * them) are cut into parts; every part of one rank is one play, except that
 * a triple and a pair together are one play (a full house).  So with A
 * triples and B pairs among P parts the cost is P − min (A, B).  Cutting a
 * rank into several parts pays only by making triples and pairs meet — a
 * 4-bomb cut in two pairs for two spare triples — so every cut of every
 * count is tried, by dynamic programming over the ranks with the state
 * A − B.  A triple and a pair of the same rank matched together are five
 * of a kind, a bomb, still one play: the count stays right.  The result
 * depends only on how many ranks hold how many cards, so it is cached by
 * that histogram.
 */
#define G_LOG_DOMAIN "gt-solver-split"

#include "config.h"

#include "gt-moves.h"
#include "gt-solver-private.h"

#include <string.h>

#define D_OFF 20          /* A − B stays within ±(13 ranks + 2 joker pairs) */
#define D_SIZE (2 * D_OFF + 1)
#define INF 1000

/* Every way of cutting c cards of one rank: parts, triples, pairs. */
typedef struct {
  guint8 n;
  struct { gint8 parts, a, b; } opt[16];
} Cuts;

static Cuts cuts[11];

static void
cuts_init (void)
{
  for (guint c = 1; c <= 10; c++)
    {
      Cuts *k = &cuts[c];
      k->n = 0;
      for (guint a = 0; 3 * a <= c; a++)
        /* At most 14 ways (c = 10); the bound on n is for the compiler,
         * which cannot see it. */
        for (guint b = 0; 3 * a + 2 * b <= c && k->n < G_N_ELEMENTS (k->opt); b++)
          {
            guint rest = c - 3 * a - 2 * b;
            k->opt[k->n].parts = (gint8) (a + b + (rest > 0));
            k->opt[k->n].a = (gint8) a;
            k->opt[k->n].b = (gint8) b;
            k->n++;
          }
    }
}

static void
ensure_cuts (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      cuts_init ();
      g_once_init_leave (&done, 1);
    }
}

/* One DP step: every entry of cur takes one rank of count c (plus 0 … w
 * wild cards still free).  val[wu][d]: fewest parts − pairs with wu wild
 * cards used and A − B = d. */
typedef struct {
  gint16 val[3][D_SIZE];
} Dp;

static void
dp_fill (Dp *dp)
{
  for (guint i = 0; i < 3; i++)
    for (guint d = 0; d < D_SIZE; d++)
      dp->val[i][d] = INF;
}

static void
dp_step (const Dp *cur,
         Dp       *next,
         guint     c,
         guint     w)
{
  dp_fill (next);
  for (guint wu = 0; wu <= w; wu++)
    for (guint d = 0; d < D_SIZE; d++)
      {
        gint v = cur->val[wu][d];
        if (v >= INF)
          continue;
        for (guint add = 0; wu + add <= w; add++)
          {
            guint cc = c + add;
            if (cc == 0)
              {
                /* Nothing of this rank and no wild card given to it. */
                if (v < next->val[wu][d])
                  next->val[wu][d] = (gint16) v;
                continue;
              }
            for (guint o = 0; o < cuts[cc].n; o++)
              {
                gint nd = (gint) d + cuts[cc].opt[o].a - cuts[cc].opt[o].b;
                gint nv = v + cuts[cc].opt[o].parts - cuts[cc].opt[o].b;
                if (nd < 0 || nd >= D_SIZE)
                  continue;
                if (nv < next->val[wu + add][nd])
                  next->val[wu + add][nd] = (gint16) nv;
              }
          }
      }
}

/* hist[k]: ranks holding k natural cards (k = 1 … 8). */
static guint
group_cost_uncached (const guint8 hist[9],
                     guint        w,
                     guint        bj,
                     guint        rj)
{
  Dp a, b, *cur = &a, *next = &b;
  gint best = INF;

  dp_fill (cur);
  cur->val[0][D_OFF] = 0;

  for (guint k = 1; k <= 8; k++)
    for (guint m = 0; m < hist[k]; m++)
      {
        Dp *t;
        dp_step (cur, next, k, w);
        t = cur; cur = next; next = t;
      }
  /* Wild cards not given to any held rank: a rank of their own (a single,
   * or the two as a pair). */
  if (w > 0)
    {
      Dp *t;
      dp_step (cur, next, 0, w);
      t = cur; cur = next; next = t;
    }

  /* The jokers (gd.combo.pair, gd.bomb.kinds): a lone joker is a single; a
   * pair of one colour is a pair, which may be a full house's pair; both
   * pairs are a bomb or two pairs. */
  for (guint d = 0; d < D_SIZE; d++)
    {
      gint v = cur->val[w][d];
      gint options[2][2];   /* { extra parts − pairs, pairs } */
      guint n_opt = 0, parts = 0, pairs = 0;

      if (v >= INF)
        continue;
      if (bj == 1)
        parts++;
      if (rj == 1)
        parts++;
      if (bj == 2)
        parts++, pairs++;
      if (rj == 2)
        parts++, pairs++;
      options[n_opt][0] = (gint) parts - (gint) pairs;
      options[n_opt][1] = (gint) pairs;
      n_opt++;
      if (bj == 2 && rj == 2)
        {
          options[n_opt][0] = 1;
          options[n_opt][1] = 0;
          n_opt++;
        }
      for (guint o = 0; o < n_opt; o++)
        {
          gint nd = (gint) d - D_OFF - options[o][1];
          gint cost = v + options[o][0] - MIN (nd, 0);
          best = MIN (best, cost);
        }
    }
  return (guint) best;
}

/* A cache of group costs by histogram.  The cost does not depend on the
 * level, so a solver keeps one for all its solves (GtSplitCache); a lone
 * call uses a small one on the stack. */
#define GC_SIZE 512

typedef struct {
  guint64 key[GC_SIZE];   /* 0: empty (a key always has bit 63 set) */
  guint8 val[GC_SIZE];
} GroupCache;

#define GC_BIG 16384

struct _GtSplitCache {
  guint64 key[GC_BIG];
  guint8 val[GC_BIG];
};

GtSplitCache *
gt_split_cache_new (void)
{
  return g_new0 (GtSplitCache, 1);
}

void
gt_split_cache_free (GtSplitCache *cache)
{
  g_free (cache);
}

static guint
group_cost (GroupCache   *cache,
            GtSplitCache *big,
            const guint8  c[GT_RANK_COUNT],
            guint        w,
            guint        bj,
            guint        rj)
{
  guint8 hist[9] = { 0 };
  guint64 key = 0;
  guint slot;
  guint v;

  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    hist[c[r]]++;
  for (guint k = 1; k <= 8; k++)
    key = (key << 4) | hist[k];
  key = (key << 6) | (w << 4) | (bj << 2) | rj;
  key |= G_GUINT64_CONSTANT (1) << 63;

  if (big != NULL)
    {
      slot = (guint) ((key * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 50) & (GC_BIG - 1);
      if (big->key[slot] == key)
        return big->val[slot];
      v = group_cost_uncached (hist, w, bj, rj);
      big->key[slot] = key;
      big->val[slot] = (guint8) v;
      return v;
    }
  slot = (guint) ((key * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 55) & (GC_SIZE - 1);
  if (cache->key[slot] == key)
    return cache->val[slot];
  v = group_cost_uncached (hist, w, bj, rj);
  cache->key[slot] = key;
  cache->val[slot] = (guint8) v;
  return v;
}

/* Sequence windows: straights (5 × 1), tubes (3 × 2), plates (2 × 3),
 * starting at the low Ace (1) where gd.seq.ace allows. */
typedef struct {
  guint8 per, len, start;
  guint8 rank[5];
} Window;

static Window windows[10 + 12 + 13];
static guint n_windows;

static void
windows_init (void)
{
  static const guint8 shapes[3][2] = { { 1, 5 }, { 2, 3 }, { 3, 2 } };

  n_windows = 0;
  for (guint k = 0; k < 3; k++)
    for (guint s = GT_RANK_ACE_LOW; s + shapes[k][1] - 1 <= GT_RANK_A; s++)
      {
        Window *win = &windows[n_windows++];
        win->per = shapes[k][0];
        win->len = shapes[k][1];
        win->start = (guint8) s;
        for (guint i = 0; i < win->len; i++)
          win->rank[i] = (guint8) (s + i == GT_RANK_ACE_LOW ? GT_RANK_A : s + i);
      }
}

typedef struct {
  guint8 c[GT_RANK_COUNT];
  guint8 w, bj, rj;
  GtSplitCache *big;
  guint best;
  guint64 nodes;
  GroupCache cache;       /* last: not cleared when big is used */
} Split;

static void
split_search (Split *sp,
              guint  first,
              guint  used)
{
  guint g;

  sp->nodes++;
  g = used + group_cost (&sp->cache, sp->big, sp->c, sp->w, sp->bj, sp->rj);
  if (g < sp->best)
    sp->best = g;
  /* A sequence is one play; it can only help if one more play still beats
   * the best, i.e. used + 1 + (at least one play for anything left) < best. */
  if (used + 1 >= sp->best)
    return;

  for (guint i = first; i < n_windows; i++)
    {
      const Window *win = &windows[i];
      guint holes = 0;
      guint8 take[5];

      for (guint j = 0; j < win->len; j++)
        {
          guint have = sp->c[win->rank[j]];
          take[j] = (guint8) MIN (have, win->per);
          holes += win->per - take[j];
        }
      if (holes > sp->w)
        continue;

      for (guint j = 0; j < win->len; j++)
        sp->c[win->rank[j]] -= take[j];
      sp->w -= (guint8) holes;
      split_search (sp, i, used + 1);
      sp->w += (guint8) holes;
      for (guint j = 0; j < win->len; j++)
        sp->c[win->rank[j]] += take[j];
    }
}

guint
gt_split_min_plays (const guint8  hand[GT_CARD_KINDS],
                    guint         level,
                    guint64      *nodes)
{
  return gt_split_min_plays_cached (hand, level, NULL, nodes);
}

guint
gt_split_min_plays_cached (const guint8  hand[GT_CARD_KINDS],
                           guint         level,
                           GtSplitCache *cache,
                           guint64      *nodes)
{
  static gsize done = 0;
  Split *sp;
  guint n = 0, result;
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);

  ensure_cuts ();
  if (g_once_init_enter (&done))
    {
      windows_init ();
      g_once_init_leave (&done, 1);
    }

  /* About 5 KiB: fine on a worker thread's stack too.  The small cache is
   * cleared only when there is no big one. */
  sp = g_alloca (sizeof *sp);
  if (cache != NULL)
    memset (sp, 0, G_STRUCT_OFFSET (Split, cache));
  else
    memset (sp, 0, sizeof *sp);
  sp->big = cache;
  for (guint k = 0; k < GT_CARD_BJ; k++)
    {
      n += hand[k];
      if (k == wild)
        sp->w = hand[k];
      else
        sp->c[gt_card_rank (k)] += hand[k];
    }
  sp->bj = hand[GT_CARD_BJ];
  sp->rj = hand[GT_CARD_RJ];
  n += sp->bj + sp->rj;
  if (n == 0)
    return 0;

  sp->best = INF;
  split_search (sp, 0, 0);
  result = sp->best;
  if (nodes != NULL)
    *nodes += sp->nodes;
  return result;
}

guint
gt_min_plays_counts (const guint8 hand[GT_CARD_KINDS],
                     guint        level)
{
  return gt_split_min_plays (hand, level, NULL);
}

/* One split with the fewest plays, for a learner to compare with theirs.
 * Every play that leaves a hand one play shorter belongs to some best
 * split, so taking such plays one after another builds one; among them the
 * largest is taken first, and plays whose wild cards stand for nothing
 * before the others, so that the split reads the way a player sorts a
 * hand: long combinations first, wild cards kept as themselves where they
 * may.  Bombs come before all of them: a player keeps a bomb whole, and
 * where a best split can, so does this one.  Plays are made one per rank
 * pattern (GT_MOVES_BY_RANK): suits never change the number of plays (see
 * the top of this file). */
guint
gt_min_plays_best_split (const GtGame *pos,
                         guint         seat,
                         GtMove       *out,
                         guint         max)
{
  GtRuleCtx ctx;
  guint8 hand[GT_CARD_KINDS];
  GtSplitCache *cache;
  GtMove *moves;
  guint k, n_out = 0;

  g_return_val_if_fail (pos != NULL && seat < pos->n_seats, 0);

  gt_game_rule_ctx (pos, &ctx);
  memcpy (hand, pos->hand[seat], sizeof hand);
  cache = gt_split_cache_new ();
  k = gt_split_min_plays_cached (hand, pos->level, cache, NULL);
  moves = g_new (GtMove, GT_MOVES_MAX);
  for (guint left = k; left > 0; left--)
    {
      guint n = gt_moves_generate_counts (&ctx, hand, NULL, GT_MOVES_BY_RANK, moves, GT_MOVES_MAX);
      int best = -1;
      guint best_score = 0;

      if (n == GT_MOVES_INVALID)
        break;
      n = MIN (n, (guint) GT_MOVES_MAX);
      for (guint i = 0; i < n; i++)
        {
          const GtMove *m = &moves[i];
          gboolean plain = !gt_move_uses_wild (m);
          /* Bombs first (the higher on the ladder the better), then the
           * longest, then wild cards as themselves. */
          guint score = ((guint) m->combo.bomb << 16) | ((guint) m->n << 1) | (guint) plain;
          guint8 rest[GT_CARD_KINDS];

          if (best >= 0 && score <= best_score)
            continue;
          memcpy (rest, hand, sizeof rest);
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            rest[c] = (guint8) (rest[c] - gt_card_set_count (&m->cards, (GtCard) c));
          if (gt_split_min_plays_cached (rest, pos->level, cache, NULL) + 1 == left)
            {
              best = (int) i;
              best_score = score;
            }
        }
      if (best < 0)
        break;     /* cannot happen: some play starts every best split */
      if (n_out < max)
        out[n_out] = moves[best];
      n_out++;
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        hand[c] = (guint8) (hand[c] - gt_card_set_count (&moves[best].cards, (GtCard) c));
    }
  g_free (moves);
  gt_split_cache_free (cache);
  return k;
}
