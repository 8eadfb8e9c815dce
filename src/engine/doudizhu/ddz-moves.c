/* ddz-moves.c — every legal play of a Dou Dizhu hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plays are made rank by rank (ddz-private.h: a play is its tally):
 * first the main part — a rank, or a window of consecutive ranks from 3 up
 * to A with one, two or three cards each — then, for the kinds that carry
 * extra cards, every choice of them outside the main part (a trio's
 * kicker, an airplane's wings, four with two), as the readings allow them
 * (ddz-rules.c: not both jokers as singles, pairs of different ranks).  A
 * rank pattern that does not beat the table is dropped before its suits
 * are chosen; then each pattern becomes one play (GT_MOVES_BY_RANK: suits
 * never matter, ddz.deck) or one play per choice of suits.  Since a
 * pattern's kind, top and size fix its reading, no play is made twice.
 * tests/test-doudizhu.c checks the plays against gt_moves_generate_generic()
 * and a plain reference.  Nothing is allocated.
 */
#define G_LOG_DOMAIN "ddz-moves"

#include "config.h"

#include "ddz-private.h"

#include <string.h>

typedef struct {
  const GtRuleCtx *ctx;
  const GtCombo *table;
  gboolean by_rank;
  guint8 suits[DDZ_STRENGTHS];   /* bit per suit held; jokers bit 0 */
  DdzTally hand;
  guint8 pick[DDZ_STRENGTHS];    /* the pattern being made */
  GtCombo combo;
  GtCardSet cards;
  GtMove *out;
  guint max;
  guint n;
} Gen;

static GtCard
card_of (guint strength,
         guint suit)
{
  if (strength == DDZ_STRENGTH_BJ)
    return GT_CARD_BJ;
  if (strength == DDZ_STRENGTH_RJ)
    return GT_CARD_RJ;
  return GT_CARD_MAKE (ddz_rank_of (strength), suit);
}

static void
write_move (Gen *gen)
{
  GtMove *m;

  if (gen->n++ >= gen->max)
    return;
  m = &gen->out[gen->n - 1];
  memset (m, 0, sizeof *m);
  m->cards = gen->cards;
  m->combo = gen->combo;
  m->n = gen->combo.size;
  m->as[0] = m->as[1] = GT_CARD_NONE;
}

/* The suits in a set of suits (4 bits): a table, not __builtin_popcount(),
 * which without -mpopcnt is a call into libgcc. */
