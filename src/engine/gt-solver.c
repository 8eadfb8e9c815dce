/* gt-solver.c — exact AND-OR search for puzzles
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search.  A node is a GtGame; its children are made by the state
 * machine itself (gt_game_play_fast / gt_game_pass_fast) from the plays of
 * the move generator (gt-moves.h), so passes, round ends, 接风 and players
 * going out follow exactly the rules the app plays by.  S and N choose (an OR
 * node: one winning child is enough), E and W choose (an AND node: every
 * child must win).  The value of a node is a boolean, exact, never a guess,
 * and the tree is finite and acyclic — every round ends with a play, every
 * play takes cards away — so a value can be stored and reused wherever the
 * same position comes back (the transposition table).
 *
 * Memory.  The table is allocated once per solver and never cleared: every
 * solve bumps a generation counter and entries of older generations are
 * simply ignored (the hash includes the goal, the level and the variants,
 * so even a stale match would be right, but a generation is cheaper than
 * proving that for every field).  A solve that runs long moves to a table
 * twice as big for its duration (tt_grow()).  Plays live on one stack
 * owned by the solver; a node pushes its plays, searches, and pops them.
 * Nothing is allocated per node.  Three memos, direct-mapped and kept
 * across solves (their keys include the level, the variants and the
 * goal): a hand's
 * ordered plays facing a table, the control cutoff, and whether a hand
 * beats a play — a defender's hand meets the same table many times in one
 * tree.
 *
 * Hashing.  Zobrist keys over the cards of each seat, the turn, the play on
 * the table (its reading, which is all the rules compare, and who made it),
 * the passes, and who went out in what order.  A seat that can no longer
 * make a straight flush is hashed by rank counts only (natural cards per
 * rank, wild cards, jokers).  This is sound: as gt-moves.h explains for
 * GT_MOVES_BY_RANK, the suits of its natural cards then decide nothing —
 * every play reads the same whatever the suits, leaves a hand that reads
 * the same, and no later hand of that seat (hands only shrink) can make a
 * straight flush — so two positions that differ only there have the same
 * game tree up to renaming suits, and the same value.  The same fact lets
 * the generator make one play per rank pattern for that seat.  Once no seat
 * can make a sequence at all, positions are keyed by order of strength
 * (hash_by_strength()), which merges far more of them.
 *
 * Threads.  The root's first plays, and a batch's plays in its layouts,
 * may be searched on several threads, each worker with its own stack and
 * memos, all sharing the table (section "Threads" below).
 *
 * Cutoffs, all exact: the goal decided; the player to move going out at
 * once when that decides the goal for its side; a control chain (plays
 * nobody on the other side can beat, then out); for the shed goal, the
 * fewest-plays split.
 *
 * The shed goal is the fewest-plays split of S's hand (gt-solver-split.c),
 * which needs no search; the naive mode (tests) searches it like any goal,
 * counting plays.
 */
#define G_LOG_DOMAIN "gt-solver"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-solver-private.h"
#include "gt-table-memory.h"

#define TT_BUCKETS_LOG2 19      /* 2^19 buckets of 8 entries: 32 MiB */
#define TT_START_LOG2 17        /* the buckets a solve starts on: 8 MiB (tt_widen()) */
#define TT_BIG_LOG2 20          /* for long solves: 64 MiB (tt_grow()) */
#define TT_GROW_NODES 4000000   /* nodes into a solve before the table grows */
#define TT_WAYS 8               /* one 64-byte line a bucket (TTEntry) */
#define STACK_MOVES (1u << 18)  /* plays in flight along the current line: 8 MiB */
#define CANCEL_EVERY 1024
#define CONTROL_DEPTH 3         /* plays in a control chain (control_wins): 4 saves
                                 * few nodes and costs more than it saves */

/* Every key below tells apart each count of a card kind from 0 to
 * GT_COPIES_MAX (gt-card.h: the most copies any game deals, Bao Huang's
 * four decks): a cap lower than the deck's copies (it was 2, Guandan's)
 * lets two hands share a key and one reuse the other's value and plays. */
/* The most cards of one rank a hand holds: four suits of each copy. */
#define RANK_COPIES_MAX (4 * GT_COPIES_MAX)


/* An entry is one 64-bit word: the key's bits 16–63 (its bits 0–15 are
 * the bucket's index, which every table's TT_BUCKETS_LOG2 or more bits
 * cover, so the whole key is checked), the solve's generation, the value,
 * and the nodes spent below on a log scale (tt_work(): what to keep).
 * Eight of them fill a bucket of one cache line, so that a probe — a
 * cache miss at a random place in the table, the long solves' main cost —
 * reads one line and finds twice as many positions there as with 16-byte
 * entries (the play that decided, which those kept, was never read).  The
 * workers of a solve on several threads share the table without locks:
 * an entry is read and written whole, as one word (relaxed atomics: plain
 * moves on the machines we run on), so a reader meets one store or
 * another, never parts of two, and a value returned is always the one
 * stored with its key: an exact value, whichever worker found it. */
typedef guint64 TTEntry;

#define TT_KEY_MASK (~G_GUINT64_CONSTANT (0xffff))
#define TT_GEN_SHIFT 8
#define TT_VALUE_BIT 0x80
#define TT_WORK_MASK 0x7f

G_STATIC_ASSERT (TT_BUCKETS_LOG2 >= 16);
G_STATIC_ASSERT (TT_START_LOG2 >= 16 && TT_START_LOG2 <= TT_BUCKETS_LOG2);

#define MEMO_LOG2 13          /* 2^13 hands × 24 plays: 7 MiB (bigger: no faster) */
#define MEMO_MOVES 24
#define CONTROL_MEMO_LOG2 16  /* 512 KiB */
#define BEAT_MEMO_LOG2 16     /* 512 KiB */
#define SPLIT_MEMO_LOG2 16    /* 512 KiB */

/* What push_moves() and order_moves() make of one hand facing one table
 * (or leading): kept, since a hand meets the same table again and again in
 * the tree.  Only for hands with at most MEMO_MOVES plays. */
typedef struct {
  guint64 key;       /* 0: empty */
  guint n;
  guint32 order[MEMO_MOVES];
  guint8 left[MEMO_MOVES];
  GtMove moves[MEMO_MOVES];
} MoveMemo;

typedef struct _Par Par;

struct _GtSolver {
  TTEntry *tt;
  guint64 tt_mask;
  TTEntry *tt_small;       /* the table of ordinary solves, while tt is the big one */
  guint64 solve_n0;        /* nodes at the start of the solve */
  guint64 grow_nodes;      /* TT_GROW_NODES, or less for tests */
  guint64 widen_nodes;     /* nodes into the solve at which tt_widen() is due */
  guint8 gen;

  GtSplitCache *split;

  GtMove *stack;
  guint32 *order;    /* per stack slot: score << 16 | index, for ordering */
  guint8 *left;      /* per stack slot: fewest plays left after the play */
  guint top;

  MoveMemo *memo;          /* plays, order and splits of a hand facing a table */
  guint64 *control_memo;   /* control_wins() results: key with the value in bit 0 */
  guint64 *beat_memo;      /* hand_can_beat() results, the same way */
  guint64 *split_memo;     /* split_rest(): key with the fewest plays in bits 0–7 */
  guint64 opp_key[GT_SEATS_MAX];  /* hash_hand() of the other side's hands, in control_wins() */
  guint64 opp_all;            /* and of all of them */

  const gint *cancel;
  guint64 budget_nodes;    /* per public call, 0: none (gt_solver_set_budget) */
  guint budget_ms;
  gint64 deadline;         /* monotonic µs at which this call stops, 0: none */
  gboolean stopped;
  gboolean exhausted;      /* stopped by the budget, not by the cancel flag */
  gboolean out_of_time;    /* … by its time, not its nodes */
  gboolean overflow;
  gboolean bad_hand;       /* a hand held a card more often than the deck */
  gboolean naive;
  gboolean naive_tt;   /* naive, with a table keyed by every card exactly */
  guint64 nodes;
  /* A trick game's points goal: its own solver, made at the first such
   * solve (GtTrickRules.solve), and the root's plays. */
  GtTrickSolver *trick;
  const GtRuleset *trick_rs;
  GtCardList *trick_lists;
  GtMove *trick_moves;

  GtGoal goal;
  GtRuleCtx ctx;
  guint32 prunes;    /* GT_SOLVER_* the game declares: the shortcuts that hold */
  guint64 salt;
  guint8 kind_strength[GT_CARD_KINDS];  /* gd_strength of each kind; 18 for the wild card */
  /* The counts by strength (StrengthCounts) tell every rank apart, as the
   * keys by rank do: hash_position() may key a seat by them. */
  gboolean packed_ranks;
  /* The seats' terms of the key by packed ranks are carried down the
   * search (StrengthCounts.rank_key): in a game keyed so at nearly every
   * node (not Guandan's keys by strength). */
  gboolean carry_rank_key;

  guint64 z_card[GT_SEATS_MAX][GT_CARD_KINDS][GT_COPIES_MAX + 1];
  guint64 z_rank[GT_SEATS_MAX][GT_RANK_COUNT + 1][RANK_COPIES_MAX + 1];  /* + 1: the wild cards */
  guint64 z_exact[GT_SEATS_MAX];
  guint64 z_turn[GT_SEATS_MAX];
  guint64 z_by[GT_SEATS_MAX];
  guint64 z_passed[1u << GT_SEATS_MAX];
  guint64 z_order[GT_SEATS_MAX][GT_SEATS_MAX];
  guint64 z_plays[256];
  guint64 z_hand[GT_CARD_KINDS][GT_COPIES_MAX + 1];  /* the memos' hand keys, any seat */

  /* Several threads (gt_solver_set_threads(), "Threads" below).  A helper
   * worker is a GtSolver too: a copy of this one's settings, keys and
   * table (worker_sync()) with its own stack, memos and split cache —
   * everything search() writes.  A field added for search() to write
   * must be given to each worker there. */
  guint threads;           /* the setting: 0 automatic */
  GtSolverPool *pool;      /* the helper threads, made at the first threaded solve */
  GtSolver *helpers[GT_SOLVER_THREADS_MAX - 1];  /* made as needed, kept */
  Par *par;                /* the threaded solve in flight, else NULL */
  guint64 par_flushed;     /* nodes already counted in par */
  guint64 busiest;         /* gt_solver_busiest_nodes() */
};

/* ---- Goals ------------------------------------------------------------- */

gboolean
gt_goal_allowed (const GtRuleset *rs,
                 const GtGoal    *goal)
{
  return rs->game != NULL && goal->kind < 32 && (rs->game->goals & (1u << goal->kind)) != 0;
}

gboolean
gt_goal_parse (const char *text,
               GtGoal     *goal)
{
  g_autofree char *t = NULL;

  if (text == NULL)
    return FALSE;
  t = g_strstrip (g_strdup (text));
  if (g_str_equal (t, "first-out"))
    *goal = (GtGoal) { GT_GOAL_FIRST_OUT, 0 };
  else if (g_str_equal (t, "team-first"))
    *goal = (GtGoal) { GT_GOAL_TEAM_FIRST, 0 };
  else if (g_str_equal (t, "double"))
    *goal = (GtGoal) { GT_GOAL_DOUBLE, 0 };
  else if (g_str_has_prefix (t, "points ") || g_str_has_prefix (t, "points\t"))
    {
      const char *p = t + 7;
      guint64 n;
      char *end;

      while (*p == ' ' || *p == '\t')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      n = g_ascii_strtoull (p, &end, 10);
      /* Past every point of a deck and its kitty doubled: nothing to play for. */
      if (*end != '\0' || n < 1 || n > GT_GOAL_POINTS_MAX)
        return FALSE;
      *goal = (GtGoal) { GT_GOAL_POINTS, 0, (guint16) n };
    }
  else if (g_str_has_prefix (t, "shed ") || g_str_has_prefix (t, "shed\t"))
    {
      const char *p = t + 5;
      guint64 k;
      char *end;

      while (*p == ' ' || *p == '\t')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      k = g_ascii_strtoull (p, &end, 10);
      if (*end != '\0' || k < 1 || k > 54)
        return FALSE;
      *goal = (GtGoal) { GT_GOAL_SHED, (guint8) k };
    }
  else
    return FALSE;
  return TRUE;
}

/* The goals every game chooses among, and their words; a game says which it
 * has (GtGameRules.goals) and may word their ideas itself (goal_ideas).
 * The shared ideas name no game's own terms. */
static const struct {
  const char *id;
  const char *title;
  const char *summary;
  const char *idea;
} goal_table[GT_GOAL_KINDS] = {
  [GT_GOAL_SHED] = {
    "shed", N_("Shed Your Cards"),
    N_("Play your whole hand out in as few plays as the puzzle allows."),
    N_("Count your plays: split the hand into as few combinations as you can, then play them.") },
  [GT_GOAL_FIRST_OUT] = {
    "first-out", N_("Go Out First"),
    N_("Go out before anyone else, against defenders who see every card and play perfectly."),
    N_("Count the rounds you must win. Keep a card or a bomb that wins the lead back for when "
       "you need it, and lead what nobody can beat.") },
  [GT_GOAL_TEAM_FIRST] = {
    "team-first", N_("Team Goes Out First"),
    N_("Make sure that you or your partner goes out first."),
    N_("You and your partner play as one: either of you going out first is enough. When you "
       "cannot win, hand your partner the lead.") },
  [GT_GOAL_DOUBLE] = {
    "double", N_("Double Win"),
    N_("You and your partner finish first and second: a double win."),
    N_("Both of you must go out before either opponent. Plan who goes out first, and how the "
       "other wins the lead afterwards.") },
  [GT_GOAL_POINTS] = {
    "points", N_("Points"),
    N_("Play the last tricks of a deal: declaring, hold the defenders under their points; defending, take them."),
    N_("Count the points still out and who can take them. Lead your top cards while they are "
       "top, keep a trump for the trick that matters, and give your partner points when the "
       "trick is theirs.") },
};

const char *
gt_goal_kind_id (guint kind)
{
  return kind < GT_GOAL_KINDS ? goal_table[kind].id : NULL;
}

const char *
gt_goal_kind_title (guint kind)
{
  return kind < GT_GOAL_KINDS ? _(goal_table[kind].title) : NULL;
}

const char *
gt_goal_kind_summary (guint kind)
{
  return kind < GT_GOAL_KINDS ? _(goal_table[kind].summary) : NULL;
}

const char *
gt_goal_idea (const GtRuleset *rs,
              const GtGoal    *goal)
{
  const char *const *own = rs->game->goal_ideas;

  if (goal->kind >= GT_GOAL_KINDS)
    return "";
  if (own != NULL && own[goal->kind] != NULL)
    return _(own[goal->kind]);
  return _(goal_table[goal->kind].idea);
}

char *
gt_goal_to_string (const GtGoal *goal)
{
  switch ((GtGoalKind) goal->kind)
    {
    case GT_GOAL_SHED:
      return g_strdup_printf ("shed %u", goal->plays);
    case GT_GOAL_FIRST_OUT:
      return g_strdup ("first-out");
    case GT_GOAL_TEAM_FIRST:
      return g_strdup ("team-first");
    case GT_GOAL_DOUBLE:
      return g_strdup ("double");
    case GT_GOAL_POINTS:
      return g_strdup_printf ("points %u", goal->points);
    default:
      return g_strdup ("?");
    }
}

