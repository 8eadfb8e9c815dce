/* test-presentation.c — presentation mode and the presenter view, driven by keys
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under xvfb-run (tests/app/meson.build) with the build folder's
 * schema and course, as test-lesson-player.c does, on a lesson of its own
 * in the user's lesson folder (XDG_DATA_HOME, a temporary folder).  The
 * presentation is started as the teacher starts it — F5 in the main
 * window — and driven by the keys a clicker sends (gt_test_press_key()
 * runs the window's key bindings); the lesson page, which shows the same
 * model, must follow.
 *
 * It runs twice (tests/app/meson.build).  Under xvfb-run, one monitor:
 * the presentation alone, driven, revealing, with a presenter view made by
 * hand that follows it, and the choice of monitors on a list of two (the
 * server's and one made here).  With GT_TEST_MONITORS=2, on the X
 * server's dummy driver (xorg-two-monitors.sh: Xvfb has one RandR output,
 * and GTK 4.8 takes one monitor per output), whose outputs this program
 * lays out first (--lay-out-two-monitors) as a 1024×768 laptop and a
 * 1920×1080 projector to its right: F5 opens the presentation on the
 * projector and the presenter view on the laptop, which drives it.
 */
#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xrandr.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gt-application.h"
#include "gt-lesson-page.h"
#include "gt-presentation-actions.h"
#include "gt-presentation-window.h"
#include "gt-presenter-window.h"
#include "gt-window.h"
#include "gt-test-lesson.h"
#include "gt-test-support.h"

static const char test_lesson[] =
  "[Lesson]\n"
  "Id=test-presentation\n"
  "Game=guandan\n"
  "Title=Presenting\n"
  "Summary=For the presentation's test.\n"
  "Chapter=99\n"
  "ChapterTitle=Tests\n"
  "Order=1\n"
  "Rules=gd.combo.straight;gd.wild.not-joker;gd.wild.which\n"
  "\n"
  "[Step 1]\n"
  "Text=A straight: {S3 H4 D5 C6 S7}.\n"
  "Do=read\n"
  "Notes=Lay five cards out on the desk.\n"
  "\n"
  "[Step 2]\n"
  "Text=Lead a straight.\n"
  "Do=play\n"
  "Expect=straight\n"
  "Answer=D4 C5 S6 D7 C8\n"
  "Rules=gd.combo.straight\n"
  "level=2\n"
  "S=S3 D4 C5 S6 D7 C8 SK BJ\n"
  "E=H3 H5 H9\n"
  "N=C9 CJ\n"
  "W=D9 DJ\n"
  "turn=S\n"
  "Success=Five of your six cards make a straight.\n"
  "\n"
  "[Step 3]\n"
  "Text=Is {H2=BJ BJ} a pair?\n"
  "Do=judge\n"
  "Show=H2=BJ BJ\n"
  "Answer=illegal\n"
  "Rules=gd.wild.not-joker\n"
  "level=2\n"
  "S=H2 BJ S6 S9\n"
  "turn=S\n"
  "\n"
  "[Step 4]\n"
  "Text=At level 9, which card is wild?\n"
  "Do=choose\n"
  "Option1={S9}\n"
  "Option2={H9}\n"
  "Answer=2\n"
  "Rules=gd.wild.which\n"
  "Notes=Ask for a show of hands.\n"
  "\n"
  "[Step 5]\n"
  "Text=That is all.\n"
  "Do=read\n";

typedef struct {
  GSettings *settings;
  GtLibrary *library;
  GtProgress *progress;
  GtWindow *window;
  GtLessonPage *page;
  GtLessonModel *model;
} Fixture;

/* ---- Helpers ------------------------------------------------------------ */

/* A key pressed in a presentation's window: its keys are caught in the
 * capture phase, before GtkWindow's own. */
static void
press (GtkWidget *widget,
       guint      keyval)
{
  if (!gt_test_run_shortcuts (widget, GTK_PHASE_CAPTURE, keyval, 0))
    g_error ("no binding took key %s", gdk_keyval_name (keyval));
  gt_test_run_frames ();
}

