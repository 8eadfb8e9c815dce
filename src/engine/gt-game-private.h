/* gt-game-private.h — what the files of the game state machine share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The refusals and narrations of gt_game_act(), written in
 * gt-game-explain.c.  Every gt_game_refuse_* fills the verdict as illegal and
 * returns FALSE, so that a check can end with `return gt_game_refuse_…`.
 */
#pragma once

#include "gt-game.h"

G_BEGIN_DECLS

gboolean gt_game_refuse_not_in_play  (GtVerdict *v, guint seat);
gboolean gt_game_refuse_phase        (const GtGame *g, const GtAction *a, GtVerdict *v);
gboolean gt_game_refuse_out          (const GtGame *g, GtVerdict *v, guint seat);
gboolean gt_game_refuse_turn         (const GtGame *g, GtVerdict *v, guint seat);
gboolean gt_game_refuse_done         (const GtGame *g, const GtAction *a, GtVerdict *v);
gboolean gt_game_refuse_not_giver    (const GtGame *g, GtVerdict *v, guint seat);
gboolean gt_game_refuse_not_receiver (const GtGame *g, GtVerdict *v, guint seat);
gboolean gt_game_refuse_no_choice    (const GtGame *g, GtVerdict *v);
gboolean gt_game_refuse_chooser      (const GtGame *g, GtVerdict *v, guint seat);
gboolean gt_game_refuse_choice       (const GtGame *g, GtVerdict *v, guint choice);
gboolean gt_game_refuse_unknown      (GtVerdict *v);
gboolean gt_game_refuse_empty        (const GtGame *g, GtVerdict *v);
gboolean gt_game_refuse_not_held     (GtVerdict *v, GtCard card);
gboolean gt_game_refuse_reading      (GtVerdict *v, const GtCombo *combo);
gboolean gt_game_refuse_ambiguous    (GtVerdict *v, guint n);
gboolean gt_game_refuse_lead_pass    (const GtGame *g, GtVerdict *v);

void     gt_game_explain_events      (const GtGame *g, guint seat, guint events, GtVerdict *v);
void     gt_game_explain_pass        (const GtGame *g, guint seat, guint events, GtVerdict *v);
void     gt_game_explain_tribute     (const GtGame *g, guint seat, GtCard card, guint events, GtVerdict *v);
void     gt_game_explain_return      (const GtGame *g, guint seat, guint giver, GtCard card,
                                      guint events, GtVerdict *v);
void     gt_game_explain_choice      (const GtGame *g, guint choice, GtVerdict *v);

G_END_DECLS
