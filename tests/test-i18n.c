/* test-i18n.c — lessons and puzzles read in the user's language
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The build merges the translations of po/ into the lesson and puzzle files
 * (Title[ja]=, Title[zh_CN]=; docs/translating.md) and leaves them in the
 * build directory as they are installed: GUANDAN_TUTOR_DATA_DIR/lessons/… and
 * …/puzzles/….  GKeyFile picks the translation from g_get_language_names(),
 * which reads LANGUAGE first, then LC_ALL, LC_MESSAGES and LANG — whatever
 * the locale, C.UTF-8 included.  It keeps only the translations of the
 * languages current when the key file is created, so LANGUAGE must be set
 * before a file is loaded, and a file loaded again to change its language.
 *
 * The tests run with LC_ALL=C.UTF-8 and LANGUAGE=C; each case sets LANGUAGE
 * with g_setenv() before it loads anything.
 */
#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "gt-lesson.h"
#include "gt-puzzle.h"
#include "gt-rules.h"

static const char *
data_dir (void)
{
  const char *dir = g_getenv ("GUANDAN_TUTOR_DATA_DIR");

  if (dir == NULL || *dir == '\0')
    g_error ("GUANDAN_TUTOR_DATA_DIR is not set: run the test with meson test");
  return dir;
}

static GtPuzzle *
load_puzzle (const char *language,
             const char *name)
{
  g_autofree char *path = g_build_filename (data_dir (), "puzzles", name, NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autofree char *text = NULL;
  GtPuzzle *puzzle;

  g_setenv ("LANGUAGE", language, TRUE);
  puzzle = gt_puzzle_load (path, problems);
  text = gt_problems_to_string (problems);
  g_assert_cmpstr (text, ==, "");
  g_assert_nonnull (puzzle);
  return puzzle;
}

/* g_get_language_names() follows LANGUAGE at once, under C.UTF-8 too. */
static void
test_language_names (void)
{
  const char *const *names;

  g_assert_cmpstr (setlocale (LC_MESSAGES, NULL), ==, "C.UTF-8");

  g_setenv ("LANGUAGE", "ja", TRUE);
  names = g_get_language_names ();
  g_assert_cmpstr (names[0], ==, "ja");

  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  names = g_get_language_names ();
  g_assert_cmpstr (names[0], ==, "zh_CN");
  g_assert_true (g_strv_contains (names, "zh"));
}

static void
test_puzzle_ja (void)
{
  g_autoptr (GtPuzzle) puzzle = load_puzzle ("ja", "first-keep-the-bomb.puzzle");
  const GtPuzzleComment *comment;

  g_assert_cmpstr (puzzle->id, ==, "first-keep-the-bomb");
  g_assert_cmpstr (puzzle->title, ==, "手の中の爆弾");
  g_assert_cmpstr (puzzle->hint, ==,
                   "爆弾はどのラウンドでも勝てます。使うのは、必要な最初のプレイを取り返すときです。"
                   "それより前ではありません。");
  g_assert_true (g_str_has_prefix (puzzle->explanation, "まずストレートを出します。"));
  g_assert_cmpuint (puzzle->comments->len, ==, 1);
  comment = g_ptr_array_index (puzzle->comments, 0);
  g_assert_true (g_str_has_prefix (comment->text, "早すぎます："));
}

static void
test_puzzle_zh_cn (void)
{
  g_autoptr (GtPuzzle) puzzle = load_puzzle ("zh_CN", "first-keep-the-bomb.puzzle");
  g_autoptr (GtPuzzle) plate = load_puzzle ("zh_CN", "shed-plate.puzzle");
  const GtPuzzleComment *comment;

  g_assert_cmpstr (puzzle->title, ==, "手里的炸弹");
  g_assert_cmpstr (puzzle->hint, ==, "你的炸弹能赢下任何一轮。等到需要靠它夺回出牌权时再用，不要提前。");
  comment = g_ptr_array_index (puzzle->comments, 0);
  g_assert_true (g_str_has_prefix (comment->text, "太早了："));

  g_assert_cmpstr (plate->title, ==, "7和8");
  g_assert_cmpstr (plate->hint, ==, "两个点数相连的三同张可以一手出：钢板。");
}

/* English when the language has no translation; the first language of a
 * list that has one. */
static void
test_puzzle_fallback (void)
{
  g_autoptr (GtPuzzle) c = load_puzzle ("C", "first-keep-the-bomb.puzzle");
  g_autoptr (GtPuzzle) fr = load_puzzle ("fr", "first-keep-the-bomb.puzzle");
  g_autoptr (GtPuzzle) list = load_puzzle ("fr:zh_CN:ja", "first-keep-the-bomb.puzzle");
  g_autoptr (GtPuzzle) region = load_puzzle ("ja_JP", "first-keep-the-bomb.puzzle");

  g_assert_cmpstr (c->title, ==, "A bomb in hand");
  g_assert_cmpstr (fr->title, ==, "A bomb in hand");
  g_assert_cmpstr (list->title, ==, "手里的炸弹");
  g_assert_cmpstr (region->title, ==, "手の中の爆弾");
}

/* A lesson with every translatable key, merged by the build from
 * tests/data/i18n/ (its own po/ folder). */
static GtLesson *
load_fixture (const char *language)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "i18n-fixture.lesson", NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autofree char *text = NULL;
  GtLesson *lesson;

  g_setenv ("LANGUAGE", language, TRUE);
  lesson = gt_lesson_load (path, NULL, problems);
  text = gt_problems_to_string (problems);
  g_assert_cmpstr (text, ==, "");
  g_assert_nonnull (lesson);
  g_assert_cmpuint (lesson->n_steps, ==, 2);
  return lesson;
}

