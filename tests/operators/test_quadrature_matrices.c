/*
 * test_quadrature_matrices.c: Lagrange interpolation and differentiation
 * matrices and the Kronecker builders (gimmik/quadrature.h).
 */
#include "check.h"

#include <math.h>
#include <stdlib.h>

#include "gimmik/quadrature.h"
#include "precision.h"

enum { MAX_POINTS = GIMMIK_QUADRATURE_MAX_POINTS };
enum { MAX_MATRIX = MAX_POINTS * MAX_POINTS };

static const gimmik_point_set sets[] = {GIMMIK_GAUSS_LEGENDRE,
                                        GIMMIK_GAUSS_LOBATTO_LEGENDRE};
enum { SET_COUNT = sizeof sets / sizeof sets[0] };

static long double power(long double x, int exponent) {
  long double result = 1.0L;
  for (int e = 0; e < exponent; e++) result *= x;
  return result;
}

static long double largest_magnitude(size_t count, const long double *values) {
  long double largest = 0.0L;
  for (size_t i = 0; i < count; i++)
    if (fabsl(values[i]) > largest) largest = fabsl(values[i]);
  return largest;
}

static void note(double *worst, long double error) {
  if ((double)error > *worst) *worst = (double)error;
}

/* Largest errors seen, printed at the end so the tolerances are honest. */
static double worst_derivative_long;         /* long double D, all N */
static double worst_derivative_small;        /* double D, N <= 5 */
static double worst_derivative_large;        /* double D, all N */
static double worst_derivative_arithmetic;   /* double D in double arithmetic */
static double worst_row_sum;                 /* double D */
static double worst_interpolation_long;
static double worst_interpolation_double;
static double worst_tensor_derivative;

/* D x^j = j x^(j-1) for j < N.  Errors are relative to the largest |D_ik|
 * (which grows like N^2), since that is the scale of the round-off. */
static void test_derivative_exactness(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double points[MAX_POINTS], matrix[MAX_MATRIX];
  CHECK_OK(gimmik_quadrature_long(set, count, points, NULL, &error), &error);
  CHECK_OK(gimmik_quadrature_differentiation(set, count, matrix, &error),
           &error);
  long double scale = largest_magnitude((size_t)count * count, matrix);

  for (int degree = 0; degree < count; degree++)
    for (int i = 0; i < count; i++) {
      long double exact =
          degree == 0 ? 0.0L : degree * power(points[i], degree - 1);
      long double sum_long = 0.0L, sum_rounded = 0.0L;
      double sum_double = 0.0;
      for (int k = 0; k < count; k++) {
        long double entry = matrix[i * count + k];
        long double sample = power(points[k], degree);
        sum_long += entry * sample;
        sum_rounded += (long double)(double)entry * (double)sample;
        sum_double += (double)entry * (double)sample;
      }
      long double error_long = fabsl(sum_long - exact) / scale;
      long double error_rounded = fabsl(sum_rounded - exact) / scale;
      long double error_double = fabsl(sum_double - exact) / scale;
      note(&worst_derivative_long, error_long);
      note(&worst_derivative_large, error_rounded);
      note(&worst_derivative_arithmetic, error_double);
      if (count <= 5) note(&worst_derivative_small, error_rounded);
      CHECK(error_long <= long_tolerance(100));
      /* 1e-14 (N <= 5) and 1e-12 (N <= 32) would do; far tighter holds,
       * since every entry is rounded once from long double. */
      CHECK(error_rounded <= double_tolerance(1e-15));
      CHECK(error_double <= double_tolerance(1e-15));
    }
}

/* Rows of D sum to zero (D annihilates constants); checked on the double
 * entries, relative to the largest entry. */
static void test_row_sums(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double matrix[MAX_MATRIX];
  CHECK_OK(gimmik_quadrature_differentiation(set, count, matrix, &error),
           &error);
  long double scale = largest_magnitude((size_t)count * count, matrix);
  for (int i = 0; i < count; i++) {
    long double sum = 0.0L;
    for (int k = 0; k < count; k++) sum += (double)matrix[i * count + k];
    note(&worst_row_sum, fabsl(sum) / scale);
    CHECK(fabsl(sum) / scale <= double_tolerance(1e-15));
  }
}

/* The diagonal against its closed form: GLL -n(n+1)/4, 0, ..., 0, n(n+1)/4
 * with n = N - 1; GL x / (1 - x^2).  Mathematical zeros are exact. */
