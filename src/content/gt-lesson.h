/* gt-lesson.h — lessons: loading, validation, and checking a learner's answer
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is docs/lesson-format.md.  As with puzzles, loading never stops
 * at the first problem: every problem is added to a GPtrArray of GtProblem
 * ("FILE:LINE: message"), and a lesson is returned whenever the file is sound
 * enough to be shown.  A step that is broken is still returned, marked
 * broken, so that the app can show the rest of the lesson.
 *
 * Checking an answer lives here too, not in the app: the lesson player, the
 * command line and the tests must agree on what is right, and the engine is
 * the only judge of legality.
 *
 * Changes since the first draft of this header (additions only):
 *   - GtLesson.id_line: the line of Id=, for "duplicate lesson id" reports;
 *   - GtStepWrong.number: the N of WrongN, for messages;
 *   - a play step's Answer of `pass` is has_answer with answer.n == 0;
 *   - undeclared wild cards with several legal readings: the reading the
 *     step asks for is taken when there is one, else the strongest (see
 *     gt_lesson_step_answer_play);
 *   - tribute/return: a refused card that matches a WrongN gets the
 *     author's text (still GT_ANSWER_ILLEGAL, with the engine's rule).
 *   - GtLesson.optional (Optional=true): a lesson outside the main course.
 *   - `split` steps (GT_STEP_SPLIT, GtLessonStep.split_plays) and their
 *     checks, gt_lesson_split_group() and gt_lesson_step_answer_split();
 *   - GtLessonStep.link (Link= of a read step: a page of the app).
 *   - the game's own actions (GT_STEP_ACT, GtLessonStep.act): Do= names one
 *     of the lesson's game's GtStepAction (Guandan's tribute and return,
 *     Bao Huang's declare, Dou Dizhu's bid, Da Bai Fen's declare and bury),
 *     answered with gt_lesson_step_answer_act(); tribute and return are no
 *     longer shared kinds.
 */
#pragma once

#include <glib.h>

#include "gt-game.h"
#include "gt-ruleset.h"
#include "gt-solver.h"
#include "gt-source.h"

G_BEGIN_DECLS

#define GT_LESSON_MAX_STEPS   64
#define GT_LESSON_MAX_OPTIONS 8
#define GT_LESSON_MAX_WRONG   9
#define GT_LESSON_MAX_HINTS   3

/* The shared verbs, and the game's own actions: Do= names a verb, or one
 * of the lesson's game's step actions (GtGameRules.step_actions), which is
 * GT_STEP_ACT with GtLessonStep.act saying which. */
typedef enum {
  GT_STEP_READ,
  GT_STEP_PLAY,
  GT_STEP_JUDGE,
  GT_STEP_CHOOSE,
  GT_STEP_SPLIT,         /* sort S's hand into plays, as few as the engine's */
  GT_STEP_ACT,           /* the game's own action (act): cards selected, or a declaration */
} GtStepKind;

typedef enum {
  GT_EXPECT_NONE,       /* not a play step */
  GT_EXPECT_ANY,
  GT_EXPECT_BEAT,
  GT_EXPECT_TYPE,       /* expect_type says which (GtComboType; bomb: any N-of-a-kind) */
  GT_EXPECT_EXACT,
  GT_EXPECT_WIN,
  GT_EXPECT_PASS,
} GtExpect;

/* An author's message for one wrong answer. */
typedef struct {
  gboolean is_pass;      /* WrongN=pass */
  int option;            /* choose: the option number; judge: 1 legal, 0 illegal; else -1 */
  GtCardList play;       /* play; act: the cards (a declaration's card, if any) */
  const GtStepChoice *choice; /* act: a declaration's choice, else NULL */
  char *text;            /* translated */
  guint number;          /* N of WrongN */
} GtStepWrong;

