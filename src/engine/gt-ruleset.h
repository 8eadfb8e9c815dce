/* gt-ruleset.h — one interface for the rules of every game the tutor teaches
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A ruleset is a constant table of data and functions.  The hot entry points
 * (readings, beats) work on fixed-size structures and never allocate; the
 * teaching entry point (judge) builds a GtVerdict with a translated
 * explanation and may allocate.
 *
 * Each game implements the table in its own folder (Guandan's in
 * src/engine/guandan/, gd-rules.c), with its own kinds of combination,
 * words and rule ids; the registry (gt-registry.h) lists the games, and
 * shared code asks a game's table rather than naming what is in it.
 */
#pragma once

#include <glib.h>

#include "gt-card.h"

G_BEGIN_DECLS

/* GtCombo.type: 0 is no combination (a lead, a pass); every other value is
 * an index into the game's own table of kinds (GtRuleset.kinds), numbered
 * by the game in its own folder.  Shared code never names a game's kinds:
 * it asks the table (gt_ruleset_combo_kind()). */
#define GT_COMBO_NONE 0

/* A combination as it is read.  Eight bytes, compared by value. */
typedef struct {
  guint8 type;    /* the game's kind (GtRuleset.kinds), GT_COMBO_NONE: none */
  guint8 rank;    /* the rank that decides strength: the N-of-a-kind rank, the
                   * triple of a full house, the top of a sequence (5 for
                   * A-2-3-4-5, 3 for AA2233, 2 for AAA222), 15/16 for jokers */
  guint8 size;    /* number of cards */
  guint8 bomb;    /* 0 for ordinary combinations; else the bomb's kind on the
                   * game's ladder, 1 = weakest */
  guint8 key;     /* strength among combinations of the same type and size
                   * (or bomb kind) at this deal's level; higher beats lower */
  guint8 suit;    /* the suit of a straight flush, else GT_SUIT_NONE */
  guint8 pad[2];
} GtCombo;

/* The most wild cards one play may hold, in any game at any level
 * (GtReading.as, GtMove.as: what each stands for): Gan Deng Yan's four
 * jokers of two decks.  Checked for every game at registration
 * (gt_ruleset_check_limits()). */
#define GT_WILD_MAX 4

/* One way of reading a selection: the combination and what each undeclared
 * wild card of the selection stands for (in the order the wild cards appear
 * in the list). */
typedef struct {
  GtCombo combo;
  guint8 n_wild;
  GtCard as[GT_WILD_MAX];
} GtReading;

/* The most readings a selection can have.  A lone wild card can be any of 13
 * singles; two wild cards any of 13 pairs; five cards with two wild cards a
 * handful of full houses, straights and straight flushes.  The test suite
 * checks this bound against the reference classifier. */
#define GT_READINGS_MAX 48

/* The two ways a combination is worded for people. */
typedef enum {
  GT_COMBO_WORDS_PHRASE,  /* in a sentence: "a pair of 7s", "a straight, 3 to 7" */
  GT_COMBO_WORDS_LABEL,   /* on its own, a row of a list: "Pair of 7s", "Straight, 3 to 7" */
} GtComboWords;

/* What a kind of combination answers, and what the solver may assume of
 * it. */
typedef enum {
  /* A bomb: combo.bomb is its step on the game's ladder; it may answer
   * plays of other kinds (the game's beats says which). */
  GT_COMBO_KIND_BOMB = 1u << 0,
  /* On the table, its key (2 … 15) is the strength of a single card of
   * its rank, so that a solver keying hands by strength keys the table
   * the same way (a single, a pair, a full house by its triple, a bomb of
   * one rank); a kind without it is keyed by its own key. */
  GT_COMBO_KIND_BY_RANK = 1u << 1,
} GtComboKindFlags;

typedef struct _GtComboKind GtComboKind;

/* One combination of a kind in words, translated, free with g_free(). */
typedef char *(*GtComboDescribeFunc) (const GtComboKind *kind,
                                      const GtCombo     *combo,
                                      GtComboWords       words);

