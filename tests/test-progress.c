/* test-progress.c — the progress store: round trips, damaged files, resets
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gt-atomic-file-private.h"
#include "gt-progress.h"

/* G_TEST_OPTION_ISOLATE_DIRS gives each test its own XDG folders, removed
 * at the end. */
static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "test", name, NULL);
}

static void
write_file (const char *path,
            const char *data,
            gssize      len)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);

  g_file_set_contents (path, data, len, &error);
  g_assert_no_error (error);
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  return data;
}

static void
count_changed (GtProgress *progress,
               const char *id,
               gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
test_missing_file (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (gt_progress_load (p, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gt_progress_count_steps_done (p, "straights"), ==, 0);
  g_assert_cmpuint (gt_progress_get_current_step (p, "straights"), ==, 0);
  g_assert_false (gt_progress_get_lesson_completed (p, "straights"));
  g_assert_cmpint (gt_progress_get_puzzle_state (p, "shed-one"), ==, GT_PUZZLE_UNTRIED);
  /* Loading does not create anything. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_round_trip (void)
{
  g_autofree char *path = temp_path ("sub/dir/progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) d = NULL;
  guint changes = 0;
  const char *name;

  g_signal_connect (p, "changed", G_CALLBACK (count_changed), &changes);

  gt_progress_set_step_done (p, "straights", 1);
  gt_progress_set_step_done (p, "straights", 3);
  gt_progress_set_step_done (p, "straights", 64);
  gt_progress_set_step_done (p, "straights", 3);     /* again: no change */
  gt_progress_set_current_step (p, "straights", 4);
  gt_progress_set_lesson_completed (p, "cards-and-levels", TRUE);
  gt_progress_set_step_done (p, "cards-and-levels", 2);
  gt_progress_set_puzzle_solved (p, "shed-one");
  gt_progress_add_puzzle_failure (p, "first-two");
  gt_progress_add_puzzle_failure (p, "first-two");
  gt_progress_add_puzzle_failure (p, "shed-one");    /* solved stays solved */
  g_assert_cmpuint (changes, ==, 10);

  /* The folder is created; no temporary file is left beside the result. */
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    g_assert_cmpstr (name, ==, "progress.ini");

  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gt_progress_get_steps_done (q, "straights"), ==,
                    (G_GUINT64_CONSTANT (1) << 0) | (G_GUINT64_CONSTANT (1) << 2) |
                    (G_GUINT64_CONSTANT (1) << 63));
  g_assert_cmpuint (gt_progress_count_steps_done (q, "straights"), ==, 3);
  g_assert_true (gt_progress_is_step_done (q, "straights", 3));
  g_assert_false (gt_progress_is_step_done (q, "straights", 2));
  g_assert_false (gt_progress_is_step_done (q, "straights", 0));
  g_assert_false (gt_progress_is_step_done (q, "straights", 65));
  g_assert_cmpuint (gt_progress_get_current_step (q, "straights"), ==, 4);
  g_assert_false (gt_progress_get_lesson_completed (q, "straights"));
  g_assert_true (gt_progress_get_lesson_completed (q, "cards-and-levels"));
  g_assert_cmpint (gt_progress_get_puzzle_state (q, "shed-one"), ==, GT_PUZZLE_SOLVED);
  g_assert_cmpint (gt_progress_get_puzzle_state (q, "first-two"), ==, GT_PUZZLE_FAILED);
  g_assert_cmpuint (gt_progress_get_puzzle_failures (q, "first-two"), ==, 2);
  g_assert_cmpint (gt_progress_get_puzzle_state (q, "nothing"), ==, GT_PUZZLE_UNTRIED);
}

/* The review list: failed and not solved since, even after an earlier
 * solve; files without the key read as "failed, not solved". */
/* Drill stars: the best try is kept, saved and read back; a value out of
 * range in the file is dropped, not believed. */
static void
test_drill_stars (void)
{
  g_autofree char *path = temp_path ("drills.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (gt_progress_get_drill_stars (p, "drill-bombs"), ==, 0);
  gt_progress_set_drill_stars (p, "drill-bombs", 2);
  gt_progress_set_drill_stars (p, "drill-bombs", 1);
  g_assert_cmpuint (gt_progress_get_drill_stars (p, "drill-bombs"), ==, 2);
  gt_progress_set_drill_stars (p, "drill-wild", 3);
  gt_progress_set_drill_stars (p, "drill-wild", 4);
  g_assert_cmpuint (gt_progress_get_drill_stars (p, "drill-wild"), ==, 3);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_cmpuint (gt_progress_get_drill_stars (q, "drill-bombs"), ==, 2);
  g_assert_cmpuint (gt_progress_get_drill_stars (q, "drill-wild"), ==, 3);

  /* A damaged file loads what it can, and says so. */
  write_file (path, "[Drill drill-bombs]\nStars=9\n\n[Drill drill-wild]\nStars=1\n", -1);
  g_assert_false (gt_progress_load (q, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (gt_progress_get_drill_stars (q, "drill-bombs"), ==, 0);
  g_assert_cmpuint (gt_progress_get_drill_stars (q, "drill-wild"), ==, 1);
}

/* The Play page's last review: kept, read back, and refused when the
 * file's list does not come in fours. */
static void
test_play_review (void)
{
  g_autofree char *path = temp_path ("play.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  const char *const fields[] = { "Pair of 7s", "", "", "", "Single A", "1", "It loses; N goes out first.", "pass" };
  g_auto(GStrv) back = NULL;
  g_auto(GStrv) none = NULL;
  guint32 game = 0;
  guint deal = 0;

  g_assert_null (gt_progress_get_play_review (p, &game, &deal));
  gt_progress_set_play_review (p, 4711, 3, fields, G_N_ELEMENTS (fields));
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  back = gt_progress_get_play_review (q, &game, &deal);
  g_assert_nonnull (back);
  g_assert_cmpuint (game, ==, 4711);
  g_assert_cmpuint (deal, ==, 3);
  g_assert_cmpuint (g_strv_length (back), ==, 8);
  g_assert_cmpstr (back[6], ==, "It loses; N goes out first.");
  g_assert_cmpstr (back[7], ==, "pass");

  write_file (path, "[Play]\nReviewGame=5\nReviewDeal=1\nReviewPlays=a;b;c;\n", -1);
  gt_progress_load (q, NULL);
  none = gt_progress_get_play_review (q, &game, &deal);
  g_assert_null (none);
}

static void
test_review (void)
{
  g_autofree char *path = temp_path ("review.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (gt_progress_get_puzzle_review (p, "a"));
  gt_progress_add_puzzle_failure (p, "a");
  g_assert_true (gt_progress_get_puzzle_review (p, "a"));
  gt_progress_set_puzzle_solved (p, "a");
  g_assert_false (gt_progress_get_puzzle_review (p, "a"));
  /* Solved, then failed again: back on the list, and still solved. */
  gt_progress_add_puzzle_failure (p, "a");
  g_assert_true (gt_progress_get_puzzle_review (p, "a"));
  g_assert_cmpint (gt_progress_get_puzzle_state (p, "a"), ==, GT_PUZZLE_SOLVED);
  gt_progress_set_puzzle_solved (p, "b");
  g_assert_false (gt_progress_get_puzzle_review (p, "b"));
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_true (gt_progress_get_puzzle_review (q, "a"));
  g_assert_false (gt_progress_get_puzzle_review (q, "b"));

  /* An older file: Failures without Review. */
  write_file (path, "[Puzzle c]\nFailures=1\n\n[Puzzle d]\nSolved=true\nFailures=3\n", -1);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_get_puzzle_review (q, "c"));
  g_assert_false (gt_progress_get_puzzle_review (q, "d"));
  gt_progress_set_puzzle_solved (q, "c");
  g_assert_false (gt_progress_get_puzzle_review (q, "c"));
}

static void
test_reset (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  gt_progress_set_step_done (p, "straights", 2);
  gt_progress_set_current_step (p, "straights", 3);
  gt_progress_set_step_done (p, "bombs", 1);
  gt_progress_set_puzzle_solved (p, "shed-one");
  gt_progress_reset_lesson (p, "straights");
  g_assert_cmpuint (gt_progress_count_steps_done (p, "straights"), ==, 0);
  g_assert_cmpuint (gt_progress_get_current_step (p, "straights"), ==, 0);
  g_assert_true (gt_progress_is_step_done (p, "bombs", 1));

  g_assert_true (gt_progress_save (p, &error));
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gt_progress_count_steps_done (q, "straights"), ==, 0);
  g_assert_true (gt_progress_is_step_done (q, "bombs", 1));

  gt_progress_reset_puzzle (q, "shed-one");
  g_assert_cmpint (gt_progress_get_puzzle_state (q, "shed-one"), ==, GT_PUZZLE_UNTRIED);
  gt_progress_reset_all (q);
  g_assert_cmpuint (gt_progress_count_steps_done (q, "bombs"), ==, 0);
}

/* A file edited by hand or cut short: the damaged lines go, the rest stays,
 * and the original is kept as .bak. */
static void
test_damaged_lines (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;
  const char *data =
    "# a comment\n"
    "stray line before any group\n"
    "[Lesson straights]\n"
    "Steps=1;2;x;99;3\n"
    "Current=4\n"
    "this line is garbage\n"
    "Completed=maybe\n"
    "[Lesson bombs\n"
    "Steps=1\n"
    "[Lesson tubes]\r\n"
    "Steps=2\r\n"
    "Current=-1\n"
    "[Puzzle shed-one]\n"
    "Solved=true\n"
    "Failures=lots\n"
    "[Puzzle first-two]\n"
    "Failures=3\n"
    "Future=kept as it is\n"
    "[Something New]\n"
    "Key=value\\qwith an odd escape\n"
    "[Lesson cut-short]\n"
    "Steps=1;2";

  write_file (path, data, -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, gt_progress_get_backup_path (p)));
  g_assert_nonnull (strstr (error->message, "cut short"));
  g_clear_error (&error);

  /* The backup is the file as it was. */
  backup = read_file (gt_progress_get_backup_path (p));
  g_assert_cmpstr (backup, ==, data);

  g_assert_cmpuint (gt_progress_get_steps_done (p, "straights"), ==, 0x7);
  g_assert_cmpuint (gt_progress_get_current_step (p, "straights"), ==, 4);
  g_assert_false (gt_progress_get_lesson_completed (p, "straights"));
  /* "[Lesson bombs" is not a group: its keys are left out rather than
   * falling into straights'. */
  g_assert_cmpuint (gt_progress_count_steps_done (p, "bombs"), ==, 0);
  g_assert_true (gt_progress_is_step_done (p, "tubes", 2));
  g_assert_cmpuint (gt_progress_get_current_step (p, "tubes"), ==, 0);
  g_assert_cmpint (gt_progress_get_puzzle_state (p, "shed-one"), ==, GT_PUZZLE_SOLVED);
  g_assert_cmpuint (gt_progress_get_puzzle_failures (p, "first-two"), ==, 3);
  /* The file does not end with a line break: its last line is only the
   * start of one, and is left out rather than read as fewer steps. */
  g_assert_cmpuint (gt_progress_get_steps_done (p, "cut-short"), ==, 0);

  /* Saved with nothing changed, the file is left as it was. */
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  {
    g_autofree char *unchanged = read_file (path);
    g_assert_cmpstr (unchanged, ==, data);
  }

  /* Saved after a change, the file is clean and keeps what this version
   * does not know. */
  gt_progress_set_step_done (p, "next", 1);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gt_progress_get_steps_done (q, "straights"), ==, 0x7);
  g_assert_cmpuint (gt_progress_get_puzzle_failures (q, "first-two"), ==, 3);
  {
    g_autofree char *saved = read_file (path);
    g_assert_nonnull (strstr (saved, "Future=kept as it is\n"));
    g_assert_nonnull (strstr (saved, "[Something New]\nKey=value\\qwith an odd escape\n"));
  }
}

static void
test_not_a_progress_file (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  static const char binary[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe";
  g_autofree char *backup = NULL;

  write_file (path, binary, sizeof binary - 1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_clear_error (&error);
  g_assert_true (g_file_test (gt_progress_get_backup_path (p), G_FILE_TEST_IS_REGULAR));
  backup = read_file (gt_progress_get_backup_path (p));
  g_assert_cmpmem (backup, sizeof binary - 1, binary, sizeof binary - 1);
  g_assert_cmpuint (gt_progress_count_steps_done (p, "straights"), ==, 0);

  /* Still usable, and saving replaces the junk, now that a verified copy
   * of it exists. */
  gt_progress_set_step_done (p, "straights", 1);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (p, "straights", 1));
}

static void
test_bad_bytes (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  static const char data[] =
    "[Lesson straights]\n"
    "Steps=1;2\n"
    "Bad=\xc3\x28 not UTF-8\n"
    "Nul=a\0b\n"
    "[Lesson \xff\xfe]\n"
    "[Puzzle shed-one]\n"
    "Solved=true\n";

  write_file (path, data, sizeof data - 1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "straights"), ==, 0x3);
  g_assert_cmpint (gt_progress_get_puzzle_state (p, "shed-one"), ==, GT_PUZZLE_SOLVED);
}

/* Ids that cannot be a group name are ignored, never written. */
static void
test_bad_ids (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  const char *bad[] = { "", "a]b", "x\ny", " lead", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      gt_progress_set_step_done (p, bad[i], 1);
      gt_progress_set_current_step (p, bad[i], 1);
      gt_progress_set_lesson_completed (p, bad[i], TRUE);
      gt_progress_set_puzzle_solved (p, bad[i]);
      gt_progress_add_puzzle_failure (p, bad[i]);
      gt_progress_reset_lesson (p, bad[i]);
      g_assert_cmpuint (gt_progress_count_steps_done (p, bad[i]), ==, 0);
    }
  /* Unusual but harmless ids work. */
  gt_progress_set_step_done (p, "lesson with spaces = ok", 5);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (q, "lesson with spaces = ok", 5));
}

static void
test_save_fails (void)
{
  g_autofree char *blocker = temp_path ("a-file");
  g_autofree char *path = g_build_filename (blocker, "progress.ini", NULL);
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  write_file (blocker, "not a folder", -1);
  gt_progress_set_step_done (p, "straights", 1);
  g_assert_false (gt_progress_save (p, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  /* The memory copy is untouched. */
  g_assert_true (gt_progress_is_step_done (p, "straights", 1));
}

static void
test_default_path (void)
{
  g_autoptr(GtProgress) p = gt_progress_new (NULL);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "guandan-tutor",
                                                "progress.ini", NULL);

  g_assert_cmpstr (gt_progress_get_path (p), ==, expected);
  g_assert_true (g_str_has_suffix (gt_progress_get_backup_path (p), "progress.ini.bak"));
}

/* ---- Files that must be left as they are --------------------------------- */

/* What tells a file that was written again from one left alone: a save
 * writes a new file and renames it, so the inode changes. */
typedef struct {
  dev_t  dev;
  ino_t  ino;
  mode_t mode;
  off_t  size;
  gint64 mtime_ns;
} FileId;

static void
get_file_id (const char *path,
             FileId     *id)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  id->dev = st.st_dev;
  id->ino = st.st_ino;
  id->mode = st.st_mode;
  id->size = st.st_size;
  id->mtime_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
}

static void
assert_same_file (const char   *path,
                  const FileId *before)
{
  FileId now;

  get_file_id (path, &now);
  g_assert_cmpuint (now.dev, ==, before->dev);
  g_assert_cmpuint (now.ino, ==, before->ino);
  g_assert_cmpuint (now.mode, ==, before->mode);
  g_assert_cmpint (now.size, ==, before->size);
  g_assert_cmpint (now.mtime_ns, ==, before->mtime_ns);
}

/* A change, then a save that must be refused with the file left as it
 * is; the memory copy keeps the change. */
static void
assert_save_refused (GtProgress *p)
{
  g_autoptr(GError) error = NULL;

  gt_progress_add_puzzle_failure (p, "refused");
  g_assert_false (gt_progress_save (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_PROTECTED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, gt_progress_get_path (p)));
  g_assert_nonnull (strstr (error->message, "left as it is"));
  g_assert_cmpint (gt_progress_get_puzzle_state (p, "refused"), ==, GT_PUZZLE_FAILED);
}

/* Only the file itself in its folder: no backup, no temporary file left. */
static void
assert_alone_in_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    g_assert_cmpstr (name, ==, base);
}

