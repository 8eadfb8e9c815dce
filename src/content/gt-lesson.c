/* gt-lesson.c — lessons: loading, validation, and checking a learner's answer
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is docs/lesson-format.md.  Validation messages are for authors
 * and stay in English, like the position and puzzle messages; what the
 * answer checkers say is for learners and goes through gettext.
 *
 * The validator and the lesson player share one reading of a play
 * (read_play()): an Answer is valid exactly when the player would call it
 * right, so the two can never disagree.
 */
#define G_LOG_DOMAIN "gt-lesson"

#include "config.h"

#include "gt-lesson.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gt-explain.h"
#include "gt-moves.h"
#include "gt-play-model.h"
#include "gt-rules.h"

static const char *const lesson_keys[] = {
  "Id", "Game", "Title", "Summary", "Chapter", "ChapterTitle", "Order", "Rules", "Variants", "Optional", NULL
};

const char *const gt_lesson_text_keys[] = {
  "Title", "Summary", "ChapterTitle",
  "Text", "Hint1", "Hint2", "Hint3", "Success", "Point", "Notes",
  "Option1", "Option2", "Option3", "Option4", "Option5", "Option6", "Option7", "Option8",
  "WrongText1", "WrongText2", "WrongText3", "WrongText4", "WrongText5", "WrongText6",
  "WrongText7", "WrongText8", "WrongText9", NULL
};

/* The keys of docs/position-format.md, read by gt_game_load_key_file(). */
static const char *const position_keys[] = {
  "levels", "level", "declarer", "phase", "deal", "variants", "a-fails",
  "S", "E", "N", "W", "turn", "table", "table-by", "passed", "finished",
  "previous", "winner", NULL
};

static const char *const step_keys[] = {
  "Text", "Do", "Rules", "Hint1", "Hint2", "Hint3", "Success", "Point", "Highlight", "Notes",
  "Expect", "Answer", "Goal", "Show", "Link",
  "Option1", "Option2", "Option3", "Option4", "Option5", "Option6", "Option7", "Option8",
  "Wrong1", "Wrong2", "Wrong3", "Wrong4", "Wrong5", "Wrong6", "Wrong7", "Wrong8", "Wrong9",
  "WrongText1", "WrongText2", "WrongText3", "WrongText4", "WrongText5", "WrongText6",
  "WrongText7", "WrongText8", "WrongText9",
  "face-down",
  "levels", "level", "declarer", "phase", "deal", "variants", "a-fails",
  "S", "E", "N", "W", "turn", "table", "table-by", "passed", "finished",
  "previous", "winner", NULL
};

static const char *const kind_names[] = {
  [GT_STEP_READ] = "read",
  [GT_STEP_PLAY] = "play",
  [GT_STEP_JUDGE] = "judge",
  [GT_STEP_CHOOSE] = "choose",
  [GT_STEP_SPLIT] = "split",
};

/* The Expect words besides the game's kinds of combination, which Expect=
 * names by their ids with dashes ("full-house": gt_ruleset_combo_type()). */
static const struct {
  const char *name;
  GtExpect expect;
} expect_names[] = {
  { "any", GT_EXPECT_ANY },
  { "beat", GT_EXPECT_BEAT },
  { "exact", GT_EXPECT_EXACT },
  { "win", GT_EXPECT_WIN },
  { "pass", GT_EXPECT_PASS },
};

/* The Expect word for one of rs's kinds ("full-house"); free with g_free(). */
static char *
type_name (const GtRuleset *rs,
           guint            type)
{
  return g_strdelimit (g_strdup (gt_combo_kind_id (rs, type)), "_", '-');
}

/* ---- Freeing ------------------------------------------------------------- */

static void
step_clear (GtLessonStep *st)
{
  g_free (st->text);
  g_strfreev (st->rules);
  for (guint i = 0; i < GT_LESSON_MAX_HINTS; i++)
    g_free (st->hints[i]);
  g_free (st->success);
  g_free (st->point);
  g_free (st->notes);
  g_free (st->link);
  for (guint i = 0; i < GT_LESSON_MAX_OPTIONS; i++)
    g_free (st->options[i]);
  for (guint i = 0; i < st->n_wrong; i++)
    g_free (st->wrong[i].text);
}

gboolean
gt_lesson_step_acts_on_cards (const GtLessonStep *step)
{
  switch (step->kind)
    {
    case GT_STEP_PLAY:
    case GT_STEP_JUDGE:
    case GT_STEP_ACT:
    case GT_STEP_SPLIT:
      return TRUE;
    case GT_STEP_READ:
    case GT_STEP_CHOOSE:
    default:
      return FALSE;
    }
}

GtLesson *
gt_lesson_ref (GtLesson *lesson)
{
  g_return_val_if_fail (lesson != NULL, NULL);
  g_atomic_int_inc (&lesson->extra_refs);
  return lesson;
}

void
gt_lesson_free (GtLesson *lesson)
{
  if (lesson == NULL)
    return;
  /* Another owner still has it. */
  for (int refs = g_atomic_int_get (&lesson->extra_refs); refs > 0; refs = g_atomic_int_get (&lesson->extra_refs))
    if (g_atomic_int_compare_and_exchange (&lesson->extra_refs, refs, refs - 1))
      return;
  for (guint i = 0; i < lesson->n_steps; i++)
    step_clear (&lesson->steps[i]);
  g_free (lesson->steps);
  g_free (lesson->file);
  g_free (lesson->id);
  g_free (lesson->title);
  g_free (lesson->summary);
  g_free (lesson->chapter_title);
  g_strfreev (lesson->rules);
  g_free (lesson);
}

char *
gt_lesson_dup_short_title (const GtLesson *lesson)
{
  const char *title = lesson->title;
  const GtRuleset *rs = lesson->rs;
  const char *colon = strstr (title, ": ");
  const char *wide = strstr (title, "：");
  const char *rest;
  g_autofree char *prefix = NULL;

  if (rs == NULL)
    return g_strdup (title);
  if (wide != NULL && (colon == NULL || wide < colon))
    colon = wide, rest = wide + strlen ("：");
  else if (colon != NULL)
    rest = colon + 2;
  else
    return g_strdup (title);
  prefix = g_strndup (title, (gsize) (colon - title));
  if (*prefix == '\0' || *rest == '\0' ||
      !(g_str_equal (prefix, rs->title) || g_str_has_prefix (_(rs->title), prefix)))
    return g_strdup (title);
  while (*rest == ' ')
    rest++;
  /* "every card higher" starts a title now. */
  {
    gunichar first = g_utf8_get_char (rest);
    char buf[8];
    int len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);

    return g_strdup_printf ("%.*s%s", len, buf, g_utf8_next_char (rest));
  }
}

void
gt_lesson_give_chapter_title (GtLesson   *lesson,
                              const char *title)
{
  g_return_if_fail (lesson != NULL);

  if ((lesson->chapter_title != NULL && !lesson->chapter_title_given) ||
      g_strcmp0 (lesson->chapter_title, title) == 0)
    return;
  g_free (lesson->chapter_title);
  lesson->chapter_title = g_strdup (title);
  lesson->chapter_title_given = title != NULL;
}

/* ---- Inline cards -------------------------------------------------------- */

static void
run_free (gpointer data)
{
  GtTextRun *run = data;
  g_free (run->text);
  g_free (run);
}

void
gt_text_runs_free (GPtrArray *runs)
{
  if (runs != NULL)
    g_ptr_array_unref (runs);
}

char *
gt_text_runs_to_words (const char *text)
{
  g_autoptr(GPtrArray) runs = NULL;
  GString *out;

  if (text == NULL)
    return NULL;
  runs = gt_text_runs_parse (text, NULL);
  if (runs == NULL)
    return g_strdup (text);
  out = g_string_new (NULL);
  for (guint i = 0; i < runs->len; i++)
    {
      const GtTextRun *run = g_ptr_array_index (runs, i);

      if (!run->is_cards)
        {
          g_string_append (out, run->text);
          continue;
        }
      for (guint k = 0; k < run->cards.n; k++)
        {
          if (k > 0)
            g_string_append_c (out, ' ');
          if (run->cards.as[k] != GT_CARD_NONE)
            /* Translators: a wild card declared as another in a text:
             * "♥2 as ♠7". */
            g_string_append_printf (out, _("%s as %s"), gt_explain_card_label (run->cards.card[k]),
                                    gt_explain_card_label (run->cards.as[k]));
          else
            g_string_append (out, gt_explain_card_label (run->cards.card[k]));
        }
    }
  return g_string_free (out, FALSE);
}

static void
flush_plain (GPtrArray *runs,
             GString   *plain)
{
  GtTextRun *run;

  if (plain->len == 0)
    return;
  run = g_new0 (GtTextRun, 1);
  run->text = g_strdup (plain->str);
  gt_card_list_init (&run->cards);
  g_ptr_array_add (runs, run);
  g_string_truncate (plain, 0);
}

/* Reads text's runs into runs, or only checks them when runs is NULL (the
 * loader checks every text key of a file, and building runs it throws away
 * was a large part of its allocations). */
static gboolean
text_runs_scan (const char  *text,
                GPtrArray   *runs,
                GError     **error)
{
  GString *plain = runs != NULL ? g_string_new (NULL) : NULL;
  const char *p = text ? text : "";

  while (*p)
    {
      if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}'))
        {
          if (plain != NULL)
            g_string_append_c (plain, p[0]);
          p += 2;
        }
      else if (*p == '}')
        {
          g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                               "'}' without '{' (write '}}' for a brace)");
          goto fail;
        }
      else if (*p == '{')
        {
          const char *end = strpbrk (p + 1, "{}");
          const char *start = p + 1;
          char buf[256];
          g_autofree char *heap = NULL;
          char *inner;
          gsize n;
          GError *e = NULL;
          GtCardList cards;

          if (end == NULL || *end == '{')
            {
              g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                                   "'{' without '}' (write '{{' for a brace)");
              goto fail;
            }
          /* The cards inside, stripped, on the stack when they fit. */
          while (start < end && g_ascii_isspace (*start))
            start++;
          n = (gsize) (end - start);
          while (n > 0 && g_ascii_isspace (start[n - 1]))
            n--;
          inner = n < sizeof buf ? buf : (heap = g_malloc (n + 1));
          memcpy (inner, start, n);
          inner[n] = '\0';
          if (*inner == '\0')
            {
              g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                                   "empty {}: put cards inside, or write {{ and }} for braces");
              goto fail;
            }
          if (!gt_card_list_parse (inner, NULL, &cards, &e))
            {
              g_set_error (error, e->domain, e->code, "%s in {%s}", e->message, inner);
              g_error_free (e);
              goto fail;
            }
          if (runs != NULL)
            {
              GtTextRun *run = g_new0 (GtTextRun, 1);

              run->is_cards = TRUE;
              run->cards = cards;
              flush_plain (runs, plain);
              g_ptr_array_add (runs, run);
            }
          p = end + 1;
        }
      else
        {
          /* Plain text up to the next brace, at once. */
          const char *brace = strpbrk (p, "{}");
          gsize n = brace != NULL ? (gsize) (brace - p) : strlen (p);

          if (plain != NULL)
            g_string_append_len (plain, p, (gssize) n);
          p += n;
        }
    }
  if (plain != NULL)
    {
      flush_plain (runs, plain);
      g_string_free (plain, TRUE);
    }
  return TRUE;

fail:
  if (plain != NULL)
    g_string_free (plain, TRUE);
  return FALSE;
}

GPtrArray *
gt_text_runs_parse (const char  *text,
                    GError     **error)
{
  GPtrArray *runs = g_ptr_array_new_with_free_func (run_free);

  if (!text_runs_scan (text, runs, error))
    g_clear_pointer (&runs, g_ptr_array_unref);
  return runs;
}

/* ---- Reading a play ------------------------------------------------------ */

/* The move a legal play makes, in the form of gt-moves.h, so that it can be
 * compared with the solver's moves and applied with gt_game_play_fast(). */
static void
move_from_reading (const GtRuleset  *rs,
                   const GtRuleCtx  *ctx,
                   const GtCardList *cards,
                   const GtReading  *reading,
                   GtMove           *move)
{
  guint8 counts[GT_CARD_KINDS];
  GtCardList applied;

  memset (move, 0, sizeof *move);
  gt_card_list_count (cards, counts);
  gt_card_set_from_counts (&move->cards, counts);
  gt_reading_apply (rs, ctx, reading, cards, &applied);
  move->combo = reading->combo;
  move->n = applied.n;
  gt_move_clear_wild (move);
  for (guint i = 0; i < applied.n; i++)
    if (rs->is_wild (ctx, applied.card[i]))
      {
        if (move->n_wild < GT_WILD_MAX && applied.as[i] != GT_CARD_NONE && applied.as[i] != applied.card[i])
          move->as[move->n_wild] = applied.as[i];
        move->n_wild++;
      }
}

