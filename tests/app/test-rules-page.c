/* test-rules-page.c — the rules reference, driven as a user would
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under xvfb-run (tests/app/meson.build).  The rule ids are read from
 * data/rules/guandan.md itself, not from the generated table, so that a
 * rule the generator drops is caught.  The Japanese and Chinese checks run
 * in a subprocess started with LANGUAGE set, so that gettext starts in that
 * language, with the textdomain bound to the build directory's po/.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "gt-rules-page.h"
#include "gt-rules.h"
#include "gt-ruleset.h"
#include "gt-test-support.h"

/* ---- Helpers ------------------------------------------------------------ */

static GtkWidget *
new_page_in_window (GtkWidget **window_out,
                    int         width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = gt_rules_page_new ();

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 600);
  gtk_window_present (GTK_WINDOW (window));
  gt_test_run_frames_drawn (window);
  *window_out = window;
  return page;
}

/* The label that shows a row's name (the row's first). */
static GtkLabel *
row_name_label (GtkWidget *row)
{
  GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  GtkWidget *name = gtk_widget_get_first_child (box);

  g_assert_true (GTK_IS_LABEL (name));
  g_assert_true (gtk_widget_has_css_class (name, "rule-name"));
  return GTK_LABEL (name);
}

/* The label that shows a row's text (the row's second, after its name; the
 * id is its last, small, for authors). */
static GtkLabel *
row_text_label (GtkWidget *row)
{
  GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  GtkWidget *text = gtk_widget_get_next_sibling (GTK_WIDGET (row_name_label (row)));
  GtkWidget *id = gtk_widget_get_last_child (box);

  g_assert_true (GTK_IS_LABEL (text));
  g_assert_true (GTK_IS_LABEL (id));
  g_assert_true (gtk_widget_has_css_class (id, "rule-id"));
  /* The id in the app's own font, copyable. */
  g_assert_false (gtk_widget_has_css_class (id, "monospace"));
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (id)));
  return GTK_LABEL (text);
}

static GtkLabel *
row_id_label (GtkWidget *row)
{
  return GTK_LABEL (gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))));
}

static void assert_no_author_notes (GtkWidget *page);

/* The title of the section a row is in. */
static const char *
row_section_title (GtkWidget *row)
{
  GtkWidget *list = gtk_widget_get_parent (row);
  GtkWidget *heading = gtk_widget_get_prev_sibling (list);

  g_assert_true (GTK_IS_LABEL (heading));
  return gtk_label_get_text (GTK_LABEL (heading));
}

/* Shown: visible, its section visible, on a visible page of the stack. */
static gboolean
row_shown (GtkWidget *row)
{
  return gtk_widget_is_visible (row) && gtk_widget_get_mapped (row);
}

/* Inside the part of the scrolled window that shows. */
static gboolean
row_in_view (GtkWidget *row)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (row, scrolled, &bounds))
    return FALSE;
  return bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) + 0.5;
}

static const char *
stack_page (GtkWidget *page)
{
  /* The page's box holds the search's clamp, then the stack. */
  GtkWidget *box = gtk_widget_get_first_child (page);

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_STACK (child))
      return gtk_stack_get_visible_child_name (GTK_STACK (child));
  g_assert_not_reached ();
  return NULL;
}

/* Every rule id of a rules file: the ids of the list items that start with
 * one, and ids named inside a rule's text. */
