/*
 * backend_c.c: the CPU backend.  The "device" is this process, buffers are
 * host memory, and kernels are generated C built into shared objects by
 * the system compiler (host_compiler.c) and opened with dlopen.
 *
 * Contract for generated C kernels.  Besides the typed entry
 *   void NAME(const double *b, double *c)                      (n baked)
 *   void NAME(int n, const double *b, int ldb, double *c, int ldc)
 * the source exports
 *   void NAME_entry(void *const *args);
 * which unpacks the argument array exactly as cuLaunchKernel receives it:
 * args[i] points at the i-th argument's value, and for a buffer that value
 * is a `void *` holding the host address (so NAME_entry reads it as
 * `*(void *const *)args[i]`).  NAME_entry calls NAME, which loops over all
 * n columns itself: launch ignores grid, block and shared bytes, and every
 * operation is finished when it returns.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "runtime/backend.h"
#include "common/file_bytes.h"
#include "runtime/host_compiler.h"

typedef void (*c_entry_function)(void *const *arguments);

typedef struct c_device {
  gimmik_device base;
} c_device;

typedef struct c_buffer {
  gimmik_buffer base;
  void *host;
} c_buffer;

typedef struct c_kernel {
  gimmik_device_kernel base;
  void *library;
  c_entry_function entry;
} c_kernel;

typedef struct c_event {
  gimmik_event base;
  struct timespec time;
} c_event;

/* Buffers are aligned for the widest vector loads (AVX-512). */
enum { C_BUFFER_ALIGNMENT = 64 };

static gimmik_status c_available(gimmik_error *error) {
  char version[256];
  return gimmik_host_compiler_version(version, sizeof version, error);
}

static gimmik_status c_open(const char *selector, gimmik_device **result,
                            gimmik_error *error) {
  if (selector && *selector && strcmp(selector, "host") != 0 &&
      strcmp(selector, "0") != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "the C backend has one device, \"host\" (or "
                            "\"0\"), not \"%s\"",
                            selector);
  c_device *device = calloc(1, sizeof *device);
  if (!device)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory opening the host device");
  device->base.ops = &gimmik_backend_c_ops;
  *result = &device->base;
  return GIMMIK_OK;
}

static gimmik_status c_close(gimmik_device *device, gimmik_error *error) {
  (void)error;
  free(device);
  return GIMMIK_OK;
}

/* The CPU's model name from /proc/cpuinfo (Linux); "host CPU" elsewhere. */
static void c_cpu_name(char *name, size_t size) {
  snprintf(name, size, "host CPU");
  FILE *file = fopen("/proc/cpuinfo", "r");
  if (!file) return;
  char line[512];
  while (fgets(line, sizeof line, file)) {
    if (strncmp(line, "model name", 10) != 0) continue;
    const char *value = strchr(line, ':');
    if (!value) continue;
    value += strspn(value + 1, " \t") + 1;
    snprintf(name, size, "%.*s", (int)strcspn(value, "\n"), value);
    break;
  }
  fclose(file);
}

static gimmik_status c_describe(gimmik_device *device,
                                gimmik_device_description *description,
                                gimmik_error *error) {
  (void)device;
  struct utsname system;
  if (uname(&system) != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "uname failed");
  c_cpu_name(description->name, sizeof description->name);
  snprintf(description->platform, sizeof description->platform, "host");
  snprintf(description->architecture, sizeof description->architecture, "%s",
           system.machine);
  snprintf(description->driver_version, sizeof description->driver_version,
           "%.40s %.80s", system.sysname, system.release);
  char version[160], target[128];
  gimmik_status status =
      gimmik_host_compiler_version(version, sizeof version, error);
  if (status != GIMMIK_OK) return status;
  gimmik_host_compiler_target(target, sizeof target);
  snprintf(description->compiler_version,
           sizeof description->compiler_version,
           "%.150s; -march=native: %.80s", version, target);
  return GIMMIK_OK;
}

/* ---- kernels ---------------------------------------------------------- */

static gimmik_status c_compile(gimmik_device *device, const char *source,
                               const char *entry, const char *options,
                               gimmik_binary *binary, char **log,
                               gimmik_error *error) {
  (void)device;
  (void)entry; /* checked at load, where dlsym can see it */
  return gimmik_host_compile(source, options, &binary->bytes, &binary->size,
                             log, error);
}

static gimmik_status c_find_entry(c_kernel *kernel, const char *entry,
                                  gimmik_error *error) {
  char symbol[GIMMIK_NAME_SIZE + 8];
  snprintf(symbol, sizeof symbol, "%s_entry", entry);
  dlerror();
  void *address = dlsym(kernel->library, symbol);
  if (!address)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "the C kernel exports no %s (generated C must "
                            "define NAME_entry(void *const *args)): %s",
                            symbol, dlerror());
  memcpy(&kernel->entry, &address, sizeof address);
  return GIMMIK_OK;
}

