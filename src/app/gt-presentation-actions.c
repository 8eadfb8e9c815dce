/* gt-presentation-actions.c — driving a presentation: keys, clicker, monitors
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The keys are those presentation clickers send (Page Down and Page Up,
 * often Right and Left, B or . to blank) and those of LibreOffice Impress
 * (a number then Enter jumps; Home, End, Escape).  Every key is the
 * clicker's, wherever GTK has put the focus, until the teacher answers for
 * the room (a card picked, or Tab): then the hand takes the arrows, Space
 * and Enter, as on the lesson page, everything else still drives the
 * presentation, and Escape gives the keys back.
 */
#define G_LOG_DOMAIN "gt-presentation-actions"

#include "config.h"

#include "gt-presentation-actions.h"

#include <glib/gi18n.h>

#include "gt-presenter-window.h"

/* ---- The presentation's actions ---------------------------------------- */

static GtPresentationWindow *
target (GtkWidget *widget)
{
  if (GT_IS_PRESENTATION_WINDOW (widget))
    return GT_PRESENTATION_WINDOW (widget);
  if (GT_IS_PRESENTER_WINDOW (widget))
    return gt_presenter_window_get_presentation (GT_PRESENTER_WINDOW (widget));
  return NULL;
}

static GtLessonModel *
target_model (GtkWidget *widget)
{
  GtPresentationWindow *p = target (widget);

  return p != NULL ? gt_presentation_window_get_model (p) : NULL;
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p == NULL)
    return;
  gt_presentation_window_forget_typed (p);
  gt_lesson_model_next (gt_presentation_window_get_model (p));
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p == NULL)
    return;
  gt_presentation_window_forget_typed (p);
  gt_lesson_model_back (gt_presentation_window_get_model (p));
}

static void
first_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonModel *model = target_model (widget);

  if (model != NULL)
    gt_lesson_model_go_to_step (model, 1);
}

static void
last_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtLessonModel *model = target_model (widget);

  if (model != NULL && gt_lesson_model_get_lesson (model) != NULL)
    gt_lesson_model_go_to_step (model, gt_lesson_model_get_lesson (model)->n_steps);
}

static void
go_to_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonModel *model = target_model (widget);

  if (model != NULL)
    gt_lesson_model_go_to_step (model, g_variant_get_uint32 (parameter));
}

static void
enter_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_enter (p);
}

static void
backspace_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL && !gt_presentation_window_back_digit (p))
    gt_lesson_model_back (gt_presentation_window_get_model (p));
}

static void
digit_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_type_digit (p, g_variant_get_uint32 (parameter));
}

static void
blank_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_set_blanked (p, !gt_presentation_window_get_blanked (p));
}

static void
hands_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_set_others_hidden (p, !gt_presentation_window_get_others_hidden (p));
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtLessonModel *model = target_model (widget);

  if (model != NULL)
    gt_lesson_model_reveal (model);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_play (p);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_pass (p);
}

static void
judge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtLessonModel *model = target_model (widget);

  if (model != NULL)
    gt_lesson_model_judge (model, g_variant_get_boolean (parameter));
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtLessonModel *model = target_model (widget);

  if (model != NULL)
    gt_lesson_model_choose (model, g_variant_get_uint32 (parameter));
}

static void
declare_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL)
    gt_presentation_window_declare (p, g_variant_get_uint32 (parameter));
}

static void
leave_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  /* The presenter view goes with it (gt-presenter-window.c). */
  if (p != NULL)
    gtk_window_destroy (GTK_WINDOW (p));
}

static void
escape_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtPresentationWindow *p = target (widget);

  if (p != NULL && !gt_presentation_window_forget_typed (p))
    gtk_window_destroy (GTK_WINDOW (p));
}

