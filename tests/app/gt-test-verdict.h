/* gt-test-verdict.h — finding and checking the verdict view, for the page tests
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lesson and the puzzle page show verdicts in one widget
 * (GtVerdictView); their tests find it and hold it to one design the same
 * way.  Apart from gt-test-support.c, which the widget tests link without
 * the pages' libraries.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-verdict-view.h"

G_BEGIN_DECLS

/* The widget under root that activates action (a verdict's Try Again). */
GtkWidget     *gt_test_find_actionable       (GtkWidget     *root,
                                              const char    *action);
/* The first shown GtVerdictView of kind under root (not the space keeper). */
GtVerdictView *gt_test_find_verdict_view     (GtkWidget     *root,
                                              GtVerdictKind  kind);
/* A wrong answer shown in the shared view: wrong kind and class, Try Again
 * (retry_action) in it as the suggested action, the heading starting
 * feedback. */
void           gt_test_assert_shared_verdict (GtkWidget     *page,
                                              const char    *retry_action,
                                              const char    *feedback);

G_END_DECLS