/* What the step asks for, as a test on one reading of the play.  The
 * winning moves come from the solver for `win` steps, the model move for
 * `exact` steps. */
typedef struct {
  const GtLessonStep *step;
  const GArray *winning;    /* GtMove, win steps */
  gboolean has_model;
  GtMove model;             /* exact steps */
} Wanted;

static gboolean
wanted_move (const Wanted *w,
             const GtMove *move)
{
  switch (w->step->expect)
    {
    case GT_EXPECT_ANY:
    case GT_EXPECT_BEAT:
      return move->n > 0;
    case GT_EXPECT_TYPE:
      return move->n > 0 && move->combo.type == w->step->expect_type;
    case GT_EXPECT_EXACT:
      return w->has_model && gt_move_same (move, &w->model);
    case GT_EXPECT_WIN:
      if (w->winning != NULL)
        for (guint i = 0; i < w->winning->len; i++)
          if (gt_move_same (move, &g_array_index (w->winning, GtMove, i)))
            return TRUE;
      return FALSE;
    case GT_EXPECT_PASS:
      return move->n == 0;
    case GT_EXPECT_NONE:
    default:
      return FALSE;
    }
}

typedef struct {
  gboolean legal;
  GtVerdict verdict;        /* the engine's word either way */
  GtMove move;              /* when legal; n == 0 for a pass */
  GtGame after;             /* when legal: the position after it */
} PlayRead;

/* Reads cards (NULL or empty: a pass) as S's play in the step's position.
 * The state machine decides legality (turn, cards held, the table,
 * gd.wild.declare).  When undeclared wild cards leave several legal readings,
 * the reading the step asks for is taken if there is one, else the
 * strongest, as for the play on the table (docs/decisions.md). */
static void
read_play (const GtLesson     *lesson,
           const GtLessonStep *st,
           const GtCardList   *cards,
           const Wanted       *wanted,
           PlayRead           *out)
{
  GtGame g = st->position;
  GtAction action;
  GtRuleCtx ctx;

  memset (&out->move, 0, sizeof out->move);
  gt_verdict_init (&out->verdict);
  gt_game_rule_ctx (&g, &ctx);

  if (cards == NULL || cards->n == 0)
    {
      gt_action_pass (&action, GT_SEAT_S);
      out->legal = gt_game_act (&g, lesson->rs, &action, &out->verdict, NULL);
      out->after = g;
      return;
    }

  gt_action_play (&action, GT_SEAT_S, cards);
  /* Which reading the learner meant: a climbing game's question (a
   * trick's plays are cards, not combinations). */
  if (g.phase == GT_PHASE_PLAY && g.turn == GT_SEAT_S && g.rs->game->table == GT_TABLE_CLIMB)
    {
      GtVerdict v;
      GtCardList hand;
      const GtCombo *table = g.table.type != GT_COMBO_NONE ? &g.table : NULL;
      int pick = -1, n_ok = 0;
      gboolean pick_wanted = FALSE;

      gt_verdict_init (&v);
      gt_game_hand_list (&g, GT_SEAT_S, &hand);
      lesson->rs->judge (&ctx, cards, table, &hand, &v);
      for (guint i = 0; v.legal && i < v.n_readings; i++)
        {
          GtMove m;
          gboolean w;

          if (table != NULL && !v.beats[i])
            continue;
          n_ok++;
          move_from_reading (lesson->rs, &ctx, cards, &v.readings[i], &m);
          w = wanted != NULL && wanted_move (wanted, &m);
          if (pick < 0 || (w && !pick_wanted) ||
              (w == pick_wanted && gt_combo_stronger (&v.readings[i].combo, &v.readings[pick].combo)))
            {
              pick = (int) i;
              pick_wanted = w;
            }
        }
      if (n_ok > 1)
        action.combo = v.readings[pick].combo;
      gt_verdict_clear (&v);
    }

  out->legal = gt_game_act (&g, lesson->rs, &action, &out->verdict, NULL);
  if (out->legal)
    {
      move_from_reading (lesson->rs, &ctx, cards, &out->verdict.reading, &out->move);
      out->after = g;
    }
}

/* The model move of an exact step: the Answer as the engine reads it. */
static void
wanted_init (Wanted             *w,
             const GtLesson     *lesson,
             const GtLessonStep *st,
             const GArray       *winning)
{
  memset (w, 0, sizeof *w);
  w->step = st;
  w->winning = winning;
  if (st->expect == GT_EXPECT_EXACT && st->has_answer)
    {
      PlayRead r;
      read_play (lesson, st, &st->answer, NULL, &r);
      w->has_model = r.legal;
      w->model = r.move;
      gt_verdict_clear (&r.verdict);
    }
}

/* ---- Loading ------------------------------------------------------------- */

typedef struct {
  GtSource *src;
  GKeyFile *kf;
  const char *file;
  GPtrArray *problems;
  GtSolver *solver;
  GtLesson *lesson;
  GtMove *moves;            /* GT_MOVES_MAX, allocated when first needed */
  /* step_keys and position_keys with the game's own seat keys (S E N W,
   * or 1 … 6), seats and stock: keys_of_game() */
  const char *const *step_keys;
  const char *const *position_keys;
  /* The deck of the step being loaded (step_deck()), set once at its
   * start: its hands and every key of cards are read against it. */
  guint8 deck[GT_CARD_KINDS];
} Loader;

static gboolean
is_compass_key (const char *key)
{
  return key[0] != '\0' && key[1] == '\0' && strchr ("SENW", key[0]) != NULL;
}

/* A key list with the compass seats replaced by the game's seat keys, and
 * `seats`, `stock`, `trump`, `trick` and `trick-by`, which the position
 * loader reads for every game (and refuses where the game has no such
 * thing: "guandan has no stock"). */
static void
game_keys (const GtRuleset   *rs,
           const char *const *base,
           const char       **out)
{
  guint n = 0;

  for (guint i = 0; base[i]; i++)
    {
      if (!is_compass_key (base[i]))
        out[n++] = base[i];
      else if (base[i][0] == 'S')
        {
          for (guint s = 0; s < GT_SEATS_MAX && !g_str_equal (gt_ruleset_seat_id (rs, s), "-"); s++)
            out[n++] = gt_ruleset_seat_id (rs, s);
          out[n++] = "seats";
          out[n++] = "stock";
          /* A trick game's: its trump suit and the trick so far. */
          out[n++] = "trump";
          out[n++] = "trick";
          out[n++] = "trick-by";
          /* The game's own position keys (Bao Huang's roles): at most
           * GT_GAME_KEYS_MAX, as the registry checks. */
          for (guint k = 0; rs->game->keys != NULL && rs->game->keys[k] != NULL; k++)
            out[n++] = rs->game->keys[k];
        }
    }
  out[n] = NULL;
}

/* The key lists of each game of the registry, made once: gt_key_in_list()
 * keeps a set per list and knows a list by its address, so a list must
 * stay where it is and hold what it held (a list on the loader's stack,
 * made anew for each file, could come back at the same address with
 * another game's seats).  The registry holds at most GT_GAMES_MAX games, as
 * gt_rulesets() checks when it is first asked. */

typedef struct {
  const char *step[G_N_ELEMENTS (step_keys) + GT_SEATS_MAX + 5 + GT_GAME_KEYS_MAX];
  const char *position[G_N_ELEMENTS (position_keys) + GT_SEATS_MAX + 5 + GT_GAME_KEYS_MAX];
} GameKeys;

static const GameKeys *
keys_of_game (const GtRuleset *rs)
{
  static GameKeys keys[GT_GAMES_MAX];
  static gsize made[GT_GAMES_MAX];
  const GtRuleset *const *all = gt_rulesets ();
  guint i = 0;

  while (all[i] != NULL && all[i] != rs)
    i++;
  g_return_val_if_fail (all[i] != NULL && i < GT_GAMES_MAX, NULL);
  if (g_once_init_enter (&made[i]))
    {
      game_keys (rs, step_keys, keys[i].step);
      game_keys (rs, position_keys, keys[i].position);
      g_once_init_leave (&made[i], 1);
    }
  return &keys[i];
}

/* Before the game is known: no keys. */
static const char *const no_keys[] = { NULL };

G_GNUC_PRINTF (4, 5)
static void
problem (Loader     *ld,
         const char *group,
         const char *key,
         const char *format,
         ...)
{
  va_list args;
  guint line;

  line = key ? gt_source_key_line (ld->src, group, key) : gt_source_group_line (ld->src, group);
  va_start (args, format);
  gt_problem_addv (ld->problems, ld->file, line, FALSE, format, args);
  va_end (args);
}

static char *
get_string (Loader     *ld,
            const char *group,
            const char *key,
            gboolean    translated,
            gboolean    required)
{
  return gt_source_get_string (ld->src, group, key, translated, required, ld->problems);
}

/* The rule id nearest a mistyped one, if it is near enough to be meant. */
static const char *
nearest_rule (const char *id)
{
  const char *best = NULL;
  guint best_d = 4;

  for (guint i = 0; i < gt_rules_table_len; i++)
    {
      guint d = gt_edit_distance (id, strlen (id), gt_rules_table[i].id, strlen (gt_rules_table[i].id),
                                  best_d - 1);
      if (d < best_d)
        {
          best_d = d;
          best = gt_rules_table[i].id;
        }
    }
  return best;
}

/* A `;`-separated list of rule ids, each checked against data/rules/. */
static char **
get_rules (Loader     *ld,
           const char *group,
           gboolean    required)
{
  g_autofree char *text = get_string (ld, group, "Rules", FALSE, required);
  char **ids = g_strsplit (text ? text : "", ";", -1);
  guint n = 0;

  for (guint i = 0; ids[i]; i++)
    {
      char *id = g_strstrip (ids[i]);
      if (*id == '\0')
        {
          g_free (id);
          continue;
        }
      if (gt_rule_lookup (id) == NULL)
        {
          const char *near = nearest_rule (id);
          if (near != NULL)
            problem (ld, group, "Rules", "unknown rule id '%s'; did you mean '%s'?", id, near);
          else
            problem (ld, group, "Rules", "unknown rule id '%s' (see data/rules/)", id);
        }
      ids[n++] = id;
    }
  ids[n] = NULL;
  return ids;
}

/* Every text key of a step may hold inline cards; every translation of it
 * is checked, since a translator can mistype a card as well. */
static const char *const step_text_keys[] = {
  "Text", "Hint1", "Hint2", "Hint3", "Success", "Point", "Notes",
  "Option1", "Option2", "Option3", "Option4", "Option5", "Option6", "Option7", "Option8",
  "WrongText1", "WrongText2", "WrongText3", "WrongText4", "WrongText5", "WrongText6",
  "WrongText7", "WrongText8", "WrongText9", NULL
};

static void
check_texts (Loader     *ld,
             const char *group)
{
  const char *const *keys = gt_source_get_keys (ld->src, group);

  for (guint i = 0; keys[i]; i++)
    {
      g_autofree char *value = NULL;
      GError *error = NULL;

      if (!gt_key_in_list (step_text_keys, keys[i], TRUE))
        continue;
      value = gt_source_get_value (ld->src, group, keys[i]);
      if (!text_runs_scan (value, NULL, &error))
        {
          problem (ld, group, keys[i], "%s: %s", keys[i], error->message);
          g_error_free (error);
        }
    }
}

static gboolean
has_any_key (GKeyFile          *kf,
             const char        *group,
             const char *const *keys)
{
  for (guint i = 0; keys[i]; i++)
    if (g_key_file_has_key (kf, group, keys[i], NULL))
      return TRUE;
  return FALSE;
}

/* Which kinds of step use a key (beyond the keys every step has). */
static gboolean
key_fits_kind (const char *key,
               GtStepKind  kind,
               const char **for_kinds)
{
  if (g_str_equal (key, "Expect"))
    {
      *for_kinds = "'play' steps and the game's own actions";
      return kind == GT_STEP_PLAY || kind == GT_STEP_ACT;
    }
  if (g_str_equal (key, "Goal"))
    {
      *for_kinds = "'play' steps";
      return kind == GT_STEP_PLAY;
    }
  if (g_str_equal (key, "Show"))
    {
      *for_kinds = "'judge' steps";
      return kind == GT_STEP_JUDGE;
    }
  if (g_str_has_prefix (key, "Option") && key[6] != '\0' && key[7] == '\0')
    {
      *for_kinds = "'choose' steps";
      return kind == GT_STEP_CHOOSE;
    }
  if (g_str_equal (key, "Link"))
    {
      *for_kinds = "'read' steps";
      return kind == GT_STEP_READ;
    }
  if (g_str_equal (key, "Answer") || g_str_has_prefix (key, "Wrong"))
    {
      /* A split is checked against the engine's own split: there is no
       * one answer to give, nor one wrong answer to foresee. */
      *for_kinds = "play, judge and choose steps and the game's own actions";
      return kind != GT_STEP_READ && kind != GT_STEP_SPLIT;
    }
  return TRUE;
}

