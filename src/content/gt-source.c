/* gt-source.c — a lesson or puzzle file as text with line numbers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-source"

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
  GHashTable *refused;  /* "group\x1fkey" of key lines left out → line */
  GPtrArray *groups;    /* group names in file order, NULL-terminated */
  GHashTable *keys;     /* group → its keys as GKeyFile has them (GStrv), asked for once */
  /* The strings of lines, refused, groups and keys: one block for many
   * (a file has hundreds of keys, and an allocation each was most of the
   * cost of reading one under AddressSanitizer, and so of fuzzing). */
  GStringChunk *names;
  gboolean unread;      /* the whole file was refused (reported) */
  gboolean translated;  /* some key is Key[xx]=: worth asking for the user's language */
};

/* A problem is one block: the public part, the file and the message after
 * it.  Problems of one file stand together in the array (a file is read at
 * once), so that the cap on problems per file needs to look only at the
 * last one. */
typedef struct {
  GtProblem pub;        /* first: the array holds GtProblem pointers */
  guint run;            /* problems of this file in a row, this one included */
  guint more;           /* > 0: the line that stands for the problems left out */
  char more_text[96];   /* its message, rewritten as more grows */
  char text[];          /* the file, then the message */
} Problem;

static void
problem_free (gpointer data)
{
  g_free (data);
}

GPtrArray *
gt_problems_new (void)
{
  return g_ptr_array_new_with_free_func (problem_free);
}

/* The last problem when it is one of file's, else NULL. */
static Problem *
last_problem_of (GPtrArray  *problems,
                 const char *file)
{
  Problem *last;

  if (problems->len == 0)
    return NULL;
  last = problems->pdata[problems->len - 1];
  return strcmp (last->pub.file, file) == 0 ? last : NULL;
}

/* Past GT_PROBLEMS_MAX_PER_FILE, a file's problems are counted, not kept:
 * a file of thousands of mistakes (a fuzzer's, or a binary file renamed)
 * would otherwise cost a message each, for a list nobody reads to the end;
 * the first ones say what is wrong, and one line says how many more there
 * are.  An error among those left out makes that line an error, so that a
 * file is refused exactly as without the cap. */
static gboolean
problem_counted (GPtrArray  *problems,
                 const char *file,
                 gboolean    warning)
{
  Problem *last = last_problem_of (problems, file);
  Problem *more;
  gsize flen;

  if (last == NULL || (last->more == 0 && last->run < GT_PROBLEMS_MAX_PER_FILE))
    return FALSE;
  if (last->more == 0)
    {
      flen = strlen (file);
      more = g_malloc0 (sizeof (Problem) + flen + 1);
      memcpy (more->text, file, flen + 1);
      more->pub.file = more->text;
      more->pub.message = more->more_text;
      more->pub.warning = TRUE;
      more->run = last->run + 1;
      g_ptr_array_add (problems, more);
      last = more;
    }
  last->more++;
  last->pub.warning = last->pub.warning && warning;
  g_snprintf (last->more_text, sizeof last->more_text,
              "… and %u more problem%s (only the first %u of a file are listed)",
              last->more, last->more == 1 ? "" : "s", (guint) GT_PROBLEMS_MAX_PER_FILE);
  return TRUE;
}

void
gt_problem_addv (GPtrArray  *problems,
                 const char *file,
                 guint       line,
                 gboolean    warning,
                 const char *format,
                 va_list     args)
{
  Problem *p, *last;
  char buf[512];
  char *heap = NULL;
  const char *msg = buf;
  gsize flen, mlen;
  va_list copy;
  int n;

  if (problems == NULL || problem_counted (problems, file, warning))
    return;
  /* Most messages fit the stack, and the problem is then one allocation. */
  va_copy (copy, args);
  n = g_vsnprintf (buf, sizeof buf, format, copy);
  va_end (copy);
  if (n < 0 || (gsize) n >= sizeof buf)
    msg = heap = g_strdup_vprintf (format, args);
  flen = strlen (file);
  mlen = strlen (msg);
  p = g_malloc (sizeof (Problem) + flen + 1 + mlen + 1);
  memcpy (p->text, file, flen + 1);
  memcpy (p->text + flen + 1, msg, mlen + 1);
  p->pub.file = p->text;
  p->pub.line = line;
  p->pub.message = p->text + flen + 1;
  p->pub.warning = warning;
  p->more = 0;
  p->more_text[0] = '\0';
  last = last_problem_of (problems, file);
  p->run = last != NULL ? last->run + 1 : 1;
  g_ptr_array_add (problems, p);
  g_free (heap);
}

