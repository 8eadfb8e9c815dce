/* gt-tutor.c — the tutor watching a learner's play in a whole deal
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tutor knows what the learner knows and no more: it judges from the
 * learner's seat's view (gt-view.h).  Near the deal's end it weighs the
 * learner's play against every other play open to them over layouts of
 * the cards they cannot see (gt-layouts.h): a play that keeps the side's
 * goal clearly less often than the best one is the clearest thing to
 * say, with the counts; when the layouts say the play is as good as any,
 * no principle is worth questioning it for.  The principles are cheap
 * tests on what the learner sees and are asked only when the layouts did
 * not speak.  A trick game's plays are weighed from the first trick: the
 * layouts played out to the deal's end while the hands are too big to
 * solve, solved after.
 */
#define G_LOG_DOMAIN "gt-tutor"

#include "config.h"

#include "gt-tutor.h"
#include "gt-layouts.h"
#include "gt-explain.h"
#include "gt-solver.h"

#include <glib/gi18n-lib.h>
#include <string.h>

struct _GtTutor {
  GtLayouts *layouts;
  guint n_layouts;
  guint max_cards;
  guint64 max_nodes;
};

GtTutor *
gt_tutor_new (void)
{
  GtTutor *t = g_new0 (GtTutor, 1);

  t->layouts = gt_layouts_new ();
  t->n_layouts = 20;
  t->max_cards = 6;
  t->max_nodes = 20000;
  return t;
}

void
gt_tutor_free (GtTutor *t)
{
  if (t == NULL)
    return;
  gt_layouts_free (t->layouts);
  g_free (t);
}

void
gt_tutor_set_budget (GtTutor *t,
                     guint    max_cards,
                     guint64  max_nodes)
{
  t->max_cards = max_cards;
  t->max_nodes = max_nodes;
}

void
gt_tutor_note_clear (GtTutorNote *note)
{
  g_clear_pointer (&note->text, g_free);
  note->concern = GT_TUTOR_FINE;
  note->has_better = FALSE;
  note->seat = GT_SEAT_NONE;
  note->layouts = note->kept = note->best_kept = 0;
  note->played_out = FALSE;
  gt_card_list_init (&note->better_cards);
}

static void
note_init (GtTutorNote *note)
{
  memset (note, 0, sizeof *note);
  note->seat = GT_SEAT_NONE;
  gt_card_list_init (&note->better_cards);
}

/* ---- The layouts ---------------------------------------------------------- */

static gboolean
small_enough (const GtTutor *t,
              const GtGame  *g)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && g->count[s] > t->max_cards)
      return FALSE;
  return TRUE;
}

static char *
move_words (const GtRuleset *rs,
            const GtMove    *m)
{
  return m->n == 0 ? g_strdup (_("passing")) : gt_combo_describe (rs, &m->combo, GT_COMBO_WORDS_PHRASE);
}

/* The learner's play m against every other play open to them, over
 * layouts of the cards they cannot see (their view: the tutor knows no
 * more than the learner).  1: m keeps the side's goal clearly less often
 * than the best play (note filled); 2: m is as good as any; 0 or -1: not
 * judged (too many cards, a game or moment the layouts cannot judge, or
 * nothing solved within the budget). */
