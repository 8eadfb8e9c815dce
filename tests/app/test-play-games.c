/* test-play-games.c — every game at the Play page, by the keyboard alone
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under xvfb-run.  Keys go to the window's focus widget the way GTK
 * sends them (gt_test_send_key()): the hand's bindings (arrows, Space,
 * Enter), the page's (H, P, Ctrl+Z), a focused button's (Enter).
 *
 *   - /play-games/keys/GAME: a whole deal of each game of the registry,
 *     played with keys only: H three times (the third hint selects the
 *     play) then Enter in the hand, or P when the hint is a pass; a
 *     tribute or a card given back chosen with Home/End, the arrows and
 *     Space, then Enter; a declaration or another choice with Enter on
 *     the button the page focuses; once a deal, Ctrl+Z takes a play
 *     back.  After every key and every computer
 *     turn the focus is in the page, on a widget shown and usable — it
 *     never falls out while the computers play.  The table's narration
 *     has told something by the deal's end.
 *   - /play-games/new-game-asks: once a play is made, New Game asks
 *     before abandoning the game (Keep Playing keeps it, New Game deals
 *     another); a game nobody acted in is replaced without a question.
 *   - /play-games/resume: the real window, a game of Gan Deng Yan played
 *     a little, the window closed (as on quitting); a new window's Play
 *     page has the same game — number, deal, the learner's hand — and the
 *     game chosen.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gt-narration-bar.h"
#include "gt-play-page.h"
#include "gt-window.h"
#include "gt-test-support.h"

typedef struct {
  GtkWidget *window;
  GtPlayPage *page;
  GtPlayModel *model;
  char *save_dir;
} Fixture;

static void
spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_model (GtPlayModel *model)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (gt_play_model_get_busy (model) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gt_play_model_get_busy (model));
  spin ();
}

static void
setup (Fixture    *f,
       const char *game)
{
  f->save_dir = g_dir_make_tmp ("gt-play-games-XXXXXX", NULL);
  g_assert_nonnull (f->save_dir);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 760);
  f->page = GT_PLAY_PAGE (gt_play_page_new ());
  f->model = gt_play_page_get_model (f->page);
  gt_play_model_set_delay (f->model, 0);
  gt_play_model_set_save_dir (f->model, f->save_dir);
  g_object_set (f->page, "game-id", game, NULL);
  g_assert_cmpstr (gt_play_model_get_game_id (f->model), ==, game);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  gtk_window_present (GTK_WINDOW (f->window));
  spin ();
  gt_play_page_start (f->page, 4711);
  wait_model (f->model);
}

static void
teardown (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  spin ();
  gt_test_remove_tree (f->save_dir);
  g_free (f->save_dir);
}

static char *
describe (GtkWidget *w)
{
  if (w == NULL)
    return g_strdup ("nothing");
  if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
    return g_strdup_printf ("%s \"%s\"", G_OBJECT_TYPE_NAME (w), gtk_button_get_label (GTK_BUTTON (w)));
  return g_strdup (G_OBJECT_TYPE_NAME (w));
}

/* The focus is where a key can do something: in the page, shown, usable. */
static void
assert_focus_sensible (Fixture    *f,
                       const char *when)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_autofree char *what = describe (focus);

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (f->page)) ||
      !gtk_widget_get_mapped (focus) || !gtk_widget_is_sensitive (focus))
    g_error ("%s: the focus is on %s, outside the page or not usable", when, what);
}

static void
key (Fixture *f,
     guint    keyval)
{
  g_autofree char *when = g_strdup_printf ("after %s", gdk_keyval_name (keyval));

  if (!gt_test_send_key (GTK_WINDOW (f->window), keyval, 0))
    {
      g_autofree char *what = describe (gtk_root_get_focus (GTK_ROOT (f->window)));
      g_error ("%s does nothing, the focus on %s", gdk_keyval_name (keyval), what);
    }
  spin ();
  assert_focus_sensible (f, when);
}

static GtHandView *
hand (Fixture *f)
{
  return gt_table_view_get_hand (gt_play_page_get_table (f->page));
}

/* A tribute, a card given back, or a single card to play where the hint
 * names none: tries the cards from one end of the hand with the keys (the
 * rules allow only some), Enter after each. */
static void
give_by_keys (Fixture *f,
              gboolean from_top)
{
  guint n = gt_hand_view_get_n_cards (hand (f));
  const GtGame *g = gt_play_model_get_game (f->model);
  guint phase = g->phase, count = g->count[gt_play_model_get_learner (f->model)];

  for (guint k = 0; k < n; k++)
    {
      key (f, from_top ? GDK_KEY_End : GDK_KEY_Home);
      for (guint i = 0; i < k; i++)
        key (f, from_top ? GDK_KEY_Left : GDK_KEY_Right);
      key (f, GDK_KEY_space);
      key (f, GDK_KEY_Return);
      wait_model (f->model);
      g = gt_play_model_get_game (f->model);
      if (g->phase != phase || g->count[gt_play_model_get_learner (f->model)] != count ||
          !gt_play_model_learner_to_act (f->model))
        return;
      /* Refused: clear the selection for the next card. */
      key (f, GDK_KEY_Escape);
    }
  g_error ("no card of the hand could be given");
}

