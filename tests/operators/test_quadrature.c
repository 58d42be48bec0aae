/* test_quadrature.c: GL and GLL points and weights (gimmik/quadrature.h). */
#include "check.h"

#include <math.h>

#include "gimmik/quadrature.h"
#include "precision.h"

enum { MAX_POINTS = GIMMIK_QUADRATURE_MAX_POINTS };

static const gimmik_point_set sets[] = {GIMMIK_GAUSS_LEGENDRE,
                                        GIMMIK_GAUSS_LOBATTO_LEGENDRE};

/* The highest degree the count-point rule integrates exactly. */
static int exact_degree(gimmik_point_set set, int count) {
  return set == GIMMIK_GAUSS_LEGENDRE ? 2 * count - 1 : 2 * count - 3;
}

static long double power(long double x, int exponent) {
  long double result = 1.0L;
  for (int e = 0; e < exponent; e++) result *= x;
  return result;
}

static long double legendre(int degree, long double x) {
  long double older = 1.0L, current = x;
  if (degree == 0) return 1.0L;
  for (int k = 1; k < degree; k++) {
    long double next = ((2 * k + 1) * x * current - k * older) / (k + 1);
    older = current;
    current = next;
  }
  return current;
}

/* The integral of x^degree over [-1, 1]. */
static long double monomial_integral(int degree) {
  return degree % 2 ? 0.0L : 2.0L / (degree + 1);
}

/* Largest errors seen, reported at the end so the tolerances are honest. */
static double worst_weight_sum_error;
static double worst_monomial_error_long;
static double worst_monomial_error_double;
static double worst_closed_form_error;

static void note(double *worst, double error) {
  if (error > *worst) *worst = error;
}

static void test_shape(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  double points[MAX_POINTS], weights[MAX_POINTS];
  CHECK_OK(gimmik_quadrature(set, count, points, weights, &error), &error);

  double sum = 0.0;
  for (int i = 0; i < count; i++) sum += weights[i];
  note(&worst_weight_sum_error, fabs(sum - 2.0));
  CHECK(fabs(sum - 2.0) <= double_tolerance(1e-14));

  int symmetric = 1, increasing = 1, positive = 1;
  for (int i = 0; i < count; i++) {
    if (points[i] != -points[count - 1 - i]) symmetric = 0;
    if (weights[i] != weights[count - 1 - i]) symmetric = 0;
    if (i > 0 && !(points[i] > points[i - 1])) increasing = 0;
    if (!(weights[i] > 0.0)) positive = 0;
  }
  CHECK(symmetric);
  CHECK(increasing);
  CHECK(positive);
  if (count % 2 == 1) CHECK(points[count / 2] == 0.0);
  if (set == GIMMIK_GAUSS_LOBATTO_LEGENDRE)
    CHECK(points[0] == -1.0 && points[count - 1] == 1.0);
  else
    CHECK(points[0] > -1.0 && points[count - 1] < 1.0);
}

/* The rule integrates every monomial up to its degree exactly, in long
 * double and after rounding to double. */
static void test_exactness(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double points[MAX_POINTS], weights[MAX_POINTS];
  double rounded_points[MAX_POINTS], rounded_weights[MAX_POINTS];
  CHECK_OK(gimmik_quadrature_long(set, count, points, weights, &error),
           &error);
  CHECK_OK(gimmik_quadrature(set, count, rounded_points, rounded_weights,
                             &error),
           &error);
  for (int degree = 0; degree <= exact_degree(set, count); degree++) {
    long double sum = 0.0L, rounded_sum = 0.0L;
    for (int i = 0; i < count; i++) {
      sum += weights[i] * power(points[i], degree);
      rounded_sum += rounded_weights[i] * power(rounded_points[i], degree);
    }
    double error_long = (double)fabsl(sum - monomial_integral(degree));
    double error_double =
        (double)fabsl(rounded_sum - monomial_integral(degree));
    note(&worst_monomial_error_long, error_long);
    note(&worst_monomial_error_double, error_double);
    CHECK(error_long <= double_tolerance(1e-14));
    CHECK(error_double <= double_tolerance(1e-14));
  }
}

/* One degree more fails: the quadrature of P_n^2 (degree 2N for GL with
 * n = N, 2N - 2 for GLL with n = N - 1) differs from 2 / (2n + 1).  (The
 * error of a bare monomial of that degree, about pi / 4^N, is below double
 * precision for large N, so it could not show a failure.) */
