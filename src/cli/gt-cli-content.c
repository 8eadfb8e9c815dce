/* gt-cli-content.c — solve and validate: puzzles and lessons from files
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-cli-content"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "gt-cli.h"
#include "gt-lesson.h"
#include "gt-moves.h"
#include "gt-puzzle.h"
#include "gt-solver.h"

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}


/* Every solve of the command line has a budget (gt-solver.h): a file from
 * a stranger must not keep a script busy for hours.  --budget raises it
 * for an author who knows a position is large. */
#define BUDGET_OPTION(var) \
  { "budget", 0, 0, G_OPTION_ARG_INT64, &(var), \
    N_("The solver's budget per position, in nodes (default 2000000)"), "NODES" }

static GtSolver *
budgeted_solver (gint64 budget)
{
  GtSolver *solver;

  if (budget <= 0)
    {
      gt_cli_bad_input ("--budget takes a number of nodes above 0, not %" G_GINT64_FORMAT, budget);
      return NULL;
    }
  solver = gt_solver_new ();
  gt_solver_set_budget (solver, (guint64) budget, 0);
  return solver;
}

/* For authors writing [Comment N] groups: each losing first play, and the
 * defence's line that beats it. */
static void
print_refutations (const GtPuzzle *puzzle,
                   GtSolver       *solver,
                   GArray         *winning)
{
  const GtGame *pos = &puzzle->position;
  g_autofree GtMove *moves = g_new (GtMove, GT_MOVES_MAX);
  guint n;

  n = gt_solver_moves (pos, moves, GT_MOVES_MAX);
  if (n == GT_MOVES_INVALID)
    return;
  n = MIN (n, GT_MOVES_MAX);
  printf ("%s\n", _("losing first plays, each with the defence's answer:"));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
      g_autofree char *m = gt_puzzle_move_to_string (puzzle, pos, &moves[i]);
      GString *text = g_string_new (NULL);
      GtGoal goal = puzzle->goal;
      gboolean wins = FALSE;
      GtGame after;

      for (guint w = 0; w < winning->len && !wins; w++)
        {
          const GtMove *a = &g_array_index (winning, GtMove, w);
          wins = gt_move_same (a, &moves[i]);
        }
      if (wins)
        {
          g_string_free (text, TRUE);
          continue;
        }
      gt_game_copy (&after, pos);
      if (moves[i].n == 0)
        gt_game_pass_fast (&after);
      else
        gt_game_play_fast (&after, &moves[i]);
      if (goal.kind == GT_GOAL_SHED && goal.plays > 0)
        goal.plays--;
      if (gt_solver_refute (solver, &after, &goal, steps))
        {
          for (guint k = 0; k < steps->len; k++)
            {
              const GtLineStep *st = &g_array_index (steps, GtLineStep, k);
              g_autofree char *r = gt_puzzle_move_to_string (puzzle, pos, &st->move);
              g_string_append_printf (text, "%s%s: %s", k ? ", " : "", gt_game_seat_id (pos, st->seat), r);
              gt_game_play_fast (&after, &st->move);
            }
          if (goal.kind == GT_GOAL_POINTS)
            /* TRANSLATORS: after a refutation of a trick game's points goal */
            g_string_append_printf (text, _(" (the defenders end with %u points)"), gt_game_defenders_points (&after));
        }
      printf ("  %s — %s\n", m, text->str);
      g_string_free (text, TRUE);
    }
}

