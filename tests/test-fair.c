/* test-fair.c — computer players and the tutor decide from what their seat sees
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fairness test of every game's players: at every decision of a
 * self-played deal, the cards the deciding seat cannot see are dealt again
 * among the other hands and the stock (same counts, same cards known to be
 * in a hand), and each strength must decide exactly as before.  The
 * all-seeing analyst is run through the same test and must fail it
 * somewhere, which shows the test can see a peek.  The sampler's layouts
 * keep the counts, the known cards and the voids, and are weighted by the
 * passes from what the seat saw alone.
 */

#include "config.h"

#include <string.h>

#include "gt-game.h"
#include "gt-layouts.h"
#include "gt-player.h"
#include "gt-ruleset.h"
#include "gt-view.h"

/* g with the cards seat cannot see dealt again from r. */
static void
redeal_unseen (const GtGame *g,
               guint         seat,
               GRand        *r,
               GtGame       *out)
{
  GtView v;
  GtCard pool[GT_DECK_MAX];
  guint n = 0, at = 0;

  gt_view_init (&v, g, seat);
  memcpy (out, g, sizeof *out);
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat)
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint k = v.known[s][c]; k < g->hand[s][c]; k++)
          pool[n++] = (GtCard) c;
  for (guint i = 0; i < g->stock_n; i++)
    pool[n++] = g->stock[i];
  for (guint i = n; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (r, 0, (gint32) i);
      GtCard t = pool[i - 1];
      pool[i - 1] = pool[j];
      pool[j] = t;
    }
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat)
      {
        guint known = 0;

        memcpy (out->hand[s], v.known[s], sizeof out->hand[s]);
        for (guint c = 0; c < GT_CARD_KINDS; c++)
          known += v.known[s][c];
        for (guint k = known; k < g->count[s]; k++)
          out->hand[s][pool[at++]]++;
      }
  for (guint i = 0; i < g->stock_n; i++)
    out->stock[i] = pool[at++];
  g_assert_cmpuint (at, ==, n);
  /* The game's secrets follow the cards: Bao Huang's hidden guard is now
   * whoever holds the guard card.  The same seen history, another truth. */
  if (g->rs->game->view_settle != NULL)
    g->rs->game->view_settle (out);
}

static gboolean
same_action (const GtAction *a,
             const GtAction *b)
{
  if (a->type != b->type || a->seat != b->seat)
    return FALSE;
  switch ((GtActionType) a->type)
    {
    case GT_ACTION_PLAY:
      return a->cards.n == b->cards.n &&
             memcmp (a->cards.card, b->cards.card, a->cards.n * sizeof a->cards.card[0]) == 0 &&
             memcmp (a->cards.as, b->cards.as, a->cards.n * sizeof a->cards.as[0]) == 0;
    case GT_ACTION_TRIBUTE:
    case GT_ACTION_RETURN:
      return a->card == b->card;
    case GT_ACTION_CHOOSE:
    case GT_ACTION_DECLARE:
      return a->choice == b->choice && a->card == b->card;
    case GT_ACTION_DISCARD:
      return a->cards.n == b->cards.n &&
             memcmp (a->cards.card, b->cards.card, a->cards.n * sizeof a->cards.card[0]) == 0;
    case GT_ACTION_PASS:
    case GT_ACTION_TYPE_COUNT:
    default:
      return TRUE;
    }
}

static GtPlayer *
player (GtPlayerLevel level)
{
  GtPlayer *p = gt_player_new (level);

  /* Few layouts and small solves: the test is of what the player reads,
   * not of its strength. */
  gt_player_set_layouts (p, 4);
  if (level == GT_PLAYER_OMNISCIENT)
    gt_player_set_endgame (p, 13, 300000);
  else
    gt_player_set_endgame (p, 6, 4000);
  return p;
}

typedef struct {
  GtPlayer *players[GT_PLAYER_LEVEL_COUNT];
  GtPlayer *twins[GT_PLAYER_LEVEL_COUNT];
  GRand *redeal;
  guint decisions;
  guint analyst_changed;
} Check;

static void
check_init (Check  *c,
            guint32 seed)
{
  memset (c, 0, sizeof *c);
  for (guint l = 0; l < GT_PLAYER_LEVEL_COUNT; l++)
    {
      c->players[l] = player ((GtPlayerLevel) l);
      c->twins[l] = player ((GtPlayerLevel) l);
    }
  c->redeal = g_rand_new_with_seed (seed);
}

