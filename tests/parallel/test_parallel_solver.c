/*
 * test_parallel_solver.c (under mpiexec, any number of ranks): the solver
 * across ranks (gimmik_parallel_solver) on a device against the solver
 * on the whole mesh on the same device (rank 0's) and against the BP5
 * manufactured solution: the same iteration count on every rank, within
 * one of the whole mesh's; residual histories and solutions within
 * rounding of it; the same nodal error; every copy of a node the same
 * bits on every rank.  CG and FCG, bricks (the local DSS structured)
 * and graph parts (gather-scatter), element-major and blocked, f64 and
 * f32, a box and the Gmsh mesh.  Bad parts and arguments fail on every
 * rank with the failing rank's message.  The ranks share one binary
 * cache.
 * usage: mpiexec -n R test_parallel_solver c | opencl   (77: no such
 * device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp5_problem.h"
#include "check.h"
#include "parallel_cases.h"

static int rank, size;
static gimmik_context *context;

enum { max_iterations = 500 };

/* A solve's outcome: its report's counts and history, and the solution
 * as doubles (element-major: the whole mesh's, or a part's). */
typedef struct solved {
  int iterations, converged;
  double *history; /* iterations + 1 */
  double *x;
} solved;

static void solved_free(solved *s) {
  free(s->history);
  free(s->x);
}

/* The report and the solution read back into `out`. */
static void keep(gimmik_solver *solver, void *x, long long local,
                 const gimmik_solve_report *report, solved *out) {
  gimmik_error error;
  gimmik_error_init(&error);
  out->iterations = report->iterations;
  out->converged = report->converged;
  out->history = malloc((size_t)report->history_count * sizeof(double));
  memcpy(out->history, report->history,
         (size_t)report->history_count * sizeof(double));
  out->x = malloc((size_t)local * sizeof *out->x);
  CHECK_OK(gimmik_solver_field_read(solver, x, out->x, &error), &error);
}

