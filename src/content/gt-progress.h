/* gt-progress.h — what the learner has done: lesson steps, lessons, puzzles
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One small GKeyFile, $XDG_DATA_HOME/guandan-tutor/progress.ini by default:
 *
 *     [Lesson straights]          steps done, the step to resume at, done
 *     Steps=1;2;3
 *     Current=4
 *     Completed=false
 *     Lapses=2                    mistakes and hints in this pass through it
 *     Stars=3                     the best pass's stars, 1 to 3
 *     Mistakes=2;5                steps gone wrong or hinted, not yet put
 *                                 right in a review (Review Mistakes)
 *
 *     [Puzzle first-keep-the-bomb]
 *     Solved=true
 *     Failures=2
 *     Review=false                failed since last solved (the review list)
 *     Best=3                      the best solve: 1 after failing, 2 with
 *                                 hints, 3 clean (GtPuzzleSolve)
 *
 * Lessons and puzzles are keyed by their Id (docs/lesson-format.md), not by
 * file, so that progress survives a lesson being moved or a teacher's copy
 * replacing the shipped one.
 *
 * The file is the learner's: months of work can sit in it, so nothing the
 * app does may cost more of it than the lines that were already damaged.
 * The policy (docs/decisions.md, "The progress file"):
 *
 *   - Reading.  The file is opened once and must be a regular file of at
 *     most GT_PROGRESS_MAX_FILE_SIZE, checked before anything is read: a
 *     folder, a FIFO, a device or a huge file is not read at all.  A
 *     symbolic link is neither read nor written through (a link to a
 *     shell start-up file must not become a progress file), nor replaced:
 *     it is treated as a file that could not be read.
 *
 *   - Damaged.  Each line is kept if GKeyFile accepts it under its group
 *     header, so one bad line costs that line only, and a bad header the
 *     lines under it only; values that make no sense are dropped (a bad
 *     step number is skipped, not fatal); a file that does not end with a
 *     line break was cut short, and its partial last line is left out.
 *     The rest is loaded and the learner is told.  The file as it was is
 *     copied to progress.ini.bak — or, when that holds an earlier,
 *     different damaged file, to the first free of progress.ini.bak.1,
 *     .bak.2 …, so that no backup is ever written over — and the copy is
 *     read back and compared: the file is written over only once that
 *     verified copy exists (tried again at each save), and the message
 *     says whether it does and names it.
 *
 *   - Not read at all (permission denied, an I/O error, not a regular
 *     file, too large).  The learner starts with nothing loaded and is
 *     told; the file is never written over nor copied, and saving fails
 *     with GT_PROGRESS_ERROR_PROTECTED — unless the file has gone since
 *     (moved away by the learner), when there is nothing left to lose.
 *
 *   - Saving writes only when a value changed since the load or the last
 *     save (the setters return early when nothing changes), so opening
 *     the app or a lesson never rewrites the file.  It writes a new file,
 *     synced, and renames it over the old one (gt-atomic-file.h), so a
 *     crash or a full disk leaves either the old file or the new one; a
 *     read-only file is not written over (saving fails and says so), and
 *     an existing file keeps its permissions.  What is saved is never
 *     larger than what is read: the Play page's last review is left out
 *     if it would make it so, and if it still would, nothing is saved
 *     (GT_PROGRESS_ERROR_TOO_LARGE).
 *
 * Groups and keys this version does not know are kept as they are and
 * written back.
 *
 * GLib only, no GTK.  Setters change the memory copy and emit "changed";
 * gt_progress_save() writes it (the lesson player saves after each step).
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define GT_PROGRESS_ERROR (gt_progress_error_quark ())
GQuark gt_progress_error_quark (void);

typedef enum {
  GT_PROGRESS_ERROR_DAMAGED,   /* some of the file could not be read; the rest was */
  GT_PROGRESS_ERROR_UNREADABLE,/* nothing could be read (not a progress file, too large, not a regular file) */
  GT_PROGRESS_ERROR_PROTECTED, /* not saved: the file could not be read, or could not be backed up */
  GT_PROGRESS_ERROR_TOO_LARGE, /* not saved: it would be larger than GT_PROGRESS_MAX_FILE_SIZE */
} GtProgressError;

/* The largest progress file read, and so the largest saved.  A learner's
 * whole course is a few tens of kilobytes. */
#define GT_PROGRESS_MAX_FILE_SIZE (2 * 1024 * 1024)

