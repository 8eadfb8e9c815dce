/* gd-position.c — Guandan's own keys of a position: the tribute
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position in phase tribute or return (docs/position-format.md) is
 * Guandan's: the core reads the hands, the previous finishing order and the
 * phase, and these hooks (GtGameRules.keys, load_keys, save_keys) read the
 * rest — who paid which card to whom (key "tribute"), checked against
 * gd.tribute.*, and whose turn it is.
 */

#define G_LOG_DOMAIN "gd-position"

#include "config.h"

#include <string.h>

#include "gt-game.h"
#include "gd-game-private.h"

const char *const gd_position_keys[] = { "tribute", NULL };

/* Sets the error as the core's reader does, "key 'KEY': message", and the
 * key at fault (a static string). */
G_GNUC_PRINTF (5, 6)
static gboolean
fail (const char **bad_key,
      GError     **error,
      int          code,
      const char  *key,
      const char  *format,
      ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  *bad_key = key;
  g_set_error (error, GT_POSITION_ERROR, code, "key '%s': %s", key, msg);
  return FALSE;
}

/* The tributes of a position in phase return, against gd.tribute.*: what
 * no deal can lead to.  Hands are as after the tribute (and after the
 * returns given).  token[i] is entry i as written, for the message;
 * prev_given: the file gave the previous finishing order, which the entries
 * must then follow (else one that agrees with them is made up after). */
static gboolean
check_tribute (const GtGame    *g,
               char *const      token[2],
               gboolean         prev_given,
               const char     **bad_key,
               GError         **error)
{
  const GtRuleset *rs = g->rs;
  guint k = g->n_tribute;
  guint rj = 0;
  guint8 strength[GT_RANK_COUNT];
  GtRuleCtx ctx;

  gt_game_rule_ctx (g, &ctx);
  rs->rank_strength (&ctx, strength);

  for (guint i = 0; i < k; i++)
    {
      const GtTribute *t = &g->tribute[i];
      const char *giver = gt_game_seat_id (g, t->giver), *recv = gt_game_seat_id (g, t->receiver);

      if (t->giver == t->receiver)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s would pay itself; a tribute goes from one seat to another",
                     token[i], giver);
      if (!(g->seats & (1u << t->giver)))
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': seat %s, who pays, is not in play (give its hand)", token[i], giver);
      if (!(g->seats & (1u << t->receiver)))
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': seat %s, who receives, is not in play (give its hand)", token[i], recv);
    }

  /* gd.tribute.double: the two losers, partners, pay the two winners. */
  if (k == 2)
    {
      for (guint i = 0; i < k; i++)
        if (gt_game_side (g, g->tribute[i].giver) == gt_game_side (g, g->tribute[i].receiver))
          return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                       "tribute", "'%s': %s and %s are partners; in a double tribute the losers pay the "
                       "winners (gd.tribute.double)",
                       token[i], gt_game_seat_id (g, g->tribute[i].giver), gt_game_seat_id (g, g->tribute[i].receiver));
      if (g->tribute[0].giver == g->tribute[1].giver)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s pays twice; in a double tribute each loser pays one card "
                     "(gd.tribute.double)", token[1], gt_game_seat_id (g, g->tribute[1].giver));
      if (g->tribute[1].giver != gt_game_partner (g, g->tribute[0].giver))
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s is not the partner of %s; in a double tribute the two losers, "
                     "partners, pay (gd.tribute.double)",
                     token[1], gt_game_seat_id (g, g->tribute[1].giver), gt_game_seat_id (g, g->tribute[0].giver));
      if (g->tribute[0].receiver == g->tribute[1].receiver)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s receives twice; in a double tribute each winner receives one card "
                     "(gd.tribute.double)", token[1], gt_game_seat_id (g, g->tribute[1].receiver));
    }

  for (guint i = 0; i < k; i++)
    {
      const GtTribute *t = &g->tribute[i];
      const char *giver = gt_game_seat_id (g, t->giver), *recv = gt_game_seat_id (g, t->receiver);
      guint8 before[GT_CARD_KINDS];
      gboolean eligible[GT_CARD_KINDS];

      if (rs->is_wild (&ctx, t->card))
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s is a wild card at this level, never paid as tribute (gd.tribute.highest)",
                     token[i], gt_card_to_string (t->card));
      if (g->hand[t->receiver][t->card] == 0)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s does not hold %s, the card it received (hands are as after the tribute)",
                     token[i], recv, gt_card_to_string (t->card));
      if (t->returned != GT_CARD_NONE && t->returned == t->card)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s may not give back the card it received (gd.tribute.return-not-same)",
                     token[i], recv);
      if (t->returned != GT_CARD_NONE && g->hand[t->giver][t->returned] == 0)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "'%s': %s does not hold %s, the card returned to it", token[i], giver,
                     gt_card_to_string (t->returned));

      /* The giver's hand before it paid: the card paid was its highest. */
      memcpy (before, g->hand[t->giver], sizeof before);
      before[t->card]++;
      if (t->returned != GT_CARD_NONE)
        before[t->returned]--;
      gt_tribute_eligible (g->rs, before, g->level, eligible);
      if (!eligible[t->card])
        {
          GtCard higher = t->card;
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            if (eligible[c])
              higher = (GtCard) c;
          return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                       "tribute", "'%s': %s holds %s, higher than %s; a tribute is the giver's highest card "
                       "(gd.tribute.highest)", token[i], giver, gt_card_to_string (higher), gt_card_to_string (t->card));
        }
      rj += before[GT_CARD_RJ];
    }
  /* gd.tribute.resist: both big jokers among those who would pay, and
   * nobody pays. */
  if (rj >= 2)
    return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT, "tribute",
                 k == 1 ? "'%s': %s held both big jokers, so it would not have paid (gd.tribute.resist)"
                        : "'%s': %s and its partner held both big jokers, so neither would have paid "
                          "(gd.tribute.resist)",
                 token[k - 1], gt_game_seat_id (g, g->tribute[k - 1].giver));

  if (prev_given)
    {
      const guint8 *p = g->prev_order;
      g_autofree char *order = gt_game_seats_text (g, p, g->n_seats);
      gboolean twice = gt_game_side (g, p[0]) == gt_game_side (g, p[1]);

      if (twice && k == 1)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "after the finishing order %s (key 'previous'), %s and %s both pay: give two "
                     "entries (gd.tribute.double)", order, gt_game_seat_id (g, p[2]), gt_game_seat_id (g, p[3]));
      if (!twice && k == 2)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                     "tribute", "after the finishing order %s (key 'previous'), only %s pays: give one entry "
                     "(gd.tribute.single)", order, gt_game_seat_id (g, p[3]));
      for (guint i = 0; i < k; i++)
        {
          const GtTribute *t = &g->tribute[i];

          if (!twice && (t->giver != p[3] || t->receiver != p[0]))
            return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                         "tribute", "'%s': after the finishing order %s (key 'previous'), %s pays %s "
                         "(gd.tribute.single)", token[i], order, gt_game_seat_id (g, p[3]), gt_game_seat_id (g, p[0]));
          if (twice && ((t->giver != p[2] && t->giver != p[3]) || (t->receiver != p[0] && t->receiver != p[1])))
            return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                         "tribute", "'%s': after the finishing order %s (key 'previous'), %s and %s pay %s and %s "
                         "(gd.tribute.double)", token[i], order, gt_game_seat_id (g, p[2]), gt_game_seat_id (g, p[3]),
                         gt_game_seat_id (g, p[0]), gt_game_seat_id (g, p[1]));
        }
      if (twice)
        {
          guint first = g->tribute[0].receiver == p[0] ? 0 : 1;
          if (strength[gt_card_rank (g->tribute[first].card)] < strength[gt_card_rank (g->tribute[1 - first].card)])
            return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT,
                         "tribute", "'%s': %s, the first finisher, takes the higher card (gd.tribute.double)",
                         token[first], gt_game_seat_id (g, p[0]));
        }
    }
  return TRUE;
}

