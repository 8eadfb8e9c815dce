/* test-moves.c — move generation against brute force
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The set of plays from a hand is, by definition, every sub-multiset of the
 * hand with every one of its readings (that beats the table, when there is
 * one).  The brute force here builds exactly that: it walks all sub-multisets
 * of a random hand of up to 16 cards, classifies each, keeps the readings
 * that beat the table, and compares the result with gt_moves_generate_set()
 * as sets — no play missing, none extra, none twice.
 *
 * Two classifiers do the brute force:
 *   - the reference (gt-reference.c), which shares no code with the engine:
 *     plays compared by cards and (type, rank, size, bomb, suit), and each
 *     generated play's declarations checked by reading the declared cards
 *     with the reference, which must find that one combination and no other;
 *   - the engine's own readings(), which is fast enough for many more hands
 *     and also fixes the declarations and keys: there, plays must agree byte
 *     for byte, which is what keeps `moves` and `check` in step.
 *
 * Hands are drawn from a few neighbouring ranks more often than not, with
 * wild cards and jokers, so that full houses, tubes, plates, bombs and
 * straight flushes come up in numbers.  Tables are random plays of random
 * hands at the same level, bombs included.  The seed is fixed; set
 * GT_TEST_SEED to try others.
 */
#include "gt-card.h"
#include "gt-moves.h"
#include "gt-ruleset.h"
#include "gt-reference.h"
#include "guandan/gd-kinds.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_SEED 20260301u
#define BIG_MOVES (1u << 16)
#define BIG_READINGS 256

static const GtRuleset *rs;
static guint32 seed = DEFAULT_SEED;

/* ---- Plays as sortable keys ---------------------------------------------- */

/* A play reduced to what identifies it.  The two wild cards are the same
 * card, so their declarations are kept in increasing order. */
typedef struct {
  GtCardSet cards;
  guint8 type, rank, size, bomb, key, suit, a0, a1;
} Key;

static int
key_cmp (gconstpointer a,
         gconstpointer b)
{
  return memcmp (a, b, sizeof (Key));
}

static Key
key_make (const GtCardSet *cards,
          const GtCombo   *c,
          gboolean         full,
          GtCard           a0,
          GtCard           a1)
{
  Key k;

  memset (&k, 0, sizeof k);
  k.cards = *cards;
  k.type = c->type;
  k.rank = c->rank;
  k.size = c->size;
  k.bomb = c->bomb;
  k.suit = c->suit;
  if (full)
    {
      k.key = c->key;
      k.a0 = MIN (a0, a1);
      k.a1 = MAX (a0, a1);
    }
  return k;
}

static char *
key_to_string (guint       level,
               const Key  *k)
{
  GString *s = g_string_new (NULL);
  GtMove m;
  GtRuleCtx ctx;
  GtCardList l;

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
  memset (&m, 0, sizeof m);
  m.cards = k->cards;
  m.as[0] = k->a0;
  m.as[1] = k->a1;
  gt_move_to_card_list (&ctx, &m, &l);
  gt_card_list_append_to (&l, s);
  g_string_append_printf (s, " : %s %s/%u bomb %u key %u suit %u",
                          gt_combo_kind_id (gt_ruleset_guandan (), k->type), gt_rank_to_string (k->rank),
                          k->size, k->bomb, k->key, k->suit);
  return g_string_free (s, FALSE);
}

/* Sorts both and reports the first few differences.  FALSE if any. */
static gboolean
same_keys (guint        level,
           const char  *what,
           Key         *gen,
           guint        n_gen,
           Key         *ref,
           guint        n_ref)
{
  guint i = 0, j = 0, reported = 0;
  gboolean ok = TRUE;

  qsort (gen, n_gen, sizeof (Key), key_cmp);
  qsort (ref, n_ref, sizeof (Key), key_cmp);
  for (guint k = 1; k < n_gen; k++)
    if (key_cmp (&gen[k - 1], &gen[k]) == 0)
      {
        char *s = key_to_string (level, &gen[k]);
        g_test_message ("%s: generated twice: %s", what, s);
        g_free (s);
        ok = FALSE;
      }
  while (i < n_gen || j < n_ref)
    {
      int c = i == n_gen ? 1 : j == n_ref ? -1 : key_cmp (&gen[i], &ref[j]);
      if (c == 0)
        {
          i++;
          j++;
          continue;
        }
      ok = FALSE;
      if (reported++ < 10)
        {
          char *s = key_to_string (level, c < 0 ? &gen[i] : &ref[j]);
          g_test_message ("%s, level %s: %s %s", what, gt_rank_to_string (level),
                          c < 0 ? "generated but not a play:" : "a play not generated:", s);
          g_free (s);
        }
      if (c < 0)
        i++;
      else
        j++;
    }
  return ok;
}

/* ---- Random hands and tables --------------------------------------------- */

static guint
rnd (GRand *rand,
     guint  n)
{
  return (guint) g_rand_int_range (rand, 0, (gint32) n);
}

