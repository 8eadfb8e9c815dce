/* gt-review-model.h — a deal (or a whole game) played, stepped through after it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Play page's review on the table, as gnubg's analysis steps a match:
 * every action of the deal from the first to the last, one step each, the
 * learner's decisions among them with the tutor's rating (fine, doubtful,
 * mistake, blunder), its words and the play it preferred.  A cursor says
 * which step is shown; the page shows the step's position and the plays in
 * front of the seats on its table and the step's words beside it.
 *
 * What a step shows.  Another seat's action is shown done: the position
 * after it, its play in front of the seat.  A decision of the learner's is
 * shown as the learner faced it — the position before it, the hand still
 * whole — so that the play made and the better one can both be pointed at
 * in the hand (gt_review_model_get_decision(): the action's cards, the
 * review's better_cards); the next step shows it made.
 *
 * GtPlayModel fills one from its record (gt_play_model_new_review()); a
 * test may fill one by hand.  GLib only, no GTK; texts are translated.
 *
 * Properties: "cursor" (guint, read-write), "n-steps" (guint).
 * Signals: "notify::cursor" is how the page hears a step.
 */
#pragma once

#include <glib-object.h>

#include "gt-game.h"
#include "gt-tutor.h"

G_BEGIN_DECLS

/* One of the learner's plays (or passes) in a deal, as the tutor saw it. */
typedef struct {
  guint32 game;            /* the game's number (its seed) */
  guint deal;
  guint step;              /* the action's index in the game's record (saved games) */
  char *play;              /* "Pair of 7s", "Pass" — translated */
  gboolean questioned;     /* the tutor asked before it was made */
  char *note;              /* the tutor's reason, NULL if not questioned */
  char *better;            /* the play the tutor preferred, NULL if none */
  GtCardList better_cards; /* its cards (none for a pass or none preferred) */
  GtTutorRating rating;    /* how the tutor rates it over the layouts (NONE: not judged) */
} GtPlayReview;

GtPlayReview *gt_play_review_copy        (const GtPlayReview *review);
void          gt_play_review_free        (GtPlayReview       *review);

/* What lies in front of the seats in a climbing round: each seat's last
 * play of the round and whether it passed since. */
typedef struct {
  GtCardList last[GT_SEATS_MAX];
  gboolean has_last[GT_SEATS_MAX];
  gboolean passed[GT_SEATS_MAX];
  gboolean round_over;     /* the round has just ended: the next play clears them */
} GtFronts;

#define GT_TYPE_REVIEW_MODEL (gt_review_model_get_type ())
G_DECLARE_FINAL_TYPE (GtReviewModel, gt_review_model, GT, REVIEW_MODEL, GObject)

GtReviewModel *gt_review_model_new       (guint               learner);
/* A step: action taken at before (the fronts then) leading to after.
 * words say it ("East: Pair of 7s"); review (copied, NULL for none) is the
 * learner's decision it was. */
void          gt_review_model_append     (GtReviewModel      *self,
                                          const GtGame       *before,
                                          const GtFronts     *fronts_before,
                                          const GtAction     *action,
                                          const GtGame       *after,
                                          const GtFronts     *fronts_after,
                                          const char         *words,
                                          const GtPlayReview *review);

guint         gt_review_model_get_learner (GtReviewModel     *self);
guint         gt_review_model_get_n_steps (GtReviewModel     *self);
guint         gt_review_model_get_cursor (GtReviewModel      *self);
/* Moves to step (clamped to the steps there are). */
void          gt_review_model_set_cursor (GtReviewModel      *self,
                                          guint               step);
/* One step on (delta 1) or back (-1), or more; FALSE when already at that
 * end. */
gboolean      gt_review_model_step       (GtReviewModel      *self,
                                          int                 delta);
/* The learner's next (forward) or previous decision from the cursor, and
 * whether there was one to go to. */
gboolean      gt_review_model_step_decision (GtReviewModel   *self,
                                          gboolean            forward);

/* The step at the cursor: the position shown, the plays in front of the
 * seats (as gt_play_model_get_last()), whether the round has just been
 * cleared, the action and its words. */
const GtGame *gt_review_model_get_position (GtReviewModel    *self);
const GtCardList *gt_review_model_get_last (GtReviewModel    *self,
                                          guint               seat,
                                          gboolean           *passed);
gboolean      gt_review_model_round_cleared (GtReviewModel   *self);
const GtAction *gt_review_model_get_action (GtReviewModel    *self);
const char   *gt_review_model_get_words  (GtReviewModel      *self);
/* The learner's decision at the cursor, NULL at another seat's step. */
const GtPlayReview *gt_review_model_get_decision (GtReviewModel *self);

/* The learner's decision at a step, NULL at another seat's. */
const GtPlayReview *gt_review_model_get_decision_at (GtReviewModel *self,
                                          guint               step);
/* The action of a step, NULL past the end. */
const GtAction *gt_review_model_get_action_at (GtReviewModel   *self,
                                          guint               step);

/* The learner's decisions rated so (GT_TUTOR_RATING_NONE: not judged). */
guint         gt_review_model_count      (GtReviewModel      *self,
                                          GtTutorRating       rating);
/* The step of the first decision rated a mistake or a blunder, or
 * G_MAXUINT when there is none. */
guint         gt_review_model_get_first_critical (GtReviewModel *self);

G_END_DECLS
