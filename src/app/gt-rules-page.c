/* gt-rules-page.c — the rules reference
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-rules-page"

#include "config.h"

#include "gt-rules-page.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "gt-card.h"
#include "gt-hand-view.h"
#include "gt-rules-resources.h"
#include "gt-rules.h"
#include "gt-ruleset.h"
#include "gt-widgets.h"

/* How long a shown rule stays tinted. */
#define FLASH_MS 1500
/* The scroll to a shown rule. */
#define SCROLL_MS 300
/* Room left above a shown rule, so that the rule before it (or its
 * section's title) says where the learner is. */
#define SCROLL_CONTEXT_PX 48
/* Example cards drawn under a rule: small, as inline cards are. */
#define EXAMPLE_CARD_WIDTH 34

typedef struct {
  const GtRuleInfo *rule;   /* the entry's rule (gt_rule_get_entry()) */
  GtkWidget *row;       /* GtkListBoxRow, owned by its list */
  guint section;        /* index in self->sections_shown */
  char *key;            /* what the search looks in: names, ids and text, folded */
  GString *name;        /* the names shown: the rule's, and those of rules with its very text */
  GString *ids;         /* the ids shown: the rule's, then those it shows too */
  GString *search;      /* what key is folded from */
  GtkWidget *name_label;    /* the name's label (its matches highlighted) */
  GtkWidget *text;      /* the text's label (the same) */
  GtkWidget *id;        /* the ids' label (the same) */
} RuleRow;

struct _GtRulesPage
{
  GtkWidget parent_instance;

  /* Template */
  GtkWidget *box;               /* the page's only child */
  GtkSearchEntry *search_entry;
  GtkWidget *search_box;
  GtkDropDown *game_choice;     /* every game of the registry, in its order */
  GtkStack *stack;
  GtkScrolledWindow *scrolled;
  GtkWidget *clamp;
  GtkWidget *sections;

  char *game;
  gboolean four_colour;         /* the deck of the rules' example cards */
  char *query;                  /* the filter in force, folded; NULL: none yet */
  GtkWidget *intro;             /* the game's introduction, or NULL (borrowed) */
  GPtrArray *rows;              /* RuleRow *, in the order of the specification */
  GPtrArray *sections_shown;    /* GtkWidget *: one box per section (borrowed) */
  GHashTable *by_id;            /* id → RuleRow * (borrowed from rows) */

  /* Showing a rule: it is revealed on the second frame after the request,
   * when the rows a cleared search brings back have been laid out. */
  char *pending;
  guint reveal_tick;
  int reveal_frames;
  AdwAnimation *scroll_animation;
  GtkWidget *focus_after_scroll;   /* a row, owned by its list; cleared on rebuild */
  guint focus_tick;
  int focus_frames;
  GtkWidget *flashed;              /* ditto */
  guint flash_source;
};

