/* gt-card.c — the card notation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-card"

#include "gt-card.h"

#include <string.h>

G_DEFINE_QUARK (gt-notation-error-quark, gt_notation_error)

static const char *const rank_names[GT_RANK_COUNT] = {
  NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "BJ", "RJ",
};

/* Canonical names of all 56 kinds, built once so that formatting never
 * allocates. */
static const char *const card_names[GT_CARD_KINDS] = {
  "S2", "H2", "D2", "C2", "S3", "H3", "D3", "C3", "S4", "H4", "D4", "C4",
  "S5", "H5", "D5", "C5", "S6", "H6", "D6", "C6", "S7", "H7", "D7", "C7",
  "S8", "H8", "D8", "C8", "S9", "H9", "D9", "C9", "S10", "H10", "D10", "C10",
  "SJ", "HJ", "DJ", "CJ", "SQ", "HQ", "DQ", "CQ", "SK", "HK", "DK", "CK",
  "SA", "HA", "DA", "CA", "BJ", "RJ", "BJ*", "RJ*",
};

/* The suits' symbols for people, spelled here only: gt_suit_to_symbol(),
 * the cards' symbols and the symbols read on input are made of these. */
#define SPADES_SYMBOL   "♠"
#define HEARTS_SYMBOL   "♥"
#define DIAMONDS_SYMBOL "♦"
#define CLUBS_SYMBOL    "♣"

static const char *const suit_symbols_out[4] = {
  SPADES_SYMBOL, HEARTS_SYMBOL, DIAMONDS_SYMBOL, CLUBS_SYMBOL,
};

/* The four cards of a rank, in card-id order (suit order). */
#define RANK_SYMBOLS(r) SPADES_SYMBOL r, HEARTS_SYMBOL r, DIAMONDS_SYMBOL r, CLUBS_SYMBOL r

static const char *const card_symbols[GT_CARD_KINDS] = {
  RANK_SYMBOLS ("2"), RANK_SYMBOLS ("3"), RANK_SYMBOLS ("4"), RANK_SYMBOLS ("5"),
  RANK_SYMBOLS ("6"), RANK_SYMBOLS ("7"), RANK_SYMBOLS ("8"), RANK_SYMBOLS ("9"),
  RANK_SYMBOLS ("10"), RANK_SYMBOLS ("J"), RANK_SYMBOLS ("Q"), RANK_SYMBOLS ("K"),
  RANK_SYMBOLS ("A"), "BJ", "RJ", "BJ*", "RJ*",
};

const char *
gt_card_to_string (GtCard card)
{
  return card < GT_CARD_KINDS ? card_names[card] : "?";
}

const char *
gt_card_to_symbol (GtCard card)
{
  return card < GT_CARD_KINDS ? card_symbols[card] : "?";
}

const char *
gt_suit_to_symbol (guint suit)
{
  return suit < G_N_ELEMENTS (suit_symbols_out) ? suit_symbols_out[suit] : "";
}

const char *
gt_rank_to_string (guint rank)
{
  return rank < GT_RANK_COUNT && rank_names[rank] ? rank_names[rank] : "?";
}

void
gt_card_list_init (GtCardList *list)
{
  list->n = 0;
}

gboolean
gt_card_list_append (GtCardList *list,
                     GtCard      card,
                     GtCard      as)
{
  if (list->n >= GT_LIST_MAX)
    return FALSE;
  list->card[list->n] = card;
  list->as[list->n] = as;
  list->n++;
  return TRUE;
}

gboolean
gt_card_list_has_declarations (const GtCardList *list)
{
  for (guint i = 0; i < list->n; i++)
    if (list->as[i] != GT_CARD_NONE)
      return TRUE;
  return FALSE;
}

void
gt_card_list_count (const GtCardList *list,
                    guint8            counts[GT_CARD_KINDS])
{
  memset (counts, 0, GT_CARD_KINDS);
  for (guint i = 0; i < list->n; i++)
    counts[list->card[i]]++;
}

