/* test-guandan-rules.c — every rule of data/rules/guandan.md that a play can break
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One table, one block of cases per rule id of the sections "Players, cards,
 * seats", "Wild cards", "Ordinary combinations" and "Bombs".  Each case is a
 * play (and maybe the play on the table) at a level, and the verdict the
 * judge must give: legal or not, the id of the rule that decides, and for a
 * combination its type and rank.  Some cases also name words the explanation
 * must contain — the examples of ../shared/design/explanations.md among them.
 *
 * The block a case sits in is the rule it illustrates; the rule it expects is
 * the one the verdict cites, which is often another (a wild card read in its
 * natural place makes a straight, and the verdict cites gd.combo.straight).
 * The last test reads the rules file and checks that no rule id of those
 * sections lacks a block, so a rule added there needs cases here.
 */
#include "gt-card.h"
#include "gt-explain.h"
#include "gt-game.h"
#include "gt-ruleset.h"
#include "gt-reference.h"
#include "guandan/gd-kinds.h"

#include <string.h>

#define NONE      0
#define SINGLE    GD_COMBO_SINGLE
#define PAIR      GD_COMBO_PAIR
#define TRIPLE    GD_COMBO_TRIPLE
#define FULL      GD_COMBO_FULL_HOUSE
#define STRAIGHT  GD_COMBO_STRAIGHT
#define TUBE      GD_COMBO_TUBE
#define PLATE     GD_COMBO_PLATE
#define BOMB      GD_COMBO_BOMB
#define SF        GD_COMBO_STRAIGHT_FLUSH
#define JOKERS    GD_COMBO_JOKER_BOMB

#define J   GT_RANK_J
#define Q   GT_RANK_Q
#define K   GT_RANK_K
#define A   GT_RANK_A
#define SMALLJ GT_RANK_BJ
#define BIGJ   GT_RANK_RJ

typedef struct {
  const char *block;    /* the rule the case illustrates */
  guint level;
  const char *table;    /* the play to beat, or NULL for a lead */
  const char *play;
  gboolean legal;
  const char *rule;     /* the rule the verdict must cite */
  guint type;           /* the combination the verdict speaks of, NONE for none */
  guint rank;
  const char *words;    /* "a|b": the explanation contains a and b */
  const char *hand;     /* the player's hand, for suggestions */
} RuleCase;

