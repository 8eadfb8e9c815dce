/* gt-tutor.h — the tutor watching a learner's play in a whole deal
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules engine refuses what is illegal.  The tutor looks at what is
 * legal but questionable, before it is made, in the manner of a teacher at
 * the learner's shoulder (gnubg's tutor mode): a play it can prove loses
 * what was still winnable, or one that breaks a clear principle.  Its
 * questions are asked, never imposed — the learner may play it anyway.
 *
 * What it questions (GtTutorConcern), each with words in the tutor's
 * voice:
 *   - a play the exact solver proves turns a won deal (S's side out
 *     first) into a lost one, in an endgame small enough to prove within
 *     the tutor's budget;
 *   - beating the partner's play when the play does not take the learner
 *     out (the partner's play was winning the round);
 *   - spending cards of a bomb on an ordinary play that does not go out;
 *   - leading a play that an opponent on that many cards may take and go
 *     out with, when the hand has other plays.
 * Strictness: GT_TUTOR_PROOFS questions only what the solver proves;
 * GT_TUTOR_PRINCIPLES also the principles.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"

G_BEGIN_DECLS

typedef enum {
  GT_TUTOR_OFF = 0,
  GT_TUTOR_PROOFS,
  GT_TUTOR_PRINCIPLES,
} GtTutorStrictness;

typedef enum {
  GT_TUTOR_FINE = 0,
  GT_TUTOR_LOSES,            /* the solver: a won deal becomes lost */
  GT_TUTOR_BEATS_PARTNER,
  GT_TUTOR_BREAKS_BOMB,
  GT_TUTOR_FEEDS_OPPONENT,
} GtTutorConcern;

typedef struct {
  GtTutorConcern concern;
  char *text;                /* translated, in the tutor's voice; owned */
  gboolean has_better;       /* a play the tutor would rather see */
  GtMove better;             /* (a pass: n == 0) */
  guint seat;                /* the seat the concern is about (partner, opponent), or GT_SEAT_NONE */
} GtTutorNote;

typedef struct _GtTutor GtTutor;

GtTutor  *gt_tutor_new        (void);
void      gt_tutor_free       (GtTutor          *tutor);
/* The solver's budget for one question (default 50 000 nodes: a few
 * milliseconds), and from how many cards in every hand it is asked. */
void      gt_tutor_set_budget (GtTutor          *tutor,
                               guint             max_cards,
                               guint64           max_nodes);

/* Whether the turn's player's play (or pass: a move with n == 0) deserves
 * a question.  TRUE and note filled when it does (clear it with
 * gt_tutor_note_clear()); FALSE, and note's concern GT_TUTOR_FINE, when
 * not.  The game must be in its play phase and the move legal. */
gboolean  gt_tutor_review     (GtTutor          *tutor,
                               GtTutorStrictness strictness,
                               const GtGame     *game,
                               const GtMove     *move,
                               GtTutorNote      *note);
void      gt_tutor_note_clear (GtTutorNote      *note);

G_END_DECLS
