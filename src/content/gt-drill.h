/* gt-drill.h — drills: short sets of small exercises, made fresh from a seed
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A drill practises one core idea of Guandan — making each combination,
 * beating the play on the table, the bomb ladder, the wild card, the level
 * card — with a handful of exercises in the manner of Lichess Learn's
 * stages.  The exercises are not written by hand: each is built from a
 * template and a seed, so that every try brings new cards, and each is
 * checked by the engine before it is shown — the move generator must find
 * at least one play that answers it — so a drill never asks the
 * impossible.  The same seed gives the same exercises (tests, and "try
 * again" of the same set if wanted).
 *
 * An answer is checked by the game's own verdict (legal? which readings?
 * does it beat the table?) and then against what the exercise asks; the
 * words of a wrong answer are the engine's explanation, or the drill's own
 * when the play is legal but not what was asked.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

G_BEGIN_DECLS

typedef enum {
  GT_DRILL_COMBINATIONS = 0,  /* lead each kind of combination */
  GT_DRILL_BEATING,           /* beat the play on the table with the same kind */
  GT_DRILL_BOMBS,             /* beat a bomb with a higher bomb */
  GT_DRILL_WILD,              /* make a combination with the wild card */
  GT_DRILL_LEVEL,             /* the level card above the Ace */
  GT_DRILL_KIND_COUNT
} GtDrillKind;

/* Exercises in a set: enough to practise, few enough to finish in a few
 * minutes. */
#define GT_DRILL_EXERCISES 6

typedef struct {
  const char *id;          /* "drill-combinations": progress and pages */
  const char *game;        /* the ruleset's id ("guandan"): the drill's templates are its shapes */
  const char *title;       /* translatable (N_) */
  const char *idea;        /* translatable (N_): one sentence, shown before the first exercise */
  const char *rule;        /* the rule id the drill practises */
} GtDrillInfo;

/* The drills, in the order they are listed. */
const GtDrillInfo *gt_drill_info      (GtDrillKind kind);
/* kind for an id; FALSE when none has it. */
gboolean           gt_drill_lookup    (const char  *id,
                                       GtDrillKind *kind);

typedef struct {
  GtDrillKind kind;
  GtGame position;         /* S to play, E's play on the table when there is one */
  guint8 want_type;        /* GtComboType asked for (GT_COMBO_NONE: any that answers) */
  gboolean want_wild;      /* the play must use the wild card */
  gboolean want_bomb;      /* the play must be a bomb (else it must not be one) */
  char *prompt;            /* translated: "Play a full house." */
} GtDrillExercise;

void     gt_drill_exercise_clear (GtDrillExercise *exercise);

/* Builds exercise number index (0 … GT_DRILL_EXERCISES - 1) of a set of
 * kind from seed: the same arguments give the same exercise.  Every
 * exercise built has an answer (gt_drill_answer() finds one). */
void     gt_drill_make         (GtDrillKind      kind,
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
