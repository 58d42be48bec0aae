/*
 * backend.c: the checked front door of backend.h.  Arguments are validated
 * here, once for every backend, so a bad call fails with a message naming
 * the function and the argument instead of reaching a driver; then the
 * call goes to the device's table.  The common handle headers are filled in
 * here too, right after the backend made the handle.
 */
#include "runtime/backend.h"

#include <stdlib.h>
#include <string.h>

const gimmik_backend_ops *gimmik_backend_find(gimmik_backend backend) {
  switch (backend) {
  case GIMMIK_BACKEND_CUDA: return &gimmik_backend_cuda_ops;
  case GIMMIK_BACKEND_OPENCL: return &gimmik_backend_opencl_ops;
  case GIMMIK_BACKEND_C: return &gimmik_backend_c_ops;
  }
  return NULL;
}

static gimmik_status missing(const char *function, const char *argument,
                             gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: %s is NULL",
                          function, argument);
}

static gimmik_status find_checked(gimmik_backend backend,
                                  const gimmik_backend_ops **ops,
                                  gimmik_error *error) {
  *ops = gimmik_backend_find(backend);
  if (!*ops)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "no backend number %d", (int)backend);
  return GIMMIK_OK;
}

gimmik_status gimmik_backend_available(gimmik_backend backend,
                                       gimmik_error *error) {
  const gimmik_backend_ops *ops;
  gimmik_status status = find_checked(backend, &ops, error);
  return status == GIMMIK_OK ? ops->available(error) : status;
}

void gimmik_binary_free(gimmik_binary *binary) {
  if (!binary) return;
  free(binary->bytes);
  binary->bytes = NULL;
  binary->size = 0;
}

/* ---- arguments -------------------------------------------------------- */

gimmik_argument gimmik_argument_buffer(gimmik_buffer *buffer) {
  gimmik_argument argument = {.type = GIMMIK_ARGUMENT_BUFFER};
  argument.value.buffer = buffer;
  return argument;
}

gimmik_argument gimmik_argument_native(void *native) {
  gimmik_argument argument = {.type = GIMMIK_ARGUMENT_NATIVE};
  argument.value.native = native;
  return argument;
}

gimmik_argument gimmik_argument_int32(int32_t value) {
  gimmik_argument argument = {.type = GIMMIK_ARGUMENT_INT32};
  argument.value.int32 = value;
  return argument;
}

gimmik_argument gimmik_argument_int64(int64_t value) {
  gimmik_argument argument = {.type = GIMMIK_ARGUMENT_INT64};
  argument.value.int64 = value;
  return argument;
}

gimmik_argument gimmik_argument_float32(float value) {
  gimmik_argument argument = {.type = GIMMIK_ARGUMENT_FLOAT32};
  argument.value.float32 = value;
  return argument;
}

gimmik_argument gimmik_argument_float64(double value) {
  gimmik_argument argument = {.type = GIMMIK_ARGUMENT_FLOAT64};
  argument.value.float64 = value;
  return argument;
}

/* ---- devices ---------------------------------------------------------- */

gimmik_status gimmik_device_open(gimmik_backend backend, const char *selector,
                                 gimmik_device **device, gimmik_error *error) {
  if (!device) return missing("gimmik_device_open", "device", error);
  *device = NULL;
  const gimmik_backend_ops *ops;
  gimmik_status status = find_checked(backend, &ops, error);
  return status == GIMMIK_OK ? ops->open(selector, device, error) : status;
}

gimmik_status gimmik_device_open_native(gimmik_backend backend,
                                        const gimmik_native_handles *native,
                                        gimmik_device **device,
                                        gimmik_error *error) {
  if (!device) return missing("gimmik_device_open_native", "device", error);
  *device = NULL;
  const gimmik_backend_ops *ops;
  gimmik_status status = find_checked(backend, &ops, error);
  if (status != GIMMIK_OK) return status;
  if (!ops->open_native)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "the %s backend takes no native context",
                            ops->name);
  return ops->open_native(native, device, error);
}