static const RuleCase cases[] = {
  /* ---- Players, cards, seats ---------------------------------------- */

  /* gd.level: the level rank leaves its place and ranks above the Ace. */
  { "gd.level", 2, "S2 D2", "SA DA", FALSE, "gd.order.single", PAIR, A,
    "cannot beat a pair of 2s|level 2, the 2s rank above the Ace" },
  { "gd.level", 5, "SA", "S5", TRUE, "gd.order.single", SINGLE, 5, "level 5" },
  { "gd.level", 10, "SA DA", "S10 D10", TRUE, "gd.order.single", PAIR, 10, "level 10" },
  { "gd.level", Q, "SQ DQ CQ", "SA DA CA", FALSE, "gd.order.single", TRIPLE, A, "level Q" },
  { "gd.level", A, "SK", "SA", TRUE, "gd.order.single", SINGLE, A },
  { "gd.level", 2, "S3", "D2", TRUE, "gd.order.single", SINGLE, 2 },
  { "gd.level", 5, "S2", "S3", TRUE, "gd.order.single", SINGLE, 3 },
  { "gd.level", 2, "SA", "S3", FALSE, "gd.order.single", SINGLE, 3 },
  { "gd.level", 7, "SA DA CA S3 D3", "S7 D7 C7 S8 D8", TRUE, "gd.order.single", FULL, 7 },
  { "gd.level", 5, "SA DA CA HA", "S5 D5 C5 C5", TRUE, "gd.bomb.order", BOMB, 5, "level 5" },
  { "gd.level", 2, "S5 D5", "S2 D2", TRUE, "gd.order.single", PAIR, 2 },

  /* gd.order.single: big joker > small joker > level > A > … > 2. */
  { "gd.order.single", 2, "BJ", "RJ", TRUE, "gd.order.single", SINGLE, BIGJ },
  { "gd.order.single", 2, "RJ", "BJ", FALSE, "gd.order.single", SINGLE, SMALLJ },
  { "gd.order.single", 2, "D2", "BJ", TRUE, "gd.order.single", SINGLE, SMALLJ },
  { "gd.order.single", 9, "BJ", "S9", FALSE, "gd.order.single", SINGLE, 9 },
  { "gd.order.single", 9, "SQ", "SK", TRUE, "gd.order.single", SINGLE, K },
  { "gd.order.single", 9, "SK", "SQ", FALSE, "gd.order.single", SINGLE, Q },
  { "gd.order.single", 9, "S8", "S10", TRUE, "gd.order.single", SINGLE, 10 },
  { "gd.order.single", 5, "S4", "S6", TRUE, "gd.order.single", SINGLE, 6 },
  { "gd.order.single", 5, "S6", "S4", FALSE, "gd.order.single", SINGLE, 4 },
  { "gd.order.single", K, "SA DA", "SK DK", TRUE, "gd.order.single", PAIR, K },
  { "gd.order.single", 2, "BJ BJ", "RJ RJ", TRUE, "gd.order.single", PAIR, BIGJ },
  { "gd.order.single", 2, "S2 D2", "BJ BJ", TRUE, "gd.order.single", PAIR, SMALLJ },
  { "gd.order.single", 2, "S3 D3 C3", "S4 D4 C4", TRUE, "gd.order.single", TRIPLE, 4 },

  /* gd.suits: suits never decide strength. */
  { "gd.suits", 2, "H9", "S9", FALSE, "gd.beat.equal", SINGLE, 9, "equal" },
  { "gd.suits", 2, "S9 H9", "D9 C9", FALSE, "gd.beat.equal", PAIR, 9 },
  { "gd.suits", 5, "H7 S7 C7 H4 D4", "D7 C7 S7 S3 D3", FALSE, "gd.beat.equal", FULL, 7 },
  { "gd.suits", 2, "H3 H4 C5 S6 D7", "S3 D4 C5 S6 D7", FALSE, "gd.beat.equal", STRAIGHT, 7 },
  { "gd.suits", 2, "D3 D4 D5 D6 D7", "S3 S4 S5 S6 S7", FALSE, "gd.beat.equal", SF, 7 },
  { "gd.suits", 2, "S8 D8 C8 H8", "S8 D8 C8 H8", FALSE, "gd.beat.equal", BOMB, 8 },

  /* ---- Wild cards ------------------------------------------------------ */

  /* gd.wild.which: only the hearts of the level rank. */
  { "gd.wild.which", 2, NULL, "H2 S5", TRUE, "gd.combo.pair", PAIR, 5, "stands in for" },
  { "gd.wild.which", 2, NULL, "S2 S5", FALSE, "gd.combo.pair" },
  { "gd.wild.which", 2, NULL, "D2 S5", FALSE, "gd.combo.pair" },
  { "gd.wild.which", 7, NULL, "H7 S5", TRUE, "gd.combo.pair", PAIR, 5 },
  { "gd.wild.which", 7, NULL, "H2 S5", FALSE, "gd.combo.pair" },
  { "gd.wild.which", 2, NULL, "S5=S7 S7", FALSE, "gd.wild.which", NONE, 0, "not wild" },
  { "gd.wild.which", 7, NULL, "H2=S5 S5", FALSE, "gd.wild.which", NONE, 0, "at level 7|not wild" },
  { "gd.wild.which", Q, NULL, "HQ=S3 S3", TRUE, "gd.combo.pair", PAIR, 3 },
  { "gd.wild.which", 10, NULL, "H10 H10 S9", TRUE, "gd.combo.triple", TRIPLE, 9 },
  { "gd.wild.which", 3, NULL, "H3 S4", TRUE, "gd.combo.pair", PAIR, 4 },
  { "gd.wild.which", 3, NULL, "D3 S4", FALSE, "gd.combo.pair" },

  /* gd.wild.any: any non-joker card, in any combination. */
  { "gd.wild.any", 2, NULL, "H2 S9 D9 C9", TRUE, "gd.bomb.kinds", BOMB, 9 },
  { "gd.wild.any", 2, NULL, "H2 S3 S4 S5 S6", TRUE, "gd.wild.declare", SF, 7 },
  { "gd.wild.any", 2, NULL, "H2 S3 D4 C5 S6", TRUE, "gd.wild.declare", STRAIGHT, 7 },
  { "gd.wild.any", 2, NULL, "H2 S3 D4 C5 S7", TRUE, "gd.combo.straight", STRAIGHT, 7,
    "stands in for the 6 of" },
  { "gd.wild.any", 2, NULL, "H2 H2 S9 D9", TRUE, "gd.bomb.kinds", BOMB, 9 },
  { "gd.wild.any", 2, NULL, "H2 S7 D7 C7 S8", TRUE, "gd.combo.full-house", FULL, 7 },
  { "gd.wild.any", 5, NULL, "H5 S7 D7 S8 D8 S9", TRUE, "gd.combo.tube", TUBE, 9 },
  { "gd.wild.any", 5, NULL, "H5 H5 S7 D7 C7 S8", TRUE, "gd.combo.plate", PLATE, 8 },
  { "gd.wild.any", K, NULL, "HK S3 D3", TRUE, "gd.combo.triple", TRIPLE, 3 },
  { "gd.wild.any", 10, NULL, "H10 H10 S8 D8 C8 S8 D8 C8", TRUE, "gd.bomb.kinds", BOMB, 8 },
  { "gd.wild.any", 9, NULL, "H9 SA", TRUE, "gd.combo.pair", PAIR, A, "the Ace of" },
  { "gd.wild.any", 4, "S3", "H4=S2", FALSE, "gd.order.single", SINGLE, 2 },

  /* gd.wild.not-joker: a declaration as a joker is refused. */
  { "gd.wild.not-joker", 2, NULL, "H2=BJ BJ", FALSE, "gd.wild.not-joker", NONE, 0, "except a joker" },
  { "gd.wild.not-joker", 2, NULL, "H2=RJ RJ BJ BJ", FALSE, "gd.wild.not-joker" },
  { "gd.wild.not-joker", 9, NULL, "H9=RJ", FALSE, "gd.wild.not-joker", NONE, 0, "big joker" },
  { "gd.wild.not-joker", 9, "SA", "H9=BJ", FALSE, "gd.wild.not-joker" },
  { "gd.wild.not-joker", 2, NULL, "H2=S3 S3", TRUE, "gd.combo.pair", PAIR, 3 },

  /* gd.wild.declare: several readings → the player must say which. */
  { "gd.wild.declare", 2, NULL, "H2", TRUE, "gd.wild.declare", SINGLE, 2, "13 ways|say which" },
  { "gd.wild.declare", 2, NULL, "H2 H2", TRUE, "gd.wild.declare", PAIR, 2, "13 ways" },
  { "gd.wild.declare", 2, NULL, "H2=S9", TRUE, "gd.combo.single", SINGLE, 9, "stands in for the 9 of spades" },
  { "gd.wild.declare", 2, NULL, "H2=S9 S9", TRUE, "gd.combo.pair", PAIR, 9 },
  { "gd.wild.declare", 5, NULL, "H5 S7 D7 S8 D8", TRUE, "gd.wild.declare", FULL, 8, "2 ways" },
  { "gd.wild.declare", 5, NULL, "H5=S7 S7 D7 S8 D8", TRUE, "gd.combo.full-house", FULL, 7 },
  { "gd.wild.declare", 5, NULL, "H5=C8 S7 D7 S8 D8", TRUE, "gd.combo.full-house", FULL, 8 },
  { "gd.wild.declare", 2, "S5", "H2", TRUE, "gd.order.single", SINGLE, 2, "ways that beat it" },
  { "gd.wild.declare", 2, "S3 D3", "H2 S4", TRUE, "gd.order.single", PAIR, 4 },
  { "gd.wild.declare", 5, NULL, "H5 H5 S7 D7 C7", TRUE, "gd.wild.declare", BOMB, 7 },
  { "gd.wild.declare", 5, NULL, "H5=S5 H5=D5 S7 D7 C7", TRUE, "gd.combo.full-house", FULL, 7 },
  { "gd.wild.declare", A, NULL, "HA S4 S5 S6 S7", TRUE, "gd.wild.declare", SF, 8 },
  { "gd.wild.declare", A, NULL, "HA=D8 S4 S5 S6 S7", TRUE, "gd.combo.straight", STRAIGHT, 8 },
  { "gd.wild.declare", A, NULL, "HA=S3 S4 S5 S6 S7", TRUE, "gd.bomb.kinds", SF, 7 },

  /* gd.wild.natural: a wild card as itself is a level card. */
  { "gd.wild.natural", 2, "SA", "H2", TRUE, "gd.order.single", SINGLE, 2 },
  { "gd.wild.natural", 2, "SA DA", "H2 H2", TRUE, "gd.order.single", PAIR, 2 },
  { "gd.wild.natural", 7, NULL, "H7 S7", TRUE, "gd.combo.pair", PAIR, 7 },
  { "gd.wild.natural", 7, NULL, "H7 S7 D7", TRUE, "gd.combo.triple", TRIPLE, 7 },
  { "gd.wild.natural", 7, NULL, "H7 S7 D7 C7", TRUE, "gd.bomb.kinds", BOMB, 7 },
  { "gd.wild.natural", 7, "SA", "H7", TRUE, "gd.order.single", SINGLE, 7 },
  { "gd.wild.natural", 7, "S7 D7", "H7 H7", FALSE, "gd.beat.equal", PAIR, 7 },
  { "gd.wild.natural", 2, "S2", "H2", FALSE, "gd.beat.equal", SINGLE, 2 },
  { "gd.wild.natural", 7, NULL, "H7 S6 D8 C9 S10", TRUE, "gd.combo.straight", STRAIGHT, 10 },
  { "gd.wild.natural", Q, NULL, "HQ=HQ SQ", TRUE, "gd.combo.pair", PAIR, Q },

  /* gd.wild.no-joker-bomb: no wild card with a joker. */
  { "gd.wild.no-joker-bomb", 2, NULL, "H2 RJ", FALSE, "gd.wild.no-joker-bomb", NONE, 0,
    "except a joker|big joker are not a pair" },
  { "gd.wild.no-joker-bomb", 2, NULL, "H2 BJ", FALSE, "gd.wild.no-joker-bomb", NONE, 0, "small joker" },
  { "gd.wild.no-joker-bomb", 2, NULL, "H2 BJ RJ RJ", FALSE, "gd.wild.no-joker-bomb", NONE, 0, "four-joker bomb" },
  { "gd.wild.no-joker-bomb", 2, NULL, "H2 H2 RJ RJ", FALSE, "gd.wild.no-joker-bomb" },
  { "gd.wild.no-joker-bomb", 8, NULL, "H8 BJ BJ RJ RJ", FALSE, "gd.wild.no-joker-bomb" },
  { "gd.wild.no-joker-bomb", 8, "S5", "H8 RJ", FALSE, "gd.wild.no-joker-bomb" },
  { "gd.wild.no-joker-bomb", 2, NULL, "BJ BJ RJ RJ", TRUE, "gd.bomb.kinds", JOKERS, BIGJ },
  { "gd.wild.no-joker-bomb", 5, NULL, "H5 S7 D7 C7 BJ", FALSE, "gd.combo.invalid" },

  /* ---- Ordinary combinations ------------------------------------------ */

  /* gd.beat.same-type: same type and size, or a bomb. */
  { "gd.beat.same-type", 2, "S9 D9", "S3 D4 C5 S6 D7", FALSE, "gd.beat.same-type", STRAIGHT, 7,
    "cannot answer a pair of 9s|Play a higher pair, a bomb, or pass" },
  { "gd.beat.same-type", 2, "S3", "S9 D9", FALSE, "gd.beat.same-type", PAIR, 9 },
  { "gd.beat.same-type", 2, "S3 D3", "S9 D9 C9", FALSE, "gd.beat.same-type", TRIPLE, 9 },
  { "gd.beat.same-type", 2, "S7 D7 C7 S8 D8 C8", "S3 D3 S4 D4 S5 D5", FALSE, "gd.beat.same-type", TUBE, 5 },
  { "gd.beat.same-type", 2, "S3 D3 S4 D4 S5 D5", "S7 D7 C7 S8 D8 C8", FALSE, "gd.beat.same-type", PLATE, 8 },
  { "gd.beat.same-type", 2, "S3 D4 C5 S6 D7", "SA DA CA SK DK", FALSE, "gd.beat.same-type", FULL, A },
  { "gd.beat.same-type", 2, "S3", "H2 H2", FALSE, "gd.beat.same-type", PAIR, 2 },
  { "gd.beat.same-type", 2, "S3 D3", "SA", FALSE, "gd.beat.same-type", SINGLE, A },
  { "gd.beat.same-type", 2, "S3", "BJ BJ", FALSE, "gd.beat.same-type", PAIR, SMALLJ },
  { "gd.beat.same-type", 2, "S3 D3 C3", "S4 D4 C4 S5 D5", FALSE, "gd.beat.same-type", FULL, 4 },

  /* gd.beat.bomb: an ordinary play never beats a bomb. */
  { "gd.beat.bomb", 2, "S3 D3 C3 H3", "S9 D9", FALSE, "gd.beat.bomb", PAIR, 9, "only a stronger bomb" },
  { "gd.beat.bomb", 2, "S3 S4 S5 S6 S7", "S4 D5 C6 S7 D8", FALSE, "gd.beat.bomb", STRAIGHT, 8 },
  { "gd.beat.bomb", 2, "S3 D3 C3 H3", "RJ", FALSE, "gd.beat.bomb", SINGLE, BIGJ },
  { "gd.beat.bomb", 2, "BJ BJ RJ RJ", "RJ RJ", FALSE, "gd.beat.bomb", PAIR, BIGJ },
  { "gd.beat.bomb", 2, "S3 D3 C3 H3", "SA DA CA SK DK", FALSE, "gd.beat.bomb", FULL, A },
  { "gd.beat.bomb", 5, "S3 D3 C3 H3 C3", "SQ DQ SK DK SA DA", FALSE, "gd.beat.bomb", TUBE, A },

  /* gd.beat.equal: equal strength never beats. */
  { "gd.beat.equal", 2, "D9", "S9", FALSE, "gd.beat.equal", SINGLE, 9, "strictly higher" },
  { "gd.beat.equal", 2, "BJ", "BJ", FALSE, "gd.beat.equal", SINGLE, SMALLJ },
  { "gd.beat.equal", 2, "RJ RJ", "RJ RJ", FALSE, "gd.beat.equal", PAIR, BIGJ },
  { "gd.beat.equal", 2, "S3 D4 C5 S6 D7", "H3 D4 C5 S6 D7", FALSE, "gd.beat.equal", STRAIGHT, 7 },
  { "gd.beat.equal", 2, "BJ BJ RJ RJ", "BJ BJ RJ RJ", FALSE, "gd.beat.equal", JOKERS, BIGJ },
  { "gd.beat.equal", 2, "H2 S4 D5 C6 S7", "S4 D5 C6 S7 D8", FALSE, "gd.beat.equal", STRAIGHT, 8 },
  { "gd.beat.equal", 9, "S9 D9 C9 H9 S9", "S9 D9 C9 C9 D9", FALSE, "gd.beat.equal", BOMB, 9 },

  /* gd.combo.single */
  { "gd.combo.single", 2, NULL, "S3", TRUE, "gd.combo.single", SINGLE, 3, "single 3" },
  { "gd.combo.single", 2, NULL, "BJ", TRUE, "gd.combo.single", SINGLE, SMALLJ, "small joker" },
  { "gd.combo.single", 2, NULL, "RJ", TRUE, "gd.combo.single", SINGLE, BIGJ, "big joker" },
  { "gd.combo.single", 5, NULL, "D5", TRUE, "gd.combo.single", SINGLE, 5 },
  { "gd.combo.single", A, NULL, "HK", TRUE, "gd.combo.single", SINGLE, K },
  { "gd.combo.single", 2, NULL, "D2", TRUE, "gd.combo.single", SINGLE, 2 },
  { "gd.combo.single", 10, "SJ", "SQ", TRUE, "gd.order.single", SINGLE, Q },

  /* gd.combo.pair */
  { "gd.combo.pair", 2, NULL, "S3 D3", TRUE, "gd.combo.pair", PAIR, 3, "a pair of 3s" },
  { "gd.combo.pair", 2, NULL, "BJ BJ", TRUE, "gd.combo.pair", PAIR, SMALLJ },
  { "gd.combo.pair", 2, NULL, "RJ RJ", TRUE, "gd.combo.pair", PAIR, BIGJ },
  { "gd.combo.pair", 2, NULL, "S3 D4", FALSE, "gd.combo.pair", NONE, 0, "same rank" },
  { "gd.combo.pair", 2, NULL, "SA DA", TRUE, "gd.combo.pair", PAIR, A },
  { "gd.combo.pair", 10, NULL, "S10 C10", TRUE, "gd.combo.pair", PAIR, 10 },
  { "gd.combo.pair", 2, NULL, "S3 S3", TRUE, "gd.combo.pair", PAIR, 3 },

  /* gd.combo.pair.mixed-jokers */
  { "gd.combo.pair.mixed-jokers", 2, NULL, "BJ RJ", FALSE, "gd.combo.pair.mixed-jokers", NONE, 0, "not a pair" },
  { "gd.combo.pair.mixed-jokers", 10, NULL, "S7 D7 C7 BJ RJ", FALSE, "gd.combo.pair.mixed-jokers", NONE, 0, "full house" },
  { "gd.combo.pair.mixed-jokers", 2, "S5 D5", "BJ RJ", FALSE, "gd.combo.pair.mixed-jokers" },

  /* gd.combo.triple */
  { "gd.combo.triple", 2, NULL, "S9 D9 C9", TRUE, "gd.combo.triple", TRIPLE, 9, "three 9s" },
  { "gd.combo.triple", 9, NULL, "S9 D9 C9", TRUE, "gd.combo.triple", TRIPLE, 9 },
  { "gd.combo.triple", 2, NULL, "BJ BJ RJ", FALSE, "gd.combo.triple", NONE, 0, "no joker triple" },
  { "gd.combo.triple", 2, NULL, "S9 D9 C8", FALSE, "gd.combo.triple" },
  { "gd.combo.triple", 9, "SA DA CA", "S9 D9 C9", TRUE, "gd.order.single", TRIPLE, 9 },
  { "gd.combo.triple", 2, "S2 D2 C2", "SA DA CA", FALSE, "gd.order.single", TRIPLE, A },

  /* gd.combo.full-house */
  { "gd.combo.full-house", 2, NULL, "S3 D3 C3 S4 D4", TRUE, "gd.combo.full-house", FULL, 3 },
  { "gd.combo.full-house", 2, NULL, "S4 D4 S3 D3 C3", TRUE, "gd.combo.full-house", FULL, 3 },
  { "gd.combo.full-house", 2, NULL, "S9 D9 C9 BJ BJ", TRUE, "gd.combo.full-house", FULL, 9 },
  { "gd.combo.full-house", 2, NULL, "S9 D9 C9 RJ RJ", TRUE, "gd.combo.full-house", FULL, 9 },
  { "gd.combo.full-house", 5, NULL, "H5 S7 D7 BJ BJ", TRUE, "gd.combo.full-house", FULL, 7 },
  { "gd.combo.full-house", 2, "S8 D8 C8 SA DA", "S9 D9 C9 S3 D3", TRUE, "gd.order.single", FULL, 9 },
  { "gd.combo.full-house", 2, "S8 D8 C8 S3 D3", "S8 D8 C8 SA DA", FALSE, "gd.beat.equal", FULL, 8 },
  { "gd.combo.full-house", 2, NULL, "S9 D9 C9 H9 S9", TRUE, "gd.bomb.kinds", BOMB, 9 },
  { "gd.combo.full-house", 2, NULL, "S9 D9 S8 D8 C7", FALSE, "gd.combo.full-house", NONE, 0, "a triple and a pair" },
  { "gd.combo.full-house", 2, "S2 D2 C2 S4 D4", "S3 D3 C3 BJ BJ", FALSE, "gd.order.single", FULL, 3 },

  /* gd.combo.straight */
  { "gd.combo.straight", 2, NULL, "S3 D4 C5 S6 D7", TRUE, "gd.combo.straight", STRAIGHT, 7, "a straight, 3 to 7" },
  { "gd.combo.straight", 2, NULL, "S10 DJ CQ SK DA", TRUE, "gd.combo.straight", STRAIGHT, A },
  { "gd.combo.straight", 2, NULL, "SA D2 C3 S4 D5", TRUE, "gd.combo.straight", STRAIGHT, 5, "A to 5" },
  { "gd.combo.straight", 2, NULL, "S3 S4 S5 S6", FALSE, "gd.combo.straight", NONE, 0,
    "4 cards in a row are not a combination|exactly 5" },
  { "gd.combo.straight", 2, NULL, "S4 D5 C6 S7", FALSE, "gd.combo.straight", NONE, 0,
    "Add the ♦8 you hold to make a straight, 4 to 8", "S4 D5 C6 S7 D8 CK" },
  { "gd.combo.straight", 2, NULL, "S3 D4 C5 S6 D7 S8", FALSE, "gd.combo.straight", NONE, 0,
    "6 cards in a row|Leave out the ♠8" },
  { "gd.combo.straight", 2, NULL, "S3 D4 C5 S6 D8", FALSE, "gd.combo.straight", NONE, 0, "not in a row" },
  { "gd.combo.straight", 2, "S3 D4 C5 S6 D7", "S4 D5 C6 S7 D8", TRUE, "gd.seq.strength", STRAIGHT, 8 },

  /* gd.combo.tube */
  { "gd.combo.tube", 2, NULL, "S3 D3 S4 D4 S5 D5", TRUE, "gd.combo.tube", TUBE, 5, "3s to 5s" },
  { "gd.combo.tube", 2, NULL, "SQ DQ SK DK SA DA", TRUE, "gd.combo.tube", TUBE, A },
  { "gd.combo.tube", 5, NULL, "SA DA S2 D2 S3 D3", TRUE, "gd.combo.tube", TUBE, 3 },
  { "gd.combo.tube", 2, NULL, "S3 D3 S4 D4", FALSE, "gd.combo.tube", NONE, 0, "three pairs" },
  { "gd.combo.tube", 2, NULL, "S3 D3 S4 D4 S5 D5 S6 D6", FALSE, "gd.combo.tube", NONE, 0, "4 pairs" },
  { "gd.combo.tube", 2, NULL, "S3 D3 S4 D4 S6 D6", FALSE, "gd.combo.tube", NONE, 0, "not in a row" },
  { "gd.combo.tube", 5, NULL, "H5 S3 D3 S4 D4 S5", TRUE, "gd.combo.tube", TUBE, 5 },
  { "gd.combo.tube", 2, "S3 D3 S4 D4 S5 D5", "S4 D4 S5 D5 S6 D6", TRUE, "gd.seq.strength", TUBE, 6 },

  /* gd.combo.plate */
  { "gd.combo.plate", 2, NULL, "S7 D7 C7 S8 D8 C8", TRUE, "gd.combo.plate", PLATE, 8, "7s and 8s" },
  { "gd.combo.plate", 5, NULL, "SA DA CA S2 D2 C2", TRUE, "gd.combo.plate", PLATE, 2 },
  { "gd.combo.plate", 5, NULL, "SK DK CK SA DA CA", TRUE, "gd.combo.plate", PLATE, A },
  { "gd.combo.plate", 2, NULL, "S7 D7 C7 S9 D9 C9", FALSE, "gd.combo.plate", NONE, 0, "not in a row" },
  { "gd.combo.plate", 2, NULL, "S7 D7 C7 S8 D8 C8 S9 D9 C9", FALSE, "gd.combo.plate", NONE, 0, "two triples" },
  { "gd.combo.plate", 2, "S7 D7 C7 S8 D8 C8", "S8 D8 C8 S9 D9 C9", TRUE, "gd.seq.strength", PLATE, 9 },
  { "gd.combo.plate", 8, "S9 D9 C9 S10 D10 C10", "S7 D7 C7 S8 D8 C8", FALSE, "gd.seq.strength", PLATE, 8 },

  /* gd.seq.natural: the level rank keeps its place in sequences. */
  { "gd.seq.natural", 5, NULL, "S3 D4 C5 S6 D7", TRUE, "gd.combo.straight", STRAIGHT, 7 },
  { "gd.seq.natural", 5, NULL, "S5 D6 C7 S8 D9", TRUE, "gd.combo.straight", STRAIGHT, 9 },
  { "gd.seq.natural", 5, "S4 D5 C6 S7 D8", "S2 D3 C4 S5 D6", FALSE, "gd.seq.strength", STRAIGHT, 6 },
  { "gd.seq.natural", K, NULL, "S10 DJ CQ SK DA", TRUE, "gd.combo.straight", STRAIGHT, A },
  { "gd.seq.natural", 10, "S10 D10 SJ DJ SQ DQ", "S8 D8 S9 D9 S10 D10", FALSE, "gd.seq.strength", TUBE, 10 },
  { "gd.seq.natural", 3, NULL, "SA DA S2 D2 S3 D3", TRUE, "gd.combo.tube", TUBE, 3 },
  { "gd.seq.natural", 3, NULL, "H3 S3 D4 C5 S6", TRUE, "gd.wild.declare", STRAIGHT, 7 },
  { "gd.seq.natural", A, NULL, "SA D2 C3 S4 D5", TRUE, "gd.combo.straight", STRAIGHT, 5 },
  { "gd.seq.natural", 9, "S9 D9 C9 S10 D10 C10", "S8 D8 C8 S9 D9 C9", FALSE, "gd.seq.strength", PLATE, 9 },

  /* gd.seq.ace: the Ace high or low. */
  { "gd.seq.ace", 2, "S10 DJ CQ SK DA", "SA D2 C3 S4 D5", FALSE, "gd.seq.strength", STRAIGHT, 5 },
  { "gd.seq.ace", 2, "S2 D3 C4 S5 D6", "SA D2 C3 S4 D5", FALSE, "gd.seq.strength", STRAIGHT, 5 },
  { "gd.seq.ace", 2, "SA D2 C3 S4 D5", "S2 D3 C4 S5 D6", TRUE, "gd.seq.strength", STRAIGHT, 6 },
  { "gd.seq.ace", 2, "SJ DJ SQ DQ SK DK", "SQ DQ SK DK SA DA", TRUE, "gd.seq.strength", TUBE, A },
  { "gd.seq.ace", 2, "S2 D2 S3 D3 S4 D4", "SA DA S2 D2 S3 D3", FALSE, "gd.seq.strength", TUBE, 3 },
  { "gd.seq.ace", 2, "SQ DQ CQ SK DK CK", "SK DK CK SA DA CA", TRUE, "gd.seq.strength", PLATE, A },
  { "gd.seq.ace", 5, "S2 D2 C2 S3 D3 C3", "SA DA CA S2 D2 C2", FALSE, "gd.seq.strength", PLATE, 2 },
  { "gd.seq.ace", 2, NULL, "SA S2 S3 S4 S5", TRUE, "gd.bomb.kinds", SF, 5 },
  { "gd.seq.ace", 2, "SA S2 S3 S4 S5", "S10 SJ SQ SK SA", TRUE, "gd.bomb.order", SF, A },

  /* gd.seq.no-wrap */
  { "gd.seq.no-wrap", 2, NULL, "SQ DK CA S2 D3", FALSE, "gd.seq.no-wrap", NONE, 0,
    "cannot run past the Ace|Q-K-A-2-3 wraps around|not both" },
  { "gd.seq.no-wrap", 2, NULL, "SK DA C2 S3 D4", FALSE, "gd.seq.no-wrap", NONE, 0, "K-A-2-3-4" },
  { "gd.seq.no-wrap", 5, NULL, "SK DK SA DA S2 D2", FALSE, "gd.seq.no-wrap", NONE, 0, "tube" },
  { "gd.seq.no-wrap", 2, NULL, "H2 SK SA D3 C4", FALSE, "gd.seq.no-wrap" },
  { "gd.seq.no-wrap", 2, NULL, "SQ SK SA S2 S3", FALSE, "gd.seq.no-wrap" },
  { "gd.seq.no-wrap", Q, NULL, "SJ DQ CK SA D2", FALSE, "gd.seq.no-wrap" },

  /* gd.seq.strength */
  { "gd.seq.strength", 2, "S4 D5 C6 S7 D8", "S3 D4 C5 S6 D7", FALSE, "gd.seq.strength", STRAIGHT, 7,
    "it is lower|Play a higher straight" },
  { "gd.seq.strength", A, "S9 D10 CJ SQ DK", "S10 DJ CQ SK DA", TRUE, "gd.seq.strength", STRAIGHT, A },
  { "gd.seq.strength", 2, "S4 D4 S5 D5 S6 D6", "S3 D3 S4 D4 S5 D5", FALSE, "gd.seq.strength", TUBE, 5 },
  { "gd.seq.strength", 2, "D3 D4 D5 D6 D7", "S4 S5 S6 S7 S8", TRUE, "gd.bomb.order", SF, 8 },
  { "gd.seq.strength", 2, "S3 D4 C5 S6 D7", "H2 S4 D5 C6 S7", TRUE, "gd.seq.strength", STRAIGHT, 8 },
  { "gd.seq.strength", 7, "S3 D4 C5 S6 D7", "S4 D5 C6 S7 D8", TRUE, "gd.seq.strength", STRAIGHT, 8 },

  /* gd.seq.no-joker */
  { "gd.seq.no-joker", 2, NULL, "S3 D4 C5 S6 BJ", FALSE, "gd.seq.no-joker", NONE, 0, "never take part in a straight" },
  { "gd.seq.no-joker", 2, NULL, "S3 D3 S4 D4 BJ BJ", FALSE, "gd.seq.no-joker" },
  { "gd.seq.no-joker", 2, NULL, "S3 D3 C3 S4 RJ RJ", FALSE, "gd.seq.no-joker" },
  { "gd.seq.no-joker", 2, NULL, "S10 DJ CQ SK BJ", FALSE, "gd.seq.no-joker" },
  { "gd.seq.no-joker", 5, NULL, "H5 D4 C6 S7 RJ", FALSE, "gd.seq.no-joker" },

  /* gd.combo.invalid: anything else is no combination. */
  { "gd.combo.invalid", 2, NULL, "", FALSE, "gd.combo.invalid", NONE, 0, "at least one card" },
  { "gd.combo.invalid", 2, NULL, "S3 D3 C3 H3 S3 D3 C3 H3 S4 D4 C4", FALSE, "gd.combo.invalid", NONE, 0, "more than 10" },
  { "gd.combo.invalid", 2, NULL, "S3 D3 C5 S7 D9", FALSE, "gd.combo.invalid" },
  { "gd.combo.invalid", 2, NULL, "S3 D3 C3 S4 D4 C4 S5", FALSE, "gd.combo.invalid" },
  { "gd.combo.invalid", 2, NULL, "BJ BJ RJ RJ S3", FALSE, "gd.combo.invalid" },
  { "gd.combo.invalid", 2, NULL, "BJ S3", FALSE, "gd.combo.invalid" },
  { "gd.combo.invalid", 2, NULL, "BJ BJ S3", FALSE, "gd.combo.invalid" },
  { "gd.combo.invalid", 2, NULL, "S3 D4 C5 S6 D7 S8 D9", FALSE, "gd.combo.straight" },
  { "gd.combo.invalid", 2, NULL, "S3 D4 C5", FALSE, "gd.combo.straight" },
  { "gd.combo.invalid", 2, "S3", "S3 D4 C5 S6 D7 S8 D9 C10", FALSE, "gd.combo.straight" },

  /* ---- Bombs ----------------------------------------------------------------- */

  /* gd.bomb.kinds: 4 < 5 < straight flush < 6 < … < 10 < four jokers. */
  { "gd.bomb.kinds", 2, NULL, "S3 D3 C3 H3", TRUE, "gd.bomb.kinds", BOMB, 3, "a bomb of four 3s" },
  { "gd.bomb.kinds", 2, NULL, "S3 D3 C3 H3 S3", TRUE, "gd.bomb.kinds", BOMB, 3, "five 3s" },
  { "gd.bomb.kinds", 2, NULL, "S3 S4 S5 S6 S7", TRUE, "gd.bomb.kinds", SF, 7, "straight flush" },
  { "gd.bomb.kinds", 2, NULL, "S3 D3 C3 H3 S3 D3", TRUE, "gd.bomb.kinds", BOMB, 3, "six 3s" },
  { "gd.bomb.kinds", 2, NULL, "S9 S9 D9 D9 C9 C9 H9 H9 H2 H2", TRUE, "gd.bomb.kinds", BOMB, 9, "ten 9s" },
  { "gd.bomb.kinds", 2, "SA DA CA HA", "S3 D3 C3 H3 S3", TRUE, "gd.bomb.kinds", BOMB, 3, "more cards" },
  { "gd.bomb.kinds", 2, "S9 D9 C9 H9 S9", "S3 S4 S5 S6 S7", TRUE, "gd.bomb.kinds", SF, 7,
    "straight flush outranks every bomb of 4 or 5 cards, but not one of 6" },
  { "gd.bomb.kinds", 2, "S10 SJ SQ SK SA", "S3 D3 C3 H3 S3 D3", TRUE, "gd.bomb.kinds", BOMB, 3 },
  { "gd.bomb.kinds", 2, "S3 D3 C3 H3 S3 D3", "S10 SJ SQ SK SA", FALSE, "gd.bomb.kinds", SF, A, "six or more" },
  { "gd.bomb.kinds", 2, "S3 S4 S5 S6 S7", "SA DA CA HA", FALSE, "gd.bomb.kinds", BOMB, A },
  { "gd.bomb.kinds", 2, "S3 D3 C3 H3 S3", "SA DA CA HA", FALSE, "gd.bomb.kinds", BOMB, A },
  { "gd.bomb.kinds", 2, "S9 S9 D9 D9 C9 C9 H9 H9 H2 H2", "BJ BJ RJ RJ", TRUE, "gd.bomb.kinds", JOKERS, BIGJ,
    "four jokers" },
  { "gd.bomb.kinds", 2, "BJ BJ RJ RJ", "S9 S9 D9 D9 C9 C9 H9 H9 H2 H2", FALSE, "gd.bomb.kinds", BOMB, 9,
    "beats the four jokers" },
  { "gd.bomb.kinds", 5, "S4 D4 C4 H4 S4 D4", "S3 D3 C3 H3 S3 D3 C3", TRUE, "gd.bomb.kinds", BOMB, 3 },
  { "gd.bomb.kinds", 5, "SA DA CA HA SA DA CA HA", "H5 H5 S3 D3 C3 H3 S3 D3 C3", TRUE, "gd.bomb.kinds", BOMB, 3 },
  { "gd.bomb.kinds", 2, NULL, "S3 D3 C3 S4", FALSE, "gd.bomb.kinds" },

  /* gd.bomb.any-time: a bomb beats any ordinary combination. */
  { "gd.bomb.any-time", 2, "S3 D4 C5 S6 D7", "S9 D9 C9 H9", TRUE, "gd.bomb.any-time", BOMB, 9,
    "a bomb beats any ordinary combination" },
  { "gd.bomb.any-time", 2, "RJ", "S3 D3 C3 H3", TRUE, "gd.bomb.any-time", BOMB, 3 },
  { "gd.bomb.any-time", 2, "RJ RJ", "S3 D3 C3 H3", TRUE, "gd.bomb.any-time", BOMB, 3 },
  { "gd.bomb.any-time", 2, "SQ DQ SK DK SA DA", "S3 D3 C3 H3", TRUE, "gd.bomb.any-time", BOMB, 3 },
  { "gd.bomb.any-time", 2, "SK DK CK SA DA CA", "S3 S4 S5 S6 S7", TRUE, "gd.bomb.any-time", SF, 7 },
  { "gd.bomb.any-time", 2, "SA DA CA BJ BJ", "D3 D4 D5 D6 D7", TRUE, "gd.bomb.any-time", SF, 7 },
  { "gd.bomb.any-time", 2, "RJ", "BJ BJ RJ RJ", TRUE, "gd.bomb.any-time", JOKERS, BIGJ },
  { "gd.bomb.any-time", 5, "SA", "H5 S3 D3 C3", TRUE, "gd.bomb.any-time", BOMB, 3 },
  { "gd.bomb.any-time", Q, "S2 D2 C2", "SQ DQ CQ HQ", TRUE, "gd.bomb.any-time", BOMB, Q },

  /* gd.bomb.order: same kind → higher rank. */
  { "gd.bomb.order", 2, "S8 D8 C8 H8", "S9 D9 C9 H9", TRUE, "gd.bomb.order", BOMB, 9, "the higher one wins" },
  { "gd.bomb.order", 2, "S9 D9 C9 H9", "S8 D8 C8 H8", FALSE, "gd.bomb.order", BOMB, 8 },
  { "gd.bomb.order", 8, "SA DA CA HA", "S8 D8 C8 C8", TRUE, "gd.bomb.order", BOMB, 8, "level 8" },
  { "gd.bomb.order", 2, "S2 D2 C2 C2", "SA DA CA HA", FALSE, "gd.bomb.order", BOMB, A, "level 2" },
  { "gd.bomb.order", 2, "D3 D4 D5 D6 D7", "S4 S5 S6 S7 S8", TRUE, "gd.bomb.order", SF, 8 },
  { "gd.bomb.order", 2, "H9 H10 HJ HQ HK", "S10 SJ SQ SK SA", TRUE, "gd.bomb.order", SF, A },
  { "gd.bomb.order", 2, "S3 S4 S5 S6 S7", "D3 D4 D5 D6 D7", FALSE, "gd.beat.equal", SF, 7 },
  { "gd.bomb.order", 2, "S3 D3 C3 H3 S3", "S4 D4 C4 H4 S4", TRUE, "gd.bomb.order", BOMB, 4 },
  { "gd.bomb.order", 5, "S8 D8 C8 H8", "H5 H5 S9 D9", TRUE, "gd.bomb.order", BOMB, 9 },
  { "gd.bomb.order", 5, "S6 D6 C6 H6 S6", "H5 S5 D5 C5 S5", TRUE, "gd.bomb.order", BOMB, 5 },
  { "gd.bomb.order", 5, "SA S2 S3 S4 S5", "S2 S3 S4 S5 S6", TRUE, "gd.bomb.order", SF, 6 },
};

