/*
 * file_output.h (internal): writing a whole file so that nothing a user has
 * is lost: an existing file is replaced only when asked, and the new content
 * appears at once (temp file in the same folder, then rename), never half
 * written.
 */
#ifndef GIMMIK_COMMON_FILE_OUTPUT_H
#define GIMMIK_COMMON_FILE_OUTPUT_H

#include <stddef.h>

#include "gimmik/error.h"

/* Write `length` bytes to `path`; "-" means standard output.  Refuses an
 * existing file unless `overwrite` (GIMMIK_ERROR_IO naming the path). */
gimmik_status gimmik_write_file(const char *path, const void *bytes,
                                size_t length, int overwrite,
                                gimmik_error *error);

#endif
