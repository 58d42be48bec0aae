/*
 * test_scalars.c: the two paths of gimmik/solver.h's scalars give the
 * same solves bit for bit.  The host path forms alpha and beta on the
 * host; the device path forms them on the device and queues iteration
 * k + 1 before it learns iteration k's residual.  For CG and FCG in f64
 * and f32, both paths' iteration counts, residual histories (the
 * report's and the progress calls'), reports and x must be the same
 * bits: a converging solve (element-major and blocked, and profiled),
 * max_iterations reached (0, 1 and a few), convergence at the first
 * check, zero right-hand sides (with a zero and a nonzero guess), a
 * solve whose residual is exactly 0 after one iteration (the iteration
 * queued past it divides 0 by 0), and an operator that is not positive
 * definite (the same error and report).  Tuned, the device path's
 * kernels (scalars in memory) share their decisions with the host
 * path's: a context that never tunes finds every one of them, and the
 * solves stay the same bits.  Then the choice of the path: auto picks
 * device on a mesh, a part refuses device, a bad value is named.
 * usage: test_scalars c | opencl | cuda   (77: no such device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp5_problem.h"
#include "check.h"
#include "gimmik/hex_mesh.h"
#include "gimmik/solver.h"
#include "scratch_context.h"

enum { MAX_CALLS = 600 };

static gimmik_context *context;
static FILE *listing;     /* where run() prints the solver's kernels */

/* The progress calls of one solve. */
typedef struct calls {
  int count;
  int iteration[MAX_CALLS];
  double residual[MAX_CALLS];
} calls;

static void progress(void *data, int iteration, double residual) {
  calls *made = data;
  if (made->count < MAX_CALLS) {
    made->iteration[made->count] = iteration;
    made->residual[made->count] = residual;
  }
  made->count++;
}

/* What one solve gave. */
typedef struct solved {
  gimmik_status status;
  char message[GIMMIK_ERROR_MESSAGE_SIZE];
  gimmik_solve_report report;
  double *history;      /* a copy of the report's */
  calls progress;
  double *x;            /* element-major */
} solved;

static void release(solved *s) {
  free(s->history);
  free(s->x);
}

/* A problem: the mesh, host values of b and the guess, the stop. */
typedef struct problem {
  const char *label;
  const gimmik_mesh *mesh;
  const double *b, *guess;
  long long local;
  double tolerance;
  int max_iterations;
} problem;

static gimmik_mesh *box(int e, const char *deformation) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = options.elements[1] = options.elements[2] = e;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_deformation_parse(deformation, &options, &error), &error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  return mesh;
}

static solved run(const problem *p, gimmik_solver_options options) {
  solved out;
  memset(&out, 0, sizeof out);
  options.progress = progress;
  options.progress_data = &out.progress;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver *solver = NULL;
  CHECK_OK(gimmik_solver_create(context, p->mesh, &options, &solver, &error),
           &error);
  if (!solver) {
    out.status = GIMMIK_ERROR_BACKEND;
    return out;
  }
  void *b = NULL, *x = NULL;
  CHECK_OK(gimmik_solver_field_alloc(solver, &b, &error), &error);
  CHECK_OK(gimmik_solver_field_alloc(solver, &x, &error), &error);
  CHECK_OK(gimmik_solver_field_write(solver, b, p->b, &error), &error);
  CHECK_OK(gimmik_solver_field_write(solver, x, p->guess, &error), &error);
  out.status = gimmik_solver_solve(solver, b, x, p->tolerance,
                                   p->max_iterations, &out.report, &error);
  snprintf(out.message, sizeof out.message, "%s", error.message);
  gimmik_error_clear(&error);
  size_t count = (size_t)out.report.history_count;
  out.history = malloc((count ? count : 1) * sizeof(double));
  if (count) memcpy(out.history, out.report.history, count * sizeof(double));
  out.x = malloc((size_t)p->local * sizeof(double));
  CHECK_OK(gimmik_solver_field_read(solver, x, out.x, &error), &error);
  gimmik_solver_field_free(solver, b, NULL);
  gimmik_solver_field_free(solver, x, NULL);
  if (listing) gimmik_solver_print_kernels(solver, listing);
  gimmik_solver_destroy(solver, NULL);
  return out;
}

