/* gt-compare-page.c — the games side by side, from the engine's own rule data
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-compare-page"

#include "config.h"

#include "gt-compare-page.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "gt-card.h"
#include "gt-compare.h"
#include "gt-compare-resources.h"
#include "gt-explain.h"
#include "gt-game.h"
#include "gt-hand-view.h"
#include "gt-rules.h"
#include "gt-widgets.h"

/* The picker's cards: small enough that a suit's thirteen fit a row of the
 * wide page, large enough to click and read (rank over suit). */
#define PICKER_CARD_WIDTH 34
/* The points' column of the table: one width in every row, so that the
 * cells line up (a longer name wraps). */
#define POINT_COLUMN_WIDTH 112
/* The table's cells are at least this wide; narrower, the points are a
 * list (a phone at 360 px; many games on a narrow window). */
#define TABLE_CELL_WIDTH 150

/* The cards picked, as inline cards are drawn. */
#define PICKED_CARD_WIDTH 30

/* The plays that show the differences best (issue 21, item 3): the play,
 * then the play on the table (NULL: a lead).  Cards only: what each game
 * says of them comes from its judge. */
static const struct {
  const char *play;
  const char *table;
} examples[] = {
  { "S4 H5 D6", "S3 H4 D5" },          /* a sequence of three, one step higher */
  { "S7", "S5" },                      /* any higher single, or exactly one higher */
  { "S9 H9 D9", "S3 H4 D5 C6 S7" },    /* three of a kind: a triple, or a bomb */
  { "H2 S5", NULL },                   /* the level's heart, or a plain 2 */
  { "BJ S7", NULL },                   /* a joker standing in */
  { "S3 S4 S5 S6 S7", NULL },          /* a straight flush, or a sequence */
  { "SK SK", NULL },                   /* two copies of a card: two decks, or one */
};

/* The words for the point names of gt_rule_points(); a point added there
 * later shows its name until it has words here. */
static const struct {
  const char *point;
  const char *title;
} point_titles[] = {
  { "players", NC_("rule point", "Players") },
  { "teams", NC_("rule point", "Teams") },
  { "deck", NC_("rule point", "Deck") },
  { "card-order", NC_("rule point", "Card order") },
  { "lead", NC_("rule point", "Leading") },
  { "following", NC_("rule point", "Following") },
  { "bombs", NC_("rule point", "Bombs") },
  { "wild-cards", NC_("rule point", "Wild cards") },
  { "round-end", NC_("rule point", "End of a round") },
  { "deal-end", NC_("rule point", "End of a deal") },
  { "tribute", NC_("rule point", "Tribute") },
  { "scoring", NC_("rule point", "Scoring") },
  { "variants", NC_("rule point", "Variants") },
};

typedef struct {
  const GtRuleset *rs;
  gboolean shown;
  GtkWidget *toggle;         /* in games_box */
  GtkWidget *header;         /* the wide table's column heading */
  /* The verdict card */
  GtkWidget *verdict_card;   /* the flow box's child */
  GtkWidget *verdict_icon;
  GtkWidget *verdict_word;
  GtkWidget *verdict_text;
  GtkWidget *verdict_rule;
  gboolean has_verdict;
  GtVerdict verdict;
} Game;

typedef struct {
  const char *point;
  GtkWidget *table_row;      /* the wide table's row: its heading, then its cells */
  GtkWidget *title;          /* the wide table's row heading */
  GtkWidget *section;        /* the narrow list's heading and rows */
  GtkWidget **cells;         /* per game: the wide table's cell */
  GtkWidget **rows;          /* per game: the narrow list's row */
  gboolean shown;
} Point;

struct _GtComparePage
{
  GtkWidget parent_instance;

  /* Template */
  GtkWidget *scrolled;
  GtkWidget *games_box;
  GtkWidget *differences_box;
  GtkWidget *differences_switch;
  GtkWidget *grid;
  GtkWidget *list;
  GtkWidget *no_differences;
  GtkWidget *examples_button;
  GtkWidget *picked;
  GtkWidget *picker;
  GtkWidget *verdicts_placeholder;
  GtkWidget *verdicts;

  guint n_games;
  Game *games;
  guint n_points;
  Point *points;

  GPtrArray *picker_rows;    /* GtHandView * */
  GtkWidget *picked_views[2];  /* table, play */
  GtkWidget *picked_empty[2];

  GtCardList play;
  GtCardList table;
  gboolean target_table;
  gboolean only_differences;
  gboolean four_colour;
  gboolean syncing;          /* setting the picker's selection ourselves */
  int width;                 /* the page's width at its last allocation */
  guint layout_idle;
};