/* Selects exactly these cards with the keys: Home, then Right along
 * the hand and Space on each card wanted. */
static void
select_by_keys (Fixture          *f,
                const GtCardList *wanted)
{
  GtCardList cards, selection;
  guint8 need[GT_CARD_KINDS] = { 0, };

  gt_hand_view_get_selection (hand (f), &selection);
  if (selection.n > 0)
    key (f, GDK_KEY_Escape);
  for (guint i = 0; i < wanted->n; i++)
    need[wanted->card[i]]++;
  gt_hand_view_get_cards (hand (f), &cards);
  key (f, GDK_KEY_Home);
  for (guint i = 0; i < cards.n; i++)
    {
      if (i > 0)
        key (f, GDK_KEY_Right);
      if (need[cards.card[i]] > 0)
        {
          need[cards.card[i]]--;
          key (f, GDK_KEY_space);
        }
    }
  gt_hand_view_get_selection (hand (f), &selection);
  g_assert_cmpuint (selection.n, ==, wanted->n);
}

/* Cards laid aside (Da Bai Fen's kitty): the first k cards of the hand,
 * selected with the keys, for k = 1, 2, … until the rules take them. */
static void
discard_by_keys (Fixture *f)
{
  guint n = gt_hand_view_get_n_cards (hand (f));

  for (guint k = 1; k <= n; k++)
    {
      key (f, GDK_KEY_Home);
      for (guint i = 0; i < k; i++)
        {
          if (i > 0)
            key (f, GDK_KEY_Right);
          key (f, GDK_KEY_space);
        }
      key (f, GDK_KEY_Return);
      wait_model (f->model);
      if (!(gt_play_model_get_actions (f->model) & (1u << GT_ACTION_DISCARD)))
        return;
      key (f, GDK_KEY_Escape);
    }
  g_error ("no number of cards could be laid aside");
}

/* A play where the hint names none: in a trick game, a legal play the
 * engine lists; else the first single card the rules accept. */
static void
play_by_keys (Fixture *f)
{
  const GtGame *g = gt_play_model_get_game (f->model);
  GtCardList moves[64];

  if (g->rs->game->table == GT_TABLE_TRICK && gt_game_trick_moves_open (g, moves, G_N_ELEMENTS (moves)) > 0)
    {
      select_by_keys (f, &moves[0]);
      key (f, GDK_KEY_Return);
      return;
    }
  give_by_keys (f, FALSE);
}

