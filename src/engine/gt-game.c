/* gt-game.c — the game core: seats, hands, turns, climbing rounds and tricks
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every game of the family does the same way lives here: whose turn
 * it is round a ring of 2–6 seats, a play taken out of a hand, a climbing
 * round (each player beats the play on the table or passes, and when
 * everyone else has passed its maker leads again), a trick (one play per
 * seat in order, then the game says who takes it and that seat leads),
 * going out and the finishing order.  Whether a play is a combination and
 * whether it beats the table is the ruleset's business (readings, beats,
 * judge); what happens around the plays — the deal, tribute, who leads when
 * the last player is out, the end of a deal and its scores, and the words
 * of every verdict — is the game's, behind GtGameRules (gt-game.h).  This
 * file never names a game.
 *
 * The transitions (apply_play, apply_pass, apply_trick) are shared by the
 * checked path, gt_game_act(), and the fast path that the solver and
 * self-play use, so the two can never disagree.
 */
#define G_LOG_DOMAIN "gt-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-game.h"

/* ---- Names ------------------------------------------------------------- */

const GtSeatNames gt_seat_names_numbered = {
  .id = { "1", "2", "3", "4", "5", "6" },
  .letter = { "1", "2", "3", "4", "5", "6" },
  .word = {
    NC_("seat", "Player 1"), NC_("seat", "Player 2"), NC_("seat", "Player 3"),
    NC_("seat", "Player 4"), NC_("seat", "Player 5"), NC_("seat", "Player 6"),
  },
  .you = NC_("seat", "You"),
};

static const char *const phase_names[] = {
  [GT_PHASE_TRIBUTE] = "tribute",
  [GT_PHASE_RETURN] = "return",
  [GT_PHASE_PLAY] = "play",
  [GT_PHASE_DEAL_OVER] = "deal-over",
  [GT_PHASE_GAME_OVER] = "game-over",
  [GT_PHASE_DECLARE] = "declare",
  [GT_PHASE_DISCARD] = "discard",
};

static const GtSeatNames *
seat_names (const GtRuleset *rs)
{
  return rs != NULL && rs->game != NULL && rs->game->seat_names != NULL ? rs->game->seat_names
                                                                       : &gt_seat_names_numbered;
}

static guint
max_seats (const GtRuleset *rs)
{
  return rs != NULL && rs->game != NULL ? MIN (rs->game->max_seats, GT_SEATS_MAX) : GT_SEATS_MAX;
}

/* A name for people in the seat names' context. */
static const char *
seat_text (const char *text)
{
  return text != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, "seat", text) : "?";
}

const char *
gt_ruleset_seat_id (const GtRuleset *rs,
                    guint            seat)
{
  if (seat >= max_seats (rs) || seat_names (rs)->id[seat] == NULL)
    return "-";
  return seat_names (rs)->id[seat];
}

const char *
gt_ruleset_seat_name (const GtRuleset *rs,
                      guint            seat,
                      GtSeatNameForm   form)
{
  const GtSeatNames *names = seat_names (rs);

  if (seat >= max_seats (rs))
    return "?";
  return seat_text (form == GT_SEAT_NAME_LETTER ? names->letter[seat] : names->word[seat]);
}

gboolean
gt_ruleset_seat_parse (const GtRuleset *rs,
                       guint            n_seats,
                       const char      *text,
                       guint           *seat)
{
  for (guint s = 0; text != NULL && s < MIN (n_seats, max_seats (rs)); s++)
    if (g_ascii_strcasecmp (text, gt_ruleset_seat_id (rs, s)) == 0)
      {
        *seat = s;
        return TRUE;
      }
  return FALSE;
}

const char *
gt_game_seat_id (const GtGame *g,
                 guint         seat)
{
  return seat < g->n_seats ? gt_ruleset_seat_id (g->rs, seat) : "-";
}

const char *
gt_game_seat_name (const GtGame   *g,
                   guint           seat,
                   GtSeatNameForm  form)
{
  return seat < g->n_seats ? gt_ruleset_seat_name (g->rs, seat, form) : "?";
}

const char *
gt_game_seat_words (const GtGame *g,
                    guint         seat)
{
  const GtSeatNames *names = seat_names (g->rs);

  if (seat == 0 && names->you != NULL)
    return seat_text (names->you);
  /* A partner hidden from the others stays hidden from the learner too. */
  if (names->partner != NULL && seat != 0 && seat == gt_game_partner (g, 0) &&
      !(g->hidden & (1u << seat)))
    return seat_text (names->partner);
  return gt_game_seat_name (g, seat, GT_SEAT_NAME_WORD);
}

const char *
gt_place_name (guint place)
{
  switch (place)
    {
    case 0: return C_("place", "1st");
    case 1: return C_("place", "2nd");
    case 2: return C_("place", "3rd");
    case 3: return C_("place", "4th");
    case 4: return C_("place", "5th");
    case 5: return C_("place", "6th");
    default: return "?";
    }
}

const char *
gt_phase_to_string (guint phase)
{
  return phase < G_N_ELEMENTS (phase_names) ? phase_names[phase] : "?";
}

gboolean
gt_phase_parse (const char *text,
                guint      *phase)
{
  for (guint p = 0; text != NULL && p < G_N_ELEMENTS (phase_names); p++)
    if (g_ascii_strcasecmp (text, phase_names[p]) == 0)
      {
        *phase = p;
        return TRUE;
      }
  return FALSE;
}

const char *
gt_team_to_string (guint team)
{
  return team == GT_TEAM_SN ? "SN" : team == GT_TEAM_EW ? "EW" : "-";
}

G_DEFINE_QUARK (gt-ruleset-error-quark, gt_ruleset_error)

G_GNUC_PRINTF (3, 4)
static gboolean
over_limit (const GtRuleset *rs,
            GError         **error,
            const char      *format,
            ...)
{
  va_list args;
  char *what;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, GT_RULESET_ERROR, GT_RULESET_ERROR_LIMIT, "%s: %s", rs->id, what);
  g_free (what);
  return FALSE;
}

