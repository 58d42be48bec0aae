/*
 * lagrange.c: barycentric Lagrange interpolation and differentiation
 * matrices, in long double.
 *
 * The barycentric weight of source point j is 1 / prod_(k != j) (x_j - x_k);
 * the interpolation matrix uses the second ("true") barycentric form, which
 * reproduces constants to round-off whatever the weights' scale, and the
 * differentiation matrix takes its diagonal as minus the rest of the row
 * (the negative-sum trick), which is more accurate than the direct formula
 * and makes D annihilate constants.
 */
#include "gimmik/quadrature.h"

#include <stddef.h>

static gimmik_status check_points(int count, const long double *points,
                                  const char *role, gimmik_error *error) {
  if (count < 1 || !points)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s points: need at least one (got %d%s)", role,
                            count, points ? "" : ", no array");
  return GIMMIK_OK;
}

/* Fill weights[0..count) with the barycentric weights of distinct points. */
static gimmik_status barycentric_weights(int count, const long double *points,
                                         long double *weights,
                                         gimmik_error *error) {
  for (int j = 0; j < count; j++) {
    long double product = 1.0L;
    for (int k = 0; k < count; k++) {
      if (k == j) continue;
      long double difference = points[j] - points[k];
      if (difference == 0.0L)
        return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                                "interpolation points %d and %d coincide "
                                "(both %.21Lg)",
                                j, k, points[j]);
      product *= difference;
    }
    weights[j] = 1.0L / product;
  }
  return GIMMIK_OK;
}

/* Index of the source point equal to `x`, or -1 when there is none. */
static int find_equal_point(int count, const long double *points,
                            long double x) {
  for (int j = 0; j < count; j++)
    if (points[j] == x) return j;
  return -1;
}

/* One row of the interpolation matrix: l_j(x) for every source point j. */
static void interpolation_row(int count, const long double *points,
                              const long double *weights, long double x,
                              long double *row) {
  int equal = find_equal_point(count, points, x);
  if (equal >= 0) {
    /* l_j(x_k) is exactly the Kronecker delta; the formula below would
     * divide by zero. */
    for (int j = 0; j < count; j++) row[j] = j == equal ? 1.0L : 0.0L;
    return;
  }
  long double sum = 0.0L;
  for (int j = 0; j < count; j++) {
    row[j] = weights[j] / (x - points[j]);
    sum += row[j];
  }
  for (int j = 0; j < count; j++) row[j] /= sum;
}

gimmik_status gimmik_lagrange_interpolation(int source_count,
                                            const long double *source,
                                            int target_count,
                                            const long double *target,
                                            long double *matrix,
                                            gimmik_error *error) {
  long double weights[GIMMIK_QUADRATURE_MAX_POINTS];
  gimmik_status status = check_points(source_count, source, "source", error);
  if (status == GIMMIK_OK)
    status = check_points(target_count, target, "target", error);
  if (status != GIMMIK_OK) return status;
  if (source_count > GIMMIK_QUADRATURE_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%d source points; at most %d are supported",
                            source_count, GIMMIK_QUADRATURE_MAX_POINTS);
  if (!matrix)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no storage given for the interpolation matrix");
  status = barycentric_weights(source_count, source, weights, error);
  if (status != GIMMIK_OK) return status;
  for (int i = 0; i < target_count; i++)
    interpolation_row(source_count, source, weights, target[i],
                      matrix + (size_t)i * source_count);
  return GIMMIK_OK;
}

gimmik_status gimmik_lagrange_differentiation(int count,
                                              const long double *points,
                                              long double *matrix,
                                              gimmik_error *error) {
  long double weights[GIMMIK_QUADRATURE_MAX_POINTS];
  gimmik_status status = check_points(count, points, "differentiation", error);
  if (status != GIMMIK_OK) return status;
  if (count > GIMMIK_QUADRATURE_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%d differentiation points; at most %d are "
                            "supported",
                            count, GIMMIK_QUADRATURE_MAX_POINTS);
  if (!matrix)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no storage given for the differentiation matrix");
  status = barycentric_weights(count, points, weights, error);
  if (status != GIMMIK_OK) return status;

  for (int i = 0; i < count; i++) {
    long double *row = matrix + (size_t)i * count;
    long double off_diagonal_sum = 0.0L;
    for (int j = 0; j < count; j++) {
      if (j == i) continue;
      row[j] = weights[j] / (weights[i] * (points[i] - points[j]));
      off_diagonal_sum += row[j];
    }
    /* 0 - sum rather than -sum, so a single point gives +0, not -0. */
    row[i] = 0.0L - off_diagonal_sum;
  }
  return GIMMIK_OK;
}

/* Nonzero when l_i'(x_i) vanishes identically for the rule: at a root x_i
 * of q, l_i'(x_i) = q''(x_i) / (2 q'(x_i)); for GLL, q = (1 - x^2) P_n' and
 * q'' = -n (n + 1) P_n' vanishes at every interior point; for GL, q = P_n
 * and q''/q' = 2x / (1 - x^2) vanishes only at the centre. */
static int diagonal_is_zero(gimmik_point_set set, int count, int i) {
  if (set == GIMMIK_GAUSS_LOBATTO_LEGENDRE) return i > 0 && i < count - 1;
  return count % 2 == 1 && i == count / 2;
}

gimmik_status gimmik_quadrature_differentiation(gimmik_point_set set,
                                                int count,
                                                long double *matrix,
                                                gimmik_error *error) {
  long double points[GIMMIK_QUADRATURE_MAX_POINTS];
  gimmik_status status =
      gimmik_quadrature_long(set, count, points, NULL, error);
  if (status != GIMMIK_OK) return status;
  status = gimmik_lagrange_differentiation(count, points, matrix, error);
  if (status != GIMMIK_OK) return status;
  /* The negative sum leaves a residue of order LDBL_EPSILON * count^2
   * where the exact value is 0; a kernel would then multiply by it. */
  for (int i = 0; i < count; i++)
    if (diagonal_is_zero(set, count, i)) matrix[(size_t)i * count + i] = 0.0L;
  return GIMMIK_OK;
}
