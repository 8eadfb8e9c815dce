/* test-source.c — key files with line numbers, and what they refuse
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-rules.h"
#include "gt-source.h"
#include "gt-game.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Reading a FIFO or a device used to block or to run on for gigabytes: a
 * test that would hang instead fails after this many seconds. */
#define HANG_SECONDS 20

static void
on_alarm (int sig)
{
  static const char msg[] = "Bail out! the test hung: reading a file blocked or did not stop\n";
  if (write (STDOUT_FILENO, msg, sizeof msg - 1) < 0)
    _exit (2);
  _exit (1);
}

static void
guard_against_hanging (void)
{
  signal (SIGALRM, on_alarm);
  alarm (HANG_SECONDS);
}

/* Bytes this process has read so far (/proc/self/io), or -1. */
static gint64
bytes_read (void)
{
  g_autofree char *io = NULL;
  const char *rchar;

  if (!g_file_get_contents ("/proc/self/io", &io, NULL, NULL) || (rchar = strstr (io, "rchar: ")) == NULL)
    return -1;
  return g_ascii_strtoll (rchar + 7, NULL, 10);
}

/* Loads data as a file named "t.lesson"; returns every problem, one a line. */
static char *
problems_of (const char *data,
             gsize       len,
             GtSource  **out)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  GtSource *src = gt_source_new_from_data ("t.lesson", data, len, problems);
  char *all = gt_problems_to_string (problems);

  g_test_message ("%s", all);
  if (out != NULL)
    *out = src;
  else
    gt_source_free (src);
  return all;
}

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


/* Only regular files are opened: a FIFO would block the app as it starts,
 * a device would be read on and on; each is refused without reading. */
static void
test_special_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gt-source-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.lesson", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.lesson", NULL);
  g_autofree char *to_fifo = g_build_filename (dir, "to-fifo.puzzle", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.lesson", NULL);
  static const struct {
    const char *name;
    const char *message;
  } cases[] = {
    { "fifo.lesson", "not a regular file (a FIFO)" },
    { "zero.lesson", "not a regular file (a character device)" },
    { "to-fifo.puzzle", "not a regular file (a FIFO)" },
    { "folder.lesson", "not a regular file (a folder)" },
  };

  guard_against_hanging ();
  g_assert_nonnull (dir);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (symlink ("fifo.lesson", to_fifo), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autoptr (GPtrArray) problems = gt_problems_new ();
      gint64 before = bytes_read ();
      g_autoptr (GtSource) src = gt_source_new_from_file (path, problems);
      gint64 after = bytes_read ();
      g_autofree char *text = gt_problems_to_string (problems);
      g_autofree char *want = g_strdup_printf ("%s: %s\n", path, cases[i].message);

      g_assert_cmpstr (text, ==, want);
      g_assert_true (gt_source_is_unread (src));
      g_assert_null (gt_source_get_groups (src)[0]);
      /* Nothing was read (a little slack for /proc/self/io itself). */
      if (before >= 0 && after >= 0)
        g_assert_cmpint (after - before, <, 4096);
    }

  g_unlink (fifo);
  g_unlink (zero);
  g_unlink (to_fifo);
  g_rmdir (folder);
  g_rmdir (dir);
  alarm (0);
}

/* The size limit holds before reading, from the file's size, and while
 * reading, whatever the size said: a file in /proc says 0 bytes. */