static guint
step (Fixture *f)
{
  return gt_lesson_model_get_step_number (f->model);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *app_dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", NULL);
  g_autofree char *dir = g_build_filename (app_dir, "lessons", NULL);
  g_autofree char *file = g_build_filename (dir, "test-presentation.lesson", NULL);
  g_autofree char *path = gt_test_progress_path ();
  g_autoptr(GError) error = NULL;

  gt_test_remove_tree (app_dir);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_file_set_contents (file, test_lesson, -1, &error);
  g_assert_no_error (error);

  f->settings = g_settings_new (APP_ID);
  g_settings_set_string (f->settings, "last-page", "lesson:test-presentation");
  f->library = gt_library_new ();
  f->progress = gt_progress_new (path);
  g_assert_true (gt_progress_load (f->progress, NULL));
  f->window = gt_window_new (NULL, f->library, f->progress, f->settings);
  f->page = gt_window_get_lesson_page (f->window);
  f->model = gt_lesson_page_get_model (f->page);
  gtk_window_present (GTK_WINDOW (f->window));
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:test-presentation");
  g_assert_cmpuint (step (f), ==, 1);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gt_test_run_frames ();
  g_settings_reset (f->settings, "last-page");
  g_settings_reset (f->settings, "presentation-monitor");
  g_settings_reset (f->settings, "presenter-view");
  g_settings_reset (f->settings, "presentation-high-contrast");
  g_clear_object (&f->progress);
  g_clear_object (&f->library);
  g_clear_object (&f->settings);
}

/* F5 in the main window: the presentation of the lesson on show. */
static GtPresentationWindow *
start (Fixture *f)
{
  GtPresentationWindow *p;

  g_assert_true (gt_test_press_key (GTK_WIDGET (f->window), GDK_KEY_F5, 0));
  gt_test_run_frames ();
  p = gt_presentation_actions_get_active (GTK_WIDGET (f->window));
  g_assert_nonnull (p);
  g_assert_true (gt_presentation_window_get_model (p) == f->model);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (p)));
  return p;
}

/* ---- Tests --------------------------------------------------------------- */

/* The clicker's keys forwards and backwards, Home and End, a step number
 * typed, and Escape; the lesson page follows the same model. */
