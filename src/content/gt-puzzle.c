/* gt-puzzle.c — "play this hand out" puzzles: loading and validation
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-puzzle"

#include "config.h"

#include "gt-puzzle.h"

#include <string.h>

#include "gt-moves.h"
#include "gt-rules.h"

static const char *const puzzle_keys[] = {
  "Id", "Game", "Title", "Goal", "Difficulty", "Rules", "Variants", "Hint", "Explanation", "Solution", "Accepted", NULL
};
static const char *const comment_keys[] = { "Play", "Text", NULL };

const char *const gt_puzzle_text_keys[] = { "Title", "Hint", "Explanation", "Text", NULL };

static void
comment_free (gpointer data)
{
  GtPuzzleComment *c = data;
  g_free (c->text);
  g_free (c);
}

void
gt_puzzle_free (GtPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->file);
  g_free (puzzle->id);
  g_free (puzzle->title);
  g_free (puzzle->hint);
  g_free (puzzle->explanation);
  g_strfreev (puzzle->rules);
  g_ptr_array_unref (puzzle->comments);
  g_clear_pointer (&puzzle->accepted, g_array_unref);
  g_free (puzzle);
}

GtPuzzle *
gt_puzzle_copy (const GtPuzzle *p)
{
  GtPuzzle *copy = g_new (GtPuzzle, 1);

  *copy = *p;
  copy->file = g_strdup (p->file);
  copy->id = g_strdup (p->id);
  copy->title = g_strdup (p->title);
  copy->hint = g_strdup (p->hint);
  copy->explanation = g_strdup (p->explanation);
  copy->rules = g_strdupv (p->rules);
  copy->comments = g_ptr_array_new_with_free_func (comment_free);
  for (guint i = 0; p->comments != NULL && i < p->comments->len; i++)
    {
      const GtPuzzleComment *c = g_ptr_array_index (p->comments, i);
      GtPuzzleComment *cc = g_new (GtPuzzleComment, 1);

      *cc = *c;
      cc->text = g_strdup (c->text);
      g_ptr_array_add (copy->comments, cc);
    }
  if (p->accepted != NULL)
    {
      copy->accepted = g_array_sized_new (FALSE, FALSE, sizeof (GtCardList), p->accepted->len);
      g_array_append_vals (copy->accepted, p->accepted->data, p->accepted->len);
    }
  return copy;
}

/* A required string; reports its absence at the group's line. */
static char *
get_string (GtSource   *src,
            const char *group,
            const char *key,
            gboolean    translated,
            gboolean    required,
            GPtrArray  *problems)
{
  return gt_source_get_string (src, group, key, translated, required, problems);
}

gboolean
gt_puzzle_move_from_list (const GtPuzzle   *puzzle,
                          const GtGame     *position,
                          const GtCardList *list,
                          GtMove           *move,
                          char            **why)
{
  guint8 counts[GT_CARD_KINDS];
  GtRuleCtx ctx;
  GtVerdict v;
  GtCardList applied;
  guint seat = position->turn;

  if (seat >= position->n_seats)
    {
      if (why)
        *why = g_strdup ("nobody is to play in this position");
      return FALSE;
    }
  if (list->n == 0 || list->n > GT_TABLE_MAX)
    {
      if (why)
        *why = g_strdup_printf ("a play has 1 to %u cards", GT_TABLE_MAX);
      return FALSE;
    }
  gt_card_list_count (list, counts);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (counts[c] > position->hand[seat][c])
      {
        if (why)
          *why = g_strdup_printf ("%s does not hold %s", gt_game_seat_id (position, seat),
                                  gt_card_to_string ((GtCard) c));
        return FALSE;
      }

  gt_verdict_init (&v);
  if (position->rs->game->table == GT_TABLE_TRICK)
    {
      /* Cards into a trick, judged double dummy like every puzzle play:
       * a lead of several cards must be of top cards against the hands
       * in view (a revoke is not a play of a puzzle). */
      gt_game_judge_trick_open (position, seat, list, &v);
      if (!v.legal)
        {
          if (why)
            *why = g_strdup_printf ("%s (%s)", v.explanation, v.rule);
          gt_verdict_clear (&v);
          return FALSE;
        }
      gt_verdict_clear (&v);
      gt_move_from_trick_cards (list, move);
      return TRUE;
    }
  gt_game_rule_ctx (position, &ctx);
  puzzle->rs->judge (&ctx, list, position->table.type != GT_COMBO_NONE ? &position->table : NULL, NULL, &v);
  if (!v.legal)
    {
      if (why)
        *why = g_strdup_printf ("%s (%s)", v.explanation, v.rule);
      gt_verdict_clear (&v);
      return FALSE;
    }
  gt_reading_apply (puzzle->rs, &ctx, &v.reading, list, &applied);
  memset (move, 0, sizeof *move);
  gt_card_set_from_counts (&move->cards, counts);
  move->combo = v.reading.combo;
  move->n = applied.n;
  gt_move_clear_wild (move);
  for (guint i = 0; i < applied.n; i++)
    if (puzzle->rs->is_wild (&ctx, applied.card[i]))
      {
        if (move->n_wild < G_N_ELEMENTS (move->as) && applied.as[i] != applied.card[i])
          move->as[move->n_wild] = applied.as[i];
        move->n_wild++;
      }
  gt_verdict_clear (&v);
  return TRUE;
}

