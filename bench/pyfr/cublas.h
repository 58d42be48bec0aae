/*
 * cublas.h: cuBLAS, loaded at run time, for the benchmark's two uses: the
 * GEMM peak of the device (one large square product, no TF32) and cuBLAS as
 * a competitor on each operator, computing the same row-major product as
 * our kernels on the same buffers.
 */
#ifndef GIMMIK_BENCH_CUBLAS_H
#define GIMMIK_BENCH_CUBLAS_H

#include "gimmik/device.h"

typedef struct bench_cublas bench_cublas;

gimmik_status bench_cublas_open(bench_cublas **cublas, gimmik_error *error);
void bench_cublas_close(bench_cublas *cublas);
/* "cuBLAS 130001" and the like. */
const char *bench_cublas_version(const bench_cublas *cublas);

/* Row-major C (m x n, ldc) <- alpha * A (m x k, dense, row-major) * B (k x n,
 * ldb) + beta * C, issued on the legacy default stream; a, b and c are
 * CUDA device memory (CUdeviceptr as void *, gimmik/device.h). */
gimmik_status bench_cublas_gemm(bench_cublas *cublas, gimmik_dtype dtype,
                                int m, int k, long long n, double alpha,
                                const void *a, const void *b, long long ldb,
                                double beta, void *c, long long ldc,
                                gimmik_error *error);

#endif