/* A kernel built with -fopenmp pulls in the OpenMP runtime, whose worker
 * threads outlive the parallel region.  If unloading the kernel unloaded
 * that runtime too, those threads would run unmapped code: mark whichever
 * runtime got loaded as never to be unloaded.  Libraries not loaded are
 * left alone (RTLD_NOLOAD). */
static void c_pin_openmp(void) {
#if defined(RTLD_NOLOAD) && defined(RTLD_NODELETE)
  const char *runtimes[] = {"libgomp.so.1", "libomp.so.5", "libomp.so",
                            "libiomp5.so"};
  /* The handles are dropped on purpose: the reference they hold is the
   * pin.  NULL just means that runtime is not loaded. */
  for (size_t i = 0; i < sizeof runtimes / sizeof *runtimes; i++)
    dlopen(runtimes[i], RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
#endif
}

/* dlopen needs a file: write the bytes to a private one, open it, and
 * unlink it at once (the mapping outlives the name). */
static gimmik_status c_load(gimmik_device *device, const gimmik_binary *binary,
                            const char *entry, gimmik_device_kernel **result,
                            gimmik_error *error) {
  (void)device;
  char path[512];
  gimmik_status status = gimmik_temporary_file(
      "gimmik-kernel-", binary->bytes, binary->size, path, sizeof path, error);
  if (status != GIMMIK_OK) return status;
  c_kernel *kernel = calloc(1, sizeof *kernel);
  if (!kernel) {
    unlink(path);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory loading a C kernel");
  }
  kernel->library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!kernel->library)
    status = gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "dlopen of the C kernel %s failed: %s", entry,
                              dlerror());
  unlink(path);
  if (status == GIMMIK_OK) c_pin_openmp();
  if (status == GIMMIK_OK) status = c_find_entry(kernel, entry, error);
  if (status != GIMMIK_OK) {
    if (kernel->library) dlclose(kernel->library);
    free(kernel);
    return status;
  }
  *result = &kernel->base;
  return GIMMIK_OK;
}

static gimmik_status c_unload(gimmik_device_kernel *base,
                              gimmik_error *error) {
  c_kernel *kernel = (c_kernel *)base;
  gimmik_status status = GIMMIK_OK;
  if (dlclose(kernel->library) != 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "dlclose of the C kernel %s failed: %s",
                              base->entry, dlerror());
  free(kernel);
  return status;
}

static gimmik_status c_launch(gimmik_device_kernel *base,
                              const gimmik_launch_config *config,
                              gimmik_error *error) {
  (void)error;
  void *arguments[GIMMIK_MAX_ARGUMENTS];
  for (int i = 0; i < config->argument_count; i++) {
    const gimmik_argument *argument = &config->arguments[i];
    switch (argument->type) {
    case GIMMIK_ARGUMENT_BUFFER:
      arguments[i] = &((c_buffer *)argument->value.buffer)->host;
      break;
    case GIMMIK_ARGUMENT_NATIVE:
      arguments[i] = (void *)&argument->value.native;
      break;
    case GIMMIK_ARGUMENT_INT32:
      arguments[i] = (void *)&argument->value.int32;
      break;
    case GIMMIK_ARGUMENT_INT64:
      arguments[i] = (void *)&argument->value.int64;
      break;
    case GIMMIK_ARGUMENT_FLOAT32:
      arguments[i] = (void *)&argument->value.float32;
      break;
    case GIMMIK_ARGUMENT_FLOAT64:
      arguments[i] = (void *)&argument->value.float64;
      break;
    }
  }
  ((c_kernel *)base)->entry(arguments);
  return GIMMIK_OK;
}

/* ---- buffers ---------------------------------------------------------- */

static gimmik_status c_buffer_alloc(gimmik_device *device, size_t bytes,
                                    gimmik_buffer **result,
                                    gimmik_error *error) {
  (void)device;
  c_buffer *buffer = calloc(1, sizeof *buffer);
  if (!buffer || posix_memalign(&buffer->host, C_BUFFER_ALIGNMENT, bytes)) {
    free(buffer);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a %zu-byte buffer", bytes);
  }
  *result = &buffer->base;
  return GIMMIK_OK;
}

/* Host memory carries no size: the caller's word is taken. */
static gimmik_status c_buffer_wrap(gimmik_device *device, void *native,
                                   size_t bytes, gimmik_buffer **result,
                                   gimmik_error *error) {
  (void)device;
  (void)bytes;
  c_buffer *buffer = calloc(1, sizeof *buffer);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a buffer handle");
  buffer->host = native;
  *result = &buffer->base;
  return GIMMIK_OK;
}

