/* test-glossary.c — the translations use the glossary's words
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One word for one idea (docs/translating.md): wherever the English of a
 * message in po/ja.po or po/zh_CN.po names one of the concepts below, its
 * translation uses the project glossary's word for it, and no translation uses
 * a variant the glossary does not (逢人牌 in Chinese, 红桃, 10张以上 …).
 *
 * The terms are copied here as data, from the tables of the shared design
 * glossary (design/glossary.md: "Glossary — one word for one idea, in every
 * language"), so that the test reads nothing outside the repository.  When
 * the glossary changes, change the tables below with it.
 *
 * A message belongs to a relative of Guandan when its context is one of that
 * game's rule ids (gdy., bh., dbf.) or when every file it comes from (its
 * `#:` references) is that game's: its lessons folder, its puzzles, its
 * engine.  The Guandan words leave those out, and the relatives' words
 * (Da Bai Fen's リード and フォロー, one seat name and one pass in Chinese)
 * apply to them alone.
 *
 * Only live messages are read: obsolete ones (#~) are history, and a fuzzy one
 * is a failure of its own (translators leave none).
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

/* ---- The glossary, as data ----------------------------------------------- */

/* A concept: when the English matches ENGLISH (a case-insensitive regular
 * expression), a translation in Japanese has one of JA, in Chinese one of ZH
 * (NULL-terminated; an empty list checks nothing).  Messages whose game
 * (context, or references) starts with one of SKIP (';'-separated) belong to
 * another game, whose glossary table has other words (Bao Huang's tribute is
 * 上納, Gan Deng Yan's jokers are wild as 百搭), and are left out; so are
 * messages whose English matches EXCEPT (NULL: none), named one by one.  With
 * ONLY (NULL: every message), the concept is checked only in the messages
 * whose game starts with one of ONLY: a relative's own word. */
typedef struct
{
  const char *name;
  const char *english;
  const char *skip;
  const char *except;
  const char *ja[8];
  const char *zh[8];
  const char *only;
} Concept;

#define OTHER_GAMES "gdy.;bh.;dbf."

