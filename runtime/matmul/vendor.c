/* matmul/vendor.c: cuBLAS behind the matmul (matmul/vendor.h). */
#include "runtime/matmul/vendor.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/cuda_library.h"
#include "runtime/dynamic_library.h"

/* cuBLAS's ABI, declared here so that the build needs no CUDA headers. */
typedef void *vendor_handle;
typedef int vendor_status;
enum { VENDOR_SUCCESS = 0, VENDOR_NO_TRANSPOSE = 0, VENDOR_DEFAULT_MATH = 0 };

typedef struct vendor_library {
  void *handle;
  vendor_status (*create)(vendor_handle *);
  vendor_status (*destroy)(vendor_handle);
  vendor_status (*set_stream)(vendor_handle, void *);
  vendor_status (*set_math_mode)(vendor_handle, int);
  vendor_status (*dgemm)(vendor_handle, int, int, int, int, int,
                         const double *, const double *, int, const double *,
                         int, const double *, double *, int);
  vendor_status (*sgemm)(vendor_handle, int, int, int, int, int,
                         const float *, const float *, int, const float *,
                         int, const float *, float *, int);
  const char *(*status_string)(vendor_status); /* NULL in old releases */
  char failure[GIMMIK_ERROR_MESSAGE_SIZE];     /* "": loaded */
} vendor_library;

struct gimmik_vendor_gemm {
  gimmik_context *context;
  vendor_handle handle;
  void *a;                    /* A row-major, dense, in the dtype */
  gimmik_dtype dtype;
  int m, k;
  double alpha, beta;
};

static vendor_library vendor;
static pthread_once_t vendor_once = PTHREAD_ONCE_INIT;

/* Once per process: the library and its entry points, or the reason. */
static void vendor_load(void) {
  static const char *const candidates[] = {
      "libcublas.so.13", "libcublas.so.12", "libcublas.so",
      "/usr/local/cuda/lib64/libcublas.so.13",
      "/usr/local/cuda/lib64/libcublas.so.12", NULL};
  const gimmik_library_symbol symbols[] = {
      {"cublasCreate_v2", NULL, &vendor.create},
      {"cublasDestroy_v2", NULL, &vendor.destroy},
      {"cublasSetStream_v2", NULL, &vendor.set_stream},
      {"cublasSetMathMode", NULL, &vendor.set_math_mode},
      {"cublasDgemm_v2", NULL, &vendor.dgemm},
      {"cublasSgemm_v2", NULL, &vendor.sgemm}};
  gimmik_error error;
  gimmik_error_init(&error);
  const char *opened = NULL;
  gimmik_status status = gimmik_library_open(
      candidates, "no cuBLAS on this machine", &vendor.handle, &opened,
      &error);
  if (status == GIMMIK_OK)
    status = gimmik_library_bind(vendor.handle, opened, symbols,
                                 sizeof symbols / sizeof *symbols, &error);
  if (status != GIMMIK_OK) {
    snprintf(vendor.failure, sizeof vendor.failure, "%s", error.message);
  } else {
    /* Only in newer releases: errors are numbers without it. */
    void *text = dlsym(vendor.handle, "cublasGetStatusString");
    if (text) memcpy(&vendor.status_string, &text, sizeof text);
  }
  gimmik_error_clear(&error);
}

static gimmik_status check(vendor_status status, const char *call,
                           gimmik_error *error) {
  if (status == VENDOR_SUCCESS) return GIMMIK_OK;
  return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "%s failed: %s (%d)",
                          call,
                          vendor.status_string ? vendor.status_string(status)
                                               : "cuBLAS status",
                          status);
}

/* cuBLAS works in the calling thread's current context: the device's. */
static gimmik_status make_current(gimmik_context *context,
                                  gimmik_error *error) {
  const gimmik_cuda_driver *driver = NULL;
  gimmik_status status = gimmik_cuda_driver_get(&driver, error);
  if (status != GIMMIK_OK) return status;
  gimmik_native_handles native;
  gimmik_context_native(context, &native);
  CUresult result = driver->cuCtxSetCurrent((CUcontext)native.context);
  return result == CUDA_SUCCESS
             ? GIMMIK_OK
             : gimmik_cuda_failure(driver, "cuCtxSetCurrent", result, error);
}

