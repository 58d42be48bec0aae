/* file_output.c: all-or-nothing whole-file writes (gimmik/file_output.h). */
#include "gimmik/file_output.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A file on its way: the temporary holding its new bytes and, once it is
 * renamed into place, a hard link keeping the file it replaced. */
typedef struct pending {
  const gimmik_output_file *file;
  char *temporary;
  char *previous;  /* NULL when nothing was replaced or it cannot be kept */
  int replaced;    /* an older file was there */
  int placed;
} pending;

static const char *kind_of(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

gimmik_status gimmik_output_check(const char *path, int overwrite,
                                  const char *hint, gimmik_error *error) {
  struct stat existing;
  if (lstat(path, &existing) != 0) return GIMMIK_OK;
  if (!S_ISREG(existing.st_mode))
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "%s is %s; only a regular file is replaced",
                            path, kind_of(existing.st_mode));
  if (!overwrite)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "%s exists; not replacing it (%s)", path, hint);
  return GIMMIK_OK;
}

/* The folder a path's file goes in, resolved, then its name: equal for
 * two spellings of one file that does not exist yet. */
static char *canonical(const char *path) {
  char *folder_copy = strdup(path), *name_copy = strdup(path);
  char *resolved = folder_copy ? realpath(dirname(folder_copy), NULL) : NULL;
  char *result = NULL;
  if (resolved && name_copy) {
    const char *name = basename(name_copy);
    size_t size = strlen(resolved) + strlen(name) + 2;
    result = malloc(size);
    if (result) snprintf(result, size, "%s/%s", resolved, name);
  }
  free(resolved);
  free(folder_copy);
  free(name_copy);
  return result;
}

static int same_destination(const char *a, const char *b) {
  if (strcmp(a, b) == 0) return 1;
  if (strcmp(a, "-") == 0 || strcmp(b, "-") == 0) return 0;
  struct stat first, second;
  if (lstat(a, &first) == 0 && lstat(b, &second) == 0)
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino;
  char *left = canonical(a), *right = canonical(b);
  int same = left && right && strcmp(left, right) == 0;
  free(left);
  free(right);
  return same;
}

static gimmik_status check_all(const gimmik_output_file *files, int count,
                               int overwrite, gimmik_error *error) {
  for (int i = 0; i < count; i++) {
    for (int j = 0; j < i; j++)
      if (same_destination(files[i].path, files[j].path))
        return gimmik_error_set(error, GIMMIK_ERROR_IO,
                                "%s is named for two outputs (%s and %s); "
                                "each output needs its own file",
                                files[i].path, files[j].path, files[i].path);
    if (strcmp(files[i].path, "-") != 0) {
      gimmik_status status =
          gimmik_output_check(files[i].path, overwrite, "use --force", error);
      if (status != GIMMIK_OK) return status;
    }
  }
  return GIMMIK_OK;
}

static int write_all(int descriptor, const void *bytes, size_t length) {
  const char *cursor = bytes;
  while (length > 0) {
    ssize_t written = write(descriptor, cursor, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return -1;
    cursor += written;
    length -= (size_t)written;
  }
  return 0;
}

static gimmik_status failure(const char *path, const char *doing,
                             gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: %s: %s", path, doing,
                          strerror(errno));
}

/* path.XXXXXX beside the destination, with the new bytes, flushed. */
static gimmik_status write_temporary(pending *item, gimmik_error *error) {
  const char *path = item->file->path;
  size_t size = strlen(path) + 8;
  item->temporary = malloc(size);
  if (!item->temporary)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  snprintf(item->temporary, size, "%s.XXXXXX", path);
  int descriptor = mkstemp(item->temporary);
  if (descriptor < 0) {
    free(item->temporary);
    item->temporary = NULL;
    return failure(path, "cannot create a file beside it", error);
  }
  /* mkstemp creates 0600; give the file the usual permissions. */
  mode_t mask = umask(0);
  umask(mask);
  fchmod(descriptor, 0666 & ~mask);
  int failed = write_all(descriptor, item->file->bytes, item->file->length) ||
               fsync(descriptor) != 0;
  int saved = errno;
  if (close(descriptor) != 0 && !failed) {
    failed = 1;
    saved = errno;
  }
  errno = saved;
  return failed ? failure(path, "write failed", error) : GIMMIK_OK;
}

/* Rename into place, keeping a link to the file replaced so that it can
 * be put back. */
static gimmik_status place(pending *item, gimmik_error *error) {
  const char *path = item->file->path;
  struct stat existing;
  if (lstat(path, &existing) == 0) {
    item->replaced = 1;
    size_t size = strlen(path) + 16;
    item->previous = malloc(size);
    if (!item->previous)
      return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    for (int attempt = 0;; attempt++) {
      snprintf(item->previous, size, "%s.old%d", path, attempt);
      if (link(path, item->previous) == 0) break;
      if (errno != EEXIST || attempt == 99) {
        /* No hard links here: the old file cannot be put back, so a
         * failure after this rename leaves the new one. */
        free(item->previous);
        item->previous = NULL;
        break;
      }
    }
  }
  if (rename(item->temporary, path) != 0)
    return failure(path, "cannot rename the new file into place", error);
  free(item->temporary);
  item->temporary = NULL;
  item->placed = 1;
  return GIMMIK_OK;
}

/* Success: drop the kept links.  Failure: remove temporaries and put the
 * replaced files back (or remove the new ones where nothing was). */
static void finish(pending *items, int count, int succeeded) {
  for (int i = 0; i < count; i++) {
    pending *item = &items[i];
    if (item->temporary) unlink(item->temporary);
    if (!succeeded && item->placed) {
      if (item->previous) rename(item->previous, item->file->path);
      else if (!item->replaced) unlink(item->file->path);
    } else if (item->previous) {
      unlink(item->previous);
    }
    free(item->temporary);
    free(item->previous);
  }
}

static gimmik_status write_standard_output(const gimmik_output_file *file,
                                           gimmik_error *error) {
  if (fwrite(file->bytes, 1, file->length, stdout) != file->length ||
      fflush(stdout) != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "standard output: %s",
                            strerror(errno));
  return GIMMIK_OK;
}

gimmik_status gimmik_write_files(const gimmik_output_file *files, int count,
                                 int overwrite, gimmik_error *error) {
  gimmik_status status = check_all(files, count, overwrite, error);
  if (status != GIMMIK_OK) return status;
  pending *items = calloc((size_t)count, sizeof *items);
  if (!items)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  int to_standard_output = -1;
  for (int i = 0; i < count; i++) {
    items[i].file = &files[i];
    if (strcmp(files[i].path, "-") == 0) to_standard_output = i;
    else if (status == GIMMIK_OK) status = write_temporary(&items[i], error);
  }
  /* Checked again now that everything is written: a file that appeared
   * meanwhile is still not replaced without `overwrite`. */
  if (status == GIMMIK_OK) status = check_all(files, count, overwrite, error);
  for (int i = 0; status == GIMMIK_OK && i < count; i++)
    if (i != to_standard_output) status = place(&items[i], error);
  if (status == GIMMIK_OK && to_standard_output >= 0)
    status = write_standard_output(&files[to_standard_output], error);
  finish(items, count, status == GIMMIK_OK);
  free(items);
  return status;
}

gimmik_status gimmik_write_file(const char *path, const void *bytes,
                                size_t length, int overwrite,
                                gimmik_error *error) {
  gimmik_output_file file = {path, bytes, length};
  return gimmik_write_files(&file, 1, overwrite, error);
}
