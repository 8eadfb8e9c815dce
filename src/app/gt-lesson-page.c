/* gt-lesson-page.c — the lesson player
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-lesson-page.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "gt-card-text.h"
#include "gt-explain.h"
#include "gt-rules.h"
#include "gt-rules-page.h"
#include "gt-solver-runner.h"
#include "gt-widgets.h"

/* Inline cards in the readings popover and the option buttons. */
#define MINI_CARD_WIDTH 28

typedef enum {
  PROOF_NONE,                /* no `win` step on show */
  PROOF_RUNNING,
  PROOF_DONE,
  PROOF_TOO_BIG,             /* out of the solver's budget: not checkable */
} ProofState;

typedef enum {
  FEEDBACK_NONE,
  FEEDBACK_RIGHT,
  FEEDBACK_WRONG,
  FEEDBACK_ILLEGAL,
  FEEDBACK_INFO,
} Feedback;

struct _GtLessonPage {
  GtkWidget parent_instance;

  /* Template */
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkWidget *step_box;
  GtkWidget *text_clamp;
  GtkWidget *text_card;
  GtCardText *step_text;
  GtkBox *hints_box;
  GtkWidget *options_clamp;
  GtkBox *options_box;
  GtTableView *table;
  GtkRevealer *verdict_revealer;
  GtkWidget *verdict_box;
  GtkImage *verdict_icon;
  GtkLabel *verdict_label;
  GtkMenuButton *rule_button;
  GtkLabel *rule_section_label;
  GtkLabel *rule_text_label;
  GtkLabel *rule_id_label;
  GtkWidget *rule_reference_button;
  GtkWidget *retry_button;
  GtkWidget *back_button;
  GtkWidget *hint_button;
  GtkWidget *pass_button;
  GtkWidget *illegal_button;
  GtkWidget *legal_button;
  GtkWidget *play_button;
  GtkWidget *next_button;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  AdwStatusPage *done_page;
  AdwStatusPage *empty_page;
  GtkWidget *next_lesson_button;
  GtkWidget *first_undone_button;
  GtkPopover *readings_popover;
  GtkListBox *readings_list;

  /* The lesson */
  GtLesson *lesson;
  guint number;
  GtProgress *progress;
  GtHandSort sort;
  gboolean four_colour;      /* the deck of every card on the page */

  /* The proof of the `win` step on show.  It is made in the runner's
   * worker as soon as the step is shown — a position from a shared file
   * may take the solver's whole budget, and the main loop must keep
   * turning —, so that by the time the learner plays, the answer is
   * usually ready; a play made before it is waits for it. */
  GtSolverRunner *runner;
  ProofState proof_state;
  guint proof_step;          /* 0-based, for the step and variants below */
  guint32 proof_variants;
  GArray *winning;           /* GtMove, PROOF_DONE */
  gboolean play_waiting;     /* a play (or pass) submitted while proving */
  GtCardList waiting;

  /* Rule variants: the learner's, and each step's own as loaded (the page
   * changes its copy of the lesson's positions) */
  guint32 variants;
  guint32 base_variants[GT_LESSON_MAX_STEPS];
  guint64 settled;           /* bit i: step i's variants are decided */
  guint64 on_trial;          /* bit i: step i plays under the learner's variants
                              * until its proof shows they keep it winnable */
  gboolean has_next_lesson;
  char *title;
  char *subtitle;

  /* The step on show */
  guint step;                /* 0-based */
  gboolean done_shown;       /* the completion screen is up */
  gboolean answered;         /* answered right on this visit */
  guint n_hints;             /* hints revealed */
  gboolean answer_shown;     /* the last grade: the model answer marked */
  GtGame shown;              /* the position on the table */
  Feedback feedback;
  char *feedback_rule;
  GtkWidget *chosen_option;  /* the option button answered, for its colour */

  /* A selection waiting for the learner to pick a reading */
  GtCardList pending;
  guint n_readings;
  GtReading readings[GT_READINGS_MAX];
};

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

static void     show_step      (GtLessonPage *self,
                                gboolean      keep_hints);
static gboolean all_steps_done (GtLessonPage *self,
                                guint        *first_undone);
static void     settle_variants (GtLessonPage *self,
                                 guint         i);
static void     prove_step      (GtLessonPage *self);
static void     show_unprovable (GtLessonPage *self);
static void     show_answer     (GtLessonPage *self,
                                 GtAnswer     *answer);

/* ---- Small helpers ------------------------------------------------------- */

static const GtLessonStep *
current_step (GtLessonPage *self)
{
  if (self->lesson == NULL || self->done_shown || self->step >= self->lesson->n_steps)
    return NULL;
  return &self->lesson->steps[self->step];
}

static GtHandView *
learner_hand (GtLessonPage *self)
{
  return gt_table_view_get_hand (self->table);
}

/* The rules context of a step: which cards are level and wild cards.  A
 * step without a position names no level, so nothing is marked (a wrong
 * star is worse than none). */
static const GtRuleset *
step_context (GtLessonPage       *self,
              const GtLessonStep *st,
              GtRuleCtx          *ctx)
{
  gt_rule_ctx_init (ctx, self->lesson->rs, 2);
  if (st == NULL || !st->has_position)
    return NULL;
  gt_game_rule_ctx (&st->position, ctx);
  return self->lesson->rs;
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
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->lesson == NULL)
    title = g_strdup (_("Lessons"));
  else if (self->number > 0)
    /* Translators: "Lesson 4 · Straights" in the header. */
    title = g_strdup_printf (_("Lesson %u · %s"), self->number, self->lesson->title);
  else
    title = g_strdup (self->lesson->title);

  if (self->lesson == NULL)
    subtitle = g_strdup ("");
  else if (self->done_shown)
    {
      guint first_undone;
      subtitle = g_strdup (all_steps_done (self, &first_undone) ? _("Lesson complete") : _("End of the lesson"));
    }
  else
    /* Translators: the step counter in the header. */
    subtitle = g_strdup_printf (_("Step %u of %u"), self->step + 1, self->lesson->n_steps);

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
save_progress (GtLessonPage *self)
{
  g_autoptr(GError) error = NULL;
  static gboolean told;

  if (self->progress == NULL || gt_progress_save (self->progress, &error))
    return;
  /* Once per session: the learner can go on, and a toast on every step
   * would drown the lesson. */
  if (!told)
    toast (self, error->message);
  told = TRUE;
}

