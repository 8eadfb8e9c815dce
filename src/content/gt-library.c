/* gt-library.c — every lesson and puzzle the app can show, kept up to date
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "gt-library"

#include "config.h"

#include "gt-library.h"

#include "gt-lesson-item.h"
#include "gt-puzzle-item.h"

#include <string.h>

#define MAX_DEPTH 8
#define MAX_FILES 4096

typedef enum {
  KIND_LESSON,
  KIND_PUZZLE,
} Kind;

/* Later origins outrank earlier ones for the same Id. */
typedef enum {
  ORIGIN_SHIPPED,
  ORIGIN_USER,
  ORIGIN_ADDED,
} Origin;

typedef struct {
  char *path;
  Kind kind;
  Origin origin;
  GtLessonItem *lesson_item;
  GtPuzzleItem *puzzle_item;
  GtLesson *lesson;          /* the item's own (rebuild() gives it its chapter's title), NULL without one */
  const GtPuzzle *puzzle;
  GPtrArray *problems;       /* GtProblem: the file's own, then the library's */
  guint n_load_problems;
} Entry;

/* A watched folder or added file. */
typedef struct {
  GtLibrary *self;           /* not a reference: the library owns its watches */
  GFileMonitor *monitor;
  char *path;
  Kind kind;
  Origin origin;
  guint depth;               /* below the root of its tree */
  gboolean is_file;          /* an added file, not a folder */
} Watch;

/* A folder read, to be watched (on the library's thread, whose main
 * context the monitors report to: a read in a worker thread hands its
 * folders back). */
typedef struct {
  char *path;
  Kind kind;
  Origin origin;
  guint depth;
} Folder;

/* One reading of folders: the entries it made and the folders it read. */
typedef struct {
  GHashTable *entries;       /* path → Entry */
  GPtrArray *folders;        /* Folder */
  guint n_files;             /* files read in the folder tree under way */
} Scan;

struct _GtLibrary {
  GObject parent_instance;

  char *search[5];           /* NULL-terminated */
  GHashTable *entries;       /* path → Entry */
  GHashTable *watches;       /* path → Watch */
  GHashTable *added;         /* path → Kind (GINT_TO_POINTER + 1) */
  GListStore *lessons;       /* GtLessonItem, sorted */
  GListStore *puzzles;       /* GtPuzzleItem, sorted */
  gboolean loaded;           /* the search path read once */
  GCancellable *loading;     /* a read in a thread, under way */
};

enum {
  PROP_0,
  PROP_LOADED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GtLibrary, gt_library, G_TYPE_OBJECT)

static void
entry_free (gpointer data)
{
  Entry *e = data;

  g_free (e->path);
  g_clear_object (&e->lesson_item);
  g_clear_object (&e->puzzle_item);
  g_clear_pointer (&e->problems, g_ptr_array_unref);
  g_free (e);
}

static void
watch_free (gpointer data)
{
  Watch *w = data;

  if (w->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (w->monitor, w);
      g_file_monitor_cancel (w->monitor);
      g_object_unref (w->monitor);
    }
  g_free (w->path);
  g_free (w);
}

static void
folder_free (gpointer data)
{
  Folder *f = data;

  g_free (f->path);
  g_free (f);
}

static GHashTable *
entries_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, NULL, entry_free);
}

static void
scan_init (Scan       *scan,
           GHashTable *entries)
{
  scan->entries = entries;
  scan->folders = g_ptr_array_new_with_free_func (folder_free);
  scan->n_files = 0;
}

static const char *
suffix_of (Kind kind)
{
  return kind == KIND_LESSON ? ".lesson" : ".puzzle";
}

/* path is dir itself or inside it. */
static gboolean
path_under (const char *path,
            const char *dir)
{
  gsize len = strlen (dir);
  return strncmp (path, dir, len) == 0 && (path[len] == '\0' || path[len] == G_DIR_SEPARATOR);
}

/* ---- Reading files ------------------------------------------------------- */

