/* gt-play-page.c — a whole game of any game against computer players
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the game is lives in the model; this page shows it after each
 * "changed" and hands it the learner's selection.
 *
 * The keyboard.  The hand holds the focus from the page's first showing:
 * Enter there plays the selection (the hand's "activate"), P, H and Ctrl+Z
 * are the page's bindings and reach it from the hand.  The hand stays
 * interactive during the computers' turns (a selection made then waits for
 * the learner's turn; "play" is disabled until it comes): making it
 * inert would remake its cards and drop the focus out of the page, where
 * no binding of the page hears a key.  The buttons under the table do not
 * take the focus on a click, and when the focus is lost all the same (a
 * button tabbed to goes insensitive) it comes back to the hand.
 *
 * The tutor weighs a play in the model's worker: the page shows a spinner
 * and the model's "thinking" line, and the hand stays live (another play
 * or undo drops the weighing).
 *
 * The review.  After a deal the learner steps through it on the table
 * (a GtReviewModel from the model: all that is shown is its step): the
 * hand is inert and shows the decision faced, the play made lifted and
 * the tutor's better play marked; the narration band says the step, the
 * line under the table the rating and the tutor's words; the review bar
 * (GtPlayReviewBar, which holds the review and shows its steps) replaces
 * the game's buttons.  Left/Right, Page Up/Down (the learner's
 * decisions), Home/End and Escape are the page's bindings while it is
 * open, and fall through to the hand otherwise.
 */
#define G_LOG_DOMAIN "gt-play-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gt-content-enums.h"
#include "gt-narration-bar.h"
#include "gt-play-page.h"
#include "gt-play-resources.h"
#include "gt-play-review-bar.h"
#include "gt-readings-popover.h"
#include "gt-solver.h"
#include "gt-table-motion.h"
#include "gt-widgets.h"

#define PLAY_STYLE "/org/guandantutor/GuandanTutor/play/gt-play-page.css"

struct _GtPlayPage {
  GtkWidget parent_instance;

  GtPlayModel *model;
  gboolean started;

  GtkWidget *page_box;
  GtkDropDown *game_dropdown;
  GMenu *game_section;       /* the menu's settings of the game chosen */
  GtkLabel *game_label;
  GtNarrationBar *narration;
  GtkWidget *choices_box;    /* the learner's actions that are buttons */
  GStrv choice_labels;       /* what choices_box shows now */
  GSimpleActionGroup *game_actions; /* "game.variant-N", the game's variants */
  gboolean syncing;          /* the page sets its own widgets: no feedback */
  GtkScrolledWindow *table_scroller;
  GtTableView *table;
  GtTableMotion *motion; /* every play sliding in from its seat */
  GtkRevealer *question_revealer;
  GtkLabel *question_title;
  GtkLabel *question_label;
  GtkLabel *feedback_label;
  GtkWidget *take_back_button;
  GtkWidget *play_button;
  GtkWidget *pass_button;
  GtkWidget *review_button;
  GtkWidget *next_deal_button;
  GtkWidget *new_game_button;
  GtkWidget *hint_button;
  GtkWidget *buttons;
  GtkWidget *weigh_spinner;
  gboolean weighed;           /* a play of the learner's was held for the tutor */
  GtPlayReviewBar *review_bar; /* the review on the table, under it */
  gboolean review_hid_choices; /* choices_box was shown when the review opened */

  GtkWidget *readings_popover; /* "which reading?" over Play */
  GtHintGrade hint_grade;     /* hints given at this turn */
  GtCardList hint_play;       /* the third hint's play, wild cards declared */
  GtkRoot *root;              /* watched for its focus while mapped */
  guint rescue_id;
  guint scroll_id;
};

G_DEFINE_FINAL_TYPE (GtPlayPage, gt_play_page, GTK_TYPE_WIDGET)


/* ---- Showing the model ------------------------------------------------------ */

static void
set_feedback (GtPlayPage *self,
              const char *text)
{
  gtk_label_set_text (self->feedback_label, text != NULL ? text : "");
}

static char *
game_line (GtPlayPage *self)
{
  const GtGame *g = gt_play_model_get_game (self->model);
  guint learner = gt_play_model_get_learner (self->model);
  guint32 seed = gt_play_model_get_seed (self->model);

  /* The partnership games play for levels: each side's, as the table
   * cannot show both. */
  if (g->n_seats == 4 && g->rs->game->side_ids != NULL && g->levels[0] >= 2)
    {
      guint ours = gt_game_side (g, learner), theirs = ours == 0 ? 1 : 0;
      guint next = gt_game_next_seat (g, learner);

      /* TRANSLATORS: the Play page's top line: the game's number (its seed,
       * to play it again), the deal, and each side's level: "Game 4711 · Deal
       * 3 · You and North: 5 · East and West: 3". */
      return g_strdup_printf (_("Game %u · Deal %u · You and %s: %s · %s and %s: %s"),
                              seed, g->deal_no,
                              gt_game_seat_name (g, gt_game_partner (g, learner), GT_SEAT_NAME_WORD),
                              gt_rank_to_string (g->levels[ours]),
                              gt_game_seat_name (g, next, GT_SEAT_NAME_WORD),
                              gt_game_seat_name (g, gt_game_partner (g, next), GT_SEAT_NAME_WORD),
                              gt_rank_to_string (g->levels[theirs]));
    }
  /* TRANSLATORS: the Play page's top line in a game without sides'
   * levels: the game's number (its seed) and the deal, "Game 4711 · Deal 3". */
  return g_strdup_printf (_("Game %u · Deal %u"), seed, g->deal_no);
}

/* Back to the hand when the window's focus is nowhere or on a part of
 * the page that cannot take a key now (an insensitive or hidden button):
 * the page's bindings hear only keys that reach it. */
static void
rescue_focus (GtPlayPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  focus = gtk_root_get_focus (root);
  if (focus != NULL &&
      (!gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) ||
       (gtk_widget_is_sensitive (focus) && gtk_widget_get_mapped (focus))))
    return;
  /* A learner gone out has no card to hold the focus: the game's
   * dropdown does no harm with a stray Enter, and the page's keys reach
   * the page from it. */
  if (!gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table))))
    gtk_widget_grab_focus (GTK_WIDGET (self->game_dropdown));
}

