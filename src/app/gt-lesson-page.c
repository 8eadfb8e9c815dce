/* gt-lesson-page.c — the lesson player
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page is the lesson's widgets and nothing else: the lesson being
 * taken — the step on show, the answer and its verdict, the hints, the
 * proof of a `win` step, the rule variants, the progress — is a
 * GtLessonModel (src/content/gt-lesson-model.h).  The page hands it the
 * learner's selection and actions, and shows what it says: the whole step
 * on "step-changed", the completion screen on "end-reached", the verdict
 * row on "feedback-changed", the marks and the focus after "answered".
 *
 * What stays here is what only a screen has: the selection and the marks
 * in the hand, the popover that asks which reading is meant, the colour
 * of the option chosen, where the focus goes, the header's words.
 */
#define G_LOG_DOMAIN "gt-lesson-page"

#include "config.h"

#include "gt-lesson-page-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "gt-card-text.h"
#include "gt-explain.h"
#include "gt-lesson-end.h"
#include "gt-lesson-model.h"
#include "gt-play-model.h"
#include "gt-readings-popover.h"
#include "gt-rules.h"
#include "gt-rule-link.h"
#include "gt-verdict-view.h"
#include "gt-rules-page.h"
#include "gt-table-motion.h"
#include "gt-split-view.h"
#include "gt-step-actions.h"
#include "gt-step-options.h"
#include "gt-widgets.h"

/* Inline cards in the texts and the option buttons. */
#define MINI_CARD_WIDTH 28
/* The table's least height: a lower page scrolls. */
#define MIN_TABLE_HEIGHT 220
/* The least lines of the step's text shown over a table whose cards
 * need the rest of the page (the text scrolls, the page under that):
 * three, or two where a third would push the learner's hand out of view
 * (set_table_band()). */
#define MIN_TEXT_LINES   3
#define FEWEST_TEXT_LINES 2


enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_FOUR_COLOUR,
  N_PROPS
};

enum {
  SIGNAL_NEXT_LESSON,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GtLessonPage, gt_lesson_page, GTK_TYPE_WIDGET)

static void sync_table_marks (GtLessonPage *self);

/* ---- Small helpers ------------------------------------------------------- */

/* The rules context of a step: which cards are level and wild cards.  A
 * step without a position names no level, so nothing is marked (a wrong
 * star is worse than none). */
static const GtRuleset *
step_context (GtLessonPage       *self,
              const GtLessonStep *st,
              GtRuleCtx          *ctx)
{
  return gt_lesson_step_rule_ctx (lesson (self), st, ctx);
}

static void
set_string (char       **field,
            const char  *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

static void
update_titles (GtLessonPage *self)
{
  const GtLesson *l = lesson (self);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  /* As the sidebar names it, without a "Bao Huang:" before it. */
  g_autofree char *name = l != NULL ? gt_lesson_dup_short_title (l) : NULL;

  if (l == NULL)
    title = g_strdup (_("Lessons"));
  else if (self->number > 0)
    /* Translators: "Lesson 4 · Straights" in the header. */
    title = g_strdup_printf (_("Lesson %u · %s"), self->number, name);
  else
    title = g_strdup (name);

  if (l == NULL)
    subtitle = g_strdup ("");
  else if (gt_lesson_model_get_review_done (self->model))
    subtitle = g_strdup (_("Review complete"));
  else if (gt_lesson_model_get_at_end (self->model))
    subtitle = g_strdup (gt_lesson_model_all_steps_done (self->model, NULL, NULL) ? _("Lesson complete")
                                                                                  : _("End of the lesson"));
  else if (gt_lesson_model_get_reviewing (self->model))
    {
      guint n = 0, pos = gt_lesson_model_get_review_position (self->model, &n);

      /* Translators: the step counter in the header while the learner
       * reviews the steps that went wrong: "Review: 1 of 3" */
      subtitle = g_strdup_printf (_("Review: %u of %u"), pos, n);
    }
  else
    /* Translators: the step counter in the header. */
    subtitle = g_strdup_printf (_("Step %u of %u"), gt_lesson_model_get_step_number (self->model), l->n_steps);

  if (g_strcmp0 (title, self->title) != 0)
    {
      set_string (&self->title, title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  if (g_strcmp0 (subtitle, self->subtitle) != 0)
    {
      set_string (&self->subtitle, subtitle);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
    }
}

/* A toast in the window, for what goes wrong outside the lesson. */
static void
toast (GtLessonPage *self,
       const char   *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    {
      /* A toast's title is Pango markup (libadwaita 1.2 has no way to
       * turn that off), and messages carry file names: escaped. */
      g_autofree char *escaped = g_markup_escape_text (message, -1);
      AdwToast *t = adw_toast_new (escaped);

      adw_toast_set_timeout (t, 8);
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), t);
    }
  else
    g_message ("%s", message);
}

static void
progress_error_cb (GtLessonPage *self,
                   const char   *message)
{
  static gboolean told;

  /* Once per session: the learner can go on, and a toast on every step
   * would drown the lesson. */
  if (!told)
    toast (self, message);
  told = TRUE;
}

/* ---- Controls ------------------------------------------------------------ */

/* A declaration's choices (four bids, a trump's suits) between Hint and
 * Next had some 160 px at 360 px: in Japanese they stacked one to a line,
 * a bar four buttons high that left the table no room for the hand.  They
 * take a row of their own over the buttons instead, the page's width. */
static void
place_answers (GtLessonPage *self,
               gboolean      own_row)
{
  GtkWidget *answers = GTK_WIDGET (self->step_actions);
  GtkWidget *parent = own_row ? self->choices_row : self->controls;

  gtk_widget_set_visible (self->choices_row, own_row);
  if (gtk_widget_get_parent (answers) == parent)
    return;
  g_object_ref (answers);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (answers)), answers);
  if (own_row)
    gtk_box_append (GTK_BOX (self->choices_row), answers);
  else
    gtk_box_insert_child_after (GTK_BOX (self->controls), answers, self->spacer);
  g_object_unref (answers);
  gtk_widget_set_hexpand (answers, own_row);
  gtk_widget_set_halign (answers, own_row ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
}

