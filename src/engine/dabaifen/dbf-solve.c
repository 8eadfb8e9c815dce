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
 *   - hands as 64-bit sets of the solver's own card ids, so that a play
 *     is a mask — each suit's cards strongest first, the suits one after
 *     another, so that a set's places in a suit are a shift (setup);
 *   - plays made one per class of equivalent cards: cards of one seat and
 *     one suit with no other seat's card between them among the cards
 *     still out (a block) and the same points do the same in every trick
 *     to come, so only how many of such a class are played matters — this
 *     is what keeps the multi-card leads and follows, whose choices are
 *     sets, from exploding (an off-suit trump-rank card is never in a class
 *     with a card of another strength: it beats an equal card played after
 *     it);
 *   - a transposition table at the start of each trick (32 MiB; a long
 *     solve moves to one four times as big, tt_grow) whose entries each
 *     hold for a set of positions (partition search,
 *     as bridge solvers have it): keyed by who leads and who holds how
 *     many cards of which points in each suit (the shape), and each suit's
 *     cards by relative ranks in blocks (their holders and points) only
 *     down to the weakest card whose place mattered to the result
 *     (position_key; the four plain suits in an order of their own keys,
 *     since they obey the same rules), holding a lower and an upper bound
 *     of the points still to come;
 *   - the points the side on lead can cash for sure (sure_points: the
 *     leader's top cards, one a trick, the rest of a suit once the others
 *     can neither beat nor trump it, and what the others must play to
 *     them) as a bound from its side, and when every card the leader holds
 *     is such a trick, the exact answer; for both sides, on lead or not,
 *     the tricks their trumps stronger than every trump of the others take
 *     (top_trump_points, trump_hand);
 *   - the points still out as a bound (nothing to gain: stop), none as the
 *     other, and null-window searches stepping up from 0 in fives (each
 *     passed test may jump ahead), which cut far more than one wide window;
 *   - plays tried in an order that finds the refutations that need the
 *     least search (order_score): several top cards together, top trumps,
 *     low cards to the partner's winner; in a trick, the cheapest card that
 *     keeps it for the side, a card that wins for now but can still be
 *     beaten only after those (and a second hand's after its cheapest
 *     losing cards).  The order decides the size of the search more than
 *     anything else here: it took full deals from 25 M nodes a deal to 14 M.
 *     At a trick's start the leads that cut last at the same ply from the
 *     same seat come first (killers): 0.62 of the nodes of 8- and 10-card
 *     deals, and most of the fall of full deals from 45 M nodes to 16 M;
 *   - the last two tricks played out directly, every line, without the
 *     table and the bounds (two_tricks).
 *
 * tests/test-dabaifen.c checks every value against plain alpha-beta over
 * the game's own plays (and plain minimax) on hundreds of small endgames.
 *
 * Nothing is allocated per node: the moves of each ply live in the
 * solver's own arrays.  Revokes are not among the plays searched: with
 * every hand known a lead of several cards is made of top cards only.
 */
#define G_LOG_DOMAIN "dbf-solve"

#include "config.h"

#include <string.h>

#include "dbf-private.h"
#include "gt-table-memory.h"

/* Buckets of sixteen entries (four cache lines): 2^17 of them, 32 MiB,
 * made once per solver.  Many positions of one shape share a bucket (it
 * is picked by the shape and the blocks every entry of the position
 * keeps), so a bucket holds many: with four, full deals took more nodes
 * than the table keyed by whole positions. */
#define TT_BITS 17
#define BUCKET 16
/* A long solve moves to a table four times as big, its entries carried
 * over (tt_grow): a full deal stores many times 2^21 entries, and most of
 * what it could share was overwritten before it was asked for again.
 * Eight times as big saved 4 % more nodes for twice the memory. */
#define TT_BIG_BITS 19
#define TT_GROW_NODES 4000000
#define TT_HI ((1u << (TT_BIG_BITS - TT_BITS)) - 1)  /* the bits an entry keeps (hi) */
G_STATIC_ASSERT (TT_BIG_BITS - TT_BITS <= 3);
/* Every ply plays a card at least: never more plies than cards. */
#define PLY_MAX (DBF_DECK + 4)
#define MOVES_MAX 2048
#define RUNS_MAX 24

/* Sixteen bytes.  An entry holds for every position of its shape whose
 * first blocks of each suit (nbs) are its pattern (position_key): check
 * is a hash of both.  Points in fives (every point count is a multiple of
 * 5). */
typedef struct {
  guint64 check : 48;
  guint64 lower : 8, upper : 8;  /* bounds of the points still to come, in fives (upper 0xff: none) */
  guint64 nbs : 25;              /* the blocks kept of each suit, 5 bits each, in the key's order (canon) */
  guint64 gen : 8;
  guint64 work : 6;              /* the bit length of the nodes searched below it (the most so far) */
  guint64 lead_suit : 3;         /* the best lead found: its suit by the key's order (canon; 7: none) … */
  guint64 lead_at : 18;          /* … and its cards' places among the suit's cards still held */
  guint64 hi : 3;                /* the bucket's hash bits above the small table's, for tt_grow */
} Entry;

G_STATIC_ASSERT (sizeof (Entry) == 16);

typedef struct _Key Key;

/* A trick being played.  The keys are the table's (position_key): the one
 * of this trick's start once search has made it (key), and the last
 * trick's start's with the cards that trick took (prev, played), from
 * which this trick's is made: only the suits those cards touched are made
 * again.  Both live in search's frames up the line (NULL: none). */