/* How a puzzle was solved at best (Lichess-like: clean, with hints, or
 * only after a losing try); ordered, better is larger. */
typedef enum {
  GT_PUZZLE_NOT_SOLVED,
  GT_PUZZLE_SOLVED_AFTER_FAILING,
  GT_PUZZLE_SOLVED_WITH_HINTS,
  GT_PUZZLE_SOLVED_CLEAN,
} GtPuzzleSolve;

typedef enum {
  GT_PUZZLE_UNTRIED,
  GT_PUZZLE_FAILED,      /* tried, not solved yet */
  GT_PUZZLE_SOLVED,
} GtPuzzleProgress;

/* The largest step number kept: GT_LESSON_MAX_STEPS (gt-lesson.h). */
#define GT_PROGRESS_MAX_STEPS 64

#define GT_TYPE_PROGRESS (gt_progress_get_type ())
G_DECLARE_FINAL_TYPE (GtProgress, gt_progress, GT, PROGRESS, GObject)

/* A store for the file at path; NULL for the default
 * ($XDG_DATA_HOME/guandan-tutor/progress.ini).  Nothing is read until
 * gt_progress_load(); a store that was never loaded knows nothing of the
 * file, and its first save writes over whatever is there. */
GtProgress    *gt_progress_new                 (const char  *path);
const char    *gt_progress_get_path            (GtProgress  *self);

/* Reads the file.  A missing file is not an error (nothing done yet).
 * Returns FALSE, with a message for the learner, when
 *   - part of it could not be read: GT_PROGRESS_ERROR_DAMAGED, and what
 *     could be read is loaded all the same;
 *   - nothing in it could be read: GT_PROGRESS_ERROR_UNREADABLE, and
 *     nothing is loaded.
 *   In both cases the message says whether the file could be copied to
 *   gt_progress_get_backup_path(); until it is, saving will not write over
 *   it.
 *   - it was not read at all: GT_PROGRESS_ERROR_UNREADABLE (not a regular
 *     file, a symbolic link, too large) or a G_FILE_ERROR (permission denied, an I/O
 *     error).  Nothing is loaded, and saving will not write over it. */
gboolean       gt_progress_load                (GtProgress  *self,
                                                GError     **error);
/* Reads progress from data (len bytes, no NUL needed) as gt_progress_load()
 * reads the file — the same limit, the same salvage of damaged lines, the
 * same errors — but touches no file: no backup is made, and the store is
 * as one never loaded for gt_progress_save().  For the fuzz target and
 * tests. */
gboolean       gt_progress_load_data           (GtProgress  *self,
                                                const char  *data,
                                                gsize        len,
                                                GError     **error);
/* Writes the file atomically, creating its folder, if anything changed
 * since the load or the last save (else does nothing and returns TRUE).
 * Fails with GT_PROGRESS_ERROR_PROTECTED, leaving the file as it is, when
 * gt_progress_load() could not read it or no verified backup of the
 * damaged file could be made; the memory copy is kept either way, and the
 * next save tries again. */
gboolean       gt_progress_save                (GtProgress  *self,
                                                GError     **error);
/* Where the damaged file is kept: path + ".bak", or path + ".bak.N" when
 * earlier backups hold other files (set by gt_progress_load() and each
 * save while the file is damaged). */
const char    *gt_progress_get_backup_path     (GtProgress  *self);

/* ---- Lessons ------------------------------------------------------------- */

/* Steps done: bit (n - 1) for step n. */
guint64        gt_progress_get_steps_done      (GtProgress  *self,
                                                const char  *lesson_id);
gboolean       gt_progress_is_step_done        (GtProgress  *self,
                                                const char  *lesson_id,
                                                guint        step);
guint          gt_progress_count_steps_done    (GtProgress  *self,
                                                const char  *lesson_id);
void           gt_progress_set_step_done       (GtProgress  *self,
                                                const char  *lesson_id,
                                                guint        step);

/* The step to resume at (1-based), 0 when the lesson was never opened. */
guint          gt_progress_get_current_step    (GtProgress  *self,
                                                const char  *lesson_id);
void           gt_progress_set_current_step    (GtProgress  *self,
                                                const char  *lesson_id,
                                                guint        step);

gboolean       gt_progress_get_lesson_completed (GtProgress *self,
                                                const char  *lesson_id);
void           gt_progress_set_lesson_completed (GtProgress *self,
                                                const char  *lesson_id,
                                                gboolean     completed);

