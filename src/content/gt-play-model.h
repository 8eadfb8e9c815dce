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
 * verdict and changes nothing; anything else but a play or a pass is made.
 * A legal play or pass is weighed by the tutor (gt-tutor.h) in a worker
 * thread, on a copy of the learner's view, with a tutor of its own — over
 * sampled layouts that may take a second — while the play is held back
 * ("weighing", GT_PLAY_PENDING); the learner may act again meanwhile (the
 * weighing is dropped and the new action weighed) or undo.  A play the
 * tutor questions is then held back, and the page asks "Play it anyway /
 * Take it back" (gt_play_model_answer()); any other is made.
 *
 * Undo goes back to the learner's previous decision (practice, not a
 * contest).  After each deal the review lists the learner's plays of that
 * deal, rated, the questioned ones marked with the tutor's reason and the
 * play it preferred; gt_play_model_new_review() steps through the deal (or
 * the game's deals) on the table (gt-review-model.h).  The ratings are
 * saved with the game, so a resumed game's deals can be reviewed too.
 *
 * GLib only, no GTK.  Everything happens on the main context the model was
 * made in; texts are translated.
 *
 * The game in progress is saved after every action (one file per game
 * kind in "save-dir": the seed and the actions, replayed on loading), so
 * that a relaunch finds it again (gt_play_model_resume()).
 *
 * The table's story is told in lines of narration (tribute, returns,
 * declarations, drawing, tricks taken, the end of the deal and how the
 * levels moved), the current deal's kept for the page.
 *
 * Properties (read-only unless said):
 *   game-id      (read-write) the game's registry id, "guandan" by default
 *   seats        (read-write) seats of the next new game, 0 for the game's usual
 *   variants     (read-write) the ruleset's variant bits of the next new game
 *   save-dir     (read-write) the folder of saved games, NULL: none kept
 *   running      a game is in progress that a new one would abandon
 *   busy         a computer seat is acting, or the tutor weighs the
 *                learner's play (the learner waits)
 *   weighing     the tutor weighs the learner's play (say "thinking")
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
 *   narrated (const char *line)  a line of narration was added
 *   save-error (const char *message)  the game could not be saved (it goes on)
 */
#pragma once

#include <glib-object.h>

#include "gt-game.h"
#include "gt-player.h"
#include "gt-progress.h"
#include "gt-review-model.h"

#include "gt-reading-choice.h"
#include "gt-tutor.h"

G_BEGIN_DECLS

typedef enum {
  GT_PLAY_MADE = 0,        /* the action was made */
  GT_PLAY_REFUSED,         /* illegal, or not the learner's turn: the verdict says why */
  GT_PLAY_QUESTIONED,      /* legal, held back: the tutor asks first */
  GT_PLAY_PENDING,         /* legal, held back while the tutor weighs it ("weighing") */
} GtPlayOutcome;

/* An action the learner may make now that is a button rather than cards
 * selected in the hand: a pass, a declaration, which tribute to take. */
typedef struct {
  GtActionType type;       /* GT_ACTION_PASS, _DECLARE or _CHOOSE */
  guint8 choice;           /* the game's choice (declare), the giver (choose) */
  GtCard card;             /* a card that goes with it, or GT_CARD_NONE */
  char *label;             /* its words for a button, translated */
} GtPlayChoice;

void          gt_play_choice_free          (GtPlayChoice      *choice);

#define GT_TYPE_PLAY_MODEL (gt_play_model_get_type ())
G_DECLARE_FINAL_TYPE (GtPlayModel, gt_play_model, GT, PLAY_MODEL, GObject)

GtPlayModel  *gt_play_model_new            (void);

/* The game dealt: a registry id (gt_ruleset_lookup()).  Changing it puts
 * away the game on the table (it is saved already) and leaves an undealt
 * game of the new kind: resume its saved game or start one.  FALSE (and
 * nothing changed) for an id that is no game. */
gboolean      gt_play_model_set_game_id    (GtPlayModel       *self,
                                            const char        *game_id);
const char   *gt_play_model_get_game_id    (GtPlayModel       *self);
/* Seats of the next new game (Gan Deng Yan: 3–6), 0 for the game's usual
 * number; a number the game does not allow is refused (FALSE). */
gboolean      gt_play_model_set_seats      (GtPlayModel       *self,
                                            guint              n_seats);
guint         gt_play_model_get_seats      (GtPlayModel       *self);
void          gt_play_model_get_seat_range (GtPlayModel       *self,
                                            guint             *min_seats,
                                            guint             *max_seats);
/* The variant bits of the next new game (GtRuleset.variants). */
void          gt_play_model_set_variants   (GtPlayModel       *self,
                                            guint32            variants);
guint32       gt_play_model_get_variants   (GtPlayModel       *self);

/* Where games in progress are kept, one file per game kind
 * ("DIR/GAME.game"); NULL: nowhere. */