static GPtrArray *
ids_of_file (const char *name)
{
  char *path = g_build_filename (GT_RULES_DIR, name, NULL);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  GRegex *id = g_regex_new ("`(gd(?:\\.[a-z0-9-]+)+)`", 0, 0, NULL);
  GMatchInfo *match;
  char *text = NULL;
  GError *error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  for (g_regex_match (id, text, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      char *found = g_match_info_fetch (match, 1);

      if (!g_ptr_array_find_with_equal_func (ids, found, g_str_equal, NULL))
        g_ptr_array_add (ids, found);
      else
        g_free (found);
    }
  g_match_info_free (match);
  g_regex_unref (id);
  g_free (text);
  g_free (path);
  return ids;
}

/* ---- Tests -------------------------------------------------------------- */

static void
test_every_rule (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window, 800);
  GPtrArray *ids = ids_of_file ("guandan.md");
  const GtRuleInfo *rules;
  guint n = 0;

  g_assert_cmpstr (gt_rules_page_get_game (GT_RULES_PAGE (page)), ==, "guandan");
  g_assert_cmpuint (ids->len, >=, 50);
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      GtkWidget *row = gt_rules_page_get_row (GT_RULES_PAGE (page), id);

      g_test_message ("%s", id);
      g_assert_nonnull (row);
      g_assert_true (row_shown (row));
      g_assert_cmpstr (gtk_label_get_text (row_text_label (row)), !=, "");
    }

  /* And no more: every row is a rule of the file. */
  rules = gt_rules_for_game ("guandan", &n);
  g_assert_cmpuint (n, ==, ids->len);
  for (guint i = 0; i < n; i++)
    g_assert_true (g_str_has_prefix (rules[i].id, "gd."));

  /* The light Markdown is rendered: no backticks or asterisks left, the
   * rule ids in a text are links. */
  {
    GtkWidget *row = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.combo.pair");
    const char *markup = gtk_label_get_label (row_text_label (row));

    g_assert_null (strchr (gtk_label_get_text (row_text_label (row)), '`'));
    g_assert_nonnull (strstr (markup, "<a href=\"rule:gd.combo.pair.mixed-jokers\">"));
    row = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.level");
    g_assert_null (strstr (gtk_label_get_text (row_text_label (row)), "**"));
    g_assert_nonnull (strstr (gtk_label_get_label (row_text_label (row)), "<b>level rank</b>"));
  }

  /* Another game: only its rules. */
  gt_rules_page_set_game (GT_RULES_PAGE (page), "gandengyan");
  g_assert_null (gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.combo.tube"));
  g_assert_nonnull (gt_rules_page_get_row (GT_RULES_PAGE (page), "gdy.combo.sequence"));

  g_ptr_array_unref (ids);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every game of the registry can be chosen, Bao Huang among them, and the
 * page then shows every rule of its file; a rule link of another game
 * moves the chooser too. */
static void
test_every_game (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window, 360);
  const GtRuleset *const *games = gt_rulesets ();
  GtkDropDown *choice = GTK_DROP_DOWN (gt_test_find_by_type (page, GTK_TYPE_DROP_DOWN, FALSE));
  GListModel *titles;
  guint n_games = 0, bh = G_MAXUINT;

  g_assert_nonnull (choice);
  titles = gtk_drop_down_get_model (choice);
  for (guint i = 0; games[i] != NULL; i++, n_games++)
    {
      GtkStringObject *title = g_list_model_get_item (titles, i);

      g_assert_cmpstr (gtk_string_object_get_string (title), ==, games[i]->title);
      g_object_unref (title);
      if (g_str_equal (games[i]->id, "baohuang"))
        bh = i;
    }
  g_assert_cmpuint (g_list_model_get_n_items (titles), ==, n_games);
  g_assert_cmpuint (bh, <, n_games);
  g_assert_cmpuint (gtk_drop_down_get_selected (choice), ==, 0);

  gtk_drop_down_set_selected (choice, bh);
  g_assert_cmpstr (gt_rules_page_get_game (GT_RULES_PAGE (page)), ==, "baohuang");
  {
    guint n = 0;
    const GtRuleInfo *rules = gt_rules_for_game ("baohuang", &n);

    g_assert_cmpuint (n, >=, 15);
    for (guint i = 0; i < n; i++)
      {
        GtkWidget *row = gt_rules_page_get_row (GT_RULES_PAGE (page), rules[i].id);

        g_assert_true (g_str_has_prefix (rules[i].id, "bh."));
        g_assert_nonnull (row);
        g_assert_true (row_shown (row));
      }
  }
  g_assert_null (gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.combo.pair"));

  g_assert_true (gt_rules_page_show_rule (GT_RULES_PAGE (page), "gd.combo.pair"));
  g_assert_cmpstr (gt_rules_page_get_game (GT_RULES_PAGE (page)), ==, "guandan");
  g_assert_cmpuint (gtk_drop_down_get_selected (choice), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
empty_shown (gpointer page)
{
  return g_strcmp0 (stack_page (page), "empty") == 0;
}

static gboolean
rules_shown (gpointer page)
{
  return g_strcmp0 (stack_page (page), "rules") == 0;
}

static void
test_search (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window, 800);
  GtRulesPage *rp = GT_RULES_PAGE (page);
  GtkWidget *tube = gt_rules_page_get_row (rp, "gd.combo.tube");
  GtkWidget *players = gt_rules_page_get_row (rp, "gd.players");
  GtkWidget *tribute = gt_rules_page_get_row (rp, "gd.tribute.single");

  assert_no_author_notes (page);
  /* The game's introduction, over the rules, not over a search. */
  g_assert_nonnull (gt_rules_page_get_intro (rp));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (gt_rules_page_get_intro (rp))), "Four players"));
  g_assert_true (gtk_widget_get_visible (gt_rules_page_get_intro (rp)));
  gt_rules_page_set_search_text (rp, "tube");
  gt_test_run_frames_drawn (window);
  g_assert_false (gtk_widget_get_visible (gt_rules_page_get_intro (rp)));
  g_assert_true (row_shown (tube));
  g_assert_false (row_shown (players));
  /* What matched is highlighted: here the id, small under the text. */
  g_assert_nonnull (strstr (gtk_label_get_label (row_id_label (tube)), "<span background="));
  gt_rules_page_set_search_text (rp, "CONSECUTIVE");
  g_assert_true (row_shown (tube));
  /* In the text, whatever the case typed. */
  g_assert_nonnull (strstr (gtk_label_get_label (row_text_label (tube)), "<span background=\"#f6d32d80\">consecutive</span>"));
  g_assert_false (row_shown (tribute));
  /* A section with no match is hidden with its title. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (tribute))));
  g_assert_cmpstr (stack_page (page), ==, "rules");

  /* By id, in any case; every word must match. */
  gt_rules_page_set_search_text (rp, "GD.DEAL");
  g_assert_false (row_shown (tube));
  g_assert_true (gtk_widget_get_visible (gt_rules_page_get_row (rp, "gd.deal.first")));
  g_assert_true (gtk_widget_get_visible (gt_rules_page_get_row (rp, "gd.deal.end")));
  gt_rules_page_set_search_text (rp, "deal first");
  g_assert_true (gtk_widget_get_visible (gt_rules_page_get_row (rp, "gd.deal.first")));
  g_assert_false (gtk_widget_get_visible (gt_rules_page_get_row (rp, "gd.deal.end")));
  /* An ideographic space between the words, as a Japanese or Chinese input
   * method types it. */
  gt_rules_page_set_search_text (rp, "deal\u3000first");
  g_assert_true (gtk_widget_get_visible (gt_rules_page_get_row (rp, "gd.deal.first")));
  g_assert_false (gtk_widget_get_visible (gt_rules_page_get_row (rp, "gd.deal.end")));
  /* Full-width letters, as a Japanese input method types them. */
  gt_rules_page_set_search_text (rp, "ｔｕｂｅ");
  g_assert_true (gtk_widget_get_visible (tube));
  g_assert_false (gtk_widget_get_visible (players));

  /* No query, no highlight. */
  gt_rules_page_set_search_text (rp, "");
  g_assert_null (strstr (gtk_label_get_label (row_text_label (tube)), "<span background="));
  g_assert_null (strstr (gtk_label_get_label (row_id_label (tube)), "<span background="));

  /* Nothing: the status page. */
  gt_rules_page_set_search_text (rp, "no such rule anywhere");
  gt_test_run_frames_drawn (window);
  g_assert_cmpstr (stack_page (page), ==, "empty");

  /* Cleared: every rule again. */
  gt_rules_page_set_search_text (rp, "");
  gt_test_run_frames_drawn (window);
  g_assert_cmpstr (stack_page (page), ==, "rules");
  g_assert_true (row_shown (players));
  g_assert_true (row_shown (tribute));

  /* Typed into the entry: filtered after the entry's delay. */
  gtk_editable_set_text (GTK_EDITABLE (gt_rules_page_get_search_entry (rp)), "xyzzy");
  g_assert_true (gt_test_wait_for (empty_shown, page, 2000));
  gtk_editable_set_text (GTK_EDITABLE (gt_rules_page_get_search_entry (rp)), "");
  g_assert_true (gt_test_wait_for (rules_shown, page, 2000));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
