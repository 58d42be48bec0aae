/*
 * test_operators.c: the operators the end-to-end matmul tests run, by
 * index (test_operators.h).
 */
#include "test_operators.h"

#include <stdio.h>
#include <stdlib.h>

#include "check.h"

double test_random(unsigned long long *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return ((double)(*state >> 11) / 9007199254740992.0) * 2.0 - 1.0;
}

/* rows x cols with the given density; rows in `zero_rows` and columns in
 * `unused_cols` (each -1 terminated) are all zero; a few entries are +-1. */
static gimmik_operator *random_operator(int rows, int cols, double density,
                                        const int *zero_rows,
                                        const int *unused_cols,
                                        unsigned long long seed) {
  double *values = calloc((size_t)rows * cols, sizeof *values);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      double pick = (test_random(&seed) + 1.0) / 2.0;
      double value = test_random(&seed);
      if (pick < density) values[(size_t)r * cols + c] = value;
      if (pick < density / 8) values[(size_t)r * cols + c] = value < 0 ? -1 : 1;
    }
  for (int i = 0; zero_rows && zero_rows[i] >= 0; i++)
    for (int c = 0; c < cols; c++) values[(size_t)zero_rows[i] * cols + c] = 0;
  for (int i = 0; unused_cols && unused_cols[i] >= 0; i++)
    for (int r = 0; r < rows; r++) values[(size_t)r * cols + unused_cols[i]] = 0;
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  char name[64];
  snprintf(name, sizeof name, "random-%dx%d", rows, cols);
  CHECK_OK(gimmik_operator_create(rows, cols, values, name, &op, &error),
           &error);
  free(values);
  return op;
}

/* size x size, one nonzero a row at a shuffled column. */
static gimmik_operator *permutation_operator(int size,
                                             unsigned long long seed) {
  double *values = calloc((size_t)size * size, sizeof *values);
  int *column = malloc((size_t)size * sizeof *column);
  for (int i = 0; i < size; i++) column[i] = i;
  for (int i = size - 1; i > 0; i--) {
    int j = (int)((test_random(&seed) + 1.0) / 2.0 * (i + 1)) % (i + 1);
    int swap = column[i];
    column[i] = column[j];
    column[j] = swap;
  }
  for (int r = 0; r < size; r++)
    values[(size_t)r * size + column[r]] = 0.5 + test_random(&seed) / 4;
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(size, size, values, "permutation-37", &op,
                                  &error),
           &error);
  free(values);
  free(column);
  return op;
}

static gimmik_operator *loaded_operator(const char *path) {
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_load(path, &op, &error), &error);
  return op;
}

gimmik_operator *test_operator(int index) {
  static const int zero_row_2[] = {2, -1}, unused_col_3[] = {3, -1};
  static const int zero_rows[] = {0, 17, 39, -1}, unused[] = {4, 5, 29, -1};
  static const int zero_rows_33[] = {3, 32, -1}, unused_45[] = {0, 20, 44, -1};
  switch (index) {
  case 0: return random_operator(1, 1, 1.0, NULL, NULL, 1);
  case 1: return random_operator(1, 7, 1.0, NULL, NULL, 2);
  case 2: return random_operator(9, 1, 0.9, NULL, NULL, 3);
  case 3: return random_operator(6, 5, 0.6, zero_row_2, unused_col_3, 4);
  case 4: return random_operator(40, 30, 0.2, zero_rows, unused, 5);
  case 5: return loaded_operator("gll-diff:8");
  case 6: return loaded_operator("../../operators/pyfr/hex-gl-p3-m460.mtx");
  case 7: return loaded_operator("../../operators/pyfr/tet-sh-p3-m0.mtx");
  case 8: return loaded_operator("../../operators/pyfr/hex-gl-p6-m460.mtx");
  case 9: return permutation_operator(37, 6);
  case 10: return random_operator(50, 70, 0.05, NULL, NULL, 7);
  case 11: return random_operator(33, 45, 0.5, zero_rows_33, unused_45, 8);
  case 12: return random_operator(200, 150, 1.0, NULL, NULL, 9);
  case 13: return loaded_operator("../../operators/pyfr/tet-sh-p6-m132.mtx");
  case 14: return loaded_operator("../../operators/pyfr/hex-gl-p6-m6.mtx");
  default: return NULL;
  }
}