void          gt_play_model_set_save_dir   (GtPlayModel       *self,
                                            const char        *dir);
const char   *gt_play_model_get_save_dir   (GtPlayModel       *self);
/* Takes up the saved game of the current kind where it was left.  FALSE
 * without error when there is none; FALSE with error (naming the file,
 * the line and the problem) when it cannot be read or replayed — the file
 * is left as it was and the model holds an undealt game. */
gboolean      gt_play_model_resume         (GtPlayModel       *self,
                                            GError           **error);
/* Whether a game is in progress that starting another would abandon: the
 * learner has made an action in it and it is not over. */
gboolean      gt_play_model_get_running    (GtPlayModel       *self);

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
/* Cards laid aside face down (Da Bai Fen's kitty buried), in that phase. */
GtPlayOutcome gt_play_model_discard        (GtPlayModel       *self,
                                            const GtCardList  *cards,
                                            GtVerdict         *verdict);
/* A tribute or a card given back, in those phases. */
GtPlayOutcome gt_play_model_give           (GtPlayModel       *self,
                                            GtCard             card,
                                            GtVerdict         *verdict);

/* Bit per GtActionType the learner may make now (0 when it is not the
 * learner's turn): a play from the hand, a pass, a tribute or a card given
 * back (gt_play_model_give()), cards laid aside (gt_play_model_discard()),
 * a choice or a declaration (gt_play_model_choose()). */
guint         gt_play_model_get_actions    (GtPlayModel       *self);
/* The actions legal now that are buttons (GtPlayChoice), in the game's
 * words: a pass, each declaration, each tribute to take.  Empty when it is
 * not the learner's turn. */
GPtrArray    *gt_play_model_list_choices   (GtPlayModel       *self);
/* Makes one of them (a choice of the list) as the learner's action. */
GtPlayOutcome gt_play_model_choose         (GtPlayModel       *self,
                                            const GtPlayChoice *choice,
                                            GtVerdict         *verdict);
/* Whether cards (the learner's selection, to play now) has undeclared
 * wild cards that read as more than one legal play: then the readings to
 * ask about, a GPtrArray of GtReadingChoice to free — play the one chosen
 * with gt_play_model_play (cards, &choice->reading.combo, …).  Empty when
 * there is nothing to ask (the engine reads the play itself). */
GPtrArray    *gt_play_model_list_readings  (GtPlayModel       *self,
                                            const GtCardList  *cards);

/* The current deal's narration, oldest first: what the deal set up and
 * what happened in words ("North returned ♠7 to you"), translated. */
guint         gt_play_model_get_n_narration (GtPlayModel      *self);
const char   *gt_play_model_get_narration  (GtPlayModel       *self,
                                            guint              i);
/* After a deal, its result in words (places, how the levels moved, the
 * scores); NULL while a deal is played. */
const char   *gt_play_model_get_deal_summary (GtPlayModel     *self);
/* Whether the last round (or trick) has just ended: the plays in front of
 * the seats are the round's, cleared at the next play. */
gboolean      gt_play_model_round_cleared  (GtPlayModel       *self);

/* The tutor's question about the play held back, or NULL. */
const GtTutorNote *gt_play_model_get_question (GtPlayModel    *self);
/* Whether the tutor is weighing the learner's play (GT_PLAY_PENDING). */
gboolean      gt_play_model_get_weighing   (GtPlayModel       *self);
/* Drops the play the tutor weighs, as if never made (the learner left the
 * page); nothing when none. */
void          gt_play_model_withdraw       (GtPlayModel       *self);
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
/* Back to the learner's previous decision (or, while the tutor weighs a
 * play, that play taken back); FALSE when there is none. */
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

/* The review on the table: every action of the last finished deal
 * (whole_game: of every finished deal of the game) as steps, the cursor
 * at the first.  NULL when no deal of the game has finished. */
GtReviewModel *gt_play_model_new_review    (GtPlayModel       *self,
                                            gboolean           whole_game);

/* Where the review of each deal is kept when the deal ends (NULL: not
 * kept).  Setting it reads the review saved last — a deal of an earlier
 * session — which the saved_review calls below give until a deal of this
 * session ends. */
void          gt_play_model_set_progress   (GtPlayModel       *self,
                                            GtProgress        *progress);
guint         gt_play_model_get_n_saved_reviews (GtPlayModel  *self);
const GtPlayReview *gt_play_model_get_saved_review (GtPlayModel *self,
                                            guint              i);

/* A lesson's Link= to the Play page: "play", "play N" (Guandan's deal N),
 * "play GAME" or "play GAME N".  *game_id (owned) is NULL for "play" and
 * the registry id otherwise; *seed and *has_seed the deal's number.
 * FALSE with error (untranslated, for a problem's message) otherwise. */
gboolean      gt_play_link_parse           (const char        *link,
                                            char             **game_id,
                                            guint32           *seed,
                                            gboolean          *has_seed,
                                            GError           **error);

G_END_DECLS