/* The entry of path, new or emptied, with no problems yet. */
static Entry *
reset_entry (GHashTable *entries,
             const char *path,
             Kind        kind,
             Origin      origin)
{
  Entry *e = g_hash_table_lookup (entries, path);

  if (e == NULL)
    {
      e = g_new0 (Entry, 1);
      e->path = g_strdup (path);
      e->origin = origin;
      g_hash_table_insert (entries, e->path, e);
    }
  else
    {
      g_clear_object (&e->lesson_item);
      g_clear_object (&e->puzzle_item);
      e->lesson = NULL;
      e->puzzle = NULL;
      g_clear_pointer (&e->problems, g_ptr_array_unref);
      e->origin = MAX (e->origin, origin);
    }
  e->kind = kind;
  e->problems = gt_problems_new ();
  return e;
}

/* Reads one file; in any thread (entries is the caller's). */
static void
load_entry (GHashTable *entries,
            const char *path,
            Kind        kind,
            Origin      origin)
{
  Entry *e = reset_entry (entries, path, kind, origin);

  /* No solver: see the header. */
  if (kind == KIND_LESSON)
    {
      GtLesson *lesson = gt_lesson_load (path, NULL, e->problems);

      if (lesson != NULL)
        {
          e->lesson_item = gt_lesson_item_new (lesson, e->origin == ORIGIN_ADDED);
          e->lesson = lesson;
        }
    }
  else
    {
      GtPuzzle *puzzle = gt_puzzle_load (path, e->problems);

      if (puzzle != NULL)
        {
          e->puzzle_item = gt_puzzle_item_new (puzzle, e->origin == ORIGIN_ADDED);
          e->puzzle = puzzle;
        }
    }
  e->n_load_problems = e->problems->len;
}

static void on_monitor_event (GFileMonitor      *monitor,
                              GFile             *file,
                              GFile             *other,
                              GFileMonitorEvent  event,
                              gpointer           data);

static void
watch (GtLibrary  *self,
       const char *path,
       Kind        kind,
       Origin      origin,
       guint       depth,
       gboolean    is_file)
{
  g_autoptr (GFile) file = NULL;
  GError *error = NULL;
  GFileMonitor *monitor;
  Watch *w;

  if (g_hash_table_contains (self->watches, path))
    return;
  file = g_file_new_for_path (path);
  monitor = is_file ? g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, &error)
                    : g_file_monitor_directory (file, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  if (monitor == NULL)
    {
      /* Not fatal: the files are read all the same, only not followed. */
      g_debug ("cannot watch %s: %s", path, error->message);
      g_error_free (error);
    }
  w = g_new0 (Watch, 1);
  w->self = self;
  w->monitor = monitor;
  w->path = g_strdup (path);
  w->kind = kind;
  w->origin = origin;
  w->depth = depth;
  w->is_file = is_file;
  if (monitor != NULL)
    g_signal_connect (monitor, "changed", G_CALLBACK (on_monitor_event), w);
  g_hash_table_insert (self->watches, w->path, w);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

typedef struct {
  char *name;
  GFileType type;            /* of the link's target, for a symbolic link */
  gboolean is_symlink;
  guint32 mode;              /* st_mode, 0 when unknown */
} Child;

static void
child_free (gpointer data)
{
  Child *c = data;
  g_free (c->name);
  g_free (c);
}

static int
compare_children (gconstpointer a,
                  gconstpointer b)
{
  return strcmp ((*(const Child *const *) a)->name, (*(const Child *const *) b)->name);
}

/* Reads a folder (lessons: and the folders in it), in any thread; the
 * folders read are listed in the scan, to be watched.
 *
 * What each name is comes from the folder's listing (a stat, which opens
 * nothing), so that a FIFO or a device named like a lesson is never opened:
 * opening a FIFO waits for a writer, and the app reads these folders as it
 * starts.  Such a file is listed with a problem instead.  A symbolic link
 * counts as what it points to; links to folders are not followed. */
static void
scan_dir (Scan       *scan,
          const char *dir,
          Kind        kind,
          Origin      origin,
          guint       depth)
{
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GFileEnumerator) en = NULL;
  g_autoptr (GPtrArray) children = NULL;
  GFileInfo *info;
  Folder *f = g_new0 (Folder, 1);

  f->path = g_strdup (dir);
  f->kind = kind;
  f->origin = origin;
  f->depth = depth;
  g_ptr_array_add (scan->folders, f);
  en = g_file_enumerate_children (folder,
                                  G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                  G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                  G_FILE_ATTRIBUTE_STANDARD_IS_SYMLINK ","
                                  G_FILE_ATTRIBUTE_UNIX_MODE,
                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (en == NULL)
    return;    /* not there (yet): the watch sees it come */
  children = g_ptr_array_new_with_free_func (child_free);
  while ((info = g_file_enumerator_next_file (en, NULL, NULL)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (*name != '.')
        {
          Child *c = g_new0 (Child, 1);
          c->name = g_strdup (name);
          c->type = g_file_info_get_file_type (info);
          c->is_symlink = g_file_info_get_is_symlink (info);
          if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE))
            c->mode = g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE);
          g_ptr_array_add (children, c);
        }
      g_object_unref (info);
    }
  g_file_enumerator_close (en, NULL, NULL);
  g_ptr_array_sort (children, compare_children);

  for (guint i = 0; i < children->len; i++)
    {
      const Child *c = children->pdata[i];
      g_autofree char *path = g_build_filename (dir, c->name, NULL);

      if (c->type == G_FILE_TYPE_DIRECTORY)
        {
          if (!c->is_symlink && kind == KIND_LESSON && depth < MAX_DEPTH)
            scan_dir (scan, path, kind, origin, depth + 1);
        }
      else if (!g_str_has_suffix (path, suffix_of (kind)) || scan->n_files >= MAX_FILES)
        continue;
      else if (c->type == G_FILE_TYPE_SPECIAL)
        {
          Entry *e = reset_entry (scan->entries, path, kind, origin);

          scan->n_files++;
          gt_problem_add_not_regular (e->problems, path, c->mode);
          e->n_load_problems = e->problems->len;
        }
      else
        {
          /* A regular file, or a link that leads nowhere: reading says so. */
          scan->n_files++;
          load_entry (scan->entries, path, kind, origin);
        }
    }
}

