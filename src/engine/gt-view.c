/* gt-view.c — what one seat knows of a deal, and layouts of what it cannot see
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "gt-view"

#include "gt-view.h"

#include <string.h>

#include "gt-ruleset.h"

/* How many shuffles a sample tries before it calls the constraints
 * contradictory.  With voids only the deal's last tricks constrain much,
 * and a constrained card is placed first (see place()), so one or two
 * tries are the rule. */
#define SAMPLE_TRIES 64

static guint
suit_bit (const GtGame *g,
          GtCard        card)
{
  const GtTrickRules *trick = g->rs->game->trick;
  GtRuleCtx ctx;
  guint suit;

  if (trick == NULL || trick->suit_of == NULL)
    return 0;
  gt_game_rule_ctx (g, &ctx);
  suit = trick->suit_of (&ctx, card);
  return suit < 8 ? 1u << suit : 0;
}

/* The position with what the seat cannot see taken out. */
static void
mask (GtView       *v,
      const GtGame *g)
{
  guint seat = v->seat;

  memset (&v->pub, 0, sizeof v->pub);
  memcpy (&v->pub, g, G_STRUCT_OFFSET (GtGame, hand) + (gsize) g->n_seats * sizeof g->hand[0]);
  memcpy (v->pub.point_cards, g->point_cards, sizeof v->pub.point_cards);

  memset (v->unseen, 0, sizeof v->unseen);
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat)
      {
        for (guint c = 0; c < GT_CARD_KINDS; c++)
          v->unseen[c] = (guint8) (v->unseen[c] + g->hand[s][c]);
        memset (v->pub.hand[s], 0, sizeof v->pub.hand[s]);
      }
  for (guint i = 0; i < g->stock_n; i++)
    v->unseen[g->stock[i]]++;

  /* Sides the seat has not been told.  While any other seat's side is
   * hidden (Bao Huang's guard), the seat cannot tell the hidden one from
   * the others either: it knows its own side only — masking the hidden
   * seat alone would point at it. */
  v->sides_hidden = 0;
  if (g->hidden & ~(1u << seat))
    for (guint s = 0; s < g->n_seats; s++)
      if (s != seat)
        {
          v->sides_hidden |= (guint8) (1u << s);
          v->pub.side[s] = GT_SIDE_NONE;
        }
  /* The game's own secrets, sides among them (Bao Huang's secret solo
   * hides no seat in GtGame.hidden, yet every side is a guess). */
  if (g->rs->game->view_mask != NULL)
    g->rs->game->view_mask (&v->pub, seat);
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat && v->pub.side[s] == GT_SIDE_NONE)
      v->sides_hidden |= (guint8) (1u << s);
  v->pub.hidden = v->sides_hidden;

  /* Tribute and return cards are shown to the table; a card given to a
   * seat is still in its hand while no copy of it has been played. */
  memset (v->known, 0, sizeof v->known);
  for (guint i = 0; i < g->n_tribute && i < G_N_ELEMENTS (g->tribute); i++)
    {
      const GtTribute *t = &g->tribute[i];

      if (t->card != GT_CARD_NONE && t->receiver < g->n_seats && t->receiver != seat &&
          g->gone[t->card] == 0 && v->unseen[t->card] > v->known[t->receiver][t->card])
        v->known[t->receiver][t->card]++;
      if (t->returned != GT_CARD_NONE && t->giver < g->n_seats && t->giver != seat &&
          g->gone[t->returned] == 0 && v->unseen[t->returned] > v->known[t->giver][t->returned])
        v->known[t->giver][t->returned]++;
    }
}

/* Remembers that seat passed on the play on g's table, if that tells
 * something: a climbing game, another seat's pass on a play of a side the
 * viewer knows is not the passer's (a partner's play is let stand, which
 * says nothing of the partner's hand). */
static void
note_pass (GtView       *v,
           const GtGame *g,
           guint         seat)
{
  GtViewPass *ps;
  guint by = g->table_by, min = G_MAXUINT;

  if (g->rs->game->table != GT_TABLE_CLIMB || g->table.type == GT_COMBO_NONE ||
      seat == v->seat || seat >= g->n_seats || by >= g->n_seats || by == seat ||
      (v->sides_hidden & ((1u << seat) | (1u << by))) != 0 ||
      g->side[seat] == GT_SIDE_NONE || gt_game_same_side (g, seat, by))
    return;
  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && g->side[s] != GT_SIDE_NONE && !gt_game_same_side (g, s, seat) &&
        g->count[s] < min)
      min = g->count[s];
  if (v->n_passes == GT_VIEW_PASSES)
    {
      memmove (&v->passes[0], &v->passes[1], (GT_VIEW_PASSES - 1) * sizeof v->passes[0]);
      v->n_passes--;
    }
  ps = &v->passes[v->n_passes++];
  memset (ps, 0, sizeof *ps);
  ps->table = g->table;
  ps->seat = (guint8) seat;
  ps->near_end = min <= 6 || g->count[by] <= 8;
}

void
gt_view_init (GtView       *v,
              const GtGame *g,
              guint         seat)
{
  g_return_if_fail (seat < g->n_seats);

  memset (v, 0, sizeof *v);
  v->seat = (guint8) seat;
  mask (v, g);
  /* The passes on the play on the table: the passers' hands and every
   * count are as they were when they passed. */
  for (guint s = 0, at = g->table_by; s < g->n_seats && at < g->n_seats; s++)
    {
      at = gt_game_next_seat (g, at);
      if (g->passed & (1u << at))
        note_pass (v, g, at);
    }
}

