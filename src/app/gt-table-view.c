/* gt-table-view.c — the card table: 2 to 6 seats round the learner
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What it shows is a GtTableModel (gt-table-model.h), copied in; a
 * GtGame becomes one in gt_table_model_from_game() (gt-table-model.c, with
 * nothing of GTK, so that a printed handout shows the same table).
 *
 * Seats are kept by *slot*, their place round the table: slot 0 is the
 * learner's, at the bottom, and slot k the k-th seat after it in play
 * order, so that a model seat s sits in slot (s - learner) mod n.  Each slot
 * has its own children, made when a model with more seats arrives and
 * dropped when one with fewer does (never slot 0, whose hand the owner
 * holds): its GtSeatView (gt-seat-view.h: the name, finishing place,
 * count and role, the hand or a fan of backs; the table sets the accent
 * outline of the seat to move on it), a `tray` (round a play that could
 * pass for more of a hand, and round every play of a trick), its play
 * ("front"), "Pass", and a trick play's number.  Then the `centre` box
 * with "E played" and the play to beat (or "W led" in a trick); the
 * defenders' points pile (GtPointsPile); the level badge; the phase (or
 * the owner's status); the owner's prompt, full width above the learner.
 * Children are drawn in the order they were added, so the seats and boxes
 * go first; within each kind, the slots' children are in slot order.
 *
 * Where each child goes, and how large the cards are, is the layout
 * manager's (GtSeatLayout, gt-seat-layout.c): the table keeps what the
 * model says and what the owner set, the layout reads them
 * (gt-table-view-private.h).
 */
#define G_LOG_DOMAIN "gt-table-view"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-seat-layout.h"
#include "gt-table-view-private.h"
#include "gt-hand-view-private.h"
#include "gt-widgets.h"

/* A face-down hand whose count the rules keep secret shows this many backs
 * more than the count they tell (10 + 2 in Guandan): drawing every card
 * would tell the count. */
#define HIDDEN_EXTRA_BACKS 2

enum {
  PROP_0,
  PROP_STATUS,
  PROP_SHOW_TURN,
  PROP_PROMPT,
  PROP_CARD_SCALE,
  PROP_FOUR_COLOUR,
  PROP_ARRIVAL,
  PROP_RETURNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_PLAY_ARRIVED,
  SIGNAL_PLAY_RETURNED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GtTableView, gt_table_view, GTK_TYPE_WIDGET)

static guint
slot_of (GtTableView *self,
         guint        seat)
{
  if (seat >= self->n_slots)
    return GT_TABLE_NO_SEAT;
  return (seat + self->n_slots - self->learner) % self->n_slots;
}

/* The seat in words (tooltips, screen readers). */
static const char *
slot_name (GtTableView *self,
           guint        slot)
{
  if (self->names[slot] != NULL)
    return self->names[slot];
  return self->labels[slot] != NULL ? self->labels[slot] : "";
}


/* ---- Content ---------------------------------------------------------------- */

/* The line under the play to beat: the owner's status if set, else the
 * model's words. */
static void
update_phase (GtTableView *self)
{
  const char *text = NULL;

  if (!self->has_game)
    text = NULL;
  else if (self->status != NULL)
    text = self->status;
  else
    text = self->model_phase;

  gtk_label_set_text (GTK_LABEL (self->phase), text != NULL ? text : "");
  gtk_widget_set_visible (self->phase, text != NULL && text[0] != '\0');
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The accent outline on the seat to move, unless the owner turned it off. */
static void
update_turn (GtTableView *self)
{
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      GtkWidget *box = GTK_WIDGET (self->seats[seat].view);

      if (self->show_turn && self->has_game && seat == self->turn)
        gtk_widget_add_css_class (box, "to-move");
      else
        gtk_widget_remove_css_class (box, "to-move");
      if (self->has_game && self->marked_seat != GT_TABLE_NO_SEAT && seat == slot_of (self, self->marked_seat))
        gtk_widget_add_css_class (box, "marked");
      else
        gtk_widget_remove_css_class (box, "marked");
    }
}

