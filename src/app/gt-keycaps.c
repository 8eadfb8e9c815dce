/* gt-keycaps.c — keys drawn as key caps, for the shortcuts window
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-keycaps"

#include "config.h"

#include "gt-keycaps.h"

#include <glib/gi18n.h>

struct _GtKeycaps
{
  GtkWidget parent_instance;

  char *keys;
};

G_DEFINE_FINAL_TYPE (GtKeycaps, gt_keycaps, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_KEYS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Between caps: tighter than GtkShortcutLabel's, so that the clicker's
 * four keys leave room for their title at 360 px. */
#define SPACING 4

/* The keys whose caps GTK 4.8 would label by their key names (Page_Down)
 * or by a glyph few people know (⎋): the words printed on keyboards.  The
 * arrows are drawn as arrows, as keyboards print them. */
static const struct {
  guint keyval;
  gboolean translated;   /* FALSE: shown as it is (the arrows) */
  const char *label;
} named_keys[] = {
  { GDK_KEY_Return,    TRUE,  NC_("keyboard key", "Enter") },
  { GDK_KEY_KP_Enter,  TRUE,  NC_("keyboard key", "Enter") },
  { GDK_KEY_Escape,    TRUE,  NC_("keyboard key", "Esc") },
  { GDK_KEY_space,     TRUE,  NC_("keyboard key", "Space") },
  { GDK_KEY_BackSpace, TRUE,  NC_("keyboard key", "Backspace") },
  { GDK_KEY_Tab,       TRUE,  NC_("keyboard key", "Tab") },
  { GDK_KEY_Page_Up,   TRUE,  NC_("keyboard key", "Page Up") },
  { GDK_KEY_Page_Down, TRUE,  NC_("keyboard key", "Page Down") },
  { GDK_KEY_Home,      TRUE,  NC_("keyboard key", "Home") },
  { GDK_KEY_End,       TRUE,  NC_("keyboard key", "End") },
  { GDK_KEY_Delete,    TRUE,  NC_("keyboard key", "Delete") },
  { GDK_KEY_Left,      FALSE, "←" },
  { GDK_KEY_Right,     FALSE, "→" },
  { GDK_KEY_Up,        FALSE, "↑" },
  { GDK_KEY_Down,      FALSE, "↓" },
};

char *
gt_keycaps_key_label (guint keyval)
{
  gunichar c;

  for (guint i = 0; i < G_N_ELEMENTS (named_keys); i++)
    if (named_keys[i].keyval == keyval)
      return g_strdup (named_keys[i].translated
                       ? g_dpgettext2 (NULL, "keyboard key", named_keys[i].label)
                       : named_keys[i].label);

  /* Letters as keyboards print them, upper case; other characters (",",
   * "?", "1") as they are. */
  c = gdk_keyval_to_unicode (gdk_keyval_to_upper (keyval));
  if (c != 0 && g_unichar_isgraph (c))
    {
      char buf[8];

      buf[g_unichar_to_utf8 (c, buf)] = '\0';
      return g_strdup (buf);
    }

  /* F5 and the like: GTK's label is the key's printed name. */
  return gtk_accelerator_get_label (keyval, 0);
}

/* The caps of one accelerator: its modifiers, then its key. */
static GPtrArray *
caps_of (const char *accelerator)
{
  GPtrArray *caps = g_ptr_array_new_with_free_func (g_free);
  guint keyval = 0;
  GdkModifierType mods = 0;

  if (!gtk_accelerator_parse (accelerator, &keyval, &mods) || keyval == 0)
    {
      /* A typing error in the window's own file: show it as written rather
       * than nothing, and say so to whoever runs the app from a terminal. */
      g_warning ("Not an accelerator: “%s”", accelerator);
      g_ptr_array_add (caps, g_strdup (accelerator));
      return caps;
    }
  if (mods & GDK_CONTROL_MASK)
    g_ptr_array_add (caps, g_strdup (C_("keyboard key", "Ctrl")));
  if (mods & GDK_ALT_MASK)
    g_ptr_array_add (caps, g_strdup (C_("keyboard key", "Alt")));
  /* "<Control>question" is typed with Shift already: Ctrl + ? says it. */
  if ((mods & GDK_SHIFT_MASK) && gdk_keyval_to_unicode (keyval) == 0)
    g_ptr_array_add (caps, g_strdup (C_("keyboard key", "Shift")));
  if (mods & GDK_SUPER_MASK)
    g_ptr_array_add (caps, g_strdup (C_("keyboard key", "Super")));
  g_ptr_array_add (caps, gt_keycaps_key_label (keyval));
  return caps;
}

