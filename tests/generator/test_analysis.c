/* test_analysis.c: the analysis of small operators worked out by hand. */
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "gimmik/analysis.h"

static gimmik_operator *make(int rows, int cols, const double *values) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(rows, cols, values, "hand", &op, &error),
           &error);
  return op;
}

/* 5 x 4, row 2 all zero, column 1 all zero:
 *   [ 1  0  2  0 ]
 *   [ 0  0 -2  3 ]
 *   [ 0  0  0  0 ]
 *   [ 4  0  0  0 ]
 *   [ 0  0  1 -1 ]                                                        */
static void test_small_sparse(void) {
  const double values[] = {1, 0, 2, 0, 0, 0, -2, 3, 0, 0,
                           0, 0, 4, 0, 0, 0, 0, 0, 1, -1};
  gimmik_operator *op = make(5, 4, values);
  gimmik_analysis analysis;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_analyse(op, &analysis, &error), &error);
  CHECK(analysis.nonzeros == 7);
  const int rows[] = {2, 2, 0, 1, 2}, cols[] = {2, 0, 3, 2};
  for (int r = 0; r < 5; r++) CHECK(analysis.row_nonzeros[r] == rows[r]);
  for (int c = 0; c < 4; c++) CHECK(analysis.col_nonzeros[c] == cols[c]);
  CHECK(analysis.used_cols == 3);
  CHECK(analysis.zero_rows == 1);
  CHECK(analysis.max_row_nonzeros == 2);
  CHECK(analysis.max_col_nonzeros == 3);
  /* |values|: 1, 2, 3, 4 (2 and -2, 1 and -1 and 1 coincide). */
  CHECK(analysis.distinct_abs_values == 4);
  CHECK(fabs(analysis.density - 7.0 / 20.0) < 1e-15);
  /* 8x4 tiles: one tile covers everything. 8x8: also one. */
  CHECK(analysis.tiles[0].tiles == 1 && analysis.tiles[0].occupied == 1);
  CHECK(analysis.tiles[1].tiles == 1 && analysis.tiles[1].occupied == 1);
  gimmik_analysis_free(&analysis);
  gimmik_operator_destroy(op);
}

/* 16 x 8 with nonzeros only at (0,0) and (15,7): of the 8x4 tiles (2 x 2)
 * two are occupied; of the 8x8 tiles (2 x 1) both are. */
static void test_tiles(void) {
  double *values = calloc(16 * 8, sizeof *values);
  values[0] = 1.5;
  values[15 * 8 + 7] = -0.25;
  gimmik_operator *op = make(16, 8, values);
  gimmik_analysis analysis;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_analyse(op, &analysis, &error), &error);
  CHECK(analysis.tiles[0].tiles == 4 && analysis.tiles[0].occupied == 2);
  CHECK(analysis.tiles[1].tiles == 2 && analysis.tiles[1].occupied == 2);
  CHECK(analysis.zero_rows == 14);
  CHECK(analysis.used_cols == 2);
  CHECK(analysis.distinct_abs_values == 2);
  gimmik_analysis_free(&analysis);
  gimmik_operator_destroy(op);
  free(values);
}

/* Ragged edges: 9 x 5 has ceil(9/8) * ceil(5/4) = 4 tiles of 8x4. */
static void test_ragged_tiles(void) {
  double values[9 * 5] = {0};
  values[8 * 5 + 4] = 2.0; /* bottom-right corner only */
  gimmik_operator *op = make(9, 5, values);
  gimmik_analysis analysis;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_analyse(op, &analysis, &error), &error);
  CHECK(analysis.tiles[0].tiles == 4 && analysis.tiles[0].occupied == 1);
  CHECK(analysis.tiles[1].tiles == 2 && analysis.tiles[1].occupied == 1);
  gimmik_analysis_free(&analysis);
  gimmik_operator_destroy(op);
}

static void test_rejects(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op;
  const double zeros[4] = {0, 0, 0, 0};
  CHECK_FAILS(gimmik_operator_create(2, 2, zeros, "z", &op, &error), &error,
              GIMMIK_ERROR_INPUT, "every entry is zero");
  const double with_nan[2] = {1, NAN};
  CHECK_FAILS(gimmik_operator_create(1, 2, with_nan, "n", &op, &error),
              &error, GIMMIK_ERROR_INPUT, "entry (1, 2) is not finite");
  CHECK_FAILS(gimmik_operator_create(0, 2, zeros, "e", &op, &error), &error,
              GIMMIK_ERROR_INPUT, "outside the limits");
}

int main(void) {
  test_small_sparse();
  test_tiles();
  test_ragged_tiles();
  test_rejects();
  return check_finish("test_analysis");
}
