/* gt-presentation-window.c — a lesson on a projector
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view of the lesson page's GtLessonModel, as the page is one: it shows
 * what the model says on its signals and hands it the teacher's answers.
 * What differs is the scale.  Every size follows the window's height, so
 * that 1024×768 and 1920×1080 look alike from the back of a room: the
 * text is height/30 (design/app.md), the seats' names half as large again,
 * and the table is given card-scale 2, which lets it grow its cards until
 * the table fills what the text leaves (gt-table-view.c stops at the
 * height).  The sizes are one style sheet of the window's, rewritten when
 * the height changes: GTK 4.8 has no CSS units relative to a window.
 */
#define G_LOG_DOMAIN "gt-presentation-window"

#include "config.h"

#include "gt-presentation-window.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "gt-card-text.h"
#include "gt-explain.h"
#include "gt-presentation-actions.h"
#include "gt-readings-popover.h"
#include "gt-rules.h"
#include "gt-step-actions.h"
#include "gt-widgets.h"

#define TYPED_MAX 3

struct _GtPresentationWindow {
  AdwWindow parent_instance;

  /* Template */
  GtkStack *stack;
  GtTableView *table;
  GtkBox *words_box;
  GtkWidget *prompt;
  GtkScrolledWindow *step_scroller;
  GtCardText *step_text;
  GtkFlowBox *options_box;
  GtStepActions *step_actions;
  GtkWidget *verdict_box;
  GtkLabel *verdict_heading;
  GtkScrolledWindow *verdict_scroller;
  GtCardText *verdict_text;
  GtkLabel *end_title;
  GtkLabel *title_label;
  GtkLabel *typed_label;
  GtkLabel *counter_label;
  GtkWidget *blank;
  GtkPopover *readings_popover;

  GtLessonModel *model;
  char *title;               /* the main window's words for ... */
  const GtLesson *titled;    /* ... this lesson (another: its own title) */
  gboolean blanked;
  gboolean others_hidden;
  gboolean high_contrast;
  gboolean four_colour;
  GtHandSort sort;
  char typed[TYPED_MAX + 1];
  gboolean answering;        /* the keys are the hand's and the buttons' */

  /* The sizes, from the height */
  int text_size;
  int styled_size;
  int height;                /* the window's, for the texts' share of it */
  guint style_idle;
  guint limit_tick;
  guint limit_frames;
  GtkCssProvider *css;
};

enum {
  PROP_0,
  PROP_BLANKED,
  PROP_OTHERS_HIDDEN,
  PROP_HIGH_CONTRAST,
  PROP_FOUR_COLOUR,
  PROP_TYPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GtPresentationWindow, gt_presentation_window, ADW_TYPE_WINDOW)

/* ---- Small helpers ------------------------------------------------------- */

static const GtLessonStep *
current_step (GtPresentationWindow *self)
{
  return gt_lesson_model_get_step (self->model);
}

static const GtLesson *
lesson (GtPresentationWindow *self)
{
  return gt_lesson_model_get_lesson (self->model);
}

static GtHandView *
hand (GtPresentationWindow *self)
{
  return gt_table_view_get_hand (self->table);
}

static const GtRuleset *
step_context (GtPresentationWindow *self,
              const GtLessonStep   *st,
              GtRuleCtx            *ctx)
{
  return gt_lesson_step_rule_ctx (lesson (self), st, ctx);
}

/* ---- Sizes --------------------------------------------------------------- */

/* The window's style sheet for a text size of px: everything a room reads
 * is a multiple of it. */
