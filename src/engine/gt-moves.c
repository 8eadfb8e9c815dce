/* gt-moves.c — card sets, moves, and every legal play of a hand, asked of the game
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plays themselves come from the game's own generator
 * (GtRuleset.generate_moves): Guandan's walks shapes over ranks
 * (src/engine/guandan/gd-moves.c) and makes a 27-card hand's thousands of
 * plays in well under a millisecond; a game may instead start from
 * gt_moves_generate_generic(), which tries every selection of the hand and
 * asks the ruleset's readings and beats — slow, but right by construction,
 * and the yardstick a fast generator is tested against.
 */
#define G_LOG_DOMAIN "gt-moves"

#include "config.h"

#include "gt-moves.h"
#include "gt-game.h"

#include <string.h>

/* The cards of one rank's four 4-bit fields. */
static inline guint
rank_cards (guint v)
{
  return (v & 15) + ((v >> 4) & 15) + ((v >> 8) & 15) + (v >> 12);
}

/* ---- Card sets ----------------------------------------------------------- */

/* Both conversions work on eight kinds at a time (two ranks): the search
 * converts a hand at nearly every node, and a byte at a time that was a
 * tenth of its instructions.  Kind 4b + f is nibble f of rank[b], byte
 * 4b + f of the counts. */
G_STATIC_ASSERT (GT_CARD_KINDS % 8 == 0);

gboolean
gt_card_set_from_counts (GtCardSet    *set,
                         const guint8  counts[GT_CARD_KINDS])
{
  memset (set, 0, sizeof *set);
  for (guint j = 0; j < GT_CARD_KINDS / 8; j++)
    {
      guint64 w;

      memcpy (&w, counts + 8 * j, sizeof w);
      w = GUINT64_FROM_LE (w);
      if (w & G_GUINT64_CONSTANT (0xf0f0f0f0f0f0f0f0))
        return FALSE;     /* a count over GT_CARD_SET_MAX_COPIES */
      /* Bytes c0 … c7 to c0 | c1 << 4 in each 16-bit lane, then to a rank's
       * 16 bits in each 32-bit lane. */
      w = (w | w >> 4) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff);
      w = (w | w >> 8) & G_GUINT64_CONSTANT (0x0000ffff0000ffff);
      set->rank[2 * j] = (guint16) w;
      set->rank[2 * j + 1] = (guint16) (w >> 32);
    }
  return TRUE;
}

void
gt_card_set_to_counts (const GtCardSet *set,
                       guint8           counts[GT_CARD_KINDS])
{
  for (guint j = 0; j < GT_CARD_KINDS / 8; j++)
    {
      guint64 w = (guint64) set->rank[2 * j] | (guint64) set->rank[2 * j + 1] << 32;

      /* The steps of gt_card_set_from_counts() backwards. */
      w = (w | w << 8) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff);
      w = (w | w << 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
      w = GUINT64_TO_LE (w);
      memcpy (counts + 8 * j, &w, sizeof w);
    }
}

guint
gt_card_set_size (const GtCardSet *set)
{
  guint n = 0;
  for (guint i = 0; i < 14; i++)
    n += rank_cards (set->rank[i]);
  return n;
}

/* ---- Asking the game ----------------------------------------------------- */

guint
gt_moves_generate_set (const GtRuleCtx *ctx,
                       const GtCardSet *hand,
                       const GtCombo   *table,
                       GtMovesFlags     flags,
                       GtMove          *out,
                       guint            max)
{
  const GtRuleset *rs = ctx->rs;

  if (rs == NULL)
    return GT_MOVES_INVALID;
  if (rs->generate_moves != NULL)
    return rs->generate_moves (ctx, hand, table, flags, out, max);
  return gt_moves_generate_generic (ctx, hand, table, out, max);
}

guint
gt_moves_generate_counts (const GtRuleCtx *ctx,
                          const guint8     counts[GT_CARD_KINDS],
                          const GtCombo   *table,
                          GtMovesFlags     flags,
                          GtMove          *out,
                          guint            max)
{
  GtCardSet hand;

  if (!gt_card_set_from_counts (&hand, counts))
    return GT_MOVES_INVALID;
  return gt_moves_generate_set (ctx, &hand, table, flags, out, max);
}

/* ---- The generic generator ----------------------------------------------- */

typedef struct {
  const GtRuleCtx *ctx;
  const GtCombo *table;
  guint8 have[GT_CARD_KINDS];   /* the hand, per kind */
  guint8 kinds[GT_CARD_KINDS];  /* the kinds held, in id order */
  guint n_kinds;
  guint max_size;
  GtCardList pick;              /* the selection being built */
  GtMove *out;
  guint max;
  guint n;
} Generic;

/* Every reading of the selection that may be played (on the table: that
 * beats it) is a move; the wild cards' declarations are the reading's. */