static gboolean
rescue_focus_idle (gpointer data)
{
  GtPlayPage *self = data;

  self->rescue_id = 0;
  rescue_focus (self);
  return G_SOURCE_REMOVE;
}

/* GTK drops the focus when the focused widget goes insensitive, after the
 * change that made it so: look again once the change is done. */
static void
root_focus_cb (GtPlayPage *self)
{
  if (self->rescue_id == 0)
    self->rescue_id = g_idle_add (rescue_focus_idle, self);
}

/* The model's lines of this deal into the bar: the new ones added, all
 * again when the model's are not a continuation of the bar's (a new deal,
 * an undo past a line). */
static void
sync_narration (GtPlayPage *self)
{
  GListModel *shown = gt_narration_bar_get_lines (self->narration);
  guint n = gt_play_model_get_n_narration (self->model);
  guint have = g_list_model_get_n_items (shown);

  if (have > n ||
      (have > 0 && g_strcmp0 (gt_narration_bar_get_newest (self->narration),
                              gt_play_model_get_narration (self->model, have - 1)) != 0))
    {
      gt_narration_bar_clear (self->narration);
      have = 0;
    }
  for (guint i = have; i < n; i++)
    gt_narration_bar_add (self->narration, gt_play_model_get_narration (self->model, i));
}

static void
choice_clicked_cb (GtkButton  *button,
                   GtPlayPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice"));
  g_autoptr (GPtrArray) choices = gt_play_model_list_choices (self->model);
  GtVerdict v;
  GtPlayOutcome outcome;

  /* The list is the model's of now, the button's of when it was made:
   * the same labels (sync_choices rebuilds on any change). */
  if (index >= choices->len)
    return;
  gt_verdict_init (&v);
  outcome = gt_play_model_choose (self->model, g_ptr_array_index (choices, index), &v);
  set_feedback (self, outcome == GT_PLAY_REFUSED ? v.explanation : NULL);
  gt_verdict_clear (&v);
}

/* The learner's actions that are buttons: the pass (the Pass button, in
 * the game's words, shown only when passing is legal) and the others
 * (declarations, which tribute to take), each a button in choices_box,
 * made again only when they change so that a focused one keeps the
 * focus. */
static void
sync_choices (GtPlayPage *self,
              gboolean    waiting,
              gboolean    plays)
{
  g_autoptr (GPtrArray) choices = gt_play_model_list_choices (self->model);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) labels = NULL;
  const char *pass_label = NULL;
  GtkWidget *child, *focus;
  gboolean first = TRUE;

  for (guint i = 0; i < choices->len; i++)
    {
      const GtPlayChoice *c = g_ptr_array_index (choices, i);

      if (c->type == GT_ACTION_PASS)
        pass_label = c->label;
      else
        g_strv_builder_add (builder, c->label);
    }
  labels = g_strv_builder_end (builder);

  /* Pass stays in its place, insensitive, while the others act (the row
   * does not jump at every turn); at the learner's turn it is there only
   * when passing is legal. */
  gtk_widget_set_visible (self->pass_button, pass_label != NULL || waiting);
  if (pass_label != NULL)
    gtk_button_set_label (GTK_BUTTON (self->pass_button), pass_label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.pass", pass_label != NULL);

  if (self->choice_labels != NULL && g_strv_equal ((const char *const *) self->choice_labels,
                                                   (const char *const *) labels))
    return;
  g_strfreev (self->choice_labels);
  self->choice_labels = g_steal_pointer (&labels);
  /* The focus leaves the buttons before they go (GTK would leave it on a
   * button no longer in the window). */
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  if (focus != NULL && gtk_widget_is_ancestor (focus, self->choices_box) &&
      !gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table))))
    gtk_widget_grab_focus (GTK_WIDGET (self->game_dropdown));
  while ((child = gtk_widget_get_first_child (self->choices_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choices_box), child);
  for (guint i = 0; i < choices->len; i++)
    {
      const GtPlayChoice *c = g_ptr_array_index (choices, i);
      GtkWidget *button;

      if (c->type == GT_ACTION_PASS)
        continue;
      button = gtk_button_new_with_label (c->label);
      /* Long words ("Take the emperor card") wrap in a narrow window. */
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), PANGO_WRAP_WORD_CHAR);
      g_object_set_data (G_OBJECT (button), "choice", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked_cb), self);
      if (first)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_box_append (GTK_BOX (self->choices_box), button);
      first = FALSE;
    }
  gtk_widget_set_visible (self->choices_box, !first);
  /* Nothing to select in the hand (a declaration, a bid): the keys go to
   * the first choice.  Beside a play (Bao Huang's rebellion) they stay
   * with the hand, where Enter plays. */
  if (!first && !plays)
    gtk_widget_grab_focus (gtk_widget_get_first_child (self->choices_box));
}

/* Once the question has slid in (its revealer's 250 ms). */
static gboolean
scroll_to_hand (gpointer data)
{
  GtPlayPage *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->table_scroller);

  self->scroll_id = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

