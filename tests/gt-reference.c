/* gt-reference.c — a slow, obviously correct Guandan classifier for tests
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written from data/rules/guandan.md alone, without looking at how the
 * engine does it.  Two steps:
 *
 *  1. Every undeclared wild card (a heart of the level rank, gd.wild.which)
 *     is replaced by each of the 52 non-joker cards in turn, itself included
 *     (gd.wild.any, gd.wild.not-joker).  Declared wild cards are replaced by
 *     what they declare.  This leaves plain cards that mean just what they
 *     show.
 *  2. The plain cards are sorted and compared with each shape of the rules,
 *     one check per combination type.
 *
 * Brute force costs 52^w classifications for w wild cards — 2,704 for the two
 * a Guandan deck holds — which is fine for tests and is the point: there is
 * nothing clever here to get wrong.
 */
#include "gt-reference.h"
#include "guandan/gd-kinds.h"

#include <string.h>

/* Bomb ladder of gd.bomb.kinds, by the number of cards of one rank:
 * 4 → 1, 5 → 2, (straight flush 3), 6 → 4, 7 → 5, 8 → 6, 9 → 7, 10 → 8,
 * (four jokers 9). */
#define REF_BOMB_SF      3
#define REF_BOMB_JOKERS  9

static guint
n_of_a_kind_bomb (guint n)
{
  switch (n)
    {
    case 4: return 1;
    case 5: return 2;
    case 6: return 4;
    case 7: return 5;
    case 8: return 6;
    case 9: return 7;
    case 10: return 8;
    default: return 0;
    }
}

guint
gt_ref_single_order (guint level,
                     guint rank)
{
  /* gd.order.single, written out as a list from weakest to strongest: the
   * natural ranks 2 … A without the level rank, then the level rank, then
   * the small and the big joker. */
  guint order[15], n = 0;

  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    if (r != level)
      order[n++] = r;
  order[n++] = level;
  order[n++] = GT_RANK_BJ;
  order[n++] = GT_RANK_RJ;
  g_assert (n == 15);

  for (guint i = 0; i < n; i++)
    if (order[i] == rank)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* ---- Collecting distinct readings ---------------------------------------- */

typedef struct {
  GtCombo *out;
  guint max;
  guint n;              /* distinct readings found, possibly > max */
  GtCombo seen[256];    /* all of them, for de-duplication */
} Sink;

static void
add (Sink  *sink,
     guint  type,
     guint  rank,
     guint  size,
     guint  bomb,
     guint  suit)
{
  GtCombo c;

  for (guint i = 0; i < sink->n && i < G_N_ELEMENTS (sink->seen); i++)
    if (sink->seen[i].type == type && sink->seen[i].rank == rank && sink->seen[i].size == size)
      return;

  memset (&c, 0, sizeof c);
  c.type = (guint8) type;
  c.rank = (guint8) rank;
  c.size = (guint8) size;
  c.bomb = (guint8) bomb;
  c.key = 0;
  c.suit = (guint8) suit;

  if (sink->n < G_N_ELEMENTS (sink->seen))
    sink->seen[sink->n] = c;
  if (sink->n < sink->max)
    sink->out[sink->n] = c;
  sink->n++;
}

/* ---- Step 2: plain cards -------------------------------------------------- */

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const GtCard *) a - (int) *(const GtCard *) b;
}

/* Whether the distinct natural ranks r[0] < … < r[len-1] run without a gap,
 * with the Ace either high or low but not both (gd.seq.ace, gd.seq.no-wrap).
 * *top receives the highest rank of the run, the low Ace counting as 1. */
static gboolean
is_run (const guint *r,
        guint        len,
        guint       *top)
{
  gboolean high = TRUE, low = TRUE;

  /* Ace high: r is already in natural order. */
  for (guint i = 1; i < len; i++)
    if (r[i] != r[i - 1] + 1)
      high = FALSE;
  if (high)
    {
      *top = r[len - 1];
      return TRUE;
    }

  /* Ace low: the Ace goes first as 1 and the others follow it. */
  if (r[len - 1] != GT_RANK_A)
    return FALSE;
  if (r[0] != 2)
    low = FALSE;
  for (guint i = 1; i + 1 < len; i++)
    if (r[i] != r[i - 1] + 1)
      low = FALSE;
  if (low)
    {
      *top = r[len - 2];
      return TRUE;
    }
  return FALSE;
}

