/*
 * context_internal.h (internal): what a gimmik_context and a gimmik_matmul
 * hold, shared by context.c, kernel_store.c, matmul.c and autotune.c.
 */
#ifndef GIMMIK_RUNTIME_CONTEXT_INTERNAL_H
#define GIMMIK_RUNTIME_CONTEXT_INTERNAL_H

#include <pthread.h>

#include "gimmik/runtime.h"
#include "runtime/backend.h"
#include "runtime/binary_cache.h"
#include "runtime/tuning_db.h"

struct gimmik_context {
  gimmik_context_options options;
  gimmik_device *device;
  gimmik_device_description description;
  char device_name[600];
  char device_key[1200];          /* names the device in the tuning database */
  unsigned char build_digest[32]; /* device, compilers, gimmikc and templates */
  gimmik_binary_cache *cache;
  gimmik_tuning_db *tuning;
  pthread_mutex_t lock;           /* guards the tuning database */
};

struct gimmik_matmul {
  gimmik_context *context;
  gimmik_operator *op;
  gimmik_matmul_request request;   /* as given; kernel_name points below */
  char kernel_name[GIMMIK_NAME_SIZE];
  char problem_key[65];            /* operator and request, hex digest */
  gimmik_kernel_info info;         /* the kernel in use */
  gimmik_device_kernel *kernel;
  double tuned_milliseconds;
  int tuned;
  int tuning_due;
  /* Caller buffers wrapped at the last apply, reused while unchanged. */
  void *b_native, *c_native;
  gimmik_buffer *b_buffer, *c_buffer;
  size_t b_bytes, c_bytes;
};

/* The compiled kernel for `request` (variant and params set) on the
 * context's device: from the in-process or disk cache when present, else
 * generated, compiled and cached.  `info` receives its metadata. */
gimmik_status gimmik_kernel_obtain(gimmik_context *context,
                                   const gimmik_operator *op,
                                   const char *problem_key,
                                   const gimmik_matmul_request *request,
                                   gimmik_kernel_info *info,
                                   gimmik_device_kernel **kernel,
                                   gimmik_error *error);

/* Wrap the caller's b and c for n, ldb, ldc (reusing the last wraps). */
gimmik_status gimmik_matmul_borrow(gimmik_matmul *matmul, long long n,
                                   void *b, long long ldb, void *c,
                                   long long ldc, gimmik_error *error);

/* Time every candidate on the borrowed buffers, keep the winner. */
gimmik_status gimmik_matmul_autotune(gimmik_matmul *matmul, long long n,
                                     long long ldb, long long ldc,
                                     void *stream, gimmik_error *error);

#endif
