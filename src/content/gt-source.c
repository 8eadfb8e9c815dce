/* gt-source.c — a lesson or puzzle file as text with line numbers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "gt-source.h"

#include "gt-game.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0
#endif

struct _GtSource {
  char *file;
  GKeyFile *key_file;
  GHashTable *lines;    /* "group\x1fkey" or "group" → line (GUINT_TO_POINTER) */
  GPtrArray *groups;    /* group names in file order, NULL-terminated */
  gboolean unread;      /* the whole file was refused (reported) */
};

static void
problem_free (gpointer data)
{
  GtProblem *p = data;
  g_free (p->file);
  g_free (p->message);
  g_free (p);
}

GPtrArray *
gt_problems_new (void)
{
  return g_ptr_array_new_with_free_func (problem_free);
}

void
gt_problem_add (GPtrArray  *problems,
                const char *file,
                guint       line,
                const char *format,
                ...)
{
  GtProblem *p;
  va_list args;

  if (problems == NULL)
    return;
  p = g_new0 (GtProblem, 1);
  p->file = g_strdup (file);
  p->line = line;
  va_start (args, format);
  p->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, p);
}

void
gt_problem_add_not_regular (GPtrArray  *problems,
                            const char *file,
                            guint32     mode)
{
  const char *kind = "a special file";

  if (S_ISDIR (mode))
    kind = "a folder";
  else if (S_ISFIFO (mode))
    kind = "a FIFO";
  else if (S_ISCHR (mode))
    kind = "a character device";
  else if (S_ISBLK (mode))
    kind = "a block device";
#ifdef S_ISSOCK
  else if (S_ISSOCK (mode))
    kind = "a socket";
#endif
#ifdef S_ISLNK
  else if (S_ISLNK (mode))
    kind = "a symbolic link";
#endif
  gt_problem_add (problems, file, 0, "not a regular file (%s)", kind);
}

char *
gt_problem_to_string (const GtProblem *problem)
{
  if (problem->line > 0)
    return g_strdup_printf ("%s:%u: %s", problem->file, problem->line, problem->message);
  return g_strdup_printf ("%s: %s", problem->file, problem->message);
}

char *
gt_problems_to_string (GPtrArray *problems)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      char *line = gt_problem_to_string (problems->pdata[i]);
      g_string_append_printf (s, "%s\n", line);
      g_free (line);
    }
  return g_string_free (s, FALSE);
}

static char *
line_key (const char *group,
          const char *key)
{
  return key ? g_strconcat (group, "\x1f", key, NULL) : g_strdup (group);
}

/* The key part of "Key[ja]" is "Key"; returns its length. */
static gsize
base_key_len (const char *key)
{
  const char *bracket = strchr (key, '[');
  return bracket ? (gsize) (bracket - key) : strlen (key);
}

static gboolean
valid_key (const char *key)
{
  gsize base = base_key_len (key);

  if (base == 0)
    return FALSE;
  for (gsize i = 0; i < base; i++)
    if (!(g_ascii_isalnum (key[i]) || key[i] == '-' || key[i] == '_' || key[i] == '.'))
      return FALSE;
  if (key[base] == '[')
    {
      gsize len = strlen (key);
      if (len < base + 3 || key[len - 1] != ']')
        return FALSE;
      for (gsize i = base + 1; i < len - 1; i++)
        if (!(g_ascii_isalnum (key[i]) || key[i] == '_' || key[i] == '@' || key[i] == '.' || key[i] == '-'))
          return FALSE;
    }
  return TRUE;
}

