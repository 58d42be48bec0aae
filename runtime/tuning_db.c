/* tuning_db.c: the tuning database (tuning_db.h) on SQLite. */
#include "runtime/tuning_db.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "runtime/binary_cache.h"

enum {
  SCHEMA_VERSION = 1,
  BUSY_TIMEOUT_MILLISECONDS = 60000,
  /* GIMMIK_MAX_PARAMS times "name=value," with a 15-letter name and an
   * 11-character int, and the NUL */
  PARAMS_TEXT_SIZE = 256
};

static const char memory_database[] = ":memory:";

/* The statements prepared once per handle, named by index. */
typedef enum statement_name {
  BEGIN_WRITE,
  COMMIT_WRITE,
  ROLLBACK_WRITE,
  LOOKUP,
  STORE,
  LIST_ALL,
  LIST_DEVICE,
  STATEMENT_COUNT
} statement_name;

#define DECISION_COLUMNS                                                     \
  "device_key, problem_key, variant, params, milliseconds, "                 \
  "default_milliseconds, candidates, stored_at"

static const char *const statement_sql[STATEMENT_COUNT] = {
  [BEGIN_WRITE] = "BEGIN IMMEDIATE",
  [COMMIT_WRITE] = "COMMIT",
  [ROLLBACK_WRITE] = "ROLLBACK",
  [LOOKUP] = "SELECT " DECISION_COLUMNS " FROM decisions"
             " WHERE device_key = ?1 AND problem_key = ?2",
  [STORE] = "INSERT OR REPLACE INTO decisions (" DECISION_COLUMNS ")"
            " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
  [LIST_ALL] = "SELECT " DECISION_COLUMNS " FROM decisions"
               " ORDER BY device_key, problem_key",
  [LIST_DEVICE] = "SELECT " DECISION_COLUMNS " FROM decisions"
                  " WHERE device_key = ?1 ORDER BY problem_key",
};

static const char create_version_sql[] =
    "CREATE TABLE schema_version (version INTEGER NOT NULL)";
static const char insert_version_sql[] =
    "INSERT INTO schema_version (version) VALUES (1)";
static const char create_decisions_sql[] =
    "CREATE TABLE decisions ("
    " device_key TEXT NOT NULL,"
    " problem_key TEXT NOT NULL,"
    " variant TEXT NOT NULL,"
    " params TEXT NOT NULL,"
    " milliseconds REAL NOT NULL,"
    " default_milliseconds REAL NOT NULL,"
    " candidates INTEGER NOT NULL,"
    " stored_at TEXT NOT NULL,"
    " PRIMARY KEY (device_key, problem_key))";

struct gimmik_tuning_db {
  sqlite3 *connection;
  char *path;         /* never NULL; "" when no folder could be named */
  int persistent;
  int failure_code;   /* primary SQLite code of the last failure */
  pthread_mutex_t lock; /* one call at a time on the connection */
  sqlite3_stmt *statements[STATEMENT_COUNT];
};

/* ---- reporting --------------------------------------------------------- */

/* Turn an SQLite failure into our error, with SQLite's own message; the
 * message must be read before any other call on the connection. */
static gimmik_status sqlite_failure(gimmik_tuning_db *db, int code,
                                    const char *doing, gimmik_error *error) {
  db->failure_code = code & 0xff;
  gimmik_status status =
      db->failure_code == SQLITE_NOMEM ? GIMMIK_ERROR_MEMORY : GIMMIK_ERROR_IO;
  const char *message = db->connection ? sqlite3_errmsg(db->connection)
                                       : sqlite3_errstr(code);
  return gimmik_error_set(error, status, "tuning database %s: %s failed: %s",
                          db->path, doing, message);
}

static gimmik_status out_of_memory(gimmik_error *error) {
  gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory in the tuning database");
  return GIMMIK_ERROR_MEMORY;
}

/* The location refuses to be written: a reason to fall back to memory,
 * unlike a file that holds something else. */
static int is_unwritable_failure(int code) {
  return code == SQLITE_CANTOPEN || code == SQLITE_READONLY ||
         code == SQLITE_PERM || code == SQLITE_IOERR || code == SQLITE_FULL;
}

static gimmik_status not_ours(const gimmik_tuning_db *db, const char *what,
                              gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_IO,
                          "%s is not a gimmik tuning database (%s); remove it "
                          "and gimmik will create a new one there",
                          db->path, what);
}

/* ---- one-off statements ------------------------------------------------ */