G_DEFINE_FINAL_TYPE (GtRulesPage, gt_rules_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
rule_row_free (gpointer data)
{
  RuleRow *r = data;

  g_free (r->key);
  g_string_free (r->name, TRUE);
  g_string_free (r->ids, TRUE);
  g_string_free (r->search, TRUE);
  g_free (r);
}

/* ---- Text --------------------------------------------------------------- */

static char *search_fold (const char *text);

/* Appends len bytes of text, escaped, with every stretch that matches one
 * of words (folded as the search folds) in a highlight. */
static void
append_highlighted (GString     *out,
                    const char  *text,
                    gsize        len,
                    char *const *words)
{
  const char *p = text, *end = text + len;

  while (p < end)
    {
      const char *hit_end = NULL;

      for (guint w = 0; words != NULL && words[w] != NULL && hit_end == NULL; w++)
        {
          glong n = g_utf8_strlen (words[w], -1);
          const char *q = p;
          char *piece, *folded;

          if (n == 0)
            continue;
          for (glong i = 0; i < n && q < end; i++)
            q = g_utf8_next_char (q);
          piece = g_strndup (p, q - p);
          folded = search_fold (piece);
          if (strcmp (folded, words[w]) == 0)
            hit_end = q;
          g_free (folded);
          g_free (piece);
        }
      if (hit_end != NULL)
        {
          char *escaped = g_markup_escape_text (p, hit_end - p);

          g_string_append_printf (out, "<span background=\"#f6d32d80\">%s</span>", escaped);
          g_free (escaped);
          p = hit_end;
        }
      else
        {
          const char *next = g_utf8_next_char (p);
          char *escaped = g_markup_escape_text (p, next - p);

          g_string_append (out, escaped);
          g_free (escaped);
          p = next;
        }
    }
}

static char *
text_to_markup (const char  *text,
                gboolean     links,
                char *const *words);

char *
gt_rule_text_to_markup (const char *text,
                        gboolean    links)
{
  return text_to_markup (text, links, NULL);
}

/* The markup, with the search's words (folded; NULL: none) highlighted. */
static char *
text_to_markup (const char  *text,
                gboolean     links,
                char *const *words)
{
  GString *out = g_string_new (NULL);
  gboolean bold = FALSE;
  const char *p = text;

  g_return_val_if_fail (text != NULL, NULL);

  while (*p != '\0')
    {
      const char *end;
      size_t len;
      char *escaped;

      if (p[0] == '`' && (end = strchr (p + 1, '`')) != NULL && end > p + 1)
        {
          char *code = g_strndup (p + 1, end - p - 1);

          escaped = g_markup_escape_text (code, -1);
          if (links && gt_rule_lookup (code) != NULL)
            /* In the app's own font: a link to a rule, not code to type. */
            g_string_append_printf (out, "<a href=\"rule:%s\">%s</a>", escaped, escaped);
          else
            {
              g_string_append (out, "<tt>");
              append_highlighted (out, code, strlen (code), words);
              g_string_append (out, "</tt>");
            }
          g_free (escaped);
          g_free (code);
          p = end + 1;
          continue;
        }
      if (p[0] == '*' && p[1] == '*')
        {
          g_string_append (out, bold ? "</b>" : "<b>");
          bold = !bold;
          p += 2;
          continue;
        }

      /* Plain text up to the next mark; a lone ` or * is text too.  Both
       * are ASCII, so a run never ends inside a UTF-8 sequence. */
      len = strcspn (p, "`*");
      if (len == 0)
        len = 1;
      append_highlighted (out, p, len, words);
      p += len;
    }
  if (bold)
    g_string_append (out, "</b>");
  return g_string_free (out, FALSE);
}

/* The text without its marks, as a reader sees it. */
static char *
plain_text (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '`')
        continue;
      if (p[0] == '*' && p[1] == '*')
        {
          p++;
          continue;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* Folded for search: compatibility forms composed (full-width "ｔｕｂｅ" as
 * an input method types it is "tube"), then case folded.  Marks are kept:
 * in Japanese they make other letters (か, が). */
static char *
search_fold (const char *text)
{
  char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL_COMPOSE);
  char *folded;

  if (normal == NULL)   /* not UTF-8: match it as it is */
    return g_strdup (text);
  folded = g_utf8_casefold (normal, -1);
  g_free (normal);
  return folded;
}

static gboolean
is_suit_symbol (gunichar c)
{
  for (guint suit = GT_SUIT_SPADES; suit <= GT_SUIT_CLUBS; suit++)
    if (c == g_utf8_get_char (gt_suit_to_symbol (suit)))
      return TRUE;
  return FALSE;
}

/* The cards a rule's text names: card lists in backticks (`S3 S4 S5`) and
 * cards written with a suit symbol (♥2), each once, in order. */
static void
example_cards (const char *text,
               GtCardList *out)
{
  gt_card_list_init (out);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '`')
        {
          const char *end = strchr (p + 1, '`');
          GtCardList list;

          if (end == NULL)
            break;
          if (end > p + 1)
            {
              char *code = g_strndup (p + 1, end - p - 1);

              /* A rule id or a variant's name is no card list; the parser
               * says so. */
              if (gt_rule_lookup (code) == NULL && gt_card_list_parse (code, NULL, &list, NULL))
                for (guint i = 0; i < list.n; i++)
                  gt_card_list_append (out, list.card[i], list.as[i]);
              g_free (code);
            }
          p = end;
        }
      else if (is_suit_symbol (c))
        {
          const char *rank = g_utf8_next_char (p);
          size_t len = 0;
          GtCard card;

          if (g_str_has_prefix (rank, "10"))
            len = 2;
          else if (*rank != '\0' && strchr ("23456789JQKA", *rank) != NULL)
            len = 1;

          if (len > 0 && !g_ascii_isalnum (rank[len]) &&
              gt_card_parse (p, (rank - p) + len, &card))
            {
              gboolean seen = FALSE;

              for (guint i = 0; i < out->n; i++)
                seen = seen || out->card[i] == card;
              if (!seen)
                gt_card_list_append (out, card, GT_CARD_NONE);
            }
        }
    }
}