GtSource *
gt_source_new_from_data (const char *file,
                         const char *data,
                         gsize       len,
                         GPtrArray  *problems)
{
  GtSource *source = g_new0 (GtSource, 1);
  char **lines = NULL;
  char *text = NULL;
  char *group = NULL;
  GError *error = NULL;
  GString *clean;

  source->file = g_strdup (file);
  source->key_file = g_key_file_new ();
  source->lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  source->groups = g_ptr_array_new_with_free_func (g_free);

  if (len > GT_SOURCE_MAX_BYTES)
    {
      gt_problem_add (problems, file, 0, "file is too large (%zu bytes; at most %u)",
                      len, GT_SOURCE_MAX_BYTES);
      source->unread = TRUE;
      goto done;
    }
  if (memchr (data, '\0', len) != NULL || !g_utf8_validate (data, (gssize) len, NULL))
    {
      const char *end = data;
      guint line = 1;
      g_utf8_validate (data, (gssize) len, &end);
      if (memchr (data, '\0', len) != NULL && (const char *) memchr (data, '\0', len) < end)
        end = memchr (data, '\0', len);
      for (const char *p = data; p < end; p++)
        if (*p == '\n')
          line++;
      gt_problem_add (problems, file, line, "the file is not UTF-8 text");
      source->unread = TRUE;
      goto done;
    }

  text = g_strndup (data, len);
  lines = g_strsplit (text, "\n", -1);
  if (g_strv_length (lines) > GT_SOURCE_MAX_LINES)
    {
      gt_problem_add (problems, file, 0, "file has too many lines (at most %u)", GT_SOURCE_MAX_LINES);
      source->unread = TRUE;
      goto done;
    }

  /* Lines that are fine go on to GKeyFile; a bad line is reported and left
   * out, so that one mistake does not hide the rest of the file. */
  clean = g_string_sized_new (len);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint lineno = i + 1;
      char *line = lines[i];
      gsize l = strlen (line);
      char *stripped;

      if (l > 0 && line[l - 1] == '\r')
        line[--l] = '\0';
      if (l > GT_SOURCE_MAX_LINE)
        {
          gt_problem_add (problems, file, lineno, "line is too long (%zu bytes; at most %u)", l, GT_SOURCE_MAX_LINE);
          g_string_append_c (clean, '\n');
          continue;
        }
      stripped = g_strstrip (g_strdup (line));

      if (*stripped == '\0' || *stripped == '#')
        ;
      else if (*stripped == '[')
        {
          gsize sl = strlen (stripped);
          char *name;
          char *k;

          if (sl < 3 || stripped[sl - 1] != ']' || strpbrk (stripped + 1, "[]") != stripped + sl - 1)
            {
              gt_problem_add (problems, file, lineno, "malformed group header '%s': write [Name]", stripped);
              g_free (stripped);
              g_string_append_c (clean, '\n');
              continue;
            }
          name = g_strndup (stripped + 1, sl - 2);
          k = line_key (name, NULL);
          if (g_hash_table_contains (source->lines, k))
            {
              gt_problem_add (problems, file, lineno, "group [%s] appears twice (first at line %u)", name,
                              GPOINTER_TO_UINT (g_hash_table_lookup (source->lines, k)));
              g_free (k);
            }
          else if (source->groups->len >= GT_SOURCE_MAX_GROUPS)
            {
              gt_problem_add (problems, file, lineno, "too many groups (at most %u)", GT_SOURCE_MAX_GROUPS);
              g_free (k);
              g_free (name);
              g_free (stripped);
              break;
            }
          else
            {
              g_hash_table_insert (source->lines, k, GUINT_TO_POINTER (lineno));
              g_ptr_array_add (source->groups, g_strdup (name));
            }
          g_free (group);
          group = name;
        }
      else
        {
          char *eq = strchr (stripped, '=');
          const char *why = NULL;
          char *key;

          if (eq == NULL)
            {
              gt_problem_add (problems, file, lineno, "expected 'Key=value', a [Group] or a # comment, not '%s'", stripped);
              g_free (stripped);
              g_string_append_c (clean, '\n');
              continue;
            }
          key = g_strstrip (g_strndup (stripped, (gsize) (eq - stripped)));
          if (group == NULL)
            {
              gt_problem_add (problems, file, lineno, "key '%s' stands before any [Group]", key);
              g_free (key);
              g_free (stripped);
              g_string_append_c (clean, '\n');
              continue;
            }
          if (!valid_key (key))
            {
              gt_problem_add (problems, file, lineno, "malformed key '%s'", key);
              g_free (key);
              g_free (stripped);
              g_string_append_c (clean, '\n');
              continue;
            }
          else if (!gt_key_file_value_valid (eq + 1, &why))
            {
              gt_problem_add (problems, file, lineno, "key '%s': %s", key, why);
              g_free (key);
              g_free (stripped);
              g_string_append_c (clean, '\n');
              continue;
            }
          else
            {
              char *k = line_key (group, key);
              if (g_hash_table_contains (source->lines, k))
                {
                  gt_problem_add (problems, file, lineno, "key '%s' appears twice in [%s] (first at line %u)", key, group,
                                  GPOINTER_TO_UINT (g_hash_table_lookup (source->lines, k)));
                  g_free (k);
                }
              else
                g_hash_table_insert (source->lines, k, GUINT_TO_POINTER (lineno));
            }
          g_free (key);
        }
      g_free (stripped);
      g_string_append (clean, line);
      g_string_append_c (clean, '\n');
    }

  if (!g_key_file_load_from_data (source->key_file, clean->str, clean->len,
                                  G_KEY_FILE_KEEP_TRANSLATIONS, &error))
    {
      /* Every line was checked above, so this is unexpected; say it anyway. */
      gt_problem_add (problems, file, 0, "%s", error->message);
      g_clear_error (&error);
    }
  g_string_free (clean, TRUE);

