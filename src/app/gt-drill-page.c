/* gt-drill-page.c — a drill: six small exercises on one idea, with stars
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the drill is lives in the model (src/content/gt-drill-model.c);
 * this page shows it after each "changed" and hands it the learner's
 * selection.  The exercise's question sits above the hand, where the eye
 * already is; the verdict line keeps its height so that nothing jumps.
 */
#define G_LOG_DOMAIN "gt-drill-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gt-drill-page.h"
#include "gt-verdict-view.h"
#include "gt-widgets.h"

struct _GtDrillPage {
  GtkWidget parent_instance;

  GtDrillModel *model;
  gboolean reported;        /* "finished" emitted for this set */

  GtkStack *stack;
  GtkLabel *title_label;
  GtkMenuButton *choose_button;
  GtTableView *table;
  GtkLabel *prompt_label;   /* above the hand, made here */
  GtVerdictView *feedback_view;
  GtkLabel *count_label;
  GtkWidget *next_button;
  GtkWidget *play_button;
  AdwStatusPage *done_page;
  GtkLabel *stars_label;
  GtkWidget *next_drill_button;
};

G_DEFINE_FINAL_TYPE (GtDrillPage, gt_drill_page, GTK_TYPE_WIDGET)

enum { FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* drill-id: the drill shown, by id; set by the chooser (its radio items
 * are a property action of it, so the one shown is marked). */
enum { PROP_0, PROP_DRILL_ID, N_PROPS };
static GParamSpec *props[N_PROPS];

/* The verdict in the card the lesson and puzzle players show theirs in:
 * the first sentence its heading, the rest below; hidden without one. */
static void
show_feedback (GtDrillPage   *self,
               const char    *message,
               GtVerdictKind  kind)
{
  gboolean shown = message != NULL && *message != '\0';

  if (shown)
    {
      gt_verdict_view_set_kind (self->feedback_view, kind);
      gt_verdict_view_set_message (self->feedback_view, message);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_view), shown);
}

static void
update (GtDrillPage *self)
{
  const GtDrill *info = gt_drill_model_get_drill (self->model);
  const GtRuleset *rs = gt_drill_model_get_game (self->model);
  const GtDrillExercise *ex = gt_drill_model_get_exercise (self->model);
  gboolean answered = gt_drill_model_get_answered (self->model);
  const char *feedback = gt_drill_model_get_feedback (self->model);
  GtHandView *hand = gt_table_view_get_hand (self->table);

  if (info == NULL)
    return;
  gtk_label_set_text (self->title_label, _(info->title));

  if (gt_drill_model_get_finished (self->model))
    {
      guint stars = gt_drill_model_get_stars (self->model);
      guint mistakes = gt_drill_model_get_mistakes (self->model);
      g_autofree char *text = gt_widgets_stars_text (stars);
      g_autofree char *description = mistakes == 0
        ? g_strdup (_("Every exercise right at the first try."))
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Done, with %u mistake or hint.",
                                        "Done, with %u mistakes or hints.", mistakes), mistakes);
      /* TRANSLATORS: the end of a drill: "3 of 3 stars" (for screen readers). */
      g_autofree char *spoken = g_strdup_printf (_("%u of 3 stars"), stars);

      adw_status_page_set_title (self->done_page, _(info->title));
      adw_status_page_set_description (self->done_page, description);
      gtk_label_set_text (self->stars_label, text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->stars_label),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
      gtk_widget_set_visible (self->next_drill_button, info + 1 < rs->drills + rs->n_drills);
      gtk_stack_set_visible_child_name (self->stack, "done");
      if (!self->reported)
        {
          self->reported = TRUE;
          g_signal_emit (self, signals[FINISHED], 0, info->id, stars);
        }
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, "exercise");
  if (ex == NULL)
    {
      gt_table_view_set_position (self->table, NULL, NULL, 0);
      return;
    }
  {
    /* TRANSLATORS: the drill's progress: "Exercise 3 of 6". */
    g_autofree char *count = g_strdup_printf (_("Exercise %u of %u"),
                                              gt_drill_model_get_index (self->model) + 1, GT_DRILL_EXERCISES);
    gtk_label_set_text (self->count_label, count);
  }
  gtk_label_set_text (self->prompt_label, ex->prompt);
  show_feedback (self, feedback,
                 gt_drill_model_get_feedback_ok (self->model) ? GT_VERDICT_RIGHT : GT_VERDICT_WRONG);

  gtk_widget_set_visible (self->next_button, answered);
  gtk_widget_set_visible (self->play_button, !answered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "drill.play", !answered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "drill.hint", !answered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "drill.next", answered);
  gt_hand_view_set_interactive (hand, !answered);
}

