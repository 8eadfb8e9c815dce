/* dbf-trick.c — cards played into a Da Bai Fen trick: leads, following,
 * the winner and the legal plays, with the tutor's words
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule ids refer to data/rules/dabaifen.md.  Every question is asked with
 * what the player sees (GtTrickQuestion): the hand, the lead, the cards the
 * others have put on the trick and, when a check is told them, the cards
 * the others still hold.  Without those, a lead of several cards is judged
 * against every card the player cannot see — as in play, where the leader
 * cannot know, and a revoke stands (dbf.lead.revoke).
 */
#define G_LOG_DOMAIN "dbf-trick"

#include "config.h"

#include "dbf-private.h"
#include "gt-explain.h"

#include <string.h>

static const char *
card_words (GtCard c)
{
  return gt_explain_card_label (c);
}

/* The cards the player cannot see: every card of the deck not in hand,
 * the lead, the others' plays or this play; or the others' hands when the
 * question gives them. */
static void
unseen (const GtTrickQuestion *q,
        guint8                 out[GT_CARD_KINDS])
{
  if (q->others != NULL)
    {
      gt_card_list_count (q->others, out);
      return;
    }
  memset (out, 0, GT_CARD_KINDS);
  memset (out, 1, GT_CARD_STANDARD_KINDS);
  for (guint k = 0; k < 4; k++)
    {
      const GtCardList *l = k == 0 ? q->hand : k == 1 ? q->lead : k == 2 ? q->played : q->play;
      for (guint i = 0; l != NULL && i < l->n; i++)
        if (l->card[i] < GT_CARD_KINDS)
          out[l->card[i]] = 0;
    }
}

/* The strongest card of a suit among counts, or GT_CARD_NONE. */
static GtCard
strongest_of (const GtRuleCtx *ctx,
              const guint8     counts[GT_CARD_KINDS],
              guint            suit,
              gboolean         weakest)
{
  GtCard best = GT_CARD_NONE;

  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (counts[c] && dbf_suit (ctx, (GtCard) c) == suit &&
        (best == GT_CARD_NONE ||
         (weakest ? dbf_strength (ctx, (GtCard) c) < dbf_strength (ctx, best)
                  : dbf_strength (ctx, (GtCard) c) > dbf_strength (ctx, best))))
      best = (GtCard) c;
  return best;
}

static void
finish (GtVerdict  *v,
        gboolean    legal,
        const char *rule,
        GString    *out)
{
  v->legal = legal;
  v->rule = rule;
  g_free (v->explanation);
  v->explanation = g_string_free (out, FALSE);
}

/* Nothing is wild in Da Bai Fen: a card declared as another (H2=S3) is
 * refused, as Bao Huang refuses it, with the deck's rule (each card is
 * itself).  fault says which card of cards is marked (FALSE: cards is not
 * the play judged).  TRUE when refused. */
static gboolean
refuse_declaration (const GtCardList *cards,
                    gboolean          fault,
                    GtVerdict        *v)
{
  for (guint i = 0; cards != NULL && i < cards->n; i++)
    if (cards->as[i] != GT_CARD_NONE && cards->as[i] != cards->card[i])
      {
        GString *out;

        if (v == NULL)
          return TRUE;
        out = g_string_new (NULL);
        gt_explain_add_sentencef (out, _("Nothing is wild in Da Bai Fen: the %s can only be itself."),
                                  card_words (cards->card[i]));
        if (fault)
          {
            v->n_fault = 1;
            v->fault[0] = (guint8) i;
          }
        finish (v, FALSE, "dbf.deck", out);
        return TRUE;
      }
  return FALSE;
}

/* The plays of the trick so far: the lead, then played cut into plays of
 * the lead's size. */
static guint
plays_so_far (const GtTrickQuestion *q,
              GtCardList             plays[4])
{
  guint n = 1, per = q->lead->n;

  plays[0] = *q->lead;
  for (guint i = 0; q->played != NULL && per > 0 && i + per <= q->played->n && n < 3; i += per)
    {
      gt_card_list_init (&plays[n]);
      for (guint k = 0; k < per; k++)
        gt_card_list_append (&plays[n], q->played->card[i + k], GT_CARD_NONE);
      n++;
    }
  return n;
}

