/* timing.c: event-timed calls, median of many (timing.h). */
#include "runtime/timing.h"

#include <stdlib.h>

static int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

double gimmik_median(double *values, int count) {
  qsort(values, (size_t)count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2]
                   : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

static void summarise(double *samples, int count, gimmik_timing *timing) {
  timing->median_milliseconds = gimmik_median(samples, count);
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