/* Run `sql` to the end, discarding any rows. */
static gimmik_status execute(gimmik_tuning_db *db, const char *sql,
                             const char *doing, gimmik_error *error) {
  sqlite3_stmt *statement;
  int code = sqlite3_prepare_v2(db->connection, sql, -1, &statement, NULL);
  if (code != SQLITE_OK) return sqlite_failure(db, code, doing, error);
  while ((code = sqlite3_step(statement)) == SQLITE_ROW) continue;
  gimmik_status status =
      code == SQLITE_DONE ? GIMMIK_OK : sqlite_failure(db, code, doing, error);
  /* finalize repeats a step failure already reported above */
  sqlite3_finalize(statement);
  return status;
}

/* The integer in the first column of the first row (0 when no row). */
static gimmik_status query_integer(gimmik_tuning_db *db, const char *sql,
                                   const char *doing, long long *value,
                                   gimmik_error *error) {
  sqlite3_stmt *statement;
  int code = sqlite3_prepare_v2(db->connection, sql, -1, &statement, NULL);
  if (code != SQLITE_OK) return sqlite_failure(db, code, doing, error);
  *value = 0;
  code = sqlite3_step(statement);
  if (code == SQLITE_ROW) {
    *value = sqlite3_column_int64(statement, 0);
    code = SQLITE_DONE;
  }
  gimmik_status status =
      code == SQLITE_DONE ? GIMMIK_OK : sqlite_failure(db, code, doing, error);
  sqlite3_finalize(statement);
  return status;
}

/* ---- the prepared statements ------------------------------------------- */

/* Step a prepared statement that returns no rows, then reset it so that
 * it holds no lock and can run again. */
static gimmik_status step_to_end(gimmik_tuning_db *db, statement_name name,
                                 const char *doing, gimmik_error *error) {
  sqlite3_stmt *statement = db->statements[name];
  int code = sqlite3_step(statement);
  gimmik_status status =
      code == SQLITE_DONE ? GIMMIK_OK : sqlite_failure(db, code, doing, error);
  code = sqlite3_reset(statement);
  if (status == GIMMIK_OK && code != SQLITE_OK)
    status = sqlite_failure(db, code, doing, error);
  return status;
}

/* Reset after use and drop the bound strings, which belong to the caller.
 * The reset repeats any step failure, already reported by the caller. */
static void release_statement(gimmik_tuning_db *db, statement_name name) {
  sqlite3_reset(db->statements[name]);
  sqlite3_clear_bindings(db->statements[name]);
}

static gimmik_status bind_text(gimmik_tuning_db *db, statement_name name,
                               int index, const char *text,
                               gimmik_error *error) {
  /* SQLITE_STATIC: the text outlives the statement's use, which ends with
   * release_statement before the call returns. */
  int code = sqlite3_bind_text(db->statements[name], index, text, -1,
                               SQLITE_STATIC);
  return code == SQLITE_OK ? GIMMIK_OK
                           : sqlite_failure(db, code, "binding a value", error);
}

static gimmik_status bind_double(gimmik_tuning_db *db, statement_name name,
                                 int index, double value,
                                 gimmik_error *error) {
  int code = sqlite3_bind_double(db->statements[name], index, value);
  return code == SQLITE_OK ? GIMMIK_OK
                           : sqlite_failure(db, code, "binding a value", error);
}

static gimmik_status bind_integer(gimmik_tuning_db *db, statement_name name,
                                  int index, int value, gimmik_error *error) {
  int code = sqlite3_bind_int(db->statements[name], index, value);
  return code == SQLITE_OK ? GIMMIK_OK
                           : sqlite_failure(db, code, "binding a value", error);
}

static gimmik_status prepare_statements(gimmik_tuning_db *db,
                                        gimmik_error *error) {
  for (int name = 0; name < STATEMENT_COUNT; name++) {
    int code = sqlite3_prepare_v3(db->connection, statement_sql[name], -1,
                                  SQLITE_PREPARE_PERSISTENT,
                                  &db->statements[name], NULL);
    if (code != SQLITE_OK)
      return sqlite_failure(db, code, "preparing a statement", error);
  }
  return GIMMIK_OK;
}

/* ---- opening ----------------------------------------------------------- */

/* Create the tables in a new file, or check the version of an old one.
 * The caller holds the write transaction. */
