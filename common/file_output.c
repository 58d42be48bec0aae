/* file_output.c: atomic whole-file writes (file_output.h). */
#include "gimmik/file_output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static gimmik_status write_all(int descriptor, const void *bytes,
                               size_t length) {
  const char *cursor = bytes;
  while (length > 0) {
    ssize_t written = write(descriptor, cursor, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return GIMMIK_ERROR_IO;
    cursor += written;
    length -= (size_t)written;
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_write_file(const char *path, const void *bytes,
                                size_t length, int overwrite,
                                gimmik_error *error) {
  if (strcmp(path, "-") == 0) {
    if (fwrite(bytes, 1, length, stdout) != length || fflush(stdout) != 0)
      return gimmik_error_set(error, GIMMIK_ERROR_IO,
                              "standard output: %s", strerror(errno));
    return GIMMIK_OK;
  }
  struct stat existing;
  if (!overwrite && stat(path, &existing) == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "%s exists; not replacing it (use --force)", path);
  size_t temp_size = strlen(path) + 16;
  char *temp_path = malloc(temp_size);
  if (!temp_path)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  snprintf(temp_path, temp_size, "%s.XXXXXX", path);
  int descriptor = mkstemp(temp_path);
  if (descriptor < 0) {
    gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: %s", path, strerror(errno));
    free(temp_path);
    return GIMMIK_ERROR_IO;
  }
  /* mkstemp creates 0600; give the file the usual permissions. */
  mode_t mask = umask(0);
  umask(mask);
  fchmod(descriptor, 0666 & ~mask);
  gimmik_status status = write_all(descriptor, bytes, length);
  if (close(descriptor) != 0) status = GIMMIK_ERROR_IO;
  if (status == GIMMIK_OK && !overwrite && stat(path, &existing) == 0) {
    unlink(temp_path);
    gimmik_error_set(error, GIMMIK_ERROR_IO,
                     "%s appeared while writing; not replacing it", path);
    free(temp_path);
    return GIMMIK_ERROR_IO;
  }
  if (status == GIMMIK_OK && rename(temp_path, path) != 0)
    status = GIMMIK_ERROR_IO;
  if (status != GIMMIK_OK) {
    gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: %s", path, strerror(errno));
    unlink(temp_path);
  }
  free(temp_path);
  return status;
}