G_DEFINE_FINAL_TYPE (GtComparePage, gt_compare_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ONLY_DIFFERENCES,
  PROP_TARGET,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_verdicts (GtComparePage *self);

/* ---- Words -------------------------------------------------------------- */

static const char *
point_title (const char *point)
{
  for (guint i = 0; i < G_N_ELEMENTS (point_titles); i++)
    if (g_str_equal (point_titles[i].point, point))
      return g_dpgettext2 (NULL, "rule point", point_titles[i].title);
  return point;
}

static Game *
find_game (GtComparePage *self,
           const char    *id)
{
  for (guint g = 0; g < self->n_games; g++)
    if (g_strcmp0 (self->games[g].rs->id, id) == 0)
      return &self->games[g];
  return NULL;
}

static Point *
find_point (GtComparePage *self,
            const char    *point)
{
  for (guint p = 0; p < self->n_points; p++)
    if (g_strcmp0 (self->points[p].point, point) == 0)
      return &self->points[p];
  return NULL;
}

/* A rule id as a link to the rules reference. */
static gboolean
activate_link_cb (GtkLabel   *label,
                  const char *uri,
                  gpointer    data)
{
  if (!g_str_has_prefix (uri, "rule:"))
    return FALSE;
  /* The window's action, as a verdict's "Rule" link elsewhere; outside a
   * window (a test) there is none, and the link does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (label), "win.show-rule", "s", uri + strlen ("rule:"));
  return TRUE;
}

static void
set_rule_link (GtkWidget  *label,
               const char *rule)
{
  if (rule != NULL)
    {
      /* The rule by its name, as the rules reference heads it; the id
       * (for authors) in the tooltip. */
      const GtRuleInfo *info = gt_rule_lookup (rule);
      const char *name = info != NULL && gt_rule_get_name (info) != NULL ? gt_rule_get_name (info) : rule;
      g_autofree char *escaped = g_markup_escape_text (rule, -1);
      g_autofree char *escaped_name = g_markup_escape_text (name, -1);
      g_autofree char *markup = g_strdup_printf ("<a href=\"rule:%s\">%s</a>", escaped, escaped_name);
      g_autofree char *tooltip = g_strdup_printf (_("Rule %s in the rules reference"), rule);

      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_widget_set_tooltip_text (label, tooltip);
    }
  else
    {
      /* TRANSLATORS: a cell of the Compare page whose point no rule states (a game without tribute) */
      gtk_label_set_text (GTK_LABEL (label), _("no rule"));
      gtk_widget_set_tooltip_text (label, NULL);
    }
  gtk_widget_set_visible (label, TRUE);
}

static GtkWidget *
rule_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "compare-rule");
  g_signal_connect (label, "activate-link", G_CALLBACK (activate_link_cb), NULL);
  return label;
}

/* A game's sentence on a point and its rule: a cell of the table, or (with
 * the game's name above) a row of the narrow list. */
static GtkWidget *
cell_new (const GtRuleset *rs,
          const char      *point,
          gboolean         with_game)
{
  const GtRulePoint *p = gt_ruleset_point (rs, point);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *text = gtk_label_new (p != NULL ? _(p->text) : "—");
  GtkWidget *rule = rule_label_new ();

  if (with_game)
    {
      GtkWidget *name = gtk_label_new (_(rs->title));

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "caption-heading");
      gtk_box_append (GTK_BOX (box), name);
    }
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_yalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  /* Columns of about the same width: a wrapped label's natural width is
   * its whole text, which would give the longest sentence the most room. */
  gtk_label_set_width_chars (GTK_LABEL (text), 6);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 30);
  gtk_widget_add_css_class (text, "compare-text");
  gtk_box_append (GTK_BOX (box), text);

  set_rule_link (rule, p != NULL ? p->rule : NULL);
  gtk_box_append (GTK_BOX (box), rule);
  gtk_widget_add_css_class (box, "compare-cell");
  return box;
}

/* ---- The rules side by side --------------------------------------------- */

static guint
n_shown (GtComparePage *self)
{
  guint n = 0;

  for (guint g = 0; g < self->n_games; g++)
    n += self->games[g].shown;
  return n;
}

static const char *
point_text (const Game *game,
            const char *point)
{
  const GtRulePoint *p = gt_ruleset_point (game->rs, point);

  return p != NULL ? p->text : NULL;
}

/* The table where each game shown has TABLE_CELL_WIDTH, else the list.
 * Chosen from the width the page was given, after its allocation: a
 * squeezer would measure both (every label twice, some 100 ms with four
 * games), and the table's labels wrap so that it never asks for more than
 * the window has. */
static gboolean
wants_table (GtComparePage *self)
{
  /* The clamp's and the page's margins. */
  int room = MIN (self->width, 1100) - 24 - 2;

  return room >= POINT_COLUMN_WIDTH + (int) n_shown (self) * TABLE_CELL_WIDTH;
}

static gboolean
layout_idle_cb (gpointer data)
{
  GtComparePage *self = data;
  gboolean table = wants_table (self);

  self->layout_idle = 0;
  gtk_widget_set_visible (self->grid, table);
  gtk_widget_set_visible (self->list, !table);
  return G_SOURCE_REMOVE;
}

