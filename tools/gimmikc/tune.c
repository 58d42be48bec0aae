/* tune.c: the tuning sweep (tune.h). */
#include "tune.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bandwidth.h"
#include "device_data.h"
#include "gimmik/device.h"
#include "run.h"

/* The sweep so far: for the progress line and the closing totals. */
typedef struct sweep {
  int index, count;          /* the operator being tuned, of how many */
  const char *name;
  int tuned, stored, failed;
  double build_seconds, timing_seconds;
} sweep;

static double seconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* PyFR applies M3 and M6 with beta = 1 and the others with beta = 0. */
static double pyfr_beta(const char *path) {
  const char *name = base_name(path);
  return strstr(name, "-m3.") || strstr(name, "-m6.") ? 1.0 : 0.0;
}

/* One line on a terminal, rewritten as each kernel is built or timed. */
static void show_progress(const gimmik_tuning_progress *progress,
                          void *user_data) {
  const sweep *s = user_data;
  fprintf(stderr, "\r\033[K[%d/%d] %.40s: %s %d/%d %.50s", s->index + 1,
          s->count, s->name, progress->step, progress->done, progress->total,
          progress->kernel);
  fflush(stderr);
}

static void clear_progress(const gimmikc_options *options) {
  if (!options->verbose && isatty(STDERR_FILENO)) fputs("\r\033[K", stderr);
}

/* Copy bandwidth, bytes read plus written per second, in GB/s. */
static gimmik_status copy_bandwidth(gimmik_context *context,
                                    double *gigabytes, gimmik_error *error) {
  size_t bytes = gimmik_context_backend(context) == GIMMIK_BACKEND_CUDA
                     ? (size_t)512 << 20 : (size_t)64 << 20;
  return gimmik_copy_bandwidth(context, bytes, 20, gigabytes, error);
}

static void print_legend(void) {
  printf("n: columns of B and C the kernels ran on; median_ms: the "
         "winner's median time;\n"
         "GB/s: its minimum traffic (the used rows of B read once, C "
         "written, and read\n"
         "when beta != 0) per second; %%copy: of the copy bandwidth above; "
         "kernels:\n"
         "timed/skipped/disqualified (tuning.log in the cache folder says "
         "why); decision:\n"
         "tuned now, or stored for this device and build (not timed again; "
         "--retune)\n");
  printf("%-28s %5s %5s %4s %10s %-10s %-34s %10s %8s %6s %-9s %s\n",
         "operator", "m", "k", "beta", "n", "variant", "parameters",
         "median_ms", "GB/s", "%copy", "kernels", "decision");
}

static void print_row(const char *path, const gimmik_matmul *matmul,
                      long long n, double copy_gigabytes, int stored) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
  double milliseconds = gimmik_matmul_tuned_milliseconds(matmul);
  double gigabytes = info->min_bytes_per_column * (double)n /
                     (milliseconds * 1e6);
  char parameters[128] = "", kernels[32] = "-";
  for (int p = 0, used = 0; p < info->param_count; p++)
    used += snprintf(parameters + used, sizeof parameters - (size_t)used,
                     "%s%s=%d", p ? "," : "", info->params[p].name,
                     info->params[p].value);
  const gimmik_tuning_report *report = gimmik_matmul_tuning_report(matmul);
  if (!stored)
    snprintf(kernels, sizeof kernels, "%d/%d/%d", report->timed,
             report->skipped, report->disqualified);
  printf("%-28s %5d %5d %4g %10lld %-10s %-34s %10.4f %8.1f %5.1f%% %-9s "
         "%s\n", base_name(path), info->m, info->k, info->beta, n,
         info->variant, parameters, milliseconds, gigabytes,
         100.0 * gigabytes / copy_gigabytes, kernels,
         stored ? "stored" : "tuned");
}

/* Time the candidates on random B and C of n columns. */
static gimmik_status tune_matmul(gimmik_context *context,
                                 gimmik_matmul *matmul, long long n,
                                 long long ldb, long long ldc,
                                 gimmik_error *error) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
  size_t size = (size_t)gimmik_dtype_size(info->dtype);
  void *b = NULL, *c = NULL;
  gimmik_status status = gimmikc_random_memory(
      context, (size_t)info->k * (size_t)ldb * size, info->dtype, 1, &b,
      error);
  if (status == GIMMIK_OK)
    status = gimmikc_random_memory(context,
                                   (size_t)info->m * (size_t)ldc * size,
                                   info->dtype, 2, &c, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_tune(matmul, n, b, ldb, c, ldc, NULL, error);
  gimmik_memory_free(context, b, NULL);
  gimmik_memory_free(context, c, NULL);
  return status;
}

