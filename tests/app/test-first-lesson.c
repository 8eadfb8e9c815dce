/* test-first-lesson.c — the first lesson, finished with the mouse only and
 * with the keyboard only
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 6: a newcomer runs the app, and finishes the first lesson with the
 * mouse only, and again with the keyboard only.  This test opens the real
 * window on the shipped course (GUANDAN_TUTOR_DATA_DIR: the build's merged
 * lessons; the memory GSettings backend; progress in a temporary
 * XDG_DATA_HOME, emptied before each run), checks that it opens on
 * lessons/01-basics/01-cards-and-levels.lesson, and plays every step of it
 * to the completion screen.
 *
 * What is right at each step comes from the lesson file itself, read with
 * the content API (gt-lesson.h): a play step's Answer (or, without one, the
 * first selection of S's hand the lesson accepts), a judge step's Answer, a
 * choose step's Answer=option, a tribute or return step's card.  Nothing
 * else of the lesson is written here, so the test holds when authors edit
 * it.
 *
 * The mouse: only what a pointer does.  Buttons are found the way a user
 * finds them, by the words or the icon on them, among the widgets on
 * screen; each must be visible, sensitive and the widget a pointer at its
 * centre would hit (gtk_widget_pick() from the window), and is clicked with
 * gtk_widget_activate() (GTK 4 cannot make pointer events).  A card is
 * clicked at a point of the card that no neighbour covers, again checked by
 * picking from the window, by emitting "pressed" on the hand's own
 * GtkGestureClick with those coordinates: the hand then picks the card
 * itself, as it does for a real click.  What this cannot prove is that the
 * X server delivers the press to that gesture; the gesture is the hand's
 * only pointer handling, and test-widgets covers the hand on its own.
 *
 * The keyboard: only keys.  send_key() delivers a key the way GTK does —
 * the shortcut controllers from the window down to the focus widget in the
 * capture phase, then from the focus widget up in the bubble phase — which
 * reaches the widgets' own key bindings (GTK 4 cannot make key events
 * either): Tab and Shift+Tab are the window's "move-focus" binding (which
 * calls gtk_widget_child_focus()), arrow keys, Space, Enter (play) and
 * Escape the hand's, Space and Enter a button's, and P, H and Page Down
 * the lesson page's.  A key that does nothing fails the test.  After every key the
 * focus must be somewhere sensible: a widget that is shown, sensitive,
 * inside the lesson page, not scrolled out of sight, not in something on
 * its way out (a verdict row sliding shut), and with no container left
 * pointing at a focus child elsewhere (GTK would start the next Tab there).
 * Every step starts with the focus where it is answered (Next, the hand,
 * the first option, Illegal), and before answering the test goes round the
 * whole step with Tab until the focus leaves the page, and back.
 *
 * Buttons are recognised by what they say in English (LANGUAGE=C), the
 * options of a choose step by their accessible names (GTK_A11Y=test, as
 * meson sets it).
 *
 * With GT_FIRST_LESSON_SHOTS=DIR the keyboard run saves a PNG of the
 * window at every step, focus rings showing, into DIR.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gt-application.h"
#include "gt-card-text.h"
#include "gt-card-view.h"
#include "gt-lesson-page.h"
#include "gt-window.h"
#include "gt-test-lesson.h"
#include "gt-test-support.h"

#define LESSON_FILE "01-basics/01-cards-and-levels.lesson"

/* How many Tab presses may lie between the learner and a control. */
#define MAX_TABS 12

typedef struct {
  GSettings *settings;
  GtLibrary *library;
  GtProgress *progress;
  GtWindow *window;
  GtLessonPage *page;
  GtLesson *lesson;        /* the test's own copy, read from the file */
  GtSolver *solver;        /* for `win` steps */
  gboolean keyboard;
  const char *shots;       /* GT_FIRST_LESSON_SHOTS, or NULL */
  guint n_shots;
} Fixture;

/* ---- The main loop ------------------------------------------------------- */

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
count_cb (gpointer  instance,
          guint    *counter)
{
  (*counter)++;
}

/* Runs the main loop until *counter moves (a button's "clicked" comes a
 * moment after its "activate", as GTK animates the press), or 3 s. */
static void
wait_for_count (guint *counter,
                guint  from)
{
  gboolean late = FALSE;
  guint id = g_timeout_add_seconds (3 * gt_test_slowdown (), set_flag_cb, &late);

  while (*counter == from && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (id);
  g_assert_cmpuint (*counter, >, from);
}

/* ---- Widgets, as the user sees them -------------------------------------- */

/* Shown: visible, mapped, with every parent shown, so drawn. */
static gboolean
on_screen (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_drawable (widget);
}

/* The words on a button: its label, or the labels inside it. */
static gboolean
button_says (GtkWidget  *button,
             const char *words)
{
  for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && on_screen (child) &&
          g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), words) == 0)
        return TRUE;
      if (button_says (child, words))
        return TRUE;
    }
  return FALSE;
}