void
gt_lesson_page_update_controls (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  gboolean open = gt_lesson_model_can_answer (self->model);
  gboolean play = st != NULL && st->kind == GT_STEP_PLAY;
  gboolean split = st != NULL && st->kind == GT_STEP_SPLIT;
  gboolean give = gt_lesson_step_is_card_act (st);
  gboolean declare = gt_lesson_step_is_declaration (st);
  gboolean judge = st != NULL && st->kind == GT_STEP_JUDGE;
  gboolean has_lesson = lesson (self) != NULL;
  gboolean next_suggested;

  /* The answers' buttons follow the model themselves (gt-step-actions.h);
   * their actions are the page's. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.play", open && (play || give || split));
  /* Not on a lead (issue 31: Pass was offered there and counted a
   * mistake), as on the puzzle page. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.pass", gt_lesson_model_can_pass (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.judge", open && judge);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.declare", open && declare);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.choose",
                                 open && st->kind == GT_STEP_CHOOSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.hint", gt_lesson_model_can_hint (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.back", gt_lesson_model_can_go_back (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", st != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.retry", st != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.restart", has_lesson);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.reset-progress",
                                 has_lesson && gt_lesson_model_get_progress (self->model) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next-lesson", self->has_next_lesson);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.review",
                                 gt_lesson_model_get_n_mistakes (self->model) > 0);
  gtk_widget_set_visible (self->hint_button, st != NULL && (gt_lesson_step_count_hints (st) > 0 || gt_lesson_step_can_show_answer (st)));

  /* One suggested action at a time: what the learner should press next. */
  next_suggested = st != NULL && (st->kind == GT_STEP_READ || st->broken ||
                                  gt_lesson_model_get_answered (self->model) ||
                                  gt_lesson_model_get_proof (self->model) == GT_LESSON_PROOF_TOO_BIG);
  if (next_suggested)
    gtk_widget_add_css_class (self->next_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->next_button, "suggested-action");
  gt_step_actions_set_play_suggested (self->step_actions, !next_suggested);
}

/* ---- Hints ---------------------------------------------------------------- */

/* The hints' card hangs from the step's text, over the table's top: its
 * place follows the text card, its size is its own, and the table keeps
 * its allocation (an overlay's children do not take space).  The verdict
 * row is placed by the overlay itself (valign end). */
static gboolean
overlay_position_cb (GtkOverlay    *overlay,
                     GtkWidget     *child,
                     GdkRectangle  *allocation,
                     GtLessonPage  *self)
{
  graphene_rect_t text;
  int min, nat, width;

  if (child != self->hints_clamp)
    return FALSE;
  if (!gtk_widget_compute_bounds (self->text_clamp, GTK_WIDGET (overlay), &text))
    return FALSE;
  width = (int) text.size.width;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  width = MAX (width, min);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  allocation->x = (int) text.origin.x;
  allocation->y = (int) (text.origin.y + text.size.height) + 6;
  allocation->width = width;
  allocation->height = nat;
  return TRUE;
}

/* ---- The verdict row ----------------------------------------------------- */

/* The verdict row as high as its message, up to the band kept for it
 * under the table, so that it is never over the hand: a longer one
 * scrolls.  (A scrolled window asks its child's height for no width in
 * GTK 4.8, one long line: the height for the band's width is set here.) */
static void
fit_verdict (GtLessonPage *self)
{
  int width = gtk_widget_get_width (self->verdict_band);
  int band = gtk_widget_get_height (self->verdict_band);
  int min, nat;

  if (width <= 0 || band <= 0)
    return;
  gtk_widget_measure (gtk_scrolled_window_get_child (self->verdict_scroller), GTK_ORIENTATION_VERTICAL, width,
                      &min, &nat, NULL, NULL);
  gtk_scrolled_window_set_min_content_height (self->verdict_scroller, -1);
  gtk_scrolled_window_set_max_content_height (self->verdict_scroller, MIN (nat, band));
  gtk_scrolled_window_set_min_content_height (self->verdict_scroller, MIN (nat, band));
}

static void
hide_feedback (GtLessonPage *self)
{
  gtk_revealer_set_reveal_child (self->verdict_revealer, FALSE);
  /* While the row slides away its buttons are still shown: Tab must not
   * stop on them. */
  gtk_widget_set_can_focus (GTK_WIDGET (self->verdict_revealer), FALSE);
}

/* The model's verdict in the row, as the puzzle player shows its own
 * (gt-verdict-view.h): the first sentence the heading, the rest below. */