static void
test_drive (Fixture       *f,
            gconstpointer  data)
{
  GtPresentationWindow *p = start (f);
  GtkWidget *w = GTK_WIDGET (p);

  {
    g_autofree char *text = gt_presentation_window_dup_step_text (p);
    g_assert_cmpstr (text, ==, "A straight: ♠3 ♥4 ♦5 ♣6 ♠7.");
  }
  /* One monitor: no presenter view. */
  g_assert_cmpuint (g_list_model_get_n_items (gdk_display_get_monitors (gtk_widget_get_display (w))), ==, 1);
  g_assert_null (gt_presentation_actions_get_presenter (GTK_WIDGET (f->window)));

  press (w, GDK_KEY_Page_Down);
  g_assert_cmpuint (step (f), ==, 2);
  g_assert_cmpuint (gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), ==, 2);
  press (w, GDK_KEY_Right);
  g_assert_cmpuint (step (f), ==, 3);
  press (w, GDK_KEY_space);
  g_assert_cmpuint (step (f), ==, 4);
  press (w, GDK_KEY_Return);
  g_assert_cmpuint (step (f), ==, 5);
  press (w, GDK_KEY_Page_Up);
  g_assert_cmpuint (step (f), ==, 4);
  press (w, GDK_KEY_Left);
  g_assert_cmpuint (step (f), ==, 3);
  press (w, GDK_KEY_BackSpace);
  g_assert_cmpuint (step (f), ==, 2);
  press (w, GDK_KEY_End);
  g_assert_cmpuint (step (f), ==, 5);
  press (w, GDK_KEY_Home);
  g_assert_cmpuint (step (f), ==, 1);
  {
    g_autofree char *text = gt_presentation_window_dup_step_text (p);
    g_assert_cmpstr (text, ==, "A straight: ♠3 ♥4 ♦5 ♣6 ♠7.");
  }

  /* Past the last step: the end, and back. */
  press (w, GDK_KEY_End);
  press (w, GDK_KEY_Page_Down);
  g_assert_true (gt_lesson_model_get_at_end (f->model));
  press (w, GDK_KEY_Page_Up);
  g_assert_cmpuint (step (f), ==, 5);

  /* A number, then Enter: that step.  Backspace takes a digit back; a
   * step that is not there goes nowhere; Escape forgets the number. */
  press (w, GDK_KEY_4);
  g_assert_cmpstr (gt_presentation_window_get_typed (p), ==, "4");
  g_assert_cmpuint (step (f), ==, 5);
  press (w, GDK_KEY_Return);
  g_assert_cmpuint (step (f), ==, 4);
  g_assert_cmpstr (gt_presentation_window_get_typed (p), ==, "");
  press (w, GDK_KEY_2);
  press (w, GDK_KEY_7);
  press (w, GDK_KEY_BackSpace);
  g_assert_cmpstr (gt_presentation_window_get_typed (p), ==, "2");
  g_assert_cmpuint (step (f), ==, 4);
  press (w, GDK_KEY_KP_Enter);
  g_assert_cmpuint (step (f), ==, 2);
  press (w, GDK_KEY_9);
  press (w, GDK_KEY_9);
  press (w, GDK_KEY_Return);
  g_assert_cmpuint (step (f), ==, 2);
  press (w, GDK_KEY_3);
  press (w, GDK_KEY_Escape);
  g_assert_cmpstr (gt_presentation_window_get_typed (p), ==, "");
  g_assert_nonnull (gt_presentation_actions_get_active (GTK_WIDGET (f->window)));

  /* B and . blank the screen and bring it back; H hides the others'
   * hands. */
  press (w, GDK_KEY_b);
  g_assert_true (gt_presentation_window_get_blanked (p));
  press (w, GDK_KEY_b);
  g_assert_false (gt_presentation_window_get_blanked (p));
  press (w, GDK_KEY_period);
  g_assert_true (gt_presentation_window_get_blanked (p));
  press (w, GDK_KEY_period);
  press (w, GDK_KEY_h);
  g_assert_true (gt_presentation_window_get_others_hidden (p));
  press (w, GDK_KEY_h);
  g_assert_false (gt_presentation_window_get_others_hidden (p));

  /* Whatever has the focus, the arrows are the clicker's ... */
  gtk_widget_grab_focus (GTK_WIDGET (gt_table_view_get_hand (gt_presentation_window_get_table (p))));
  press (w, GDK_KEY_Right);
  g_assert_cmpuint (step (f), ==, 3);
  press (w, GDK_KEY_Left);
  g_assert_cmpuint (step (f), ==, 2);
  /* ... until a card is picked, to play for the room: then they are the
   * hand's; Escape gives them back to the clicker. */
  {
    GtCardList one;

    g_assert_true (gt_card_list_parse ("C8", NULL, &one, NULL));
    gt_hand_view_set_selection (gt_table_view_get_hand (gt_presentation_window_get_table (p)), &one);
  }
  g_assert_true (gt_presentation_window_get_answering (p));
  g_assert_false (gt_test_run_shortcuts (w, GTK_PHASE_CAPTURE, GDK_KEY_Right, 0));
  g_assert_cmpuint (step (f), ==, 2);
  press (w, GDK_KEY_Escape);
  g_assert_false (gt_presentation_window_get_answering (p));
  g_assert_null (gtk_root_get_focus (GTK_ROOT (w)));
  g_assert_nonnull (gt_presentation_actions_get_active (GTK_WIDGET (f->window)));
  press (w, GDK_KEY_Right);
  g_assert_cmpuint (step (f), ==, 3);
  press (w, GDK_KEY_Left);

  /* Escape leaves. */
  press (w, GDK_KEY_Escape);
  g_assert_null (gt_presentation_actions_get_active (GTK_WIDGET (f->window)));
  g_assert_cmpuint (gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), ==, 2);
}

/* "Ask the class": the question alone, the answer and its reason on R;
 * the teacher's answer for the room, a wrong one explained; none of it
 * marks the step done but a right answer. */