static gboolean
button_shows_icon (GtkWidget  *button,
                   const char *icon)
{
  for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_IMAGE (child) && on_screen (child) &&
          g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (child)), icon) == 0)
        return TRUE;
      if (button_shows_icon (child, icon))
        return TRUE;
    }
  return FALSE;
}

typedef gboolean (*Match) (GtkWidget  *widget,
                           const char *what);

static gboolean
is_button_saying (GtkWidget  *widget,
                  const char *words)
{
  return GTK_IS_BUTTON (widget) && button_says (widget, words);
}

static gboolean
is_label_saying (GtkWidget  *widget,
                 const char *words)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), words) == 0;
}

/* A button whose accessible name is what (the options of a choose step
 * are named by their text, cards read out). */
static gboolean
is_button_named (GtkWidget  *widget,
                 const char *what)
{
  g_autofree char *mismatch = NULL;

  if (!GTK_IS_BUTTON (widget) ||
      !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return FALSE;
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, what);
  return mismatch == NULL;
}

static void
find_all (GtkWidget  *root,
          Match       match,
          const char *what,
          GPtrArray  *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!on_screen (child))
        continue;
      if (match (child, what))
        g_ptr_array_add (found, child);
      find_all (child, match, what, found);
    }
}

/* The one widget on screen inside root that matches. */
static GtkWidget *
find_one (GtkWidget  *root,
          Match       match,
          const char *what)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  find_all (root, match, what, found);
  if (found->len != 1)
    g_error ("%u widgets on screen match \"%s\", expected one", found->len, what);
  return g_ptr_array_index (found, 0);
}

static GtkWidget *
page_button (Fixture    *f,
             const char *words)
{
  return find_one (GTK_WIDGET (f->page), is_button_saying, words);
}

static GtkWidget *
next_button (Fixture *f)
{
  GtkWidget *button = page_button (f, "Next");

  g_assert_true (button_shows_icon (button, "go-next-symbolic"));
  return button;
}

/* The button of a choose step's option number option (1-based): the user
 * finds it by its text. */
static GtkWidget *
option_button (Fixture            *f,
               const GtLessonStep *st,
               guint               option)
{
  GtkWidget *text = g_object_ref_sink (gt_card_text_new ());
  g_autofree char *plain = NULL;
  GtkWidget *button;

  gt_card_text_set_text (GT_CARD_TEXT (text), st->options[option - 1], NULL, NULL);
  plain = gt_card_text_dup_plain (GT_CARD_TEXT (text));
  g_object_unref (text);
  button = find_one (GTK_WIDGET (f->page), is_button_named, plain);
  g_assert_true (gtk_widget_has_css_class (button, "option"));
  return button;
}

static GtHandView *
learner_hand (Fixture *f)
{
  return gt_table_view_get_hand (gt_lesson_page_get_table (f->page));
}

/* "GtkButton “Next”", "card S9": for messages. */
static char *
describe (GtkWidget *widget)
{
  GtkWidget *label = NULL;
  GPtrArray *stack;

  if (widget == NULL)
    return g_strdup ("nothing");
  if (GT_IS_CARD_VIEW (widget))
    return g_strdup_printf ("card %s", gt_card_to_string (gt_card_view_get_card (GT_CARD_VIEW (widget))));

  /* The first label inside it, depth first. */
  stack = g_ptr_array_new ();
  g_ptr_array_add (stack, widget);
  while (label == NULL && stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_LABEL (w))
        label = w;
      for (GtkWidget *c = gtk_widget_get_last_child (w); c != NULL; c = gtk_widget_get_prev_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  if (label == NULL && gtk_widget_get_tooltip_text (widget) != NULL)
    return g_strdup_printf ("%s “%s”", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_tooltip_text (widget));
  return g_strdup_printf ("%s “%s”", G_OBJECT_TYPE_NAME (widget),
                          label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : "");
}

static GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

/* No widget under root remembers a focus child off the path to the
 * focus: GTK would start the next Tab there, and skip the rest. */
static void
assert_no_stale_focus_child (Fixture   *f,
                             GtkWidget *root,
                             GtkWidget *focus)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *focus_child = gtk_widget_get_focus_child (child);

      if (focus_child != NULL && focus != focus_child && !gtk_widget_is_ancestor (focus, focus_child))
        {
          g_autofree char *what = describe (child);
          g_error ("step %u: %s still takes %s for its focus child", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)),
                   what, G_OBJECT_TYPE_NAME (focus_child));
        }
      assert_no_stale_focus_child (f, child, focus);
    }
}

/* Whether focus is in sight in every scrolled window it is in, and in its
 * window. */