row_revealed (gpointer data)
{
  GtkWidget *row = data;

  return gtk_root_get_focus (gtk_widget_get_root (row)) == row;
}

static gboolean
flash_gone (gpointer data)
{
  return !gtk_widget_has_css_class (GTK_WIDGET (data), "flash");
}

static void
test_show_rule (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window, 360);
  GtRulesPage *rp = GT_RULES_PAGE (page);
  GtkWidget *row = gt_rules_page_get_row (rp, "gd.turn.own-cards");
  GtkWidget *tube = gt_rules_page_get_row (rp, "gd.combo.tube");

  /* The last rule, out of view at 600 px, and hidden by a search. */
  gt_rules_page_set_search_text (rp, "tube");
  gt_test_run_frames_drawn (window);
  g_assert_false (row_shown (row));

  g_assert_false (gt_rules_page_show_rule (rp, "gd.no.such-rule"));
  g_assert_true (gt_rules_page_show_rule (rp, "gd.turn.own-cards"));
  g_assert_true (gt_test_wait_for (row_revealed, row, 3000));
  /* The flash lasts 1.5 s: asserted before the frames' wait, which the
   * sanitizer run stretches eightfold. */
  g_assert_true (gtk_widget_has_css_class (row, "flash"));
  gt_test_run_frames_drawn (window);
  g_assert_true (row_shown (row));
  g_assert_true (row_in_view (row));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gt_rules_page_get_search_entry (rp))), ==, "");

  /* The flash goes after about 1.5 s. */
  g_assert_true (gt_test_wait_for (flash_gone, row, 3000));

  /* Through the action, from a widget inside the page (a rule's link). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (row_text_label (row)), "rules.show", "s", "gd.combo.tube"));
  g_assert_true (gt_test_wait_for (row_revealed, tube, 3000));
  g_assert_true (row_in_view (tube));
  g_assert_true (gtk_widget_has_css_class (tube, "flash"));
  g_assert_false (gtk_widget_has_css_class (row, "flash"));

  /* A rule id in a rule's text is a link to that rule. */
  {
    GtkWidget *pair = gt_rules_page_get_row (rp, "gd.combo.pair");
    GtkWidget *mixed = gt_rules_page_get_row (rp, "gd.combo.pair.mixed-jokers");
    gboolean handled = FALSE;

    g_signal_emit_by_name (row_text_label (pair), "activate-link", "rule:gd.combo.pair.mixed-jokers", &handled);
    g_assert_true (handled);
    g_assert_true (gt_test_wait_for (row_revealed, mixed, 3000));
    g_assert_true (gtk_widget_has_css_class (mixed, "flash"));
  }

  /* A rule of another game switches the game. */
  g_assert_true (gt_rules_page_show_rule (rp, "gdy.draw"));
  g_assert_cmpstr (gt_rules_page_get_game (rp), ==, "gandengyan");
  g_assert_true (gt_test_wait_for (row_revealed, gt_rules_page_get_row (rp, "gdy.draw"), 3000));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Asked for before the page is shown: done when it is. */
