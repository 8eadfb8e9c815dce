/* test-library.c — the lesson and puzzle library: search path, overrides,
 * broken files, watching
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test runs with its own XDG_DATA_HOME (G_TEST_OPTION_ISOLATE_DIRS)
 * and its own GUANDAN_TUTOR_DATA_DIR, both temporary folders the test
 * fills.  The watching tests change files and spin the main context until
 * the library has seen the change, with a time limit: no blind sleeps.
 */
#include "gt-library.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
  char *data_dir;       /* GUANDAN_TUTOR_DATA_DIR */
  char *user_lessons;   /* $XDG_DATA_HOME/guandan-tutor/lessons */
  char *user_puzzles;
  char *elsewhere;      /* a folder outside the search path */
  guint n_changed;
} Fixture;

static char *
lesson (const char *id,
        guint       chapter,
        guint       order,
        const char *title)
{
  return g_strdup_printf ("[Lesson]\nId=%s\nGame=guandan\nTitle=%s\nSummary=A test lesson.\n"
                          "Chapter=%u\nOrder=%u\nRules=gd.combo.single\n\n"
                          "[Step 1]\nText=Lead a single.\nDo=play\nExpect=single\n"
                          "level=2\nS=S3 S4\nturn=S\n",
                          id, title, chapter, order);
}

static void
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
write_lesson (const char *dir,
              const char *name,
              const char *id,
              guint       chapter,
              guint       order,
              const char *title)
{
  g_autofree char *text = lesson (id, chapter, order, title);
  write_file (dir, name, text);
}

static const char shed_puzzle[] =
  "[Puzzle]\nId=p-shed\nGame=guandan\nTitle=Shed\nGoal=shed 2\nDifficulty=3\nExplanation=Two plays.\n"
  "[Position]\nlevel=2\nS=S3 H4 D5 C6 S7 SK HK\nturn=S\n";
static const char first_puzzle[] =
  "[Puzzle]\nId=p-first\nGame=guandan\nTitle=First\nGoal=first-out\nDifficulty=1\nExplanation=The pair.\n"
  "[Position]\nlevel=2\nS=SK HK\nE=SA\nturn=S\n";

static void
rm_rf (const char *path)
{
  GDir *d = g_dir_open (path, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        rm_rf (child);
      else
        g_unlink (child);
    }
  if (d != NULL)
    g_dir_close (d);
  g_rmdir (path);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->data_dir = g_dir_make_tmp ("gt-library-XXXXXX", NULL);
  f->elsewhere = g_dir_make_tmp ("gt-library-other-XXXXXX", NULL);
  g_assert_nonnull (f->data_dir);
  g_setenv (GT_LIBRARY_DATA_DIR_ENV, f->data_dir, TRUE);
  f->user_lessons = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "lessons", NULL);
  f->user_puzzles = g_build_filename (g_get_user_data_dir (), "guandan-tutor", "puzzles", NULL);
  g_assert_cmpint (g_mkdir_with_parents (f->user_lessons, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (f->user_puzzles, 0755), ==, 0);

  /* The shipped course: three lessons in folders, two puzzles. */
  {
    g_autofree char *lessons = g_build_filename (f->data_dir, "lessons", NULL);
    g_autofree char *puzzles = g_build_filename (f->data_dir, "puzzles", NULL);
    write_lesson (lessons, "01-basics/02-a.lesson", "a", 1, 2, "Shipped A");
    write_lesson (lessons, "01-basics/01-b.lesson", "b", 1, 1, "Shipped B");
    write_lesson (lessons, "02-play/deep/er/c.lesson", "c", 2, 1, "Shipped C");
    write_file (lessons, "README.md", "not a lesson");
    write_file (puzzles, "first.puzzle", first_puzzle);
    write_file (puzzles, "shed.puzzle", shed_puzzle);
  }
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  rm_rf (f->data_dir);
  rm_rf (f->elsewhere);
  g_unsetenv (GT_LIBRARY_DATA_DIR_ENV);
  g_free (f->data_dir);
  g_free (f->elsewhere);
  g_free (f->user_lessons);
  g_free (f->user_puzzles);
}