static gimmik_solver_options options_of(int points, gimmik_dtype dtype,
                                        gimmik_solver_method method,
                                        gimmik_solver_scalars scalars) {
  gimmik_solver_options options;
  gimmik_solver_options_init(&options);
  options.points = points;
  options.dtype = dtype;
  options.method = method;
  options.scalars = scalars;
  options.tune = 0;
  return options;
}

static int same_bits(const void *a, const void *b, size_t bytes) {
  return bytes == 0 || (a && b && memcmp(a, b, bytes) == 0);
}

/* The reports agree but for the time taken and the path. */
static int same_report(const gimmik_solve_report *a,
                       const gimmik_solve_report *b) {
  return a->iterations == b->iterations && a->converged == b->converged &&
         same_bits(&a->first_residual, &b->first_residual, sizeof(double)) &&
         same_bits(&a->residual, &b->residual, sizeof(double)) &&
         a->history_count == b->history_count;
}

/* Both paths of `options` on `p`: the same status (and message), report,
 * history, progress calls and, where the solve succeeded, x. */
static void compare_paths(const problem *p, gimmik_solver_options options,
                          const char *what) {
  options.scalars = GIMMIK_SOLVER_SCALARS_HOST;
  solved host = run(p, options);
  options.scalars = GIMMIK_SOLVER_SCALARS_DEVICE;
  solved device = run(p, options);
  int ok = host.status == device.status &&
           !strcmp(host.message, device.message);
  CHECK(host.status == device.status);
  CHECK(strcmp(host.message, device.message) == 0);
  CHECK(host.report.scalars == GIMMIK_SOLVER_SCALARS_HOST);
  CHECK(device.report.scalars == GIMMIK_SOLVER_SCALARS_DEVICE);
  int reports = same_report(&host.report, &device.report) &&
                same_bits(host.history, device.history,
                          (size_t)host.report.history_count * sizeof(double));
  CHECK(reports);
  int progress = host.progress.count == device.progress.count &&
                 host.progress.count <= MAX_CALLS &&
                 same_bits(host.progress.iteration, device.progress.iteration,
                           (size_t)host.progress.count * sizeof(int)) &&
                 same_bits(host.progress.residual, device.progress.residual,
                           (size_t)host.progress.count * sizeof(double));
  CHECK(progress);
  CHECK(host.progress.count == host.report.iterations);
  int xs = 1;
  if (host.status == GIMMIK_OK) {
    xs = same_bits(host.x, device.x, (size_t)p->local * sizeof(double));
    CHECK(xs);
    long long bad = 0;
    for (long long i = 0; i < p->local; i++) bad += !isfinite(device.x[i]);
    CHECK(bad == 0);
  }
  printf("%-26s %-3s %s %-22s %3d iterations, residual %.3e, %s%s\n",
         p->label, options.method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
         gimmik_dtype_name(options.dtype), what, device.report.iterations,
         device.report.residual,
         ok && reports && progress && xs ? "the same bits" : "DIFFERENT",
         host.status == GIMMIK_OK ? "" : " (error on both)");
  if (host.status != GIMMIK_OK) printf("  %s\n", host.message);
  release(&host);
  release(&device);
}

static double *zeros(long long count) {
  return calloc((size_t)count, sizeof(double));
}

/* A smooth box under BP5's problem: converging, capped, converged at
 * the first check, and zero right-hand sides. */