/* n cards (at most 2 of a kind), often from a few neighbouring ranks, with
 * up to two wild cards and sometimes jokers. */
static void
random_hand (GRand  *rand,
             guint   level,
             guint   n,
             guint8  counts[GT_CARD_KINDS])
{
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  guint lo = GT_RANK_2, hi = GT_RANK_A, have = 0, wilds = rnd (rand, 3);

  memset (counts, 0, GT_CARD_KINDS);
  if (rnd (rand, 4) != 0)
    {
      guint width = 2 + rnd (rand, 5);
      lo = GT_RANK_2 + rnd (rand, 13 - width + 1);
      hi = lo + width - 1;
    }
  for (; wilds > 0 && have < n; wilds--, have++)
    counts[wild]++;
  if (rnd (rand, 5) == 0)
    for (guint j = rnd (rand, 5); j > 0 && have < n; j--)
      {
        GtCard c = rnd (rand, 2) ? GT_CARD_BJ : GT_CARD_RJ;
        if (counts[c] < 2)
          {
            counts[c]++;
            have++;
          }
      }
  while (have < n)
    {
      GtCard c = GT_CARD_MAKE (lo + rnd (rand, hi - lo + 1), rnd (rand, 4));
      if (c == wild || counts[c] >= 2)
        {
          /* Widen a full range so that the loop always ends. */
          lo = GT_RANK_2;
          hi = GT_RANK_A;
          continue;
        }
      counts[c]++;
      have++;
    }
}

/* A random play of a random hand at this level, or NULL (leading). */
static gboolean
random_table (GRand           *rand,
              const GtRuleCtx *ctx,
              GtMove          *buf,
              GtCombo         *table)
{
  guint8 counts[GT_CARD_KINDS];
  guint n;

  random_hand (rand, ctx->level, 4 + rnd (rand, 20), counts);
  n = gt_moves_generate_counts (ctx, counts, NULL, GT_MOVES_ALL, buf, BIG_MOVES);
  g_assert_cmpuint (n, !=, GT_MOVES_INVALID);
  n = MIN (n, BIG_MOVES);
  if (n == 0)
    return FALSE;
  *table = buf[rnd (rand, n)].combo;
  return TRUE;
}

/* ---- Brute force ----------------------------------------------------------- */

typedef struct {
  const GtRuleCtx *ctx;
  gboolean use_reference;
  GtCard kinds[GT_CARD_KINDS];
  guint8 have[GT_CARD_KINDS];
  guint n_kinds;
  guint8 take[GT_CARD_KINDS];
  Key *out;
  guint n, max;
  const GtCombo *const *tables;   /* NULL entries: leading */
  guint n_tables;
  guint *per_table;               /* keys found per table, in out + t * max */
} Brute;

/* One sub-multiset, classified: its readings that beat each table. */
static void
brute_classify (Brute *b)
{
  GtCardList play;
  GtCardSet cards;
  GtCard wild = GT_CARD_MAKE (b->ctx->level, GT_SUIT_HEARTS);

  gt_card_list_init (&play);
  memset (&cards, 0, sizeof cards);
  for (guint i = 0; i < b->n_kinds; i++)
    for (guint k = 0; k < b->take[i]; k++)
      {
        gt_card_list_append (&play, b->kinds[i], GT_CARD_NONE);
        cards.rank[b->kinds[i] >> 2] += (guint16) (1u << ((b->kinds[i] & 3) * 4));
      }

  if (b->use_reference)
    {
      GtCombo rc[BIG_READINGS];
      guint nr = gt_ref_readings (b->ctx->level, &play, rc, BIG_READINGS);

      g_assert_cmpuint (nr, <=, BIG_READINGS);
      for (guint t = 0; t < b->n_tables; t++)
        for (guint i = 0; i < nr; i++)
          if (b->tables[t] == NULL || gt_ref_beats (b->ctx->level, &rc[i], b->tables[t]))
            {
              g_assert_cmpuint (b->per_table[t], <, b->max);
              b->out[t * b->max + b->per_table[t]++] =
                key_make (&cards, &rc[i], FALSE, 0, 0);
            }
    }
  else
    {
      GtReading rd[GT_READINGS_MAX];
      guint nr = rs->readings (b->ctx, &play, rd, GT_READINGS_MAX);

      for (guint t = 0; t < b->n_tables; t++)
        for (guint i = 0; i < nr; i++)
          if (b->tables[t] == NULL || rs->beats (b->ctx, &rd[i].combo, NULL, b->tables[t], NULL, NULL))
            {
              GtCard a[2] = { GT_CARD_NONE, GT_CARD_NONE };
              for (guint w = 0; w < rd[i].n_wild && w < 2; w++)
                a[w] = rd[i].as[w] == wild ? GT_CARD_NONE : rd[i].as[w];
              g_assert_cmpuint (b->per_table[t], <, b->max);
              b->out[t * b->max + b->per_table[t]++] =
                key_make (&cards, &rd[i].combo, TRUE, a[0], a[1]);
            }
    }
}

