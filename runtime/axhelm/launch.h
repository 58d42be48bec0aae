/*
 * axhelm/launch.h (internal): one launch of a generated axhelm kernel on
 * caller buffers, following the contract of gimmik/axhelm.h, with every
 * argument checked against the kernel's metadata first.
 */
#ifndef GIMMIK_RUNTIME_AXHELM_LAUNCH_H
#define GIMMIK_RUNTIME_AXHELM_LAUNCH_H

#include "runtime/backend.h"

typedef struct gimmik_axhelm_arguments {
  long long elements;       /* E, 1..INT_MAX */
  long long field_stride;   /* d = 3: >= E*N^3; ignored for d = 1 */
  gimmik_buffer *geometry;  /* ggeo, pgeo or vertices, as the mode reads */
  gimmik_buffer *lambda0;   /* per-node kernels only, else NULL */
  gimmik_buffer *lambda1;   /* per-node Helmholtz kernels only, else NULL */
  gimmik_buffer *u;
  gimmik_buffer *au;        /* written; must not be u */
} gimmik_axhelm_arguments;

/* Values of the dtype each argument must hold at least, for `info` and E
 * elements with the given field stride (d = 1: ignored). */
long long gimmik_axhelm_geometry_values(const gimmik_kernel_info *info,
                                        long long elements);
long long gimmik_axhelm_field_values(const gimmik_kernel_info *info,
                                     long long elements,
                                     long long field_stride);

/* GIMMIK_ERROR_ARGUMENT naming the offending argument: an E out of range,
 * a field stride under E*N^3, a buffer that is missing, too small, not
 * taken by this kernel, or au equal to u. */
gimmik_status gimmik_axhelm_check_arguments(const gimmik_kernel_info *info,
                                            const gimmik_axhelm_arguments *args,
                                            gimmik_error *error);

/* Launch `kernel` (built from the source `info` describes) on `stream`. */
gimmik_status gimmik_axhelm_launch(gimmik_device_kernel *kernel,
                                   const gimmik_kernel_info *info,
                                   const gimmik_axhelm_arguments *args,
                                   void *stream, gimmik_error *error);

#endif
