/* dbf-solve.c — Da Bai Fen's tricks solved double-dummy
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every hand known, both sides playing their best: how many points do the
 * defenders end the deal with (their tricks, and the kitty doubled if they
 * take the last one)?  An alpha-beta search over the plays, the defenders
 * maximising, the declarers minimising, with:
 *
 *   - hands as 64-bit sets of card ids, so that a play is a mask;
 *   - plays made one per class of equivalent cards: cards of one seat and
 *     one suit with no other seat's card between them among the cards
 *     still out (a block) and the same points do the same in every trick
 *     to come, so only how many of such a class are played matters — this
 *     is what keeps the multi-card leads and follows, whose choices are
 *     sets, from exploding (an off-suit trump-rank card is never in a class
 *     with a card of another strength: it beats an equal card played after
 *     it);
 *   - a transposition table of fixed size at the start of each trick,
 *     keyed by who holds what by relative ranks (relative_key: each suit's
 *     blocks, their holders and points; the four plain suits in an order
 *     of their own keys, since they obey the same rules) and who leads,
 *     holding a lower and an upper bound of the points still to come;
 *   - the points the side on lead can cash for sure (sure_points: the
 *     leader's top cards, one a trick, and what the others must play to
 *     them) as a bound from its side, and when every card the leader holds
 *     is such a trick, the exact answer;
 *   - the points still out as a bound (nothing to gain: stop), and
 *     null-window searches stepping up from 0 in fives (each passed test
 *     may jump ahead), which cut far more than one wide window;
 *   - plays tried in an order that finds the refutations that need the
 *     least search (order_score): several top cards together, top trumps,
 *     low cards to the partner's winner; in a trick, the cheapest card that
 *     keeps it for the side, a card that wins for now but can still be
 *     beaten only after those (and a second hand's after its cheapest
 *     losing cards).  The order decides the size of the search more than
 *     anything else here: it took full deals from 25 M nodes a deal to 14 M.
 *
 * tests/test-dabaifen.c checks every value against plain alpha-beta over
 * the game's own plays (and plain minimax) on hundreds of small endgames.
 *
 * Nothing is allocated per node: the moves of each ply live in the
 * solver's own arrays.  Revokes are not among the plays searched: with
 * every hand known a lead of several cards is made of top cards only.
 */
#include "config.h"

#include <string.h>

#include "dbf-private.h"

/* Buckets of two entries: 2^20 of them, 32 MiB, made once per solver. */
#define TT_BITS 20
/* Every ply plays a card at least: never more plies than cards. */
#define PLY_MAX (DBF_DECK + 4)
#define MOVES_MAX 2048
#define RUNS_MAX 24

/* Sixteen bytes, two to a bucket of 32 aligned to 32: a probe reads one
 * cache line.  Points in fives (every point count is a multiple of 5). */
typedef struct {
  guint64 key;
  guint8 lower, upper;  /* bounds of the points still to come, in fives (upper 0xff: none) */
  guint8 gen;
  guint8 left;          /* cards left in all hands: the work below it */
  guint32 lead_at : 24; /* the best lead found: its cards' places among the suit's cards still held … */
  guint32 lead_suit : 8;/* … and its suit by the key's order (canon; 0xff: none) */
} Entry;

G_STATIC_ASSERT (sizeof (Entry) == 16);

typedef struct {
  guint8 leader, n, L, led;
  guint64 play[4];
} Trick;

typedef struct {
  guint64 mask[RUNS_MAX];   /* the run's cards */
  guint8 n[RUNS_MAX];
  guint8 group[RUNS_MAX];
  guint8 cls[RUNS_MAX];      /* its cards' points, and 0x80 for off-suit trump-rank cards */
  guint n_runs;
} Runs;

typedef struct _DbfSolver {
  Entry *tt;
  guint8 gen;

  /* The deal. */
  guint8 group[64], strength[64], points[64];
  guint64 gmask[5];
  guint8 order[5][GT_CARD_STANDARD_KINDS];  /* each suit's cards, strongest first */
  guint8 pos[64];                           /* a card's place in its suit's order */
  guint8 n_order[5];
  guint8 defender[4];
  guint8 owner_of[64];
  int kitty_bonus;

  /* The search. */
  guint64 hand[4];
  guint64 nodes, max_nodes;
  gboolean aborted;
  guint64 moves[PLY_MAX][MOVES_MAX];
  int score[PLY_MAX][MOVES_MAX];
} DbfSolver;

static inline guint
ctz (guint64 m)
{
  return (guint) __builtin_ctzll (m);
}

/* Without the instruction (x86-64's baseline lacks it) the builtin is a
 * call; the bit trick inline is faster. */
static inline guint
popcount (guint64 m)
{
#if defined (__POPCNT__) || !(defined (__x86_64__) || defined (__i386__))
  return (guint) __builtin_popcountll (m);
#else
  m = m - ((m >> 1) & 0x5555555555555555ull);
  m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
  m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (guint) ((m * 0x0101010101010101ull) >> 56);
#endif
}

