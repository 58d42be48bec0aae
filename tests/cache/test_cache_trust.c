/*
 * test_cache_trust.c: the kernel cache loads code, so only its user may be
 * able to write in it (runtime/binary_cache.h, Trust): folders made 0700,
 * folders and shards of another user or writable by others refused unless
 * GIMMIK_CACHE_SHARED=1, and nothing inside reached through a link.  An
 * entry or shard replaced by a link, a FIFO or a folder is removed and
 * written again; a FIFO never blocks a lookup.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cache_scratch.h"
#include "check.h"
#include "runtime/binary_cache.h"

static char scratch[SCRATCH_ROOT_SIZE];

static const char metadata[] = "{\"kernel\": 1}";
static const char binary[] = "code the process would load";

static char *in_scratch(const char *name) {
  static char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/%s", scratch, name);
  return path;
}

static void make_key(const char *name, unsigned char key[GIMMIK_DIGEST_SIZE]) {
  gimmik_digest(name, strlen(name), key);
}

static void put(gimmik_binary_cache *cache, const unsigned char *key) {
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_binary_cache_put(cache, key, metadata, sizeof metadata,
                                   binary, sizeof binary, &error),
           &error);
}

/* 1 for a hit with the right bytes, 0 for a miss; -1 when wrong. */
static int get(gimmik_binary_cache *cache, const unsigned char *key) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_cache_entry entry;
  int found = 0;
  CHECK_OK(gimmik_binary_cache_get(cache, key, &entry, &found, &error),
           &error);
  int result = !found ? 0
               : entry.binary_size == sizeof binary &&
                       memcmp(entry.binary, binary, sizeof binary) == 0
                   ? 1
                   : -1;
  gimmik_cache_entry_free(&entry);
  return result;
}

/* A fresh cache object on `folder` (no in-memory entries), with what it
 * printed on stderr in `*printed` (malloc'd) when that is not NULL. */
static gimmik_binary_cache *open_cache(const char *folder, char **printed) {
  gimmik_error error;
  gimmik_error_init(&error);
  stderr_capture capture;
  stderr_capture_begin(&capture, scratch);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  char *text = stderr_capture_end(&capture);
  if (printed) *printed = text;
  else free(text);
  return cache;
}

static unsigned mode_of(const char *path) {
  struct stat info;
  return lstat(path, &info) == 0 ? (unsigned)info.st_mode & 07777 : 0;
}

static char *entry_of(const char *folder, const unsigned char *key) {
  static char path[SCRATCH_PATH_SIZE];
  gimmik_error error;
  gimmik_error_init(&error);
  char *entry = NULL;
  CHECK_OK(gimmik_binary_cache_entry_path(folder, key, &entry, &error),
           &error);
  snprintf(path, sizeof path, "%s", entry ? entry : "");
  free(entry);
  return path;
}

/* The entry's folder: its path without the file name. */
static char *shard_of(const char *folder, const unsigned char *key) {
  char *path = entry_of(folder, key);
  char *slash = strrchr(path, '/');
  if (slash) *slash = '\0';
  return path;
}

/* ---- folders ----------------------------------------------------------- */

/* New folders are private whatever the umask lets through. */
static void test_created_private(void) {
  mode_t old_mask = umask(022);
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s", in_scratch("private/a/b"));
  gimmik_binary_cache *cache = open_cache(folder, NULL);
  unsigned char key[GIMMIK_DIGEST_SIZE];
  make_key("private", key);
  if (cache) put(cache, key);
  CHECK(cache && gimmik_binary_cache_persistent(cache));
  CHECK(mode_of(folder) == 0700);
  CHECK(mode_of(in_scratch("private/a")) == 0700);
  CHECK(mode_of(shard_of(folder, key)) == 0700);
  CHECK((mode_of(entry_of(folder, key)) & 077) == 0);
  gimmik_binary_cache_close(cache);
  umask(old_mask);
}

/* A cache folder set to `mode` (and, when `owner` >= 0, given to that
 * user) opens in memory only with a warning holding `fragment`, or is used
 * when `fragment` is NULL. */
