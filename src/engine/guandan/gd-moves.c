/* gd-moves.c — every legal play from a Guandan hand: Guandan's own move generator
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How plays are made.  The hand is split into its natural cards — one byte
 * per rank, 2 bits per suit (a Guandan hand holds at most two copies of a
 * card, so the 4-bit fields of GtCardSet narrow to 2), the wild cards left
 * out — and
 * its w wild cards (the hearts of the level rank, gd.wild.which).  As in
 * gt-guandan.c, a wild card in a play is a hole filler that may be any
 * non-joker card, itself included (gd.wild.any, gd.wild.natural), so every
 * combination type is a shape with slots per rank: "k natural cards of rank r
 * and u wild cards", "one card or a hole at each of five consecutive ranks",
 * and so on.  The generator walks each shape over the ranks and, for each
 * rank's slot, over the distinct sub-multisets of that rank's natural cards
 * of the size the slot wants.  Those come from a table built once
 * (subs_tab): for each of the 256 possible rank bytes, its sub-bytes grouped
 * by size, each stored already widened to GtCardSet's 16 bits a rank.  A
 * play's cards are then a handful of 16-bit stores.
 *
 * Why this makes each play exactly once.  Within a shape, the rank of each
 * slot is fixed by the shape's position (the rank, the window of a
 * sequence), so the multiset determines the sub-multiset chosen at every
 * slot: two different choices give two different multisets or two different
 * readings.  Different shapes give different (type, rank, size).  So no play
 * needs to be looked up or de-duplicated, which is what lets a 27-card hand
 * with thousands of plays be done in well under a millisecond.
 *
 * The readings and their declarations follow gd_readings_of_tally() rule for
 * rule (the same keys, the same choice of card each hole is filled with), so
 * that `moves` and `check` always agree; tests/test-moves.c compares the two
 * on every sub-multiset of thousands of hands, and both with the reference
 * classifier.
 *
 * Following a play only walks the shapes that can beat it: the table's own
 * type and size from the first rank above it, and the bombs.
 */
#define G_LOG_DOMAIN "gd-moves"

#include "config.h"

#include "gt-moves.h"
#include "gd-private.h"

#include <string.h>

/* ---- Sub-multisets of one rank's cards ----------------------------------- */

/* A rank byte has four 2-bit fields, so at most 3 * 4 = 12 cards. */
#define SUB_SIZES 13

/* subs_tab[subs_off[h][k] … subs_off[h][k + 1]) are the bytes b with every
 * field of b at most the field of h and k cards in all, in increasing order
 * (so the first one favours spades, then hearts, …), each widened to a
 * GtCardSet rank (widen()).  Σ_h Π(field + 1) = (1 + 2 + 3 + 4)^4 = 10000
 * entries. */
static guint16 subs_off[256][SUB_SIZES + 1];
static guint16 subs_tab[10000];

/* A rank byte of four 2-bit fields as GtCardSet's four 4-bit fields, and
 * back (the fields of a valid Guandan hand are at most 2, see
 * card_set_valid()). */
static inline guint16
widen (guint b)
{
  return (guint16) ((b & 3) | ((b & 0x0c) << 2) | ((b & 0x30) << 4) | ((b & 0xc0) << 6));
}

static inline guint8
narrow (guint v)
{
  return (guint8) ((v & 3) | ((v >> 2) & 0x0c) | ((v >> 4) & 0x30) | ((v >> 6) & 0xc0));
}

/* The wild cards' field in their rank (hearts), and the jokers' fields in
 * GtCardSet's rank[13]: small joker 0, big joker 1. */
#define WILD_SHIFT (4 * GT_SUIT_HEARTS)
#define JOKER_SHIFT(j) (4 * (j))

static inline guint
byte_cards (guint b)
{
  return (b & 3) + ((b >> 2) & 3) + ((b >> 4) & 3) + (b >> 6);
}

static inline gboolean
byte_within (guint b,
             guint h)
{
  for (guint s = 0; s < 8; s += 2)
    if (((b >> s) & 3) > ((h >> s) & 3))
      return FALSE;
  return TRUE;
}