static const Concept concepts[] = {
  /* deal: ディール / 一局 — the noun, not "deal the cards" */
  { "deal",
    "\\b(the|this|a|next|last|previous|first|second|every|each|one|that|ordinary|same) (very first )?deals?\\b",
    "", NULL, { "ディール", NULL }, { "局", NULL } },
  /* combination: セット / 牌型 */
  { "combination", "\\bcombinations?\\b", "", NULL,
    { "セット", NULL }, { "牌型", NULL } },
  /* wild card: ワイルドカード(逢人牌) / 逢人配(红心级牌); the Gan Deng Yan
   * engine's messages have no context, and its jokers are wild as 百搭 —
   * so is the table's badge of a game without levels ("wild: %s"), which
   * only Gan Deng Yan is */
  { "wild card", "\\bwild\\b", OTHER_GAMES, "^(only the jokers are wild in Gan Deng Yan:|wild: %s$)",
    { "ワイルドカード", "逢人牌", NULL }, { "逢人配", NULL } },
  /* level rank / level card: 級牌 / 级牌 */
  { "level rank", "\\blevel (rank|card)", "", NULL,
    { "級牌", NULL }, { "级牌", NULL } },
  /* tube: チューブ(三連対) / 三连对(木板) */
  { "tube", "\\btubes?\\b", "", NULL,
    { "チューブ", NULL }, { "三连对", NULL } },
  /* plate: プレート(鋼板) / 钢板 */
  { "plate", "\\bplates?\\b", "", NULL,
    { "プレート", NULL }, { "钢板", NULL } },
  /* straight flush: ストレート・フラッシュ(同花順) / 同花顺 */
  { "straight flush", "\\bstraight flush", "", NULL,
    { "ストレート・フラッシュ", NULL }, { "同花顺", NULL } },
  /* full house: フルハウス(三帯両) / 三带二 */
  { "full house", "\\bfull houses?\\b", "", NULL,
    { "フルハウス", NULL }, { "三带二", NULL } },
  /* bomb: 爆弾 / 炸弹 (the four jokers are 四王 / 天王炸, their own entry) */
  { "bomb", "\\bbomb(?!-)(?<!joker bomb)", "", NULL,
    { "爆弾", NULL }, { "炸弹", "炸", NULL } },
  /* four jokers (the bomb, not the four cards): 四王 / 天王炸 */
  { "four jokers", "four-joker bomb|the four jokers (are|beat)|beats? the four jokers", OTHER_GAMES, NULL,
    { "四王", NULL }, { "天王炸", "四大天王", NULL } },
  /* partner takes the lead: 接風 / 接风 (not the variant's name no-jiefeng) */
  { "jiefeng", "接风|(?<![-.`])\\bjiefeng\\b", "", NULL,
    { "接風", NULL }, { "接风", NULL } },
  /* tribute: 進貢 / 进贡; the return (返し / 还贡), anti-tribute (抗貢 / 抗贡),
   * double tribute (双贡) and a tribute card (贡牌) name it too */
  { "tribute", "(?<![.`])\\btributes?\\b", OTHER_GAMES,
    "^Tribute, from the second deal$", /* Bao Huang's section title: 上納 */
    { "進貢", "抗貢", "返し", NULL }, { "进贡", "抗贡", "还贡", "双贡", "贡牌", NULL } },
  /* anti-tribute: 抗貢 / 抗贡 */
  { "anti-tribute", "\\banti-tribute\\b", "", NULL,
    { "抗貢", NULL }, { "抗贡", NULL } },
  /* declaring a wild card: 宣言 / 声明 (the declaring team is 親チーム / 庄家) */
  { "declare a wild card", "\\bdeclared?( it| them)? (the|as)\\b|(?<!trump )\\bdeclaration", OTHER_GAMES, NULL,
    { "宣言", NULL }, { "声明", NULL } },
  /* pass: パス / 不要 or 过 (not "the turn passes to …", nor a team that
   * "passed A", got through level A: レベルAを突破, 过A) */
  { "pass", "\\bpass(es|ed)?\\b(?! (to|it|the emperor)\\b)(?! (?-i:A)\\b)", OTHER_GAMES, NULL,
    { "パス", NULL }, { "不要", "过", NULL } },
  /* a count of cards above the disclosure limit (gd.count.disclose):
   * "more than 10" excludes 10, so not 10张以上 */
  { "more than N cards", "more than (\\d+|%\\S+) cards", "", NULL,
    { NULL }, { "超过", NULL } },
  /* hearts: ハート / 红心 (the glossary's 红心级牌) */
  { "hearts", "\\bhearts?\\b", "", NULL,
    { "ハート", "♥", NULL }, { "红心", "♥", NULL } },

  /* ---- Gan Deng Yan ---- */
  { "stock", "\\bstock\\b", "", NULL, { "山札", NULL }, { "牌堆", NULL }, "gdy." },
  { "double sequence", "\\bdouble sequences?\\b", "", NULL,
    { "ダブルシークエンス", NULL }, { "连对", NULL }, "gdy." },
  /* pass: one word in Chinese for the relatives, the Pass button's 不要 */
  { "pass (relatives)", "(?<!be )\\bpass(es|ed)?\\b(?! (to|it|the emperor|on the emperor|counter-clockwise)\\b)",
    "", NULL, { "パス", NULL }, { "不要", NULL }, "gdy.;bh." },

  /* ---- Bao Huang ---- */
  /* a solo emperor is 独保 in Chinese, the rule's name too */
  { "emperor", "\\bemperors?\\b", "", "^Scoring a solo emperor$", { "皇帝", NULL }, { "皇帝", NULL }, "bh." },
  { "guard", "\\bguards?\\b", "", NULL, { "警護官", NULL }, { "侍卫", NULL }, "bh." },

  /* ---- Da Bai Fen ---- */
  /* lead / follow: リード / フォロー, the seed's words (not Guandan's 最初のプレイ) */
  { "lead (Da Bai Fen)", "\\blead(s|ing)?\\b|\\bled\\b", "", NULL,
    { "リード", NULL }, { NULL }, "dbf." },
  { "follow (Da Bai Fen)", "\\bfollow(s|ed|ing)?\\b", "", NULL,
    { "フォロー", NULL }, { NULL }, "dbf." },
  /* the rules' names say 扣底 (burying it) and 抠底 (taking it with the last trick), the players' words */
  { "kitty", "\\bkitty\\b", "", "^(Taking the kitty|The kitty's last trick)$",
    { "底牌", NULL }, { "底牌", NULL }, "dbf." },
  { "revoke", "\\brevokes?\\b", "", NULL, { "リボーク", NULL }, { "甩牌失败", "犯规", NULL }, "dbf." },
  { "top card", "\\btop cards?\\b", "", NULL, { "トップカード", NULL }, { "大牌", NULL }, "dbf." },
  { "defenders", "\\bdefenders?\\b", "", NULL, { "防御チーム", NULL }, { "闲家", NULL }, "dbf." },
  /* game points: ゲーム点, as the seed says (any message: only Da Bai Fen scores them) */
  { "game points", "\\bgame points?\\b", "", NULL, { "ゲーム点", NULL }, { NULL } },
};

