/* gt-test-verdict.c — finding and checking the verdict view, for the page tests
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gt-test-verdict.h"

/* The widget under ROOT that activates ACTION (a verdict's Try Again). */
GtkWidget *
gt_test_find_actionable (GtkWidget  *root,
                         const char *action)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (GTK_IS_ACTIONABLE (c) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (c)), action) == 0)
        return c;
      if ((found = gt_test_find_actionable (c, action)) != NULL)
        return found;
    }
  return NULL;
}

/* The first shown GtVerdictView of KIND under ROOT. */
GtVerdictView *
gt_test_find_verdict_view (GtkWidget     *root,
                           GtVerdictKind  kind)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtVerdictView *found;

      if (!gtk_widget_get_visible (c))
        continue;
      if (GT_IS_VERDICT_VIEW (c) && gt_verdict_view_get_kind (GT_VERDICT_VIEW (c)) == kind &&
          !gtk_widget_has_css_class (c, "verdict-space"))
        return GT_VERDICT_VIEW (c);
      if ((found = gt_test_find_verdict_view (c, kind)) != NULL)
        return found;
    }
  return NULL;
}

/* Issue 15: lessons and puzzles show a wrong answer the same way — the
 * shared GtVerdictView, its heading the verdict's first sentence (bold),
 * the body below, and Try Again in its row as the suggested action. */
void
gt_test_assert_shared_verdict (GtkWidget  *page,
                               const char *retry_action,
                               const char *feedback)
{
  GtkWidget *retry = gt_test_find_actionable (page, retry_action);
  GtkWidget *view;
  const char *heading;

  g_assert_nonnull (retry);
  view = gtk_widget_get_ancestor (retry, GT_TYPE_VERDICT_VIEW);
  g_assert_nonnull (view);
  g_assert_cmpstr (gtk_widget_get_css_name (view), ==, "verdictview");
  g_assert_true (gtk_widget_has_css_class (view, "verdict-wrong"));
  g_assert_cmpint (gt_verdict_view_get_kind (GT_VERDICT_VIEW (view)), ==, GT_VERDICT_WRONG);
  g_assert_true (gtk_widget_get_visible (retry));
  g_assert_true (gtk_widget_has_css_class (retry, "suggested-action"));
  heading = gt_verdict_view_get_heading (GT_VERDICT_VIEW (view));
  g_assert_cmpstr (heading, !=, "");
  /* The feedback's first sentence, but for the stop that ends it: a
   * heading cut at a colon ends with a full stop of its own. */
  g_assert_true (strncmp (feedback, heading, strlen (heading) - 1) == 0);
}