static gboolean
focus_in_sight (gpointer data)
{
  GtkWidget *focus = data;

  for (GtkWidget *w = gtk_widget_get_parent (focus); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_SCROLLED_WINDOW (w) || GTK_IS_NATIVE (w))
      {
        graphene_rect_t b;

        g_assert_true (gtk_widget_compute_bounds (focus, w, &b));
        if (b.origin.x + b.size.width <= 0 || b.origin.x >= gtk_widget_get_width (w) ||
            b.origin.y + b.size.height <= 0 || b.origin.y >= gtk_widget_get_height (w))
          return FALSE;
        if (GTK_IS_NATIVE (w))
          break;
      }
  return TRUE;
}

/* The focus is somewhere the learner can see and use: a shown, sensitive
 * widget in the lesson page, not scrolled out of sight. */
static void
assert_focus_sensible (Fixture *f)
{
  GtkWidget *focus = focus_of (f);
  g_autofree char *what = describe (focus);

  if (focus == NULL)
    g_error ("step %u: the focus is lost", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)));
  if (!gtk_widget_is_ancestor (focus, GTK_WIDGET (f->page)))
    g_error ("step %u: the focus left the lesson, for %s", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), what);
  if (!on_screen (focus) || !gtk_widget_is_sensitive (focus) || !gtk_widget_has_focus (focus))
    g_error ("step %u: the focus is on %s, which is not shown or not usable",
             gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), what);

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkWidget *parent = gtk_widget_get_parent (w);

      /* Not in something on its way out: a row sliding shut, a page of a
       * stack fading away. */
      if ((GTK_IS_REVEALER (w) && !gtk_revealer_get_reveal_child (GTK_REVEALER (w))) ||
          (GTK_IS_STACK (parent) && gtk_stack_get_visible_child (GTK_STACK (parent)) != w))
        g_error ("step %u: the focus is on %s, which is being hidden", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), what);
    }

  /* A scrolled window brings the focus into sight with an animation
   * (GtkViewport:scroll-to-focus), which may take a while on a busy
   * machine. */
  if (!gt_test_wait_for (focus_in_sight, focus, 1000))
    g_error ("step %u: the focus is on %s, out of sight", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), what);
  assert_no_stale_focus_child (f, GTK_WIDGET (f->page), focus);
}

/* ---- The mouse ----------------------------------------------------------- */

/* A pointer at (x, y) of widget would hit widget (or something inside
 * it): nothing covers it there in its window or popover. */
static gboolean
hits (GtkWidget *widget,
      double     x,
      double     y)
{
  GtkWidget *native = GTK_WIDGET (gtk_widget_get_native (widget));
  graphene_point_t p;
  GtkWidget *picked;

  if (!gtk_widget_compute_point (widget, native, &GRAPHENE_POINT_INIT (x, y), &p))
    return FALSE;
  picked = gtk_widget_pick (native, p.x, p.y, GTK_PICK_DEFAULT);
  return picked != NULL && (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

static void
click_button (Fixture   *f,
              GtkWidget *button)
{
  g_autofree char *what = describe (button);
  guint clicked = 0;
  gulong id;

  if (!on_screen (button) || !gtk_widget_is_sensitive (button))
    g_error ("%s cannot be clicked: not shown or not sensitive", what);
  if (!hits (button, gtk_widget_get_width (button) / 2.0, gtk_widget_get_height (button) / 2.0))
    g_error ("%s cannot be clicked: something covers it", what);

  g_object_ref (button);
  id = g_signal_connect (button, "clicked", G_CALLBACK (count_cb), &clicked);
  g_assert_true (gtk_widget_activate (button));
  wait_for_count (&clicked, 0);
  g_signal_handler_disconnect (button, id);
  g_object_unref (button);
  gt_test_run_for (100);
}

/* A row of a list, clicked in its middle: the list activates it. */
static void
click_row (Fixture   *f,
           GtkWidget *row)
{
  g_autofree char *what = describe (row);

  if (!on_screen (row) || !gtk_widget_is_sensitive (row) ||
      !hits (row, gtk_widget_get_width (row) / 2.0, gtk_widget_get_height (row) / 2.0))
    g_error ("%s cannot be clicked", what);
  g_assert_true (gtk_widget_activate (row));
  gt_test_run_for (100);
}

static GtkGesture *
hand_click_gesture (GtHandView *hand)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (hand));
  GtkGesture *click = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
    {
      GtkEventController *controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        click = GTK_GESTURE (controller);
      g_object_unref (controller);   /* the hand keeps it */
    }
  g_object_unref (controllers);
  g_assert_nonnull (click);
  return click;
}

/* Clicks card i of the hand where the pointer would reach it: the first
 * point, scanning from its top left corner, that no neighbour covers. */