static gimmik_status create_or_check_schema(gimmik_tuning_db *db,
                                            gimmik_error *error) {
  long long has_version, object_count, version;
  gimmik_status status = query_integer(
      db,
      "SELECT count(*) FROM sqlite_master"
      " WHERE type = 'table' AND name = 'schema_version'",
      "reading the schema", &has_version, error);
  if (status == GIMMIK_OK)
    status = query_integer(db, "SELECT count(*) FROM sqlite_master",
                           "reading the schema", &object_count, error);
  if (status != GIMMIK_OK) return status;
  if (!has_version && object_count > 0)
    return not_ours(db, "it is an SQLite database made by another program",
                    error);
  if (!has_version) {
    status = execute(db, create_version_sql, "creating the schema", error);
    if (status == GIMMIK_OK)
      status = execute(db, insert_version_sql, "creating the schema", error);
    if (status == GIMMIK_OK)
      status = execute(db, create_decisions_sql, "creating the schema", error);
    return status;
  }
  status = query_integer(db, "SELECT max(version) FROM schema_version",
                         "reading the schema version", &version, error);
  if (status == GIMMIK_OK && version != SCHEMA_VERSION)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "tuning database %s has schema version %lld; this "
                            "gimmik reads version %d only (remove the file or "
                            "use the gimmik that wrote it)",
                            db->path, version, SCHEMA_VERSION);
  return status;
}

/* The state of the schema, read in a deferred transaction that takes no
 * write lock: 1 when it is ours and current, 0 when the file is new. */
static gimmik_status read_schema(gimmik_tuning_db *db, int *ready,
                                 gimmik_error *error) {
  long long has_version = 0, version = 0;
  gimmik_status status =
      execute(db, "BEGIN", "starting a transaction", error);
  if (status == GIMMIK_OK)
    status = query_integer(db,
                           "SELECT count(*) FROM sqlite_master"
                           " WHERE type = 'table' AND name = 'schema_version'",
                           "reading the schema", &has_version, error);
  if (status == GIMMIK_OK && has_version)
    status = query_integer(db, "SELECT max(version) FROM schema_version",
                           "reading the schema version", &version, error);
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  execute(db, "COMMIT", "ending a read", &ignored);
  gimmik_error_clear(&ignored);
  *ready = status == GIMMIK_OK && version == SCHEMA_VERSION;
  return status;
}

/* A new file gets its schema in one IMMEDIATE transaction, so that
 * processes starting together create it once; an existing one is only
 * read, so that opening never waits for another process's writes. */
static gimmik_status ensure_schema(gimmik_tuning_db *db, gimmik_error *error) {
  int ready = 0;
  gimmik_status status = read_schema(db, &ready, error);
  if (status != GIMMIK_OK || ready) return status;
  status = execute(db, "BEGIN IMMEDIATE", "starting a transaction", error);
  if (status != GIMMIK_OK) return status;
  status = create_or_check_schema(db, error);
  if (status == GIMMIK_OK)
    return execute(db, "COMMIT", "committing the schema", error);
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  execute(db, "ROLLBACK", "rolling back", &ignored);
  gimmik_error_clear(&ignored);
  return status;
}

/* Whether the first column of the first row of `sql` reads `expected`;
 * the answer (or "") is copied into `answer`. */
static gimmik_status query_text_is(gimmik_tuning_db *db, const char *sql,
                                   const char *doing, const char *expected,
                                   int *is, char answer[64],
                                   gimmik_error *error) {
  sqlite3_stmt *statement;
  *is = 0;
  answer[0] = '\0';
  int code = sqlite3_prepare_v2(db->connection, sql, -1, &statement, NULL);
  if (code != SQLITE_OK) return sqlite_failure(db, code, doing, error);
  code = sqlite3_step(statement);
  const unsigned char *text =
      code == SQLITE_ROW ? sqlite3_column_text(statement, 0) : NULL;
  if (text) snprintf(answer, 64, "%s", (const char *)text);
  *is = text && strcmp((const char *)text, expected) == 0;
  gimmik_status status = code == SQLITE_ROW || code == SQLITE_DONE
                             ? GIMMIK_OK
                             : sqlite_failure(db, code, doing, error);
  sqlite3_finalize(statement);
  return status;
}

/* A truncated or overwritten file may open and fail only on the page it
 * lost: quick_check reads every page once (the file is small). */
static gimmik_status check_integrity(gimmik_tuning_db *db,
                                     gimmik_error *error) {
  int intact;
  char answer[64];
  gimmik_status status =
      query_text_is(db, "PRAGMA quick_check", "checking the file", "ok",
                    &intact, answer, error);
  if (status != GIMMIK_OK || intact) return status;
  db->failure_code = SQLITE_CORRUPT;
  return gimmik_error_set(error, GIMMIK_ERROR_IO,
                          "tuning database %s: the file is damaged (%s)",
                          db->path, answer[0] ? answer : "no answer");
}

static gimmik_status configure_connection(gimmik_tuning_db *db,
                                          gimmik_error *error) {
  int code = sqlite3_extended_result_codes(db->connection, 1);
  if (code == SQLITE_OK)
    code = sqlite3_busy_timeout(db->connection, BUSY_TIMEOUT_MILLISECONDS);
  if (code != SQLITE_OK)
    return sqlite_failure(db, code, "configuring the connection", error);
  return GIMMIK_OK;
}