gpointer
dbf_solver_new (void)
{
  DbfSolver *s = g_new0 (DbfSolver, 1);

  s->tt = g_aligned_alloc0 (2u << TT_BITS, sizeof (Entry), 2 * sizeof (Entry));
  return s;
}

void
dbf_solver_free (gpointer data)
{
  DbfSolver *s = data;

  if (s == NULL)
    return;
  g_aligned_free (s->tt);
  g_free (s);
}

/* ---- The trick ------------------------------------------------------------- */

/* A trump play's strengths from the highest, packed 5 bits a card. */
static guint64
trump_key (const DbfSolver *s,
           guint64          play)
{
  guint8 st[DBF_HAND + DBF_KITTY];
  guint n = 0;
  guint64 key = 0;

  for (guint64 m = play; m; m &= m - 1)
    {
      guint8 v = s->strength[ctz (m)];
      guint j = n++;
      while (j > 0 && st[j - 1] < v)
        {
          st[j] = st[j - 1];
          j--;
        }
      st[j] = v;
    }
  for (guint i = 0; i < n && i < 12; i++)
    key = (key << 5) | st[i];
  return key;
}

/* Which of the trick's n plays takes it so far (dbf.win.single,
 * dbf.win.multi, dbf.equal). */
static guint
winner (const DbfSolver *s,
        const Trick     *t,
        guint            n)
{
  guint best = 0;

  if (t->L == 1)
    {
      guint cb = ctz (t->play[0]);
      for (guint i = 1; i < n; i++)
        {
          guint c = ctz (t->play[i]);
          if ((s->group[c] == DBF_TRUMPS && s->group[cb] != DBF_TRUMPS) ||
              (s->group[c] == s->group[cb] && s->strength[c] > s->strength[cb]))
            {
              best = i;
              cb = c;
            }
        }
      return best;
    }
  if (t->led != DBF_TRUMPS)
    {
      guint64 top = 0;
      for (guint i = 1; i < n; i++)
        if ((t->play[i] & ~s->gmask[DBF_TRUMPS]) == 0)
          {
            guint64 k = trump_key (s, t->play[i]);
            if (k > top)
              {
                top = k;
                best = i;
              }
          }
    }
  return best;
}

static inline int
points_of (const DbfSolver *s,
           guint64          m)
{
  int p = 0;
  for (; m; m &= m - 1)
    p += s->points[ctz (m)];
  return p;
}

/* ---- Plays by classes of equivalent cards ----------------------------------- */

/* A set of cards of suit g as places in the suit's order (bit 0 the
 * strongest). */
static inline guint32
places_of (const DbfSolver *s,
           guint64          cards,
           guint            g)
{
  guint32 p = 0;

  for (cards &= s->gmask[g]; cards; cards &= cards - 1)
    p |= 1u << s->pos[ctz (cards)];
  return p;
}

/* The runs of seat's cards in suit g: next to each other among the cards
 * still held, with the same points.  top: only the cards no other hand
 * beats. */
static void
runs_of (const DbfSolver *s,
         guint            seat,
         guint            g,
         gboolean         top,
         guint64          table,
         Runs            *r)
{
  gboolean open = FALSE;
  guint block = 0;
  guint8 others_max = 0;
  gboolean others_any = FALSE;
  guint32 mine = places_of (s, s->hand[seat], g);
  guint32 held = places_of (s, s->hand[(seat + 1) % 4] | s->hand[(seat + 2) % 4] | s->hand[(seat + 3) % 4], g);

  if (top && held)
    {
      others_max = s->strength[s->order[g][ctz (held)]];
      others_any = TRUE;
    }
  /* Only the cards still held, and those played to this trick: such a
   * card still stands between two cards, one may beat it and the other
   * not. */
  for (guint32 live = mine | held | places_of (s, table, g); live; live &= live - 1)
    {
      guint i = ctz (live), c = s->order[g][i];

      if (!(mine & (1u << i)) || (top && others_any && s->strength[c] < others_max))
        {
          open = FALSE;
          if (top && others_any && s->strength[c] < others_max)
            break;
          continue;
        }
      /* Within a block — the seat's cards with no other card still out or
       * on the trick between them — cards of the same points do alike
       * whatever their order: each beats and is beaten by the same cards
       * of the others.  An off-suit trump-rank card is the exception: it
       * beats an equal one played after it and no other card does that, so
       * it is never with a card of another strength. */
      {
        guint cls = s->points[c] | (s->strength[c] == DBF_STRENGTH_RANK_OFF ? 0x80 : 0), j;

        if (!open)
          {
            block = r->n_runs;
            open = TRUE;
          }
        for (j = block; j < r->n_runs; j++)
          if (r->cls[j] == cls)
            break;
        if (j < r->n_runs)
          {
            r->mask[j] |= 1ull << c;
            r->n[j]++;
          }
        else if (r->n_runs < RUNS_MAX)
          {
            r->mask[r->n_runs] = 1ull << c;
            r->n[r->n_runs] = 1;
            r->group[r->n_runs] = (guint8) g;
            r->cls[r->n_runs] = (guint8) cls;
            r->n_runs++;
          }
      }
    }
}

