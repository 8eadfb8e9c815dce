/* test-puzzles.c — every shipped puzzle, and broken ones
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each shipped puzzle must load without a problem, the solver must prove its
 * goal, the author's intended first play must be among the winning plays,
 * the puzzle must declare its accepted plays and they must be exactly the
 * winning ones (it forces its idea), and its Difficulty must be the
 * solver's rating.  Broken files must be reported with the right line and
 * message.
 */
#include "gt-puzzle.h"

#include <string.h>

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
check_shipped (gconstpointer data)
{
  const char *path = data;
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtPuzzle) puzzle = gt_puzzle_load (path, problems);
  g_autofree char *text = gt_problems_to_string (problems);
  GtSolver *solver;
  GtSolveResult result = { 0 };

  g_assert_cmpstr (text, ==, "");
  g_assert_nonnull (puzzle);
  g_assert_true (puzzle->has_solution);
  g_assert_nonnull (puzzle->accepted);

  solver = gt_solver_new ();
  if (gt_puzzle_is_setup (puzzle))
    {
      /* A puzzle that opens with a return: some card wins. */
      g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));

      g_assert_cmpuint (gt_puzzle_setup_choices (&puzzle->position, choices), >, 1);
      g_assert_true (gt_puzzle_setup_solve (solver, &puzzle->goal, choices, &result.nodes));
      g_test_message ("%s: %u cards to give, %" G_GUINT64_FORMAT " nodes", puzzle->id, choices->len, result.nodes);
      g_assert_cmpint (gt_puzzle_setup_best (choices), >=, 0);
    }
  else
    {
      g_assert_true (gt_solver_solve (solver, &puzzle->position, &puzzle->goal, &result));
      g_test_message ("%s: %u winning plays, %" G_GUINT64_FORMAT " nodes, %.2f ms",
                      puzzle->id, result.winning->len, result.nodes, result.ms);
      g_assert_true (result.solvable);
      g_assert_cmpuint (result.winning->len, >, 0);
      gt_solve_result_clear (&result);
    }

  /* Accepted = the winning set, and Difficulty = the rating (a warning,
   * which counts here). */
  g_assert_true (gt_puzzle_check_solution (puzzle, solver, problems));
  g_free (text);
  text = gt_problems_to_string (problems);
  g_assert_cmpstr (text, ==, "");
  gt_solver_free (solver);
}

/* A position with two winning first plays (S's King or Ace: E's lone Queen
 * cannot beat either, and the 3 goes last; led first, E's Queen covers it
 * and E is out), checked
 * against Accepted sets that miss one, add a losing one, or match. */
static void
test_accepted (void)
{
  static const struct {
    const char *accepted;
    const char *expected;
  } cases[] = {
    { "Accepted=SA\n", "a.puzzle:7: Accepted leaves out a winning play: SK also wins\n" },
    { "Accepted=SA;SK;S3\n", "a.puzzle:7: Accepted lists S3, which does not win: the solver refutes it\n" },
    { "Accepted=SK;SA\n", "" },
    { "Accepted=pass\n", "a.puzzle:7: Accepted lists a pass, but S leads and must play\n" },
    { "Accepted=SK;S9\n", "a.puzzle:7: Accepted, play 2 (S9) is not a legal play here: S does not hold S9\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat ("[Puzzle]\nId=a\nGame=guandan\nTitle=T\nGoal=first-out\n"
                                           "Explanation=E\n", cases[i].accepted,
                                           "Difficulty=2\n[Position]\nlevel=2\nS=S3 SK SA\nE=SQ\nturn=S\n", NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtSource) src = gt_source_new_from_data ("a.puzzle", text, strlen (text), problems);
      g_autoptr (GtPuzzle) puzzle = gt_puzzle_load_source (src, problems);
      g_autofree char *found = NULL;
      GtSolver *solver = gt_solver_new ();

      g_assert_nonnull (puzzle);
      if (problems->len == 0)
        gt_puzzle_check_solution (puzzle, solver, problems);
      found = gt_problems_to_string (problems);
      g_test_message ("%s", found);
      /* The difficulty warning may follow; the Accepted message comes first. */
      if (*cases[i].expected == '\0')
        g_assert_null (strstr (found, "Accepted"));
      else
        g_assert_true (g_str_has_prefix (found, cases[i].expected));
      gt_solver_free (solver);
    }
}