static void test_bp5(gimmik_solver_method method, gimmik_dtype dtype) {
  gimmik_mesh *mesh = box(3, "smooth");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  bp5_problem bp5;
  CHECK_OK(bp5_problem_make(mesh, numbering, &bp5, &error), &error);
  double *none = zeros(bp5.local);
  double tolerance = dtype == GIMMIK_F64 ? 1e-10 : 1e-5;
  gimmik_solver_options options = options_of(3, dtype, method,
                                             GIMMIK_SOLVER_SCALARS_HOST);
  problem p = {"smooth 3^3 N=3", mesh, bp5.rhs, bp5.guess, bp5.local,
               tolerance, 500};
  compare_paths(&p, options, "converging");
  options.layout_block = 4;
  compare_paths(&p, options, "in blocks of 4");
  options.layout_block = 0;
  options.profile = 1;
  compare_paths(&p, options, "profiled");
  options.profile = 0;
  static const int caps[] = {0, 1, 5};
  for (int c = 0; c < 3; c++) {
    char what[48];
    snprintf(what, sizeof what, "max_iterations %d", caps[c]);
    p.tolerance = 0.0;
    p.max_iterations = caps[c];
    compare_paths(&p, options, what);
  }
  p.tolerance = 2.0;
  p.max_iterations = 500;
  compare_paths(&p, options, "converged at the start");
  p.tolerance = tolerance;
  p.b = none;
  compare_paths(&p, options, "b = 0");
  p.guess = none;
  compare_paths(&p, options, "b = 0, x = 0");
  free(none);
  bp5_problem_free(&bp5);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

/* b = D/m at every copy: D the assembled diagonal (each element's
 * diagonal summed over the copies), m the multiplicity.  On the
 * undeformed 2^3 box at N = 2 every element's diagonal is 3/8 and
 * fl(fl(1/D) D) = 1, so from x = 0 the first direction is exactly 1
 * where d is not 0. */
static double *diagonal_rhs(const gimmik_mesh *mesh,
                            const gimmik_numbering *numbering) {
  gimmik_error error;
  gimmik_error_init(&error);
  long long local = gimmik_numbering_local_count(numbering);
  long long unique = gimmik_numbering_unique_count(numbering);
  const long long *ids = gimmik_numbering_global_ids(numbering);
  const int *copies = gimmik_numbering_multiplicity(numbering);
  double *diagonal = malloc((size_t)local * sizeof *diagonal);
  double *assembled = zeros(unique);
  CHECK_OK(gimmik_hex_operator_diagonal(2, gimmik_mesh_elements(mesh),
                                        gimmik_mesh_vertices(mesh), 1.0, 0.0,
                                        GIMMIK_F64, diagonal, &error),
           &error);
  for (long long i = 0; i < local; i++) assembled[ids[i]] += diagonal[i];
  for (long long i = 0; i < local; i++)
    diagonal[i] = assembled[ids[i]] / copies[i];
  free(assembled);
  return diagonal;
}

/* With the whole boundary Dirichlet the box has one unknown: rho = p.Ap
 * after one step, alpha = 1 and the residual exactly 0.  The iteration
 * the device path queued past it forms 0/0; neither x nor the report
 * may see it. */
static void test_exact_step(gimmik_solver_method method, gimmik_dtype dtype) {
  gimmik_mesh *mesh = box(2, "none");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 2, NULL, &numbering, &error), &error);
  long long local = gimmik_numbering_local_count(numbering);
  double *b = diagonal_rhs(mesh, numbering), *guess = zeros(local);
  problem p = {"one unknown, exact", mesh, b, guess, local, 0.0, 20};
  gimmik_solver_options options = options_of(2, dtype, method,
                                             GIMMIK_SOLVER_SCALARS_DEVICE);
  solved device = run(&p, options);
  CHECK(device.status == GIMMIK_OK && device.report.iterations == 1 &&
        device.report.residual == 0.0 && device.report.converged);
  release(&device);
  compare_paths(&p, options, "residual 0 at once");
  free(b);
  free(guess);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

