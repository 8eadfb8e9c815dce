/* gt-json.h — a small JSON writer for the command line's --json output
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command line only writes JSON, never reads it, so a writer of a few
 * functions over GString serves better than a library dependency.  It keeps
 * track of commas itself: callers only open, add and close.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  GString *out;
  guint depth;
  gboolean need_comma[32];
} GtJson;

void gt_json_init        (GtJson *j);
char *gt_json_finish     (GtJson *j);
void gt_json_begin_object (GtJson *j, const char *key);
void gt_json_end_object  (GtJson *j);
void gt_json_begin_array (GtJson *j, const char *key);
void gt_json_end_array   (GtJson *j);
void gt_json_string      (GtJson *j, const char *key, const char *value);
void gt_json_int         (GtJson *j, const char *key, gint64 value);
void gt_json_double      (GtJson *j, const char *key, double value);
void gt_json_bool        (GtJson *j, const char *key, gboolean value);
void gt_json_null        (GtJson *j, const char *key);

G_END_DECLS