static void
classify_plain (const GtCard *cards_in,
                guint         n,
                Sink         *sink)
{
  GtCard c[GT_LIST_MAX];
  guint rank[GT_LIST_MAX];
  guint jokers = 0, bj = 0, rj = 0;
  gboolean one_rank = TRUE;

  if (n == 0 || n > 10)
    return;

  memcpy (c, cards_in, n);
  qsort (c, n, 1, compare_cards);
  for (guint i = 0; i < n; i++)
    {
      rank[i] = gt_card_rank (c[i]);
      if (c[i] == GT_CARD_BJ)
        bj++;
      if (c[i] == GT_CARD_RJ)
        rj++;
      if (rank[i] != rank[0])
        one_rank = FALSE;
    }
  jokers = bj + rj;

  /* All of one rank: single, pair, triple, or a bomb of 4 to 10.  Jokers
   * only as a single or a pair of the same joker; no joker triple. */
  if (one_rank)
    {
      if (n == 1)
        add (sink, GD_COMBO_SINGLE, rank[0], 1, 0, GT_SUIT_NONE);
      else if (n == 2)
        add (sink, GD_COMBO_PAIR, rank[0], 2, 0, GT_SUIT_NONE);
      else if (jokers == 0 && n == 3)
        add (sink, GD_COMBO_TRIPLE, rank[0], 3, 0, GT_SUIT_NONE);
      else if (jokers == 0)
        add (sink, GD_COMBO_BOMB, rank[0], n, n_of_a_kind_bomb (n), GT_SUIT_NONE);
    }

  /* The four jokers. */
  if (n == 4 && bj == 2 && rj == 2)
    add (sink, GD_COMBO_JOKER_BOMB, GT_RANK_RJ, 4, REF_BOMB_JOKERS, GT_SUIT_NONE);

  /* Full house: sorted, it is XXXYY or XXYYY with X ≠ Y.  The triple is
   * never of jokers; the pair may be two of the same joker. */
  if (n == 5)
    {
      if (rank[0] == rank[1] && rank[1] == rank[2] && rank[3] == rank[4] &&
          rank[2] != rank[3] && rank[0] < GT_RANK_BJ)
        add (sink, GD_COMBO_FULL_HOUSE, rank[0], 5, 0, GT_SUIT_NONE);
      if (rank[0] == rank[1] && rank[2] == rank[3] && rank[3] == rank[4] &&
          rank[1] != rank[2] && rank[2] < GT_RANK_BJ)
        add (sink, GD_COMBO_FULL_HOUSE, rank[2], 5, 0, GT_SUIT_NONE);
    }

  /* Sequences never hold a joker (gd.seq.no-joker). */
  if (jokers > 0)
    return;

  /* Straight or straight flush: five different ranks in a run. */
  if (n == 5)
    {
      guint top;
      gboolean distinct = TRUE, flush = TRUE;

      for (guint i = 1; i < 5; i++)
        {
          if (rank[i] == rank[i - 1])
            distinct = FALSE;
          if (gt_card_suit (c[i]) != gt_card_suit (c[0]))
            flush = FALSE;
        }
      if (distinct && is_run (rank, 5, &top))
        {
          if (flush)
            add (sink, GD_COMBO_STRAIGHT_FLUSH, top, 5, REF_BOMB_SF, gt_card_suit (c[0]));
          else
            add (sink, GD_COMBO_STRAIGHT, top, 5, 0, GT_SUIT_NONE);
        }
    }

  /* Tube: XXYYZZ with X, Y, Z a run; plate: XXXYYY with X, Y a run. */
  if (n == 6)
    {
      guint top;

      if (rank[0] == rank[1] && rank[2] == rank[3] && rank[4] == rank[5] &&
          rank[1] != rank[2] && rank[3] != rank[4])
        {
          guint r[3] = { rank[0], rank[2], rank[4] };
          if (is_run (r, 3, &top))
            add (sink, GD_COMBO_TUBE, top, 6, 0, GT_SUIT_NONE);
        }
      if (rank[0] == rank[1] && rank[1] == rank[2] &&
          rank[3] == rank[4] && rank[4] == rank[5] && rank[2] != rank[3])
        {
          guint r[2] = { rank[0], rank[3] };
          if (is_run (r, 2, &top))
            add (sink, GD_COMBO_PLATE, top, 6, 0, GT_SUIT_NONE);
        }
    }
}

/* ---- Step 1: wild cards --------------------------------------------------- */