/* Without a Dirichlet boundary the operator only is semi-definite: the
 * first direction is the constant 1, whose p.Ap is exactly 0 at N = 2
 * (the rows of D sum to 0 exactly). */
static void test_not_positive_definite(gimmik_solver_method method,
                                       gimmik_dtype dtype) {
  gimmik_mesh *mesh = box(2, "none");
  gimmik_error error;
  gimmik_error_init(&error);
  const gimmik_dirichlet nowhere = {0, NULL, 0, NULL};
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 2, &nowhere, &numbering, &error),
           &error);
  long long local = gimmik_numbering_local_count(numbering);
  double *b = diagonal_rhs(mesh, numbering), *guess = zeros(local);
  problem p = {"no Dirichlet boundary", mesh, b, guess, local, 1e-8, 20};
  gimmik_solver_options options = options_of(2, dtype, method,
                                             GIMMIK_SOLVER_SCALARS_DEVICE);
  options.dirichlet = &nowhere;
  solved device = run(&p, options);
  CHECK(device.status == GIMMIK_ERROR_INPUT);
  CHECK(strstr(device.message, "not positive definite") &&
        strstr(device.message, "p.Ap = 0"));
  CHECK(device.report.iterations == 0 && device.report.history_count == 1 &&
        !device.report.converged);
  release(&device);
  compare_paths(&p, options, "p.Ap = 0");
  free(b);
  free(guess);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

/* Lines of `file` (rewound first) that hold `text`. */
static int count_lines(FILE *file, const char *text) {
  char line[256];
  int count = 0;
  rewind(file);
  while (fgets(line, sizeof line, file)) count += strstr(line, text) != NULL;
  return count;
}

/* The device path tunes its kernels; a context on the same cache that
 * never tunes then gives the host path the same decisions (the kernels
 * with scalars as arguments are other binaries of the same problems),
 * and both solve alike. */
static void test_tuned(gimmik_backend backend) {
  gimmik_error error;
  gimmik_error_init(&error);
  scratch_context tuning;
  CHECK_OK(scratch_context_open_tuning(backend, NULL, &tuning, &error),
           &error);
  gimmik_context_options never;
  gimmik_context_options_init(&never);
  never.backend = backend;
  never.cache_dir = tuning.folder;
  never.tuning = GIMMIK_TUNE_NEVER;
  gimmik_context *decided = NULL;
  CHECK_OK(gimmik_context_create(&never, &decided, &error), &error);
  gimmik_mesh *mesh = box(3, "smooth");
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  bp5_problem bp5;
  CHECK_OK(bp5_problem_make(mesh, numbering, &bp5, &error), &error);
  problem p = {"smooth 3^3 N=3, tuned", mesh, bp5.rhs, bp5.guess, bp5.local,
               1e-10, 500};
  gimmik_solver_options options = options_of(
      3, GIMMIK_F64, GIMMIK_SOLVER_CG, GIMMIK_SOLVER_SCALARS_DEVICE);
  options.tune = 1;
  gimmik_context *untuned = context;
  FILE *kernels[2] = {tmpfile(), tmpfile()};
  context = tuning.context;
  listing = kernels[0];
  solved device = run(&p, options);
  context = decided;
  listing = kernels[1];
  options.scalars = GIMMIK_SOLVER_SCALARS_HOST;
  solved host = run(&p, options);
  listing = NULL;
  context = untuned;
  int tuned[2] = {count_lines(kernels[0], "(tuned)"),
                  count_lines(kernels[1], "(tuned)")};
  printf("tuned: %d kernels of the device path, %d of the host path "
         "found decided\n", tuned[0], tuned[1]);
  CHECK(tuned[0] >= 5 && tuned[1] == tuned[0]);
  CHECK(device.status == GIMMIK_OK && host.status == GIMMIK_OK &&
        same_report(&host.report, &device.report));
  CHECK(same_bits(host.history, device.history,
                  (size_t)host.report.history_count * sizeof(double)));
  CHECK(same_bits(host.x, device.x, (size_t)p.local * sizeof(double)));
  release(&device);
  release(&host);
  for (int f = 0; f < 2; f++) fclose(kernels[f]);
  bp5_problem_free(&bp5);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
  gimmik_context_destroy(decided, NULL);
  scratch_context_close(&tuning);
}

