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
#define G_LOG_DOMAIN "gt-play-model"

#include "config.h"

#include "gt-play-model.h"
#include "gt-atomic-file.h"
#include "gt-content-enums.h"
#include "gt-explain.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_SEATS,
  PROP_VARIANTS,
  PROP_SAVE_DIR,
  PROP_RUNNING,
  PROP_BUSY,
  PROP_WEIGHING,
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
  SIGNAL_NARRATED,
  SIGNAL_SAVE_ERROR,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

/* What lies in front of the seats, kept with the position for undo. */
typedef GtFronts Fronts;

typedef struct {
  GtGame game;
  Fronts fronts;
  GtView views[GT_SEATS_MAX];
  guint n_reviews;
  guint n_record;
  guint n_narration;
  guint n_log;
} Snapshot;

/* An action of the game as the review steps through it: the position
 * before and after, its words, and the learner's review of it (an index
 * into reviews, -1 for none). */
typedef struct {
  GtGame before;
  Fronts fronts_before;
  GtGame after;
  Fronts fronts_after;
  GtAction action;
  char *words;
  int review;
} LogEntry;

/* One entry of the game's record, what a saved game replays: an action
 * made, or the next deal begun. */
typedef struct {
  gboolean next_deal;
  GtAction action;
} Step;

/* The saved game's format (docs/decisions.md, "Saved games"). */
#define SAVE_GROUP "Game"
#define SAVE_VERSION 1

struct _GtPlayModel {
  GObject parent_instance;

  const GtRuleset *rs;               /* the game dealt */
  guint seats_setting;               /* seats of the next new game, 0: the game's */
  guint32 variants_setting;
  char *save_dir;                    /* NULL: games are not kept */
  GArray *record;                    /* Step: the game since its first deal */
  GArray *log;                       /* LogEntry: each action of record, for the review */
  gboolean replaying;                /* a saved game is being replayed: nothing is saved */
  gboolean from_position;            /* started from a position: not saved */
  GPtrArray *narration;              /* char *: the current deal's story */
  char *summary;                     /* the deal's result, after it */
  gboolean bad_save;                 /* the saved game could not be read: put it aside first */
  gboolean save_failed;              /* the last save failed (said once) */
  gboolean was_running;              /* "running" as last told */

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
  GtTutorStrictness strictness;

  guint delay;
  gboolean busy;                     /* a computer seat is to act */
  gboolean thinking;                 /* a worker is deciding */
  gboolean players_stale;            /* the strengths changed while it did */
  guint wait_id;
  guint generation;

  gboolean weighing;                 /* the tutor weighs the learner's play in a worker */
  GtAction weighed;                  /* that play */
  guint weigh_generation;            /* bumped to drop a weighing */
  GCancellable *weigh_cancel;

  gboolean has_question;
  GtTutorNote question;
  GtAction held;
  char *held_words;

  GArray *history;                   /* Snapshot, one per learner decision of this deal */
  /* Every seat's view, kept action by action (gt_view_observe()): the
   * computers decide, and the tutor weighs, from what the whole deal
   * showed the seat (earlier rounds' passes, voids), not the position
   * alone. */
  GtView views[GT_SEATS_MAX];
  GPtrArray *reviews;                /* GtPlayReview */
  char *status;
};

G_DEFINE_FINAL_TYPE (GtPlayModel, gt_play_model, G_TYPE_OBJECT)

static void schedule (GtPlayModel *self);
static void make_players (GtPlayModel *self);

static void
review_free (gpointer data)
{
  gt_play_review_free (data);
}

static void
log_entry_clear (gpointer data)
{
  LogEntry *e = data;

  g_free (e->words);
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
  return g->phase == GT_PHASE_TRIBUTE || g->phase == GT_PHASE_RETURN || g->phase == GT_PHASE_PLAY ||
         g->phase == GT_PHASE_DECLARE || g->phase == GT_PHASE_DISCARD;
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

static gboolean
is_trick_game (const GtGame *g)
{
  return g->rs->game->table == GT_TABLE_TRICK;
}

/* A seat in a sentence: "you" for the learner is worded by the caller, so
 * that each sentence is whole for its translators. */
static const char *
seat_word (const GtGame *g,
           guint         seat)
{
  return gt_game_seat_name (g, seat, GT_SEAT_NAME_WORD);
}

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
                       ? _("Game over: your side won the game")
                       : _("Game over: the other side won the game"));
  if (mine == G_MAXUINT || is_trick_game (g))
    /* A trick game (no places), or a deal cancelled as it was dealt. */
    return g_strdup (gt_game_phase_words (g));
  if (partner < g->n_seats && theirs != G_MAXUINT)
    /* TRANSLATORS: the end of a deal: "you 1st, North 3rd". */
    return g_strdup_printf (_("Deal over: you %s, %s %s"), gt_place_name (mine),
                            gt_game_seat_name (g, partner, GT_SEAT_NAME_WORD), gt_place_name (theirs));
  /* TRANSLATORS: the end of a deal in a game without partners: "you 2nd". */
  return g_strdup_printf (_("Deal over: you %s"), gt_place_name (mine));
}

static void
update_status (GtPlayModel *self)
{
  const GtGame *g = &self->game;
  char *text;

  if (g->deal_no == 0)
    text = g_strdup ("");          /* no game dealt yet */
  else if (g->phase == GT_PHASE_DEAL_OVER || g->phase == GT_PHASE_GAME_OVER)
    text = deal_over_text (self);
  else if (self->has_question)
    text = g_strdup (_("The tutor has a question about your play"));
  else if (self->weighing)
    text = g_strdup (_("The tutor is thinking about your play…"));
  else if (g->turn == self->learner)
    {
      if (g->phase == GT_PHASE_TRIBUTE)
        text = g_strdup (_("Pay your tribute: your highest card"));
      else if (g->phase == GT_PHASE_RETURN)
        text = g_strdup (_("Give a card back"));
      else if (g->phase == GT_PHASE_DISCARD)
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Lay %u card aside face down",
                                             "Lay %u cards aside face down", g->rs->game->discard),
                                (guint) g->rs->game->discard);
      else if (g->phase == GT_PHASE_DECLARE)
        text = gt_game_phase_words (g) != NULL
                 /* TRANSLATORS: %s is the game's phase, "Bidding for landlord". */
                 ? g_strdup_printf (_("%s: your turn"), gt_game_phase_words (g))
                 : g_strdup (_("Your turn to declare"));
      else if (is_trick_game (g))
        text = g->trick_n == 0 ? g_strdup (_("Your lead")) : g_strdup (_("Your turn: play to the trick"));
      else if (g->table.type == GT_COMBO_NONE)
        text = g_strdup (_("Your lead"));
      else
        text = g_strdup (_("Your turn: beat it or pass"));
    }
  else if (g->turn < g->n_seats && g->phase == GT_PHASE_DECLARE)
    /* TRANSLATORS: %s is a seat, "Player 3". */
    text = g_strdup_printf (_("%s to declare"), gt_game_seat_name (g, g->turn, GT_SEAT_NAME_WORD));
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

/* ---- Narration ---------------------------------------------------------------- */

/* Adds a line (taken) to the deal's story; the page hears of it unless a
 * saved game is being replayed. */
static void
narrate (GtPlayModel *self,
         char        *line)
{
  if (line == NULL || *line == '\0')
    {
      g_free (line);
      return;
    }
  g_ptr_array_add (self->narration, line);
  if (!self->replaying)
    g_signal_emit (self, signals[SIGNAL_NARRATED], 0, line);
}

/* A new deal's first lines: what the game's deal set up. */
static void
narrate_deal (GtPlayModel *self)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->narration, 0);
  g_clear_pointer (&self->summary, g_free);
  gt_game_deal_words (&self->game, self->learner, lines);
  for (guint i = 0; i < lines->len; i++)
    narrate (self, g_strdup (g_ptr_array_index (lines, i)));
}

/* The other end of a tribute: its receiver (by the giver) or its giver (by
 * the receiver). */
static guint
tribute_partner (const GtGame *g,
                 guint         seat,
                 gboolean      by_giver)
{
  for (guint i = 0; i < g->n_tribute && i < G_N_ELEMENTS (g->tribute); i++)
    if ((by_giver ? g->tribute[i].giver : g->tribute[i].receiver) == seat)
      return by_giver ? g->tribute[i].receiver : g->tribute[i].giver;
  return GT_SEAT_NONE;
}