int
gt_cli_solve (int    argc,
              char **argv)
{
  gboolean line = FALSE, refutations = FALSE;
  gint64 budget = (gint64) GT_SOLVER_CONTENT_NODES;
  const GOptionEntry extra[] = {
    { "line", 0, 0, G_OPTION_ARG_NONE, &line, N_("Print a full winning line against the best defence"), NULL },
    { "refutations", 0, 0, G_OPTION_ARG_NONE, &refutations, N_("Print how the defence beats every losing first play"), NULL },
    BUDGET_OPTION (budget),
    { NULL }
  };
  CliOptions o = { 0 };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtPuzzle) puzzle = NULL;
  GtSolver *solver = NULL;
  GtSolveResult result = { 0 };
  GtPuzzleRating rating = { 0 };
  gboolean rated = FALSE;
  g_autoptr (GPtrArray) winning = NULL;
  g_autoptr (GArray) steps = NULL;
  g_autofree char *first_step = NULL;
  GtCard first_card = GT_CARD_NONE;
  GtGame line_pos;
  int ret;

  ret = gt_cli_parse_options ("solve", "FILE", _("Solve a puzzle file: can its goal be forced, and how?"),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  ret = EXIT_BAD_INPUT;
  if (o.args == NULL || o.args[0] == NULL || o.args[1] != NULL)
    {
      gt_cli_bad_input ("solve takes one puzzle FILE");
      goto out;
    }

  puzzle = gt_puzzle_load (o.args[0], problems);
  if (puzzle == NULL)
    {
      for (guint i = 0; i < problems->len; i++)
        {
          char *msg = gt_problem_to_string (problems->pdata[i]);
          fprintf (stderr, "guandan-tutor-cli: %s\n", msg);
          g_free (msg);
        }
      goto out;
    }

  solver = budgeted_solver (budget);
  if (solver == NULL)
    goto out;
  winning = g_ptr_array_new_with_free_func (g_free);
  if (gt_puzzle_is_setup (puzzle))
    {
      /* A puzzle that opens with a setup action (a return): the root is
       * the puzzle's (gt-puzzle.h), each card S may give solved after. */
      g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
      gint64 start = g_get_monotonic_time ();

      gt_puzzle_setup_choices (&puzzle->position, choices);
      if (!gt_puzzle_setup_solve (solver, &puzzle->goal, choices, &result.nodes))
        {
          g_autofree char *why = gt_solver_stop_message (solver);
          gt_cli_bad_input ("%s: %s (raise the budget with --budget)", o.args[0], why);
          goto out;
        }
      result.ms = (double) (g_get_monotonic_time () - start) / 1000.0;
      for (guint i = 0; i < choices->len; i++)
        if (g_array_index (choices, GtPuzzleChoice, i).wins)
          g_ptr_array_add (winning, g_strdup (gt_card_to_string (g_array_index (choices, GtPuzzleChoice, i).action.card)));
      result.solvable = winning->len > 0;
      if (line && result.solvable)
        {
          const GtPuzzleChoice *best = &g_array_index (choices, GtPuzzleChoice, gt_puzzle_setup_best (choices));

          steps = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
          line_pos = best->after;
          first_card = best->action.card;
          /* The card given, in the notation, then the plays. */
          first_step = g_strdup_printf ("%s (%s)", gt_card_to_string (best->action.card),
                                        gt_phase_to_string (puzzle->position.phase));
          gt_solver_line (solver, &best->after, &puzzle->goal, steps);
        }
    }
  else
    {
      if (!gt_solver_solve (solver, &puzzle->position, &puzzle->goal, &result))
        {
          g_autofree char *why = gt_solver_stop_message (solver);
          gt_cli_bad_input ("%s: %s (raise the budget with --budget)", o.args[0], why);
          goto out;
        }
      for (guint i = 0; i < result.winning->len; i++)
        g_ptr_array_add (winning, gt_puzzle_move_to_string (puzzle, &puzzle->position,
                                                            &g_array_index (result.winning, GtMove, i)));
      if (line && result.solvable)
        {
          steps = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
          line_pos = puzzle->position;
          gt_solver_line (solver, &puzzle->position, &puzzle->goal, steps);
        }
    }

  /* The rating solves again: cheap next to the first solve, whose table
   * it reuses. */
  rated = result.solvable && gt_puzzle_rate (puzzle, solver, &rating);
  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();
      JsonArray *winning_json = json_array_new ();

      json_object_set_boolean_member (answer, "solvable", result.solvable);
      for (guint i = 0; i < winning->len; i++)
        json_array_add_string_element (winning_json, winning->pdata[i]);
      json_object_set_array_member (answer, "winning", winning_json);
      json_object_set_int_member (answer, "nodes", (gint64) result.nodes);
      json_object_set_double_member (answer, "ms", result.ms);
      if (rated)
        {
          JsonObject *r = json_object_new ();
          json_object_set_int_member (r, "difficulty", rating.difficulty);
          json_object_set_int_member (r, "line", rating.line);
          json_object_set_int_member (r, "first_plays", rating.first_plays);
          json_object_set_int_member (r, "losing", rating.first_plays - rating.winning);
          json_object_set_object_member (answer, "rating", r);
        }
      if (steps != NULL)
        {
          JsonArray *plays = json_array_new ();

          if (first_step != NULL)
            {
              JsonObject *step = json_object_new ();
              json_object_set_string_member (step, "seat", gt_game_seat_id (&puzzle->position, puzzle->position.turn));
              json_object_set_string_member (step, gt_phase_to_string (puzzle->position.phase),
                                             gt_card_to_string (first_card));
              json_array_add_object_element (plays, step);
            }
          for (guint i = 0; i < steps->len; i++)
            {
              GtLineStep *st = &g_array_index (steps, GtLineStep, i);
              char *m = gt_puzzle_move_to_string (puzzle, &line_pos, &st->move);
              JsonObject *step = json_object_new ();
              json_object_set_string_member (step, "seat", gt_game_seat_id (&puzzle->position, st->seat));
              json_object_set_string_member (step, "play", m);
              json_array_add_object_element (plays, step);
              g_free (m);
            }
          json_object_set_array_member (answer, "line", plays);
        }
      gt_json_print_object (answer);
    }
  else
    {
      g_autofree char *goal = gt_goal_describe_at (&puzzle->goal, &puzzle->position);

      printf ("%s\n%s\n", puzzle->title, goal);
      if (!result.solvable)
        printf ("%s\n", _("no solution: the goal cannot be forced"));
      else
        {
          /* TRANSLATORS: the list of first plays that reach the puzzle's goal follows */
          printf (g_dngettext (GETTEXT_PACKAGE, "solvable; winning first plays (%u):", "solvable; winning first plays (%u):",
                               winning->len), winning->len);
          putchar ('\n');
          for (guint i = 0; i < winning->len; i++)
            printf ("  %s\n", (char *) winning->pdata[i]);
        }
      if (steps != NULL)
        {
          printf ("%s\n", _("a winning line:"));
          if (first_step != NULL)
            printf ("  %s: %s\n", gt_game_seat_id (&puzzle->position, puzzle->position.turn), first_step);
          for (guint i = 0; i < steps->len; i++)
            {
              GtLineStep *st = &g_array_index (steps, GtLineStep, i);
              char *m = gt_puzzle_move_to_string (puzzle, &line_pos, &st->move);
              printf ("  %s: %s\n", gt_game_seat_id (&puzzle->position, st->seat), m);
              g_free (m);
            }
        }
      if (refutations && result.solvable)
        print_refutations (puzzle, solver, result.winning);
      if (rated)
        {
          /* TRANSLATORS: the solver's rating of a puzzle: "difficulty 3: a line of 4 plays; 9 of 11 first plays lose" */
          printf (_("difficulty %u: a line of %u plays; %u of %u first plays lose"), rating.difficulty,
                  rating.line, rating.first_plays - rating.winning, rating.first_plays);
          putchar ('\n');
        }
      {
        g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, result.nodes);

        /* TRANSLATORS: the solver's work: "13 positions searched in 0.9 ms" */
        printf (_("%s positions searched in %.1f ms"), nodes, result.ms);
        putchar ('\n');
      }
    }
  ret = result.solvable ? EXIT_LEGAL : EXIT_ILLEGAL;

