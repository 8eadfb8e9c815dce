/* gt-game.h — a whole game as one state machine: the game core
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything that drives a game — the lesson player, the puzzle solver,
 * self-play — goes through this file.  The core keeps what every game of the
 * family shares: a ring of 2–6 seats (GT_SEATS_MAX) with the game's names
 * for them, hands as counts per card kind, whose turn it is, finishing
 * order, which side each seat is on, and the table — a climbing round (the
 * play to beat, who passed) or a trick (one play per seat, with its
 * leader).  What differs lives behind the ruleset (GtGameRules, below): the
 * deal, the phases before play (Guandan's tribute and return), who leads
 * after a player goes out, who takes a trick, the end of a deal and its
 * scoring, and the words of every verdict.  Guandan's are in
 * src/engine/guandan/ (docs/architecture.md).
 *
 * The state is one fixed-size plain struct: no pointers, no heap, so copying
 * a position is a memcpy and the solver can keep millions of them.  Hands are
 * counts per card kind.  Two ways change it:
 *
 *   - gt_game_act() checks an action (play, pass, tribute, return, choose,
 *     declare)
 *     with the ruleset and either applies it or refuses it with a verdict in
 *     the style of the play verdicts (rule id + explanation), leaving the
 *     state untouched;
 *   - gt_game_play_fast() / gt_game_pass_fast() trust a move already known to
 *     be legal (from a move generator) and never allocate.
 *
 * Seats that are not in play (a puzzle with two or three players) hold no
 * cards, never take a turn, and count as out when the end of the deal is
 * decided.
 *
 * Seats are numbered 0 … n_seats - 1 in play order; the partnership games
 * call them S E N W (GtSeat), the others 1 … 6.
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "gt-card.h"
#include "gt-moves.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  GT_SEAT_S = 0,
  GT_SEAT_E = 1,
  GT_SEAT_N = 2,
  GT_SEAT_W = 3,
  GT_SEAT_NONE = 0xff,
} GtSeat;

/* The most seats a game has (Gan Deng Yan: 3–6). */
#define GT_SEATS_MAX 6

/* Sides.  Seats with the same side play together; the ruleset sets them
 * (GtGameRules.setup): fixed partners (Guandan: S–N is side 0, E–W side 1),
 * each for themselves (side = seat), or roles hidden until revealed (the
 * seats in GtGame.hidden: the others do not know their side yet; the
 * engine, a double-dummy solver's, does).  GT_TEAM_SN / _EW name Guandan's
 * and Da Bai Fen's two sides. */
enum { GT_TEAM_SN = 0, GT_TEAM_EW = 1, GT_TEAM_NONE = 0xff };
#define GT_SIDE_NONE 0xff

/* How a game names its seats (GtGameRules.seat_names), seat by seat in
 * play order: its notation in files and on the command line ("S", "3"),
 * and its names for people, a letter for the table and short messages
 * ("E", "3") and a word for sentences ("East", "Player 3"); then the
 * learner's seat (the first) in words, and the partner's where the game
 * has a fixed partner to name (NULL: none).  The names for people are
 * marked NC_("seat", …) and translated in that context.  Only the game
 * knows them: Guandan's and Da Bai Fen's are the compass (S E N W), the
 * others' numbers (gt_seat_names_numbered). */
typedef struct {
  const char *id[GT_SEATS_MAX];
  const char *letter[GT_SEATS_MAX];
  const char *word[GT_SEATS_MAX];
  const char *you;
  const char *partner;
} GtSeatNames;

/* Seats numbered 1 … 6 ("Player 3"), for a game that names them so. */
extern const GtSeatNames gt_seat_names_numbered;

/* What lies in the middle of the table. */
typedef enum {
  GT_TABLE_CLIMB = 0,     /* a climbing round: the play to beat, who made it, who passed */
  GT_TABLE_TRICK,         /* a trick: one play per seat in order from its leader */
} GtTableKind;

typedef enum {
  GT_PHASE_TRIBUTE = 0,   /* losers give tribute (gd.tribute.*) */
  GT_PHASE_RETURN,        /* receivers give a card back */
  GT_PHASE_PLAY,
  GT_PHASE_DEAL_OVER,     /* waiting for the next deal */
  GT_PHASE_GAME_OVER,
  GT_PHASE_DECLARE,       /* players announce or decline a role before play
                           * (Bao Huang's emperor card, Dou Dizhu's bids, Da Bai
                           * Fen's trumps shown while drawing): GT_ACTION_DECLARE */
  GT_PHASE_DISCARD,       /* the seat to act lays cards aside face down before
                           * play (Da Bai Fen's declarer buries the kitty):
                           * GT_ACTION_DISCARD */
} GtPhase;

/* The number of phases: the size of a table by GtPhase. */
#define GT_PHASES (GT_PHASE_DISCARD + 1)

typedef enum {
  GT_ACTION_PLAY = 0,
  GT_ACTION_PASS,
  GT_ACTION_TRIBUTE,      /* card: the card given */
  GT_ACTION_RETURN,       /* card: the card returned */
  GT_ACTION_CHOOSE,       /* choice: the giver whose card the first finisher takes */
  GT_ACTION_DECLARE,      /* choice: one of the game's declarations (Bao Huang: take
                           * the emperor card, pass it on, declare a solo or a
                           * rebellion); card: a card that goes with it, or
                           * GT_CARD_NONE */
  GT_ACTION_DISCARD,      /* cards: laid aside face down (GT_PHASE_DISCARD) */
  GT_ACTION_TYPE_COUNT
} GtActionType;

/* Why the player to lead leads: the rule a "not your turn" verdict cites. */
typedef enum {
  GT_LEAD_ORDER = 0,      /* play goes round: gd.turn.order */
  GT_LEAD_FIRST_DEAL,     /* gd.deal.first */
  GT_LEAD_TRIBUTE,        /* gd.tribute.lead */
  GT_LEAD_ANTI_TRIBUTE,   /* gd.tribute.resist */
  GT_LEAD_ROUND,          /* gd.turn.round-end */
  GT_LEAD_JIEFENG,        /* gd.turn.jiefeng */
  GT_LEAD_NO_JIEFENG,     /* the next player with cards, not the partner: gd.variant.no-jiefeng,
                           * bh.turn.out-lead */
  GT_LEAD_SET,            /* set by a position */
} GtLeadReason;

typedef enum {
  GT_TRIBUTE_NONE = 0,    /* first deal, or a position without one */
  GT_TRIBUTE_SINGLE,
  GT_TRIBUTE_DOUBLE,
  GT_TRIBUTE_ANTI,        /* resisted: no cards change hands */
} GtTributeKind;