static char *
tribute_words (const GtGame *g,
               guint         learner,
               guint         giver,
               GtCard        card)
{
  guint to = tribute_partner (g, giver, TRUE);
  const char *c = gt_explain_card_label (card);

  if (giver == learner)
    return to < g->n_seats
             /* TRANSLATORS: "You paid ♠A as tribute to East". */
             ? g_strdup_printf (_("You paid %s as tribute to %s"), c, seat_word (g, to))
             : g_strdup_printf (_("You paid %s as tribute"), c);
  if (to == learner)
    /* TRANSLATORS: "East paid ♠A as tribute to you". */
    return g_strdup_printf (_("%s paid %s as tribute to you"), seat_word (g, giver), c);
  if (to < g->n_seats)
    /* TRANSLATORS: "East paid ♠A as tribute to North". */
    return g_strdup_printf (_("%s paid %s as tribute to %s"), seat_word (g, giver), c, seat_word (g, to));
  /* TRANSLATORS: "East paid ♠A as tribute" (who takes it is chosen later). */
  return g_strdup_printf (_("%s paid %s as tribute"), seat_word (g, giver), c);
}

static char *
return_words (const GtGame *g,
              guint         learner,
              guint         by,
              GtCard        card)
{
  guint to = tribute_partner (g, by, FALSE);
  const char *c = gt_explain_card_label (card);

  if (to >= g->n_seats)
    return NULL;
  if (by == learner)
    /* TRANSLATORS: "You returned ♠7 to West". */
    return g_strdup_printf (_("You returned %s to %s"), c, seat_word (g, to));
  if (to == learner)
    /* TRANSLATORS: "North returned ♠7 to you". */
    return g_strdup_printf (_("%s returned %s to you"), seat_word (g, by), c);
  /* TRANSLATORS: "North returned ♠7 to West". */
  return g_strdup_printf (_("%s returned %s to %s"), seat_word (g, by), c, seat_word (g, to));
}

static char *
declare_words (const GtGame   *g,
               guint           learner,
               const GtAction *a)
{
  g_autofree char *words = gt_game_declare_words (g, a->choice);
  g_autofree char *with = NULL;
  const char *what = words;

  if (what == NULL)
    return NULL;
  if (a->card != GT_CARD_NONE)
    /* TRANSLATORS: a declaration and the card that goes with it: "Declare a solo (♥3)". */
    what = with = g_strdup_printf (_("%s (%s)"), what, gt_explain_card_label (a->card));
  if (a->seat == learner)
    /* TRANSLATORS: the learner's declaration: "You: Bid 2". */
    return g_strdup_printf (_("You: %s"), what);
  /* TRANSLATORS: a seat's declaration: "Player 2: Bid 2". */
  return g_strdup_printf (_("%s: %s"), seat_word (g, a->seat), what);
}

/* How a side's level moved in the deal just over: "Your side goes up two
 * levels: 5 → 7". */
static char *
level_words (const GtGame *before,
             const GtGame *after,
             guint         side,
             gboolean      mine)
{
  int up = (int) after->levels[side] - (int) before->levels[side];
  const char *from = gt_rank_to_string (before->levels[side]), *to = gt_rank_to_string (after->levels[side]);

  if (up > 0 && mine)
    /* TRANSLATORS: "Your side goes up 2 levels: 5 → 7". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side goes up %d level: %s → %s",
                                         "Your side goes up %d levels: %s → %s", up), up, from, to);
  if (up > 0)
    /* TRANSLATORS: "The other side goes up 2 levels: 5 → 7". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The other side goes up %d level: %s → %s",
                                         "The other side goes up %d levels: %s → %s", up), up, from, to);
  if (up < 0)
    return g_strdup_printf (mine ? _("Your side goes back: %s → %s") : _("The other side goes back: %s → %s"),
                            from, to);
  return NULL;
}

/* The deal's result after its last action: places, levels, scores. */
static void
narrate_deal_over (GtPlayModel  *self,
                   const GtGame *before)
{
  const GtGame *g = &self->game;
  GString *sum = g_string_new (NULL);
  int scores[GT_SEATS_MAX];
  g_autofree char *over = deal_over_text (self);
  guint mine = gt_game_side (g, self->learner);

  if (over != NULL)
    g_string_append (sum, over);
  if (!g->rs->game->no_level && mine < 2)
    for (guint k = 0; k < 2; k++)
      {
        guint side = k == 0 ? mine : 1 - mine;
        char *line = level_words (before, g, side, k == 0);

        if (line != NULL)
          {
            g_string_append_printf (sum, "%s%s", sum->len > 0 ? "\n" : "", line);
            narrate (self, line);
          }
      }
  if (g->rs->game->card_points != NULL && g->declarer < 2)
    {
      guint points = gt_game_defenders_points (g);
      char *line = gt_game_is_defender (g, self->learner)
                     ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your side defended and took %u point",
                                                     "Your side defended and took %u points", points), points)
                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The defenders took %u point",
                                                     "The defenders took %u points", points), points);

      g_string_append_printf (sum, "%s%s", sum->len > 0 ? "\n" : "", line);
      narrate (self, line);
    }
  if (gt_game_deal_scores (g, scores) && memcmp (scores, (int[GT_SEATS_MAX]) { 0 }, sizeof scores) != 0)
    {
      GString *line = g_string_new (NULL);

      for (guint s = 0; s < g->n_seats; s++)
        {
          g_autofree char *one = s == self->learner
                                   /* TRANSLATORS: the learner's score of a deal: "you +4". */
                                   ? g_strdup_printf (_("you %+d"), scores[s])
                                   /* TRANSLATORS: a seat's score of a deal: "Player 2 −2". */
                                   : g_strdup_printf (_("%s %+d"), seat_word (g, s), scores[s]);
          g_string_append_printf (line, "%s%s", line->len > 0 ? ", " : "", one);
        }
      /* TRANSLATORS: %s lists each seat's score: "you +4, Player 2 −2, …". */
      narrate (self, g_strdup_printf (_("Scores of the deal: %s"), line->str));
      g_string_append_printf (sum, "%s%s", sum->len > 0 ? "\n" : "",
                              (const char *) g_ptr_array_index (self->narration, self->narration->len - 1));
      g_string_free (line, TRUE);
    }
  if (over != NULL)
    narrate (self, g_steal_pointer (&over));
  g_free (self->summary);
  self->summary = g_string_free (sum, FALSE);
}

/* What an action did, in words for the table.  Plays and passes show in
 * front of the seats; what the fronts cannot show is told. */
