/*
 * test_cg.c: the solves of gimmik/solver.h on a device against the CPU
 * reference of the same methods (tests/support/cg_reference.h): the same
 * iteration counts and residual histories, on a deformed box (stored and
 * recomputed geometry) and a Gmsh mesh; FCG within two iterations of CG;
 * spectral convergence of the BP5 manufactured solution (the error falls
 * exponentially with N at a fixed mesh, as h^N under refinement); the
 * blocked layouts (given, and tuned) give the element-major iterations;
 * bad arguments.
 * usage: test_cg c | opencl | cuda   (77: no such device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp5_problem.h"
#include "cg_reference.h"
#include "check.h"
#include "gimmik/solver.h"
#include "scratch_context.h"

static gimmik_context *context;

static gimmik_mesh *box(int ex, int ey, int ez, const char *deformation) {
  gimmik_box_options options;
  gimmik_box_options_init(&options);
  options.elements[0] = ex;
  options.elements[1] = ey;
  options.elements[2] = ez;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_deformation_parse(deformation, &options, &error), &error);
  gimmik_mesh *mesh = NULL;
  CHECK_OK(gimmik_mesh_create_box(&options, &mesh, &error), &error);
  return mesh;
}

typedef struct solved {
  gimmik_solve_report report;
  double *history;      /* a copy of the report's */
  double error;         /* max |x - u| */
  double *solution;     /* x, element-major */
} solved;

static void release(solved *s) {
  free(s->history);
  free(s->solution);
}

/* BP5 on the device, from the manufactured problem's guess. */
static solved solve(const gimmik_mesh *mesh, gimmik_solver_options options,
                    double tolerance) {
  solved out;
  memset(&out, 0, sizeof out);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver *solver = NULL;
  CHECK_OK(gimmik_solver_create(context, mesh, &options, &solver, &error),
           &error);
  if (!solver) return out;
  bp5_problem problem;
  CHECK_OK(bp5_problem_make(mesh, gimmik_solver_numbering(solver), &problem,
                            &error), &error);
  void *rhs = NULL, *x = NULL;
  CHECK_OK(gimmik_solver_field_alloc(solver, &rhs, &error), &error);
  CHECK_OK(gimmik_solver_field_alloc(solver, &x, &error), &error);
  CHECK_OK(gimmik_solver_field_write(solver, rhs, problem.rhs, &error),
           &error);
  CHECK_OK(gimmik_solver_field_write(solver, x, problem.guess, &error),
           &error);
  CHECK_OK(gimmik_solver_solve(solver, rhs, x, tolerance, 500, &out.report,
                               &error), &error);
  out.history = malloc((size_t)out.report.history_count * sizeof(double));
  memcpy(out.history, out.report.history,
         (size_t)out.report.history_count * sizeof(double));
  double *values = malloc((size_t)problem.local * sizeof *values);
  CHECK_OK(gimmik_solver_field_read(solver, x, values, &error), &error);
  out.error = bp5_max_error(&problem, values);
  out.solution = values;
  gimmik_solver_field_free(solver, rhs, NULL);
  gimmik_solver_field_free(solver, x, NULL);
  bp5_problem_free(&problem);
  gimmik_solver_destroy(solver, NULL);
  return out;
}

static gimmik_solver_options options_of(int points, gimmik_dtype dtype,
                                        gimmik_axhelm_geometry geometry,
                                        gimmik_solver_method method) {
  gimmik_solver_options options;
  gimmik_solver_options_init(&options);
  options.points = points;
  options.dtype = dtype;
  options.geometry = geometry;
  options.method = method;
  options.tune = 0;
  return options;
}

/* The device's solve and the reference's take the same iterations and
 * their residuals agree, iteration by iteration. */
