/* gt-tutor.c — the tutor watching a learner's play in a whole deal
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The proof comes first: a play the solver proves losing is the clearest
 * thing to say, and when the solver says the play keeps the deal won, no
 * principle is worth questioning it for.  The principles are cheap tests
 * on the position and are asked only when no proof spoke.
 */
#include "config.h"

#include "gt-tutor.h"
#include "gt-explain.h"
#include "gt-solver.h"

#include <glib/gi18n-lib.h>
#include <string.h>

struct _GtTutor {
  GtSolver *solver;
  guint max_cards;
  guint64 max_nodes;
};

GtTutor *
gt_tutor_new (void)
{
  GtTutor *t = g_new0 (GtTutor, 1);

  t->solver = gt_solver_new ();
  t->max_cards = 7;
  t->max_nodes = 50000;
  return t;
}

void
gt_tutor_free (GtTutor *t)
{
  if (t == NULL)
    return;
  gt_solver_free (t->solver);
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
}

static void
note_init (GtTutorNote *note)
{
  memset (note, 0, sizeof *note);
  note->seat = GT_SEAT_NONE;
}

/* ---- The proof ---------------------------------------------------------- */

static gboolean
small_enough (const GtTutor *t,
              const GtGame  *g)
{
  for (guint s = 0; s < g->n_seats; s++)
    if (gt_game_seat_active (g, s) && g->count[s] > t->max_cards)
      return FALSE;
  return TRUE;
}

/* Whether S's side can force going out first from g: 1 yes, 0 no, -1 not
 * known within the budget. */
static int
won (GtTutor      *t,
     const GtGame *g,
     GArray      **winning)
{
  GtGoal goal = { GT_GOAL_TEAM_FIRST, 0 };
  GtSolveResult r = { 0 };
  int answer;

  gt_solver_set_budget (t->solver, t->max_nodes, 0);
  if (!gt_solver_solve (t->solver, g, &goal, &r) || r.exhausted || r.cancelled)
    {
      gt_solve_result_clear (&r);
      return -1;
    }
  answer = r.solvable ? 1 : 0;
  if (winning != NULL && r.winning != NULL)
    *winning = g_array_ref (r.winning);
  gt_solve_result_clear (&r);
  return answer;
}

static char *
move_words (const GtRuleset *rs,
            const GtMove    *m)
{
  return m->n == 0 ? g_strdup (_("passing")) : gt_combo_describe (rs, &m->combo, GT_COMBO_WORDS_PHRASE);
}

/* 1: the move loses a won deal (note filled); 2: it keeps it won; 0: the
 * deal was not won before it; -1: not known. */
static int
proof (GtTutor      *t,
       const GtGame *g,
       const GtMove *m,
       GtTutorNote  *note)
{
  GArray *winning = NULL;
  GtGame after;
  int before, now;
  gboolean reached;
  GtGoal goal = { GT_GOAL_TEAM_FIRST, 0 };

  if (g->n_order > 0 || !small_enough (t, g) || !gt_game_same_side (g, g->turn, GT_SEAT_S) ||
      !gt_goal_allowed (g->rs, &goal) || gt_goal_decided (&goal, g, &reached))
    return -1;
  before = won (t, g, &winning);
  if (before != 1)
    {
      if (winning != NULL)
        g_array_unref (winning);
      return before;
    }
  after = *g;
  if (m->n > 0)
    gt_game_play_fast (&after, m);
  else
    gt_game_pass_fast (&after);
  if (after.n_order > 0)
    now = gt_game_same_side (&after, after.order[0], GT_SEAT_S) ? 1 : 0;
  else
    now = won (t, &after, NULL);
  if (now == 0 && winning != NULL && winning->len > 0)
    {
      g_autofree char *better = NULL;

      note->concern = GT_TUTOR_LOSES;
      note->has_better = TRUE;
      note->better = g_array_index (winning, GtMove, 0);
      better = move_words (g->rs, &note->better);
      note->text = g_strdup_printf (
          /* TRANSLATORS: the tutor, before an endgame play it has proved losing.
           * %s is the play that wins: "a pair of 7s", or "passing". */
          _("Before this play your side could make sure of going out first, whatever the others do; "
            "after it, they can stop you. Think again: %s keeps it won."), better);
    }
  g_array_unref (winning);
  return now == 0 ? 1 : now == 1 ? 2 : -1;
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
              /* TRANSLATORS: the tutor; %u and the first %s: "4" and "8s" (your
               * bomb of 4 8s), the last %s the play ("a pair of 8s"). */
              _("This breaks your bomb of %u %s to play %s. A bomb kept is what stops an opponent "
                "near the end, or wins you the lead when you need it."),
              have, gt_explain_rank_plural (r), play);
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

gboolean
gt_tutor_review (GtTutor           *t,
                 GtTutorStrictness  strictness,
                 const GtGame      *g,
                 const GtMove      *m,
                 GtTutorNote       *note)
{
  int proved;

  note_init (note);
  if (strictness == GT_TUTOR_OFF || g->phase != GT_PHASE_PLAY || g->turn >= g->n_seats ||
      g->rs->game->table != GT_TABLE_CLIMB)
    return FALSE;
  proved = proof (t, g, m, note);
  if (proved == 1)
    return TRUE;
  /* The solver says the play keeps the deal won: no principle outweighs
   * that. */
  if (proved == 2 || strictness < GT_TUTOR_PRINCIPLES)
    return FALSE;
  return beats_partner (g, m, note) || breaks_bomb (g, m, note) || feeds_opponent (g, m, note);
}
