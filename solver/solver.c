/* solver.c: the solver's handle, its fields in their layout, and the
 * choice of layout (gimmik/solver.h). */
#include <stdlib.h>
#include <string.h>

#include "solver/solver_internal.h"

enum { SOLVER_MAX_LAYOUT_BLOCK = 4096 };

void gimmik_solver_options_init(gimmik_solver_options *options) {
  memset(options, 0, sizeof *options);
  options->points = 8;
  options->dtype = GIMMIK_F64;
  options->geometry = GIMMIK_AXHELM_TRILINEAR;
  options->method = GIMMIK_SOLVER_CG;
  options->dss = GIMMIK_DSS_AUTO;
  options->tune = 1;
  options->layout_block = 0;
  options->overlap = 1;
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
  if ((unsigned)options->scalars > GIMMIK_SOLVER_SCALARS_DEVICE)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: scalars = %d is not auto, "
                            "host or device", (int)options->scalars);
  if ((unsigned)options->geometry > GIMMIK_AXHELM_TRILINEAR)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: geometry %d is not "
                            "stored, parallelepiped or trilinear",
                            (int)options->geometry);
  if (options->layout_block < GIMMIK_SOLVER_LAYOUT_TUNE ||
      options->layout_block > SOLVER_MAX_LAYOUT_BLOCK)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create: layout_block = %d: 0 "
                            "(element-major), 1..%d (blocks of B elements) "
                            "or GIMMIK_SOLVER_LAYOUT_TUNE",
                            options->layout_block, SOLVER_MAX_LAYOUT_BLOCK);
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
  gimmik_status status = GIMMIK_OK;
  for (int f = 0; f < FIELD_COUNT && status == GIMMIK_OK; f++)
    if (uses_field(solver, (solver_field)f))
      status = gimmik_solver_field_alloc(solver, &solver->fields[f], error);
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

/* A solver's handle with its sizes, its fields and its masking pass, for
 * `elements` elements of `local` nodes in all, in the layout
 * options->layout_block (>= 0), on a part or a mesh (its scalars'
 * path follows). */
static gimmik_status open_solver(gimmik_context *context,
                                 const gimmik_solver_options *options,
                                 long long elements, long long local,
                                 int on_part, gimmik_solver **result,
                                 gimmik_error *error) {
  gimmik_solver *solver = *result = calloc(1, sizeof *solver);
  if (!solver)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  solver->context = context;
  solver->options = *options;
  solver->device_scalars =
      options->scalars == GIMMIK_SOLVER_SCALARS_DEVICE ||
      (options->scalars == GIMMIK_SOLVER_SCALARS_AUTO && !on_part);
  solver->elements = elements;
  solver->local = local;
  solver->value_size = (size_t)gimmik_dtype_size(options->dtype);
  for (int i = 0; i < SOLVER_LAYOUTS; i++) solver->layout_blocks[i] = -1;
  long long block = options->layout_block > 0 ? options->layout_block : 1;
  solver->values = (elements + block - 1) / block * block * (local / elements);
  gimmik_status status = allocate_fields(solver, error);
  if (status == GIMMIK_OK) status = plan_masking(solver, error);
  return status;
}

/* Set-up done (or failed) on a handle from open_solver. */
static gimmik_status finish_solver(gimmik_solver *solver,
                                   gimmik_status status,
                                   gimmik_solver **result,
                                   gimmik_error *error) {
  if (status == GIMMIK_OK) status = gimmik_solver_setup(solver, error);
  if (status != GIMMIK_OK) {
    gimmik_solver_destroy(solver, NULL);
    *result = NULL;
    return status;
  }
  *result = solver;
  return GIMMIK_OK;
}