done:
  g_ptr_array_add (source->groups, NULL);
  g_free (group);
  g_strfreev (lines);
  g_free (text);
  return source;
}

/* Reads at most GT_SOURCE_MAX_BYTES + 1 bytes of fd: one byte more than the
 * limit says "too large" whatever fstat said (a file in /proc says 0 bytes,
 * and a file may grow while it is read). */
static char *
read_limited (int     fd,
              gsize   hint,
              gsize  *len,
              int    *err)
{
  gsize cap = MIN (MAX (hint, 4096) + 1, GT_SOURCE_MAX_BYTES + 1);
  char *data = g_malloc (cap);

  *len = 0;
  for (;;)
    {
      gssize n;

      if (*len == cap)
        {
          if (cap == GT_SOURCE_MAX_BYTES + 1)
            break;
          cap = MIN (cap * 2, GT_SOURCE_MAX_BYTES + 1);
          data = g_realloc (data, cap);
        }
      n = read (fd, data + *len, cap - *len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          *err = errno;
          g_free (data);
          return NULL;
        }
      if (n == 0)
        break;
      *len += (gsize) n;
    }
  return data;
}

/* The empty source of a file that could not be read at all. */
static GtSource *
unread_source (const char *path)
{
  GtSource *source = gt_source_new_from_data (path, "", 0, NULL);

  source->unread = TRUE;
  return source;
}