/* k cards of a run (any k of it do the same): the weakest. */
static inline guint64
take (const DbfSolver *s,
      guint64          run,
      guint            k)
{
  guint64 out = 0, left = run;

  if (popcount (run) <= k)
    return run;
  /* The k weakest by strength. */
  while (k-- > 0)
    {
      guint w = ctz (left);
      for (guint64 m = left & (left - 1); m; m &= m - 1)
        if (s->strength[ctz (m)] < s->strength[w])
          w = ctz (m);
      out |= 1ull << w;
      left &= ~(1ull << w);
    }
  return out;
}

typedef struct {
  guint64 *out;
  guint n;
} Sink;

/* Every way of taking `want` cards from runs i … of r, counts per run. */
static void
choose_runs (const DbfSolver *s,
             const Runs      *r,
             guint            i,
             guint            want,
             guint64          acc,
             guint64          then_mask,
             const Runs      *then_runs,
             guint            then_want,
             Sink            *sink)
{
  guint left = 0;

  if (want == 0)
    {
      if (then_runs != NULL)
        choose_runs (s, then_runs, 0, then_want, acc | then_mask, 0, NULL, 0, sink);
      else if (sink->n < MOVES_MAX)
        sink->out[sink->n++] = acc;
      return;
    }
  for (guint k = i; k < r->n_runs; k++)
    left += r->n[k];
  if (i >= r->n_runs || left < want)
    return;
  for (guint k = 0; k <= MIN (r->n[i], want); k++)
    choose_runs (s, r, i + 1, want - k, acc | take (s, r->mask[i], k), then_mask, then_runs, then_want, sink);
}

static guint
gen_moves (DbfSolver   *s,
           const Trick *t,
           guint        seat,
           guint64     *out)
{
  Sink sink = { out, 0 };
  guint64 table = 0;
  Runs r;

  for (guint i = 0; i < t->n; i++)
    table |= t->play[i];

  if (t->n == 0)
    {
      /* Singles, one per run of every suit; then every set of two or more
       * top cards of one suit, by counts per run (dbf.lead.top). */
      for (guint g = 0; g < 5; g++)
        {
          if (!(s->hand[seat] & s->gmask[g]))
            continue;
          r.n_runs = 0;
          runs_of (s, seat, g, FALSE, table, &r);
          for (guint i = 0; i < r.n_runs && sink.n < MOVES_MAX; i++)
            out[sink.n++] = take (s, r.mask[i], 1);
          r.n_runs = 0;
          runs_of (s, seat, g, TRUE, table, &r);
          {
            guint total = 0;
            for (guint i = 0; i < r.n_runs; i++)
              total += r.n[i];
            for (guint k = 2; k <= total; k++)
              choose_runs (s, &r, 0, k, 0, 0, NULL, 0, &sink);
          }
        }
      return sink.n;
    }

  {
    guint64 in = s->hand[seat] & s->gmask[t->led];
    guint held = popcount (in);

    if (t->L == 1)
      {
        for (guint g = 0; g < 5; g++)
          {
            if (held > 0 && g != t->led)
              continue;
            if (!(s->hand[seat] & s->gmask[g]))
              continue;
            r.n_runs = 0;
            runs_of (s, seat, g, FALSE, table, &r);
            for (guint i = 0; i < r.n_runs && sink.n < MOVES_MAX; i++)
              out[sink.n++] = take (s, r.mask[i], 1);
          }
        return sink.n;
      }
    if (held >= t->L)
      {
        r.n_runs = 0;
        runs_of (s, seat, t->led, FALSE, table, &r);
        choose_runs (s, &r, 0, t->L, 0, 0, NULL, 0, &sink);
        return sink.n;
      }
    /* All the suit led, filled up from the rest by runs. */
    r.n_runs = 0;
    for (guint g = 0; g < 5; g++)
      if (g != t->led && (s->hand[seat] & s->gmask[g]))
        runs_of (s, seat, g, FALSE, table, &r);
    choose_runs (s, &r, 0, t->L - held, in, 0, NULL, 0, &sink);
    return sink.n;
  }
}