static void
subs_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint pos = 0;

      for (guint h = 0; h < 256; h++)
        for (guint k = 0; k < SUB_SIZES; k++)
          {
            subs_off[h][k] = (guint16) pos;
            for (guint b = 0; b < 256; b++)
              if (byte_cards (b) == k && byte_within (b, h))
                subs_tab[pos++] = widen (b);
            subs_off[h][k + 1] = (guint16) pos;
          }
      g_assert (pos == G_N_ELEMENTS (subs_tab));
      g_once_init_leave (&done, 1);
    }
}

/* Bit set of the suits present in a rank byte. */
static inline guint
byte_suits (guint b)
{
  guint m = 0;
  for (guint s = 0; s < 4; s++)
    if ((b >> (2 * s)) & 3)
      m |= 1u << s;
  return m;
}

/* ---- The generator ------------------------------------------------------- */

/* Bomb ladder (gd.bomb.kinds) by number of cards of one rank, as gt-guandan.c. */
static const guint8 n_kind_bomb[11] = { 0, 0, 0, 0, 1, 2, 4, 5, 6, 7, 8 };
static const guint8 n_kind_type[4] = { 0, GD_COMBO_SINGLE, GD_COMBO_PAIR, GD_COMBO_TRIPLE };

#define BOMB_SF     3
#define BOMB_JOKERS 9

typedef struct {
  GtMove *out;
  guint max;
  guint n;                       /* plays found, possibly > max */
  GtMove spare;                  /* where plays beyond max are written */

  const GtCombo *table;          /* NULL when leading */
  gboolean by_rank;

  guint level;
  GtCard wild;                   /* the wild card's kind */
  guint wbyte;                   /* its rank's element in a GtCardSet: level - 2 */
  guint w;                       /* wild cards in the hand */
  guint cards;                   /* natural and wild cards in the hand (no jokers) */
  guint8 rb[GT_RANK_COUNT];      /* natural cards of each rank (2 … A), wild cards left out */
  guint8 nat[GT_RANK_COUNT];     /* how many */
  guint bj, rj;
  GtCard fill[GT_RANK_COUNT];    /* what a wild card filling a hole of rank r stands for */
} Gen;

/* A declaration as GtMove keeps it: the wild card standing for itself is no
 * declaration (gt_reading_apply() writes it plain). */
static inline GtCard
decl (const Gen *g,
      GtCard     c)
{
  return c == g->wild ? GT_CARD_NONE : c;
}

/* gt-guandan.c's fill_card(): the wild card as itself when it fits, else the
 * first suit allowed.  avoid is a suit not to use (a straight's flush suit),
 * or GT_SUIT_NONE. */
static inline GtCard
fill_avoiding (const Gen *g,
               guint      rank,
               guint      avoid)
{
  if (rank == g->level && avoid != GT_SUIT_HEARTS)
    return GT_CARD_NONE;
  return decl (g, GT_CARD_MAKE (rank, avoid == GT_SUIT_SPADES ? GT_SUIT_HEARTS : GT_SUIT_SPADES));
}

static inline GtCombo
make_combo (guint type,
            guint rank,
            guint size,
            guint bomb,
            guint key,
            guint suit)
{
  GtCombo c = { (guint8) type, (guint8) rank, (guint8) size, (guint8) bomb,
                (guint8) key, (guint8) suit, { 0, 0 } };
  return c;
}

/* Whether a reading beats the table: gd_beats() without the rule ids. */
static inline gboolean
wanted (const Gen     *g,
        const GtCombo *c)
{
  const GtCombo *t = g->table;

  if (t == NULL)
    return TRUE;
  if (c->bomb)
    return !t->bomb || c->bomb > t->bomb || (c->bomb == t->bomb && c->key > t->key);
  return !t->bomb && c->type == t->type && c->size == t->size && c->key > t->key;
}

/* A play is written in place: begin() gives the next slot of the output
 * (or a spare one once it is full, since the count goes on) with no cards,
 * the caller stores its ranks, and finish() completes it.  Writing the
 * cards where they stay, rather than building them aside and copying, is
 * what kept the 32-byte card set (gt-moves.h) from slowing the generator. */
static inline GtMove *
begin (Gen *g)
{
  GtMove *m = G_LIKELY (g->n < g->max) ? &g->out[g->n] : &g->spare;

  m->cards.word[0] = m->cards.word[1] = m->cards.word[2] = m->cards.word[3] = 0;
  return m;
}