out:
  gt_solve_result_clear (&result);
  if (solver)
    gt_solver_free (solver);
  gt_cli_options_clear (&o);
  return ret;
}

/* Folders below the ones named that validate (and handout) go into. */
#define VALIDATE_MAX_DEPTH 8
/* The time budget of one file, by default: the shipped files take at most
 * a quarter of a second each, and one position at most the solver's node
 * budget (about half a second). */
#define VALIDATE_FILE_SECONDS 10

/* The time budget per file (issue 27: 64 unprovable `win` steps in one
 * 16 KB lesson took 52 s, each within the budget per position).  The
 * solver stops when its cancel flag is raised (gt_solver_set_cancel()); a
 * thread raises it when the file's time is up, and every position of the
 * file after that is reported not proved, at once. */
typedef struct {
  GMutex lock;
  GCond cond;
  gint64 deadline;      /* monotonic µs; 0: no file being checked */
  gboolean quit;
  gint expired;         /* the solver's cancel flag */
  GThread *thread;
} Watchdog;

static gpointer
watchdog_run (gpointer data)
{
  Watchdog *w = data;

  g_mutex_lock (&w->lock);
  while (!w->quit)
    {
      if (w->deadline == 0)
        g_cond_wait (&w->cond, &w->lock);
      else if (!g_cond_wait_until (&w->cond, &w->lock, w->deadline) &&
               w->deadline != 0 && g_get_monotonic_time () >= w->deadline)
        {
          g_atomic_int_set (&w->expired, 1);
          w->deadline = 0;
        }
    }
  g_mutex_unlock (&w->lock);
  return NULL;
}