static void
judge_lead (const GtRuleCtx       *ctx,
            const GtTrickQuestion *q,
            GtVerdict             *v)
{
  const GtCardList *p = q->play;
  GString *out = g_string_new (NULL);
  guint suit = dbf_suit (ctx, p->card[0]);
  guint8 others[GT_CARD_KINDS];
  GtCard bad = GT_CARD_NONE, beater = GT_CARD_NONE;
  GString *tops;
  guint n_top = 0;

  if (p->n == 1)
    {
      gt_explain_add_sentencef (out, _("Legal: you may lead any single card. The others must follow with %s if they can."),
                                dbf_suit_one (suit));
      finish (v, TRUE, "dbf.lead.single", out);
      return;
    }
  for (guint i = 1; i < p->n; i++)
    if (dbf_suit (ctx, p->card[i]) != suit)
      {
        gt_explain_add_sentencef (out, _("The %s and the %s are not of one suit: several cards may be led together only when they are all of one suit, the trumps counting as one."),
                                  card_words (p->card[0]), card_words (p->card[i]));
        gt_explain_add_sentencef (out, _("Lead the %s alone."), card_words (p->card[0]));
        v->n_fault = 1;
        v->fault[0] = (guint8) i;
        finish (v, FALSE, "dbf.lead.top", out);
        return;
      }

  unseen (q, others);
  tops = g_string_new (NULL);
  for (guint i = 0; i < p->n; i++)
    {
      if (dbf_is_top (ctx, p->card[i], others))
        {
          n_top++;
          if (tops->len > 0)
            g_string_append_c (tops, ' ');
          g_string_append (tops, card_words (p->card[i]));
          continue;
        }
      if (bad == GT_CARD_NONE || dbf_strength (ctx, p->card[i]) > dbf_strength (ctx, bad))
        bad = p->card[i];
      v->fault[v->n_fault++] = (guint8) i;
    }
  if (bad == GT_CARD_NONE)
    {
      gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "Legal: each is a top card of %s (nobody else holds one that beats it), so you may lead them together. Each other player must play %u card, of %s as far as they hold them.",
                                                  "Legal: each is a top card of %s (nobody else holds one that beats it), so you may lead them together. Each other player must play %u cards, of %s as far as they hold them.",
                                                  p->n),
                                dbf_suit_many (suit), p->n, dbf_suit_many (suit));
      finish (v, TRUE, "dbf.lead.top", out);
      v->n_fault = 0;
      g_string_free (tops, TRUE);
      return;
    }
  /* The strongest card that may beat it: the one a learner checks for. */
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (others[c] && dbf_suit (ctx, (GtCard) c) == suit && dbf_strength (ctx, (GtCard) c) > dbf_strength (ctx, bad) &&
        (beater == GT_CARD_NONE || dbf_strength (ctx, (GtCard) c) < dbf_strength (ctx, beater)))
      beater = (GtCard) c;
  if (q->others != NULL)
    {
      gt_explain_add_sentencef (out, _("The %s is not a top card: another player still holds the %s, which beats it. Leading it with the others is a revoke, and your team would score the deal as if it had lost every trick."),
                                card_words (bad), card_words (beater));
      if (n_top == 1)
        gt_explain_add_sentencef (out, _("Lead the %s alone."), tops->str);
      else if (n_top > 1)
        gt_explain_add_sentencef (out, _("Lead only your top cards: %s."), tops->str);
      finish (v, FALSE, "dbf.lead.revoke", out);
    }
  else
    {
      /* In play the leader cannot see the other hands: the lead stands,
       * and is a revoke only if someone holds a card that beats it. */
      gt_explain_add_sentencef (out, _("You may lead them, but only if nobody else still holds a card of %s that beats the %s (such as the %s). If someone does, it is a revoke: it stands, and your team scores the deal as if it had lost every trick."),
                                dbf_suit_many (suit), card_words (bad), card_words (beater));
      finish (v, TRUE, "dbf.lead.revoke", out);
    }
  g_string_free (tops, TRUE);
}