typedef struct {
  guint8 leader, n, L, led;
  guint64 play[4];
  const Key *key, *prev;
  guint64 played;
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
  Entry *tt_small;                          /* while a long solve has the big one */
  guint tt_bits;
  guint64 grow_nodes;
  guint8 gen;

  /* The deal. */
  guint8 group[64], strength[64], points[64];
  guint64 gmask[5];
  guint64 five, ten;                        /* the cards worth 5, and 10 */
  guint8 order[5][GT_CARD_STANDARD_KINDS];  /* each suit's cards, strongest first */
  guint8 base[5];                           /* the id of each suit's strongest card */
  guint8 id_of[GT_CARD_STANDARD_KINDS];     /* the solver's id of a card … */
  guint8 card_of[64];                       /* … and the card of an id */
  guint8 n_order[5];
  guint8 defender[4];
  guint8 owner_of[64];
  int kitty_bonus;
  guint64 zshape[4][6];                     /* a seat's card of a kind, for the shape */

  /* The search. */
  guint64 hand[4];
  guint64 nodes, max_nodes;
  gboolean aborted;
  guint64 killer[PLY_MAX][4][2];           /* the last two leads that cut, by ply and leader */
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

/* A table of 2^bits buckets, zeroed.  Both tables in huge pages where
 * the system has them (gt_table_alloc()): probes land anywhere in 32 MiB
 * (128 MiB for the big one), and with 4 KiB pages each is a TLB miss
 * besides the cache miss (0.95 of the time on 10-card deals). */
static Entry *
tt_alloc (guint bits)
{
  return gt_table_alloc (((gsize) BUCKET << bits) * sizeof (Entry), TRUE);
}

/* The long solve's table: this solve's entries move to the buckets their
 * hash picks among four times as many (an entry keeps the bits above the
 * small table's: hi).  The buckets a small one spreads to receive its
 * entries alone, so every entry finds a place.  The small table is kept
 * (the search up the line may still store there: nothing reads it) and
 * comes back at the next solve. */
static void
tt_grow (DbfSolver *s)
{
  Entry *big = tt_alloc (TT_BIG_BITS);

  for (gsize b = 0; b < (gsize) 1 << TT_BITS; b++)
    for (guint j = 0; j < BUCKET; j++)
      {
        const Entry *e = &s->tt[BUCKET * b + j];
        Entry *nb;

        if (e->gen != s->gen)
          continue;
        nb = &big[BUCKET * (b | (gsize) e->hi << TT_BITS)];
        for (guint k = 0; k < BUCKET; k++)
          if (nb[k].gen != s->gen)
            {
              nb[k] = *e;
              break;
            }
      }
  s->tt_small = s->tt;
  s->tt = big;
  s->tt_bits = TT_BIG_BITS;
}

gpointer
dbf_solver_new (void)
{
  DbfSolver *s = g_new0 (DbfSolver, 1);

  guint64 x = 0x243f6a8885a308d3ull;

  s->tt = tt_alloc (TT_BITS);
  s->tt_bits = TT_BITS;
  s->grow_nodes = TT_GROW_NODES;
  /* splitmix64: fixed numbers, the same on every run */
  for (guint p = 0; p < 4; p++)
    for (guint k = 0; k < 6; k++)
      {
        guint64 z = (x += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        s->zshape[p][k] = z ^ (z >> 31);
      }
  return s;
}

void
dbf_solver_free (gpointer data)
{
  DbfSolver *s = data;

  if (s == NULL)
    return;
  if (s->tt_small != NULL)
    {
      gt_table_free (s->tt);
      s->tt = s->tt_small;
    }
  gt_table_free (s->tt);
  g_free (s);
}

void
dbf_solver_set_grow_nodes (gpointer data,
                           guint64  nodes)
{
  DbfSolver *s = data;

  s->grow_nodes = nodes;
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
  return 5 * (int) popcount (m & s->five) + 10 * (int) popcount (m & s->ten);
}

/* ---- Plays by classes of equivalent cards ----------------------------------- */

/* A set of cards of suit g as places in the suit's order (bit 0 the
 * strongest): the solver's card ids are the suits' places one after
 * another (setup). */
static inline guint32
places_of (const DbfSolver *s,
           guint64          cards,
           guint            g)
{
  return (guint32) ((cards & s->gmask[g]) >> s->base[g]);
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

/* k cards of a run (any k of it do the same): the weakest — the highest
 * ids (a suit's ids run strongest first), of equal cards (off-suit
 * trump-rank cards) the first by the cards' own order. */
static inline guint64
take (const DbfSolver *s,
      guint64          run,
      guint            k)
{
  guint64 out = 0;

  if (popcount (run) <= k)
    return run;
  while (k-- > 0)
    {
      guint w = 63 - (guint) __builtin_clzll (run);

      /* equal cards have ids next to one another */
      for (guint d = w; d-- > 0 && s->group[d] == s->group[w] && s->strength[d] == s->strength[w];)
        if (run & (1ull << d))
          w = d;
      out |= 1ull << w;
      run &= ~(1ull << w);
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

/* The strongest and the weakest card of a set of one suit. */
static inline guint
strongest (const DbfSolver *s,
           guint64          cards,
           guint            g)
{
  return s->order[g][ctz (places_of (s, cards, g))];
}

static inline guint
weakest (const DbfSolver *s,
         guint64          cards,
         guint            g)
{
  return s->order[g][31 - __builtin_clz (places_of (s, cards, g))];
}

/* Points the side on lead takes for sure in the tricks to come, cheaply
 * bounded: the leader leads, one card a trick, cards that win the trick,
 * so that it keeps the lead — its top cards (no other hand beats them),
 * and the rest of a suit once the others can no longer beat it.
 *
 * The trumps: while the opponents hold trumps, only the leader's top
 * trumps, each of which wins whatever the others play (an off-suit
 * trump-rank card equal to another's wins too: the leader's is played
 * first).  But when the top trumps are at least as many as either
 * opponent's trumps, leading them first draws every trump of the
 * opponents (they must follow), and then the leader's other trumps win
 * too, so long as the partner cannot overtake them (its trumps gone with
 * those rounds, or all weaker): every trump of the leader is a trick.
 *
 * The plain suits: a top card wins while neither opponent can trump it —
 * an opponent holding trumps still holds the suit for as many rounds as
 * it has cards of it (the rounds of the other suits do not touch those:
 * it follows them) — and while the partner need not trump it, which it
 * never must while it has a plain card to play (or no trump left after
 * the trump rounds).  Once neither opponent can trump (they hold none, or
 * the trumps were drawn), the rest of a suit wins too when each opponent
 * holds no more of it than the leader's top cards and the partner cannot
 * overtake (no more of it either, or all weaker).  Which trumps were
 * drawn first or the plain rounds came first decides the partner's
 * limit: with the trumps drawn first and the partner's trumps gone, none.
 *
 * Besides the leader's own cards, the cards the others must play to those
 * tricks: an opponent plays at least as many cards of a suit as there are
 * rounds of it, or all it holds, and gives the fewest points it can with
 * them (cards it throws earlier are taken as well); the partner follows the
 * trump rounds with its trumps of the most points.  *all is set when every
 * card the leader holds is such a trick — then its side takes every trick
 * to come, and the kitty.  *mark gains the partner's strongest card of a
 * suit whose rest was counted because all the partner's cards of it are
 * weaker (the others' strongest cards, which decide the top cards, are
 * the caller's). */
static int
sure_points (const DbfSolver *s,
             guint            leader,
             gboolean        *all,
             guint64         *mark)
{
  guint o1 = (leader + 1) % 4, o3 = (leader + 3) % 4, partner = (leader + 2) % 4;
  guint64 others = s->hand[o1] | s->hand[o3] | s->hand[partner];
  guint64 trumps = s->gmask[DBF_TRUMPS];
  guint64 lt = s->hand[leader] & trumps, pt = s->hand[partner] & trumps;
  int opp_t = (int) MAX (popcount (s->hand[o1] & trumps), popcount (s->hand[o3] & trumps));
  int rounds = (int) popcount (s->hand[partner] & ~trumps);
  int tens = 0, fives = 0, sum = 0, plain = 0, tricks = 0, forced = 0, n_t = 0;
  gboolean drawn = FALSE, ruff;

  if (lt)
    {
      guint8 top = 0;
      int k = 0;

      for (guint64 m = others & trumps; m; m &= m - 1)
        top = MAX (top, s->strength[ctz (m)]);
      for (guint64 m = lt; m; m &= m - 1)
        {
          guint c = ctz (m);
          if (s->strength[c] > top || (s->strength[c] == top && top == DBF_STRENGTH_RANK_OFF))
            k++;
        }
      n_t = k;
      if (k > 0 && opp_t <= k)
        {
          if ((int) popcount (pt) <= k)
            drawn = TRUE;
          else if (s->strength[strongest (s, pt, DBF_TRUMPS)] < s->strength[weakest (s, lt, DBF_TRUMPS)])
            {
              drawn = TRUE;
              *mark |= 1ull << strongest (s, pt, DBF_TRUMPS);
            }
        }
      if (drawn)
        {
          /* every trump of the leader, drawn first */
          n_t = (int) popcount (lt);
          sum += points_of (s, lt);
          /* the partner's trumps gone with those rounds: it never has to
           * trump a plain lead */
          if ((int) popcount (pt) <= n_t)
            rounds = G_MAXINT / 4;
        }
      else
        {
          for (guint64 m = lt; m; m &= m - 1)
            {
              guint c = ctz (m);
              if (s->strength[c] > top || (s->strength[c] == top && top == DBF_STRENGTH_RANK_OFF))
                sum += s->points[c];
            }
        }
      if (n_t > 0)
        {
          tricks += n_t;
          sum += least_points (s, s->hand[o1] & trumps, n_t) + least_points (s, s->hand[o3] & trumps, n_t);
          /* the partner's most points: all of them less its fewest */
          sum += points_of (s, pt) - least_points (s, pt, (int) popcount (pt) - MIN (n_t, (int) popcount (pt)));
        }
    }
  ruff = !drawn && opp_t > 0;

  for (guint g = 0; g < 4; g++)
    {
      guint64 mine = s->hand[leader] & s->gmask[g], win = 0, pg = s->hand[partner] & s->gmask[g];
      guint8 top = 0;
      int n10, n5, k, usable;

      if (!mine)
        continue;
      for (guint64 m = others & s->gmask[g]; m; m &= m - 1)
        top = MAX (top, s->strength[ctz (m)]);
      for (guint64 m = mine; m; m &= m - 1)
        if (s->strength[ctz (m)] > top)
          win |= m & -m;
      k = (int) popcount (win);
      /* The rest of the suit, once the opponents cannot trump. */
      if (!ruff && k > 0 && win != mine &&
          (int) popcount (s->hand[o1] & s->gmask[g]) <= k && (int) popcount (s->hand[o3] & s->gmask[g]) <= k)
        {
          if ((int) popcount (pg) <= k)
            win = mine;
          else if (s->strength[strongest (s, pg, g)] < s->strength[weakest (s, mine, g)])
            {
              win = mine;
              *mark |= 1ull << strongest (s, pg, g);
            }
        }
      if (win == 0)
        continue;
      usable = (int) popcount (win);
      if (ruff)
        for (guint i = 0; i < 2; i++)
          {
            guint o = i == 0 ? o1 : o3;
            if (s->hand[o] & trumps)
              usable = MIN (usable, (int) popcount (s->hand[o] & s->gmask[g]));
          }
      if (usable == 0)
        continue;
      plain += usable;
      forced += least_points (s, s->hand[o1] & s->gmask[g], usable) +
                least_points (s, s->hand[o3] & s->gmask[g], usable);
      /* The suit's most points first. */
      n10 = (int) popcount (win & s->ten);
      n5 = (int) popcount (win & s->five);
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

/* A seat whose side takes every trick to come, on lead or not, else 4:
 * a hand of trumps only, each stronger than every trump the other side
 * holds.  Whatever the others lead, it trumps (or follows trumps) and
 * wins — a lead of several plain cards too, with as many trumps, the
 * strongest trump play — and leads its trumps again; the others can never
 * lead several trumps (theirs are not top cards).  Which is so rests on
 * the other side's strongest trump: *mark. */
static guint
trump_hand (const DbfSolver *s,
            guint64         *mark)
{
  guint64 trumps = s->gmask[DBF_TRUMPS];

  for (guint p = 0; p < 4; p++)
    {
      guint64 h = s->hand[p], o = (s->hand[(p + 1) % 4] | s->hand[(p + 3) % 4]) & trumps;
      guint32 hp;
      guint co;

      if (h == 0 || (h & ~trumps))
        continue;
      if (o == 0)
        {
          *mark = 0;
          return p;
        }
      hp = places_of (s, h, DBF_TRUMPS);
      co = s->order[DBF_TRUMPS][ctz (places_of (s, o, DBF_TRUMPS))];
      if (s->strength[s->order[DBF_TRUMPS][31 - __builtin_clz (hp)]] > s->strength[co])
        {
          *mark = 1ull << co;
          return p;
        }
    }
  return 4;
}

/* Points a side takes for sure from its top trumps, on lead or not: a
 * hand of the side with k trumps each stronger than every trump of the
 * other side wins a trick with each of them, so long as every trick is of
 * one card each — then it plays one card a trick, the k trumps in k
 * tricks, and each is the strongest trump of its trick or its partner's
 * is.  Tricks stay single: the side itself leads one card at a time, and
 * the other side can lead several cards neither in trumps (no trump of
 * theirs is a top card while that hand holds one stronger) nor in a plain
 * suit when none of its hands holds two cards of one (a hand only loses
 * cards).  To those k tricks each other hand gives k cards, the fewest
 * points it can; the hand gives its top trumps.  (k = every card of the
 * hand is trump_hand's case: every trick and the kitty.)  Which trumps are
 * stronger rests on the other side's strongest trump: *mark. */
static int
top_trump_points (const DbfSolver *s,
                  guint            side,
                  guint64         *mark)
{
  guint64 trumps = s->gmask[DBF_TRUMPS];
  guint o1 = (side + 1) % 4, o3 = (side + 3) % 4;
  guint64 ot = (s->hand[o1] | s->hand[o3]) & trumps;
  guint8 omax = 0;
  int best = 0;

  for (guint g = 0; g < 4; g++)
    if (popcount (s->hand[o1] & s->gmask[g]) > 1 || popcount (s->hand[o3] & s->gmask[g]) > 1)
      return 0;
  *mark = 0;
  if (ot)
    {
      guint c = s->order[DBF_TRUMPS][ctz (places_of (s, ot, DBF_TRUMPS))];
      omax = s->strength[c];
      *mark = 1ull << c;
    }
  for (guint i = 0; i < 2; i++)
    {
      guint h = (side + 2 * i) % 4, partner = (h + 2) % 4;
      guint64 top = 0;
      int k, v;

      for (guint64 m = s->hand[h] & trumps; m; m &= m - 1)
        if (s->strength[ctz (m)] > omax)
          top |= m & -m;
      k = (int) popcount (top);
      if (k == 0)
        continue;
      v = points_of (s, top) + least_points (s, s->hand[partner], k) +
          least_points (s, s->hand[o1], k) + least_points (s, s->hand[o3], k);
      best = MAX (best, v);
    }
  return best;
}

static int search (DbfSolver *s, Trick *t, guint ply, int alpha, int beta, guint64 *rel);

/* A suit's cards held (in `all`) in the order the table's key sees them:
 * block by block from the strongest (as position_key cuts them), within a
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

  for (guint i = 0; i < n && i < 18; i++)
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

  for (guint i = 0; i < n && i < 18; i++)
    if (places & (1u << i))
      lead |= 1ull << order[i];
  return lead;
}

/* The key of a position at the start of a trick, in two parts, for a
 * table whose entries each hold for a whole set of positions (partition
 * search, as bridge solvers have it).
 *
 * Its shape: who leads, and for each suit how many cards of each kind each
 * seat holds — kinds by points (0, 5, 10), an off-suit trump-rank card a
 * kind of its own (it beats an equal card played after it).  Every
 * position an entry holds for has the entry's shape; the shape picks the
 * bucket.
 *
 * Its pattern: each suit's cards still held from the strongest in blocks —
 * one seat's cards with no other seat's card between them — each block as
 * who holds it and how many of its cards carry 0, 5 and 10 points (the
 * order within a block does not matter: its cards beat and are beaten by
 * the same cards of the others), an off-suit trump-rank card alone.  An
 * entry keeps only each suit's first blocks, down to the weakest card whose
 * place mattered to its result (see search: a card that took a trick from
 * a card of its suit, the strongest card of a suit the leader could lead
 * several top cards of or counted sure tricks in); below that, only the
 * shape: which of those cards is above which never decided a trick, so
 * every position with the same shape and the same first blocks plays out
 * alike.  Each suit's part (SuitKey) holds pre[b], the hash of its first b
 * blocks, and pmask[b], their cards.
 *
 * The four plain suits obey the same rules (none has the trump rank, each
 * has its 5, 10 and K), so positions that differ only in which plain suit
 * is which are alike too: the plain suits are taken in an order of their
 * shapes (then their whole patterns), and canon[i] is the plain suit that
 * came i-th (the trumps come last). */
G_STATIC_ASSERT (DBF_TRUMPS == 4);

#define BLOCKS_MAX (DBF_HAND + DBF_KITTY + 1)

/* What a suit gives the key: it rests on the suit's cards still held and
 * their holders only, so a suit no play of a trick touched gives the next
 * trick's key what it gave this one's (position_key takes it over). */
typedef struct {
  guint64 sub, full;                   /* the suit's shape (mixed) and its whole pattern */
  guint nb;                            /* its blocks */
  guint64 pre[BLOCKS_MAX];
  guint64 pmask[BLOCKS_MAX];
} SuitKey;

struct _Key {
  guint64 shape;
  guint8 canon[5];
  const SuitKey *sk[5];                /* each suit's part, here or in an earlier trick's key */
};

static inline guint
kind_of (const DbfSolver *s,
         guint            c)
{
  return (s->points[c] == 10 ? 2 : s->points[c] == 5 ? 1 : 0) + (s->strength[c] == DBF_STRENGTH_RANK_OFF ? 3 : 0);
}

static inline guint64
mix (guint64 h)
{
  h ^= h >> 32;
  h *= 0xd6e8feb86659fd93ull;
  h ^= h >> 32;
  return h;
}

/* Suit g's part of the key (all: the cards still held). */
static void
suit_key (const DbfSolver *s,
          guint            g,
          guint64          all,
          SuitKey         *S)
{
  guint64 k = 0xcbf29ce484222325ull, shape = 0, cards = 0;
  guint holder = 4, count[3] = { 0, 0, 0 }, nb = 0;

  S->pre[0] = k;
  S->pmask[0] = 0;
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
          nb++;
          S->pre[nb] = k;
          S->pmask[nb] = cards;
          holder = 4;
          count[0] = count[1] = count[2] = 0;
        }
      if (code == 4)
        break;
      shape += s->zshape[code][kind_of (s, c)];
      cards |= b;
      if (s->strength[c] == DBF_STRENGTH_RANK_OFF)
        {
          /* alone, marked: its equals matter */
          k = (k ^ (code | (guint) s->points[c] << 2 | 1u << 20)) * 0x100000001b3ull;
          nb++;
          S->pre[nb] = k;
          S->pmask[nb] = cards;
          continue;
        }
      holder = code;
      count[s->points[c] == 10 ? 2 : s->points[c] == 5 ? 1 : 0]++;
    }
  S->nb = nb;
  S->sub = mix (shape);
  S->full = k;
}

/* The key of the position with `leader` to lead.  Each suit's part is
 * made in own[], or, with prev (the last trick's start's key), taken over
 * from it for every suit the cards played since (played) do not touch:
 * a trick touches one or two suits of five mostly (about two parts of
 * five made on the 10-card deals). */
static void
position_key (const DbfSolver *s,
              guint            leader,
              Key             *K,
              SuitKey          own[5],
              const Key       *prev,
              guint64          played)
{
  guint64 all = s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3];

  for (guint g = 0; g < 5; g++)
    {
      K->canon[g] = (guint8) g;
      if (prev != NULL && !(played & s->gmask[g]))
        K->sk[g] = prev->sk[g];
      else
        {
          suit_key (s, g, all, &own[g]);
          K->sk[g] = &own[g];
        }
    }
  /* The plain suits by their shapes, then their patterns (an insertion
   * sort of four). */
  for (guint i = 1; i < 4; i++)
    for (guint j = i; j > 0; j--)
      {
        const SuitKey *a = K->sk[K->canon[j - 1]], *b = K->sk[K->canon[j]];
        guint8 x;
        if (a->sub < b->sub || (a->sub == b->sub && a->full <= b->full))
          break;
        x = K->canon[j];
        K->canon[j] = K->canon[j - 1];
        K->canon[j - 1] = x;
      }
  K->shape = 0x84222325cbf29ce4ull ^ leader;
  for (guint i = 0; i < 5; i++)
    {
      K->shape = (K->shape ^ K->sk[K->canon[i]]->sub) * 0x100000001b3ull;
      K->shape ^= K->shape >> 29;
    }
  K->shape = mix (K->shape);
}

/* The pattern of the first blocks nbs (5 bits a suit, in canon's order). */
static inline guint64
pattern_of (const Key *K,
            guint32    nbs)
{
  guint64 h = 0x9e3779b97f4a7c15ull;

  for (guint i = 0; i < 5; i++, nbs >>= 5)
    {
      guint b = nbs & 31;
      const SuitKey *S = K->sk[K->canon[i]];
      h = (h ^ S->pre[MIN (b, S->nb)] ^ b) * 0x100000001b3ull;
      h ^= h >> 29;
    }
  return mix (h);
}

/* An entry's check: the shape and the pattern of the first blocks nbs. */
static inline guint64
check_of (const Key *K,
          guint32    nbs)
{
  return mix (K->shape ^ pattern_of (K, nbs)) & ((G_GUINT64_CONSTANT (1) << 48) - 1);
}

/* The cards of the first blocks nbs. */
static inline guint64
pattern_cards (const Key *K,
               guint32    nbs)
{
  guint64 m = 0;

  for (guint i = 0; i < 5; i++, nbs >>= 5)
    {
      const SuitKey *S = K->sk[K->canon[i]];
      m |= S->pmask[MIN (nbs & 31, S->nb)];
    }
  return m;
}

/* The fewest first blocks that hold every card of rel. */
static inline guint32
blocks_for (const DbfSolver *s,
            const Key       *K,
            guint64          rel)
{
  guint32 nbs = 0;

  for (guint i = 5; i-- > 0;)
    {
      guint g = K->canon[i], b = 0;
      const SuitKey *S = K->sk[g];
      guint64 r = rel & s->gmask[g];
      while (b < S->nb && (r & ~S->pmask[b]))
        b++;
      nbs = (nbs << 5) | b;
    }
  return nbs;
}

/* The cards whose places decided who took a trick won by the trick's play
 * w: a single card that beat another of its suit; on a plain lead of
 * several cards, every trump play that was compared with another. */
static guint64
trick_rel (const DbfSolver *s,
           const Trick     *t,
           guint            w)
{
  guint64 rel = 0;

  if (t->L == 1)
    {
      guint cw = ctz (t->play[w]);
      for (guint i = 0; i < 4; i++)
        if (i != w && s->group[ctz (t->play[i])] == s->group[cw])
          return 1ull << cw;
      return 0;
    }
  if (t->led != DBF_TRUMPS)
    {
      guint n = 0;
      for (guint i = 1; i < 4; i++)
        if ((t->play[i] & ~s->gmask[DBF_TRUMPS]) == 0)
          {
            rel |= t->play[i];
            n++;
          }
      if (n < 2)
        rel = 0;
    }
  return rel;
}

/* A trick is complete: its points, the kitty after the last, then the
 * next trick. */
static int
trick_done (DbfSolver *s,
            Trick     *t,
            guint      ply,
            int        alpha,
            int        beta,
            guint64   *rel)
{
  guint w = winner (s, t, 4), seat = (t->leader + w) % 4;
  int gain = 0;
  guint64 r = 0;
  Trick next = { 0 };

  *rel = trick_rel (s, t, w);
  if (s->defender[seat])
    gain = points_of (s, t->play[0] | t->play[1] | t->play[2] | t->play[3]);
  if ((s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]) == 0)
    return gain + (s->defender[seat] ? s->kitty_bonus : 0);
  next.leader = (guint8) seat;
  next.prev = t->key;
  next.played = t->play[0] | t->play[1] | t->play[2] | t->play[3];
  gain += search (s, &next, ply, alpha - gain, beta - gain, &r);
  *rel |= r;
  return gain;
}

/* The last two tricks (every hand held two cards at the first one's
 * start): every line, with alpha-beta, no table and no bounds — fewer
 * plays than the table's key and the bounds cost.  The leads are
 * gen_moves' (the two cards, and both if they are top cards of one suit —
 * which rests on the others' strongest card of that suit).  *rel is set to
 * the cards that took a trick from a card of their suit in the lines the
 * result rests on, as search gathers them: the one play that cut, or every
 * play when none did. */
static int
two_tricks (DbfSolver *s,
            Trick     *t,
            guint      ply,
            int        alpha,
            int        beta,
            guint64   *rel)
{
  guint64 *plays = s->moves[ply];
  guint64 rel_all = 0, marks = 0;
  guint seat, w, n = 0;
  gboolean max;
  int best;

  if (t->n == 4)
    {
      Trick last = { 0 };
      int gain = 0;

      w = winner (s, t, 4);
      seat = (t->leader + w) % 4;
      *rel = trick_rel (s, t, w);
      if (s->defender[seat])
        gain = points_of (s, t->play[0] | t->play[1] | t->play[2] | t->play[3]);
      if ((s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]) == 0)
        return gain + (s->defender[seat] ? s->kitty_bonus : 0);
      /* The last trick: one card each, nothing to choose. */
      last.leader = (guint8) seat;
      last.n = 4;
      last.L = 1;
      for (guint i = 0; i < 4; i++)
        last.play[i] = s->hand[(seat + i) % 4];
      last.led = s->group[ctz (last.play[0])];
      w = winner (s, &last, 4);
      *rel |= trick_rel (s, &last, w);
      if (s->defender[(seat + w) % 4])
        gain += points_of (s, s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]) + s->kitty_bonus;
      return gain;
    }
  seat = (t->leader + t->n) % 4;
  max = s->defender[seat];
  best = max ? -1 : G_MAXINT / 2;
  if (t->n == 0)
    {
      guint64 lh = s->hand[seat];

      n = gen_moves (s, t, seat, plays);
      if (s->group[ctz (lh)] == s->group[63 - __builtin_clzll (lh)])
        {
          guint g = s->group[ctz (lh)];
          guint64 others = (s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]) & ~lh & s->gmask[g];
          if (others)
            marks = 1ull << s->order[g][ctz (places_of (s, others, g))];
        }
    }
  else if (t->L == 2)
    plays[n++] = s->hand[seat];   /* both cards, the only play */
  else
    {
      guint64 cands = s->hand[seat] & s->gmask[t->led];

      /* in the game's order of the cards, as before the solver's ids ran
       * by place (the search, its entries and its node counts as they
       * were) */
      for (cands = cands ? cands : s->hand[seat]; cands; cands &= cands - 1)
        plays[n++] = cands & -cands;
      if (n == 2 && s->card_of[ctz (plays[1])] < s->card_of[ctz (plays[0])])
        {
          guint64 x = plays[0];
          plays[0] = plays[1];
          plays[1] = x;
        }
    }
  for (guint i = 0; i < n; i++)
    {
      guint64 m = plays[i], r;
      int v;

      if (t->n == 0)
        {
          t->L = (guint8) popcount (m);
          t->led = s->group[ctz (m)];
        }
      t->play[t->n++] = m;
      s->hand[seat] &= ~m;
      v = two_tricks (s, t, ply + 1, alpha, beta, &r);
      s->hand[seat] |= m;
      t->n--;
      rel_all |= r;
      if (max ? v > best : v < best)
        best = v;
      if (max && best > alpha)
        alpha = best;
      if (!max && best < beta)
        beta = best;
      if (alpha >= beta)
        {
          *rel = (popcount (m) > 1 ? marks : 0) | r;
          return best;
        }
    }
  *rel = marks | rel_all;
  return best;
}

