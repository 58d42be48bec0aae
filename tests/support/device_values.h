/*
 * device_values.h: a test's values (doubles) to and from a context's
 * memory as values of a dtype, every call checked (check.h).
 */
#ifndef GIMMIK_TEST_DEVICE_VALUES_H
#define GIMMIK_TEST_DEVICE_VALUES_H

#include <stddef.h>

#include "gimmik/device.h"

/* `count` values, each rounded to the dtype, in new memory (NULL when the
 * allocation failed, a failed check). */
void *device_values_upload(gimmik_context *context, gimmik_dtype dtype,
                           const double *values, size_t count);

/* `count` values of the dtype from `memory` into `values`. */
void device_values_download(gimmik_context *context, gimmik_dtype dtype,
                            void *memory, size_t count, double *values);

#endif