static void
update (GtPlayPage *self)
{
  const GtGame *g = gt_play_model_get_game (self->model);
  guint learner = gt_play_model_get_learner (self->model);
  gboolean to_act = gt_play_model_learner_to_act (self->model);
  guint actions = gt_play_model_get_actions (self->model);
  gboolean plays = (actions & (1u << GT_ACTION_PLAY)) != 0;
  gboolean giving = (actions & ((1u << GT_ACTION_TRIBUTE) | (1u << GT_ACTION_RETURN))) != 0;
  gboolean discarding = (actions & (1u << GT_ACTION_DISCARD)) != 0;
  gboolean over = g->phase == GT_PHASE_DEAL_OVER || g->phase == GT_PHASE_GAME_OVER;
  gboolean cleared = gt_play_model_round_cleared (self->model);
  const GtTutorNote *q = gt_play_model_get_question (self->model);
  GtHandView *hand = gt_table_view_get_hand (self->table);
  guint8 face_down = 0;
  g_autofree char *line = NULL;
  GtCardList selection;

  /* An undealt game (between a change of game and its start): nothing to
   * show yet.  The review shows its own steps until it is closed. */
  if (g->deal_no == 0 || gt_play_review_bar_get_review (self->review_bar) != NULL)
    return;
  /* A play the tutor held has been made (or questioned, or dropped): its
   * cards are no longer a selection to keep. */
  if (self->weighed && !gt_play_model_get_weighing (self->model))
    {
      self->weighed = FALSE;
      if (q == NULL)
        gt_hand_view_clear_selection (hand);
    }
  gtk_widget_set_visible (self->weigh_spinner, gt_play_model_get_weighing (self->model));
  gtk_spinner_set_spinning (GTK_SPINNER (self->weigh_spinner), gt_play_model_get_weighing (self->model));
  line = game_line (self);

  /* Keep the learner's selection across the others' plays. */
  gt_hand_view_get_selection (hand, &selection);
  for (guint s = 0; s < g->n_seats; s++)
    if (s != learner && !over)
      face_down |= (guint8) (1u << s);
  gt_table_view_set_position (self->table, g->rs, g, face_down);
  /* The round's plays in front of the seats, "Pass" for a seat that passed
   * since its last play (the round went on past that play); none once the
   * round is over — the narration says who won it. */
  for (guint s = 0; s < g->n_seats && g->rs->game->table == GT_TABLE_CLIMB; s++)
    {
      gboolean passed = FALSE;
      const GtCardList *last = gt_play_model_get_last (self->model, s, &passed);

      if (cleared)
        gt_table_view_set_last_play (self->table, s, NULL, FALSE);
      else
        gt_table_view_set_last_play (self->table, s, passed ? NULL : last, passed);
    }
  /* The table words whose turn it is by itself; the model's line is for
   * what it cannot know: a deal's end, a question, a tribute to pay, a
   * declaration to make. */
  if (over || q != NULL || gt_play_model_get_weighing (self->model) || (to_act && !plays))
    gt_table_view_set_status (self->table, gt_play_model_get_status (self->model));
  else
    /* A trick's middle names its leader itself ("Your lead"): the phase's
     * words would say it twice. */
    gt_table_view_set_status (self->table, g->rs->game->table == GT_TABLE_TRICK ? "" : NULL);
  if (selection.n > 0)
    gt_hand_view_set_selection (hand, &selection);
  sync_narration (self);

  gtk_label_set_text (self->game_label, line);
  gtk_button_set_label (GTK_BUTTON (self->play_button),
                        discarding ? _("_Lay Aside") : giving ? _("_Give") : _("P_lay"));
  /* Play (or Give, Lay Aside) stays in its place while the others act. */
  gtk_widget_set_visible (self->play_button, !over && (plays || giving || discarding || !to_act));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.next-deal", g->phase == GT_PHASE_DEAL_OVER);
  /* At a deal's end Enter deals the next: Next Deal has the keys. */
  if (g->phase == GT_PHASE_DEAL_OVER && !gtk_widget_get_visible (self->next_deal_button))
    {
      gtk_widget_set_visible (self->next_deal_button, TRUE);
      gtk_widget_grab_focus (self->next_deal_button);
    }
  else if (g->phase != GT_PHASE_DEAL_OVER)
    gtk_widget_set_visible (self->next_deal_button, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.play", plays || giving || discarding);
  /* Hints are for the turn: the next turn starts again at the idea. */
  if (!plays)
    {
      self->hint_grade = GT_HINT_NONE;
      gt_card_list_init (&self->hint_play);
    }
  gtk_widget_set_visible (self->hint_button, !over && !giving && !discarding);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.hint", plays);
  sync_choices (self, !to_act && !over && q == NULL, plays);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.undo", gt_play_model_can_undo (self->model));
  /* This session's last deal, or the one kept from an earlier session. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.review",
                                 gt_play_model_get_n_reviews (self->model) > 0 ||
                                 gt_play_model_get_n_saved_reviews (self->model) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.play-anyway", q != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.take-back", q != NULL);
  if (g->phase == GT_PHASE_GAME_OVER)
    gtk_widget_add_css_class (self->new_game_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->new_game_button, "suggested-action");
  /* After a deal, the review is what to look at before the next. */
  if (over && gt_play_model_get_n_reviews (self->model) > 0)
    gtk_widget_add_css_class (self->review_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->review_button, "suggested-action");

  if (q != NULL)
    {
      gtk_label_set_text (self->question_title, _("The tutor asks: are you sure?"));
      gtk_label_set_text (self->question_label, q->text);
    }
  if (q != NULL && !gtk_revealer_get_reveal_child (self->question_revealer))
    {
      /* The question has the keys: Enter takes the play back (nothing
       * is lost), Shift+Tab reaches Play It Anyway. */
      gtk_revealer_set_reveal_child (self->question_revealer, TRUE);
      gtk_widget_grab_focus (self->take_back_button);
      /* A short window scrolls the table: the hand, where the play and
       * the tutor's better one are, stays in sight over the question. */
      if (self->scroll_id == 0)
        self->scroll_id = g_timeout_add (300, scroll_to_hand, self);
    }
  else if (q == NULL)
    gtk_revealer_set_reveal_child (self->question_revealer, FALSE);
  rescue_focus (self);
}

static void
question_cb (GtPlayPage *self)
{
  const GtTutorNote *q = gt_play_model_get_question (self->model);
  GtHandView *hand = gt_table_view_get_hand (self->table);

  /* The better play, when the tutor names one, is shown in the hand. */
  if (q != NULL && q->has_better && q->better.n > 0)
    {
      GtRuleCtx ctx;
      GtCardList better;

      gt_game_rule_ctx (gt_play_model_get_game (self->model), &ctx);
      gt_move_to_card_list (&ctx, &q->better, &better);
      gt_hand_view_set_marks (hand, &better, GT_CARD_MARK_HINT);
    }
  /* A trick game's better play is its cards. */
  else if (q != NULL && q->has_better && q->better_cards.n > 0)
    gt_hand_view_set_marks (hand, &q->better_cards, GT_CARD_MARK_HINT);
}

/* The deal's result in words under the table (the narration on it has
 * the same news line by line). */
static void
deal_over_cb (GtPlayPage *self)
{
  set_feedback (self, gt_play_model_get_deal_summary (self->model));
}

/* ---- The game chosen --------------------------------------------------------- */

static void
variant_change_state (GSimpleAction *action,
                      GVariant      *state,
                      GtPlayPage    *self)
{
  guint bit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (action), "bit"));
  guint32 variants = gt_play_model_get_variants (self->model);

  if (g_variant_get_boolean (state))
    variants |= 1u << bit;
  else
    variants &= ~(1u << bit);
  gt_play_model_set_variants (self->model, variants);
  g_simple_action_set_state (action, state);
}

