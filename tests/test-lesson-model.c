/* test-lesson-model.c — a lesson being taken, without a display
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model is what the lesson page shows and the presentation mode will
 * drive, so it is tested on its own, on shipped lessons from the source
 * tree (lessons/): answers right, wrong and refused with the rule they
 * cite, requests, hints up to the model answer, retry and the way back,
 * progress, a tribute, and `win` steps proved in the model's runner — one
 * the solver settles, and one beyond its budget.  Proofs run in a worker
 * thread, so the tests iterate the main context until the model is idle.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gt-lesson-model.h"

/* ---- Helpers ------------------------------------------------------------ */

typedef struct {
  GtLessonModel *model;
  guint steps;           /* "step-changed" */
  guint ends;            /* "end-reached" */
  guint positions;       /* "position-changed" */
  guint hints;           /* "hints-changed" */
  guint answers;         /* "answered" */
  int last_answer;
  guint step_notifies;   /* notify::step */
} Fixture;

static void
count_cb (GtLessonModel *model,
          guint         *counter)
{
  (*counter)++;
}

static void
answered_cb (GtLessonModel *model,
             int            kind,
             Fixture       *f)
{
  f->answers++;
  f->last_answer = kind;
}

static void
notify_step_cb (GtLessonModel *model,
                GParamSpec    *pspec,
                Fixture       *f)
{
  f->step_notifies++;
}

static GtLesson *
load_lesson (const char *dir,
             const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "lessons", dir, name, NULL);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  GtLesson *lesson = gt_lesson_load (path, NULL, problems);
  g_autofree char *text = gt_problems_to_string (problems);

  g_assert_nonnull (lesson);
  g_assert_cmpstr (text, ==, "");
  return lesson;
}

static void
fixture_init (Fixture *f)
{
  memset (f, 0, sizeof *f);
  f->last_answer = -1;
  f->model = gt_lesson_model_new ();
  g_signal_connect (f->model, "step-changed", G_CALLBACK (count_cb), &f->steps);
  g_signal_connect (f->model, "end-reached", G_CALLBACK (count_cb), &f->ends);
  g_signal_connect (f->model, "position-changed", G_CALLBACK (count_cb), &f->positions);
  g_signal_connect (f->model, "hints-changed", G_CALLBACK (count_cb), &f->hints);
  g_signal_connect (f->model, "answered", G_CALLBACK (answered_cb), f);
  g_signal_connect (f->model, "notify::step", G_CALLBACK (notify_step_cb), f);
}

static void
fixture_open (Fixture    *f,
              const char *dir,
              const char *name)
{
  fixture_init (f);
  gt_lesson_model_set_lesson (f->model, load_lesson (dir, name));
}

static void
wait_idle (Fixture *f)
{
  g_assert_true (gt_lesson_model_wait_idle (f->model, 60000));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (gt_lesson_model_get_busy (f->model));
}

static void
fixture_close (Fixture *f)
{
  wait_idle (f);
  /* The model holds nothing else: no job, no cycle. */
  g_assert_finalize_object (f->model);
}

static GtCardList
cards (const char *text)
{
  GtCardList list;
  g_autoptr(GError) error = NULL;

  if (!gt_card_list_parse (text, NULL, &list, &error))
    g_error ("%s: %s", text, error->message);
  return list;
}

static GtLessonPlay
play (Fixture    *f,
      const char *text)
{
  GtCardList list = cards (text);

  return gt_lesson_model_play (f->model, &list);
}

static void
assert_feedback (Fixture          *f,
                 GtLessonFeedback  kind,
                 const char       *rule,
                 const char       *part)
{
  const char *message = NULL, *cited = NULL;

  g_assert_cmpint (gt_lesson_model_get_feedback (f->model, &message, &cited), ==, kind);
  if (rule != NULL)
    g_assert_cmpstr (cited, ==, rule);
  if (part != NULL)
    {
      g_assert_nonnull (message);
      if (strstr (message, part) == NULL)
        g_error ("feedback \"%s\" lacks \"%s\"", message, part);
    }
}

static guint
s_cards (Fixture *f)
{
  return gt_lesson_model_get_position (f->model)->count[GT_SEAT_S];
}

/* ---- Tests ---------------------------------------------------------------- */