static void
test_reveal (Fixture       *f,
             gconstpointer  data)
{
  GtPresentationWindow *p = start (f);
  GtkWidget *w = GTK_WIDGET (p);
  GtHandView *hand = gt_table_view_get_hand (gt_presentation_window_get_table (p));
  GtCardList cards;
  g_autofree char *verdict = NULL;

  /* The judge step: nothing but the question, then R. */
  press (w, GDK_KEY_3);
  press (w, GDK_KEY_Return);
  g_assert_cmpuint (step (f), ==, 3);
  g_assert_null (gt_presentation_window_dup_verdict (p));
  press (w, GDK_KEY_r);
  g_assert_true (gt_lesson_model_get_revealed (f->model));
  verdict = gt_presentation_window_dup_verdict (p);
  g_assert_nonnull (verdict);
  g_assert_nonnull (strstr (verdict, "joker"));
  g_assert_false (gt_progress_is_step_done (f->progress, "test-presentation", 3));
  g_clear_pointer (&verdict, g_free);

  /* The play step, played from the room: six cards are refused with the
   * engine's reason, large; R then shows the model play on the table. */
  press (w, GDK_KEY_Home);
  press (w, GDK_KEY_Page_Down);
  g_assert_cmpuint (step (f), ==, 2);
  g_assert_true (gt_card_list_parse ("S3 D4 C5 S6 D7 C8", NULL, &cards, NULL));
  gt_hand_view_set_selection (hand, &cards);
  g_assert_true (gtk_widget_activate_action (w, "presentation.play", NULL));
  gt_test_run_frames ();
  g_assert_cmpint (gt_lesson_model_get_feedback (f->model, NULL, NULL), ==, GT_LESSON_FEEDBACK_ILLEGAL);
  verdict = gt_presentation_window_dup_verdict (p);
  g_assert_nonnull (strstr (verdict, "exactly 5"));
  g_clear_pointer (&verdict, g_free);
  /* Headed by the rule's name, as the room reads it, not its id. */
  {
    GtkWidget *heading = NULL;

    for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && heading == NULL;)
      {
        if (GTK_IS_LABEL (c) && gtk_widget_get_visible (c) &&
            g_str_has_prefix (gtk_label_get_text (GTK_LABEL (c)), "Not Allowed"))
          heading = c;
        else if (gtk_widget_get_first_child (c) != NULL)
          c = gtk_widget_get_first_child (c);
        else
          {
            while (c != w && gtk_widget_get_next_sibling (c) == NULL)
              c = gtk_widget_get_parent (c);
            c = c == w ? NULL : gtk_widget_get_next_sibling (c);
          }
      }
    g_assert_nonnull (heading);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, "Not Allowed · Straight");
  }
  g_assert_cmpuint (gt_lesson_model_get_position (f->model)->count[GT_SEAT_S], ==, 8);
  press (w, GDK_KEY_r);
  g_assert_true (gt_lesson_model_get_answered (f->model));
  g_assert_cmpuint (gt_lesson_model_get_position (f->model)->count[GT_SEAT_S], ==, 3);
  g_assert_false (gt_progress_is_step_done (f->progress, "test-presentation", 2));
  /* Back on the page, the same answer shows. */
  g_assert_cmpstr (gt_test_feedback_kind (gt_lesson_page_get_model (f->page)), ==, "right");

  /* Answered by the room with the right play, it counts. */
  press (w, GDK_KEY_Left);
  press (w, GDK_KEY_Right);
  g_assert_cmpuint (step (f), ==, 2);
  g_assert_true (gt_card_list_parse ("D4 C5 S6 D7 C8", NULL, &cards, NULL));
  gt_hand_view_set_selection (hand, &cards);
  g_assert_true (gtk_widget_activate_action (w, "presentation.play", NULL));
  gt_test_run_frames ();
  g_assert_false (gt_lesson_model_get_revealed (f->model));
  g_assert_true (gt_progress_is_step_done (f->progress, "test-presentation", 2));

  /* A choose step answered by a click on an option. */
  press (w, GDK_KEY_4);
  press (w, GDK_KEY_Return);
  g_assert_true (gtk_widget_activate_action (w, "presentation.choose", "u", 1));
  gt_test_run_frames ();
  g_assert_cmpint (gt_lesson_model_get_feedback (f->model, NULL, NULL), ==, GT_LESSON_FEEDBACK_WRONG);
  g_assert_true (gtk_widget_activate_action (w, "presentation.choose", "u", 2));
  gt_test_run_frames ();
  g_assert_true (gt_lesson_model_get_answered (f->model));

  /* High contrast follows the setting, while presenting. */
  g_assert_false (gt_presentation_window_get_high_contrast (p));
  g_settings_set_boolean (f->settings, "presentation-high-contrast", TRUE);
  g_assert_true (gt_presentation_window_get_high_contrast (p));
  g_assert_true (gtk_widget_has_css_class (w, "high-contrast"));

  gtk_window_destroy (GTK_WINDOW (p));
  gt_test_run_frames ();
}

/* The visible part of the step's text: its scrolled window. */
static GtkWidget *
step_text_area (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;)
    {
      if (gtk_widget_has_css_class (c, "presentation-text") && gtk_widget_is_drawable (c))
        return gtk_widget_get_ancestor (c, GTK_TYPE_SCROLLED_WINDOW);
      if (gtk_widget_get_first_child (c) != NULL)
        c = gtk_widget_get_first_child (c);
      else
        {
          while (c != root && gtk_widget_get_next_sibling (c) == NULL)
            c = gtk_widget_get_parent (c);
          c = c == root ? NULL : gtk_widget_get_next_sibling (c);
        }
    }
  return NULL;
}

/* The step's text on screen, whole: inside the window, under the bar. */
/* Whether the step's text area lies inside the window and, when it
 * scrolls, shows three lines at least with more below; when it does not,
 * holds the whole text. */