/* The Guandan variants' places in the ruleset's table (GtRuleset.variants):
 * a position's variant bit i is table entry i, since files and the command
 * line name variants and gt_ruleset_set_variant() sets the bit of the entry
 * it finds.  guandan/gd-rules.c puts each entry at its place with these indices
 * and checks at compile time that the table has exactly this many entries;
 * tests/test-game.c checks each entry's name against its bit. */
enum {
  GT_VARIANT_INDEX_RETURN_MAX_10 = 0,
  GT_VARIANT_INDEX_A_FAIL_TO_OPPONENT,
  GT_VARIANT_INDEX_A_ONLY_OFF,
  GT_VARIANT_INDEX_NO_JIEFENG,
  GT_VARIANT_INDEX_COUNT
};

/* Variant bits: 1 << the variant's index. */
enum {
  GT_VARIANT_RETURN_MAX_10 = 1u << GT_VARIANT_INDEX_RETURN_MAX_10,
  GT_VARIANT_A_FAIL_TO_OPPONENT = 1u << GT_VARIANT_INDEX_A_FAIL_TO_OPPONENT,
  GT_VARIANT_A_ONLY_OFF = 1u << GT_VARIANT_INDEX_A_ONLY_OFF,
  GT_VARIANT_NO_JIEFENG = 1u << GT_VARIANT_INDEX_NO_JIEFENG,
};

/* What a transition did, for drivers that narrate or count. */
enum {
  GT_EVENT_OUT = 1u << 0,          /* the player went out */
  GT_EVENT_ROUND_END = 1u << 1,
  GT_EVENT_JIEFENG = 1u << 2,      /* the lead passed to the partner */
  GT_EVENT_DEAL_OVER = 1u << 3,
  GT_EVENT_GAME_OVER = 1u << 4,
  GT_EVENT_BOMB = 1u << 5,
  GT_EVENT_TRIBUTE_DONE = 1u << 6, /* all tribute given; returns follow */
  GT_EVENT_RETURN_DONE = 1u << 7,  /* all returns made; play begins */
  GT_EVENT_A_FAIL = 1u << 8,       /* a third failure at A sent a team back */
  GT_EVENT_A_ONLY = 1u << 9,       /* gd.game.a-only sent a team back */
  GT_EVENT_NEED_CHOICE = 1u << 10, /* double tribute of equal cards: the first finisher chooses */
  GT_EVENT_TRICK_END = 1u << 11,   /* every seat in play has played to the trick */
  GT_EVENT_DRAW = 1u << 12,        /* cards were drawn from the stock (GtGameRules.round_end) */
};

/* Guandan's deck: two of each of the 54 kinds. */
#define GT_GAME_DECK 108
/* The largest deck of any game: every standard kind GT_COPIES_MAX times
 * (Bao Huang's four decks). */
#define GT_DECK_MAX (GT_CARD_STANDARD_KINDS * GT_COPIES_MAX)
/* The longest play the table holds.  A game's longest combination
 * (GtRuleset.max_combo_size) is at most this; a longer play is refused
 * with a message, never cut. */
#define GT_PLAY_MAX 32
#define GT_TABLE_MAX GT_PLAY_MAX
/* The cards of one trick: a play of up to GT_TRICK_PLAY_MAX cards per seat.
 * (12: a Da Bai Fen lead may be a whole hand of top cards.)  A trick game's
 * longest play (GtRuleset.max_combo_size) is checked against it when the
 * registry is first asked (gt_ruleset_check_limits()): a trick game with
 * longer plays raises it, which makes every position larger. */
#define GT_TRICK_PLAY_MAX 12
#define GT_TRICK_MAX (GT_SEATS_MAX * GT_TRICK_PLAY_MAX)
/* The most cards a stock holds: Gan Deng Yan's two decks less a deal to
 * three players (108 - 16), rounded up. */
#define GT_STOCK_MAX 96

typedef struct {
  guint8 giver;
  guint8 receiver;     /* GT_SEAT_NONE until decided (double tribute) */
  GtCard card;         /* GT_CARD_NONE until given */
  GtCard returned;     /* GT_CARD_NONE until returned */
} GtTribute;

struct _GtGame {
  const GtRuleset *rs;  /* the game's rules: a static table, so a position is
                         * still a memcpy */
  guint8 n_seats;       /* 2 … GT_SEATS_MAX, in play order 0 … n_seats - 1 */
  guint8 side[GT_SEATS_MAX];  /* each seat's side (see GT_SIDE_NONE) */
  guint8 hidden;        /* bit set: seats whose side is not known to the others */

  guint8 count[GT_SEATS_MAX];                /* cards held */
  guint8 gone[GT_CARD_KINDS];            /* cards played in this deal */

  guint8 seats;         /* bit set: seats in play in this deal */
  guint8 out;           /* bit set: seats that went out */
  guint8 order[GT_SEATS_MAX];   /* finishing order of this deal */
  guint8 n_order;
  guint8 prev_order[GT_SEATS_MAX]; /* of the previous deal (tribute, dealing) */
  guint8 has_prev;

  guint8 levels[2];     /* each side's level, 2 … 14 (A) (the partnership games) */
  guint8 a_fails[2];    /* failures while declaring at A (gd.game.a-fail) */
  guint8 level;         /* the deal's level rank */
  guint8 declarer;      /* the team whose level the deal is played at */

  guint8 phase;         /* GtPhase */
  guint8 turn;          /* who acts (play phase); GT_SEAT_NONE otherwise */
  guint8 lead_reason;   /* GtLeadReason, while the table is empty */
  guint8 passed;        /* bit set: seats that passed on the play on the table */

  /* The middle of the table: a game has one kind or the other
   * (GtGameRules.table), never both, so they share their bytes — the
   * solver copies a position per node.  Read the fields of the game's kind
   * only. */
  union {
    /* A climbing round (GT_TABLE_CLIMB). */
    struct {
      GtCombo table;        /* type GT_COMBO_NONE: the turn's player leads */
      guint8 table_by;
      guint8 table_n;
      GtCard table_card[GT_PLAY_MAX];
      GtCard table_as[GT_PLAY_MAX];
    };
    /* A trick (GT_TABLE_TRICK): trick_n plays so far, made in play order
     * from trick_leader; play i is trick_len[i] cards from
     * trick_card[trick_at[i]]. */
    struct {
      guint8 trick_leader;  /* GT_SEAT_NONE: no trick begun */
      guint8 trick_n;
      guint8 trick_len[GT_SEATS_MAX];
      guint8 trick_at[GT_SEATS_MAX];
      GtCard trick_card[GT_TRICK_MAX];
    };
  };
  guint8 tricks[GT_SEATS_MAX];  /* tricks each seat has taken in this deal */
  guint8 last_trick_by;         /* who took the last trick, GT_SEAT_NONE before */

