/* axhelm_reference.c: the axhelm operator in long double (see
 * axhelm_reference.h). */
#include "axhelm_reference.h"

#include <stdlib.h>

#include "gimmik/quadrature.h"

enum { MAX_N = GIMMIK_QUADRATURE_MAX_POINTS };

/* The rule and, per element, the geometry at every node and the work
 * arrays of one component. */
typedef struct workspace {
  int n, volume;
  long double x[MAX_N], w[MAX_N], d[MAX_N * MAX_N];
  long double *factors;    /* [6][volume]: weighted G */
  long double *gwj;        /* [volume] */
  long double *gradient;   /* [3][volume]: ur, us, ut, then gr, gs, gt */
} workspace;

static gimmik_status open_workspace(int n, workspace *space,
                                    gimmik_error *error) {
  space->n = n;
  space->volume = n * n * n;
  gimmik_status status = gimmik_quadrature_long(
      GIMMIK_GAUSS_LOBATTO_LEGENDRE, n, space->x, space->w, error);
  if (status == GIMMIK_OK)
    status = gimmik_quadrature_differentiation(GIMMIK_GAUSS_LOBATTO_LEGENDRE,
                                               n, space->d, error);
  if (status != GIMMIK_OK) return status;
  space->factors = malloc(10 * (size_t)space->volume * sizeof(long double));
  if (!space->factors)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  space->gwj = space->factors + 6 * space->volume;
  space->gradient = space->gwj + space->volume;
  return GIMMIK_OK;
}

static long double corner_sign(int bit) { return bit ? 1.0L : -1.0L; }

/* J[a][d] = d x_a / d r_d at `point`: the element's four edges along
 * direction d, each difference weighted by the bilinear shape of the
 * other two directions (vertex v = a + 2b + 4c has bit d set on the far
 * side of direction d). */
static void jacobian_at(const double *corners, const long double point[3],
                        long double jacobian[3][3]) {
  for (int d = 0; d < 3; d++) {
    int p = (d + 1) % 3, q = (d + 2) % 3;
    for (int a = 0; a < 3; a++) jacobian[a][d] = 0.0L;
    for (int side_p = 0; side_p < 2; side_p++)
      for (int side_q = 0; side_q < 2; side_q++) {
        int near = side_p << p | side_q << q, far = near | 1 << d;
        long double weight = (1.0L + corner_sign(side_p) * point[p]) *
                             (1.0L + corner_sign(side_q) * point[q]) / 8.0L;
        for (int a = 0; a < 3; a++)
          jacobian[a][d] += weight * ((long double)corners[far * 3 + a] -
                                      (long double)corners[near * 3 + a]);
      }
  }
}

/* The cofactor of entry (i, j) of J. */
static long double cofactor(long double jacobian[3][3], int i, int j) {
  int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
  return jacobian[i1][j1] * jacobian[i2][j2] -
         jacobian[i1][j2] * jacobian[i2][j1];
}

/* detJ, and g = G00 G01 G02 G11 G12 G22 of G = detJ J^-1 J^-T, which is
 * adj(J) adj(J)^T / detJ with adj(J)[a][b] the cofactor of (b, a). */
static long double geometric_factors(long double jacobian[3][3],
                                     long double g[6]) {
  long double adjugate[3][3], det = 0.0L;
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 3; b++) adjugate[a][b] = cofactor(jacobian, b, a);
  for (int b = 0; b < 3; b++) det += jacobian[0][b] * adjugate[b][0];
  int f = 0;
  for (int a = 0; a < 3; a++)
    for (int b = a; b < 3; b++) {
      long double sum = 0.0L;
      for (int c = 0; c < 3; c++) sum += adjugate[a][c] * adjugate[b][c];
      g[f++] = sum / det;
    }
  return det;
}

static void element_geometry(workspace *space, const double *corners) {
  int n = space->n;
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++) {
        const long double point[3] = {space->x[i], space->x[j], space->x[k]};
        long double jacobian[3][3], g[6];
        jacobian_at(corners, point, jacobian);
        long double det = geometric_factors(jacobian, g);
        long double weight = space->w[i] * space->w[j] * space->w[k];
        int node = i + n * (j + n * k);
        for (int f = 0; f < 6; f++)
          space->factors[f * space->volume + node] = weight * g[f];
        space->gwj[node] = weight * det;
      }
}

