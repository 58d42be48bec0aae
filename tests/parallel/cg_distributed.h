/*
 * cg_distributed.h: the CPU solves of cg_reference.h across the ranks of
 * an exchange (gimmik/parallel.h), what a solver across ranks is checked
 * against.  Each rank applies the operator to its own elements in long
 * double (axhelm_reference.h), boundary elements first, then starts the
 * exchange, applies it to the rest and finishes it (the overlap of
 * docs/parallel.md); DSS is the distributed one in f64; each inner
 * product is a rank's long double sum, rounded, then summed over the
 * ranks by MPI_Allreduce.  The same methods and stopping rule as the
 * single-rank reference.
 */
#ifndef GIMMIK_TEST_CG_DISTRIBUTED_H
#define GIMMIK_TEST_CG_DISTRIBUTED_H

#include "cg_reference.h"
#include "gimmik/parallel.h"

/* Solve on `part` (an f64 exchange of it): rhs unassembled and x (the
 * initial guess in, the solution out) on its local nodes.  Collective. */
gimmik_status cg_distributed_solve(gimmik_exchange *exchange,
                                   const gimmik_part *part,
                                   gimmik_solver_method method,
                                   const double *rhs, double *x,
                                   double tolerance, int max_iterations,
                                   cg_reference_result *result,
                                   gimmik_error *error);

#endif
