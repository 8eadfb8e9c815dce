/* gt-moves.h — every legal play of a hand, as the game makes them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A play (GtMove) is a multiset of cards from the hand together with one
 * reading of it (GtCombo), and what each wild card in it stands for.  Two
 * plays are the same when they hold the same cards as a multiset and read as
 * the same (type, rank, size): the generator makes each such play exactly
 * once, so a selection with two readings gives two plays, and the two copies
 * of a card in the double deck give no extra plays unless the multiset
 * differs ({S7 H7} and {S7 D7} are two pairs; {S7 S7} is one).
 *
 * The set of plays is by definition that of GtRuleset.readings() applied to
 * every sub-multiset of the hand, with the wild cards undeclared: the
 * readings, their keys and their declarations are the engine's, card for
 * card (tests/test-moves.c checks both this and the reference classifier).
 *
 * Layout for speed.  A set of cards is 32 bytes, 16 bits per rank holding a
 * 4-bit count for each suit (GtCardSet), so that a play's cards are built by
 * storing a few 16-bit words, compared with four 64-bit compares and taken
 * out of a hand with four 64-bit subtractions (no field ever borrows when
 * the play is part of the hand).  The generator allocates nothing: it writes into the
 * caller's array and, like snprintf, returns how many plays exist even when
 * that is more than fit — or, as snprintf returns a negative number for
 * input it cannot handle, GT_MOVES_INVALID for a hand no deck deals.
 *
 * The plays come from the game (GtRuleset.generate_moves): Guandan's fast
 * generator lives with its rules (src/engine/guandan/gd-moves.c); a game
 * without one of its own gets gt_moves_generate_generic().
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "gt-card.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

/* Cards as 4-bit counts.  rank[r - 2] holds rank r (2 … A): bits 4s … 4s + 3
 * are the count of suit s.  rank[13] holds the jokers as the four "suits" of
 * one more rank: the small joker in bits 0–3, the big one in bits 4–7, the
 * marked small and big jokers of Bao Huang (BJ*, RJ*) in bits 8–11 and
 * 12–15.  This is card id c at rank[c >> 2], field c & 3.  rank[14] and
 * rank[15] are always 0.
 *
 * Why four bits.  Guandan's double deck needs two bits a card, and the set
 * was 16 bytes of 2-bit fields until Bao Huang: its four decks put four
 * copies of a card in a hand, and a 2-bit field holds three.  Three bits
 * would do, but they would straddle the bytes and words, which the fast
 * word-wide subtraction and comparison below rely on never doing; a field
 * of four bits never straddles anything.  The cost is a 32-byte set and a
 * 48-byte move: Guandan's generator still works on one byte of 2-bit
 * fields a rank inside (gd-moves.c) and widens a rank's byte only when it
 * writes a play (docs/benchmarks.md has the figures before and after).
 *
 * The union with words is only for speed: each field sits inside one
 * 16-bit element, so the byte order of the words does not matter as long
 * as both operands are GtCardSets. */
union _GtCardSet {
  guint16 rank[16];
  guint64 word[4];
};

/* The most copies of one card a GtCardSet holds: a 4-bit field. */
#define GT_CARD_SET_MAX_COPIES 15
G_STATIC_ASSERT (GT_COPIES_MAX <= GT_CARD_SET_MAX_COPIES);

/* Kinds 16 i … 16 i + 15 of set (ranks 4 i … 4 i + 3), a nibble each from
 * the lowest bits: with gt_card_set_next() a loop visits only the kinds a
 * set holds, a few in a play, where walking its fourteen ranks and their
 * nibbles was a tenth of the solver's work. */
#define GT_CARD_SET_QUARTERS ((GT_CARD_KINDS + 15) / 16)

static inline guint64
gt_card_set_quarter (const GtCardSet *set,
                     guint            i)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  /* The same four ranks as one load: GCC left the four 16-bit loads and
   * their shifts apart (4 % of the solver's instructions on Dou Dizhu's
   * endgames). */
  return set->word[i];
#else
  return (guint64) set->rank[4 * i] | (guint64) set->rank[4 * i + 1] << 16 |
         (guint64) set->rank[4 * i + 2] << 32 | (guint64) set->rank[4 * i + 3] << 48;
#endif
}

