/* test_tuning_db.c: the tuning database: store, look up, replace and list;
 * decisions seen across processes; processes writing at once; locations
 * that cannot be written; files that are not tuning databases. */
#include <spawn.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

#include "cache_scratch.h"
#include "check.h"
#include "runtime/tuning_db.h"

static char scratch[SCRATCH_ROOT_SIZE];
static const char *program; /* argv[0], to run this test as a second process */

static char *path_in_scratch(const char *name) {
  static char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/%s", scratch, name);
  return path;
}

/* A decision whose every field follows from `seed`. */
static gimmik_tuning_decision make_decision(int seed) {
  gimmik_tuning_decision decision;
  memset(&decision, 0, sizeof decision);
  snprintf(decision.variant, sizeof decision.variant, "variant-%d", seed % 5);
  decision.param_count = seed % (GIMMIK_MAX_PARAMS + 1);
  for (int i = 0; i < decision.param_count; i++) {
    snprintf(decision.params[i].name, sizeof decision.params[i].name, "p%d", i);
    decision.params[i].value = seed * 10 + i - 40;
  }
  decision.milliseconds = 0.25 + seed / 1024.0;
  decision.default_milliseconds = 1.5 + seed / 512.0;
  decision.candidates = 3 + seed % 7;
  return decision;
}

static int same_decision(const gimmik_tuning_decision *a,
                         const gimmik_tuning_decision *b) {
  if (strcmp(a->variant, b->variant) != 0 || a->param_count != b->param_count ||
      a->milliseconds != b->milliseconds ||
      a->default_milliseconds != b->default_milliseconds ||
      a->candidates != b->candidates)
    return 0;
  for (int i = 0; i < a->param_count; i++)
    if (strcmp(a->params[i].name, b->params[i].name) != 0 ||
        a->params[i].value != b->params[i].value)
      return 0;
  return 1;
}

/* "YYYY-MM-DDTHH:MM:SSZ" from this century. */
static int is_iso_timestamp(const char *text) {
  int year, month, day, hour, minute, second;
  char zone;
  return strlen(text) == 20 &&
         sscanf(text, "%4d-%2d-%2dT%2d:%2d:%2d%c", &year, &month, &day, &hour,
                &minute, &second, &zone) == 7 &&
         zone == 'Z' && year >= 2024 && month >= 1 && month <= 12;
}

static int lookup_matches(gimmik_tuning_db *db, const char *device,
                          const char *problem,
                          const gimmik_tuning_decision *want) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_decision got;
  int found = 0;
  if (gimmik_tuning_db_lookup(db, device, problem, &got, &found, &error) !=
      GIMMIK_OK) {
    fprintf(stderr, "lookup failed: %s\n", error.message);
    return 0;
  }
  return found && same_decision(&got, want) && is_iso_timestamp(got.timestamp);
}

typedef struct listing {
  int count;
  int stop_after;
  int out_of_order;
  char last[128];
  gimmik_tuning_db *db; /* when set, each visit looks its decision up */
  int lookups_failed;
} listing;

static int visit(const char *device_key, const char *problem_key,
                 const gimmik_tuning_decision *decision, void *user_data) {
  listing *seen = user_data;
  char key[128];
  snprintf(key, sizeof key, "%s/%s", device_key, problem_key);
  if (seen->count > 0 && strcmp(seen->last, key) >= 0) seen->out_of_order++;
  snprintf(seen->last, sizeof seen->last, "%s", key);
  seen->count++;
  if (seen->db && !lookup_matches(seen->db, device_key, problem_key, decision))
    seen->lookups_failed++;
  return seen->stop_after > 0 && seen->count >= seen->stop_after;
}