static void
brute_walk (Brute *b,
            guint  i,
            guint  size)
{
  if (i == b->n_kinds)
    {
      if (size > 0)
        brute_classify (b);
      return;
    }
  for (guint k = 0; k <= b->have[i] && size + k <= 10; k++)
    {
      b->take[i] = (guint8) k;
      brute_walk (b, i + 1, size + k);
    }
  b->take[i] = 0;
}

/* One hand against a few tables: generates, brute-forces, compares.  Also
 * checks every generated play's declarations with the reference when asked. */
static gboolean
check_hand (const GtRuleCtx *ctx,
            const guint8     counts[GT_CARD_KINDS],
            const GtCombo   *const *tables,
            guint            n_tables,
            gboolean         use_reference,
            GtMove          *buf,
            Key             *gen_keys,
            Key             *ref_keys,
            guint            max)
{
  Brute b = { 0 };
  guint per_table[8] = { 0 };
  GtCardSet hand;
  gboolean ok = TRUE;

  g_assert_cmpuint (n_tables, <=, G_N_ELEMENTS (per_table));
  b.ctx = ctx;
  b.use_reference = use_reference;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (counts[c])
      {
        b.kinds[b.n_kinds] = (GtCard) c;
        b.have[b.n_kinds++] = counts[c];
      }
  b.out = ref_keys;
  b.max = max;
  b.tables = tables;
  b.n_tables = n_tables;
  b.per_table = per_table;
  brute_walk (&b, 0, 0);

  g_assert_true (gt_card_set_from_counts (&hand, counts));
  for (guint t = 0; t < n_tables; t++)
    {
      guint n = gt_moves_generate_set (ctx, &hand, tables[t], GT_MOVES_ALL, buf, max);

      g_assert_cmpuint (n, <=, max);
      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpuint (buf[i].n, ==, buf[i].combo.size);
          g_assert_cmpuint (buf[i].n, ==, gt_card_set_size (&buf[i].cards));
          g_assert_cmpuint (buf[i].n_wild, ==,
                            gt_card_set_count (&buf[i].cards, GT_CARD_MAKE (ctx->level, GT_SUIT_HEARTS)));
          gen_keys[i] = key_make (&buf[i].cards, &buf[i].combo, !use_reference,
                                  buf[i].as[0], buf[i].as[1]);
        }

      if (use_reference)
        for (guint i = 0; i < n; i++)
          {
            /* The declarations must make the play read as its combination
             * and nothing else. */
            GtCardList l;
            GtCombo one[BIG_READINGS];
            guint nr;

            gt_move_to_card_list (ctx, &buf[i], &l);
            for (guint j = 0; j < l.n; j++)
              if (l.card[j] == GT_CARD_MAKE (ctx->level, GT_SUIT_HEARTS) && l.as[j] == GT_CARD_NONE)
                l.as[j] = l.card[j];      /* as itself: say so, or it is undeclared again */
            nr = gt_ref_readings (ctx->level, &l, one, BIG_READINGS);
            if (nr != 1 || one[0].type != buf[i].combo.type || one[0].rank != buf[i].combo.rank ||
                one[0].size != buf[i].combo.size || one[0].bomb != buf[i].combo.bomb)
              {
                char *s = gt_card_list_to_string (&l);
                g_test_message ("declared play %s reads %u ways, not just as %s %s",
                                s, nr, gt_combo_kind_id (gt_ruleset_guandan (), buf[i].combo.type),
                                gt_rank_to_string (buf[i].combo.rank));
                g_free (s);
                ok = FALSE;
              }
          }

      if (!same_keys (ctx->level, tables[t] ? "following" : "leading",
                      gen_keys, n, ref_keys + t * max, per_table[t]))
        {
          GtCardList l;
          char *s;

          gt_card_list_init (&l);
          for (guint i = 0; i < b.n_kinds; i++)
            for (guint k = 0; k < b.have[i]; k++)
              gt_card_list_append (&l, b.kinds[i], GT_CARD_NONE);
          s = gt_card_list_to_string (&l);
          g_test_message ("hand %s at level %s, table %s %s/%u", s, gt_rank_to_string (ctx->level),
                          tables[t] ? gt_combo_kind_id (gt_ruleset_guandan (), tables[t]->type) : "none",
                          tables[t] ? gt_rank_to_string (tables[t]->rank) : "-",
                          tables[t] ? tables[t]->size : 0);
          g_free (s);
          ok = FALSE;
        }
    }
  return ok;
}