void gimmik_device_native(gimmik_device *device,
                          gimmik_native_handles *native) {
  memset(native, 0, sizeof *native);
  if (device->ops->native) device->ops->native(device, native);
}

gimmik_status gimmik_device_close(gimmik_device *device, gimmik_error *error) {
  if (!device) return GIMMIK_OK;
  return device->ops->close(device, error);
}

gimmik_backend gimmik_device_backend(const gimmik_device *device) {
  return device->ops->backend;
}

gimmik_status gimmik_device_describe(gimmik_device *device,
                                     gimmik_device_description *description,
                                     gimmik_error *error) {
  if (!device) return missing("gimmik_device_describe", "device", error);
  if (!description)
    return missing("gimmik_device_describe", "description", error);
  memset(description, 0, sizeof *description);
  strncpy(description->backend, device->ops->name,
          sizeof description->backend - 1);
  return device->ops->describe(device, description, error);
}

/* Entry points are C identifiers: the generator names them, CUDA looks
 * them up unmangled (extern "C") and the C backend appends "_entry". */
static gimmik_status check_entry(const char *function, const char *entry,
                                 gimmik_error *error) {
  if (!entry) return missing(function, "entry", error);
  size_t length = strlen(entry);
  int valid = length > 0 && length < GIMMIK_NAME_SIZE &&
              !(entry[0] >= '0' && entry[0] <= '9');
  for (size_t i = 0; valid && i < length; i++) {
    char c = entry[i];
    valid = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
            (c >= '0' && c <= '9') || c == '_';
  }
  if (!valid)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: entry \"%.80s\" is not an identifier of at "
                            "most %d characters",
                            function, entry, GIMMIK_NAME_SIZE - 1);
  return GIMMIK_OK;
}

gimmik_status gimmik_device_compile(gimmik_device *device, const char *source,
                                    const char *entry, const char *options,
                                    gimmik_binary *binary, char **log,
                                    gimmik_error *error) {
  const char *function = "gimmik_device_compile";
  if (log) *log = NULL;
  if (!binary) return missing(function, "binary", error);
  binary->bytes = NULL;
  binary->size = 0;
  if (!device) return missing(function, "device", error);
  if (!source) return missing(function, "source", error);
  gimmik_status status = check_entry(function, entry, error);
  if (status != GIMMIK_OK) return status;
  return device->ops->compile(device, source, entry, options, binary, log,
                              error);
}

gimmik_status gimmik_device_load(gimmik_device *device,
                                 const gimmik_binary *binary,
                                 const char *entry,
                                 gimmik_device_kernel **kernel,
                                 gimmik_error *error) {
  const char *function = "gimmik_device_load";
  if (!kernel) return missing(function, "kernel", error);
  *kernel = NULL;
  if (!device) return missing(function, "device", error);
  if (!binary || !binary->bytes || !binary->size)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the binary is empty", function);
  gimmik_status status = check_entry(function, entry, error);
  if (status == GIMMIK_OK)
    status = device->ops->load(device, binary, entry, kernel, error);
  if (status != GIMMIK_OK) return status;
  (*kernel)->device = device;
  strcpy((*kernel)->entry, entry); /* fits: check_entry bounds it */
  return GIMMIK_OK;
}

gimmik_status gimmik_device_build(gimmik_device *device, const char *source,
                                  const char *entry, const char *options,
                                  gimmik_device_kernel **kernel, char **log,
                                  gimmik_error *error) {
  if (kernel) *kernel = NULL;
  gimmik_binary binary;
  gimmik_status status = gimmik_device_compile(device, source, entry, options,
                                               &binary, log, error);
  if (status == GIMMIK_OK)
    status = gimmik_device_load(device, &binary, entry, kernel, error);
  gimmik_binary_free(&binary);
  return status;
}