static void
show_feedback (GtLessonPage *self)
{
  const char *message, *rule;
  GtLessonFeedback kind = gt_lesson_model_get_feedback (self->model, &message, &rule);
  const GtRuleInfo *info = rule != NULL ? gt_rule_lookup (rule) : NULL;
  GtVerdictKind view_kind;

  if (kind == GT_LESSON_FEEDBACK_NONE)
    {
      hide_feedback (self);
      return;
    }

  switch (kind)
    {
    case GT_LESSON_FEEDBACK_RIGHT:
      view_kind = GT_VERDICT_RIGHT;
      break;
    case GT_LESSON_FEEDBACK_WRONG:
      view_kind = GT_VERDICT_WRONG;
      break;
    case GT_LESSON_FEEDBACK_ILLEGAL:
      view_kind = GT_VERDICT_ILLEGAL;
      break;
    case GT_LESSON_FEEDBACK_INFO:
    case GT_LESSON_FEEDBACK_NONE:
    default:
      view_kind = GT_VERDICT_INFO;
      break;
    }
  gt_verdict_view_set_kind (self->verdict_view, view_kind);
  gt_verdict_view_set_message (self->verdict_view, message);
  /* The rule the verdict cites, with its text a click away (the rules
   * reference itself is another page), as the puzzle player shows it. */
  gt_verdict_view_set_rule (self->verdict_view, info != NULL ? info->id : NULL);
  gtk_widget_set_visible (self->retry_button, kind == GT_LESSON_FEEDBACK_WRONG || kind == GT_LESSON_FEEDBACK_ILLEGAL);
  fit_verdict (self);
  gtk_widget_set_can_focus (GTK_WIDGET (self->verdict_revealer), TRUE);
  gtk_revealer_set_reveal_child (self->verdict_revealer, TRUE);
}

/* ---- The table ----------------------------------------------------------- */

static void
show_position (GtLessonPage       *self,
               const GtLessonStep *st)
{
  GtHandView *hand = learner_hand (self);

  gt_table_view_set_position (self->table, lesson (self)->rs, gt_lesson_model_get_position (self->model),
                              st->face_down);
  gt_hand_view_set_sort (hand, self->sort);
}

/* Every step's position, so that the table sizes its cards for them all:
 * the hands keep one card size from step to step (issue 31: they ranged
 * from 68 to 112 px in one lesson, each step's cards as large as its own
 * hands allowed). */
static void
set_steady_cards (GtLessonPage *self)
{
  const GtLesson *l = lesson (self);
  g_autofree GtTableModel *models = NULL;
  guint n = 0;

  if (l == self->steady_for)
    return;
  self->steady_for = l;
  if (l != NULL)
    {
      models = g_new (GtTableModel, l->n_steps);
      for (guint i = 0; i < l->n_steps; i++)
        if (l->steps[i].has_position)
          {
            const GtLessonStep *st = &l->steps[i];

            gt_table_model_from_game (&models[n], l->rs, &st->position, st->face_down);
            /* The play a judge step shows in front of the seat that made
             * it (step_changed_cb()), which the table needs room for too. */
            if (st->kind == GT_STEP_JUDGE && st->position.turn < st->position.n_seats)
              models[n].seats[st->position.turn].last = st->show;
            n++;
          }
    }
  gt_table_view_set_steady_models (self->table, models, n);
}

/* ---- Steps --------------------------------------------------------------- */

/* The text card's border and padding, from its style (its allocation
 * may still be a step of words only's, whose padding is larger): where
 * the step's text starts in the text area (top) and what is under it
 * (bottom). */
static void
text_frame (GtLessonPage *self,
            int          *top,
            int          *bottom)
{
  GtkStyleContext *style;
  GtkBorder padding, border;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  style = gtk_widget_get_style_context (self->text_card);
  gtk_style_context_get_padding (style, &padding);
  gtk_style_context_get_border (style, &border);
  G_GNUC_END_IGNORE_DEPRECATIONS
  *top = padding.top + border.top;
  *bottom = padding.bottom + border.bottom;
}

/* The step's text and options over the table, at the text area's steady
 * height on a step with a table (a longer text scrolls there), at their
 * own on a step of words only (measured here: a scrolled window asks its
 * child's height for no width in GTK 4.8, as one long line).  A text
 * longer than the steady height is cut between two lines, never through
 * one: the text area is then as high as the whole lines that fit (at
 * least three), and the rest of the steady height is a margin under it,
 * so that the table stays where it is from step to step; a shade at its
 * foot (gt-app.css, the scroller's undershoot) says that there is more. */
static void
set_text_height (GtLessonPage       *self,
                 const GtLessonStep *st)
{
  int width = gtk_widget_get_width (self->text_area);
  int text_width = gtk_widget_get_width (GTK_WIDGET (self->step_text));
  int height = -1, margin = 0;

  if (st != NULL && st->has_position && self->text_shown > 0)
    {
      height = self->text_shown;
      if (text_width > 0)
        {
          int top, bottom, total;

          text_frame (self, &top, &bottom);
          gtk_widget_measure (GTK_WIDGET (self->step_text), GTK_ORIENTATION_VERTICAL, text_width,
                              NULL, &total, NULL, NULL);
          if (total > height - top - bottom)
            {
              GtkWidget *bar = gtk_scrolled_window_get_vscrollbar (self->text_scroller);
              int lines = gt_card_text_get_whole_lines (self->step_text, text_width, height - top,
                                                        FEWEST_TEXT_LINES);
              int bar_least;

              /* The area is never lower than its scroll bar's least (its
               * own then): whole lines at least that high. */
              gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, -1, &bar_least, NULL, NULL, NULL);
              for (guint n = FEWEST_TEXT_LINES + 1; top + lines < bar_least && lines < total; n++)
                lines = gt_card_text_get_whole_lines (self->step_text, text_width, 0, n);

              margin = MAX (height - top - lines, 0);
              height = top + lines;
            }
        }
    }
  else if (width > 0)
    gtk_widget_measure (self->text_area, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);

  /* The minimum never above the maximum, on the way up or down. */
  gtk_scrolled_window_set_min_content_height (self->text_scroller, -1);
  gtk_scrolled_window_set_max_content_height (self->text_scroller, height);
  gtk_scrolled_window_set_min_content_height (self->text_scroller, height);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->text_scroller), margin);
}