static void
narrate_action (GtPlayModel    *self,
                const GtGame   *before,
                const GtAction *a,
                guint           events)
{
  const GtGame *g = &self->game;
  guint seat = a->seat;

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_TRIBUTE:
      narrate (self, tribute_words (g, self->learner, seat, a->card));
      break;
    case GT_ACTION_RETURN:
      narrate (self, return_words (g, self->learner, seat, a->card));
      break;
    case GT_ACTION_CHOOSE:
      narrate (self, seat == self->learner
                       /* TRANSLATORS: double tribute: "You take West's tribute". */
                       ? g_strdup_printf (_("You take %s's tribute"), seat_word (g, a->choice))
                       /* TRANSLATORS: double tribute: "North takes West's tribute". */
                       : g_strdup_printf (_("%s takes %s's tribute"), seat_word (g, seat), seat_word (g, a->choice)));
      break;
    case GT_ACTION_DECLARE:
      narrate (self, declare_words (g, self->learner, a));
      break;
    case GT_ACTION_DISCARD:
      narrate (self, seat == self->learner
                       /* TRANSLATORS: Da Bai Fen's kitty buried: "You laid 6 cards aside face down". */
                       ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You laid %u card aside face down",
                                                       "You laid %u cards aside face down", a->cards.n), a->cards.n)
                       /* TRANSLATORS: "North laid 6 cards aside face down". */
                       : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s laid %u card aside face down",
                                                       "%s laid %u cards aside face down", a->cards.n),
                                          seat_word (g, seat), a->cards.n));
      break;
    case GT_ACTION_PLAY:
    case GT_ACTION_PASS:
    case GT_ACTION_TYPE_COUNT:
    default:
      break;
    }
  /* Trumps fixed while the deal is drawn (a game with a trump suit). */
  if (g->trump_suit != before->trump_suit && g->trump_suit < 4 && g->phase != GT_PHASE_DEAL_OVER)
    /* TRANSLATORS: a trick game's trumps fixed: "Trumps: ♥, rank 5". */
    narrate (self, g_strdup_printf (_("Trumps: %s, rank %s"), gt_suit_to_symbol (g->trump_suit),
                                    gt_rank_to_string (g->level)));
  /* A role that has come to light (Bao Huang's guard by the guard card,
   * Dou Dizhu's landlord by the bidding), as the learner may know it. */
  if (!(events & GT_EVENT_DEAL_OVER))
    for (guint s = 0; s < g->n_seats; s++)
      {
        const char *now = gt_game_seat_role (g, s, self->learner);

        if (now != NULL && g_strcmp0 (now, gt_game_seat_role (before, s, self->learner)) != 0)
          narrate (self, s == self->learner ? g_strdup_printf (_("You: %s"), now)
                                            : g_strdup_printf (_("%s: %s"), seat_word (g, s), now));
      }
  if ((events & GT_EVENT_OUT) && g->n_order > 0 && g->order[g->n_order - 1] == seat)
    narrate (self, seat == self->learner
                     /* TRANSLATORS: "You went out 2nd". */
                     ? g_strdup_printf (_("You went out %s"), gt_place_name (g->n_order - 1))
                     /* TRANSLATORS: "East went out 2nd". */
                     : g_strdup_printf (_("%s went out %s"), seat_word (g, seat), gt_place_name (g->n_order - 1)));
  if ((events & GT_EVENT_TRICK_END) && g->last_trick_by < g->n_seats)
    {
      guint by = g->last_trick_by;
      guint points = g->points[by] > before->points[by] ? g->points[by] - before->points[by] : 0;

      if (g->rs->game->card_points == NULL || points == 0)
        narrate (self, by == self->learner ? g_strdup (_("You took the trick"))
                                           /* TRANSLATORS: "East took the trick". */
                                           : g_strdup_printf (_("%s took the trick"), seat_word (g, by)));
      else if (by == self->learner)
        narrate (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You took the trick: %u point",
                                                     "You took the trick: %u points", points), points));
      else
        /* TRANSLATORS: "East took the trick: 15 points". */
        narrate (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the trick: %u point",
                                                     "%s took the trick: %u points", points),
                                        seat_word (g, by), points));
    }
  else if ((events & GT_EVENT_ROUND_END) && !(events & GT_EVENT_DEAL_OVER) && !is_trick_game (g) &&
           before->table_by < g->n_seats)
    narrate (self, before->table_by == self->learner
                     ? g_strdup (_("Round over: your play stood, the table is cleared"))
                     /* TRANSLATORS: a climbing round ended: "Round over: East's play stood, …". */
                     : g_strdup_printf (_("Round over: %s's play stood, the table is cleared"),
                                        seat_word (g, before->table_by)));
  /* Cards drawn from a stock (Gan Deng Yan's at a round's end): told by
   * the stock itself, whatever the game calls the event.  A trick game's
   * stock is the deck being dealt and then the kitty (Da Bai Fen): the
   * deal is not told card by card, and the kitty is told when the
   * declarer takes it up to lay six aside — "drawn from the stock" is
   * not the game's word for either. */
  if (g->stock_n < before->stock_n && !(events & GT_EVENT_DEAL_OVER) && !is_trick_game (g))
    narrate (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Cards drawn from the stock: %u left",
                                                 "Cards drawn from the stock: %u left", g->stock_n),
                                    (guint) g->stock_n));
  else if (g->stock_n < before->stock_n && is_trick_game (g) && g->stock_n == 0 &&
           g->phase == GT_PHASE_DISCARD && g->turn < g->n_seats)
    narrate (self, g->turn == self->learner ? g_strdup (_("You took up the kitty"))
                                            /* TRANSLATORS: Da Bai Fen's declarer took the kitty (底牌): "North took up the kitty". */
                                            : g_strdup_printf (_("%s took up the kitty"), seat_word (g, g->turn)));
  if (events & GT_EVENT_DEAL_OVER)
    narrate_deal_over (self, before);
}

/* ---- Making actions -------------------------------------------------------- */

static void
clear_fronts (Fronts *f)
{
  memset (f, 0, sizeof *f);
}

static void save_game (GtPlayModel *self);

/* Tells the page when "running" changes (an action made, a game over, a
 * new or undone game). */
static void
update_running (GtPlayModel *self)
{
  gboolean running = gt_play_model_get_running (self);

  if (running == self->was_running)
    return;
  self->was_running = running;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
}

/* Makes a checked action (it must be legal), records and tells it, and
 * updates the fronts. */
/* The review's words for an action: a play or pass by its seat, then
 * what the narration told of it (a tribute, a seat going out, a round
 * won), a line each. */
static char *
log_words (GtPlayModel     *self,
           const GtGame    *before,
           const GtAction  *a,
           const GtVerdict *v,
           guint            n_narration)
{
  GString *words = g_string_new (NULL);

  if (a->type == GT_ACTION_PLAY || a->type == GT_ACTION_PASS)
    {
      g_autofree char *what = a->type == GT_ACTION_PASS ? g_strdup (_("Pass"))
                              : v->has_combo ? gt_combo_describe (before->rs, &v->reading.combo, GT_COMBO_WORDS_LABEL)
                                             : gt_explain_cards (&a->cards);

      if (a->seat == self->learner)
        g_string_append_printf (words, _("You: %s"), what);
      else
        g_string_append_printf (words, _("%s: %s"), seat_word (before, a->seat), what);
    }
  for (guint i = n_narration; i < self->narration->len; i++)
    {
      if (words->len > 0)
        g_string_append_c (words, '\n');
      g_string_append (words, g_ptr_array_index (self->narration, i));
    }
  return g_string_free (words, FALSE);
}

/* Every seat's view from the position alone: a new deal, or a position
 * given with no history. */
static void
init_views (GtPlayModel *self)
{
  for (guint seat = 0; seat < self->game.n_seats; seat++)
    gt_view_init (&self->views[seat], &self->game, seat);
}

/* Makes a checked action (it must be legal), records and tells it, and
 * updates the fronts and every seat's view.  A review added for it just
 * before (add_review()) goes with it into the log. */
static guint
make (GtPlayModel    *self,
      const GtAction *a,
      GtVerdict      *verdict)
{
  guint events = 0;
  guint seat = a->seat;
  GtGame before = self->game;
  Step step = { FALSE, *a };
  LogEntry entry;
  GtVerdict local;
  GtVerdict *v = verdict != NULL ? verdict : &local;
  guint n_narration = self->narration->len;
  const GtPlayReview *last_review =
    self->reviews->len > 0 ? g_ptr_array_index (self->reviews, self->reviews->len - 1) : NULL;

  if (verdict == NULL)
    gt_verdict_init (&local);
  entry.before = self->game;
  entry.fronts_before = self->fronts;
  entry.action = *a;
  entry.review = last_review != NULL && last_review->step == self->record->len ? (int) self->reviews->len - 1 : -1;
  if (!gt_game_act (&self->game, NULL, a, v, &events))
    g_return_val_if_reached (0);
  for (guint s = 0; s < self->game.n_seats; s++)
    gt_view_observe (&self->views[s], &before, a, &self->game);
  g_array_append_val (self->record, step);
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
  if (events & (GT_EVENT_ROUND_END | GT_EVENT_TRICK_END))
    self->fronts.round_over = TRUE;
  if (events & (GT_EVENT_PLAY_BEGINS | GT_EVENT_DEAL_OVER))
    clear_fronts (&self->fronts);
  narrate_action (self, &before, a, events);
  entry.after = self->game;
  entry.fronts_after = self->fronts;
  entry.words = log_words (self, &before, a, v, n_narration);
  g_array_append_val (self->log, entry);
  if (verdict == NULL)
    gt_verdict_clear (&local);
  update_running (self);
  save_game (self);
  return events;
}

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
      copy = gt_play_review_copy (r);
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
  GtView view;                 /* the seat's, kept through the deal */
  GtPlayer *player;
  GtAction action;
  gboolean ok;
  guint generation;
  guint32 seed;                /* the game's: a computer's declarations vary from game to game */
} Think;

static void
think_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  Think *t = data;
  const GtGameRules *gr = t->game.rs->game;

  /* A declaration a player may make before a play (Bao Huang's
   * rebellion), decided from the seat's view as the game's simple rule
   * does; then the player's action. */
  if (t->game.phase == GT_PHASE_PLAY && gr->choose_action != NULL && gt_ruleset_has_action (t->game.rs, GT_ACTION_DECLARE))
    {
      GtView view;

      gt_view_init (&view, &t->game, t->game.turn);
      if (gr->choose_action (&view.pub, gt_view_stage (&t->game) ^ t->seed, &t->action) &&
          gt_game_check (&t->game, &t->action, NULL))
        {
          t->ok = TRUE;
          g_task_return_boolean (task, TRUE);
          return;
        }
    }
  t->ok = gt_player_act_view (t->player, &t->view, &t->action);
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
  t->view = self->views[self->game.turn];
  t->player = self->players[self->game.turn];
  t->generation = self->generation;
  t->seed = self->seed;
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

static void drop_weighing (GtPlayModel *self);