static void
test_keys (gconstpointer data)
{
  const char *game = data;
  Fixture f;
  guint start_deal, turns = 0, keyed = 0;
  gboolean undone = FALSE;

  setup (&f, game);
  start_deal = gt_play_model_get_game (f.model)->deal_no;
  /* Arriving, the keys are the hand's — or, when the game asks a
   * declaration first (Bao Huang's emperor, Dou Dizhu's bid), its first
   * button's. */
  {
    g_autoptr (GPtrArray) choices = gt_play_model_list_choices (f.model);
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f.window));
    gboolean declaring = FALSE;

    for (guint i = 0; i < choices->len; i++)
      declaring |= ((GtPlayChoice *) g_ptr_array_index (choices, i))->type != GT_ACTION_PASS;
    declaring &= !(gt_play_model_get_actions (f.model) & (1u << GT_ACTION_PLAY));
    if (declaring)
      g_assert_true (GTK_IS_BUTTON (focus) && gtk_widget_is_ancestor (focus, GTK_WIDGET (f.page)));
    else
      g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (hand (&f))));
  }

  while (turns++ < 3000)
    {
      const GtGame *g;
      guint actions;

      wait_model (f.model);
      g = gt_play_model_get_game (f.model);
      if (g->deal_no != start_deal || g->phase == GT_PHASE_DEAL_OVER || g->phase == GT_PHASE_GAME_OVER)
        break;
      assert_focus_sensible (&f, "a computer's turn");
      if (gt_play_model_get_question (f.model) != NULL)
        {
          /* The question takes the focus, on Take It Back; Play It
           * Anyway is the one before it. */
          g_assert_true (GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (f.window))));
          g_assert_true (gt_test_send_key (GTK_WINDOW (f.window), GDK_KEY_Tab, GDK_SHIFT_MASK));
          key (&f, GDK_KEY_Return);
          g_assert_null (gt_play_model_get_question (f.model));
          keyed++;
          continue;
        }
      actions = gt_play_model_get_actions (f.model);
      {
        g_autoptr (GPtrArray) choices = gt_play_model_list_choices (f.model);

        for (guint i = 0; i < choices->len; i++)
          actions |= 1u << ((GtPlayChoice *) g_ptr_array_index (choices, i))->type;
      }
      if (actions == 0)
        continue;
      keyed++;
      if (actions & (1u << GT_ACTION_PLAY))
        {
          GtCardList selection;

          key (&f, GDK_KEY_h);
          key (&f, GDK_KEY_h);
          key (&f, GDK_KEY_h);
          gt_hand_view_get_selection (hand (&f), &selection);
          if (selection.n > 0)
            {
              guint learner = gt_play_model_get_learner (f.model);
              guint before = gt_play_model_get_game (f.model)->count[learner];

              /* At a play the keys are the hand's: Enter plays. */
              g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f.window)),
                                                     GTK_WIDGET (hand (&f))));
              key (&f, GDK_KEY_Return);
              /* Once a deal, Ctrl+Z takes the play back (the computers'
               * replies with it), and it is played again. */
              wait_model (f.model);
              if (!undone && gt_play_model_get_question (f.model) == NULL &&
                  gt_play_model_get_game (f.model)->count[learner] == before - selection.n &&
                  gt_play_model_get_game (f.model)->phase == GT_PHASE_PLAY)
                {
                  g_assert_true (gt_test_send_key (GTK_WINDOW (f.window), GDK_KEY_z, GDK_CONTROL_MASK));
                  wait_model (f.model);
                  assert_focus_sensible (&f, "after Ctrl+Z");
                  g_assert_cmpuint (gt_play_model_get_game (f.model)->count[learner], ==, before);
                  undone = TRUE;
                }
            }
          else if (actions & (1u << GT_ACTION_PASS))
            key (&f, GDK_KEY_p);
          else
            /* No hint to follow (a game the hint does not play). */
            play_by_keys (&f);
        }
      else if (actions & (1u << GT_ACTION_DISCARD))
        discard_by_keys (&f);
      else if (actions & (1u << GT_ACTION_TRIBUTE))
        give_by_keys (&f, TRUE);
      else if (actions & (1u << GT_ACTION_RETURN))
        give_by_keys (&f, FALSE);
      else if (actions & ((1u << GT_ACTION_CHOOSE) | (1u << GT_ACTION_DECLARE)))
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f.window));

          /* The page gives the focus to the first choice. */
          g_assert_true (GTK_IS_BUTTON (focus));
          key (&f, GDK_KEY_Return);
        }
      else if (actions & (1u << GT_ACTION_PASS))
        key (&f, GDK_KEY_p);
      else
        g_error ("no key for the actions 0x%x", actions);
    }
  g_assert_cmpuint (turns, <, 3000);
  g_assert_cmpuint (keyed, >, 0);
  g_assert_true (undone);
  /* The table told the deal in words. */
  g_assert_cmpuint (gt_play_model_get_n_narration (f.model), >, 0);
  teardown (&f);
}

static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin ();
}