static void
on_changed (GtLibrary  *library,
            const char *path,
            gpointer    data)
{
  Fixture *f = data;
  f->n_changed++;
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*Condition) (GtLibrary *library, gconstpointer data);

/* Spins the main context until cond holds, at most 10 s. */
static gboolean
wait_until (GtLibrary     *library,
            Condition      cond,
            gconstpointer  data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, set_flag, &timed_out);

  while (!cond (library, data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return cond (library, data);
}

static const char *
title_of (GtLibrary  *library,
          const char *id)
{
  const GtLesson *l = gt_library_lookup_lesson (library, id);
  return l ? l->title : NULL;
}

/* data: "id=Title", or "id=" for "not there". */
static gboolean
lesson_title_is (GtLibrary     *library,
                 gconstpointer  data)
{
  const char *eq = strchr (data, '=');
  g_autofree char *id = g_strndup (data, (gsize) (eq - (const char *) data));
  const char *title = title_of (library, id);

  return eq[1] == '\0' ? title == NULL : g_strcmp0 (title, eq + 1) == 0;
}

static void
test_search_path (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr (GtLibrary) library = gt_library_new ();
  const char *const *path = gt_library_get_search_path (library);
  g_autofree char *shipped = g_build_filename (f->data_dir, "lessons", NULL);
  g_auto (GStrv) files = NULL;
  g_auto (GStrv) broken = NULL;

  g_assert_cmpstr (path[0], ==, shipped);
  g_assert_cmpstr (path[2], ==, f->user_lessons);
  g_assert_cmpstr (path[3], ==, f->user_puzzles);
  g_assert_null (path[4]);

  /* By chapter, then order, found in folders at any depth. */
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 3);
  g_assert_cmpstr (gt_library_get_lesson (library, 0)->id, ==, "b");
  g_assert_cmpstr (gt_library_get_lesson (library, 1)->id, ==, "a");
  g_assert_cmpstr (gt_library_get_lesson (library, 2)->id, ==, "c");

  /* By goal (shed first), then difficulty. */
  g_assert_cmpuint (gt_library_get_n_puzzles (library), ==, 2);
  g_assert_cmpstr (gt_library_get_puzzle (library, 0)->id, ==, "p-shed");
  g_assert_cmpstr (gt_library_get_puzzle (library, 1)->id, ==, "p-first");
  g_assert_nonnull (gt_library_lookup_puzzle (library, "p-first"));
  g_assert_null (gt_library_lookup_puzzle (library, "nope"));

  files = gt_library_list_files (library);
  g_assert_cmpuint (g_strv_length (files), ==, 5);
  broken = gt_library_list_problem_files (library);
  g_assert_cmpuint (g_strv_length (broken), ==, 0);
  g_assert_cmpuint (gt_library_get_problems (library, files[0])->len, ==, 0);
  g_assert_null (gt_library_get_problems (library, "/no/such/file.lesson"));
}

/* Lessons and puzzles game by game: a Gan Deng Yan lesson of chapter 1
 * comes after every Guandan lesson, and a Gan Deng Yan puzzle after every
 * Guandan one, whatever its goal and difficulty (each game has its own
 * puzzle lists). */