gboolean
gt_move_matches_list (const GtPuzzle   *puzzle,
                      const GtMove     *move,
                      const GtCardList *list)
{
  GtMove other;

  if (list->n == 0)
    return move->n == 0;
  if (!gt_puzzle_move_from_list (puzzle, &puzzle->position, list, &other, NULL))
    return FALSE;
  return gt_move_same (move, &other);
}

/* ---- Puzzles that open with a setup action ------------------------------ */

gboolean
gt_puzzle_is_setup (const GtPuzzle *puzzle)
{
  return puzzle->position.phase != GT_PHASE_PLAY;
}

/* The core's actions that carry a card (GtAction.card): what a puzzle's
 * setup decision may be.  A choice between givers (GT_ACTION_CHOOSE)
 * changes no hand that a puzzle could turn on. */
static gboolean
action_gives_card (guint type)
{
  return type == GT_ACTION_TRIBUTE || type == GT_ACTION_RETURN;
}

guint
gt_puzzle_setup_choices (const GtGame *pos,
                         GArray       *choices)
{
  guint seat = pos->turn, n = 0;

  if (pos->phase == GT_PHASE_PLAY || seat >= pos->n_seats)
    return 0;
  for (guint type = 0; type < GT_ACTION_TYPE_COUNT; type++)
    {
      if (!action_gives_card (type) || !gt_ruleset_has_action (pos->rs, (GtActionType) type))
        continue;
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          GtPuzzleChoice choice;

          if (pos->hand[seat][c] == 0)
            continue;
          memset (&choice, 0, sizeof choice);
          gt_action_card (&choice.action, (GtActionType) type, seat, (GtCard) c);
          choice.after = *pos;
          if (!gt_game_act (&choice.after, NULL, &choice.action, NULL, NULL))
            continue;
          g_array_append_val (choices, choice);
          n++;
        }
    }
  return n;
}

gboolean
gt_puzzle_choice_solve (GtSolver       *solver,
                        const GtGoal   *goal,
                        GtPuzzleChoice *choice,
                        guint64        *nodes)
{
  GtSolveResult result = { 0 };
  gboolean ok = gt_solver_solve (solver, &choice->after, goal, &result);

  choice->wins = ok && result.solvable;
  if (nodes != NULL)
    *nodes += result.nodes;
  gt_solve_result_clear (&result);
  return ok;
}

gboolean
gt_puzzle_setup_solve (GtSolver     *solver,
                       const GtGoal *goal,
                       GArray       *choices,
                       guint64      *nodes)
{
  if (nodes != NULL)
    *nodes = 0;
  for (guint i = 0; i < choices->len; i++)
    if (!gt_puzzle_choice_solve (solver, goal, &g_array_index (choices, GtPuzzleChoice, i), nodes))
      return FALSE;
  return TRUE;
}

gboolean
gt_puzzle_setup_solve_best (GtSolver     *solver,
                            const GtGoal *goal,
                            GArray       *choices,
                            int          *best)
{
  *best = -1;
  for (guint i = 0; i < choices->len; i++)
    {
      GtPuzzleChoice *c = &g_array_index (choices, GtPuzzleChoice, i);

      if (!gt_puzzle_choice_solve (solver, goal, c, NULL))
        return FALSE;
      if (c->wins)
        {
          *best = (int) i;
          return TRUE;
        }
    }
  return TRUE;
}

int
gt_puzzle_setup_best (GArray *choices)
{
  for (guint i = 0; i < choices->len; i++)
    if (g_array_index (choices, GtPuzzleChoice, i).wins)
      return (int) i;
  return -1;
}

gboolean
gt_puzzle_choice_matches_list (const GtPuzzleChoice *choice,
                               const GtCardList     *list)
{
  return list->n == 1 && list->card[0] == choice->action.card;
}

int
gt_puzzle_setup_find (const GtGame *pos,
                      GArray       *choices,
                      GtCard        card,
                      char        **why)
{
  GtAction action;
  GtVerdict v;

  for (guint i = 0; i < choices->len; i++)
    if (g_array_index (choices, GtPuzzleChoice, i).action.card == card)
      return (int) i;
  if (why == NULL)
    return -1;
  /* The game's own words for the refusal, of the action S has to take. */
  gt_action_card (&action, choices->len > 0 ? (GtActionType) g_array_index (choices, GtPuzzleChoice, 0).action.type
                                            : GT_ACTION_RETURN,
                  pos->turn, card);
  gt_verdict_init (&v);
  if (!gt_game_check (pos, &action, &v) && v.explanation != NULL)
    *why = v.rule != NULL ? g_strdup_printf ("%s (%s)", v.explanation, v.rule) : g_strdup (v.explanation);
  else
    *why = g_strdup_printf ("%s may not give %s", gt_game_seat_id (pos, pos->turn), gt_card_to_string (card));
  gt_verdict_clear (&v);
  return -1;
}

