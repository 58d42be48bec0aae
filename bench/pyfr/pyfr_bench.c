/*
 * pyfr_bench.c: where each of our kernels stands, on one device in one run,
 * against cuBLAS and GiMMiK 4.0 (docs/benchmarks.md).
 *
 * usage: pyfr_bench [--dtype f64|f32] [--gimmik4 DIR] [--csv FILE]
 *                   [--repeat R] [--variants all|none|V1,V2...]
 *                   [--opencl | --opencl-device SEL | --no-opencl]
 *                   [--opencl-fallback tune|default]
 *                   [--deadline SECONDS] [--verbose]
 *                   [--kernel VARIANT[:NAME=VALUE,...]]... [--tune 0|1]
 *                   [--gimmik4-match TEXT] [--picks CSV]... OPERATOR.mtx...
 *
 * For the device: copy bandwidth (1 GiB device-to-device copy, read + write)
 * and the GEMM peak (cuBLAS 8192^3, no TF32), measured first.  For each
 * operator (beta 1 for PyFR's M3 and M6, else 0; n so that B and C hold
 * about 1 GiB): the stream limit (stream_limit.h), the runtime's default
 * with tuning off (measure_default), the variant our autotuner picks, the variants
 * named by --variants at their default parameters (default: none), cuBLAS,
 * and every GiMMiK 4.0 kernel rendered into DIR; with --opencl, last,
 * the tuned pick through the OpenCL backend on the same GPU
 * (opencl_column.h; the OpenCL device whose name is the CUDA device's,
 * or SEL), where OpenCL cannot express the pick OpenCL's tuned pick
 * (--opencl-fallback tune, the default) or its untuned plan.  Each
 * product is checked against the long double reference on sampled
 * columns (poisoned C) before it is timed: median of R (default 20)
 * event-timed runs after warm-up.  One CSV row per (operator,
 * implementation, variant), with its time as a share of the roofline and
 * of the stream limit (rows.h).  With --deadline, no operator is begun
 * once that many seconds have passed since the start, and no OpenCL row
 * either.  --verbose prints every tuning candidate's time (stderr) and
 * each tuning's kernel count and wall times.
 *
 * To set one kernel against another without a whole tuning (and under a
 * profiler): --kernel times our variant with the parameters given, the
 * others at their defaults (repeatable); --tune 0 leaves out the tuned
 * pick and the OpenCL column; --gimmik4-match times only the GiMMiK 4.0
 * kernels whose variant contains TEXT.  --picks takes each operator's
 * tuned pick from earlier runs' CSVs (picks.h) as its tuned row instead
 * of tuning again, so that the OpenCL column of a whole suite costs a
 * build of each pick.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bandwidth.h"
#include "cublas.h"
#include "gimmik/analysis.h"
#include "gimmik/device.h"
#include "gimmik4.h"
#include "matmul_launch.h"
#include "opencl_column.h"
#include "picks.h"
#include "problem.h"
#include "rows.h"
#include "stream_limit.h"

enum { BENCH_KERNELS = 16, BENCH_SPEC_SIZE = 256 };

typedef struct bench_state {
  bench_table table;             /* dtype, repeat, CSV, copy bandwidth */
  const char *gimmik4_folder;
  const char *variants;          /* "all", "none" or a comma list */
  gimmik_context *context;
  gimmik_context *untuned;       /* tuning off, no decisions: the default */
  char untuned_cache[32];
  bench_cublas *cublas;
  int compute_capability;        /* of the device: sm_90 is 90 */
  double peak_gigaflops;
  int opencl;                    /* the OpenCL column asked for */
  const char *opencl_device;     /* its selector; NULL: the CUDA name */
  opencl_fallback opencl_fallback;
  gimmik_context *opencl_context; /* NULL: no OpenCL column */
  time_t start;
  double deadline;               /* seconds; 0: none */
  int verbose;                   /* the tuner's candidates and wall times */
  const char *kernels[BENCH_KERNELS]; /* --kernel specs */
  int kernel_count;
  int tune;                      /* 0: no tuned pick, no OpenCL column */
  bench_picks picks;             /* --picks: earlier tunings' picks */
  const char *gimmik4_match;     /* NULL: every GiMMiK 4.0 kernel */
} bench_state;

/* One operator: what its rows are about, and its problem on the CUDA
 * context. */
typedef struct measured_operator {
  bench_operator about;
  bench_problem problem;
} measured_operator;

static int fail(const char *what, const gimmik_error *error) {
  fprintf(stderr, "pyfr_bench: %s: %s\n", what, error->message);
  if (error->log) fprintf(stderr, "%s\n", error->log);
  return 1;
}

