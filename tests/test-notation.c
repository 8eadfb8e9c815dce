/* test-notation.c — the card notation of ../shared/spec/notation.md
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-card.h"
#include "gt-ruleset.h"

#include <string.h>

static void
test_parse_single_cards (void)
{
  static const struct { const char *text; GtCard card; } cases[] = {
    { "S3", GT_CARD_MAKE (3, GT_SUIT_SPADES) },
    { "h10", GT_CARD_MAKE (10, GT_SUIT_HEARTS) },
    { "HT", GT_CARD_MAKE (10, GT_SUIT_HEARTS) },
    { "DQ", GT_CARD_MAKE (GT_RANK_Q, GT_SUIT_DIAMONDS) },
    { "CA", GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS) },
    { "ca", GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS) },
    { "BJ", GT_CARD_BJ },
    { "rj", GT_CARD_RJ },
    { "♠3", GT_CARD_MAKE (3, GT_SUIT_SPADES) },
    { "♥10", GT_CARD_MAKE (10, GT_SUIT_HEARTS) },
    { "♦J", GT_CARD_MAKE (GT_RANK_J, GT_SUIT_DIAMONDS) },
    { "♣2", GT_CARD_MAKE (2, GT_SUIT_CLUBS) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtCard c = GT_CARD_NONE;
      g_assert_true (gt_card_parse (cases[i].text, -1, &c));
      g_assert_cmpuint (c, ==, cases[i].card);
    }
}

static void
test_parse_rejects (void)
{
  static const char *const bad[] = { "3S", "X9", "S1", "S11", "S", "J", "BJJ", "S0", "♠", "10", "SJ2" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GtCard c;
      g_assert_false (gt_card_parse (bad[i], -1, &c));
    }
}

static void
test_list_errors_name_token_and_item (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  GtCardList list;
  GError *error = NULL;

  g_assert_false (gt_card_list_parse ("S3 S4, X9", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_UNKNOWN_CARD);
  g_assert_cmpstr (error->message, ==, "unknown card 'X9' (item 3)");
  g_clear_error (&error);

  g_assert_false (gt_card_list_parse ("S7 S7 S7", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_COPIES);
  g_assert_nonnull (strstr (error->message, "item 3"));
  g_clear_error (&error);

  g_assert_false (gt_card_list_parse ("H2=", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_BAD_DECLARATION);
  g_clear_error (&error);
}

static void
test_format_and_sort (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  guint8 strength[GT_RANK_COUNT];
  GtCardList list;
  GtRuleCtx ctx;
  char *s;

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 5);
  rs->rank_strength (&ctx, strength);
  g_assert_true (gt_card_list_parse ("RJ st ♥5 H2=S7 CA BJ d5", rs->copies, &list, NULL));
  gt_card_list_sort (&list, strength);
  s = gt_card_list_to_string (&list);
  /* At level 5: 2 … 4, 6 … A, then the 5s, the small and the big joker. */
  g_assert_cmpstr (s, ==, "H2=S7 S10 CA H5 D5 BJ RJ");
  g_free (s);
}

/* Inputs that are empty or hold only separators are an empty list, not an
 * error: whether an empty play makes sense is the caller's question (the
 * judge answers "select at least one card"). */
