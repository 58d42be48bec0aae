/* cg_distributed.c: the CPU solves across ranks (cg_distributed.h). */
#include "cg_distributed.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "axhelm_reference.h"
#include "gimmik/hex_mesh.h"

typedef struct distributed {
  gimmik_exchange *exchange;
  const gimmik_part *part;
  long long local;
  int nodes;                    /* N^3 */
  double *d, *weight;           /* mask / assembled diagonal; mask / mult */
  unsigned char *done;          /* per element: applied this time */
} distributed;

static gimmik_status apply_element(const distributed *dist, long long e,
                                   const double *u, double *au,
                                   gimmik_error *error) {
  const gimmik_part *part = dist->part;
  axhelm_reference_problem problem = {
      gimmik_part_points(part), 1, 0, 0, 1.0, 0.0, gimmik_part_elements(part),
      0, gimmik_part_vertices(part), NULL, NULL, u};
  return gimmik_axhelm_reference_apply(&problem, e, 1, au, error);
}

/* au = DSS(A u), overlapped: the boundary elements, the exchange started,
 * the other elements, the local lists, the exchange finished.  With
 * `assemble` 0, only au = A u. */
static gimmik_status apply(distributed *dist, const double *u, double *au,
                           int assemble, gimmik_error *error) {
  long long elements = gimmik_part_elements(dist->part);
  long long boundary = gimmik_part_boundary_count(dist->part);
  const int *edge = gimmik_part_boundary_elements(dist->part);
  memset(dist->done, 0, (size_t)elements + 1);
  gimmik_status status = GIMMIK_OK;
  for (long long b = 0; b < boundary && status == GIMMIK_OK; b++) {
    status = apply_element(dist, edge[b], u, au, error);
    dist->done[edge[b]] = 1;
  }
  if (status == GIMMIK_OK && assemble)
    status = gimmik_exchange_start(dist->exchange, au, error);
  for (long long e = 0; e < elements && status == GIMMIK_OK; e++)
    if (!dist->done[e]) status = apply_element(dist, e, u, au, error);
  if (status == GIMMIK_OK && assemble)
    status = gimmik_part_dss_local(dist->part, GIMMIK_F64, au, error);
  if (status == GIMMIK_OK && assemble)
    status = gimmik_exchange_finish(dist->exchange, au, error);
  return status;
}

static gimmik_status prepare(distributed *dist, gimmik_error *error) {
  const gimmik_part *part = dist->part;
  long long n = dist->local;
  const unsigned char *mask = gimmik_part_mask(part);
  const int *multiplicity = gimmik_part_multiplicity(part);
  gimmik_status status = gimmik_hex_operator_diagonal(
      gimmik_part_points(part), gimmik_part_elements(part),
      gimmik_part_vertices(part), 1.0, 0.0, GIMMIK_F64, dist->d, error);
  if (status == GIMMIK_OK)
    status = gimmik_exchange_dss(dist->exchange, dist->d, error);
  for (long long i = 0; i < n && status == GIMMIK_OK; i++) {
    dist->d[i] = mask[i] / dist->d[i];
    dist->weight[i] = mask[i] / (double)multiplicity[i];
  }
  return status;
}

/* The sum over all ranks of a.b (times w where given). */
static gimmik_status dot(const distributed *dist, const double *a,
                         const double *b, const double *w, double *out,
                         gimmik_error *error) {
  long double sum = 0.0L;
  for (long long i = 0; i < dist->local; i++)
    sum += (long double)a[i] * b[i] * (w ? w[i] : 1.0);
  *out = (double)sum;
  return gimmik_exchange_sum(dist->exchange, 1, out, error);
}

/* r.M^-1 r: weighted for CG, r.z for FCG with z = DSS(d r). */
static gimmik_status preconditioned(distributed *dist, int fcg,
                                    const double *r, double *z, double *rho,
                                    gimmik_error *error) {
  for (long long i = 0; i < dist->local; i++) z[i] = dist->d[i] * r[i];
  if (!fcg) return dot(dist, r, z, dist->weight, rho, error);
  gimmik_status status = gimmik_exchange_dss(dist->exchange, z, error);
  return status == GIMMIK_OK ? dot(dist, r, z, NULL, rho, error) : status;
}