/* ---- Rows --------------------------------------------------------------- */

static gboolean
activate_link_cb (GtkLabel    *label,
                  const char  *uri,
                  GtRulesPage *self)
{
  /* Through the page's action, as any widget inside the page would. */
  if (g_str_has_prefix (uri, "rule:"))
    return gtk_widget_activate_action (GTK_WIDGET (label), "rules.show", "s", uri + strlen ("rule:"));
  return FALSE;
}

/* The rule's name, or what stands for it in a build whose names table
 * lacks the rule (test-rules fails then). */
static const char *
rule_name (const GtRuleInfo *rule)
{
  const char *name = gt_rule_get_name (rule);

  return name != NULL ? name : gt_rule_get_section (rule);
}

/* The row's labels and search key from its names and ids (again when a
 * rule it shows too is added). */
static void
update_rule_row (RuleRow *r)
{
  g_autofree char *text = gt_rule_get_learner_text (r->rule);
  g_autofree char *plain = plain_text (text);
  /* Translators: how a screen reader names an entry of the rules
   * reference: the rule's name, then its text */
  g_autofree char *a11y = g_strdup_printf (C_("rule entry", "%s: %s"), r->name->str, plain);
  /* Translators: the rest of an entry of the rules reference for a screen
   * reader; %s is the rule's id, or several ids */
  g_autofree char *description = g_strdup_printf (_("Rule %s"), r->ids->str);

  gtk_label_set_text (GTK_LABEL (r->name_label), r->name->str);
  gtk_label_set_text (GTK_LABEL (r->id), r->ids->str);
  g_string_assign (r->search, r->name->str);
  g_string_append_printf (r->search, "\n%s\n%s", r->ids->str, plain);
  g_free (r->key);
  r->key = search_fold (r->search->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r->row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* A row for the entry of a rule: its name, its text, the cards the text
 * names, its id. */
static RuleRow *
new_rule_row (GtRulesPage      *self,
              const GtRuleInfo *rule)
{
  RuleRow *r = g_new0 (RuleRow, 1);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *name_label = gtk_label_new (NULL);
  GtkWidget *id_label = gtk_label_new (NULL);
  GtkWidget *text_label = gtk_label_new (NULL);
  g_autofree char *text = gt_rule_get_learner_text (rule);
  g_autofree char *markup = gt_rule_text_to_markup (text, TRUE);
  GtCardList cards;

  r->rule = rule;
  r->row = row;
  r->name_label = name_label;
  r->text = text_label;
  r->id = id_label;
  r->name = g_string_new (rule_name (rule));
  r->ids = g_string_new (rule->id);
  r->search = g_string_new (NULL);

  gtk_widget_add_css_class (row, "rule");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);

  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  /* The name first: what a learner looks for and what a verdict's link
   * called the rule. */
  gtk_label_set_xalign (GTK_LABEL (name_label), 0);
  gtk_label_set_wrap (GTK_LABEL (name_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name_label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (name_label, "rule-name");
  gtk_widget_add_css_class (name_label, "heading");
  gtk_box_append (GTK_BOX (box), name_label);

  /* The id is for authors: small, after the text, in the app's font, and
   * selectable so that it can be copied into a lesson file. */
  gtk_label_set_xalign (GTK_LABEL (id_label), 0);
  gtk_label_set_wrap (GTK_LABEL (id_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (id_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (id_label), TRUE);
  gtk_widget_add_css_class (id_label, "rule-id");
  gtk_widget_add_css_class (id_label, "dim-label");

  gtk_label_set_markup (GTK_LABEL (text_label), markup);
  gtk_label_set_xalign (GTK_LABEL (text_label), 0);
  gtk_label_set_wrap (GTK_LABEL (text_label), TRUE);
  /* Words wrap; a word longer than the line (or Chinese and Japanese, which
   * have no spaces) breaks between characters. */
  gtk_label_set_wrap_mode (GTK_LABEL (text_label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (text_label, "rule-text");
  g_signal_connect (text_label, "activate-link", G_CALLBACK (activate_link_cb), self);
  gtk_box_append (GTK_BOX (box), text_label);

  /* The cards come from the specification's text: a translation keeps
   * them, and they are the same in every language. */
  example_cards (rule->text, &cards);
  if (cards.n > 0)
    {
      GtkWidget *hand = gt_hand_view_new ();

      gt_hand_view_set_sort (GT_HAND_VIEW (hand), GT_HAND_SORT_NONE);
      gt_hand_view_set_card_width (GT_HAND_VIEW (hand), EXAMPLE_CARD_WIDTH);
      gt_hand_view_set_four_colour (GT_HAND_VIEW (hand), self->four_colour);
      gt_hand_view_set_cards (GT_HAND_VIEW (hand), &cards, NULL, NULL);
      gtk_widget_set_halign (hand, GTK_ALIGN_START);
      gtk_widget_set_margin_top (hand, 6);
      gtk_box_append (GTK_BOX (box), hand);
    }

  gtk_box_append (GTK_BOX (box), id_label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  update_rule_row (r);
  return r;
}

/* A rule whose text the entry's holds (gt_rule_get_entry()): one entry
 * lists both ids, and the name too when the two texts are the same words
 * (two ids named in one sentence), which the entry's name alone would not
 * cover. */
static void
add_to_rule_row (RuleRow          *r,
                 const GtRuleInfo *rule)
{
  if (g_str_equal (rule->text, r->rule->text))
    g_string_append_printf (r->name, " · %s", rule_name (rule));
  g_string_append_printf (r->ids, " · %s", rule->id);
  update_rule_row (r);
}

/* Up and Down at the end of one section's list go on to the next one, as
 * in AdwPreferencesGroup. */
static gboolean
keynav_failed_cb (GtkWidget       *list,
                  GtkDirectionType direction,
                  GtRulesPage     *self)
{
  if (direction != GTK_DIR_UP && direction != GTK_DIR_DOWN)
    return FALSE;
  return gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (list)),
                                 direction == GTK_DIR_UP ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
}

/* One section: its title over a boxed list, like an AdwPreferencesGroup but
 * with a title that wraps (the group's is ellipsised, and section titles
 * are long: "Tribute (进贡) and return (还贡), from the second deal on"). */
static GtkWidget *
new_section (GtRulesPage *self,
             const char  *title,
             GtkWidget  **list_out)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *list = gtk_list_box_new ();

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (heading), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (heading, "heading");
  gtk_accessible_update_property (GTK_ACCESSIBLE (heading),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), heading);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading, NULL,
                                  -1);
  g_signal_connect (list, "keynav-failed", G_CALLBACK (keynav_failed_cb), self);
  gtk_box_append (GTK_BOX (box), list);

  *list_out = list;
  return box;
}

static void
stop_flash (GtRulesPage *self)
{
  if (self->flashed != NULL)
    gtk_widget_remove_css_class (self->flashed, "flash");
  self->flashed = NULL;
  g_clear_handle_id (&self->flash_source, g_source_remove);
}

/* A short introduction to the game before its rules, for a learner who
 * meets it here first: who plays, in teams or not, with what cards, and
 * when a deal ends — the game's own rule points (gt-ruleset.h), already
 * in plain words.  NULL for a game without a ruleset yet. */
static GtkWidget *
new_intro (const char *game)
{
  static const char *const wanted[] = { "players", "teams", "deck", "deal-end" };
  const GtRuleset *rs = game != NULL ? gt_ruleset_lookup (game) : NULL;
  GString *text;
  GtkWidget *label;

  if (rs == NULL || rs->points == NULL || g_strcmp0 (rs->id, game) != 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint w = 0; w < G_N_ELEMENTS (wanted); w++)
    for (guint i = 0; i < rs->n_points; i++)
      if (g_strcmp0 (rs->points[i].point, wanted[w]) == 0 && rs->points[i].text != NULL)
        {
          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, _(rs->points[i].text));
        }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  label = gtk_label_new (text->str);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "rules-intro");
  gtk_widget_set_margin_bottom (label, 12);
  g_string_free (text, TRUE);
  return label;
}

static void
rebuild (GtRulesPage *self)
{
  const GtRuleInfo *rules;
  guint n = 0;
  GtkWidget *child, *list = NULL;
  const char *section = NULL;

  stop_flash (self);
  adw_animation_reset (self->scroll_animation);
  self->focus_after_scroll = NULL;

  self->intro = NULL;
  while ((child = gtk_widget_get_first_child (self->sections)) != NULL)
    gtk_box_remove (GTK_BOX (self->sections), child);
  g_hash_table_remove_all (self->by_id);
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->sections_shown, 0);

  g_clear_pointer (&self->query, g_free);
  self->intro = new_intro (self->game);
  if (self->intro != NULL)
    gtk_box_append (GTK_BOX (self->sections), self->intro);
  rules = gt_rules_for_game (self->game, &n);
  for (guint i = 0; i < n; i++)
    {
      RuleRow *r;

      /* A rule another's entry shows is added to it below. */
      if (gt_rule_get_entry (&rules[i]) != &rules[i])
        continue;
      if (section == NULL || !g_str_equal (section, rules[i].section))
        {
          GtkWidget *box = new_section (self, gt_rule_get_section (&rules[i]), &list);

          gtk_box_append (GTK_BOX (self->sections), box);
          g_ptr_array_add (self->sections_shown, box);
          section = rules[i].section;
        }
      r = new_rule_row (self, &rules[i]);
      r->section = self->sections_shown->len - 1;
      gtk_list_box_append (GTK_LIST_BOX (list), r->row);
      g_ptr_array_add (self->rows, r);
      g_hash_table_insert (self->by_id, (gpointer) r->rule->id, r);
    }
  for (guint i = 0; i < n; i++)
    {
      const GtRuleInfo *entry = gt_rule_get_entry (&rules[i]);
      RuleRow *r = entry != &rules[i] ? g_hash_table_lookup (self->by_id, entry->id) : NULL;

      if (r != NULL)
        {
          add_to_rule_row (r, &rules[i]);
          g_hash_table_insert (self->by_id, (gpointer) rules[i].id, r);
        }
    }
}

/* ---- Search ------------------------------------------------------------- */

static void
apply_filter (GtRulesPage *self,
              const char  *query)
{
  char *folded = search_fold (query != NULL ? query : "");
  char **words;
  guint n_sections = self->sections_shown->len;
  gboolean *any;
  gboolean found = FALSE;

  /* The entry's search-changed comes again after its delay with the text
   * already applied: nothing to do (and the scroll stays). */
  if (g_strcmp0 (folded, self->query) == 0)
    {
      g_free (folded);
      return;
    }
  g_free (self->query);
  self->query = g_strdup (folded);

  /* Words are split at ASCII spaces only: the folding has made the
   * ideographic space of a Japanese or Chinese input method one. */
  words = g_strsplit_set (folded, " \t\n", -1);
  any = g_new0 (gboolean, n_sections + 1);

  for (guint i = 0; i < self->rows->len; i++)
    {
      RuleRow *r = g_ptr_array_index (self->rows, i);
      gboolean match = TRUE;

      for (guint w = 0; words[w] != NULL && match; w++)
        match = words[w][0] == '\0' || strstr (r->key, words[w]) != NULL;
      gtk_widget_set_visible (r->row, match);
      /* What matched, highlighted in the text (none when the query is
       * empty: the words are then all empty). */
      if (match)
        {
          char *text = gt_rule_get_learner_text (r->rule);
          char *markup = text_to_markup (text, TRUE, words);
          GString *id = g_string_new (NULL);

          gtk_label_set_markup (GTK_LABEL (r->text), markup);
          append_highlighted (id, r->ids->str, r->ids->len, words);
          gtk_label_set_markup (GTK_LABEL (r->id), id->str);
          g_string_truncate (id, 0);
          append_highlighted (id, r->name->str, r->name->len, words);
          gtk_label_set_markup (GTK_LABEL (r->name_label), id->str);
          g_string_free (id, TRUE);
          g_free (markup);
          g_free (text);
        }
      any[r->section] = any[r->section] || match;
      found = found || match;
    }
  for (guint s = 0; s < n_sections; s++)
    gtk_widget_set_visible (g_ptr_array_index (self->sections_shown, s), any[s]);
  /* The introduction is for reading the rules through, not for a search. */
  if (self->intro != NULL)
    gtk_widget_set_visible (self->intro, folded[0] == '\0');

  /* A new query starts at the top of what it found. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled), 0);
  gtk_stack_set_visible_child_name (self->stack, found || self->rows->len == 0 ? "rules" : "empty");

  g_free (any);
  g_strfreev (words);
  g_free (folded);
}

static void
search_changed_cb (GtRulesPage *self)
{
  apply_filter (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
stop_search_cb (GtRulesPage *self)
{
  /* Escape: an empty query shows every rule again (the entry stays). */
  gt_rules_page_set_search_text (self, "");
}

/* ---- Showing a rule ----------------------------------------------------- */

static gboolean
flash_done_cb (gpointer data)
{
  GtRulesPage *self = data;

  self->flash_source = 0;
  stop_flash (self);
  return G_SOURCE_REMOVE;
}

static gboolean
focus_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       data)
{
  GtRulesPage *self = GT_RULES_PAGE (widget);

  if (self->focus_frames-- > 0)
    return G_SOURCE_CONTINUE;
  self->focus_tick = 0;
  if (self->focus_after_scroll != NULL)
    gtk_widget_grab_focus (self->focus_after_scroll);
  self->focus_after_scroll = NULL;
  return G_SOURCE_REMOVE;
}