static void
restyle (GtPresentationWindow *self)
{
  int px = self->text_size;
  g_autofree char *css = NULL;

  if (px == self->styled_size)
    return;
  self->styled_size = px;
  /* Labels by name: a card text is made of labels, and the table's
   * rule for its own (cardtable.large label) would reach the prompt's. */
  css = g_strdup_printf ("window.presentation .presentation-text label,"
                         "window.presentation .presentation-verdict-text label,"
                         "window.presentation .presentation-answer label,"
                         "window.presentation .presentation-answer { font-size: %dpx; }\n"
                         "window.presentation .presentation-words .presentation-text label { font-size: %dpx; }\n"
                         "window.presentation .presentation-verdict-heading { font-size: %dpx; }\n"
                         "window.presentation cardtable .count,"
                         "window.presentation cardtable .pass,"
                         "window.presentation cardtable .place,"
                         "window.presentation cardtable .trick-order,"
                         "window.presentation cardtable .level-badge,"
                         "window.presentation cardtable .centre-label,"
                         "window.presentation cardtable .phase { font-size: %dpx; }\n"
                         "window.presentation cardtable .seat-name { font-size: %dpx; }\n"
                         "window.presentation .presentation-bar label { font-size: %dpx; }\n"
                         "window.presentation .presentation-end-title { font-size: %dpx; }\n"
                         "window.presentation .presentation-end { font-size: %dpx; }\n",
                         px, px * 13 / 10, px * 4 / 5, px * 3 / 4, px * 3 / 2, MAX (12, px / 2), px * 2, px);
  gtk_css_provider_load_from_data (self->css, css, -1);

  /* Inline cards as tall as about two lines of the text. */
  gt_card_text_set_card_width (self->step_text, px * 3 / 2);
  gt_card_text_set_card_width (self->verdict_text, px * 3 / 2);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *text = g_object_get_data (G_OBJECT (child), "text");

      if (text != NULL)
        gt_card_text_set_card_width (GT_CARD_TEXT (text), px * 3 / 2);
    }
}

/* A text as tall as it is at the width it has, up to max px; past that it
 * scrolls.  (A scrolled window's own propagate-natural-height asks its
 * child's height for no width, and a text that flows gives one line.)
 * FALSE when it has no width yet: it was just moved, and is laid out in
 * the frame to come. */
static gboolean
limit_text (GtkScrolledWindow *scroller,
            GtkWidget         *text,
            int                max)
{
  int width = gtk_widget_get_width (GTK_WIDGET (scroller));
  int natural = 0;

  if (!gtk_widget_is_drawable (GTK_WIDGET (scroller)))
    return TRUE;
  if (width <= 0)
    return FALSE;
  gtk_widget_measure (text, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  if (MIN (natural, max) != gtk_scrolled_window_get_min_content_height (scroller))
    gtk_scrolled_window_set_min_content_height (scroller, MIN (natural, max));
  return TRUE;
}

/* A step's text and its verdict at the room's size may be taller than the
 * screen (a step of a thousand words): each scrolls inside a share of the
 * window's height, what is left to the table, the answer's buttons and
 * the other text, and the text stays as large as the back of the room
 * needs. */
static gboolean
limit_texts_tick (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  GtPresentationWindow *self = GT_PRESENTATION_WINDOW (widget);
  gboolean table = gtk_widget_get_parent (self->prompt) == GTK_WIDGET (self->table);
  int h = self->height > 0 ? self->height : 768;
  gboolean done;

  done = limit_text (self->step_scroller, GTK_WIDGET (self->step_text), h * (table ? 22 : 45) / 100);
  done &= limit_text (self->verdict_scroller, GTK_WIDGET (self->verdict_text), h * (table ? 16 : 25) / 100);
  /* A few frames at most for a text moved to be laid out. */
  if (done || ++self->limit_frames > 10)
    {
      self->limit_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* At the next frame, with the widths the last layout gave the texts. */
static void
limit_texts (GtPresentationWindow *self)
{
  self->limit_frames = 0;
  if (self->limit_tick == 0)
    self->limit_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), limit_texts_tick, NULL, NULL);
}

static gboolean
restyle_idle (gpointer data)
{
  GtPresentationWindow *self = data;

  self->style_idle = 0;
  restyle (self);
  limit_texts (self);
  return G_SOURCE_REMOVE;
}

static void
gt_presentation_window_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  GtPresentationWindow *self = GT_PRESENTATION_WINDOW (widget);
  /* A 4:3 and a 16:9 screen of the same height read alike; a narrow
   * window must not get words wider than itself. */
  int px = MAX (14, MIN (height / 30, width / 34));

  GTK_WIDGET_CLASS (gt_presentation_window_parent_class)->size_allocate (widget, width, height, baseline);
  limit_texts (self);

  /* Not in the middle of a layout: the new sizes lay out again. */
  if (px != self->text_size || height != self->height)
    {
      self->text_size = px;
      self->height = height;
      if (self->style_idle == 0)
        self->style_idle = g_idle_add (restyle_idle, self);
    }
}

