/* gt-table-model.c — the card table as it is shown, whatever the game
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_table_model_from_game() is the one function that reads a GtGame for
 * the table: the widget and the handout both show what it fills.
 */
#define G_LOG_DOMAIN "gt-table-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-table-model.h"

void
gt_table_model_init (GtTableModel *model,
                     guint         n_seats)
{
  static const char *const numbers[GT_TABLE_MAX_SEATS] = { "1", "2", "3", "4", "5", "6" };

  g_return_if_fail (model != NULL);
  g_return_if_fail (n_seats >= 2 && n_seats <= GT_TABLE_MAX_SEATS);

  memset (model, 0, sizeof *model);
  model->n_seats = n_seats;
  model->learner = 0;
  model->turn = GT_TABLE_NO_SEAT;
  model->kind = GT_TABLE_CLIMB;
  model->round_by = GT_TABLE_NO_SEAT;
  model->trick_leader = GT_TABLE_NO_SEAT;
  model->trick_winning = GT_TABLE_NO_SEAT;
  gt_card_list_init (&model->round_play);
  gt_card_list_init (&model->point_cards);
  for (guint i = 0; i < GT_TABLE_MAX_SEATS; i++)
    {
      GtTableSeat *s = &model->seats[i];

      s->label = numbers[i];
      s->in_play = i < n_seats;
      gt_card_list_init (&s->cards);
      gt_card_list_init (&s->last);
      gt_card_list_init (&model->trick[i]);
    }
}

static char *
level_text (const GtRuleset *rs,
            const GtRuleCtx *ctx,
            const GtGame    *game)
{
  GString *wild = g_string_new (NULL);
  GString *text = g_string_new (NULL);
  gboolean jokers = FALSE;

  /* The wild cards of the game's deck (Bao Huang's marked jokers are in
   * no other deck); jokers named once, as "jokers". */
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (rs->copies[c] > 0 && rs->is_wild (ctx, (GtCard) c))
      {
        if (gt_card_is_joker ((GtCard) c))
          {
            jokers = TRUE;
            continue;
          }
        if (wild->len > 0)
          g_string_append (wild, ", ");
        g_string_append_printf (wild, "%s%s",
                                gt_rank_to_string (gt_card_rank ((GtCard) c)),
                                gt_suit_to_symbol (gt_card_suit ((GtCard) c)));
      }
  if (jokers)
    {
      if (wild->len > 0)
        g_string_append (wild, ", ");
      /* Translators: in the table's badge, the wild cards when they are the
       * jokers: "wild: jokers" */
      g_string_append (wild, _("jokers"));
    }

  if (rs->game->table == GT_TABLE_TRICK)
    {
      /* A trick game's trumps: the trump rank (its level) and the trump
       * suit, always in view (the jokers and the rank's cards are trumps
       * in every suit, which the rules page says). */
      if (ctx->trump_suit < GT_SUIT_NONE)
        /* Translators: the badge on a trick game's table: the trump rank,
         * then the trump suit, "Trump rank 5 · trump suit ♥" */
        g_string_append_printf (text, _("Trump rank %1$s · trump suit %2$s"), gt_rank_to_string (ctx->level),
                                gt_suit_to_symbol ((GtSuit) ctx->trump_suit));
      else
        /* Translators: the badge on a trick game's table before a trump
         * suit is fixed, "Trump rank 5" */
        g_string_append_printf (text, _("Trump rank %s"), gt_rank_to_string (ctx->level));
    }
  else if (rs->game->no_level)
    {
      if (wild->len > 0)
        /* Translators: the table's badge in a game without levels: its wild
         * cards, "wild: jokers" */
        g_string_append_printf (text, _("wild: %s"), wild->str);
    }
  else if (wild->len > 0)
    /* Translators: the level badge on the card table: the deal's level
     * rank, then the wild cards, "Level 2 · wild: 2♥" */
    g_string_append_printf (text, _("Level %1$s · wild: %2$s"), gt_rank_to_string (ctx->level), wild->str);
  else
    /* Translators: the level badge on the card table, "Level 2" */
    g_string_append_printf (text, _("Level %s"), gt_rank_to_string (ctx->level));

  /* A game with a stock to draw from (Gan Deng Yan): how many cards it
   * holds, which everyone sees. */
  if (game != NULL && game->stock_n > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* While a trick game's cards are drawn (Da Bai Fen's declaring),
       * the stock is the pack still to draw. */
      if (rs->game->table == GT_TABLE_TRICK && game->phase != GT_PHASE_DECLARE)
        /* Translators: in a trick game's badge, the cards laid aside face
         * down (Da Bai Fen's kitty, 底牌) */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "kitty: %u card", "kitty: %u cards",
                                                   game->stock_n), game->stock_n);
      else
        /* Translators: in the table's badge, the cards left in the stock */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "stock: %u card", "stock: %u cards",
                                                   game->stock_n), game->stock_n);
    }
  g_string_free (wild, TRUE);
  return g_string_free (text, FALSE);
}