/* WAL lets readers go on while one process writes.  It is chosen only
 * once the schema shows the file is ours, since it rewrites the file's
 * header, and only when the file is not in WAL mode yet, since the switch
 * takes an exclusive lock.  A file system without shared memory may
 * refuse; SQLite then keeps its rollback journal, slower but just as
 * safe, so the mode it answers with is not checked.  The switch does not
 * wait for the busy timeout (it could deadlock), so a process opening
 * the file while another holds it is answered "locked": that one or a
 * later opener makes the switch, and this one goes on in either mode. */
static gimmik_status choose_wal_journal(gimmik_tuning_db *db,
                                        gimmik_error *error) {
  int is_wal;
  char answer[64];
  gimmik_status status =
      query_text_is(db, "PRAGMA journal_mode", "reading the journal mode",
                    "wal", &is_wal, answer, error);
  if (status != GIMMIK_OK || is_wal) return status;
  gimmik_error busy;
  gimmik_error_init(&busy);
  status = execute(db, "PRAGMA journal_mode = WAL", "choosing WAL journaling",
                   &busy);
  if (status != GIMMIK_OK && (db->failure_code == SQLITE_BUSY ||
                              db->failure_code == SQLITE_LOCKED)) {
    db->failure_code = SQLITE_OK;
    status = GIMMIK_OK;
  }
  if (status != GIMMIK_OK)
    gimmik_error_set(error, busy.status, "%s", busy.message);
  gimmik_error_clear(&busy);
  return status;
}

static void detach_database(gimmik_tuning_db *db) {
  for (int name = 0; name < STATEMENT_COUNT; name++) {
    sqlite3_finalize(db->statements[name]); /* NULL is a no-op */
    db->statements[name] = NULL;
  }
  /* close_v2 never fails for a connection without live statements */
  sqlite3_close_v2(db->connection);
  db->connection = NULL;
}

/* SQLite opened the file for reading only (its permissions forbid more),
 * which sqlite3_errmsg does not report as an error. */
static gimmik_status read_only_failure(gimmik_tuning_db *db,
                                       gimmik_error *error) {
  db->failure_code = SQLITE_READONLY;
  return gimmik_error_set(error, GIMMIK_ERROR_IO,
                          "tuning database %s: the file can only be read",
                          db->path);
}

/* Open `filename`, configure it, make or check the schema and prepare the
 * statements; on failure everything is closed again. */
static gimmik_status attach_database(gimmik_tuning_db *db,
                                     const char *filename,
                                     gimmik_error *error) {
  int code = sqlite3_open_v2(
      filename, &db->connection,
      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, NULL);
  gimmik_status status = code == SQLITE_OK
                             ? GIMMIK_OK
                             : sqlite_failure(db, code, "opening", error);
  if (status == GIMMIK_OK && sqlite3_db_readonly(db->connection, "main") == 1)
    status = read_only_failure(db, error);
  if (status == GIMMIK_OK) status = configure_connection(db, error);
  if (status == GIMMIK_OK) status = check_integrity(db, error);
  if (status == GIMMIK_OK) status = ensure_schema(db, error);
  if (status == GIMMIK_OK) status = choose_wal_journal(db, error);
  if (status == GIMMIK_OK) status = prepare_statements(db, error);
  if (status != GIMMIK_OK) detach_database(db);
  return status;
}

/* The file a NULL path means, and its folder made ready.  A location that
 * cannot be used is reported in `problem`; only running out of memory is
 * an error. */
static gimmik_status choose_default_path(gimmik_tuning_db *db,
                                         gimmik_error *problem,
                                         gimmik_error *error) {
  char *folder = NULL;
  gimmik_status status = gimmik_cache_default_folder(&folder, problem);
  if (status == GIMMIK_ERROR_MEMORY) return out_of_memory(error);
  if (status != GIMMIK_OK) {
    db->path = strdup("");
    return db->path ? GIMMIK_OK : out_of_memory(error);
  }
  size_t size = strlen(folder) + sizeof "/tuning.sqlite";
  db->path = malloc(size);
  if (db->path) snprintf(db->path, size, "%s/tuning.sqlite", folder);
  if (db->path) status = gimmik_cache_folder_prepare(folder, problem);
  free(folder);
  if (!db->path || status == GIMMIK_ERROR_MEMORY) return out_of_memory(error);
  return GIMMIK_OK;
}

/* A path given by the caller: its folder is created when missing. */
static gimmik_status choose_given_path(gimmik_tuning_db *db, const char *path,
                                       gimmik_error *problem,
                                       gimmik_error *error) {
  db->path = strdup(path);
  char *folder = strdup(path);
  if (!db->path || !folder) {
    free(folder);
    return out_of_memory(error);
  }
  char *slash = strrchr(folder, '/');
  if (!slash) strcpy(folder, ".");
  else if (slash == folder) slash[1] = '\0';
  else *slash = '\0';
  gimmik_status status = gimmik_cache_folder_prepare(folder, problem);
  free(folder);
  return status == GIMMIK_ERROR_MEMORY ? out_of_memory(error) : GIMMIK_OK;
}

