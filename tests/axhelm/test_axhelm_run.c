/*
 * test_axhelm_run.c: axhelm kernels run on a device (the first OpenCL
 * device, PoCL here; or the first CUDA device) against the long double
 * reference, on random meshes: a trilinear-deformed brick (stored and
 * trilinear modes) and random parallelepipeds (every mode).
 *
 * usage: test_axhelm_run N | extras [opencl | cuda | c]
 *   N: every variant x geometry mode, with dtype, equation, coefficients
 *      and d rotating so each variant and each mode meets each of them over
 *      N = 2, 3, 5, 8; each kernel is checked on random u (relative error
 *      under 1e-12 in double, 1e-5 in float, no value left unwritten), for
 *      symmetry (u.Av = v.Au) and, for Poisson, on constants (A1 = 0).
 *      The tensor-core variant (mma) runs on CUDA, in double; any other
 *      backend must refuse it with the reason.
 *   extras: stored and recomputed geometry agree; the parameters dmem,
 *      fuse, tshared, evenodd and epb (ragged blocks); stage (CUDA; refused
 *      elsewhere); both forms of trilinear geometry in every variant; the
 *      binary cache; launch checks.
 * Exits 77 (skipped) when the backend has no device here.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "axhelm_check.h"
#include "check.h"
#include "gimmik/axhelm.h"
#include "random_mesh.h"
#include "runtime/axhelm/build.h"
#include "runtime/axhelm/launch.h"
#include "runtime/context_internal.h"
#include "scratch_context.h"

/* Kernels are built and launched on the context's device through the
 * runtime's internals (gimmik_axhelm_build, gimmik_axhelm_launch); the
 * inputs live in the context's memory (gimmik/device.h). */
static scratch_context scratch;
static gimmik_device *device;
static gimmik_backend backend = GIMMIK_BACKEND_OPENCL;
static const char *const variants[] = {"lines", "layers", "nodes", "mma",
                                       "cells"};
enum { VARIANTS = 5, NODES = 2, MMA = 3, CELLS = 4 };

/* The brick has 3 x 2 x 2 elements: several blocks for large N, one
 * partly filled block for small N. */
enum { BRICK_X = 3, BRICK_Y = 2, BRICK_Z = 2, ELEMENTS = 12 };

static double tolerance(gimmik_dtype dtype) {
  return dtype == GIMMIK_F64 ? 1e-12 : 1e-5;
}

static double *make_mesh(int parallelepipeds) {
  double *vertices = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  if (parallelepipeds)
    CHECK_OK(gimmik_hex_mesh_parallelepipeds(ELEMENTS, 0.4, 17, &vertices,
                                             &error), &error);
  else
    CHECK_OK(gimmik_hex_mesh_brick(BRICK_X, BRICK_Y, BRICK_Z, 0.2, 29,
                                   &vertices, &error), &error);
  return vertices;
}

typedef struct built {
  gimmik_axhelm_build_result result;
  axhelm_inputs inputs;
  axhelm_device_data data;
  int ready;
} built;

/* The context's memory as the runtime's buffers, each array whole. */
enum { GEOMETRY, LAMBDA0, LAMBDA1, U, AU, ARRAYS };

typedef struct wrapped {
  gimmik_buffer *buffers[ARRAYS];
} wrapped;

static gimmik_status wrap(const axhelm_inputs *inputs,
                          const gimmik_axhelm_data *data, wrapped *w,
                          gimmik_error *error) {
  size_t size = inputs->spec.dtype == GIMMIK_F32 ? 4 : 8;
  void *natives[ARRAYS] = {data->geometry, data->lambda0, data->lambda1,
                           data->u, data->au};
  size_t values[ARRAYS] = {inputs->geometry_values, inputs->nodes,
                           inputs->nodes, inputs->field_values,
                           inputs->field_values};
  memset(w, 0, sizeof *w);
  gimmik_status status = GIMMIK_OK;
  for (int i = 0; i < ARRAYS && status == GIMMIK_OK; i++)
    if (natives[i])
      status = gimmik_buffer_wrap(device, natives[i], values[i] * size,
                                  &w->buffers[i], error);
  return status;
}

