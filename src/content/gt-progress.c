/* gt-progress.c — what the learner has done: lesson steps, lessons, puzzles
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-progress.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

/* A progress file is a few kilobytes; anything far larger is not ours. */
#define MAX_FILE_SIZE (1024 * 1024)
#define MAX_ID_LEN    128

#define GROUP_PROGRESS "Progress"
#define PREFIX_LESSON  "Lesson "
#define PREFIX_PUZZLE  "Puzzle "

#define KEY_VERSION    "Version"
#define KEY_STEPS      "Steps"
#define KEY_CURRENT    "Current"
#define KEY_COMPLETED  "Completed"
#define KEY_SOLVED     "Solved"
#define KEY_FAILURES   "Failures"
#define KEY_REVIEW     "Review"

#define FORMAT_VERSION 1

struct _GtProgress {
  GObject parent_instance;

  char *path;
  char *backup_path;
  /* The store itself: keeping the GKeyFile (rather than copying it into
   * structs) is what keeps groups and keys of other versions intact. */
  GKeyFile *keys;

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

/* ---- Loading ------------------------------------------------------------- */

static gboolean
is_key_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_';
}

/* A line GKeyFile will accept as "Key=value" or "Key[locale]=value". */
static gboolean
line_is_key_value (const char *line)
{
  const char *p = line;

  while (is_key_char (*p))
    p++;
  if (p == line)
    return FALSE;
  if (*p == '[')
    {
      p++;
      while (*p != '\0' && *p != ']' && *p != '=' && *p != '[')
        p++;
      if (*p != ']')
        return FALSE;
      p++;
    }
  while (*p == ' ')
    p++;
  return *p == '=';
}

static gboolean
line_is_group (const char *line,
               gsize       len)
{
  if (len < 3 || line[0] != '[' || line[len - 1] != ']')
    return FALSE;
  for (gsize i = 1; i < len - 1; i++)
    if (line[i] == '[' || line[i] == ']' || (guchar) line[i] < 0x20)
      return FALSE;
  return TRUE;
}

/* Keeps the lines GKeyFile can read and that belong to a group; returns the
 * kept text and counts the lines left out.  GKeyFile refuses a whole file for
 * one bad line, and the learner's other lessons must not pay for it. */
static char *
salvage (const char *data,
         gsize       len,
         guint      *n_dropped,
         guint      *n_groups)
{
  GString *out = g_string_sized_new (len + 1);
  const char *p = data;
  const char *end = data + len;
  gboolean in_group = FALSE;

  *n_dropped = 0;
  *n_groups = 0;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *line_end = nl != NULL ? nl : end;
      gsize line_len = (gsize) (line_end - p);
      g_autofree char *line = NULL;
      gboolean keep;

      if (line_len > 0 && p[line_len - 1] == '\r')
        line_len--;
      line = g_strndup (p, line_len);
      p = nl != NULL ? nl + 1 : end;

      if (strlen (line) != line_len || !g_utf8_validate (line, -1, NULL))
        keep = FALSE;            /* a NUL byte or bad UTF-8 */
      else if (line[0] == '\0' || line[0] == '#')
        keep = TRUE;
      else if (line_is_group (line, line_len))
        {
          keep = TRUE;
          in_group = TRUE;
          (*n_groups)++;
        }
      else if (line[0] == '[')
        {
          /* A broken group header: its keys belong to no group we know,
           * and must not fall into the group before it. */
          keep = FALSE;
          in_group = FALSE;
        }
      else
        keep = in_group && line_is_key_value (line);

      if (keep)
        {
          g_string_append (out, line);
          g_string_append_c (out, '\n');
        }
      else if (line[0] != '\0')
        (*n_dropped)++;
    }
  return g_string_free (out, FALSE);
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
      g_auto(GStrv) keys_in = NULL;

      if (!lesson && !puzzle)
        continue;
      keys_in = g_key_file_get_keys (keys, g, NULL, NULL);
      for (guint k = 0; keys_in != NULL && keys_in[k] != NULL; k++)
        {
          const char *key = keys_in[k];
          g_autofree char *raw = g_key_file_get_value (keys, g, key, NULL);
          gboolean ok = TRUE;
          gboolean b;
          guint u;

          if (lesson && strcmp (key, KEY_STEPS) == 0)
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

          if (!ok)
            {
              g_key_file_remove_key (keys, g, key, NULL);
              n_bad++;
            }
        }
    }
  return n_bad;
}