static void
scroll_done_cb (GtRulesPage *self)
{
  /* The focus moves once the rows have been laid out where the scroll put
   * them.  Grabbed at once (a skipped animation ends at once), the viewport
   * would scroll the row into view from where it was before, and undo the
   * scroll. */
  self->focus_frames = 1;
  if (self->focus_tick == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->focus_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), focus_tick_cb, NULL, NULL);
}

static void
reveal_now (GtRulesPage *self)
{
  g_autofree char *id = g_steal_pointer (&self->pending);
  RuleRow *r = id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scrolled);
  graphene_rect_t bounds;
  double value, page, target;

  if (r == NULL)
    return;

  stop_flash (self);
  gtk_widget_add_css_class (r->row, "flash");
  self->flashed = r->row;
  self->flash_source = g_timeout_add (FLASH_MS, flash_done_cb, self);

  /* The focus moves when the scroll ends: grabbed now, it would make the
   * viewport jump to the row on its own first. */
  adw_animation_reset (self->scroll_animation);
  self->focus_after_scroll = r->row;

  value = gtk_adjustment_get_value (adj);
  page = gtk_adjustment_get_page_size (adj);
  if (!gtk_widget_compute_bounds (r->row, self->clamp, &bounds))
    {
      scroll_done_cb (self);
      return;
    }

  /* A rule in full view stays where it is; otherwise it comes to the top,
   * a little below it. */
  if (bounds.origin.y >= value && bounds.origin.y + bounds.size.height <= value + page)
    target = value;
  else
    target = CLAMP (bounds.origin.y - SCROLL_CONTEXT_PX,
                    gtk_adjustment_get_lower (adj),
                    gtk_adjustment_get_upper (adj) - page);

  if (G_APPROX_VALUE (target, value, 0.5))
    {
      scroll_done_cb (self);
      return;
    }
  /* Skipped (done at once, at the target) when animations are off. */
  adw_timed_animation_set_value_from (ADW_TIMED_ANIMATION (self->scroll_animation), value);
  adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (self->scroll_animation), target);
  adw_animation_play (self->scroll_animation);
}