/* Lower first: the order plays are tried in. */
static int
order_score (DbfSolver   *s,
             Trick       *t,
             guint        seat,
             guint64      m)
{
  int pts = points_of (s, m), str = 0;

  for (guint64 k = m; k; k &= k - 1)
    str += s->strength[ctz (k)] + (s->group[ctz (k)] == DBF_TRUMPS ? 12 : 0);
  if (t->n == 0)
    {
      guint c = ctz (m);
      /* Several top cards together first, the most first; then a single
       * card no other hand beats, trumps first (drawing the trumps that
       * could take the rest), points first, in the suit where the
       * opponents hold the most points (they may have to give them). */
      if (popcount (m) > 1)
        return -1000 - pts - 20 * (int) popcount (m);
      {
        gboolean top = TRUE;
        for (guint p = 0; p < 4 && top; p++)
          if (p != seat)
            for (guint64 o = s->hand[p] & s->gmask[s->group[c]]; o; o &= o - 1)
              if (s->strength[ctz (o)] > s->strength[c])
                {
                  top = FALSE;
                  break;
                }
        if (top)
          return -500 - pts - (s->group[c] == DBF_TRUMPS ? 50 : 0) -
                 points_of (s, (s->hand[(seat + 1) % 4] | s->hand[(seat + 3) % 4]) & s->gmask[s->group[c]]);
      }
      /* A low card to the partner's winner, or for it to trump, before
       * the rest (neither opponent able to trump it). */
      {
        guint g = s->group[c], partner = (seat + 2) % 4;
        guint8 pmax = 0, omax = 0;
        gboolean ruff = FALSE;

        for (guint64 o = s->hand[partner] & s->gmask[g]; o; o &= o - 1)
          pmax = MAX (pmax, s->strength[ctz (o)]);
        for (guint k = 1; k < 4; k += 2)
          {
            guint o = (seat + k) % 4;
            guint64 og = s->hand[o] & s->gmask[g];
            for (guint64 x = og; x; x &= x - 1)
              omax = MAX (omax, s->strength[ctz (x)]);
            if (!og && g != DBF_TRUMPS && (s->hand[o] & s->gmask[DBF_TRUMPS]))
              ruff = TRUE;
          }
        if (pmax > omax && pmax > s->strength[c] && !ruff)
          return -300 + str - 2 * pts;
        if (g != DBF_TRUMPS && !(s->hand[partner] & s->gmask[g]) && (s->hand[partner] & s->gmask[DBF_TRUMPS]) && !ruff)
          return -200 + str - 2 * pts;
      }
      /* The rest: low cards without points first, from long suits. */
      return str + 2 * pts - 3 * (int) popcount (s->hand[seat] & s->gmask[s->group[c]]);
    }
  {
    guint w;

    t->play[t->n] = m;
    w = winner (s, t, t->n + 1);
    /* The side that has the trick after this play: ours, add points
     * as cheaply as can be; theirs, lose the least.  A single card of ours
     * that an opponent still to play can beat is only hoped for: after
     * the cards that keep the trick, and in the second seat even after
     * those that lose it cheaply (the leader's partner still to come, a
     * second hand plays low). */
    if (s->defender[(t->leader + w) % 4] == s->defender[seat])
      {
        if (t->L == 1 && t->n < 3)
          {
            guint cw = ctz (t->play[w]);
            gboolean wt = s->group[cw] == DBF_TRUMPS;
            for (guint k = t->n + 1; k < 4; k++)
              {
                guint r = (t->leader + k) % 4;
                guint64 led = s->hand[r] & s->gmask[t->led], tr = s->hand[r] & s->gmask[DBF_TRUMPS];
                guint64 beat = 0;
                if (s->defender[r] == s->defender[seat])
                  continue;
                if (led)
                  beat = (wt && t->led != DBF_TRUMPS) ? 0 : led;
                else
                  beat = tr;
                for (; beat; beat &= beat - 1)
                  {
                    guint c = ctz (beat);
                    if ((s->group[c] == DBF_TRUMPS && !wt) || (s->group[c] == s->group[cw] && s->strength[c] > s->strength[cw]))
                      return (t->n == 1 ? 650 : 300) + str + 3 * pts;
                  }
              }
          }
        return 100 + str - 3 * pts;
      }
    return 600 + str + 3 * pts;
  }
}

/* ---- The search --------------------------------------------------------------- */

/* The least points n cards of `cards` can carry: the smallest first. */
static inline int
least_points (const DbfSolver *s,
              guint64          cards,
              int              n)
{
  int t = 0, f = 0, z = 0;

  for (; cards; cards &= cards - 1)
    {
      guint p = s->points[ctz (cards)];
      t += p == 10;
      f += p == 5;
      z += p == 0;
    }
  n -= MIN (n, z);
  if (n <= f)
    return 5 * n;
  return 5 * f + 10 * MIN (n - f, t);
}

/* Points the side on lead takes for sure in the tricks to come, cheaply
 * bounded: the leader leads, one card a trick, its cards that no other
 * hand beats, so that it wins each trick itself and keeps the lead.
 *
 * Plain suits first: a top card of a plain suit wins while neither
 * opponent can trump it — an opponent holding trumps still holds the suit
 * for as many rounds as it has cards of it (the rounds of the other suits
 * do not touch those: it follows them) — and while the partner need not
 * trump it, which it never must while it has a plain card to play: at
 * most as many plain rounds as the partner has plain cards.  Then the top
 * trumps, each of which wins whatever the others play (an off-suit
 * trump-rank card equal to another's wins too: the leader's is played
 * first), the partner's trumps untouched by the plain rounds.
 *
 * Besides the leader's own cards, the cards the others must play to those
 * tricks: an opponent plays at least as many cards of a suit as there are
 * rounds of it, or all it holds, and gives the fewest points it can with
 * them (cards it throws earlier are taken as well); the partner follows the
 * trump rounds with its trumps of the most points.  *all is set when every
 * card the leader holds is such a trick — then its side takes every trick
 * to come, and the kitty. */