static void
test_lesson_every_key (void)
{
  GtLesson *ja = load_fixture ("ja");
  GtLesson *zh = load_fixture ("zh_CN");
  GtLesson *en = load_fixture ("C");
  const GtLessonStep *s1 = &ja->steps[0], *s2 = &ja->steps[1];

  g_assert_cmpstr (ja->title, ==, "翻訳されたレッスン");
  g_assert_cmpstr (ja->summary, ==, "レッスンの翻訳できるキーすべて。");
  g_assert_cmpstr (ja->chapter_title, ==, "翻訳された章");
  g_assert_cmpstr (s1->text, ==, "読んでください。\n2行目とカード：{S3}。");
  g_assert_cmpstr (s1->notes, ==, "先生へのメモ。");
  g_assert_cmpstr (s2->text, ==, "ストレートはどれですか?");
  g_assert_cmpuint (s2->n_options, ==, 2);
  g_assert_cmpstr (s2->options[0], ==, "{S3 H4 D5 C6 S7}");    /* untranslated: as written */
  g_assert_cmpstr (s2->options[1], ==, "ペア2組");
  g_assert_cmpstr (s2->hints[0], ==, "1つ目のヒント。");
  g_assert_cmpstr (s2->hints[1], ==, "2つ目のヒント。");
  g_assert_cmpstr (s2->hints[2], ==, "3つ目のヒント。");
  g_assert_cmpstr (s2->success, ==, "正解です。");
  g_assert_cmpuint (s2->n_wrong, ==, 1);
  g_assert_cmpstr (s2->wrong[0].text, ==, "ストレートではありません。");

  g_assert_cmpstr (zh->title, ==, "已翻译的课程");
  g_assert_cmpstr (zh->steps[0].text, ==, "请阅读。\n第二行和一张牌：{S3}。");
  g_assert_cmpstr (zh->steps[1].wrong[0].text, ==, "不是顺子。");

  g_assert_cmpstr (en->title, ==, "Translated lesson");
  g_assert_cmpstr (en->steps[0].text, ==, "Read this.\nA second line, and a card: {S3}.");

  gt_lesson_free (ja);
  gt_lesson_free (zh);
  gt_lesson_free (en);
}

/* Every file under dir with the suffix, relative to dir, sorted. */
static void
collect (const char *dir,
         const char *rel,
         const char *suffix,
         GPtrArray  *out)
{
  g_autofree char *path = g_build_filename (dir, rel, NULL);
  GDir *d = g_dir_open (path, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *sub = *rel ? g_build_filename (rel, name, NULL) : g_strdup (name);
      g_autofree char *full = g_build_filename (dir, sub, NULL);

      if (*name == '.')
        continue;
      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        collect (dir, sub, suffix, out);
      else if (g_str_has_suffix (name, suffix))
        g_ptr_array_add (out, g_steal_pointer (&sub));
    }
  g_dir_close (d);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static GPtrArray *
files_under (const char *dir,
             const char *suffix)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  collect (dir, "", suffix, files);
  g_ptr_array_sort (files, compare_strings);
  return files;
}

/* Merging adds translations and changes nothing else: every shipped lesson
 * and puzzle is in the build directory, and reads in Japanese with as many
 * problems as its source (none, normally), the same id and steps, and — in
 * English — the same title. */
