/* gt-play-review-bar.c — the review of a deal (or a game) stepped on the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bar holds the review; the page it sits in keeps the game's side of
 * opening and closing one (its buttons hidden, the hand inert), told by
 * "notify::review".
 */
#define G_LOG_DOMAIN "gt-play-review-bar"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gt-play-review-bar.h"

struct _GtPlayReviewBar {
  GtkWidget parent_instance;

  /* The page's, which outlives its bar: not referenced. */
  GtPlayModel *model;
  GtTableView *table;
  GtNarrationBar *narration;
  GtReviewModel *review;      /* the review on the table, NULL when playing */

  GtkLabel *review_label;
  GtkToggleButton *review_game_button;
  GtkWidget *review_next_button;
};

G_DEFINE_FINAL_TYPE (GtPlayReviewBar, gt_play_review_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_REVIEW,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum {
  STEP_SHOWN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The bar's actions: enabled while a review is open (the steps as far as
 * they lead). */
static const char *const bar_actions[] = {
  "review.close", "review.first", "review.previous", "review.next", "review.last", "review.critical",
};

/* ---- A decision in words --------------------------------------------------------- */

/* "Mistake — the tutor's words. Better: a pair of 9s." for a decision,
 * or NULL for one not judged. */
static char *
decision_words (const GtPlayReview *r)
{
  g_autofree char *why = g_strdup (r->note);

  if (r->better != NULL)
    {
      /* TRANSLATORS: the review of a questioned play: the tutor's reason,
       * then the play it preferred ("pass", "a pair of 7s"). */
      g_autofree char *with = g_strdup_printf (_("%s Better: %s."), why != NULL ? why : "", r->better);

      g_free (why);
      why = g_steal_pointer (&with);
    }
  if (r->rating == GT_TUTOR_RATING_NONE)
    return g_steal_pointer (&why);
  if (why == NULL)
    return g_strdup (gt_tutor_rating_name (r->rating));
  /* TRANSLATORS: a rated play in the review: its rating ("Mistake"),
   * then the tutor's words. */
  return g_strdup_printf (_("%s — %s"), gt_tutor_rating_name (r->rating), why);
}

/* ---- The learner's plays, listed ------------------------------------------------ */

/* The learner's plays of a deal kept with progress from an earlier
 * session (its game no longer saved, so not to be stepped on the table),
 * the questioned ones marked. */
static void
review_list (GtPlayReviewBar *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean saved = gt_play_model_get_n_reviews (self->model) == 0;
  const GtPlayReview *(*get) (GtPlayModel *, guint) = saved ? gt_play_model_get_saved_review : gt_play_model_get_review;
  guint n = saved ? gt_play_model_get_n_saved_reviews (self->model) : gt_play_model_get_n_reviews (self->model);
  guint deal, questioned = 0;
  guint32 game;
  const GtPlayReview *first_critical = NULL;
  GtkWidget *dialog, *list, *scrolled;
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  if (n == 0)
    return;
  /* The last deal's plays: this session's, or, before a deal of this
   * session has ended, the one kept with progress. */
  deal = get (self->model, n - 1)->deal;
  game = get (self->model, n - 1)->game;
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < n; i++)
    {
      const GtPlayReview *r = get (self->model, i);
      GtkWidget *row;

      if (r->deal != deal || r->game != game)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), r->play);
      if (r->questioned || r->rating >= GT_TUTOR_RATING_DOUBTFUL)
        {
          g_autofree char *sub = decision_words (r);

          if (sub == NULL)
            sub = g_strdup (gt_tutor_rating_name (r->rating));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
          questioned += r->questioned;
          if (first_critical == NULL && r->rating >= GT_TUTOR_RATING_MISTAKE)
            first_critical = r;
        }
      else
        {
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("object-select-symbolic"));
          if (r->rating == GT_TUTOR_RATING_FINE)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (row), gt_tutor_rating_name (r->rating));
        }
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);

  /* TRANSLATORS: the title of the review of deal %u. */
  heading = saved
    /* TRANSLATORS: the title of a review kept from an earlier session: the
     * game's number and the deal, "Game 4711 · Deal 3: Your Plays". */
    ? g_strdup_printf (_("Game %u · Deal %u: Your Plays"), game, deal)
    : g_strdup_printf (_("Deal %u: Your Plays"), deal);
  body = questioned == 0
    ? g_strdup (_("The tutor questioned none of your plays in this deal."))
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The tutor questioned %u of your plays.",
                                    "The tutor questioned %u of your plays.", questioned),
                       questioned);
  if (first_critical != NULL)
    {
      /* TRANSLATORS: after the count of questioned plays: the deal's first
       * play rated a mistake or worse ("Pair of 7s"). */
      g_autofree char *critical = g_strdup_printf (_("The first critical mistake: your %s."), first_critical->play);
      g_autofree char *both = g_strconcat (body, " ", critical, NULL);

      g_free (body);
      body = g_steal_pointer (&both);
    }
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- The review on the table ---------------------------------------------------- */

