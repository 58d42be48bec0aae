/*
 * setup.c: a solver's data and kernels on the device (solver_internal.h):
 * the geometry of its mode, the multiplicity and the Dirichlet mask, the
 * assembled diagonal, all three by the solver's own DSS and vector
 * kernels, in the solver's layout; then every kernel tuned where a
 * tuning is due.  On a part, their DSS is the only step across parts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/hex_mesh.h"
#include "solver/solver_internal.h"

/* Host values of the dtype, `count` of them, into new device memory. */
static gimmik_status upload(gimmik_solver *solver, const void *host,
                            size_t count, void **memory, gimmik_error *error) {
  size_t bytes = count * solver->value_size;
  gimmik_status status = gimmik_memory_alloc(solver->context, bytes, memory,
                                             error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(solver->context, *memory, 0, bytes, host,
                                 NULL, error);
  return status;
}

/* How far from affine an element of parallelepiped geometry may be: its
 * trilinear terms at most this fraction of its size (rounding of the
 * vertices only; gimmik/hex_mesh.h). */
static const double solver_affine_tolerance = 1e-9;

/* Values of the geometry array of the mode: 7 factors per node (stored,
 * in the layout: a field's values seven times), 7 numbers per element
 * (parallelepiped) or 24 coordinates (trilinear). */
static size_t geometry_count(const gimmik_solver *solver) {
  size_t e = (size_t)solver->elements;
  switch (solver->options.geometry) {
  case GIMMIK_AXHELM_STORED:
    return (size_t)solver->values * GIMMIK_HEX_FACTORS;
  case GIMMIK_AXHELM_PARALLELEPIPED: return e * GIMMIK_HEX_FACTORS;
  default: return e * 3 * GIMMIK_HEX_VERTICES;
  }
}

/* The geometry array of the mode into host memory.  Parallelepiped
 * geometry holds for affine elements only: the first that is not is
 * named, with how far it is from affine. */
static gimmik_status compute_geometry(const gimmik_solver *solver, void *host,
                                      gimmik_error *error) {
  int n = solver->options.points;
  long long e = solver->elements;
  const double *vertices = solver->vertices;
  gimmik_dtype dtype = solver->options.dtype;
  gimmik_status status;
  switch (solver->options.geometry) {
  case GIMMIK_AXHELM_STORED:
    return gimmik_hex_geometric_factors(n, e, vertices, dtype, host, error);
  case GIMMIK_AXHELM_PARALLELEPIPED:
    status = gimmik_hex_parallelepiped_factors(
        e, vertices, solver_affine_tolerance, dtype, host, error);
    if (status != GIMMIK_OK)
      gimmik_error_prefix(error, "parallelepiped geometry needs affine "
                                 "elements (trilinear and stored take any)");
    return status;
  default:
    return gimmik_hex_trilinear_vertices(n, e, vertices, dtype, host, error);
  }
}

/* Stored factors, element-major (7 N^3 an element), into a blocked
 * layout as a field of 7 N^3 nodes an element (the kernels'
 * templates/axhelm/common.lua factor_base): factor f of node `node` of
 * element e at ((e/B) 7 N^3 + f N^3 + node) B + e%B.  The padding of
 * the last block is never read. */
static void *block_factors(const gimmik_solver *solver, const void *factors,
                           size_t count) {
  size_t size = solver->value_size;
  long long block = solver->options.layout_block;
  long long planes = GIMMIK_HEX_FACTORS * (solver->local / solver->elements);
  unsigned char *laid = calloc(count, size);
  if (!laid) return NULL;
  for (long long e = 0; e < solver->elements; e++) {
    unsigned char *to = laid + (size_t)(e / block * planes * block +
                                        e % block) * size;
    const unsigned char *from = (const unsigned char *)factors +
                                (size_t)(e * planes) * size;
    for (long long v = 0; v < planes; v++)
      memcpy(to + (size_t)(v * block) * size, from + (size_t)v * size, size);
  }
  return laid;
}

/* The geometry of the mode, computed on the host (element-major), into
 * device memory in the layout. */
static gimmik_status upload_geometry(gimmik_solver *solver,
                                     gimmik_error *error) {
  size_t count = geometry_count(solver);
  void *host = malloc(count * solver->value_size), *laid = NULL;
  if (!host) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                     "out of memory for the geometry");
  gimmik_status status = compute_geometry(solver, host, error);
  if (status == GIMMIK_OK &&
      solver->options.geometry == GIMMIK_AXHELM_STORED &&
      solver->options.layout_block > 0) {
    laid = block_factors(solver, host, count);
    if (!laid) status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                         "out of memory for the geometry");
  }
  if (status == GIMMIK_OK)
    status = upload(solver, laid ? laid : host, count, &solver->geometry,
                    error);
  free(laid);
  free(host);
  return status;
}

