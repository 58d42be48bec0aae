/*
 * kronecker.c: tensor-product operators from 1-D ones.
 *
 * Structural zeros must come out as exact 0.0 (zero elimination in the
 * generator depends on it), so no entry is ever formed by a sum: each is a
 * single product of two factors, or a copy of a 1-D entry where the other
 * factors are identities.
 */
#include "gimmik/quadrature.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

/* a * b, with a zero factor giving +0.0 rather than the -0.0 of 0 * -x. */
static double exact_product(double a, double b) {
  if (a == 0.0 || b == 0.0) return 0.0;
  return a * b;
}

static int product_fits_int(int a, int b) {
  return (long long)a * b <= INT_MAX;
}

gimmik_status gimmik_kronecker(int a_rows, int a_cols, const double *a,
                               int b_rows, int b_cols, const double *b,
                               double *result, gimmik_error *error) {
  if (a_rows < 1 || a_cols < 1 || b_rows < 1 || b_cols < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "Kronecker product of a %d x %d and a %d x %d "
                            "matrix: every dimension must be positive",
                            a_rows, a_cols, b_rows, b_cols);
  if (!a || !b || !result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "Kronecker product: a factor or the result is "
                            "missing");
  if (!product_fits_int(a_rows, b_rows) || !product_fits_int(a_cols, b_cols))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "Kronecker product of a %d x %d and a %d x %d "
                            "matrix is too large",
                            a_rows, a_cols, b_rows, b_cols);

  size_t result_cols = (size_t)a_cols * (size_t)b_cols;
  for (int ar = 0; ar < a_rows; ar++)
    for (int br = 0; br < b_rows; br++) {
      double *row = result + ((size_t)ar * b_rows + br) * result_cols;
      for (int ac = 0; ac < a_cols; ac++) {
        double a_entry = a[(size_t)ar * a_cols + ac];
        for (int bc = 0; bc < b_cols; bc++)
          row[(size_t)ac * b_cols + bc] =
              exact_product(a_entry, b[(size_t)br * b_cols + bc]);
      }
    }
  return GIMMIK_OK;
}

/* count^exponent, or 0 when it exceeds INT_MAX. */
static size_t integer_power(int count, int exponent) {
  size_t power = 1;
  for (int e = 0; e < exponent; e++) {
    power *= (size_t)count;
    if (power > INT_MAX) return 0;
  }
  return power;
}

gimmik_status gimmik_kronecker_along(int dimensions, gimmik_direction direction,
                                     int count, const double *matrix,
                                     double *result, gimmik_error *error) {
  if (dimensions < 1 || dimensions > 3)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "tensor operators have 1 to 3 dimensions, not %d",
                            dimensions);
  if ((int)direction < 0 || (int)direction >= dimensions)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "direction %d is not one of the %d dimensions",
                            (int)direction, dimensions);
  if (count < 1 || !matrix || !result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "tensor operator: need a positive count (got %d), "
                            "a 1-D matrix and storage for the result",
                            count);
  size_t size = integer_power(count, dimensions);
  if (size == 0 || size > SIZE_MAX / size)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "tensor operator of %d^%d points is too large",
                            count, dimensions);

  /* Row n = (..., digit, ...) in base `count`, digit being the index along
   * `direction`.  The identities along the other directions keep every
   * other digit, so row n couples only to the columns that differ from n in
   * that one digit, and the entry there is matrix[digit][new digit]. */
  size_t stride = integer_power(count, (int)direction);
  for (size_t i = 0; i < size * size; i++) result[i] = 0.0;
  for (size_t n = 0; n < size; n++) {
    size_t digit = n / stride % (size_t)count;
    size_t base = n - digit * stride;
    const double *matrix_row = matrix + digit * (size_t)count;
    double *row = result + n * size;
    for (int c = 0; c < count; c++) {
      double entry = matrix_row[c];
      row[base + (size_t)c * stride] = entry == 0.0 ? 0.0 : entry;
    }
  }
  return GIMMIK_OK;
}