/* ---- Running the table ------------------------------------------------------ */

static gboolean
parse (const char *text,
       GtCardList *list)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  GError *error = NULL;
  gboolean ok = gt_card_list_parse (text, rs->copies, list, &error);

  /* Every case is a play someone could make with one Guandan deck. */
  g_assert_no_error (error);
  return ok;
}

static void
run_case (gconstpointer data)
{
  const RuleCase *c = data;
  const GtRuleset *rs = gt_ruleset_guandan ();
  GtCardList play, table_cards, hand;
  GtReading table;
  GtCombo ref[GT_READINGS_MAX];
  GtVerdict v;
  GtRuleCtx ctx;

  g_test_message ("%s: level %s, %s%s%s", c->block, gt_rank_to_string (c->level),
                  c->play, c->table ? " on " : "", c->table ? c->table : "");

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), c->level);
  g_assert_true (parse (c->play, &play));
  if (c->table != NULL)
    {
      g_assert_true (parse (c->table, &table_cards));
      g_assert_true (gt_ruleset_read_table (rs, &ctx, &table_cards, &table));
    }
  if (c->hand != NULL)
    g_assert_true (parse (c->hand, &hand));

  gt_verdict_init (&v);
  rs->judge (&ctx, &play, c->table ? &table.combo : NULL, c->hand ? &hand : NULL, &v);
  g_test_message ("  -> %s %s: %s", v.legal ? "legal" : "illegal", v.rule, v.explanation);

  g_assert_cmpint (v.legal, ==, c->legal);
  g_assert_cmpstr (v.rule, ==, c->rule);
  g_assert_nonnull (v.explanation);
  g_assert_cmpuint (strlen (v.explanation), >, 10);

  if (c->type != NONE)
    {
      g_assert_true (v.has_combo);
      g_assert_cmpuint (v.reading.combo.type, ==, c->type);
      g_assert_cmpuint (v.reading.combo.rank, ==, c->rank);
      g_assert_cmpuint (v.reading.combo.size, ==, play.n);
    }
  else
    {
      /* Not a combination at all. */
      g_assert_false (v.legal);
      g_assert_cmpuint (v.n_readings, ==, 0);
    }

  /* The verdict's readings are those of the reference classifier. */
  g_assert_cmpuint (v.n_readings, ==, gt_ref_readings (c->level, &play, ref, G_N_ELEMENTS (ref)));

  if (c->words != NULL)
    {
      char **words = g_strsplit (c->words, "|", -1);
      for (char **w = words; *w != NULL; w++)
        if (strstr (v.explanation, *w) == NULL)
          g_error ("the explanation \"%s\" lacks \"%s\"", v.explanation, *w);
      g_strfreev (words);
    }

  gt_verdict_clear (&v);
}

