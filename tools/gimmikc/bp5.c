/*
 * bp5.c: `gimmikc bp5`, the CEED BP5 benchmark through the solver loop
 * (gimmik/solver.h): -lap u = f for u = sin(pi x) sin(pi y) sin(pi z) on
 * a box or a Gmsh mesh, with u on the Dirichlet boundary; prints the
 * iterations, the residuals, the nodal error, the time per iteration,
 * GDOF.iterations/s over unique degrees of freedom and the iteration's
 * share of its memory roofline (its fewest bytes over the copy bandwidth
 * measured in the same run); with --scalars both, for a solver with
 * device scalars and then one with host scalars.
 */
#include "bp5.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bandwidth.h"
#include "bp5_common.h"
#include "options.h"

/* On a terminal, a line a second while the solve runs. */
typedef struct progress_state {
  double last;
} progress_state;

static void progress(void *data, int iteration, double residual) {
  progress_state *state = data;
  double now = bp5_seconds();
  if (now - state->last < 1.0) return;
  state->last = now;
  fprintf(stderr, "\rbp5: iteration %d, residual %.3e   ", iteration,
          residual);
}

/* gimmik_solver_solve as bp5_run_solve calls it. */
static gimmik_status solve(void *solver, const void *rhs, void *x,
                           double tolerance, int max_iterations,
                           gimmik_solve_report *report, gimmik_error *error) {
  return gimmik_solver_solve(solver, rhs, x, tolerance, max_iterations,
                             report, error);
}

static void print_results(const bp5_options *o, gimmik_context *context,
                          gimmik_solver *solver,
                          const gimmik_solve_report *report, double error,
                          double copy_gigabytes) {
  const gimmik_numbering *numbering = gimmik_solver_numbering(solver);
  double unique = (double)gimmik_numbering_unique_count(numbering);
  double seconds = report->milliseconds * 1e-3;
  int iterations = report->iterations > 0 ? report->iterations : 1;
  double per_iteration = seconds / iterations;
  double gdofs = unique * iterations / seconds * 1e-9;
  double bytes = gimmik_solver_iteration_bytes(solver);
  double roofline = bytes / (copy_gigabytes * 1e9);
  printf("bp5: %s, ", gimmik_context_device_name(context));
  bp5_print_problem(o, stdout);
  printf("  unique dofs          %.0f (%lld local)\n", unique,
         gimmik_numbering_local_count(numbering));
  bp5_print_solve(report, error, stdout);
  printf("  scalars              %s\n",
         gimmik_solver_scalars_name(report->scalars));
  printf("  time per iteration   %.4f ms\n", per_iteration * 1e3);
  printf("  GDOF.iterations/s    %.2f\n", gdofs);
  printf("  bytes per iteration  %.4g (copy bandwidth %.1f GB/s)\n", bytes,
         copy_gigabytes);
  printf("  of memory roofline   %.1f%%\n", 100.0 * roofline / per_iteration);
  gimmik_solver_print_kernels(solver, stdout);
  if (o->csv)
    printf("csv,%s,%s,%d,%s,%s,%.0f,%d,%.6e,%.6e,%.6e,%.4f,%.4f,%.6e,%.2f,"
           "%.2f,%d,%s\n",
           gimmik_dtype_name(o->solver.dtype),
           gimmik_backend_name(o->backend), o->solver.points,
           gimmik_axhelm_geometry_name(o->solver.geometry),
           o->solver.method == GIMMIK_SOLVER_FCG ? "fcg" : "cg", unique,
           report->iterations, report->residual / report->first_residual,
           error, per_iteration * 1e3, gdofs, copy_gigabytes, bytes,
           100.0 * roofline / per_iteration, seconds,
           gimmik_solver_layout_block(solver),
           gimmik_solver_scalars_name(report->scalars));
}

/* One solver of `o`'s options on `mesh`: set up, solved, reported (and
 * profiled); the copy bandwidth measured at the first call. */
static gimmik_status bp5_solver(const bp5_options *o, gimmik_context *context,
                                const gimmik_mesh *mesh,
                                double *copy_gigabytes, gimmik_error *error) {
  gimmik_solver *solver = NULL;
  bp5_problem problem = {0};
  double *values = NULL;
  progress_state state = {bp5_seconds()};
  bp5_options chosen = *o;
  if (isatty(STDERR_FILENO)) {
    chosen.solver.progress = progress;
    chosen.solver.progress_data = &state;
  }
  gimmik_status status = gimmik_solver_create(context, mesh, &chosen.solver,
                                              &solver, error);
  if (status == GIMMIK_OK)
    status = bp5_problem_make(mesh, gimmik_solver_numbering(solver),
                              &problem, error);
  if (status == GIMMIK_OK &&
      !(values = malloc((size_t)problem.local * sizeof *values)))
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_solve_report report;
  if (status == GIMMIK_OK)
    status = bp5_run_solve(solver, solve, solver, problem.rhs, problem.guess,
                           o, values, &report, error);
  if (state.last > 0 && chosen.solver.progress) fprintf(stderr, "\r%60s\r", "");
  size_t copy_bytes = o->backend == GIMMIK_BACKEND_CUDA ? (size_t)1 << 30
                                                        : (size_t)64 << 20;
  if (status == GIMMIK_OK && *copy_gigabytes == 0.0)
    status = gimmik_copy_bandwidth(context, copy_bytes, 20, copy_gigabytes,
                                   error);
  if (status == GIMMIK_OK)
    print_results(o, context, solver, &report,
                  bp5_max_error(&problem, values), *copy_gigabytes);
  if (status == GIMMIK_OK && o->profile) {
    gimmik_solver_set_profile(solver, 1);
    status = bp5_run_solve(solver, solve, solver, problem.rhs,
                           problem.guess, o, values, &report, error);
    if (status == GIMMIK_OK) bp5_print_profile(&report, stdout);
  }
  free(values);
  bp5_problem_free(&problem);
  gimmik_solver_destroy(solver, NULL);
  return status;
}

static gimmik_status bp5(const bp5_options *o, gimmik_error *error) {
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = o->backend;
  context_options.device = o->device;
  context_options.verbose = o->verbose;
  gimmik_context *context = NULL;
  gimmik_mesh *mesh = NULL;
  double copy_gigabytes = 0.0;
  gimmik_status status = gimmik_context_create(&context_options, &context,
                                               error);
  if (status == GIMMIK_OK) status = bp5_make_mesh(o, &mesh, error);
  if (status == GIMMIK_OK)
    status = bp5_solver(o, context, mesh, &copy_gigabytes, error);
  if (status == GIMMIK_OK && o->both_scalars) {
    bp5_options host = *o;
    host.solver.scalars = GIMMIK_SOLVER_SCALARS_HOST;
    status = bp5_solver(&host, context, mesh, &copy_gigabytes, error);
  }
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(context, NULL);
  return status;
}

int gimmikc_bp5(int argc, char **argv) {
  bp5_options options;
  int parsed = bp5_parse(argc, argv, 0, &options);
  if (parsed < 0) return EXIT_OK;
  if (!parsed) {
    fprintf(stderr, "(gimmikc bp5 --help shows the usage)\n");
    return EXIT_USAGE;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  if (bp5(&options, &error) != GIMMIK_OK) {
    fprintf(stderr, "gimmikc bp5: %s\n", error.message);
    gimmik_error_clear(&error);
    return EXIT_BAD_INPUT;
  }
  return EXIT_OK;
}
