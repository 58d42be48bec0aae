/*
 * cuda_library.h (internal): the CUDA driver (libcuda.so.1), opened and
 * initialised (cuInit) once per process, and the wording of its errors.
 */
#ifndef GIMMIK_RUNTIME_CUDA_LIBRARY_H
#define GIMMIK_RUNTIME_CUDA_LIBRARY_H

#include "gimmik/error.h"
#include "runtime/cuda_api.h"

typedef struct gimmik_cuda_driver {
  cuInit_function cuInit;
  cuGetErrorName_function cuGetErrorName;
  cuGetErrorString_function cuGetErrorString;
  cuDriverGetVersion_function cuDriverGetVersion;
  cuDeviceGetCount_function cuDeviceGetCount;
  cuDeviceGet_function cuDeviceGet;
  cuDeviceGetName_function cuDeviceGetName;
  cuDeviceGetAttribute_function cuDeviceGetAttribute;
  cuDevicePrimaryCtxRetain_function cuDevicePrimaryCtxRetain;
  cuDevicePrimaryCtxRelease_function cuDevicePrimaryCtxRelease;
  cuCtxGetCurrent_function cuCtxGetCurrent;
  cuCtxSetCurrent_function cuCtxSetCurrent;
  cuCtxSynchronize_function cuCtxSynchronize;
  cuCtxGetDevice_function cuCtxGetDevice;
  cuCtxGetApiVersion_function cuCtxGetApiVersion;
  cuModuleLoadData_function cuModuleLoadData;
  cuModuleUnload_function cuModuleUnload;
  cuModuleGetFunction_function cuModuleGetFunction;
  cuModuleGetGlobal_function cuModuleGetGlobal;
  cuFuncGetAttribute_function cuFuncGetAttribute;
  cuFuncSetAttribute_function cuFuncSetAttribute;
  cuLaunchKernel_function cuLaunchKernel;
  cuLaunchKernelEx_function cuLaunchKernelEx; /* NULL before CUDA 12.0 */
  cuMemAlloc_function cuMemAlloc;
  cuMemFree_function cuMemFree;
  cuMemAllocHost_function cuMemAllocHost;
  cuMemFreeHost_function cuMemFreeHost;
  cuMemGetAddressRange_function cuMemGetAddressRange;
  cuMemcpyHtoDAsync_function cuMemcpyHtoDAsync;
  cuMemcpyDtoHAsync_function cuMemcpyDtoHAsync;
  cuMemcpyDtoDAsync_function cuMemcpyDtoDAsync;
  cuStreamSynchronize_function cuStreamSynchronize;
  cuEventCreate_function cuEventCreate;
  cuEventDestroy_function cuEventDestroy;
  cuEventRecord_function cuEventRecord;
  cuEventSynchronize_function cuEventSynchronize;
  cuEventElapsedTime_function cuEventElapsedTime;
} gimmik_cuda_driver;

/* The driver's table once libcuda.so.1 loaded and cuInit(0) succeeded;
 * otherwise GIMMIK_ERROR_BACKEND saying why ("libcuda.so.1 not found: no
 * NVIDIA driver on this machine (...)", "cuInit failed: ..."). */
gimmik_status gimmik_cuda_driver_get(const gimmik_cuda_driver **driver,
                                     gimmik_error *error);

/* "<call> failed: CUDA_ERROR_NAME (description)"; returns
 * GIMMIK_ERROR_BACKEND (GIMMIK_ERROR_MEMORY for out-of-memory). */
gimmik_status gimmik_cuda_failure(const gimmik_cuda_driver *driver,
                                  const char *call, CUresult result,
                                  gimmik_error *error);

#endif
