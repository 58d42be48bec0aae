/*
 * test_cache_faults.c: the kernel cache when a process dies or the disk
 * fills.  A writer killed at any moment leaves entries that are whole or
 * absent, never partial; a write past RLIMIT_FSIZE (standing in for a full
 * disk) is one warning, the entry is kept in memory and no partial file or
 * temporary is left.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cache_scratch.h"
#include "check.h"
#include "runtime/binary_cache.h"

static char scratch[SCRATCH_ROOT_SIZE];

enum { KEYS = 40, ENTRY_BYTES = 1 << 20 };

static void key_of(int index, unsigned char key[GIMMIK_DIGEST_SIZE]) {
  char name[32];
  snprintf(name, sizeof name, "entry-%d", index);
  gimmik_digest(name, strlen(name), key);
}

static unsigned char *bytes_of(int index) {
  unsigned char *bytes = malloc(ENTRY_BYTES);
  if (bytes) fill_pattern((uint64_t)index + 1, bytes, ENTRY_BYTES);
  return bytes;
}

static void put_entry(gimmik_binary_cache *cache, int index) {
  unsigned char key[GIMMIK_DIGEST_SIZE];
  key_of(index, key);
  unsigned char *bytes = bytes_of(index);
  gimmik_error error;
  gimmik_error_init(&error);
  if (bytes)
    gimmik_binary_cache_put(cache, key, "m", 1, bytes, ENTRY_BYTES, &error);
  free(bytes);
}

/* 1: whole, 0: absent, -1: anything else (wrong bytes, an error). */
static int entry_state(gimmik_binary_cache *cache, int index) {
  unsigned char key[GIMMIK_DIGEST_SIZE];
  key_of(index, key);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_cache_entry entry;
  int found = 0;
  if (gimmik_binary_cache_get(cache, key, &entry, &found, &error) !=
      GIMMIK_OK)
    return -1;
  if (!found) return 0;
  unsigned char *want = bytes_of(index);
  int whole = want && entry.binary_size == ENTRY_BYTES &&
              memcmp(entry.binary, want, ENTRY_BYTES) == 0;
  free(want);
  gimmik_cache_entry_free(&entry);
  return whole ? 1 : -1;
}

/* A writer killed after `milliseconds`, five times at different moments:
 * every entry is then whole or absent, and none is counted corrupt. */
static void test_killed_writer(void) {
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/killed", scratch);
  int whole = 0;
  for (int round = 0; round < 5; round++) {
    int ready[2];
    CHECK(pipe(ready) == 0);
    fflush(NULL);
    pid_t writer = fork();
    if (writer == 0) {
      gimmik_error error;
      gimmik_error_init(&error);
      gimmik_binary_cache *cache = NULL;
      gimmik_binary_cache_open(folder, &cache, &error);
      if (write(ready[1], "y", 1) != 1) _exit(2);
      for (int i = 0; cache; i = (i + 1) % KEYS) put_entry(cache, i);
      _exit(1);
    }
    char byte;
    CHECK(read(ready[0], &byte, 1) == 1);
    close(ready[0]);
    close(ready[1]);
    struct timespec pause = {0, (long)(20 + 45 * round) * 1000000L};
    nanosleep(&pause, NULL);
    kill(writer, SIGKILL);
    int status = 0;
    waitpid(writer, &status, 0);
    CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
  }
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  for (int i = 0; cache && i < KEYS; i++) {
    int state = entry_state(cache, i);
    CHECK(state >= 0);
    whole += state == 1;
  }
  gimmik_cache_stats stats;
  if (cache) gimmik_binary_cache_stats(cache, &stats);
  CHECK(cache && stats.corrupt_entries == 0);
  printf("  %d of %d entries whole after five kills, the rest absent\n",
         whole, KEYS);
  CHECK(whole > 0);
  gimmik_binary_cache_close(cache);
}

/* RLIMIT_FSIZE makes the entry's write fail with EFBIG, as a full disk
 * makes it fail with ENOSPC. */
static void test_full_disk(void) {
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/full", scratch);
  fflush(NULL);
  pid_t child = fork();
  if (child == 0) {
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit = {256 * 1024, 256 * 1024};
    setrlimit(RLIMIT_FSIZE, &limit);
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_binary_cache *cache = NULL;
    if (gimmik_binary_cache_open(folder, &cache, &error) != GIMMIK_OK)
      _exit(2);
    stderr_capture capture;
    stderr_capture_begin(&capture, scratch);
    put_entry(cache, 1);
    put_entry(cache, 2);
    char *printed = stderr_capture_end(&capture);
    int warned = printed && count_lines(printed) == 1 &&
                 strstr(printed, "File too large") &&
                 strstr(printed, "kept in memory only");
    if (printed) printf("  warning seen: %s", printed);
    fflush(stdout);
    free(printed);
    gimmik_cache_stats stats;
    gimmik_binary_cache_stats(cache, &stats);
    int kept = entry_state(cache, 1) == 1 && entry_state(cache, 2) == 1 &&
               stats.write_failures == 2 && stats.writes == 0;
    gimmik_binary_cache_close(cache);
    _exit(warned && kept ? 0 : 1);
  }
  CHECK(wait_child(child) == 0);
  CHECK(scratch_tree_count(folder, ".bin") == 0);
  CHECK(scratch_tree_count(folder, ".tmp") == 0);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  CHECK(cache && entry_state(cache, 1) == 0);
  gimmik_binary_cache_close(cache);
}

int main(void) {
  if (scratch_tree_create(scratch) != 0) return 1;
  test_killed_writer();
  test_full_disk();
  scratch_tree_remove(scratch);
  return check_finish("test_cache_faults");
}