static int
sure_points (const DbfSolver *s,
             guint            leader,
             gboolean        *all)
{
  guint o1 = (leader + 1) % 4, o3 = (leader + 3) % 4, partner = (leader + 2) % 4;
  guint64 others = s->hand[o1] | s->hand[o3] | s->hand[partner];
  guint64 trumps = s->gmask[DBF_TRUMPS];
  int rounds = (int) popcount (s->hand[partner] & ~trumps);
  int tens = 0, fives = 0, sum = 0, plain = 0, tricks = 0, forced = 0;

  for (guint g = 0; g < 5; g++)
    {
      guint64 mine = s->hand[leader] & s->gmask[g];
      guint8 top = 0;
      int n10 = 0, n5 = 0, n = 0, usable;

      if (!mine)
        continue;
      for (guint64 m = others & s->gmask[g]; m; m &= m - 1)
        top = MAX (top, s->strength[ctz (m)]);
      for (guint64 m = mine; m; m &= m - 1)
        {
          guint c = ctz (m);
          if (s->strength[c] > top || (g == DBF_TRUMPS && s->strength[c] == top && top == DBF_STRENGTH_RANK_OFF))
            {
              n++;
              n10 += s->points[c] == 10;
              n5 += s->points[c] == 5;
            }
        }
      if (n == 0)
        continue;
      if (g == DBF_TRUMPS)
        {
          guint64 pt = s->hand[partner] & trumps;
          sum += 10 * n10 + 5 * n5;
          tricks += n;
          sum += least_points (s, s->hand[o1] & trumps, n) + least_points (s, s->hand[o3] & trumps, n);
          /* the partner's most points: all of them less its fewest */
          sum += points_of (s, pt) - least_points (s, pt, (int) popcount (pt) - MIN (n, (int) popcount (pt)));
          continue;
        }
      usable = n;
      for (guint k = 0; k < 2; k++)
        {
          guint o = k == 0 ? o1 : o3;
          if (s->hand[o] & trumps)
            usable = MIN (usable, (int) popcount (s->hand[o] & s->gmask[g]));
        }
      if (usable == 0)
        continue;
      plain += usable;
      forced += least_points (s, s->hand[o1] & s->gmask[g], usable) +
                least_points (s, s->hand[o3] & s->gmask[g], usable);
      /* The suit's most points first. */
      n10 = MIN (n10, usable);
      n5 = MIN (n5, usable - n10);
      tens += n10;
      fives += n5;
    }
  /* The partner's plain cards bound the plain rounds: the most points;
   * the opponents' cards only when every round is played. */
  if (plain > rounds)
    forced = 0;
  tens = MIN (tens, rounds);
  fives = MIN (fives, rounds - tens);
  tricks += MIN (plain, rounds);
  *all = tricks >= (int) popcount (s->hand[leader]);
  return sum + 10 * tens + 5 * fives + forced;
}

static int search (DbfSolver *s, Trick *t, guint ply, int alpha, int beta);

/* A suit's cards held (in `all`) in the order the table's key sees them:
 * block by block from the strongest (as relative_key cuts them), within a
 * block the 10s, then the 5s, then the rest, each strongest first.  The
 * same place in two positions of one key is an equivalent card, and the
 * weakest cards of a block's points are its last places of them. */
static guint
key_order (const DbfSolver *s,
           guint            g,
           guint64          all,
           guint8          *out)
{
  guint n = 0, start = 0, holder = 5;

  for (guint i = 0; i <= s->n_order[g]; i++)
    {
      guint c = i < s->n_order[g] ? s->order[g][i] : 0, who = 4;

      if (i < s->n_order[g])
        {
          if (!(all & (1ull << c)))
            continue;
          who = s->owner_of[c];
        }
      if (who != holder || (i < s->n_order[g] && s->strength[c] == DBF_STRENGTH_RANK_OFF) ||
          (n > start && s->strength[out[n - 1]] == DBF_STRENGTH_RANK_OFF))
        {
          /* the block out[start … n) by points, most first, stably */
          guint8 tmp[DBF_DECK];
          guint k = 0;
          for (int p = 10; p >= 0; p -= 5)
            for (guint j = start; j < n; j++)
              if (s->points[out[j]] == p)
                tmp[k++] = out[j];
          memcpy (out + start, tmp, k);
          start = n;
          holder = who;
        }
      if (who == 4)
        break;
      out[n++] = (guint8) c;
    }
  return n;
}

/* A lead by relative ranks, for the table: its cards' places in key_order. */
static guint32
lead_places (const DbfSolver *s,
             guint64          lead)
{
  guint g = s->group[ctz (lead)];
  guint64 all = s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3] | lead;
  guint8 order[DBF_DECK];
  guint n = key_order (s, g, all, order);
  guint32 places = 0;

  for (guint i = 0; i < n && i < 24; i++)
    if (lead & (1ull << order[i]))
      places |= 1u << i;
  return places;
}

static guint64
lead_from_places (const DbfSolver *s,
                  guint            g,
                  guint32          places)
{
  guint64 all = s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3], lead = 0;
  guint8 order[DBF_DECK];
  guint n = key_order (s, g, all, order);

  for (guint i = 0; i < n && i < 24; i++)
    if (places & (1u << i))
      lead |= 1ull << order[i];
  return lead;
}

