/* solver.c: the solver's handle and its fields (gimmik/solver.h). */
#include <stdlib.h>
#include <string.h>

#include "solver/solver_internal.h"

void gimmik_solver_options_init(gimmik_solver_options *options) {
  memset(options, 0, sizeof *options);
  options->points = 8;
  options->dtype = GIMMIK_F64;
  options->geometry = GIMMIK_AXHELM_TRILINEAR;
  options->method = GIMMIK_SOLVER_CG;
  options->dss = GIMMIK_DSS_AUTO;
  options->tune = 1;
}

static gimmik_status check_options(const gimmik_solver_options *options,
                                   gimmik_error *error) {
  if (options->points < GIMMIK_MESH_MIN_POINTS ||
      options->points > GIMMIK_MESH_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: points = %d is outside "
                            "%d..%d", options->points, GIMMIK_MESH_MIN_POINTS,
                            GIMMIK_MESH_MAX_POINTS);
  if ((unsigned)options->dtype > GIMMIK_F32 ||
      (unsigned)options->method > GIMMIK_SOLVER_FCG ||
      (unsigned)options->dss > GIMMIK_DSS_DIRECT)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: unknown dtype, method or "
                            "DSS method");
  if (options->geometry != GIMMIK_AXHELM_STORED &&
      options->geometry != GIMMIK_AXHELM_TRILINEAR)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: the geometry is stored or "
                            "trilinear (recomputed), not %s",
                            gimmik_axhelm_geometry_name(options->geometry));
  return GIMMIK_OK;
}

/* The fields the method uses (z: FCG; the CG weights: CG). */
static int uses_field(const gimmik_solver *solver, solver_field field) {
  int fcg = solver->options.method == GIMMIK_SOLVER_FCG;
  if (field == FIELD_Z) return fcg;
  if (field == FIELD_E) return !fcg;
  return 1;
}

static gimmik_status allocate_fields(gimmik_solver *solver,
                                     gimmik_error *error) {
  size_t bytes = (size_t)solver->local * solver->value_size;
  gimmik_status status = GIMMIK_OK;
  for (int f = 0; f < FIELD_COUNT && status == GIMMIK_OK; f++)
    if (uses_field(solver, (solver_field)f))
      status = gimmik_memory_alloc(solver->context, bytes, &solver->fields[f],
                                   error);
  return status;
}

static gimmik_status plan_masking(gimmik_solver *solver, gimmik_error *error) {
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.dtype = solver->options.dtype;
  request.statements[0] = "y = y*mask";
  request.statement_count = 1;
  request.kernel_name = "gimmik_solver_mask";
  return gimmik_vector_create(solver->context, &request, &solver->masking,
                              error);
}

gimmik_status gimmik_solver_create(gimmik_context *context,
                                   const gimmik_mesh *mesh,
                                   const gimmik_solver_options *options,
                                   gimmik_solver **result,
                                   gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: result is NULL");
  *result = NULL;
  if (!context || !mesh || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: context, mesh and options "
                            "are required");
  gimmik_status status = check_options(options, error);
  if (status != GIMMIK_OK) return status;
  gimmik_solver *solver = calloc(1, sizeof *solver);
  if (!solver)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  solver->context = context;
  solver->options = *options;
  solver->mesh = mesh;
  solver->elements = gimmik_mesh_elements(mesh);
  solver->value_size = (size_t)gimmik_dtype_size(options->dtype);
  status = gimmik_mesh_number(mesh, options->points, options->dirichlet,
                              &solver->numbering, error);
  if (status == GIMMIK_OK) {
    solver->local = gimmik_numbering_local_count(solver->numbering);
    status = allocate_fields(solver, error);
  }
  if (status == GIMMIK_OK) status = plan_masking(solver, error);
  if (status == GIMMIK_OK) status = gimmik_solver_setup(solver, error);
  if (status != GIMMIK_OK) {
    gimmik_solver_destroy(solver, NULL);
    return status;
  }
  *result = solver;
  return GIMMIK_OK;
}

gimmik_status gimmik_solver_destroy(gimmik_solver *solver,
                                    gimmik_error *error) {
  if (!solver) return GIMMIK_OK;
  gimmik_status status = GIMMIK_OK;
  for (int pass = 0; pass < PASS_COUNT; pass++)
    gimmik_vector_destroy(solver->passes[pass], NULL);
  gimmik_vector_destroy(solver->masking, NULL);
  gimmik_dss_destroy(solver->dss, NULL);
  gimmik_axhelm_destroy(solver->axhelm, NULL);
  for (int f = 0; f < FIELD_COUNT; f++)
    if (solver->fields[f]) {
      gimmik_status freed =
          gimmik_memory_free(solver->context, solver->fields[f], error);
      if (status == GIMMIK_OK) status = freed;
    }
  if (solver->geometry)
    gimmik_memory_free(solver->context, solver->geometry, NULL);
  gimmik_timer_destroy(solver->timer, NULL);
  gimmik_numbering_destroy(solver->numbering);
  free(solver->history);
  free(solver);
  return status;
}