/* ---- Explanations keep to the point ------------------------------------------- */

/* The level note ("At level 9, the 9s rank above the Ace.") comes only when the
 * level rank decides the comparison; a refused play is told what would work
 * whenever something would (explanations.md: what happened, why, what would
 * work). */
typedef struct {
  guint level;
  const char *table;
  const char *play;
  const char *has;      /* "a|b": the explanation contains a and b */
  const char *lacks;    /* "a|b": the explanation contains neither */
} PointCase;

static const PointCase point_cases[] = {
  /* the level rank decides: its note is there */
  { 9, "S9 H9", "SA HA", "cannot beat a pair of 9s|At level 9, the 9s rank above the Ace|Play a higher pair" },
  { 9, "SK DK", "S9 D9", "beats a pair of Kings|At level 9, the 9s rank above the Ace" },
  { 9, "S10 D10", "S9 D9", "At level 9, the 9s rank above the Ace" },
  { 9, "S9 D9 C9 H9", "SK DK CK HK", "At level 9, the 9s rank above the Ace|Play a stronger bomb, or pass" },
  /* it decides nothing: no note */
  { 9, "S9 H9", "BJ BJ", "beats a pair of 9s", "rank above the Ace" },
  { 9, "S5 D5", "S9 D9", "beats a pair of 5s", "rank above the Ace" },
  { 9, "S9", "S3", "cannot beat a single 9|Play a higher single", "rank above the Ace" },
  { 9, "S9", "BJ", "beats a single 9", "rank above the Ace" },
  { 9, "S9 D9 C9 H9", "S5 D5 C5 H5", "Play a stronger bomb, or pass", "rank above the Ace" },
  /* refused: what would work */
  { 2, "S4 D4 C4 H4", "S3 D3 C3 H3", "the higher one wins|Play a stronger bomb, or pass" },
  { 2, "S9 D9 C9 H9 S9", "S5 D5 C5 H5", "a bomb with more cards is stronger|Play a stronger bomb, or pass" },
  { 2, "S3 S4 S5 S6 S7", "S8 D8 C8 H8", "a straight flush outranks|Play a stronger bomb, or pass" },
  { 2, "S4 D4", "S3 S6", "A pair needs two cards of the same rank|Play a higher pair, a bomb, or pass" },
  { 2, "S3 D3 D4 S4 S5 C5", "S6 D6 S7 D7", "a tube is exactly three pairs|Play a higher tube, a bomb, or pass" },
  { 2, NULL, "S3 S5 S7", "a straight needs exactly 5|Lead the ♠3 on its own" },
  { 2, NULL, "S3 S5 S7 S9", "Lead the ♠3 on its own" },
  /* nothing beats the four jokers: no bomb is suggested */
  { 2, "BJ BJ RJ RJ", "S5 D5 C5 H5 S5 D5", "Nothing beats the four jokers", "Play a stronger bomb" },
};