/* A new exercise: its cards on the table, nothing selected. */
static void
show_exercise (GtDrillPage *self)
{
  const GtDrillExercise *ex = gt_drill_model_get_exercise (self->model);

  if (ex != NULL)
    {
      /* The others' cards face down: only the play on the table, or the
       * trick, matters. */
      gt_table_view_set_position (self->table, ex->position.rs, &ex->position,
                                  (guint8) ~(1u << ex->position.turn));
      gt_table_view_set_show_turn (self->table, FALSE);
    }
  gt_hand_view_clear_selection (gt_table_view_get_hand (self->table));
  update (self);
}

/* ---- Actions ---------------------------------------------------------------- */

static void
play_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtDrillPage *self = GT_DRILL_PAGE (widget);
  GtHandView *hand = gt_table_view_get_hand (self->table);
  GtCardList cards;

  gt_hand_view_get_selection (hand, &cards);
  if (cards.n == 0)
    {
      show_feedback (self, _("Select cards in your hand first."), GT_VERDICT_INFO);
      return;
    }
  if (gt_drill_model_answer (self->model, &cards))
    {
      /* The answer goes to the table, in front of the learner. */
      gt_table_view_set_last_play (self->table, GT_SEAT_S, &cards, FALSE);
      gtk_widget_grab_focus (self->next_button);
    }
}

static void
hint_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtDrillPage *self = GT_DRILL_PAGE (widget);
  GtCardList cards;

  if (gt_drill_model_hint (self->model, &cards))
    gt_hand_view_set_selection (gt_table_view_get_hand (self->table), &cards);
}

static void
next_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  GtDrillPage *self = GT_DRILL_PAGE (widget);

  gt_drill_model_next (self->model);
  show_exercise (self);
  gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (self->table)));
}

static void
restart_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  GtDrillPage *self = GT_DRILL_PAGE (widget);

  gt_drill_page_start (self, gt_drill_model_get_drill (self->model), 0);
}

/* Another drill: through the window when there is one, so that its
 * sidebar and title follow; alone (a test), here. */
static void
choose (GtDrillPage   *self,
        const GtDrill *drill)
{
  g_autofree char *page = g_strconcat ("drill:", drill->id, NULL);

  if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.show-page", "s", page) ||
      gt_drill_model_get_drill (self->model) != drill)
    gt_drill_page_start (self, drill, 0);
}



static void
next_drill_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  GtDrillPage *self = GT_DRILL_PAGE (widget);
  const GtDrill *drill = gt_drill_model_get_drill (self->model);
  const GtRuleset *rs = gt_drill_model_get_game (self->model);

  /* The next drill of the same game: the list a learner works through. */
  if (drill != NULL && drill + 1 < rs->drills + rs->n_drills)
    choose (self, drill + 1);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
