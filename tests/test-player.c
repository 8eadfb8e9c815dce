/* test-player.c — the computer players of gt-player.h
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole games of every strength against every other with each step checked
 * (gt_selfplay's checked mode: every action through gt_game_act, the fast
 * and checked paths byte for byte, the invariants); and, on positions made
 * for it, what each strength is for: going out when it can, letting a
 * partner's play stand, leading what a partner on one card can beat, not
 * feeding an opponent on one card, keeping the fewest plays, bombing only
 * when it matters, giving back the card that costs least, and the strong
 * player's endgame moves proved by the solver.
 */
#include "gt-game.h"
#include "gt-player.h"
#include "gt-selfplay.h"
#include "gt-solver.h"

#include <string.h>

static GtPlayer *heuristic;
static GtPlayer *strong;

static void
load (GtGame     *g,
      const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *full = g_strconcat ("[position]\n", text, NULL);

  gt_game_init (g, gt_ruleset_guandan (), 0);
  if (!gt_game_load_string (g, gt_ruleset_guandan (), full, "position", &error))
    g_error ("bad position: %s\n%s", error->message, text);
}

/* The player's play as text ("" for a pass). */
static char *
choice (GtPlayer     *p,
        const GtGame *g)
{
  GtMove m;
  GtRuleCtx ctx;
  GtCardList cards;

  if (!gt_player_choose (p, g, &m))
    return g_strdup ("");
  gt_game_rule_ctx (g, &ctx);
  gt_move_to_card_list (&ctx, &m, &cards);
  gt_card_list_sort (&cards, (guint8[GT_RANK_COUNT]) { 0 });
  return gt_card_list_to_string (&cards);
}

static void
assert_choice (GtPlayer   *p,
               const char *position,
               const char *expected)
{
  GtGame g;
  g_autofree char *got = NULL;

  load (&g, position);
  got = choice (p, &g);
  g_test_message ("%s -> '%s'", position, got);
  g_assert_cmpstr (got, ==, expected);
}

static void
test_levels (void)
{
  GtPlayerLevel level;

  for (guint i = 0; i < GT_PLAYER_LEVEL_COUNT; i++)
    {
      g_assert_true (gt_player_level_parse (gt_player_level_to_string ((GtPlayerLevel) i), &level));
      g_assert_cmpuint (level, ==, i);
    }
  g_assert_true (gt_player_level_parse ("STRONG", &level));
  g_assert_cmpuint (level, ==, GT_PLAYER_STRONG);
  g_assert_false (gt_player_level_parse ("expert", &level));
  g_assert_false (gt_player_level_parse (NULL, &level));
  g_assert_cmpuint (gt_player_get_level (strong), ==, GT_PLAYER_STRONG);
}

/* Every pairing plays whole games, each step checked. */
static void
test_whole_games (void)
{
  static const GtPlayerLevel pairs[][2] = {
    { GT_PLAYER_HEURISTIC, GT_PLAYER_SIMPLE },
    { GT_PLAYER_SIMPLE, GT_PLAYER_STRONG },
    { GT_PLAYER_STRONG, GT_PLAYER_HEURISTIC },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      GtSelfplay *sp = gt_selfplay_new (gt_ruleset_guandan (), 7 + i, 0);
      GtPlayer *a = gt_player_new (pairs[i][0]), *b = gt_player_new (pairs[i][1]);
      GtSelfplayStats st = { 0 };
      GError *error = NULL;

      gt_selfplay_set_checked (sp, TRUE);
      gt_selfplay_set_players (sp, a, b);
      for (guint k = 0; k < 3; k++)
        {
          gboolean ok = gt_selfplay_game (sp, &st, &error);
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpuint (gt_selfplay_last (sp)->phase, ==, GT_PHASE_GAME_OVER);
        }
      g_assert_cmpuint (st.games, ==, 3);
      g_assert_cmpuint (st.refused, >, 0);
      gt_selfplay_free (sp);
      gt_player_free (a);
      gt_player_free (b);
    }
}

/* The heuristic beats the simple players, every game of a short match. */
static void
test_heuristic_beats_simple (void)
{
  GtSelfplay *sp = gt_selfplay_new (gt_ruleset_guandan (), 99, 0);
  GtPlayer *h = gt_player_new (GT_PLAYER_HEURISTIC);
  GtSelfplayStats st = { 0 };

  gt_selfplay_set_players (sp, NULL, h);
  for (guint k = 0; k < 10; k++)
    g_assert_true (gt_selfplay_game (sp, &st, NULL));
  g_assert_cmpuint (st.wins[1], >=, 9);
  gt_selfplay_free (sp);
  gt_player_free (h);
}