/* One deck of rs (variants in force) against the limits. */
static gboolean
check_deck (const GtRuleset *rs,
            guint32          variants,
            GError         **error)
{
  guint8 copies[GT_CARD_KINDS];
  guint size = gt_ruleset_deck (rs, variants, copies), points = 0;

  if (size > GT_DECK_MAX)
    return over_limit (rs, error, "a deck of %u cards (variants 0x%x), more than GT_DECK_MAX (%u)",
                       size, variants, (guint) GT_DECK_MAX);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    {
      if (copies[c] > GT_COPIES_MAX)
        return over_limit (rs, error, "%u copies of %s (variants 0x%x), more than GT_COPIES_MAX (%u)",
                           copies[c], gt_card_to_string ((GtCard) c), variants, (guint) GT_COPIES_MAX);
      if ((rs->game->solver & GT_SOLVER_SPLIT) && copies[c] > GT_SOLVER_SPLIT_COPIES_MAX)
        return over_limit (rs, error, "%u copies of %s with the fewest-plays split (GT_SOLVER_SPLIT), "
                           "which takes GT_SOLVER_SPLIT_COPIES_MAX (%u)", copies[c],
                           gt_card_to_string ((GtCard) c), (guint) GT_SOLVER_SPLIT_COPIES_MAX);
      if (rs->game->card_points != NULL)
        points += copies[c] * rs->game->card_points[c];
    }
  /* A seat may take every point of the deck. */
  if (points > G_MAXUINT8)
    return over_limit (rs, error, "%u card points in the deck, more than a seat's count holds (%u)",
                       points, (guint) G_MAXUINT8);
  /* The wild cards one play may hold, at every level. */
  for (guint level = GT_RANK_2; level <= GT_RANK_A; level++)
    {
      GtRuleCtx ctx;
      guint wild = 0;

      gt_rule_ctx_init (&ctx, rs, level);
      ctx.variants = variants;
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (copies[c] > 0 && rs->is_wild (&ctx, (GtCard) c))
          wild += copies[c];
      if (MIN (wild, rs->max_combo_size) > GT_WILD_MAX)
        return over_limit (rs, error, "a play may hold %u wild cards (level %u, variants 0x%x), "
                           "more than a move records (GT_WILD_MAX, %u)", MIN (wild, rs->max_combo_size),
                           level, variants, (guint) GT_WILD_MAX);
    }
  return TRUE;
}

gboolean
gt_ruleset_check_limits (const GtRuleset *rs,
                         GError         **error)
{
  const GtGameRules *game = rs->game;
  guint n_keys = 0;

  g_return_val_if_fail (rs != NULL && rs->id != NULL, FALSE);
  if (game == NULL)
    return over_limit (rs, error, "no game around its plays (GtRuleset.game)");
  if (game->min_seats < 2 || game->min_seats > game->max_seats || game->max_seats > GT_SEATS_MAX ||
      game->seats < game->min_seats || game->seats > game->max_seats)
    return over_limit (rs, error, "%u to %u seats (usually %u), outside 2 to GT_SEATS_MAX (%u)",
                       game->min_seats, game->max_seats, game->seats, (guint) GT_SEATS_MAX);
  for (guint s = 0; game->seat_names != NULL && s < game->max_seats; s++)
    if (game->seat_names->id[s] == NULL || game->seat_names->letter[s] == NULL ||
        game->seat_names->word[s] == NULL)
      return over_limit (rs, error, "seat %u of %u has no name (GtGameRules.seat_names)", s + 1,
                         game->max_seats);
  if (rs->max_combo_size > GT_PLAY_MAX)
    return over_limit (rs, error, "plays of up to %u cards, more than the table holds (GT_PLAY_MAX, %u)",
                       rs->max_combo_size, (guint) GT_PLAY_MAX);
  if (game->table == GT_TABLE_TRICK && rs->max_combo_size > GT_TRICK_PLAY_MAX)
    return over_limit (rs, error, "plays of up to %u cards into a trick, more than a trick holds "
                       "(GT_TRICK_PLAY_MAX, %u)", rs->max_combo_size, (guint) GT_TRICK_PLAY_MAX);
  if (rs->hand_size > GT_LIST_MAX)
    return over_limit (rs, error, "hands of %u cards, more than a card list holds (GT_LIST_MAX, %u)",
                       rs->hand_size, (guint) GT_LIST_MAX);
  while (game->keys != NULL && game->keys[n_keys] != NULL)
    n_keys++;
  if (n_keys > GT_GAME_KEYS_MAX)
    return over_limit (rs, error, "%u position keys of its own, more than GT_GAME_KEYS_MAX (%u)",
                       n_keys, (guint) GT_GAME_KEYS_MAX);
  if (game->n_lead_reasons > GT_LEAD_REASONS_MAX)
    return over_limit (rs, error, "%u lead reasons, more than GT_LEAD_REASONS_MAX (%u)",
                       game->n_lead_reasons, (guint) GT_LEAD_REASONS_MAX);
  if (game->n_events > GT_EVENTS_OWN_MAX)
    return over_limit (rs, error, "%u events of its own, more than GT_EVENTS_OWN_MAX (%u)",
                       game->n_events, (guint) GT_EVENTS_OWN_MAX);
  /* Every deck the variants make: each variant on or off (a game has a
   * handful; the decks depend on few of them). */
  if (rs->n_variants > 12)
    return over_limit (rs, error, "%u variants, more than the check walks (12)", rs->n_variants);
  for (guint32 v = 0; v < (1u << rs->n_variants); v++)
    if (!check_deck (rs, v, error))
      return FALSE;
  return TRUE;
}

gboolean
gt_ruleset_has_action (const GtRuleset *rs,
                       GtActionType     type)
{
  if (type == GT_ACTION_PLAY || type == GT_ACTION_PASS)
    return TRUE;
  return type < 32 && (rs->game->actions & (1u << type)) != 0;
}

const GtLeadReasonInfo *
gt_game_lead_reason (const GtGame *g,
                     guint         reason)
{
  const GtGameRules *gr = g->rs->game;

  if (gr->lead_reasons == NULL || reason >= gr->n_lead_reasons || gr->lead_reasons[reason].id == NULL)
    return NULL;
  return &gr->lead_reasons[reason];
}

const GtStepAction *
gt_ruleset_step_action (const GtRuleset *rs,
                        const char      *id)
{
  for (const GtStepAction *a = rs->game->step_actions; a != NULL && a->id != NULL; a++)
    if (g_str_equal (a->id, id))
      return a;
  return NULL;
}

char *
gt_ruleset_step_action_ids (const GtRuleset *rs)
{
  GString *out = g_string_new (NULL);

  for (const GtStepAction *a = rs->game->step_actions; a != NULL && a->id != NULL; a++)
    g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", a->id);
  return g_string_free (out, FALSE);
}

const GtStepChoice *
gt_step_action_choice (const GtStepAction *act,
                       const char         *id)
{
  for (const GtStepChoice *c = act->choices; c != NULL && c->id != NULL; c++)
    if (g_ascii_strcasecmp (c->id, id) == 0)
      return c;
  return NULL;
}

const GtStepChoice *
gt_step_action_choice_of (const GtStepAction *act,
                          guint               choice)
{
  for (const GtStepChoice *c = act->choices; c != NULL && c->id != NULL; c++)
    if (c->choice == choice)
      return c;
  return NULL;
}

const char *
gt_game_lead_rule (const GtGame *g,
                   guint         reason)
{
  const GtLeadReasonInfo *info = gt_game_lead_reason (g, reason);

  return info != NULL ? info->rule : NULL;
}

