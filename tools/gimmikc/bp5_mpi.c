/*
 * bp5_mpi.c: `gimmikc-mpi bp5`, BP5 across MPI ranks (gimmik/parallel.h,
 * docs/parallel.md): every rank builds the mesh and numbers it, takes its
 * part, opens its device (CUDA: local rank % --devices) and solves its
 * part; rank 0 prints the solve (iterations, residuals, the nodal error
 * over every rank), GDOF.iterations/s overall (the mesh's unique DOFs
 * over the slowest rank's time) and per rank (the nodes it holds over its
 * own time, with its share of its device's memory roofline).
 */
#include "bp5_mpi.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bandwidth.h"
#include "bp5_common.h"
#include "gimmik/parallel.h"
#include "options.h"

static int rank, ranks;

/* What rank 0 prints of each rank. */
typedef struct rank_figures {
  double elements, nodes;       /* local elements, distinct nodes held */
  double milliseconds;          /* the solve's iterations, on its device */
  double bytes;                 /* one local iteration's fewest */
  double copy_gigabytes;        /* its device's copy bandwidth */
  char device[64];
} rank_figures;

/* Every rank's outcome of a step: the first failing rank's everywhere. */
static gimmik_status agree(gimmik_status status, gimmik_error *error) {
  gimmik_error mine;
  gimmik_error_init(&mine);
  memcpy(mine.message, error->message, sizeof mine.message);
  return gimmik_parallel_agree(MPI_COMM_WORLD, status, &mine, error);
}

/* This rank's device: --device as given, else CUDA device local rank %
 * --devices (the local rank without it); OpenCL and C: the first. */
static gimmik_status open_context(const bp5_options *o,
                                  gimmik_context **context,
                                  gimmik_error *error) {
  int local_rank = 0, local_size = 1;
  gimmik_status status = gimmik_parallel_local_rank(
      MPI_COMM_WORLD, &local_rank, &local_size, error);
  if (status != GIMMIK_OK) return status;
  char device[16];
  snprintf(device, sizeof device, "%d",
           o->devices ? local_rank % o->devices : local_rank);
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = o->backend;
  options.device = o->device                          ? o->device
                   : o->backend == GIMMIK_BACKEND_CUDA ? device
                                                       : NULL;
  options.verbose = o->verbose;
  return agree(gimmik_context_create(&options, context, error), error);
}

/* The part's values of a field on the whole mesh (element-major). */
static double *restrict_field(const gimmik_part *part, const double *whole,
                              gimmik_error *error) {
  long long volume = gimmik_part_local_count(part) /
                     gimmik_part_elements(part);
  const long long *ids = gimmik_part_element_ids(part);
  double *values = malloc((size_t)gimmik_part_local_count(part) *
                          sizeof *values);
  if (!values) {
    gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    return NULL;
  }
  for (long long e = 0; e < gimmik_part_elements(part); e++)
    memcpy(values + e * volume, whole + ids[e] * volume,
           (size_t)volume * sizeof *values);
  return values;
}

/* The manufactured problem on this rank's nodes: rhs, guess and the
 * exact solution, restricted from the whole mesh's. */
static gimmik_status make_problem(const gimmik_mesh *mesh,
                                  const gimmik_numbering *numbering,
                                  const gimmik_part *part,
                                  bp5_problem *mine, gimmik_error *error) {
  bp5_problem whole;
  memset(mine, 0, sizeof *mine);
  gimmik_status status = bp5_problem_make(mesh, numbering, &whole, error);
  if (status != GIMMIK_OK) return status;
  mine->local = gimmik_part_local_count(part);
  if (!(mine->rhs = restrict_field(part, whole.rhs, error)) ||
      !(mine->guess = restrict_field(part, whole.guess, error)) ||
      !(mine->exact = restrict_field(part, whole.exact, error)))
    status = GIMMIK_ERROR_MEMORY;
  bp5_problem_free(&whole);
  return status;
}

/* gimmik_parallel_solver_solve as bp5_run_solve calls it. */
static gimmik_status solve(void *solver, const void *rhs, void *x,
                           double tolerance, int max_iterations,
                           gimmik_solve_report *report, gimmik_error *error) {
  return gimmik_parallel_solver_solve(solver, rhs, x, tolerance,
                                      max_iterations, report, error);
}

/* The copy bandwidth of each rank's device, one rank at a time (ranks
 * may share a device). */