/* The rating's formula at its edges, and the warning for a Difficulty
 * that is not the rating. */
static void
test_difficulty (void)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  const char *text = "[Puzzle]\nId=a\nGame=guandan\nTitle=T\nGoal=first-out\nExplanation=E\n"
                     "Difficulty=5\n[Position]\nlevel=2\nS=S3 SK SA\nE=SQ\nturn=S\n";
  g_autoptr (GtSource) src = gt_source_new_from_data ("d.puzzle", text, strlen (text), problems);
  g_autoptr (GtPuzzle) puzzle = gt_puzzle_load_source (src, problems);
  g_autofree char *found = NULL;
  GtPuzzleRating rating;
  GtSolver *solver = gt_solver_new ();

  g_assert_cmpuint (gt_puzzle_difficulty_from (1, 2, 1), ==, 1);
  g_assert_cmpuint (gt_puzzle_difficulty_from (2, 10, 5), ==, 1);
  g_assert_cmpuint (gt_puzzle_difficulty_from (2, 10, 6), ==, 2);
  g_assert_cmpuint (gt_puzzle_difficulty_from (2, 10, 9), ==, 3);
  g_assert_cmpuint (gt_puzzle_difficulty_from (3, 10, 9), ==, 4);
  g_assert_cmpuint (gt_puzzle_difficulty_from (4, 2, 1), ==, 3);
  g_assert_cmpuint (gt_puzzle_difficulty_from (5, 2, 1), ==, 4);
  g_assert_cmpuint (gt_puzzle_difficulty_from (9, 100, 99), ==, 5);
  g_assert_cmpuint (gt_puzzle_difficulty_from (2, 0, 0), ==, 1);

  g_assert_nonnull (puzzle);
  g_assert_true (gt_puzzle_rate (puzzle, solver, &rating));
  /* S leads one of S3, SK, SA (3 plays), two win; S plays three times. */
  g_assert_cmpuint (rating.first_plays, ==, 3);
  g_assert_cmpuint (rating.winning, ==, 2);
  g_assert_cmpuint (rating.line, ==, 3);
  g_assert_cmpuint (rating.difficulty, ==, 2);
  g_assert_true (gt_puzzle_check_solution (puzzle, solver, problems));
  found = gt_problems_to_string (problems);
  g_assert_cmpstr (found, ==, "d.puzzle:7: warning: Difficulty is 5, but the solver rates it 2: "
                              "a line of 3 plays, 1 of 3 first plays lose (docs/puzzle-format.md)\n");
  gt_solver_free (solver);
}