static void
test_list_empty (void)
{
  static const char *const empty[] = { "", " ", ",", " , ,, ", "\t\n\r", ",\t,\n" };
  const GtRuleset *rs = gt_ruleset_guandan ();

  for (guint i = 0; i < G_N_ELEMENTS (empty); i++)
    {
      GtCardList list;
      GError *error = NULL;

      list.n = 99;
      g_assert_true (gt_card_list_parse (empty[i], rs->copies, &list, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (list.n, ==, 0);
    }
}

/* Separators of every kind, in any number, between and around cards. */
static void
test_list_separators (void)
{
  GtCardList list;
  char *s;

  g_assert_true (gt_card_list_parse (" ,S3,,S4\tS5\nS6\r\nS7 , ", NULL, &list, NULL));
  g_assert_cmpuint (list.n, ==, 5);
  s = gt_card_list_to_string (&list);
  g_assert_cmpstr (s, ==, "S3 S4 S5 S6 S7");
  g_free (s);
}

typedef struct {
  const char *text;
  int code;                /* GtNotationError */
  const char *message;     /* a part of the message it must contain */
} BadList;

static void
check_bad_lists (const BadList *bad,
                 guint          n,
                 const guint8  *copies)
{
  for (guint i = 0; i < n; i++)
    {
      GtCardList list;
      GError *error = NULL;
      /* Some inputs are not UTF-8: keep the log readable. */
      char *shown = g_strescape (bad[i].text, NULL);

      g_test_message ("%s", shown);
      g_free (shown);
      g_assert_false (gt_card_list_parse (bad[i].text, copies, &list, &error));
      g_assert_error (error, GT_NOTATION_ERROR, bad[i].code);
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("\"%s\": the message \"%s\" lacks \"%s\"", bad[i].text, error->message, bad[i].message);
      g_clear_error (&error);
    }
}

static void
test_list_bad_declarations (void)
{
  static const BadList bad[] = {
    { "H2=", GT_NOTATION_ERROR_BAD_DECLARATION, "'H2=' (item 1)" },
    { "=S7", GT_NOTATION_ERROR_BAD_DECLARATION, "'=S7' (item 1)" },
    { "=", GT_NOTATION_ERROR_BAD_DECLARATION, "(item 1)" },
    { "S3 H2==S7", GT_NOTATION_ERROR_BAD_DECLARATION, "'H2==S7' (item 2)" },
    { "S3 S4 H2=S7=S8", GT_NOTATION_ERROR_BAD_DECLARATION, "'H2=S7=S8' (item 3)" },
    { "H2=X9", GT_NOTATION_ERROR_BAD_DECLARATION, "'H2=X9'" },
    { "X9=S7", GT_NOTATION_ERROR_BAD_DECLARATION, "'X9=S7'" },
    { "H2=7S", GT_NOTATION_ERROR_BAD_DECLARATION, "e.g. H2=S7" },
    { "H2 = S7", GT_NOTATION_ERROR_BAD_DECLARATION, "'=' (item 2)" },
    { "H2=S7,=S8", GT_NOTATION_ERROR_BAD_DECLARATION, "(item 2)" },
  };
  GtCardList list;

  check_bad_lists (bad, G_N_ELEMENTS (bad), gt_ruleset_guandan ()->copies);

  /* Well-formed declarations parse whatever they declare: that a declared
   * card must be wild and may not be a joker is a rule, which the judge
   * explains (gd.wild.which, gd.wild.not-joker), not a notation error. */
  g_assert_true (gt_card_list_parse ("H2=S7 S5=S6 H2=BJ BJ=S3", NULL, &list, NULL));
  g_assert_cmpuint (list.n, ==, 4);
  g_assert_cmpuint (list.card[0], ==, GT_CARD_MAKE (2, GT_SUIT_HEARTS));
  g_assert_cmpuint (list.as[0], ==, GT_CARD_MAKE (7, GT_SUIT_SPADES));
  g_assert_cmpuint (list.as[2], ==, GT_CARD_BJ);
  g_assert_cmpuint (list.card[3], ==, GT_CARD_BJ);
  g_assert_true (gt_card_list_has_declarations (&list));
}

static void
test_list_copies (void)
{
  static const BadList bad[] = {
    { "S7 S7 S7", GT_NOTATION_ERROR_TOO_MANY_COPIES, "too many copies of S7 (item 3): the deck holds 2" },
    { "BJ BJ BJ", GT_NOTATION_ERROR_TOO_MANY_COPIES, "BJ (item 3)" },
    { "RJ S3 RJ S4 RJ", GT_NOTATION_ERROR_TOO_MANY_COPIES, "RJ (item 5)" },
    /* The same card however it is written. */
    { "S10 st ♠10", GT_NOTATION_ERROR_TOO_MANY_COPIES, "S10 (item 3)" },
    /* Copies count the cards, not what they stand for. */
    { "H2=S7 H2=S8 H2=S9", GT_NOTATION_ERROR_TOO_MANY_COPIES, "H2 (item 3)" },
  };
  /* A deck without jokers (as some games have): a joker is unknown there. */
  static const BadList no_jokers[] = {
    { "S3 BJ", GT_NOTATION_ERROR_UNKNOWN_CARD, "card 'BJ' (item 2) is not in this game's deck" },
    { "rj", GT_NOTATION_ERROR_UNKNOWN_CARD, "'rj' (item 1) is not in this game's deck" },
  };
  guint8 copies[GT_CARD_KINDS];
  GtCardList list;

  check_bad_lists (bad, G_N_ELEMENTS (bad), gt_ruleset_guandan ()->copies);

  memset (copies, 4, sizeof copies);
  copies[GT_CARD_BJ] = copies[GT_CARD_RJ] = 0;
  check_bad_lists (no_jokers, G_N_ELEMENTS (no_jokers), copies);
  g_assert_true (gt_card_list_parse ("S7 S7 S7 S7", copies, &list, NULL));

  /* Without a deck, any number of copies. */
  g_assert_true (gt_card_list_parse ("S7 S7 S7 BJ BJ BJ", NULL, &list, NULL));
  g_assert_cmpuint (list.n, ==, 6);
}

/* Bao Huang's marked jokers (notation.md): `BJ*` and `RJ*` are kinds of
 * their own, printed as written, ordinary jokers in play, refused by a deck
 * without them, and held once each in Bao Huang's. */
static void
test_marked_jokers (void)
{
  static const BadList guandan[] = {
    { "S3 RJ*", GT_NOTATION_ERROR_UNKNOWN_CARD, "card 'RJ*' (item 2) is not in this game's deck" },
    { "bj*", GT_NOTATION_ERROR_UNKNOWN_CARD, "card 'bj*' (item 1) is not in this game's deck" },
  };
  static const BadList four_decks[] = {
    { "RJ* RJ RJ*", GT_NOTATION_ERROR_TOO_MANY_COPIES, "too many copies of RJ* (item 3): the deck holds 1" },
    { "S6 S6 S6 S6 S6", GT_NOTATION_ERROR_TOO_MANY_COPIES, "too many copies of S6 (item 5): the deck holds 4" },
    { "SJ*", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card 'SJ*' (item 1)" },
    { "RJ**", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card 'RJ**' (item 1)" },
    { "*RJ", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card '*RJ' (item 1)" },
  };
  guint8 copies[GT_CARD_KINDS] = { 0 };
  guint8 strength[GT_RANK_COUNT];
  GtCardList list;
  GtCard c;
  char *text;

  g_assert_true (gt_card_parse ("BJ*", -1, &c));
  g_assert_cmpuint (c, ==, GT_CARD_BJ_MARKED);
  g_assert_true (gt_card_parse ("rj*", -1, &c));
  g_assert_cmpuint (c, ==, GT_CARD_RJ_MARKED);
  /* The length bounds the token: the first two bytes are the plain joker. */
  g_assert_true (gt_card_parse ("RJ*", 2, &c));
  g_assert_cmpuint (c, ==, GT_CARD_RJ);
  g_assert_cmpstr (gt_card_to_string (GT_CARD_BJ_MARKED), ==, "BJ*");
  g_assert_cmpstr (gt_card_to_string (GT_CARD_RJ_MARKED), ==, "RJ*");
  g_assert_cmpstr (gt_card_to_symbol (GT_CARD_RJ_MARKED), ==, "RJ*");

  /* In play, the joker of its colour. */
  g_assert_true (gt_card_is_joker (GT_CARD_BJ_MARKED));
  g_assert_true (gt_card_is_joker (GT_CARD_RJ_MARKED));
  g_assert_false (gt_card_is_joker (GT_CARD_MAKE (GT_RANK_A, GT_SUIT_CLUBS)));
  g_assert_true (gt_card_is_marked (GT_CARD_RJ_MARKED));
  g_assert_false (gt_card_is_marked (GT_CARD_RJ));
  g_assert_cmpuint (gt_card_unmarked (GT_CARD_BJ_MARKED), ==, GT_CARD_BJ);
  g_assert_cmpuint (gt_card_unmarked (GT_CARD_RJ_MARKED), ==, GT_CARD_RJ);
  g_assert_cmpuint (gt_card_unmarked (GT_CARD_RJ), ==, GT_CARD_RJ);
  g_assert_cmpuint (gt_card_rank (GT_CARD_BJ_MARKED), ==, GT_RANK_BJ);
  g_assert_cmpuint (gt_card_rank (GT_CARD_RJ_MARKED), ==, GT_RANK_RJ);
  g_assert_cmpuint (gt_card_suit (GT_CARD_RJ_MARKED), ==, GT_SUIT_NONE);

  /* Guandan's deck has none. */
  check_bad_lists (guandan, G_N_ELEMENTS (guandan), gt_ruleset_guandan ()->copies);

  /* A deck of four, of which one small and one big joker are marked, as
   * Bao Huang's. */
  for (guint k = 0; k < GT_CARD_STANDARD_KINDS; k++)
    copies[k] = 4;
  copies[GT_CARD_BJ] = copies[GT_CARD_RJ] = 3;
  copies[GT_CARD_BJ_MARKED] = copies[GT_CARD_RJ_MARKED] = 1;
  check_bad_lists (four_decks, G_N_ELEMENTS (four_decks), copies);
  g_assert_true (gt_card_list_parse ("RJ* BJ RJ S6 S6 S6 S6 BJ* RJ RJ", copies, &list, NULL));
  g_assert_cmpuint (list.n, ==, 10);

  /* Sorted: the marked joker after the plain ones of its colour. */
  for (guint r = 0; r < GT_RANK_COUNT; r++)
    strength[r] = (guint8) r;
  gt_card_list_sort (&list, strength);
  text = gt_card_list_to_string (&list);
  g_assert_cmpstr (text, ==, "S6 S6 S6 S6 BJ BJ* RJ RJ RJ RJ*");
  g_free (text);
}

/* GT_LIST_MAX cards fit; one more is an error that names the item. */
static void
test_list_too_many_cards (void)
{
  GString *text = g_string_new (NULL);
  GtCardList list;
  GError *error = NULL;

  for (guint i = 0; i < GT_LIST_MAX; i++)
    g_string_append (text, i % 2 ? "S3 " : "h10,");
  g_assert_true (gt_card_list_parse (text->str, NULL, &list, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (list.n, ==, GT_LIST_MAX);

  g_string_append (text, "D4");
  g_assert_false (gt_card_list_parse (text->str, NULL, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_CARDS);
  g_assert_cmpstr (error->message, ==, "too many cards (item 65): at most 64");
  g_clear_error (&error);
  g_string_free (text, TRUE);
}

static void
test_list_unknown_cards (void)
{
  static const BadList bad[] = {
    { "S3 S4, X9", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card 'X9' (item 3)" },
    { "3S", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card '3S' (item 1)" },
    { "S 10", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card 'S' (item 1)" },
    { "S3 10", GT_NOTATION_ERROR_UNKNOWN_CARD, "unknown card '10' (item 2)" },
    { "S010", GT_NOTATION_ERROR_UNKNOWN_CARD, "'S010'" },
    { "S1", GT_NOTATION_ERROR_UNKNOWN_CARD, "'S1'" },
    { "SB", GT_NOTATION_ERROR_UNKNOWN_CARD, "'SB'" },
    { "TS", GT_NOTATION_ERROR_UNKNOWN_CARD, "'TS'" },
    { "JOKER", GT_NOTATION_ERROR_UNKNOWN_CARD, "'JOKER'" },
    { "BJ1", GT_NOTATION_ERROR_UNKNOWN_CARD, "'BJ1'" },
    { "S3;S4", GT_NOTATION_ERROR_UNKNOWN_CARD, "'S3;S4' (item 1)" },
    { "S3|S4", GT_NOTATION_ERROR_UNKNOWN_CARD, "'S3|S4'" },
    /* Symbols: a suit symbol needs a rank, and other symbols are no suit. */
    { "♠", GT_NOTATION_ERROR_UNKNOWN_CARD, "'♠' (item 1)" },
    { "♠♠3", GT_NOTATION_ERROR_UNKNOWN_CARD, "'♠♠3'" },
    { "♠1", GT_NOTATION_ERROR_UNKNOWN_CARD, "'♠1'" },
    { "★3", GT_NOTATION_ERROR_UNKNOWN_CARD, "'★3'" },
    { "3♠", GT_NOTATION_ERROR_UNKNOWN_CARD, "'3♠'" },
    { "🂡", GT_NOTATION_ERROR_UNKNOWN_CARD, "(item 1)" },
    { "S3 \xe2\x99", GT_NOTATION_ERROR_UNKNOWN_CARD, "(item 2)" },
    { "\xff\xfe", GT_NOTATION_ERROR_UNKNOWN_CARD, "(item 1)" },
  };

  check_bad_lists (bad, G_N_ELEMENTS (bad), gt_ruleset_guandan ()->copies);
}

/* Input is case-insensitive, takes T for 10 and the suit symbols, and is
 * always written back in the canonical form. */
static void
test_list_input_forms (void)
{
  static const struct { const char *text; const char *canonical; } forms[] = {
    { "s3 h4 d5 c6", "S3 H4 D5 C6" },
    { "sj hq dk ca", "SJ HQ DK CA" },
    { "Sj hQ", "SJ HQ" },
    { "bj rj Bj rJ", "BJ RJ BJ RJ" },
    { "ST ht Dt", "S10 H10 D10" },
    { "h2=st", "H2=S10" },
    { "HT=dT", "H10=D10" },
    { "♠3 ♥4 ♦5 ♣6", "S3 H4 D5 C6" },
    { "♤3 ♡4 ♢5 ♧6", "S3 H4 D5 C6" },
    { "♠T ♥10 ♦j ♣a", "S10 H10 DJ CA" },
    { "♥2=♠7", "H2=S7" },
    { "♥2=s7,H2=♣8", "H2=S7 H2=C8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      GtCardList list;
      GError *error = NULL;
      char *s;

      g_assert_true (gt_card_list_parse (forms[i].text, NULL, &list, &error));
      g_assert_no_error (error);
      s = gt_card_list_to_string (&list);
      g_assert_cmpstr (s, ==, forms[i].canonical);
      g_free (s);
    }
}

/* The single-card and rank parsers on their own, with lengths. */
static void
test_parse_lengths_and_ranks (void)
{
  static const char *const bad_ranks[] = { "", "1", "11", "0", "B", "10 ", "T0", "AA" };
  GtCard c = GT_CARD_NONE;
  guint rank = 0;

  /* A token is only the first len bytes. */
  g_assert_true (gt_card_parse ("S10xyz", 3, &c));
  g_assert_cmpuint (c, ==, GT_CARD_MAKE (10, GT_SUIT_SPADES));
  g_assert_true (gt_card_parse ("RJ,S3", 2, &c));
  g_assert_cmpuint (c, ==, GT_CARD_RJ);
  g_assert_false (gt_card_parse ("S10", 2, &c));
  g_assert_false (gt_card_parse ("S3", 0, &c));
  g_assert_false (gt_card_parse ("", -1, &c));
  g_assert_false (gt_card_parse (NULL, -1, &c));

  g_assert_true (gt_rank_parse ("10", &rank));
  g_assert_cmpuint (rank, ==, 10);
  g_assert_true (gt_rank_parse ("t", &rank));
  g_assert_cmpuint (rank, ==, 10);
  g_assert_true (gt_rank_parse ("q", &rank));
  g_assert_cmpuint (rank, ==, GT_RANK_Q);
  g_assert_true (gt_rank_parse ("A", &rank));
  g_assert_cmpuint (rank, ==, GT_RANK_A);
  g_assert_true (gt_rank_parse ("2", &rank));
  g_assert_cmpuint (rank, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (bad_ranks); i++)
    g_assert_false (gt_rank_parse (bad_ranks[i], &rank));
  g_assert_false (gt_rank_parse (NULL, &rank));
}

/* Every card's canonical name and symbol parse back to the card. */
static void
test_round_trip (void)
{
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      GtCard back = GT_CARD_NONE;

      g_assert_true (gt_card_parse (gt_card_to_string ((GtCard) c), -1, &back));
      g_assert_cmpuint (back, ==, c);
      back = GT_CARD_NONE;
      g_assert_true (gt_card_parse (gt_card_to_symbol ((GtCard) c), -1, &back));
      g_assert_cmpuint (back, ==, c);
    }
  g_assert_cmpstr (gt_card_to_string (GT_CARD_NONE), ==, "?");
}

/* The suits' symbols, and every suited card's symbol made of its suit's
 * and its rank's ("♠10"), so that the app, the engine and the notation
 * never spell a suit differently. */
static void
test_suit_symbols (void)
{
  static const char *const expected[] = { "♠", "♥", "♦", "♣" };

  for (guint suit = 0; suit < G_N_ELEMENTS (expected); suit++)
    g_assert_cmpstr (gt_suit_to_symbol (suit), ==, expected[suit]);
  g_assert_cmpstr (gt_suit_to_symbol (GT_SUIT_NONE), ==, "");
  g_assert_cmpstr (gt_suit_to_symbol (99), ==, "");

  for (guint c = 0; c < GT_CARD_BJ; c++)
    {
      g_autofree char *made = g_strconcat (gt_suit_to_symbol (gt_card_suit ((GtCard) c)),
                                           gt_rank_to_string (gt_card_rank ((GtCard) c)), NULL);

      g_assert_cmpstr (gt_card_to_symbol ((GtCard) c), ==, made);
    }
  g_assert_cmpstr (gt_card_to_symbol (GT_CARD_BJ), ==, "BJ");
  g_assert_cmpstr (gt_card_to_symbol (GT_CARD_RJ), ==, "RJ");
}

/* The line splitter of positions and lesson files is g_strsplit's twin. */
static void
test_split_lines (void)
{
  static const char *const texts[] = { "", "a", "a\n", "\n\n", "a\nb\r\nc", "[P]\nS=S3\n\nturn=S" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_auto(GStrv) ours = gt_text_split_lines (texts[i], -1);
      g_auto(GStrv) glib = g_strsplit (texts[i], "\n", -1);
      g_auto(GStrv) sized = gt_text_split_lines (texts[i], (gssize) strlen (texts[i]));

      g_assert_true (g_strv_equal ((const char *const *) ours, (const char *const *) glib));
      g_assert_true (g_strv_equal ((const char *const *) sized, (const char *const *) glib));
    }
  {
    /* len bounds the text: what follows is not read. */
    g_auto(GStrv) part = gt_text_split_lines ("a\nb\nc", 3);
    g_assert_cmpuint (g_strv_length (part), ==, 2);
    g_assert_cmpstr (part[1], ==, "b");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/parse", test_parse_single_cards);
  g_test_add_func ("/notation/rejects", test_parse_rejects);
  g_test_add_func ("/notation/list-errors", test_list_errors_name_token_and_item);
  g_test_add_func ("/notation/format-and-sort", test_format_and_sort);
  g_test_add_func ("/notation/list-empty", test_list_empty);
  g_test_add_func ("/notation/list-separators", test_list_separators);
  g_test_add_func ("/notation/list-bad-declarations", test_list_bad_declarations);
  g_test_add_func ("/notation/list-copies", test_list_copies);
  g_test_add_func ("/notation/marked-jokers", test_marked_jokers);
  g_test_add_func ("/notation/list-too-many-cards", test_list_too_many_cards);
  g_test_add_func ("/notation/list-unknown-cards", test_list_unknown_cards);
  g_test_add_func ("/notation/list-input-forms", test_list_input_forms);
  g_test_add_func ("/notation/parse-lengths-and-ranks", test_parse_lengths_and_ranks);
  g_test_add_func ("/notation/round-trip", test_round_trip);
  g_test_add_func ("/notation/suit-symbols", test_suit_symbols);
  g_test_add_func ("/notation/split-lines", test_split_lines);
  return g_test_run ();
}
