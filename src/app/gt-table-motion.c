/* gt-table-motion.c — plays sliding from their seat onto the table
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One AdwTimedAnimation of the table's "arrival" from 0 to 1, restarted on
 * each "play-arrived": a reply made while the last one still slides takes
 * over (the table moves only its newest play).  Ease-out, as a card slows
 * to rest where it is laid.  Another of its "returning" from 0 to 1 on
 * each "play-returned": cards taken back, picked up and carried home,
 * ease-in-out, in the same time.
 */
#define G_LOG_DOMAIN "gt-table-motion"

#include "config.h"

#include <adwaita.h>

#include "gt-table-motion.h"

struct _GtTableMotion
{
  GObject parent_instance;

  GtTableView *table;    /* weak */
  AdwAnimation *animation;
  AdwAnimation *back;    /* "returning" */
  gulong arrived_id;
  gulong returned_id;
  guint duration;
  gboolean explicit_duration;  /* set by the owner; else it follows the hand */
};

/* The hands' "lift-time" is the window's animation speed (120 ms by
 * default, 0 for "instant"); a play takes as much longer as
 * GT_TABLE_MOTION_MS is than that default. */
#define DEFAULT_LIFT_MS 120

G_DEFINE_FINAL_TYPE (GtTableMotion, gt_table_motion, G_TYPE_OBJECT)

/* The time a play takes, following the hand's lift time unless the owner
 * set one; whether anything should move at all. */
static gboolean
update_duration (GtTableMotion *self,
                 GtTableView   *table)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (table)), "gtk-enable-animations", &enabled, NULL);
  if (!self->explicit_duration)
    {
      self->duration = GT_TABLE_MOTION_MS * gt_hand_view_get_lift_time (gt_table_view_get_hand (table)) /
                       DEFAULT_LIFT_MS;
      if (self->duration > 0)
        {
          adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), self->duration);
          adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->back), self->duration);
        }
    }
  return self->duration > 0 && enabled;
}

static void
arrived_cb (GtTableView   *table,
            guint          seat,
            GtTableMotion *self)
{
  /* libadwaita would skip to the end too, but only after a reset had set
   * "arrival" to 0 for no frame at all. */
  if (!update_duration (self, table))
    {
      if (adw_animation_get_state (self->animation) == ADW_ANIMATION_PLAYING)
        adw_animation_skip (self->animation);
      gt_table_view_set_arrival (table, 1.0);
      return;
    }
  adw_animation_reset (self->animation);
  gt_table_view_set_arrival (table, 0.0);
  adw_animation_play (self->animation);
}

static void
returned_cb (GtTableView   *table,
             GtTableMotion *self)
{
  /* As for arrivals: no frame at 0 when nothing is to move. */
  if (!update_duration (self, table))
    {
      if (adw_animation_get_state (self->back) == ADW_ANIMATION_PLAYING)
        adw_animation_skip (self->back);
      gt_table_view_set_returning (table, 1.0);
      return;
    }
  adw_animation_reset (self->back);
  gt_table_view_set_returning (table, 0.0);
  adw_animation_play (self->back);
}

static void
table_gone (gpointer  data,
            GObject  *where_the_table_was)
{
  GtTableMotion *self = data;

  self->table = NULL;
  self->arrived_id = 0;
  self->returned_id = 0;
  g_clear_object (&self->animation);
  g_clear_object (&self->back);
}

static void
gt_table_motion_dispose (GObject *object)
{
  GtTableMotion *self = GT_TABLE_MOTION (object);

  if (self->table != NULL)
    {
      g_clear_signal_handler (&self->arrived_id, self->table);
      g_clear_signal_handler (&self->returned_id, self->table);
      g_object_weak_unref (G_OBJECT (self->table), table_gone, self);
      if (self->animation != NULL)
        adw_animation_skip (self->animation);
      if (self->back != NULL)
        adw_animation_skip (self->back);
      self->table = NULL;
    }
  g_clear_object (&self->animation);
  g_clear_object (&self->back);
  G_OBJECT_CLASS (gt_table_motion_parent_class)->dispose (object);
}

static void
gt_table_motion_class_init (GtTableMotionClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gt_table_motion_dispose;
}

static void
gt_table_motion_init (GtTableMotion *self)
{
  self->duration = GT_TABLE_MOTION_MS;
}

GtTableMotion *
gt_table_motion_new (GtTableView *table)
{
  GtTableMotion *self;
  AdwAnimationTarget *target;

  g_return_val_if_fail (GT_IS_TABLE_VIEW (table), NULL);

  self = g_object_new (GT_TYPE_TABLE_MOTION, NULL);
  self->table = table;
  g_object_weak_ref (G_OBJECT (table), table_gone, self);
  target = adw_property_animation_target_new (G_OBJECT (table), "arrival");
  self->animation = adw_timed_animation_new (GTK_WIDGET (table), 0.0, 1.0, self->duration, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  self->arrived_id = g_signal_connect (table, "play-arrived", G_CALLBACK (arrived_cb), self);
  target = adw_property_animation_target_new (G_OBJECT (table), "returning");
  self->back = adw_timed_animation_new (GTK_WIDGET (table), 0.0, 1.0, self->duration, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->back), ADW_EASE_IN_OUT_CUBIC);
  self->returned_id = g_signal_connect (table, "play-returned", G_CALLBACK (returned_cb), self);
  return self;
}

void
gt_table_motion_set_duration (GtTableMotion *self,
                              guint          ms)
{
  g_return_if_fail (GT_IS_TABLE_MOTION (self));

  self->duration = ms;
  self->explicit_duration = TRUE;
  if (self->animation != NULL && ms > 0)
    {
      adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), ms);
      adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->back), ms);
    }
}

guint
gt_table_motion_get_duration (GtTableMotion *self)
{
  g_return_val_if_fail (GT_IS_TABLE_MOTION (self), 0);
  return self->duration;
}

gboolean
gt_table_motion_get_moving (GtTableMotion *self)
{
  g_return_val_if_fail (GT_IS_TABLE_MOTION (self), FALSE);
  return self->animation != NULL &&
         (adw_animation_get_state (self->animation) == ADW_ANIMATION_PLAYING ||
          adw_animation_get_state (self->back) == ADW_ANIMATION_PLAYING);
}

void
gt_table_motion_settle (GtTableMotion *self)
{
  g_return_if_fail (GT_IS_TABLE_MOTION (self));

  if (self->animation != NULL && adw_animation_get_state (self->animation) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->animation);
  if (self->back != NULL && adw_animation_get_state (self->back) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->back);
  if (self->table != NULL)
    {
      gt_table_view_set_arrival (self->table, 1.0);
      gt_table_view_set_returning (self->table, 1.0);
    }
}
