/* gt-progress.c — what the learner has done: lesson steps, lessons, puzzles
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-progress"

#include "config.h"

#include "gt-progress.h"

#include "gt-atomic-file.h"
#include "gt-game.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

/* A progress file is a few kilobytes; anything far larger is not ours.
 * The same bound holds for reading and for saving, so that the app never
 * writes a file it would refuse at its next start. */
#define MAX_FILE_SIZE GT_PROGRESS_MAX_FILE_SIZE
#define MAX_ID_LEN    128
/* Backups of damaged files kept side by side: progress.ini.bak, then
 * progress.ini.bak.1 … .bak.99. */
#define MAX_BACKUPS   100

#define GROUP_PROGRESS "Progress"
#define PREFIX_LESSON  "Lesson "
#define PREFIX_PUZZLE  "Puzzle "
#define PREFIX_DRILL   "Drill "

#define KEY_VERSION    "Version"
#define KEY_STEPS      "Steps"
#define KEY_CURRENT    "Current"
#define KEY_COMPLETED  "Completed"
#define KEY_SOLVED     "Solved"
#define KEY_FAILURES   "Failures"
#define KEY_REVIEW     "Review"
#define KEY_LAPSES     "Lapses"
#define KEY_MISTAKES   "Mistakes"
#define KEY_STARS      "Stars"
#define KEY_BEST       "Best"

/* The Play page's last review (gt_progress_set_play_review). */
#define GROUP_PLAY     "Play"
#define KEY_REVIEW_GAME "ReviewGame"
#define KEY_REVIEW_DEAL "ReviewDeal"
#define KEY_REVIEW_PLAYS "ReviewPlays"
/* Plays a review keeps: more than any deal has (27 cards, so at most 27
 * plays and as many passes between), and a bound for a hostile file. */
#define MAX_REVIEW_FIELDS (4 * 256)

#define FORMAT_VERSION 1

struct _GtProgress {
  GObject parent_instance;

  char *path;
  char *backup_path;
  /* The store itself: keeping the GKeyFile (rather than copying it into
   * structs) is what keeps groups and keys of other versions intact. */
  GKeyFile *keys;

  /* What may be done to the file at path (see the header). */
  enum {
    FILE_FREE,          /* missing at load, read whole, or saved since */
    FILE_DAMAGED,       /* read in part: written over once the backup holds it */
    FILE_UNREAD,        /* not read at all: never written over */
  } file_state;
  /* The damaged file as read, while it is FILE_DAMAGED: what the backup
   * must hold before the file is written over.  At most MAX_FILE_SIZE. */
  GBytes *original;
  /* A value changed since the load or the last save. */
  gboolean dirty;
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GtProgress, gt_progress, G_TYPE_OBJECT)

G_DEFINE_QUARK (gt-progress-error-quark, gt_progress_error)

static void
gt_progress_finalize (GObject *object)
{
  GtProgress *self = GT_PROGRESS (object);

  g_free (self->path);
  g_free (self->backup_path);
  g_key_file_unref (self->keys);
  g_clear_pointer (&self->original, g_bytes_unref);

  G_OBJECT_CLASS (gt_progress_parent_class)->finalize (object);
}

static void
gt_progress_class_init (GtProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gt_progress_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
gt_progress_init (GtProgress *self)
{
  self->keys = g_key_file_new ();
}

GtProgress *
gt_progress_new (const char *path)
{
  GtProgress *self = g_object_new (GT_TYPE_PROGRESS, NULL);

  if (path != NULL)
    self->path = g_strdup (path);
  else
    self->path = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "progress.ini", NULL);
  self->backup_path = g_strconcat (self->path, ".bak", NULL);

  return self;
}

const char *
gt_progress_get_path (GtProgress *self)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), NULL);
  return self->path;
}

const char *
gt_progress_get_backup_path (GtProgress *self)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), NULL);
  return self->backup_path;
}

/* ---- Names and values ---------------------------------------------------- */

/* Ids come from lesson files, which strangers write.  The validator only
 * allows [a-z0-9-], but a file with problems is still shown, so anything that
 * would break a group header ("]", a line break) is refused here. */
static gboolean
id_is_valid (const char *id)
{
  gsize len;

  if (id == NULL || !g_utf8_validate (id, -1, NULL))
    return FALSE;
  len = strlen (id);
  if (len == 0 || len > MAX_ID_LEN || id[0] == ' ' || id[len - 1] == ' ')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (*p == '[' || *p == ']' || (guchar) *p < 0x20 || *p == 0x7f)
      return FALSE;
  return TRUE;
}

static char *
group_name (const char *prefix,
            const char *id)
{
  return id_is_valid (id) ? g_strconcat (prefix, id, NULL) : NULL;
}

/* Values are read raw (g_key_file_get_value) and parsed here: GKeyFile's own
 * parsers warn on odd escapes, and a warning is not how a damaged file should
 * be answered. */