static void
test_game_order (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;

  write_file (f->user_lessons, "gdy.lesson",
              "[Lesson]\nId=gdy-first\nGame=gandengyan\nTitle=Gan Deng Yan\nSummary=S.\n"
              "Chapter=1\nOrder=1\nRules=gdy.combo.single\n\n"
              "[Step 1]\nText=Lead a single.\nDo=play\nExpect=single\n1=S3 S4\n2=S9\n3=SK\nturn=1\n");
  write_file (f->user_puzzles, "gdy.puzzle",
              "[Puzzle]\nId=gdy-p\nGame=gandengyan\nTitle=GDY\nGoal=first-out\nDifficulty=1\n"
              "Explanation=The sequence.\n\n[Position]\n1=S4 H5 D6\n2=S8 H9\n3=DQ HK\nturn=1\n");
  /* A Guandan goal after first-out. */
  write_file (f->user_puzzles, "team.puzzle",
              "[Puzzle]\nId=p-team\nGame=guandan\nTitle=Team\nGoal=team-first\nDifficulty=2\n"
              "Explanation=The pair.\n[Position]\nlevel=2\nS=SK HK\nE=SA\nN=S3\nturn=S\n");
  library = gt_library_new ();
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 4);
  g_assert_cmpstr (gt_library_get_lesson (library, 0)->id, ==, "b");
  g_assert_cmpstr (gt_library_get_lesson (library, 3)->id, ==, "gdy-first");
  g_assert_cmpuint (gt_library_get_n_puzzles (library), ==, 4);
  g_assert_cmpstr (gt_library_get_puzzle (library, 0)->id, ==, "p-shed");
  g_assert_cmpstr (gt_library_get_puzzle (library, 1)->id, ==, "p-first");
  g_assert_cmpstr (gt_library_get_puzzle (library, 2)->id, ==, "p-team");
  g_assert_cmpstr (gt_library_get_puzzle (library, 3)->id, ==, "gdy-p");
}

/* Only a chapter's first lesson names it (ChapterTitle=): the library
 * gives its title to the chapter's other lessons, of the same game only,
 * and again when the first lesson's file changes (issue 31: a later
 * lesson printed alone was headed "CHAPTER 4" without it). */
static void
test_chapter_titles (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;
  const GtLesson *second, *other;

  write_file (f->user_lessons, "c4-1.lesson",
              "[Lesson]\nId=c4-first\nGame=guandan\nTitle=First\nSummary=S.\n"
              "Chapter=4\nChapterTitle=Tributes\nOrder=1\nRules=gd.deck\n\n[Step 1]\nText=Read.\nDo=read\n");
  write_file (f->user_lessons, "c4-2.lesson",
              "[Lesson]\nId=c4-second\nGame=guandan\nTitle=Second\nSummary=S.\n"
              "Chapter=4\nOrder=2\nRules=gd.deck\n\n[Step 1]\nText=Read.\nDo=read\n");
  write_file (f->user_lessons, "gdy-4.lesson",
              "[Lesson]\nId=gdy-four\nGame=gandengyan\nTitle=Other game\nSummary=S.\n"
              "Chapter=4\nOrder=1\nRules=gdy.combo.single\n\n[Step 1]\nText=Read.\nDo=read\n");
  library = gt_library_new ();
  second = gt_library_lookup_lesson (library, "c4-second");
  other = gt_library_lookup_lesson (library, "gdy-four");
  g_assert_nonnull (second);
  g_assert_nonnull (other);
  g_assert_cmpstr (second->chapter_title, ==, "Tributes");
  g_assert_true (second->chapter_title_given);
  g_assert_cmpstr (gt_library_lookup_lesson (library, "c4-first")->chapter_title, ==, "Tributes");
  g_assert_false (gt_library_lookup_lesson (library, "c4-first")->chapter_title_given);
  /* Another game's chapter 4 is another chapter. */
  g_assert_null (other->chapter_title);
  g_assert_cmpstr (gt_library_lookup_chapter_title (library, second->rs, 4), ==, "Tributes");
  g_assert_null (gt_library_lookup_chapter_title (library, other->rs, 4));
  g_assert_null (gt_library_lookup_chapter_title (library, second->rs, 5));

  /* The first lesson renamed: the second follows. */
  write_file (f->user_lessons, "c4-1.lesson",
              "[Lesson]\nId=c4-first\nGame=guandan\nTitle=First\nSummary=S.\n"
              "Chapter=4\nChapterTitle=Paying Tribute\nOrder=1\nRules=gd.deck\n\n[Step 1]\nText=Read.\nDo=read\n");
  gt_library_reload (library);
  g_assert_cmpstr (gt_library_lookup_lesson (library, "c4-second")->chapter_title, ==, "Paying Tribute");
}

