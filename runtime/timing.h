/*
 * timing.h (internal): how long device work takes, measured the one way
 * every caller uses (the autotuner here, programs through
 * gimmik_context_time of gimmik/device.h): untimed warm-up calls, then
 * each call timed alone between two device events, reported as the
 * median (and the best) of the timed calls.
 */
#ifndef GIMMIK_RUNTIME_TIMING_H
#define GIMMIK_RUNTIME_TIMING_H

#include "runtime/backend.h"

/* The median of `count` (>= 1) values, sorting them in place. */
double gimmik_median(double *values, int count);

/* Time `call` on `device`: `warmup` untimed calls, then `repeat` calls,
 * each between two events recorded on `stream`. */
gimmik_status gimmik_time_calls(gimmik_device *device, void *stream,
                                gimmik_timed_call call, void *data,
                                int warmup, int repeat, gimmik_timing *timing,
                                gimmik_error *error);

#endif
