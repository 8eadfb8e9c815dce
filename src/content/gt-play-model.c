/* gt-play-model.c — a whole game against computer players, the tutor watching
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One computer decision at a time runs in a GTask's worker thread on a copy
 * of the position, with the player of that seat; the answer is made on the
 * main context through the engine's checked path (gt_game_act), so a
 * player's mistake could never put an illegal play on the table.  Undo, a
 * new game or the model's end bump the generation: an answer of an older
 * generation is dropped when it arrives, and no new decision starts until
 * it has (a player is used by one thread at a time).
 */
#include "config.h"

#include "gt-play-model.h"
#include "gt-explain.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

enum {
  PROP_0,
  PROP_BUSY,
  PROP_STATUS,
  PROP_DELAY,
  PROP_TUTOR,
  PROP_PARTNER,
  PROP_OPPONENTS,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_QUESTION,
  SIGNAL_DEAL_OVER,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

/* What lies in front of the seats, kept with the position for undo. */
typedef struct {
  GtCardList last[GT_SEATS_MAX];
  gboolean has_last[GT_SEATS_MAX];
  gboolean passed[GT_SEATS_MAX];
  gboolean round_over;         /* the next play clears the table's fronts */
} Fronts;

typedef struct {
  GtGame game;
  Fronts fronts;
  guint n_reviews;
} Snapshot;

struct _GtPlayModel {
  GObject parent_instance;

  guint32 seed;
  GRand *rand;
  GtProgress *progress;              /* where deals' reviews are kept, or NULL */
  GPtrArray *saved;                  /* GtPlayReview: the last deal's, as kept */
  GtGame game;
  Fronts fronts;
  guint learner;

  GtPlayer *players[GT_SEATS_MAX];   /* NULL at the learner's seat */
  GtPlayer *hint_player;             /* the learner's hints: main thread only */
  GtPlayerLevel partner_level;
  GtPlayerLevel opponent_level;
  GtTutor *tutor;
  GtTutorStrictness strictness;

  guint delay;
  gboolean busy;                     /* a computer seat is to act */
  gboolean thinking;                 /* a worker is deciding */
  gboolean players_stale;            /* the strengths changed while it did */
  guint wait_id;
  guint generation;

  gboolean has_question;
  GtTutorNote question;
  GtAction held;
  char *held_words;

  GArray *history;                   /* Snapshot, one per learner decision of this deal */
  GPtrArray *reviews;                /* GtPlayReview */
  char *status;
};

G_DEFINE_FINAL_TYPE (GtPlayModel, gt_play_model, G_TYPE_OBJECT)

static void schedule (GtPlayModel *self);
static void make_players (GtPlayModel *self);

static void
review_free (gpointer data)
{
  GtPlayReview *r = data;

  g_free (r->play);
  g_free (r->note);
  g_free (r->better);
  g_free (r);
}

static void
set_busy (GtPlayModel *self,
          gboolean     busy)
{
  if (self->busy == busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BUSY]);
}

static gboolean
is_computer (GtPlayModel *self,
             guint        seat)
{
  return seat < self->game.n_seats && self->players[seat] != NULL;
}

static gboolean
acting_phase (const GtGame *g)
{
  return g->phase == GT_PHASE_TRIBUTE || g->phase == GT_PHASE_RETURN || g->phase == GT_PHASE_PLAY;
}

static void
clear_question (GtPlayModel *self)
{
  if (!self->has_question)
    return;
  self->has_question = FALSE;
  gt_tutor_note_clear (&self->question);
  g_clear_pointer (&self->held_words, g_free);
}

/* ---- Status --------------------------------------------------------------- */