/* A kind of combination, as a game declares it: one entry of its table
 * (GtRuleset.kinds), at the index its combinations carry in type.  The
 * words every game shares (a single, a pair, three of a kind, a run, a
 * bomb of one rank) are gt-explain.h's gt_combo_describe_*(), for a game
 * to name in its table; a kind of its own brings its own. */
struct _GtComboKind {
  const char *id;      /* "full_house": stable, in JSON and files; a lesson's
                        * Expect= writes it with '-' for '_' ("full-house") */
  const char *rule;    /* the rule that defines it, "gd.combo.full-house" */
  const char *noun;    /* translatable (N_): the kind in a sentence, "a full
                        * house" ("The step asks for a full house.") */
  const char *hint;    /* translatable (N_): a hint that names the kind
                        * alone, "Play a full house." */
  GtComboDescribeFunc describe;
  guint8 flags;        /* GtComboKindFlags */
  guint8 run;          /* a run of ranks, rank its top: cards of each rank
                        * (1 a straight, 2 pairs in a row); 0: not a run */
  guint8 run_len;      /* a run's ranks when fixed (5 for a straight); 0:
                        * size / run */
};

typedef struct _GtRuleset GtRuleset;

/* What a ruleset's game-level operations work on (gt-game.h, gt-moves.h):
 * declared here so that the ruleset table can name them. */
typedef struct _GtGame GtGame;
typedef struct _GtAction GtAction;
typedef struct _GtMove GtMove;
typedef union _GtCardSet GtCardSet;
typedef struct _GtGameRules GtGameRules;
typedef struct _GtTrickRules GtTrickRules;
typedef struct _GtDrill GtDrill;

/* The state of a deal that the rules of a single play depend on. */
typedef struct {
  const GtRuleset *rs; /* the game whose rules these are */
  guint8 level;        /* the deal's level rank (Guandan), trump rank (Da Bai Fen), … */
  guint8 trump_suit;   /* GtSuit of the trumps; GT_SUIT_NONE in games without one */
  guint32 variants;    /* bit set of the ruleset's variants in force */
} GtRuleCtx;

typedef struct {
  const char *name;    /* "return-max-10": stable, used on the command line and in files */
  const char *rule;    /* rule id that documents it */
  const char *title;   /* translatable (N_) */
  const char *description; /* translatable (N_): what changes, for the preferences */
} GtVariant;

/* One point of a game's rules, as the ruleset describes itself (`rules`,
 * `compare` and the rules comparison): a row of a table whose columns are the
 * games.  point is one of gt_rule_points() — the same names in every game, so
 * that the columns line up; rule is the id of the rule that says it
 * (data/rules/GAME.md), or NULL where the point does not apply to the game
 * and no rule speaks of it (Gan Deng Yan has no tribute); text is one
 * translatable sentence (N_), to be shown through gettext. */
typedef struct {
  const char *point;   /* "following" */
  const char *rule;    /* "gdy.follow.step", or NULL */
  const char *text;    /* translatable (N_) */
} GtRulePoint;

/* The teaching answer to one question. */
typedef struct {
  gboolean legal;
  const char *rule;        /* id of the deciding rule, a static string */
  char *explanation;       /* translated; owned */

  gboolean has_combo;
  GtReading reading;       /* the reading the verdict speaks of */

  guint n_readings;        /* every reading of the selection on its own */
  GtReading readings[GT_READINGS_MAX];
  gboolean has_table;
  gboolean beats[GT_READINGS_MAX]; /* with a table: whether reading i beats it */

  guint n_fault;           /* the cards at fault (indices into the play), for highlighting */
  guint8 fault[GT_LIST_MAX];

  gboolean has_suggestion; /* a nearby combination the player may have meant */
  GtCardList suggestion;
} GtVerdict;

/* Every legal play of a hand (gt-moves.h): the game's own move generator. */
typedef guint (*GtMovesFunc) (const GtRuleCtx *ctx,
                              const GtCardSet *hand,
                              const GtCombo   *table,
                              guint            flags,
                              GtMove          *out,
                              guint            max);