static gboolean
parse_uint (const char *text,
            guint       max,
            guint      *out)
{
  guint64 v;
  char *end = NULL;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  errno = 0;
  v = g_ascii_strtoull (text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v > max)
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

static gboolean
parse_bool (const char *text,
            gboolean   *out)
{
  if (g_strcmp0 (text, "true") == 0)
    *out = TRUE;
  else if (g_strcmp0 (text, "false") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

/* "1;2;3" → bits.  Entries that are not step numbers are skipped; *bad (may
 * be NULL) says whether there were any. */
static guint64
parse_steps (const char *text,
             gboolean   *bad)
{
  g_auto(GStrv) parts = NULL;
  guint64 mask = 0;

  if (bad != NULL)
    *bad = FALSE;
  if (text == NULL)
    return 0;
  parts = g_strsplit (text, ";", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint n;

      if (parts[i][0] == '\0')
        continue;               /* "1;2;" — the trailing separator GKeyFile writes */
      if (parse_uint (parts[i], GT_PROGRESS_MAX_STEPS, &n) && n >= 1)
        mask |= G_GUINT64_CONSTANT (1) << (n - 1);
      else if (bad != NULL)
        *bad = TRUE;
    }
  return mask;
}

static char *
steps_to_string (guint64 mask)
{
  GString *s = g_string_new (NULL);

  for (guint n = 1; n <= GT_PROGRESS_MAX_STEPS; n++)
    if (mask & (G_GUINT64_CONSTANT (1) << (n - 1)))
      g_string_append_printf (s, "%s%u", s->len > 0 ? ";" : "", n);
  return g_string_free (s, FALSE);
}

static char *
get_raw (GtProgress *self,
         const char *prefix,
         const char *id,
         const char *key)
{
  g_autofree char *group = group_name (prefix, id);

  if (group == NULL)
    return NULL;
  return g_key_file_get_value (self->keys, group, key, NULL);
}

static guint
get_uint (GtProgress *self,
          const char *prefix,
          const char *id,
          const char *key,
          guint       max)
{
  g_autofree char *raw = get_raw (self, prefix, id, key);
  guint v = 0;

  if (!parse_uint (raw, max, &v))
    return 0;
  return v;
}

static gboolean
get_bool (GtProgress *self,
          const char *prefix,
          const char *id,
          const char *key)
{
  g_autofree char *raw = get_raw (self, prefix, id, key);
  gboolean v = FALSE;

  if (!parse_bool (raw, &v))
    return FALSE;
  return v;
}

static void
emit_changed (GtProgress *self,
              const char *id)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, id);
}

/* A value really changed (the setters return early when not): there is
 * something to save. */
static void
changed (GtProgress *self,
         const char *id)
{
  self->dirty = TRUE;
  emit_changed (self, id);
}

/* ---- Reading the file ---------------------------------------------------- */

typedef enum {
  READ_OK,
  READ_MISSING,        /* no such file: nothing done yet */
  READ_FAILED,         /* open() or read() failed; *errno_out says why */
  READ_SPECIAL,        /* a folder, a FIFO, a device: not read at all */
  READ_LINK,           /* a symbolic link: not followed */
  READ_TOO_LARGE,      /* more than MAX_FILE_SIZE bytes: not read (or not all) */
} ReadResult;

/* Reads path, refusing before reading anything that is not a regular file
 * of at most MAX_FILE_SIZE bytes: a FIFO, a link to /dev/zero or a huge
 * file must not hang the app at startup nor fill its memory.  The name is
 * looked at first, so that a device or a FIFO is not even opened (opening
 * some devices does something); then the file is opened once, with
 * O_NONBLOCK in case it became a FIFO meanwhile (opening one with no writer
 * blocks), and checked again on the open file, which cannot be swapped.  At
 * most MAX_FILE_SIZE + 1 bytes are read, so a file growing while it is read
 * is caught too.  A symbolic link is not followed (O_NOFOLLOW on the
 * open): what it leads to is not the app's, and a file read through a link
 * would then be written through it. */
static ReadResult
read_limited (const char  *path,
              char       **data_out,
              gsize       *len_out,
              int         *errno_out)
{
  struct stat st;
  char *buf;
  gsize len = 0;
  int fd;

  *data_out = NULL;
  *len_out = 0;
  *errno_out = 0;

  if (g_lstat (path, &st) != 0)
    {
      *errno_out = errno;
      return *errno_out == ENOENT ? READ_MISSING : READ_FAILED;
    }
  if (S_ISLNK (st.st_mode))
    return READ_LINK;
  if (!S_ISREG (st.st_mode))
    return READ_SPECIAL;
  if (st.st_size > MAX_FILE_SIZE)
    return READ_TOO_LARGE;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0);
  if (fd < 0)
    {
      *errno_out = errno;
      if (*errno_out == ELOOP)
        return READ_LINK;      /* became a link since the lstat */
      return *errno_out == ENOENT ? READ_MISSING : READ_FAILED;
    }
  if (fstat (fd, &st) != 0)
    {
      *errno_out = errno;
      g_close (fd, NULL);
      return READ_FAILED;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_close (fd, NULL);
      return READ_SPECIAL;
    }
  if (st.st_size > MAX_FILE_SIZE)
    {
      g_close (fd, NULL);
      return READ_TOO_LARGE;
    }

  /* One byte more than allowed, to see whether there is more; one more for
   * the terminating NUL. */
  buf = g_malloc ((gsize) MAX_FILE_SIZE + 2);
  while (len <= MAX_FILE_SIZE)
    {
      gssize n = read (fd, buf + len, (gsize) MAX_FILE_SIZE + 1 - len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          *errno_out = errno;
          g_free (buf);
          g_close (fd, NULL);
          return READ_FAILED;
        }
      if (n == 0)
        break;
      len += (gsize) n;
    }
  g_close (fd, NULL);
  if (len > MAX_FILE_SIZE)
    {
      g_free (buf);
      return READ_TOO_LARGE;
    }

  buf[len] = '\0';
  *data_out = g_realloc (buf, len + 1);
  *len_out = len;
  return READ_OK;
}

/* ---- Loading ------------------------------------------------------------- */

/* Translations are kept so that a file loads the same whatever the
 * learner's language (GKeyFile otherwise drops the ones of other locales)
 * and keys of other versions are written back as they were. */
#define LOAD_FLAGS (G_KEY_FILE_KEEP_COMMENTS | G_KEY_FILE_KEEP_TRANSLATIONS)

typedef enum {
  LINE_BLANK,          /* empty, spaces or a comment: always fine */
  LINE_KEY,            /* anything else: "Key=value", GKeyFile says */
  LINE_BAD,            /* a NUL byte or bad UTF-8: never kept */
} LineKind;

typedef struct {
  const char *text;
  gsize       len;     /* without the line break */
  LineKind    kind;
} Line;

/* One pass of salvage(): the lines are gathered group by group (a header
 * and the lines under it) and each group is tried as a whole. */