static guint
count_hints (const GtLessonStep *st)
{
  guint n = 0;

  for (guint i = 0; i < GT_LESSON_MAX_HINTS; i++)
    if (st->hints[i] != NULL)
      n++;
  return n;
}

static gboolean
can_show_answer (const GtLessonStep *st)
{
  return st->has_answer &&
         (st->kind == GT_STEP_PLAY || st->kind == GT_STEP_TRIBUTE || st->kind == GT_STEP_RETURN);
}

static gboolean
all_steps_done (GtLessonPage *self,
                guint        *first_undone)
{
  *first_undone = 0;
  if (self->progress == NULL)
    return TRUE;
  for (guint i = 0; i < self->lesson->n_steps; i++)
    if (!gt_progress_is_step_done (self->progress, self->lesson->id, i + 1))
      {
        *first_undone = i + 1;
        return FALSE;
      }
  return TRUE;
}

static void
mark_step_done (GtLessonPage *self)
{
  if (self->progress == NULL || self->lesson == NULL)
    return;
  gt_progress_set_step_done (self->progress, self->lesson->id, self->step + 1);
  save_progress (self);
}

/* ---- Controls ------------------------------------------------------------ */

static void
update_controls (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  gboolean open = st != NULL && !st->broken && !self->answered && !self->play_waiting &&
                  self->proof_state != PROOF_TOO_BIG;
  gboolean play = st != NULL && st->kind == GT_STEP_PLAY;
  gboolean give = st != NULL && (st->kind == GT_STEP_TRIBUTE || st->kind == GT_STEP_RETURN);
  gboolean judge = st != NULL && st->kind == GT_STEP_JUDGE;
  gboolean next_suggested;
  gboolean hint_left = FALSE;

  gtk_widget_set_visible (self->pass_button, play);
  gtk_widget_set_visible (self->play_button, play || give);
  gtk_widget_set_visible (self->legal_button, judge);
  gtk_widget_set_visible (self->illegal_button, judge);
  if (give)
    gtk_button_set_label (GTK_BUTTON (self->play_button),
                          st->kind == GT_STEP_TRIBUTE ? _("_Pay Tribute") : _("_Return Card"));
  else
    gtk_button_set_label (GTK_BUTTON (self->play_button), _("P_lay"));

  if (st != NULL)
    hint_left = self->n_hints < count_hints (st) || (can_show_answer (st) && !self->answer_shown);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.play", open && (play || give));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.pass", open && play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.judge", open && judge);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.choose",
                                 open && st->kind == GT_STEP_CHOOSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.hint", open && hint_left);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.back",
                                 self->lesson != NULL && (self->done_shown || self->step > 0));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", st != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.retry", st != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.restart", self->lesson != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.reset-progress",
                                 self->lesson != NULL && self->progress != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next-lesson", self->has_next_lesson);
  gtk_widget_set_visible (self->hint_button, st != NULL && (count_hints (st) > 0 || can_show_answer (st)));

  /* One suggested action at a time: what the learner should press next. */
  next_suggested = st != NULL && (st->kind == GT_STEP_READ || st->broken || self->answered ||
                                  self->proof_state == PROOF_TOO_BIG);
  if (next_suggested)
    {
      gtk_widget_add_css_class (self->next_button, "suggested-action");
      gtk_widget_remove_css_class (self->play_button, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (self->next_button, "suggested-action");
      gtk_widget_add_css_class (self->play_button, "suggested-action");
    }
}

/* ---- The verdict row ----------------------------------------------------- */

static void
hide_feedback (GtLessonPage *self)
{
  self->feedback = FEEDBACK_NONE;
  g_clear_pointer (&self->feedback_rule, g_free);
  gtk_revealer_set_reveal_child (self->verdict_revealer, FALSE);
  /* While the row slides away its buttons are still shown: Tab must not
   * stop on them. */
  gtk_widget_set_can_focus (GTK_WIDGET (self->verdict_revealer), FALSE);
}

static void
show_feedback (GtLessonPage *self,
               Feedback      kind,
               const char   *message,
               const char   *rule)
{
  static const char *const classes[] = { "verdict-right", "verdict-wrong", "verdict-illegal", "verdict-info" };
  const GtRuleInfo *info = rule != NULL ? gt_rule_lookup (rule) : NULL;
  const char *icon, *klass;

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (self->verdict_box, classes[i]);

  switch (kind)
    {
    case FEEDBACK_RIGHT:
      icon = "object-select-symbolic";
      klass = "verdict-right";
      break;
    case FEEDBACK_WRONG:
      icon = "dialog-warning-symbolic";
      klass = "verdict-wrong";
      break;
    case FEEDBACK_ILLEGAL:
      icon = "action-unavailable-symbolic";
      klass = "verdict-illegal";
      break;
    case FEEDBACK_INFO:
    case FEEDBACK_NONE:
    default:
      icon = "dialog-information-symbolic";
      klass = "verdict-info";
      break;
    }
  gtk_image_set_from_icon_name (self->verdict_icon, icon);
  gtk_widget_add_css_class (self->verdict_box, klass);
  gtk_label_set_text (self->verdict_label, message);

  self->feedback = kind;
  set_string (&self->feedback_rule, rule);

  /* The rule the verdict cites, with its text a click away (the rules
   * reference itself is another page). */
  gtk_widget_set_visible (GTK_WIDGET (self->rule_button), info != NULL);
  if (info != NULL)
    {
      g_autofree char *label = g_strdup_printf (_("Rule %s"), info->id);

      gtk_menu_button_set_label (self->rule_button, label);
      gtk_label_set_text (self->rule_section_label, gt_rule_get_section (info));
      {
        /* The specification's light Markdown, as the rules reference shows
         * it; rule ids in it are links (rule_link_cb). */
        g_autofree char *markup = gt_rule_text_to_markup (gt_rule_get_text (info), TRUE);

        gtk_label_set_markup (self->rule_text_label, markup);
      }
      gtk_label_set_text (self->rule_id_label, info->id);
      /* The whole reference is the window's page ("win.show-rule"). */
      /* The target first: a name without one would be a type mismatch. */
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rule_reference_button), "s", info->id);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rule_reference_button), "win.show-rule");
    }
  gtk_widget_set_visible (self->retry_button, kind == FEEDBACK_WRONG || kind == FEEDBACK_ILLEGAL);
  gtk_widget_set_can_focus (GTK_WIDGET (self->verdict_revealer), TRUE);
  gtk_revealer_set_reveal_child (self->verdict_revealer, TRUE);
}