static void unwrap(wrapped *w) {
  for (int i = 0; i < ARRAYS; i++) gimmik_buffer_free(w->buffers[i], NULL);
}

static gimmik_axhelm_arguments arguments_of(const gimmik_axhelm_data *data,
                                            const wrapped *w) {
  gimmik_axhelm_arguments args = {.elements = data->elements,
                                  .field_stride = data->field_stride,
                                  .geometry = w->buffers[GEOMETRY],
                                  .lambda0 = w->buffers[LAMBDA0],
                                  .lambda1 = w->buffers[LAMBDA1],
                                  .u = w->buffers[U], .au = w->buffers[AU]};
  return args;
}

/* An axhelm_launcher for a built kernel (launcher_data: the built). */
static gimmik_status launch_built(void *launcher_data,
                                  const gimmik_axhelm_data *data,
                                  void *stream, gimmik_error *error) {
  built *b = launcher_data;
  wrapped w;
  gimmik_status status = wrap(&b->inputs, data, &w, error);
  if (status == GIMMIK_OK) {
    gimmik_axhelm_arguments args = arguments_of(data, &w);
    status = gimmik_axhelm_launch(b->result.kernel, &b->result.info, &args,
                                  stream, error);
  }
  unwrap(&w);
  return status;
}

/* Build the kernel and its inputs on the mesh the mode needs. */
static void build(const gimmik_axhelm_request *request, const double *mesh,
                  built *out) {
  memset(out, 0, sizeof *out);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_axhelm_build(device, NULL, request,
                                             getenv("GIMMIK_TEST_CL_OPTIONS"),
                                             &out->result, &error);
  CHECK_OK(status, &error);
  if (status != GIMMIK_OK) return;
  axhelm_inputs_spec spec = {request->dtype, request->points, 3,
                             gimmik_axhelm_geometry_name(request->geometry),
                             2, ELEMENTS, 5, mesh, 1234, 2};
  status = gimmik_axhelm_inputs_create(&spec, &out->inputs, &error);
  CHECK_OK(status, &error);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_device_upload(scratch.context, &out->inputs,
                                         &out->data, &error);
  CHECK_OK(status, &error);
  out->ready = status == GIMMIK_OK;
}

static void release(built *b) {
  if (b->ready) {
    gimmik_axhelm_device_free(&b->data);
    gimmik_axhelm_inputs_free(&b->inputs);
  }
  gimmik_kernel_unload(b->result.kernel, NULL);
}

/* Run on the inputs' current u; au (field_values doubles) receives the
 * result.  Returns the comparison's error, or infinity on failure. */
static double run(built *b, double *au, const char *label) {
  gimmik_error error;
  gimmik_error_init(&error);
  axhelm_comparison comparison;
  gimmik_status status = gimmik_axhelm_device_write_u(&b->inputs, &b->data, &error);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_apply_and_compare(launch_built, b, &b->result.info,
                                             &b->inputs, &b->data, 0, ELEMENTS,
                                             NULL, au, &comparison, &error);
  CHECK_OK(status, &error);
  if (status != GIMMIK_OK) return INFINITY;
  if (comparison.nonfinite)
    fprintf(stderr, "%s: %lld values not finite (%lld never written)\n",
            label, comparison.nonfinite, comparison.unwritten);
  CHECK(comparison.nonfinite == 0);
  return comparison.nonfinite ? INFINITY : comparison.max_error;
}

static long double dot(const double *x, const double *y, size_t count) {
  long double sum = 0.0L;
  for (size_t i = 0; i < count; i++) sum += (long double)x[i] * y[i];
  return sum;
}

static double norm(const double *x, size_t count) {
  return sqrt((double)dot(x, x, count));
}

/* Random u matches the reference; u.Av = v.Au; Poisson maps constants to
 * zero. */