/* The search, with the cards whose places mattered to its result in *rel
 * (for the table: an entry holds for every position that differs from
 * this one only below them).  Those are: the cards that took a trick from a
 * card of their suit (trick_rel), in every line the result rests on — the
 * one play that cut, or every play when none did; at a trick's start, the
 * strongest card the others hold of a suit the leader holds, which decides
 * which of its cards are top cards — of every such suit for a bound that
 * cut (sure_points), and for the leads of several cards, of each suit of
 * two or more when every lead was searched, of the lead's suit when a lead
 * of several cut (a single card is a lead in every position: a cut by one
 * rests on nothing of the others); and what the table's entries used rest
 * on. */
static int
search (DbfSolver *s,
        Trick     *t,
        guint      ply,
        int        alpha,
        int        beta,
        guint64   *rel)
{
  guint seat = (t->leader + t->n) % 4, n;
  gboolean max = s->defender[seat];
  int best = max ? -1 : G_MAXINT / 2, a0 = alpha, b0 = beta;
  gboolean keyed = FALSE, cut = FALSE;
  Key K;
  SuitKey own[5];
  Entry *bucket = NULL, *lead_e = NULL;
  guint64 where = 0, nodes0;
  guint64 *moves, best_move = 0, marks = 0, lead_marks = 0, bound_marks = 0, rel_all = 0, rel_cut = 0;
  int *score;

  *rel = 0;
  /* The points to come are never fewer than none: a window at or below
   * nothing is decided already (the points the defenders took in earlier
   * tricks can bring it there; without this test the search went on
   * down to the deal's end, every declarers' play of it). */
  if (beta <= 0)
    return 0;
  if (t->n == 4)
    return trick_done (s, t, ply, alpha, beta, rel);

  nodes0 = s->nodes++;
  if (G_UNLIKELY (s->nodes > s->max_nodes))
    {
      s->aborted = TRUE;
      return 0;
    }

  if (t->n == 0 && (s->hand[t->leader] & (s->hand[t->leader] - 1)) == 0)
    {
      /* The last trick: one card each, nothing to choose. */
      guint w;
      for (guint i = 0; i < 4; i++)
        t->play[i] = s->hand[(t->leader + i) % 4];
      t->L = 1;
      t->led = s->group[ctz (t->play[0])];
      w = winner (s, t, 4);
      *rel = trick_rel (s, t, w);
      return s->defender[(t->leader + w) % 4] ? points_of (s, t->play[0] | t->play[1] | t->play[2] | t->play[3]) + s->kitty_bonus : 0;
    }
  /* Two tricks left: played out directly. */
  if (t->n == 0 && popcount (s->hand[t->leader]) == 2)
    return two_tricks (s, t, ply, alpha, beta, rel);
  if (t->n == 0)
    {
      /* Nothing left to take: stop; every point out is the most.  And
       * what the side on lead can cash for sure bounds it from its side. */
      int out_points = points_of (s, s->hand[0] | s->hand[1] | s->hand[2] | s->hand[3]);
      int up = out_points + s->kitty_bonus;
      int sure;
      gboolean all;
      guint64 others = s->hand[(t->leader + 1) % 4] | s->hand[(t->leader + 2) % 4] | s->hand[(t->leader + 3) % 4];

      if (up <= alpha || up == 0)
        return up;
      /* Which of the leader's cards are top cards rests on the others'
       * strongest card of each suit: the bounds' (bound_marks), and the
       * leads of several cards' where it holds two or more (lead_marks; a
       * position of the same shape holds one card of the others). */
      for (guint g = 0; g < 5; g++)
        if ((s->hand[t->leader] & s->gmask[g]) && (others & s->gmask[g]))
          {
            guint64 c = 1ull << s->order[g][ctz (places_of (s, others, g))];
            bound_marks |= c;
            if (popcount (s->hand[t->leader] & s->gmask[g]) > 1)
              lead_marks |= c;
          }
      {
        guint64 mark;
        guint p = trump_hand (s, &mark);
        if (p < 4)
          {
            *rel = mark;
            return s->defender[p] ? up : 0;
          }
      }
      *rel = bound_marks;
      sure = sure_points (s, t->leader, &all, &bound_marks);
      *rel = bound_marks;
      /* Or the partner's, reached by a low lead to one of its top cards
       * (crossing): that trick is one of those the partner would cash
       * leading itself, with the leader following in the suit. */
      if (!all)
        {
          guint partner = (t->leader + 2) % 4;
          guint64 pm = 0, not_p = (others & ~s->hand[partner]) | s->hand[t->leader];
          gboolean cross = FALSE;

          for (guint g = 0; g < 5; g++)
            {
              guint64 mine = s->hand[partner] & s->gmask[g], rest = not_p & s->gmask[g];
              if (!mine || !rest)
                continue;
              {
                guint c = s->order[g][ctz (places_of (s, rest, g))];
                pm |= 1ull << c;
                /* strictly stronger: an equal off-suit trump-rank card
                 * played before it by the second hand would beat it */
                if (!cross && (s->hand[t->leader] & s->gmask[g]) &&
                    s->strength[s->order[g][ctz (places_of (s, mine, g))]] > s->strength[c])
                  {
                    cross = TRUE;
                    for (guint k = 1; k < 4; k += 2)
                      {
                        guint o = (t->leader + k) % 4;
                        if (g != DBF_TRUMPS && !(s->hand[o] & s->gmask[g]) && (s->hand[o] & s->gmask[DBF_TRUMPS]))
                          cross = FALSE;
                      }
                  }
              }
            }
          if (cross)
            {
              gboolean all_p;
              guint64 sm = 0;
              int sp = sure_points (s, partner, &all_p, &sm);
              if (all_p || sp > sure)
                {
                  pm |= sm;
                  sure = sp;
                  all = all_p;
                  bound_marks |= pm;
                  *rel = bound_marks;
                }
            }
        }
      /* The side on lead takes every trick: the points out and the kitty
       * are its. */
      if (all)
        return max ? up : 0;
      /* Both sides' top trumps: the leader's side's bound the better of
       * the two, the other side's its own.  A cut rests on the marks of
       * the one bound that made it. */
      {
        guint64 mark_lead = 0, mark_other = 0, sure_marks = bound_marks;
        int tl = top_trump_points (s, t->leader % 2, &mark_lead);
        int to = top_trump_points (s, (t->leader + 1) % 2, &mark_other);
        int lower, upper;

        if (tl > sure)
          {
            sure = tl;
            sure_marks = mark_lead;
          }
        lower = max ? sure : to;
        upper = up - (max ? to : sure);
        if (lower >= beta)
          {
            *rel = max ? sure_marks : mark_other;
            return lower;
          }
        if (upper <= alpha)
          {
            *rel = max ? mark_other : sure_marks;
            return upper;
          }
      }
      position_key (s, t->leader, &K, own, t->prev, t->played);
      keyed = TRUE;
      t->key = &K;
      /* The blocks the lead marks reach pick the bucket with the shape,
       * so that the positions of one shape spread.  Nearly every entry
       * stored here keeps them (they are the node's own), and so every
       * position it holds for looks here; one stored after a cut by a
       * single lead may keep fewer, and a position of its pattern whose
       * lead marks' blocks differ looks in another bucket: a hit lost,
       * never a wrong one (the check is of the entry's own pattern). */
      where = mix (K.shape + pattern_of (&K, blocks_for (s, &K, lead_marks)));
      bucket = &s->tt[BUCKET * (where & ((G_GUINT64_CONSTANT (1) << s->tt_bits) - 1))];
      /* its cache lines fetched together, not one after another */
      for (guint j = 4; j < BUCKET; j += 4)
        __builtin_prefetch (&bucket[j]);
      /* Every entry of the bucket whose pattern the position has. */
      for (guint j = 0; j < BUCKET; j++)
        {
          Entry *e = &bucket[j];
          int el, eu;

          if (e->gen != s->gen || e->check != check_of (&K, e->nbs))
            continue;
          el = 5 * e->lower;
          eu = 5 * e->upper;
          if (el >= beta || eu <= alpha)
            {
              *rel = pattern_cards (&K, e->nbs);
              return el >= beta ? el : eu;
            }
          if (el > alpha || eu < beta)
            {
              marks |= pattern_cards (&K, e->nbs);
              alpha = MAX (alpha, el);
              beta = MIN (beta, eu);
            }
          if (e->lead_suit < 5 && (lead_e == NULL || e->work > lead_e->work))
            lead_e = e;
        }
      if (alpha >= beta)
        {
          *rel = marks;
          return alpha;
        }
      a0 = alpha;
      b0 = beta;
    }

  moves = s->moves[ply];
  score = s->score[ply];
  n = gen_moves (s, t, seat, moves);
  /* The other plays are scored (order_score) only once the leads below,
   * tried first, have failed to cut: the first lead cuts in nearly every
   * trick start that cuts. */
  for (guint i = 0; i < n; i++)
    score[i] = G_MAXINT;
  /* The lead the table remembers early. */
  if (lead_e != NULL)
    {
      guint64 m = lead_from_places (s, K.canon[lead_e->lead_suit], lead_e->lead_at);
      for (guint i = 0; i < n; i++)
        if (moves[i] == m)
          score[i] = G_MININT + 1;
    }
  /* Before it, the leads that cut last at this ply from this seat (the
   * lines beside this one mostly differ in a card or two, and the lead
   * that refuted them mostly refutes this one too): 0.62 of the nodes of
   * 8- and 10-card deals.  (Tried for every play, inside tricks too: 1.6
   * times the nodes — there the order by the trick's cards is better.) */
  if (t->n == 0)
    for (guint i = 0; i < n; i++)
      {
        if (moves[i] == s->killer[ply][t->leader][0])
          score[i] = G_MININT;
        else if (moves[i] == s->killer[ply][t->leader][1] && score[i] != G_MININT + 1)
          score[i] = G_MININT + 2;
      }
  for (guint i = 0; i < n && !s->aborted; i++)
    {
      guint64 m, r;
      int v;

      /* The best-scored move left (selection: the first few cut most). */
      {
        guint b = i;
        for (guint j = i + 1; j < n; j++)
          if (score[j] < score[b])
            b = j;
        if (score[b] == G_MAXINT)
          {
            for (guint j = i; j < n; j++)
              score[j] = order_score (s, t, seat, moves[j]);
            for (guint j = i + 1; j < n; j++)
              if (score[j] < score[b])
                b = j;
          }
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

      v = search (s, t, ply + 1, alpha, beta, &r);

      s->hand[seat] |= m;
      t->n--;
      rel_all |= r;

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
        {
          cut = TRUE;
          rel_cut = r;
          if (t->n == 0 && s->killer[ply][t->leader][0] != m)
            {
              s->killer[ply][t->leader][1] = s->killer[ply][t->leader][0];
              s->killer[ply][t->leader][0] = m;
            }
          break;
        }
    }
  if (cut)
    {
      *rel = marks | rel_cut;
      /* a lead of several cards rests on their being top cards */
      if (popcount (best_move) > 1)
        *rel |= lead_marks & s->gmask[s->group[ctz (best_move)]];
    }
  else
    *rel = marks | lead_marks | rel_all;
  if (keyed && !s->aborted)
    {
      guint32 nbs = blocks_for (s, &K, *rel);
      guint64 check = check_of (&K, nbs);
      guint work = 64 - (guint) __builtin_clzll ((s->nodes - nodes0) | 1);
      Entry *e = NULL;

      /* A long solve: the big table (the bucket picked again: the search
       * below may have moved to it). */
      if (G_UNLIKELY (s->tt_small == NULL && s->nodes > s->grow_nodes))
        tt_grow (s);
      bucket = &s->tt[BUCKET * (where & ((G_GUINT64_CONSTANT (1) << s->tt_bits) - 1))];
      /* The entry of this very pattern, or a new one in place of a stale
       * entry or the one that holds the least work — the nodes its search
       * took, not the cards left: on full deals, whose searches overflow
       * the table, 0.94 of the nodes (0.90 at the worst deal). */
      for (guint j = 0; j < BUCKET && e == NULL; j++)
        if (bucket[j].gen == s->gen && bucket[j].nbs == nbs && bucket[j].check == check)
          e = &bucket[j];
      if (e == NULL)
        {
          e = &bucket[0];
          for (guint j = 1; j < BUCKET && e->gen == s->gen; j++)
            if (bucket[j].gen != s->gen || bucket[j].work < e->work)
              e = &bucket[j];
          e->gen = s->gen;
          e->check = check;
          e->nbs = nbs;
          e->work = 0;
          e->lower = 0;
          e->upper = 0xff;
          e->lead_suit = 7;
          e->hi = (where >> TT_BITS) & TT_HI;
        }
      e->work = MAX (e->work, work);
      if (best_move != 0 && (best > a0 || e->lead_suit == 7))
        {
          guint g = s->group[ctz (best_move)], i = 0;
          while (K.canon[i] != g)
            i++;
          e->lead_suit = i;
          e->lead_at = lead_places (s, best_move);
        }
      /* (best lies in [0, 5 × 254]: the points out and the kitty) */
      if (best <= a0)
        e->upper = MIN ((guint) e->upper, (guint) (best + 4) / 5);
      else if (best >= b0)
        e->lower = MAX ((guint) e->lower, (guint) best / 5);
      else
        {
          e->lower = (guint) best / 5;
          e->upper = (guint) (best + 4) / 5;
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
  s->five = s->ten = 0;
  memset (s->n_order, 0, sizeof s->n_order);
  for (guint c = 0; c < 64; c++)
    {
      s->group[c] = DBF_TRUMPS;
      s->strength[c] = 0;
      s->points[c] = 0;
    }
  /* The solver's own card ids: each suit's cards strongest first (card
   * order among equals), the suits one after another, so that a suit's
   * cards of a set are its places by a shift (places_of). */
  {
    guint8 group[GT_CARD_STANDARD_KINDS], strength[GT_CARD_STANDARD_KINDS];
    guint id = 0;

    G_STATIC_ASSERT (GT_CARD_STANDARD_KINDS <= 64);
    for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
      {
        group[c] = (guint8) dbf_suit (&ctx, (GtCard) c);
        strength[c] = (guint8) dbf_strength (&ctx, (GtCard) c);
      }
    for (guint g5 = 0; g5 < 5; g5++)
      {
        s->base[g5] = (guint8) id;
        for (guint st = DBF_STRENGTH_RJ + 1; st-- > 0;)
          for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
            if (group[c] == g5 && strength[c] == st)
              {
                /* Each card has one suit and strength, so at most 54 ids:
                 * said for the compiler, which cannot see it. */
                g_assert (id < G_N_ELEMENTS (s->card_of));
                s->id_of[c] = (guint8) id;
                s->card_of[id] = (guint8) c;
                s->group[id] = (guint8) g5;
                s->strength[id] = (guint8) st;
                s->points[id] = (guint8) dbf_card_points ((GtCard) c);
                s->gmask[g5] |= 1ull << id;
                if (s->points[id] == 5)
                  s->five |= 1ull << id;
                if (s->points[id] == 10)
                  s->ten |= 1ull << id;
                s->order[g5][s->n_order[g5]++] = (guint8) id;
                id++;
              }
      }
  }

  memset (s->owner_of, 4, sizeof s->owner_of);
  for (guint p = 0; p < 4; p++)
    {
      s->hand[p] = 0;
      for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
        if (g->hand[p][c])
          {
            s->hand[p] |= 1ull << s->id_of[c];
            s->owner_of[s->id_of[c]] = (guint8) p;
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
          t->play[i] |= 1ull << s->id_of[g->trick_card[g->trick_at[i] + k]];
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
  guint64 rel;
  return search (s, &copy, 0, want - 1, want, &rel);
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
  /* Back to the small table after a long solve (its entries are of
   * older generations). */
  if (s->tt_small != NULL)
    {
      gt_table_free (s->tt);
      s->tt = s->tt_small;
      s->tt_small = NULL;
      s->tt_bits = TT_BITS;
    }
  /* A new generation; after 255, a clean table. */
  if (++s->gen == 0)
    {
      memset (s->tt, 0, ((gsize) BUCKET << TT_BITS) * sizeof (Entry));
      s->gen = 1;
    }
  s->nodes = 0;
  memset (s->killer, 0, sizeof s->killer);
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
          guint64 rel;

          if (c.n == 0)
            {
              c.L = (guint8) popcount (moves[i]);
              c.led = s->group[ctz (moves[i])];
            }
          c.play[c.n++] = moves[i];
          s->hand[seat] &= ~moves[i];
          /* Defenders: reaches the value; declarers: holds them to it. */
          v = max ? search (s, &c, 1, want - 1, want, &rel) : search (s, &c, 1, want, want + 1, &rel);
          s->hand[seat] |= moves[i];
          if (max ? v >= want : v <= want)
            {
              for (guint64 k = moves[i]; k; k &= k - 1)
                gt_card_list_append (&out->play, (GtCard) s->card_of[ctz (k)], GT_CARD_NONE);
              break;
            }
        }
      out->nodes = s->nodes;
    }
  return TRUE;
}
