/*
 * axhelm_bench.c: time the axhelm kernels on a device against its own
 * ceilings (docs/benchmarks.md), for N = 8 first, then 4..12; f64 and
 * f32; d = 1 and 3; Poisson and Helmholtz; every geometry mode; every
 * viable variant (its default parameters, or every tuning candidate with
 * --sweep), or with --tuned the kernel the runtime's autotuner picks for
 * each problem (gimmik_axhelm_tune on the benchmark's buffers).  Every
 * kernel is planned by the runtime (gimmik_axhelm_create; a request naming
 * its variant is used as given) and timed through gimmik_axhelm_apply,
 * dispatch included.
 *
 * Per (N, dtype, geometry mode) one random mesh of E elements, E chosen so
 * the largest problem (d = 3, Helmholtz) holds about --gib GiB of minimum
 * traffic.  Every kernel is first checked against the long double
 * reference on its first and last --check elements (au poisoned first),
 * then timed with device events: --warmup untimed launches, the median of
 * --repeat timed ones.  The same run measures copy bandwidth (a device to
 * device copy, read + write bytes) and the FMA peak of the precision (a
 * microbenchmark of independent FMA chains; docs/benchmarks.md asks for a cuBLAS
 * GEMM, which this harness cannot call: pass --peak-gflops to use one).
 *
 * Reported per kernel: ms (median), GDOF/s (d*E*N^3 per second), GFLOP/s,
 * GB/s of minimum bytes, % of copy bandwidth and % of the roofline
 * min(copy bandwidth, peak / arithmetic intensity), i.e. the roofline
 * time max(bytes / bandwidth, flops / peak) over the measured time.  The
 * CSV (--csv) has one row per kernel, written as it finishes.
 *
 * usage: axhelm_bench [--backend cuda|opencl] [--device SEL] [--quick]
 *          [--points 8,4,5] [--dtypes f64,f32] [--fields 1,3]
 *          [--equations poisson,helmholtz] [--geometry stored,trilinear,...]
 *          [--variants lines,layers,nodes,mma] [--params NAME=V,...]
 *          [--per-node] [--sweep] [--tuned]
 *          [--gib 1.5] [--warmup 3] [--repeat 20] [--check 16]
 *          [--peak-gflops F64[,F32]] [--csv FILE] [--cache DIR] [--threads T]
 * --params: overrides of each variant's defaults; with --sweep, only the
 * candidates that have every given value (e.g. --sweep --params fuse=2).
 * --quick: E = 64 elements, 1 warm-up, 3 timed runs, small ceilings: to see
 * that everything runs end to end (e.g. on PoCL), not to measure.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "axhelm_check.h"
#include "bandwidth.h"
#include "gimmik/axhelm.h"
#include "gimmik/device.h"
#include "random_mesh.h"

/* ---- options ------------------------------------------------------------ */

typedef struct options {
  gimmik_backend backend;
  const char *device;
  int quick, sweep, tuned, per_node;
  int points[32], point_count;
  int dtypes[2], dtype_count;       /* gimmik_dtype values */
  int fields[2], field_count;
  int equations[2], equation_count;
  int geometries[3], geometry_count;
  const char *variants[4];
  int variant_count;
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
  double gib;
  int warmup, repeat, check;
  double peak_gflops[2];            /* given: f64, f32; 0: measure */
  const char *csv, *cache;
  int threads;
} options;

static void usage(const char *program) {
  fprintf(stderr,
          "usage: %s [--backend cuda|opencl] [--device SEL] [--quick] "
          "[--points 8,4,5] [--dtypes f64,f32] [--fields 1,3] [--equations "
          "poisson,helmholtz] [--geometry stored,parallelepiped,trilinear] "
          "[--variants lines,layers,nodes,mma] [--params NAME=V,...] [--per-node] [--sweep] [--tuned] [--gib X] "
          "[--warmup W] [--repeat R] [--check K] [--peak-gflops F64[,F32]] "
          "[--csv FILE] [--cache DIR] [--threads T]\n", program);
  exit(2);
}

/* Split a comma list into words, each mapped by `parse` (-1: bad word). */
static int parse_list(const char *text, int *values, int capacity,
                      int (*parse)(const char *word)) {
  char buffer[256];
  snprintf(buffer, sizeof buffer, "%s", text);
  int count = 0;
  for (char *save = NULL, *word = strtok_r(buffer, ",", &save); word;
       word = strtok_r(NULL, ",", &save)) {
    int value = parse(word);
    if (value < 0 || count == capacity) return -1;
    values[count++] = value;
  }
  return count;
}

