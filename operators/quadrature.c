/*
 * quadrature.c: Gauss-Legendre and Gauss-Lobatto-Legendre points and
 * weights on [-1, 1].
 *
 * Everything is computed in long double (a 64-bit mantissa on x86-64), so the
 * double results are correctly rounded or within an ulp of it.  Only the
 * negative half of a rule is computed; the positive half is its mirror image,
 * which makes the rule exactly symmetric, and the centre point of an odd rule
 * is exactly 0.
 */
#include "gimmik/quadrature.h"

#include <math.h>

static const long double pi = 3.141592653589793238462643383279502884L;

/* The iteration cap only guards against a bug: a few steps suffice for
 * every supported count. */
enum { NEWTON_MAX_STEPS = 100 };

/* The unit round-off of long double arithmetic as it actually runs:
 * LDBL_EPSILON on the hardware, but 2^-52 under valgrind, which carries out
 * x87 arithmetic in double precision.  Newton's stopping test must use the
 * real value or it can never be met. */
static long double arithmetic_epsilon(void) {
  volatile long double epsilon = 1.0L, sum = 2.0L;
  while (sum != 1.0L) {
    epsilon /= 2;
    sum = 1.0L + epsilon / 2;
  }
  return epsilon;
}

/* P_degree(x) and P_(degree-1)(x) by the three-term recurrence
 * (k + 1) P_(k+1) = (2k + 1) x P_k - k P_(k-1); degree >= 1. */
static void legendre_pair(int degree, long double x, long double *value,
                          long double *previous) {
  long double older = 1.0L, current = x;
  for (int k = 1; k < degree; k++) {
    long double next = ((2 * k + 1) * x * current - k * older) / (k + 1);
    older = current;
    current = next;
  }
  *value = current;
  *previous = older;
}

/* The Newton step for a root of P_n: P_n / P_n', where
 * P_n' = n (x P_n - P_(n-1)) / (x^2 - 1), finite at the interior roots. */
static long double gauss_newton_step(int count, long double x) {
  long double value, previous;
  legendre_pair(count, x, &value, &previous);
  long double derivative = count * (x * value - previous) / (x * x - 1.0L);
  return value / derivative;
}

/* The Newton step for a root of q = (1 - x^2) P_n'(x), n = count - 1, whose
 * interior roots are the interior GLL points.  Since (1 - x^2) P_n' =
 * n (P_(n-1) - x P_n) and q' = -n (n + 1) P_n by Legendre's equation, the
 * step q / q' needs no derivative of P and no division by 1 - x^2. */
static long double lobatto_newton_step(int count, long double x) {
  int degree = count - 1;
  long double value, previous;
  legendre_pair(degree, x, &value, &previous);
  return (x * value - previous) / ((degree + 1) * value);
}

static long double gauss_weight(int count, long double x) {
  /* At a root of P_n, P_n' = n P_(n-1) / (1 - x^2), and the weight
   * 2 / ((1 - x^2) P_n'^2) becomes the form below. */
  long double value, previous;
  legendre_pair(count, x, &value, &previous);
  long double scaled = count * previous;
  return 2.0L * (1.0L - x * x) / (scaled * scaled);
}

static long double lobatto_weight(int count, long double x) {
  int degree = count - 1;
  long double value, previous;
  legendre_pair(degree, x, &value, &previous);
  return 2.0L / ((long double)degree * (degree + 1) * value * value);
}

/* The i-th (from the left) Chebyshev point of the matching Chebyshev rule:
 * a starting guess close enough for Newton to reach the i-th point. */
static long double initial_guess(gimmik_point_set set, int count, int i) {
  if (set == GIMMIK_GAUSS_LEGENDRE)
    return -cosl(pi * (2 * i + 1) / (2 * count));
  return -cosl(pi * i / (count - 1));
}

/* Newton stops once a step is this small relative to the point; quadratic
 * convergence means the point is then correct to the last bit or so. */
static gimmik_status refine_point(gimmik_point_set set, int count, int i,
                                  long double *point, gimmik_error *error) {
  long double tolerance = 4 * arithmetic_epsilon();
  long double x = initial_guess(set, count, i);
  for (int step = 0; step < NEWTON_MAX_STEPS; step++) {
    long double change = set == GIMMIK_GAUSS_LEGENDRE
                             ? gauss_newton_step(count, x)
                             : lobatto_newton_step(count, x);
    x -= change;
    if (fabsl(change) <= tolerance * fabsl(x)) {
      *point = x;
      return GIMMIK_OK;
    }
  }
  return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                          "Newton's method did not converge for point %d of "
                          "the %d-point %s rule",
                          i, count,
                          set == GIMMIK_GAUSS_LEGENDRE ? "Gauss-Legendre"
                                                       : "Gauss-Lobatto");
}

/* The i-th point in the left half of the rule, i < count / 2. */
static gimmik_status left_point(gimmik_point_set set, int count, int i,
                                long double *point, gimmik_error *error) {
  if (set == GIMMIK_GAUSS_LOBATTO_LEGENDRE && i == 0) {
    *point = -1.0L;
    return GIMMIK_OK;
  }
  return refine_point(set, count, i, point, error);
}

static long double weight_at(gimmik_point_set set, int count, long double x) {
  return set == GIMMIK_GAUSS_LEGENDRE ? gauss_weight(count, x)
                                      : lobatto_weight(count, x);
}

gimmik_status gimmik_quadrature_long(gimmik_point_set set, int count,
                                     long double *points,
                                     long double *weights,
                                     gimmik_error *error) {
  if (set != GIMMIK_GAUSS_LEGENDRE && set != GIMMIK_GAUSS_LOBATTO_LEGENDRE)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown quadrature point set %d", (int)set);
  if (count < GIMMIK_QUADRATURE_MIN_POINTS ||
      count > GIMMIK_QUADRATURE_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "quadrature point count %d outside %d..%d", count,
                            GIMMIK_QUADRATURE_MIN_POINTS,
                            GIMMIK_QUADRATURE_MAX_POINTS);
  if (!points)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no storage given for the quadrature points");

  for (int i = 0; i < count / 2; i++) {
    long double x = 0.0L; /* quiets a false -Wmaybe-uninitialized */
    gimmik_status status = left_point(set, count, i, &x, error);
    if (status != GIMMIK_OK) return status;
    points[i] = x;
    points[count - 1 - i] = -x;
    if (weights) weights[i] = weights[count - 1 - i] = weight_at(set, count, x);
  }
  if (count % 2 == 1) {
    points[count / 2] = 0.0L;
    if (weights) weights[count / 2] = weight_at(set, count, 0.0L);
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_quadrature(gimmik_point_set set, int count,
                                double *points, double *weights,
                                gimmik_error *error) {
  long double long_points[GIMMIK_QUADRATURE_MAX_POINTS];
  long double long_weights[GIMMIK_QUADRATURE_MAX_POINTS];
  if (!points)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no storage given for the quadrature points");
  gimmik_status status =
      gimmik_quadrature_long(set, count, long_points, long_weights, error);
  if (status != GIMMIK_OK) return status;
  for (int i = 0; i < count; i++) {
    points[i] = (double)long_points[i];
    if (weights) weights[i] = (double)long_weights[i];
  }
  return GIMMIK_OK;
}