static void
click_card (Fixture    *f,
            GtHandView *hand,
            guint       i)
{
  GtCardView *view = gt_hand_view_get_card_view (hand, i);
  int w = gtk_widget_get_width (GTK_WIDGET (view));
  int h = gtk_widget_get_height (GTK_WIDGET (view));
  gboolean was = gt_card_view_get_selected (view);
  graphene_point_t at;
  gboolean found = FALSE;

  g_assert_true (on_screen (GTK_WIDGET (view)));
  for (int y = h / 4; y < h && !found; y += 4)
    for (int x = 2; x < w && !found; x += 2)
      if (hits (GTK_WIDGET (view), x, y))
        {
          g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (hand),
                                                   &GRAPHENE_POINT_INIT (x, y), &at));
          found = TRUE;
        }
  if (!found)
    g_error ("card %s is covered everywhere", gt_card_to_string (gt_card_view_get_card (view)));

  g_signal_emit_by_name (hand_click_gesture (hand), "pressed", 1, (double) at.x, (double) at.y);
  gt_test_run_for (100);
  g_assert_true (gt_card_view_get_selected (view) != was);
}

/* ---- The keyboard -------------------------------------------------------- */

/* Presses a key: it goes to the focus widget, through the window's and
 * the widgets' shortcut controllers in GTK's order, and must do
 * something. */
static void
deliver_key (Fixture         *f,
             guint            keyval,
             GdkModifierType  mods)
{
  GtkWidget *focus = focus_of (f);
  g_autoptr(GPtrArray) path = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean handled = FALSE;
  GtkWidget *button = NULL;
  guint clicked = 0;
  gulong id = 0;

  for (GtkWidget *w = focus != NULL ? focus : GTK_WIDGET (f->window); w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (path, g_object_ref (w));
  /* As GTK does on a key press: the focus ring shows (for a few seconds
   * after each key, in GTK 4.8). */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);

  /* A button pressed with Space or Enter clicks a moment later. */
  if (focus != NULL && GTK_IS_BUTTON (focus))
    {
      button = g_object_ref (focus);
      id = g_signal_connect (button, "clicked", G_CALLBACK (count_cb), &clicked);
    }

  for (guint i = path->len; i > 0 && !handled; i--)
    handled = gt_test_run_shortcuts (g_ptr_array_index (path, i - 1), GTK_PHASE_CAPTURE, keyval, mods);
  if (!handled)
    handled = gt_test_run_shortcuts (g_ptr_array_index (path, 0), GTK_PHASE_TARGET, keyval, mods);
  for (guint i = 0; i < path->len && !handled; i++)
    handled = gt_test_run_shortcuts (g_ptr_array_index (path, i), GTK_PHASE_BUBBLE, keyval, mods);

  if (!handled)
    {
      g_autofree char *what = describe (focus);
      g_error ("step %u: %s%s does nothing, the focus on %s", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)),
               mods & GDK_SHIFT_MASK ? "Shift+" : "", gdk_keyval_name (keyval), what);
    }
  if (button != NULL)
    {
      if (keyval == GDK_KEY_space || keyval == GDK_KEY_Return)
        wait_for_count (&clicked, 0);
      g_signal_handler_disconnect (button, id);
      g_object_unref (button);
    }
  gt_test_run_for (100);
  {
    g_autofree char *now = describe (focus_of (f));
    g_test_message ("  %s%s: the focus on %s", mods & GDK_SHIFT_MASK ? "Shift+" : "",
                    gdk_keyval_name (keyval), now);
  }
}

/* A key, after which the focus must be somewhere sensible. */
static void
send_key (Fixture         *f,
          guint            keyval,
          GdkModifierType  mods)
{
  deliver_key (f, keyval, mods);
  assert_focus_sensible (f);
}

static void
press (Fixture *f,
       guint    keyval)
{
  send_key (f, keyval, 0);
}

/* In reading order, a comes before b: above it, or on its row and left of
 * it. */
static gboolean
comes_before (Fixture   *f,
              GtkWidget *a,
              GtkWidget *b)
{
  graphene_rect_t ra, rb;

  g_assert_true (gtk_widget_compute_bounds (a, GTK_WIDGET (f->window), &ra));
  g_assert_true (gtk_widget_compute_bounds (b, GTK_WIDGET (f->window), &rb));
  if (ra.origin.y + ra.size.height <= rb.origin.y)
    return TRUE;
  if (rb.origin.y + rb.size.height <= ra.origin.y)
    return FALSE;
  return ra.origin.x < rb.origin.x;
}

/* Tabs to target: forward if it comes later on screen, back (Shift+Tab)
 * if earlier, as a learner who sees it would. */
