/*
 * pyfr_bench.c: where each of our kernels stands, on one device in one run,
 * against cuBLAS and GiMMiK 4.0 (docs/benchmarks.md).
 *
 * usage: pyfr_bench [--dtype f64|f32] [--gimmik4 DIR] [--csv FILE]
 *                   [--repeat R] [--variants all|none|V1,V2...]
 *                   [--deadline SECONDS] OPERATOR.mtx...
 *
 * For the device: copy bandwidth (1 GiB device-to-device copy, read + write)
 * and the GEMM peak (cuBLAS 8192^3, no TF32), measured first.  For each
 * operator (beta 1 for PyFR's M3 and M6, else 0; n so that B and C hold
 * about 1 GiB): the stream limit (stream_limit.h), the analysis's default
 * kernel with tuning off, the variant our autotuner picks, the variants
 * named by --variants at their default parameters (default: none), cuBLAS,
 * and every GiMMiK 4.0 kernel rendered into DIR.  Each product is checked
 * against the long double reference on sampled columns (poisoned C) before
 * it is timed: median of R (default 20) event-timed runs after warm-up.
 * One CSV row per (operator, implementation, variant), with its time as a
 * share of the roofline and of the stream limit.  With --deadline, no
 * operator is begun once that many seconds have passed since the start.
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
#include "problem.h"
#include "stream_limit.h"

typedef struct bench_state {
  gimmik_dtype dtype;
  const char *gimmik4_folder;
  int repeat;
  const char *variants;          /* "all", "none" or a comma list */
  FILE *csv;
  gimmik_context *context;
  bench_cublas *cublas;
  int compute_capability;        /* of the device: sm_90 is 90 */
  double copy_gigabytes, peak_gigaflops;
} bench_state;