char *
gt_goal_describe (const GtGoal *goal)
{
  switch ((GtGoalKind) goal->kind)
    {
    case GT_GOAL_SHED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Play out your whole hand in at most %u play.",
                                           "Play out your whole hand in at most %u plays.",
                                           goal->plays), goal->plays);
    case GT_GOAL_FIRST_OUT:
      return g_strdup (_("Go out first. Everyone's cards are open."));
    case GT_GOAL_TEAM_FIRST:
      return g_strdup (_("Your team goes out first: you or your partner. Everyone's cards are open."));
    case GT_GOAL_DOUBLE:
      return g_strdup (_("You and your partner finish first and second. Everyone's cards are open."));
    case GT_GOAL_POINTS:
      /* Translators: a trick game's points goal when the side is not
       * known; %1$u is a number of points, "40" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The line is %1$u point: declaring, hold the defenders under %1$u; defending, take %1$u or more. Everyone's cards are open.",
                                           "The line is %1$u points: declaring, hold the defenders under %1$u; defending, take %1$u or more. Everyone's cards are open.",
                                           goal->points), goal->points);
    default:
      return g_strdup ("");
    }
}

/* Whether S's side defends against the declarers (a points goal). */
static gboolean
s_defends (const GtGame *g)
{
  return g->side[GT_SEAT_S] != g->declarer;
}

char *
gt_goal_describe_at (const GtGoal *goal,
                     const GtGame *pos)
{
  if (goal->kind != GT_GOAL_POINTS || pos == NULL)
    return gt_goal_describe (goal);
  if (s_defends (pos))
    /* Translators: a trick game's points goal, S's side defending */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Defending: take %u point or more in the tricks left (the kitty counts double with the last trick). Everyone's cards are open.",
                                         "Defending: take %u points or more in the tricks left (the kitty counts double with the last trick). Everyone's cards are open.",
                                         goal->points), goal->points);
  /* Translators: a trick game's points goal, S's side declaring */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Declaring: hold the defenders under %u point in the tricks left (the kitty counts double with the last trick). Everyone's cards are open.",
                                       "Declaring: hold the defenders under %u points in the tricks left (the kitty counts double with the last trick). Everyone's cards are open.",
                                       goal->points), goal->points);
}

/* From the state machine's finishing order: the first finisher for
 * first-out and team-first; for double, whether every seat of S–N in play
 * went out before any seat of E–W.  Seats not in play never finish. */
gboolean
gt_goal_decided (const GtGoal *goal,
                 const GtGame *g,
                 gboolean     *reached)
{
  switch ((GtGoalKind) goal->kind)
    {
    case GT_GOAL_SHED:
      if (g->count[GT_SEAT_S] == 0)
        {
          *reached = TRUE;
          return TRUE;
        }
      return FALSE;
    case GT_GOAL_FIRST_OUT:
    case GT_GOAL_TEAM_FIRST:
      if (g->n_order == 0)
        return FALSE;
      *reached = goal->kind == GT_GOAL_FIRST_OUT ? g->order[0] == GT_SEAT_S
                                                 : gt_game_same_side (g, g->order[0], GT_SEAT_S);
      return TRUE;
    case GT_GOAL_DOUBLE:
      {
        guint need = 0, got = 0;

        if (g->n_order == 0)
          return FALSE;
        for (guint p = 0; p < g->n_seats; p++)
          if ((g->seats & (1u << p)) && gt_game_same_side (g, p, GT_SEAT_S))
            need |= 1u << p;
        for (guint i = 0; i < g->n_order; i++)
          {
            if (!gt_game_same_side (g, g->order[i], GT_SEAT_S))
              {
                *reached = FALSE;
                return TRUE;
              }
            got |= 1u << g->order[i];
            if (got == need)
              {
                *reached = TRUE;
                return TRUE;
              }
          }
        return FALSE;
      }
    case GT_GOAL_POINTS:
      {
        /* Points are only ever gained: N reached is final. */
        guint points = gt_game_defenders_points (g);
        gboolean over = g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats;

        if (points >= goal->points)
          *reached = s_defends (g);
        else if (over)
          *reached = !s_defends (g);
        else
          return FALSE;
        return TRUE;
      }
    default:
      *reached = FALSE;
      return TRUE;
    }
}

/* ---- The solver -------------------------------------------------------- */

static guint64
splitmix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* The table's memory (gt_table_alloc()).  Nearly half the search's time
 * went into waiting for the table's entries, so both tables ask for huge
 * pages: the long solves of bench-solve ran about 10 % faster with
 * the big table in them, and Dou Dizhu's endgames took 0.85 of their CPU
 * time with the small one too — in 4 KiB pages each probe was also a TLB
 * miss, and each page's first store a fault (the kernel's share of those
 * runs fell from 0.31 to 0.12 s).  The price: a solve of a few hundred
 * nodes makes up to 8 MiB resident (the buckets a solve starts on,
 * tt_widen_nodes()), 2 MiB at a time, where it made a few hundred KiB; a
 * solve of some thousands of nodes, whose stores land on most of the
 * table's small pages, made most of it resident anyway. */
static TTEntry *
tt_alloc (gsize entries)
{
  return gt_table_alloc (entries * sizeof (TTEntry), TRUE);
}

static void
tt_free (TTEntry *tt)
{
  gt_table_free (tt);
}

/* A solve starts on the first 2^TT_START_LOG2 buckets of the small table
 * and widens to twice as many each time its nodes pass the entries it has
 * (tt_widen_nodes()), up to the whole table — and past it to the big one
 * (tt_grow()).  Most solves are short and their entries few: spread over
 * 32 MiB, nearly every probe missed every cache, while 8 MiB stay mostly
 * in the last level's (Dou Dizhu's endgames, up to 1.6 M nodes: 0.88 of
 * the CPU time for 0.01 % more nodes; Guandan's 6-card set 0.78 and half
 * the resident memory).  Any mask of 2^16 buckets or more keys soundly:
 * an entry keeps the key's bits 16–63 and its bucket the bits below, so
 * a probe under another mask (a worker that has not seen the widening
 * yet) finds its own key or nothing. */
static guint64
tt_widen_nodes (guint64 mask)
{
  if (mask + 1 >= G_GUINT64_CONSTANT (1) << TT_BUCKETS_LOG2)
    return G_MAXUINT64;
  return (mask + 1) * TT_WAYS;
}

/* Buckets 0 … mask of tt to twice as many: each entry of this solve (gen)
 * whose key has the new bit (mask + 1, 2^16 or more: a bit the entry
 * keeps) moves to its bucket in the upper half, when that has room (an
 * entry of an older solve), and is dropped otherwise.  Returns the new
 * mask.  A few milliseconds, once or twice in a long solve. */
static guint64
tt_widen (TTEntry *tt,
          guint64  mask,
          guint8   gen)
{
  guint64 high = mask + 1;

  for (guint64 i = 0; i <= mask; i++)
    for (guint w = 0; w < TT_WAYS; w++)
      {
        TTEntry *from = &tt[i * TT_WAYS + w], e = __atomic_load_n (from, __ATOMIC_RELAXED);
        TTEntry *to = &tt[(i + high) * TT_WAYS];

        if ((guint8) (e >> TT_GEN_SHIFT) != gen || (e & high) == 0)
          continue;
        for (guint v = 0; v < TT_WAYS; v++)
          if ((guint8) (__atomic_load_n (&to[v], __ATOMIC_RELAXED) >> TT_GEN_SHIFT) != gen)
            {
              __atomic_store_n (&to[v], e, __ATOMIC_RELAXED);
              break;
            }
        __atomic_store_n (from, 0, __ATOMIC_RELAXED);
      }
  return 2 * mask + 1;
}

/* What search() writes, each worker its own: the stack and the memos. */
static void
search_state_new (GtSolver *s)
{
  s->stack = g_new (GtMove, STACK_MOVES);
  s->order = g_new (guint32, STACK_MOVES);
  s->left = g_new (guint8, STACK_MOVES);
  s->split = gt_split_cache_new ();
  /* The memo is read at random places over 10 MiB, as the table is:
   * huge pages too (tt_alloc()). */
  s->memo = gt_table_alloc (sizeof (MoveMemo) << MEMO_LOG2, TRUE);
  s->control_memo = g_new0 (guint64, (gsize) 1 << CONTROL_MEMO_LOG2);
  s->beat_memo = g_new0 (guint64, (gsize) 1 << BEAT_MEMO_LOG2);
  s->split_memo = g_new0 (guint64, (gsize) 1 << SPLIT_MEMO_LOG2);
}

static void
search_state_free (GtSolver *s)
{
  g_free (s->stack);
  g_free (s->order);
  g_free (s->left);
  gt_split_cache_free (s->split);
  gt_table_free (s->memo);
  g_free (s->control_memo);
  g_free (s->beat_memo);
  g_free (s->split_memo);
}

GtSolver *
gt_solver_new (void)
{
  GtSolver *s = g_new0 (GtSolver, 1);
  guint64 seed = G_GUINT64_CONSTANT (0x5eed60a4da17);

  s->tt_mask = (G_GUINT64_CONSTANT (1) << TT_BUCKETS_LOG2) - 1;
  s->grow_nodes = TT_GROW_NODES;
  s->tt = tt_alloc ((gsize) (s->tt_mask + 1) * TT_WAYS);
  search_state_new (s);

  /* Fixed seed: the same keys every run, so that node counts repeat.  The
   * keys of the first four seats are drawn as they were before games had
   * more (in this order, first), and those of seats 4 and 5 after all of
   * them, so that four-seat node counts repeat across versions too. */
  for (guint p = 0; p < 4; p++)
    {
      for (guint k = 0; k < GT_CARD_KINDS; k++)
        for (guint c = 0; c < 3; c++)
          s->z_card[p][k][c] = c ? splitmix (&seed) : 0;
      for (guint r = 0; r <= GT_RANK_COUNT; r++)
        for (guint c = 0; c < 9; c++)
          s->z_rank[p][r][c] = c ? splitmix (&seed) : 0;
      s->z_exact[p] = splitmix (&seed);
      s->z_turn[p] = splitmix (&seed);
      s->z_by[p] = splitmix (&seed);
      for (guint i = 0; i < 4; i++)
        s->z_order[i][p] = splitmix (&seed);
    }
  for (guint i = 0; i < 16; i++)
    s->z_passed[i] = i ? splitmix (&seed) : 0;
  for (guint i = 0; i < 256; i++)
    s->z_plays[i] = splitmix (&seed);
  for (guint k = 0; k < GT_CARD_KINDS; k++)
    for (guint c = 0; c < 3; c++)
      s->z_hand[k][c] = c ? splitmix (&seed) : 0;
  for (guint p = 0; p < GT_SEATS_MAX; p++)
    {
      for (guint i = 0; i < GT_SEATS_MAX; i++)
        if (i >= 4 || p >= 4)
          s->z_order[i][p] = splitmix (&seed);
      if (p < 4)
        continue;
      for (guint k = 0; k < GT_CARD_KINDS; k++)
        for (guint c = 0; c < 3; c++)
          s->z_card[p][k][c] = c ? splitmix (&seed) : 0;
      for (guint r = 0; r <= GT_RANK_COUNT; r++)
        for (guint c = 0; c < 9; c++)
          s->z_rank[p][r][c] = c ? splitmix (&seed) : 0;
      s->z_exact[p] = splitmix (&seed);
      s->z_turn[p] = splitmix (&seed);
      s->z_by[p] = splitmix (&seed);
    }
  for (guint i = 16; i < G_N_ELEMENTS (s->z_passed); i++)
    s->z_passed[i] = splitmix (&seed);
  /* The counts past Guandan's (three copies of a kind and more, nine cards
   * of a rank and more) last, for the same reason. */
  for (guint p = 0; p < GT_SEATS_MAX; p++)
    for (guint k = 0; k < GT_CARD_KINDS; k++)
      for (guint c = 3; c <= GT_COPIES_MAX; c++)
        s->z_card[p][k][c] = splitmix (&seed);
  for (guint k = 0; k < GT_CARD_KINDS; k++)
    for (guint c = 3; c <= GT_COPIES_MAX; c++)
      s->z_hand[k][c] = splitmix (&seed);
  for (guint p = 0; p < GT_SEATS_MAX; p++)
    for (guint r = 0; r <= GT_RANK_COUNT; r++)
      for (guint c = 9; c <= RANK_COPIES_MAX; c++)
        s->z_rank[p][r][c] = splitmix (&seed);
  return s;
}

void
gt_solver_free (GtSolver *s)
{
  if (s == NULL)
    return;
  gt_solver_pool_free (s->pool);
  for (guint i = 0; i < G_N_ELEMENTS (s->helpers); i++)
    if (s->helpers[i] != NULL)
      {
        /* Its table was this solver's. */
        search_state_free (s->helpers[i]);
        g_free (s->helpers[i]);
      }
  tt_free (s->tt_small);
  tt_free (s->tt);
  search_state_free (s);
  gt_trick_solver_free (s->trick);
  g_free (s->trick_lists);
  g_free (s->trick_moves);
  g_free (s);
}

void
gt_solver_set_cancel (GtSolver   *s,
                      const gint *flag)
{
  s->cancel = flag;
}

void
gt_solver_set_budget (GtSolver *s,
                      guint64   max_nodes,
                      guint     max_ms)
{
  s->budget_nodes = max_nodes;
  s->budget_ms = max_ms;
}

void
gt_solver_set_threads (GtSolver *s,
                       guint     n_threads)
{
  s->threads = MIN (n_threads, GT_SOLVER_THREADS_MAX);
}

guint64
gt_solver_busiest_nodes (const GtSolver *s)
{
  return s->busiest;
}

gboolean
gt_solver_exhausted (const GtSolver *s)
{
  return s->exhausted;
}

char *
gt_solver_stop_message (const GtSolver *s)
{
  if (s->out_of_time && s->budget_ms % 1000 == 0)
    return g_strdup_printf ("cannot be proved within %u s (the solver's time budget)", s->budget_ms / 1000);
  if (s->out_of_time)
    return g_strdup_printf ("cannot be proved within %u ms (the solver's time budget)", s->budget_ms);
  if (s->exhausted)
    return g_strdup_printf ("cannot be proved within %" G_GUINT64_FORMAT " nodes", s->budget_nodes);
  if (s->overflow)
    return g_strdup ("cannot be proved: the position has more plays in flight than the solver holds");
  if (s->bad_hand)
    return g_strdup ("cannot be proved: a hand holds a card more often than the deck has it");
  return g_strdup ("the solver was stopped before it finished");
}

void
gt_solver_set_naive (GtSolver *s,
                     gboolean  naive)
{
  s->naive = naive;
  s->naive_tt = FALSE;
}

void
gt_solver_set_grow_nodes (GtSolver *s,
                          guint64   nodes)
{
  s->grow_nodes = nodes;
}

void
gt_solver_set_reference (GtSolver *s)
{
  s->naive = TRUE;
  s->naive_tt = TRUE;
}