static void
run_random (gboolean use_reference,
            guint    n_hands,
            guint    max_cards,
            guint    max_cards_two_wilds)
{
  GRand *rand = g_rand_new_with_seed (seed + (use_reference ? 1 : 0));
  guint max = BIG_MOVES;
  GtMove *buf = g_new (GtMove, max);
  GtMove *tbuf = g_new (GtMove, max);
  Key *gen_keys = g_new (Key, max);
  Key *ref_keys = g_new (Key, (gsize) max * 4);
  guint failures = 0, plays = 0, follows = 0;

  for (guint h = 0; h < n_hands && failures < 3; h++)
    {
      GtRuleCtx ctx;
      guint8 counts[GT_CARD_KINDS];
      GtCombo table_combos[3];
      const GtCombo *tables[4] = { NULL };
      guint n_tables = 1, level = GT_RANK_2 + rnd (rand, 13);
      guint n = 1 + rnd (rand, max_cards);

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      random_hand (rand, level, n, counts);
      if (counts[GT_CARD_MAKE (level, GT_SUIT_HEARTS)] == 2 && n > max_cards_two_wilds)
        counts[GT_CARD_MAKE (level, GT_SUIT_HEARTS)] = 1;

      for (guint t = 0; t < 3; t++)
        if (random_table (rand, &ctx, tbuf, &table_combos[t]))
          tables[n_tables++] = &table_combos[t];
      if (!check_hand (&ctx, counts, tables, n_tables, use_reference, buf, gen_keys, ref_keys, max))
        failures++;
      {
        guint led = gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, buf, max);

        g_assert_cmpuint (led, !=, GT_MOVES_INVALID);
        plays += led;
      }
      follows += n_tables - 1;
    }
  g_test_message ("%u hands, %u tables followed, %u plays led", n_hands, follows, plays);
  g_assert_cmpuint (failures, ==, 0);
  /* The hands must have made the plays worth comparing. */
  g_assert_cmpuint (plays, >, n_hands * 10);

  g_free (buf);
  g_free (tbuf);
  g_free (gen_keys);
  g_free (ref_keys);
  g_rand_free (rand);
}

static void
test_random_vs_engine (void)
{
  run_random (FALSE, g_test_slow () ? 100000 : 10000, 16, 16);
}

static void
test_random_vs_reference (void)
{
  /* The reference tries 52 cards per wild card, 2,704 substitutions with
   * both: hands holding both stay small enough to finish in seconds. */
  run_random (TRUE, g_test_slow () ? 20000 : 1600, 16, 9);
}

/* ---- Fixed cases ----------------------------------------------------------- */

static guint
count_moves (guint        level,
             const char  *hand_text,
             const char  *table_text,
             GtMoveList  *list)
{
  GtRuleCtx ctx;
  GtCardList hand, table_cards;
  GtReading table;

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
  g_assert_true (gt_card_list_parse (hand_text, rs->copies, &hand, NULL));
  if (table_text)
    {
      g_assert_true (gt_card_list_parse (table_text, rs->copies, &table_cards, NULL));
      g_assert_true (gt_ruleset_read_table (rs, &ctx, &table_cards, &table));
    }
  g_assert_true (gt_move_list_generate (&ctx, &hand, table_text ? &table.combo : NULL,
                                        GT_MOVES_ALL, list));
  return list->n;
}

static gboolean
has_play (guint             level,
          const GtMoveList *list,
          const char       *cards,
          guint             type,
          guint             rank)
{
  GtRuleCtx ctx;
  guint8 strength[GT_RANK_COUNT];

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
  rs->rank_strength (&ctx, strength);
  for (guint i = 0; i < list->n; i++)
    {
      GtCardList l;
      char *s;
      gboolean same;

      if (list->move[i].combo.type != type || list->move[i].combo.rank != rank)
        continue;
      gt_move_to_card_list (&ctx, &list->move[i], &l);
      gt_card_list_sort (&l, strength);
      s = gt_card_list_to_string (&l);
      same = g_str_equal (s, cards);
      g_free (s);
      if (same)
        return TRUE;
    }
  return FALSE;
}

