/* test-lessons.c — lesson files: loading, answer checking, broken files
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson written here uses every kind of step and every Expect; each answer
 * checker is asked for a right answer, a wrong one with the author's message,
 * an illegal one (with the engine's rule id) and the other cases the lesson
 * player meets.  The broken files under data/bad/lessons/ each hold one kind
 * of mistake, and the validator must name it with its exact line.
 */
#include "gt-lesson.h"
#include "guandan/gd-kinds.h"

#include <string.h>

/* Guandan's seats: S E N W. */
#define GD_SEATS 4

static GtSolver *solver;

static const char lesson_text[] =
  "# Every kind of step\n"
  "[Lesson]\n"
  "Id=everything\n"
  "Game=guandan\n"
  "Title=Everything\n"
  "Title[ja]=すべて\n"
  "Summary=Every kind of step.\n"
  "Chapter=2\n"
  "ChapterTitle=Tests\n"
  "Order=3\n"
  "Rules=gd.combo.straight;gd.seq.no-wrap\n"
  "Variants=no-jiefeng\n"
  "\n"
  "[Step 1]\n"
  "Text=Cards {S3 H4}, a wild card {H2=S7}, and {{braces}}.\n"
  "Do=read\n"
  "Notes=Read it aloud.\n"
  "\n"
  "[Step 2]\n"
  "Text=Lead anything.\n"
  "Do=play\n"
  "Expect=any\n"
  "level=2\n"
  "S=S3 S4 D9\n"
  "E=SK\n"
  "face-down=E\n"
  "turn=S\n"
  "\n"
  "[Step 3]\n"
  "Text=E led a King. Beat it.\n"
  "Do=play\n"
  "Expect=beat\n"
  "Answer=SA\n"
  "Rules=gd.order.single\n"
  "level=2\n"
  "S=SA S3 H4\n"
  "E=D5 D6\n"
  "table=SK\n"
  "table-by=E\n"
  "turn=S\n"
  "Highlight=SA SK\n"
  "Wrong1=pass\n"
  "WrongText1=You can beat the King: the Ace is higher.\n"
  "\n"
  "[Step 4]\n"
  "Text=Lead a straight.\n"
  "Do=play\n"
  "Expect=straight\n"
  "Answer=S3 H4 D5 C6 S7\n"
  "Rules=gd.combo.straight\n"
  "level=2\n"
  "S=S3 H4 D5 C6 S7 SK HK\n"
  "turn=S\n"
  "Hint1=Five in a row.\n"
  "Success=That is a straight.\n"
  "Wrong1=HK SK\n"
  "WrongText1=A pair of Kings is not a straight.\n"
  "\n"
  "[Step 5]\n"
  "Text=Play exactly 4 to 8.\n"
  "Do=play\n"
  "Expect=exact\n"
  "Answer=H4 D5 C6 S7 D8\n"
  "level=2\n"
  "S=S3 H4 D5 C6 S7 D8\n"
  "turn=S\n"
  "Wrong1=S7 C6 D5 H4 S3\n"
  "WrongText1=That is 3 to 7; the step wants 4 to 8.\n"
  "\n"
  "[Step 6]\n"
  "Text=Go out first.\n"
  "Do=play\n"
  "Expect=win\n"
  "Goal=first-out\n"
  "Answer=SK HK\n"
  "Rules=gd.turn.out\n"
  "level=2\n"
  "S=SK HK\n"
  "E=SA\n"
  "turn=S\n"
  "\n"
  "[Step 7]\n"
  "Text=Your partner's Queen is winning. Let it.\n"
  "Do=play\n"
  "Expect=pass\n"
  "Answer=pass\n"
  "Rules=gd.turn.pass\n"
  "level=2\n"
  "S=SK S3\n"
  "N=S5 D9\n"
  "table=SQ\n"
  "table-by=N\n"
  "turn=S\n"
  "Wrong1=SK\n"
  "WrongText1=Don't beat your partner.\n"
  "\n"
  "[Step 8]\n"
  "Text=Use the wild {H2} to lead a straight.\n"
  "Do=play\n"
  "Expect=straight\n"
  "Rules=gd.wild.any\n"
  "level=2\n"
  "S=H2 S3 H4 D5 C6 SK\n"
  "turn=S\n"
  "\n"
  "[Step 9]\n"
  "Text=Is Q-K-A-2-3 a straight?\n"
  "Do=judge\n"
  "Show=SQ HK DA C2 S3\n"
  "Answer=illegal\n"
  "Rules=gd.seq.no-wrap\n"
  "level=5\n"
  "S=SQ HK DA C2 S3 S9\n"
  "turn=S\n"
  "Wrong1=legal\n"
  "WrongText1=The Ace cannot be high and low at once.\n"
  "\n"
  "[Step 10]\n"
  "Text=Which is a straight?\n"
  "Do=choose\n"
  "Option1={S3 H4 D5 C6}\n"
  "Option2={S3 H4 D5 C6 S7}\n"
  "Option3={SQ HK DA C2 S3}\n"
  "Answer=2\n"
  "Rules=gd.combo.straight\n"
  "Wrong1=3\n"
  "WrongText1=That wraps round the corner.\n"
  "Success=Five in a row.\n"
  "\n"
  "[Step 11]\n"
  "Text=Give a card back to W.\n"
  "Do=return\n"
  "Answer=S3\n"
  "Rules=gd.tribute.return\n"
  "levels=2,2\n"
  "level=2\n"
  "phase=return\n"
  "S=S3 S4 RJ\n"
  "E=S5\n"
  "N=S6\n"
  "W=S7\n"
  "previous=S E N W\n"
  "tribute=W:S:RJ\n"
  "Wrong1=RJ\n"
  "WrongText1=You cannot give back the big joker W just paid you.\n";

/* A tribute needs four full hands: S holds both copies of ♠3 … ♠A and
 * ♦3 ♦4 ♦5 (no joker, no level card, so the Aces are its highest), the
 * others share the rest of the deck. */
static char *
tribute_step (void)
{
  GString *hands[GD_SEATS];
  GString *s = g_string_new (NULL);
  guint next = 1;

  for (guint i = 0; i < GD_SEATS; i++)
    hands[i] = g_string_new (NULL);
  for (guint copy = 0; copy < 2; copy++)
    for (GtCard c = 0; c < GT_CARD_STANDARD_KINDS; c++)
      {
        gboolean to_s = (gt_card_suit (c) == GT_SUIT_SPADES && gt_card_rank (c) >= 3) ||
                        (copy == 0 && gt_card_suit (c) == GT_SUIT_DIAMONDS && gt_card_rank (c) >= 3 &&
                         gt_card_rank (c) <= 5);
        guint seat = to_s ? GT_SEAT_S : next;
        if (!to_s)
          next = next == 3 ? 1 : next + 1;
        g_string_append_printf (hands[seat], "%s%s", hands[seat]->len ? " " : "", gt_card_to_string (c));
      }
  g_string_append (s, "\n[Step 12]\nText=Pay your tribute to E.\nDo=tribute\nAnswer=SA\n"
                      "Rules=gd.tribute.highest\nlevels=2,2\nlevel=2\nphase=tribute\nprevious=E N W S\n");
  for (guint i = 0; i < GD_SEATS; i++)
    {
      g_string_append_printf (s, "%s=%s\n", gt_ruleset_seat_id (gt_ruleset_guandan (), i), hands[i]->str);
      g_string_free (hands[i], TRUE);
    }
  return g_string_free (s, FALSE);
}

static GtLesson *
load_text (const char *text,
           GPtrArray  *problems)
{
  g_autoptr (GtSource) src = gt_source_new_from_data ("test.lesson", text, strlen (text), problems);
  return gt_lesson_load_source (src, solver, problems);
}