/* The review's step on the table: its position, every hand face up, the
 * plays in front of the seats; at a decision of the learner's, the play
 * made lifted in the hand and the tutor's better one marked. */
static void
show_review (GtPlayReviewBar *self)
{
  GtReviewModel *review = self->review;
  const GtGame *g = gt_review_model_get_position (review);
  const GtPlayReview *r = gt_review_model_get_decision (review);
  const GtAction *a = gt_review_model_get_action (review);
  GtHandView *hand = gt_table_view_get_hand (self->table);
  gboolean cleared = gt_review_model_round_cleared (review);
  guint learner = gt_review_model_get_learner (review);
  guint critical = gt_review_model_get_first_critical (review);
  guint cursor = gt_review_model_get_cursor (review);
  g_auto (GStrv) lines = NULL;
  g_autofree char *where = NULL;
  g_autofree char *words = NULL;

  if (g == NULL)
    return;
  gt_table_view_set_position (self->table, g->rs, g, 0);
  for (guint s = 0; s < g->n_seats && g->rs->game->table == GT_TABLE_CLIMB; s++)
    {
      gboolean passed = FALSE;
      const GtCardList *last = gt_review_model_get_last (review, s, &passed);

      gt_table_view_set_last_play (self->table, s, cleared ? NULL : passed ? NULL : last, !cleared && passed);
    }
  /* The learner's play lying in front of them, when it was a mistake, is
   * marked as a refused one is: it is their latest decision. */
  gt_table_view_mark_play (self->table, learner, NULL, GT_CARD_MARK_NONE);
  for (guint i = cursor; r == NULL && i-- > 0;)
    {
      const GtPlayReview *made = gt_review_model_get_decision_at (review, i);
      const GtAction *played = gt_review_model_get_action_at (review, i);
      gboolean passed = FALSE;
      const GtCardList *front = gt_review_model_get_last (review, learner, &passed);

      if (made == NULL)
        continue;
      if (made->rating >= GT_TUTOR_RATING_MISTAKE && played->type == GT_ACTION_PLAY && front != NULL && !passed &&
          !cleared)
        gt_table_view_mark_play (self->table, learner, &played->cards, GT_CARD_MARK_FAULT);
      break;
    }
  gt_table_view_set_status (self->table, r != NULL ? gt_tutor_rating_name (r->rating) : "");
  gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
  if (r != NULL)
    {
      gt_hand_view_set_selection (hand, a->type == GT_ACTION_PLAY ? &a->cards : NULL);
      if (r->better_cards.n > 0)
        gt_hand_view_set_marks (hand, &r->better_cards, GT_CARD_MARK_HINT);
    }
  else
    gt_hand_view_clear_selection (hand);

  /* The step in words on the table. */
  gt_narration_bar_clear (self->narration);
  lines = g_strsplit (gt_review_model_get_words (review), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    gt_narration_bar_add (self->narration, lines[i]);

  where = gtk_toggle_button_get_active (self->review_game_button)
    /* TRANSLATORS: where the review of the whole game is: "Deal 2 · Step 12 of 340". */
    ? g_strdup_printf (_("Deal %u · Step %u of %u"), g->deal_no, cursor + 1, gt_review_model_get_n_steps (review))
    /* TRANSLATORS: where the review of a deal is: "Step 12 of 143". */
    : g_strdup_printf (_("Step %u of %u"), cursor + 1, gt_review_model_get_n_steps (review));
  gtk_label_set_text (self->review_label, where);

  /* Under the table: the decision's rating and the tutor's words, or, at
   * another seat's step, how the learner's decisions were rated. */
  if (r != NULL)
    words = decision_words (r);
  else
    {
      g_autofree char *counts =
        /* TRANSLATORS: the review's tally of the learner's decisions by rating. */
        g_strdup_printf (_("Your decisions — fine: %u, doubtful: %u, mistakes: %u, blunders: %u."),
                         gt_review_model_count (review, GT_TUTOR_RATING_FINE),
                         gt_review_model_count (review, GT_TUTOR_RATING_DOUBTFUL),
                         gt_review_model_count (review, GT_TUTOR_RATING_MISTAKE),
                         gt_review_model_count (review, GT_TUTOR_RATING_BLUNDER));

      if (critical != G_MAXUINT)
        {
          g_autofree char *critical_words =
            g_strdup_printf (_("The first critical mistake: your %s."),
                             gt_review_model_get_decision_at (review, critical)->play);

          words = g_strconcat (counts, " ", critical_words, NULL);
        }
      else
        words = g_steal_pointer (&counts);
    }
  g_signal_emit (self, signals[STEP_SHOWN], 0, words, r != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.previous", cursor > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", cursor > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.next",
                                 cursor + 1 < gt_review_model_get_n_steps (review));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last",
                                 cursor + 1 < gt_review_model_get_n_steps (review));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.critical", critical != G_MAXUINT);
}


