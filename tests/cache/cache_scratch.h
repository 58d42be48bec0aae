/*
 * cache_scratch.h: helpers for the cache and tuning database tests: a
 * private folder tree under /tmp removed with everything in it, a way to
 * catch what the library prints on stderr, a start line for processes
 * that must run at the same time, and reproducible pseudo-random bytes.
 */
#ifndef GIMMIK_TEST_CACHE_SCRATCH_H
#define GIMMIK_TEST_CACHE_SCRATCH_H

#include <stddef.h>
#include <stdint.h>

enum {
  SCRATCH_ROOT_SIZE = 64,   /* "/tmp/gimmik-cache-XXXXXX" */
  SCRATCH_PATH_SIZE = 1024  /* any path below it */
};

/* Make /tmp/gimmik-cache-XXXXXX in `folder`; 0, or -1 with a message. */
int scratch_tree_create(char folder[SCRATCH_ROOT_SIZE]);

/* Remove `folder` and everything below it (rm -rf). */
void scratch_tree_remove(const char *folder);

/* How many files below `folder` have names ending in `suffix`. */
int scratch_tree_count(const char *folder, const char *suffix);

/* Write `size` bytes to `path`, replacing it; 0 or -1. */
int scratch_file_write(const char *path, const void *bytes, size_t size);

/* The whole file, malloc'd with a NUL after it; NULL on failure. */
unsigned char *scratch_file_read(const char *path, size_t *size);

/* Send stderr to a file until stderr_capture_end, which returns what was
 * printed (malloc'd, NUL-terminated). */
typedef struct stderr_capture {
  int saved_descriptor;
  char path[SCRATCH_PATH_SIZE];
} stderr_capture;

int stderr_capture_begin(stderr_capture *capture, const char *folder);
char *stderr_capture_end(stderr_capture *capture);

/* Lines in `text` (counting a last line without its newline). */
int count_lines(const char *text);

/* A start line: processes forked after start_line_create wait in
 * start_line_wait until the parent calls start_line_release. */
typedef struct start_line {
  int descriptors[2];
} start_line;

int start_line_create(start_line *line);
void start_line_wait(start_line *line);          /* in each child */
void start_line_release(start_line *line, int children); /* in the parent */

/* Wait for `child` and return its exit status, or -1 when it did not exit
 * normally. */
int wait_child(int child);

/* Fill `bytes` with the pseudo-random stream of `seed`. */
void fill_pattern(uint64_t seed, unsigned char *bytes, size_t size);

#endif
