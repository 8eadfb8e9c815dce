/* gt-verdict-view.h — a verdict or a hint, as the lesson and puzzle players show it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One widget for every verdict and hint a learner reads (issue 15: lessons
 * and puzzles show them the same way): an icon and a tint by kind, the
 * heading in bold (the verdict's first sentence, or a title the caller
 * gives), the body below, an author's comment set off like a quote, and a
 * row with the rule cited (GtRuleLink) and the buttons the page adds
 * (gt_verdict_view_add_action(), or <child type="action"> in a template).
 * The page puts Try Again there with .suggested-action.
 *
 * CSS: the node is `verdictview`, with one of `.verdict-info`,
 * `.verdict-right`, `.verdict-wrong`, `.verdict-illegal`, `.verdict-hint`;
 * the heading has `.verdict-heading`, the body `.verdict-body`, the comment
 * `.verdict-comment`, the row `.verdict-actions`.  A page keeps room for it
 * with a second one given a usual verdict's length and `.verdict-space`
 * (never seen), so the two measure alike by construction.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-rule-link.h"

G_BEGIN_DECLS

typedef enum
{
  GT_VERDICT_INFO,
  GT_VERDICT_RIGHT,
  GT_VERDICT_WRONG,
  GT_VERDICT_ILLEGAL,
  GT_VERDICT_HINT,
} GtVerdictKind;

#define GT_TYPE_VERDICT_VIEW (gt_verdict_view_get_type ())
G_DECLARE_FINAL_TYPE (GtVerdictView, gt_verdict_view, GT, VERDICT_VIEW, GtkWidget)

GtkWidget    *gt_verdict_view_new          (void);
void          gt_verdict_view_set_kind     (GtVerdictView *self,
                                            GtVerdictKind  kind);
GtVerdictKind gt_verdict_view_get_kind     (GtVerdictView *self);
/* The heading and the body; either may be NULL or empty, and is then hidden. */
void          gt_verdict_view_set_text     (GtVerdictView *self,
                                            const char    *heading,
                                            const char    *body);
/* A verdict of one piece: its first sentence the heading, the rest the body. */
void          gt_verdict_view_set_message  (GtVerdictView *self,
                                            const char    *message);
const char   *gt_verdict_view_get_heading  (GtVerdictView *self);
const char   *gt_verdict_view_get_body     (GtVerdictView *self);
/* The author's own words; NULL hides them. */
void          gt_verdict_view_set_comment  (GtVerdictView *self,
                                            const char    *comment);
/* The rule cited, by id; NULL hides the link. */
void          gt_verdict_view_set_rule     (GtVerdictView *self,
                                            const char    *rule);
GtRuleLink   *gt_verdict_view_get_rule_link (GtVerdictView *self);
/* Widgets of the page's under the body (a lesson's hints, with cards in
 * them), and their removal. */
void          gt_verdict_view_append_body  (GtVerdictView *self,
                                            GtkWidget     *widget);
void          gt_verdict_view_clear_body   (GtVerdictView *self);
/* A button of the page's, at the end of the row. */
void          gt_verdict_view_add_action   (GtVerdictView *self,
                                            GtkWidget     *widget);
/* Heading, body and comment, the shown ones, one a line (for tests and
 * for copying); NULL when all are empty. */
char         *gt_verdict_view_dup_text     (GtVerdictView *self);

/* Where a one-piece verdict's first sentence ends (the index of the
 * text after it, its spaces skipped), or strlen when it is one sentence. */
gsize         gt_verdict_first_sentence    (const char    *message);

G_END_DECLS