static char *
deal_over_text (GtPlayModel *self)
{
  const GtGame *g = &self->game;
  guint partner = gt_game_partner (g, self->learner);
  guint mine = G_MAXUINT, theirs = G_MAXUINT;   /* places, 0 for the first */

  for (guint i = 0; i < g->n_order; i++)
    {
      if (g->order[i] == self->learner)
        mine = i;
      else if (g->order[i] == partner)
        theirs = i;
    }
  if (g->phase == GT_PHASE_GAME_OVER)
    return g_strdup (g->winner == gt_game_side (g, self->learner)
                       ? _("Game over: you and your partner passed A and won the game")
                       : _("Game over: your opponents passed A and won the game"));
  /* TRANSLATORS: the end of a deal: "you 1st, North 3rd". */
  return g_strdup_printf (_("Deal over: you %s, %s %s"), gt_place_name (mine),
                          gt_game_seat_name (g, partner, GT_SEAT_NAME_WORD), gt_place_name (theirs));
}

static void
update_status (GtPlayModel *self)
{
  const GtGame *g = &self->game;
  char *text;

  if (g->phase == GT_PHASE_DEAL_OVER || g->phase == GT_PHASE_GAME_OVER)
    text = deal_over_text (self);
  else if (self->has_question)
    text = g_strdup (_("The tutor has a question about your play"));
  else if (g->turn == self->learner)
    {
      if (g->phase == GT_PHASE_TRIBUTE)
        text = g_strdup (_("Pay your tribute: your highest card"));
      else if (g->phase == GT_PHASE_RETURN)
        text = g_strdup (_("Give a card back"));
      else if (g->table.type == GT_COMBO_NONE)
        text = g_strdup (_("Your lead"));
      else
        text = g_strdup (_("Your turn: beat it or pass"));
    }
  else if (g->turn < g->n_seats)
    /* TRANSLATORS: %s is a seat, "East". */
    text = g_strdup_printf (_("%s to play"), gt_game_seat_name (g, g->turn, GT_SEAT_NAME_WORD));
  else
    text = g_strdup ("");
  if (g_strcmp0 (text, self->status) == 0)
    {
      g_free (text);
      return;
    }
  g_free (self->status);
  self->status = text;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
}

static void
changed (GtPlayModel *self)
{
  update_status (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* ---- Making actions -------------------------------------------------------- */

static void
clear_fronts (Fronts *f)
{
  memset (f, 0, sizeof *f);
}

/* Makes a checked action (it must be legal) and updates the fronts. */
static guint
make (GtPlayModel    *self,
      const GtAction *a,
      GtVerdict      *verdict)
{
  guint events = 0;
  guint seat = a->seat;

  if (!gt_game_act (&self->game, NULL, a, verdict, &events))
    g_return_val_if_reached (0);
  if (a->type == GT_ACTION_PLAY)
    {
      if (self->fronts.round_over)
        clear_fronts (&self->fronts);
      self->fronts.last[seat] = a->cards;
      self->fronts.has_last[seat] = TRUE;
      self->fronts.passed[seat] = FALSE;
    }
  else if (a->type == GT_ACTION_PASS)
    self->fronts.passed[seat] = TRUE;
  if (events & GT_EVENT_ROUND_END)
    self->fronts.round_over = TRUE;
  if (events & (GT_EVENT_RETURN_DONE | GT_EVENT_DEAL_OVER))
    clear_fronts (&self->fronts);
  return events;
}

/* The deal's review, kept with progress: the learner may look at it after
 * a restart.  Four strings a play (gt_progress_set_play_review): the play,
 * "1" if questioned then ":RATING" when rated ("1:mistake", ":fine"; a file
 * written before ratings holds "1" or ""), the note, the better play. */
static void
save_review (GtPlayModel *self)
{
  g_autoptr (GPtrArray) fields = g_ptr_array_new ();
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->saved, 0);
  for (guint i = 0; i < self->reviews->len; i++)
    {
      const GtPlayReview *r = g_ptr_array_index (self->reviews, i);
      GtPlayReview *copy;

      if (r->game != self->seed || r->deal != self->game.deal_no)
        continue;
      g_ptr_array_add (fields, r->play);
      g_ptr_array_add (fields, g_strdup_printf ("%s%s%s", r->questioned ? "1" : "",
                                                r->rating != GT_TUTOR_RATING_NONE ? ":" : "",
                                                gt_tutor_rating_to_string (r->rating)));
      g_ptr_array_add (owned, g_ptr_array_index (fields, fields->len - 1));
      g_ptr_array_add (fields, r->note != NULL ? r->note : (char *) "");
      g_ptr_array_add (fields, r->better != NULL ? r->better : (char *) "");
      copy = g_new0 (GtPlayReview, 1);
      *copy = *r;
      copy->play = g_strdup (r->play);
      copy->note = g_strdup (r->note);
      copy->better = g_strdup (r->better);
      g_ptr_array_add (self->saved, copy);
    }
  if (self->progress != NULL)
    gt_progress_set_play_review (self->progress, self->seed, self->game.deal_no,
                                 (const char *const *) fields->pdata, fields->len);
}

static void
deal_over (GtPlayModel *self)
{
  save_review (self);
  g_array_set_size (self->history, 0);
  g_signal_emit (self, signals[SIGNAL_DEAL_OVER], 0);
}

/* ---- The computer seats ------------------------------------------------------ */

typedef struct {
  GtGame game;
  GtPlayer *player;
  GtAction action;
  gboolean ok;
  guint generation;
} Think;

static void
think_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  Think *t = data;

  t->ok = gt_player_act (t->player, &t->game, &t->action);
  g_task_return_boolean (task, TRUE);
}