/* A solver on a mesh in the layout options->layout_block (>= 0). */
static gimmik_status create_in_layout(gimmik_context *context,
                                      const gimmik_mesh *mesh,
                                      const gimmik_solver_options *options,
                                      gimmik_solver **result,
                                      gimmik_error *error) {
  gimmik_numbering *numbering = NULL;
  gimmik_status status = gimmik_mesh_number(mesh, options->points,
                                            options->dirichlet, &numbering,
                                            error);
  if (status != GIMMIK_OK) return status;
  gimmik_solver *solver = NULL;
  status = open_solver(context, options, gimmik_mesh_elements(mesh),
                       gimmik_numbering_local_count(numbering), 0, &solver,
                       error);
  if (solver) {
    solver->numbering = numbering;
    solver->vertices = gimmik_mesh_vertices(mesh);
    solver->mask = gimmik_numbering_mask(numbering);
    solver->owns_dss = 1;
  } else {
    gimmik_numbering_destroy(numbering);
  }
  gimmik_dss_options dss;
  gimmik_dss_options_init(&dss);
  dss.dtype = options->dtype;
  dss.method = options->dss;
  dss.layout_block = options->layout_block;
  if (status == GIMMIK_OK)
    status = gimmik_dss_create(context, mesh, numbering, &dss, &solver->dss,
                               error);
  if (status == GIMMIK_OK) status = gimmik_solver_prepare(solver, error);
  return finish_solver(solver, status, result, error);
}

/* Milliseconds an iteration of CG on b = 1 from x = 0 takes: a few
 * iterations after two that start every kernel. */
static gimmik_status time_iterations(gimmik_solver *solver,
                                     double *milliseconds,
                                     gimmik_error *error) {
  enum { WARMUP = 2, TIMED = 10 };
  double *host = malloc((size_t)solver->local * sizeof *host);
  void *b = NULL, *x = NULL;
  gimmik_solve_report report;
  if (!host) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                     "out of memory");
  for (long long i = 0; i < solver->local; i++) host[i] = 1.0;
  gimmik_status status = gimmik_solver_field_alloc(solver, &b, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_alloc(solver, &x, error);
  if (status == GIMMIK_OK)
    status = gimmik_solver_field_write(solver, b, host, error);
  for (int round = 0; round < 2 && status == GIMMIK_OK; round++) {
    status = gimmik_solver_field_write(solver, x, host, error);
    if (status == GIMMIK_OK)
      status = gimmik_solver_solve(solver, b, x, 0.0, round ? TIMED : WARMUP,
                                   &report, error);
  }
  if (status == GIMMIK_OK)
    *milliseconds = report.milliseconds /
                    (report.iterations > 0 ? report.iterations : 1);
  if (b) gimmik_solver_field_free(solver, b, NULL);
  if (x) gimmik_solver_field_free(solver, x, NULL);
  free(host);
  return status;
}

/* GIMMIK_SOLVER_LAYOUT_TUNE: a solver in each layout the kernels serve
 * (element-major always), the fastest kept, with every layout's time for
 * the report. */
static gimmik_status create_tuned(gimmik_context *context,
                                  const gimmik_mesh *mesh,
                                  const gimmik_solver_options *options,
                                  gimmik_solver **result,
                                  gimmik_error *error) {
  static const int blocks[SOLVER_LAYOUTS] = {0, 16, 32, 64};
  double times[SOLVER_LAYOUTS];
  gimmik_solver *best = NULL;
  int fastest = -1;
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; i < SOLVER_LAYOUTS && status == GIMMIK_OK; i++) {
    gimmik_solver_options chosen = *options;
    chosen.layout_block = blocks[i];
    chosen.progress = NULL;
    chosen.profile = 0;
    gimmik_solver *solver = NULL;
    times[i] = -1.0;
    status = create_in_layout(context, mesh, &chosen, &solver, error);
    if (status == GIMMIK_ERROR_UNSUPPORTED && blocks[i] > 0) {
      gimmik_error_clear(error);    /* a layout no kernel serves */
      status = GIMMIK_OK;
      continue;
    }
    if (status == GIMMIK_OK) status = time_iterations(solver, &times[i], error);
    if (status == GIMMIK_OK && (fastest < 0 || times[i] < times[fastest])) {
      gimmik_solver_destroy(best, NULL);
      best = solver;
      fastest = i;
    } else {
      gimmik_solver_destroy(solver, NULL);
    }
  }
  if (status != GIMMIK_OK) {
    gimmik_solver_destroy(best, NULL);
    return status;
  }
  for (int i = 0; i < SOLVER_LAYOUTS; i++) {
    best->layout_blocks[i] = times[i] >= 0.0 ? blocks[i] : -1;
    best->layout_milliseconds[i] = times[i];
  }
  best->options.progress = options->progress;
  best->options.progress_data = options->progress_data;
  best->options.profile = options->profile;
  *result = best;
  return GIMMIK_OK;
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
  if (options->layout_block == GIMMIK_SOLVER_LAYOUT_TUNE)
    return create_tuned(context, mesh, options, result, error);
  return create_in_layout(context, mesh, options, result, error);
}