gboolean
gt_card_list_same_cards (const GtCardList *a,
                         const GtCardList *b)
{
  guint8 ca[GT_CARD_KINDS], cb[GT_CARD_KINDS];

  if (a->n != b->n)
    return FALSE;
  gt_card_list_count (a, ca);
  gt_card_list_count (b, cb);
  return memcmp (ca, cb, sizeof ca) == 0;
}

/* Rank text → natural rank.  Accepts 2-10, T, J, Q, K, A in either case. */
static gboolean
parse_rank (const char *s,
            gsize       len,
            guint      *rank)
{
  if (len == 1)
    {
      char c = g_ascii_toupper (s[0]);
      if (c >= '2' && c <= '9')
        *rank = (guint) (c - '0');
      else if (c == 'T')
        *rank = 10;
      else if (c == 'J')
        *rank = GT_RANK_J;
      else if (c == 'Q')
        *rank = GT_RANK_Q;
      else if (c == 'K')
        *rank = GT_RANK_K;
      else if (c == 'A')
        *rank = GT_RANK_A;
      else
        return FALSE;
      return TRUE;
    }
  if (len == 2 && s[0] == '1' && s[1] == '0')
    {
      *rank = 10;
      return TRUE;
    }
  return FALSE;
}

gboolean
gt_rank_parse (const char *text,
               guint      *rank)
{
  return text != NULL && parse_rank (text, strlen (text), rank);
}

/* The suit symbols are accepted on input; each is three bytes of UTF-8.
 * Both the black and the white forms are taken, since people type either. */
static const struct {
  const char *utf8;
  GtSuit suit;
} suit_symbols[] = {
  { SPADES_SYMBOL, GT_SUIT_SPADES }, { "♤", GT_SUIT_SPADES },
  { HEARTS_SYMBOL, GT_SUIT_HEARTS }, { "♡", GT_SUIT_HEARTS },
  { DIAMONDS_SYMBOL, GT_SUIT_DIAMONDS }, { "♢", GT_SUIT_DIAMONDS },
  { CLUBS_SYMBOL, GT_SUIT_CLUBS }, { "♧", GT_SUIT_CLUBS },
};

gboolean
gt_card_parse (const char *token,
               gssize      len,
               GtCard     *out)
{
  GtSuit suit;
  gsize skip;
  guint rank;

  if (token == NULL)
    return FALSE;
  if (len < 0)
    len = (gssize) strlen (token);
  if (len < 2)
    return FALSE;

  /* BJ, RJ, and Bao Huang's marked jokers BJ*, RJ* (which a game whose
   * deck lacks them refuses through its copies). */
  if (len == 2 || (len == 3 && token[2] == '*'))
    {
      char a = g_ascii_toupper (token[0]), b = g_ascii_toupper (token[1]);
      if (b == 'J' && (a == 'B' || a == 'R'))
        {
          *out = (GtCard) ((a == 'B' ? GT_CARD_BJ : GT_CARD_RJ) + (len == 3 ? 2 : 0));
          return TRUE;
        }
    }

  switch (g_ascii_toupper (token[0]))
    {
    case 'S': suit = GT_SUIT_SPADES; skip = 1; break;
    case 'H': suit = GT_SUIT_HEARTS; skip = 1; break;
    case 'D': suit = GT_SUIT_DIAMONDS; skip = 1; break;
    case 'C': suit = GT_SUIT_CLUBS; skip = 1; break;
    default:
      suit = GT_SUIT_NONE;
      skip = 0;
      for (guint i = 0; i < G_N_ELEMENTS (suit_symbols); i++)
        if ((gsize) len > 3 && memcmp (token, suit_symbols[i].utf8, 3) == 0)
          {
            suit = suit_symbols[i].suit;
            skip = 3;
            break;
          }
      if (suit == GT_SUIT_NONE)
        return FALSE;
      break;
    }

  if (!parse_rank (token + skip, (gsize) len - skip, &rank))
    return FALSE;
  *out = GT_CARD_MAKE (rank, suit);
  return TRUE;
}

static gboolean
is_separator (char c)
{
  return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r';
}

