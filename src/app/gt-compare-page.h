/* gt-compare-page.h — the games side by side, from the engine's own rule data
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One page the window hosts (issue 21; app.md, "Compare").  Everything on it
 * comes from the registry (gt_rulesets()): a game added there is a column
 * here, and nothing in this file names a game.
 *
 * - **The rules side by side**: the points every ruleset describes itself
 *   with (GtRulePoint, gt_rule_points()) as rows, the games as columns; each
 *   cell is the game's sentence and its rule id, a link to the rules
 *   reference at that rule.  Toggle buttons choose the games shown (at least
 *   one); "Only differences" hides the points where the games shown agree
 *   (the same sentence).  A cell that says the same as the first game shown
 *   is dimmed.  Narrower than the table needs (a phone, 360 px), the same
 *   cells are a list, point by point, one row per game.
 * - **Same cards, every game**: a card picker (every card some game's deck
 *   holds, a row per suit), for the play or for the play on the table, a
 *   few ready-made examples, and each game's verdict side by side: legal or
 *   not, the explanation and the rule id (a link), judged by
 *   gt_compare_judge() — exactly what `guandan-tutor-cli compare` prints.
 *
 * Rule links activate the window's "win.show-rule" (s), as the other pages'
 * verdicts do.
 *
 * Actions installed on the widget: "compare.show-games" (s: game ids
 * separated by ';' or ','), "compare.toggle-game" (s: a game id),
 * "compare.only-differences" (the property, a toggle), "compare.target"
 * (s: "play" or "table", where picked cards go), "compare.example" (u: a
 * ready-made example, from 0), "compare.clear" (no cards picked).  CSS node:
 * `comparepage`.  Properties: "only-differences", "target", "four-colour".
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

#define GT_TYPE_COMPARE_PAGE (gt_compare_page_get_type ())
G_DECLARE_FINAL_TYPE (GtComparePage, gt_compare_page, GT, COMPARE_PAGE, GtkWidget)

GtkWidget       *gt_compare_page_new               (void);

/* The games shown, in the registry's order whatever the order of ids; ids
 * that name no game are skipped, and with none left every game is shown.
 * gt_compare_page_get_games() returns a new NULL-ended array of ids. */
void             gt_compare_page_set_games         (GtComparePage     *self,
                                                    const char *const *ids);
char           **gt_compare_page_get_games         (GtComparePage     *self);
/* Whether a game's column is shown. */
gboolean         gt_compare_page_get_game_shown    (GtComparePage     *self,
                                                    const char        *id);

void             gt_compare_page_set_only_differences (GtComparePage  *self,
                                                    gboolean           only);
gboolean         gt_compare_page_get_only_differences (GtComparePage  *self);
/* Whether a point's row is shown (FALSE when "only differences" hides it). */
gboolean         gt_compare_page_get_point_shown   (GtComparePage     *self,
                                                    const char        *point);
/* The wide table's cell of a point and a game (for tests), NULL if none. */
GtkWidget       *gt_compare_page_get_cell          (GtComparePage     *self,
                                                    const char        *point,
                                                    const char        *game);

/* The cards judged: the play (may be empty) and the play on the table (NULL
 * or empty: a lead). */
void             gt_compare_page_set_cards         (GtComparePage     *self,
                                                    const GtCardList  *play,
                                                    const GtCardList  *table);
void             gt_compare_page_get_cards         (GtComparePage     *self,
                                                    GtCardList        *play,
                                                    GtCardList        *table);
/* The verdict shown for a game, NULL while no cards are picked or the game
 * is not shown.  Owned by the page until the cards change. */
const GtVerdict *gt_compare_page_get_verdict       (GtComparePage     *self,
                                                    const char        *game);
/* The ready-made examples: how many, and the cards of one ("S4 H5 D6",
 * table "S3 H4 D5" or NULL). */
guint            gt_compare_page_get_n_examples    (void);
void             gt_compare_page_get_example       (guint              i,
                                                    const char       **play,
                                                    const char       **table);

void             gt_compare_page_set_four_colour   (GtComparePage     *self,
                                                    gboolean           four_colour);

G_END_DECLS