/* The key of a position at the start of a trick, by relative ranks: for
 * each suit, its cards still held from the strongest in blocks — one
 * seat's cards with no other seat's card between them — each block as who
 * holds it and how many of its cards carry 0, 5 and 10 points (the order
 * within a block does not matter: its cards beat and are beaten by the
 * same cards of the others), an off-suit trump-rank card alone.  Two
 * positions that differ only in which of the cards already played are gone
 * play out alike, so they share an entry — what makes the table catch the
 * many orders in which the same tricks are played.  The four plain suits obey
 * the same rules (none has the trump rank, each has its 5, 10 and K), so
 * positions that differ only in which plain suit is which are alike too:
 * the plain suits' keys are taken in a fixed order of the keys themselves,
 * and canon[i] is the plain suit that came i-th (the trumps come last). */
G_STATIC_ASSERT (DBF_TRUMPS == 4);

static guint64
relative_key (const DbfSolver *s,
              guint            leader,
              guint8           canon[5])
{
  guint64 h = 0x84222325cbf29ce4ull ^ leader;
  guint64 all = s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3];
  guint64 sub[5];

  for (guint g = 0; g < 5; g++)
    {
      guint64 k = 0xcbf29ce484222325ull;
      guint holder = 4, count[3] = { 0, 0, 0 };

      canon[g] = (guint8) g;
      for (guint32 live = places_of (s, all, g);; live &= live - 1)
        {
          guint c = live ? s->order[g][ctz (live)] : 0, code = 4;
          guint64 b = 1ull << c;

          if (live)
            code = (s->hand[1] & b) ? 1 : (s->hand[2] & b) ? 2 : (s->hand[3] & b) ? 3 : 0;
          /* A block ends: its holder and how many cards of each points. */
          if (holder < 4 && (code != holder || s->strength[c] == DBF_STRENGTH_RANK_OFF))
            {
              k = (k ^ (holder | count[0] << 2 | count[1] << 7 | count[2] << 12)) * 0x100000001b3ull;
              holder = 4;
              count[0] = count[1] = count[2] = 0;
            }
          if (code == 4)
            break;
          if (s->strength[c] == DBF_STRENGTH_RANK_OFF)
            {
              /* alone, marked: its equals matter */
              k = (k ^ (code | (guint) s->points[c] << 2 | 1u << 20)) * 0x100000001b3ull;
              continue;
            }
          holder = code;
          count[s->points[c] == 10 ? 2 : s->points[c] == 5 ? 1 : 0]++;
        }
      k ^= k >> 29;
      sub[g] = k;
    }
  /* The plain suits by their keys (an insertion sort of four). */
  for (guint i = 1; i < 4; i++)
    for (guint j = i; j > 0 && sub[canon[j - 1]] > sub[canon[j]]; j--)
      {
        guint8 x = canon[j];
        canon[j] = canon[j - 1];
        canon[j - 1] = x;
      }
  for (guint i = 0; i < 5; i++)
    {
      h = (h ^ sub[canon[i]]) * 0x100000001b3ull;
      h ^= h >> 29;
    }
  h ^= h >> 32;
  h *= 0xd6e8feb86659fd93ull;
  h ^= h >> 32;
  return h;
}


/* A trick is complete: its points, the kitty after the last, then the
 * next trick. */
static int
trick_done (DbfSolver *s,
            Trick     *t,
            guint      ply,
            int        alpha,
            int        beta)
{
  guint w = winner (s, t, 4), seat = (t->leader + w) % 4;
  int gain = 0;
  Trick next = { 0 };

  if (s->defender[seat])
    gain = points_of (s, t->play[0] | t->play[1] | t->play[2] | t->play[3]);
  if ((s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]) == 0)
    return gain + (s->defender[seat] ? s->kitty_bonus : 0);
  next.leader = (guint8) seat;
  return gain + search (s, &next, ply, alpha - gain, beta - gain);
}