gimmik_status gimmik_device_synchronize(gimmik_device *device, void *stream,
                                        gimmik_error *error) {
  if (!device) return missing("gimmik_device_synchronize", "device", error);
  return device->ops->synchronize(device, stream, error);
}

/* ---- kernels ---------------------------------------------------------- */

static gimmik_status check_argument(const gimmik_device_kernel *kernel,
                                    const gimmik_argument *argument, int index,
                                    gimmik_error *error) {
  switch (argument->type) {
  case GIMMIK_ARGUMENT_BUFFER:
    if (!argument->value.buffer)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "kernel %s: argument %d is a NULL buffer",
                              kernel->entry, index);
    if (argument->value.buffer->device != kernel->device)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "kernel %s: argument %d is a buffer of another "
                              "device",
                              kernel->entry, index);
    return GIMMIK_OK;
  case GIMMIK_ARGUMENT_NATIVE:
  case GIMMIK_ARGUMENT_INT32:
  case GIMMIK_ARGUMENT_INT64:
  case GIMMIK_ARGUMENT_FLOAT32:
  case GIMMIK_ARGUMENT_FLOAT64:
    return GIMMIK_OK;
  }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "kernel %s: argument %d has unknown type %d",
                          kernel->entry, index, (int)argument->type);
}

static gimmik_status check_launch(const gimmik_device_kernel *kernel,
                                  const gimmik_launch_config *config,
                                  gimmik_error *error) {
  for (int d = 0; d < 3; d++)
    if (config->grid[d] < 1 || config->block[d] < 1)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "kernel %s: grid and block need at least 1 in "
                              "every dimension (dimension %d: grid %zu, "
                              "block %zu)",
                              kernel->entry, d, config->grid[d],
                              config->block[d]);
  if (config->argument_count < 0 ||
      config->argument_count > GIMMIK_MAX_ARGUMENTS ||
      (config->argument_count > 0 && !config->arguments))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s: %d arguments (at most %d, and a list "
                            "when any)",
                            kernel->entry, config->argument_count,
                            GIMMIK_MAX_ARGUMENTS);
  for (int i = 0; i < config->argument_count; i++) {
    gimmik_status status =
        check_argument(kernel, &config->arguments[i], i, error);
    if (status != GIMMIK_OK) return status;
  }
  return GIMMIK_OK;
}

gimmik_status gimmik_kernel_launch(gimmik_device_kernel *kernel,
                                   const gimmik_launch_config *config,
                                   gimmik_error *error) {
  if (!kernel) return missing("gimmik_kernel_launch", "kernel", error);
  if (!config) return missing("gimmik_kernel_launch", "config", error);
  gimmik_status status = check_launch(kernel, config, error);
  if (status != GIMMIK_OK) return status;
  return kernel->device->ops->launch(kernel, config, error);
}

long long gimmik_kernel_local_bytes(gimmik_device_kernel *kernel) {
  if (!kernel) return -1;
  const gimmik_backend_ops *ops = kernel->device->ops;
  return ops->local_bytes ? ops->local_bytes(kernel) : -1;
}

gimmik_status gimmik_kernel_unload(gimmik_device_kernel *kernel,
                                   gimmik_error *error) {
  if (!kernel) return GIMMIK_OK;
  return kernel->device->ops->unload(kernel, error);
}

/* ---- buffers ---------------------------------------------------------- */