/* Loading then saving with nothing changed writes nothing: opening the app
 * or a lesson, which sets the step it is at and saves, must not rewrite
 * the file (nor tidy a damaged one). */
static void
test_unchanged_save (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  const char *data = "[Lesson straights]\nSteps=1;2\nCurrent=3\nCompleted=true\n";
  FileId before;

  write_file (path, data, -1);
  get_file_id (path, &before);
  g_assert_true (gt_progress_load (p, &error));
  g_assert_no_error (error);

  /* What the lesson page does when a lesson is shown again. */
  gt_progress_set_current_step (p, "straights", 3);
  gt_progress_set_lesson_completed (p, "straights", TRUE);
  gt_progress_set_step_done (p, "straights", 2);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  assert_same_file (path, &before);
  after = read_file (path);
  g_assert_cmpstr (after, ==, data);

  /* A real change is written, once. */
  gt_progress_set_current_step (p, "straights", 2);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  get_file_id (path, &before);
  g_assert_true (gt_progress_save (p, &error));
  assert_same_file (path, &before);
}

/* A damaged file loaded and not changed stays as it was, too. */
static void
test_unchanged_damaged (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  const char *data = "[Lesson straights]\nSteps=1;2\ngarbage\n";
  FileId before;

  write_file (path, data, -1);
  get_file_id (path, &before);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_clear_error (&error);
  gt_progress_set_step_done (p, "straights", 1);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  assert_same_file (path, &before);
}

