/* gt-rule-link.c — the rule a verdict or a hint cites, and its popover
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-rule-link"

#include "config.h"

#include "gt-rule-link.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-rules-page.h"
#include "gt-rules.h"
#include "gt-widgets.h"

struct _GtRuleLink
{
  GtkWidget parent_instance;

  char *rule;
  GtkWidget *button;        /* GtkMenuButton, the only child */
  GtkWidget *button_label;
  GtkWidget *popover;
  GtkWidget *name_label;
  GtkWidget *text_label;
  GtkWidget *id_label;
};

G_DEFINE_FINAL_TYPE (GtRuleLink, gt_rule_link, GTK_TYPE_WIDGET)

enum {
  SIGNAL_SHOW_RULE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_rule (GtRuleLink *self,
           const char *id)
{
  g_autofree char *copy = g_strdup (id);   /* a handler may change the rule */
  gboolean handled = FALSE;

  gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_signal_emit (self, signals[SIGNAL_SHOW_RULE], 0, copy, &handled);
  if (!handled)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-rule", "s", copy);
}

void
gt_rule_link_show_in_reference (GtRuleLink *self)
{
  g_return_if_fail (GT_IS_RULE_LINK (self));

  if (self->rule != NULL)
    show_rule (self, self->rule);
}

static gboolean
activate_link_cb (GtkLabel   *label,
                  const char *uri,
                  GtRuleLink *self)
{
  if (!g_str_has_prefix (uri, "rule:"))
    return FALSE;
  show_rule (self, uri + strlen ("rule:"));
  return TRUE;
}

static void
copy_id_cb (GtRuleLink *self)
{
  if (self->rule != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), self->rule);
}

static GtkWidget *
new_wrapping_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Chinese and Japanese have no spaces to wrap at. */
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* 32, not 40: with the popover's padding and shadow it must fit a window
   * 360 px wide (at 40 it was 388–393 px, issue 31). */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  return label;
}