gimmik_status gimmik_buffer_alloc(gimmik_device *device, size_t bytes,
                                  gimmik_buffer **buffer,
                                  gimmik_error *error) {
  if (!buffer) return missing("gimmik_buffer_alloc", "buffer", error);
  *buffer = NULL;
  if (!device) return missing("gimmik_buffer_alloc", "device", error);
  if (bytes == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_buffer_alloc: 0 bytes");
  gimmik_status status = device->ops->buffer_alloc(device, bytes, buffer,
                                                   error);
  if (status != GIMMIK_OK) return status;
  (*buffer)->device = device;
  (*buffer)->bytes = bytes;
  return GIMMIK_OK;
}

void *gimmik_buffer_native(gimmik_buffer *buffer) {
  return buffer ? buffer->device->ops->buffer_native(buffer) : NULL;
}

gimmik_status gimmik_buffer_wrap(gimmik_device *device, void *native,
                                 size_t bytes, gimmik_buffer **buffer,
                                 gimmik_error *error) {
  if (!buffer) return missing("gimmik_buffer_wrap", "buffer", error);
  *buffer = NULL;
  if (!device) return missing("gimmik_buffer_wrap", "device", error);
  if (!native) return missing("gimmik_buffer_wrap", "native memory", error);
  if (bytes == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_buffer_wrap: 0 bytes");
  gimmik_status status = device->ops->buffer_wrap(device, native, bytes,
                                                  buffer, error);
  if (status != GIMMIK_OK) return status;
  (*buffer)->device = device;
  (*buffer)->bytes = bytes;
  (*buffer)->borrowed = 1;
  return GIMMIK_OK;
}

gimmik_status gimmik_buffer_free(gimmik_buffer *buffer, gimmik_error *error) {
  if (!buffer) return GIMMIK_OK;
  return buffer->device->ops->buffer_free(buffer, error);
}

/* [offset, offset + bytes) must lie inside the buffer. */
static gimmik_status check_range(const char *function,
                                 const gimmik_buffer *buffer, size_t offset,
                                 size_t bytes, gimmik_error *error) {
  if (!buffer) return missing(function, "buffer", error);
  if (bytes == 0 || offset > buffer->bytes || bytes > buffer->bytes - offset)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: %zu bytes at offset %zu do not fit a "
                            "%zu-byte buffer",
                            function, bytes, offset, buffer->bytes);
  return GIMMIK_OK;
}

gimmik_status gimmik_buffer_write(gimmik_buffer *buffer, size_t offset,
                                  size_t bytes, const void *host, void *stream,
                                  gimmik_error *error) {
  const char *function = "gimmik_buffer_write";
  gimmik_status status = check_range(function, buffer, offset, bytes, error);
  if (status != GIMMIK_OK) return status;
  if (!host) return missing(function, "host", error);
  return buffer->device->ops->buffer_write(buffer, offset, bytes, host, stream,
                                           error);
}

gimmik_status gimmik_buffer_read(gimmik_buffer *buffer, size_t offset,
                                 size_t bytes, void *host, void *stream,
                                 gimmik_error *error) {
  const char *function = "gimmik_buffer_read";
  gimmik_status status = check_range(function, buffer, offset, bytes, error);
  if (status != GIMMIK_OK) return status;
  if (!host) return missing(function, "host", error);
  return buffer->device->ops->buffer_read(buffer, offset, bytes, host, stream,
                                          error);
}

gimmik_status gimmik_buffer_copy(gimmik_buffer *target, size_t target_offset,
                                 gimmik_buffer *source, size_t source_offset,
                                 size_t bytes, void *stream,
                                 gimmik_error *error) {
  const char *function = "gimmik_buffer_copy";
  gimmik_status status =
      check_range(function, target, target_offset, bytes, error);
  if (status == GIMMIK_OK)
    status = check_range(function, source, source_offset, bytes, error);
  if (status != GIMMIK_OK) return status;
  if (target->device != source->device)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the buffers belong to different devices",
                            function);
  /* OpenCL refuses overlapping copies and CUDA leaves them undefined. */
  if (target == source && target_offset < source_offset + bytes &&
      source_offset < target_offset + bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: source and target ranges overlap", function);
  return target->device->ops->buffer_copy(target, target_offset, source,
                                          source_offset, bytes, stream, error);
}

gimmik_status gimmik_host_alloc(gimmik_device *device, size_t bytes,
                                void **host, gimmik_error *error) {
  const char *function = "gimmik_host_alloc";
  if (!host) return missing(function, "host", error);
  *host = NULL;
  if (!device) return missing(function, "device", error);
  if (bytes == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: 0 bytes",
                            function);
  return device->ops->host_alloc(device, bytes, host, error);
}

gimmik_status gimmik_host_free(gimmik_device *device, void *host,
                               gimmik_error *error) {
  if (!host) return GIMMIK_OK;
  if (!device) return missing("gimmik_host_free", "device", error);
  return device->ops->host_free(device, host, error);
}

gimmik_status gimmik_host_alloc_plain(gimmik_device *device, size_t bytes,
                                      void **host, gimmik_error *error) {
  (void)device;
  *host = malloc(bytes);
  if (!*host)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for %zu bytes of host memory",
                            bytes);
  return GIMMIK_OK;
}