static void
update_fronts (GtTableView *self)
{
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      GtTableSlot *s = &self->seats[seat];
      GtCardList empty;
      gboolean in_centre = self->kind == GT_TABLE_CLIMB &&
                           seat == self->table_by && s->last.n == self->table.n &&
                           memcmp (s->last.card, self->table.card, s->last.n) == 0;

      gt_card_list_init (&empty);
      /* The play to beat is shown in the centre, not twice. */
      gt_hand_view_set_cards (s->front, in_centre ? &empty : &s->last,
                              self->has_game ? self->rs : NULL,
                              self->has_game ? &self->ctx : NULL);
      if (self->kind == GT_TABLE_TRICK && seat == self->winning && s->trick_index >= 0)
        {
          gtk_widget_add_css_class (s->tray, "winning");
          gtk_widget_add_css_class (s->order, "winning");
        }
      else
        {
          gtk_widget_remove_css_class (s->tray, "winning");
          gtk_widget_remove_css_class (s->order, "winning");
        }
    }
  /* The verdict's cards, wherever that seat's play is shown: showing the
   * cards again has just cleared them. */
  if (self->has_game && self->mark_play_seat != GT_TABLE_NO_SEAT)
    {
      guint slot = slot_of (self, self->mark_play_seat);

      if (slot != GT_TABLE_NO_SEAT)
        {
          gt_hand_view_set_marks (self->seats[slot].front, &self->mark_cards, self->mark);
          if (slot == self->table_by)
            gt_hand_view_set_marks (self->centre_play, &self->mark_cards, self->mark);
        }
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static GtkWidget *
add_label (GtTableView *self,
           const char  *css_class,
           GtkWidget   *before)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_widget_insert_before (label, GTK_WIDGET (self), before);
  return label;
}

static GtHandView *
add_hand (GtTableView *self,
          GtHandSort   sort,
          const char  *css_class,
          GtkWidget   *before)
{
  GtHandView *hand = GT_HAND_VIEW (gt_hand_view_new ());

  gt_hand_view_set_sort (hand, sort);
  gt_hand_view_set_four_colour (hand, self->four_colour);
  gtk_widget_add_css_class (GTK_WIDGET (hand), css_class);
  gtk_widget_insert_before (GTK_WIDGET (hand), GTK_WIDGET (self), before);
  return hand;
}

static GtkWidget *
add_box (GtTableView *self,
         const char  *css_name,
         GtkWidget   *before)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX, "css-name", css_name, NULL);

  gtk_widget_insert_before (box, GTK_WIDGET (self), before);
  return box;
}

/* A new slot at the end: its seat and tray before the centre box (drawn
 * under everything), its play before the centre's label, so that each
 * kind of child stays in slot order. */
static void
add_slot (GtTableView *self)
{
  guint slot = self->n_slots++;
  GtTableSlot *s = &self->seats[slot];
  GtkWidget *labels = self->centre_label;

  memset (s, 0, sizeof *s);
  s->view = GT_SEAT_VIEW (gt_seat_view_new ());
  gt_hand_view_set_four_colour (gt_seat_view_get_hand (s->view), self->four_colour);
  gtk_widget_insert_before (GTK_WIDGET (s->view), GTK_WIDGET (self), self->centre);
  s->tray = add_box (self, "tray", self->centre);

  s->front = add_hand (self, GT_HAND_SORT_NONE, "last-play", labels);
  s->pass = add_label (self, "pass", labels);
  /* Translators: on the card table, in front of a seat that passed */
  gtk_label_set_text (GTK_LABEL (s->pass), _("Pass"));
  s->order = add_label (self, "trick-order", labels);
  gt_card_list_init (&s->last);
  s->trick_index = -1;
  if (slot == GT_SLOT_LEARNER)
    gt_hand_view_set_interactive (gt_seat_view_get_hand (s->view), TRUE);
}

static void
remove_slot (GtTableView *self)
{
  guint slot = --self->n_slots;
  GtTableSlot *s = &self->seats[slot];

  g_assert (slot > 0);
  gtk_widget_unparent (GTK_WIDGET (s->view));
  gtk_widget_unparent (s->tray);
  gtk_widget_unparent (GTK_WIDGET (s->front));
  gtk_widget_unparent (s->pass);
  gtk_widget_unparent (s->order);
  g_clear_pointer (&self->labels[slot], g_free);
  g_clear_pointer (&self->names[slot], g_free);
  memset (s, 0, sizeof *s);
}

static void
gt_table_view_dispose (GObject *object)
{
  GtTableView *self = GT_TABLE_VIEW (object);
  GtkWidget *child;

  self->prompt = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_table_view_parent_class)->dispose (object);
}