typedef struct {
  GKeyFile   *probe;
  GString    *trial;   /* what is given to the probe */
  GString    *kept;
  GArray     *lines;   /* of Line: the lines under the header */
  const char *header;  /* NULL before the first header */
  gsize       header_len;
  gboolean    header_is_text;
  guint       n_dropped;
  guint       n_groups;
} Salvage;

static void
trial_add (Salvage    *sv,
           const char *text,
           gsize       len)
{
  g_string_append_len (sv->trial, text, (gssize) len);
  g_string_append_c (sv->trial, '\n');
}

static gboolean
trial_accepted (Salvage *sv)
{
  return g_key_file_load_from_data (sv->probe, sv->trial->str, sv->trial->len, LOAD_FLAGS, NULL);
}

static void
keep (Salvage    *sv,
      const char *text,
      gsize       len)
{
  g_string_append_len (sv->kept, text, (gssize) len);
  g_string_append_c (sv->kept, '\n');
}

/* Keeps what GKeyFile accepts of the current group.  Most groups are whole,
 * and one try settles them; a group that fails is tried line by line, each
 * line under its own header, so that a bad line costs that line only and a
 * bad header the lines under it only (they must not fall into the group
 * before).  Whether a line is acceptable does not depend on the lines
 * around it, only on there being a group, so the group as a whole is
 * accepted exactly when each of its lines would be. */
static void
flush_group (Salvage *sv)
{
  gboolean header_ok = FALSE;

  if (sv->header != NULL && sv->header_is_text)
    {
      g_string_truncate (sv->trial, 0);
      trial_add (sv, sv->header, sv->header_len);
      for (guint i = 0; i < sv->lines->len; i++)
        {
          const Line *l = &g_array_index (sv->lines, Line, i);

          if (l->kind != LINE_BAD)
            trial_add (sv, l->text, l->len);
        }
      if (trial_accepted (sv))
        {
          keep (sv, sv->header, sv->header_len);
          sv->n_groups++;
          for (guint i = 0; i < sv->lines->len; i++)
            {
              const Line *l = &g_array_index (sv->lines, Line, i);

              if (l->kind == LINE_BAD)
                sv->n_dropped++;
              else
                keep (sv, l->text, l->len);
            }
          g_array_set_size (sv->lines, 0);
          return;
        }

      g_string_truncate (sv->trial, 0);
      trial_add (sv, sv->header, sv->header_len);
      header_ok = trial_accepted (sv);
    }

  if (sv->header != NULL && header_ok)
    {
      keep (sv, sv->header, sv->header_len);
      sv->n_groups++;
    }
  else if (sv->header != NULL)
    sv->n_dropped++;

  for (guint i = 0; i < sv->lines->len; i++)
    {
      const Line *l = &g_array_index (sv->lines, Line, i);

      switch (l->kind)
        {
        case LINE_BLANK:
          keep (sv, l->text, l->len);
          break;
        case LINE_KEY:
          if (header_ok)
            {
              g_string_truncate (sv->trial, 0);
              trial_add (sv, sv->header, sv->header_len);
              trial_add (sv, l->text, l->len);
              if (trial_accepted (sv))
                {
                  keep (sv, l->text, l->len);
                  break;
                }
            }
          sv->n_dropped++;      /* bad, or under no group */
          break;
        case LINE_BAD:
        default:
          sv->n_dropped++;
          break;
        }
    }
  g_array_set_size (sv->lines, 0);
}

/* Keeps the lines GKeyFile accepts and returns them, counting the lines
 * left out and the groups kept.  GKeyFile refuses a whole file for one bad
 * line, and the learner's other lessons must not pay for it; asking
 * GKeyFile itself about each line, rather than guessing at its grammar
 * here, is what makes sure that what is kept then loads.
 *
 * *cut_short is set when the file does not end with a line break: it was
 * cut off (an interrupted copy, a full disk, a crash before the data was
 * on disk), and its last line is part of a line — "Steps=1;2" may have
 * been "Steps=1;2;3;4" — so it is left out, and said. */
static char *
salvage (const char *data,
         gsize       len,
         guint      *n_dropped,
         guint      *n_groups,
         gboolean   *cut_short)
{
  Salvage sv = { 0 };
  const char *p = data;
  const char *end = data + len;

  *cut_short = len > 0 && data[len - 1] != '\n';
  while (end > data && end[-1] != '\n')
    end--;

  sv.probe = g_key_file_new ();
  sv.trial = g_string_new (NULL);
  sv.kept = g_string_sized_new (len + 1);
  sv.lines = g_array_new (FALSE, FALSE, sizeof (Line));

  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize line_len = (gsize) (nl - p);
      const char *s = p;
      gboolean is_text;

      /* GKeyFile drops the \r of a \r\n too. */
      if (line_len > 0 && p[line_len - 1] == '\r')
        line_len--;
      /* With a length, g_utf8_validate() refuses NUL bytes as well. */
      is_text = g_utf8_validate (p, (gssize) line_len, NULL);
      while (s < p + line_len && g_ascii_isspace (*s))
        s++;

      if (s < p + line_len && *s == '[')
        {
          /* A header, good or bad, ends the group before it. */
          flush_group (&sv);
          sv.header = p;
          sv.header_len = line_len;
          sv.header_is_text = is_text;
        }
      else
        {
          Line line = { p, line_len, LINE_KEY };

          if (!is_text)
            line.kind = LINE_BAD;
          else if (s == p + line_len || *s == '#')
            line.kind = LINE_BLANK;
          g_array_append_val (sv.lines, line);
        }
      p = nl + 1;
    }
  flush_group (&sv);

  *n_dropped = sv.n_dropped;
  *n_groups = sv.n_groups;
  g_key_file_unref (sv.probe);
  g_string_free (sv.trial, TRUE);
  g_array_unref (sv.lines);
  return g_string_free (sv.kept, FALSE);
}