static void
gt_rule_link_init (GtRuleLink *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *id_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *reference = gtk_button_new_with_mnemonic (_("Open in the _Rules Reference"));
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");

  self->button = gtk_menu_button_new ();
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  gtk_widget_add_css_class (self->button, "flat");
  gtk_widget_add_css_class (self->button, "rule-link");
  gtk_widget_set_tooltip_text (self->button, _("Show the rule"));
  /* The rule's name, ellipsised at 360 px rather than widening the page. */
  self->button_label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->button_label), PANGO_ELLIPSIZE_END);
  gtk_menu_button_set_child (GTK_MENU_BUTTON (self->button), self->button_label);

  gtk_widget_add_css_class (box, "rule-popover");
  gtk_widget_set_size_request (box, 240, -1);

  self->name_label = new_wrapping_label ();
  gtk_widget_add_css_class (self->name_label, "heading");
  /* Bold, and in Japanese and Chinese twice as wide a character as the
   * measure assumes: narrower, or the name alone made the popover 390 px. */
  gtk_label_set_max_width_chars (GTK_LABEL (self->name_label), 24);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_label),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), self->name_label);

  self->text_label = new_wrapping_label ();
  g_signal_connect (self->text_label, "activate-link", G_CALLBACK (activate_link_cb), self);
  gtk_box_append (GTK_BOX (box), self->text_label);

  gtk_widget_set_halign (reference, GTK_ALIGN_START);
  gtk_widget_add_css_class (reference, "flat");
  g_signal_connect_swapped (reference, "clicked", G_CALLBACK (gt_rule_link_show_in_reference), self);
  gtk_box_append (GTK_BOX (box), reference);

  /* The id is for authors (a lesson file's Rules= key): small, after the
   * rest, never clipped (it breaks between characters), and copied with
   * its button rather than selected — a selectable label takes the focus
   * when the popover opens and shows its text selected. */
  self->id_label = new_wrapping_label ();
  gtk_label_set_wrap_mode (GTK_LABEL (self->id_label), PANGO_WRAP_CHAR);
  gtk_widget_set_hexpand (self->id_label, TRUE);
  gtk_widget_set_valign (self->id_label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->id_label, "dim-label");
  gtk_widget_add_css_class (self->id_label, "caption");
  gtk_box_append (GTK_BOX (id_box), self->id_label);
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (copy, _("Copy the rule’s id"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy the rule’s id"), -1);
  g_signal_connect_swapped (copy, "clicked", G_CALLBACK (copy_id_cb), self);
  gtk_box_append (GTK_BOX (id_box), copy);
  gtk_box_append (GTK_BOX (box), id_box);

  self->popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (self->popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->button), self->popover);

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
gt_rule_link_dispose (GObject *object)
{
  GtRuleLink *self = GT_RULE_LINK (object);

  g_clear_pointer (&self->button, gtk_widget_unparent);
  G_OBJECT_CLASS (gt_rule_link_parent_class)->dispose (object);
}

static void
gt_rule_link_finalize (GObject *object)
{
  GtRuleLink *self = GT_RULE_LINK (object);

  g_free (self->rule);
  G_OBJECT_CLASS (gt_rule_link_parent_class)->finalize (object);
}

static void
gt_rule_link_class_init (GtRuleLinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_rule_link_dispose;
  object_class->finalize = gt_rule_link_finalize;

  signals[SIGNAL_SHOW_RULE] =
    g_signal_new ("show-rule", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulelink");
  /* The rules library's one style sheet. */
  gt_widgets_add_style ("/org/guandantutor/GuandanTutor/rules/gt-rules-page.css");
}

GtkWidget *
gt_rule_link_new (void)
{
  return g_object_new (GT_TYPE_RULE_LINK, NULL);
}

void
gt_rule_link_set_rule (GtRuleLink *self,
                       const char *id)
{
  const GtRuleInfo *info;

  g_return_if_fail (GT_IS_RULE_LINK (self));

  info = id != NULL ? gt_rule_lookup (id) : NULL;
  g_free (self->rule);
  self->rule = info != NULL ? g_strdup (info->id) : NULL;
  gtk_widget_set_visible (GTK_WIDGET (self), info != NULL);
  if (info == NULL)
    {
      gtk_popover_popdown (GTK_POPOVER (self->popover));
      return;
    }

  {
    const char *name = gt_rule_get_name (info);
    g_autofree char *text = gt_rule_get_learner_text (info);
    g_autofree char *markup = gt_rule_text_to_markup (text, TRUE);
    /* Translators: what a screen reader says for the button that shows a
     * verdict's rule; %s is the rule's name, "Tube" */
    g_autofree char *a11y = g_strdup_printf (_("Rule: %s"), name != NULL ? name : info->id);

    /* A rule the names table lacks (test-rules fails then) still shows. */
    if (name == NULL)
      name = gt_rule_get_section (info);
    gtk_label_set_text (GTK_LABEL (self->button_label), name);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    gtk_label_set_text (GTK_LABEL (self->name_label), name);
    gtk_label_set_markup (GTK_LABEL (self->text_label), markup);
    gtk_label_set_text (GTK_LABEL (self->id_label), info->id);
  }
}

const char *
gt_rule_link_get_rule (GtRuleLink *self)
{
  g_return_val_if_fail (GT_IS_RULE_LINK (self), NULL);
  return self->rule;
}

GtkMenuButton *
gt_rule_link_get_button (GtRuleLink *self)
{
  return GTK_MENU_BUTTON (self->button);
}

GtkLabel *
gt_rule_link_get_name_label (GtRuleLink *self)
{
  return GTK_LABEL (self->name_label);
}

GtkLabel *
gt_rule_link_get_text_label (GtRuleLink *self)
{
  return GTK_LABEL (self->text_label);
}

GtkLabel *
gt_rule_link_get_id_label (GtRuleLink *self)
{
  return GTK_LABEL (self->id_label);
}