/* Sets up one solve: goal, rules, a fresh generation of the table. */
static void
begin (GtSolver     *s,
       const GtGame *pos,
       const GtGoal *goal)
{
  guint64 st;

  s->goal = *goal;
  gt_game_rule_ctx (pos, &s->ctx);
  s->prunes = pos->rs->game->solver;
  if (s->prunes & GT_SOLVER_BY_STRENGTH)
    {
      /* The keys by strength count a seat's cards of a strength in four
       * bits (StrengthCounts) and compare those counts eight at a time
       * (nibbles_at_least()): a deck with more than eight cards of a rank
       * (Guandan has eight) is keyed card by card instead. */
      guint8 copies[GT_CARD_KINDS];

      gt_ruleset_deck (pos->rs, pos->variants, copies);
      for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
        if (copies[GT_CARD_MAKE (r, 0)] + copies[GT_CARD_MAKE (r, 1)] +
            copies[GT_CARD_MAKE (r, 2)] + copies[GT_CARD_MAKE (r, 3)] > 8)
          s->prunes &= ~(guint32) GT_SOLVER_BY_STRENGTH;
    }
  s->stopped = FALSE;
  s->exhausted = FALSE;
  s->out_of_time = FALSE;
  s->overflow = FALSE;
  s->bad_hand = FALSE;
  s->deadline = s->budget_ms != 0 ? g_get_monotonic_time () + (gint64) s->budget_ms * 1000 : 0;
  s->top = 0;
  if (++s->gen == 0)
    s->gen = 1;
  if (s->tt_small != NULL)
    {
      /* Back to the small table (its entries are of older generations). */
      tt_free (s->tt);
      s->tt = s->tt_small;
      s->tt_small = NULL;
      s->tt_mask = (G_GUINT64_CONSTANT (1) << TT_BUCKETS_LOG2) - 1;
    }
  s->solve_n0 = s->nodes;
  s->tt_mask = (G_GUINT64_CONSTANT (1) << TT_START_LOG2) - 1;
  s->widen_nodes = tt_widen_nodes (s->tt_mask);

  {
    guint8 strength[GT_RANK_COUNT];

    guint8 copies[GT_CARD_KINDS];
    guint low = G_MAXUINT, lift;

    /* The game's order of single cards; its wild cards above everything.
     * The counts by strength (counts_init()) keep strength st in nibble
     * st - 2, so a game whose weakest card has strength 0 or 1 (Dou
     * Dizhu's 3) is lifted to start at 2: the order is all they need. */
    s->ctx.rs->rank_strength (&s->ctx, strength);
    gt_ruleset_deck (s->ctx.rs, s->ctx.variants, copies);
    for (guint k = 0; k < GT_CARD_KINDS; k++)
      if (copies[k] > 0 && !s->ctx.rs->is_wild (&s->ctx, (GtCard) k))
        low = MIN (low, (guint) strength[gt_card_rank ((GtCard) k)]);
    lift = low < 2 ? 2 - low : 0;
    for (guint k = 0; k < GT_CARD_KINDS; k++)
      s->kind_strength[k] = s->ctx.rs->is_wild (&s->ctx, (GtCard) k)
                            ? 18 : (guint8) (strength[gt_card_rank ((GtCard) k)] + lift);

    /* The keys by rank count a seat's cards of each rank (Guandan's wild
     * card apart: hash_position()); the counts by strength are as good a
     * key when they never put two ranks in one nibble — the wild cards
     * apart, of one rank — and no nibble can reach 16. */
    {
      guint8 class_of[19], per[19] = { 0 };

      memset (class_of, 0xff, sizeof class_of);
      s->packed_ranks = TRUE;
      for (guint k = 0; k < GT_CARD_KINDS && s->packed_ranks; k++)
        {
          guint slot = s->kind_strength[k];
          guint8 cls = (guint8) (gt_card_rank ((GtCard) k) +
                                 (s->ctx.rs->is_wild (&s->ctx, (GtCard) k) ? 100 : 0));

          if (copies[k] == 0)
            continue;
          if (slot < 2 || slot > 18 || (class_of[slot] != 0xff && class_of[slot] != cls) ||
              (per[slot] += copies[k]) > 15)
            s->packed_ranks = FALSE;
          class_of[slot] = cls;
        }
      s->carry_rank_key = s->packed_ranks && (s->prunes & GT_SOLVER_BY_RANK) &&
                          !(s->prunes & GT_SOLVER_BY_STRENGTH);
    }
  }
  st = ((guint64) goal->kind << 8 | goal->plays) ^ ((guint64) s->ctx.level << 20) ^
       ((guint64) s->ctx.variants << 32);
  s->salt = splitmix (&st);
  /* The memos outlive a solve: one game's plays of a hand are not
   * another's.  The game by its id (unique among the registry's), not
   * the ruleset's address, which moves between builds: so that a solve's
   * node count is the same in every binary (with the address, the counts
   * of two builds of the same code differed by a few in a hundred
   * thousand). */
  st = pos->rs->id != NULL ? g_str_hash (pos->rs->id) : 0;
  s->salt ^= splitmix (&st);
}

static gboolean
seat_suits_matter (const GtSolver *s,
                   const GtGame   *g,
                   guint           seat)
{
  GtCardSet set;

  if (!gt_card_set_from_counts (&set, g->hand[seat]))
    return TRUE;
  return gt_moves_suits_matter (&s->ctx, &set);
}

/* Whether hand (counts per kind) could still make a sequence — a
 * straight, a tube, a plate or a straight flush — at level: some window
 * of ranks (the Ace low or high) whose missing cards its wild cards can
 * fill.  Exact enough to be safe: when it says no, no sub-hand can either. */
static gboolean
hand_can_sequence (const guint8 hand[GT_CARD_KINDS],
                   guint        level)
{
  GtCard wild = GT_CARD_MAKE (level, GT_SUIT_HEARTS);
  guint nat[GT_RANK_A + 1] = { 0 }, w = hand[wild], total = 0;

  for (guint k = 0; k < GT_CARD_BJ; k++)
    if (k != wild)
      nat[gt_card_rank (k)] += hand[k];
  nat[GT_RANK_ACE_LOW] = nat[GT_RANK_A];
  for (guint r = GT_RANK_ACE_LOW; r <= GT_RANK_A; r++)
    total += r == GT_RANK_ACE_LOW ? 0 : nat[r];
  if (total + w < 5)
    return FALSE;
  /* per: cards per rank (straight 1, tube 2, plate 3); len: ranks. */
  for (guint per = 1; per <= 3; per++)
    {
      guint len = per == 1 ? 5 : per == 2 ? 3 : 2;

      for (guint lo = GT_RANK_ACE_LOW; lo + len - 1 <= GT_RANK_A; lo++)
        {
          guint missing = 0;

          for (guint r = lo; r < lo + len; r++)
            missing += nat[r] < per ? per - nat[r] : 0;
          if (missing <= w)
            return TRUE;
        }
    }
  return FALSE;
}

/* The search carries a mask: bit p, the suits of seat p's cards may still
 * matter; bit SEQ_SHIFT + p, seat p may still make a sequence.  Once clear,
 * a bit stays clear (hands only shrink; see the top of the file), so the
 * search computes it again only for the seat that played, and only while it
 * is set.  Each bit is thus a function of the seat's hand alone. */
#define SEQ_SHIFT 8       /* past the seats' bits: up to GT_SEATS_MAX of them */
#define SEQ_BITS (((1u << GT_SEATS_MAX) - 1u) << SEQ_SHIFT)
G_STATIC_ASSERT (GT_SEATS_MAX <= SEQ_SHIFT);

static guint
suits_mask (const GtSolver *s,
            const GtGame   *g)
{
  guint m = 0;

  /* A game without the rank shortcuts: every seat's suits and sequences
   * count, so every card is hashed and every play tried. */
  if (!(s->prunes & GT_SOLVER_BY_RANK))
    return ((1u << g->n_seats) - 1) | (((1u << g->n_seats) - 1) << SEQ_SHIFT);

  for (guint p = 0; p < g->n_seats; p++)
    {
      if (g->count[p] > 0 && seat_suits_matter (s, g, p))
        m |= 1u << p;
      /* Without the strength keys every seat "may make a sequence": the
       * test is Guandan's. */
      if (g->count[p] > 0 &&
          (!(s->prunes & GT_SOLVER_BY_STRENGTH) || hand_can_sequence (g->hand[p], s->ctx.level)))
        m |= 1u << (SEQ_SHIFT + p);
    }
  return m;
}

static guint
suits_mask_after (const GtSolver *s,
                  const GtGame   *child,
                  guint           mask,
                  guint           seat)
{
  if (!(s->prunes & GT_SOLVER_BY_RANK))
    return mask;
  if (!(s->prunes & GT_SOLVER_BY_STRENGTH))
    {
      if ((mask & (1u << seat)) && !seat_suits_matter (s, child, seat))
        mask &= ~(1u << seat);
      return mask;
    }
  /* Every sequence has five cards or more. */
  if (child->count[seat] < 5)
    return mask & ~(1u << seat) & ~(1u << (SEQ_SHIFT + seat));
  if ((mask & (1u << seat)) && !seat_suits_matter (s, child, seat))
    mask &= ~(1u << seat);
  if ((mask & (1u << (SEQ_SHIFT + seat))) &&
      !hand_can_sequence (child->hand[seat], s->ctx.level))
    mask &= ~(1u << (SEQ_SHIFT + seat));
  return mask;
}

static inline guint64
mix64 (guint64 h)
{
  h ^= h >> 33;
  h *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  h ^= h >> 33;
  h *= G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  h ^= h >> 33;
  return h;
}

/* The table's play, for the key: everything the rules compare (type, size,
 * bomb kind, key), and who made it. */
static guint64
hash_table (const GtSolver *s,
            const GtGame   *g,
            guint           key)
{
  guint64 t = (guint64) g->table.type | (guint64) g->table.size << 8 |
              (guint64) g->table.bomb << 16 | (guint64) key << 24 |
              (guint64) 1 << 40;
  guint64 h = splitmix (&t);

  if (g->table_by < GT_SEATS_MAX)
    h ^= s->z_by[g->table_by];
  return h;
}

/* Whether the table's key is a single card's strength (its kind says so,
 * GT_COMBO_KIND_BY_RANK), so that the table is keyed as the hands are. */
static gboolean
table_has_rank (const GtGame *g)
{
  guint type = g->table.type;

  return type != GT_COMBO_NONE && type < g->rs->n_kinds &&
         (g->rs->kinds[type].flags & GT_COMBO_KIND_BY_RANK) != 0 &&
         g->table.key >= 2 && g->table.key <= 15;
}

/* hash_by_strength() when wild cards are held (wilds of them, in all).
 * A wild card alone — a single, or both as a pair — may stand for any rank,
 * one nobody holds included, so the key keeps the stretches of strengths
 * between the "points" (the held ranks and the table's rank), each as its
 * length: with one wild card left only whether a stretch is empty matters
 * (its play as any rank of a stretch leaves no wild card, and the same
 * position whichever rank it was), with two only 0, 1, 2 or more (the
 * first splits a stretch into two, which the second then sees as empty
 * or not: a stretch of three or more can be split every way one of four
 * can).  The table is the index of its point when another seat could play
 * its kind with wild cards alone (as a rank nobody holds, maybe); else
 * every play that beats it holds natural cards of a held rank, and it is
 * keyed by those as without wild cards (below), not a point.  Each seat's
 * counts are over the points. */
/* When no seat in play can make a sequence any more and none holds a wild
 * card, only the order of strength between the ranks held matters, not the
 * ranks themselves: every comparison left (singles, pairs, triples, full
 * houses, bombs of a kind) compares strengths, nothing else in the rules
 * looks at a rank, and every play is made of held cards.  So the position
 * is keyed by the natural ranks anyone holds, renumbered in order of
 * strength (0, 1, 2 …), each seat's counts over them and its jokers; the
 * table's rank as how many of the ranks the other seats could beat it with
 * in its kind do not beat it — whoever made the play never plays on it:
 * the others pass and the lead comes back, or one of them beats it, and
 * the table's rank is asked nothing else (a play of its kind beats it when
 * of a higher rank; a bomb of another kind, whatever the rank).  Two
 * positions with the same key differ by an order-preserving renaming of the
 * held ranks that keeps the same plays of the others above the table's,
 * which maps plays to plays, beats to beats and the game tree onto itself:
 * same value.  A table sequence can then be beaten only by a bomb, so its
 * key does not matter.  (A wild card alone may stand for a rank nobody
 * holds, and where that rank lies between the held ones and the table's
 * would matter: hence no wild card.)
 *
 * The jokers, without wild cards, are renumbered with the natural ranks as
 * two strengths more (16 and 17: jokers), unless one seat holds all four
 * and so the four jokers' bomb.  A joker differs from a natural card of its
 * place in nothing else: what the rules let a natural rank do and a joker
 * not — three or more of it (a triple, a full house's triple, a bomb of a
 * kind), a sequence, a wild card with it — takes three cards of a rank or a
 * sequence or a wild card, and there are two of each joker (Guandan's two
 * decks), no sequence and no wild card here.  So a point held as jokers and
 * a natural one with the same counts in every hand (two cards at most in
 * all) give the same plays — singles, pairs (never a small with a big
 * joker: two points), a full house's pair — and the renaming may map one
 * onto the other; a joker on the table is keyed like a natural rank. */
#define NIBBLE_LOW G_GUINT64_CONSTANT (0x1111111111111111)

/* Bit 0 of each nibble of x that is not 0. */
static inline guint64
nibbles_set (guint64 x)
{
  return (x | x >> 1 | x >> 2 | x >> 3) & NIBBLE_LOW;
}

/* How many nibbles of x are set, x having bit 0 of a nibble at most (as
 * nibbles_set() makes): the multiplication sums the nibbles into the top
 * one, and fourteen strengths never carry out of it.  (__builtin_popcountll
 * is a call into libgcc without -mpopcnt.) */
static inline guint
nibbles_count (guint64 x)
{
  return (guint) ((x * NIBBLE_LOW) >> 60);
}

/* Bit 0 of each nibble of x that holds n or more (1 ≤ n ≤ 8, every nibble
 * at most 8): adding 8 - n carries such a nibble into its bit 3 and no
 * other. */
static inline guint64
nibbles_at_least (guint64 x,
                  guint   n)
{
  return ((x + (8 - n) * NIBBLE_LOW) >> 3) & NIBBLE_LOW;
}

/* Every seat's cards by strength: natural cards as 4-bit counts (nibble
 * st - 2 for strength st, 2 … 15: eight at most); small and big jokers and
 * wild cards in nibbles 0, 1 and 2 of extra.  The search carries them down
 * (counts_after_play()) rather than counting hands at every node. */
typedef struct {
  guint64 nat[GT_SEATS_MAX];
  guint64 extra[GT_SEATS_MAX];
  guint64 hand_key[GT_SEATS_MAX];   /* Zobrist keys of the hands, for the memos */
  /* With carry_rank_key: the seats' terms of hash_position()'s key by
   * packed ranks (rank_term()), every seat that holds cards. */
  guint64 rank_key;
} StrengthCounts;

/* Seat p's term of the key by packed ranks: its counts by strength. */
static inline guint64
rank_term (const GtSolver *s,
           guint           p,
           guint64         nat,
           guint64         extra)
{
  return mix64 (nat ^ s->z_rank[p][0][1]) ^ mix64 (extra ^ s->z_rank[p][0][2]);
}

static void
counts_init (const GtSolver *s,
             const GtGame   *g,
             StrengthCounts *sc)
{
  memset (sc, 0, sizeof *sc);
  for (guint p = 0; p < g->n_seats; p++)
    for (guint k = 0; k < GT_CARD_KINDS; k++)
      {
        guint st = s->kind_strength[k];

        sc->hand_key[p] ^= s->z_hand[k][MIN (g->hand[p][k], GT_COPIES_MAX)];
        /* A kind the hand lacks adds nothing, and a kind the deck lacks
         * may have no strength (Dou Dizhu ranks no card below 3). */
        if (g->hand[p][k] == 0)
          continue;
        if (st <= 15)
          sc->nat[p] += (guint64) g->hand[p][k] << (4 * (st - 2));
        else
          sc->extra[p] += (guint64) g->hand[p][k] << (4 * (st - 16));
      }
  if (s->carry_rank_key)
    for (guint p = 0; p < g->n_seats; p++)
      if (g->count[p] > 0)
        sc->rank_key ^= rank_term (s, p, sc->nat[p], sc->extra[p]);
}

/* sc less the cards of m, played by the turn's player of g (before the
 * play). */