void
gt_presentation_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "presentation.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "presentation.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "presentation.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "presentation.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "presentation.go-to", "u", go_to_action);
  gtk_widget_class_install_action (widget_class, "presentation.enter", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "presentation.backspace", NULL, backspace_action);
  gtk_widget_class_install_action (widget_class, "presentation.digit", "u", digit_action);
  gtk_widget_class_install_action (widget_class, "presentation.blank", NULL, blank_action);
  gtk_widget_class_install_action (widget_class, "presentation.hands", NULL, hands_action);
  gtk_widget_class_install_action (widget_class, "presentation.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "presentation.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "presentation.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "presentation.judge", "b", judge_action);
  gtk_widget_class_install_action (widget_class, "presentation.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "presentation.declare", "u", declare_action);
  gtk_widget_class_install_action (widget_class, "presentation.leave", NULL, leave_action);
  gtk_widget_class_install_action (widget_class, "presentation.escape", NULL, escape_action);
}

/* ---- The keys ---------------------------------------------------------------- */

/* A key the teacher uses to answer for the room, once they have gone to
 * the hand or the answer's buttons (a card clicked or selected, Tab): the
 * arrows and Space in the hand, Enter on a button, as on the lesson page.
 * Otherwise — and in the presenter view, whose buttons and list are for
 * the mouse — every key is the clicker's, wherever GTK has put the focus
 * (a window that becomes active focuses its first widget). */
static gboolean
focus_wants (GtkWidget *window,
             guint      keyval)
{
  if (!GT_IS_PRESENTATION_WINDOW (window) ||
      !gt_presentation_window_get_answering (GT_PRESENTATION_WINDOW (window)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_Right:
    case GDK_KEY_Up:
    case GDK_KEY_Down:
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_Home:
    case GDK_KEY_End:
      return TRUE;
    default:
      return FALSE;
    }
}

typedef struct {
  guint keyval;
  const char *action;
} Key;

static gboolean
key_cb (GtkWidget *widget,
        GVariant  *args,
        gpointer   data)
{
  const Key *key = data;
  GtPresentationWindow *p = target (widget);
  gboolean typing = p != NULL && gt_presentation_window_get_typed (p)[0] != '\0';

  /* A step number typed goes to its step, wherever the focus is. */
  if (focus_wants (widget, key->keyval) &&
      !(typing && (key->keyval == GDK_KEY_Return || key->keyval == GDK_KEY_KP_Enter)))
    return FALSE;
  /* Tab goes to the hand and the buttons, to answer (GTK moves the
   * focus); Escape from there gives the keys back to the clicker, and
   * the next one leaves. */
  if (key->keyval == GDK_KEY_Tab || key->keyval == GDK_KEY_ISO_Left_Tab)
    {
      if (GT_IS_PRESENTATION_WINDOW (widget))
        gt_presentation_window_set_answering (GT_PRESENTATION_WINDOW (widget), TRUE);
      return FALSE;
    }
  if (key->keyval == GDK_KEY_Escape && focus_wants (widget, GDK_KEY_Return))
    {
      gt_presentation_window_set_answering (GT_PRESENTATION_WINDOW (widget), FALSE);
      return TRUE;
    }
  return gtk_widget_activate_action_variant (widget, key->action, args);
}

void
gt_presentation_actions_add_keys (GtkWidget *window)
{
  static const Key keys[] = {
    { GDK_KEY_Page_Down, "presentation.next" },
    { GDK_KEY_KP_Page_Down, "presentation.next" },
    { GDK_KEY_Right, "presentation.next" },
    { GDK_KEY_space, "presentation.next" },
    { GDK_KEY_Page_Up, "presentation.previous" },
    { GDK_KEY_KP_Page_Up, "presentation.previous" },
    { GDK_KEY_Left, "presentation.previous" },
    { GDK_KEY_Return, "presentation.enter" },
    { GDK_KEY_KP_Enter, "presentation.enter" },
    { GDK_KEY_BackSpace, "presentation.backspace" },
    { GDK_KEY_Home, "presentation.first" },
    { GDK_KEY_KP_Home, "presentation.first" },
    { GDK_KEY_End, "presentation.last" },
    { GDK_KEY_KP_End, "presentation.last" },
    { GDK_KEY_b, "presentation.blank" },
    { GDK_KEY_B, "presentation.blank" },
    { GDK_KEY_period, "presentation.blank" },
    { GDK_KEY_KP_Decimal, "presentation.blank" },
    { GDK_KEY_h, "presentation.hands" },
    { GDK_KEY_r, "presentation.reveal" },
    { GDK_KEY_p, "presentation.pass" },
    { GDK_KEY_Escape, "presentation.escape" },
    { GDK_KEY_Tab, NULL },
    { GDK_KEY_ISO_Left_Tab, NULL },
  };
  static const Key digit = { 0, "presentation.digit" };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* In the capture phase, before GtkWindow's own bindings of the arrows,
   * Space and Enter (focus moves, activation), which a presentation does
   * not want from a clicker. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, 0),
                                                            gtk_callback_action_new (key_cb, (gpointer) &keys[i], NULL)));
  for (guint i = 0; i <= 9; i++)
    {
      GtkShortcut *s1 = gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_0 + i, 0),
                                                                      gtk_keyval_trigger_new (GDK_KEY_KP_0 + i, 0)),
                                          gtk_callback_action_new (key_cb, (gpointer) &digit, NULL));

      gtk_shortcut_set_arguments (s1, g_variant_new_uint32 (i));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), s1);
    }
  gtk_widget_add_controller (window, controller);
}