static int parse_int(const char *word) { return atoi(word) > 0 ? atoi(word) : -1; }

static int parse_dtype(const char *word) {
  return strcmp(word, "f64") == 0 ? GIMMIK_F64 : strcmp(word, "f32") == 0 ? GIMMIK_F32 : -1;
}

static int parse_equation(const char *word) {
  return strcmp(word, "poisson") == 0 ? 0 : strcmp(word, "helmholtz") == 0 ? 1 : -1;
}

static int parse_geometry(const char *word) {
  gimmik_axhelm_geometry geometry;
  return gimmik_axhelm_geometry_parse(word, &geometry, NULL) == GIMMIK_OK
             ? (int)geometry : -1;
}

/* Every variant (gimmik/axhelm.h), for --variants and the default list. */
static const char *const variant_names[] = {"lines", "layers", "nodes", "mma"};
enum { VARIANT_COUNT = 4 };

static int parse_variant(const char *word) {
  for (int i = 0; i < VARIANT_COUNT; i++)
    if (strcmp(word, variant_names[i]) == 0) return i;
  return -1;
}

/* "epb=2,fuse=1" into o->params; 0 on success. */
static int parse_params(const char *text, options *o) {
  char buffer[256];
  snprintf(buffer, sizeof buffer, "%s", text);
  gimmik_axhelm_request overrides;
  gimmik_axhelm_request_init(&overrides);
  for (char *save = NULL, *word = strtok_r(buffer, ",", &save); word;
       word = strtok_r(NULL, ",", &save)) {
    char *equals = strchr(word, '=');
    if (!equals || equals[1] == '\0') return -1;
    *equals = '\0';
    if (gimmik_axhelm_request_set_param(&overrides, word, atoi(equals + 1),
                                        NULL))
      return -1;
  }
  memcpy(o->params, overrides.params, sizeof o->params);
  o->param_count = overrides.param_count;
  return o->param_count == 0;
}

static void default_options(options *o) {
  static const int points[] = {8, 4, 5, 6, 7, 9, 10, 11, 12};
  memset(o, 0, sizeof *o);
  o->backend = GIMMIK_BACKEND_CUDA;
  memcpy(o->points, points, sizeof points);
  o->point_count = 9;
  o->dtypes[0] = GIMMIK_F64;
  o->dtypes[1] = GIMMIK_F32;
  o->dtype_count = 2;
  o->fields[0] = 1;
  o->fields[1] = 3;
  o->field_count = 2;
  o->equations[1] = 1;
  o->equation_count = 2;
  for (int g = 0; g < 3; g++) o->geometries[g] = g;
  o->geometry_count = 3;
  o->gib = 1.5;
  o->warmup = 3;
  o->repeat = 20;
  o->check = 16;
  o->threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
}

static const char *next_argument(int argc, char **argv, int *i) {
  if (*i + 1 >= argc) usage(argv[0]);
  return argv[++*i];
}