/* ---- the device's ceilings --------------------------------------------- */

typedef struct gemm_call {
  bench_cublas *cublas;
  gimmik_dtype dtype;
  int size;
  void *a, *b, *c;
} gemm_call;

static gimmik_status run_gemm(void *data, void *stream, gimmik_error *error) {
  (void)stream;
  gemm_call *call = data;
  return bench_cublas_gemm(call->cublas, call->dtype, call->size, call->size,
                           call->size, 1.0, call->a, call->b, call->size, 0.0,
                           call->c, call->size, error);
}

static gimmik_status measure_ceilings(bench_state *bench, gimmik_error *error) {
  gimmik_context *context = bench->context;
  const int size = 8192;
  size_t matrix_bytes =
      (size_t)size * size * gimmik_dtype_size(bench->table.dtype);
  void *a = NULL, *b = NULL, *c = NULL;
  gimmik_timing timing;
  gimmik_status status = gimmik_copy_bandwidth(context, (size_t)1 << 30, 30,
                                               &bench->table.copy_gigabytes,
                                               error);
  /* Random-ish operands: the buffers' contents come from the copy test's
   * memory or the allocator; GEMM speed does not depend on the values as
   * long as they are finite, so fill them with a copy of a finite pattern. */
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, matrix_bytes, &a, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, matrix_bytes, &b, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, matrix_bytes, &c, error);
  unsigned char *pattern = status == GIMMIK_OK ? malloc(matrix_bytes) : NULL;
  if (status == GIMMIK_OK && !pattern)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status == GIMMIK_OK) {
    for (size_t i = 0; i < (size_t)size * size; i++) {
      double value = 0.5 + (double)((i * 2654435761u) % 1000) / 1000.0;
      if (bench->table.dtype == GIMMIK_F64) memcpy(pattern + i * 8, &value, 8);
      else {
        float narrow = (float)value;
        memcpy(pattern + i * 4, &narrow, 4);
      }
    }
    status = gimmik_memory_write(context, a, 0, matrix_bytes, pattern, NULL,
                                 error);
    if (status == GIMMIK_OK)
      status = gimmik_memory_write(context, b, 0, matrix_bytes, pattern, NULL,
                                   error);
  }
  free(pattern);
  gemm_call call = {bench->cublas, bench->table.dtype, size, a, b, c};
  if (status == GIMMIK_OK)
    status = gimmik_context_time(context, NULL, run_gemm, &call, 3, 10,
                                 &timing, error);
  if (status == GIMMIK_OK)
    bench->peak_gigaflops = 2.0 * size * size * (double)size /
                            (timing.median_milliseconds * 1e6);
  gimmik_memory_free(context, a, NULL);
  gimmik_memory_free(context, b, NULL);
  gimmik_memory_free(context, c, NULL);
  return status;
}

/* ---- ours --------------------------------------------------------------- */

typedef struct ours_call {
  gimmik_raw_kernel *kernel;
  const gimmik_kernel_info *info;
  bench_problem *problem;
} ours_call;

/* A variant's kernel, launched as a raw kernel: no dispatch. */
static gimmik_status run_ours(void *data, void *stream, gimmik_error *error) {
  ours_call *call = data;
  bench_problem *p = call->problem;
  return gimmik_matmul_raw_launch(call->kernel, call->info, p->n, p->b,
                                  p->ldb, p->c, p->ldc, stream, error);
}

static gimmik_matmul_request baked_request(const bench_state *bench,
                                           const measured_operator *op) {
  gimmik_matmul_request request = bench_problem_request(&op->problem);
  request.compute_capability = bench->compute_capability;
  return request;
}

/* The generator's kernel for `request`, built and launched as it is; a
 * variant that does not suit the operator gets no row when `quiet`. */
static double measure_request(bench_state *bench, measured_operator *op,
                              const gimmik_operator *matrix,
                              const gimmik_matmul_request *request,
                              int quiet) {
  const char *variant = request->variant;
  gimmik_kernel *kernel = NULL;
  gimmik_raw_kernel *built = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_generate_matmul(matrix, request, &kernel,
                                                &error);
  if (status == GIMMIK_ERROR_UNSUPPORTED && quiet) return INFINITY;
  const gimmik_kernel_info *info = kernel ? gimmik_kernel_metadata(kernel) : NULL;
  if (status == GIMMIK_OK)
    status = gimmik_raw_kernel_build(bench->context,
                                     gimmik_kernel_source(kernel), info->name,
                                     NULL, &built, &error);
  double milliseconds = INFINITY;
  char params[256] = "";
  if (info) bench_row_params(info, params, sizeof params);
  const char *name = info ? info->variant : variant ? variant : "";
  if (status == GIMMIK_OK) {
    ours_call call = {built, info, &op->problem};
    milliseconds = bench_row_measure(&bench->table, &op->about, &op->problem,
                                     "gimmikc", name, params, NULL, run_ours,
                                     &call);
  } else {
    bench_row_failed(&bench->table, &op->about, "gimmikc", name, params,
                     &error);
  }
  gimmik_raw_kernel_destroy(built, NULL);
  gimmik_kernel_destroy(kernel);
  return milliseconds;
}

