/* gt-table-memory.c — the memory of the solvers' transposition tables
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "gt-table-memory"

#include "config.h"

#include "gt-table-memory.h"

#ifdef HAVE_MADV_HUGEPAGE
#include <sys/mman.h>
#endif

/* A huge page: a table starts on one, so that every page of it can be. */
#define TABLE_ALIGN ((gsize) 2 << 20)

/* size bytes, zeroed, aligned to 2 MiB (64 bytes without mmap(): a cache
 * line, which is what a table's buckets are laid out by), in huge pages
 * if huge and the system has them.  The memory comes from mmap(), zero and
 * touched only where used, like g_malloc0()'s; aborts when there is none,
 * as g_malloc0() does. */
gpointer
gt_table_alloc (gsize    size,
                gboolean huge)
{
#ifdef HAVE_MADV_HUGEPAGE
  gsize length = size + 2 * TABLE_ALIGN;
  guint8 *base = mmap (NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  guint8 *start;
  gsize *head;

  if (base == MAP_FAILED)
    g_error ("%s: failed to allocate %" G_GSIZE_FORMAT " bytes", G_STRLOC, size);
  /* Aligned to a huge page, with the mapping's start and length kept just
   * before the aligned start (in the slack) for gt_table_free(). */
  start = (guint8 *) (((guintptr) base + 2 * sizeof (gsize) + TABLE_ALIGN - 1) &
                      ~(guintptr) (TABLE_ALIGN - 1));
  head = (gsize *) start - 2;
  head[0] = (gsize) (start - base);
  head[1] = length;
  if (huge)
    madvise (start, size, MADV_HUGEPAGE);
  return start;
#else
  (void) huge;
  return g_aligned_alloc0 (size, 1, 64);
#endif
}

void
gt_table_free (gpointer table)
{
  if (table == NULL)
    return;
#ifdef HAVE_MADV_HUGEPAGE
  {
    gsize *head = (gsize *) table - 2;

    munmap ((guint8 *) table - head[0], head[1]);
  }
#else
  g_aligned_free (table);
#endif
}
