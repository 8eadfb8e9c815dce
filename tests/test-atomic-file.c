/* test-atomic-file.c — the one file writer: the old file survives any error
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A full disk is made two ways: by an injected error where the disk would
 * give one (gt-atomic-file-private.h), and for real with a file size limit
 * (RLIMIT_FSIZE: the kernel's write() fails with EFBIG), which needs no
 * root, unlike mounting a small tmpfs.
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gt-atomic-file-private.h"

static char *
temp_path (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "test", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static void
write_plain (const char *path,
             const char *data)
{
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, data, -1, &error);
  g_assert_no_error (error);
}

static void
assert_holds (const char *path,
              const char *want)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (data, ==, want);
}

/* Nothing but the files named is in path's folder: no temporary file is
 * left behind. */
static void
assert_folder_holds (const char *path,
                     guint       n_files)
{
  g_autofree char *dir = g_path_get_dirname (path);
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_test_message ("in the folder: %s", name);
      g_assert_false (g_str_has_prefix (name, "."));
      n++;
    }
  g_dir_close (d);
  g_assert_cmpuint (n, ==, n_files);
}

static mode_t
mode_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  return st.st_mode;
}

static void
test_new_and_replace (void)
{
  g_autofree char *path = temp_path ("file.pdf");
  g_autoptr (GError) error = NULL;

  g_assert_true (gt_atomic_file_set_contents (path, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  g_assert_no_error (error);
  assert_holds (path, "new");

  /* The old file's permissions stay, even ones the umask would narrow. */
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (gt_atomic_file_set_contents (path, "newer", 5, GT_ATOMIC_FILE_NONE, &error));
  g_assert_no_error (error);
  assert_holds (path, "newer");
  g_assert_cmpint (mode_of (path) & 07777, ==, 0640);
  g_assert_cmpint (g_chmod (path, 0666), ==, 0);
  g_assert_true (gt_atomic_file_set_contents (path, "newest", 6, GT_ATOMIC_FILE_NONE, &error));
  g_assert_cmpint (mode_of (path) & 07777, ==, 0666);
  assert_folder_holds (path, 1);
}

/* A disk that fills in the middle of the file, a sync or a rename that
 * fails: the old file as it was, no partial file, the path in the
 * message. */
static void
test_injected_errors (void)
{
  g_autofree char *path = temp_path ("old.pdf");
  g_autofree char *fresh = temp_path ("new.pdf");
  g_autoptr (GError) error = NULL;
  static const GtAtomicFileFailAt steps[] = {
    GT_ATOMIC_FILE_FAIL_WRITE, GT_ATOMIC_FILE_FAIL_SYNC, GT_ATOMIC_FILE_FAIL_RENAME,
  };
  char big[10000];

  memset (big, 'x', sizeof big);
  write_plain (path, "the old handout");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      GtAtomicFile *f;

      gt_atomic_file_inject_error (steps[i], 4096, ENOSPC);
      f = gt_atomic_file_new (path, GT_ATOMIC_FILE_NONE, &error);
      g_assert_no_error (error);
      if (gt_atomic_file_write (f, big, sizeof big, &error))
        {
          g_assert_cmpint (steps[i], !=, GT_ATOMIC_FILE_FAIL_WRITE);
          g_assert_false (gt_atomic_file_commit (f, &error));
        }
      else
        {
          g_assert_cmpint (steps[i], ==, GT_ATOMIC_FILE_FAIL_WRITE);
          gt_atomic_file_abort (f);
        }
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);
      assert_holds (path, "the old handout");
      assert_folder_holds (path, 1);

      /* A new file is not left half written either. */
      g_assert_false (gt_atomic_file_set_contents (fresh, big, sizeof big, GT_ATOMIC_FILE_NONE, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_clear_error (&error);
      g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
      assert_folder_holds (path, 1);
    }
  gt_atomic_file_inject_error (GT_ATOMIC_FILE_FAIL_WRITE, 0, 0);
  g_assert_true (gt_atomic_file_set_contents (path, big, sizeof big, GT_ATOMIC_FILE_NONE, &error));
  g_assert_no_error (error);
}

/* A real write error from the kernel: a file size limit of 8 KiB makes
 * write() fail with EFBIG once the file reaches it, as a full disk fails
 * with ENOSPC.  In a child process, whose limit dies with it. */
static void
test_real_write_error (void)
{
  g_autofree char *path = temp_path ("limited.pdf");
  int status = 0;
  pid_t pid;

  write_plain (path, "the old handout");
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      struct rlimit limit = { 8192, 8192 };
      GError *error = NULL;
      gsize len = 64 * 1024;
      char *big = g_malloc (len);
      gboolean told;

      memset (big, 'y', len);
      /* Else the process is killed (SIGXFSZ) rather than told. */
      signal (SIGXFSZ, SIG_IGN);
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        _exit (3);
      if (gt_atomic_file_set_contents (path, big, len, GT_ATOMIC_FILE_NONE, &error))
        _exit (4);
      told = strstr (error->message, path) != NULL && strstr (error->message, g_strerror (EFBIG)) != NULL;
      _exit (told ? 0 : 5);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  assert_holds (path, "the old handout");
  assert_folder_holds (path, 1);
}

/* A link, to a file or to nowhere: refused, the link and what it leads to
 * unchanged, nothing created at the far end. */
static void
test_symlinks (void)
{
  g_autofree char *path = temp_path ("linked.ini");
  g_autofree char *target = temp_path ("target.ini");
  g_autofree char *dangling = temp_path ("dangling.pdf");
  g_autofree char *far = g_build_filename (g_get_user_data_dir (), "far", "away.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *link = NULL;

  write_plain (target, "the target");
  g_assert_cmpint (symlink ("target.ini", path), ==, 0);
  g_assert_false (gt_atomic_file_check (path, GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_false (gt_atomic_file_set_contents (path, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  assert_holds (target, "the target");
  g_assert_true (S_ISLNK (mode_of (path)));
  link = g_file_read_link (path, NULL);
  g_assert_cmpstr (link, ==, "target.ini");

  g_assert_cmpint (symlink (far, dangling), ==, 0);
  g_assert_false (gt_atomic_file_set_contents (dangling, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_clear_error (&error);
  g_assert_false (g_file_test (far, G_FILE_TEST_EXISTS));
  g_assert_true (S_ISLNK (mode_of (dangling)));

  /* A link to itself: said as a link, not "too many levels". */
  g_assert_cmpint (g_unlink (dangling), ==, 0);
  g_assert_cmpint (symlink ("dangling.pdf", dangling), ==, 0);
  g_assert_false (gt_atomic_file_set_contents (dangling, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
}

/* A FIFO refused at once (opening one would block), a folder too. */
static void
test_not_regular (void)
{
  g_autofree char *fifo = temp_path ("fifo.pdf");
  g_autofree char *folder = temp_path ("folder.pdf");
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  alarm (20);                   /* a hang fails the test instead */
  g_assert_false (gt_atomic_file_set_contents (fifo, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  alarm (0);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  g_assert_true (S_ISFIFO (mode_of (fifo)));

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_false (gt_atomic_file_set_contents (folder, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_false (gt_atomic_file_check ("/dev/null", GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

/* Read-only is refused, not replaced by a writable file. */
static void
test_read_only (void)
{
  g_autofree char *path = temp_path ("frozen.ini");
  g_autoptr (GError) error = NULL;

  write_plain (path, "frozen");
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (gt_atomic_file_set_contents (path, "new", 3, GT_ATOMIC_FILE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "read-only"));
  assert_holds (path, "frozen");
  g_assert_cmpint (mode_of (path) & 07777, ==, 0444);
  assert_folder_holds (path, 1);
}

static void
test_no_replace (void)
{
  g_autofree char *path = temp_path ("backup.bak");
  g_autoptr (GError) error = NULL;

  g_assert_true (gt_atomic_file_set_contents (path, "first", 5, GT_ATOMIC_FILE_NO_REPLACE, &error));
  g_assert_no_error (error);
  g_assert_false (gt_atomic_file_set_contents (path, "second", 6, GT_ATOMIC_FILE_NO_REPLACE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  assert_holds (path, "first");
  assert_folder_holds (path, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/atomic-file/new-and-replace", test_new_and_replace);
  g_test_add_func ("/atomic-file/injected-errors", test_injected_errors);
  g_test_add_func ("/atomic-file/real-write-error", test_real_write_error);
  g_test_add_func ("/atomic-file/symlinks", test_symlinks);
  g_test_add_func ("/atomic-file/not-regular", test_not_regular);
  g_test_add_func ("/atomic-file/read-only", test_read_only);
  g_test_add_func ("/atomic-file/no-replace", test_no_replace);
  return g_test_run ();
}
