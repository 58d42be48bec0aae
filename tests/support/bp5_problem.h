/*
 * bp5_problem.h: the manufactured problem of the CEED BP5 benchmark on
 * any mesh: -lap u = f with u = sin(pi x) sin(pi y) sin(pi z), so f =
 * 3 pi^2 u, and u itself on the Dirichlet boundary.  Host values,
 * element-major, for gimmik_solver_solve.
 */
#ifndef GIMMIK_TEST_BP5_PROBLEM_H
#define GIMMIK_TEST_BP5_PROBLEM_H

#include "gimmik/mesh.h"

typedef struct bp5_problem {
  long long local;      /* values of each array */
  double *exact;        /* u at every node */
  double *rhs;          /* each element's mass matrix times f */
  double *guess;        /* u on Dirichlet nodes, 0 elsewhere */
} bp5_problem;

gimmik_status bp5_problem_make(const gimmik_mesh *mesh,
                               const gimmik_numbering *numbering,
                               bp5_problem *problem, gimmik_error *error);
void bp5_problem_free(bp5_problem *problem);

/* The largest |x - u| over the nodes. */
double bp5_max_error(const bp5_problem *problem, const double *x);

#endif
