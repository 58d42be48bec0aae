/*
 * bp5.c: `gimmikc bp5`, the CEED BP5 benchmark through the solver loop
 * (gimmik/solver.h): -lap u = f for u = sin(pi x) sin(pi y) sin(pi z) on
 * a box or a Gmsh mesh, with u on the Dirichlet boundary; prints the
 * iterations, the residuals, the nodal error, the time per iteration,
 * GDOF.iterations/s over unique degrees of freedom and the iteration's
 * share of its memory roofline (its fewest bytes over the copy bandwidth
 * measured in the same run).
 */
#include "bp5.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "arguments.h"
#include "bandwidth.h"
#include "bp5_problem.h"
#include "gimmik/solver.h"
#include "options.h"

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
} bp5_options;

static void usage(FILE *stream) {
  fprintf(stream,
      "usage: gimmikc bp5 [options]\n"
      "  --points N            GLL points per direction (2..16, default 8)\n"
      "  --elements ExxEyxEz   a box of Ex x Ey x Ez elements on the unit\n"
      "                        cube (default 8x8x8)\n"
      "  --mesh FILE.msh       a Gmsh 4.1 mesh of hexahedra instead\n"
      "  --deform D            none, smooth[:A] or kershaw:EPS (boxes)\n"
      "  --geometry G          trilinear (recomputed, default) or stored\n"
      "  --solver S            cg (Nek's BP5, default) or fcg (cell-wise)\n"
      "  --dss M               auto (default), cascade, gather or direct\n"
      "  --layout B            fields in blocks of B elements, 0 element-\n"
      "                        major (default), or tune: the fastest of 0,\n"
      "                        16, 32 and 64 over a few iterations\n"
      "  --tolerance X         relative preconditioned residual (1e-8;\n"
      "                        f32: 1e-5)\n"
      "  --max-iterations K    (default 1000)\n"
      "  --backend B           cuda (default), opencl or c\n"
      "  --device SELECTOR     which device of the backend\n"
      "  --dtype T             f64 (default) or f32\n"
      "  --no-tune             use stored decisions or defaults only\n"
      "  --csv                 end with one line of comma-separated values\n"
      "  --profile             then solve again timing every kernel alone\n");
}

/* One option and its value; 0 on a usage error (printed). */
static int parse_option(const char *option, const char *value,
                        bp5_options *o) {
  static const char *const solvers[] = {"cg", "fcg"};
  static const char *const methods[] = {"auto", "cascade", "gather",
                                        "direct"};
  gimmik_error error;
  gimmik_error_init(&error);
  int choice;
  if (!strcmp(option, "--points"))
    return gimmikc_arg_int("bp5", option, value, 2, 16, &o->solver.points);
  if (!strcmp(option, "--elements"))
    return gimmikc_arg_box("bp5", option, value, o->box.elements);
  if (!strcmp(option, "--mesh")) return (o->mesh_path = value) != NULL;
  if (!strcmp(option, "--max-iterations"))
    return gimmikc_arg_int("bp5", option, value, 0, 1000000,
                           &o->max_iterations);
  if (!strcmp(option, "--device")) return (o->device = value) != NULL;
  if (!strcmp(option, "--layout")) {
    if (!strcmp(value, "tune")) {
      o->solver.layout_block = GIMMIK_SOLVER_LAYOUT_TUNE;
      return 1;
    }
    return gimmikc_arg_int("bp5", option, value, 0, 4096,
                           &o->solver.layout_block);
  }
  if (!strcmp(option, "--solver")) {
    if (!gimmikc_arg_word("bp5", option, value, solvers, 2, &choice)) return 0;
    o->solver.method = (gimmik_solver_method)choice;
    return 1;
  }
  if (!strcmp(option, "--dss")) {
    if (!gimmikc_arg_word("bp5", option, value, methods, 4, &choice)) return 0;
    o->solver.dss = (gimmik_dss_method)choice;
    return 1;
  }
  if (!strcmp(option, "--tolerance")) {
    if (gimmikc_parse_number(value, &o->tolerance) && o->tolerance >= 0.0)
      return 1;
    fprintf(stderr, "gimmikc bp5: --tolerance expects a number >= 0, got "
            "'%s'\n", value);
    return 0;
  }
  gimmik_status status = GIMMIK_OK;
  if (!strcmp(option, "--deform"))
    status = gimmik_deformation_parse(value, &o->box, &error);
  else if (!strcmp(option, "--geometry"))
    status = gimmik_axhelm_geometry_parse(value, &o->solver.geometry, &error);
  else if (!strcmp(option, "--backend"))
    status = gimmik_backend_parse(value, &o->backend, &error);
  else if (!strcmp(option, "--dtype"))
    status = gimmik_dtype_parse(value, &o->solver.dtype, &error);
  else {
    fprintf(stderr, "gimmikc bp5: unknown option '%s'\n", option);
    return 0;
  }
  if (status != GIMMIK_OK)
    fprintf(stderr, "gimmikc bp5: %s: %s\n", option, error.message);
  return status == GIMMIK_OK;
}