static void
tab_to (Fixture   *f,
        GtkWidget *target)
{
  gboolean back;
  guint n = 0;

  assert_focus_sensible (f);
  back = comes_before (f, target, focus_of (f));
  while (!gtk_widget_has_focus (target))
    {
      if (++n > MAX_TABS)
        {
          g_autofree char *what = describe (target);
          g_error ("step %u: %s is not reached with %u presses of %s", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)),
                   what, MAX_TABS, back ? "Shift+Tab" : "Tab");
        }
      send_key (f, GDK_KEY_Tab, back ? GDK_SHIFT_MASK : 0);
    }
}

/* Goes round the step with Tab, from where it starts until the focus
 * leaves the lesson page, every stop on the way sensible; then back in
 * with Shift+Tab, and back to the start. */
static void
tab_around (Fixture *f)
{
  GtkWidget *start = g_object_ref (focus_of (f));
  guint n = 0;

  for (;;)
    {
      if (++n > 3 * MAX_TABS)
        g_error ("step %u: Tab never leaves the lesson", gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)));
      deliver_key (f, GDK_KEY_Tab, 0);
      if (focus_of (f) == NULL || !gtk_widget_is_ancestor (focus_of (f), GTK_WIDGET (f->page)))
        break;
      assert_focus_sensible (f);
    }
  send_key (f, GDK_KEY_Tab, GDK_SHIFT_MASK);
  tab_to (f, start);
  g_object_unref (start);
}

static int
focused_card (GtHandView *hand)
{
  for (guint i = 0; i < gt_hand_view_get_n_cards (hand); i++)
    if (gtk_widget_has_focus (GTK_WIDGET (gt_hand_view_get_card_view (hand, i))))
      return (int) i;
  return -1;
}

/* Walks to card i with the arrow keys and toggles it with Space. */
static void
key_card (Fixture    *f,
          GtHandView *hand,
          guint       i)
{
  int at = focused_card (hand);
  gboolean was = gt_card_view_get_selected (gt_hand_view_get_card_view (hand, i));

  g_assert_cmpint (at, >=, 0);
  for (; at < (int) i; at++)
    press (f, GDK_KEY_Right);
  for (; at > (int) i; at--)
    press (f, GDK_KEY_Left);
  g_assert_cmpint (focused_card (hand), ==, (int) i);
  press (f, GDK_KEY_space);
  g_assert_true (gt_card_view_get_selected (gt_hand_view_get_card_view (hand, i)) != was);
}

/* ---- Screenshots --------------------------------------------------------- */

/* A stack fading from page to page, or a row sliding open or shut. */
static gboolean
animating (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  if (GTK_IS_REVEALER (widget) &&
      gtk_revealer_get_child_revealed (GTK_REVEALER (widget)) != gtk_revealer_get_reveal_child (GTK_REVEALER (widget)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child) && animating (child))
      return TRUE;
  return FALSE;
}

static void
shoot (Fixture    *f,
       const char *what)
{
  GtkWidget *widget = GTK_WIDGET (f->window);
  g_autofree char *name = NULL;
  g_autofree char *file = NULL;
  g_autoptr(GError) error = NULL;

  if (f->shots == NULL)
    return;
  for (guint i = 0; i < 30 && animating (widget); i++)
    gt_test_run_for (50);
  gtk_test_widget_wait_for_draw (widget);
  name = g_strdup_printf ("first-lesson-keyboard-%02u-step%02u-%s.png", ++f->n_shots,
                          gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), what);
  file = g_build_filename (f->shots, name, NULL);
  g_assert_true (gt_test_shot_save (widget, file, &error));
  g_assert_no_error (error);
  g_test_message ("screenshot %s", file);
}

/* ---- The right answers, from the lesson ---------------------------------- */

static gboolean
play_is_right (Fixture            *f,
               const GtLessonStep *st,
               const GtCardList   *play)
{
  GtAnswer answer;
  gboolean right;

  gt_lesson_step_answer_play (f->lesson, st, play->n > 0 ? play : NULL, f->solver, &answer);
  right = answer.kind == GT_ANSWER_RIGHT;
  gt_answer_clear (&answer);
  return right;
}

/* The play a learner who knows the answer makes: the step's Answer (n 0:
 * pass), or without one the first selection of S's hand that is right. */
static void
right_play (Fixture            *f,
            const GtLessonStep *st,
            GtCardList         *out)
{
  GtCardList hand;

  gt_card_list_init (out);
  if (st->has_answer)
    {
      /* The learner selects cards; the page reads them. */
      for (guint i = 0; i < st->answer.n; i++)
        gt_card_list_append (out, st->answer.card[i], GT_CARD_NONE);
      g_assert_true (play_is_right (f, st, out));
      return;
    }
  if (st->expect == GT_EXPECT_PASS)
    return;

  gt_game_hand_list (&st->position, GT_SEAT_S, &hand);
  g_assert_cmpuint (hand.n, <=, 16);
  for (guint32 mask = 1; mask < (1u << hand.n); mask++)
    {
      gt_card_list_init (out);
      for (guint i = 0; i < hand.n; i++)
        if (mask & (1u << i))
          gt_card_list_append (out, hand.card[i], GT_CARD_NONE);
      if (play_is_right (f, st, out))
        return;
    }
  g_error ("step %u: no selection of S's hand is right", st->number);
}