static void
test_show_rule_before_map (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = gt_rules_page_new ();
  GtkWidget *row = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.game.a-only");

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 500);
  g_assert_true (gt_rules_page_show_rule (GT_RULES_PAGE (page), "gd.game.a-only"));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gt_test_wait_for (row_revealed, row, 3000));
  gt_test_run_frames_drawn (window);
  g_assert_true (row_in_view (row));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Without animations the rule is in view and focused as soon as the page
 * has been laid out again: no scrolling in between. */
static void
test_show_rule_without_animations (void)
{
  GtkWidget *window;
  GtkWidget *page;
  GtkWidget *row;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  page = new_page_in_window (&window, 500);
  row = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.levelup");
  g_assert_true (gt_rules_page_show_rule (GT_RULES_PAGE (page), "gd.levelup"));
  g_assert_true (gt_test_wait_for (row_revealed, row, 3000));
  g_assert_true (gtk_widget_has_css_class (row, "flash"));
  gt_test_run_frames_drawn (window);   /* the scrolled rows are placed at the next layout */
  g_assert_true (row_in_view (row));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
test_markup (void)
{
  char *m;

  m = gt_rule_text_to_markup ("a <b> & \"q\" `x<y` **strong** `gd.combo.tube` * ` ♥2", TRUE);
  g_assert_cmpstr (m, ==,
                   "a &lt;b&gt; &amp; &quot;q&quot; <tt>x&lt;y</tt> <b>strong</b> "
                   "<a href=\"rule:gd.combo.tube\">gd.combo.tube</a> * ` ♥2");
  g_free (m);
  m = gt_rule_text_to_markup ("`gd.combo.tube` and **open", FALSE);
  g_assert_cmpstr (m, ==, "<tt>gd.combo.tube</tt> and <b>open</b>");
  g_free (m);

  /* Every rule of every game, English and as translated, is valid markup. */
  for (guint i = 0; i < gt_rules_table_len; i++)
    {
      const char *texts[] = { gt_rules_table[i].text, gt_rule_get_text (&gt_rules_table[i]) };

      for (guint k = 0; k < G_N_ELEMENTS (texts); k++)
        {
          GError *error = NULL;

          m = gt_rule_text_to_markup (texts[k], FALSE);
          if (!pango_parse_markup (m, -1, 0, NULL, NULL, NULL, &error))
            g_error ("%s: %s", gt_rules_table[i].id, error->message);
          g_free (m);
        }
    }
}

/* The rule texts and section titles of a language: every Guandan rule is
 * translated, and the page shows the translation. */
/* The authors' notes ("(settled here)") are in the rules' text, not in
 * what learners read: checked on a rule that has one. */
static void
assert_no_author_notes (GtkWidget *page)
{
  GtkWidget *row = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.combo.full-house");
  const GtRuleInfo *info = gt_rule_lookup ("gd.combo.full-house");
  const char *marker = g_dpgettext2 (GETTEXT_PACKAGE, "rules author note", "settled here");
  const char *shown = gtk_label_get_text (row_text_label (row));

  g_assert_nonnull (strstr (gt_rule_get_text (info), marker));
  g_assert_null (strstr (shown, marker));
  /* The rest of the text is there. */
  g_assert_cmpuint (strlen (shown), >, strlen (gt_rule_get_text (info)) / 2);
}

/* Every entry the page shows, for every game: each rule's row, each once;
 * no two with the same text, and each headed by a name.  In any language:
 * the names must be translated with the texts. */
static void
assert_entries (GtkWidget *page)
{
  const GtRuleset *const *games = gt_rulesets ();

  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autoptr (GHashTable) texts = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr (GHashTable) rows = g_hash_table_new (NULL, NULL);
      const GtRuleInfo *rules;
      guint n = 0;

      gt_rules_page_set_game (GT_RULES_PAGE (page), games[g]->id);
      rules = gt_rules_for_game (games[g]->id, &n);
      for (guint i = 0; i < n; i++)
        {
          GtkWidget *row = gt_rules_page_get_row (GT_RULES_PAGE (page), rules[i].id);
          const char *text, *name;

          g_test_message ("%s", rules[i].id);
          g_assert_nonnull (row);
          /* The row lists the id, small, whatever entry shows the rule. */
          g_assert_nonnull (strstr (gtk_label_get_text (row_id_label (row)), rules[i].id));
          name = gtk_label_get_text (row_name_label (row));
          g_assert_nonnull (strstr (name, gt_rule_get_name (gt_rule_get_entry (&rules[i]))));
          if (g_hash_table_contains (rows, row))
            continue;
          g_hash_table_add (rows, row);
          text = gtk_label_get_text (row_text_label (row));
          g_assert_false (g_hash_table_contains (texts, text));
          g_hash_table_add (texts, (gpointer) text);
        }
      /* Fewer entries than rules where texts were the same. */
      g_assert_cmpuint (g_hash_table_size (rows), <=, n);
    }
  gt_rules_page_set_game (GT_RULES_PAGE (page), "guandan");
}