static void check_kernel(built *b, const char *label) {
  const axhelm_inputs *inputs = &b->inputs;
  gimmik_dtype dtype = b->result.info.dtype;
  size_t count = inputs->field_values;
  double *u = malloc(count * sizeof *u), *v = malloc(count * sizeof *v);
  double *au = calloc(count, sizeof *au), *av = calloc(count, sizeof *av);
  memcpy(u, inputs->u, count * sizeof *u);
  double error_u = run(b, au, label);
  gimmik_axhelm_inputs_set_u(&b->inputs, 777, 0.0);
  memcpy(v, inputs->u, count * sizeof *v);
  double error_v = run(b, av, label);
  /* d = 1 kernels use component 0 only: the dots cover what they use. */
  size_t used = b->result.info.fields == 1 ? inputs->nodes : count;
  double asymmetry = fabs((double)(dot(u, av, used) - dot(v, au, used))) /
                     (norm(u, used) * norm(av, used));
  double constant = 0.0;
  if (strcmp(b->result.info.equation, "poisson") == 0) {
    double *a1 = calloc(count, sizeof *a1);
    gimmik_axhelm_inputs_set_u(&b->inputs, 0, 1.0);
    run(b, a1, label);
    double largest = 0.0, response = 0.0;
    for (size_t i = 0; i < used; i++) {
      if (fabs(a1[i]) > largest) largest = fabs(a1[i]);
      if (fabs(au[i]) > response) response = fabs(au[i]);
    }
    constant = largest / response;
    free(a1);
  }
  double limit = tolerance(dtype);
  printf("%-70s error %.2e %.2e  asymmetry %.2e  constants %.2e\n", label,
         error_u, error_v, asymmetry, constant);
  CHECK(error_u < limit && error_v < limit);
  CHECK(asymmetry < limit);
  CHECK(constant < limit);
  free(u);
  free(v);
  free(au);
  free(av);
}

static void label_of(const gimmik_axhelm_request *request, const char *extra,
                     char *label, size_t size) {
  snprintf(label, size, "N=%d %s %s %s %s %s d=%d %s", request->points,
           request->variant, gimmik_axhelm_geometry_name(request->geometry),
           gimmik_dtype_name(request->dtype),
           gimmik_axhelm_equation_name(request->equation),
           gimmik_axhelm_coefficients_name(request->coefficients),
           request->fields, extra);
}

static gimmik_axhelm_request request_for(int n, int variant, int geometry) {
  gimmik_axhelm_request request;
  gimmik_axhelm_request_init(&request);
  request.backend = backend;
  request.points = n;
  request.variant = variants[variant];
  request.geometry = (gimmik_axhelm_geometry)geometry;
  request.lambda0 = 1.25;
  request.lambda1 = 0.5;
  return request;
}

static int mma_runs;

/* The tensor-core variant is CUDA's: elsewhere it is refused, saying why.
 * On CUDA it is skipped where it would not fit (e.g. trilinear at large
 * N: too many registers), with the reason; main checks that it ran. */
static int mma_refused(const gimmik_axhelm_request *request) {
  gimmik_kernel *kernel = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  if (backend != GIMMIK_BACKEND_CUDA) {
    CHECK_FAILS(gimmik_generate_axhelm(request, &kernel, &error), &error,
                GIMMIK_ERROR_UNSUPPORTED, "CUDA and double only");
    return 1;
  }
  gimmik_status status = gimmik_generate_axhelm(request, &kernel, &error);
  gimmik_kernel_destroy(kernel);
  if (status == GIMMIK_ERROR_UNSUPPORTED)
    printf("not viable: %s\n", error.message);
  else
    CHECK_OK(status, &error);
  gimmik_error_clear(&error);
  if (status != GIMMIK_OK) return 1;
  mma_runs++;
  return 0;
}