static GtCard
right_card (Fixture            *f,
            const GtLessonStep *st)
{
  GtCardList hand;

  if (st->has_answer)
    return st->answer.card[0];
  gt_game_hand_list (&st->position, GT_SEAT_S, &hand);
  for (guint i = 0; i < hand.n; i++)
    {
      GtAnswer answer;
      gboolean right;

      gt_lesson_step_answer_card (f->lesson, st, hand.card[i], &answer);
      right = answer.kind == GT_ANSWER_RIGHT;
      gt_answer_clear (&answer);
      if (right)
        return hand.card[i];
    }
  g_error ("step %u: no card of S's hand is right", st->number);
}

/* The hand's cards to select for cards: want[i] for card view i. */
static void
cards_to_views (GtHandView       *hand,
                const GtCardList *cards,
                gboolean         *want)
{
  guint n = gt_hand_view_get_n_cards (hand);

  memset (want, 0, n * sizeof (gboolean));
  for (guint k = 0; k < cards->n; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n && !found; i++)
        if (!want[i] && gt_card_view_get_card (gt_hand_view_get_card_view (hand, i)) == cards->card[k])
          want[i] = found = TRUE;
      if (!found)
        g_error ("%s is not in the learner's hand", gt_card_to_string (cards->card[k]));
    }
}

/* ---- A step, by mouse or by keyboard ------------------------------------- */

static void
assert_right (Fixture            *f,
              const GtLessonStep *st)
{
  g_autofree char *feedback = gt_test_dup_feedback (gt_lesson_page_get_model (f->page));

  if (g_strcmp0 (gt_test_feedback_kind (gt_lesson_page_get_model (f->page)), "right") != 0)
    {
      g_error ("step %u: not right: %s “%s”", st->number,
               gt_test_feedback_kind (gt_lesson_page_get_model (f->page)), feedback);
    }
  g_assert_true (gt_progress_is_step_done (f->progress, f->lesson->id, st->number));
  g_test_message ("step %u right: %s", st->number, feedback);
}

/* One hint before answering, where the step has any: the Hint button or
 * H.  The hint is on screen afterwards. */
static void
ask_hint (Fixture            *f,
          const GtLessonStep *st)
{
  if (st->hints[0] == NULL)
    return;
  if (f->keyboard)
    press (f, GDK_KEY_h);
  else
    click_button (f, page_button (f, "Hint"));
  find_one (GTK_WIDGET (f->page), is_label_saying, "Hint 1");
}

static void
do_play (Fixture            *f,
         const GtLessonStep *st)
{
  GtHandView *hand = learner_hand (f);
  gboolean want[GT_LIST_MAX];
  GtCardList play;

  right_play (f, st, &play);
  if (f->keyboard)
    {
      /* Escape puts a card selected by mistake back. */
      press (f, GDK_KEY_space);
      press (f, GDK_KEY_Escape);
      for (guint i = 0; i < gt_hand_view_get_n_cards (hand); i++)
        g_assert_false (gt_card_view_get_selected (gt_hand_view_get_card_view (hand, i)));
    }
  ask_hint (f, st);

  /* Undeclared wild cards that read several ways make the page ask which
   * reading is meant: the learner tries them in turn, with Try Again
   * between. */
  for (guint row = 0;; row++)
    {
      GtkWidget *readings = gt_test_find_readings (GTK_WIDGET (f->page));
      GtkWidget *pick;

      cards_to_views (hand, &play, want);
      for (guint i = 0; i < gt_hand_view_get_n_cards (hand); i++)
        if (want[i])
          {
            if (f->keyboard)
              key_card (f, hand, i);
            else
              click_card (f, hand, i);
          }

      if (f->keyboard)
        {
          shoot (f, play.n > 0 ? "selected" : "to-pass");
          /* Enter plays (the hand's key), P passes (the page's). */
          press (f, play.n > 0 ? GDK_KEY_Return : GDK_KEY_p);
        }
      else
        click_button (f, page_button (f, play.n > 0 ? "Play" : "Pass"));

      if (!gtk_widget_get_mapped (readings))
        return;
      pick = gtk_widget_get_first_child (readings);
      for (guint i = 0; i < row && pick != NULL; i++)
        pick = gtk_widget_get_next_sibling (pick);
      if (pick == NULL)
        g_error ("step %u: no reading the page offers is right", st->number);

      if (f->keyboard)
        {
          /* The first reading has the focus; Down moves, Enter picks. */
          g_assert_true (gtk_widget_has_focus (gtk_widget_get_first_child (readings)));
          for (guint i = 0; i < row; i++)
            press (f, GDK_KEY_Down);
          g_assert_true (gtk_widget_has_focus (pick));
          shoot (f, "reading");
          press (f, GDK_KEY_Return);
        }
      else
        click_row (f, pick);

      if (g_strcmp0 (gt_test_feedback_kind (gt_lesson_page_get_model (f->page)), "right") == 0)
        return;
      if (f->keyboard)
        {
          tab_to (f, page_button (f, "Try Again"));
          press (f, GDK_KEY_space);
        }
      else
        click_button (f, page_button (f, "Try Again"));
    }
}