/* ---- The table ----------------------------------------------------------- */

static void
show_position (GtLessonPage       *self,
               const GtLessonStep *st,
               const GtGame       *game)
{
  GtHandView *hand = learner_hand (self);

  self->shown = *game;
  gt_table_view_set_position (self->table, self->lesson->rs, &self->shown, st->face_down);
  gt_hand_view_set_sort (hand, self->sort);
}

/* A rule id in the popover's rule text: the rules reference at that rule. */
static gboolean
rule_link_cb (GtLessonPage *self,
              const char   *uri)
{
  GtkWidget *popover;

  if (!g_str_has_prefix (uri, "rule:"))
    return FALSE;
  popover = gtk_widget_get_ancestor (GTK_WIDGET (self->rule_text_label), GTK_TYPE_POPOVER);
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-rule", "s", uri + strlen ("rule:"));
  return TRUE;
}

/* ---- Steps --------------------------------------------------------------- */

static void
build_options (GtLessonPage       *self,
               const GtLessonStep *st)
{
  GtkWidget *child;
  GtRuleCtx ctx;
  const GtRuleset *rs = step_context (self, st, &ctx);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_box_remove (self->options_box, child);
  self->chosen_option = NULL;

  gtk_widget_set_visible (self->options_clamp, st->kind == GT_STEP_CHOOSE && st->n_options > 0);
  if (st->kind != GT_STEP_CHOOSE)
    return;

  for (guint i = 0; i < st->n_options; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      GtkWidget *number_label = gtk_label_new (number);
      GtkWidget *text = gt_card_text_new ();
      g_autofree char *plain = NULL;

      gtk_widget_add_css_class (number_label, "option-number");
      gtk_widget_set_valign (number_label, GTK_ALIGN_CENTER);
      gt_card_text_set_card_width (GT_CARD_TEXT (text), MINI_CARD_WIDTH);
      gt_card_text_set_four_colour (GT_CARD_TEXT (text), self->four_colour);
      gt_card_text_set_text (GT_CARD_TEXT (text), st->options[i], rs, &ctx);
      gtk_widget_set_hexpand (text, TRUE);
      gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), number_label);
      gtk_box_append (GTK_BOX (box), text);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "option");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "lesson.choose");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i + 1);
      plain = gt_card_text_dup_plain (GT_CARD_TEXT (text));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
      gtk_box_append (self->options_box, button);
    }
}

static void
clear_hints (GtLessonPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hints_box))) != NULL)
    gtk_box_remove (self->hints_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->hints_box), FALSE);
  self->n_hints = 0;
  self->answer_shown = FALSE;
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
  gtk_box_append (self->hints_box, row);
  gtk_widget_set_visible (GTK_WIDGET (self->hints_box), TRUE);
}

static void
show_step (GtLessonPage *self,
           gboolean      keep_hints)
{
  const GtLessonStep *st;
  GtRuleCtx ctx;
  const GtRuleset *rs;
  GtHandView *hand = learner_hand (self);
  guint n_hints = self->n_hints;
  gboolean answer_shown = self->answer_shown;

  self->done_shown = FALSE;
  settle_variants (self, self->step);
  st = current_step (self);
  if (st == NULL)
    return;
  gtk_stack_set_visible_child_name (self->stack, "step");
  self->play_waiting = FALSE;
  prove_step (self);

  self->answered = FALSE;
  hide_feedback (self);
  gtk_popover_popdown (self->readings_popover);
  clear_hints (self);

  rs = step_context (self, st, &ctx);
  gt_card_text_set_text (self->step_text, st->text, rs, &ctx);

  gtk_widget_set_visible (GTK_WIDGET (self->table), st->has_position);
  if (st->has_position)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "text-only");
      gtk_widget_set_valign (self->step_box, GTK_ALIGN_FILL);
      show_position (self, st, &st->position);
      /* The play to judge lies in front of the seat that made it. */
      if (st->kind == GT_STEP_JUDGE && st->position.turn < st->position.n_seats)
        gt_table_view_set_last_play (self->table, st->position.turn, &st->show, FALSE);
      gt_hand_view_set_interactive (hand, st->kind == GT_STEP_PLAY ||
                                          st->kind == GT_STEP_TRIBUTE ||
                                          st->kind == GT_STEP_RETURN);
      gt_hand_view_set_marks (hand, &st->highlight, GT_CARD_MARK_HINT);
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

  if (keep_hints)
    {
      /* Retry keeps what the learner has already been told. */
      for (guint i = 0; i < n_hints; i++)
        {
          g_autofree char *caption = g_strdup_printf (_("Hint %u"), i + 1);
          add_hint_row (self, caption, st->hints[i]);
        }
      self->n_hints = n_hints;
      if (answer_shown)
        {
          self->n_hints = count_hints (st);
          gtk_widget_activate_action (GTK_WIDGET (self), "lesson.hint", NULL);
        }
    }

  if (st->broken)
    show_feedback (self, FEEDBACK_INFO,
                   _("This step has a mistake in the lesson file, so your answer cannot be checked. Go on to the next step."),
                   NULL);
  else if (self->proof_state == PROOF_TOO_BIG)
    show_unprovable (self);

  if (self->progress != NULL)
    {
      gt_progress_set_current_step (self->progress, self->lesson->id, self->step + 1);
      save_progress (self);
    }

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  update_controls (self);
  update_titles (self);

  /* The focus goes where the step is answered, so that a learner at the
   * keyboard is there at once, and does not skip a question with the
   * Enter that went on from the step before. */
  if (st->broken || st->kind == GT_STEP_READ)
    gtk_widget_grab_focus (self->next_button);
  else if (st->has_position && gt_hand_view_get_interactive (hand))
    gtk_widget_grab_focus (GTK_WIDGET (hand));
  else if (st->kind == GT_STEP_CHOOSE && gtk_widget_get_first_child (GTK_WIDGET (self->options_box)) != NULL)
    gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (self->options_box)));
  else if (st->kind == GT_STEP_JUDGE)
    gtk_widget_grab_focus (self->illegal_button);
}

