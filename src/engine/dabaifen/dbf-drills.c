/* dbf-drills.c — Da Bai Fen's drills: following suit, and trumping
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * E leads the trick, N and W have played to it, and S, the learner, plays
 * last, so that whether S's card takes the trick is decided as it is
 * played.  Following: S holds the suit led (once only as the card of the
 * trump rank in that suit, which is a trump), and must play it; trumping:
 * S holds none, and a trump takes the trick unless a higher one is on it
 * already (gt-drill-deal.h).  Every hand is dealt: the checks judge S's
 * play as a puzzle does, every hand open.  Rule ids refer to
 * data/rules/dabaifen.md.
 */
#define G_LOG_DOMAIN "dbf-drills"

#include "config.h"

#include "dbf-private.h"

#include <string.h>

#include "gt-drill-deal.h"

static const char suit_letters[] = "SHDC";

typedef struct {
  guint level;              /* the trump rank */
  guint trump;              /* the trump suit */
  guint led;                /* the suit led: a plain suit */
  guint side;               /* a third suit, plain */
  GtCardList plays[3];      /* E's lead, N's and W's plays */
} Trick;

static void
trick_init (GtDrillDeal *d,
            Trick       *t,
            guint        level_low,
            guint        level_high)
{
  memset (t, 0, sizeof *t);
  t->level = gt_drill_deal_rank (d, level_low, level_high);
  d->ctx.level = (guint8) t->level;
  t->trump = (guint) g_rand_int_range (d->rand, 0, 4);
  t->led = (t->trump + (guint) g_rand_int_range (d->rand, 1, 4)) % 4;
  do
    t->side = (guint) g_rand_int_range (d->rand, 0, 4);
  while (t->side == t->trump || t->side == t->led);
  for (guint i = 0; i < 3; i++)
    gt_card_list_init (&t->plays[i]);
}

/* n distinct ranks of a plain suit (never the trump rank), low to high. */
static gboolean
plain_ranks (GtDrillDeal *d,
             const Trick *t,
             guint32      avoid,
             guint        n,
             guint       *out)
{
  guint k = 0;

  avoid |= 1u << t->level;
  for (guint tries = 0; k < n && tries < 200; tries++)
    {
      guint r = gt_drill_deal_rank (d, 2, 14);

      if (avoid & (1u << r))
        continue;
      avoid |= 1u << r;
      out[k++] = r;
    }
  for (guint i = 1; i < k; i++)
    for (guint j = i; j > 0 && out[j - 1] > out[j]; j--)
      {
        guint swap = out[j];
        out[j] = out[j - 1];
        out[j - 1] = swap;
      }
  return k == n;
}

static gboolean
take (GtDrillDeal *d,
      guint        rank,
      guint        suit,
      GtCardList  *list)
{
  return gt_drill_deal_take (d, GT_CARD_MAKE (rank, suit), list);
}

/* Random cards for E, N and W, as many as S holds less what each has
 * played, none of the suit led (no one is asked to follow it again); the
 * position written. */
static gboolean
finish (GtDrillDeal *d,
        const Trick *t)
{
  GString *text = g_string_new (NULL);
  static const char *const seats[] = { "E", "N", "W" };
  g_autofree char *hand = gt_card_list_to_string (&d->hand);

  g_string_append_printf (text, "[position]\nlevels=%s,%s\nlevel=%s\ndeclarer=SN\ntrump=%c\nS=%s\n",
                          gt_rank_to_string (t->level), gt_rank_to_string (t->level),
                          gt_rank_to_string (t->level), suit_letters[t->trump], hand);
  for (guint i = 0; i < 3; i++)
    {
      GtCardList rest;
      g_autofree char *cards = NULL;

      gt_card_list_init (&rest);
      for (guint tries = 0; rest.n + t->plays[i].n < d->hand.n && tries < 400; tries++)
        {
          GtCard c = (GtCard) g_rand_int_range (d->rand, 0, GT_CARD_BJ);

          if (gt_card_suit (c) != t->led)
            gt_drill_deal_take (d, c, &rest);
        }
      if (rest.n + t->plays[i].n != d->hand.n)
        {
          g_string_free (text, TRUE);
          return FALSE;
        }
      cards = gt_card_list_to_string (&rest);
      g_string_append_printf (text, "%s=%s\n", seats[i], cards);
    }
  g_string_append (text, "trick=");
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *cards = gt_card_list_to_string (&t->plays[i]);
      g_string_append_printf (text, "%s%s", i > 0 ? " / " : "", cards);
    }
  g_string_append (text, "\ntrick-by=E\nturn=S\n");
  g_free (d->position);
  d->position = g_string_free (text, FALSE);
  return TRUE;
}