/* The journal mode as another connection sees it. */
static int file_is_wal(const char *path) {
  sqlite3 *connection;
  char mode[16] = "";
  if (sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY, NULL) ==
      SQLITE_OK) {
    sqlite3_stmt *statement;
    if (sqlite3_prepare_v2(connection, "PRAGMA journal_mode", -1, &statement,
                           NULL) == SQLITE_OK) {
      if (sqlite3_step(statement) == SQLITE_ROW)
        snprintf(mode, sizeof mode, "%s", sqlite3_column_text(statement, 0));
      sqlite3_finalize(statement);
    }
  }
  sqlite3_close(connection);
  return strcmp(mode, "wal") == 0;
}

/* ---- store, lookup, replace, list -------------------------------------- */

static void test_store_lookup_replace(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/basic/new/tuning.sqlite", scratch);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  if (!db) return;
  CHECK(gimmik_tuning_db_persistent(db));
  CHECK(strcmp(gimmik_tuning_db_path(db), path) == 0);

  gimmik_tuning_decision got;
  int found = 1;
  CHECK_OK(gimmik_tuning_db_lookup(db, "h100", "op-1", &got, &found, &error),
           &error);
  CHECK(!found && got.variant[0] == '\0');

  gimmik_tuning_decision first = make_decision(2);
  strcpy(first.timestamp, "ignored");
  CHECK_OK(gimmik_tuning_db_store(db, "h100", "op-1", &first, &error), &error);
  CHECK(lookup_matches(db, "h100", "op-1", &first));
  CHECK(!lookup_matches(db, "h200", "op-1", &first));

  gimmik_tuning_decision second = make_decision(GIMMIK_MAX_PARAMS);
  CHECK_OK(gimmik_tuning_db_store(db, "h100", "op-1", &second, &error), &error);
  CHECK(lookup_matches(db, "h100", "op-1", &second));
  gimmik_tuning_decision none = make_decision(0); /* no parameters */
  CHECK_OK(gimmik_tuning_db_store(db, "h100", "op-0", &none, &error), &error);
  CHECK(lookup_matches(db, "h100", "op-0", &none));
  gimmik_tuning_decision third = make_decision(3);
  CHECK_OK(gimmik_tuning_db_store(db, "mi300", "op-1", &third, &error), &error);
  CHECK(file_is_wal(path));

  listing seen = {0};
  CHECK_OK(gimmik_tuning_db_list(db, NULL, visit, &seen, &error), &error);
  CHECK(seen.count == 3 && seen.out_of_order == 0);
  memset(&seen, 0, sizeof seen);
  CHECK_OK(gimmik_tuning_db_list(db, "h100", visit, &seen, &error), &error);
  CHECK(seen.count == 2 && strcmp(seen.last, "h100/op-1") == 0);
  memset(&seen, 0, sizeof seen);
  seen.stop_after = 1;
  CHECK_OK(gimmik_tuning_db_list(db, NULL, visit, &seen, &error), &error);
  CHECK(seen.count == 1);
  /* The visitor may use the database it is walking. */
  memset(&seen, 0, sizeof seen);
  seen.db = db;
  CHECK_OK(gimmik_tuning_db_list(db, NULL, visit, &seen, &error), &error);
  CHECK(seen.count == 3 && seen.lookups_failed == 0);
  gimmik_tuning_db_close(db);

  /* Reopened, everything is still there. */
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  if (!db) return;
  CHECK(lookup_matches(db, "h100", "op-1", &second));
  CHECK(lookup_matches(db, "mi300", "op-1", &third));
  gimmik_tuning_db_close(db);
}