static void
test_size_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gt-source-XXXXXX", NULL);
  g_autofree char *big = g_build_filename (dir, "big.lesson", NULL);
  g_autofree char *fits = g_build_filename (dir, "fits.lesson", NULL);
  g_autofree char *data = g_malloc (GT_SOURCE_MAX_BYTES + 1);
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  const char *proc = "/proc/kallsyms";
  GStatBuf st;
  gint64 before;

  guard_against_hanging ();
  /* Comment lines of 64 bytes. */
  memset (data, '#', GT_SOURCE_MAX_BYTES + 1);
  for (gsize i = 63; i < GT_SOURCE_MAX_BYTES + 1; i += 64)
    data[i] = '\n';
  g_assert_true (g_file_set_contents (big, data, GT_SOURCE_MAX_BYTES + 1, NULL));
  g_assert_true (g_file_set_contents (fits, data, GT_SOURCE_MAX_BYTES, NULL));

  before = bytes_read ();
  gt_source_free (gt_source_new_from_file (big, problems));
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (((GtProblem *) problems->pdata[0])->message, ==, "file is too large (262145 bytes; at most 262144)");
  if (before >= 0)
    g_assert_cmpint (bytes_read () - before, <, 4096);

  /* Exactly at the limit: read, and fine (a file of comments). */
  g_ptr_array_set_size (problems, 0);
  gt_source_free (gt_source_new_from_file (fits, problems));
  g_assert_cmpuint (problems->len, ==, 0);

  /* A file that says it is empty and is not: read up to the limit, not on. */
  if (g_stat (proc, &st) == 0 && S_ISREG (st.st_mode) && st.st_size == 0 && g_access (proc, R_OK) == 0)
    {
      g_ptr_array_set_size (problems, 0);
      before = bytes_read ();
      gt_source_free (gt_source_new_from_file (proc, problems));
      g_assert_cmpuint (problems->len, ==, 1);
      g_assert_cmpstr (((GtProblem *) problems->pdata[0])->message, ==, "file is too large (more than 262144 bytes)");
      if (before >= 0)
        g_assert_cmpint (bytes_read () - before, <=, GT_SOURCE_MAX_BYTES + 4096);
    }
  else
    g_test_message ("no %s to read: the limit while reading is not tested", proc);

  g_unlink (big);
  g_unlink (fits);
  g_rmdir (dir);
  alarm (0);
}

/* A UTF-8 byte-order mark at the start is no part of the text. */
static void
test_bom (void)
{
  const char text[] = "\xef\xbb\xbf[Puzzle]\nId=one\nbad line\n";
  GtSource *src = NULL;
  g_autofree char *all = problems_of (text, strlen (text), &src);

  g_assert_cmpstr (all, ==, "t.lesson:3: expected 'Key=value', a [Group] or a # comment, not 'bad line'\n");
  g_assert_cmpuint (gt_source_group_line (src, "Puzzle"), ==, 1);
  g_assert_true (g_key_file_has_key (gt_source_get_key_file (src), "Puzzle", "Id", NULL));
  gt_source_free (src);

  /* Only at the start. */
  g_free (all);
  all = problems_of ("[Puzzle]\n\xef\xbb\xbfId=one\n", strlen ("[Puzzle]\n\xef\xbb\xbfId=one\n"), NULL);
  g_assert_nonnull (strstr (all, "t.lesson:2: malformed key"));
}

/* Control characters: every one with its line and column; a group whose
 * header GKeyFile would refuse is left out, with no false follow-ons. */