void
gt_presentation_actions_update (GtkWidget     *widget,
                                GtLessonModel *model)
{
  const GtLessonStep *st = gt_lesson_model_get_step (model);
  gboolean open = gt_lesson_model_can_answer (model);
  gboolean has_lesson = gt_lesson_model_get_lesson (model) != NULL;

  gtk_widget_action_set_enabled (widget, "presentation.next", st != NULL);
  gtk_widget_action_set_enabled (widget, "presentation.previous", gt_lesson_model_can_go_back (model));
  gtk_widget_action_set_enabled (widget, "presentation.first", has_lesson);
  gtk_widget_action_set_enabled (widget, "presentation.last", has_lesson);
  gtk_widget_action_set_enabled (widget, "presentation.go-to", has_lesson);
  gtk_widget_action_set_enabled (widget, "presentation.reveal", open);
  gtk_widget_action_set_enabled (widget, "presentation.play",
                                 open && (st->kind == GT_STEP_PLAY || gt_lesson_step_is_card_act (st)));
  gtk_widget_action_set_enabled (widget, "presentation.declare", open && gt_lesson_step_is_declaration (st));
  /* Passing belongs to climbing rounds, as the Pass button shows
   * (gt-step-actions.h), and not to a lead. */
  gtk_widget_action_set_enabled (widget, "presentation.pass", gt_lesson_model_can_pass (model));
  gtk_widget_action_set_enabled (widget, "presentation.judge", open && st->kind == GT_STEP_JUDGE);
  gtk_widget_action_set_enabled (widget, "presentation.choose", open && st->kind == GT_STEP_CHOOSE);
}

/* ---- Monitors -------------------------------------------------------------- */

char *
gt_presentation_monitor_id (GdkMonitor *monitor)
{
  const char *connector = gdk_monitor_get_connector (monitor);
  GdkRectangle geometry;

  if (connector != NULL && connector[0] != '\0')
    return g_strdup (connector);
  gdk_monitor_get_geometry (monitor, &geometry);
  return g_strdup_printf ("%d,%d", geometry.x, geometry.y);
}

