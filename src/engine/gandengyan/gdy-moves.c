/* gdy-moves.c — every legal play of a Gan Deng Yan hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plays are built from the shapes rather than found among selections:
 * for every shape — N of a kind at a rank, a sequence or a double sequence
 * in a window of ranks 3 … A — the natural cards are chosen rank by rank
 * (how many, then which suits), every rank left short is a hole, and the
 * holes are filled with the jokers held, small ones first as a play lists
 * them (gdy.joker.wild; at least one natural card, gdy.joker.with-natural).
 * Each (cards, reading) pair comes out once, as gt-moves.h defines a play,
 * which the generic generator (every selection, read by the ruleset) makes
 * too; tests/test-gandengyan.c holds the two, and a brute-force reference,
 * to the same list.  Selections would not do for a big hand: a hand of the
 * whole deck has 2^54 of them, while its plays can still be counted.
 *
 * Counting without writing.  Like snprintf, the generator returns how many
 * plays there are even when they do not fit.  Once the caller's array is
 * full, a rank's suits are no longer chosen one by one: all the ways to
 * pick c cards of the rank are counted at once (ways[]), so that even the
 * whole deck's millions of sequences are counted in a few milliseconds.
 *
 * Suits never matter (gdy.order), so GT_MOVES_BY_RANK keeps one play per
 * number of cards of each rank: the lowest suits.  Nothing is allocated.
 */
#define G_LOG_DOMAIN "gdy-moves"

#include "config.h"

#include "gdy-private.h"

#include <string.h>

typedef struct {
  const GtRuleCtx *ctx;
  const GtCombo *table;
  gboolean by_rank;
  GtMove *out;
  guint max;
  guint64 n;                       /* plays found (may pass max) */

  guint8 have[GT_CARD_KINDS];
  guint held[GT_RANK_COUNT];       /* natural cards held per rank */
  guint64 ways[GT_RANK_COUNT][5];  /* sub-multisets of c cards of a rank */
  guint jokers[2];                 /* small, big jokers held */

  guint8 pick[GT_CARD_KINDS];      /* the play being built */
  guint naturals;
  GtCard fill[GDY_MAX_COMBO];      /* what each hole stands for, in order */
  guint holes;
  guint64 mult;                    /* plays this one stands for (counting) */
} Gen;

static inline GtCard
joker_card (guint j)
{
  return j == 0 ? GT_CARD_BJ : GT_CARD_RJ;
}

/* The holes of rank r when c of its per cards are natural: cards of the
 * rank in the suits the play does not hold there (as the readings fill
 * them, gdy-rules.c), written from fill[n] on; returns the new n. */
static guint
rank_holes (const guint8 pick[GT_CARD_KINDS],
            guint        r,
            guint        c,
            guint        per,
            GtCard      *fill,
            guint        n)
{
  guint used = 0;

  for (guint s = 0; s < 4; s++)
    if (pick[GT_CARD_MAKE (r, s)])
      used |= 1u << s;
  for (guint k = c; k < per; k++)
    {
      guint s = 0;
      while (s < 4 && (used & (1u << s)))
        s++;
      used |= 1u << (s & 3);
      fill[n++] = GT_CARD_MAKE (r, s & 3);
    }
  return n;
}

/* Writes (or counts) the play in pick[] with the reading given, once for
 * every way the holes can be split between small and big jokers. */
