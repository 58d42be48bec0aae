/*
 * launch.h (internal): one launch of a generated kernel, for every family:
 * the grid and block its metadata give (gimmik/kernel.h) and the
 * arguments in the order of info->args.  A family checks its own
 * arguments, builds the list and calls this.
 */
#ifndef GIMMIK_RUNTIME_LAUNCH_H
#define GIMMIK_RUNTIME_LAUNCH_H

#include "runtime/backend.h"

typedef struct gimmik_kernel_call {
  gimmik_device_kernel *kernel;
  const gimmik_kernel_info *info;
  long long items;                   /* columns, elements or items */
  const gimmik_argument *arguments;  /* in the order of info->args */
  int argument_count;
  gimmik_buffer *const *constants;   /* backend.h: gimmik_launch_config */
  int constant_count;
} gimmik_kernel_call;

/* Launch on `stream`: gimmik_kernel_grid(info, items) blocks of
 * info->block threads with info->shared_bytes of shared memory. */
gimmik_status gimmik_kernel_run(const gimmik_kernel_call *call, void *stream,
                                gimmik_error *error);

#endif
