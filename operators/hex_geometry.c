/* hex_geometry.c: element checks and the geometry data of the axhelm
 * modes (gimmik/hex_mesh.h). */
#include "gimmik/hex_mesh.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/quadrature.h"
#include "operators/hex_jacobian.h"

/* detJ at or under this fraction of h^3 is degenerate, not just small. */
static const long double degenerate_fraction = 1e-12L;

typedef struct gll_rule {
  long double points[GIMMIK_QUADRATURE_MAX_POINTS];
  long double weights[GIMMIK_QUADRATURE_MAX_POINTS];
} gll_rule;

static gimmik_status load_rule(int points, gll_rule *rule,
                               gimmik_error *error) {
  if (points < 2 || points > GIMMIK_QUADRATURE_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "points = %d per direction is outside 2..%d",
                            points, GIMMIK_QUADRATURE_MAX_POINTS);
  return gimmik_quadrature_long(GIMMIK_GAUSS_LOBATTO_LEGENDRE, points,
                                rule->points, rule->weights, error);
}

static gimmik_status check_arguments(long long elements, const double *vertices,
                                     const void *out, gimmik_dtype dtype,
                                     gimmik_error *error) {
  if (elements < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "elements = %lld: a mesh needs at least one",
                            elements);
  if (!vertices || !out)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "vertices and the output must not be NULL");
  if ((unsigned)dtype > GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "unknown dtype");
  return GIMMIK_OK;
}

static gimmik_status check_finite(long long element, const double *corners,
                                  gimmik_error *error) {
  for (int i = 0; i < 24; i++)
    if (!isfinite(corners[i]))
      return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                              "element %lld: vertex %d coordinate %d is not "
                              "finite",
                              element, i / 3, i % 3);
  return GIMMIK_OK;
}

/* detJ at one node, or an error naming the element and node when the
 * element is degenerate or inverted there. */
static gimmik_status node_determinant(long long element, const double *corners,
                                      const gll_rule *rule, long double size,
                                      int i, int j, int k, long double *det,
                                      gimmik_error *error) {
  long double jacobian[3][3], factors[6];
  gimmik_hex_jacobian(corners, rule->points[i], rule->points[j], rule->points[k],
               jacobian);
  *det = gimmik_hex_factors(jacobian, factors);
  if (!(*det > degenerate_fraction * size * size * size))
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "element %lld is %s: detJ = %.6Lg at node (%d, "
                            "%d, %d)",
                            element, *det < 0 ? "inverted" : "degenerate",
                            *det, i, j, k);
  return GIMMIK_OK;
}

static gimmik_status check_element(int points, long long element,
                                   const double *corners, const gll_rule *rule,
                                   gimmik_error *error) {
  gimmik_status status = check_finite(element, corners, error);
  long double size = status == GIMMIK_OK ? gimmik_hex_size(corners) : 0.0L;
  for (int k = 0; k < points && status == GIMMIK_OK; k++)
    for (int j = 0; j < points && status == GIMMIK_OK; j++)
      for (int i = 0; i < points && status == GIMMIK_OK; i++) {
        long double det;
        status = node_determinant(element, corners, rule, size, i, j, k, &det,
                                  error);
      }
  return status;
}

/* Elements are checked in parallel; the error is the first bad element's,
 * as a serial check would report it. */
gimmik_status gimmik_hex_check(int points, long long elements,
                               const double *vertices, gimmik_error *error) {
  gll_rule rule;
  gimmik_status status = load_rule(points, &rule, error);
  if (status == GIMMIK_OK)
    status = check_arguments(elements, vertices, vertices, GIMMIK_F64, error);
  if (status != GIMMIK_OK) return status;
  long long first_bad = elements;
#pragma omp parallel for schedule(static) reduction(min : first_bad)
  for (long long e = 0; e < elements; e++)
    if (e < first_bad &&
        check_element(points, e, vertices + e * 24, &rule, NULL) != GIMMIK_OK)
      first_bad = e;
  if (first_bad == elements) return GIMMIK_OK;
  return check_element(points, first_bad, vertices + first_bad * 24, &rule,
                       error);
}