struct _GtRuleset {
  const char *id;            /* "guandan" */
  const char *rule_prefix;   /* "gd" */
  const char *title;         /* translatable (N_) */
  guint8 n_players;
  guint8 hand_size;
  guint8 max_combo_size;
  guint8 copies[GT_CARD_KINDS];  /* copies of each kind in the deck */
  /* Its variants: bit i of a set of variants in force (GtRuleCtx.variants,
   * GtGame.variants) is entry i.  The game names its bits in its own
   * header (Guandan's GD_VARIANT_* in guandan/gd-kinds.h); shared code
   * reads the table only. */
  const GtVariant *variants;
  guint n_variants;
  /* The game's kinds of combination, indexed by GtCombo.type: entry 0
   * (GT_COMBO_NONE) is left empty, n_kinds is one more than the last. */
  const GtComboKind *kinds;
  guint n_kinds;
  /* The game's rules point by point, in the order of gt_rule_points(). */
  const GtRulePoint *points;
  guint n_points;

  /* Strength of each natural rank for single cards at this deal's level; used
   * for sorting and for comparing singles and N-of-a-kind. */
  void     (*rank_strength) (const GtRuleCtx *ctx,
                             guint8           strength[GT_RANK_COUNT]);
  gboolean (*is_wild)       (const GtRuleCtx *ctx,
                             GtCard           card);

  /* Every distinct reading (type, rank, size) of a selection.  Returns how
   * many were written (at most max).  Fixed memory, no allocation. */
  guint    (*readings)      (const GtRuleCtx  *ctx,
                             const GtCardList *play,
                             GtReading        *out,
                             guint             max);

  /* Whether play beats table.  *rule (may be NULL) receives the id of the
   * rule that decides.  play_cards and table_cards are the plays' cards, for
   * games that compare plays card by card (Bao Huang: every card higher than
   * its match; Gan Deng Yan: exactly one rank higher); either may be NULL
   * where a caller has only the readings, and a game that needs them then
   * answers from the readings alone (docs/architecture.md). */
  gboolean (*beats)         (const GtRuleCtx  *ctx,
                             const GtCombo    *play,
                             const GtCardList *play_cards,
                             const GtCombo    *table,
                             const GtCardList *table_cards,
                             const char      **rule);

  /* The full verdict with its explanation.  table and hand may be NULL; the
   * hand, when given, lets the verdict suggest cards the player holds. */
  void     (*judge)         (const GtRuleCtx  *ctx,
                             const GtCardList *play,
                             const GtCombo    *table,
                             const GtCardList *hand,
                             GtVerdict        *verdict);

  /* Every legal play of a hand on a table (NULL: a lead), as GtMoves; see
   * gt_moves_generate_set(), which calls it.  Returns GT_MOVES_INVALID for a
   * hand or context the generator cannot take. */
  GtMovesFunc generate_moves;
  /* Whether the suits of a hand's cards can change what its plays do
   * (GT_MOVES_BY_RANK is exact only when they cannot); NULL: always. */
  gboolean (*suits_matter)  (const GtRuleCtx *ctx,
                             const GtCardSet *hand);

  /* The game around the plays: seats, sides, the deal, the phases before
   * play, the end of a round, trick and deal (gt-game.h). */
  const GtGameRules *game;

  /* The game's drills, in the order they are listed (gt-drill-deal.h);
   * NULL, 0: none. */
  const GtDrill *drills;
  guint n_drills;
};

/* The most games the registry holds: tables kept per game (the lesson
 * reader's keys, gt-lesson.c) have this many entries.  gt_rulesets()
 * checks it. */
#define GT_GAMES_MAX 16

/* The registry: every game, in the order the app lists them, NULL-ended.
 * Made when first asked, and checked then (gt_rulesets_check()): the
 * program stops with the message when the registry does not fit. */
const GtRuleset *const *gt_rulesets      (void);
/* Whether the n games fit as a registry: at most GT_GAMES_MAX, no id
 * twice, and each within the engine's limits (gt_ruleset_check_limits(),
 * gt-game.h).  FALSE with error (GT_RULESET_ERROR) saying what does not
 * fit. */
