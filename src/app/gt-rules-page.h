/* gt-rules-page.h — the rules reference: every rule of a game, by section, searchable
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One page the window hosts (app.md, "Rules reference"): a search entry, then
 * the rules of the current game in boxed lists, one per section of the
 * specification (data/rules/GAME.md).  Each rule shows its name
 * (gt_rule_get_name()), then its text as learners read it
 * (gt_rule_get_learner_text(): translated, without the authors' notes), the
 * specification's light Markdown rendered: `code` in monospace (a rule id in
 * a rule's text is a link to that rule), **bold**; a rule whose text names
 * cards (♥2, or a card list in backticks such as `S3 S4 S5`) shows them;
 * last its id, small, secondary and selectable.  A rule whose text is a
 * sentence of another's (gt_rule_get_entry()) is not shown twice: the other's
 * entry lists both ids, and gt_rules_page_get_row() gives that entry for
 * either.
 *
 * Search: the entry filters by name, id and the text as shown (every word of
 * the query must occur, in any case, full-width letters as half-width ones);
 * typing anywhere on the page starts a search, Ctrl+F focuses the entry,
 * Escape clears it.  When nothing matches, a status page says so.
 *
 * Showing a rule (gt_rules_page_show_rule(), or the action "rules.show" with
 * the id as string parameter): the page switches to the rule's game, clears a
 * search that hides it, scrolls it into view, focuses it and flashes it (the
 * row gets the CSS class `flash` for 1.5 s; the scrolling is animated unless
 * gtk-enable-animations is off).  A call before the page is shown takes
 * effect when it is mapped.
 *
 * Hosting (the window): an action is found by walking up from the widget
 * that activates it, so "rules.show" reaches the page only from inside it
 * (the links between rules use it).  A verdict's "Rule" link elsewhere in
 * the window activates a window action, "win.show-rule" (s), which shows
 * the page and calls gt_rules_page_show_rule().  The page does its own
 * scrolling (it holds a GtkScrolledWindow): give it the height, not a
 * scrolled window.
 *
 * The window can also hand the entry to its own search key
 * (gt_rules_page_get_search_entry()); the page's own "rules.search" already
 * answers Ctrl+F while the focus is inside it.
 *
 * Actions installed on the widget: "rules.show" (s), "rules.search" (focus
 * the entry; Ctrl+F).  CSS: node `rulespage`; rows `row.rule`, with
 * `.flash` while flashed.  Properties: "game" (string, default "guandan"),
 * "four-colour" (gboolean, the deck of the example cards).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GT_TYPE_RULES_PAGE (gt_rules_page_get_type ())
G_DECLARE_FINAL_TYPE (GtRulesPage, gt_rules_page, GT, RULES_PAGE, GtkWidget)

GtkWidget      *gt_rules_page_new              (void);
/* The game whose rules are listed ("guandan", "gandengyan", "baohuang",
 * "dabaifen": the names of data/rules/ and gt_ruleset_lookup()).  Clears
 * the search. */
void            gt_rules_page_set_game         (GtRulesPage *self,
                                                const char  *game);
const char     *gt_rules_page_get_game         (GtRulesPage *self);
/* The deck of the example cards (gt_card_view_set_four_colour()). */
void            gt_rules_page_set_four_colour  (GtRulesPage *self,
                                                gboolean     four_colour);
gboolean        gt_rules_page_get_four_colour  (GtRulesPage *self);
/* Scrolls to the rule, focuses it and flashes it.  FALSE (and nothing
 * happens) for an id that is no rule. */
gboolean        gt_rules_page_show_rule        (GtRulesPage *self,
                                                const char  *id);
/* Sets the search entry's text and filters at once (without the entry's
 * delay). */
void            gt_rules_page_set_search_text  (GtRulesPage *self,
                                                const char  *text);
GtkSearchEntry *gt_rules_page_get_search_entry (GtRulesPage *self);
/* The row of a rule of the current game, NULL if none (for tests). */
GtkWidget      *gt_rules_page_get_row          (GtRulesPage *self,
                                                const char  *id);

/* A rule's text (the specification's light Markdown) as Pango markup:
 * everything escaped but `code` (<tt>) and **bold** (<b>); with links, a
 * `rule.id` that names a rule becomes <a href="rule:ID">.  Also for other
 * texts that cite rules the same way. */
char           *gt_rule_text_to_markup         (const char  *text,
                                                gboolean     links);

/* For tests: the game's introduction over its rules (NULL for a game
 * without a ruleset yet). */
GtkWidget      *gt_rules_page_get_intro        (GtRulesPage *self);

G_END_DECLS