static void
test_empty (void)
{
  Fixture f;
  GtLesson *empty = g_new0 (GtLesson, 1);

  fixture_init (&f);
  g_assert_null (gt_lesson_model_get_lesson (f.model));
  g_assert_null (gt_lesson_model_get_step (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 0);
  g_assert_false (gt_lesson_model_get_at_end (f.model));
  g_assert_cmpint (play (&f, "S3"), ==, GT_LESSON_PLAY_IGNORED);
  g_assert_false (gt_lesson_model_next (f.model));
  g_assert_false (gt_lesson_model_hint (f.model));
  g_assert_false (gt_lesson_model_go_to_step (f.model, 1));
  g_assert_false (gt_lesson_model_can_answer (f.model));

  /* A lesson without steps is no lesson: the model lets it go. */
  empty->rules = g_new0 (char *, 1);
  gt_lesson_model_set_lesson (f.model, empty);
  g_assert_null (gt_lesson_model_get_lesson (f.model));
  g_assert_cmpuint (f.steps, ==, 0);
  fixture_close (&f);
}

/* A read step, a play step answered right, and the way on. */
static void
test_play_right (void)
{
  Fixture f;
  const GtLessonStep *st;
  guint positions;

  fixture_open (&f, "01-basics", "04-straights.lesson");
  g_assert_cmpstr (gt_lesson_model_get_lesson (f.model)->id, ==, "straights");
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 1);
  g_assert_cmpuint (f.steps, ==, 1);
  st = gt_lesson_model_get_step (f.model);
  g_assert_cmpint (st->kind, ==, GT_STEP_READ);
  /* Reading needs no answer. */
  g_assert_cmpint (play (&f, "C4 D5 S6 H7 D8"), ==, GT_LESSON_PLAY_IGNORED);
  g_assert_false (gt_lesson_model_can_go_back (f.model));

  g_assert_true (gt_lesson_model_next (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 2);
  g_assert_cmpuint (f.steps, ==, 2);
  g_assert_cmpuint (f.step_notifies, ==, 2);
  g_assert_true (gt_lesson_model_can_go_back (f.model));
  g_assert_true (gt_lesson_model_can_answer (f.model));
  g_assert_cmpuint (s_cards (&f), ==, 7);

  positions = f.positions;
  g_assert_cmpint (play (&f, "C4 D5 S6 H7 D8"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpuint (f.answers, ==, 1);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  assert_feedback (&f, GT_LESSON_FEEDBACK_RIGHT, "gd.combo.straight", "That is a straight, 4 to 8.");
  g_assert_true (gt_lesson_model_get_answered (f.model));
  g_assert_false (gt_lesson_model_can_answer (f.model));
  g_assert_false (gt_lesson_model_can_hint (f.model));
  /* The play lands on the table: S has two cards left. */
  g_assert_cmpuint (f.positions, ==, positions + 1);
  g_assert_cmpuint (s_cards (&f), ==, 2);
  /* Answered: no second answer on this visit. */
  g_assert_cmpint (play (&f, "SQ CQ"), ==, GT_LESSON_PLAY_IGNORED);
  g_assert_cmpuint (f.answers, ==, 1);
  fixture_close (&f);
}

/* Wrong answers, refused plays with the rule they cite, and requests. */
static void
test_wrong_and_illegal (void)
{
  Fixture f;
  GtCardList fault;

  fixture_open (&f, "01-basics", "04-straights.lesson");
  gt_lesson_model_go_to_step (f.model, 2);

  /* Nothing selected: a request, not an answer. */
  g_assert_cmpint (gt_lesson_model_play (f.model, NULL), ==, GT_LESSON_PLAY_INFO);
  assert_feedback (&f, GT_LESSON_FEEDBACK_INFO, NULL, "Select the cards to play first");
  g_assert_cmpuint (f.answers, ==, 0);
  /* A new selection takes the request away. */
  g_assert_true (gt_lesson_model_dismiss (f.model, TRUE));
  assert_feedback (&f, GT_LESSON_FEEDBACK_NONE, NULL, NULL);

  /* Legal, but not what the step asks: the author's words. */
  g_assert_cmpint (play (&f, "SQ CQ"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "A pair of Queens is a fine lead");
  g_assert_false (gt_lesson_model_get_answered (f.model));
  g_assert_cmpuint (s_cards (&f), ==, 7);
  /* A wrong answer is not dismissed by a new selection. */
  g_assert_false (gt_lesson_model_dismiss (f.model, TRUE));

  /* Six in a row is no combination: refused, with the rule and the
   * cards at fault; the table does not change. */
  gt_lesson_model_go_to_step (f.model, 3);
  g_assert_cmpint (play (&f, "S3 D4 C5 S6 D7 C8"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  assert_feedback (&f, GT_LESSON_FEEDBACK_ILLEGAL, "gd.combo.straight", "straight");
  gt_lesson_model_get_fault (f.model, &fault);
  g_assert_cmpuint (fault.n, >, 0);
  g_assert_cmpuint (s_cards (&f), ==, 7);
  g_assert_true (gt_lesson_model_can_answer (f.model));
  /* Escape takes a refusal away. */
  g_assert_false (gt_lesson_model_dismiss (f.model, TRUE));
  g_assert_true (gt_lesson_model_dismiss (f.model, FALSE));
  assert_feedback (&f, GT_LESSON_FEEDBACK_NONE, NULL, NULL);

  /* Then the right one. */
  g_assert_cmpint (play (&f, "D4 C5 S6 D7 C8"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  g_assert_cmpuint (s_cards (&f), ==, 2);

  /* Step 4: passing when a straight beats E's is the author's Wrong1. */
  gt_lesson_model_go_to_step (f.model, 4);
  g_assert_cmpint (gt_lesson_model_pass (f.model), ==, GT_LESSON_PLAY_ANSWERED);
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "You can beat it");
  fixture_close (&f);
}

static void
test_hints (void)
{
  Fixture f;
  const GtLessonStep *st;
  g_autofree char *answer = NULL;

  fixture_open (&f, "01-basics", "04-straights.lesson");
  gt_lesson_model_go_to_step (f.model, 3);
  st = gt_lesson_model_get_step (f.model);
  g_assert_cmpuint (gt_lesson_model_get_n_hints (f.model), ==, 0);
  g_assert_null (gt_lesson_model_dup_answer_text (f.model));

  /* The step's three hints, one at a time, then the model answer. */
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gt_lesson_model_can_hint (f.model));
      g_assert_true (gt_lesson_model_hint (f.model));
      g_assert_cmpuint (gt_lesson_model_get_n_hints (f.model), ==, i + 1);
      g_assert_cmpstr (gt_lesson_model_get_hint (f.model, i), ==, st->hints[i]);
    }
  g_assert_null (gt_lesson_model_get_hint (f.model, 3));
  g_assert_false (gt_lesson_model_get_answer_shown (f.model));
  g_assert_true (gt_lesson_model_hint (f.model));
  g_assert_true (gt_lesson_model_get_answer_shown (f.model));
  answer = gt_lesson_model_dup_answer_text (f.model);
  g_assert_cmpstr (answer, ==, "This play does it: {D4 C5 S6 D7 C8}. The cards are marked in your hand.");
  g_assert_cmpuint (f.hints, ==, 4);
  /* Nothing more to tell. */
  g_assert_false (gt_lesson_model_can_hint (f.model));
  g_assert_false (gt_lesson_model_hint (f.model));
  g_assert_cmpuint (f.hints, ==, 4);

  /* Retry keeps what the learner has been told; another step does not. */
  g_assert_true (gt_lesson_model_retry (f.model));
  g_assert_cmpuint (gt_lesson_model_get_n_hints (f.model), ==, 3);
  g_assert_true (gt_lesson_model_get_answer_shown (f.model));
  gt_lesson_model_go_to_step (f.model, 3);
  g_assert_cmpuint (gt_lesson_model_get_n_hints (f.model), ==, 0);
  g_assert_false (gt_lesson_model_get_answer_shown (f.model));

  /* A right answer ends the hints. */
  play (&f, "D4 C5 S6 D7 C8");
  g_assert_false (gt_lesson_model_hint (f.model));

  /* A judge step has no model answer to show and no hints. */
  gt_lesson_model_go_to_step (f.model, 7);
  g_assert_false (gt_lesson_model_can_hint (f.model));
  fixture_close (&f);
}

/* When the hand may mark the step's Highlight= (the lesson page and the
 * presentation window both ask the model): on a play step only after a
 * try or a hint, as it would give the answer away; at once on a judge
 * step, which it illustrates; the model answer once shown; nothing once
 * answered. */
static void
test_hint_marks (void)
{
  Fixture f;
  const GtCardList *marks;

  fixture_open (&f, "01-basics", "04-straights.lesson");
  gt_lesson_model_go_to_step (f.model, 3);
  g_assert_null (gt_lesson_model_get_hint_marks (f.model));
  /* A refused play: now it may glow, and a retry keeps it. */
  g_assert_cmpint (play (&f, "S3 D4 C5 S6 D7 C8"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  marks = gt_lesson_model_get_hint_marks (f.model);
  g_assert_nonnull (marks);
  g_assert_cmpuint (marks->n, ==, 6);
  g_assert_true (gt_lesson_model_retry (f.model));
  g_assert_nonnull (gt_lesson_model_get_hint_marks (f.model));
  /* The step afresh: hidden again until a hint. */
  gt_lesson_model_go_to_step (f.model, 3);
  g_assert_null (gt_lesson_model_get_hint_marks (f.model));
  g_assert_true (gt_lesson_model_hint (f.model));
  g_assert_cmpuint (gt_lesson_model_get_hint_marks (f.model)->n, ==, 6);
  /* The last grade marks the model answer's five cards. */
  while (gt_lesson_model_hint (f.model))
    ;
  g_assert_true (gt_lesson_model_get_answer_shown (f.model));
  g_assert_cmpuint (gt_lesson_model_get_hint_marks (f.model)->n, ==, 5);
  play (&f, "D4 C5 S6 D7 C8");
  g_assert_null (gt_lesson_model_get_hint_marks (f.model));

  /* A judge step's highlight shows at once. */
  gt_lesson_model_go_to_step (f.model, 7);
  marks = gt_lesson_model_get_hint_marks (f.model);
  g_assert_nonnull (marks);
  g_assert_cmpuint (marks->n, ==, 1);
  fixture_close (&f);
}

static void
test_judge_and_choose (void)
{
  Fixture f;

  /* "Can you play K A 2 3 4 as a straight?" — no. */
  fixture_open (&f, "01-basics", "04-straights.lesson");
  gt_lesson_model_go_to_step (f.model, 7);
  g_assert_cmpint (play (&f, "SK CA D2 S3 C4"), ==, GT_LESSON_PLAY_IGNORED);
  g_assert_false (gt_lesson_model_choose (f.model, 1));
  g_assert_true (gt_lesson_model_judge (f.model, TRUE));
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "never runs round the corner");
  g_assert_true (gt_lesson_model_judge (f.model, FALSE));
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  assert_feedback (&f, GT_LESSON_FEEDBACK_RIGHT, NULL, "cannot wrap round");
  g_assert_false (gt_lesson_model_judge (f.model, FALSE));
  fixture_close (&f);

  /* "Which player is your partner?" — N, option 2. */
  fixture_open (&f, "01-basics", "01-cards-and-levels.lesson");
  gt_lesson_model_go_to_step (f.model, 2);
  g_assert_false (gt_lesson_model_judge (f.model, TRUE));
  g_assert_true (gt_lesson_model_choose (f.model, 1));
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  g_assert_false (gt_lesson_model_get_answered (f.model));
  g_assert_true (gt_lesson_model_choose (f.model, 2));
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  g_assert_true (gt_lesson_model_get_answered (f.model));
  fixture_close (&f);
}

/* "Ask the class" (the presentation's R): the step's own answer, checked
 * by the engine and shown, without marking the step done; the teacher's
 * notes and the hidden answer in words for the presenter view. */
static void
test_reveal (void)
{
  Fixture f;
  g_autofree char *dir = g_dir_make_tmp ("test-lesson-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.ini", NULL);
  GtProgress *progress = gt_progress_new (path);
  char *text;

  fixture_init (&f);
  gt_lesson_model_set_progress (f.model, progress);
  gt_lesson_model_set_lesson (f.model, load_lesson ("01-basics", "04-straights.lesson"));

  /* A read step: notes, no answer, nothing to reveal. */
  g_assert_nonnull (strstr (gt_lesson_model_get_notes (f.model), "Deal five cards"));
  g_assert_null (gt_lesson_model_dup_solution_text (f.model));
  g_assert_false (gt_lesson_model_reveal (f.model));

  /* A play step: the model play, then the position after it. */
  gt_lesson_model_go_to_step (f.model, 2);
  g_assert_null (gt_lesson_model_get_notes (f.model));
  text = gt_lesson_model_dup_solution_text (f.model);
  g_assert_nonnull (strstr (text, "{C4 D5 S6 H7 D8}"));
  g_free (text);
  g_assert_cmpuint (s_cards (&f), ==, 7);
  g_assert_true (gt_lesson_model_reveal (f.model));
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  g_assert_true (gt_lesson_model_get_revealed (f.model));
  g_assert_true (gt_lesson_model_get_answered (f.model));
  g_assert_cmpuint (s_cards (&f), ==, 2);
  g_assert_false (gt_progress_is_step_done (progress, "straights", 2));
  g_assert_false (gt_lesson_model_reveal (f.model));

  /* Found by the learner, it counts. */
  gt_lesson_model_retry (f.model);
  g_assert_false (gt_lesson_model_get_revealed (f.model));
  play (&f, "C4 D5 S6 H7 D8");
  g_assert_false (gt_lesson_model_get_revealed (f.model));
  g_assert_true (gt_progress_is_step_done (progress, "straights", 2));

  /* A judge step: the verdict with the engine's reason. */
  gt_lesson_model_go_to_step (f.model, 7);
  text = gt_lesson_model_dup_solution_text (f.model);
  g_assert_true (g_str_has_prefix (text, "Illegal."));
  g_assert_nonnull (strstr (text, "cannot wrap round"));
  g_free (text);
  g_assert_true (gt_lesson_model_reveal (f.model));
  assert_feedback (&f, GT_LESSON_FEEDBACK_RIGHT, NULL, "cannot wrap round");
  g_assert_false (gt_progress_is_step_done (progress, "straights", 7));
  fixture_close (&f);
  g_assert_finalize_object (progress);
  g_unlink (path);
  g_rmdir (dir);

  /* A choose step: the right option. */
  fixture_open (&f, "01-basics", "01-cards-and-levels.lesson");
  gt_lesson_model_go_to_step (f.model, 2);
  text = gt_lesson_model_dup_solution_text (f.model);
  g_assert_true (g_str_has_prefix (text, "Option 2: "));
  g_free (text);
  g_assert_true (gt_lesson_model_reveal (f.model));
  g_assert_true (gt_lesson_model_get_answered (f.model));
  fixture_close (&f);
}

/* The way back: retry puts the step's position back, back goes a step
 * back, and from the end of the lesson to its last step. */
static void
test_retry_and_back (void)
{
  Fixture f;
  const GtLesson *lesson;
  guint n;

  fixture_open (&f, "01-basics", "04-straights.lesson");
  lesson = gt_lesson_model_get_lesson (f.model);
  n = lesson->n_steps;
  gt_lesson_model_go_to_step (f.model, 2);
  play (&f, "C4 D5 S6 H7 D8");
  g_assert_cmpuint (s_cards (&f), ==, 2);

  g_assert_true (gt_lesson_model_retry (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 2);
  g_assert_cmpuint (s_cards (&f), ==, 7);
  g_assert_false (gt_lesson_model_get_answered (f.model));
  assert_feedback (&f, GT_LESSON_FEEDBACK_NONE, NULL, NULL);
  g_assert_true (memcmp (gt_lesson_model_get_position (f.model), &lesson->steps[1].position, sizeof (GtGame)) == 0);

  g_assert_true (gt_lesson_model_back (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 1);
  g_assert_false (gt_lesson_model_back (f.model));

  /* To the end and back. */
  g_assert_true (gt_lesson_model_go_to_step (f.model, n));
  g_assert_false (gt_lesson_model_go_to_step (f.model, n + 1));
  g_assert_true (gt_lesson_model_next (f.model));
  g_assert_true (gt_lesson_model_get_at_end (f.model));
  g_assert_cmpuint (f.ends, ==, 1);
  g_assert_null (gt_lesson_model_get_step (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 0);
  g_assert_false (gt_lesson_model_next (f.model));
  g_assert_false (gt_lesson_model_retry (f.model));
  g_assert_true (gt_lesson_model_back (f.model));
  g_assert_false (gt_lesson_model_get_at_end (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, n);
  fixture_close (&f);
}

/* Steps done, where to resume, the lesson completed, a reset. */
static void
test_progress (void)
{
  Fixture f;
  g_autofree char *dir = g_dir_make_tmp ("test-lesson-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.ini", NULL);
  GtProgress *progress = gt_progress_new (path);
  guint first = 0, left = 0, n;

  fixture_init (&f);
  gt_lesson_model_set_progress (f.model, progress);
  gt_lesson_model_set_lesson (f.model, load_lesson ("01-basics", "04-straights.lesson"));
  n = gt_lesson_model_get_lesson (f.model)->n_steps;
  g_assert_false (gt_lesson_model_all_steps_done (f.model, &first, &left));
  g_assert_cmpuint (first, ==, 1);
  g_assert_cmpuint (left, ==, n);

  /* Reading step 1 is doing it; step 2 is done by a right answer. */
  gt_lesson_model_next (f.model);
  g_assert_true (gt_progress_is_step_done (progress, "straights", 1));
  g_assert_false (gt_progress_is_step_done (progress, "straights", 2));
  play (&f, "SQ CQ");
  g_assert_false (gt_progress_is_step_done (progress, "straights", 2));
  play (&f, "C4 D5 S6 H7 D8");
  g_assert_true (gt_progress_is_step_done (progress, "straights", 2));
  g_assert_cmpuint (gt_progress_get_current_step (progress, "straights"), ==, 2);
  gt_lesson_model_all_steps_done (f.model, &first, &left);
  g_assert_cmpuint (first, ==, 3);
  g_assert_cmpuint (left, ==, n - 2);
  /* Saved as it goes. */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* The same lesson again resumes where the learner was. */
  gt_lesson_model_set_lesson (f.model, load_lesson ("01-basics", "04-straights.lesson"));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 2);

  /* The end, with steps left: not complete. */
  gt_lesson_model_go_to_step (f.model, n);
  gt_lesson_model_next (f.model);
  g_assert_true (gt_lesson_model_get_at_end (f.model));
  g_assert_false (gt_progress_get_lesson_completed (progress, "straights"));

  /* A reset forgets the steps done and starts again. */
  g_assert_true (gt_lesson_model_reset_progress (f.model));
  g_assert_false (gt_progress_is_step_done (progress, "straights", 1));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 1);

  fixture_close (&f);
  g_assert_finalize_object (progress);
  g_unlink (path);
  g_rmdir (dir);
}

/* Review Mistakes: the steps answered wrong or hinted are kept (in the
 * progress too, for a later sitting); a review shows only them, costs no
 * star, and takes off the list a step answered right at once. */
static void
test_review (void)
{
  Fixture f;
  g_autofree char *dir = g_dir_make_tmp ("test-lesson-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.ini", NULL);
  GtProgress *progress = gt_progress_new (path);
  guint hinted = 0, pos, n = 0;

  fixture_init (&f);
  gt_lesson_model_set_progress (f.model, progress);
  gt_lesson_model_set_lesson (f.model, load_lesson ("01-basics", "04-straights.lesson"));
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 0);
  g_assert_false (gt_lesson_model_start_review (f.model));

  /* Step 2 answered wrong, then right: still one to review. */
  gt_lesson_model_next (f.model);
  play (&f, "SQ CQ");
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 1);
  play (&f, "C4 D5 S6 H7 D8");
  g_assert_true (gt_lesson_model_get_answered (f.model));
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 1);

  /* A later step with a hint taken. */
  for (guint i = 3; i <= gt_lesson_model_get_lesson (f.model)->n_steps && hinted == 0; i++)
    {
      gt_lesson_model_go_to_step (f.model, i);
      if (gt_lesson_model_can_hint (f.model) && gt_lesson_model_hint (f.model))
        hinted = i;
    }
  g_assert_cmpuint (hinted, >, 2);
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 2);
  g_assert_cmpuint (gt_progress_get_lesson_lapses (progress, "straights"), ==, 2);
  g_assert_cmphex (gt_progress_get_lesson_mistakes (progress, "straights"), ==,
                   (G_GUINT64_CONSTANT (1) << 1) | (G_GUINT64_CONSTANT (1) << (hinted - 1)));

  /* Another sitting: the file has them. */
  fixture_close (&f);
  g_assert_finalize_object (progress);
  progress = gt_progress_new (path);
  g_assert_true (gt_progress_load (progress, NULL));
  fixture_init (&f);
  gt_lesson_model_set_progress (f.model, progress);
  gt_lesson_model_set_lesson (f.model, load_lesson ("01-basics", "04-straights.lesson"));
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 2);

  /* The review: step 2 first, afresh; a mistake there costs no star. */
  g_assert_true (gt_lesson_model_start_review (f.model));
  g_assert_true (gt_lesson_model_get_reviewing (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 2);
  pos = gt_lesson_model_get_review_position (f.model, &n);
  g_assert_cmpuint (pos, ==, 1);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (gt_lesson_model_get_n_hints (f.model), ==, 0);
  play (&f, "SQ CQ");
  g_assert_cmpuint (gt_progress_get_lesson_lapses (progress, "straights"), ==, 2);
  gt_lesson_model_retry (f.model);
  /* Right at once on a visit: off the list. */
  play (&f, "C4 D5 S6 H7 D8");
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 1);
  g_assert_true (gt_progress_is_step_done (progress, "straights", 2));

  /* Next goes to the next step of the review, not step 3. */
  gt_lesson_model_next (f.model);
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, hinted);
  g_assert_cmpuint (gt_lesson_model_get_review_position (f.model, NULL), ==, 2);
  /* Passed over without an answer: it stays. */
  gt_lesson_model_next (f.model);
  g_assert_true (gt_lesson_model_get_at_end (f.model));
  g_assert_true (gt_lesson_model_get_review_done (f.model));
  g_assert_false (gt_lesson_model_get_reviewing (f.model));
  g_assert_cmpuint (gt_lesson_model_get_pass_stars (f.model), ==, 0);
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 1);
  g_assert_cmphex (gt_progress_get_lesson_mistakes (progress, "straights"), ==,
                   G_GUINT64_CONSTANT (1) << (hinted - 1));

  /* Again: only that step is left. */
  g_assert_true (gt_lesson_model_start_review (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, hinted);
  g_assert_false (gt_lesson_model_get_review_done (f.model));

  /* A reset forgets them. */
  g_assert_true (gt_lesson_model_reset_progress (f.model));
  g_assert_cmpuint (gt_lesson_model_get_n_mistakes (f.model), ==, 0);
  g_assert_false (gt_lesson_model_get_reviewing (f.model));

  fixture_close (&f);
  g_assert_finalize_object (progress);
  g_unlink (path);
  g_rmdir (dir);
}

/* A tribute step: one card, and the card given leaves the hand. */
static void
test_tribute (void)
{
  Fixture f;

  fixture_open (&f, "02-play", "10-tribute.lesson");
  gt_lesson_model_go_to_step (f.model, 2);
  g_assert_cmpint (gt_lesson_model_get_step (f.model)->kind, ==, GT_STEP_ACT);
  g_assert_cmpstr (gt_lesson_model_get_step (f.model)->act->id, ==, "tribute");
  g_assert_cmpuint (s_cards (&f), ==, 27);

  /* Two cards: say how, judge nothing. */
  g_assert_cmpint (play (&f, "C4 H4"), ==, GT_LESSON_PLAY_INFO);
  assert_feedback (&f, GT_LESSON_FEEDBACK_INFO, NULL, "Pay Tribute");
  g_assert_cmpuint (f.answers, ==, 0);

  /* The wild ♥4 is never tribute: refused, with the engine's rule. */
  g_assert_cmpint (play (&f, "H4"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  {
    const char *rule = NULL;

    gt_lesson_model_get_feedback (f.model, NULL, &rule);
    g_assert_nonnull (rule);
    g_assert_true (g_str_has_prefix (rule, "gd."));
  }
  g_assert_cmpuint (s_cards (&f), ==, 27);

  g_assert_cmpint (play (&f, "C4"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  g_assert_cmpuint (s_cards (&f), ==, 26);
  fixture_close (&f);
}

/* Bao Huang's tribute (the course's lesson 4): the strongest card that is
 * not a joker, put down for the winner named; a joker and a weaker card
 * refused by the engine, citing bh.tribute. */
static void
test_baohuang_tribute (void)
{
  Fixture f;
  const GtGame *after;
  GtCard two;

  g_assert_true (gt_card_parse ("H2", -1, &two));
  fixture_open (&f, "04-baohuang", "04-end-score-tribute.lesson");
  gt_lesson_model_go_to_step (f.model, 7);
  g_assert_cmpint (gt_lesson_model_get_step (f.model)->kind, ==, GT_STEP_ACT);
  g_assert_cmpstr (gt_lesson_model_get_step (f.model)->act->id, ==, "tribute");
  g_assert_cmpuint (s_cards (&f), ==, 7);

  /* The small joker, the strongest card held: never given (the author's
   * words for it, the engine's rule). */
  g_assert_cmpint (play (&f, "BJ"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  assert_feedback (&f, GT_LESSON_FEEDBACK_ILLEGAL, "bh.tribute", "never given");
  g_assert_cmpuint (s_cards (&f), ==, 7);

  /* An Ace, below the 2. */
  g_assert_cmpint (play (&f, "SA"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  assert_feedback (&f, GT_LESSON_FEEDBACK_ILLEGAL, "bh.tribute", "not it");
  g_assert_cmpuint (s_cards (&f), ==, 7);

  /* The 2: player 3 takes it, nothing comes back, and the holder of the
   * emperor card, player 4, decides next. */
  g_assert_cmpint (play (&f, "H2"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  assert_feedback (&f, GT_LESSON_FEEDBACK_RIGHT, "bh.tribute", NULL);
  after = gt_lesson_model_get_position (f.model);
  g_assert_cmpuint (after->count[0], ==, 6);
  g_assert_cmpuint (after->hand[2][two], ==, 1);
  g_assert_cmpuint (after->count[2], ==, 4);
  g_assert_cmpuint (after->phase, ==, GT_PHASE_DECLARE);
  g_assert_cmpuint (after->turn, ==, 3);
  fixture_close (&f);
}

/* A lesson of tests/data/ (the games' own step kinds). */
static void
fixture_open_data (Fixture    *f,
                   const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  GtLesson *lesson = gt_lesson_load (path, NULL, problems);
  g_autofree char *text = gt_problems_to_string (problems);

  g_assert_nonnull (lesson);
  g_assert_cmpstr (text, ==, "");
  fixture_init (f);
  gt_lesson_model_set_lesson (f->model, lesson);
}

/* A declaration's choice i: an answer, and the verdict of the kind. */
static void
declare (Fixture          *f,
         guint             i,
         GtAnswerKind      kind,
         const char       *rule)
{
  guint answers = f->answers;

  g_assert_true (gt_lesson_model_declare (f->model, i, NULL));
  g_assert_cmpuint (f->answers, ==, answers + 1);
  g_assert_cmpint (f->last_answer, ==, kind);
  if (rule != NULL)
    {
      const char *cited = NULL;
      gt_lesson_model_get_feedback (f->model, NULL, &cited);
      g_assert_cmpstr (cited, ==, rule);
    }
}

/* Da Bai Fen: a trump shown while drawing (a declaration answered by the
 * game's buttons), the kitty buried (six cards selected). */
static void
test_dabaifen_steps (void)
{
  Fixture f;
  const GtLessonStep *st;
  const char *message = NULL;

  fixture_open_data (&f, "steps-dabaifen.lesson");
  st = gt_lesson_model_get_step (f.model);
  g_assert_true (gt_lesson_step_is_declaration (st));
  g_assert_cmpstr (st->act->id, ==, "declare");
  g_assert_true (gt_lesson_step_acts_on_cards (st));
  /* Cards are no answer to a declaration. */
  g_assert_cmpint (play (&f, "H5"), ==, GT_LESSON_PLAY_IGNORED);
  /* Drawing on is allowed, but not what the step asks: the author's words. */
  declare (&f, 1, GT_ANSWER_WRONG, "dbf.trump.declare");
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "Nobody else has shown a 5");
  g_assert_cmpuint (gt_lesson_model_get_position (f.model)->phase, ==, GT_PHASE_DECLARE);
  /* Showing it: hearts are trumps, and S, the declarer, holds the kitty. */
  declare (&f, 0, GT_ANSWER_RIGHT, "dbf.trump.declare");
  gt_lesson_model_get_feedback (f.model, &message, NULL);
  g_assert_nonnull (strstr (message, "hearts are trumps"));
  g_assert_cmpuint (gt_lesson_model_get_position (f.model)->phase, ==, GT_PHASE_DISCARD);
  g_assert_cmpuint (gt_lesson_model_get_position (f.model)->trump_suit, ==, GT_SUIT_HEARTS);
  g_assert_cmpuint (s_cards (&f), ==, 18);

  g_assert_true (gt_lesson_model_next (f.model));
  st = gt_lesson_model_get_step (f.model);
  g_assert_true (gt_lesson_step_is_card_act (st));
  g_assert_cmpstr (st->act->id, ==, "bury");
  g_assert_cmpuint (s_cards (&f), ==, 18);
  /* Five cards: say how, judge nothing. */
  g_assert_cmpint (play (&f, "S3 S4 S6 S7 SQ"), ==, GT_LESSON_PLAY_INFO);
  assert_feedback (&f, GT_LESSON_FEEDBACK_INFO, NULL, "Bury Six Cards");
  /* A card S does not hold: refused by the engine, the card marked. */
  g_assert_cmpint (play (&f, "S3 S4 S6 S7 SQ C3"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  assert_feedback (&f, GT_LESSON_FEEDBACK_ILLEGAL, "dbf.kitty", NULL);
  g_assert_cmpuint (s_cards (&f), ==, 18);
  /* Points in the kitty are allowed (Expect=any): the verdict warns. */
  g_assert_cmpint (play (&f, "S3 S4 S6 SK D5 D10"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  assert_feedback (&f, GT_LESSON_FEEDBACK_RIGHT, "dbf.kitty.last", "25 points");
  g_assert_cmpuint (s_cards (&f), ==, 12);
  g_assert_cmpuint (gt_lesson_model_get_position (f.model)->phase, ==, GT_PHASE_PLAY);
  fixture_close (&f);
}

/* Dou Dizhu: a bid, higher than the one before; Bao Huang: the emperor
 * card taken.  The model answer given for the class. */
static void
test_bid_and_emperor_steps (void)
{
  Fixture f;
  const GtGame *after;

  fixture_open_data (&f, "steps-doudizhu.lesson");
  g_assert_cmpstr (gt_lesson_model_get_step (f.model)->act->id, ==, "bid");
  /* 1 is not higher than the bid before: refused. */
  declare (&f, 1, GT_ANSWER_ILLEGAL, "ddz.bid");
  assert_feedback (&f, GT_LESSON_FEEDBACK_ILLEGAL, NULL, "higher");
  /* 3 is legal, not the step's answer: the author's words. */
  declare (&f, 3, GT_ANSWER_WRONG, "ddz.landlord-cards");
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "Three is more");
  /* Passing is legal too, and wrong: the general words. */
  declare (&f, 0, GT_ANSWER_WRONG, "ddz.bid");
  declare (&f, 2, GT_ANSWER_RIGHT, "ddz.bid");
  after = gt_lesson_model_get_position (f.model);
  g_assert_cmpuint (after->phase, ==, GT_PHASE_DECLARE);
  g_assert_cmpuint (after->turn, ==, 1);
  /* The model answer, given for the class, is right too. */
  g_assert_true (gt_lesson_model_retry (f.model));
  g_assert_true (gt_lesson_model_reveal (f.model));
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  {
    g_autofree char *solution = gt_lesson_model_dup_solution_text (f.model);
    g_assert_nonnull (strstr (solution, "Bid 2"));
  }
  fixture_close (&f);

  fixture_open_data (&f, "steps-baohuang.lesson");
  g_assert_cmpstr (gt_lesson_model_get_step (f.model)->act->id, ==, "declare");
  /* A solo needs both marked cards: refused with the engine's rule. */
  declare (&f, 2, GT_ANSWER_ILLEGAL, "bh.role.both");
  declare (&f, 1, GT_ANSWER_WRONG, "bh.role.decline");
  declare (&f, 0, GT_ANSWER_RIGHT, NULL);
  g_assert_cmpuint (gt_lesson_model_get_position (f.model)->phase, ==, GT_PHASE_PLAY);
  fixture_close (&f);
}

/* A split step of the course (the closing chapter's first): plays set
 * aside leave the hand, one can be taken back, and the last card set aside
 * judges the split. */
static void
test_split (void)
{
  Fixture f;
  guint splits = 0;

  fixture_open (&f, "02-play", "14-at-the-table.lesson");
  g_signal_connect (f.model, "split-changed", G_CALLBACK (count_cb), &splits);
  gt_lesson_model_go_to_step (f.model, 2);
  g_assert_cmpint (gt_lesson_model_get_step (f.model)->kind, ==, GT_STEP_SPLIT);
  g_assert_cmpuint (s_cards (&f), ==, 10);

  /* Nothing selected: say how. */
  g_assert_cmpint (play (&f, ""), ==, GT_LESSON_PLAY_INFO);
  assert_feedback (&f, GT_LESSON_FEEDBACK_INFO, NULL, "Set Aside");

  /* Not a combination: refused, the hand unchanged. */
  g_assert_cmpint (play (&f, "S9 SK"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpuint (s_cards (&f), ==, 10);
  g_assert_cmpuint (gt_lesson_model_get_n_split_plays (f.model), ==, 0);

  /* The straight, then the triple and the pair apart: three plays, one
   * more than the engine's two. */
  g_assert_cmpint (play (&f, "S3 D4 C5 S6 D7"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpuint (s_cards (&f), ==, 5);
  g_assert_cmpint (play (&f, "S9 D9 C9"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (play (&f, "SK HK"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpuint (gt_lesson_model_get_n_split_plays (f.model), ==, 3);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "needs only 2");
  g_assert_false (gt_lesson_model_get_answered (f.model));

  /* Take the triple and the pair back, and set them aside together. */
  g_assert_true (gt_lesson_model_split_take_back (f.model, 2));
  g_assert_true (gt_lesson_model_split_take_back (f.model, 1));
  g_assert_false (gt_lesson_model_split_take_back (f.model, 1));
  g_assert_cmpuint (s_cards (&f), ==, 5);
  assert_feedback (&f, GT_LESSON_FEEDBACK_NONE, NULL, NULL);
  g_assert_cmpint (play (&f, "S9 D9 C9 SK HK"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  g_assert_true (gt_lesson_model_get_answered (f.model));
  g_assert_cmpuint (gt_lesson_model_get_n_split_plays (f.model), ==, 2);
  g_assert_false (gt_lesson_model_split_take_back (f.model, 0));
  g_assert_cmpuint (splits, ==, 6);

  /* Retry starts the hand afresh. */
  g_assert_true (gt_lesson_model_retry (f.model));
  g_assert_cmpuint (gt_lesson_model_get_n_split_plays (f.model), ==, 0);
  g_assert_cmpuint (s_cards (&f), ==, 10);
  fixture_close (&f);
}

/* A `win` step of the course: the proof is made in the runner as soon as
 * the step is shown; a play made before it is ready waits, and is judged
 * by it. */
static void
test_win_step (void)
{
  Fixture f;

  fixture_open (&f, "02-play", "12-first-strategy.lesson");
  gt_lesson_model_go_to_step (f.model, 3);
  g_assert_true (gt_lesson_step_needs_proof (gt_lesson_model_get_step (f.model)));
  g_assert_cmpint (gt_lesson_model_get_proof (f.model), ==, GT_LESSON_PROOF_RUNNING);
  g_assert_true (gt_lesson_model_get_busy (f.model));

  /* The full house at once: it waits for the proof. */
  g_assert_cmpint (play (&f, "S3 H3 D3 H9 D9"), ==, GT_LESSON_PLAY_WAITING);
  g_assert_true (gt_lesson_model_get_waiting (f.model));
  g_assert_false (gt_lesson_model_can_answer (f.model));
  g_assert_cmpuint (f.answers, ==, 0);
  wait_idle (&f);
  g_assert_cmpint (gt_lesson_model_get_proof (f.model), ==, GT_LESSON_PROOF_DONE);
  g_assert_false (gt_lesson_model_get_waiting (f.model));
  g_assert_cmpuint (f.answers, ==, 1);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  assert_feedback (&f, GT_LESSON_FEEDBACK_WRONG, NULL, "five plays");

  /* The proof stays made: the winning play is judged at once. */
  g_assert_true (gt_lesson_model_retry (f.model));
  g_assert_cmpint (gt_lesson_model_get_proof (f.model), ==, GT_LESSON_PROOF_DONE);
  g_assert_false (gt_lesson_model_get_busy (f.model));
  g_assert_cmpint (play (&f, "S3 S4 S5 D6 C7"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  assert_feedback (&f, GT_LESSON_FEEDBACK_RIGHT, NULL, "three plays");

  /* A step that needs no proof drops it. */
  gt_lesson_model_go_to_step (f.model, 1);
  g_assert_cmpint (gt_lesson_model_get_proof (f.model), ==, GT_LESSON_PROOF_NONE);
  fixture_close (&f);
}

static const char big_lesson[] =
  "[Lesson]\nId=big-win\nGame=guandan\nTitle=Kings & Queens\nSummary=Too big to prove.\n"
  "Chapter=99\nOrder=3\nRules=gd.combo.straight\n\n"
  "[Step 1]\nText=Go out with your partner.\nDo=play\nExpect=win\nGoal=team-first\nlevel=2\n"
  "S=S3 S4 S5 S6 S7 H9 H9 C10 DJ SQ SK HA\n"
  "E=H3 H4 D5 D6 D7 D8 S9 S10 HJ HQ DK DA\n"
  "N=C3 C4 C5 C6 C8 C9 D9 D10 CJ CQ CK CA\n"
  "W=D3 D4 H5 H6 H7 H8 C7 H10 SJ DQ HK SA\n"
  "turn=S\n\n"
  "[Step 2]\nText=The end.\nDo=read\n";

/* A `win` step beyond the solver's budget: the play waits, then the
 * learner is told the step cannot be checked, and may go on. */
static void
test_unprovable_step (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("big-win-XXXXXX.lesson", &path, &error);
  GtLesson *lesson;

  g_assert_no_error (error);
  g_close (fd, NULL);
  g_file_set_contents (path, big_lesson, -1, &error);
  g_assert_no_error (error);
  lesson = gt_lesson_load (path, NULL, NULL);
  g_assert_nonnull (lesson);

  fixture_init (&f);
  gt_lesson_model_set_lesson (f.model, lesson);
  g_assert_cmpint (gt_lesson_model_get_proof (f.model), ==, GT_LESSON_PROOF_RUNNING);
  g_assert_cmpint (play (&f, "S3 S4 S5 S6 S7"), ==, GT_LESSON_PLAY_WAITING);
  wait_idle (&f);
  g_assert_cmpint (gt_lesson_model_get_proof (f.model), ==, GT_LESSON_PROOF_TOO_BIG);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_UNCHECKED);
  assert_feedback (&f, GT_LESSON_FEEDBACK_INFO, NULL, "too large");
  g_assert_false (gt_lesson_model_can_answer (f.model));
  g_assert_false (gt_lesson_model_get_answered (f.model));
  g_assert_true (gt_lesson_model_next (f.model));
  g_assert_cmpuint (gt_lesson_model_get_step_number (f.model), ==, 2);
  fixture_close (&f);
  g_unlink (path);
}

/* A model let go while its proof runs goes away at once: the job holds
 * copies, not the model, and its late answer finds no model. */
static void
test_drop_while_proving (void)
{
  Fixture f;
  gint64 end;

  fixture_open (&f, "02-play", "12-first-strategy.lesson");
  gt_lesson_model_go_to_step (f.model, 3);
  g_assert_cmpint (play (&f, "S3 H3 D3 H9 D9"), ==, GT_LESSON_PLAY_WAITING);
  g_assert_finalize_object (f.model);
  end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (f.answers, ==, 0);
}

/* A wrong play marks the seat whose play beats it: in a climbing round the
 * first seat of the other side, in turn, that can beat it (the partner
 * passed over); in a trick the seat that took it, or the first still to
 * play that could.  A right play, a refusal and the next step mark none. */
static const char beaten_lesson[] =
  "[Lesson]\nId=beaten-by\nGame=guandan\nTitle=Beaten\nSummary=Who beats it.\nChapter=99\nOrder=1\nRules=gd.turn.lead\n\n"
  "[Step 1]\nText=Lead low.\nDo=play\nExpect=exact\nAnswer=S5\nRules=gd.turn.lead\n"
  "S=S5 SK\nE=D3 D4\nN=SA\nW=HA C9\nturn=S\n\n"
  "[Step 2]\nText=Lead low again.\nDo=play\nExpect=exact\nAnswer=S5\nRules=gd.turn.lead\n"
  "S=S5 SK\nE=D3 D4\nN=SA\nW=C8 C9\nturn=S\n";

static const char beaten_trick_lesson[] =
  "[Lesson]\nId=beaten-trick\nGame=dabaifen\nTitle=Beaten\nSummary=Who takes it.\nChapter=99\nOrder=1\n"
  "Rules=dbf.follow.suit\n\n"
  "[Step 1]\nText=Take the trick.\nDo=play\nExpect=exact\nAnswer=SA\nRules=dbf.follow.suit\n"
  "level=5\nlevels=5,5\ndeclarer=SN\ntrump=H\n"
  "S=SA S3\nE=D3\nN=D4\nW=D6\ntrick=S9 / S6 / SK\ntrick-by=E\nturn=S\n\n"
  "[Step 2]\nText=Lead low.\nDo=play\nExpect=exact\nAnswer=S3\nRules=dbf.follow.suit\n"
  "level=5\nlevels=5,5\ndeclarer=SN\ntrump=H\n"
  "S=SQ S3\nE=SK S2\nN=S4 S6\nW=S7 S8\nturn=S\n";

static GtLesson *
load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("beaten-XXXXXX.lesson", &path, &error);
  g_autoptr(GPtrArray) problems = gt_problems_new ();
  g_autofree char *report = NULL;
  GtLesson *lesson;

  g_assert_no_error (error);
  g_close (fd, NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  lesson = gt_lesson_load (path, NULL, problems);
  report = gt_problems_to_string (problems);
  g_assert_cmpstr (report, ==, "");
  g_assert_nonnull (lesson);
  g_remove (path);
  return lesson;
}

static void
test_beaten_by (void)
{
  Fixture f;

  fixture_init (&f);
  gt_lesson_model_set_lesson (f.model, load_text (beaten_lesson));
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_NONE);
  /* E cannot beat the King, N is S's partner: W's Ace does. */
  g_assert_cmpint (play (&f, "SK"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_W);
  /* A refusal (S holds no Ace) takes the mark away. */
  g_assert_cmpint (play (&f, "HA"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_NONE);
  g_assert_cmpint (play (&f, "S5"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_RIGHT);
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_NONE);

  /* Nobody of the other side can beat the King: wrong, but no seat. */
  g_assert_true (gt_lesson_model_next (f.model));
  g_assert_cmpint (play (&f, "SK"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_NONE);
  fixture_close (&f);

  /* A trick: W's King takes S's 3; and E, still to play after S's lead
   * of the Queen, holds the King that takes it. */
  fixture_init (&f);
  gt_lesson_model_set_lesson (f.model, load_text (beaten_trick_lesson));
  g_assert_cmpint (play (&f, "S3"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_W);
  g_assert_true (gt_lesson_model_next (f.model));
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_NONE);
  g_assert_cmpint (play (&f, "SQ"), ==, GT_LESSON_PLAY_ANSWERED);
  g_assert_cmpint (f.last_answer, ==, GT_ANSWER_WRONG);
  g_assert_cmpuint (gt_lesson_model_get_beaten_by (f.model), ==, GT_SEAT_E);
  fixture_close (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-model/empty", test_empty);
  g_test_add_func ("/lesson-model/split", test_split);
  g_test_add_func ("/lesson-model/play-right", test_play_right);
  g_test_add_func ("/lesson-model/wrong-and-illegal", test_wrong_and_illegal);
  g_test_add_func ("/lesson-model/hints", test_hints);
  g_test_add_func ("/lesson-model/hint-marks", test_hint_marks);
  g_test_add_func ("/lesson-model/reveal", test_reveal);
  g_test_add_func ("/lesson-model/judge-and-choose", test_judge_and_choose);
  g_test_add_func ("/lesson-model/retry-and-back", test_retry_and_back);
  g_test_add_func ("/lesson-model/progress", test_progress);
  g_test_add_func ("/lesson-model/review", test_review);
  g_test_add_func ("/lesson-model/tribute", test_tribute);
  g_test_add_func ("/lesson-model/baohuang-tribute", test_baohuang_tribute);
  g_test_add_func ("/lesson-model/dabaifen-steps", test_dabaifen_steps);
  g_test_add_func ("/lesson-model/bid-and-emperor-steps", test_bid_and_emperor_steps);
  g_test_add_func ("/lesson-model/win-step", test_win_step);
  g_test_add_func ("/lesson-model/unprovable-step", test_unprovable_step);
  g_test_add_func ("/lesson-model/drop-while-proving", test_drop_while_proving);
  g_test_add_func ("/lesson-model/beaten-by", test_beaten_by);

  return g_test_run ();
}