char *
gt_game_lead_words (const GtGame *g,
                    guint         reason,
                    const char   *leader)
{
  const GtLeadReasonInfo *info = gt_game_lead_reason (g, reason);
  char *words;

  if (info == NULL || info->words == NULL)
    return NULL;
  /* The words are the game's table's, marked N_() and checked by msgfmt
   * as a C format with one %s, as are their translations. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  words = g_strdup_printf (_(info->words), leader);
#pragma GCC diagnostic pop
  return words;
}

const GtEventInfo *
gt_ruleset_event (const GtRuleset *rs,
                  guint            bit)
{
  const GtGameRules *gr = rs->game;
  guint i;

  if (bit == 0 || (bit & (bit - 1)) != 0 || bit < (1u << GT_EVENT_OWN_SHIFT))
    return NULL;
  i = (guint) g_bit_nth_lsf (bit, -1) - GT_EVENT_OWN_SHIFT;
  if (gr->events == NULL || i >= gr->n_events || gr->events[i].id == NULL)
    return NULL;
  return &gr->events[i];
}

/* ---- The game's words ---------------------------------------------------- */

/* A refusal through the game's words, or a bare one when it has none. */
#define REFUSE(g, v, name, ...)                                              \
  ((g)->rs->game->explain != NULL && (g)->rs->game->explain->name != NULL   \
   ? (g)->rs->game->explain->name ((g), __VA_ARGS__)                        \
   : refuse_bare (v))

static gboolean
refuse_bare (GtVerdict *v)
{
  if (v != NULL)
    {
      v->legal = FALSE;
      v->rule = NULL;
      g_clear_pointer (&v->explanation, g_free);
    }
  return FALSE;
}

/* ---- Setting up -------------------------------------------------------- */

static void
clear_climb (GtGame *g)
{
  memset (&g->table, 0, sizeof g->table);
  g->table.type = GT_COMBO_NONE;
  g->table_by = GT_SEAT_NONE;
  /* Past table_n every entry is GT_CARD_NONE already (apply_play keeps it
   * so): a round's end clears only the cards of its last play. */
  memset (g->table_card, GT_CARD_NONE, MIN (g->table_n, GT_PLAY_MAX));
  memset (g->table_as, GT_CARD_NONE, MIN (g->table_n, GT_PLAY_MAX));
  g->table_n = 0;
  g->passed = 0;
}

static void
clear_trick (GtGame *g)
{
  memset (g->trick_card, GT_CARD_NONE, sizeof g->trick_card);
  g->trick_leader = GT_SEAT_NONE;
  g->trick_n = 0;
  memset (g->trick_len, 0, sizeof g->trick_len);
  memset (g->trick_at, 0, sizeof g->trick_at);
}

/* The middle of the table, emptied as the game's kind has it (the two
 * kinds share their bytes). */
static void
clear_table (GtGame *g)
{
  if (g->rs->game->table == GT_TABLE_TRICK)
    clear_trick (g);
  else
    clear_climb (g);
}

static void
clear_tribute (GtGame *g)
{
  g->tribute_kind = GT_TRIBUTE_NONE;
  g->n_tribute = 0;
  for (guint i = 0; i < G_N_ELEMENTS (g->tribute); i++)
    {
      g->tribute[i].giver = GT_SEAT_NONE;
      g->tribute[i].receiver = GT_SEAT_NONE;
      g->tribute[i].card = GT_CARD_NONE;
      g->tribute[i].returned = GT_CARD_NONE;
    }
}

gboolean
gt_game_init_seats (GtGame          *g,
                    const GtRuleset *rs,
                    guint            n_seats,
                    guint32          variants)
{
  const GtGameRules *gr = rs->game;
  gboolean ok = n_seats >= gr->min_seats && n_seats <= gr->max_seats && n_seats <= GT_SEATS_MAX;

  /* The whole struct, padding included: positions compare with memcmp. */
  memset (g, 0, sizeof *g);
  g->rs = rs;
  g->n_seats = (guint8) (ok ? n_seats : gr->seats);
  for (guint s = 0; s < GT_SEATS_MAX; s++)
    g->side[s] = s < g->n_seats ? (guint8) s : GT_SIDE_NONE;
  g->levels[0] = g->levels[1] = 2;
  g->level = 2;
  g->declarer = GT_TEAM_NONE;
  g->phase = GT_PHASE_DEAL_OVER;
  g->turn = GT_SEAT_NONE;
  g->winner = GT_TEAM_NONE;
  memset (g->order, GT_SEAT_NONE, sizeof g->order);
  memset (g->prev_order, GT_SEAT_NONE, sizeof g->prev_order);
  g->variants = variants;
  g->last_trick_by = GT_SEAT_NONE;
  g->trump_suit = GT_SUIT_NONE;
  if (gr->table == GT_TABLE_CLIMB)
    {
      /* Every entry, once: from here on only a play's own are cleared. */
      memset (g->table_card, GT_CARD_NONE, sizeof g->table_card);
      memset (g->table_as, GT_CARD_NONE, sizeof g->table_as);
    }
  clear_table (g);
  clear_tribute (g);
  if (gr->setup != NULL)
    gr->setup (g);
  return ok;
}

void
gt_game_init (GtGame          *g,
              const GtRuleset *rs,
              guint32          variants)
{
  gt_game_init_seats (g, rs, rs->game->seats, variants);
}

gboolean
gt_game_set_variant (GtGame     *g,
                     const char *name)
{
  GtRuleCtx ctx;

  gt_rule_ctx_init (&ctx, g->rs, g->level);
  if (!gt_ruleset_set_variant (g->rs, &ctx, name))
    return FALSE;
  g->variants |= ctx.variants;
  return TRUE;
}

void
gt_game_rule_ctx (const GtGame *g,
                  GtRuleCtx    *ctx)
{
  ctx->rs = g->rs;
  ctx->level = g->level;
  ctx->trump_suit = g->trump_suit;
  ctx->variants = g->variants;
}

/* Inlined in the transitions, which are the solver's per-node work. */
static inline guint
next_active (const GtGame *g,
             guint         seat)
{
  guint t = seat;

  for (guint i = 1; i <= g->n_seats; i++)
    {
      t = gt_game_next_seat (g, t);
      if (gt_game_seat_active (g, t))
        return t;
    }
  return GT_SEAT_NONE;
}

guint
gt_game_next_active (const GtGame *g,
                     guint         seat)
{
  return next_active (g, seat);
}

guint
gt_game_partner (const GtGame *g,
                 guint         seat)
{
  guint t = seat;

  if (seat >= g->n_seats)
    return GT_SEAT_NONE;
  for (guint i = 1; i < g->n_seats; i++)
    {
      t = gt_game_next_seat (g, t);
      if (gt_game_same_side (g, seat, t))
        return t;
    }
  return GT_SEAT_NONE;
}

guint
gt_ruleset_deck (const GtRuleset *rs,
                 guint32          variants,
                 guint8           copies[GT_CARD_KINDS])
{
  if (rs->game != NULL && rs->game->deck != NULL)
    return rs->game->deck (variants, copies);
  memcpy (copies, rs->copies, GT_CARD_KINDS);
  return rs->game != NULL ? rs->game->deck_size : 0;
}

gboolean
gt_game_deal_scores (const GtGame *g,
                     int           scores[GT_SEATS_MAX])
{
  memset (scores, 0, sizeof (int) * GT_SEATS_MAX);
  if (g->rs->game->deal_scores == NULL || g->phase == GT_PHASE_PLAY || g->deal_no == 0)
    return FALSE;
  g->rs->game->deal_scores (g, scores);
  return TRUE;
}

const char *
gt_game_phase_words (const GtGame *g)
{
  const char *const *own = g->rs->game->phase_words;

  if (g->phase < GT_PHASES && own != NULL && own[g->phase] != NULL)
    return _(own[g->phase]);
  switch ((GtPhase) g->phase)
    {
    case GT_PHASE_DEAL_OVER: return _("The deal is over");
    case GT_PHASE_GAME_OVER: return _("The game is over");
    case GT_PHASE_TRIBUTE:
    case GT_PHASE_RETURN:
    case GT_PHASE_PLAY:
    case GT_PHASE_DECLARE:
    case GT_PHASE_DISCARD:
    default: return NULL;
    }
}

char *
gt_label_strip_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (p[0] == '(' && p[1] == '_' && p[2] != '\0' && p[3] == ')')
        {
          p += 3;
          continue;
        }
      if (*p != '_')
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
gt_game_declare_words (const GtGame *g,
                       guint         choice)
{
  const GtGameRules *gr = g->rs->game;

  for (const GtStepAction *a = gr->step_actions; a != NULL && a->id != NULL; a++)
    if (a->type == GT_ACTION_DECLARE)
      {
        const GtStepChoice *c = gt_step_action_choice_of (a, choice);

        if (c != NULL)
          return gt_label_strip_mnemonic (_(c->label));
      }
  if (gr->declare_words == NULL || choice >= gr->n_declare_words || gr->declare_words[choice] == NULL)
    return NULL;
  return g_strdup (_(gr->declare_words[choice]));
}

void
gt_game_deal_words (const GtGame *g,
                    guint         viewer,
                    GPtrArray    *lines)
{
  if (g->rs->game->deal_words != NULL)
    g->rs->game->deal_words (g, viewer, lines);
}

const char *
gt_game_seat_role (const GtGame *g,
                   guint         seat,
                   guint         viewer)
{
  if (seat >= g->n_seats || g->rs->game->seat_role == NULL)
    return NULL;
  /* A hidden side hides the role that makes it: only its seat knows. */
  if ((g->hidden & (1u << seat)) != 0 && seat != viewer)
    return NULL;
  return g->rs->game->seat_role (g, seat);
}

gboolean
gt_game_is_defender (const GtGame *g,
                     guint         seat)
{
  return seat < g->n_seats && g->rs->game->card_points != NULL && g->declarer < GT_SEATS_MAX &&
         g->side[seat] != g->declarer;
}

gboolean
gt_game_deal_deck (GtGame       *g,
                   const GtCard *deck,
                   guint         n,
                   guint         turned)
{
  const GtRuleset *rs = g->rs;
  guint8 counts[GT_CARD_KINDS] = { 0 }, copies[GT_CARD_KINDS];
  guint size = gt_ruleset_deck (rs, g->variants, copies);

  if (g->phase != GT_PHASE_DEAL_OVER || n != size || turned >= n)
    return FALSE;
  /* The game's deck and nothing else: the deal below trusts it. */
  for (guint i = 0; i < n; i++)
    if (deck[i] >= GT_CARD_KINDS || ++counts[deck[i]] > copies[deck[i]])
      return FALSE;

  memset (g->hand, 0, sizeof g->hand);
  memset (g->count, 0, sizeof g->count);
  memset (g->gone, 0, sizeof g->gone);
  memset (g->order, GT_SEAT_NONE, sizeof g->order);
  memset (g->tricks, 0, sizeof g->tricks);
  g->n_order = 0;
  g->seats = (guint8) ((1u << g->n_seats) - 1);
  g->out = 0;
  g->a_only = 0;
  g->stock_n = 0;
  g->last_trick_by = GT_SEAT_NONE;
  g->trump_suit = GT_SUIT_NONE;
  g->faults = 0;
  memset (g->points, 0, sizeof g->points);
  memset (g->point_cards, 0, sizeof g->point_cards);
  clear_table (g);
  clear_tribute (g);
  g->deal_no++;
  rs->game->deal (g, deck, turned);
  return TRUE;
}

gboolean
gt_game_deal (GtGame *g,
              GRand  *rand)
{
  GtCard deck[GT_DECK_MAX];
  guint8 copies[GT_CARD_KINDS];
  guint n = 0;

  gt_ruleset_deck (g->rs, g->variants, copies);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < copies[c] && n < GT_DECK_MAX; k++)
      deck[n++] = (GtCard) c;
  if (n == 0)
    return FALSE;
  /* Fisher–Yates with GRand, so that a seed gives the same deal everywhere. */
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      GtCard t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
  return gt_game_deal_deck (g, deck, n, (guint) g_rand_int_range (rand, 0, (gint32) n));
}