static int
search (DbfSolver *s,
        Trick     *t,
        guint      ply,
        int        alpha,
        int        beta)
{
  guint seat = (t->leader + t->n) % 4, n;
  gboolean max = s->defender[seat];
  int best = max ? -1 : G_MAXINT / 2, a0 = alpha, b0 = beta;
  Entry *e = NULL;
  guint64 key = 0, *moves, best_move = 0;
  guint8 canon[5];
  int *score;

  if (t->n == 4)
    return trick_done (s, t, ply, alpha, beta);

  s->nodes++;
  if (G_UNLIKELY (s->nodes > s->max_nodes))
    {
      s->aborted = TRUE;
      return 0;
    }

  if (t->n == 0 && (s->hand[t->leader] & (s->hand[t->leader] - 1)) == 0)
    {
      /* The last trick: one card each, nothing to choose. */
      for (guint i = 0; i < 4; i++)
        t->play[i] = s->hand[(t->leader + i) % 4];
      t->L = 1;
      t->led = s->group[ctz (t->play[0])];
      {
        guint w = (t->leader + winner (s, t, 4)) % 4;
        return s->defender[w] ? points_of (s, t->play[0] | t->play[1] | t->play[2] | t->play[3]) + s->kitty_bonus : 0;
      }
    }
  if (t->n == 0)
    {
      /* Nothing left to take: stop; every point out is the most.  And
       * what the side on lead can cash for sure bounds it from its side. */
      int out_points = points_of (s, s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]);
      int up = out_points + s->kitty_bonus;
      int lo = 0, sure;
      gboolean all;

      if (up <= alpha || up == lo)
        return up;
      sure = sure_points (s, t->leader, &all);
      /* The side on lead takes every trick: the points out and the kitty
       * are its. */
      if (all)
        return max ? up : 0;
      if (max)
        {
          lo = sure;
          if (lo >= beta)
            return lo;
        }
      else
        {
          up -= sure;
          if (up <= alpha)
            return up;
        }
      key = relative_key (s, t->leader, canon);
      /* Two entries a bucket: the first keeps the bigger subtree, the
       * second takes whatever comes. */
      e = &s->tt[2 * (key & ((1u << TT_BITS) - 1))];
      if (!(e->gen == s->gen && e->key == key))
        e++;
      if (e->gen == s->gen && e->key == key)
        {
          int el = 5 * e->lower, eu = 5 * e->upper;
          if (el >= beta)
            return el;
          if (eu <= alpha)
            return eu;
          lo = MAX (lo, el);
          up = MIN (up, eu);
          alpha = MAX (alpha, el);
          beta = MIN (beta, eu);
          if (alpha >= beta)
            return alpha;
        }
      (void) lo;
      a0 = alpha;
      b0 = beta;
    }

  moves = s->moves[ply];
  score = s->score[ply];
  n = gen_moves (s, t, seat, moves);
  for (guint i = 0; i < n; i++)
    score[i] = order_score (s, t, seat, moves[i]);
  /* The lead the table remembers first. */
  if (e != NULL && e->gen == s->gen && e->key == key && e->lead_suit < 5)
    {
      guint64 m = lead_from_places (s, canon[e->lead_suit], e->lead_at);
      for (guint i = 0; i < n; i++)
        if (moves[i] == m)
          score[i] = G_MININT;
    }
  for (guint i = 0; i < n && !s->aborted; i++)
    {
      guint64 m;
      int v;

      /* The best-scored move left (selection: the first few cut most). */
      {
        guint b = i;
        for (guint j = i + 1; j < n; j++)
          if (score[j] < score[b])
            b = j;
        m = moves[b];
        moves[b] = moves[i];
        moves[i] = m;
        v = score[b];
        score[b] = score[i];
        score[i] = v;
      }
      if (t->n == 0)
        {
          t->L = (guint8) popcount (m);
          t->led = s->group[ctz (m)];
        }
      t->play[t->n++] = m;
      s->hand[seat] &= ~m;

      v = search (s, t, ply + 1, alpha, beta);

      s->hand[seat] |= m;
      t->n--;

      if (max ? v > best : v < best)
        {
          best = v;
          best_move = m;
        }
      if (max && best > alpha)
        alpha = best;
      if (!max && best < beta)
        beta = best;
      if (alpha >= beta)
        break;
    }
  if (e != NULL && !s->aborted)
    {
      if (e->gen != s->gen || e->key != key)
        {
          guint8 left = (guint8) popcount (s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]);
          Entry *first = &s->tt[2 * (key & ((1u << TT_BITS) - 1))];

          /* Into the first entry if it is stale or holds less work. */
          e = first->gen != s->gen || first->left <= left ? first : first + 1;
          if (e == first && first->gen == s->gen)
            first[1] = first[0];
          e->gen = s->gen;
          e->key = key;
          e->left = left;
          e->lower = 0;
          e->upper = 0xff;
          e->lead_suit = 0xff;
        }
      if (best_move != 0 && (best > a0 || e->lead_suit == 0xff))
        {
          guint g = s->group[ctz (best_move)], i = 0;
          while (canon[i] != g)
            i++;
          e->lead_suit = (guint8) i;
          e->lead_at = lead_places (s, best_move);
        }
      /* (best lies in [0, 5 × 254]: the points out and the kitty) */
      if (best <= a0)
        e->upper = (guint8) MIN (e->upper, (best + 4) / 5);
      else if (best >= b0)
        e->lower = (guint8) MAX (e->lower, best / 5);
      else
        {
          e->lower = (guint8) (best / 5);
          e->upper = (guint8) ((best + 4) / 5);
        }
    }
  return best;
}

/* ---- From a position ------------------------------------------------------------ */