/* chmod 000: not read, so not written over.  Root reads it all the same;
 * the tests below make unreadable files that root cannot read either. */
static void
test_permission_denied (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  FileId before;

  write_file (path, "[Lesson bombs]\nSteps=1;2;3\n", -1);
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  if (access (path, R_OK) == 0)
    {
      g_test_skip ("this user can read a file with mode 000 (root)");
      return;
    }
  get_file_id (path, &before);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "left as it is"));
  assert_save_refused (p);
  assert_same_file (path, &before);
  assert_alone_in_folder (path);
}

/* A folder where the file should be: not read (EISDIR), not written over,
 * and said. */
static void
test_folder_in_the_way (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *inside = g_build_filename (path, "something", NULL);
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  FileId before;

  write_file (inside, "kept", -1);
  get_file_id (path, &before);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_test_message ("%s", error->message);
  assert_save_refused (p);
  assert_same_file (path, &before);
  assert_alone_in_folder (path);
}

/* A link that leads nowhere but to itself: a link, so not read (not
 * "too many levels of symbolic links"); saving must not replace it with a
 * plain file. */
static void
test_link_loop (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *target = NULL;
  FileId before;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (symlink ("progress.ini", path), ==, 0);
  get_file_id (path, &before);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_test_message ("%s", error->message);
  assert_save_refused (p);
  assert_same_file (path, &before);
  target = g_file_read_link (path, NULL);
  g_assert_cmpstr (target, ==, "progress.ini");
  assert_alone_in_folder (path);
}