/* ---- Transitions ------------------------------------------------------- */

/* The seat has played its last card. */
static guint
went_out (GtGame        *g,
          guint          seat,
          const GtCombo *combo)
{
  const GtGameRules *gr = g->rs->game;

  g->out |= (guint8) (1u << seat);
  g->order[g->n_order++] = (guint8) seat;
  if (gr->went_out != NULL)
    gr->went_out (g, seat, combo);
  if (gr->deal_ended (g))
    return GT_EVENT_OUT | gr->end_deal (g);
  return GT_EVENT_OUT;
}

static guint
apply_play (GtGame        *g,
            guint          seat,
            const GtCombo *combo,
            guint          n,
            const GtCard  *card,
            const GtCard  *as)
{
  guint ev = combo->bomb ? GT_EVENT_BOMB : 0;

  for (guint i = 0; i < n; i++)
    {
      g->hand[seat][card[i]]--;
      g->gone[card[i]]++;
      g->table_card[i] = card[i];
      g->table_as[i] = as ? as[i] : GT_CARD_NONE;
    }
  /* Past table_n every entry is GT_CARD_NONE already: clear only what the
   * play before left. */
  for (guint i = n; i < g->table_n; i++)
    g->table_card[i] = g->table_as[i] = GT_CARD_NONE;
  g->count[seat] -= (guint8) n;
  if (G_UNLIKELY (g->rs->game->played != NULL))
    g->rs->game->played (g, seat, card, n);
  g->table = *combo;
  g->table.pad[0] = g->table.pad[1] = 0;  /* states compare with memcmp */
  g->table_by = (guint8) seat;
  g->table_n = (guint8) n;
  g->passed = 0;

  if (g->count[seat] == 0)
    {
      ev |= went_out (g, seat, combo);
      if (ev & GT_EVENT_DEAL_OVER)
        return ev;
    }
  g->turn = (guint8) next_active (g, seat);
  return ev;
}

static guint
apply_pass (GtGame *g)
{
  const GtGameRules *gr = g->rs->game;
  guint seat = g->turn;
  guint others, by = g->table_by;
  guint reason = GT_LEAD_ROUND, ev = GT_EVENT_ROUND_END, leader;

  g->passed |= (guint8) (1u << seat);
  others = (guint) g->seats & ~(guint) g->out & ~(1u << by);
  if ((others & ~(guint) g->passed) != 0)
    {
      g->turn = (guint8) next_active (g, seat);
      return 0;
    }

  /* Everyone still holding cards passed on it: the round is over and its
   * maker leads — or, gone out with it, whoever the game says — after
   * whatever the game does between rounds (drawing from a stock). */
  clear_table (g);
  if (G_UNLIKELY (gr->round_end != NULL))
    ev |= gr->round_end (g, by);
  if (gt_game_seat_active (g, by))
    leader = by;
  else if (gr->lead_after_out != NULL)
    leader = gr->lead_after_out (g, by, &reason, &ev);
  else
    leader = next_active (g, by);
  g->turn = (guint8) leader;
  g->lead_reason = (guint8) reason;
  return ev;
}