static void build_options (GtLessonPage *self, const GtLessonStep *st);

/* The height of the tallest text and options among the lesson's steps
 * with a table, at width, up to limit: each is set in the text area and
 * measured, and the step on show is set back. */
static int
steady_text_height (GtLessonPage *self,
                    int           width,
                    int           limit)
{
  const GtLesson *l = lesson (self);
  const GtLessonStep *shown = current_step (self);
  int tallest = 0;

  for (guint i = 0; i < l->n_steps; i++)
    {
      const GtLessonStep *st = &l->steps[i];
      GtRuleCtx ctx;
      const GtRuleset *rs;
      int min, nat;

      if (!st->has_position)
        continue;
      rs = step_context (self, st, &ctx);
      gt_card_text_set_text (self->step_text, st->text, rs, &ctx);
      build_options (self, st);
      gtk_widget_measure (self->text_area, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
      tallest = MAX (tallest, nat);
    }
  if (shown != NULL)
    {
      GtRuleCtx ctx;
      const GtRuleset *rs = step_context (self, shown, &ctx);

      gt_card_text_set_text (self->step_text, shown->text, rs, &ctx);
      build_options (self, shown);
    }
  return MIN (tallest, limit);
}

/* The height of the text card with the first lines lines of the step's
 * text (all of them if fewer), at the step text's width. */
static int
least_text_height (GtLessonPage *self,
                   guint         lines)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->step_text));
  int top, bottom;

  if (width <= 0)
    return 0;
  text_frame (self, &top, &bottom);
  return top + gt_card_text_get_whole_lines (self->step_text, width, 0, lines) + bottom;
}

/* The room a lesson with split steps keeps under the table for the plays
 * set aside, at width: the split view's own height on a step before any
 * is (its heading), and the step box's spacing over it.  0 for a lesson
 * without one. */
static int
split_height (GtLessonPage *self,
              int           width)
{
  const GtLesson *l = lesson (self);
  int min, nat;

  for (guint i = 0; i < l->n_steps; i++)
    if (l->steps[i].kind == GT_STEP_SPLIT)
      {
        /* Measured by its layout: the view is hidden on other steps. */
        gtk_layout_manager_measure (gtk_widget_get_layout_manager (self->split_view), self->split_view,
                                    GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
        return nat + gtk_box_get_spacing (GTK_BOX (self->step_box));
      }
  return 0;
}

/* The page's layout for the lesson, from the page's size: the text area
 * as high as the lesson's tallest text (up to a third of the page), the
 * table what is left under it, the verdict no higher than the band kept
 * for it.  Every step of the lesson then shows its table at one place and
 * one size (issue 31: the table moved and resized with the step's text),
 * and a verdict never covers the hand. */
static void
set_table_band (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  int page = (int) gtk_adjustment_get_page_size (gtk_scrolled_window_get_vadjustment (self->scroller));
  int width = gtk_widget_get_width (self->text_area);
  int table_width = gtk_widget_get_width (GTK_WIDGET (self->table_band));
  GtkBorder padding;
  int height, spacing, rest, text, least, two, three;

  if (page <= 0 || width <= 0 || lesson (self) == NULL)
    return;

  if (self->text_for != lesson (self) || self->text_width != width)
    {
      self->text_for = lesson (self);
      self->text_width = width;
      self->text_height = steady_text_height (self, width, page / 3);
      self->table_least = MAX (gt_table_view_get_steady_minimum (self->table, table_width > 0 ? table_width : width),
                               MIN_TABLE_HEIGHT);
      self->split_height = split_height (self, width);
      self->text_shown = 0;
    }
  /* This step's: the lines are as high as the cards in them. */
  three = least_text_height (self, MIN_TEXT_LINES);
  two = least_text_height (self, FEWEST_TEXT_LINES);

  /* The page's visible height under the step box's padding and spacing,
   * shared by the text and the table.  The table cannot be lower than its
   * least (its cards at their smallest): below that the learner's hand
   * would end under the page's visible part (issue 31: Dou Dizhu's bidding
   * steps, a bottom bar of two rows of bids at 360 px), so the text gives
   * way down to three whole lines (two) and scrolls.  A page too low for both
   * scrolls. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_padding (gtk_widget_get_style_context (self->step_box), &padding);
  G_GNUC_END_IGNORE_DEPRECATIONS
  spacing = gtk_box_get_spacing (GTK_BOX (self->step_box));
  rest = page - spacing - padding.top - padding.bottom - self->split_height;
  least = self->table_least;
  /* A page too low for that (a bar of bids in two rows at 360 px): this
   * step's own least, measured by the table's layout (the band's size
   * request is not the table's), so that its hand is seen at least, the
   * table one size no longer. */
  if (st != NULL && st->has_position && rest - least < three)
    {
      int own;

      gtk_layout_manager_measure (gtk_widget_get_layout_manager (GTK_WIDGET (self->table)), GTK_WIDGET (self->table),
                                  GTK_ORIENTATION_VERTICAL, table_width > 0 ? table_width : width,
                                  &own, NULL, NULL, NULL);
      least = MIN (least, MAX (own, MIN_TABLE_HEIGHT));
    }
  /* Whole lines (set_text_height()): three at least where the hand stays
   * in view under them, else two; a page too low even for two scrolls
   * (the least it has to), rather than show less of the text. */
  if (rest - least >= three)
    text = MIN (self->text_height, rest - least);
  else
    text = MIN (self->text_height, two);
  if (text != self->text_shown)
    {
      self->text_shown = text;
      set_text_height (self, st);
    }
  height = MAX (rest - text, least);
  if (height != adw_clamp_get_maximum_size (self->table_band))
    {
      /* At least that high, and the clamp keeps it from asking more. */
      gtk_widget_set_size_request (GTK_WIDGET (self->table), -1, height);
      adw_clamp_set_maximum_size (self->table_band, height);
      adw_clamp_set_tightening_threshold (self->table_band, height);
    }
  fit_verdict (self);
}

static gboolean
band_idle_cb (gpointer data)
{
  GtLessonPage *self = data;

  self->band_idle = 0;
  set_table_band (self);
  return G_SOURCE_REMOVE;
}

/* Set after the allocation that changed the page's size, not during it. */
static void
page_size_cb (GtLessonPage *self)
{
  if (self->band_idle == 0)
    self->band_idle = g_idle_add (band_idle_cb, self);
}

static void
build_options (GtLessonPage       *self,
               const GtLessonStep *st)
{
  GtRuleCtx ctx;
  const GtRuleset *rs = step_context (self, st, &ctx);

  gt_step_options_set_step (self->options, st, rs, &ctx);
  gtk_widget_set_visible (self->options_clamp, gt_step_options_has_options (self->options));
}

/* Whether one of a declaration's choices takes a card the learner selects
 * (Da Bai Fen's card shown): then the hand is there to select from. */
static gboolean
declare_takes_card (const GtLessonStep *st)
{
  for (const GtStepChoice *c = st->act->choices; c != NULL && c->id != NULL; c++)
    if (c->with_card)
      return TRUE;
  return FALSE;
}

static void
add_hint_row (GtLessonPage *self,
              const char   *caption,
              const char   *text)
{
  const GtLessonStep *st = current_step (self);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (caption);
  GtkWidget *body = gt_card_text_new ();
  GtRuleCtx ctx;
  const GtRuleset *rs = step_context (self, st, &ctx);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "hint-caption");
  gt_card_text_set_card_width (GT_CARD_TEXT (body), MINI_CARD_WIDTH);
  gt_card_text_set_four_colour (GT_CARD_TEXT (body), self->four_colour);
  gt_card_text_set_text (GT_CARD_TEXT (body), text, rs, &ctx);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), body);
  gt_verdict_view_append_body (self->hints_view, row);
  gtk_widget_set_visible (self->hints_clamp, TRUE);
}

