/* fuzz-notation.c — card notation and the position text form
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card a learner types, and every position in a lesson or puzzle,
 * passes through these two parsers, so they see the most hostile text.
 * The first line of the input is a card list; the whole input is also read
 * as a position, by every game in turn.  Whatever they accept must survive being written back out
 * and read again: a parser that accepts what its own printer cannot
 * reproduce is a bug even when nothing crashes.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "gt-game.h"
#include "gt-ruleset.h"

/* The input as each game reads it: a card list (the game's number of
 * copies of each card) and a position (its seats, roles, trumps, stock). */
static void
read_as (const GtRuleset *rs,
         const char      *text,
         const char      *first)
{
  GtCardList list;
  GtGame game;

  if (gt_card_list_parse (first, rs->copies, &list, NULL))
    {
      g_autofree char *out = gt_card_list_to_string (&list);
      GtCardList again;

      if (!gt_card_list_parse (out, rs->copies, &again, NULL) || again.n != list.n)
        g_error ("%s: card list '%s' does not read back", rs->id, out);
    }

  gt_game_init (&game, rs, 0);
  if (gt_game_load_string (&game, rs, text, "position", NULL))
    {
      g_autofree char *out = gt_game_save_string (&game, rs, "position");
      GtGame again;

      gt_game_init (&again, rs, 0);
      if (!gt_game_load_string (&again, rs, out, "position", NULL))
        g_error ("%s: position does not read back:\n%s", rs->id, out);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  const char *nl;

  if (size > GT_FUZZ_MAX_INPUT)
    return 0;
  text = g_strndup ((const char *) data, size);
  nl = strchr (text, '\n');
  first = nl ? g_strndup (text, (gsize) (nl - text)) : g_strdup (text);

  /* Every game: a position of Bao Huang's five seats or Da Bai Fen's
   * trumps and stock is read by the same parser with the game's rules. */
  for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
    read_as (*rs, text, first);
  return 0;
}