static void
test_control_characters (void)
{
  static const struct {
    const char *text;
    const char *expected;
  } cases[] = {
    { "[A]\nK=1\n[Step\t2]\nText=y\n[C]\nK=3\n",
      "t.lesson:3: a tab in a group header, at column 6: a group name holds no tabs; "
      "the lines up to the next group are left out\n" },
    { "[A]\nK=1\n[Step 2\x7f]\nText=y\n[C]\nK=3\n",
      "t.lesson:3: a control character, U+007F (delete), at column 8: remove it; "
      "the lines up to the next group are left out\n" },
    /* Outside the brackets the name is whole: the group stays. */
    { "[A]\nK=1\n[Step 2]\f\nText=y\n[C]\nK=3\n",
      "t.lesson:3: a control character, U+000C (form feed), at column 9: remove it\n" },
    { "[A]\nK=1\n[Step 2]\nText=y\n[C]\nK=3\n\f",
      "t.lesson:7: a control character, U+000C (form feed), at column 1: remove it\n" },
    { "[A]\nK=1\n[Step 2]\nText=red \x1b[31m\n[C]\nK=3\n",
      "t.lesson:4: a control character, U+001B (escape), at column 10: remove it\n" },
    { "[A]\nK=1\n[Step 2]\nText=\xc2\x9b\n[C]\nK=3\n",
      "t.lesson:4: a control character, U+009B, at column 6: remove it\n" },
    { "[A]\r\nK=1\r\nX=2\r\r\n[Step 2]\nText=y\n[C]\nK=3\n",
      "t.lesson:3: a control character, U+000D (carriage return), at column 4: remove it\n" },
    /* A tab is fine in values, and around a header. */
    { "[A]\nK=1\n\t[Step 2]\t\nText=a\tb\n[C]\nK=3\n", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtSource *src = NULL;
      g_autofree char *all = problems_of (cases[i].text, strlen (cases[i].text), &src);
      GKeyFile *kf = gt_source_get_key_file (src);

      g_assert_cmpstr (all, ==, cases[i].expected);
      /* GKeyFile read the whole file: the groups after the bad line are
       * there. */
      g_assert_true (g_key_file_has_key (kf, "A", "K", NULL));
      g_assert_true (g_key_file_has_key (kf, "C", "K", NULL));
      if (strstr (cases[i].text, "Text=y") != NULL)
        g_assert_true (g_key_file_has_group (kf, "Step 2") == (strstr (all, "left out") == NULL));
      if (strstr (all, "(escape)") != NULL || strstr (all, "U+009B") != NULL)
        {
          /* The key is refused, not missing. */
          g_assert_false (g_key_file_has_key (kf, "Step 2", "Text", NULL));
          g_assert_true (gt_source_key_refused (src, "Step 2", "Text"));
        }
      g_assert_false (gt_source_key_refused (src, "A", "K"));
      gt_source_free (src);
    }
}

/* A line the checks let through and GKeyFile refuses (the first group's
 * Encoding= must be UTF-8) is found and reported with its number, and the
 * rest of the file is read. */
static void
test_key_file_refuses (void)
{
  const char *text =
    "[Lesson]\n"
    "Id=x\n"
    "Encoding=latin1\n"
    "Title=T\n"
    "[Step 1]\n"
    "Encoding=latin1\n"
    "Text=x\n";
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  GtSource *src = gt_source_new_from_data ("t.lesson", text, strlen (text), problems);
  GKeyFile *kf = gt_source_get_key_file (src);
  g_autofree char *all = gt_problems_to_string (problems);

  g_test_message ("%s", all);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_true (g_str_has_prefix (all, "t.lesson:3: "));
  g_assert_nonnull (strstr (all, "latin1"));
  g_assert_true (g_key_file_has_key (kf, "Lesson", "Title", NULL));
  g_assert_true (g_key_file_has_key (kf, "Step 1", "Text", NULL));
  /* Only the first group's Encoding= matters to GKeyFile. */
  g_assert_true (g_key_file_has_key (kf, "Step 1", "Encoding", NULL));
  g_assert_true (gt_source_key_refused (src, "Lesson", "Encoding"));
  gt_source_free (src);
}

/* Text shown to the learner that looks like markup gets a warning; a lone
 * '&' or '<' is plain text. */
static void
test_markup (void)
{
  const char *text =
    "[Lesson]\n"                                        /* 1 */
    "Title=<b>Bold</b> move\n"                          /* 2 */
    "Title[ja]=Kings & Queens\n"                        /* 3 */
    "Summary=Kings &amp; Queens\n"                      /* 4 */
    "Id=a<b>c\n"                                        /* 5: not text */
    "[Step 1]\n"                                        /* 6 */
    "Text=3 < 4, and 5 > 4; AT&T; & so on\n"            /* 7 */
    "Hint1=<span foreground='red'>red</span>\n"         /* 8 */
    "Hint2=a <span\n"                                   /* 9 */
    "Hint3=&#38; &#x26;\n"                              /* 10 */
    "Success=<br/>\n"                                   /* 11 */
    "Notes=<!-- a comment -->\n";                       /* 12 */
  static const char *const keys[] = { "Title", "Summary", "Text", "Hint1", "Hint2", "Hint3", "Success", "Notes", NULL };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtSource) src = gt_source_new_from_data ("m.lesson", text, strlen (text), problems);
  g_autofree char *all = NULL;

  g_assert_cmpuint (problems->len, ==, 0);
  gt_source_check_markup (src, keys, problems);
  all = gt_problems_to_string (problems);
  g_test_message ("%s", all);
  g_assert_cmpstr (all, ==,
                   "m.lesson:2: warning: key 'Title': '<b>' looks like markup; it is shown as written\n"
                   "m.lesson:4: warning: key 'Summary': '&amp;' looks like markup; it is shown as written\n"
                   "m.lesson:8: warning: key 'Hint1': '<span foreground='red'>' looks like markup; it is shown as written\n"
                   "m.lesson:9: warning: key 'Hint2': '<span' looks like markup; it is shown as written\n"
                   "m.lesson:10: warning: key 'Hint3': '&#38;' looks like markup; it is shown as written\n"
                   "m.lesson:11: warning: key 'Success': '<br/>' looks like markup; it is shown as written\n"
                   "m.lesson:12: warning: key 'Notes': '<!-- a comment -->' looks like markup; it is shown as written\n");
  g_assert_cmpuint (gt_problems_count_errors (problems), ==, 0);
  g_assert_true (((GtProblem *) problems->pdata[0])->warning);
}

