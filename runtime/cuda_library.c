/* cuda_library.c: libcuda.so.1 opened with dlopen, once per process. */
#include "runtime/cuda_library.h"

#include <pthread.h>
#include <string.h>

#include "runtime/dynamic_library.h"

enum { CUDA_ERROR_OUT_OF_MEMORY = 2 };

typedef struct cuda_library {
  gimmik_status status;
  char message[GIMMIK_ERROR_MESSAGE_SIZE];
  gimmik_cuda_driver driver;
} cuda_library;

static cuda_library cuda;
static pthread_once_t cuda_once = PTHREAD_ONCE_INIT;

/* The _v2 names are what cuda.h maps the plain names to; calling the
 * plain export would get the CUDA 3.x ABI with 32-bit sizes. */
static gimmik_status cuda_bind(void *handle, gimmik_error *error) {
  gimmik_cuda_driver *d = &cuda.driver;
  const gimmik_library_symbol symbols[] = {
      {"cuInit", NULL, &d->cuInit},
      {"cuGetErrorName", NULL, &d->cuGetErrorName},
      {"cuGetErrorString", NULL, &d->cuGetErrorString},
      {"cuDriverGetVersion", NULL, &d->cuDriverGetVersion},
      {"cuDeviceGetCount", NULL, &d->cuDeviceGetCount},
      {"cuDeviceGet", NULL, &d->cuDeviceGet},
      {"cuDeviceGetName", NULL, &d->cuDeviceGetName},
      {"cuDeviceGetAttribute", NULL, &d->cuDeviceGetAttribute},
      {"cuDevicePrimaryCtxRetain", NULL, &d->cuDevicePrimaryCtxRetain},
      {"cuDevicePrimaryCtxRelease_v2", NULL, &d->cuDevicePrimaryCtxRelease},
      {"cuCtxGetCurrent", NULL, &d->cuCtxGetCurrent},
      {"cuCtxSetCurrent", NULL, &d->cuCtxSetCurrent},
      {"cuCtxSynchronize", NULL, &d->cuCtxSynchronize},
      {"cuCtxGetDevice", NULL, &d->cuCtxGetDevice},
      {"cuCtxGetApiVersion", NULL, &d->cuCtxGetApiVersion},
      {"cuModuleLoadData", NULL, &d->cuModuleLoadData},
      {"cuModuleUnload", NULL, &d->cuModuleUnload},
      {"cuModuleGetFunction", NULL, &d->cuModuleGetFunction},
      {"cuModuleGetGlobal_v2", NULL, &d->cuModuleGetGlobal},
      {"cuFuncGetAttribute", NULL, &d->cuFuncGetAttribute},
      {"cuFuncSetAttribute", NULL, &d->cuFuncSetAttribute},
      {"cuLaunchKernel", NULL, &d->cuLaunchKernel},
      {"cuMemAlloc_v2", NULL, &d->cuMemAlloc},
      {"cuMemFree_v2", NULL, &d->cuMemFree},
      {"cuMemAllocHost_v2", NULL, &d->cuMemAllocHost},
      {"cuMemFreeHost", NULL, &d->cuMemFreeHost},
      {"cuMemGetAddressRange_v2", NULL, &d->cuMemGetAddressRange},
      {"cuMemcpyHtoDAsync_v2", NULL, &d->cuMemcpyHtoDAsync},
      {"cuMemcpyDtoHAsync_v2", NULL, &d->cuMemcpyDtoHAsync},
      {"cuMemcpyDtoDAsync_v2", NULL, &d->cuMemcpyDtoDAsync},
      {"cuStreamSynchronize", NULL, &d->cuStreamSynchronize},
      {"cuEventCreate", NULL, &d->cuEventCreate},
      {"cuEventDestroy_v2", NULL, &d->cuEventDestroy},
      {"cuEventRecord", NULL, &d->cuEventRecord},
      {"cuEventSynchronize", NULL, &d->cuEventSynchronize},
      /* _v2 from CUDA 12.8 on; older drivers only have the first one. */
      {"cuEventElapsedTime_v2", "cuEventElapsedTime", &d->cuEventElapsedTime},
  };
  gimmik_library_bind_optional(handle, "cuLaunchKernelEx",
                               &d->cuLaunchKernelEx);
  return gimmik_library_bind(handle, "libcuda.so.1", symbols,
                             sizeof symbols / sizeof symbols[0], error);
}

static void cuda_load(void) {
  const char *candidates[] = {"libcuda.so.1", NULL};
  gimmik_error error;
  gimmik_error_init(&error);
  void *handle = NULL;
  cuda.status = gimmik_library_open(
      candidates, "no NVIDIA driver on this machine", &handle, NULL, &error);
  if (cuda.status == GIMMIK_OK) cuda.status = cuda_bind(handle, &error);
  if (cuda.status == GIMMIK_OK) {
    CUresult result = cuda.driver.cuInit(0);
    if (result != CUDA_SUCCESS)
      cuda.status = gimmik_cuda_failure(&cuda.driver, "cuInit", result,
                                        &error);
  }
  memcpy(cuda.message, error.message, sizeof cuda.message);
  gimmik_error_clear(&error);
}

gimmik_status gimmik_cuda_driver_get(const gimmik_cuda_driver **driver,
                                     gimmik_error *error) {
  pthread_once(&cuda_once, cuda_load);
  *driver = NULL;
  if (cuda.status != GIMMIK_OK)
    return gimmik_error_set(error, cuda.status, "%s", cuda.message);
  *driver = &cuda.driver;
  return GIMMIK_OK;
}

gimmik_status gimmik_cuda_failure(const gimmik_cuda_driver *driver,
                                  const char *call, CUresult result,
                                  gimmik_error *error) {
  const char *name = NULL;
  const char *text = NULL;
  if (driver->cuGetErrorName(result, &name) != CUDA_SUCCESS) name = NULL;
  if (driver->cuGetErrorString(result, &text) != CUDA_SUCCESS) text = NULL;
  gimmik_status status = result == CUDA_ERROR_OUT_OF_MEMORY
                             ? GIMMIK_ERROR_MEMORY
                             : GIMMIK_ERROR_BACKEND;
  if (!name)
    return gimmik_error_set(error, status, "%s failed: CUDA error %d", call,
                            (int)result);
  return gimmik_error_set(error, status, "%s failed: %s (%s)", call, name,
                          text ? text : "no description");
}