/* The step's Highlight= or the model answer, when the model says they
 * may glow (gt_lesson_model_get_hint_marks()). */
void
gt_lesson_page_show_highlight (GtLessonPage *self)
{
  const GtCardList *marks = gt_lesson_model_get_hint_marks (self->model);

  gt_hand_view_set_marks (learner_hand (self), marks, marks != NULL ? GT_CARD_MARK_HINT : GT_CARD_MARK_NONE);
}

/* The hints the model has revealed, and the model answer marked in the
 * hand once it is. */
static void
show_hints (GtLessonPage *self)
{
  guint n = gt_lesson_model_get_n_hints (self->model);

  gt_verdict_view_clear_body (self->hints_view);
  gtk_widget_set_visible (self->hints_clamp, FALSE);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *caption = g_strdup_printf (_("Hint %u"), i + 1);
      const char *text = gt_lesson_model_get_hint (self->model, i);

      if (text != NULL)
        add_hint_row (self, caption, text);
    }
  if (gt_lesson_model_get_answer_shown (self->model))
    {
      g_autofree char *text = gt_lesson_model_dup_answer_text (self->model);

      add_hint_row (self, _("Answer"), text);
    }
  /* A hint may show what the step highlights, the answer its cards. */
  if (n > 0 || gt_lesson_model_get_answer_shown (self->model))
    gt_lesson_page_show_highlight (self);
}

/* A read step's Link=, a button to another page (the window's
 * "win.show-page"), worded by the model (gt_lesson_step_link_page()). */
static void
show_link (GtLessonPage       *self,
           const GtLessonStep *st)
{
  g_autofree char *label = NULL;
  g_autofree char *page = gt_lesson_step_link_page (st, &label);

  gtk_widget_set_visible (self->link_button, page != NULL);
  if (page == NULL)
    return;
  gtk_button_set_label (GTK_BUTTON (self->link_button), label);
  /* A long label wraps: the page must still fit 360 px. */
  if (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (self->link_button))))
    {
      GtkLabel *text = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->link_button)));

      gtk_label_set_wrap (text, TRUE);
      gtk_label_set_wrap_mode (text, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (text, GTK_JUSTIFY_CENTER);
    }
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->link_button), "s", page);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->link_button), "win.show-page");
}