void
gt_presentation_choose_monitors (GListModel  *monitors,
                                 GdkMonitor  *home,
                                 const char  *wanted,
                                 gboolean     presenter,
                                 GdkMonitor **projector,
                                 GdkMonitor **console)
{
  guint n = g_list_model_get_n_items (monitors);
  GdkMonitor *proj = NULL, *other = NULL;

  *projector = NULL;
  *console = NULL;
  if (n == 0)
    return;

  /* The monitor chosen, when it is connected. */
  for (guint i = 0; wanted != NULL && wanted[0] != '\0' && i < n && proj == NULL; i++)
    {
      g_autoptr(GdkMonitor) m = g_list_model_get_item (monitors, i);
      g_autofree char *id = gt_presentation_monitor_id (m);

      if (g_strcmp0 (id, wanted) == 0)
        proj = m;
    }
  /* Else any but the teacher's own: with a projector plugged in, that is
   * the projector. */
  for (guint i = 0; proj == NULL && i < n; i++)
    {
      g_autoptr(GdkMonitor) m = g_list_model_get_item (monitors, i);

      if (m != home || n == 1)
        proj = m;
    }

  /* The console on the teacher's monitor, else on any other. */
  if (home != NULL && home != proj)
    other = home;
  for (guint i = 0; other == NULL && i < n; i++)
    {
      g_autoptr(GdkMonitor) m = g_list_model_get_item (monitors, i);

      if (m != proj)
        other = m;
    }
  *projector = proj;
  *console = presenter ? other : NULL;
}

/* ---- The main window's side ------------------------------------------------ */

typedef struct {
  GtkWidget *window;           /* not owned: the data lives on it */
  GtLessonPage *page;
  GSettings *settings;
  GMenu *monitors_section;
  GListModel *monitors;
  GtPresentationWindow *presentation;   /* weak */
  GtkWindow *presenter;                  /* weak */
  GdkMonitor *projector;                 /* where they went last */
  GdkMonitor *console;
} Attach;

static void
attach_free (gpointer data)
{
  Attach *a = data;

  if (a->presentation != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (a->presentation), (gpointer *) &a->presentation);
      gtk_window_destroy (GTK_WINDOW (a->presentation));
    }
  if (a->presenter != NULL)
    g_object_remove_weak_pointer (G_OBJECT (a->presenter), (gpointer *) &a->presenter);
  if (a->monitors != NULL)
    g_signal_handlers_disconnect_by_data (a->monitors, a);
  if (a->settings != NULL)
    g_signal_handlers_disconnect_by_data (a->settings, a);
  g_clear_object (&a->monitors);
  g_clear_object (&a->monitors_section);
  g_clear_object (&a->projector);
  g_clear_object (&a->console);
  g_clear_object (&a->settings);
  g_free (a);
}

static Attach *
attach_of (GtkWidget *window)
{
  return g_object_get_data (G_OBJECT (window), "gt-presentation-attach");
}

static GtHandSort
settings_sort (GSettings *settings)
{
  /* An enum key whose values are GtHandSort's. */
  return settings != NULL ? (GtHandSort) g_settings_get_enum (settings, "sort-order") : GT_HAND_SORT_RANK;
}

/* The window as large as its monitor, also where no window manager makes
 * it full screen (the tests' virtual X server). */
static void
fill_monitor (GtkWindow  *window,
              GdkMonitor *monitor)
{
  GdkRectangle geometry;

  gdk_monitor_get_geometry (monitor, &geometry);
  gtk_window_set_default_size (window, geometry.width, geometry.height);
  gtk_window_fullscreen_on_monitor (window, monitor);
}

/* Gone once destroyed, whoever still holds a reference for a while. */
static void
presentation_destroyed_cb (GtkWidget *window,
                           Attach    *a)
{
  if (a->presentation == (GtPresentationWindow *) window)
    {
      g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) &a->presentation);
      a->presentation = NULL;
    }
}

static void
presenter_destroyed_cb (GtkWidget *window,
                        Attach    *a)
{
  if (a->presenter == (GtkWindow *) window)
    {
      g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) &a->presenter);
      a->presenter = NULL;
    }
}

