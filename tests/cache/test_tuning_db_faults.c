/*
 * test_tuning_db_faults.c: the tuning database when something else went
 * wrong: a damaged file (truncated) is moved aside with a warning and a new
 * one made, also when several processes find it at once; a write lock
 * another process holds for longer than the old 10 s timeout neither stops
 * an open or a lookup nor makes a store fail; a disk that refuses to grow
 * (RLIMIT_FSIZE) is a clear error, and a file that may only be read a
 * warning and a database in memory; never a crash.
 */
#include <dirent.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache_scratch.h"
#include "check.h"
#include "runtime/tuning_db.h"

static char scratch[SCRATCH_ROOT_SIZE];

static gimmik_tuning_decision make_decision(int seed) {
  gimmik_tuning_decision decision;
  memset(&decision, 0, sizeof decision);
  snprintf(decision.variant, sizeof decision.variant, "variant-%d", seed);
  snprintf(decision.params[0].name, sizeof decision.params[0].name, "p");
  decision.params[0].value = seed;
  decision.param_count = 1;
  decision.milliseconds = 1.0 + seed;
  decision.default_milliseconds = 2.0 + seed;
  decision.candidates = seed % 7 + 1;
  return decision;
}

static int has_decision(gimmik_tuning_db *db, const char *problem, int seed) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_decision got;
  int found = 0;
  if (gimmik_tuning_db_lookup(db, "device", problem, &got, &found, &error) !=
      GIMMIK_OK)
    fprintf(stderr, "lookup: %s\n", error.message);
  gimmik_tuning_decision want = make_decision(seed);
  return found && strcmp(got.variant, want.variant) == 0 &&
         got.params[0].value == seed;
}

static void store(gimmik_tuning_db *db, const char *problem, int seed) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_decision decision = make_decision(seed);
  CHECK_OK(gimmik_tuning_db_store(db, "device", problem, &decision, &error),
           &error);
}

/* A database at `path` holding `count` decisions. */
static void make_database(const char *path, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  for (int i = 0; db && i < count; i++) {
    char problem[32];
    snprintf(problem, sizeof problem, "problem-%d", i);
    store(db, problem, i);
  }
  gimmik_tuning_db_close(db);
}

/* Files in `folder` whose names start with `prefix`. */
static int count_named(const char *folder, const char *prefix) {
  DIR *listing = opendir(folder);
  if (!listing) return -1;
  int count = 0;
  struct dirent *item;
  while ((item = readdir(listing)) != NULL) {
    size_t length = strlen(item->d_name);
    /* A WAL moved aside with its database is not counted apart. */
    int wal = length > 4 && strcmp(item->d_name + length - 4, "-wal") == 0;
    count += !wal && strncmp(item->d_name, prefix, strlen(prefix)) == 0;
  }
  closedir(listing);
  return count;
}

/* ---- damaged files ----------------------------------------------------- */

static void check_damaged(const char *name, off_t keep) {
  char folder[SCRATCH_PATH_SIZE], path[SCRATCH_PATH_SIZE + 32];
  snprintf(folder, sizeof folder, "%s/%s", scratch, name);
  mkdir(folder, 0700);
  snprintf(path, sizeof path, "%s/tuning.sqlite", folder);
  make_database(path, 400);
  CHECK(truncate(path, keep) == 0);

  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  stderr_capture capture;
  stderr_capture_begin(&capture, scratch);
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  char *printed = stderr_capture_end(&capture);
  CHECK(printed && strstr(printed, "malformed") && strstr(printed, path) &&
        strstr(printed, "moved to") && count_lines(printed) == 1);
  if (printed) printf("  warning seen: %s", printed);
  free(printed);
  CHECK(db && gimmik_tuning_db_persistent(db));
  CHECK(db && !has_decision(db, "problem-3", 3));
  if (db) store(db, "after", 77);
  CHECK(db && has_decision(db, "after", 77));
  gimmik_tuning_db_close(db);
  /* The damaged file is kept beside, for whoever wants to look. */
  CHECK(count_named(folder, "tuning.sqlite.damaged-") == 1);

  /* The new file is sound: it opens again with no word. */
  stderr_capture_begin(&capture, scratch);
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  printed = stderr_capture_end(&capture);
  CHECK(printed && printed[0] == '\0');
  free(printed);
  CHECK(db && has_decision(db, "after", 77));
  gimmik_tuning_db_close(db);
}