/* Removes the known keys whose values make no sense, counting them. */
static guint
drop_bad_values (GKeyFile *keys)
{
  g_auto(GStrv) groups = g_key_file_get_groups (keys, NULL);
  guint n_bad = 0;

  for (guint i = 0; groups[i] != NULL; i++)
    {
      const char *g = groups[i];
      gboolean lesson = g_str_has_prefix (g, PREFIX_LESSON);
      gboolean puzzle = g_str_has_prefix (g, PREFIX_PUZZLE);
      gboolean drill = g_str_has_prefix (g, PREFIX_DRILL);
      g_auto(GStrv) keys_in = NULL;

      if (!lesson && !puzzle && !drill)
        continue;
      keys_in = g_key_file_get_keys (keys, g, NULL, NULL);
      for (guint k = 0; keys_in != NULL && keys_in[k] != NULL; k++)
        {
          const char *key = keys_in[k];
          g_autofree char *raw = g_key_file_get_value (keys, g, key, NULL);
          gboolean ok = TRUE;
          gboolean b;
          guint u;

          if (lesson && (strcmp (key, KEY_STEPS) == 0 || strcmp (key, KEY_MISTAKES) == 0))
            {
              gboolean bad;
              guint64 mask = parse_steps (raw, &bad);

              if (bad)
                {
                  /* Keep the good step numbers, drop the rest. */
                  g_autofree char *steps = steps_to_string (mask);
                  g_key_file_set_value (keys, g, key, steps);
                  n_bad++;
                }
              continue;
            }
          else if (lesson && strcmp (key, KEY_CURRENT) == 0)
            ok = parse_uint (raw, GT_PROGRESS_MAX_STEPS, &u);
          else if ((lesson && strcmp (key, KEY_COMPLETED) == 0) ||
                   (puzzle && strcmp (key, KEY_SOLVED) == 0) ||
                   (puzzle && strcmp (key, KEY_REVIEW) == 0))
            ok = parse_bool (raw, &b);
          else if (puzzle && strcmp (key, KEY_FAILURES) == 0)
            ok = parse_uint (raw, G_MAXINT, &u);
          else if (lesson && strcmp (key, KEY_LAPSES) == 0)
            ok = parse_uint (raw, G_MAXINT, &u);
          else if ((lesson || drill) && strcmp (key, KEY_STARS) == 0)
            ok = parse_uint (raw, 3, &u);
          else if (puzzle && strcmp (key, KEY_BEST) == 0)
            ok = parse_uint (raw, GT_PUZZLE_SOLVED_CLEAN, &u) && u >= GT_PUZZLE_SOLVED_AFTER_FAILING;

          if (!ok)
            {
              g_key_file_remove_key (keys, g, key, NULL);
              n_bad++;
            }
        }
    }
  return n_bad;
}

/* Whether path holds exactly len bytes of data. */
static gboolean
file_holds (const char *path,
            const char *data,
            gsize       len)
{
  g_autofree char *copy = NULL;
  gsize copy_len;
  int saved_errno;

  return read_limited (path, &copy, &copy_len, &saved_errno) == READ_OK &&
         copy_len == len && memcmp (copy, data, len) == 0;
}

static char *
backup_name (GtProgress *self,
             guint       i)
{
  if (i == 0)
    return g_strconcat (self->path, ".bak", NULL);
  return g_strdup_printf ("%s.bak.%u", self->path, i);
}

/* Makes sure a backup holds the damaged file as it was read, byte for
 * byte, before anything is written over the file.  Backups are never
 * written over: the first of progress.ini.bak, .bak.1, .bak.2 … that
 * already holds these bytes is the backup; else the first name free of
 * anything (a file, a link, a folder) gets a new copy, written (and
 * synced) there, then read back and compared.  An older backup of an
 * earlier damage is thus kept, whatever is done since.  A full disk makes
 * the copy fail, and a copy that is not there must be neither counted on
 * nor claimed.  self->backup_path is set to the backup, or to the name
 * the copy failed at. */
static gboolean
ensure_backup (GtProgress  *self,
               GError     **error)
{
  gsize len;
  const char *data = g_bytes_get_data (self->original, &len);

  if (data == NULL)
    data = "";
  for (guint i = 0; i < MAX_BACKUPS; i++)
    {
      g_autofree char *name = backup_name (self, i);
      GStatBuf st;

      if (file_holds (name, data, len))
        {
          g_free (self->backup_path);
          self->backup_path = g_steal_pointer (&name);
          return TRUE;
        }
      if (g_lstat (name, &st) == 0 || errno != ENOENT)
        continue;              /* something else is there: kept */

      g_free (self->backup_path);
      self->backup_path = g_steal_pointer (&name);
      if (!gt_atomic_file_set_contents (self->backup_path, data, len, GT_ATOMIC_FILE_NO_REPLACE, error))
        return FALSE;
      if (!file_holds (self->backup_path, data, len))
        {
          g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_IO,
                               _("the copy read back is not the same as the file"));
          return FALSE;
        }
      return TRUE;
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
               _("%u earlier copies are kept there already; move some of them away"), MAX_BACKUPS);
  return FALSE;
}

/* Two sentences of a message, in the order given. */
static char *
join_sentences (char *first,
                char *second)
{
  char *joined;

  if (first == NULL)
    return second;
  /* Translators: two sentences of a message, one after the other.  Leave out
   * the space if your language does not put one between sentences. */
  joined = g_strdup_printf (C_("sentences", "%s %s"), first, second);
  g_free (first);
  g_free (second);
  return joined;
}

/* A file that could not be read at all: it is left as it is, and
 * gt_progress_save() will not write over it. */
static gboolean
fail_unread (GtProgress  *self,
             GError     **error,
             GQuark       domain,
             int          code,
             char        *what)
{
  char *message = join_sentences (what,
                                  g_strdup (_("It is left as it is, and no progress will be saved over it.")));

  self->file_state = FILE_UNREAD;
  g_set_error_literal (error, domain, code, message);
  g_free (message);
  emit_changed (self, NULL);
  return FALSE;
}

