/* bh-moves.c — every legal play of a Bao Huang hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A play is the cards of one rank (or none) with a choice of jokers
 * (bh.combo.lead), so the plays of a hand are a product: for each rank, the
 * selections of its cards — every multiset of its four suits, or with
 * GT_MOVES_BY_RANK one per count — times the selections of the jokers,
 * plain and marked kept apart (the guard card shows the guard; the emperor
 * card tops a big joker with emperor-top).  On a table only plays of its
 * size are made, and each is kept when every card beats its match
 * (bh_beats()).  A 34-card hand has a few hundred leads; nothing is
 * allocated.
 */
#define G_LOG_DOMAIN "bh-moves"

#include "config.h"

#include "bh-private.h"

#include <string.h>

typedef struct {
  const GtRuleCtx *ctx;
  const GtCombo *table;
  guint8 have[GT_CARD_KINDS];
  guint hand_n;
  gboolean by_rank;
  GtMove *out;
  guint max;
  guint n;
  /* The joker selections: small plain, small marked, big plain, big marked. */
  guint8 jokers[128][4];
  guint n_jokers;
} Gen;

static void
emit (Gen          *gen,
      guint         rank,
      const guint8  suits[4],
      guint         k,
      const guint8  j[4])
{
  guint small = j[0] + j[1], big = j[2] + j[3];
  GtCombo c;
  GtMove *m;

  if (k + small + big == 0)
    return;
  bh_combo_make (&c, rank, k, small, big, j[3] > 0);
  if (gen->table != NULL && !bh_beats (gen->ctx, &c, NULL, gen->table, NULL, NULL))
    return;
  if (!bh_sixes_allowed (gen->ctx, &c, gen->table, gen->have))
    return;
  if (gen->n++ >= gen->max)
    return;
  m = &gen->out[gen->n - 1];
  memset (m, 0, sizeof *m);
  if (k > 0)
    for (guint s = 0; s < 4; s++)
      {
        GtCard card = GT_CARD_MAKE (rank, s);
        m->cards.rank[card >> 2] |= (guint16) (suits[s] << ((card & 3) * 4));
      }
  m->cards.rank[GT_CARD_BJ >> 2] |= (guint16) ((j[0] << 0) | (j[2] << 4) | (j[1] << 8) | (j[3] << 12));
  m->combo = c;
  m->n = c.size;
  m->n_wild = 0;
  gt_move_clear_wild (m);
}

/* Every joker selection of the hand (with the empty one first). */
static void
joker_choices (Gen *gen)
{
  guint nb = gen->have[GT_CARD_BJ], nbm = gen->have[GT_CARD_BJ_MARKED];
  guint nr = gen->have[GT_CARD_RJ], nrm = gen->have[GT_CARD_RJ_MARKED];
  /* By rank, a marked joker is its plain twin (taken last), except the
   * emperor card under emperor-top, which beats more. */
  gboolean merge_small = gen->by_rank;
  gboolean merge_big = gen->by_rank && !(gen->ctx->variants & BH_VARIANT_EMPEROR_TOP);

  gen->n_jokers = 0;
  for (guint a = 0; a <= nb + (merge_small ? nbm : 0); a++)
    for (guint b = 0; b <= (merge_small ? 0 : nbm); b++)
      for (guint c = 0; c <= nr + (merge_big ? nrm : 0); c++)
        for (guint d = 0; d <= (merge_big ? 0 : nrm); d++)
          {
            guint8 *j = gen->jokers[gen->n_jokers];

            if (gen->n_jokers >= G_N_ELEMENTS (gen->jokers))
              return;
            j[0] = (guint8) MIN (a, nb);
            j[1] = (guint8) (merge_small ? a - j[0] : b);
            j[2] = (guint8) MIN (c, nr);
            j[3] = (guint8) (merge_big ? c - j[2] : d);
            gen->n_jokers++;
          }
}

/* The cards of one rank with every joker selection.  size: the table's
 * size, or 0 for any. */
static void
with_jokers (Gen          *gen,
             guint         rank,
             const guint8  suits[4],
             guint         k)
{
  for (guint i = 0; i < gen->n_jokers; i++)
    {
      const guint8 *j = gen->jokers[i];
      emit (gen, rank, suits, k, j);
    }
}

static void
rank_plays (Gen  *gen,
            guint rank)
{
  guint8 c[4], pick[4];
  guint total = 0;

  for (guint s = 0; s < 4; s++)
    {
      c[s] = gen->have[GT_CARD_MAKE (rank, s)];
      total += c[s];
    }
  if (total == 0)
    return;
  if (gen->by_rank)
    {
      /* One selection per count: suits never matter (bh.order). */
      for (guint k = 1; k <= total; k++)
        {
          guint left = k;
          for (guint s = 0; s < 4; s++)
            {
              pick[s] = (guint8) MIN (left, c[s]);
              left -= pick[s];
            }
          with_jokers (gen, rank, pick, k);
        }
      return;
    }
  for (pick[0] = 0; pick[0] <= c[0]; pick[0]++)
    for (pick[1] = 0; pick[1] <= c[1]; pick[1]++)
      for (pick[2] = 0; pick[2] <= c[2]; pick[2]++)
        for (pick[3] = 0; pick[3] <= c[3]; pick[3]++)
          {
            guint k = pick[0] + pick[1] + pick[2] + pick[3];
            if (k > 0)
              with_jokers (gen, rank, pick, k);
          }
}

guint
bh_moves_generate (const GtRuleCtx *ctx,
                   const GtCardSet *hand,
                   const GtCombo   *table,
                   guint            flags,
                   GtMove          *out,
                   guint            max)
{
  static const guint8 none[4] = { 0, 0, 0, 0 };
  static Gen zero;
  Gen gen = zero;
  guint8 copies[GT_CARD_KINDS];

  gen.ctx = ctx;
  gen.table = table != NULL && table->type != GT_COMBO_NONE ? table : NULL;
  gen.by_rank = (flags & GT_MOVES_BY_RANK) != 0;
  gen.out = out;
  gen.max = max;
  gt_ruleset_deck (ctx->rs, ctx->variants, copies);
  gt_card_set_to_counts (hand, gen.have);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (gen.have[c] > copies[c])
        return GT_MOVES_INVALID;
      gen.hand_n += gen.have[c];
    }
  joker_choices (&gen);

  /* Jokers alone (the first selection is the empty one: emit skips it). */
  with_jokers (&gen, 0, none, 0);
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    rank_plays (&gen, r);
  return gen.n;
}
