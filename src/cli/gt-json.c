/* gt-json.c — a small JSON writer
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-json.h"

void
gt_json_init (GtJson *j)
{
  j->out = g_string_new (NULL);
  j->depth = 0;
  j->need_comma[0] = FALSE;
}

char *
gt_json_finish (GtJson *j)
{
  return g_string_free (g_steal_pointer (&j->out), FALSE);
}

static void
append_escaped (GString    *out,
                const char *s)
{
  g_string_append_c (out, '"');
  for (; *s; s++)
    {
      guchar c = (guchar) *s;
      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

/* Writes the comma and the key (inside an object) before a value. */
static void
prefix (GtJson     *j,
        const char *key)
{
  if (j->need_comma[j->depth])
    g_string_append (j->out, ", ");
  j->need_comma[j->depth] = TRUE;
  if (key != NULL)
    {
      append_escaped (j->out, key);
      g_string_append (j->out, ": ");
    }
}

static void
open (GtJson     *j,
      const char *key,
      char        bracket)
{
  prefix (j, key);
  g_string_append_c (j->out, bracket);
  g_assert (j->depth + 1 < G_N_ELEMENTS (j->need_comma));
  j->need_comma[++j->depth] = FALSE;
}

void gt_json_begin_object (GtJson *j, const char *key) { open (j, key, '{'); }
void gt_json_begin_array (GtJson *j, const char *key) { open (j, key, '['); }

void
gt_json_end_object (GtJson *j)
{
  j->depth--;
  g_string_append_c (j->out, '}');
}

void
gt_json_end_array (GtJson *j)
{
  j->depth--;
  g_string_append_c (j->out, ']');
}

void
gt_json_string (GtJson *j, const char *key, const char *value)
{
  prefix (j, key);
  append_escaped (j->out, value);
}

void
gt_json_int (GtJson *j, const char *key, gint64 value)
{
  prefix (j, key);
  g_string_append_printf (j->out, "%" G_GINT64_FORMAT, value);
}

void
gt_json_double (GtJson *j, const char *key, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  prefix (j, key);
  g_string_append (j->out, g_ascii_formatd (buf, sizeof buf, "%.3f", value));
}

void
gt_json_bool (GtJson *j, const char *key, gboolean value)
{
  prefix (j, key);
  g_string_append (j->out, value ? "true" : "false");
}

void
gt_json_null (GtJson *j, const char *key)
{
  prefix (j, key);
  g_string_append (j->out, "null");
}
