/*
 * bp5_common.c: the options of `gimmikc bp5` and `gimmikc-mpi bp5`, the
 * mesh, the solve on device fields and the profile (bp5_common.h).
 */
#include "bp5_common.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arguments.h"
#include "options.h"

static void usage(FILE *stream, int across) {
  fprintf(stream,
      "usage: %s bp5 [options]\n"
      "  --points N            GLL points per direction (2..16, default 8)\n"
      "  --elements ExxEyxEz   a box of Ex x Ey x Ez elements on the unit\n"
      "                        cube (default 8x8x8)\n"
      "  --mesh FILE.msh       a Gmsh 4.1 mesh of hexahedra instead\n"
      "  --deform D            none, smooth[:A], kershaw:EPS or shear[:S]\n"
      "                        (boxes)\n"
      "  --geometry G          trilinear (recomputed, default), stored or\n"
      "                        parallelepiped (affine elements only)\n"
      "  --solver S            cg (Nek's BP5, default) or fcg (cell-wise)\n"
      "  --dss M               auto (default), cascade, gather or direct\n"
      "  --layout B            fields in blocks of B elements, 0 element-\n"
      "                        major (default)%s\n"
      "  --tolerance X         relative preconditioned residual (1e-8;\n"
      "                        f32: 1e-5)\n"
      "  --max-iterations K    (default 1000)\n"
      "  --backend B           cuda (default), opencl or c\n"
      "  --device SELECTOR     which device of the backend%s\n"
      "  --dtype T             f64 (default) or f32\n"
      "  --no-tune             use stored decisions or defaults only\n"
      "  --csv                 end with one line of comma-separated values\n"
      "  --profile             then solve again timing every kernel alone\n"
      "%s"
      "  --verbose             print every tuning candidate's time\n",
      across ? "gimmikc-mpi" : "gimmikc",
      across ? "" : ", or tune: the fastest of 0,\n"
                    "                        16, 32 and 64 over a few "
                    "iterations",
      across ? " (every rank's)" : "",
      across ? "" : "  --scalars S           where alpha and beta are formed: "
                    "device\n"
                    "                        (default: the host one "
                    "iteration behind),\n"
                    "                        host (it waits for every sum) "
                    "or both\n"
                    "                        (device, then host: both "
                    "timed)\n");
  if (across)
    fprintf(stream,
        "  --devices D           a node's CUDA devices: each rank takes\n"
        "                        device (local rank %% D); default: its\n"
        "                        local rank\n"
        "  --partition P         auto (default: bricks of a box), bricks\n"
        "                        or graph (METIS)\n"
        "  --transport T         auto (default), device (MPI reads device\n"
        "                        memory) or staged (through host memory)\n"
        "  --overlap O           1: each part's boundary elements first,\n"
        "                        the operator on them before the exchange\n"
        "                        starts, on the others while it flies;\n"
        "                        0: off; auto (default): 1\n");
}