/* A word no translation in LANGUAGE may use (outside contexts starting with
 * one of SKIP), and why. */
typedef struct
{
  const char *language;
  const char *word;        /* a regular expression */
  const char *skip;
  const char *why;
  const char *only;        /* as a Concept's ONLY */
} Forbidden;

static const Forbidden forbidden[] = {
  { "ja", "逢人配", "", "the glossary's Japanese for a wild card is 逢人牌" },
  { "ja", "組み合わせ", "", "a combination is セット, as the seed pages say" },
  { "ja", "この回", "", "a deal is ディール, as the seed pages say" },
  { "ja", "前の回", "", "a deal is ディール, as the seed pages say" },
  { "ja", "次の回", "", "a deal is ディール, as the seed pages say" },
  { "ja", "最初の回", "", "a deal is ディール, as the seed pages say" },
  { "ja", "リード", "dbf.", "Guandan's lead is 最初のプレイ (リード is Da Bai Fen's word)" },
  { "ja", "最初に出", "dbf.", "the lead is 最初のプレイ: to lead is 最初にプレイする, one wording" },
  { "zh_CN", "逢人牌", "", "the glossary's Chinese for a wild card is 逢人配" },
  { "zh_CN", "红桃", "", "hearts are 红心, as in the glossary's 红心级牌" },
  { "zh_CN", "张以上", "", "\"more than N cards\" excludes N: 超过N张" },
  { "zh_CN", "配对", "", "declaring a wild card is 声明, not 配对 (pair up)" },
  /* the relatives */
  { "ja", "追従|後に続くプレイ", "", "Da Bai Fen's follow is フォロー, as the seed says", "dbf." },
  { "ja", "最初にプレイ|最初のプレイ", "", "Da Bai Fen's lead is リード, as the seed says", "dbf." },
  { "ja", "ゲームポイント", "", "game points are ゲーム点, as the seed says" },
  { "ja", "レベル[0-9%]", "", "a Da Bai Fen team has a rank (ランク), as the seed says, not a level", "dbf." },
  { "ja", "彼ら", "", "one player is named, not 彼ら (they)", "gdy.;bh.;dbf." },
  { "zh_CN", "玩家[0-9]", "", "a numbered seat is 3号玩家, as the engine names it" },
  { "zh_CN", "不要过", "", "\"a player who passed\" is 说过“不要”的玩家: 不要过 reads \"do not pass\"" },
};

/* ---- Reading a .po file -------------------------------------------------- */

typedef struct
{
  char *context;
  char *game;      /* "gdy." … when every reference is one relative's file, else NULL */
  char *id;        /* msgid, with msgid_plural after a space when there is one */
  GPtrArray *strs; /* msgstr, or msgstr[0] … */
  gboolean fuzzy;
  guint line;
} Entry;

