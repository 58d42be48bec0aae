/*
 * device_data.h: device memory for the commands that run kernels (run,
 * tune): sized for the backend and filled with random values that are
 * never near zero.
 */
#ifndef GIMMIKC_DEVICE_DATA_H
#define GIMMIKC_DEVICE_DATA_H

#include "gimmik/device.h"

/* Columns so that B and C together hold about 1 GiB on a GPU, 64 MiB on a
 * CPU (a multiple of 4, so vector kernels apply). */
long long gimmikc_default_columns(gimmik_backend backend, int m, int k,
                                  gimmik_dtype dtype);

/* Allocate `bytes` on the context's device and fill them with random
 * values. */
gimmik_status gimmikc_random_memory(gimmik_context *context, size_t bytes,
                                    gimmik_dtype dtype, unsigned long long seed,
                                    void **memory, gimmik_error *error);

#endif