typedef struct {
  guint number;          /* 1-based */
  guint line;            /* of the [Step N] header */
  GtStepKind kind;
  gboolean broken;       /* had problems: the app shows its text but cannot check it */
  char *text;            /* translated; inline {cards} kept as written */
  char **rules;          /* rule ids checked (may be empty, never NULL) */
  char *hints[GT_LESSON_MAX_HINTS];   /* translated, NULL when absent */
  char *success;         /* translated, may be NULL */
  char *point;           /* translated, may be NULL: the step's own point,
                          * said instead of the engine's general advice */
  char *notes;           /* translated, may be NULL */
  GtCardList highlight;

  gboolean has_position;
  GtGame position;
  guint8 face_down;      /* bit per seat: hand drawn as backs */

  /* act: the game's action (GT_STEP_ACT); its answer is answer (the cards,
   * act->n_cards of them, or the card going with a declaration) and
   * answer_choice (a declaration's).  expect is GT_EXPECT_ANY (any action
   * the engine accepts is right: the default of a card step) or
   * GT_EXPECT_EXACT (the Answer: the default of a declaration). */
  const GtStepAction *act;
  const GtStepChoice *answer_choice;

  /* play */
  GtExpect expect;
  guint8 expect_type;    /* GtComboType for GT_EXPECT_TYPE */
  GtGoal goal;           /* GT_EXPECT_WIN */
  gboolean has_answer;
  GtCardList answer;     /* play: the model play (n == 0: pass); act: the cards */

  /* judge */
  GtCardList show;
  gboolean answer_legal;

  /* split: the fewest plays the engine needs for S's hand */
  guint split_plays;

  /* read: Link=, a page of the app the step opens ("play", "play 4711":
   * the Play page, with that deal); NULL when absent */
  char *link;

  /* choose */
  guint n_options;
  char *options[GT_LESSON_MAX_OPTIONS];   /* translated */
  guint answer_option;   /* 1-based */

  guint n_wrong;
  GtStepWrong wrong[GT_LESSON_MAX_WRONG];
} GtLessonStep;

typedef struct {
  char *file;
  char *id;
  guint id_line;         /* line of Id= (0 when absent) */
  const GtRuleset *rs;
  char *title;           /* translated */
  char *summary;         /* translated */
  guint chapter;
  char *chapter_title;   /* translated, may be NULL */
  /* chapter_title is the chapter's, given by gt_lesson_give_chapter_title()
   * (only a chapter's first lesson names it), not the file's own. */
  gboolean chapter_title_given;
  guint order;
  char **rules;          /* never NULL */
  guint32 variants;      /* bits of the ruleset's variants */
  gboolean optional;     /* Optional=true: outside the main course (house rules) */
  guint n_steps;
  GtLessonStep *steps;   /* n_steps */
  /* gt_lesson_ref()s not released yet: the library's list and the lesson
   * on show share one parsed lesson (never changed once loaded, but for
   * the chapter's title the library gives it in the main thread).  Zero for
   * a lesson with one owner, so that a lesson made with g_new0() is one. */
  int extra_refs;
} GtLesson;

/* Loads a lesson; NULL when the file cannot be shown at all (not a lesson, no
 * [Lesson] group, no steps).  Problems go to problems either way.  solver may
 * be NULL: then `win` steps are not proved (the validator and the tests pass
 * one). */
/* The keys whose values the learner reads (translations Key[xx]= too):
 * lesson titles and summaries, step texts, hints, options, wrong-answer
 * texts.  NULL-terminated. */
extern const char *const gt_lesson_text_keys[];

GtLesson *gt_lesson_load_source  (GtSource        *source,
                                  GtSolver        *solver,
                                  GPtrArray       *problems);
GtLesson *gt_lesson_load         (const char      *path,
                                  GtSolver        *solver,
                                  GPtrArray       *problems);
/* Drops one owner: the last frees the lesson.  gt_lesson_ref() adds one
 * (thread-safe, as a lesson read in a thread is handed to the main one). */
void      gt_lesson_free         (GtLesson        *lesson);
/* Gives a lesson without ChapterTitle= of its own its chapter's title
 * (the chapter's first lesson's, or NULL: none known); a lesson that
 * names its chapter keeps its own. */
void      gt_lesson_give_chapter_title (GtLesson   *lesson,
                                        const char *title);
GtLesson *gt_lesson_ref          (GtLesson        *lesson);
/* The lesson's title without its game's name before a colon, as the
 * sidebar (under the game's heading) and the lesson's header show it:
 * "Bao Huang: every card higher" is "Every card higher".  The prefix is
 * the game's name, or (a translation's) the start of it. */
