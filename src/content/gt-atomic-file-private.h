/* gt-atomic-file-private.h — an injected failure, for the tests
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A full disk cannot be made on demand in a test (mounting a small tmpfs
 * needs root), so the tests make the writer fail where a disk would: in
 * the middle of the writes, at the sync, at the rename.  Not for the app.
 */
#pragma once

#include "gt-atomic-file.h"

G_BEGIN_DECLS

typedef enum {
  GT_ATOMIC_FILE_FAIL_WRITE,   /* once `after` bytes are written (a disk that fills) */
  GT_ATOMIC_FILE_FAIL_SYNC,
  GT_ATOMIC_FILE_FAIL_RENAME,
} GtAtomicFileFailAt;

/* Every file written from now on fails at `at` with errno error_number
 * (ENOSPC, say), until called again with error_number 0. */
void gt_atomic_file_inject_error (GtAtomicFileFailAt  at,
                                  gsize               after,
                                  int                 error_number);

G_END_DECLS