static void test_damaged(void) {
  check_damaged("half", 40000);
  check_damaged("one-page", 4096);
  check_damaged("header", 100);
}

enum { OPENERS = 6 };

/* Several processes find the damaged file at once: each opens and stores,
 * and the file is moved aside once. */
static void test_damaged_found_at_once(void) {
  char folder[SCRATCH_PATH_SIZE], path[SCRATCH_PATH_SIZE + 32];
  snprintf(folder, sizeof folder, "%s/at-once", scratch);
  mkdir(folder, 0700);
  snprintf(path, sizeof path, "%s/tuning.sqlite", folder);
  make_database(path, 400);
  CHECK(truncate(path, 20000) == 0);
  start_line line;
  CHECK(start_line_create(&line) == 0);
  pid_t children[OPENERS];
  for (int i = 0; i < OPENERS; i++) {
    fflush(NULL);
    children[i] = fork();
    if (children[i] == 0) {
      start_line_wait(&line);
      gimmik_error error;
      gimmik_error_init(&error);
      gimmik_tuning_db *db = NULL;
      char problem[32];
      snprintf(problem, sizeof problem, "opener-%d", i);
      gimmik_tuning_decision decision = make_decision(100 + i);
      int failed =
          gimmik_tuning_db_open(path, &db, &error) != GIMMIK_OK ||
          !gimmik_tuning_db_persistent(db) ||
          gimmik_tuning_db_store(db, "device", problem, &decision, &error) !=
              GIMMIK_OK;
      if (failed) fprintf(stderr, "opener %d: %s\n", i, error.message);
      gimmik_tuning_db_close(db);
      _exit(failed);
    }
  }
  start_line_release(&line, OPENERS);
  for (int i = 0; i < OPENERS; i++) CHECK(wait_child(children[i]) == 0);
  CHECK(count_named(folder, "tuning.sqlite.damaged-") == 1);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  for (int i = 0; db && i < OPENERS; i++) {
    char problem[32];
    snprintf(problem, sizeof problem, "opener-%d", i);
    CHECK(has_decision(db, problem, 100 + i));
  }
  gimmik_tuning_db_close(db);
}

/* ---- a lock held by another process ------------------------------------ */

enum { LOCK_SECONDS = 13 }; /* longer than the 10 s that used to fail */

/* Another program holds the write lock: open, lookup and store all
 * succeed, the store once the lock is let go. */
static void test_long_write_lock(void) {
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/locked.sqlite", scratch);
  make_database(path, 3);
  int ready[2];
  CHECK(pipe(ready) == 0);
  fflush(NULL);
  pid_t holder = fork();
  if (holder == 0) {
    sqlite3 *connection;
    int failed = sqlite3_open(path, &connection) != SQLITE_OK ||
                 sqlite3_exec(connection, "BEGIN IMMEDIATE", NULL, NULL,
                              NULL) != SQLITE_OK;
    char byte = failed ? 'n' : 'y';
    if (write(ready[1], &byte, 1) != 1) _exit(2);
    sleep(LOCK_SECONDS);
    sqlite3_exec(connection, "COMMIT", NULL, NULL, NULL);
    sqlite3_close(connection);
    _exit(failed);
  }
  char byte = 'n';
  CHECK(read(ready[0], &byte, 1) == 1 && byte == 'y');
  close(ready[0]);
  close(ready[1]);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  CHECK(db && gimmik_tuning_db_persistent(db));
  CHECK(db && has_decision(db, "problem-2", 2));
  if (db) store(db, "while-locked", 5);
  CHECK(db && has_decision(db, "while-locked", 5));
  gimmik_tuning_db_close(db);
  CHECK(wait_child(holder) == 0);
}

/* ---- a disk that refuses to grow --------------------------------------- */

/* RLIMIT_FSIZE stands in for a full disk: writes past the limit fail with
 * EFBIG (SIGXFSZ ignored).  In a child, so the limit stays there.  The
 * open and the small stores fit; a store past the limit fails with a
 * clear error, and every decision stored before is still read back. */
