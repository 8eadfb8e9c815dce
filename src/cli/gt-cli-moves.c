/* gt-cli-moves.c — `moves`: every distinct legal play from a hand
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contract is ../shared/spec/notation.md (`moves`): one play per line
 * with its wild declarations written out, the count on the last line; --json
 * an array of {"cards", "type", "rank", "size"}.  Exit 0 when there is at
 * least one play, 1 when there is none (nothing beats the table), 2 on bad
 * input.  The plays are those of gt-moves.h; here they are only sorted for
 * people — by type, then size, then strength, bombs last in their order —
 * and written out.
 *
 * A hand far beyond any deal's (a whole deck in one hand) can have
 * millions of plays: at most --max are listed (GT_MOVES_MAX by default,
 * every play of any 27-card hand), and a hand with more is counted and
 * refused with its count, said as a bound when the generator's count
 * stopped at its cap.  The JSON is written a play at a time, so that a
 * raised --max costs memory for the plays, not for a tree of them.
 */
#define G_LOG_DOMAIN "gt-cli-moves"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-game.h"
#include "gt-moves.h"

/* The most plays --max may ask for: 32 MiB of moves. */
#define MOVES_LISTED_MAX (1u << 20)
/* What the generators' count stops at (gdy-moves.c): "at least". */
#define MOVES_COUNT_CAP  (GT_MOVES_INVALID - 1)

typedef struct {
  const GtMove *move;
  GtCardList cards;       /* with declarations, sorted for people */
  guint16 order[GT_LIST_MAX];
} Shown;

static int
compare_shown (gconstpointer pa,
               gconstpointer pb)
{
  const Shown *a = pa, *b = pb;
  const GtCombo *ca = &a->move->combo, *cb = &b->move->combo;

  if (ca->bomb != cb->bomb)
    return ca->bomb < cb->bomb ? -1 : 1;
  if (ca->type != cb->type)
    return ca->type < cb->type ? -1 : 1;
  if (ca->size != cb->size)
    return ca->size < cb->size ? -1 : 1;
  if (ca->key != cb->key)
    return ca->key < cb->key ? -1 : 1;
  if (ca->suit != cb->suit)
    return ca->suit < cb->suit ? -1 : 1;
  for (guint i = 0; i < a->cards.n && i < b->cards.n; i++)
    if (a->order[i] != b->order[i])
      return a->order[i] < b->order[i] ? -1 : 1;
  return 0;
}