/* The file could not be read, then the learner moved it away: there is
 * nothing left to lose, and saving works again. */
static void
test_unreadable_moved_away (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *inside = g_build_filename (path, "something", NULL);
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  write_file (inside, "kept", -1);
  g_assert_false (gt_progress_load (p, &error));
  g_clear_error (&error);
  assert_save_refused (p);
  g_assert_cmpint (g_remove (inside), ==, 0);
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gt_progress_get_puzzle_state (q, "refused"), ==, GT_PUZZLE_FAILED);
}

/* A FIFO must not hang the app (opening one blocks without O_NONBLOCK), is
 * not read, and is not replaced. */
static void
test_fifo (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  FileId before;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  get_file_id (path, &before);
  alarm (20);                   /* a hang fails the test instead */
  g_assert_false (gt_progress_load (p, &error));
  alarm (0);
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_test_message ("%s", error->message);
  assert_save_refused (p);
  assert_same_file (path, &before);
  g_assert_true (S_ISFIFO (before.mode));
  assert_alone_in_folder (path);
}

/* A link to /dev/zero: endless, so refused before reading; the link
 * stays. */
static void
test_dev_zero (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *target = NULL;
  FileId before;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  get_file_id (path, &before);
  alarm (20);
  g_assert_false (gt_progress_load (p, &error));
  alarm (0);
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  assert_save_refused (p);
  assert_same_file (path, &before);
  target = g_file_read_link (path, NULL);
  g_assert_cmpstr (target, ==, "/dev/zero");
  assert_alone_in_folder (path);
}

/* Writing the backup fails (a full disk: an injected ENOSPC): the message
 * must not claim a copy, and saving must not write over the only one; once
 * there is room, the next save makes the copy and writes. */
static void
test_backup_fails (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *after = NULL;
  const char *data = "[Lesson straights]\nSteps=1;2\ngarbage\n[Lesson bombs]\nSteps=4\n";
  FileId before;

  write_file (path, data, -1);
  get_file_id (path, &before);

  gt_atomic_file_inject_error (GT_ATOMIC_FILE_FAIL_WRITE, 10, ENOSPC);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_test_message ("%s", error->message);
  g_assert_null (strstr (error->message, "is kept in"));
  g_assert_nonnull (strstr (error->message, "No copy"));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOSPC)));
  g_clear_error (&error);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "straights"), ==, 0x3);

  assert_save_refused (p);
  gt_atomic_file_inject_error (GT_ATOMIC_FILE_FAIL_WRITE, 0, 0);
  assert_same_file (path, &before);
  after = read_file (path);
  g_assert_cmpstr (after, ==, data);
  g_clear_pointer (&after, g_free);
  assert_alone_in_folder (path);

  /* There is room again: the copy is made, checked, and the file
   * written. */
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (gt_progress_get_backup_path (p), "progress.ini.bak"));
  backup = read_file (gt_progress_get_backup_path (p));
  g_assert_cmpstr (backup, ==, data);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (q, "straights", 1));
  g_assert_true (gt_progress_is_step_done (q, "bombs", 4));
}

/* A folder where the backup should be: it is left there, and the copy
 * goes to the next name. */
static void
test_backup_folder_in_the_way (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *in_the_way = NULL;
  g_autofree char *backup = NULL;
  const char *data = "[Lesson straights]\nSteps=1;2\ngarbage\n";

  write_file (path, data, -1);
  in_the_way = g_build_filename (gt_progress_get_backup_path (p), "in-the-way", NULL);
  write_file (in_the_way, "", -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_assert_true (g_str_has_suffix (gt_progress_get_backup_path (p), "progress.ini.bak.1"));
  g_assert_nonnull (strstr (error->message, gt_progress_get_backup_path (p)));
  backup = read_file (gt_progress_get_backup_path (p));
  g_assert_cmpstr (backup, ==, data);
  g_assert_true (g_file_test (in_the_way, G_FILE_TEST_IS_REGULAR));
}

/* The backup is written at load, and was replaced by something else
 * before the first save: that is kept too, and a new copy is made beside
 * it before the file is written over. */
static void
test_backup_checked_at_save (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *kept = NULL;
  const char *data = "[Lesson straights]\nSteps=1;x\n";

  write_file (path, data, -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, "is kept in"));
  g_clear_error (&error);
  first = g_strdup (gt_progress_get_backup_path (p));
  write_file (first, "something else", -1);
  gt_progress_set_step_done (p, "straights", 2);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gt_progress_get_backup_path (p), !=, first);
  backup = read_file (gt_progress_get_backup_path (p));
  g_assert_cmpstr (backup, ==, data);
  kept = read_file (first);
  g_assert_cmpstr (kept, ==, "something else");
}

/* A second damage, with the backup of the first one still there (holding a
 * completed lesson): the older backup is not written over, the new one is
 * numbered and named in the message; a third gets the next number, and
 * the same damage again reuses its own backup. */
static void
test_second_damage (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *bak1 = g_strconcat (path, ".bak.1", NULL);
  g_autofree char *bak2 = g_strconcat (path, ".bak.2", NULL);
  const char *older = "[Lesson straights]\nSteps=1;2;3\nCompleted=true\nbroken\n";
  const char *second = "[Lesson bombs]\nSteps=1\nbroken too\n";
  const char *third = "[Lesson pairs]\nSteps=2\nand again\n";
  g_autofree char *text = NULL;

  write_file (bak, older, -1);
  for (guint round = 0; round < 3; round++)
    {
      g_autoptr(GtProgress) p = gt_progress_new (path);
      g_autoptr(GError) error = NULL;
      const char *data = round == 1 ? third : second;
      const char *want = round == 1 ? bak2 : bak1;

      write_file (path, data, -1);
      g_assert_false (gt_progress_load (p, &error));
      g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
      g_test_message ("%s", error->message);
      g_assert_cmpstr (gt_progress_get_backup_path (p), ==, want);
      g_assert_nonnull (strstr (error->message, want));
      g_clear_error (&error);
      gt_progress_set_step_done (p, "straights", 4);
      g_assert_true (gt_progress_save (p, &error));
      g_assert_no_error (error);

      text = read_file (bak);
      g_assert_cmpstr (text, ==, older);
      g_clear_pointer (&text, g_free);
      text = read_file (want);
      g_assert_cmpstr (text, ==, data);
      g_clear_pointer (&text, g_free);
    }
  text = g_strconcat (path, ".bak.3", NULL);
  g_assert_false (g_file_test (text, G_FILE_TEST_EXISTS));
}