/* A dense and row-major in the dtype, on the device. */
static gimmik_status upload(gimmik_vendor_gemm *gemm, const gimmik_operator *op,
                            gimmik_error *error) {
  size_t count = (size_t)gemm->m * (size_t)gemm->k;
  size_t size = (size_t)gimmik_dtype_size(gemm->dtype);
  unsigned char *host = malloc(count * size);
  if (!host)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  const double *values = gimmik_operator_values(op);
  for (size_t i = 0; i < count; i++) {
    if (gemm->dtype == GIMMIK_F64) {
      memcpy(host + i * size, &values[i], size);
    } else {
      float narrow = (float)values[i];
      memcpy(host + i * size, &narrow, size);
    }
  }
  gimmik_status status =
      gimmik_memory_alloc(gemm->context, count * size, &gemm->a, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(gemm->context, gemm->a, 0, count * size,
                                 host, NULL, error);
  free(host);
  return status;
}

gimmik_status gimmik_vendor_gemm_create(gimmik_context *context,
                                        const gimmik_operator *op,
                                        const gimmik_matmul_request *request,
                                        gimmik_vendor_gemm **result,
                                        gimmik_error *error) {
  *result = NULL;
  if (gimmik_context_backend(context) != GIMMIK_BACKEND_CUDA)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "cuBLAS serves the CUDA backend only");
  pthread_once(&vendor_once, vendor_load);
  if (vendor.failure[0])
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND, "%s",
                            vendor.failure);
  gimmik_vendor_gemm *gemm = calloc(1, sizeof *gemm);
  if (!gemm)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  *gemm = (gimmik_vendor_gemm){context, NULL, NULL, request->dtype,
                               gimmik_operator_rows(op),
                               gimmik_operator_cols(op), request->alpha,
                               request->beta};
  gimmik_status status = make_current(context, error);
  if (status == GIMMIK_OK)
    status = check(vendor.create(&gemm->handle), "cublasCreate", error);
  if (status == GIMMIK_OK)
    status = check(vendor.set_math_mode(gemm->handle, VENDOR_DEFAULT_MATH),
                   "cublasSetMathMode", error);
  if (status == GIMMIK_OK) status = upload(gemm, op, error);
  if (status != GIMMIK_OK) {
    gimmik_vendor_gemm_destroy(gemm);
    return status;
  }
  *result = gemm;
  return GIMMIK_OK;
}

void gimmik_vendor_gemm_destroy(gimmik_vendor_gemm *gemm) {
  if (!gemm) return;
  if (gemm->handle) vendor.destroy(gemm->handle);
  if (gemm->a) gimmik_memory_free(gemm->context, gemm->a, NULL);
  free(gemm);
}

/* Row-major C = A B is column-major C^T = B^T A^T: cuBLAS multiplies B
 * (n x k, leading dimension ldb) by A's rows (k x m, leading dimension
 * k) into C (n x m, leading dimension ldc), with no transposes. */
gimmik_status gimmik_vendor_gemm_run(gimmik_vendor_gemm *gemm, long long n,
                                     const void *b, long long ldb, void *c,
                                     long long ldc, void *stream,
                                     gimmik_error *error) {
  gimmik_status status = make_current(gemm->context, error);
  if (status == GIMMIK_OK)
    status = check(vendor.set_stream(gemm->handle, stream),
                   "cublasSetStream", error);
  if (status != GIMMIK_OK) return status;
  const int op = VENDOR_NO_TRANSPOSE;
  if (gemm->dtype == GIMMIK_F64)
    return check(vendor.dgemm(gemm->handle, op, op, (int)n, gemm->m, gemm->k,
                              &gemm->alpha, b, (int)ldb, gemm->a, gemm->k,
                              &gemm->beta, c, (int)ldc),
                 "cublasDgemm", error);
  const float alpha = (float)gemm->alpha, beta = (float)gemm->beta;
  return check(vendor.sgemm(gemm->handle, op, op, (int)n, gemm->m, gemm->k,
                            &alpha, b, (int)ldb, gemm->a, gemm->k, &beta, c,
                            (int)ldc),
               "cublasSgemm", error);
}