static inline void
finish (Gen           *g,
        GtMove        *m,
        const GtCombo *combo,
        guint          u,
        GtCard         a0,
        GtCard         a1)
{
  m->combo = *combo;
  m->n = combo->size;
  m->n_wild = (guint8) u;
  /* Guandan's two wild cards at most (the level card of hearts, twice). */
  gt_move_clear_wild (m);
  m->as[0] = a0;
  m->as[1] = a1;
  memset (m->pad, 0, sizeof m->pad);
  g->n++;
}

/* The same for a card set built aside (a straight read two ways). */
static inline void
emit (Gen             *g,
      const GtCardSet *cards,
      const GtCombo   *combo,
      guint            u,
      GtCard           a0,
      GtCard           a1)
{
  GtMove *m = G_LIKELY (g->n < g->max) ? &g->out[g->n] : &g->spare;

  m->cards = *cards;
  finish (g, m, combo, u, a0, a1);
}

/* The range of sub-bytes of size k of rank r; in by-rank mode only the first. */
static inline guint
subs_end (const Gen *g,
          guint      h,
          guint      k)
{
  guint a = subs_off[h][k], b = subs_off[h][k + 1];
  return g->by_rank && b > a ? a + 1 : b;
}

/* N cards of one rank, N in nmin … nmax: singles, pairs, triples and the
 * bombs of 4 to 10 (gd.combo.single/pair/triple, gd.bomb.kinds).  u of the
 * N may be wild cards; with no natural card at all (u = N) the wild cards
 * may be of any rank, and each rank is a play of its own. */
static void
gen_n_of_a_kind (Gen   *g,
                 guint  nmin,
                 guint  nmax)
{
  guint most = 0;

  /* No size above the most cards of a rank and the wild cards: asked for
   * bombs (4 … 10) at every node, a small hand would otherwise look at
   * every rank seven times over. */
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    most = MAX (most, g->nat[r]);
  nmax = MIN (nmax, most + g->w);
  for (guint n = nmin; n <= nmax; n++)
    for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
      {
        GtCombo c;

        if (g->nat[r] + g->w < n)
          continue;
        c = make_combo (n < 4 ? n_kind_type[n] : GD_COMBO_BOMB, r, n, n_kind_bomb[n],
                        gd_strength (g->level, r), GT_SUIT_NONE);
        if (!wanted (g, &c))
          continue;
        for (guint u = 0; u <= g->w && u <= n; u++)
          {
            guint k = n - u, h = g->rb[r];
            GtCard a0 = u > 0 ? g->fill[r] : GT_CARD_NONE;
            GtCard a1 = u > 1 ? g->fill[r] : GT_CARD_NONE;

            if (k > g->nat[r])
              continue;
            for (guint i = subs_off[h][k], e = subs_end (g, h, k); i < e; i++)
              {
                GtMove *m = begin (g);
                m->cards.rank[r - 2] = subs_tab[i];
                m->cards.rank[g->wbyte] |= (guint16) (u << WILD_SHIFT);
                finish (g, m, &c, u, a0, a1);
              }
          }
      }
}

/* Jokers alone: singles, pairs of the same joker (gd.combo.pair.mixed-jokers)
 * and the four-joker bomb; never with a wild card (gd.wild.no-joker-bomb). */
static void
gen_jokers (Gen   *g,
            guint  size)
{
  static const guint ranks[2] = { GT_RANK_BJ, GT_RANK_RJ };
  guint have[2] = { g->bj, g->rj };

  for (guint j = 0; j < 2; j++)
    {
      GtMove *m;
      GtCombo c;

      if (have[j] < size || size > 2)
        continue;
      c = make_combo (size == 1 ? GD_COMBO_SINGLE : GD_COMBO_PAIR, ranks[j], size, 0,
                      gd_strength (g->level, ranks[j]), GT_SUIT_NONE);
      if (!wanted (g, &c))
        continue;
      m = begin (g);
      m->cards.rank[13] = (guint16) (size << JOKER_SHIFT (j));
      finish (g, m, &c, 0, GT_CARD_NONE, GT_CARD_NONE);
    }
}

static void
gen_joker_bomb (Gen *g)
{
  GtCombo c = make_combo (GD_COMBO_JOKER_BOMB, GT_RANK_RJ, 4, BOMB_JOKERS, 1, GT_SUIT_NONE);
  GtMove *m;

  if (g->bj < 2 || g->rj < 2 || !wanted (g, &c))
    return;
  m = begin (g);
  m->cards.rank[13] = (2 << JOKER_SHIFT (0)) | (2 << JOKER_SHIFT (1));
  finish (g, m, &c, 0, GT_CARD_NONE, GT_CARD_NONE);
}

