/* gt-rule-names.c — every rule's short name, for learners
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The specification (data/rules/) gives each rule an id and a text but no
 * name, and its files are shared with other projects, so the names live
 * here, as NC_() strings whose context is the rule's id, as the rule's text
 * has (gt_rule_get_text()): the translator sees which rule a name is, a
 * name two games share ("Tribute") can take each game's word, and the
 * glossary test knows the game.  test-rule-names
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
  /* Translators: the short names of rules, each heading a rule in the
   * rules reference and in a verdict's popover ("Tube", "Following
   * suit"): the glossary's terms, as short as the English */
  { "gd.players", NC_("gd.players", "Players and seats") },
  { "gd.deck", NC_("gd.deck", "The cards") },
  { "gd.level", NC_("gd.level", "Levels and the level rank") },
  { "gd.order.single", NC_("gd.order.single", "Order of single cards") },
  { "gd.suits", NC_("gd.suits", "Suits") },
  { "gd.wild.which", NC_("gd.wild.which", "Which cards are wild") },
  { "gd.wild.any", NC_("gd.wild.any", "What a wild card stands for") },
  { "gd.wild.not-joker", NC_("gd.wild.not-joker", "A wild card is never a joker") },
  { "gd.wild.declare", NC_("gd.wild.declare", "Saying what a wild card is") },
  { "gd.wild.natural", NC_("gd.wild.natural", "A wild card as itself") },
  { "gd.wild.no-joker-bomb", NC_("gd.wild.no-joker-bomb", "No wild card with jokers") },
  { "gd.beat.same-type", NC_("gd.beat.same-type", "Same combination, higher") },
  { "gd.beat.bomb", NC_("gd.beat.bomb", "A bomb beats any combination") },
  { "gd.beat.equal", NC_("gd.beat.equal", "Equal does not beat") },
  { "gd.combo.single", NC_("gd.combo.single", "Single") },
  { "gd.combo.pair", NC_("gd.combo.pair", "Pair") },
  { "gd.combo.pair.mixed-jokers", NC_("gd.combo.pair.mixed-jokers", "No pair of mixed jokers") },
  { "gd.combo.triple", NC_("gd.combo.triple", "Triple") },
  { "gd.combo.full-house", NC_("gd.combo.full-house", "Full house") },
  { "gd.combo.straight", NC_("gd.combo.straight", "Straight") },
  { "gd.combo.tube", NC_("gd.combo.tube", "Tube") },
  { "gd.combo.plate", NC_("gd.combo.plate", "Plate") },
  { "gd.seq.natural", NC_("gd.seq.natural", "Natural order in sequences") },
  { "gd.seq.ace", NC_("gd.seq.ace", "The Ace, high or low") },
  { "gd.seq.no-wrap", NC_("gd.seq.no-wrap", "No wrapping round") },
  { "gd.seq.strength", NC_("gd.seq.strength", "Comparing sequences") },
  { "gd.seq.no-joker", NC_("gd.seq.no-joker", "No jokers in sequences") },
  { "gd.combo.invalid", NC_("gd.combo.invalid", "Only these combinations") },
  { "gd.bomb.kinds", NC_("gd.bomb.kinds", "Kinds of bomb") },
  { "gd.bomb.any-time", NC_("gd.bomb.any-time", "A bomb on anything") },
  { "gd.bomb.order", NC_("gd.bomb.order", "Bomb against bomb") },
  { "gd.turn.pass", NC_("gd.turn.pass", "Passing") },
  { "gd.turn.round-end", NC_("gd.turn.round-end", "End of a round") },
  { "gd.turn.jiefeng", NC_("gd.turn.jiefeng", "Partner takes the lead") },
  { "gd.turn.out", NC_("gd.turn.out", "Going out") },
  { "gd.deal.end", NC_("gd.deal.end", "End of the deal") },
  { "gd.count.disclose", NC_("gd.count.disclose", "Telling your card count") },
  { "gd.deal.first", NC_("gd.deal.first", "Who leads the first deal") },
  { "gd.deal.later", NC_("gd.deal.later", "Dealing later deals") },
  { "gd.tribute.single", NC_("gd.tribute.single", "Tribute") },
  { "gd.tribute.highest", NC_("gd.tribute.highest", "The highest card as tribute") },
  { "gd.tribute.double", NC_("gd.tribute.double", "Double tribute") },
  { "gd.tribute.return", NC_("gd.tribute.return", "Returning a card") },
  { "gd.tribute.return-not-same", NC_("gd.tribute.return-not-same", "Not the card received") },
  { "gd.tribute.resist", NC_("gd.tribute.resist", "Anti-tribute") },
  { "gd.tribute.lead", NC_("gd.tribute.lead", "Who leads after a tribute") },
  { "gd.levelup", NC_("gd.levelup", "Going up levels") },
  { "gd.levelup.next-rank", NC_("gd.levelup.next-rank", "The next level rank") },
  { "gd.game.win", NC_("gd.game.win", "Winning the game") },
  { "gd.game.a-fail", NC_("gd.game.a-fail", "Three failures at A") },
  { "gd.game.a-only", NC_("gd.game.a-only", "Not out with Aces") },
  { "gd.variant.return-max-10", NC_("gd.variant.return-max-10", "Variant: return 10 or lower") },
  { "gd.variant.a-fail-to-opponent", NC_("gd.variant.a-fail-to-opponent", "Variant: failing at A helps the opponents") },
  { "gd.variant.a-only-off", NC_("gd.variant.a-only-off", "Variant: going out with Aces allowed") },
  { "gd.variant.no-jiefeng", NC_("gd.variant.no-jiefeng", "Variant: no partner lead") },
  { "gd.turn.order", NC_("gd.turn.order", "Whose turn") },
  { "gd.turn.lead", NC_("gd.turn.lead", "Leading") },
  { "gd.turn.own-cards", NC_("gd.turn.own-cards", "Only your own cards") },
  { "gd.bomb.straight-flush", NC_("gd.bomb.straight-flush", "A straight flush is a bomb") },

  { "gdy.players", NC_("gdy.players", "Players") },
  { "gdy.deck", NC_("gdy.deck", "The cards") },
  { "gdy.order", NC_("gdy.order", "Order of ranks") },
  { "gdy.deal", NC_("gdy.deal", "Dealing") },
  { "gdy.dealer", NC_("gdy.dealer", "The dealer") },
  { "gdy.combo.single", NC_("gdy.combo.single", "Single") },
  { "gdy.combo.pair", NC_("gdy.combo.pair", "Pair") },
  { "gdy.combo.sequence", NC_("gdy.combo.sequence", "Sequence") },
  { "gdy.seq.no-two", NC_("gdy.seq.no-two", "No 2 in a sequence") },
  { "gdy.combo.double-sequence", NC_("gdy.combo.double-sequence", "Double sequence") },
  { "gdy.follow.step", NC_("gdy.follow.step", "One rank higher") },
  { "gdy.follow.two", NC_("gdy.follow.two", "The 2 on anything") },
  { "gdy.turn.pass", NC_("gdy.turn.pass", "Passing") },
  { "gdy.turn.round-end", NC_("gdy.turn.round-end", "End of a round") },
  { "gdy.draw", NC_("gdy.draw", "Drawing from the stock") },
  { "gdy.bomb.any-time", NC_("gdy.bomb.any-time", "A bomb on anything") },
  { "gdy.bomb.kinds", NC_("gdy.bomb.kinds", "Kinds of bomb") },
  { "gdy.bomb.order", NC_("gdy.bomb.order", "Bomb against bomb") },
  { "gdy.joker.wild", NC_("gdy.joker.wild", "A joker is wild") },
  { "gdy.joker.with-natural", NC_("gdy.joker.with-natural", "A joker needs a real card") },
  { "gdy.joker.alone", NC_("gdy.joker.alone", "A joker alone") },
  { "gdy.end", NC_("gdy.end", "End of the deal") },
  { "gdy.score", NC_("gdy.score", "Scoring") },

  { "bh.players", NC_("bh.players", "Players and sides") },
  { "bh.deck", NC_("bh.deck", "The cards and the deal") },
  { "bh.order", NC_("bh.order", "Order of ranks") },
  { "bh.marked", NC_("bh.marked", "The marked jokers") },
  { "bh.role.emperor", NC_("bh.role.emperor", "The emperor") },
  { "bh.role.guard-secret", NC_("bh.role.guard-secret", "The secret guard") },
  { "bh.role.decline", NC_("bh.role.decline", "Declining to be emperor") },
  { "bh.role.both", NC_("bh.role.both", "Dealt both marked cards") },
  { "bh.role.rebel", NC_("bh.role.rebel", "Rebellion") },
  { "bh.combo.lead", NC_("bh.combo.lead", "What may be led") },
  { "bh.follow.count", NC_("bh.follow.count", "Same number of cards") },
  { "bh.follow.each-higher", NC_("bh.follow.each-higher", "Every card higher") },
  { "bh.turn.pass", NC_("bh.turn.pass", "Passing") },
  { "bh.turn.out-lead", NC_("bh.turn.out-lead", "Lead after going out") },
  { "bh.deal.end", NC_("bh.deal.end", "End of the deal") },
  { "bh.score.places", NC_("bh.score.places", "Scoring by places") },
  { "bh.score.solo", NC_("bh.score.solo", "Scoring a solo emperor") },
  { "bh.tribute", NC_("bh.tribute", "Tribute from the losing side") },

  { "dbf.players", NC_("dbf.players", "Players") },
  { "dbf.deck", NC_("dbf.deck", "The cards and the kitty") },
  { "dbf.points", NC_("dbf.points", "Point cards") },
  { "dbf.trump.what", NC_("dbf.trump.what", "Which cards are trumps") },
  { "dbf.trump.order", NC_("dbf.trump.order", "Order of trumps") },
  { "dbf.plain.order", NC_("dbf.plain.order", "Order in the other suits") },
  { "dbf.equal", NC_("dbf.equal", "Equal cards") },
  { "dbf.level", NC_("dbf.level", "Ranks") },
  { "dbf.declarer", NC_("dbf.declarer", "Declarer and defenders") },
  { "dbf.declarer.next", NC_("dbf.declarer.next", "The next declarer") },
  { "dbf.deal.draw", NC_("dbf.deal.draw", "Drawing the cards") },
  { "dbf.trump.declare", NC_("dbf.trump.declare", "Declaring the trump suit") },
  { "dbf.trump.kitty", NC_("dbf.trump.kitty", "Trumps from the kitty") },
  { "dbf.redeal", NC_("dbf.redeal", "No trump: a new deal") },
  { "dbf.kitty", NC_("dbf.kitty", "Taking the kitty") },
  { "dbf.lead.first", NC_("dbf.lead.first", "Who leads") },
  { "dbf.lead.single", NC_("dbf.lead.single", "Leading a single card") },
  { "dbf.lead.top", NC_("dbf.lead.top", "Multi-card lead") },
  { "dbf.lead.revoke", NC_("dbf.lead.revoke", "Revoke") },
  { "dbf.follow.suit", NC_("dbf.follow.suit", "Following suit") },
  { "dbf.follow.multi", NC_("dbf.follow.multi", "Following a multi-card lead") },
  { "dbf.win.single", NC_("dbf.win.single", "Winning a single-card trick") },
  { "dbf.win.multi", NC_("dbf.win.multi", "Winning a multi-card trick") },
  { "dbf.points.capture", NC_("dbf.points.capture", "Points taken") },
  { "dbf.kitty.last", NC_("dbf.kitty.last", "The kitty's last trick") },
  { "dbf.result", NC_("dbf.result", "The result") },
  { "dbf.rank.up", NC_("dbf.rank.up", "Going up ranks") },
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

    return name != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, rule->id, name) : NULL;
  }
}
