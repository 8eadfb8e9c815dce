/* gt-atomic-file.c — writing a file so that the old one survives any error
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-atomic-file"

#include "config.h"

#include "gt-atomic-file-private.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

struct _GtAtomicFile {
  char *path;
  char *temp_path;
  int fd;
  GtAtomicFileFlags flags;
  gboolean existed;
  mode_t mode;          /* the old file's, given to the new one */
  gsize written;
};

/* The tests' injected failure (gt-atomic-file-private.h). */
static struct {
  GtAtomicFileFailAt at;
  gsize after;
  int error_number;
} inject;

void
gt_atomic_file_inject_error (GtAtomicFileFailAt at,
                             gsize              after,
                             int                error_number)
{
  inject.at = at;
  inject.after = after;
  inject.error_number = error_number;
}

static gboolean
injected (GtAtomicFileFailAt at)
{
  if (inject.error_number == 0 || inject.at != at)
    return FALSE;
  errno = inject.error_number;
  return TRUE;
}

static void
set_errno_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: a file that could not be written, and why
                * (the system's words): the old file, if any, is as it was. */
               _("“%s” could not be written (%s); nothing was changed."),
               path, g_strerror (saved_errno));
}

/* What is at path now: FALSE with error set when it may not be written
 * (a link, not a regular file, read-only, or anything with NO_REPLACE);
 * else *existed and *mode say whether there is an old file to replace and
 * its permissions. */
static gboolean
check_target (const char         *path,
              GtAtomicFileFlags   flags,
              gboolean           *existed,
              mode_t             *mode,
              GError            **error)
{
  GStatBuf st;

  *existed = FALSE;
  *mode = 0666;
  /* lstat: a link is looked at, not followed. */
  if (g_lstat (path, &st) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        return TRUE;           /* a new file (its folder is checked by creating it) */
      set_errno_error (error, path, saved_errno);
      return FALSE;
    }
  if (flags & GT_ATOMIC_FILE_NO_REPLACE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("“%s” exists already, and is not written over."), path);
      return FALSE;
    }
  if (S_ISLNK (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("“%s” is a symbolic link: files are never written through a link, so nothing was written. Give the path of an ordinary file."),
                   path);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("“%s” is not an ordinary file (a folder, a device or a pipe), so nothing was written to it."),
                   path);
      return FALSE;
    }
  /* The mode bits say read-only even to root, whom access() lets write. */
  if ((st.st_mode & 0222) == 0 || access (path, W_OK) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("“%s” is read-only, so it was not written over."), path);
      return FALSE;
    }
  *existed = TRUE;
  *mode = st.st_mode & 07777;
  return TRUE;
}

gboolean
gt_atomic_file_check (const char         *path,
                      GtAtomicFileFlags   flags,
                      GError            **error)
{
  gboolean existed;
  mode_t mode;

  g_return_val_if_fail (path != NULL, FALSE);
  return check_target (path, flags, &existed, &mode, error);
}

GtAtomicFile *
gt_atomic_file_new (const char         *path,
                    GtAtomicFileFlags   flags,
                    GError            **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  GtAtomicFile *self;
  gboolean existed;
  mode_t mode;

  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  if (!check_target (path, flags, &existed, &mode, error))
    return NULL;

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  self = g_new0 (GtAtomicFile, 1);
  self->path = g_strdup (path);
  self->flags = flags;
  self->existed = existed;
  self->mode = mode;
  /* Hidden, beside the file: the rename must not cross file systems. */
  self->temp_path = g_strdup_printf ("%s%c.%s.XXXXXX", dir, G_DIR_SEPARATOR, base);
  /* Created with the old file's mode (the umask narrows it; commit puts
   * the old mode back exactly), so that its contents are never more
   * readable than the old file's. */
  self->fd = g_mkstemp_full (self->temp_path, O_RDWR | O_CLOEXEC, (int) (mode & 0777));
  if (self->fd < 0)
    {
      set_errno_error (error, path, errno);
      g_free (self->temp_path);
      self->temp_path = NULL;
      gt_atomic_file_abort (self);
      return NULL;
    }
  return self;
}

gboolean
gt_atomic_file_write (GtAtomicFile  *self,
                      const void    *data,
                      gsize          len,
                      GError       **error)
{
  const char *p = data;

  g_return_val_if_fail (self != NULL && self->fd >= 0, FALSE);

  while (len > 0)
    {
      gsize chunk = len;
      gssize n;

      if (injected (GT_ATOMIC_FILE_FAIL_WRITE))
        {
          if (self->written >= inject.after)
            {
              set_errno_error (error, self->path, inject.error_number);
              return FALSE;
            }
          chunk = MIN (chunk, inject.after - self->written);
        }
      n = write (self->fd, p, chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, self->path, errno);
          return FALSE;
        }
      p += n;
      len -= (gsize) n;
      self->written += (gsize) n;
    }
  return TRUE;
}

gboolean
gt_atomic_file_commit (GtAtomicFile  *self,
                       GError       **error)
{
  gboolean existed;
  mode_t mode;
  int fd;

  g_return_val_if_fail (self != NULL && self->fd >= 0, FALSE);

  /* The data on disk before the name points at it: otherwise a crash
   * after the rename can leave an empty file where the old one was. */
  if (injected (GT_ATOMIC_FILE_FAIL_SYNC) || fsync (self->fd) != 0 ||
      (self->existed && fchmod (self->fd, self->mode) != 0))
    {
      set_errno_error (error, self->path, errno);
      gt_atomic_file_abort (self);
      return FALSE;
    }
  fd = self->fd;
  self->fd = -1;
  if (!g_close (fd, NULL))
    {
      set_errno_error (error, self->path, errno);
      gt_atomic_file_abort (self);
      return FALSE;
    }
  /* Looked at again: something may have appeared at the path (a link,
   * another backup) while the file was written. */
  if (!check_target (self->path, self->flags, &existed, &mode, error))
    {
      gt_atomic_file_abort (self);
      return FALSE;
    }
  if (injected (GT_ATOMIC_FILE_FAIL_RENAME) || g_rename (self->temp_path, self->path) != 0)
    {
      set_errno_error (error, self->path, errno);
      gt_atomic_file_abort (self);
      return FALSE;
    }
  /* The folder is not synced as well: the old name and the new both lead
   * to a whole file, so a crash now costs at most this save, and the app
   * saves progress after every step, where each sync is felt. */
  g_clear_pointer (&self->temp_path, g_free);
  gt_atomic_file_abort (self);
  return TRUE;
}

void
gt_atomic_file_abort (GtAtomicFile *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0)
    g_close (self->fd, NULL);
  if (self->temp_path != NULL)
    g_unlink (self->temp_path);
  g_free (self->temp_path);
  g_free (self->path);
  g_free (self);
}

gboolean
gt_atomic_file_set_contents (const char         *path,
                             const void         *data,
                             gsize               len,
                             GtAtomicFileFlags   flags,
                             GError            **error)
{
  GtAtomicFile *file = gt_atomic_file_new (path, flags, error);

  if (file == NULL)
    return FALSE;
  if (!gt_atomic_file_write (file, data, len, error))
    {
      gt_atomic_file_abort (file);
      return FALSE;
    }
  return gt_atomic_file_commit (file, error);
}