static void parse_options(int argc, char **argv, options *o) {
  default_options(o);
  int points_given = 0;
  for (int i = 1; i < argc; i++) {
    const char *flag = argv[i];
    int bad = 0;
    if (!strcmp(flag, "--backend"))
      bad = gimmik_backend_parse(next_argument(argc, argv, &i), &o->backend, NULL);
    else if (!strcmp(flag, "--device")) o->device = next_argument(argc, argv, &i);
    else if (!strcmp(flag, "--quick")) o->quick = 1;
    else if (!strcmp(flag, "--sweep")) o->sweep = 1;
    else if (!strcmp(flag, "--tuned")) o->tuned = 1;
    else if (!strcmp(flag, "--per-node")) o->per_node = 1;
    else if (!strcmp(flag, "--points")) {
      bad = (o->point_count = parse_list(next_argument(argc, argv, &i), o->points, 32, parse_int)) < 1;
      points_given = 1;
    } else if (!strcmp(flag, "--dtypes"))
      bad = (o->dtype_count = parse_list(next_argument(argc, argv, &i), o->dtypes, 2, parse_dtype)) < 1;
    else if (!strcmp(flag, "--fields"))
      bad = (o->field_count = parse_list(next_argument(argc, argv, &i), o->fields, 2, parse_int)) < 1;
    else if (!strcmp(flag, "--equations"))
      bad = (o->equation_count = parse_list(next_argument(argc, argv, &i), o->equations, 2, parse_equation)) < 1;
    else if (!strcmp(flag, "--geometry"))
      bad = (o->geometry_count = parse_list(next_argument(argc, argv, &i), o->geometries, 3, parse_geometry)) < 1;
    else if (!strcmp(flag, "--variants")) {
      int chosen[VARIANT_COUNT];
      bad = (o->variant_count = parse_list(next_argument(argc, argv, &i), chosen, VARIANT_COUNT, parse_variant)) < 1;
      for (int v = 0; !bad && v < o->variant_count; v++) o->variants[v] = variant_names[chosen[v]];
    } else if (!strcmp(flag, "--params"))
      bad = parse_params(next_argument(argc, argv, &i), o);
    else if (!strcmp(flag, "--gib")) bad = (o->gib = atof(next_argument(argc, argv, &i))) <= 0;
    else if (!strcmp(flag, "--warmup")) bad = (o->warmup = atoi(next_argument(argc, argv, &i))) < 0;
    else if (!strcmp(flag, "--repeat")) bad = (o->repeat = atoi(next_argument(argc, argv, &i))) < 1;
    else if (!strcmp(flag, "--check")) bad = (o->check = atoi(next_argument(argc, argv, &i))) < 1;
    else if (!strcmp(flag, "--peak-gflops"))
      bad = sscanf(next_argument(argc, argv, &i), "%lf,%lf", &o->peak_gflops[0], &o->peak_gflops[1]) < 1;
    else if (!strcmp(flag, "--csv")) o->csv = next_argument(argc, argv, &i);
    else if (!strcmp(flag, "--cache")) o->cache = next_argument(argc, argv, &i);
    else if (!strcmp(flag, "--threads")) bad = (o->threads = atoi(next_argument(argc, argv, &i))) < 1;
    else usage(argv[0]);
    if (bad) usage(argv[0]);
  }
  if (o->quick) {
    o->warmup = 1;
    o->repeat = 3;
    if (!points_given) {
      o->points[0] = 8;
      o->points[1] = 4;
      o->point_count = 2;
    }
  }
}

/* ---- the device's ceilings ---------------------------------------------- */

typedef struct ceilings {
  double copy_gbs;         /* read + write bytes per second, 1e9 */
  double peak_gflops[2];   /* f64, f32 */
} ceilings;

static gimmik_status measure_copy(gimmik_context *context, const options *o,
                                  double *gbs, gimmik_error *error) {
  size_t bytes = o->quick ? (size_t)16 << 20 : (size_t)1 << 30;
  return gimmik_copy_bandwidth(context, bytes, o->repeat, gbs, error);
}

/* Eight independent FMA chains per thread: the FMA throughput of the
 * precision, which is what the roofline's peak stands for. */
static const char *const fma_cuda =
    "extern \"C\" __global__ void fma_peak(T* out, T seed) {\n"
    "  T a0 = seed + threadIdx.x, a1 = a0 + (T)1, a2 = a0 + (T)2, a3 = a0 + (T)3;\n"
    "  T a4 = a0 + (T)4, a5 = a0 + (T)5, a6 = a0 + (T)6, a7 = a0 + (T)7;\n"
    "  const T b = (T)0.999, c = (T)0.001;\n"
    "  for (int i = 0; i < ITERATIONS; i++) {\n"
    "    a0 = a0*b + c; a1 = a1*b + c; a2 = a2*b + c; a3 = a3*b + c;\n"
    "    a4 = a4*b + c; a5 = a5*b + c; a6 = a6*b + c; a7 = a7*b + c;\n"
    "  }\n"
    "  out[blockIdx.x*blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;\n"
    "}\n";
static const char *const fma_opencl =
    "__kernel void fma_peak(__global T* out, T seed) {\n"
    "  T a0 = seed + (T)get_local_id(0), a1 = a0 + (T)1, a2 = a0 + (T)2, a3 = a0 + (T)3;\n"
    "  T a4 = a0 + (T)4, a5 = a0 + (T)5, a6 = a0 + (T)6, a7 = a0 + (T)7;\n"
    "  const T b = (T)0.999, c = (T)0.001;\n"
    "  for (int i = 0; i < ITERATIONS; i++) {\n"
    "    a0 = fma(a0, b, c); a1 = fma(a1, b, c); a2 = fma(a2, b, c); a3 = fma(a3, b, c);\n"
    "    a4 = fma(a4, b, c); a5 = fma(a5, b, c); a6 = fma(a6, b, c); a7 = fma(a7, b, c);\n"
    "  }\n"
    "  out[get_global_id(0)] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;\n"
    "}\n";

