/* axhelm_timing.c: event-timed axhelm launches (axhelm_timing.h), through
 * the timing loop every kernel shares (matmul_timing.h). */
#include "runtime/axhelm_timing.h"

typedef struct axhelm_call {
  gimmik_device_kernel *kernel;
  const gimmik_kernel_info *info;
  const gimmik_axhelm_arguments *args;
} axhelm_call;

static gimmik_status launch_axhelm(void *data, void *stream,
                                   gimmik_error *error) {
  const axhelm_call *call = data;
  return gimmik_axhelm_launch(call->kernel, call->info, call->args, stream,
                              error);
}

gimmik_status gimmik_axhelm_time(gimmik_device_kernel *kernel,
                                 const gimmik_kernel_info *info,
                                 const gimmik_axhelm_arguments *args,
                                 void *stream, int warmup, int repeat,
                                 gimmik_timing *timing, gimmik_error *error) {
  if (repeat < 1 || warmup < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "timing needs at least one run (warm-up %d, "
                            "repeat %d)", warmup, repeat);
  gimmik_status status = gimmik_axhelm_check_arguments(info, args, error);
  if (status != GIMMIK_OK) return status;
  axhelm_call call = {kernel, info, args};
  return gimmik_time_calls(kernel->device, stream, launch_axhelm, &call,
                           warmup, repeat, timing, error);
}
