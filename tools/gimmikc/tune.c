/* tune.c: the tuning sweep (tune.h). */
#include "tune.h"

#include <stdio.h>
#include <string.h>

#include "bandwidth.h"
#include "device_data.h"
#include "gimmik/device.h"
#include "run.h"

/* PyFR applies M3 and M6 with beta = 1 and the others with beta = 0. */
static double pyfr_beta(const char *path) {
  const char *name = strrchr(path, '/');
  name = name ? name + 1 : path;
  return strstr(name, "-m3.") || strstr(name, "-m6.") ? 1.0 : 0.0;
}

/* Copy bandwidth, bytes read plus written per second, in GB/s. */
static gimmik_status copy_bandwidth(gimmik_context *context,
                                    double *gigabytes, gimmik_error *error) {
  size_t bytes = gimmik_context_backend(context) == GIMMIK_BACKEND_CUDA
                     ? (size_t)512 << 20 : (size_t)64 << 20;
  return gimmik_copy_bandwidth(context, bytes, 20, gigabytes, error);
}

static gimmik_status tune_one(gimmik_context *context, const char *path,
                              const gimmikc_options *options,
                              double copy_gigabytes, gimmik_error *error) {
  gimmik_operator *op = NULL;
  gimmik_status status = gimmik_operator_load(path, &op, error);
  if (status != GIMMIK_OK) return status;
  gimmik_matmul_request request = options->request;
  if (options->beta_by_name) request.beta = pyfr_beta(path);
  int m = gimmik_operator_rows(op), k = gimmik_operator_cols(op);
  long long n = request.n >= 0 ? request.n
                               : gimmikc_default_columns(options->request.backend,
                                                         m, k, request.dtype);
  long long ldb = request.n >= 0 ? request.ldb : n;
  long long ldc = request.n >= 0 ? request.ldc : n;
  size_t size = (size_t)gimmik_dtype_size(request.dtype);
  void *b = NULL, *c = NULL;
  gimmik_matmul *matmul = NULL;
  status = gimmikc_random_memory(context, (size_t)k * ldb * size,
                                 request.dtype, 1, &b, error);
  if (status == GIMMIK_OK)
    status = gimmikc_random_memory(context, (size_t)m * ldc * size,
                                   request.dtype, 2, &c, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_create(context, op, &request, &matmul, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_tune(matmul, n, b, ldb, c, ldc, NULL, error);
  if (status == GIMMIK_OK) {
    const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
    double milliseconds = gimmik_matmul_tuned_milliseconds(matmul);
    double gigabytes = info->min_bytes_per_column * (double)n /
                       (milliseconds * 1e6);
    char parameters[128] = "";
    for (int p = 0, used = 0; p < info->param_count; p++)
      used += snprintf(parameters + used, sizeof parameters - (size_t)used,
                       "%s%s=%d", p ? "," : "", info->params[p].name,
                       info->params[p].value);
    const char *name = strrchr(path, '/');
    printf("%-28s %5d %5d %4g %-10s %-34s %10.4f %8.1f %6.1f%%\n",
           name ? name + 1 : path, m, k, request.beta, info->variant,
           parameters, milliseconds, gigabytes,
           100.0 * gigabytes / copy_gigabytes);
  }
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_memory_free(context, b, NULL);
  gimmik_memory_free(context, c, NULL);
  gimmik_operator_destroy(op);
  return status;
}

gimmik_status gimmikc_tune(const gimmikc_options *options,
                           gimmik_error *error) {
  gimmik_context_options context_options;
  gimmik_context_options_init(&context_options);
  context_options.backend = options->backend_given ? options->request.backend
                                                   : gimmikc_best_backend();
  context_options.device = options->device;
  context_options.tuning = GIMMIK_TUNE_ALWAYS;
  context_options.tuning_repeat = options->repeat;
  context_options.verbose = options->verbose;
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
    printf("%-28s %5s %5s %4s %-10s %-34s %10s %8s %7s\n", "operator", "m",
           "k", "beta", "variant", "parameters", "ms", "GB/s", "of copy");
  }
  for (int i = 0; i < options->operator_count && status == GIMMIK_OK; i++)
    status = tune_one(context, options->operators[i], &effective,
                      copy_gigabytes, error);
  gimmik_context_destroy(context, NULL);
  return status;
}