/* A full disk when progress is saved (an injected error in the writes, at
 * the sync, at the rename): the old file as it was, no temporary file,
 * and the next save, with room again, writes. */
static void
test_save_full_disk (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  const char *data = "[Lesson straights]\nSteps=1;2;3\nCompleted=true\n";
  static const GtAtomicFileFailAt steps[] = {
    GT_ATOMIC_FILE_FAIL_WRITE, GT_ATOMIC_FILE_FAIL_SYNC, GT_ATOMIC_FILE_FAIL_RENAME,
  };
  FileId before;

  write_file (path, data, -1);
  get_file_id (path, &before);
  g_assert_true (gt_progress_load (p, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      gt_progress_set_step_done (p, "bombs", i + 1);
      gt_atomic_file_inject_error (steps[i], 16, ENOSPC);
      g_assert_false (gt_progress_save (p, &error));
      gt_atomic_file_inject_error (steps[i], 0, 0);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);
      assert_same_file (path, &before);
      after = read_file (path);
      g_assert_cmpstr (after, ==, data);
      g_clear_pointer (&after, g_free);
      assert_alone_in_folder (path);
    }
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gt_progress_get_steps_done (q, "bombs"), ==, 0x7);
  g_assert_true (gt_progress_get_lesson_completed (q, "straights"));
}

/* A read-only progress file (0444) is read, but not replaced by a
 * writable one: saving fails and says so, and the file keeps its mode and
 * contents.  A file with other permissions keeps them. */