static void
test_names_and_entries (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window, 800);
  GtRulesPage *rp = GT_RULES_PAGE (page);
  GtkWidget *tube = gt_rules_page_get_row (rp, "gd.combo.tube");
  GtkWidget *bomb = gt_rules_page_get_row (rp, "gd.beat.bomb");

  /* Each rule by its name, then its text, its id small and last. */
  g_assert_cmpstr (gtk_label_get_text (row_name_label (tube)), ==, "Tube");
  g_assert_cmpstr (gtk_label_get_text (row_id_label (tube)), ==, "gd.combo.tube");
  g_assert_true (g_str_has_prefix (gtk_label_get_text (row_text_label (tube)), "Three pairs"));

  /* Two ids named in one sentence: one entry, both names, both ids. */
  g_assert_true (bomb == gt_rules_page_get_row (rp, "gd.beat.same-type"));
  g_assert_cmpstr (gtk_label_get_text (row_name_label (bomb)), ==,
                   "Same combination, higher · A bomb beats any combination");
  g_assert_cmpstr (gtk_label_get_text (row_id_label (bomb)), ==, "gd.beat.same-type · gd.beat.bomb");
  /* A rule that is a sentence of another's: listed on the other's entry. */
  g_assert_true (gt_rules_page_get_row (rp, "gd.wild.not-joker") == gt_rules_page_get_row (rp, "gd.wild.any"));
  g_assert_cmpstr (gtk_label_get_text (row_name_label (gt_rules_page_get_row (rp, "gd.wild.any"))), ==,
                   "What a wild card stands for");

  assert_entries (page);

  /* The search finds a rule by its name, and highlights it there. */
  gt_rules_page_set_search_text (rp, "following");
  gt_test_run_frames_drawn (window);
  gt_rules_page_set_game (rp, "dabaifen");
  gt_rules_page_set_search_text (rp, "following");
  {
    GtkWidget *follow = gt_rules_page_get_row (rp, "dbf.follow.suit");

    g_assert_true (row_shown (follow));
    g_assert_nonnull (strstr (gtk_label_get_label (row_name_label (follow)), "<span background="));
    g_assert_false (row_shown (gt_rules_page_get_row (rp, "dbf.deck")));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
check_language (const char *tube_word,
                const char *section_word)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window, 800);
  GtkWidget *tube = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.combo.tube");
  const GtRuleInfo *rules;
  guint n = 0;
  char *search;

  rules = gt_rules_for_game ("guandan", &n);
  for (guint i = 0; i < n; i++)
    {
      g_test_message ("%s", rules[i].id);
      g_assert_true (gt_rule_get_text (&rules[i]) != rules[i].text);
      g_assert_true (gt_rule_get_section (&rules[i]) != rules[i].section);
    }

  g_assert_nonnull (strstr (gtk_label_get_text (row_text_label (tube)), tube_word));
  g_assert_nonnull (strstr (row_section_title (tube), section_word));
  assert_no_author_notes (page);
  /* Named in the language too; no entry with another's text. */
  g_assert_nonnull (strstr (gtk_label_get_text (row_name_label (tube)), tube_word));
  /* (It rebuilds the rows.) */
  assert_entries (page);
  tube = gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.combo.tube");

  /* The search looks in the translation. */
  search = g_strdup (tube_word);
  gt_rules_page_set_search_text (GT_RULES_PAGE (page), search);
  g_assert_true (gtk_widget_get_visible (tube));
  g_assert_false (gtk_widget_get_visible (gt_rules_page_get_row (GT_RULES_PAGE (page), "gd.players")));
  g_free (search);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
