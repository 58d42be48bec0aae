/*
 * matmul/vendor.h (internal): the vendor's dense GEMM (cuBLAS) computing
 * a matmul's product from a dense copy of A on the device.
 *
 * It is one more contender of a matmul's tuning on CUDA (matmul.c): a
 * large dense operator whose A outgrows shared memory is bound by the
 * FP64 tensor cores' rate, where a library GEMM's tiling of A and B
 * through shared memory beats kernels that embed A.  PyFR's CUDA backend
 * chooses between GiMMiK and cuBLAS the same way.  cuBLAS is found at
 * run time (dlopen), like every library of the runtime: a machine
 * without it only loses this contender.
 */
#ifndef GIMMIK_RUNTIME_MATMUL_VENDOR_H
#define GIMMIK_RUNTIME_MATMUL_VENDOR_H

#include "gimmik/device.h"
#include "gimmik/runtime.h"

/* The variant name a tuning decision for the vendor's GEMM stores. */
#define GIMMIK_VENDOR_VARIANT "cublas"

typedef struct gimmik_vendor_gemm gimmik_vendor_gemm;

/* A handle for C <- alpha A B + beta C on the context's CUDA device, A
 * (`op`) copied to it dense in the request's dtype, alpha and beta the
 * request's.  GIMMIK_ERROR_UNSUPPORTED on another backend, and
 * GIMMIK_ERROR_BACKEND naming what is missing where cuBLAS cannot be
 * loaded or started. */
gimmik_status gimmik_vendor_gemm_create(gimmik_context *context,
                                        const gimmik_operator *op,
                                        const gimmik_matmul_request *request,
                                        gimmik_vendor_gemm **gemm,
                                        gimmik_error *error);
void gimmik_vendor_gemm_destroy(gimmik_vendor_gemm *gemm);

/* The product on `stream` (a CUstream) for native B and C, row-major
 * with leading dimensions ldb and ldc (checked by the caller). */
gimmik_status gimmik_vendor_gemm_run(gimmik_vendor_gemm *gemm, long long n,
                                     const void *b, long long ldb, void *c,
                                     long long ldc, void *stream,
                                     gimmik_error *error);

#endif