static void
think_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GtPlayModel *self = GT_PLAY_MODEL (source);
  Think *t = g_task_get_task_data (G_TASK (result));
  guint events;

  self->thinking = FALSE;
  if (self->players_stale)
    make_players (self);
  if (t->generation != self->generation)
    {
      /* Undone or started again meanwhile: look afresh. */
      schedule (self);
      return;
    }
  set_busy (self, FALSE);
  if (!t->ok || !gt_game_check (&self->game, &t->action, NULL))
    {
      g_warning ("the computer player at %s had no legal action", gt_game_seat_id (&self->game, self->game.turn));
      changed (self);
      return;
    }
  events = make (self, &t->action, NULL);
  changed (self);
  if (events & GT_EVENT_DEAL_OVER)
    deal_over (self);
  schedule (self);
}

static gboolean
wait_done (gpointer data)
{
  GtPlayModel *self = data;
  GTask *task;
  Think *t;

  self->wait_id = 0;
  if (!acting_phase (&self->game) || !is_computer (self, self->game.turn) || self->thinking)
    {
      set_busy (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  t = g_new0 (Think, 1);
  t->game = self->game;
  t->player = self->players[self->game.turn];
  t->generation = self->generation;
  self->thinking = TRUE;
  task = g_task_new (self, NULL, think_done, NULL);
  g_task_set_task_data (task, t, g_free);
  g_task_run_in_thread (task, think_thread);
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

/* If a computer seat is to act, its decision starts after the delay. */
static void
schedule (GtPlayModel *self)
{
  if (!acting_phase (&self->game) || !is_computer (self, self->game.turn))
    {
      set_busy (self, FALSE);
      update_status (self);
      return;
    }
  set_busy (self, TRUE);
  if (self->wait_id != 0 || self->thinking)
    return;
  self->wait_id = g_timeout_add (self->delay, wait_done, self);
}

static void
drop_pending (GtPlayModel *self)
{
  self->generation++;
  g_clear_handle_id (&self->wait_id, g_source_remove);
}

/* ---- The learner ----------------------------------------------------------- */

static void
add_review (GtPlayModel       *self,
            const GtAction    *a,
            const GtVerdict   *v,
            const GtTutorNote *note)
{
  GtPlayReview *r = g_new0 (GtPlayReview, 1);

  r->game = self->seed;
  r->deal = self->game.deal_no;
  /* A row of its own, so the label form: "Pair of 7s", "Pass". */
  if (a->type == GT_ACTION_PASS)
    r->play = g_strdup (_("Pass"));
  else if (v != NULL && v->has_combo)
    r->play = gt_combo_describe (self->game.rs, &v->reading.combo, GT_COMBO_WORDS_LABEL);
  else
    r->play = gt_explain_cards (&a->cards);
  if (note != NULL)
    r->rating = gt_tutor_note_rating (note);
  if (note != NULL && note->concern != GT_TUTOR_FINE)
    {
      r->questioned = TRUE;
      r->note = g_strdup (note->text);
      if (note->has_better)
        r->better = note->better.n == 0 ? g_strdup (_("pass"))
                                        : gt_combo_describe (self->game.rs, &note->better.combo, GT_COMBO_WORDS_PHRASE);
    }
  g_ptr_array_add (self->reviews, r);
}

static void
push_history (GtPlayModel *self)
{
  Snapshot s;

  s.game = self->game;
  s.fronts = self->fronts;
  s.n_reviews = self->reviews->len;
  g_array_append_val (self->history, s);
}

static GtPlayOutcome
learner_act (GtPlayModel    *self,
             const GtAction *a,
             GtVerdict      *verdict)
{
  GtVerdict local;
  GtVerdict *v = verdict != NULL ? verdict : &local;
  guint events;

  if (verdict == NULL)
    gt_verdict_init (&local);
  if (self->has_question || !gt_game_check (&self->game, a, v))
    {
      if (verdict == NULL)
        gt_verdict_clear (&local);
      return GT_PLAY_REFUSED;
    }

  if ((a->type == GT_ACTION_PLAY || a->type == GT_ACTION_PASS) && self->strictness != GT_TUTOR_OFF)
    {
      GtMove m;
      guint8 counts[GT_CARD_KINDS];

      memset (&m, 0, sizeof m);
      if (a->type == GT_ACTION_PLAY && v->has_combo)
        {
          gt_card_list_count (&a->cards, counts);
          gt_card_set_from_counts (&m.cards, counts);
          m.combo = v->reading.combo;
          m.n = a->cards.n;
          m.n_wild = v->reading.n_wild;
          gt_move_clear_wild (&m);
          for (guint i = 0; i < v->reading.n_wild && i < G_N_ELEMENTS (m.as); i++)
            m.as[i] = v->reading.as[i];
        }
      if (gt_tutor_review (self->tutor, self->strictness, &self->game, &m, &self->question))
        {
          self->has_question = TRUE;
          self->held = *a;
          self->held_words = a->type == GT_ACTION_PASS ? g_strdup (_("pass"))
                                                       : gt_combo_describe (self->game.rs, &m.combo, GT_COMBO_WORDS_PHRASE);
          if (verdict == NULL)
            gt_verdict_clear (&local);
          changed (self);
          g_signal_emit (self, signals[SIGNAL_QUESTION], 0);
          return GT_PLAY_QUESTIONED;
        }
    }

  push_history (self);
  /* The tutor's judgment of a play it did not question still rates it. */
  if (a->type == GT_ACTION_PLAY || a->type == GT_ACTION_PASS)
    add_review (self, a, v, self->strictness != GT_TUTOR_OFF ? &self->question : NULL);
  gt_tutor_note_clear (&self->question);
  gt_verdict_clear (v);
  gt_verdict_init (v);
  events = make (self, a, v);
  if (verdict == NULL)
    gt_verdict_clear (&local);
  changed (self);
  if (events & GT_EVENT_DEAL_OVER)
    deal_over (self);
  schedule (self);
  return GT_PLAY_MADE;
}

GtPlayOutcome
gt_play_model_play (GtPlayModel      *self,
                    const GtCardList *cards,
                    const GtCombo    *reading,
                    GtVerdict        *verdict)
{
  GtAction a;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), GT_PLAY_REFUSED);
  gt_action_play (&a, self->learner, cards);
  if (reading != NULL)
    a.combo = *reading;
  return learner_act (self, &a, verdict);
}

GtPlayOutcome
gt_play_model_pass (GtPlayModel *self,
                    GtVerdict   *verdict)
{
  GtAction a;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), GT_PLAY_REFUSED);
  gt_action_pass (&a, self->learner);
  return learner_act (self, &a, verdict);
}

