/*
 * readback.c: reads of device memory queued now and collected later
 * (gimmik/device.h), on the backends' reads that do not wait (backend.h).
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/context_internal.h"

struct gimmik_readback {
  gimmik_context *context;
  size_t bytes;
  void *host;            /* gimmik_host_alloc's */
  gimmik_event *done;    /* marks the last copy queued */
  int pending;           /* copies queued since the last collect */
};

static gimmik_status missing(const char *function, const char *argument,
                             gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: %s is NULL",
                          function, argument);
}

gimmik_status gimmik_readback_create(gimmik_context *context, size_t bytes,
                                     gimmik_readback **result,
                                     gimmik_error *error) {
  const char *function = "gimmik_readback_create";
  if (!result) return missing(function, "readback", error);
  *result = NULL;
  if (!context) return missing(function, "context", error);
  if (bytes == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s: 0 bytes",
                            function);
  gimmik_readback *readback = calloc(1, sizeof *readback);
  if (!readback)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  readback->context = context;
  readback->bytes = bytes;
  gimmik_status status = gimmik_host_alloc(context->device, bytes,
                                           &readback->host, error);
  if (status == GIMMIK_OK)
    status = gimmik_event_create(context->device, &readback->done, error);
  if (status != GIMMIK_OK) {
    gimmik_readback_destroy(readback, NULL);
    return status;
  }
  *result = readback;
  return GIMMIK_OK;
}

/* The copies queued since the last collect are done. */
static gimmik_status wait_pending(gimmik_readback *readback,
                                  gimmik_error *error) {
  if (!readback->pending) return GIMMIK_OK;
  readback->pending = 0;
  return gimmik_event_wait(readback->done, error);
}

gimmik_status gimmik_readback_destroy(gimmik_readback *readback,
                                      gimmik_error *error) {
  if (!readback) return GIMMIK_OK;
  gimmik_status status = wait_pending(readback, error);
  gimmik_status freed = gimmik_host_free(readback->context->device,
                                         readback->host, error);
  if (status == GIMMIK_OK) status = freed;
  gimmik_event_destroy(readback->done, NULL);
  free(readback);
  return status;
}

gimmik_status gimmik_readback_queue(gimmik_readback *readback, size_t at,
                                    void *memory, size_t offset, size_t bytes,
                                    void *stream, gimmik_error *error) {
  const char *function = "gimmik_readback_queue";
  if (!readback) return missing(function, "readback", error);
  if (bytes == 0 || at > readback->bytes || bytes > readback->bytes - at)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: %zu bytes at %zu do not fit the read-back's "
                            "%zu", function, bytes, at, readback->bytes);
  gimmik_memory_view view;
  gimmik_status status = gimmik_memory_view_open(
      readback->context, function, "memory", memory, offset, bytes, &view,
      error);
  if (status != GIMMIK_OK) return status;
  status = gimmik_buffer_read_async(view.buffer, offset, bytes,
                                    (unsigned char *)readback->host + at,
                                    readback->done, stream, error);
  if (status == GIMMIK_OK) readback->pending = 1;
  else gimmik_error_prefix(error, "%s", function);
  gimmik_memory_view_close(&view);
  return status;
}

gimmik_status gimmik_readback_collect(gimmik_readback *readback, void *host,
                                      gimmik_error *error) {
  const char *function = "gimmik_readback_collect";
  if (!readback) return missing(function, "readback", error);
  if (!host) return missing(function, "host", error);
  gimmik_status status = wait_pending(readback, error);
  if (status == GIMMIK_OK) memcpy(host, readback->host, readback->bytes);
  return status;
}
