/* dbf-private.h — what the Da Bai Fen files share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Da Bai Fen (打百分): four players in two partnerships, one deck and two
 * jokers, twelve cards each and a kitty of six, tricks of one card or of
 * several top cards of one suit, 18 trumps, points in 5s, 10s and Ks, and
 * Guandan's level ladder.  Rule ids are those of data/rules/dabaifen.md
 * (dbf.…).
 *
 * A card's place in a deal: its *suit* (the group it follows as: a plain
 * suit, or the trumps, DBF_TRUMPS) and its *strength* within that suit.
 * Strengths: plain cards and the trump suit's cards their natural rank
 * (2 … 14; the trump rank never occurs there), then the three off-suit
 * trump-rank cards 20 (equal to one another), the trump-rank card of the
 * trump suit 21, the small joker 22 and the big joker 23 (dbf.trump.order).
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "gt-game.h"
#include "gt-drill-deal.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

/* Why the player to lead leads, beyond the core's reasons (GT_LEAD_*). */
enum {
  DBF_LEAD_DECLARER = GT_LEAD_OWN,  /* dbf.lead.first: the declarer leads the first trick */
  DBF_LEAD_COUNT
};

/* Da Bai Fen's one kind of play, a single card (GtCombo.type; its table:
 * dbf-rules.c). */
enum {
  DBF_COMBO_SINGLE = 1,
  DBF_COMBO_COUNT
};

/* The suit the trumps count as (GtSuit's GT_SUIT_NONE, so that a suit
 * is a GtSuit everywhere). */
#define DBF_TRUMPS GT_SUIT_NONE

enum {
  DBF_STRENGTH_RANK_OFF = 20,   /* an off-suit trump-rank card */
  DBF_STRENGTH_RANK_TRUMP = 21, /* the trump-rank card of the trump suit */
  DBF_STRENGTH_BJ = 22,
  DBF_STRENGTH_RJ = 23,
};

#define DBF_HAND 12
#define DBF_KITTY 6
#define DBF_DECK 54
#define DBF_POINTS_TOTAL 100
/* A team that reaches this rank wins the game (dbf.rank.up). */
#define DBF_RANK_WIN GT_RANK_A

/* The game's own bytes of GtGame.own. */
enum {
  DBF_OWN_DECLARER = 0,   /* the declarer's seat (GT_SEAT_NONE before the first deal) */
  DBF_OWN_HOW,            /* how the trumps were fixed (DbfHow) */
  DBF_OWN_REDEAL,         /* the provisional declarer of a redeal pending, else GT_SEAT_NONE */
  DBF_OWN_REVOKE,         /* the first seat to revoke this deal, else GT_SEAT_NONE */
  DBF_OWN_DEFENDERS,      /* the defenders' points of the deal over, /5 */
  DBF_OWN_RESULT,         /* the game points of the deal over: bit 7 set for the defenders */
  DBF_OWN_DRAWN_BY,       /* who showed the trump-rank card, else GT_SEAT_NONE */
  DBF_OWN_FIRST,          /* who drew the first card of this deal */
  DBF_OWN_OFFER,          /* the trump-rank card the seat to declare has just drawn,
                           * else GT_CARD_NONE (GT_PHASE_DECLARE) */
};

/* The declarations while drawing (GtAction.choice of GT_ACTION_DECLARE,
 * dbf.trump.declare). */
enum {
  DBF_DECLARE_SHOW = 0,   /* show a trump-rank card: card, or GT_CARD_NONE for the one just drawn */
  DBF_DECLARE_PASS,       /* keep it hidden and draw on */
};

typedef enum {
  DBF_HOW_NONE = 0,
  DBF_HOW_DECLARED,       /* a trump-rank card was shown while drawing (dbf.trump.declare) */
  DBF_HOW_KITTY,          /* nobody declared: the kitty was turned (dbf.trump.kitty) */
  DBF_HOW_REDEAL_DECLARED,/* a redeal, and a player showed their team's rank (dbf.redeal) */
  DBF_HOW_CANCELLED,      /* the deal was cancelled (dbf.redeal) */
} DbfHow;

