/* gt-source.h — a lesson or puzzle file as text with line numbers
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lesson and puzzle files are GKeyFile text, so that GLib picks the user's
 * language for `Title[ja]=` keys and gettext's desktop-file tools can
 * extract and merge translations.  GKeyFile, however, forgets where a key
 * stood, and a validator must say "FILE:LINE: message".  GtSource reads the
 * text once itself — checking every line's shape, recording the line of each
 * group and key, refusing hostile sizes — and then hands it to GKeyFile.
 *
 * Problems are collected, not thrown: a file with ten mistakes reports ten
 * lines, and a bad file never stops the others from loading.
 *
 * Files come from strangers, so reading one never hangs and never reads much:
 * only regular files are opened (a FIFO would block, a device may never end),
 * and the size limit holds while reading, not only from what stat says.  The
 * line checks refuse whatever GKeyFile would refuse (control characters, a
 * tab in a group name, text after a group's ']'), so that GKeyFile never
 * stops part-way and leaves the rest of the file unread; should it refuse a
 * line all the same, that line is found and reported with its number.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Limits for files from strangers (lessons are shared between teachers). */
#define GT_SOURCE_MAX_BYTES   (256 * 1024)
#define GT_SOURCE_MAX_LINES   8192
#define GT_SOURCE_MAX_GROUPS  256
#define GT_SOURCE_MAX_LINE    4096
/* Problems listed for one file; past it they are counted, and one line
 * says how many more there are (gt_problem_add()). */
#define GT_PROBLEMS_MAX_PER_FILE 100

typedef struct {
  char *file;        /* as given, for messages */
  guint line;        /* 0: the whole file */
  char *message;
  gboolean warning;  /* worth a look, but the file is fine as it is */
} GtProblem;

typedef struct _GtSource GtSource;

/* Parses text (a UTF-8 byte-order mark at the start is skipped).  Always
 * returns a source (possibly with no groups); problems found while reading
 * lines are added to *problems (an array of GtProblem, created by the caller
 * with gt_problems_new()).  A refused group header drops the lines up to
 * the next group; a refused key line drops that key (see
 * gt_source_key_refused()). */
GtSource   *gt_source_new_from_data  (const char  *file,
                                      const char  *data,
                                      gsize        len,
                                      GPtrArray   *problems);
/* Reads a regular file of at most GT_SOURCE_MAX_BYTES; anything else (a
 * FIFO, a device, a socket, a folder) is refused without being opened. */
GtSource   *gt_source_new_from_file  (const char  *path,
                                      GPtrArray   *problems);
void        gt_source_free           (GtSource    *source);

const char *gt_source_get_file       (GtSource    *source);
GKeyFile   *gt_source_get_key_file   (GtSource    *source);

/* Line of a group or of a key in it (the untranslated key), 0 if absent. */
guint       gt_source_group_line     (GtSource    *source,
                                      const char  *group);
guint       gt_source_key_line       (GtSource    *source,
                                      const char  *group,
                                      const char  *key);

/* The keys of group as GKeyFile has them (g_key_file_get_keys()), in file
 * order, NULL-terminated (empty when there is no such group); owned by the
 * source. */
const char *const *gt_source_get_keys (GtSource   *source,
                                       const char *group);

/* Whether the whole file was refused, unread (not a regular file, too
 * large, not UTF-8 text, …): that is reported, and a loader has nothing
 * more to say about it ("there is no [Lesson] group" would be noise). */
gboolean    gt_source_is_unread      (GtSource    *source);

/* Whether the file has a line for this key that was refused (a bad escape,
 * a control character, …): the problem is reported there, so a loader
 * should not add "needs a Key= key" for it. */
gboolean    gt_source_key_refused    (GtSource    *source,
                                      const char  *group,
                                      const char  *key);

/* Reports a position the engine refused (gt_game_load_key_file()) as
 * "FILE:LINE: message": at the line of bad_key, the key the engine names as
 * at fault, or at the group's line when it names none (bad_key NULL) or the
 * key has no line (a missing turn=).  When the key's own line was refused,
 * that line is reported already and "key 'turn': missing" would say nothing
 * new: nothing is added, and FALSE returned. */
gboolean    gt_source_add_position_problem (GtSource   *source,
                                            const char *group,
                                            const char *bad_key,
                                            const char *message,
                                            GPtrArray  *problems);

