/* gt-atomic-file.h — writing a file so that the old one survives any error
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file the app or the command line writes (a handout, the progress
 * file and its backups) goes through here, because each can hold what a
 * learner or a teacher cannot make again (docs/decisions.md, "Writing
 * files"):
 *
 *   - The new contents go to a temporary file in the same folder
 *     (".NAME.XXXXXX"), which is synced and then renamed over the old
 *     file: a full disk, an I/O error or a crash leaves either the old
 *     file or the new one, whole, and never the temporary file.
 *   - A symbolic link is never written through (nor replaced), and
 *     anything that is not a regular file (a folder, a FIFO, a device) is
 *     never written to: refused, with a message naming the path, before
 *     anything is written.
 *   - An existing file keeps its permissions; a read-only one (no write
 *     permission bit, or one this user may not write) is refused rather
 *     than replaced: read-only is how a user says "leave this alone".
 *
 * Errors are G_IO_ERROR, the message naming the path.  GLib and POSIX
 * only, no GTK.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  GT_ATOMIC_FILE_NONE       = 0,
  /* Fails (G_IO_ERROR_EXISTS) when anything is at the path already: a
   * backup never takes the place of another. */
  GT_ATOMIC_FILE_NO_REPLACE = 1 << 0,
} GtAtomicFileFlags;

typedef struct _GtAtomicFile GtAtomicFile;

/* Whether path may be written as the header says: nothing there, or a
 * regular file that is not read-only (and, with NO_REPLACE, nothing).
 * Touches nothing: for a caller that has work to do before writing, so
 * that a FIFO or a link is refused at once. */
gboolean       gt_atomic_file_check    (const char         *path,
                                        GtAtomicFileFlags   flags,
                                        GError            **error);

/* Checks path and creates the temporary file beside it; NULL with error
 * set when either fails (nothing is left behind). */
GtAtomicFile  *gt_atomic_file_new      (const char         *path,
                                        GtAtomicFileFlags   flags,
                                        GError            **error);
/* Appends len bytes.  On failure the file is unusable: abort it. */
gboolean       gt_atomic_file_write    (GtAtomicFile       *self,
                                        const void         *data,
                                        gsize               len,
                                        GError            **error);
/* Syncs the temporary file, gives it the old file's permissions and
 * renames it over path.  Frees self, whatever the result: on failure the
 * temporary file is removed and the old file is as it was. */
gboolean       gt_atomic_file_commit   (GtAtomicFile       *self,
                                        GError            **error);
/* Removes the temporary file and frees self; the old file is untouched. */
void           gt_atomic_file_abort    (GtAtomicFile       *self);

/* The whole of data to path, in one call. */
gboolean       gt_atomic_file_set_contents (const char         *path,
                                            const void         *data,
                                            gsize               len,
                                            GtAtomicFileFlags   flags,
                                            GError            **error);

G_END_DECLS
