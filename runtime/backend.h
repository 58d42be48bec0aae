/*
 * backend.h (internal): the one interface behind which every device lives.
 *
 * A backend (CUDA, OpenCL, the host C compiler) is a table of operations,
 * gimmik_backend_ops, in the manner of libCEED's backends.  Callers never
 * use the table directly: the gimmik_device_* / gimmik_buffer_* /
 * gimmik_event_* functions below check their arguments once, for every
 * backend, and then dispatch.  A backend may therefore assume that pointers
 * are valid, ranges are inside their buffers and handles belong to the
 * device they are used with.
 *
 * Programs outside the runtime reach the device of a context through
 * gimmik/device.h (device.c, memory.c, raw_kernel.c), built on these.
 *
 * Handles.  Each backend defines its own device, buffer, kernel and event
 * structures whose FIRST member is the matching header below, and casts
 * back to its own type; nothing outside the backend looks past the header.
 *
 * Streams.  `stream` is the backend's native queue, passed through as is:
 * a CUstream for CUDA (NULL is the legacy default stream of the device's
 * primary context), a cl_command_queue for OpenCL created on the device's
 * own context (NULL is the device's in-order profiling queue), ignored by
 * the C backend, where every operation completes before it returns.
 *
 * Threads.  Different handles may be used from different threads at once.
 * One kernel handle must not be launched from two threads at the same
 * time: OpenCL binds arguments to the kernel object itself.
 *
 * Libraries.  Backends find their libraries at run time (dlopen): nothing
 * here needs a GPU driver, the CUDA toolkit or an OpenCL loader to build
 * or to run; a missing one is reported by `available` and `open`.
 */
#ifndef GIMMIK_RUNTIME_BACKEND_H
#define GIMMIK_RUNTIME_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "gimmik/device.h"

typedef struct gimmik_backend_ops gimmik_backend_ops;

/* ---- handles: the common headers ------------------------------------- */

typedef struct gimmik_device {
  const gimmik_backend_ops *ops;
} gimmik_device;

typedef struct gimmik_buffer {
  gimmik_device *device;
  size_t bytes;
  int borrowed; /* wraps caller memory: freeing the handle leaves it alone */
} gimmik_buffer;

/* A kernel compiled and loaded on one device, ready to launch. */
typedef struct gimmik_device_kernel {
  gimmik_device *device;
  char entry[GIMMIK_NAME_SIZE];
} gimmik_device_kernel;

typedef struct gimmik_event {
  gimmik_device *device;
  int recorded; /* set by gimmik_event_record; elapsed needs both recorded */
} gimmik_event;

/* ---- plain data ------------------------------------------------------- */

/* A compiled kernel as bytes a cache can store: a CUBIN for CUDA, the
 * OpenCL program binary for the device, the shared object for C. */
typedef struct gimmik_binary {
  unsigned char *bytes; /* malloc'd */
  size_t size;
} gimmik_binary;

void gimmik_binary_free(gimmik_binary *binary);

typedef enum gimmik_argument_type {
  GIMMIK_ARGUMENT_BUFFER = 0, /* a gimmik_buffer of the kernel's device */
  GIMMIK_ARGUMENT_NATIVE,     /* native memory as buffer_wrap takes it */
  GIMMIK_ARGUMENT_INT32,
  GIMMIK_ARGUMENT_INT64,
  GIMMIK_ARGUMENT_FLOAT32,
  GIMMIK_ARGUMENT_FLOAT64
} gimmik_argument_type;

typedef struct gimmik_argument {
  gimmik_argument_type type;
  union {
    gimmik_buffer *buffer;
    void *native;
    int32_t int32;
    int64_t int64;
    float float32;
    double float64;
  } value;
} gimmik_argument;

/* Shorthands for building argument lists. */
gimmik_argument gimmik_argument_buffer(gimmik_buffer *buffer);
gimmik_argument gimmik_argument_native(void *native);
gimmik_argument gimmik_argument_int32(int32_t value);
gimmik_argument gimmik_argument_int64(int64_t value);
gimmik_argument gimmik_argument_float32(float value);
gimmik_argument gimmik_argument_float64(double value);

/* One launch.  OpenCL: global size = grid * block, local size = block, and
 * shared_bytes is ignored (our OpenCL kernels declare their local arrays
 * statically).  C: grid, block and shared_bytes are ignored; the kernel
 * loops over its columns itself. */