/* `variant` at its default parameters (--variants). */
static double measure_variant(bench_state *bench, measured_operator *op,
                              const gimmik_operator *matrix,
                              const char *variant) {
  gimmik_matmul_request request = baked_request(bench, op);
  request.variant = variant;
  return measure_request(bench, op, matrix, &request, 1);
}

/* The --kernel specs, each a row (parsed once already by
 * parse_options). */
static double measure_named(bench_state *bench, measured_operator *op,
                            const gimmik_operator *matrix) {
  double best = INFINITY;
  for (int i = 0; i < bench->kernel_count; i++) {
    gimmik_matmul_request request = baked_request(bench, op);
    char buffer[BENCH_SPEC_SIZE];
    gimmik_error error;
    gimmik_error_init(&error);
    if (bench_kernel_spec(bench->kernels[i], buffer, sizeof buffer, &request,
                          &error) == GIMMIK_OK)
      best = fmin(best, measure_request(bench, op, matrix, &request, 0));
  }
  return best;
}

/* The runtime's default, dispatch included, with tuning off and no
 * stored decision (a context of its own empty cache): the analysis's
 * kernel, or cuBLAS where that kernel would reread A through the cache
 * (runtime/matmul/matmul.c). */
static double measure_default(bench_state *bench, measured_operator *op,
                              const gimmik_operator *matrix) {
  gimmik_matmul_request request = baked_request(bench, op);
  gimmik_matmul *matmul = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status =
      gimmik_matmul_create(bench->untuned, matrix, &request, &matmul, &error);
  double milliseconds = INFINITY;
  if (status == GIMMIK_OK) {
    const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
    char params[256];
    bench_row_params(info, params, sizeof params);
    bench_matmul_call call = {matmul, &op->problem};
    milliseconds = bench_row_measure(&bench->table, &op->about, &op->problem,
                                     "gimmikc-default", info->variant, params,
                                     NULL, bench_matmul_run, &call);
  } else {
    bench_row_failed(&bench->table, &op->about, "gimmikc-default", "", "",
                     &error);
  }
  gimmik_matmul_destroy(matmul, NULL);
  return milliseconds;
}

/* The autotuner's pick through the runtime, dispatch included, or with
 * --picks the operator's pick of an earlier tuning, planned as it was
 * (tuned again where it has none, or cuBLAS); the pick into *pick
 * (*have_pick 0 when that failed). */
static double measure_tuned(bench_state *bench, measured_operator *op,
                            const gimmik_operator *matrix,
                            gimmik_kernel_info *pick, int *have_pick) {
  gimmik_matmul_request request = baked_request(bench, op);
  gimmik_matmul *matmul = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  bench_problem *p = &op->problem;
  *have_pick = 0;
  const char *earlier = bench_picks_find(&bench->picks, op->about.name);
  char buffer[BENCH_SPEC_SIZE];
  gimmik_status status =
      earlier ? bench_kernel_spec(earlier, buffer, sizeof buffer, &request,
                                  &error)
              : GIMMIK_OK;
  if (status == GIMMIK_OK)
    status = gimmik_matmul_create(bench->context, matrix, &request, &matmul,
                                  &error);
  if (status == GIMMIK_OK && !earlier)
    status = gimmik_matmul_tune(matmul, p->n, p->b, p->ldb, p->c, p->ldc,
                                NULL, &error);
  double milliseconds = INFINITY;
  if (status == GIMMIK_OK) {
    *pick = *gimmik_matmul_kernel(matmul);
    *have_pick = 1;
    const gimmik_tuning_report *report = gimmik_matmul_tuning_report(matmul);
    if (bench->verbose && report)
      printf("%s: tuning: %d kernels, %d timed, %d skipped, %d "
             "disqualified; %.1f s building, %.1f s checking and timing\n",
             op->about.name, report->kernels, report->timed, report->skipped,
             report->disqualified, report->build_seconds,
             report->timing_seconds);
    char params[256];
    bench_row_params(pick, params, sizeof params);
    bench_matmul_call call = {matmul, p};
    milliseconds = bench_row_measure(
        &bench->table, &op->about, p, "gimmikc-tuned", pick->variant, params,
        earlier ? "an earlier tuning's pick (--picks)" : NULL,
        bench_matmul_run, &call);
  } else {
    bench_row_failed(&bench->table, &op->about, "gimmikc-tuned", "", "",
                     &error);
  }
  gimmik_matmul_destroy(matmul, NULL);
  return milliseconds;
}