static void
do_give (Fixture            *f,
         const GtLessonStep *st)
{
  GtHandView *hand = learner_hand (f);
  gboolean want[GT_LIST_MAX];
  GtCardList card;

  gt_card_list_init (&card);
  gt_card_list_append (&card, right_card (f, st), GT_CARD_NONE);
  ask_hint (f, st);
  cards_to_views (hand, &card, want);
  for (guint i = 0; i < gt_hand_view_get_n_cards (hand); i++)
    if (want[i])
      {
        if (f->keyboard)
          key_card (f, hand, i);
        else
          click_card (f, hand, i);
      }
  if (f->keyboard)
    {
      shoot (f, "selected");
      press (f, GDK_KEY_Return);
    }
  else
    {
      g_autofree char *label = gt_step_action_words (st->act);
      click_button (f, page_button (f, label));
    }
}

static void
do_judge (Fixture            *f,
          const GtLessonStep *st)
{
  GtkWidget *button = page_button (f, st->answer_legal ? "Legal" : "Illegal");

  ask_hint (f, st);
  if (f->keyboard)
    {
      tab_to (f, button);
      shoot (f, "judge");
      press (f, GDK_KEY_space);
    }
  else
    click_button (f, button);
}

static void
do_choose (Fixture            *f,
           const GtLessonStep *st)
{
  GtkWidget *button = option_button (f, st, st->answer_option);

  ask_hint (f, st);
  if (f->keyboard)
    {
      tab_to (f, button);
      shoot (f, "choose");
      press (f, GDK_KEY_Return);
    }
  else
    click_button (f, button);
}

/* A step starts with the focus where it is answered: on Next for a read
 * step, in the hand for a play, on the first option, on the first of
 * Illegal and Legal. */
static void
assert_focus_at_start (Fixture            *f,
                       const GtLessonStep *st)
{
  GtkWidget *focus = focus_of (f);
  g_autofree char *what = describe (focus);
  gboolean right;

  assert_focus_sensible (f);
  switch (st->kind)
    {
    case GT_STEP_READ:
      right = focus == next_button (f);
      break;
    case GT_STEP_PLAY:
    case GT_STEP_ACT:
    case GT_STEP_SPLIT:
      right = gtk_widget_is_ancestor (focus, GTK_WIDGET (learner_hand (f)));
      break;
    case GT_STEP_CHOOSE:
      right = focus == option_button (f, st, 1);
      break;
    case GT_STEP_JUDGE:
      right = focus == page_button (f, "Illegal");
      break;
    default:
      g_assert_not_reached ();
    }
  if (!right)
    g_error ("step %u starts with the focus on %s", st->number, what);
}

/* On to the next step: the Next button, or Page Down on a read step and
 * Enter on Next (where a right answer leaves the focus) after one. */
static void
go_next (Fixture            *f,
         const GtLessonStep *st)
{
  if (!f->keyboard)
    click_button (f, next_button (f));
  else if (st->kind == GT_STEP_READ)
    press (f, GDK_KEY_Page_Down);
  else
    {
      g_assert_true (gtk_widget_has_focus (next_button (f)));
      shoot (f, "answered");
      press (f, GDK_KEY_Return);
    }
}

static gboolean
is_status_page_titled (GtkWidget  *widget,
                       const char *title)
{
  return ADW_IS_STATUS_PAGE (widget) &&
         g_strcmp0 (adw_status_page_get_title (ADW_STATUS_PAGE (widget)), title) == 0;
}

static void
assert_complete (Fixture *f)
{
  GtkWidget *next_lesson;

  g_assert_cmpuint (gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), ==, 0);
  g_assert_cmpstr (gt_lesson_page_get_subtitle (f->page), ==, "Lesson complete");
  find_one (GTK_WIDGET (f->page), is_status_page_titled, "Lesson Complete");
  for (guint i = 0; i < f->lesson->n_steps; i++)
    g_assert_true (gt_progress_is_step_done (f->progress, f->lesson->id, i + 1));
  g_assert_true (gt_progress_get_lesson_completed (f->progress, f->lesson->id));

  next_lesson = page_button (f, "Next Lesson");
  if (f->keyboard)
    {
      assert_focus_sensible (f);
      g_assert_true (gtk_widget_has_focus (next_lesson));
      shoot (f, "complete");
    }
  g_assert_true (gtk_widget_is_sensitive (next_lesson));
}