static void
show_done (GtLessonPage *self)
{
  guint first_undone;
  gboolean all = all_steps_done (self, &first_undone);
  g_autofree char *description = NULL;

  self->done_shown = TRUE;
  hide_feedback (self);
  if (all)
    {
      description = g_strdup_printf (_("You have finished “%s”."), self->lesson->title);
      if (self->progress != NULL)
        {
          gt_progress_set_lesson_completed (self->progress, self->lesson->id, TRUE);
          /* Coming back to a finished lesson starts it from the top. */
          gt_progress_set_current_step (self->progress, self->lesson->id, 1);
          save_progress (self);
        }
    }
  else
    {
      guint left = 0;

      for (guint i = 0; i < self->lesson->n_steps; i++)
        if (!gt_progress_is_step_done (self->progress, self->lesson->id, i + 1))
          left++;
      description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "You have reached the end of “%s”. %u step is still to do.",
                                                  "You have reached the end of “%s”. %u steps are still to do.",
                                                  left),
                                     self->lesson->title, left);
    }
  adw_status_page_set_title (self->done_page, all ? _("Lesson Complete") : _("End of the Lesson"));
  adw_status_page_set_icon_name (self->done_page, all ? "object-select-symbolic" : "org.guandantutor.GuandanTutor-symbolic");
  {
    /* A status page's description is Pango markup; the title in it is
     * the lesson author's text, shown as written. */
    g_autofree char *escaped = g_markup_escape_text (description, -1);
    adw_status_page_set_description (self->done_page, escaped);
  }

  gtk_widget_set_visible (self->first_undone_button, !all);
  if (!all)
    {
      g_autofree char *label = g_strdup_printf (_("_Go to Step %u"), first_undone);
      gtk_button_set_label (GTK_BUTTON (self->first_undone_button), label);
      gtk_button_set_use_underline (GTK_BUTTON (self->first_undone_button), TRUE);
    }
  gtk_widget_set_visible (self->next_lesson_button, self->has_next_lesson);
  gtk_stack_set_visible_child_name (self->stack, "done");
  update_controls (self);
  update_titles (self);
  if (self->has_next_lesson)
    gtk_widget_grab_focus (self->next_lesson_button);
}

/* ---- Answers ------------------------------------------------------------- */

static void
show_answer (GtLessonPage *self,
             GtAnswer     *answer)
{
  const GtLessonStep *st = current_step (self);
  GtHandView *hand = learner_hand (self);

  switch (answer->kind)
    {
    case GT_ANSWER_RIGHT:
      self->answered = TRUE;
      gtk_popover_popdown (self->readings_popover);
      gt_hand_view_set_marks (hand, NULL, GT_CARD_MARK_NONE);
      if (st->kind == GT_STEP_PLAY)
        {
          GtGame after;

          /* The play lands on the table in front of S. */
          if (gt_lesson_step_after (self->lesson, st, answer, &after))
            show_position (self, st, &after);
        }
      else if (st->kind == GT_STEP_TRIBUTE || st->kind == GT_STEP_RETURN)
        {
          GtGame after = st->position;
          GtAction action;

          /* The card given leaves the hand. */
          gt_action_card (&action, st->kind == GT_STEP_TRIBUTE ? GT_ACTION_TRIBUTE : GT_ACTION_RETURN,
                          GT_SEAT_S, self->pending.card[0]);
          if (gt_game_act (&after, self->lesson->rs, &action, NULL, NULL))
            show_position (self, st, &after);
        }
      if (st->has_position)
        gt_hand_view_set_interactive (hand, FALSE);
      if (self->chosen_option != NULL)
        gtk_widget_add_css_class (self->chosen_option, "right");
      show_feedback (self, FEEDBACK_RIGHT, answer->message, answer->rule);
      mark_step_done (self);
      update_controls (self);
      gtk_widget_grab_focus (self->next_button);
      break;

    case GT_ANSWER_WRONG:
      if (self->chosen_option != NULL)
        gtk_widget_add_css_class (self->chosen_option, "wrong");
      show_feedback (self, FEEDBACK_WRONG, answer->message, answer->rule);
      update_controls (self);
      break;

    case GT_ANSWER_UNCHECKED:
      show_feedback (self, FEEDBACK_INFO, answer->message, NULL);
      update_controls (self);
      break;

    case GT_ANSWER_ILLEGAL:
    default:
      /* The table does not change; the cards at fault are marked (and
       * shake) in the learner's hand. */
      if (st->has_position && answer->fault.n > 0 &&
          (st->kind == GT_STEP_PLAY || st->kind == GT_STEP_TRIBUTE || st->kind == GT_STEP_RETURN))
        gt_hand_view_set_marks (hand, &answer->fault, GT_CARD_MARK_FAULT);
      show_feedback (self, FEEDBACK_ILLEGAL, answer->message, answer->rule);
      update_controls (self);
      break;
    }
  self->chosen_option = NULL;
}

/* ---- Proofs of `win` steps ---------------------------------------------- */

typedef struct {
  GtGame position;
  GtGoal goal;
  guint step;
  guint32 variants;
  GArray *winning;           /* NULL: the solver stopped (its budget) */
} ProofJob;

static void
proof_job_free (gpointer data)
{
  ProofJob *job = data;

  g_clear_pointer (&job->winning, g_array_unref);
  g_free (job);
}

/* In the runner's worker: the job holds copies, never the lesson. */
static void
proof_thread (GtSolver *solver,
              gpointer  data)
{
  ProofJob *job = data;

  gt_lesson_prove_position (solver, &job->position, &job->goal, &job->winning);
}

static void proof_done (gpointer owner,
                        gpointer data);

/* Starts proving the step on show, unless that proof is made or under way. */
static void
prove_step (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  ProofJob *job;

  if (!gt_lesson_step_needs_proof (st))
    {
      self->proof_state = PROOF_NONE;
      g_clear_pointer (&self->winning, g_array_unref);
      gt_solver_runner_cancel (self->runner);
      return;
    }
  if (self->proof_state != PROOF_NONE && self->proof_step == self->step &&
      self->proof_variants == st->position.variants)
    return;

  g_clear_pointer (&self->winning, g_array_unref);
  self->proof_state = PROOF_RUNNING;
  self->proof_step = self->step;
  self->proof_variants = st->position.variants;
  job = g_new0 (ProofJob, 1);
  job->position = st->position;
  job->goal = st->goal;
  job->step = self->step;
  job->variants = st->position.variants;
  gt_solver_runner_run (self->runner, proof_thread, proof_done, self, job, proof_job_free);
}

