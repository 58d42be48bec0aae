/* random_operator.c: see random_operator.h. */
#include "random_operator.h"

#include <stdlib.h>

#include "check.h"
#include "random.h"

/* The values of hex_gradient_operator, a sequence of its own so that the
 * operator does not change with random.h. */
static double gradient_value(unsigned long long *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.25 + (double)(*state >> 11) * 0x1.0p-53;
}

gimmik_operator *hex_gradient_operator(int n) {
  int points = n * n * n, cols = 3 * points;
  double *values = calloc((size_t)points * cols, sizeof *values);
  CHECK(values != NULL);
  if (!values) return NULL;
  unsigned long long state = 11;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) {
        double *row = values + (size_t)((i * n + j) * n + k) * cols;
        for (int l = 0; l < n; l++) {
          row[0 * points + (l * n + j) * n + k] = gradient_value(&state);
          row[1 * points + (i * n + l) * n + k] = gradient_value(&state);
          row[2 * points + (i * n + j) * n + l] = gradient_value(&state);
        }
      }
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(points, cols, values, "hex-gradient", &op,
                                  &error), &error);
  free(values);
  return op;
}

gimmik_operator *random_operator(int rows, int cols, double density,
                                 int zero_row, int unused_col) {
  double *values = calloc((size_t)rows * (size_t)cols, sizeof *values);
  CHECK(values != NULL);
  if (!values) return NULL;
  uint64_t state = (uint64_t)rows * 131 + (uint64_t)cols;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      int unused = r == zero_row || c == unused_col;
      int picked = gimmik_random_unit(&state) < density;
      double value = gimmik_random_nonzero(&state);
      if (picked && !unused) values[r * cols + c] = value;
    }
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(rows, cols, values, "random", &op, &error),
           &error);
  free(values);
  return op;
}

gimmik_operator *matmul_shape(int index) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  switch (index) {
  case 0: return random_operator(1, 1, 1.0, -1, -1);
  case 1: return random_operator(9, 1, 1.0, -1, -1);
  case 2: return random_operator(40, 30, 0.2, 17, 4);
  case 3:
    CHECK_OK(gimmik_operator_load("gll-diff:8", &op, &error), &error);
    return op;
  default:
    CHECK_OK(gimmik_operator_load("../../operators/pyfr/hex-gl-p3-m460.mtx",
                                  &op, &error), &error);
    return op;
  }
}