/* A triple and a pair of another rank (gd.combo.full-house): kt natural cards
 * of the triple's rank and kp of the pair's, both at least one, the wild
 * cards making up the rest; or three natural cards and both wild cards as the
 * pair; or a triple (wild cards allowed) and two equal jokers. */
static void
gen_full_houses (Gen *g)
{
  for (guint tr = GT_RANK_2; tr <= GT_RANK_A; tr++)
    {
      guint ht = g->rb[tr];
      GtCombo c;

      if (g->nat[tr] == 0)
        continue;
      c = make_combo (GD_COMBO_FULL_HOUSE, tr, 5, 0, gd_strength (g->level, tr), GT_SUIT_NONE);
      if (!wanted (g, &c))
        continue;

      for (guint kt = 1; kt <= 3 && kt <= g->nat[tr]; kt++)
        {
          for (guint pr = GT_RANK_2; pr <= GT_RANK_A; pr++)
            {
              guint hp = g->rb[pr];

              if (pr == tr)
                continue;
              for (guint kp = 1; kp <= 2 && kp <= g->nat[pr]; kp++)
                {
                  guint u = 5 - kt - kp;
                  GtCard f[2] = { GT_CARD_NONE, GT_CARD_NONE };
                  guint nf = 0;

                  if (u > g->w)
                    continue;
                  /* Holes of the triple first, then of the pair, as
                   * read_full_house() fills them. */
                  for (guint i = kt; i < 3; i++)
                    f[nf++] = g->fill[tr];
                  for (guint i = kp; i < 2; i++)
                    f[nf++] = g->fill[pr];

                  for (guint i = subs_off[ht][kt], ei = subs_end (g, ht, kt); i < ei; i++)
                    for (guint j = subs_off[hp][kp], ej = subs_end (g, hp, kp); j < ej; j++)
                      {
                        GtMove *m = begin (g);
                        m->cards.rank[tr - 2] = subs_tab[i];
                        m->cards.rank[pr - 2] = subs_tab[j];
                        m->cards.rank[g->wbyte] |= (guint16) (u << WILD_SHIFT);
                        finish (g, m, &c, u, f[0], f[1]);
                      }
                }
            }
        }

      if (g->nat[tr] >= 3 && g->w >= 2)
        {
          /* Both wild cards as the pair: any other rank would do and every
           * choice is the same play; read_full_house() takes the level rank
           * (the wild cards as themselves), or 2 (3 at level 2) when the
           * triple is of the level rank. */
          guint pr = tr != g->level ? g->level : (tr == GT_RANK_2 ? 3 : GT_RANK_2);

          for (guint i = subs_off[ht][3], ei = subs_end (g, ht, 3); i < ei; i++)
            {
              GtMove *m = begin (g);
              m->cards.rank[tr - 2] = subs_tab[i];
              m->cards.rank[g->wbyte] |= 2 << WILD_SHIFT;
              finish (g, m, &c, 2, g->fill[pr], g->fill[pr]);
            }
        }

      for (guint j = 0; j < 2; j++)
        {
          if ((j == 0 ? g->bj : g->rj) < 2)
            continue;
          for (guint kt = 1; kt <= 3 && kt <= g->nat[tr]; kt++)
            {
              guint u = 3 - kt;

              if (u > g->w)
                continue;
              for (guint i = subs_off[ht][kt], ei = subs_end (g, ht, kt); i < ei; i++)
                {
                  GtMove *m = begin (g);
                  m->cards.rank[tr - 2] = subs_tab[i];
                  m->cards.rank[13] = (guint16) (2 << JOKER_SHIFT (j));
                  m->cards.rank[g->wbyte] |= (guint16) (u << WILD_SHIFT);
                  finish (g, m, &c, u, u > 0 ? g->fill[tr] : GT_CARD_NONE,
                        u > 1 ? g->fill[tr] : GT_CARD_NONE);
                }
            }
        }
    }
}

/* The rank of position i of a sequence that starts at s (1 = the low Ace,
 * gd.seq.ace). */
static inline guint
seq_rank (guint s,
          guint i)
{
  guint r = s + i;
  return r == GT_RANK_ACE_LOW ? GT_RANK_A : r;
}

