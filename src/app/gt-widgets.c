/* gt-widgets.c — the widgets' style sheet
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-widgets.h"
#include "gt-widgets-resources.h"

void
gt_widgets_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      GdkDisplay *display = gdk_display_get_default ();

      /* Taking the resource's address keeps its object file in the link: the
       * widgets are a static library and nothing else refers to it, and its
       * constructor is what registers the resource. */
      g_assert (gt_widgets_get_resource () != NULL);

      if (display != NULL)
        {
          GtkCssProvider *provider = gtk_css_provider_new ();

          gtk_css_provider_load_from_resource (provider,
                                               "/org/guandantutor/GuandanTutor/widgets/gt-widgets.css");
          gtk_style_context_add_provider_for_display (display,
                                                      GTK_STYLE_PROVIDER (provider),
                                                      GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1);
          g_object_unref (provider);
        }
      g_once_init_leave (&done, 1);
    }
}