static void test_file_size_limit(void) {
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/full/tuning.sqlite", scratch);
  make_database(path, 1);
  fflush(NULL);
  pid_t child = fork();
  if (child == 0) {
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit = {64 * 1024, 64 * 1024};
    setrlimit(RLIMIT_FSIZE, &limit);
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_tuning_db *db = NULL;
    if (gimmik_tuning_db_open(path, &db, &error) != GIMMIK_OK) {
      fprintf(stderr, "open under the limit: %s\n", error.message);
      _exit(1);
    }
    int stored = 0, failed = 0;
    char problem[600];
    for (int i = 0; i < 2000 && !failed; i++) {
      /* Long keys fill the file quickly. */
      snprintf(problem, sizeof problem, "%0500d", i);
      gimmik_tuning_decision decision = make_decision(i);
      if (gimmik_tuning_db_store(db, "device", problem, &decision, &error) ==
          GIMMIK_OK)
        stored++;
      else
        failed = 1;
    }
    int clear = failed && strstr(error.message, path) != NULL;
    if (failed) printf("  error seen: %s\n", error.message);
    fflush(stdout);
    int intact = 1;
    for (int i = 0; i < stored; i++) {
      snprintf(problem, sizeof problem, "%0500d", i);
      intact &= has_decision(db, problem, i);
    }
    gimmik_tuning_db_close(db);
    _exit(clear && intact && stored > 0 ? 0 : 1);
  }
  CHECK(wait_child(child) == 0);
}

/* ---- a database this process may only read ----------------------------- */

/* In a child that may not write the file: opening warns and falls back to
 * memory, where lookups and stores then work.  `shared` is
 * GIMMIK_CACHE_SHARED: with it, another user's folder is trusted and
 * SQLite itself finds the file read-only; without, the folder is refused
 * first.  Returns the exit status. */
static int open_read_only(const char *path, const char *folder,
                          const char *shared) {
  if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) return 3;
  setenv("GIMMIK_CACHE_SHARED", shared, 1);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  stderr_capture capture;
  int captured = stderr_capture_begin(&capture, "/tmp") == 0;
  gimmik_status status = gimmik_tuning_db_open(path, &db, &error);
  char *printed = captured ? stderr_capture_end(&capture) : NULL;
  int warned = printed && strstr(printed, folder) &&
               strstr(printed, "kept in memory only");
  if (printed) printf("  warning seen: %s", printed);
  fflush(stdout);
  free(printed);
  int works = status == GIMMIK_OK && db && !gimmik_tuning_db_persistent(db);
  if (works) {
    gimmik_tuning_decision decision = make_decision(9);
    works = gimmik_tuning_db_store(db, "device", "new", &decision, &error) ==
                GIMMIK_OK &&
            has_decision(db, "new", 9);
  }
  gimmik_tuning_db_close(db);
  return warned && works ? 0 : 1;
}

/* Root writes anything, so the reader drops to another user (nobody);
 * anyone else has the file made read-only.  The file is left unchanged. */
static void test_read_only(void) {
  char folder[SCRATCH_PATH_SIZE], path[SCRATCH_PATH_SIZE + 32];
  snprintf(folder, sizeof folder, "%s/read-only", scratch);
  CHECK(mkdir(folder, 0755) == 0);
  CHECK(chmod(scratch, 0755) == 0);
  snprintf(path, sizeof path, "%s/tuning.sqlite", folder);
  make_database(path, 2);
  CHECK(chmod(path, 0444) == 0);
  size_t size_before = 0, size_after = 0;
  unsigned char *before = scratch_file_read(path, &size_before);
  for (int shared = 0; shared < 2; shared++) {
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) _exit(open_read_only(path, folder, shared ? "1" : "0"));
    CHECK(wait_child(child) == 0);
  }
  unsigned char *after = scratch_file_read(path, &size_after);
  CHECK(before && after && size_before == size_after &&
        memcmp(before, after, size_before) == 0);
  free(before);
  free(after);
  CHECK(chmod(scratch, 0700) == 0);
}

int main(void) {
  if (scratch_tree_create(scratch) != 0) return 1;
  setenv("GIMMIK_CACHE_DIR", scratch, 1);
  test_damaged();
  test_damaged_found_at_once();
  test_file_size_limit();
  test_read_only();
  test_long_write_lock();
  scratch_tree_remove(scratch);
  return check_finish("test_tuning_db_faults");
}
