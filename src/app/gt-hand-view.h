/* gt-hand-view.h — a hand of cards: fanned, sortable, selectable
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner's hand (interactive: click or Space toggles a card, arrow keys
 * move the focus, Enter activates, Escape clears) and every other row of
 * cards on the table (a seat's hand face up or down, a play in front of a
 * seat, inline cards in a step's text) are this one widget.
 *
 * Actions installed on the widget: "hand.clear", "hand.sort" (string:
 * "rank", "suit", "wild-last").
 */
#pragma once

#include <gtk/gtk.h>

#include "gt-card.h"
#include "gt-card-view.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  GT_HAND_SORT_RANK,       /* by strength at this level, jokers high */
  GT_HAND_SORT_SUIT,
  GT_HAND_SORT_WILD_LAST,  /* by strength, the wild cards at the right */
} GtHandSort;

#define GT_TYPE_HAND_VIEW (gt_hand_view_get_type ())
G_DECLARE_FINAL_TYPE (GtHandView, gt_hand_view, GT, HAND_VIEW, GtkWidget)

GtkWidget *gt_hand_view_new            (void);
/* The cards to show, and the rules context that says which are level cards
 * and wild cards (rs may be NULL: no marks).  Declarations in cards->as are
 * drawn ghosted.  Clears the selection. */
void       gt_hand_view_set_cards      (GtHandView       *self,
                                        const GtCardList *cards,
                                        const GtRuleset  *rs,
                                        const GtRuleCtx  *ctx);
void       gt_hand_view_get_cards      (GtHandView       *self,
                                        GtCardList       *out);
void       gt_hand_view_set_interactive (GtHandView      *self,
                                        gboolean          interactive);
void       gt_hand_view_set_face_down  (GtHandView       *self,
                                        gboolean          face_down);
void       gt_hand_view_set_card_width (GtHandView       *self,
                                        int               width);
void       gt_hand_view_set_sort       (GtHandView       *self,
                                        GtHandSort        sort);
/* The selected cards, in hand order (no declarations). */
void       gt_hand_view_get_selection  (GtHandView       *self,
                                        GtCardList       *out);
/* Selects exactly these cards (each card of the list once). */
void       gt_hand_view_set_selection  (GtHandView       *self,
                                        const GtCardList *cards);
void       gt_hand_view_clear_selection (GtHandView      *self);
/* Marks cards (hint or fault); an empty list or NULL clears the marks. */
void       gt_hand_view_set_marks      (GtHandView       *self,
                                        const GtCardList *cards,
                                        GtCardMark        mark);
/* The card view at index i (for tests and focus), NULL past the end. */
GtCardView *gt_hand_view_get_card_view (GtHandView       *self,
                                        guint             i);

/* Signals: "selection-changed" (), "activate" () — Enter pressed or a card
 * double-clicked: the owner plays the selection. */

G_END_DECLS
