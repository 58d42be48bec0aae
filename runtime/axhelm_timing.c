/* axhelm_timing.c: event-timed axhelm launches (axhelm_timing.h). */
#include "runtime/axhelm_timing.h"

#include <stdlib.h>

static int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

gimmik_status gimmik_axhelm_time(gimmik_device_kernel *kernel,
                                 const gimmik_kernel_info *info,
                                 const gimmik_axhelm_arguments *args,
                                 void *stream, int warmup, int repeat,
                                 gimmik_timing *timing, gimmik_error *error) {
  if (repeat < 1 || warmup < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "timing needs at least one run (warm-up %d, "
                            "repeat %d)", warmup, repeat);
  gimmik_status status = gimmik_axhelm_check_arguments(info, args, error);
  if (status != GIMMIK_OK) return status;
  double *samples = malloc((size_t)repeat * sizeof *samples);
  gimmik_event *start = NULL, *stop = NULL;
  status = samples ? gimmik_event_create(kernel->device, &start, error)
                   : gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  if (status == GIMMIK_OK) status = gimmik_event_create(kernel->device, &stop, error);
  for (int i = -warmup; i < repeat && status == GIMMIK_OK; i++) {
    status = gimmik_event_record(start, stream, error);
    if (status == GIMMIK_OK)
      status = gimmik_axhelm_launch(kernel, info, args, stream, error);
    if (status == GIMMIK_OK) status = gimmik_event_record(stop, stream, error);
    if (status == GIMMIK_OK && i >= 0)
      status = gimmik_event_elapsed(start, stop, &samples[i], error);
  }
  if (status == GIMMIK_OK) {
    qsort(samples, (size_t)repeat, sizeof *samples, compare_doubles);
    timing->median_milliseconds =
        repeat % 2 ? samples[repeat / 2]
                   : 0.5 * (samples[repeat / 2 - 1] + samples[repeat / 2]);
    timing->best_milliseconds = samples[0];
    timing->runs = repeat;
  }
  gimmik_event_destroy(start, NULL);
  gimmik_event_destroy(stop, NULL);
  free(samples);
  return status;
}