static void test_points(int n, double *brick, double *boxes) {
  for (int variant = 0; variant < VARIANTS; variant++)
    for (int geometry = 0; geometry < 3; geometry++) {
      if (variant == NODES && n > 10) continue;
      /* cells is the C target's one variant, and the C target's only. */
      if ((variant == CELLS) != (backend == GIMMIK_BACKEND_C)) continue;
      gimmik_axhelm_request request = request_for(n, variant, geometry);
      int turn = variant * 3 + geometry + n;
      request.dtype = turn % 2 && variant != MMA ? GIMMIK_F32 : GIMMIK_F64;
      request.equation = (gimmik_axhelm_equation)(turn / 2 % 2);
      request.coefficients = (gimmik_axhelm_coefficients)((turn + n / 2) % 2);
      /* d = 3 for a third of the cases, not for layers at N = 8, whose
       * fused vector kernel takes PoCL long to compile. */
      request.fields = turn % 3 == 0 && !(variant == 1 && n >= 8) ? 3 : 1;
      if (variant == MMA && mma_refused(&request)) continue;
      char label[200];
      label_of(&request, "", label, sizeof label);
      built b;
      build(&request, geometry == GIMMIK_AXHELM_PARALLELEPIPED ? boxes : brick, &b);
      if (b.ready) check_kernel(&b, label);
      release(&b);
    }
}

/* ---- extras --------------------------------------------------------------- */

/* The three modes describe the same affine mesh: their outputs agree to
 * round-off, and stored agrees with trilinear on the deformed brick. */
static void test_modes_agree(double *brick, double *boxes) {
  for (int mesh = 0; mesh < 2; mesh++) {
    double *outputs[3] = {NULL, NULL, NULL};
    size_t count = 0;
    for (int geometry = 0; geometry < 3; geometry++) {
      if (mesh == 0 && geometry == GIMMIK_AXHELM_PARALLELEPIPED) continue;
      gimmik_axhelm_request request = request_for(4, geometry, geometry);
      request.equation = GIMMIK_AXHELM_HELMHOLTZ;
      request.fields = 3;
      built b;
      build(&request, mesh ? boxes : brick, &b);
      if (b.ready) {
        count = b.inputs.field_values;
        outputs[geometry] = calloc(count, sizeof(double));
        run(&b, outputs[geometry], "modes");
      }
      release(&b);
    }
    double largest = 0.0, gap = 0.0;
    for (size_t i = 0; i < count && outputs[0] && outputs[2]; i++) {
      if (fabs(outputs[0][i]) > largest) largest = fabs(outputs[0][i]);
      for (int g = 1; g < 3; g++)
        if (outputs[g] && fabs(outputs[g][i] - outputs[0][i]) > gap)
          gap = fabs(outputs[g][i] - outputs[0][i]);
    }
    printf("%s mesh: stored, parallelepiped and trilinear differ by %.2e "
           "relative\n", mesh ? "parallelepiped" : "brick", gap / largest);
    CHECK(count > 0 && gap / largest < 1e-13);
    for (int g = 0; g < 3; g++) free(outputs[g]);
  }
}

static void test_parameters(double *brick) {
  static const struct {
    int variant, fields;
    const char *name;
    int value;
  } cases[] = {{0, 1, "dmem", 1}, {1, 3, "dmem", 1}, {0, 3, "fuse", 0},
               {1, 3, "fuse", 0}, {2, 3, "fuse", 0}, {0, 1, "epb", 5},
               {1, 1, "epb", 1},  {2, 1, "epb", 3}, {MMA, 3, "fuse", 1},
               {MMA, 1, "epb", 3}, {MMA, 3, "epb", 5}, {MMA, 3, "tshared", 1},
               {MMA, 1, "tshared", 1}, {MMA, 1, "tshared", 0},
               {MMA, 3, "fuse", 2}, {MMA, 3, "fuse", 2}, {0, 1, "evenodd", 0},
               {0, 3, "evenodd", 0}, {MMA, 1, "evenodd", 0}};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    gimmik_axhelm_request request =
        request_for(3, cases[c].variant, (int)c % 2 ? 2 : 0);
    request.fields = cases[c].fields;
    request.equation = (gimmik_axhelm_equation)(c % 2);
    gimmik_error error;
    gimmik_error_init(&error);
    CHECK_OK(gimmik_axhelm_request_set_param(&request, cases[c].name,
                                             cases[c].value, &error), &error);
    if (cases[c].variant == MMA && mma_refused(&request)) continue;
    char extra[32], label[200];
    snprintf(extra, sizeof extra, "%s=%d", cases[c].name, cases[c].value);
    label_of(&request, extra, label, sizeof label);
    built b;
    build(&request, brick, &b);
    if (b.ready) {
      CHECK(gimmik_kernel_param(&b.result.info, cases[c].name, -1) ==
            cases[c].value);
      check_kernel(&b, label);
    }
    release(&b);
  }
}