static void
gt_table_view_finalize (GObject *object)
{
  GtTableView *self = GT_TABLE_VIEW (object);

  for (guint i = 0; i < GT_TABLE_MAX_SEATS; i++)
    {
      g_free (self->labels[i]);
      g_free (self->names[i]);
    }
  g_free (self->model_phase);
  g_free (self->status);
  g_free (self->steady_models);
  g_clear_object (&self->steady_scratch);
  G_OBJECT_CLASS (gt_table_view_parent_class)->finalize (object);
}

static void
gt_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GtTableView *self = GT_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_SHOW_TURN:
      g_value_set_boolean (value, self->show_turn);
      break;
    case PROP_PROMPT:
      g_value_set_object (value, self->prompt);
      break;
    case PROP_CARD_SCALE:
      g_value_set_double (value, self->card_scale);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    case PROP_ARRIVAL:
      g_value_set_double (value, self->arrival);
      break;
    case PROP_RETURNING:
      g_value_set_double (value, self->returning);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GtTableView *self = GT_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      gt_table_view_set_status (self, g_value_get_string (value));
      break;
    case PROP_SHOW_TURN:
      gt_table_view_set_show_turn (self, g_value_get_boolean (value));
      break;
    case PROP_PROMPT:
      gt_table_view_set_prompt (self, g_value_get_object (value));
      break;
    case PROP_CARD_SCALE:
      gt_table_view_set_card_scale (self, g_value_get_double (value));
      break;
    case PROP_FOUR_COLOUR:
      gt_table_view_set_four_colour (self, g_value_get_boolean (value));
      break;
    case PROP_ARRIVAL:
      gt_table_view_set_arrival (self, g_value_get_double (value));
      break;
    case PROP_RETURNING:
      gt_table_view_set_returning (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_table_view_class_init (GtTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_table_view_dispose;
  object_class->finalize = gt_table_view_finalize;
  object_class->get_property = gt_table_view_get_property;
  object_class->set_property = gt_table_view_set_property;

  gtk_widget_class_set_layout_manager_type (widget_class, GT_TYPE_SEAT_LAYOUT);

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_TURN] =
    g_param_spec_boolean ("show-turn", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_object ("prompt", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_SCALE] =
    g_param_spec_double ("card-scale", NULL, NULL, 0.5, 2.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ARRIVAL] =
    g_param_spec_double ("arrival", NULL, NULL, 0.0, 1.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RETURNING] =
    g_param_spec_double ("returning", NULL, NULL, 0.0, 1.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PLAY_ARRIVED] =
    g_signal_new ("play-arrived", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_PLAY_RETURNED] =
    g_signal_new ("play-returned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "cardtable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gt_widgets_init ();
}

static void
gt_table_view_init (GtTableView *self)
{
  /* The centre's pieces first; the slots' children go in before them (see
   * add_slot). */
  self->centre = add_box (self, "centre", NULL);
  self->centre_label = add_label (self, "centre-label", NULL);
  self->centre_play = add_hand (self, GT_HAND_SORT_NONE, "table-play", NULL);
  self->badge = add_label (self, "level-badge", NULL);
  self->points = GT_POINTS_PILE (gt_points_pile_new ());
  gtk_widget_insert_before (GTK_WIDGET (self->points), GTK_WIDGET (self), self->centre_label);
  /* Last: a play taken back passes over everything on its way home. */
  self->returned = add_hand (self, GT_HAND_SORT_NONE, "returning-play", NULL);
  gtk_widget_set_child_visible (GTK_WIDGET (self->returned), FALSE);
  gt_card_list_init (&self->returned_cards);
  self->returning = 1.0;
  self->phase = add_label (self, "phase", NULL);
  gtk_label_set_wrap (GTK_LABEL (self->phase), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->phase), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (self->phase), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->phase, FALSE);

  self->table_by = GT_TABLE_NO_SEAT;
  self->turn = GT_TABLE_NO_SEAT;
  self->winning = GT_TABLE_NO_SEAT;
  self->show_turn = TRUE;
  self->card_scale = 1.0;
  self->arriving = GT_TABLE_NO_SEAT;
  self->arrival = 1.0;
  self->marked_seat = GT_TABLE_NO_SEAT;
  self->mark_play_seat = GT_TABLE_NO_SEAT;
  gt_card_list_init (&self->mark_cards);
  gt_card_list_init (&self->table);

  /* Four seats until a model says otherwise, named as the first game of
   * the registry names them. */
  for (guint seat = 0; seat < 4; seat++)
    {
      const char *name = gt_ruleset_seat_name (gt_ruleset_lookup (NULL), seat, GT_SEAT_NAME_LETTER);

      add_slot (self);
      self->labels[seat] = seat == 0 ? g_strdup_printf (C_("seat", "%s (you)"), name) : g_strdup (name);
      gt_seat_view_set_label (self->seats[seat].view, self->labels[seat]);
    }
}

/* ---- API ------------------------------------------------------------------ */

GtkWidget *
gt_table_view_new (void)
{
  return g_object_new (GT_TYPE_TABLE_VIEW, NULL);
}

static void
clear_table (GtTableView *self)
{
  GtCardList empty;

  self->has_game = FALSE;
  self->table_by = GT_TABLE_NO_SEAT;
  self->winning = GT_TABLE_NO_SEAT;
  self->arriving = GT_TABLE_NO_SEAT;
  self->trick_n = 0;
  gt_card_list_init (&self->table);
  gt_card_list_init (&empty);
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      GtTableSlot *s = &self->seats[seat];

      s->in_play = FALSE;
      s->passed = FALSE;
      s->trick_index = -1;
      gt_card_list_init (&s->last);
      gt_seat_view_clear (s->view);
    }
  gt_hand_view_set_cards (self->centre_play, &empty, NULL, NULL);
  gt_points_pile_set_model (self->points, NULL);
  gt_card_list_init (&self->returned_cards);
  self->return_from = (GdkRectangle) { 0, 0, 0, 0 };
  self->turn = GT_TABLE_NO_SEAT;
  g_clear_pointer (&self->model_phase, g_free);
  update_turn (self);
  update_phase (self);
  update_fronts (self);
}