static void
assert_words (const char *explanation,
              const char *words,
              gboolean    present)
{
  g_auto (GStrv) list = NULL;

  if (words == NULL)
    return;
  list = g_strsplit (words, "|", -1);
  for (char **w = list; *w != NULL; w++)
    if ((strstr (explanation, *w) != NULL) != present)
      g_error ("the explanation \"%s\" %s \"%s\"", explanation, present ? "lacks" : "has", *w);
}

static void
test_to_the_point (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();

  for (guint i = 0; i < G_N_ELEMENTS (point_cases); i++)
    {
      const PointCase *c = &point_cases[i];
      GtCardList play, table_cards;
      GtReading table;
      GtVerdict v;
      GtRuleCtx ctx;

      gt_rule_ctx_init (&ctx, rs, c->level);
      g_assert_true (parse (c->play, &play));
      if (c->table != NULL)
        {
          g_assert_true (parse (c->table, &table_cards));
          g_assert_true (gt_ruleset_read_table (rs, &ctx, &table_cards, &table));
        }
      gt_verdict_init (&v);
      rs->judge (&ctx, &play, c->table ? &table.combo : NULL, NULL, &v);
      g_test_message ("level %s, %s on %s: %s", gt_rank_to_string (c->level), c->play,
                      c->table ? c->table : "nothing", v.explanation);
      assert_words (v.explanation, c->has, TRUE);
      assert_words (v.explanation, c->lacks, FALSE);
      gt_verdict_clear (&v);
    }
}