/* One straight or straight flush of the window starting at s: suit[i] is the
 * suit of position i, or GT_SUIT_NONE for a hole.  Natural cards all of one
 * suit read as a straight flush, and, when a wild card could be declared in
 * another suit, also as a plain straight (read_sequences()). */
static inline void
emit_straight (Gen         *g,
               guint        s,
               const guint  suit[5],
               gboolean     want_plain,
               gboolean     want_flush)
{
  GtCardSet cs = { { 0 } };
  guint rank[5], u = 0, suits = 0, top = s + 4;
  GtCard f[2] = { GT_CARD_NONE, GT_CARD_NONE };
  GtCombo c;

  for (guint i = 0; i < 5; i++)
    {
      rank[i] = seq_rank (s, i);
      if (suit[i] == GT_SUIT_NONE)
        u++;
      else
        {
          cs.rank[rank[i] - 2] = (guint16) (1u << (4 * suit[i]));
          suits |= 1u << suit[i];
        }
    }
  cs.rank[g->wbyte] |= (guint16) (u << WILD_SHIFT);

  if ((suits & (suits - 1)) == 0)
    {
      guint fs = (guint) g_bit_nth_lsf (suits, -1), nf = 0;

      if (want_flush)
        {
          c = make_combo (GD_COMBO_STRAIGHT_FLUSH, top, 5, BOMB_SF, top, fs);
          for (guint i = 0; i < 5; i++)
            if (suit[i] == GT_SUIT_NONE)
              f[nf++] = decl (g, GT_CARD_MAKE (rank[i], fs));
          emit (g, &cs, &c, u, f[0], f[1]);
        }
      if (want_plain && u > 0)
        {
          nf = 0;
          c = make_combo (GD_COMBO_STRAIGHT, top, 5, 0, top, GT_SUIT_NONE);
          for (guint i = 0; i < 5; i++)
            if (suit[i] == GT_SUIT_NONE)
              f[nf++] = fill_avoiding (g, rank[i], fs);
          emit (g, &cs, &c, u, f[0], f[1]);
        }
    }
  else if (want_plain)
    {
      guint nf = 0;

      c = make_combo (GD_COMBO_STRAIGHT, top, 5, 0, top, GT_SUIT_NONE);
      for (guint i = 0; i < 5; i++)
        if (suit[i] == GT_SUIT_NONE)
          f[nf++] = g->fill[rank[i]];
      emit (g, &cs, &c, u, f[0], f[1]);
    }
}

/* The straight flushes of one window: for each suit, the positions the
 * hand lacks are holes, and any others may be holes too while wild cards
 * last (a different multiset: the wild card instead of the natural card). */
static void
gen_flushes_of_window (Gen   *g,
                       guint  s)
{
  for (guint su = 0; su < 4; su++)
    {
      guint absent = 0;

      for (guint p = 0; p < 5; p++)
        if (((g->rb[seq_rank (s, p)] >> (2 * su)) & 3) == 0)
          absent |= 1u << p;
      if ((guint) __builtin_popcount (absent) > g->w)
        continue;
      for (guint m = absent; m < 32; m++)
        {
          guint suit[5];

          if ((m & absent) != absent || (guint) __builtin_popcount (m) > g->w)
            continue;
          for (guint p = 0; p < 5; p++)
            suit[p] = (m & (1u << p)) ? GT_SUIT_NONE : su;
          emit_straight (g, s, suit, FALSE, TRUE);
        }
    }
}

/* Straight flushes alone: for following anything but a straight, and in
 * by-rank mode (which keeps every flush: their suits matter). */
static void
gen_straight_flushes (Gen *g)
{
  if (g->cards < 5)
    return;    /* most hands late in a deal */
  for (guint s = GT_RANK_ACE_LOW; s + 4 <= GT_RANK_A; s++)
    {
      GtCombo flush = make_combo (GD_COMBO_STRAIGHT_FLUSH, s + 4, 5, BOMB_SF, s + 4, GT_SUIT_SPADES);

      if (wanted (g, &flush))
        gen_flushes_of_window (g, s);
    }
}

/* Every straight and straight flush (gd.combo.straight, gd.bomb.kinds):
 * each position of each window holds one natural card of its rank, of any
 * suit the hand has, or a hole for a wild card. */