/* Watches the folders a scan read, and forgets its list. */
static void
watch_folders (GtLibrary *self,
               Scan      *scan)
{
  for (guint i = 0; i < scan->folders->len; i++)
    {
      const Folder *f = scan->folders->pdata[i];

      watch (self, f->path, f->kind, f->origin, f->depth, FALSE);
    }
  g_clear_pointer (&scan->folders, g_ptr_array_unref);
}

/* Forgets the files and folders at or under path (a folder that went). */
static gboolean
forget (GtLibrary  *self,
        const char *path,
        gboolean    keep_watch)
{
  GHashTableIter iter;
  gpointer key, value;
  gboolean any = FALSE;

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (path_under (key, path) && !g_hash_table_contains (self->added, key))
      {
        g_hash_table_iter_remove (&iter);
        any = TRUE;
      }
  g_hash_table_iter_init (&iter, self->watches);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Watch *w = value;
      if (path_under (key, path) && !w->is_file && !(keep_watch && g_str_equal (key, path)))
        g_hash_table_iter_remove (&iter);
    }
  return any;
}

/* ---- The sorted views ---------------------------------------------------- */

/* A game's place in the registry (the app's order of games). */
static guint
game_index (const GtRuleset *rs)
{
  const GtRuleset *const *all = gt_rulesets ();

  for (guint i = 0; all[i] != NULL; i++)
    if (all[i] == rs)
      return i;
  return G_MAXUINT;
}

static int
compare_lessons (gconstpointer a,
                 gconstpointer b)
{
  GtLessonItem *ix = *(GtLessonItem *const *) a;
  GtLessonItem *iy = *(GtLessonItem *const *) b;
  const GtLesson *x = gt_lesson_item_get_lesson (ix);
  const GtLesson *y = gt_lesson_item_get_lesson (iy);
  guint gx = game_index (x->rs), gy = game_index (y->rs);

  /* The course, then the files the user opened, which stand outside it. */
  if (gt_lesson_item_get_opened (ix) != gt_lesson_item_get_opened (iy))
    return gt_lesson_item_get_opened (ix) ? 1 : -1;
  /* Game by game in the registry's order, each game's course in its own
   * order, and its optional lessons (house rules) after the course: an
   * optional lesson in an early chapter must not come before, and take
   * the number of, a lesson the course goes on with. */
  if (gx != gy)
    return gx < gy ? -1 : 1;
  if (x->optional != y->optional)
    return x->optional ? 1 : -1;
  if (x->chapter != y->chapter)
    return x->chapter < y->chapter ? -1 : 1;
  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return g_strcmp0 (x->id, y->id) ? g_strcmp0 (x->id, y->id) : strcmp (x->file, y->file);
}