  guint8 tribute_kind;  /* GtTributeKind */
  guint8 n_tribute;
  GtTribute tribute[2];
  guint8 a_only;        /* gd.game.a-only was triggered in this deal */
  guint8 winner;        /* the team that won the game, else GT_TEAM_NONE */
  guint8 stock_n;       /* cards left in the stock (stock[], below); 0 in games without one */

  /* Point-trick games (Da Bai Fen).  trump_suit is the deal's trump suit
   * (GtRuleCtx.trump_suit; GT_SUIT_NONE in games without one); points[s]
   * the card points (GtGameRules.card_points) in the tricks seat s has
   * taken this deal; faults the seats whose play broke a rule that stands
   * in play and is penalised when the deal is scored (a revoke: the player
   * could not see the other hands), set by GtGameRules.trick_played.  A
   * trick game's kitty is its stock: cards laid aside face down, counted
   * by the invariants, given out by the game's end of the deal. */
  guint8 trump_suit;
  guint8 points[GT_SEATS_MAX];
  guint8 faults;
  /* The game's own state, which only its files give a meaning (Bao
   * Huang: the dealer, the emperor and guard, the emperor card's
   * travels, solo and rebellion, the last deal's roles for tribute; Da
   * Bai Fen: the declarer's seat, how the trumps were fixed, a redeal
   * pending): bytes, so that a position stays a memcpy.  Zeroed by
   * gt_game_init_seats() (a game's setup may fill it otherwise); kept
   * from deal to deal. */
  guint8 own[16];

  guint16 deal_no;      /* deals started, 1 for the first */
  guint32 variants;     /* the ruleset's variant bits (Guandan: GT_VARIANT_*) */

  /* Last, so that gt_game_copy() can leave out the seats a game does not
   * have. */
  guint8 hand[GT_SEATS_MAX][GT_CARD_KINDS];  /* cards held, per kind */

  /* A face-down stock to draw from (Gan Deng Yan): stock_n cards, the next
   * one drawn last, stock[stock_n - 1], so that a draw is a decrement and a
   * copy takes only the cards left.  After the hands, so that a game
   * without a stock never copies it. */
  GtCard stock[GT_STOCK_MAX];

  /* The cards with points in the tricks each seat has taken this deal,
   * counted per copy (a GtCardSet: up to GT_COPIES_MAX of a kind, from a
   * game of several decks): so that a table can lay them face up, which
   * points[] alone cannot say.  Empty in a position read from a file,
   * whose points start at 0.  Last, and left out by gt_game_copy(): it is
   * what the table shows, never what a search needs (points[] decides),
   * and the climbing games' solver copies a position per node. */
  GtCardSet point_cards[GT_SEATS_MAX];
};

/* Copies a position for a search: every field but point_cards, the hands
 * of the game's own seats only — a four-seat game's copy is 108 bytes
 * shorter than the struct — and the stock's cards left (none in most
 * games).  The hands of dst's other seats are left as they were (unset for
 * a fresh local): a search asks only of the seats the game has. */
static inline void
gt_game_copy (GtGame       *dst,
              const GtGame *src)
{
  memcpy (dst, src, G_STRUCT_OFFSET (GtGame, hand) + (gsize) src->n_seats * sizeof src->hand[0]);
  /* The stock's cards left, in games that have one. */
  if (G_UNLIKELY (src->stock_n > 0))
    memcpy (dst->stock, src->stock, src->stock_n);
}

/* An action.  cards is used by plays and discards, combo by plays only: combo names the
 * reading meant when the cards can be read in several legal ways (type
 * GT_COMBO_NONE when there is only one). */
struct _GtAction {
  guint8 type;          /* GtActionType */
  guint8 seat;
  GtCard card;          /* tribute, return */
  guint8 choice;        /* choose: a seat */
  GtCombo combo;
  GtCardList cards;
};

/* ---- Setting up ---------------------------------------------------------- */

/* A new game of rs with its usual number of seats (GtGameRules.seats): no
 * deal yet (phase DEAL_OVER, deal_no 0), sides and levels as the ruleset
 * sets them up (Guandan: both teams at level 2).  variants: the ruleset's
 * variant bits. */
void     gt_game_init            (GtGame          *game,
                                  const GtRuleset *rs,
                                  guint32          variants);
/* The same with n_seats seats (a game of 3–6, Gan Deng Yan); FALSE, and the
 * game initialised with the usual number, when rs does not allow n_seats. */
gboolean gt_game_init_seats      (GtGame          *game,
                                  const GtRuleset *rs,
                                  guint            n_seats,
                                  guint32          variants);
gboolean gt_game_set_variant     (GtGame          *game,
                                  const char      *name);

/* Starts the next deal (phase must be DEAL_OVER) with the deck in this
 * order (n cards: the game's whole deck, GtGameRules.deck_size), as the
 * game deals (Guandan: one card at a time round the table, the first card
 * to the previous last finisher, gd.deal.later; S on the first deal; on the
 * first deal deck[turned] is the card turned up during the cut and its
 * holder leads, gd.deal.first; on later deals the tribute is set up or
 * resisted).  Returns FALSE (and changes nothing) when the phase is not
 * DEAL_OVER or the deck is not the game's. */
gboolean gt_game_deal_deck       (GtGame          *game,
                                  const GtCard    *deck,
                                  guint            n,
                                  guint            turned);
/* The same with the game's deck (GtRuleset.copies) shuffled by rand
 * (g_rand_new_with_seed: reproducible). */
gboolean gt_game_deal            (GtGame          *game,
                                  GRand           *rand);

/* The rule context of the current deal. */
void     gt_game_rule_ctx        (const GtGame    *game,
                                  GtRuleCtx       *ctx);

/* ---- Acting -------------------------------------------------------------- */

/* Checks the action and, when it is legal, applies it.  verdict (may be
 * NULL) receives the rule and explanation either way: for a refused action
 * why, for an accepted one what happened.  events (may be NULL) receives
 * GT_EVENT_* bits.  A refused action leaves the game unchanged.  rs is the
 * game's ruleset (game->rs; NULL means the same).  A play longer than the
 * table holds (GT_PLAY_MAX) or the game allows is refused, never cut. */
gboolean gt_game_act             (GtGame          *game,
                                  const GtRuleset *rs,
                                  const GtAction  *action,
                                  GtVerdict       *verdict,
                                  guint           *events);

/* The verdict on play by seat as the position stands, without acting —
 * what a lesson's judge step asks: a climbing game's judge of the cards
 * against the table (the hand for suggestions), a trick game's judge of
 * cards into the trick (GtTrickRules.judge: the hand, the lead, the
 * others' cards on the trick; the other hands unseen, as in play). */