static int
judge (GtTutor           *t,
       GtTutorStrictness  strictness,
       const GtView      *v,
       const GtMove      *m,
       GtTutorNote       *note)
{
  const GtGame *g = &v->pub;
  GtMove moves[64];
  guint wins[G_N_ELEMENTS (moves)];
  GtRuleCtx ctx;
  guint n, n_all, counted, best = 0, margin;
  GtMove *all;

  if (!small_enough (t, g) || !gt_layouts_can_judge (v))
    return -1;
  /* The learner's play first, then every other play and the pass. */
  moves[0] = *m;
  n = 1;
  all = g_new (GtMove, GT_MOVES_MAX);
  gt_game_rule_ctx (g, &ctx);
  n_all = gt_moves_generate_counts (&ctx, g->hand[g->turn],
                                    g->table.type != GT_COMBO_NONE ? &g->table : NULL,
                                    GT_MOVES_BY_RANK, all, GT_MOVES_MAX);
  if (n_all == GT_MOVES_INVALID || n_all + 2 > G_N_ELEMENTS (moves))
    {
      g_free (all);
      return -1;
    }
  for (guint i = 0; i < n_all; i++)
    if (m->n == 0 || memcmp (&all[i], m, sizeof *m) != 0)
      moves[n++] = all[i];
  g_free (all);
  if (m->n > 0 && g->table.type != GT_COMBO_NONE)
    {
      memset (&moves[n], 0, sizeof moves[n]);
      n++;
    }
  if (n < 2)
    return 2;

  gt_layouts_set_budget (t->layouts, t->n_layouts, t->max_nodes);
  /* Seeded by where the deal stands: the same view is always judged the
   * same way. */
  gt_layouts_set_seed (t->layouts, 0x7u ^ gt_view_stage (g));
  counted = gt_layouts_count_wins (t->layouts, v, moves, n, wins);
  if (counted == 0)
    return -1;
  for (guint i = 1; i < n; i++)
    if (wins[i] > wins[best])
      best = i;
  note->layouts = counted;
  note->kept = wins[0];
  note->best_kept = MAX (wins[best], wins[0]);
  /* The strictness is the margin: the clear mistakes only, half the
   * layouts; with the principles, a quarter (at least two either way). */
  margin = MAX (2u, strictness >= GT_TUTOR_PRINCIPLES ? counted / 4 : counted / 2);
  if (best == 0 || wins[best] < wins[0] + margin)
    return wins[0] >= wins[best] ? 2 : 0;

  {
    g_autofree char *better = NULL;

    note->concern = GT_TUTOR_LOSES;
    note->has_better = TRUE;
    note->better = moves[best];
    better = move_words (g->rs, &note->better);
    if (wins[0] == 0 && wins[best] == counted)
      note->text = g_strdup_printf (
          /* TRANSLATORS: the tutor, before an endgame play.  %u is a number of
           * layouts (20), %s the better play: "a pair of 7s", or "passing". */
          g_dngettext (GETTEXT_PACKAGE,
                       "In the %u layout of the cards you cannot see that fit what you have "
                       "seen, this play lets the other side out first, and %s keeps your side "
                       "first. Think again.",
                       "In every one of the %u layouts of the cards you cannot see that fit "
                       "what you have seen, this play lets the other side out first, and %s "
                       "keeps your side first. Think again.",
                       counted),
          counted, better);
    else
      note->text = g_strdup_printf (
          /* TRANSLATORS: the tutor, before an endgame play.  The first two %u:
           * in how many layouts of the unseen cards the play keeps the side
           * first, of how many; %s the better play ("a pair of 7s",
           * "passing"); the last %u in how many it keeps it. */
          g_dngettext (GETTEXT_PACKAGE,
                       "This play keeps your side going out first in %u of the %u layout of "
                       "the cards you cannot see; %s keeps it in %u. Think again.",
                       "This play keeps your side going out first in %u of the %u layouts of "
                       "the cards you cannot see; %s keeps it in %u. Think again.",
                       counted),
          wins[0], counted, better, wins[best]);
  }
  return 1;
}

/* A pass that lets an opponent near the end keep the round: they lead
 * again, and one more play may take them out.  Asked only when the learner
 * could have beaten the play. */