/* After an allocation, the other layout when the width calls for it: in
 * an idle, since a change of layout is a new allocation.  The page starts
 * as the list, whose minimum width is a phone's: started as the table, a
 * window of three or more games would be made as wide as the table's
 * columns before the list could take over (and a window does not shrink
 * back by itself). */
static void
choose_layout (GtComparePage *self)
{
  if (gtk_widget_get_visible (self->grid) != wants_table (self) && self->layout_idle == 0)
    self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, layout_idle_cb, self, NULL);
}

/* Which rows, columns and cells show, and which cells say the same as the
 * first game shown.  Games agree on a point when their sentences are the
 * same (the untranslated text: the rulesets write one fact one way). */
static void
update_table (GtComparePage *self)
{
  const Game *first = NULL;
  guint shown = n_shown (self), rows = 0;
  gboolean differences = self->only_differences && shown >= 2;

  for (guint g = 0; g < self->n_games && first == NULL; g++)
    if (self->games[g].shown)
      first = &self->games[g];

  for (guint g = 0; g < self->n_games; g++)
    {
      gtk_widget_set_visible (self->games[g].header, self->games[g].shown);
      gtk_widget_set_visible (self->games[g].verdict_card, self->games[g].shown);
      if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->games[g].toggle)) != self->games[g].shown)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->games[g].toggle), self->games[g].shown);
    }

  for (guint i = 0; i < self->n_points; i++)
    {
      Point *pt = &self->points[i];
      const char *first_text = first != NULL ? point_text (first, pt->point) : NULL;
      gboolean agree = TRUE;

      for (guint g = 0; g < self->n_games; g++)
        if (self->games[g].shown && g_strcmp0 (point_text (&self->games[g], pt->point), first_text) != 0)
          agree = FALSE;
      pt->shown = !(differences && agree);
      rows += pt->shown;

      gtk_widget_set_visible (pt->table_row, pt->shown);
      gtk_widget_set_visible (pt->section, pt->shown);
      for (guint g = 0; g < self->n_games; g++)
        {
          const Game *game = &self->games[g];
          gboolean same = game != first && first_text != NULL &&
                          g_strcmp0 (point_text (game, pt->point), first_text) == 0;

          gtk_widget_set_visible (pt->cells[g], game->shown);
          gtk_widget_set_visible (pt->rows[g], game->shown);
          if (same)
            {
              gtk_widget_add_css_class (pt->cells[g], "same");
              gtk_widget_add_css_class (pt->rows[g], "same");
            }
          else
            {
              gtk_widget_remove_css_class (pt->cells[g], "same");
              gtk_widget_remove_css_class (pt->rows[g], "same");
            }
        }
    }
  gtk_widget_set_visible (self->no_differences, rows == 0);
  if (self->width > 0)
    choose_layout (self);
  /* With one game there is nothing to differ. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.only-differences", shown >= 2);
}

static void
game_toggled_cb (GtkToggleButton *button,
                 GtComparePage   *self)
{
  Game *game = g_object_get_data (G_OBJECT (button), "game");
  gboolean active = gtk_toggle_button_get_active (button);

  if (game->shown == active)
    return;
  /* The last game shown stays: a table of no games says nothing. */
  if (!active && n_shown (self) == 1)
    {
      gtk_toggle_button_set_active (button, TRUE);
      return;
    }
  game->shown = active;
  update_table (self);
}