/* Rank 0 solves on the whole mesh and hands the outcome to every rank. */
static void solve_whole(const gimmik_mesh *mesh, const bp5_problem *problem,
                        const gimmik_solver_options *options,
                        double tolerance, solved *out) {
  memset(out, 0, sizeof *out);
  gimmik_error error;
  gimmik_error_init(&error);
  if (rank == 0) {
    gimmik_solver *solver = NULL;
    void *rhs = NULL, *x = NULL;
    gimmik_solve_report report;
    CHECK_OK(gimmik_solver_create(context, mesh, options, &solver, &error),
             &error);
    CHECK_OK(gimmik_solver_field_alloc(solver, &rhs, &error), &error);
    CHECK_OK(gimmik_solver_field_alloc(solver, &x, &error), &error);
    CHECK_OK(gimmik_solver_field_write(solver, rhs, problem->rhs, &error),
             &error);
    CHECK_OK(gimmik_solver_field_write(solver, x, problem->guess, &error),
             &error);
    CHECK_OK(gimmik_solver_solve(solver, rhs, x, tolerance, max_iterations,
                                 &report, &error), &error);
    keep(solver, x, problem->local, &report, out);
    gimmik_solver_field_free(solver, rhs, NULL);
    gimmik_solver_field_free(solver, x, NULL);
    gimmik_solver_destroy(solver, NULL);
  }
  MPI_Bcast(&out->iterations, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (rank != 0) {
    out->history = malloc(((size_t)out->iterations + 1) * sizeof(double));
    out->x = malloc((size_t)problem->local * sizeof *out->x);
  }
  MPI_Bcast(out->history, out->iterations + 1, MPI_DOUBLE, 0,
            MPI_COMM_WORLD);
  MPI_Bcast(out->x, (int)problem->local, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}

/* Every rank solves its part; NULL solver: the creation failed.
 * *boundary: the solver's overlap elements. */
static void solve_parts_overlap(const gimmik_part *part,
                                const bp5_problem *problem,
                                const gimmik_solver_options *options,
                                double tolerance, solved *out,
                                long long *boundary) {
  memset(out, 0, sizeof *out);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_parallel_solver *across = NULL;
  CHECK_OK(gimmik_parallel_solver_create(MPI_COMM_WORLD, context, part,
                                         options, GIMMIK_TRANSPORT_AUTO,
                                         &across, &error), &error);
  if (!across) return;
  gimmik_solver *solver = gimmik_parallel_solver_local(across);
  *boundary = gimmik_solver_overlap_elements(solver);
  double *rhs_values = case_restrict(part, problem->rhs, GIMMIK_F64);
  double *guess = case_restrict(part, problem->guess, GIMMIK_F64);
  void *rhs = NULL, *x = NULL;
  gimmik_solve_report report;
  CHECK_OK(gimmik_solver_field_alloc(solver, &rhs, &error), &error);
  CHECK_OK(gimmik_solver_field_alloc(solver, &x, &error), &error);
  CHECK_OK(gimmik_solver_field_write(solver, rhs, rhs_values, &error),
           &error);
  CHECK_OK(gimmik_solver_field_write(solver, x, guess, &error), &error);
  CHECK_OK(gimmik_parallel_solver_solve(across, rhs, x, tolerance,
                                        max_iterations, &report, &error),
           &error);
  keep(solver, x, gimmik_part_local_count(part), &report, out);
  free(rhs_values);
  free(guess);
  gimmik_solver_field_free(solver, rhs, NULL);
  gimmik_solver_field_free(solver, x, NULL);
  CHECK_OK(gimmik_parallel_solver_destroy(across, &error), &error);
}

static void solve_parts(const gimmik_part *part, const bp5_problem *problem,
                        const gimmik_solver_options *options,
                        double tolerance, solved *out) {
  long long boundary = 0;
  solve_parts_overlap(part, problem, options, tolerance, out, &boundary);
}

/* The largest gap between two histories, relative to the first
 * residual, over the iterations both have. */
static double history_gap(const solved *a, const solved *b) {
  double worst = 0.0;
  for (int k = 0; k <= a->iterations && k <= b->iterations; k++) {
    double gap = fabs(a->history[k] - b->history[k]) / b->history[0];
    if (!(gap <= worst)) worst = gap;
  }
  return worst;
}

/* The largest nodal error of a part's solution over every rank. */
static double parts_error(const gimmik_part *part, const double *x,
                          const bp5_problem *problem) {
  double *exact = case_restrict(part, problem->exact, GIMMIK_F64);
  double worst = 0.0, all = 0.0;
  for (long long l = 0; l < gimmik_part_local_count(part); l++) {
    double gap = fabs(x[l] - exact[l]);
    if (!(gap <= worst)) worst = gap;
  }
  free(exact);
  MPI_Allreduce(&worst, &all, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return all;
}

static void check_case(const char *label, const gimmik_mesh *mesh,
                       gimmik_partition_method partition,
                       const gimmik_solver_options *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  int f64 = options->dtype == GIMMIK_F64;
  double tolerance = f64 ? 1e-9 : 1e-5;
  gimmik_numbering *numbering = NULL;
  bp5_problem problem;
  memset(&problem, 0, sizeof problem);
  CHECK_OK(gimmik_mesh_number(mesh, options->points, NULL, &numbering,
                              &error), &error);
  CHECK_OK(bp5_problem_make(mesh, numbering, &problem, &error), &error);
  gimmik_partition_options split;
  gimmik_partition_options_init(&split);
  split.method = partition;
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, &split,
                                &part, &error), &error);
  if (!part) return;
  solved whole, parts;
  solve_whole(mesh, &problem, options, tolerance, &whole);
  solve_parts(part, &problem, options, tolerance, &parts);
  if (parts.x) {
    int counts[2] = {parts.iterations, -parts.iterations}, least[2];
    MPI_Allreduce(counts, least, 2, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    CHECK(least[0] == -least[1]);
    CHECK(abs(parts.iterations - whole.iterations) <= (f64 ? 1 : 3));
    CHECK(parts.converged || !f64);
    double history = history_gap(&parts, &whole);
    double solution =
        case_largest_gap(MPI_COMM_WORLD, part, parts.x, whole.x);
    double error_parts = parts_error(part, parts.x, &problem);
    double error_whole = bp5_max_error(&problem, whole.x);
    CHECK(history <= (f64 ? 1e-10 : 1e-3));
    CHECK(solution <= (f64 ? 1e-9 : 1e-4));
    CHECK(fabs(error_parts - error_whole) <= (f64 ? 1e-9 : 1e-4));
    /* The discretisation's error (the coarsest, the Gmsh mesh at N = 3,
     * near 2e-2), not a wrong solve's (order 1). */
    CHECK(error_parts <= 5e-2);
    case_copies_agree(MPI_COMM_WORLD, part, numbering, parts.x);
    if (rank == 0)
      printf("%-28s %-3s %s N=%d layout %d, %d ranks: %d iterations "
             "(whole mesh %d), histories within %.1e, solutions within "
             "%.1e, nodal error %.2e (whole mesh %.2e)\n", label,
             options->method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
             gimmik_dtype_name(options->dtype), options->points,
             options->layout_block, size, parts.iterations,
             whole.iterations, history, solution, error_parts,
             error_whole);
  }
  solved_free(&whole);
  solved_free(&parts);
  gimmik_part_destroy(part);
  bp5_problem_free(&problem);
  gimmik_numbering_destroy(numbering);
}

/* The largest |a - b| of two solutions on the parts, over every rank. */
static double parts_gap(const gimmik_part *part, const double *a,
                        const double *b) {
  double worst = 0.0, all = 0.0;
  for (long long l = 0; l < gimmik_part_local_count(part); l++) {
    double gap = fabs(a[l] - b[l]);
    if (!(gap <= worst)) worst = gap;
  }
  MPI_Allreduce(&worst, &all, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return all;
}

/* Every rank solves its part with the overlap off and on (the part's
 * boundary elements first): the same iterations, histories and solutions
 * to rounding, both the whole mesh's solve's. */
static void check_overlap(const char *label, const gimmik_mesh *mesh,
                          gimmik_partition_method partition,
                          gimmik_solver_options options) {
  gimmik_error error;
  gimmik_error_init(&error);
  double tolerance = 1e-9;
  gimmik_numbering *numbering = NULL;
  bp5_problem problem;
  memset(&problem, 0, sizeof problem);
  CHECK_OK(gimmik_mesh_number(mesh, options.points, NULL, &numbering,
                              &error), &error);
  CHECK_OK(bp5_problem_make(mesh, numbering, &problem, &error), &error);
  gimmik_partition_options split;
  gimmik_partition_options_init(&split);
  split.method = partition;
  split.order = GIMMIK_PART_ORDER_BOUNDARY_FIRST;
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, &split,
                                &part, &error), &error);
  if (!part) return;
  solved whole, off, on;
  solve_whole(mesh, &problem, &options, tolerance, &whole);
  options.overlap = 0;
  solve_parts(part, &problem, &options, tolerance, &off);
  options.overlap = 1;
  long long boundary = -1;
  solve_parts_overlap(part, &problem, &options, tolerance, &on, &boundary);
  if (off.x && on.x) {
    long long expected = gimmik_part_boundary_count(part), block =
        options.layout_block;
    if (block > 0) expected = (expected + block - 1) / block * block;
    if (expected >= gimmik_part_elements(part)) expected = 0;
    CHECK(boundary == expected);
    CHECK(on.iterations == off.iterations);
    CHECK(abs(on.iterations - whole.iterations) <= 1);
    CHECK(on.converged && off.converged);
    double history = history_gap(&on, &off);
    double solution = parts_gap(part, on.x, off.x);
    double versus_whole =
        case_largest_gap(MPI_COMM_WORLD, part, on.x, whole.x);
    CHECK(history <= 1e-12);
    CHECK(solution <= 1e-11);
    CHECK(versus_whole <= 1e-9);
    case_copies_agree(MPI_COMM_WORLD, part, numbering, on.x);
    long long overlapped = boundary > 0, ranks_overlapping = 0;
    MPI_Allreduce(&overlapped, &ranks_overlapping, 1, MPI_LONG_LONG,
                  MPI_SUM, MPI_COMM_WORLD);
    /* One rank has no boundary; with more, the mesh leaves parts
     * interior elements (a part with none, as a slab two elements
     * thick, does not overlap while the others do). */
    CHECK(size > 1 ? ranks_overlapping > 0 : ranks_overlapping == 0);
    if (rank == 0)
      printf("%-28s CG N=%d layout %d, %d ranks, overlap on %lld (rank 0: "
             "%lld boundary elements of %lld): %d iterations (off %d, "
             "whole mesh %d), histories within %.1e, solutions within "
             "%.1e (whole mesh %.1e)\n", label, options.points,
             options.layout_block, size, ranks_overlapping, boundary,
             gimmik_part_elements(part), on.iterations, off.iterations,
             whole.iterations, history, solution, versus_whole);
  }
  solved_free(&whole);
  solved_free(&off);
  solved_free(&on);
  gimmik_part_destroy(part);
  bp5_problem_free(&problem);
  gimmik_numbering_destroy(numbering);
}

static gimmik_solver_options options_of(int points, gimmik_dtype dtype,
                                        gimmik_solver_method method,
                                        int layout_block) {
  gimmik_solver_options options;
  gimmik_solver_options_init(&options);
  options.points = points;
  options.dtype = dtype;
  options.method = method;
  options.layout_block = layout_block;
  options.tune = 0;
  return options;
}

/* ---- bad input ---------------------------------------------------------- */

/* gimmik_parallel_solver_create fails on every rank with `fragment`. */
static void check_create_fails(const gimmik_part *part,
                               const gimmik_solver_options *options,
                               gimmik_context *on, gimmik_status expected,
                               const char *fragment) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_parallel_solver *across = NULL;
  CHECK_FAILS(gimmik_parallel_solver_create(MPI_COMM_WORLD, on, part, options,
                                            GIMMIK_TRANSPORT_AUTO, &across,
                                            &error),
              &error, expected, fragment);
  CHECK(across == NULL);
}