/* Reads data into self->keys, keeping what can be read (see salvage()).
 * Returns NULL when all of it was read, else what was wrong in the
 * learner's words, with *nothing_kept set when nothing could be read. */
static char *
parse_data (GtProgress *self,
            const char *data,
            gsize       len,
            gboolean   *nothing_kept)
{
  g_autofree char *kept = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  char *message = NULL;
  guint n_dropped, n_groups, n_bad;
  gboolean cut_short;

  kept = salvage (data, len, &n_dropped, &n_groups, &cut_short);
  *nothing_kept = n_groups == 0 && n_dropped > 0;
  if (*nothing_kept ||
      !g_key_file_load_from_data (keys, kept, (gsize) -1, LOAD_FLAGS, NULL))
    {
      /* The second cannot happen (each kept line was accepted), but if it
       * did, the file is treated as one with nothing in it to keep. */
      g_key_file_unref (keys);
      keys = g_key_file_new ();
      *nothing_kept = TRUE;
    }
  n_bad = drop_bad_values (keys) + n_dropped;
  g_key_file_unref (self->keys);
  self->keys = g_steal_pointer (&keys);

  if (*nothing_kept)
    return g_strdup_printf (_("“%s” is not a progress file, so progress starts afresh."),
                            self->path);
  if (n_bad > 0)
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Part of your progress file was damaged: %u line could not be read and was left out. Everything else was kept.",
                                            "Part of your progress file was damaged: %u lines could not be read and were left out. Everything else was kept.",
                                            n_bad),
                               n_bad);
  if (cut_short)
    message = join_sentences (message,
                              g_strdup (_("Your progress file seems cut short: its last line was incomplete and was left out.")));
  return message;
}

static void
reset_state (GtProgress *self)
{
  g_key_file_unref (self->keys);
  self->keys = g_key_file_new ();
  self->file_state = FILE_FREE;
  self->dirty = FALSE;
  g_clear_pointer (&self->original, g_bytes_unref);
}

gboolean
gt_progress_load_data (GtProgress  *self,
                       const char  *data,
                       gsize        len,
                       GError     **error)
{
  char *message;
  gboolean nothing_kept;

  g_return_val_if_fail (GT_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  reset_state (self);
  if (len > MAX_FILE_SIZE)
    {
      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE,
                   _("“%s” is too large to be a progress file, so it was not read."), self->path);
      emit_changed (self, NULL);
      return FALSE;
    }
  message = parse_data (self, data != NULL ? data : "", len, &nothing_kept);
  emit_changed (self, NULL);
  if (message == NULL)
    return TRUE;
  g_set_error_literal (error, GT_PROGRESS_ERROR,
                       nothing_kept ? GT_PROGRESS_ERROR_UNREADABLE : GT_PROGRESS_ERROR_DAMAGED,
                       message);
  g_free (message);
  return FALSE;
}

gboolean
gt_progress_load (GtProgress  *self,
                  GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) backup_error = NULL;
  char *message = NULL;
  gsize len = 0;
  gboolean nothing_kept;
  int saved_errno;

  g_return_val_if_fail (GT_IS_PROGRESS (self), FALSE);

  reset_state (self);

  switch (read_limited (self->path, &data, &len, &saved_errno))
    {
    case READ_OK:
      break;
    case READ_MISSING:
      emit_changed (self, NULL);
      return TRUE;             /* nothing done yet */
    case READ_FAILED:
      return fail_unread (self, error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                          g_strdup_printf (_("Your progress could not be read from “%s”: %s."),
                                           self->path, g_strerror (saved_errno)));
    case READ_LINK:
      return fail_unread (self, error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE,
                          g_strdup_printf (_("“%s” is a symbolic link: progress is never read or written through a link, so it was not read. Put the file itself in its place to go on with it."),
                                           self->path));
    case READ_SPECIAL:
      return fail_unread (self, error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE,
                          g_strdup_printf (_("“%s” is not an ordinary file, so it was not read as your progress."),
                                           self->path));
    case READ_TOO_LARGE:
    default:
      return fail_unread (self, error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE,
                          g_strdup_printf (_("“%s” is too large to be a progress file, so it was not read."),
                                           self->path));
    }

  message = parse_data (self, data, len, &nothing_kept);
  if (message == NULL)
    {
      emit_changed (self, NULL);
      return TRUE;
    }

  /* Damaged: what could be read is loaded, and the file is kept as it was
   * until a verified copy of it exists. */
  self->file_state = FILE_DAMAGED;
  self->original = g_bytes_new_take (g_steal_pointer (&data), len);

  if (ensure_backup (self, &backup_error))
    message = join_sentences (message,
                              g_strdup_printf (_("A copy of the file as it was is kept in “%s”."),
                                               self->backup_path));
  else
    message = join_sentences (message,
                              g_strdup_printf (_("No copy of the file could be made in “%s” (%s), so it is left as it is: nothing will be saved over it until a copy can be made."),
                                               self->backup_path, backup_error->message));

  g_set_error_literal (error, GT_PROGRESS_ERROR,
                       nothing_kept ? GT_PROGRESS_ERROR_UNREADABLE : GT_PROGRESS_ERROR_DAMAGED,
                       message);
  g_free (message);
  emit_changed (self, NULL);
  return FALSE;
}

/* ---- Saving -------------------------------------------------------------- */

/* Whether nothing is at path any more, not even a link (lstat: a
 * dangling link is something, and is not written through), so that
 * writing there cannot cost anything. */
static gboolean
path_is_free (const char *path)
{
  GStatBuf st;

  return g_lstat (path, &st) != 0 && errno == ENOENT;
}

/* The file's text, at most MAX_FILE_SIZE bytes, or NULL.  The Play page's
 * last review is the one thing a save may leave out: it only shows the
 * last deal again, while lessons, puzzles and the keys of other versions
 * are the learner's. */