static gboolean
lets_through (GtTutor      *t,
              const GtGame *g,
              const GtMove *m,
              GtTutorNote  *note)
{
  guint seat = g->turn, by = g->table_by, n;
  GtRuleCtx ctx;
  GtMove *moves;
  gboolean found = FALSE;

  if (m->n != 0 || g->table.type == GT_COMBO_NONE || by >= g->n_seats ||
      gt_game_same_side (g, by, seat) || !gt_game_seat_active (g, by) || g->count[by] > 4)
    return FALSE;
  moves = g_new (GtMove, GT_MOVES_MAX);
  gt_game_rule_ctx (g, &ctx);
  n = gt_moves_generate_counts (&ctx, g->hand[seat], &g->table, GT_MOVES_BY_RANK, moves, GT_MOVES_MAX);
  if (n != GT_MOVES_INVALID && n > 0)
    {
      /* The play the tutor would rather see: the one that beats it for
       * the least, a bomb last. */
      guint best = 0;

      for (guint i = 1; i < MIN (n, GT_MOVES_MAX); i++)
        if ((moves[i].combo.bomb != 0) < (moves[best].combo.bomb != 0) ||
            ((moves[i].combo.bomb != 0) == (moves[best].combo.bomb != 0) &&
             moves[i].combo.bomb * 256u + moves[i].combo.key <
                 moves[best].combo.bomb * 256u + moves[best].combo.key))
          best = i;
      {
        g_autofree char *theirs = gt_combo_describe (g->rs, &g->table, GT_COMBO_WORDS_PHRASE);
        g_autofree char *better = gt_combo_describe (g->rs, &moves[best].combo, GT_COMBO_WORDS_PHRASE);

        note->concern = GT_TUTOR_LETS_THROUGH;
        note->seat = by;
        note->has_better = TRUE;
        note->better = moves[best];
        note->text = g_strdup_printf (
            /* TRANSLATORS: the tutor, before a pass.  The first %s is an
             * opponent ("East"), %u their cards, the second %s their play ("a
             * pair of 9s"), the last the play that beats it ("a bomb of four
             * 5s"). */
            g_dngettext (GETTEXT_PACKAGE,
                         "%s holds only %u card and is winning this round with %s: if nobody "
                         "beats it, they lead again and may go out. You can beat it with %s.",
                         "%s holds only %u cards and is winning this round with %s: if nobody "
                         "beats it, they lead again and may go out. You can beat it with %s.",
                         g->count[by]),
            gt_game_seat_name (g, by, GT_SEAT_NAME_WORD), g->count[by], theirs, better);
        found = TRUE;
      }
    }
  g_free (moves);
  (void) t;
  return found;
}

/* ---- The principles ------------------------------------------------------- */

static gboolean
beats_partner (const GtGame *g,
               const GtMove *m,
               GtTutorNote  *note)
{
  guint seat = g->turn;
  g_autofree char *theirs = NULL;

  if (m->n == 0 || g->table.type == GT_COMBO_NONE || g->table_by == seat ||
      !gt_game_same_side (g, g->table_by, seat) || m->n == g->count[seat])
    return FALSE;
  note->concern = GT_TUTOR_BEATS_PARTNER;
  note->seat = g->table_by;
  note->has_better = TRUE;
  memset (&note->better, 0, sizeof note->better);
  theirs = gt_combo_describe (g->rs, &g->table, GT_COMBO_WORDS_PHRASE);
  note->text = g_strdup_printf (
      /* TRANSLATORS: the tutor; the first %s is the partner's name ("North"),
       * the second their play ("a pair of 9s"). */
      _("%s, your partner, is winning this round with %s. Beating it spends your cards to take the "
        "lead from your own side: pass and let it stand."),
      gt_game_seat_name (g, g->table_by, GT_SEAT_NAME_WORD), theirs);
  return TRUE;
}