static void
check_clear (Check *c)
{
  for (guint l = 0; l < GT_PLAYER_LEVEL_COUNT; l++)
    {
      gt_player_free (c->players[l]);
      gt_player_free (c->twins[l]);
    }
  g_rand_free (c->redeal);
}

/* Plays g's deal to its end with the strong player at every seat; at each
 * decision, asks each strength twice, the second time with the unseen
 * cards dealt again.  FALSE (the test failed) if a fair strength changed
 * its mind; the analyst's changes are counted. */
static gboolean
check_deal (Check  *c,
            GtGame *g)
{
  const GtRuleset *rs = g->rs;
  guint steps = 0;

  while (g->phase != GT_PHASE_DEAL_OVER && g->phase != GT_PHASE_GAME_OVER && steps++ < 2000)
    {
      GtAction mine, again, step;
      GtGame other;
      GtView a, b;
      guint seat = g->turn;

      if (seat >= g->n_seats)
        break;
      redeal_unseen (g, seat, c->redeal, &other);
      gt_view_init (&a, g, seat);
      gt_view_init (&b, &other, seat);
      if (!gt_view_equal (&a, &b))
        for (gsize i = 0; i < sizeof a; i++)
          if (((const guint8 *) &a)[i] != ((const guint8 *) &b)[i])
            g_error ("%s (seat %u):\n%s\n%s\nthe views differ at byte %" G_GSIZE_FORMAT " (pub is %" G_GSIZE_FORMAT
                     " bytes, own[] at %" G_GSIZE_FORMAT ")", rs->id, seat, gt_game_save_string (g, rs, "p"),
                     gt_game_save_string (&other, rs, "p"), i, sizeof a.pub,
                     G_STRUCT_OFFSET (GtGame, own));
      for (guint l = 0; l < GT_PLAYER_LEVEL_COUNT; l++)
        {
          gboolean ok1 = gt_player_act (c->players[l], g, &mine);
          gboolean ok2 = gt_player_act (c->twins[l], &other, &again);
          gboolean same = ok1 == ok2 && (!ok1 || same_action (&mine, &again));

          if (l == GT_PLAYER_OMNISCIENT)
            {
              c->analyst_changed += !same;
              continue;
            }
          if (!same)
            {
              char *pos = gt_game_save_string (g, rs, "position");
              g_test_message ("%s, %s: the decision changed with the unseen cards\n%s", rs->id,
                              gt_player_level_to_string ((GtPlayerLevel) l), pos);
              g_free (pos);
              g_test_fail ();
              return FALSE;
            }
        }
      c->decisions++;
      g_assert_true (gt_player_act (c->players[GT_PLAYER_STRONG], g, &step));
      g_assert_true (gt_game_act (g, rs, &step, NULL, NULL));
    }
  return TRUE;
}

static void
check_report (Check           *c,
              const GtRuleset *rs)
{
  guint64 proved, exhausted;

  gt_player_solver_counts (c->players[GT_PLAYER_STRONG], &proved, &exhausted);
  g_test_message ("%s: %u decisions, the strong player's layouts decided %" G_GUINT64_FORMAT
                  " (%" G_GUINT64_FORMAT " over budget), the analyst changed %u", rs->id,
                  c->decisions, proved, exhausted, c->analyst_changed);
}

/* Whole deals from the start. */
static guint
check_game (const GtRuleset *rs,
            guint            deals,
            guint32          seed)
{
  GRand *deal_rand = g_rand_new_with_seed (seed);
  GtGame g;
  Check c;
  guint changed;

  check_init (&c, seed + 1);
  gt_game_init (&g, rs, 0);
  for (guint d = 0; d < deals && g.phase == GT_PHASE_DEAL_OVER; d++)
    {
      g_assert_true (gt_game_deal (&g, deal_rand));
      if (!check_deal (&c, &g))
        break;
    }
  g_assert_cmpuint (c.decisions, >, 10);
  check_report (&c, rs);
  changed = c.analyst_changed;
  check_clear (&c);
  g_rand_free (deal_rand);
  return changed;
}

/* Endgames, where the strong player solves its layouts and the analyst
 * solves the true hands. */