/* ---- The bar --------------------------------------------------------------- */

static const char *
title (GtPresentationWindow *self)
{
  const GtLesson *l = lesson (self);

  if (l == NULL)
    return "";
  return self->title != NULL && l == self->titled ? self->title : l->title;
}

static void
update_bar (GtPresentationWindow *self)
{
  const GtLesson *l = lesson (self);
  g_autofree char *counter = NULL;

  gtk_label_set_text (self->title_label, title (self));
  if (l == NULL)
    counter = g_strdup ("");
  else if (gt_lesson_model_get_at_end (self->model))
    counter = g_strdup (_("End of the lesson"));
  else
    counter = g_strdup_printf (_("Step %u of %u"), gt_lesson_model_get_step_number (self->model), l->n_steps);
  gtk_label_set_text (self->counter_label, counter);

  gtk_widget_set_visible (GTK_WIDGET (self->typed_label), self->typed[0] != '\0');
  if (self->typed[0] != '\0')
    {
      /* Translators: a step number being typed in presentation mode, before
       * Enter goes there. */
      g_autofree char *typed = g_strdup_printf (_("Go to step %s"), self->typed);

      gtk_label_set_text (self->typed_label, typed);
    }
}

/* ---- What can be done ------------------------------------------------------ */

static void
update_buttons (GtPresentationWindow *self)
{
  const GtLessonStep *st = current_step (self);
  gboolean open = gt_lesson_model_can_answer (self->model);
  gboolean play = st != NULL && st->kind == GT_STEP_PLAY && st->has_position;
  gboolean give = gt_lesson_step_is_card_act (st) && st->has_position;
  gboolean declare = gt_lesson_step_is_declaration (st) && st->has_position;

  /* The answers' buttons follow the model themselves (gt-step-actions.h). */
  gt_presentation_actions_update (GTK_WIDGET (self), self->model);
  if (st != NULL && st->has_position)
    gt_hand_view_set_interactive (hand (self), open && (play || give || declare));
}

/* ---- The verdict ----------------------------------------------------------- */

static void
set_verdict (GtPresentationWindow *self,
             const char           *klass,
             const char           *heading,
             const char           *text)
{
  static const char *const classes[] = { "verdict-right", "verdict-wrong", "verdict-illegal",
                                         "verdict-info", "verdict-revealed", "verdict-hint" };
  const GtLessonStep *st = current_step (self);
  GtRuleCtx ctx;
  const GtRuleset *rs = step_context (self, st, &ctx);

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (self->verdict_box, classes[i]);
  gtk_widget_set_visible (self->verdict_box, text != NULL);
  if (text == NULL)
    return;
  gtk_widget_add_css_class (self->verdict_box, klass);
  gtk_label_set_text (self->verdict_heading, heading != NULL ? heading : "");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_heading), heading != NULL);
  gt_card_text_set_text (self->verdict_text, text, rs, &ctx);
  limit_texts (self);
}

/* The model's verdict, else the hints it has revealed (the last one: a
 * room reads one thing at a time), else nothing. */