/* ---- the stream limit ------------------------------------------------------ */

/* One form of the stream limit timed: its median into *milliseconds and
 * its width into *width. */
static gimmik_status time_stream_limit(bench_state *bench,
                                       measured_operator *op,
                                       const gimmik_operator *matrix, int wide,
                                       double *milliseconds, int *width,
                                       gimmik_error *error) {
  bench_problem *p = &op->problem;
  stream_limit limit;
  gimmik_timing timing;
  gimmik_status status = stream_limit_build(
      bench->context, matrix, bench->table.dtype, op->about.beta, p->n,
      p->ldb, p->ldc, wide, p->b, p->c, &limit, error);
  if (status == GIMMIK_OK) status = bench_problem_reset(p, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_time(bench->context, NULL, stream_limit_run,
                                 &limit, 5, bench->table.repeat, &timing,
                                 error);
  if (status == GIMMIK_OK) *milliseconds = timing.median_milliseconds;
  *width = limit.width;
  stream_limit_free(&limit);
  return status;
}

/* The stream limit's time into op->about.stream_milliseconds (NAN when it
 * could not be built or run), with its row: the faster of the wide and
 * the narrow form. */
static void measure_stream_limit(bench_state *bench, measured_operator *op,
                                 const gimmik_operator *matrix) {
  gimmik_error error;
  gimmik_error_init(&error);
  op->about.stream_milliseconds = NAN;
  double best = 0.0, narrow = 0.0;
  int width = 1, one = 1;
  gimmik_status status =
      time_stream_limit(bench, op, matrix, 1, &best, &width, &error);
  if (status == GIMMIK_OK && width > 1) {
    status = time_stream_limit(bench, op, matrix, 0, &narrow, &one, &error);
    if (status == GIMMIK_OK && narrow < best) {
      best = narrow;
      width = 1;
    }
  }
  if (status != GIMMIK_OK) {
    bench_row_failed(&bench->table, &op->about, "stream-limit", "copy", "",
                     &error);
    return;
  }
  char params[32];
  snprintf(params, sizeof params, "width=%d", width);
  op->about.stream_milliseconds = best;
  bench_row_write(&bench->table, &op->about, "stream-limit", "copy", params,
                  best, NULL, "ok");
}

/* Whether --variants names `variant`. */
static int wanted(const char *list, const char *variant) {
  if (!strcmp(list, "all")) return 1;
  size_t length = strlen(variant);
  for (const char *at = list; *at;) {
    const char *comma = strchr(at, ',');
    size_t size = comma ? (size_t)(comma - at) : strlen(at);
    if (size == length && !strncmp(at, variant, size)) return 1;
    at += size + (comma != NULL);
  }
  return 0;
}

/* ---- the others ----------------------------------------------------------- */

typedef struct cublas_call {
  bench_state *bench;
  measured_operator *op;
} cublas_call;

static gimmik_status run_cublas(void *data, void *stream, gimmik_error *error) {
  (void)stream;
  cublas_call *call = data;
  bench_problem *p = &call->op->problem;
  return bench_cublas_gemm(call->bench->cublas, p->dtype, call->op->about.m,
                           call->op->about.k, p->n, p->alpha, p->a, p->b,
                           p->ldb, p->beta, p->c, p->ldc, error);
}

typedef struct gimmik4_call {
  gimmik4_kernel *kernel;
  bench_problem *problem;
} gimmik4_call;

static gimmik_status run_gimmik4(void *data, void *stream,
                                 gimmik_error *error) {
  gimmik4_call *call = data;
  return gimmik4_launch(call->kernel, call->problem->b, call->problem->c,
                        stream, error);
}

static double measure_gimmik4(bench_state *bench, measured_operator *op) {
  gimmik4_kernel *kernels = NULL;
  int count = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  double best = INFINITY;
  const bench_table *table = &bench->table;
  if (!bench->gimmik4_folder ||
      gimmik4_list(bench->gimmik4_folder, op->about.name, table->dtype,
                   &kernels, &count, &error) != GIMMIK_OK)
    return best;
  int kept = 0;
  for (int i = 0; i < count; i++)
    if (!bench->gimmik4_match ||
        strstr(kernels[i].variant, bench->gimmik4_match))
      kernels[kept++] = kernels[i];
  count = kept;
  for (int i = 0; i < count; i++)
    if (kernels[i].n != op->problem.n) kernels[i].unsupported = "other n";
  gimmik4_build_all(bench->context, kernels, count);
  for (int i = 0; i < count; i++) {
    gimmik4_kernel *kernel = &kernels[i];
    char reason[260];
    if (kernel->n != op->problem.n) {
      snprintf(reason, sizeof reason, "skipped: rendered for n = %lld",
               kernel->n);
      bench_row_write(table, &op->about, "gimmik4", kernel->variant, "", NAN,
                      NULL, reason);
      continue;
    }
    if (kernel->unsupported) {
      snprintf(reason, sizeof reason, "skipped: %s", kernel->unsupported);
      bench_row_write(table, &op->about, "gimmik4", kernel->variant, "", NAN,
                      NULL, reason);
      continue;
    }
    if (!kernel->kernel) {
      snprintf(reason, sizeof reason, "failed: %.200s", kernel->failure);
      bench_row_write(table, &op->about, "gimmik4", kernel->variant, "", NAN,
                      NULL, reason);
      continue;
    }
    gimmik4_call call = {kernel, &op->problem};
    double milliseconds = bench_row_measure(
        table, &op->about, &op->problem, "gimmik4", kernel->variant,
        kernel->format, NULL, run_gimmik4, &call);
    if (milliseconds < best) best = milliseconds;
    gimmik_raw_kernel_destroy(kernel->kernel, NULL);
  }
  free(kernels);
  return best;
}

/* ---- OpenCL ------------------------------------------------------------ */

static int past_deadline(const bench_state *bench) {
  return bench->deadline > 0 &&
         difftime(time(NULL), bench->start) > bench->deadline;
}

/* The OpenCL context on the device --opencl-device names, else on the
 * OpenCL device named as the CUDA device is: the same GPU through
 * NVIDIA's OpenCL platform.  None found is said once; the run goes on
 * without the column. */
static void open_opencl(bench_state *bench) {
  const char *selector = bench->opencl_device
                             ? bench->opencl_device
                             : gimmik_context_device(bench->context)->name;
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = GIMMIK_BACKEND_OPENCL;
  options.device = selector;
  options.tuning = GIMMIK_TUNE_NEVER; /* the fallback tunes explicitly */
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_context_create(&options, &bench->opencl_context, &error)) {
    printf("opencl: no OpenCL column, the run goes on without it: %s "
           "(bench/opencl_icd.sh registers NVIDIA's OpenCL driver; "
           "--opencl-device names another device)\n", error.message);
    bench->opencl_context = NULL;
    gimmik_error_clear(&error);
    return;
  }
  const gimmik_device_description *description =
      gimmik_context_device(bench->opencl_context);
  printf("opencl: %s (%s; %s; driver %s); fallback %s\n", description->name,
         description->platform, description->architecture,
         description->driver_version,
         bench->opencl_fallback == OPENCL_FALLBACK_TUNE ? "tune" : "default");
  fprintf(bench->table.csv, "# opencl %s (%s; %s; driver %s)\n",
          description->name, description->platform,
          description->architecture, description->driver_version);
}