static void
counts_after_play (const GtSolver *s,
                   StrengthCounts *sc,
                   const GtGame   *g,
                   const GtMove   *m)
{
  guint64 nat = 0, extra = 0, key = sc->hand_key[g->turn];
  guint seat = g->turn;

  /* A move's cards, the kinds it holds only; each kind's count goes where
   * counts_init() put it, by its strength. */
  for (guint i = 0; i < GT_CARD_SET_QUARTERS; i++)
    for (guint64 q = gt_card_set_quarter (&m->cards, i); q != 0;)
      {
        guint c, k = 16 * i + gt_card_set_next (&q, &c);
        guint had = g->hand[seat][k], st = s->kind_strength[k];

        key ^= s->z_hand[k][MIN (had, GT_COPIES_MAX)] ^
               s->z_hand[k][MIN (had - c, GT_COPIES_MAX)];
        if (st <= 15)
          nat += (guint64) c << (4 * (st - 2));
        else
          extra += (guint64) c << (4 * (st - 16));
      }
  sc->hand_key[seat] = key;
  /* A hand that goes out leaves the key, as hash_position() leaves it. */
  if (s->carry_rank_key)
    sc->rank_key ^= rank_term (s, seat, sc->nat[seat], sc->extra[seat]) ^
                    (g->count[seat] > m->n
                     ? rank_term (s, seat, sc->nat[seat] - nat, sc->extra[seat] - extra) : 0);
  sc->nat[seat] -= nat;
  sc->extra[seat] -= extra;
}

static guint64
hash_by_strength (const GtSolver       *s,
                  const GtGame         *g,
                  const StrengthCounts *sc)
{
  const guint64 *extra = sc->extra;
  /* The natural cards' counts, and with jokers the jokers' in nibbles 14
   * and 15 (strengths 16 and 17). */
  guint64 nat[GT_SEATS_MAX], held, points, h;
  guint wilds = 0, key = 0;
  guint8 place[16];
  gboolean ranked = table_has_rank (g), table_point = FALSE, jokers = TRUE;

  for (guint p = 0; p < g->n_seats; p++)
    {
      wilds += (guint) (extra[p] >> 8) & 15;
      if ((extra[p] & 0xff) == 0x22)
        jokers = FALSE;
    }
  /* See "the jokers" above: no wild card, and nobody can play the four
   * jokers' bomb. */
  jokers = jokers && wilds == 0;
  for (guint p = 0; p < GT_SEATS_MAX; p++)
    nat[p] = sc->nat[p] | (jokers ? (extra[p] & 0xff) << 56 : 0);
  if (jokers && g->table.type != GT_COMBO_NONE && g->table.type < g->rs->n_kinds &&
      (g->rs->kinds[g->table.type].flags & GT_COMBO_KIND_BY_RANK) &&
      (g->table.key == 16 || g->table.key == 17))
    ranked = TRUE;
  held = nibbles_set (nat[0] | nat[1] | nat[2] | nat[3]);
  points = held;

  if (ranked)
    {
      /* The table's play is beaten in its kind by a play of a higher rank
       * holding need cards of it (a full house by its triple): by another
       * seat's natural cards of a rank, with its wild cards if it has fewer
       * than need, or by its wild cards alone, declared as any rank.  Unless
       * some other seat holds need wild cards, only the other seats' ranks
       * where they could make such a play count (can), and only how many of
       * them do not beat it: key.  Else the table's rank is a point. */
      guint64 at = G_GUINT64_CONSTANT (1) << (4 * (g->table.key - 2)), can = 0;
      guint need = g->table.size == 5 && g->table.bomb == 0 ? 3 : g->table.size;

      for (guint p = 0; p < g->n_seats; p++)
        {
          guint w = (guint) (extra[p] >> 8) & 15;

          if (p == g->table_by)
            continue;
          if (w >= need)
            table_point = TRUE;
          else if (need - w <= 8)
            can |= nibbles_at_least (nat[p], need - w);
        }
      if (table_point)
        {
          points |= at;
          key = nibbles_count (points & (at - 1));
        }
      else
        {
          /* The ranks up to the table's (all for the big joker), counted
           * as fifteen nibbles and the top one: sixteen would carry out of
           * nibbles_count(). */
          guint64 low = g->table.key == 17 ? can : can & ((at << 4) - 1);

          key = nibbles_count (low & ~(G_GUINT64_CONSTANT (15) << 60)) + (guint) (low >> 60);
        }
    }

  if (wilds == 0)
    h = s->salt ^ s->z_exact[0] ^ s->z_exact[1] ^ (jokers ? s->z_exact[2] : 0);
  else
    {
      guint64 pattern = wilds;
      guint cap = wilds >= 2 ? 3 : 1, run = 0;

      h = s->salt ^ s->z_exact[2] ^ s->z_exact[3] ^ (table_point ? s->z_exact[0] : 0);
      for (guint st = 2; st <= 15; st++)
        {
          if (st == s->ctx.level)
            continue;    /* the level rank's strength is 15, not its own */
          if (points & (G_GUINT64_CONSTANT (1) << (4 * (st - 2))))
            {
              if (run > 0)
                pattern = pattern * 5 + MIN (run, cap);
              run = 0;
              pattern = pattern * 5 + 4;
            }
          else
            run++;
        }
      if (run > 0)
        pattern = pattern * 5 + MIN (run, cap);
      h ^= mix64 (pattern);
    }

  /* Each seat's counts over the points, in order: a point's place is the
   * number of points below it. */
  {
    guint i = 0;

    for (guint64 m = points; m != 0; m &= m - 1, i++)
      place[__builtin_ctzll (m) >> 2] = (guint8) (4 * i);
  }
  for (guint p = 0; p < g->n_seats; p++)
    {
      guint64 packed = 0;

      if (g->count[p] == 0)
        continue;
      for (guint64 m = nibbles_set (nat[p]); m != 0; m &= m - 1)
        {
          guint b = (guint) __builtin_ctzll (m);
          packed |= ((nat[p] >> b) & 15) << place[b >> 2];
        }
      h = mix64 (h ^ packed) + (p + 1);
      if (!jokers)
        h = mix64 (h ^ extra[p]);
    }
  if (g->table.type != GT_COMBO_NONE)
    {
      if (!ranked)
        key = g->table.key > 15
              ? g->table.key + 100u
              : 200u;    /* a sequence, or a play beaten by bombs alone;
                          * the type in the key tells them apart */
      h ^= hash_table (s, g, key);
    }
  return h;
}

static guint64
hash_position (const GtSolver       *s,
               const GtGame         *g,
               guint                 plays_left,
               guint                 suits,
               const StrengthCounts *sc)
{
  guint64 h = s->salt;
  GtCard wild = GT_CARD_MAKE (s->ctx.level, GT_SUIT_HEARTS);

  if ((suits & SEQ_BITS) == 0)
    h = hash_by_strength (s, g, sc);
  else if (s->carry_rank_key && (suits & ((1u << GT_SEATS_MAX) - 1u)) == 0)
    {
      /* Every seat by its packed ranks (the loop below), carried down. */
      h ^= sc->rank_key;
      if (g->table.type != GT_COMBO_NONE)
        h ^= hash_table (s, g, g->table.key);
    }
  else
    {
      for (guint p = 0; p < g->n_seats; p++)
        {
          if (g->count[p] == 0)
            continue;
          if (suits & (1u << p))
            {
              h ^= s->z_exact[p];
              for (guint k = 0; k < GT_CARD_KINDS; k++)
                h ^= s->z_card[p][k][MIN (g->hand[p][k], GT_COPIES_MAX)];
            }
          else if (s->packed_ranks)
            /* The same counts by rank, packed (begin()). */
            h ^= mix64 (sc->nat[p] ^ s->z_rank[p][0][1]) ^ mix64 (sc->extra[p] ^ s->z_rank[p][0][2]);
          else
            {
              guint8 nat[GT_RANK_COUNT + 1] = { 0 };

              for (guint k = 0; k < GT_CARD_KINDS; k++)
                if (k == wild)
                  nat[GT_RANK_COUNT] += g->hand[p][k];
                else
                  nat[gt_card_rank (k)] += g->hand[p][k];
              for (guint r = 0; r <= GT_RANK_COUNT; r++)
                h ^= s->z_rank[p][r][MIN (nat[r], RANK_COPIES_MAX)];
            }
        }
      if (g->table.type != GT_COMBO_NONE)
        h ^= hash_table (s, g, g->table.key);
    }
  if (g->turn < GT_SEATS_MAX)
    h ^= s->z_turn[g->turn];
  /* The stock's cards left (a game with a stock): its order is the
   * position's, so how many are left says which. */
  if (G_UNLIKELY (g->stock_n > 0))
    h ^= mix64 (s->salt ^ ((guint64) g->stock_n << 48));
  h ^= s->z_passed[g->passed & ((1u << GT_SEATS_MAX) - 1u)];
  for (guint i = 0; i < g->n_order && i < GT_SEATS_MAX; i++)
    h ^= s->z_order[i][g->order[i] % GT_SEATS_MAX];
  if (s->goal.kind == GT_GOAL_SHED)
    h ^= s->z_plays[plays_left & 0xff];
  return h;
}

/* The value of key in the table, or -1. */
static int
tt_probe (GtSolver *s,
          guint64   key)
{
  const TTEntry *b = &s->tt[(key & s->tt_mask) * TT_WAYS];
  guint64 want = (key & TT_KEY_MASK) | (guint64) s->gen << TT_GEN_SHIFT;

  for (guint i = 0; i < TT_WAYS; i++)
    {
      TTEntry e = __atomic_load_n (&b[i], __ATOMIC_RELAXED);

      if ((e & ~(guint64) (TT_VALUE_BIT | TT_WORK_MASK)) == want)
        return (e & TT_VALUE_BIT) != 0;
    }
  return -1;
}

/* A long solve moves to a table twice as big, the entries of this solve
 * carried over: the longest solves search tens of millions of nodes, and
 * there the bigger table saves nodes (it halved them when the entries were
 * 16 bytes and the big table had as many as this one; twice as many again
 * saved 1 % more and no time), while ordinary solves run faster on the
 * small one (fewer cache misses).  On several threads the others may
 * still write to the old table while it is copied: what they write there
 * is lost to the big one, never wrong in it. */
static TTEntry *
tt_grown (const TTEntry *tt,
          guint64        tt_mask,
          guint8         gen)
{
  guint64 mask = (G_GUINT64_CONSTANT (1) << TT_BIG_LOG2) - 1;
  TTEntry *big = tt_alloc ((gsize) (mask + 1) * TT_WAYS);

  for (guint64 i = 0; i < (tt_mask + 1) * TT_WAYS; i++)
    {
      TTEntry e = __atomic_load_n (&tt[i], __ATOMIC_RELAXED);
      /* The key's low bits are the bucket's index (TTEntry). */
      guint64 key = (e & TT_KEY_MASK) | ((i / TT_WAYS) & ~TT_KEY_MASK);
      TTEntry *b;

      if ((guint8) (e >> TT_GEN_SHIFT) != gen)
        continue;
      b = &big[(key & mask) * TT_WAYS];
      for (guint w = 0; w < TT_WAYS; w++)
        if ((guint8) (b[w] >> TT_GEN_SHIFT) != gen)
          {
            b[w] = e;
            break;
          }
    }
  return big;
}

/* s searches on big from now on; the solver that owns the small table
 * keeps it for its next solve (begin() goes back to it and frees big),
 * while a threaded solve's helper only borrowed it. */
static void
tt_use_big (GtSolver *s,
            TTEntry  *big,
            gboolean  owner)
{
  if (owner)
    s->tt_small = s->tt;
  s->tt = big;
  s->tt_mask = (G_GUINT64_CONSTANT (1) << TT_BIG_LOG2) - 1;
  s->widen_nodes = G_MAXUINT64;
}

static void
tt_grow (GtSolver *s)
{
  tt_use_big (s, tt_grown (s->tt, s->tt_mask, s->gen), TRUE);
}

/* The nodes spent below an entry in 7 bits: four steps to each power of
 * two (the bit length and the two bits after the leading one), which
 * tells apart the subtrees worth keeping as well as the exact count. */
static inline guint
tt_work (guint64 work)
{
  guint len = work != 0 ? 64 - (guint) __builtin_clzll (work) : 0;
  guint code = len < 3 ? len * 4 : len * 4 + (guint) ((work >> (len - 3)) & 3);

  return MIN (code, TT_WORK_MASK);
}

static void
tt_store (GtSolver *s,
          guint64   key,
          gboolean  value,
          guint64   work)
{
  TTEntry *b, *victim;
  guint victim_work = G_MAXUINT;

  if (G_UNLIKELY (s->nodes - s->solve_n0 > s->widen_nodes))
    {
      s->tt_mask = tt_widen (s->tt, s->tt_mask, s->gen);
      s->widen_nodes = tt_widen_nodes (s->tt_mask);
    }
  if (G_UNLIKELY (s->tt_small == NULL && s->nodes - s->solve_n0 > s->grow_nodes))
    tt_grow (s);
  b = &s->tt[(key & s->tt_mask) * TT_WAYS];
  victim = &b[0];

  /* Same key, else an entry of an older generation, else the one that cost
   * least to find. */
  for (guint i = 0; i < TT_WAYS; i++)
    {
      TTEntry e = __atomic_load_n (&b[i], __ATOMIC_RELAXED);

      if (((e ^ key) & TT_KEY_MASK) == 0 || (guint8) (e >> TT_GEN_SHIFT) != s->gen)
        {
          victim = &b[i];
          break;
        }
      if ((e & TT_WORK_MASK) < victim_work)
        {
          victim = &b[i];
          victim_work = e & TT_WORK_MASK;
        }
    }
  __atomic_store_n (victim, (key & TT_KEY_MASK) | (guint64) s->gen << TT_GEN_SHIFT |
                    (value ? TT_VALUE_BIT : 0) | tt_work (work), __ATOMIC_RELAXED);
}

static void par_check (GtSolver *s);

/* Out of line: it runs once every CANCEL_EVERY nodes, and keeping the
 * clock and the budget out of check_cancel() keeps the search's hot loop
 * as small as it was before there was a budget.  A worker of a threaded
 * solve meets the limits of all its workers (par_check()). */
static G_GNUC_NO_INLINE void
check_limits (GtSolver *s)
{
  if (s->par != NULL)
    par_check (s);
  else if (s->cancel != NULL && g_atomic_int_get (s->cancel) != 0)
    s->stopped = TRUE;
  else if (s->budget_nodes != 0 && s->nodes - s->solve_n0 > s->budget_nodes)
    s->stopped = s->exhausted = TRUE;
  else if (s->deadline != 0 && g_get_monotonic_time () > s->deadline)
    s->stopped = s->exhausted = s->out_of_time = TRUE;
}

static gboolean
check_cancel (GtSolver *s)
{
  if ((++s->nodes & (CANCEL_EVERY - 1)) == 0)
    check_limits (s);
  return s->stopped;
}

/* A key for a hand exactly, every card kind. */
static guint64
hash_hand (const guint8 hand[GT_CARD_KINDS],
           guint64      h)
{
  for (guint k0 = 0; k0 < GT_CARD_KINDS; k0 += 8)
    {
      guint64 w = 0;

      if (k0 + 8 <= GT_CARD_KINDS)
        memcpy (&w, &hand[k0], 8);
      else
        memcpy (&w, &hand[k0], GT_CARD_KINDS % 8);
      h = mix64 (h ^ w) + k0;
    }
  return h;
}

/* Whether the turn's player is N when the goal is S's going out first: N
 * going out first fails the goal too, so its own fewest-plays split is no
 * guide to its plays (order_moves()). */
static gboolean
turn_is_helper (const GtSolver *s,
                const GtGame   *g)
{
  return s->goal.kind == GT_GOAL_FIRST_OUT && g->turn != GT_SEAT_S &&
         gt_game_same_side (g, g->turn, GT_SEAT_S);
}