static void check_against_reference(const gimmik_mesh *mesh, const char *label,
                                    gimmik_solver_options options) {
  gimmik_error error;
  gimmik_error_init(&error);
  const double tolerance = 1e-8;
  solved device = solve(mesh, options, tolerance);
  gimmik_numbering *numbering = NULL;
  CHECK_OK(gimmik_mesh_number(mesh, options.points, NULL, &numbering, &error),
           &error);
  bp5_problem problem;
  CHECK_OK(bp5_problem_make(mesh, numbering, &problem, &error), &error);
  cg_reference_result reference;
  CHECK_OK(cg_reference_solve(mesh, numbering, options.method, problem.rhs,
                              problem.guess, tolerance, 500, &reference,
                              &error), &error);
  double scale = options.dtype == GIMMIK_F64 ? 1e-7 : 1e-2;
  double worst = 0.0;
  int compared = device.report.history_count < reference.iterations + 1
                     ? device.report.history_count
                     : reference.iterations + 1;
  for (int k = 0; k < compared; k++) {
    double gap = fabs(device.history[k] - reference.history[k]) /
                 reference.history[0];
    if (!(gap <= worst)) worst = gap;
  }
  if (options.dtype == GIMMIK_F64) {
    /* The sums of DSS and of the inner products run in other orders: an
     * ill-conditioned solve (Kershaw) may cross the tolerance one
     * iteration apart, its residuals still within rounding of the
     * reference's (relative to the first). */
    CHECK(abs(device.report.iterations - reference.iterations) <= 1);
    CHECK(worst < scale);
  } else {
    /* Single precision takes its own path near the tolerance. */
    CHECK(abs(device.report.iterations - reference.iterations) <= 3);
    CHECK(worst < scale);
  }
  CHECK(device.report.converged || options.dtype == GIMMIK_F32);
  printf("%-30s %-3s %-9s %s N=%d: %d iterations (reference %d), "
         "histories within %.1e, error %.2e\n",
         label, options.method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
         gimmik_axhelm_geometry_name(options.geometry),
         gimmik_dtype_name(options.dtype), options.points,
         device.report.iterations, reference.iterations, worst, device.error);
  release(&device);
  free(reference.history);
  bp5_problem_free(&problem);
  gimmik_numbering_destroy(numbering);
}

static void test_against_reference(void) {
  gimmik_mesh *kershaw = box(6, 2, 2, "kershaw:0.6");
  for (int method = 0; method < 2; method++)
    for (int geometry = 0; geometry < 2; geometry++)
      check_against_reference(
          kershaw, "kershaw 6x2x2",
          options_of(4, GIMMIK_F64,
                     geometry ? GIMMIK_AXHELM_TRILINEAR : GIMMIK_AXHELM_STORED,
                     (gimmik_solver_method)method));
  check_against_reference(kershaw, "kershaw 6x2x2",
                          options_of(3, GIMMIK_F32, GIMMIK_AXHELM_TRILINEAR,
                                     GIMMIK_SOLVER_CG));
  gimmik_solver_options gather = options_of(3, GIMMIK_F64,
                                            GIMMIK_AXHELM_TRILINEAR,
                                            GIMMIK_SOLVER_CG);
  gather.dss = GIMMIK_DSS_GATHER_SCATTER;
  check_against_reference(kershaw, "kershaw 6x2x2 gather-scatter", gather);
  gimmik_mesh_destroy(kershaw);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_mesh *gmsh = NULL;
  CHECK_OK(gimmik_mesh_read_gmsh("mesh/data/subdivided.msh", &gmsh, &error),
           &error);
  if (!gmsh) return;
  for (int method = 0; method < 2; method++)
    check_against_reference(gmsh, "gmsh subdivided",
                            options_of(3, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR,
                                       (gimmik_solver_method)method));
  gimmik_mesh_destroy(gmsh);
}

/* FCG's Krylov scalars are CG's: the counts agree within two. */
static void test_fcg_matches_cg(void) {
  gimmik_mesh *mesh = box(4, 3, 3, "smooth");
  for (int n = 3; n <= 5; n += 2) {
    solved cg = solve(mesh, options_of(n, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR,
                                       GIMMIK_SOLVER_CG), 1e-10);
    solved fcg = solve(mesh, options_of(n, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR,
                                        GIMMIK_SOLVER_FCG), 1e-10);
    printf("smooth 4x3x3 N=%d: CG %d, FCG %d iterations\n", n,
           cg.report.iterations, fcg.report.iterations);
    CHECK(abs(cg.report.iterations - fcg.report.iterations) <= 2);
    CHECK(fabs(cg.error - fcg.error) <= 1e-8);
    release(&cg);
    release(&fcg);
  }
  gimmik_mesh_destroy(mesh);
}

