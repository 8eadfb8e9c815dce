/* gt-protocol.h — the words of the field's bot protocol for cards, kinds and ranks
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An action of ../shared/spec/bot-protocol.md is [TYPE, RANK, CARDS]:
 * `guandan-tutor-cli bot` finds its play among a referee's actions by
 * them, and bench/bench-field.c, a referee, writes them.  One place, so
 * that the two read a play the same way.
 */
#pragma once

#include "gt-card.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

/* A card as the protocol writes it ("S3", "HT", "SB" the small joker,
 * "HR" the big one) into buf; returns buf. */
const char *gt_protocol_card  (GtCard           card,
                               char             buf[4]);

/* A rank 2 … A as a letter ("T" for ten; the Ace low of a sequence too). */
const char *gt_protocol_rank  (guint            rank);

/* TYPE of a Guandan combination ("Single" … "StraightFlush", "Bomb" for
 * the four jokers too), NULL for a kind the protocol has no word for. */
const char *gt_protocol_type  (const GtRuleset *rs,
                               const GtCombo   *combo);

/* RANK of a combination: the N-of-a-kind's or the full house's triple's
 * rank, a sequence's lowest ("A" when the Ace is low; the engine keeps a
 * sequence's top), "B" and "R" for jokers, "JOKER" for the four. */
const char *gt_protocol_combo_rank (const GtRuleset *rs,
                                    const GtCombo   *combo);

G_END_DECLS