static void
start (Attach *a)
{
  GtLessonModel *model = gt_lesson_page_get_model (a->page);
  GdkDisplay *display = gtk_widget_get_display (a->window);
  GtkNative *native = gtk_widget_get_native (a->window);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  GdkMonitor *home = surface != NULL ? gdk_display_get_monitor_at_surface (display, surface) : NULL;
  g_autofree char *wanted = a->settings != NULL ? g_settings_get_string (a->settings, "presentation-monitor") : NULL;
  gboolean presenter = a->settings == NULL || g_settings_get_boolean (a->settings, "presenter-view");
  GdkMonitor *projector, *console;
  GtPresentationWindow *p;

  if (a->presentation != NULL)
    {
      gtk_window_present (GTK_WINDOW (a->presentation));
      return;
    }
  /* The lesson on show, and only from the lesson view. */
  if (gt_lesson_model_get_lesson (model) == NULL || !gtk_widget_get_mapped (GTK_WIDGET (a->page)))
    return;

  p = gt_presentation_window_new (model, gt_lesson_page_get_title (a->page));
  if (a->settings != NULL)
    {
      gt_presentation_window_set_high_contrast (p, g_settings_get_boolean (a->settings, "presentation-high-contrast"));
      gt_presentation_window_set_four_colour (p, g_settings_get_boolean (a->settings, "four-colour-deck"));
    }
  gt_presentation_window_set_sort (p, settings_sort (a->settings));
  a->presentation = p;
  g_object_add_weak_pointer (G_OBJECT (p), (gpointer *) &a->presentation);
  g_signal_connect (p, "destroy", G_CALLBACK (presentation_destroyed_cb), a);

  gt_presentation_choose_monitors (gdk_display_get_monitors (display), home, wanted, presenter,
                                   &projector, &console);
  g_set_object (&a->projector, projector);
  g_set_object (&a->console, console);
  if (projector != NULL)
    fill_monitor (GTK_WINDOW (p), projector);
  else
    gtk_window_fullscreen (GTK_WINDOW (p));
  gtk_window_present (GTK_WINDOW (p));

  if (console != NULL)
    {
      GtPresenterWindow *view = gt_presenter_window_new (p);

      a->presenter = GTK_WINDOW (view);
      g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &a->presenter);
      g_signal_connect (view, "destroy", G_CALLBACK (presenter_destroyed_cb), a);
      fill_monitor (GTK_WINDOW (view), console);
      gtk_window_present (GTK_WINDOW (view));
    }
}

static void
start_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       data)
{
  start (data);
}

/* The menu's monitors, as connected now: "Automatic", then each by its
 * maker's model and size. */
static void
rebuild_monitors (Attach *a)
{
  guint n = g_list_model_get_n_items (a->monitors);
  g_autoptr(GMenuItem) automatic = g_menu_item_new (_("_Automatic"), NULL);

  g_menu_remove_all (a->monitors_section);
  g_menu_item_set_action_and_target (automatic, "present.presentation-monitor", "s", "");
  g_menu_append_item (a->monitors_section, automatic);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GdkMonitor) m = g_list_model_get_item (a->monitors, i);
      g_autofree char *id = gt_presentation_monitor_id (m);
      const char *name = gdk_monitor_get_model (m);
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;
      GdkRectangle geometry;

      gdk_monitor_get_geometry (m, &geometry);
      /* Translators: a monitor in the presentation menu: its name (or
       * connector), then its size in pixels. */
      label = g_strdup_printf (_("%s (%d×%d)"), name != NULL && name[0] != '\0' ? name : id,
                               geometry.width, geometry.height);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "present.presentation-monitor", "s", id);
      g_menu_append_item (a->monitors_section, item);
    }
}

static void
monitors_changed_cb (GListModel *list,
                     guint       position,
                     guint       removed,
                     guint       added,
                     Attach     *a)
{
  rebuild_monitors (a);
}