static int
compare_puzzles (gconstpointer a,
                 gconstpointer b)
{
  const GtPuzzle *x = gt_puzzle_item_get_puzzle (*(GtPuzzleItem *const *) a);
  const GtPuzzle *y = gt_puzzle_item_get_puzzle (*(GtPuzzleItem *const *) b);

  /* Game by game (each game has its own puzzle lists), then by goal. */
  if (game_index (x->rs) != game_index (y->rs))
    return game_index (x->rs) < game_index (y->rs) ? -1 : 1;
  if (x->goal.kind != y->goal.kind)
    return x->goal.kind < y->goal.kind ? -1 : 1;
  if (x->difficulty != y->difficulty)
    return x->difficulty < y->difficulty ? -1 : 1;
  return g_strcmp0 (x->id, y->id) ? g_strcmp0 (x->id, y->id) : strcmp (x->file, y->file);
}

static const char *
entry_id (const Entry *e)
{
  if (e->lesson != NULL)
    return e->lesson->id;
  if (e->puzzle != NULL)
    return e->puzzle->id;
  return NULL;
}

static gboolean
item_is (GListModel *model,
         guint       position,
         gpointer    item)
{
  g_autoptr(GObject) there = g_list_model_get_item (model, position);

  return there == item;
}

/* store's items become items: one items-changed over the part that
 * differs (a file saved is one row), none when nothing does. */
static void
replace_items (GListStore *store,
               GPtrArray  *items)
{
  GListModel *model = G_LIST_MODEL (store);
  guint n = g_list_model_get_n_items (model), start = 0, end = 0;

  while (start < n && start < items->len && item_is (model, start, items->pdata[start]))
    start++;
  while (end < n - start && end < items->len - start &&
         item_is (model, n - 1 - end, items->pdata[items->len - 1 - end]))
    end++;
  if (start == n && n == items->len)
    return;
  g_list_store_splice (store, start, n - start - end, items->pdata + start, items->len - start - end);
}

/* The title of a game's chapter, as one of lessons (GtLessons) names it
 * in its own ChapterTitle=; NULL when none does. */
static const char *
chapter_title (GPtrArray       *lessons,
               const GtRuleset *rs,
               guint            chapter)
{
  for (guint i = 0; i < lessons->len; i++)
    {
      const GtLesson *l = lessons->pdata[i];

      if (l->rs == rs && l->chapter == chapter && l->chapter_title != NULL && !l->chapter_title_given)
        return l->chapter_title;
    }
  return NULL;
}

