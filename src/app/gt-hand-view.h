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
 * "rank", "suit", "wild-last", "none").  "hand.clear" is disabled while
 * nothing is selected (so Escape then goes on to the window).
 *
 * Keys (interactive): Left/Right/Home/End move the focus, Space toggles the
 * focused card, Enter (and a double click) emits "activate", Escape clears.
 * The hand is one tab stop; focus returns to the card last focused.
 *
 * Layout: cards overlap so that each one's corner index shows, and a
 * declared wild card (in a play) far enough that its ghost ("as 7♠") shows;
 * a hand that does not fit scales its cards down (to 70 %, never below the
 * 40 px where a face loses its index), then wraps into more rows, and never
 * clips.  Cards narrower than 40 px (rank over suit, no index) sit side by
 * side and wrap without shrinking, their rows apart.  It asks for
 * height-for-width.  An interactive hand
 * raises selected cards by 18 % of the card height (over "lift-time", 120 ms
 * by default, unless gtk-enable-animations is off) and keeps that room free,
 * with their outlines and the focus ring above it.
 *
 * Accessibility: the hand is a group; the learner's cards are toggle
 * buttons (GTK_ACCESSIBLE_ROLE_BUTTON, pressed = selected), other cards
 * pictures (GTK_ACCESSIBLE_ROLE_IMG), each named by gt_card_accessible_name().
 * CSS node: `hand`.
 *
 * Properties: "interactive", "face-down", "four-colour" (gboolean),
 * "card-width" (int), "sort" (guint, a GtHandSort), "n-cards" (guint,
 * read-only), "lift-time" (guint, ms).
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
  GT_HAND_SORT_NONE,       /* as given (a play as it was laid down); added */
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
/* Marks cards (hint or fault); an empty list or NULL clears the marks.
 * Each card of the list marks one copy, a selected one first.  Marking a
 * card at fault shakes it, again on every call (each is a new refusal). */
void       gt_hand_view_set_marks      (GtHandView       *self,
                                        const GtCardList *cards,
                                        GtCardMark        mark);
/* The card view at index i (for tests and focus), NULL past the end. */
GtCardView *gt_hand_view_get_card_view (GtHandView       *self,
                                        guint             i);

/* Getters added with the implementation. */
guint       gt_hand_view_get_n_cards   (GtHandView       *self);
gboolean    gt_hand_view_get_interactive (GtHandView     *self);
GtHandSort  gt_hand_view_get_sort      (GtHandView       *self);
int         gt_hand_view_get_card_width (GtHandView      *self);
/* How long a selected card takes to rise, in ms (120 by default; 0: at
 * once).  The system's gtk-enable-animations = FALSE wins over it. */
void        gt_hand_view_set_lift_time (GtHandView       *self,
                                        guint             ms);
guint       gt_hand_view_get_lift_time (GtHandView       *self);
/* The deck of its cards, now and to come (gt_card_view_set_four_colour()). */
void        gt_hand_view_set_four_colour (GtHandView     *self,
                                          gboolean        four_colour);
gboolean    gt_hand_view_get_four_colour (GtHandView     *self);

/* Signals: "selection-changed" () — on every change, by the user or the
 * API; "activate" () — Enter pressed or a card double-clicked (also
 * gtk_widget_activate()): the owner plays the selection. */

G_END_DECLS