static void test_inexactness(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double points[MAX_POINTS], weights[MAX_POINTS];
  CHECK_OK(gimmik_quadrature_long(set, count, points, weights, &error),
           &error);
  int degree = set == GIMMIK_GAUSS_LEGENDRE ? count : count - 1;
  long double sum = 0.0L;
  for (int i = 0; i < count; i++) {
    long double value = legendre(degree, points[i]);
    sum += weights[i] * value * value;
  }
  long double exact = 2.0L / (2 * degree + 1);
  /* GL: every P_N(x_i) is 0.  GLL: the discrete norm is 2 / n. */
  long double expected = set == GIMMIK_GAUSS_LEGENDRE ? 0.0L : 2.0L / degree;
  CHECK(fabsl(sum - exact) > 1e-3L);
  CHECK(fabsl(sum - expected) <= long_tolerance(1000));
}

static int within_an_ulp(double value, double expected) {
  return value == expected || value == nextafter(expected, 2.0) ||
         value == nextafter(expected, -2.0);
}

static void check_rule(gimmik_point_set set, int count,
                       const long double *expected_points,
                       const long double *expected_weights) {
  gimmik_error error;
  gimmik_error_init(&error);
  double points[MAX_POINTS], weights[MAX_POINTS];
  CHECK_OK(gimmik_quadrature(set, count, points, weights, &error), &error);
  for (int i = 0; i < count; i++) {
    double point_error = (double)fabsl(points[i] - expected_points[i]);
    double weight_error = (double)fabsl(weights[i] - expected_weights[i]);
    note(&worst_closed_form_error, point_error);
    note(&worst_closed_form_error, weight_error);
    CHECK(point_error <= 1e-14);
    CHECK(weight_error <= 1e-14);
    /* Tighter: within an ulp of the correctly rounded value. */
    if (extended_precision()) {
      CHECK(within_an_ulp(points[i], (double)expected_points[i]));
      CHECK(within_an_ulp(weights[i], (double)expected_weights[i]));
    }
  }
}

static void test_closed_forms(void) {
  const long double third = 1.0L / 3.0L;
  long double r3 = sqrtl(3.0L), r30 = sqrtl(30.0L), r70 = sqrtl(70.0L);

  /* Gauss-Legendre. */
  long double gl2_points[] = {-1.0L / r3, 1.0L / r3};
  long double gl2_weights[] = {1.0L, 1.0L};
  check_rule(GIMMIK_GAUSS_LEGENDRE, 2, gl2_points, gl2_weights);

  long double a3 = sqrtl(3.0L / 5.0L);
  long double gl3_points[] = {-a3, 0.0L, a3};
  long double gl3_weights[] = {5.0L / 9.0L, 8.0L / 9.0L, 5.0L / 9.0L};
  check_rule(GIMMIK_GAUSS_LEGENDRE, 3, gl3_points, gl3_weights);

  long double inner4 = sqrtl(3.0L / 7.0L - 2.0L / 7.0L * sqrtl(6.0L / 5.0L));
  long double outer4 = sqrtl(3.0L / 7.0L + 2.0L / 7.0L * sqrtl(6.0L / 5.0L));
  long double inner4_weight = (18.0L + r30) / 36.0L;
  long double outer4_weight = (18.0L - r30) / 36.0L;
  long double gl4_points[] = {-outer4, -inner4, inner4, outer4};
  long double gl4_weights[] = {outer4_weight, inner4_weight, inner4_weight,
                               outer4_weight};
  check_rule(GIMMIK_GAUSS_LEGENDRE, 4, gl4_points, gl4_weights);

  long double inner5 = third * sqrtl(5.0L - 2.0L * sqrtl(10.0L / 7.0L));
  long double outer5 = third * sqrtl(5.0L + 2.0L * sqrtl(10.0L / 7.0L));
  long double inner5_weight = (322.0L + 13.0L * r70) / 900.0L;
  long double outer5_weight = (322.0L - 13.0L * r70) / 900.0L;
  long double gl5_points[] = {-outer5, -inner5, 0.0L, inner5, outer5};
  long double gl5_weights[] = {outer5_weight, inner5_weight, 128.0L / 225.0L,
                               inner5_weight, outer5_weight};
  check_rule(GIMMIK_GAUSS_LEGENDRE, 5, gl5_points, gl5_weights);

  /* Gauss-Lobatto-Legendre. */
  long double gll2_points[] = {-1.0L, 1.0L};
  long double gll2_weights[] = {1.0L, 1.0L};
  check_rule(GIMMIK_GAUSS_LOBATTO_LEGENDRE, 2, gll2_points, gll2_weights);

  long double gll3_points[] = {-1.0L, 0.0L, 1.0L};
  long double gll3_weights[] = {third, 4.0L * third, third};
  check_rule(GIMMIK_GAUSS_LOBATTO_LEGENDRE, 3, gll3_points, gll3_weights);

  long double b4 = 1.0L / sqrtl(5.0L);
  long double gll4_points[] = {-1.0L, -b4, b4, 1.0L};
  long double gll4_weights[] = {1.0L / 6.0L, 5.0L / 6.0L, 5.0L / 6.0L,
                                1.0L / 6.0L};
  check_rule(GIMMIK_GAUSS_LOBATTO_LEGENDRE, 4, gll4_points, gll4_weights);

  long double b5 = sqrtl(3.0L / 7.0L);
  long double gll5_points[] = {-1.0L, -b5, 0.0L, b5, 1.0L};
  long double gll5_weights[] = {0.1L, 49.0L / 90.0L, 32.0L / 45.0L,
                                49.0L / 90.0L, 0.1L};
  check_rule(GIMMIK_GAUSS_LOBATTO_LEGENDRE, 5, gll5_points, gll5_weights);
}