/* Tells the sides apart where the roles shown say them: a role worn by
 * more seats than another (two farmers, one landlord) is the side of the
 * many.  Roles worn by as many seats each (Bao Huang's emperor and guard,
 * one each) or one role alone (Da Bai Fen's declarers) are the side of the
 * one: those roles name the side the deal turns on. */
static void
mark_role_sides (GtTableModel *model)
{
  guint fewest = G_MAXUINT, most = 0;
  guint worn[GT_TABLE_MAX_SEATS] = { 0 };

  for (guint i = 0; i < model->n_seats; i++)
    {
      if (model->seats[i].role == NULL)
        continue;
      for (guint j = 0; j < model->n_seats; j++)
        if (model->seats[j].role != NULL && strcmp (model->seats[i].role, model->seats[j].role) == 0)
          worn[i]++;
      fewest = MIN (fewest, worn[i]);
      most = MAX (most, worn[i]);
    }
  for (guint i = 0; i < model->n_seats; i++)
    model->seats[i].role_many = model->seats[i].role != NULL && most > fewest && worn[i] == most;
}

void
gt_table_model_from_game (GtTableModel    *model,
                          const GtRuleset *rs,
                          const GtGame    *game,
                          guint8           face_down)
{
  const char *phase;
  char *badge;
  guint n_in_play = 0;

  g_return_if_fail (model != NULL);
  g_return_if_fail (rs != NULL && game != NULL);

  gt_table_model_init (model, game->n_seats);
  model->rs = rs;
  gt_game_rule_ctx (game, &model->ctx);
  model->learner = 0;
  model->turn = game->phase == GT_PHASE_PLAY && game->turn < game->n_seats ? game->turn : GT_TABLE_NO_SEAT;

  for (guint seat = 0; seat < game->n_seats; seat++)
    {
      GtTableSeat *s = &model->seats[seat];
      int told = gt_game_disclosed_count (game, seat);

      s->label = gt_game_seat_name (game, seat, GT_SEAT_NAME_LETTER);
      /* The seat in words, for its tooltip and the accessible names:
       * the learner's seat (the first) and the partner's say whose they
       * are. */
      s->name = gt_game_seat_words (game, seat);
      s->in_play = (game->seats & (1u << seat)) != 0;
      n_in_play += s->in_play ? 1 : 0;
      s->face_up = seat == 0 || (face_down & (1u << seat)) == 0;
      gt_game_hand_list (game, seat, &s->cards);
      s->count = game->count[seat];
      /* gd.count.disclose and the like: a count the rules do not tell
       * exactly is shown as "N+" (the game tells up to N). */
      s->count_hidden_above = told < 0 ? 10 : 0;
      /* Only what the learner may know: a role the game hides (Bao
       * Huang's secret guard) stays off the table until revealed. */
      s->role = gt_game_seat_role (game, seat, model->learner);
      if ((game->out & (1u << seat)) != 0)
        {
          s->place = game->n_order + 1;
          for (guint i = 0; i < game->n_order && i < GT_SEATS_MAX; i++)
            if (game->order[i] == seat)
              s->place = i + 1;
        }
    }
  mark_role_sides (model);

  if (rs->game->table == GT_TABLE_TRICK)
    {
      /* The trick so far, play i by the i-th seat in play from the leader;
       * the game says which play is winning. */
      model->kind = GT_TABLE_TRICK;
      model->trick_leader = game->trick_n > 0 ? game->trick_leader : GT_TABLE_NO_SEAT;
      model->trick_n = game->trick_n;
      for (guint i = 0; i < game->trick_n && i < GT_TABLE_MAX_SEATS; i++)
        for (guint k = 0; k < game->trick_len[i]; k++)
          gt_card_list_append (&model->trick[i], game->trick_card[game->trick_at[i] + k], GT_CARD_NONE);
      if (game->trick_n > 0 && rs->game->trick_taker != NULL)
        model->trick_winning = rs->game->trick_taker (game);
    }

  else
    {
      for (guint seat = 0; seat < game->n_seats; seat++)
        model->seats[seat].passed = (game->passed & (1u << seat)) != 0;
      if (game->table_n > 0 && game->table_by < game->n_seats)
        {
          model->round_by = game->table_by;
          for (guint i = 0; i < game->table_n; i++)
            gt_card_list_append (&model->round_play, game->table_card[i], game->table_as[i]);
        }
    }

  /* The defenders' points, face up, in the order of the card kinds (by
   * rank): the cards each of their seats has taken, together. */
  {
    guint8 taken[GT_CARD_KINDS] = { 0 };

    for (guint seat = 0; seat < game->n_seats; seat++)
      if (gt_game_is_defender (game, seat))
        {
          model->has_points = TRUE;
          model->defenders |= (guint8) (1u << seat);
          model->points += game->points[seat];
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            taken[c] += (guint8) gt_card_set_count (&game->point_cards[seat], (GtCard) c);
        }
    /* What the game adds at the deal's end (Da Bai Fen: the kitty, its
     * points doubled, to the side that takes the last trick) joins the
     * pile once it is added, so that the pile says what the result is
     * computed from: the kitty's point cards face up with the others. */
    if (model->has_points)
      {
        guint total = gt_game_defenders_points (game);

        if (total > model->points)
          {
            for (guint i = 0; i < game->stock_n; i++)
              if (rs->game->card_points[game->stock[i]] > 0)
                taken[game->stock[i]]++;
            model->points = total;
          }
      }
    /* Every copy: a game of several decks takes a card twice. */
    for (guint c = 0; c < GT_CARD_KINDS; c++)
      for (guint k = 0; k < taken[c]; k++)
        gt_card_list_append (&model->point_cards, (GtCard) c, GT_CARD_NONE);
  }

  badge = level_text (rs, &model->ctx, game);
  g_strlcpy (model->badge, badge, sizeof model->badge);
  g_free (badge);
  /* Not "The deal is over" for a position of fewer than four seats (a
   * puzzle), which ends when its goal is decided, not with a deal. */
  phase = game->phase == GT_PHASE_DEAL_OVER && n_in_play < game->n_seats ? NULL : gt_game_phase_words (game);
  g_strlcpy (model->phase, phase != NULL ? phase : "", sizeof model->phase);

  /* A game that scores its deals (Gan Deng Yan: the cards left) says the
   * scores once a deal is over: "Scores: 1 +7 · 2 −3 · 3 −4". */
  {
    int scores[GT_SEATS_MAX];

    if ((game->phase == GT_PHASE_DEAL_OVER || game->phase == GT_PHASE_GAME_OVER) &&
        gt_game_deal_scores (game, scores))
      {
        GString *text = g_string_new (NULL);

        for (guint seat = 0; seat < game->n_seats; seat++)
          {
            if (!(game->seats & (1u << seat)))
              continue;
            if (text->len > 0)
              g_string_append (text, " · ");
            /* The sign always written, a real minus sign for a loss. */
            g_string_append_printf (text, "%s %s%d", gt_game_seat_id (game, seat),
                                    scores[seat] > 0 ? "+" : scores[seat] < 0 ? "−" : "", ABS (scores[seat]));
          }
        /* Translators: the centre of the table after a deal that is scored,
         * each seat's score: "Scores: 1 +7 · 2 −3 · 3 −4" */
        g_snprintf (model->phase, sizeof model->phase, _("Scores: %s"), text->str);
        g_string_free (text, TRUE);
      }
  }
}

char *
gt_table_model_points_text (const GtTableModel *model)
{
  g_return_val_if_fail (model != NULL, NULL);

  if (!model->has_points)
    return NULL;
  /* Translators: over the point cards the defenders (闲家) have taken, laid
   * face up on a Da Bai Fen table, and their total: "Defenders 35" */
  return g_strdup_printf (C_("points", "Defenders %u"), model->points);
}