static void
show_verdict (GtPresentationWindow *self)
{
  const char *message = NULL, *rule = NULL;
  GtLessonFeedback kind = gt_lesson_model_get_feedback (self->model, &message, &rule);
  guint n = gt_lesson_model_get_n_hints (self->model);

  switch (kind)
    {
    case GT_LESSON_FEEDBACK_RIGHT:
      if (gt_lesson_model_get_revealed (self->model))
        set_verdict (self, "verdict-revealed", _("The Answer"), message);
      else
        set_verdict (self, "verdict-right", _("Right"), message);
      return;
    case GT_LESSON_FEEDBACK_WRONG:
      set_verdict (self, "verdict-wrong", _("Legal, but not what the step asks"), message);
      return;
    case GT_LESSON_FEEDBACK_ILLEGAL:
      {
        /* The rule the engine cites, by its name as the room reads it
         * (the rules reference finds it by that name too). */
        const GtRuleInfo *info = rule != NULL ? gt_rule_lookup (rule) : NULL;
        const char *name = info != NULL && gt_rule_get_name (info) != NULL ? gt_rule_get_name (info) : rule;
        g_autofree char *heading = name != NULL ? g_strdup_printf (_("Not Allowed · %s"), name)
                                                : g_strdup (_("Not Allowed"));

        set_verdict (self, "verdict-illegal", heading, message);
      }
      return;
    case GT_LESSON_FEEDBACK_INFO:
      set_verdict (self, "verdict-info", NULL, message);
      return;
    case GT_LESSON_FEEDBACK_NONE:
    default:
      break;
    }

  if (gt_lesson_model_get_answer_shown (self->model))
    {
      g_autofree char *text = gt_lesson_model_dup_answer_text (self->model);

      set_verdict (self, "verdict-hint", _("Answer"), text);
    }
  else if (n > 0 && gt_lesson_model_get_hint (self->model, n - 1) != NULL)
    {
      g_autofree char *caption = g_strdup_printf (_("Hint %u"), n);

      set_verdict (self, "verdict-hint", caption, gt_lesson_model_get_hint (self->model, n - 1));
    }
  else
    set_verdict (self, NULL, NULL, NULL);
}

/* ---- The table --------------------------------------------------------------- */

static void
show_position (GtPresentationWindow *self)
{
  const GtLessonStep *st = current_step (self);
  const GtCardList *marks;
  guint8 face_down;

  if (st == NULL || !st->has_position)
    return;
  face_down = st->face_down;
  if (self->others_hidden)
    face_down |= (guint8) ~(1u << GT_SEAT_S);
  gt_table_view_set_position (self->table, lesson (self)->rs, gt_lesson_model_get_position (self->model), face_down);
  gt_hand_view_set_sort (hand (self), self->sort);
  /* The play to judge lies in front of the seat that made it. */
  if (st->kind == GT_STEP_JUDGE && st->position.turn < st->position.n_seats)
    gt_table_view_set_last_play (self->table, st->position.turn, &st->show, FALSE);
  gt_table_view_set_show_turn (self->table, !gt_lesson_model_get_answered (self->model));

  /* The step's Highlight= or the model answer, as the lesson page marks
   * them (the model says when they may show). */
  marks = gt_lesson_model_get_hint_marks (self->model);
  gt_hand_view_set_marks (hand (self), marks, marks != NULL ? GT_CARD_MARK_HINT : GT_CARD_MARK_NONE);
}

/* The prompt goes where the step's words belong: into the table, or the
 * middle of a screen without one.  The window holds a reference, so the
 * box outlives its moves. */
static void
place_prompt (GtPresentationWindow *self,
              gboolean              in_table)
{
  GtkWidget *parent = gtk_widget_get_parent (self->prompt);

  if (in_table && parent != GTK_WIDGET (self->table))
    {
      if (parent != NULL)
        gtk_box_remove (GTK_BOX (parent), self->prompt);
      gt_table_view_set_prompt (self->table, self->prompt);
    }
  else if (!in_table && parent != GTK_WIDGET (self->words_box))
    {
      if (parent == GTK_WIDGET (self->table))
        gt_table_view_set_prompt (self->table, NULL);
      gtk_box_append (self->words_box, self->prompt);
    }
  limit_texts (self);
}

/* ---- Steps ------------------------------------------------------------------- */

