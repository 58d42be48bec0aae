/* matmul_timing.c: event-timed launches, median of many (matmul_timing.h). */
#include "runtime/matmul_timing.h"

#include <stdlib.h>

#include "runtime/matmul_launch.h"

static int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

static void summarise(double *samples, int count, gimmik_timing *timing) {
  qsort(samples, (size_t)count, sizeof *samples, compare_doubles);
  timing->median_milliseconds =
      count % 2 ? samples[count / 2]
                : 0.5 * (samples[count / 2 - 1] + samples[count / 2]);
  timing->best_milliseconds = samples[0];
  timing->runs = count;
}

gimmik_status gimmik_time_calls(gimmik_device *device, void *stream,
                                gimmik_timed_call call, void *data,
                                int warmup, int repeat, gimmik_timing *timing,
                                gimmik_error *error) {
  if (repeat < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "timing needs at least one run");
  double *samples = malloc((size_t)repeat * sizeof *samples);
  gimmik_event *start = NULL, *stop = NULL;
  gimmik_status status =
      samples ? gimmik_event_create(device, &start, error)
              : gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status == GIMMIK_OK) status = gimmik_event_create(device, &stop, error);
  for (int i = -warmup; i < repeat && status == GIMMIK_OK; i++) {
    status = gimmik_event_record(start, stream, error);
    if (status == GIMMIK_OK) status = call(data, stream, error);
    if (status == GIMMIK_OK) status = gimmik_event_record(stop, stream, error);
    if (status == GIMMIK_OK && i >= 0)
      status = gimmik_event_elapsed(start, stop, &samples[i], error);
  }
  if (status == GIMMIK_OK) summarise(samples, repeat, timing);
  gimmik_event_destroy(start, NULL);
  gimmik_event_destroy(stop, NULL);
  free(samples);
  return status;
}

typedef struct matmul_call {
  gimmik_device_kernel *kernel;
  const gimmik_kernel_info *info;
  long long n, ldb, ldc;
  gimmik_buffer *b, *c;
} matmul_call;

static gimmik_status launch_matmul(void *data, void *stream,
                                   gimmik_error *error) {
  const matmul_call *call = data;
  return gimmik_matmul_launch(call->kernel, call->info, call->n, call->b,
                              call->ldb, call->c, call->ldc, stream, error);
}

gimmik_status gimmik_matmul_time(gimmik_device_kernel *kernel,
                                 const gimmik_kernel_info *info, long long n,
                                 gimmik_buffer *b, long long ldb,
                                 gimmik_buffer *c, long long ldc, void *stream,
                                 int warmup, int repeat, gimmik_timing *timing,
                                 gimmik_error *error) {
  matmul_call call = {kernel, info, n, ldb, ldc, b, c};
  return gimmik_time_calls(kernel->device, stream, launch_matmul, &call,
                           warmup, repeat, timing, error);
}