/* Write one value of the dtype, rounded once from long double. */
static void put_value(void *out, gimmik_dtype dtype, size_t index,
                      long double value) {
  if (dtype == GIMMIK_F32)
    ((float *)out)[index] = (float)value;
  else
    ((double *)out)[index] = (double)value;
}

static void element_factors(int points, const double *corners,
                            const gll_rule *rule, gimmik_dtype dtype,
                            void *ggeo, size_t first) {
  size_t volume = (size_t)points * points * points;
  for (int k = 0; k < points; k++)
    for (int j = 0; j < points; j++)
      for (int i = 0; i < points; i++) {
        long double jacobian[3][3], factors[6];
        gimmik_hex_jacobian(corners, rule->points[i], rule->points[j],
                     rule->points[k], jacobian);
        long double det = gimmik_hex_factors(jacobian, factors);
        long double weight =
            rule->weights[i] * rule->weights[j] * rule->weights[k];
        size_t node = (size_t)i + (size_t)points * (j + (size_t)points * k);
        for (int f = 0; f < 6; f++)
          put_value(ggeo, dtype, first + f * volume + node, weight * factors[f]);
        put_value(ggeo, dtype, first + 6 * volume + node, weight * det);
      }
}

gimmik_status gimmik_hex_geometric_factors(int points, long long elements,
                                           const double *vertices,
                                           gimmik_dtype dtype, void *ggeo,
                                           gimmik_error *error) {
  gll_rule rule;
  gimmik_status status = load_rule(points, &rule, error);
  if (status == GIMMIK_OK)
    status = check_arguments(elements, vertices, ggeo, dtype, error);
  if (status == GIMMIK_OK) status = gimmik_hex_check(points, elements, vertices, error);
  if (status != GIMMIK_OK) return status;
  size_t volume = (size_t)points * points * points;
#pragma omp parallel for schedule(static)
  for (long long e = 0; e < elements; e++)
    element_factors(points, vertices + e * 24, &rule, dtype, ggeo,
                    (size_t)e * GIMMIK_HEX_FACTORS * volume);
  return GIMMIK_OK;
}

/* How far the element is from affine: the largest trilinear coefficient
 * of x(r, s, t) that an affine map lacks (the rs, rt, st and rst terms). */
static long double affine_defect(const double *corners) {
  static const int masks[4] = {3, 5, 6, 7}; /* rs, rt, st, rst */
  long double defect = 0.0L;
  for (int c = 0; c < 3; c++)
    for (int m = 0; m < 4; m++) {
      long double sum = 0.0L;
      for (int v = 0; v < 8; v++) {
        /* The coefficient is sum_v X_v prod_(axes in mask) sign / 8. */
        int sign = 1;
        for (int axis = 0; axis < 3; axis++)
          if ((masks[m] >> axis & 1) && !(v >> axis & 1)) sign = -sign;
        sum += sign * (long double)corners[v * 3 + c];
      }
      if (fabsl(sum / 8.0L) > defect) defect = fabsl(sum / 8.0L);
    }
  return defect;
}

static gimmik_status parallelepiped_element(long long element,
                                            const double *corners,
                                            double tolerance,
                                            gimmik_dtype dtype, void *pgeo,
                                            gimmik_error *error) {
  gimmik_status status = check_finite(element, corners, error);
  if (status != GIMMIK_OK) return status;
  long double size = gimmik_hex_size(corners);
  long double defect = affine_defect(corners);
  if (defect > tolerance * size)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "element %lld is not a parallelepiped: its "
                            "trilinear terms reach %.3Lg of its size %.3Lg "
                            "(tolerance %g)",
                            element, defect / size, size, tolerance);
  long double jacobian[3][3], factors[6];
  gimmik_hex_jacobian(corners, 0.0L, 0.0L, 0.0L, jacobian);
  long double det = gimmik_hex_factors(jacobian, factors);
  if (!(det > degenerate_fraction * size * size * size))
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "element %lld is %s: detJ = %.6Lg", element,
                            det < 0 ? "inverted" : "degenerate", det);
  for (int f = 0; f < 6; f++)
    put_value(pgeo, dtype, (size_t)element * 7 + f, factors[f]);
  put_value(pgeo, dtype, (size_t)element * 7 + 6, det);
  return GIMMIK_OK;
}

