/* gt-play-model.h — a whole game against computer players, the tutor watching
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state behind the Play page, without a widget: a game of Guandan from
 * its first deal to a side passing A, the learner at S, a computer partner
 * at N and computer opponents at E and W (gt-player.h), dealt from a seed
 * so that a game can be played again ("Game #4711").  The page shows it and
 * hands it the learner's actions; the tests drive it the same way.
 *
 * How a turn goes.  When a computer seat is to act, the model asks its
 * player in a worker thread (a strong player may think for a tenth of a
 * second) on a copy of the position, waits "delay" milliseconds so that a
 * person can follow, and makes the action through the engine's checked
 * path.  When the learner is to act, the page calls gt_play_model_play(),
 * _pass() or _give(): an illegal action is refused with the engine's
 * verdict and changes nothing; a legal play the tutor questions
 * (gt-tutor.h) is held back, and the page asks "Play it anyway / Take it
 * back" (gt_play_model_answer()); anything else is made.
 *
 * Undo goes back to the learner's previous decision (practice, not a
 * contest).  After each deal the review lists the learner's plays of that
 * deal, the questioned ones marked with the tutor's reason and the play it
 * preferred.
 *
 * GLib only, no GTK.  Everything happens on the main context the model was
 * made in; texts are translated.
 *
 * Properties (read-only unless said):
 *   busy         a computer seat is acting (the learner waits)
 *   status       a line for the middle of the table ("Your lead", "Deal over:
 *                you and North first and second — up 3 levels")
 *   delay        (read-write) ms between computer actions; 0 for tests
 *   tutor        (read-write) GtTutorStrictness, as a guint
 *   partner      (read-write) GtPlayerLevel of N, as a guint
 *   opponents    (read-write) GtPlayerLevel of E and W, as a guint
 *
 * Signals:
 *   changed ()   the position, the plays in front of the seats, the status
 *   question ()  the tutor holds the learner's play back (get_question())
 *   deal-over () a deal ended: its review is ready
 */
#pragma once

#include <glib-object.h>

#include "gt-game.h"
#include "gt-player.h"
#include "gt-progress.h"
#include "gt-tutor.h"

G_BEGIN_DECLS

typedef enum {
  GT_PLAY_MADE = 0,        /* the action was made */
  GT_PLAY_REFUSED,         /* illegal, or not the learner's turn: the verdict says why */
  GT_PLAY_QUESTIONED,      /* legal, held back: the tutor asks first */
} GtPlayOutcome;

/* One of the learner's plays in a deal, for the review. */
typedef struct {
  guint32 game;            /* the game's number (its seed) */
  guint deal;
  char *play;              /* "Pair of 7s", "Pass" — translated */
  gboolean questioned;     /* the tutor asked before it was made */
  char *note;              /* the tutor's reason, NULL if not questioned */
  char *better;            /* the play the tutor preferred, NULL if none */
  GtTutorRating rating;    /* how the tutor rates it over the layouts (NONE: not judged) */
} GtPlayReview;

#define GT_TYPE_PLAY_MODEL (gt_play_model_get_type ())
G_DECLARE_FINAL_TYPE (GtPlayModel, gt_play_model, GT, PLAY_MODEL, GObject)

GtPlayModel  *gt_play_model_new            (void);

/* A new game dealt from seed; the first deal begins at once. */
void          gt_play_model_start          (GtPlayModel       *self,
                                            guint32            seed);
/* The game from a position of its (a guided deal, a test), later deals
 * from seed. */
void          gt_play_model_start_from     (GtPlayModel       *self,
                                            const GtGame      *position,
                                            guint32            seed);
guint32       gt_play_model_get_seed       (GtPlayModel       *self);
const GtGame *gt_play_model_get_game       (GtPlayModel       *self);
guint         gt_play_model_get_learner    (GtPlayModel       *self);
gboolean      gt_play_model_get_busy       (GtPlayModel       *self);
const char   *gt_play_model_get_status     (GtPlayModel       *self);
/* Whether the learner is to act now (and nothing is held back). */
gboolean      gt_play_model_learner_to_act (GtPlayModel       *self);

void          gt_play_model_set_delay      (GtPlayModel       *self,
                                            guint              ms);
void          gt_play_model_set_tutor      (GtPlayModel       *self,
                                            GtTutorStrictness  strictness);
void          gt_play_model_set_strength   (GtPlayModel       *self,
                                            GtPlayerLevel      partner,
                                            GtPlayerLevel      opponents);

/* The learner's actions.  verdict (may be NULL) receives the engine's
 * verdict: why an action was refused, what a made one did. */
GtPlayOutcome gt_play_model_play           (GtPlayModel       *self,
                                            const GtCardList  *cards,
                                            const GtCombo     *reading,
                                            GtVerdict         *verdict);
GtPlayOutcome gt_play_model_pass           (GtPlayModel       *self,
                                            GtVerdict         *verdict);
/* A tribute or a card given back, in those phases. */
GtPlayOutcome gt_play_model_give           (GtPlayModel       *self,
                                            GtCard             card,
                                            GtVerdict         *verdict);

/* The tutor's question about the play held back, or NULL. */
const GtTutorNote *gt_play_model_get_question (GtPlayModel    *self);
/* Play it anyway (TRUE), or take it back (FALSE). */
void          gt_play_model_answer         (GtPlayModel       *self,
                                            gboolean           play_anyway);

/* A hint for the learner's turn in the play phase, in three grades as the
 * puzzles have them: 1 the idea ("your partner's play is winning the
 * round"), 2 the kind of play ("Play a pair."), 3 the play itself, whose
 * cards go to cards (empty for a pass).  The play is the strong computer
 * player's, within a small budget (no more than a moment on the main
 * thread).  FALSE when it is not the learner's turn to play. */
gboolean      gt_play_model_hint           (GtPlayModel       *self,
                                            guint              grade,
                                            char             **text,
                                            GtCardList        *cards);

gboolean      gt_play_model_can_undo       (GtPlayModel       *self);
/* Back to the learner's previous decision; FALSE when there is none. */
gboolean      gt_play_model_undo           (GtPlayModel       *self);

/* After a deal: the next one.  FALSE when the game is over or the deal
 * is not. */
gboolean      gt_play_model_next_deal      (GtPlayModel       *self);

/* What lies in front of a seat in this round: its last play (NULL for
 * none) and whether it passed since. */
const GtCardList *gt_play_model_get_last   (GtPlayModel       *self,
                                            guint              seat,
                                            gboolean          *passed);

guint         gt_play_model_get_n_reviews  (GtPlayModel       *self);
const GtPlayReview *gt_play_model_get_review (GtPlayModel     *self,
                                            guint              i);

/* Where the review of each deal is kept when the deal ends (NULL: not
 * kept).  Setting it reads the review saved last — a deal of an earlier
 * session — which the saved_review calls below give until a deal of this
 * session ends. */
void          gt_play_model_set_progress   (GtPlayModel       *self,
                                            GtProgress        *progress);
guint         gt_play_model_get_n_saved_reviews (GtPlayModel  *self);
const GtPlayReview *gt_play_model_get_saved_review (GtPlayModel *self,
                                            guint              i);

G_END_DECLS
