/* gt-window-private.h — the main window's insides, shared by its files
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt-window.c (the pages and the library beside them) and
 * gt-window-actions.c (the window's actions) both reach the instance
 * struct; nothing outside the window includes this.
 */
#pragma once

#include "gt-appearance.h"
#include "gt-sidebar.h"
#include "gt-window.h"

G_BEGIN_DECLS

struct _GtWindow {
  AdwApplicationWindow parent_instance;

  /* Template */
  AdwToastOverlay *toast_overlay;
  AdwLeaflet *leaflet;
  GtSidebar *sidebar_view;
  AdwWindowTitle *content_title;
  GtkWidget *back_button;
  GtkWidget *rule_back_button;
  GtkWidget *lesson_menu_button;
  GtkWidget *present_button;
  GtkStack *content_stack;
  GtLessonPage *lesson_page;
  AdwBin *puzzle_bin;
  AdwBin *rules_bin;
  AdwBin *play_bin;
  AdwBin *compare_bin;
  AdwBin *drill_bin;
  GtPuzzlePage *puzzle_page;   /* NULL until first shown */
  GtRulesPage *rules_page;     /* NULL until first shown */
  GtPlayPage *play_page;       /* NULL until first shown */
  GtComparePage *compare_page; /* NULL until first shown */
  GtDrillPage *drill_page;     /* NULL until first shown */
  AdwPreferencesGroup *puzzles_intro;
  AdwPreferencesGroup *puzzles_group;
  GtkWidget *next_unsolved_button;
  AdwStatusPage *empty_page;

  GtLibrary *library;
  GtProgress *progress;
  GSettings *settings;
  GtAppearance *appearance;  /* the settings for cards, bound to every table */

  char *page;                /* "lesson:ID", "puzzles:GOAL", "puzzles:review", "puzzle:ID",
                              * "rules", "compare" */
  char *pending_page;        /* to show once the library is read */
  GPtrArray *puzzle_rows;    /* rows added to puzzles_group, to remove them */
  guint n_toasts;
  /* Where a rule link was followed from, while the rules page shows: the
   * page ("lesson:ID") and the content stack's child, left as they were
   * (the lesson at its step), to come back to. */
  char *return_page;
  char *return_child;
  gboolean restored;
};

/* gt-window-actions.c: the "win" actions, installed on the class, and
 * their keys and state on each window. */
void _gt_window_class_actions_init  (GtWindowClass *klass);
void _gt_window_actions_init        (GtWindow      *self);

/* gt-window.c, for the actions. */
void _gt_window_show_rule           (GtWindow      *self,
                                     const char    *id);
void _gt_window_go_to_next_unsolved (GtWindow      *self);
void _gt_window_return_from_rule    (GtWindow      *self);

G_END_DECLS