guint
gt_problems_added (GPtrArray *problems)
{
  guint n = problems->len;

  for (guint i = 0; i < problems->len; i++)
    {
      const Problem *p = problems->pdata[i];
      if (p->more > 0)
        n += p->more - 1;
    }
  return n;
}

void
gt_problem_add (GPtrArray  *problems,
                const char *file,
                guint       line,
                const char *format,
                ...)
{
  va_list args;

  va_start (args, format);
  gt_problem_addv (problems, file, line, FALSE, format, args);
  va_end (args);
}

void
gt_problem_add_warning (GPtrArray  *problems,
                        const char *file,
                        guint       line,
                        const char *format,
                        ...)
{
  va_list args;

  va_start (args, format);
  gt_problem_addv (problems, file, line, TRUE, format, args);
  va_end (args);
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

guint
gt_problems_count_errors (GPtrArray *problems)
{
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    if (!((GtProblem *) problems->pdata[i])->warning)
      n++;
  return n;
}

char *
gt_problem_to_string (const GtProblem *problem)
{
  const char *warning = problem->warning ? "warning: " : "";

  if (problem->line > 0)
    return g_strdup_printf ("%s:%u: %s%s", problem->file, problem->line, warning, problem->message);
  return g_strdup_printf ("%s: %s%s", problem->file, warning, problem->message);
}

char *
gt_problems_to_string (GPtrArray *problems)
{
  GString *s = g_string_sized_new (problems->len * 80);

  /* As gt_problem_to_string(), without a string for each line. */
  for (guint i = 0; i < problems->len; i++)
    {
      const GtProblem *p = problems->pdata[i];

      g_string_append (s, p->file);
      if (p->line > 0)
        g_string_append_printf (s, ":%u", p->line);
      g_string_append (s, ": ");
      if (p->warning)
        g_string_append (s, "warning: ");
      g_string_append (s, p->message);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

/* The name of a line in lines and refused: "group\x1fkey", or "group"
 * when key is NULL.  Lookups are many (every key a loader asks for, found
 * or not), so the name is made on the stack when it fits; lk->heap is what
 * to free. */
typedef struct {
  char buf[160];
  char *heap;
} LineKey;

static const char *
line_key (LineKey    *lk,
          const char *group,
          const char *key)
{
  gsize lg, lkey;
  char *k;

  lk->heap = NULL;
  if (key == NULL)
    return group;
  lg = strlen (group);
  lkey = strlen (key);
  k = lg + lkey + 2 <= sizeof lk->buf ? lk->buf : (lk->heap = g_malloc (lg + lkey + 2));
  memcpy (k, group, lg);
  k[lg] = '\x1f';
  memcpy (k + lg + 1, key, lkey + 1);
  return k;
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

/* The first control character of a line other than a tab, or 0: C0 codes,
 * DEL, and C1 codes (U+0080 to U+009F; some terminals obey U+009B as the
 * start of an escape sequence, and messages quote lines).  GKeyFile refuses
 * some of them (in group names, after a group's ']') and keeps the others in
 * values, where they are invisible; neither belongs in a lesson.  The line
 * is valid UTF-8.  *column counts characters from 1. */
static gunichar
find_control (const char *line,
              guint      *column)
{
  /* Every line passes here, so the plain stretches are skipped with
   * strcspn() rather than a character at a time: the bytes that can start
   * a control character are the C0 codes but the tab, DEL, and 0xC2, the
   * first byte of U+0080 to U+00BF (the C1 codes among them). */
  static const char stops[] =
    "\x01\x02\x03\x04\x05\x06\x07\x08\x0a\x0b\x0c\x0d\x0e\x0f"
    "\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f\xc2";
  const char *p = line;

  for (;;)
    {
      gunichar c;

      p += strcspn (p, stops);
      if (*p == '\0')
        return 0;
      c = (guchar) *p < 0x80 ? (gunichar) (guchar) *p : g_utf8_get_char (p);
      if ((c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f))
        {
          *column = (guint) g_utf8_strlen (line, p - line) + 1;
          return c;
        }
      p = g_utf8_next_char (p);
    }
}

static const char *
control_name (gunichar c)
{
  switch (c)
    {
    case 0x08: return " (backspace)";
    case 0x0b: return " (vertical tab)";
    case 0x0c: return " (form feed)";
    case 0x0d: return " (carriage return)";
    case 0x1b: return " (escape)";
    case 0x7f: return " (delete)";
    default: return "";
    }
}

/* line with the white space at either end left out, copied into buf (at
 * least as long as line): what g_strstrip() does, without a copy of every
 * line of the file. */
static char *
strip_into (char       *buf,
            const char *line)
{
  gsize n;

  while (g_ascii_isspace (*line))
    line++;
  n = strlen (line);
  while (n > 0 && g_ascii_isspace (line[n - 1]))
    n--;
  memcpy (buf, line, n);
  buf[n] = '\0';
  return buf;
}

/* The key of a key line, stripped ("" when there is no '='), in buf (at
 * least as long as the line). */
static char *
key_of_line (char       *buf,
             const char *stripped)
{
  const char *eq = strchr (stripped, '=');
  const char *end = eq;

  if (eq == NULL)
    {
      *buf = '\0';
      return buf;
    }
  while (g_ascii_isspace (*stripped) && stripped < eq)
    stripped++;
  while (end > stripped && g_ascii_isspace (end[-1]))
    end--;
  memcpy (buf, stripped, (gsize) (end - stripped));
  buf[end - stripped] = '\0';
  return buf;
}

/* A name kept for as long as the source: a copy in source->names. */
static const char *
keep_name (GtSource   *source,
           const char *name)
{
  return g_string_chunk_insert (source->names, name);
}

static void
refuse_key (GtSource   *source,
            const char *group,
            const char *key,
            guint       lineno)
{
  if (group != NULL && valid_key (key))
    {
      LineKey lk;

      g_hash_table_insert (source->refused, (gpointer) keep_name (source, line_key (&lk, group, key)),
                           GUINT_TO_POINTER (lineno));
      g_free (lk.heap);
    }
}

/* The text GKeyFile reads: every line, a left-out line as an empty one (so
 * that GKeyFile's idea of the lines stays ours). */
static GString *
join_kept (char          **lines,
           const gboolean *dropped,
           gsize           len)
{
  /* No line grows: the text's own length and a '\n' for the last line. */
  GString *text = g_string_sized_new (len + 1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (!dropped[i])
        g_string_append (text, lines[i]);
      g_string_append_c (text, '\n');
    }
  return text;
}

static gboolean
key_file_accepts (const char *text,
                  GError    **error)
{
  GKeyFile *kf = g_key_file_new ();
  gboolean ok = g_key_file_load_from_data (kf, text, (gsize) -1, G_KEY_FILE_KEEP_TRANSLATIONS, error);

  g_key_file_free (kf);
  return ok;
}

/* GKeyFile refused the kept lines although each passed the checks above,
 * and GLib does not say which line it stopped at.  Each line is tried
 * alone, after its group's header (and after another group when it is not
 * the first group: GKeyFile treats the first group specially, e.g. its
 * Encoding= key), which is all the context GKeyFile keeps from line to line.
 * A refused line is reported with GLib's message and left out.  Returns
 * whether any line was found. */
static gboolean
find_refused_lines (GtSource   *source,
                    char      **lines,
                    gboolean   *dropped,
                    GPtrArray  *problems)
{
  const char *header = NULL;
  g_autofree char *first_name = NULL;
  gboolean first_group = FALSE, skipping = FALSE, any = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *stripped = NULL;
      g_autofree char *probe = NULL;
      GError *error = NULL;

      if (dropped[i])
        continue;
      stripped = g_strstrip (g_strdup (lines[i]));
      if (*stripped == '\0' || *stripped == '#')
        continue;
      if (*stripped == '[')
        {
          probe = g_strconcat (lines[i], "\n", NULL);
          skipping = !key_file_accepts (probe, &error);
          header = skipping ? NULL : lines[i];
          if (!skipping && first_name == NULL)
            first_name = g_strdup (stripped);
          first_group = !skipping && g_str_equal (stripped, first_name);
        }
      else if (skipping || header == NULL)
        {
          dropped[i] = TRUE;
          continue;
        }
      else
        {
          g_autofree char *name = g_strstrip (g_strdup (header));
          /* A first group that cannot be the same as the line's own. */
          g_autofree char *other = g_strdup_printf ("[%.*s-]\n", (int) strlen (name) - 2, name + 1);
          probe = g_strconcat (first_group ? "" : other, header, "\n", lines[i], "\n", NULL);
          if (!key_file_accepts (probe, &error))
            {
              g_autofree char *group = g_strndup (name + 1, strlen (name) - 2);
              g_autofree char *key = g_malloc (strlen (stripped) + 1);
              refuse_key (source, group, key_of_line (key, stripped), i + 1);
            }
        }
      if (error != NULL)
        {
          gt_problem_add (problems, source->file, i + 1, "%s", error->message);
          g_error_free (error);
          dropped[i] = TRUE;
          any = TRUE;
        }
    }
  return any;
}

GtSource *
gt_source_new_from_data (const char *file,
                         const char *data,
                         gsize       len,
                         GPtrArray  *problems)
{
  GtSource *source = g_new0 (GtSource, 1);
  char **lines = NULL;
  gboolean *dropped = NULL;
  char *text = NULL;
  char *scratch = NULL;
  char *stripped, *key_buf;
  const char *group = NULL;
  gboolean skipping = FALSE;
  GError *error = NULL;
  GString *clean;

  source->file = g_strdup (file);
  source->key_file = g_key_file_new ();
  source->names = g_string_chunk_new (MIN (MAX (len, 64), 4096));
  source->lines = g_hash_table_new (g_str_hash, g_str_equal);
  source->refused = g_hash_table_new (g_str_hash, g_str_equal);
  source->groups = g_ptr_array_new ();

  /* Editors on Windows save UTF-8 with a byte-order mark; it is no part of
   * the text.  Line numbers are the same without it. */
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      len -= 3;
    }

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

  /* The lines are split in place, in one copy of the text, as
   * gt_text_split_lines() splits them (an empty text has no lines, a final
   * '\n' makes an empty last line); stripped lines and keys are made in
   * one scratch buffer.  A copy of every line, as before, was a large part
   * of the cost of a file under AddressSanitizer. */
  text = g_strndup (data, len);
  {
    guint n_lines = len > 0 ? 1 : 0;

    for (const char *p = text; len > 0 && (p = memchr (p, '\n', len - (gsize) (p - text))) != NULL; p++)
      n_lines++;
    if (n_lines > GT_SOURCE_MAX_LINES)
      {
        gt_problem_add (problems, file, 0, "file has too many lines (at most %u)", GT_SOURCE_MAX_LINES);
        source->unread = TRUE;
        goto done;
      }
    lines = g_new (char *, n_lines + 1);
    n_lines = 0;
    if (len > 0)
      for (char *p = text;;)
        {
          char *nl = memchr (p, '\n', len - (gsize) (p - text));

          lines[n_lines++] = p;
          if (nl == NULL)
            break;
          *nl = '\0';
          p = nl + 1;
        }
    lines[n_lines] = NULL;
    dropped = g_new0 (gboolean, n_lines + 1);
  }
  scratch = g_malloc (2 * (len + 1));
  stripped = scratch;
  key_buf = scratch + len + 1;

  /* Lines that are fine go on to GKeyFile; a bad line is reported and left
   * out, so that one mistake does not hide the rest of the file.  Under a
   * refused group header the lines up to the next group are left out
   * unreported: they belong to no group that loads, and putting them into
   * the group before would only make mistakes that are not there. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint lineno = i + 1;
      char *line = lines[i];
      gsize l = strlen (line);
      gboolean is_header;
      gunichar control;
      guint column = 0;

      if (l > 0 && line[l - 1] == '\r')
        line[--l] = '\0';
      strip_into (stripped, line);
      is_header = *stripped == '[';
      dropped[i] = TRUE;

      if (l > GT_SOURCE_MAX_LINE)
        {
          gt_problem_add (problems, file, lineno, "line is too long (%zu bytes; at most %u)%s",
                          l, GT_SOURCE_MAX_LINE, is_header ? "; the lines up to the next group are left out" : "");
          if (is_header)
            skipping = TRUE;
          else if (!skipping && *stripped != '#')
            refuse_key (source, group, key_of_line (key_buf, stripped), lineno);
          continue;
        }
      if ((control = find_control (line, &column)) != 0)
        {
          /* A form feed or the like before or after a group header leaves
           * the name whole: the group is kept (GKeyFile gets the header
           * without it), so that its keys are still read and checked. */
          guint inner;
          gboolean keep = is_header && find_control (stripped, &inner) == 0;

          gt_problem_add (problems, file, lineno, "a control character, U+%04X%s, at column %u: remove it%s",
                          (guint) control, control_name (control), column,
                          is_header && !keep ? "; the lines up to the next group are left out" : "");
          if (keep)
            memcpy (line, stripped, strlen (stripped) + 1);   /* never longer */
          else
            {
              if (is_header)
                skipping = TRUE;
              else if (!skipping && *stripped != '#')
                refuse_key (source, group, key_of_line (key_buf, stripped), lineno);
              continue;
            }
        }

      if (*stripped == '\0' || *stripped == '#')
        ;
      else if (is_header)
        {
          gsize sl = strlen (stripped);
          const char *tab = strchr (stripped, '\t');
          const char *name;

          if (sl < 3 || stripped[sl - 1] != ']' || strpbrk (stripped + 1, "[]") != stripped + sl - 1)
            {
              gt_problem_add (problems, file, lineno,
                              "malformed group header '%s': write [Name]; the lines up to the next group are left out",
                              stripped);
              skipping = TRUE;
              continue;
            }
          if (tab != NULL)
            {
              /* GKeyFile refuses every control character in a group name,
               * the tab among them. */
              gsize lead = 0;

              while (g_ascii_isspace (line[lead]))
                lead++;
              gt_problem_add (problems, file, lineno,
                              "a tab in a group header, at column %u: a group name holds no tabs; "
                              "the lines up to the next group are left out",
                              (guint) g_utf8_strlen (line, (gssize) (lead + (gsize) (tab - stripped))) + 1);
              skipping = TRUE;
              continue;
            }
          skipping = FALSE;
          /* The name, in place of the header in the scratch buffer. */
          memmove (stripped, stripped + 1, sl - 2);
          stripped[sl - 2] = '\0';
          if (g_hash_table_contains (source->lines, stripped))
            {
              gt_problem_add (problems, file, lineno, "group [%s] appears twice (first at line %u)", stripped,
                              GPOINTER_TO_UINT (g_hash_table_lookup (source->lines, stripped)));
              name = keep_name (source, stripped);
            }
          else if (source->groups->len >= GT_SOURCE_MAX_GROUPS)
            {
              gt_problem_add (problems, file, lineno, "too many groups (at most %u)", GT_SOURCE_MAX_GROUPS);
              for (guint j = i; lines[j] != NULL; j++)
                dropped[j] = TRUE;
              break;
            }
          else
            {
              name = keep_name (source, stripped);
              g_hash_table_insert (source->lines, (gpointer) name, GUINT_TO_POINTER (lineno));
              g_ptr_array_add (source->groups, (gpointer) name);
            }
          group = name;
        }
      else if (skipping)
        continue;
      else
        {
          char *eq = strchr (stripped, '=');
          const char *why = NULL;
          const char *key;

          if (eq == NULL)
            {
              gt_problem_add (problems, file, lineno, "expected 'Key=value', a [Group] or a # comment, not '%s'", stripped);
              continue;
            }
          key = key_of_line (key_buf, stripped);
          if (group == NULL)
            {
              gt_problem_add (problems, file, lineno, "key '%s' stands before any [Group]", key);
              continue;
            }
          if (!valid_key (key))
            {
              gt_problem_add (problems, file, lineno, "malformed key '%s'", key);
              continue;
            }
          /* Only a backslash can make a value invalid (an escape GKeyFile
           * would refuse); most values have none. */
          if (strchr (eq + 1, '\\') != NULL && !gt_key_file_value_valid (eq + 1, &why))
            {
              gt_problem_add (problems, file, lineno, "key '%s': %s", key, why);
              refuse_key (source, group, key, lineno);
              continue;
            }
          else
            {
              LineKey lk;
              const char *k = line_key (&lk, group, key);
              gpointer first;

              if (strchr (key, '[') != NULL)
                source->translated = TRUE;
              if (g_hash_table_lookup_extended (source->lines, k, NULL, &first))
                gt_problem_add (problems, file, lineno, "key '%s' appears twice in [%s] (first at line %u)", key, group,
                                GPOINTER_TO_UINT (first));
              else
                g_hash_table_insert (source->lines, (gpointer) keep_name (source, k), GUINT_TO_POINTER (lineno));
              g_free (lk.heap);
            }
        }
      dropped[i] = FALSE;
    }

  clean = join_kept (lines, dropped, len);
  if (!g_key_file_load_from_data (source->key_file, clean->str, clean->len,
                                  G_KEY_FILE_KEEP_TRANSLATIONS, &error))
    {
      /* The checks above let through a line GKeyFile refuses; it stopped
       * there and left the rest unread.  Find the line, leave it out, and
       * read the rest. */
      gboolean found = find_refused_lines (source, lines, dropped, problems);

      g_string_free (clean, TRUE);
      clean = join_kept (lines, dropped, len);
      g_key_file_free (source->key_file);
      source->key_file = g_key_file_new ();
      if (!found || !g_key_file_load_from_data (source->key_file, clean->str, clean->len,
                                                G_KEY_FILE_KEEP_TRANSLATIONS, NULL))
        {
          /* Never a half-read file: nothing rather than a part. */
          gt_problem_add (problems, file, 0, "%s", error->message);
          g_key_file_free (source->key_file);
          source->key_file = g_key_file_new ();
        }
      g_clear_error (&error);
    }
  g_string_free (clean, TRUE);

done:
  g_ptr_array_add (source->groups, NULL);
  g_free (scratch);
  g_free (dropped);
  g_free (lines);
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
  g_hash_table_unref (source->refused);
  g_ptr_array_unref (source->groups);
  g_clear_pointer (&source->keys, g_hash_table_unref);
  g_string_chunk_free (source->names);
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
  LineKey lk;
  guint line = GPOINTER_TO_UINT (g_hash_table_lookup (source->lines, line_key (&lk, group, key)));

  g_free (lk.heap);
  return line ? line : gt_source_group_line (source, group);
}