/* The dropdown on the game of the model, and the menu's settings of that
 * game: its number of players where it has a choice, its variants — both
 * for the next new game (a game under way keeps its own). */
static void
sync_game_menu (GtPlayPage *self)
{
  const char *id = gt_play_model_get_game_id (self->model);
  const GtRuleset *rs = gt_ruleset_lookup (id);
  const GtRuleset *const *all = gt_rulesets ();
  guint min_seats = 0, max_seats = 0;
  guint32 variants = gt_play_model_get_variants (self->model);
  g_autoptr (GMenu) seats = g_menu_new ();
  g_autoptr (GMenu) rules = g_menu_new ();

  self->syncing = TRUE;
  for (guint i = 0; all[i] != NULL; i++)
    if (all[i] == rs)
      gtk_drop_down_set_selected (self->game_dropdown, i);
  self->syncing = FALSE;

  g_menu_remove_all (self->game_section);
  gt_play_model_get_seat_range (self->model, &min_seats, &max_seats);
  for (guint n = min_seats; n <= max_seats && min_seats < max_seats; n++)
    {
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Player", "%u Players", n), n);
      g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "play.seats", g_variant_new_uint32 (n));
      g_menu_append_item (seats, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (seats)) > 0)
    g_menu_append_section (self->game_section, _("Players in a New Game"), G_MENU_MODEL (seats));

  /* One toggle a variant, "game.variant-N" for the ruleset's variant N. */
  for (guint i = 0; rs != NULL && i < rs->n_variants; i++)
    {
      g_autofree char *name = g_strdup_printf ("variant-%u", i);
      g_autofree char *action_name = g_strdup_printf ("game.%s", name);
      g_autoptr (GSimpleAction) action = NULL;

      g_action_map_remove_action (G_ACTION_MAP (self->game_actions), name);
      action = g_simple_action_new_stateful (name, NULL, g_variant_new_boolean ((variants >> i) & 1));
      g_object_set_data (G_OBJECT (action), "bit", GUINT_TO_POINTER (i));
      g_signal_connect (action, "change-state", G_CALLBACK (variant_change_state), self);
      g_action_map_add_action (G_ACTION_MAP (self->game_actions), G_ACTION (action));
      g_menu_append (rules, _(rs->variants[i].title), action_name);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (rules)) > 0)
    g_menu_append_section (self->game_section, _("Rules of a New Game"), G_MENU_MODEL (rules));
}

static void
game_selected_cb (GtPlayPage *self)
{
  guint i = gtk_drop_down_get_selected (self->game_dropdown);
  const GtRuleset *const *all = gt_rulesets ();

  if (self->syncing || i == GTK_INVALID_LIST_POSITION)
    return;
  for (guint k = 0; all[k] != NULL; k++)
    if (k == i)
      g_object_set (self, "game-id", all[k]->id, NULL);
}

static void
setup_title (GtkSignalListItemFactory *factory,
             GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* Ellipsized where it must be (the dropdown's button in a narrow
   * window: "ガンダンイェン(干瞪眼)" is long), whole in the list. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_title (GtkSignalListItemFactory *factory,
            GtkListItem              *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static void
fill_game_dropdown (GtPlayPage *self)
{
  const GtRuleset *const *all = gt_rulesets ();
  g_autoptr (GtkStringList) titles = gtk_string_list_new (NULL);
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  for (guint i = 0; all[i] != NULL; i++)
    gtk_string_list_append (titles, _(all[i]->title));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_title), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_title), NULL);
  gtk_drop_down_set_factory (self->game_dropdown, factory);
  gtk_drop_down_set_model (self->game_dropdown, G_LIST_MODEL (titles));
  g_signal_connect_swapped (self->game_dropdown, "notify::selected", G_CALLBACK (game_selected_cb), self);
}

/* ---- Actions ------------------------------------------------------------------ */

static void
show_verdict (GtPlayPage      *self,
              GtPlayOutcome    outcome,
              const GtVerdict *v,
              const GtCardList *play)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);

  gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
  if (outcome == GT_PLAY_REFUSED)
    {
      set_feedback (self, v->explanation);
      if (play != NULL && v->n_fault > 0)
        {
          GtCardList fault;

          gt_card_list_init (&fault);
          for (guint i = 0; i < v->n_fault && v->fault[i] < play->n; i++)
            gt_card_list_append (&fault, play->card[v->fault[i]], GT_CARD_NONE);
          gt_hand_view_set_marks (hand, &fault, GT_CARD_MARK_FAULT);
        }
      return;
    }
  /* A play that ended the deal: its result stays (deal_over_cb put it
   * there as the play was made). */
  set_feedback (self, gt_play_model_get_deal_summary (self->model));
  if (outcome == GT_PLAY_MADE)
    gt_hand_view_clear_selection (hand);
  /* Held while the tutor weighs it: the cards stay lifted till then. */
  self->weighed = outcome == GT_PLAY_PENDING;
}

/* Whether the selection is the third hint's play: the same cards, so
 * that its wild cards keep what the hint declared them to be. */
static gboolean
selection_is_hint (GtPlayPage       *self,
                   const GtCardList *selection)
{
  guint8 count[GT_CARD_KINDS] = { 0, };

  if (self->hint_play.n == 0 || self->hint_play.n != selection->n)
    return FALSE;
  for (guint i = 0; i < selection->n; i++)
    count[selection->card[i]]++;
  for (guint i = 0; i < self->hint_play.n; i++)
    if (count[self->hint_play.card[i]]-- == 0)
      return FALSE;
  return TRUE;
}

/* Undeclared wild cards that read as several legal plays: asks which is
 * meant (software never guesses, gd.wild.declare), as the lesson and
 * puzzle pages do.  FALSE when there is nothing to ask. */