static void
test_user_override (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;
  g_autofree char *dup_path = g_build_filename (f->user_lessons, "z-also-a.lesson", NULL);
  GPtrArray *problems;
  g_autofree char *text = NULL;

  write_lesson (f->user_lessons, "my-a.lesson", "a", 1, 2, "Teacher's A");
  /* Two user files with one Id: the first by path wins, the other says so. */
  write_lesson (f->user_lessons, "z-also-a.lesson", "a", 1, 2, "Another A");
  library = gt_library_new ();

  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 3);
  g_assert_cmpstr (title_of (library, "a"), ==, "Teacher's A");
  problems = gt_library_get_problems (library, dup_path);
  g_assert_nonnull (problems);
  text = gt_problems_to_string (problems);
  g_assert_nonnull (strstr (text, "z-also-a.lesson:2: duplicate lesson Id 'a':"));
  g_assert_nonnull (strstr (text, "my-a.lesson has it too"));
}

static void
test_broken_files (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;
  g_autofree char *broken = g_build_filename (f->user_lessons, "broken.lesson", NULL);
  g_autofree char *garbage = g_build_filename (f->user_lessons, "garbage.lesson", NULL);
  g_autofree char *bad_puzzle = g_build_filename (f->user_puzzles, "bad.puzzle", NULL);
  g_auto (GStrv) with_problems = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  const GtLesson *l;

  write_file (f->user_lessons, "broken.lesson",
              "[Lesson]\nId=broken\nGame=guandan\nTitle=Broken\nSummary=S\nChapter=3\nOrder=1\nRules=gd.combo.single\n"
              "[Step 1]\nText=Fine.\nDo=read\n"
              "[Step 2]\nText=Not fine.\nDo=play\nExpect=single\nlevel=2\nS=S3 X4\nturn=S\n");
  write_file (f->user_lessons, "garbage.lesson", "\x01\x02 not text at all \xff\n");
  write_file (f->user_puzzles, "bad.puzzle", "[Puzzle]\nId=bad\n");

  library = gt_library_new ();
  /* The others load all the same. */
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 4);
  g_assert_cmpuint (gt_library_get_n_puzzles (library), ==, 2);

  /* The broken lesson is listed, its broken step marked. */
  l = gt_library_lookup_lesson (library, "broken");
  g_assert_nonnull (l);
  g_assert_false (l->steps[0].broken);
  g_assert_true (l->steps[1].broken);
  text = gt_problems_to_string (gt_library_get_problems (library, broken));
  expected = g_strdup_printf ("%s:17: key 'S': unknown card 'X4' (item 2)\n", broken);
  g_assert_cmpstr (text, ==, expected);

  with_problems = gt_library_list_problem_files (library);
  g_assert_cmpuint (g_strv_length (with_problems), ==, 3);
  g_assert_true (g_strv_contains ((const char *const *) with_problems, garbage));
  g_assert_true (g_strv_contains ((const char *const *) with_problems, bad_puzzle));
  g_assert_cmpuint (gt_library_get_problems (library, garbage)->len, >, 0);
}