const char *const *
gt_source_get_keys (GtSource   *source,
                    const char *group)
{
  static const char *const none[] = { NULL };
  char **keys;

  /* g_key_file_get_keys() copies every key each time, and the loaders and
   * checks look at a group's keys several times over. */
  if (source->keys == NULL)
    source->keys = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_strfreev);
  keys = g_hash_table_lookup (source->keys, group);
  if (keys == NULL)
    {
      keys = g_key_file_get_keys (source->key_file, group, NULL, NULL);
      if (keys == NULL)
        return none;
      g_hash_table_insert (source->keys, (gpointer) g_string_chunk_insert_const (source->names, group), keys);
    }
  return (const char *const *) keys;
}

gboolean
gt_source_is_unread (GtSource *source)
{
  return source->unread;
}

gboolean
gt_source_key_refused (GtSource   *source,
                       const char *group,
                       const char *key)
{
  LineKey lk;
  gboolean refused = g_hash_table_contains (source->refused, line_key (&lk, group, key));

  g_free (lk.heap);
  return refused;
}

char *
gt_source_get_value (GtSource   *source,
                     const char *group,
                     const char *key)
{
  char *value, *q;

  /* Asked first: GKeyFile's getters translate their "no such key" message
   * even when nobody wants the error (see gt_source_get_string()). */
  if (!g_key_file_has_key (source->key_file, group, key, NULL) ||
      (value = g_key_file_get_value (source->key_file, group, key, NULL)) == NULL)
    return NULL;
  /* What g_key_file_get_string() makes of the value, read in place: it
   * copies the value once more (and GKeyFile's values were most of the
   * allocations left).  The line checks let through only \s \n \t \r \\
   * and the list escapes \; \, (which a string keeps as written, as GLib
   * does) and never a backslash at the end. */
  q = strchr (value, '\\');
  if (q == NULL)
    return value;    /* most values: nothing to read */
  for (const char *p = q; *p; p++, q++)
    {
      if (*p != '\\')
        {
          *q = *p;
          continue;
        }
      p++;
      switch (*p)
        {
        case 's': *q = ' '; break;
        case 'n': *q = '\n'; break;
        case 't': *q = '\t'; break;
        case 'r': *q = '\r'; break;
        case '\\': *q = '\\'; break;
        case '\0':
          /* Dropped, as GLib drops it; refused before GKeyFile sees it. */
          p--;
          q--;
          break;
        default:
          *q++ = '\\';
          *q = *p;
          break;
        }
    }
  *q = '\0';
  return value;
}