gimmik_status gimmik_host_free_plain(gimmik_device *device, void *host,
                                     gimmik_error *error) {
  (void)device;
  (void)error;
  free(host);
  return GIMMIK_OK;
}

gimmik_status gimmik_buffer_read_async(gimmik_buffer *buffer, size_t offset,
                                       size_t bytes, void *host,
                                       gimmik_event *done, void *stream,
                                       gimmik_error *error) {
  const char *function = "gimmik_buffer_read_async";
  gimmik_status status = check_range(function, buffer, offset, bytes, error);
  if (status != GIMMIK_OK) return status;
  if (!host) return missing(function, "host", error);
  if (!done) return missing(function, "done", error);
  if (done->device != buffer->device)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the event and the buffer belong to "
                            "different devices", function);
  status = buffer->device->ops->buffer_read_async(buffer, offset, bytes, host,
                                                  done, stream, error);
  if (status == GIMMIK_OK) done->recorded = 1;
  return status;
}

/* ---- events ----------------------------------------------------------- */

gimmik_status gimmik_event_create(gimmik_device *device, gimmik_event **event,
                                  gimmik_error *error) {
  if (!event) return missing("gimmik_event_create", "event", error);
  *event = NULL;
  if (!device) return missing("gimmik_event_create", "device", error);
  gimmik_status status = device->ops->event_create(device, event, error);
  if (status != GIMMIK_OK) return status;
  (*event)->device = device;
  (*event)->recorded = 0;
  return GIMMIK_OK;
}

gimmik_status gimmik_event_destroy(gimmik_event *event, gimmik_error *error) {
  if (!event) return GIMMIK_OK;
  return event->device->ops->event_destroy(event, error);
}

gimmik_status gimmik_event_record(gimmik_event *event, void *stream,
                                  gimmik_error *error) {
  if (!event) return missing("gimmik_event_record", "event", error);
  gimmik_status status = event->device->ops->event_record(event, stream,
                                                          error);
  if (status == GIMMIK_OK) event->recorded = 1;
  return status;
}

gimmik_status gimmik_event_elapsed(gimmik_event *start, gimmik_event *stop,
                                   double *milliseconds, gimmik_error *error) {
  const char *function = "gimmik_event_elapsed";
  if (!start) return missing(function, "start", error);
  if (!stop) return missing(function, "stop", error);
  if (!milliseconds) return missing(function, "milliseconds", error);
  if (start->device != stop->device)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: the events belong to different devices",
                            function);
  if (!start->recorded || !stop->recorded)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: both events must be recorded first",
                            function);
  return start->device->ops->event_elapsed(start, stop, milliseconds, error);
}

gimmik_status gimmik_event_wait(gimmik_event *event, gimmik_error *error) {
  if (!event) return missing("gimmik_event_wait", "event", error);
  if (!event->recorded)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_event_wait: the event was not recorded");
  return event->device->ops->event_wait(event, error);
}