static void
emit (Gen   *gen,
      guint  type,
      guint  rank,
      guint  size,
      guint  bomb,
      guint  key)
{
  GtCombo combo = { (guint8) type, (guint8) rank, (guint8) size, (guint8) bomb, (guint8) key,
                    GT_SUIT_NONE, { 0, 0 } };
  GtCard fill[GDY_MAX_COMBO];
  gboolean filled = FALSE;

  /* A move keeps what each joker stands for (GtMove.as holds as many as
   * the two decks' four jokers, gt_ruleset_check_limits()). */
  g_assert (gen->holes <= G_N_ELEMENTS (gen->out[0].as));
  if (gen->table != NULL && !gdy_beats (gen->ctx, &combo, NULL, gen->table, NULL, NULL))
    return;
  for (guint b = 0; b <= MIN (gen->holes, gen->jokers[0]); b++)
    {
      guint r = gen->holes - b;
      GtMove *m;

      if (r > gen->jokers[1])
        continue;
      if (gen->mult != 1 || gen->n >= gen->max)
        {
          gen->n += gen->mult;
          continue;
        }
      m = &gen->out[gen->n++];
      if (!filled)
        {
          /* What the jokers of a sequence stand for, once its suits are
           * chosen: the suits of each rank the play does not hold
           * (seq_rank() counted the holes before choosing them). */
          memcpy (fill, gen->fill, gen->holes);
          if (gen->holes > 0 && (type == GDY_COMBO_SEQUENCE || type == GDY_COMBO_DOUBLE_SEQUENCE))
            {
              guint per = type == GDY_COMBO_SEQUENCE ? 1 : 2, n = 0;

              for (guint rr = rank + 1 - size / per; rr <= rank; rr++)
                {
                  guint c = 0;
                  for (guint s = 0; s < 4; s++)
                    c += gen->pick[GT_CARD_MAKE (rr, s)];
                  n = rank_holes (gen->pick, rr, c, per, fill, n);
                }
            }
          filled = TRUE;
        }
      memset (m, 0, sizeof *m);
      gen->pick[GT_CARD_BJ] = (guint8) b;
      gen->pick[GT_CARD_RJ] = (guint8) r;
      gt_card_set_from_counts (&m->cards, gen->pick);
      gen->pick[GT_CARD_BJ] = gen->pick[GT_CARD_RJ] = 0;
      m->combo = combo;
      m->n = (guint8) size;
      m->n_wild = (guint8) gen->holes;
      for (guint w = 0; w < G_N_ELEMENTS (m->as); w++)
        m->as[w] = w < gen->holes ? fill[w] : GT_CARD_NONE;
    }
}

static guint
add_holes (Gen  *gen,
           guint r,
           guint c,
           guint per)
{
  guint before = gen->holes;

  gen->holes = rank_holes (gen->pick, r, c, per, gen->fill, gen->holes);
  return gen->holes - before;
}

typedef void (*Next) (Gen *gen, guint r, gpointer data);

/* Every choice of c cards of rank r (suits from s on), then next.  When
 * counting, or by rank, one choice stands for all of them. */
static void
choose_suits (Gen     *gen,
              guint    r,
              guint    c,
              guint    s,
              Next     next,
              gpointer data)
{
  GtCard card;

  if (c == 0)
    {
      next (gen, r, data);
      return;
    }
  if (s == 4)
    return;
  card = GT_CARD_MAKE (r, s);
  for (guint k = MIN (c, gen->have[card]); ; k--)
    {
      gen->pick[card] = (guint8) k;
      choose_suits (gen, r, c - k, s + 1, next, data);
      gen->pick[card] = 0;
      if (k == 0)
        break;
    }
}

/* c cards of rank r, each choice (or one standing for all), then next. */
static void
take (Gen     *gen,
      guint    r,
      guint    c,
      Next     next,
      gpointer data)
{
  if (c > 0 && (gen->by_rank || gen->n >= gen->max))
    {
      /* One choice: the lowest suits; it stands for all of them when
       * only counting. */
      guint64 mult = gen->mult;
      guint left = c;

      if (!gen->by_rank)
        gen->mult *= gen->ways[r][c];
      for (guint s = 0; s < 4 && left > 0; s++)
        {
          GtCard card = GT_CARD_MAKE (r, s);
          guint k = MIN (left, gen->have[card]);
          gen->pick[card] = (guint8) k;
          left -= k;
        }
      next (gen, r, data);
      for (guint s = 0; s < 4; s++)
        gen->pick[GT_CARD_MAKE (r, s)] = 0;
      gen->mult = mult;
      return;
    }
  choose_suits (gen, r, c, 0, next, data);
}