static void
build_options (GtPresentationWindow *self,
               const GtLessonStep   *st)
{
  GtkWidget *child;
  GtRuleCtx ctx;
  const GtRuleset *rs = step_context (self, st, &ctx);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_flow_box_remove (self->options_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->options_box), st->kind == GT_STEP_CHOOSE && st->n_options > 0);
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
      gt_card_text_set_card_width (GT_CARD_TEXT (text), MAX (24, self->text_size * 3 / 2));
      gt_card_text_set_four_colour (GT_CARD_TEXT (text), self->four_colour);
      gt_card_text_set_text (GT_CARD_TEXT (text), st->options[i], rs, &ctx);
      gtk_widget_set_hexpand (text, TRUE);
      gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), number_label);
      gtk_box_append (GTK_BOX (box), text);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "option");
      gtk_widget_add_css_class (button, "presentation-answer");
      /* A click answers; the keys stay the clicker's. */
      gtk_widget_set_focus_on_click (button, FALSE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "presentation.choose");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i + 1);
      plain = gt_card_text_dup_plain (GT_CARD_TEXT (text));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
      gtk_flow_box_append (self->options_box, button);
      /* The flow box's own child (focus, keyboard) is the button's parent. */
      g_object_set_data (G_OBJECT (gtk_widget_get_parent (button)), "text", text);
      g_object_set_data (G_OBJECT (gtk_widget_get_parent (button)), "button", button);
    }
}

static void
step_changed_cb (GtPresentationWindow *self)
{
  const GtLessonStep *st = current_step (self);
  GtRuleCtx ctx;
  const GtRuleset *rs;

  if (st == NULL)
    return;
  if (self->readings_popover != NULL)
    gtk_popover_popdown (self->readings_popover);
  rs = step_context (self, st, &ctx);
  gt_card_text_set_text (self->step_text, st->text, rs, &ctx);
  place_prompt (self, st->has_position);
  if (st->has_position)
    {
      gtk_stack_set_visible_child_name (self->stack, "table");
      gt_hand_view_clear_selection (hand (self));
      show_position (self);
    }
  else
    {
      gt_table_view_set_position (self->table, NULL, NULL, 0);
      gtk_stack_set_visible_child_name (self->stack, "words");
    }
  build_options (self, st);
  show_verdict (self);
  update_buttons (self);
  update_bar (self);
  /* The keys are the clicker's again, not the hand's or a button's. */
  gt_presentation_window_set_answering (self, FALSE);
}

static void
end_reached_cb (GtPresentationWindow *self)
{
  gtk_label_set_text (self->end_title, title (self));
  gtk_stack_set_visible_child_name (self->stack, "end");
  update_buttons (self);
  update_bar (self);
}

static void
position_changed_cb (GtPresentationWindow *self)
{
  show_position (self);
}

/* A wrong play's beating seat, outlined for the room as on the lesson
 * page (the verdict says why). */
static void
sync_marked_seat (GtPresentationWindow *self)
{
  guint seat = gt_lesson_model_get_beaten_by (self->model);

  gt_table_view_set_marked_seat (self->table, seat < GT_TABLE_MAX_SEATS ? seat : GT_TABLE_NO_SEAT);
}

static void
feedback_changed_cb (GtPresentationWindow *self)
{
  show_verdict (self);
  sync_marked_seat (self);
  update_buttons (self);
}

static void
hints_changed_cb (GtPresentationWindow *self)
{
  show_verdict (self);
  show_position (self);
  update_buttons (self);
}

static void
answered_cb (GtPresentationWindow *self,
             int                   kind)
{
  const GtLessonStep *st = current_step (self);

  if (st == NULL)
    return;
  switch (kind)
    {
    case GT_ANSWER_RIGHT:
      if (self->readings_popover != NULL)
        gtk_popover_popdown (self->readings_popover);
      gt_hand_view_clear_selection (hand (self));
      show_position (self);
      gt_presentation_window_set_answering (self, FALSE);
      break;
    case GT_ANSWER_ILLEGAL:
      {
        GtCardList fault;

        gt_lesson_model_get_fault (self->model, &fault);
        if (fault.n > 0 && st->has_position)
          gt_hand_view_set_marks (hand (self), &fault, GT_CARD_MARK_FAULT);
      }
      break;
    default:
      break;
    }
  sync_marked_seat (self);
  update_buttons (self);
}

static void
changed_cb (GtPresentationWindow *self)
{
  update_buttons (self);
  update_bar (self);
}

/* ---- The readings of a wild selection --------------------------------------- */

static void
reading_chosen_cb (GtPresentationWindow *self,
                   guint                 i)
{
  gt_lesson_model_play_reading (self->model, i);
}

/* The selection reads several ways: which is meant (software never
 * guesses, gd.wild.declare) — the room says, the teacher picks, in the
 * popover the lesson page asks with. */