static void
judge_follow (const GtRuleCtx       *ctx,
              const GtTrickQuestion *q,
              GtVerdict             *v)
{
  const GtCardList *p = q->play;
  guint L = q->lead->n, led = dbf_suit (ctx, q->lead->card[0]), held = 0, have = 0, need;
  GString *out = g_string_new (NULL);
  const char *rule = L == 1 ? "dbf.follow.suit" : "dbf.follow.multi";
  guint8 hand[GT_CARD_KINDS] = { 0 };

  if (p->n != L)
    {
      if (L == 1)
        gt_explain_add_sentence (out, _("Play one card: a single card was led."));
      else
        gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "%u cards were led, so you must play exactly %u card.",
                                                    "%u cards were led, so you must play exactly %u cards.", L),
                                  L, L);
      finish (v, FALSE, rule, out);
      return;
    }
  for (guint i = 0; i < p->n; i++)
    if (dbf_suit (ctx, p->card[i]) == led)
      have++;
  if (q->hand != NULL)
    {
      gt_card_list_count (q->hand, hand);
      for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
        if (hand[c] && dbf_suit (ctx, (GtCard) c) == led)
          held += hand[c];
    }
  else
    held = have;
  need = MIN (L, held);

  if (have < need)
    {
      GtCard low = strongest_of (ctx, hand, led, TRUE);

      for (guint i = 0; i < p->n; i++)
        if (dbf_suit (ctx, p->card[i]) != led && v->n_fault < GT_LIST_MAX)
          v->fault[v->n_fault++] = (guint8) i;
      if (L == 1)
        {
          gt_explain_add_sentencef (out, _("You still hold %s: %s were led, so you must follow with one."),
                                    dbf_suit_one (led), dbf_suit_many (led));
          if (low != GT_CARD_NONE)
            {
              gt_explain_add_sentencef (out, _("Play the %s, for instance."), card_words (low));
              v->has_suggestion = TRUE;
              gt_card_list_init (&v->suggestion);
              gt_card_list_append (&v->suggestion, low, GT_CARD_NONE);
            }
        }
      else if (held >= L)
        gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "%u cards of %s were led and you hold %u of them: every card you play must be of %s.",
                                                    "%u cards of %s were led and you hold %u of them: every card you play must be of %s.", held),
                                  L, dbf_suit_many (led), held, dbf_suit_many (led));
      else
        gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "%u cards of %s were led and you hold %u of them: you must play it, and fill up with any other cards.",
                                                    "%u cards of %s were led and you hold %u of them: you must play them all, and fill up with any other cards.", held),
                                  L, dbf_suit_many (led), held);
      finish (v, FALSE, rule, out);
      return;
    }

  if (L == 1)
    {
      GtCard c = p->card[0];
      if (have == 1)
        gt_explain_add_sentencef (out, _("Legal: you follow %s with the %s."), dbf_suit_many (led), card_words (c));
      else if (dbf_suit (ctx, c) == DBF_TRUMPS)
        gt_explain_add_sentencef (out, _("Legal: you hold no %s, so you may play any card; the %s is a trump and can take the trick."),
                                  dbf_suit_many (led), card_words (c));
      else
        gt_explain_add_sentencef (out, _("Legal: you hold no %s, so you may play any card; the %s is a discard and cannot take the trick."),
                                  dbf_suit_many (led), card_words (c));
    }
  else
    {
      gboolean trumps_only = led != DBF_TRUMPS;
      for (guint i = 0; i < p->n; i++)
        if (dbf_suit (ctx, p->card[i]) != DBF_TRUMPS)
          trumps_only = FALSE;
      if (have == L)
        gt_explain_add_sentencef (out, _("Legal: you play %u cards of %s, as the lead asks."), L, dbf_suit_many (led));
      else if (trumps_only)
        gt_explain_add_sentencef (out, _("Legal: you hold no %s, and playing trumps only you can take the trick if your trumps are the highest played."),
                                  dbf_suit_many (led));
      else if (q->hand == NULL)
        gt_explain_add_sentencef (out, _("Legal as long as you hold no more %s: you must play as many of them as you hold."),
                                  dbf_suit_many (led));
      else
        gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "Legal: you play the %u card of %s you hold and fill up with others; the leader takes the trick.",
                                                    "Legal: you play the %u cards of %s you hold and fill up with others; the leader takes the trick.", have),
                                  have, dbf_suit_many (led));
    }

  if (q->played != NULL && q->played->n > 0)
    {
      GtCardList plays[4];
      guint n = plays_so_far (q, plays), w;

      plays[n++] = *p;
      w = dbf_trick_winner (ctx, plays, n, NULL);
      if (w == n - 1)
        gt_explain_add_sentence (out, _("It takes the trick so far."));
    }
  finish (v, TRUE, rule, out);
}