static void
test_bad_files (void)
{
  static const struct {
    const char *file;
    const char *expected[6];
  } cases[] = {
    { "typos.puzzle", {
        "typos.puzzle:4: unknown key 'Titel' in [Puzzle]; did you mean 'Title'?",
        "typos.puzzle:2: Id 'Bad Id' may use only a-z, 0-9 and '-'",
        "typos.puzzle:1: [Puzzle] needs a Title= key",
        "typos.puzzle:5: unknown goal 'first-in'",
        "typos.puzzle:6: Difficulty must be a number from 1 to 5",
        "typos.puzzle:7: unknown rule id 'gd.no.such-rule'" } },
    { "bad-card.puzzle", {
        "bad-card.puzzle:11: key 'S': unknown card 'X9' (item 2)" } },
    { "illegal-solution.puzzle", {
        "illegal-solution.puzzle:8: Solution is not a legal play here",
        "illegal-solution.puzzle:17: Play is not a legal play here: S does not hold S3" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad", cases[i].file, NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtPuzzle) puzzle = gt_puzzle_load (path, problems);
      g_autofree char *text = gt_problems_to_string (problems);

      g_test_message ("%s", text);
      for (guint k = 0; k < G_N_ELEMENTS (cases[i].expected) && cases[i].expected[k]; k++)
        g_assert_nonnull (strstr (text, cases[i].expected[k]));
    }
}

static void
test_unsolvable (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad", "unsolvable.puzzle", NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtPuzzle) puzzle = gt_puzzle_load (path, problems);
  GtSolver *solver = gt_solver_new ();
  g_autofree char *text = NULL;

  g_assert_nonnull (puzzle);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_false (gt_puzzle_check_solution (puzzle, solver, problems));
  text = gt_problems_to_string (problems);
  g_assert_nonnull (strstr (text, "unsolvable.puzzle:5: the goal 'first-out' cannot be forced"));
  gt_solver_free (solver);
}

/* A line refused for a control character is reported once, at its line:
 * not again as a missing key, nor as a position without its key. */
static void
test_hostile_lines (void)
{
  static const struct {
    const char *text;
    const char *expected;
  } cases[] = {
    { "[Puzzle]\nId=p\nGame=guandan\nTitle=\x1b]0;owned\x07\nGoal=first-out\nDifficulty=1\nExplanation=E\n"
      "[Position]\nlevel=2\nS=SK HK\nE=SA\nturn=S\n",
      "h.puzzle:4: a control character, U+001B (escape), at column 7: remove it\n" },
    { "[Puzzle]\nId=p\nGame=guandan\nTitle=T\nGoal=first-out\nDifficulty=1\nExplanation=E\n"
      "[Position]\nlevel=2\nS=SK HK\nE=SA\nturn=S\x7f\n",
      "h.puzzle:12: a control character, U+007F (delete), at column 7: remove it\n" },
    { "\xef\xbb\xbf[Puzzle]\nId=p\nGame=guandan\nTitle=T\nGoal=first-out\nDifficulty=1\nExplanation=E\n"
      "[Position]\nlevel=2\nS=SK HK\nE=SA\nturn=S\n", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtSource) src = gt_source_new_from_data ("h.puzzle", cases[i].text, strlen (cases[i].text), problems);
      g_autoptr (GtPuzzle) puzzle = gt_puzzle_load_source (src, problems);
      g_autofree char *text = gt_problems_to_string (problems);

      g_test_message ("%s", text);
      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

/* A first play that is forced (here a pass: S holds nothing above W's
 * Ace) asks nothing: a warning at the position. */
static void
test_forced (void)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  const char *text = "[Puzzle]\nId=a\nGame=guandan\nTitle=T\nGoal=team-first\nExplanation=E\n"
                     "Difficulty=2\n[Position]\nlevel=2\nS=S3 S4\nE=SK SQ\nN=RJ\nW=S5\ntable=SA\ntable-by=W\nturn=S\n";
  g_autoptr (GtSource) src = gt_source_new_from_data ("f.puzzle", text, strlen (text), problems);
  g_autoptr (GtPuzzle) puzzle = gt_puzzle_load_source (src, problems);
  g_autofree char *found = NULL;
  GtSolver *solver = gt_solver_new ();

  g_assert_nonnull (puzzle);
  gt_puzzle_check_solution (puzzle, solver, problems);
  found = gt_problems_to_string (problems);
  g_test_message ("%s", found);
  g_assert_true (g_str_has_prefix (found, "f.puzzle:8: warning: the first play is forced: S has no other legal play\n"));
  gt_solver_free (solver);
}

/* A position in phase return: S returns a card, and play begins.  The
 * shapes that do not open with S's one decision are refused at the line of
 * phase=, and the first decisions are cards S may return. */
static void
test_return_phase (void)
{
  static const char *const head =
    "[Puzzle]\nId=r\nGame=guandan\nTitle=T\nGoal=first-out\nDifficulty=3\nExplanation=E\n";
  static const char *const position =
    "[Position]\nphase=return\nlevel=2\nS=S3 H4 D5 C6 S7 S9 BJ\nE=D8 C8 HJ\nN=D3 C3 H6\n"
    "W=SA HA SK SQ\ntribute=E:S:BJ\n";
  static const struct {
    const char *puzzle;    /* keys after head */
    const char *position;  /* NULL: position */
    const char *expected;  /* prefix of the problems, after loading and solving */
  } cases[] = {
    { "Solution=S9\nAccepted=S9\n", NULL, "" },
    { "Accepted=S3\n", NULL,
      "r.puzzle:8: Accepted lists S3, which does not win: the solver refutes it\n"
      "r.puzzle:8: Accepted leaves out a winning card: S9 also wins\n" },
    { "Accepted=S9;BJ\n", NULL,
      "r.puzzle:8: Accepted, play 2 (BJ) is not a legal return here: " },
    { "Solution=pass\n", NULL, "r.puzzle:8: Solution is a pass, but S gives a card first\n" },
    { "Solution=S3 S9\n", NULL, "r.puzzle:8: Solution is not a legal return here: in phase return S gives one card\n" },
    { "Solution=S3\n", NULL, "r.puzzle:8: the Solution card does not win: the solver refutes it\n" },
    /* N, not S, returns: the puzzle would not open with S's decision. */
    { "", "[Position]\nphase=return\nlevel=2\nS=S3 H4\nE=D8 C8\nN=D3 C3 SA\nW=SK SQ\ntribute=W:N:SA\n",
      "r.puzzle:9: in phase return N acts first, not S: a puzzle opens with S's own decision" },
    /* A double tribute: N still returns after S. */
    { "", "[Position]\nphase=return\nlevel=2\nS=S3 H4 BJ\nE=D8 C8\nN=D3 C3 SA\nW=SK SQ\n"
      "tribute=E:S:BJ;W:N:SA\n",
      "r.puzzle:9: after S gives its card the phase is still return (N acts next): a puzzle opens "
      "with one decision of S's, after which play begins" },
    { "", "[Position]\nphase=deal-over\nlevel=2\nS=S3\nE=D8\n",
      "r.puzzle:9: a puzzle position is in the play phase with a player to move, or in a phase where S "
      "gives a card first (phase return), not in phase deal-over\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (head, cases[i].puzzle, cases[i].position ? cases[i].position : position, NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtSource) src = gt_source_new_from_data ("r.puzzle", text, strlen (text), problems);
      g_autoptr (GtPuzzle) puzzle = gt_puzzle_load_source (src, problems);
      g_autofree char *found = NULL;

      if (puzzle != NULL && problems->len == 0)
        {
          GtSolver *solver = gt_solver_new ();

          g_assert_true (gt_puzzle_is_setup (puzzle));
          gt_puzzle_check_solution (puzzle, solver, problems);
          gt_solver_free (solver);
        }
      found = gt_problems_to_string (problems);
      g_test_message ("case %u: %s", i, found);
      if (!g_str_has_prefix (found, cases[i].expected))
        g_error ("case %u: \"%s\" does not start with \"%s\"", i, found, cases[i].expected);
    }
}

/* The rating of a return: the card counts as a play of the line, and the
 * first decisions are the cards S may return. */
static void
test_return_rating (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "puzzles", "tribute-return-keep-the-shape.puzzle", NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtPuzzle) puzzle = gt_puzzle_load (path, problems);
  GtSolver *solver = gt_solver_new ();
  GtPuzzleRating rating;

  g_assert_nonnull (puzzle);
  g_assert_true (gt_puzzle_rate (puzzle, solver, &rating));
  /* Seven cards, the joker just received may not go back. */
  g_assert_cmpuint (rating.first_plays, ==, 6);
  g_assert_cmpuint (rating.winning, ==, 1);
  /* The return, the joker, the straight. */
  g_assert_cmpuint (rating.line, ==, 3);
  g_assert_cmpuint (rating.difficulty, ==, 3);

  /* Solving until the first win finds the card the full solve calls best:
   * the 9, the only one that wins. */
  {
    g_autoptr (GArray) all = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
    g_autoptr (GArray) some = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
    int best = -2;

    gt_puzzle_setup_choices (&puzzle->position, all);
    gt_puzzle_setup_choices (&puzzle->position, some);
    g_assert_true (gt_puzzle_setup_solve (solver, &puzzle->goal, all, NULL));
    g_assert_true (gt_puzzle_setup_solve_best (solver, &puzzle->goal, some, &best));
    g_assert_cmpint (best, ==, gt_puzzle_setup_best (all));
    g_assert_cmpstr (gt_card_to_string (g_array_index (some, GtPuzzleChoice, best).action.card), ==, "S9");
  }
  gt_solver_free (solver);
}

/* A trick game's points goal (Da Bai Fen): a lead of three top diamonds
 * that W, void with three trumps, can only take by spending them all. */
static const char dbf_puzzle[] =
  "[Puzzle]\nId=p\nGame=dabaifen\nTitle=T\nGoal=points 40\nDifficulty=2\nExplanation=E\n"
  "[Position]\nlevels=5,5\nlevel=5\ndeclarer=SN\ntrump=C\n"
  "S=DQ DA DK CK\nE=D8 C3 C2 CQ\nN=CJ HJ DJ D4\nW=S5 C10 H9 C6\n"
  "stock=S2 S3 H10 S4 S6 S7\nturn=S\n";

static GtPuzzle *
load_text (const char *text,
           GPtrArray  *problems)
{
  g_autoptr (GtSource) src = gt_source_new_from_data ("p.puzzle", text, strlen (text), problems);
  return gt_puzzle_load_source (src, problems);
}

static void
test_points (void)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtPuzzle) puzzle = load_text (dbf_puzzle, problems);
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
  g_autofree char *text = NULL;
  GtSolver *solver = gt_solver_new ();
  GtSolveResult result = { 0 };
  GtPuzzleRating rating;
  GtCardList list;
  GtMove move;
  GtGame after;
  gboolean reached;
  char *why = NULL, *hint = NULL;

  g_assert_nonnull (puzzle);
  g_assert_cmpuint (problems->len, ==, 0);

  /* One winning first play of eight: the three diamonds together. */
  g_assert_true (gt_solver_solve (solver, &puzzle->position, &puzzle->goal, &result));
  g_assert_true (result.solvable);
  g_assert_cmpuint (result.winning->len, ==, 1);
  text = gt_puzzle_move_to_string (puzzle, &puzzle->position, &g_array_index (result.winning, GtMove, 0));
  g_assert_cmpstr (text, ==, "DQ DK DA");
  gt_solve_result_clear (&result);
  g_assert_true (gt_puzzle_rate (puzzle, solver, &rating));
  g_assert_cmpuint (rating.first_plays, ==, 8);
  g_assert_cmpuint (rating.winning, ==, 1);
  g_assert_cmpuint (rating.difficulty, ==, 2);

  /* A diamond and a trump are no lead of one suit. */
  g_assert_true (gt_card_list_parse ("DA CK", puzzle->rs->copies, &list, NULL));
  g_assert_false (gt_puzzle_move_from_list (puzzle, &puzzle->position, &list, &move, &why));
  g_assert_nonnull (strstr (why, "(dbf.lead."));
  g_clear_pointer (&why, g_free);
  /* A revoke: at a real table the lead of the Ace and 9 of diamonds
   * stands (the leader cannot see N's Jack), in a puzzle it is refused. */
  {
    g_autoptr (GString) text9 = g_string_new (dbf_puzzle);
    g_autoptr (GPtrArray) problems9 = gt_problems_new ();
    g_autoptr (GtPuzzle) puzzle9 = NULL;
    GtVerdict v;

    g_string_replace (text9, "S=DQ DA DK CK", "S=DQ DA D9 CK", 1);
    g_string_replace (text9, "stock=S2 S3", "stock=S2 DK", 1);
    puzzle9 = load_text (text9->str, problems9);
    g_assert_nonnull (puzzle9);
    g_assert_true (gt_card_list_parse ("DA D9", puzzle->rs->copies, &list, NULL));
    gt_verdict_init (&v);
    gt_game_judge_play (&puzzle9->position, GT_SEAT_S, &list, &v);
    g_assert_true (v.legal);
    gt_verdict_clear (&v);
    g_assert_false (gt_puzzle_move_from_list (puzzle9, &puzzle9->position, &list, &move, &why));
    g_test_message ("%s", why);
    g_assert_nonnull (strstr (why, "(dbf.lead."));
    g_clear_pointer (&why, g_free);
  }

  /* N's Jack of diamonds is out: the Queen, King and Ace are top cards. */
  g_assert_true (gt_card_list_parse ("DA DK", puzzle->rs->copies, &list, NULL));
  g_assert_true (gt_puzzle_move_from_list (puzzle, &puzzle->position, &list, &move, NULL));

  /* The two diamonds lose: W trumps them and the defenders end with 40
   * points or more, the line played to the goal's end. */
  after = puzzle->position;
  gt_game_play_fast (&after, &move);
  g_assert_true (gt_solver_refute (solver, &after, &puzzle->goal, steps));
  g_assert_cmpuint (steps->len, >, 0);
  for (guint i = 0; i < steps->len; i++)
    gt_game_play_fast (&after, &g_array_index (steps, GtLineStep, i).move);
  g_assert_true (gt_goal_decided (&puzzle->goal, &after, &reached));
  g_assert_false (reached);
  g_assert_cmpuint (gt_game_defenders_points (&after), >=, 40);

  /* The winning line ends with the goal reached, the defenders under 40. */
  g_array_set_size (steps, 0);
  after = puzzle->position;
  g_assert_true (gt_solver_line (solver, &after, &puzzle->goal, steps));
  for (guint i = 0; i < steps->len; i++)
    gt_game_play_fast (&after, &g_array_index (steps, GtLineStep, i).move);
  g_assert_true (gt_goal_decided (&puzzle->goal, &after, &reached));
  g_assert_true (reached);
  g_assert_cmpuint (gt_game_defenders_points (&after), <, 40);
  g_assert_cmpint (after.phase, ==, GT_PHASE_DEAL_OVER);

  /* Hints: the kind of play, then the play. */
  g_assert_true (gt_solver_hint (solver, &puzzle->position, &puzzle->goal, GT_HINT_TYPE, NULL, &hint, NULL));
  g_assert_cmpstr (hint, ==, "Lead several top cards of one suit together.");
  g_clear_pointer (&hint, g_free);
  g_assert_true (gt_solver_hint (solver, &puzzle->position, &puzzle->goal, GT_HINT_PLAY, NULL, &hint, &move));
  g_assert_cmpstr (hint, ==, "Play DQ DK DA.");
  g_clear_pointer (&hint, g_free);

  /* The same puzzle from the defenders' side: S's side declares, so the
   * goal reads as theirs. */
  g_free (text);
  text = gt_goal_describe_at (&puzzle->goal, &puzzle->position);
  g_assert_nonnull (strstr (text, "hold the defenders under 40"));
  gt_solver_free (solver);
}

/* Points goals are refused where they mean nothing, and a pass where
 * nobody passes. */
static void
test_points_refused (void)
{
  static const struct {
    const char *from, *to, *expected;
  } cases[] = {
    { "Game=dabaifen", "Game=guandan", "'points 40' is not a goal of guandan puzzles" },
    { "Goal=points 40", "Goal=first-out", "'first-out' is not a goal of dabaifen puzzles" },
    { "Goal=points 40", "Goal=points 40\nSolution=pass", "a pass, but nobody passes in a trick game" },
    { "Goal=points 40", "Goal=points 40\nSolution=DA CK", "is not a legal play here" },
    { "S=DQ DA DK CK", "S=DQ DA DK", "the hands must be even, a trick at a time: S holds 3 cards, E 4" },
    { "W=S5 C10 H9 C6\n", "", "W must be in play" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) text = g_string_new (dbf_puzzle);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtPuzzle) puzzle = NULL;
      g_autofree char *found = NULL;

      g_string_replace (text, cases[i].from, cases[i].to, 1);
      puzzle = load_text (text->str, problems);
      found = gt_problems_to_string (problems);
      g_test_message ("%s", found);
      g_assert_nonnull (strstr (found, cases[i].expected));
    }
}