static void
watchdog_start (Watchdog *w)
{
  g_mutex_init (&w->lock);
  g_cond_init (&w->cond);
  w->thread = g_thread_new ("file-budget", watchdog_run, w);
}

/* A file starts (seconds > 0) or ends (0). */
static void
watchdog_set (Watchdog *w,
              guint     seconds)
{
  g_mutex_lock (&w->lock);
  g_atomic_int_set (&w->expired, 0);
  w->deadline = seconds > 0 ? g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC : 0;
  g_cond_signal (&w->cond);
  g_mutex_unlock (&w->lock);
}

static void
watchdog_stop (Watchdog *w)
{
  g_mutex_lock (&w->lock);
  w->quit = TRUE;
  g_cond_signal (&w->cond);
  g_mutex_unlock (&w->lock);
  g_thread_join (w->thread);
  g_mutex_clear (&w->lock);
  g_cond_clear (&w->cond);
}

typedef struct {
  GtSolver *solver;
  GPtrArray *problems;
  Watchdog watchdog;
  guint file_seconds;
  guint n_validated;
  guint n_too_deep;     /* folders not gone into */
  /* Lesson ids seen so far → the file that has it, for "duplicate lesson id". */
  GHashTable *lesson_ids;
} Validation;

static void validate_one (Validation *va, const char *path);

/* Validates one file, by its extension, within its time budget. */
static void
validate_file (Validation *va,
               const char *path)
{
  gboolean expired;

  watchdog_set (&va->watchdog, va->file_seconds);
  validate_one (va, path);
  expired = g_atomic_int_get (&va->watchdog.expired);
  watchdog_set (&va->watchdog, 0);
  if (expired)
    gt_problem_add (va->problems, path, 0,
                    "checking stopped after %u s, the time budget per file (--file-time raises it): "
                    "the positions left were not proved", va->file_seconds);
}