/* Whether list is a legal first decision of the puzzle: a play (or, as an
 * empty list, a pass) in the play phase, one card S may give in a setup
 * phase.  *why receives the reason when not. */
static gboolean
first_decision_legal (const GtPuzzle   *p,
                      const GtCardList *list,
                      char            **why)
{
  GtMove m;

  if (gt_puzzle_is_setup (p))
    {
      g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));

      if (list->n != 1)
        {
          *why = g_strdup_printf ("in phase %s S gives one card", gt_phase_to_string (p->position.phase));
          return FALSE;
        }
      gt_puzzle_setup_choices (&p->position, choices);
      return gt_puzzle_setup_find (&p->position, choices, list->card[0], why) >= 0;
    }
  return gt_puzzle_move_from_list (p, &p->position, list, &m, why);
}

/* A pass as a first decision: refused where the learner (the first seat,
 * named as the game names it) leads or gives a card.  NULL: allowed. */
static char *
pass_refused (const GtPuzzle *p)
{
  const char *learner = gt_game_seat_id (&p->position, 0);

  if (gt_puzzle_is_setup (p))
    return g_strdup_printf ("a pass, but %s gives a card first", learner);
  if (p->position.rs->game->table == GT_TABLE_TRICK)
    return g_strdup ("a pass, but nobody passes in a trick game");
  if (p->position.table.type == GT_COMBO_NONE)
    return g_strdup_printf ("a pass, but %s leads and must play", learner);
  return NULL;
}

/* A trick game's deal goes on until every hand is empty, a trick at a
 * time: every seat is in play, and the seats still to play to the trick
 * under way hold as many cards as each other, those that have played as
 * many fewer as the lead had.  Problems at the [Position] line. */
static gboolean
trick_hands_even (GtPuzzle  *p,
                  GtSource  *src,
                  GPtrArray *problems)
{
  const GtGame *g = &p->position;
  guint lead = g->trick_n > 0 ? g->trick_len[0] : 0, want = G_MAXUINT;
  gboolean played[GT_SEATS_MAX] = { FALSE };

  if (g->rs->game->table != GT_TABLE_TRICK)
    return TRUE;
  for (guint i = 0, seat = g->trick_leader; i < g->trick_n && seat < g->n_seats; i++)
    {
      played[seat] = TRUE;
      seat = gt_game_next_seat (g, seat);
    }
  for (guint seat = 0; seat < g->n_seats; seat++)
    {
      guint held = g->count[seat] + (played[seat] ? lead : 0);

      if ((g->seats & (1u << seat)) == 0)
        {
          gt_problem_add (problems, p->file, gt_source_group_line (src, "Position"),
                          "every seat plays to every trick: %s must be in play",
                          gt_game_seat_id (g, seat));
          return FALSE;
        }
      if (want == G_MAXUINT)
        want = held;
      if (held != want || want == 0)
        {
          gt_problem_add (problems, p->file, gt_source_group_line (src, "Position"),
                          "the hands must be even, a trick at a time: %s holds %u card%s, %s %u "
                          "(a seat that has played to the trick under way counts its play)",
                          gt_game_seat_id (g, 0), want, want == 1 ? "" : "s",
                          gt_game_seat_id (g, seat), held);
          return FALSE;
        }
    }
  return TRUE;
}

/* A position in a setup phase can be a puzzle when S acts first and play
 * begins after S's action, whichever card S gives (Guandan: a single
 * tribute paid to S).  Problems at the phase's line. */
static gboolean
check_setup_position (GtPuzzle  *p,
                      GtSource  *src,
                      GPtrArray *problems)
{
  const GtGame *g = &p->position;
  const char *phase = gt_phase_to_string (g->phase);
  guint line = gt_source_key_line (src, "Position", "phase");
  g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));

  if (line == 0)
    line = gt_source_group_line (src, "Position");
  if (g->turn >= g->n_seats)
    {
      gt_problem_add (problems, p->file, line,
                      "a puzzle position is in the play phase with a player to move, or in a phase "
                      "where S gives a card first (phase return), not in phase %s", phase);
      return FALSE;
    }
  if (g->turn != GT_SEAT_S)
    {
      gt_problem_add (problems, p->file, line,
                      "in phase %s %s acts first, not S: a puzzle opens with S's own decision "
                      "(key 'tribute': a single tribute paid to S)", phase, gt_game_seat_id (g, g->turn));
      return FALSE;
    }
  if (gt_puzzle_setup_choices (g, choices) == 0)
    {
      gt_problem_add (problems, p->file, line, "in phase %s S has no card it may give", phase);
      return FALSE;
    }
  for (guint i = 0; i < choices->len; i++)
    {
      const GtGame *after = &g_array_index (choices, GtPuzzleChoice, i).after;

      if (after->phase != GT_PHASE_PLAY)
        {
          gt_problem_add (problems, p->file, line,
                          "after S gives its card the phase is still %s (%s acts next): a puzzle opens "
                          "with one decision of S's, after which play begins (key 'tribute': a single "
                          "tribute paid to S)",
                          gt_phase_to_string (after->phase),
                          after->turn < after->n_seats ? gt_game_seat_id (after, after->turn) : "nobody");
          return FALSE;
        }
    }
  return TRUE;
}

