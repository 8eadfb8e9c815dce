/* gt-explain.h — building the sentences of a verdict, and the words for
 * ranks and combinations they share with the app
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Explanations are assembled from translated sentences.  The first letter
 * of each is upper-cased here, so that a noun phrase ("a pair of 5s") can
 * open one in English; sentences are separated by a space, except after CJK
 * punctuation ("。"), which carries its own spacing.
 */
#pragma once

#include <glib.h>

#include "gt-ruleset.h"

G_BEGIN_DECLS

void gt_explain_add_sentence  (GString    *out,
                               const char *text);
void gt_explain_add_sentencef (GString    *out,
                               const char *format,
                               ...) G_GNUC_PRINTF (2, 3);
/* "5s", translated. */
const char *gt_explain_rank_plural (guint rank);
/* "Jack", "7", translated. */
const char *gt_explain_rank_word   (guint rank);
/* "7", "J", "small joker": a rank as a short label ("Single J", "2 × small
 * joker"), the jokers in words, never their notation; translated. */
const char *gt_explain_rank_label  (guint rank);
/* The number of cards of a bomb (4 to 10) as a word, translated: "five",
 * for "a bomb of five 7s". */
const char *gt_explain_count_word  (guint n);


/* A reading of a selection, as a row of the "which reading?" choice the
 * lesson and puzzle pages offer (free with g_free()): the combination as
 * a label and what each of play's undeclared wild cards stands for when it
 * is not itself — "Straight, 3 to 7 · ♥2 as ♠5".  With wild_words (may be
 * NULL), the return is the label alone and *wild_words the second part
 * ("♥2 as ♠5", NULL when there is none), for a page that shows them apart. */
char       *gt_reading_describe    (const GtRuleset  *rs,
                                    const GtRuleCtx  *ctx,
                                    const GtReading  *reading,
                                    const GtCardList *play,
                                    char            **wild_words);
/* A combination of rs in words, translated (free with g_free()), as its
 * kind words it (GtComboKind.describe); "?" for a type rs has not.  The
 * verdicts' sentences and the readings the lesson and puzzle pages offer
 * all word it here.  Unlike gt_combo_kind_id(), not for files or JSON. */
char       *gt_combo_describe      (const GtRuleset *rs,
                                    const GtCombo   *combo,
                                    GtComboWords     words);

/* The words of the kinds most games share, for a game to name in its table
 * of kinds (GtComboKind.describe): a single card ("a single Jack", "the
 * small joker"), a pair ("a pair of 7s"), three of a kind ("three 7s"), a
 * run of single cards ("a straight, 3 to 7": kind->run 1, its length fixed
 * or by size) and a bomb of one rank ("a bomb of five 7s"). */
char       *gt_combo_describe_single   (const GtComboKind *kind,
                                        const GtCombo     *combo,
                                        GtComboWords       words);
char       *gt_combo_describe_pair     (const GtComboKind *kind,
                                        const GtCombo     *combo,
                                        GtComboWords       words);
char       *gt_combo_describe_triple   (const GtComboKind *kind,
                                        const GtCombo     *combo,
                                        GtComboWords       words);
char       *gt_combo_describe_straight (const GtComboKind *kind,
                                        const GtCombo     *combo,
                                        GtComboWords       words);
char       *gt_combo_describe_bomb     (const GtComboKind *kind,
                                        const GtCombo     *combo,
                                        GtComboWords       words);

/* Fills verdict as refused: illegal, the rule that decides, and the words
 * (already translated by the caller) as one sentence.  Returns FALSE, so
 * that a check can `return gt_verdict_refuse (…)`. */
gboolean    gt_verdict_refuse      (GtVerdict     *verdict,
                                    const char    *rule,
                                    const char    *format,
                                    ...) G_GNUC_PRINTF (3, 4);

/* A card as the table shows it, for sentences: "♠10", or the joker's name
 * ("small joker"), translated; static. */
const char *gt_explain_card_label  (GtCard         card);
/* The cards of a play in those words, for sentences (free with g_free()):
 * "♠9 ♥10", or with a joker among them "♠5, small joker", translated. */
char       *gt_explain_cards       (const GtCardList *play);
/* Opens the explanation of cards that make no combination by naming the
 * player's own cards ("Your ♠9 ♥10 make no combination."), so that the
 * game's reason after it reads as being about them; every game's judge
 * calls it before its own diagnosis. */
void        gt_explain_name_refused (GString          *out,
                                     const GtCardList *play);

/* The strongest reading of play under ctx->rs's rules (beating table, when
 * given): FALSE when it is no combination (that beats the table). */
gboolean    gt_explain_best_reading (const GtRuleCtx  *ctx,
                                     const GtCardList *play,
                                     const GtCombo    *table,
                                     GtReading        *best);

/* One suggestion for cards that are no combination, in any game
 * (explanations.md): adding one card the player holds, or leaving one out,
 * strongest first ("3 to 8" becomes "leave out the 8 and play 3 to 7").
 * Appends the sentence to out, sets the verdict's suggestion and, for a
 * card left out, marks it at fault unless others are.  FALSE when neither
 * makes a combination. */
gboolean    gt_explain_suggest_nearby (const GtRuleCtx  *ctx,
                                       const GtCardList *play,
                                       const GtCombo    *table,
                                       const GtCardList *hand,
                                       GtVerdict        *verdict,
                                       GString          *out);

G_END_DECLS