static void warn_memory_only(const char *reason) {
  fprintf(stderr, "gimmik: %s; tuning decisions are kept in memory only\n",
          reason);
}

/* 1 when the file starts as an SQLite database does (all of its first
 * 16 bytes, or as many as a truncated file kept): a damaged database of
 * ours, rather than some other file under the name. */
static int looks_like_sqlite(const char *path) {
  static const char magic[16] = "SQLite format 3";
  unsigned char start[16];
  int descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (descriptor < 0) return 0;
  ssize_t got = read(descriptor, start, sizeof start);
  close(descriptor);
  return got > 0 && memcmp(start, magic, (size_t)got) == 0;
}

/* Move `path` + `suffix` to `aside` + `suffix`; a missing file is fine. */
static int move_aside(const char *path, const char *aside,
                      const char *suffix) {
  char from[PATH_MAX], to[PATH_MAX];
  if (snprintf(from, sizeof from, "%s%s", path, suffix) >= (int)sizeof from ||
      snprintf(to, sizeof to, "%s%s", aside, suffix) >= (int)sizeof to)
    return -1;
  return rename(from, to) == 0 || errno == ENOENT ? 0 : -1;
}

/* A damaged database (truncated, half overwritten) holds nothing worth
 * stopping every context for: it is renamed aside with its WAL, with a
 * warning, and a new one made.  Processes that find it damaged at once
 * take turns on a lock file and look again first, so one renames it and
 * the others open the new file. */
static gimmik_status replace_damaged(gimmik_tuning_db *db,
                                     gimmik_error *problem) {
  char lock_path[PATH_MAX], aside[PATH_MAX], stamp[32];
  snprintf(lock_path, sizeof lock_path, "%s.lock", db->path);
  int lock = open(lock_path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (lock >= 0) flock(lock, LOCK_EX);
  db->failure_code = SQLITE_OK;
  gimmik_status status = attach_database(db, db->path, problem);
  int damaged = status != GIMMIK_OK &&
                (db->failure_code == SQLITE_CORRUPT ||
                 db->failure_code == SQLITE_NOTADB) &&
                looks_like_sqlite(db->path);
  if (damaged) {
    time_t now = time(NULL);
    struct tm utc;
    gmtime_r(&now, &utc);
    strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &utc);
    snprintf(aside, sizeof aside, "%s.damaged-%s-%ld", db->path, stamp,
             (long)getpid());
    if (move_aside(db->path, aside, "") == 0 &&
        move_aside(db->path, aside, "-wal") == 0) {
      char shm[PATH_MAX];
      snprintf(shm, sizeof shm, "%s-shm", db->path);
      unlink(shm);
      fprintf(stderr, "gimmik: %s; the file is moved to %s and a new one "
                      "made\n",
              problem->message, aside);
      db->failure_code = SQLITE_OK;
      status = attach_database(db, db->path, problem);
    }
  }
  if (lock >= 0) close(lock); /* closing releases the lock */
  return status;
}

/* A damaged file, or one that failed to read: another process may be
 * replacing it (the file this one opened was renamed aside under it), so
 * look again under the lock. */
static int may_be_replaced(int code) {
  int primary = code & 0xff;
  return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB ||
         primary == SQLITE_IOERR;
}

/* Try the file, replacing a damaged one; fall back to memory only when
 * its location cannot be written.  Any other failure (a foreign file, a
 * newer schema, a lock held past the timeout) is the caller's error. */
static gimmik_status attach_file_or_memory(gimmik_tuning_db *db,
                                           gimmik_error *problem,
                                           gimmik_error *error) {
  if (problem->status == GIMMIK_OK) {
    db->failure_code = SQLITE_OK;
    gimmik_status status = attach_database(db, db->path, problem);
    if (status != GIMMIK_OK && may_be_replaced(db->failure_code))
      status = replace_damaged(db, problem);
    if (status == GIMMIK_OK) {
      db->persistent = 1;
      return GIMMIK_OK;
    }
    if (db->failure_code == SQLITE_NOTADB || db->failure_code == SQLITE_CORRUPT)
      return not_ours(db, sqlite3_errstr(db->failure_code), error);
    if (status == GIMMIK_ERROR_MEMORY || !is_unwritable_failure(db->failure_code))
      return gimmik_error_set(error, status, "%s", problem->message);
  }
  warn_memory_only(problem->message);
  return attach_database(db, memory_database, error);
}

