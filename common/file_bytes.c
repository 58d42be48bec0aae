/* file_bytes.c: see file_bytes.h. */
#include "common/file_bytes.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static gimmik_status io_failure(const char *call, const char *path,
                                gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s(%s) failed: %s", call,
                          path, strerror(errno));
}

/* Write everything, resuming after short writes and interruptions. */
static gimmik_status write_all(int descriptor, const char *path,
                               const unsigned char *bytes, size_t size,
                               gimmik_error *error) {
  while (size > 0) {
    ssize_t written = write(descriptor, bytes, size);
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) return io_failure("write", path, error);
    bytes += written;
    size -= (size_t)written;
  }
  return GIMMIK_OK;
}

static gimmik_status close_checked(int descriptor, const char *path,
                                   gimmik_status status, gimmik_error *error) {
  if (close(descriptor) != 0 && status == GIMMIK_OK)
    return io_failure("close", path, error);
  return status;
}

gimmik_status gimmik_file_write(const char *path, const void *bytes,
                                size_t size, gimmik_error *error) {
  int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (descriptor < 0) return io_failure("open", path, error);
  gimmik_status status = write_all(descriptor, path, bytes, size, error);
  return close_checked(descriptor, path, status, error);
}

static gimmik_status read_all(int descriptor, const char *path,
                              unsigned char *bytes, size_t size,
                              gimmik_error *error) {
  size_t done = 0;
  while (done < size) {
    ssize_t got = read(descriptor, bytes + done, size - done);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return io_failure("read", path, error);
    if (got == 0)
      return gimmik_error_set(error, GIMMIK_ERROR_IO,
                              "%s shrank while being read", path);
    done += (size_t)got;
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_file_read(const char *path, unsigned char **bytes,
                               size_t *size, gimmik_error *error) {
  *bytes = NULL;
  *size = 0;
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return io_failure("open", path, error);
  struct stat info;
  gimmik_status status = GIMMIK_OK;
  if (fstat(descriptor, &info) != 0) status = io_failure("fstat", path, error);
  unsigned char *buffer = NULL;
  if (status == GIMMIK_OK) {
    buffer = malloc((size_t)info.st_size + 1);
    if (!buffer)
      status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                "out of memory reading %s", path);
  }
  if (status == GIMMIK_OK)
    status = read_all(descriptor, path, buffer, (size_t)info.st_size, error);
  status = close_checked(descriptor, path, status, error);
  if (status != GIMMIK_OK) {
    free(buffer);
    return status;
  }
  buffer[info.st_size] = '\0';
  *bytes = buffer;
  *size = (size_t)info.st_size;
  return GIMMIK_OK;
}

static gimmik_status temporary_template(const char *prefix, char *path,
                                        size_t size, gimmik_error *error) {
  const char *directory = getenv("TMPDIR");
  if (!directory || !*directory) directory = "/tmp";
  int length = snprintf(path, size, "%s/%sXXXXXX", directory, prefix);
  if (length < 0 || (size_t)length >= size)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "temporary path under %s is too long", directory);
  return GIMMIK_OK;
}

gimmik_status gimmik_temporary_directory(const char *prefix, char *path,
                                         size_t size, gimmik_error *error) {
  gimmik_status status = temporary_template(prefix, path, size, error);
  if (status != GIMMIK_OK) return status;
  if (!mkdtemp(path)) return io_failure("mkdtemp", path, error);
  return GIMMIK_OK;
}

gimmik_status gimmik_temporary_file(const char *prefix, const void *bytes,
                                    size_t size, char *path, size_t path_size,
                                    gimmik_error *error) {
  gimmik_status status = temporary_template(prefix, path, path_size, error);
  if (status != GIMMIK_OK) return status;
  int descriptor = mkstemp(path);
  if (descriptor < 0) return io_failure("mkstemp", path, error);
  status = write_all(descriptor, path, bytes, size, error);
  status = close_checked(descriptor, path, status, error);
  if (status != GIMMIK_OK) unlink(path);
  return status;
}