/* The lowest kind held in a non-zero quarter *q (its index in the quarter,
 * 0 … 15), its count in *n; the kind is cleared from *q. */
static inline guint
gt_card_set_next (guint64 *q,
                  guint   *n)
{
  guint f = (guint) __builtin_ctzll (*q) >> 2;

  *n = (guint) (*q >> (4 * f)) & 15;
  *q &= ~(G_GUINT64_CONSTANT (15) << (4 * f));
  return f;
}

static inline guint
gt_card_set_count (const GtCardSet *set,
                   GtCard           card)
{
  return (set->rank[card >> 2] >> ((card & 3) * 4)) & 15;
}

/* a -= b, for b part of a. */
static inline void
gt_card_set_remove (GtCardSet       *a,
                    const GtCardSet *b)
{
  a->word[0] -= b->word[0];
  a->word[1] -= b->word[1];
  a->word[2] -= b->word[2];
  a->word[3] -= b->word[3];
}

static inline gboolean
gt_card_set_equal (const GtCardSet *a,
                   const GtCardSet *b)
{
  return ((a->word[0] ^ b->word[0]) | (a->word[1] ^ b->word[1]) |
          (a->word[2] ^ b->word[2]) | (a->word[3] ^ b->word[3])) == 0;
}

/* FALSE if some count is above GT_CARD_SET_MAX_COPIES (no deck deals that
 * many: the set is then left holding the counts that fit). */
gboolean gt_card_set_from_counts (GtCardSet    *set,
                                  const guint8  counts[GT_CARD_KINDS]);
void     gt_card_set_to_counts   (const GtCardSet *set,
                                  guint8           counts[GT_CARD_KINDS]);
guint    gt_card_set_size        (const GtCardSet *set);

/* One play.  48 bytes. */
struct _GtMove {
  GtCardSet cards;   /* the cards played, the wild cards (as themselves) included */
  GtCombo combo;     /* the reading: type, rank, size, bomb, key, suit as readings() gives them */
  guint8 n;          /* number of cards (= combo.size) */
  guint8 n_wild;     /* wild cards among them */
  GtCard as[GT_WILD_MAX]; /* what each wild card stands for, in card order, as
                      * a reading has it (GtReading.as): as many as a play of
                      * any game holds (Gan Deng Yan's two decks: four
                      * jokers); GT_CARD_NONE: the card itself
                      * (gd.wild.natural), or no wild card */
  guint8 pad[2];
};
/* The wild cards' declarations fit in what was padding: a move stays 48
 * bytes, which the generators and the solver's move stacks are tuned to. */
G_STATIC_ASSERT (sizeof (GtMove) == 48);

/* Every wild card of m as itself (no declaration). */
static inline void
gt_move_clear_wild (GtMove *m)
{
  memset (m->as, GT_CARD_NONE, sizeof m->as);
}

/* Whether some wild card of m stands for another card. */
static inline gboolean
gt_move_uses_wild (const GtMove *m)
{
  for (guint w = 0; w < m->n_wild && w < G_N_ELEMENTS (m->as); w++)
    if (m->as[w] != GT_CARD_NONE)
      return TRUE;
  return FALSE;
}

/* Room for every play of any 27-card hand, with margin.  The most found
 * (bench/bench-moves.c, docs/benchmarks.md) is 17,094, from six ranks of all
 * four suits and both wild cards (straights are most of them, 4^5 per window
 * before wild cards); random hands stay near 6,000 and hands of four
 * neighbouring ranks near 11,000.  Larger hands may make more: the generator
 * reports that instead of overflowing. */
#define GT_MOVES_MAX 32768

typedef enum {
  GT_MOVES_ALL = 0,
  /* One representative play per (type, rank, size, straight-flush suit,
   * number of natural cards of each rank, number of wild cards): the suits
   * of the natural cards are chosen by the generator.  Exact (loses no
   * distinct outcome) only when gt_moves_suits_matter() is FALSE for the
   * hand — see there. */
  GT_MOVES_BY_RANK = 1 << 0,
} GtMovesFlags;

/* What the generators return for input they cannot answer: a hand that
 * holds more copies of a card than the game's deck (or a GtCardSet with bits
 * outside its fields), or
 * a level that is not a rank 2 … A.  It is no count of plays — 0 is "no
 * plays", as for an empty hand or nothing that beats the table — so test for
 * it before using the result as one: MIN (n, max) would take it for an
 * overflow. */