/* Stars (docs/decisions.md, "Progress and reward").  A lapse is a mistake
 * (a wrong or refused answer) or a hint taken, counted through one pass of
 * the lesson; the pass that reaches its end earns 3 stars with no lapse,
 * 2 with up to 3, else 1, and the lesson keeps its best. */
guint          gt_progress_get_lesson_lapses   (GtProgress  *self,
                                                const char  *lesson_id);
void           gt_progress_add_lesson_lapse    (GtProgress  *self,
                                                const char  *lesson_id);
/* 0 (no pass finished yet) … 3. */
guint          gt_progress_get_lesson_stars    (GtProgress  *self,
                                                const char  *lesson_id);
guint          gt_progress_stars_for_lapses    (guint        lapses);
/* The pass reached the end: its stars (returned) kept if the best, and
 * the count starts again for the next pass. */
guint          gt_progress_finish_lesson_pass  (GtProgress  *self,
                                                const char  *lesson_id);

/* The steps to review (bit i: step i + 1): each went wrong or needed a
 * hint, and has not been answered right in a review since.  0 when there
 * are none (and in a file from before the key); setting 0 removes the
 * key. */
guint64        gt_progress_get_lesson_mistakes (GtProgress  *self,
                                                const char  *lesson_id);
void           gt_progress_set_lesson_mistakes (GtProgress  *self,
                                                const char  *lesson_id,
                                                guint64      steps);

/* Forgets everything about one lesson. */
void           gt_progress_reset_lesson        (GtProgress  *self,
                                                const char  *lesson_id);

/* ---- Puzzles ------------------------------------------------------------- */

GtPuzzleProgress  gt_progress_get_puzzle_state    (GtProgress  *self,
                                                const char  *puzzle_id);
guint          gt_progress_get_puzzle_failures (GtProgress  *self,
                                                const char  *puzzle_id);
void           gt_progress_set_puzzle_solved   (GtProgress  *self,
                                                const char  *puzzle_id);
/* How it was solved at best; GT_PUZZLE_NOT_SOLVED when not known (not
 * solved, or solved in a file from before the key).  set keeps the best. */
GtPuzzleSolve  gt_progress_get_puzzle_best     (GtProgress    *self,
                                                const char    *puzzle_id);
void           gt_progress_set_puzzle_best     (GtProgress    *self,
                                                const char    *puzzle_id,
                                                GtPuzzleSolve  how);
/* A failed attempt; a solved puzzle stays solved.  Puts the puzzle on the
 * review list. */
void           gt_progress_add_puzzle_failure  (GtProgress  *self,
                                                const char  *puzzle_id);
/* Whether the puzzle is on the review list: failed, and not solved since
 * (solving takes it off). */
gboolean       gt_progress_get_puzzle_review   (GtProgress  *self,
                                                const char  *puzzle_id);
void           gt_progress_reset_puzzle        (GtProgress  *self,
                                                const char  *puzzle_id);

/* ---- Drills ------------------------------------------------------------- */

/* The best stars earned in a drill (0: never finished). */
guint          gt_progress_get_drill_stars     (GtProgress  *self,
                                                const char  *drill_id);
/* Records a finished try; only a better one changes the file. */
void           gt_progress_set_drill_stars     (GtProgress  *self,
                                                const char  *drill_id,
                                                guint        stars);

/* ---- The Play page --------------------------------------------------------- */

/* The review of the learner's last deal on the Play page, so that it is
 * still there after a restart: the game (its number), the deal, and four
 * strings a play — what was played, whether the tutor questioned it ("1"
 * or ""), the tutor's reason and the better play ("" for none), in the
 * words they were shown in.  Setting replaces the last one. */
void           gt_progress_set_play_review     (GtProgress         *self,
                                                guint32             game,
                                                guint               deal,
                                                const char *const  *fields,
                                                gsize               n_fields);
/* NULL when none is saved (or what is saved makes no sense); else the
 * fields, a multiple of four, NULL-ended (free with g_strfreev()). */
char         **gt_progress_get_play_review     (GtProgress  *self,
                                                guint32     *game,
                                                guint       *deal);

/* Forgets everything. */
void           gt_progress_reset_all           (GtProgress  *self);

/* Signal: "changed" (GtProgress *self, const char *id) — id is the lesson or
 * puzzle that changed, NULL after a load or reset_all. */

G_END_DECLS
