/*
 * gimmik/file_output.h: writing the files of one command so that nothing
 * a user has is lost and nothing is left half done.  Every file is
 * checked first (a path named twice, an existing file without
 * `overwrite`, anything but a regular file in the way: a link, a FIFO, a
 * device), then written beside its destination under a temporary name and
 * flushed; only when all are written are they renamed into place, and if
 * one rename fails those already renamed are put back as they were.  "-"
 * is standard output, written last.  gimmikc writes kernels and metadata
 * this way; a program writing generated kernels may too.
 */
#ifndef GIMMIK_FILE_OUTPUT_H
#define GIMMIK_FILE_OUTPUT_H

#include <stddef.h>

#include "gimmik/error.h"
#include "gimmik/export.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* One file of a command's output. */
typedef struct gimmik_output_file {
  const char *path; /* "-": standard output */
  const void *bytes;
  size_t length;
} gimmik_output_file;

/* Write all `count` files or none (GIMMIK_ERROR_IO naming the path). */
gimmik_status gimmik_write_files(const gimmik_output_file *files, int count,
                                 int overwrite, gimmik_error *error);

/* One file: gimmik_write_files with a single entry. */
gimmik_status gimmik_write_file(const char *path, const void *bytes,
                                size_t length, int overwrite,
                                gimmik_error *error);

/* Whether `path` may be written: absent, or a regular file when
 * `overwrite`.  The refusal of an existing file ends with `hint` (such as
 * "use --force"). */
gimmik_status gimmik_output_check(const char *path, int overwrite,
                                  const char *hint, gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
