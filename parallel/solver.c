/* solver.c: the solver across ranks (gimmik/parallel.h): a device
 * exchange of the part and gimmik_solver_create_part on it, the
 * exchange's steps and its MPI_Allreduce being the solver's callbacks. */
#include <stdlib.h>

#include "parallel/parallel_internal.h"

struct gimmik_parallel_solver {
  MPI_Comm comm;               /* the exchange's */
  gimmik_exchange *exchange;
  gimmik_solver *solver;
};

static gimmik_status start(void *data, void *field, gimmik_error *error) {
  return gimmik_exchange_start_device(data, field, NULL, error);
}

static gimmik_status finish(void *data, void *field, gimmik_error *error) {
  return gimmik_exchange_finish_device(data, field, NULL, error);
}

static gimmik_status sum(void *data, int count, double *values,
                         gimmik_error *error) {
  return gimmik_exchange_sum(data, count, values, error);
}

/* This rank's arguments: the part must be this rank's of this
 * communicator, at the options' N, with elements. */
static gimmik_status check_arguments(MPI_Comm comm, gimmik_context *context,
                                     const gimmik_part *part,
                                     const gimmik_solver_options *options,
                                     gimmik_error *error) {
  static const char call[] = "gimmik_parallel_solver_create";
  int rank = 0, size = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  if (!context || !part || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: context, part and options are required",
                            call);
  if (part->parts != size || part->rank != rank)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the part is part %d of %d, but this is rank "
                            "%d of %d: one part a rank, in rank order", call,
                            part->rank, part->parts, rank, size);
  if (part->points != options->points)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the part is numbered at N = %d, the "
                            "options ask for N = %d", call, part->points,
                            options->points);
  if (part->elements == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: part %d holds no element (fewer elements "
                            "than ranks?)", call, part->rank);
  if (options->layout_block == GIMMIK_SOLVER_LAYOUT_TUNE)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "%s: layout_block = GIMMIK_SOLVER_LAYOUT_TUNE: "
                            "across ranks the layout is given", call);
  return GIMMIK_OK;
}

/* How many boundary elements come first (GIMMIK_PART_ORDER_BOUNDARY_FIRST
 * makes them all): the solver's overlap needs them ahead of the rest. */
static long long boundary_prefix(const gimmik_part *part) {
  long long count = gimmik_part_boundary_count(part);
  const int *boundary = gimmik_part_boundary_elements(part);
  return count > 0 && boundary[count - 1] == count - 1 ? count : 0;
}

/* The solver on this rank's part, its DSS the exchange's local one. */
static gimmik_status create_solver(gimmik_parallel_solver *made,
                                   gimmik_context *context,
                                   const gimmik_part *part,
                                   const gimmik_solver_options *options,
                                   gimmik_error *error) {
  gimmik_solver_part view = {
      .elements = part->elements, .vertices = part->vertices,
      .mask = part->mask, .dss = gimmik_exchange_local_dss(made->exchange),
      .boundary_elements = boundary_prefix(part),
      .dss_start = start, .dss_finish = finish, .sum = sum,
      .data = made->exchange};
  return gimmik_solver_create_part(context, &view, options, &made->solver,
                                   error);
}

gimmik_status gimmik_parallel_solver_create(
    MPI_Comm comm, gimmik_context *context, const gimmik_part *part,
    const gimmik_solver_options *options, gimmik_transport transport,
    gimmik_parallel_solver **solver, gimmik_error *error) {
  if (comm == MPI_COMM_NULL || !solver)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_parallel_solver_create: comm is "
                            "MPI_COMM_NULL or solver is NULL");
  *solver = NULL;
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_status status =
      check_arguments(comm, context, part, options, &local);
  gimmik_parallel_solver *made = NULL;
  if (status == GIMMIK_OK && !(made = calloc(1, sizeof *made)))
    status = gimmik_error_set(&local, GIMMIK_ERROR_MEMORY, "out of memory");
  status = gimmik_parallel_agree(comm, status, &local, error);
  if (status != GIMMIK_OK) {
    free(made);
    gimmik_error_clear(&local);
    return status;
  }
  gimmik_dss_options dss;
  gimmik_dss_options_init(&dss);
  dss.dtype = options->dtype;
  dss.method = options->dss;
  dss.layout_block = options->layout_block;
  status = gimmik_exchange_create_device(comm, context, part, &dss, transport,
                                         &made->exchange, error);
  if (status == GIMMIK_OK) {
    made->comm = made->exchange->comm;
    status = gimmik_parallel_agree(
        comm, create_solver(made, context, part, options, &local), &local,
        error);
  }
  gimmik_error_clear(&local);
  if (status != GIMMIK_OK) {
    gimmik_parallel_solver_destroy(made, NULL);
    return status;
  }
  *solver = made;
  return GIMMIK_OK;
}

gimmik_status gimmik_parallel_solver_destroy(gimmik_parallel_solver *solver,
                                             gimmik_error *error) {
  if (!solver) return GIMMIK_OK;
  gimmik_status status = gimmik_solver_destroy(solver->solver, error);
  gimmik_status destroyed = gimmik_exchange_destroy(
      solver->exchange, status == GIMMIK_OK ? error : NULL);
  free(solver);
  return status != GIMMIK_OK ? status : destroyed;
}

gimmik_solver *gimmik_parallel_solver_local(
    const gimmik_parallel_solver *solver) {
  return solver ? solver->solver : NULL;
}

gimmik_exchange *gimmik_parallel_solver_exchange(
    const gimmik_parallel_solver *solver) {
  return solver ? solver->exchange : NULL;
}

/* The arguments of a solve, the same on every rank. */
static gimmik_status check_solve(const gimmik_parallel_solver *solver,
                                 const void *rhs, const void *x,
                                 double tolerance, int max_iterations,
                                 const gimmik_solve_report *report,
                                 gimmik_error *error) {
  static const char call[] = "gimmik_parallel_solver_solve";
  double mine[4] = {tolerance, -tolerance, max_iterations, -max_iterations};
  double all[4];
  int code = MPI_Allreduce(mine, all, 4, MPI_DOUBLE, MPI_MAX, solver->comm);
  if (code != MPI_SUCCESS)
    return gimmik_parallel_mpi_status(code, call, error);
  if (!rhs || !x || !report)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: rhs, x and report are required", call);
  if (all[0] != -all[1] || all[2] != -all[3])
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: tolerance (%g here) and max_iterations (%d "
                            "here) differ between ranks", call, tolerance,
                            max_iterations);
  return GIMMIK_OK;
}

gimmik_status gimmik_parallel_solver_solve(gimmik_parallel_solver *solver,
                                           const void *rhs, void *x,
                                           double tolerance,
                                           int max_iterations,
                                           gimmik_solve_report *report,
                                           gimmik_error *error) {
  if (!solver)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_parallel_solver_solve: solver is NULL");
  gimmik_error local;
  gimmik_error_init(&local);
  gimmik_status status = gimmik_parallel_agree(
      solver->comm,
      check_solve(solver, rhs, x, tolerance, max_iterations, report, &local),
      &local, error);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_agree(
        solver->comm,
        gimmik_solver_solve(solver->solver, rhs, x, tolerance,
                            max_iterations, report, &local),
        &local, error);
  gimmik_error_clear(&local);
  return status;
}
