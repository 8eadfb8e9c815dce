/* gt-keycaps.h — keys drawn as key caps, for the shortcuts window
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row of key caps from an accelerator list: "keys" holds accelerators
 * in GTK's syntax, alternatives separated by spaces ("Page_Down Right",
 * "<Control>p"); each alternative becomes its caps (Ctrl + P), and the
 * alternatives are separated by a slash.  The caps read as the keys are
 * printed on a keyboard — "Page Down", "Enter", "Esc", "←" — in the
 * user's language, where GTK 4.8's own labels show key names such as
 * "Page_Down" in English.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GT_TYPE_KEYCAPS (gt_keycaps_get_type ())
G_DECLARE_FINAL_TYPE (GtKeycaps, gt_keycaps, GT, KEYCAPS, GtkWidget)

GtkWidget  *gt_keycaps_new       (const char *keys);
const char *gt_keycaps_get_keys  (GtKeycaps  *self);
void        gt_keycaps_set_keys  (GtKeycaps  *self,
                                  const char *keys);

/* The cap of one key without modifiers ("Page Down", "P", "←"),
 * translated; free with g_free().  For tests and labels. */
char       *gt_keycaps_key_label (guint       keyval);
/* What the caps say, as one line ("Ctrl + P", "Page Down / →"): the
 * accessible label, and for tests. */
char       *gt_keycaps_describe  (const char *keys);

G_END_DECLS