static void
drop_pending (GtPlayModel *self)
{
  drop_weighing (self);
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
  r->step = self->record->len;
  gt_card_list_init (&r->better_cards);
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
      /* A trick game's better play is its cards. */
      if (note->has_better && note->better_cards.n > 0)
        {
          r->better = gt_explain_cards (&note->better_cards);
          r->better_cards = note->better_cards;
        }
      else if (note->has_better)
        r->better = note->better.n == 0 ? g_strdup (_("pass"))
                                        : gt_combo_describe (self->game.rs, &note->better.combo, GT_COMBO_WORDS_PHRASE);
      if (note->has_better && note->better_cards.n == 0 && note->better.n > 0)
        {
          GtRuleCtx ctx;

          gt_game_rule_ctx (&self->game, &ctx);
          gt_move_to_card_list (&ctx, &note->better, &r->better_cards);
        }
    }
  g_ptr_array_add (self->reviews, r);
}

static void
push_history (GtPlayModel *self)
{
  Snapshot s;

  s.game = self->game;
  s.fronts = self->fronts;
  memcpy (s.views, self->views, sizeof s.views);
  s.n_reviews = self->reviews->len;
  s.n_record = self->record->len;
  s.n_narration = self->narration->len;
  s.n_log = self->log->len;
  g_array_append_val (self->history, s);
}

/* Makes the learner's legal action, its review (the tutor's note, NULL
 * when the tutor was not asked) going with it. */
static void
commit (GtPlayModel       *self,
        const GtAction    *a,
        const GtTutorNote *note)
{
  GtVerdict v;
  guint events;

  gt_verdict_init (&v);
  push_history (self);
  if ((a->type == GT_ACTION_PLAY || a->type == GT_ACTION_PASS) && gt_game_check (&self->game, a, &v))
    add_review (self, a, &v, note);
  gt_verdict_clear (&v);
  gt_verdict_init (&v);
  events = make (self, a, &v);
  gt_verdict_clear (&v);
  changed (self);
  if (events & GT_EVENT_DEAL_OVER)
    deal_over (self);
  schedule (self);
}

/* ---- The tutor's question, weighed in a worker ------------------------------ */

/* Private to the worker: the learner's view (a copy), the move and a tutor
 * of its own; the note comes back in it. */
typedef struct {
  GtView view;
  GtMove move;
  GtCardList cards;           /* a trick game's play (move is a climbing game's) */
  gboolean trick;
  GtTutorStrictness strictness;
  GtTutor *tutor;
  GtTutorNote note;
  gboolean questioned;
  guint generation;
} Weigh;

/* The tutor asks its layouts from this many cards in every hand: off the
 * main thread, from 7 (docs/benchmarks.md, "The tutor's question"). */
#define TUTOR_MAX_CARDS 7
#define TUTOR_MAX_NODES 20000
/* A trick game's question solves every play open in each layout with the
 * trick solver from 6 cards a hand, as gt-tutor.h budgets it, and plays
 * each out in the layouts before (docs/benchmarks.md, "The trick tutor
 * from the first trick"). */
#define TRICK_TUTOR_MAX_CARDS 6

static void
weigh_free (gpointer data)
{
  Weigh *w = data;

  gt_tutor_note_clear (&w->note);
  gt_tutor_free (w->tutor);
  g_free (w);
}

static void
weigh_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  Weigh *w = data;

  /* Dropped before a worker was free: nothing to weigh. */
  if (g_task_return_error_if_cancelled (task))
    return;
  w->questioned = w->trick ? gt_tutor_review_trick_view (w->tutor, w->strictness, &w->view, &w->cards, &w->note)
                           : gt_tutor_review_view (w->tutor, w->strictness, &w->view, &w->move, &w->note);
  g_task_return_boolean (task, TRUE);
}

static void
weigh_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GtPlayModel *self = GT_PLAY_MODEL (source);
  Weigh *w = g_task_get_task_data (G_TASK (result));
  GtAction a;

  /* Dropped (another play, undo, a new deal, the learner gone): the
   * answer is for a question nobody asks any more. */
  if (g_task_had_error (G_TASK (result)) || w->generation != self->weigh_generation || !self->weighing)
    return;
  self->weighing = FALSE;
  g_clear_object (&self->weigh_cancel);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WEIGHING]);
  a = self->weighed;
  if (w->questioned)
    {
      self->has_question = TRUE;
      self->question = w->note;
      memset (&w->note, 0, sizeof w->note);
      self->held = a;
      self->held_words = a.type == GT_ACTION_PASS ? g_strdup (_("pass"))
                         : w->trick             ? gt_explain_cards (&w->cards)
                                                : gt_combo_describe (self->game.rs, &w->move.combo, GT_COMBO_WORDS_PHRASE);
      set_busy (self, FALSE);
      changed (self);
      g_signal_emit (self, signals[SIGNAL_QUESTION], 0);
      return;
    }
  /* The tutor's judgment of a play it did not question still rates it. */
  set_busy (self, FALSE);
  commit (self, &a, &w->note);
}

/* Drops the weighing in flight, if any: its answer will not be heard. */
static void
drop_weighing (GtPlayModel *self)
{
  if (!self->weighing)
    return;
  self->weigh_generation++;
  self->weighing = FALSE;
  g_cancellable_cancel (self->weigh_cancel);
  g_clear_object (&self->weigh_cancel);
  set_busy (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WEIGHING]);
}

/* Holds the learner's legal play or pass back while a worker weighs it
 * from the learner's view. */
static void
weigh (GtPlayModel     *self,
       const GtAction  *a,
       const GtVerdict *v)
{
  Weigh *w = g_new0 (Weigh, 1);
  GTask *task;

  /* A trick game's play is its cards: the trick tutor weighs those. */
  w->trick = is_trick_game (&self->game) && a->type == GT_ACTION_PLAY;
  if (w->trick)
    w->cards = a->cards;
  else if (a->type == GT_ACTION_PLAY && v->has_combo)
    {
      guint8 counts[GT_CARD_KINDS];

      gt_card_list_count (&a->cards, counts);
      gt_card_set_from_counts (&w->move.cards, counts);
      w->move.combo = v->reading.combo;
      w->move.n = a->cards.n;
      w->move.n_wild = v->reading.n_wild;
      gt_move_clear_wild (&w->move);
      for (guint i = 0; i < v->reading.n_wild && i < G_N_ELEMENTS (w->move.as); i++)
        w->move.as[i] = v->reading.as[i];
    }
  /* The tutor knows what the learner knows: their seat's view, copied. */
  w->view = self->views[self->learner];
  w->strictness = self->strictness;
  w->tutor = gt_tutor_new ();
  gt_tutor_set_budget (w->tutor, w->trick ? TRICK_TUTOR_MAX_CARDS : TUTOR_MAX_CARDS, TUTOR_MAX_NODES);
  w->generation = ++self->weigh_generation;
  self->weighing = TRUE;
  self->weighed = *a;
  self->weigh_cancel = g_cancellable_new ();
  set_busy (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WEIGHING]);
  task = g_task_new (self, self->weigh_cancel, weigh_done, NULL);
  g_task_set_task_data (task, w, weigh_free);
  /* A dropped weighing that has started runs to its end on its own
   * copies (the tutor takes no cancellable; about a second at worst) and
   * its answer is thrown away when it comes. */
  g_task_run_in_thread (task, weigh_thread);
  g_object_unref (task);
  changed (self);
}

static GtPlayOutcome
learner_act (GtPlayModel    *self,
             const GtAction *a,
             GtVerdict      *verdict)
{
  GtVerdict local;
  GtVerdict *v = verdict != NULL ? verdict : &local;
  gboolean weighed = self->weighing;

  if (verdict == NULL)
    gt_verdict_init (&local);
  /* A new action while the tutor weighs the last one: the learner changed
   * their mind, the old one is dropped. */
  drop_weighing (self);
  if (self->has_question || !gt_game_check (&self->game, a, v))
    {
      if (verdict == NULL)
        gt_verdict_clear (&local);
      if (weighed)
        changed (self);
      return GT_PLAY_REFUSED;
    }
  if ((a->type == GT_ACTION_PLAY || a->type == GT_ACTION_PASS) && self->strictness != GT_TUTOR_OFF)
    {
      weigh (self, a, v);
      if (verdict == NULL)
        gt_verdict_clear (&local);
      return GT_PLAY_PENDING;
    }
  if (verdict == NULL)
    gt_verdict_clear (&local);
  commit (self, a, NULL);
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

GtPlayOutcome
gt_play_model_discard (GtPlayModel      *self,
                       const GtCardList *cards,
                       GtVerdict        *verdict)
{
  GtAction a;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), GT_PLAY_REFUSED);
  gt_action_discard (&a, self->learner, cards);
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
  GtTutorNote note;
  GtAction a;

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
  /* The note goes with the play into the review. */
  note = self->question;
  self->question.text = NULL;
  clear_question (self);
  commit (self, &a, &note);
  gt_tutor_note_clear (&note);
}