typedef struct gimmik_launch_config {
  size_t grid[3];  /* blocks per dimension, each >= 1 */
  size_t block[3]; /* threads per block per dimension, each >= 1 */
  size_t shared_bytes;
  const gimmik_argument *arguments;
  int argument_count;
  void *stream;
  /* CUDA: doubles copied, in stream order before the launch, from the
   * start of each buffer into the module's __constant__ array
   * GIMMIK_CONSTANTS_NAME (element i from constants[i]), which the
   * kernel reads as it reads its parameters: from the constant bank, with
   * no load of its own.  Ignored by the other backends, whose kernels read
   * the same buffers through their arguments. */
  gimmik_buffer *const *constants;
  int constant_count;
  /* CUDA from sm_90: the kernel waits for the grid before it in its
   * stream (griddepcontrol.wait) before it touches memory, so it may be
   * launched while that grid drains (programmatic dependent launch).
   * Ignored elsewhere, and where the driver or the device lacks it. */
  int programmatic;
} gimmik_launch_config;

#define GIMMIK_CONSTANTS_NAME "gimmik_constants"

/* ---- the table each backend fills -------------------------------------
 *
 * Every entry that can fail returns a gimmik_status and fills `error`.
 * Release entries (close, free, unload, destroy) release everything they
 * can even when a library call fails, and then report that failure. */
struct gimmik_backend_ops {
  gimmik_backend backend;
  const char *name;

  /* GIMMIK_OK when the backend can open a device here; otherwise
   * GIMMIK_ERROR_BACKEND saying why ("libcuda.so.1 not found: no NVIDIA
   * driver on this machine (...)"). */
  gimmik_status (*available)(gimmik_error *error);

  /* `selector`: NULL or "" for the default device; CUDA: a device index or
   * a name substring; OpenCL: "platform:device" indices or a substring of
   * the device or platform name; C: "host" or "0". */
  gimmik_status (*open)(const char *selector, gimmik_device **device,
                        gimmik_error *error);
  /* The program's own context (gimmik_native_handles of gimmik/runtime.h)
   * instead of one of the backend's own; NULL where the backend has none
   * (C).  A handle that is not what it should be is GIMMIK_ERROR_ARGUMENT
   * naming it, never a call through it. */
  gimmik_status (*open_native)(const gimmik_native_handles *native,
                               gimmik_device **device, gimmik_error *error);
  gimmik_status (*close)(gimmik_device *device, gimmik_error *error);
  /* The native handles the device runs on; NULL: none (C). */
  void (*native)(gimmik_device *device, gimmik_native_handles *native);
  gimmik_status (*describe)(gimmik_device *device,
                            gimmik_device_description *description,
                            gimmik_error *error);

  /* Compile `source` for this device.  `entry` is the kernel to export
   * (extern "C" for CUDA), `options` extra compiler options separated by
   * spaces (may be NULL).  On success `*log` (when `log` is not NULL) is
   * the compiler's output, malloc'd, "" when it said nothing; on failure
   * the status is GIMMIK_ERROR_COMPILE and the log is in error->log. */
  gimmik_status (*compile)(gimmik_device *device, const char *source,
                           const char *entry, const char *options,
                           gimmik_binary *binary, char **log,
                           gimmik_error *error);
  gimmik_status (*load)(gimmik_device *device, const gimmik_binary *binary,
                        const char *entry, gimmik_device_kernel **kernel,
                        gimmik_error *error);
  gimmik_status (*unload)(gimmik_device_kernel *kernel, gimmik_error *error);
  /* Bytes of local memory a thread of the kernel takes (spilled registers
   * and the arrays the compiler could not keep in them); NULL where the
   * backend cannot tell. */
  long long (*local_bytes)(gimmik_device_kernel *kernel);
  gimmik_status (*launch)(gimmik_device_kernel *kernel,
                          const gimmik_launch_config *config,
                          gimmik_error *error);

