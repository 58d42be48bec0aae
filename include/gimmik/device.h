/*
 * gimmik/device.h: the device of a context (gimmik/runtime.h) for the
 * work around generated kernels: memory, copies, synchronisation, timing,
 * and kernels of the program's own (a solver's vector updates, another
 * library's kernels to compare against).
 *
 *   void *x;
 *   gimmik_memory_alloc(context, bytes, &x, &error);
 *   gimmik_memory_write(context, x, 0, bytes, host_x, NULL, &error);
 *   gimmik_matmul_apply(m0, n, x, n, y, n, NULL, &error);
 *   gimmik_memory_read(context, y, 0, bytes, host_y, NULL, &error);
 *   gimmik_memory_free(context, x, &error);
 *
 * Memory is named by the native handle every apply takes, so it passes
 * to gimmik_matmul_apply and gimmik_axhelm_apply as is: a CUdeviceptr
 * cast to void * for CUDA, a cl_mem of the context's OpenCL context, a
 * host pointer for C.  An OpenCL handle is used only once it is known to
 * be a memory object of the context: one this context allocated, or one
 * whose first word is its platform's ICD dispatch table (read so that a
 * host pointer cannot fault: cl_khr_icd has every object begin with it),
 * that the driver calls a memory object and whose CL_MEM_CONTEXT is the
 * context's.  Anything else (a host pointer, a cl_mem of another
 * cl_context) is GIMMIK_ERROR_ARGUMENT naming the argument; a cl_mem
 * already released is undefined, as in OpenCL.  The functions below take memory from
 * gimmik_memory_alloc of the same context or the program's own memory of
 * the context's device (CUDA: allocated in the device's primary context);
 * offsets are in bytes from the handle.  Where the backend knows the size
 * of memory (every allocation of this context; CUDA and OpenCL memory of
 * the program's), a range past its end is an error naming the function,
 * not a write out of bounds.
 *
 * Streams are the backend's native queues, as for apply: a CUstream
 * (NULL: the legacy default stream), a cl_command_queue of the context's
 * OpenCL context (NULL: the context's own in-order queue), ignored by C,
 * where every operation is complete when it returns.  Work on one stream
 * runs in the order it was issued.
 *
 * Threads: these functions may be called from several threads on one
 * context; one raw kernel must not be launched from two threads at once
 * (OpenCL binds arguments to the kernel object).
 */
#ifndef GIMMIK_DEVICE_H
#define GIMMIK_DEVICE_H

#include <stddef.h>
#include <stdint.h>

#include "gimmik/export.h"
#include "gimmik/runtime.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

/* ---- the device ------------------------------------------------------- */

/* What a device is, as text.  The runtime keys its binary cache and its
 * tuning decisions by these strings: a kernel built or tuned on one
 * device is reused only where all of them match. */
typedef struct gimmik_device_description {
  char backend[16];           /* "cuda", "opencl", "c" */
  char name[256];             /* "NVIDIA H100 80GB HBM3", PoCL's
                                 "pthread-skylake...", the CPU model */
  char platform[256];         /* OpenCL platform and version; "CUDA";
                                 "host" */
  char architecture[256];     /* "sm_90a"; OpenCL device version; "x86_64" */
  char driver_version[128];   /* CUDA driver "13.0"; OpenCL driver; the OS
                                 release */
  char compiler_version[256]; /* "nvrtc 13.0"; OpenCL C version; the first
                                 line of `cc --version` */
} gimmik_device_description;

/* GIMMIK_OK when a context can be created on `backend` here; otherwise
 * GIMMIK_ERROR_BACKEND saying why (no driver, no OpenCL platform, no C
 * compiler).  Nothing is opened. */
gimmik_status gimmik_backend_available(gimmik_backend backend,
                                       gimmik_error *error);

gimmik_backend gimmik_context_backend(const gimmik_context *context);

/* The native handles the context runs on, the program's own when it gave
 * them (gimmik_native_handles in gimmik/runtime.h): OpenCL's cl_context,
 * cl_device_id and NULL-stream queue; CUDA's CUcontext; nothing for C.
 * They stay the context's: use them while it lives, release none. */