static gimmik_status measure_peak(gimmik_context *context, const options *o,
                                  gimmik_dtype dtype, double *gflops,
                                  gimmik_error *error) {
  int iterations = o->quick ? 64 : 2048;
  size_t blocks = o->quick ? 64 : 32768, threads = 256;
  int opencl = o->backend == GIMMIK_BACKEND_OPENCL;
  char source[2048];
  snprintf(source, sizeof source, "%s#define T %s\n#define ITERATIONS %d\n%s",
           opencl && dtype == GIMMIK_F64 ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "",
           dtype == GIMMIK_F64 ? "double" : "float", iterations,
           opencl ? fma_opencl : fma_cuda);
  gimmik_raw_kernel *kernel = NULL;
  void *out = NULL;
  gimmik_timer *timer = NULL;
  gimmik_status status = gimmik_raw_kernel_build(context, source, "fma_peak",
                                                 NULL, &kernel, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, blocks * threads * 8, &out, error);
  if (status == GIMMIK_OK) status = gimmik_timer_create(context, &timer, error);
  gimmik_arg args[2] = {gimmik_arg_memory(out),
                        dtype == GIMMIK_F64 ? gimmik_arg_float64(1.0)
                                            : gimmik_arg_float32(1.0f)};
  gimmik_raw_launch launch = {{blocks, 1, 1}, {threads, 1, 1}, 0, args, 2,
                              NULL};
  double best = INFINITY;
  for (int run = 0; run < 2 + o->repeat / 4 && status == GIMMIK_OK; run++) {
    double milliseconds;
    status = gimmik_timer_start(timer, NULL, error);
    if (status == GIMMIK_OK)
      status = gimmik_raw_kernel_launch(kernel, &launch, error);
    if (status == GIMMIK_OK) status = gimmik_timer_stop(timer, NULL, error);
    if (status == GIMMIK_OK)
      status = gimmik_timer_elapsed(timer, &milliseconds, error);
    if (status == GIMMIK_OK && run > 0 && milliseconds < best) best = milliseconds;
  }
  if (status == GIMMIK_OK)
    *gflops = 2.0 * 8 * iterations * (double)(blocks * threads) / (best * 1e6);
  gimmik_timer_destroy(timer, NULL);
  gimmik_memory_free(context, out, NULL);
  gimmik_raw_kernel_destroy(kernel, NULL);
  return status;
}

/* ---- one shape: N, dtype, geometry mode --------------------------------- */

typedef struct shape {
  int points;
  gimmik_dtype dtype;
  gimmik_axhelm_geometry geometry;
  long long elements;
  axhelm_inputs inputs;
  axhelm_device_data data;
} shape;

/* Elements for about `gib` GiB of minimum traffic in the largest problem
 * of the shape: d = 3 Helmholtz, with the lambda arrays when asked. */
static long long elements_for(const options *o, int points, gimmik_dtype dtype,
                              gimmik_axhelm_geometry geometry) {
  if (o->quick) return 64;
  double volume = (double)points * points * points;
  double geometry_values = geometry == GIMMIK_AXHELM_STORED ? 7 * volume
                           : geometry == GIMMIK_AXHELM_PARALLELEPIPED ? 7 : 24;
  double values = 6 * volume + (o->per_node ? 2 * volume : 0) + geometry_values;
  return (long long)(o->gib * 1073741824.0 / (values * gimmik_dtype_size(dtype)));
}

/* A brick of about `elements` (a parallelepiped set for that mode). */
static gimmik_status make_mesh(shape *s, double **vertices, gimmik_error *error) {
  if (s->geometry == GIMMIK_AXHELM_PARALLELEPIPED)
    return gimmik_hex_mesh_parallelepipeds(s->elements, 0.4, 11, vertices, error);
  int side = (int)cbrt((double)s->elements);
  if (side < 1) side = 1;
  int depth = (int)(s->elements / ((long long)side * side));
  if (depth < 1) depth = 1;
  s->elements = (long long)side * side * depth;
  return gimmik_hex_mesh_brick(side, side, depth, 0.15, 11, vertices, error);
}