static void
test_fixed_hands (void)
{
  GtMoveList *list = g_new (GtMoveList, 1);

  /* Three 7s of three suits: 3 singles, 3 pairs, 1 triple. */
  g_assert_cmpuint (count_moves (2, "S7 H7 D7", NULL, list), ==, 7);
  /* Two copies of one card make one single and one pair, not more. */
  g_assert_cmpuint (count_moves (2, "S7 S7", NULL, list), ==, 2);
  /* A lone wild card is a single of any of the 13 ranks; two are also a
   * pair of any rank. */
  g_assert_cmpuint (count_moves (2, "H2", NULL, list), ==, 13);
  g_assert_true (has_play (2, list, "H2", GD_COMBO_SINGLE, 2));
  g_assert_true (has_play (2, list, "H2=SA", GD_COMBO_SINGLE, GT_RANK_A));
  g_assert_cmpuint (count_moves (2, "H2 H2", NULL, list), ==, 26);
  /* Jokers: two singles, no mixed pair. */
  g_assert_cmpuint (count_moves (2, "BJ RJ", NULL, list), ==, 2);
  /* The four jokers: 2 singles, 2 pairs, the joker bomb. */
  g_assert_cmpuint (count_moves (2, "BJ BJ RJ RJ", NULL, list), ==, 5);
  g_assert_true (has_play (2, list, "BJ BJ RJ RJ", GD_COMBO_JOKER_BOMB, GT_RANK_RJ));

  /* A straight with a wild card: the notation's example. */
  count_moves (5, "H5 S3 S4 D6 C7", NULL, list);
  g_assert_true (has_play (5, list, "S3 S4 D6 C7 H5", GD_COMBO_STRAIGHT, 7));
  /* One natural suit and a wild card: a flush and also a plain straight. */
  count_moves (2, "H2 S3 S4 S5 S6", NULL, list);
  g_assert_true (has_play (2, list, "S3 S4 S5 S6 H2=S2", GD_COMBO_STRAIGHT_FLUSH, 6));
  g_assert_true (has_play (2, list, "S3 S4 S5 S6 H2", GD_COMBO_STRAIGHT, 6));
  g_assert_true (has_play (2, list, "S3 S4 S5 S6 H2=S7", GD_COMBO_STRAIGHT_FLUSH, 7));
  g_assert_true (has_play (2, list, "S3 S4 S5 S6 H2=H7", GD_COMBO_STRAIGHT, 7));

  /* Following: only higher pairs and bombs answer a pair of 9s. */
  g_assert_cmpuint (count_moves (2, "S8 D8 S10 H10 SK HK DK CK", "S9 C9", list), ==,
                    1 + 6 + 1);
  g_assert_true (has_play (2, list, "S10 H10", GD_COMBO_PAIR, 10));
  g_assert_true (has_play (2, list, "SK HK DK CK", GD_COMBO_BOMB, GT_RANK_K));
  /* A bomb is answered only by a stronger bomb. */
  g_assert_cmpuint (count_moves (2, "S8 D8 H8 C8 SK HK DK CK BJ", "S9 H9 D9 C9", list), ==, 1);
  g_assert_cmpuint (count_moves (2, "S8 D8 H8 C8", "S9 H9 D9 C9", list), ==, 0);

  g_free (list);
}

/* ---- The plumbing ---------------------------------------------------------- */

/* GtCardSet holds four copies of a card (Bao Huang's four decks) and more,
 * up to GT_CARD_SET_MAX_COPIES, in every kind including the marked jokers:
 * counts in and out, size, removal without borrowing into a neighbour,
 * equality. */
static void
test_card_set_copies (void)
{
  guint8 counts[GT_CARD_KINDS], back[GT_CARD_KINDS], part[GT_CARD_KINDS];
  GtCardSet set, sub, rest;
  guint total = 0, ptotal = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      counts[c] = (guint8) (c % 5 == 0 ? 4 : c % 5);  /* 4, 1, 2, 3, 4, 4, 1 … */
      part[c] = (guint8) (counts[c] / 2 + (c & 1));   /* never more than counts */
      if (part[c] > counts[c])
        part[c] = counts[c];
      total += counts[c];
      ptotal += part[c];
    }
  g_assert_true (gt_card_set_from_counts (&set, counts));
  gt_card_set_to_counts (&set, back);
  g_assert_cmpmem (back, sizeof back, counts, sizeof counts);
  g_assert_cmpuint (gt_card_set_size (&set), ==, total);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    g_assert_cmpuint (gt_card_set_count (&set, (GtCard) c), ==, counts[c]);

  /* Visiting the kinds held (gt_card_set_quarter(), _next()): each once,
   * in id order, with its count; none that part lacks. */
  {
    GtCard last = GT_CARD_NONE;
    guint8 seen[GT_CARD_KINDS] = { 0 };

    g_assert_true (gt_card_set_from_counts (&sub, part));
    for (guint i = 0; i < GT_CARD_SET_QUARTERS; i++)
      for (guint64 q = gt_card_set_quarter (&sub, i); q != 0;)
        {
          guint n, k = 16 * i + gt_card_set_next (&q, &n);

          g_assert_cmpuint (k, <, GT_CARD_KINDS);
          g_assert_true (last == GT_CARD_NONE || k > last);
          g_assert_cmpuint (n, >, 0);
          seen[k] = (guint8) n;
          last = (GtCard) k;
        }
    g_assert_cmpmem (seen, sizeof seen, part, sizeof part);
  }

  g_assert_true (gt_card_set_from_counts (&sub, part));
  rest = set;
  gt_card_set_remove (&rest, &sub);
  g_assert_cmpuint (gt_card_set_size (&rest), ==, total - ptotal);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    g_assert_cmpuint (gt_card_set_count (&rest, (GtCard) c), ==, counts[c] - part[c]);
  g_assert_false (gt_card_set_equal (&rest, &set));
  gt_card_set_from_counts (&sub, back);
  g_assert_true (gt_card_set_equal (&sub, &set));

  /* Taking every copy of the last kind (the marked big joker) leaves the
   * others whole. */
  memset (part, 0, sizeof part);
  part[GT_CARD_RJ_MARKED] = counts[GT_CARD_RJ_MARKED];
  gt_card_set_from_counts (&sub, part);
  rest = set;
  gt_card_set_remove (&rest, &sub);
  g_assert_cmpuint (gt_card_set_count (&rest, GT_CARD_RJ_MARKED), ==, 0);
  g_assert_cmpuint (gt_card_set_count (&rest, GT_CARD_BJ_MARKED), ==, counts[GT_CARD_BJ_MARKED]);
  g_assert_cmpuint (gt_card_set_size (&rest), ==, total - counts[GT_CARD_RJ_MARKED]);

  /* The most a field holds, and one more. */
  memset (counts, 0, sizeof counts);
  counts[GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS)] = GT_CARD_SET_MAX_COPIES;
  g_assert_true (gt_card_set_from_counts (&set, counts));
  g_assert_cmpuint (gt_card_set_count (&set, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS)), ==, GT_CARD_SET_MAX_COPIES);
  g_assert_cmpuint (gt_card_set_count (&set, GT_CARD_BJ), ==, 0);
  counts[GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS)] = GT_CARD_SET_MAX_COPIES + 1;
  g_assert_false (gt_card_set_from_counts (&set, counts));
}

