/* launch.c: one launch of a generated kernel (launch.h). */
#include "runtime/launch.h"

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
      stream,
      call->constants,
      call->constant_count,
      info->grid_wait};
  return gimmik_kernel_launch(call->kernel, &config, error);
}
