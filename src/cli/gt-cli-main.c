/* gt-cli-main.c — guandan-tutor-cli's main()
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The process's language, then gt_cli_run(): the commands themselves are a
 * library, which the CLI's fuzz target (fuzz/fuzz-cli.c) runs as well.
 */
#define G_LOG_DOMAIN "gt-cli-main"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gt-cli.h"

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") ? g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return gt_cli_run (argc, argv);
}