static gboolean
text_fits (GtPresentationWindow *p,
           gboolean              scrolls)
{
  GtkWidget *w = GTK_WIDGET (p);
  GtkWidget *area = step_text_area (w);
  graphene_rect_t bounds;
  GtkAdjustment *adj;

  if (area == NULL || !gtk_widget_compute_bounds (area, w, &bounds))
    return FALSE;
  if (bounds.origin.y < 0 || bounds.origin.x < 0 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (w) ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (w))
    return FALSE;
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (area));
  if (scrolls)
    return bounds.size.height >= 3 * gt_presentation_window_get_text_size (p) &&
           gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj) + 1;
  return gtk_adjustment_get_upper (adj) <= gtk_adjustment_get_page_size (adj) + 1;
}

/* Asserts text_fits() once the window's layout has settled: 500 words
 * are laid out over several frames, which a loaded machine or the
 * sanitizer run takes seconds to draw. */
static void
assert_text_fits (GtPresentationWindow *p,
                  gboolean              scrolls)
{
  gint64 end = g_get_monotonic_time () + (gint64) 2 * G_USEC_PER_SEC * gt_test_slowdown ();

  while (!text_fits (p, scrolls) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (text_fits (p, scrolls));
}

/* A step of 500 words, alone and over a table, at the room's text size:
 * it ran off the screen; it scrolls inside the window, at the text size
 * the height gives. */
static void
test_long_text (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *file = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons",
                                            "test-presentation-long.lesson", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) lesson = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  GtPresentationWindow *p;

  for (guint i = 1; i <= 500; i++)
    g_string_append_printf (text, "word%u ", i);
  g_string_append_printf (lesson,
                          "[Lesson]\nId=test-presentation-long\nGame=guandan\nTitle=Long\n"
                          "Summary=Long steps.\nChapter=99\nChapterTitle=Tests\nOrder=2\n"
                          "Rules=gd.players\n\n"
                          "[Step 1]\nText=%s\nDo=read\n\n"
                          "[Step 2]\nText=%s\nDo=read\nlevel=2\nS=S3 D4 C5\nE=H3\nN=C9\nW=D9\nturn=S\n\n"
                          "[Step 3]\nText=Short.\nDo=read\n",
                          text->str, text->str);
  g_file_set_contents (file, lesson->str, -1, &error);
  g_assert_no_error (error);
  gt_library_add_file (f->library, file);
  gt_window_show_page (f->window, "lesson:test-presentation-long");
  gt_test_run_frames ();
  g_assert_cmpstr (gt_window_get_page (f->window), ==, "lesson:test-presentation-long");

  p = start (f);
  gt_test_run_frames ();
  g_assert_cmpuint (step (f), ==, 1);
  assert_text_fits (p, TRUE);
  press (GTK_WIDGET (p), GDK_KEY_Page_Down);
  g_assert_cmpuint (step (f), ==, 2);
  gt_test_run_frames ();
  assert_text_fits (p, TRUE);
  press (GTK_WIDGET (p), GDK_KEY_Page_Down);
  gt_test_run_frames ();
  assert_text_fits (p, FALSE);
  gtk_window_destroy (GTK_WINDOW (p));
  gt_test_run_frames ();
}

/* The buttons answering presentation.declare under w, in order. */
static guint
declare_buttons (GtkWidget  *w,
                 GtkWidget **out,
                 guint       n,
                 guint       max)
{
  if (GTK_IS_BUTTON (w) && gtk_widget_is_visible (w) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "presentation.declare") == 0)
    {
      if (n < max)
        out[n++] = w;
      return n;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    n = declare_buttons (c, out, n, max);
  return n;
}

/* A bid step (Dou Dizhu) on the big screen: the game's choices as
 * buttons in its words, without mnemonics; the room's answer judged. */
