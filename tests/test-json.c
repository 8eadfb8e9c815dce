/* test-json.c — the command line's JSON text (src/cli/gt-json.c)
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answers are built with json-glib and printed by gt_json_to_string() in
 * the format the command line has always written; these are its exact bytes.
 */
#include "gt-json.h"

static void
assert_object_text (JsonObject *object,
                    const char *expected)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
  g_autofree char *text = gt_json_to_string (node);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_array_text (JsonArray  *array,
                   const char *expected)
{
  g_autoptr(JsonNode) node = json_node_init_array (json_node_alloc (), array);
  g_autofree char *text = gt_json_to_string (node);

  g_assert_cmpstr (text, ==, expected);
}

/* One line, ", " between items and ": " after keys, nothing else. */
static void
test_separators (void)
{
  g_autoptr(JsonObject) o = json_object_new ();
  JsonObject *combo = json_object_new ();
  JsonArray *readings = json_array_new ();
  JsonArray *nested = json_array_new ();

  json_object_set_boolean_member (o, "legal", TRUE);
  json_object_set_string_member (combo, "type", "pair");
  json_object_set_int_member (combo, "size", 2);
  json_object_set_object_member (o, "combo", combo);
  json_array_add_null_element (readings);
  json_array_add_boolean_element (readings, FALSE);
  json_array_add_array_element (nested, json_array_new ());
  json_array_add_object_element (nested, json_object_new ());
  json_array_add_array_element (readings, nested);
  json_object_set_array_member (o, "readings", readings);
  json_object_set_null_member (o, "suggestion");
  assert_object_text (o, "{\"legal\": true, \"combo\": {\"type\": \"pair\", \"size\": 2}, "
                         "\"readings\": [null, false, [[], {}]], \"suggestion\": null}");
}

/* Members in the order they were set, not sorted or hashed. */
static void
test_member_order (void)
{
  static const char *keys[] = { "z", "10", "2", "A", "a", "K", "games", "seed", "3", "BJ", "" };
  g_autoptr(JsonObject) o = json_object_new ();
  g_autoptr(GString) expected = g_string_new ("{");

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      json_object_set_int_member (o, keys[i], i);
      g_string_append_printf (expected, "%s\"%s\": %u", i ? ", " : "", keys[i], i);
    }
  g_string_append_c (expected, '}');
  assert_object_text (o, expected->str);
}

static void
test_integers (void)
{
  g_autoptr(JsonArray) a = json_array_new ();

  json_array_add_int_element (a, 0);
  json_array_add_int_element (a, -1);
  json_array_add_int_element (a, G_MAXUINT32);
  json_array_add_int_element (a, G_MAXINT64);
  json_array_add_int_element (a, G_MININT64);
  assert_array_text (a, "[0, -1, 4294967295, 9223372036854775807, -9223372036854775808]");
}

/* Doubles (times, rates) with three decimals, never JsonGenerator's 17 digits. */
static void
test_doubles (void)
{
  g_autoptr(JsonObject) o = json_object_new ();

  json_object_set_double_member (o, "ms", 12.3);
  json_object_set_double_member (o, "zero", 0);
  json_object_set_double_member (o, "small", 1e-7);
  json_object_set_double_member (o, "rounded", 1.4361);
  json_object_set_double_member (o, "third", 1.0 / 3);
  json_object_set_double_member (o, "negative", -3.14159);
  json_object_set_double_member (o, "big", 1e21);
  json_object_set_double_member (o, "whole", 5);
  assert_object_text (o, "{\"ms\": 12.300, \"zero\": 0.000, \"small\": 0.000, \"rounded\": 1.436, "
                         "\"third\": 0.333, \"negative\": -3.142, \"big\": 1000000000000000000000.000, "
                         "\"whole\": 5.000}");
}

/* Quotes and backslashes escaped, \n \r \t by name, other control characters
 * as \u00XX (U+001F too), U+007F and all of UTF-8 as they are. */
static void
test_strings (void)
{
  g_autoptr(JsonArray) a = json_array_new ();
  g_autoptr(JsonObject) o = json_object_new ();

  json_array_add_string_element (a, "");
  json_array_add_string_element (a, "say \"pass\" \\ a/b");
  json_array_add_string_element (a, "\n\r\t");
  json_array_add_string_element (a, "\b\f\x01\x1f\x7f");
  json_array_add_string_element (a, "Leave out the ♥8; ♠ ♦ ♣ 大王 小王 掼 é");
  assert_array_text (a, "[\"\", \"say \\\"pass\\\" \\\\ a/b\", \"\\n\\r\\t\", "
                        "\"\\u0008\\u000c\\u0001\\u001f\x7f\", \"Leave out the ♥8; ♠ ♦ ♣ 大王 小王 掼 é\"]");

  json_object_set_boolean_member (o, "a \"key\"\n♥", TRUE);
  assert_object_text (o, "{\"a \\\"key\\\"\\n♥\": true}");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json/separators", test_separators);
  g_test_add_func ("/json/member-order", test_member_order);
  g_test_add_func ("/json/integers", test_integers);
  g_test_add_func ("/json/doubles", test_doubles);
  g_test_add_func ("/json/strings", test_strings);
  return g_test_run ();
}
