/*
 * file_bytes.h (internal): whole files in and out of memory, and private
 * temporary names, for the C backend's compiler runs and shared objects.
 */
#ifndef GIMMIK_COMMON_FILE_BYTES_H
#define GIMMIK_COMMON_FILE_BYTES_H

#include <stddef.h>

#include "gimmik/error.h"

/* The whole file, malloc'd, with a NUL after the last byte so text can be
 * used as a string (`*size` does not count it). */
gimmik_status gimmik_file_read(const char *path, unsigned char **bytes,
                               size_t *size, gimmik_error *error);

/* Create or truncate `path` (mode 0600) and write `size` bytes. */
gimmik_status gimmik_file_write(const char *path, const void *bytes,
                                size_t size, gimmik_error *error);

/* Make a new private directory "$TMPDIR/<prefix>XXXXXX" (TMPDIR defaults
 * to /tmp) and put its path in `path`. */
gimmik_status gimmik_temporary_directory(const char *prefix, char *path,
                                         size_t size, gimmik_error *error);

/* Write `bytes` to a new private file "$TMPDIR/<prefix>XXXXXX". */
gimmik_status gimmik_temporary_file(const char *prefix, const void *bytes,
                                    size_t size, char *path, size_t path_size,
                                    gimmik_error *error);

#endif