static int parse(int argc, char **argv, bp5_options *o) {
  memset(o, 0, sizeof *o);
  gimmik_solver_options_init(&o->solver);
  gimmik_box_options_init(&o->box);
  o->box.elements[0] = o->box.elements[1] = o->box.elements[2] = 8;
  o->backend = GIMMIK_BACKEND_CUDA;
  o->tolerance = -1.0;
  o->max_iterations = 1000;
  for (int i = 2; i < argc; i++) {
    const char *option = argv[i];
    if (!strcmp(option, "--help")) {
      usage(stdout);
      exit(EXIT_OK);
    }
    if (!strcmp(option, "--no-tune")) o->solver.tune = 0;
    else if (!strcmp(option, "--csv")) o->csv = 1;
    else if (!strcmp(option, "--profile")) o->profile = 1;
    else if (i + 1 == argc) {
      fprintf(stderr, "gimmikc bp5: %s needs a value\n", option);
      return 0;
    } else if (!parse_option(option, argv[++i], o))
      return 0;
  }
  /* Single precision stalls near 1e-7 of the first residual. */
  if (o->tolerance < 0.0)
    o->tolerance = o->solver.dtype == GIMMIK_F32 ? 1e-5 : 1e-8;
  return 1;
}

static double seconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec + 1e-9 * now.tv_nsec;
}

/* On a terminal, a line a second while the solve runs. */
typedef struct progress_state {
  double last;
} progress_state;

static void progress(void *data, int iteration, double residual) {
  progress_state *state = data;
  double now = seconds_now();
  if (now - state->last < 1.0) return;
  state->last = now;
  fprintf(stderr, "\rbp5: iteration %d, residual %.3e   ", iteration,
          residual);
}

static gimmik_status make_mesh(const bp5_options *o, gimmik_mesh **mesh,
                               gimmik_error *error) {
  if (o->mesh_path) return gimmik_mesh_read_gmsh(o->mesh_path, mesh, error);
  return gimmik_mesh_create_box(&o->box, mesh, error);
}

