/*
 * memory.c: device memory by native handle (gimmik/device.h).  The
 * context keeps every buffer it allocated in an array sorted by handle,
 * so a handle finds its buffer, and its size, by binary search.  Memory
 * the program allocated itself is wrapped for the one call, which lets
 * the backend check its size where it can.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/context_internal.h"

static gimmik_status missing(const char *function, const char *argument,
                             gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: %s is NULL",
                          function, argument);
}

/* The position of the first allocation whose handle is not below
 * `native`; the caller holds the lock. */
static size_t position(const gimmik_context *context, const void *native) {
  size_t low = 0, high = context->allocation_count;
  while (low < high) {
    size_t middle = low + (high - low) / 2;
    if ((uintptr_t)gimmik_buffer_native(context->allocations[middle]) <
        (uintptr_t)native)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}

static int found_at(const gimmik_context *context, size_t index,
                    const void *native) {
  return index < context->allocation_count &&
         gimmik_buffer_native(context->allocations[index]) == native;
}

static gimmik_buffer *find(gimmik_context *context, const void *native) {
  pthread_mutex_lock(&context->memory_lock);
  size_t index = position(context, native);
  gimmik_buffer *buffer =
      found_at(context, index, native) ? context->allocations[index] : NULL;
  pthread_mutex_unlock(&context->memory_lock);
  return buffer;
}

gimmik_status gimmik_memory_check_extent(gimmik_context *context,
                                        const void *native, size_t bytes,
                                        gimmik_error *error) {
  /* Handles of OpenCL are objects, not addresses: only an exact match is
   * an allocation of ours. */
  int addresses = context->options.backend != GIMMIK_BACKEND_OPENCL;
  pthread_mutex_lock(&context->memory_lock);
  size_t index = position(context, native);
  const gimmik_buffer *buffer = NULL;
  if (found_at(context, index, native))
    buffer = context->allocations[index];
  else if (addresses && index > 0)
    buffer = context->allocations[index - 1];
  size_t offset = 0, size = 0;
  if (buffer) {
    offset = (size_t)((uintptr_t)native -
                      (uintptr_t)gimmik_buffer_native((gimmik_buffer *)buffer));
    size = buffer->bytes;
  }
  pthread_mutex_unlock(&context->memory_lock);
  if (!buffer || offset >= size || bytes <= size - offset) return GIMMIK_OK;
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "needs %zu bytes, but only %zu remain of its "
                          "%zu-byte allocation (at offset %zu)",
                          bytes, size - offset, size, offset);
}

static gimmik_status insert(gimmik_context *context, gimmik_buffer *buffer,
                            gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  pthread_mutex_lock(&context->memory_lock);
  if (context->allocation_count == context->allocation_capacity) {
    size_t capacity = context->allocation_capacity
                          ? 2 * context->allocation_capacity : 16;
    gimmik_buffer **grown = realloc(context->allocations,
                                    capacity * sizeof *grown);
    if (grown) {
      context->allocations = grown;
      context->allocation_capacity = capacity;
    } else {
      status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                "out of memory for the list of allocations");
    }
  }
  if (status == GIMMIK_OK) {
    size_t index = position(context, gimmik_buffer_native(buffer));
    memmove(context->allocations + index + 1, context->allocations + index,
            (context->allocation_count - index) * sizeof *context->allocations);
    context->allocations[index] = buffer;
    context->allocation_count++;
  }
  pthread_mutex_unlock(&context->memory_lock);
  return status;
}

/* Remove the allocation of `native` from the list and return it. */
static gimmik_buffer *take(gimmik_context *context, const void *native) {
  pthread_mutex_lock(&context->memory_lock);
  size_t index = position(context, native);
  gimmik_buffer *buffer = NULL;
  if (found_at(context, index, native)) {
    buffer = context->allocations[index];
    context->allocation_count--;
    memmove(context->allocations + index, context->allocations + index + 1,
            (context->allocation_count - index) * sizeof *context->allocations);
  }
  pthread_mutex_unlock(&context->memory_lock);
  return buffer;
}

gimmik_status gimmik_memory_alloc(gimmik_context *context, size_t bytes,
                                  void **memory, gimmik_error *error) {
  const char *function = "gimmik_memory_alloc";
  if (!memory) return missing(function, "memory", error);
  *memory = NULL;
  if (!context) return missing(function, "context", error);
  if (bytes == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: 0 bytes",
                            function);
  gimmik_buffer *buffer = NULL;
  gimmik_status status =
      gimmik_buffer_alloc(context->device, bytes, &buffer, error);
  if (status == GIMMIK_OK) status = insert(context, buffer, error);
  if (status != GIMMIK_OK) {
    gimmik_buffer_free(buffer, NULL);
    gimmik_error_prefix(error, "%s", function);
    return status;
  }
  *memory = gimmik_buffer_native(buffer);
  return GIMMIK_OK;
}

gimmik_status gimmik_memory_free(gimmik_context *context, void *memory,
                                 gimmik_error *error) {
  const char *function = "gimmik_memory_free";
  if (!memory) return GIMMIK_OK;
  if (!context) return missing(function, "context", error);
  gimmik_buffer *buffer = take(context, memory);
  if (!buffer)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: memory %p was not allocated by "
                            "gimmik_memory_alloc on this context (or was "
                            "freed already)",
                            function, memory);
  gimmik_status status = gimmik_buffer_free(buffer, error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "%s", function);
  return status;
}

