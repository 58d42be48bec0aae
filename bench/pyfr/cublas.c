/* cublas.c: the few cuBLAS entry points the benchmark needs (cublas.h). */
#include "cublas.h"

#include <stdio.h>
#include <stdlib.h>

#include "runtime/dynamic_library.h"

/* The cuBLAS ABI, declared here so the build needs no CUDA headers. */
typedef void *cublas_handle;
typedef int cublas_status;
enum { CUBLAS_SUCCESS = 0, CUBLAS_OPERATION_N = 0, CUBLAS_DEFAULT_MATH = 0 };
typedef cublas_status (*create_function)(cublas_handle *);
typedef cublas_status (*destroy_function)(cublas_handle);
typedef cublas_status (*version_function)(cublas_handle, int *);
typedef cublas_status (*math_mode_function)(cublas_handle, int);
typedef cublas_status (*dgemm_function)(cublas_handle, int, int, int, int, int,
                                        const double *, const double *, int,
                                        const double *, int, const double *,
                                        double *, int);
typedef cublas_status (*sgemm_function)(cublas_handle, int, int, int, int, int,
                                        const float *, const float *, int,
                                        const float *, int, const float *,
                                        float *, int);

struct bench_cublas {
  cublas_handle handle;
  create_function create;
  destroy_function destroy;
  version_function version;
  math_mode_function set_math_mode;
  dgemm_function dgemm;
  sgemm_function sgemm;
  char version_text[64];
};

static gimmik_status check(cublas_status status, const char *call,
                           gimmik_error *error) {
  if (status == CUBLAS_SUCCESS) return GIMMIK_OK;
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "%s failed: status %d",
                          call, status);
}

gimmik_status bench_cublas_open(bench_cublas **result, gimmik_error *error) {
  static const char *const candidates[] = {
      "libcublas.so.13", "libcublas.so.12", "libcublas.so",
      "/usr/local/cuda/lib64/libcublas.so.13",
      "/usr/local/cuda/lib64/libcublas.so.12", NULL};
  *result = NULL;
  bench_cublas *cublas = calloc(1, sizeof *cublas);
  if (!cublas)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  const gimmik_library_symbol symbols[] = {
      {"cublasCreate_v2", NULL, &cublas->create},
      {"cublasDestroy_v2", NULL, &cublas->destroy},
      {"cublasGetVersion_v2", NULL, &cublas->version},
      {"cublasSetMathMode", NULL, &cublas->set_math_mode},
      {"cublasDgemm_v2", NULL, &cublas->dgemm},
      {"cublasSgemm_v2", NULL, &cublas->sgemm}};
  void *library;
  gimmik_status status = gimmik_library_open(
      candidates, "no cuBLAS on this machine", &library, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_library_bind(library, "libcublas", symbols,
                                 sizeof symbols / sizeof symbols[0], error);
  if (status == GIMMIK_OK)
    status = check(cublas->create(&cublas->handle), "cublasCreate", error);
  /* Default math: no TF32 for single precision, as the protocol asks. */
  if (status == GIMMIK_OK)
    status = check(cublas->set_math_mode(cublas->handle, CUBLAS_DEFAULT_MATH),
                   "cublasSetMathMode", error);
  int version = 0;
  if (status == GIMMIK_OK)
    status = check(cublas->version(cublas->handle, &version),
                   "cublasGetVersion", error);
  if (status != GIMMIK_OK) {
    bench_cublas_close(cublas);
    return status;
  }
  snprintf(cublas->version_text, sizeof cublas->version_text, "cuBLAS %d",
           version);
  *result = cublas;
  return GIMMIK_OK;
}

void bench_cublas_close(bench_cublas *cublas) {
  if (!cublas) return;
  if (cublas->handle) cublas->destroy(cublas->handle);
  free(cublas);
}

const char *bench_cublas_version(const bench_cublas *cublas) {
  return cublas->version_text;
}

/* Row-major C = A B is column-major C^T = B^T A^T: cuBLAS multiplies B
 * (n x k, leading dimension ldb) by A (k x m, leading dimension k). */
gimmik_status bench_cublas_gemm(bench_cublas *cublas, gimmik_dtype dtype,
                                int m, int k, long long n, double alpha,
                                gimmik_buffer *a, gimmik_buffer *b,
                                long long ldb, double beta, gimmik_buffer *c,
                                long long ldc, gimmik_error *error) {
  const void *a_device = gimmik_buffer_native(a);
  const void *b_device = gimmik_buffer_native(b);
  void *c_device = gimmik_buffer_native(c);
  if (dtype == GIMMIK_F64)
    return check(cublas->dgemm(cublas->handle, CUBLAS_OPERATION_N,
                               CUBLAS_OPERATION_N, (int)n, m, k, &alpha,
                               b_device, (int)ldb, a_device, k, &beta,
                               c_device, (int)ldc),
                 "cublasDgemm", error);
  float alpha_single = (float)alpha, beta_single = (float)beta;
  return check(cublas->sgemm(cublas->handle, CUBLAS_OPERATION_N,
                             CUBLAS_OPERATION_N, (int)n, m, k, &alpha_single,
                             b_device, (int)ldb, a_device, k, &beta_single,
                             c_device, (int)ldc),
               "cublasSgemm", error);
}