run_in_language (const char *language)
{
  char *old = g_strdup (g_getenv ("LANGUAGE"));

  g_setenv ("LANGUAGE", language, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  if (old != NULL)
    g_setenv ("LANGUAGE", old, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  g_free (old);
  g_test_trap_assert_passed ();
}

static void
test_japanese (void)
{
  if (g_test_subprocess ())
    {
      check_language ("三連対", "セット");
      return;
    }
  run_in_language ("ja");
}

static void
test_chinese (void)
{
  if (g_test_subprocess ())
    {
      check_language ("三连对", "牌型");
      return;
    }
  run_in_language ("zh_CN");
}

int
main (int   argc,
      char *argv[])
{
  /* GTK's test AT context: it records what the widgets tell assistive
   * technologies, and needs no accessibility bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);

  /* The locale and the textdomain first, with LANGUAGE as the test's
   * environment (or run_in_language()) set it; not gtk_test_init(), which
   * sets a locale of its own. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, GT_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  gtk_init ();
  adw_init ();

  g_test_add_func ("/rules-page/every-rule", test_every_rule);
  g_test_add_func ("/rules-page/every-game", test_every_game);
  g_test_add_func ("/rules-page/search", test_search);
  g_test_add_func ("/rules-page/show-rule", test_show_rule);
  g_test_add_func ("/rules-page/show-rule-before-map", test_show_rule_before_map);
  g_test_add_func ("/rules-page/show-rule-without-animations", test_show_rule_without_animations);
  g_test_add_func ("/rules-page/markup", test_markup);
  g_test_add_func ("/rules-page/names-and-entries", test_names_and_entries);
  g_test_add_func ("/rules-page/japanese", test_japanese);
  g_test_add_func ("/rules-page/chinese", test_chinese);

  return g_test_run ();
}