/* The OpenCL row of an operator (tuned: the CUDA pick's time): its
 * time, INFINITY where there is none. */
static double measure_opencl(bench_state *bench, measured_operator *op,
                             const gimmik_operator *matrix,
                             const gimmik_kernel_info *pick, double tuned,
                             int *same_kernel) {
  *same_kernel = 0;
  if (!bench->opencl_context) return INFINITY;
  if (past_deadline(bench)) {
    bench_row_write(&bench->table, &op->about, OPENCL_COLUMN_IMPLEMENTATION,
                    pick ? pick->variant : "", "", NAN, NULL,
                    "skipped: past the deadline");
    return INFINITY;
  }
  opencl_column_result result;
  opencl_column_measure(&bench->table, bench->opencl_context, &op->about,
                        matrix, pick, tuned, bench->opencl_fallback,
                        &result);
  *same_kernel = result.same_kernel;
  return result.milliseconds;
}

/* ---- one operator ---------------------------------------------------------- */

static double pyfr_beta(const char *name) {
  size_t length = strlen(name);
  return length > 3 && (strcmp(name + length - 3, "-m3") == 0 ||
                        strcmp(name + length - 3, "-m6") == 0)
             ? 1.0 : 0.0;
}

static void operator_name(const char *path, char *name, size_t size) {
  const char *slash = strrchr(path, '/');
  snprintf(name, size, "%s", slash ? slash + 1 : path);
  char *dot = strrchr(name, '.');
  if (dot) *dot = '\0';
}

