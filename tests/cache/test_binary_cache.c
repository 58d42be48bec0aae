/* test_binary_cache.c: the kernel cache in memory and on disk: hits and
 * misses, files that survive the process, corrupt files, processes and
 * threads sharing one folder, folders that cannot be used, and the
 * environment variables that name the default folder. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache_scratch.h"
#include "check.h"
#include "runtime/binary_cache.h"

static char scratch[SCRATCH_ROOT_SIZE];

/* ---- helpers ----------------------------------------------------------- */

static void make_key(const char *name, unsigned char key[GIMMIK_DIGEST_SIZE]) {
  gimmik_digest(name, strlen(name), key);
}

/* An entry whose bytes follow from its seed, so that any reader can check
 * what it got.  Sizes vary from empty to a few tens of kilobytes. */
typedef struct sample {
  unsigned char key[GIMMIK_DIGEST_SIZE];
  char metadata[64];
  size_t metadata_size;
  unsigned char *binary;
  size_t binary_size;
} sample;

static void sample_make(sample *entry, uint64_t seed) {
  char name[64];
  snprintf(name, sizeof name, "kernel-%llu", (unsigned long long)seed);
  make_key(name, entry->key);
  entry->metadata_size = (size_t)snprintf(
      entry->metadata, sizeof entry->metadata,
      "{\"seed\": %llu}", (unsigned long long)seed);
  entry->binary_size = (size_t)(seed * 7919u % 40000u);
  entry->binary = malloc(entry->binary_size + 1);
  fill_pattern(seed, entry->binary, entry->binary_size);
}

static void sample_free(sample *entry) { free(entry->binary); }

static int entry_matches(const gimmik_cache_entry *got, const sample *want) {
  return got->metadata_size == want->metadata_size &&
         got->binary_size == want->binary_size &&
         memcmp(got->metadata, want->metadata, want->metadata_size) == 0 &&
         got->metadata[got->metadata_size] == '\0' &&
         memcmp(got->binary, want->binary, want->binary_size) == 0;
}

static gimmik_status put_sample(gimmik_binary_cache *cache,
                                const sample *entry, gimmik_error *error) {
  return gimmik_binary_cache_put(cache, entry->key, entry->metadata,
                                 entry->metadata_size, entry->binary,
                                 entry->binary_size, error);
}

/* Look the sample up and say whether it came back whole. */
static int get_matches(gimmik_binary_cache *cache, const sample *want) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_cache_entry entry;
  int found = 0;
  if (gimmik_binary_cache_get(cache, want->key, &entry, &found, &error) !=
      GIMMIK_OK) {
    fprintf(stderr, "get failed: %s\n", error.message);
    return 0;
  }
  int matches = found && entry_matches(&entry, want);
  gimmik_cache_entry_free(&entry);
  return matches;
}

static int is_missing(gimmik_binary_cache *cache,
                      const unsigned char key[GIMMIK_DIGEST_SIZE]) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_cache_entry entry;
  int found = 1;
  gimmik_status status =
      gimmik_binary_cache_get(cache, key, &entry, &found, &error);
  int missing = status == GIMMIK_OK && !found && !entry.metadata && !entry.binary;
  gimmik_cache_entry_free(&entry);
  return missing;
}

static char *path_in_scratch(const char *name) {
  static char path[SCRATCH_PATH_SIZE];
  snprintf(path, sizeof path, "%s/%s", scratch, name);
  return path;
}

static char *entry_path(const char *folder,
                        const unsigned char key[GIMMIK_DIGEST_SIZE]) {
  gimmik_error error;
  gimmik_error_init(&error);
  char *path = NULL;
  CHECK_OK(gimmik_binary_cache_entry_path(folder, key, &path, &error), &error);
  return path;
}

static int file_exists(const char *path) {
  struct stat info;
  return stat(path, &info) == 0;
}

/* ---- miss, put, hit ---------------------------------------------------- */