static void
validate_one (Validation *va,
              const char *path)
{
  GtSolver *solver = va->solver;
  GPtrArray *problems = va->problems;

  va->n_validated++;
  if (g_str_has_suffix (path, ".lesson"))
    {
      g_autoptr (GtSource) src = gt_source_new_from_file (path, problems);
      GtLesson *lesson = gt_lesson_load_source (src, solver, problems);

      gt_source_check_markup (src, gt_lesson_text_keys, problems);
      if (lesson != NULL && lesson->id != NULL)
        {
          const char *other = g_hash_table_lookup (va->lesson_ids, lesson->id);
          if (other != NULL)
            gt_problem_add (problems, path, lesson->id_line, "duplicate lesson Id '%s': %s has it too",
                            lesson->id, other);
          else
            g_hash_table_insert (va->lesson_ids, g_strdup (lesson->id), g_strdup (path));
        }
      gt_lesson_free (lesson);
    }
  else if (g_str_has_suffix (path, ".puzzle"))
    {
      g_autoptr (GtSource) src = gt_source_new_from_file (path, problems);
      GtPuzzle *puzzle = gt_puzzle_load_source (src, problems);

      gt_source_check_markup (src, gt_puzzle_text_keys, problems);
      if (puzzle != NULL)
        {
          gt_puzzle_check_solution (puzzle, solver, problems);
          gt_puzzle_free (puzzle);
        }
    }
  else
    gt_problem_add (problems, path, 0, "not a lesson or puzzle file (.lesson, .puzzle)");
}

/* The files of a folder and its sub-folders, not through links; a folder
 * deeper than VALIDATE_MAX_DEPTH is reported, not skipped in silence.
 * Returns the number of files validated. */
static guint
validate_dir (Validation *va,
              const char *dir,
              guint       depth)
{
  GPtrArray *problems = va->problems;
  guint before = va->n_validated;
  GError *error = NULL;
  GDir *d = g_dir_open (dir, 0, &error);
  GPtrArray *names;
  const char *name;

  if (d == NULL)
    {
      gt_problem_add (problems, dir, 0, "cannot read the folder: %s", error->message);
      g_error_free (error);
      return 0;
    }
  /* Sorted, so that the report is the same on every machine. */
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_dir_close (d);
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      char *path = g_build_filename (dir, names->pdata[i], NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        {
          if (depth < VALIDATE_MAX_DEPTH)
            validate_dir (va, path, depth + 1);
          else
            {
              gt_problem_add (problems, path, 0,
                              "not checked: more than %u folders below the one named (name this folder itself)",
                              VALIDATE_MAX_DEPTH);
              va->n_too_deep++;
            }
        }
      else if (g_str_has_suffix (path, ".puzzle") || g_str_has_suffix (path, ".lesson"))
        validate_file (va, path);
      g_free (path);
    }
  g_ptr_array_unref (names);
  return va->n_validated - before;
}