static gimmik_status measure_copies(const bp5_options *o,
                                    gimmik_context *context,
                                    double *gigabytes, gimmik_error *error) {
  size_t bytes = o->backend == GIMMIK_BACKEND_CUDA ? (size_t)1 << 30
                                                   : (size_t)64 << 20;
  gimmik_status status = GIMMIK_OK;
  for (int r = 0; r < ranks; r++) {
    if (r == rank)
      status = gimmik_copy_bandwidth(context, bytes, 20, gigabytes, error);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  return agree(status, error);
}

static const char *transport_name(gimmik_transport transport) {
  return transport == GIMMIK_TRANSPORT_DEVICE ? "device buffers"
                                              : "staged through host memory";
}

static void print_ranks(const rank_figures *all, int iterations) {
  printf("  rank  elements      nodes  ms/iteration  GDOF.it/s  "
         "of roofline  device\n");
  for (int r = 0; r < ranks; r++) {
    const rank_figures *f = &all[r];
    double seconds = f->milliseconds * 1e-3 / iterations;
    double roofline = f->bytes / (f->copy_gigabytes * 1e9);
    printf("  %4d  %8.0f  %9.0f  %12.4f  %9.3f  %10.1f%%  %s\n", r,
           f->elements, f->nodes, seconds * 1e3,
           f->nodes / seconds * 1e-9, 100.0 * roofline / seconds,
           f->device);
  }
}

static void print_results(const bp5_options *o, const gimmik_part *part,
                          gimmik_parallel_solver *solver,
                          const gimmik_solve_report *report, double error,
                          const rank_figures *all) {
  double unique = (double)gimmik_part_unique_count(part), slowest = 0.0;
  for (int r = 0; r < ranks; r++)
    if (all[r].milliseconds > slowest) slowest = all[r].milliseconds;
  int iterations = report->iterations > 0 ? report->iterations : 1;
  double per_iteration = slowest * 1e-3 / iterations;
  double gdofs = unique / per_iteration * 1e-9;
  gimmik_transport transport =
      gimmik_exchange_transport(gimmik_parallel_solver_exchange(solver));
  printf("bp5 across %d ranks: ", ranks);
  bp5_print_problem(o, stdout);
  printf("  unique dofs          %.0f\n", unique);
  bp5_print_solve(report, error, stdout);
  printf("  exchange             %s (MPI takes CUDA memory: %s)\n",
         transport_name(transport),
         gimmik_parallel_cuda_aware() ? "yes" : "no");
  long long overlap =
      gimmik_solver_overlap_elements(gimmik_parallel_solver_local(solver));
  if (overlap > 0)
    printf("  overlap              on (rank 0: the operator on %lld "
           "boundary elements of %lld first)\n", overlap,
           gimmik_part_elements(part));
  else
    printf("  overlap              off on rank 0\n");
  printf("  time per iteration   %.4f ms (the slowest rank's)\n",
         per_iteration * 1e3);
  printf("  GDOF.iterations/s    %.3f (unique dofs over that time)\n",
         gdofs);
  print_ranks(all, iterations);
  printf("  kernels of rank 0:\n");
  gimmik_solver_print_kernels(gimmik_parallel_solver_local(solver), stdout);
  if (o->csv)
    printf("csv,%s,%s,%d,%s,%s,%d,%.0f,%d,%.6e,%.6e,%.4f,%.2f,%s,%d\n",
           gimmik_dtype_name(o->solver.dtype),
           gimmik_backend_name(o->backend), o->solver.points,
           gimmik_axhelm_geometry_name(o->solver.geometry),
           o->solver.method == GIMMIK_SOLVER_FCG ? "fcg" : "cg", ranks,
           unique, report->iterations,
           report->residual / report->first_residual, error,
           per_iteration * 1e3, gdofs,
           transport == GIMMIK_TRANSPORT_DEVICE ? "device" : "staged",
           o->solver.layout_block);
}

/* This rank's figures, gathered on rank 0 (`all`, ranks of them). */
static void gather_figures(gimmik_context *context, const gimmik_part *part,
                           gimmik_parallel_solver *solver,
                           const gimmik_solve_report *report,
                           double copy_gigabytes, rank_figures *all) {
  rank_figures mine;
  memset(&mine, 0, sizeof mine);
  mine.elements = (double)gimmik_part_elements(part);
  mine.nodes = (double)gimmik_part_node_count(part);
  mine.milliseconds = report->milliseconds;
  mine.bytes =
      gimmik_solver_iteration_bytes(gimmik_parallel_solver_local(solver));
  mine.copy_gigabytes = copy_gigabytes;
  snprintf(mine.device, sizeof mine.device, "%s",
           gimmik_context_device_name(context));
  MPI_Gather(&mine, (int)sizeof mine, MPI_BYTE, all, (int)sizeof mine,
             MPI_BYTE, 0, MPI_COMM_WORLD);
}

/* The largest |x - u| over every rank's nodes. */
static double nodal_error(const bp5_problem *problem, const double *x) {
  double mine = bp5_max_error(problem, x), all = 0.0;
  MPI_Allreduce(&mine, &all, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return all;
}

/* The solve, its figures printed on rank 0, and the profile's. */
static gimmik_status solve_and_report(const bp5_options *o,
                                      gimmik_context *context,
                                      const gimmik_part *part,
                                      gimmik_parallel_solver *solver,
                                      const bp5_problem *problem,
                                      gimmik_error *error) {
  gimmik_solver *local = gimmik_parallel_solver_local(solver);
  double *values = malloc((size_t)problem->local * sizeof *values);
  rank_figures *all = malloc((size_t)ranks * sizeof *all);
  gimmik_status status = GIMMIK_OK;
  if (!values || !all)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  status = agree(status, error);
  gimmik_solve_report report;
  if (status == GIMMIK_OK)
    status = bp5_run_solve(local, solve, solver, problem->rhs, problem->guess,
                           o, values, &report, error);
  double copy_gigabytes = 0.0;
  if (status == GIMMIK_OK)
    status = measure_copies(o, context, &copy_gigabytes, error);
  if (status == GIMMIK_OK) {
    double worst = nodal_error(problem, values);
    gather_figures(context, part, solver, &report, copy_gigabytes, all);
    if (rank == 0) print_results(o, part, solver, &report, worst, all);
  }
  if (status == GIMMIK_OK && o->profile) {
    gimmik_solver_set_profile(local, 1);
    status = bp5_run_solve(local, solve, solver, problem->rhs,
                           problem->guess, o, values, &report, error);
    if (status == GIMMIK_OK && rank == 0)
      bp5_print_profile(&report, stdout);
  }
  free(values);
  free(all);
  return status;
}

static gimmik_status bp5_across(const bp5_options *o, gimmik_error *error) {
  gimmik_context *context = NULL;
  gimmik_mesh *mesh = NULL;
  gimmik_numbering *numbering = NULL;
  gimmik_part *part = NULL;
  gimmik_parallel_solver *solver = NULL;
  bp5_problem problem;
  memset(&problem, 0, sizeof problem);
  gimmik_partition_options split;
  gimmik_partition_options_init(&split);
  split.method = (gimmik_partition_method)o->partition;
  /* auto: boundary first for every partition, which runs faster across
   * GPUs (docs/parallel.md) than a brick's global order without it. */
  if (o->overlap != 0) split.order = GIMMIK_PART_ORDER_BOUNDARY_FIRST;
  gimmik_solver_options solver_options = o->solver;
  solver_options.overlap = o->overlap != 0;
  gimmik_status status = open_context(o, &context, error);
  if (status == GIMMIK_OK)
    status = agree(bp5_make_mesh(o, &mesh, error), error);
  if (status == GIMMIK_OK)
    status = agree(gimmik_mesh_number(mesh, o->solver.points, NULL,
                                      &numbering, error), error);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_part(MPI_COMM_WORLD, mesh, numbering, &split,
                                  &part, error);
  if (status == GIMMIK_OK)
    status = agree(make_problem(mesh, numbering, part, &problem, error),
                   error);
  /* The whole mesh's numbering is no longer needed. */
  gimmik_numbering_destroy(numbering);
  if (status == GIMMIK_OK)
    status = gimmik_parallel_solver_create(
        MPI_COMM_WORLD, context, part, &solver_options,
        (gimmik_transport)o->transport, &solver, error);
  if (status == GIMMIK_OK)
    status = solve_and_report(o, context, part, solver, &problem, error);
  gimmik_parallel_solver_destroy(solver, NULL);
  bp5_problem_free(&problem);
  gimmik_part_destroy(part);
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(context, NULL);
  return status;
}

/* bp5_parse on every rank (they read the same arguments), only rank 0
 * printing the usage or what is wrong. */
static int parse_quietly(int argc, char **argv, bp5_options *options) {
  int saved[2] = {-1, -1};
  if (rank != 0) {
    int null = open("/dev/null", O_WRONLY);
    for (int stream = 0; stream < 2 && null >= 0; stream++) {
      fflush(stream ? stderr : stdout);
      saved[stream] = dup(stream + 1);
      dup2(null, stream + 1);
    }
    if (null >= 0) close(null);
  }
  int parsed = bp5_parse(argc, argv, 1, options);
  for (int stream = 0; stream < 2; stream++)
    if (saved[stream] >= 0) {
      fflush(stream ? stderr : stdout);
      dup2(saved[stream], stream + 1);
      close(saved[stream]);
    }
  return parsed;
}

int gimmikc_bp5_mpi(int argc, char **argv) {
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  bp5_options options;
  int parsed = parse_quietly(argc, argv, &options);
  if (parsed < 0) return EXIT_OK;
  if (!parsed) {
    if (rank == 0)
      fprintf(stderr, "(gimmikc-mpi bp5 --help shows the usage)\n");
    return EXIT_USAGE;
  }
  gimmik_error error;
  gimmik_error_init(&error);
  if (bp5_across(&options, &error) != GIMMIK_OK) {
    if (rank == 0) fprintf(stderr, "gimmikc-mpi bp5: %s\n", error.message);
    gimmik_error_clear(&error);
    return EXIT_BAD_INPUT;
  }
  return EXIT_OK;
}
