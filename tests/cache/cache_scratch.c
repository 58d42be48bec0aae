/* cache_scratch.c: the test helpers of cache_scratch.h. */
#include "cache_scratch.h"

#include <fcntl.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int scratch_tree_create(char folder[SCRATCH_ROOT_SIZE]) {
  snprintf(folder, SCRATCH_ROOT_SIZE, "/tmp/gimmik-cache-XXXXXX");
  if (!mkdtemp(folder)) {
    perror("mkdtemp");
    folder[0] = '\0';
    return -1;
  }
  return 0;
}

static int is_dot_entry(const char *name) {
  return strcmp(name, ".") == 0 || strcmp(name, "..") == 0;
}

/* Call `visit` on every file below `folder` (not following links), and
 * on each folder after its contents when `folders_too`. */
static void walk_tree(const char *folder, int folders_too,
                      void (*visit)(const char *path, int is_folder,
                                    void *data),
                      void *data) {
  DIR *listing = opendir(folder);
  if (!listing) return;
  struct dirent *item;
  while ((item = readdir(listing)) != NULL) {
    if (is_dot_entry(item->d_name)) continue;
    char path[SCRATCH_PATH_SIZE];
    snprintf(path, sizeof path, "%s/%s", folder, item->d_name);
    struct stat info;
    if (lstat(path, &info) != 0) continue;
    if (S_ISDIR(info.st_mode)) walk_tree(path, folders_too, visit, data);
    else visit(path, 0, data);
  }
  closedir(listing);
  if (folders_too) visit(folder, 1, data);
}

static void remove_one(const char *path, int is_folder, void *data) {
  (void)data;
  if (is_folder) rmdir(path);
  else unlink(path);
}

void scratch_tree_remove(const char *folder) {
  if (folder && folder[0]) walk_tree(folder, 1, remove_one, NULL);
}

typedef struct suffix_count {
  const char *suffix;
  int count;
} suffix_count;

static void count_one(const char *path, int is_folder, void *data) {
  suffix_count *counting = data;
  size_t length = strlen(path), suffix_length = strlen(counting->suffix);
  if (!is_folder && length >= suffix_length &&
      strcmp(path + length - suffix_length, counting->suffix) == 0)
    counting->count++;
}

int scratch_tree_count(const char *folder, const char *suffix) {
  suffix_count counting = {suffix, 0};
  walk_tree(folder, 0, count_one, &counting);
  return counting.count;
}

int scratch_file_write(const char *path, const void *bytes, size_t size) {
  FILE *file = fopen(path, "wb");
  if (!file) return -1;
  int ok = fwrite(bytes, 1, size, file) == size;
  if (fclose(file) != 0) ok = 0;
  return ok ? 0 : -1;
}

unsigned char *scratch_file_read(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  struct stat info;
  unsigned char *bytes = NULL;
  if (fstat(fileno(file), &info) == 0)
    bytes = malloc((size_t)info.st_size + 1);
  if (bytes && fread(bytes, 1, (size_t)info.st_size, file) !=
                   (size_t)info.st_size) {
    free(bytes);
    bytes = NULL;
  }
  fclose(file);
  if (!bytes) return NULL;
  bytes[info.st_size] = '\0';
  *size = (size_t)info.st_size;
  return bytes;
}

int stderr_capture_begin(stderr_capture *capture, const char *folder) {
  snprintf(capture->path, sizeof capture->path, "%s/stderr-XXXXXX", folder);
  int descriptor = mkstemp(capture->path);
  if (descriptor < 0) return -1;
  fflush(stderr);
  capture->saved_descriptor = dup(STDERR_FILENO);
  dup2(descriptor, STDERR_FILENO);
  close(descriptor);
  return 0;
}

char *stderr_capture_end(stderr_capture *capture) {
  fflush(stderr);
  dup2(capture->saved_descriptor, STDERR_FILENO);
  close(capture->saved_descriptor);
  size_t size;
  char *text = (char *)scratch_file_read(capture->path, &size);
  unlink(capture->path);
  return text;
}

int count_lines(const char *text) {
  int lines = 0;
  for (const char *cursor = text; *cursor; cursor++)
    if (*cursor == '\n' || cursor[1] == '\0') lines++;
  return lines;
}

int start_line_create(start_line *line) { return pipe(line->descriptors); }

void start_line_wait(start_line *line) {
  char byte;
  close(line->descriptors[1]);
  while (read(line->descriptors[0], &byte, 1) < 0) continue;
  close(line->descriptors[0]);
}

void start_line_release(start_line *line, int children) {
  close(line->descriptors[0]);
  for (int i = 0; i < children; i++)
    while (write(line->descriptors[1], "x", 1) < 0) continue;
  close(line->descriptors[1]);
}

int wait_child(int child) {
  int status;
  if (waitpid(child, &status, 0) != child || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

void fill_pattern(uint64_t seed, unsigned char *bytes, size_t size) {
  /* xorshift64*, seeded away from zero */
  uint64_t state = seed * 0x9e3779b97f4a7c15u + 1;
  for (size_t i = 0; i < size; i++) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    bytes[i] = (unsigned char)((state * 0x2545f4914f6cdd1du) >> 56);
  }
}