static void
build_games (GtComparePage *self)
{
  const GtRuleset *const *all = gt_rulesets ();
  const char *const *names = gt_rule_points ();
  GtkWidget *corner = gtk_label_new (NULL);
  GtkWidget *header_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *headers = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  for (self->n_games = 0; all[self->n_games] != NULL; self->n_games++)
    ;
  for (self->n_points = 0; names[self->n_points] != NULL; self->n_points++)
    ;
  self->games = g_new0 (Game, self->n_games);
  self->points = g_new0 (Point, self->n_points);

  /* Every row: a heading of one width, then a homogeneous box of cells, so
   * that the columns line up from row to row. */
  gtk_widget_add_css_class (corner, "compare-header");
  gtk_widget_add_css_class (corner, "compare-point");
  gtk_widget_set_size_request (corner, POINT_COLUMN_WIDTH, -1);
  gtk_box_append (GTK_BOX (header_row), corner);
  gtk_box_set_homogeneous (GTK_BOX (headers), TRUE);
  gtk_widget_set_hexpand (headers, TRUE);
  gtk_box_append (GTK_BOX (header_row), headers);
  gtk_box_append (GTK_BOX (self->grid), header_row);

  for (guint g = 0; g < self->n_games; g++)
    {
      Game *game = &self->games[g];
      GtkWidget *box, *head;

      game->rs = all[g];
      game->shown = TRUE;

      game->toggle = gtk_toggle_button_new_with_label (_(game->rs->title));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (game->toggle), TRUE);
      g_object_set_data (G_OBJECT (game->toggle), "game", game);
      g_signal_connect (game->toggle, "toggled", G_CALLBACK (game_toggled_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->games_box), game->toggle);
      /* The flow box's child takes the focus before the button: one stop. */
      gtk_widget_set_focusable (gtk_widget_get_parent (game->toggle), FALSE);

      game->header = gtk_label_new (_(game->rs->title));
      gtk_label_set_xalign (GTK_LABEL (game->header), 0);
      gtk_label_set_wrap (GTK_LABEL (game->header), TRUE);
      gtk_widget_set_hexpand (game->header, TRUE);
      gtk_widget_add_css_class (game->header, "heading");
      gtk_widget_add_css_class (game->header, "compare-header");
      gtk_box_append (GTK_BOX (headers), game->header);

      /* The verdict card, filled when there are cards */
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "compare-verdict");
      head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      game->verdict_icon = gtk_image_new ();
      gtk_box_append (GTK_BOX (head), game->verdict_icon);
      {
        GtkWidget *title = gtk_label_new (_(game->rs->title));

        gtk_label_set_xalign (GTK_LABEL (title), 0);
        gtk_label_set_wrap (GTK_LABEL (title), TRUE);
        gtk_widget_set_hexpand (title, TRUE);
        gtk_widget_add_css_class (title, "heading");
        gtk_box_append (GTK_BOX (head), title);
      }
      game->verdict_word = gtk_label_new (NULL);
      gtk_box_append (GTK_BOX (head), game->verdict_word);
      gtk_box_append (GTK_BOX (box), head);
      game->verdict_text = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (game->verdict_text), 0);
      gtk_label_set_yalign (GTK_LABEL (game->verdict_text), 0);
      gtk_label_set_wrap (GTK_LABEL (game->verdict_text), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (game->verdict_text), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (game->verdict_text), 16);
      gtk_label_set_max_width_chars (GTK_LABEL (game->verdict_text), 30);
      gtk_label_set_selectable (GTK_LABEL (game->verdict_text), FALSE);
      gtk_widget_set_vexpand (game->verdict_text, TRUE);
      gtk_box_append (GTK_BOX (box), game->verdict_text);
      game->verdict_rule = rule_label_new ();
      gtk_box_append (GTK_BOX (box), game->verdict_rule);
      gtk_flow_box_append (GTK_FLOW_BOX (self->verdicts), box);
      game->verdict_card = gtk_widget_get_parent (box);
      gtk_widget_set_focusable (game->verdict_card, FALSE);
    }

  /* The switch after the games, in the same flow. */
  gtk_flow_box_append (GTK_FLOW_BOX (self->games_box), self->differences_box);
  gtk_widget_set_focusable (gtk_widget_get_parent (self->differences_box), FALSE);

  for (guint i = 0; i < self->n_points; i++)
    {
      Point *pt = &self->points[i];
      GtkWidget *heading, *listbox, *cells;

      pt->point = names[i];
      pt->shown = TRUE;
      pt->cells = g_new0 (GtkWidget *, self->n_games);
      pt->rows = g_new0 (GtkWidget *, self->n_games);

      pt->table_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_add_css_class (pt->table_row, "compare-row");
      pt->title = gtk_label_new (point_title (pt->point));
      gtk_label_set_xalign (GTK_LABEL (pt->title), 0);
      gtk_label_set_yalign (GTK_LABEL (pt->title), 0);
      gtk_label_set_wrap (GTK_LABEL (pt->title), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (pt->title), PANGO_WRAP_WORD_CHAR);
      /* Exactly the column's width: no wider however long the name. */
      gtk_label_set_max_width_chars (GTK_LABEL (pt->title), 1);
      gtk_widget_set_size_request (pt->title, POINT_COLUMN_WIDTH, -1);
      gtk_widget_add_css_class (pt->title, "heading");
      gtk_widget_add_css_class (pt->title, "compare-cell");
      gtk_widget_add_css_class (pt->title, "compare-point");
      gtk_box_append (GTK_BOX (pt->table_row), pt->title);
      cells = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_box_set_homogeneous (GTK_BOX (cells), TRUE);
      gtk_widget_set_hexpand (cells, TRUE);
      gtk_box_append (GTK_BOX (pt->table_row), cells);
      gtk_box_append (GTK_BOX (self->grid), pt->table_row);

      /* The narrow list: the point's name over a boxed list of games. */
      pt->section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
      heading = gtk_label_new (point_title (pt->point));
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "heading");
      gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_LEVEL, 3, -1);
      gtk_box_append (GTK_BOX (pt->section), heading);
      listbox = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (listbox), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (listbox, "boxed-list");
      gtk_accessible_update_relation (GTK_ACCESSIBLE (listbox),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading, NULL, -1);
      gtk_box_append (GTK_BOX (pt->section), listbox);
      gtk_box_append (GTK_BOX (self->list), pt->section);

      for (guint g = 0; g < self->n_games; g++)
        {
          GtkWidget *row = gtk_list_box_row_new ();

          pt->cells[g] = cell_new (self->games[g].rs, pt->point, FALSE);
          gtk_box_append (GTK_BOX (cells), pt->cells[g]);

          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), cell_new (self->games[g].rs, pt->point, TRUE));
          gtk_list_box_append (GTK_LIST_BOX (listbox), row);
          pt->rows[g] = row;
        }
    }
}

