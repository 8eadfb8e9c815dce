/* gt-solver-private.h — what the solver's files and tests share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gt-solver.h"

G_BEGIN_DECLS

/* gt-solver-split.c: the fewest plays that empty hand at level; *nodes (may
 * be NULL) is increased by the sequence combinations tried. */
guint    gt_split_min_plays       (const guint8     hand[GT_CARD_KINDS],
                                   guint            level,
                                   guint64         *nodes);

/* The same with a cache of partial results that may be kept across calls
 * and levels (one thread at a time); cache may be NULL. */
typedef struct _GtSplitCache GtSplitCache;
GtSplitCache *gt_split_cache_new  (void);
void     gt_split_cache_free      (GtSplitCache    *cache);
guint    gt_split_min_plays_cached (const guint8    hand[GT_CARD_KINDS],
                                   guint            level,
                                   GtSplitCache    *cache,
                                   guint64         *nodes);

/* For tests: search without transposition table, move ordering or the
 * split shortcut for the shed goal — the plain AND-OR definition that the
 * fast search is checked against. */
void     gt_solver_set_naive      (GtSolver        *solver,
                                   gboolean         naive);
/* The naive search with one addition, for positions too big for it: a
 * transposition table keyed by every card of every seat exactly (suits
 * included, no abstraction), the turn, the table, the passes and the
 * finishing order — the whole state the rules look at. */
void     gt_solver_set_reference  (GtSolver        *solver);

/* For tests: the nodes into a solve after which it moves to the big table
 * (4 M), so that a small solve can take that path too. */
void     gt_solver_set_grow_nodes (GtSolver        *solver,
                                   guint64          nodes);

/* For benches: the nodes of the last solve (or batch) on its busiest
 * thread — on one thread all of them; on several, per round of work the
 * most any worker searched, summed.  Unlike the wall clock it does not
 * move with the machine's load: nodes over it is the speed-up the
 * threads allow. */
guint64  gt_solver_busiest_nodes  (const GtSolver  *solver);

/* gt-solver-threads.c: helper threads that run a function on every
 * worker of a solve at once (workers[0] in the calling thread) and wait
 * for all of them. */
typedef struct _GtSolverPool GtSolverPool;
typedef void (*GtSolverPoolFunc) (gpointer worker,
                                  gpointer data);
GtSolverPool *gt_solver_pool_new  (guint            n_helpers);
void     gt_solver_pool_free      (GtSolverPool    *pool);
void     gt_solver_pool_run       (GtSolverPool    *pool,
                                   gpointer        *workers,
                                   guint            n_workers,
                                   GtSolverPoolFunc func,
                                   gpointer         data);

G_END_DECLS