/* One play into the trick; when every seat in play has played, the game
 * says who takes it, and that seat leads the next one. */
G_GNUC_NO_INLINE static guint
apply_trick (GtGame       *g,
             guint         seat,
             guint         n,
             const GtCard *card)
{
  const GtGameRules *gr = g->rs->game;
  guint at = g->trick_n > 0 ? g->trick_at[g->trick_n - 1] + g->trick_len[g->trick_n - 1] : 0;
  guint in_play = 0, taker, ev = 0;

  if (g->trick_n == 0)
    g->trick_leader = (guint8) seat;
  if (gr->trick_played != NULL)
    gr->trick_played (g, seat, n, card);
  for (guint i = 0; i < n; i++)
    {
      g->hand[seat][card[i]]--;
      g->gone[card[i]]++;
      g->trick_card[at + i] = card[i];
    }
  g->count[seat] -= (guint8) n;
  g->trick_at[g->trick_n] = (guint8) at;
  g->trick_len[g->trick_n] = (guint8) n;
  g->trick_n++;

  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats & (1u << s))
      in_play++;
  if (g->trick_n < in_play)
    {
      /* A trick goes round every seat in play, cards or none. */
      guint t = seat;
      for (guint i = 1; i <= g->n_seats; i++)
        {
          t = gt_game_next_seat (g, t);
          if (g->seats & (1u << t))
            break;
        }
      g->turn = (guint8) t;
      return 0;
    }

  taker = gt_game_trick_winner (g);
  g->tricks[taker]++;
  if (gr->card_points != NULL)
    {
      guint sum = at + n;
      for (guint i = 0; i < sum; i++)
        {
          GtCard c = g->trick_card[i];

          if (gr->card_points[c] == 0)
            continue;
          g->points[taker] = (guint8) (g->points[taker] + gr->card_points[c]);
          /* One more copy of c among the taker's (GtCardSet's 4-bit
           * count of card c). */
          g->point_cards[taker].rank[c >> 2] += (guint16) (1u << ((c & 3) * 4));
        }
    }
  g->last_trick_by = (guint8) taker;
  ev = GT_EVENT_TRICK_END;
  clear_trick (g);
  g->turn = (guint8) taker;
  g->lead_reason = GT_LEAD_ROUND;

  /* The last trick: everyone is out of cards together, in the order the
   * game's end of deal decides. */
  if (g->count[taker] == 0)
    {
      for (guint s = 0; s < g->n_seats; s++)
        if ((g->seats & (1u << s)) && !(g->out & (1u << s)) && g->count[s] == 0)
          {
            g->out |= (guint8) (1u << s);
            g->order[g->n_order++] = (guint8) s;
          }
      if (gr->deal_ended (g))
        ev |= GT_EVENT_DEAL_OVER | gr->end_deal (g);
    }
  return ev;
}

guint
gt_game_trick_winner (const GtGame *g)
{
  guint i, s;

  if (g->trick_n == 0 || g->rs->game->trick_taker == NULL)
    return GT_SEAT_NONE;
  i = g->rs->game->trick_taker (g);
  /* Play i was made by the i-th seat in play after the leader. */
  s = g->trick_leader;
  for (guint k = 0; k < i; k++)
    {
      for (guint j = 1; j <= g->n_seats; j++)
        {
          s = gt_game_next_seat (g, s);
          if (g->seats & (1u << s))
            break;
        }
    }
  return s;
}

/* The wild cards of a play carry what they stand for: the move's
 * declarations in order, or themselves (gd.wild.natural).  Out of line:
 * most plays have none, and the fast path stays small. */
G_GNUC_NO_INLINE static void
declare_wild (const GtGame *g,
              const GtMove *m,
              const GtCard *cards,
              GtCard       *as,
              guint         n)
{
  GtRuleCtx ctx;
  guint w = 0;

  gt_game_rule_ctx (g, &ctx);
  for (guint i = 0; i < n && w < m->n_wild; i++)
    if (g->rs->is_wild (&ctx, cards[i]))
      {
        as[i] = w < G_N_ELEMENTS (m->as) && m->as[w] != GT_CARD_NONE ? m->as[w] : cards[i];
        w++;
      }
}

guint
gt_game_play_fast (GtGame       *g,
                   const GtMove *m)
{
  GtCard cards[GT_PLAY_MAX], as[GT_PLAY_MAX];
  guint n = 0;

  if (m->n == 0)
    return apply_pass (g);
  /* The cards of a GtCardSet in card-id order, the kinds held only. */
  for (guint i = 0; i < GT_CARD_SET_QUARTERS; i++)
    for (guint64 q = gt_card_set_quarter (&m->cards, i); q != 0;)
      {
        guint k, f = gt_card_set_next (&q, &k);

        for (; k > 0 && n < GT_PLAY_MAX; k--)
          {
            cards[n] = (GtCard) (16 * i + f);
            as[n] = GT_CARD_NONE;
            n++;
          }
      }
  if (G_UNLIKELY (m->n_wild > 0))
    declare_wild (g, m, cards, as, n);
  if (G_UNLIKELY (g->rs->game->table == GT_TABLE_TRICK))
    return apply_trick (g, g->turn, n, cards);
  return apply_play (g, g->turn, &m->combo, n, cards, as);
}

guint
gt_game_pass_fast (GtGame *g)
{
  return apply_pass (g);
}

/* ---- The checked path -------------------------------------------------- */

void
gt_action_play (GtAction         *a,
                guint             seat,
                const GtCardList *cards)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_PLAY;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = GT_SEAT_NONE;
  a->cards = *cards;
}

void
gt_action_pass (GtAction *a,
                guint     seat)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_PASS;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = GT_SEAT_NONE;
}

void
gt_action_card (GtAction     *a,
                GtActionType  type,
                guint         seat,
                GtCard        card)
{
  memset (a, 0, sizeof *a);
  a->type = (guint8) type;
  a->seat = (guint8) seat;
  a->card = card;
  a->choice = GT_SEAT_NONE;
}

void
gt_action_choose (GtAction *a,
                  guint     seat,
                  guint     choice)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_CHOOSE;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = (guint8) choice;
}

void
gt_action_declare (GtAction *a,
                   guint     seat,
                   guint     choice,
                   GtCard    card)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_DECLARE;
  a->seat = (guint8) seat;
  a->card = card;
  a->choice = (guint8) choice;
}

void
gt_action_discard (GtAction         *a,
                   guint             seat,
                   const GtCardList *cards)
{
  memset (a, 0, sizeof *a);
  a->type = GT_ACTION_DISCARD;
  a->seat = (guint8) seat;
  a->card = GT_CARD_NONE;
  a->choice = GT_SEAT_NONE;
  a->cards = *cards;
}

/* The seat and the phase allow this action at all?  Plays and passes are
 * the core's; anything else the game checks.  Fills the verdict when not. */