/* ---- The cards ---------------------------------------------------------- */

static void
picked_update (GtComparePage *self)
{
  const GtCardList *lists[2] = { &self->table, &self->play };

  for (guint i = 0; i < 2; i++)
    {
      gt_hand_view_set_cards (GT_HAND_VIEW (self->picked_views[i]), lists[i], NULL, NULL);
      gtk_widget_set_visible (self->picked_views[i], lists[i]->n > 0);
      gtk_widget_set_visible (self->picked_empty[i], lists[i]->n == 0);
    }
}

/* The picker shows the cards of the list it fills as selected. */
static void
picker_sync (GtComparePage *self)
{
  const GtCardList *target = self->target_table ? &self->table : &self->play;

  self->syncing = TRUE;
  for (guint r = 0; r < self->picker_rows->len; r++)
    {
      GtHandView *row = g_ptr_array_index (self->picker_rows, r);
      GtCardList shown, sel;

      gt_hand_view_get_cards (row, &shown);
      gt_card_list_init (&sel);
      for (guint i = 0; i < target->n; i++)
        for (guint k = 0; k < shown.n; k++)
          if (shown.card[k] == target->card[i])
            {
              gt_card_list_append (&sel, target->card[i], GT_CARD_NONE);
              break;
            }
      gt_hand_view_set_selection (row, &sel);
    }
  self->syncing = FALSE;
}

static void
picker_changed_cb (GtComparePage *self)
{
  GtCardList *target = self->target_table ? &self->table : &self->play;

  if (self->syncing)
    return;
  gt_card_list_init (target);
  for (guint r = 0; r < self->picker_rows->len; r++)
    {
      GtCardList sel;

      gt_hand_view_get_selection (g_ptr_array_index (self->picker_rows, r), &sel);
      for (guint i = 0; i < sel.n; i++)
        gt_card_list_append (target, sel.card[i], GT_CARD_NONE);
    }
  picked_update (self);
  update_verdicts (self);
}

static GtkWidget *
picker_row_new (GtComparePage    *self,
                const GtCardList *cards)
{
  GtkWidget *hand = gt_hand_view_new ();

  gt_hand_view_set_interactive (GT_HAND_VIEW (hand), TRUE);
  gt_hand_view_set_sort (GT_HAND_VIEW (hand), GT_HAND_SORT_NONE);
  gt_hand_view_set_card_width (GT_HAND_VIEW (hand), PICKER_CARD_WIDTH);
  gt_hand_view_set_cards (GT_HAND_VIEW (hand), cards, NULL, NULL);
  gtk_widget_set_halign (hand, GTK_ALIGN_START);
  g_signal_connect_swapped (hand, "selection-changed", G_CALLBACK (picker_changed_cb), self);
  /* Enter on the picker judges nothing more: the verdicts follow each
   * pick. */
  gtk_box_append (GTK_BOX (self->picker), hand);
  g_ptr_array_add (self->picker_rows, hand);
  return hand;
}

/* Every card some game's deck holds (under any of its variants' decks
 * too: a second deck adds no new kind), a suit a row, 2 to Ace; the jokers
 * on a row of their own. */
static void
build_picker (GtComparePage *self)
{
  gboolean in_some_deck[GT_CARD_KINDS] = { FALSE };
  const GtRuleset *const *all = gt_rulesets ();
  GtCardList jokers;

  for (guint g = 0; all[g] != NULL; g++)
    {
      guint8 copies[GT_CARD_KINDS];

      gt_ruleset_deck (all[g], 0, copies);
      for (guint c = 0; c < GT_CARD_KINDS; c++)
        in_some_deck[c] |= copies[c] > 0;
    }
  for (guint suit = GT_SUIT_SPADES; suit <= GT_SUIT_CLUBS; suit++)
    {
      GtCardList row;

      gt_card_list_init (&row);
      for (guint rank = GT_RANK_2; rank <= GT_RANK_A; rank++)
        if (in_some_deck[GT_CARD_MAKE (rank, suit)])
          gt_card_list_append (&row, GT_CARD_MAKE (rank, suit), GT_CARD_NONE);
      if (row.n > 0)
        picker_row_new (self, &row);
    }
  gt_card_list_init (&jokers);
  for (GtCard c = GT_CARD_BJ; c < GT_CARD_KINDS; c++)
    if (in_some_deck[c])
      gt_card_list_append (&jokers, c, GT_CARD_NONE);
  if (jokers.n > 0)
    picker_row_new (self, &jokers);
}