/* A part made for size + 1 ranks, one of another N, the layout left to
 * tune, a rank without a context; with two ranks or more, rank 0's part
 * of another mesh. */
static void test_create_errors(const gimmik_mesh *mesh,
                               const gimmik_numbering *numbering,
                               const gimmik_part *part) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver_options options = options_of(3, GIMMIK_F64,
                                             GIMMIK_SOLVER_CG, 0);
  int *owner = malloc((size_t)gimmik_mesh_elements(mesh) * sizeof *owner);
  gimmik_part *wrong = NULL;
  CHECK_OK(gimmik_partition_mesh(mesh, size + 1, NULL, owner, &error),
           &error);
  CHECK_OK(gimmik_part_create(mesh, numbering, size + 1, owner, rank,
                              GIMMIK_PART_ORDER_AUTO, &wrong, &error),
           &error);
  free(owner);
  char expected[160];
  snprintf(expected, sizeof expected, "rank 0: gimmik_parallel_solver_create:"
           " the part is part 0 of %d, but this is rank 0 of %d", size + 1,
           size);
  check_create_fails(wrong, &options, context, GIMMIK_ERROR_ARGUMENT,
                     expected);
  gimmik_part_destroy(wrong);
  gimmik_solver_options other = options;
  other.points = 4;
  check_create_fails(part, &other, context, GIMMIK_ERROR_ARGUMENT,
                     "the part is numbered at N = 3, the options ask for "
                     "N = 4");
  other = options;
  other.layout_block = GIMMIK_SOLVER_LAYOUT_TUNE;
  check_create_fails(part, &other, context, GIMMIK_ERROR_UNSUPPORTED,
                     "across ranks the layout is given");
  check_create_fails(part, &options, rank == size - 1 ? NULL : context,
                     GIMMIK_ERROR_ARGUMENT, "context, part and options");
  if (size < 2) return;
  /* Rank 0 takes its part of a longer box: its neighbours find that the
   * nodes they share are not the same. */
  gimmik_mesh *longer = case_box(5, 3, 2, "none");
  gimmik_numbering *longer_numbering = NULL;
  CHECK_OK(gimmik_mesh_number(longer, 3, NULL, &longer_numbering, &error),
           &error);
  owner = malloc((size_t)gimmik_mesh_elements(longer) * sizeof *owner);
  CHECK_OK(gimmik_partition_mesh(longer, size, NULL, owner, &error), &error);
  CHECK_OK(gimmik_part_create(longer, longer_numbering, size, owner, rank,
                              GIMMIK_PART_ORDER_AUTO, &wrong, &error),
           &error);
  free(owner);
  check_create_fails(rank == 0 ? wrong : part, &options, context,
                     GIMMIK_ERROR_ARGUMENT, "come from different");
  gimmik_part_destroy(wrong);
  gimmik_numbering_destroy(longer_numbering);
  gimmik_mesh_destroy(longer);
}

