/* launch.c: one launch of a generated kernel, and its timing (launch.h). */
#include "runtime/launch.h"

#include "runtime/timing.h"

gimmik_status gimmik_kernel_run(const gimmik_kernel_call *call, void *stream,
                                gimmik_error *error) {
  const gimmik_kernel_info *info = call->info;
  if (call->argument_count != info->arg_count && info->arg_count > 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel %s takes %d arguments, %d were prepared",
                            info->name, info->arg_count, call->argument_count);
  gimmik_launch_config config = {
      {(size_t)gimmik_kernel_grid(info, call->items), 1, 1},
      {(size_t)info->block[0], (size_t)info->block[1], (size_t)info->block[2]},
      (size_t)info->shared_bytes,
      call->arguments,
      call->argument_count,
      stream};
  return gimmik_kernel_launch(call->kernel, &config, error);
}

static gimmik_status run(void *data, void *stream, gimmik_error *error) {
  return gimmik_kernel_run(data, stream, error);
}

gimmik_status gimmik_kernel_time(const gimmik_kernel_call *call, void *stream,
                                 int warmup, int repeat, gimmik_timing *timing,
                                 gimmik_error *error) {
  if (repeat < 1 || warmup < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "timing needs at least one run (warm-up %d, "
                            "repeat %d)", warmup, repeat);
  return gimmik_time_calls(call->kernel->device, stream, run, (void *)call,
                           warmup, repeat, timing, error);
}