static gboolean
reveal_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  GtRulesPage *self = GT_RULES_PAGE (widget);

  /* A tick comes before the frame's layout: the first one may still see
   * the rows as they were before the search was cleared. */
  if (self->reveal_frames-- > 0)
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  reveal_now (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_reveal (GtRulesPage *self)
{
  self->reveal_frames = 1;
  if (self->reveal_tick == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick_cb, NULL, NULL);
}

gboolean
gt_rules_page_show_rule (GtRulesPage *self,
                         const char  *id)
{
  const GtRuleInfo *rule;
  RuleRow *r;

  g_return_val_if_fail (GT_IS_RULES_PAGE (self), FALSE);

  rule = gt_rule_lookup (id);
  if (rule == NULL)
    return FALSE;
  if (g_strcmp0 (rule->game, self->game) != 0)
    gt_rules_page_set_game (self, rule->game);

  r = g_hash_table_lookup (self->by_id, id);
  if (!gtk_widget_get_visible (r->row))
    gt_rules_page_set_search_text (self, "");

  g_free (self->pending);
  self->pending = g_strdup (id);
  schedule_reveal (self);
  return TRUE;
}

static void
rules_show_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  if (!gt_rules_page_show_rule (GT_RULES_PAGE (widget), g_variant_get_string (parameter, NULL)))
    g_debug ("rules.show: no rule %s", g_variant_get_string (parameter, NULL));
}