/* The hardest puzzles: every relative has at least two of difficulty 5
 * (check_shipped holds each Difficulty= to the solver's rating). */
static void
test_hardest_per_game (gconstpointer data)
{
  const GPtrArray *names = data;
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "puzzles", NULL);
  static const char *const games[] = { "gandengyan", "baohuang", "dabaifen" };
  guint fives[G_N_ELEMENTS (games)] = { 0 };

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, names->pdata[i], NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtPuzzle) puzzle = gt_puzzle_load (path, problems);

      g_assert_nonnull (puzzle);
      for (guint g = 0; g < G_N_ELEMENTS (games); g++)
        if (g_str_equal (puzzle->position.rs->id, games[g]) && puzzle->difficulty == 5)
          fives[g]++;
    }
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_test_message ("%s: %u puzzles of difficulty 5", games[g], fives[g]);
      g_assert_cmpuint (fives[g], >=, 2);
    }
}

/* Validation names seats as each game does (issue 28): a shipped puzzle of
 * every game with an Accepted= play of a card the learner does not hold
 * says "S does not hold …" in the compass games and "1 does not hold …"
 * in the numbered ones, never the other's names. */
static void
test_seat_names (void)
{
  static const struct {
    const char *file;
    const char *learner;
  } cases[] = {
    { "first-keep-the-bomb.puzzle", "S" },
    { "gdy-bait-the-bomb.puzzle", "1" },
    { "bh-keep-the-big-joker.puzzle", "1" },
    { "dbf-trump-low.puzzle", "S" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "puzzles", cases[i].file, NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtPuzzle) shipped = gt_puzzle_load (path, problems);
      g_autofree char *text = NULL, *found = NULL, *expected = NULL;
      g_auto (GStrv) lines = NULL;
      g_autoptr (GString) edited = g_string_new (NULL);
      g_autoptr (GtSource) src = NULL;
      g_autoptr (GtPuzzle) puzzle = NULL;
      GtCard missing = GT_CARD_NONE;

      g_assert_nonnull (shipped);
      g_assert_cmpstr (gt_ruleset_seat_id (shipped->rs, 0), ==, cases[i].learner);
      /* A card of the deck the learner does not hold. */
      for (guint c = 0; c < GT_CARD_STANDARD_KINDS && missing == GT_CARD_NONE; c++)
        if (shipped->rs->copies[c] > 0 && shipped->position.hand[0][c] == 0)
          missing = (GtCard) c;
      g_assert_cmpuint (missing, !=, GT_CARD_NONE);

      /* The same file with Accepted= that card alone. */
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      lines = g_strsplit (text, "\n", -1);
      for (guint k = 0; lines[k] != NULL; k++)
        {
          if (g_str_has_prefix (lines[k], "Accepted="))
            g_string_append_printf (edited, "Accepted=%s\n", gt_card_to_string (missing));
          else
            g_string_append_printf (edited, "%s%s", lines[k], lines[k + 1] != NULL ? "\n" : "");
        }
      g_ptr_array_set_size (problems, 0);
      src = gt_source_new_from_data (cases[i].file, edited->str, edited->len, problems);
      puzzle = gt_puzzle_load_source (src, problems);
      found = gt_problems_to_string (problems);
      g_test_message ("%s", found);
      expected = g_strdup_printf ("%s does not hold %s", cases[i].learner, gt_card_to_string (missing));
      g_assert_nonnull (strstr (found, expected));
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  GDir *d;
  const char *name;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  int ret;

  g_test_init (&argc, &argv, NULL);

  dir = g_test_build_filename (G_TEST_DIST, "..", "puzzles", NULL);
  d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".puzzle"))
      g_ptr_array_add (names, g_strdup (name));
  g_dir_close (d);
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >=, 20);

  for (guint i = 0; i < names->len; i++)
    {
      char *test = g_strdup_printf ("/puzzles/shipped/%s", (char *) names->pdata[i]);
      char *path = g_build_filename (dir, names->pdata[i], NULL);
      g_test_add_data_func_full (test, path, check_shipped, g_free);
      g_free (test);
    }
  g_test_add_func ("/puzzles/bad-files", test_bad_files);
  g_test_add_func ("/puzzles/unsolvable", test_unsolvable);
  g_test_add_func ("/puzzles/accepted", test_accepted);
  g_test_add_func ("/puzzles/difficulty", test_difficulty);
  g_test_add_func ("/puzzles/forced", test_forced);
  g_test_add_func ("/puzzles/hostile-lines", test_hostile_lines);
  g_test_add_func ("/puzzles/return-phase", test_return_phase);
  g_test_add_func ("/puzzles/return-rating", test_return_rating);
  g_test_add_func ("/puzzles/points", test_points);
  g_test_add_func ("/puzzles/points-refused", test_points_refused);
  g_test_add_data_func ("/puzzles/hardest-per-game", names, test_hardest_per_game);
  g_test_add_func ("/puzzles/seat-names", test_seat_names);
  ret = g_test_run ();
  g_ptr_array_unref (names);
  return ret;
}