gimmik_status gimmik_tuning_db_open(const char *path, gimmik_tuning_db **db,
                                    gimmik_error *error) {
  if (!db)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_open: db is NULL");
  *db = NULL;
  if (path && !*path)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_open: the path is \"\" (pass "
                            "NULL for the default location)");
  gimmik_tuning_db *opened = calloc(1, sizeof *opened);
  if (!opened) return out_of_memory(error);
  pthread_mutex_init(&opened->lock, NULL);
  gimmik_error problem;
  gimmik_error_init(&problem);
  gimmik_status status = path ? choose_given_path(opened, path, &problem, error)
                              : choose_default_path(opened, &problem, error);
  if (status == GIMMIK_OK)
    status = attach_file_or_memory(opened, &problem, error);
  gimmik_error_clear(&problem);
  if (status != GIMMIK_OK) {
    gimmik_tuning_db_close(opened);
    return status;
  }
  *db = opened;
  return GIMMIK_OK;
}

void gimmik_tuning_db_close(gimmik_tuning_db *db) {
  if (!db) return;
  detach_database(db);
  pthread_mutex_destroy(&db->lock);
  free(db->path);
  free(db);
}

int gimmik_tuning_db_persistent(const gimmik_tuning_db *db) {
  return db->persistent;
}

const char *gimmik_tuning_db_path(const gimmik_tuning_db *db) {
  return db->path ? db->path : "";
}

/* ---- parameters as text ------------------------------------------------ */

static int is_terminated(const char *text, size_t size) {
  return memchr(text, '\0', size) != NULL;
}

static int valid_param_name(const char *name, size_t size) {
  return is_terminated(name, size) && *name && !strpbrk(name, "=,");
}

/* "name=value,name=value"; "" for none.  The names are valid. */
static void format_params(const gimmik_tuning_decision *decision,
                          char text[PARAMS_TEXT_SIZE]) {
  size_t used = 0;
  text[0] = '\0';
  for (int i = 0; i < decision->param_count; i++)
    used += (size_t)snprintf(text + used, PARAMS_TEXT_SIZE - used, "%s%s=%d",
                             i > 0 ? "," : "", decision->params[i].name,
                             decision->params[i].value);
}

/* Read one "name=value" at `cursor`; returns where it ended (at ',' or
 * the NUL) or NULL when it is malformed. */
static const char *parse_param(const char *cursor, gimmik_param *param) {
  const char *equals = strchr(cursor, '=');
  if (!equals) return NULL;
  size_t name_length = (size_t)(equals - cursor);
  if (name_length == 0 || name_length >= sizeof param->name ||
      memchr(cursor, ',', name_length))
    return NULL;
  char *end;
  errno = 0;
  long value = strtol(equals + 1, &end, 10);
  if (end == equals + 1 || errno != 0 || value < INT_MIN || value > INT_MAX)
    return NULL;
  if (*end != ',' && *end != '\0') return NULL;
  memcpy(param->name, cursor, name_length);
  param->name[name_length] = '\0';
  param->value = (int)value;
  return end;
}

/* 1 when `text` is a valid parameter list, stored into the decision. */
static int parse_params(const char *text, gimmik_tuning_decision *decision) {
  decision->param_count = 0;
  if (*text == '\0') return 1;
  for (const char *cursor = text;; cursor++) {
    if (decision->param_count == GIMMIK_MAX_PARAMS) return 0;
    cursor = parse_param(cursor, &decision->params[decision->param_count]);
    if (!cursor) return 0;
    decision->param_count++;
    if (*cursor == '\0') return 1;
  }
}

static gimmik_status check_decision(const gimmik_tuning_decision *decision,
                                    gimmik_error *error) {
  if (!is_terminated(decision->variant, sizeof decision->variant) ||
      !decision->variant[0])
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_store: the variant name is empty "
                            "or not terminated within %zu bytes",
                            sizeof decision->variant);
  if (decision->param_count < 0 || decision->param_count > GIMMIK_MAX_PARAMS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_store: param_count %d is "
                            "outside 0..%d",
                            decision->param_count, GIMMIK_MAX_PARAMS);
  for (int i = 0; i < decision->param_count; i++)
    if (!valid_param_name(decision->params[i].name,
                          sizeof decision->params[i].name))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_tuning_db_store: parameter %d has an "
                              "empty or unterminated name, or one with '=' "
                              "or ','",
                              i);
  return GIMMIK_OK;
}

/* ---- rows -------------------------------------------------------------- */

/* Copy column `column` into `target` when it fits with its NUL. */
static int copy_column(sqlite3_stmt *statement, int column, char *target,
                       size_t size) {
  const unsigned char *text = sqlite3_column_text(statement, column);
  if (!text) return 0;
  size_t length = strlen((const char *)text);
  if (length >= size) return 0;
  memcpy(target, text, length + 1);
  return 1;
}