gboolean
gt_card_list_parse (const char    *text,
                    const guint8  *copies,
                    GtCardList    *list,
                    GError       **error)
{
  guint8 seen[GT_CARD_KINDS] = { 0 };
  const char *p = text;
  guint item = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  gt_card_list_init (list);

  while (*p)
    {
      const char *start, *eq;
      GtCard card, as = GT_CARD_NONE;
      gsize len;

      while (*p && is_separator (*p))
        p++;
      if (!*p)
        break;
      start = p;
      while (*p && !is_separator (*p))
        p++;
      len = (gsize) (p - start);
      item++;

      eq = memchr (start, '=', len);
      if (eq != NULL)
        {
          gsize left = (gsize) (eq - start);
          if (!gt_card_parse (start, (gssize) left, &card) ||
              !gt_card_parse (eq + 1, (gssize) (len - left - 1), &as))
            {
              g_set_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_BAD_DECLARATION,
                           "bad declaration '%.*s' (item %u): write a wild card as CARD=CARD, e.g. H2=S7",
                           (int) len, start, item);
              return FALSE;
            }
        }
      else if (!gt_card_parse (start, (gssize) len, &card))
        {
          g_set_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_UNKNOWN_CARD,
                       "unknown card '%.*s' (item %u)", (int) len, start, item);
          return FALSE;
        }

      if (copies != NULL)
        {
          if (copies[card] == 0)
            {
              g_set_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_UNKNOWN_CARD,
                           "card '%.*s' (item %u) is not in this game's deck",
                           (int) len, start, item);
              return FALSE;
            }
          if (++seen[card] > copies[card])
            {
              g_set_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_COPIES,
                           "too many copies of %s (item %u): the deck holds %u",
                           gt_card_to_string (card), item, copies[card]);
              return FALSE;
            }
        }

      if (!gt_card_list_append (list, card, as))
        {
          g_set_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_CARDS,
                       "too many cards (item %u): at most %u", item, GT_LIST_MAX);
          return FALSE;
        }
    }

  return TRUE;
}

void
gt_card_list_append_to (const GtCardList *list,
                        GString          *out)
{
  for (guint i = 0; i < list->n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, gt_card_to_string (list->card[i]));
      if (list->as[i] != GT_CARD_NONE)
        {
          g_string_append_c (out, '=');
          g_string_append (out, gt_card_to_string (list->as[i]));
        }
    }
}

char *
gt_card_list_to_string (const GtCardList *list)
{
  GString *s = g_string_new (NULL);
  gt_card_list_append_to (list, s);
  return g_string_free (s, FALSE);
}

/* Sort key: the strength of the card as it is read (its declaration if it has
 * one), then its suit, then whether it is a marked joker (after the plain
 * one of its colour), then whether it is declared.  Lists are at most 64
 * long, so an insertion sort is both simplest and fastest. */
static guint
sort_key (GtCard card,
          GtCard as,
          const guint8 strength[GT_RANK_COUNT])
{
  GtCard read = as != GT_CARD_NONE ? as : card;
  return ((guint) strength[gt_card_rank (read)] << 16) |
         ((guint) gt_card_suit (read) << 8) |
         (gt_card_is_marked (card) ? 2u : 0u) |
         (as != GT_CARD_NONE ? 1u : 0u);
}

void
gt_card_list_sort (GtCardList   *list,
                   const guint8  strength[GT_RANK_COUNT])
{
  for (guint i = 1; i < list->n; i++)
    {
      GtCard c = list->card[i], a = list->as[i];
      guint k = sort_key (c, a, strength);
      guint j = i;
      while (j > 0 && sort_key (list->card[j - 1], list->as[j - 1], strength) > k)
        {
          list->card[j] = list->card[j - 1];
          list->as[j] = list->as[j - 1];
          j--;
        }
      list->card[j] = c;
      list->as[j] = a;
    }
}

char **
gt_text_split_lines (const char *text,
                     gssize      len)
{
  GPtrArray *lines = g_ptr_array_new ();
  const char *p = text;
  const char *end = text + (len < 0 ? strlen (text) : (gsize) len);

  /* As g_strsplit: an empty text has no lines at all. */
  while (end > text)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));

      g_ptr_array_add (lines, g_strndup (p, (gsize) ((nl != NULL ? nl : end) - p)));
      if (nl == NULL)
        break;
      p = nl + 1;
    }
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}