static void
test_new_game_asks (void)
{
  Fixture f;
  AdwMessageDialog *dialog;
  GtCardList hint;
  g_autofree char *text = NULL;

  setup (&f, "guandan");
  /* Nothing done yet: a new game without a question. */
  g_assert_false (gt_play_model_get_running (f.model));
  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.new-game", NULL);
  g_assert_null ((AdwMessageDialog *) gt_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  wait_model (f.model);
  gt_play_page_start (f.page, 4711);
  wait_model (f.model);

  /* A play made: the game runs. */
  g_assert_true (gt_play_model_hint (f.model, 3, &text, &hint));
  if (hint.n > 0)
    gt_hand_view_set_selection (hand (&f), &hint);
  gtk_widget_activate_action (GTK_WIDGET (f.page), hint.n > 0 ? "play.play" : "play.pass", NULL);
  wait_model (f.model);
  if (gt_play_model_get_question (f.model) != NULL)
    gtk_widget_activate_action (GTK_WIDGET (f.page), "play.play-anyway", NULL);
  wait_model (f.model);
  g_assert_true (gt_play_model_get_running (f.model));

  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.new-game", NULL);
  dialog = (AdwMessageDialog *) gt_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  respond (dialog, "cancel");
  g_assert_cmpuint (gt_play_model_get_seed (f.model), ==, 4711);
  g_assert_true (gt_play_model_get_running (f.model));

  /* A lesson's "Play Deal #N" asks the same. */
  gt_play_page_offer_game (f.page, "guandan", 2400, TRUE);
  dialog = (AdwMessageDialog *) gt_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  respond (dialog, "cancel");
  g_assert_cmpuint (gt_play_model_get_seed (f.model), ==, 4711);

  gtk_widget_activate_action (GTK_WIDGET (f.page), "play.new-game", NULL);
  dialog = (AdwMessageDialog *) gt_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  respond (dialog, "new");
  wait_model (f.model);
  g_assert_cmpuint (gt_play_model_get_seed (f.model), !=, 4711);
  g_assert_false (gt_play_model_get_running (f.model));
  teardown (&f);
}

/* ---- Quitting and coming back, in the real window ---- */

static GtWindow *
open_window (GtLibrary  *library,
             GtProgress *progress,
             GSettings  *settings)
{
  GtWindow *window = gt_window_new (NULL, library, progress, settings);

  gtk_window_present (GTK_WINDOW (window));
  gt_window_show_page (window, "play");
  spin ();
  gt_play_model_set_delay (gt_play_page_get_model (gt_window_get_play_page (window)), 0);
  wait_model (gt_play_page_get_model (gt_window_get_play_page (window)));
  return window;
}

static void
test_resume (void)
{
  g_autofree char *data_home = g_dir_make_tmp ("gt-play-resume-XXXXXX", NULL);
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (GtLibrary) library = NULL;
  g_autoptr (GtProgress) progress = NULL;
  GtWindow *window;
  GtPlayPage *page;
  GtPlayModel *model;
  GtCardList before, after;
  guint32 seed;
  guint deal, count;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  settings = g_settings_new (APP_ID);
  /* Replies at once (the window sets the model's delay from this). */
  g_settings_set_string (settings, "animation-speed", "instant");
  library = gt_library_new ();
  progress = gt_progress_new (NULL);

  window = open_window (library, progress, settings);
  page = gt_window_get_play_page (window);
  model = gt_play_page_get_model (page);
  /* Gan Deng Yan chosen on the page, a game started and played on a
   * little: the learner's first play made. */
  g_object_set (page, "game-id", "gandengyan", NULL);
  gt_play_page_start (page, 4711);
  wait_model (model);
  for (guint i = 0; i < 40 && !gt_play_model_get_running (model); i++)
    {
      g_autofree char *text = NULL;
      GtCardList hint;

      if (!gt_play_model_learner_to_act (model) || !gt_play_model_hint (model, 3, &text, &hint))
        {
          wait_model (model);
          continue;
        }
      if (hint.n > 0)
        gt_hand_view_set_selection (gt_table_view_get_hand (gt_play_page_get_table (page)), &hint);
      gtk_widget_activate_action (GTK_WIDGET (page), hint.n > 0 ? "play.play" : "play.pass", NULL);
      wait_model (model);
      if (gt_play_model_get_question (model) != NULL)
        gtk_widget_activate_action (GTK_WIDGET (page), "play.play-anyway", NULL);
      wait_model (model);
    }
  g_assert_true (gt_play_model_get_running (model));
  seed = gt_play_model_get_seed (model);
  deal = gt_play_model_get_game (model)->deal_no;
  count = gt_play_model_get_game (model)->count[gt_play_model_get_learner (model)];
  gt_game_hand_list (gt_play_model_get_game (model), gt_play_model_get_learner (model), &before);
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();

  /* Relaunched: the same game of the same kind, where it was. */
  window = open_window (library, progress, settings);
  page = gt_window_get_play_page (window);
  model = gt_play_page_get_model (page);
  g_assert_cmpstr (gt_play_model_get_game_id (model), ==, "gandengyan");
  g_assert_cmpuint (gt_play_model_get_seed (model), ==, seed);
  g_assert_cmpuint (gt_play_model_get_game (model)->deal_no, ==, deal);
  g_assert_cmpuint (gt_play_model_get_game (model)->count[gt_play_model_get_learner (model)], ==, count);
  gt_game_hand_list (gt_play_model_get_game (model), gt_play_model_get_learner (model), &after);
  g_assert_cmpuint (before.n, ==, after.n);
  g_assert_cmpmem (before.card, before.n * sizeof before.card[0], after.card, after.n * sizeof after.card[0]);
  g_assert_true (gt_play_model_get_running (model));
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  gt_test_remove_tree (data_home);
}

int
main (int   argc,
      char *argv[])
{
  const GtRuleset *const *all;

  g_setenv ("GTK_A11Y", "test", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  all = gt_rulesets ();
  for (guint i = 0; all[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/play-games/keys/%s", all[i]->id);

      g_test_add_data_func (path, all[i]->id, test_keys);
    }
  g_test_add_func ("/play-games/new-game-asks", test_new_game_asks);
  g_test_add_func ("/play-games/resume", test_resume);
  return g_test_run ();
}