/* Copies of each card across the hands and the table, in file order, so
 * that "more cards than the deck holds" points at the key that goes over. */
/* The deck of a step: the game's under the lesson's variants and the
 * step's own variants= (Gan Deng Yan's two decks, Bao Huang's low cards),
 * so that its hands and answers are read against the cards that game has.
 * An unknown variant name is left to the position loader to report. */
static void
step_deck (Loader     *ld,
           const char *group,
           guint8      copies[GT_CARD_KINDS])
{
  g_autofree char *text = gt_source_get_value (ld->src, group, "variants");
  guint32 variants = ld->lesson->variants;

  if (text != NULL)
    {
      g_auto (GStrv) names = g_strsplit_set (text, " ,;", -1);
      variants |= gt_ruleset_variants_from_names (ld->lesson->rs, (const char *const *) names);
    }
  gt_ruleset_deck (ld->lesson->rs, variants, copies);
}

static gboolean
check_deck (Loader     *ld,
            const char *group)
{
  static const char *const keys[] = { "S", "E", "N", "W", "1", "2", "3", "4", "5", "6", "table", "stock" };
  const guint8 *copies = ld->deck;
  guint held[GT_CARD_KINDS] = { 0 };
  guint order[G_N_ELEMENTS (keys)];

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    order[i] = i;
  /* Insertion sort by line: a dozen keys. */
  for (guint i = 1; i < G_N_ELEMENTS (keys); i++)
    for (guint j = i; j > 0 &&
         gt_source_key_line (ld->src, group, keys[order[j]]) < gt_source_key_line (ld->src, group, keys[order[j - 1]]);
         j--)
      {
        guint t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const char *key = keys[order[i]];
      g_autofree char *text = gt_source_get_value (ld->src, group, key);
      GtCardList list;

      gboolean known = FALSE;

      /* Only the game's own seat keys hold its hands (the others are
       * unknown keys, reported as such). */
      for (guint k = 0; ld->position_keys[k] != NULL && !known; k++)
        known = strcmp (ld->position_keys[k], key) == 0;
      if (!known || text == NULL || !gt_card_list_parse (text, NULL, &list, NULL))
        continue;    /* absent, or the engine names the bad card */
      for (guint k = 0; k < list.n; k++)
        if (++held[list.card[k]] > copies[list.card[k]] && copies[list.card[k]] > 0)
          {
            problem (ld, group, key, "key '%s': more copies of %s in the hands and on the table than the deck holds (%u)",
                     key, gt_card_to_string (list.card[k]), copies[list.card[k]]);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
load_position (Loader       *ld,
               GtLessonStep *st,
               const char   *group)
{
  GError *error = NULL;
  const char *bad_key;
  g_autofree char *face = NULL;

  if (!check_deck (ld, group))
    return FALSE;
  if (!gt_game_load_key_file (&st->position, ld->lesson->rs, ld->kf, group, &bad_key, &error))
    {
      /* Not reported when the key's refused line was: the step is broken
       * all the same. */
      if (!gt_source_add_position_problem (ld->src, group, bad_key, error->message, ld->problems))
        st->broken = TRUE;
      g_error_free (error);
      return FALSE;
    }
  st->position.variants |= ld->lesson->variants;

  face = get_string (ld, group, "face-down", FALSE, FALSE);
  if (face != NULL)
    {
      g_auto (GStrv) seats = g_strsplit_set (face, " ,;", -1);
      for (guint i = 0; seats[i]; i++)
        {
          guint seat;
          if (*seats[i] == '\0')
            continue;
          if (!gt_ruleset_seat_parse (ld->lesson->rs, GT_SEATS_MAX, seats[i], &seat))
            problem (ld, group, "face-down", "key 'face-down': unknown seat '%s' (%s)", seats[i],
                     g_str_equal (gt_ruleset_seat_id (ld->lesson->rs, 0), "1") ? "2 to 6" : "E, N or W");
          else if (seat == GT_SEAT_S)
            problem (ld, group, "face-down", "key 'face-down': %s, the learner, is always face up",
                     gt_ruleset_seat_id (ld->lesson->rs, GT_SEAT_S));
          else if (!(st->position.seats & (1u << seat)))
            problem (ld, group, "face-down", "key 'face-down': seat %s is not in play", seats[i]);
          else
            st->face_down |= (guint8) (1u << seat);
        }
    }
  return TRUE;
}

/* The engine's verdict on a judge step's Show.  The learner judges what
 * the table shows: when every hand is face up, a trick game's lead of
 * several cards is judged against the other hands, as `check --others` and
 * a puzzle judge it, so that a lead with a card another hand beats is the
 * revoke it is (dbf.lead.revoke); with a hand face down, as the leader sees
 * it at the table, where such a lead stands. */
static void
judge_show (const GtLessonStep *st,
            GtVerdict          *v)
{
  if ((st->face_down & ~(1u << st->position.turn)) == 0)
    gt_game_judge_trick_open (&st->position, st->position.turn, &st->show, v);
  else
    gt_game_judge_play (&st->position, st->position.turn, &st->show, v);
}

/* A step that needs a table and has none: say so, unless the position was
 * there and has already been reported as broken. */
static gboolean
need_position (Loader             *ld,
               const GtLessonStep *st,
               const char         *group,
               const char         *message)
{
  if (st->has_position)
    return TRUE;
  if (!has_any_key (ld->kf, group, ld->position_keys))
    problem (ld, group, NULL, "%s", message);
  return FALSE;
}

/* Cards of a key, reported as "KEY: message".  FALSE when absent or bad. */
static gboolean
get_cards (Loader     *ld,
           const char *group,
           const char *key,
           const char *value,
           GtCardList *list)
{
  GError *error = NULL;

  if (!gt_card_list_parse (value, ld->deck, list, &error))
    {
      problem (ld, group, key, "%s: %s", key, error->message);
      g_error_free (error);
      return FALSE;
    }
  if (list->n == 0)
    {
      problem (ld, group, key, "%s: no cards", key);
      return FALSE;
    }
  return TRUE;
}

/* Whether S's hand has a legal play on the step's table (of type, when
 * type is not GT_COMBO_NONE).  One play per rank pattern is enough to know
 * which types exist.  The first plays are written on the stack, which
 * answers most hands; only a hand with more plays than that and none of
 * the type among them needs the full list, 1 MiB, allocated once per
 * lesson (an allocation that size for every step was, under
 * AddressSanitizer, a fresh mapping and its page faults each time). */
static gboolean
has_legal_play (Loader             *ld,
                const GtLessonStep *st,
                guint               type)
{
  GtMove first[128];
  const GtCombo *table = st->position.table.type != GT_COMBO_NONE ? &st->position.table : NULL;
  const GtMove *moves = first;
  GtRuleCtx ctx;
  guint n;

  /* Into a trick every hand has a legal play, and no combinations. */
  if (st->position.rs->game->table == GT_TABLE_TRICK)
    return type == GT_COMBO_NONE && st->position.count[GT_SEAT_S] > 0;
  gt_game_rule_ctx (&st->position, &ctx);
  n = gt_moves_generate_counts (&ctx, st->position.hand[GT_SEAT_S], table, GT_MOVES_BY_RANK,
                                first, G_N_ELEMENTS (first));
  /* The engine loaded the position, and it refuses more copies of a card
   * than the deck has: an invalid hand here is a bug, not the file's. */
  g_return_val_if_fail (n != GT_MOVES_INVALID, FALSE);
  if (type == GT_COMBO_NONE)
    return n > 0;
  for (guint i = 0; i < MIN (n, G_N_ELEMENTS (first)); i++)
    if (first[i].combo.type == type)
      return TRUE;
  if (n <= G_N_ELEMENTS (first))
    return FALSE;
  if (ld->moves == NULL)
    ld->moves = g_new (GtMove, GT_MOVES_MAX);
  n = MIN (gt_moves_generate_counts (&ctx, st->position.hand[GT_SEAT_S], table, GT_MOVES_BY_RANK,
                                     ld->moves, GT_MOVES_MAX), GT_MOVES_MAX);
  moves = ld->moves;
  for (guint i = G_N_ELEMENTS (first); i < n; i++)
    if (moves[i].combo.type == type)
      return TRUE;
  return FALSE;
}

static char *
play_to_string (const GtCardList *list)
{
  return list->n ? gt_card_list_to_string (list) : g_strdup ("pass");
}

static void
load_play_step (Loader       *ld,
                GtLessonStep *st,
                const char   *group)
{
  const GtLesson *l = ld->lesson;
  g_autofree char *expect = get_string (ld, group, "Expect", FALSE, TRUE);
  g_autofree char *answer = get_string (ld, group, "Answer", FALSE, FALSE);
  g_autofree char *goal = get_string (ld, group, "Goal", FALSE, FALSE);
  gboolean found = FALSE, answer_ok = FALSE;
  GtSolveResult result = { 0 };
  gboolean solved = FALSE;
  Wanted wanted;

  if (expect != NULL)
    {
      const GtRuleset *rs = l->rs;

      for (guint i = 0; i < G_N_ELEMENTS (expect_names) && !found; i++)
        if (g_str_equal (expect, expect_names[i].name))
          {
            st->expect = expect_names[i].expect;
            st->expect_type = GT_COMBO_NONE;
            found = TRUE;
          }
      if (!found && (st->expect_type = (guint8) gt_ruleset_combo_type (rs, expect, TRUE)) != GT_COMBO_NONE)
        {
          st->expect = GT_EXPECT_TYPE;
          found = TRUE;
        }
      if (!found)
        {
          g_autoptr(GString) types = g_string_new (NULL);

          for (guint t = 1; t < rs->n_kinds; t++)
            if (gt_ruleset_combo_kind (rs, t) != NULL)
              {
                g_autofree char *name = type_name (rs, t);
                g_string_append_printf (types, "%s%s", types->len ? ", " : "", name);
              }
          problem (ld, group, "Expect", "unknown Expect '%s': write any, beat, a type of %s (%s), exact, win or pass",
                   expect, rs->id, types->str);
        }
    }
  if (!found)
    st->broken = TRUE;

  if (st->expect == GT_EXPECT_WIN)
    {
      if (goal == NULL)
        problem (ld, group, NULL, "[%s] needs a Goal= key for Expect=win", group);
      else if (!gt_goal_parse (goal, &st->goal))
        problem (ld, group, "Goal", "unknown goal '%s': write 'shed K', 'first-out', 'team-first' or 'double'", goal);
      else if (!gt_goal_allowed (ld->lesson->rs, &st->goal))
        problem (ld, group, "Goal", "'%s' is not a goal of %s puzzles", goal, ld->lesson->rs->id);
    }
  else if (goal != NULL)
    problem (ld, group, "Goal", "Goal is only for Expect=win");

  if (answer != NULL)
    {
      if (g_ascii_strcasecmp (answer, "pass") == 0)
        {
          gt_card_list_init (&st->answer);
          st->has_answer = TRUE;
        }
      else
        st->has_answer = get_cards (ld, group, "Answer", answer, &st->answer);
      answer_ok = st->has_answer;
    }
  else if (st->expect == GT_EXPECT_EXACT)
    problem (ld, group, NULL, "[%s] needs an Answer= key for Expect=exact", group);

  if (!need_position (ld, st, group, "a 'play' step needs a position: give S's hand and turn=S"))
    return;
  if (st->position.phase != GT_PHASE_PLAY || st->position.turn != GT_SEAT_S)
    {
      problem (ld, group, st->position.phase == GT_PHASE_PLAY ? "turn" : "phase",
               "a 'play' step needs S to play: the position must be in the play phase with turn=S");
      return;
    }
  if (!found)
    return;

  /* Can the position meet what the step expects at all? */
  switch (st->expect)
    {
    case GT_EXPECT_BEAT:
      /* A trick is taken, never beaten: its plays are any or exact. */
      if (st->position.rs->game->table == GT_TABLE_TRICK)
        {
          problem (ld, group, "Expect", "Expect=beat, but %s is played in tricks: write any or exact", ld->lesson->rs->id);
          return;
        }
      if (st->position.table.type == GT_COMBO_NONE)
        {
          problem (ld, group, "Expect", "Expect=beat, but there is no play on the table: give table= and table-by=");
          return;
        }
      G_GNUC_FALLTHROUGH;
    case GT_EXPECT_ANY:
    case GT_EXPECT_TYPE:
      {
        if (!has_legal_play (ld, st, st->expect == GT_EXPECT_TYPE ? st->expect_type : GT_COMBO_NONE))
          {
            if (st->expect == GT_EXPECT_TYPE)
              problem (ld, group, "Expect", "Expect=%s, but %s has no legal %s to play here", expect,
                       gt_game_seat_id (&st->position, st->position.turn), expect);
            else
              problem (ld, group, "Expect", "Expect=%s, but %s has no legal play here", expect,
                       gt_game_seat_id (&st->position, st->position.turn));
            return;
          }
        break;
      }
    case GT_EXPECT_PASS:
      if (st->position.table.type == GT_COMBO_NONE)
        {
          problem (ld, group, "Expect", "Expect=pass, but %s leads and must play",
                   gt_game_seat_id (&st->position, st->position.turn));
          return;
        }
      break;
    case GT_EXPECT_WIN:
      if (goal != NULL && gt_goal_parse (goal, &st->goal) && st->goal.kind == GT_GOAL_SHED &&
          st->position.seats != (1u << GT_SEAT_S))
        {
          problem (ld, group, "Goal", "a 'shed' goal has S alone in play (no other hands)");
          return;
        }
      if (ld->solver == NULL || goal == NULL || !gt_goal_parse (goal, &st->goal))
        break;
      if (!gt_solver_solve (ld->solver, &st->position, &st->goal, &result))
        {
          g_autofree char *why = gt_solver_stop_message (ld->solver);
          problem (ld, group, "Goal", "%s", why);
        }
      else if (!result.solvable)
        problem (ld, group, "Goal", "Expect=win, but the goal '%s' cannot be forced from this position "
                 "(the solver searched %" G_GUINT64_FORMAT " positions)", goal, result.nodes);
      else
        solved = TRUE;
      break;
    case GT_EXPECT_EXACT:
    case GT_EXPECT_NONE:
    default:
      break;
    }

  wanted_init (&wanted, l, st, solved ? result.winning : NULL);

  if (answer_ok)
    {
      PlayRead r;
      g_autofree char *cards = play_to_string (&st->answer);

      read_play (l, st, &st->answer, &wanted, &r);
      if (!r.legal)
        problem (ld, group, "Answer", "Answer %s is not a legal play here: %s (%s)", cards,
                 r.verdict.explanation, r.verdict.rule);
      else if (st->expect == GT_EXPECT_WIN)
        {
          if (solved && !wanted_move (&wanted, &r.move))
            problem (ld, group, "Answer", "Answer %s does not win: the solver refutes it", cards);
        }
      else if (!wanted_move (&wanted, &r.move))
        {
          if (r.move.n == 0)
            problem (ld, group, "Answer", "Answer is a pass, but Expect=%s", expect);
          else
            {
              g_autofree char *type = type_name (l->rs, r.move.combo.type);
              problem (ld, group, "Answer", "Answer %s does not meet Expect=%s: it is a play of type '%s'", cards,
                       expect, type);
            }
        }
      gt_verdict_clear (&r.verdict);
    }

  /* Author's wrong answers: legal plays that are not right (an illegal
   * play gets the engine's verdict, so its text would never be shown). */
  for (guint i = 0; i < st->n_wrong; i++)
    {
      GtStepWrong *w = &st->wrong[i];
      char key[16];
      PlayRead r;
      g_autofree char *cards = play_to_string (&w->play);

      g_snprintf (key, sizeof key, "Wrong%u", w->number);
      read_play (l, st, &w->play, NULL, &r);
      if (!r.legal)
        problem (ld, group, key, "%s %s is not a legal play here, so the learner sees the engine's verdict instead: %s (%s)",
                 key, cards, r.verdict.explanation, r.verdict.rule);
      else if ((st->expect != GT_EXPECT_WIN || solved) && wanted_move (&wanted, &r.move))
        problem (ld, group, key, "%s %s is a right answer for Expect=%s", key, cards, expect);
      gt_verdict_clear (&r.verdict);
    }
  gt_solve_result_clear (&result);
}

static void
load_judge_step (Loader       *ld,
                 GtLessonStep *st,
                 const char   *group)
{
  g_autofree char *show = get_string (ld, group, "Show", FALSE, TRUE);
  g_autofree char *answer = get_string (ld, group, "Answer", FALSE, TRUE);
  gboolean have_show = FALSE, have_answer = FALSE;

  if (show != NULL)
    have_show = get_cards (ld, group, "Show", show, &st->show);
  if (answer != NULL)
    {
      if (g_ascii_strcasecmp (answer, "legal") == 0 || g_ascii_strcasecmp (answer, "illegal") == 0)
        {
          st->answer_legal = g_ascii_strcasecmp (answer, "legal") == 0;
          have_answer = TRUE;
        }
      else
        problem (ld, group, "Answer", "Answer for a 'judge' step is 'legal' or 'illegal', not '%s'", answer);
    }
  st->has_answer = have_answer;
  if (!need_position (ld, st, group,
                      "a 'judge' step needs a position: the hand of the player who makes the Show play, and turn="))
    return;
  if (st->position.phase != GT_PHASE_PLAY || st->position.turn >= st->position.n_seats)
    {
      problem (ld, group, "phase", "a 'judge' step needs a position in the play phase with a player to move");
      return;
    }
  if (have_show)
    {
      guint8 counts[GT_CARD_KINDS];
      guint seat = st->position.turn;

      gt_card_list_count (&st->show, counts);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (counts[c] > st->position.hand[seat][c])
          {
            problem (ld, group, "Show", "Show: %s, whose turn it is, does not hold %s", gt_game_seat_id (&st->position, seat),
                     gt_card_to_string ((GtCard) c));
            return;
          }
    }
  if (have_show && have_answer)
    {
      GtVerdict v;

      gt_verdict_init (&v);
      judge_show (st, &v);
      if (v.legal != st->answer_legal)
        problem (ld, group, "Answer", "Answer=%s, but the engine finds the play %s: %s (%s)",
                 st->answer_legal ? "legal" : "illegal", v.legal ? "legal" : "illegal", v.explanation, v.rule);
      for (guint i = 0; i < st->n_wrong; i++)
        if ((st->wrong[i].option == 1) == st->answer_legal)
          {
            char key[16];
            g_snprintf (key, sizeof key, "Wrong%u", st->wrong[i].number);
            problem (ld, group, key, "%s is the right answer", key);
          }
      gt_verdict_clear (&v);
    }
}

static void
load_choose_step (Loader       *ld,
                  GtLessonStep *st,
                  const char   *group)
{
  g_autofree char *answer = get_string (ld, group, "Answer", FALSE, TRUE);
  guint64 n;

  for (guint i = 0; i < GT_LESSON_MAX_OPTIONS; i++)
    {
      char key[16];
      g_snprintf (key, sizeof key, "Option%u", i + 1);
      st->options[i] = get_string (ld, group, key, TRUE, FALSE);
      if (st->options[i] != NULL)
        {
          if (i != st->n_options)
            problem (ld, group, key, "%s comes after a missing Option%u: number the options from 1 without gaps",
                     key, st->n_options + 1);
          st->n_options = i + 1;
        }
    }
  if (st->n_options < 2)
    problem (ld, group, NULL, "a 'choose' step needs 2 to %u options (Option1, Option2, …)", GT_LESSON_MAX_OPTIONS);
  if (answer == NULL)
    return;
  if (!g_ascii_string_to_unsigned (answer, 10, 1, GT_LESSON_MAX_OPTIONS, &n, NULL) || n > st->n_options)
    problem (ld, group, "Answer", "Answer '%s' is not one of the options (1 to %u)", answer, st->n_options);
  else
    {
      st->answer_option = (guint) n;
      st->has_answer = TRUE;
    }
}

/* An act step's answer as written: a card step's cards (act->n_cards),
 * or a declaration's choice id and, when it goes with one, a card
 * ("take SA").  FALSE, with a problem reported, when it is neither. */
static gboolean
get_act_answer (Loader              *ld,
                const GtLessonStep  *st,
                const char          *group,
                const char          *key,
                const char          *value,
                GtCardList          *cards,
                const GtStepChoice **choice)
{
  const GtStepAction *act = st->act;

  gt_card_list_init (cards);
  *choice = NULL;
  if (act->n_cards > 0)
    {
      if (!get_cards (ld, group, key, value, cards))
        return FALSE;
      if (cards->n != act->n_cards || gt_card_list_has_declarations (cards))
        {
          problem (ld, group, key, "%s: a '%s' step takes %u card%s, not %u", key, act->id, act->n_cards,
                   act->n_cards == 1 ? "" : "s", cards->n);
          return FALSE;
        }
      return TRUE;
    }
  {
    g_autofree char *copy = g_strstrip (g_strdup (value));
    g_auto (GStrv) words = g_strsplit (copy, " ", 2);
    GString *ids;

    if (words[0] != NULL && (*choice = gt_step_action_choice (act, words[0])) != NULL)
      {
        if (words[1] == NULL || *g_strstrip (words[1]) == '\0')
          return TRUE;
        if (!(*choice)->with_card)
          {
            problem (ld, group, key, "%s: '%s' goes with no card", key, (*choice)->id);
            return FALSE;
          }
        if (!get_cards (ld, group, key, words[1], cards))
          return FALSE;
        if (cards->n != 1)
          {
            problem (ld, group, key, "%s: '%s' goes with one card", key, (*choice)->id);
            return FALSE;
          }
        return TRUE;
      }
    ids = g_string_new (NULL);
    for (const GtStepChoice *c = act->choices; c != NULL && c->id != NULL; c++)
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? ", " : "", c->id);
    problem (ld, group, key, "%s: '%s' is not an answer of a '%s' step (%s)", key, value, act->id, ids->str);
    g_string_free (ids, TRUE);
    return FALSE;
  }
}

/* The engine's action for an act step's answer by S. */
static void
act_action (const GtLessonStep *st,
            const GtCardList   *cards,
            const GtStepChoice *choice,
            GtAction           *a)
{
  const GtStepAction *act = st->act;

  if (act->n_cards == 0)
    gt_action_declare (a, GT_SEAT_S, choice->choice,
                       choice->with_card && cards != NULL && cards->n > 0 ? cards->card[0] : GT_CARD_NONE);
  else if (act->type == GT_ACTION_DISCARD)
    gt_action_discard (a, GT_SEAT_S, cards);
  else
    gt_action_card (a, (GtActionType) act->type, GT_SEAT_S, cards->n > 0 ? cards->card[0] : GT_CARD_NONE);
}

/* Whether two answers of an act step are the same: the same choice and
 * the same cards, in any order. */
static gboolean
act_same (const GtCardList   *a,
          const GtStepChoice *ca,
          const GtCardList   *b,
          const GtStepChoice *cb)
{
  guint8 na[GT_CARD_KINDS], nb[GT_CARD_KINDS];

  if (ca != cb)
    return FALSE;
  gt_card_list_count (a, na);
  gt_card_list_count (b, nb);
  return memcmp (na, nb, sizeof na) == 0;
}

/* Whether S can take the step's action in its position at all: some
 * choice or card the engine accepts. */
static gboolean
s_can_act (const GtLessonStep *st)
{
  const GtStepAction *act = st->act;
  GtCardList hand, one;
  GtAction a;

  gt_game_hand_list (&st->position, GT_SEAT_S, &hand);
  if (act->n_cards > 1)
    return st->position.turn == GT_SEAT_S && hand.n >= act->n_cards;
  for (const GtStepChoice *c = act->choices; c != NULL && c->id != NULL; c++)
    for (guint i = 0; i <= (c->with_card ? hand.n : 0); i++)
      {
        gt_card_list_init (&one);
        if (i > 0)
          gt_card_list_append (&one, hand.card[i - 1], GT_CARD_NONE);
        act_action (st, &one, c, &a);
        if (gt_game_check (&st->position, &a, NULL))
          return TRUE;
      }
  for (guint i = 0; act->n_cards == 1 && i < hand.n; i++)
    {
      gt_card_list_init (&one);
      gt_card_list_append (&one, hand.card[i], GT_CARD_NONE);
      act_action (st, &one, NULL, &a);
      if (gt_game_check (&st->position, &a, NULL))
        return TRUE;
    }
  return FALSE;
}

/* A step of the game's own action (GT_STEP_ACT): a position in the
 * action's phase in which S acts; Expect= any or exact; the Answer and
 * every WrongN checked by the engine. */
static void
load_act_step (Loader       *ld,
               GtLessonStep *st,
               const char   *group)
{
  const GtLesson *l = ld->lesson;
  const GtStepAction *act = st->act;
  g_autofree char *answer = get_string (ld, group, "Answer", FALSE, FALSE);
  g_autofree char *expect = get_string (ld, group, "Expect", FALSE, FALSE);
  gboolean ok = FALSE;

  /* A card step's default: any card the engine takes is right (a
   * tribute: the rules leave no choice worth teaching); a declaration's:
   * the Answer. */
  st->expect = act->n_cards > 0 ? GT_EXPECT_ANY : GT_EXPECT_EXACT;
  if (expect != NULL)
    {
      g_strstrip (expect);
      if (g_str_equal (expect, "any"))
        st->expect = GT_EXPECT_ANY;
      else if (g_str_equal (expect, "exact"))
        st->expect = GT_EXPECT_EXACT;
      else
        problem (ld, group, "Expect", "Expect for a '%s' step is 'any' or 'exact', not '%s'", act->id, expect);
    }
  if (answer != NULL && get_act_answer (ld, st, group, "Answer", answer, &st->answer, &st->answer_choice))
    st->has_answer = ok = TRUE;
  if (st->expect == GT_EXPECT_EXACT && answer == NULL)
    problem (ld, group, "Answer", "Expect=exact needs Answer=%s", act->n_cards > 0 ? "CARDS" : "CHOICE");

  {
    g_autofree char *message = g_strdup_printf ("a '%s' step needs a position with phase=%s", act->id,
                                                gt_phase_to_string (act->phase));
    if (!need_position (ld, st, group, message))
      return;
  }
  if (st->position.phase != act->phase)
    {
      problem (ld, group, "phase", "a '%s' step needs a position in phase %s, not %s", act->id,
               gt_phase_to_string (act->phase), gt_phase_to_string (st->position.phase));
      return;
    }
  if (!s_can_act (st))
    {
      problem (ld, group, "phase", "a '%s' step needs a position in which %s acts", act->id,
               gt_game_seat_id (&st->position, GT_SEAT_S));
      return;
    }

  for (guint i = 0; i <= st->n_wrong; i++)
    {
      GtGame g = st->position;
      GtAction a;
      GtVerdict v;
      char key[16];
      const GtCardList *cards;
      const GtStepChoice *choice;
      gboolean accepted;
      g_autofree char *shown = NULL;

      if (i < st->n_wrong)
        {
          cards = &st->wrong[i].play;
          choice = st->wrong[i].choice;
          g_snprintf (key, sizeof key, "Wrong%u", st->wrong[i].number);
        }
      else if (ok)
        {
          cards = &st->answer;
          choice = st->answer_choice;
          g_strlcpy (key, "Answer", sizeof key);
        }
      else
        break;
      shown = choice != NULL ? g_strdup (choice->id) : gt_card_list_to_string (cards);
      act_action (st, cards, choice, &a);
      gt_verdict_init (&v);
      accepted = gt_game_act (&g, l->rs, &a, &v, NULL);
      if (i == st->n_wrong && !accepted)
        problem (ld, group, key, "Answer %s is refused by the engine: %s (%s)", shown, v.explanation, v.rule);
      else if (i < st->n_wrong && accepted && st->expect == GT_EXPECT_ANY)
        problem (ld, group, key, "%s %s is an action the engine accepts, so it is a right answer (Expect=any)",
                 key, shown);
      else if (i < st->n_wrong && ok && act_same (cards, choice, &st->answer, st->answer_choice))
        problem (ld, group, key, "%s is the right answer", key);
      gt_verdict_clear (&v);
    }
}

/* WrongN / WrongTextN pairs, read as the step's kind of answer. */
static void
load_wrong (Loader       *ld,
            GtLessonStep *st,
            const char   *group)
{
  for (guint n = 1; n <= GT_LESSON_MAX_WRONG; n++)
    {
      char key[16], tkey[16];
      g_autofree char *value = NULL;
      char *text;
      GtStepWrong *w;
      gboolean ok = TRUE;

      g_snprintf (key, sizeof key, "Wrong%u", n);
      g_snprintf (tkey, sizeof tkey, "WrongText%u", n);
      value = get_string (ld, group, key, FALSE, FALSE);
      text = get_string (ld, group, tkey, TRUE, FALSE);
      if (value == NULL && text == NULL)
        continue;
      if (value == NULL || text == NULL)
        {
          problem (ld, group, value ? key : tkey, "%s needs %s beside it", value ? key : tkey, value ? tkey : key);
          g_free (text);
          continue;
        }
      w = &st->wrong[st->n_wrong];
      memset (w, 0, sizeof *w);
      w->option = -1;
      gt_card_list_init (&w->play);
      switch (st->kind)
        {
        case GT_STEP_PLAY:
          if (g_ascii_strcasecmp (value, "pass") == 0)
            w->is_pass = TRUE;
          else
            ok = get_cards (ld, group, key, value, &w->play);
          break;
        case GT_STEP_ACT:
          ok = get_act_answer (ld, st, group, key, value, &w->play, &w->choice);
          break;
        case GT_STEP_JUDGE:
          if (g_ascii_strcasecmp (value, "legal") == 0 || g_ascii_strcasecmp (value, "illegal") == 0)
            w->option = g_ascii_strcasecmp (value, "legal") == 0;
          else
            {
              problem (ld, group, key, "%s for a 'judge' step is 'legal' or 'illegal', not '%s'", key, value);
              ok = FALSE;
            }
          break;
        case GT_STEP_CHOOSE:
          {
            guint64 o;
            if (!g_ascii_string_to_unsigned (value, 10, 1, GT_LESSON_MAX_OPTIONS, &o, NULL))
              {
                problem (ld, group, key, "%s for a 'choose' step is an option number, not '%s'", key, value);
                ok = FALSE;
              }
            else
              w->option = (int) o;
            break;
          }
        case GT_STEP_READ:
        case GT_STEP_SPLIT:
        default:
          ok = FALSE;
          break;
        }
      if (!ok)
        {
          g_free (text);
          continue;
        }
      w->number = n;
      w->text = text;
      st->n_wrong++;
    }
}

/* A split step: S alone decides, leading every play, so the position is
 * S's hand, S to lead.  The engine's count is taken here once (it is
 * quick); its split itself is made only when a learner needs to see it. */
static void
load_split_step (Loader       *ld,
                 GtLessonStep *st,
                 const char   *group)
{
  guint held;

  if (!need_position (ld, st, group, "a 'split' step needs a position: S's hand to sort"))
    return;
  held = st->position.count[GT_SEAT_S];
  if (st->position.phase != GT_PHASE_PLAY || st->position.turn != GT_SEAT_S ||
      st->position.table.type != GT_COMBO_NONE)
    {
      problem (ld, group, "turn", "a 'split' step needs S to lead (phase play, turn=S, no table)");
      return;
    }
  if (held < 2)
    {
      problem (ld, group, "S", "a 'split' step needs at least 2 cards in S's hand to sort, not %u", held);
      return;
    }
  st->split_plays = gt_min_plays_counts (st->position.hand[GT_SEAT_S], st->position.level);
  if (st->split_plays == 0)
    problem (ld, group, "S", "the engine cannot sort S's hand into plays");
}

/* Link=: "play" or "play N" (N a deal's number, its seed), or "compare GAME
 * GAME…" (games of the registry). */
static void
load_link (Loader       *ld,
           GtLessonStep *st,
           const char   *group)
{
  g_autofree char *link = get_string (ld, group, "Link", FALSE, FALSE);
  g_auto (GStrv) words = NULL;

  if (link == NULL)
    return;
  words = g_strsplit (g_strstrip (link), " ", -1);
  /* "compare GAME GAME…": the Compare page with those games chosen. */
  if (g_strv_length (words) >= 1 && g_str_equal (words[0], "compare"))
    {
      guint n = 0;

      for (guint i = 1; words[i] != NULL; i++)
        {
          if (*words[i] == '\0')
            continue;
          if (gt_ruleset_lookup (words[i]) == NULL)
            {
              GString *known = g_string_new (NULL);

              for (const GtRuleset *const *rs = gt_rulesets (); *rs != NULL; rs++)
                g_string_append_printf (known, "%s%s", known->len > 0 ? ", " : "", (*rs)->id);
              problem (ld, group, "Link", "Link: '%s' is not a game (%s)", words[i], known->str);
              g_string_free (known, TRUE);
              return;
            }
          n++;
        }
      if (n < 2)
        {
          g_autofree char *ids = gt_ruleset_ids ();
          problem (ld, group, "Link", "Link: 'compare' names two games or more (%s)", ids);
        }
      else
        st->link = g_steal_pointer (&link);
      return;
    }
  /* "play", "play N" (Guandan's deal N), "play GAME" or "play GAME N". */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *game = NULL;
    guint32 seed;
    gboolean has_seed;

    if (gt_play_link_parse (link, &game, &seed, &has_seed, &error))
      st->link = g_steal_pointer (&link);
    else
      problem (ld, group, "Link", "%s", error->message);
  }
}

/* Do=: a shared verb, or one of the game's own actions. */
static gboolean
parse_kind (const GtRuleset     *rs,
            const char          *text,
            GtStepKind          *kind,
            const GtStepAction **act)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (kind_names[i] != NULL && g_str_equal (text, kind_names[i]))
      {
        *kind = (GtStepKind) i;
        return TRUE;
      }
  *act = gt_ruleset_step_action (rs, text);
  if (*act == NULL)
    return FALSE;
  *kind = GT_STEP_ACT;
  return TRUE;
}