static gboolean
check_phase (const GtGame   *g,
             const GtAction *a,
             GtVerdict      *v)
{
  guint seat = a->seat;

  if (seat >= g->n_seats || !(g->seats & (1u << seat)))
    return REFUSE (g, v, refuse_not_in_play, v, seat);

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_PLAY:
    case GT_ACTION_PASS:
      if (g->phase != GT_PHASE_PLAY)
        return REFUSE (g, v, refuse_phase, a, v);
      if (g->out & (1u << seat))
        return REFUSE (g, v, refuse_out, v, seat);
      if (g->turn != seat)
        return REFUSE (g, v, refuse_turn, v, seat);
      return TRUE;
    case GT_ACTION_TRIBUTE:
    case GT_ACTION_RETURN:
    case GT_ACTION_CHOOSE:
    case GT_ACTION_DECLARE:
    case GT_ACTION_DISCARD:
    case GT_ACTION_TYPE_COUNT:
    default:
      if (g->rs->game->check_action == NULL)
        return REFUSE (g, v, refuse_unknown, v);
      return g->rs->game->check_action (g, a, v);
    }
}

/* The cards are the player's and no more than a play may hold? */
static gboolean
check_cards (const GtGame   *g,
             const GtAction *a,
             GtVerdict      *v)
{
  guint8 need[GT_CARD_KINDS];
  guint max = MIN (g->rs->max_combo_size, GT_PLAY_MAX);

  if (a->cards.n == 0)
    return REFUSE (g, v, refuse_empty, v);
  if (a->cards.n > max)
    return REFUSE (g, v, refuse_too_long, v, a->cards.n, max);
  gt_card_list_count (&a->cards, need);
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (need[c] > g->hand[a->seat][c])
      {
        guint8 left[GT_CARD_KINDS];

        REFUSE (g, v, refuse_not_held, v, (GtCard) c);
        /* The cards not in the hand are at fault, whatever the game's
         * words, so that a page marks them. */
        if (v != NULL && v->n_fault == 0)
          {
            memcpy (left, g->hand[a->seat], sizeof left);
            for (guint i = 0; i < a->cards.n && v->n_fault < GT_LIST_MAX; i++)
              if (left[a->cards.card[i]] == 0)
                v->fault[v->n_fault++] = (guint8) i;
              else
                left[a->cards.card[i]]--;
          }
        return FALSE;
      }
  return TRUE;
}

/* The play's reading: judge it with the ruleset, then pick the reading
 * the player meant.  Returns FALSE with the verdict filled when the play is
 * refused. */
static gboolean
check_play (const GtGame   *g,
            const GtAction *a,
            GtVerdict      *v,
            GtReading      *chosen)
{
  GtRuleCtx ctx;
  GtCardList hand;
  const GtCombo *table = g->table.type != GT_COMBO_NONE ? &g->table : NULL;
  guint n_ok = 0, pick = 0;

  if (!check_cards (g, a, v))
    return FALSE;
  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, a->seat, &hand);
  g->rs->judge (&ctx, &a->cards, table, &hand, v);
  if (!v->legal)
    return FALSE;

  for (guint i = 0; i < v->n_readings; i++)
    {
      gboolean ok = table == NULL || v->beats[i];
      if (!ok)
        continue;
      if (a->combo.type != GT_COMBO_NONE)
        {
          if (gt_combo_same (&v->readings[i].combo, &a->combo))
            {
              pick = i;
              n_ok = 1;
              break;
            }
          continue;
        }
      pick = i;
      n_ok++;
    }
  if (a->combo.type != GT_COMBO_NONE && n_ok == 0)
    return REFUSE (g, v, refuse_reading, v, &a->combo);
  if (n_ok > 1)
    return REFUSE (g, v, refuse_ambiguous, v, n_ok);
  *chosen = v->readings[pick];
  return TRUE;
}

static void
explain (const GtGame *g,
         gboolean      pass,
         guint         seat,
         guint         events,
         GtVerdict    *v)
{
  const GtGameExplain *ex = g->rs->game->explain;

  if (ex == NULL)
    return;
  if (pass && ex->explain_pass != NULL)
    ex->explain_pass (g, seat, events, v);
  else if (!pass && ex->explain_play != NULL)
    ex->explain_play (g, seat, events, v);
}

/* A climbing play, checked: the reading the player meant, and every wild
 * card on the table with its declaration. */
static gboolean
act_climb (GtGame         *g,
           const GtAction *a,
           GtVerdict      *v,
           guint          *ev)
{
  const GtRuleset *rs = g->rs;
  GtCardList applied;
  GtCard cards[GT_PLAY_MAX], as[GT_PLAY_MAX];
  GtRuleCtx ctx;
  GtReading reading;
  guint seat = a->seat;

  if (!check_play (g, a, v, &reading))
    return FALSE;
  gt_game_rule_ctx (g, &ctx);
  gt_reading_apply (rs, &ctx, &reading, &a->cards, &applied);
  /* Every wild card on the table carries its declaration, itself when it
   * was played as itself, so that the table written out reads back the
   * same (gd.wild.natural). */
  for (guint i = 0; i < applied.n && i < GT_PLAY_MAX; i++)
    {
      cards[i] = applied.card[i];
      as[i] = applied.as[i];
      if (as[i] == GT_CARD_NONE && rs->is_wild (&ctx, cards[i]))
        as[i] = cards[i];
    }
  if (v->n_readings > 1)
    {
      /* The verdict spoke of several readings; say what was played, with
       * the declarations the reading chose. */
      GtCardList declared = applied;
      GtCardList hand;
      for (guint i = 0; i < declared.n && i < GT_PLAY_MAX; i++)
        declared.as[i] = as[i];
      gt_game_hand_list (g, seat, &hand);
      rs->judge (&ctx, &declared, g->table.type != GT_COMBO_NONE ? &g->table : NULL, &hand, v);
    }
  *ev = apply_play (g, seat, &reading.combo, MIN (applied.n, GT_PLAY_MAX), cards, as);
  v->legal = TRUE;
  v->has_combo = TRUE;
  v->reading = reading;
  explain (g, FALSE, seat, *ev, v);
  return TRUE;
}

/* A play into a trick, checked by the game (following suit, …). */
static gboolean
act_trick (GtGame         *g,
           const GtAction *a,
           GtVerdict      *v,
           guint          *ev)
{
  /* The game's longest play (within GT_TRICK_PLAY_MAX: the registry
   * checks it), refused in its words when longer, never cut. */
  guint used = g->trick_n > 0 ? (guint) g->trick_at[g->trick_n - 1] + g->trick_len[g->trick_n - 1] : 0;
  guint max = MIN (MIN ((guint) g->rs->max_combo_size, (guint) GT_TRICK_PLAY_MAX), GT_TRICK_MAX - used);

  if (!check_cards (g, a, v))
    return FALSE;
  if (a->cards.n > max)
    return REFUSE (g, v, refuse_too_long, v, a->cards.n, max);
  if (!g->rs->game->check_trick (g, a, v))
    return FALSE;
  *ev = apply_trick (g, a->seat, a->cards.n, a->cards.card);
  v->legal = TRUE;
  explain (g, FALSE, a->seat, *ev, v);
  return TRUE;
}