gboolean
gd_load_keys (GtGame      *g,
              GKeyFile    *kf,
              const char  *group,
              const char **bad_key,
              GError     **error)
{
  const GtRuleset *rs = g->rs;
  g_autofree char *tribute = g_key_file_has_key (kf, group, "tribute", NULL)
                             ? g_key_file_get_string (kf, group, "tribute", NULL) : NULL;

  if (tribute != NULL)
    g_strstrip (tribute);
  switch ((GtPhase) g->phase)
    {
    case GT_PHASE_TRIBUTE:
      if (!g->has_prev)
        return fail (bad_key, error, GT_POSITION_ERROR_MISSING, "previous", "missing: the tribute follows from the previous finishing order");
      if (g->seats != (1u << g->n_seats) - 1u)
        return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT, "phase", "a tribute needs all four seats in play");
      {
        /* setup_tribute() lives in gt-game.c: replay it through a deal of
         * the same hands. */
        GtCard deck[GT_DECK_MAX];
        guint k = 0, pos[GT_SEATS_MAX] = { 0 }, first = g->prev_order[3];
        GtGame copy = *g;
        gboolean full = TRUE;

        for (guint s = 0; s < g->n_seats; s++)
          full = full && g->count[s] == rs->hand_size;
        if (!full)
          return fail (bad_key, error, GT_POSITION_ERROR_INCONSISTENT, "phase", "a tribute is paid from full hands of %u cards", rs->hand_size);
        /* Lay the hands out so that dealing round from the previous last
         * finisher gives each seat its own cards back. */
        for (guint i = 0; i < rs->game->deck_size && i < GT_DECK_MAX; i++)
          {
            guint s = (first + i) % g->n_seats;
            while (g->hand[s][pos[s]] == 0)
              pos[s]++;
            deck[k++] = (GtCard) pos[s];
            g->hand[s][pos[s]]--;
          }
        *g = copy;
        g->phase = GT_PHASE_DEAL_OVER;
        g->deal_no--;
        gt_game_deal_deck (g, deck, k, 0);
      }
      break;
    case GT_PHASE_RETURN:
      {
        char **items;
        char *token[2] = { NULL, NULL };
        guint k = 0;
        gboolean ok = TRUE;

        if (tribute == NULL)
          return fail (bad_key, error, GT_POSITION_ERROR_MISSING, "tribute", "missing: who paid which card to whom?");
        items = g_strsplit (tribute, ";", -1);
        for (guint i = 0; items[i] && ok; i++)
          {
            char **field = g_strsplit (g_strstrip (items[i]), ":", -1);
            guint nf = g_strv_length (field), giver, recv;
            GtCard card, back = GT_CARD_NONE;

            if (*items[i] == '\0')
              {
                g_strfreev (field);
                continue;
              }
            if (k >= 2 || (nf != 3 && nf != 4) ||
                !gt_ruleset_seat_parse (g->rs, g->n_seats, field[0], &giver) || !gt_ruleset_seat_parse (g->rs, g->n_seats, field[1], &recv) ||
                !gt_card_parse (field[2], -1, &card) || (nf == 4 && !gt_card_parse (field[3], -1, &back)))
              ok = fail (bad_key, error, GT_POSITION_ERROR_BAD_VALUE,
                         "tribute", "'%s' should read GIVER:RECEIVER:CARD[:RETURNED], e.g. W:S:RJ", items[i]);
            else
              {
                g->tribute[k].giver = (guint8) giver;
                g->tribute[k].receiver = (guint8) recv;
                g->tribute[k].card = card;
                g->tribute[k].returned = back;
                token[k] = g_strdup (items[i]);
                k++;
              }
            g_strfreev (field);
          }
        g_strfreev (items);
        if (ok && k == 0)
          ok = fail (bad_key, error, GT_POSITION_ERROR_MISSING, "tribute", "no tribute given");
        g->n_tribute = (guint8) k;
        g->tribute_kind = k == 2 ? GT_TRIBUTE_DOUBLE : GT_TRIBUTE_SINGLE;
        ok = ok && check_tribute (g, token, g->has_prev, bad_key, error);
        g_free (token[0]);
        g_free (token[1]);
        if (!ok)
          return FALSE;
        if (!g->has_prev)
          {
            /* Enough of a previous order for the rules that read it: the
             * first finisher received the higher card (gd.tribute.double);
             * in a single tribute between partners (gd.tribute.single
             * allows it) the other team finished 2nd and 3rd. */
            guint8 strength[GT_RANK_COUNT];
            GtRuleCtx ctx;
            guint first = 0;

            gt_game_rule_ctx (g, &ctx);
            rs->rank_strength (&ctx, strength);
            if (k == 2 && strength[gt_card_rank (g->tribute[1].card)] > strength[gt_card_rank (g->tribute[0].card)])
              first = 1;
            g->prev_order[0] = g->tribute[first].receiver;
            g->prev_order[3] = g->tribute[first].giver;
            if (k == 2)
              {
                g->prev_order[1] = g->tribute[1 - first].receiver;
                g->prev_order[2] = g->tribute[1 - first].giver;
              }
            else if (gt_game_side (g, g->tribute[0].giver) == gt_game_side (g, g->tribute[0].receiver))
              {
                g->prev_order[1] = (g->tribute[0].receiver + 1u) % g->n_seats;
                g->prev_order[2] = (g->tribute[0].receiver + 3u) % g->n_seats;
              }
            else
              {
                g->prev_order[1] = gt_game_partner (g, g->tribute[0].giver);
                g->prev_order[2] = gt_game_partner (g, g->tribute[0].receiver);
              }
            g->has_prev = 1;
          }
        g->turn = g->tribute[0].receiver;
        for (guint i = 0; i < k; i++)
          if (g->tribute[i].returned == GT_CARD_NONE)
            {
              g->turn = g->tribute[i].receiver;
              break;
            }
        break;
      }
    case GT_PHASE_PLAY:
    case GT_PHASE_DEAL_OVER:
    case GT_PHASE_GAME_OVER:
    case GT_PHASE_DECLARE:
    case GT_PHASE_DISCARD:
    default:
      break;
    }
  return TRUE;
}

void
gd_save_keys (const GtGame *g,
              GKeyFile     *kf,
              const char   *group)
{
  if (g->phase == GT_PHASE_RETURN)
    {
      GString *t = g_string_new (NULL);
      for (guint i = 0; i < g->n_tribute; i++)
        {
          g_string_append_printf (t, "%s%s:%s:%s", i ? ";" : "", gt_game_seat_id (g, g->tribute[i].giver),
                                  gt_game_seat_id (g, g->tribute[i].receiver), gt_card_to_string (g->tribute[i].card));
          if (g->tribute[i].returned != GT_CARD_NONE)
            g_string_append_printf (t, ":%s", gt_card_to_string (g->tribute[i].returned));
        }
      g_key_file_set_string (kf, group, "tribute", t->str);
      g_string_free (t, TRUE);
    }
}
