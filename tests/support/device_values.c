/* device_values.c: test values to and from device memory (device_values.h). */
#include "device_values.h"

#include <stdlib.h>

#include "check.h"

void *device_values_upload(gimmik_context *context, gimmik_dtype dtype,
                           const double *values, size_t count) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  void *host = malloc(count * size), *memory = NULL;
  for (size_t i = 0; i < count; i++) {
    if (dtype == GIMMIK_F64) ((double *)host)[i] = values[i];
    else ((float *)host)[i] = (float)values[i];
  }
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_memory_alloc(context, count * size, &memory, &error),
           &error);
  if (memory)
    CHECK_OK(gimmik_memory_write(context, memory, 0, count * size, host,
                                 NULL, &error), &error);
  free(host);
  gimmik_error_clear(&error);
  return memory;
}

void device_values_download(gimmik_context *context, gimmik_dtype dtype,
                            void *memory, size_t count, double *values) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  void *host = malloc(count * size);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_memory_read(context, memory, 0, count * size, host, NULL,
                              &error), &error);
  for (size_t i = 0; i < count; i++)
    values[i] = dtype == GIMMIK_F64 ? ((double *)host)[i] : ((float *)host)[i];
  free(host);
  gimmik_error_clear(&error);
}