static void
rules_search_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  GtRulesPage *self = GT_RULES_PAGE (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

/* ---- The game ----------------------------------------------------------- */

/* The chooser follows the game shown (a rule link may change it). */
static void
sync_game_choice (GtRulesPage *self)
{
  const GtRuleset *const *games = gt_rulesets ();

  if (self->game_choice == NULL)
    return;
  for (guint i = 0; games[i] != NULL; i++)
    if (g_strcmp0 (games[i]->id, self->game) == 0 &&
        gtk_drop_down_get_selected (self->game_choice) != i)
      gtk_drop_down_set_selected (self->game_choice, i);
}

static void
game_chosen_cb (GtRulesPage *self)
{
  const GtRuleset *const *games = gt_rulesets ();
  guint chosen = gtk_drop_down_get_selected (self->game_choice);

  for (guint i = 0; games[i] != NULL; i++)
    if (i == chosen)
      gt_rules_page_set_game (self, games[i]->id);
}

/* Every game of the registry (gt_rulesets()) that has rules, by its
 * title: the reference is each game's, one at a time. */
static void
add_game_choice (GtRulesPage *self)
{
  const GtRuleset *const *games = gt_rulesets ();
  GtkStringList *titles = gtk_string_list_new (NULL);

  for (guint i = 0; games[i] != NULL; i++)
    gtk_string_list_append (titles, _(games[i]->title));
  self->game_choice = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (titles), NULL));
  gtk_widget_set_valign (GTK_WIDGET (self->game_choice), GTK_ALIGN_CENTER);
  /* Translators: the rules reference's chooser of the game whose rules
   * it shows, for screen readers and its tooltip */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->game_choice), _("Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->game_choice),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game"),
                                  -1);
  gtk_box_prepend (GTK_BOX (self->search_box), GTK_WIDGET (self->game_choice));
  sync_game_choice (self);
  g_signal_connect_swapped (self->game_choice, "notify::selected", G_CALLBACK (game_chosen_cb), self);
}