static void
test_merged_course (void)
{
  g_autofree char *src_lessons = g_test_build_filename (G_TEST_DIST, "..", "lessons", NULL);
  g_autofree char *src_puzzles = g_test_build_filename (G_TEST_DIST, "..", "puzzles", NULL);
  g_autofree char *lessons = g_build_filename (data_dir (), "lessons", NULL);
  g_autofree char *puzzles = g_build_filename (data_dir (), "puzzles", NULL);
  g_autoptr (GPtrArray) shipped = files_under (src_lessons, ".lesson");
  g_autoptr (GPtrArray) merged = files_under (lessons, ".lesson");
  g_autoptr (GPtrArray) shipped_p = files_under (src_puzzles, ".puzzle");
  g_autoptr (GPtrArray) merged_p = files_under (puzzles, ".puzzle");

  g_assert_cmpuint (shipped->len, >, 0);
  g_assert_cmpuint (merged->len, ==, shipped->len);
  for (guint i = 0; i < shipped->len; i++)
    {
      const char *rel = shipped->pdata[i];
      g_autofree char *src = g_build_filename (src_lessons, rel, NULL);
      g_autofree char *dst = g_build_filename (lessons, rel, NULL);
      g_autoptr (GPtrArray) p_src = gt_problems_new ();
      g_autoptr (GPtrArray) p_ja = gt_problems_new ();
      g_autoptr (GPtrArray) p_en = gt_problems_new ();
      GtLesson *a, *b, *c;

      g_assert_cmpstr (rel, ==, merged->pdata[i]);
      g_setenv ("LANGUAGE", "C", TRUE);
      a = gt_lesson_load (src, NULL, p_src);
      c = gt_lesson_load (dst, NULL, p_en);
      g_setenv ("LANGUAGE", "ja", TRUE);
      b = gt_lesson_load (dst, NULL, p_ja);
      g_test_message ("%s: %u problems", rel, p_src->len);
      g_assert_cmpuint (p_ja->len, ==, p_src->len);
      g_assert_cmpuint (p_en->len, ==, p_src->len);
      g_assert_true ((a == NULL) == (b == NULL));
      if (a != NULL)
        {
          g_assert_cmpstr (a->id, ==, b->id);
          g_assert_cmpuint (a->n_steps, ==, b->n_steps);
          g_assert_cmpstr (a->title, ==, c->title);
        }
      g_clear_pointer (&a, gt_lesson_free);
      g_clear_pointer (&b, gt_lesson_free);
      g_clear_pointer (&c, gt_lesson_free);
    }

  g_assert_cmpuint (merged_p->len, ==, shipped_p->len);
  for (guint i = 0; i < shipped_p->len; i++)
    {
      const char *rel = shipped_p->pdata[i];
      g_autofree char *src = g_build_filename (src_puzzles, rel, NULL);
      g_autofree char *dst = g_build_filename (puzzles, rel, NULL);
      g_autoptr (GPtrArray) p_src = gt_problems_new ();
      g_autoptr (GPtrArray) p_ja = gt_problems_new ();
      g_autoptr (GtPuzzle) a = NULL;
      g_autoptr (GtPuzzle) b = NULL;

      g_assert_cmpstr (rel, ==, merged_p->pdata[i]);
      g_setenv ("LANGUAGE", "C", TRUE);
      a = gt_puzzle_load (src, p_src);
      g_setenv ("LANGUAGE", "ja", TRUE);
      b = gt_puzzle_load (dst, p_ja);
      g_assert_cmpuint (p_ja->len, ==, p_src->len);
      g_assert_true ((a == NULL) == (b == NULL));
      if (a != NULL)
        {
          g_assert_cmpstr (a->id, ==, b->id);
          g_assert_cmpuint (a->comments->len, ==, b->comments->len);
        }
    }
}

/* The C strings: gettext honours LANGUAGE once setlocale() has chosen a
 * locale other than plain C — C.UTF-8 will do.  The build leaves the
 * catalogues in build/po/LANG/LC_MESSAGES, for bindtextdomain(). */