/* stage (CUDA, stored geometry): every layer copied ahead and read again
 * by later passes (fuse = 0); rings shorter than the element, refilled
 * and restarted per pass; per-node lambdas and GwJ staged with the
 * factors; ragged blocks; padded mma tiles (N = 9); f32 at even N, whose
 * warps share 16-byte copies, with partial warps (N = 10, 6 x 3, 4 x 3).
 * Elsewhere the parameter is refused, by name. */
static void test_stage(double *brick) {
  static const struct {
    int variant, n, f32, fields, fuse, stage, epb, helmholtz, per_node;
  } cases[] = {
      {0, 5, 0, 1, 1, 5, 2, 0, 0}, {0, 5, 0, 3, 0, 5, 1, 1, 1},
      {0, 6, 0, 3, 0, 2, 1, 1, 1}, {0, 8, 0, 3, 1, 4, 1, 1, 1},
      {0, 9, 1, 1, 1, 4, 1, 0, 1}, {0, 4, 1, 3, 1, 3, 3, 1, 0},
      {0, 10, 1, 3, 1, 4, 1, 1, 1}, {0, 6, 1, 1, 1, 2, 3, 1, 1},
      {0, 8, 1, 3, 0, 8, 2, 0, 0},
      {MMA, 5, 0, 1, 1, 2, 3, 1, 1}, {MMA, 8, 0, 3, 1, 2, 1, 0, 0},
      {MMA, 8, 0, 3, 0, 6, 1, 1, 0}, {MMA, 8, 0, 3, 2, 4, 1, 1, 1},
      {MMA, 9, 0, 1, 1, 4, 1, 0, 1}};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    gimmik_axhelm_request request =
        request_for(cases[c].n, cases[c].variant, GIMMIK_AXHELM_STORED);
    request.dtype = cases[c].f32 ? GIMMIK_F32 : GIMMIK_F64;
    request.fields = cases[c].fields;
    request.equation = (gimmik_axhelm_equation)cases[c].helmholtz;
    request.coefficients = (gimmik_axhelm_coefficients)cases[c].per_node;
    gimmik_error error;
    gimmik_error_init(&error);
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage",
                                             cases[c].stage, &error), &error);
    CHECK_OK(gimmik_axhelm_request_set_param(&request, "epb", cases[c].epb,
                                             &error), &error);
    if (cases[c].fields == 3)
      CHECK_OK(gimmik_axhelm_request_set_param(&request, "fuse", cases[c].fuse,
                                               &error), &error);
    if (backend != GIMMIK_BACKEND_CUDA) {
      if (cases[c].variant == MMA) continue;
      gimmik_kernel *kernel = NULL;
      CHECK_FAILS(gimmik_generate_axhelm(&request, &kernel, &error), &error,
                  GIMMIK_ERROR_ARGUMENT, "has no parameter 'stage'");
      continue;
    }
    if (cases[c].variant == MMA && mma_refused(&request)) continue;
    char extra[64], label[200];
    snprintf(extra, sizeof extra, "stage=%d epb=%d fuse=%d", cases[c].stage,
             cases[c].epb, cases[c].fuse);
    label_of(&request, extra, label, sizeof label);
    built b;
    build(&request, brick, &b);
    if (b.ready) {
      CHECK(gimmik_kernel_param(&b.result.info, "stage", -1) == cases[c].stage);
      check_kernel(&b, label);
    }
    release(&b);
  }
}

/* Staged geometry the caller wrapped 4 bytes off a 16-byte boundary: an
 * f32 kernel whose warps copy 16 bytes at a time copies per thread
 * instead, and still matches (CUDA). */