static void
test_first_lesson (Fixture       *f,
                   gconstpointer  data)
{
  const GtLesson *shown = gt_lesson_page_get_lesson (f->page);

  f->keyboard = GPOINTER_TO_INT (data);
  f->shots = f->keyboard ? g_getenv ("GT_FIRST_LESSON_SHOTS") : NULL;

  /* A newcomer's window opens on the first lesson. */
  g_assert_nonnull (shown);
  g_assert_true (g_str_has_suffix (shown->file, LESSON_FILE));
  g_assert_cmpstr (shown->id, ==, f->lesson->id);
  g_assert_cmpuint (shown->n_steps, ==, f->lesson->n_steps);

  /* A learner at the keyboard sees where the focus is. */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), f->keyboard);

  for (guint i = 0; i < f->lesson->n_steps; i++)
    {
      const GtLessonStep *st = &f->lesson->steps[i];
      g_autofree char *subtitle = g_strdup_printf ("Step %u of %u", i + 1, f->lesson->n_steps);

      g_test_message ("step %u", st->number);
      g_assert_false (st->broken);
      g_assert_cmpuint (gt_lesson_model_get_step_number (gt_lesson_page_get_model (f->page)), ==, i + 1);
      g_assert_cmpstr (gt_lesson_page_get_subtitle (f->page), ==, subtitle);
      if (f->keyboard)
        {
          assert_focus_at_start (f, st);
          tab_around (f);
        }
      shoot (f, "start");

      switch (st->kind)
        {
        case GT_STEP_READ:
          break;
        case GT_STEP_PLAY:
          do_play (f, st);
          break;
        case GT_STEP_JUDGE:
          do_judge (f, st);
          break;
        case GT_STEP_CHOOSE:
          do_choose (f, st);
          break;
        case GT_STEP_ACT:       /* Guandan's tribute and return */
          do_give (f, st);
          break;
        case GT_STEP_SPLIT:     /* the first lesson sorts no hand */
        default:
          g_assert_not_reached ();
        }
      if (st->kind != GT_STEP_READ)
        assert_right (f, st);
      go_next (f, st);
    }
  assert_complete (f);
}

/* ---- Fixture ------------------------------------------------------------- */

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *data_dir = g_getenv ("GUANDAN_TUTOR_DATA_DIR");
  g_autofree char *app_dir = g_build_filename (g_get_user_data_dir (), "guandan-tutor", NULL);
  g_autofree char *progress = g_build_filename (app_dir, "progress.ini", NULL);
  g_autofree char *file = NULL;
  g_autoptr(GPtrArray) problems = gt_problems_new ();

  g_assert_nonnull (data_dir);
  file = g_build_filename (data_dir, "lessons", LESSON_FILE, NULL);
  f->lesson = gt_lesson_load (file, NULL, problems);
  if (f->lesson == NULL || problems->len > 0)
    {
      g_autofree char *list = gt_problems_to_string (problems);
      g_error ("%s: %s", file, list);
    }
  f->solver = gt_solver_new ();
  gt_solver_set_budget (f->solver, GT_SOLVER_CONTENT_NODES, GT_SOLVER_CONTENT_MS);

  /* A newcomer: no progress, the settings as installed. */
  gt_test_remove_tree (app_dir);
  f->settings = g_settings_new (APP_ID);
  g_settings_reset (f->settings, "last-page");
  f->library = gt_library_new ();
  f->progress = gt_progress_new (progress);
  g_assert_true (gt_progress_load (f->progress, NULL));

  f->window = gt_window_new (NULL, f->library, f->progress, f->settings);
  f->page = gt_window_get_lesson_page (f->window);
  gtk_window_present (GTK_WINDOW (f->window));
  gt_test_run_for (300);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  gt_test_run_for (100);
  g_settings_reset (f->settings, "last-page");
  g_clear_object (&f->progress);
  g_clear_object (&f->library);
  g_clear_object (&f->settings);
  g_clear_pointer (&f->solver, gt_solver_free);
  g_clear_pointer (&f->lesson, gt_lesson_free);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("gt-first-lesson-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  gt_application_init_style (NULL);

  g_test_add ("/first-lesson/mouse", Fixture, GINT_TO_POINTER (FALSE),
              fixture_set_up, test_first_lesson, fixture_tear_down);
  g_test_add ("/first-lesson/keyboard", Fixture, GINT_TO_POINTER (TRUE),
              fixture_set_up, test_first_lesson, fixture_tear_down);

  status = g_test_run ();
  gt_test_remove_tree (home);
  return status;
}