static void
test_read_only (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  struct stat st;
  FileId before;

  write_file (path, "[Lesson straights]\nSteps=1\n", -1);
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  get_file_id (path, &before);
  g_assert_true (gt_progress_load (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (p, "straights", 1));
  gt_progress_set_step_done (p, "straights", 2);
  g_assert_false (gt_progress_save (p, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  assert_same_file (path, &before);
  assert_alone_in_folder (path);

  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lstat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
}

/* More than the limit: refused before reading, not copied whole to the
 * backup (nor at all), not written over. */
static void
test_too_large (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  gsize len = 2 * GT_PROGRESS_MAX_FILE_SIZE;
  g_autofree char *data = g_malloc (len);
  FileId before;

  memset (data, '#', len);
  write_file (path, data, (gssize) len);
  get_file_id (path, &before);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_test_message ("%s", error->message);
  g_assert_false (g_file_test (gt_progress_get_backup_path (p), G_FILE_TEST_EXISTS));
  assert_save_refused (p);
  assert_same_file (path, &before);
  assert_alone_in_folder (path);
}

/* Exactly the limit is still read; one byte more is not. */
static void
test_size_limit (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  gsize len = GT_PROGRESS_MAX_FILE_SIZE;
  g_autofree char *data = g_malloc (len + 1);
  const char *head = "[Lesson straights]\nSteps=1\n";

  memset (data, '#', len + 1);
  memcpy (data, head, strlen (head));
  data[len - 1] = '\n';
  write_file (path, data, (gssize) len);
  g_assert_true (gt_progress_load (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (p, "straights", 1));

  data[len - 1] = '#';
  data[len] = '\n';
  write_file (path, data, (gssize) len + 1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_assert_false (gt_progress_is_step_done (p, "straights", 1));
}

static off_t
size_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (stat (path, &st), ==, 0);
  return st.st_size;
}

/* Lessons with 100-character ids, from first to first + n. */
static void
add_lessons (GtProgress *p,
             guint       first,
             guint       n)
{
  for (guint i = first; i < first + n; i++)
    {
      g_autofree char *id = g_strdup_printf ("%-100u", i);

      g_strdelimit (id, " ", 'x');
      gt_progress_set_step_done (p, id, 1);
    }
}

/* The writer never makes a file its reader refuses: progress that fills
 * the limit to the last lesson is saved and read back whole; one lesson
 * more is not saved (said, the file left as it was, still readable); the
 * Play page's review is left out first when that is enough.  (The
 * reliability run saved 1,084,771 bytes over a 1 MiB limit, and the app
 * refused its own file at the next start.) */
static void
test_written_at_limit (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GtProgress) q = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *last = NULL;
  const char *review[] = { "S3", "", "", "" };
  off_t one, per, base;
  guint n;
  FileId before;

  /* The size of a lesson's group, and of the rest. */
  add_lessons (p, 0, 1);
  g_assert_true (gt_progress_save (p, &error));
  one = size_of (path);
  add_lessons (p, 1, 1);
  g_assert_true (gt_progress_save (p, &error));
  per = size_of (path) - one;
  base = one - per;
  n = (guint) ((GT_PROGRESS_MAX_FILE_SIZE - base) / per);

  add_lessons (p, 2, n - 2);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_test_message ("%u lessons: %" G_GINT64_FORMAT " bytes", n, (gint64) size_of (path));
  g_assert_cmpint (size_of (path), <=, GT_PROGRESS_MAX_FILE_SIZE);
  g_assert_cmpint (size_of (path), >, GT_PROGRESS_MAX_FILE_SIZE - per);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  last = g_strdup_printf ("%-100u", n - 1);
  g_strdelimit (last, " ", 'x');
  g_assert_true (gt_progress_is_step_done (q, last, 1));

  /* One more: not saved, and the file as it was reads back. */
  get_file_id (path, &before);
  add_lessons (p, n, 1);
  g_assert_false (gt_progress_save (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_TOO_LARGE);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  assert_same_file (path, &before);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);

  /* At the limit with a review of the last deal: the review goes, the
   * lessons stay. */
  g_assert_true (gt_progress_load (p, &error));
  gt_progress_set_play_review (p, 1, 7, review, 4);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (q, last, 1));
  g_assert_cmpint (size_of (path), <=, GT_PROGRESS_MAX_FILE_SIZE);
}

/* A progress file that is a link (to a shell start-up file, to a file in a
 * synced folder): not read, not copied, not written through, not
 * replaced — said, with the way out. */
static void
test_symlink (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *target = temp_path ("home/.bashrc");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *link = NULL;
  g_autofree char *text = NULL;
  const char *shell = "export PATH=$HOME/bin:$PATH\nalias ll='ls -l'\n";
  FileId before;

  write_file (target, shell, -1);
  g_assert_cmpint (symlink ("home/.bashrc", path), ==, 0);
  get_file_id (path, &before);

  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_assert_nonnull (strstr (error->message, path));
  g_assert_false (g_file_test (gt_progress_get_backup_path (p), G_FILE_TEST_EXISTS));
  assert_save_refused (p);

  assert_same_file (path, &before);
  link = g_file_read_link (path, NULL);
  g_assert_cmpstr (link, ==, "home/.bashrc");
  text = read_file (target);
  g_assert_cmpstr (text, ==, shell);
}

/* A link whose target is not there: not followed, nothing created at its
 * end (no folders outside the app's), the link left as it is. */
static void
test_dangling_symlink (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *far = g_build_filename (g_get_user_data_dir (), "elsewhere", NULL);
  g_autofree char *target = g_build_filename (far, "deep", "mine.ini", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *link = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (symlink (target, path), ==, 0);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_clear_error (&error);
  assert_save_refused (p);
  g_assert_false (g_file_test (far, G_FILE_TEST_EXISTS));
  link = g_file_read_link (path, NULL);
  g_assert_cmpstr (link, ==, target);
  assert_alone_in_folder (path);

  /* The folder itself a dangling link: saving fails, and creates nothing
   * at its far end either. */
  {
    g_autofree char *folder = temp_path ("data-link");
    g_autofree char *inside = g_build_filename (folder, "progress.ini", NULL);
    g_autoptr(GtProgress) q = gt_progress_new (inside);

    g_assert_cmpint (symlink (target, folder), ==, 0);
    g_assert_true (gt_progress_load (q, &error));
    gt_progress_set_step_done (q, "straights", 1);
    g_assert_false (gt_progress_save (q, &error));
    g_test_message ("%s", error->message);
    g_assert_false (g_file_test (far, G_FILE_TEST_EXISTS));
  }
}

/* ---- One odd line costs that line only ----------------------------------- */

/* Loads data, which has one odd line (or group) among good ones: the file
 * is damaged, not refused, and everything else is there. */
static GtProgress *
load_damaged (const char *data,
              guint       n_left_out)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autofree char *count = g_strdup_printf ("%u line", n_left_out);
  GtProgress *p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;

  write_file (path, data, -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, count));
  backup = read_file (gt_progress_get_backup_path (p));
  g_assert_cmpstr (backup, ==, data);
  g_assert_true (gt_progress_is_step_done (p, "before", 1));
  g_assert_true (gt_progress_is_step_done (p, "after", 2));
  g_assert_cmpint (gt_progress_get_puzzle_state (p, "shed-one"), ==, GT_PUZZLE_SOLVED);
  return p;
}

/* Saved, what was kept reads back without a complaint. */
static void
assert_saves_clean (GtProgress *p)
{
  g_autoptr(GtProgress) q = gt_progress_new (gt_progress_get_path (p));
  g_autoptr(GError) error = NULL;

  gt_progress_set_step_done (p, "after", 5);
  g_assert_true (gt_progress_save (p, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_load (q, &error));
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (q, "before", 1));
  g_assert_true (gt_progress_is_step_done (q, "after", 5));
}

/* A locale GKeyFile refuses (a space in it). */
static void
test_odd_locale_space (void)
{
  g_autoptr(GtProgress) p = load_damaged ("[Lesson before]\nSteps=1\n"
                                          "Steps[a b]=1\n"
                                          "[Lesson after]\nSteps=2\n"
                                          "[Puzzle shed-one]\nSolved=true\n", 1);

  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x1);
  assert_saves_clean (p);
}

/* A locale with a slash. */
static void
test_odd_locale_slash (void)
{
  g_autoptr(GtProgress) p = load_damaged ("[Lesson before]\nSteps=1\nCurrent=2\n"
                                          "[Lesson after]\nSteps[a/b]=1\nSteps=2\n"
                                          "[Puzzle shed-one]\nSolved=true\n", 1);

  g_assert_cmpuint (gt_progress_get_current_step (p, "before"), ==, 2);
  assert_saves_clean (p);
}

/* A DEL byte in a group name: that group's lines go, and they do not fall
 * into the group before. */
static void
test_odd_del_in_group (void)
{
  g_autoptr(GtProgress) p = load_damaged ("[Lesson before]\nSteps=1\n"
                                          "[Lesson a\x7f" "b]\nSteps=3\nCurrent=4\n"
                                          "[Lesson after]\nSteps=2\n"
                                          "[Puzzle shed-one]\nSolved=true\n", 3);

  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x1);
  g_assert_cmpuint (gt_progress_get_current_step (p, "before"), ==, 0);
  assert_saves_clean (p);
}

/* Tabs around a header are fine for GKeyFile (and kept, in their own
 * group); a tab inside the name is not, and costs that group only. */
static void
test_odd_tab_in_header (void)
{
  g_autoptr(GtProgress) p = load_damaged ("[Lesson before]\nSteps=1\n"
                                          "\t[Lesson indented]\nSteps=3\n"
                                          "[Lesson trailing]\t\nSteps=4\n"
                                          "[Lesson\tinside]\nSteps=5\n"
                                          "[Lesson after]\nSteps=2\n"
                                          "[Puzzle shed-one]\nSolved=true\n", 2);

  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x1);
  g_assert_true (gt_progress_is_step_done (p, "indented", 3));
  g_assert_true (gt_progress_is_step_done (p, "trailing", 4));
  g_assert_cmpuint (gt_progress_get_steps_done (p, "after"), ==, 0x2);
  assert_saves_clean (p);
}

/* Cut in the middle of a line: the partial line goes, and the file is
 * said to be cut short. */