/* ---- N of a kind ----------------------------------------------------------- */

typedef struct {
  guint n;     /* cards in the play */
  guint c;     /* natural ones */
} Kind;

static void
kind_done (Gen      *gen,
           guint     r,
           gpointer  data)
{
  const Kind *k = data;
  guint type, bomb = 0;

  switch (k->n)
    {
    case 1: type = GDY_COMBO_SINGLE; break;
    case 2: type = GDY_COMBO_PAIR; break;
    case 3:
      type = GDY_COMBO_TRIPLE;
      bomb = (gen->ctx->variants & GDY_VARIANT_TRIPLE_NOT_BOMB) ? 0 : GDY_BOMB_TRIPLE;
      break;
    default:
      type = GDY_COMBO_BOMB;
      bomb = GDY_BOMB_QUAD;
      break;
    }
  gen->holes = 0;
  add_holes (gen, r, k->c, k->n);
  emit (gen, type, r, k->n, bomb, gdy_strength (r));
  gen->holes = 0;
}

static gboolean
may_answer (const Gen *gen,
            guint      type,
            guint      size,
            gboolean   bomb)
{
  return gen->table == NULL || bomb || (gen->table->type == type && gen->table->size == size);
}

static void
gen_kinds (Gen *gen)
{
  guint jokers = gen->jokers[0] + gen->jokers[1];

  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    for (guint n = 1; n <= 4; n++)
      {
        gboolean bomb = n == 4 || (n == 3 && !(gen->ctx->variants & GDY_VARIANT_TRIPLE_NOT_BOMB));
        guint type = n == 1 ? GDY_COMBO_SINGLE : n == 2 ? GDY_COMBO_PAIR : n == 3 ? GDY_COMBO_TRIPLE : GDY_COMBO_BOMB;

        if (!may_answer (gen, type, n, bomb))
          continue;
        for (guint c = 1; c <= MIN (n, gen->held[r]); c++)
          {
            Kind k = { n, c };
            if (n - c > jokers)
              continue;
            take (gen, r, c, kind_done, &k);
          }
      }
}

/* ---- Sequences and double sequences ------------------------------------------ */

typedef struct {
  guint per;   /* cards per rank: 1 or 2 */
  guint top;
} Seq;

static void seq_rank (Gen *gen, guint r, const Seq *q);

static void
seq_next (Gen      *gen,
          guint     r,
          gpointer  data)
{
  seq_rank (gen, r + 1, data);
}

/* Rank r of the window and the ranks above it. */
static void
seq_rank (Gen       *gen,
          guint      r,
          const Seq *q)
{
  guint jokers = gen->jokers[0] + gen->jokers[1];

  if (r > q->top)
    {
      if (gen->naturals == 0)
        return;
      emit (gen, q->per == 1 ? GDY_COMBO_SEQUENCE : GDY_COMBO_DOUBLE_SEQUENCE, q->top,
            gen->naturals + gen->holes, 0, q->top);
      return;
    }
  for (guint c = MIN (q->per, gen->held[r]); ; c--)
    {
      guint holes = gen->holes;

      if (holes + (q->per - c) <= jokers)
        {
          add_holes (gen, r, c, q->per);
          gen->naturals += c;
          take (gen, r, c, seq_next, (gpointer) q);
          gen->naturals -= c;
          gen->holes = holes;
        }
      if (c == 0)
        break;
    }
}

static void
gen_sequences (Gen  *gen,
               guint per)
{
  guint type = per == 1 ? GDY_COMBO_SEQUENCE : GDY_COMBO_DOUBLE_SEQUENCE;
  guint min_len = per == 1 ? 3 : 2;

  for (guint len = min_len; len <= GT_RANK_A - 3 + 1; len++)
    {
      if (!may_answer (gen, type, per * len, FALSE))
        continue;
      for (guint lo = 3; lo + len - 1 <= GT_RANK_A; lo++)
        {
          Seq q = { per, lo + len - 1 };
          gen->naturals = 0;
          gen->holes = 0;
          seq_rank (gen, lo, &q);
        }
    }
}