/* The problem on the device and its solve; `values` gets the solution. */
static gimmik_status run_solve(gimmik_solver *solver, const bp5_problem *p,
                               const bp5_options *o, double *values,
                               gimmik_solve_report *report,
                               gimmik_error *error) {
  void *rhs = NULL, *x = NULL;
  gimmik_status status = gimmik_solver_field_alloc(solver, &rhs, error);
  if (status == GIMMIK_OK) status = gimmik_solver_field_alloc(solver, &x, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_write(solver, rhs, p->rhs, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_write(solver, x, p->guess, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_solve(solver, rhs, x, o->tolerance,
                                 o->max_iterations, report, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_read(solver, x, values, error);
  if (rhs) gimmik_solver_field_free(solver, rhs, NULL);
  if (x) gimmik_solver_field_free(solver, x, NULL);
  return status;
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
  printf("bp5: %s, %s, N = %d, %s geometry, %s, %s\n",
         gimmik_context_device_name(context),
         gimmik_dtype_name(o->solver.dtype), o->solver.points,
         gimmik_axhelm_geometry_name(o->solver.geometry),
         o->solver.method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
         o->mesh_path ? o->mesh_path : "box");
  printf("  unique dofs          %.0f (%lld local)\n", unique,
         gimmik_numbering_local_count(numbering));
  printf("  iterations           %d (%s)\n", report->iterations,
         report->converged ? "converged" : "not converged");
  printf("  residual             %.3e of %.3e (relative %.3e)\n",
         report->residual, report->first_residual,
         report->residual / report->first_residual);
  printf("  max nodal error      %.3e\n", error);
  printf("  time per iteration   %.4f ms\n", per_iteration * 1e3);
  printf("  GDOF.iterations/s    %.2f\n", gdofs);
  printf("  bytes per iteration  %.4g (copy bandwidth %.1f GB/s)\n", bytes,
         copy_gigabytes);
  printf("  of memory roofline   %.1f%%\n", 100.0 * roofline / per_iteration);
  gimmik_solver_print_kernels(solver, stdout);
  if (o->csv)
    printf("csv,%s,%s,%d,%s,%s,%.0f,%d,%.6e,%.6e,%.6e,%.4f,%.4f,%.6e,%.2f,"
           "%.2f,%d\n",
           gimmik_dtype_name(o->solver.dtype),
           gimmik_backend_name(o->backend), o->solver.points,
           gimmik_axhelm_geometry_name(o->solver.geometry),
           o->solver.method == GIMMIK_SOLVER_FCG ? "fcg" : "cg", unique,
           report->iterations, report->residual / report->first_residual,
           error, per_iteration * 1e3, gdofs, copy_gigabytes, bytes,
           100.0 * roofline / per_iteration, seconds,
           gimmik_solver_layout_block(solver));
}

/* Milliseconds an iteration spends in each kind of kernel, alone. */
static void print_profile(const gimmik_solve_report *report) {
  static const char *const names[GIMMIK_PHASES] = {
      "operator", "dss", "update", "preconditioned"};
  double total = 0.0;
  for (int phase = 0; phase < GIMMIK_PHASES; phase++)
    total += report->phase_milliseconds[phase];
  printf("  profile (ms an iteration, each kernel alone):");
  for (int phase = 0; phase < GIMMIK_PHASES; phase++)
    if (report->phase_milliseconds[phase] > 0.0)
      printf(" %s %.4f", names[phase], report->phase_milliseconds[phase]);
  printf(" (sum %.4f)\n", total);
}

static gimmik_status bp5(const bp5_options *o, gimmik_error *error) {
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = o->backend;
  context_options.device = o->device;
  gimmik_context *context = NULL;
  gimmik_mesh *mesh = NULL;
  gimmik_solver *solver = NULL;
  bp5_problem problem = {0};
  double *values = NULL;
  double copy_gigabytes = 0.0;
  progress_state state = {seconds_now()};
  bp5_options chosen = *o;
  if (isatty(STDERR_FILENO)) {
    chosen.solver.progress = progress;
    chosen.solver.progress_data = &state;
  }
  gimmik_status status = gimmik_context_create(&context_options, &context,
                                               error);
  if (status == GIMMIK_OK) status = make_mesh(o, &mesh, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_create(context, mesh, &chosen.solver, &solver,
                                  error);
  if (status == GIMMIK_OK)
    status = bp5_problem_make(mesh, gimmik_solver_numbering(solver),
                              &problem, error);
  if (status == GIMMIK_OK &&
      !(values = malloc((size_t)problem.local * sizeof *values)))
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_solve_report report;
  if (status == GIMMIK_OK)
    status = run_solve(solver, &problem, o, values, &report, error);
  if (state.last > 0 && chosen.solver.progress) fprintf(stderr, "\r%60s\r", "");
  size_t copy_bytes = o->backend == GIMMIK_BACKEND_CUDA ? (size_t)1 << 30
                                                        : (size_t)64 << 20;
  if (status == GIMMIK_OK)
    status = gimmik_copy_bandwidth(context, copy_bytes, 20, &copy_gigabytes,
                                   error);
  if (status == GIMMIK_OK)
    print_results(o, context, solver, &report,
                  bp5_max_error(&problem, values), copy_gigabytes);
  if (status == GIMMIK_OK && o->profile) {
    gimmik_solver_set_profile(solver, 1);
    status = run_solve(solver, &problem, o, values, &report, error);
    if (status == GIMMIK_OK) print_profile(&report);
  }
  free(values);
  bp5_problem_free(&problem);
  gimmik_solver_destroy(solver, NULL);
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(context, NULL);
  return status;
}

int gimmikc_bp5(int argc, char **argv) {
  bp5_options options;
  if (!parse(argc, argv, &options)) {
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