/* The step's position is beyond the solver's budget: say so instead of
 * judging, and let the learner go on. */
static void
show_unprovable (GtLessonPage *self)
{
  GtAnswer answer;

  gt_lesson_step_answer_proved (self->lesson, current_step (self), NULL, NULL, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static void
answer_waiting_play (GtLessonPage *self)
{
  const GtLessonStep *st = current_step (self);
  GtAnswer answer;

  if (!self->play_waiting || st == NULL)
    return;
  self->play_waiting = FALSE;
  gt_lesson_step_answer_proved (self->lesson, st, self->waiting.n > 0 ? &self->waiting : NULL,
                                self->winning, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static void
proof_done (gpointer owner,
            gpointer data)
{
  GtLessonPage *self = owner;
  ProofJob *job = data;
  GtLessonStep *st = (GtLessonStep *) current_step (self);
  guint64 bit = G_GUINT64_CONSTANT (1) << MIN (job->step, 63u);

  /* A proof of another step, or of other rules, is of no use now. */
  if (st == NULL || job->step != self->step || job->variants != st->position.variants)
    return;

  if (self->on_trial & bit)
    {
      GtAnswer model;
      gboolean keep = FALSE;

      /* The learner's variants stay only if the step's own answer (or,
       * without one, some play) still wins under them; else the step
       * goes back to the rules its words were written for. */
      self->on_trial &= ~bit;
      if (job->winning != NULL)
        {
          gt_lesson_step_answer_proved (self->lesson, st, st->answer.n > 0 ? &st->answer : NULL,
                                        job->winning, &model);
          keep = model.kind == GT_ANSWER_RIGHT;
          gt_answer_clear (&model);
        }
      if (!keep)
        {
          st->position.variants = self->base_variants[job->step];
          show_position (self, st, &st->position);
          prove_step (self);
          return;
        }
    }

  if (job->winning == NULL)
    {
      self->proof_state = PROOF_TOO_BIG;
      self->play_waiting = FALSE;
      show_unprovable (self);
    }
  else
    {
      self->proof_state = PROOF_DONE;
      self->winning = g_steal_pointer (&job->winning);
      answer_waiting_play (self);
    }
  update_controls (self);
}

/* ---- Rule variants ------------------------------------------------------- */

/* A step that names variants (its position's variants=, or the lesson's
 * Variants=, which the loader adds to every position) keeps them: its
 * answers were written for them.  Any other step with a position is played
 * under the learner's variants, so that the engine judges tributes,
 * returns and who leads by the rules the learner plays at home, unless
 * that would make the step's own model answer wrong: its words were
 * written for the standard rules, and a step nobody can pass teaches
 * nothing (docs/decisions.md, "Rule variants in the app"). */
static void
remember_variants (GtLessonPage *self)
{
  self->settled = 0;
  self->on_trial = 0;
  self->proof_state = PROOF_NONE;
  for (guint i = 0; self->lesson != NULL && i < MIN (self->lesson->n_steps, (guint) GT_LESSON_MAX_STEPS); i++)
    self->base_variants[i] = self->lesson->steps[i].position.variants;
}

/* Decides the variants of step i, once.  A `win` step needs the solver to
 * decide: it is put on trial, and its proof (prove_step) settles it. */
static void
settle_variants (GtLessonPage *self,
                 guint         i)
{
  GtLessonStep *st;
  guint32 base;
  GtAnswer answer;

  if (self->lesson == NULL || i >= MIN (self->lesson->n_steps, (guint) GT_LESSON_MAX_STEPS) ||
      (self->settled & (G_GUINT64_CONSTANT (1) << i)) != 0)
    return;
  self->settled |= G_GUINT64_CONSTANT (1) << i;
  st = &self->lesson->steps[i];
  base = self->base_variants[i];
  st->position.variants = base;
  if (!st->has_position || st->broken || base != 0 || self->variants == 0)
    return;

  st->position.variants = self->variants;
  if (!st->has_answer)
    return;
  if (st->kind == GT_STEP_PLAY && st->expect == GT_EXPECT_WIN)
    {
      self->on_trial |= G_GUINT64_CONSTANT (1) << i;
      return;
    }
  if (st->kind == GT_STEP_PLAY)
    gt_lesson_step_answer_play (self->lesson, st, st->answer.n > 0 ? &st->answer : NULL, NULL, &answer);
  else if (st->kind == GT_STEP_TRIBUTE || st->kind == GT_STEP_RETURN)
    gt_lesson_step_answer_card (self->lesson, st, st->answer.card[0], &answer);
  else
    return;                  /* a verdict or an option: no variant changes it */
  if (answer.kind != GT_ANSWER_RIGHT)
    st->position.variants = base;
  gt_answer_clear (&answer);
}

static void
submit_play (GtLessonPage     *self,
             const GtCardList *cards)
{
  const GtLessonStep *st = current_step (self);
  GtAnswer answer;

  if (st == NULL)
    return;
  if (gt_lesson_step_needs_proof (st))
    {
      /* Never the solver on the main thread: the proof is ready, under
       * way (the play waits for it), or out of reach. */
      if (self->proof_state == PROOF_RUNNING)
        {
          self->play_waiting = TRUE;
          if (cards != NULL)
            self->waiting = *cards;
          else
            gt_card_list_init (&self->waiting);
          update_controls (self);
          return;
        }
      gt_lesson_step_answer_proved (self->lesson, st, cards,
                                    self->proof_state == PROOF_DONE ? self->winning : NULL, &answer);
    }
  else
    gt_lesson_step_answer_play (self->lesson, st, cards, NULL, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static char *
describe_reading (const GtRuleset  *rs,
                  const GtRuleCtx  *ctx,
                  const GtReading  *reading,
                  const GtCardList *play)
{
  GString *out = g_string_new (NULL);
  g_autofree char *combo = gt_combo_describe (&reading->combo, GT_COMBO_WORDS_LABEL);
  guint k = 0;

  g_string_append (out, combo);
  for (guint i = 0; i < play->n; i++)
    {
      GtCard as;

      if (!rs->is_wild (ctx, play->card[i]) || play->as[i] != GT_CARD_NONE)
        continue;
      as = k < reading->n_wild && k < GT_WILD_MAX ? reading->as[k] : GT_CARD_NONE;
      k++;
      if (as == GT_CARD_NONE || as == play->card[i])
        continue;
      g_string_append (out, " · ");
      /* Translators: a wild card and what it stands for, "♥2 as ♠5". */
      g_string_append_printf (out, _("%s as %s"),
                              gt_card_to_symbol (play->card[i]), gt_card_to_symbol (as));
    }
  return g_string_free (out, FALSE);
}

/* The cards of a reading in the order they read: by the rank each card
 * stands for ("6 7 8 9 ♥2=10"), so a straight looks like one. */
static void
sort_as_read (GtCardList *list)
{
  for (guint i = 1; i < list->n; i++)
    for (guint j = i; j > 0; j--)
      {
        GtCard a = list->as[j - 1] != GT_CARD_NONE ? list->as[j - 1] : list->card[j - 1];
        GtCard b = list->as[j] != GT_CARD_NONE ? list->as[j] : list->card[j];
        GtCard t;

        if (gt_card_rank (a) <= gt_card_rank (b))
          break;
        t = list->card[j]; list->card[j] = list->card[j - 1]; list->card[j - 1] = t;
        t = list->as[j]; list->as[j] = list->as[j - 1]; list->as[j - 1] = t;
      }
}

static void
readings_row_activated_cb (GtkListBox    *list,
                           GtkListBoxRow *row,
                           GtLessonPage  *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "lesson.reading", "u",
                              (guint32) gtk_list_box_row_get_index (row));
}

/* Asks which reading is meant when the selection has undeclared wild cards
 * and reads as more than one legal play.  TRUE when the popover is up. */
static gboolean
ask_reading (GtLessonPage       *self,
             const GtLessonStep *st,
             const GtCardList   *cards)
{
  const GtRuleset *rs = self->lesson->rs;
  const GtCombo *table = st->position.table.type != GT_COMBO_NONE ? &st->position.table : NULL;
  gboolean has_wild = FALSE;
  GtRuleCtx ctx;
  GtCardList hand;
  GtVerdict v;
  GtkWidget *child;

  gt_game_rule_ctx (&st->position, &ctx);
  for (guint i = 0; i < cards->n; i++)
    if (rs->is_wild (&ctx, cards->card[i]) && cards->as[i] == GT_CARD_NONE)
      has_wild = TRUE;
  if (!has_wild)
    return FALSE;

  gt_verdict_init (&v);
  gt_game_hand_list (&st->position, GT_SEAT_S, &hand);
  rs->judge (&ctx, cards, table, &hand, &v);
  self->n_readings = 0;
  for (guint i = 0; v.legal && i < v.n_readings; i++)
    if (table == NULL || v.beats[i])
      self->readings[self->n_readings++] = v.readings[i];
  gt_verdict_clear (&v);
  if (self->n_readings < 2)
    return FALSE;

  self->pending = *cards;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->readings_list))) != NULL)
    gtk_list_box_remove (self->readings_list, child);

  for (guint i = 0; i < self->n_readings; i++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *mini = gt_hand_view_new ();
      g_autofree char *text = describe_reading (rs, &ctx, &self->readings[i], cards);
      GtkWidget *label = gtk_label_new (text);
      GtCardList applied;

      gt_reading_apply (rs, &ctx, &self->readings[i], cards, &applied);
      sort_as_read (&applied);
      gt_hand_view_set_interactive (GT_HAND_VIEW (mini), FALSE);
      gt_hand_view_set_sort (GT_HAND_VIEW (mini), GT_HAND_SORT_NONE);
      gt_hand_view_set_card_width (GT_HAND_VIEW (mini), MINI_CARD_WIDTH);
      gt_hand_view_set_four_colour (GT_HAND_VIEW (mini), self->four_colour);
      gt_hand_view_set_cards (GT_HAND_VIEW (mini), &applied, rs, &ctx);
      gtk_widget_set_valign (mini, GTK_ALIGN_CENTER);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), mini);
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_add_css_class (box, "reading-row");
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      gtk_list_box_append (self->readings_list, row);
    }

  gtk_popover_popup (self->readings_popover);
  /* Enter picks the first reading. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->readings_list, 0)));
  return TRUE;
}

/* ---- Actions ------------------------------------------------------------- */

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  GtCardList selection;

  if (st == NULL || st->broken || self->answered)
    return;
  gt_hand_view_get_selection (learner_hand (self), &selection);

  if (st->kind == GT_STEP_TRIBUTE || st->kind == GT_STEP_RETURN)
    {
      GtAnswer answer;

      if (selection.n != 1)
        {
          show_feedback (self, FEEDBACK_INFO,
                         st->kind == GT_STEP_TRIBUTE ? _("Select the one card you pay, then press Pay Tribute.")
                                                     : _("Select the one card you give back, then press Return Card."),
                         NULL);
          return;
        }
      self->pending = selection;
      gt_lesson_step_answer_card (self->lesson, st, selection.card[0], &answer);
      show_answer (self, &answer);
      gt_answer_clear (&answer);
      return;
    }

  if (st->kind != GT_STEP_PLAY)
    return;
  if (selection.n == 0)
    {
      show_feedback (self, FEEDBACK_INFO, _("Select the cards to play first, or pass."), NULL);
      return;
    }
  if (ask_reading (self, st, &selection))
    return;
  submit_play (self, &selection);
}