static void
substitute (GtCard       *cards,
            guint         n,
            const guint  *wild_pos,
            guint         n_wild,
            Sink         *sink)
{
  if (n_wild == 0)
    {
      classify_plain (cards, n, sink);
      return;
    }
  for (GtCard x = 0; x < GT_CARD_BJ; x++)
    {
      cards[wild_pos[0]] = x;
      substitute (cards, n, wild_pos + 1, n_wild - 1, sink);
    }
}

guint
gt_ref_readings (guint             level,
                 const GtCardList *play,
                 GtCombo          *out,
                 guint             max)
{
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  GtCard cards[GT_LIST_MAX];
  guint wild_pos[GT_LIST_MAX], n_wild = 0;
  Sink *sink;
  guint n;

  for (guint i = 0; i < play->n; i++)
    {
      GtCard card = play->card[i], as = play->as[i];

      if (as != GT_CARD_NONE)
        {
          /* Only a wild card may be declared, and never as a joker. */
          if (card != wild || as >= GT_CARD_BJ)
            return 0;
          cards[i] = as;
        }
      else if (card == wild)
        {
          cards[i] = card;
          wild_pos[n_wild++] = i;
        }
      else
        cards[i] = card;
    }

  /* Too big for the stack of a test thread with the seen[] table. */
  sink = g_new0 (Sink, 1);
  sink->out = out;
  sink->max = max;
  substitute (cards, play->n, wild_pos, n_wild, sink);
  n = sink->n;
  g_free (sink);
  return n;
}

/* ---- Comparing ---------------------------------------------------------- */

static gboolean
is_sequence (guint type)
{
  return type == GD_COMBO_STRAIGHT || type == GD_COMBO_TUBE ||
         type == GD_COMBO_PLATE || type == GD_COMBO_STRAIGHT_FLUSH;
}

gboolean
gt_ref_beats (guint          level,
              const GtCombo *a,
              const GtCombo *b)
{
  /* gd.bomb.any-time and gd.beat.bomb. */
  if (a->bomb > 0 && b->bomb == 0)
    return TRUE;
  if (a->bomb == 0 && b->bomb > 0)
    return FALSE;

  if (a->bomb > 0)
    {
      /* gd.bomb.order: first the kind, then the rank within a kind. */
      if (a->bomb != b->bomb)
        return a->bomb > b->bomb;
      if (a->type == GD_COMBO_JOKER_BOMB)
        return FALSE;
      if (a->type == GD_COMBO_STRAIGHT_FLUSH)
        return a->rank > b->rank;
      return gt_ref_single_order (level, a->rank) > gt_ref_single_order (level, b->rank);
    }

  /* gd.beat.same-type, then strictly higher (gd.beat.equal). */
  if (a->type != b->type || a->size != b->size)
    return FALSE;
  if (is_sequence (a->type))
    return a->rank > b->rank;        /* gd.seq.strength: natural tops */
  return gt_ref_single_order (level, a->rank) > gt_ref_single_order (level, b->rank);
}

/* ---- Helpers for tests ------------------------------------------------------ */

static gboolean
same_reading (const GtCombo *a,
              const GtCombo *b)
{
  return a->type == b->type && a->rank == b->rank && a->size == b->size && a->bomb == b->bomb;
}

gboolean
gt_ref_same_set (const GtCombo *a,
                 guint          n_a,
                 const GtCombo *b,
                 guint          n_b)
{
  if (n_a != n_b)
    return FALSE;
  for (guint i = 0; i < n_a; i++)
    {
      gboolean found = FALSE;
      for (guint j = 0; j < n_b && !found; j++)
        found = same_reading (&a[i], &b[j]);
      if (!found)
        return FALSE;
    }
  for (guint j = 0; j < n_b; j++)
    {
      gboolean found = FALSE;
      for (guint i = 0; i < n_a && !found; i++)
        found = same_reading (&a[i], &b[j]);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

char *
gt_ref_combo_to_string (const GtCombo *c)
{
  if (c->bomb > 0)
    return g_strdup_printf ("%s %s/%u bomb %u", gt_combo_kind_id (gt_ruleset_guandan (), c->type),
                            gt_rank_to_string (c->rank), c->size, c->bomb);
  return g_strdup_printf ("%s %s/%u", gt_combo_kind_id (gt_ruleset_guandan (), c->type),
                          gt_rank_to_string (c->rank), c->size);
}