static void
gen_straights (Gen *g)
{
  if (g->cards < 5)
    return;
  for (guint s = GT_RANK_ACE_LOW; s + 4 <= GT_RANK_A; s++)
    {
      GtCombo plain = make_combo (GD_COMBO_STRAIGHT, s + 4, 5, 0, s + 4, GT_SUIT_NONE);
      GtCombo flush = make_combo (GD_COMBO_STRAIGHT_FLUSH, s + 4, 5, BOMB_SF, s + 4, GT_SUIT_SPADES);
      gboolean want_plain = wanted (g, &plain), want_flush = wanted (g, &flush);
      guint opt[5][5], nopt[5], idx[5], suit[5], holes = 0;
      gint i;

      if (!want_plain)
        {
          /* Only the bombs of this window can beat the table. */
          if (want_flush)
            gen_flushes_of_window (g, s);
          continue;
        }
      for (guint p = 0; p < 5; p++)
        {
          guint m = byte_suits (g->rb[seq_rank (s, p)]);
          nopt[p] = 0;
          for (guint su = 0; su < 4; su++)
            if (m & (1u << su))
              opt[p][nopt[p]++] = su;
          if (g->w > 0)
            opt[p][nopt[p]++] = GT_SUIT_NONE;
          if (nopt[p] == 0)
            goto next_window;
        }

      /* An odometer over the five positions, skipping choices with more
       * holes than wild cards. */
      for (guint p = 0; p < 5; p++)
        idx[p] = 0;
      for (;;)
        {
          holes = 0;
          for (guint p = 0; p < 5; p++)
            {
              suit[p] = opt[p][idx[p]];
              holes += suit[p] == GT_SUIT_NONE;
            }
          if (holes <= g->w)
            emit_straight (g, s, suit, want_plain, want_flush);
          for (i = 4; i >= 0; i--)
            {
              if (++idx[i] < nopt[i])
                break;
              idx[i] = 0;
            }
          if (i < 0)
            break;
        }
    next_window:
      ;
    }
}

/* By-rank mode's plain straights: one per window and choice of holes.  A
 * choice of suits that is not all one suit reads only as a straight, so
 * take one if the hand has it; if every natural card must be of one suit the
 * cards are a straight flush, and a straight too only with a wild card. */
static void
gen_straights_by_rank (Gen *g)
{
  if (g->cards < 5)
    return;
  for (guint s = GT_RANK_ACE_LOW; s + 4 <= GT_RANK_A; s++)
    {
      GtCombo plain = make_combo (GD_COMBO_STRAIGHT, s + 4, 5, 0, s + 4, GT_SUIT_NONE);

      if (!wanted (g, &plain))
        continue;
      for (guint m = 0; m < 32; m++)
        {
          guint avail[5], suit[5], all = 0, p;

          if ((guint) __builtin_popcount (m) > g->w)
            continue;
          for (p = 0; p < 5; p++)
            {
              avail[p] = (m & (1u << p)) ? 0 : byte_suits (g->rb[seq_rank (s, p)]);
              if (!(m & (1u << p)) && avail[p] == 0)
                break;
              all |= avail[p];
              suit[p] = (m & (1u << p)) ? GT_SUIT_NONE : (guint) g_bit_nth_lsf (avail[p], -1);
            }
          if (p < 5)
            continue;
          if ((all & (all - 1)) != 0)
            {
              /* Mixed suits are possible: if the lowest suits happen to be
               * all one suit, move one position to another suit it has. */
              guint first = GT_SUIT_NONE;
              gboolean mixed = FALSE;

              for (p = 0; p < 5; p++)
                if (suit[p] != GT_SUIT_NONE)
                  {
                    if (first == GT_SUIT_NONE)
                      first = suit[p];
                    else if (suit[p] != first)
                      mixed = TRUE;
                  }
              for (p = 0; !mixed && p < 5; p++)
                if (avail[p] & ~(1u << first))
                  {
                    suit[p] = (guint) g_bit_nth_lsf (avail[p] & ~(1u << first), -1);
                    mixed = TRUE;
                  }
            }
          emit_straight (g, s, suit, TRUE, FALSE);
        }
    }
}

/* Tubes (three pairs in a row) and plates (two triples in a row): per cards
 * of each rank, len ranks, each position k natural cards and per - k holes
 * (gd.combo.tube, gd.combo.plate, gd.seq.*). */
