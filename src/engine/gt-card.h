/* gt-card.h — cards, card lists and the card notation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card is one byte.  The 56 kinds of card (52 suited cards, two jokers and
 * Bao Huang's two marked jokers) are numbered rank-major, so that "all the
 * cards of one rank" is a run of four consecutive ids and the rank of a card
 * is a shift away:
 *
 *     id = (natural rank - 2) * 4 + suit        for 2 … A   (ids 0 … 51)
 *     GT_CARD_BJ = 52 (small joker), GT_CARD_RJ = 53 (big joker),
 *     GT_CARD_BJ_MARKED = 54 (`BJ*`), GT_CARD_RJ_MARKED = 55 (`RJ*`)
 *
 * The jokers are the four "suits" of one more rank: the small ones have even
 * ids, the big ones odd, so a joker's rank is its low bit away.  The marked
 * jokers are kinds of their own because a Bao Huang deal holds one of each
 * among its four copies (the emperor and guard cards, notation.md): a hand
 * must be able to say which copy it holds.  In a play they are ordinary
 * jokers (gt_card_unmarked()); every other game's deck holds none of them,
 * so its parser refuses them.
 *
 * Which kinds a game uses and how many copies of each its deck holds is the
 * ruleset's business (see gt-ruleset.h); this file knows only the notation of
 * ../shared/spec/notation.md.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef guint8 GtCard;

typedef enum {
  GT_SUIT_SPADES = 0,
  GT_SUIT_HEARTS = 1,
  GT_SUIT_DIAMONDS = 2,
  GT_SUIT_CLUBS = 3,
  GT_SUIT_NONE = 4,          /* jokers */
} GtSuit;

/* Natural ranks.  2 … 14 are the ranks of suited cards (J = 11 … A = 14);
 * the jokers get the two values above so that a rank fits in a byte and
 * orders sensibly.  GT_RANK_ACE_LOW is the Ace's place at the bottom of a
 * sequence (A-2-3-4-5), used only by sequence code. */
enum {
  GT_RANK_ACE_LOW = 1,
  GT_RANK_2 = 2,
  GT_RANK_10 = 10,
  GT_RANK_J = 11,
  GT_RANK_Q = 12,
  GT_RANK_K = 13,
  GT_RANK_A = 14,
  GT_RANK_BJ = 15,
  GT_RANK_RJ = 16,
  GT_RANK_COUNT = 17,        /* array size for rank-indexed tables */
};

#define GT_CARD_BJ      ((GtCard) 52)
#define GT_CARD_RJ      ((GtCard) 53)
#define GT_CARD_BJ_MARKED ((GtCard) 54)
#define GT_CARD_RJ_MARKED ((GtCard) 55)
#define GT_CARD_KINDS   56
/* The kinds of one standard deck: the 52 suited cards and the two jokers
 * (ids 0 … 53), every kind but the marked jokers. */
#define GT_CARD_STANDARD_KINDS 54
#define GT_CARD_NONE    ((GtCard) 0xff)

#define GT_CARD_MAKE(rank, suit)  ((GtCard) (((rank) - 2) * 4 + (suit)))

static inline guint
gt_card_rank (GtCard c)
{
  return c < GT_CARD_BJ ? (guint) (c >> 2) + 2 : GT_RANK_BJ + (guint) (c & 1);
}

static inline GtSuit
gt_card_suit (GtCard c)
{
  return c < GT_CARD_BJ ? (GtSuit) (c & 3) : GT_SUIT_NONE;
}

static inline gboolean
gt_card_is_joker (GtCard c)
{
  return c >= GT_CARD_BJ && c < GT_CARD_KINDS;
}

/* Bao Huang's emperor (`RJ*`) and guard (`BJ*`) cards. */
static inline gboolean
gt_card_is_marked (GtCard c)
{
  return c == GT_CARD_BJ_MARKED || c == GT_CARD_RJ_MARKED;
}

/* The card as it plays: a marked joker is the ordinary joker of its colour. */
static inline GtCard
gt_card_unmarked (GtCard c)
{
  return gt_card_is_marked (c) ? (GtCard) (c - 2) : c;
}

