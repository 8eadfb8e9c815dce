/* gt-verdict-view.c — a verdict or a hint, as the lesson and puzzle players show it
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-verdict-view"

#include "config.h"

#include "gt-verdict-view.h"

#include <string.h>

#include "gt-lesson.h"
#include "gt-widgets.h"
#include "gt-rules-enums.h"

struct _GtVerdictView
{
  GtkWidget parent_instance;

  GtVerdictKind kind;
  GtkWidget *icon;
  GtkWidget *content;
  GtkLabel *heading;
  GtkLabel *body;
  GtkLabel *comment;
  GtkWidget *extra;
  GtkWidget *actions;
  GtRuleLink *rule_link;
};

static void gt_verdict_view_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GtVerdictView, gt_verdict_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, gt_verdict_view_buildable_init))

enum
{
  PROP_0,
  PROP_KIND,
  PROP_HEADING,
  PROP_BODY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* By kind: the style class and the icon.  The tint is behind ordinary text
 * (not libadwaita's .success and the like, which colour the text). */
static const struct
{
  const char *klass;
  const char *icon;
} kinds[] = {
  [GT_VERDICT_INFO] = { "verdict-info", "dialog-information-symbolic" },
  [GT_VERDICT_RIGHT] = { "verdict-right", "object-select-symbolic" },
  [GT_VERDICT_WRONG] = { "verdict-wrong", "dialog-warning-symbolic" },
  [GT_VERDICT_ILLEGAL] = { "verdict-illegal", "action-unavailable-symbolic" },
  [GT_VERDICT_HINT] = { "verdict-hint", "dialog-information-symbolic" },
};

static GtkBuildableIface *parent_buildable;

static void
gt_verdict_view_buildable_add_child (GtkBuildable *buildable,
                                     GtkBuilder   *builder,
                                     GObject      *child,
                                     const char   *type)
{
  if (g_strcmp0 (type, "action") == 0 && GTK_IS_WIDGET (child))
    gt_verdict_view_add_action (GT_VERDICT_VIEW (buildable), GTK_WIDGET (child));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
gt_verdict_view_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = gt_verdict_view_buildable_add_child;
}

static GtkWidget *
wrapping_label (const char *klass)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, klass);
  gtk_widget_set_visible (label, FALSE);
  return label;
}

static void
update_actions_row (GtVerdictView *self)
{
  gboolean any = FALSE;

  /* The row takes no room when it has nothing to show. */
  for (GtkWidget *c = gtk_widget_get_first_child (self->actions); c != NULL; c = gtk_widget_get_next_sibling (c))
    any |= gtk_widget_get_visible (c);
  gtk_widget_set_visible (self->actions, any);
}

static void
gt_verdict_view_init (GtVerdictView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->icon = gtk_image_new ();
  gtk_widget_set_valign (self->icon, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->icon), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_widget_set_parent (self->icon, widget);

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_hexpand (self->content, TRUE);
  gtk_widget_set_parent (self->content, widget);

  self->heading = GTK_LABEL (wrapping_label ("verdict-heading"));
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "heading");
  self->body = GTK_LABEL (wrapping_label ("verdict-body"));
  self->comment = GTK_LABEL (wrapping_label ("verdict-comment"));
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->body));
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->comment));
  self->extra = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_visible (self->extra, FALSE);
  gtk_box_append (GTK_BOX (self->content), self->extra);

  self->actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (self->actions, "verdict-actions");
  self->rule_link = GT_RULE_LINK (gt_rule_link_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->rule_link), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->actions), GTK_WIDGET (self->rule_link));
  gtk_box_append (GTK_BOX (self->content), self->actions);
  update_actions_row (self);

  self->kind = GT_VERDICT_HINT; /* so that the next line sets the class */
  gt_verdict_view_set_kind (self, GT_VERDICT_INFO);
}

static void
gt_verdict_view_dispose (GObject *object)
{
  GtVerdictView *self = GT_VERDICT_VIEW (object);

  g_clear_pointer (&self->icon, gtk_widget_unparent);
  g_clear_pointer (&self->content, gtk_widget_unparent);
  G_OBJECT_CLASS (gt_verdict_view_parent_class)->dispose (object);
}