static const char *const endgames[] = {
  "level=2\nS=S3 S4 S5 S6 S7 D9\nE=SA HA D3\nN=C3 C4\nW=DK DQ\nturn=S",
  "level=2\nS=S9 H9 D3\nE=S10 H10 C4\nN=SK DK C5\nW=C6 D6 HA\nturn=S",
  "level=5\nS=H5 S3 S3\nE=SK SK D4\nN=D8 D8 C6\nW=CA CA S7\nturn=S",
  "level=2\nS=S4 S4 C8 DJ HQ\nE=S5 C9 C9 DK SA\nN=H6 H7 D10 D10 CK\nW=S3 S3 HJ HJ BJ\nturn=S",
  "level=7\nS=D2 C5 C5 SQ\nE=H3 H3 DJ RJ\nN=S9 C10 C10 HA\nW=C4 D6 D6 SK\nturn=E",
};

static guint
check_endgames (guint32 seed)
{
  const GtRuleset *rs = gt_ruleset_lookup ("guandan");
  Check c;
  guint changed;
  guint64 proved;

  check_init (&c, seed);
  for (guint i = 0; i < G_N_ELEMENTS (endgames); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *text = g_strconcat ("[position]\n", endgames[i], NULL);
      GtGame g;

      gt_game_init (&g, rs, 0);
      g_assert_true (gt_game_load_string (&g, rs, text, "position", &error));
      g_assert_no_error (error);
      if (!check_deal (&c, &g))
        break;
    }
  check_report (&c, rs);
  gt_player_solver_counts (c.players[GT_PLAYER_STRONG], &proved, NULL);
  g_assert_cmpuint (proved, >, 0);
  changed = c.analyst_changed;
  check_clear (&c);
  return changed;
}

static void
test_players (gconstpointer data)
{
  const GtRuleset *rs = data;

  check_game (rs, rs->game->table == GT_TABLE_CLIMB && rs->game->max_seats == 4 ? 2 : 1, 11);
}

/* The strong player's layouts are asked in the endgames, and decide from
 * the view like the rest. */
static void
test_endgames (void)
{
  check_endgames (7);
}

/* The test has teeth: the analyst, which sees every hand, decides
 * otherwise somewhere when the hidden cards move. */
static void
test_analyst_peeks (void)
{
  g_assert_cmpuint (check_endgames (3), >, 0);
}

/* Layouts keep what the seat knows: counts, cards known to be in a hand,
 * suits a seat lacks; and every unseen card lands somewhere once. */
static void
test_sample (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("guandan");
  GRand *r = g_rand_new_with_seed (5);
  GtGame g, w;
  GtView v;
  guint where[GT_SEATS_MAX + 1] = { 0 };

  gt_game_init (&g, rs, 0);
  g_assert_true (gt_game_deal (&g, r));
  gt_view_init (&v, &g, 0);
  for (guint s = 1; s < g.n_seats; s++)
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      g_assert_cmpuint (v.pub.hand[s][c], ==, 0);
  /* A card known to be in E's hand (as a tribute would make it). */
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (v.unseen[c] > 0)
      {
        v.known[1][c] = 1;
        break;
      }
  for (guint k = 0; k < 200; k++)
    {
      guint8 total[GT_CARD_KINDS] = { 0 };

      g_assert_true (gt_view_sample (&v, r, &w));
      for (guint s = 0; s < w.n_seats; s++)
        {
          guint n = 0;

          for (guint c = 0; c < GT_CARD_KINDS; c++)
            {
              n += w.hand[s][c];
              if (s != 0)
                total[c] = (guint8) (total[c] + w.hand[s][c]);
              g_assert_cmpuint (w.hand[s][c], >=, v.known[s][c]);
            }
          g_assert_cmpuint (n, ==, g.count[s]);
        }
      g_assert_cmpmem (w.hand[0], sizeof w.hand[0], g.hand[0], sizeof g.hand[0]);
      g_assert_cmpmem (total, sizeof total, v.unseen, sizeof v.unseen);
      /* Where the first unseen card not known anywhere went. */
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (v.unseen[c] == 1 && v.known[1][c] == 0)
          {
            for (guint s = 1; s < w.n_seats; s++)
              where[s] += w.hand[s][c];
            break;
          }
    }
  /* Each other seat gets it about a third of the time. */
  for (guint s = 1; s < 4; s++)
    g_assert_cmpuint (where[s], >, 30);
  g_rand_free (r);
}