/* auto is device on a mesh (and says so); device on a part is refused
 * before anything is made; an unknown path is named. */
static void test_choice(void) {
  gimmik_mesh *mesh = box(2, "none");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver_options options = options_of(
      3, GIMMIK_F64, GIMMIK_SOLVER_CG, GIMMIK_SOLVER_SCALARS_AUTO);
  gimmik_solver *solver = NULL;
  CHECK_OK(gimmik_solver_create(context, mesh, &options, &solver, &error),
           &error);
  if (solver) {
    CHECK(gimmik_solver_scalars_used(solver) == GIMMIK_SOLVER_SCALARS_DEVICE);
    gimmik_solver_print_kernels(solver, stdout);
    gimmik_solver_destroy(solver, NULL);
  }
  options.scalars = GIMMIK_SOLVER_SCALARS_HOST;
  CHECK_OK(gimmik_solver_create(context, mesh, &options, &solver, &error),
           &error);
  if (solver) {
    CHECK(gimmik_solver_scalars_used(solver) == GIMMIK_SOLVER_SCALARS_HOST);
    gimmik_solver_destroy(solver, NULL);
  }
  CHECK(!strcmp(gimmik_solver_scalars_name(GIMMIK_SOLVER_SCALARS_DEVICE),
                "device"));
  options.scalars = (gimmik_solver_scalars)7;
  CHECK_FAILS(gimmik_solver_create(context, mesh, &options, &solver, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "scalars = 7");
  CHECK(solver == NULL);

  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, 3, NULL, &numbering, &error), &error);
  gimmik_dss_options dss_options;
  gimmik_dss_options_init(&dss_options);
  gimmik_dss *dss = NULL;
  CHECK_OK(gimmik_dss_create(context, mesh, numbering, &dss_options, &dss,
                             &error), &error);
  gimmik_solver_part part = {0};
  part.elements = gimmik_mesh_elements(mesh);
  part.vertices = gimmik_mesh_vertices(mesh);
  part.mask = gimmik_numbering_mask(numbering);
  part.dss = dss;
  options.scalars = GIMMIK_SOLVER_SCALARS_DEVICE;
  CHECK_FAILS(gimmik_solver_create_part(context, &part, &options, &solver,
                                        &error),
              &error, GIMMIK_ERROR_UNSUPPORTED, "GIMMIK_SOLVER_SCALARS_DEVICE");
  CHECK(solver == NULL);
  options.scalars = GIMMIK_SOLVER_SCALARS_AUTO;
  CHECK_OK(gimmik_solver_create_part(context, &part, &options, &solver,
                                     &error), &error);
  if (solver) {
    CHECK(gimmik_solver_scalars_used(solver) == GIMMIK_SOLVER_SCALARS_HOST);
    gimmik_solver_destroy(solver, NULL);
  }
  gimmik_dss_destroy(dss, NULL);
  gimmik_numbering_destroy(numbering);
  gimmik_mesh_destroy(mesh);
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  for (int method = 0; method < 2; method++)
    for (int dtype = 0; dtype < 2; dtype++) {
      gimmik_solver_method m = (gimmik_solver_method)method;
      gimmik_dtype t = (gimmik_dtype)dtype;
      test_bp5(m, t);
      test_exact_step(m, t);
      test_not_positive_definite(m, t);
    }
  test_tuned(backend);
  test_choice();
  scratch_context_close(&scratch);
  return check_finish("test_scalars");
}