/* The lesson of this file, which must load without a single problem. */
static GtLesson *
load_everything (void)
{
  g_autofree char *tribute = tribute_step ();
  g_autofree char *text = g_strconcat (lesson_text, tribute, NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  GtLesson *lesson = load_text (text, problems);
  g_autofree char *report = gt_problems_to_string (problems);

  g_assert_cmpstr (report, ==, "");
  g_assert_nonnull (lesson);
  g_assert_cmpuint (lesson->n_steps, ==, 12);
  return lesson;
}

static void
play (const GtLesson *lesson,
      guint           number,
      const char     *cards,
      GtAnswer       *answer)
{
  GtCardList list;

  gt_card_list_init (&list);
  if (!g_str_equal (cards, "pass"))
    g_assert_true (gt_card_list_parse (cards, NULL, &list, NULL));
  gt_lesson_step_answer_play (lesson, &lesson->steps[number - 1], &list, solver, answer);
  g_test_message ("step %u, %s: %d %s [%s]", number, cards, answer->kind, answer->message,
                  answer->rule ? answer->rule : "-");
}

static void
test_load (void)
{
  g_autoptr (GtLesson) lesson = load_everything ();
  const GtLessonStep *st;

  g_assert_cmpstr (lesson->id, ==, "everything");
  g_assert_cmpuint (lesson->id_line, ==, 3);
  g_assert_cmpstr (lesson->title, ==, "Everything");
  g_assert_cmpstr (lesson->chapter_title, ==, "Tests");
  g_assert_cmpuint (lesson->chapter, ==, 2);
  g_assert_cmpuint (lesson->order, ==, 3);
  g_assert_cmpuint (g_strv_length (lesson->rules), ==, 2);
  g_assert_cmpuint (lesson->variants, ==, GD_VARIANT_NO_JIEFENG);

  for (guint i = 0; i < lesson->n_steps; i++)
    {
      g_assert_cmpuint (lesson->steps[i].number, ==, i + 1);
      g_assert_false (lesson->steps[i].broken);
      g_assert_nonnull (lesson->steps[i].rules);
    }

  st = &lesson->steps[0];
  g_assert_cmpint (st->kind, ==, GT_STEP_READ);
  g_assert_cmpuint (st->line, ==, 14);
  g_assert_false (st->has_position);
  g_assert_cmpstr (st->notes, ==, "Read it aloud.");

  st = &lesson->steps[1];
  g_assert_cmpint (st->expect, ==, GT_EXPECT_ANY);
  g_assert_true (st->has_position);
  g_assert_cmpuint (st->face_down, ==, 1u << GT_SEAT_E);
  g_assert_cmpuint (st->position.variants, ==, GD_VARIANT_NO_JIEFENG);

  st = &lesson->steps[2];
  g_assert_cmpint (st->expect, ==, GT_EXPECT_BEAT);
  g_assert_cmpuint (st->highlight.n, ==, 2);
  g_assert_cmpuint (st->n_wrong, ==, 1);
  g_assert_true (st->wrong[0].is_pass);
  g_assert_cmpuint (st->wrong[0].number, ==, 1);

  st = &lesson->steps[3];
  g_assert_cmpint (st->expect, ==, GT_EXPECT_TYPE);
  g_assert_cmpuint (st->expect_type, ==, GD_COMBO_STRAIGHT);
  g_assert_cmpstr (st->hints[0], ==, "Five in a row.");
  g_assert_null (st->hints[1]);
  g_assert_cmpstr (st->success, ==, "That is a straight.");

  g_assert_cmpint (lesson->steps[4].expect, ==, GT_EXPECT_EXACT);
  g_assert_cmpint (lesson->steps[5].expect, ==, GT_EXPECT_WIN);
  g_assert_cmpuint (lesson->steps[5].goal.kind, ==, GT_GOAL_FIRST_OUT);
  g_assert_cmpint (lesson->steps[6].expect, ==, GT_EXPECT_PASS);
  g_assert_true (lesson->steps[6].has_answer);
  g_assert_cmpuint (lesson->steps[6].answer.n, ==, 0);

  st = &lesson->steps[8];
  g_assert_cmpint (st->kind, ==, GT_STEP_JUDGE);
  g_assert_cmpuint (st->show.n, ==, 5);
  g_assert_false (st->answer_legal);
  g_assert_cmpint (st->wrong[0].option, ==, 1);

  st = &lesson->steps[9];
  g_assert_cmpint (st->kind, ==, GT_STEP_CHOOSE);
  g_assert_cmpuint (st->n_options, ==, 3);
  g_assert_cmpstr (st->options[1], ==, "{S3 H4 D5 C6 S7}");
  g_assert_cmpuint (st->answer_option, ==, 2);

  g_assert_cmpint (lesson->steps[10].kind, ==, GT_STEP_ACT);
  g_assert_cmpstr (lesson->steps[10].act->id, ==, "return");
  g_assert_cmpint (lesson->steps[11].kind, ==, GT_STEP_ACT);
  g_assert_cmpstr (lesson->steps[11].act->id, ==, "tribute");
  g_assert_cmpuint (lesson->steps[11].position.phase, ==, GT_PHASE_TRIBUTE);
}

static void
test_translated (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = NULL;

  g_setenv ("LANGUAGE", "ja", TRUE);
  lesson = load_text (lesson_text, problems);
  if (saved)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  g_assert_nonnull (lesson);
  g_assert_cmpstr (lesson->title, ==, "すべて");
  /* No Japanese summary: the English one stands. */
  g_assert_cmpstr (lesson->summary, ==, "Every kind of step.");
}

static void
test_answer_play (void)
{
  g_autoptr (GtLesson) lesson = load_everything ();
  GtAnswer a;
  GtGame after;

  /* any: every legal play; a leader cannot pass. */
  play (lesson, 2, "S3", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  gt_answer_clear (&a);
  play (lesson, 2, "pass", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.turn.lead");
  gt_answer_clear (&a);

  /* beat: right, the author's word for a pass, a play too low. */
  play (lesson, 3, "SA", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_true (a.has_move);
  g_assert_true (gt_lesson_step_after (lesson, &lesson->steps[2], &a, &after));
  g_assert_cmpuint (after.table_by, ==, GT_SEAT_S);
  g_assert_cmpuint (after.table_card[0], ==, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES));
  g_assert_cmpuint (after.turn, ==, GT_SEAT_E);
  g_assert_cmpuint (after.count[GT_SEAT_S], ==, 2);
  gt_answer_clear (&a);
  play (lesson, 3, "pass", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpstr (a.message, ==, "You can beat the King: the Ace is higher.");
  g_assert_true (gt_lesson_step_after (lesson, &lesson->steps[2], &a, &after));
  g_assert_cmpuint (after.table_by, ==, GT_SEAT_E);
  gt_answer_clear (&a);
  play (lesson, 3, "S3", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.order.single");
  g_assert_false (a.has_move);
  g_assert_nonnull (strstr (a.message, "King"));
  gt_answer_clear (&a);

  /* A type: the success text, the author's message for a pair (in any
   * order), the general message for a single, the engine for a non-combination
   * and for a card S does not hold. */
  play (lesson, 4, "C6 S3 S7 D5 H4", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_cmpstr (a.message, ==, "That is a straight.");
  gt_answer_clear (&a);
  play (lesson, 4, "SK HK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpstr (a.message, ==, "A pair of Kings is not a straight.");
  gt_answer_clear (&a);
  play (lesson, 4, "SK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_true (g_str_has_suffix (a.message, "The step asks for a straight."));
  gt_answer_clear (&a);
  play (lesson, 4, "S3 H4 D5 C6", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.combo.straight");
  gt_answer_clear (&a);
  /* Six cards with a straight among them: the engine suggests the straight,
   * and the card it leaves out is the one at fault. */
  play (lesson, 4, "S3 H4 D5 C6 S7 SK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.combo.invalid");
  g_assert_nonnull (strstr (a.message, "six cards make a tube"));
  g_assert_cmpuint (a.fault.n, ==, 1);
  g_assert_cmpuint (a.fault.card[0], ==, GT_CARD_MAKE (GT_RANK_K, GT_SUIT_SPADES));
  gt_answer_clear (&a);
  play (lesson, 4, "SA", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.turn.own-cards");
  g_assert_cmpuint (a.fault.n, ==, 1);
  g_assert_cmpuint (a.fault.card[0], ==, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES));
  gt_answer_clear (&a);

  /* exact: the same cards in any order; another straight is the author's
   * case; anything else the general message. */
  play (lesson, 5, "D8 S7 C6 D5 H4", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  gt_answer_clear (&a);
  play (lesson, 5, "S3 H4 D5 C6 S7", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpstr (a.message, ==, "That is 3 to 7; the step wants 4 to 8.");
  gt_answer_clear (&a);
  play (lesson, 5, "S3", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_nonnull (strstr (a.message, "particular play"));
  gt_answer_clear (&a);

  /* pass: right; the author's word for a play; a play that cannot beat. */
  play (lesson, 7, "pass", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_true (a.has_move);
  g_assert_cmpuint (a.move.n, ==, 0);
  gt_answer_clear (&a);
  play (lesson, 7, "SK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpstr (a.message, ==, "Don't beat your partner.");
  gt_answer_clear (&a);
  play (lesson, 7, "S3", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  gt_answer_clear (&a);
}

static void
test_answer_win (void)
{
  g_autoptr (GtLesson) lesson = load_everything ();
  GtAnswer a;

  play (lesson, 6, "HK SK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  gt_answer_clear (&a);
  /* A single King lets E's Ace take the lead and go out. */
  play (lesson, 6, "SK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_nonnull (strstr (a.message, "does not reach the goal"));
  gt_answer_clear (&a);
  /* Without a solver the checker makes its own. */
  gt_lesson_step_answer_play (lesson, &lesson->steps[5], NULL, NULL, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.turn.lead");
  gt_answer_clear (&a);
}

static void
test_answer_wild (void)
{
  g_autoptr (GtLesson) lesson = load_everything ();
  GtAnswer a;

  /* Declared: 3 to 7 with the ♥2 as the 7. */
  play (lesson, 8, "H2=S7 S3 H4 D5 C6", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_cmpuint (a.move.combo.type, ==, GD_COMBO_STRAIGHT);
  g_assert_cmpuint (a.move.combo.rank, ==, 7);
  g_assert_cmpuint (a.move.as[0], ==, GT_CARD_MAKE (7, GT_SUIT_SPADES));
  gt_answer_clear (&a);
  /* Undeclared: several straights; the strongest is taken. */
  play (lesson, 8, "H2 S3 H4 D5 C6", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_cmpuint (a.move.combo.type, ==, GD_COMBO_STRAIGHT);
  g_assert_cmpuint (a.move.combo.rank, ==, 7);
  gt_answer_clear (&a);
  /* The wild card as a King makes a pair: legal, not a straight. */
  play (lesson, 8, "H2 SK", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpuint (a.move.combo.type, ==, GD_COMBO_PAIR);
  gt_answer_clear (&a);
  /* Only the hearts of the level rank are wild. */
  play (lesson, 8, "S3=S7 H4 D5 C6 H2", &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.wild.which");
  gt_answer_clear (&a);
}

static void
test_answer_judge_choose (void)
{
  g_autoptr (GtLesson) lesson = load_everything ();
  const GtLessonStep *judge = &lesson->steps[8];
  const GtLessonStep *choose = &lesson->steps[9];
  GtAnswer a;

  gt_lesson_step_answer_judge (lesson, judge, FALSE, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_cmpstr (a.rule, ==, "gd.seq.no-wrap");
  /* No Success text: the engine's reason alone, no "Right." before it
   * (the verdict's mark says so, issue 31). */
  g_assert_false (g_str_has_prefix (a.message, "Right"));
  g_assert_cmpuint (strlen (a.message), >, 0);
  gt_answer_clear (&a);
  gt_lesson_step_answer_judge (lesson, judge, TRUE, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpstr (a.rule, ==, "gd.seq.no-wrap");
  /* The author's word, then the engine's reason. */
  g_assert_true (g_str_has_prefix (a.message, "The Ace cannot be high and low at once. "));
  gt_answer_clear (&a);

  gt_lesson_step_answer_choose (lesson, choose, 2, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  g_assert_cmpstr (a.message, ==, "Five in a row.");
  gt_answer_clear (&a);
  gt_lesson_step_answer_choose (lesson, choose, 3, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_cmpstr (a.message, ==, "That wraps round the corner.");
  gt_answer_clear (&a);
  gt_lesson_step_answer_choose (lesson, choose, 1, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_true (g_str_has_prefix (a.message, "Not that one."));
  gt_answer_clear (&a);

  /* A checker of another kind refuses, it does not guess. */
  gt_lesson_step_answer_choose (lesson, judge, 1, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  gt_answer_clear (&a);
}

static void
test_answer_cards (void)
{
  g_autoptr (GtLesson) lesson = load_everything ();
  const GtLessonStep *ret = &lesson->steps[10];
  const GtLessonStep *tribute = &lesson->steps[11];
  GtAnswer a;

  gt_lesson_step_answer_card (lesson, ret, GT_CARD_MAKE (3, GT_SUIT_SPADES), &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  gt_answer_clear (&a);
  gt_lesson_step_answer_card (lesson, ret, GT_CARD_RJ, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.tribute.return-not-same");
  g_assert_cmpstr (a.message, ==, "You cannot give back the big joker W just paid you.");
  g_assert_cmpuint (a.fault.n, ==, 1);
  g_assert_cmpuint (a.fault.card[0], ==, GT_CARD_RJ);
  gt_answer_clear (&a);

  gt_lesson_step_answer_card (lesson, tribute, GT_CARD_MAKE (GT_RANK_A, GT_SUIT_SPADES), &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
  gt_answer_clear (&a);
  gt_lesson_step_answer_card (lesson, tribute, GT_CARD_MAKE (3, GT_SUIT_SPADES), &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_cmpstr (a.rule, ==, "gd.tribute.highest");
  g_test_message ("%s", a.message);
  gt_answer_clear (&a);
}

/* Every Expect type, each with a hand that holds one such play. */
static void
test_every_type (void)
{
  static const struct {
    const char *expect;
    const char *answer;
    guint type;
  } cases[] = {
    { "single", "S3", GD_COMBO_SINGLE },
    { "pair", "S3 D3", GD_COMBO_PAIR },
    { "triple", "S3 D3 C3", GD_COMBO_TRIPLE },
    { "full-house", "S3 D3 C3 S9 D9", GD_COMBO_FULL_HOUSE },
    { "straight", "S3 H4 D5 C6 S7", GD_COMBO_STRAIGHT },
    { "tube", "S3 D3 S4 D4 S5 D5", GD_COMBO_TUBE },
    { "plate", "S3 D3 C3 S4 D4 C4", GD_COMBO_PLATE },
    { "bomb", "S3 D3 C3 H3", GD_COMBO_BOMB },
    { "straight-flush", "S3 S4 S5 S6 S7", GD_COMBO_STRAIGHT_FLUSH },
    { "joker-bomb", "BJ BJ RJ RJ", GD_COMBO_JOKER_BOMB },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\nRules=gd.combo.single\n"
        "[Step 1]\nText=Play it.\nDo=play\nExpect=%s\nAnswer=%s\nlevel=2\nS=%s SK\nturn=S\n",
        cases[i].expect, cases[i].answer, cases[i].answer);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = load_text (text, problems);
      g_autofree char *report = gt_problems_to_string (problems);
      GtAnswer a;

      g_test_message ("Expect=%s", cases[i].expect);
      g_assert_cmpstr (report, ==, "");
      g_assert_cmpint (lesson->steps[0].expect, ==, GT_EXPECT_TYPE);
      g_assert_cmpuint (lesson->steps[0].expect_type, ==, cases[i].type);
      gt_lesson_step_answer_play (lesson, &lesson->steps[0], &lesson->steps[0].answer, solver, &a);
      g_assert_cmpint (a.kind, ==, GT_ANSWER_RIGHT);
      g_assert_cmpuint (a.move.combo.type, ==, cases[i].type);
      gt_answer_clear (&a);
      /* The King alone is legal, and never the type asked (but a single). */
      if (cases[i].type != GD_COMBO_SINGLE)
        {
          GtCardList king;
          gt_card_list_parse ("SK", NULL, &king, NULL);
          gt_lesson_step_answer_play (lesson, &lesson->steps[0], &king, solver, &a);
          g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
          gt_answer_clear (&a);
        }
    }
}

static void
test_text_runs (void)
{
  static const struct {
    const char *text;
    const char *error;
  } bad[] = {
    { "a {X9} b", "unknown card 'X9' (item 1) in {X9}" },
    { "a {S3 H4", "'{' without '}'" },
    { "a {S3 {H4}", "'{' without '}'" },
    { "a } b", "'}' without '{'" },
    { "a {} b", "empty {}" },
    { "a {H2=X7}", "bad declaration 'H2=X7'" },
  };
  GError *error = NULL;
  GPtrArray *runs = gt_text_runs_parse ("Play {S3 H4}, or {H2=S7}; {{not cards}}.", &error);
  GtTextRun *r;

  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 5);
  r = runs->pdata[0];
  g_assert_false (r->is_cards);
  g_assert_cmpstr (r->text, ==, "Play ");
  r = runs->pdata[1];
  g_assert_true (r->is_cards);
  g_assert_null (r->text);
  g_assert_cmpuint (r->cards.n, ==, 2);
  g_assert_cmpuint (r->cards.card[1], ==, GT_CARD_MAKE (4, GT_SUIT_HEARTS));
  r = runs->pdata[2];
  g_assert_cmpstr (r->text, ==, ", or ");
  r = runs->pdata[3];
  g_assert_cmpuint (r->cards.n, ==, 1);
  g_assert_cmpuint (r->cards.card[0], ==, GT_CARD_MAKE (2, GT_SUIT_HEARTS));
  g_assert_cmpuint (r->cards.as[0], ==, GT_CARD_MAKE (7, GT_SUIT_SPADES));
  r = runs->pdata[4];
  g_assert_cmpstr (r->text, ==, "; {not cards}.");
  gt_text_runs_free (runs);

  runs = gt_text_runs_parse ("", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 0);
  gt_text_runs_free (runs);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      runs = gt_text_runs_parse (bad[i].text, &error);
      g_assert_null (runs);
      g_assert_nonnull (error);
      g_test_message ("%s: %s", bad[i].text, error->message);
      g_assert_nonnull (strstr (error->message, bad[i].error));
      g_clear_error (&error);
    }
}

/* A step's variants= changes the deck its hands and answers are read
 * against: Bao Huang's low cards, Gan Deng Yan's two decks (the step's
 * cards were refused as "not in this game's deck" / "the deck holds 1"). */
static void
test_step_variant_deck (void)
{
  static const char low[] =
    "[Lesson]\nId=low\nGame=baohuang\nTitle=Low\nSummary=Low cards.\nChapter=1\nOrder=1\nRules=bh.order\n"
    "[Step 1]\nText=Lead the 5.\nDo=play\nExpect=exact\nAnswer=H5\nvariants=with-low-cards\n"
    "1=H5 S9\n2=S10 S10\n3=SJ\n4=SQ\n5=SK\nturn=1\n";
  static const char two[] =
    "[Lesson]\nId=two\nGame=gandengyan\nTitle=Two\nSummary=Two decks.\nChapter=1\nOrder=1\nRules=gdy.deck\n"
    "[Step 1]\nText=Lead your bomb.\nDo=play\nExpect=exact\nAnswer=S5 BJ BJ RJ\nvariants=two-decks\n"
    "1=BJ BJ RJ S5\n2=RJ S6 S7\n3=S9 S9\nturn=1\n";
  const char *const texts[] = { low, two };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = load_text (texts[i], problems);
      g_autofree char *report = gt_problems_to_string (problems);

      g_assert_cmpstr (report, ==, "");
      g_assert_nonnull (lesson);
      g_assert_false (lesson->steps[0].broken);
    }
}

/* Texts shown as plain words (verdicts, hints): card groups in words. */
static void
test_text_runs_words (void)
{
  g_autofree char *words = gt_text_runs_to_words ("Right: {SK HK} beat {SQ}, then {RJ} and {H2=S7}; {{not cards}}.");
  g_autofree char *broken = gt_text_runs_to_words ("Play {X9}");
  g_autofree char *plain = gt_text_runs_to_words ("No cards here.");

  g_assert_cmpstr (words, ==, "Right: ♠K ♥K beat ♠Q, then big joker and ♥2 as ♠7; {not cards}.");
  /* A text the validator refuses is shown as written, never lost. */
  g_assert_cmpstr (broken, ==, "Play {X9}");
  g_assert_cmpstr (plain, ==, "No cards here.");
  g_assert_null (gt_text_runs_to_words (NULL));
}

/* Each broken file: its problems, exactly, in order.  "LINE: message",
 * or ": message" for the whole file; a message ending in "…" is a prefix
 * (the solver's node count follows). */
static void
test_bad_files (void)
{
  static const struct {
    const char *file;
    gboolean loads;          /* a lesson comes back (with a broken step) */
    const char *expected[3];
  } cases[] = {
    { "typo-key.lesson", TRUE,
      { "15: unknown key 'Hnt1' in [Step 1]; did you mean 'Hint1'?" } },
    { "bad-card.lesson", TRUE,
      { "16: key 'S': unknown card 'X5' (item 3)" } },
    { "too-many-cards.lesson", TRUE,
      { "18: key 'N': more copies of SA in the hands and on the table than the deck holds (2)" } },
    { "forbidden-position.lesson", TRUE,
      { "19: key 'finished': seat E still holds cards" } },
    { "illegal-answer.lesson", TRUE,
      { "15: Answer S3 H4 D5 C6 is not a legal play here: Your ♠3 ♥4 ♦5 ♣6 make no combination. "
        "4 cards in a row are not a combination: a straight needs "
        "exactly 5. Add the ♠7 you hold to make a straight, 3 to 7. (gd.combo.straight)" } },
    { "answer-not-expected.lesson", TRUE,
      { "15: Answer SK HK does not meet Expect=straight: it is a play of type 'pair'" } },
    { "judge-disagrees.lesson", TRUE,
      { "15: Answer=illegal, but the engine finds the play legal: Legal: that is a straight, 3 to 7. (gd.combo.straight)" } },
    { "choose-out-of-range.lesson", TRUE,
      { "17: Answer '4' is not one of the options (1 to 3)" } },
    { "unproved-win.lesson", TRUE,
      { "15: Expect=win, but the goal 'first-out' cannot be forced from this position (the solver searched …" } },
    { "refuted-answer.lesson", TRUE,
      { "16: Answer SK does not win: the solver refutes it" } },
    { "unknown-rule.lesson", TRUE,
      { "14: unknown rule id 'gd.combo.straigth'; did you mean 'gd.combo.straight'?" } },
    { "step-gap.lesson", TRUE,
      { "15: [Step 3] is out of order: expected [Step 2]" } },
    { "step-order.lesson", TRUE,
      { "11: [Step 2] is out of order: expected [Step 1]",
        "15: [Step 1] is out of order: it stands after [Step 2]" } },
    { "bad-inline-card.lesson", TRUE,
      { "12: Text: unknown card 'ZZ' (item 5) in {S3 H4 D5 C6 ZZ}" } },
    { "not-s-turn.lesson", TRUE,
      { "18: a 'play' step needs S to play: the position must be in the play phase with turn=S" } },
    { "beat-no-table.lesson", TRUE,
      { "14: Expect=beat, but there is no play on the table: give table= and table-by=" } },
    { "no-such-play.lesson", TRUE,
      { "14: Expect=tube, but S has no legal tube to play here" } },
    { "refused-return.lesson", TRUE,
      { "14: Answer RJ is refused by the engine: You cannot give back the card you just received, the big joker: "
        "return any other card. (gd.tribute.return-not-same)" } },
    { "skipped-turn.lesson", TRUE,
      { "23: key 'turn': E made the play on the table and it is S's turn, so N W passed in between: "
        "say so with passed=N W" } },
    { "too-long.lesson", FALSE,
      { ": file has too many lines (at most 8192)" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad", "lessons", cases[i].file, NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = gt_lesson_load (path, solver, problems);
      g_autofree char *text = gt_problems_to_string (problems);
      guint n = 0;

      g_test_message ("%s", text);
      while (n < G_N_ELEMENTS (cases[i].expected) && cases[i].expected[n])
        n++;
      g_assert_cmpuint (problems->len, ==, n);
      for (guint k = 0; k < n; k++)
        {
          const char *want = cases[i].expected[k];
          g_autofree char *got = gt_problem_to_string (problems->pdata[k]);
          g_autofree char *full = g_strconcat (path, *want == ':' ? "" : ":", want, NULL);

          if (g_str_has_suffix (full, "…"))
            {
              full[strlen (full) - strlen ("…")] = '\0';
              g_assert_true (g_str_has_prefix (got, full));
            }
          else
            g_assert_cmpstr (got, ==, full);
        }
      if (cases[i].loads)
        {
          /* The lesson is still there to show, its broken step marked. */
          gboolean any_broken = FALSE;
          g_assert_nonnull (lesson);
          for (guint k = 0; k < lesson->n_steps; k++)
            any_broken = any_broken || lesson->steps[k].broken;
          g_assert_true (any_broken || strstr (cases[i].file, "step-") != NULL);
        }
      else
        g_assert_null (lesson);
    }
}

/* A broken step refuses to judge, and problems may be NULL. */
static void
test_broken_step (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad", "lessons", "illegal-answer.lesson", NULL);
  g_autoptr (GtLesson) lesson = gt_lesson_load (path, NULL, NULL);
  GtAnswer a;

  g_assert_nonnull (lesson);
  g_assert_true (lesson->steps[0].broken);
  gt_lesson_step_answer_play (lesson, &lesson->steps[0], &lesson->steps[0].answer, NULL, &a);
  g_assert_cmpint (a.kind, ==, GT_ANSWER_WRONG);
  g_assert_nonnull (strstr (a.message, "cannot be checked"));
  gt_answer_clear (&a);
}

/* Keys for another kind of step, missing keys, and the limits. */
static void
test_more_problems (void)
{
  static const struct {
    const char *step;
    const char *expected;
  } cases[] = {
    { "Text=x\nDo=read\nShow=S3\n", "test.lesson:12: key 'Show' is only for 'judge' steps; this step is 'read'" },
    { "Text=x\nDo=dance\n", "test.lesson:11: unknown Do 'dance'" },
    { "Do=read\n", "test.lesson:9: [Step 1] needs a Text= key" },
    { "Text=x\nDo=play\nExpect=pair\n", "test.lesson:9: a 'play' step needs a position" },
    { "Text=x\nDo=play\nExpect=pass\nlevel=2\nS=S3\nturn=S\n", "test.lesson:12: Expect=pass, but S leads and must play" },
    { "Text=x\nDo=play\nExpect=exact\nlevel=2\nS=S3\nturn=S\n", "test.lesson:9: [Step 1] needs an Answer= key for Expect=exact" },
    { "Text=x\nDo=play\nExpect=win\nlevel=2\nS=S3\nturn=S\n", "test.lesson:9: [Step 1] needs a Goal= key for Expect=win" },
    { "Text=x\nDo=choose\nOption1=a\nOption3=c\nAnswer=1\n", "test.lesson:13: Option3 comes after a missing Option2" },
    { "Text=x\nDo=choose\nOption1=a\nAnswer=1\n", "test.lesson:9: a 'choose' step needs 2 to 8 options" },
    { "Text=x\nDo=play\nExpect=any\nlevel=2\nS=S3\nturn=S\nWrong1=S3\n", "test.lesson:16: Wrong1 needs WrongText1 beside it" },
    { "Text=x\nDo=play\nExpect=any\nlevel=2\nS=S3 S4\nturn=S\nWrong1=S3\nWrongText1=no\n",
      "test.lesson:16: Wrong1 S3 is a right answer for Expect=any" },
    { "Text=x\nDo=play\nExpect=pair\nlevel=2\nS=S3 D3 S4\nturn=S\nWrong1=S3 S4\nWrongText1=no\n",
      "test.lesson:16: Wrong1 S3 S4 is not a legal play here" },
    { "Text=x\nDo=judge\nShow=S5 S5\nAnswer=legal\nlevel=2\nS=S5 S6\nturn=S\n",
      "test.lesson:12: Show: S, whose turn it is, does not hold S5" },
    { "Text=x\nDo=read\nlevel=2\nS=S3\nturn=S\nHighlight=SA\n", "test.lesson:15: Highlight: SA is not in S's hand or on the table" },
    { "Text=x\nDo=read\nlevel=2\nS=S3\nE=S4\nturn=S\nface-down=S\n", "test.lesson:16: key 'face-down': S, the learner, is always face up" },
    { "Text=x\nDo=tribute\nlevel=2\nS=S3\nturn=S\n", "test.lesson:9: a 'tribute' step needs a position in phase tribute, not play" },
    { "Text=x\nDo=play\nExpect=any\nGoal=first-out\nlevel=2\nS=S3\nturn=S\n", "test.lesson:13: Goal is only for Expect=win" },
    { "Text=x\nDo=read\nLink=compare guandan chess\n", "test.lesson:12: Link: 'chess' is not a game (guandan, " },
    { "Text=x\nDo=read\nLink=compare guandan\n", "test.lesson:12: Link: 'compare' names two games or more" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat ("[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\n"
                                           "Rules=gd.combo.single\n[Step 1]\n", cases[i].step, NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = load_text (text, problems);
      g_autofree char *report = gt_problems_to_string (problems);

      g_test_message ("%s", report);
      g_assert_nonnull (strstr (report, cases[i].expected));
    }
}

/* The games' own step kinds (Do=bid, declare, bury): Do= names the
 * lesson's game's, the Answer and WrongN are the kind's, the position is
 * in the action's phase, and the engine checks them — each problem at its
 * FILE:LINE. */
static void
test_act_problems (void)
{
  static const struct {
    const char *file;
    const char *from;     /* replaced in the file's text … */
    const char *to;       /* … by this */
    const char *expected;
  } cases[] = {
    { "steps-doudizhu.lesson", "Do=bid", "Do=bury",
      "test.lesson:14: unknown Do 'bury': write read, play, judge, choose or split, or one of doudizhu's own: bid" },
    { "steps-dabaifen.lesson", "Do=declare", "Do=bid",
      "test.lesson:14: unknown Do 'bid': write read, play, judge, choose or split, or one of dabaifen's own: declare, bury" },
    { "steps-doudizhu.lesson", "Answer=2", "Answer=maybe",
      "test.lesson:15: Answer: 'maybe' is not an answer of a 'bid' step (pass, 1, 2, 3)" },
    { "steps-doudizhu.lesson", "Answer=2", "Answer=1",
      "test.lesson:15: Answer 1 is refused by the engine: " },
    { "steps-doudizhu.lesson", "Answer=2", "Answer=2 SA",
      "test.lesson:15: Answer: '2' goes with no card" },
    { "steps-doudizhu.lesson", "Wrong1=3", "Wrong1=2",
      "test.lesson:16: Wrong1 is the right answer" },
    { "steps-doudizhu.lesson", "Answer=2", "Expect=beat",
      "test.lesson:15: Expect for a 'bid' step is 'any' or 'exact', not 'beat'" },
    { "steps-doudizhu.lesson", "Answer=2", "Goal=first-out",
      "test.lesson:15: key 'Goal' is only for 'play' steps; this step is 'bid'" },
    { "steps-doudizhu.lesson", "phase=declare", "phase=play",
      "test.lesson:23: key 'bid': say who the landlord is first" },
    { "steps-dabaifen.lesson", "Answer=S3 S4 S6 S7 H3 H4", "Answer=S3 S4 S6 S7 H3",
      "Answer: a 'bury' step takes 6 cards, not 5" },
    { "steps-dabaifen.lesson", "Answer=S3 S4 S6 S7 H3 H4", "Answer=S3 S4 S6 S7 H3 C2",
      "Answer S3 S4 S6 S7 H3 C2 is refused by the engine: You don’t hold the" },
    { "steps-dabaifen.lesson", "phase=discard", "phase=play",
      "a 'bury' step needs a position in phase discard, not play" },
    { "steps-dabaifen.lesson", "Do=bury\nExpect=any", "Do=bury\nExpect=any\nWrong1=S3 S4 S6 S7 H3 H6\nWrongText1=no",
      "Wrong1 S3 S4 S6 S7 H3 H6 is an action the engine accepts, so it is a right answer (Expect=any)" },
    { "steps-baohuang.lesson", "Answer=take", "Answer=solo",
      "test.lesson:15: Answer solo is refused by the engine: " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", cases[i].file, NULL);
      g_autofree char *text = NULL;
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = NULL;
      g_autofree char *report = NULL;
      g_autofree char *from = g_strcompress (cases[i].from);
      g_autofree char *to = g_strcompress (cases[i].to);
      GString *edited;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      edited = g_string_new (text);
      g_assert_cmpuint (g_string_replace (edited, from, to, 1), ==, 1);
      lesson = load_text (edited->str, problems);
      g_string_free (edited, TRUE);
      report = gt_problems_to_string (problems);
      g_test_message ("%s", report);
      if (strstr (report, cases[i].expected) == NULL)
        g_error ("case %u: \"%s\" not in:\n%s", i, cases[i].expected, report);
      g_assert_true (lesson->steps[0].broken || lesson->n_steps > 1);
    }
}

/* A read step's Link=compare names games of the registry. */
static void
test_compare_link (void)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson =
    load_text ("[Lesson]\nId=t\nGame=gandengyan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\n"
               "Rules=gdy.players\n[Step 1]\nText=x\nDo=read\nLink=compare guandan gandengyan\n"
               "[Step 2]\nText=y\nDo=read\n", problems);

  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (lesson);
  g_assert_cmpstr (lesson->steps[0].link, ==, "compare guandan gandengyan");
  g_assert_null (lesson->steps[1].link);
}

/* The check that S has a play of the type asked for reads the first plays
 * on the stack and the rest only when it must: a hand of many plays is
 * answered the same either way. */
static void
test_legal_play_search (void)
{
  static const char hand[] = "S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK D3 D4 D5 D6";
  static const char jokers[] = "S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK BJ BJ RJ RJ";
  static const struct {
    const char *hand;
    const char *expect;
    const char *problem;   /* NULL: none */
  } cases[] = {
    { hand, "joker-bomb", "test.lesson:12: Expect=joker-bomb, but S has no legal joker-bomb to play here" },
    { jokers, "joker-bomb", NULL },
    { hand, "straight-flush", NULL },
    { hand, "any", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\n"
                                               "Rules=gd.combo.single\n[Step 1]\nText=x\nDo=play\nExpect=%s\n"
                                               "level=2\nS=%s\nturn=S\n", cases[i].expect, cases[i].hand);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = load_text (text, problems);
      g_autofree char *report = gt_problems_to_string (problems);

      g_test_message ("%s", report);
      g_assert_nonnull (lesson);
      if (cases[i].problem == NULL)
        {
          g_assert_cmpstr (report, ==, "");
          g_assert_false (lesson->steps[0].broken);
        }
      else
        {
          g_assert_nonnull (strstr (report, cases[i].problem));
          g_assert_true (lesson->steps[0].broken);
        }
    }
}

/* Past the cap on problems listed per file, a step's problems are only
 * counted; the step is broken all the same. */
static void
test_problem_cap (void)
{
  GString *text = g_string_new ("[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\n"
                                "Rules=gd.combo.single\n");
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = NULL;
  g_autofree char *report = NULL;
  const GtProblem *last;

  for (guint i = 0; i < GT_PROBLEMS_MAX_PER_FILE + 5; i++)
    g_string_append_printf (text, "Unknown%u=x\n", i);
  /* A problem of its own, which the cap leaves out. */
  g_string_append (text, "[Step 1]\nText=x\nDo=dance\n");
  lesson = load_text (text->str, problems);
  report = gt_problems_to_string (problems);
  g_test_message ("%s", report);

  g_assert_nonnull (lesson);
  g_assert_cmpuint (problems->len, ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  g_assert_cmpuint (gt_problems_added (problems), ==, GT_PROBLEMS_MAX_PER_FILE + 6);
  last = problems->pdata[problems->len - 1];
  g_assert_cmpstr (last->message, ==, "… and 6 more problems (only the first 100 of a file are listed)");
  g_assert_false (last->warning);
  g_assert_true (lesson->steps[0].broken);
  g_assert_nonnull (strstr (report, "test.lesson:9: unknown key 'Unknown0' in [Lesson]\n"));
  g_assert_nonnull (strstr (report, "\ntest.lesson: … and 6 more problems (only the first 100 of a file are listed)\n"));
  g_string_free (text, TRUE);
}

static void
test_lesson_level (void)
{
  static const char text[] =
    "[Lesson]\n"                       /* 1 */
    "Id=Not An Id\n"                   /* 2 */
    "Game=guandan\n"                   /* 3 */
    "Title=T\n"                        /* 4 */
    "Chapter=100\n"                    /* 5 */
    "Order=x\n"                        /* 6 */
    "Rules=gd.combo.pair;no.such\n"    /* 7 */
    "Variants=no-jiefeng;house-rule\n" /* 8 */
    "[Step 1]\n"                       /* 9 */
    "Text=x\n"                         /* 10 */
    "Do=read\n"                        /* 11 */
    "[Lesosn]\n"                       /* 12 */
    "[Step 65]\n";                     /* 13 */
  static const char *const expected[] = {
    "test.lesson:2: Id 'Not An Id' may use only a-z, 0-9 and '-' (at most 64)",
    "test.lesson:1: [Lesson] needs a Summary= key",
    "test.lesson:5: Chapter must be a number from 1 to 99",
    "test.lesson:6: Order must be a number from 1 to 999",
    "test.lesson:7: unknown rule id 'no.such' (see data/rules/)",
    "test.lesson:8: unknown variant 'house-rule'",
    "test.lesson:12: unknown group [Lesosn]; did you mean [Lesson]?",
    "test.lesson:13: too many steps: a lesson has at most 64",
  };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = load_text (text, problems);
  g_autofree char *report = gt_problems_to_string (problems);

  g_test_message ("%s", report);
  g_assert_cmpuint (problems->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *got = gt_problem_to_string (problems->pdata[i]);
      g_assert_cmpstr (got, ==, expected[i]);
    }
  g_assert_nonnull (lesson);
  g_assert_cmpuint (lesson->n_steps, ==, 1);

  /* Not a lesson at all, and a lesson without steps. */
  g_ptr_array_set_size (problems, 0);
  g_assert_null (load_text ("[Puzzle]\nId=x\n", problems));
  g_assert_null (load_text ("[Lesson]\nId=x\nGame=guandan\n", problems));
  g_assert_null (load_text ("[Lesson]\nId=x\nGame=chess\n", problems));
  report = (g_free (report), gt_problems_to_string (problems));
  g_test_message ("%s", report);
  g_assert_nonnull (strstr (report, "test.lesson: not a lesson: there is no [Lesson] group"));
  g_assert_nonnull (strstr (report, "test.lesson:1: the lesson has no steps: add [Step 1]"));
  g_assert_nonnull (strstr (report, "test.lesson:3: unknown game 'chess'"));
}

/* Lines that GKeyFile would stop at: each reported at its line, and the
 * rest of the lesson read as usual, without a false "needs a Text= key" for
 * every step after it. */
static void
test_hostile_lines (void)
{
  static const struct {
    const char *lines;       /* after [Step 1]'s Text=, at line 11 */
    const char *expected;
  } cases[] = {
    { "[Step\t2]\nText=y\nDo=read\n",
      "test.lesson:12: a tab in a group header, at column 6: a group name holds no tabs; "
      "the lines up to the next group are left out\n" },
    { "[Step 2\x7f]\nText=y\nDo=read\n",
      "test.lesson:12: a control character, U+007F (delete), at column 8: remove it; "
      "the lines up to the next group are left out\n" },
    { "[Step 2]\f\nText=y\nDo=read\n",
      "test.lesson:12: a control character, U+000C (form feed), at column 9: remove it\n" },
    { "[Step 2]\nText=y\nDo=read\n\f",
      "test.lesson:15: a control character, U+000C (form feed), at column 1: remove it\n" },
    { "[Step 2]\nText=a \x1b[2J\nDo=read\n",
      "test.lesson:13: a control character, U+001B (escape), at column 8: remove it\n" },
    { "[Step 2]\nText=a\\q\nDo=read\n",
      "test.lesson:13: key 'Text': unknown escape: write \\\\ for a backslash, \\n for a new line\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat ("[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\n"
                                           "Rules=gd.combo.single\n[Step 1]\nDo=read\nText=x\n",
                                           cases[i].lines, "[Step 3]\nText=z\nDo=read\n", NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      g_autoptr (GtLesson) lesson = load_text (text, problems);
      g_autofree char *report = gt_problems_to_string (problems);
      guint n_steps = strstr (report, "left out") ? 2 : 3;

      g_test_message ("%s", report);
      /* A step left out puts the next one out of order, truly. */
      if (n_steps == 2)
        {
          g_autofree char *full = g_strconcat (cases[i].expected,
                                               "test.lesson:15: [Step 3] is out of order: expected [Step 2]\n", NULL);
          g_assert_cmpstr (report, ==, full);
        }
      else
        g_assert_cmpstr (report, ==, cases[i].expected);
      g_assert_null (strstr (report, "needs a"));
      g_assert_nonnull (lesson);
      g_assert_cmpuint (lesson->n_steps, ==, n_steps);
      g_assert_cmpstr (lesson->steps[n_steps - 1].text, ==, "z");
    }
}

/* An impossible tribute is named at the line of the tribute= key. */
static void
test_impossible_tribute (void)
{
  const char *text =
    "[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\nRules=gd.tribute.return\n"
    "[Step 1]\n"                 /* 9 */
    "Text=Give a card back.\n"
    "Do=return\n"
    "Answer=S3\n"
    "level=2\n"
    "phase=return\n"
    "S=S3 S4 RJ\n"
    "E=S5\n"
    "tribute=W:S:RJ\n";          /* 17 */
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = load_text (text, problems);
  g_autofree char *report = gt_problems_to_string (problems);

  g_assert_cmpstr (report, ==,
                   "test.lesson:17: key 'tribute': 'W:S:RJ': seat W, who pays, is not in play (give its hand)\n");
  g_assert_true (lesson->steps[0].broken);
}

/* A game of numbered seats: Gan Deng Yan's steps give hands as 1= … 6=
 * and a stock; the compass keys are not its seats, nor its seat keys
 * Guandan's, which has no stock. */
/* Optional=true marks a lesson outside the main course; anything but a
 * boolean is a problem on its line. */
static void
test_optional (void)
{
  const char *head = "[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=3\nOrder=1\nRules=gd.players\n";
  const char *step = "[Step 1]\nText=Read.\nDo=read\n";
  g_autofree char *plain = g_strconcat (head, step, NULL);
  g_autofree char *optional = g_strconcat (head, "Optional=true\n", step, NULL);
  g_autofree char *bad = g_strconcat (head, "Optional=maybe\n", step, NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) a = load_text (plain, problems);
  g_autoptr (GtLesson) b = load_text (optional, problems);
  g_autoptr (GtLesson) c = NULL;
  g_autofree char *report = gt_problems_to_string (problems);

  g_assert_cmpstr (report, ==, "");
  g_assert_false (a->optional);
  g_assert_true (b->optional);
  c = load_text (bad, problems);
  g_free (report);
  report = gt_problems_to_string (problems);
  g_assert_nonnull (strstr (report, "test.lesson:9: Optional must be true or false"));
  g_assert_false (c->optional);
}

/* A split step: the learner's plays against the engine's fewest. */
static void
test_split (void)
{
  const char *text =
    "[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\nRules=gd.combo.full-house\n"
    "[Step 1]\n"
    "Text=Sort.\n"
    "Do=split\n"
    "Rules=gd.combo.full-house\n"
    "S=S3 D4 C5 S6 D7 S9 D9 C9 SK HK\n"
    "turn=S\n"
    "[Step 2]\n"
    "Text=Play on.\n"
    "Do=read\n"
    "Link=play 4711\n";
  const char *groups_right[] = { "S3 D4 C5 S6 D7", "S9 D9 C9 SK HK" };
  const char *groups_more[] = { "S3 D4 C5 S6 D7", "S9 D9 C9", "SK HK" };
  const char *groups_bad[] = { "S3 D4 C5 S6 D7", "S9 SK" };
  const char *groups_short[] = { "S3 D4 C5 S6 D7" };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = load_text (text, problems);
  g_autofree char *report = gt_problems_to_string (problems);
  const GtLessonStep *st;
  GtCardList plays[4];
  GtAnswer answer;

  g_assert_cmpstr (report, ==, "");
  st = &lesson->steps[0];
  g_assert_cmpint (st->kind, ==, GT_STEP_SPLIT);
  g_assert_cmpuint (st->split_plays, ==, 2);
  g_assert_cmpstr (lesson->steps[1].link, ==, "play 4711");

  for (guint i = 0; i < G_N_ELEMENTS (groups_right); i++)
    g_assert_true (gt_card_list_parse (groups_right[i], NULL, &plays[i], NULL));
  gt_lesson_step_answer_split (lesson, st, plays, 2, &answer);
  g_assert_cmpint (answer.kind, ==, GT_ANSWER_RIGHT);
  g_assert_nonnull (strstr (answer.message, "2 plays"));
  gt_answer_clear (&answer);

  /* A full house played as a triple and a pair: one play too many, and
   * the engine's split is shown. */
  for (guint i = 0; i < G_N_ELEMENTS (groups_more); i++)
    g_assert_true (gt_card_list_parse (groups_more[i], NULL, &plays[i], NULL));
  gt_lesson_step_answer_split (lesson, st, plays, 3, &answer);
  g_test_message ("%s", answer.message);
  g_assert_cmpint (answer.kind, ==, GT_ANSWER_WRONG);
  g_assert_nonnull (strstr (answer.message, "Your split needs 3 plays"));
  g_assert_nonnull (strstr (answer.message, "needs only 2"));
  g_assert_nonnull (strstr (answer.message, "♠9"));
  gt_answer_clear (&answer);

  /* A group that is no combination: the engine's reason. */
  for (guint i = 0; i < G_N_ELEMENTS (groups_bad); i++)
    g_assert_true (gt_card_list_parse (groups_bad[i], NULL, &plays[i], NULL));
  gt_lesson_step_answer_split (lesson, st, plays, 2, &answer);
  g_assert_cmpint (answer.kind, ==, GT_ANSWER_ILLEGAL);
  g_assert_nonnull (answer.rule);
  gt_answer_clear (&answer);

  /* Cards left over. */
  g_assert_true (gt_card_list_parse (groups_short[0], NULL, &plays[0], NULL));
  gt_lesson_step_answer_split (lesson, st, plays, 1, &answer);
  g_assert_cmpint (answer.kind, ==, GT_ANSWER_WRONG);
  g_assert_nonnull (strstr (answer.message, "5 cards are not in a play yet"));
  gt_answer_clear (&answer);
}

/* What the loader refuses in split steps and links. */
static void
test_split_problems (void)
{
  const char *text =
    "[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\nRules=gd.combo.pair\n"
    "[Step 1]\n"             /* 9 */
    "Text=Sort.\n"
    "Do=split\n"
    "Answer=S3\n"            /* 12 */
    "S=S3 S4\n"
    "E=S9\n"
    "table=S8\n"             /* 15 */
    "table-by=E\n"
    "turn=S\n"
    "[Step 2]\n"             /* 18 */
    "Text=Sort.\n"
    "Do=split\n"
    "S=S3\n"                 /* 21 */
    "turn=S\n"
    "[Step 3]\n"
    "Text=Play.\n"
    "Do=play\n"
    "Expect=any\n"
    "Link=play\n"            /* 27 */
    "S=S3\n"
    "turn=S\n"
    "[Step 4]\n"
    "Text=Read.\n"
    "Do=read\n"
    "Link=puzzles\n";        /* 33 */
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = load_text (text, problems);
  g_autofree char *report = gt_problems_to_string (problems);

  g_test_message ("%s", report);
  g_assert_nonnull (strstr (report, "test.lesson:12: key 'Answer' is only for play, judge and choose steps and the game's own actions"));
  g_assert_nonnull (strstr (report, "a 'split' step needs S to lead"));
  g_assert_nonnull (strstr (report, "test.lesson:21: a 'split' step needs at least 2 cards"));
  g_assert_nonnull (strstr (report, "test.lesson:27: key 'Link' is only for 'read' steps"));
  g_assert_nonnull (strstr (report, "test.lesson:33: Link: write 'play' or 'play N'"));
  g_assert_true (lesson->steps[0].broken);
  g_assert_true (lesson->steps[1].broken);
}

static void
test_numbered_seats (void)
{
  const char *text =
    "[Lesson]\nId=t\nGame=gandengyan\nTitle=T\nSummary=S\nChapter=3\nOrder=1\nRules=gdy.follow.step\n"
    "[Step 1]\n"
    "Text=Follow the 6.\n"
    "Do=play\n"
    "Expect=beat\n"
    "Rules=gdy.follow.step\n"
    "1=H7 S9\n"
    "2=S4 DQ\n"
    "3=D3 D8\n"
    "stock=CK\n"
    "table=C6\n"
    "table-by=3\n"
    "face-down=2 3\n"
    "turn=1\n"
    "[Step 2]\n"                /* 22 */
    "Text=Lead.\n"
    "Do=play\n"
    "Expect=any\n"
    "S=H7 S9\n"                 /* 26 */
    "1=H7 S9\n"
    "2=S4 DQ\n"
    "face-down=S\n"             /* 29 */
    "turn=1\n";
  const char *guandan =
    "[Lesson]\nId=t\nGame=guandan\nTitle=T\nSummary=S\nChapter=1\nOrder=1\nRules=gd.combo.single\n"
    "[Step 1]\n"
    "Text=Lead.\n"
    "Do=play\n"
    "Expect=any\n"
    "S=S3\n"
    "1=S4\n"                    /* 14 */
    "stock=S5\n"                /* 15 */
    "turn=S\n";
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GPtrArray) gd_problems = gt_problems_new ();
  g_autoptr (GtLesson) lesson = load_text (text, problems);
  g_autoptr (GtLesson) gd_lesson = load_text (guandan, gd_problems);
  g_autofree char *report = gt_problems_to_string (problems);
  g_autofree char *gd_report = gt_problems_to_string (gd_problems);

  g_assert_nonnull (lesson);
  g_assert_cmpstr (report, ==,
                   "test.lesson:26: unknown key 'S' in [Step 2]; did you mean '1'?\n"
                   "test.lesson:29: key 'face-down': unknown seat 'S' (2 to 6)\n");
  g_assert_false (lesson->steps[0].broken);
  g_assert_true (lesson->steps[0].has_position);
  g_assert_cmpuint (lesson->steps[0].position.n_seats, ==, 3);
  g_assert_cmpuint (lesson->steps[0].position.stock_n, ==, 1);
  g_assert_cmpuint (lesson->steps[0].face_down, ==, (1u << 1) | (1u << 2));
  g_assert_cmpstr (gd_report, ==,
                   "test.lesson:14: unknown key '1' in [Step 1]; did you mean 'S'?\n"
                   "test.lesson:15: key 'stock': guandan has no stock\n");
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  solver = gt_solver_new ();

  g_test_add_func ("/lessons/load", test_load);
  g_test_add_func ("/lessons/translated", test_translated);
  g_test_add_func ("/lessons/answer/play", test_answer_play);
  g_test_add_func ("/lessons/answer/win", test_answer_win);
  g_test_add_func ("/lessons/answer/wild", test_answer_wild);
  g_test_add_func ("/lessons/answer/judge-choose", test_answer_judge_choose);
  g_test_add_func ("/lessons/answer/cards", test_answer_cards);
  g_test_add_func ("/lessons/every-type", test_every_type);
  g_test_add_func ("/lessons/text-runs", test_text_runs);
  g_test_add_func ("/lessons/text-runs-words", test_text_runs_words);
  g_test_add_func ("/lessons/step-variant-deck", test_step_variant_deck);
  g_test_add_func ("/lessons/bad-files", test_bad_files);
  g_test_add_func ("/lessons/broken-step", test_broken_step);
  g_test_add_func ("/lessons/more-problems", test_more_problems);
  g_test_add_func ("/lessons/compare-link", test_compare_link);
  g_test_add_func ("/lessons/lesson-level", test_lesson_level);
  g_test_add_func ("/lessons/legal-play-search", test_legal_play_search);
  g_test_add_func ("/lessons/problem-cap", test_problem_cap);
  g_test_add_func ("/lessons/hostile-lines", test_hostile_lines);
  g_test_add_func ("/lessons/impossible-tribute", test_impossible_tribute);
  g_test_add_func ("/lessons/act-problems", test_act_problems);
  g_test_add_func ("/lessons/numbered-seats", test_numbered_seats);
  g_test_add_func ("/lessons/optional", test_optional);
  g_test_add_func ("/lessons/split", test_split);
  g_test_add_func ("/lessons/split-problems", test_split_problems);

  ret = g_test_run ();
  gt_solver_free (solver);
  return ret;
}
