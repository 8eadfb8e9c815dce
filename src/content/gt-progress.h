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
 *
 *     [Puzzle first-keep-the-bomb]
 *     Solved=true
 *     Failures=2
 *     Review=false                failed since last solved (the review list)
 *
 * Lessons and puzzles are keyed by their Id (docs/lesson-format.md), not by
 * file, so that progress survives a lesson being moved or a teacher's copy
 * replacing the shipped one.
 *
 * The file is the learner's: months of work can sit in it, so a damaged file
 * never costs more than the damaged lines.  Loading keeps every line that
 * still makes sense, copies the damaged file to progress.ini.bak before
 * anything overwrites it, and reports what happened; values are read
 * tolerantly (a bad step number is skipped, not fatal).  Groups and keys this
 * version does not know are kept as they are and written back.  Saving
 * writes only when a value changed since the load or the last save (the
 * setters return early when nothing changes), so opening the app or a
 * lesson never rewrites the file; it writes a new file and renames it over
 * the old one, so a crash while saving leaves either the old file or the new
 * one.
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
  GT_PROGRESS_ERROR_UNREADABLE,/* nothing could be read (not a progress file, too large) */
} GtProgressError;

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
 * gt_progress_load(). */
GtProgress    *gt_progress_new                 (const char  *path);
const char    *gt_progress_get_path            (GtProgress  *self);

/* Reads the file.  A missing file is not an error (nothing done yet).
 * Returns FALSE with GT_PROGRESS_ERROR_DAMAGED when part of it could not be
 * read — what could be read is loaded all the same, and the damaged file was
 * copied to gt_progress_get_backup_path() — or with
 * GT_PROGRESS_ERROR_UNREADABLE (also backed up, nothing loaded) or a
 * G_FILE_ERROR.  The message is for the learner. */
gboolean       gt_progress_load                (GtProgress  *self,
                                                GError     **error);
/* Writes the file atomically, creating its folder, if anything changed
 * since the load or the last save (else does nothing and returns TRUE). */
gboolean       gt_progress_save                (GtProgress  *self,
                                                GError     **error);
/* path + ".bak" */
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

/* Forgets everything. */
void           gt_progress_reset_all           (GtProgress  *self);

/* Signal: "changed" (GtProgress *self, const char *id) — id is the lesson or
 * puzzle that changed, NULL after a load or reset_all. */

G_END_DECLS