static void
build_picked (GtComparePage *self)
{
  /* TRANSLATORS: the Compare page: the cards picked as the play to beat */
  const char *names[2] = { _("On the table"), _("Your play") };
  const char *empty[2] = {
    /* TRANSLATORS: the Compare page, no cards on the table */
    _("Nothing: you lead"),
    /* TRANSLATORS: the Compare page, no cards picked for the play */
    _("No cards yet"),
  };

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label = gtk_label_new (names[i]);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (self->picked), label, 0, i, 1, 1);

      self->picked_views[i] = gt_hand_view_new ();
      gt_hand_view_set_sort (GT_HAND_VIEW (self->picked_views[i]), GT_HAND_SORT_NONE);
      gt_hand_view_set_card_width (GT_HAND_VIEW (self->picked_views[i]), PICKED_CARD_WIDTH);
      gtk_widget_set_halign (self->picked_views[i], GTK_ALIGN_START);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->picked_views[i]),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_box_append (GTK_BOX (box), self->picked_views[i]);
      self->picked_empty[i] = gtk_label_new (empty[i]);
      gtk_widget_add_css_class (self->picked_empty[i], "dim-label");
      gtk_box_append (GTK_BOX (box), self->picked_empty[i]);
      gtk_widget_set_hexpand (box, TRUE);
      gtk_grid_attach (GTK_GRID (self->picked), box, 1, i, 1, 1);
    }
}

static void
update_verdicts (GtComparePage *self)
{
  gboolean any = self->play.n > 0;

  gtk_widget_set_visible (self->verdicts_placeholder, !any);
  gtk_widget_set_visible (self->verdicts, any);
  for (guint g = 0; g < self->n_games; g++)
    {
      Game *game = &self->games[g];
      GtRuleCtx ctx;

      if (game->has_verdict)
        gt_verdict_clear (&game->verdict);
      game->has_verdict = FALSE;
      if (!any)
        continue;

      gt_compare_ctx_init (&ctx, game->rs, 0);
      gt_compare_judge (game->rs, &ctx, &self->play, self->table.n > 0 ? &self->table : NULL,
                        &game->verdict);
      game->has_verdict = TRUE;

      gtk_image_set_from_icon_name (GTK_IMAGE (game->verdict_icon),
                                    game->verdict.legal ? "object-select-symbolic" : "action-unavailable-symbolic");
      gtk_label_set_text (GTK_LABEL (game->verdict_word),
                          /* TRANSLATORS: a game's verdict on the Compare page */
                          game->verdict.legal ? C_("verdict", "Legal") : C_("verdict", "Illegal"));
      gtk_widget_remove_css_class (game->verdict_card, game->verdict.legal ? "illegal" : "legal");
      gtk_widget_add_css_class (game->verdict_card, game->verdict.legal ? "legal" : "illegal");
      gtk_label_set_text (GTK_LABEL (game->verdict_text),
                          game->verdict.explanation != NULL ? game->verdict.explanation : "");
      set_rule_link (game->verdict_rule, game->verdict.rule);
      {
        g_autofree char *name = g_strdup_printf ("%s, %s", _(game->rs->title),
                                                 gtk_label_get_text (GTK_LABEL (game->verdict_word)));

        gtk_accessible_update_property (GTK_ACCESSIBLE (game->verdict_card),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, game->verdict.explanation,
                                        -1);
      }
    }
}

/* ---- Examples ----------------------------------------------------------- */

guint
gt_compare_page_get_n_examples (void)
{
  return G_N_ELEMENTS (examples);
}

void
gt_compare_page_get_example (guint        i,
                             const char **play,
                             const char **table)
{
  g_return_if_fail (i < G_N_ELEMENTS (examples));
  if (play != NULL)
    *play = examples[i].play;
  if (table != NULL)
    *table = examples[i].table;
}

/* "♠4 ♥5 ♦6 on ♠3 ♥4 ♦5": the cards as the table shows them. */
static char *
cards_words (const char *text)
{
  GtCardList list;

  /* The table's words for the cards ("small joker, ♠7"), not notation. */
  if (!gt_card_list_parse (text, NULL, &list, NULL))
    return g_strdup ("");
  return gt_explain_cards (&list);
}

static void
build_examples (GtComparePage *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *play = cards_words (examples[i].play);
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (examples[i].table != NULL)
        {
          g_autofree char *table = cards_words (examples[i].table);

          /* TRANSLATORS: an example of the Compare page: a play, then the play it goes on ("♠4 ♥5 ♦6 on ♠3 ♥4 ♦5") */
          label = g_strdup_printf (_("%1$s on %2$s"), play, table);
        }
      else
        /* TRANSLATORS: an example of the Compare page: a play that starts a round ("♠3 ♠4 ♠5 ♠6 ♠7 led") */
        label = g_strdup_printf (_("%s led"), play);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "compare.example", g_variant_new_uint32 (i));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->examples_button), G_MENU_MODEL (menu));
}