static void check_folder(const char *name, unsigned mode, int owner,
                         const char *fragment) {
  const char *folder = in_scratch(name);
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s", folder);
  mkdir(path, 0700);
  CHECK(chmod(path, mode) == 0);
  if (owner >= 0) CHECK(chown(path, (uid_t)owner, (gid_t)-1) == 0);
  char *printed = NULL;
  gimmik_binary_cache *cache = open_cache(path, &printed);
  if (fragment) {
    CHECK(cache && !gimmik_binary_cache_persistent(cache));
    CHECK(printed && strstr(printed, path) && strstr(printed, fragment) &&
          strstr(printed, "kept in memory only"));
    if (printed) printf("  refused: %s", printed);
  } else {
    CHECK(cache && gimmik_binary_cache_persistent(cache));
    CHECK(printed && printed[0] == '\0');
  }
  free(printed);
  gimmik_binary_cache_close(cache);
}

static void test_unsafe_folders(void) {
  check_folder("group", 0770, -1, "writable by its group (mode 0770)");
  check_folder("world", 0777, -1, "writable by every user (mode 0777)");
  check_folder("sticky", 01777, -1, "writable by every user");
  check_folder("readable", 0755, -1, NULL);
  /* Only root may give a folder away; elsewhere that case is skipped. */
  if (geteuid() == 0) check_folder("other", 0700, 4242, "belongs to user 4242");
  else printf("  not root: the other-owner case is skipped\n");

  setenv("GIMMIK_CACHE_SHARED", "1", 1);
  check_folder("group", 0770, -1, NULL);
  if (geteuid() == 0) check_folder("other", 0770, 4242, NULL);
  check_folder("world", 0777, -1, "writable by every user");
  /* A shared cache makes its shards for the group. */
  gimmik_binary_cache *cache = open_cache(in_scratch("group"), NULL);
  unsigned char key[GIMMIK_DIGEST_SIZE];
  make_key("shared", key);
  mode_t old_mask = umask(0);
  if (cache) put(cache, key);
  umask(old_mask);
  CHECK(mode_of(shard_of(in_scratch("group"), key)) == 0770);
  CHECK(mode_of(entry_of(in_scratch("group"), key)) == 0640);
  gimmik_binary_cache_close(cache);
  unsetenv("GIMMIK_CACHE_SHARED");
}

/* A shard others may write is neither read nor written, with one
 * warning; the cache keeps working in memory. */
static void test_unsafe_shard(void) {
  const char *folder = in_scratch("shards");
  char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s", folder);
  unsigned char key[GIMMIK_DIGEST_SIZE];
  make_key("unsafe shard", key);
  gimmik_binary_cache *cache = open_cache(path, NULL);
  if (cache) put(cache, key);
  gimmik_binary_cache_close(cache);
  CHECK(chmod(shard_of(path, key), 0777) == 0);

  cache = open_cache(path, NULL);
  stderr_capture capture;
  stderr_capture_begin(&capture, scratch);
  int first = cache ? get(cache, key) : -1;
  if (cache) put(cache, key);
  int second = cache ? get(cache, key) : -1;
  char *printed = stderr_capture_end(&capture);
  CHECK(first == 0 && second == 1); /* a miss, then from memory */
  CHECK(printed && strstr(printed, "is not safe to load code from") &&
        strstr(printed, "writable by every user"));
  if (printed) printf("  refused: %s", printed);
  free(printed);
  gimmik_cache_stats stats;
  if (cache) gimmik_binary_cache_stats(cache, &stats);
  CHECK(cache && stats.disk_hits == 0 && stats.writes == 0 &&
        stats.write_failures == 1);
  gimmik_binary_cache_close(cache);
}

/* ---- things in the place of a shard or an entry ------------------------ */

/* A shard that is a link to a folder outside: nothing is read from or
 * written to the outside, and the shard becomes a real folder. */