void gimmik_context_native(const gimmik_context *context,
                           gimmik_native_handles *native);
const gimmik_device_description *
gimmik_context_device(const gimmik_context *context);

/* Wait until all work issued on `stream` is complete. */
gimmik_status gimmik_context_synchronize(gimmik_context *context,
                                         void *stream, gimmik_error *error);

/* ---- memory ----------------------------------------------------------- */

/* `bytes` (> 0) of device memory, uninitialised, aligned for any vector
 * access of the generated kernels.  It lives until gimmik_memory_free or
 * the context's end, whichever comes first. */
gimmik_status gimmik_memory_alloc(gimmik_context *context, size_t bytes,
                                  void **memory, gimmik_error *error);

/* Free memory of gimmik_memory_alloc on this context (other memory is
 * GIMMIK_ERROR_ARGUMENT); freeing NULL does nothing.  Work still queued on
 * it must be finished first. */
gimmik_status gimmik_memory_free(gimmik_context *context, void *memory,
                                 gimmik_error *error);

/* Host <-> device: ordered after earlier work on `stream`, returning once
 * `host` may be reused (write) or holds the bytes (read). */
gimmik_status gimmik_memory_write(gimmik_context *context, void *memory,
                                  size_t offset, size_t bytes,
                                  const void *host, void *stream,
                                  gimmik_error *error);
gimmik_status gimmik_memory_read(gimmik_context *context, void *memory,
                                 size_t offset, size_t bytes, void *host,
                                 void *stream, gimmik_error *error);

/* Device -> device, queued on `stream` (it may return before the copy is
 * done).  Overlapping ranges of one allocation are GIMMIK_ERROR_ARGUMENT. */
gimmik_status gimmik_memory_copy(gimmik_context *context, void *target,
                                 size_t target_offset, void *source,
                                 size_t source_offset, size_t bytes,
                                 void *stream, gimmik_error *error);

/* ---- reads collected later ---------------------------------------------
 *
 * A read-back queues copies of device memory to host memory of its own
 * behind the work issued on a stream and returns at once, so that the
 * host can queue more work before it collects the bytes: a solver reads
 * an iteration's scalars while its next iteration is queued.  Its host
 * memory is page-locked on CUDA (a copy into other memory holds the
 * host until it is done); on C every copy is done when queued.  Between
 * two collects, its copies go on one stream. */
typedef struct gimmik_readback gimmik_readback;

/* A read-back of `bytes` (> 0) bytes. */
gimmik_status gimmik_readback_create(gimmik_context *context, size_t bytes,
                                     gimmik_readback **readback,
                                     gimmik_error *error);
/* Waits for the copies still queued; destroying NULL does nothing. */
gimmik_status gimmik_readback_destroy(gimmik_readback *readback,
                                      gimmik_error *error);

/* Queue on `stream`, after the work issued on it before, a copy of
 * `bytes` of `memory` from `offset` to the read-back's bytes from `at`;
 * returns without waiting for it. */
gimmik_status gimmik_readback_queue(gimmik_readback *readback, size_t at,
                                    void *memory, size_t offset, size_t bytes,
                                    void *stream, gimmik_error *error);

/* Wait for the copies queued since the last collect (and so for the
 * work before them on their stream), then copy all the read-back's
 * bytes to `host`. */
gimmik_status gimmik_readback_collect(gimmik_readback *readback, void *host,
                                      gimmik_error *error);

/* ---- timing ----------------------------------------------------------- */

/* Two points on a stream and the device time between them: CUDA events,
 * OpenCL markers on a profiling queue, the monotonic clock for C. */
typedef struct gimmik_timer gimmik_timer;

gimmik_status gimmik_timer_create(gimmik_context *context,
                                  gimmik_timer **timer, gimmik_error *error);
/* Destroying NULL does nothing. */
gimmik_status gimmik_timer_destroy(gimmik_timer *timer, gimmik_error *error);
gimmik_status gimmik_timer_start(gimmik_timer *timer, void *stream,
                                 gimmik_error *error);
gimmik_status gimmik_timer_stop(gimmik_timer *timer, void *stream,
                                gimmik_error *error);
/* Milliseconds from the last start to the last stop (waits for the stop;
 * both must have been recorded). */