/* A seat that did not follow suit is void in it in every layout. */
static void
test_sample_voids (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("dabaifen");
  GRand *r = g_rand_new_with_seed (9);
  GtGame g, w;
  GtView v;
  GtRuleCtx ctx;
  guint suit;

  gt_game_init (&g, rs, 0);
  g_assert_true (gt_game_deal (&g, r));
  /* Play to the first trick's lead (a declaring phase deals itself). */
  while (g.phase != GT_PHASE_PLAY)
    {
      GtPlayer *p = gt_player_new (GT_PLAYER_SIMPLE);
      GtAction a;

      g_assert_true (gt_player_act (p, &g, &a));
      g_assert_true (gt_game_act (&g, rs, &a, NULL, NULL));
      gt_player_free (p);
    }
  gt_view_init (&v, &g, 0);
  gt_game_rule_ctx (&g, &ctx);
  suit = GT_SUIT_SPADES;
  v.voids[2] = (guint8) (1u << suit);
  for (guint k = 0; k < 100; k++)
    {
      g_assert_true (gt_view_sample (&v, r, &w));
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (w.hand[2][c] > 0)
          g_assert_cmpuint (rs->game->trick->suit_of (&ctx, (GtCard) c), !=, suit);
    }
  g_rand_free (r);
}

/* The singles that beat a king the seat could spare: an ace or a level
 * card it holds one of, a joker. */
static guint
high_singles (const GtGame *w,
              guint         seat)
{
  guint8 by_rank[GT_RANK_COUNT] = { 0 };
  guint n = 0;

  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (gt_card_is_joker ((GtCard) c))
        n += w->hand[seat][c];
      else
        by_rank[gt_card_rank ((GtCard) c)] = (guint8) (by_rank[gt_card_rank ((GtCard) c)] + w->hand[seat][c]);
    }
  return n + (by_rank[14] == 1) + (by_rank[w->level] == 1);
}

/* Layouts are weighted by the passes: E passed on S's single king with
 * no one near the end, so N's layouts give E fewer aces, level cards and
 * jokers to spare than the uniform ones do — and the weighted layouts come from N's view alone:
 * the same for any dealing of the cards N cannot see. */
static void
test_weighted (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("guandan");
  g_autoptr (GError) error = NULL;
  GtLayouts *weighted = gt_layouts_new (), *uniform = gt_layouts_new (), *twin = gt_layouts_new ();
  GRand *r = g_rand_new_with_seed (21);
  GtGame g, other, w, w2;
  GtAction a;
  GtCardList lead;
  GtView v, v2;
  guint high_w = 0, high_u = 0;

  gt_game_init (&g, rs, 0);
  g_assert_true (gt_game_load_string (&g, rs,
                                      "[position]\nlevel=2\n"
                                      "S=SK S6 S6 S8 S8 S10 S10 SQ SQ DK DK SA\n"
                                      "E=H3 H3 H4 H4 H5 H5 H6 H6 HA CA H2 BJ\n"
                                      "N=C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK C2\n"
                                      "W=D7 D7 D8 D8 D9 D9 D10 D10 DJ DJ RJ DQ\n"
                                      "turn=S", "position", &error));
  g_assert_no_error (error);
  g_assert_true (gt_card_list_parse ("SK", NULL, &lead, NULL));
  gt_action_play (&a, 0, &lead);
  g_assert_true (gt_game_act (&g, rs, &a, NULL, NULL));
  gt_action_pass (&a, 1);
  g_assert_true (gt_game_act (&g, rs, &a, NULL, NULL));
  g_assert_cmpuint (g.turn, ==, 2);

  gt_view_init (&v, &g, 2);
  g_assert_cmpuint (v.n_passes, ==, 1);
  g_assert_cmpuint (v.passes[0].seat, ==, 1);
  g_assert_false (v.passes[0].near_end);
  gt_layouts_set_weighted (uniform, FALSE);
  gt_layouts_set_seed (weighted, 4);
  gt_layouts_set_seed (uniform, 4);
  gt_layouts_set_seed (twin, 4);
  for (guint k = 0; k < 200; k++)
    {
      g_assert_true (gt_layouts_sample (weighted, &v, &w));
      high_w += high_singles (&w, 1);
      g_assert_true (gt_layouts_sample (uniform, &v, &w));
      high_u += high_singles (&w, 1);
    }
  g_test_message ("E's high singles in 200 layouts: weighted %u, uniform %u", high_w, high_u);
  g_assert_cmpuint (high_w * 4, <, high_u * 3);

  /* The unseen cards dealt again, the same passes: the same view, the
   * same weighted layouts. */
  gt_layouts_set_seed (weighted, 5);
  redeal_unseen (&g, 2, r, &other);
  g_assert_false (memcmp (other.hand[1], g.hand[1], sizeof g.hand[1]) == 0);
  gt_view_init (&v2, &other, 2);
  g_assert_true (gt_view_equal (&v, &v2));
  gt_layouts_set_seed (twin, 5);
  for (guint k = 0; k < 20; k++)
    {
      g_assert_true (gt_layouts_sample (weighted, &v, &w));
      g_assert_true (gt_layouts_sample (twin, &v2, &w2));
      g_assert_cmpmem (w.hand, sizeof w.hand, w2.hand, sizeof w2.hand);
    }
  gt_layouts_free (weighted);
  gt_layouts_free (uniform);
  gt_layouts_free (twin);
  g_rand_free (r);
}

