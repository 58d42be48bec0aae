/*
 * gimmik/analysis.h: the facts about an operator that every later stage
 * (planning, rendering, cost model, --info) needs, computed once.
 */
#ifndef GIMMIK_ANALYSIS_H
#define GIMMIK_ANALYSIS_H

#include <stdio.h>

#include "gimmik/export.h"
#include "gimmik/operator.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

typedef struct gimmik_tile_occupancy {
  int tile_rows, tile_cols; /* e.g. 8 x 4 */
  long long tiles;          /* tiles covering the operator (edges padded) */
  long long occupied;       /* tiles holding at least one nonzero */
} gimmik_tile_occupancy;

typedef struct gimmik_analysis {
  int rows, cols;
  long long nonzeros;
  int *row_nonzeros;        /* [rows] */
  int *col_nonzeros;        /* [cols] */
  int used_cols;            /* columns with a nonzero: rows of B that are loaded */
  int zero_rows;            /* rows of A that are all zero */
  int max_row_nonzeros;
  int max_col_nonzeros;
  long long distinct_abs_values; /* distinct |a| over the nonzeros */
  double density;           /* nonzeros / (rows * cols) */
  gimmik_tile_occupancy tiles[2]; /* 8x4 and 8x8 */
} gimmik_analysis;

gimmik_status gimmik_analyse(const gimmik_operator *op,
                             gimmik_analysis *analysis, gimmik_error *error);
void gimmik_analysis_free(gimmik_analysis *analysis);

/* Human-readable report, as `gimmikc --info` prints it. */
void gimmik_analysis_print(const gimmik_analysis *analysis,
                           const char *origin, FILE *stream);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
