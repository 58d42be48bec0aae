/*
 * cuda_api.h (internal): the part of the CUDA driver API that gimmik calls,
 * declared here from NVIDIA's documentation so the build needs no CUDA
 * toolkit; libcuda.so.1 is opened at run time (cuda_library.c).
 *
 * Values of enums are part of the driver's ABI and are copied from the
 * documentation of the CUDA 12/13 driver API.
 */
#ifndef GIMMIK_RUNTIME_CUDA_API_H
#define GIMMIK_RUNTIME_CUDA_API_H

#include <stddef.h>

typedef int CUresult; /* an enum in cuda.h; int-sized in the ABI */
enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_NOT_READY = 600
};

typedef int CUdevice;
typedef unsigned long long CUdeviceptr; /* CUdeviceptr_v2 on 64-bit hosts */
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

typedef int CUdevice_attribute;
enum {
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97
};

typedef int CUfunction_attribute;
enum {
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
};

enum { CU_EVENT_DEFAULT = 0 };

/* cuLaunchKernelEx's configuration (CUDA 12.0 on). */
typedef int CUlaunchAttributeID;
enum { CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6 };
typedef union CUlaunchAttributeValue {
  char pad[64];
  int programmaticStreamSerializationAllowed;
  void *align; /* the union holds pointers: 8-byte aligned */
} CUlaunchAttributeValue;
typedef struct CUlaunchAttribute {
  CUlaunchAttributeID id;
  char pad[8 - sizeof(CUlaunchAttributeID)];
  CUlaunchAttributeValue value;
} CUlaunchAttribute;
typedef struct CUlaunchConfig {
  unsigned int gridDimX, gridDimY, gridDimZ;
  unsigned int blockDimX, blockDimY, blockDimZ;
  unsigned int sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned int numAttrs;
} CUlaunchConfig;

/* Function types, one per call; names follow the API (and _v2 exports). */
typedef CUresult (*cuInit_function)(unsigned int flags);
typedef CUresult (*cuGetErrorName_function)(CUresult error,
                                            const char **name);
typedef CUresult (*cuGetErrorString_function)(CUresult error,
                                              const char **text);
typedef CUresult (*cuDriverGetVersion_function)(int *version);
typedef CUresult (*cuDeviceGetCount_function)(int *count);
typedef CUresult (*cuDeviceGet_function)(CUdevice *device, int ordinal);
typedef CUresult (*cuDeviceGetName_function)(char *name, int length,
                                             CUdevice device);
typedef CUresult (*cuDeviceGetAttribute_function)(int *value,
                                                  CUdevice_attribute attribute,
                                                  CUdevice device);
typedef CUresult (*cuDevicePrimaryCtxRetain_function)(CUcontext *context,
                                                      CUdevice device);
typedef CUresult (*cuDevicePrimaryCtxRelease_function)(CUdevice device);
typedef CUresult (*cuCtxGetCurrent_function)(CUcontext *context);
typedef CUresult (*cuCtxSetCurrent_function)(CUcontext context);
typedef CUresult (*cuCtxSynchronize_function)(void);
typedef CUresult (*cuCtxGetDevice_function)(CUdevice *device);
typedef CUresult (*cuCtxGetApiVersion_function)(CUcontext context,
                                                unsigned int *version);
typedef CUresult (*cuModuleLoadData_function)(CUmodule *module,
                                              const void *image);
typedef CUresult (*cuModuleUnload_function)(CUmodule module);
typedef CUresult (*cuModuleGetFunction_function)(CUfunction *function,
                                                 CUmodule module,
                                                 const char *name);
typedef CUresult (*cuModuleGetGlobal_function)(CUdeviceptr *address,
                                               size_t *bytes, CUmodule module,
                                               const char *name);
typedef CUresult (*cuFuncGetAttribute_function)(int *value,
                                                CUfunction_attribute attribute,
                                                CUfunction function);
typedef CUresult (*cuFuncSetAttribute_function)(CUfunction function,
                                                CUfunction_attribute attribute,
                                                int value);
typedef CUresult (*cuLaunchKernel_function)(
    CUfunction function, unsigned int grid_x, unsigned int grid_y,
    unsigned int grid_z, unsigned int block_x, unsigned int block_y,
    unsigned int block_z, unsigned int shared_bytes, CUstream stream,
    void **parameters, void **extra);
typedef CUresult (*cuLaunchKernelEx_function)(const CUlaunchConfig *config,
                                              CUfunction function,
                                              void **parameters, void **extra);
typedef CUresult (*cuMemAlloc_function)(CUdeviceptr *pointer, size_t bytes);
typedef CUresult (*cuMemFree_function)(CUdeviceptr pointer);
typedef CUresult (*cuMemAllocHost_function)(void **pointer, size_t bytes);
typedef CUresult (*cuMemFreeHost_function)(void *pointer);
typedef CUresult (*cuMemGetAddressRange_function)(CUdeviceptr *base,
                                                  size_t *size,
                                                  CUdeviceptr pointer);
typedef CUresult (*cuMemcpyHtoDAsync_function)(CUdeviceptr target,
                                               const void *source,
                                               size_t bytes, CUstream stream);
typedef CUresult (*cuMemcpyDtoHAsync_function)(void *target,
                                               CUdeviceptr source,
                                               size_t bytes, CUstream stream);
typedef CUresult (*cuMemcpyDtoDAsync_function)(CUdeviceptr target,
                                               CUdeviceptr source,
                                               size_t bytes, CUstream stream);
typedef CUresult (*cuStreamSynchronize_function)(CUstream stream);
typedef CUresult (*cuEventCreate_function)(CUevent *event,
                                           unsigned int flags);
typedef CUresult (*cuEventDestroy_function)(CUevent event);
typedef CUresult (*cuEventRecord_function)(CUevent event, CUstream stream);
typedef CUresult (*cuEventSynchronize_function)(CUevent event);
typedef CUresult (*cuEventElapsedTime_function)(float *milliseconds,
                                                CUevent start, CUevent stop);

#endif