/* The double variant is the long double one, rounded. */
static void test_double_is_rounded_long(gimmik_point_set set, int count) {
  gimmik_error error;
  gimmik_error_init(&error);
  long double points[MAX_POINTS], weights[MAX_POINTS];
  double rounded_points[MAX_POINTS];
  CHECK_OK(gimmik_quadrature_long(set, count, points, weights, &error),
           &error);
  /* Weights are optional. */
  CHECK_OK(gimmik_quadrature(set, count, rounded_points, NULL, &error),
           &error);
  int same = 1;
  for (int i = 0; i < count; i++)
    if (rounded_points[i] != (double)points[i]) same = 0;
  CHECK(same);
}

static void test_bad_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  double points[MAX_POINTS + 1], weights[MAX_POINTS + 1];
  long double long_points[MAX_POINTS + 1];
  const int bad_counts[] = {-1, 0, 1, MAX_POINTS + 1, 1000};
  for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++)
    for (size_t c = 0; c < sizeof bad_counts / sizeof bad_counts[0]; c++) {
      CHECK_FAILS(gimmik_quadrature(sets[s], bad_counts[c], points, weights,
                                    &error),
                  &error, GIMMIK_ERROR_ARGUMENT, "outside 2..32");
      CHECK_FAILS(gimmik_quadrature_long(sets[s], bad_counts[c], long_points,
                                         NULL, &error),
                  &error, GIMMIK_ERROR_ARGUMENT, "outside 2..32");
    }
  CHECK_FAILS(gimmik_quadrature((gimmik_point_set)7, 4, points, weights,
                                &error),
              &error, GIMMIK_ERROR_ARGUMENT, "unknown quadrature point set");
  CHECK_FAILS(gimmik_quadrature(GIMMIK_GAUSS_LEGENDRE, 4, NULL, weights,
                                &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no storage");
  /* A NULL error still gets the status. */
  CHECK(gimmik_quadrature(GIMMIK_GAUSS_LEGENDRE, 1, points, weights, NULL) ==
        GIMMIK_ERROR_ARGUMENT);
}

int main(void) {
  for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++)
    for (int count = 2; count <= MAX_POINTS; count++) {
      test_shape(sets[s], count);
      test_exactness(sets[s], count);
      test_inexactness(sets[s], count);
      test_double_is_rounded_long(sets[s], count);
    }
  test_closed_forms();
  test_bad_arguments();
  report_precision();
  printf("largest |sum of weights - 2|:                 %.3g\n",
         worst_weight_sum_error);
  printf("largest monomial quadrature error, long double: %.3g\n",
         worst_monomial_error_long);
  printf("largest monomial quadrature error, double:      %.3g\n",
         worst_monomial_error_double);
  printf("largest deviation from the closed forms:        %.3g\n",
         worst_closed_form_error);
  return check_finish("test_quadrature");
}