static void
test_gettext (void)
{
  const char *localedir = g_getenv ("GT_TEST_LOCALEDIR");

  if (localedir == NULL)
    {
      g_test_skip ("GT_TEST_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_assert_cmpstr (dgettext (GETTEXT_PACKAGE, "A bomb in hand"), ==, "手の中の爆弾");
}

/* Every rule's name is translated into both languages (the names are in
 * data/rules/GAME.names, through the rules' template): none is left in
 * English. */
/* gettext caches what it found: a new LANGUAGE takes effect with the next
 * setlocale(). */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

static void
test_rule_names (void)
{
  const char *localedir = g_getenv ("GT_TEST_LOCALEDIR");
  static const char *const languages[] = { "ja", "zh_CN" };
  g_autoptr (GPtrArray) english = g_ptr_array_new_with_free_func (g_free);

  if (localedir == NULL)
    {
      g_test_skip ("GT_TEST_LOCALEDIR is not set");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  use_language ("C");
  for (guint i = 0; i < gt_rules_table_len; i++)
    g_ptr_array_add (english, g_strdup (gt_rule_get_name (&gt_rules_table[i])));
  g_assert_cmpstr (g_ptr_array_index (english, 0), ==, "Players and seats");
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      use_language (languages[l]);
      for (guint i = 0; i < gt_rules_table_len; i++)
        {
          g_test_message ("%s %s", languages[l], gt_rules_table[i].id);
          g_assert_cmpstr (gt_rule_get_name (&gt_rules_table[i]), !=, g_ptr_array_index (english, i));
        }
    }
  use_language ("ja");
  g_assert_cmpstr (gt_rule_get_name (gt_rule_lookup ("gd.combo.tube")), ==, "チューブ(三連対)");
  use_language ("zh_CN");
  g_assert_cmpstr (gt_rule_get_name (gt_rule_lookup ("dbf.lead.revoke")), ==, "甩牌失败(犯规)");
  use_language ("C");
}

/* The rules as learners read them have no notes for authors in Japanese
 * and Chinese either: the translations' words for "settled here", "the
 * source" and "the seeds" are the app's markers (gt_rule_get_learner_text). */
static void
test_rule_author_notes (void)
{
  static const struct { const char *language; const char *words[4]; } notes[] = {
    { "ja", { "このルール集", "原典", "元の資料", NULL } },
    { "zh_CN", { "本规则的约定", "原文", "原始资料", NULL } },
  };
  const char *localedir = g_getenv ("GT_TEST_LOCALEDIR");

  if (localedir == NULL)
    {
      g_test_skip ("GT_TEST_LOCALEDIR is not set");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  for (guint l = 0; l < G_N_ELEMENTS (notes); l++)
    {
      use_language (notes[l].language);
      for (guint i = 0; i < gt_rules_table_len; i++)
        {
          g_autofree char *text = gt_rule_get_learner_text (&gt_rules_table[i]);

          g_test_message ("%s %s: %s", notes[l].language, gt_rules_table[i].id, text);
          /* Translated (not the English read through a fallback). */
          g_assert_true (gt_rule_get_text (&gt_rules_table[i]) != gt_rules_table[i].text);
          for (guint w = 0; notes[l].words[w] != NULL; w++)
            g_assert_null (strstr (text, notes[l].words[w]));
        }
    }
  use_language ("C");
}

/* The shipped course, merged: the first lesson's title and first step in
 * Japanese and Chinese, and every step of every lesson translated. */
static GtLesson *
load_course_lesson (const char *language,
                    const char *name)
{
  g_autofree char *path = g_build_filename (data_dir (), "lessons", "01-basics", name, NULL);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autofree char *text = NULL;
  GtLesson *lesson;

  g_setenv ("LANGUAGE", language, TRUE);
  lesson = gt_lesson_load (path, NULL, problems);
  text = gt_problems_to_string (problems);
  g_assert_cmpstr (text, ==, "");
  g_assert_nonnull (lesson);
  return lesson;
}

static void
test_course_lesson_ja (void)
{
  g_autoptr (GtLesson) en = load_course_lesson ("C", "01-cards-and-levels.lesson");
  g_autoptr (GtLesson) ja = load_course_lesson ("ja", "01-cards-and-levels.lesson");
  g_autoptr (GtLesson) zh = load_course_lesson ("zh_CN", "01-cards-and-levels.lesson");

  g_assert_cmpstr (en->title, ==, "The cards and the level rank");
  g_assert_cmpstr (ja->title, ==, "カードと級牌");
  g_assert_cmpstr (zh->title, ==, "牌和级牌");
  g_assert_cmpuint (ja->n_steps, ==, en->n_steps);
  for (guint i = 0; i < en->n_steps; i++)
    {
      /* Texts that are only cards ("{S9}") stay as they are. */
      if (en->steps[i].text[0] != '{')
        {
          g_assert_cmpstr (ja->steps[i].text, !=, en->steps[i].text);
          g_assert_cmpstr (zh->steps[i].text, !=, en->steps[i].text);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  /* The tests run under LC_ALL=C.UTF-8. */
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/i18n/language-names", test_language_names);
  g_test_add_func ("/i18n/puzzle/ja", test_puzzle_ja);
  g_test_add_func ("/i18n/puzzle/zh_CN", test_puzzle_zh_cn);
  g_test_add_func ("/i18n/puzzle/fallback", test_puzzle_fallback);
  g_test_add_func ("/i18n/lesson/every-key", test_lesson_every_key);
  g_test_add_func ("/i18n/merged-course", test_merged_course);
  g_test_add_func ("/i18n/lesson/course-ja-zh", test_course_lesson_ja);
  g_test_add_func ("/i18n/gettext", test_gettext);
  g_test_add_func ("/i18n/rule-names", test_rule_names);
  g_test_add_func ("/i18n/rule-author-notes", test_rule_author_notes);

  return g_test_run ();
}