gimmik_status gimmik_hex_parallelepiped_factors(long long elements,
                                                const double *vertices,
                                                double tolerance,
                                                gimmik_dtype dtype, void *pgeo,
                                                gimmik_error *error) {
  gimmik_status status = check_arguments(elements, vertices, pgeo, dtype, error);
  if (status == GIMMIK_OK && !(tolerance >= 0.0))
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "tolerance %g must be >= 0", tolerance);
  for (long long e = 0; e < elements && status == GIMMIK_OK; e++)
    status = parallelepiped_element(e, vertices + e * 24, tolerance, dtype,
                                    pgeo, error);
  return status;
}

gimmik_status gimmik_hex_trilinear_vertices(int points, long long elements,
                                            const double *vertices,
                                            gimmik_dtype dtype, void *out,
                                            gimmik_error *error) {
  gimmik_status status = check_arguments(elements, vertices, out, dtype, error);
  if (status == GIMMIK_OK) status = gimmik_hex_check(points, elements, vertices, error);
  if (status != GIMMIK_OK) return status;
  for (size_t i = 0; i < (size_t)elements * 24; i++)
    put_value(out, dtype, i, vertices[i]);
  return GIMMIK_OK;
}

/* G at every node of one element (weights applied): factors[node*7 + f],
 * f = 0..5 the six entries, 6 GwJ.  0 when detJ is not positive at some
 * node (check_element then says how). */
static int element_node_factors(int points, const double *corners,
                                const gll_rule *rule, long double *factors) {
  int valid = 1;
  for (int k = 0; k < points; k++)
    for (int j = 0; j < points; j++)
      for (int i = 0; i < points; i++) {
        long double jacobian[3][3], g[6];
        gimmik_hex_jacobian(corners, rule->points[i], rule->points[j],
                            rule->points[k], jacobian);
        long double det = gimmik_hex_factors(jacobian, g);
        long double weight =
            rule->weights[i] * rule->weights[j] * rule->weights[k];
        long double *node = factors + 7 * (i + points * (j + points * k));
        for (int f = 0; f < 6; f++) node[f] = weight * g[f];
        node[6] = weight * det;
        valid &= det > 0.0L;
      }
  return valid;
}

/* The diagonal entry of one element's operator at node (i, j, k): the
 * squares of D's columns against G's diagonal along each line through
 * the node, and the cross terms, which only the node itself carries (D's
 * own diagonal entries). */
static long double node_diagonal(int n, const long double *d,
                                 const long double *factors, int i, int j,
                                 int k) {
#define G(f, a, b, c) factors[7 * ((a) + n * ((b) + n * (c))) + (f)]
  long double sum = 0.0L;
  for (int m = 0; m < n; m++)
    sum += d[m * n + i] * d[m * n + i] * G(0, m, j, k) +
           d[m * n + j] * d[m * n + j] * G(3, i, m, k) +
           d[m * n + k] * d[m * n + k] * G(5, i, j, m);
  long double di = d[i * n + i], dj = d[j * n + j], dk = d[k * n + k];
  sum += 2.0L * (di * dj * G(1, i, j, k) + di * dk * G(2, i, j, k) +
                 dj * dk * G(4, i, j, k));
  return sum;
#undef G
}