static void
ask_reading (GtPresentationWindow *self)
{
  g_autoptr(GPtrArray) choices = gt_lesson_model_list_readings (self->model);
  GtRuleCtx ctx;

  gt_game_rule_ctx (&current_step (self)->position, &ctx);
  if (self->readings_popover == NULL)
    {
      self->readings_popover = GTK_POPOVER (gt_readings_popover_new ());
      g_signal_connect_swapped (self->readings_popover, "chosen", G_CALLBACK (reading_chosen_cb), self);
      gtk_widget_set_parent (GTK_WIDGET (self->readings_popover),
                             gt_step_actions_get_play_button (self->step_actions));
    }
  gt_readings_popover_set_four_colour (GT_READINGS_POPOVER (self->readings_popover), self->four_colour);
  gt_readings_popover_ask (GT_READINGS_POPOVER (self->readings_popover), lesson (self)->rs, &ctx, choices);
}

/* ---- The hand ------------------------------------------------------------------ */

static void
hand_activate_cb (GtHandView           *view,
                  GtPresentationWindow *self)
{
  gt_presentation_window_play (self);
}

static void
hand_selection_changed_cb (GtHandView           *view,
                           GtPresentationWindow *self)
{
  gt_lesson_model_dismiss (self->model, TRUE);
  /* A card picked: the teacher is answering from the hand. */
  if (gt_hand_view_get_interactive (view))
    self->answering = TRUE;
}

/* ---- GObject ------------------------------------------------------------------- */

static void
gt_presentation_window_dispose (GObject *object)
{
  GtPresentationWindow *self = GT_PRESENTATION_WINDOW (object);

  g_clear_handle_id (&self->style_idle, g_source_remove);
  if (self->limit_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->limit_tick);
  self->limit_tick = 0;
  if (self->readings_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->readings_popover));
      self->readings_popover = NULL;
    }
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  if (self->css != NULL)
    {
      gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                     GTK_STYLE_PROVIDER (self->css));
      g_clear_object (&self->css);
    }
  /* Our reference on the prompt, wherever it is (its parent holds
   * another); dispose_template clears the field. */
  g_clear_object (&self->prompt);
  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_PRESENTATION_WINDOW);

  G_OBJECT_CLASS (gt_presentation_window_parent_class)->dispose (object);
}

static void
gt_presentation_window_finalize (GObject *object)
{
  GtPresentationWindow *self = GT_PRESENTATION_WINDOW (object);

  g_free (self->title);
  G_OBJECT_CLASS (gt_presentation_window_parent_class)->finalize (object);
}

static void
gt_presentation_window_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  GtPresentationWindow *self = GT_PRESENTATION_WINDOW (object);

  switch (prop_id)
    {
    case PROP_BLANKED:
      g_value_set_boolean (value, self->blanked);
      break;
    case PROP_OTHERS_HIDDEN:
      g_value_set_boolean (value, self->others_hidden);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    case PROP_TYPED:
      g_value_set_string (value, self->typed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_presentation_window_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  GtPresentationWindow *self = GT_PRESENTATION_WINDOW (object);

  switch (prop_id)
    {
    case PROP_BLANKED:
      gt_presentation_window_set_blanked (self, g_value_get_boolean (value));
      break;
    case PROP_OTHERS_HIDDEN:
      gt_presentation_window_set_others_hidden (self, g_value_get_boolean (value));
      break;
    case PROP_HIGH_CONTRAST:
      gt_presentation_window_set_high_contrast (self, g_value_get_boolean (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_presentation_window_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* GtkWindow gives a window without a focus one when it maps (the hand,
 * a button): then the arrows, Space and Enter would be theirs, not the
 * clicker's. */
static void
gt_presentation_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (gt_presentation_window_parent_class)->map (widget);
  gtk_root_set_focus (GTK_ROOT (widget), NULL);
}

static void
gt_presentation_window_class_init (GtPresentationWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_presentation_window_dispose;
  widget_class->map = gt_presentation_window_map;
  object_class->finalize = gt_presentation_window_finalize;
  object_class->get_property = gt_presentation_window_get_property;
  object_class->set_property = gt_presentation_window_set_property;
  widget_class->size_allocate = gt_presentation_window_size_allocate;

  properties[PROP_BLANKED] =
    g_param_spec_boolean ("blanked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OTHERS_HIDDEN] =
    g_param_spec_boolean ("others-hidden", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TYPED] =
    g_param_spec_string ("typed", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GT_TYPE_CARD_TEXT);
  g_type_ensure (GT_TYPE_STEP_ACTIONS);
  g_type_ensure (GT_TYPE_TABLE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-presentation-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, table);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, words_box);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, prompt);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, step_scroller);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, step_text);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, options_box);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, step_actions);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, verdict_heading);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, verdict_scroller);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, verdict_text);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, end_title);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, typed_label);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, counter_label);
  gtk_widget_class_bind_template_child (widget_class, GtPresentationWindow, blank);

  gt_presentation_actions_install (widget_class);
}

