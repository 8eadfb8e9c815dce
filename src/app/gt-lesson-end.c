/* gt-lesson-end.c — the end of a lesson
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-lesson-end"

#include "config.h"

#include "gt-lesson-end.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gt-widgets.h"

struct _GtLessonEnd {
  GtkWidget parent_instance;

  /* Template */
  AdwStatusPage *status;
  GtkWidget *next_lesson_button;
  GtkWidget *review_button;
  GtkWidget *first_undone_button;
};

G_DEFINE_FINAL_TYPE (GtLessonEnd, gt_lesson_end, GTK_TYPE_WIDGET)

void
gt_lesson_end_show (GtLessonEnd   *self,
                    GtLessonModel *model,
                    gboolean       has_next_lesson)
{
  const GtLesson *l;
  guint first_undone, left, stars;
  gboolean all;
  g_autofree char *description = NULL;

  g_return_if_fail (GT_IS_LESSON_END (self));
  g_return_if_fail (GT_IS_LESSON_MODEL (model));
  l = gt_lesson_model_get_lesson (model);
  g_return_if_fail (l != NULL);
  all = gt_lesson_model_all_steps_done (model, &first_undone, &left);
  stars = gt_lesson_model_get_pass_stars (model);

  if (gt_lesson_model_get_review_done (model))
    {
      guint left_to_review = gt_lesson_model_get_n_mistakes (model);

      if (left_to_review == 0)
        description = g_strdup_printf (_("Every step that went wrong in “%s” is put right."), l->title);
      else
        description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "%u step of “%s” still needs another try: one you got wrong or needed a hint for this time too.",
                                                    "%u steps of “%s” still need another try: ones you got wrong or needed a hint for this time too.",
                                                    left_to_review),
                                       left_to_review, l->title);
    }
  else if (all && stars > 0)
    {
      const char *praise = stars >= 3
        ? _("No mistakes and no hints: three stars.")
        : stars == 2
        ? _("Two stars: a few mistakes or hints on the way. Go through it again for three.")
        : _("One star: go through it again with fewer mistakes and hints for more.");

      /* Translators: the end of a lesson: the stars earned in words, then
       * "You have finished “Straights”." */
      description = g_strdup_printf (_("%1$s You have finished “%2$s”."), praise, l->title);
    }
  else if (all)
    description = g_strdup_printf (_("You have finished “%s”."), l->title);
  else
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "You have reached the end of “%s”. %u step is still to do.",
                                                "You have reached the end of “%s”. %u steps are still to do.",
                                                left),
                                   l->title, left);
  if (gt_lesson_model_get_review_done (model))
    {
      adw_status_page_set_title (self->status, _("Review Complete"));
      adw_status_page_set_icon_name (self->status, gt_lesson_model_get_n_mistakes (model) == 0
                                                   ? "object-select-symbolic" : "view-refresh-symbolic");
    }
  else
    {
      adw_status_page_set_title (self->status, all ? _("Lesson Complete") : _("End of the Lesson"));
      adw_status_page_set_icon_name (self->status, all ? "object-select-symbolic" : "org.guandantutor.GuandanTutor-symbolic");
    }
  {
    /* A status page's description is Pango markup; the title in it is
     * the lesson author's text, shown as written. */
    g_autofree char *escaped = g_markup_escape_text (description, -1);

    if (all && stars > 0 && !gt_lesson_model_get_review_done (model))
      {
        /* The stars themselves, large and gold, over the words (which say
         * them to a screen reader), a small blank line between: set on the
         * line under them, the stars looked like the words' first line. */
        GString *markup = g_string_new ("<span size=\"xx-large\" foreground=\"#e5a50a\">");
        g_autofree char *text = gt_widgets_stars_text (stars);

        g_string_append (markup, text);
        g_string_append (markup, "</span>\n<span size=\"x-small\"> </span>\n");
        g_string_append (markup, escaped);
        adw_status_page_set_description (self->status, markup->str);
        g_string_free (markup, TRUE);
      }
    else
      adw_status_page_set_description (self->status, escaped);
  }

  /* What went wrong, brought back (Lichess' "Review Mistakes"). */
  {
    guint n_mistakes = gt_lesson_model_get_n_mistakes (model);

    gtk_widget_set_visible (self->review_button, n_mistakes > 0);
    if (n_mistakes > 0)
      {
        /* Translators: the end of a lesson: go through the steps answered
         * wrong or hinted again; %u is how many */
        g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Review Mistakes (%u Step)",
                                                               "_Review Mistakes (%u Steps)", n_mistakes),
                                                  n_mistakes);

        gtk_button_set_label (GTK_BUTTON (self->review_button), label);
        gtk_button_set_use_underline (GTK_BUTTON (self->review_button), TRUE);
      }
  }
  gtk_widget_set_visible (self->first_undone_button, !all);
  if (!all)
    {
      g_autofree char *label = g_strdup_printf (_("_Go to Step %u"), first_undone);
      gtk_button_set_label (GTK_BUTTON (self->first_undone_button), label);
      gtk_button_set_use_underline (GTK_BUTTON (self->first_undone_button), TRUE);
    }
  gtk_widget_set_visible (self->next_lesson_button, has_next_lesson);
}

void
gt_lesson_end_focus (GtLessonEnd *self)
{
  g_return_if_fail (GT_IS_LESSON_END (self));

  if (gtk_widget_get_visible (self->next_lesson_button))
    gtk_widget_grab_focus (self->next_lesson_button);
}

static void
gt_lesson_end_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GT_TYPE_LESSON_END);

  G_OBJECT_CLASS (gt_lesson_end_parent_class)->dispose (object);
}

static void
gt_lesson_end_class_init (GtLessonEndClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_lesson_end_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/guandantutor/GuandanTutor/gt-lesson-end.ui");
  gtk_widget_class_bind_template_child (widget_class, GtLessonEnd, status);
  gtk_widget_class_bind_template_child (widget_class, GtLessonEnd, next_lesson_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonEnd, review_button);
  gtk_widget_class_bind_template_child (widget_class, GtLessonEnd, first_undone_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lessonend");
}

static void
gt_lesson_end_init (GtLessonEnd *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