static char *
file_text (GtProgress *self,
           gsize      *len)
{
  char *data = g_key_file_to_data (self->keys, len, NULL);

  if (*len > MAX_FILE_SIZE && g_key_file_has_group (self->keys, GROUP_PLAY))
    {
      g_free (data);
      g_key_file_remove_key (self->keys, GROUP_PLAY, KEY_REVIEW_GAME, NULL);
      g_key_file_remove_key (self->keys, GROUP_PLAY, KEY_REVIEW_DEAL, NULL);
      g_key_file_remove_key (self->keys, GROUP_PLAY, KEY_REVIEW_PLAYS, NULL);
      data = g_key_file_to_data (self->keys, len, NULL);
    }
  if (*len <= MAX_FILE_SIZE)
    return data;
  g_free (data);
  return NULL;
}

gboolean
gt_progress_save (GtProgress  *self,
                  GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *data = NULL;
  g_autofree char *comment = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize len;

  g_return_val_if_fail (GT_IS_PROGRESS (self), FALSE);

  /* Nothing changed since the load or the last save: the file is left
   * exactly as it is — not rewritten, not even tidied. */
  if (!self->dirty)
    return TRUE;

  if (self->file_state == FILE_UNREAD && !path_is_free (self->path))
    {
      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_PROTECTED,
                   _("Your progress was not saved: “%s” could not be read, and it is left as it is so that nothing in it is lost."),
                   self->path);
      return FALSE;
    }
  if (self->file_state == FILE_DAMAGED && !ensure_backup (self, &local_error))
    {
      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_PROTECTED,
                   _("Your progress was not saved: “%s” is damaged, no copy of it could be made in “%s” (%s), and it is left as it is so that nothing in it is lost."),
                   self->path, self->backup_path, local_error->message);
      return FALSE;
    }

  g_key_file_set_integer (self->keys, GROUP_PROGRESS, KEY_VERSION, FORMAT_VERSION);
  comment = g_key_file_get_comment (self->keys, GROUP_PROGRESS, NULL, NULL);
  if (comment == NULL || comment[0] == '\0')
    g_key_file_set_comment (self->keys, GROUP_PROGRESS, NULL,
                            " Guandan Tutor: the lessons and puzzles done.  Written by the app;\n"
                            " lines it cannot read are left out and the file is kept as .bak.", NULL);
  /* Never a file the next start would refuse (the reliability run saved
   * 1,084,771 bytes over a 1 MiB read limit, and nothing was saved
   * again): the old file, which was read, stays instead. */
  data = file_text (self, &len);
  if (data == NULL)
    {
      g_autofree char *limit = g_format_size (MAX_FILE_SIZE);

      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_TOO_LARGE,
                   _("Your progress was not saved: it would be larger than the %s a progress file may hold, so “%s” is left as it was."),
                   limit, self->path);
      return FALSE;
    }

  /* The folder is created for the file itself, never at the end of a
   * link (the file is not written through one). */
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Your progress could not be saved: the folder “%s” could not be created (%s)."),
                   dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* Written beside the old file and renamed over it (and synced first), so
   * that a crash or a full disk leaves a whole file, old or new; never
   * through a link, never over a read-only file, the old mode kept. */
  if (!gt_atomic_file_set_contents (self->path, data, len, GT_ATOMIC_FILE_NONE, &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("Your progress could not be saved: %s"), local_error->message);
      return FALSE;
    }

  /* The file is now ours: the damaged one lives on in the backup. */
  self->dirty = FALSE;
  self->file_state = FILE_FREE;
  g_clear_pointer (&self->original, g_bytes_unref);
  return TRUE;
}

/* ---- Lessons ------------------------------------------------------------- */

guint64
gt_progress_get_steps_done (GtProgress *self,
                            const char *lesson_id)
{
  g_autofree char *raw = NULL;

  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);

  raw = get_raw (self, PREFIX_LESSON, lesson_id, KEY_STEPS);
  return parse_steps (raw, NULL);
}

gboolean
gt_progress_is_step_done (GtProgress *self,
                          const char *lesson_id,
                          guint       step)
{
  if (step < 1 || step > GT_PROGRESS_MAX_STEPS)
    return FALSE;
  return (gt_progress_get_steps_done (self, lesson_id) & (G_GUINT64_CONSTANT (1) << (step - 1))) != 0;
}

guint
gt_progress_count_steps_done (GtProgress *self,
                              const char *lesson_id)
{
  guint64 mask = gt_progress_get_steps_done (self, lesson_id);
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

void
gt_progress_set_step_done (GtProgress *self,
                           const char *lesson_id,
                           guint       step)
{
  g_autofree char *group = NULL;
  g_autofree char *steps = NULL;
  guint64 mask;

  g_return_if_fail (GT_IS_PROGRESS (self));
  g_return_if_fail (step >= 1 && step <= GT_PROGRESS_MAX_STEPS);

  group = group_name (PREFIX_LESSON, lesson_id);
  if (group == NULL)
    return;
  mask = gt_progress_get_steps_done (self, lesson_id);
  if (mask & (G_GUINT64_CONSTANT (1) << (step - 1)))
    return;
  mask |= G_GUINT64_CONSTANT (1) << (step - 1);

  steps = steps_to_string (mask);
  g_key_file_set_value (self->keys, group, KEY_STEPS, steps);

  changed (self, lesson_id);
}

guint
gt_progress_get_current_step (GtProgress *self,
                              const char *lesson_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);
  return get_uint (self, PREFIX_LESSON, lesson_id, KEY_CURRENT, GT_PROGRESS_MAX_STEPS);
}