  gimmik_status (*buffer_alloc)(gimmik_device *device, size_t bytes,
                                gimmik_buffer **buffer, gimmik_error *error);
  gimmik_status (*buffer_free)(gimmik_buffer *buffer, gimmik_error *error);
  /* A handle for memory the caller owns: `native` is a CUdeviceptr (as an
   * integer in the pointer), a cl_mem of this device's context, or a host
   * pointer.  Freeing the handle does not free the memory.  Where the
   * backend can tell (CUDA, OpenCL), memory shorter than `bytes` is an
   * error rather than a kernel writing past its end. */
  gimmik_status (*buffer_wrap)(gimmik_device *device, void *native,
                               size_t bytes, gimmik_buffer **buffer,
                               gimmik_error *error);
  /* The native handle of a buffer, in the form buffer_wrap takes. */
  void *(*buffer_native)(gimmik_buffer *buffer);
  /* Host <-> device copies return once the host memory may be reused;
   * they are ordered after earlier work on `stream`. */
  gimmik_status (*buffer_write)(gimmik_buffer *buffer, size_t offset,
                                size_t bytes, const void *host, void *stream,
                                gimmik_error *error);
  gimmik_status (*buffer_read)(gimmik_buffer *buffer, size_t offset,
                               size_t bytes, void *host, void *stream,
                               gimmik_error *error);
  /* Device -> device, queued on `stream` (may return before it is done). */
  gimmik_status (*buffer_copy)(gimmik_buffer *target, size_t target_offset,
                               gimmik_buffer *source, size_t source_offset,
                               size_t bytes, void *stream,
                               gimmik_error *error);
  gimmik_status (*synchronize)(gimmik_device *device, void *stream,
                               gimmik_error *error);

  /* Reads the host collects later.  host_alloc: memory a copy fills
   * without the host waiting (CUDA: page-locked, which an asynchronous
   * copy needs; elsewhere plain).  buffer_read_async: device -> host
   * memory of host_alloc, queued on `stream` after earlier work and
   * returning at once (C: done), `done` then marking it: event_wait
   * returns once the host holds the bytes (and, the stream being in
   * order, once the work before the copy is done). */
  gimmik_status (*host_alloc)(gimmik_device *device, size_t bytes,
                              void **host, gimmik_error *error);
  gimmik_status (*host_free)(gimmik_device *device, void *host,
                             gimmik_error *error);
  gimmik_status (*buffer_read_async)(gimmik_buffer *buffer, size_t offset,
                                     size_t bytes, void *host,
                                     gimmik_event *done, void *stream,
                                     gimmik_error *error);
  gimmik_status (*event_wait)(gimmik_event *event, gimmik_error *error);

  /* Timing: record two events on a stream around some work, then ask for
   * the milliseconds between them (waits for the second).  CUDA events,
   * OpenCL markers on a profiling queue, the host's monotonic clock. */
  gimmik_status (*event_create)(gimmik_device *device, gimmik_event **event,
                                gimmik_error *error);
  gimmik_status (*event_destroy)(gimmik_event *event, gimmik_error *error);
  gimmik_status (*event_record)(gimmik_event *event, void *stream,
                                gimmik_error *error);
  gimmik_status (*event_elapsed)(gimmik_event *start, gimmik_event *stop,
                                 double *milliseconds, gimmik_error *error);
};

/* ---- finding a backend ------------------------------------------------ */

/* The table of `backend`, or NULL for a value outside the enum.  A table
 * is returned even when the backend is absent here: ask `available`. */
const gimmik_backend_ops *gimmik_backend_find(gimmik_backend backend);

/* ---- the checked front door ------------------------------------------ */

gimmik_status gimmik_device_open(gimmik_backend backend, const char *selector,
                                 gimmik_device **device, gimmik_error *error);
gimmik_status gimmik_device_open_native(gimmik_backend backend,
                                        const gimmik_native_handles *native,
                                        gimmik_device **device,
                                        gimmik_error *error);
void gimmik_device_native(gimmik_device *device,
                          gimmik_native_handles *native);
/* Closing NULL does nothing.  Buffers, kernels and events of the device
 * must be released first. */
gimmik_status gimmik_device_close(gimmik_device *device, gimmik_error *error);
gimmik_backend gimmik_device_backend(const gimmik_device *device);
gimmik_status gimmik_device_describe(gimmik_device *device,
                                     gimmik_device_description *description,
                                     gimmik_error *error);
gimmik_status gimmik_device_compile(gimmik_device *device, const char *source,
                                    const char *entry, const char *options,
                                    gimmik_binary *binary, char **log,
                                    gimmik_error *error);