static void
gen_tubes_plates (Gen   *g,
                  guint  per,
                  guint  len)
{
  guint type = per == 2 ? GD_COMBO_TUBE : GD_COMBO_PLATE;

  if (g->cards < per * len)
    return;
  for (guint s = GT_RANK_ACE_LOW; s + len - 1 <= GT_RANK_A; s++)
    {
      GtCombo c = make_combo (type, s + len - 1, per * len, 0, s + len - 1, GT_SUIT_NONE);
      guint r[3], k[3] = { 0, 0, 0 }, kmax[3];

      if (!wanted (g, &c))
        continue;
      for (guint p = 0; p < len; p++)
        {
          r[p] = seq_rank (s, p);
          kmax[p] = MIN (per, g->nat[r[p]]);
        }
      if (len == 2)
        {
          r[2] = r[1];
          kmax[2] = 0;
        }

      for (k[0] = 0; k[0] <= kmax[0]; k[0]++)
        for (k[1] = 0; k[1] <= kmax[1]; k[1]++)
          for (k[2] = 0; k[2] <= kmax[2]; k[2]++)
            {
              guint sum = k[0] + k[1] + k[2], u, nf = 0;
              guint h0 = g->rb[r[0]], h1 = g->rb[r[1]], h2 = g->rb[r[2]];
              GtCard f[2] = { GT_CARD_NONE, GT_CARD_NONE };

              if (sum + g->w < per * len)
                continue;
              u = per * len - sum;
              for (guint p = 0; p < len; p++)
                for (guint j = k[p]; j < per; j++)
                  f[nf++] = g->fill[r[p]];

              for (guint i0 = subs_off[h0][k[0]], e0 = subs_end (g, h0, k[0]); i0 < e0; i0++)
                for (guint i1 = subs_off[h1][k[1]], e1 = subs_end (g, h1, k[1]); i1 < e1; i1++)
                  {
                    if (len == 2)
                      {
                        GtMove *m = begin (g);
                        m->cards.rank[r[0] - 2] = subs_tab[i0];
                        m->cards.rank[r[1] - 2] = subs_tab[i1];
                        m->cards.rank[g->wbyte] |= (guint16) (u << WILD_SHIFT);
                        finish (g, m, &c, u, f[0], f[1]);
                        continue;
                      }
                    for (guint i2 = subs_off[h2][k[2]], e2 = subs_end (g, h2, k[2]); i2 < e2; i2++)
                      {
                        GtMove *m = begin (g);
                        m->cards.rank[r[0] - 2] = subs_tab[i0];
                        m->cards.rank[r[1] - 2] = subs_tab[i1];
                        m->cards.rank[r[2] - 2] = subs_tab[i2];
                        m->cards.rank[g->wbyte] |= (guint16) (u << WILD_SHIFT);
                        finish (g, m, &c, u, f[0], f[1]);
                      }
                  }
            }
    }
}

static void
gen_bombs (Gen      *g,
           gboolean  flushes)
{
  gen_n_of_a_kind (g, 4, 10);
  if (flushes)
    gen_straight_flushes (g);
  gen_joker_bomb (g);
}

/* Whether the level is one the generator can index: its wild card's byte
 * is level - 2. */
static inline gboolean
level_valid (const GtRuleCtx *ctx)
{
  return ctx->level >= GT_RANK_2 && ctx->level <= GT_RANK_A;
}

/* Whether every field of the set holds a count the double deck deals (0 … 2:
 * a 4-bit field of 3 has its two low bits set, one of 4 or more a high
 * bit) and nothing lies outside Guandan's fields (the jokers' rank holds two
 * of its four, the marked jokers being Bao Huang's; rank[14] and rank[15]
 * none).  Fields never straddle a 16-bit element, so the test is the same in
 * either byte order. */
static inline gboolean
card_set_valid (const GtCardSet *set)
{
  const guint64 low_bits = G_GUINT64_CONSTANT (0x1111111111111111);
  const guint64 high_bits = G_GUINT64_CONSTANT (0xcccccccccccccccc);
  guint64 bad = 0;

  for (guint i = 0; i < 4; i++)
    bad |= (set->word[i] & (set->word[i] >> 1) & low_bits) | (set->word[i] & high_bits);
  return bad == 0 && (set->rank[13] & 0xff00) == 0 && set->rank[14] == 0 && set->rank[15] == 0;
}