static void
load_step (Loader       *ld,
           GtLessonStep *st,
           const char   *group)
{
  guint before = gt_problems_added (ld->problems);
  g_autofree char *kind = NULL;
  g_autofree char *highlight = NULL;
  const char *const *keys;
  gboolean kind_ok = FALSE;

  st->line = gt_source_group_line (ld->src, group);
  step_deck (ld, group, ld->deck);
  st->kind = GT_STEP_READ;
  gt_card_list_init (&st->highlight);
  gt_card_list_init (&st->answer);
  gt_card_list_init (&st->show);

  gt_source_check_keys (ld->src, group, ld->step_keys, ld->problems);
  check_texts (ld, group);

  st->text = get_string (ld, group, "Text", TRUE, TRUE);
  kind = get_string (ld, group, "Do", FALSE, TRUE);
  if (kind != NULL && !(kind_ok = parse_kind (ld->lesson->rs, kind, &st->kind, &st->act)))
    {
      /* The game's own actions are its own: name them, or that it has
       * none. */
      g_autofree char *own = gt_ruleset_step_action_ids (ld->lesson->rs);
      problem (ld, group, "Do", "unknown Do '%s': write read, play, judge, choose or split, or one of %s's own: %s",
               kind, ld->lesson->rs->id, *own != '\0' ? own : "none");
    }
  /* The engine's fewest-plays split knows the shapes of the games that
   * declare it (GT_SOLVER_SPLIT): only their hands can be checked. */
  if (kind_ok && st->kind == GT_STEP_SPLIT && !(ld->lesson->rs->game->solver & GT_SOLVER_SPLIT))
    {
      problem (ld, group, "Do", "a 'split' step, but %s has no fewest-plays split to check it against",
               ld->lesson->rs->id);
      kind_ok = FALSE;
    }

  /* Keys that belong to another kind of step are a mistake worth naming:
   * the learner would never see them. */
  keys = gt_source_get_keys (ld->src, group);
  for (guint i = 0; kind_ok && keys[i]; i++)
    {
      const char *for_kinds = NULL;

      if (!gt_key_in_list (ld->step_keys, keys[i], FALSE))
        continue;
      if (!key_fits_kind (keys[i], st->kind, &for_kinds))
        problem (ld, group, keys[i], "key '%s' is only for %s; this step is '%s'", keys[i], for_kinds, kind);
    }

  st->rules = get_rules (ld, group, FALSE);
  for (guint i = 0; i < GT_LESSON_MAX_HINTS; i++)
    {
      char key[8];
      g_snprintf (key, sizeof key, "Hint%u", i + 1);
      st->hints[i] = get_string (ld, group, key, TRUE, FALSE);
    }
  st->success = get_string (ld, group, "Success", TRUE, FALSE);
  st->point = get_string (ld, group, "Point", TRUE, FALSE);
  st->notes = get_string (ld, group, "Notes", TRUE, FALSE);

  st->has_position = has_any_key (ld->kf, group, ld->position_keys);
  if (st->has_position && !load_position (ld, st, group))
    st->has_position = FALSE;
  else if (!st->has_position && g_key_file_has_key (ld->kf, group, "face-down", NULL))
    problem (ld, group, "face-down", "key 'face-down' without a position");

  highlight = get_string (ld, group, "Highlight", FALSE, FALSE);
  if (highlight != NULL && get_cards (ld, group, "Highlight", highlight, &st->highlight))
    {
      /* Only cards the learner can see can be highlighted. */
      guint8 counts[GT_CARD_KINDS];
      guint8 shown[GT_CARD_KINDS] = { 0 };

      gt_card_list_count (&st->highlight, counts);
      if (st->has_position)
        for (guint c = 0; c < GT_CARD_KINDS; c++)
          shown[c] = st->position.hand[GT_SEAT_S][c];
      for (guint i = 0; st->has_position && i < st->position.table_n; i++)
        shown[st->position.table_card[i]]++;
      if (kind_ok && st->kind == GT_STEP_JUDGE && g_key_file_has_key (ld->kf, group, "Show", NULL))
        {
          GtCardList show;
          g_autofree char *s = gt_source_get_value (ld->src, group, "Show");
          if (gt_card_list_parse (s, NULL, &show, NULL))
            for (guint i = 0; i < show.n; i++)
              shown[show.card[i]]++;
        }
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        if (counts[c] > 0 && shown[c] == 0)
          {
            problem (ld, group, "Highlight", "Highlight: %s is not in S's hand or on the table",
                     gt_card_to_string ((GtCard) c));
            break;
          }
    }

  if (kind_ok)
    {
      load_wrong (ld, st, group);
      switch (st->kind)
        {
        case GT_STEP_PLAY:
          load_play_step (ld, st, group);
          break;
        case GT_STEP_JUDGE:
          load_judge_step (ld, st, group);
          break;
        case GT_STEP_CHOOSE:
          load_choose_step (ld, st, group);
          for (guint i = 0; i < st->n_wrong; i++)
            {
              char key[16];
              g_snprintf (key, sizeof key, "Wrong%u", st->wrong[i].number);
              if ((guint) st->wrong[i].option > st->n_options)
                problem (ld, group, key, "%s is not one of the options (1 to %u)", key, st->n_options);
              else if ((guint) st->wrong[i].option == st->answer_option)
                problem (ld, group, key, "%s is the right answer (option %d)", key, st->wrong[i].option);
            }
          break;
        case GT_STEP_ACT:
          load_act_step (ld, st, group);
          break;
        case GT_STEP_SPLIT:
          load_split_step (ld, st, group);
          break;
        case GT_STEP_READ:
          load_link (ld, st, group);
          break;
        default:
          break;
        }
    }

  if (gt_problems_added (ld->problems) > before || !kind_ok)
    st->broken = TRUE;
}