GtPlayOutcome
gt_play_model_give (GtPlayModel *self,
                    GtCard       card,
                    GtVerdict   *verdict)
{
  GtAction a;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), GT_PLAY_REFUSED);
  if (self->game.phase == GT_PHASE_TRIBUTE && self->game.tribute_kind == GT_TRIBUTE_DOUBLE &&
      self->game.tribute[0].card != GT_CARD_NONE && self->game.tribute[1].card != GT_CARD_NONE)
    {
      /* The first finisher takes one of two equal tributes: whose does not
       * matter to the cards, so the first giver's. */
      gt_action_choose (&a, self->learner, self->game.tribute[0].giver);
      return learner_act (self, &a, verdict);
    }
  gt_action_card (&a, self->game.phase == GT_PHASE_RETURN ? GT_ACTION_RETURN : GT_ACTION_TRIBUTE,
                  self->learner, card);
  return learner_act (self, &a, verdict);
}

const GtTutorNote *
gt_play_model_get_question (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return self->has_question ? &self->question : NULL;
}

void
gt_play_model_answer (GtPlayModel *self,
                      gboolean     play_anyway)
{
  GtVerdict v;
  GtAction a;
  guint events;

  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (!self->has_question)
    return;
  if (!play_anyway)
    {
      clear_question (self);
      changed (self);
      return;
    }
  a = self->held;
  gt_verdict_init (&v);
  push_history (self);
  if (gt_game_check (&self->game, &a, &v))
    add_review (self, &a, &v, &self->question);
  gt_verdict_clear (&v);
  clear_question (self);
  events = make (self, &a, NULL);
  changed (self);
  if (events & GT_EVENT_DEAL_OVER)
    deal_over (self);
  schedule (self);
}