static void
test_watch_folder (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr (GtLibrary) library = gt_library_new ();
  g_autofree char *path = g_build_filename (f->user_lessons, "new.lesson", NULL);
  g_autofree char *sub = g_build_filename (f->user_lessons, "chapter-9", NULL);

  g_signal_connect (library, "changed", G_CALLBACK (on_changed), f);
  g_assert_null (title_of (library, "new"));

  /* A new file. */
  write_lesson (f->user_lessons, "new.lesson", "new", 9, 1, "New");
  g_assert_true (wait_until (library, lesson_title_is, "new=New"));
  g_assert_cmpuint (f->n_changed, >, 0);

  /* Saved again: read again. */
  write_lesson (f->user_lessons, "new.lesson", "new", 9, 1, "New, second draft");
  g_assert_true (wait_until (library, lesson_title_is, "new=New, second draft"));
  g_assert_cmpstr (gt_library_get_lesson (library, 3)->id, ==, "new");

  /* A user file that takes a shipped Id over, as it is written. */
  write_lesson (f->user_lessons, "b.lesson", "b", 1, 1, "Teacher's B");
  g_assert_true (wait_until (library, lesson_title_is, "b=Teacher's B"));

  /* A new folder with a lesson in it. */
  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  write_lesson (sub, "deep.lesson", "deep", 9, 2, "Deep");
  g_assert_true (wait_until (library, lesson_title_is, "deep=Deep"));

  /* Removed: gone, and the shipped B is back. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_true (wait_until (library, lesson_title_is, "new="));
  {
    g_autofree char *b = g_build_filename (f->user_lessons, "b.lesson", NULL);
    g_assert_cmpint (g_unlink (b), ==, 0);
    g_assert_true (wait_until (library, lesson_title_is, "b=Shipped B"));
  }
}

static void
test_added_file (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr (GtLibrary) library = gt_library_new ();
  g_autofree char *path = g_build_filename (f->elsewhere, "opened.lesson", NULL);
  g_autofree char *puzzle = g_build_filename (f->elsewhere, "mine.puzzle", NULL);

  g_signal_connect (library, "changed", G_CALLBACK (on_changed), f);
  write_lesson (f->elsewhere, "opened.lesson", "c", 2, 1, "Opened C");
  gt_library_add_file (library, path);
  g_assert_cmpuint (f->n_changed, ==, 1);
  /* An opened file outranks the folders. */
  g_assert_cmpstr (title_of (library, "c"), ==, "Opened C");
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 3);

  /* Watched: an edit is seen. */
  write_lesson (f->elsewhere, "opened.lesson", "c", 2, 1, "Opened C, edited");
  g_assert_true (wait_until (library, lesson_title_is, "c=Opened C, edited"));

  write_file (f->elsewhere, "mine.puzzle", shed_puzzle);
  gt_library_add_file (library, puzzle);
  g_assert_cmpstr (gt_library_lookup_puzzle (library, "p-shed")->file, ==, puzzle);

  gt_library_remove_file (library, path);
  g_assert_cmpstr (title_of (library, "c"), ==, "Shipped C");
  gt_library_remove_file (library, puzzle);
  g_assert_cmpuint (gt_library_get_n_puzzles (library), ==, 2);
  g_assert_null (gt_library_get_problems (library, path));

  gt_library_reload (library);
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 3);
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  gpointer    data)
{
  guint *n = data;
  (*n)++;
}

/* The lessons and puzzles as list models: items that hold the parsed file
 * and its place (the course's number, or none for an opened file), and
 * items-changed on every change, once for each. */
