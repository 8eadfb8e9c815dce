/* gt-explain.c — building the sentences of a verdict
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "gt-card.h"
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

/* "5s": the plural of a rank as a word, for "a pair of 5s".  Shared by
 * every explanation that names a rank in the plural, so that the
 * translations of the plurals are made once. */
const char *
gt_explain_rank_plural (guint rank)
{
  switch (rank)
    {
    case 2: return C_("rank plural", "2s");
    case 3: return C_("rank plural", "3s");
    case 4: return C_("rank plural", "4s");
    case 5: return C_("rank plural", "5s");
    case 6: return C_("rank plural", "6s");
    case 7: return C_("rank plural", "7s");
    case 8: return C_("rank plural", "8s");
    case 9: return C_("rank plural", "9s");
    case 10: return C_("rank plural", "10s");
    case GT_RANK_J: return C_("rank plural", "Jacks");
    case GT_RANK_Q: return C_("rank plural", "Queens");
    case GT_RANK_K: return C_("rank plural", "Kings");
    case GT_RANK_A:
    case GT_RANK_ACE_LOW: return C_("rank plural", "Aces");
    case GT_RANK_BJ: return _("small jokers");
    case GT_RANK_RJ: return _("big jokers");
    default: return "?";
    }
}
