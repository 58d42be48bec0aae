/*
 * gimmik/operator.h: a constant operator matrix A (rows x cols, dense, with
 * exact zeros), as read from a file, built from a built-in spec or handed
 * over by the host program.
 *
 * Loading validates strictly: a malformed file is an error naming the file
 * and line, never a silently different operator.  Limits: each dimension at
 * most GIMMIK_MAX_DIMENSION, at most GIMMIK_MAX_ENTRIES entries in all, every
 * value finite, at least one nonzero.
 */
#ifndef GIMMIK_OPERATOR_H
#define GIMMIK_OPERATOR_H

#include "gimmik/error.h"
#include "gimmik/export.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

enum {
  GIMMIK_MAX_DIMENSION = 16384,
  GIMMIK_MAX_ENTRIES = 1 << 24
};

typedef struct gimmik_operator gimmik_operator;

/* Copy a row-major rows x cols array into a new operator.  `origin` names
 * it in messages and metadata (a path, a spec, or any label; may be NULL). */
gimmik_status gimmik_operator_create(int rows, int cols, const double *values,
                                     const char *origin,
                                     gimmik_operator **result,
                                     gimmik_error *error);

/* Load from a path or a built-in spec: `*.mtx` (Matrix Market), `*.npy`
 * (NumPy), or `name:args` such as `gll-diff:8` (see gimmik/spec.h). */
gimmik_status gimmik_operator_load(const char *path_or_spec,
                                   gimmik_operator **result,
                                   gimmik_error *error);

/* Readers for each format; `path` is used as given. */
gimmik_status gimmik_operator_read_mtx(const char *path,
                                       gimmik_operator **result,
                                       gimmik_error *error);
gimmik_status gimmik_operator_read_npy(const char *path,
                                       gimmik_operator **result,
                                       gimmik_error *error);

/* Write as a Matrix Market `coordinate real general` file holding every
 * nonzero with 17 significant digits (values round-trip exactly).  `comment`
 * (may be NULL, may hold several lines) goes after the header as % lines.
 * `path` "-" is standard output.  Refuses to replace an existing file
 * unless `overwrite` is nonzero, and never replaces anything but a regular
 * file (a link, a FIFO, a device is an error). */
gimmik_status gimmik_operator_write_mtx(const gimmik_operator *op,
                                        const char *path, const char *comment,
                                        int overwrite, gimmik_error *error);

void gimmik_operator_destroy(gimmik_operator *op);

int gimmik_operator_rows(const gimmik_operator *op);
int gimmik_operator_cols(const gimmik_operator *op);
/* Row-major values, rows*cols of them. */
const double *gimmik_operator_values(const gimmik_operator *op);
double gimmik_operator_get(const gimmik_operator *op, int row, int col);
/* Where the operator came from, as given at creation. */
const char *gimmik_operator_origin(const gimmik_operator *op);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