/* At a fixed mesh the error falls exponentially with N; at a fixed N it
 * falls as h^N under refinement (polynomials of degree N - 1). */
static void test_spectral_convergence(void) {
  gimmik_mesh *mesh = box(2, 2, 2, "smooth");
  double previous = 0.0;
  for (int n = 3; n <= 7; n++) {
    solved s = solve(mesh, options_of(n, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR,
                                      GIMMIK_SOLVER_CG), 1e-12);
    printf("spectral: 2x2x2 N=%d error %.3e\n", n, s.error);
    if (n > 3) CHECK(s.error < 0.5 * previous);
    previous = s.error;
    release(&s);
  }
  gimmik_mesh_destroy(mesh);
  const int n = 4;
  double errors[3];
  for (int level = 0; level < 3; level++) {
    int e = 2 << level;
    mesh = box(e, e, e, "none");
    solved s = solve(mesh, options_of(n, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR,
                                      GIMMIK_SOLVER_FCG), 1e-12);
    errors[level] = s.error;
    printf("refinement: %dx%dx%d N=%d error %.3e\n", e, e, e, n, s.error);
    release(&s);
    gimmik_mesh_destroy(mesh);
  }
  double rate = log2(errors[1] / errors[2]);
  printf("refinement: observed order %.2f (N = %d)\n", rate, n);
  CHECK(rate > n - 0.5);
}

/* The largest |a - b| over `count` values. */
static double largest_gap(const double *a, const double *b, long long count) {
  double gap = 0.0;
  for (long long i = 0; i < count; i++)
    if (!(fabs(a[i] - b[i]) <= gap)) gap = fabs(a[i] - b[i]);
  return gap;
}

/* Blocked layouts take the same iterations as element-major, their
 * residuals and solutions equal to rounding (only the order of the
 * sums differs); a box whose elements do not fill the last block, both
 * methods and DSS methods; the tuned layout is one of those tried and
 * solves alike; stored geometry (its factors laid out in blocks too)
 * alike, and tuned among all four layouts. */