void     gt_game_judge_play      (const GtGame    *game,
                                  guint            seat,
                                  const GtCardList *play,
                                  GtVerdict       *verdict);
/* The same for a trick game seen double dummy, as a puzzle is: the other
 * hands are open, so a lead of several cards is judged against what they
 * hold (a revoke, which stands at a real table, is refused here). */
void     gt_game_judge_trick_open (const GtGame    *game,
                                   guint            seat,
                                   const GtCardList *play,
                                   GtVerdict       *verdict);
/* Every legal play of the seat to move into the trick, judged as
 * gt_game_judge_trick_open() does, the game's simple choice first; at
 * most max written, the count returned (0 in a climbing game). */
guint    gt_game_trick_moves_open (const GtGame    *game,
                                   GtCardList      *out,
                                   guint            max);
/* The points of the side against the declarers in a trick game: the
 * points in their tricks so far and, once the deal is over, whatever the
 * game adds at its end (Da Bai Fen: the kitty doubled with the last
 * trick) — what its result is computed from.  0 in a game without. */
guint    gt_game_defenders_points (const GtGame    *game);

/* Whether gt_game_act() would accept the action, without applying it (it
 * acts on a copy).  verdict as for gt_game_act(). */
gboolean gt_game_check           (const GtGame    *game,
                                  const GtAction  *action,
                                  GtVerdict       *verdict);

/* Convenience constructors. */
void     gt_action_play          (GtAction         *action,
                                  guint             seat,
                                  const GtCardList *cards);
void     gt_action_pass          (GtAction         *action,
                                  guint             seat);
void     gt_action_card          (GtAction         *action,
                                  GtActionType      type,
                                  guint             seat,
                                  GtCard            card);
void     gt_action_choose        (GtAction         *action,
                                  guint             seat,
                                  guint             choice);
/* A declaration (GT_ACTION_DECLARE): choice is the game's, card goes with
 * it or is GT_CARD_NONE. */
void     gt_action_declare       (GtAction         *action,
                                  guint             seat,
                                  guint             choice,
                                  GtCard            card);

/* Cards laid aside face down (GT_ACTION_DISCARD). */
void     gt_action_discard       (GtAction         *action,
                                  guint             seat,
                                  const GtCardList *cards);

/* The fast path: the turn's player makes a play the caller knows to be
 * legal (a GtMove of gt-moves.h: it holds the cards and beats the table), or
 * passes (the table is not empty; a move with n == 0 is a pass too).  Same
 * transitions as gt_game_act, no checks, no allocation.  Return GT_EVENT_*
 * bits. */
guint    gt_game_play_fast       (GtGame          *game,
                                  const GtMove    *move);
guint    gt_game_pass_fast       (GtGame          *game);

/* ---- Questions ----------------------------------------------------------- */

static inline gboolean
gt_game_seat_active (const GtGame *game,
                     guint         seat)
{
  return (game->seats & ~game->out & (1u << seat)) != 0;
}

/* The seat after seat in play order, round the ring. */
static inline guint
gt_game_next_seat (const GtGame *game,
                   guint         seat)
{
  return seat + 1 < game->n_seats ? seat + 1 : 0;
}

/* The seat's side (GT_SIDE_NONE for no seat). */
static inline guint
gt_game_side (const GtGame *game,
              guint         seat)
{
  return seat < GT_SEATS_MAX ? game->side[seat] : GT_SIDE_NONE;
}

/* Whether a and b play together (a seat is on its own side). */
static inline gboolean
gt_game_same_side (const GtGame *game,
                   guint         a,
                   guint         b)
{
  return a < GT_SEATS_MAX && b < GT_SEATS_MAX && game->side[a] == game->side[b] &&
         game->side[a] != GT_SIDE_NONE;
}

/* The first other seat on seat's side after it in play order (a partner),
 * or GT_SEAT_NONE in a game of each for themselves. */
guint    gt_game_partner         (const GtGame    *game,
                                  guint            seat);

/* The next seat after seat in play order that is in play and holds cards,
 * or GT_SEAT_NONE. */
guint    gt_game_next_active     (const GtGame    *game,
                                  guint            seat);

/* The count a player must tell when asked (gd.count.disclose: exactly up to
 * 10, else -1 for "more than 10"); the exact count in games that show it. */
int      gt_game_disclosed_count (const GtGame    *game,
                                  guint            seat);

/* The seat that takes the trick on the table (its plays all made), by the
 * game's rule; GT_SEAT_NONE when there is no trick. */
guint    gt_game_trick_winner    (const GtGame    *game);

/* Tribute, asked of the game (GtGameRules.tribute; a game without
 * tribute answers 0 / FALSE, and a verdict says it has none).  The words
 * and rules are the game's; Guandan's in brackets.
 *
 * The cards that may be paid from a hand (counts per kind) at a level
 * (gd.tribute.highest: every card tied for the highest, wild cards
 * excluded): a bit per kind into eligible, and how many kinds qualify. */
guint    gt_tribute_eligible     (const GtRuleset *rs,
                                  const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  gboolean         eligible[GT_CARD_KINDS]);
/* The teaching answer for a hand about to pay tribute: which cards may be
 * paid and why, or that it resists (gd.tribute.highest, gd.tribute.resist). */
void     gt_tribute_explain_hand (const GtRuleset *rs,
                                  const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  GtVerdict       *verdict);
/* Whether one hand alone resists tribute (both big jokers, gd.tribute.resist). */
gboolean gt_tribute_resists      (const GtRuleset *rs,
                                  const guint8     hand[GT_CARD_KINDS]);
/* Whether returning card is legal, the hand being as it is after receiving
 * received (gd.tribute.return, gd.tribute.return-not-same, variant
 * return-max-10).  Fills verdict (may be NULL). */
gboolean gt_tribute_check_return (const GtRuleset *rs,
                                  const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  guint32          variants,
                                  GtCard           received,
                                  GtCard           card,
                                  GtVerdict       *verdict);
/* Whether paying card as tribute from hand is legal (gd.tribute.highest). */
gboolean gt_tribute_check_card   (const GtRuleset *rs,
                                  const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  GtCard           card,
                                  GtVerdict       *verdict);

/* The tribute questions of a game that has tribute (Guandan; Bao Huang),
 * as above without the ruleset. */
