/* analysis.c: structure of an operator's nonzeros (gimmik/analysis.h). */
#include "gimmik/analysis.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

static long long count_distinct_abs(const double *values, size_t count,
                                    long long nonzeros) {
  double *magnitudes = malloc((size_t)nonzeros * sizeof *magnitudes);
  if (!magnitudes) return -1;
  size_t used = 0;
  for (size_t i = 0; i < count; i++)
    if (values[i] != 0.0) magnitudes[used++] = fabs(values[i]);
  qsort(magnitudes, used, sizeof *magnitudes, compare_doubles);
  long long distinct = 0;
  for (size_t i = 0; i < used; i++)
    if (i == 0 || magnitudes[i] != magnitudes[i - 1]) distinct++;
  free(magnitudes);
  return distinct;
}

static void count_tiles(const gimmik_operator *op, gimmik_tile_occupancy *tile) {
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  int tile_row_count = (rows + tile->tile_rows - 1) / tile->tile_rows;
  int tile_col_count = (cols + tile->tile_cols - 1) / tile->tile_cols;
  tile->tiles = (long long)tile_row_count * tile_col_count;
  tile->occupied = 0;
  for (int tr = 0; tr < tile_row_count; tr++)
    for (int tc = 0; tc < tile_col_count; tc++) {
      int occupied = 0;
      for (int r = tr * tile->tile_rows;
           r < rows && r < (tr + 1) * tile->tile_rows && !occupied; r++)
        for (int c = tc * tile->tile_cols;
             c < cols && c < (tc + 1) * tile->tile_cols; c++)
          if (gimmik_operator_get(op, r, c) != 0.0) {
            occupied = 1;
            break;
          }
      tile->occupied += occupied;
    }
}

gimmik_status gimmik_analyse(const gimmik_operator *op,
                             gimmik_analysis *analysis, gimmik_error *error) {
  memset(analysis, 0, sizeof *analysis);
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  analysis->rows = rows;
  analysis->cols = cols;
  analysis->row_nonzeros = calloc((size_t)rows, sizeof(int));
  analysis->col_nonzeros = calloc((size_t)cols, sizeof(int));
  if (!analysis->row_nonzeros || !analysis->col_nonzeros) {
    gimmik_analysis_free(analysis);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory analysing %s",
                            gimmik_operator_origin(op));
  }
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      if (gimmik_operator_get(op, r, c) != 0.0) {
        analysis->row_nonzeros[r]++;
        analysis->col_nonzeros[c]++;
        analysis->nonzeros++;
      }
  for (int r = 0; r < rows; r++) {
    analysis->zero_rows += analysis->row_nonzeros[r] == 0;
    if (analysis->row_nonzeros[r] > analysis->max_row_nonzeros)
      analysis->max_row_nonzeros = analysis->row_nonzeros[r];
  }
  for (int c = 0; c < cols; c++) {
    analysis->used_cols += analysis->col_nonzeros[c] > 0;
    if (analysis->col_nonzeros[c] > analysis->max_col_nonzeros)
      analysis->max_col_nonzeros = analysis->col_nonzeros[c];
  }
  analysis->density = (double)analysis->nonzeros / ((double)rows * cols);
  analysis->distinct_abs_values = count_distinct_abs(
      gimmik_operator_values(op), (size_t)rows * cols, analysis->nonzeros);
  if (analysis->distinct_abs_values < 0) {
    gimmik_analysis_free(analysis);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory analysing %s",
                            gimmik_operator_origin(op));
  }
  analysis->tiles[0] = (gimmik_tile_occupancy){8, 4, 0, 0};
  analysis->tiles[1] = (gimmik_tile_occupancy){8, 8, 0, 0};
  count_tiles(op, &analysis->tiles[0]);
  count_tiles(op, &analysis->tiles[1]);
  return GIMMIK_OK;
}

void gimmik_analysis_free(gimmik_analysis *analysis) {
  free(analysis->row_nonzeros);
  free(analysis->col_nonzeros);
  analysis->row_nonzeros = NULL;
  analysis->col_nonzeros = NULL;
}

void gimmik_analysis_print(const gimmik_analysis *analysis,
                           const char *origin, FILE *stream) {
  fprintf(stream, "operator:            %s\n", origin);
  fprintf(stream, "shape:               %d x %d\n", analysis->rows,
          analysis->cols);
  fprintf(stream, "nonzeros:            %lld (density %.4f)\n",
          analysis->nonzeros, analysis->density);
  fprintf(stream, "used columns:        %d of %d (rows of B loaded)\n",
          analysis->used_cols, analysis->cols);
  fprintf(stream, "zero rows:           %d of %d\n", analysis->zero_rows,
          analysis->rows);
  fprintf(stream, "nonzeros per row:    at most %d\n",
          analysis->max_row_nonzeros);
  fprintf(stream, "nonzeros per column: at most %d\n",
          analysis->max_col_nonzeros);
  fprintf(stream, "distinct |values|:   %lld\n",
          analysis->distinct_abs_values);
  for (int i = 0; i < 2; i++) {
    const gimmik_tile_occupancy *tile = &analysis->tiles[i];
    fprintf(stream, "%dx%d tiles:           %lld of %lld occupied (%.1f%%)\n",
            tile->tile_rows, tile->tile_cols, tile->occupied, tile->tiles,
            100.0 * (double)tile->occupied / (double)tile->tiles);
  }
}
