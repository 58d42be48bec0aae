/*
 * matmul/launch.h (internal): one launch of a generated matmul kernel on
 * caller buffers, following the contract of gimmik/kernel.h, with every
 * argument checked against the kernel's metadata first.
 */
#ifndef GIMMIK_RUNTIME_MATMUL_LAUNCH_H
#define GIMMIK_RUNTIME_MATMUL_LAUNCH_H

#include "runtime/backend.h"

/* Check n, ldb, ldc and the buffers against `info`: baked sizes must
 * match, n <= ldb and ldc, B holds (k-1)*ldb + n elements and C
 * (m-1)*ldc + n, vector kernels need leading dimensions that are multiples
 * of their width.  GIMMIK_ERROR_ARGUMENT naming the offending value. */
gimmik_status gimmik_matmul_check_arguments(const gimmik_kernel_info *info,
                                            long long n,
                                            const gimmik_buffer *b,
                                            long long ldb,
                                            const gimmik_buffer *c,
                                            long long ldc,
                                            gimmik_error *error);

/* Launch `kernel` (built from the source `info` describes) for C <-
 * alpha*A*B + beta*C on `stream`. */
gimmik_status gimmik_matmul_launch(gimmik_device_kernel *kernel,
                                   const gimmik_kernel_info *info,
                                   long long n, gimmik_buffer *b,
                                   long long ldb, gimmik_buffer *c,
                                   long long ldc, void *stream,
                                   gimmik_error *error);

#endif
