/* gt-card-text.h — a text with cards drawn inline
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Step texts, options and hints write cards in braces ("{S3 H4 D5}",
 * docs/lesson-format.md).  This widget shows such a text with each card
 * group drawn as a small non-interactive GtHandView inside the text.  It is
 * a read-only GtkTextView underneath, so that lines break where Pango says
 * they may — between words in English, between characters in Chinese and
 * Japanese — and the cards flow with the words.
 *
 * Properties: "four-colour" (gboolean), the deck of the inline cards.
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

#define GT_TYPE_CARD_TEXT (gt_card_text_get_type ())
G_DECLARE_FINAL_TYPE (GtCardText, gt_card_text, GT, CARD_TEXT, GtkWidget)

GtkWidget *gt_card_text_new            (void);
/* Shows text (with {cards}); rs and ctx say which cards are level and wild
 * cards (rs NULL: no marks).  A malformed text is shown as written. */
void       gt_card_text_set_text       (GtCardText      *self,
                                        const char      *text,
                                        const GtRuleset *rs,
                                        const GtRuleCtx *ctx);
/* The width of the inline cards (default 24 px). */
void       gt_card_text_set_card_width (GtCardText      *self,
                                        int              width);
/* The deck of the inline cards (gt_card_view_set_four_colour()). */
void       gt_card_text_set_four_colour (GtCardText     *self,
                                         gboolean        four_colour);
gboolean   gt_card_text_get_four_colour (GtCardText     *self);
/* Whether a text of cards only ("{H9}", a choose step's option) shows the
 * cards' words under them ("♥9"): the small cards are then not the only
 * label of a choice, for who cannot make them out.  Set before the text. */
void       gt_card_text_set_captioned  (GtCardText      *self,
                                        gboolean         captioned);
/* The height of the whole lines of the text laid out at width that fit in
 * height, at least least lines (all of them if fewer): a box that high cuts
 * the text between two lines.  height itself when the whole text fits. */
int        gt_card_text_get_whole_lines (GtCardText     *self,
                                         int             width,
                                         int             height,
                                         guint           least);
/* The text as read aloud: cards by their symbols ("Play ♠3 ♥4."). */
char      *gt_card_text_dup_plain      (GtCardText      *self);

G_END_DECLS