static void test_layouts(void) {
  gimmik_mesh *mesh = box(5, 3, 2, "smooth");
  static const struct {
    gimmik_solver_method method;
    gimmik_dss_method dss;
    int block;
    gimmik_axhelm_geometry geometry;
  } cases[] = {
      {GIMMIK_SOLVER_CG, GIMMIK_DSS_AUTO, 4, GIMMIK_AXHELM_TRILINEAR},
      {GIMMIK_SOLVER_CG, GIMMIK_DSS_AUTO, 16, GIMMIK_AXHELM_TRILINEAR},
      {GIMMIK_SOLVER_FCG, GIMMIK_DSS_AUTO, 8, GIMMIK_AXHELM_TRILINEAR},
      {GIMMIK_SOLVER_CG, GIMMIK_DSS_GATHER_SCATTER, 4,
       GIMMIK_AXHELM_TRILINEAR},
      {GIMMIK_SOLVER_FCG, GIMMIK_DSS_AUTO, GIMMIK_SOLVER_LAYOUT_TUNE,
       GIMMIK_AXHELM_TRILINEAR},
      {GIMMIK_SOLVER_CG, GIMMIK_DSS_AUTO, 16, GIMMIK_AXHELM_STORED},
      {GIMMIK_SOLVER_FCG, GIMMIK_DSS_AUTO, 4, GIMMIK_AXHELM_STORED}};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    gimmik_solver_options options = options_of(
        4, GIMMIK_F64, cases[c].geometry, cases[c].method);
    options.dss = cases[c].dss;
    solved plain = solve(mesh, options, 1e-8);
    options.layout_block = cases[c].block;
    solved blocked = solve(mesh, options, 1e-8);
    double worst = 0.0;
    for (int k = 0; k < plain.report.history_count &&
                    k < blocked.report.history_count; k++) {
      double gap = fabs(plain.history[k] - blocked.history[k]) /
                   plain.history[0];
      if (!(gap <= worst)) worst = gap;
    }
    double gap = plain.solution && blocked.solution
                     ? largest_gap(plain.solution, blocked.solution,
                                   gimmik_mesh_elements(mesh) * 64)
                     : 1.0;
    printf("layout B=%d %s %s %s: %d iterations (element-major %d), "
           "histories within %.1e, solutions within %.1e, errors %.3e and "
           "%.3e\n", cases[c].block,
           cases[c].method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
           cases[c].dss == GIMMIK_DSS_GATHER_SCATTER ? "gather" : "cascade",
           gimmik_axhelm_geometry_name(cases[c].geometry),
           blocked.report.iterations, plain.report.iterations, worst, gap,
           blocked.error, plain.error);
    CHECK(blocked.report.converged);
    CHECK(abs(blocked.report.iterations - plain.report.iterations) <= 1);
    CHECK(worst < 1e-9);
    CHECK(gap < 1e-9);
    CHECK(fabs(blocked.error - plain.error) <= 1e-9);
    release(&plain);
    release(&blocked);
  }
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver *solver = NULL;
  gimmik_solver_options options = options_of(
      3, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR, GIMMIK_SOLVER_CG);
  options.layout_block = GIMMIK_SOLVER_LAYOUT_TUNE;
  CHECK_OK(gimmik_solver_create(context, mesh, &options, &solver, &error),
           &error);
  if (solver) {
    int block = gimmik_solver_layout_block(solver);
    CHECK(block == 0 || block == 16 || block == 32 || block == 64);
    gimmik_solver_print_kernels(solver, stdout);
    gimmik_solver_destroy(solver, NULL);
  }
  options.geometry = GIMMIK_AXHELM_STORED;
  options.layout_block = GIMMIK_SOLVER_LAYOUT_TUNE;
  CHECK_OK(gimmik_solver_create(context, mesh, &options, &solver, &error),
           &error);
  if (solver) {
    int block = gimmik_solver_layout_block(solver);
    CHECK(block == 0 || block == 16 || block == 32 || block == 64);
    gimmik_solver_print_kernels(solver, stdout);
    gimmik_solver_destroy(solver, NULL);
  }
  options.layout_block = -2;
  CHECK_FAILS(gimmik_solver_create(context, mesh, &options, &solver, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "layout_block = -2");
  gimmik_mesh_destroy(mesh);
}

/* Parallelepiped geometry solves as trilinear does on affine meshes (an
 * axis-aligned box and a sheared one), in element-major and blocked
 * layouts: the same iterations within one, solutions equal to rounding;
 * a deformed box is refused, naming the element. */