/* Which file wins each Id, and the lists in order. */
static void
rebuild (GtLibrary *self)
{
  GHashTable *by_id[2];
  g_autofree gpointer *paths = NULL;
  g_autoptr(GPtrArray) lessons = g_ptr_array_new ();
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new ();
  g_autoptr(GPtrArray) parsed = g_ptr_array_new ();   /* the lessons' GtLessons */
  guint n, number = 0;

  by_id[KIND_LESSON] = g_hash_table_new (g_str_hash, g_str_equal);
  by_id[KIND_PUZZLE] = g_hash_table_new (g_str_hash, g_str_equal);

  /* By path, so that "the first of two" is the same on every machine. */
  paths = g_hash_table_get_keys_as_array (self->entries, &n);
  qsort (paths, n, sizeof (gpointer), compare_names);

  for (guint i = 0; i < n; i++)
    {
      Entry *e = g_hash_table_lookup (self->entries, paths[i]);
      const char *id = entry_id (e);
      Entry *best;

      g_ptr_array_set_size (e->problems, e->n_load_problems);
      if (id == NULL)
        continue;
      best = g_hash_table_lookup (by_id[e->kind], id);
      if (best == NULL || e->origin > best->origin)
        g_hash_table_insert (by_id[e->kind], (gpointer) id, e);
      else if (e->origin == best->origin)
        gt_problem_add (e->problems, e->path, e->lesson ? e->lesson->id_line : 0,
                        "duplicate %s Id '%s': %s has it too, and is used", e->lesson ? "lesson" : "puzzle",
                        id, best->path);
    }

  for (guint i = 0; i < n; i++)
    {
      Entry *e = g_hash_table_lookup (self->entries, paths[i]);
      const char *id = entry_id (e);

      if (id != NULL && g_hash_table_lookup (by_id[e->kind], id) != e)
        continue;
      if (e->lesson_item != NULL)
        {
          g_ptr_array_add (lessons, e->lesson_item);
          g_ptr_array_add (parsed, e->lesson);
        }
      else if (e->puzzle_item != NULL)
        g_ptr_array_add (puzzles, e->puzzle_item);
    }
  g_ptr_array_sort (lessons, compare_lessons);
  g_ptr_array_sort (puzzles, compare_puzzles);
  /* Every lesson of a chapter under its title, which only the chapter's
   * first lesson names (issue 31: the others printed "CHAPTER 4" alone). */
  for (guint i = 0; i < parsed->len; i++)
    {
      GtLesson *l = parsed->pdata[i];

      gt_lesson_give_chapter_title (l, chapter_title (parsed, l->rs, l->chapter));
    }
  /* The course's numbers: an opened file has none. */
  for (guint i = 0; i < lessons->len; i++)
    gt_lesson_item_set_number (lessons->pdata[i],
                               gt_lesson_item_get_opened (lessons->pdata[i]) ? 0 : ++number);
  replace_items (self->lessons, lessons);
  replace_items (self->puzzles, puzzles);
  g_hash_table_unref (by_id[KIND_LESSON]);
  g_hash_table_unref (by_id[KIND_PUZZLE]);
}

/* ---- Watching ------------------------------------------------------------ */

/* Something appeared at path (or was written): read it. */
static gboolean
arrive (GtLibrary   *self,
        const Watch *w,
        const char  *path)
{
  if (w->is_file || g_hash_table_contains (self->added, path))
    {
      const char *added = w->is_file ? w->path : path;
      load_entry (self->entries, added, GPOINTER_TO_INT (g_hash_table_lookup (self->added, added)) - 1, ORIGIN_ADDED);
      return TRUE;
    }
  if (g_str_equal (path, w->path) || g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      guint depth = g_str_equal (path, w->path) ? w->depth : w->depth + 1;

      if (g_file_test (path, G_FILE_TEST_IS_SYMLINK) ||
          (!g_str_equal (path, w->path) && (w->kind != KIND_LESSON || depth > MAX_DEPTH)))
        return FALSE;
      {
        Scan scan;
        /* The watch may go with the folders it is under: copy first. */
        Kind kind = w->kind;
        Origin origin = w->origin;

        scan_init (&scan, self->entries);
        scan_dir (&scan, path, kind, origin, depth);
        watch_folders (self, &scan);
      }
      return TRUE;
    }
  if (!g_str_has_suffix (path, suffix_of (w->kind)))
    return FALSE;
  load_entry (self->entries, path, w->kind, w->origin);
  return TRUE;
}

/* Something went from path. */
static gboolean
leave (GtLibrary   *self,
       const Watch *w,
       const char  *path)
{
  if (w->is_file || g_hash_table_contains (self->added, path))
    {
      /* An added file that went stays listed, with "cannot read". */
      const char *added = w->is_file ? w->path : path;
      load_entry (self->entries, added, GPOINTER_TO_INT (g_hash_table_lookup (self->added, added)) - 1, ORIGIN_ADDED);
      return TRUE;
    }
  return forget (self, path, g_str_equal (path, w->path));
}