static gimmik_status check_part(const gimmik_solver_part *part,
                                 const gimmik_solver_options *options,
                                 gimmik_error *error) {
  if (part->elements <= 0 || !part->vertices || !part->mask || !part->dss)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create_part: the part needs "
                            "elements (%lld), vertices, a mask and a DSS",
                            part->elements);
  if (!part->dss_start != !part->dss_finish || !part->dss_start != !part->sum)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create_part: dss_start, "
                            "dss_finish and sum are all set or none");
  if (part->boundary_elements < 0 || part->boundary_elements > part->elements)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create_part: boundary_elements = "
                            "%lld is outside 0..elements (%lld)",
                            part->boundary_elements, part->elements);
  if (options->layout_block == GIMMIK_SOLVER_LAYOUT_TUNE)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "gimmik_solver_create_part: layout_block = "
                            "GIMMIK_SOLVER_LAYOUT_TUNE: a part's layout is "
                            "its DSS's; give it");
  if (options->scalars == GIMMIK_SOLVER_SCALARS_DEVICE)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "gimmik_solver_create_part: scalars = "
                            "GIMMIK_SOLVER_SCALARS_DEVICE: a part sums its "
                            "inner products across the parts on the host "
                            "(auto or host)");
  return GIMMIK_OK;
}

/* The elements of the operator's first range under the overlap: the
 * boundary ones, rounded up to whole layout blocks (a range starts at a
 * whole block); 0 where there is no overlap, or no element left after. */
static long long overlap_elements(const gimmik_solver_part *part,
                                  const gimmik_solver_options *options) {
  long long count = part->boundary_elements, block = options->layout_block;
  if (!options->overlap || options->method != GIMMIK_SOLVER_CG ||
      count <= 0 || !part->dss_start)
    return 0;
  if (block > 0) count = (count + block - 1) / block * block;
  return count < part->elements ? count : 0;
}

gimmik_status gimmik_solver_create_part(gimmik_context *context,
                                        const gimmik_solver_part *part,
                                        const gimmik_solver_options *options,
                                        gimmik_solver **result,
                                        gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create_part: result is NULL");
  *result = NULL;
  if (!context || !part || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_solver_create_part: context, part and "
                            "options are required");
  gimmik_status status = check_options(options, error);
  if (status == GIMMIK_OK) status = check_part(part, options, error);
  gimmik_solver *solver = NULL;
  long long volume = (long long)options->points * options->points *
                     options->points;
  if (status == GIMMIK_OK)
    status = open_solver(context, options, part->elements,
                         part->elements * volume, 1, &solver, error);
  if (solver) {
    solver->vertices = part->vertices;
    solver->mask = part->mask;
    solver->dss = part->dss;
    solver->across = *part;
    solver->overlap_elements = overlap_elements(part, options);
  }
  if (status == GIMMIK_OK &&
      gimmik_dss_field_values(part->dss) != solver->values)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_solver_create_part: the DSS serves "
                              "fields of %lld values, the solver's (N = %d, "
                              "layout %d) hold %lld",
                              gimmik_dss_field_values(part->dss),
                              options->points, options->layout_block,
                              solver->values);
  if (status == GIMMIK_OK) status = gimmik_solver_prepare(solver, error);
  /* Every part reaches this point: the first step across them. */
  status = gimmik_solver_agree(part, status, error);
  if (!solver) return status;
  return finish_solver(solver, status, result, error);
}