gboolean
gt_game_act (GtGame          *g,
             const GtRuleset *rs,
             const GtAction  *a,
             GtVerdict       *verdict,
             guint           *events)
{
  GtVerdict local;
  GtVerdict *v = verdict ? verdict : &local;
  guint ev = 0;

  g_return_val_if_fail (rs == NULL || rs == g->rs, FALSE);

  gt_verdict_init (&local);
  if (verdict)
    gt_verdict_clear (verdict);
  if (events)
    *events = 0;

  if (!check_phase (g, a, v))
    goto refused;

  switch ((GtActionType) a->type)
    {
    case GT_ACTION_PLAY:
      if (g->rs->game->table == GT_TABLE_TRICK ? !act_trick (g, a, v, &ev) : !act_climb (g, a, v, &ev))
        goto refused;
      break;
    case GT_ACTION_PASS:
      {
        guint seat = a->seat;
        if (g->rs->game->table == GT_TABLE_TRICK || g->table.type == GT_COMBO_NONE)
          {
            REFUSE (g, v, refuse_lead_pass, v);
            goto refused;
          }
        ev = apply_pass (g);
        explain (g, TRUE, seat, ev, v);
        break;
      }
    case GT_ACTION_TRIBUTE:
    case GT_ACTION_RETURN:
    case GT_ACTION_CHOOSE:
    case GT_ACTION_DECLARE:
    case GT_ACTION_DISCARD:
    case GT_ACTION_TYPE_COUNT:
    default:
      /* check_phase asked the game, which said yes. */
      ev = g->rs->game->apply_action (g, a, v);
      break;
    }

  if (events)
    *events = ev;
  gt_verdict_clear (&local);
  return TRUE;

refused:
  v->legal = FALSE;
  gt_verdict_clear (&local);
  return FALSE;
}

void
gt_game_judge_play (const GtGame     *g,
                    guint             seat,
                    const GtCardList *play,
                    GtVerdict        *v)
{
  GtRuleCtx ctx;
  GtCardList hand;

  gt_game_rule_ctx (g, &ctx);
  gt_game_hand_list (g, seat, &hand);
  if (g->rs->game->table == GT_TABLE_TRICK && g->rs->game->trick != NULL)
    {
      GtCardList lead, played;
      GtTrickQuestion q = { .play = play, .hand = &hand };

      if (g->trick_n > 0)
        {
          guint end = (guint) g->trick_at[g->trick_n - 1] + g->trick_len[g->trick_n - 1];

          gt_card_list_init (&lead);
          gt_card_list_init (&played);
          for (guint k = 0; k < g->trick_len[0]; k++)
            gt_card_list_append (&lead, g->trick_card[k], GT_CARD_NONE);
          for (guint k = g->trick_len[0]; k < end; k++)
            gt_card_list_append (&played, g->trick_card[k], GT_CARD_NONE);
          q.lead = &lead;
          q.played = &played;
        }
      g->rs->game->trick->judge (&ctx, &q, v);
      return;
    }
  g->rs->judge (&ctx, play, g->table.type != GT_COMBO_NONE ? &g->table : NULL, &hand, v);
}

/* The trick on the table as a question of seat's (the lead and the
 * others' plays), with the other hands open. */
static void
open_question (const GtGame    *g,
               guint            seat,
               GtCardList      *hand,
               GtCardList      *lead,
               GtCardList      *played,
               GtCardList      *others,
               GtTrickQuestion *q)
{
  gt_game_hand_list (g, seat, hand);
  gt_card_list_init (lead);
  gt_card_list_init (played);
  gt_card_list_init (others);
  if (g->trick_n > 0)
    {
      guint end = (guint) g->trick_at[g->trick_n - 1] + g->trick_len[g->trick_n - 1];

      for (guint k = 0; k < g->trick_len[0]; k++)
        gt_card_list_append (lead, g->trick_card[k], GT_CARD_NONE);
      for (guint k = g->trick_len[0]; k < end; k++)
        gt_card_list_append (played, g->trick_card[k], GT_CARD_NONE);
    }
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat)
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        for (guint k = g->hand[s][c]; k > 0 && others->n < GT_LIST_MAX; k--)
          gt_card_list_append (others, (GtCard) c, GT_CARD_NONE);
  *q = (GtTrickQuestion) { .hand = hand, .lead = lead, .played = played, .others = others };
}

void
gt_game_judge_trick_open (const GtGame     *g,
                          guint             seat,
                          const GtCardList *play,
                          GtVerdict        *v)
{
  GtCardList hand, lead, played, others;
  GtTrickQuestion q;
  GtRuleCtx ctx;

  if (g->rs->game->table != GT_TABLE_TRICK || g->rs->game->trick == NULL)
    {
      gt_game_judge_play (g, seat, play, v);
      return;
    }
  gt_game_rule_ctx (g, &ctx);
  open_question (g, seat, &hand, &lead, &played, &others, &q);
  q.play = play;
  g->rs->game->trick->judge (&ctx, &q, v);
}

guint
gt_game_trick_moves_open (const GtGame *g,
                          GtCardList   *out,
                          guint         max)
{
  GtCardList hand, lead, played, others;
  GtTrickQuestion q;
  GtRuleCtx ctx;

  if (g->rs->game->table != GT_TABLE_TRICK || g->rs->game->trick == NULL || g->turn >= g->n_seats)
    return 0;
  gt_game_rule_ctx (g, &ctx);
  open_question (g, g->turn, &hand, &lead, &played, &others, &q);
  return g->rs->game->trick->moves (&ctx, &q, out, max);
}

guint
gt_game_defenders_points (const GtGame *g)
{
  const GtTrickRules *tr = g->rs->game->trick;
  guint points = 0;

  if (tr != NULL && tr->defenders_points != NULL)
    return tr->defenders_points (g);
  for (guint s = 0; s < g->n_seats; s++)
    if (g->side[s] != g->declarer)
      points += g->points[s];
  return points;
}

gboolean
gt_game_check (const GtGame   *g,
               const GtAction *a,
               GtVerdict      *v)
{
  GtGame copy = *g;

  return gt_game_act (&copy, NULL, a, v, NULL);
}

/* ---- Tribute, asked of the game ----------------------------------------- */

static const GtTributeRules *
tribute_of (const GtRuleset *rs)
{
  return rs != NULL && rs->game != NULL ? rs->game->tribute : NULL;
}

/* A game without tribute: nothing may be paid or returned. */
static gboolean
no_tribute (GtVerdict *v)
{
  if (v != NULL)
    {
      gt_verdict_clear (v);
      v->legal = FALSE;
      v->explanation = g_strdup (_("there is no tribute in this game."));
    }
  return FALSE;
}

guint
gt_tribute_eligible (const GtRuleset *rs,
                     const guint8     hand[GT_CARD_KINDS],
                     guint            level,
                     gboolean         eligible[GT_CARD_KINDS])
{
  const GtTributeRules *t = tribute_of (rs);

  if (t == NULL)
    {
      memset (eligible, 0, sizeof (gboolean) * GT_CARD_KINDS);
      return 0;
    }
  return t->eligible (hand, level, eligible);
}