/* The key of the turn's hand facing the table, for the memos: everything
 * push_moves() and order_moves() look at (the goal is in the salt). */
static guint64
memo_key (const GtSolver       *s,
          const GtGame         *g,
          const StrengthCounts *sc,
          gboolean              by_rank)
{
  guint64 t = 0, h;

  memcpy (&t, &g->table, MIN (sizeof t, sizeof g->table));
  h = mix64 (sc->hand_key[g->turn] ^ s->salt ^
             mix64 (t ^ (guint64) by_rank << 62 ^ (guint64) turn_is_helper (s, g) << 61));
  return h | 1;    /* never 0, the empty entry */
}

/* A hand the generator refuses (a card three times: a position no deal
 * makes) stops the solve, as an overflow does: nothing said about it would
 * mean anything.  gt_solver_stop_message() says why. */
static void
stop_bad_hand (GtSolver *s)
{
  s->bad_hand = TRUE;
  s->stopped = TRUE;
}

/* Pushes the plays of the turn's player, and a pass when the table is not
 * empty (a pass is n == 0).  Returns how many, or -1 on overflow or a hand
 * the generator refuses (both stop the solve). */
static int
push_moves (GtSolver     *s,
            const GtGame *g,
            gboolean      all,
            guint         suits)
{
  guint seat = g->turn, room = STACK_MOVES - s->top, n;
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  GtMovesFlags flags = GT_MOVES_ALL;

  if (!all && !s->naive && !(suits & (1u << seat)))
    flags = GT_MOVES_BY_RANK;
  n = gt_moves_generate_counts (&s->ctx, g->hand[seat], table, flags,
                                s->stack + s->top, room);
  if (n == GT_MOVES_INVALID)
    {
      stop_bad_hand (s);
      return -1;
    }
  if (n + 1 > room)
    {
      s->overflow = TRUE;
      s->stopped = TRUE;
      return -1;
    }
  if (table != NULL)
    {
      memset (&s->stack[s->top + n], 0, sizeof (GtMove));
      s->stack[s->top + n].combo.type = GT_COMBO_NONE;
      n++;
    }
  return (int) n;
}

static void
shell_sort_desc (guint32 *a,
                 guint    n)
{
  static const guint gaps[] = { 701, 301, 132, 57, 23, 10, 4, 1 };

  for (guint gi = 0; gi < G_N_ELEMENTS (gaps); gi++)
    {
      guint gap = gaps[gi];
      for (guint i = gap; i < n; i++)
        {
          guint32 v = a[i];
          guint j = i;
          while (j >= gap && a[j - gap] < v)
            {
              a[j] = a[j - gap];
              j -= gap;
            }
          a[j] = v;
        }
    }
}

#define LEFT_UNKNOWN 254

/* The fewest plays that empty the hand (as a set) after m, remembered by
 * the rest as a card set.  rest (may be NULL) receives the rest as counts. */
static guint
split_rest (GtSolver        *s,
            const GtCardSet *hand,
            const GtMove    *m,
            guint8           rest[GT_CARD_KINDS])
{
  GtCardSet r = *hand;
  guint8 counts[GT_CARD_KINDS];
  guint64 h, *slot, tag;
  guint left;

  gt_card_set_remove (&r, &m->cards);
  h = mix64 (r.word[0] ^ mix64 (r.word[1] ^ mix64 (r.word[2] ^ mix64 (r.word[3] ^ s->salt))));
  tag = h & ~G_GUINT64_CONSTANT (0xff);
  slot = &s->split_memo[(h >> 8) & ((G_GUINT64_CONSTANT (1) << SPLIT_MEMO_LOG2) - 1)];
  if (rest != NULL)
    gt_card_set_to_counts (&r, rest);
  if ((*slot & ~G_GUINT64_CONSTANT (0xff)) == tag)
    return (guint) (*slot & 0xff);
  if (rest == NULL)
    {
      gt_card_set_to_counts (&r, counts);
      rest = counts;
    }
  left = MIN (gt_split_min_plays_cached (rest, s->ctx.level, s->split, NULL), 255);
  *slot = tag | left;
  return left;
}

/* The fewest plays that empty hand after m. */
static guint
split_after (GtSolver     *s,
             const guint8  hand[GT_CARD_KINDS],
             const GtMove *m)
{
  GtCardSet set;

  gt_card_set_from_counts (&set, hand);
  return split_rest (s, &set, m, NULL);
}

/* Move ordering: the play the table remembers, then going out, then the
 * plays of a fewest-plays split of the hand, those that take most cards
 * first, bombs after ordinary plays (a bomb spent early is rarely the
 * answer, and trying the cheap plays first finds refutations sooner), and
 * passing last — even on a partner's play: passing there first looks
 * natural, but beating the partner to change the lead is the answer often
 * enough that trying the pass first cost a quarter more nodes on the
 * 7-card bench, and up to twice as many in its longest solves.
 *
 * N, when only S's going out counts, passes first and then tries its
 * strongest plays, to win the lead for S: ordered like the others, by its
 * own split, N tried its jokers and Aces first and spent most of the
 * search refuting them (first-out #11 of the 7-card bench: 187 M nodes
 * before, 51 M after). */
static void
order_moves (GtSolver     *s,
             const GtGame *g,
             guint         base,
             guint         n,
             guint         tt_best)
{
  guint seat = g->turn;
  guint plays = 0;
  gboolean helper = turn_is_helper (s, g), have_hand = FALSE;
  GtCardSet hand;

  /* With one play besides a pass, the order is fixed: no need for splits
   * (control_wins() makes the one it needs). */
  for (guint i = 0; i < n && plays < 2; i++)
    plays += s->stack[base + i].n > 0;
  for (guint i = 0; i < n; i++)
    {
      const GtMove *m = &s->stack[base + i];
      guint score;

      s->left[base + i] = 255;
      if (s->naive)
        score = 0;
      else if (!(s->prunes & GT_SOLVER_SPLIT))
        {
          /* No split to go by: the remembered play, going out, then the
           * plays that shed most cards, low before high, bombs and
           * passes last. */
          score = tt_best == i + 1 ? 0xffff : m->n == 0 ? 10 : m->n == g->count[seat] ? 0xfff8
                  : 0x8000 + MIN (m->n, 31) * 256 - (m->combo.bomb ? 0x1000 : 0) + (31 - MIN (m->combo.key, 31));
        }
      else if (plays < 2 && m->n > 0 && m->n < g->count[seat])
        {
          score = 0x8000;
          s->left[base + i] = LEFT_UNKNOWN;
        }
      else if (tt_best == i + 1)
        score = 0xffff;
      else if (helper)
        score = m->n == 0 ? 0xfff0
                          : 0x8000 - (m->combo.bomb ? 0x1000 : 0) + MIN (m->combo.key, 31) * 16 -
                            MIN (m->n, 15);
      else if (m->n == 0)
        score = 10;
      else if (m->n == g->count[seat])
        score = 0xfff8;
      else
        {
          /* Plays that belong to a fewest-plays split of the hand first:
           * the player is then as close to going out as it can be. */
          guint left;

          /* The hand as a set, for the splits only (a game without them
           * never needs it). */
          if (!have_hand)
            {
              gt_card_set_from_counts (&hand, g->hand[seat]);
              have_hand = TRUE;
            }
          left = split_rest (s, &hand, m, NULL);

          score = 0x8000 - MIN (left, 60) * 256 + m->n * 8 - (m->combo.bomb ? 64 : 0) +
                  (15 - MIN (m->combo.key, 15));
          s->left[base + i] = (guint8) MIN (left, 255);
        }
      s->order[base + i] = (guint32) score << 16 | i;
    }
  if (!s->naive)
    shell_sort_desc (s->order + base, n);
}

/* If the turn's player going out now decides the goal for its side: the
 * value, else -1.  The goal is still open here, so nobody of E–W is out. */
static int
going_out_decides (const GtSolver *s,
                   const GtGame   *g)
{
  guint seat = g->turn;

  if (!gt_game_same_side (g, seat, GT_SEAT_S))
    return 0;     /* an opponent first, or before S–N are both out */
  switch ((GtGoalKind) s->goal.kind)
    {
    case GT_GOAL_FIRST_OUT:
      return seat == GT_SEAT_S ? 1 : -1;
    case GT_GOAL_TEAM_FIRST:
      return 1;
    case GT_GOAL_DOUBLE:
      {
        /* The last of S's side still holding cards? */
        for (guint p = 0; p < g->n_seats; p++)
          if (p != seat && gt_game_same_side (g, p, seat) && gt_game_seat_active (g, p))
            return -1;
        return 1;
      }
    case GT_GOAL_SHED:
    case GT_GOAL_POINTS:    /* never searched here (solve_points()) */
    default:
      return -1;
    }
}

/* Whether hand (whose hash_hand() is hand_key) has a play that beats
 * combo, remembered. */
static gboolean
hand_can_beat (GtSolver      *s,
               const guint8   hand[GT_CARD_KINDS],
               guint64        hand_key,
               const GtCombo *combo)
{
  guint64 t = 0, h, *slot;
  gboolean v;
  guint n;

  memcpy (&t, combo, MIN (sizeof t, sizeof *combo));
  h = mix64 (hand_key ^ mix64 (t + 0x5bd1e995));
  h = (h | 2) & ~G_GUINT64_CONSTANT (1);
  slot = &s->beat_memo[(h >> 2) & ((G_GUINT64_CONSTANT (1) << BEAT_MEMO_LOG2) - 1)];
  if ((*slot & ~G_GUINT64_CONSTANT (1)) == h)
    return *slot & 1;
  n = gt_moves_generate_counts (&s->ctx, hand, combo, GT_MOVES_BY_RANK, NULL, 0);
  if (n == GT_MOVES_INVALID)
    {
      /* "May beat": nothing is proved on it, and the solve stops. */
      stop_bad_hand (s);
      return TRUE;
    }
  v = n > 0;
  *slot = h | (guint64) v;
  return v;
}

/* Whether some seat of the other team still in play can beat combo.  The
 * keys of their hands are in s->opp_key (control_wins_memo()). */
static gboolean
opponents_can_beat (GtSolver      *s,
                    const GtGame  *g,
                    guint          seat,
                    const GtCombo *combo)
{
  for (guint p = 0; p < g->n_seats; p++)
    if (gt_game_seat_active (g, p) && !gt_game_same_side (g, p, seat) &&
        /* a play that beats another has its size or is a bomb, of 4 cards
         * or more */
        (g->count[p] >= combo->size || g->count[p] >= 4) &&
        hand_can_beat (s, g->hand[p], s->opp_key[p], combo))
      return TRUE;
  return FALSE;
}

/* Whether hand (of the turn's player, leading) goes out in at most depth
 * plays of which all but the last are plays nobody on the other side can
 * beat.  Sound, not complete: the plays tried are the generator's
 * representatives. */
static gboolean
control_chain (GtSolver     *s,
               const GtGame *g,
               const guint8  hand[GT_CARD_KINDS],
               guint         depth)
{
  guint base = s->top, n, room = STACK_MOVES - s->top;
  gboolean found = FALSE;

  GtCardSet set;

  if (depth < 2)
    return FALSE;
  gt_card_set_from_counts (&set, hand);
  n = gt_moves_generate_counts (&s->ctx, hand, NULL, GT_MOVES_BY_RANK, s->stack + base, room);
  if (n == GT_MOVES_INVALID)
    {
      stop_bad_hand (s);
      return FALSE;
    }
  if (n > room)
    return FALSE;
  s->top += n;
  for (guint i = 0; i < n && !found; i++)
    {
      const GtMove *m = &s->stack[base + i];
      guint8 rest[GT_CARD_KINDS];
      guint left;

      /* Most plays can be beaten: ask that first, the split after. */
      if (opponents_can_beat (s, g, g->turn, &m->combo))
        continue;
      left = split_rest (s, &set, m, depth > 2 ? rest : NULL);
      if (left == 0 || left + 1 > depth)
        continue;
      found = left == 1 || control_chain (s, g, rest, depth - 1);
    }
  s->top = base;
  return found;
}

/* The control memo's slot for a key, and the tag stored in it: the mixed
 * key with bit 1 set (so that no tag is 0, an empty slot) and bit 0 free for
 * the value.  Both memos of control share the table. */
static inline guint64 *
control_memo_slot (GtSolver *s,
                   guint64   key,
                   guint64  *tag)
{
  *tag = (mix64 (key) | 2) & ~G_GUINT64_CONSTANT (1);
  return &s->control_memo[(*tag >> 2) & ((G_GUINT64_CONSTANT (1) << CONTROL_MEMO_LOG2) - 1)];
}

/* control_chain(), remembered (the other side's hands are in s->opp_key
 * and s->opp_all). */
static gboolean
control_chain_memo (GtSolver     *s,
                    const GtGame *g,
                    const guint8  hand[GT_CARD_KINDS],
                    guint         depth)
{
  guint64 h = hash_hand (hand, s->opp_all ^ (depth * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)));
  guint64 tag, *slot = control_memo_slot (s, h ^ 0x7f4a7c15, &tag);
  gboolean v;

  if ((*slot & ~G_GUINT64_CONSTANT (1)) == tag)
    return *slot & 1;
  v = control_chain (s, g, hand, depth);
  *slot = tag | (guint64) v;
  return v;
}

/* Control: the turn's player makes a play nobody on the other side can
 * beat, its partner passes, the round ends with the lead back to it, and so
 * on until it goes out with what is left.  When going out decides the goal
 * for that side, so does the node.  (The rules guarantee each round ends:
 * the others pass in turn, gd.turn.round-end.) */
static gboolean
control_wins (GtSolver     *s,
              const GtGame *g,
              guint         base,
              guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      const GtMove *m = &s->stack[base + i];
      guint left = s->left[base + i];

      if (m->n == 0 || left == 0 || (left != LEFT_UNKNOWN && left > CONTROL_DEPTH - 1) ||
          opponents_can_beat (s, g, g->turn, &m->combo))
        continue;
      if (left == LEFT_UNKNOWN)
        left = s->left[base + i] = (guint8) MIN (split_after (s, g->hand[g->turn], m), 255);
      if (left == 0 || left > CONTROL_DEPTH - 1)
        continue;
      if (left == 1)
        return TRUE;
      else
        {
          guint8 rest[GT_CARD_KINDS], cut[GT_CARD_KINDS];

          gt_card_set_to_counts (&m->cards, cut);
          for (guint k = 0; k < GT_CARD_KINDS; k++)
            rest[k] = (guint8) (g->hand[g->turn][k] - cut[k]);
          if (control_chain_memo (s, g, rest, CONTROL_DEPTH - 1))
            return TRUE;
        }
    }
  return FALSE;
}


/* The plays of the node, ordered (order_moves()), pushed on the stack (top
 * moved past them), from the memo when the hand met the table before; key is
 * the memo's key (memo_key()), unused by the naive search.  -1 on overflow. */
static int
node_moves (GtSolver             *s,
            const GtGame         *g,
            guint                 suits,
            guint64               key)
{
  guint base = s->top;
  MoveMemo *mm;
  int n;

  if (s->naive)
    {
      n = push_moves (s, g, FALSE, suits);
      if (n >= 0)
        {
          s->top += (guint) n;
          order_moves (s, g, base, (guint) n, 0);
        }
      return n;
    }
  mm = &s->memo[key & ((G_GUINT64_CONSTANT (1) << MEMO_LOG2) - 1)];
  if (mm->key == key && STACK_MOVES - s->top >= mm->n)
    {
      /* Move by move, not three calls of memcpy(): a hit is three of
       * every four lookups, most of a few plays (Dou Dizhu's: three on
       * average, a pass among them), where the calls cost more than the
       * copies. */
      for (guint i = 0; i < mm->n; i++)
        {
          s->stack[base + i] = mm->moves[i];
          s->order[base + i] = mm->order[i];
          s->left[base + i] = mm->left[i];
        }
      s->top += mm->n;
      return (int) mm->n;
    }
  n = push_moves (s, g, FALSE, suits);
  if (n < 0)
    return n;
  s->top += (guint) n;
  order_moves (s, g, base, (guint) n, 0);
  if (n <= MEMO_MOVES)
    {
      mm->key = key;
      mm->n = (guint) n;
      memcpy (mm->moves, s->stack + base, (guint) n * sizeof (GtMove));
      memcpy (mm->order, s->order + base, (guint) n * sizeof (guint32));
      memcpy (mm->left, s->left + base, (guint) n);
    }
  return n;
}