/* Opens the review of the last deal (or the whole game), at the first
 * step or the one it was at. */
static gboolean
open_review (GtPlayReviewBar *self,
             gboolean         whole_game,
             guint            cursor)
{
  GtReviewModel *review = gt_play_model_new_review (self->model, whole_game);
  gboolean was_open = self->review != NULL;

  if (review == NULL)
    return FALSE;
  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_set_object (&self->review, review);
  g_object_unref (review);
  gt_review_model_set_cursor (review, cursor);
  g_signal_connect_swapped (review, "notify::cursor", G_CALLBACK (show_review), self);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.close", TRUE);
  if (!was_open)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_REVIEW]);
  show_review (self);
  gtk_widget_grab_focus (self->review_next_button);
  return TRUE;
}

void
gt_play_review_bar_open (GtPlayReviewBar *self)
{
  g_return_if_fail (GT_IS_PLAY_REVIEW_BAR (self));
  if (!open_review (self, gtk_toggle_button_get_active (self->review_game_button), 0))
    review_list (self);
}

void
gt_play_review_bar_close (GtPlayReviewBar *self)
{
  g_return_if_fail (GT_IS_PLAY_REVIEW_BAR (self));
  if (self->review == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  for (guint i = 0; i < G_N_ELEMENTS (bar_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), bar_actions[i], FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_REVIEW]);
}

void
gt_play_review_bar_step_decision (GtPlayReviewBar *self,
                                  gboolean         forward)
{
  g_return_if_fail (GT_IS_PLAY_REVIEW_BAR (self));
  if (self->review != NULL)
    gt_review_model_step_decision (self->review, forward);
}

GtReviewModel *
gt_play_review_bar_get_review (GtPlayReviewBar *self)
{
  g_return_val_if_fail (GT_IS_PLAY_REVIEW_BAR (self), NULL);
  return self->review;
}