/* The most copies of one card kind any game's deck holds: Bao Huang's four
 * decks.  Every key, table and count that depends on how many copies of a
 * card a hand, a play or the cards gone can hold is sized by it, and each
 * ruleset's deck is checked against it when the registry is first asked
 * (gt_ruleset_check_limits()), so that a game with more copies fails there
 * with a message rather than giving wrong answers in a search. */
#define GT_COPIES_MAX 4

/* The largest list of cards anything handles: a Bao Huang hand from four
 * decks.  Plays, hands and selections all fit. */
#define GT_LIST_MAX 64

/* A list of cards as a player selects or holds them.  as[i] is the card that
 * card[i] is declared to stand for (wild cards only: `H2=S7`), or
 * GT_CARD_NONE when nothing is declared.  Fixed size, no allocation: the hot
 * paths keep these on the stack. */
typedef struct {
  guint8 n;
  GtCard card[GT_LIST_MAX];
  GtCard as[GT_LIST_MAX];
} GtCardList;

void      gt_card_list_init      (GtCardList       *list);
gboolean  gt_card_list_append    (GtCardList       *list,
                                  GtCard            card,
                                  GtCard            as);
gboolean  gt_card_list_has_declarations (const GtCardList *list);

/* How many cards of each kind a list holds (declarations aside). */
void      gt_card_list_count     (const GtCardList *list,
                                  guint8            counts[GT_CARD_KINDS]);
/* Whether two lists hold the same cards, in any order (declarations
 * aside). */
gboolean  gt_card_list_same_cards (const GtCardList *a,
                                   const GtCardList *b);

/* Parsing.  Errors are reported in the GT_NOTATION_ERROR domain with a
 * message that names the token and its item number, e.g.
 * "unknown card 'X9' (item 3)". */
#define GT_NOTATION_ERROR (gt_notation_error_quark ())
GQuark gt_notation_error_quark (void);

typedef enum {
  GT_NOTATION_ERROR_UNKNOWN_CARD,
  GT_NOTATION_ERROR_BAD_DECLARATION,
  GT_NOTATION_ERROR_TOO_MANY_COPIES,
  GT_NOTATION_ERROR_TOO_MANY_CARDS,
  GT_NOTATION_ERROR_UNKNOWN_RANK,
} GtNotationError;

gboolean  gt_card_parse          (const char       *token,
                                  gssize            len,
                                  GtCard           *out);
gboolean  gt_rank_parse          (const char       *text,
                                  guint            *rank);

/* Parses a list of cards separated by spaces and/or commas, with optional
 * declarations.  copies[] (may be NULL) is the number of copies of each kind
 * the game's deck holds: a list with more copies of a card is an error, and so
 * is a kind the deck does not hold (copies 0). */
gboolean  gt_card_list_parse     (const char       *text,
                                  const guint8     *copies,
                                  GtCardList       *list,
                                  GError          **error);

/* Canonical notation: "S10", "BJ"; a list "H2=S7 S3 S4". */
const char *gt_card_to_string    (GtCard            card);
const char *gt_rank_to_string    (guint             rank);
char       *gt_card_list_to_string (const GtCardList *list);
void        gt_card_list_append_to (const GtCardList *list,
                                    GString          *out);

/* Sorting by a strength order: strength[rank] gives each natural rank its
 * place (see gt_ruleset_rank_strength()); ties are broken by suit. */
void      gt_card_list_sort      (GtCardList       *list,
                                  const guint8      strength[GT_RANK_COUNT]);

/* A symbol form for people: "♠10", "♥2", "BJ" → the caller's choice of joker
 * names; returns a static string. */
const char *gt_card_to_symbol    (GtCard            card);
/* A suit's symbol for people, "♠" (a GtSuit); "" for GT_SUIT_NONE and
 * anything else.  The one place the app and the engine get it from. */
const char *gt_suit_to_symbol    (guint             suit);

/* The lines of text (len bytes, or up to its NUL when len is -1), split at
 * '\n' like g_strsplit (text, "\n", -1) — free with g_strfreev() — but in
 * one pass with memchr(): under AddressSanitizer, g_strsplit's strstr()
 * measures the whole rest of the text at every line, which made reading a
 * 16 KiB position or lesson quadratic for the sanitizers and the fuzzer. */
char      **gt_text_split_lines  (const char       *text,
                                  gssize            len);

G_END_DECLS