typedef struct {
  guint    (*eligible)     (const guint8 hand[GT_CARD_KINDS], guint level, gboolean eligible[GT_CARD_KINDS]);
  void     (*explain_hand) (const guint8 hand[GT_CARD_KINDS], guint level, GtVerdict *verdict);
  gboolean (*resists)      (const guint8 hand[GT_CARD_KINDS]);
  gboolean (*check_return) (const guint8 hand[GT_CARD_KINDS], guint level, guint32 variants,
                            GtCard received, GtCard card, GtVerdict *verdict);
  gboolean (*check_card)   (const guint8 hand[GT_CARD_KINDS], guint level, GtCard card, GtVerdict *verdict);
} GtTributeRules;

typedef struct _GtTrickSolve GtTrickSolve;

/* A question about cards played into a trick (GtTrickRules.judge): what
 * the player sees.  Any list but play may be NULL. */
typedef struct {
  const GtCardList *play;    /* the cards played */
  const GtCardList *hand;    /* the player's whole hand before playing */
  const GtCardList *lead;    /* the cards that led the trick; NULL or empty: the player leads */
  const GtCardList *played;  /* the cards the others put on the trick after the lead */
  const GtCardList *others;  /* every card still held by the other players (to judge top cards) */
} GtTrickQuestion;

/* The questions of a trick game (GtGameRules.trick), on cards alone, as
 * lessons and the command line ask them. */
struct _GtTrickRules {
  /* Whether the play may go into the trick, with the rule and words. */
  void     (*judge)  (const GtRuleCtx *ctx, const GtTrickQuestion *q, GtVerdict *v);
  /* Which of n plays (in play order, the first the lead) takes the trick:
   * its index, the deciding rule and, in v (may be NULL), the words and
   * the points; G_MAXUINT when the plays are no trick (v says why). */
  guint    (*winner) (const GtRuleCtx *ctx, const GtCardList *plays, guint n,
                      const char **rule, GtVerdict *v);
  /* Every legal play of q->hand into the trick (q->play unused), at most
   * max, the game's simple choice first; q->others as for judge. */
  guint    (*moves)  (const GtRuleCtx *ctx, const GtTrickQuestion *q, GtCardList *out, guint max);
  /* The deal's result from the defenders' points: game points of each
   * side (declarers, defenders), the rule and the words. */
  void     (*result) (guint points, guint *declarers, guint *defenders, const char **rule, char **explanation);
  /* The suit a card counts as: a GtSuit, or GT_SUIT_NONE for the trumps. */
  guint    (*suit_of) (const GtRuleCtx *ctx, GtCard card);
  /* A double-dummy solver of the tricks left (NULL: none): made once,
   * with its fixed memory, used for any number of positions. */
  gpointer (*solver_new)  (void);
  void     (*solver_free) (gpointer solver);
  gboolean (*solve)       (gpointer solver, const GtGame *g, guint64 max_nodes, gboolean want_play,
                           GtTrickSolve *out);
  /* The defenders' points in g (gt_game_defenders_points()); NULL: the
   * points of their tricks alone. */
  guint    (*defenders_points) (const GtGame *g);
};

/* A position's tricks solved double-dummy (every hand known): the points
 * of the side against the declarers at the deal's end when both sides play
 * their best, with the kitty (GtTrickRules.solve). */
struct _GtTrickSolve {
  guint value;          /* the defenders' points at the end of the deal */
  guint64 nodes;        /* positions searched */
  gboolean complete;    /* FALSE: the budget ran out first, value unknown */
  GtCardList play;      /* with want_play: a best play of the seat to act */
};

typedef struct _GtTrickSolver GtTrickSolver;
/* The game's trick solver (NULL when it has none) and a solve with it. */
GtTrickSolver *gt_trick_solver_new   (const GtRuleset *rs);
void           gt_trick_solver_free  (GtTrickSolver   *solver);
gboolean       gt_trick_solver_solve (GtTrickSolver   *solver,
                                      const GtGame    *g,
                                      guint64          max_nodes,
                                      gboolean         want_play,
                                      GtTrickSolve    *out);

/* Checks the invariants: counts match hands, and — when every seat is in
 * play and no cards are missing by design — every card of the deck is in a
 * hand, on the discard pile, in the trick or travelling as tribute.  The
 * message of error names what is wrong. */
gboolean gt_game_check_invariants (const GtGame   *game,
                                   gboolean        full_deck,
                                   GError        **error);

/* ---- Names --------------------------------------------------------------- */

/* Seats have only the names their game gives them (GtSeatNames): a caller
 * asks the game, never spells them. */
typedef enum {
  GT_SEAT_NAME_LETTER,   /* "E", "3": the table's labels, short messages */
  GT_SEAT_NAME_WORD,     /* "East", "Player 3": in sentences */
} GtSeatNameForm;
/* A game's names for its seats (GtGameRules.seat_names): "S" or "3" in
 * notation ("-" for a seat the game does not have), "E" / "East" or "3" /
 * "Player 3" for people (translated; "?" for a seat the game does not
 * have). */
const char *gt_ruleset_seat_id   (const GtRuleset *rs,
                                  guint            seat);
const char *gt_ruleset_seat_name (const GtRuleset *rs,
                                  guint            seat,
                                  GtSeatNameForm   form);
gboolean    gt_ruleset_seat_parse (const GtRuleset *rs,
                                  guint            n_seats,
                                  const char      *text,
                                  guint           *seat);
/* The same for the game's own seats. */
const char *gt_game_seat_id      (const GtGame    *game,
                                  guint            seat);
const char *gt_game_seat_name    (const GtGame    *game,
                                  guint            seat,
                                  GtSeatNameForm   form);
/* A seat in words for the table, from the learner's side: the learner's
 * (the first) "South (you)" or "You", a fixed partner "North, your
 * partner" (GtSeatNames.partner; never one the game hides, GtGame.hidden),
 * any other seat its word ("East", "Player 3").  Translated. */
const char *gt_game_seat_words   (const GtGame    *game,
                                  guint            seat);
/* "1st" … "6th", translated. */
const char *gt_place_name        (guint            place);
const char *gt_phase_to_string   (guint            phase);  /* "play" */
gboolean    gt_phase_parse       (const char      *text,
                                  guint           *phase);
const char *gt_team_to_string    (guint            team);   /* "SN" */

/* The hand of a seat as a sorted card list. */
void        gt_game_hand_list    (const GtGame    *game,
                                  guint            seat,
                                  GtCardList      *out);

/* ---- The text form (docs/position-format.md) ----------------------------- */

#define GT_POSITION_ERROR (gt_position_error_quark ())
GQuark gt_position_error_quark (void);

typedef enum {
  GT_POSITION_ERROR_BAD_VALUE,
  GT_POSITION_ERROR_MISSING,
  GT_POSITION_ERROR_INCONSISTENT,
} GtPositionError;