/* Every rule of the table is found by its id, and nothing else is. */
static void
test_rule_lookup (void)
{
  g_assert_cmpuint (gt_rules_table_len, >, 100);
  for (guint i = 0; i < gt_rules_table_len; i++)
    g_assert_true (gt_rule_lookup (gt_rules_table[i].id) == &gt_rules_table[i]);
  g_assert_null (gt_rule_lookup (NULL));
  g_assert_null (gt_rule_lookup (""));
  g_assert_null (gt_rule_lookup ("gd.combo.tubes"));
  g_assert_nonnull (gt_rule_lookup ("gd.combo.tube"));
}

/* A key among a list's names, as written or by its base name. */
static void
test_key_in_list (void)
{
  static const char *const names[] = { "Title", "Hint1", "face-down", NULL };
  static const char *const others[] = { "Text", NULL };

  g_assert_true (gt_key_in_list (names, "Title", FALSE));
  g_assert_true (gt_key_in_list (names, "face-down", TRUE));
  g_assert_false (gt_key_in_list (names, "Title[ja]", FALSE));
  g_assert_true (gt_key_in_list (names, "Title[ja]", TRUE));
  g_assert_true (gt_key_in_list (names, "Hint1[zh_CN]", TRUE));
  g_assert_false (gt_key_in_list (names, "Hint", TRUE));
  g_assert_false (gt_key_in_list (names, "title", TRUE));    /* keys are case-sensitive */
  g_assert_false (gt_key_in_list (names, "Text", TRUE));
  /* Each list has its own set. */
  g_assert_true (gt_key_in_list (others, "Text[ja]", TRUE));
  g_assert_false (gt_key_in_list (others, "Title", TRUE));
  /* A base name longer than the stack's room. */
  g_assert_false (gt_key_in_list (names, "TitleTitleTitleTitleTitleTitleTitleTitleTitleTitleTitleTitleTitle[ja]", TRUE));
}

/* "Did you mean": the distance itself, its cut-off and the lengths. */
static void
test_edit_distance (void)
{
  static const struct {
    const char *a, *b;
    guint max, expected;
  } cases[] = {
    { "Title", "Title", 2, 0 },
    { "Titel", "Title", 2, 2 },
    { "title", "TITLE", 2, 0 },          /* case-insensitive */
    { "Hint", "Hint1", 2, 1 },
    { "Expct", "Expect", 2, 1 },
    { "Lessno", "Lesson", 2, 2 },
    { "Summary", "Text", 2, 3 },         /* over max: max + 1 */
    { "a", "abcdefgh", 2, 3 },           /* the lengths alone rule it out */
    { "", "ab", 2, 2 },
    { "gd.combo.tube", "gd.combo.tubes", 3, 1 },
    { "kitten", "sitting", 3, 3 },
    { "kitten", "sitting", 2, 3 },
  };
  char long_a[GT_EDIT_DISTANCE_MAX_LEN + 2];

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint d = gt_edit_distance (cases[i].a, strlen (cases[i].a), cases[i].b, strlen (cases[i].b),
                                  cases[i].max);
      g_test_message ("%s ~ %s: %u", cases[i].a, cases[i].b, d);
      g_assert_cmpuint (d, ==, cases[i].expected);
    }
  memset (long_a, 'a', sizeof long_a - 1);
  long_a[sizeof long_a - 1] = '\0';
  g_assert_cmpuint (gt_edit_distance (long_a, strlen (long_a), long_a, strlen (long_a), 2), ==, 3);
  /* The longest strings taken: 64 characters, a whole word of bits. */
  long_a[GT_EDIT_DISTANCE_MAX_LEN] = '\0';
  g_assert_cmpuint (gt_edit_distance (long_a, GT_EDIT_DISTANCE_MAX_LEN, long_a, GT_EDIT_DISTANCE_MAX_LEN, 2), ==, 0);
  long_a[GT_EDIT_DISTANCE_MAX_LEN - 1] = 'B';
  g_assert_cmpuint (gt_edit_distance (long_a, GT_EDIT_DISTANCE_MAX_LEN, long_a, GT_EDIT_DISTANCE_MAX_LEN - 1, 2), ==, 1);
  g_assert_cmpuint (gt_edit_distance ("aaaa", 4, long_a, GT_EDIT_DISTANCE_MAX_LEN, 64), ==, GT_EDIT_DISTANCE_MAX_LEN - 4);
}