static void
test_bid_step (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "..", "data", "steps-doudizhu.lesson", NULL);
  g_autofree char *file = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons",
                                            "steps-doudizhu.lesson", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GtPresentationWindow *p;
  GtkWidget *buttons[8];

  g_assert_true (g_file_get_contents (from, &text, NULL, &error));
  g_assert_true (g_file_set_contents (file, text, -1, &error));
  gt_library_add_file (f->library, file);
  gt_window_show_page (f->window, "lesson:steps-ddz");
  gt_test_run_frames ();
  p = start (f);
  gt_test_run_frames ();
  g_assert_cmpuint (declare_buttons (GTK_WIDGET (p), buttons, 0, G_N_ELEMENTS (buttons)), ==, 4);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (buttons[0])), ==, "No Bid");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (buttons[2])), ==, "Bid 2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p), "presentation.declare", "u", 1));
  gt_test_run_frames ();
  g_assert_cmpint (gt_lesson_model_get_feedback (f->model, NULL, NULL), ==, GT_LESSON_FEEDBACK_ILLEGAL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p), "presentation.declare", "u", 2));
  gt_test_run_frames ();
  g_assert_cmpint (gt_lesson_model_get_feedback (f->model, NULL, NULL), ==, GT_LESSON_FEEDBACK_RIGHT);
  /* Answered: the choices go. */
  g_assert_cmpuint (declare_buttons (GTK_WIDGET (p), buttons, 0, G_N_ELEMENTS (buttons)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (p));
  gt_test_run_frames ();
}

/* The presenter view follows the presentation: the step and the next,
 * the notes, the answer not yet shown, the time; its keys and its step
 * list drive the presentation; closing it ends both. */
static void
test_presenter (Fixture       *f,
                gconstpointer  data)
{
  GtPresentationWindow *p = start (f);
  GtPresenterWindow *view = gt_presenter_window_new (p);
  GtkWidget *w = GTK_WIDGET (view);
  GtkListBox *list = gt_presenter_window_get_step_list (view);
  g_autofree char *text = NULL;

  /* The time starts with the console (asked before any frame: a frame
   * can take a second in the sanitizer run). */
  g_assert_cmpstr (gt_presenter_window_get_elapsed (view), ==, "0:00");
  gtk_window_present (GTK_WINDOW (view));
  gt_test_run_frames ();
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);

  text = gt_presenter_window_dup_current (view);
  g_assert_cmpstr (text, ==, "A straight: ♠3 ♥4 ♦5 ♣6 ♠7.");
  g_clear_pointer (&text, g_free);
  text = gt_presenter_window_dup_next (view);
  g_assert_cmpstr (text, ==, "Lead a straight.");
  g_clear_pointer (&text, g_free);
  g_assert_cmpstr (gt_presenter_window_get_notes (view), ==, "Lay five cards out on the desk.");
  g_assert_null (gt_presenter_window_dup_answer (view));

  /* Its keys are the presentation's. */
  press (w, GDK_KEY_Page_Down);
  g_assert_cmpuint (step (f), ==, 2);
  text = gt_presentation_window_dup_step_text (p);
  g_assert_cmpstr (text, ==, "Lead a straight.");
  g_clear_pointer (&text, g_free);
  text = gt_presenter_window_dup_current (view);
  g_assert_cmpstr (text, ==, "Lead a straight.");
  g_clear_pointer (&text, g_free);
  g_assert_cmpstr (gt_presenter_window_get_notes (view), ==, "");
  text = gt_presenter_window_dup_answer (view);
  g_assert_nonnull (strstr (text, "♦4 ♣5 ♠6 ♦7 ♣8"));
  g_clear_pointer (&text, g_free);
  g_assert_true (gtk_list_box_get_selected_row (list) == gtk_list_box_get_row_at_index (list, 1));

  /* The step list goes to a step; the answer of a judge step with the
   * engine's reason, for the teacher's eyes only until R. */
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 2));
  gt_test_run_frames ();
  g_assert_cmpuint (step (f), ==, 3);
  text = gt_presenter_window_dup_answer (view);
  g_assert_true (g_str_has_prefix (text, "Illegal."));
  g_clear_pointer (&text, g_free);
  g_assert_null (gt_presentation_window_dup_verdict (p));
  press (w, GDK_KEY_r);
  text = gt_presentation_window_dup_verdict (p);
  g_assert_nonnull (text);
  g_clear_pointer (&text, g_free);

  /* The last step has no next; its notes. */
  press (w, GDK_KEY_4);
  press (w, GDK_KEY_Return);
  g_assert_cmpstr (gt_presenter_window_get_notes (view), ==, "Ask for a show of hands.");
  press (w, GDK_KEY_End);
  g_assert_null (gt_presenter_window_dup_next (view));

  /* The time goes on. */
  {
    gint64 end = g_get_monotonic_time () + 1300 * 1000;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  g_assert_cmpstr (gt_presenter_window_get_elapsed (view), !=, "0:00");

  /* Escape from the console ends the presentation, and the console with
   * it. */
  press (w, GDK_KEY_Escape);
  g_assert_null (gt_presentation_actions_get_active (GTK_WIDGET (f->window)));
  g_assert_null (view);
}