/* Sizes, minimum traffic and roofline of the operator's problem; n as
 * tools/gimmik4_render.py chooses it: B and C about 1 GiB, a multiple of
 * 1024. */
static gimmik_status describe_operator(const bench_state *bench,
                                       const gimmik_operator *matrix,
                                       bench_operator *about,
                                       gimmik_error *error) {
  about->m = gimmik_operator_rows(matrix);
  about->k = gimmik_operator_cols(matrix);
  about->beta = pyfr_beta(about->name);
  gimmik_analysis analysis;
  gimmik_status status = gimmik_analyse(matrix, &analysis, error);
  if (status != GIMMIK_OK) return status;
  about->nonzeros = analysis.nonzeros;
  about->used_cols = analysis.used_cols;
  gimmik_analysis_free(&analysis);
  int size = gimmik_dtype_size(bench->table.dtype);
  about->flops_per_column = 2.0 * about->nonzeros;
  about->bytes_per_column =
      (double)(about->used_cols + about->m * (1 + (about->beta != 0))) * size;
  double intensity = about->flops_per_column / about->bytes_per_column;
  about->roofline_gigabytes = fmin(bench->table.copy_gigabytes,
                                   bench->peak_gigaflops / intensity);
  about->n = (long long)((1LL << 30) /
                         ((long long)(about->m + about->k) * size));
  about->n -= about->n % 1024;
  return GIMMIK_OK;
}

/* Seconds on a monotonic clock, for the time each part of an operator
 * takes (device time is scarce; the log says where it went). */
static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int measure_operator(bench_state *bench, const char *path) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *matrix = NULL;
  if (gimmik_operator_load(path, &matrix, &error)) return fail(path, &error);
  char name[256];
  operator_name(path, name, sizeof name);
  measured_operator op;
  memset(&op, 0, sizeof op);
  op.about.name = name;
  if (describe_operator(bench, matrix, &op.about, &error) ||
      bench_problem_create(bench->context, matrix, bench->table.dtype,
                           op.about.beta, op.about.n, &op.problem, &error)) {
    gimmik_operator_destroy(matrix);
    return fail(path, &error);
  }

  static const char *const variants[] = {"cstream", "bstream", "row-split",
                                         "col-split", "rstream", "pstream",
                                         "mma", NULL};
  double started = now_seconds();
  measure_stream_limit(bench, &op, matrix);
  double ours = measure_default(bench, &op, matrix);
  gimmik_kernel_info pick;
  int have_pick = 0, same_kernel = 0;
  double tuning_started = now_seconds(), tuned = INFINITY;
  if (bench->tune)
    tuned = measure_tuned(bench, &op, matrix, &pick, &have_pick);
  double tuning_seconds = now_seconds() - tuning_started;
  for (int v = 0; variants[v]; v++)
    if (wanted(bench->variants, variants[v]))
      ours = fmin(ours, measure_variant(bench, &op, matrix, variants[v]));
  double named = measure_named(bench, &op, matrix);
  double others = INFINITY;
  cublas_call call = {bench, &op};
  others = fmin(others, bench_row_measure(&bench->table, &op.about,
                                          &op.problem, "cublas", "gemm", "",
                                          NULL, run_cublas, &call));
  double gimmik4_started = now_seconds();
  others = fmin(others, measure_gimmik4(bench, &op));
  double gimmik4_seconds = now_seconds() - gimmik4_started;
  /* Last: OpenCL's compiler may take long on large unrolled kernels, and
   * a device's CUDA figures come first. */
  double opencl_started = now_seconds(), opencl = INFINITY;
  if (bench->tune)
    opencl = measure_opencl(bench, &op, matrix, have_pick ? &pick : NULL,
                            tuned, &same_kernel);
  double opencl_seconds = now_seconds() - opencl_started;
  const bench_operator *about = &op.about;
  /* With --tune 0 the figure is the best of the --kernel rows, or the
   * default where none is named. */
  double figure = bench->tune ? tuned : bench->kernel_count ? named : ours;
  const char *label = bench->tune ? "tuned"
                      : bench->kernel_count ? "named" : "default";
  printf("%-20s %s %8.4f ms (%5.1f%% of roofline, %5.1f%% of the stream "
         "limit)  default or best variant %8.4f ms  best other %8.4f ms  "
         "speedup %.2f",
         name, label, figure,
         100.0 * about->bytes_per_column * about->n / (figure * 1e6) /
             about->roofline_gigabytes,
         100.0 * about->stream_milliseconds / figure, ours, others,
         others / figure);
  if (bench->kernel_count && bench->tune)
    printf("  named %8.4f ms", named);
  if (bench->opencl_context && bench->tune)
    printf("  opencl %8.4f ms (%s) opencl/cuda %.2f", opencl,
           !isfinite(opencl) ? "see its row"
           : same_kernel     ? "same kernel"
                             : "other kernel",
           opencl / tuned);
  printf("  (%.0f s: tuning %.0f, GiMMiK 4.0 %.0f, OpenCL %.0f)\n",
         now_seconds() - started, tuning_seconds, gimmik4_seconds,
         opencl_seconds);
  fflush(stdout);
  bench_problem_free(&op.problem);
  gimmik_operator_destroy(matrix);
  return 0;
}

