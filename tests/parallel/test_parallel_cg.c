/*
 * test_parallel_cg.c (under mpiexec, any number of ranks): CG and FCG
 * across ranks (cg_distributed.h) against the single-rank reference
 * (cg_reference.h) on the BP5 problem: the same iterations, residual
 * histories within rounding of each other, the same solution, on bricks
 * of a deformed box, the graph of a box and a Gmsh mesh.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp5_problem.h"
#include "cg_distributed.h"
#include "check.h"
#include "parallel_cases.h"

static int rank, size;

enum { max_iterations = 300 };

static void check_case(const char *label, gimmik_mesh *mesh, int points,
                       gimmik_partition_method method,
                       gimmik_solver_method solver) {
  gimmik_error error;
  gimmik_error_init(&error);
  const double tolerance = 1e-8;
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, points, NULL, &numbering, &error),
           &error);
  bp5_problem problem;
  CHECK_OK(bp5_problem_make(mesh, numbering, &problem, &error), &error);
  /* The single-rank solve, on every rank. */
  double *x = malloc((size_t)problem.local * sizeof *x);
  memcpy(x, problem.guess, (size_t)problem.local * sizeof *x);
  cg_reference_result single;
  CHECK_OK(cg_reference_solve(mesh, numbering, solver, problem.rhs, x,
                              tolerance, max_iterations, &single, &error),
           &error);
  gimmik_partition_options options;
  gimmik_partition_options_init(&options);
  options.method = method;
  gimmik_part *part = NULL;
  gimmik_exchange *exchange = NULL;
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, &options,
                                &part, &error), &error);
  if (part)
    CHECK_OK(gimmik_exchange_create(MPI_COMM_WORLD, part, GIMMIK_F64,
                                    &exchange, &error), &error);
  if (!exchange) return;
  double *rhs = case_restrict(part, problem.rhs, GIMMIK_F64);
  double *y = case_restrict(part, problem.guess, GIMMIK_F64);
  cg_reference_result across;
  CHECK_OK(cg_distributed_solve(exchange, part, solver, rhs, y, tolerance,
                                max_iterations, &across, &error), &error);
  CHECK(across.iterations == single.iterations);
  CHECK(across.iterations < max_iterations);
  int counts[2] = {across.iterations, -across.iterations}, extremes[2];
  MPI_Allreduce(counts, extremes, 2, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  CHECK(extremes[0] == -extremes[1]);
  double history = 0.0;
  for (int k = 0; k <= across.iterations && k <= single.iterations; k++) {
    double gap = fabs(across.history[k] - single.history[k]) /
                 single.history[0];
    if (!(gap <= history)) history = gap;
  }
  CHECK(history <= 1e-11);
  double solution = case_largest_gap(MPI_COMM_WORLD, part, y, x);
  CHECK(solution <= 1e-11);
  if (rank == 0)
    printf("%-24s %-3s N=%d %d ranks: %d iterations (single rank %d), "
           "histories within %.1e, solutions within %.1e\n", label,
           solver == GIMMIK_SOLVER_FCG ? "FCG" : "CG", points, size,
           across.iterations, single.iterations, history, solution);
  free(rhs);
  free(y);
  free(x);
  free(across.history);
  free(single.history);
  CHECK_OK(gimmik_exchange_destroy(exchange, &error), &error);
  gimmik_part_destroy(part);
  bp5_problem_free(&problem);
  gimmik_numbering_destroy(numbering);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  gimmik_mesh *box = case_box(4, 3, 3, "smooth");
  for (int method = 0; method < 2; method++)
    check_case("smooth box 4x3x3 bricks", box, 4, GIMMIK_PARTITION_AUTO,
               (gimmik_solver_method)method);
  check_case("smooth box 4x3x3 graph", box, 3, GIMMIK_PARTITION_GRAPH,
             GIMMIK_SOLVER_CG);
  gimmik_mesh_destroy(box);
  gimmik_mesh *gmsh = case_gmsh();
  for (int method = 0; gmsh && method < 2; method++)
    check_case("gmsh subdivided", gmsh, 3, GIMMIK_PARTITION_AUTO,
               (gimmik_solver_method)method);
  gimmik_mesh_destroy(gmsh);
  return case_finish("test_parallel_cg");
}