char     *gt_lesson_dup_short_title (const GtLesson *lesson);

/* Whether the learner acts on cards in the step: plays, passes, judges a play
 * shown on the table, sorts a hand, takes one of the game's actions (pays
 * or returns tribute, bids, declares, buries).  Reading and multiple-choice
 * questions do not (the course's coverage counts these). */
gboolean  gt_lesson_step_acts_on_cards (const GtLessonStep *step);

/* ---- Inline cards in texts ----------------------------------------------- */

/* A step text cut into runs: plain text and card groups, in order. */
typedef struct {
  gboolean is_cards;
  char *text;            /* plain text (braces unescaped); NULL for cards */
  GtCardList cards;      /* with declarations (as[]) for {H2=S7} */
} GtTextRun;

/* Splits text into runs (GtTextRun, free with gt_text_runs_free).  NULL with
 * *error set ("unknown card 'X9' in {…}", "'{' without '}'") when the text
 * is malformed. */
GPtrArray *gt_text_runs_parse    (const char      *text,
                                  GError         **error);
void       gt_text_runs_free     (GPtrArray       *runs);
/* text with its card groups in words, for a place that shows plain text (a
 * verdict, a hint): "{SK HK}" becomes "♠K ♥K", "{RJ}" "big joker", a
 * declared wild card "♥2 as ♠7".  A text that does not parse is returned
 * as it is (the validator tells its author).  NULL for NULL. */
char      *gt_text_runs_to_words (const char      *text);

/* ---- Checking answers ---------------------------------------------------- */

typedef enum {
  GT_ANSWER_RIGHT,       /* the step is done */
  GT_ANSWER_WRONG,       /* a legal answer that is not what the step asks */
  GT_ANSWER_ILLEGAL,     /* the engine refuses the play; the table does not change */
  GT_ANSWER_UNCHECKED,   /* a `win` step the solver could not prove within its
                          * budget: nothing can be said of the answer */
} GtAnswerKind;

typedef struct {
  GtAnswerKind kind;
  char *message;         /* translated: the success text, the author's message,
                          * the engine's explanation, or a general message */
  char *rule;            /* the rule id cited, may be NULL */
  GtCardList fault;      /* cards at fault (for highlighting), may be empty */
  gboolean has_move;     /* play steps: the move as the engine read it */
  GtMove move;
  gboolean has_action;   /* act steps: the action taken (right or wrong) */
  GtAction action;
  guint beaten_by;       /* a wrong play: the seat of another side whose play
                          * beats it (holds a play that beats it, or takes
                          * the trick over it), else GT_SEAT_NONE */
} GtAnswer;

void     gt_answer_clear          (GtAnswer        *answer);

/* play: cards == NULL or empty means pass.  Wild declarations in cards->as
 * choose the reading; without them, when the cards have several legal
 * readings, the one the step asks for is taken if there is one, else the
 * strongest.  solver is needed for `win` steps (may be NULL otherwise; a
 * win step then makes a temporary one, which is slow), and proves the step
 * first: this may take up to the solver's budget, so the app does it in a
 * worker with gt_lesson_prove_position() and gt_lesson_step_answer_proved().
 * A step that cannot be proved within the budget is GT_ANSWER_UNCHECKED. */
void     gt_lesson_step_answer_play   (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       const GtCardList   *cards,
                                       GtSolver           *solver,
                                       GtAnswer           *answer);
/* Whether answering the step needs the solver: a `win` step that can be
 * played (not broken, with a position). */
gboolean gt_lesson_step_needs_proof   (const GtLessonStep *step);
/* How many hints the step has (Hint1 … Hint3 given). */
guint    gt_lesson_step_count_hints   (const GtLessonStep *step);
/* Whether the step's model answer may be shown after its hints: a play or
 * act step with an Answer. */
gboolean gt_lesson_step_can_show_answer (const GtLessonStep *step);
/* What answering such a step needs from the solver, which may take long and
 * so is asked in a worker (GtSolverRunner) on copies of the step's position
 * and goal: every winning play (*winning, free with g_array_unref()).
 * FALSE, *winning NULL, when the solver stopped — out of its budget or
 * cancelled (gt_solver_stop_message() says which). */
