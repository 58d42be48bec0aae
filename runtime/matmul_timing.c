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

/* What is timed: one kernel launch or one copy. */
typedef struct timed_work {
  gimmik_device_kernel *kernel;
  const gimmik_kernel_info *info;
  long long n, ldb, ldc;
  gimmik_buffer *b, *c;  /* for a copy: target c, source b */
  size_t copy_bytes;
  void *stream;
} timed_work;

static gimmik_status run_once(const timed_work *work, gimmik_error *error) {
  if (work->kernel)
    return gimmik_matmul_launch(work->kernel, work->info, work->n, work->b,
                                work->ldb, work->c, work->ldc, work->stream,
                                error);
  return gimmik_buffer_copy(work->c, 0, work->b, 0, work->copy_bytes,
                            work->stream, error);
}

static gimmik_status time_work(gimmik_device *device, const timed_work *work,
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
    status = gimmik_event_record(start, work->stream, error);
    if (status == GIMMIK_OK) status = run_once(work, error);
    if (status == GIMMIK_OK) status = gimmik_event_record(stop, work->stream, error);
    if (status == GIMMIK_OK && i >= 0)
      status = gimmik_event_elapsed(start, stop, &samples[i], error);
  }
  if (status == GIMMIK_OK) summarise(samples, repeat, timing);
  gimmik_event_destroy(start, NULL);
  gimmik_event_destroy(stop, NULL);
  free(samples);
  return status;
}

gimmik_status gimmik_matmul_time(gimmik_device_kernel *kernel,
                                 const gimmik_kernel_info *info, long long n,
                                 gimmik_buffer *b, long long ldb,
                                 gimmik_buffer *c, long long ldc, void *stream,
                                 int warmup, int repeat, gimmik_timing *timing,
                                 gimmik_error *error) {
  timed_work work = {kernel, info, n, ldb, ldc, b, c, 0, stream};
  return time_work(kernel->device, &work, warmup, repeat, timing, error);
}

gimmik_status gimmik_copy_time(gimmik_buffer *target, gimmik_buffer *source,
                               size_t bytes, void *stream, int repeat,
                               gimmik_timing *timing, gimmik_error *error) {
  timed_work work = {NULL, NULL, 0, 0, 0, source, target, bytes, stream};
  return time_work(target->device, &work, 2, repeat, timing, error);
}