gt_drill_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtDrillPage *self = GT_DRILL_PAGE (object);
  const GtDrill *drill = gt_drill_model_get_drill (self->model);

  switch (prop_id)
    {
    case PROP_DRILL_ID:
      g_value_set_string (value, drill != NULL ? drill->id : "");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_drill_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtDrillPage *self = GT_DRILL_PAGE (object);
  const GtDrill *drill;

  switch (prop_id)
    {
    case PROP_DRILL_ID:
      drill = gt_drill_lookup (g_value_get_string (value), NULL);
      if (drill != NULL && drill != gt_drill_model_get_drill (self->model))
        choose (self, drill);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_drill_page_dispose (GObject *object)
{
  GtDrillPage *self = GT_DRILL_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GT_TYPE_DRILL_PAGE);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (gt_drill_page_parent_class)->dispose (object);
}

static void
gt_drill_page_class_init (GtDrillPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_drill_page_dispose;
  object_class->get_property = gt_drill_page_get_property;
  object_class->set_property = gt_drill_page_set_property;

  props[PROP_DRILL_ID] = g_param_spec_string ("drill-id", NULL, NULL, "",
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);

  g_type_ensure (GT_TYPE_TABLE_VIEW);
  g_type_ensure (GT_TYPE_VERDICT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/guandantutor/GuandanTutor/gt-drill-page.ui");
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, stack);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, choose_button);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, table);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, feedback_view);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, done_page);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, stars_label);
  gtk_widget_class_bind_template_child (widget_class, GtDrillPage, next_drill_button);

  gtk_widget_class_install_action (widget_class, "drill.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "drill.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "drill.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "drill.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "drill.next-drill", NULL, next_drill_action);
  gtk_widget_class_install_property_action (widget_class, "drill.choose", "drill-id");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "drill.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "drill.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "drill.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "drill.next", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "drillpage");
}

/* Every game's drills, a section each under the game's name, as the
 * sidebar lists them. */
static GMenu *
drills_menu (void)
{
  GMenu *menu = g_menu_new ();
  const GtRuleset *const *games = gt_rulesets ();

  for (guint k = 0; games[k] != NULL; k++)
    {
      g_autoptr (GMenu) section = NULL;

      if (games[k]->n_drills == 0)
        continue;
      section = g_menu_new ();
      for (guint i = 0; i < games[k]->n_drills; i++)
        {
          g_autoptr (GMenuItem) item = g_menu_item_new (_(games[k]->drills[i].title), NULL);

          g_menu_item_set_action_and_target (item, "drill.choose", "s", games[k]->drills[i].id);
          g_menu_append_item (section, item);
        }
      g_menu_append_section (menu, _(games[k]->title), G_MENU_MODEL (section));
    }
  return menu;
}

static void
gt_drill_page_init (GtDrillPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->model = gt_drill_model_new ();
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (update), self);

  /* The question, large, above the hand. */
  self->prompt_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->prompt_label), "prompt_label");
  gtk_label_set_wrap (self->prompt_label, TRUE);
  gtk_label_set_wrap_mode (self->prompt_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (self->prompt_label, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "title-4");
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "drill-prompt");
  gt_table_view_set_prompt (self->table, GTK_WIDGET (self->prompt_label));

  {
    g_autoptr (GMenu) menu = drills_menu ();
    gtk_menu_button_set_menu_model (self->choose_button, G_MENU_MODEL (menu));
  }
}

/* ---- Public ------------------------------------------------------------------ */

GtkWidget *
gt_drill_page_new (void)
{
  return g_object_new (GT_TYPE_DRILL_PAGE, NULL);
}

GtDrillModel *
gt_drill_page_get_model (GtDrillPage *self)
{
  g_return_val_if_fail (GT_IS_DRILL_PAGE (self), NULL);
  return self->model;
}

GtTableView *
gt_drill_page_get_table (GtDrillPage *self)
{
  g_return_val_if_fail (GT_IS_DRILL_PAGE (self), NULL);
  return self->table;
}

void
gt_drill_page_start (GtDrillPage   *self,
                     const GtDrill *drill,
                     guint32        seed)
{
  g_return_if_fail (GT_IS_DRILL_PAGE (self));
  g_return_if_fail (drill != NULL);
  /* Fresh cards on every try: a random set unless a test asks for one. */
  if (seed == 0)
    seed = g_random_int_range (1, G_MAXINT32);
  self->reported = FALSE;
  gt_drill_model_start (self->model, drill, seed);
  show_exercise (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DRILL_ID]);
}

void
gt_drill_page_set_four_colour (GtDrillPage *self,
                               gboolean     four_colour)
{
  g_return_if_fail (GT_IS_DRILL_PAGE (self));
  gt_table_view_set_four_colour (self->table, four_colour);
}