/* ---- Rules a play does not decide --------------------------------------------- */

/* gd.players: four players, two partnerships. */
static void
test_players (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();

  g_assert_cmpuint (rs->n_players, ==, 4);
  g_assert_cmpstr (rs->rule_prefix, ==, "gd");
}

/* gd.deck: two decks and four jokers, every card twice, 27 cards each and
 * none left over. */
static void
test_deck (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();
  GtCardList list;
  GError *error = NULL;
  guint total = 0;

  /* Two of every card of a standard deck, none of Bao Huang's marked
   * jokers. */
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      g_assert_cmpuint (rs->copies[c], ==, c < GT_CARD_STANDARD_KINDS ? 2 : 0);
      total += rs->copies[c];
    }
  g_assert_cmpuint (total, ==, 108);
  g_assert_cmpuint (rs->hand_size * rs->n_players, ==, total);
  g_assert_cmpuint (rs->hand_size, ==, 27);

  /* A third copy of any card is not in the deck. */
  g_assert_true (gt_card_list_parse ("BJ BJ RJ RJ S3 S3", rs->copies, &list, NULL));
  g_assert_false (gt_card_list_parse ("S3 S3 S3", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_COPIES);
  g_clear_error (&error);
  g_assert_false (gt_card_list_parse ("RJ RJ RJ", rs->copies, &list, &error));
  g_assert_error (error, GT_NOTATION_ERROR, GT_NOTATION_ERROR_TOO_MANY_COPIES);
  g_clear_error (&error);
}