/* The options of gimmikc-mpi alone; -1: not one of them. */
static int parse_across(const char *option, const char *value,
                        bp5_options *o) {
  static const char *const partitions[] = {"auto", "bricks", "graph"};
  static const char *const transports[] = {"auto", "device", "staged"};
  static const char *const overlaps[] = {"0", "1", "auto"};
  if (!strcmp(option, "--overlap"))
    return gimmikc_arg_word("bp5", option, value, overlaps, 3, &o->overlap);
  if (!strcmp(option, "--devices"))
    return gimmikc_arg_int("bp5", option, value, 1, 1024, &o->devices);
  if (!strcmp(option, "--partition"))
    return gimmikc_arg_word("bp5", option, value, partitions, 3,
                            &o->partition);
  if (!strcmp(option, "--transport"))
    return gimmikc_arg_word("bp5", option, value, transports, 3,
                            &o->transport);
  return -1;
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
    if (!strcmp(value, "tune") && !o->across) {
      o->solver.layout_block = GIMMIK_SOLVER_LAYOUT_TUNE;
      return 1;
    }
    return gimmikc_arg_int("bp5", option, value, 0, 4096,
                           &o->solver.layout_block);
  }
  if (!strcmp(option, "--scalars") && !o->across) {
    static const char *const paths[] = {"auto", "host", "device", "both"};
    if (!gimmikc_arg_word("bp5", option, value, paths, 4, &choice)) return 0;
    o->both_scalars = choice == 3;
    o->solver.scalars = o->both_scalars ? GIMMIK_SOLVER_SCALARS_DEVICE
                                        : (gimmik_solver_scalars)choice;
    return 1;
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
  int across = o->across ? parse_across(option, value, o) : -1;
  if (across >= 0) return across;
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

int bp5_parse(int argc, char **argv, int across, bp5_options *o) {
  memset(o, 0, sizeof *o);
  o->across = across;
  gimmik_solver_options_init(&o->solver);
  gimmik_box_options_init(&o->box);
  o->box.elements[0] = o->box.elements[1] = o->box.elements[2] = 8;
  o->backend = GIMMIK_BACKEND_CUDA;
  o->tolerance = -1.0;
  o->max_iterations = 1000;
  o->overlap = 2;
  for (int i = 2; i < argc; i++) {
    const char *option = argv[i];
    if (!strcmp(option, "--help")) {
      usage(stdout, across);
      return -1;
    }
    if (!strcmp(option, "--no-tune")) o->solver.tune = 0;
    else if (!strcmp(option, "--csv")) o->csv = 1;
    else if (!strcmp(option, "--profile")) o->profile = 1;
    else if (!strcmp(option, "--verbose")) o->verbose = 1;
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

double bp5_seconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec + 1e-9 * now.tv_nsec;
}

gimmik_status bp5_make_mesh(const bp5_options *o, gimmik_mesh **mesh,
                            gimmik_error *error) {
  if (o->mesh_path) return gimmik_mesh_read_gmsh(o->mesh_path, mesh, error);
  return gimmik_mesh_create_box(&o->box, mesh, error);
}

gimmik_status bp5_run_solve(gimmik_solver *solver, bp5_solve_call solve,
                            void *handle, const double *rhs_values,
                            const double *guess, const bp5_options *o,
                            double *values, gimmik_solve_report *report,
                            gimmik_error *error) {
  void *rhs = NULL, *x = NULL;
  gimmik_status status = gimmik_solver_field_alloc(solver, &rhs, error);
  if (status == GIMMIK_OK) status = gimmik_solver_field_alloc(solver, &x, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_write(solver, rhs, rhs_values, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_write(solver, x, guess, error);
  if (status == GIMMIK_OK)
    status = solve(handle, rhs, x, o->tolerance, o->max_iterations, report,
                   error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_read(solver, x, values, error);
  if (rhs) gimmik_solver_field_free(solver, rhs, NULL);
  if (x) gimmik_solver_field_free(solver, x, NULL);
  return status;
}

void bp5_print_profile(const gimmik_solve_report *report, FILE *stream) {
  static const char *const names[GIMMIK_PHASES] = {
      "operator", "dss", "update", "preconditioned", "scalars"};
  double total = 0.0;
  for (int phase = 0; phase < GIMMIK_PHASES; phase++)
    total += report->phase_milliseconds[phase];
  fprintf(stream, "  profile (ms an iteration, each kernel alone):");
  for (int phase = 0; phase < GIMMIK_PHASES; phase++)
    if (report->phase_milliseconds[phase] > 0.0)
      fprintf(stream, " %s %.4f", names[phase],
              report->phase_milliseconds[phase]);
  fprintf(stream, " (sum %.4f)\n", total);
}

void bp5_print_problem(const bp5_options *o, FILE *stream) {
  fprintf(stream, "%s, N = %d, %s geometry, %s, %s\n",
          gimmik_dtype_name(o->solver.dtype), o->solver.points,
          gimmik_axhelm_geometry_name(o->solver.geometry),
          o->solver.method == GIMMIK_SOLVER_FCG ? "FCG" : "CG",
          o->mesh_path ? o->mesh_path : "box");
}

void bp5_print_solve(const gimmik_solve_report *report, double error,
                     FILE *stream) {
  fprintf(stream, "  iterations           %d (%s)\n", report->iterations,
          report->converged ? "converged" : "not converged");
  fprintf(stream, "  residual             %.3e of %.3e (relative %.3e)\n",
          report->residual, report->first_residual,
          report->residual / report->first_residual);
  fprintf(stream, "  max nodal error      %.3e\n", error);
}