/* The decision in the current row (columns as in DECISION_COLUMNS). */
static gimmik_status read_decision(gimmik_tuning_db *db,
                                   sqlite3_stmt *statement,
                                   gimmik_tuning_decision *decision,
                                   gimmik_error *error) {
  memset(decision, 0, sizeof *decision);
  char params[PARAMS_TEXT_SIZE];
  int valid =
      copy_column(statement, 2, decision->variant, sizeof decision->variant) &&
      copy_column(statement, 3, params, sizeof params) &&
      parse_params(params, decision) &&
      copy_column(statement, 7, decision->timestamp,
                  sizeof decision->timestamp);
  decision->milliseconds = sqlite3_column_double(statement, 4);
  decision->default_milliseconds = sqlite3_column_double(statement, 5);
  decision->candidates = sqlite3_column_int(statement, 6);
  if (valid) return GIMMIK_OK;
  const unsigned char *device = sqlite3_column_text(statement, 0);
  const unsigned char *problem = sqlite3_column_text(statement, 1);
  return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                          "tuning database %s: the decision for device \"%s\" "
                          "and problem \"%s\" is malformed (variant, params "
                          "or timestamp)",
                          db->path, device ? (const char *)device : "?",
                          problem ? (const char *)problem : "?");
}

/* ---- lookup ------------------------------------------------------------ */

static gimmik_status lookup_locked(gimmik_tuning_db *db, const char *device_key,
                                   const char *problem_key,
                                   gimmik_tuning_decision *decision,
                                   int *found, gimmik_error *error) {
  gimmik_status status = bind_text(db, LOOKUP, 1, device_key, error);
  if (status == GIMMIK_OK) status = bind_text(db, LOOKUP, 2, problem_key, error);
  if (status != GIMMIK_OK) return status;
  int code = sqlite3_step(db->statements[LOOKUP]);
  if (code == SQLITE_ROW) {
    status = read_decision(db, db->statements[LOOKUP], decision, error);
    *found = status == GIMMIK_OK;
  } else if (code != SQLITE_DONE) {
    status = sqlite_failure(db, code, "looking a decision up", error);
  }
  if (!*found) memset(decision, 0, sizeof *decision);
  return status;
}

gimmik_status gimmik_tuning_db_lookup(gimmik_tuning_db *db,
                                      const char *device_key,
                                      const char *problem_key,
                                      gimmik_tuning_decision *decision,
                                      int *found, gimmik_error *error) {
  if (!db || !device_key || !problem_key || !decision || !found)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_lookup: no argument may be NULL");
  *found = 0;
  pthread_mutex_lock(&db->lock);
  gimmik_status status =
      lookup_locked(db, device_key, problem_key, decision, found, error);
  release_statement(db, LOOKUP);
  pthread_mutex_unlock(&db->lock);
  return status;
}

/* ---- store ------------------------------------------------------------- */

/* ISO 8601 in UTC, to the second. */
static void current_timestamp(char text[32]) {
  time_t now = time(NULL);
  struct tm utc;
  if (!gmtime_r(&now, &utc) ||
      strftime(text, 32, "%Y-%m-%dT%H:%M:%SZ", &utc) == 0)
    strcpy(text, "1970-01-01T00:00:00Z");
}

static gimmik_status bind_decision(gimmik_tuning_db *db, const char *device_key,
                                   const char *problem_key,
                                   const gimmik_tuning_decision *decision,
                                   const char *params, const char *timestamp,
                                   gimmik_error *error) {
  gimmik_status status = bind_text(db, STORE, 1, device_key, error);
  if (status == GIMMIK_OK) status = bind_text(db, STORE, 2, problem_key, error);
  if (status == GIMMIK_OK)
    status = bind_text(db, STORE, 3, decision->variant, error);
  if (status == GIMMIK_OK) status = bind_text(db, STORE, 4, params, error);
  if (status == GIMMIK_OK)
    status = bind_double(db, STORE, 5, decision->milliseconds, error);
  if (status == GIMMIK_OK)
    status = bind_double(db, STORE, 6, decision->default_milliseconds, error);
  if (status == GIMMIK_OK)
    status = bind_integer(db, STORE, 7, decision->candidates, error);
  if (status == GIMMIK_OK) status = bind_text(db, STORE, 8, timestamp, error);
  return status;
}

/* The row in its own IMMEDIATE transaction: the write lock is taken (or
 * waited for, up to the busy timeout) before anything is read, so two
 * writers never deadlock on a lock upgrade. */