static void
judge (const GtRuleCtx       *ctx,
       const GtTrickQuestion *q,
       GtVerdict             *v)
{
  GString *out;

  gt_verdict_clear (v);
  if (q->play == NULL || q->play->n == 0)
    {
      gt_verdict_refuse (v, "dbf.lead.single", _("You chose no cards: pick a card to play."));
      return;
    }
  if (refuse_declaration (q->play, TRUE, v) || refuse_declaration (q->lead, FALSE, v) ||
      refuse_declaration (q->played, FALSE, v))
    return;
  if (q->hand != NULL)
    {
      guint8 hand[GT_CARD_KINDS], play[GT_CARD_KINDS];

      gt_card_list_count (q->hand, hand);
      gt_card_list_count (q->play, play);
      for (guint i = 0; i < q->play->n; i++)
        if (play[q->play->card[i]] > hand[q->play->card[i]])
          {
            out = g_string_new (NULL);
            gt_explain_add_sentencef (out, _("You don’t hold the %s: you can only play cards from your hand."),
                                      card_words (q->play->card[i]));
            v->n_fault = 1;
            v->fault[0] = (guint8) i;
            finish (v, FALSE, "dbf.deck", out);
            return;
          }
    }
  if (q->lead == NULL || q->lead->n == 0)
    judge_lead (ctx, q, v);
  else
    judge_follow (ctx, q, v);
}

/* ---- The trick's winner, in words ------------------------------------------ */

static guint
winner (const GtRuleCtx  *ctx,
        const GtCardList *plays,
        guint             n,
        const char      **rule,
        GtVerdict        *v)
{
  guint w, points = 0, led, L = plays[0].n;
  GString *out;
  const char *r;

  if (v != NULL)
    gt_verdict_clear (v);
  for (guint i = 0; i < n; i++)
    if (refuse_declaration (&plays[i], FALSE, v))
      return G_MAXUINT;
  for (guint i = 0; i < n; i++)
    if (plays[i].n != L || L == 0)
      {
        if (v != NULL)
          gt_verdict_refuse (v, L == 1 ? "dbf.follow.suit" : "dbf.follow.multi",
                             g_dngettext (GETTEXT_PACKAGE,
                                          "Every player plays as many cards as were led: %u card.",
                                          "Every player plays as many cards as were led: %u cards.", L),
                             L);
        return G_MAXUINT;
      }
  w = dbf_trick_winner (ctx, plays, n, &r);
  if (rule)
    *rule = r;
  if (v == NULL)
    return w;

  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < plays[i].n; k++)
      points += dbf_card_points (plays[i].card[k]);
  led = dbf_suit (ctx, plays[0].card[0]);
  out = g_string_new (NULL);
  if (L == 1)
    {
      GtCard c = plays[w].card[0];
      gboolean equal = FALSE;

      for (guint i = w + 1; i < n; i++)
        if (dbf_suit (ctx, plays[i].card[0]) == dbf_suit (ctx, c) &&
            dbf_strength (ctx, plays[i].card[0]) == dbf_strength (ctx, c))
          equal = TRUE;
      if (w == 0 && led == DBF_TRUMPS)
        gt_explain_add_sentencef (out, _("The %s takes the trick: nobody played a higher trump."), card_words (c));
      else if (w == 0 && dbf_suit (ctx, c) == led)
        gt_explain_add_sentencef (out, _("The %s takes the trick: nobody played a higher card of %s or a trump."),
                                  card_words (c), dbf_suit_many (led));
      else if (dbf_suit (ctx, c) == DBF_TRUMPS && led != DBF_TRUMPS)
        gt_explain_add_sentencef (out, _("The %s takes the trick: it is the highest trump played, and trumps beat %s."),
                                  card_words (c), dbf_suit_many (led));
      else
        gt_explain_add_sentencef (out, _("The %s takes the trick: it is the highest card of %s played."),
                                  card_words (c), dbf_suit_many (led));
      if (c < GT_CARD_BJ && gt_card_rank (c) == ctx->level)
        gt_explain_add_sentencef (out, _("At rank %s, the %s are trumps."),
                                  gt_explain_rank_word (ctx->level), gt_explain_rank_plural (ctx->level));
      if (equal)
        gt_explain_add_sentence (out, _("Of equal cards, the one played first wins."));
    }
  else if (w == 0)
    gt_explain_add_sentence (out, _("The leader takes the trick: a lead of top cards wins unless a player who held none of the suit led plays trumps only."));
  else
    gt_explain_add_sentence (out, _("The trick goes to the highest play of trumps only: with none of the suit led, its player trumped the lead, and its trumps compare highest card by card."));
  gt_explain_add_sentencef (out, g_dngettext (GETTEXT_PACKAGE, "It holds %u point.", "It holds %u points.", points), points);
  v->legal = TRUE;
  v->rule = r;
  v->explanation = g_string_free (out, FALSE);
  return w;
}