gboolean
gt_play_model_get_weighing (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  return self->weighing;
}

void
gt_play_model_withdraw (GtPlayModel *self)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (!self->weighing)
    return;
  drop_weighing (self);
  changed (self);
  schedule (self);
}

gboolean
gt_play_model_can_undo (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  return self->history->len > 0 || self->weighing;
}

gboolean
gt_play_model_undo (GtPlayModel *self)
{
  Snapshot *s;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  /* The play the tutor weighs is the one taken back: it was not made. */
  if (self->weighing)
    {
      gt_play_model_withdraw (self);
      return TRUE;
    }
  if (self->history->len == 0)
    return FALSE;
  drop_pending (self);
  clear_question (self);
  s = &g_array_index (self->history, Snapshot, self->history->len - 1);
  self->game = s->game;
  self->fronts = s->fronts;
  memcpy (self->views, s->views, sizeof self->views);
  g_ptr_array_set_size (self->reviews, s->n_reviews);
  g_array_set_size (self->record, s->n_record);
  g_ptr_array_set_size (self->narration, s->n_narration);
  g_array_set_size (self->log, s->n_log);
  g_array_set_size (self->history, self->history->len - 1);
  update_running (self);
  save_game (self);
  changed (self);
  schedule (self);
  return TRUE;
}

/* Deals the next deal of the game, recorded. */
static gboolean
deal_next (GtPlayModel *self)
{
  Step step = { TRUE, { 0 } };

  if (!gt_game_deal (&self->game, self->rand))
    return FALSE;
  init_views (self);
  g_array_append_val (self->record, step);
  clear_fronts (&self->fronts);
  g_array_set_size (self->history, 0);
  narrate_deal (self);
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
  if (!deal_next (self))
    return FALSE;
  save_game (self);
  changed (self);
  schedule (self);
  return TRUE;
}

/* A fresh game of the model's kind and settings from seed, not dealt. */
static void
new_game (GtPlayModel *self,
          guint32      seed)
{
  drop_pending (self);
  clear_question (self);
  self->seed = seed;
  self->from_position = FALSE;
  g_clear_pointer (&self->rand, g_rand_free);
  self->rand = g_rand_new_with_seed (seed);
  if (self->seats_setting == 0 ||
      !gt_game_init_seats (&self->game, self->rs, self->seats_setting, self->variants_setting))
    gt_game_init (&self->game, self->rs, self->variants_setting);
  clear_fronts (&self->fronts);
  g_array_set_size (self->history, 0);
  g_array_set_size (self->record, 0);
  g_array_set_size (self->log, 0);
  g_ptr_array_set_size (self->reviews, 0);
  g_ptr_array_set_size (self->narration, 0);
  g_clear_pointer (&self->summary, g_free);
  make_players (self);
}

void
gt_play_model_start (GtPlayModel *self,
                     guint32      seed)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  new_game (self, seed);
  /* The record begins with the first deal, as every later one does. */
  deal_next (self);
  save_game (self);
  update_running (self);
  changed (self);
  schedule (self);
}

void
gt_play_model_start_from (GtPlayModel  *self,
                          const GtGame *position,
                          guint32       seed)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  g_return_if_fail (position != NULL && position->rs != NULL);
  new_game (self, seed);
  /* A guided deal from a lesson's position: later deals from seed.  Its
   * record cannot be replayed from a seed, so it is not saved — the saved
   * game of this kind stays as it was. */
  self->from_position = TRUE;
  self->rs = position->rs;
  self->game = *position;
  init_views (self);
  make_players (self);
  narrate_deal (self);
  update_running (self);
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
  return !self->has_question && !self->weighing && acting_phase (&self->game) && self->game.turn == self->learner;
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