static gimmik_status open_shape(gimmik_context *context, const options *o,
                                shape *s, gimmik_error *error) {
  s->elements = elements_for(o, s->points, s->dtype, s->geometry);
  double *vertices = NULL;
  gimmik_status status = make_mesh(s, &vertices, error);
  axhelm_inputs_spec spec = {s->dtype, s->points, 3,
                             gimmik_axhelm_geometry_name(s->geometry),
                             o->per_node ? 2 : 0, s->elements, 0, vertices,
                             2024, o->threads};
  if (status == GIMMIK_OK) status = gimmik_axhelm_inputs_create(&spec, &s->inputs, error);
  free(vertices);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_device_upload(context, &s->inputs, &s->data, error);
  return status;
}

static void close_shape(shape *s) {
  gimmik_axhelm_device_free(&s->data);
  gimmik_axhelm_inputs_free(&s->inputs);
}

/* ---- one kernel --------------------------------------------------------- */

typedef struct result {
  double error, milliseconds, best;
  int passed;
  char status[96];
} result;

/* Check the first and last --check elements of what `launch` computes. */
static int check_kernel(axhelm_launcher launch, void *launcher_data,
                        const gimmik_kernel_info *info, shape *s,
                        const options *o, result *r, gimmik_error *error) {
  long long count = o->check < s->elements ? o->check : s->elements;
  long long firsts[2] = {0, s->elements - count};
  r->error = 0.0;
  for (int part = 0; part < 2; part++) {
    axhelm_comparison comparison;
    if (gimmik_axhelm_apply_and_compare(launch, launcher_data, info, &s->inputs,
                                 &s->data, firsts[part], count, NULL, NULL,
                                 &comparison, error) != GIMMIK_OK)
      return 0;
    if (comparison.nonfinite) {
      snprintf(r->status, sizeof r->status, "wrong: %lld values not finite",
               comparison.nonfinite);
      return 0;
    }
    if (comparison.max_error > r->error) r->error = comparison.max_error;
  }
  double limit = s->dtype == GIMMIK_F64 ? 1e-12 : 1e-5;
  if (r->error > limit) {
    snprintf(r->status, sizeof r->status, "wrong: error %.3g", r->error);
    return 0;
  }
  return 1;
}

typedef struct runtime_call {
  gimmik_axhelm *axhelm;
  gimmik_axhelm_data data;
} runtime_call;

static gimmik_status apply_runtime(void *data, void *stream,
                                   gimmik_error *error) {
  runtime_call *call = data;
  return gimmik_axhelm_apply(call->axhelm, &call->data, stream, error);
}

/* Check the kernel `axhelm` uses, then time it through
 * gimmik_axhelm_apply; `ok` is the status of a pass. */
static void check_and_time(gimmik_context *context, gimmik_axhelm *axhelm,
                           shape *s, const options *o, const char *ok,
                           result *r, gimmik_error *error) {
  const gimmik_kernel_info *info = gimmik_axhelm_kernel(axhelm);
  r->passed = check_kernel(gimmik_axhelm_apply_through_runtime, axhelm, info,
                           s, o, r, error);
  if (!r->passed) return;
  runtime_call call = {axhelm,
                       gimmik_axhelm_device_arguments(info, &s->inputs,
                                                      &s->data)};
  gimmik_timing timing;
  gimmik_status status = gimmik_context_time(
      context, NULL, apply_runtime, &call, o->warmup, o->repeat, &timing,
      error);
  r->milliseconds = timing.median_milliseconds;
  r->best = timing.best_milliseconds;
  if (status == GIMMIK_OK) {
    snprintf(r->status, sizeof r->status, "%s", ok);
  } else {
    r->passed = 0;
    snprintf(r->status, sizeof r->status, "%s: %.80s",
             gimmik_status_name(status), error->message);
  }
}

/* Plan `request` (its variant used as given), check and time it. */
static void run_kernel(gimmik_context *context,
                       const gimmik_axhelm_request *request, shape *s,
                       const options *o, gimmik_axhelm **axhelm, result *r) {
  memset(r, 0, sizeof *r);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_axhelm_create(context, request, axhelm,
                                              &error);
  if (status == GIMMIK_OK)
    check_and_time(context, *axhelm, s, o, "ok", r, &error);
  if (!r->status[0])
    snprintf(r->status, sizeof r->status, "%s: %.80s",
             gimmik_status_name(status != GIMMIK_OK ? status : error.status),
             error.message);
  gimmik_error_clear(&error);
}

