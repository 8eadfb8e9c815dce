/* replay-main.c — replays a fuzz target's corpus as a GLib test
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every input the fuzzer ever found interesting (or that once crashed) is
 * kept under tests/fuzz-corpus/TARGET/ and run on every `make check`, so a
 * fixed crash stays fixed without anyone running the fuzzer again.
 * Usage: replay-TARGET CORPUS-DIR [--tap]
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "fuzz.h"

static void
replay_file (gconstpointer data)
{
  const char *path = data;
  g_autofree char *contents = NULL;
  gsize len = 0;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  g_assert_cmpint (LLVMFuzzerTestOneInput ((const guint8 *) contents, len), ==, 0);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *name;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: %s CORPUS-DIR [--tap]", argv[0]);
  dir = g_dir_open (argv[1], 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)))
    g_ptr_array_add (paths, g_build_filename (argv[1], name, NULL));
  /* At least the seeds must be there: an empty or missing corpus would let
   * this test pass without testing anything. */
  g_assert_cmpuint (paths->len, >, 0);
  g_ptr_array_sort (paths, compare_names);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *base = g_path_get_basename (paths->pdata[i]);
      g_autofree char *test = g_strdup_printf ("/fuzz/replay/%s", base);

      g_test_add_data_func (test, paths->pdata[i], replay_file);
    }
  return g_test_run ();
}
