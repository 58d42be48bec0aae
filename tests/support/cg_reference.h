/*
 * cg_reference.h: the solves of gimmik/solver.h on the CPU, to check the
 * device's against: the same methods and stopping rule, the operator from
 * the long double reference (axhelm_reference.h), DSS from
 * dss_reference.h, everything else in double.
 */
#ifndef GIMMIK_TEST_CG_REFERENCE_H
#define GIMMIK_TEST_CG_REFERENCE_H

#include "gimmik/solver.h"

typedef struct cg_reference_result {
  int iterations;
  double first_residual, residual;
  double *history;              /* iterations + 1 values, malloc'd */
} cg_reference_result;

/* Solve A x = b (rhs unassembled, element-major, local_count values; x the
 * initial guess in, the solution out) on `numbering` of `mesh`, Poisson
 * with lambda0 = 1, by CG (Nek's BP5) or FCG, Jacobi-preconditioned,
 * until sqrt(r.M^-1 r) falls to `tolerance` times its first value. */
gimmik_status cg_reference_solve(const gimmik_mesh *mesh,
                                 const gimmik_numbering *numbering,
                                 gimmik_solver_method method,
                                 const double *rhs, double *x,
                                 double tolerance, int max_iterations,
                                 cg_reference_result *result,
                                 gimmik_error *error);

#endif