/* A solve with a NULL field on the last rank, or with another tolerance
 * on rank 0, fails on every rank; the solver then still solves. */
static void test_solve_errors(const gimmik_part *part) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver_options options = options_of(3, GIMMIK_F64,
                                             GIMMIK_SOLVER_CG, 0);
  gimmik_parallel_solver *across = NULL;
  CHECK_OK(gimmik_parallel_solver_create(MPI_COMM_WORLD, context, part,
                                         &options, GIMMIK_TRANSPORT_AUTO,
                                         &across, &error), &error);
  if (!across) return;
  gimmik_solver *solver = gimmik_parallel_solver_local(across);
  void *rhs = NULL, *x = NULL;
  CHECK_OK(gimmik_solver_field_alloc(solver, &rhs, &error), &error);
  CHECK_OK(gimmik_solver_field_alloc(solver, &x, &error), &error);
  double *ones = malloc((size_t)gimmik_part_local_count(part) *
                        sizeof *ones);
  for (long long l = 0; l < gimmik_part_local_count(part); l++) ones[l] = 1;
  CHECK_OK(gimmik_solver_field_write(solver, rhs, ones, &error), &error);
  free(ones);
  gimmik_solve_report report;
  char expected[64];
  snprintf(expected, sizeof expected, "rank %d: ", size - 1);
  CHECK_FAILS(gimmik_parallel_solver_solve(across,
                                           rank == size - 1 ? NULL : rhs, x,
                                           1e-8, 100, &report, &error),
              &error, GIMMIK_ERROR_ARGUMENT, expected);
  if (size > 1)
    CHECK_FAILS(gimmik_parallel_solver_solve(across, rhs, x,
                                             rank == 0 ? 1e-6 : 1e-8, 100,
                                             &report, &error),
                &error, GIMMIK_ERROR_ARGUMENT,
                "max_iterations (100 here) differ between ranks");
  CHECK_OK(gimmik_parallel_solver_solve(across, rhs, x, 1e-8, 100, &report,
                                        &error), &error);
  CHECK(report.converged);
  gimmik_solver_field_free(solver, rhs, NULL);
  gimmik_solver_field_free(solver, x, NULL);
  CHECK_OK(gimmik_parallel_solver_destroy(across, &error), &error);
}