static void test_miss_put_hit(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/basic/deeper/cache/", scratch);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (!cache) return;
  CHECK(gimmik_binary_cache_persistent(cache));
  /* trailing slashes are dropped */
  CHECK(strcmp(gimmik_binary_cache_folder(cache),
               path_in_scratch("basic/deeper/cache")) == 0);
  sample one;
  sample_make(&one, 1);
  CHECK(is_missing(cache, one.key));
  CHECK_OK(put_sample(cache, &one, &error), &error);
  CHECK(get_matches(cache, &one));
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(cache, &stats);
  CHECK(stats.misses == 1 && stats.memory_hits == 1 && stats.disk_hits == 0);
  CHECK(stats.writes == 1 && stats.corrupt_entries == 0);

  /* The file is where the header says, and is the header plus payload. */
  char *path = entry_path(gimmik_binary_cache_folder(cache), one.key);
  size_t size = 0;
  unsigned char *bytes = path ? scratch_file_read(path, &size) : NULL;
  CHECK(bytes && size == 96 + one.metadata_size + one.binary_size);
  CHECK(bytes && memcmp(bytes, "GIMMIKB1", 8) == 0);
  CHECK(bytes && memcmp(bytes + 16, one.key, GIMMIK_DIGEST_SIZE) == 0);
  CHECK(bytes && memcmp(bytes + 96 + one.metadata_size, one.binary,
                        one.binary_size) == 0);
  free(bytes);
  free(path);
  gimmik_binary_cache_close(cache);

  /* A new cache object on the same folder finds it on disk, then keeps it
   * in memory. */
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (!cache) return;
  CHECK(get_matches(cache, &one));
  CHECK(get_matches(cache, &one));
  gimmik_binary_cache_stats(cache, &stats);
  CHECK(stats.disk_hits == 1 && stats.memory_hits == 1 && stats.misses == 0);

  /* Empty strings, NULL pointers with size 0, and replacing an entry. */
  unsigned char empty_key[GIMMIK_DIGEST_SIZE];
  make_key("empty", empty_key);
  CHECK_OK(gimmik_binary_cache_put(cache, empty_key, NULL, 0, NULL, 0, &error),
           &error);
  gimmik_binary_cache_close(cache);
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (!cache) return;
  gimmik_cache_entry entry;
  int found = 0;
  CHECK_OK(gimmik_binary_cache_get(cache, empty_key, &entry, &found, &error),
           &error);
  CHECK(found && entry.metadata_size == 0 && entry.binary_size == 0);
  CHECK(entry.metadata && entry.binary && entry.metadata[0] == '\0');
  gimmik_cache_entry_free(&entry);
  CHECK(entry.metadata == NULL && entry.binary == NULL);

  sample other;
  sample_make(&other, 2);
  memcpy(other.key, one.key, GIMMIK_DIGEST_SIZE);
  CHECK_OK(put_sample(cache, &other, &error), &error);
  CHECK(get_matches(cache, &other));
  gimmik_binary_cache_close(cache);
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (cache) CHECK(get_matches(cache, &other));
  gimmik_binary_cache_close(cache);
  CHECK(scratch_tree_count(path_in_scratch("basic"), ".tmp") == 0);
  sample_free(&one);
  sample_free(&other);
}