char *
gt_source_get_string (GtSource   *source,
                      const char *group,
                      const char *key,
                      gboolean    translated,
                      gboolean    required,
                      GPtrArray  *problems)
{
  char *value = NULL;

  /* Asked first, because GKeyFile's getters translate their "no such key"
   * message even when nobody wants the error: a loader asks for many keys
   * a file may leave out, and that was most of its time on hostile files. */
  if (translated && source->translated)
    {
      /* What g_key_file_get_locale_string() does, the user's languages in
       * order, without its misses' translated errors; and only in a file
       * that has translations at all (a teacher's own lesson rarely has). */
      const char *const *languages = g_get_language_names ();

      for (guint i = 0; languages[i] != NULL && value == NULL; i++)
        {
          char buf[128];
          g_autofree char *heap = NULL;
          const char *localized = buf;

          if ((gsize) g_snprintf (buf, sizeof buf, "%s[%s]", key, languages[i]) >= sizeof buf)
            localized = heap = g_strconcat (key, "[", languages[i], "]", NULL);
          value = gt_source_get_value (source, group, localized);
        }
    }
  if (value == NULL)
    value = gt_source_get_value (source, group, key);
  if (value != NULL)
    g_strstrip (value);
  if (value != NULL && *value == '\0')
    g_clear_pointer (&value, g_free);
  /* A key whose line was refused is reported there already. */
  if (value == NULL && required && !gt_source_key_refused (source, group, key))
    gt_problem_add (problems, source->file, gt_source_group_line (source, group),
                    "[%s] needs a %s= key", group, key);
  return value;
}