static void *c_buffer_native(gimmik_buffer *buffer) {
  return ((c_buffer *)buffer)->host;
}

static gimmik_status c_buffer_free(gimmik_buffer *buffer,
                                   gimmik_error *error) {
  (void)error;
  if (!buffer->borrowed) free(((c_buffer *)buffer)->host);
  free(buffer);
  return GIMMIK_OK;
}

static unsigned char *c_address(gimmik_buffer *buffer, size_t offset) {
  return (unsigned char *)((c_buffer *)buffer)->host + offset;
}

static gimmik_status c_buffer_write(gimmik_buffer *buffer, size_t offset,
                                    size_t bytes, const void *host,
                                    void *stream, gimmik_error *error) {
  (void)stream;
  (void)error;
  memcpy(c_address(buffer, offset), host, bytes);
  return GIMMIK_OK;
}

static gimmik_status c_buffer_read(gimmik_buffer *buffer, size_t offset,
                                   size_t bytes, void *host, void *stream,
                                   gimmik_error *error) {
  (void)stream;
  (void)error;
  memcpy(host, c_address(buffer, offset), bytes);
  return GIMMIK_OK;
}

static gimmik_status c_buffer_copy(gimmik_buffer *target, size_t target_offset,
                                   gimmik_buffer *source, size_t source_offset,
                                   size_t bytes, void *stream,
                                   gimmik_error *error) {
  (void)stream;
  (void)error;
  memcpy(c_address(target, target_offset), c_address(source, source_offset),
         bytes);
  return GIMMIK_OK;
}

static gimmik_status c_synchronize(gimmik_device *device, void *stream,
                                   gimmik_error *error) {
  (void)device;
  (void)stream;
  (void)error;
  return GIMMIK_OK;
}

/* ---- reads collected later: done at once ----------------------------- */

static gimmik_status c_buffer_read_async(gimmik_buffer *buffer, size_t offset,
                                         size_t bytes, void *host,
                                         gimmik_event *done, void *stream,
                                         gimmik_error *error) {
  (void)done;
  return c_buffer_read(buffer, offset, bytes, host, stream, error);
}

static gimmik_status c_event_wait(gimmik_event *event, gimmik_error *error) {
  (void)event;
  (void)error;
  return GIMMIK_OK;
}

/* ---- events ----------------------------------------------------------- */

static gimmik_status c_event_create(gimmik_device *device,
                                    gimmik_event **result,
                                    gimmik_error *error) {
  (void)device;
  c_event *event = calloc(1, sizeof *event);
  if (!event)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for an event");
  *result = &event->base;
  return GIMMIK_OK;
}

static gimmik_status c_event_destroy(gimmik_event *event,
                                     gimmik_error *error) {
  (void)error;
  free(event);
  return GIMMIK_OK;
}

/* Work is done when launch returns, so the clock now is the event. */
static gimmik_status c_event_record(gimmik_event *base, void *stream,
                                    gimmik_error *error) {
  (void)stream;
  if (clock_gettime(CLOCK_MONOTONIC, &((c_event *)base)->time) != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "clock_gettime(CLOCK_MONOTONIC) failed");
  return GIMMIK_OK;
}

static gimmik_status c_event_elapsed(gimmik_event *start, gimmik_event *stop,
                                     double *milliseconds,
                                     gimmik_error *error) {
  (void)error;
  const struct timespec *from = &((c_event *)start)->time;
  const struct timespec *to = &((c_event *)stop)->time;
  *milliseconds = (double)(to->tv_sec - from->tv_sec) * 1e3 +
                  (double)(to->tv_nsec - from->tv_nsec) * 1e-6;
  return GIMMIK_OK;
}

const gimmik_backend_ops gimmik_backend_c_ops = {
    .backend = GIMMIK_BACKEND_C,
    .name = "c",
    .available = c_available,
    .open = c_open,
    .close = c_close,
    .describe = c_describe,
    .compile = c_compile,
    .load = c_load,
    .unload = c_unload,
    .launch = c_launch,
    .buffer_alloc = c_buffer_alloc,
    .buffer_free = c_buffer_free,
    .buffer_wrap = c_buffer_wrap,
    .buffer_native = c_buffer_native,
    .buffer_write = c_buffer_write,
    .buffer_read = c_buffer_read,
    .buffer_copy = c_buffer_copy,
    .synchronize = c_synchronize,
    .host_alloc = gimmik_host_alloc_plain,
    .host_free = gimmik_host_free_plain,
    .buffer_read_async = c_buffer_read_async,
    .event_wait = c_event_wait,
    .event_create = c_event_create,
    .event_destroy = c_event_destroy,
    .event_record = c_event_record,
    .event_elapsed = c_event_elapsed,
};