static void
gt_presentation_window_init (GtPresentationWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_ref (self->prompt);
  gtk_widget_add_css_class (GTK_WIDGET (self), "presentation");
  gt_presentation_actions_add_keys (GTK_WIDGET (self));
  self->sort = GT_HAND_SORT_RANK;
  self->text_size = 24;
  self->styled_size = 0;
  self->css = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                              GTK_STYLE_PROVIDER (self->css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  restyle (self);
  g_signal_connect_object (hand (self), "activate", G_CALLBACK (hand_activate_cb), self, 0);
  g_signal_connect_object (hand (self), "selection-changed", G_CALLBACK (hand_selection_changed_cb), self, 0);
}

/* ---- API ------------------------------------------------------------------------ */

GtPresentationWindow *
gt_presentation_window_new (GtLessonModel *model,
                            const char    *title)
{
  GtPresentationWindow *self;

  g_return_val_if_fail (GT_IS_LESSON_MODEL (model), NULL);

  self = g_object_new (GT_TYPE_PRESENTATION_WINDOW, NULL);
  self->model = g_object_ref (model);
  self->title = g_strdup (title);
  self->titled = gt_lesson_model_get_lesson (model);
  /* The answers' buttons first: they show the step before the window's
   * handlers look at them. */
  gt_step_actions_set_model (self->step_actions, model);
  g_signal_connect_swapped (model, "step-changed", G_CALLBACK (step_changed_cb), self);
  g_signal_connect_swapped (model, "end-reached", G_CALLBACK (end_reached_cb), self);
  g_signal_connect_swapped (model, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (model, "feedback-changed", G_CALLBACK (feedback_changed_cb), self);
  g_signal_connect_swapped (model, "answered", G_CALLBACK (answered_cb), self);
  g_signal_connect_swapped (model, "hints-changed", G_CALLBACK (hints_changed_cb), self);
  g_signal_connect_swapped (model, "changed", G_CALLBACK (changed_cb), self);

  if (gt_lesson_model_get_at_end (model))
    end_reached_cb (self);
  else
    step_changed_cb (self);
  return self;
}

GtLessonModel *
gt_presentation_window_get_model (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), NULL);
  return self->model;
}

void
gt_presentation_window_set_blanked (GtPresentationWindow *self,
                                    gboolean              blanked)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  blanked = !!blanked;
  if (self->blanked == blanked)
    return;
  self->blanked = blanked;
  gtk_widget_set_visible (self->blank, blanked);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLANKED]);
}

gboolean
gt_presentation_window_get_blanked (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->blanked;
}

void
gt_presentation_window_set_others_hidden (GtPresentationWindow *self,
                                          gboolean              hidden)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  hidden = !!hidden;
  if (self->others_hidden == hidden)
    return;
  self->others_hidden = hidden;
  show_position (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OTHERS_HIDDEN]);
}

gboolean
gt_presentation_window_get_others_hidden (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->others_hidden;
}

void
gt_presentation_window_set_high_contrast (GtPresentationWindow *self,
                                          gboolean              high_contrast)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  high_contrast = !!high_contrast;
  if (self->high_contrast == high_contrast)
    return;
  self->high_contrast = high_contrast;
  if (high_contrast)
    gtk_widget_add_css_class (GTK_WIDGET (self), "high-contrast");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "high-contrast");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