static void
test_models (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;
  g_autofree char *path = g_build_filename (f->elsewhere, "opened.lesson", NULL);
  g_autofree char *puzzle = g_build_filename (f->elsewhere, "opened.puzzle", NULL);
  g_autoptr (GtLessonItem) item = NULL;
  GListModel *lessons, *puzzles;
  guint lessons_changed = 0, puzzles_changed = 0;

  /* An optional lesson early in chapter 1 comes after the course's own
   * (and after chapter 2), not between b and a. */
  write_file (f->user_lessons, "house.lesson",
              "[Lesson]\nId=house\nGame=guandan\nTitle=House\nSummary=S.\nChapter=1\nOrder=1\n"
              "Optional=true\nRules=gd.combo.single\n\n"
              "[Step 1]\nText=Lead a single.\nDo=play\nExpect=single\nlevel=2\nS=S3 S4\nturn=S\n");
  library = gt_library_new ();
  lessons = gt_library_get_lessons (library);
  puzzles = gt_library_get_puzzles (library);
  g_assert_true (g_list_model_get_item_type (lessons) == GT_TYPE_LESSON_ITEM);
  g_assert_true (g_list_model_get_item_type (puzzles) == GT_TYPE_PUZZLE_ITEM);
  g_assert_cmpuint (g_list_model_get_n_items (lessons), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (puzzles), ==, 2);
  item = g_list_model_get_item (lessons, 3);
  g_assert_cmpstr (gt_lesson_item_get_id (item), ==, "house");
  g_assert_true (gt_lesson_item_get_optional (item));
  g_assert_cmpuint (gt_lesson_item_get_number (item), ==, 4);
  g_assert_false (gt_lesson_item_get_opened (item));
  /* The parsed lesson is shared, not read again. */
  {
    GtLesson *shared = gt_lesson_item_dup_lesson (item);

    g_assert_true (shared == gt_lesson_item_get_lesson (item));
    gt_lesson_free (shared);
  }
  g_clear_object (&item);

  g_signal_connect (lessons, "items-changed", G_CALLBACK (on_items_changed), &lessons_changed);
  g_signal_connect (puzzles, "items-changed", G_CALLBACK (on_items_changed), &puzzles_changed);

  /* A file the user opens: listed after the course, with no number. */
  write_lesson (f->elsewhere, "opened.lesson", "d", 1, 1, "Opened D");
  gt_library_add_file (library, path);
  g_assert_cmpuint (lessons_changed, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (lessons), ==, 5);
  item = g_list_model_get_item (lessons, 4);
  g_assert_cmpstr (gt_lesson_item_get_id (item), ==, "d");
  g_assert_true (gt_lesson_item_get_opened (item));
  g_assert_cmpuint (gt_lesson_item_get_number (item), ==, 0);
  g_clear_object (&item);
  item = g_list_model_get_item (lessons, 0);
  g_assert_cmpstr (gt_lesson_item_get_id (item), ==, "b");
  g_assert_cmpuint (gt_lesson_item_get_number (item), ==, 1);

  write_file (f->elsewhere, "opened.puzzle",
              "[Puzzle]\nId=p-mine\nGame=guandan\nTitle=Mine\nGoal=shed 2\nDifficulty=1\nExplanation=Two.\n"
              "[Position]\nlevel=2\nS=S3 H4 D5 C6 S7 SK HK\nturn=S\n");
  gt_library_add_file (library, puzzle);
  g_assert_cmpuint (puzzles_changed, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (puzzles), ==, 3);

  gt_library_remove_file (library, path);
  g_assert_cmpuint (lessons_changed, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (lessons), ==, 4);
  /* An item got before the change keeps its lesson. */
  g_assert_cmpstr (gt_lesson_item_get_lesson (item)->title, ==, "Shipped B");
  gt_library_remove_file (library, puzzle);
  g_assert_cmpuint (puzzles_changed, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (puzzles), ==, 2);

  gt_library_reload (library);
  g_assert_cmpuint (lessons_changed, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (lessons), ==, 4);
}

static gboolean
is_loaded (GtLibrary     *library,
           gconstpointer  data)
{
  return gt_library_get_loaded (library);
}

/* Read in a thread (the app's start): empty until the reading arrives,
 * then the same library as one read at once, "changed" once; a file the
 * user opened meanwhile stays. */
static void
test_async (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;
  g_autofree char *path = g_build_filename (f->elsewhere, "opened.lesson", NULL);
  guint items_changed = 0;

  write_lesson (f->elsewhere, "opened.lesson", "d", 1, 1, "Opened D");
  library = gt_library_new_async ();
  g_signal_connect (library, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect (gt_library_get_lessons (library), "items-changed", G_CALLBACK (on_items_changed),
                    &items_changed);
  g_assert_false (gt_library_get_loaded (library));
  gt_library_add_file (library, path);
  g_assert_cmpuint (f->n_changed, ==, 1);
  g_assert_true (wait_until (library, is_loaded, NULL));
  g_assert_cmpuint (f->n_changed, ==, 2);
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 4);
  g_assert_cmpuint (gt_library_get_n_puzzles (library), ==, 2);
  g_assert_cmpstr (title_of (library, "d"), ==, "Opened D");
  g_assert_cmpuint (items_changed, ==, 2);

  /* Watched as one read at once is. */
  write_lesson (f->user_lessons, "new.lesson", "e", 3, 1, "New E");
  g_assert_true (wait_until (library, lesson_title_is, "e=New E"));
}

static void
on_alarm (int sig)
{
  static const char msg[] = "Bail out! the library hung on a special file\n";
  if (write (STDOUT_FILENO, msg, sizeof msg - 1) < 0)
    _exit (2);
  _exit (1);
}

/* A FIFO named like a lesson blocked the app as it started (opening it waits
 * for a writer), and a link to /dev/zero was read on and on.  The library
 * lists such files with a problem and never opens them. */