/* Accepted=: the plays that express the idea, ';'-separated, each legal
 * here.  Whether they are the winning plays is the solver's question
 * (gt_puzzle_check_solution). */
static void
load_accepted (GtPuzzle  *p,
               GtSource  *src,
               GPtrArray *problems)
{
  g_autofree char *value = get_string (src, "Puzzle", "Accepted", FALSE, FALSE, problems);
  g_auto (GStrv) plays = NULL;

  if (value == NULL)
    return;
  p->line_accepted = gt_source_key_line (src, "Puzzle", "Accepted");
  p->accepted = g_array_new (FALSE, FALSE, sizeof (GtCardList));
  plays = g_strsplit (value, ";", -1);
  for (guint i = 0; plays[i]; i++)
    {
      GtCardList list;
      GError *error = NULL;
      const char *text = g_strstrip (plays[i]);

      if (*text == '\0')
        continue;
      if (g_ascii_strcasecmp (text, "pass") == 0)
        {
          g_autofree char *refused = pass_refused (p);

          if (refused != NULL)
            {
              gt_problem_add (problems, p->file, p->line_accepted, "Accepted lists %s", refused);
              continue;
            }
          gt_card_list_init (&list);
        }
      else if (!gt_card_list_parse (text, p->rs->copies, &list, &error))
        {
          gt_problem_add (problems, p->file, p->line_accepted, "Accepted, play %u: %s", i + 1, error->message);
          g_clear_error (&error);
          continue;
        }
      else
        {
          g_autofree char *why = NULL;
          if (!first_decision_legal (p, &list, &why))
            {
              gt_problem_add (problems, p->file, p->line_accepted,
                              "Accepted, play %u (%s) is not a legal %s here: %s", i + 1, text,
                              gt_puzzle_is_setup (p) ? gt_phase_to_string (p->position.phase) : "play", why);
              continue;
            }
        }
      g_array_append_val (p->accepted, list);
    }
  if (p->accepted->len == 0)
    gt_problem_add (problems, p->file, p->line_accepted, "Accepted lists no play");
}

static void
load_comments (GtPuzzle  *p,
               GtSource  *src,
               GPtrArray *problems)
{
  const char *const *groups = gt_source_get_groups (src);
  guint expected = 1;

  for (guint i = 0; groups[i]; i++)
    {
      guint64 n;
      GtPuzzleComment *c;
      char *play, *text;
      GError *error = NULL;
      guint line = gt_source_group_line (src, groups[i]);

      if (g_str_equal (groups[i], "Puzzle") || g_str_equal (groups[i], "Position"))
        continue;
      if (!g_str_has_prefix (groups[i], "Comment ") ||
          !g_ascii_string_to_unsigned (groups[i] + 8, 10, 1, GT_PUZZLE_MAX_COMMENTS, &n, NULL))
        {
          gt_problem_add (problems, p->file, line,
                          "unknown group [%s]: a puzzle has [Puzzle], [Position] and [Comment 1] … [Comment %u]",
                          groups[i], GT_PUZZLE_MAX_COMMENTS);
          continue;
        }
      if (n != expected)
        gt_problem_add (problems, p->file, line, "[%s] is out of order: expected [Comment %u]", groups[i], expected);
      expected = (guint) n + 1;
      gt_source_check_keys (src, groups[i], comment_keys, problems);

      play = get_string (src, groups[i], "Play", FALSE, TRUE, problems);
      text = get_string (src, groups[i], "Text", TRUE, TRUE, problems);
      if (play == NULL || text == NULL)
        {
          g_free (play);
          g_free (text);
          continue;
        }
      c = g_new0 (GtPuzzleComment, 1);
      c->text = text;
      c->line = gt_source_key_line (src, groups[i], "Play");
      if (g_ascii_strcasecmp (play, "pass") == 0)
        {
          g_autofree char *refused = pass_refused (p);

          gt_card_list_init (&c->play);
          if (refused != NULL)
            gt_problem_add (problems, p->file, c->line, "Play is %s", refused);
          g_ptr_array_add (p->comments, c);
        }
      else if (!gt_card_list_parse (play, p->rs->copies, &c->play, &error))
        {
          gt_problem_add (problems, p->file, c->line, "Play: %s", error->message);
          g_clear_error (&error);
          comment_free (c);
        }
      else
        {
          char *why = NULL;
          if (!first_decision_legal (p, &c->play, &why))
            gt_problem_add (problems, p->file, c->line, "Play is not a legal %s here: %s",
                            gt_puzzle_is_setup (p) ? gt_phase_to_string (p->position.phase) : "play", why);
          g_free (why);
          g_ptr_array_add (p->comments, c);
        }
      g_free (play);
    }
}