static void
entry_free (gpointer data)
{
  Entry *e = data;

  g_free (e->context);
  g_free (e->game);
  g_free (e->id);
  g_ptr_array_unref (e->strs);
  g_free (e);
}

/* The text of a quoted PO string, escapes undone. */
static char *
unquote (const char *s)
{
  g_autofree char *inner = NULL;
  gsize n;

  s += strspn (s, " \t");
  n = strlen (s);
  while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
    n--;
  g_assert_true (n >= 2 && s[0] == '"' && s[n - 1] == '"');
  inner = g_strndup (s + 1, n - 2);
  return g_strcompress (inner);
}

/* The relative a file of the project belongs to ("gdy." …), or NULL. */
static const char *
file_game (const char *file)
{
  static const struct { const char *game; const char *places[3]; } games[] = {
    { "gdy.", { "lessons/03-gandengyan/", "puzzles/gdy-", "src/engine/gandengyan/" } },
    { "bh.", { "lessons/04-baohuang/", "puzzles/bh-", "src/engine/baohuang/" } },
    { "dbf.", { "lessons/05-dabaifen/", "puzzles/dbf-", "src/engine/dabaifen/" } },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint p = 0; p < G_N_ELEMENTS (games[g].places); p++)
      if (g_str_has_prefix (file, games[g].places[p]))
        return games[g].game;
  return NULL;
}

/* The game of a message's references (the `#:` lines' "FILE:LINE" words):
 * one relative's when every file is that relative's, else NULL. */
static char *
references_game (const GString *refs)
{
  g_auto (GStrv) words = g_strsplit_set (refs->str, " \t", -1);
  const char *game = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *g;

      if (*words[i] == '\0')
        continue;
      g = file_game (words[i]);
      if (g == NULL || (game != NULL && !g_str_equal (g, game)))
        return NULL;
      game = g;
    }
  return g_strdup (game);
}

static GPtrArray *
read_po (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *entries = g_ptr_array_new_with_free_func (entry_free);
  Entry *cur = NULL;
  gboolean fuzzy = FALSE;
  g_autoptr (GString) refs = g_string_new (NULL);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];

      if (g_str_has_prefix (l, "#~"))
        continue; /* obsolete */
      if (g_str_has_prefix (l, "#,"))
        {
          fuzzy = strstr (l, "fuzzy") != NULL;
          continue;
        }
      if (g_str_has_prefix (l, "#:"))
        {
          g_string_append_printf (refs, " %s", l + 2);
          continue;
        }
      if (l[0] == '#' || l[0] == '\0')
        continue;

      /* An entry starts at its msgctxt, or at its msgid when it has none. */
      if (g_str_has_prefix (l, "msgctxt ") || (g_str_has_prefix (l, "msgid ") && (cur == NULL || cur->id != NULL)))
        {
          cur = g_new0 (Entry, 1);
          cur->strs = g_ptr_array_new_with_free_func (g_free);
          cur->fuzzy = fuzzy;
          cur->line = i + 1;
          cur->game = references_game (refs);
          fuzzy = FALSE;
          g_string_truncate (refs, 0);
          g_ptr_array_add (entries, cur);
        }

      if (g_str_has_prefix (l, "msgctxt "))
        {
          g_autofree char *s = unquote (l + 8);
          cur->context = g_strdup (s);
          /* continuation lines of a context are rare; gather them too */
          while (lines[i + 1] != NULL && lines[i + 1][0] == '"')
            {
              g_autofree char *more = unquote (lines[++i]);
              char *joined = g_strconcat (cur->context, more, NULL);
              g_free (cur->context);
              cur->context = joined;
            }
          continue;
        }
      if (g_str_has_prefix (l, "msgid "))
        {
          g_autofree char *s = unquote (l + 6);
          GString *target = g_string_new (s);

          while (lines[i + 1] != NULL && lines[i + 1][0] == '"')
            {
              g_autofree char *more = unquote (lines[++i]);
              g_string_append (target, more);
            }
          cur->id = g_string_free (target, FALSE);
          continue;
        }
      if (g_str_has_prefix (l, "msgid_plural "))
        {
          g_autofree char *s = unquote (l + 13);
          GString *plural = g_string_new (s);

          while (lines[i + 1] != NULL && lines[i + 1][0] == '"')
            {
              g_autofree char *more = unquote (lines[++i]);
              g_string_append (plural, more);
            }
          {
            char *joined = g_strconcat (cur->id, " ", plural->str, NULL);
            g_free (cur->id);
            cur->id = joined;
          }
          g_string_free (plural, TRUE);
          continue;
        }
      if (g_str_has_prefix (l, "msgstr"))
        {
          const char *q = strchr (l, '"');
          g_autofree char *s = NULL;
          GString *str;

          g_assert_nonnull (q);
          s = unquote (q);
          str = g_string_new (s);
          while (lines[i + 1] != NULL && lines[i + 1][0] == '"')
            {
              g_autofree char *more = unquote (lines[++i]);
              g_string_append (str, more);
            }
          g_ptr_array_add (cur->strs, g_string_free (str, FALSE));
          continue;
        }
      g_error ("%s:%u: a line this test cannot read: %s", path, i + 1, l);
    }
  return entries;
}