/* What one row of the table is about. */
typedef struct measured_operator {
  const char *name;
  int m, k;
  long long nonzeros, used_cols;
  double beta, flops_per_column, bytes_per_column, roofline_gigabytes;
  double stream_milliseconds;    /* the stream limit's time; NAN unknown */
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
  size_t matrix_bytes = (size_t)size * size * gimmik_dtype_size(bench->dtype);
  void *a = NULL, *b = NULL, *c = NULL;
  gimmik_timing timing;
  gimmik_status status = gimmik_copy_bandwidth(context, (size_t)1 << 30, 30,
                                               &bench->copy_gigabytes, error);
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
      if (bench->dtype == GIMMIK_F64) memcpy(pattern + i * 8, &value, 8);
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
  gemm_call call = {bench->cublas, bench->dtype, size, a, b, c};
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

/* ---- one row ------------------------------------------------------------ */

static void write_row(bench_state *bench, const measured_operator *op,
                      const char *implementation, const char *variant,
                      const char *params, double milliseconds,
                      const bench_check *check, const char *status) {
  double gigabytes = op->bytes_per_column * op->problem.n /
                     (milliseconds * 1e6);
  double gigaflops = op->flops_per_column * op->problem.n /
                     (milliseconds * 1e6);
  fprintf(bench->csv,
          "%s,%d,%d,%lld,%g,%lld,%s,%s,\"%s\",%.6f,%.1f,%.2f,%.2f,%.2f,%.1f,"
          "%.3e,%s\n",
          op->name, op->m, op->k, op->nonzeros, op->beta, op->problem.n,
          implementation, variant, params, milliseconds, gigabytes,
          100.0 * gigabytes / bench->copy_gigabytes,
          100.0 * gigabytes / op->roofline_gigabytes,
          100.0 * op->stream_milliseconds / milliseconds, gigaflops,
          check ? check->max_error : NAN, status);
  fflush(bench->csv);
}

static double tolerance(const bench_state *bench) {
  return bench->dtype == GIMMIK_F64 ? 1e-12 : 1e-4;
}

/* Check, then time; rows for failures too, with the reason. */
static double check_and_time(bench_state *bench, measured_operator *op,
                             const char *implementation, const char *variant,
                             const char *params, gimmik_timed_call call,
                             void *data) {
  gimmik_error error;
  gimmik_error_init(&error);
  bench_check check;
  gimmik_timing timing;
  char status[200] = "ok";
  if (bench_problem_check(&op->problem, call, data, &check, &error)) {
    snprintf(status, sizeof status, "failed: %.150s", error.message);
    write_row(bench, op, implementation, variant, params, NAN, NULL, status);
    return INFINITY;
  }
  if (check.nonfinite || !(check.max_error <= tolerance(bench)))
    snprintf(status, sizeof status, "wrong: %lld non-finite of %lld",
             check.nonfinite, check.compared);
  if (bench_problem_reset(&op->problem, &error) ||
      gimmik_context_time(bench->context, NULL, call, data, 5, bench->repeat,
                          &timing, &error)) {
    snprintf(status, sizeof status, "failed: %.150s", error.message);
    write_row(bench, op, implementation, variant, params, NAN, &check, status);
    return INFINITY;
  }
  write_row(bench, op, implementation, variant, params,
            timing.median_milliseconds, &check, status);
  return strcmp(status, "ok") == 0 ? timing.median_milliseconds : INFINITY;
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

typedef struct tuned_call {
  gimmik_matmul *matmul;
  bench_problem *problem;
} tuned_call;

/* The autotuner's pick through the runtime, dispatch included. */
static gimmik_status run_tuned(void *data, void *stream, gimmik_error *error) {
  tuned_call *call = data;
  bench_problem *p = call->problem;
  return gimmik_matmul_apply(call->matmul, p->n, p->b, p->ldb, p->c, p->ldc,
                             stream, error);
}

static void describe_params(const gimmik_kernel_info *info, char *text,
                            size_t size) {
  text[0] = '\0';
  for (int i = 0, used = 0; i < info->param_count; i++)
    used += snprintf(text + used, size - (size_t)used, "%s%s=%d", i ? " " : "",
                     info->params[i].name, info->params[i].value);
}

static gimmik_matmul_request baked_request(const bench_state *bench,
                                           const measured_operator *op) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.compute_capability = bench->compute_capability;
  request.dtype = bench->dtype;
  request.beta = op->beta;
  request.n = op->problem.n;
  request.ldb = op->problem.ldb;
  request.ldc = op->problem.ldc;
  return request;
}

/* `variant` at its default parameters, or with NULL the analysis's
 * default (what the runtime runs with tuning off), as "gimmikc-default". */
static double measure_variant(bench_state *bench, measured_operator *op,
                              const gimmik_operator *matrix,
                              const char *variant) {
  const char *implementation = variant ? "gimmikc" : "gimmikc-default";
  gimmik_matmul_request request = baked_request(bench, op);
  request.variant = variant;
  gimmik_kernel *kernel = NULL;
  gimmik_raw_kernel *built = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status = gimmik_generate_matmul(matrix, &request, &kernel,
                                                &error);
  if (status == GIMMIK_ERROR_UNSUPPORTED) return INFINITY; /* not viable */
  const gimmik_kernel_info *info = kernel ? gimmik_kernel_metadata(kernel) : NULL;
  if (status == GIMMIK_OK)
    status = gimmik_raw_kernel_build(bench->context,
                                     gimmik_kernel_source(kernel), info->name,
                                     NULL, &built, &error);
  double milliseconds = INFINITY;
  char params[256] = "";
  if (info) describe_params(info, params, sizeof params);
  const char *name = info ? info->variant : variant ? variant : "";
  if (status == GIMMIK_OK) {
    ours_call call = {built, info, &op->problem};
    milliseconds = check_and_time(bench, op, implementation, name, params,
                                  run_ours, &call);
  } else {
    char reason[200];
    snprintf(reason, sizeof reason, "failed: %.150s", error.message);
    write_row(bench, op, implementation, name, params, NAN, NULL, reason);
  }
  gimmik_raw_kernel_destroy(built, NULL);
  gimmik_kernel_destroy(kernel);
  return milliseconds;
}

static double measure_tuned(bench_state *bench, measured_operator *op,
                            const gimmik_operator *matrix) {
  gimmik_matmul_request request = baked_request(bench, op);
  gimmik_matmul *matmul = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  bench_problem *p = &op->problem;
  gimmik_status status =
      gimmik_matmul_create(bench->context, matrix, &request, &matmul, &error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_tune(matmul, p->n, p->b, p->ldb, p->c, p->ldc,
                                NULL, &error);
  double milliseconds = INFINITY;
  if (status == GIMMIK_OK) {
    const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
    char params[256];
    describe_params(info, params, sizeof params);
    tuned_call call = {matmul, p};
    milliseconds = check_and_time(bench, op, "gimmikc-tuned", info->variant,
                                  params, run_tuned, &call);
  } else {
    char reason[200];
    snprintf(reason, sizeof reason, "failed: %.150s", error.message);
    write_row(bench, op, "gimmikc-tuned", "", "", NAN, NULL, reason);
  }
  gimmik_matmul_destroy(matmul, NULL);
  return milliseconds;
}

/* ---- the stream limit ------------------------------------------------------ */

/* The stream limit's time into op->stream_milliseconds (NAN when it
 * could not be built or run), with its row. */
static void measure_stream_limit(bench_state *bench, measured_operator *op,
                                 const gimmik_operator *matrix) {
  bench_problem *p = &op->problem;
  stream_limit limit;
  gimmik_timing timing;
  gimmik_error error;
  gimmik_error_init(&error);
  op->stream_milliseconds = NAN;
  gimmik_status status = stream_limit_build(
      bench->context, matrix, bench->dtype, op->beta, p->n, p->ldb, p->ldc,
      p->b, p->c, &limit, &error);
  if (status == GIMMIK_OK) status = bench_problem_reset(p, &error);
  if (status == GIMMIK_OK)
    status = gimmik_context_time(bench->context, NULL, stream_limit_run,
                                 &limit, 5, bench->repeat, &timing, &error);
  char reason[200] = "ok";
  if (status == GIMMIK_OK) {
    op->stream_milliseconds = timing.median_milliseconds;
  } else {
    snprintf(reason, sizeof reason, "failed: %.150s", error.message);
    timing.median_milliseconds = NAN;
  }
  write_row(bench, op, "stream-limit", "copy", "", timing.median_milliseconds,
            NULL, reason);
  stream_limit_free(&limit);
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
  return bench_cublas_gemm(call->bench->cublas, p->dtype, call->op->m,
                           call->op->k, p->n, p->alpha, p->a, p->b, p->ldb,
                           p->beta, p->c, p->ldc, error);
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
  if (!bench->gimmik4_folder ||
      gimmik4_list(bench->gimmik4_folder, op->name, bench->dtype, &kernels,
                   &count, &error) != GIMMIK_OK)
    return best;
  for (int i = 0; i < count; i++)
    if (kernels[i].n != op->problem.n) kernels[i].unsupported = "other n";
  gimmik4_build_all(bench->context, kernels, count);
  for (int i = 0; i < count; i++) {
    gimmik4_kernel *kernel = &kernels[i];
    char reason[260];
    if (kernel->n != op->problem.n) {
      snprintf(reason, sizeof reason, "skipped: rendered for n = %lld",
               kernel->n);
      write_row(bench, op, "gimmik4", kernel->variant, "", NAN, NULL, reason);
      continue;
    }
    if (kernel->unsupported) {
      snprintf(reason, sizeof reason, "skipped: %s", kernel->unsupported);
      write_row(bench, op, "gimmik4", kernel->variant, "", NAN, NULL, reason);
      continue;
    }
    if (!kernel->kernel) {
      snprintf(reason, sizeof reason, "failed: %.200s", kernel->failure);
      write_row(bench, op, "gimmik4", kernel->variant, "", NAN, NULL, reason);
      continue;
    }
    gimmik4_call call = {kernel, &op->problem};
    double milliseconds = check_and_time(bench, op, "gimmik4", kernel->variant,
                                         kernel->format, run_gimmik4, &call);
    if (milliseconds < best) best = milliseconds;
    gimmik_raw_kernel_destroy(kernel->kernel, NULL);
  }
  free(kernels);
  return best;
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

static int measure_operator(bench_state *bench, const char *path) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *matrix = NULL;
  if (gimmik_operator_load(path, &matrix, &error)) return fail(path, &error);
  char name[256];
  operator_name(path, name, sizeof name);
  measured_operator op;
  memset(&op, 0, sizeof op);
  op.name = name;
  op.m = gimmik_operator_rows(matrix);
  op.k = gimmik_operator_cols(matrix);
  op.beta = pyfr_beta(name);
  gimmik_analysis analysis;
  if (gimmik_analyse(matrix, &analysis, &error)) return fail(path, &error);
  op.nonzeros = analysis.nonzeros;
  op.used_cols = analysis.used_cols;
  gimmik_analysis_free(&analysis);
  int size = gimmik_dtype_size(bench->dtype);
  op.flops_per_column = 2.0 * op.nonzeros;
  op.bytes_per_column = (double)(op.used_cols + op.m * (1 + (op.beta != 0))) * size;
  double intensity = op.flops_per_column / op.bytes_per_column;
  op.roofline_gigabytes = fmin(bench->copy_gigabytes,
                               bench->peak_gigaflops / intensity);
  /* n as tools/gimmik4_render.py chooses it: B and C about 1 GiB, a
   * multiple of 1024. */
  long long n = (long long)((1LL << 30) / ((long long)(op.m + op.k) * size));
  n -= n % 1024;
  if (bench_problem_create(bench->context, matrix, bench->dtype, op.beta, n,
                           &op.problem, &error))
    return fail(path, &error);

  static const char *const variants[] = {"cstream", "bstream", "row-split",
                                         "col-split", "rstream", "pstream",
                                         "mma", NULL};
  measure_stream_limit(bench, &op, matrix);
  double ours = measure_variant(bench, &op, matrix, NULL);
  double tuned = measure_tuned(bench, &op, matrix);
  for (int v = 0; variants[v]; v++)
    if (wanted(bench->variants, variants[v]))
      ours = fmin(ours, measure_variant(bench, &op, matrix, variants[v]));
  double others = INFINITY;
  cublas_call call = {bench, &op};
  others = fmin(others, check_and_time(bench, &op, "cublas", "gemm", "",
                                       run_cublas, &call));
  others = fmin(others, measure_gimmik4(bench, &op));
  printf("%-20s tuned %8.4f ms (%5.1f%% of roofline, %5.1f%% of the stream "
         "limit)  default or best variant %8.4f ms  best other %8.4f ms  "
         "speedup %.2f\n",
         name, tuned,
         100.0 * op.bytes_per_column * n / (tuned * 1e6) / op.roofline_gigabytes,
         100.0 * op.stream_milliseconds / tuned, ours, others, others / tuned);
  fflush(stdout);
  bench_problem_free(&op.problem);
  gimmik_operator_destroy(matrix);
  return 0;
}

int main(int argc, char **argv) {
  bench_state bench = {GIMMIK_F64, NULL, 20, "none", stdout, NULL, NULL, 0,
                       0, 0};
  const char *csv_path = NULL;
  double deadline = 0.0;
  int first = 1;
  gimmik_error error;
  gimmik_error_init(&error);
  for (; first < argc && argv[first][0] == '-'; first++) {
    if (!strcmp(argv[first], "--dtype") && first + 1 < argc) {
      if (gimmik_dtype_parse(argv[++first], &bench.dtype, &error))
        return fail("--dtype", &error);
    } else if (!strcmp(argv[first], "--gimmik4") && first + 1 < argc) {
      bench.gimmik4_folder = argv[++first];
    } else if (!strcmp(argv[first], "--csv") && first + 1 < argc) {
      csv_path = argv[++first];
    } else if (!strcmp(argv[first], "--repeat") && first + 1 < argc) {
      bench.repeat = atoi(argv[++first]);
    } else if (!strcmp(argv[first], "--variants") && first + 1 < argc) {
      bench.variants = argv[++first];
    } else if (!strcmp(argv[first], "--deadline") && first + 1 < argc) {
      deadline = atof(argv[++first]);
    } else {
      fprintf(stderr, "usage: pyfr_bench [--dtype f64|f32] [--gimmik4 DIR] "
                      "[--csv FILE] [--repeat R] [--variants all|none|"
                      "V1,V2...] [--deadline SECONDS] OPERATOR.mtx...\n");
      return 2;
    }
  }
  if (bench.repeat < 1) {
    fprintf(stderr, "pyfr_bench: --repeat must be at least 1\n");
    return 2;
  }
  time_t start = time(NULL);
  if (csv_path && !(bench.csv = fopen(csv_path, "w"))) {
    perror(csv_path);
    return 1;
  }
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.tuning = GIMMIK_TUNE_ALWAYS;
  /* One context for everything, so the autotuned kernel and the
   * problem's memory belong together. */
  if (gimmik_context_create(&options, &bench.context, &error) ||
      bench_cublas_open(&bench.cublas, &error) ||
      measure_ceilings(&bench, &error))
    return fail("setup", &error);
  const gimmik_device_description *description =
      gimmik_context_device(bench.context);
  if (sscanf(description->architecture, "sm_%d", &bench.compute_capability)
      != 1)
    bench.compute_capability = 0;
  printf("device %s (%s); %s; %s: copy %.1f GB/s, GEMM peak %.1f GFLOP/s\n",
         description->name, description->architecture,
         bench_cublas_version(bench.cublas), gimmik_dtype_name(bench.dtype),
         bench.copy_gigabytes, bench.peak_gigaflops);
  fprintf(bench.csv, "# device %s (%s, driver %s); %s; dtype %s; copy_GBps "
          "%.1f; peak_GFLOPs %.1f\n",
          description->name, description->architecture,
          description->driver_version, bench_cublas_version(bench.cublas),
          gimmik_dtype_name(bench.dtype), bench.copy_gigabytes,
          bench.peak_gigaflops);
  fprintf(bench.csv, "operator,m,k,nnz,beta,n,implementation,variant,params,"
                     "ms,GBps,pct_copy,pct_roofline,pct_stream,GFLOPs,error,"
                     "status\n");
  int failures = 0;
  for (int i = first; i < argc; i++) {
    if (deadline > 0 && difftime(time(NULL), start) > deadline) {
      printf("deadline: %d operators left, from %s\n", argc - i, argv[i]);
      break;
    }
    failures += measure_operator(&bench, argv[i]);
  }
  bench_cublas_close(bench.cublas);
  gimmik_context_destroy(bench.context, NULL);
  if (bench.csv != stdout) fclose(bench.csv);
  return failures ? 1 : 0;
}