static void test_errors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *mesh = case_box(4, 3, 2, "none");
  gimmik_numbering *numbering = NULL;
  gimmik_part *part = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  CHECK_OK(gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, NULL,
                                &part, &error), &error);
  if (part) {
    test_create_errors(mesh, numbering, part);
    test_solve_errors(part);
  }
  gimmik_part_destroy(part);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

int main(int argc, char **argv) {
  char folder[64];
  int exit_status = case_start_device(&argc, &argv, &context, folder);
  if (exit_status) return exit_status;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  gimmik_mesh *box = case_box(4, 3, 3, "smooth");
  gimmik_solver_options options =
      options_of(4, GIMMIK_F64, GIMMIK_SOLVER_CG, 0);
  check_case("smooth box 4x3x3 bricks", box, GIMMIK_PARTITION_AUTO,
             &options);
  options = options_of(4, GIMMIK_F64, GIMMIK_SOLVER_FCG, 8);
  check_case("smooth box 4x3x3 graph", box, GIMMIK_PARTITION_GRAPH,
             &options);
  options = options_of(3, GIMMIK_F32, GIMMIK_SOLVER_CG, 0);
  check_case("smooth box 4x3x3 bricks", box, GIMMIK_PARTITION_AUTO,
             &options);
  gimmik_mesh_destroy(box);
  /* Parts of 4 ranks with interior elements: the overlap's two ranges. */
  box = case_box(8, 6, 6, "smooth");
  options = options_of(2, GIMMIK_F64, GIMMIK_SOLVER_CG, 0);
  check_overlap("overlap box 8x6x6 bricks", box, GIMMIK_PARTITION_AUTO,
                options);
  options = options_of(2, GIMMIK_F64, GIMMIK_SOLVER_CG, 4);
  check_overlap("overlap box 8x6x6 graph", box, GIMMIK_PARTITION_GRAPH,
                options);
  gimmik_mesh_destroy(box);
  gimmik_mesh *gmsh = case_gmsh();
  options = options_of(3, GIMMIK_F64, GIMMIK_SOLVER_CG, 0);
  if (gmsh)
    check_case("gmsh subdivided graph", gmsh, GIMMIK_PARTITION_AUTO,
               &options);
  gimmik_mesh_destroy(gmsh);
  test_errors();
  case_close_context(context, folder);
  return case_finish("test_parallel_solver");
}