static void
on_monitor_event (GFileMonitor      *monitor,
                  GFile             *file,
                  GFile             *other,
                  GFileMonitorEvent  event,
                  gpointer           data)
{
  Watch *w = data;
  GtLibrary *self = w->self;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *other_path = other ? g_file_get_path (other) : NULL;
  gboolean changed = FALSE;

  if (path == NULL)
    return;
  /* The handlers below may drop watches, this one among them. */
  g_object_ref (self);
  g_object_ref (monitor);
  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
      changed = arrive (self, w, path);
      break;
    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
      changed = leave (self, w, path);
      break;
    case G_FILE_MONITOR_EVENT_RENAMED:
      {
        /* Copy what the first call may free with the watch. */
        Watch copy = *w;
        copy.path = g_strdup (w->path);
        changed = leave (self, &copy, path);
        if (other_path != NULL && path_under (other_path, copy.path))
          changed = arrive (self, &copy, other_path) || changed;
        g_free (copy.path);
        break;
      }
    case G_FILE_MONITOR_EVENT_CHANGED:
      /* Still being written: CHANGES_DONE_HINT follows. */
    case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
    case G_FILE_MONITOR_EVENT_PRE_UNMOUNT:
    case G_FILE_MONITOR_EVENT_UNMOUNTED:
    case G_FILE_MONITOR_EVENT_MOVED:
    default:
      break;
    }
  if (changed)
    {
      rebuild (self);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0, path);
    }
  g_object_unref (monitor);
  g_object_unref (self);
}

/* ---- The object ---------------------------------------------------------- */

/* What a reading of the search path needs: copies, for a thread. */
typedef struct {
  char *search[4];
  GHashTable *added;         /* path → Kind + 1 */
  Scan scan;
} Reading;

static void
reading_free (gpointer data)
{
  Reading *r = data;

  for (guint i = 0; i < G_N_ELEMENTS (r->search); i++)
    g_free (r->search[i]);
  g_hash_table_unref (r->added);
  g_clear_pointer (&r->scan.entries, g_hash_table_unref);
  g_clear_pointer (&r->scan.folders, g_ptr_array_unref);
  g_free (r);
}

static Reading *
reading_new (GtLibrary *self)
{
  Reading *r = g_new0 (Reading, 1);
  GHashTableIter iter;
  gpointer key, value;

  for (guint i = 0; i < G_N_ELEMENTS (r->search); i++)
    r->search[i] = g_strdup (self->search[i]);
  r->added = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&iter, self->added);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (r->added, g_strdup (key), value);
  scan_init (&r->scan, entries_new ());
  return r;
}

/* Reads every folder and added file; in any thread. */
static void
read_all (Reading *r)
{
  GHashTableIter iter;
  gpointer key, value;

  for (guint i = 0; i < 4; i++)
    {
      r->scan.n_files = 0;
      scan_dir (&r->scan, r->search[i], i % 2 == 0 ? KIND_LESSON : KIND_PUZZLE,
                i < 2 ? ORIGIN_SHIPPED : ORIGIN_USER, 0);
    }
  g_hash_table_iter_init (&iter, r->added);
  while (g_hash_table_iter_next (&iter, &key, &value))
    load_entry (r->scan.entries, key, GPOINTER_TO_INT (value) - 1, ORIGIN_ADDED);
}

/* The reading becomes the library's (on its thread). */
static void
take_reading (GtLibrary *self,
              Reading   *r)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_unref (self->entries);
  self->entries = g_steal_pointer (&r->scan.entries);
  watch_folders (self, &r->scan);
  /* A file the user opened while the reading was under way. */
  g_hash_table_iter_init (&iter, self->added);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (r->added, key))
      load_entry (self->entries, key, GPOINTER_TO_INT (value) - 1, ORIGIN_ADDED);
  rebuild (self);
  if (!self->loaded)
    {
      self->loaded = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADED]);
    }
}

static void
load_all (GtLibrary *self)
{
  Reading *r = reading_new (self);

  read_all (r);
  take_reading (self, r);
  reading_free (r);
}

static void
gt_library_dispose (GObject *object)
{
  GtLibrary *self = GT_LIBRARY (object);

  /* Monitors first: no event may arrive for a library on its way out. */
  g_hash_table_remove_all (self->watches);
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  G_OBJECT_CLASS (gt_library_parent_class)->dispose (object);
}

static void
gt_library_finalize (GObject *object)
{
  GtLibrary *self = GT_LIBRARY (object);

  g_object_unref (self->lessons);
  g_object_unref (self->puzzles);
  g_hash_table_unref (self->watches);
  g_hash_table_unref (self->entries);
  g_hash_table_unref (self->added);
  for (guint i = 0; i < G_N_ELEMENTS (self->search); i++)
    g_free (self->search[i]);
  G_OBJECT_CLASS (gt_library_parent_class)->finalize (object);
}