static void test_bad_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  CHECK_FAILS(gimmik_binary_cache_open("", &cache, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "folder");
  CHECK_FAILS(gimmik_binary_cache_open(scratch, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "NULL");
  CHECK_OK(gimmik_binary_cache_open(path_in_scratch("arguments"), &cache,
                                    &error),
           &error);
  if (!cache) return;
  unsigned char key[GIMMIK_DIGEST_SIZE] = {0};
  int found;
  gimmik_cache_entry entry;
  CHECK_FAILS(gimmik_binary_cache_get(cache, NULL, &entry, &found, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "NULL");
  CHECK_FAILS(gimmik_binary_cache_put(cache, key, NULL, 3, NULL, 0, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "NULL");
  gimmik_binary_cache_close(cache);
  gimmik_binary_cache_close(NULL);
  gimmik_cache_entry_free(NULL);
}

/* ---- corrupt files ----------------------------------------------------- */

typedef enum damage {
  FLIP_PAYLOAD_BYTE,
  FLIP_CHECKSUM_BYTE,
  TRUNCATE_ONE_BYTE,
  TRUNCATE_INSIDE_HEADER,
  EMPTY_FILE,
  WRONG_MAGIC,
  OTHER_VERSION,
  WRONG_SIZES,
  EXTRA_BYTE,
  OTHER_KEY,
  DAMAGE_COUNT
} damage;

static const char *const damage_names[DAMAGE_COUNT] = {
  "flip payload byte", "flip checksum byte", "truncate one byte",
  "truncate inside header", "empty file", "wrong magic", "other version",
  "wrong sizes", "extra byte", "other key",
};

/* Spoil the file at `path`, which holds `size` bytes, in place. */
static void apply_damage(damage kind, const char *path, unsigned char *bytes,
                         size_t size, const char *other_key_path) {
  switch (kind) {
  case FLIP_PAYLOAD_BYTE: bytes[size - 1] ^= 0x01; break;
  case FLIP_CHECKSUM_BYTE: bytes[70] ^= 0x80; break;
  case TRUNCATE_ONE_BYTE: size--; break;
  case TRUNCATE_INSIDE_HEADER: size = 40; break;
  case EMPTY_FILE: size = 0; break;
  case WRONG_MAGIC: bytes[7] = '2'; break;
  case OTHER_VERSION: bytes[8] = 2; break;
  case WRONG_SIZES: bytes[48] += 1; bytes[56] -= 1; break;
  case EXTRA_BYTE: bytes[size++] = 0; break; /* bytes has room for one */
  case OTHER_KEY: rename(other_key_path, path); return;
  case DAMAGE_COUNT: return;
  }
  scratch_file_write(path, bytes, size);
}

static void check_damage_detected(damage kind) {
  gimmik_error error;
  gimmik_error_init(&error);
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/corrupt-%d", scratch, (int)kind);
  sample good, other;
  sample_make(&good, 100 + (uint64_t)kind);
  sample_make(&other, 200 + (uint64_t)kind);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (!cache) return;
  CHECK_OK(put_sample(cache, &good, &error), &error);
  CHECK_OK(put_sample(cache, &other, &error), &error);
  gimmik_binary_cache_close(cache);

  char *path = entry_path(folder, good.key);
  char *other_path = entry_path(folder, other.key);
  size_t size = 0;
  unsigned char *bytes = scratch_file_read(path, &size);
  unsigned char *roomy = bytes ? realloc(bytes, size + 1) : NULL;
  CHECK(roomy != NULL);
  if (roomy) apply_damage(kind, path, roomy, size, other_path);
  free(roomy);

  /* A fresh object has nothing in memory, so it must read the file. */
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  gimmik_cache_stats stats;
  if (cache) {
    int missing = is_missing(cache, good.key);
    gimmik_binary_cache_stats(cache, &stats);
    int counted = stats.corrupt_entries == 1 && stats.misses == 1;
    int removed = !file_exists(path);
    if (!missing || !counted || !removed)
      fprintf(stderr, "damage \"%s\": missing %d counted %d removed %d\n",
              damage_names[kind], missing, counted, removed);
    CHECK(missing && counted && removed);
    /* The caller rebuilds and puts it back; a new process reads it. */
    CHECK_OK(put_sample(cache, &good, &error), &error);
    gimmik_binary_cache_close(cache);
  }
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (cache) {
    CHECK(get_matches(cache, &good));
    gimmik_binary_cache_stats(cache, &stats);
    CHECK(stats.disk_hits == 1 && stats.corrupt_entries == 0);
    gimmik_binary_cache_close(cache);
  }
  free(path);
  free(other_path);
  sample_free(&good);
  sample_free(&other);
}

static void test_corrupt_entries(void) {
  for (int kind = 0; kind < DAMAGE_COUNT; kind++)
    check_damage_detected((damage)kind);
}

/* ---- processes --------------------------------------------------------- */

enum { PROCESS_ROUNDS = 200, SHARED_SEED = 7 };

/* One writer: the shared key and one key of its own each round, and after
 * each round the shared key read back from disk by a fresh object, which
 * must never see a partial file.  Returns the number of failures. */
static int writer_process(const char *folder, int writer) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  if (gimmik_binary_cache_open(folder, &cache, &error) != GIMMIK_OK) return 1;
  sample shared;
  sample_make(&shared, SHARED_SEED);
  int failures = 0;
  for (int round = 0; round < PROCESS_ROUNDS; round++) {
    sample own;
    sample_make(&own, 1000 + (uint64_t)writer * PROCESS_ROUNDS + (uint64_t)round);
    failures += put_sample(cache, &shared, &error) != GIMMIK_OK;
    failures += put_sample(cache, &own, &error) != GIMMIK_OK;
    sample_free(&own);
    gimmik_binary_cache *reader = NULL;
    if (gimmik_binary_cache_open(folder, &reader, &error) != GIMMIK_OK) {
      failures++;
      continue;
    }
    gimmik_cache_stats stats;
    failures += !get_matches(reader, &shared);
    gimmik_binary_cache_stats(reader, &stats);
    failures += stats.disk_hits != 1 || stats.corrupt_entries != 0;
    gimmik_binary_cache_close(reader);
  }
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(cache, &stats);
  failures += stats.writes != 2 * PROCESS_ROUNDS || stats.write_failures != 0;
  gimmik_binary_cache_close(cache);
  sample_free(&shared);
  return failures;
}

static void test_processes_share_a_folder(void) {
  enum { WRITERS = 2 };
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/processes", scratch);
  start_line line;
  CHECK(start_line_create(&line) == 0);
  pid_t children[WRITERS];
  for (int writer = 0; writer < WRITERS; writer++) {
    fflush(NULL);
    children[writer] = fork();
    if (children[writer] == 0) {
      start_line_wait(&line);
      int failures = writer_process(folder, writer);
      if (failures) fprintf(stderr, "writer %d: %d failures\n", writer, failures);
      _exit(failures ? 1 : 0);
    }
    CHECK(children[writer] > 0);
  }
  start_line_release(&line, WRITERS);
  for (int writer = 0; writer < WRITERS; writer++)
    CHECK(wait_child(children[writer]) == 0);

  /* Every entry either process wrote is there and whole. */
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (!cache) return;
  sample shared;
  sample_make(&shared, SHARED_SEED);
  CHECK(get_matches(cache, &shared));
  sample_free(&shared);
  int bad = 0;
  for (int writer = 0; writer < WRITERS; writer++)
    for (int round = 0; round < PROCESS_ROUNDS; round++) {
      sample own;
      sample_make(&own, 1000 + (uint64_t)writer * PROCESS_ROUNDS + (uint64_t)round);
      bad += !get_matches(cache, &own);
      sample_free(&own);
    }
  CHECK(bad == 0);
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(cache, &stats);
  CHECK(stats.disk_hits == 1 + WRITERS * PROCESS_ROUNDS);
  CHECK(stats.corrupt_entries == 0 && stats.misses == 0);
  gimmik_binary_cache_close(cache);
  CHECK(scratch_tree_count(folder, ".tmp") == 0);
  CHECK(scratch_tree_count(folder, ".bin") == 1 + WRITERS * PROCESS_ROUNDS);
}

/* ---- threads ----------------------------------------------------------- */

enum { THREADS = 8, THREAD_ROUNDS = 400, THREAD_KEYS = 48 };

typedef struct thread_work {
  gimmik_binary_cache *cache;
  sample *samples;
  unsigned seed;
  int failures;
  int gets;
} thread_work;

/* Random gets and puts over a small set of keys, so that threads meet on
 * the same entries; whatever a get returns must be whole. */
static void *hammer(void *argument) {
  thread_work *work = argument;
  gimmik_error error;
  gimmik_error_init(&error);
  uint64_t state = work->seed * 2654435761u + 1;
  for (int round = 0; round < THREAD_ROUNDS; round++) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    const sample *chosen = &work->samples[state % THREAD_KEYS];
    gimmik_cache_entry entry;
    int found = 0;
    if ((state >> 20) % 3 == 0) {
      work->failures += put_sample(work->cache, chosen, &error) != GIMMIK_OK;
      continue;
    }
    work->gets++;
    if (gimmik_binary_cache_get(work->cache, chosen->key, &entry, &found,
                                &error) != GIMMIK_OK)
      work->failures++;
    else if (found && !entry_matches(&entry, chosen))
      work->failures++;
    gimmik_cache_entry_free(&entry);
  }
  return NULL;
}

static void run_threads(gimmik_binary_cache *cache, sample *samples) {
  pthread_t threads[THREADS];
  thread_work work[THREADS];
  for (int i = 0; i < THREADS; i++) {
    work[i] = (thread_work){cache, samples, (unsigned)i + 1, 0, 0};
    CHECK(pthread_create(&threads[i], NULL, hammer, &work[i]) == 0);
  }
  int failures = 0;
  unsigned long long gets = 0;
  for (int i = 0; i < THREADS; i++) {
    pthread_join(threads[i], NULL);
    failures += work[i].failures;
    gets += (unsigned long long)work[i].gets;
  }
  CHECK(failures == 0);
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(cache, &stats);
  CHECK(stats.memory_hits + stats.disk_hits + stats.misses == gets);
  CHECK(stats.corrupt_entries == 0 && stats.write_failures == 0);
}

static void test_threads(void) {
  sample samples[THREAD_KEYS];
  for (int i = 0; i < THREAD_KEYS; i++)
    sample_make(&samples[i], 5000 + (uint64_t)i);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  /* First on disk (a fresh object per run, so the disk path is taken),
   * then again on the same folder, where every key can come from disk. */
  for (int run = 0; run < 2; run++) {
    CHECK_OK(gimmik_binary_cache_open(path_in_scratch("threads"), &cache,
                                      &error),
             &error);
    if (!cache) break;
    run_threads(cache, samples);
    gimmik_binary_cache_close(cache);
  }
  for (int i = 0; i < THREAD_KEYS; i++) sample_free(&samples[i]);
}

/* ---- folders that cannot be used --------------------------------------- */

/* Open a cache on `folder` while catching stderr; returns what it printed. */
static char *open_catching_stderr(const char *folder,
                                  gimmik_binary_cache **cache) {
  gimmik_error error;
  gimmik_error_init(&error);
  stderr_capture capture;
  if (stderr_capture_begin(&capture, scratch) != 0) return NULL;
  gimmik_status status = gimmik_binary_cache_open(folder, cache, &error);
  char *printed = stderr_capture_end(&capture);
  CHECK_OK(status, &error);
  return printed;
}

static void test_folder_cannot_be_created(void) {
  /* Root may write anywhere, but nobody can make a folder inside a file. */
  CHECK(scratch_file_write(path_in_scratch("plain"), "x", 1) == 0);
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/plain/cache", scratch);
  gimmik_binary_cache *cache = NULL;
  char *printed = open_catching_stderr(folder, &cache);
  CHECK(printed && count_lines(printed) == 1);
  CHECK(printed && strstr(printed, folder) &&
        strstr(printed, "Not a directory") &&
        strstr(printed, "kept in memory only"));
  if (printed) printf("  warning seen: %s", printed);
  free(printed);
  if (!cache) return;
  CHECK(!gimmik_binary_cache_persistent(cache));
  CHECK(strcmp(gimmik_binary_cache_folder(cache), folder) == 0);

  /* It still works, in memory, and says nothing more. */
  gimmik_error error;
  gimmik_error_init(&error);
  stderr_capture capture;
  stderr_capture_begin(&capture, scratch);
  sample one;
  sample_make(&one, 11);
  int missing = is_missing(cache, one.key);
  CHECK_OK(put_sample(cache, &one, &error), &error);
  int matches = get_matches(cache, &one);
  printed = stderr_capture_end(&capture);
  CHECK(missing && matches);
  CHECK(printed && printed[0] == '\0');
  free(printed);
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(cache, &stats);
  CHECK(stats.memory_hits == 1 && stats.misses == 1 && stats.writes == 0);
  gimmik_binary_cache_close(cache);
  sample_free(&one);
}

/* The folder disappears under a running cache: the put warns once, the
 * entry stays in memory, and the caller sees no error. */
static void test_folder_vanishes(void) {
  char folder[SCRATCH_PATH_SIZE];
  snprintf(folder, sizeof folder, "%s/vanishing", scratch);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary_cache *cache = NULL;
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  if (!cache) return;
  CHECK(gimmik_binary_cache_persistent(cache));
  scratch_tree_remove(folder);
  sample one, two;
  sample_make(&one, 21);
  sample_make(&two, 22);
  stderr_capture capture;
  stderr_capture_begin(&capture, scratch);
  CHECK_OK(put_sample(cache, &one, &error), &error);
  CHECK_OK(put_sample(cache, &two, &error), &error);
  char *printed = stderr_capture_end(&capture);
  CHECK(printed && count_lines(printed) == 1 && strstr(printed, folder));
  if (printed) printf("  warning seen: %s", printed);
  free(printed);
  CHECK(get_matches(cache, &one) && get_matches(cache, &two));
  gimmik_cache_stats stats;
  gimmik_binary_cache_stats(cache, &stats);
  CHECK(stats.write_failures == 2 && stats.writes == 0);
  CHECK(stats.memory_hits == 2);
  gimmik_binary_cache_close(cache);
  sample_free(&one);
  sample_free(&two);
}

/* ---- the default folder ------------------------------------------------ */

static void check_default_folder(const char *expected) {
  gimmik_binary_cache *cache = NULL;
  char *printed = open_catching_stderr(NULL, &cache);
  CHECK(printed && printed[0] == '\0');
  free(printed);
  if (!cache) return;
  if (strcmp(gimmik_binary_cache_folder(cache), expected) != 0)
    fprintf(stderr, "default folder %s, expected %s\n",
            gimmik_binary_cache_folder(cache), expected);
  CHECK(strcmp(gimmik_binary_cache_folder(cache), expected) == 0);
  CHECK(gimmik_binary_cache_persistent(cache));
  struct stat info;
  CHECK(stat(expected, &info) == 0 && S_ISDIR(info.st_mode));
  gimmik_binary_cache_close(cache);
}

static void test_environment(void) {
  char expected[SCRATCH_PATH_SIZE];
  setenv("HOME", path_in_scratch("home"), 1);
  setenv("XDG_CACHE_HOME", path_in_scratch("xdg"), 1);
  setenv("GIMMIK_CACHE_DIR", path_in_scratch("explicit/cache"), 1);
  check_default_folder(path_in_scratch("explicit/cache"));

  setenv("GIMMIK_CACHE_DIR", "", 1); /* empty means unset */
  snprintf(expected, sizeof expected, "%s/xdg/gimmik", scratch);
  check_default_folder(expected);

  unsetenv("GIMMIK_CACHE_DIR");
  setenv("XDG_CACHE_HOME", "relative/xdg", 1); /* ignored, as XDG says */
  snprintf(expected, sizeof expected, "%s/home/.cache/gimmik", scratch);
  check_default_folder(expected);
  CHECK(!file_exists("relative"));

  /* No variable at all: memory only, with the one warning. */
  unsetenv("XDG_CACHE_HOME");
  unsetenv("HOME");
  gimmik_binary_cache *cache = NULL;
  char *printed = open_catching_stderr(NULL, &cache);
  CHECK(printed && count_lines(printed) == 1 && strstr(printed, "HOME"));
  free(printed);
  if (cache) {
    CHECK(!gimmik_binary_cache_persistent(cache));
    CHECK(strcmp(gimmik_binary_cache_folder(cache), "") == 0);
  }
  gimmik_binary_cache_close(cache);
}

int main(void) {
  if (scratch_tree_create(scratch) != 0) return 1;
  /* Nothing here may touch the real user's cache. */
  setenv("GIMMIK_CACHE_DIR", path_in_scratch("default"), 1);
  test_miss_put_hit();
  test_bad_arguments();
  test_corrupt_entries();
  test_processes_share_a_folder();
  test_threads();
  test_folder_cannot_be_created();
  test_folder_vanishes();
  test_environment();
  scratch_tree_remove(scratch);
  return check_finish("test_binary_cache");
}
