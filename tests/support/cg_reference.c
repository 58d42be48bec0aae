/* cg_reference.c: the CPU solves (cg_reference.h). */
#include "cg_reference.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "axhelm_reference.h"
#include "dss_reference.h"
#include "gimmik/hex_mesh.h"

typedef struct reference {
  const gimmik_mesh *mesh;
  const gimmik_numbering *numbering;
  long long local;
  double *d, *weight;           /* 1 / assembled diagonal; mask / mult */
} reference;

/* au = the unassembled operator applied to u. */
static gimmik_status local_apply(const reference *ref, const double *u,
                                 double *au, gimmik_error *error) {
  axhelm_reference_problem problem = {
      gimmik_numbering_points(ref->numbering), 1, 0, 0, 1.0, 0.0,
      gimmik_mesh_elements(ref->mesh), 0, gimmik_mesh_vertices(ref->mesh),
      NULL, NULL, u};
  return gimmik_axhelm_reference_apply(&problem, 0, problem.elements, au,
                                       error);
}

static gimmik_status prepare(reference *ref, gimmik_error *error) {
  long long n = ref->local;
  const unsigned char *mask = gimmik_numbering_mask(ref->numbering);
  ref->d = malloc((size_t)n * sizeof *ref->d);
  ref->weight = malloc((size_t)n * sizeof *ref->weight);
  if (!ref->d || !ref->weight)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = gimmik_hex_operator_diagonal(
      gimmik_numbering_points(ref->numbering), gimmik_mesh_elements(ref->mesh),
      gimmik_mesh_vertices(ref->mesh), 1.0, 0.0, GIMMIK_F64, ref->d, error);
  if (status != GIMMIK_OK) return status;
  dss_reference(ref->numbering, ref->d);
  dss_multiplicity(ref->numbering, NULL, ref->weight);
  for (long long i = 0; i < n; i++) {
    ref->d[i] = mask[i] / ref->d[i];
    ref->weight[i] *= mask[i];
  }
  return GIMMIK_OK;
}

static double dot(long long n, const double *a, const double *b,
                  const double *w) {
  long double sum = 0.0L;
  for (long long i = 0; i < n; i++) sum += (long double)a[i] * b[i] * (w ? w[i] : 1.0);
  return (double)sum;
}

/* r.M^-1 r: weighted for CG (r assembled), r.z for FCG (z = DSS(d r)). */
static double preconditioned(const reference *ref, int fcg, const double *r,
                             double *z) {
  long long n = ref->local;
  if (!fcg) {
    double *dr = malloc((size_t)n * sizeof *dr);
    for (long long i = 0; i < n; i++) dr[i] = ref->d[i] * r[i];
    double rho = dot(n, r, dr, ref->weight);
    free(dr);
    return rho;
  }
  for (long long i = 0; i < n; i++) z[i] = ref->d[i] * r[i];
  dss_reference(ref->numbering, z);
  return dot(n, r, z, NULL);
}

gimmik_status cg_reference_solve(const gimmik_mesh *mesh,
                                 const gimmik_numbering *numbering,
                                 gimmik_solver_method method,
                                 const double *rhs, double *x,
                                 double tolerance, int max_iterations,
                                 cg_reference_result *result,
                                 gimmik_error *error) {
  memset(result, 0, sizeof *result);
  reference ref = {mesh, numbering, gimmik_numbering_local_count(numbering),
                   NULL, NULL};
  long long n = ref.local;
  int fcg = method == GIMMIK_SOLVER_FCG;
  double *r = calloc((size_t)n, sizeof *r), *p = calloc((size_t)n, sizeof *p);
  double *w = calloc((size_t)n, sizeof *w), *z = calloc((size_t)n, sizeof *z);
  result->history = malloc((size_t)(max_iterations + 1) * sizeof(double));
  gimmik_status status =
      r && p && w && z && result->history
          ? prepare(&ref, error)
          : gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status == GIMMIK_OK) status = local_apply(&ref, x, w, error);
  if (status == GIMMIK_OK) {
    for (long long i = 0; i < n; i++) r[i] = rhs[i] - w[i];
    if (!fcg) dss_reference(numbering, r);
    double rho = preconditioned(&ref, fcg, r, z), previous = 0.0;
    result->first_residual = sqrt(rho);
    result->history[0] = sqrt(rho);
    int k = 0;
    while (status == GIMMIK_OK && k < max_iterations &&
           sqrt(rho) > tolerance * result->first_residual) {
      double beta = k ? rho / previous : 0.0;
      for (long long i = 0; i < n; i++)
        p[i] = (fcg ? z[i] : ref.d[i] * r[i]) + beta * p[i];
      status = local_apply(&ref, p, w, error);
      /* The textbook forms: CG weighs the assembled w; the device takes
       * p.w before DSS, which must agree. */
      if (!fcg) dss_reference(numbering, w);
      double alpha = rho / dot(n, p, w, fcg ? NULL : ref.weight);
      for (long long i = 0; i < n; i++) {
        x[i] += alpha * p[i];
        r[i] -= alpha * w[i];
      }
      previous = rho;
      rho = preconditioned(&ref, fcg, r, z);
      result->history[++k] = sqrt(rho);
    }
    result->iterations = k;
    result->residual = sqrt(rho);
  }
  free(r);
  free(p);
  free(w);
  free(z);
  free(ref.d);
  free(ref.weight);
  return status;
}
