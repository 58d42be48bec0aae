/*
 * matmul_timing.h (internal): how long a matmul kernel takes, measured the
 * one way every caller uses (the autotuner here, programs through
 * gimmik_context_time of gimmik/device.h): untimed warm-up launches, then
 * each launch timed alone between two device events, reported as the
 * median (and the best) of the timed launches.
 */
#ifndef GIMMIK_RUNTIME_MATMUL_TIMING_H
#define GIMMIK_RUNTIME_MATMUL_TIMING_H

#include "runtime/backend.h"

/* Time `call` on `device`: `warmup` untimed calls, then `repeat` calls,
 * each between two events recorded on `stream`. */
gimmik_status gimmik_time_calls(gimmik_device *device, void *stream,
                                gimmik_timed_call call, void *data,
                                int warmup, int repeat, gimmik_timing *timing,
                                gimmik_error *error);

gimmik_status gimmik_matmul_time(gimmik_device_kernel *kernel,
                                 const gimmik_kernel_info *info, long long n,
                                 gimmik_buffer *b, long long ldb,
                                 gimmik_buffer *c, long long ldc, void *stream,
                                 int warmup, int repeat, gimmik_timing *timing,
                                 gimmik_error *error);

#endif