/* A step afresh: its text, its table, its options, the hints kept. */
static void
step_changed_cb (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  GtRuleCtx ctx;
  const GtRuleset *rs;
  GtHandView *hand = learner_hand (self);
  gboolean again;

  if (st == NULL)
    return;
  again = st == self->shown_step;
  self->shown_step = st;
  gtk_stack_set_visible_child_name (self->stack, "step");
  gtk_popover_popdown (self->readings_popover);
  hide_feedback (self);

  rs = step_context (self, st, &ctx);
  gt_card_text_set_text (self->step_text, st->text, rs, &ctx);

  gtk_widget_set_visible (GTK_WIDGET (self->table), st->has_position);
  /* On a step of words too: the table's band is measured for the
   * lesson's positions from its first step. */
  set_steady_cards (self);
  if (st->has_position)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "text-only");
      gtk_widget_set_valign (self->step_box, GTK_ALIGN_FILL);
      show_position (self, st);
      /* A step's table is set up, not played: nothing slides in.  The
       * same step again (Retry after a right play) takes that play back:
       * its cards go home to the hand as in a puzzle. */
      if (!again)
        gt_table_motion_settle (self->motion);
      /* The play to judge lies in front of the seat that made it. */
      if (st->kind == GT_STEP_JUDGE && st->position.turn < st->position.n_seats)
        gt_table_view_set_last_play (self->table, st->position.turn, &st->show, FALSE);
      gt_hand_view_set_interactive (hand, st->kind == GT_STEP_PLAY || st->kind == GT_STEP_SPLIT ||
                                          gt_lesson_step_is_card_act (st) ||
                                          (gt_lesson_step_is_declaration (st) && declare_takes_card (st)));
      gt_lesson_page_show_highlight (self);
    }
  else
    {
      /* Words only: the text (and any options) take the middle of the
       * page. */
      gtk_widget_add_css_class (GTK_WIDGET (self), "text-only");
      gtk_widget_set_valign (self->step_box, GTK_ALIGN_CENTER);
      gt_table_view_set_position (self->table, NULL, NULL, 0);
    }
  build_options (self, st);
  show_link (self, st);
  place_answers (self, gt_lesson_step_is_declaration (st));
  set_text_height (self, st);
  /* Another lesson's texts: the text area and the table measured anew,
   * before the step is first drawn (at the size the page has); and on a
   * page too low for the lesson's steady band, this step's. */
  set_table_band (self);
  /* Retry keeps what the learner has already been told. */
  show_hints (self);

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  gt_lesson_page_update_controls (self);
  update_titles (self);

  /* The focus goes where the step is answered, so that a learner at the
   * keyboard is there at once, and does not skip a question with the
   * Enter that went on from the step before. */
  if (st->broken || st->kind == GT_STEP_READ)
    gtk_widget_grab_focus (self->next_button);
  else if (st->has_position && gt_hand_view_get_interactive (hand))
    gtk_widget_grab_focus (GTK_WIDGET (hand));
  else if (st->kind == GT_STEP_CHOOSE && gt_step_options_has_options (self->options))
    gt_step_options_focus_first (self->options);
  else
    gt_step_actions_focus_answer (self->step_actions);
}

static void
end_reached_cb (GtLessonPage *self)
{
  hide_feedback (self);
  gt_lesson_end_show (self->end, self->model, self->has_next_lesson);
  gtk_stack_set_visible_child_name (self->stack, "done");
  gt_lesson_page_update_controls (self);
  update_titles (self);
  if (self->has_next_lesson)
    gt_lesson_end_focus (self->end);
}

/* ---- Answers ------------------------------------------------------------- */

static void
feedback_changed_cb (GtLessonPage *self)
{
  show_feedback (self);
  sync_table_marks (self);
  gt_lesson_page_update_controls (self);
}

static void
position_changed_cb (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);

  if (st != NULL)
    show_position (self, st);
}

static void
hints_changed_cb (GtLessonPage *self)
{
  show_hints (self);
  gt_lesson_page_update_controls (self);
}

static void
changed_cb (GtLessonPage *self)
{
  gt_lesson_page_update_controls (self);
  update_titles (self);
}

/* A judge step's verdict marks the cards at fault in the play on the
 * table; a play step's wrong play marks the seat whose play beats it, as
 * a puzzle's refutation marks the refuter, and says so in the centre, by
 * the seat; any other verdict, or none, marks nothing there. */
static void
sync_table_marks (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  guint beaten_by = gt_lesson_model_get_beaten_by (self->model);
  GtCardList fault;

  gt_lesson_model_get_fault (self->model, &fault);
  if (st != NULL && st->kind == GT_STEP_JUDGE && st->has_position && fault.n > 0)
    gt_table_view_mark_play (self->table, st->position.turn, &fault, GT_CARD_MARK_FAULT);
  else
    gt_table_view_mark_play (self->table, GT_TABLE_NO_SEAT, NULL, GT_CARD_MARK_NONE);

  if (st != NULL && st->has_position && beaten_by < st->position.n_seats)
    {
      /* Translators: in the centre of the table after a wrong play in a
       * lesson, by the seat outlined in red: %s is its letter or number,
       * "E can beat your play" */
      g_autofree char *words = g_strdup_printf (C_("table", "%s can beat your play"),
                                                gt_game_seat_name (&st->position, beaten_by,
                                                                   GT_SEAT_NAME_LETTER));

      gt_table_view_set_marked_seat (self->table, beaten_by);
      gt_table_view_set_status (self->table, words);
    }
  else
    {
      gt_table_view_set_marked_seat (self->table, GT_TABLE_NO_SEAT);
      gt_table_view_set_status (self->table, NULL);
    }
}

/* What an answer does to the hand, the options and the focus; the model
 * has set the verdict and the position. */
