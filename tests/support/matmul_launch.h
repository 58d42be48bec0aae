/*
 * matmul_launch.h: one launch of a generated matmul kernel, built as a raw
 * kernel (gimmik/device.h), by the launch contract of gimmik/kernel.h:
 * what the runtime's dispatch does for planned kernels, for programs that
 * build a kernel's source themselves (checks, benchmarks, gimmikc run).
 */
#ifndef GIMMIK_TESTING_MATMUL_LAUNCH_H
#define GIMMIK_TESTING_MATMUL_LAUNCH_H

#include "gimmik/device.h"

/* C <- alpha*A*B + beta*C on `stream` with the kernel `info` describes;
 * b and c are memory of the kernel's context.  n, ldb and ldc must be the
 * baked ones when the kernel bakes them, and fit an int otherwise
 * (GIMMIK_ERROR_ARGUMENT naming the value); sizes of b and c are the
 * caller's to get right. */
gimmik_status gimmik_matmul_raw_launch(gimmik_raw_kernel *kernel,
                                       const gimmik_kernel_info *info,
                                       long long n, void *b, long long ldb,
                                       void *c, long long ldc, void *stream,
                                       gimmik_error *error);

#endif