/* Sets the game up from the keys of one group.  Errors name the key and the
 * problem: "key 'table': …".  On error the game is unchanged, and *bad_key
 * (bad_key may be NULL) is the key at fault as data — "table", "S", a
 * static string — for a reader that points at that key's line, or NULL when
 * no one key is (no such group, no hands, too many copies of a card); on
 * success it is NULL.  The message is for people: nobody need parse it. */
gboolean gt_game_load_key_file   (GtGame          *game,
                                  const GtRuleset *rs,
                                  GKeyFile        *key_file,
                                  const char      *group,
                                  const char     **bad_key,
                                  GError         **error);
/* Writes the game into the group (the keys it uses are replaced). */
void     gt_game_save_key_file   (const GtGame    *game,
                                  const GtRuleset *rs,
                                  GKeyFile        *key_file,
                                  const char      *group);
/* Whether a key file value has only the escapes GKeyFile knows (\s \n \t
 * \r \\ \; \,) and no backslash at its end.  GLib 2.74 warns ("GError set
 * over the top of a previous GError") on a value with both a bad escape and a
 * trailing backslash, which is fatal under G_DEBUG=fatal-warnings: readers
 * of text from strangers check values with this first.  *why (may be NULL)
 * says what is wrong, untranslated. */
gboolean gt_key_file_value_valid (const char      *value,
                                  const char     **why);
/* Parses text in key-file form ("[position]\nS=…") from a string. */
gboolean gt_game_load_string     (GtGame          *game,
                                  const GtRuleset *rs,
                                  const char      *text,
                                  const char      *group,
                                  GError         **error);
char    *gt_game_save_string     (const GtGame    *game,
                                  const GtRuleset *rs,
                                  const char      *group);

/* ---- The game's operations (the seam, docs/architecture.md) -------------- */

/* The words of every verdict the core gives, in the game's voice and with
 * its rule ids.  Each refuse_* fills the verdict as illegal and returns
 * FALSE; each explain_* words an accepted action.  Any may be NULL: the
 * verdict then has no rule and no words (a test's ruleset). */
typedef struct {
  gboolean (*refuse_not_in_play) (const GtGame *g, GtVerdict *v, guint seat);
  gboolean (*refuse_phase)       (const GtGame *g, const GtAction *a, GtVerdict *v);
  gboolean (*refuse_out)         (const GtGame *g, GtVerdict *v, guint seat);
  gboolean (*refuse_turn)        (const GtGame *g, GtVerdict *v, guint seat);
  gboolean (*refuse_unknown)     (const GtGame *g, GtVerdict *v);
  gboolean (*refuse_empty)       (const GtGame *g, GtVerdict *v);
  gboolean (*refuse_not_held)    (const GtGame *g, GtVerdict *v, GtCard card);
  gboolean (*refuse_reading)     (const GtGame *g, GtVerdict *v, const GtCombo *combo);
  gboolean (*refuse_ambiguous)   (const GtGame *g, GtVerdict *v, guint n);
  gboolean (*refuse_lead_pass)   (const GtGame *g, GtVerdict *v);
  gboolean (*refuse_too_long)    (const GtGame *g, GtVerdict *v, guint n, guint max);
  void     (*explain_play)       (const GtGame *g, guint seat, guint events, GtVerdict *v);
  void     (*explain_pass)       (const GtGame *g, guint seat, guint events, GtVerdict *v);
} GtGameExplain;

/* One answer a learner may give to a declaration (a step of a game's
 * GT_ACTION_DECLARE, GtStepAction.choices): a button on the lesson page. */
typedef struct {
  const char *id;        /* "pass", "2": a lesson's Answer= and WrongN= */
  guint8 choice;         /* GtAction.choice */
  /* A card the learner has selected goes with it (the card shown:
   * Da Bai Fen's trump-rank card, Bao Huang's called guard); without one,
   * GT_CARD_NONE, which the game reads as its default. */
  gboolean with_card;
  const char *label;     /* translatable (N_), with a mnemonic: "Bid _2" */
} GtStepChoice;

/* An action of a game that is not a play, as a learner takes it in a
 * lesson (docs/lesson-format.md, Do=ID): the game declares its own
 * (GtGameRules.step_actions), so that shared code names none. */
typedef struct {
  const char *id;        /* "bid", "bury", "tribute": a lesson's Do= */
  guint8 type;           /* GtActionType taken */
  guint8 phase;          /* GtPhase a step's position must be in */
  /* The cards the learner selects: 1 (a tribute), 6 (Da Bai Fen's kitty);
   * 0: a declaration, answered by one of choices. */
  guint8 n_cards;
  const char *rule;      /* the rule that defines it, "ddz.bid" */
  const char *label;     /* translatable (N_), with a mnemonic: a
                          * card step's button ("_Pay Tribute"), a
                          * declaration's name ("Bid") */
  /* Translatable (N_): what a card step asks, said when the selection
   * is not n_cards ("Select the one card you pay, then press Pay
   * Tribute."); a declaration's question ("Bid for landlord, or pass."). */
  const char *prompt;
  const GtStepChoice *choices;  /* a declaration's, ended by an entry with id NULL */
} GtStepAction;

/* A game's operations around its plays (GtRuleset.game).  The core calls
 * them; no caller does.  Optional entries may be NULL, as noted. */
struct _GtGameRules {
  guint8 min_seats, max_seats, seats;  /* the range, and a new game's number */
  guint8 table;                  /* GtTableKind */
  const GtSeatNames *seat_names; /* NULL: gt_seat_names_numbered */
  guint deck_size;               /* cards dealt: the sum of GtRuleset.copies */
  const char *const *side_ids;   /* notation of sides by number ("SN", "EW"); may be NULL */
  guint32 actions;               /* bit per GtActionType the game has besides plays and
                                  * passes: its setup phases (Guandan: tribute, return,
                                  * choose), and so the lesson steps it may have */
  /* The actions a lesson's step may take (Do=), ended by an entry with
   * id NULL; NULL: none but the shared verbs (gt-lesson.h). */
  const GtStepAction *step_actions;
  /* The cards a seat lays aside in GT_PHASE_DISCARD (Da Bai Fen: 6): a
   * hand holds this many more than GtRuleset.hand_size then. */
  guint8 discard;
  guint32 goals;                 /* bit per GtGoalKind (gt-solver.h) its puzzles may set */
  /* The idea behind each of its goals in its own words, for a puzzle's
   * first hint (gt_goal_idea()): N_, indexed by GtGoalKind (GT_GOAL_KINDS
   * entries); NULL, or a NULL entry: the shared words, which name no
   * game's own terms. */
  const char *const *goal_ideas;
  /* Its words for its own phases, shown on the table (N_, indexed by
   * GtPhase, GT_PHASES entries; gt_game_phase_words()): Guandan's
   * "Tribute".  NULL, or a NULL entry: the shared words of the end of a
   * deal and of the game, or none. */
  const char *const *phase_words;