static gboolean
ask_reading (GtPlayPage       *self,
             const GtCardList *selection)
{
  g_autoptr(GPtrArray) choices = NULL;
  const GtGame *g = gt_play_model_get_game (self->model);
  GtRuleCtx ctx;

  if (selection_is_hint (self, selection))
    return FALSE;
  choices = gt_play_model_list_readings (self->model, selection);
  if (choices->len < 2)
    return FALSE;
  gt_game_rule_ctx (g, &ctx);
  set_feedback (self, NULL);
  gt_readings_popover_ask (GT_READINGS_POPOVER (self->readings_popover), g->rs, &ctx, choices);
  return TRUE;
}

/* The reading chosen: the selection played as that combination. */
static void
reading_chosen_cb (GtPlayPage *self,
                   guint       i)
{
  const GtReadingChoice *choice = gt_readings_popover_get_choice (GT_READINGS_POPOVER (self->readings_popover), i);
  GtCardList selection;
  GtVerdict v;
  GtPlayOutcome outcome;

  gt_hand_view_get_selection (gt_table_view_get_hand (self->table), &selection);
  if (choice == NULL || selection.n == 0)
    return;
  gt_verdict_init (&v);
  outcome = gt_play_model_play (self->model, &selection, &choice->reading.combo, &v);
  show_verdict (self, outcome, &v, &selection);
  gt_verdict_clear (&v);
}

/* Chosen or not (Escape), the keys go back to the hand, not to the
 * button under the popover. */
static void
readings_closed_cb (GtPlayPage *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table)));
}

static void
play_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);
  const GtGame *g = gt_play_model_get_game (self->model);
  GtHandView *hand = gt_table_view_get_hand (self->table);
  GtCardList selection;
  GtVerdict v;
  GtPlayOutcome outcome;

  gt_hand_view_get_selection (hand, &selection);
  if (selection.n == 0)
    {
      set_feedback (self, g->phase == GT_PHASE_PLAY ? _("Select the cards to play, or pass.")
                                                    : _("Select the card to give."));
      return;
    }
  if (ask_reading (self, &selection))
    return;
  gt_verdict_init (&v);
  if (gt_play_model_get_actions (self->model) & (1u << GT_ACTION_DISCARD))
    /* The kitty buried: the cards selected, face down. */
    outcome = gt_play_model_discard (self->model, &selection, &v);
  else if (g->phase == GT_PHASE_TRIBUTE || g->phase == GT_PHASE_RETURN)
    {
      if (selection.n != 1)
        {
          set_feedback (self, _("Give one card."));
          gt_verdict_clear (&v);
          return;
        }
      outcome = gt_play_model_give (self->model, selection.card[0], &v);
    }
  else
    outcome = gt_play_model_play (self->model, selection_is_hint (self, &selection) ? &self->hint_play : &selection,
                                  NULL, &v);
  show_verdict (self, outcome, &v, &selection);
  gt_verdict_clear (&v);
}

static void
pass_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);
  GtVerdict v;
  GtPlayOutcome outcome;

  gt_verdict_init (&v);
  outcome = gt_play_model_pass (self->model, &v);
  show_verdict (self, outcome, &v, NULL);
  gt_verdict_clear (&v);
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);

  set_feedback (self, NULL);
  gt_hand_view_clear_selection (gt_table_view_get_hand (self->table));
  gt_play_model_undo (self->model);
}

/* Seeds a person can read back and type: four digits. */
static guint32
random_seed (void)
{
  return (guint32) g_random_int_range (1000, 10000);
}

/* A game on the table: the keys go to the hand (or stay on the first
 * declaration the game asks first). */
static void
focus_game (GtPlayPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      (focus != NULL && gtk_widget_is_ancestor (focus, self->choices_box)))
    return;
  if (gtk_widget_get_visible (self->choices_box) &&
      !(gt_play_model_get_actions (self->model) & (1u << GT_ACTION_PLAY)))
    gtk_widget_grab_focus (gtk_widget_get_first_child (self->choices_box));
  else
    gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table)));
}

/* A new game of the kind on the table, dealt from seed. */
static void
start_game (GtPlayPage *self,
            guint32     seed)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);

  self->started = TRUE;
  set_feedback (self, NULL);
  gt_hand_view_clear_selection (hand);
  gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
  /* A new game's choices are new buttons, the first focused. */
  g_clear_pointer (&self->choice_labels, g_strfreev);
  gt_play_model_start (self->model, seed);
  focus_game (self);
}

/* The saved game of the kind chosen where it was left, or a new one; a
 * saved game that cannot be taken up is left as it is and said so. */
static void
resume_or_start (GtPlayPage *self)
{
  g_autoptr (GError) error = NULL;

  self->started = TRUE;
  gt_hand_view_clear_selection (gt_table_view_get_hand (self->table));
  if (gt_play_model_resume (self->model, &error))
    {
      set_feedback (self, NULL);
      update (self);
      focus_game (self);
      return;
    }
  start_game (self, random_seed ());
  if (error != NULL)
    set_feedback (self, error->message);
}

/* The page's own "game-id": the model's, set from the menu or the
 * settings; a started page takes up that game's saved game at once. */
static void
switch_game (GtPlayPage *self,
             const char *game_id)
{
  if (!gt_play_model_set_game_id (self->model, game_id))
    return;
  sync_game_menu (self);
  if (self->started)
    resume_or_start (self);
}

static void
abandon_response (AdwMessageDialog *dialog,
                  const char       *response,
                  GtPlayPage       *self)
{
  if (g_strcmp0 (response, "new") == 0)
    start_game (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "seed")));
}

/* As Aisleriot and KPat do: a game under way is not thrown away without
 * asking (it could not be taken up again). */