gboolean
gt_source_add_position_problem (GtSource   *source,
                                const char *group,
                                const char *bad_key,
                                const char *message,
                                GPtrArray  *problems)
{
  guint line;

  if (bad_key != NULL && gt_source_key_refused (source, group, bad_key))
    return FALSE;
  /* gt_source_key_line() falls back to the group's line itself. */
  line = bad_key != NULL ? gt_source_key_line (source, group, bad_key) : gt_source_group_line (source, group);
  gt_problem_add (problems, source->file, line, "%s", message);
  return TRUE;
}

gboolean
gt_id_is_valid (const char *id)
{
  if (*id == '\0' || strlen (id) > GT_ID_MAX_LEN)
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-'))
      return FALSE;
  return TRUE;
}

static inline char
ascii_lower (char c)
{
  return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
}

guint
gt_edit_distance (const char *a,
                  gsize       la,
                  const char *b,
                  gsize       lb,
                  guint       max)
{
  guint64 peq[256];
  guint64 pv, mv;
  guint score, top;

  /* A file from a stranger can hold thousands of unknown keys and rule
   * ids, each compared with every known one: the lengths alone rule most
   * pairs out. */
  if (la > GT_EDIT_DISTANCE_MAX_LEN || lb > GT_EDIT_DISTANCE_MAX_LEN ||
      (la > lb ? la - lb : lb - la) > max)
    return max + 1;
  if (la == 0)
    return MIN ((guint) lb, max + 1);
  /* The distance is computed a column at a time, every cell of a column
   * at once as the bits of a word (Myers' bit-vector algorithm, in
   * Hyyrö's form for the distance between whole strings): pv and mv hold
   * where the column goes up and down by one from each cell to the next,
   * and the score follows the last row.  A cell at a time, as before, the
   * loop was the fuzzer's hottest, each of its comparisons traced for the
   * fuzzer; a column is a few word operations.  a is at most 64 characters
   * (GT_EDIT_DISTANCE_MAX_LEN), a word's bits. */
  for (gsize j = 0; j < lb; j++)
    peq[(guchar) ascii_lower (b[j])] = 0;    /* only b's letters are read */
  for (gsize i = 0; i < la; i++)
    peq[(guchar) ascii_lower (a[i])] |= G_GUINT64_CONSTANT (1) << i;
  pv = la == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << la) - 1;
  mv = 0;
  top = (guint) la - 1;    /* the last row's bit */
  score = (guint) la;
  for (gsize j = 0; j < lb; j++)
    {
      guint64 eq = peq[(guchar) ascii_lower (b[j])];
      guint64 xv = eq | mv;
      guint64 xh = (((eq & pv) + pv) ^ pv) | eq;
      guint64 ph = mv | ~(xh | pv);
      guint64 mh = pv & xh;

      /* Shifts, not comparisons, which the fuzzer would trace. */
      score += (guint) ((ph >> top) & 1);
      score -= (guint) ((mh >> top) & 1);
      /* The first row is 0, 1, 2, …: each column starts one higher. */
      ph = (ph << 1) | 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
    }
  return MIN (score, max + 1);
}