/* gd.level and gd.order.single: the strength of every rank at every level,
 * against the order spelt out in the rules. */
static void
test_level_order (void)
{
  const GtRuleset *rs = gt_ruleset_guandan ();

  for (guint level = GT_RANK_2; level <= GT_RANK_A; level++)
    {
      guint8 strength[GT_RANK_COUNT];
      GtRuleCtx ctx;

      gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), level);
      rs->rank_strength (&ctx, strength);

      /* Big joker > small joker > the level rank > every other rank. */
      g_assert_cmpuint (strength[GT_RANK_RJ], >, strength[GT_RANK_BJ]);
      g_assert_cmpuint (strength[GT_RANK_BJ], >, strength[level]);
      for (guint r = GT_RANK_2; r <= GT_RANK_A; r++)
        {
          if (r != level)
            g_assert_cmpuint (strength[level], >, strength[r]);
          /* … and among the others, the natural order. */
          for (guint s = GT_RANK_2; s <= GT_RANK_A; s++)
            if (r != level && s != level)
              g_assert_cmpint (strength[r] > strength[s], ==, r > s);
        }
      /* The same order as the reference's list of gd.order.single. */
      for (guint r = GT_RANK_2; r <= GT_RANK_RJ; r++)
        for (guint s = GT_RANK_2; s <= GT_RANK_RJ; s++)
          g_assert_cmpint (strength[r] < strength[s], ==,
                           gt_ref_single_order (level, r) < gt_ref_single_order (level, s));
      /* The level's own wild cards are the hearts of that rank. */
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        g_assert_cmpint (rs->is_wild (&ctx, (GtCard) c), ==,
                         c == GT_CARD_MAKE (level, GT_SUIT_HEARTS));
    }

  /* The rules' own example, at level 5. */
  {
    static const guint order[] = { 2, 3, 4, 6, 7, 8, 9, 10, GT_RANK_J, GT_RANK_Q, GT_RANK_K,
                                   GT_RANK_A, 5, GT_RANK_BJ, GT_RANK_RJ };
    guint8 strength[GT_RANK_COUNT];
    GtRuleCtx ctx;

    gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 5);
    rs->rank_strength (&ctx, strength);
    for (guint i = 1; i < G_N_ELEMENTS (order); i++)
      g_assert_cmpuint (strength[order[i - 1]], <, strength[order[i]]);
  }
}

/* ---- Every rule has cases ------------------------------------------------------- */

/* Rules checked by a test of their own above rather than by plays. */
static const char *const structural[] = { "gd.players", "gd.deck", "gd.level", "gd.order.single" };

