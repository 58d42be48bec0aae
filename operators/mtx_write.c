/*
 * mtx_write.c: the Matrix Market writer.
 *
 * Writes `coordinate real general` with every nonzero at 17 significant
 * digits, which is enough for strtod to give back the very same double.
 * The file is written beside its destination under a temporary name and
 * then renamed into place, so a reader never sees half a file and a failed
 * write never destroys the file it was meant to replace.
 */
#include "gimmik/operator.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/c_locale.h"
#include "gimmik/file_output.h"

/* Tries at a fresh temporary name before giving up; names only collide when
 * several threads of one process write the same path at once. */
enum { TEMPORARY_NAME_TRIES = 100 };

/* Both return the constant status, not gimmik_error_set's result, so that
 * "failed" is evident to the reader (and to static analysers). */
static gimmik_status io_error(const char *path, const char *doing,
                              int error_number, gimmik_error *error) {
  gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: %s: %s", path, doing,
                   strerror(error_number));
  return GIMMIK_ERROR_IO;
}

static gimmik_status exists_error(const char *path, gimmik_error *error) {
  gimmik_error_set(error, GIMMIK_ERROR_IO,
                   "%s exists; pass overwrite to replace it", path);
  return GIMMIK_ERROR_IO;
}

static int path_exists(const char *path) {
  struct stat status;
  return lstat(path, &status) == 0;
}


/* -------------------------------------------------------------- contents */

/* Write `comment` as % lines, one per line of the comment.  A final line
 * ending adds no empty comment line; CRLF endings are taken as LF. */
static int write_comment(FILE *file, const char *comment) {
  const char *line = comment;
  while (*line != '\0') {
    const char *end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    size_t shown = length;
    if (shown > 0 && line[shown - 1] == '\r') shown--;
    /* An empty line gets a bare % so that no line ends in a space. */
    int written = shown == 0 ? fprintf(file, "%%\n")
                             : fprintf(file, "%% %.*s\n", (int)shown, line);
    if (written < 0) return -1;
    if (!end) break;
    line = end + 1;
  }
  return 0;
}

static size_t count_nonzeros(const gimmik_operator *op) {
  size_t cells = (size_t)gimmik_operator_rows(op) *
                 (size_t)gimmik_operator_cols(op);
  const double *values = gimmik_operator_values(op);
  size_t count = 0;
  for (size_t i = 0; i < cells; i++)
    if (values[i] != 0.0) count++;
  return count;
}

/* One "row col value" line; the number is formatted in the "C" locale so
 * that a host program's LC_NUMERIC never turns its point into a comma. */
static int write_entry(FILE *file, int row, int col, double value) {
  char number[32];
  gimmik_snprintf(number, sizeof number, "%.17g", value);
  return fprintf(file, "%d %d %s\n", row + 1, col + 1, number) < 0 ? -1 : 0;
}

/* Write the whole file; -1 with errno set on failure. */
static int write_contents(FILE *file, const gimmik_operator *op,
                          const char *comment) {
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  const double *values = gimmik_operator_values(op);
  if (fprintf(file, "%%%%MatrixMarket matrix coordinate real general\n") < 0)
    return -1;
  if (comment && write_comment(file, comment) != 0) return -1;
  if (fprintf(file, "%d %d %zu\n", rows, cols, count_nonzeros(op)) < 0)
    return -1;
  for (int row = 0; row < rows; row++)
    for (int col = 0; col < cols; col++) {
      double value = values[(size_t)row * cols + col];
      if (value != 0.0 && write_entry(file, row, col, value) != 0) return -1;
    }
  return 0;
}


/* ------------------------------------------------------------ temporary */

/* Create a new file named PATH.tmp.PID.N beside `path`.  O_EXCL makes the
 * name ours alone; mode 0666 lets the umask decide as for any new file. */
static gimmik_status create_temporary(const char *path, char **temporary,
                                      FILE **file, gimmik_error *error) {
  size_t size = strlen(path) + 64;
  char *name = malloc(size);
  if (!name) {
    gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "%s: out of memory", path);
    return GIMMIK_ERROR_MEMORY;
  }
  int descriptor = -1;
  for (int attempt = 0; attempt < TEMPORARY_NAME_TRIES && descriptor < 0;
       attempt++) {
    snprintf(name, size, "%s.tmp.%ld.%d", path, (long)getpid(), attempt);
    descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (descriptor < 0 && errno != EEXIST) break;
  }
  if (descriptor < 0) {
    gimmik_status status =
        io_error(path, "cannot create a temporary file beside it", errno,
                 error);
    free(name);
    return status;
  }
  *file = fdopen(descriptor, "w");
  if (!*file) {
    gimmik_status status = io_error(name, "cannot open", errno, error);
    close(descriptor);
    unlink(name);
    free(name);
    return status;
  }
  *temporary = name;
  return GIMMIK_OK;
}

/* Write, flush to the disk and close; the file is closed whatever happens. */
static gimmik_status fill_temporary(FILE *file, const char *temporary,
                                    const gimmik_operator *op,
                                    const char *comment,
                                    gimmik_error *error) {
  int failed = write_contents(file, op, comment) != 0 || fflush(file) != 0 ||
               fsync(fileno(file)) != 0;
  int saved_errno = errno;
  /* fclose can be where a delayed write error (a full disk) shows up. */
  if (fclose(file) != 0 && !failed) {
    failed = 1;
    saved_errno = errno;
  }
  if (failed) return io_error(temporary, "write failed", saved_errno, error);
  return GIMMIK_OK;
}

/* Move the finished temporary file to `path`. */
static gimmik_status publish(const char *temporary, const char *path,
                             int overwrite, gimmik_error *error) {
  if (!overwrite) {
    /* link() refuses an existing destination atomically, which closes the
     * window between the existence check and the move. */
    if (link(temporary, path) == 0) {
      unlink(temporary);
      return GIMMIK_OK;
    }
    if (errno == EEXIST) return exists_error(path, error);
    /* Some file systems have no hard links: fall back on rename below. */
  }
  if (rename(temporary, path) != 0)
    return io_error(path, "cannot rename the temporary file into place",
                    errno, error);
  return GIMMIK_OK;
}


/* ------------------------------------------------------------ the writer */

static gimmik_status write_standard_output(const gimmik_operator *op,
                                           const char *comment,
                                           gimmik_error *error) {
  if (write_contents(stdout, op, comment) != 0 || fflush(stdout) != 0)
    return io_error("standard output", "write failed", errno, error);
  return GIMMIK_OK;
}

gimmik_status gimmik_operator_write_mtx(const gimmik_operator *op,
                                        const char *path, const char *comment,
                                        int overwrite, gimmik_error *error) {
  if (!op)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_operator_write_mtx: no operator given");
  if (!path || !*path)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_operator_write_mtx: no path given");
  if (strcmp(path, "-") == 0) return write_standard_output(op, comment, error);
  /* Checked first so that a refusal costs no writing.  Only a regular
   * file is ever replaced: never a link, a FIFO or a device. */
  gimmik_status checked = gimmik_output_check(path, 1, "", error);
  if (checked != GIMMIK_OK) return checked;
  if (!overwrite && path_exists(path)) return exists_error(path, error);
  char *temporary = NULL;
  FILE *file = NULL;
  gimmik_status status = create_temporary(path, &temporary, &file, error);
  if (status != GIMMIK_OK) return status;
  status = fill_temporary(file, temporary, op, comment, error);
  if (status == GIMMIK_OK)
    status = publish(temporary, path, overwrite, error);
  if (status != GIMMIK_OK) unlink(temporary);
  free(temporary);
  return status;
}