/* Sets of the key lists asked about: list → set of its names. */
G_LOCK_DEFINE_STATIC (key_sets);
static GHashTable *key_sets;

gboolean
gt_key_in_list (const char *const *names,
                const char        *key,
                gboolean           base_only)
{
  GHashTable *set;
  char buf[64];
  g_autofree char *heap = NULL;
  gsize base = base_only ? base_key_len (key) : 0;
  gboolean found;

  /* Every key of every group is looked for in a list of up to sixty
   * names.  A loop over the list, each comparison traced for the fuzzer,
   * was a large part of reading a step; GLib's hash set answers at once.
   * The lists are few and static, so their sets are made once. */
  if (base_only && key[base] != '\0')
    {
      char *copy = base < sizeof buf ? buf : (heap = g_malloc (base + 1));

      memcpy (copy, key, base);
      copy[base] = '\0';
      key = copy;
    }
  G_LOCK (key_sets);
  if (key_sets == NULL)
    key_sets = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_hash_table_unref);
  set = g_hash_table_lookup (key_sets, names);
  if (set == NULL)
    {
      set = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; names[i] != NULL; i++)
        g_hash_table_add (set, (gpointer) names[i]);
      g_hash_table_insert (key_sets, (gpointer) names, set);
    }
  found = g_hash_table_contains (set, key);
  G_UNLOCK (key_sets);
  return found;
}