/* ---- Actions ------------------------------------------------------------ */

static void
show_games_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_auto(GStrv) ids = g_strsplit_set (g_variant_get_string (parameter, NULL), ";,", -1);

  gt_compare_page_set_games (GT_COMPARE_PAGE (widget), (const char *const *) ids);
}

static void
toggle_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  GtComparePage *self = GT_COMPARE_PAGE (widget);
  Game *game = find_game (self, g_variant_get_string (parameter, NULL));

  if (game != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (game->toggle), !game->shown);
}

static void
example_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtComparePage *self = GT_COMPARE_PAGE (widget);
  guint i = g_variant_get_uint32 (parameter);
  GtCardList play, table;

  if (i >= G_N_ELEMENTS (examples))
    return;
  gt_card_list_init (&table);
  if (!gt_card_list_parse (examples[i].play, NULL, &play, NULL) ||
      (examples[i].table != NULL && !gt_card_list_parse (examples[i].table, NULL, &table, NULL)))
    g_return_if_reached ();
  gt_compare_page_set_cards (self, &play, &table);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gt_compare_page_set_cards (GT_COMPARE_PAGE (widget), NULL, NULL);
}

/* ---- Public ------------------------------------------------------------- */

GtkWidget *
gt_compare_page_new (void)
{
  return g_object_new (GT_TYPE_COMPARE_PAGE, NULL);
}

void
gt_compare_page_set_games (GtComparePage     *self,
                           const char *const *ids)
{
  guint n = 0;

  g_return_if_fail (GT_IS_COMPARE_PAGE (self));

  for (guint g = 0; g < self->n_games; g++)
    {
      self->games[g].shown = ids != NULL && g_strv_contains (ids, self->games[g].rs->id);
      n += self->games[g].shown;
    }
  if (n == 0)
    for (guint g = 0; g < self->n_games; g++)
      self->games[g].shown = TRUE;
  update_table (self);
}

char **
gt_compare_page_get_games (GtComparePage *self)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **ids;

  g_return_val_if_fail (GT_IS_COMPARE_PAGE (self), NULL);
  for (guint g = 0; g < self->n_games; g++)
    if (self->games[g].shown)
      g_strv_builder_add (builder, self->games[g].rs->id);
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

gboolean
gt_compare_page_get_game_shown (GtComparePage *self,
                                const char    *id)
{
  Game *game;

  g_return_val_if_fail (GT_IS_COMPARE_PAGE (self), FALSE);
  game = find_game (self, id);
  return game != NULL && game->shown;
}

void
gt_compare_page_set_only_differences (GtComparePage *self,
                                      gboolean       only)
{
  g_return_if_fail (GT_IS_COMPARE_PAGE (self));

  only = !!only;
  if (self->only_differences == only)
    return;
  self->only_differences = only;
  update_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ONLY_DIFFERENCES]);
}

gboolean
gt_compare_page_get_only_differences (GtComparePage *self)
{
  g_return_val_if_fail (GT_IS_COMPARE_PAGE (self), FALSE);
  return self->only_differences;
}

gboolean
gt_compare_page_get_point_shown (GtComparePage *self,
                                 const char    *point)
{
  Point *pt;

  g_return_val_if_fail (GT_IS_COMPARE_PAGE (self), FALSE);
  pt = find_point (self, point);
  return pt != NULL && pt->shown;
}

GtkWidget *
gt_compare_page_get_cell (GtComparePage *self,
                          const char    *point,
                          const char    *game)
{
  Point *pt;

  g_return_val_if_fail (GT_IS_COMPARE_PAGE (self), NULL);
  pt = find_point (self, point);
  for (guint g = 0; pt != NULL && g < self->n_games; g++)
    if (g_strcmp0 (self->games[g].rs->id, game) == 0)
      return pt->cells[g];
  return NULL;
}

void
gt_compare_page_set_cards (GtComparePage    *self,
                           const GtCardList *play,
                           const GtCardList *table)
{
  g_return_if_fail (GT_IS_COMPARE_PAGE (self));

  if (play != NULL)
    self->play = *play;
  else
    gt_card_list_init (&self->play);
  if (table != NULL)
    self->table = *table;
  else
    gt_card_list_init (&self->table);
  picker_sync (self);
  picked_update (self);
  update_verdicts (self);
}

void
gt_compare_page_get_cards (GtComparePage *self,
                           GtCardList    *play,
                           GtCardList    *table)
{
  g_return_if_fail (GT_IS_COMPARE_PAGE (self));
  if (play != NULL)
    *play = self->play;
  if (table != NULL)
    *table = self->table;
}