int
gt_cli_validate (int    argc,
                 char **argv)
{
  CliOptions o = { 0 };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autofree char *report = NULL;
  Validation va = { 0 };
  char **paths;
  guint n_errors;
  int ret;
  gint64 budget = (gint64) GT_SOLVER_CONTENT_NODES;
  gint file_seconds = VALIDATE_FILE_SECONDS;
  const GOptionEntry extra[] = {
    BUDGET_OPTION (budget),
    { "file-time", 0, 0, G_OPTION_ARG_INT, &file_seconds,
      N_("The time budget per file, in seconds (default 10): a file not proved by then is reported"), "SECONDS" },
    { NULL }
  };

  ret = gt_cli_parse_options ("validate", "FILE|DIR…", _("Check lesson and puzzle files; print every problem as FILE:LINE: message."),
                              extra, argc, argv, &o);
  if (ret >= 0)
    goto out;
  paths = o.args;
  if (paths == NULL || paths[0] == NULL)
    {
      ret = gt_cli_bad_input ("validate takes files or folders");
      goto out;
    }
  /* A path that names nothing is a mistake on the command line, not in a
   * file (exit 2, not 1): say so before checking anything, for every such
   * path, rather than report "0 files checked: no problems". */
  ret = -1;
  for (guint i = 0; paths[i]; i++)
    {
      GStatBuf st;

      if (*paths[i] == '\0')
        ret = gt_cli_bad_input ("validate: an empty path (argument %u) names no file or folder", i + 1);
      else if (g_stat (paths[i], &st) != 0)
        {
          int err = errno;
          ret = gt_cli_bad_input ("validate: cannot read '%s': %s", paths[i], g_strerror (err));
        }
    }
  if (ret >= 0)
    goto out;
  if (file_seconds <= 0)
    {
      ret = gt_cli_bad_input ("--file-time takes a number of seconds above 0, not %d", file_seconds);
      goto out;
    }

  va.solver = budgeted_solver (budget);
  if (va.solver == NULL)
    {
      ret = EXIT_BAD_INPUT;
      goto out;
    }
  va.problems = problems;
  va.file_seconds = (guint) file_seconds;
  va.lesson_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  gt_solver_set_cancel (va.solver, &va.watchdog.expired);
  watchdog_start (&va.watchdog);
  for (guint i = 0; paths[i]; i++)
    {
      if (g_file_test (paths[i], G_FILE_TEST_IS_DIR))
        {
          /* A folder with nothing to check is said, not passed over:
           * a wrong folder named in a script must not look like success. */
          guint too_deep = va.n_too_deep;

          if (validate_dir (&va, paths[i], 0) == 0 && va.n_too_deep == too_deep)
            gt_problem_add (problems, paths[i], 0,
                            "no lesson or puzzle files (.lesson, .puzzle) in this folder");
        }
      else
        validate_file (&va, paths[i]);
    }
  watchdog_stop (&va.watchdog);
  gt_solver_free (va.solver);
  g_clear_pointer (&va.lesson_ids, g_hash_table_unref);

  /* Warnings (text that looks like markup) leave a file valid. */
  n_errors = gt_problems_count_errors (problems);
  if (o.json)
    {
      g_autoptr(JsonObject) answer = json_object_new ();
      JsonArray *list = json_array_new ();

      json_object_set_int_member (answer, "files", va.n_validated);
      json_object_set_int_member (answer, "errors", n_errors);
      json_object_set_int_member (answer, "warnings", problems->len - MIN (n_errors, problems->len));
      for (guint i = 0; i < problems->len; i++)
        {
          const GtProblem *pr = problems->pdata[i];
          JsonObject *item = json_object_new ();

          json_object_set_string_member (item, "file", pr->file);
          json_object_set_int_member (item, "line", pr->line);
          json_object_set_string_member (item, "message", pr->message);
          json_object_set_boolean_member (item, "warning", pr->warning);
          json_array_add_object_element (list, item);
        }
      json_object_set_array_member (answer, "problems", list);
      gt_json_print_object (answer);
    }
  else
    {
      report = gt_problems_to_string (problems);
      fputs (report, stdout);
    }
  if (va.n_validated == 0)
    {
      /* Only empty folders: nothing was checked, which is not a pass. */
      ret = gt_cli_bad_input ("validate: no files checked: the folders given hold no lesson or puzzle files%s",
                              va.n_too_deep > 0 ? " within the depth validate goes to" : "");
      goto out;
    }
  /* The English is the text contract of tests/test-cli.sh: "1 files checked". */
  if (problems->len == 0)
    {
      /* TRANSLATORS: the summary of validate, on stderr */
      fprintf (stderr, _("%u files checked: no problems"), va.n_validated);
      fputc ('\n', stderr);
    }
  else if (n_errors == 0)
    {
      /* TRANSLATORS: the summary of validate, on stderr; the plural follows the count of warnings */
      fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "%u files checked: no errors, %u warning",
                                    "%u files checked: no errors, %u warnings", problems->len),
               va.n_validated, problems->len);
      fputc ('\n', stderr);
    }
  ret = n_errors > 0 ? EXIT_ILLEGAL : EXIT_LEGAL;

out:
  gt_cli_options_clear (&o);
  return ret;
}