void
gt_play_review_bar_attach (GtPlayReviewBar *self,
                           GtPlayModel     *model,
                           GtTableView     *table,
                           GtNarrationBar  *narration)
{
  g_return_if_fail (GT_IS_PLAY_REVIEW_BAR (self));
  self->model = model;
  self->table = table;
  self->narration = narration;
}

static void
close_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  gt_play_review_bar_close (GT_PLAY_REVIEW_BAR (widget));
}

static void
step_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtPlayReviewBar *self = GT_PLAY_REVIEW_BAR (widget);

  if (self->review == NULL)
    return;
  if (g_str_equal (name, "review.first"))
    gt_review_model_set_cursor (self->review, 0);
  else if (g_str_equal (name, "review.last"))
    gt_review_model_set_cursor (self->review, G_MAXUINT);
  else if (g_str_equal (name, "review.critical"))
    gt_review_model_set_cursor (self->review, gt_review_model_get_first_critical (self->review));
  else
    gt_review_model_step (self->review, g_str_equal (name, "review.next") ? 1 : -1);
}

/* Deal or whole game: the same step stays on the table where it can. */
static void
game_toggled_cb (GtPlayReviewBar *self)
{
  guint step = 0;

  if (self->review == NULL)
    return;
  if (gtk_toggle_button_get_active (self->review_game_button))
    {
      /* The last deal's steps come last in the game's. */
      guint in_deal = gt_review_model_get_cursor (self->review), n_deal = gt_review_model_get_n_steps (self->review);
      GtReviewModel *game = gt_play_model_new_review (self->model, TRUE);

      step = game != NULL ? gt_review_model_get_n_steps (game) - n_deal + in_deal : 0;
      g_clear_object (&game);
    }
  else
    {
      /* Back to the last deal: its first step, or the same one. */
      guint n_game = gt_review_model_get_n_steps (self->review);
      GtReviewModel *last = gt_play_model_new_review (self->model, FALSE);
      guint n_deal = last != NULL ? gt_review_model_get_n_steps (last) : 0;
      guint at = gt_review_model_get_cursor (self->review);

      step = at >= n_game - n_deal ? at - (n_game - n_deal) : 0;
      g_clear_object (&last);
    }
  open_review (self, gtk_toggle_button_get_active (self->review_game_button), step);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
gt_play_review_bar_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GtPlayReviewBar *self = GT_PLAY_REVIEW_BAR (object);

  switch (prop_id)
    {
    case PROP_REVIEW:
      g_value_set_object (value, self->review);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_play_review_bar_dispose (GObject *object)
{
  GtPlayReviewBar *self = GT_PLAY_REVIEW_BAR (object);
  GtkWidget *child;

  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PLAY_REVIEW_BAR);
  /* The template's rows have no id: they are the bar's children still. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_play_review_bar_parent_class)->dispose (object);
}

static void
gt_play_review_bar_class_init (GtPlayReviewBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_play_review_bar_dispose;
  object_class->get_property = gt_play_review_bar_get_property;

  props[PROP_REVIEW] = g_param_spec_object ("review", NULL, NULL, GT_TYPE_REVIEW_MODEL,
                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[STEP_SHOWN] = g_signal_new ("step-shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                      NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/play/gt-play-review-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPlayReviewBar, review_label);
  gtk_widget_class_bind_template_child (widget_class, GtPlayReviewBar, review_game_button);
  gtk_widget_class_bind_template_child (widget_class, GtPlayReviewBar, review_next_button);

  gtk_widget_class_install_action (widget_class, "review.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.critical", NULL, step_action);
  gtk_widget_class_set_css_name (widget_class, "reviewbar");
}

static void
gt_play_review_bar_init (GtPlayReviewBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (bar_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), bar_actions[i], FALSE);
  g_signal_connect_swapped (self->review_game_button, "toggled", G_CALLBACK (game_toggled_cb), self);
}