void
gt_source_check_keys (GtSource          *source,
                      const char        *group,
                      const char *const *allowed,
                      GPtrArray         *problems)
{
  const char *const *keys = gt_source_get_keys (source, group);

  for (guint i = 0; keys[i]; i++)
    {
      gsize base;
      const char *best = NULL;
      guint best_d = 3;

      if (gt_key_in_list (allowed, keys[i], TRUE))
        continue;
      base = base_key_len (keys[i]);
      /* Only an unknown key is compared with the known ones. */
      for (guint k = 0; allowed[k]; k++)
        {
          guint d = gt_edit_distance (keys[i], base, allowed[k], strlen (allowed[k]), best_d - 1);
          if (d < best_d)
            {
              best_d = d;
              best = allowed[k];
            }
        }
      if (best != NULL)
        gt_problem_add (problems, source->file, gt_source_key_line (source, group, keys[i]),
                        "unknown key '%s' in [%s]; did you mean '%s'?", keys[i], group, best);
      else
        gt_problem_add (problems, source->file, gt_source_key_line (source, group, keys[i]),
                        "unknown key '%s' in [%s]", keys[i], group);
    }
}

/* The first stretch of text that looks like markup, or NULL; *len is its
 * length.  A tag: '<', maybe '/', a letter, then letters or digits up to
 * '>', '/', a space or the end ("<b>", "</span>", "<span foreground=…",
 * "<br/>"), or "<!" and "<?" (comments, declarations).  An entity: '&', a
 * name or '#' and a number, then ';' ("&amp;", "&#38;", "&#x26;").  A lone
 * '&' or '<' is plain text, as the author meant it ("Kings & Queens",
 * "3 < 4"). */
