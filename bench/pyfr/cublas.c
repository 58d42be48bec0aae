/* cublas.c: the few cuBLAS entry points the benchmark needs (cublas.h). */
#include "cublas.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  void *library;
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

/* The first candidate that loads. */
static gimmik_status load_library(bench_cublas *cublas, gimmik_error *error) {
  static const char *const candidates[] = {
      "libcublas.so.13", "libcublas.so.12", "libcublas.so",
      "/usr/local/cuda/lib64/libcublas.so.13",
      "/usr/local/cuda/lib64/libcublas.so.12"};
  char tried[512] = "";
  for (size_t i = 0; i < sizeof candidates / sizeof *candidates; i++) {
    cublas->library = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
    if (cublas->library) return GIMMIK_OK;
    size_t used = strlen(tried);
    snprintf(tried + used, sizeof tried - used, "%s%s", used ? ", " : "",
             candidates[i]);
  }
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                          "no cuBLAS on this machine (tried %s)", tried);
}

static gimmik_status bind(bench_cublas *cublas, gimmik_error *error) {
  const struct {
    const char *name;
    void *target;
  } symbols[] = {{"cublasCreate_v2", &cublas->create},
                 {"cublasDestroy_v2", &cublas->destroy},
                 {"cublasGetVersion_v2", &cublas->version},
                 {"cublasSetMathMode", &cublas->set_math_mode},
                 {"cublasDgemm_v2", &cublas->dgemm},
                 {"cublasSgemm_v2", &cublas->sgemm}};
  for (size_t i = 0; i < sizeof symbols / sizeof *symbols; i++) {
    void *address = dlsym(cublas->library, symbols[i].name);
    if (!address)
      return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "libcublas has no %s", symbols[i].name);
    /* Function pointers from dlsym: copied, as POSIX allows. */
    memcpy(symbols[i].target, &address, sizeof address);
  }
  return GIMMIK_OK;
}

gimmik_status bench_cublas_open(bench_cublas **result, gimmik_error *error) {
  *result = NULL;
  bench_cublas *cublas = calloc(1, sizeof *cublas);
  if (!cublas)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_status status = load_library(cublas, error);
  if (status == GIMMIK_OK) status = bind(cublas, error);
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
  if (cublas->library) dlclose(cublas->library);
  free(cublas);
}

const char *bench_cublas_version(const bench_cublas *cublas) {
  return cublas->version_text;
}

/* Row-major C = A B is column-major C^T = B^T A^T: cuBLAS multiplies B
 * (n x k, leading dimension ldb) by A (k x m, leading dimension k). */
gimmik_status bench_cublas_gemm(bench_cublas *cublas, gimmik_dtype dtype,
                                int m, int k, long long n, double alpha,
                                const void *a_device, const void *b_device,
                                long long ldb, double beta, void *c_device,
                                long long ldc, gimmik_error *error) {
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