GtPuzzle *
gt_puzzle_load_source (GtSource  *src,
                       GPtrArray *problems)
{
  GKeyFile *kf = gt_source_get_key_file (src);
  const char *file = gt_source_get_file (src);
  g_autoptr (GtPuzzle) p = g_new0 (GtPuzzle, 1);
  g_autofree char *game = NULL, *goal = NULL, *solution = NULL, *rules = NULL, *variants = NULL;
  guint before = problems->len;
  gboolean playable = TRUE;
  GError *error = NULL;
  const char *bad_key;
  gint difficulty;

  p->file = g_strdup (file);
  p->comments = g_ptr_array_new_with_free_func (comment_free);

  if (!g_key_file_has_group (kf, "Puzzle"))
    {
      if (!gt_source_is_unread (src))
        gt_problem_add (problems, file, 0, "not a puzzle: there is no [Puzzle] group");
      return NULL;
    }
  gt_source_check_keys (src, "Puzzle", puzzle_keys, problems);

  p->id = get_string (src, "Puzzle", "Id", FALSE, TRUE, problems);
  if (p->id != NULL && !gt_id_is_valid (p->id))
    gt_problem_add (problems, file, gt_source_key_line (src, "Puzzle", "Id"),
                    "Id '%s' may use only a-z, 0-9 and '-' (at most 64)", p->id);

  game = get_string (src, "Puzzle", "Game", FALSE, TRUE, problems);
  p->rs = gt_ruleset_lookup (game);
  if (game != NULL && p->rs == NULL)
    {
      g_autofree char *ids = gt_ruleset_ids ();

      gt_problem_add (problems, file, gt_source_key_line (src, "Puzzle", "Game"),
                      "unknown game '%s' (%s)", game, ids);
      return NULL;
    }

  p->title = get_string (src, "Puzzle", "Title", TRUE, TRUE, problems);
  p->hint = get_string (src, "Puzzle", "Hint", TRUE, FALSE, problems);
  p->explanation = get_string (src, "Puzzle", "Explanation", TRUE, TRUE, problems);

  goal = get_string (src, "Puzzle", "Goal", FALSE, TRUE, problems);
  p->line_goal = gt_source_key_line (src, "Puzzle", "Goal");
  p->line_position = gt_source_group_line (src, "Position");
  if (goal == NULL)
    playable = FALSE;
  else if (!gt_goal_parse (goal, &p->goal))
    {
      gt_problem_add (problems, file, p->line_goal,
                      "unknown goal '%s': write 'shed K', 'first-out', 'team-first', 'double' or 'points N'", goal);
      playable = FALSE;
    }
  else if (!gt_goal_allowed (p->rs, &p->goal))
    {
      gt_problem_add (problems, file, p->line_goal, "'%s' is not a goal of %s puzzles", goal, p->rs->id);
      playable = FALSE;
    }

  difficulty = g_key_file_get_integer (kf, "Puzzle", "Difficulty", &error);
  if (error != NULL || difficulty < 1 || difficulty > 5)
    {
      if (!gt_source_key_refused (src, "Puzzle", "Difficulty"))
        gt_problem_add (problems, file, gt_source_key_line (src, "Puzzle", "Difficulty"),
                        "Difficulty must be a number from 1 to 5");
      g_clear_error (&error);
      difficulty = 1;
    }
  p->difficulty = (guint) difficulty;
  p->line_difficulty = gt_source_key_line (src, "Puzzle", "Difficulty");

  rules = get_string (src, "Puzzle", "Rules", FALSE, FALSE, problems);
  p->rules = g_strsplit (rules ? rules : "", ";", -1);
  for (guint i = 0; p->rules[i]; i++)
    {
      g_strstrip (p->rules[i]);
      if (*p->rules[i] && gt_rule_lookup (p->rules[i]) == NULL)
        gt_problem_add (problems, file, gt_source_key_line (src, "Puzzle", "Rules"),
                        "unknown rule id '%s' (see data/rules/)", p->rules[i]);
    }

  /* The position. */
  if (!g_key_file_has_group (kf, "Position"))
    {
      gt_problem_add (problems, file, 0, "the puzzle has no [Position]");
      return NULL;
    }
  if (!gt_game_load_key_file (&p->position, p->rs, kf, "Position", &bad_key, &error))
    {
      gt_source_add_position_problem (src, "Position", bad_key, error->message, problems);
      g_clear_error (&error);
      return NULL;
    }
  variants = get_string (src, "Puzzle", "Variants", FALSE, FALSE, problems);
  if (variants != NULL)
    {
      g_auto (GStrv) names = g_strsplit (variants, ";", -1);
      for (guint i = 0; names[i]; i++)
        if (*g_strstrip (names[i]) && !gt_game_set_variant (&p->position, names[i]))
          gt_problem_add (problems, file, gt_source_key_line (src, "Puzzle", "Variants"),
                          "unknown variant '%s'", names[i]);
    }
  if (p->position.phase == GT_PHASE_PLAY && p->position.turn >= p->position.n_seats)
    {
      gt_problem_add (problems, file, gt_source_group_line (src, "Position"),
                      "a puzzle position must be in the play phase with a player to move");
      playable = FALSE;
    }
  else if (p->position.phase != GT_PHASE_PLAY && !check_setup_position (p, src, problems))
    playable = FALSE;
  else if (playable && !trick_hands_even (p, src, problems))
    playable = FALSE;
  else if (playable && p->goal.kind == GT_GOAL_SHED &&
           p->position.seats != (1u << GT_SEAT_S))
    {
      gt_problem_add (problems, file, p->line_goal, "a 'shed' puzzle has %s alone in play (no opponents)",
                      gt_game_seat_id (&p->position, 0));
      playable = FALSE;
    }
  else if (playable && p->goal.kind != GT_GOAL_SHED &&
           (p->position.seats & (1u << GT_SEAT_S)) == 0)
    {
      gt_problem_add (problems, file, gt_source_group_line (src, "Position"), "%s must be in play",
                      gt_game_seat_id (&p->position, 0));
      playable = FALSE;
    }

  solution = get_string (src, "Puzzle", "Solution", FALSE, FALSE, problems);
  p->line_solution = gt_source_key_line (src, "Puzzle", "Solution");
  if (solution != NULL && g_ascii_strcasecmp (solution, "pass") == 0)
    {
      /* Passing can be the lesson: leave a partner's winning play alone. */
      g_autofree char *refused = playable ? pass_refused (p) : NULL;

      gt_card_list_init (&p->solution);
      if (refused != NULL)
        gt_problem_add (problems, file, p->line_solution, "Solution is %s", refused);
      else
        p->has_solution = playable;
    }
  else if (solution != NULL)
    {
      if (!gt_card_list_parse (solution, p->rs->copies, &p->solution, &error))
        {
          gt_problem_add (problems, file, p->line_solution, "Solution: %s", error->message);
          g_clear_error (&error);
        }
      else if (playable)
        {
          char *why = NULL;
          if (first_decision_legal (p, &p->solution, &why))
            p->has_solution = TRUE;
          else
            gt_problem_add (problems, file, p->line_solution, "Solution is not a legal %s here: %s",
                            gt_puzzle_is_setup (p) ? gt_phase_to_string (p->position.phase) : "play", why);
          g_free (why);
        }
    }

  if (playable)
    load_accepted (p, src, problems);
  if (playable)
    load_comments (p, src, problems);

  (void) before;
  return playable ? g_steal_pointer (&p) : NULL;
}