GtReviewModel *
gt_play_model_new_review (GtPlayModel *self,
                          gboolean     whole_game)
{
  GtReviewModel *review;
  guint last = 0;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  /* The last deal played to its end. */
  for (guint i = 0; i < self->log->len; i++)
    {
      const LogEntry *e = &g_array_index (self->log, LogEntry, i);

      if (e->after.phase == GT_PHASE_DEAL_OVER || e->after.phase == GT_PHASE_GAME_OVER)
        last = e->before.deal_no;
    }
  if (last == 0)
    return NULL;
  review = gt_review_model_new (self->learner);
  for (guint i = 0; i < self->log->len; i++)
    {
      const LogEntry *e = &g_array_index (self->log, LogEntry, i);

      if (e->before.deal_no == last || (whole_game && e->before.deal_no < last))
        gt_review_model_append (review, &e->before, &e->fronts_before, &e->action, &e->after, &e->fronts_after,
                                e->words,
                                e->review >= 0 && (guint) e->review < self->reviews->len
                                  ? g_ptr_array_index (self->reviews, e->review) : NULL);
    }
  return review;
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
  g_clear_pointer (&self->hint_player, gt_player_free);
  g_clear_pointer (&self->rand, g_rand_free);
  g_array_unref (self->history);
  g_array_unref (self->record);
  g_array_unref (self->log);
  g_ptr_array_unref (self->narration);
  g_free (self->summary);
  g_free (self->save_dir);
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
    case PROP_GAME_ID: g_value_set_string (value, self->rs->id); break;
    case PROP_SEATS: g_value_set_uint (value, self->seats_setting); break;
    case PROP_VARIANTS: g_value_set_uint (value, self->variants_setting); break;
    case PROP_SAVE_DIR: g_value_set_string (value, self->save_dir); break;
    case PROP_RUNNING: g_value_set_boolean (value, gt_play_model_get_running (self)); break;
    case PROP_BUSY: g_value_set_boolean (value, self->busy); break;
    case PROP_WEIGHING: g_value_set_boolean (value, self->weighing); break;
    case PROP_STATUS: g_value_set_string (value, gt_play_model_get_status (self)); break;
    case PROP_DELAY: g_value_set_uint (value, self->delay); break;
    case PROP_TUTOR: g_value_set_enum (value, self->strictness); break;
    case PROP_PARTNER: g_value_set_enum (value, self->partner_level); break;
    case PROP_OPPONENTS: g_value_set_enum (value, self->opponent_level); break;
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
    case PROP_GAME_ID:
      if (!gt_play_model_set_game_id (self, g_value_get_string (value)))
        g_warning ("no game '%s'", g_value_get_string (value));
      break;
    case PROP_SEATS: gt_play_model_set_seats (self, g_value_get_uint (value)); break;
    case PROP_VARIANTS: gt_play_model_set_variants (self, g_value_get_uint (value)); break;
    case PROP_SAVE_DIR: gt_play_model_set_save_dir (self, g_value_get_string (value)); break;
    case PROP_DELAY: gt_play_model_set_delay (self, g_value_get_uint (value)); break;
    case PROP_TUTOR: gt_play_model_set_tutor (self, (GtTutorStrictness) g_value_get_enum (value)); break;
    case PROP_PARTNER:
      gt_play_model_set_strength (self, (GtPlayerLevel) g_value_get_enum (value), self->opponent_level);
      break;
    case PROP_OPPONENTS:
      gt_play_model_set_strength (self, self->partner_level, (GtPlayerLevel) g_value_get_enum (value));
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

  props[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SEATS] = g_param_spec_uint ("seats", NULL, NULL, 0, GT_SEATS_MAX, 0,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_VARIANTS] = g_param_spec_uint ("variants", NULL, NULL, 0, G_MAXUINT32, 0,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SAVE_DIR] = g_param_spec_string ("save-dir", NULL, NULL, NULL,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_WEIGHING] = g_param_spec_boolean ("weighing", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, "",
                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_DELAY] = g_param_spec_uint ("delay", NULL, NULL, 0, 10000, 600,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_TUTOR] = g_param_spec_enum ("tutor", NULL, NULL, GT_TYPE_TUTOR_STRICTNESS, GT_TUTOR_PRINCIPLES,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_PARTNER] = g_param_spec_enum ("partner", NULL, NULL, GT_TYPE_PLAYER_LEVEL, GT_PLAYER_HEURISTIC,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_OPPONENTS] = g_param_spec_enum ("opponents", NULL, NULL, GT_TYPE_PLAYER_LEVEL, GT_PLAYER_HEURISTIC,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_QUESTION] = g_signal_new ("question", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DEAL_OVER] = g_signal_new ("deal-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_NARRATED] = g_signal_new ("narrated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SAVE_ERROR] = g_signal_new ("save-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
gt_play_model_init (GtPlayModel *self)
{
  self->learner = GT_SEAT_S;
  self->delay = 600;
  self->strictness = GT_TUTOR_PRINCIPLES;
  self->partner_level = GT_PLAYER_HEURISTIC;
  self->opponent_level = GT_PLAYER_HEURISTIC;
  self->history = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  self->reviews = g_ptr_array_new_with_free_func (review_free);
  self->saved = g_ptr_array_new_with_free_func (review_free);
  self->status = g_strdup ("");
  self->record = g_array_new (FALSE, FALSE, sizeof (Step));
  self->log = g_array_new (FALSE, FALSE, sizeof (LogEntry));
  g_array_set_clear_func (self->log, log_entry_clear);
  self->narration = g_ptr_array_new_with_free_func (g_free);
  /* The registry's first game until the page chooses one. */
  self->rs = gt_ruleset_lookup (NULL);
  gt_game_init (&self->game, self->rs, 0);
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

/* A trick game's hint: the player's play to the trick (it follows the
 * game's rules of following), in three grades. */
static gboolean
trick_hint (GtPlayModel *self,
            guint        grade,
            char       **text,
            GtCardList  *cards)
{
  const GtGame *g = &self->game;
  GtAction a;

  gt_card_list_init (cards);
  if (!gt_player_act (self->hint_player, g, &a) || a.type != GT_ACTION_PLAY)
    return FALSE;
  switch (grade <= 1 ? 1 : grade >= 3 ? 3 : 2)
    {
    case 1:
      *text = g_strdup (g->trick_n == 0
                          ? _("You lead the trick: lead what the others must follow and cannot take.")
                          : _("Follow the lead as the rules ask; take the trick if it holds points worth it, else "
                              "play your lowest card."));
      break;
    case 2:
      *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Play %u card.", "Play %u cards.", a.cards.n),
                               a.cards.n);
      break;
    default:
      {
        g_autofree char *what = gt_explain_cards (&a.cards);
        *text = g_strdup_printf (_("Play %s."), what);
      }
      break;
    }
  *cards = a.cards;
  return TRUE;
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
  if (is_trick_game (g))
    return trick_hint (self, grade, text, cards);
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

/* ---- Saved games ---------------------------------------------------------------- */

static const char *const action_words[GT_ACTION_TYPE_COUNT] = {
  [GT_ACTION_PLAY] = "play",
  [GT_ACTION_PASS] = "pass",
  [GT_ACTION_TRIBUTE] = "tribute",
  [GT_ACTION_RETURN] = "return",
  [GT_ACTION_CHOOSE] = "choose",
  [GT_ACTION_DECLARE] = "declare",
  [GT_ACTION_DISCARD] = "discard",
};

static char *
save_path (GtPlayModel *self)
{
  g_autofree char *name = g_strconcat (self->rs->id, ".game", NULL);

  return self->save_dir != NULL ? g_build_filename (self->save_dir, name, NULL) : NULL;
}

/* "play 0 - 0 3.7.2.0.5.255 S7 H7": type, seat, card, choice, the reading
 * meant (GtCombo's fields) and the cards with their declarations. */
static char *
step_to_string (const Step *step)
{
  const GtAction *a = &step->action;
  const GtCombo *c = &a->combo;
  g_autofree char *cards = NULL;

  if (step->next_deal)
    return g_strdup ("deal");
  cards = gt_card_list_to_string (&a->cards);
  return g_strdup_printf ("%s %u %s %u %u.%u.%u.%u.%u.%u%s%s", action_words[a->type], a->seat,
                          a->card != GT_CARD_NONE ? gt_card_to_string (a->card) : "-", a->choice, c->type,
                          c->rank, c->size, c->bomb, c->key, c->suit, *cards != '\0' ? " " : "", cards);
}

static gboolean
step_parse (const char *text,
            Step       *step,
            const char **why)
{
  g_auto (GStrv) f = g_strsplit (text, " ", 6);
  GtAction *a = &step->action;
  guint64 seat, choice;
  guint v[6];
  guint type;

  memset (step, 0, sizeof *step);
  if (g_str_equal (text, "deal"))
    {
      step->next_deal = TRUE;
      return TRUE;
    }
  *why = "an action is TYPE SEAT CARD CHOICE READING [CARDS]";
  if (g_strv_length (f) < 5)
    return FALSE;
  for (type = 0; type < GT_ACTION_TYPE_COUNT; type++)
    if (g_str_equal (f[0], action_words[type]))
      break;
  if (type == GT_ACTION_TYPE_COUNT)
    {
      *why = "no such action";
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (f[1], 10, 0, GT_SEATS_MAX - 1, &seat, NULL) ||
      !g_ascii_string_to_unsigned (f[3], 10, 0, 255, &choice, NULL) ||
      sscanf (f[4], "%u.%u.%u.%u.%u.%u", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5]) != 6)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    if (v[i] > 255)
      return FALSE;
  a->type = (guint8) type;
  a->seat = (guint8) seat;
  a->choice = (guint8) choice;
  a->card = GT_CARD_NONE;
  if (!g_str_equal (f[2], "-") && !gt_card_parse (f[2], -1, &a->card))
    {
      *why = "not a card";
      return FALSE;
    }
  a->combo.type = (guint8) v[0];
  a->combo.rank = (guint8) v[1];
  a->combo.size = (guint8) v[2];
  a->combo.bomb = (guint8) v[3];
  a->combo.key = (guint8) v[4];
  a->combo.suit = (guint8) v[5];
  gt_card_list_init (&a->cards);
  if (f[5] != NULL && !gt_card_list_parse (f[5], NULL, &a->cards, NULL))
    {
      *why = "not a list of cards";
      return FALSE;
    }
  return TRUE;
}

static void
save_failed (GtPlayModel *self,
             const char  *message)
{
  if (self->save_failed)
    return;
  self->save_failed = TRUE;
  g_signal_emit (self, signals[SIGNAL_SAVE_ERROR], 0, message);
}

static void save_reviews (GtPlayModel *self,
                          GKeyFile    *kf);

/* Writes the game in progress, atomically (gt-atomic-file.h): the seed, the
 * settings and every step since the first deal. */
static void
save_game (GtPlayModel *self)
{
  g_autofree char *path = NULL;
  g_autoptr (GKeyFile) kf = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) steps = NULL;
  g_autofree char *text = NULL;
  gsize len;

  if (self->replaying || self->from_position || (path = save_path (self)) == NULL || self->record->len == 0)
    return;
  if (g_mkdir_with_parents (self->save_dir, 0700) != 0)
    {
      g_autofree char *msg = g_strdup_printf (_("Could not keep the game in %s: %s"), self->save_dir,
                                              g_strerror (errno));
      save_failed (self, msg);
      return;
    }
  /* A saved game that could not be read is put aside, never overwritten. */
  if (self->bad_save)
    {
      g_autofree char *aside = g_strconcat (path, ".bad", NULL);

      if (g_rename (path, aside) != 0 && errno != ENOENT)
        {
          g_autofree char *msg = g_strdup_printf (_("Could not put aside %s: %s"), path, g_strerror (errno));
          save_failed (self, msg);
          return;
        }
      self->bad_save = FALSE;
    }
  kf = g_key_file_new ();
  steps = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->record->len; i++)
    g_ptr_array_add (steps, step_to_string (&g_array_index (self->record, Step, i)));
  g_key_file_set_integer (kf, SAVE_GROUP, "Version", SAVE_VERSION);
  g_key_file_set_string (kf, SAVE_GROUP, "Game", self->rs->id);
  g_key_file_set_integer (kf, SAVE_GROUP, "Seats", self->game.n_seats);
  g_key_file_set_uint64 (kf, SAVE_GROUP, "Variants", self->game.variants);
  g_key_file_set_uint64 (kf, SAVE_GROUP, "Seed", self->seed);
  g_key_file_set_string_list (kf, SAVE_GROUP, "Steps", (const char *const *) steps->pdata, steps->len);
  save_reviews (self, kf);
  text = g_key_file_to_data (kf, &len, NULL);
  if (!gt_atomic_file_set_contents (path, text, len, GT_ATOMIC_FILE_NONE, &error))
    {
      save_failed (self, error->message);
      return;
    }
  self->save_failed = FALSE;
}

/* The learner's reviewed decisions, a group each ("Review 3"): the step
 * they were, the tutor's rating and words, so that the review of a resumed
 * game has them without asking the tutor again. */