/* The words above the centre: who played, who leads. */
static void
set_centre_label (GtTableView        *self,
                  const GtTableModel *m)
{
  char *text = NULL;
  guint by = self->kind == GT_TABLE_TRICK ? (m->trick_n > 0 ? m->trick_leader : GT_TABLE_NO_SEAT)
                                          : (self->table.n > 0 ? m->round_by : GT_TABLE_NO_SEAT);

  if (by < m->n_seats && self->kind == GT_TABLE_TRICK)
    {
      if (by == m->learner)
        /* Translators: above a trick the learner led */
        text = g_strdup (C_("trick", "You led"));
      else
        /* Translators: above a trick; %s is a seat's label, "W led" */
        text = g_strdup_printf (C_("trick", "%s led"), m->seats[by].label);
    }
  else if (by < m->n_seats)
    /* Translators: above the play to beat; %s is a seat letter, "E played" */
    text = g_strdup_printf (_("%s played"), m->seats[by].label);
  else if (m->turn < m->n_seats)
    {
      if (m->turn == m->learner)
        text = g_strdup (_("Your lead"));
      else
        /* Translators: the table is empty; %s is a seat letter, "W to lead" */
        text = g_strdup_printf (_("%s to lead"), m->seats[m->turn].label);
    }
  gtk_label_set_text (GTK_LABEL (self->centre_label), text != NULL ? text : "");
  g_free (text);
}

/* The cards of a that are not in b, as multisets; FALSE when b holds a
 * card a does not (b is not part of a). */
static gboolean
card_list_minus (const GtCardList *a,
                 const GtCardList *b,
                 GtCardList       *out)
{
  guint8 left[GT_CARD_KINDS] = { 0 };

  gt_card_list_init (out);
  for (guint i = 0; i < a->n; i++)
    if (a->card[i] < GT_CARD_KINDS)
      left[a->card[i]]++;
  for (guint i = 0; i < b->n; i++)
    {
      if (b->card[i] >= GT_CARD_KINDS || left[b->card[i]] == 0)
        return FALSE;
      left[b->card[i]]--;
    }
  for (guint c = 0; c < GT_CARD_KINDS; c++)
    for (guint k = 0; k < left[c]; k++)
      gt_card_list_append (out, (GtCard) c, GT_CARD_NONE);
  return TRUE;
}