static void test_linked_shard(void) {
  char folder[SCRATCH_PATH_SIZE], outside[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s", in_scratch("linked"));
  snprintf(outside, sizeof outside, "%s", in_scratch("outside"));
  CHECK(mkdir(outside, 0700) == 0);
  unsigned char key[GIMMIK_DIGEST_SIZE];
  make_key("linked shard", key);
  gimmik_binary_cache *cache = open_cache(folder, NULL);
  char shard[SCRATCH_PATH_SIZE];
  snprintf(shard, sizeof shard, "%s", shard_of(folder, key));
  CHECK(symlink(outside, shard) == 0);
  CHECK(cache && get(cache, key) == 0);
  if (cache) put(cache, key);
  gimmik_binary_cache_close(cache);
  CHECK(scratch_tree_count(outside, ".bin") == 0);
  CHECK(scratch_tree_count(outside, ".tmp") == 0);
  struct stat info;
  CHECK(lstat(shard, &info) == 0 && S_ISDIR(info.st_mode));
  cache = open_cache(folder, NULL);
  CHECK(cache && get(cache, key) == 1);
  gimmik_binary_cache_close(cache);
}

/* In a child with an alarm, so that a hang fails the test, not the run. */
static int lookup_within_seconds(const char *folder, const unsigned char *key,
                                 int seconds) {
  pid_t child = fork();
  if (child == 0) {
    alarm((unsigned)seconds);
    gimmik_binary_cache *cache = open_cache(folder, NULL);
    int result = cache ? get(cache, key) : -1;
    gimmik_binary_cache_close(cache);
    _exit(result == 0 ? 0 : 1);
  }
  int status = 0;
  waitpid(child, &status, 0);
  if (WIFSIGNALED(status))
    fprintf(stderr, "lookup killed by signal %d (a hang?)\n",
            WTERMSIG(status));
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

typedef enum intruder { FIFO, FOLDER, LINK, FILE_AT_SHARD } intruder;

/* Put `kind` where the entry (or its shard) goes: the lookup is a prompt
 * miss that removes it, and the next put and get work.  With `put_first`
 * the put comes before any lookup and must repair the place itself. */
static void check_intruder(intruder kind, int put_first) {
  static int round;
  char name[32], folder[SCRATCH_PATH_SIZE], target[SCRATCH_PATH_SIZE + 8];
  snprintf(name, sizeof name, "intruder-%d", round++);
  snprintf(folder, sizeof folder, "%s", in_scratch(name));
  snprintf(target, sizeof target, "%s-target", folder);
  unsigned char key[GIMMIK_DIGEST_SIZE];
  make_key(name, key);
  gimmik_binary_cache *cache = open_cache(folder, NULL);
  gimmik_binary_cache_close(cache);
  char entry[SCRATCH_PATH_SIZE], shard[SCRATCH_PATH_SIZE];
  snprintf(entry, sizeof entry, "%s", entry_of(folder, key));
  snprintf(shard, sizeof shard, "%s", shard_of(folder, key));
  if (kind != FILE_AT_SHARD) CHECK(mkdir(shard, 0700) == 0);
  switch (kind) {
  case FIFO: CHECK(mkfifo(entry, 0600) == 0); break;
  case FOLDER: {
    CHECK(mkdir(entry, 0700) == 0);
    char inside[SCRATCH_PATH_SIZE + 8];
    snprintf(inside, sizeof inside, "%s/file", entry);
    CHECK(scratch_file_write(inside, "x", 1) == 0);
    break;
  }
  case LINK: {
    /* A link to a valid entry elsewhere: still never followed. */
    gimmik_binary_cache *elsewhere = open_cache(target, NULL);
    if (elsewhere) put(elsewhere, key);
    gimmik_binary_cache_close(elsewhere);
    CHECK(symlink(entry_of(target, key), entry) == 0);
    break;
  }
  case FILE_AT_SHARD: CHECK(scratch_file_write(shard, "x", 1) == 0); break;
  }
  if (!put_first) CHECK(lookup_within_seconds(folder, key, 20));
  cache = open_cache(folder, NULL);
  if (cache) put(cache, key);
  gimmik_binary_cache_close(cache);
  struct stat info;
  CHECK(lstat(entry, &info) == 0 && S_ISREG(info.st_mode));
  cache = open_cache(folder, NULL);
  CHECK(cache && get(cache, key) == 1);
  gimmik_cache_stats stats;
  if (cache) gimmik_binary_cache_stats(cache, &stats);
  CHECK(cache && stats.disk_hits == 1);
  gimmik_binary_cache_close(cache);
  if (kind == LINK) {
    cache = open_cache(target, NULL);
    CHECK(cache && get(cache, key) == 1); /* the link's target untouched */
    gimmik_binary_cache_close(cache);
  }
}

static void test_intruders(void) {
  for (int put_first = 0; put_first < 2; put_first++) {
    check_intruder(FIFO, put_first);
    check_intruder(FOLDER, put_first);
    check_intruder(LINK, put_first);
    check_intruder(FILE_AT_SHARD, put_first);
  }
}

int main(void) {
  if (scratch_tree_create(scratch) != 0) return 1;
  unsetenv("GIMMIK_CACHE_SHARED");
  test_created_private();
  test_unsafe_folders();
  test_unsafe_shard();
  test_linked_shard();
  test_intruders();
  scratch_tree_remove(scratch);
  return check_finish("test_cache_trust");
}