static void
ask_abandon (GtPlayPage *self,
             guint32     seed)
{
  const GtGame *g = gt_play_model_get_game (self->model);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  /* TRANSLATORS: asked before a new game replaces the one under way: the
   * game's number, the game ("Guandan") and the deal it is at. */
  body = g_strdup_printf (_("Game %u of %s is at deal %u. A new game ends it, and it cannot be taken up again."),
                          gt_play_model_get_seed (self->model), _(g->rs->title), g->deal_no);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Abandon This Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Playing"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "seed", GUINT_TO_POINTER (seed));
  g_signal_connect_object (dialog, "response", G_CALLBACK (abandon_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A new game from seed, asking first when one runs. */
static void
offer_game (GtPlayPage *self,
            guint32     seed)
{
  if (gt_play_model_get_running (self->model))
    ask_abandon (self, seed);
  else
    start_game (self, seed);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  offer_game (GT_PLAY_PAGE (widget), random_seed ());
}

/* The three grades, as in the puzzles: the idea, the kind of play, the
 * play itself (its cards marked and selected in the hand). */
static void
hint_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);
  g_autofree char *text = NULL;
  GtCardList cards;
  GtHintGrade grade = MIN (self->hint_grade + 1, GT_HINT_PLAY);

  if (!gt_play_model_hint (self->model, grade, &text, &cards))
    return;
  self->hint_grade = grade;
  set_feedback (self, text);
  /* The play itself is marked and selected, as in the puzzles: Enter
   * plays it. */
  if (grade == GT_HINT_PLAY && cards.n > 0)
    {
      GtHandView *hand = gt_table_view_get_hand (self->table);

      gt_hand_view_set_selection (hand, &cards);
      gt_hand_view_set_marks (hand, &cards, GT_CARD_MARK_HINT);
      self->hint_play = cards;
    }
}

static void
replay_response (AdwMessageDialog *dialog,
                 const char       *response,
                 GtPlayPage       *self)
{
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (dialog), "spin");

  /* The dialog said so when a game runs: no second question. */
  if (g_strcmp0 (response, "play") == 0)
    start_game (self, (guint32) gtk_spin_button_get_value (spin));
}

static void
replay_activate (AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "play");
  gtk_window_close (GTK_WINDOW (dialog));
}

/* "Game 4711" on the top line is the seed the game was dealt from: typed
 * back here, it deals the same game again, to replay a deal or to play
 * the deal a friend or a teacher names. */
static void
replay_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog, *spin;
  gboolean running = gt_play_model_get_running (self->model);
  const char *body = _("Every game has a number, shown at the top of the table. The same number deals the same cards again.");
  g_autofree char *warned = NULL;

  if (running)
    /* TRANSLATORS: the dialog's text, then a warning when a game is under
     * way. */
    body = warned = g_strdup_printf (_("%s The game under way ends, and cannot be taken up again."), body);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Play a Game by Number"), body);
  spin = gtk_spin_button_new_with_range (1, G_MAXUINT32, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), gt_play_model_get_seed (self->model));
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  /* Enter in the field plays (GTK 4.8's spin button has no
   * activates-default). */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                            G_CALLBACK (replay_activate), dialog);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game number"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), spin);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "play", _("_Start Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play",
                                             running ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "spin", spin);
  g_signal_connect (dialog, "response", G_CALLBACK (replay_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (spin);
}

static void
next_deal_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);

  set_feedback (self, NULL);
  gt_play_model_next_deal (self->model);
}

static void
answer (GtPlayPage *self,
        gboolean    anyway)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);

  gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
  gt_play_model_answer (self->model, anyway);
  if (anyway)
    gt_hand_view_clear_selection (hand);
  gtk_widget_grab_focus (GTK_WIDGET (hand));
}

static void
play_anyway_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  answer (GT_PLAY_PAGE (widget), TRUE);
}

static void
take_back_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  answer (GT_PLAY_PAGE (widget), FALSE);
}

/* ---- The review on the table (gt-play-review-bar.c) ------------------------------ */

static void
set_reviewing (GtPlayPage *self,
               gboolean    reviewing)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);

  /* The tutor's words of a decision whole: the review has the room the
   * game's buttons left. */
  gtk_label_set_lines (self->feedback_label, reviewing ? 6 : 3);
  gtk_widget_set_visible (self->buttons, !reviewing);
  /* The game's choices come back as they were. */
  if (reviewing && self->review_hid_choices == FALSE)
    self->review_hid_choices = gtk_widget_get_visible (self->choices_box);
  gtk_widget_set_visible (self->choices_box, !reviewing && self->review_hid_choices);
  if (!reviewing)
    self->review_hid_choices = FALSE;
  gtk_revealer_set_reveal_child (self->question_revealer, FALSE);
  gt_hand_view_set_interactive (hand, !reviewing);
}

/* A review opened or closed: closed, the game again as it was left. */
static void
review_cb (GtPlayPage *self)
{
  GtHandView *hand = gt_table_view_get_hand (self->table);

  if (gt_play_review_bar_get_review (self->review_bar) != NULL)
    {
      set_reviewing (self, TRUE);
      return;
    }
  set_reviewing (self, FALSE);
  gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
  gt_hand_view_clear_selection (hand);
  gt_table_view_mark_play (self->table, gt_play_model_get_learner (self->model), NULL, GT_CARD_MARK_NONE);
  set_feedback (self, gt_play_model_get_deal_summary (self->model));
  /* The game's story again, from its first line. */
  gt_narration_bar_clear (self->narration);
  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (hand));
  focus_game (self);
}

/* The review's step shown: its words under the table; at a decision a
 * short window scrolls the table so the hand, where the decision's play
 * and the better one are, stays in sight. */
static void
review_step_cb (GtPlayPage *self,
                const char *words,
                gboolean    at_decision)
{
  set_feedback (self, words);
  if (at_decision && self->scroll_id == 0)
    self->scroll_id = g_timeout_add (100, scroll_to_hand, self);
}

static void
review_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);

  /* A play held for the tutor is let go: the table is the review's now. */
  gt_play_model_withdraw (self->model);
  gt_play_review_bar_open (self->review_bar);
}

/* play.review-next and the rest: the review bar's review.next … */
static void
review_step_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);
  g_autofree char *step = g_strconcat ("review.", name + strlen ("play.review-"), NULL);

  gtk_widget_activate_action (GTK_WIDGET (self->review_bar), step, NULL);
}

/* The review's keys, while it is open; otherwise they go on to the hand
 * and the window. */
static gboolean
review_key (GtkWidget *widget,
            GVariant  *args,
            gpointer   data)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);
  const char *what = g_variant_get_string (args, NULL);

  if (gt_play_review_bar_get_review (self->review_bar) == NULL)
    return FALSE;
  if (g_str_equal (what, "decision-next") || g_str_equal (what, "decision-previous"))
    gt_play_review_bar_step_decision (self->review_bar, g_str_equal (what, "decision-next"));
  else
    gtk_widget_activate_action (widget, what, NULL);
  return TRUE;
}