/* While taken cards are on their way back, their places in the hand are
 * empty (the cards are the ghost's); home, they show again. */
static void
sync_returned_in_hand (GtTableView *self)
{
  GtHandView *hand = gt_seat_view_get_hand (self->seats[GT_SLOT_LEARNER].view);
  guint8 hide[GT_CARD_KINDS] = { 0 };
  GtCardView *view;

  if (self->returning < 1.0)
    for (guint i = 0; i < self->returned_cards.n; i++)
      if (self->returned_cards.card[i] < GT_CARD_KINDS)
        hide[self->returned_cards.card[i]]++;
  for (guint i = 0; (view = gt_hand_view_get_card_view (hand, i)) != NULL; i++)
    {
      GtCard c = gt_card_view_get_card (view);
      gboolean hidden = c < GT_CARD_KINDS && hide[c] > 0;

      if (hidden)
        hide[c]--;
      gtk_widget_set_opacity (GTK_WIDGET (view), hidden ? 0.0 : 1.0);
    }
}

void
gt_table_view_set_model (GtTableView        *self,
                         const GtTableModel *m)
{
  GtCardList empty, old_table, old_hand, old_play, returned;
  guint old_by, old_trick_n, old_learner, old_slots, arrived = GT_TABLE_NO_SEAT;
  gboolean had_game, taken_back = FALSE;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (m == NULL)
    {
      clear_table (self);
      return;
    }
  had_game = self->has_game;
  old_by = self->table_by;
  old_table = self->table;
  old_trick_n = self->trick_n;
  old_learner = self->learner;
  old_slots = self->n_slots;
  /* The learner's hand and play before, to tell a play taken back. */
  gt_hand_view_get_cards (gt_seat_view_get_hand (self->seats[GT_SLOT_LEARNER].view), &old_hand);
  old_play = self->seats[GT_SLOT_LEARNER].last;
  g_return_if_fail (m->n_seats >= 2 && m->n_seats <= GT_TABLE_MAX_SEATS);
  g_return_if_fail (m->learner < m->n_seats);

  while (self->n_slots < m->n_seats)
    add_slot (self);
  while (self->n_slots > m->n_seats)
    remove_slot (self);

  self->has_game = TRUE;
  self->learner = m->learner;
  self->kind = m->kind;
  self->rs = m->rs;
  self->ctx = m->ctx;
  self->turn = slot_of (self, m->turn);
  self->table_by = GT_TABLE_NO_SEAT;
  self->winning = GT_TABLE_NO_SEAT;
  gt_card_list_init (&self->table);
  gt_card_list_init (&empty);

  for (guint slot = 0; slot < self->n_slots; slot++)
    {
      guint seat = (slot + self->learner) % self->n_slots;
      const GtTableSeat *ms = &m->seats[seat];
      GtTableSlot *s = &self->seats[slot];
      guint backs = ms->count;
      gboolean face_down;

      g_free (self->labels[slot]);
      g_free (self->names[slot]);
      if (slot == GT_SLOT_LEARNER)
        /* Translators: the learner's seat on the card table: %s is the
         * seat's label, "S (you)" */
        self->labels[slot] = g_strdup_printf (C_("seat", "%s (you)"), ms->label != NULL ? ms->label : "");
      else
        self->labels[slot] = g_strdup (ms->label != NULL ? ms->label : "");
      self->names[slot] = g_strdup (ms->name);

      s->in_play = ms->in_play;
      face_down = slot != GT_SLOT_LEARNER && !ms->face_up;
      s->passed = self->kind == GT_TABLE_CLIMB && ms->passed;
      s->last = self->kind == GT_TABLE_CLIMB ? ms->last : empty;
      s->trick_index = -1;

      if (face_down && ms->count_hidden_above > 0 &&
          backs > ms->count_hidden_above + HIDDEN_EXTRA_BACKS)
        backs = ms->count_hidden_above + HIDDEN_EXTRA_BACKS;
      gt_seat_view_set_seat (s->view, ms, m->rs, &m->ctx, self->labels[slot], slot_name (self, slot),
                             face_down, backs);
    }
  update_turn (self);

  if (self->kind == GT_TABLE_CLIMB)
    {
      /* The play to beat, in the centre and as its player's last play. */
      if (m->round_play.n > 0 && m->round_by < m->n_seats)
        {
          self->table = m->round_play;
          self->table_by = slot_of (self, m->round_by);
          self->seats[self->table_by].last = self->table;
          /* A new play to beat has just been made. */
          if (had_game && old_learner == self->learner &&
              (old_by != self->table_by || old_table.n != self->table.n ||
               memcmp (old_table.card, self->table.card, self->table.n) != 0))
            arrived = self->table_by;
        }
      self->trick_n = 0;
    }
  else if (m->trick_leader < m->n_seats)
    {
      /* The trick: play i in front of the i-th seat in play from the
       * leader, numbered. */
      guint slot = slot_of (self, m->trick_leader);
      guint i = 0;

      for (guint step = 0; step < self->n_slots && i < m->trick_n; step++, slot = (slot + 1) % self->n_slots)
        {
          GtTableSlot *s = &self->seats[slot];
          char *number, *a11y;

          if (!s->in_play)
            continue;
          s->last = m->trick[i];
          s->trick_index = (gint) i;
          number = g_strdup_printf ("%u", i + 1);
          gtk_label_set_text (GTK_LABEL (s->order), number);
          if (i == m->trick_winning)
            {
              self->winning = slot;
              /* Translators: a play in a trick, for screen readers:
               * "West, play 2, winning so far" */
              a11y = g_strdup_printf (_("%1$s, play %2$u, winning so far"), slot_name (self, slot), i + 1);
            }
          else
            /* Translators: a play in a trick, for screen readers: "West, play 2" */
            a11y = g_strdup_printf (_("%1$s, play %2$u"), slot_name (self, slot), i + 1);
          gtk_accessible_update_property (GTK_ACCESSIBLE (s->front),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                          -1);
          g_free (number);
          g_free (a11y);
          /* A trick one play longer: its newest play has just been made. */
          if (had_game && old_learner == self->learner && m->trick_n == old_trick_n + 1 &&
              i + 1 == m->trick_n && m->trick[i].n > 0)
            arrived = slot;
          i++;
        }
      self->trick_n = m->trick_n;
    }
  else
    self->trick_n = 0;

  /* A play taken back (an undo, a puzzle tried again, a line stepped
   * back): the learner's hand holds what it held and more, and the more
   * is the play that lay on the table, no other card (a new deal's hand
   * may hold the last play's cards too).  Those cards go back to the
   * hand from where the play lay, and nothing arrives: the plays now on
   * the table were there before. */
  if (had_game && old_learner == self->learner && old_slots == self->n_slots && old_play.n > 0 &&
      card_list_minus (&m->seats[m->learner].cards, &old_hand, &returned) && returned.n == old_play.n &&
      card_list_minus (&returned, &old_play, &empty) && empty.n == 0)
    {
      taken_back = TRUE;
      arrived = GT_TABLE_NO_SEAT;
      self->arriving = GT_TABLE_NO_SEAT;
      self->returned_cards = returned;
      gt_seat_layout_get_play_box (GT_SEAT_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                   &self->return_from);
      gt_hand_view_set_cards (self->returned, &returned, m->rs, &m->ctx);
    }
  gt_card_list_init (&empty);
  gt_hand_view_set_cards (self->centre_play, &self->table, m->rs, &m->ctx);
  set_centre_label (self, m);

  g_free (self->model_phase);
  self->model_phase = m->phase[0] != '\0' ? g_strdup (m->phase) : NULL;
  update_phase (self);
  gtk_label_set_text (GTK_LABEL (self->badge), m->badge);
  gt_points_pile_set_model (self->points, m);

  update_fronts (self);

  /* The owner animates "returning" from 0 (gt-table-motion.c); left
   * alone, the cards are simply back. */
  sync_returned_in_hand (self);
  if (taken_back)
    g_signal_emit (self, signals[SIGNAL_PLAY_RETURNED], 0);

  /* Settled unless a play is coming in; the owner animates "arrival". */
  if (arrived != GT_TABLE_NO_SEAT)
    {
      self->arriving = arrived;
      g_signal_emit (self, signals[SIGNAL_PLAY_ARRIVED], 0, (arrived + self->learner) % self->n_slots);
    }
  else if (self->arriving != GT_TABLE_NO_SEAT &&
           (self->kind == GT_TABLE_CLIMB ? self->arriving != self->table_by
                                         : self->seats[self->arriving].trick_index < 0))
    self->arriving = GT_TABLE_NO_SEAT;
}