/* Which monitor for what, with two: the server's and one more. */
static void
test_monitors (Fixture       *f,
               gconstpointer  data)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (f->window));
  g_autoptr(GdkMonitor) laptop = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  g_autoptr(GdkMonitor) projector = g_object_new (GDK_TYPE_X11_MONITOR, "display", display, NULL);
  g_autoptr(GListStore) two = g_list_store_new (GDK_TYPE_MONITOR);
  g_autofree char *laptop_id = gt_presentation_monitor_id (laptop);
  g_autofree char *projector_id = gt_presentation_monitor_id (projector);
  GdkMonitor *proj, *console;

  g_assert_cmpstr (laptop_id, !=, projector_id);
  g_list_store_append (two, laptop);
  g_list_store_append (two, projector);

  /* Automatic: the presentation on the other monitor, the console on
   * the teacher's. */
  gt_presentation_choose_monitors (G_LIST_MODEL (two), laptop, "", TRUE, &proj, &console);
  g_assert_true (proj == projector);
  g_assert_true (console == laptop);
  gt_presentation_choose_monitors (G_LIST_MODEL (two), projector, "", TRUE, &proj, &console);
  g_assert_true (proj == laptop);
  g_assert_true (console == projector);
  /* Chosen in the menu: that one, the console elsewhere. */
  gt_presentation_choose_monitors (G_LIST_MODEL (two), laptop, laptop_id, TRUE, &proj, &console);
  g_assert_true (proj == laptop);
  g_assert_true (console == projector);
  /* No presenter view wanted; a monitor no longer there. */
  gt_presentation_choose_monitors (G_LIST_MODEL (two), laptop, projector_id, FALSE, &proj, &console);
  g_assert_true (proj == projector);
  g_assert_null (console);
  gt_presentation_choose_monitors (G_LIST_MODEL (two), laptop, "HDMI-9", TRUE, &proj, &console);
  g_assert_true (proj == projector);

  /* One monitor: the presentation alone. */
  g_list_store_remove (two, 1);
  gt_presentation_choose_monitors (G_LIST_MODEL (two), laptop, "", TRUE, &proj, &console);
  g_assert_true (proj == laptop);
  g_assert_null (console);

  /* The menu lists the server's monitor; the choice is remembered. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "present.presentation-monitor", "s", laptop_id));
  {
    g_autofree char *wanted = g_settings_get_string (f->settings, "presentation-monitor");
    g_assert_cmpstr (wanted, ==, laptop_id);
  }
}

/* F5 with two monitors: the presentation on the one the main window is not
 * on, the presenter view on the main window's, driving it; the monitor
 * chosen in the menu is remembered and used. */
static void
test_two_monitors (Fixture       *f,
                   gconstpointer  data)
{
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (f->window)));
  g_autoptr(GdkMonitor) laptop = NULL;
  g_autoptr(GdkMonitor) projector = NULL;
  GdkMonitor *on_projector, *on_console;
  GtPresentationWindow *p;
  GtkWindow *console;

  g_assert_cmpuint (g_list_model_get_n_items (monitors), ==, 2);
  laptop = g_list_model_get_item (monitors, 0);
  projector = g_list_model_get_item (monitors, 1);
  g_assert_cmpstr (gdk_monitor_get_connector (laptop), ==, "DUMMY0");
  g_assert_cmpstr (gdk_monitor_get_connector (projector), ==, "DUMMY1");

  /* Automatic: the projector shows the lesson, the laptop the console. */
  p = start (f);
  console = gt_presentation_actions_get_presenter (GTK_WIDGET (f->window));
  g_assert_nonnull (console);
  g_assert_true (gt_presenter_window_get_presentation (GT_PRESENTER_WINDOW (console)) == p);
  gt_presentation_actions_get_monitors (GTK_WIDGET (f->window), &on_projector, &on_console);
  g_assert_true (on_projector == projector);
  g_assert_true (on_console == laptop);

  /* The console drives, and follows. */
  press (GTK_WIDGET (console), GDK_KEY_Page_Down);
  g_assert_cmpuint (step (f), ==, 2);
  {
    g_autofree char *shown = gt_presentation_window_dup_step_text (p);
    g_autofree char *current = gt_presenter_window_dup_current (GT_PRESENTER_WINDOW (console));

    g_assert_cmpstr (shown, ==, "Lead a straight.");
    g_assert_cmpstr (current, ==, "Lead a straight.");
  }
  press (GTK_WIDGET (console), GDK_KEY_Escape);
  g_assert_null (gt_presentation_actions_get_active (GTK_WIDGET (f->window)));
  g_assert_null (gt_presentation_actions_get_presenter (GTK_WIDGET (f->window)));

  /* The laptop chosen in the menu (remembered): the lesson there, the
   * console on the other. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "present.presentation-monitor", "s", "DUMMY0"));
  {
    g_autofree char *wanted = g_settings_get_string (f->settings, "presentation-monitor");
    g_assert_cmpstr (wanted, ==, "DUMMY0");
  }
  p = start (f);
  gt_presentation_actions_get_monitors (GTK_WIDGET (f->window), &on_projector, &on_console);
  g_assert_true (on_projector == laptop);
  g_assert_true (on_console == projector);
  g_assert_nonnull (gt_presentation_actions_get_presenter (GTK_WIDGET (f->window)));
  press (GTK_WIDGET (p), GDK_KEY_Escape);
  g_assert_null (gt_presentation_actions_get_presenter (GTK_WIDGET (f->window)));

  /* No presenter view wanted: the presentation alone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "present.presenter-view", NULL));
  g_assert_false (g_settings_get_boolean (f->settings, "presenter-view"));
  p = start (f);
  g_assert_null (gt_presentation_actions_get_presenter (GTK_WIDGET (f->window)));
  gt_presentation_actions_get_monitors (GTK_WIDGET (f->window), &on_projector, &on_console);
  g_assert_true (on_projector == laptop);
  g_assert_null (on_console);
  press (GTK_WIDGET (p), GDK_KEY_Escape);
}

/* Two of the dummy driver's outputs as a laptop and a projector, before
 * GTK reads them. */
