/* gt-json.h — printing the command line's --json answers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answers are built with json-glib: a JsonObject or JsonArray filled with
 * json_object_set_string_member() and its kin, one call a member, in the
 * order the members are to be printed (a JsonObject keeps that order).
 * Subcommands use json-glib's own API; there is no wrapper over it.
 *
 * Only the printing is done here, not by JsonGenerator, because json-glib 1.6's
 * generator cannot write the format the command line has always written (and
 * that its tests and anyone's scripts read), one line like
 *
 *   {"legal": true, "combo": null, "readings": [], "ms": 12.300}
 *
 *  - it writes no space after ',' and ':' ({"legal":true,…}), or, when
 *    pretty, one member a line with " : ";
 *  - it writes a double with 17 significant digits ("ms": 12.300000000000001;
 *    1e+21 even as "1e+21.0", which is not JSON), where the answers give
 *    times with three decimals;
 *  - it writes U+0008 and U+000C as \b and \f, U+007F as \u007f, and leaves
 *    U+001F unescaped, which is not JSON.
 * So gt_json_to_string() walks the finished tree: separators ", " and ": ",
 * strings with the escapes below, integers as they are, doubles with three
 * decimals ("%.3f").  docs/decisions.md records the choice.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The JSON text of node, on one line: a string to g_free(). */
char *gt_json_to_string    (JsonNode   *node);

/* Print object or array as gt_json_to_string() writes it, and a newline, on
 * standard output.  The caller keeps its reference. */
void  gt_json_print_object (JsonObject *object);
void  gt_json_print_array  (JsonArray  *array);

G_END_DECLS