/* Says how to call pyfr_bench; returns -1, parse_options' failure. */
static int usage(void) {
  fprintf(stderr,
          "usage: pyfr_bench [--dtype f64|f32] [--gimmik4 DIR] [--csv FILE] "
          "[--repeat R] [--variants all|none|V1,V2...] [--opencl | "
          "--opencl-device SEL | --no-opencl] [--opencl-fallback "
          "tune|default] [--deadline SECONDS] [--verbose] [--kernel "
          "VARIANT[:NAME=VALUE,...]]... [--tune 0|1] [--gimmik4-match TEXT] "
          "[--picks CSV]... OPERATOR.mtx...\n");
  return -1;
}

/* A --kernel spec, checked now so that a mistake stops the run before
 * any device work; 0 after saying what is wrong. */
static int add_kernel(bench_state *bench, const char *spec) {
  if (bench->kernel_count == BENCH_KERNELS) {
    fprintf(stderr, "pyfr_bench: at most %d --kernel\n", BENCH_KERNELS);
    return 0;
  }
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  char buffer[BENCH_SPEC_SIZE];
  gimmik_error error;
  gimmik_error_init(&error);
  if (bench_kernel_spec(spec, buffer, sizeof buffer, &request, &error)) {
    fail("--kernel", &error);
    return 0;
  }
  bench->kernels[bench->kernel_count++] = spec;
  return 1;
}

/* The options before the operators; the index of the first operator, or
 * -1 after a usage error was said. */
static int parse_options(int argc, char **argv, bench_state *bench,
                         const char **csv_path) {
  gimmik_error error;
  gimmik_error_init(&error);
  int first = 1;
  for (; first < argc && argv[first][0] == '-'; first++) {
    const char *flag = argv[first];
    const char *value = first + 1 < argc ? argv[first + 1] : NULL;
    if (!strcmp(flag, "--opencl")) {
      bench->opencl = 1;
      continue;
    }
    if (!strcmp(flag, "--no-opencl")) {
      bench->opencl = 0;
      continue;
    }
    if (!strcmp(flag, "--verbose")) {
      bench->verbose = 1;
      continue;
    }
    if (!value) return usage();
    first++;
    if (!strcmp(flag, "--dtype")) {
      if (gimmik_dtype_parse(value, &bench->table.dtype, &error)) {
        fail("--dtype", &error);
        return -1;
      }
    } else if (!strcmp(flag, "--gimmik4")) {
      bench->gimmik4_folder = value;
    } else if (!strcmp(flag, "--csv")) {
      *csv_path = value;
    } else if (!strcmp(flag, "--repeat")) {
      bench->table.repeat = atoi(value);
    } else if (!strcmp(flag, "--variants")) {
      bench->variants = value;
    } else if (!strcmp(flag, "--deadline")) {
      bench->deadline = atof(value);
    } else if (!strcmp(flag, "--kernel")) {
      if (!add_kernel(bench, value)) return -1;
    } else if (!strcmp(flag, "--picks")) {
      if (bench_picks_load(&bench->picks, value, &error)) {
        fail("--picks", &error);
        return -1;
      }
    } else if (!strcmp(flag, "--tune")) {
      if (strcmp(value, "0") && strcmp(value, "1")) {
        fprintf(stderr, "pyfr_bench: --tune: '%s' (expected 0 or 1)\n",
                value);
        return -1;
      }
      bench->tune = value[0] == '1';
    } else if (!strcmp(flag, "--gimmik4-match")) {
      bench->gimmik4_match = value;
    } else if (!strcmp(flag, "--opencl-device")) {
      bench->opencl = 1;
      bench->opencl_device = value;
    } else if (!strcmp(flag, "--opencl-fallback")) {
      if (strcmp(value, "tune") && strcmp(value, "default")) {
        fprintf(stderr, "pyfr_bench: --opencl-fallback: unknown '%s' "
                        "(expected tune or default)\n", value);
        return -1;
      }
      bench->opencl_fallback = !strcmp(value, "tune")
                                   ? OPENCL_FALLBACK_TUNE
                                   : OPENCL_FALLBACK_DEFAULT;
    } else {
      return usage();
    }
  }
  if (bench->table.repeat < 1) {
    fprintf(stderr, "pyfr_bench: --repeat must be at least 1\n");
    return -1;
  }
  return first;
}