static void
lay_out_two_monitors (void)
{
  Display *dpy = XOpenDisplay (NULL);
  Window root;
  XRRScreenResources *res;
  RRMode laptop = 0, projector = 0;
  RROutput first, second;

  if (dpy == NULL)
    g_error ("no X display");
  root = DefaultRootWindow (dpy);
  res = XRRGetScreenResources (dpy, root);
  if (res == NULL || res->noutput < 2 || res->ncrtc < 2)
    g_error ("the X server has fewer than two RandR outputs");
  for (int i = 0; i < res->nmode; i++)
    {
      if (strcmp (res->modes[i].name, "1024x768") == 0 && laptop == 0)
        laptop = res->modes[i].id;
      if (strcmp (res->modes[i].name, "1920x1080") == 0 && projector == 0)
        projector = res->modes[i].id;
    }
  if (laptop == 0 || projector == 0)
    g_error ("no 1024x768 or 1920x1080 mode");
  first = res->outputs[0];
  second = res->outputs[1];
  XRRAddOutputMode (dpy, second, projector);
  XRRSetScreenSize (dpy, root, 2944, 1080, 779, 286);
  if (XRRSetCrtcConfig (dpy, res, res->crtcs[0], CurrentTime, 0, 0, laptop, RR_Rotate_0, &first, 1) != Success ||
      XRRSetCrtcConfig (dpy, res, res->crtcs[1], CurrentTime, 1024, 0, projector, RR_Rotate_0, &second, 1) != Success)
    g_error ("the outputs could not be set");
  XSync (dpy, False);
  XRRFreeScreenResources (res);
  /* Asked again, with a probe: until then the server's "current"
   * resources, which GDK reads, are the ones from before. */
  XRRFreeScreenResources (XRRGetScreenResources (dpy, root));
  XCloseDisplay (dpy);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("gt-presentation-XXXXXX", NULL);
  gboolean two;
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  /* In a process of its own, before the test's: the same process's GDK
   * found one monitor still (the server's RandR state as it was). */
  if (argc == 2 && strcmp (argv[1], "--lay-out-two-monitors") == 0)
    {
      lay_out_two_monitors ();
      return 0;
    }
  g_test_init (&argc, &argv, NULL);
  two = g_strcmp0 (g_getenv ("GT_TEST_MONITORS"), "2") == 0;
  gtk_init ();
  adw_init ();
  gt_application_init_style (NULL);

#define ADD(path, func) \
  g_test_add ("/presentation/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  if (two)
    ADD ("two-monitors", test_two_monitors);
  else
    {
      ADD ("drive", test_drive);
      ADD ("reveal", test_reveal);
      ADD ("presenter", test_presenter);
      ADD ("monitors", test_monitors);
      ADD ("long-text", test_long_text);
      ADD ("bid-step", test_bid_step);
    }
#undef ADD

  status = g_test_run ();
  gt_test_remove_tree (home);
  return status;
}
