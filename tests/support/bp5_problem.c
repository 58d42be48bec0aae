/* bp5_problem.c: the manufactured BP5 problem (bp5_problem.h). */
#include "bp5_problem.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/hex_mesh.h"

gimmik_status bp5_problem_make(const gimmik_mesh *mesh,
                               const gimmik_numbering *numbering,
                               bp5_problem *problem, gimmik_error *error) {
  memset(problem, 0, sizeof *problem);
  int n = gimmik_numbering_points(numbering);
  long long elements = gimmik_mesh_elements(mesh);
  long long local = gimmik_numbering_local_count(numbering);
  const double *vertices = gimmik_mesh_vertices(mesh);
  problem->local = local;
  problem->exact = malloc((size_t)local * sizeof(double));
  problem->rhs = malloc((size_t)local * sizeof(double));
  problem->guess = malloc((size_t)local * sizeof(double));
  double *xyz = malloc((size_t)local * 3 * sizeof *xyz);
  gimmik_status status = GIMMIK_OK;
  if (!problem->exact || !problem->rhs || !problem->guess || !xyz)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                              "out of memory for %lld nodes", local);
  if (status == GIMMIK_OK)
    status = gimmik_hex_node_coordinates(n, elements, vertices, xyz, error);
  if (status == GIMMIK_OK)
    status = gimmik_hex_mass_diagonal(n, elements, vertices, GIMMIK_F64,
                                      problem->rhs, error);
  if (status == GIMMIK_OK) {
    const unsigned char *mask = gimmik_numbering_mask(numbering);
    const double pi = 3.14159265358979323846;
#pragma omp parallel for schedule(static)
    for (long long i = 0; i < local; i++) {
      double u = sin(pi * xyz[3 * i]) * sin(pi * xyz[3 * i + 1]) *
                 sin(pi * xyz[3 * i + 2]);
      problem->exact[i] = u;
      problem->rhs[i] *= 3.0 * pi * pi * u;
      problem->guess[i] = mask[i] ? 0.0 : u;
    }
  }
  free(xyz);
  if (status != GIMMIK_OK) bp5_problem_free(problem);
  return status;
}

void bp5_problem_free(bp5_problem *problem) {
  free(problem->exact);
  free(problem->rhs);
  free(problem->guess);
  memset(problem, 0, sizeof *problem);
}

double bp5_max_error(const bp5_problem *problem, const double *x) {
  double worst = 0.0;
  for (long long i = 0; i < problem->local; i++) {
    double gap = fabs(x[i] - problem->exact[i]);
    if (!(gap <= worst)) worst = gap;
  }
  return worst;
}