static const char *
find_markup (const char *text,
             gsize      *len)
{
  /* Only a '<' or a '&' can start markup; strpbrk() finds them without
   * the fuzzer's instrumentation of a loop over every character. */
  for (const char *p = strpbrk (text, "<&"); p != NULL; p = strpbrk (p + 1, "<&"))
    {
      const char *q = p + 1;

      if (*p == '<')
        {
          if (*q == '/')
            q++;
          if (*q == '!' || *q == '?')
            q++;
          else if (g_ascii_isalpha (*q))
            {
              while (g_ascii_isalnum (*q) || *q == '-' || *q == '_' || *q == ':')
                q++;
              if (!(*q == '\0' || *q == '>' || *q == '/' || g_ascii_isspace (*q)))
                continue;
            }
          else
            continue;
          /* Quote up to the '>' if it is near, for the message. */
          for (const char *r = q; *r && r - p < 40 && (guchar) *r < 0x80 && *r != '<'; r++)
            if (*r == '>')
              {
                q = r + 1;
                break;
              }
          *len = (gsize) (q - p);
          return p;
        }
      if (*p == '&')
        {
          const char *start;

          if (*q == '#')
            {
              q++;
              if (*q == 'x' || *q == 'X')
                {
                  q++;
                  start = q;
                  while (g_ascii_isxdigit (*q))
                    q++;
                }
              else
                {
                  start = q;
                  while (g_ascii_isdigit (*q))
                    q++;
                }
            }
          else
            {
              /* Names of two letters or more: "&lt;", "&amp;", "&nbsp;";
               * "AT&T;" is prose. */
              start = q + 1;
              if (g_ascii_isalpha (*q))
                while (g_ascii_isalnum (*q))
                  q++;
            }
          if (q > start && *q == ';')
            {
              *len = (gsize) (q + 1 - p);
              return p;
            }
        }
    }
  return NULL;
}

void
gt_source_check_markup (GtSource          *source,
                        const char *const *keys,
                        GPtrArray         *problems)
{
  const char *const *groups = gt_source_get_groups (source);

  for (guint g = 0; groups[g] != NULL; g++)
    {
      const char *const *names = gt_source_get_keys (source, groups[g]);

      for (guint i = 0; names[i] != NULL; i++)
        {
          g_autofree char *value = NULL;
          const char *markup;
          gsize len = 0;

          if (!gt_key_in_list (keys, names[i], TRUE))
            continue;
          value = gt_source_get_value (source, groups[g], names[i]);
          if (value == NULL || (markup = find_markup (value, &len)) == NULL)
            continue;
          gt_problem_add_warning (problems, source->file, gt_source_key_line (source, groups[g], names[i]),
                                  "key '%s': '%.*s' looks like markup; it is shown as written",
                                  names[i], (int) len, markup);
        }
    }
}