static void
test_cut_short (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;

  write_file (path, "[Lesson before]\nSteps=1;2\n[Lesson after]\nSteps=1;2;3;4;5\nCurrent=6\nCompleted=tr", -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "cut short"));
  g_assert_nonnull (strstr (error->message, gt_progress_get_backup_path (p)));
  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x3);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "after"), ==, 0x1f);
  g_assert_cmpuint (gt_progress_get_current_step (p, "after"), ==, 6);
  g_clear_error (&error);

  /* Cut in a value that still reads as one: left out all the same. */
  write_file (path, "[Lesson before]\nSteps=1;2\n[Lesson after]\nSteps=1;2", -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, "cut short"));
  g_clear_error (&error);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x3);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "after"), ==, 0);
}

/* Cut inside a group header, and cut with a tail of NUL bytes (what a
 * crash can leave of a file that was not synced). */
static void
test_cut_short_header (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  static const char zeros[] = "[Lesson before]\nSteps=1;2\n[Lesson af\0\0\0\0\0\0";

  write_file (path, "[Lesson before]\nSteps=1;2\n[Lesson af", -1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "cut short"));
  g_clear_error (&error);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x3);

  write_file (path, zeros, sizeof zeros - 1);
  g_assert_false (gt_progress_load (p, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, "cut short"));
  g_assert_cmpuint (gt_progress_get_steps_done (p, "before"), ==, 0x3);
}

/* A file at the size limit, all good lines, many groups or one: read in
 * well under a second (the time is in the test's log). */
