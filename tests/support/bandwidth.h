/*
 * bandwidth.h: the copy bandwidth of a context's device, the ceiling the
 * benchmarks and `gimmikc tune` measure kernels against.
 */
#ifndef GIMMIK_TESTING_BANDWIDTH_H
#define GIMMIK_TESTING_BANDWIDTH_H

#include "gimmik/device.h"

/* Bytes read plus written per second, in GB/s, of device-to-device copies
 * of `bytes` (two allocations of the context), timed as
 * gimmik_context_time does: 2 warm-up copies, the median of `repeat`. */
gimmik_status gimmik_copy_bandwidth(gimmik_context *context, size_t bytes,
                                    int repeat, double *gigabytes,
                                    gimmik_error *error);

#endif