static void
load_lesson_keys (Loader *ld)
{
  GtLesson *l = ld->lesson;
  const char *g = "Lesson";
  g_autofree char *variants = NULL;
  GError *error = NULL;
  int n;

  gt_source_check_keys (ld->src, g, lesson_keys, ld->problems);

  l->id = get_string (ld, g, "Id", FALSE, TRUE);
  l->id_line = gt_source_key_line (ld->src, g, "Id");
  if (l->id != NULL && !gt_id_is_valid (l->id))
    problem (ld, g, "Id", "Id '%s' may use only a-z, 0-9 and '-' (at most 64)", l->id);
  l->title = get_string (ld, g, "Title", TRUE, TRUE);
  l->summary = get_string (ld, g, "Summary", TRUE, TRUE);
  l->chapter_title = get_string (ld, g, "ChapterTitle", TRUE, FALSE);

  n = g_key_file_get_integer (ld->kf, g, "Chapter", &error);
  if (error != NULL && g_error_matches (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
    {
      if (!gt_source_key_refused (ld->src, g, "Chapter"))
        problem (ld, g, NULL, "[Lesson] needs a Chapter= key");
    }
  else if (error != NULL || n < 1 || n > 99)
    problem (ld, g, "Chapter", "Chapter must be a number from 1 to 99");
  else
    l->chapter = (guint) n;
  g_clear_error (&error);

  n = g_key_file_get_integer (ld->kf, g, "Order", &error);
  if (error != NULL && g_error_matches (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
    {
      if (!gt_source_key_refused (ld->src, g, "Order"))
        problem (ld, g, NULL, "[Lesson] needs an Order= key");
    }
  else if (error != NULL || n < 1 || n > 999)
    problem (ld, g, "Order", "Order must be a number from 1 to 999");
  else
    l->order = (guint) n;
  g_clear_error (&error);

  l->rules = get_rules (ld, g, TRUE);

  if (g_key_file_has_key (ld->kf, g, "Optional", NULL))
    {
      l->optional = g_key_file_get_boolean (ld->kf, g, "Optional", &error);
      if (error != NULL)
        problem (ld, g, "Optional", "Optional must be true or false");
      g_clear_error (&error);
    }

  variants = get_string (ld, g, "Variants", FALSE, FALSE);
  if (variants != NULL)
    {
      g_auto (GStrv) names = g_strsplit (variants, ";", -1);
      for (guint i = 0; names[i]; i++)
        {
          GtRuleCtx ctx;
          if (*g_strstrip (names[i]) == '\0')
            continue;
          gt_rule_ctx_init (&ctx, l->rs, 2);
          if (!gt_ruleset_set_variant (l->rs, &ctx, names[i]))
            problem (ld, g, "Variants", "unknown variant '%s'", names[i]);
          l->variants |= ctx.variants;
        }
    }
}

GtLesson *
gt_lesson_load_source (GtSource  *source,
                       GtSolver  *solver,
                       GPtrArray *problems)
{
  g_autoptr (GPtrArray) local = problems ? NULL : gt_problems_new ();
  const char *const *groups = gt_source_get_groups (source);
  g_autofree char *game = NULL;
  GtLesson *l;
  Loader ld;
  guint expected = 1;

  ld.src = source;
  ld.kf = gt_source_get_key_file (source);
  ld.file = gt_source_get_file (source);
  ld.problems = problems ? problems : local;
  ld.solver = solver;
  ld.moves = NULL;
  ld.step_keys = no_keys;
  ld.position_keys = no_keys;

  if (!g_key_file_has_group (ld.kf, "Lesson"))
    {
      if (!gt_source_is_unread (source))
        gt_problem_add (ld.problems, ld.file, 0, "not a lesson: there is no [Lesson] group");
      return NULL;
    }

  l = g_new0 (GtLesson, 1);
  l->file = g_strdup (ld.file);
  ld.lesson = l;

  game = get_string (&ld, "Lesson", "Game", FALSE, TRUE);
  l->rs = gt_ruleset_lookup (game);
  if (l->rs == NULL)
    {
      g_autofree char *ids = gt_ruleset_ids ();

      problem (&ld, "Lesson", "Game", "unknown game '%s' (%s)", game, ids);
      gt_lesson_free (l);
      return NULL;
    }
  {
    const GameKeys *gk = keys_of_game (l->rs);

    ld.step_keys = gk->step;
    ld.position_keys = gk->position;
  }
  load_lesson_keys (&ld);

  {
    /* Room for the steps the file can have, not for the most any lesson
     * may have: a step is 2 KiB, and zeroing 64 of them for every file was
     * a large part of reading a small one. */
    guint n_groups = g_strv_length ((char **) groups);

    l->steps = g_new0 (GtLessonStep, MAX (1u, MIN (n_groups, (guint) GT_LESSON_MAX_STEPS)));
  }
  for (guint i = 0; groups[i]; i++)
    {
      const char *group = groups[i];
      guint64 n;

      if (g_str_equal (group, "Lesson"))
        continue;
      if (!g_str_has_prefix (group, "Step ") ||
          !g_ascii_string_to_unsigned (group + 5, 10, 1, G_MAXUINT, &n, NULL))
        {
          if (g_ascii_strncasecmp (group, "step", 4) == 0)
            problem (&ld, group, NULL, "unknown group [%s]: write [Step N], N from 1 to %u", group, GT_LESSON_MAX_STEPS);
          else if (gt_edit_distance (group, strlen (group), "Lesson", 6, 2) <= 2)
            problem (&ld, group, NULL, "unknown group [%s]; did you mean [Lesson]?", group);
          else
            problem (&ld, group, NULL, "unknown group [%s]: a lesson has [Lesson] and [Step 1] … [Step %u]",
                     group, GT_LESSON_MAX_STEPS);
          continue;
        }
      if (n > GT_LESSON_MAX_STEPS || l->n_steps >= GT_LESSON_MAX_STEPS)
        {
          problem (&ld, group, NULL, "too many steps: a lesson has at most %u", GT_LESSON_MAX_STEPS);
          continue;
        }
      if (n < expected)
        problem (&ld, group, NULL, "[%s] is out of order: it stands after [Step %u]", group, expected - 1);
      else if (n > expected)
        problem (&ld, group, NULL, "[%s] is out of order: expected [Step %u]", group, expected);
      expected = MAX (expected, (guint) n + 1);
      l->steps[l->n_steps].number = (guint) n;
      load_step (&ld, &l->steps[l->n_steps], group);
      l->n_steps++;
    }
  g_free (ld.moves);

  if (l->n_steps == 0)
    {
      gt_problem_add (ld.problems, ld.file, gt_source_group_line (source, "Lesson"),
                      "the lesson has no steps: add [Step 1]");
      gt_lesson_free (l);
      return NULL;
    }
  l->steps = g_renew (GtLessonStep, l->steps, l->n_steps);
  return l;
}

GtLesson *
gt_lesson_load (const char *path,
                GtSolver   *solver,
                GPtrArray  *problems)
{
  g_autoptr (GtSource) src = gt_source_new_from_file (path, problems);
  return gt_lesson_load_source (src, solver, problems);
}

/* ---- Checking answers ---------------------------------------------------- */

void
gt_answer_clear (GtAnswer *answer)
{
  g_free (answer->message);
  g_free (answer->rule);
  memset (answer, 0, sizeof *answer);
  gt_card_list_init (&answer->fault);
  answer->beaten_by = GT_SEAT_NONE;
}

static void
answer_start (GtAnswer *answer)
{
  memset (answer, 0, sizeof *answer);
  gt_card_list_init (&answer->fault);
  answer->beaten_by = GT_SEAT_NONE;
}

/* Whether seat can take the trick over the plays so far (plays[0] the
 * lead), asked of the game's trick rules on cards alone: one of its legal
 * plays would be the winning one. */
static gboolean
takes_trick (const GtGame     *after,
             guint             seat,
             GtCardList       *plays,
             guint             n)
{
  const GtTrickRules *tr = after->rs->game->trick;
  GtCardList hand, played, *moves;
  GtTrickQuestion q = { 0 };
  GtRuleCtx ctx;
  guint n_moves, max = 256;
  gboolean takes = FALSE;

  if (tr == NULL || tr->moves == NULL || tr->winner == NULL || n == 0 || n >= GT_SEATS_MAX)
    return FALSE;
  gt_game_rule_ctx (after, &ctx);
  gt_game_hand_list (after, seat, &hand);
  gt_card_list_init (&played);
  for (guint i = 1; i < n; i++)
    for (guint k = 0; k < plays[i].n; k++)
      gt_card_list_append (&played, plays[i].card[k], GT_CARD_NONE);
  q.hand = &hand;
  q.lead = &plays[0];
  q.played = &played;
  moves = g_new (GtCardList, max);
  n_moves = MIN (tr->moves (&ctx, &q, moves, max), max);
  for (guint i = 0; i < n_moves && !takes; i++)
    {
      plays[n] = moves[i];
      takes = tr->winner (&ctx, plays, n + 1, NULL, NULL) == n;
    }
  g_free (moves);
  return takes;
}

/* The seat whose play beats S's legal play, from the position after it:
 * in a climbing round the first seat of another side, in turn, holding a
 * play that beats it; in a trick the seat of another side that took it, is
 * winning it, or is the first still to play that could take it.
 * GT_SEAT_NONE for a pass, or when no seat of another side can.  Asked of
 * the core and the game's rules, whatever the game; all hands are known to
 * a lesson's engine (face-down is the table's business). */
static guint
beating_seat (const GtGame *after,
              const GtMove *move)
{
  const GtRuleset *rs = after->rs;
  guint n = after->n_seats;

  if (move->n == 0 || after->phase != GT_PHASE_PLAY)
    return GT_SEAT_NONE;

  if (rs->game->table == GT_TABLE_TRICK)
    {
      GtCardList plays[GT_SEATS_MAX];
      guint winner, n_plays = after->trick_n, t;

      /* S's play closed the trick: who took it. */
      if (n_plays == 0)
        return after->last_trick_by < n && !gt_game_same_side (after, after->last_trick_by, GT_SEAT_S)
               ? after->last_trick_by : GT_SEAT_NONE;
      winner = gt_game_trick_winner (after);
      if (winner < n && !gt_game_same_side (after, winner, GT_SEAT_S))
        return winner;
      for (guint i = 0; i < n_plays && i < GT_SEATS_MAX; i++)
        {
          gt_card_list_init (&plays[i]);
          for (guint k = 0; k < after->trick_len[i]; k++)
            gt_card_list_append (&plays[i], after->trick_card[after->trick_at[i] + k], GT_CARD_NONE);
        }
      /* The seats still to play, each judged against the plays made
       * (a partner's play between is not known yet). */
      t = after->turn;
      for (guint i = 0; i < n && t < n && t != GT_SEAT_S; i++, t = gt_game_next_active (after, t))
        if (!gt_game_same_side (after, t, GT_SEAT_S) && takes_trick (after, t, plays, n_plays))
          return t;
      return GT_SEAT_NONE;
    }

  /* A climbing round: S's play is the one to beat (gone out with it, or
   * a round ended, and nothing is). */
  if (after->table.type == GT_COMBO_NONE || after->table_by != GT_SEAT_S)
    return GT_SEAT_NONE;
  {
    GtRuleCtx ctx;
    GtMove one;
    guint i = 0;

    gt_game_rule_ctx (after, &ctx);
    for (guint t = after->turn; t < n && t != GT_SEAT_S && i < n; t = gt_game_next_active (after, t), i++)
      if (!gt_game_same_side (after, t, GT_SEAT_S))
        {
          guint found = gt_moves_generate_counts (&ctx, after->hand[t], &after->table, GT_MOVES_ALL, &one, 1);

          if (found != GT_MOVES_INVALID && found > 0)
            return t;
        }
  }
  return GT_SEAT_NONE;
}

static void
answer_set (GtAnswer     *answer,
            GtAnswerKind  kind,
            GString      *message,
            const char   *rule)
{
  answer->kind = kind;
  answer->message = g_string_free (message, FALSE);
  answer->rule = g_strdup (rule);
}

static void
answer_fault_from_verdict (GtAnswer         *answer,
                           const GtVerdict  *v,
                           const GtCardList *cards)
{
  for (guint i = 0; i < v->n_fault; i++)
    if (v->fault[i] < cards->n)
      gt_card_list_append (&answer->fault, cards->card[v->fault[i]], GT_CARD_NONE);
}

/* "a straight", for "The step asks for a straight." */
static const char *
type_words (const GtRuleset *rs,
            guint            type)
{
  const GtComboKind *kind = gt_ruleset_combo_kind (rs, type);

  return kind != NULL ? _(kind->noun) : _("a combination");
}

/* What a step asks for, in a sentence, for a legal answer that is not it. */
static void
add_what_is_asked (GString            *out,
                   const GtRuleset    *rs,
                   const GtLessonStep *st)
{
  switch (st->expect)
    {
    case GT_EXPECT_TYPE:
      gt_explain_add_sentencef (out, _("the step asks for %s."), type_words (rs, st->expect_type));
      break;
    case GT_EXPECT_ANY:
      gt_explain_add_sentence (out, _("the step asks you to play: choose a combination to lead."));
      break;
    case GT_EXPECT_BEAT:
      gt_explain_add_sentence (out, _("the step asks you to beat the play on the table."));
      break;
    case GT_EXPECT_EXACT:
      gt_explain_add_sentence (out, _("the step asks for a particular play; ask for a hint if you are stuck."));
      break;
    case GT_EXPECT_WIN:
      gt_explain_add_sentence (out, _("it does not reach the goal, though: against the best defence the other side stops you. Try another play."));
      break;
    case GT_EXPECT_PASS:
      gt_explain_add_sentence (out, _("the step asks you to pass here."));
      break;
    case GT_EXPECT_NONE:
    default:
      break;
    }
}

static void
answer_broken (GtAnswer *answer)
{
  GString *out = g_string_new (NULL);
  gt_explain_add_sentence (out, _("this step cannot be checked: the lesson file has a mistake in it."));
  answer_set (answer, GT_ANSWER_WRONG, out, NULL);
}

static const char *
first_rule (const GtLessonStep *st)
{
  return st->rules != NULL && st->rules[0] != NULL ? st->rules[0] : NULL;
}

/* The engine's reason without its advice: up to the end of its first
 * sentence (". " in English, "。" in Japanese and Chinese), the whole text
 * when it has one sentence. */
static char *
first_sentence_of (const char *text)
{
  const char *dot = text != NULL ? strstr (text, ". ") : NULL;
  const char *maru = text != NULL ? strstr (text, "。") : NULL;

  if (text == NULL)
    return g_strdup ("");
  if (maru != NULL && (dot == NULL || maru < dot))
    return g_strndup (text, (gsize) (maru - text) + strlen ("。"));
  if (dot != NULL)
    return g_strndup (text, (gsize) (dot - text) + 1);
  return g_strdup (text);
}

/* A win step the solver could not prove within its budget. */
static void
answer_unchecked (GtAnswer *answer)
{
  answer_start (answer);
  answer->kind = GT_ANSWER_UNCHECKED;
  answer->message = g_strdup (_("This position is too large for the tutor to check, so your answer "
                                "cannot be judged. Go on to the next step."));
}

gboolean
gt_lesson_step_needs_proof (const GtLessonStep *step)
{
  return step != NULL && step->kind == GT_STEP_PLAY && step->expect == GT_EXPECT_WIN &&
         !step->broken && step->has_position;
}

gboolean
gt_lesson_prove_position (GtSolver      *solver,
                          const GtGame  *position,
                          const GtGoal  *goal,
                          GArray       **winning)
{
  GtSolveResult result = { 0 };
  gboolean finished = gt_solver_solve (solver, position, goal, &result);

  *winning = finished ? g_steal_pointer (&result.winning) : NULL;
  gt_solve_result_clear (&result);
  return finished;
}

void
gt_lesson_step_answer_play (const GtLesson     *lesson,
                            const GtLessonStep *step,
                            const GtCardList   *cards,
                            GtSolver           *solver,
                            GtAnswer           *answer)
{
  g_autoptr(GArray) winning = NULL;
  GtSolver *own = NULL;

  if (gt_lesson_step_needs_proof (step) && solver == NULL)
    {
      /* Whether a play still wins is the solver's to say; without one,
       * make one, with the content budget (the app proves its steps in a
       * worker and calls gt_lesson_step_answer_proved()). */
      solver = own = gt_solver_new ();
      gt_solver_set_budget (solver, GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);
    }
  if (gt_lesson_step_needs_proof (step) &&
      !gt_lesson_prove_position (solver, &step->position, &step->goal, &winning))
    {
      g_autofree char *why = gt_solver_stop_message (solver);

      answer_unchecked (answer);
      g_debug ("%s: %s", lesson->file, why);
    }
  else
    gt_lesson_step_answer_proved (lesson, step, cards, winning, answer);
  if (own != NULL)
    gt_solver_free (own);
}

void
gt_lesson_step_answer_proved (const GtLesson     *lesson,
                              const GtLessonStep *step,
                              const GtCardList   *cards,
                              const GArray       *winning,
                              GtAnswer           *answer)
{
  Wanted wanted;
  PlayRead r;
  GString *out;

  answer_start (answer);
  if (step->kind != GT_STEP_PLAY || step->broken || !step->has_position)
    {
      answer_broken (answer);
      return;
    }
  if (step->expect == GT_EXPECT_WIN && winning == NULL)
    {
      answer_unchecked (answer);
      return;
    }
  wanted_init (&wanted, lesson, step, winning);
  read_play (lesson, step, cards, &wanted, &r);

  out = g_string_new (NULL);
  if (!r.legal)
    {
      /* An illegal play is never right: the engine says why.  A step with
       * a point of its own says that instead of the engine's general way
       * on ("Play a higher single, a bomb, or pass"), and cites its rule:
       * the engine's reason is true of any table, the point is why this
       * step is here. */
      g_string_append (out, r.verdict.explanation);
      answer_fault_from_verdict (answer, &r.verdict, cards ? cards : &answer->fault);
      if (step->point != NULL && g_strcmp0 (r.verdict.rule, first_rule (step)) != 0)
        {
          char *reason = first_sentence_of (r.verdict.explanation);

          g_string_truncate (out, 0);
          gt_explain_add_sentence (out, reason);
          gt_explain_add_sentence (out, step->point);
          g_free (reason);
          answer_set (answer, GT_ANSWER_ILLEGAL, out, first_rule (step) ? first_rule (step) : r.verdict.rule);
        }
      else
        answer_set (answer, GT_ANSWER_ILLEGAL, out, r.verdict.rule);
    }
  else
    {
      answer->has_move = TRUE;
      answer->move = r.move;
      if (wanted_move (&wanted, &r.move))
        {
          /* The author's words, else the engine's reason: the verdict's
           * mark says it is right, no "Right." before them (issue 31). */
          gt_explain_add_sentence (out, step->success != NULL ? step->success : r.verdict.explanation);
          if (out->len == 0)
            gt_explain_add_sentence (out, _("right."));
          answer_set (answer, GT_ANSWER_RIGHT, out, r.verdict.rule);
        }
      else
        {
          const GtStepWrong *match = NULL;

          for (guint i = 0; i < step->n_wrong && match == NULL; i++)
            {
              const GtStepWrong *w = &step->wrong[i];
              PlayRead wr;

              if (w->is_pass)
                {
                  if (r.move.n == 0)
                    match = w;
                  continue;
                }
              /* The author's cards read as the learner's were, if they
               * can be: the same cards read the same way match. */
              read_play (lesson, step, &w->play, &wanted, &wr);
              /* In a trick a play is its cards: there is no combination
               * to read two ways. */
              if (wr.legal && r.move.n > 0 && gt_card_set_equal (&wr.move.cards, &r.move.cards) &&
                  step->position.rs->game->table == GT_TABLE_TRICK)
                match = w;
              else if (wr.legal && r.move.n > 0 && gt_card_set_equal (&wr.move.cards, &r.move.cards))
                {
                  GtVerdict v;
                  GtRuleCtx ctx;
                  gt_game_rule_ctx (&step->position, &ctx);
                  gt_verdict_init (&v);
                  lesson->rs->judge (&ctx, &w->play,
                                     step->position.table.type != GT_COMBO_NONE ? &step->position.table : NULL,
                                     NULL, &v);
                  for (guint k = 0; k < v.n_readings && match == NULL; k++)
                    if (gt_combo_same (&v.readings[k].combo, &r.move.combo))
                      match = w;
                  gt_verdict_clear (&v);
                }
              gt_verdict_clear (&wr.verdict);
            }
          /* The seat whose play beats it, for the table to mark. */
          answer->beaten_by = beating_seat (&r.after, &r.move);
          if (match != NULL)
            {
              gt_explain_add_sentence (out, match->text);
              answer_set (answer, GT_ANSWER_WRONG, out, first_rule (step));
            }
          else
            {
              gt_explain_add_sentence (out, r.verdict.explanation);
              if (step->point != NULL)
                gt_explain_add_sentence (out, step->point);
              else
                add_what_is_asked (out, lesson->rs, step);
              answer_set (answer, GT_ANSWER_WRONG, out, first_rule (step) ? first_rule (step) : r.verdict.rule);
            }
        }
    }
  gt_verdict_clear (&r.verdict);
}

void
gt_lesson_step_answer_judge (const GtLesson     *lesson,
                             const GtLessonStep *step,
                             gboolean            legal,
                             GtAnswer           *answer)
{
  GtVerdict v;
  GString *out;

  answer_start (answer);
  if (step->kind != GT_STEP_JUDGE || step->broken || !step->has_position)
    {
      answer_broken (answer);
      return;
    }
  gt_verdict_init (&v);
  judge_show (step, &v);

  out = g_string_new (NULL);
  legal = legal != FALSE;
  if (legal == v.legal)
    /* The engine's reason follows: no "Right." without the author's. */
    gt_explain_add_sentence (out, step->success);
  else
    {
      const char *text = NULL;
      for (guint i = 0; i < step->n_wrong && text == NULL; i++)
        if ((step->wrong[i].option == 1) == legal)
          text = step->wrong[i].text;
      gt_explain_add_sentence (out, text ? text : _("not quite."));
    }
  /* The engine's reason, always: the point of the step. */
  gt_explain_add_sentence (out, v.explanation);
  answer_fault_from_verdict (answer, &v, &step->show);
  answer_set (answer, legal == v.legal ? GT_ANSWER_RIGHT : GT_ANSWER_WRONG, out, v.rule);
  gt_verdict_clear (&v);
}

void
gt_lesson_step_answer_choose (const GtLesson     *lesson,
                              const GtLessonStep *step,
                              guint               option,
                              GtAnswer           *answer)
{
  GString *out;
  const char *text = NULL;

  answer_start (answer);
  if (step->kind != GT_STEP_CHOOSE || step->broken)
    {
      answer_broken (answer);
      return;
    }
  out = g_string_new (NULL);
  if (option == step->answer_option)
    {
      gt_explain_add_sentence (out, step->success ? step->success : _("right."));
      answer_set (answer, GT_ANSWER_RIGHT, out, first_rule (step));
      return;
    }
  for (guint i = 0; i < step->n_wrong && text == NULL; i++)
    if (step->wrong[i].option == (int) option)
      text = step->wrong[i].text;
  gt_explain_add_sentence (out, text ? text : _("not that one. Read the options again, or ask for a hint."));
  answer_set (answer, GT_ANSWER_WRONG, out, first_rule (step));
}

gboolean
gt_lesson_step_is_declaration (const GtLessonStep *step)
{
  return step != NULL && step->kind == GT_STEP_ACT && step->act != NULL && step->act->n_cards == 0;
}

/* A label translated, its mnemonic's underscore taken out. */
static char *
without_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = _(label); *p != '\0'; p++)
    if (*p != '_')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

char *
gt_step_choice_words (const GtStepChoice *choice)
{
  return without_mnemonic (choice->label);
}

char *
gt_step_action_words (const GtStepAction *act)
{
  return without_mnemonic (act->label);
}

gboolean
gt_lesson_step_is_card_act (const GtLessonStep *step)
{
  return step != NULL && step->kind == GT_STEP_ACT && step->act != NULL && step->act->n_cards > 0;
}

/* The author's WrongTextN for this answer of an act step, or NULL. */
static const char *
act_wrong_text (const GtLessonStep *step,
                const GtCardList   *cards,
                const GtStepChoice *choice)
{
  for (guint i = 0; i < step->n_wrong; i++)
    {
      const GtStepWrong *w = &step->wrong[i];
      /* A declaration's WrongN without a card stands for its choice with
       * any card. */
      if (choice != NULL && w->choice == choice && w->play.n == 0)
        return w->text;
      if (act_same (&w->play, w->choice, cards, choice))
        return w->text;
    }
  return NULL;
}

void
gt_lesson_step_answer_act (const GtLesson     *lesson,
                           const GtLessonStep *step,
                           const GtCardList   *cards,
                           const GtStepChoice *choice,
                           GtAnswer           *answer)
{
  GtCardList none, given;
  const char *text;
  GtGame g;
  GtVerdict v;
  GString *out;

  answer_start (answer);
  if (step->kind != GT_STEP_ACT || step->broken || !step->has_position ||
      (step->act->n_cards == 0) != (choice != NULL))
    {
      answer_broken (answer);
      return;
    }
  gt_card_list_init (&none);
  if (cards == NULL)
    cards = &none;
  /* A declaration takes one card with it at most. */
  given = *cards;
  if (choice != NULL)
    given.n = choice->with_card ? MIN (given.n, 1u) : 0;
  g = step->position;
  act_action (step, &given, choice, &answer->action);
  answer->has_action = TRUE;
  gt_verdict_init (&v);
  out = g_string_new (NULL);
  text = act_wrong_text (step, &given, choice);
  if (!gt_game_act (&g, lesson->rs, &answer->action, &v, NULL))
    {
      /* An author's word for a refused action, when there is one, says it
       * better than the general rule. */
      gt_explain_add_sentence (out, text ? text : v.explanation);
      answer_fault_from_verdict (answer, &v, &given);
      /* A single card given (a tribute, the card a declaration shows) is
       * the card at fault when the verdict marks none. */
      if (answer->fault.n == 0 && given.n == 1)
        gt_card_list_append (&answer->fault, given.card[0], GT_CARD_NONE);
      answer_set (answer, GT_ANSWER_ILLEGAL, out, v.rule);
    }
  else if (step->expect == GT_EXPECT_EXACT && step->has_answer &&
           !act_same (&given, choice, &step->answer, step->answer_choice) &&
           !(choice != NULL && step->answer.n == 0 && choice == step->answer_choice))
    {
      if (text != NULL)
        gt_explain_add_sentence (out, text);
      else
        {
          gt_explain_add_sentence (out, v.explanation);
          gt_explain_add_sentence (out, _("that is allowed, but the step asks for something else; ask for a hint if you are stuck."));
        }
      answer_set (answer, GT_ANSWER_WRONG, out, v.rule);
    }
  else
    {
      gt_explain_add_sentence (out, step->success != NULL ? step->success : v.explanation);
      if (out->len == 0)
        gt_explain_add_sentence (out, _("right."));
      answer_set (answer, GT_ANSWER_RIGHT, out, v.rule);
    }
  gt_verdict_clear (&v);
}

void
gt_lesson_step_answer_card (const GtLesson     *lesson,
                            const GtLessonStep *step,
                            GtCard              card,
                            GtAnswer           *answer)
{
  GtCardList one;

  gt_card_list_init (&one);
  gt_card_list_append (&one, card, GT_CARD_NONE);
  gt_lesson_step_answer_act (lesson, step, &one, NULL, answer);
}

gboolean
gt_lesson_step_after (const GtLesson     *lesson,
                      const GtLessonStep *step,
                      const GtAnswer     *answer,
                      GtGame             *out)
{
  if (!step->has_position)
    return FALSE;
  *out = step->position;
  if (step->kind == GT_STEP_ACT && answer != NULL && answer->kind == GT_ANSWER_RIGHT && answer->has_action)
    {
      gt_game_act (out, lesson->rs, &answer->action, NULL, NULL);
      return TRUE;
    }
  if (step->kind != GT_STEP_PLAY || answer == NULL || answer->kind != GT_ANSWER_RIGHT || !answer->has_move)
    return TRUE;
  if (answer->move.n == 0)
    gt_game_pass_fast (out);
  else
    gt_game_play_fast (out, &answer->move);
  return TRUE;
}

guint
gt_lesson_step_count_hints (const GtLessonStep *st)
{
  guint n = 0;

  for (guint i = 0; i < GT_LESSON_MAX_HINTS; i++)
    if (st->hints[i] != NULL)
      n++;
  return n;
}

gboolean
gt_lesson_step_can_show_answer (const GtLessonStep *st)
{
  return st->has_answer && (st->kind == GT_STEP_PLAY || st->kind == GT_STEP_ACT);
}

/* ---- Split steps ----------------------------------------------------------- */

gboolean
gt_lesson_split_group (const GtLesson   *lesson,
                       const GtGame     *position,
                       const GtCardList *cards,
                       GtMove           *move,
                       GtAnswer         *answer)
{
  GtRuleCtx ctx;
  GtVerdict v;
  GtCardList hand;
  int pick = -1;

  answer_start (answer);
  memset (move, 0, sizeof *move);
  if (cards == NULL || cards->n == 0)
    {
      answer_set (answer, GT_ANSWER_ILLEGAL, g_string_new (_("Select the cards of one play first.")), NULL);
      return FALSE;
    }
  gt_game_rule_ctx (position, &ctx);
  gt_game_hand_list (position, GT_SEAT_S, &hand);
  gt_verdict_init (&v);
  lesson->rs->judge (&ctx, cards, NULL, &hand, &v);
  /* Any reading will do for counting plays; the strongest is the one a
   * table would see (gt-lesson.h). */
  for (guint i = 0; v.legal && i < v.n_readings; i++)
    if (pick < 0 || gt_combo_stronger (&v.readings[i].combo, &v.readings[pick].combo))
      pick = (int) i;
  if (pick < 0)
    {
      GString *out = g_string_new (NULL);
      g_string_append (out, v.explanation);
      answer_fault_from_verdict (answer, &v, cards);
      answer_set (answer, GT_ANSWER_ILLEGAL, out, v.rule);
      gt_verdict_clear (&v);
      return FALSE;
    }
  move_from_reading (lesson->rs, &ctx, cards, &v.readings[pick], move);
  answer->has_move = TRUE;
  answer->move = *move;
  answer->kind = GT_ANSWER_RIGHT;
  gt_verdict_clear (&v);
  return TRUE;
}

void
gt_lesson_step_answer_split (const GtLesson     *lesson,
                             const GtLessonStep *step,
                             const GtCardList   *plays,
                             guint               n_plays,
                             GtAnswer           *answer)
{
  GtGame left;
  GString *out;

  answer_start (answer);
  if (step->kind != GT_STEP_SPLIT || step->broken || !step->has_position)
    {
      answer_broken (answer);
      return;
    }
  left = step->position;
  for (guint i = 0; i < n_plays; i++)
    {
      GtMove move;

      if (!gt_lesson_split_group (lesson, &left, &plays[i], &move, answer))
        return;
      gt_answer_clear (answer);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        {
          guint8 k = (guint8) gt_card_set_count (&move.cards, (GtCard) c);
          left.hand[GT_SEAT_S][c] = (guint8) (left.hand[GT_SEAT_S][c] - k);
          left.count[GT_SEAT_S] = (guint8) (left.count[GT_SEAT_S] - k);
        }
    }
  answer_start (answer);
  out = g_string_new (NULL);
  if (left.count[GT_SEAT_S] > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u card is not in a play yet: every card goes into one.",
                                                            "%u cards are not in a play yet: every card goes into one.",
                                                            left.count[GT_SEAT_S]),
                                               left.count[GT_SEAT_S]);
      gt_explain_add_sentence (out, text);
      answer_set (answer, GT_ANSWER_WRONG, out, first_rule (step));
      return;
    }
  if (n_plays <= step->split_plays)
    {
      if (step->success != NULL)
        gt_explain_add_sentence (out, step->success);
      else
        {
          g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "right: %u play, and no split of this hand has fewer.",
                                                                "right: %u plays, and no split of this hand has fewer.",
                                                                n_plays), n_plays);
          gt_explain_add_sentence (out, text);
        }
      answer_set (answer, GT_ANSWER_RIGHT, out, first_rule (step));
    }
  else
    {
      GtMove best[GT_CARD_KINDS * 4];
      guint n_best = gt_min_plays_best_split (&step->position, GT_SEAT_S, best, G_N_ELEMENTS (best));
      GtRuleCtx ctx;
      guint8 strength[GT_RANK_COUNT];
      g_autofree char *yours = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "your split needs %u play.",
                                                             "your split needs %u plays.", n_plays), n_plays);
      g_autofree char *fewest = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "The engine's needs only %u, for example:",
                                                              "The engine's needs only %u, for example:", n_best),
                                                 n_best);

      gt_game_rule_ctx (&step->position, &ctx);
      lesson->rs->rank_strength (&ctx, strength);
      gt_explain_add_sentence (out, yours);
      gt_explain_add_sentence (out, fewest);
      /* The verdict is plain text (no inline cards): the plays in the
       * engine's own words for cards, "♠3 ♦4 ♣5 ♥6 ♠7 · ♠J ♥J ♦J ♣J". */
      for (guint i = 0; i < MIN (n_best, (guint) G_N_ELEMENTS (best)); i++)
        {
          GtCardList cards;

          gt_move_to_card_list (&ctx, &best[i], &cards);
          gt_card_list_sort (&cards, strength);
          g_string_append (out, i == 0 ? " " : " · ");
          for (guint c = 0; c < cards.n; c++)
            {
              if (c > 0)
                g_string_append_c (out, ' ');
              g_string_append (out, gt_explain_card_label (cards.card[c]));
              if (cards.as[c] != GT_CARD_NONE && cards.as[c] != cards.card[c])
                /* Translators: a wild card in a play, and the card it stands for: "♥7 (as ♠10)" */
                g_string_append_printf (out, _(" (as %s)"), gt_explain_card_label (cards.as[c]));
            }
        }
      answer_set (answer, GT_ANSWER_WRONG, out, first_rule (step));
    }
}

const GtRuleset *
gt_lesson_step_rule_ctx (const GtLesson     *lesson,
                         const GtLessonStep *step,
                         GtRuleCtx          *ctx)
{
  gt_rule_ctx_init (ctx, lesson != NULL ? lesson->rs : NULL, 2);
  if (lesson == NULL || step == NULL || !step->has_position)
    return NULL;
  gt_game_rule_ctx (&step->position, ctx);
  return lesson->rs;
}