static void test_stage_unaligned(double *brick) {
  if (backend != GIMMIK_BACKEND_CUDA) return;
  gimmik_axhelm_request request = request_for(6, 0, GIMMIK_AXHELM_STORED);
  request.dtype = GIMMIK_F32;
  request.equation = GIMMIK_AXHELM_HELMHOLTZ;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_axhelm_request_set_param(&request, "stage", 2, &error), &error);
  built b;
  build(&request, brick, &b);
  void *storage = NULL;
  size_t bytes = b.inputs.geometry_values * sizeof(float);
  if (b.ready) {
    CHECK_OK(gimmik_memory_alloc(scratch.context, bytes + 16, &storage,
                                 &error), &error);
    if (storage)
      CHECK_OK(gimmik_memory_copy(scratch.context, storage, 4,
                                  b.data.geometry, 0, bytes, NULL, &error),
               &error);
  }
  if (storage) {
    /* A CUdeviceptr 4 bytes into the allocation. */
    void *aligned = b.data.geometry;
    b.data.geometry = (char *)storage + 4;
    check_kernel(&b, "N=6 lines stored f32 helmholtz stage=2, ggeo 4 bytes "
                     "off 16");
    b.data.geometry = aligned;
  }
  CHECK_OK(gimmik_memory_free(scratch.context, storage, &error), &error);
  release(&b);
}

/* Trilinear geometry takes two forms (templates/axhelm/common.lua): d = 1
 * applies inv A (A^T u), d = 3 forms G, fused or not; a per-node lambda0
 * folds into inv.  N = 5 has the layers t = 0, +-1 and others, where lines
 * and layers evaluate the adjugate as polynomials in t. */
static void test_trilinear_forms(double *brick) {
  static const struct {
    int fields, fuse, equation, coefficients;
  } cases[] = {{1, 1, 0, 0}, {1, 1, 1, 1}, {3, 1, 1, 1}, {3, 0, 0, 1}};
  for (int variant = 0; variant < VARIANTS; variant++)
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
      gimmik_axhelm_request request =
          request_for(5, variant, GIMMIK_AXHELM_TRILINEAR);
      request.fields = cases[c].fields;
      request.equation = (gimmik_axhelm_equation)cases[c].equation;
      request.coefficients = (gimmik_axhelm_coefficients)cases[c].coefficients;
      char extra[32] = "", label[200];
      if (cases[c].fields == 3) {
        gimmik_error error;
        gimmik_error_init(&error);
        CHECK_OK(gimmik_axhelm_request_set_param(&request, "fuse",
                                                 cases[c].fuse, &error), &error);
        snprintf(extra, sizeof extra, "fuse=%d", cases[c].fuse);
      }
      if ((variant == CELLS) != (backend == GIMMIK_BACKEND_C)) continue;
      if (variant == MMA && mma_refused(&request)) continue;
      if ((variant == CELLS) != (backend == GIMMIK_BACKEND_C)) continue;
      label_of(&request, extra, label, sizeof label);
      built b;
      build(&request, brick, &b);
      if (b.ready) check_kernel(&b, label);
      release(&b);
    }
}

static void test_cache(void) {
  char folder[] = "/tmp/gimmik-axhelm-cache-XXXXXX";
  CHECK(mkdtemp(folder) != NULL);
  gimmik_binary_cache *cache = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_binary_cache_open(folder, &cache, &error), &error);
  gimmik_axhelm_request request = request_for(2, 0, 0);
  for (int round = 0; round < 2; round++) {
    gimmik_axhelm_build_result result;
    CHECK_OK(gimmik_axhelm_build(device, cache, &request, NULL, &result, &error),
             &error);
    CHECK(result.from_cache == round);
    CHECK(strcmp(result.info.family, "axhelm") == 0);
    gimmik_kernel_unload(result.kernel, NULL);
  }
  gimmik_binary_cache_close(cache);
  char command[128];
  snprintf(command, sizeof command, "rm -rf %s", folder);
  CHECK(system(command) == 0);
}