/* Stride of direction 0 (r), 1 (s), 2 (t) between neighbouring nodes. */
static int stride_of(int n, int direction) {
  return direction == 0 ? 1 : direction == 1 ? n : n * n;
}

/* The coordinate of `node` along `direction`. */
static int coordinate(int n, int node, int direction) {
  return node / stride_of(n, direction) % n;
}

/* ur, us, ut of one component into gradient[0..2]. */
static void gradient_of(workspace *space, const double *u) {
  int n = space->n;
  for (int direction = 0; direction < 3; direction++) {
    int stride = stride_of(n, direction);
    for (int node = 0; node < space->volume; node++) {
      int a = coordinate(n, node, direction);
      int line = node - a * stride;
      long double sum = 0.0L;
      for (int m = 0; m < n; m++)
        sum += space->d[a * n + m] * (long double)u[line + m * stride];
      space->gradient[direction * space->volume + node] = sum;
    }
  }
}

/* [gr gs gt] = lambda0 G [ur us ut] in place. */
static void apply_factors(workspace *space, const axhelm_reference_problem *p,
                          long long element) {
  static const int entry[3][3] = {{0, 1, 2}, {1, 3, 4}, {2, 4, 5}};
  int volume = space->volume;
  for (int node = 0; node < volume; node++) {
    long double lambda0 = p->per_node
        ? p->lambda0_values[element * volume + node] : p->lambda0;
    long double in[3], out[3];
    for (int a = 0; a < 3; a++) in[a] = space->gradient[a * volume + node];
    for (int a = 0; a < 3; a++) {
      out[a] = 0.0L;
      for (int b = 0; b < 3; b++)
        out[a] += space->factors[entry[a][b] * volume + node] * in[b];
    }
    for (int a = 0; a < 3; a++)
      space->gradient[a * volume + node] = lambda0 * out[a];
  }
}

/* Au at every node of one component: the transposed products and the
 * Helmholtz term. */
static void transposed_of(workspace *space, const axhelm_reference_problem *p,
                          long long element, const double *u, double *au) {
  int n = space->n, volume = space->volume;
  for (int node = 0; node < volume; node++) {
    long double sum = 0.0L;
    for (int direction = 0; direction < 3; direction++) {
      int stride = stride_of(n, direction);
      int a = coordinate(n, node, direction);
      int line = node - a * stride;
      for (int m = 0; m < n; m++)
        sum += space->d[m * n + a] *
               space->gradient[direction * volume + line + m * stride];
    }
    if (p->helmholtz) {
      long double lambda1 = p->per_node
          ? p->lambda1_values[element * volume + node] : p->lambda1;
      sum += lambda1 * space->gwj[node] * (long double)u[node];
    }
    au[node] = (double)sum;
  }
}

gimmik_status gimmik_axhelm_reference_apply(const axhelm_reference_problem *problem,
                                     long long first, long long count,
                                     double *au, gimmik_error *error) {
  if (problem->points < 2 || problem->points > MAX_N || first < 0 ||
      count < 0 || first + count > problem->elements || problem->fields < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "reference: N = %d, elements [%lld, %lld) of %lld",
                            problem->points, first, first + count,
                            problem->elements);
  workspace space;
  gimmik_status status = open_workspace(problem->points, &space, error);
  if (status != GIMMIK_OK) return status;
  for (long long e = first; e < first + count; e++) {
    element_geometry(&space, problem->vertices + e * 24);
    for (int c = 0; c < problem->fields; c++) {
      long long offset = c * problem->field_stride + e * space.volume;
      gradient_of(&space, problem->u + offset);
      apply_factors(&space, problem, e);
      transposed_of(&space, problem, e, problem->u + offset, au + offset);
    }
  }
  free(space.factors);
  return GIMMIK_OK;
}