gimmik_status gimmik_timer_elapsed(gimmik_timer *timer, double *milliseconds,
                                   gimmik_error *error);

typedef struct gimmik_timing {
  double median_milliseconds;
  double best_milliseconds;
  int runs;
} gimmik_timing;

/* One unit of work to time, issued on `stream`. */
typedef gimmik_status (*gimmik_timed_call)(void *data, void *stream,
                                           gimmik_error *error);

/* Time `call` the way the autotuner times candidates: `warmup` untimed
 * calls, then `repeat` (>= 1) calls, each alone between a timer's start
 * and stop on `stream`; the median and the best of those. */
gimmik_status gimmik_context_time(gimmik_context *context, void *stream,
                                  gimmik_timed_call call, void *data,
                                  int warmup, int repeat,
                                  gimmik_timing *timing, gimmik_error *error);

/* ---- raw kernels -------------------------------------------------------
 *
 * A kernel of the program's own, compiled and launched on the context's
 * device with no planning, checking or caching: `entry` names it (a C
 * identifier; extern "C" in CUDA C).  A C backend kernel is a shared
 * object exporting `void ENTRY_entry(void *const *args)`, where args[i]
 * points at argument i's value (for memory, a `void *` holding the host
 * address); it runs to completion inside the launch, and the launch's
 * grid, block and shared bytes are not used. */
typedef struct gimmik_raw_kernel gimmik_raw_kernel;

enum { GIMMIK_MAX_ARGUMENTS = 32 };

typedef enum gimmik_arg_type {
  GIMMIK_ARG_MEMORY = 0, /* a native handle as above; NULL passes NULL */
  GIMMIK_ARG_INT32,
  GIMMIK_ARG_INT64,
  GIMMIK_ARG_FLOAT32,
  GIMMIK_ARG_FLOAT64
} gimmik_arg_type;

typedef struct gimmik_arg {
  gimmik_arg_type type;
  union {
    void *memory;
    int32_t int32;
    int64_t int64;
    float float32;
    double float64;
  } value;
} gimmik_arg;

gimmik_arg gimmik_arg_memory(void *memory);
gimmik_arg gimmik_arg_int32(int32_t value);
gimmik_arg gimmik_arg_int64(int64_t value);
gimmik_arg gimmik_arg_float32(float value);
gimmik_arg gimmik_arg_float64(double value);

/* One launch.  OpenCL: global size = grid * block, local size = block;
 * shared_bytes is not used (OpenCL kernels declare their local memory). */
typedef struct gimmik_raw_launch {
  size_t grid[3];        /* blocks per dimension, each >= 1 */
  size_t block[3];       /* threads per block per dimension, each >= 1 */
  size_t shared_bytes;   /* dynamic shared memory (CUDA) */
  const gimmik_arg *args;
  int arg_count;         /* 0..GIMMIK_MAX_ARGUMENTS */
  void *stream;
} gimmik_raw_launch;

/* Compile `source` (CUDA C through NVRTC for the device's architecture,
 * OpenCL C, or C through the system compiler) with `options` (extra
 * compiler options separated by spaces; may be NULL).  A compilation
 * error is GIMMIK_ERROR_COMPILE with the compiler's log in error->log. */
gimmik_status gimmik_raw_kernel_build(gimmik_context *context,
                                      const char *source, const char *entry,
                                      const char *options,
                                      gimmik_raw_kernel **kernel,
                                      gimmik_error *error);

/* Load a compiled kernel: for CUDA a CUBIN, fatbinary or NUL-terminated
 * PTX (the driver compiles PTX for the device), for OpenCL a program
 * binary of the device, for C a shared object. */
gimmik_status gimmik_raw_kernel_load(gimmik_context *context,
                                     const void *binary, size_t size,
                                     const char *entry,
                                     gimmik_raw_kernel **kernel,
                                     gimmik_error *error);

gimmik_status gimmik_raw_kernel_launch(gimmik_raw_kernel *kernel,
                                       const gimmik_raw_launch *launch,
                                       gimmik_error *error);

/* Destroying NULL does nothing. */
gimmik_status gimmik_raw_kernel_destroy(gimmik_raw_kernel *kernel,
                                        gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
