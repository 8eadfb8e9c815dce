/* gt-json.c — printing a json-glib tree as the command line's JSON
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Why not JsonGenerator: see gt-json.h.
 */
#define G_LOG_DOMAIN "gt-json"

#include "gt-json.h"

#include <stdio.h>

/* '"' and '\\' escaped, \n \r \t as such, any other control character as
 * \u00XX; everything else, UTF-8 included, as it is. */
static void
append_string (GString    *out,
               const char *s)
{
  g_string_append_c (out, '"');
  for (; *s; s++)
    {
      guchar c = (guchar) *s;
      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

static void
append_value (GString  *out,
              JsonNode *node)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      append_string (out, json_node_get_string (node));
      break;
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    case G_TYPE_DOUBLE:
      g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.3f", json_node_get_double (node)));
      break;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
append_node (GString  *out,
             JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;
        const char *sep = "";

        g_string_append_c (out, '{');
        /* The order the members were set in. */
        json_object_iter_init_ordered (&iter, json_node_get_object (node));
        while (json_object_iter_next_ordered (&iter, &name, &member))
          {
            g_string_append (out, sep);
            append_string (out, name);
            g_string_append (out, ": ");
            append_node (out, member);
            sep = ", ";
          }
        g_string_append_c (out, '}');
      }
      break;
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        g_string_append_c (out, '[');
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            if (i > 0)
              g_string_append (out, ", ");
            append_node (out, json_array_get_element (array, i));
          }
        g_string_append_c (out, ']');
      }
      break;
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      break;
    case JSON_NODE_VALUE:
      append_value (out, node);
      break;
    default:
      g_assert_not_reached ();
    }
}

char *
gt_json_to_string (JsonNode *node)
{
  GString *out = g_string_new (NULL);

  append_node (out, node);
  return g_string_free (out, FALSE);
}

static void
print_node (JsonNode *node)
{
  g_autofree char *text = gt_json_to_string (node);

  printf ("%s\n", text);
}

void
gt_json_print_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

  print_node (node);
}

void
gt_json_print_array (JsonArray *array)
{
  g_autoptr(JsonNode) node = json_node_init_array (json_node_alloc (), array);

  print_node (node);
}