/* ---- reporting ---------------------------------------------------------- */

static void params_text(const gimmik_kernel_info *info, char *text, size_t size) {
  text[0] = '\0';
  for (int p = 0; p < info->param_count; p++) {
    size_t used = strlen(text);
    snprintf(text + used, size - used, "%s%s=%d", p ? " " : "",
             info->params[p].name, info->params[p].value);
  }
}

static void report(FILE *csv, const char *device_name, const ceilings *c,
                   const shape *s, const gimmik_kernel_info *info,
                   const result *r) {
  double seconds = r->milliseconds * 1e-3;
  double volume = (double)info->points * info->points * info->points;
  double elements = (double)s->elements;
  double flops = info->flops_per_column * elements;
  double bytes = info->min_bytes_per_column * elements;
  double peak = c->peak_gflops[info->dtype == GIMMIK_F32] * 1e9;
  double roofline_seconds = fmax(bytes / (c->copy_gbs * 1e9), flops / peak);
  int ok = r->passed;
  double gdofs = ok ? info->fields * elements * volume / seconds / 1e9 : 0;
  double gflops = ok ? flops / seconds / 1e9 : 0, gbs = ok ? bytes / seconds / 1e9 : 0;
  double copy = ok ? 100.0 * gbs / c->copy_gbs : 0;
  double roof = ok ? 100.0 * roofline_seconds / seconds : 0;
  char params[128];
  params_text(info, params, sizeof params);
  printf("N=%-2d %s d=%d %-9s %-8s %-14s %-6s %-28s %9.4f ms %8.3f GDOF/s %9.1f "
         "GFLOP/s %8.1f GB/s %5.1f%% copy %5.1f%% roofline  err %.1e %s\n",
         info->points, gimmik_dtype_name(info->dtype), info->fields,
         info->equation, info->coefficients, info->geometry, info->variant,
         params, r->milliseconds, gdofs, gflops, gbs, copy, roof, r->error,
         r->status);
  fflush(stdout);
  if (!csv) return;
  fprintf(csv, "\"%s\",%d,%s,%d,%s,%s,%s,%s,\"%s\",%lld,%.6f,%.6f,%.4f,%.2f,"
               "%.2f,%.2f,%.2f,%.1f,%.1f,%.1f,%.1f,%.2f,%.2f,%.3e,\"%s\"\n",
          device_name, info->points, gimmik_dtype_name(info->dtype),
          info->fields, info->equation, info->coefficients, info->geometry,
          info->variant, params, s->elements, r->milliseconds, r->best, gdofs,
          gflops, gbs, copy, roof, info->flops_per_column,
          info->geometry_flops_per_column, info->min_bytes_per_column,
          info->geometry_bytes_per_column, c->copy_gbs,
          c->peak_gflops[info->dtype == GIMMIK_F32], r->error, r->status);
  fflush(csv);
}

static const char csv_header[] =
    "device,N,dtype,d,equation,coefficients,geometry,variant,params,elements,"
    "ms_median,ms_best,gdof_per_s,gflop_per_s,gb_per_s,pct_copy,pct_roofline,"
    "flops_per_element,geometry_flops_per_element,bytes_per_element,"
    "geometry_bytes_per_element,copy_gb_per_s,peak_gflop_per_s,max_error,"
    "status\n";

/* ---- the sweep ---------------------------------------------------------- */

typedef struct bench {
  const options *o;
  gimmik_context *context;         /* plans, caches and tunes the kernels */
  ceilings c;
  char device_name[600];
  int compute_capability;          /* sm_90a: 90; 0 off CUDA */
  FILE *csv;
  int failures;
} bench;

/* The requests for one problem: each variant's default, or every
 * candidate with --sweep. */
