/* gt-explain.h — building the sentences of a verdict
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Explanations are assembled from translated sentences.  The first letter
 * of each is upper-cased here, so that a noun phrase ("a pair of 5s") can
 * open one in English; sentences are separated by a space, except after CJK
 * punctuation ("。"), which carries its own spacing.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void gt_explain_add_sentence  (GString    *out,
                               const char *text);
void gt_explain_add_sentencef (GString    *out,
                               const char *format,
                               ...) G_GNUC_PRINTF (2, 3);
/* "5s", translated. */
const char *gt_explain_rank_plural (guint rank);

G_END_DECLS
