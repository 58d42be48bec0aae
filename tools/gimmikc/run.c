/*
 * run.c: `gimmikc run`: plan the operator through the runtime on the best
 * backend present (the kernel from the disk cache and the stored tuning
 * decision when there are, compiled once otherwise), check it against the
 * extended-precision reference, then time it on buffers large enough to
 * leave the caches behind.
 */
#include "run.h"

#include <stdio.h>

#include "device_data.h"
#include "matmul_check.h"

gimmik_backend gimmikc_best_backend(void) {
  static const gimmik_backend order[] = {GIMMIK_BACKEND_CUDA,
                                         GIMMIK_BACKEND_OPENCL};
  for (int i = 0; i < 2; i++) {
    gimmik_error error;
    gimmik_error_init(&error);
    if (gimmik_backend_available(order[i], &error) == GIMMIK_OK)
      return order[i];
  }
  return GIMMIK_BACKEND_C;
}

/* The kernel in use, and where the runtime found it. */
static void print_kernel(gimmik_context *context, const gimmik_matmul *matmul,
                         const gimmik_matmul_request *request) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
  const gimmik_device_description *description =
      gimmik_context_device(context);
  printf("device:   %s (%s, %s)\n", description->name, description->backend,
         description->architecture);
  printf("kernel:   matmul %s", info->variant);
  for (int p = 0; p < info->param_count; p++)
    printf(" %s=%d", info->params[p].name, info->params[p].value);
  printf(", %s, %d x %d, beta %g, %s\n", gimmik_dtype_name(info->dtype),
         info->m, info->k, info->beta,
         info->n >= 0 ? "n baked" : "n at run time");
  if (request->variant)
    printf("choice:   the variant asked for (--variant)\n");
  else if (gimmik_matmul_is_tuned(matmul))
    printf("choice:   the stored tuning decision for this device (timed at "
           "%.4f ms)\n", gimmik_matmul_tuned_milliseconds(matmul));
  else
    printf("choice:   the default; no tuning decision is stored for this "
           "device (gimmikc tune stores one)\n");
  printf("binary:   %s\n", gimmik_matmul_is_cached(matmul)
                               ? "from the disk cache"
                               : "generated and compiled now, then cached");
}

/* Compare with the reference on a slice the CPU can afford. */
static gimmik_status check(gimmik_context *context, const gimmik_operator *op,
                           gimmik_matmul *matmul, gimmik_error *error) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
  /* At run time: a ragged n, and padded leading dimensions that keep the
   * alignment vector kernels need. */
  int width = gimmik_kernel_param(info, "width", 1);
  long long n = info->n >= 0 ? info->n : 4099;
  long long ldb = info->n >= 0 ? info->ldb : (n + 5 + width - 1) / width * width;
  long long ldc = info->n >= 0 ? info->ldc : (n + 9 + width - 1) / width * width;
  matmul_check_case test_case = {n, ldb, ldc, 2026,
                                 info->dtype == GIMMIK_F64 ? 1e-14 : 1e-5,
                                 NULL};
  matmul_check_result result;
  gimmik_status status = gimmik_matmul_check_planned(
      context, op, matmul, &test_case, &result, error);
  if (status == GIMMIK_OK)
    printf("check:    %lld columns against a long double reference: max "
           "error %.2e (tolerance %.0e), every element written\n",
           n, result.max_error, test_case.tolerance);
  return status;
}

typedef struct timed_launch {
  gimmik_matmul *matmul;
  long long n, ldb, ldc;
  void *b, *c;
} timed_launch;

static gimmik_status launch(void *data, void *stream, gimmik_error *error) {
  const timed_launch *l = data;
  return gimmik_matmul_apply(l->matmul, l->n, l->b, l->ldb, l->c, l->ldc,
                             stream, error);
}

static gimmik_status time_it(gimmik_context *context, gimmik_matmul *matmul,
                             int repeat, gimmik_error *error) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
  long long n = info->n >= 0 ? info->n
                             : gimmikc_default_columns(info->backend, info->m,
                                                       info->k, info->dtype);
  long long ldb = info->n >= 0 ? info->ldb : n, ldc = info->n >= 0 ? info->ldc : n;
  size_t size = (size_t)gimmik_dtype_size(info->dtype);
  timed_launch call = {matmul, n, ldb, ldc, NULL, NULL};
  gimmik_timing timing;
  gimmik_status status = gimmikc_random_memory(
      context, (size_t)info->k * ldb * size, info->dtype, 1, &call.b, error);
  if (status == GIMMIK_OK)
    status = gimmikc_random_memory(context, (size_t)info->m * ldc * size,
                                   info->dtype, 2, &call.c, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_time(context, NULL, launch, &call, 3, repeat,
                                 &timing, error);
  if (status == GIMMIK_OK) {
    double seconds = timing.median_milliseconds * 1e-3;
    printf("time:     n = %lld: median %.4f ms, best %.4f ms of %d runs\n", n,
           timing.median_milliseconds, timing.best_milliseconds, repeat);
    printf("rate:     %.1f GB/s of minimum traffic, %.1f GFLOP/s\n",
           info->min_bytes_per_column * (double)n / seconds * 1e-9,
           info->flops_per_column * (double)n / seconds * 1e-9);
  }
  gimmik_memory_free(context, call.b, NULL);
  gimmik_memory_free(context, call.c, NULL);
  return status;
}

/* A context that plans from the disk cache and the stored decisions, and
 * never tunes. */
static gimmik_status open_context(gimmik_backend backend, const char *device,
                                  gimmik_context **context,
                                  gimmik_error *error) {
  gimmik_context_options options;
  gimmik_context_options_init(&options);
  options.backend = backend;
  options.device = device;
  options.tuning = GIMMIK_TUNE_NEVER;
  return gimmik_context_create(&options, context, error);
}

gimmik_status gimmikc_run(const gimmik_operator *op,
                          const gimmikc_options *options, gimmik_error *error) {
  gimmik_matmul_request request = options->request;
  if (!options->backend_given) request.backend = gimmikc_best_backend();
  gimmik_context *context = NULL;
  gimmik_matmul *matmul = NULL;
  gimmik_status status =
      open_context(request.backend, options->device, &context, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_create(context, op, &request, &matmul, error);
  if (status == GIMMIK_OK) {
    printf("operator: %s\n", gimmik_operator_origin(op));
    print_kernel(context, matmul, &request);
    status = check(context, op, matmul, error);
  }
  if (status == GIMMIK_OK)
    status = time_it(context, matmul, options->repeat, error);
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_context_destroy(context, NULL);
  return status;
}