/* Groups in file order. */
const char *const *gt_source_get_groups (GtSource *source);

/* Whether key is one of names (NULL-terminated); with base_only, the key's
 * base name is looked for, so that Key[xx]= is among names when Key is.
 * names must be a static list, never changed: the set made of it is kept
 * for the next call, under the list's address. */
gboolean    gt_key_in_list           (const char *const *names,
                                      const char        *key,
                                      gboolean           base_only);

/* Reports every key of group that is not among allowed (NULL-terminated,
 * static: see gt_key_in_list(); translated variants Key[xx]= of an allowed
 * key are fine), with a suggestion when the key looks like a typo of an
 * allowed one. */
void        gt_source_check_keys     (GtSource          *source,
                                      const char        *group,
                                      const char *const *allowed,
                                      GPtrArray         *problems);

/* Warns about every value of a key named in keys (NULL-terminated and
 * static, as for gt_source_check_keys(); their translations Key[xx]= too) that looks like Pango or HTML markup: a <tag>,
 * </tag>, <span …, or an entity such as &amp;.  Texts are shown as written,
 * never as markup, so such text shows its angle brackets to the learner. */
void        gt_source_check_markup   (GtSource          *source,
                                      const char *const *keys,
                                      GPtrArray         *problems);

/* The value of group's key as g_key_file_get_string() gives it (escapes
 * read, white space kept), NULL when it is absent. */
char       *gt_source_get_value      (GtSource    *source,
                                      const char  *group,
                                      const char  *key);

/* The value of group's key, stripped; NULL when it is absent or empty.
 * translated: the user's language's Key[xx]= where there is one.
 * required: an absent key is a problem at the group's line (unless the
 * key's own line was refused, and so reported, already). */
char       *gt_source_get_string     (GtSource    *source,
                                      const char  *group,
                                      const char  *key,
                                      gboolean     translated,
                                      gboolean     required,
                                      GPtrArray   *problems);

/* Whether id is a valid lesson or puzzle Id: 1 to GT_ID_MAX_LEN characters
 * of a-z, 0-9 and '-' (docs/lesson-format.md, docs/puzzle-format.md), so
 * that it is safe as a progress group's name and on the command line. */
#define GT_ID_MAX_LEN 64
gboolean    gt_id_is_valid           (const char  *id);

/* Case-insensitive edit distance between a[0..la) and b[0..lb), for "did
 * you mean": max + 1 when it is over max, and for
 * strings longer than GT_EDIT_DISTANCE_MAX_LEN. */
#define GT_EDIT_DISTANCE_MAX_LEN 64
guint       gt_edit_distance         (const char  *a,
                                      gsize        la,
                                      const char  *b,
                                      gsize        lb,
                                      guint        max);

GPtrArray  *gt_problems_new          (void);
/* Adds a problem (problems may be NULL: nothing is kept).  A file's
 * problems past GT_PROBLEMS_MAX_PER_FILE in a row are not listed: the last
 * line of the file's run says "… and N more problems", and is an error if
 * any of those left out is one. */
void        gt_problem_add           (GPtrArray   *problems,
                                      const char  *file,
                                      guint        line,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (4, 5);
void        gt_problem_add_warning   (GPtrArray   *problems,
                                      const char  *file,
                                      guint        line,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (4, 5);
/* Refuses a path that is not a regular file: "not a regular file (a FIFO)";
 * mode is its st_mode (0 when unknown). */
void        gt_problem_add_not_regular (GPtrArray *problems,
                                        const char *file,
                                        guint32     mode);
void        gt_problem_addv          (GPtrArray   *problems,
                                      const char  *file,
                                      guint        line,
                                      gboolean     warning,
                                      const char  *format,
                                      va_list      args) G_GNUC_PRINTF (5, 0);
/* Problems added to the array so far, those left out by the cap included:
 * whether a part of a file added any is told by this, not by the array's
 * length. */
guint       gt_problems_added        (GPtrArray   *problems);
/* Problems that are not warnings (the cap's line counts as one when it
 * stands for errors). */
guint       gt_problems_count_errors (GPtrArray   *problems);
/* "FILE:LINE: message", "FILE:LINE: warning: message" */
char       *gt_problem_to_string     (const GtProblem *problem);
/* Every problem, one "FILE:LINE: message" line each ("" when none). */
char       *gt_problems_to_string    (GPtrArray       *problems);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GtSource, gt_source_free)

G_END_DECLS