static gimmik_status store_locked(gimmik_tuning_db *db,
                                  gimmik_error *error) {
  gimmik_status status =
      step_to_end(db, BEGIN_WRITE, "starting a transaction", error);
  if (status != GIMMIK_OK) return status;
  status = step_to_end(db, STORE, "storing a decision", error);
  if (status == GIMMIK_OK)
    status = step_to_end(db, COMMIT_WRITE, "committing a decision", error);
  if (status != GIMMIK_OK) {
    gimmik_error ignored;
    gimmik_error_init(&ignored);
    step_to_end(db, ROLLBACK_WRITE, "rolling back", &ignored);
    gimmik_error_clear(&ignored);
  }
  return status;
}

gimmik_status gimmik_tuning_db_store(gimmik_tuning_db *db,
                                     const char *device_key,
                                     const char *problem_key,
                                     const gimmik_tuning_decision *decision,
                                     gimmik_error *error) {
  if (!db || !device_key || !problem_key || !decision)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_store: no argument may be NULL");
  gimmik_status status = check_decision(decision, error);
  if (status != GIMMIK_OK) return status;
  char params[PARAMS_TEXT_SIZE], timestamp[32];
  format_params(decision, params);
  current_timestamp(timestamp);
  pthread_mutex_lock(&db->lock);
  status = bind_decision(db, device_key, problem_key, decision, params,
                         timestamp, error);
  if (status == GIMMIK_OK) status = store_locked(db, error);
  release_statement(db, STORE);
  pthread_mutex_unlock(&db->lock);
  return status;
}

/* ---- list -------------------------------------------------------------- */

typedef struct listed_decision {
  char *device_key;
  char *problem_key;
  gimmik_tuning_decision decision;
} listed_decision;

typedef struct decision_list {
  listed_decision *items;
  size_t count;
  size_t capacity;
} decision_list;

static void decision_list_free(decision_list *list) {
  for (size_t i = 0; i < list->count; i++) {
    free(list->items[i].device_key);
    free(list->items[i].problem_key);
  }
  free(list->items);
}

static listed_decision *decision_list_grow(decision_list *list) {
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? 2 * list->capacity : 16;
    listed_decision *items = realloc(list->items, capacity * sizeof *items);
    if (!items) return NULL;
    list->items = items;
    list->capacity = capacity;
  }
  listed_decision *item = &list->items[list->count];
  memset(item, 0, sizeof *item);
  return item;
}

static gimmik_status collect_row(gimmik_tuning_db *db, sqlite3_stmt *statement,
                                 decision_list *list, gimmik_error *error) {
  listed_decision *item = decision_list_grow(list);
  if (!item) return out_of_memory(error);
  gimmik_status status = read_decision(db, statement, &item->decision, error);
  if (status != GIMMIK_OK) return status;
  const unsigned char *device = sqlite3_column_text(statement, 0);
  const unsigned char *problem = sqlite3_column_text(statement, 1);
  item->device_key = strdup(device ? (const char *)device : "");
  item->problem_key = strdup(problem ? (const char *)problem : "");
  list->count++; /* counted now so that decision_list_free frees both */
  if (!item->device_key || !item->problem_key) return out_of_memory(error);
  return GIMMIK_OK;
}

/* Read every row first, so the visitor runs without the lock held and may
 * call back into the database. */
static gimmik_status collect_locked(gimmik_tuning_db *db, statement_name name,
                                    const char *device_key,
                                    decision_list *list, gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  if (device_key) status = bind_text(db, name, 1, device_key, error);
  int code = SQLITE_DONE;
  while (status == GIMMIK_OK &&
         (code = sqlite3_step(db->statements[name])) == SQLITE_ROW)
    status = collect_row(db, db->statements[name], list, error);
  if (status == GIMMIK_OK && code != SQLITE_DONE)
    status = sqlite_failure(db, code, "listing decisions", error);
  return status;
}

gimmik_status gimmik_tuning_db_list(gimmik_tuning_db *db,
                                    const char *device_key,
                                    gimmik_tuning_visitor visitor,
                                    void *user_data, gimmik_error *error) {
  if (!db || !visitor)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_tuning_db_list: db and visitor must not be "
                            "NULL");
  statement_name name = device_key ? LIST_DEVICE : LIST_ALL;
  decision_list list = {NULL, 0, 0};
  pthread_mutex_lock(&db->lock);
  gimmik_status status = collect_locked(db, name, device_key, &list, error);
  release_statement(db, name);
  pthread_mutex_unlock(&db->lock);
  for (size_t i = 0; status == GIMMIK_OK && i < list.count; i++)
    if (visitor(list.items[i].device_key, list.items[i].problem_key,
                &list.items[i].decision, user_data) != 0)
      break;
  decision_list_free(&list);
  return status;
}