static void test_diagonal(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double points[MAX_POINTS], matrix[MAX_MATRIX], plain[MAX_MATRIX];
  CHECK_OK(gimmik_quadrature_long(set, count, points, NULL, &error), &error);
  CHECK_OK(gimmik_quadrature_differentiation(set, count, matrix, &error),
           &error);
  CHECK_OK(gimmik_lagrange_differentiation(count, points, plain, &error),
           &error);
  long double scale = largest_magnitude((size_t)count * count, matrix);
  long double end = (long double)(count - 1) * count / 4.0L;
  for (int i = 0; i < count; i++) {
    long double x = points[i], diagonal = matrix[i * count + i];
    long double expected;
    if (set == GIMMIK_GAUSS_LOBATTO_LEGENDRE)
      expected = i == 0 ? -end : i == count - 1 ? end : 0.0L;
    else
      expected = x / (1.0L - x * x);
    if (expected == 0.0L) {
      CHECK(diagonal == 0.0L && !signbit(diagonal));
      /* The plain negative sum leaves only a round-off residue there. */
      CHECK(fabsl(plain[i * count + i]) <= long_tolerance(1000) * scale);
    } else {
      CHECK(fabsl(diagonal - expected) <= long_tolerance(100) * scale);
    }
    /* Off the diagonal both functions agree exactly. */
    int same = 1;
    for (int k = 0; k < count; k++)
      if (k != i && plain[i * count + k] != matrix[i * count + k]) same = 0;
    CHECK(same);
  }
}

/* Interpolation reproduces every polynomial of degree < N, and a row is
 * either an exact unit row (the target is a source point) or has no zero. */
static void test_interpolation(gimmik_point_set source_set, int count,
                               gimmik_point_set target_set, int target_count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double source[MAX_POINTS], target[MAX_POINTS], matrix[MAX_MATRIX];
  CHECK_OK(gimmik_quadrature_long(source_set, count, source, NULL, &error),
           &error);
  CHECK_OK(gimmik_quadrature_long(target_set, target_count, target, NULL,
                                  &error),
           &error);
  CHECK_OK(gimmik_lagrange_interpolation(count, source, target_count, target,
                                         matrix, &error),
           &error);

  for (int degree = 0; degree < count; degree++)
    for (int i = 0; i < target_count; i++) {
      long double sum_long = 0.0L, sum_rounded = 0.0L;
      for (int k = 0; k < count; k++) {
        long double entry = matrix[i * count + k];
        long double sample = power(source[k], degree);
        sum_long += entry * sample;
        sum_rounded += (long double)(double)entry * (double)sample;
      }
      long double exact = power(target[i], degree);
      note(&worst_interpolation_long, fabsl(sum_long - exact));
      note(&worst_interpolation_double, fabsl(sum_rounded - exact));
      CHECK(fabsl(sum_long - exact) <= long_tolerance(100));
      CHECK(fabsl(sum_rounded - exact) <= double_tolerance(1e-15));
    }

  for (int i = 0; i < target_count; i++) {
    int equal = -1, zeros = 0, near = 0;
    for (int k = 0; k < count; k++) {
      if (source[k] == target[i]) equal = k;
      else if (fabsl(source[k] - target[i]) < 1e-6L) near = 1;
      if ((double)matrix[i * count + k] == 0.0) zeros++;
    }
    /* Distinct points of these rules are never close, so no entry is a
     * tiny round-off value standing in for a mathematical zero. */
    CHECK(!near);
    if (equal >= 0) {
      CHECK(matrix[i * count + equal] == 1.0L);
      CHECK(zeros == count - 1);
    } else {
      CHECK(zeros == 0);
    }
  }
}

