/*
 * gimmik/file_output.h: writing a whole file so that nothing a user has
 * is lost: an existing file is replaced only when asked, and the new
 * content appears at once (a temporary file in the same folder, then a
 * rename), never half written.  gimmikc writes kernels and metadata this
 * way; a program writing generated kernels may too.
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

/* Write `length` bytes to `path`; "-" means standard output.  Refuses an
 * existing file unless `overwrite` (GIMMIK_ERROR_IO naming the path). */
gimmik_status gimmik_write_file(const char *path, const void *bytes,
                                size_t length, int overwrite,
                                gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