static gboolean
deal_following (GtDrillDeal *d,
                guint        index)
{
  Trick t;
  guint r[5];

  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* any card of the suit led */
    case 1:
    case 4:   /* the trump rank's card of the suit led is a trump */
      trick_init (d, &t, 3, 13);
      if (!plain_ranks (d, &t, 0, 5, r) ||
          !take (d, r[1], t.led, &t.plays[0]) || !take (d, r[2], t.led, &t.plays[1]) ||
          !take (d, r[0], t.led, &t.plays[2]) ||
          !take (d, r[3], t.led, &d->hand) || !take (d, r[4], t.trump, &d->hand) ||
          !take (d, r[2], t.side, &d->hand))
        return FALSE;
      if (index % GT_DRILL_EXERCISES == 4
          ? !take (d, t.level, t.led, &d->hand)
          : !take (d, r[4], t.led, &d->hand))
        return FALSE;
      d->prompt = g_strdup (_("Play a card to the trick."));
      break;
    case 2:   /* the suit led, high enough to take the trick */
    case 3:
      trick_init (d, &t, 3, 13);
      d->want_win = TRUE;
      if (!plain_ranks (d, &t, 0, 5, r) ||
          !take (d, r[2], t.led, &t.plays[0]) || !take (d, r[1], t.led, &t.plays[1]) ||
          !take (d, r[3], t.led, &t.plays[2]) ||
          !take (d, r[0], t.led, &d->hand) || !take (d, r[4], t.led, &d->hand) ||
          !take (d, r[1], t.trump, &d->hand) || !take (d, r[2], t.side, &d->hand))
        return FALSE;
      d->prompt = g_strdup (_("Follow suit and take the trick."));
      break;
    default:  /* two top cards led: two cards, the suit led first */
      trick_init (d, &t, 3, 12);
      if (!plain_ranks (d, &t, (1u << GT_RANK_A) | (1u << GT_RANK_K), 5, r) ||
          !take (d, GT_RANK_A, t.led, &t.plays[0]) || !take (d, GT_RANK_K, t.led, &t.plays[0]) ||
          !take (d, r[0], t.led, &t.plays[1]) || !take (d, r[1], t.led, &t.plays[1]) ||
          !take (d, r[2], t.led, &t.plays[2]) || !take (d, r[3], t.led, &t.plays[2]) ||
          !take (d, r[4], t.led, &d->hand) || !take (d, r[0], t.trump, &d->hand) ||
          !take (d, r[1], t.side, &d->hand) || !take (d, r[2], t.side, &d->hand))
        return FALSE;
      d->prompt = g_strdup (_("Two cards were led: play two, as many of the suit led as you hold."));
      break;
    }
  return finish (d, &t);
}

static gboolean
deal_trumping (GtDrillDeal *d,
               guint        index)
{
  Trick t;
  guint r[4];

  d->want_win = TRUE;
  trick_init (d, &t, 3, 12);
  if (!plain_ranks (d, &t, 0, 4, r))
    return FALSE;
  /* E leads, N follows: the suit led. */
  if (!take (d, r[2], t.led, &t.plays[0]) || !take (d, r[1], t.led, &t.plays[1]) ||
      !take (d, r[3], t.side, &d->hand))
    return FALSE;
  switch (index % GT_DRILL_EXERCISES)
    {
    case 0:   /* nobody has trumped: any trump takes it */
    case 1:
      if (!take (d, r[0], t.led, &t.plays[2]) || !take (d, r[0], t.trump, &d->hand) ||
          !take (d, r[1], t.side, &d->hand))
        return FALSE;
      break;
    case 2:   /* W trumped: a higher trump of the trump suit */
    case 3:
      if (!take (d, r[1], t.trump, &t.plays[2]) || !take (d, r[0], t.trump, &d->hand) ||
          !take (d, r[2], t.trump, &d->hand))
        return FALSE;
      break;
    case 4:   /* W trumped with the trump suit's Ace: the trump rank is higher */
      if (!take (d, GT_RANK_A, t.trump, &t.plays[2]) || !take (d, GT_RANK_K, t.trump, &d->hand) ||
          !take (d, t.level, t.side, &d->hand))
        return FALSE;
      break;
    default:  /* W trumped with the trump rank of the trump suit: a joker */
      if (!take (d, t.level, t.trump, &t.plays[2]) || !take (d, t.level, t.side, &d->hand) ||
          !gt_drill_deal_take (d, GT_CARD_BJ, &d->hand))
        return FALSE;
      break;
    }
  d->prompt = g_strdup (_("You have no card of the suit led. Take the trick."));
  return finish (d, &t);
}

const GtDrill dbf_drills[DBF_N_DRILLS] = {
  { "drill-dbf-following", N_("Following Suit"),
    N_("Play a card of the suit led while you hold one; the trumps, the trump rank's cards among them, are a suit of their own."),
    "dbf.follow.suit", deal_following },
  { "drill-dbf-trumping", N_("Trumping"),
    N_("With no card of the suit led, a trump takes the trick, unless a higher trump is on it already."),
    "dbf.win.single", deal_trumping },
};