/* Each alternative of keys (GTK's accelerators, separated by spaces) as
 * its caps: a GPtrArray of GPtrArray of strings.  The widget and its
 * description read the same list, so a bad accelerator warns once. */
static GPtrArray *
parse_keys (const char *keys)
{
  g_auto(GStrv) alternatives = g_strsplit (keys != NULL ? keys : "", " ", -1);
  GPtrArray *parsed = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; alternatives[i] != NULL; i++)
    if (*alternatives[i] != '\0')
      g_ptr_array_add (parsed, caps_of (alternatives[i]));
  return parsed;
}

/* "Page Down / → / Space", "Ctrl + P". */
static char *
describe_parsed (GPtrArray *parsed)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < parsed->len; i++)
    {
      GPtrArray *caps = g_ptr_array_index (parsed, i);

      if (i > 0)
        g_string_append (s, " / ");
      for (guint j = 0; j < caps->len; j++)
        {
          if (j > 0)
            g_string_append (s, " + ");
          g_string_append (s, g_ptr_array_index (caps, j));
        }
    }
  return g_string_free (s, FALSE);
}

char *
gt_keycaps_describe (const char *keys)
{
  g_autoptr(GPtrArray) parsed = parse_keys (keys);

  return describe_parsed (parsed);
}

static void
add_label (GtKeycaps  *self,
           const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
}

/* The caps are the widget's own children: the theme draws a key cap only
 * as a child of "shortcut". */
static void
rebuild (GtKeycaps *self)
{
  GtkWidget *child;
  g_autoptr(GPtrArray) parsed = parse_keys (self->keys);
  g_autofree char *description = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  for (guint i = 0; i < parsed->len; i++)
    {
      GPtrArray *caps = g_ptr_array_index (parsed, i);

      if (i > 0)
        add_label (self, "/", "dim-label");
      for (guint j = 0; j < caps->len; j++)
        {
          if (j > 0)
            add_label (self, "+", "dim-label");
          add_label (self, g_ptr_array_index (caps, j), "keycap");
        }
    }

  /* A screen reader hears the keys once, as words, not cap by cap. */
  description = describe_parsed (parsed);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
}

const char *
gt_keycaps_get_keys (GtKeycaps *self)
{
  g_return_val_if_fail (GT_IS_KEYCAPS (self), NULL);
  return self->keys;
}

void
gt_keycaps_set_keys (GtKeycaps  *self,
                     const char *keys)
{
  g_return_if_fail (GT_IS_KEYCAPS (self));

  if (g_strcmp0 (self->keys, keys) != 0)
    {
      g_free (self->keys);
      self->keys = g_strdup (keys);
      rebuild (self);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEYS]);
    }
}

GtkWidget *
gt_keycaps_new (const char *keys)
{
  return g_object_new (GT_TYPE_KEYCAPS, "keys", keys, NULL);
}

static void
gt_keycaps_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gt_keycaps_parent_class)->dispose (object);
}

static void
gt_keycaps_finalize (GObject *object)
{
  GtKeycaps *self = GT_KEYCAPS (object);

  g_free (self->keys);
  G_OBJECT_CLASS (gt_keycaps_parent_class)->finalize (object);
}

static void
gt_keycaps_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GtKeycaps *self = GT_KEYCAPS (object);

  switch (prop_id)
    {
    case PROP_KEYS:
      g_value_set_string (value, self->keys);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_keycaps_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  GtKeycaps *self = GT_KEYCAPS (object);

  switch (prop_id)
    {
    case PROP_KEYS:
      gt_keycaps_set_keys (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_keycaps_class_init (GtKeycapsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_keycaps_dispose;
  object_class->finalize = gt_keycaps_finalize;
  object_class->get_property = gt_keycaps_get_property;
  object_class->set_property = gt_keycaps_set_property;

  properties[PROP_KEYS] =
    g_param_spec_string ("keys", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* "shortcut" is the node the theme draws key caps under (GtkShortcutLabel's). */
  gtk_widget_class_set_css_name (widget_class, "shortcut");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gt_keycaps_init (GtKeycaps *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), SPACING);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}