static const guint8 suits_in[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

/* The bits of strength s's cards of the suits in set (4 bits) in the word
 * of its rank in a card set, rank[card_of (s, 0) >> 2]: a strength's
 * cards are one rank's (a joker's is one card). */
static guint16
suit_bits (guint s,
           guint set)
{
  guint16 bits = 0;

  for (guint suit = 0; suit < 4; suit++)
    if (set & (1u << suit))
      bits |= (guint16) (1u << ((card_of (s, suit) & 3) * 4));
  return bits;
}

/* The lowest k suits of a set of suits (4 bits), k = 0 … 4; 0 when the
 * set holds fewer than k. */
static const guint8 lowest_suits[16][5] = {
  { 0, 0, 0, 0, 0 }, { 0, 1, 0, 0, 0 }, { 0, 2, 0, 0, 0 }, { 0, 1, 3, 0, 0 },
  { 0, 4, 0, 0, 0 }, { 0, 1, 5, 0, 0 }, { 0, 2, 6, 0, 0 }, { 0, 1, 3, 7, 0 },
  { 0, 8, 0, 0, 0 }, { 0, 1, 9, 0, 0 }, { 0, 2, 10, 0, 0 }, { 0, 1, 3, 11, 0 },
  { 0, 4, 12, 0, 0 }, { 0, 1, 5, 13, 0 }, { 0, 2, 6, 14, 0 }, { 0, 1, 3, 7, 15 },
};

/* A set of suits (4 bits) spread to one bit a nibble: what suit_bits()
 * makes for a natural rank, whose card of suit u is nibble u of its word. */
static const guint16 suit_nibbles[16] = {
  0x0000, 0x0001, 0x0010, 0x0011, 0x0100, 0x0101, 0x0110, 0x0111,
  0x1000, 0x1001, 0x1010, 0x1011, 0x1100, 0x1101, 0x1110, 0x1111,
};

/* choose_suits() by rank: the first way of taking pick[t] of the suits
 * held at each strength t is its lowest pick[t] suits (the
 * smallest set, as choose_suits() counts them), so the one play is made
 * without walking the sets (which was a tenth of Dou Dizhu's search).  The
 * bits come from the tables above, not from suit_bits()'s loop: this is
 * every play the solver's generator makes (a fifth of its time went
 * here).  A joker is one card, suit bit 0: the small one is nibble 0 of
 * the jokers' word, the big one nibble 1 (GT_CARD_BJ, GT_CARD_RJ). */
G_STATIC_ASSERT (DDZ_STRENGTHS % 8 == 0);

static void
choose_lowest_suits (Gen *gen)
{
  /* pick[] as two words, visited byte by byte where it is not zero: a
   * pattern picks a few strengths of the sixteen. */
  for (guint w = 0; w < DDZ_STRENGTHS / 8; w++)
    {
      guint64 v;

      memcpy (&v, gen->pick + 8 * w, sizeof v);
      v = GUINT64_FROM_LE (v);
      while (v != 0)
        {
          guint b = (guint) __builtin_ctzll (v) / 8, s = 8 * w + b, k = (guint) (v >> (8 * b)) & 0xff;
          guint16 bits;

          v &= ~(G_GUINT64_CONSTANT (0xff) << (8 * b));
          if (gen->hand.n[s] < k)
            return;    /* no way at all: no play */
          bits = suit_nibbles[lowest_suits[gen->suits[s]][k]];
          if (s == DDZ_STRENGTH_RJ)
            bits <<= 4;
          gen->cards.rank[card_of (s, 0) >> 2] |= bits;
        }
    }
  write_move (gen);
}

/* The suits of strengths s … 15 for the pattern: each way (or the first
 * way, by rank) of taking pick[s] of the suits held. */
static void
choose_suits (Gen  *gen,
              guint s)
{
  guint k, held;

  while (s < DDZ_STRENGTHS && gen->pick[s] == 0)
    s++;
  if (s >= DDZ_STRENGTHS)
    {
      write_move (gen);
      return;
    }
  k = gen->pick[s];
  held = gen->suits[s];
  for (guint set = 0; set < 16; set++)
    {
      guint16 bits;

      if ((set & ~held) != 0 || suits_in[set] != k)
        continue;
      bits = suit_bits (s, set);
      gen->cards.rank[card_of (s, 0) >> 2] |= bits;
      choose_suits (gen, s + 1);
      gen->cards.rank[card_of (s, 0) >> 2] &= (guint16) ~bits;
    }
}

/* ddz_beats() of the play of kind, top and size on the table, asked before
 * its combo is made: most patterns a hand makes facing a play do not beat
 * it (ddz.follow.*; the rocket on the table was turned away before). */
static gboolean
beats_table (const GtCombo *table,
             DdzKind        kind,
             guint          top,
             guint          size)
{
  if (kind == DDZ_KIND_ROCKET)
    return TRUE;
  if (kind == DDZ_KIND_BOMB || table->bomb)
    return kind == DDZ_KIND_BOMB && (!table->bomb || top > table->key);
  return kind == table->type && size == table->size && top > table->key;
}

static void
emit (Gen    *gen,
      DdzKind kind,
      guint   top,
      guint   size)
{
  if (gen->table != NULL && !beats_table (gen->table, kind, top, size))
    return;
  ddz_combo_make (&gen->combo, kind, top, size);
  memset (&gen->cards, 0, sizeof gen->cards);
  if (gen->by_rank)
    choose_lowest_suits (gen);
  else
    choose_suits (gen, 1);
}

/* Whether plays of this kind and size can beat the table at all. */
static gboolean
wanted (const Gen *gen,
        DdzKind    kind,
        guint      size)
{
  if (gen->table == NULL || kind == DDZ_KIND_BOMB || kind == DDZ_KIND_ROCKET)
    return TRUE;
  return !gen->table->bomb && gen->table->type == kind && gen->table->size == size;
}

/* Single extra cards: `left` more of them from strength s on, outside
 * lo … hi, never both jokers. */
static void
extra_singles (Gen    *gen,
               guint   s,
               guint   lo,
               guint   hi,
               guint   left,
               DdzKind kind,
               guint   top,
               guint   size)
{
  guint most;

  if (left == 0)
    {
      if (!(gen->pick[DDZ_STRENGTH_BJ] && gen->pick[DDZ_STRENGTH_RJ]))
        emit (gen, kind, top, size);
      return;
    }
  if (s >= DDZ_STRENGTHS)
    return;
  if (s >= lo && s <= hi)
    {
      extra_singles (gen, hi + 1, lo, hi, left, kind, top, size);
      return;
    }
  most = MIN (left, gen->hand.n[s]);
  for (guint k = 0; k <= most; k++)
    {
      gen->pick[s] = (guint8) k;
      extra_singles (gen, s + 1, lo, hi, left - k, kind, top, size);
    }
  gen->pick[s] = 0;
}

/* Extra pairs, each of a different rank, outside lo … hi, no jokers. */
static void
extra_pairs (Gen    *gen,
             guint   s,
             guint   lo,
             guint   hi,
             guint   left,
             DdzKind kind,
             guint   top,
             guint   size)
{
  if (left == 0)
    {
      emit (gen, kind, top, size);
      return;
    }
  for (; s <= DDZ_STRENGTH_2; s++)
    {
      if ((s >= lo && s <= hi) || gen->hand.n[s] < 2)
        continue;
      gen->pick[s] = 2;
      extra_pairs (gen, s + 1, lo, hi, left - 1, kind, top, size);
      gen->pick[s] = 0;
    }
}

static void
set_window (Gen  *gen,
            guint lo,
            guint len,
            guint width)
{
  for (guint s = lo; s < lo + len; s++)
    gen->pick[s] = (guint8) width;
}

/* Windows lo … lo + len - 1 inside 3 … A.  reach[w][lo] is how many
 * strengths from lo on, up to A, the hand holds at least w cards of each:
 * the window of width w and length len is held when len <= reach[w][lo],
 * and no window from lo longer than reach[1][lo] is held at all (asking
 * each window's ranks instead was a third of the generator's time). */
static void
sequences (Gen *gen)
{
  guint8 reach[4][DDZ_STRENGTH_A + 2];

  /* Facing a play that no sequence can beat (a single, a pair, a trio …
   * or a bomb: only bombs and the rocket, made elsewhere, answer those),
   * none is wanted: most of the solver's calls, and the runs below were a
   * tenth of its time there. */
  if (gen->table != NULL &&
      (gen->table->bomb ||
       (gen->table->type != DDZ_KIND_STRAIGHT && gen->table->type != DDZ_KIND_PAIR_STRAIGHT &&
        gen->table->type != DDZ_KIND_AIRPLANE && gen->table->type != DDZ_KIND_AIRPLANE_SINGLES &&
        gen->table->type != DDZ_KIND_AIRPLANE_PAIRS)))
    return;
  for (guint w = 1; w <= 3; w++)
    {
      reach[w][DDZ_STRENGTH_A + 1] = 0;
      for (guint s = DDZ_STRENGTH_A; s >= 1; s--)
        reach[w][s] = gen->hand.n[s] >= w ? (guint8) (reach[w][s + 1] + 1) : 0;
    }
  for (guint lo = 1; lo <= DDZ_STRENGTH_A; lo++)
    for (guint len = 2; lo + len - 1 <= DDZ_STRENGTH_A && len <= reach[1][lo]; len++)
      {
        guint hi = lo + len - 1;

        if (len >= 5 && len <= 12 && wanted (gen, DDZ_KIND_STRAIGHT, len))
          {
            set_window (gen, lo, len, 1);
            emit (gen, DDZ_KIND_STRAIGHT, hi, len);
            set_window (gen, lo, len, 0);
          }
        if (len >= 3 && wanted (gen, DDZ_KIND_PAIR_STRAIGHT, 2 * len) && len <= reach[2][lo])
          {
            set_window (gen, lo, len, 2);
            emit (gen, DDZ_KIND_PAIR_STRAIGHT, hi, 2 * len);
            set_window (gen, lo, len, 0);
          }
        if (len > reach[3][lo])
          continue;
        set_window (gen, lo, len, 3);
        if (3 * len <= DDZ_MAX_COMBO && wanted (gen, DDZ_KIND_AIRPLANE, 3 * len))
          emit (gen, DDZ_KIND_AIRPLANE, hi, 3 * len);
        if (4 * len <= DDZ_MAX_COMBO && wanted (gen, DDZ_KIND_AIRPLANE_SINGLES, 4 * len))
          extra_singles (gen, 1, lo, hi, len, DDZ_KIND_AIRPLANE_SINGLES, hi, 4 * len);
        if (5 * len <= DDZ_MAX_COMBO && wanted (gen, DDZ_KIND_AIRPLANE_PAIRS, 5 * len))
          extra_pairs (gen, 1, lo, hi, len, DDZ_KIND_AIRPLANE_PAIRS, hi, 5 * len);
        set_window (gen, lo, len, 0);
      }
}

static void
one_rank (Gen  *gen,
          guint s)
{
  guint have = gen->hand.n[s];

  if (have == 0)
    return;
  gen->pick[s] = 1;
  if (wanted (gen, DDZ_KIND_SINGLE, 1))
    emit (gen, DDZ_KIND_SINGLE, s, 1);
  if (have >= 2 && s <= DDZ_STRENGTH_2)
    {
      gen->pick[s] = 2;
      if (wanted (gen, DDZ_KIND_PAIR, 2))
        emit (gen, DDZ_KIND_PAIR, s, 2);
    }
  if (have >= 3)
    {
      gen->pick[s] = 3;
      if (wanted (gen, DDZ_KIND_TRIO, 3))
        emit (gen, DDZ_KIND_TRIO, s, 3);
      if (wanted (gen, DDZ_KIND_TRIO_SINGLE, 4))
        extra_singles (gen, 1, s, s, 1, DDZ_KIND_TRIO_SINGLE, s, 4);
      if (wanted (gen, DDZ_KIND_TRIO_PAIR, 5))
        extra_pairs (gen, 1, s, s, 1, DDZ_KIND_TRIO_PAIR, s, 5);
    }
  if (have == 4)
    {
      gen->pick[s] = 4;
      if (wanted (gen, DDZ_KIND_BOMB, 4))
        emit (gen, DDZ_KIND_BOMB, s, 4);
      if (wanted (gen, DDZ_KIND_FOUR_TWO_SINGLES, 6))
        extra_singles (gen, 1, s, s, 2, DDZ_KIND_FOUR_TWO_SINGLES, s, 6);
      if (wanted (gen, DDZ_KIND_FOUR_TWO_PAIRS, 8))
        extra_pairs (gen, 1, s, s, 2, DDZ_KIND_FOUR_TWO_PAIRS, s, 8);
    }
  gen->pick[s] = 0;
}

guint
ddz_moves_generate (const GtRuleCtx *ctx,
                    const GtCardSet *hand,
                    const GtCombo   *table,
                    guint            flags,
                    GtMove          *out,
                    guint            max)
{
  static const Gen zero;
  Gen gen = zero;
  guint held = 0;    /* bit s: strength s held */

  gen.ctx = ctx;
  gen.table = table != NULL && table->type != DDZ_KIND_NONE ? table : NULL;
  gen.by_rank = (flags & GT_MOVES_BY_RANK) != 0;
  gen.out = out;
  gen.max = max;
  /* One deck: no card twice, no marked joker (ddz.deck).  Only the kinds
   * held are visited. */
  for (guint i = 0; i < GT_CARD_SET_QUARTERS; i++)
    for (guint64 q = gt_card_set_quarter (hand, i); q != 0;)
      {
        guint k, c = 16 * i + gt_card_set_next (&q, &k), s;

        if (k > 1 || c >= GT_CARD_STANDARD_KINDS)
          return GT_MOVES_INVALID;
        s = ddz_strength (gt_card_rank ((GtCard) c));
        held |= 1u << s;
        gen.hand.n[s]++;
        gen.hand.total++;
        gen.suits[s] |= (guint8) (1u << (c < GT_CARD_BJ ? gt_card_suit ((GtCard) c) : 0));
      }
  if (gen.table != NULL && gen.table->bomb == DDZ_ROCKET)
    return 0;

  /* Only the strengths held, in ascending order (one_rank() makes
   * nothing of the others): a hand of a dozen cards holds about eight of
   * fifteen. */
  for (; held != 0; held &= held - 1)
    {
      guint s = (guint) __builtin_ctz (held);

      /* Facing a play, a strength at or below the table's key makes
       * nothing that beats it (every play one_rank() makes tops at s)
       * but a bomb — and facing a bomb, nothing but a higher bomb: the
       * solver's generator is mostly asked to answer a play. */
      if (gen.table != NULL && gen.hand.n[s] < 4 && (s <= gen.table->key || gen.table->bomb))
        continue;
      one_rank (&gen, s);
    }
  sequences (&gen);
  if (gen.hand.n[DDZ_STRENGTH_BJ] && gen.hand.n[DDZ_STRENGTH_RJ] && wanted (&gen, DDZ_KIND_ROCKET, 2))
    {
      gen.pick[DDZ_STRENGTH_BJ] = gen.pick[DDZ_STRENGTH_RJ] = 1;
      emit (&gen, DDZ_KIND_ROCKET, DDZ_STRENGTH_RJ, 2);
    }
  return gen.n;
}