static void
test_overflow_and_counts (void)
{
  GtRuleCtx ctx;
  guint8 counts[GT_CARD_KINDS];
  GtMove *all = g_new (GtMove, BIG_MOVES), small[65];
  guint total, n;
  GRand *rand = g_rand_new_with_seed (seed + 7);

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 7);
  random_hand (rand, 7, 27, counts);
  total = gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, all, BIG_MOVES);
  g_assert_cmpuint (total, >, 64);
  g_assert_cmpuint (total, <=, GT_MOVES_MAX);

  /* Too small a buffer: the count is still the total, the first plays are
   * the same, and nothing is written past the end. */
  memset (small, 0xa5, sizeof small);
  n = gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, small, 64);
  g_assert_cmpuint (n, ==, total);
  g_assert_cmpmem (small, 64 * sizeof (GtMove), all, 64 * sizeof (GtMove));
  for (guint i = 0; i < sizeof (GtMove); i++)
    g_assert_cmpuint (((guint8 *) &small[64])[i], ==, 0xa5);

  /* Set helpers: a play taken out of the hand leaves the right counts. */
  {
    GtCardSet hand, rest;
    guint8 back[GT_CARD_KINDS];

    g_assert_true (gt_card_set_from_counts (&hand, counts));
    gt_card_set_to_counts (&hand, back);
    g_assert_cmpmem (back, sizeof back, counts, sizeof back);
    g_assert_cmpuint (gt_card_set_size (&hand), ==, 27);
    for (guint i = 0; i < total; i++)
      {
        rest = hand;
        gt_card_set_remove (&rest, &all[i].cards);
        g_assert_cmpuint (gt_card_set_size (&rest), ==, 27 - all[i].n);
        for (guint c = 0; c < GT_CARD_KINDS; c++)
          g_assert_cmpuint (gt_card_set_count (&rest, (GtCard) c) +
                            gt_card_set_count (&all[i].cards, (GtCard) c), ==, counts[c]);
      }
    g_assert_false (gt_card_set_equal (&hand, &rest));
  }

  /* Three copies of a card is no Guandan hand. */
  counts[0] = 3;
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, all, BIG_MOVES), ==, GT_MOVES_INVALID);

  g_free (all);
  g_rand_free (rand);
}

/* ---- By-rank mode ---------------------------------------------------------- */

/* What by-rank mode keeps of a play: its reading (the suit only for a
 * straight flush), the natural cards per rank and the wild cards. */
typedef struct {
  guint8 type, rank, size, suit, n_wild;
  guint8 per_rank[GT_RANK_COUNT];
} RankKey;

static RankKey
rank_key (guint         level,
          const GtMove *m)
{
  RankKey k;

  memset (&k, 0, sizeof k);
  k.type = m->combo.type;
  k.rank = m->combo.rank;
  k.size = m->combo.size;
  k.suit = m->combo.type == GD_COMBO_STRAIGHT_FLUSH ? m->combo.suit : GT_SUIT_NONE;
  k.n_wild = m->n_wild;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (c != GT_CARD_MAKE (level, GT_SUIT_HEARTS))
      k.per_rank[gt_card_rank ((GtCard) c)] += (guint8) gt_card_set_count (&m->cards, (GtCard) c);
  return k;
}

static int
rank_key_cmp (gconstpointer a,
              gconstpointer b)
{
  return memcmp (a, b, sizeof (RankKey));
}