static void
test_heuristic_choices (void)
{
  /* Goes out with its last combination, even a bomb it would keep. */
  assert_choice (heuristic, "level=2\nS=S7 H7 D7 C7\nE=S3 S4\nturn=S\ntable=S5\ntable-by=E", "S7 H7 D7 C7");
  assert_choice (heuristic, "level=2\nS=S9 D9\nE=S3\nN=S4\nW=S5\nturn=S\ntable=S5 D5\ntable-by=E\npassed=N W", "S9 D9");
  /* Lets the partner's play stand. */
  assert_choice (heuristic, "level=2\nS=SA S3 D4\nE=S3 S4 S5 S6\nN=S5 S6\nW=S7 S8 S9\nturn=S\n"
                            "table=SK\ntable-by=N\npassed=W", "");
  /* Leads the low single a partner on one card may beat; with the partner
   * far from the end, the pair that keeps the hand in fewest plays. */
  assert_choice (heuristic, "level=2\nS=S3 D3 HK SQ\nE=S6 S7 S8 S9 D10\nN=S10\nW=D6 D7 D8 D9 C10\nturn=S",
                 "S3");
  assert_choice (heuristic, "level=2\nS=S3 D3 HK SQ\nE=S6 S7 S8 S9 D10\nN=S10 D10 C10 H8 C8 D8 CK\n"
                            "W=D6 D7 D8 D9 C10\nturn=S", "S3 D3");
  /* With an opponent on one card, no low single: the pair, or the highest
   * single. */
  assert_choice (heuristic, "level=2\nS=S4 D6 D6 CK\nE=SA\nN=S10 S9 S8 S7 S6 S5\nW=D9 D8 D7\nturn=S",
                 "D6 D6");
  assert_choice (heuristic, "level=2\nS=S4 D6 CK\nE=SA\nN=S10 S9 S8 S7 S6 S5\nW=D9 D8 D7\nturn=S", "CK");
  /* Follows with what its split can spare, not by breaking a straight. */
  assert_choice (heuristic, "level=2\nS=S3 D4 C5 H6 S7 DK\nE=S9 S10 SJ SQ SK SA S2 S2 D9 DA\n"
                            "N=C9 C10 CJ CQ CK CA C2 C2 H9 HA\nW=H10 HJ HQ HK DJ DQ D10 D8 C8 H8\n"
                            "turn=S\ntable=S8\ntable-by=W", "DK");
  /* Keeps its bomb against a player far from the end, spends it against
   * one about to go out. */
  assert_choice (heuristic, "level=2\nS=S9 H9 D9 C9 S3 D4\nE=SA HA DA CA SK HK DK CK S5 S6 S7 S8 SQ\n"
                            "N=C3 C4 C5 C6 C7 C8 C10 CJ CQ H3 H4 H5\nW=D5 D6 D7 D8 D10 DJ DQ H6 H7 H8 H10 HJ\n"
                            "turn=S\ntable=SJ SJ\ntable-by=E\npassed=N W", "");
  assert_choice (heuristic, "level=2\nS=S9 H9 D9 C9 S3 D4\nE=SJ SQ\nN=C3 C4 C5 C6 C7 C8 C10 CJ CQ H3 H4 H5\n"
                            "W=D5 D6 D7 D8 D10 DJ DQ H6 H7 H8 H10 HJ\nturn=S\ntable=SA HA\ntable-by=E\npassed=N W",
                 "S9 H9 D9 C9");
}

/* Returning a card after tribute: the one whose loss leaves the hand in
 * the fewest plays (a lone low card, not a card of a pair). */