/* The model's enum property prop as its nick ("strong"), the menu's and
 * the settings' word for it. */
static const char *
model_nick (GtPlayPage *self,
            const char *prop)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self->model), prop);
  g_auto(GValue) value = G_VALUE_INIT;
  GEnumValue *ev;

  g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (pspec));
  g_object_get_property (G_OBJECT (self->model), prop, &value);
  ev = g_enum_get_value (G_PARAM_SPEC_ENUM (pspec)->enum_class, g_value_get_enum (&value));
  return ev != NULL ? ev->value_nick : NULL;
}

/* The model's enum property prop set from its nick: an unknown one (a
 * hand-made action's) gives the property's default, and no player
 * stronger than "strong" is offered (the omniscient one sees every
 * hand: it is the analyst's, never an opponent). */
static void
set_model_nick (GtPlayPage *self,
                const char *prop,
                const char *nick)
{
  GParamSpecEnum *pspec = G_PARAM_SPEC_ENUM (g_object_class_find_property (G_OBJECT_GET_CLASS (self->model), prop));
  GEnumValue *ev = nick != NULL ? g_enum_get_value_by_nick (pspec->enum_class, nick) : NULL;
  int value = ev != NULL ? ev->value : pspec->default_value;

  if (pspec->enum_class->g_type_class.g_type == GT_TYPE_PLAYER_LEVEL && value > GT_PLAYER_STRONG)
    value = pspec->default_value;
  g_object_set (self->model, prop, value, NULL);
}

/* ---- The menu's choices, as properties for stateful actions ------------------ */

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_SEATS,
  PROP_OPPONENTS_ID,
  PROP_PARTNER_ID,
  PROP_TUTOR_ID,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
gt_play_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GtPlayPage *self = GT_PLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, gt_play_model_get_game_id (self->model));
      break;
    case PROP_SEATS:
      g_value_set_uint (value, gt_play_model_get_seats (self->model));
      break;
    case PROP_OPPONENTS_ID:
      g_value_set_string (value, model_nick (self, "opponents"));
      break;
    case PROP_PARTNER_ID:
      g_value_set_string (value, model_nick (self, "partner"));
      break;
    case PROP_TUTOR_ID:
      g_value_set_string (value, model_nick (self, "tutor"));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_play_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GtPlayPage *self = GT_PLAY_PAGE (object);
  const char *id = NULL;
  GValue old = G_VALUE_INIT;
  gboolean same;

  /* Told only when it changes: the window keeps these in the settings and
   * hands the settings back. */
  g_value_init (&old, G_PARAM_SPEC_VALUE_TYPE (pspec));
  gt_play_page_get_property (object, prop_id, &old, pspec);
  same = g_param_values_cmp (pspec, &old, value) == 0;
  g_value_unset (&old);
  if (same)
    return;
  if (G_VALUE_HOLDS_STRING (value))
    id = g_value_get_string (value);
  switch (prop_id)
    {
    case PROP_GAME_ID:
      if (gt_ruleset_lookup (id) == NULL || id == NULL)
        return;
      switch_game (self, id);
      break;
    case PROP_SEATS:
      if (!gt_play_model_set_seats (self->model, g_value_get_uint (value)))
        return;
      break;
    case PROP_OPPONENTS_ID:
      set_model_nick (self, "opponents", id);
      break;
    case PROP_PARTNER_ID:
      set_model_nick (self, "partner", id);
      break;
    case PROP_TUTOR_ID:
      set_model_nick (self, "tutor", id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_object_notify_by_pspec (object, pspec);
}

/* ---- Public ------------------------------------------------------------------ */

void
gt_play_page_start (GtPlayPage *self,
                    guint32     seed)
{
  g_return_if_fail (GT_IS_PLAY_PAGE (self));
  start_game (self, seed);
}

void
gt_play_page_offer_game (GtPlayPage *self,
                         const char *game_id,
                         guint32     seed,
                         gboolean    has_seed)
{
  g_return_if_fail (GT_IS_PLAY_PAGE (self));

  /* Another game: its saved game comes to the table first (one is kept
   * a game), and the question is about that one. */
  if (game_id != NULL && g_strcmp0 (game_id, gt_play_model_get_game_id (self->model)) != 0)
    {
      if (gt_ruleset_lookup (game_id) == NULL)
        return;
      g_object_set (self, "game-id", game_id, NULL);
    }
  if (!self->started)
    resume_or_start (self);
  if (has_seed && gt_play_model_get_seed (self->model) != seed)
    offer_game (self, seed);
}

GtPlayModel *
gt_play_page_get_model (GtPlayPage *self)
{
  g_return_val_if_fail (GT_IS_PLAY_PAGE (self), NULL);
  return self->model;
}

GtTableView *
gt_play_page_get_table (GtPlayPage *self)
{
  g_return_val_if_fail (GT_IS_PLAY_PAGE (self), NULL);
  return self->table;
}

GtReviewModel *
gt_play_page_get_review (GtPlayPage *self)
{
  g_return_val_if_fail (GT_IS_PLAY_PAGE (self), NULL);
  return gt_play_review_bar_get_review (self->review_bar);
}

void
gt_play_page_set_four_colour (GtPlayPage *self,
                              gboolean    four_colour)
{
  g_return_if_fail (GT_IS_PLAY_PAGE (self));
  gt_table_view_set_four_colour (self->table, four_colour);
  gt_readings_popover_set_four_colour (GT_READINGS_POPOVER (self->readings_popover), four_colour);
}

GtkWidget *
gt_play_page_new (void)
{
  return g_object_new (GT_TYPE_PLAY_PAGE, NULL);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
gt_play_page_map (GtkWidget *widget)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);

  GTK_WIDGET_CLASS (gt_play_page_parent_class)->map (widget);
  /* The game left last time of the kind chosen, or a new one. */
  if (!self->started)
    resume_or_start (self);
  /* Arriving on the page, the keys go to the hand (Enter plays there) or
   * the declaration asked, never to a button that would deal a new game. */
  focus_game (self);
  self->root = gtk_widget_get_root (widget);
  g_signal_connect_object (self->root, "notify::focus-widget", G_CALLBACK (root_focus_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
gt_play_page_unmap (GtkWidget *widget)
{
  GtPlayPage *self = GT_PLAY_PAGE (widget);

  if (self->root != NULL)
    g_signal_handlers_disconnect_by_func (self->root, root_focus_cb, self);
  self->root = NULL;
  g_clear_handle_id (&self->rescue_id, g_source_remove);
  /* Gone from the page: the play the tutor weighs is let go (the cards
   * are still in the hand when the learner comes back). */
  gt_play_model_withdraw (self->model);
  GTK_WIDGET_CLASS (gt_play_page_parent_class)->unmap (widget);
}

static void
hand_activate_cb (GtPlayPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "play.play", NULL);
}

static void
gt_play_page_dispose (GObject *object)
{
  GtPlayPage *self = GT_PLAY_PAGE (object);

  g_clear_handle_id (&self->rescue_id, g_source_remove);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->motion);
  g_clear_object (&self->game_actions);
  g_clear_pointer (&self->choice_labels, g_strfreev);
  if (self->readings_popover != NULL)
    {
      gtk_widget_unparent (self->readings_popover);
      self->readings_popover = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PLAY_PAGE);
  G_OBJECT_CLASS (gt_play_page_parent_class)->dispose (object);
}

static void
gt_play_page_class_init (GtPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_play_page_dispose;
  object_class->get_property = gt_play_page_get_property;
  object_class->set_property = gt_play_page_set_property;
  widget_class->map = gt_play_page_map;
  widget_class->unmap = gt_play_page_unmap;

  props[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SEATS] = g_param_spec_uint ("seats", NULL, NULL, 0, GT_SEATS_MAX, 0,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_OPPONENTS_ID] = g_param_spec_string ("opponents-id", NULL, NULL, "heuristic",
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_PARTNER_ID] = g_param_spec_string ("partner-id", NULL, NULL, "heuristic",
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_TUTOR_ID] = g_param_spec_string ("tutor-id", NULL, NULL, "principles",
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* Taking the resource's address keeps its object file in the link (a
   * static library): its constructor registers the template. */
  g_assert (gt_play_get_resource () != NULL);
  g_type_ensure (GT_TYPE_TABLE_VIEW);
  g_type_ensure (GT_TYPE_PLAY_REVIEW_BAR);
  gt_widgets_add_style (PLAY_STYLE);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/guandantutor/GuandanTutor/play/gt-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, page_box);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, game_section);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, game_label);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, choices_box);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, table);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, question_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, question_title);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, question_label);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, review_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, next_deal_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, buttons);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, weigh_spinner);
  gtk_widget_class_bind_template_child (widget_class, GtPlayPage, review_bar);

  gtk_widget_class_install_action (widget_class, "play.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "play.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "play.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "play.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "play.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "play.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "play.next-deal", NULL, next_deal_action);
  gtk_widget_class_install_action (widget_class, "play.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "play.review-close", NULL, review_step_action);
  gtk_widget_class_install_action (widget_class, "play.review-first", NULL, review_step_action);
  gtk_widget_class_install_action (widget_class, "play.review-previous", NULL, review_step_action);
  gtk_widget_class_install_action (widget_class, "play.review-next", NULL, review_step_action);
  gtk_widget_class_install_action (widget_class, "play.review-last", NULL, review_step_action);
  gtk_widget_class_install_action (widget_class, "play.review-critical", NULL, review_step_action);
  gtk_widget_class_install_action (widget_class, "play.play-anyway", NULL, play_anyway_action);
  gtk_widget_class_install_action (widget_class, "play.take-back", NULL, take_back_action);
  gtk_widget_class_install_property_action (widget_class, "play.seats", "seats");
  gtk_widget_class_install_property_action (widget_class, "play.opponents", "opponents-id");
  gtk_widget_class_install_property_action (widget_class, "play.partner", "partner-id");
  gtk_widget_class_install_property_action (widget_class, "play.tutor", "tutor-id");

  /* Enter plays from the hand (its "activate"); on a button it presses
   * that button. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "play.pass", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "play.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "play.undo", NULL);
  /* The review's keys (review_key() lets them through when it is closed). */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, review_key, "s", "play.review-previous");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, review_key, "s", "play.review-next");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, review_key, "s", "play.review-first");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, review_key, "s", "play.review-last");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Page_Up, 0, review_key, "s", "decision-previous");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Page_Down, 0, review_key, "s", "decision-next");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, review_key, "s", "play.review-close");

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playpage");
}