void
gt_progress_set_current_step (GtProgress *self,
                              const char *lesson_id,
                              guint       step)
{
  g_autofree char *group = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));
  g_return_if_fail (step <= GT_PROGRESS_MAX_STEPS);

  group = group_name (PREFIX_LESSON, lesson_id);
  if (group == NULL || gt_progress_get_current_step (self, lesson_id) == step)
    return;
  g_key_file_set_integer (self->keys, group, KEY_CURRENT, (int) step);
  changed (self, lesson_id);
}

gboolean
gt_progress_get_lesson_completed (GtProgress *self,
                                  const char *lesson_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), FALSE);
  return get_bool (self, PREFIX_LESSON, lesson_id, KEY_COMPLETED);
}

void
gt_progress_set_lesson_completed (GtProgress *self,
                                  const char *lesson_id,
                                  gboolean    completed)
{
  g_autofree char *group = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_LESSON, lesson_id);
  if (group == NULL || gt_progress_get_lesson_completed (self, lesson_id) == !!completed)
    return;
  g_key_file_set_boolean (self->keys, group, KEY_COMPLETED, !!completed);
  changed (self, lesson_id);
}

guint
gt_progress_get_lesson_lapses (GtProgress *self,
                               const char *lesson_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);
  return get_uint (self, PREFIX_LESSON, lesson_id, KEY_LAPSES, G_MAXINT);
}

static void
set_uint (GtProgress *self,
          const char *prefix,
          const char *id,
          const char *key,
          guint       value)
{
  g_autofree char *group = group_name (prefix, id);
  g_autofree char *raw = NULL;
  guint old = 0;

  if (group == NULL)
    return;
  raw = get_raw (self, prefix, id, key);
  if (raw != NULL && parse_uint (raw, G_MAXINT, &old) && old == value)
    return;
  g_key_file_set_integer (self->keys, group, key, (int) MIN (value, (guint) G_MAXINT));
  changed (self, id);
}

void
gt_progress_add_lesson_lapse (GtProgress *self,
                              const char *lesson_id)
{
  guint n;

  g_return_if_fail (GT_IS_PROGRESS (self));

  n = gt_progress_get_lesson_lapses (self, lesson_id);
  if (n < G_MAXINT)
    set_uint (self, PREFIX_LESSON, lesson_id, KEY_LAPSES, n + 1);
}

guint
gt_progress_get_lesson_stars (GtProgress *self,
                              const char *lesson_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);
  return get_uint (self, PREFIX_LESSON, lesson_id, KEY_STARS, 3);
}

guint
gt_progress_stars_for_lapses (guint lapses)
{
  return lapses == 0 ? 3 : lapses <= 3 ? 2 : 1;
}

guint
gt_progress_finish_lesson_pass (GtProgress *self,
                                const char *lesson_id)
{
  guint stars;

  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);

  stars = gt_progress_stars_for_lapses (gt_progress_get_lesson_lapses (self, lesson_id));
  if (stars > gt_progress_get_lesson_stars (self, lesson_id))
    set_uint (self, PREFIX_LESSON, lesson_id, KEY_STARS, stars);
  set_uint (self, PREFIX_LESSON, lesson_id, KEY_LAPSES, 0);
  return stars;
}

guint64
gt_progress_get_lesson_mistakes (GtProgress *self,
                                 const char *lesson_id)
{
  g_autofree char *raw = NULL;

  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);

  raw = get_raw (self, PREFIX_LESSON, lesson_id, KEY_MISTAKES);
  return parse_steps (raw, NULL);
}

void
gt_progress_set_lesson_mistakes (GtProgress *self,
                                 const char *lesson_id,
                                 guint64     steps)
{
  g_autofree char *group = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_LESSON, lesson_id);
  if (group == NULL || gt_progress_get_lesson_mistakes (self, lesson_id) == steps)
    return;
  /* Nothing to review: no key, as in a file from before the key. */
  if (steps == 0)
    g_key_file_remove_key (self->keys, group, KEY_MISTAKES, NULL);
  else
    {
      text = steps_to_string (steps);
      g_key_file_set_value (self->keys, group, KEY_MISTAKES, text);
    }
  changed (self, lesson_id);
}

void
gt_progress_reset_lesson (GtProgress *self,
                          const char *lesson_id)
{
  g_autofree char *group = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_LESSON, lesson_id);
  if (group == NULL || !g_key_file_remove_group (self->keys, group, NULL))
    return;
  changed (self, lesson_id);
}

/* ---- Puzzles ------------------------------------------------------------- */

GtPuzzleProgress
gt_progress_get_puzzle_state (GtProgress *self,
                              const char *puzzle_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), GT_PUZZLE_UNTRIED);

  if (get_bool (self, PREFIX_PUZZLE, puzzle_id, KEY_SOLVED))
    return GT_PUZZLE_SOLVED;
  if (gt_progress_get_puzzle_failures (self, puzzle_id) > 0)
    return GT_PUZZLE_FAILED;
  return GT_PUZZLE_UNTRIED;
}

guint
gt_progress_get_puzzle_failures (GtProgress *self,
                                 const char *puzzle_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);
  return get_uint (self, PREFIX_PUZZLE, puzzle_id, KEY_FAILURES, G_MAXINT);
}

gboolean
gt_progress_get_puzzle_review (GtProgress *self,
                               const char *puzzle_id)
{
  g_autofree char *raw = NULL;
  gboolean v;

  g_return_val_if_fail (GT_IS_PROGRESS (self), FALSE);

  /* A file from before the key: a failed puzzle not solved yet. */
  raw = get_raw (self, PREFIX_PUZZLE, puzzle_id, KEY_REVIEW);
  if (raw == NULL || !parse_bool (raw, &v))
    return gt_progress_get_puzzle_state (self, puzzle_id) == GT_PUZZLE_FAILED;
  return v;
}