int
gt_cli_moves (int    argc,
              char **argv)
{
  CliOptions o = { 0 };
  CliTrickOptions t = { 0 };
  gint max = GT_MOVES_MAX;
  const GOptionEntry extra[] = {
    GT_CLI_TRICK_ENTRIES (&t),
    { "max", 0, 0, G_OPTION_ARG_INT, &max,
      N_("The most plays listed (default 32768, at most 1048576); a hand with more is counted, not listed"), "N" },
    { NULL }
  };
  GtCardList hand, table_cards;
  GtReading table;
  GtMove *moves = NULL;
  GtMoveList *list = NULL;
  Shown *shown = NULL;
  guint8 counts[GT_CARD_KINDS], strength[GT_RANK_COUNT];
  guint n;
  int ret;

  ret = gt_cli_parse_options ("moves", "",
                              _("List every distinct legal play from the hand (--hand), beating the "
                                "table (--table) if one is given."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (max < 1 || (guint) max > MOVES_LISTED_MAX)
    {
      gt_cli_bad_input ("--max takes a number of plays from 1 to %u, not %d", MOVES_LISTED_MAX, max);
      goto out;
    }
  if (o.cards != NULL && o.cards[0] != '\0' && o.rs->game->trick != NULL)
    {
      gt_cli_bad_input ("moves: unexpected argument '%s' (give the hand with --hand)", o.cards);
      goto out;
    }
  /* A trick game: the plays into the trick. */
  if (o.rs->game->trick != NULL)
    {
      ret = gt_cli_trick_moves (&o, &t, (guint) max);
      goto out;
    }
  if (!gt_cli_trick_setup (&o, &t, "moves"))
    goto out;

  if (o.cards != NULL && o.cards[0] != '\0')
    {
      gt_cli_bad_input ("moves: unexpected argument '%s' (give the hand with --hand)", o.cards);
      goto out;
    }
  if (o.hand == NULL)
    {
      gt_cli_bad_input ("moves: no hand given: write it like --hand \"S3 S4 S5\"");
      goto out;
    }
  if (!gt_cli_parse_cards (&o, "--hand", o.hand, &hand))
    goto out;
  if (gt_card_list_has_declarations (&hand))
    {
      gt_cli_bad_input ("--hand: a hand holds cards, not declarations (write H2, not H2=S7)");
      goto out;
    }
  if (o.table && !gt_cli_parse_cards (&o, "--table", o.table, &table_cards))
    goto out;
  if (o.table && !gt_ruleset_read_table (o.rs, &o.ctx, &table_cards, &table))
    {
      GtVerdict v;

      gt_verdict_init (&v);
      o.rs->judge (&o.ctx, &table_cards, NULL, NULL, &v);
      gt_cli_bad_input ("--table: the play on the table is not a combination: %s", v.explanation);
      gt_verdict_clear (&v);
      goto out;
    }

  /* The fixed list holds every play of any 27-card hand; a bigger hand may
   * need more, and then gets an array of the size the generator reports. */
  list = g_new (GtMoveList, 1);
  if (gt_move_list_generate (&o.ctx, &hand, o.table ? &table.combo : NULL, GT_MOVES_ALL, list) &&
      list->n <= (guint) max)
    {
      moves = list->move;
      n = list->n;
    }
  else if (list->total == GT_MOVES_INVALID)
    {
      /* Not reached: the hand was parsed against the deck's copies. */
      gt_cli_bad_input ("--hand: a card more often than the deck has it");
      goto out;
    }
  else if (list->total >= MOVES_COUNT_CAP)
    {
      gt_cli_bad_input ("--hand: the hand has at least %u plays (the count stops there), more than --max lets "
                        "this command list (%d)", MOVES_COUNT_CAP, max);
      goto out;
    }
  else if (list->total > (guint) max)
    {
      gt_cli_bad_input ("--hand: the hand has %u plays, more than --max lets this command list (%d; it may be "
                        "raised to %u)", list->total, max, MOVES_LISTED_MAX);
      goto out;
    }
  else
    {
      n = list->total;
      moves = g_new (GtMove, n);
      gt_card_list_count (&hand, counts);
      n = MIN (n, gt_moves_generate_counts (&o.ctx, counts, o.table ? &table.combo : NULL,
                                            GT_MOVES_ALL, moves, n));
    }

  o.rs->rank_strength (&o.ctx, strength);
  shown = g_new (Shown, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      shown[i].move = &moves[i];
      gt_move_to_card_list (&o.ctx, &moves[i], &shown[i].cards);
      gt_card_list_sort (&shown[i].cards, strength);
      for (guint k = 0; k < shown[i].cards.n; k++)
        {
          GtCard c = shown[i].cards.card[k], a = shown[i].cards.as[k];
          GtCard read = a != GT_CARD_NONE ? a : c;
          shown[i].order[k] = (guint16) ((strength[gt_card_rank (read)] << 8) |
                                         (gt_card_suit (read) << 4) |
                                         (a != GT_CARD_NONE ? 1 : 0));
        }
    }
  qsort (shown, n, sizeof (Shown), compare_shown);

  if (o.json)
    {
      /* The array gt_json_print_array() would print, a play at a time. */
      fputc ('[', stdout);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *cards = gt_card_list_to_string (&shown[i].cards);
          g_autofree char *text = NULL;
          const GtCombo *c = &shown[i].move->combo;
          JsonObject *play = json_object_new ();
          g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), play);

          json_object_set_string_member (play, "cards", cards);
          json_object_set_string_member (play, "type", gt_combo_kind_id (o.rs, c->type));
          json_object_set_string_member (play, "rank", gt_rank_to_string (c->rank));
          json_object_set_int_member (play, "size", c->size);
          json_object_unref (play);
          text = gt_json_to_string (node);
          if (i > 0)
            fputs (", ", stdout);
          fputs (text, stdout);
        }
      fputs ("]\n", stdout);
    }
  else
    {
      GString *out = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        {
          g_string_truncate (out, 0);
          gt_card_list_append_to (&shown[i].cards, out);
          g_string_append (out, "  ");
          gt_cli_text_combo (out, o.rs, &shown[i].move->combo);
          g_string_append_c (out, '\n');
          fputs (out->str, stdout);
        }
      printf ("%u\n", n);
      g_string_free (out, TRUE);
    }

  ret = n > 0 ? EXIT_LEGAL : EXIT_ILLEGAL;

out:
  if (list != NULL && moves != list->move)
    g_free (moves);
  g_free (list);
  g_free (shown);
  gt_cli_trick_options_clear (&t);
  gt_cli_options_clear (&o);
  return ret;
}