#define GT_MOVES_INVALID G_MAXUINT

/* The core.  Every play from hand under ctx's rules (ctx->rs; the game's
 * own generator); with table (may be NULL: leading) only those that beat it
 * (table is a combo as readings() or gt_ruleset_read_table() give it).  Writes at most max plays
 * into out and returns the number of plays there are: when that is more than
 * max, out holds the first max of them and the caller may retry with a
 * larger array.  GT_MOVES_INVALID (nothing written) when the hand or the
 * level is not valid.  Allocates nothing; thread-safe. */
guint    gt_moves_generate_set    (const GtRuleCtx *ctx,
                                   const GtCardSet *hand,
                                   const GtCombo   *table,
                                   GtMovesFlags     flags,
                                   GtMove          *out,
                                   guint            max);

/* The same from per-kind counts (the solver's hand), as for
 * gt_card_set_from_counts(): GT_MOVES_INVALID if a count is more than a
 * set holds or the game's deck deals. */
guint    gt_moves_generate_counts (const GtRuleCtx *ctx,
                                   const guint8     counts[GT_CARD_KINDS],
                                   const GtCombo   *table,
                                   GtMovesFlags     flags,
                                   GtMove          *out,
                                   guint            max);

/* Every play by brute force: each sub-multiset of the hand (up to the
 * game's longest combination) read with GtRuleset.readings() and, on a
 * table, kept when GtRuleset.beats() says it beats it.  Slow — it tries
 * every selection — but it needs nothing of a game beyond its rules of a
 * single play, so a new game has moves from its first day, and a fast
 * generator is tested against it (tests/test-moves.c).  Flags are ignored:
 * the plays are always all of them.  Allocates nothing. */
guint    gt_moves_generate_generic (const GtRuleCtx *ctx,
                                    const GtCardSet *hand,
                                    const GtCombo   *table,
                                    GtMove          *out,
                                    guint            max);

/* A fixed-capacity list for callers that want one: 1 MiB, so keep it off
 * the stack. */
typedef struct {
  guint n;          /* plays in move[] */
  guint total;      /* plays there are; > n only when the list overflowed */
  GtMove move[GT_MOVES_MAX];
} GtMoveList;

/* From a hand as parsed cards (declarations, if any, are ignored: a hand
 * holds cards, not plays).  FALSE if the list overflowed (list->total says
 * how big it should have been) or the input is not valid (list->total is
 * GT_MOVES_INVALID, list->n 0). */
gboolean gt_move_list_generate    (const GtRuleCtx  *ctx,
                                   const GtCardList *hand,
                                   const GtCombo    *table,
                                   GtMovesFlags      flags,
                                   GtMoveList       *list);

/* Whether two moves are the same play: the same cards read the same way
 * (combination type, rank, size, bomb, suit); two passes (n == 0) are one.
 * How a learner's play is matched against a solver's. */
gboolean gt_move_same             (const GtMove    *a,
                                   const GtMove    *b);

/* The play as a card list with its declarations written out
 * ("H2=S5 S3 S4 D6 C7"), in card-id order; sort it for people with
 * gt_card_list_sort(). */
void     gt_move_to_card_list     (const GtRuleCtx *ctx,
                                   const GtMove    *move,
                                   GtCardList      *out);

/* Whether the suits of the hand's natural cards can still matter: TRUE when
 * the hand could make a straight flush (five consecutive ranks of one suit,
 * its wild cards filling the gaps).
 *
 * When it is FALSE, GT_MOVES_BY_RANK loses nothing for this player: suits
 * decide nothing in Guandan but straight flushes (gd.suits), so two plays
 * that differ only in the suits of natural cards have the same reading and
 * leave hands whose every later play reads the same; and since no sub-hand
 * of a hand without a straight flush has one, this stays true for the rest of
 * the deal.  The wild cards are never abstracted: they are counted apart from
 * the natural level-rank cards, which cannot stand for anything.  When it is
 * TRUE, a representative may spend a card a straight flush needs while
 * another choice would keep it, so use GT_MOVES_ALL. */
gboolean gt_moves_suits_matter    (const GtRuleCtx *ctx,
                                   const GtCardSet *hand);

G_END_DECLS