/* ---- Checks -------------------------------------------------------------- */

/* Whether the message's game — its context, or the game of its
 * references — starts with one of PREFIXES (';'-separated). */
static gboolean
of_game (const Entry *e,
         const char  *prefixes)
{
  g_auto (GStrv) list = NULL;

  if (prefixes == NULL || *prefixes == '\0')
    return FALSE;
  list = g_strsplit (prefixes, ";", -1);
  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0' &&
        ((e->context != NULL && g_str_has_prefix (e->context, list[i])) ||
         (e->game != NULL && g_str_has_prefix (e->game, list[i]))))
      return TRUE;
  return FALSE;
}

/* Left out: of a game SKIP names, or not of one ONLY names. */
static gboolean
skipped (const Entry *e,
         const char  *skip,
         const char  *only)
{
  return of_game (e, skip) || (only != NULL && !of_game (e, only));
}

static char *
po_path (const char *language)
{
  g_autofree char *name = g_strconcat (language, ".po", NULL);

  return g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
}

/* Every problem of ENTRIES (a catalogue of LANGUAGE read from PATH), one a
 * line; *CHECKED counts the messages whose English names a concept. */
static char *
check_entries (const char *language,
               const char *path,
               GPtrArray *entries,
               guint *checked)
{
  gboolean ja = g_str_equal (language, "ja");
  GString *problems = g_string_new (NULL);

  *checked = 0;
  for (guint c = 0; c < G_N_ELEMENTS (concepts); c++)
    {
      const Concept *concept = &concepts[c];
      const char *const *words = ja ? concept->ja : concept->zh;
      g_autoptr (GError) error = NULL;
      g_autoptr (GRegex) re = g_regex_new (concept->english, G_REGEX_CASELESS | G_REGEX_OPTIMIZE, 0, &error);
      g_autoptr (GRegex) except = NULL;

      g_assert_no_error (error);
      if (concept->except != NULL)
        {
          except = g_regex_new (concept->except, 0, 0, &error);
          g_assert_no_error (error);
        }
      if (words[0] == NULL)
        continue;
      for (guint i = 0; i < entries->len; i++)
        {
          Entry *e = g_ptr_array_index (entries, i);
          gboolean found = FALSE;

          if (e->id == NULL || *e->id == '\0' || skipped (e, concept->skip, concept->only))
            continue;
          if (!g_regex_match (re, e->id, 0, NULL) || (except != NULL && g_regex_match (except, e->id, 0, NULL)))
            continue;
          (*checked)++;
          for (guint s = 0; s < e->strs->len && !found; s++)
            for (guint w = 0; words[w] != NULL && !found; w++)
              found = strstr (g_ptr_array_index (e->strs, s), words[w]) != NULL;
          if (!found)
            g_string_append_printf (problems, "%s:%u: the English says %s, the translation lacks %s: \"%s\"\n",
                                    path, e->line, concept->name, words[0], e->id);
        }
    }

  for (guint f = 0; f < G_N_ELEMENTS (forbidden); f++)
    {
      const Forbidden *word = &forbidden[f];
      g_autoptr (GError) error = NULL;
      g_autoptr (GRegex) re = NULL;

      if (!g_str_equal (word->language, language))
        continue;
      re = g_regex_new (word->word, G_REGEX_OPTIMIZE, 0, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < entries->len; i++)
        {
          Entry *e = g_ptr_array_index (entries, i);

          if (skipped (e, word->skip, word->only))
            continue;
          for (guint s = 0; s < e->strs->len; s++)
            if (g_regex_match (re, g_ptr_array_index (e->strs, s), 0, NULL))
              g_string_append_printf (problems, "%s:%u: %s: %s\n", path, e->line, word->word, word->why);
        }
    }

  for (guint i = 0; i < entries->len; i++)
    {
      Entry *e = g_ptr_array_index (entries, i);

      if (e->fuzzy && e->id != NULL && *e->id != '\0')
        g_string_append_printf (problems, "%s:%u: a fuzzy entry: \"%s\"\n", path, e->line, e->id);
    }
  return g_string_free (problems, FALSE);
}

