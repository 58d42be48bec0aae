/* device_data.c: random device memory for run and tune (device_data.h). */
#include "device_data.h"

#include <stdlib.h>
#include <string.h>

long long gimmikc_default_columns(gimmik_backend backend, int m, int k,
                                  gimmik_dtype dtype) {
  double bytes_per_column = (double)(m + k) * gimmik_dtype_size(dtype);
  double budget = backend == GIMMIK_BACKEND_CUDA ? 1024.0 * 1048576.0
                                                 : 64.0 * 1048576.0;
  long long n = (long long)(budget / bytes_per_column);
  if (n > (1LL << 30)) n = 1LL << 30;
  n -= n % 4;
  return n > 0 ? n : 4;
}

/* One chunk of random values in the dtype, magnitudes in [0.5, 1.5). */
static void random_chunk(unsigned char *host, size_t bytes, gimmik_dtype dtype,
                         unsigned long long seed) {
  size_t size = (size_t)gimmik_dtype_size(dtype);
  for (size_t i = 0; i < bytes / size; i++) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    double value = 0.5 + (double)(seed >> 11) * 0x1.0p-53;
    if (seed & (1ULL << 40)) value = -value;
    if (dtype == GIMMIK_F64) {
      memcpy(host + i * 8, &value, 8);
    } else {
      float narrow = (float)value;
      memcpy(host + i * 4, &narrow, 4);
    }
  }
}

gimmik_status gimmikc_random_memory(gimmik_context *context, size_t bytes,
                                    gimmik_dtype dtype, unsigned long long seed,
                                    void **memory, gimmik_error *error) {
  enum { CHUNK = 1 << 22 };
  gimmik_status status = gimmik_memory_alloc(context, bytes, memory, error);
  if (status != GIMMIK_OK) return status;
  unsigned char *host = malloc(CHUNK);
  if (!host)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  else
    random_chunk(host, CHUNK, dtype, seed);
  /* The chunk repeats; what matters is that no value is zero or special. */
  for (size_t offset = 0; offset < bytes && status == GIMMIK_OK;
       offset += CHUNK) {
    size_t length = bytes - offset < CHUNK ? bytes - offset : CHUNK;
    status = gimmik_memory_write(context, *memory, offset, length, host,
                                 NULL, error);
  }
  free(host);
  if (status != GIMMIK_OK) {
    gimmik_memory_free(context, *memory, NULL);
    *memory = NULL;
  }
  return status;
}
