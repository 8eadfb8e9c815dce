/* gt-explain.c — building the sentences of a verdict
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "gt-explain.h"

void
gt_explain_add_sentence (GString    *out,
                         const char *text)
{
  gunichar first;

  if (text == NULL || *text == '\0')
    return;
  if (out->len > 0)
    {
      gunichar last = g_utf8_get_char (g_utf8_find_prev_char (out->str, out->str + out->len));
      if (last < 0x3000)
        g_string_append_c (out, ' ');
    }
  first = g_utf8_get_char (text);
  g_string_append_unichar (out, g_unichar_totitle (first));
  g_string_append (out, g_utf8_next_char (text));
}

void
gt_explain_add_sentencef (GString    *out,
                          const char *format,
                          ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  gt_explain_add_sentence (out, text);
  g_free (text);
}