static void test_lagrange_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double matrix[MAX_MATRIX];
  long double repeated[] = {-1.0L, 0.5L, 0.5L};
  long double targets[] = {0.0L};
  long double many[MAX_POINTS + 1];
  for (int i = 0; i <= MAX_POINTS; i++) many[i] = i;
  CHECK_FAILS(gimmik_lagrange_interpolation(3, repeated, 1, targets, matrix,
                                            &error),
              &error, GIMMIK_ERROR_ARGUMENT, "points 1 and 2 coincide");
  CHECK_FAILS(gimmik_lagrange_differentiation(3, repeated, matrix, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "coincide");
  CHECK_FAILS(gimmik_lagrange_interpolation(0, repeated, 1, targets, matrix,
                                            &error),
              &error, GIMMIK_ERROR_ARGUMENT, "source points");
  CHECK_FAILS(gimmik_lagrange_interpolation(2, repeated, 0, targets, matrix,
                                            &error),
              &error, GIMMIK_ERROR_ARGUMENT, "target points");
  CHECK_FAILS(gimmik_lagrange_interpolation(MAX_POINTS + 1, many, 1, targets,
                                            matrix, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "at most 32");
  CHECK_FAILS(gimmik_lagrange_differentiation(2, repeated, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no storage");
  CHECK_FAILS(gimmik_quadrature_differentiation(GIMMIK_GAUSS_LEGENDRE, 33,
                                                matrix, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "outside 2..32");

  /* One point: the derivative of a constant, +0. */
  CHECK_OK(gimmik_lagrange_differentiation(1, targets, matrix, &error),
           &error);
  CHECK(matrix[0] == 0.0L && !signbit(matrix[0]));
}

static void test_kronecker_example(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  const double a[] = {1.0, 2.0,
                      0.0, -3.0};
  const double b[] = {4.0, 0.0, -5.0};
  const double expected[] = {4.0, 0.0, -5.0, 8.0, 0.0, -10.0,
                             0.0, 0.0, 0.0, -12.0, 0.0, 15.0};
  double result[12];
  CHECK_OK(gimmik_kronecker(2, 2, a, 1, 3, b, result, &error), &error);
  int same = 1, negative_zero = 0;
  for (int i = 0; i < 12; i++) {
    if (result[i] != expected[i]) same = 0;
    if (result[i] == 0.0 && signbit(result[i])) negative_zero = 1;
  }
  CHECK(same);
  CHECK(!negative_zero);

  CHECK_FAILS(gimmik_kronecker(0, 2, a, 1, 3, b, result, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "must be positive");
  CHECK_FAILS(gimmik_kronecker(2, 2, a, 1, 3, NULL, result, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "missing");
  CHECK_FAILS(gimmik_kronecker(65536, 1, a, 65536, 1, b, result, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "too large");
}

static void identity(int count, double *matrix) {
  for (int i = 0; i < count; i++)
    for (int j = 0; j < count; j++) matrix[i * count + j] = i == j;
}

/* kronecker_along equals the explicit product with identities, bit for bit:
 * 2-D r: I (x) M, s: M (x) I; 3-D r: I (x) I (x) M, s: I (x) M (x) I,
 * t: M (x) I (x) I. */
static void test_kronecker_along_matches_products(int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  size_t square = (size_t)count * count, cube = square * count;
  double *matrix = malloc(square * sizeof *matrix);
  double *unit = malloc(square * sizeof *unit);
  double *inner = malloc(cube * cube * sizeof *inner);
  double *product = malloc(cube * cube * sizeof *product);
  double *along = malloc(cube * cube * sizeof *along);
  /* Distinct values, some zero and some negative. */
  for (size_t i = 0; i < square; i++)
    matrix[i] = i % 3 == 1 ? 0.0 : ((double)i - 2.5) / 7.0;
  identity(count, unit);

  for (int dimensions = 1; dimensions <= 3; dimensions++)
    for (int direction = 0; direction < dimensions; direction++) {
      /* Build the product right to left: factor d acts on direction d. */
      size_t size = 1;
      product[0] = 1.0;
      for (int d = 0; d < dimensions; d++) {
        const double *factor = d == direction ? matrix : unit;
        CHECK_OK(gimmik_kronecker(count, count, factor, (int)size, (int)size,
                                  product, inner, &error),
                 &error);
        size *= (size_t)count;
        for (size_t i = 0; i < size * size; i++) product[i] = inner[i];
      }
      CHECK_OK(gimmik_kronecker_along(dimensions, (gimmik_direction)direction,
                                      count, matrix, along, &error),
               &error);
      int same = 1;
      for (size_t i = 0; i < size * size; i++)
        if (along[i] != product[i] || signbit(along[i]) != signbit(product[i]))
          same = 0;
      CHECK(same);
    }
  free(matrix);
  free(unit);
  free(inner);
  free(product);
  free(along);
}

static void test_kronecker_along_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  double matrix[4] = {1, 2, 3, 4}, result[64];
  CHECK_FAILS(gimmik_kronecker_along(4, GIMMIK_DIRECTION_R, 2, matrix, result,
                                     &error),
              &error, GIMMIK_ERROR_ARGUMENT, "1 to 3 dimensions");
  CHECK_FAILS(gimmik_kronecker_along(2, GIMMIK_DIRECTION_T, 2, matrix, result,
                                     &error),
              &error, GIMMIK_ERROR_ARGUMENT, "direction 2");
  CHECK_FAILS(gimmik_kronecker_along(2, GIMMIK_DIRECTION_R, 0, matrix, result,
                                     &error),
              &error, GIMMIK_ERROR_ARGUMENT, "positive count");
  CHECK_FAILS(gimmik_kronecker_along(3, GIMMIK_DIRECTION_R, 2000, matrix,
                                     result, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "too large");
}

/* A polynomial of degree < 6 in each of r, s, t, and its derivatives. */
static long double field(long double r, long double s, long double t) {
  return power(r, 5) * s * s * power(t, 3) + 2 * r * power(s, 4) * t -
         r * r * power(t, 5) + 3;
}
static long double field_r(long double r, long double s, long double t) {
  return 5 * power(r, 4) * s * s * power(t, 3) + 2 * power(s, 4) * t -
         2 * r * power(t, 5);
}
static long double field_s(long double r, long double s, long double t) {
  return 2 * power(r, 5) * s * power(t, 3) + 8 * r * power(s, 3) * t;
}
static long double field_t(long double r, long double s, long double t) {
  return 3 * power(r, 5) * s * s * t * t + 2 * r * power(s, 4) -
         5 * r * r * power(t, 4);
}

/* The 3-D derivative operators, applied to the field sampled at node
 * i + N j + N^2 k = (x_i, x_j, x_k), give its analytic derivatives. */
static void test_tensor_derivative_3d(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double points[MAX_POINTS], long_matrix[MAX_MATRIX];
  double matrix[MAX_MATRIX];
  CHECK_OK(gimmik_quadrature_long(set, count, points, NULL, &error), &error);
  CHECK_OK(gimmik_quadrature_differentiation(set, count, long_matrix, &error),
           &error);
  for (int i = 0; i < count * count; i++) matrix[i] = (double)long_matrix[i];

  size_t size = (size_t)count * count * count;
  double *samples = malloc(size * sizeof *samples);
  double *operator = malloc(size * size * sizeof *operator);
  for (size_t n = 0; n < size; n++)
    samples[n] = (double)field(points[n % count], points[n / count % count],
                               points[n / count / count]);

  long double (*const derivatives[])(long double, long double, long double) = {
      field_r, field_s, field_t};
  for (int direction = 0; direction < 3; direction++) {
    CHECK_OK(gimmik_kronecker_along(3, (gimmik_direction)direction, count,
                                    matrix, operator, &error),
             &error);
    long double worst = 0.0L;
    for (size_t n = 0; n < size; n++) {
      long double sum = 0.0L;
      for (size_t m = 0; m < size; m++)
        sum += (long double)operator[n * size + m] * samples[m];
      long double exact = derivatives[direction](
          points[n % count], points[n / count % count],
          points[n / count / count]);
      if (fabsl(sum - exact) > worst) worst = fabsl(sum - exact);
    }
    note(&worst_tensor_derivative, worst);
    CHECK(worst <= double_tolerance(1e-13));
  }
  free(samples);
  free(operator);
}

int main(void) {
  for (int s = 0; s < SET_COUNT; s++)
    for (int count = 2; count <= MAX_POINTS; count++) {
      test_derivative_exactness(sets[s], count);
      test_row_sums(sets[s], count);
      test_diagonal(sets[s], count);
    }
  for (int s = 0; s < SET_COUNT; s++)
    for (int t = 0; t < SET_COUNT; t++)
      for (int count = 2; count <= MAX_POINTS; count++)
        for (int target_count = 2; target_count <= MAX_POINTS; target_count++)
          test_interpolation(sets[s], count, sets[t], target_count);
  test_lagrange_arguments();
  test_kronecker_example();
  for (int count = 1; count <= 5; count++)
    test_kronecker_along_matches_products(count);
  test_kronecker_along_arguments();
  for (int s = 0; s < SET_COUNT; s++)
    for (int count = 6; count <= 8; count++)
      test_tensor_derivative_3d(sets[s], count);

  report_precision();
  printf("D x^j, long double D, / max|D|, N <= 32:        %.3g\n",
         worst_derivative_long);
  printf("D x^j, double D, / max|D|, N <= 5:              %.3g\n",
         worst_derivative_small);
  printf("D x^j, double D, / max|D|, N <= 32:             %.3g\n",
         worst_derivative_large);
  printf("D x^j, double D and arithmetic, / max|D|:       %.3g\n",
         worst_derivative_arithmetic);
  printf("row sums of double D, / max|D|:                 %.3g\n",
         worst_row_sum);
  printf("interpolation of x^j, long double matrix:       %.3g\n",
         worst_interpolation_long);
  printf("interpolation of x^j, double matrix:            %.3g\n",
         worst_interpolation_double);
  printf("3-D tensor derivative, N = 6..8:                %.3g\n",
         worst_tensor_derivative);
  return check_finish("test_quadrature_matrices");
}