static void
reading_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  guint i = g_variant_get_uint32 (parameter);
  GtRuleCtx ctx;
  GtCardList applied;

  if (st == NULL || i >= self->n_readings || self->pending.n == 0)
    return;
  gtk_popover_popdown (self->readings_popover);
  gt_game_rule_ctx (&st->position, &ctx);
  /* The reading written out as declarations ("H2=S5 …"): the engine then
   * reads the play the way the learner chose. */
  gt_reading_apply (self->lesson->rs, &ctx, &self->readings[i], &self->pending, &applied);
  submit_play (self, &applied);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);

  if (st == NULL || st->kind != GT_STEP_PLAY || st->broken || self->answered)
    return;
  gt_hand_view_clear_selection (learner_hand (self));
  submit_play (self, NULL);
}

static void
judge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  GtAnswer answer;

  if (st == NULL || st->kind != GT_STEP_JUDGE || st->broken || self->answered)
    return;
  gt_lesson_step_answer_judge (self->lesson, st, g_variant_get_boolean (parameter), &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  guint option = g_variant_get_uint32 (parameter);
  GtAnswer answer;
  guint i;

  if (st == NULL || st->kind != GT_STEP_CHOOSE || st->broken || self->answered)
    return;
  /* Clear the colour of an earlier wrong try; colour this one's button. */
  self->chosen_option = NULL;
  i = 1;
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (self->options_box));
       b != NULL; b = gtk_widget_get_next_sibling (b), i++)
    {
      gtk_widget_remove_css_class (b, "wrong");
      if (i == option)
        self->chosen_option = b;
    }
  gt_lesson_step_answer_choose (self->lesson, st, option, &answer);
  show_answer (self, &answer);
  gt_answer_clear (&answer);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  guint n_available;

  if (st == NULL || self->answered)
    return;
  n_available = count_hints (st);
  if (self->n_hints < n_available)
    {
      g_autofree char *caption = g_strdup_printf (_("Hint %u"), self->n_hints + 1);

      /* Hints are numbered without gaps in the file, so the n-th shown is
       * hints[n]; a gap would only skip a NULL. */
      for (guint i = self->n_hints; i < GT_LESSON_MAX_HINTS; i++)
        if (st->hints[i] != NULL)
          {
            add_hint_row (self, caption, st->hints[i]);
            break;
          }
      self->n_hints++;
    }
  else if (can_show_answer (st) && !self->answer_shown)
    {
      g_autofree char *notation = gt_card_list_to_string (&st->answer);
      g_autofree char *text = NULL;

      /* The last grade: the model answer, marked in the hand as well. */
      if (st->kind == GT_STEP_PLAY)
        text = g_strdup_printf (_("This play does it: {%s}. The cards are marked in your hand."), notation);
      else
        text = g_strdup_printf (_("This card will do: {%s}. It is marked in your hand."), notation);
      add_hint_row (self, _("Answer"), text);
      gt_hand_view_set_marks (learner_hand (self), &st->answer, GT_CARD_MARK_HINT);
      self->answer_shown = TRUE;
    }
  update_controls (self);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);

  if (st == NULL)
    return;
  /* Reading is the whole of a read step; a broken step cannot be done any
   * other way, and must not keep the lesson from being finished. */
  if (st->kind == GT_STEP_READ || st->broken)
    mark_step_done (self);
  if (self->step + 1 < self->lesson->n_steps)
    {
      self->step++;
      show_step (self, FALSE);
    }
  else
    show_done (self);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  if (self->lesson == NULL)
    return;
  if (self->done_shown)
    show_step (self, FALSE);
  else if (self->step > 0)
    {
      self->step--;
      show_step (self, FALSE);
    }
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  if (current_step (self) != NULL)
    show_step (self, TRUE);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  const GtLessonStep *st = current_step (self);
  GtHandView *hand = learner_hand (self);

  gtk_popover_popdown (self->readings_popover);
  if (st == NULL || !st->has_position || self->answered)
    return;
  gt_hand_view_clear_selection (hand);
  /* The marks of a refused play go with the selection; the lesson's own
   * highlight comes back. */
  gt_hand_view_set_marks (hand, &st->highlight, GT_CARD_MARK_HINT);
  if (self->feedback == FEEDBACK_ILLEGAL || self->feedback == FEEDBACK_INFO)
    hide_feedback (self);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);

  if (self->lesson == NULL)
    return;
  self->step = 0;
  show_step (self, FALSE);
}