/* A view kept action by action (gt_view_observe(): every pass of the
 * deal) holds nothing but what the seat saw: it is the view of the
 * position with the unseen cards dealt again, plus the public history;
 * and the strong player decides the same from both. */
static void
test_observed (void)
{
  const GtRuleset *rs = gt_ruleset_lookup ("guandan");
  GRand *deal = g_rand_new_with_seed (13), *r = g_rand_new_with_seed (14);
  GtPlayer *strong = player (GT_PLAYER_STRONG), *twin = player (GT_PLAYER_STRONG);
  GtView views[GT_SEATS_MAX];
  GtGame g;
  guint decisions = 0, remembered = 0;

  gt_game_init (&g, rs, 0);
  g_assert_true (gt_game_deal (&g, deal));
  for (guint s = 0; s < g.n_seats; s++)
    gt_view_init (&views[s], &g, s);
  while (g.phase == GT_PHASE_TRIBUTE || g.phase == GT_PHASE_RETURN || g.phase == GT_PHASE_PLAY)
    {
      GtGame before, other;
      GtView fresh;
      GtAction mine, again;
      guint seat = g.turn;

      redeal_unseen (&g, seat, r, &other);
      gt_view_init (&fresh, &other, seat);
      /* What only the history showed, copied: the rest must agree. */
      fresh.n_passes = views[seat].n_passes;
      memcpy (fresh.passes, views[seat].passes, sizeof fresh.passes);
      memcpy (fresh.voids, views[seat].voids, sizeof fresh.voids);
      g_assert_true (gt_view_equal (&views[seat], &fresh));
      remembered += views[seat].n_passes > 1;
      g_assert_true (gt_player_act_view (strong, &views[seat], &mine));
      g_assert_true (gt_player_act_view (twin, &fresh, &again));
      g_assert_true (same_action (&mine, &again));
      decisions++;
      before = g;
      g_assert_true (gt_game_act (&g, rs, &mine, NULL, NULL));
      for (guint s = 0; s < g.n_seats; s++)
        gt_view_observe (&views[s], &before, &mine, &g);
    }
  g_assert_cmpuint (decisions, >, 20);
  g_assert_cmpuint (remembered, >, 0);
  gt_player_free (strong);
  gt_player_free (twin);
  g_rand_free (deal);
  g_rand_free (r);
}

int
main (int    argc,
      char **argv)
{
  const GtRuleset *const *all = gt_rulesets ();

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; all[i] != NULL; i++)
    {
      char *path = g_strdup_printf ("/fair/players/%s", all[i]->id);
      g_test_add_data_func (path, all[i], test_players);
      g_free (path);
    }
  g_test_add_func ("/fair/endgames", test_endgames);
  g_test_add_func ("/fair/analyst-peeks", test_analyst_peeks);
  g_test_add_func ("/fair/sample", test_sample);
  g_test_add_func ("/fair/sample-voids", test_sample_voids);
  g_test_add_func ("/fair/weighted", test_weighted);
  g_test_add_func ("/fair/observed", test_observed);
  return g_test_run ();
}
