/* gt-lesson-item.c — one lesson of the library, as an item of its list model
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-lesson-item"

#include "config.h"

#include "gt-lesson-item.h"

struct _GtLessonItem {
  GObject parent_instance;

  GtLesson *lesson;
  gboolean opened;
  guint number;
};

enum {
  PROP_0,
  PROP_TITLE,
  PROP_CHAPTER,
  PROP_OPTIONAL,
  PROP_OPENED,
  PROP_NUMBER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (GtLessonItem, gt_lesson_item, G_TYPE_OBJECT)

static void
gt_lesson_item_finalize (GObject *object)
{
  GtLessonItem *self = GT_LESSON_ITEM (object);

  gt_lesson_free (self->lesson);
  G_OBJECT_CLASS (gt_lesson_item_parent_class)->finalize (object);
}

static void
gt_lesson_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GtLessonItem *self = GT_LESSON_ITEM (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->lesson->title);
      break;
    case PROP_CHAPTER:
      g_value_set_uint (value, self->lesson->chapter);
      break;
    case PROP_OPTIONAL:
      g_value_set_boolean (value, self->lesson->optional);
      break;
    case PROP_OPENED:
      g_value_set_boolean (value, self->opened);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_lesson_item_class_init (GtLessonItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gt_lesson_item_finalize;
  object_class->get_property = gt_lesson_item_get_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHAPTER] =
    g_param_spec_uint ("chapter", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPTIONAL] =
    g_param_spec_boolean ("optional", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPENED] =
    g_param_spec_boolean ("opened", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gt_lesson_item_init (GtLessonItem *self)
{
}

GtLessonItem *
gt_lesson_item_new (GtLesson *lesson,
                    gboolean  opened)
{
  GtLessonItem *self;

  g_return_val_if_fail (lesson != NULL, NULL);

  self = g_object_new (GT_TYPE_LESSON_ITEM, NULL);
  self->lesson = lesson;
  self->opened = opened;
  return self;
}

const GtLesson *
gt_lesson_item_get_lesson (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), NULL);
  return self->lesson;
}

GtLesson *
gt_lesson_item_dup_lesson (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), NULL);
  return gt_lesson_ref (self->lesson);
}

const char *
gt_lesson_item_get_id (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), NULL);
  return self->lesson->id;
}

const GtRuleset *
gt_lesson_item_get_game (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), NULL);
  return self->lesson->rs;
}

guint
gt_lesson_item_get_chapter (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), 0);
  return self->lesson->chapter;
}

gboolean
gt_lesson_item_get_optional (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), FALSE);
  return self->lesson->optional;
}

gboolean
gt_lesson_item_get_opened (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), FALSE);
  return self->opened;
}

guint
gt_lesson_item_get_number (GtLessonItem *self)
{
  g_return_val_if_fail (GT_IS_LESSON_ITEM (self), 0);
  return self->number;
}

void
gt_lesson_item_set_number (GtLessonItem *self,
                           guint         number)
{
  g_return_if_fail (GT_IS_LESSON_ITEM (self));

  if (self->number == number)
    return;
  self->number = number;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
}