  /* A new game: sides, levels, the game's own state (the core has zeroed
   * it and set rs, n_seats and variants; sides default to each for
   * themselves). */
  void     (*setup)        (GtGame *g);
  /* Deals deck (deck_size cards, checked by the core) and sets up the
   * first phase and turn (the core has emptied hands, table, trick and
   * finishing order, set every seat in play and counted the deal). */
  void     (*deal)         (GtGame *g, const GtCard *deck, guint turned);

  /* Actions other than plays and passes (tribute, return, choose, …):
   * check fills v and returns FALSE when refused; apply applies a checked
   * action, words it into v (may be NULL) and returns GT_EVENT_* bits.
   * NULL: the game has none, and they are refused as unknown. */
  gboolean (*check_action) (const GtGame *g, const GtAction *a, GtVerdict *v);
  guint    (*apply_action) (GtGame *g, const GtAction *a, GtVerdict *v);

  /* A seat has just gone out, with combo (NULL in a trick) — for rules
   * that care how (Guandan's a-only).  NULL: nothing to note. */
  void     (*went_out)     (GtGame *g, guint seat, const GtCombo *combo);
  /* Whether the deal is over, and its end: the rest of the finishing
   * order, scores and levels, the next phase.  Returns GT_EVENT_* bits. */
  gboolean (*deal_ended)   (const GtGame *g);
  guint    (*end_deal)     (GtGame *g);
  /* A climbing round ended and its last player has gone out: who leads
   * (Guandan: the partner, 接风), with the reason for the verdicts
   * (GtLeadReason) and GT_EVENT_* bits.  NULL: the next player in turn. */
  guint    (*lead_after_out) (const GtGame *g, guint by, guint *reason, guint *events);
  /* A trick: whether the action's cards may be played to it (follow suit
   * …), and which of its plays takes it (an index into the trick's plays).
   * Both required of a trick game. */
  gboolean (*check_trick)  (const GtGame *g, const GtAction *a, GtVerdict *v);
  guint    (*trick_taker)  (const GtGame *g);

  /* gd.count.disclose and the like.  NULL: the exact count. */
  int      (*disclosed_count) (const GtGame *g, guint seat);
  /* The rule a "not your turn" verdict cites, by GtLeadReason. */
  const char *(*lead_rule) (guint reason);

  const GtGameExplain *explain;
  /* Tribute's questions, for lessons and the command line; NULL: none. */
  const GtTributeRules *tribute;
  /* A trick game's questions about cards played into a trick, for lessons
   * and the command line (check, trick, moves, result); NULL: none. */
  const GtTrickRules *trick;
  /* The points of each card kind, counted into GtGame.points when a trick
   * is taken (Da Bai Fen: 5s, 10s and Ks).  NULL: cards carry none. */
  const guint8 *card_points;
  /* A play is about to go into the trick, its cards still in the hand and
   * every other hand as it is: for a rule that stands in play but is
   * penalised at scoring (GtGame.faults).  NULL: nothing to note. */
  void     (*trick_played) (GtGame *g, guint seat, guint n, const GtCard *cards);
  /* The game's own invariants, after the core's (Da Bai Fen: a kitty of
   * six cards).  NULL: none. */
  gboolean (*check_invariants) (const GtGame *g, GError **error);

  /* The deck under these variants: copies of each kind, and the number of
   * cards returned (Gan Deng Yan's two-decks).  NULL: GtRuleset.copies
   * and deck_size. */
  guint    (*deck)         (guint32 variants, guint8 copies[GT_CARD_KINDS]);
  /* A climbing round has ended (everyone passed on by's play; the table is
   * cleared): what happens between rounds before the leader is chosen —
   * Gan Deng Yan's draw from the stock.  Returns GT_EVENT_* bits.  NULL:
   * nothing. */
  guint    (*round_end)    (GtGame *g, guint by);
  /* The scores of a deal that is over, per seat (a game that scores
   * deals rather than levels).  NULL: the game has none. */
  void     (*deal_scores)  (const GtGame *g, int scores[GT_SEATS_MAX]);
  /* A play has been taken out of seat's hand (the table already holds
   * it): for rules that care which cards were played (Bao Huang's guard
   * revealed by the guard card).  NULL: nothing.  Called before the core
   * looks at whether the seat went out. */
  void     (*played)       (GtGame *g, guint seat, const GtCard *cards, guint n);
  /* A seat's role in the deal in a word for the table (Bao Huang's
   * "Emperor", "Guard"), translated; NULL: none.  Callers ask
   * gt_game_seat_role(), which keeps a role the game hides
   * (GtGame.hidden) from everyone but its seat.  NULL: the game has no
   * roles. */
  const char *(*seat_role) (const GtGame *g, guint seat);
  /* A computer player's choice of an action that is not a play (the
   * setup phases, or a declaration before a play, such as Bao Huang's
   * rebellion), with r a random number for variety: FALSE when it has
   * nothing to do.  Self-play asks it in every phase but play, and in
   * play before each play.  NULL: none. */
  gboolean (*choose_action) (const GtGame *g, guint32 r, GtAction *a);
  /* choose_action takes no random number (r unused): self-play draws
   * none for it, so that a seeded run deals the same cards. */
  gboolean plain_choices;
  /* A seat's view (gt-view.h) of the game's own secrets: view_mask takes
   * out of pub what viewer cannot know in the game's own state (Bao
   * Huang: who the hidden guard is, a secret solo); view_settle makes a
   * layout of the unseen cards whole again, the game's own state agreeing
   * with the hands dealt (the guard is whoever holds the guard card), and
   * its sides set.  NULL: the game keeps no secret of its own, and a
   * layout keeps the sides the view shows. */
  void     (*view_mask)    (GtGame *pub, guint viewer);
  void     (*view_settle)  (GtGame *world);
  /* The game's own keys of a position (docs/position-format.md): keys
   * lists them, NULL-ended, so that saving can clear stale ones;
   * load_keys reads them after the core's (FALSE with error set, and
   * *bad_key the key at fault, a static string), save_keys writes them.
   * NULL: none. */
  const char *const *keys;       /* at most GT_GAME_KEYS_MAX */
  gboolean (*load_keys)    (GtGame *g, GKeyFile *kf, const char *group,
                            const char **bad_key, GError **error);
  void     (*save_keys)    (const GtGame *g, GKeyFile *kf, const char *group);
  /* The game has no set end: deal follows deal (Gan Deng Yan), and a
   * self-played "game" is one deal. */
  gboolean open_ended;
  /* The game has no level rank (Gan Deng Yan): a --level is refused. */
  gboolean no_level;
  /* The solver's shortcuts that hold for this game (GT_SOLVER_*,
   * gt-solver.c): each is exact only for the game's shapes, so a game
   * without them is searched plainly — every card hashed, every play tried,
   * ordered by a simple rule. */
  guint32 solver;
  /* The words of its declarations (GT_ACTION_DECLARE) that no lesson step
   * names (GtStepAction.choices), by GtAction.choice: N_, n_declare_words
   * entries, NULL where a step's choice names it (Bao Huang's rebellion,
   * declared in play); NULL: none (gt_game_declare_words()). */
  const char *const *declare_words;
  guint8 n_declare_words;
  /* What a deal just dealt has set up, in words for the table as viewer
   * may know it (trumps and the declarer, tribute between deals,
   * anti-tribute): lines appended to lines (char *, translated, owned by
   * the array).  NULL: nothing to tell. */
  void     (*deal_words)   (const GtGame *g, guint viewer, GPtrArray *lines);
};

