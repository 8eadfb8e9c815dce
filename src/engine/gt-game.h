/* gt-game.h — a whole game of Guandan as one state machine
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything that drives a game — the lesson player, the puzzle solver,
 * self-play — goes through this file: whose turn it is, rounds and passes,
 * going out and 接风, the end of a deal, the level-up, tribute and return,
 * and the rules of level A.  Rule ids cite data/rules/guandan.md.
 *
 * The state is one fixed-size plain struct: no pointers, no heap, so copying
 * a position is a memcpy and the solver can keep millions of them.  Hands are
 * counts per card kind.  Two ways change it:
 *
 *   - gt_game_act() checks an action (play, pass, tribute, return, choose)
 *     with the ruleset and either applies it or refuses it with a verdict in
 *     the style of the play verdicts (rule id + explanation), leaving the
 *     state untouched;
 *   - gt_game_play_fast() / gt_game_pass_fast() trust a move already known to
 *     be legal (from a move generator) and never allocate.
 *
 * Seats that are not in play (a puzzle with two or three players) hold no
 * cards, never take a turn, and count as out when the end of the deal is
 * decided.
 */
#pragma once

#include <glib.h>

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

#define GT_SEATS 4

/* Partners sit opposite (gd.players): S–N is team 0, E–W team 1.  Play goes
 * S → E → N → W, which is the order of the seat numbers. */
#define GT_SEAT_TEAM(s)     ((guint) (s) & 1u)
#define GT_SEAT_PARTNER(s)  (((guint) (s) + 2u) & 3u)
#define GT_SEAT_NEXT(s)     (((guint) (s) + 1u) & 3u)

enum { GT_TEAM_SN = 0, GT_TEAM_EW = 1, GT_TEAM_NONE = 0xff };

typedef enum {
  GT_PHASE_TRIBUTE = 0,   /* losers give tribute (gd.tribute.*) */
  GT_PHASE_RETURN,        /* receivers give a card back */
  GT_PHASE_PLAY,
  GT_PHASE_DEAL_OVER,     /* waiting for the next deal */
  GT_PHASE_GAME_OVER,
} GtPhase;

typedef enum {
  GT_ACTION_PLAY = 0,
  GT_ACTION_PASS,
  GT_ACTION_TRIBUTE,      /* card: the card given */
  GT_ACTION_RETURN,       /* card: the card returned */
  GT_ACTION_CHOOSE,       /* choice: the giver whose card the first finisher takes */
} GtActionType;

/* Why the player to lead leads: the rule a "not your turn" verdict cites. */
typedef enum {
  GT_LEAD_ORDER = 0,      /* play goes round: gd.turn.order */
  GT_LEAD_FIRST_DEAL,     /* gd.deal.first */
  GT_LEAD_TRIBUTE,        /* gd.tribute.lead */
  GT_LEAD_ANTI_TRIBUTE,   /* gd.tribute.resist */
  GT_LEAD_ROUND,          /* gd.turn.round-end */
  GT_LEAD_JIEFENG,        /* gd.turn.jiefeng */
  GT_LEAD_NO_JIEFENG,     /* gd.variant.no-jiefeng */
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
 * it finds.  gt-guandan.c puts each entry at its place with these indices
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
};

#define GT_GAME_DECK 108
#define GT_TABLE_MAX 10

typedef struct {
  guint8 giver;
  guint8 receiver;     /* GT_SEAT_NONE until decided (double tribute) */
  GtCard card;         /* GT_CARD_NONE until given */
  GtCard returned;     /* GT_CARD_NONE until returned */
} GtTribute;

typedef struct {
  guint8 hand[GT_SEATS][GT_CARD_KINDS];  /* cards held, per kind */
  guint8 count[GT_SEATS];                /* cards held */
  guint8 gone[GT_CARD_KINDS];            /* cards played in this deal */

  guint8 seats;         /* bit set: seats in play in this deal */
  guint8 out;           /* bit set: seats that went out */
  guint8 order[GT_SEATS];   /* finishing order of this deal */
  guint8 n_order;
  guint8 prev_order[GT_SEATS]; /* of the previous deal (tribute, dealing) */
  guint8 has_prev;

  guint8 levels[2];     /* each team's level, 2 … 14 (A) */
  guint8 a_fails[2];    /* failures while declaring at A (gd.game.a-fail) */
  guint8 level;         /* the deal's level rank */
  guint8 declarer;      /* the team whose level the deal is played at */

  guint8 phase;         /* GtPhase */
  guint8 turn;          /* who acts (play phase); GT_SEAT_NONE otherwise */
  guint8 lead_reason;   /* GtLeadReason, while the table is empty */
  guint8 passed;        /* bit set: seats that passed on the play on the table */

  GtCombo table;        /* type GT_COMBO_NONE: the turn's player leads */
  guint8 table_by;
  guint8 table_n;
  GtCard table_card[GT_TABLE_MAX];
  GtCard table_as[GT_TABLE_MAX];

  guint8 tribute_kind;  /* GtTributeKind */
  guint8 n_tribute;
  GtTribute tribute[2];
  guint8 a_only;        /* gd.game.a-only was triggered in this deal */
  guint8 winner;        /* the team that won the game, else GT_TEAM_NONE */

  guint16 deal_no;      /* deals started, 1 for the first */
  guint32 variants;     /* GT_VARIANT_* */
} GtGame;