static void
answered_cb (GtLessonPage *self,
             int           kind)
{
  const GtLessonStep *st = current_step (self);
  GtHandView *hand = learner_hand (self);

  sync_table_marks (self);
  switch (kind)
    {
    case GT_ANSWER_RIGHT:
      gtk_popover_popdown (self->readings_popover);
      gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
      if (st->has_position)
        gt_hand_view_set_interactive (hand, FALSE);
      gt_step_options_mark_chosen (self->options, "right");
      gt_lesson_page_update_controls (self);
      gtk_widget_grab_focus (self->next_button);
      break;

    case GT_ANSWER_WRONG:
      gt_step_options_mark_chosen (self->options, "wrong");
      gt_lesson_page_update_controls (self);
      break;

    case GT_ANSWER_UNCHECKED:
      gt_lesson_page_update_controls (self);
      break;

    case GT_ANSWER_ILLEGAL:
    default:
      {
        GtCardList fault;

        /* The table does not change; the cards at fault are marked (and
         * shake) in the learner's hand. */
        gt_lesson_model_get_fault (self->model, &fault);
        if (fault.n > 0)
          gt_hand_view_set_marks (hand, &fault, GT_CARD_MARK_FAULT);
        gt_lesson_page_update_controls (self);
      }
      break;
    }
  gt_step_options_set_chosen (self->options, 0);
}

static void
reading_chosen_cb (GtLessonPage *self,
                   guint         i)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "lesson.reading", "u", (guint32) i);
}

/* Asks which reading is meant: the model found that the selection has
 * undeclared wild cards and reads as more than one legal play. */
void
gt_lesson_page_ask_reading (GtLessonPage *self)
{
  g_autoptr(GPtrArray) choices = gt_lesson_model_list_readings (self->model);
  GtRuleCtx ctx;

  gt_game_rule_ctx (&current_step (self)->position, &ctx);
  gt_readings_popover_ask (GT_READINGS_POPOVER (self->readings_popover), lesson (self)->rs, &ctx, choices);
}

/* ---- The hand ----------------------------------------------------------- */

static void
hand_activate_cb (GtHandView   *hand,
                  GtLessonPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "lesson.play", NULL);
}

static void
hand_selection_changed_cb (GtHandView   *hand,
                           GtLessonPage *self)
{
  /* A new selection is a new attempt: the old request no longer applies. */
  gt_lesson_model_dismiss (self->model, TRUE);
}

/* ---- GObject ------------------------------------------------------------- */

static void
gt_lesson_page_dispose (GObject *object)
{
  GtLessonPage *self = GT_LESSON_PAGE (object);

  g_clear_handle_id (&self->band_idle, g_source_remove);
  if (self->readings_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->readings_popover));
      self->readings_popover = NULL;
    }
  /* A proof in flight ends on its own, and its answer finds no model. */
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->motion);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_LESSON_PAGE);

  G_OBJECT_CLASS (gt_lesson_page_parent_class)->dispose (object);
}

static void
gt_lesson_page_finalize (GObject *object)
{
  GtLessonPage *self = GT_LESSON_PAGE (object);

  g_free (self->title);
  g_free (self->subtitle);

  G_OBJECT_CLASS (gt_lesson_page_parent_class)->finalize (object);
}

static void
gt_lesson_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GtLessonPage *self = GT_LESSON_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_lesson_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GtLessonPage *self = GT_LESSON_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      gt_lesson_page_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_lesson_page_class_init (GtLessonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_lesson_page_dispose;
  object_class->finalize = gt_lesson_page_finalize;
  object_class->get_property = gt_lesson_page_get_property;
  object_class->set_property = gt_lesson_page_set_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_NEXT_LESSON] =
    g_signal_new ("next-lesson", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (GT_TYPE_CARD_TEXT);
  g_type_ensure (GT_TYPE_TABLE_VIEW);
  g_type_ensure (GT_TYPE_RULE_LINK);
  g_type_ensure (GT_TYPE_VERDICT_VIEW);
  g_type_ensure (GT_TYPE_STEP_OPTIONS);
  g_type_ensure (GT_TYPE_STEP_ACTIONS);
  g_type_ensure (GT_TYPE_LESSON_END);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-lesson-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, stack);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, step_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, text_scroller);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, text_area);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, text_clamp);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, text_card);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, step_text);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, hints_view);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, hints_clamp);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, feedback_overlay);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, options_clamp);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, options);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, table_band);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, table);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_band);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_scroller);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_view);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, controls);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, choices_row);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, spacer);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, step_actions);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, spinner);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, end);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, empty_page);

  _gt_lesson_page_actions_install (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "lesson.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "lesson.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "lesson.pass", NULL);
  /* The number keys pick a choose step's options, as they are numbered
   * (the action is enabled on choose steps only). */
  for (guint i = 0; i < 8; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, 0, "lesson.choose", "u", i + 1);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_1 + i, 0, "lesson.choose", "u", i + 1);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "lesson.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "lesson.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "lesson.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "lesson.back", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lessonpage");
}

