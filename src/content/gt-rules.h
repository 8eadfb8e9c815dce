/* gt-rules.h — the rules of every game, by id
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is generated at build time from data/rules/ (one Markdown file per game) (the
 * specification, one file per game), so that verdicts, lessons, puzzles and
 * the rules reference cite one list of ids.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;        /* "gd.combo.tube" */
  const char *section;   /* "Ordinary combinations (牌型)" */
  const char *text;      /* the rule as the specification states it (Markdown) */
} GtRuleInfo;

extern const GtRuleInfo gt_rules_table[];
extern const guint gt_rules_table_len;

const GtRuleInfo *gt_rule_lookup (const char *id);

G_END_DECLS