/* One value of the dtype at index i of host memory. */
static void put(const gimmik_solver *solver, void *host, long long i,
                double value) {
  if (solver->options.dtype == GIMMIK_F64) ((double *)host)[i] = value;
  else ((float *)host)[i] = (float)value;
}

/* A planned one-off pass (set-up only) run on the solver's fields its
 * statement names. */
static gimmik_status run_once(gimmik_solver *solver, const char *statement,
                              gimmik_error *error) {
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.dtype = solver->options.dtype;
  request.statements[0] = statement;
  request.statement_count = 1;
  request.kernel_name = "gimmik_solver_setup";
  gimmik_vector *vector = NULL;
  gimmik_status status = gimmik_vector_create(solver->context, &request,
                                              &vector, error);
  void *arrays[12];
  const char *name;
  for (int a = 0; status == GIMMIK_OK && (name = gimmik_vector_array(vector, a));
       a++)
    arrays[a] = gimmik_solver_field(solver, name);
  if (status == GIMMIK_OK)
    status = gimmik_vector_apply(vector, solver->values,
                                 (const double[4]){0, 0, 0, 0}, arrays, NULL,
                                 NULL, error);
  gimmik_vector_destroy(vector, NULL);
  return status;
}

/* The mask, ones in weight and each element's diagonal in d, to be
 * assembled (assemble_weights).  A blocked layout's padding: mask 0, the
 * rest 1 until divided, so all end at 0 (not 0/0). */
static gimmik_status upload_weights(gimmik_solver *solver,
                                    gimmik_error *error) {
  long long local = solver->local;
  const unsigned char *mask = solver->mask;
  void *host = malloc((size_t)local * solver->value_size);
  if (!host) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                     "out of memory");
  for (long long i = 0; i < local; i++) put(solver, host, i, mask[i]);
  void **fields = solver->fields;
  gimmik_status status = gimmik_solver_upload(solver, host, fields[FIELD_MASK],
                                              0.0, error);
  for (long long i = 0; i < local; i++) put(solver, host, i, 1.0);
  if (status == GIMMIK_OK)
    status = gimmik_solver_upload(solver, host, fields[FIELD_WEIGHT], 1.0,
                                  error);
  if (status == GIMMIK_OK)
    status = gimmik_hex_operator_diagonal(
        solver->options.points, solver->elements, solver->vertices, 1.0, 0.0,
        solver->options.dtype, host, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_upload(solver, host, fields[FIELD_D], 1.0, error);
  free(host);
  return status;
}

/* weight = mask / multiplicity (the DSS of ones) and d = mask / the
 * assembled diagonal (the DSS of each element's); e = d * weight. */