static void test_parallelepiped(void) {
  static const struct {
    const char *deformation;
    gimmik_solver_method method;
    int block;
  } cases[] = {{"none", GIMMIK_SOLVER_CG, 0},
               {"shear:0.6", GIMMIK_SOLVER_CG, 0},
               {"shear:-0.4", GIMMIK_SOLVER_FCG, 16},
               {"none", GIMMIK_SOLVER_CG, 4}};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    gimmik_mesh *mesh = box(4, 3, 2, cases[c].deformation);
    gimmik_solver_options options = options_of(
        4, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR, cases[c].method);
    solved trilinear = solve(mesh, options, 1e-10);
    options.geometry = GIMMIK_AXHELM_PARALLELEPIPED;
    options.layout_block = cases[c].block;
    solved affine = solve(mesh, options, 1e-10);
    long long local = gimmik_mesh_elements(mesh) * 64;
    double gap = trilinear.solution && affine.solution
                     ? largest_gap(trilinear.solution, affine.solution, local)
                     : 1.0;
    printf("parallelepiped %s %s B=%d: %d iterations (trilinear %d), "
           "solutions within %.1e, errors %.3e and %.3e\n",
           cases[c].deformation,
           cases[c].method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
           cases[c].block, affine.report.iterations,
           trilinear.report.iterations, gap, affine.error, trilinear.error);
    CHECK(affine.report.converged && trilinear.report.converged);
    CHECK(abs(affine.report.iterations - trilinear.report.iterations) <= 1);
    CHECK(gap < 1e-9);
    CHECK(affine.error < 5e-3);
    CHECK(fabs(affine.error - trilinear.error) <= 1e-9);
    release(&trilinear);
    release(&affine);
    gimmik_mesh_destroy(mesh);
  }
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver *solver = NULL;
  gimmik_solver_options options = options_of(
      3, GIMMIK_F64, GIMMIK_AXHELM_PARALLELEPIPED, GIMMIK_SOLVER_CG);
  /* The operator reads 6 numbers an element, not 24 vertices. */
  double bytes[2] = {0.0, 0.0};
  gimmik_mesh *plain = box(3, 2, 2, "none");
  for (int g = 0; g < 2; g++) {
    options.geometry = g ? GIMMIK_AXHELM_TRILINEAR
                         : GIMMIK_AXHELM_PARALLELEPIPED;
    CHECK_OK(gimmik_solver_create(context, plain, &options, &solver, &error),
             &error);
    if (solver) bytes[g] = gimmik_solver_iteration_bytes(solver);
    gimmik_solver_destroy(solver, NULL);
  }
  CHECK(bytes[0] > 0.0 &&
        fabs(bytes[1] - bytes[0] - 18.0 * 8 * 12) < 1e-6 * bytes[0]);
  gimmik_mesh_destroy(plain);
  options.geometry = GIMMIK_AXHELM_PARALLELEPIPED;
  gimmik_mesh *smooth = box(3, 3, 3, "smooth");
  CHECK_FAILS(gimmik_solver_create(context, smooth, &options, &solver, &error),
              &error, GIMMIK_ERROR_INPUT,
              "parallelepiped geometry needs affine elements");
  CHECK(strstr(error.message, "element 0 is not a parallelepiped: its "
                              "trilinear terms reach") != NULL);
  CHECK(solver == NULL);
  gimmik_mesh *kershaw = box(6, 2, 2, "kershaw:0.5");
  options.layout_block = GIMMIK_SOLVER_LAYOUT_TUNE;
  CHECK_FAILS(gimmik_solver_create(context, kershaw, &options, &solver,
                                   &error),
              &error, GIMMIK_ERROR_INPUT, "is not a parallelepiped");
  CHECK(solver == NULL);
  gimmik_mesh_destroy(smooth);
  gimmik_mesh_destroy(kershaw);
}

static void test_bad_arguments(void) {
  gimmik_mesh *mesh = box(2, 2, 2, "none");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_solver *solver = NULL;
  gimmik_solver_options options = options_of(1, GIMMIK_F64,
                                             GIMMIK_AXHELM_TRILINEAR,
                                             GIMMIK_SOLVER_CG);
  CHECK_FAILS(gimmik_solver_create(context, mesh, &options, &solver, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "points = 1");
  options = options_of(3, GIMMIK_F64, (gimmik_axhelm_geometry)7,
                       GIMMIK_SOLVER_CG);
  CHECK_FAILS(gimmik_solver_create(context, mesh, &options, &solver, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "geometry 7 is not stored, parallelepiped or trilinear");
  CHECK(solver == NULL);
  options = options_of(3, GIMMIK_F64, GIMMIK_AXHELM_TRILINEAR,
                       GIMMIK_SOLVER_CG);
  CHECK_OK(gimmik_solver_create(context, mesh, &options, &solver, &error),
           &error);
  gimmik_solve_report report;
  void *x = NULL;
  CHECK_OK(gimmik_solver_field_alloc(solver, &x, &error), &error);
  CHECK_FAILS(gimmik_solver_solve(solver, NULL, x, 1e-6, 10, &report, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "are required");
  CHECK_FAILS(gimmik_solver_solve(solver, x, x, -1.0, 10, &report, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "tolerance");
  gimmik_solver_field_free(solver, x, NULL);
  gimmik_solver_destroy(solver, NULL);
  gimmik_mesh_destroy(mesh);
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  test_against_reference();
  test_fcg_matches_cg();
  test_spectral_convergence();
  test_layouts();
  test_parallelepiped();
  test_bad_arguments();
  scratch_context_close(&scratch);
  return check_finish("test_cg");
}
