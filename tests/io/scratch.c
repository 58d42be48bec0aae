/* scratch.c: the temporary folder of scratch.h. */
#include "scratch.h"

#include "check.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int scratch_create(scratch *area) {
  snprintf(area->folder, sizeof area->folder, "/tmp/gimmik-io-XXXXXX");
  if (!mkdtemp(area->folder)) {
    perror("mkdtemp");
    area->folder[0] = '\0';
    return -1;
  }
  return 0;
}

const char *scratch_path(const scratch *area, const char *name, char *path) {
  snprintf(path, SCRATCH_PATH_SIZE, "%s/%s", area->folder, name);
  return path;
}

const char *scratch_write(const scratch *area, const char *name,
                          const void *bytes, size_t size, char *path) {
  scratch_path(area, name, path);
  FILE *file = fopen(path, "wb");
  if (!file) return NULL;
  int ok = fwrite(bytes, 1, size, file) == size;
  if (fclose(file) != 0) ok = 0;
  return ok ? path : NULL;
}

static int is_dot_entry(const char *name) {
  return strcmp(name, ".") == 0 || strcmp(name, "..") == 0;
}

int scratch_count_files(const scratch *area) {
  DIR *folder = opendir(area->folder);
  if (!folder) return -1;
  int count = 0;
  struct dirent *entry;
  while ((entry = readdir(folder)) != NULL)
    if (!is_dot_entry(entry->d_name)) count++;
  closedir(folder);
  return count;
}

char *scratch_read_text(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  size_t size = 0, capacity = 256;
  char *text = malloc(capacity);
  size_t got;
  while (text && (got = fread(text + size, 1, capacity - size - 1, file)) > 0) {
    size += got;
    if (capacity - size - 1 == 0) {
      char *grown = realloc(text, capacity * 2);
      if (!grown) free(text);
      text = grown;
      capacity *= 2;
    }
  }
  fclose(file);
  if (text) text[size] = '\0';
  return text;
}

void scratch_remove(scratch *area) {
  if (area->folder[0] == '\0') return;
  DIR *folder = opendir(area->folder);
  if (folder) {
    struct dirent *entry;
    char path[SCRATCH_PATH_SIZE];
    while ((entry = readdir(folder)) != NULL)
      if (!is_dot_entry(entry->d_name))
        unlink(scratch_path(area, entry->d_name, path));
    closedir(folder);
  }
  rmdir(area->folder);
  area->folder[0] = '\0';
}

/* See scratch.h. */
void check_values(const gimmik_operator *op, const char *name,
                         int rows, int cols, const double *expected) {
  CHECK(gimmik_operator_rows(op) == rows);
  CHECK(gimmik_operator_cols(op) == cols);
  if (gimmik_operator_rows(op) != rows || gimmik_operator_cols(op) != cols)
    return;
  for (int row = 0; row < rows; row++)
    for (int col = 0; col < cols; col++) {
      double got = gimmik_operator_get(op, row, col);
      double want = expected[row * cols + col];
      if (got != want)
        fprintf(stderr, "%s: entry (%d, %d) is %.17g, expected %.17g\n",
                name, row + 1, col + 1, got, want);
      CHECK(got == want);
    }
}