static void
gt_lesson_page_init (GtLessonPage *self)
{
  GtHandView *hand;

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->feedback_overlay, "get-child-position", G_CALLBACK (overlay_position_cb), self);
  /* The page's height and width, as its scroller's adjustments see them. */
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (self->scroller), "notify::page-size",
                            G_CALLBACK (page_size_cb), self);
  g_signal_connect_swapped (gtk_scrolled_window_get_hadjustment (self->scroller), "notify::page-size",
                            G_CALLBACK (page_size_cb), self);


  self->readings_popover = GTK_POPOVER (gt_readings_popover_new ());
  g_signal_connect_swapped (self->readings_popover, "chosen", G_CALLBACK (reading_chosen_cb), self);
  gtk_widget_set_parent (GTK_WIDGET (self->readings_popover),
                        gt_step_actions_get_play_button (self->step_actions));
  self->sort = GT_HAND_SORT_RANK;

  self->motion = gt_table_motion_new (self->table);
  self->model = gt_lesson_model_new ();
  /* The answers' buttons first: the page's focus goes to them once they
   * show the step. */
  gt_step_actions_set_model (self->step_actions, self->model);
  g_signal_connect_swapped (self->model, "step-changed", G_CALLBACK (step_changed_cb), self);
  g_signal_connect_swapped (self->model, "end-reached", G_CALLBACK (end_reached_cb), self);
  g_signal_connect_swapped (self->model, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (self->model, "feedback-changed", G_CALLBACK (feedback_changed_cb), self);
  g_signal_connect_swapped (self->model, "answered", G_CALLBACK (answered_cb), self);
  g_signal_connect_swapped (self->model, "hints-changed", G_CALLBACK (hints_changed_cb), self);
  g_signal_connect_swapped (self->model, "progress-error", G_CALLBACK (progress_error_cb), self);
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (changed_cb), self);
  g_object_bind_property (self->model, "thinking", self->thinking_box, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->model, "thinking", self->spinner, "spinning", G_BINDING_SYNC_CREATE);

  /* Below the table: the plays of a split step. */
  self->split_view = gt_split_view_new (self->model);
  gtk_widget_set_name (self->split_view, "split-view");
  gtk_widget_set_margin_start (self->split_view, 12);
  gtk_widget_set_margin_end (self->split_view, 12);
  gtk_box_append (GTK_BOX (self->step_box), self->split_view);
  /* Under the step's text: where a read step's Link= goes. */
  self->link_button = gtk_button_new ();
  gtk_widget_set_name (self->link_button, "link-button");
  gtk_widget_add_css_class (self->link_button, "pill");
  gtk_widget_set_halign (self->link_button, GTK_ALIGN_CENTER);
  /* Set off from the text above it and the card's edge below. */
  gtk_widget_set_margin_top (self->link_button, 8);
  gtk_widget_set_margin_bottom (self->link_button, 8);
  gtk_widget_set_visible (self->link_button, FALSE);
  gtk_box_append (GTK_BOX (self->text_card), self->link_button);

  hand = learner_hand (self);
  g_signal_connect_object (hand, "activate", G_CALLBACK (hand_activate_cb), self, 0);
  g_signal_connect_object (hand, "selection-changed", G_CALLBACK (hand_selection_changed_cb), self, 0);

  gt_lesson_page_set_lesson (self, NULL, 0, NULL);
}

/* ---- API ----------------------------------------------------------------- */

GtkWidget *
gt_lesson_page_new (void)
{
  return g_object_new (GT_TYPE_LESSON_PAGE, NULL);
}

GtLessonModel *
gt_lesson_page_get_model (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->model;
}

void
gt_lesson_page_set_progress (GtLessonPage *self,
                             GtProgress   *progress)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  gt_lesson_model_set_progress (self->model, progress);
  gt_lesson_page_update_controls (self);
}

void
gt_lesson_page_set_lesson (GtLessonPage *self,
                           GtLesson     *new_lesson,
                           guint         number,
                           const char   *message)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  self->number = number;
  hide_feedback (self);
  self->steady_for = NULL;
  self->text_for = NULL;
  gt_lesson_model_set_lesson (self->model, new_lesson);

  if (lesson (self) == NULL)
    {
      /* Markup, and the message may name a file. */
      g_autofree char *escaped = message != NULL ? g_markup_escape_text (message, -1) : NULL;

      adw_status_page_set_description (self->empty_page, escaped);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gt_lesson_page_update_controls (self);
      update_titles (self);
    }
}

void
gt_lesson_page_replace_lesson (GtLessonPage *self,
                               GtLesson     *new_lesson)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  if (new_lesson == NULL)
    {
      gt_lesson_page_set_lesson (self, NULL, 0, _("The lesson file can no longer be read."));
      return;
    }
  self->steady_for = NULL;
  self->text_for = NULL;
  gt_lesson_model_replace_lesson (self->model, new_lesson);
}

const GtLesson *
gt_lesson_page_get_lesson (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return lesson (self);
}

void
gt_lesson_page_set_has_next_lesson (GtLessonPage *self,
                                    gboolean      has_next)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  self->has_next_lesson = has_next;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "done") == 0)
    gt_lesson_end_show (self->end, self->model, has_next);
  gt_lesson_page_update_controls (self);
}

void
gt_lesson_page_set_variants (GtLessonPage *self,
                             guint32       variants)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));
  gt_lesson_model_set_variants (self->model, variants);
}

void
gt_lesson_page_set_sort (GtLessonPage *self,
                         GtHandSort    sort)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  self->sort = sort;
  gt_hand_view_set_sort (learner_hand (self), sort);
}

void
gt_lesson_page_set_four_colour (GtLessonPage *self,
                                gboolean      four_colour)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  /* The table, the step's text, and the options, hints and readings on
   * show; those made later take self->four_colour. */
  gt_widgets_pass_four_colour (GTK_WIDGET (self), four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_lesson_page_get_four_colour (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), FALSE);
  return self->four_colour;
}

const char *
gt_lesson_page_get_title (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->title;
}

const char *
gt_lesson_page_get_subtitle (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->subtitle;
}

GtTableView *
gt_lesson_page_get_table (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->table;
}

char *
gt_lesson_page_dup_step_text (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return gt_card_text_dup_plain (self->step_text);
}