/* The generator proper, for input already checked. */
static guint
generate (const GtRuleCtx *ctx,
          const GtCardSet *hand,
          const GtCombo   *table,
          GtMovesFlags     flags,
          GtMove          *out,
          guint            max)
{
  Gen g;

  subs_init ();

  g.out = out;
  g.max = max;
  g.n = 0;
  g.table = table;
  g.by_rank = (flags & GT_MOVES_BY_RANK) != 0;
  g.level = ctx->level;
  g.wild = GT_CARD_MAKE (ctx->level, GT_SUIT_HEARTS);
  g.wbyte = ctx->level - 2;
  g.w = gt_card_set_count (hand, g.wild);
  g.cards = g.w;
  g.bj = gt_card_set_count (hand, GT_CARD_BJ);
  g.rj = gt_card_set_count (hand, GT_CARD_RJ);
  memset (g.rb, 0, sizeof g.rb);
  memset (g.nat, 0, sizeof g.nat);
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    {
      g.rb[r] = narrow (hand->rank[r - 2]);
      if (r == g.level)
        g.rb[r] &= (guint8) ~(3u << (2 * GT_SUIT_HEARTS));
      g.nat[r] = (guint8) byte_cards (g.rb[r]);
      g.cards += g.nat[r];
      g.fill[r] = fill_avoiding (&g, r, GT_SUIT_NONE);
    }

  if (table == NULL)
    {
      gen_n_of_a_kind (&g, 1, 3);
      gen_jokers (&g, 1);
      gen_jokers (&g, 2);
      gen_full_houses (&g);
      if (g.by_rank)
        gen_straights_by_rank (&g);
      else
        gen_straights (&g);
      gen_tubes_plates (&g, 2, 3);
      gen_tubes_plates (&g, 3, 2);
      gen_bombs (&g, g.by_rank);
      return g.n;
    }

  if (!table->bomb)
    switch (table->type)
      {
      case GD_COMBO_SINGLE:
      case GD_COMBO_PAIR:
      case GD_COMBO_TRIPLE:
        gen_n_of_a_kind (&g, table->size, table->size);
        gen_jokers (&g, table->size);
        break;
      case GD_COMBO_FULL_HOUSE:
        gen_full_houses (&g);
        break;
      case GD_COMBO_STRAIGHT:
        if (g.by_rank)
          gen_straights_by_rank (&g);
        else
          {
            /* One walk makes the straights and every flush. */
            gen_straights (&g);
            gen_n_of_a_kind (&g, 4, 10);
            gen_joker_bomb (&g);
            return g.n;
          }
        break;
      case GD_COMBO_TUBE:
        gen_tubes_plates (&g, 2, 3);
        break;
      case GD_COMBO_PLATE:
        gen_tubes_plates (&g, 3, 2);
        break;
      case GD_COMBO_BOMB:
      case GD_COMBO_STRAIGHT_FLUSH:
      case GD_COMBO_JOKER_BOMB:
      case GD_COMBO_COUNT:
      default:
        break;
      }
  gen_bombs (&g, TRUE);
  return g.n;
}

guint
gd_moves_generate (const GtRuleCtx *ctx,
                   const GtCardSet *hand,
                   const GtCombo   *table,
                   guint            flags,
                   GtMove          *out,
                   guint            max)
{
  if (!level_valid (ctx) || !card_set_valid (hand))
    return GT_MOVES_INVALID;
  return generate (ctx, hand, table, (GtMovesFlags) flags, out, max);
}

gboolean
gd_moves_suits_matter (const GtRuleCtx *ctx,
                       const GtCardSet *hand)
{
  guint level = ctx->level;
  guint w = gt_card_set_count (hand, GT_CARD_MAKE (level, GT_SUIT_HEARTS));

  for (guint su = 0; su < 4; su++)
    for (guint s = GT_RANK_ACE_LOW; s + 4 <= GT_RANK_A; s++)
      {
        guint have = 0;

        for (guint p = 0; p < 5; p++)
          {
            guint r = seq_rank (s, p);
            if ((r != level || su != GT_SUIT_HEARTS) &&
                gt_card_set_count (hand, GT_CARD_MAKE (r, su)) > 0)
              have++;
          }
        if (have + w >= 5)
          return TRUE;
      }
  return FALSE;
}