static void
test_by_rank (void)
{
  GRand *rand = g_rand_new_with_seed (seed + 2);
  GtMove *all = g_new (GtMove, BIG_MOVES), *tbuf = g_new (GtMove, BIG_MOVES);
  GtMove *few = g_new (GtMove, BIG_MOVES);
  RankKey *ka = g_new (RankKey, BIG_MOVES), *kf = g_new (RankKey, BIG_MOVES);
  guint fewer = 0, exact_hands = 0;

  for (guint h = 0; h < 1500; h++)
    {
      GtRuleCtx ctx;
      guint8 counts[GT_CARD_KINDS];
      GtCardSet hand;
      GtCombo tc;
      const GtCombo *table = NULL;
      guint level = GT_RANK_2 + rnd (rand, 13), na, nf, nu;

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      random_hand (rand, level, 1 + rnd (rand, 27), counts);
      g_assert_true (gt_card_set_from_counts (&hand, counts));
      if (rnd (rand, 2) && random_table (rand, &ctx, tbuf, &tc))
        table = &tc;
      na = gt_moves_generate_set (&ctx, &hand, table, GT_MOVES_ALL, all, BIG_MOVES);
      nf = gt_moves_generate_set (&ctx, &hand, table, GT_MOVES_BY_RANK, few, BIG_MOVES);
      g_assert_cmpuint (na, <=, BIG_MOVES);
      g_assert_cmpuint (nf, <=, BIG_MOVES);

      /* Every representative is a real play of the full set… */
      for (guint i = 0; i < nf; i++)
        {
          gboolean found = FALSE;
          for (guint j = 0; j < na && !found; j++)
            found = memcmp (&few[i], &all[j], sizeof (GtMove)) == 0;
          g_assert_true (found);
          kf[i] = rank_key (level, &few[i]);
        }
      /* …and the representatives are exactly the distinct rank keys. */
      for (guint j = 0; j < na; j++)
        ka[j] = rank_key (level, &all[j]);
      qsort (ka, na, sizeof (RankKey), rank_key_cmp);
      qsort (kf, nf, sizeof (RankKey), rank_key_cmp);
      nu = 0;
      for (guint j = 0; j < na; j++)
        if (j == 0 || rank_key_cmp (&ka[j - 1], &ka[j]) != 0)
          ka[nu++] = ka[j];
      g_assert_cmpuint (nf, ==, nu);
      g_assert_cmpmem (kf, nf * sizeof (RankKey), ka, nu * sizeof (RankKey));
      fewer += na - nf;
      exact_hands += !gt_moves_suits_matter (&ctx, &hand);
    }
  /* The mode must have something to abstract, and the soundness test must
   * tell hands apart. */
  g_assert_cmpuint (fewer, >, 1000);
  g_assert_cmpuint (exact_hands, >, 100);
  g_assert_cmpuint (exact_hands, <, 1400);

  g_free (all);
  g_free (tbuf);
  g_free (few);
  g_free (ka);
  g_free (kf);
  g_rand_free (rand);
}

static void
test_suits_matter (void)
{
  static const struct { guint level; const char *hand; gboolean matter; } cases[] = {
    { 2, "S3 S4 S5 S6 S7", TRUE },
    { 2, "S3 S4 S5 S6 D7", FALSE },
    { 2, "S3 S4 S5 S6 D7 H2", TRUE },          /* the wild card fills S7 or S2 */
    { 2, "S3 S5 S6 D7 H2", FALSE },            /* one hole too many */
    { 2, "S3 S5 S6 D7 H2 H2", TRUE },
    { 5, "SA S2 S3 S4 S5", TRUE },             /* the low Ace */
    { 5, "HA H2 H3 H4 D6 H5", TRUE },          /* H5, the wild card, as H5 */
    { 5, "HA H2 H3 D6 H5", FALSE },
    { 5, "SK SK SQ SQ SJ S10 D9", FALSE },
    { 5, "BJ BJ RJ RJ SA SA HA HA", FALSE },
  };
  GtRuleCtx ctx;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtCardList l;
      guint8 counts[GT_CARD_KINDS];
      GtCardSet set;

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), cases[i].level);
      g_assert_true (gt_card_list_parse (cases[i].hand, rs->copies, &l, NULL));
      gt_card_list_count (&l, counts);
      g_assert_true (gt_card_set_from_counts (&set, counts));
      g_assert_cmpint (gt_moves_suits_matter (&ctx, &set), ==, cases[i].matter);
    }
}

/* ---- Invalid input ---------------------------------------------------------- */

/* "No plays" and "no such hand" are two answers: 0 for an empty hand or
 * one that cannot beat the table, GT_MOVES_INVALID for a hand no deck deals
 * or a level that is no rank, with nothing written either way. */
