/*
 * tuning_db.h (internal): the autotuner's decisions, kept in an SQLite
 * database so that the next process start does no timing (docs/runtime.md).
 *
 * A decision is keyed by two strings the caller makes: `device_key` (what
 * the device is: name, architecture, driver) and `problem_key` (what was
 * tuned: the operator's digest, dtype, n, alpha, beta, ...).  The database
 * never looks inside them.
 *
 * Where.  The file given to gimmik_tuning_db_open or, when that is NULL,
 * tuning.sqlite in the cache folder (gimmik_cache_default_folder in
 * binary_cache.h); missing folders are created.
 *
 * Schema, version 1:
 *   schema_version(version INTEGER NOT NULL)        -- one row
 *   decisions(device_key TEXT, problem_key TEXT,    -- the primary key
 *             variant TEXT, params TEXT,            -- "name=value,..."
 *             milliseconds REAL, default_milliseconds REAL,
 *             candidates INTEGER, stored_at TEXT)   -- ISO 8601 UTC
 *
 * Processes.  The database is in WAL mode with a busy timeout of 60 s, and
 * every write is one IMMEDIATE transaction, so any number of processes
 * (MPI ranks) may read and write one file at once; a writer waits for the
 * others rather than failing.  Opening an existing file and looking up
 * only read: they never wait for another process's write lock.  After
 * fork(), a child must open its own handle and never use its parent's.
 *
 * Threads.  One handle may be used from many threads; its calls take turns
 * on a mutex.
 *
 * Failures.  A location that cannot be written (a folder that cannot be
 * created, a read-only file or file system) is not an error: the handle
 * then holds a private in-memory database and one warning line is printed
 * on stderr.  A damaged database (an SQLite file that is truncated or
 * partly overwritten: PRAGMA quick_check at open) is renamed to
 * <path>.damaged-<time>-<pid> with a warning and a new one is made, so one
 * bad file does not stop every context.  A file that is not an SQLite
 * database, or one that another program made, is an error naming the path
 * and asking the user to remove it: such a file is never moved or deleted
 * here.
 */
#ifndef GIMMIK_RUNTIME_TUNING_DB_H
#define GIMMIK_RUNTIME_TUNING_DB_H

#include "gimmik/error.h"
#include "gimmik/kernel.h"

typedef struct gimmik_tuning_db gimmik_tuning_db;

/* The variant that won, how it was chosen and when. */
typedef struct gimmik_tuning_decision {
  char variant[32];                       /* "row-split", ... */
  gimmik_param params[GIMMIK_MAX_PARAMS]; /* the winner's parameters */
  int param_count;
  double milliseconds;         /* median time of the winner */
  double default_milliseconds; /* median time of the default variant */
  int candidates;              /* how many variants were timed */
  char timestamp[32];          /* "2025-01-31T12:00:00Z"; set by store */
} gimmik_tuning_decision;

/* Called by gimmik_tuning_db_list for each decision; return 0 to go on,
 * anything else to stop.  The visitor may use the database itself. */
typedef int (*gimmik_tuning_visitor)(const char *device_key,
                                     const char *problem_key,
                                     const gimmik_tuning_decision *decision,
                                     void *user_data);

/* Open or create the database at `path`, or at the default location when
 * `path` is NULL.  An unwritable location gives an in-memory database and
 * a warning (see the top).  Errors: GIMMIK_ERROR_ARGUMENT (`db` NULL,
 * `path` ""), GIMMIK_ERROR_IO (not a gimmik tuning database, a newer
 * schema, the file stayed locked past the busy timeout, other SQLite
 * failures, each with SQLite's message), GIMMIK_ERROR_MEMORY. */
gimmik_status gimmik_tuning_db_open(const char *path, gimmik_tuning_db **db,
                                    gimmik_error *error);

/* Close the handle; closing NULL does nothing. */
void gimmik_tuning_db_close(gimmik_tuning_db *db);

/* 1 when decisions are kept in a file, 0 for the in-memory fallback. */
int gimmik_tuning_db_persistent(const gimmik_tuning_db *db);

/* The database's file, or the one that could not be used, or "" when no
 * folder could be named.  Never NULL. */
const char *gimmik_tuning_db_path(const gimmik_tuning_db *db);

/* The decision for the two keys: `*found` is 1 and `*decision` filled, or
 * `*found` is 0 and `*decision` all zero. */
gimmik_status gimmik_tuning_db_lookup(gimmik_tuning_db *db,
                                      const char *device_key,
                                      const char *problem_key,
                                      gimmik_tuning_decision *decision,
                                      int *found, gimmik_error *error);

/* Store the decision for the two keys, replacing any earlier one, with the
 * current time as its timestamp (decision->timestamp is ignored).
 * GIMMIK_ERROR_ARGUMENT for an empty or unterminated variant, a
 * param_count outside 0..GIMMIK_MAX_PARAMS, or a parameter name that is
 * empty, unterminated or holds '=' or ','. */
gimmik_status gimmik_tuning_db_store(gimmik_tuning_db *db,
                                     const char *device_key,
                                     const char *problem_key,
                                     const gimmik_tuning_decision *decision,
                                     gimmik_error *error);

/* Call `visitor` for each decision of `device_key`, or of every device
 * when it is NULL, in the order of (device_key, problem_key). */
gimmik_status gimmik_tuning_db_list(gimmik_tuning_db *db,
                                    const char *device_key,
                                    gimmik_tuning_visitor visitor,
                                    void *user_data, gimmik_error *error);

#endif