static int requests_for(const bench *b, const gimmik_axhelm_request *base,
                        gimmik_axhelm_request **list) {
  int count = 0;
  if (b->o->sweep) {
    gimmik_candidate *candidates = NULL;
    gimmik_axhelm_candidates(base, &candidates, &count, NULL);
    *list = calloc((size_t)count + 1, sizeof **list);
    for (int i = 0; i < count && *list; i++) {
      gimmik_axhelm_request *request = &(*list)[i];
      *request = *base;
      request->variant = variant_names[parse_variant(candidates[i].variant)];
      memcpy(request->params, candidates[i].params, sizeof request->params);
      request->param_count = candidates[i].param_count;
    }
    free(candidates);
    return *list ? count : 0;
  }
  int variants = b->o->variant_count ? b->o->variant_count : VARIANT_COUNT;
  *list = calloc(VARIANT_COUNT, sizeof **list);
  for (int v = 0; v < variants && *list; v++) {
    gimmik_axhelm_request *request = &(*list)[count++];
    *request = *base;
    request->variant = b->o->variant_count ? b->o->variants[v] : variant_names[v];
    for (int p = 0; p < b->o->param_count; p++)
      gimmik_axhelm_request_set_param(request, b->o->params[p].name,
                                      b->o->params[p].value, NULL);
  }
  return count;
}

/* Whether a candidate has every value given with --params. */
static int params_selected(const options *o, const gimmik_axhelm_request *request) {
  for (int p = 0; p < o->param_count; p++) {
    int found = 0;
    for (int q = 0; q < request->param_count && !found; q++)
      found = strcmp(request->params[q].name, o->params[p].name) == 0 &&
              request->params[q].value == o->params[p].value;
    if (!found) return 0;
  }
  return 1;
}

static int variant_selected(const options *o, const char *variant) {
  for (int v = 0; v < o->variant_count; v++)
    if (strcmp(o->variants[v], variant) == 0) return 1;
  return o->variant_count == 0;
}

static void run_problem(bench *b, shape *s, const gimmik_axhelm_request *base) {
  gimmik_axhelm_request *list = NULL;
  int count = requests_for(b, base, &list);
  for (int i = 0; i < count; i++) {
    if (!variant_selected(b->o, list[i].variant) || !params_selected(b->o, &list[i]))
      continue;
    gimmik_axhelm *axhelm = NULL;
    result r;
    run_kernel(b->context, &list[i], s, b->o, &axhelm, &r);
    if (strncmp(r.status, "unsupported", 11) == 0) {
      printf("N=%-2d %s d=%d %s %s %s %s: not viable (%s)\n", base->points,
             gimmik_dtype_name(base->dtype), base->fields,
             gimmik_axhelm_equation_name(base->equation),
             gimmik_axhelm_coefficients_name(base->coefficients),
             gimmik_axhelm_geometry_name(base->geometry), list[i].variant,
             r.status);
      continue;
    }
    if (!r.passed) b->failures++;
    if (axhelm)
      report(b->csv, b->device_name, &b->c, s, gimmik_axhelm_kernel(axhelm),
             &r);
    else
      printf("%s: %s\n", list[i].variant, r.status);
    gimmik_axhelm_destroy(axhelm, NULL);
  }
  free(list);
}

/* ---- the runtime's pick (--tuned) --------------------------------------- */

/* Tune through the runtime on the shape's memory, check the pick, time
 * it through gimmik_axhelm_apply. */
static void run_tuned(bench *b, shape *s, const gimmik_axhelm_request *base) {
  result r;
  memset(&r, 0, sizeof r);
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_axhelm *axhelm = NULL;
  gimmik_status status = gimmik_axhelm_create(b->context, base, &axhelm,
                                              &error);
  if (status == GIMMIK_OK) {
    gimmik_axhelm_data data = gimmik_axhelm_device_arguments(
        gimmik_axhelm_kernel(axhelm), &s->inputs, &s->data);
    status = gimmik_axhelm_tune(axhelm, &data, NULL, &error);
  }
  if (status == GIMMIK_OK)
    check_and_time(b->context, axhelm, s, b->o, "ok tuned", &r, &error);
  if (!r.status[0])
    snprintf(r.status, sizeof r.status, "%s: %.80s",
             gimmik_status_name(status != GIMMIK_OK ? status : error.status),
             error.message);
  if (!r.passed) b->failures++;
  if (axhelm)
    report(b->csv, b->device_name, &b->c, s, gimmik_axhelm_kernel(axhelm), &r);
  else
    printf("tuned: %s\n", r.status);
  gimmik_error_clear(&error);
  gimmik_axhelm_destroy(axhelm, NULL);
}