int main(int argc, char **argv) {
  /* Line by line, also into a pipe: a call cut short by its time limit
   * keeps every line written before. */
  setvbuf(stdout, NULL, _IOLBF, 0);
  bench_state bench;
  memset(&bench, 0, sizeof bench);
  bench.table.dtype = GIMMIK_F64;
  bench.table.repeat = 20;
  bench.table.csv = stdout;
  bench.variants = "none";
  bench.tune = 1;
  bench.opencl_fallback = OPENCL_FALLBACK_TUNE;
  const char *csv_path = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  int first = parse_options(argc, argv, &bench, &csv_path);
  if (first < 0) return 2;
  bench.start = time(NULL);
  if (csv_path && !(bench.table.csv = fopen(csv_path, "w"))) {
    perror(csv_path);
    return 1;
  }
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.tuning = GIMMIK_TUNE_ALWAYS;
  options.verbose = bench.verbose;
  /* One context for the problems' memory and the autotuned kernels, and
   * one that neither tunes nor finds decisions, for the defaults. */
  gimmik_context_options untuned = options;
  untuned.tuning = GIMMIK_TUNE_NEVER;
  untuned.verbose = 0;
  snprintf(bench.untuned_cache, sizeof bench.untuned_cache,
           "/tmp/gimmik-defaults-XXXXXX");
  untuned.cache_dir = mkdtemp(bench.untuned_cache);
  if (!untuned.cache_dir) {
    perror("pyfr_bench: a cache folder for the defaults");
    return 1;
  }
  if (gimmik_context_create(&options, &bench.context, &error) ||
      gimmik_context_create(&untuned, &bench.untuned, &error) ||
      bench_cublas_open(&bench.cublas, &error) ||
      measure_ceilings(&bench, &error))
    return fail("setup", &error);
  const gimmik_device_description *description =
      gimmik_context_device(bench.context);
  if (sscanf(description->architecture, "sm_%d", &bench.compute_capability)
      != 1)
    bench.compute_capability = 0;
  const char *dtype = gimmik_dtype_name(bench.table.dtype);
  printf("device %s (%s); %s; %s: copy %.1f GB/s, GEMM peak %.1f GFLOP/s\n",
         description->name, description->architecture,
         bench_cublas_version(bench.cublas), dtype,
         bench.table.copy_gigabytes, bench.peak_gigaflops);
  fprintf(bench.table.csv, "# device %s (%s, driver %s); %s; dtype %s; "
          "copy_GBps %.1f; peak_GFLOPs %.1f\n",
          description->name, description->architecture,
          description->driver_version, bench_cublas_version(bench.cublas),
          dtype, bench.table.copy_gigabytes, bench.peak_gigaflops);
  if (bench.opencl) open_opencl(&bench);
  bench_rows_header(&bench.table);
  int failures = 0;
  for (int i = first; i < argc; i++) {
    if (past_deadline(&bench)) {
      printf("deadline: %d operators left, from %s\n", argc - i, argv[i]);
      break;
    }
    failures += measure_operator(&bench, argv[i]);
  }
  gimmik_context_destroy(bench.opencl_context, NULL);
  bench_picks_free(&bench.picks);
  bench_cublas_close(bench.cublas);
  gimmik_context_destroy(bench.untuned, NULL);
  gimmik_context_destroy(bench.context, NULL);
  char command[64];
  snprintf(command, sizeof command, "rm -rf '%s'", bench.untuned_cache);
  if (system(command) != 0)
    fprintf(stderr, "pyfr_bench: %s left behind\n", bench.untuned_cache);
  if (bench.table.csv != stdout) fclose(bench.table.csv);
  return failures ? 1 : 0;
}