static void
test_return_card (void)
{
  GtGame g;
  GtAction a;

  gt_game_init (&g, gt_ruleset_guandan (), 0);
  load (&g, "level=2\nphase=return\ndeal=2\nprevious=S,E,N,W\ntribute=W:S:CA\n"
            "S=CA S3 D3 S4 D4 S5 D5 S6 D6 S7 D7 S8 D8 C9 S10 D10 SJ DJ SQ DQ SK DK SA HA DA RJ BJ C2\n"
            "W=H3 C3 H4 C4 H5 C5 H6 C6 H7 C7 H8 C8 H9 D9 H10 C10 HJ CJ HQ CQ HK CK HA S9 C9 DA\n"
            "turn=S");
  g_assert_true (gt_player_act (heuristic, &g, &a));
  g_assert_cmpuint (a.type, ==, GT_ACTION_RETURN);
  g_assert_true (gt_game_check (&g, &a, NULL));
  /* Of every card the game accepts back, none leaves fewer plays, and none
   * that leaves as few is weaker. */
  {
    guint8 rest[GT_CARD_KINDS], strength[GT_RANK_COUNT];
    GtRuleCtx ctx;
    guint chosen, others = 0;

    gt_game_rule_ctx (&g, &ctx);
    g.rs->rank_strength (&ctx, strength);
    memcpy (rest, g.hand[GT_SEAT_S], sizeof rest);
    rest[a.card]--;
    chosen = gt_min_plays_counts (rest, g.level);
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      {
        GtAction other;
        guint k;

        gt_action_card (&other, GT_ACTION_RETURN, GT_SEAT_S, (GtCard) c);
        if (c == a.card || g.hand[GT_SEAT_S][c] == 0 || !gt_game_check (&g, &other, NULL))
          continue;
        others++;
        memcpy (rest, g.hand[GT_SEAT_S], sizeof rest);
        rest[c]--;
        k = gt_min_plays_counts (rest, g.level);
        g_assert_cmpuint (k, >=, chosen);
        if (k == chosen)
          g_assert_cmpuint (strength[gt_card_rank ((GtCard) c)], >=, strength[gt_card_rank (a.card)]);
      }
    g_assert_cmpuint (others, >, 5);
  }
}

/* In an endgame the strong player's play keeps a won deal won: after it,
 * the solver still proves the goal for S's side; and a defender's play
 * keeps it unproved. */
static void
test_strong_endgame (void)
{
  static const char *const positions[] = {
    "level=2\nS=S3 S4 S5 S6 S7 D9\nE=SA HA D3\nN=C3 C4\nW=DK DQ\nturn=S",
    "level=2\nS=S9 H9 D3\nE=S10 H10 C4\nN=SK DK C5\nW=C6 D6 HA\nturn=S",
    "level=5\nS=H5 S3 S3\nE=SK SK D4\nN=D8 D8 C6\nW=CA CA S7\nturn=S",
  };
  GtSolver *solver = gt_solver_new ();
  GtGoal goal = { GT_GOAL_TEAM_FIRST, 0 };
  guint proved = 0;

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      GtGame g;
      GtSolveResult r;
      guint turns = 0;

      load (&g, positions[i]);
      /* Every seat plays its strong choice until the deal's first place is
       * decided; whenever S's side to move has a proved win, its play
       * keeps it. */
      while (g.phase == GT_PHASE_PLAY && g.n_order == 0 && turns++ < 64)
        {
          GtMove m;
          gboolean ours = gt_game_same_side (&g, g.turn, GT_SEAT_S);
          gboolean won;

          g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
          won = r.solvable;
          gt_solve_result_clear (&r);
          if (gt_player_choose (strong, &g, &m))
            gt_game_play_fast (&g, &m);
          else
            gt_game_pass_fast (&g);
          if (g.n_order > 0)
            {
              if (ours && won)
                g_assert_true (gt_game_same_side (&g, g.order[0], GT_SEAT_S));
              break;
            }
          g_assert_true (gt_solver_solve (solver, &g, &goal, &r));
          if (won && ours)
            {
              g_assert_true (r.solvable);
              proved++;
            }
          if (!won && !ours)
            g_assert_false (r.solvable);
          gt_solve_result_clear (&r);
        }
      g_assert_cmpuint (g.n_order, >, 0);
    }
  g_assert_cmpuint (proved, >, 0);
  gt_solver_free (solver);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  heuristic = gt_player_new (GT_PLAYER_HEURISTIC);
  strong = gt_player_new (GT_PLAYER_STRONG);
  g_test_add_func ("/player/levels", test_levels);
  g_test_add_func ("/player/whole-games", test_whole_games);
  g_test_add_func ("/player/heuristic-beats-simple", test_heuristic_beats_simple);
  g_test_add_func ("/player/heuristic-choices", test_heuristic_choices);
  g_test_add_func ("/player/return-card", test_return_card);
  g_test_add_func ("/player/strong-endgame", test_strong_endgame);
  ret = g_test_run ();
  gt_player_free (heuristic);
  gt_player_free (strong);
  return ret;
}