gboolean
gt_presentation_window_get_high_contrast (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->high_contrast;
}

void
gt_presentation_window_set_four_colour (GtPresentationWindow *self,
                                        gboolean              four_colour)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  gt_widgets_pass_four_colour (GTK_WIDGET (self), four_colour);
  /* The prompt may be out of the window's tree (a step of words). */
  gt_widgets_pass_four_colour (self->prompt, four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

void
gt_presentation_window_set_sort (GtPresentationWindow *self,
                                 GtHandSort            sort)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  self->sort = sort;
  gt_hand_view_set_sort (hand (self), sort);
}

static void
typed_changed (GtPresentationWindow *self)
{
  update_bar (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TYPED]);
}

gboolean
gt_presentation_window_type_digit (GtPresentationWindow *self,
                                   guint                 digit)
{
  size_t n;

  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);

  n = strlen (self->typed);
  if (digit > 9 || n >= TYPED_MAX || (n == 0 && digit == 0))
    return FALSE;
  self->typed[n] = (char) ('0' + digit);
  self->typed[n + 1] = '\0';
  typed_changed (self);
  return TRUE;
}

const char *
gt_presentation_window_get_typed (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), NULL);
  return self->typed;
}

gboolean
gt_presentation_window_enter (GtPresentationWindow *self)
{
  guint step;

  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);

  if (self->typed[0] == '\0')
    return gt_lesson_model_next (self->model);
  step = (guint) strtoul (self->typed, NULL, 10);
  self->typed[0] = '\0';
  typed_changed (self);
  /* A number past the end goes nowhere: the room sees no jump to the
   * wrong place. */
  return gt_lesson_model_go_to_step (self->model, step);
}

gboolean
gt_presentation_window_back_digit (GtPresentationWindow *self)
{
  size_t n;

  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);

  n = strlen (self->typed);
  if (n == 0)
    return FALSE;
  self->typed[n - 1] = '\0';
  typed_changed (self);
  return TRUE;
}

gboolean
gt_presentation_window_forget_typed (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);

  if (self->typed[0] == '\0')
    return FALSE;
  self->typed[0] = '\0';
  typed_changed (self);
  return TRUE;
}

void
gt_presentation_window_play (GtPresentationWindow *self)
{
  const GtLessonStep *st;
  GtCardList selection;

  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  st = current_step (self);
  if (st == NULL || !st->has_position)
    return;
  gt_hand_view_get_selection (hand (self), &selection);
  if (gt_lesson_model_play (self->model, &selection) == GT_LESSON_PLAY_READINGS)
    ask_reading (self);
}

void
gt_presentation_window_declare (GtPresentationWindow *self,
                                guint                 i)
{
  GtCardList selection;

  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  if (!gt_lesson_step_is_declaration (current_step (self)))
    return;
  gt_hand_view_get_selection (hand (self), &selection);
  gt_lesson_model_declare (self->model, i, &selection);
}

void
gt_presentation_window_pass (GtPresentationWindow *self)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  if (current_step (self) == NULL || current_step (self)->kind != GT_STEP_PLAY)
    return;
  gt_hand_view_clear_selection (hand (self));
  gt_lesson_model_pass (self->model);
}

void
gt_presentation_window_set_answering (GtPresentationWindow *self,
                                      gboolean              answering)
{
  g_return_if_fail (GT_IS_PRESENTATION_WINDOW (self));

  self->answering = !!answering;
  if (!answering)
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

gboolean
gt_presentation_window_get_answering (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), FALSE);
  return self->answering;
}

GtTableView *
gt_presentation_window_get_table (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), NULL);
  return self->table;
}

char *
gt_presentation_window_dup_step_text (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), NULL);
  return gt_card_text_dup_plain (self->step_text);
}

char *
gt_presentation_window_dup_verdict (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), NULL);

  if (!gtk_widget_get_visible (self->verdict_box))
    return NULL;
  return gt_card_text_dup_plain (self->verdict_text);
}

int
gt_presentation_window_get_text_size (GtPresentationWindow *self)
{
  g_return_val_if_fail (GT_IS_PRESENTATION_WINDOW (self), 0);
  return self->text_size;
}