/* Mismatched buffers and sizes are clear errors, before any launch. */
static void test_launch_checks(double *brick) {
  gimmik_axhelm_request request = request_for(3, 0, 0);
  request.fields = 3;
  built b;
  build(&request, brick, &b);
  if (!b.ready) {
    release(&b);
    return;
  }
  const gimmik_kernel_info *info = &b.result.info;
  gimmik_axhelm_data every = {.elements = ELEMENTS,
                              .field_stride = b.inputs.field_stride,
                              .geometry = b.data.geometry,
                              .lambda0 = b.data.lambda0,
                              .lambda1 = b.data.lambda1, .u = b.data.u,
                              .au = b.data.au};
  gimmik_axhelm_data used =
      gimmik_axhelm_device_arguments(info, &b.inputs, &b.data);
  wrapped w;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(wrap(&b.inputs, &every, &w, &error), &error);
  gimmik_axhelm_arguments good = arguments_of(&every, &w);
  good.lambda0 = used.lambda0 ? good.lambda0 : NULL;
  good.lambda1 = used.lambda1 ? good.lambda1 : NULL;
  CHECK_OK(gimmik_axhelm_check_arguments(info, &good, &error), &error);
  gimmik_axhelm_arguments args = good;
  args.elements = ELEMENTS + 1;
  CHECK_FAILS(gimmik_axhelm_launch(b.result.kernel, info, &args, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "field_stride = 329 is under E*N^3 = 351");
  args.field_stride = 351;
  CHECK_FAILS(gimmik_axhelm_launch(b.result.kernel, info, &args, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "ggeo holds 18144 bytes");
  args = good;
  args.elements = 0;
  CHECK_FAILS(gimmik_axhelm_check_arguments(info, &args, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "elements = 0 is outside");
  args = good;
  args.field_stride = 27 * ELEMENTS - 1;
  CHECK_FAILS(gimmik_axhelm_check_arguments(info, &args, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "field_stride = 323 is under");
  args = good;
  args.field_stride = 27 * ELEMENTS + 6;
  CHECK_FAILS(gimmik_axhelm_check_arguments(info, &args, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "u holds");
  args = good;
  args.lambda0 = w.buffers[LAMBDA0];
  CHECK_FAILS(gimmik_axhelm_check_arguments(info, &args, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "takes no lambda0");
  args = good;
  args.au = args.u;
  CHECK_FAILS(gimmik_axhelm_check_arguments(info, &args, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "au is the same buffer as u");
  args = good;
  args.geometry = NULL;
  CHECK_FAILS(gimmik_axhelm_check_arguments(info, &args, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "needs ggeo");
  unwrap(&w);
  release(&b);
  /* A per-node Helmholtz kernel needs both arrays. */
  request.coefficients = GIMMIK_AXHELM_PER_NODE;
  request.equation = GIMMIK_AXHELM_HELMHOLTZ;
  build(&request, brick, &b);
  if (b.ready) {
    used = gimmik_axhelm_device_arguments(&b.result.info, &b.inputs, &b.data);
    used.lambda1 = NULL;
    CHECK_OK(wrap(&b.inputs, &used, &w, &error), &error);
    args = arguments_of(&used, &w);
    CHECK_FAILS(gimmik_axhelm_check_arguments(&b.result.info, &args, &error),
                &error, GIMMIK_ERROR_ARGUMENT, "needs lambda1");
    unwrap(&w);
  }
  release(&b);
}

int main(int argc, char **argv) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (argc < 2 || argc > 3 ||
      (argc == 3 && gimmik_backend_parse(argv[2], &backend, &error))) {
    fprintf(stderr, "usage: %s N | extras [opencl | cuda | c]\n", argv[0]);
    return 2;
  }
  if (scratch_context_open(backend, NULL, &scratch, &error) != GIMMIK_OK) {
    printf("skipped: %s\n", error.message);
    return 77;
  }
  device = scratch.context->device;
  double *brick = make_mesh(0), *boxes = make_mesh(1);
  if (brick && boxes) {
    if (strcmp(argv[1], "extras") == 0) {
      test_modes_agree(brick, boxes);
      test_parameters(brick);
      test_trilinear_forms(brick);
      test_stage(brick);
      test_stage_unaligned(brick);
      test_cache();
      test_launch_checks(brick);
    } else {
      test_points(atoi(argv[1]), brick, boxes);
    }
    if (backend == GIMMIK_BACKEND_CUDA) CHECK(mma_runs > 0);
  }
  free(brick);
  free(boxes);
  scratch_context_close(&scratch);
  return check_finish("test_axhelm_run");
}
