/* gt-lesson-page-private.h — the lesson player's insides, shared by its files
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt-lesson-page.c (the step on show, the verdict, the table's band) and
 * gt-lesson-page-actions.c (the page's "lesson." actions) both reach the
 * instance struct; nothing outside the page includes this.
 */
#pragma once

#include <adwaita.h>

#include "gt-hand-view.h"
#include "gt-lesson-end.h"
#include "gt-lesson-model.h"
#include "gt-lesson-page.h"
#include "gt-step-actions.h"
#include "gt-step-options.h"
#include "gt-table-motion.h"
#include "gt-table-view.h"
#include "gt-verdict-view.h"
#include "gt-card-text.h"

G_BEGIN_DECLS

struct _GtLessonPage {
  GtkWidget parent_instance;

  /* Template */
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkWidget *step_box;
  GtkScrolledWindow *text_scroller;
  GtkWidget *text_area;
  GtkWidget *text_clamp;
  GtkWidget *text_card;
  GtCardText *step_text;
  GtVerdictView *hints_view;
  GtkWidget *hints_clamp;
  GtkOverlay *feedback_overlay;
  GtkWidget *options_clamp;
  GtStepOptions *options;
  AdwClamp *table_band;
  guint band_idle;         /* set_table_band() to come */
  const GtLesson *steady_for;  /* the lesson whose steps the table's cards fit */
  /* The text area's height for the steps with a table: the tallest
   * step's text and options at text_width, in the lesson text_for */
  int text_height;
  int text_width;
  /* The table's least height there: the tallest of its steps' minimums,
   * at the width the text was measured at */
  int table_least;
  /* The room kept under the table for a split step's plays set aside
   * (with the step box's spacing), on every step of a lesson with one */
  int split_height;
  /* What the text area is given of text_height: less when the table's
   * least would not fit under it otherwise (its text scrolls) */
  int text_shown;
  const GtLesson *text_for;
  GtTableView *table;
  GtTableMotion *motion; /* the learner's plays sliding in */
  GtkWidget *verdict_band;
  GtkRevealer *verdict_revealer;
  GtkScrolledWindow *verdict_scroller;
  GtVerdictView *verdict_view;
  GtkWidget *retry_button;
  GtkWidget *back_button;
  GtkWidget *hint_button;
  GtkWidget *controls;
  GtkWidget *choices_row;
  GtkWidget *spacer;
  GtStepActions *step_actions;
  GtkWidget *next_button;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  GtLessonEnd *end;
  AdwStatusPage *empty_page;
  GtkPopover *readings_popover;

  /* Made in code: a split step's plays set aside (gt-split-view.h), and a
   * read step's Link= button */
  GtkWidget *split_view;
  GtkWidget *link_button;

  /* The lesson being taken */
  GtLessonModel *model;
  guint number;
  GtHandSort sort;
  gboolean four_colour;      /* the deck of every card on the page */
  gboolean has_next_lesson;
  char *title;
  char *subtitle;
  const GtLessonStep *shown_step; /* the step last shown, to tell a retry */
};

static inline const GtLessonStep *
current_step (GtLessonPage *self)
{
  return gt_lesson_model_get_step (self->model);
}

static inline const GtLesson *
lesson (GtLessonPage *self)
{
  return gt_lesson_model_get_lesson (self->model);
}

static inline GtHandView *
learner_hand (GtLessonPage *self)
{
  return gt_table_view_get_hand (self->table);
}

void _gt_lesson_page_actions_install (GtkWidgetClass *widget_class);

/* In gt-lesson-page.c, for the actions */
void gt_lesson_page_update_controls (GtLessonPage *self);
void gt_lesson_page_show_highlight  (GtLessonPage *self);
void gt_lesson_page_ask_reading     (GtLessonPage *self);

G_END_DECLS