static void
reset_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   GtLessonPage     *self)
{
  if (g_strcmp0 (response, "reset") != 0 || self->lesson == NULL || self->progress == NULL)
    return;
  gt_progress_reset_lesson (self->progress, self->lesson->id);
  save_progress (self);
  self->step = 0;
  show_step (self, FALSE);
}

static void
reset_progress_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  if (self->lesson == NULL || self->progress == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Reset Progress?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The steps you have done in “%s” will be forgotten, and the lesson starts again from the first step."),
                                  self->lesson->title);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
next_lesson_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_NEXT_LESSON], 0);
}

static void
first_undone_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  GtLessonPage *self = GT_LESSON_PAGE (widget);
  guint first;

  if (self->lesson == NULL)
    return;
  if (all_steps_done (self, &first))
    first = 1;
  gt_lesson_page_go_to_step (self, first);
}

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
  /* A new selection is a new attempt: the old refusal no longer applies. */
  if (self->feedback == FEEDBACK_INFO && !self->answered)
    {
      const GtLessonStep *st = current_step (self);
      if (st != NULL && !st->broken)
        hide_feedback (self);
    }
}

/* ---- GObject ------------------------------------------------------------- */

static void
gt_lesson_page_dispose (GObject *object)
{
  GtLessonPage *self = GT_LESSON_PAGE (object);

  if (self->readings_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->readings_popover));
      self->readings_popover = NULL;
    }
  /* A proof in flight ends on its own, and its answer finds no page. */
  if (self->runner != NULL)
    gt_solver_runner_cancel (self->runner);
  g_clear_object (&self->runner);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_LESSON_PAGE);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (gt_lesson_page_parent_class)->dispose (object);
}