void
gt_tribute_explain_hand (const GtRuleset *rs,
                         const guint8     hand[GT_CARD_KINDS],
                         guint            level,
                         GtVerdict       *verdict)
{
  const GtTributeRules *t = tribute_of (rs);

  if (t == NULL)
    no_tribute (verdict);
  else
    t->explain_hand (hand, level, verdict);
}

gboolean
gt_tribute_resists (const GtRuleset *rs,
                    const guint8     hand[GT_CARD_KINDS])
{
  const GtTributeRules *t = tribute_of (rs);

  return t != NULL && t->resists (hand);
}

gboolean
gt_tribute_check_return (const GtRuleset *rs,
                         const guint8     hand[GT_CARD_KINDS],
                         guint            level,
                         guint32          variants,
                         GtCard           received,
                         GtCard           card,
                         GtVerdict       *verdict)
{
  const GtTributeRules *t = tribute_of (rs);

  if (t == NULL)
    return no_tribute (verdict);
  return t->check_return (hand, level, variants, received, card, verdict);
}

gboolean
gt_tribute_check_card (const GtRuleset *rs,
                       const guint8     hand[GT_CARD_KINDS],
                       guint            level,
                       GtCard           card,
                       GtVerdict       *verdict)
{
  const GtTributeRules *t = tribute_of (rs);

  if (t == NULL)
    return no_tribute (verdict);
  return t->check_card (hand, level, card, verdict);
}

/* ---- Questions --------------------------------------------------------- */

int
gt_game_disclosed_count (const GtGame *g,
                         guint         seat)
{
  if (g->rs->game->disclosed_count != NULL)
    return g->rs->game->disclosed_count (g, seat);
  return g->count[seat];
}

void
gt_game_hand_list (const GtGame *g,
                   guint         seat,
                   GtCardList   *out)
{
  guint8 strength[GT_RANK_COUNT];
  GtRuleCtx ctx;

  gt_card_list_init (out);
  if (seat >= GT_SEATS_MAX)
    return;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < g->hand[seat][c]; k++)
      gt_card_list_append (out, (GtCard) c, GT_CARD_NONE);
  gt_game_rule_ctx (g, &ctx);
  g->rs->rank_strength (&ctx, strength);
  gt_card_list_sort (out, strength);
}

gboolean
gt_game_check_invariants (const GtGame *g,
                          gboolean      full_deck,
                          GError      **error)
{
  const GtRuleset *rs = g->rs;
  guint total[GT_CARD_KINDS] = { 0 };
  guint8 copies[GT_CARD_KINDS];
  guint n_out = 0;

  if (g->n_seats < 2 || g->n_seats > GT_SEATS_MAX)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                   "the game has %u seats", g->n_seats);
      return FALSE;
    }
  for (guint s = 0; s < GT_SEATS_MAX; s++)
    {
      guint n = 0;
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          n += g->hand[s][c];
          total[c] += g->hand[s][c];
        }
      if (n != g->count[s])
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "seat %s holds %u cards but its count is %u", gt_game_seat_id (g, s), n, g->count[s]);
          return FALSE;
        }
      if (!(g->seats & (1u << s)) && n != 0)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "seat %s is not in play but holds cards", gt_game_seat_id (g, s));
          return FALSE;
        }
      if ((g->out & (1u << s)) && n != 0)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "seat %s is out but holds %u cards", gt_game_seat_id (g, s), n);
          return FALSE;
        }
      if ((g->out & (1u << s)))
        n_out++;
    }
  if (g->phase == GT_PHASE_PLAY)
    {
      if (g->turn >= g->n_seats || !(g->seats & (1u << g->turn)) ||
          (rs->game->table == GT_TABLE_CLIMB && !gt_game_seat_active (g, g->turn)))
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "it is the turn of %s, who is not holding cards", gt_game_seat_id (g, g->turn));
          return FALSE;
        }
      if (n_out > g->n_order)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "%u seats are out but the finishing order names %u", n_out, g->n_order);
          return FALSE;
        }
    }
  if (!full_deck)
    return TRUE;

  /* Cards in the trick are counted gone already (apply_trick). */
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    total[c] += g->gone[c];
  if (g->stock_n > GT_STOCK_MAX)
    {
      g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                   "the stock holds %u cards, more than %u", g->stock_n, GT_STOCK_MAX);
      return FALSE;
    }
  for (guint i = 0; i < g->stock_n; i++)
    if (g->stock[i] < GT_CARD_KINDS)
      total[g->stock[i]]++;
  gt_ruleset_deck (rs, g->variants, copies);
  for (guint i = 0; i < g->n_tribute; i++)
    if (g->tribute[i].card != GT_CARD_NONE && g->tribute[i].receiver == GT_SEAT_NONE)
      total[g->tribute[i].card]++;
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    if (total[c] != copies[c])
      {
        g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                     "%u copies of %s are accounted for, not %u",
                     total[c], gt_card_to_string ((GtCard) c), copies[c]);
        return FALSE;
      }
  if (rs->game->card_points != NULL)
    {
      /* Every point of the deck is in a trick taken, a hand, the trick on
       * the table or the stock (a kitty). */
      guint deck_points = 0, seen = 0;

      for (guint c = 0; c < GT_CARD_KINDS; c++)
        deck_points += copies[c] * rs->game->card_points[c];
      for (guint s = 0; s < g->n_seats; s++)
        {
          seen += g->points[s];
          for (guint c = 0; c < GT_CARD_KINDS; c++)
            seen += g->hand[s][c] * rs->game->card_points[c];
        }
      for (guint i = 0; i < g->stock_n; i++)
        seen += rs->game->card_points[g->stock[i]];
      if (rs->game->table == GT_TABLE_TRICK)
        for (guint i = 0; i < GT_TRICK_MAX; i++)
          if (g->trick_card[i] < GT_CARD_KINDS)
            seen += rs->game->card_points[g->trick_card[i]];
      if (seen != deck_points)
        {
          g_set_error (error, GT_POSITION_ERROR, GT_POSITION_ERROR_INCONSISTENT,
                       "%u of the deck's %u points are accounted for", seen, deck_points);
          return FALSE;
        }
    }
  if (rs->game->check_invariants != NULL)
    return rs->game->check_invariants (g, error);
  return TRUE;
}

/* ---- A trick game's solver, asked of the game ---------------------------- */

struct _GtTrickSolver {
  const GtTrickRules *tr;
  gpointer solver;
};

GtTrickSolver *
gt_trick_solver_new (const GtRuleset *rs)
{
  const GtTrickRules *tr = rs->game->trick;
  GtTrickSolver *s;

  if (tr == NULL || tr->solver_new == NULL)
    return NULL;
  s = g_new0 (GtTrickSolver, 1);
  s->tr = tr;
  s->solver = tr->solver_new ();
  return s;
}

void
gt_trick_solver_free (GtTrickSolver *s)
{
  if (s == NULL)
    return;
  s->tr->solver_free (s->solver);
  g_free (s);
}

gboolean
gt_trick_solver_solve (GtTrickSolver *s,
                       const GtGame  *g,
                       guint64        max_nodes,
                       gboolean       want_play,
                       GtTrickSolve  *out)
{
  g_return_val_if_fail (s != NULL && g->rs->game->trick == s->tr, FALSE);
  return s->tr->solve (s->solver, g, max_nodes, want_play, out);
}