gboolean         gt_rulesets_check       (const GtRuleset *const *games,
                                          guint                   n,
                                          GError                **error);
/* The game of that id, NULL if none; id NULL: the default game, the
 * registry's first, whose files may leave out Game= (they were written
 * before there was another). */
const GtRuleset *gt_ruleset_lookup       (const char *id);
/* The registry's ids, "guandan, gandengyan, …", for help and errors; free
 * with g_free(). */
char            *gt_ruleset_ids          (void);
/* Each game's own ruleset, gt_ruleset_guandan () …: for the registry and
 * the game's own files and tests; shared code looks a game up by id. */
#define GT_GAME(name) const GtRuleset *gt_ruleset_##name (void);
#include "gt-registry.h"
#undef GT_GAME

/* The names of the points every ruleset describes, in the order they are
 * listed (players, teams, deck, …), NULL-ended. */
const char *const *gt_rule_points        (void);
/* rs's point of that name, or NULL if it has none. */
const GtRulePoint *gt_ruleset_point      (const GtRuleset *rs,
                                          const char      *point);

/* A context for rs at a level (its trump rank), no variants, no trump suit. */
void             gt_rule_ctx_init        (GtRuleCtx       *ctx,
                                          const GtRuleset *rs,
                                          guint            level);
gboolean         gt_ruleset_set_variant  (const GtRuleset *rs,
                                          GtRuleCtx       *ctx,
                                          const char      *name);
/* The variant bits of rs among names, a learner's preference: "GAME:NAME"
 * names a variant of one game ("guandan:no-jiefeng"); a bare "NAME" (as
 * versions with one game wrote it) a variant of that name in any game.
 * Names of other games and unknown names are skipped. */
guint32          gt_ruleset_variants_from_names (const GtRuleset   *rs,
                                          const char *const *names);
/* The preference's name of rs's variant i: its bare name ("no-jiefeng")
 * unless another game has a variant of that name, then "guandan:no-jiefeng". */
char            *gt_ruleset_variant_setting_name (const GtRuleset *rs,
                                          guint            i);

/* The play on the table: its strongest reading ("an undeclared wild card
 * takes the reading under which that play is strongest").  FALSE when the
 * cards are not a combination. */
gboolean         gt_ruleset_read_table   (const GtRuleset  *rs,
                                          const GtRuleCtx  *ctx,
                                          const GtCardList *table,
                                          GtReading        *out);

/* Whether a beats b when both are bombs or both of the same type and size:
 * the order among readings of one selection. */
gboolean         gt_combo_stronger       (const GtCombo *a,
                                          const GtCombo *b);
gboolean         gt_combo_same           (const GtCombo *a,
                                          const GtCombo *b);

/* rs's kind of that type; NULL for GT_COMBO_NONE and types rs has not. */
const GtComboKind *gt_ruleset_combo_kind (const GtRuleset *rs,
                                          guint            type);
/* The type of rs's kind of that id ("full_house"; with dashes = TRUE,
 * "full-house", as a lesson's Expect= writes it); GT_COMBO_NONE if rs has
 * none. */
guint            gt_ruleset_combo_type   (const GtRuleset *rs,
                                          const char      *id,
                                          gboolean         dashes);
/* The kind's stable id, "full_house" ("none" for no combination), for
 * JSON and files. */
const char      *gt_combo_kind_id        (const GtRuleset *rs,
                                          guint            type);
/* The lowest rank of a run (its kind's run), the low Ace as
 * GT_RANK_ACE_LOW; combo->rank for a kind that is no run. */
guint            gt_combo_run_low        (const GtRuleset *rs,
                                          const GtCombo   *combo);

/* The play written out with a reading's declarations: "H2=S5 S3 S4 D6 C7". */
void             gt_reading_apply        (const GtRuleset  *rs,
                                          const GtRuleCtx  *ctx,
                                          const GtReading  *reading,
                                          const GtCardList *play,
                                          GtCardList       *out);

void             gt_verdict_init         (GtVerdict *verdict);
void             gt_verdict_clear        (GtVerdict *verdict);

G_END_DECLS