/* The main window gone, the presentation of its lesson goes too. */
static void
window_destroy_cb (GtkWidget *window,
                   Attach    *a)
{
  if (a->presentation != NULL)
    gtk_window_destroy (GTK_WINDOW (a->presentation));
}

static void
high_contrast_changed_cb (GSettings  *settings,
                          const char *key,
                          Attach     *a)
{
  if (a->presentation != NULL)
    gt_presentation_window_set_high_contrast (a->presentation, g_settings_get_boolean (settings, key));
}

void
gt_presentation_actions_attach (GtkWidget    *window,
                                GtLessonPage *page,
                                GSettings    *settings,
                                GtkWidget    *button)
{
  Attach *a = g_new0 (Attach, 1);
  GSimpleActionGroup *group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) start_action = g_simple_action_new ("start", NULL);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) options = g_menu_new ();
  GtkEventController *shortcuts;

  g_return_if_fail (GTK_IS_WIDGET (window));
  g_return_if_fail (GT_IS_LESSON_PAGE (page));

  a->window = window;
  a->page = page;
  a->settings = settings != NULL ? g_object_ref (settings) : NULL;
  g_object_set_data_full (G_OBJECT (window), "gt-presentation-attach", a, attach_free);
  g_signal_connect (window, "destroy", G_CALLBACK (window_destroy_cb), a);

  g_signal_connect (start_action, "activate", G_CALLBACK (start_cb), a);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (start_action));
  if (settings != NULL)
    {
      g_autoptr(GAction) monitor = g_settings_create_action (settings, "presentation-monitor");
      g_autoptr(GAction) presenter = g_settings_create_action (settings, "presenter-view");
      g_autoptr(GAction) contrast = g_settings_create_action (settings, "presentation-high-contrast");

      /* GSettings names its actions after their keys. */
      g_action_map_add_action (G_ACTION_MAP (group), monitor);
      g_action_map_add_action (G_ACTION_MAP (group), presenter);
      g_action_map_add_action (G_ACTION_MAP (group), contrast);
      g_signal_connect (settings, "changed::presentation-high-contrast",
                        G_CALLBACK (high_contrast_changed_cb), a);
    }
  gtk_widget_insert_action_group (window, "present", G_ACTION_GROUP (group));
  g_object_unref (group);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F5, 0),
                                                          gtk_named_action_new ("present.start")));
  gtk_widget_add_controller (window, shortcuts);

  /* The menu: where to present, then how. */
  a->monitors_section = g_menu_new ();
  a->monitors = g_object_ref (gdk_display_get_monitors (gtk_widget_get_display (window)));
  g_signal_connect (a->monitors, "items-changed", G_CALLBACK (monitors_changed_cb), a);
  rebuild_monitors (a);
  g_menu_append_section (menu, _("Present On"), G_MENU_MODEL (a->monitors_section));
  g_menu_append (options, _("_Presenter View on the Other Monitor"), "present.presenter-view");
  g_menu_append (options, _("_High Contrast"), "present.presentation-high-contrast");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (options));
  if (GTK_IS_MENU_BUTTON (button))
    gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  else if (ADW_IS_SPLIT_BUTTON (button))
    adw_split_button_set_menu_model (ADW_SPLIT_BUTTON (button), G_MENU_MODEL (menu));
}

GtPresentationWindow *
gt_presentation_actions_get_active (GtkWidget *window)
{
  Attach *a = attach_of (window);

  return a != NULL ? a->presentation : NULL;
}

GtkWindow *
gt_presentation_actions_get_presenter (GtkWidget *window)
{
  Attach *a = attach_of (window);

  return a != NULL ? a->presenter : NULL;
}

void
gt_presentation_actions_get_monitors (GtkWidget   *window,
                                      GdkMonitor **projector,
                                      GdkMonitor **console)
{
  Attach *a = attach_of (window);

  *projector = a != NULL ? a->projector : NULL;
  *console = a != NULL ? a->console : NULL;
}
