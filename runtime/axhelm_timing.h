/*
 * axhelm_timing.h (internal): how long an axhelm kernel takes, measured
 * like every other kernel (matmul_timing.h): untimed warm-up launches,
 * then each launch timed alone between two device events; the median and
 * the best of the timed launches.
 */
#ifndef GIMMIK_RUNTIME_AXHELM_TIMING_H
#define GIMMIK_RUNTIME_AXHELM_TIMING_H

#include "runtime/axhelm_launch.h"
#include "runtime/matmul_timing.h"

gimmik_status gimmik_axhelm_time(gimmik_device_kernel *kernel,
                                 const gimmik_kernel_info *info,
                                 const gimmik_axhelm_arguments *args,
                                 void *stream, int warmup, int repeat,
                                 gimmik_timing *timing, gimmik_error *error);

#endif
