/* gt-rule-link.h — the rule a verdict or a hint cites, and its popover
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One widget for every page that cites a rule (the lesson player, the
 * puzzle player), so that a learner meets a rule the same way everywhere:
 * a flat button named by the rule ("Tube", gt_rule_get_name()) that opens
 * a popover with the rule's name as its heading, its text as learners read
 * it (gt_rule_get_learner_text(), rule ids in it links), a button to the
 * rules reference, and the id small and secondary, whole (it wraps) and
 * copyable with a button of its own.  Nothing in the popover is selectable,
 * so nothing is selected when it opens.
 *
 * Going to the rules reference (the popover's button, a link in its text)
 * emits "show-rule" (const char *id) → gboolean: a handler that returns
 * TRUE has shown the rule; otherwise the link activates the window's
 * "win.show-rule" (s), as the rest of the app does.  Either way the
 * popover closes first.
 *
 * Hidden while it has no rule.  CSS: the button has `.rule-link`, the
 * popover's box `.rule-popover`.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GT_TYPE_RULE_LINK (gt_rule_link_get_type ())
G_DECLARE_FINAL_TYPE (GtRuleLink, gt_rule_link, GT, RULE_LINK, GtkWidget)

GtkWidget  *gt_rule_link_new              (void);
/* The rule cited, by id; NULL (or an id that is no rule) hides the link. */
void        gt_rule_link_set_rule         (GtRuleLink *self,
                                           const char *id);
const char *gt_rule_link_get_rule         (GtRuleLink *self);
/* What the popover's "Open in the Rules Reference" does. */
void        gt_rule_link_show_in_reference (GtRuleLink *self);

/* For tests: the button, its popover, the popover's labels. */
GtkMenuButton *gt_rule_link_get_button     (GtRuleLink *self);
GtkLabel      *gt_rule_link_get_name_label (GtRuleLink *self);
GtkLabel      *gt_rule_link_get_text_label (GtRuleLink *self);
GtkLabel      *gt_rule_link_get_id_label   (GtRuleLink *self);

G_END_DECLS