/* ---- The generator ------------------------------------------------------------ */

guint
gdy_moves_generate (const GtRuleCtx *ctx,
                    const GtCardSet *hand,
                    const GtCombo   *table,
                    guint            flags,
                    GtMove          *out,
                    guint            max)
{
  static Gen zero;
  Gen gen = zero;
  guint8 copies[GT_CARD_KINDS];

  gen.ctx = ctx;
  gen.table = table;
  gen.by_rank = (flags & GT_MOVES_BY_RANK) != 0;
  gen.out = out;
  gen.max = max;
  gen.mult = 1;
  gt_ruleset_deck (ctx->rs, ctx->variants, copies);
  gt_card_set_to_counts (hand, gen.have);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (gen.have[c] > copies[c])
      return GT_MOVES_INVALID;
  gen.jokers[0] = gen.have[GT_CARD_BJ];
  gen.jokers[1] = gen.have[GT_CARD_RJ];
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    {
      /* ways[r][c]: multisets of c cards among the rank's, by a small
       * knapsack over its four suits. */
      guint64 w[5] = { 1, 0, 0, 0, 0 };
      for (guint s = 0; s < 4; s++)
        {
          guint k = gen.have[GT_CARD_MAKE (r, s)];
          gen.held[r] += k;
          for (guint c = 4; c > 0; c--)
            for (guint j = 1; j <= MIN (k, c); j++)
              w[c] += w[c - j];
        }
      memcpy (gen.ways[r], w, sizeof w);
    }

  gen_kinds (&gen);
  gen_sequences (&gen, 1);
  gen_sequences (&gen, 2);

  /* The double joker (gdy.bomb.kinds). */
  if (gen.jokers[0] > 0 && gen.jokers[1] > 0)
    {
      GtCombo dj = { GDY_COMBO_DOUBLE_JOKER, GT_RANK_RJ, 2, GDY_BOMB_DOUBLE_JOKER, 1, GT_SUIT_NONE, { 0, 0 } };
      if (table == NULL || gdy_beats (ctx, &dj, NULL, table, NULL, NULL))
        {
          if (gen.n < max)
            {
              GtMove *m = &out[gen.n];
              guint8 two[GT_CARD_KINDS] = { 0 };
              memset (m, 0, sizeof *m);
              two[GT_CARD_BJ] = two[GT_CARD_RJ] = 1;
              gt_card_set_from_counts (&m->cards, two);
              m->combo = dj;
              m->n = 2;
              /* Both jokers as themselves (GT_CARD_NONE, as gt-moves.h
               * has it): the table shows them so. */
              m->n_wild = 2;
              gt_move_clear_wild (m);
            }
          gen.n++;
        }
    }

  /* The last card, a joker, led (gdy.joker.alone). */
  if (table == NULL && gdy_lone_joker_allowed (gen.have))
    for (guint j = 0; j < 2; j++)
      {
        GtCard c = joker_card (j);
        GtReading r;
        guint8 one[GT_CARD_KINDS] = { 0 };

        if (gen.jokers[j] == 0)
          continue;
        if (gen.n < max)
          {
            GtMove *m = &out[gen.n];
            gdy_lone_joker_reading (c, &r);
            memset (m, 0, sizeof *m);
            one[c] = 1;
            gt_card_set_from_counts (&m->cards, one);
            m->combo = r.combo;
            m->n = 1;
            m->n_wild = 1;
            gt_move_clear_wild (m);
          }
        gen.n++;
      }

  /* Like snprintf: the count even past max (a hand of the whole deck has
   * more plays than a guint counts only in theory; saturate). */
  return gen.n >= GT_MOVES_INVALID ? GT_MOVES_INVALID - 1 : (guint) gen.n;
}