static void
save_reviews (GtPlayModel *self,
              GKeyFile    *kf)
{
  for (guint i = 0; i < self->reviews->len; i++)
    {
      const GtPlayReview *r = g_ptr_array_index (self->reviews, i);
      g_autofree char *group = g_strdup_printf ("Review %u", i + 1);

      g_key_file_set_uint64 (kf, group, "Step", r->step + 1);
      if (r->rating != GT_TUTOR_RATING_NONE)
        g_key_file_set_string (kf, group, "Rating", gt_tutor_rating_to_string (r->rating));
      if (r->questioned)
        g_key_file_set_boolean (kf, group, "Questioned", TRUE);
      if (r->note != NULL)
        g_key_file_set_string (kf, group, "Note", r->note);
      if (r->better != NULL)
        g_key_file_set_string (kf, group, "Better", r->better);
      if (r->better_cards.n > 0)
        {
          g_autofree char *cards = gt_card_list_to_string (&r->better_cards);

          g_key_file_set_string (kf, group, "BetterCards", cards);
        }
    }
}

/* A decision's review as saved (save_reviews()) laid over the one the
 * replay made for it (the play's words).  A damaged group only loses its
 * rating: the game itself is sound. */
static void
restore_review (GKeyFile     *kf,
                const char   *group,
                GtPlayReview *r)
{
  g_autofree char *rating = g_key_file_get_string (kf, group, "Rating", NULL);
  g_autofree char *cards = g_key_file_get_string (kf, group, "BetterCards", NULL);

  if (rating != NULL && !gt_tutor_rating_parse (rating, &r->rating))
    r->rating = GT_TUTOR_RATING_NONE;
  r->questioned = g_key_file_get_boolean (kf, group, "Questioned", NULL);
  g_free (r->note);
  r->note = g_key_file_get_string (kf, group, "Note", NULL);
  g_free (r->better);
  r->better = g_key_file_get_string (kf, group, "Better", NULL);
  if (cards == NULL || !gt_card_list_parse (cards, NULL, &r->better_cards, NULL))
    gt_card_list_init (&r->better_cards);
}

static gboolean
resume_failed (GError    **error,
               const char *path,
               const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* TRANSLATORS: a saved game that cannot be taken up:
                * "…/guandan.game: action 12: not a card". */
               _("The saved game %s cannot be taken up: %s"), path, why);
  return FALSE;
}

gboolean
gt_play_model_resume (GtPlayModel *self,
                      GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) local = NULL;
  g_auto (GStrv) steps = NULL;
  g_autofree char *game = NULL;
  g_autoptr (GHashTable) reviewed = NULL;
  g_auto (GStrv) groups = NULL;
  guint64 version, seats, variants, seed;
  gsize len, n_steps;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if ((path = save_path (self)) == NULL)
    return FALSE;
  if (!g_file_get_contents (path, &text, &len, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return FALSE;
      return resume_failed (error, path, local->message);
    }
  if (!g_key_file_load_from_data (kf, text, len, G_KEY_FILE_NONE, &local))
    {
      self->bad_save = TRUE;
      return resume_failed (error, path, local->message);
    }
  game = g_key_file_get_string (kf, SAVE_GROUP, "Game", NULL);
  steps = g_key_file_get_string_list (kf, SAVE_GROUP, "Steps", &n_steps, NULL);
  version = g_key_file_get_uint64 (kf, SAVE_GROUP, "Version", NULL);
  seats = g_key_file_get_uint64 (kf, SAVE_GROUP, "Seats", NULL);
  variants = g_key_file_get_uint64 (kf, SAVE_GROUP, "Variants", NULL);
  seed = g_key_file_get_uint64 (kf, SAVE_GROUP, "Seed", &local);
  self->bad_save = TRUE;
  if (version != SAVE_VERSION)
    return resume_failed (error, path, _("it was written by another version of the app"));
  if (g_strcmp0 (game, self->rs->id) != 0)
    return resume_failed (error, path, _("it holds another game"));
  if (local != NULL || steps == NULL || n_steps == 0 || seed > G_MAXUINT32 || variants > G_MAXUINT32 ||
      seats < self->rs->game->min_seats || seats > self->rs->game->max_seats)
    return resume_failed (error, path, _("its seed, seats or steps are missing or out of range"));

  /* The game again from its seed, step by step through the checked path:
   * a step the game refuses is a stale or damaged file. */
  new_game (self, (guint32) seed);
  gt_game_init_seats (&self->game, self->rs, (guint) seats, (guint32) variants);
  make_players (self);
  /* Which step each saved review was ("Review N" groups, Step= from 1). */
  reviewed = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  groups = g_key_file_get_groups (kf, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      guint64 at = g_key_file_get_uint64 (kf, groups[i], "Step", NULL);

      if (g_str_has_prefix (groups[i], "Review ") && at > 0 && at <= n_steps)
        g_hash_table_insert (reviewed, GUINT_TO_POINTER ((guint) at), g_strdup (groups[i]));
    }
  self->replaying = TRUE;
  for (gsize i = 0; i < n_steps; i++)
    {
      const char *why = NULL;
      GtVerdict v;
      g_autofree char *refused = NULL;
      Step step;
      gboolean ok;

      if (!step_parse (steps[i], &step, &why))
        {
          g_autofree char *what = g_strdup_printf (_("step %u (“%s”): %s"), (guint) i + 1, steps[i], why);
          self->replaying = FALSE;
          new_game (self, (guint32) seed);
          return resume_failed (error, path, what);
        }
      if (step.next_deal)
        {
          ok = (i == 0 || self->game.phase == GT_PHASE_DEAL_OVER) && deal_next (self);
          if (!ok)
            why = _("a deal begins before the last one is over");
        }
      else
        {
          gt_verdict_init (&v);
          ok = i > 0 && gt_game_check (&self->game, &step.action, &v);
          if (!ok)
            why = refused = g_strdup (v.explanation != NULL ? v.explanation : _("no game has been dealt"));
          if (ok && step.action.seat == self->learner &&
              (step.action.type == GT_ACTION_PLAY || step.action.type == GT_ACTION_PASS))
            {
              const char *group = g_hash_table_lookup (reviewed, GUINT_TO_POINTER ((guint) i + 1));

              push_history (self);
              add_review (self, &step.action, &v, NULL);
              if (group != NULL)
                restore_review (kf, group, g_ptr_array_index (self->reviews, self->reviews->len - 1));
            }
          else if (ok && step.action.seat == self->learner)
            push_history (self);
          gt_verdict_clear (&v);
          if (ok)
            {
              /* As deal_over() does: undo stops at a deal's end. */
              if (make (self, &step.action, NULL) & GT_EVENT_DEAL_OVER)
                g_array_set_size (self->history, 0);
            }
        }
      if (!ok)
        {
          g_autofree char *what = g_strdup_printf (_("step %u (“%s”): %s"), (guint) i + 1, steps[i], why);
          self->replaying = FALSE;
          new_game (self, (guint32) seed);
          return resume_failed (error, path, what);
        }
    }
  self->replaying = FALSE;
  self->bad_save = FALSE;
  update_running (self);
  changed (self);
  schedule (self);
  return TRUE;
}

gboolean
gt_play_model_get_running (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if (self->game.phase == GT_PHASE_GAME_OVER)
    return FALSE;
  /* The learner's own: a game the computers have only begun is nobody's
   * loss. */
  for (guint i = 0; i < self->record->len; i++)
    {
      const Step *step = &g_array_index (self->record, Step, i);

      if (!step->next_deal && step->action.seat == self->learner)
        return TRUE;
    }
  return FALSE;
}

void
gt_play_model_set_save_dir (GtPlayModel *self,
                            const char  *dir)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (g_strcmp0 (dir, self->save_dir) == 0)
    return;
  g_free (self->save_dir);
  self->save_dir = g_strdup (dir);
  self->save_failed = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SAVE_DIR]);
}

const char *
gt_play_model_get_save_dir (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return self->save_dir;
}

/* ---- The game and its settings ---------------------------------------------------- */

gboolean
gt_play_model_set_game_id (GtPlayModel *self,
                           const char  *game_id)
{
  const GtRuleset *rs;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if ((rs = gt_ruleset_lookup (game_id)) == NULL)
    return FALSE;
  if (rs == self->rs)
    return TRUE;
  self->rs = rs;
  self->bad_save = FALSE;
  new_game (self, self->seed);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_GAME_ID]);
  update_running (self);
  changed (self);
  schedule (self);
  return TRUE;
}

const char *
gt_play_model_get_game_id (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return self->rs->id;
}

gboolean
gt_play_model_set_seats (GtPlayModel *self,
                         guint        n_seats)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  if (n_seats != 0 && (n_seats < self->rs->game->min_seats || n_seats > self->rs->game->max_seats))
    return FALSE;
  if (self->seats_setting != n_seats)
    {
      self->seats_setting = n_seats;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SEATS]);
    }
  return TRUE;
}