static void test_bad_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_FAILS(gimmik_tuning_db_open("", &db, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "path");
  CHECK_OK(gimmik_tuning_db_open(path_in_scratch("arguments.sqlite"), &db,
                                 &error),
           &error);
  if (!db) return;
  gimmik_tuning_decision decision = make_decision(2);
  decision.variant[0] = '\0';
  CHECK_FAILS(gimmik_tuning_db_store(db, "d", "p", &decision, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "variant");
  decision = make_decision(2);
  memset(decision.variant, 'v', sizeof decision.variant);
  CHECK_FAILS(gimmik_tuning_db_store(db, "d", "p", &decision, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "variant");
  decision = make_decision(2);
  decision.param_count = GIMMIK_MAX_PARAMS + 1;
  CHECK_FAILS(gimmik_tuning_db_store(db, "d", "p", &decision, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "param_count");
  decision = make_decision(2);
  strcpy(decision.params[1].name, "a=b");
  CHECK_FAILS(gimmik_tuning_db_store(db, "d", "p", &decision, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "parameter 1");
  decision = make_decision(2);
  strcpy(decision.params[0].name, "a,b");
  CHECK_FAILS(gimmik_tuning_db_store(db, "d", "p", &decision, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "parameter 0");
  CHECK_FAILS(gimmik_tuning_db_store(db, NULL, "p", &decision, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "NULL");
  CHECK_FAILS(gimmik_tuning_db_list(db, NULL, NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "NULL");
  gimmik_tuning_db_close(db);
  gimmik_tuning_db_close(NULL);
}

/* A row written by hand with a malformed parameter list is reported, not
 * misread. */
static void test_malformed_row(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  const char *path = path_in_scratch("malformed.sqlite");
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  gimmik_tuning_db_close(db);
  sqlite3 *connection;
  CHECK(sqlite3_open(path, &connection) == SQLITE_OK);
  CHECK(sqlite3_exec(connection,
                     "INSERT INTO decisions VALUES ('d', 'p', 'v', 'x=1,y', "
                     "1.0, 2.0, 3, '2025-01-01T00:00:00Z')",
                     NULL, NULL, NULL) == SQLITE_OK);
  sqlite3_close(connection);
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  if (!db) return;
  gimmik_tuning_decision got;
  int found = 1;
  CHECK_FAILS(gimmik_tuning_db_lookup(db, "d", "p", &got, &found, &error),
              &error, GIMMIK_ERROR_INPUT, "malformed");
  CHECK(!found);
  gimmik_tuning_db_close(db);
}

/* ---- processes --------------------------------------------------------- */

/* The second process of test_second_process_sees_decision: a new program
 * (this one, run again with arguments), so it holds no copy of the
 * parent's handle.  Returns the exit status. */
static int store_as_second_process(const char *path) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_decision decision = make_decision(6);
  gimmik_tuning_db *db = NULL;
  int failed = gimmik_tuning_db_open(path, &db, &error) != GIMMIK_OK ||
               gimmik_tuning_db_store(db, "dev", "from-child", &decision,
                                      &error) != GIMMIK_OK;
  if (failed) fprintf(stderr, "second process: %s\n", error.message);
  gimmik_tuning_db_close(db);
  return failed;
}

/* A decision stored by another process is seen through a handle that was
 * open all along. */
static void test_second_process_sees_decision(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/shared.sqlite", scratch);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  if (!db) return;
  gimmik_tuning_decision decision = make_decision(6);
  CHECK(!lookup_matches(db, "dev", "from-child", &decision));
  char *arguments[] = {"test_tuning_db", "--store", path, NULL};
  pid_t child;
  fflush(NULL);
  CHECK(posix_spawnp(&child, program, NULL, NULL, arguments, environ) == 0);
  CHECK(wait_child(child) == 0);
  CHECK(lookup_matches(db, "dev", "from-child", &decision));
  gimmik_tuning_db_close(db);
}

enum { WRITERS = 4, DECISIONS_PER_WRITER = 100 };

static int writer_process(const char *path, int writer) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  if (gimmik_tuning_db_open(path, &db, &error) != GIMMIK_OK) {
    fprintf(stderr, "writer %d: %s\n", writer, error.message);
    return 1;
  }
  int failures = !gimmik_tuning_db_persistent(db);
  for (int i = 0; i < DECISIONS_PER_WRITER; i++) {
    char problem[64];
    snprintf(problem, sizeof problem, "problem-%d-%03d", writer, i);
    gimmik_tuning_decision decision = make_decision(writer * 1000 + i);
    if (gimmik_tuning_db_store(db, "shared-device", problem, &decision,
                               &error) != GIMMIK_OK) {
      fprintf(stderr, "writer %d: %s\n", writer, error.message);
      failures++;
    }
    /* Everyone also rewrites one common row, the worst case for locks. */
    failures += gimmik_tuning_db_store(db, "shared-device", "common",
                                       &decision, &error) != GIMMIK_OK;
    failures += !lookup_matches(db, "shared-device", problem, &decision);
  }
  gimmik_tuning_db_close(db);
  return failures;
}

/* Four processes open a database that does not exist yet, all at once,
 * and store 100 decisions each: none may fail or be lost. */
static void test_processes_store_at_once(void) {
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/concurrent/tuning.sqlite", scratch);
  start_line line;
  CHECK(start_line_create(&line) == 0);
  pid_t children[WRITERS];
  for (int writer = 0; writer < WRITERS; writer++) {
    fflush(NULL);
    children[writer] = fork();
    if (children[writer] == 0) {
      start_line_wait(&line);
      _exit(writer_process(path, writer) ? 1 : 0);
    }
    CHECK(children[writer] > 0);
  }
  start_line_release(&line, WRITERS);
  for (int writer = 0; writer < WRITERS; writer++)
    CHECK(wait_child(children[writer]) == 0);

  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  if (!db) return;
  listing seen = {0};
  CHECK_OK(gimmik_tuning_db_list(db, "shared-device", visit, &seen, &error),
           &error);
  CHECK(seen.count == WRITERS * DECISIONS_PER_WRITER + 1);
  int lost = 0;
  for (int writer = 0; writer < WRITERS; writer++)
    for (int i = 0; i < DECISIONS_PER_WRITER; i++) {
      char problem[64];
      snprintf(problem, sizeof problem, "problem-%d-%03d", writer, i);
      gimmik_tuning_decision decision = make_decision(writer * 1000 + i);
      lost += !lookup_matches(db, "shared-device", problem, &decision);
    }
  CHECK(lost == 0);
  printf("  %d processes stored %d decisions at once; %d lost\n", WRITERS,
         seen.count - 1, lost);
  gimmik_tuning_db_close(db);
}

/* ---- locations that cannot be written ---------------------------------- */

static gimmik_tuning_db *open_catching_stderr(const char *path,
                                              char **printed) {
  gimmik_error error;
  gimmik_error_init(&error);
  stderr_capture capture;
  gimmik_tuning_db *db = NULL;
  *printed = NULL;
  if (stderr_capture_begin(&capture, scratch) != 0) return NULL;
  gimmik_status status = gimmik_tuning_db_open(path, &db, &error);
  *printed = stderr_capture_end(&capture);
  CHECK_OK(status, &error);
  return db;
}

static void check_memory_fallback(const char *path, const char *fragment) {
  char *printed = NULL;
  gimmik_tuning_db *db = open_catching_stderr(path, &printed);
  CHECK(printed && count_lines(printed) == 1);
  CHECK(printed && strstr(printed, fragment) &&
        strstr(printed, "kept in memory only"));
  if (printed) printf("  warning seen: %s", printed);
  free(printed);
  if (!db) return;
  CHECK(!gimmik_tuning_db_persistent(db));
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_decision decision = make_decision(4);
  CHECK_OK(gimmik_tuning_db_store(db, "dev", "in-memory", &decision, &error),
           &error);
  CHECK(lookup_matches(db, "dev", "in-memory", &decision));
  gimmik_tuning_db_close(db);
}

static void test_unwritable_location(void) {
  /* Root may write anywhere, but nobody can make a folder inside a file. */
  CHECK(scratch_file_write(path_in_scratch("plain"), "x", 1) == 0);
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/plain/sub/tuning.sqlite", scratch);
  check_memory_fallback(path, "Not a directory");

  /* The same through the default location. */
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/plain/cache", scratch);
  setenv("GIMMIK_CACHE_DIR", folder, 1);
  check_memory_fallback(NULL, folder);

  /* A folder where the database file should be: SQLite cannot open it. */
  snprintf(path, sizeof path, "%s/folder.sqlite", scratch);
  CHECK(mkdir(path, 0755) == 0);
  check_memory_fallback(path, path);
}

static void test_default_location(void) {
  char folder[SCRATCH_PATH_SIZE], expected[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/default/cache", scratch);
  snprintf(expected, sizeof expected, "%s/default/cache/tuning.sqlite",
           scratch);
  setenv("GIMMIK_CACHE_DIR", folder, 1);
  char *printed = NULL;
  gimmik_tuning_db *db = open_catching_stderr(NULL, &printed);
  CHECK(printed && printed[0] == '\0');
  free(printed);
  if (!db) return;
  CHECK(gimmik_tuning_db_persistent(db));
  CHECK(strcmp(gimmik_tuning_db_path(db), expected) == 0);
  struct stat info;
  CHECK(stat(expected, &info) == 0 && S_ISREG(info.st_mode));
  gimmik_tuning_db_close(db);
}

/* ---- files that are not ours ------------------------------------------- */

static void check_refused_and_kept(const char *path, const char *fragment) {
  size_t size_before = 0, size_after = 0;
  unsigned char *before = scratch_file_read(path, &size_before);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_FAILS(gimmik_tuning_db_open(path, &db, &error), &error,
              GIMMIK_ERROR_IO, path);
  CHECK(strstr(error.message, fragment) && strstr(error.message, "remove"));
  printf("  error seen: %s\n", error.message);
  CHECK(db == NULL);
  unsigned char *after = scratch_file_read(path, &size_after);
  CHECK(before && after && size_before == size_after &&
        memcmp(before, after, size_before) == 0);
  free(before);
  free(after);
}

static void test_not_a_database(void) {
  const char *text = "this is a user's notes file, not a database\n";
  char notes[4096] = "";
  for (int i = 0; i < 40; i++) strcat(notes, text);
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/notes.sqlite", scratch);
  CHECK(scratch_file_write(path, notes, strlen(notes)) == 0);
  check_refused_and_kept(path, "not a database");

  /* A real SQLite database that another program made. */
  snprintf(path, sizeof path, "%s/other-program.sqlite", scratch);
  sqlite3 *connection;
  CHECK(sqlite3_open(path, &connection) == SQLITE_OK);
  CHECK(sqlite3_exec(connection, "CREATE TABLE accounts (name TEXT)", NULL,
                     NULL, NULL) == SQLITE_OK);
  sqlite3_close(connection);
  check_refused_and_kept(path, "another program");

  /* Ours, but from a newer gimmik. */
  snprintf(path, sizeof path, "%s/newer.sqlite", scratch);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_tuning_db *db = NULL;
  CHECK_OK(gimmik_tuning_db_open(path, &db, &error), &error);
  gimmik_tuning_db_close(db);
  CHECK(sqlite3_open(path, &connection) == SQLITE_OK);
  CHECK(sqlite3_exec(connection, "UPDATE schema_version SET version = 2", NULL,
                     NULL, NULL) == SQLITE_OK);
  sqlite3_close(connection);
  CHECK_FAILS(gimmik_tuning_db_open(path, &db, &error), &error,
              GIMMIK_ERROR_IO, "schema version 2");
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "--store") == 0)
    return store_as_second_process(argv[2]);
  program = argv[0];
  if (scratch_tree_create(scratch) != 0) return 1;
  /* Nothing here may touch the real user's cache. */
  setenv("GIMMIK_CACHE_DIR", path_in_scratch("default"), 1);
  test_store_lookup_replace();
  test_bad_arguments();
  test_malformed_row();
  test_second_process_sees_decision();
  test_processes_store_at_once();
  test_unwritable_location();
  test_default_location();
  test_not_a_database();
  scratch_tree_remove(scratch);
  return check_finish("test_tuning_db");
}