static void
gt_verdict_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GtVerdictView *self = GT_VERDICT_VIEW (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_HEADING:
      g_value_set_string (value, gt_verdict_view_get_heading (self));
      break;
    case PROP_BODY:
      g_value_set_string (value, gt_verdict_view_get_body (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_verdict_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GtVerdictView *self = GT_VERDICT_VIEW (object);

  switch (prop_id)
    {
    case PROP_KIND:
      gt_verdict_view_set_kind (self, g_value_get_enum (value));
      break;
    case PROP_HEADING:
      gt_verdict_view_set_text (self, g_value_get_string (value), gt_verdict_view_get_body (self));
      break;
    case PROP_BODY:
      gt_verdict_view_set_text (self, gt_verdict_view_get_heading (self), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_verdict_view_class_init (GtVerdictViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_verdict_view_dispose;
  object_class->get_property = gt_verdict_view_get_property;
  object_class->set_property = gt_verdict_view_set_property;

  /* An int rather than a registered enum: nothing outside sets it by name. */
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, GT_TYPE_VERDICT_KIND, GT_VERDICT_INFO,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADING] = g_param_spec_string ("heading", NULL, NULL, NULL,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BODY] = g_param_spec_string ("body", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "verdictview");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gt_widgets_add_style ("/org/guandantutor/GuandanTutor/rules/gt-verdict-view.css");
}

GtkWidget *
gt_verdict_view_new (void)
{
  return g_object_new (GT_TYPE_VERDICT_VIEW, NULL);
}

void
gt_verdict_view_set_kind (GtVerdictView *self,
                          GtVerdictKind  kind)
{
  g_return_if_fail (GT_IS_VERDICT_VIEW (self));
  g_return_if_fail (kind <= GT_VERDICT_HINT);

  if (self->kind == kind)
    return;
  gtk_widget_remove_css_class (GTK_WIDGET (self), kinds[self->kind].klass);
  self->kind = kind;
  gtk_widget_add_css_class (GTK_WIDGET (self), kinds[kind].klass);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), kinds[kind].icon);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

GtVerdictKind
gt_verdict_view_get_kind (GtVerdictView *self)
{
  g_return_val_if_fail (GT_IS_VERDICT_VIEW (self), GT_VERDICT_INFO);
  return self->kind;
}

static void
set_label (GtkLabel   *label,
           const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
}

void
gt_verdict_view_set_text (GtVerdictView *self,
                          const char    *heading,
                          const char    *body)
{
  g_autofree char *h = g_strdup (heading);
  g_autofree char *b = g_strdup (body);

  g_return_if_fail (GT_IS_VERDICT_VIEW (self));

  set_label (self->heading, h);
  set_label (self->body, b);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEADING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BODY]);
}

gsize
gt_verdict_first_sentence (const char *message)
{
  /* Latin stops count when a space follows (not "3.5" nor "e.g.S5");
   * the ideographic ones end a sentence by themselves. */
  static const char *const wide[] = { "。", "！", "？", "：" };
  gsize len;

  g_return_val_if_fail (message != NULL, 0);

  len = strlen (message);
  for (const char *p = message; *p != '\0'; p = g_utf8_next_char (p))
    {
      const char *end = NULL;

      if ((*p == '.' || *p == '!' || *p == '?' || *p == ':') && p[1] == ' ')
        end = p + 1;
      for (guint i = 0; end == NULL && i < G_N_ELEMENTS (wide); i++)
        if (g_str_has_prefix (p, wide[i]))
          end = p + strlen (wide[i]);
      if (end == NULL)
        continue;
      while (*end == ' ')
        end++;
      /* A stop that ends the text leaves it one sentence. */
      return *end != '\0' ? (gsize) (end - message) : len;
    }
  return len;
}

void
gt_verdict_view_set_message (GtVerdictView *self,
                             const char    *message)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *words = NULL;
  gsize split;

  g_return_if_fail (GT_IS_VERDICT_VIEW (self));

  if (message == NULL)
    {
      gt_verdict_view_set_text (self, NULL, NULL);
      return;
    }
  /* An author's text (Success=, WrongText=, a hint, a puzzle's comment)
   * may name cards as the step's text does, {SK}: a label shows them as
   * words. */
  words = gt_text_runs_to_words (message);
  message = words;
  split = gt_verdict_first_sentence (message);
  heading = g_strndup (message, split);
  g_strchomp (heading);
  body = g_strdup (message + split);
  /* After a colon the rest goes on in lower case ("W holds the Ace: your
   * King is beaten"); as a heading and a body of their own they are two
   * sentences, and read as two: the heading ends with a full stop rather
   * than a colon, so that "…cannot beat a single Ace: It is lower" never
   * shows, and the body's first letter is upper case (uncased scripts keep
   * their letters; their "：" becomes "。"). */
  if (*body != '\0' && g_str_has_suffix (heading, "："))
    {
      /* Both are three bytes in UTF-8: replaced in place. */
      G_STATIC_ASSERT (sizeof "：" == sizeof "。");
      memcpy (heading + strlen (heading) - strlen ("："), "。", strlen ("。"));
    }
  if (g_str_has_suffix (heading, ":") && *body != '\0')
    {
      gunichar c = g_utf8_get_char (body);
      gunichar up = g_unichar_toupper (c);

      heading[strlen (heading) - 1] = '.';
      if (up != c)
        {
          char buf[8];
          const char *rest = g_utf8_next_char (body);
          char *capital;

          buf[g_unichar_to_utf8 (up, buf)] = '\0';
          capital = g_strconcat (buf, rest, NULL);
          g_free (body);
          body = capital;
        }
    }
  gt_verdict_view_set_text (self, heading, body);
}