GtPuzzle *
gt_puzzle_load (const char *path,
                GPtrArray  *problems)
{
  g_autoptr (GtSource) src = gt_source_new_from_file (path, problems);
  return gt_puzzle_load_source (src, problems);
}

static gboolean check_accepted (const GtPuzzle *puzzle, GArray *winning, GPtrArray *problems);
static void check_difficulty (GtPuzzle *puzzle, GtSolver *solver, GPtrArray *problems);

/* The same checks for a puzzle that opens with a setup action: its
 * winning first decisions are the choices that win (GtPuzzleChoice). */
static gboolean
check_setup_solution (GtPuzzle  *puzzle,
                      GtSolver  *solver,
                      GPtrArray *problems)
{
  g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
  guint64 nodes = 0;
  gboolean ok = TRUE;

  gt_puzzle_setup_choices (&puzzle->position, choices);
  if (!gt_puzzle_setup_solve (solver, &puzzle->goal, choices, &nodes))
    {
      g_autofree char *why = gt_solver_stop_message (solver);
      gt_problem_add (problems, puzzle->file, puzzle->line_goal, "%s", why);
      return FALSE;
    }
  if (gt_puzzle_setup_best (choices) < 0)
    {
      g_autofree char *goal = gt_goal_to_string (&puzzle->goal);
      gt_problem_add (problems, puzzle->file, puzzle->line_goal,
                      "the goal '%s' cannot be forced from this position, whichever card S gives "
                      "(the solver searched %" G_GUINT64_FORMAT " positions)", goal, nodes);
      return FALSE;
    }
  for (guint i = 0; i < choices->len; i++)
    {
      const GtPuzzleChoice *c = &g_array_index (choices, GtPuzzleChoice, i);
      gboolean accepted = FALSE;

      if (puzzle->has_solution && gt_puzzle_choice_matches_list (c, &puzzle->solution) && !c->wins)
        {
          gt_problem_add (problems, puzzle->file, puzzle->line_solution,
                          "the Solution card does not win: the solver refutes it");
          ok = FALSE;
        }
      if (puzzle->accepted == NULL)
        continue;
      for (guint j = 0; j < puzzle->accepted->len && !accepted; j++)
        accepted = gt_puzzle_choice_matches_list (c, &g_array_index (puzzle->accepted, GtCardList, j));
      if (c->wins && !accepted)
        {
          gt_problem_add (problems, puzzle->file, puzzle->line_accepted,
                          "Accepted leaves out a winning card: %s also wins", gt_card_to_string (c->action.card));
          ok = FALSE;
        }
      else if (!c->wins && accepted)
        {
          gt_problem_add (problems, puzzle->file, puzzle->line_accepted,
                          "Accepted lists %s, which does not win: the solver refutes it",
                          gt_card_to_string (c->action.card));
          ok = FALSE;
        }
    }
  check_difficulty (puzzle, solver, problems);
  return ok;
}