/* control_wins(), remembered: its value depends on the hand, the table and
 * the hands of the other side (mkey: the memo key of the first two). */
static gboolean
control_wins_memo (GtSolver             *s,
                   const GtGame         *g,
                   const StrengthCounts *sc,
                   guint                 base,
                   guint                 n,
                   guint64               mkey)
{
  guint64 tag, oa = s->salt, *slot;
  gboolean v;

  for (guint p = 0; p < g->n_seats; p++)
    if (!gt_game_same_side (g, p, g->turn) && gt_game_seat_active (g, p))
      {
        s->opp_key[p] = mix64 (sc->hand_key[p] ^ s->salt);
        oa = mix64 (oa ^ s->opp_key[p]) + p + 1;
      }
  s->opp_all = oa;
  slot = control_memo_slot (s, mkey ^ oa, &tag);
  if ((*slot & ~G_GUINT64_CONSTANT (1)) == tag)
    return *slot & 1;
  v = control_wins (s, g, base, n);
  *slot = tag | (guint64) v;
  return v;
}

/* Whether the seats of bit set x are two at most. */
static inline gboolean
at_most_two (guint x)
{
  x &= x - 1;
  return (x & (x - 1)) == 0;
}

/* The value of g for S–N; plays_left counts plays of S for the shed goal. */
static gboolean
search (GtSolver             *s,
        const GtGame         *g,
        guint                 plays_left,
        guint                 suits,
        const StrengthCounts *sc)
{
  gboolean reached, value, or_node, early;
  int decides = -1;
  guint64 key = 0, start = s->nodes;
  guint64 mkey = 0;
  guint base;
  int n, hit;

  /* Before anyone went out no race is decided: spare the call at most
   * nodes (a percent of Dou Dizhu's instructions). */
  if ((g->n_order != 0 || (s->goal.kind != GT_GOAL_FIRST_OUT && s->goal.kind != GT_GOAL_TEAM_FIRST &&
                           s->goal.kind != GT_GOAL_DOUBLE)) &&
      gt_goal_decided (&s->goal, g, &reached))
    return reached;
  if (s->goal.kind == GT_GOAL_SHED)
    {
      if (plays_left == 0)
        return FALSE;
      if (!s->naive && (s->prunes & GT_SOLVER_SPLIT))
        return gt_split_min_plays_cached (g->hand[GT_SEAT_S], s->ctx.level, s->split,
                                          &s->nodes) <= plays_left;
    }
  if (check_cancel (s))
    return FALSE;

  if (s->naive_tt)
    {
      /* Every seat's suits and sequences: every card keyed exactly. */
      key = hash_position (s, g, plays_left, SEQ_BITS | ((1u << GT_SEATS_MAX) - 1u), sc);
      hit = tt_probe (s, key);
      if (hit >= 0)
        return hit;
    }
  base = s->top;
  if (!s->naive)
    {
      /* Both lookups below are cache misses more often than not (a memo
       * entry and a table bucket at random places in megabytes): ask for
       * both lines at once, so that they arrive together, before the
       * node's plays are looked up.  The table's key only for a lead, or
       * when two seats at most hold cards: a node that can only pass is
       * never probed, and those are many where three seats pass in turn
       * (asking the key early at every node made Guandan's 6-card set
       * 1.17 times as long), while with two seats left the early key
       * saved Dou Dizhu's endgames 7 % of their time. */
      mkey = memo_key (s, g, sc, !(suits & (1u << g->turn)));
      __builtin_prefetch (&s->memo[mkey & ((G_GUINT64_CONSTANT (1) << MEMO_LOG2) - 1)]);
      early = g->table.type == GT_COMBO_NONE || at_most_two (g->seats & ~g->out);
      if (early)
        {
          key = hash_position (s, g, plays_left, suits, sc);
          __builtin_prefetch (&s->tt[(key & s->tt_mask) * TT_WAYS]);
        }
      decides = going_out_decides (s, g);
      n = node_moves (s, g, suits, mkey);
      if (n < 0)
        return FALSE;
      /* Going out, when that decides: the play of the whole hand is
       * ordered first (order_moves()). */
      if (decides >= 0 &&
          s->stack[base + (s->order[base] & 0xffff)].n == g->count[g->turn])
        {
          s->top = base;
          return decides;
        }
      if (n == 1 && s->stack[base].n == 0)
        {
          /* Nothing but a pass: no need to keep this node in the table,
           * its one child will be. */
          GtGame child;

          gt_game_copy (&child, g);
          s->top = base;
          gt_game_play_fast (&child, &s->stack[base]);
          if (G_UNLIKELY (child.stock_n != g->stock_n))
            {
              /* The round ended and hands drew from the stock. */
              StrengthCounts csc;
              counts_init (s, &child, &csc);
              return search (s, &child, plays_left, suits, &csc);
            }
          return search (s, &child, plays_left, suits, sc);
        }
      if (!early)
        key = hash_position (s, g, plays_left, suits, sc);
      hit = tt_probe (s, key);
      if (hit >= 0)
        {
          s->top = base;
          return hit;
        }
    }
  else
    n = node_moves (s, g, suits, 0);
  if (n < 0)
    return FALSE;
  if (decides >= 0 && (s->prunes & GT_SOLVER_SPLIT) && g->stock_n == 0 &&
      control_wins_memo (s, g, sc, base, (guint) n, mkey))
    {
      s->top = base;
      tt_store (s, key, decides, s->nodes - start);
      return decides;
    }

  or_node = gt_game_same_side (g, g->turn, GT_SEAT_S);
  value = !or_node;

  for (guint i = 0; i < (guint) n; i++)
    {
      guint idx = s->order[base + i] & 0xffff;
      const GtMove *m = &s->stack[base + idx];
      GtGame child;
      StrengthCounts csc;
      const StrengthCounts *cs = sc;    /* a pass leaves the counts as they are */
      gboolean v;

      gt_game_copy (&child, g);
      if (m->n > 0)
        {
          csc = *sc;
          counts_after_play (s, &csc, g, m);
          cs = &csc;
        }
      gt_game_play_fast (&child, m);
      /* A round's end that drew from the stock changed hands the counts
       * do not follow. */
      if (G_UNLIKELY (child.stock_n != g->stock_n))
        {
          counts_init (s, &child, &csc);
          cs = &csc;
        }
      v = search (s, &child, plays_left - (m->n > 0 ? 1 : 0),
                  m->n ? suits_mask_after (s, &child, suits, g->turn) : suits, cs);
      if (s->stopped)
        break;
      if (v == or_node)
        {
          value = v;
          break;
        }
    }
  s->top = base;

  if (!s->stopped && (!s->naive || s->naive_tt))
    tt_store (s, key, value, s->nodes - start);
  return value;
}

/* search() from a position whose counts are not known yet. */
static gboolean
search_from (GtSolver     *s,
             const GtGame *g,
             guint         plays_left,
             guint         suits)
{
  StrengthCounts sc;

  counts_init (s, g, &sc);
  return search (s, g, plays_left, suits, &sc);
}

static guint
initial_plays (const GtGoal *goal)
{
  return goal->kind == GT_GOAL_SHED ? goal->plays : 255;
}

/* The value for S–N of making play m at the root pos, plays of S left for
 * the shed goal and the root's suits (suits_mask()): what the root of a
 * solve, of a batch and a threaded solve's task each ask of every play. */
static gboolean
root_play_value (GtSolver     *s,
                 const GtGame *pos,
                 const GtMove *m,
                 guint         plays,
                 guint         suits)
{
  GtGame child;

  if (s->goal.kind == GT_GOAL_SHED && plays == 0)
    return FALSE;
  gt_game_copy (&child, pos);
  gt_game_play_fast (&child, m);
  return search_from (s, &child, plays - (m->n > 0 ? 1 : 0),
                      m->n ? suits_mask_after (s, &child, suits, pos->turn) : suits);
}

static gboolean
playable (const GtGame *pos)
{
  return pos->phase == GT_PHASE_PLAY && pos->turn < pos->n_seats &&
         gt_game_seat_active (pos, pos->turn);
}

/* ---- A trick game's points goal ------------------------------------------
 *
 * The climbing search above knows rounds and going out; a trick game's
 * points are the game's own trick solver's (GtTrickRules.solve: the
 * defenders' points at the deal's end with best play), asked once for
 * each play at the root.  A puzzle of a few tricks a seat takes a few
 * milliseconds a play.  Lines and refutations make, at each step, the play
 * whose value is best for the side to move: the defenders' most points,
 * the declarers' fewest — which keeps a won position won and beats a lost
 * one as hard as it can be beaten. */

#define TRICK_MOVES_MAX 2048

static gboolean
goal_is_points (const GtGoal *goal)
{
  return goal->kind == GT_GOAL_POINTS;
}

static gboolean
points_reached (const GtGoal *goal,
                const GtGame *pos,
                guint         value)
{
  return s_defends (pos) ? value >= goal->points : value < goal->points;
}

void
gt_move_from_trick_cards (const GtCardList *cards,
                          GtMove           *out)
{
  guint8 counts[GT_CARD_KINDS];

  memset (out, 0, sizeof *out);
  gt_card_list_count (cards, counts);
  gt_card_set_from_counts (&out->cards, counts);
  out->n = (guint8) cards->n;
  gt_move_clear_wild (out);
}

/* The plays of the seat to move into the trick, into s->trick_moves. */
static guint
trick_moves (GtSolver     *s,
             const GtGame *pos)
{
  guint n;

  if (s->trick_lists == NULL)
    {
      s->trick_lists = g_new (GtCardList, TRICK_MOVES_MAX);
      s->trick_moves = g_new (GtMove, TRICK_MOVES_MAX);
    }
  n = MIN (gt_game_trick_moves_open (pos, s->trick_lists, TRICK_MOVES_MAX), TRICK_MOVES_MAX);
  for (guint i = 0; i < n; i++)
    gt_move_from_trick_cards (&s->trick_lists[i], &s->trick_moves[i]);
  return n;
}

/* The defenders' points at the deal's end from g with best play; FALSE
 * (s->stopped) when the budget or the cancel flag stopped it. */
static gboolean
trick_value (GtSolver     *s,
             const GtGame *g,
             guint        *value)
{
  GtTrickSolve out;
  guint64 used = s->nodes - s->solve_n0, max = 0;

  if (!playable (g))
    {
      *value = gt_game_defenders_points (g);
      return TRUE;
    }
  check_limits (s);
  if (s->stopped)
    return FALSE;
  if (s->trick == NULL || s->trick_rs != g->rs)
    {
      gt_trick_solver_free (s->trick);
      s->trick = gt_trick_solver_new (g->rs);
      s->trick_rs = g->rs;
    }
  if (s->trick == NULL)
    {
      /* A trick game without a solver sets no points goal
       * (gt_goal_allowed()); be safe all the same. */
      s->stopped = TRUE;
      return FALSE;
    }
  if (s->budget_nodes != 0)
    max = s->budget_nodes - MIN (used, s->budget_nodes) + 1;
  gt_trick_solver_solve (s->trick, g, max, FALSE, &out);
  s->nodes += out.nodes;
  if (!out.complete)
    {
      s->stopped = s->exhausted = TRUE;
      return FALSE;
    }
  *value = out.value;
  return TRUE;
}

static gboolean
solve_points (GtSolver      *s,
              const GtGame  *pos,
              const GtGoal  *goal,
              GtSolveResult *result)
{
  gboolean or_node = gt_game_same_side (pos, pos->turn, GT_SEAT_S);
  guint n = trick_moves (s, pos);

  result->solvable = !or_node;
  for (guint i = 0; i < n && !s->stopped; i++)
    {
      GtGame child = *pos;
      guint value;
      gboolean wins;

      gt_game_play_fast (&child, &s->trick_moves[i]);
      if (!trick_value (s, &child, &value))
        break;
      wins = points_reached (goal, pos, value);
      if (or_node && wins)
        {
          g_array_append_val (result->winning, s->trick_moves[i]);
          result->solvable = TRUE;
        }
      else if (!or_node && !wins)
        result->solvable = FALSE;
    }
  return !s->stopped;
}

/* The play best for the side to move, and whether the goal is reached
 * after it. */
static gboolean
choose_points (GtSolver     *s,
               const GtGame *pos,
               GtMove       *out,
               gboolean     *wins)
{
  gboolean defender = pos->side[pos->turn] != pos->declarer;
  guint n, best = 0, best_value = 0;

  if (!playable (pos))
    return FALSE;
  n = trick_moves (s, pos);
  if (n == 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      GtGame child = *pos;
      guint value;

      gt_game_play_fast (&child, &s->trick_moves[i]);
      if (!trick_value (s, &child, &value))
        return FALSE;
      /* The first of equal plays: the game lists the simple choice first. */
      if (i == 0 || (defender ? value > best_value : value < best_value))
        {
          best = i;
          best_value = value;
        }
    }
  *out = s->trick_moves[best];
  *wins = points_reached (&s->goal, pos, best_value);
  return TRUE;
}

/* A trick play in words, for the second hint: which suit, leading or
 * following, and whether it takes the trick so far. */
static char *
describe_trick (const GtSolver *s,
                const GtGame   *pos,
                const GtMove   *m)
{
  const GtTrickRules *tr = pos->rs->game->trick;
  GtCardList cards;
  GtGame after = *pos;
  guint suit, led, seat = pos->turn;
  gboolean takes;

  gt_move_to_card_list (&s->ctx, m, &cards);
  if (cards.n == 0 || tr == NULL)
    return g_strdup (_("Play."));
  suit = tr->suit_of (&s->ctx, cards.card[0]);
  if (pos->trick_n == 0)
    {
      if (cards.n > 1)
        return g_strdup (_("Lead several top cards of one suit together."));
      switch (suit)
        {
        case GT_SUIT_SPADES:
          return g_strdup (_("Lead a spade."));
        case GT_SUIT_HEARTS:
          return g_strdup (_("Lead a heart."));
        case GT_SUIT_DIAMONDS:
          return g_strdup (_("Lead a diamond."));
        case GT_SUIT_CLUBS:
          return g_strdup (_("Lead a club."));
        default:
          return g_strdup (_("Lead a trump."));
        }
    }
  led = tr->suit_of (&s->ctx, pos->trick_card[0]);
  gt_game_play_fast (&after, m);
  takes = after.trick_n == 0 ? after.last_trick_by == seat : gt_game_trick_winner (&after) == seat;
  if (led != GT_SUIT_NONE && suit == GT_SUIT_NONE && !takes)
    {
      /* Trumps on a plain lead, yet the trick goes to someone else. */
      return g_strdup (_("Play a trump without taking the trick."));
    }
  if (led != GT_SUIT_NONE && suit == GT_SUIT_NONE)
    return g_strdup (_("Trump the trick."));
  if (suit != led)
    return g_strdup (takes ? _("Play a card of another suit.") : _("Discard a card of another suit."));
  return g_strdup (takes ? _("Follow suit and take the trick.") : _("Follow suit without taking the trick."));
}