/* The rule ids in the sections of the rules file that this test covers. */
static GPtrArray *
rule_ids_of_sections (void)
{
  static const char *const sections[] = {
    "## Players, cards", "## Wild cards", "## Ordinary combinations", "## Bombs",
  };
  char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rules", "guandan.md", NULL);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  GRegex *id_re = g_regex_new ("`(gd(\\.[a-z0-9-]+)+)`", G_REGEX_OPTIMIZE, 0, NULL);
  GError *error = NULL;
  char *text = NULL;
  char **lines;
  gboolean inside = FALSE;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l != NULL; l++)
    {
      GMatchInfo *m = NULL;

      if (g_str_has_prefix (*l, "## "))
        {
          inside = FALSE;
          for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
            inside |= g_str_has_prefix (*l, sections[i]);
          continue;
        }
      if (!inside)
        continue;
      for (g_regex_match (id_re, *l, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          char *id = g_match_info_fetch (m, 1);
          if (!g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
            g_ptr_array_add (ids, id);
          else
            g_free (id);
        }
      g_match_info_free (m);
    }

  g_strfreev (lines);
  g_free (text);
  g_regex_unref (id_re);
  g_free (path);
  return ids;
}

static void
test_every_rule_has_cases (void)
{
  GPtrArray *ids = rule_ids_of_sections ();

  /* The parser found the sections: the four of them hold some 30 ids. */
  g_assert_cmpuint (ids->len, >=, 25);
  g_assert_true (g_ptr_array_find_with_equal_func (ids, "gd.players", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (ids, "gd.bomb.order", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (ids, "gd.tribute.single", g_str_equal, NULL));

  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = ids->pdata[i];
      guint n = 0;

      for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
        n += g_str_equal (cases[k].block, id);
      for (guint k = 0; k < G_N_ELEMENTS (structural); k++)
        n += g_str_equal (structural[k], id);
      if (n == 0)
        g_error ("rule %s of data/rules/guandan.md has no test case", id);
    }

  /* And no case cites a rule that those sections do not have (a typo would
   * otherwise pass as long as the engine made the same one). */
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      if (!g_ptr_array_find_with_equal_func (ids, cases[k].block, g_str_equal, NULL))
        g_error ("case %u: block %s is not a rule id", k, cases[k].block);
      if (!g_ptr_array_find_with_equal_func (ids, cases[k].rule, g_str_equal, NULL))
        g_error ("case %u: rule %s is not a rule id", k, cases[k].rule);
    }

  g_ptr_array_unref (ids);
}

static void
test_case_count (void)
{
  guint with_wild = 0, levels[GT_RANK_COUNT] = { 0 };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      GtCard wild = GT_CARD_MAKE (cases[k].level, GT_SUIT_HEARTS);
      GtCardList play;

      g_assert_true (parse (cases[k].play, &play));
      for (guint i = 0; i < play.n; i++)
        if (play.card[i] == wild)
          {
            with_wild++;
            break;
          }
      levels[cases[k].level]++;
    }
  g_assert_cmpuint (G_N_ELEMENTS (cases), >=, 150);
  g_assert_cmpuint (with_wild, >=, 30);
  g_assert_cmpuint (levels[2], >, 0);
  g_assert_cmpuint (levels[5], >, 0);
  g_assert_cmpuint (levels[10], >, 0);
  g_assert_cmpuint (levels[GT_RANK_Q], >, 0);
  g_assert_cmpuint (levels[GT_RANK_A], >, 0);
}

/* The registry finds the game by id, and a learner's variant names read as
 * the game's bits: bare names, names of this game, never another game's. */
static void
test_registry_and_variant_names (void)
{
  const GtRuleset *const *all = gt_rulesets ();
  const GtRuleset *rs = gt_ruleset_lookup ("guandan");
  static const char *const names[] = {
    "no-jiefeng", "guandan:return-max-10", "baohuang:solo-declare", "nonsense", "guandan:nonsense", NULL
  };
  static const char *const other_game[] = { "gandengyan:no-jiefeng", NULL };

  g_assert_nonnull (rs);
  g_assert_true (all[0] == rs);
  g_assert_true (gt_ruleset_lookup (NULL) == rs);
  g_assert_null (gt_ruleset_lookup ("no-such-game"));
  for (guint i = 0; all[i] != NULL; i++)
    for (guint k = 0; k < all[i]->n_variants; k++)
      {
        g_autofree char *setting = gt_ruleset_variant_setting_name (all[i], k);
        const char *one[] = { setting, NULL };

        g_assert_nonnull (all[i]->variants[k].title);
        g_assert_nonnull (all[i]->variants[k].description);
        /* The setting's own name reads back as that variant alone. */
        g_assert_cmpuint (gt_ruleset_variants_from_names (all[i], one), ==, 1u << k);
      }
  g_assert_cmpuint (gt_ruleset_variants_from_names (rs, names), ==, GD_VARIANT_NO_JIEFENG | GD_VARIANT_RETURN_MAX_10);
  g_assert_cmpuint (gt_ruleset_variants_from_names (rs, other_game), ==, 0);
  g_assert_cmpuint (gt_ruleset_variants_from_names (rs, NULL), ==, 0);
}

/* Every type worded both ways by the one function the verdicts and the
 * pages use (gt_combo_describe()); the tests run untranslated. */
static void
test_combo_words (void)
{
  static const struct {
    const char *cards;
    const char *phrase;
    const char *label;
  } words[] = {
    { "S7", "a single 7", "Single 7" },
    { "SJ", "a single Jack", "Single J" },
    { "BJ", "the small joker", "Single small joker" },
    { "S7 D7", "a pair of 7s", "Pair of 7s" },
    { "S7 D7 C7", "three 7s", "Three 7s" },
    { "S7 D7 C7 S9 D9", "a full house, three 7s with a pair", "Full house, three 7s" },
    { "S3 D4 C5 S6 D7", "a straight, 3 to 7", "Straight, 3 to 7" },
    { "SA D2 C3 S4 D5", "a straight, A to 5", "Straight, A to 5" },
    { "S3 D3 S4 D4 S5 D5", "a tube (three pairs), 3s to 5s", "Tube, 3 to 5" },
    { "S3 D3 C3 S4 D4 C4", "a plate (two triples), 3s and 4s", "Plate, 3 and 4" },
    { "S9 S9 D9 C9 H9", "a bomb of five 9s", "Bomb, 5 × 9" },
    { "S3 S4 S5 S6 S7", "a straight flush, ♠3 to ♠7", "Straight flush ♠, 3 to 7" },
    { "BJ BJ RJ RJ", "the four jokers", "Four jokers" },
  };
  const GtRuleset *rs = gt_ruleset_guandan ();
  GtRuleCtx ctx;
  GtCombo none = { 0 };

  gt_rule_ctx_init (&ctx, gt_ruleset_guandan (), 2);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      GtCardList list;
      GtReading reading;
      g_autofree char *phrase = NULL, *label = NULL;

      g_assert_true (gt_card_list_parse (words[i].cards, rs->copies, &list, NULL));
      g_assert_true (gt_ruleset_read_table (rs, &ctx, &list, &reading));
      phrase = gt_combo_describe (gt_ruleset_guandan (), &reading.combo, GT_COMBO_WORDS_PHRASE);
      label = gt_combo_describe (gt_ruleset_guandan (), &reading.combo, GT_COMBO_WORDS_LABEL);
      g_assert_cmpstr (phrase, ==, words[i].phrase);
      g_assert_cmpstr (label, ==, words[i].label);
    }
  {
    g_autofree char *phrase = gt_combo_describe (gt_ruleset_guandan (), &none, GT_COMBO_WORDS_PHRASE);
    g_autofree char *label = gt_combo_describe (gt_ruleset_guandan (), &none, GT_COMBO_WORDS_LABEL);

    g_assert_cmpstr (phrase, ==, "?");
    g_assert_cmpstr (label, ==, "?");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/guandan/rules/players", test_players);
  g_test_add_func ("/guandan/rules/deck", test_deck);
  g_test_add_func ("/guandan/rules/level-order", test_level_order);
  g_test_add_func ("/guandan/rules/combo-words", test_combo_words);
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      /* One test per case, named after its rule: /guandan/rules/gd.seq.ace/3 */
      guint nth = 0;
      char *name;

      for (guint j = 0; j < k; j++)
        nth += g_str_equal (cases[j].block, cases[k].block);
      name = g_strdup_printf ("/guandan/rules/%s/%u", cases[k].block, nth);
      g_test_add_data_func (name, &cases[k], run_case);
      g_free (name);
    }
  g_test_add_func ("/guandan/rules/case-count", test_case_count);
  g_test_add_func ("/guandan/rules/to-the-point", test_to_the_point);
  g_test_add_func ("/guandan/rules/every-rule-has-cases", test_every_rule_has_cases);
  g_test_add_func ("/guandan/rules/registry-and-variant-names", test_registry_and_variant_names);
  return g_test_run ();
}