const GtVerdict *
gt_compare_page_get_verdict (GtComparePage *self,
                             const char    *id)
{
  Game *game;

  g_return_val_if_fail (GT_IS_COMPARE_PAGE (self), NULL);
  game = find_game (self, id);
  return game != NULL && game->shown && game->has_verdict ? &game->verdict : NULL;
}

void
gt_compare_page_set_four_colour (GtComparePage *self,
                                 gboolean       four_colour)
{
  g_return_if_fail (GT_IS_COMPARE_PAGE (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  gt_widgets_pass_four_colour (GTK_WIDGET (self), four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

/* ---- GObject ------------------------------------------------------------ */

/* The page's one child, the scrolled window, takes all of it; the page
 * sees its width go by (no layout manager: it would allocate without the
 * page knowing). */
static void
gt_compare_page_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  GtComparePage *self = GT_COMPARE_PAGE (widget);

  gtk_widget_measure (self->scrolled, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
gt_compare_page_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  GtComparePage *self = GT_COMPARE_PAGE (widget);

  gtk_widget_allocate (self->scrolled, width, height, baseline, NULL);
  self->width = width;
  choose_layout (self);
}

static void
gt_compare_page_dispose (GObject *object)
{
  GtComparePage *self = GT_COMPARE_PAGE (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_COMPARE_PAGE);
  G_OBJECT_CLASS (gt_compare_page_parent_class)->dispose (object);
}

static void
gt_compare_page_finalize (GObject *object)
{
  GtComparePage *self = GT_COMPARE_PAGE (object);

  for (guint g = 0; g < self->n_games; g++)
    if (self->games[g].has_verdict)
      gt_verdict_clear (&self->games[g].verdict);
  for (guint i = 0; i < self->n_points; i++)
    {
      g_free (self->points[i].cells);
      g_free (self->points[i].rows);
    }
  g_free (self->games);
  g_free (self->points);
  g_ptr_array_unref (self->picker_rows);
  G_OBJECT_CLASS (gt_compare_page_parent_class)->finalize (object);
}

static void
gt_compare_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtComparePage *self = GT_COMPARE_PAGE (object);

  switch (prop_id)
    {
    case PROP_ONLY_DIFFERENCES:
      g_value_set_boolean (value, self->only_differences);
      break;
    case PROP_TARGET:
      g_value_set_string (value, self->target_table ? "table" : "play");
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_compare_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtComparePage *self = GT_COMPARE_PAGE (object);

  switch (prop_id)
    {
    case PROP_ONLY_DIFFERENCES:
      gt_compare_page_set_only_differences (self, g_value_get_boolean (value));
      break;
    case PROP_TARGET:
      {
        gboolean table = g_strcmp0 (g_value_get_string (value), "table") == 0;

        if (table != self->target_table)
          {
            self->target_table = table;
            picker_sync (self);
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    case PROP_FOUR_COLOUR:
      gt_compare_page_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_compare_page_class_init (GtComparePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_compare_page_dispose;
  object_class->finalize = gt_compare_page_finalize;
  object_class->get_property = gt_compare_page_get_property;
  object_class->set_property = gt_compare_page_set_property;
  widget_class->measure = gt_compare_page_measure;
  widget_class->size_allocate = gt_compare_page_size_allocate;

  properties[PROP_ONLY_DIFFERENCES] =
    g_param_spec_boolean ("only-differences", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TARGET] =
    g_param_spec_string ("target", NULL, NULL, "play",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (ADW_TYPE_CLAMP);

  /* Taking the resource's address keeps its object file in the link (a
   * static library: its constructor registers the resource). */
  g_assert (gt_compare_get_resource () != NULL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/compare/gt-compare-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, scrolled);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, games_box);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, differences_box);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, differences_switch);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, grid);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, list);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, no_differences);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, examples_button);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, picked);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, picker);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, verdicts_placeholder);
  gtk_widget_class_bind_template_child (widget_class, GtComparePage, verdicts);

  gtk_widget_class_install_action (widget_class, "compare.show-games", "s", show_games_action);
  gtk_widget_class_install_action (widget_class, "compare.toggle-game", "s", toggle_game_action);
  gtk_widget_class_install_action (widget_class, "compare.example", "u", example_action);
  gtk_widget_class_install_action (widget_class, "compare.clear", NULL, clear_action);
  gtk_widget_class_install_property_action (widget_class, "compare.only-differences", "only-differences");
  gtk_widget_class_install_property_action (widget_class, "compare.target", "target");

  gtk_widget_class_set_css_name (widget_class, "comparepage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gt_widgets_add_style ("/org/guandantutor/GuandanTutor/compare/gt-compare-page.css");
}

static void
gt_compare_page_init (GtComparePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->picker_rows = g_ptr_array_new ();
  gt_card_list_init (&self->play);
  gt_card_list_init (&self->table);
  build_games (self);
  build_picked (self);
  build_picker (self);
  build_examples (self);
  update_table (self);
  picked_update (self);
  update_verdicts (self);
}