void
gt_view_observe (GtView         *v,
                 const GtGame   *before,
                 const GtAction *a,
                 const GtGame   *after)
{
  /* A seat that does not follow the suit led to a trick has none left
   * (dbf.follow.suit; a revoke is penalised, not assumed). */
  if (a->type == GT_ACTION_PLAY && before->rs->game->table == GT_TABLE_TRICK &&
      before->trick_leader != GT_SEAT_NONE && before->trick_n > 0 && a->seat < before->n_seats)
    {
      guint led = suit_bit (before, before->trick_card[before->trick_at[0]]);

      for (guint i = 0; i < a->cards.n && led != 0; i++)
        if (suit_bit (before, a->cards.card[i]) != led)
          {
            v->voids[a->seat] |= (guint8) led;
            break;
          }
    }
  if (a->type == GT_ACTION_PASS && before->phase == GT_PHASE_PLAY)
    note_pass (v, before, a->seat);
  if (after->deal_no != before->deal_no)
    {
      memset (v->voids, 0, sizeof v->voids);
      memset (v->passes, 0, sizeof v->passes);
      v->n_passes = 0;
    }
  mask (v, after);
}

guint32
gt_view_stage (const GtGame *pos)
{
  guint gone = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    gone += pos->gone[c];
  return ((guint32) pos->deal_no << 20) ^ ((guint32) gone << 8) ^ pos->turn;
}

gboolean
gt_view_equal (const GtView *a,
               const GtView *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* Deals the shuffled pool: each card to a random open place among those it
 * may go to (a seat not void in its suit, or the stock), weighted by the
 * places left, so that every layout is as likely as the unconstrained
 * deal would make it.  Cards some seat may not take go first, while there
 * is room for them.  FALSE at a dead end. */
static gboolean
place (const GtView *v,
       GRand        *rand,
       const GtCard *pool,
       guint         n_pool,
       const guint  *suit,
       guint         need[GT_SEATS_MAX + 1],
       GtGame       *w)
{
  guint n_seats = v->pub.n_seats;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n_pool; i++)
      {
        guint open[GT_SEATS_MAX + 1];
        guint total = 0, pick;
        gboolean constrained = FALSE;

        for (guint s = 0; s < n_seats; s++)
          if (s != v->seat && (v->voids[s] & suit[i]))
            constrained = TRUE;
        if (constrained != (pass == 0))
          continue;
        for (guint s = 0; s <= n_seats; s++)
          {
            open[s] = 0;
            if (s == v->seat || need[s] == 0)
              continue;
            if (s < n_seats && (v->voids[s] & suit[i]))
              continue;
            open[s] = need[s];
            total += need[s];
          }
        if (total == 0)
          return FALSE;
        pick = (guint) g_rand_int_range (rand, 0, (gint32) total);
        for (guint s = 0; s <= n_seats; s++)
          {
            if (pick < open[s])
              {
                need[s]--;
                if (s < n_seats)
                  w->hand[s][pool[i]]++;
                else
                  w->stock[w->stock_n++] = pool[i];
                break;
              }
            pick -= open[s];
          }
      }
  return TRUE;
}

gboolean
gt_view_sample (const GtView *v,
                GRand        *rand,
                GtGame       *world)
{
  const GtGame *pub = &v->pub;
  GtCard pool[GT_DECK_MAX];
  guint suit[GT_DECK_MAX];
  guint n_pool = 0, n_seats = pub->n_seats;
  guint8 left[GT_CARD_KINDS];

  memcpy (left, v->unseen, sizeof left);
  for (guint s = 0; s < n_seats; s++)
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      {
        if (v->known[s][c] > left[c])
          return FALSE;
        left[c] = (guint8) (left[c] - v->known[s][c]);
      }
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < left[c]; k++)
      {
        if (n_pool == G_N_ELEMENTS (pool))
          return FALSE;
        pool[n_pool++] = (GtCard) c;
      }

  for (guint attempt = 0; attempt < SAMPLE_TRIES; attempt++)
    {
      GtGame w;
      guint need[GT_SEATS_MAX + 1] = { 0 };
      guint sum = 0;

      memcpy (&w, pub, sizeof w);
      w.stock_n = 0;
      for (guint s = 0; s < n_seats; s++)
        {
          guint known = 0;

          if (s == v->seat)
            continue;
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            {
              w.hand[s][c] = v->known[s][c];
              known += v->known[s][c];
            }
          if (known > pub->count[s])
            return FALSE;
          need[s] = pub->count[s] - known;
          sum += need[s];
        }
      need[n_seats] = pub->stock_n;
      sum += pub->stock_n;
      if (sum != n_pool)
        return FALSE;

      /* Fisher–Yates, then the deal. */
      for (guint i = n_pool; i > 1; i--)
        {
          guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
          GtCard t = pool[i - 1];

          pool[i - 1] = pool[j];
          pool[j] = t;
        }
      for (guint i = 0; i < n_pool; i++)
        suit[i] = suit_bit (pub, pool[i]);
      if (!place (v, rand, pool, n_pool, suit, need, &w))
        continue;
      /* The game makes its own state agree with the hands dealt (Bao
       * Huang: the guard is whoever holds the guard card), sides and all;
       * a game without secrets keeps the sides the view shows. */
      if (pub->rs->game->view_settle != NULL)
        w.rs->game->view_settle (&w);
      memcpy (world, &w, sizeof w);
      return TRUE;
    }
  return FALSE;
}
