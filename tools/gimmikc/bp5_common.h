/*
 * bp5_common.h: what `gimmikc bp5` (bp5.c) and `gimmikc-mpi bp5`
 * (bp5_mpi.c) share: their options, the mesh, the solve on the device's
 * fields and the profile's line.
 */
#ifndef GIMMIKC_BP5_COMMON_H
#define GIMMIKC_BP5_COMMON_H

#include <stdio.h>

#include "bp5_problem.h"
#include "gimmik/solver.h"

typedef struct bp5_options {
  gimmik_solver_options solver;
  gimmik_box_options box;
  const char *mesh_path;
  gimmik_backend backend;
  const char *device;
  double tolerance;
  int max_iterations;
  int csv;            /* one line of comma-separated values at the end */
  int profile;        /* a second solve, every kernel timed alone */
  int both_scalars;   /* --scalars both: device scalars, then host */
  int verbose;        /* every tuning candidate's time to stderr */
  /* gimmikc-mpi only (across = 1): */
  int across;
  int devices;        /* a node's GPUs: rank uses local rank % devices;
                         0: its local rank */
  int partition;      /* gimmik_partition_method */
  int transport;      /* gimmik_transport */
  int overlap;        /* 0: off; 1: boundary elements first, overlapped;
                         2 (auto): the partition's own order, overlapped
                         where that puts them first */
} bp5_options;

/* argv[2..] into `o` (argv[1] is "bp5"); `across` allows the options of
 * gimmikc-mpi.  1: read; 0: a usage error (printed); -1: --help, the
 * usage printed. */
int bp5_parse(int argc, char **argv, int across, bp5_options *o);

gimmik_status bp5_make_mesh(const bp5_options *o, gimmik_mesh **mesh,
                            gimmik_error *error);

/* A solve of `solver`'s handle (gimmik_solver_solve's arguments). */
typedef gimmik_status (*bp5_solve_call)(void *solver, const void *rhs,
                                        void *x, double tolerance,
                                        int max_iterations,
                                        gimmik_solve_report *report,
                                        gimmik_error *error);

/* rhs and the guess (host values, `solver`'s local nodes) on the
 * device, `solve(handle, ...)`, and the solution back in `values`. */
gimmik_status bp5_run_solve(gimmik_solver *solver, bp5_solve_call solve,
                            void *handle, const double *rhs,
                            const double *guess, const bp5_options *o,
                            double *values, gimmik_solve_report *report,
                            gimmik_error *error);

/* The rest of the report's first line: dtype, N, geometry, method and
 * mesh; and the iterations, the residuals and the nodal error, a line
 * each. */
void bp5_print_problem(const bp5_options *o, FILE *stream);
void bp5_print_solve(const gimmik_solve_report *report, double error,
                     FILE *stream);

/* "  profile (ms an iteration, each kernel alone): ..." */
void bp5_print_profile(const gimmik_solve_report *report, FILE *stream);

/* Seconds of the monotonic clock. */
double bp5_seconds(void);

#endif