const char *
gt_verdict_view_get_heading (GtVerdictView *self)
{
  g_return_val_if_fail (GT_IS_VERDICT_VIEW (self), NULL);
  return gtk_label_get_text (self->heading);
}

const char *
gt_verdict_view_get_body (GtVerdictView *self)
{
  g_return_val_if_fail (GT_IS_VERDICT_VIEW (self), NULL);
  return gtk_label_get_text (self->body);
}

void
gt_verdict_view_set_comment (GtVerdictView *self,
                             const char    *comment)
{
  g_return_if_fail (GT_IS_VERDICT_VIEW (self));
  set_label (self->comment, comment);
}

void
gt_verdict_view_set_rule (GtVerdictView *self,
                          const char    *rule)
{
  g_return_if_fail (GT_IS_VERDICT_VIEW (self));
  gt_rule_link_set_rule (self->rule_link, rule);
  update_actions_row (self);
}

GtRuleLink *
gt_verdict_view_get_rule_link (GtVerdictView *self)
{
  g_return_val_if_fail (GT_IS_VERDICT_VIEW (self), NULL);
  return self->rule_link;
}

void
gt_verdict_view_append_body (GtVerdictView *self,
                             GtkWidget     *widget)
{
  g_return_if_fail (GT_IS_VERDICT_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_box_append (GTK_BOX (self->extra), widget);
  gtk_widget_set_visible (self->extra, TRUE);
}

void
gt_verdict_view_clear_body (GtVerdictView *self)
{
  GtkWidget *child;

  g_return_if_fail (GT_IS_VERDICT_VIEW (self));

  while ((child = gtk_widget_get_first_child (self->extra)) != NULL)
    gtk_box_remove (GTK_BOX (self->extra), child);
  gtk_widget_set_visible (self->extra, FALSE);
}

static void
action_visible_cb (GtVerdictView *self)
{
  update_actions_row (self);
}

void
gt_verdict_view_add_action (GtVerdictView *self,
                            GtkWidget     *widget)
{
  g_return_if_fail (GT_IS_VERDICT_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_box_append (GTK_BOX (self->actions), widget);
  /* The page shows and hides its buttons by verdict; the row follows. */
  g_signal_connect_object (widget, "notify::visible", G_CALLBACK (action_visible_cb), self, G_CONNECT_SWAPPED);
  update_actions_row (self);
}

static void
append_shown (GString  *out,
              GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);

  if (!gtk_widget_get_visible (GTK_WIDGET (label)) || *text == '\0')
    return;
  if (out->len > 0)
    g_string_append_c (out, '\n');
  g_string_append (out, text);
}

char *
gt_verdict_view_dup_text (GtVerdictView *self)
{
  GString *out;

  g_return_val_if_fail (GT_IS_VERDICT_VIEW (self), NULL);

  out = g_string_new (NULL);
  append_shown (out, self->heading);
  append_shown (out, self->body);
  append_shown (out, self->comment);
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}