static void
gt_library_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GtLibrary *self = GT_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_LOADED:
      g_value_set_boolean (value, self->loaded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_library_class_init (GtLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gt_library_dispose;
  object_class->finalize = gt_library_finalize;
  object_class->get_property = gt_library_get_property;

  properties[PROP_LOADED] =
    g_param_spec_boolean ("loaded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
gt_library_init (GtLibrary *self)
{
  const char *data = g_getenv (GT_LIBRARY_DATA_DIR_ENV);

  if (data == NULL || *data == '\0')
    data = PKGDATADIR;
  self->search[0] = g_build_filename (data, "lessons", NULL);
  self->search[1] = g_build_filename (data, "puzzles", NULL);
  self->search[2] = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
  self->search[3] = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "puzzles", NULL);
  self->search[4] = NULL;

  self->entries = entries_new ();
  self->watches = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, watch_free);
  self->added = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->lessons = g_list_store_new (GT_TYPE_LESSON_ITEM);
  self->puzzles = g_list_store_new (GT_TYPE_PUZZLE_ITEM);
}

GtLibrary *
gt_library_new (void)
{
  GtLibrary *self = g_object_new (GT_TYPE_LIBRARY, NULL);

  load_all (self);
  return self;
}

static void
read_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  read_all (data);
  g_task_return_boolean (task, TRUE);
}

/* The reading, handed over on the library's thread. */
static gboolean
deliver_reading (gpointer data)
{
  GTask *task = data;
  GtLibrary *self = g_task_get_source_object (task);

  /* Read again since, or going. */
  if (g_task_get_cancellable (task) != self->loading || g_cancellable_is_cancelled (self->loading))
    return G_SOURCE_REMOVE;
  g_clear_object (&self->loading);
  take_reading (self, g_task_get_task_data (task));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, NULL);
  return G_SOURCE_REMOVE;
}

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  /* At idle priority: what the main loop has pending goes first (the
   * app's window drawing its first frame, which the reading must not
   * hold up), and the lists fill just after. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, deliver_reading, g_object_ref (result), g_object_unref);
}

GtLibrary *
gt_library_new_async (void)
{
  GtLibrary *self = g_object_new (GT_TYPE_LIBRARY, NULL);
  g_autoptr(GTask) task = NULL;

  self->loading = g_cancellable_new ();
  task = g_task_new (self, self->loading, read_done, NULL);
  g_task_set_source_tag (task, gt_library_new_async);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_set_task_data (task, reading_new (self), reading_free);
  g_task_run_in_thread (task, read_in_thread);
  return self;
}

gboolean
gt_library_get_loaded (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), FALSE);
  return self->loaded;
}

const char *const *
gt_library_get_search_path (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  return (const char *const *) self->search;
}

void
gt_library_add_file (GtLibrary  *self,
                     const char *path)
{
  Kind kind;

  g_return_if_fail (GT_IS_LIBRARY (self));
  g_return_if_fail (path != NULL);

  kind = g_str_has_suffix (path, ".puzzle") ? KIND_PUZZLE : KIND_LESSON;
  g_hash_table_replace (self->added, g_strdup (path), GINT_TO_POINTER (kind + 1));
  watch (self, path, kind, ORIGIN_ADDED, 0, TRUE);
  load_entry (self->entries, path, kind, ORIGIN_ADDED);
  rebuild (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, path);
}

void
gt_library_remove_file (GtLibrary  *self,
                        const char *path)
{
  g_return_if_fail (GT_IS_LIBRARY (self));

  if (!g_hash_table_remove (self->added, path))
    return;
  g_hash_table_remove (self->watches, path);
  /* A file that is also in a watched folder stays, at its folder's rank. */
  g_hash_table_remove (self->entries, path);
  for (guint i = 0; i < 4; i++)
    if (path_under (path, self->search[i]) && g_str_has_suffix (path, suffix_of (i % 2 ? KIND_PUZZLE : KIND_LESSON)) &&
        g_file_test (path, G_FILE_TEST_IS_REGULAR))
      load_entry (self->entries, path, i % 2 ? KIND_PUZZLE : KIND_LESSON, i < 2 ? ORIGIN_SHIPPED : ORIGIN_USER);
  rebuild (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, path);
}