guint
gt_table_view_get_n_seats (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 0);
  return self->n_slots;
}

void
gt_table_view_set_position (GtTableView     *self,
                            const GtRuleset *rs,
                            const GtGame    *game,
                            guint8           face_down)
{
  GtTableModel *model;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (game == NULL || rs == NULL)
    {
      gt_table_view_set_model (self, NULL);
      return;
    }
  /* About 2 KiB: on the heap rather than a page's stack. */
  model = g_new (GtTableModel, 1);
  gt_table_model_from_game (model, rs, game, face_down);
  gt_table_view_set_model (self, model);
  g_free (model);
}

void
gt_table_view_set_last_play (GtTableView      *self,
                             guint             seat,
                             const GtCardList *play,
                             gboolean          passed)
{
  GtTableSlot *s;

  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < self->n_slots);

  s = &self->seats[slot_of (self, seat)];
  if (play != NULL)
    s->last = *play;
  else
    gt_card_list_init (&s->last);
  s->passed = passed && s->last.n == 0;
  update_fronts (self);
}

GtHandView *
gt_table_view_get_hand (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), NULL);
  return gt_seat_view_get_hand (self->seats[GT_SLOT_LEARNER].view);
}

void
gt_table_view_set_status (GtTableView *self,
                          const char  *text)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (g_strcmp0 (self->status, text) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (text);
  update_phase (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

const char *
gt_table_view_get_status (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), NULL);
  return self->status;
}