/* The textbook distance, a whole table of cells, to check the fast one. */
static guint
edit_distance_table (const char *a,
                     gsize       la,
                     const char *b,
                     gsize       lb)
{
  guint d[GT_EDIT_DISTANCE_MAX_LEN + 1][GT_EDIT_DISTANCE_MAX_LEN + 1];

  for (gsize i = 0; i <= la; i++)
    d[i][0] = (guint) i;
  for (gsize j = 0; j <= lb; j++)
    d[0][j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    for (gsize j = 1; j <= lb; j++)
      {
        guint cost = g_ascii_tolower (a[i - 1]) != g_ascii_tolower (b[j - 1]);
        d[i][j] = MIN (MIN (d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
      }
  return d[la][lb];
}

/* The bit-vector distance against the table, on random strings of a few
 * letters (so that they are near each other), both cases, every length up
 * to 64 and every cut-off up to 4. */
static void
test_edit_distance_random (void)
{
  static const char letters[] = "abAB.-";
  GRand *rand = g_rand_new_with_seed (13);

  for (guint n = 0; n < 20000; n++)
    {
      char a[GT_EDIT_DISTANCE_MAX_LEN + 1], b[GT_EDIT_DISTANCE_MAX_LEN + 1];
      gsize la = (gsize) g_rand_int_range (rand, 0, n % 10 == 0 ? GT_EDIT_DISTANCE_MAX_LEN + 1 : 9);
      gsize lb = (gsize) g_rand_int_range (rand, 0, n % 10 == 0 ? GT_EDIT_DISTANCE_MAX_LEN + 1 : 9);
      guint max = (guint) g_rand_int_range (rand, 0, 5);
      guint want;

      for (gsize i = 0; i < la; i++)
        a[i] = letters[g_rand_int_range (rand, 0, sizeof letters - 1)];
      for (gsize j = 0; j < lb; j++)
        b[j] = letters[g_rand_int_range (rand, 0, sizeof letters - 1)];
      a[la] = b[lb] = '\0';
      want = MIN (edit_distance_table (a, la, b, lb), max + 1);
      if (gt_edit_distance (a, la, b, lb, max) != want)
        g_test_message ("'%s' ~ '%s', max %u: %u, not %u", a, b, max, gt_edit_distance (a, la, b, lb, max), want);
      g_assert_cmpuint (gt_edit_distance (a, la, b, lb, max), ==, want);
      g_assert_cmpuint (gt_edit_distance (b, lb, a, la, max), ==, want);
    }
  g_rand_free (rand);
}

/* A position the engine refuses, reported at the line of the key it names,
 * at the group's line when it names none or the key has no line, and not
 * at all when that key's line was refused (and so reported) already. */
static void
test_position_problem (void)
{
  static const struct {
    const char *text;
    const char *expected;
  } cases[] = {
    { "[Position]\nlevel=2\nS=S3 X9\nturn=S\n", "p.puzzle:3: key 'S': unknown card 'X9' (item 2)\n" },
    { "# a comment\n[Position]\nlevel=2\nS=S3\n", "p.puzzle:2: key 'turn': missing: whose turn is it?\n" },
    { "[Position]\nlevel=2\nS=S3 S3\nE=S3\nturn=S\n",
      "p.puzzle:1: 3 copies of S3 in the hands and on the table; the deck has 2\n" },
    { "[Position]\nlevel=2\nS=S3\nturn=S\\q\n",
      "p.puzzle:4: key 'turn': unknown escape: write \\\\ for a backslash, \\n for a new line\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) problems = gt_problems_new ();
      g_autoptr(GtSource) src = gt_source_new_from_data ("p.puzzle", cases[i].text, strlen (cases[i].text), problems);
      g_autoptr(GError) error = NULL;
      g_autofree char *all = NULL;
      const char *bad_key = NULL;
      guint before = problems->len;
      gboolean added;
      GtGame g;

      g_assert_false (gt_game_load_key_file (&g, gt_ruleset_guandan (), gt_source_get_key_file (src), "Position",
                                             &bad_key, &error));
      added = gt_source_add_position_problem (src, "Position", bad_key, error->message, problems);
      /* The refused turn= line was reported by the source; the engine's
       * "missing" adds nothing. */
      g_assert_cmpint (added, ==, before == 0);
      g_assert_cmpuint (problems->len, ==, 1);
      all = gt_problems_to_string (problems);
      g_assert_cmpstr (all, ==, cases[i].expected);
    }
}

/* The Id rule both loaders apply (gt_id_is_valid()). */
static void
test_id_valid (void)
{
  char longest[GT_ID_MAX_LEN + 2];

  g_assert_true (gt_id_is_valid ("straights"));
  g_assert_true (gt_id_is_valid ("first-keep-the-bomb"));
  g_assert_true (gt_id_is_valid ("a1-2"));
  g_assert_false (gt_id_is_valid (""));
  g_assert_false (gt_id_is_valid ("Straights"));
  g_assert_false (gt_id_is_valid ("two words"));
  g_assert_false (gt_id_is_valid ("under_score"));
  g_assert_false (gt_id_is_valid ("x]"));
  g_assert_false (gt_id_is_valid ("ü"));

  memset (longest, 'a', GT_ID_MAX_LEN);
  longest[GT_ID_MAX_LEN] = '\0';
  g_assert_true (gt_id_is_valid (longest));
  longest[GT_ID_MAX_LEN] = 'a';
  longest[GT_ID_MAX_LEN + 1] = '\0';
  g_assert_false (gt_id_is_valid (longest));
}

/* A file's problems past GT_PROBLEMS_MAX_PER_FILE are counted on one line,
 * an error when any of them is; another file's start afresh. */
static void
test_problem_cap (void)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  GString *text = g_string_new ("[Group]\n");
  g_autofree char *all = NULL;
  const GtProblem *p;

  for (guint i = 0; i < GT_PROBLEMS_MAX_PER_FILE + 50; i++)
    g_string_append_printf (text, "not a key line %u\n", i);
  gt_source_free (gt_source_new_from_data ("t.lesson", text->str, text->len, problems));
  g_string_free (text, TRUE);
  all = gt_problems_to_string (problems);

  g_assert_cmpuint (problems->len, ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  g_assert_cmpuint (gt_problems_added (problems), ==, GT_PROBLEMS_MAX_PER_FILE + 50);
  p = problems->pdata[0];
  g_assert_cmpuint (p->line, ==, 2);
  g_assert_cmpstr (p->message, ==, "expected 'Key=value', a [Group] or a # comment, not 'not a key line 0'");
  p = problems->pdata[GT_PROBLEMS_MAX_PER_FILE - 1];
  g_assert_cmpuint (p->line, ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  p = problems->pdata[GT_PROBLEMS_MAX_PER_FILE];
  g_assert_cmpuint (p->line, ==, 0);
  g_assert_cmpstr (p->file, ==, "t.lesson");
  g_assert_cmpstr (p->message, ==, "… and 50 more problems (only the first 100 of a file are listed)");
  g_assert_false (p->warning);
  g_assert_cmpuint (gt_problems_count_errors (problems), ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  g_assert_nonnull (strstr (all, "t.lesson:101: expected 'Key=value'"));
  g_assert_true (g_str_has_suffix (all, "\nt.lesson: … and 50 more problems (only the first 100 of a file are listed)\n"));

  /* Another file's problems are listed again. */
  gt_problem_add (problems, "u.lesson", 3, "a problem of %s", "u");
  g_assert_cmpuint (problems->len, ==, GT_PROBLEMS_MAX_PER_FILE + 2);
  g_assert_cmpstr (((GtProblem *) problems->pdata[problems->len - 1])->message, ==, "a problem of u");

  /* Warnings only past the cap: the line is a warning, until an error. */
  g_ptr_array_set_size (problems, 0);
  for (guint i = 0; i < GT_PROBLEMS_MAX_PER_FILE; i++)
    gt_problem_add (problems, "w.lesson", i + 1, "error %u", i);
  gt_problem_add_warning (problems, "w.lesson", 500, "a warning");
  p = problems->pdata[problems->len - 1];
  g_assert_cmpuint (problems->len, ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  g_assert_cmpstr (p->message, ==, "… and 1 more problem (only the first 100 of a file are listed)");
  g_assert_true (p->warning);
  g_assert_cmpuint (gt_problems_count_errors (problems), ==, GT_PROBLEMS_MAX_PER_FILE);
  gt_problem_add (problems, "w.lesson", 501, "an error");
  g_assert_cmpuint (problems->len, ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  g_assert_false (p->warning);
  g_assert_cmpuint (gt_problems_count_errors (problems), ==, GT_PROBLEMS_MAX_PER_FILE + 1);
  g_assert_cmpuint (gt_problems_added (problems), ==, GT_PROBLEMS_MAX_PER_FILE + 2);
}

/* A long message, past the stack buffer gt_problem_add() tries first. */
static void
test_long_problem (void)
{
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autofree char *word = g_strnfill (3000, 'x');
  g_autofree char *want = g_strdup_printf ("a.lesson:7: long %s\n", word);
  g_autofree char *all = NULL;

  gt_problem_add (problems, "a.lesson", 7, "long %s", word);
  all = gt_problems_to_string (problems);
  g_assert_cmpstr (all, ==, want);
}

/* gt_source_get_value() reads a value as g_key_file_get_string() does. */
static void
test_get_value (void)
{
  static const char text[] =
    "[G]\n"
    "a=plain\n"
    "b=  lead and trail  \n"
    "c=\\s\\n\\t\\r\\\\ end\n"
    "d=list\\;of\\,items\n"
    "e=\\\\s is not a space\n"
    "f=\n"
    "g[ja]=日本語\\s\n";
  static const char *const keys[] = { "a", "b", "c", "d", "e", "f", "g[ja]", NULL };
  g_autoptr (GPtrArray) problems = gt_problems_new ();
  g_autoptr (GtSource) src = gt_source_new_from_data ("v.lesson", text, sizeof text - 1, problems);
  GKeyFile *kf = gt_source_get_key_file (src);

  g_assert_cmpuint (problems->len, ==, 0);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *want = g_key_file_get_string (kf, "G", keys[i], NULL);
      g_autofree char *got = gt_source_get_value (src, "G", keys[i]);

      g_assert_nonnull (want);
      g_assert_cmpstr (got, ==, want);
    }
  g_assert_null (gt_source_get_value (src, "G", "absent"));
  g_assert_null (gt_source_get_value (src, "Absent", "a"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/source/lines", test_lines_recorded);
  g_test_add_func ("/source/bad-lines", test_bad_lines_reported);
  g_test_add_func ("/source/hostile", test_hostile_input);
  g_test_add_func ("/source/bad-escapes", test_bad_escapes);
  g_test_add_func ("/source/special-files", test_special_files);
  g_test_add_func ("/source/size-limit", test_size_limit);
  g_test_add_func ("/source/bom", test_bom);
  g_test_add_func ("/source/control-characters", test_control_characters);
  g_test_add_func ("/source/key-file-refuses", test_key_file_refuses);
  g_test_add_func ("/source/markup", test_markup);
  g_test_add_func ("/source/key-in-list", test_key_in_list);
  g_test_add_func ("/source/rule-lookup", test_rule_lookup);
  g_test_add_func ("/source/edit-distance", test_edit_distance);
  g_test_add_func ("/source/edit-distance-random", test_edit_distance_random);
  g_test_add_func ("/source/id-valid", test_id_valid);
  g_test_add_func ("/source/position-problem", test_position_problem);
  g_test_add_func ("/source/problem-cap", test_problem_cap);
  g_test_add_func ("/source/long-problem", test_long_problem);
  g_test_add_func ("/source/get-value", test_get_value);
  return g_test_run ();
}