/* Whether a batch still values play i in layout l: not dropped in an
 * earlier layout, and with GT_LAYOUTS_BEST, able to reach the best count
 * so far were it good in every layout left.  (A play's solved count never
 * passes l: it grows once a layout, in those it is valued in.) */
static inline gboolean
batch_values (const GtBatchResult *result,
              guint                i,
              guint                l,
              guint                n_layouts,
              guint                best,
              GtLayoutsFlags       flags)
{
  return result->solved[i] == l &&
         (!(flags & GT_LAYOUTS_BEST) || result->good[i] + (n_layouts - l) >= best);
}

/* A batch's layout l decided before anyone moves: every play still valued
 * in it is as good as any. */
static void
batch_count_decided (GtBatchResult *result,
                     guint          l,
                     gboolean       reached,
                     gboolean       or_node)
{
  for (guint i = 0; i < result->n_moves; i++)
    if (result->solved[i] == l)
      {
        result->good[i] += reached == or_node;
        result->solved[i]++;
      }
  result->won += reached;
  result->n_layouts++;
}

/* ---- Threads ---------------------------------------------------------------
 *
 * gt_solver_solve() searches every first play in full, and
 * gt_solver_solve_layouts() every play in every layout: tasks that need
 * nothing from each other but the table.  On several threads each task
 * goes to the next free worker (an atomic counter, so that two dear first
 * plays land on different threads), each worker searches with its own
 * stack and memos, and all share the solver's table (TTEntry says why
 * that is sound without locks).  The values are exact whoever finds them,
 * so the winning plays, collected by index afterwards, and a batch's
 * counts are the single thread's; only the node counts differ.  Workers
 * meet the limits every CANCEL_EVERY nodes (par_check()): the nodes of all
 * are summed against the budget, and whichever meets a limit — or the
 * cancel flag, or a stack overflow — stops them all.  The table grows
 * (tt_grown()) once all of them together pass the solver's grow_nodes. */

struct _Par {
  GtSolver *owner;
  const GtGame *layouts;   /* a batch's, or the root position alone */
  const GtMove *moves;     /* the plays of the seat to move */
  guint n_moves;
  guint plays;             /* initial_plays() */
  const guint32 *tasks;    /* layout × n_moves + play, in order */
  guint n_tasks;
  gint8 *values;           /* by layout × n_moves + play: 1, 0, or -1 not known */
  gint next;               /* the next task to take, atomic */

  /* The limits of the whole call (the owner's). */
  const gint *cancel;
  guint64 budget_nodes;
  gint64 deadline;
  guint64 nodes;           /* of every worker, atomic */
  gint stop;               /* atomic: set after the reasons below */
  gint exhausted;
  gint out_of_time;

  /* The table's growth, once. */
  guint64 grow_nodes;      /* 0: not this time */
  TTEntry *small;
  guint64 small_mask;      /* atomic: tt_widen() moves it, under grow_lock */
  guint64 widen_nodes;     /* atomic: tt_widen_nodes() of small_mask */
  GMutex grow_lock;
  TTEntry *big;            /* under grow_lock, then published by grown */
  gint grown;              /* atomic */
};

/* How many threads a call with so many tasks searches on. */
static guint
solver_threads (const GtSolver *s,
                guint           n_tasks)
{
  guint n = s->threads;

  if (s->naive || n_tasks < 2)
    return 1;
  if (n == 0)
    /* A node budget's verdict must repeat: one thread (gt-solver.h). */
    n = s->budget_nodes != 0 ? 1 : MIN ((guint) g_get_num_processors (), GT_SOLVER_THREADS_MAX);
  return MAX (MIN (n, n_tasks), 1u);
}

static void
par_stop (Par     *par,
          gboolean exhausted,
          gboolean out_of_time)
{
  if (exhausted)
    g_atomic_int_set (&par->exhausted, 1);
  if (out_of_time)
    g_atomic_int_set (&par->out_of_time, 1);
  g_atomic_int_set (&par->stop, 1);
}

/* check_limits() of a worker of a threaded solve. */
static void
par_check (GtSolver *s)
{
  Par *par = s->par;
  guint64 total = __atomic_add_fetch (&par->nodes, s->nodes - s->par_flushed, __ATOMIC_RELAXED);

  s->par_flushed = s->nodes;
  if (par->cancel != NULL && g_atomic_int_get (par->cancel) != 0)
    par_stop (par, FALSE, FALSE);
  else if (par->budget_nodes != 0 && total > par->budget_nodes)
    par_stop (par, TRUE, FALSE);
  else if (par->deadline != 0 && g_get_monotonic_time () > par->deadline)
    par_stop (par, TRUE, TRUE);
  if (g_atomic_int_get (&par->stop))
    {
      s->stopped = TRUE;
      return;
    }

  if (total > __atomic_load_n (&par->widen_nodes, __ATOMIC_RELAXED) && !g_atomic_int_get (&par->grown))
    {
      g_mutex_lock (&par->grow_lock);
      if (total > par->widen_nodes && par->big == NULL)
        {
          guint64 mask = tt_widen (par->small, par->small_mask, s->gen);

          __atomic_store_n (&par->small_mask, mask, __ATOMIC_RELAXED);
          __atomic_store_n (&par->widen_nodes, tt_widen_nodes (mask), __ATOMIC_RELAXED);
        }
      g_mutex_unlock (&par->grow_lock);
    }
  if (s->tt == par->small)
    s->tt_mask = __atomic_load_n (&par->small_mask, __ATOMIC_RELAXED);
  if (par->grow_nodes != 0 && total > par->grow_nodes && !g_atomic_int_get (&par->grown))
    {
      g_mutex_lock (&par->grow_lock);
      if (par->big == NULL)
        {
          par->big = tt_grown (par->small, par->small_mask, s->gen);
          g_atomic_int_set (&par->grown, 1);
        }
      g_mutex_unlock (&par->grow_lock);
    }
  if (g_atomic_int_get (&par->grown) && s->tt != par->big)
    tt_use_big (s, par->big, s == par->owner);
}

/* A helper takes the owner's settings for this solve (begin()'s) and its
 * table, keeping its own search state. */
static void
worker_sync (GtSolver       *w,
             const GtSolver *s)
{
  GtMove *stack = w->stack;
  guint32 *order = w->order;
  guint8 *left = w->left;
  GtSplitCache *split = w->split;
  MoveMemo *memo = w->memo;
  guint64 *control_memo = w->control_memo, *beat_memo = w->beat_memo, *split_memo = w->split_memo;

  memcpy (w, s, sizeof *w);
  w->stack = stack;
  w->order = order;
  w->left = left;
  w->split = split;
  w->memo = memo;
  w->control_memo = control_memo;
  w->beat_memo = beat_memo;
  w->split_memo = split_memo;
  w->tt_small = NULL;
  w->grow_nodes = G_MAXUINT64;  /* par_check() grows the table */
  w->widen_nodes = G_MAXUINT64;  /* … and widens it */
  w->top = 0;
  w->nodes = w->solve_n0 = w->par_flushed = 0;
  w->cancel = NULL;
  w->stopped = w->exhausted = w->out_of_time = w->overflow = w->bad_hand = FALSE;
  w->trick = NULL;
  w->trick_lists = NULL;
  w->trick_moves = NULL;
  w->pool = NULL;
  memset (w->helpers, 0, sizeof w->helpers);
  w->threads = 1;
}

/* Runs one task: the value of a play in a layout for the side making it. */
static gboolean
par_task (GtSolver *w,
          Par      *par,
          guint     task)
{
  const GtGame *pos = &par->layouts[task / par->n_moves];

  return root_play_value (w, pos, &par->moves[task % par->n_moves], par->plays,
                          suits_mask (w, pos));
}

static void
par_work (gpointer worker,
          gpointer data)
{
  GtSolver *w = worker;
  Par *par = data;

  while (!g_atomic_int_get (&par->stop))
    {
      guint t = (guint) g_atomic_int_add (&par->next, 1);
      gboolean v;

      if (t >= par->n_tasks)
        break;
      v = par_task (w, par, par->tasks[t]);
      if (w->stopped)
        {
          /* The limits, or a position the stack cannot hold. */
          par_stop (par, FALSE, FALSE);
          break;
        }
      par->values[par->tasks[t]] = (gint8) v;
    }
  __atomic_add_fetch (&par->nodes, w->nodes - w->par_flushed, __ATOMIC_RELAXED);
  w->par_flushed = w->nodes;
}

/* The owner's side of a threaded call, begun (begin()) and with its
 * root plays made. */
static void
par_init (GtSolver     *s,
          Par          *par,
          const GtGame *layouts,
          const GtMove *moves,
          guint         n_moves,
          gint8        *values)
{
  memset (par, 0, sizeof *par);
  par->owner = s;
  par->layouts = layouts;
  par->moves = moves;
  par->n_moves = n_moves;
  par->plays = initial_plays (&s->goal);
  par->values = values;
  par->cancel = s->cancel;
  par->budget_nodes = s->budget_nodes;
  par->deadline = s->deadline;
  par->grow_nodes = s->tt_small == NULL ? MAX (s->grow_nodes, 1u) : 0;
  par->small = s->tt;
  par->small_mask = s->tt_mask;
  par->widen_nodes = s->tt_small == NULL ? s->widen_nodes : G_MAXUINT64;
  g_mutex_init (&par->grow_lock);
}

/* Runs the tasks on n_threads workers, the calling thread the first; the
 * owner's node count then includes the helpers'. */
static void
par_run (GtSolver      *s,
         Par           *par,
         const guint32 *tasks,
         guint          n_tasks,
         guint          n_threads)
{
  gpointer workers[GT_SOLVER_THREADS_MAX];
  guint64 grow_nodes = s->grow_nodes, top = s->top, n0 = s->nodes, busiest;

  n_threads = MIN (n_threads, n_tasks);
  if (n_tasks == 0)
    return;
  if (s->pool == NULL && n_threads > 1)
    s->pool = gt_solver_pool_new (GT_SOLVER_THREADS_MAX - 1);
  par->tasks = tasks;
  par->n_tasks = n_tasks;
  par->next = 0;
  workers[0] = s;
  for (guint i = 1; i < n_threads; i++)
    {
      GtSolver *w = s->helpers[i - 1];

      if (w == NULL)
        {
          w = s->helpers[i - 1] = g_new0 (GtSolver, 1);
          search_state_new (w);
        }
      worker_sync (w, s);
      w->par = par;
      workers[i] = w;
    }
  s->par = par;
  s->par_flushed = s->nodes;
  s->grow_nodes = G_MAXUINT64;
  s->widen_nodes = G_MAXUINT64;   /* par_check() widens the table */
  if (n_threads > 1)
    gt_solver_pool_run (s->pool, workers, n_threads, par_work, par);
  else
    par_work (s, par);
  s->par = NULL;
  s->grow_nodes = grow_nodes;
  s->top = top;
  busiest = s->nodes - n0;
  for (guint i = 1; i < n_threads; i++)
    {
      GtSolver *w = workers[i];

      busiest = MAX (busiest, w->nodes);
      s->nodes += w->nodes;
      s->overflow |= w->overflow;
      s->bad_hand |= w->bad_hand;
      w->par = NULL;
    }
  if (par->big != NULL && s->tt != par->big)
    tt_use_big (s, par->big, TRUE);
  if (s->tt == par->small)
    {
      s->tt_mask = par->small_mask;
      s->widen_nodes = tt_widen_nodes (s->tt_mask);
    }
  s->busiest += busiest;
  s->stopped = g_atomic_int_get (&par->stop) != 0;
  s->exhausted = g_atomic_int_get (&par->exhausted) != 0;
  s->out_of_time = g_atomic_int_get (&par->out_of_time) != 0;
}

static void
par_clear (Par *par)
{
  g_mutex_clear (&par->grow_lock);
}

/* gt_solver_solve()'s root on n_threads threads: the n plays on the
 * stack, each searched in full, the winners collected in their order. */
static void
solve_root_threads (GtSolver      *s,
                    const GtGame  *pos,
                    guint          n,
                    guint          n_threads,
                    GtSolveResult *result)
{
  gboolean or_node = gt_game_same_side (pos, pos->turn, GT_SEAT_S);
  g_autofree gint8 *values = g_new (gint8, n);
  g_autofree guint32 *tasks = g_new (guint32, n);
  Par par;

  for (guint i = 0; i < n; i++)
    tasks[i] = i;
  s->top = n;
  par_init (s, &par, pos, s->stack, n, values);
  par_run (s, &par, tasks, n, n_threads);
  par_clear (&par);
  s->top = 0;
  if (s->stopped)
    return;
  result->solvable = !or_node;
  for (guint i = 0; i < n; i++)
    if (or_node && values[i])
      {
        g_array_append_val (result->winning, s->stack[i]);
        result->solvable = TRUE;
      }
    else if (!or_node && !values[i])
      result->solvable = FALSE;
}

/* gt_solver_solve_layouts() on n_threads threads, its plays made.  Every
 * play of every layout at once; with GT_LAYOUTS_BEST, layout by layout,
 * every play the single thread might value in it (it drops plays as the
 * best count grows, so these are at least its plays), the values then
 * taken in its order by its rule.  Only finished layouts are counted. */
static void
solve_layouts_threads (GtSolver       *s,
                       const GtGame   *layouts,
                       guint           n_layouts,
                       const GtGoal   *goal,
                       GtLayoutsFlags  flags,
                       guint           n_threads,
                       GtBatchResult  *result)
{
  guint n = result->n_moves;
  g_autofree gint8 *values = g_new (gint8, (gsize) n_layouts * n);
  g_autofree guint32 *tasks = g_new (guint32, (gsize) n_layouts * n);
  guint n_tasks = 0;
  Par par;

  memset (values, -1, (gsize) n_layouts * n);
  par_init (s, &par, layouts, result->moves, n, values);
  if (!(flags & GT_LAYOUTS_BEST))
    {
      for (guint l = 0; l < n_layouts; l++)
        {
          gboolean reached;

          if (!gt_goal_decided (goal, &layouts[l], &reached))
            for (guint i = 0; i < n; i++)
              tasks[n_tasks++] = l * n + i;
        }
      par_run (s, &par, tasks, n_tasks, n_threads);
    }

  for (guint l = 0; l < n_layouts; l++)
    {
      const GtGame *pos = &layouts[l];
      gboolean or_node = gt_game_same_side (pos, pos->turn, GT_SEAT_S);
      gboolean won = !or_node, reached;
      const gint8 *v = values + (gsize) l * n;
      guint best = 0;

      for (guint i = 0; i < n; i++)
        best = MAX (best, result->good[i]);
      if (gt_goal_decided (goal, pos, &reached))
        {
          batch_count_decided (result, l, reached, or_node);
          continue;
        }
      if (flags & GT_LAYOUTS_BEST)
        {
          n_tasks = 0;
          for (guint i = 0; i < n; i++)
            if (batch_values (result, i, l, n_layouts, best, flags))
              tasks[n_tasks++] = l * n + i;
          if (!s->stopped)
            par_run (s, &par, tasks, n_tasks, n_threads);
        }
      /* The layout counts only when every play valued in it has a value. */
      for (guint i = 0; i < n; i++)
        if (batch_values (result, i, l, n_layouts, best, flags) && v[i] < 0)
          goto out;
      for (guint i = 0; i < n; i++)
        {
          if (!batch_values (result, i, l, n_layouts, best, flags))
            continue;
          result->good[i] += v[i] == or_node;
          result->solved[i]++;
          best = MAX (best, result->good[i]);
          if (v[i] == or_node)
            won = v[i];
        }
      result->won += won;
      result->n_layouts++;
    }
out:
  par_clear (&par);
}