void
gt_table_view_set_show_turn (GtTableView *self,
                             gboolean     show_turn)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  show_turn = !!show_turn;
  if (self->show_turn == show_turn)
    return;
  self->show_turn = show_turn;
  update_turn (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_TURN]);
}

gboolean
gt_table_view_get_show_turn (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), TRUE);
  return self->show_turn;
}

void
gt_table_view_set_prompt (GtTableView *self,
                          GtkWidget   *widget)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  if (self->prompt == widget)
    return;
  g_return_if_fail (widget == NULL || gtk_widget_get_parent (widget) == NULL);

  if (self->prompt != NULL)
    gtk_widget_unparent (self->prompt);
  self->prompt = widget;
  /* Last: drawn over the seats' boxes. */
  if (widget != NULL)
    gtk_widget_set_parent (widget, GTK_WIDGET (self));
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
}

GtkWidget *
gt_table_view_get_prompt (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), NULL);
  return self->prompt;
}

void
gt_table_view_set_card_scale (GtTableView *self,
                              double       scale)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  scale = CLAMP (scale, 0.5, 2.0);
  if (G_APPROX_VALUE (self->card_scale, scale, 0.001))
    return;
  self->card_scale = scale;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_SCALE]);
}

double
gt_table_view_get_card_scale (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 1.0);
  return self->card_scale;
}

void
gt_table_view_set_steady_models (GtTableView        *self,
                                 const GtTableModel *models,
                                 guint               n_models)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (models != NULL || n_models == 0);

  g_clear_pointer (&self->steady_models, g_free);
  self->n_steady = n_models;
  if (n_models > 0)
    self->steady_models = g_memdup2 (models, n_models * sizeof *models);
  /* Computed again at the next allocation. */
  self->steady_width = self->steady_height = 0;
  self->steady_card = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

GtTableView *
gt_table_view_steady_scratch (GtTableView *self)
{
  if (self->steady_scratch == NULL)
    self->steady_scratch = g_object_ref_sink (GT_TABLE_VIEW (gt_table_view_new ()));
  gt_table_view_set_card_scale (self->steady_scratch, self->card_scale);
  gt_table_view_set_four_colour (self->steady_scratch, self->four_colour);
  return self->steady_scratch;
}

int
gt_table_view_get_steady_minimum (GtTableView *self,
                                  int          width)
{
  GtTableView *scratch;
  int tallest = 0;

  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 0);

  if (self->n_steady == 0)
    return 0;
  scratch = gt_table_view_steady_scratch (self);
  for (guint i = 0; i < self->n_steady; i++)
    {
      int min;

      gt_table_view_set_model (scratch, &self->steady_models[i]);
      gtk_widget_measure (GTK_WIDGET (scratch), GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
      tallest = MAX (tallest, min);
    }
  gt_table_view_set_model (scratch, NULL);
  return tallest;
}