guint
gt_play_model_get_seats (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->seats_setting;
}

void
gt_play_model_get_seat_range (GtPlayModel *self,
                              guint       *min_seats,
                              guint       *max_seats)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (min_seats != NULL)
    *min_seats = self->rs->game->min_seats;
  if (max_seats != NULL)
    *max_seats = self->rs->game->max_seats;
}

void
gt_play_model_set_variants (GtPlayModel *self,
                            guint32      variants)
{
  g_return_if_fail (GT_IS_PLAY_MODEL (self));
  if (self->variants_setting == variants)
    return;
  self->variants_setting = variants;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_VARIANTS]);
}

guint32
gt_play_model_get_variants (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->variants_setting;
}

/* ---- What the learner may do ------------------------------------------------------ */

void
gt_play_choice_free (GtPlayChoice *choice)
{
  if (choice == NULL)
    return;
  g_free (choice->label);
  g_free (choice);
}

static void
choice_action (GtPlayModel        *self,
               const GtPlayChoice *c,
               GtAction           *a)
{
  if (c->type == GT_ACTION_PASS)
    gt_action_pass (a, self->learner);
  else if (c->type == GT_ACTION_CHOOSE)
    gt_action_choose (a, self->learner, c->choice);
  else
    gt_action_declare (a, self->learner, c->choice, c->card);
}

static void
add_choice (GtPlayModel *self,
            GPtrArray   *list,
            GtActionType type,
            guint        choice,
            GtCard       card,
            char        *label)
{
  GtPlayChoice *c = g_new0 (GtPlayChoice, 1);
  GtAction a;

  c->type = type;
  c->choice = (guint8) choice;
  c->card = card;
  c->label = label;
  choice_action (self, c, &a);
  if (gt_game_check (&self->game, &a, NULL))
    g_ptr_array_add (list, c);
  else
    gt_play_choice_free (c);
}

GPtrArray *
gt_play_model_list_choices (GtPlayModel *self)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) gt_play_choice_free);
  const GtGame *g = &self->game;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), list);
  if (!gt_play_model_learner_to_act (self) || self->busy)
    return list;
  if (g->phase == GT_PHASE_PLAY)
    add_choice (self, list, GT_ACTION_PASS, 0, GT_CARD_NONE, g_strdup (_("Pass")));
  if (gt_ruleset_has_action (g->rs, GT_ACTION_CHOOSE) && g->phase == GT_PHASE_TRIBUTE)
    for (guint i = 0; i < g->n_tribute && i < G_N_ELEMENTS (g->tribute); i++)
      if (g->tribute[i].card != GT_CARD_NONE && g->tribute[i].giver < g->n_seats)
        add_choice (self, list, GT_ACTION_CHOOSE, g->tribute[i].giver, GT_CARD_NONE,
                    /* TRANSLATORS: a button: take one of two tributes, "Take West's ♠A". */
                    g_strdup_printf (_("Take %s's %s"), seat_word (g, g->tribute[i].giver),
                                     gt_explain_card_label (g->tribute[i].card)));
  if (gt_ruleset_has_action (g->rs, GT_ACTION_DECLARE))
    for (guint choice = 0; choice < GT_DECLARE_CHOICES_MAX; choice++)
      {
        g_autofree char *words = gt_game_declare_words (g, choice);
        guint before = list->len;

        if (words == NULL)
          continue;
        add_choice (self, list, GT_ACTION_DECLARE, choice, GT_CARD_NONE, g_strdup (words));
        if (list->len > before)
          continue;
        /* A declaration that shows or gives a card: one button per card
         * the rules accept with it. */
        for (guint c = 0; c < GT_CARD_KINDS; c++)
          if (g->hand[self->learner][c] > 0)
            add_choice (self, list, GT_ACTION_DECLARE, choice, (GtCard) c,
                        g_strdup_printf (_("%s (%s)"), words, gt_explain_card_label ((GtCard) c)));
      }
  return list;
}

guint
gt_play_model_get_actions (GtPlayModel *self)
{
  g_autoptr (GPtrArray) choices = NULL;
  const GtGame *g = &self->game;
  guint bits = 0;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  if (!gt_play_model_learner_to_act (self) || self->busy)
    return 0;
  if (g->phase == GT_PHASE_PLAY)
    bits |= 1u << GT_ACTION_PLAY;
  else if (g->phase == GT_PHASE_TRIBUTE)
    bits |= 1u << GT_ACTION_TRIBUTE;
  else if (g->phase == GT_PHASE_RETURN)
    bits |= 1u << GT_ACTION_RETURN;
  else if (g->phase == GT_PHASE_DISCARD)
    bits |= 1u << GT_ACTION_DISCARD;
  choices = gt_play_model_list_choices (self);
  for (guint i = 0; i < choices->len; i++)
    bits |= 1u << ((GtPlayChoice *) g_ptr_array_index (choices, i))->type;
  /* Two tributes to choose between are a choice, not a card to give. */
  if (bits & (1u << GT_ACTION_CHOOSE))
    bits &= ~(1u << GT_ACTION_TRIBUTE);
  return bits;
}

GPtrArray *
gt_play_model_list_readings (GtPlayModel      *self,
                             const GtCardList *cards)
{
  const GtGame *g = &self->game;
  const GtCombo *table;
  GtReading readings[GT_READINGS_MAX];
  GtCardList hand;
  GtRuleCtx ctx;
  guint n;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  if (!(gt_play_model_get_actions (self) & (1u << GT_ACTION_PLAY)) || g->rs->game->table == GT_TABLE_TRICK)
    return gt_reading_choices_new (NULL, NULL, NULL, 0, NULL);
  table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, self->learner, &hand);
  n = gt_reading_choices_find (g->rs, &ctx, cards, table, &hand, readings);
  /* One reading (or none): the engine reads the play itself. */
  return gt_reading_choices_new (g->rs, &ctx, readings, n >= 2 ? n : 0, cards);
}

GtPlayOutcome
gt_play_model_choose (GtPlayModel        *self,
                      const GtPlayChoice *choice,
                      GtVerdict          *verdict)
{
  GtAction a;

  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), GT_PLAY_REFUSED);
  g_return_val_if_fail (choice != NULL, GT_PLAY_REFUSED);
  choice_action (self, choice, &a);
  return learner_act (self, &a, verdict);
}

guint
gt_play_model_get_n_narration (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), 0);
  return self->narration->len;
}

const char *
gt_play_model_get_narration (GtPlayModel *self,
                             guint        i)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return i < self->narration->len ? g_ptr_array_index (self->narration, i) : NULL;
}

const char *
gt_play_model_get_deal_summary (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), NULL);
  return self->game.phase == GT_PHASE_DEAL_OVER || self->game.phase == GT_PHASE_GAME_OVER ? self->summary : NULL;
}

gboolean
gt_play_model_round_cleared (GtPlayModel *self)
{
  g_return_val_if_fail (GT_IS_PLAY_MODEL (self), FALSE);
  return self->fronts.round_over;
}

/* ---- Lesson links ------------------------------------------------------------------ */

gboolean
gt_play_link_parse (const char *link,
                    char      **game_id,
                    guint32    *seed,
                    gboolean   *has_seed,
                    GError    **error)
{
  g_auto (GStrv) words = g_strsplit (link != NULL ? link : "", " ", -1);
  guint n = 0, i = 1;
  guint64 number = 0;

  *game_id = NULL;
  *seed = 0;
  *has_seed = FALSE;
  for (guint k = 0; words[k] != NULL; k++)
    if (*words[k] != '\0')
      words[n++] = words[k];
    else
      g_free (words[k]);
  words[n] = NULL;
  if (n == 0 || !g_str_equal (words[0], "play") || n > 3)
    goto bad;
  if (i < n && gt_ruleset_lookup (words[i]) != NULL && !g_ascii_isdigit (*words[i]))
    *game_id = g_strdup (words[i++]);
  if (i < n)
    {
      if (!g_ascii_string_to_unsigned (words[i], 10, 0, G_MAXUINT32, &number, NULL))
        goto bad;
      *seed = (guint32) number;
      *has_seed = TRUE;
      i++;
    }
  if (i == n)
    return TRUE;
bad:
  {
    g_autofree char *ids = gt_ruleset_ids ();

    g_clear_pointer (game_id, g_free);
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                 "Link: write 'play' or 'play N' (Guandan's deal N), or 'play GAME' or 'play GAME N' "
                 "(GAME one of %s), not '%s'",
                 ids, link != NULL ? link : "");
    return FALSE;
  }
}
