/* bandwidth.c: timed device-to-device copies (bandwidth.h). */
#include "bandwidth.h"

typedef struct copy_call {
  gimmik_context *context;
  void *target, *source;
  size_t bytes;
} copy_call;

static gimmik_status copy(void *data, void *stream, gimmik_error *error) {
  const copy_call *call = data;
  return gimmik_memory_copy(call->context, call->target, 0, call->source, 0,
                            call->bytes, stream, error);
}

gimmik_status gimmik_copy_bandwidth(gimmik_context *context, size_t bytes,
                                    int repeat, double *gigabytes,
                                    gimmik_error *error) {
  copy_call call = {context, NULL, NULL, bytes};
  gimmik_timing timing;
  gimmik_status status =
      gimmik_memory_alloc(context, bytes, &call.source, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, bytes, &call.target, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_time(context, NULL, copy, &call, 2, repeat,
                                 &timing, error);
  if (status == GIMMIK_OK)
    *gigabytes = 2.0 * (double)bytes / (timing.median_milliseconds * 1e6);
  gimmik_memory_free(context, call.source, NULL);
  gimmik_memory_free(context, call.target, NULL);
  return status;
}