static void
test_special_files (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr (GtLibrary) library = NULL;
  g_autofree char *fifo = g_build_filename (f->user_lessons, "fifo.lesson", NULL);
  g_autofree char *zero = g_build_filename (f->user_lessons, "zero.lesson", NULL);
  g_autofree char *deep_fifo = g_build_filename (f->user_lessons, "deeper", "fifo.lesson", NULL);
  g_autofree char *puzzle_fifo = g_build_filename (f->user_puzzles, "fifo.puzzle", NULL);
  g_autofree char *not_lesson = g_build_filename (f->user_lessons, "just-a-fifo", NULL);
  g_autofree char *linked = g_build_filename (f->user_lessons, "linked.lesson", NULL);
  g_autofree char *target = g_build_filename (f->elsewhere, "target.lesson", NULL);
  static const struct {
    const char *which;
    const char *message;
  } listed[] = {
    { "fifo", "not a regular file (a FIFO)" },
    { "zero", "not a regular file (a character device)" },
    { "deep", "not a regular file (a FIFO)" },
    { "puzzle", "not a regular file (a FIFO)" },
  };

  signal (SIGALRM, on_alarm);
  alarm (20);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  write_file (f->user_lessons, "deeper/fine.lesson", "");
  g_assert_cmpint (mkfifo (deep_fifo, 0600), ==, 0);
  g_assert_cmpint (mkfifo (puzzle_fifo, 0600), ==, 0);
  g_assert_cmpint (mkfifo (not_lesson, 0600), ==, 0);
  /* A link to a regular lesson is read. */
  write_lesson (f->elsewhere, "target.lesson", "linked", 5, 1, "Linked");
  g_assert_cmpint (symlink (target, linked), ==, 0);

  library = gt_library_new ();

  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 4);
  g_assert_cmpstr (title_of (library, "linked"), ==, "Linked");
  g_assert_cmpuint (gt_library_get_n_puzzles (library), ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (listed); i++)
    {
      const char *path = g_str_equal (listed[i].which, "fifo") ? fifo :
                         g_str_equal (listed[i].which, "zero") ? zero :
                         g_str_equal (listed[i].which, "deep") ? deep_fifo : puzzle_fifo;
      GPtrArray *problems = gt_library_get_problems (library, path);
      g_autofree char *text = NULL;
      g_autofree char *want = g_strdup_printf ("%s: %s\n", path, listed[i].message);

      g_assert_nonnull (problems);
      text = gt_problems_to_string (problems);
      g_assert_cmpstr (text, ==, want);
    }
  /* Not named like a lesson: not the library's business. */
  g_assert_null (gt_library_get_problems (library, not_lesson));

  /* Read again, as the app does on a reload: the same. */
  gt_library_reload (library);
  g_assert_cmpuint (gt_library_get_n_lessons (library), ==, 4);
  g_assert_nonnull (gt_library_get_problems (library, fifo));
  alarm (0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/library/search-path", Fixture, NULL, fixture_set_up, test_search_path, fixture_tear_down);
  g_test_add ("/library/game-order", Fixture, NULL, fixture_set_up, test_game_order, fixture_tear_down);
  g_test_add ("/library/user-override", Fixture, NULL, fixture_set_up, test_user_override, fixture_tear_down);
  g_test_add ("/library/chapter-titles", Fixture, NULL, fixture_set_up, test_chapter_titles, fixture_tear_down);
  g_test_add ("/library/broken-files", Fixture, NULL, fixture_set_up, test_broken_files, fixture_tear_down);
  g_test_add ("/library/watch-folder", Fixture, NULL, fixture_set_up, test_watch_folder, fixture_tear_down);
  g_test_add ("/library/added-file", Fixture, NULL, fixture_set_up, test_added_file, fixture_tear_down);
  g_test_add ("/library/models", Fixture, NULL, fixture_set_up, test_models, fixture_tear_down);
  g_test_add ("/library/async", Fixture, NULL, fixture_set_up, test_async, fixture_tear_down);
  g_test_add ("/library/special-files", Fixture, NULL, fixture_set_up, test_special_files, fixture_tear_down);

  return g_test_run ();
}