/* Tune one operator, or report its stored decision. */
static gimmik_status tune_one(gimmik_context *context, const char *path,
                              const gimmikc_options *options,
                              double copy_gigabytes, sweep *s, int *stored,
                              gimmik_error *error) {
  gimmik_operator *op = NULL;
  gimmik_matmul *matmul = NULL;
  gimmik_status status = gimmik_operator_load(path, &op, error);
  if (status != GIMMIK_OK) return status;
  gimmik_matmul_request request = options->request;
  if (options->beta_by_name) request.beta = pyfr_beta(path);
  int m = gimmik_operator_rows(op), k = gimmik_operator_cols(op);
  long long n = request.n >= 0 ? request.n
                               : gimmikc_default_columns(request.backend, m,
                                                         k, request.dtype);
  long long ldb = request.n >= 0 ? request.ldb : n;
  long long ldc = request.n >= 0 ? request.ldc : n;
  status = gimmik_matmul_create(context, op, &request, &matmul, error);
  *stored = status == GIMMIK_OK && gimmik_matmul_is_tuned(matmul);
  if (status == GIMMIK_OK && !*stored)
    status = tune_matmul(context, matmul, n, ldb, ldc, error);
  clear_progress(options);
  if (status == GIMMIK_OK) {
    const gimmik_tuning_report *report = gimmik_matmul_tuning_report(matmul);
    s->build_seconds += report->build_seconds;
    s->timing_seconds += report->timing_seconds;
    print_row(path, matmul, n, copy_gigabytes, *stored);
  }
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  return status;
}

static void print_totals(const sweep *s, double seconds) {
  printf("total: %d operators (%d tuned, %d stored, %d failed) in %.1f s "
         "wall: building kernels %.1f s, checking and timing %.1f s, the "
         "rest %.1f s (planning, buffers, copy bandwidth)\n",
         s->count, s->tuned, s->stored, s->failed, seconds, s->build_seconds,
         s->timing_seconds, seconds - s->build_seconds - s->timing_seconds);
}

/* Each operator in turn; one that fails is reported and the sweep goes
 * on. */
static gimmik_status sweep_operators(gimmik_context *context,
                                     const gimmikc_options *options,
                                     double copy_gigabytes, sweep *s,
                                     gimmik_error *error) {
  for (s->index = 0; s->index < s->count; s->index++) {
    const char *path = options->operators[s->index];
    s->name = base_name(path);
    gimmik_error failure;
    gimmik_error_init(&failure);
    int stored = 0;
    if (tune_one(context, path, options, copy_gigabytes, s, &stored,
                 &failure) == GIMMIK_OK) {
      s->stored += stored;
      s->tuned += !stored;
    } else {
      s->failed++;
      fprintf(stderr, "gimmikc: %s\n", failure.message);
    }
    gimmik_error_clear(&failure);
  }
  if (s->failed)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "%d of %d operators could not be tuned",
                            s->failed, s->count);
  return GIMMIK_OK;
}

gimmik_status gimmikc_tune(const gimmikc_options *options,
                           gimmik_error *error) {
  double start = seconds_now();
  sweep s = {0, options->operator_count, "", 0, 0, 0, 0.0, 0.0};
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = options->backend_given ? options->request.backend
                                                   : gimmikc_best_backend();
  context_options.device = options->device;
  context_options.tuning =
      options->retune ? GIMMIK_TUNE_ALWAYS : GIMMIK_TUNE_IF_UNKNOWN;
  context_options.tuning_repeat = options->repeat;
  context_options.verbose = options->verbose;
  if (!options->verbose && isatty(STDERR_FILENO)) {
    context_options.tuning_progress = show_progress;
    context_options.tuning_user_data = &s;
  }
  gimmikc_options effective = *options;
  effective.request.backend = context_options.backend;
  gimmik_context *context = NULL;
  double copy_gigabytes = 0;
  gimmik_status status =
      gimmik_context_create(&context_options, &context, error);
  if (status == GIMMIK_OK)
    status = copy_bandwidth(context, &copy_gigabytes, error);
  if (status == GIMMIK_OK) {
    printf("device: %s; copy bandwidth %.1f GB/s (read + write)\n",
           gimmik_context_device_name(context), copy_gigabytes);
    print_legend();
    status = sweep_operators(context, &effective, copy_gigabytes, &s, error);
    print_totals(&s, seconds_now() - start);
  }
  gimmik_context_destroy(context, NULL);
  return status;
}