void
gt_library_reload (GtLibrary *self)
{
  g_return_if_fail (GT_IS_LIBRARY (self));

  /* This reading replaces one under way. */
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  load_all (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, NULL);
}

GListModel *
gt_library_get_lessons (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  return G_LIST_MODEL (self->lessons);
}

GListModel *
gt_library_get_puzzles (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  return G_LIST_MODEL (self->puzzles);
}

guint
gt_library_get_n_lessons (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->lessons));
}

GtLessonItem *
gt_library_get_lesson_item (GtLibrary *self,
                            guint      index)
{
  g_autoptr(GtLessonItem) item = NULL;

  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  item = g_list_model_get_item (G_LIST_MODEL (self->lessons), index);
  g_return_val_if_fail (item != NULL, NULL);
  /* The store keeps its own reference until the next change. */
  return item;
}

const GtLesson *
gt_library_get_lesson (GtLibrary *self,
                       guint      index)
{
  GtLessonItem *item = gt_library_get_lesson_item (self, index);

  return item != NULL ? gt_lesson_item_get_lesson (item) : NULL;
}

GtLessonItem *
gt_library_lookup_lesson_item (GtLibrary  *self,
                               const char *id)
{
  guint n;

  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->lessons));
  for (guint i = 0; i < n; i++)
    {
      GtLessonItem *item = gt_library_get_lesson_item (self, i);

      if (g_strcmp0 (gt_lesson_item_get_id (item), id) == 0)
        return item;
    }
  return NULL;
}

const char *
gt_library_lookup_chapter_title (GtLibrary       *self,
                                 const GtRuleset *rs,
                                 guint            chapter)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);

  /* rebuild() gave every lesson of a chapter its title. */
  for (guint i = 0; i < gt_library_get_n_lessons (self); i++)
    {
      const GtLesson *l = gt_library_get_lesson (self, i);

      if (l->rs == rs && l->chapter == chapter && l->chapter_title != NULL)
        return l->chapter_title;
    }
  return NULL;
}

const GtLesson *
gt_library_lookup_lesson (GtLibrary  *self,
                          const char *id)
{
  GtLessonItem *item = gt_library_lookup_lesson_item (self, id);

  return item != NULL ? gt_lesson_item_get_lesson (item) : NULL;
}

guint
gt_library_get_n_puzzles (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->puzzles));
}

const GtPuzzle *
gt_library_get_puzzle (GtLibrary *self,
                       guint      index)
{
  g_autoptr(GtPuzzleItem) item = NULL;

  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  item = g_list_model_get_item (G_LIST_MODEL (self->puzzles), index);
  g_return_val_if_fail (item != NULL, NULL);
  return gt_puzzle_item_get_puzzle (item);
}

const GtPuzzle *
gt_library_lookup_puzzle (GtLibrary  *self,
                          const char *id)
{
  guint n;

  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  n = gt_library_get_n_puzzles (self);
  for (guint i = 0; i < n; i++)
    {
      const GtPuzzle *p = gt_library_get_puzzle (self, i);
      if (g_strcmp0 (p->id, id) == 0)
        return p;
    }
  return NULL;
}

static char **
list_files (GtLibrary *self,
            gboolean   with_problems)
{
  GHashTableIter iter;
  gpointer key, value;
  GPtrArray *out = g_ptr_array_new ();

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Entry *e = value;
      if (!with_problems || e->problems->len > 0)
        g_ptr_array_add (out, g_strdup (key));
    }
  g_ptr_array_sort (out, compare_names);
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

char **
gt_library_list_files (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  return list_files (self, FALSE);
}

char **
gt_library_list_problem_files (GtLibrary *self)
{
  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  return list_files (self, TRUE);
}

GPtrArray *
gt_library_get_problems (GtLibrary  *self,
                         const char *path)
{
  Entry *e;

  g_return_val_if_fail (GT_IS_LIBRARY (self), NULL);
  e = g_hash_table_lookup (self->entries, path);
  return e ? e->problems : NULL;
}