gboolean
gt_play_model_can_undo (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  return self->history->len > 0;
}

gboolean
gt_play_model_undo (GtPlayModel *self)
{
  Snapshot *s;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if (self->history->len == 0)
    return FALSE;
  drop_pending (self);
  clear_question (self);
  s = &g_array_index (self->history, Snapshot, self->history->len - 1);
  self->game = s->game;
  self->fronts = s->fronts;
  g_ptr_array_set_size (self->reviews, s->n_reviews);
  g_array_set_size (self->history, self->history->len - 1);
  changed (self);
  schedule (self);
  return TRUE;
}

gboolean
gt_play_model_next_deal (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if (self->game.phase != GT_PHASE_DEAL_OVER)
    return FALSE;
  drop_pending (self);
  clear_question (self);
  if (!gt_game_deal (&self->game, self->rand))
    return FALSE;
  clear_fronts (&self->fronts);
  g_array_set_size (self->history, 0);
  changed (self);
  schedule (self);
  return TRUE;
}

void
gt_play_model_start (GtPlayModel *self,
                     guint32      seed)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  drop_pending (self);
  clear_question (self);
  self->seed = seed;
  g_clear_pointer (&self->rand, g_rand_free);
  self->rand = g_rand_new_with_seed (seed);
  /* Whole deals are of the default game (docs/architecture.md: the play
   * page plays one game so far). */
  gt_game_init (&self->game, gt_ruleset_lookup (NULL), 0);
  clear_fronts (&self->fronts);
  g_array_set_size (self->history, 0);
  g_ptr_array_set_size (self->reviews, 0);
  gt_game_deal (&self->game, self->rand);
  changed (self);
  schedule (self);
}