static gboolean
setup (DbfSolver    *s,
       const GtGame *g,
       Trick        *t)
{
  GtRuleCtx ctx;
  guint kitty = 0;

  gt_game_rule_ctx (g, &ctx);
  memset (s->gmask, 0, sizeof s->gmask);
  memset (s->n_order, 0, sizeof s->n_order);
  for (guint c = 0; c < 64; c++)
    {
      s->group[c] = DBF_TRUMPS;
      s->strength[c] = 0;
      s->points[c] = 0;
    }
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    {
      s->group[c] = (guint8) dbf_suit (&ctx, (GtCard) c);
      s->strength[c] = (guint8) dbf_strength (&ctx, (GtCard) c);
      s->points[c] = (guint8) dbf_card_points ((GtCard) c);
      s->gmask[s->group[c]] |= 1ull << c;
    }
  /* Each suit's cards strongest first (card order among equals). */
  for (guint g5 = 0; g5 < 5; g5++)
    for (guint st = DBF_STRENGTH_RJ + 1; st-- > 0;)
      for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
        if (s->group[c] == g5 && s->strength[c] == st)
          {
            s->pos[c] = s->n_order[g5];
            s->order[g5][s->n_order[g5]++] = (guint8) c;
          }

  memset (s->owner_of, 4, sizeof s->owner_of);
  for (guint p = 0; p < 4; p++)
    {
      s->hand[p] = 0;
      for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
        if (g->hand[p][c])
          {
            s->hand[p] |= 1ull << c;
            s->owner_of[c] = (guint8) p;
          }
      s->defender[p] = g->side[p] != g->declarer;
    }
  for (guint i = 0; i < g->stock_n && i < DBF_KITTY; i++)
    kitty += dbf_card_points (g->stock[i]);
  s->kitty_bonus = (int) (2 * kitty);

  memset (t, 0, sizeof *t);
  if (g->trick_n > 0)
    {
      t->leader = g->trick_leader;
      t->n = g->trick_n;
      t->L = g->trick_len[0];
      t->led = (guint8) dbf_suit (&ctx, g->trick_card[0]);
      for (guint i = 0; i < g->trick_n; i++)
        for (guint k = 0; k < g->trick_len[i]; k++)
          t->play[i] |= 1ull << g->trick_card[g->trick_at[i] + k];
    }
  else
    t->leader = g->turn;
  return g->phase == GT_PHASE_PLAY && g->turn < 4;
}

/* The points the defenders hold already (their tricks). */
static guint
taken (const GtGame *g)
{
  guint p = 0;
  for (guint s = 0; s < 4; s++)
    if (g->side[s] != g->declarer)
      p += g->points[s];
  return p;
}

/* Whether the defenders can end with at least `want` points still to
 * come: a null-window search. */
static int
test (DbfSolver *s,
      Trick     *t,
      int        want)
{
  Trick copy = *t;
  return search (s, &copy, 0, want - 1, want);
}

gboolean
dbf_solve (gpointer      data,
       const GtGame *g,
       guint64       max_nodes,
       gboolean      want_play,
       GtTrickSolve *out)
{
  DbfSolver *s = data;
  Trick t;
  int lo = 0, hi;

  memset (out, 0, sizeof *out);
  gt_card_list_init (&out->play);
  if (!setup (s, g, &t))
    return FALSE;
  /* A new generation; after 255, a clean table. */
  if (++s->gen == 0)
    {
      memset (s->tt, 0, (2u << TT_BITS) * sizeof (Entry));
      s->gen = 1;
    }
  s->nodes = 0;
  s->max_nodes = max_nodes ? max_nodes : G_MAXUINT64;
  s->aborted = FALSE;

  /* The value lies in [0, every point out + the kitty doubled], in
   * steps of 5 points. */
  hi = points_of (s, s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3] | t.play[0] | t.play[1] | t.play[2] | t.play[3]) +
       s->kitty_bonus;
  lo = 0;
  hi /= 5;
  /* Up from nothing: each test that the defenders pass answers (fail-soft)
   * with a bound that may jump several steps; the first they fail ends
   * it.  Tests they pass need one good defence each and are cheap, so
   * this beats halving the range, whose high tests must refute every
   * defence. */
  while (lo < hi && !s->aborted)
    {
      int want = (lo + 1) * 5, v = test (s, &t, want);
      if (v < want)
        break;
      lo = MIN (v / 5, hi);
    }
  out->nodes = s->nodes;
  out->complete = !s->aborted;
  out->value = taken (g) + (guint) lo * 5;

  if (want_play && out->complete)
    {
      guint seat = (t.leader + t.n) % 4, n;
      guint64 moves[MOVES_MAX];

      /* The first play that keeps the value. */
      n = gen_moves (s, &t, seat, moves);
      for (guint i = 0; i < n; i++)
        {
          Trick c = t;
          int v, want = lo * 5;
          gboolean max = s->defender[seat];

          if (c.n == 0)
            {
              c.L = (guint8) popcount (moves[i]);
              c.led = s->group[ctz (moves[i])];
            }
          c.play[c.n++] = moves[i];
          s->hand[seat] &= ~moves[i];
          /* Defenders: reaches the value; declarers: holds them to it. */
          v = max ? search (s, &c, 1, want - 1, want) : search (s, &c, 1, want, want + 1);
          s->hand[seat] |= moves[i];
          if (max ? v >= want : v <= want)
            {
              for (guint64 k = moves[i]; k; k &= k - 1)
                gt_card_list_append (&out->play, (GtCard) ctz (k), GT_CARD_NONE);
              break;
            }
        }
      out->nodes = s->nodes;
    }
  return TRUE;
}