static void
test_invalid (void)
{
  GtRuleCtx ctx;
  guint8 counts[GT_CARD_KINDS] = { 0 };
  GtMove buf[8], untouched;
  GtMoveList *list = g_new (GtMoveList, 1);
  GtCardList hand;
  GtCardSet set;
  GtCombo bomb;

  memset (buf, 0xa5, sizeof buf);
  untouched = buf[0];
  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 2);

  /* No plays. */
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, buf, 8), ==, 0);
  counts[GT_CARD_MAKE (3, GT_SUIT_SPADES)] = 1;
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, buf, 8), ==, 1);
  memset (buf, 0xa5, sizeof buf);
  memset (&bomb, 0, sizeof bomb);
  bomb.type = GD_COMBO_JOKER_BOMB;
  bomb.rank = GT_RANK_RJ;
  bomb.size = 4;
  bomb.bomb = 8;
  bomb.key = 255;
  bomb.suit = GT_SUIT_NONE;
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, &bomb, GT_MOVES_ALL, buf, 8), ==, 0);
  g_assert_cmpmem (&buf[0], sizeof (GtMove), &untouched, sizeof (GtMove));

  /* A card three times, from counts and from a set. */
  counts[GT_CARD_MAKE (3, GT_SUIT_SPADES)] = 3;
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, buf, 8), ==, GT_MOVES_INVALID);
  g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_BY_RANK, NULL, 0), ==, GT_MOVES_INVALID);
  g_assert_cmpmem (&buf[0], sizeof (GtMove), &untouched, sizeof (GtMove));
  counts[GT_CARD_MAKE (3, GT_SUIT_SPADES)] = 1;
  /* Every count above two, in every field of the double deck's kinds: 3
   * (the two low bits) and 4 … 15 (a high bit), which a 4-bit field holds
   * but Guandan's deck never deals. */
  for (guint c = 0; c < GT_CARD_KINDS - 2; c++)
    for (guint k = 3; k <= GT_CARD_SET_MAX_COPIES; k++)
      {
        g_assert_true (gt_card_set_from_counts (&set, counts));
        set.rank[c >> 2] &= (guint16) ~(15u << ((c & 3) * 4));
        set.rank[c >> 2] |= (guint16) (k << ((c & 3) * 4));
        g_assert_cmpuint (gt_card_set_count (&set, (GtCard) c), ==, k);
        g_assert_cmpuint (gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, buf, 8), ==, GT_MOVES_INVALID);
      }
  /* Bits outside Guandan's fields: the marked jokers' fields above the two
   * jokers, and rank[14] and rank[15]. */
  for (guint bit = 8; bit < 48; bit++)
    {
      g_assert_true (gt_card_set_from_counts (&set, counts));
      set.rank[13 + bit / 16] |= (guint16) (1u << (bit % 16));
      g_assert_cmpuint (gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, buf, 8), ==, GT_MOVES_INVALID);
    }
  g_assert_cmpmem (&buf[0], sizeof (GtMove), &untouched, sizeof (GtMove));

  /* A level that is no rank. */
  g_assert_true (gt_card_set_from_counts (&set, counts));
  for (guint level = 0; level < 20; level++)
    {
      guint expected = level >= GT_RANK_2 && level <= GT_RANK_A ? 1 : GT_MOVES_INVALID;

      ctx.level = (guint8) level;
      g_assert_cmpuint (gt_moves_generate_set (&ctx, &set, NULL, GT_MOVES_ALL, buf, 8), ==, expected);
      g_assert_cmpuint (gt_moves_generate_counts (&ctx, counts, NULL, GT_MOVES_ALL, buf, 8), ==, expected);
    }

  /* The list: FALSE for both overflow and an invalid hand, told apart by
   * total. */
  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 2);
  g_assert_true (gt_card_list_parse ("S3 S3 S3", NULL, &hand, NULL));
  g_assert_false (gt_move_list_generate (&ctx, &hand, NULL, GT_MOVES_ALL, list));
  g_assert_cmpuint (list->total, ==, GT_MOVES_INVALID);
  g_assert_cmpuint (list->n, ==, 0);
  gt_card_list_init (&hand);
  g_assert_true (gt_move_list_generate (&ctx, &hand, NULL, GT_MOVES_ALL, list));
  g_assert_cmpuint (list->total, ==, 0);
  g_assert_cmpuint (list->n, ==, 0);

  g_free (list);
}

int
main (int    argc,
      char **argv)
{
  const char *env = g_getenv ("GT_TEST_SEED");

  g_test_init (&argc, &argv, NULL);
  rs = gt_ruleset_guandan ();
  if (env != NULL)
    seed = (guint32) g_ascii_strtoull (env, NULL, 10);

  g_test_add_func ("/moves/fixed-hands", test_fixed_hands);
  g_test_add_func ("/moves/card-set-copies", test_card_set_copies);
  g_test_add_func ("/moves/overflow-and-counts", test_overflow_and_counts);
  g_test_add_func ("/moves/suits-matter", test_suits_matter);
  g_test_add_func ("/moves/random-vs-engine", test_random_vs_engine);
  g_test_add_func ("/moves/random-vs-reference", test_random_vs_reference);
  g_test_add_func ("/moves/by-rank", test_by_rank);
  g_test_add_func ("/moves/invalid", test_invalid);
  return g_test_run ();
}