void gimmik_solver_set_profile(gimmik_solver *solver, int profile) {
  solver->options.profile = profile;
}

const gimmik_numbering *gimmik_solver_numbering(const gimmik_solver *solver) {
  return solver->numbering;
}

gimmik_status gimmik_solver_field_alloc(gimmik_solver *solver, void **field,
                                        gimmik_error *error) {
  return gimmik_memory_alloc(solver->context,
                             (size_t)solver->local * solver->value_size, field,
                             error);
}

gimmik_status gimmik_solver_field_free(gimmik_solver *solver, void *field,
                                       gimmik_error *error) {
  return gimmik_memory_free(solver->context, field, error);
}

/* Doubles to and from the dtype: a staging copy for f32. */
gimmik_status gimmik_solver_field_write(gimmik_solver *solver, void *field,
                                        const double *values,
                                        gimmik_error *error) {
  size_t count = (size_t)solver->local;
  if (solver->options.dtype == GIMMIK_F64)
    return gimmik_memory_write(solver->context, field, 0, count * 8, values,
                               NULL, error);
  float *singles = malloc(count * sizeof *singles);
  if (!singles)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (size_t i = 0; i < count; i++) singles[i] = (float)values[i];
  gimmik_status status = gimmik_memory_write(solver->context, field, 0,
                                             count * 4, singles, NULL, error);
  free(singles);
  return status;
}

gimmik_status gimmik_solver_field_read(gimmik_solver *solver,
                                       const void *field, double *values,
                                       gimmik_error *error) {
  size_t count = (size_t)solver->local;
  if (solver->options.dtype == GIMMIK_F64)
    return gimmik_memory_read(solver->context, (void *)field, 0, count * 8,
                              values, NULL, error);
  float *singles = malloc(count * sizeof *singles);
  if (!singles)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = gimmik_memory_read(solver->context, (void *)field, 0,
                                            count * 4, singles, NULL, error);
  for (size_t i = 0; status == GIMMIK_OK && i < count; i++)
    values[i] = singles[i];
  free(singles);
  return status;
}

/* The kernels of one iteration, each at its fewest bytes. */
double gimmik_solver_iteration_bytes(const gimmik_solver *solver) {
  int fcg = solver->options.method == GIMMIK_SOLVER_FCG;
  static const solver_pass cg[] = {PASS_DIRECTION, PASS_CURVATURE,
                                   PASS_UPDATE};
  static const solver_pass flexible[] = {PASS_DIRECTION, PASS_CURVATURE,
                                         PASS_UPDATE, PASS_PRECONDITIONED};
  const solver_pass *passes = fcg ? flexible : cg;
  int count = fcg ? 4 : 3;
  double bytes = gimmik_dss_bytes(solver->dss) +
                 gimmik_axhelm_kernel(solver->axhelm)->min_bytes_per_column *
                     (double)solver->elements;
  for (int k = 0; k < count; k++)
    bytes += gimmik_vector_kernel(solver->passes[passes[k]])
                 ->min_bytes_per_column * (double)solver->local;
  return bytes;
}

static void print_kernel(FILE *stream, const char *role,
                         const gimmik_kernel_info *info, int tuned) {
  fprintf(stream, "  kernel %-12s %s %s", role, info->family, info->variant);
  for (int p = 0; p < info->param_count; p++)
    fprintf(stream, " %s=%d", info->params[p].name, info->params[p].value);
  fprintf(stream, "%s\n", tuned ? " (tuned)" : "");
}

void gimmik_solver_print_kernels(const gimmik_solver *solver, FILE *stream) {
  static const char *const roles[PASS_COUNT] = {
      "residual", "direction", "curvature", "update", "preconditioned"};
  print_kernel(stream, "operator", gimmik_axhelm_kernel(solver->axhelm),
               gimmik_axhelm_is_tuned(solver->axhelm));
  const gimmik_kernel_info *info;
  for (int pass = 0; (info = gimmik_dss_kernel(solver->dss, pass)); pass++)
    print_kernel(stream, "dss", info, gimmik_dss_is_tuned(solver->dss));
  for (int pass = 0; pass < PASS_COUNT; pass++)
    print_kernel(stream, roles[pass], gimmik_vector_kernel(solver->passes[pass]),
                 gimmik_vector_is_tuned(solver->passes[pass]));
}