gimmik_status gimmik_hex_operator_diagonal(int points, long long elements,
                                           const double *vertices,
                                           double lambda0, double lambda1,
                                           gimmik_dtype dtype, void *diagonal,
                                           gimmik_error *error) {
  gll_rule rule;
  long double d[GIMMIK_QUADRATURE_MAX_POINTS * GIMMIK_QUADRATURE_MAX_POINTS];
  gimmik_status status = load_rule(points, &rule, error);
  if (status == GIMMIK_OK)
    status = check_arguments(elements, vertices, diagonal, dtype, error);
  if (status == GIMMIK_OK)
    status = gimmik_quadrature_differentiation(
        GIMMIK_GAUSS_LOBATTO_LEGENDRE, points, d, error);
  if (status != GIMMIK_OK) return status;
  size_t volume = (size_t)points * points * points;
  int failed = 0;
  long long first_bad = elements;
#pragma omp parallel reduction(|| : failed) reduction(min : first_bad)
  {
    long double *factors = malloc(7 * volume * sizeof *factors);
    failed = !factors;
#pragma omp for schedule(static)
    for (long long e = 0; e < elements; e++) {
      if (!factors) continue;
      const double *corners = vertices + e * 24;
      if (check_finite(e, corners, NULL) != GIMMIK_OK ||
          !element_node_factors(points, corners, &rule, factors)) {
        if (e < first_bad) first_bad = e;
        continue;
      }
      for (int k = 0; k < points; k++)
        for (int j = 0; j < points; j++)
          for (int i = 0; i < points; i++) {
            size_t node = (size_t)i + (size_t)points * (j + (size_t)points * k);
            long double value =
                lambda0 * node_diagonal(points, d, factors, i, j, k) +
                lambda1 * factors[7 * node + 6];
            put_value(diagonal, dtype, (size_t)e * volume + node, value);
          }
    }
    free(factors);
  }
  if (failed)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (first_bad < elements)
    return check_element(points, first_bad, vertices + first_bad * 24, &rule,
                         error);
  return GIMMIK_OK;
}

/* x(r, s, t) of the trilinear element at one reference point. */
static void map_point(const double *corners, long double r, long double s,
                      long double t, long double point[3]) {
  for (int c = 0; c < 3; c++) point[c] = 0.0L;
  for (int v = 0; v < 8; v++) {
    long double weight = (1.0L + ((v & 1) ? r : -r)) *
                         (1.0L + ((v & 2) ? s : -s)) *
                         (1.0L + ((v & 4) ? t : -t)) / 8.0L;
    for (int c = 0; c < 3; c++) point[c] += weight * corners[v * 3 + c];
  }
}

gimmik_status gimmik_hex_node_coordinates(int points, long long elements,
                                          const double *vertices,
                                          double *coordinates,
                                          gimmik_error *error) {
  gll_rule rule;
  gimmik_status status = load_rule(points, &rule, error);
  if (status == GIMMIK_OK)
    status = check_arguments(elements, vertices, coordinates, GIMMIK_F64,
                             error);
  if (status != GIMMIK_OK) return status;
  size_t volume = (size_t)points * points * points;
#pragma omp parallel for schedule(static)
  for (long long e = 0; e < elements; e++)
    for (int k = 0; k < points; k++)
      for (int j = 0; j < points; j++)
        for (int i = 0; i < points; i++) {
          long double point[3];
          map_point(vertices + e * 24, rule.points[i], rule.points[j],
                    rule.points[k], point);
          size_t node = (size_t)e * volume + (size_t)i +
                        (size_t)points * (j + (size_t)points * k);
          for (int c = 0; c < 3; c++) coordinates[node * 3 + c] = (double)point[c];
        }
  return GIMMIK_OK;
}

gimmik_status gimmik_hex_mass_diagonal(int points, long long elements,
                                       const double *vertices,
                                       gimmik_dtype dtype, void *mass,
                                       gimmik_error *error) {
  gll_rule rule;
  gimmik_status status = load_rule(points, &rule, error);
  if (status == GIMMIK_OK)
    status = check_arguments(elements, vertices, mass, dtype, error);
  if (status != GIMMIK_OK) return status;
  size_t volume = (size_t)points * points * points;
#pragma omp parallel for schedule(static)
  for (long long e = 0; e < elements; e++)
    for (int k = 0; k < points; k++)
      for (int j = 0; j < points; j++)
        for (int i = 0; i < points; i++) {
          long double jacobian[3][3], factors[6];
          gimmik_hex_jacobian(vertices + e * 24, rule.points[i],
                              rule.points[j], rule.points[k], jacobian);
          long double det = gimmik_hex_factors(jacobian, factors);
          size_t node = (size_t)e * volume + (size_t)i +
                        (size_t)points * (j + (size_t)points * k);
          put_value(mass, dtype, node,
                    rule.weights[i] * rule.weights[j] * rule.weights[k] * det);
        }
  return GIMMIK_OK;
}