void
gt_progress_set_puzzle_solved (GtProgress *self,
                               const char *puzzle_id)
{
  g_autofree char *group = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_PUZZLE, puzzle_id);
  if (group == NULL ||
      (get_bool (self, PREFIX_PUZZLE, puzzle_id, KEY_SOLVED) &&
       !gt_progress_get_puzzle_review (self, puzzle_id)))
    return;
  g_key_file_set_boolean (self->keys, group, KEY_SOLVED, TRUE);
  g_key_file_set_boolean (self->keys, group, KEY_REVIEW, FALSE);
  changed (self, puzzle_id);
}

GtPuzzleSolve
gt_progress_get_puzzle_best (GtProgress *self,
                             const char *puzzle_id)
{
  guint v;

  g_return_val_if_fail (GT_IS_PROGRESS (self), GT_PUZZLE_NOT_SOLVED);

  /* A file from before the key has none: how is not known. */
  v = get_uint (self, PREFIX_PUZZLE, puzzle_id, KEY_BEST, GT_PUZZLE_SOLVED_CLEAN);
  return (GtPuzzleSolve) v;
}

void
gt_progress_set_puzzle_best (GtProgress    *self,
                             const char    *puzzle_id,
                             GtPuzzleSolve  how)
{
  g_return_if_fail (GT_IS_PROGRESS (self));
  g_return_if_fail (how >= GT_PUZZLE_SOLVED_AFTER_FAILING && how <= GT_PUZZLE_SOLVED_CLEAN);

  if (get_uint (self, PREFIX_PUZZLE, puzzle_id, KEY_BEST, GT_PUZZLE_SOLVED_CLEAN) >= (guint) how)
    return;
  set_uint (self, PREFIX_PUZZLE, puzzle_id, KEY_BEST, how);
}

void
gt_progress_add_puzzle_failure (GtProgress *self,
                                const char *puzzle_id)
{
  g_autofree char *group = NULL;
  guint n;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_PUZZLE, puzzle_id);
  if (group == NULL)
    return;
  n = gt_progress_get_puzzle_failures (self, puzzle_id);
  if (n < G_MAXINT)
    n++;
  g_key_file_set_integer (self->keys, group, KEY_FAILURES, (int) n);
  g_key_file_set_boolean (self->keys, group, KEY_REVIEW, TRUE);
  changed (self, puzzle_id);
}

void
gt_progress_reset_puzzle (GtProgress *self,
                          const char *puzzle_id)
{
  g_autofree char *group = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_PUZZLE, puzzle_id);
  if (group == NULL || !g_key_file_remove_group (self->keys, group, NULL))
    return;
  changed (self, puzzle_id);
}

void
gt_progress_reset_all (GtProgress *self)
{
  g_return_if_fail (GT_IS_PROGRESS (self));

  g_key_file_unref (self->keys);
  self->keys = g_key_file_new ();
  changed (self, NULL);
}

/* ---- Drills ---------------------------------------------------------------- */

guint
gt_progress_get_drill_stars (GtProgress *self,
                             const char *drill_id)
{
  g_return_val_if_fail (GT_IS_PROGRESS (self), 0);
  return get_uint (self, PREFIX_DRILL, drill_id, KEY_STARS, 3);
}

void
gt_progress_set_drill_stars (GtProgress *self,
                             const char *drill_id,
                             guint       stars)
{
  g_autofree char *group = NULL;

  g_return_if_fail (GT_IS_PROGRESS (self));

  group = group_name (PREFIX_DRILL, drill_id);
  /* The best try counts: a worse one later does not take stars away. */
  if (group == NULL || stars > 3 || stars <= gt_progress_get_drill_stars (self, drill_id))
    return;
  g_key_file_set_integer (self->keys, group, KEY_STARS, (int) stars);
  changed (self, drill_id);
}

/* ---- The Play page ------------------------------------------------------------- */

void
gt_progress_set_play_review (GtProgress        *self,
                             guint32            game,
                             guint              deal,
                             const char *const *fields,
                             gsize              n_fields)
{
  g_return_if_fail (GT_IS_PROGRESS (self));
  g_return_if_fail (n_fields % 4 == 0);

  n_fields = MIN (n_fields, MAX_REVIEW_FIELDS);
  g_key_file_set_uint64 (self->keys, GROUP_PLAY, KEY_REVIEW_GAME, game);
  g_key_file_set_uint64 (self->keys, GROUP_PLAY, KEY_REVIEW_DEAL, deal);
  g_key_file_set_string_list (self->keys, GROUP_PLAY, KEY_REVIEW_PLAYS, fields, n_fields);
  changed (self, NULL);
}

char **
gt_progress_get_play_review (GtProgress *self,
                             guint32    *game,
                             guint      *deal)
{
  g_autofree char *raw_game = NULL, *raw_deal = NULL, *raw_plays = NULL;
  g_auto (GStrv) fields = NULL;
  guint g, d;
  gsize n = 0;

  g_return_val_if_fail (GT_IS_PROGRESS (self), NULL);

  /* Values read raw and checked, as everywhere in this file: a damaged
   * file yields nothing, never a warning. */
  raw_game = g_key_file_get_value (self->keys, GROUP_PLAY, KEY_REVIEW_GAME, NULL);
  raw_deal = g_key_file_get_value (self->keys, GROUP_PLAY, KEY_REVIEW_DEAL, NULL);
  raw_plays = g_key_file_get_value (self->keys, GROUP_PLAY, KEY_REVIEW_PLAYS, NULL);
  if (!parse_uint (raw_game, G_MAXUINT32, &g) || !parse_uint (raw_deal, G_MAXUINT16, &d) ||
      raw_plays == NULL || !gt_key_file_value_valid (raw_plays, NULL))
    return NULL;
  fields = g_key_file_get_string_list (self->keys, GROUP_PLAY, KEY_REVIEW_PLAYS, &n, NULL);
  if (fields == NULL || n % 4 != 0 || n > MAX_REVIEW_FIELDS)
    return NULL;
  for (gsize i = 0; i < n; i++)
    if (!g_utf8_validate (fields[i], -1, NULL))
      return NULL;
  *game = g;
  *deal = d;
  return g_steal_pointer (&fields);
}
