/* dbf-rules.c — the Da Bai Fen ruleset: trumps, suits, top cards, the
 * trick's winner and the result table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/dabaifen.md.  Da Bai Fen has no
 * combinations: a play is a card, or several top cards of one suit, into a
 * trick (dbf-trick.c judges them).  The climbing operations of the
 * ruleset (readings, beats) answer only what a single card is, so that the
 * command line's `compare` and the rules table can ask the game like any
 * other; its judge judges the cards as a lead.
 */
#define G_LOG_DOMAIN "dbf-rules"

#include "config.h"

#include "dbf-private.h"
#include "gt-explain.h"

#include <string.h>

/* dbf.points, per card kind (GtGameRules.card_points). */
const guint8 dbf_points_of_kind[GT_CARD_KINDS] = {
  /* 2 3 4 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  /* 5 */     5, 5, 5, 5,
  /* 6 … 9 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  /* 10 */    10, 10, 10, 10,
  /* J Q */   0, 0, 0, 0, 0, 0, 0, 0,
  /* K */     10, 10, 10, 10,
  /* A */     0, 0, 0, 0,
  /* jokers */ 0, 0, 0, 0,
};

const char *
dbf_suit_one (guint suit)
{
  switch (suit)
    {
    case GT_SUIT_SPADES: return _("a spade");
    case GT_SUIT_HEARTS: return _("a heart");
    case GT_SUIT_DIAMONDS: return _("a diamond");
    case GT_SUIT_CLUBS: return _("a club");
    default: return _("a trump");
    }
}

const char *
dbf_suit_many (guint suit)
{
  switch (suit)
    {
    case GT_SUIT_SPADES: return _("spades");
    case GT_SUIT_HEARTS: return _("hearts");
    case GT_SUIT_DIAMONDS: return _("diamonds");
    case GT_SUIT_CLUBS: return _("clubs");
    default: return _("trumps");
    }
}

const char *
dbf_suit_id (guint suit)
{
  static const char *const ids[] = { "S", "H", "D", "C", "trump" };
  return ids[MIN (suit, 4u)];
}

gboolean
dbf_is_top (const GtRuleCtx *ctx,
            GtCard           card,
            const guint8     others[GT_CARD_KINDS])
{
  guint suit = dbf_suit (ctx, card), s = dbf_strength (ctx, card);

  /* Equal cards do not beat one another (the first played wins,
   * dbf.equal): only a stronger card of the suit spoils a top card. */
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (others[c] && dbf_suit (ctx, (GtCard) c) == suit && dbf_strength (ctx, (GtCard) c) > s)
      return FALSE;
  return TRUE;
}

/* A play's strengths, strongest first, for comparing trump plays card by
 * card (dbf.win.multi). */
static void
strengths_down (const GtRuleCtx  *ctx,
                const GtCardList *play,
                guint8           *out)
{
  for (guint i = 0; i < play->n; i++)
    {
      guint8 s = (guint8) dbf_strength (ctx, play->card[i]);
      guint j = i;
      while (j > 0 && out[j - 1] < s)
        {
          out[j] = out[j - 1];
          j--;
        }
      out[j] = s;
    }
}

guint
dbf_trick_winner (const GtRuleCtx  *ctx,
                  const GtCardList *plays,
                  guint             n,
                  const char      **rule)
{
  guint led = dbf_suit (ctx, plays[0].card[0]), best = 0;

  if (plays[0].n == 1)
    {
      /* dbf.win.single: the highest trump, else the highest of the suit
       * led; of equal cards the first (dbf.equal), so only a stronger
       * card takes over. */
      GtCard b = plays[0].card[0];
      for (guint i = 1; i < n; i++)
        {
          GtCard c = plays[i].card[0];
          guint cs = dbf_suit (ctx, c), bs = dbf_suit (ctx, b);

          if ((cs == DBF_TRUMPS && bs != DBF_TRUMPS) ||
              (cs == bs && (cs == led || cs == DBF_TRUMPS) && dbf_strength (ctx, c) > dbf_strength (ctx, b)))
            {
              best = i;
              b = c;
            }
        }
      if (rule)
        *rule = "dbf.win.single";
      return best;
    }

  /* dbf.win.multi: the leader, unless a player played trumps only on a
   * plain lead; the best of those by their strengths card by card, the
   * first of equal ones. */
  if (led != DBF_TRUMPS)
    {
      guint8 top[GT_TRICK_PLAY_MAX] = { 0 };
      gboolean any = FALSE;

      for (guint i = 1; i < n; i++)
        {
          guint8 s[GT_LIST_MAX];
          gboolean all = plays[i].n > 0;

          for (guint k = 0; k < plays[i].n; k++)
            if (dbf_suit (ctx, plays[i].card[k]) != DBF_TRUMPS)
              all = FALSE;
          if (!all)
            continue;
          strengths_down (ctx, &plays[i], s);
          if (!any || memcmp (s, top, MIN (plays[i].n, GT_TRICK_PLAY_MAX)) > 0)
            {
              memcpy (top, s, MIN (plays[i].n, GT_TRICK_PLAY_MAX));
              best = i;
              any = TRUE;
            }
        }
    }
  if (rule)
    *rule = "dbf.win.multi";
  return best;
}

/* dbf.result */
void
dbf_result (guint  points,
            guint *declarers,
            guint *defenders)
{
  *declarers = points == 0 ? 2 : points < 40 ? 1 : 0;
  *defenders = points >= 100 ? 2 : points >= 80 ? 1 : 0;
}

/* ---- The ruleset's climbing operations ------------------------------------ */

/* For sorting: the trump rank above the Ace, jokers on top (the suits
 * are the sort's tie-break). */
