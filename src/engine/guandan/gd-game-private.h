/* gd-game-private.h — what Guandan's game files share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Guandan's operations behind the game core (gd-game.c) and the words of
 * its verdicts (gd-game-explain.c).  Every gd_refuse_* fills the verdict as
 * illegal and returns FALSE, so that a check can end with
 * `return gd_refuse_…`; g may be NULL where the words need no game.
 */
#pragma once

#include "gt-game.h"
#include "gd-private.h"

G_BEGIN_DECLS

/* Guandan has four seats, partners opposite (gd.players): S–N is team 0,
 * E–W team 1, and play goes S → E → N → W, the order of the seat numbers. */
#define GD_SEATS         4
#define GD_TEAM(s)       ((guint) (s) & 1u)
#define GD_PARTNER(s)    (((guint) (s) + 2u) & 3u)

extern const GtGameRules gd_game_rules;
/* Its lead reasons and its own events (gd-kinds.h; gd-game-explain.c). */
extern const GtLeadReasonInfo gd_lead_reasons[GD_LEAD_COUNT];
extern const GtEventInfo gd_events[GD_EVENT_INDEX_COUNT];

/* Its own keys of a position, the tribute (gd-position.c;
 * GtGameRules.keys, load_keys, save_keys). */
extern const char *const gd_position_keys[];
gboolean gd_load_keys (GtGame *g, GKeyFile *kf, const char *group, const char **bad_key, GError **error);
void     gd_save_keys (const GtGame *g, GKeyFile *kf, const char *group);
/* The compass: S E N W, South … West (gd-game-explain.c). */
extern const GtSeatNames gd_seat_names;

/* Guandan's tribute (GtTributeRules; gt_tribute_* in gt-game.h say what
 * each answers). */
guint    gd_tribute_eligible     (const guint8 hand[GT_CARD_KINDS], guint level,
                                  gboolean eligible[GT_CARD_KINDS]);
void     gd_tribute_explain_hand (const guint8 hand[GT_CARD_KINDS], guint level, GtVerdict *verdict);
gboolean gd_tribute_resists      (const guint8 hand[GT_CARD_KINDS]);
gboolean gd_tribute_check_return (const guint8 hand[GT_CARD_KINDS], guint level, guint32 variants,
                                  GtCard received, GtCard card, GtVerdict *verdict);
gboolean gd_tribute_check_card   (const guint8 hand[GT_CARD_KINDS], guint level, GtCard card,
                                  GtVerdict *verdict);
extern const GtGameExplain gd_game_explain;

gboolean gd_refuse_not_in_play  (const GtGame *g, GtVerdict *v, guint seat);
gboolean gd_refuse_phase        (const GtGame *g, const GtAction *a, GtVerdict *v);
gboolean gd_refuse_out          (const GtGame *g, GtVerdict *v, guint seat);
gboolean gd_refuse_turn         (const GtGame *g, GtVerdict *v, guint seat);
gboolean gd_refuse_done         (const GtGame *g, const GtAction *a, GtVerdict *v);
gboolean gd_refuse_not_giver    (const GtGame *g, GtVerdict *v, guint seat);
gboolean gd_refuse_not_receiver (const GtGame *g, GtVerdict *v, guint seat);
gboolean gd_refuse_no_choice    (const GtGame *g, GtVerdict *v);
gboolean gd_refuse_chooser      (const GtGame *g, GtVerdict *v, guint seat);
gboolean gd_refuse_choice       (const GtGame *g, GtVerdict *v, guint choice);
gboolean gd_refuse_unknown      (const GtGame *g, GtVerdict *v);
gboolean gd_refuse_empty        (const GtGame *g, GtVerdict *v);
gboolean gd_refuse_not_held     (const GtGame *g, GtVerdict *v, GtCard card);
gboolean gd_refuse_reading      (const GtGame *g, GtVerdict *v, const GtCombo *combo);
gboolean gd_refuse_ambiguous    (const GtGame *g, GtVerdict *v, guint n);
gboolean gd_refuse_lead_pass    (const GtGame *g, GtVerdict *v);
gboolean gd_refuse_too_long     (const GtGame *g, GtVerdict *v, guint n, guint max);

void     gd_explain_play        (const GtGame *g, guint seat, guint events, GtVerdict *v);
void     gd_explain_pass        (const GtGame *g, guint seat, guint events, GtVerdict *v);
void     gd_explain_tribute     (const GtGame *g, guint seat, GtCard card, guint events, GtVerdict *v);
void     gd_explain_return      (const GtGame *g, guint seat, guint giver, GtCard card,
                                 guint events, GtVerdict *v);
void     gd_explain_choice      (const GtGame *g, guint choice, GtVerdict *v);

G_END_DECLS