/* The solver's shortcuts a game may declare (GtGameRules.solver). */
enum {
  /* The fewest-plays split of a hand (gt-solver-split.c: Guandan's shapes)
   * orders plays, proves control chains and answers the shed goal. */
  GT_SOLVER_SPLIT = 1u << 0,
  /* A hand keyed by its rank counts, and its plays made one per rank
   * pattern (GT_MOVES_BY_RANK), once the game says its suits cannot matter
   * (GtRuleset.suits_matter: Guandan's straight flushes; never in Gan Deng
   * Yan). */
  GT_SOLVER_BY_RANK = 1u << 1,
  /* Positions keyed by order of strength once no seat can make a sequence,
   * as Guandan's shapes decide it (five cards or more; wild cards filling
   * gaps). */
  GT_SOLVER_BY_STRENGTH = 1u << 2,
};

/* The most keys of its own a game's positions have (GtGameRules.keys):
 * the lesson and puzzle readers keep a table of every key a group may have,
 * sized by it. */
#define GT_GAME_KEYS_MAX 8

/* The most copies of a card the fewest-plays split takes (GT_SOLVER_SPLIT:
 * its cache keys count a rank's cards in four bits and each joker's in two,
 * Guandan's two decks). */
#define GT_SOLVER_SPLIT_COPIES_MAX 2

#define GT_RULESET_ERROR (gt_ruleset_error_quark ())
GQuark gt_ruleset_error_quark (void);

typedef enum {
  GT_RULESET_ERROR_LIMIT,
} GtRulesetError;

/* Whether rs fits the engine's fixed sizes: its seats (GT_SEATS_MAX) and
 * their names, its decks under every combination of its variants
 * (GT_COPIES_MAX copies of a card, GT_DECK_MAX cards), the wild cards one
 * play may hold at any level (GT_WILD_MAX: a move records what each
 * stands for), its longest play (GT_PLAY_MAX; a trick game's
 * GT_TRICK_PLAY_MAX), its hands (GT_LIST_MAX), its own position keys
 * (GT_GAME_KEYS_MAX), the card points one seat can take (a byte, GtGame.points)
 * and its solver shortcuts' own limits.  FALSE with error (GT_RULESET_ERROR)
 * naming the game, what it declares and the limit.  gt_rulesets() checks
 * every game of the registry once, and stops the program with that message
 * when one does not fit: a game too big for a table must fail there, not
 * give wrong answers in a search. */
gboolean gt_ruleset_check_limits (const GtRuleset *rs,
                                  GError         **error);

/* The deck of rs under variants (GtGameRules.deck): copies per kind, and
 * the number of cards. */
guint    gt_ruleset_deck         (const GtRuleset *rs,
                                  guint32          variants,
                                  guint8           copies[GT_CARD_KINDS]);
/* The scores of the deal just over, per seat (GtGameRules.deal_scores);
 * FALSE (scores zeroed) when the game has none or no deal is over. */
gboolean gt_game_deal_scores     (const GtGame    *game,
                                  int              scores[GT_SEATS_MAX]);

/* seat's role in the deal as viewer knows it (GtGameRules.seat_role),
 * translated: NULL for none, and for a role still hidden from viewer
 * (GtGame.hidden) — a table shows the learner only what the learner may
 * know.  viewer GT_SEAT_NONE: what everyone knows. */
const char *gt_game_seat_role   (const GtGame    *game,
                                  guint            seat,
                                  guint            viewer);

/* The words of the game's phase for the table, translated, or NULL when
 * the table says nothing (play): the game's own (GtGameRules.phase_words),
 * else the shared words of the end of a deal and of the game. */
const char *gt_game_phase_words (const GtGame    *game);

/* Whether seat plays against the declaring side in a game that counts card
 * points (GtGameRules.card_points): the side whose points decide the deal
 * (Da Bai Fen's defenders).  FALSE in a game without card points, or when
 * no side declares. */
gboolean gt_game_is_defender     (const GtGame    *game,
                                  guint            seat);

/* rs's lesson step action of that id (GtGameRules.step_actions), or NULL. */
const GtStepAction *gt_ruleset_step_action (const GtRuleset *rs,
                                            const char      *id);
/* Its ids, "tribute, return", for an error message; free with g_free(). */
char    *gt_ruleset_step_action_ids (const GtRuleset *rs);
/* The choice of that id of a declaration step, or NULL. */
const GtStepChoice *gt_step_action_choice (const GtStepAction *act,
                                           const char         *id);
/* The choice of a declaration step whose GtAction.choice is choice, or NULL. */
const GtStepChoice *gt_step_action_choice_of (const GtStepAction *act,
                                              guint               choice);

/* Whether the game has actions of this type (GtGameRules.actions; plays
 * and passes every game has). */
gboolean gt_ruleset_has_action   (const GtRuleset *rs,
                                  GtActionType     type);

/* The game's words for a declaration, translated, without a mnemonic
 * ("Bid 2"): its step's choice's label (GtStepAction.choices), else
 * GtGameRules.declare_words; NULL when it names none.  Free with g_free(). */
char    *gt_game_declare_words   (const GtGame    *game,
                                  guint            choice);
/* The most choices a declaration of any game has (GtAction.choice below
 * it): callers try each. */
#define GT_DECLARE_CHOICES_MAX 8
/* What the deal just dealt has set up, in lines for the table as viewer
 * may know it (GtGameRules.deal_words), appended to lines. */
void     gt_game_deal_words      (const GtGame    *game,
                                  guint            viewer,
                                  GPtrArray       *lines);

/* The rule id the current lead cites (GtLeadReason), from the game. */
const char *gt_game_lead_rule    (const GtGame    *game,
                                  guint            reason);

G_END_DECLS