gboolean
gt_puzzle_check_solution (GtPuzzle  *puzzle,
                          GtSolver  *solver,
                          GPtrArray *problems)
{
  GtSolveResult result = { 0 };
  gboolean ok = TRUE;

  if (gt_puzzle_is_setup (puzzle))
    return check_setup_solution (puzzle, solver, problems);
  if (!gt_solver_solve (solver, &puzzle->position, &puzzle->goal, &result))
    {
      g_autofree char *why = gt_solver_stop_message (solver);
      gt_problem_add (problems, puzzle->file, puzzle->line_goal, "%s", why);
      gt_solve_result_clear (&result);
      return FALSE;
    }
  if (!result.solvable)
    {
      g_autofree char *goal = gt_goal_to_string (&puzzle->goal);
      gt_problem_add (problems, puzzle->file, puzzle->line_goal,
                      "the goal '%s' cannot be forced from this position (the solver searched %" G_GUINT64_FORMAT " positions)",
                      goal, result.nodes);
      ok = FALSE;
    }
  else if (puzzle->has_solution)
    {
      gboolean found = FALSE;
      for (guint i = 0; i < result.winning->len && !found; i++)
        found = gt_move_matches_list (puzzle, &g_array_index (result.winning, GtMove, i), &puzzle->solution);
      if (!found)
        {
          gt_problem_add (problems, puzzle->file, puzzle->line_solution,
                          "the Solution play does not win: the solver refutes it");
          ok = FALSE;
        }
    }
  if (result.solvable && puzzle->accepted != NULL)
    ok = check_accepted (puzzle, result.winning, problems) && ok;
  if (result.solvable)
    check_difficulty (puzzle, solver, problems);
  gt_solve_result_clear (&result);
  return ok;
}

/* A Difficulty other than the rating is a warning. */
static void
check_difficulty (GtPuzzle  *puzzle,
                  GtSolver  *solver,
                  GPtrArray *problems)
{
  GtPuzzleRating rating;
  gboolean rated = gt_puzzle_rate (puzzle, solver, &rating);

  /* A puzzle whose first play is forced asks nothing of the learner. */
  if (rated && rating.first_plays == 1)
    gt_problem_add_warning (problems, puzzle->file, puzzle->line_position,
                            "the first play is forced: %s has no other legal play",
                            gt_game_seat_id (&puzzle->position, 0));
  if (rated && rating.difficulty != puzzle->difficulty)
    gt_problem_add_warning (problems, puzzle->file, puzzle->line_difficulty,
                            "Difficulty is %u, but the solver rates it %u: a line of %u play%s, "
                            "%u of %u first plays lose (docs/puzzle-format.md)",
                            puzzle->difficulty, rating.difficulty, rating.line, rating.line == 1 ? "" : "s",
                            rating.first_plays - rating.winning, rating.first_plays);
}

/* Both ways: every winning play is accepted — else the puzzle can be won
 * while skipping its idea — and every accepted play wins. */
static gboolean
check_accepted (const GtPuzzle *puzzle,
                GArray         *winning,
                GPtrArray      *problems)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < winning->len; i++)
    {
      const GtMove *m = &g_array_index (winning, GtMove, i);
      gboolean found = FALSE;

      for (guint j = 0; j < puzzle->accepted->len && !found; j++)
        found = gt_move_matches_list (puzzle, m, &g_array_index (puzzle->accepted, GtCardList, j));
      if (!found)
        {
          g_autofree char *text = gt_puzzle_move_to_string (puzzle, &puzzle->position, m);
          gt_problem_add (problems, puzzle->file, puzzle->line_accepted,
                          "Accepted leaves out a winning play: %s also wins", text);
          ok = FALSE;
        }
    }
  for (guint j = 0; j < puzzle->accepted->len; j++)
    {
      const GtCardList *list = &g_array_index (puzzle->accepted, GtCardList, j);
      gboolean found = FALSE;

      for (guint i = 0; i < winning->len && !found; i++)
        found = gt_move_matches_list (puzzle, &g_array_index (winning, GtMove, i), list);
      if (!found)
        {
          g_autofree char *text = list->n ? gt_card_list_to_string (list) : g_strdup ("pass");
          gt_problem_add (problems, puzzle->file, puzzle->line_accepted,
                          "Accepted lists %s, which does not win: the solver refutes it", text);
          ok = FALSE;
        }
    }
  return ok;
}

