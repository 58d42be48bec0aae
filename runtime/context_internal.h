/*
 * context_internal.h (internal): what a gimmik_context and a gimmik_matmul
 * hold, shared by the runtime's planning (plan.h), the families and the
 * device functions of gimmik/device.h.
 */
#ifndef GIMMIK_RUNTIME_CONTEXT_INTERNAL_H
#define GIMMIK_RUNTIME_CONTEXT_INTERNAL_H

#include <pthread.h>

#include "gimmik/runtime.h"
#include "runtime/backend.h"
#include "runtime/binary_cache.h"
#include "runtime/plan.h"
#include "runtime/tuning_db.h"

/* Tests only: kernels the tuner adds to every list of candidates, and
 * launches it makes fail, so that skipping and checking candidates can be
 * tested on any backend (tests/runtime_api/test_tuning_faults.c). */
typedef struct gimmik_tuning_hooks {
  /* Fill at most `capacity` recipes, each `base` with its own generator;
   * returns how many. */
  int (*extra)(void *user, const gimmik_kernel_recipe *base,
               gimmik_kernel_recipe *extra, int capacity);
  /* Not GIMMIK_OK: the launch of the kernel `info` describes fails so. */
  gimmik_status (*fault)(void *user, const gimmik_kernel_info *info,
                         gimmik_error *error);
  /* Nonzero: the device is lost (as after a CUDA kernel fault). */
  int (*lost)(void *user);
  /* Not NULL: the local memory of a thread of the kernel `info`
   * describes, in place of the backend's answer. */
  long long (*local_bytes)(void *user, const gimmik_kernel_info *info);
  void *user;
} gimmik_tuning_hooks;

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
  /* Memory of gimmik_memory_alloc, sorted by native handle. */
  pthread_mutex_t memory_lock;
  gimmik_buffer **allocations;
  size_t allocation_count, allocation_capacity;
  gimmik_tuning_hooks hooks;      /* tests only; all NULL */
};

/* The CUDA device's compute capability (sm_90a: 90), which decides the
 * shared memory a block may use and whether tensor cores exist; 0 on
 * other backends. */
int gimmik_context_compute_capability(const gimmik_context *context);

/* Memory `native` lies in one of the context's allocations (on CUDA and
 * C also inside one): GIMMIK_ERROR_ARGUMENT unless `bytes` from it fit
 * that allocation; memory the context did not allocate passes (the
 * backend checks what it can). */
gimmik_status gimmik_memory_check_extent(gimmik_context *context,
                                        const void *native, size_t bytes,
                                        gimmik_error *error);

/* One call's view of memory by native handle (gimmik/device.h): the
 * context's allocation, or the program's memory wrapped for the call
 * (`wrapped`); open checks that [offset, offset + bytes) fits, naming
 * `function` and the argument `name` where not. */
typedef struct gimmik_memory_view {
  gimmik_buffer *buffer;
  int wrapped;
} gimmik_memory_view;

gimmik_status gimmik_memory_view_open(gimmik_context *context,
                                      const char *function, const char *name,
                                      void *memory, size_t offset,
                                      size_t bytes, gimmik_memory_view *view,
                                      gimmik_error *error);
void gimmik_memory_view_close(gimmik_memory_view *view);

/* Free every allocation still held (at the context's end). */
void gimmik_memory_release_all(gimmik_context *context);

struct gimmik_matmul {
  gimmik_plan plan;                /* the kernel in use, how it was chosen */
  gimmik_operator *op;
  gimmik_matmul_request request;   /* as given; kernel_name points below */
  char kernel_name[GIMMIK_NAME_SIZE];
  /* Caller buffers wrapped at the last apply, reused while unchanged. */
  gimmik_borrowed b, c;
  /* The vendor's GEMM where tuning found it faster than every kernel
   * (matmul/vendor.h), and the kernel info reported for it; NULL: the
   * plan's kernel is in use. */
  struct gimmik_vendor_gemm *vendor;
  gimmik_kernel_info vendor_info;
};

#endif