void
gt_play_model_start_from (GtPlayModel  *self,
                          const GtGame *position,
                          guint32       seed)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  g_return_if_fail (position != NULL && position->n_seats == self->game.n_seats);
  drop_pending (self);
  clear_question (self);
  self->seed = seed;
  g_clear_pointer (&self->rand, g_rand_free);
  self->rand = g_rand_new_with_seed (seed);
  self->game = *position;
  clear_fronts (&self->fronts);
  g_array_set_size (self->history, 0);
  g_ptr_array_set_size (self->reviews, 0);
  changed (self);
  schedule (self);
}

/* ---- Settings and questions ---------------------------------------------------- */

static void
make_players (GtPlayModel *self)
{
  /* A player deciding in a worker is not freed under it: the players are
   * made again when its answer has come (think_done()). */
  if (self->thinking)
    {
      self->players_stale = TRUE;
      return;
    }
  self->players_stale = FALSE;
  for (guint s = 0; s < GT_SEATS_MAX; s++)
    {
      GtPlayerLevel level;

      g_clear_pointer (&self->players[s], gt_player_free);
      if (s == self->learner || s >= self->game.n_seats)
        continue;
      level = gt_game_same_side (&self->game, s, self->learner) ? self->partner_level : self->opponent_level;
      self->players[s] = gt_player_new (level);
    }
}

void
gt_play_model_set_delay (GtPlayModel *self,
                         guint        ms)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (self->delay == ms)
    return;
  self->delay = ms;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DELAY]);
}

void
gt_play_model_set_tutor (GtPlayModel       *self,
                         GtTutorStrictness  strictness)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (self->strictness == strictness)
    return;
  self->strictness = strictness;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TUTOR]);
}

void
gt_play_model_set_strength (GtPlayModel   *self,
                            GtPlayerLevel  partner,
                            GtPlayerLevel  opponents)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (self->partner_level == partner && self->opponent_level == opponents)
    return;
  self->partner_level = partner;
  self->opponent_level = opponents;
  make_players (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PARTNER]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_OPPONENTS]);
}

guint32
gt_play_model_get_seed (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->seed;
}

const GtGame *
gt_play_model_get_game (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return &self->game;
}

guint
gt_play_model_get_learner (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->learner;
}

gboolean
gt_play_model_get_busy (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  return self->busy;
}

const char *
gt_play_model_get_status (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return self->status != NULL ? self->status : "";
}

gboolean
gt_play_model_learner_to_act (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  return !self->has_question && acting_phase (&self->game) && self->game.turn == self->learner;
}

const GtCardList *
gt_play_model_get_last (GtPlayModel *self,
                        guint        seat,
                        gboolean    *passed)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  if (passed != NULL)
    *passed = seat < GT_SEATS_MAX && self->fronts.passed[seat] && !self->fronts.round_over;
  if (seat >= GT_SEATS_MAX || !self->fronts.has_last[seat])
    return NULL;
  return &self->fronts.last[seat];
}

guint
gt_play_model_get_n_reviews (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->reviews->len;
}

const GtPlayReview *
gt_play_model_get_review (GtPlayModel *self,
                          guint        i)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return i < self->reviews->len ? g_ptr_array_index (self->reviews, i) : NULL;
}

/* ---- GObject ------------------------------------------------------------------ */

static void
gt_play_model_dispose (GObject *object)
{
  GtPlayModel *self = GT_PLAY_MODEL (object);

  drop_pending (self);
  G_OBJECT_CLASS (gt_play_model_parent_class)->dispose (object);
}

static void
gt_play_model_finalize (GObject *object)
{
  GtPlayModel *self = GT_PLAY_MODEL (object);

  clear_question (self);
  for (guint s = 0; s < GT_SEATS_MAX; s++)
    g_clear_pointer (&self->players[s], gt_player_free);
  gt_tutor_free (self->tutor);
  g_clear_pointer (&self->hint_player, gt_player_free);
  g_clear_pointer (&self->rand, g_rand_free);
  g_array_unref (self->history);
  g_ptr_array_unref (self->reviews);
  g_ptr_array_unref (self->saved);
  g_clear_object (&self->progress);
  g_free (self->status);
  G_OBJECT_CLASS (gt_play_model_parent_class)->finalize (object);
}