void gimmik_memory_release_all(gimmik_context *context) {
  for (size_t i = 0; i < context->allocation_count; i++)
    gimmik_buffer_free(context->allocations[i], NULL);
  free(context->allocations);
  context->allocations = NULL;
  context->allocation_count = context->allocation_capacity = 0;
}

/* ---- one call's view of memory ----------------------------------------- */

gimmik_status gimmik_memory_view_open(gimmik_context *context,
                                      const char *function, const char *name,
                                      void *memory, size_t offset,
                                      size_t bytes, gimmik_memory_view *view,
                                      gimmik_error *error) {
  view->buffer = NULL;
  view->wrapped = 0;
  if (!memory) return missing(function, name, error);
  if (offset > SIZE_MAX - bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: %s: offset %zu + %zu bytes overflows",
                            function, name, offset, bytes);
  view->buffer = find(context, memory);
  if (view->buffer) {
    if (offset + bytes > view->buffer->bytes)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: %s: %zu bytes at offset %zu do not fit "
                              "its %zu-byte allocation",
                              function, name, bytes, offset,
                              view->buffer->bytes);
    return GIMMIK_OK;
  }
  gimmik_status status = gimmik_buffer_wrap(context->device, memory,
                                            offset + bytes, &view->buffer,
                                            error);
  if (status != GIMMIK_OK) {
    gimmik_error_prefix(error, "%s: %s", function, name);
    return status;
  }
  view->wrapped = 1;
  return GIMMIK_OK;
}

void gimmik_memory_view_close(gimmik_memory_view *view) {
  if (view->wrapped) gimmik_buffer_free(view->buffer, NULL);
}

/* Host <-> device for gimmik_memory_write (`to_device`) and _read. */
static gimmik_status transfer(const char *function, gimmik_context *context,
                              void *memory, size_t offset, size_t bytes,
                              void *host, int to_device, void *stream,
                              gimmik_error *error) {
  if (!context) return missing(function, "context", error);
  if (!host) return missing(function, "host", error);
  if (bytes == 0) return GIMMIK_OK;
  gimmik_memory_view view;
  gimmik_status status = gimmik_memory_view_open(
      context, function, "memory", memory, offset, bytes, &view, error);
  if (status != GIMMIK_OK) return status;
  status = to_device ? gimmik_buffer_write(view.buffer, offset, bytes, host,
                                           stream, error)
                     : gimmik_buffer_read(view.buffer, offset, bytes, host,
                                          stream, error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "%s", function);
  gimmik_memory_view_close(&view);
  return status;
}

gimmik_status gimmik_memory_write(gimmik_context *context, void *memory,
                                  size_t offset, size_t bytes,
                                  const void *host, void *stream,
                                  gimmik_error *error) {
  /* transfer serves both directions; for a write `host` is only read. */
  return transfer("gimmik_memory_write", context, memory, offset, bytes,
                  (void *)host, 1, stream, error);
}

gimmik_status gimmik_memory_read(gimmik_context *context, void *memory,
                                 size_t offset, size_t bytes, void *host,
                                 void *stream, gimmik_error *error) {
  return transfer("gimmik_memory_read", context, memory, offset, bytes, host,
                  0, stream, error);
}

/* CUDA and C handles are addresses, so ranges of two handles can meet;
 * OpenCL ranges meet only within one cl_mem. */
static int overlapping(gimmik_backend backend, const void *target,
                       size_t target_offset, const void *source,
                       size_t source_offset, size_t bytes) {
  uintptr_t t = target_offset, s = source_offset;
  if (backend != GIMMIK_BACKEND_OPENCL) {
    t += (uintptr_t)target;
    s += (uintptr_t)source;
  } else if (target != source) {
    return 0;
  }
  return t < s + bytes && s < t + bytes;
}

gimmik_status gimmik_memory_copy(gimmik_context *context, void *target,
                                 size_t target_offset, void *source,
                                 size_t source_offset, size_t bytes,
                                 void *stream, gimmik_error *error) {
  const char *function = "gimmik_memory_copy";
  if (!context) return missing(function, "context", error);
  if (bytes == 0) return GIMMIK_OK;
  gimmik_memory_view to, from = {NULL, 0};
  gimmik_status status = gimmik_memory_view_open(
      context, function, "target", target, target_offset, bytes, &to, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_view_open(context, function, "source", source,
                                     source_offset, bytes, &from, error);
  if (status == GIMMIK_OK &&
      overlapping(gimmik_device_backend(context->device), target,
                  target_offset, source, source_offset, bytes))
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: source and target ranges overlap",
                              function);
  if (status == GIMMIK_OK) {
    status = gimmik_buffer_copy(to.buffer, target_offset, from.buffer,
                                source_offset, bytes, stream, error);
    if (status != GIMMIK_OK) gimmik_error_prefix(error, "%s", function);
  }
  gimmik_memory_view_close(&to);
  gimmik_memory_view_close(&from);
  return status;
}