/* ---- Public ------------------------------------------------------------- */

GtkWidget *
gt_rules_page_new (void)
{
  return g_object_new (GT_TYPE_RULES_PAGE, NULL);
}

void
gt_rules_page_set_game (GtRulesPage *self,
                        const char  *game)
{
  g_return_if_fail (GT_IS_RULES_PAGE (self));
  g_return_if_fail (game != NULL);

  if (g_strcmp0 (self->game, game) == 0)
    return;
  g_free (self->game);
  self->game = g_strdup (game);
  rebuild (self);
  gt_rules_page_set_search_text (self, "");
  sync_game_choice (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

const char *
gt_rules_page_get_game (GtRulesPage *self)
{
  g_return_val_if_fail (GT_IS_RULES_PAGE (self), NULL);
  return self->game;
}

void
gt_rules_page_set_four_colour (GtRulesPage *self,
                               gboolean     four_colour)
{
  g_return_if_fail (GT_IS_RULES_PAGE (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  /* The rows made so far; a rebuild (another game) takes self->four_colour. */
  gt_widgets_pass_four_colour (GTK_WIDGET (self), four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_rules_page_get_four_colour (GtRulesPage *self)
{
  g_return_val_if_fail (GT_IS_RULES_PAGE (self), FALSE);
  return self->four_colour;
}

void
gt_rules_page_set_search_text (GtRulesPage *self,
                               const char  *text)
{
  g_return_if_fail (GT_IS_RULES_PAGE (self));

  /* The entry's search-changed comes after its delay, with the same text. */
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  apply_filter (self, text);
}

GtkSearchEntry *
gt_rules_page_get_search_entry (GtRulesPage *self)
{
  g_return_val_if_fail (GT_IS_RULES_PAGE (self), NULL);
  return self->search_entry;
}

GtkWidget *
gt_rules_page_get_row (GtRulesPage *self,
                       const char  *id)
{
  RuleRow *r;

  g_return_val_if_fail (GT_IS_RULES_PAGE (self), NULL);
  r = id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
  return r != NULL ? r->row : NULL;
}

/* ---- GObject ------------------------------------------------------------ */

static void
gt_rules_page_map (GtkWidget *widget)
{
  GtRulesPage *self = GT_RULES_PAGE (widget);

  GTK_WIDGET_CLASS (gt_rules_page_parent_class)->map (widget);
  if (self->pending != NULL)
    schedule_reveal (self);
}

static void
gt_rules_page_unmap (GtkWidget *widget)
{
  GtRulesPage *self = GT_RULES_PAGE (widget);

  /* A rule asked for while the page was shown and not yet revealed is
   * revealed when it is shown again. */
  if (self->reveal_tick != 0)
    {
      gtk_widget_remove_tick_callback (widget, self->reveal_tick);
      self->reveal_tick = 0;
    }
  if (self->focus_tick != 0)
    {
      gtk_widget_remove_tick_callback (widget, self->focus_tick);
      self->focus_tick = 0;
    }
  adw_animation_skip (self->scroll_animation);
  GTK_WIDGET_CLASS (gt_rules_page_parent_class)->unmap (widget);
}

static void
gt_rules_page_dispose (GObject *object)
{
  GtRulesPage *self = GT_RULES_PAGE (object);

  stop_flash (self);
  self->focus_after_scroll = NULL;
  g_clear_object (&self->scroll_animation);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_RULES_PAGE);
  G_OBJECT_CLASS (gt_rules_page_parent_class)->dispose (object);
}

static void
gt_rules_page_finalize (GObject *object)
{
  GtRulesPage *self = GT_RULES_PAGE (object);

  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->sections_shown);
  g_free (self->pending);
  g_free (self->query);
  g_free (self->game);
  G_OBJECT_CLASS (gt_rules_page_parent_class)->finalize (object);
}

static void
gt_rules_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtRulesPage *self = GT_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_rules_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtRulesPage *self = GT_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gt_rules_page_set_game (self, g_value_get_string (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_rules_page_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}
static void
gt_rules_page_class_init (GtRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_rules_page_dispose;
  object_class->finalize = gt_rules_page_finalize;
  object_class->get_property = gt_rules_page_get_property;
  object_class->set_property = gt_rules_page_set_property;
  widget_class->map = gt_rules_page_map;
  widget_class->unmap = gt_rules_page_unmap;

  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, gt_ruleset_lookup (NULL)->id,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The template uses libadwaita's widgets; their types must exist before
   * it is parsed, even in a program that never called adw_init(). */
  g_type_ensure (ADW_TYPE_CLAMP);
  g_type_ensure (ADW_TYPE_STATUS_PAGE);

  /* Taking the resource's address keeps its object file in the link (a
   * static library: nothing else refers to it, and its constructor is what
   * registers the resource). */
  g_assert (gt_rules_get_resource () != NULL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/rules/gt-rules-page.ui");
  /* Bound so that gtk_widget_dispose_template() unparents it. */
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, box);
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, search_box);
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, stack);
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, scrolled);
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, clamp);
  gtk_widget_class_bind_template_child (widget_class, GtRulesPage, sections);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);

  gtk_widget_class_install_action (widget_class, "rules.show", "s", rules_show_action);
  gtk_widget_class_install_action (widget_class, "rules.search", NULL, rules_search_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulespage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gt_widgets_add_style ("/org/guandantutor/GuandanTutor/rules/gt-rules-page.css");
}

static void
gt_rules_page_init (GtRulesPage *self)
{
  GtkAdjustment *adj;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new_with_free_func (rule_row_free);
  self->sections_shown = g_ptr_array_new ();
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);

  adj = gtk_scrolled_window_get_vadjustment (self->scrolled);
  self->scroll_animation =
    adw_timed_animation_new (GTK_WIDGET (self), 0, 1, SCROLL_MS,
                             adw_property_animation_target_new (G_OBJECT (adj), "value"));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->scroll_animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect_swapped (self->scroll_animation, "done", G_CALLBACK (scroll_done_cb), self);

  /* Typing anywhere on the page goes to the search. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));

  self->game = g_strdup (gt_ruleset_lookup (NULL)->id);
  rebuild (self);
  add_game_choice (self);
}

GtkWidget *
gt_rules_page_get_intro (GtRulesPage *self)
{
  g_return_val_if_fail (GT_IS_RULES_PAGE (self), NULL);
  return self->intro;
}