gimmik_status gimmik_device_load(gimmik_device *device,
                                 const gimmik_binary *binary,
                                 const char *entry,
                                 gimmik_device_kernel **kernel,
                                 gimmik_error *error);
/* Compile then load, for callers that do not keep the binary. */
gimmik_status gimmik_device_build(gimmik_device *device, const char *source,
                                  const char *entry, const char *options,
                                  gimmik_device_kernel **kernel, char **log,
                                  gimmik_error *error);
gimmik_status gimmik_device_synchronize(gimmik_device *device, void *stream,
                                        gimmik_error *error);

gimmik_status gimmik_kernel_launch(gimmik_device_kernel *kernel,
                                   const gimmik_launch_config *config,
                                   gimmik_error *error);
/* ops->local_bytes, or -1 where the backend cannot tell. */
long long gimmik_kernel_local_bytes(gimmik_device_kernel *kernel);
/* Unloading NULL does nothing. */
gimmik_status gimmik_kernel_unload(gimmik_device_kernel *kernel,
                                   gimmik_error *error);

/* `bytes` must be > 0.  Freeing NULL does nothing. */
gimmik_status gimmik_buffer_alloc(gimmik_device *device, size_t bytes,
                                  gimmik_buffer **buffer, gimmik_error *error);
gimmik_status gimmik_buffer_free(gimmik_buffer *buffer, gimmik_error *error);
/* The buffer's native handle (see buffer_wrap above). */
void *gimmik_buffer_native(gimmik_buffer *buffer);
/* Borrow caller memory of `bytes` bytes (see buffer_wrap above). */
gimmik_status gimmik_buffer_wrap(gimmik_device *device, void *native,
                                 size_t bytes, gimmik_buffer **buffer,
                                 gimmik_error *error);
gimmik_status gimmik_buffer_write(gimmik_buffer *buffer, size_t offset,
                                  size_t bytes, const void *host, void *stream,
                                  gimmik_error *error);
gimmik_status gimmik_buffer_read(gimmik_buffer *buffer, size_t offset,
                                 size_t bytes, void *host, void *stream,
                                 gimmik_error *error);
gimmik_status gimmik_buffer_copy(gimmik_buffer *target, size_t target_offset,
                                 gimmik_buffer *source, size_t source_offset,
                                 size_t bytes, void *stream,
                                 gimmik_error *error);

/* Host memory for gimmik_buffer_read_async (`bytes` > 0); freeing NULL
 * does nothing. */
gimmik_status gimmik_host_alloc(gimmik_device *device, size_t bytes,
                                void **host, gimmik_error *error);
gimmik_status gimmik_host_free(gimmik_device *device, void *host,
                               gimmik_error *error);
/* Into memory of gimmik_host_alloc, collected by gimmik_event_wait(done). */
gimmik_status gimmik_buffer_read_async(gimmik_buffer *buffer, size_t offset,
                                       size_t bytes, void *host,
                                       gimmik_event *done, void *stream,
                                       gimmik_error *error);

gimmik_status gimmik_event_create(gimmik_device *device, gimmik_event **event,
                                  gimmik_error *error);
/* Destroying NULL does nothing. */
gimmik_status gimmik_event_destroy(gimmik_event *event, gimmik_error *error);
gimmik_status gimmik_event_record(gimmik_event *event, void *stream,
                                  gimmik_error *error);
gimmik_status gimmik_event_elapsed(gimmik_event *start, gimmik_event *stop,
                                   double *milliseconds, gimmik_error *error);
/* Wait for what a recorded event marks. */
gimmik_status gimmik_event_wait(gimmik_event *event, gimmik_error *error);

/* host_alloc and host_free where plain memory serves (C, OpenCL). */
gimmik_status gimmik_host_alloc_plain(gimmik_device *device, size_t bytes,
                                      void **host, gimmik_error *error);
gimmik_status gimmik_host_free_plain(gimmik_device *device, void *host,
                                     gimmik_error *error);

/* ---- the tables, defined one per backend file ------------------------- */

extern const gimmik_backend_ops gimmik_backend_cuda_ops;
extern const gimmik_backend_ops gimmik_backend_opencl_ops;
extern const gimmik_backend_ops gimmik_backend_c_ops;

#endif
