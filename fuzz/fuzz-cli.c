/* fuzz-cli.c — guandan-tutor-cli's command lines
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scripts and teachers call the command line with whatever they have: the
 * input is an argument vector, one argument a line (at most 16), run
 * through gt_cli_run() as the executable runs it, in a temporary folder of
 * its own.  What it may not fuzz:
 *   - an argument with a '/' or a leading "..": every file named is in the
 *     temporary folder (handout -o writes there, validate reads there);
 *   - --help and a short option cluster that asks for it: GOption prints
 *     the help and exits the process;
 *   - selfplay and solve: whole games and the solver take seconds by
 *     design, bounded and timed by their own tests;
 *   - bot: it reads the referee's messages from standard input until it
 *     closes, not its arguments.
 * The commands' answers on standard output go to /dev/null; what they say
 * on standard error stays, where a sanitizer's report goes too.
 */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "fuzz.h"
#include "gt-cli.h"

#define MAX_ARGS 16

static gboolean
allowed (const char *arg,
         gboolean    command)
{
  if (strchr (arg, '/') != NULL || g_str_has_prefix (arg, ".."))
    return FALSE;
  if (g_str_has_prefix (arg, "--help"))
    return FALSE;
  /* -h, -?, and a cluster with either ("-lh"); "--" ends the options. */
  if (arg[0] == '-' && arg[1] != '-' && (strchr (arg, 'h') != NULL || strchr (arg, '?') != NULL))
    return FALSE;
  if (command && (strcmp (arg, "selfplay") == 0 || strcmp (arg, "solve") == 0 ||
                  strcmp (arg, "bot") == 0))
    return FALSE;
  return TRUE;
}

static char *dir;

/* What the commands wrote (a handout, say) goes with the folder. */
static void
remove_dir (void)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  if (d != NULL)
    g_dir_close (d);
  g_rmdir (dir);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  static int null_fd = -1;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  char *argv[MAX_ARGS + 2];
  int argc = 0;
  int saved;

  if (size > 4096)
    return 0;
  if (dir == NULL)
    {
      dir = g_dir_make_tmp ("gt-fuzz-cli-XXXXXX", NULL);
      if (dir == NULL || g_chdir (dir) != 0)
        g_error ("no temporary folder to run in");
      atexit (remove_dir);
      null_fd = open ("/dev/null", O_WRONLY);
    }

  text = g_strndup ((const char *) data, size);
  lines = g_strsplit (text, "\n", MAX_ARGS + 1);
  argv[argc++] = (char *) "guandan-tutor-cli";
  for (guint i = 0; lines[i] != NULL && i < MAX_ARGS; i++)
    {
      if (!allowed (lines[i], i == 0))
        return 0;
      argv[argc++] = lines[i];
    }
  argv[argc] = NULL;

  fflush (stdout);
  saved = dup (STDOUT_FILENO);
  dup2 (null_fd, STDOUT_FILENO);
  gt_cli_run (argc, argv);
  fflush (stdout);
  dup2 (saved, STDOUT_FILENO);
  close (saved);
  return 0;
}