gboolean gt_lesson_prove_position     (GtSolver           *solver,
                                       const GtGame       *position,
                                       const GtGoal       *goal,
                                       GArray            **winning);
/* gt_lesson_step_answer_play() with the proof already made: winning from
 * gt_lesson_prove_position() (NULL for a win step: GT_ANSWER_UNCHECKED).
 * Quick: no search. */
void     gt_lesson_step_answer_proved (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       const GtCardList   *cards,
                                       const GArray       *winning,
                                       GtAnswer           *answer);
/* judge: legal is the learner's answer.  The message always carries the
 * engine's reason. */
void     gt_lesson_step_answer_judge  (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       gboolean            legal,
                                       GtAnswer           *answer);
/* choose: option is 1-based. */
void     gt_lesson_step_answer_choose (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       guint               option,
                                       GtAnswer           *answer);
/* act: S takes the step's action — cards selected (a card step: a
 * tribute's one card, a bury's six), or a declaration's choice with the
 * cards selected (the first goes with it when choice->with_card; may be
 * NULL or empty).  A refused action is GT_ANSWER_ILLEGAL with the
 * engine's reason, or the author's WrongTextN when WrongN names it; an
 * accepted one is right when the step expects any, or it is the Answer;
 * else GT_ANSWER_WRONG, with the author's WrongTextN when there is one. */
void     gt_lesson_step_answer_act    (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       const GtCardList   *cards,
                                       const GtStepChoice *choice,
                                       GtAnswer           *answer);
/* The same for a step of one card (a tribute, a return). */
void     gt_lesson_step_answer_card   (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       GtCard              card,
                                       GtAnswer           *answer);
/* Whether the step is a declaration (an act step answered by a choice). */
gboolean gt_lesson_step_is_declaration (const GtLessonStep *step);
/* A declaration's choice in words, translated, without its mnemonic
 * ("Bid 2"); free with g_free(). */
char    *gt_step_choice_words         (const GtStepChoice *choice);
/* A step action's label, translated, without its mnemonic ("Pay
 * Tribute"); free with g_free(). */
char    *gt_step_action_words         (const GtStepAction *act);
/* Whether the step is an act step on selected cards (tribute, bury). */
gboolean gt_lesson_step_is_card_act   (const GtLessonStep *step);

/* split: whether cards make one combination S may lead from S's hand in
 * position (the step's position with the cards already sorted into plays
 * taken out).  TRUE with *move the play as read (undeclared wild cards
 * read the strongest way); FALSE with answer set to GT_ANSWER_ILLEGAL and
 * the engine's reason. */
gboolean gt_lesson_split_group        (const GtLesson     *lesson,
                                       const GtGame       *position,
                                       const GtCardList   *cards,
                                       GtMove             *move,
                                       GtAnswer           *answer);
/* split: the learner's plays, n_plays of them, which together must hold
 * every card of S's hand once.  Right when they are no more than the
 * engine's fewest (step->split_plays); else wrong, and the message says
 * how many plays the engine's split needs and shows one, its cards
 * inline.  Takes some milliseconds (the engine builds its split). */
void     gt_lesson_step_answer_split  (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       const GtCardList   *plays,
                                       guint               n_plays,
                                       GtAnswer           *answer);

/* The rules context of a step: which cards are level and wild cards.  A
 * step without a position names no level, so nothing is marked (a wrong
 * star is worse than none): NULL then, ctx the game's at level 2; else
 * the lesson's ruleset and ctx the position's. */
const GtRuleset *gt_lesson_step_rule_ctx (const GtLesson     *lesson,
                                          const GtLessonStep *step,
                                          GtRuleCtx          *ctx);

/* The position after a right answer in a play or act step (the move made,
 * turn passed on; the action taken), for the table to show; FALSE if the
 * step has no position.  For any other answer or kind of step, the step's
 * position unchanged. */
gboolean gt_lesson_step_after         (const GtLesson     *lesson,
                                       const GtLessonStep *step,
                                       const GtAnswer     *answer,
                                       GtGame             *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GtLesson, gt_lesson_free)

G_END_DECLS