static gimmik_status assemble_weights(gimmik_solver *solver,
                                      gimmik_error *error) {
  void **fields = solver->fields;
  gimmik_status status = gimmik_solver_dss(solver, fields[FIELD_WEIGHT],
                                           error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_dss(solver, fields[FIELD_D], error);
  if (status == GIMMIK_OK)
    status = run_once(solver, "weight = mask/weight", error);
  if (status == GIMMIK_OK) status = run_once(solver, "d = mask/d", error);
  if (status == GIMMIK_OK && fields[FIELD_E])
    status = run_once(solver, "e = d*weight", error);
  return status;
}

/* Every kernel tuned where due, on the Krylov fields (filled with ones
 * first: tuning writes them, and times no zeros); a scratch field stands
 * in for x, and w for b. */
static gimmik_status tune(gimmik_solver *solver, gimmik_error *error) {
  void **fields = solver->fields;
  void *ones = malloc((size_t)solver->local * solver->value_size), *x = NULL;
  double pw = 0.0;
  if (!ones) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                     "out of memory");
  for (long long i = 0; i < solver->local; i++) put(solver, ones, i, 1.0);
  gimmik_status status = gimmik_solver_field_alloc(solver, &x, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_upload(solver, ones, x, 0.0, error);
  for (int f = FIELD_R; f <= FIELD_Z && status == GIMMIK_OK; f++)
    if (fields[f])
      status = gimmik_solver_upload(solver, ones, fields[f], 0.0, error);
  free(ones);
  if (status == GIMMIK_OK && solver->device_scalars)
    status = gimmik_solver_set_state(solver, 0.5, 0.5, 1.0, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_direction(solver, x, 0.5, 0.5, &pw, error);
  if (status == GIMMIK_OK)
    status = gimmik_dss_tune(solver->dss, fields[FIELD_W], NULL, error);
  for (int pass = 0; pass < PASS_COUNT && status == GIMMIK_OK; pass++)
    status = gimmik_solver_tune_pass(solver, (solver_pass)pass,
                                     fields[FIELD_W], x, error);
  if (x) gimmik_memory_free(solver->context, x, NULL);
  return status;
}

void gimmik_solver_axhelm_request(const gimmik_solver *solver,
                                  gimmik_axhelm_request *request) {
  gimmik_axhelm_request_init(request);
  request->points = solver->options.points;
  request->dtype = solver->options.dtype;
  request->geometry = solver->options.geometry;
  request->layout_block = solver->options.layout_block;
  request->kernel_name = "gimmik_solver_axhelm";
}

/* The plain operator (the residual at the start, gimmik_solver_apply)
 * runs once a solve: it takes the fused operator's variant and
 * parameters rather than a tuning of its own, but for chain, which only
 * a kernel with an input statement takes. */
static gimmik_status plan_operator(gimmik_solver *solver,
                                   gimmik_error *error) {
  const gimmik_kernel_info *fused = gimmik_axhelm_kernel(solver->direction);
  gimmik_axhelm_request request;
  gimmik_solver_axhelm_request(solver, &request);
  snprintf(solver->operator_variant, sizeof solver->operator_variant, "%s",
           fused->variant);
  request.variant = solver->operator_variant;
  request.param_count = 0;
  for (int p = 0; p < fused->param_count; p++)
    if (strcmp(fused->params[p].name, "chain"))
      request.params[request.param_count++] = fused->params[p];
  return gimmik_axhelm_create(solver->context, &request, &solver->axhelm,
                              error);
}

gimmik_status gimmik_solver_prepare(gimmik_solver *solver,
                                    gimmik_error *error) {
  gimmik_status status = upload_geometry(solver, error);
  if (status == GIMMIK_OK) status = upload_weights(solver, error);
  return status;
}

gimmik_status gimmik_solver_setup(gimmik_solver *solver, gimmik_error *error) {
  gimmik_status status = assemble_weights(solver, error);
  if (status == GIMMIK_OK) status = gimmik_solver_plan_passes(solver, error);
  if (status == GIMMIK_OK && solver->options.tune)
    status = tune(solver, error);
  if (status == GIMMIK_OK) status = plan_operator(solver, error);
  return status;
}