static void
gt_play_page_init (GtPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->motion = gt_table_motion_new (self->table);
  self->model = gt_play_model_new ();
  /* The story in words on the table, between the middle and the hand. */
  self->narration = GT_NARRATION_BAR (gt_narration_bar_new ());
  gt_table_view_set_prompt (self->table, GTK_WIDGET (self->narration));
  self->game_actions = g_simple_action_group_new ();
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", G_ACTION_GROUP (self->game_actions));
  fill_game_dropdown (self);
  sync_game_menu (self);
  g_signal_connect_object (gt_table_view_get_hand (self->table), "activate", G_CALLBACK (hand_activate_cb), self,
                           G_CONNECT_SWAPPED);
  gt_hand_view_set_interactive (gt_table_view_get_hand (self->table), TRUE);
  self->readings_popover = gt_readings_popover_new ();
  g_signal_connect_swapped (self->readings_popover, "chosen", G_CALLBACK (reading_chosen_cb), self);
  g_signal_connect_swapped (self->readings_popover, "closed", G_CALLBACK (readings_closed_cb), self);
  gtk_widget_set_parent (self->readings_popover, self->play_button);
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (update), self);
  /* What the learner may do changes when a computer is done, too. */
  g_signal_connect_swapped (self->model, "notify::busy", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->model, "notify::weighing", G_CALLBACK (update), self);
  gt_play_review_bar_attach (self->review_bar, self->model, self->table, self->narration);
  g_signal_connect_swapped (self->review_bar, "notify::review", G_CALLBACK (review_cb), self);
  g_signal_connect_swapped (self->review_bar, "step-shown", G_CALLBACK (review_step_cb), self);
  g_signal_connect_swapped (self->model, "question", G_CALLBACK (question_cb), self);
  g_signal_connect_swapped (self->model, "deal-over", G_CALLBACK (deal_over_cb), self);
}