static void
check_language (gconstpointer data)
{
  const char *language = data;
  g_autofree char *path = po_path (language);
  g_autoptr (GPtrArray) entries = read_po (path);
  g_autofree char *problems = NULL;
  guint checked = 0;

  g_assert_cmpuint (entries->len, >, 100);
  problems = check_entries (language, path, entries, &checked);
  g_test_message ("%s: %u messages name a concept of the glossary", language, checked);
  g_assert_cmpuint (checked, >, 200);
  if (*problems != '\0')
    g_test_message ("%s", problems);
  g_assert_cmpstr (problems, ==, "");
}

/* A made-up catalogue, read as the file NAME would be. */
static GPtrArray *
read_po_data (const char *text,
              const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("test-glossary-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GPtrArray *entries;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  entries = read_po (path);
  g_unlink (path);
  g_rmdir (dir);
  return entries;
}

/* The tables catch what they should: a made-up catalogue with one message
 * right and the others wrong. */
static void
test_reader (void)
{
  static const char po[] =
    "# a comment\n"
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\n"
    "#: x.c:1\n"
    "msgid \"Lead any combination.\"\n"
    "msgstr \"出一个牌型。\"\n"
    "\n"
    "msgctxt \"card\"\n"
    "msgid \"the %s of \"\n"
    "\"hearts\"\n"
    "msgstr \"红桃%s\"\n"
    "\n"
    "#, fuzzy\n"
    "msgid \"The deal is over\"\n"
    "msgstr \"这一局结束了\"\n"
    "\n"
    "msgid \"Game over: your opponents passed A\"\n"
    "msgstr \"游戏结束：对手过A\"\n"
    "\n"
    "#~ msgid \"old\"\n"
    "#~ msgstr \"逢人牌\"\n";
  g_autoptr (GPtrArray) entries = read_po_data (po, "zh_CN.po");
  g_autofree char *problems = NULL;
  guint checked = 0;
  Entry *e;

  g_assert_cmpuint (entries->len, ==, 5);
  e = g_ptr_array_index (entries, 2);
  g_assert_cmpstr (e->context, ==, "card");
  g_assert_cmpstr (e->id, ==, "the %s of hearts");
  g_assert_cmpstr (g_ptr_array_index (e->strs, 0), ==, "红桃%s");
  g_assert_false (e->fuzzy);
  e = g_ptr_array_index (entries, 3);
  g_assert_true (e->fuzzy);
  g_assert_cmpstr (e->id, ==, "The deal is over");

  problems = check_entries ("zh_CN", "zh_CN.po", entries, &checked);
  g_assert_cmpuint (checked, ==, 3); /* combination, hearts, deal; not "passed A" */
  g_assert_null (strstr (problems, "combination"));
  g_assert_nonnull (strstr (problems, "zh_CN.po:10: the English says hearts, the translation lacks 红心"));
  g_assert_nonnull (strstr (problems, "zh_CN.po:10: 红桃"));
  g_assert_nonnull (strstr (problems, "zh_CN.po:16: a fuzzy entry"));
  g_assert_null (strstr (problems, "逢人牌")); /* obsolete */
}

/* The relatives' words: a message's game comes from its references, and
 * each game's words apply to its own messages alone. */
static void
test_relatives (void)
{
  static const char po[] =
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\n"
    "#: lessons/05-dabaifen/02-leading.lesson:12\n"
    "msgid \"You lead. Follow suit.\"\n"
    "msgstr \"あなたが最初にプレイします。追従してください。\"\n"
    "\n"
    "#: lessons/05-dabaifen/02-leading.lesson:14 puzzles/dbf-trump-low.puzzle:9\n"
    "msgid \"You lead. Follow suit.\"\n"
    "msgstr \"あなたがリードします。フォローしてください。\"\n"
    "\n"
    "#: lessons/02-play/08-rounds-and-jiefeng.lesson:12\n"
    "msgid \"You lead.\"\n"
    "msgstr \"あなたがリードします。\"\n"
    "\n"
    "#: lessons/02-play/08-rounds-and-jiefeng.lesson:13 lessons/05-dabaifen/01-trumps.lesson:9\n"
    "msgid \"Both games: you lead.\"\n"
    "msgstr \"あなたが最初にプレイします。\"\n"
    "\n"
    "#: lessons/05-dabaifen/05-from-guandan.lesson:40\n"
    "msgid \"Two game points\"\n"
    "msgstr \"ランク5で2ゲームポイント\"\n";
  g_autoptr (GPtrArray) entries = read_po_data (po, "ja.po");
  g_autofree char *problems = NULL;
  guint checked = 0;

  g_assert_cmpuint (entries->len, ==, 6);
  g_assert_cmpstr (((Entry *) g_ptr_array_index (entries, 1))->game, ==, "dbf.");
  g_assert_cmpstr (((Entry *) g_ptr_array_index (entries, 2))->game, ==, "dbf.");
  g_assert_null (((Entry *) g_ptr_array_index (entries, 3))->game);
  g_assert_null (((Entry *) g_ptr_array_index (entries, 4))->game);  /* two games' files */

  problems = check_entries ("ja", "ja.po", entries, &checked);
  g_test_message ("%s", problems);
  /* Da Bai Fen in Guandan's words: both lacking and forbidden. */
  g_assert_nonnull (strstr (problems, "ja.po:5: the English says lead (Da Bai Fen), the translation lacks リード"));
  g_assert_nonnull (strstr (problems, "ja.po:5: the English says follow (Da Bai Fen), the translation lacks フォロー"));
  g_assert_nonnull (strstr (problems, "ja.po:5: 最初にプレイ|最初のプレイ: Da Bai Fen's lead is リード"));
  g_assert_nonnull (strstr (problems, "ja.po:5: 追従|後に続くプレイ"));
  /* Da Bai Fen's own words pass; Guandan's リード does not; a message of
   * two games keeps Guandan's rules. */
  g_assert_null (strstr (problems, "ja.po:9:"));
  g_assert_nonnull (strstr (problems, "ja.po:13: リード: Guandan's lead is 最初のプレイ"));
  g_assert_null (strstr (problems, "ja.po:17:"));
  g_assert_nonnull (strstr (problems, "ja.po:21: the English says game points, the translation lacks ゲーム点"));
  g_assert_nonnull (strstr (problems, "ja.po:21: ゲームポイント"));
}

int
main (int argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/glossary/reader", test_reader);
  g_test_add_func ("/glossary/relatives", test_relatives);
  g_test_add_data_func ("/glossary/ja", "ja", check_language);
  g_test_add_data_func ("/glossary/zh_CN", "zh_CN", check_language);
  return g_test_run ();
}
