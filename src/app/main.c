/* main.c — guandan-tutor: the application
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "main"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gt-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtApplication) app = NULL;
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;

  setlocale (LC_ALL, "");
  /* Uninstalled, the compiled translations are in the build folder's po/,
   * which `meson devenv` (and so `make run`) names here. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") ? g_getenv ("GUANDAN_TUTOR_LOCALE_DIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* GSettings aborts on a schema it cannot find.  Uninstalled, the schema
   * is in the build folder, which `meson devenv` (and `make run`) point
   * GSETTINGS_SCHEMA_DIR at: say so instead of crashing. */
  source = g_settings_schema_source_get_default ();
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_printerr (_("guandan-tutor: the settings schema %s is not installed.\n"
                    "Install the application, or run it from the build folder with\n"
                    "  meson devenv -C BUILDDIR src/app/guandan-tutor\n"
                    "(`make run` does this).\n"), APP_ID);
      return 1;
    }

  app = gt_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
