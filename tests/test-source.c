/* test-source.c — key files with line numbers, and what they refuse
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-source.h"

#include <string.h>

static void
test_lines_recorded (void)
{
  const char *text =
    "# a comment\n"
    "[Puzzle]\n"
    "Id=one\n"
    "Title=Keep the bomb\n"
    "Title[ja]=爆弾を残す\n"
    "\n"
    "[Position]\n"
    "S=S3 S4\n";
  GPtrArray *problems = gt_problems_new ();
  GtSource *src = gt_source_new_from_data ("a.puzzle", text, strlen (text), problems);
  char *title;

  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (gt_source_group_line (src, "Puzzle"), ==, 2);
  g_assert_cmpuint (gt_source_key_line (src, "Puzzle", "Title"), ==, 4);
  g_assert_cmpuint (gt_source_key_line (src, "Position", "S"), ==, 8);
  g_assert_cmpstr (gt_source_get_groups (src)[1], ==, "Position");
  title = g_key_file_get_locale_string (gt_source_get_key_file (src), "Puzzle", "Title", "ja", NULL);
  g_assert_cmpstr (title, ==, "爆弾を残す");
  g_free (title);
  gt_source_free (src);
  g_ptr_array_unref (problems);
}

static void
test_bad_lines_reported (void)
{
  const char *text =
    "Id=before-any-group\n"      /* 1 */
    "[Puzzle\n"                  /* 2 */
    "[Puzzle]\n"                 /* 3 */
    "this line has no equals\n"  /* 4 */
    "Id=one\n"                   /* 5 */
    "Id=two\n"                   /* 6 */
    "Titel=typo\n"               /* 7 */
    "bad key!=x\n"               /* 8 */
    "[Puzzle]\n";                /* 9 */
  static const char *const allowed[] = { "Id", "Title", NULL };
  GPtrArray *problems = gt_problems_new ();
  GtSource *src = gt_source_new_from_data ("b.puzzle", text, strlen (text), problems);
  char *all;

  gt_source_check_keys (src, "Puzzle", allowed, problems);
  all = gt_problems_to_string (problems);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "b.puzzle:1: key 'Id' stands before any [Group]"));
  g_assert_nonnull (strstr (all, "b.puzzle:2: malformed group header"));
  g_assert_nonnull (strstr (all, "b.puzzle:4: expected 'Key=value'"));
  g_assert_nonnull (strstr (all, "b.puzzle:6: key 'Id' appears twice in [Puzzle] (first at line 5)"));
  g_assert_nonnull (strstr (all, "b.puzzle:7: unknown key 'Titel' in [Puzzle]; did you mean 'Title'?"));
  g_assert_nonnull (strstr (all, "b.puzzle:8: malformed key"));
  g_assert_nonnull (strstr (all, "b.puzzle:9: group [Puzzle] appears twice"));
  g_free (all);
  gt_source_free (src);
  g_ptr_array_unref (problems);
}

static void
test_hostile_input (void)
{
  GPtrArray *problems = gt_problems_new ();
  gsize big = GT_SOURCE_MAX_BYTES + 1;
  char *data = g_malloc (big);
  GtSource *src;

  memset (data, 'a', big);
  src = gt_source_new_from_data ("big.lesson", data, big, problems);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (((GtProblem *) problems->pdata[0])->message, "too large"));
  gt_source_free (src);
  g_free (data);

  g_ptr_array_set_size (problems, 0);
  src = gt_source_new_from_data ("bin.lesson", "[A]\nB=\xff\xfe\n", 8, problems);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpuint (((GtProblem *) problems->pdata[0])->line, ==, 2);
  gt_source_free (src);

  g_ptr_array_set_size (problems, 0);
  src = gt_source_new_from_file ("/nonexistent/file.lesson", problems);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (((GtProblem *) problems->pdata[0])->message, "cannot read"));
  gt_source_free (src);
  g_ptr_array_unref (problems);
}

/* GLib 2.74 warns (fatal in the tests and under G_DEBUG) on a value with a
 * bad escape and a trailing backslash; the source refuses such values. */
static void
test_bad_escapes (void)
{
  const char *text =
    "[Puzzle]\n"
    "Id=ok\\sfine\n"           /* 2: a known escape */
    "Title=a\\q\\\n"         /* 3: unknown escape, then a trailing backslash */
    "Hint=ends\\\n";          /* 4: a trailing backslash */
  GPtrArray *problems = gt_problems_new ();
  GtSource *src = gt_source_new_from_data ("e.puzzle", text, strlen (text), problems);
  char *all = gt_problems_to_string (problems);

  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_nonnull (strstr (all, "e.puzzle:3: key 'Title': unknown escape"));
  g_assert_nonnull (strstr (all, "e.puzzle:4: key 'Hint': a backslash ends the value"));
  g_assert_false (g_key_file_has_key (gt_source_get_key_file (src), "Puzzle", "Title", NULL));
  g_assert_true (g_key_file_has_key (gt_source_get_key_file (src), "Puzzle", "Id", NULL));
  g_free (all);
  gt_source_free (src);
  g_ptr_array_unref (problems);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/source/lines", test_lines_recorded);
  g_test_add_func ("/source/bad-lines", test_bad_lines_reported);
  g_test_add_func ("/source/hostile", test_hostile_input);
  g_test_add_func ("/source/bad-escapes", test_bad_escapes);
  return g_test_run ();
}