/* The formula is deliberately simple, so that an author can predict it:
 * a long line is hard because every play of it must be found, and a
 * position where almost every first play loses is hard because trying
 * does not help.  The line gives a point for each play past two (at most
 * 3), the share of losing first plays one at 60 % and two at 90 %; the
 * difficulty is 1 + the points, at most 5.  The thresholds were set on the shipped puzzles
 * (docs/puzzle-format.md lists them). */
guint
gt_puzzle_difficulty_from (guint line,
                           guint first_plays,
                           guint losing)
{
  guint points = 0;

  if (line >= 5)
    points += 3;
  else if (line >= 3)
    points += line - 2;
  /* The share of losing first plays, in whole per cent to stay exact. */
  if (first_plays > 0)
    {
      guint share = losing * 100 / first_plays;
      if (share >= 90)
        points += 2;
      else if (share >= 60)
        points += 1;
    }
  return MIN (1 + points, 5);
}

gboolean
gt_puzzle_rate (const GtPuzzle *puzzle,
                GtSolver       *solver,
                GtPuzzleRating *rating)
{
  const GtGame *pos = &puzzle->position;
  GtSolveResult result = { 0 };
  g_autoptr (GArray) steps = NULL;
  g_autoptr (GArray) choices = NULL;
  guint n;

  memset (rating, 0, sizeof *rating);
  if (gt_puzzle_is_setup (puzzle))
    {
      /* The card S gives is the first decision of the line, and a play of
       * it: the learner has to find it like any other. */
      int best;

      choices = g_array_new (FALSE, FALSE, sizeof (GtPuzzleChoice));
      rating->first_plays = gt_puzzle_setup_choices (pos, choices);
      if (!gt_puzzle_setup_solve (solver, &puzzle->goal, choices, NULL) ||
          (best = gt_puzzle_setup_best (choices)) < 0)
        return FALSE;
      for (guint i = 0; i < choices->len; i++)
        rating->winning += g_array_index (choices, GtPuzzleChoice, i).wins ? 1 : 0;
      pos = &g_array_index (choices, GtPuzzleChoice, best).after;
      steps = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
      if (!gt_solver_line (solver, pos, &puzzle->goal, steps))
        return FALSE;
      rating->line = 1;
      goto count;
    }
  if (!gt_solver_solve (solver, pos, &puzzle->goal, &result) || !result.solvable)
    {
      gt_solve_result_clear (&result);
      return FALSE;
    }
  rating->winning = result.winning->len;
  gt_solve_result_clear (&result);

  /* Every distinct first play, a legal pass included. */
  n = gt_solver_moves (pos, NULL, 0);
  if (n == GT_MOVES_INVALID)
    return FALSE;
  rating->first_plays = n;

  steps = g_array_new (FALSE, FALSE, sizeof (GtLineStep));
  if (!gt_solver_line (solver, pos, &puzzle->goal, steps))
    return FALSE;
count:
  if (pos->rs->game->table == GT_TABLE_TRICK)
    {
      /* Every trick holds a play of each partner, and the last ones are
       * forced: a trick game's line counts the plays S chooses, those with
       * more than one legal choice. */
      GtGame g = *pos;

      for (guint i = 0; i < steps->len; i++)
        {
          const GtLineStep *st = &g_array_index (steps, GtLineStep, i);

          if (st->seat == GT_SEAT_S && gt_solver_moves (&g, NULL, 0) > 1)
            rating->line++;
          gt_game_play_fast (&g, &st->move);
        }
    }
  else
    for (guint i = 0; i < steps->len; i++)
      {
        const GtLineStep *st = &g_array_index (steps, GtLineStep, i);
        if (st->move.n > 0 && (st->seat == GT_SEAT_S || gt_game_same_side (pos, st->seat, GT_SEAT_S)))
          rating->line++;
      }
  rating->difficulty = gt_puzzle_difficulty_from (rating->line, rating->first_plays,
                                                  rating->first_plays - MIN (rating->winning, rating->first_plays));
  return TRUE;
}

char *
gt_puzzle_move_to_string (const GtPuzzle *puzzle,
                          const GtGame   *position,
                          const GtMove   *move)
{
  GtCardList list;
  GtRuleCtx ctx;
  guint8 strength[GT_RANK_COUNT];

  if (move->n == 0)
    return g_strdup ("pass");
  gt_game_rule_ctx (position, &ctx);
  gt_move_to_card_list (&ctx, move, &list);
  puzzle->rs->rank_strength (&ctx, strength);
  gt_card_list_sort (&list, strength);
  return gt_card_list_to_string (&list);
}
