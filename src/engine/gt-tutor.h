/* gt-tutor.h — the tutor watching a learner's play in a whole deal
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules engine refuses what is illegal.  The tutor looks at what is
 * legal but questionable, before it is made, in the manner of a teacher at
 * the learner's shoulder (gnubg's tutor mode): a play that does clearly
 * worse than another over the layouts of the cards the learner cannot see,
 * or one that breaks a clear principle.  It sees what the learner sees.  Its
 * questions are asked, never imposed — the learner may play it anyway.
 *
 * What it questions (GtTutorConcern), each with words in the tutor's
 * voice:
 *   - in an endgame small enough to solve within the tutor's budget, a
 *     play (or pass) that keeps the side's first place in fewer of the
 *     sampled layouts of the unseen cards than the best play, by the
 *     strictness's margin (the counts in its words);
 *   - beating the partner's play when the play does not take the learner
 *     out (the partner's play was winning the round);
 *   - spending cards of a bomb on an ordinary play that does not go out;
 *   - leading a play that an opponent on that many cards may take and go
 *     out with, when the hand has other plays.
 * and, before a pass, letting an opponent on four cards or fewer keep the
 * round when the learner could beat their play.
 * Strictness is a margin: GT_TUTOR_PROOFS questions a play that keeps the
 * goal in half the layouts fewer than the best play (the clear mistakes);
 * GT_TUTOR_PRINCIPLES one that keeps it in a quarter fewer (at least two
 * either way), and the principles too.  "In every layout" is said only
 * when it holds.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"
#include "gt-view.h"

G_BEGIN_DECLS

typedef enum {
  GT_TUTOR_OFF = 0,
  GT_TUTOR_PROOFS,
  GT_TUTOR_PRINCIPLES,
} GtTutorStrictness;

typedef enum {
  GT_TUTOR_FINE = 0,
  GT_TUTOR_LOSES,            /* over the layouts the learner could face, the play keeps
                              * the goal clearly less often than the best one */
  GT_TUTOR_BEATS_PARTNER,
  GT_TUTOR_BREAKS_BOMB,
  GT_TUTOR_FEEDS_OPPONENT,
  GT_TUTOR_LETS_THROUGH,     /* a pass lets an opponent near the end keep the round */
} GtTutorConcern;

typedef struct {
  GtTutorConcern concern;
  char *text;                /* translated, in the tutor's voice; owned */
  gboolean has_better;       /* a play the tutor would rather see */
  GtMove better;             /* (a pass: n == 0) */
  guint seat;                /* the seat the concern is about (partner, opponent), or GT_SEAT_NONE */
  /* What the layouts said of the play, whether questioned or not: of
   * `layouts` layouts of the unseen cards (0: not judged by layouts), it
   * kept the side's goal in `kept`, the best play in `best_kept`. */
  guint layouts;
  guint kept;
  guint best_kept;
  /* A trick game's layouts were played out by the heuristic to the deal's
   * end, not solved (gt_tutor_review_trick()): the counts are of one
   * plausible course of each layout, not proofs. */
  gboolean played_out;
  /* A trick game's better play (gt_tutor_review_trick(): has_better),
   * as cards; `better` is then empty. */
  GtCardList better_cards;
} GtTutorNote;

/* A decision rated as gnubg's analysis rates it, by how much it lost:
 * the share of the layouts in which the best play kept the goal and this
 * one did not (fine: under a tenth; doubtful: under a quarter; a mistake:
 * under a half; a blunder: a half or more).  A play questioned on a
 * principle alone is doubtful. */
typedef enum {
  GT_TUTOR_RATING_NONE = 0,  /* not judged */
  GT_TUTOR_RATING_FINE,
  GT_TUTOR_RATING_DOUBTFUL,
  GT_TUTOR_RATING_MISTAKE,
  GT_TUTOR_RATING_BLUNDER,
  GT_TUTOR_RATING_COUNT
} GtTutorRating;

GtTutorRating gt_tutor_note_rating      (const GtTutorNote *note);
/* "fine", "doubtful", "mistake", "blunder" (files); "" for none. */
const char   *gt_tutor_rating_to_string (GtTutorRating      rating);
gboolean      gt_tutor_rating_parse     (const char        *text,
                                         GtTutorRating     *rating);
/* Translated: "Fine", "Doubtful", "Mistake", "Blunder". */
const char   *gt_tutor_rating_name      (GtTutorRating      rating);

typedef struct _GtTutor GtTutor;

GtTutor  *gt_tutor_new        (void);
void      gt_tutor_free       (GtTutor          *tutor);
/* The budget of one question: from how many cards in every hand the
 * layouts are asked (default 6: the question is asked on the main thread,
 * at most about 0.4 s, docs/benchmarks.md), and the nodes of one layout's
 * solve (default 20 000); twenty layouts are solved for each play open. */
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
/* The same from the learner's view, kept action by action by the caller. */
gboolean  gt_tutor_review_view (GtTutor         *tutor,
                               GtTutorStrictness strictness,
                               const GtView     *view,
                               const GtMove     *move,
                               GtTutorNote      *note);
void      gt_tutor_note_clear (GtTutorNote      *note);

/* A trick game (Da Bai Fen): whether the turn's player's play to the
 * trick deserves a question, judged from their view over layouts of the
 * unseen cards, from the first trick.  Once every hand holds no more than
 * the tutor's max_cards, each play open to them is solved by the game's
 * trick solver in each of twenty layouts; earlier (or when no solve fits
 * the nodes) each is played out to the deal's end in each of forty
 * layouts by the simple trick player in every seat, each from its own
 * view of the layout (note->played_out; the words then say it was played
 * out, never that it is proved).  A layout counts against the play when it
 * leaves the learner's side ten points or more worse off than the play
 * best over all the layouts (a ten or a king; played out, net of the
 * layouts where it does ten better); the strictness is the margin of such
 * layouts, as for the climbing games (half; with the principles a
 * quarter; at least two), and a played-out play must also cost five
 * points on average.  The note's layouts, kept (layouts not counted
 * against the play) and best_kept (all of them) rate the play as
 * gt_tutor_note_rating() rates any; FALSE with layouts 0: not judged (not
 * a trick game's play, a forced play, no layout fits the view).  play
 * must be legal. */
gboolean  gt_tutor_review_trick (GtTutor         *tutor,
                               GtTutorStrictness strictness,
                               const GtGame     *game,
                               const GtCardList *play,
                               GtTutorNote      *note);
gboolean  gt_tutor_review_trick_view (GtTutor    *tutor,
                               GtTutorStrictness strictness,
                               const GtView     *view,
                               const GtCardList *play,
                               GtTutorNote      *note);

G_END_DECLS