gboolean
gt_solver_solve (GtSolver      *s,
                 const GtGame  *pos,
                 const GtGoal  *goal,
                 GtSolveResult *result)
{
  gint64 t0 = g_get_monotonic_time ();
  guint64 n0;
  gboolean reached;
  guint threads;
  int n;

  memset (result, 0, sizeof *result);
  result->winning = g_array_new (FALSE, TRUE, sizeof (GtMove));
  begin (s, pos, goal);
  n0 = s->nodes;
  s->busiest = 0;

  if (gt_goal_decided (goal, pos, &reached) || !playable (pos))
    {
      result->solvable = gt_goal_decided (goal, pos, &reached) && reached;
      result->ms = (g_get_monotonic_time () - t0) / 1000.0;
      return TRUE;
    }

  if (goal_is_points (goal))
    {
      solve_points (s, pos, goal, result);
      n = -1;
    }
  else
    /* Every distinct play at the root, suits and all: the app compares
     * the learner's play with these. */
    n = push_moves (s, pos, TRUE, 0xf);
  if (n >= 0 && (threads = solver_threads (s, (guint) n)) > 1)
    {
      solve_root_threads (s, pos, (guint) n, threads, result);
      n = -1;
    }
  if (n >= 0)
    {
      guint suits = suits_mask (s, pos);
      gboolean or_node = gt_game_same_side (pos, pos->turn, GT_SEAT_S);
      guint plays = initial_plays (goal);

      s->top = (guint) n;
      result->solvable = !or_node;
      /* Every child, not just until the first winner: the set is exact. */
      for (guint i = 0; i < (guint) n && !s->stopped; i++)
        {
          const GtMove *m = &s->stack[i];
          gboolean v = root_play_value (s, pos, m, plays, suits);

          if (s->stopped)
            break;
          if (or_node)
            {
              if (v)
                {
                  g_array_append_val (result->winning, *m);
                  result->solvable = TRUE;
                }
            }
          else if (!v)
            result->solvable = FALSE;
        }
      s->top = 0;
    }

  result->cancelled = s->stopped;
  result->exhausted = s->exhausted;
  result->nodes = s->nodes - n0;
  result->ms = (g_get_monotonic_time () - t0) / 1000.0;
  if (s->busiest == 0)
    s->busiest = result->nodes;
  if (s->stopped)
    {
      result->solvable = FALSE;
      g_array_set_size (result->winning, 0);
      return FALSE;
    }
  return TRUE;
}

void
gt_solve_result_clear (GtSolveResult *result)
{
  g_clear_pointer (&result->winning, g_array_unref);
}

/* Whether b is a layout of the same decision as a: the same game, goal
 * context, seats, turn, table and hand of the seat to move. */
static gboolean
same_decision (const GtGame *a,
               const GtGame *b)
{
  return a->rs == b->rs && a->level == b->level && a->variants == b->variants &&
         a->n_seats == b->n_seats && a->seats == b->seats && a->turn == b->turn &&
         a->phase == b->phase && a->passed == b->passed && a->table_by == b->table_by &&
         memcmp (&a->table, &b->table, sizeof a->table) == 0 &&
         memcmp (a->hand[a->turn], b->hand[b->turn], GT_CARD_KINDS) == 0;
}

gboolean
gt_solver_solve_layouts (GtSolver       *s,
                         const GtGame   *layouts,
                         guint           n_layouts,
                         const GtGoal   *goal,
                         GtLayoutsFlags  flags,
                         GtBatchResult  *result)
{
  gint64 t0 = g_get_monotonic_time ();
  const GtGame *first = layouts;
  guint64 n0;
  guint threads;
  int n;

  memset (result, 0, sizeof *result);
  if (n_layouts == 0 || goal_is_points (goal) || goal->kind == GT_GOAL_SHED || !playable (first))
    return FALSE;
  for (guint l = 1; l < n_layouts; l++)
    if (!same_decision (first, &layouts[l]))
      return FALSE;

  /* One generation for the whole batch: a table entry is a position's
   * exact value under this goal, whichever layout reached it. */
  begin (s, first, goal);
  n0 = s->nodes;
  s->busiest = 0;
  n = push_moves (s, first, TRUE, 0xf);
  if (n < 0)
    return FALSE;
  result->n_moves = (guint) n;
  result->moves = g_new (GtMove, MAX (n, 1));
  result->good = g_new0 (guint, MAX (n, 1));
  result->solved = g_new0 (guint, MAX (n, 1));
  memcpy (result->moves, s->stack, (gsize) n * sizeof (GtMove));
  s->top = (guint) n;

  if ((threads = solver_threads (s, n_layouts * (guint) n)) > 1)
    solve_layouts_threads (s, layouts, n_layouts, goal, flags, threads, result);
  for (guint l = 0; l < n_layouts && !s->stopped && threads == 1; l++)
    {
      const GtGame *pos = &layouts[l];
      gboolean or_node = gt_game_same_side (pos, pos->turn, GT_SEAT_S);
      gboolean won = !or_node, reached;
      guint suits = suits_mask (s, pos);

      guint best = 0;

      for (guint i = 0; i < (guint) n; i++)
        best = MAX (best, result->good[i]);
      if (gt_goal_decided (goal, pos, &reached))
        {
          batch_count_decided (result, l, reached, or_node);
          continue;
        }
      for (guint i = 0; i < (guint) n && !s->stopped; i++)
        {
          gboolean v;

          if (!batch_values (result, i, l, n_layouts, best, flags))
            continue;
          v = root_play_value (s, pos, &result->moves[i], initial_plays (goal), suits);
          if (s->stopped)
            break;
          result->good[i] += v == or_node;
          result->solved[i]++;
          best = MAX (best, result->good[i]);
          if (v == or_node)
            won = v;
        }
      if (s->stopped)
        break;
      result->won += won;
      result->n_layouts++;
    }
  s->top = 0;

  result->cancelled = s->stopped;
  result->exhausted = s->exhausted;
  result->nodes = s->nodes - n0;
  result->ms = (g_get_monotonic_time () - t0) / 1000.0;
  if (threads == 1)
    s->busiest = result->nodes;
  return !s->stopped;
}

void
gt_batch_result_clear (GtBatchResult *result)
{
  g_clear_pointer (&result->moves, g_free);
  g_clear_pointer (&result->good, g_free);
  g_clear_pointer (&result->solved, g_free);
}

void
gt_layout_random (const GtGame *pos,
                  guint         seat,
                  GRand        *rand,
                  GtGame       *out)
{
  GtCard pool[GT_LIST_MAX * GT_SEATS_MAX];
  guint n = 0, k = 0;

  *out = *pos;    /* all of it: the caller may show it, not only search it */
  for (guint p = 0; p < pos->n_seats; p++)
    if (p != seat)
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint i = 0; i < pos->hand[p][c] && n < G_N_ELEMENTS (pool); i++)
          pool[n++] = (GtCard) c;
  for (guint i = n; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      GtCard t = pool[i - 1];

      pool[i - 1] = pool[j];
      pool[j] = t;
    }
  for (guint p = 0; p < pos->n_seats; p++)
    if (p != seat)
      {
        memset (out->hand[p], 0, GT_CARD_KINDS);
        for (guint i = 0; i < pos->count[p] && k < n; i++)
          out->hand[p][pool[k++]]++;
      }
}

/* The plays that resist longest when nothing wins: a heuristic, not a
 * proof (a longest line would need a second, depth-counting search).  For
 * the shed goal, the play that keeps the fewest plays left; else take the
 * lead if possible, with as many cards as possible, bombs last. */
static guint
resistance (GtSolver     *s,
            const GtGame *pos,
            const GtMove *m)
{
  if (s->goal.kind == GT_GOAL_SHED && (s->prunes & GT_SOLVER_SPLIT))
    {
      guint8 hand[GT_CARD_KINDS];
      guint8 cut[GT_CARD_KINDS];

      memcpy (hand, pos->hand[GT_SEAT_S], sizeof hand);
      gt_card_set_to_counts (&m->cards, cut);
      for (guint k = 0; k < GT_CARD_KINDS; k++)
        hand[k] -= m->n ? cut[k] : 0;
      return 1000 - gt_split_min_plays_cached (hand, s->ctx.level, s->split, NULL) - (m->n ? 1 : 0);
    }
  if (m->n == 0)
    return 1;
  return 100 + m->n * 4 - (m->combo.bomb ? 30 : 0);
}

/* The best move and whether it wins for S–N; FALSE when there is none or
 * the search was stopped. */
static gboolean
choose (GtSolver     *s,
        const GtGame *pos,
        guint         plays,
        GtMove       *out,
        gboolean     *wins)
{
  gboolean or_node;
  guint chosen = G_MAXUINT, best_res = 0, suits;
  int n;

  if (goal_is_points (&s->goal))
    return choose_points (s, pos, out, wins);
  if (!playable (pos))
    return FALSE;
  s->top = 0;
  suits = suits_mask (s, pos);
  n = push_moves (s, pos, FALSE, suits);
  if (n <= 0)
    return FALSE;
  s->top = (guint) n;
  order_moves (s, pos, 0, (guint) n, 0);
  or_node = gt_game_same_side (pos, pos->turn, GT_SEAT_S);
  *wins = !or_node;
  for (guint i = 0; i < (guint) n; i++)
    {
      guint idx = s->order[i] & 0xffff;
      const GtMove *m = &s->stack[idx];
      GtGame child = *pos;
      gboolean v;
      guint res;

      if (s->goal.kind == GT_GOAL_SHED && plays == 0)
        v = FALSE;
      else
        {
          gt_game_play_fast (&child, m);
          v = search_from (s, &child, plays - (m->n > 0 ? 1 : 0),
                      m->n ? suits_mask_after (s, &child, suits, pos->turn) : suits);
        }
      if (s->stopped)
        return FALSE;
      if (v == or_node)
        {
          *out = *m;
          *wins = v;
          s->top = 0;
          return TRUE;
        }
      res = resistance (s, pos, m);
      if (chosen == G_MAXUINT || res > best_res)
        {
          chosen = idx;
          best_res = res;
        }
    }
  *out = s->stack[chosen];
  s->top = 0;
  return TRUE;
}

gboolean
gt_solver_choose (GtSolver     *s,
                  const GtGame *pos,
                  const GtGoal *goal,
                  GtMove       *out)
{
  gboolean wins, reached;

  begin (s, pos, goal);
  if (gt_goal_decided (goal, pos, &reached))
    return FALSE;
  return choose (s, pos, initial_plays (goal), out, &wins);
}

gboolean
gt_solver_line (GtSolver     *s,
                const GtGame *pos,
                const GtGoal *goal,
                GArray       *steps)
{
  GtGame g = *pos;
  guint plays = initial_plays (goal);
  gboolean reached;

  begin (s, pos, goal);
  /* Each step takes a card or is a pass, and rounds end: 4 × 27 plays and
   * as many passes between them bound any deal. */
  for (guint i = 0; i < 1000; i++)
    {
      GtLineStep step;
      gboolean wins;

      if (gt_goal_decided (goal, &g, &reached))
        return TRUE;
      if (goal->kind == GT_GOAL_SHED && plays == 0)
        return TRUE;   /* out of plays: the goal failed */
      memset (&step, 0, sizeof step);
      step.seat = g.turn;
      if (!choose (s, &g, plays, &step.move, &wins))
        return !s->stopped && !playable (&g);
      g_array_append_val (steps, step);
      gt_game_play_fast (&g, &step.move);
      if (step.move.n > 0 && plays > 0)
        plays--;
    }
  return FALSE;
}

gboolean
gt_solver_refute (GtSolver     *s,
                  const GtGame *pos_after_move,
                  const GtGoal *goal,
                  GArray       *steps)
{
  gboolean reached, v;

  begin (s, pos_after_move, goal);
  if (gt_goal_decided (goal, pos_after_move, &reached))
    return !reached;
  if (!playable (pos_after_move))
    return FALSE;
  if (goal_is_points (goal))
    {
      guint value;

      if (!trick_value (s, pos_after_move, &value))
        return FALSE;
      v = points_reached (goal, pos_after_move, value);
    }
  else
    v = search_from (s, pos_after_move, initial_plays (goal), suits_mask (s, pos_after_move));
  if (s->stopped || v)
    return FALSE;
  return gt_solver_line (s, pos_after_move, goal, steps);
}

static char *
describe_type (const GtRuleset *rs,
               const GtMove    *m)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, m->combo.type);

  if (m->n == 0)
    return g_strdup (_("Pass."));
  return g_strdup (kind != NULL ? _(kind->hint) : _("Play."));
}

gboolean
gt_solver_hint (GtSolver     *s,
                const GtGame *pos,
                const GtGoal *goal,
                GtHintGrade   grade,
                const char   *idea,
                char        **text,
                GtMove       *move)
{
  GtMove m;
  gboolean wins = FALSE, reached;

  *text = NULL;
  begin (s, pos, goal);
  if (gt_goal_decided (goal, pos, &reached) ||
      !gt_game_same_side (pos, pos->turn, GT_SEAT_S) ||
      !choose (s, pos, initial_plays (goal), &m, &wins) || !wins)
    return FALSE;

  switch (grade)
    {
    case GT_HINT_NONE:
      /* Asking for no hint is the caller's mistake; the mildest hint does no harm. */
      g_warn_if_reached ();
      G_GNUC_FALLTHROUGH;
    case GT_HINT_IDEA:
      *text = g_strdup (idea != NULL && *idea ? idea : gt_goal_idea (pos->rs, goal));
      break;
    case GT_HINT_TYPE:
      *text = goal_is_points (goal) ? describe_trick (s, pos, &m) : describe_type (pos->rs, &m);
      break;
    case GT_HINT_PLAY:
    default:
      if (m.n == 0)
        *text = g_strdup (_("Pass."));
      else
        {
          GtCardList list;
          guint8 strength[GT_RANK_COUNT];
          g_autofree char *cards = NULL;

          gt_move_to_card_list (&s->ctx, &m, &list);
          s->ctx.rs->rank_strength (&s->ctx, strength);
          gt_card_list_sort (&list, strength);
          cards = gt_card_list_to_string (&list);
          /* TRANSLATORS: %s is a list of cards in the notation, "S3 S4 S5 D6 C7" */
          *text = g_strdup_printf (_("Play %s."), cards);
        }
      if (move != NULL)
        *move = m;
      break;
    }
  return TRUE;
}

guint
gt_solver_moves (const GtGame *pos,
                 GtMove       *out,
                 guint         max)
{
  GtRuleCtx ctx;
  guint n;

  if (pos->rs->game->table == GT_TABLE_TRICK)
    {
      g_autofree GtCardList *lists = g_new (GtCardList, TRICK_MOVES_MAX);

      n = MIN (gt_game_trick_moves_open (pos, lists, TRICK_MOVES_MAX), TRICK_MOVES_MAX);
      for (guint i = 0; i < n && i < max; i++)
        gt_move_from_trick_cards (&lists[i], &out[i]);
      return n;
    }
  gt_game_rule_ctx (pos, &ctx);
  n = gt_moves_generate_counts (&ctx, pos->hand[pos->turn],
                                pos->table.type != GT_COMBO_NONE ? &pos->table : NULL,
                                GT_MOVES_ALL, out, max);
  if (n == GT_MOVES_INVALID)
    return n;
  if (pos->table.type != GT_COMBO_NONE)
    {
      /* The pass, last. */
      if (n < max)
        {
          memset (&out[n], 0, sizeof *out);
          gt_move_clear_wild (&out[n]);
        }
      n++;
    }
  return n;
}

guint
gt_solver_min_plays (GtSolver     *s,
                     const GtGame *pos,
                     guint         seat)
{
  g_return_val_if_fail (seat < pos->n_seats, 0);
  return gt_split_min_plays_cached (pos->hand[seat], pos->level, s->split, &s->nodes);
}
