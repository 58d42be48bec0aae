/*
 * device.c: the context's device for programs (gimmik/device.h): what it
 * is, waiting for a stream, and timing, on the checked front door of
 * backend.h.
 */
#include <stdlib.h>

#include "runtime/context_internal.h"
#include "runtime/timing.h"

struct gimmik_timer {
  gimmik_event *start, *stop;
};

static gimmik_status missing(const char *function, const char *argument,
                             gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: %s is NULL",
                          function, argument);
}

gimmik_backend gimmik_context_backend(const gimmik_context *context) {
  return gimmik_device_backend(context->device);
}

void gimmik_context_native(const gimmik_context *context,
                           gimmik_native_handles *native) {
  gimmik_device_native(context->device, native);
}

const gimmik_device_description *
gimmik_context_device(const gimmik_context *context) {
  return &context->description;
}

gimmik_status gimmik_context_synchronize(gimmik_context *context,
                                         void *stream, gimmik_error *error) {
  if (!context) return missing("gimmik_context_synchronize", "context", error);
  return gimmik_device_synchronize(context->device, stream, error);
}

/* ---- timers ------------------------------------------------------------- */

gimmik_status gimmik_timer_create(gimmik_context *context,
                                  gimmik_timer **result, gimmik_error *error) {
  if (!result) return missing("gimmik_timer_create", "timer", error);
  *result = NULL;
  if (!context) return missing("gimmik_timer_create", "context", error);
  gimmik_timer *timer = calloc(1, sizeof *timer);
  if (!timer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status =
      gimmik_event_create(context->device, &timer->start, error);
  if (status == GIMMIK_OK)
    status = gimmik_event_create(context->device, &timer->stop, error);
  if (status != GIMMIK_OK) {
    gimmik_timer_destroy(timer, NULL);
    return status;
  }
  *result = timer;
  return GIMMIK_OK;
}

gimmik_status gimmik_timer_destroy(gimmik_timer *timer, gimmik_error *error) {
  if (!timer) return GIMMIK_OK;
  gimmik_status status = gimmik_event_destroy(timer->start, error);
  gimmik_status stopped = gimmik_event_destroy(timer->stop, error);
  free(timer);
  return status != GIMMIK_OK ? status : stopped;
}

gimmik_status gimmik_timer_start(gimmik_timer *timer, void *stream,
                                 gimmik_error *error) {
  if (!timer) return missing("gimmik_timer_start", "timer", error);
  return gimmik_event_record(timer->start, stream, error);
}

gimmik_status gimmik_timer_stop(gimmik_timer *timer, void *stream,
                                gimmik_error *error) {
  if (!timer) return missing("gimmik_timer_stop", "timer", error);
  return gimmik_event_record(timer->stop, stream, error);
}

gimmik_status gimmik_timer_elapsed(gimmik_timer *timer, double *milliseconds,
                                   gimmik_error *error) {
  const char *function = "gimmik_timer_elapsed";
  if (!timer) return missing(function, "timer", error);
  if (!milliseconds) return missing(function, "milliseconds", error);
  if (!timer->start->recorded || !timer->stop->recorded)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the timer was not started and stopped",
                            function);
  return gimmik_event_elapsed(timer->start, timer->stop, milliseconds, error);
}

gimmik_status gimmik_context_time(gimmik_context *context, void *stream,
                                  gimmik_timed_call call, void *data,
                                  int warmup, int repeat,
                                  gimmik_timing *timing, gimmik_error *error) {
  const char *function = "gimmik_context_time";
  if (!context) return missing(function, "context", error);
  if (!call) return missing(function, "call", error);
  if (!timing) return missing(function, "timing", error);
  if (warmup < 0 || repeat < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: warmup = %d and repeat = %d (need >= 0 and "
                            ">= 1)",
                            function, warmup, repeat);
  return gimmik_time_calls(context->device, stream, call, data, warmup,
                           repeat, timing, error);
}