static gboolean
breaks_bomb (const GtGame *g,
             const GtMove *m,
             GtTutorNote  *note)
{
  GtRuleCtx ctx;
  guint seat = g->turn;

  if (m->n == 0 || m->combo.bomb || m->n == g->count[seat])
    return FALSE;
  gt_game_rule_ctx (g, &ctx);
  for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
    {
      guint have = 0, taken = 0;

      for (guint s = 0; s < 4; s++)
        {
          GtCard c = GT_CARD_MAKE (r, s);

          if (g->rs->is_wild (&ctx, c))
            continue;
          have += g->hand[seat][c];
          taken += gt_card_set_count (&m->cards, c);
        }
      if (have >= 4 && taken > 0 && have - taken < 4)
        {
          g_autofree char *play = gt_combo_describe (g->rs, &m->combo, GT_COMBO_WORDS_PHRASE);

          note->concern = GT_TUTOR_BREAKS_BOMB;
          note->text = g_strdup_printf (
              /* TRANSLATORS: the tutor; the first two %s: "four" and "8s" (your
               * bomb of four 8s), the last %s the play ("a pair of 8s"). */
              _("This breaks your bomb of %s %s to play %s. A bomb kept is what stops an opponent "
                "near the end, or wins you the lead when you need it."),
              gt_explain_count_word (have), gt_explain_rank_plural (r), play);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
feeds_opponent (const GtGame *g,
                const GtMove *m,
                GtTutorNote  *note)
{
  guint seat = g->turn;

  if (m->n == 0 || g->table.type != GT_COMBO_NONE || m->combo.bomb || m->n == g->count[seat] ||
      m->n > 2)
    return FALSE;
  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && !gt_game_same_side (g, s, seat) && g->count[s] == m->n)
      {
        g_autofree char *play = gt_combo_describe (g->rs, &m->combo, GT_COMBO_WORDS_PHRASE);

        note->concern = GT_TUTOR_FEEDS_OPPONENT;
        note->seat = s;
        note->text = g_strdup_printf (
            /* TRANSLATORS: the tutor; the first %s is an opponent ("East"), %u
             * their cards, the last %s the play led ("a single 5"). */
            g_dngettext (GETTEXT_PACKAGE,
                         "%s holds only %u card: leading %s lets them go out with anything higher. "
                         "Lead a play of another size, or your highest.",
                         "%s holds only %u cards: leading %s lets them go out with anything higher. "
                         "Lead a play of another size, or your highest.",
                         g->count[s]),
            gt_game_seat_name (g, s, GT_SEAT_NAME_WORD), g->count[s], play);
        return TRUE;
      }
  return FALSE;
}

/* ---- Ratings ------------------------------------------------------------------ */

static const char *const rating_ids[GT_TUTOR_RATING_COUNT] = {
  "", "fine", "doubtful", "mistake", "blunder"
};

GtTutorRating
gt_tutor_note_rating (const GtTutorNote *note)
{
  guint lost;

  if (note->layouts == 0)
    return note->concern != GT_TUTOR_FINE ? GT_TUTOR_RATING_DOUBTFUL : GT_TUTOR_RATING_NONE;
  lost = note->best_kept > note->kept ? note->best_kept - note->kept : 0;
  if (lost * 10 < note->layouts)
    return note->concern != GT_TUTOR_FINE ? GT_TUTOR_RATING_DOUBTFUL : GT_TUTOR_RATING_FINE;
  if (lost * 4 < note->layouts)
    return GT_TUTOR_RATING_DOUBTFUL;
  if (lost * 2 < note->layouts)
    return GT_TUTOR_RATING_MISTAKE;
  return GT_TUTOR_RATING_BLUNDER;
}

const char *
gt_tutor_rating_to_string (GtTutorRating rating)
{
  return rating < GT_TUTOR_RATING_COUNT ? rating_ids[rating] : "";
}

gboolean
gt_tutor_rating_parse (const char    *text,
                       GtTutorRating *rating)
{
  for (guint i = 0; text != NULL && i < GT_TUTOR_RATING_COUNT; i++)
    if (g_str_equal (text, rating_ids[i]))
      {
        *rating = (GtTutorRating) i;
        return TRUE;
      }
  return FALSE;
}

const char *
gt_tutor_rating_name (GtTutorRating rating)
{
  switch (rating)
    {
    case GT_TUTOR_RATING_FINE:
      /* TRANSLATORS: a rating of a play in the review, as gnubg's analysis rates. */
      return C_("rating", "Fine");
    case GT_TUTOR_RATING_DOUBTFUL:
      return C_("rating", "Doubtful");
    case GT_TUTOR_RATING_MISTAKE:
      return C_("rating", "Mistake");
    case GT_TUTOR_RATING_BLUNDER:
      return C_("rating", "Blunder");
    case GT_TUTOR_RATING_NONE:
    case GT_TUTOR_RATING_COUNT:
    default:
      return "";
    }
}

gboolean
gt_tutor_review_view (GtTutor           *t,
                      GtTutorStrictness  strictness,
                      const GtView      *v,
                      const GtMove      *m,
                      GtTutorNote       *note)
{
  const GtGame *g = &v->pub;
  int judged;

  note_init (note);
  if (strictness == GT_TUTOR_OFF || g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats ||
      g->rs->game->table != GT_TABLE_CLIMB)
    return FALSE;
  judged = judge (t, strictness, v, m, note);
  if (judged == 1)
    return TRUE;
  /* The layouts say the play is as good as any: no principle outweighs
   * that. */
  if (judged == 2 || strictness < GT_TUTOR_PRINCIPLES)
    return FALSE;
  return beats_partner (g, m, note) || breaks_bomb (g, m, note) || feeds_opponent (g, m, note) ||
         lets_through (t, g, m, note);
}

gboolean
gt_tutor_review (GtTutor           *t,
                 GtTutorStrictness  strictness,
                 const GtGame      *g,
                 const GtMove      *m,
                 GtTutorNote       *note)
{
  GtView v;

  note_init (note);
  if (g->turn >= g->n_seats)
    return FALSE;
  /* The tutor knows what the learner knows: their seat's view. */
  gt_view_init (&v, g, g->turn);
  return gt_tutor_review_view (t, strictness, &v, m, note);
}

/* ---- Trick games ---------------------------------------------------------- */

/* A layout counts against a trick play that leaves the learner's side
 * this many points worse off than the best play: a ten or a king. */
#define TRICK_POINTS_LOST 10
/* A played-out play is questioned only when the best play also keeps at
 * least this many more points on average over the layouts: a playout is
 * one plausible course of the deal, not the best one, and a single
 * layout's ten can be the heuristic's accident. */
#define TRICK_PLAYOUT_MEAN 5
/* The most plays to a trick the tutor weighs (a lead from twelve cards
 * has a few dozen at most). */
#define TRICK_PLAYS_MAX 64
/* Playouts are cheap (a deal played out takes some 0.1 ms) and noisy:
 * twice the tutor's layouts are played out, so that the mean is steadier. */
#define TRICK_PLAYOUT_FACTOR 2
#define TRICK_LAYOUTS_MAX 40

/* The layouts' counts of a trick game's plays: solved
 * (gt_layouts_trick_points()) or played out (gt_layouts_trick_playouts()). */
typedef guint (*TrickCount) (GtLayouts        *layouts,
                             const GtView     *view,
                             const GtCardList *plays,
                             guint             n,
                             guint            *points);

/* Each play's value for the learner's side in each of n_layouts layouts
 * asked one at a time of count, into value[k][i]; returns the layouts
 * counted.  Seeded by where the deal stands, as the climbing games'
 * questions are. */
static guint
trick_layouts (GtTutor          *t,
               const GtView     *v,
               TrickCount        count,
               guint             n_layouts,
               const GtCardList *plays,
               guint             n,
               int               value[][TRICK_PLAYS_MAX])
{
  const GtGame *g = &v->pub;
  gboolean defends = gt_game_is_defender (g, g->turn);
  guint counted = 0;

  gt_layouts_set_seed (t->layouts, 0x7u ^ gt_view_stage (g));
  for (guint k = 0; k < MIN (n_layouts, (guint) TRICK_LAYOUTS_MAX); k++)
    {
      guint points[TRICK_PLAYS_MAX];

      if (count (t->layouts, v, plays, n, points) == 0)
        continue;
      for (guint i = 0; i < n; i++)
        /* The defenders' points: the learner's side wants them high if it
         * defends, low if it declares. */
        value[counted][i] = defends ? (int) points[i] : -(int) points[i];
      counted++;
    }
  return counted;
}

/* Each play's value for the learner's side (the defenders' points, or
 * their opposite for the declarers) in each of the tutor's layouts, into
 * value[k][i]; returns the layouts counted.  Solved exactly by the game's
 * trick solver once every hand is small enough and every play's solve fits
 * the node budget; otherwise (and earlier in the deal) each play is played
 * out to the deal's end by the heuristic trick player in every seat, each
 * deciding from its own view of the layout (gt_layouts_trick_playouts()),
 * in twice as many layouts, and *played_out is set.  One layout a
 * question, so that each layout's values are kept (the first layouts are
 * the same either way). */
static guint
trick_values (GtTutor          *t,
              const GtView     *v,
              const GtCardList *plays,
              guint             n,
              int               value[][TRICK_PLAYS_MAX],
              gboolean         *played_out)
{
  guint counted = 0;

  *played_out = FALSE;
  gt_layouts_set_budget (t->layouts, 1, t->max_nodes);
  if (small_enough (t, &v->pub))
    counted = trick_layouts (t, v, gt_layouts_trick_points, t->n_layouts, plays, n, value);
  if (counted > 0)
    return counted;
  *played_out = TRUE;
  return trick_layouts (t, v, gt_layouts_trick_playouts, t->n_layouts * TRICK_PLAYOUT_FACTOR, plays, n, value);
}

/* The learner's play to a trick against every other open to them, over
 * layouts of the cards they cannot see (trick_values()).  1: questioned
 * (note filled); 2: no layout against it; 0: some, fewer than the margin;
 * -1: not judged. */
static int
judge_trick (GtTutor           *t,
             GtTutorStrictness  strictness,
             const GtView      *v,
             const GtCardList  *play,
             GtTutorNote       *note)
{
  GtCardList plays[TRICK_PLAYS_MAX];
  int value[TRICK_LAYOUTS_MAX][TRICK_PLAYS_MAX];
  gint64 sum[TRICK_PLAYS_MAX] = { 0 };
  guint n, mine = G_MAXUINT, best = 0, counted, lost = 0, ahead = 0, margin, gap;
  gboolean played_out;

  /* The game counts every play open, and lists the first
   * TRICK_PLAYS_MAX (a lead of many top trumps, or a void seat's discards
   * to a long lead, can have more): the learner's own is weighed with
   * them in any case. */
  n = MIN (gt_layouts_trick_plays (v, plays, G_N_ELEMENTS (plays)), (guint) TRICK_PLAYS_MAX);
  for (guint i = 0; i < n && mine == G_MAXUINT; i++)
    if (gt_card_list_same_cards (&plays[i], play))
      mine = i;
  if (mine == G_MAXUINT && n == TRICK_PLAYS_MAX)
    {
      mine = n - 1;
      plays[mine] = *play;
    }
  if (mine == G_MAXUINT)
    return -1;
  if (n < 2)
    return 2;

  counted = trick_values (t, v, plays, n, value, &played_out);
  if (counted == 0)
    return -1;
  for (guint k = 0; k < counted; k++)
    for (guint i = 0; i < n; i++)
      sum[i] += value[k][i];
  for (guint i = 1; i < n; i++)
    if (sum[i] > sum[best] || (sum[i] == sum[best] && i == mine))
      best = i;
  if (sum[mine] == sum[best])
    best = mine;
  for (guint k = 0; k < counted; k++)
    {
      lost += value[k][best] - value[k][mine] >= TRICK_POINTS_LOST;
      ahead += value[k][mine] - value[k][best] >= TRICK_POINTS_LOST;
    }
  /* A playout is one course of the layout, and a play's ten points either
   * way can be its accident: the layouts counted against a played-out
   * play are those where it does 10 worse than the best beyond those
   * where it does 10 better. */
  if (played_out)
    lost = lost > ahead ? lost - ahead : 0;
  /* The points the best play keeps more on average, rounded.  A
   * played-out play that costs fewer than TRICK_PLAYOUT_MEAN on average
   * is at most doubtful (fewer than a quarter of the layouts against it),
   * so never questioned. */
  gap = (guint) ((sum[best] - sum[mine] + counted / 2) / counted);
  if (played_out && gap < TRICK_PLAYOUT_MEAN)
    lost = MIN (lost, (counted - 1) / 4);
  note->layouts = counted;
  note->kept = counted - lost;
  note->best_kept = counted;
  note->played_out = played_out;
  margin = MAX (2u, strictness >= GT_TUTOR_PRINCIPLES ? counted / 4 : counted / 2);
  if (best == mine || lost < margin)
    return lost == 0 ? 2 : 0;

  {
    g_autofree char *better = gt_explain_cards (&plays[best]);

    note->concern = GT_TUTOR_LOSES;
    note->has_better = TRUE;
    note->better_cards = plays[best];
    if (played_out)
      note->text = g_strdup_printf (
          /* TRANSLATORS: the tutor, before a play to a trick early in the
           * deal, judged by playing each play out to the deal's end (an
           * estimate, not a proof).  The first %u: in how many layouts of
           * the unseen cards; %s the better play, as cards ("♠A" or "♥10
           * ♥10"); the last %u: by how many points on average (5 or
           * more). */
          g_dngettext (GETTEXT_PACKAGE,
                       "Played out to the deal’s end in %u layout of the cards you cannot see, "
                       "%s leaves your side %u points better off than this play. Think again.",
                       "Played out to the deal’s end in %u layouts of the cards you cannot see, "
                       "%s leaves your side %u points better off on average than this play. "
                       "Think again.",
                       counted),
          counted, better, gap);
    else
      note->text = g_strdup_printf (
          /* TRANSLATORS: the tutor, before a play to a trick near the deal's
           * end, each layout solved exactly.  The first %u: in how many
           * layouts of the unseen cards; the second: of how many; %s the
           * better play, as cards ("♠A" or "♥10 ♥10"). */
          g_dngettext (GETTEXT_PACKAGE,
                       "In %u of the %u layout of the cards you cannot see, this play leaves your "
                       "side 10 points or more worse off than %s does. Think again.",
                       "In %u of the %u layouts of the cards you cannot see, this play leaves your "
                       "side 10 points or more worse off than %s does. Think again.",
                       counted),
          lost, counted, better);
  }
  return 1;
}

gboolean
gt_tutor_review_trick_view (GtTutor           *t,
                            GtTutorStrictness  strictness,
                            const GtView      *v,
                            const GtCardList  *play,
                            GtTutorNote       *note)
{
  const GtGame *g = &v->pub;

  note_init (note);
  if (strictness == GT_TUTOR_OFF || g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats ||
      g->rs->game->table != GT_TABLE_TRICK)
    return FALSE;
  return judge_trick (t, strictness, v, play, note) == 1;
}

gboolean
gt_tutor_review_trick (GtTutor           *t,
                       GtTutorStrictness  strictness,
                       const GtGame      *g,
                       const GtCardList  *play,
                       GtTutorNote       *note)
{
  GtView v;

  note_init (note);
  if (g->turn >= g->n_seats)
    return FALSE;
  gt_view_init (&v, g, g->turn);
  return gt_tutor_review_trick_view (t, strictness, &v, play, note);
}