gimmik_status gimmik_solver_destroy(gimmik_solver *solver,
                                    gimmik_error *error) {
  if (!solver) return GIMMIK_OK;
  gimmik_status status = GIMMIK_OK;
  gimmik_solver_release_scalars(solver);
  for (int pass = 0; pass < PASS_COUNT; pass++)
    gimmik_vector_destroy(solver->passes[pass], NULL);
  gimmik_vector_destroy(solver->masking, NULL);
  if (solver->owns_dss) gimmik_dss_destroy(solver->dss, NULL);
  gimmik_axhelm_destroy(solver->axhelm, NULL);
  gimmik_axhelm_destroy(solver->direction, NULL);
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

/* Index in the layout of element-major node `local`. */
static long long layout_index(const gimmik_solver *solver, long long local) {
  long long block = solver->options.layout_block;
  if (block <= 0) return local;
  long long volume = solver->local / solver->elements;
  long long e = local / volume, node = local % volume;
  return (e / block * volume + node) * block + e % block;
}

gimmik_status gimmik_solver_field_alloc(gimmik_solver *solver, void **field,
                                        gimmik_error *error) {
  size_t bytes = (size_t)solver->values * solver->value_size;
  void *zeros = calloc(1, bytes);
  if (!zeros)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = gimmik_memory_alloc(solver->context, bytes, field,
                                             error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(solver->context, *field, 0, bytes, zeros,
                                 NULL, error);
  free(zeros);
  return status;
}

gimmik_status gimmik_solver_field_free(gimmik_solver *solver, void *field,
                                       gimmik_error *error) {
  return gimmik_memory_free(solver->context, field, error);
}

gimmik_status gimmik_solver_upload(gimmik_solver *solver, const void *host,
                                   void *field, double padding,
                                   gimmik_error *error) {
  size_t size = solver->value_size, bytes = (size_t)solver->values * size;
  unsigned char *laid = malloc(bytes);
  if (!laid)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  float single = (float)padding;
  for (long long i = 0; i < solver->values; i++)
    memcpy(laid + (size_t)i * size,
           size == sizeof padding ? (const void *)&padding
                                  : (const void *)&single, size);
  for (long long i = 0; i < solver->local; i++)
    memcpy(laid + (size_t)layout_index(solver, i) * size,
           (const unsigned char *)host + (size_t)i * size, size);
  gimmik_status status = gimmik_memory_write(solver->context, field, 0, bytes,
                                             laid, NULL, error);
  free(laid);
  return status;
}

/* Doubles to and from the dtype and the layout. */
gimmik_status gimmik_solver_field_write(gimmik_solver *solver, void *field,
                                        const double *values,
                                        gimmik_error *error) {
  size_t count = (size_t)solver->local;
  if (solver->options.dtype == GIMMIK_F64)
    return gimmik_solver_upload(solver, values, field, 0.0, error);
  float *singles = malloc(count * sizeof *singles);
  if (!singles)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (size_t i = 0; i < count; i++) singles[i] = (float)values[i];
  gimmik_status status = gimmik_solver_upload(solver, singles, field, 0.0,
                                              error);
  free(singles);
  return status;
}

gimmik_status gimmik_solver_field_read(gimmik_solver *solver,
                                       const void *field, double *values,
                                       gimmik_error *error) {
  size_t size = solver->value_size, bytes = (size_t)solver->values * size;
  unsigned char *laid = malloc(bytes);
  if (!laid)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = gimmik_memory_read(solver->context, (void *)field, 0,
                                            bytes, laid, NULL, error);
  for (long long i = 0; status == GIMMIK_OK && i < solver->local; i++) {
    const unsigned char *at = laid + (size_t)layout_index(solver, i) * size;
    float single;
    if (size == sizeof *values) {
      memcpy(&values[i], at, size);
    } else {
      memcpy(&single, at, size);
      values[i] = single;
    }
  }
  free(laid);
  return status;
}

long long gimmik_solver_overlap_elements(const gimmik_solver *solver) {
  return solver->overlap_elements;
}

/* The kernels of one iteration, each at its fewest bytes (over the real
 * nodes: a blocked layout's padding is not the problem's). */
double gimmik_solver_iteration_bytes(const gimmik_solver *solver) {
  int fcg = solver->options.method == GIMMIK_SOLVER_FCG;
  double bytes = gimmik_dss_bytes(solver->dss) +
                 gimmik_axhelm_kernel(solver->direction)->min_bytes_per_column *
                     (double)solver->elements;
  bytes += gimmik_vector_kernel(solver->passes[PASS_UPDATE])
               ->min_bytes_per_column * (double)solver->local;
  if (fcg)
    bytes += gimmik_vector_kernel(solver->passes[PASS_PRECONDITIONED])
                 ->min_bytes_per_column * (double)solver->local;
  return bytes;
}

int gimmik_solver_layout_block(const gimmik_solver *solver) {
  return solver->options.layout_block;
}

static void print_kernel(FILE *stream, const char *role,
                         const gimmik_kernel_info *info, int tuned) {
  fprintf(stream, "  kernel %-12s %s %s", role, info->family, info->variant);
  for (int p = 0; p < info->param_count; p++)
    fprintf(stream, " %s=%d", info->params[p].name, info->params[p].value);
  fprintf(stream, "%s\n", tuned ? " (tuned)" : "");
}

/* The layout, and with GIMMIK_SOLVER_LAYOUT_TUNE what each took. */
static void print_layout(const gimmik_solver *solver, FILE *stream) {
  int block = solver->options.layout_block;
  if (block > 0) fprintf(stream, "  layout  blocks of %d elements", block);
  else fprintf(stream, "  layout  element-major");
  const char *separator = " (tuned, ms an iteration:";
  for (int i = 0; i < SOLVER_LAYOUTS; i++) {
    if (solver->layout_blocks[i] < 0) continue;
    fprintf(stream, "%s B=%d %.4f", separator, solver->layout_blocks[i],
            solver->layout_milliseconds[i]);
    separator = ",";
  }
  fprintf(stream, "%s\n", *separator == ',' ? ")" : "");
}

void gimmik_solver_print_kernels(const gimmik_solver *solver, FILE *stream) {
  static const char *const roles[PASS_COUNT] = {"residual", "update",
                                                "preconditioned", "solution"};
  print_layout(solver, stream);
  fprintf(stream, "  scalars %s\n",
          solver->device_scalars
              ? "device (alpha and beta formed there, the host one "
                "iteration behind)"
              : "host (the host waits for every sum)");
  print_kernel(stream, "operator", gimmik_axhelm_kernel(solver->direction),
               gimmik_axhelm_is_tuned(solver->direction));
  print_kernel(stream, "residual op", gimmik_axhelm_kernel(solver->axhelm),
               gimmik_axhelm_is_tuned(solver->axhelm));
  const gimmik_kernel_info *info;
  for (int pass = 0; (info = gimmik_dss_kernel(solver->dss, pass)); pass++)
    print_kernel(stream, "dss", info, gimmik_dss_is_tuned(solver->dss));
  for (int pass = 0; pass < PASS_COUNT; pass++)
    print_kernel(stream, roles[pass], gimmik_vector_kernel(solver->passes[pass]),
                 gimmik_vector_is_tuned(solver->passes[pass]));
  for (int step = 0; step < STEP_COUNT && solver->device_scalars; step++)
    print_kernel(stream, step == STEP_ALPHA ? "alpha" : "beta",
                 gimmik_vector_kernel(solver->steps[step]), 0);
}

const char *gimmik_solver_scalars_name(gimmik_solver_scalars scalars) {
  static const char *const names[] = {"auto", "host", "device"};
  return (unsigned)scalars <= GIMMIK_SOLVER_SCALARS_DEVICE ? names[scalars]
                                                           : "unknown";
}

gimmik_solver_scalars gimmik_solver_scalars_used(const gimmik_solver *solver) {
  return solver->device_scalars ? GIMMIK_SOLVER_SCALARS_DEVICE
                                : GIMMIK_SOLVER_SCALARS_HOST;
}