/* ---- The result ------------------------------------------------------------- */

static void
result (guint        points,
        guint       *declarers,
        guint       *defenders,
        const char **rule,
        char       **explanation)
{
  GString *out = g_string_new (NULL);

  dbf_result (points, declarers, defenders);
  if (rule)
    *rule = "dbf.result";
  if (points == 0)
    gt_explain_add_sentence (out, _("The defenders took no points: the declarers win the deal and go up 2 ranks."));
  else if (points < 40)
    gt_explain_add_sentencef (out, _("The defenders took %u points, fewer than 40: the declarers win the deal and go up 1 rank."), points);
  else if (points < 80)
    gt_explain_add_sentencef (out, _("The defenders took %u points, 40 or more: they win the deal, but below 80 they score no game points, and nobody goes up."), points);
  else if (points < 100)
    gt_explain_add_sentencef (out, _("The defenders took %u points: they win the deal and go up 1 rank."), points);
  else
    gt_explain_add_sentencef (out, _("The defenders took %u points, 100 or more: they win the deal and go up 2 ranks."), points);
  if (explanation)
    *explanation = g_string_free (out, FALSE);
  else
    g_string_free (out, TRUE);
}

/* ---- The legal plays ------------------------------------------------------- */

typedef struct {
  const GtRuleCtx *ctx;
  const GtTrickQuestion *q;
  GtCardList *out;
  guint max, n;
} Sink;

static void
emit (Sink         *s,
      const GtCard *cards,
      guint         n)
{
  if (s->n < s->max)
    {
      gt_card_list_init (&s->out[s->n]);
      for (guint i = 0; i < n; i++)
        gt_card_list_append (&s->out[s->n], cards[i], GT_CARD_NONE);
    }
  s->n++;
}

/* Every choice of k cards of a[0 … na-1] followed by every choice of m of
 * b[0 … nb-1]. */
static void
choose (Sink         *s,
        const GtCard *a,
        guint         na,
        guint         k,
        const GtCard *b,
        guint         nb,
        guint         m,
        GtCard       *buf,
        guint         len)
{
  if (k > 0)
    {
      for (guint i = 0; i + k <= na; i++)
        {
          buf[len] = a[i];
          choose (s, a + i + 1, na - i - 1, k - 1, b, nb, m, buf, len + 1);
        }
      return;
    }
  if (m > 0)
    {
      for (guint i = 0; i + m <= nb; i++)
        {
          buf[len] = b[i];
          choose (s, NULL, 0, 0, b + i + 1, nb - i - 1, m - 1, buf, len + 1);
        }
      return;
    }
  emit (s, buf, len);
}