static void
dbf_rank_strength (const GtRuleCtx *ctx,
                   guint8           strength[GT_RANK_COUNT])
{
  for (guint r = 0; r < GT_RANK_COUNT; r++)
    strength[r] = (guint8) (r < GT_RANK_2 ? 0 : r == ctx->level ? 15 : r == GT_RANK_BJ ? 16 : r == GT_RANK_RJ ? 17 : r);
}

static gboolean
dbf_is_wild (const GtRuleCtx *ctx G_GNUC_UNUSED,
             GtCard           card G_GNUC_UNUSED)
{
  return FALSE;
}

/* A single card is the one reading a climbing caller can use (its key
 * its strength); several cards are a lead of top cards, judged by the
 * trick rules. */
static guint
dbf_readings (const GtRuleCtx  *ctx,
              const GtCardList *play,
              GtReading        *out,
              guint             max)
{
  if (play->n != 1 || max == 0 || play->card[0] >= GT_CARD_STANDARD_KINDS)
    return 0;
  memset (out, 0, sizeof *out);
  out->combo.type = DBF_COMBO_SINGLE;
  out->combo.rank = (guint8) gt_card_rank (play->card[0]);
  out->combo.size = 1;
  out->combo.key = (guint8) dbf_strength (ctx, play->card[0]);
  out->combo.suit = GT_SUIT_NONE;
  return 1;
}

static gboolean
dbf_beats (const GtRuleCtx  *ctx G_GNUC_UNUSED,
           const GtCombo    *play G_GNUC_UNUSED,
           const GtCardList *play_cards G_GNUC_UNUSED,
           const GtCombo    *table G_GNUC_UNUSED,
           const GtCardList *table_cards G_GNUC_UNUSED,
           const char      **rule)
{
  /* Nothing is beaten in a climb: a trick is won (dbf.win.single). */
  if (rule)
    *rule = "dbf.win.single";
  return FALSE;
}

static void
dbf_judge (const GtRuleCtx  *ctx,
           const GtCardList *play,
           const GtCombo    *table G_GNUC_UNUSED,
           const GtCardList *hand,
           GtVerdict        *verdict)
{
  GtTrickQuestion q = { .play = play, .hand = hand };

  dbf_trick_rules.judge (ctx, &q, verdict);
}

static const GtRulePoint dbf_points[] = {
  { "players", "dbf.players",
    N_("Four players in two partnerships, partners opposite; play goes counter-clockwise.") },
  { "teams", "dbf.declarer",
    N_("The declarer’s team against the defenders, who win the deal with 40 points or more.") },
  { "deck", "dbf.deck",
    N_("One deck and two jokers, 54 cards: twelve each, drawn one at a time, and six in the kitty.") },
  { "card-order", "dbf.trump.order",
    N_("18 trumps: big joker, small joker, the trump-rank card of the trump suit, the three other trump-rank cards (equal), then the trump suit A down to 2; other suits A down to 2, without the trump rank.") },
  { "lead", "dbf.lead.top",
    N_("Any single card, or several top cards of one suit together: no other player may hold a card of that suit that beats one of them.") },
  { "following", "dbf.follow.suit",
    N_("Follow suit if you can; on a lead of several cards play as many, as many of the suit led as you hold.") },
  { "bombs", NULL,
    N_("No bombs: trumps take tricks instead.") },
  { "wild-cards", NULL,
    N_("No wild cards: the trump-rank cards are trumps, not wild.") },
  { "round-end", "dbf.win.single",
    N_("A trick goes once round the table; the highest trump, else the highest card of the suit led, takes it and leads the next.") },
  { "deal-end", "dbf.kitty.last",
    N_("The deal ends with the last trick; its winner’s team takes the kitty, its points doubled.") },
  { "tribute", NULL,
    N_("No tribute.") },
  { "scoring", "dbf.result",
    N_("Defenders’ points: 0, declarers +2; 5–35, declarers +1; 40–75, defenders win without game points; 80–95, defenders +1; 100 or more, defenders +2. Ranks climb from 2; a team reaching A wins.") },
  { "variants", NULL,
    N_("No variants.") },
};

/* Da Bai Fen's one kind: a card into the trick (dbf.lead.single). */
static const GtComboKind dbf_kinds[DBF_COMBO_COUNT] = {
  [DBF_COMBO_SINGLE] = { "single", "dbf.lead.single", N_("a single card"), N_("Play a single card."),
                         gt_combo_describe_single, GT_COMBO_KIND_BY_RANK, 0, 0 },
};

static const GtRuleset dabaifen = {
  .id = "dabaifen",
  .rule_prefix = "dbf",
  .title = N_("Da Bai Fen"),
  .n_players = 4,
  /* The declarer holds eighteen for a moment, with the kitty (dbf.kitty). */
  .hand_size = DBF_HAND + DBF_KITTY,
  .max_combo_size = DBF_HAND,
  .copies = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1,
  },
  .kinds = dbf_kinds,
  .n_kinds = G_N_ELEMENTS (dbf_kinds),
  .variants = NULL,
  .n_variants = 0,
  .points = dbf_points,
  .n_points = G_N_ELEMENTS (dbf_points),
  .rank_strength = dbf_rank_strength,
  .is_wild = dbf_is_wild,
  .readings = dbf_readings,
  .beats = dbf_beats,
  .judge = dbf_judge,
  .generate_moves = NULL,
  .suits_matter = NULL,
  .game = &dbf_game_rules,
  .drills = dbf_drills,
  .n_drills = DBF_N_DRILLS,
};

const GtRuleset *
dbf_ruleset (void)
{
  return &dabaifen;
}

/* The registry's line (gt-ruleset.c). */
const GtRuleset *
gt_ruleset_dabaifen (void)
{
  return &dabaifen;
}