static void
test_large_valid (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) data = g_string_new (NULL);
  g_autofree char *last = NULL;
  guint n = 0;
  gint64 start;

  while (data->len < 1024 * 1024 - 100)
    g_string_append_printf (data, "[Lesson l%u]\nSteps=1;2;3\nCurrent=4\nCompleted=false\n\n", n++);
  write_file (path, data->str, (gssize) data->len);
  start = g_get_monotonic_time ();
  g_assert_true (gt_progress_load (p, &error));
  g_test_message ("%u groups, %zu bytes: %.3f s", n, data->len,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_no_error (error);
  g_assert_true (gt_progress_is_step_done (p, "l0", 3));
  last = g_strdup_printf ("l%u", n - 1);
  g_assert_true (gt_progress_is_step_done (p, last, 3));

  /* One group of short lines with one bad line in it: each line of it is
   * tried on its own. */
  g_string_assign (data, "[Lesson big]\nSteps=1\nbad line\n");
  n = 0;
  while (data->len < 1024 * 1024 - 100)
    g_string_append_printf (data, "K%u=1\n", n++);
  write_file (path, data->str, (gssize) data->len);
  start = g_get_monotonic_time ();
  g_assert_false (gt_progress_load (p, &error));
  g_test_message ("one group, %u lines, one bad: %.3f s", n,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_assert_true (gt_progress_is_step_done (p, "big", 1));
}

/* Stars and how puzzles were solved: counted, kept at their best, saved,
 * read back, and an old file without the keys still loads. */
static void
test_stars (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GError) error = NULL;

  /* A file from before stars: finished, solved, no stars, best unknown. */
  write_file (path, "[Lesson straights]\nSteps=1;2\nCompleted=true\n"
                    "[Puzzle shed-one]\nSolved=true\n", -1);
  {
    g_autoptr(GtProgress) p = gt_progress_new (path);

    g_assert_true (gt_progress_load (p, &error));
    g_assert_no_error (error);
    g_assert_true (gt_progress_get_lesson_completed (p, "straights"));
    g_assert_cmpuint (gt_progress_get_lesson_stars (p, "straights"), ==, 0);
    g_assert_cmpint (gt_progress_get_puzzle_state (p, "shed-one"), ==, GT_PUZZLE_SOLVED);
    g_assert_cmpint (gt_progress_get_puzzle_best (p, "shed-one"), ==, GT_PUZZLE_NOT_SOLVED);

    /* A pass with two lapses: two stars; the next pass starts at none. */
    gt_progress_add_lesson_lapse (p, "straights");
    gt_progress_add_lesson_lapse (p, "straights");
    g_assert_cmpuint (gt_progress_get_lesson_lapses (p, "straights"), ==, 2);
    g_assert_cmpuint (gt_progress_finish_lesson_pass (p, "straights"), ==, 2);
    g_assert_cmpuint (gt_progress_get_lesson_stars (p, "straights"), ==, 2);
    g_assert_cmpuint (gt_progress_get_lesson_lapses (p, "straights"), ==, 0);
    /* A worse pass keeps the best. */
    for (guint i = 0; i < 5; i++)
      gt_progress_add_lesson_lapse (p, "straights");
    g_assert_cmpuint (gt_progress_finish_lesson_pass (p, "straights"), ==, 1);
    g_assert_cmpuint (gt_progress_get_lesson_stars (p, "straights"), ==, 2);
    /* A clean pass: three. */
    g_assert_cmpuint (gt_progress_finish_lesson_pass (p, "straights"), ==, 3);

    gt_progress_set_puzzle_best (p, "shed-one", GT_PUZZLE_SOLVED_WITH_HINTS);
    gt_progress_set_puzzle_best (p, "shed-one", GT_PUZZLE_SOLVED_AFTER_FAILING);
    g_assert_cmpint (gt_progress_get_puzzle_best (p, "shed-one"), ==, GT_PUZZLE_SOLVED_WITH_HINTS);
    g_assert_true (gt_progress_save (p, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr(GtProgress) p = gt_progress_new (path);
    g_autofree char *data = read_file (path);

    g_assert_nonnull (strstr (data, "Stars=3"));
    g_assert_nonnull (strstr (data, "Best=2"));
    g_assert_true (gt_progress_load (p, &error));
    g_assert_cmpuint (gt_progress_get_lesson_stars (p, "straights"), ==, 3);
    g_assert_cmpint (gt_progress_get_puzzle_best (p, "shed-one"), ==, GT_PUZZLE_SOLVED_WITH_HINTS);
  }
  /* Nonsense values are dropped as damage, the rest kept. */
  write_file (path, "[Lesson straights]\nStars=7\nLapses=x\nCompleted=true\n"
                    "[Puzzle shed-one]\nBest=0\nSolved=true\n", -1);
  {
    g_autoptr(GtProgress) p = gt_progress_new (path);
    g_autoptr(GError) damaged = NULL;

    g_assert_false (gt_progress_load (p, &damaged));
    g_assert_error (damaged, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
    g_assert_cmpuint (gt_progress_get_lesson_stars (p, "straights"), ==, 0);
    g_assert_true (gt_progress_get_lesson_completed (p, "straights"));
    g_assert_cmpint (gt_progress_get_puzzle_best (p, "shed-one"), ==, GT_PUZZLE_NOT_SOLVED);
  }
}

/* The steps to review (Review Mistakes): kept and read back; a file from
 * before the key has none; a bad step number in it is damage, the good
 * ones kept. */
static void
test_mistakes (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GError) error = NULL;

  write_file (path, "[Lesson straights]\nSteps=1;2\nCurrent=3\n", -1);
  {
    g_autoptr(GtProgress) p = gt_progress_new (path);

    g_assert_true (gt_progress_load (p, &error));
    g_assert_cmphex (gt_progress_get_lesson_mistakes (p, "straights"), ==, 0);
    gt_progress_set_lesson_mistakes (p, "straights", 0x12);
    g_assert_true (gt_progress_save (p, &error));
  }
  {
    g_autoptr(GtProgress) p = gt_progress_new (path);
    g_autofree char *data = read_file (path);

    g_assert_nonnull (strstr (data, "Mistakes=2;5"));
    g_assert_true (gt_progress_load (p, &error));
    g_assert_cmphex (gt_progress_get_lesson_mistakes (p, "straights"), ==, 0x12);
    g_assert_true (gt_progress_is_step_done (p, "straights", 2));
    /* None left: the key goes. */
    gt_progress_set_lesson_mistakes (p, "straights", 0);
    g_assert_true (gt_progress_save (p, &error));
    g_free (data);
    data = read_file (path);
    g_assert_null (strstr (data, "Mistakes"));
  }
  write_file (path, "[Lesson straights]\nMistakes=3;x;900\n", -1);
  {
    g_autoptr(GtProgress) p = gt_progress_new (path);
    g_autoptr(GError) damaged = NULL;

    g_assert_false (gt_progress_load (p, &damaged));
    g_assert_error (damaged, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
    g_assert_cmphex (gt_progress_get_lesson_mistakes (p, "straights"), ==, 0x4);
  }
}

/* The parser without the file (the fuzz target's entry): the same
 * verdicts, and nothing written. */
static void
test_load_data (void)
{
  g_autofree char *path = temp_path ("progress.ini");
  g_autoptr(GtProgress) p = gt_progress_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  static const char damaged[] = "[Lesson straights]\nSteps=1;2\n\xff\xfe\n[Lesson bombs]\nSteps=3\n";
  static const char good[] = "[Lesson bombs]\nSteps=1;2\n";

  g_assert_true (gt_progress_load_data (p, good, sizeof good - 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gt_progress_get_steps_done (p, "bombs"), ==, 0x3);
  g_assert_false (gt_progress_load_data (p, damaged, sizeof damaged - 1, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED);
  g_clear_error (&error);
  g_assert_true (gt_progress_is_step_done (p, "bombs", 3));
  g_assert_false (gt_progress_load_data (p, "x\0\n", 3, &error));
  g_assert_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE);
  g_clear_error (&error);
  g_assert_true (gt_progress_load_data (p, NULL, 0, &error));
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/progress/missing-file", test_missing_file);
  g_test_add_func ("/progress/round-trip", test_round_trip);
  g_test_add_func ("/progress/drill-stars", test_drill_stars);
  g_test_add_func ("/progress/play-review", test_play_review);
  g_test_add_func ("/progress/reset", test_reset);
  g_test_add_func ("/progress/review", test_review);
  g_test_add_func ("/progress/stars", test_stars);
  g_test_add_func ("/progress/mistakes", test_mistakes);
  g_test_add_func ("/progress/damaged-lines", test_damaged_lines);
  g_test_add_func ("/progress/not-a-progress-file", test_not_a_progress_file);
  g_test_add_func ("/progress/bad-bytes", test_bad_bytes);
  g_test_add_func ("/progress/too-large", test_too_large);
  g_test_add_func ("/progress/unchanged-save", test_unchanged_save);
  g_test_add_func ("/progress/unchanged-damaged", test_unchanged_damaged);
  g_test_add_func ("/progress/size-limit", test_size_limit);
  g_test_add_func ("/progress/unreadable/permission-denied", test_permission_denied);
  g_test_add_func ("/progress/unreadable/folder", test_folder_in_the_way);
  g_test_add_func ("/progress/unreadable/link-loop", test_link_loop);
  g_test_add_func ("/progress/unreadable/moved-away", test_unreadable_moved_away);
  g_test_add_func ("/progress/special/fifo", test_fifo);
  g_test_add_func ("/progress/special/dev-zero", test_dev_zero);
  g_test_add_func ("/progress/backup/fails", test_backup_fails);
  g_test_add_func ("/progress/backup/checked-at-save", test_backup_checked_at_save);
  g_test_add_func ("/progress/backup/folder-in-the-way", test_backup_folder_in_the_way);
  g_test_add_func ("/progress/backup/second-damage", test_second_damage);
  g_test_add_func ("/progress/save/full-disk", test_save_full_disk);
  g_test_add_func ("/progress/save/read-only", test_read_only);
  g_test_add_func ("/progress/save/at-size-limit", test_written_at_limit);
  g_test_add_func ("/progress/symlink", test_symlink);
  g_test_add_func ("/progress/symlink-dangling", test_dangling_symlink);
  g_test_add_func ("/progress/odd-line/locale-space", test_odd_locale_space);
  g_test_add_func ("/progress/odd-line/locale-slash", test_odd_locale_slash);
  g_test_add_func ("/progress/odd-line/del-in-group", test_odd_del_in_group);
  g_test_add_func ("/progress/odd-line/tab-in-header", test_odd_tab_in_header);
  g_test_add_func ("/progress/cut-short/line", test_cut_short);
  g_test_add_func ("/progress/cut-short/header", test_cut_short_header);
  g_test_add_func ("/progress/large-valid", test_large_valid);
  g_test_add_func ("/progress/bad-ids", test_bad_ids);
  g_test_add_func ("/progress/save-fails", test_save_fails);
  g_test_add_func ("/progress/default-path", test_default_path);
  g_test_add_func ("/progress/load-data", test_load_data);

  return g_test_run ();
}
