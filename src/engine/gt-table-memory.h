/* gt-table-memory.h — the memory of the solvers' transposition tables
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every solver's table is probed at random places over tens of megabytes:
 * each probe is a cache miss, and with 4 KiB pages a TLB miss too.  Where
 * the kernel offers transparent huge pages on request (Linux's default is
 * "madvise"), a table may ask for them: one 2 MiB page covers 512 times as
 * much of it.  Whether a table should is its solver's choice — a small
 * solve touching a few hundred entries of a huge-paged table makes up to
 * 2 MiB resident for each.  Engine-private.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gpointer gt_table_alloc (gsize    size,
                         gboolean huge);
void     gt_table_free  (gpointer table);

G_END_DECLS