static void
backup (GtProgress *self,
        const char *data,
        gsize       len)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (self->backup_path, data, (gssize) len, &error))
    g_message ("Could not keep a copy of the damaged progress file: %s", error->message);
}

gboolean
gt_progress_load (GtProgress  *self,
                  GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  gsize len = 0;
  guint n_dropped, n_groups, n_bad;

  g_return_val_if_fail (GT_IS_PROGRESS (self), FALSE);

  g_key_file_unref (self->keys);
  self->keys = g_key_file_new ();
  self->dirty = FALSE;

  if (!g_file_get_contents (self->path, &data, &len, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          emit_changed (self, NULL);
          return TRUE;           /* nothing done yet */
        }
      g_set_error (error, G_FILE_ERROR, local_error->code,
                   _("Your progress could not be read from “%s”: %s"),
                   self->path, local_error->message);
      emit_changed (self, NULL);
      return FALSE;
    }

  if (len > MAX_FILE_SIZE)
    {
      backup (self, data, len);
      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE,
                   _("“%s” is too large to be a progress file. It was copied to “%s” and progress starts afresh."),
                   self->path, self->backup_path);
      emit_changed (self, NULL);
      return FALSE;
    }

  kept = salvage (data, len, &n_dropped, &n_groups);
  if (!g_key_file_load_from_data (keys, kept, (gsize) -1, G_KEY_FILE_KEEP_COMMENTS, NULL) ||
      (n_groups == 0 && n_dropped > 0))
    {
      backup (self, data, len);
      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_UNREADABLE,
                   _("“%s” is not a progress file. It was copied to “%s” and progress starts afresh."),
                   self->path, self->backup_path);
      emit_changed (self, NULL);
      return FALSE;
    }

  n_bad = drop_bad_values (keys) + n_dropped;
  g_key_file_unref (self->keys);
  self->keys = g_steal_pointer (&keys);

  if (n_bad > 0)
    {
      backup (self, data, len);
      g_set_error (error, GT_PROGRESS_ERROR, GT_PROGRESS_ERROR_DAMAGED,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Part of your progress file was damaged: %u line could not be read and was left out. Everything else was kept; the damaged file was copied to “%s”.",
                                "Part of your progress file was damaged: %u lines could not be read and were left out. Everything else was kept; the damaged file was copied to “%s”.",
                                n_bad),
                   n_bad, self->backup_path);
      emit_changed (self, NULL);
      return FALSE;
    }

  emit_changed (self, NULL);
  return TRUE;
}

/* ---- Saving -------------------------------------------------------------- */

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

  g_key_file_set_integer (self->keys, GROUP_PROGRESS, KEY_VERSION, FORMAT_VERSION);
  comment = g_key_file_get_comment (self->keys, GROUP_PROGRESS, NULL, NULL);
  if (comment == NULL || comment[0] == '\0')
    g_key_file_set_comment (self->keys, GROUP_PROGRESS, NULL,
                            " Guandan Tutor: the lessons and puzzles done.  Written by the app;\n"
                            " lines it cannot read are left out and the file is kept as .bak.", NULL);
  data = g_key_file_to_data (self->keys, &len, NULL);

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
   * that a crash leaves a whole file, old or new. */
  if (!g_file_set_contents_full (self->path, data, (gssize) len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0644, &local_error))
    {
      g_set_error (error, G_FILE_ERROR, local_error->code,
                   _("Your progress could not be saved: %s"), local_error->message);
      return FALSE;
    }
  self->dirty = FALSE;
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
