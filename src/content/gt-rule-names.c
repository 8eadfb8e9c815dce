/* gt-rule-names.c — every rule's short name, for learners
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The specification (data/rules/) gives each rule an id and a text but no
 * name, and its files are shared with other projects, so the names live
 * here, as N_() strings that xgettext finds with the context "rule name":
 * a translator sees them beside the rest of the app's words, and a name
 * two games share ("Pair", "Passing") is one message.  test-rule-names
 * fails for a rule of the table without a name here, so a new rule in
 * data/rules/ is named when it is added.
 */
#include "config.h"

#include "gt-rules.h"

#include <glib/gi18n-lib.h>

typedef struct {
  const char *id;
  const char *name;
} RuleName;

/* In the order of data/rules/, game by game. */
static const RuleName rule_names[] = {
  { "gd.players", NC_("rule name", "Players and seats") },
  { "gd.deck", NC_("rule name", "The cards") },
  { "gd.level", NC_("rule name", "Levels and the level rank") },
  { "gd.order.single", NC_("rule name", "Order of single cards") },
  { "gd.suits", NC_("rule name", "Suits") },
  { "gd.wild.which", NC_("rule name", "Which cards are wild") },
  { "gd.wild.any", NC_("rule name", "What a wild card stands for") },
  { "gd.wild.not-joker", NC_("rule name", "A wild card is never a joker") },
  { "gd.wild.declare", NC_("rule name", "Saying what a wild card is") },
  { "gd.wild.natural", NC_("rule name", "A wild card as itself") },
  { "gd.wild.no-joker-bomb", NC_("rule name", "No wild card with jokers") },
  { "gd.beat.same-type", NC_("rule name", "Same combination, higher") },
  { "gd.beat.bomb", NC_("rule name", "A bomb beats any combination") },
  { "gd.beat.equal", NC_("rule name", "Equal does not beat") },
  { "gd.combo.single", NC_("rule name", "Single") },
  { "gd.combo.pair", NC_("rule name", "Pair") },
  { "gd.combo.pair.mixed-jokers", NC_("rule name", "No pair of mixed jokers") },
  { "gd.combo.triple", NC_("rule name", "Triple") },
  { "gd.combo.full-house", NC_("rule name", "Full house") },
  { "gd.combo.straight", NC_("rule name", "Straight") },
  { "gd.combo.tube", NC_("rule name", "Tube") },
  { "gd.combo.plate", NC_("rule name", "Plate") },
  { "gd.seq.natural", NC_("rule name", "Natural order in sequences") },
  { "gd.seq.ace", NC_("rule name", "The Ace, high or low") },
  { "gd.seq.no-wrap", NC_("rule name", "No wrapping round") },
  { "gd.seq.strength", NC_("rule name", "Comparing sequences") },
  { "gd.seq.no-joker", NC_("rule name", "No jokers in sequences") },
  { "gd.combo.invalid", NC_("rule name", "Only these combinations") },
  { "gd.bomb.kinds", NC_("rule name", "Kinds of bomb") },
  { "gd.bomb.any-time", NC_("rule name", "A bomb on anything") },
  { "gd.bomb.order", NC_("rule name", "Bomb against bomb") },
  { "gd.turn.pass", NC_("rule name", "Passing") },
  { "gd.turn.round-end", NC_("rule name", "End of a round") },
  { "gd.turn.jiefeng", NC_("rule name", "Partner takes the lead") },
  { "gd.turn.out", NC_("rule name", "Going out") },
  { "gd.deal.end", NC_("rule name", "End of the deal") },
  { "gd.count.disclose", NC_("rule name", "Telling your card count") },
  { "gd.deal.first", NC_("rule name", "Who leads the first deal") },
  { "gd.deal.later", NC_("rule name", "Dealing later deals") },
  { "gd.tribute.single", NC_("rule name", "Tribute") },
  { "gd.tribute.highest", NC_("rule name", "The highest card as tribute") },
  { "gd.tribute.double", NC_("rule name", "Double tribute") },
  { "gd.tribute.return", NC_("rule name", "Returning a card") },
  { "gd.tribute.return-not-same", NC_("rule name", "Not the card received") },
  { "gd.tribute.resist", NC_("rule name", "Anti-tribute") },
  { "gd.tribute.lead", NC_("rule name", "Who leads after a tribute") },
  { "gd.levelup", NC_("rule name", "Going up levels") },
  { "gd.levelup.next-rank", NC_("rule name", "The next level rank") },
  { "gd.game.win", NC_("rule name", "Winning the game") },
  { "gd.game.a-fail", NC_("rule name", "Three failures at A") },
  { "gd.game.a-only", NC_("rule name", "Not out with Aces") },
  { "gd.variant.return-max-10", NC_("rule name", "Variant: return 10 or lower") },
  { "gd.variant.a-fail-to-opponent", NC_("rule name", "Variant: failing at A helps the opponents") },
  { "gd.variant.a-only-off", NC_("rule name", "Variant: going out with Aces allowed") },
  { "gd.variant.no-jiefeng", NC_("rule name", "Variant: no partner lead") },
  { "gd.turn.order", NC_("rule name", "Whose turn") },
  { "gd.turn.lead", NC_("rule name", "Leading") },
  { "gd.turn.own-cards", NC_("rule name", "Only your own cards") },
  { "gd.bomb.straight-flush", NC_("rule name", "A straight flush is a bomb") },

  { "gdy.players", NC_("rule name", "Players") },
  { "gdy.deck", NC_("rule name", "The cards") },
  { "gdy.order", NC_("rule name", "Order of ranks") },
  { "gdy.deal", NC_("rule name", "Dealing") },
  { "gdy.dealer", NC_("rule name", "The dealer") },
  { "gdy.combo.single", NC_("rule name", "Single") },
  { "gdy.combo.pair", NC_("rule name", "Pair") },
  { "gdy.combo.sequence", NC_("rule name", "Sequence") },
  { "gdy.seq.no-two", NC_("rule name", "No 2 in a sequence") },
  { "gdy.combo.double-sequence", NC_("rule name", "Double sequence") },
  { "gdy.follow.step", NC_("rule name", "One rank higher") },
  { "gdy.follow.two", NC_("rule name", "The 2 on anything") },
  { "gdy.turn.pass", NC_("rule name", "Passing") },
  { "gdy.turn.round-end", NC_("rule name", "End of a round") },
  { "gdy.draw", NC_("rule name", "Drawing from the stock") },
  { "gdy.bomb.any-time", NC_("rule name", "A bomb on anything") },
  { "gdy.bomb.kinds", NC_("rule name", "Kinds of bomb") },
  { "gdy.bomb.order", NC_("rule name", "Bomb against bomb") },
  { "gdy.joker.wild", NC_("rule name", "A joker is wild") },
  { "gdy.joker.with-natural", NC_("rule name", "A joker needs a real card") },
  { "gdy.joker.alone", NC_("rule name", "A joker alone") },
  { "gdy.end", NC_("rule name", "End of the deal") },
  { "gdy.score", NC_("rule name", "Scoring") },

  { "bh.players", NC_("rule name", "Players and sides") },
  { "bh.deck", NC_("rule name", "The cards and the deal") },
  { "bh.order", NC_("rule name", "Order of ranks") },
  { "bh.marked", NC_("rule name", "The marked jokers") },
  { "bh.role.emperor", NC_("rule name", "The emperor") },
  { "bh.role.guard-secret", NC_("rule name", "The secret guard") },
  { "bh.role.decline", NC_("rule name", "Declining to be emperor") },
  { "bh.role.both", NC_("rule name", "Dealt both marked cards") },
  { "bh.role.rebel", NC_("rule name", "Rebellion") },
  { "bh.combo.lead", NC_("rule name", "What may be led") },
  { "bh.follow.count", NC_("rule name", "Same number of cards") },
  { "bh.follow.each-higher", NC_("rule name", "Every card higher") },
  { "bh.turn.pass", NC_("rule name", "Passing") },
  { "bh.turn.out-lead", NC_("rule name", "Lead after going out") },
  { "bh.deal.end", NC_("rule name", "End of the deal") },
  { "bh.score.places", NC_("rule name", "Scoring by places") },
  { "bh.score.solo", NC_("rule name", "Scoring a solo emperor") },
  { "bh.tribute", NC_("rule name", "Tribute") },

  { "dbf.players", NC_("rule name", "Players") },
  { "dbf.deck", NC_("rule name", "The cards and the kitty") },
  { "dbf.points", NC_("rule name", "Point cards") },
  { "dbf.trump.what", NC_("rule name", "Which cards are trumps") },
  { "dbf.trump.order", NC_("rule name", "Order of trumps") },
  { "dbf.plain.order", NC_("rule name", "Order in the other suits") },
  { "dbf.equal", NC_("rule name", "Equal cards") },
  { "dbf.level", NC_("rule name", "Ranks") },
  { "dbf.declarer", NC_("rule name", "Declarer and defenders") },
  { "dbf.declarer.next", NC_("rule name", "The next declarer") },
  { "dbf.deal.draw", NC_("rule name", "Drawing the cards") },
  { "dbf.trump.declare", NC_("rule name", "Declaring the trump suit") },
  { "dbf.trump.kitty", NC_("rule name", "Trumps from the kitty") },
  { "dbf.redeal", NC_("rule name", "No trump: a new deal") },
  { "dbf.kitty", NC_("rule name", "Taking the kitty") },
  { "dbf.lead.first", NC_("rule name", "Who leads") },
  { "dbf.lead.single", NC_("rule name", "Leading a single card") },
  { "dbf.lead.top", NC_("rule name", "Multi-card lead") },
  { "dbf.lead.revoke", NC_("rule name", "Revoke") },
  { "dbf.follow.suit", NC_("rule name", "Following suit") },
  { "dbf.follow.multi", NC_("rule name", "Following a multi-card lead") },
  { "dbf.win.single", NC_("rule name", "Winning a single-card trick") },
  { "dbf.win.multi", NC_("rule name", "Winning a multi-card trick") },
  { "dbf.points.capture", NC_("rule name", "Points taken") },
  { "dbf.kitty.last", NC_("rule name", "The kitty's last trick") },
  { "dbf.result", NC_("rule name", "The result") },
  { "dbf.rank.up", NC_("rule name", "Going up ranks") },
};

const char *
gt_rule_get_name (const GtRuleInfo *rule)
{
  static GHashTable *by_id;

  g_return_val_if_fail (rule != NULL, NULL);

  if (g_once_init_enter (&by_id))
    {
      GHashTable *index = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint i = 0; i < G_N_ELEMENTS (rule_names); i++)
        g_hash_table_insert (index, (gpointer) rule_names[i].id, (gpointer) rule_names[i].name);
      g_once_init_leave (&by_id, index);
    }
  {
    const char *name = g_hash_table_lookup (by_id, rule->id);

    return name != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, "rule name", name) : NULL;
  }
}