static void run_shape(bench *b, shape *s) {
  const options *o = b->o;
  for (int f = 0; f < o->field_count; f++)
    for (int q = 0; q < o->equation_count; q++)
      for (int k = 0; k < 1 + o->per_node; k++) {
        gimmik_axhelm_request request;
        gimmik_axhelm_request_init(&request);
        request.backend = o->backend;
        request.dtype = s->dtype;
        request.points = s->points;
        request.fields = o->fields[f];
        request.equation = (gimmik_axhelm_equation)o->equations[q];
        request.coefficients = (gimmik_axhelm_coefficients)k;
        request.lambda0 = 1.0;
        request.lambda1 = 0.5;
        request.geometry = s->geometry;
        request.compute_capability = b->compute_capability;
        if (o->tuned)
          run_tuned(b, s, &request);
        else
          run_problem(b, s, &request);
      }
}

static gimmik_status measure_ceilings(bench *b, gimmik_error *error) {
  gimmik_status status = measure_copy(b->context, b->o, &b->c.copy_gbs, error);
  for (int d = 0; d < 2 && status == GIMMIK_OK; d++) {
    b->c.peak_gflops[d] = b->o->peak_gflops[d];
    if (b->c.peak_gflops[d] <= 0)
      status = measure_peak(b->context, b->o, (gimmik_dtype)d,
                            &b->c.peak_gflops[d], error);
  }
  if (status == GIMMIK_OK)
    printf("device: %s\ncopy bandwidth %.1f GB/s; FMA peak %.1f GFLOP/s f64, "
           "%.1f GFLOP/s f32%s\n", b->device_name, b->c.copy_gbs,
           b->c.peak_gflops[0], b->c.peak_gflops[1],
           b->o->peak_gflops[0] > 0 ? " (given)" : " (measured)");
  return status;
}

/* One context serves both paths: its device, its binary cache, and its
 * tuner (which prints every candidate's time on stderr). */
static gimmik_status open_bench(bench *b, gimmik_error *error) {
  const options *o = b->o;
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = o->backend;
  context_options.device = o->device;
  context_options.cache_dir = o->cache;
  context_options.tuning = GIMMIK_TUNE_ALWAYS;
  context_options.verbose = 1;
  gimmik_status status =
      gimmik_context_create(&context_options, &b->context, error);
  if (status == GIMMIK_OK) {
    const gimmik_device_description *description =
        gimmik_context_device(b->context);
    snprintf(b->device_name, sizeof b->device_name, "%s",
             gimmik_context_device_name(b->context));
    /* What the runtime tells its own requests (variants, stage, budget). */
    if (o->backend == GIMMIK_BACKEND_CUDA)
      sscanf(description->architecture, "sm_%d", &b->compute_capability);
  }
  if (status == GIMMIK_OK && o->csv && !(b->csv = fopen(o->csv, "w")))
    status = gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: cannot write", o->csv);
  if (b->csv) fputs(csv_header, b->csv);
  return status;
}

int main(int argc, char **argv) {
  options o;
  parse_options(argc, argv, &o);
  bench b;
  memset(&b, 0, sizeof b);
  b.o = &o;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = open_bench(&b, &error);
  if (status == GIMMIK_OK) status = measure_ceilings(&b, &error);
  for (int p = 0; p < o.point_count && status == GIMMIK_OK; p++)
    for (int t = 0; t < o.dtype_count && status == GIMMIK_OK; t++)
      for (int g = 0; g < o.geometry_count && status == GIMMIK_OK; g++) {
        shape s;
        memset(&s, 0, sizeof s);
        s.points = o.points[p];
        s.dtype = (gimmik_dtype)o.dtypes[t];
        s.geometry = (gimmik_axhelm_geometry)o.geometries[g];
        status = open_shape(b.context, &o, &s, &error);
        if (status == GIMMIK_OK) {
          printf("-- N = %d, %s, %s geometry: %lld elements\n", s.points,
                 gimmik_dtype_name(s.dtype),
                 gimmik_axhelm_geometry_name(s.geometry), s.elements);
          run_shape(&b, &s);
        }
        close_shape(&s);
      }
  if (status != GIMMIK_OK) fprintf(stderr, "axhelm_bench: %s\n", error.message);
  if (b.failures) fprintf(stderr, "axhelm_bench: %d kernels failed their check\n", b.failures);
  if (b.csv) fclose(b.csv);
  gimmik_context_destroy(b.context, NULL);
  return status != GIMMIK_OK || b.failures ? 1 : 0;
}
