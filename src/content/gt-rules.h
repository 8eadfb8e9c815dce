/* gt-rules.h — the rules of every game, by id
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is generated at build time by build-aux/gen-rules.py from the
 * specification, data/rules/ (one Markdown file per game), so that verdicts,
 * lessons, puzzles and the rules reference cite one list of ids; each rule's
 * short name for learners comes from the file of names beside it
 * (data/rules/GAME.names), since the specification has ids and texts only.
 *
 * The table holds the specification's own English text, for the engine, the
 * validators and the tests.  What a learner reads goes through
 * gt_rule_get_text() and gt_rule_get_section(): the same texts, translated
 * (the build extracts them into po/guandan-tutor.pot with the rule's id as
 * message context; docs/translating.md).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;        /* "gd.combo.tube" */
  const char *section;   /* "Ordinary combinations (牌型)" */
  const char *text;      /* the rule as the specification states it (light Markdown:
                          * `code`, **bold**; a nested list on its own line) */
  const char *game;      /* "guandan": the name of the rule's file, as gt_ruleset_lookup() knows it */
  const char *name;      /* "Tube": its short name for learners, from GAME.names beside the file
                          * (NULL when that lacks it, which test-rules reports) */
} GtRuleInfo;

/* Every rule, game by game in the order of the files, each game's rules in
 * the order of its file (so a section's rules are together). */
extern const GtRuleInfo gt_rules_table[];
extern const guint gt_rules_table_len;

const GtRuleInfo *gt_rule_lookup      (const char       *id);
/* The rules of one game ("guandan"): the first, and their number in
 * n_rules; NULL and 0 for a game without rules. */
const GtRuleInfo *gt_rules_for_game   (const char       *game,
                                       guint            *n_rules);
/* The rule's text and its section's title in the user's language
 * (g_dpgettext2 with the id, or "rules section", as context): the English
 * of the table when there is no translation.  Static strings. */
const char       *gt_rule_get_text    (const GtRuleInfo *rule);
const char       *gt_rule_get_section (const GtRuleInfo *rule);
/* The text as learners read it (the rules reference, a verdict's rule):
 * gt_rule_get_text() without the author's notes, "(settled here)" and the
 * like, which say where the project chose and matter to authors only.
 * Free it. */
char             *gt_rule_get_learner_text (const GtRuleInfo *rule);
/* The rule's short name for learners ("Tube", "Following suit"), in the
 * user's language (g_dpgettext2 with the id as context, as for the text);
 * NULL for a rule without one (test-rules holds that every rule of the
 * table has one).  Static. */
const char       *gt_rule_get_name    (const GtRuleInfo *rule);
/* The rule whose entry in the rules reference shows this one: the rule
 * itself, or the rule of the same game whose text holds this rule's whole
 * text.  A rule named inside another's sentence ("unless it is a bomb
 * (`gd.beat.bomb`)") gets that sentence as its text, and the reference
 * would otherwise show the same words twice; it lists both ids on one
 * entry instead.  Decided on the specification's English, so the entries
 * are the same in every language. */
const GtRuleInfo *gt_rule_get_entry   (const GtRuleInfo *rule);

G_END_DECLS