static void
generic_emit (Generic *gen)
{
  const GtRuleset *rs = gen->ctx->rs;
  GtReading readings[GT_READINGS_MAX];
  guint n = rs->readings (gen->ctx, &gen->pick, readings, G_N_ELEMENTS (readings));

  for (guint i = 0; i < n; i++)
    {
      GtMove *m;
      guint8 counts[GT_CARD_KINDS];

      if (gen->table != NULL &&
          !rs->beats (gen->ctx, &readings[i].combo, &gen->pick, gen->table, NULL, NULL))
        continue;
      if (gen->n++ >= gen->max)
        continue;
      m = &gen->out[gen->n - 1];
      memset (m, 0, sizeof *m);
      gt_card_list_count (&gen->pick, counts);
      gt_card_set_from_counts (&m->cards, counts);
      m->combo = readings[i].combo;
      m->combo.pad[0] = m->combo.pad[1] = 0;
      m->n = gen->pick.n;
      m->n_wild = readings[i].n_wild;
      gt_move_clear_wild (m);
      for (guint w = 0; w < readings[i].n_wild && w < G_N_ELEMENTS (m->as); w++)
        m->as[w] = readings[i].as[w];
    }
}

/* Selections as multisets: for each kind in turn, 0 … have copies. */
static void
generic_walk (Generic *gen,
              guint    k)
{
  if (k == gen->n_kinds)
    {
      if (gen->pick.n > 0)
        generic_emit (gen);
      return;
    }
  generic_walk (gen, k + 1);
  for (guint c = 1; c <= gen->have[gen->kinds[k]] && gen->pick.n < gen->max_size; c++)
    {
      gt_card_list_append (&gen->pick, gen->kinds[k], GT_CARD_NONE);
      generic_walk (gen, k + 1);
    }
  while (gen->pick.n > 0 && gen->pick.card[gen->pick.n - 1] == gen->kinds[k])
    gen->pick.n--;
}

guint
gt_moves_generate_generic (const GtRuleCtx *ctx,
                           const GtCardSet *hand,
                           const GtCombo   *table,
                           GtMove          *out,
                           guint            max)
{
  Generic gen = { .ctx = ctx, .table = table, .out = out, .max = max };
  guint8 copies[GT_CARD_KINDS];

  if (ctx->rs == NULL)
    return GT_MOVES_INVALID;
  /* The deck of the variants in force (Gan Deng Yan's two decks). */
  gt_ruleset_deck (ctx->rs, ctx->variants, copies);
  gt_card_set_to_counts (hand, gen.have);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (gen.have[c] > copies[c])
        return GT_MOVES_INVALID;
      if (gen.have[c] > 0)
        gen.kinds[gen.n_kinds++] = (guint8) c;
    }
  gen.max_size = MIN (ctx->rs->max_combo_size, GT_LIST_MAX);
  gt_card_list_init (&gen.pick);
  generic_walk (&gen, 0);
  return gen.n;
}

gboolean
gt_move_list_generate (const GtRuleCtx  *ctx,
                       const GtCardList *hand,
                       const GtCombo    *table,
                       GtMovesFlags      flags,
                       GtMoveList       *list)
{
  guint8 counts[GT_CARD_KINDS];

  gt_card_list_count (hand, counts);
  list->total = gt_moves_generate_counts (ctx, counts, table, flags, list->move, GT_MOVES_MAX);
  if (list->total == GT_MOVES_INVALID)
    {
      list->n = 0;
      return FALSE;
    }
  list->n = MIN (list->total, GT_MOVES_MAX);
  return list->total <= GT_MOVES_MAX;
}

gboolean
gt_move_same (const GtMove *a,
              const GtMove *b)
{
  if (a->n == 0 || b->n == 0)
    return a->n == b->n;
  return gt_card_set_equal (&a->cards, &b->cards) && gt_combo_same (&a->combo, &b->combo);
}

void
gt_move_to_card_list (const GtRuleCtx *ctx,
                      const GtMove    *move,
                      GtCardList      *out)
{
  guint w = 0;

  gt_card_list_init (out);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = gt_card_set_count (&move->cards, (GtCard) c); k > 0; k--)
      {
        GtCard as = GT_CARD_NONE;

        if (move->n_wild > 0 && ctx->rs->is_wild (ctx, (GtCard) c))
          {
            as = w < G_N_ELEMENTS (move->as) ? move->as[w] : GT_CARD_NONE;
            w++;
          }
        gt_card_list_append (out, (GtCard) c, as);
      }
}

gboolean
gt_moves_suits_matter (const GtRuleCtx *ctx,
                       const GtCardSet *hand)
{
  if (ctx->rs == NULL || ctx->rs->suits_matter == NULL)
    return TRUE;
  return ctx->rs->suits_matter (ctx, hand);
}
