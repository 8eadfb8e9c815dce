/* gt-library.h — every lesson and puzzle the app can show, kept up to date
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library reads lessons and puzzles from a search path, in this order:
 *
 *   1. the installed course: DATADIR/lessons (recursively) and
 *      DATADIR/puzzles, where DATADIR is PKGDATADIR
 *      ($prefix/share/guandan-tutor) unless the environment variable
 *      GUANDAN_TUTOR_DATA_DIR names another folder (to run from the source
 *      tree, and for the tests);
 *   2. the user's folders, $XDG_DATA_HOME/guandan-tutor/lessons (recursively)
 *      and …/puzzles (usually ~/.local/share/guandan-tutor/…);
 *   3. files the user adds (gt_library_add_file()).
 *
 * A lesson or puzzle with the same Id as one earlier in this order replaces
 * it, so that a teacher can adapt a shipped lesson; two files with one Id at
 * the same level keep the first by path, and the other is listed with a
 * problem.  A file with problems is kept with its problems (a lesson is
 * still shown when it can be, its broken steps marked) and never stops the
 * others from loading.
 *
 * The folders and the added files are watched (GFileMonitor, on the thread
 * default main context of the thread that made the library): a file saved,
 * added, renamed or removed is reloaded and "changed" is emitted.
 *
 * Loading is quick on purpose: lessons load without a solver, so their
 * `win` steps are not proved here (the lesson player proves a learner's play
 * with its own solver; `guandan-tutor-cli validate` and tests/test-course.c
 * prove the steps themselves), and puzzles are not solved.  Files are read
 * only from the search path and from what the user adds: lessons and puzzles
 * name no other files, so nothing in one can make the library read
 * anything else.  Symbolic links to folders are not followed, the depth
 * of folders under lessons/ is limited to 8, and at most 4096 files are read per
 * folder tree.  Only regular files are read: a FIFO or a device named like a
 * lesson is listed with the problem "not a regular file (a FIFO)" and never
 * opened (opening a FIFO would wait for a writer, at the app's start).
 *
 * GIO only, no GTK: the app shows what the library holds.
 */
#pragma once

#include <gio/gio.h>

#include "gt-lesson-item.h"
#include "gt-puzzle-item.h"

G_BEGIN_DECLS

#define GT_TYPE_LIBRARY (gt_library_get_type ())
G_DECLARE_FINAL_TYPE (GtLibrary, gt_library, GT, LIBRARY, GObject)

/* The environment variable that replaces PKGDATADIR. */
#define GT_LIBRARY_DATA_DIR_ENV "GUANDAN_TUTOR_DATA_DIR"

/* Reads the search path and starts watching it.  Signals:
 *
 *   changed (GtLibrary *library, const char *path)
 *     a file was loaded again, added or removed (path: that file, or the
 *     folder when a whole folder came or went).  Pointers to lessons and
 *     puzzles got before the signal are no longer valid after it. */
GtLibrary       *gt_library_new               (void);
/* The same, read in a worker thread (the app's start, so that its first
 * frame does not wait for the files): empty until the reading arrives on
 * the calling thread's main context, then "changed" (path NULL) and
 * notify::loaded.  Files added meanwhile are kept. */
GtLibrary       *gt_library_new_async         (void);
/* Whether the search path has been read (always, from gt_library_new()). */
gboolean         gt_library_get_loaded        (GtLibrary   *self);

/* The folders searched, in order (shipped lessons, shipped puzzles, user
 * lessons, user puzzles); NULL-terminated, owned by the library. */
const char *const *gt_library_get_search_path (GtLibrary   *self);

/* Adds a file the user opened: .puzzle files are read as puzzles, any other
 * as a lesson.  It is watched from then on and outranks the folders. */
void             gt_library_add_file          (GtLibrary   *self,
                                               const char  *path);
void             gt_library_remove_file       (GtLibrary   *self,
                                               const char  *path);

/* Reads everything again (the signal is emitted once). */
void             gt_library_reload            (GtLibrary   *self);

/* The lessons (GtLessonItem) in course order: game by game in the
 * registry's order, each game's by chapter, then Order (then Id), its
 * optional lessons after the rest; then the files the user opened, which
 * are outside the course (not numbered).  Only the winner of each Id is
 * listed; lessons with problems are listed too.  The model is the
 * library's for its life; a change replaces its items (items-changed). */
GListModel      *gt_library_get_lessons       (GtLibrary   *self);
guint            gt_library_get_n_lessons     (GtLibrary   *self);
/* Borrowed: valid until the next change. */
GtLessonItem    *gt_library_get_lesson_item   (GtLibrary   *self,
                                               guint        index);
GtLessonItem    *gt_library_lookup_lesson_item (GtLibrary  *self,
                                                const char *id);
const GtLesson  *gt_library_get_lesson        (GtLibrary   *self,
                                               guint        index);
const GtLesson  *gt_library_lookup_lesson     (GtLibrary   *self,
                                               const char  *id);
/* The title of a game's chapter in the course (the ChapterTitle= of its
 * lessons), NULL when none names it: for a lesson printed alone, outside
 * the library (`guandan-tutor-cli handout` of one file). */
const char      *gt_library_lookup_chapter_title (GtLibrary       *self,
                                                  const GtRuleset *rs,
                                                  guint            chapter);

/* The puzzles (GtPuzzleItem), game by game in the registry's order, each
 * game's by goal (shed, first-out, team-first, double), then Difficulty
 * (then Id).  A puzzle file too broken to play has no puzzle, only
 * problems, and is not listed.  Replaced as the lessons are. */
GListModel      *gt_library_get_puzzles       (GtLibrary   *self);
guint            gt_library_get_n_puzzles     (GtLibrary   *self);
const GtPuzzle  *gt_library_get_puzzle        (GtLibrary   *self,
                                               guint        index);
const GtPuzzle  *gt_library_lookup_puzzle     (GtLibrary   *self,
                                               const char  *id);

/* Every file read, sorted (free with g_strfreev()). */
char           **gt_library_list_files        (GtLibrary   *self);
/* The problems of one file (GtProblem; empty when it is sound), NULL for a
 * file the library does not know.  Valid until the next "changed". */
GPtrArray       *gt_library_get_problems      (GtLibrary   *self,
                                               const char  *path);
/* Files that have problems, sorted (free with g_strfreev()). */
char           **gt_library_list_problem_files (GtLibrary  *self);

G_END_DECLS