GtSource *
gt_source_new_from_file (const char *path,
                         GPtrArray  *problems)
{
  GtSource *source;
  GStatBuf st;
  struct stat fst;
  char *data;
  gsize len = 0;
  int fd, err = 0;

  /* Look before opening: opening a FIFO waits for a writer, and opening a
   * device may do something of its own (a tape rewinds, a terminal becomes
   * ours).  Symbolic links are followed: a link to a lesson is a lesson. */
  if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      gt_problem_add_not_regular (problems, path, st.st_mode);
      return unread_source (path);
    }
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      err = errno;
      gt_problem_add (problems, path, 0, "cannot read the file: %s", g_strerror (err));
      return unread_source (path);
    }
  /* What counts is what was opened: the path may have changed since. */
  if (fstat (fd, &fst) != 0)
    {
      err = errno;
      gt_problem_add (problems, path, 0, "cannot read the file: %s", g_strerror (err));
      close (fd);
      return unread_source (path);
    }
  if (!S_ISREG (fst.st_mode))
    {
      gt_problem_add_not_regular (problems, path, fst.st_mode);
      close (fd);
      return unread_source (path);
    }
  /* Refuse a huge file before reading it. */
  if (fst.st_size > GT_SOURCE_MAX_BYTES)
    {
      gt_problem_add (problems, path, 0, "file is too large (%lld bytes; at most %u)",
                      (long long) fst.st_size, GT_SOURCE_MAX_BYTES);
      close (fd);
      return unread_source (path);
    }
  data = read_limited (fd, (gsize) fst.st_size, &len, &err);
  close (fd);
  if (data == NULL)
    {
      gt_problem_add (problems, path, 0, "cannot read the file: %s", g_strerror (err));
      return unread_source (path);
    }
  if (len > GT_SOURCE_MAX_BYTES)
    {
      gt_problem_add (problems, path, 0, "file is too large (more than %u bytes)", GT_SOURCE_MAX_BYTES);
      g_free (data);
      return unread_source (path);
    }
  source = gt_source_new_from_data (path, data, len, problems);
  g_free (data);
  return source;
}

void
gt_source_free (GtSource *source)
{
  if (source == NULL)
    return;
  g_free (source->file);
  g_key_file_unref (source->key_file);
  g_hash_table_unref (source->lines);
  g_ptr_array_unref (source->groups);
  g_free (source);
}

const char *
gt_source_get_file (GtSource *source)
{
  return source->file;
}

GKeyFile *
gt_source_get_key_file (GtSource *source)
{
  return source->key_file;
}

const char *const *
gt_source_get_groups (GtSource *source)
{
  return (const char *const *) source->groups->pdata;
}

guint
gt_source_group_line (GtSource   *source,
                      const char *group)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (source->lines, group));
}

guint
gt_source_key_line (GtSource   *source,
                    const char *group,
                    const char *key)
{
  char *k = line_key (group, key);
  guint line = GPOINTER_TO_UINT (g_hash_table_lookup (source->lines, k));
  g_free (k);
  return line ? line : gt_source_group_line (source, group);
}

gboolean
gt_source_is_unread (GtSource *source)
{
  return source->unread;
}

/* Edit distance, for "did you mean" on typos; keys are short. */
static guint
distance (const char *a,
          gsize       la,
          const char *b)
{
  gsize lb = strlen (b);
  guint row[64];

  if (la >= 63 || lb >= 63)
    return G_MAXUINT;
  for (gsize j = 0; j <= lb; j++)
    row[j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    {
      guint prev = row[0];
      row[0] = (guint) i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint cur = row[j];
          guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;
          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), prev + cost);
          prev = cur;
        }
    }
  return row[lb];
}

void
gt_source_check_keys (GtSource          *source,
                      const char        *group,
                      const char *const *allowed,
                      GPtrArray         *problems)
{
  char **keys = g_key_file_get_keys (source->key_file, group, NULL, NULL);

  for (guint i = 0; keys && keys[i]; i++)
    {
      gsize base = base_key_len (keys[i]);
      const char *best = NULL;
      guint best_d = 3;
      gboolean known = FALSE;

      for (guint k = 0; allowed[k] && !known; k++)
        {
          guint d;
          if (strlen (allowed[k]) == base && strncmp (allowed[k], keys[i], base) == 0)
            known = TRUE;
          else if ((d = distance (keys[i], base, allowed[k])) < best_d)
            {
              best_d = d;
              best = allowed[k];
            }
        }
      if (known)
        continue;
      if (best != NULL)
        gt_problem_add (problems, source->file, gt_source_key_line (source, group, keys[i]),
                        "unknown key '%s' in [%s]; did you mean '%s'?", keys[i], group, best);
      else
        gt_problem_add (problems, source->file, gt_source_key_line (source, group, keys[i]),
                        "unknown key '%s' in [%s]", keys[i], group);
    }
  g_strfreev (keys);
}