/* An action.  cards and combo are used by plays only: combo names the
 * reading meant when the cards can be read in several legal ways (type
 * GT_COMBO_NONE when there is only one). */
typedef struct {
  guint8 type;          /* GtActionType */
  guint8 seat;
  GtCard card;          /* tribute, return */
  guint8 choice;        /* choose: a seat */
  GtCombo combo;
  GtCardList cards;
} GtAction;

/* ---- Setting up ---------------------------------------------------------- */

/* A new game: both teams at level 2, no deal yet (phase DEAL_OVER, deal_no 0).
 * variants: GT_VARIANT_* bits. */
void     gt_game_init            (GtGame          *game,
                                  guint32          variants);
gboolean gt_game_set_variant     (GtGame          *game,
                                  const char      *name);

/* Starts the next deal (phase must be DEAL_OVER): deals the deck in this
 * order, one card at a time round the table, the first card to the previous
 * last finisher (gd.deal.later; S on the first deal).  On the first deal
 * deck[turned] is the card turned up during the cut and its holder leads
 * (gd.deal.first).  On later deals the tribute is set up (or resisted).
 * Returns FALSE (and changes nothing) when the phase is not DEAL_OVER. */
gboolean gt_game_deal_deck       (GtGame          *game,
                                  const GtCard     deck[GT_GAME_DECK],
                                  guint            turned);
/* The same with a deck shuffled by rand (g_rand_new_with_seed: reproducible). */
gboolean gt_game_deal            (GtGame          *game,
                                  GRand           *rand);

/* The rule context of the current deal. */
void     gt_game_rule_ctx        (const GtGame    *game,
                                  GtRuleCtx       *ctx);

/* ---- Acting -------------------------------------------------------------- */

/* Checks the action and, when it is legal, applies it.  verdict (may be
 * NULL) receives the rule and explanation either way: for a refused action
 * why, for an accepted one what happened.  events (may be NULL) receives
 * GT_EVENT_* bits.  A refused action leaves the game unchanged. */
gboolean gt_game_act             (GtGame          *game,
                                  const GtRuleset *rs,
                                  const GtAction  *action,
                                  GtVerdict       *verdict,
                                  guint           *events);

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

/* gd.count.disclose: the count a player must tell, or -1 for "more than 10". */
int      gt_game_disclosed_count (const GtGame    *game,
                                  guint            seat);

/* Tribute, for any hand (counts per kind) at a level: the cards that may be
 * paid (gd.tribute.highest: every card tied for the highest, wild cards
 * excluded).  Writes a bit per kind into eligible and returns how many kinds
 * qualify (0 for a hand of wild cards only). */
guint    gt_tribute_eligible     (const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  gboolean         eligible[GT_CARD_KINDS]);
/* The teaching answer for a hand about to pay tribute: which cards may be
 * paid and why, or that it resists (rule gd.tribute.highest or
 * gd.tribute.resist). */
void     gt_tribute_explain_hand (const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  GtVerdict       *verdict);
/* Whether one hand alone resists tribute: both big jokers (gd.tribute.resist). */
gboolean gt_tribute_resists      (const guint8     hand[GT_CARD_KINDS]);

/* Whether returning card is legal, the hand being as it is after receiving
 * received (gd.tribute.return, gd.tribute.return-not-same, variant
 * return-max-10).  Fills verdict (may be NULL). */
gboolean gt_tribute_check_return (const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  guint32          variants,
                                  GtCard           received,
                                  GtCard           card,
                                  GtVerdict       *verdict);

/* Whether paying card as tribute from hand is legal (gd.tribute.highest). */
gboolean gt_tribute_check_card   (const guint8     hand[GT_CARD_KINDS],
                                  guint            level,
                                  GtCard           card,
                                  GtVerdict       *verdict);

/* Checks the invariants: counts match hands, and — when all four seats are in
 * play and no cards are missing by design — every card of the deck is in a
 * hand, on the discard pile or travelling as tribute.  The message of error
 * names what is wrong. */
gboolean gt_game_check_invariants (const GtGame   *game,
                                   gboolean        full_deck,
                                   GError        **error);

/* ---- Names --------------------------------------------------------------- */

const char *gt_seat_to_string    (guint            seat);   /* "S" */
/* A seat named for people, translated — unlike gt_seat_to_string(), the
 * notation of files and the command line.  "?" for no seat. */
typedef enum {
  GT_SEAT_NAME_LETTER,   /* "E": the table's labels, short messages */
  GT_SEAT_NAME_WORD,     /* "East": in sentences */
} GtSeatNameForm;
const char *gt_seat_name         (guint            seat,
                                  GtSeatNameForm   form);
gboolean    gt_seat_parse        (const char      *text,
                                  guint           *seat);
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

/* ---- Internal, shared by the game's files -------------------------------- */

const char *gt_game_lead_rule    (guint            reason);

G_END_DECLS