/* The iterations, from r = b - A x. */
static gimmik_status iterate(distributed *dist, int fcg, double *x,
                             double *r, double *p, double *w, double *z,
                             double tolerance, int max_iterations,
                             cg_reference_result *result,
                             gimmik_error *error) {
  long long n = dist->local;
  double rho = 0.0, previous = 0.0, curvature = 0.0;
  gimmik_status status = preconditioned(dist, fcg, r, z, &rho, error);
  result->first_residual = sqrt(rho);
  result->history[0] = sqrt(rho);
  int k = 0;
  while (status == GIMMIK_OK && k < max_iterations &&
         sqrt(rho) > tolerance * result->first_residual) {
    double beta = k ? rho / previous : 0.0;
    for (long long i = 0; i < n; i++)
      p[i] = (fcg ? z[i] : dist->d[i] * r[i]) + beta * p[i];
    status = apply(dist, p, w, !fcg, error);
    if (status == GIMMIK_OK)
      status = dot(dist, p, w, fcg ? NULL : dist->weight, &curvature, error);
    if (status != GIMMIK_OK) break;
    double alpha = rho / curvature;
    for (long long i = 0; i < n; i++) {
      x[i] += alpha * p[i];
      r[i] -= alpha * w[i];
    }
    previous = rho;
    status = preconditioned(dist, fcg, r, z, &rho, error);
    result->history[++k] = sqrt(rho);
  }
  result->iterations = k;
  result->residual = sqrt(rho);
  return status;
}

gimmik_status cg_distributed_solve(gimmik_exchange *exchange,
                                   const gimmik_part *part,
                                   gimmik_solver_method method,
                                   const double *rhs, double *x,
                                   double tolerance, int max_iterations,
                                   cg_reference_result *result,
                                   gimmik_error *error) {
  memset(result, 0, sizeof *result);
  distributed dist = {exchange, part, gimmik_part_local_count(part), 0,
                      NULL, NULL, NULL};
  size_t n = (size_t)dist.local + 1;
  int fcg = method == GIMMIK_SOLVER_FCG;
  double *r = calloc(n, sizeof *r), *p = calloc(n, sizeof *p);
  double *w = calloc(n, sizeof *w), *z = calloc(n, sizeof *z);
  dist.d = calloc(n, sizeof *dist.d);
  dist.weight = calloc(n, sizeof *dist.weight);
  dist.done = malloc((size_t)gimmik_part_elements(part) + 1);
  result->history = malloc((size_t)(max_iterations + 1) * sizeof(double));
  /* Every rank learns whether any could not allocate. */
  double short_of_memory = !(r && p && w && z && dist.d && dist.weight &&
                             dist.done && result->history);
  gimmik_status status =
      gimmik_exchange_sum(exchange, 1, &short_of_memory, error);
  if (status == GIMMIK_OK && short_of_memory > 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                              "out of memory on %g ranks", short_of_memory);
  if (status == GIMMIK_OK) status = prepare(&dist, error);
  if (status == GIMMIK_OK) status = apply(&dist, x, w, 0, error);
  for (size_t i = 0; status == GIMMIK_OK && i + 1 < n; i++)
    r[i] = rhs[i] - w[i];
  /* CG's residual is assembled, FCG's stays cell-wise. */
  if (status == GIMMIK_OK && !fcg)
    status = gimmik_exchange_dss(exchange, r, error);
  if (status == GIMMIK_OK)
    status = iterate(&dist, fcg, x, r, p, w, z, tolerance, max_iterations,
                     result, error);
  free(r);
  free(p);
  free(w);
  free(z);
  free(dist.d);
  free(dist.weight);
  free(dist.done);
  return status;
}