static void
gt_lesson_page_finalize (GObject *object)
{
  GtLessonPage *self = GT_LESSON_PAGE (object);

  g_clear_pointer (&self->lesson, gt_lesson_free);
  g_clear_pointer (&self->winning, g_array_unref);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->feedback_rule);

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

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-lesson-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, stack);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, step_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, text_clamp);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, text_card);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, step_text);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, hints_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, options_clamp);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, options_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, table);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_revealer);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, rule_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, rule_section_label);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, rule_text_label);
  gtk_widget_class_bind_template_callback (widget_class, rule_link_cb);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, rule_id_label);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, rule_reference_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, illegal_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, legal_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, spinner);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, done_page);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, next_lesson_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, first_undone_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, readings_popover);
  gtk_widget_class_bind_template_child (widget_class, GtLessonPage, readings_list);
  gtk_widget_class_bind_template_callback (widget_class, readings_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "lesson.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "lesson.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "lesson.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "lesson.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "lesson.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "lesson.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "lesson.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "lesson.reset-progress", NULL, reset_progress_action);
  gtk_widget_class_install_action (widget_class, "lesson.judge", "b", judge_action);
  gtk_widget_class_install_action (widget_class, "lesson.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "lesson.reading", "u", reading_action);
  gtk_widget_class_install_action (widget_class, "lesson.next-lesson", NULL, next_lesson_action);
  gtk_widget_class_install_action (widget_class, "lesson.first-undone", NULL, first_undone_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "lesson.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "lesson.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "lesson.pass", NULL);
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

  gtk_widget_set_parent (GTK_WIDGET (self->readings_popover), self->play_button);
  g_signal_connect_object (self->rule_reference_button, "clicked",
                           G_CALLBACK (gtk_menu_button_popdown), self->rule_button, G_CONNECT_SWAPPED);
  self->sort = GT_HAND_SORT_RANK;
  gt_card_list_init (&self->pending);
  gt_card_list_init (&self->waiting);

  /* The content budget, as `validate` proves the course with, so that a
   * step that validates is checked in the app too. */
  self->runner = gt_solver_runner_new (GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);
  g_object_bind_property (self->runner, "thinking", self->thinking_box, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->runner, "thinking", self->spinner, "spinning", G_BINDING_SYNC_CREATE);

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

void
gt_lesson_page_set_progress (GtLessonPage *self,
                             GtProgress   *progress)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  g_set_object (&self->progress, progress);
  update_controls (self);
}

void
gt_lesson_page_set_lesson (GtLessonPage *self,
                           GtLesson     *lesson,
                           guint         number,
                           const char   *message)
{
  guint resume = 0;

  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  if (self->lesson != lesson)
    g_clear_pointer (&self->lesson, gt_lesson_free);
  self->lesson = lesson;
  remember_variants (self);
  self->number = number;
  self->step = 0;
  self->done_shown = FALSE;
  hide_feedback (self);

  if (lesson == NULL || lesson->n_steps == 0)
    {
      /* Markup, and the message may name a file. */
      g_autofree char *escaped = message != NULL ? g_markup_escape_text (message, -1) : NULL;

      g_clear_pointer (&self->lesson, gt_lesson_free);
      adw_status_page_set_description (self->empty_page, escaped);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      update_controls (self);
      update_titles (self);
      return;
    }

  if (self->progress != NULL)
    resume = gt_progress_get_current_step (self->progress, lesson->id);
  if (resume >= 1 && resume <= lesson->n_steps)
    self->step = resume - 1;
  show_step (self, FALSE);
}

void
gt_lesson_page_replace_lesson (GtLessonPage *self,
                               GtLesson     *lesson)
{
  guint step = self->step;
  gboolean done = self->done_shown;

  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  if (lesson == NULL)
    {
      gt_lesson_page_set_lesson (self, NULL, 0, _("The lesson file can no longer be read."));
      return;
    }
  g_clear_pointer (&self->lesson, gt_lesson_free);
  self->lesson = lesson;
  remember_variants (self);
  self->step = MIN (step, lesson->n_steps - 1);
  if (done)
    show_done (self);
  else
    show_step (self, FALSE);
}

gboolean
gt_lesson_page_get_busy (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), FALSE);
  return gt_solver_runner_get_busy (self->runner);
}

const GtLesson *
gt_lesson_page_get_lesson (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->lesson;
}

void
gt_lesson_page_set_has_next_lesson (GtLessonPage *self,
                                    gboolean      has_next)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  self->has_next_lesson = has_next;
  gtk_widget_set_visible (self->next_lesson_button, has_next);
  update_controls (self);
}

void
gt_lesson_page_set_variants (GtLessonPage *self,
                             guint32       variants)
{
  guint32 before;

  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  if (self->variants == variants)
    return;
  self->variants = variants;
  if (self->lesson == NULL)
    return;
  before = self->step < self->lesson->n_steps ? self->lesson->steps[self->step].position.variants : 0;
  for (guint i = 0; i < MIN (self->lesson->n_steps, (guint) GT_LESSON_MAX_STEPS); i++)
    self->lesson->steps[i].position.variants = self->base_variants[i];
  self->settled = 0;
  self->on_trial = 0;
  self->proof_state = PROOF_NONE;
  if (self->done_shown || self->step >= self->lesson->n_steps)
    return;
  settle_variants (self, self->step);
  /* The step on show starts again only if its rules changed. */
  if (self->lesson->steps[self->step].position.variants != before || self->answered)
    show_step (self, FALSE);
  else
    prove_step (self);
}

guint32
gt_lesson_page_get_variants (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), 0);
  return self->variants;
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

guint
gt_lesson_page_get_step (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), 0);
  return current_step (self) != NULL ? self->step + 1 : 0;
}

void
gt_lesson_page_go_to_step (GtLessonPage *self,
                           guint         step)
{
  g_return_if_fail (GT_IS_LESSON_PAGE (self));

  if (self->lesson == NULL || step < 1 || step > self->lesson->n_steps)
    return;
  self->step = step - 1;
  show_step (self, FALSE);
}

GtTableView *
gt_lesson_page_get_table (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->table;
}

const GtGame *
gt_lesson_page_get_position (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return &self->shown;
}

char *
gt_lesson_page_dup_feedback (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);

  if (self->feedback == FEEDBACK_NONE)
    return NULL;
  return g_strdup (gtk_label_get_text (self->verdict_label));
}

const char *
gt_lesson_page_get_feedback_rule (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return self->feedback == FEEDBACK_NONE ? NULL : self->feedback_rule;
}

const char *
gt_lesson_page_get_feedback_kind (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);

  switch (self->feedback)
    {
    case FEEDBACK_RIGHT: return "right";
    case FEEDBACK_WRONG: return "wrong";
    case FEEDBACK_ILLEGAL: return "illegal";
    case FEEDBACK_INFO: return "info";
    case FEEDBACK_NONE:
    default: return NULL;
    }
}

char *
gt_lesson_page_dup_step_text (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return gt_card_text_dup_plain (self->step_text);
}

GtkWidget *
gt_lesson_page_get_readings (GtLessonPage *self)
{
  g_return_val_if_fail (GT_IS_LESSON_PAGE (self), NULL);
  return GTK_WIDGET (self->readings_list);
}