/* How good a play is for the simple player: lower is better. */
static int
score_play (const GtRuleCtx       *ctx,
            const GtTrickQuestion *q,
            const GtCardList      *p,
            const guint8           others[GT_CARD_KINDS])
{
  int pts = 0, str = 0;

  for (guint i = 0; i < p->n; i++)
    {
      pts += (int) dbf_card_points (p->card[i]);
      str += (int) dbf_strength (ctx, p->card[i]) + (dbf_suit (ctx, p->card[i]) == DBF_TRUMPS ? 10 : 0);
    }
  if (q->lead == NULL || q->lead->n == 0)
    {
      /* Several top cards first, then a top card, then the lowest card
       * without points. */
      if (p->n > 1)
        return -100 - (int) p->n;
      if (dbf_is_top (ctx, p->card[0], others) && dbf_suit (ctx, p->card[0]) != DBF_TRUMPS)
        return -50 - pts;
      return str + 3 * pts;
    }
  else
    {
      GtCardList plays[4];
      guint n = plays_so_far (q, plays), now, me = n, w;

      now = dbf_trick_winner (ctx, plays, n, NULL);
      plays[n++] = *p;
      w = dbf_trick_winner (ctx, plays, n, NULL);
      /* The partner sat two seats before. */
      if (me >= 2 && now == me - 2)
        return 200 - 4 * pts + str;        /* the partner wins: give points */
      if (w == me)
        return 400 + str - 2 * pts;        /* take it as cheaply as possible */
      return 600 + str + 4 * pts;          /* lose the least */
    }
}

static guint
moves (const GtRuleCtx       *ctx,
       const GtTrickQuestion *q,
       GtCardList            *out,
       guint                  max)
{
  guint8 hand[GT_CARD_KINDS], others[GT_CARD_KINDS];
  GtCard held[GT_LIST_MAX], in[GT_LIST_MAX], rest[GT_LIST_MAX], buf[GT_LIST_MAX];
  guint nh = 0, ni = 0, nr = 0;
  Sink s = { ctx, q, out, max, 0 };
  GtCardList tmp;
  int score_stack[256], *score;
  guint n;

  if (q->hand == NULL)
    return 0;
  gt_card_list_count (q->hand, hand);
  for (guint c = 0; c < GT_CARD_STANDARD_KINDS; c++)
    if (hand[c])
      held[nh++] = (GtCard) c;
  unseen (q, others);

  if (q->lead == NULL || q->lead->n == 0)
    {
      for (guint i = 0; i < nh; i++)
        emit (&s, &held[i], 1);
      /* dbf.lead.top: every set of two or more top cards of one suit. */
      for (guint suit = 0; suit <= DBF_TRUMPS; suit++)
        {
          ni = 0;
          for (guint i = 0; i < nh; i++)
            if (dbf_suit (ctx, held[i]) == suit && dbf_is_top (ctx, held[i], others))
              in[ni++] = held[i];
          for (guint k = 2; k <= ni; k++)
            choose (&s, in, ni, k, NULL, 0, 0, buf, 0);
        }
    }
  else
    {
      guint L = q->lead->n, led = dbf_suit (ctx, q->lead->card[0]);

      for (guint i = 0; i < nh; i++)
        if (dbf_suit (ctx, held[i]) == led)
          in[ni++] = held[i];
        else
          rest[nr++] = held[i];
      if (L <= nh)
        choose (&s, in, ni, MIN (L, ni), rest, nr, L - MIN (L, ni), buf, 0);
    }

  /* The simple choice first: a stable insertion sort by score (scores on
   * the stack for the lists a turn has). */
  n = MIN (s.n, max);
  score = n <= G_N_ELEMENTS (score_stack) ? score_stack : g_new (int, n);
  for (guint i = 0; i < n; i++)
    score[i] = score_play (ctx, q, &out[i], others);
  for (guint i = 1; i < n; i++)
    {
      int sc = score[i];
      guint j = i;
      tmp = out[i];
      while (j > 0 && score[j - 1] > sc)
        {
          out[j] = out[j - 1];
          score[j] = score[j - 1];
          j--;
        }
      out[j] = tmp;
      score[j] = sc;
    }
  if (score != score_stack)
    g_free (score);
  return s.n;
}

static guint
suit_of (const GtRuleCtx *ctx,
         GtCard           card)
{
  return dbf_suit (ctx, card);
}

const GtTrickRules dbf_trick_rules = {
  .judge = judge,
  .winner = winner,
  .moves = moves,
  .result = result,
  .suit_of = suit_of,
  .solver_new = dbf_solver_new,
  .solver_free = dbf_solver_free,
  .solve = dbf_solve,
  .defenders_points = dbf_defenders_points,
};