static void
gt_play_model_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtPlayModel *self = GT_PLAY_MODEL (object);

  switch (prop_id)
    {
    case PROP_BUSY: g_value_set_boolean (value, self->busy); break;
    case PROP_STATUS: g_value_set_string (value, gt_play_model_get_status (self)); break;
    case PROP_DELAY: g_value_set_uint (value, self->delay); break;
    case PROP_TUTOR: g_value_set_uint (value, self->strictness); break;
    case PROP_PARTNER: g_value_set_uint (value, self->partner_level); break;
    case PROP_OPPONENTS: g_value_set_uint (value, self->opponent_level); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_play_model_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtPlayModel *self = GT_PLAY_MODEL (object);

  switch (prop_id)
    {
    case PROP_DELAY: gt_play_model_set_delay (self, g_value_get_uint (value)); break;
    case PROP_TUTOR: gt_play_model_set_tutor (self, (GtTutorStrictness) g_value_get_uint (value)); break;
    case PROP_PARTNER:
      gt_play_model_set_strength (self, (GtPlayerLevel) g_value_get_uint (value), self->opponent_level);
      break;
    case PROP_OPPONENTS:
      gt_play_model_set_strength (self, self->partner_level, (GtPlayerLevel) g_value_get_uint (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_play_model_class_init (GtPlayModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gt_play_model_dispose;
  object_class->finalize = gt_play_model_finalize;
  object_class->get_property = gt_play_model_get_property;
  object_class->set_property = gt_play_model_set_property;

  props[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, "",
                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_DELAY] = g_param_spec_uint ("delay", NULL, NULL, 0, 10000, 600,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_TUTOR] = g_param_spec_uint ("tutor", NULL, NULL, GT_TUTOR_OFF, GT_TUTOR_PRINCIPLES,
                                         GT_TUTOR_PRINCIPLES,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_PARTNER] = g_param_spec_uint ("partner", NULL, NULL, 0, GT_PLAYER_LEVEL_COUNT - 1,
                                           GT_PLAYER_HEURISTIC,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_OPPONENTS] = g_param_spec_uint ("opponents", NULL, NULL, 0, GT_PLAYER_LEVEL_COUNT - 1,
                                             GT_PLAYER_HEURISTIC,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_QUESTION] = g_signal_new ("question", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DEAL_OVER] = g_signal_new ("deal-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gt_play_model_init (GtPlayModel *self)
{
  self->learner = GT_SEAT_S;
  self->delay = 600;
  self->strictness = GT_TUTOR_PRINCIPLES;
  self->partner_level = GT_PLAYER_HEURISTIC;
  self->opponent_level = GT_PLAYER_HEURISTIC;
  self->tutor = gt_tutor_new ();
  self->history = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  self->reviews = g_ptr_array_new_with_free_func (review_free);
  self->saved = g_ptr_array_new_with_free_func (review_free);
  self->status = g_strdup ("");
  gt_game_init (&self->game, gt_ruleset_lookup (NULL), 0);
  make_players (self);
}

GtPlayModel *
gt_play_model_new (void)
{
  return g_object_new (GT_TYPE_PLAY_MODEL, NULL);
}

void
gt_play_model_set_progress (GtPlayModel *self,
                            GtProgress  *progress)
{
  g_auto (GStrv) fields = NULL;
  guint32 game;
  guint deal;

  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  g_return_if_fail (progress == NULL || GT_IS_PROGRESS (progress));

  g_set_object (&self->progress, progress);
  g_ptr_array_set_size (self->saved, 0);
  if (progress == NULL || (fields = gt_progress_get_play_review (progress, &game, &deal)) == NULL)
    return;
  for (guint i = 0; fields[i] != NULL && fields[i + 1] != NULL; i += 4)
    {
      GtPlayReview *r = g_new0 (GtPlayReview, 1);

      r->game = game;
      r->deal = deal;
      r->play = g_strdup (fields[i]);
      r->questioned = fields[i + 1][0] == '1';
      if (strchr (fields[i + 1], ':') == NULL ||
          !gt_tutor_rating_parse (strchr (fields[i + 1], ':') + 1, &r->rating))
        r->rating = GT_TUTOR_RATING_NONE;
      r->note = fields[i + 2][0] != '\0' ? g_strdup (fields[i + 2]) : NULL;
      r->better = fields[i + 3][0] != '\0' ? g_strdup (fields[i + 3]) : NULL;
      g_ptr_array_add (self->saved, r);
    }
}

guint
gt_play_model_get_n_saved_reviews (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->saved->len;
}

const GtPlayReview *
gt_play_model_get_saved_review (GtPlayModel *self,
                                guint        i)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return i < self->saved->len ? g_ptr_array_index (self->saved, i) : NULL;
}

/* ---- Hints ------------------------------------------------------------------- */

/* "Play a pair.": the kind of play without its ranks (grade 2). */
static char *
kind_words (const GtRuleset *rs,
            const GtCombo   *combo)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, combo->type);

  if (combo->bomb != 0)
    return g_strdup (_("Play a bomb."));
  return g_strdup (kind != NULL ? _(kind->hint) : _("Play a combination."));
}

gboolean
gt_play_model_hint (GtPlayModel *self,
                    guint        grade,
                    char       **text,
                    GtCardList  *cards)
{
  const GtGame *g = &self->game;
  gboolean leading, partners;
  GtMove move;
  GtRuleCtx ctx;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if (!gt_play_model_learner_to_act (self) || g->phase != GT_PHASE_PLAY || self->busy)
    return FALSE;
  if (self->hint_player == NULL)
    {
      /* The strong player, which sees what the learner sees, with a
       * budget that answers within a fraction of a second: the page asks
       * on the main thread.  Its layouts are asked only once every hand
       * is down to five cards (a dozen layouts for each candidate play). */
      self->hint_player = gt_player_new (GT_PLAYER_STRONG);
      gt_player_set_endgame (self->hint_player, 5, 20000);
    }
  memset (&move, 0, sizeof move);
  if (!gt_player_choose (self->hint_player, g, &move))
    move.n = 0;
  gt_game_rule_ctx (g, &ctx);
  gt_card_list_init (cards);
  if (move.n > 0)
    gt_move_to_card_list (&ctx, &move, cards);

  leading = g->table.type == GT_COMBO_NONE;
  partners = !leading && gt_game_same_side (g, g->table_by, self->learner);
  switch (grade <= 1 ? 1 : grade >= 3 ? 3 : 2)
    {
    case 1:
      if (move.n == 0 && partners)
        *text = g_strdup (_("Your partner's play is winning this round: let it stand."));
      else if (move.n == 0)
        *text = g_strdup (_("Nothing you could spend here is worth it: keep your cards for a round you can win."));
      else if (leading)
        *text = g_strdup (_("You lead: start with a low combination and keep your strong cards to win the lead back."));
      else if (move.combo.bomb != 0)
        *text = g_strdup (_("This is a moment for a bomb: win the round before the other side gets away."));
      else
        *text = g_strdup (_("Beat it with a play that leaves the rest of your hand in as few plays as it was."));
      break;
    case 2:
      *text = move.n == 0 ? g_strdup (_("Pass.")) : kind_words (self->game.rs, &move.combo);
      break;
    default:
      if (move.n == 0)
        *text = g_strdup (_("Pass."));
      else
        {
          g_autofree char *what = gt_combo_describe (self->game.rs, &move.combo, GT_COMBO_WORDS_PHRASE);
          /* TRANSLATORS: the third hint on the Play page: "Play a pair of 7s." */
          *text = g_strdup_printf (_("Play %s."), what);
        }
      break;
    }
  return TRUE;
}
