/* gt-cli.h — what the subcommands of guandan-tutor-cli share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A subcommand is a function `int gt_cli_NAME (int argc, char **argv)` with a
 * line in the table of gt-cli.c.  It calls gt_cli_parse_options() for the
 * options every subcommand takes (--game, --json, --level, --table, --hand,
 * --variant), plus its own, and returns the exit status of the contract.
 */
#pragma once

#include <glib.h>

#include "gt-card.h"
#include "gt-json.h"
#include "gt-ruleset.h"

G_BEGIN_DECLS

enum { EXIT_LEGAL = 0, EXIT_ILLEGAL = 1, EXIT_BAD_INPUT = 2 };

typedef struct {
  char *game;
  gboolean json;
  char *level;
  char *table;
  char *hand;
  char **variants;

  const GtRuleset *rs;
  GtRuleCtx ctx;
  char *cards;            /* the remaining arguments, joined by spaces */
  char **args;            /* the remaining arguments as they were given */
} CliOptions;

void     gt_cli_options_clear (CliOptions *o);
int      gt_cli_bad_input     (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* Parses the shared options and extra (may be NULL; its entries point into
 * the caller's own variables).  Returns -1 on success, else the exit status
 * to return (a message is already printed). */
int      gt_cli_parse_options (const char         *command,
                               const char         *params,
                               const char         *summary,
                               const GOptionEntry *extra,
                               int                 argc,
                               char              **argv,
                               CliOptions         *o);
gboolean gt_cli_parse_cards   (const CliOptions   *o,
                               const char         *what,
                               const char         *text,
                               GtCardList         *list);

/* Subcommands (one line each in the table of gt-cli.c). */
int      gt_cli_solve         (int argc, char **argv);
int      gt_cli_validate      (int argc, char **argv);
int      gt_cli_moves         (int argc, char **argv);
int      gt_cli_tribute       (int argc, char **argv);
int      gt_cli_return        (int argc, char **argv);
int      gt_cli_selfplay      (int argc, char **argv);
int      gt_cli_rules         (int argc, char **argv);
int      gt_cli_compare       (int argc, char **argv);
int      gt_cli_handout       (int argc, char **argv);

/* The trick options of check, explain and moves (a trick game:
 * GtGameRules.trick), gt-cli-trick.c. */
typedef struct {
  char *trump;
  char *lead;
  char *played;
  char *others;
} CliTrickOptions;

#define GT_CLI_TRICK_ENTRIES(t) \
  { "trump", 0, 0, G_OPTION_ARG_STRING, &(t)->trump, N_("A trick game: the trump suit, S, H, D or C"), "SUIT" }, \
  { "lead", 0, 0, G_OPTION_ARG_STRING, &(t)->lead, N_("A trick game: the cards that led the trick (none: the player leads)"), "CARDS" }, \
  { "played", 0, 0, G_OPTION_ARG_STRING, &(t)->played, N_("A trick game: the cards the others put on the trick after the lead"), "CARDS" }, \
  { "others", 0, 0, G_OPTION_ARG_STRING, &(t)->others, N_("A trick game: every card the other players still hold"), "CARDS" }

void     gt_cli_trick_options_clear (CliTrickOptions *t);
/* Sets o's trump suit from t, or refuses trick options in a game without
 * tricks; FALSE (a message printed) on bad input. */
gboolean gt_cli_trick_setup   (CliOptions *o, CliTrickOptions *t, const char *command);
int      gt_cli_trick_check   (CliOptions *o, CliTrickOptions *t, gboolean full);
int      gt_cli_trick_moves   (CliOptions *o, CliTrickOptions *t);
int      gt_cli_trick         (int argc, char **argv);
int      gt_cli_result        (int argc, char **argv);

/* A combination for --json: a new object with "type", "rank", "size", "bomb". */
JsonObject *gt_cli_json_combo (const GtRuleset *rs, const GtCombo *c);
void     gt_cli_text_combo    (GString *out, const GtRuleset *rs, const GtCombo *c);
const char *gt_cli_verdict_word (gboolean legal);
void     gt_cli_append_rule   (GString *out, const char *rule);
/* check's answer on a verdict of rs on play: its JSON members, added to
 * answer, or its text (explain's with full). */
void     gt_cli_json_verdict  (JsonObject *answer, const GtRuleset *rs, const GtRuleCtx *ctx,
                               const GtCardList *play, const GtVerdict *v);
void     gt_cli_text_verdict  (GString *out, const GtRuleset *rs, const GtRuleCtx *ctx,
                               const GtCardList *play, const GtVerdict *v, gboolean full);

G_END_DECLS
