/* gt-drill.h — drills: short sets of small exercises, made fresh from a seed
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A drill practises one core idea of a game — in Guandan making each
 * combination, beating the play on the table, the bomb ladder, the wild
 * card, the level card; in the other games their own — with a handful of
 * exercises in the manner of Lichess Learn's stages.  Which drills a game
 * has, and how each deals its cards, is the game's (GtRuleset.drills,
 * gt-drill-deal.h); this file makes the exercises and checks answers the
 * same way for every game.  The exercises are not written by hand: each
 * is dealt from a template and a seed, so that every try brings new cards,
 * and each is checked by the engine before it is shown — the game's move
 * generator must find at least one play that answers it — so a drill
 * never asks the impossible.  The same seed gives the same exercises
 * (tests, and "try again" of the same set if wanted).
 *
 * An answer is checked by the game's own verdict (legal? which readings?
 * does it beat the table? in a trick game: may it go into the trick, does
 * it take it?) and then against what the exercise asks; the words of a
 * wrong answer are the engine's explanation, or the drill's own when the
 * play is legal but not what was asked.
 */
#pragma once

#include <glib.h>

#include "gt-drill-deal.h"
#include "gt-game.h"

G_BEGIN_DECLS

/* The drill of that id in any game, and its game in *rs (may be NULL);
 * NULL when none has it. */
const GtDrill *gt_drill_lookup (const char       *id,
                                const GtRuleset **rs);
/* The game whose drill it is. */
const GtRuleset *gt_drill_game (const GtDrill    *drill);
/* The first drill of the first game that has drills. */
const GtDrill *gt_drill_first  (void);

typedef struct {
  const GtDrill *drill;
  GtGame position;         /* the learner (its first seat) to play */
  guint8 want_type;        /* GtCombo.type asked for (GT_COMBO_NONE: any that answers) */
  gboolean want_bomb;      /* the play must be a bomb (else it must not be one) */
  gboolean want_win;       /* a trick game: the play must take the trick */
  GtCard want_card;        /* a card the play must hold (the wild card), GT_CARD_NONE: none */
  char *prompt;            /* translated: "Lead a pair." */
} GtDrillExercise;

void     gt_drill_exercise_clear (GtDrillExercise *exercise);

/* Builds exercise number index (0 … GT_DRILL_EXERCISES - 1) of a set of
 * drill from seed: the same arguments give the same exercise.  Every
 * exercise built has an answer (gt_drill_answer() finds one). */
void     gt_drill_make         (const GtDrill   *drill,
                                guint32          seed,
                                guint            index,
                                GtDrillExercise *out);

/* Whether cards answer the exercise.  explanation (may be NULL) receives
 * the words for the learner, translated: what the play is and why it does
 * or does not answer; rule (may be NULL) the rule id they cite. */
gboolean gt_drill_check        (const GtDrillExercise *exercise,
                                const GtCardList      *cards,
                                char                 **explanation,
                                const char           **rule);

/* One play that answers it, for hints and tests.  FALSE only for an
 * exercise no drill makes. */
gboolean gt_drill_answer       (const GtDrillExercise *exercise,
                                GtCardList            *out);

/* Stars for a finished set: 3 with no mistakes, 2 with one or two, 1
 * with more.  A hint counts as a mistake. */
guint    gt_drill_stars        (guint mistakes);

G_END_DECLS