void
gt_table_view_set_four_colour (GtTableView *self,
                               gboolean     four_colour)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  for (guint seat = 0; seat < self->n_slots; seat++)
    {
      gt_hand_view_set_four_colour (gt_seat_view_get_hand (self->seats[seat].view), four_colour);
      gt_hand_view_set_four_colour (self->seats[seat].front, four_colour);
    }
  gt_hand_view_set_four_colour (self->centre_play, four_colour);
  gt_hand_view_set_four_colour (gt_points_pile_get_cards (self->points), four_colour);
  gt_hand_view_set_four_colour (self->returned, four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_table_view_get_four_colour (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), FALSE);
  return self->four_colour;
}

void
gt_table_view_set_arrival (GtTableView *self,
                           double       arrival)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  arrival = CLAMP (arrival, 0.0, 1.0);
  if (self->arrival == arrival)
    return;
  self->arrival = arrival;
  /* Only the arriving play moves: a new allocation of the same layout. */
  if (self->arriving != GT_TABLE_NO_SEAT)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARRIVAL]);
}

double
gt_table_view_get_arrival (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 1.0);
  return self->arrival;
}

void
gt_table_view_set_returning (GtTableView *self,
                             double       returning)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  returning = CLAMP (returning, 0.0, 1.0);
  if (self->returning == returning)
    return;
  self->returning = returning;
  sync_returned_in_hand (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RETURNING]);
}

double
gt_table_view_get_returning (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 1.0);
  return self->returning;
}

void
gt_table_view_get_returned (GtTableView *self,
                            GtCardList  *cards)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));
  g_return_if_fail (cards != NULL);

  if (self->returning < 1.0)
    *cards = self->returned_cards;
  else
    gt_card_list_init (cards);
}

guint
gt_table_view_get_arriving (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), GT_TABLE_NO_SEAT);
  if (self->arriving == GT_TABLE_NO_SEAT)
    return GT_TABLE_NO_SEAT;
  return (self->arriving + self->learner) % self->n_slots;
}

void
gt_table_view_set_marked_seat (GtTableView *self,
                               guint        seat)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  if (seat >= GT_TABLE_MAX_SEATS)
    seat = GT_TABLE_NO_SEAT;
  if (self->marked_seat == seat)
    return;
  self->marked_seat = seat;
  update_turn (self);
}

guint
gt_table_view_get_marked_seat (GtTableView *self)
{
  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), GT_TABLE_NO_SEAT);
  return self->marked_seat;
}

void
gt_table_view_mark_play (GtTableView      *self,
                         guint             seat,
                         const GtCardList *cards,
                         GtCardMark        mark)
{
  g_return_if_fail (GT_IS_TABLE_VIEW (self));

  /* The seat that had marks loses them. */
  if (self->mark_play_seat != GT_TABLE_NO_SEAT)
    {
      guint slot = slot_of (self, self->mark_play_seat);

      if (slot != GT_TABLE_NO_SEAT)
        {
          gt_hand_view_set_marks (self->seats[slot].front, NULL, GT_CARD_MARK_NONE);
          gt_hand_view_set_marks (self->centre_play, NULL, GT_CARD_MARK_NONE);
        }
    }
  if (cards == NULL || cards->n == 0 || seat >= GT_TABLE_MAX_SEATS || mark == GT_CARD_MARK_NONE)
    {
      self->mark_play_seat = GT_TABLE_NO_SEAT;
      gt_card_list_init (&self->mark_cards);
      self->mark = GT_CARD_MARK_NONE;
      return;
    }
  self->mark_play_seat = seat;
  self->mark_cards = *cards;
  self->mark = mark;
  update_fronts (self);
}

guint
gt_table_view_count_play_marks (GtTableView *self,
                                GtCardMark   mark)
{
  guint n = 0;

  g_return_val_if_fail (GT_IS_TABLE_VIEW (self), 0);

  for (guint slot = 0; slot <= self->n_slots; slot++)
    {
      GtHandView *hand = slot < self->n_slots ? self->seats[slot].front : self->centre_play;
      GtCardView *view;

      for (guint i = 0; (view = gt_hand_view_get_card_view (hand, i)) != NULL; i++)
        if (gt_card_view_get_mark (view) == mark)
          n++;
    }
  return n;
}