static inline guint
dbf_suit (const GtRuleCtx *ctx,
          GtCard           c)
{
  if (c >= GT_CARD_BJ)
    return DBF_TRUMPS;
  if (gt_card_rank (c) == ctx->level || gt_card_suit (c) == ctx->trump_suit)
    return DBF_TRUMPS;
  return gt_card_suit (c);
}

static inline guint
dbf_strength (const GtRuleCtx *ctx,
              GtCard           c)
{
  if (c == GT_CARD_RJ)
    return DBF_STRENGTH_RJ;
  if (c == GT_CARD_BJ)
    return DBF_STRENGTH_BJ;
  if (gt_card_rank (c) == ctx->level)
    return gt_card_suit (c) == ctx->trump_suit ? DBF_STRENGTH_RANK_TRUMP : DBF_STRENGTH_RANK_OFF;
  return gt_card_rank (c);
}

/* dbf.points: 5 for a 5, 10 for a 10 or a K. */
static inline guint
dbf_card_points (GtCard c)
{
  guint r = c < GT_CARD_BJ ? gt_card_rank (c) : 0;
  return r == 5 ? 5 : (r == 10 || r == GT_RANK_K) ? 10 : 0;
}

extern const guint8 dbf_points_of_kind[GT_CARD_KINDS];

/* Whether card (of suit) is a top card: no card of its suit among others
 * (counts per kind) is stronger (dbf.lead.top). */
gboolean dbf_is_top       (const GtRuleCtx *ctx,
                           GtCard           card,
                           const guint8     others[GT_CARD_KINDS]);
/* Which of n plays takes a trick (an index), and the rule. */
guint    dbf_trick_winner (const GtRuleCtx *ctx,
                           const GtCardList *plays,
                           guint            n,
                           const char     **rule);
/* dbf.result: game points from the defenders' points. */
void     dbf_result       (guint            points,
                           guint           *declarers,
                           guint           *defenders);
/* "a spade", "spades", "spades" as a noun in a sentence: the words of a
 * suit (a GtSuit, or DBF_TRUMPS), translated. */
const char *dbf_suit_one   (guint suit);
const char *dbf_suit_many  (guint suit);
const char *dbf_suit_id    (guint suit);   /* "S" … "C", "trump": notation */

extern const GtTrickRules dbf_trick_rules;
extern const GtGameRules dbf_game_rules;
const GtRuleset *dbf_ruleset (void);

/* ---- The deal: drawing, declaring, the kitty, redeals ---------------- */

/* dbf.trump.kitty: the suit the kitty turned up fixes, and how many cards
 * were turned. */
guint    dbf_kitty_suit    (const GtCard   *kitty,
                            guint           level,
                            guint          *turned);
/* dbf.redeal: whether a hand holds no trump. */
gboolean dbf_no_trump      (const GtRuleCtx *ctx,
                            const guint8     hand[GT_CARD_KINDS]);
/* dbf.kitty: the six cards a declarer holding 18 lays aside, the simple
 * choice (plain, low, no points where it can). */
void     dbf_kitty_choose  (const GtRuleCtx *ctx,
                            const guint8     hand[GT_CARD_KINDS],
                            GtCard           out[DBF_KITTY]);

/* The defenders' points of a position (dbf-game.c): their tricks, and at
 * the deal's end the kitty or a revoke's penalty. */
guint    dbf_defenders_points (const GtGame *g);

/* ---- The double-dummy solver (dbf-solve.c) ----------------------------- */

gpointer dbf_solver_new    (void);
void     dbf_solver_free   (gpointer        solver);
gboolean dbf_solve         (gpointer        solver,
                            const GtGame   *g,
                            guint64         max_nodes,
                            gboolean        want_play,
                            GtTrickSolve   *out);
/* Tests: a solve moves to the big table after this many nodes (default
 * four million), so that small solves take that path too. */
void     dbf_solver_set_grow_nodes (gpointer solver,
                                    guint64  nodes);

/* dbf-drills.c: the drills (GtRuleset.drills). */
#define DBF_N_DRILLS 2
extern const GtDrill dbf_drills[DBF_N_DRILLS];

G_END_DECLS
