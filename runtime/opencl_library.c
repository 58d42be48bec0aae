/* opencl_library.c: libOpenCL.so.1 opened with dlopen, once per process. */
#include "runtime/opencl_library.h"

#include <pthread.h>
#include <string.h>

#include "runtime/dynamic_library.h"

typedef struct opencl_loader {
  gimmik_status status;
  char message[GIMMIK_ERROR_MESSAGE_SIZE];
  gimmik_opencl_library library;
} opencl_loader;

static opencl_loader opencl;
static pthread_once_t opencl_once = PTHREAD_ONCE_INIT;

#define OPENCL_SYMBOL(function) {#function, NULL, &l->function}

static gimmik_status opencl_bind(void *handle, gimmik_error *error) {
  gimmik_opencl_library *l = &opencl.library;
  const gimmik_library_symbol symbols[] = {
      OPENCL_SYMBOL(clGetPlatformIDs),
      OPENCL_SYMBOL(clGetPlatformInfo),
      OPENCL_SYMBOL(clGetDeviceIDs),
      OPENCL_SYMBOL(clGetDeviceInfo),
      OPENCL_SYMBOL(clCreateContext),
      OPENCL_SYMBOL(clReleaseContext),
      OPENCL_SYMBOL(clRetainContext),
      OPENCL_SYMBOL(clGetContextInfo),
      OPENCL_SYMBOL(clCreateCommandQueue),
      OPENCL_SYMBOL(clReleaseCommandQueue),
      OPENCL_SYMBOL(clRetainCommandQueue),
      OPENCL_SYMBOL(clGetCommandQueueInfo),
      OPENCL_SYMBOL(clCreateProgramWithSource),
      OPENCL_SYMBOL(clCreateProgramWithBinary),
      OPENCL_SYMBOL(clBuildProgram),
      OPENCL_SYMBOL(clGetProgramInfo),
      OPENCL_SYMBOL(clGetProgramBuildInfo),
      OPENCL_SYMBOL(clReleaseProgram),
      OPENCL_SYMBOL(clCreateKernel),
      OPENCL_SYMBOL(clReleaseKernel),
      OPENCL_SYMBOL(clSetKernelArg),
      OPENCL_SYMBOL(clEnqueueNDRangeKernel),
      OPENCL_SYMBOL(clCreateBuffer),
      OPENCL_SYMBOL(clReleaseMemObject),
      OPENCL_SYMBOL(clRetainMemObject),
      OPENCL_SYMBOL(clGetMemObjectInfo),
      OPENCL_SYMBOL(clEnqueueWriteBuffer),
      OPENCL_SYMBOL(clEnqueueReadBuffer),
      OPENCL_SYMBOL(clEnqueueCopyBuffer),
      OPENCL_SYMBOL(clFinish),
      OPENCL_SYMBOL(clFlush),
      OPENCL_SYMBOL(clEnqueueMarkerWithWaitList),
      OPENCL_SYMBOL(clWaitForEvents),
      OPENCL_SYMBOL(clGetEventProfilingInfo),
      OPENCL_SYMBOL(clReleaseEvent),
  };
  return gimmik_library_bind(handle, "libOpenCL.so.1", symbols,
                             sizeof symbols / sizeof symbols[0], error);
}

static void opencl_load(void) {
  const char *candidates[] = {"libOpenCL.so.1", "libOpenCL.so", NULL};
  gimmik_error error;
  gimmik_error_init(&error);
  void *handle = NULL;
  opencl.status = gimmik_library_open(
      candidates,
      "no OpenCL ICD loader on this machine (Debian: ocl-icd-libopencl1 and "
      "a driver such as pocl-opencl-icd)",
      &handle, NULL, &error);
  if (opencl.status == GIMMIK_OK) opencl.status = opencl_bind(handle, &error);
  memcpy(opencl.message, error.message, sizeof opencl.message);
  gimmik_error_clear(&error);
}

gimmik_status gimmik_opencl_library_get(const gimmik_opencl_library **library,
                                        gimmik_error *error) {
  pthread_once(&opencl_once, opencl_load);
  *library = NULL;
  if (opencl.status != GIMMIK_OK)
    return gimmik_error_set(error, opencl.status, "%s", opencl.message);
  *library = &opencl.library;
  return GIMMIK_OK;
}

#define OPENCL_NAME(code) \
  case code: return #code

const char *gimmik_opencl_status_name(cl_int status) {
  switch (status) {
    OPENCL_NAME(CL_SUCCESS);
    OPENCL_NAME(CL_DEVICE_NOT_FOUND);
    OPENCL_NAME(CL_DEVICE_NOT_AVAILABLE);
    OPENCL_NAME(CL_COMPILER_NOT_AVAILABLE);
    OPENCL_NAME(CL_MEM_OBJECT_ALLOCATION_FAILURE);
    OPENCL_NAME(CL_OUT_OF_RESOURCES);
    OPENCL_NAME(CL_OUT_OF_HOST_MEMORY);
    OPENCL_NAME(CL_PROFILING_INFO_NOT_AVAILABLE);
    OPENCL_NAME(CL_MEM_COPY_OVERLAP);
    OPENCL_NAME(CL_BUILD_PROGRAM_FAILURE);
    OPENCL_NAME(CL_MAP_FAILURE);
    OPENCL_NAME(CL_MISALIGNED_SUB_BUFFER_OFFSET);
    OPENCL_NAME(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    OPENCL_NAME(CL_COMPILE_PROGRAM_FAILURE);
    OPENCL_NAME(CL_LINKER_NOT_AVAILABLE);
    OPENCL_NAME(CL_LINK_PROGRAM_FAILURE);
    OPENCL_NAME(CL_INVALID_VALUE);
    OPENCL_NAME(CL_INVALID_DEVICE_TYPE);
    OPENCL_NAME(CL_INVALID_PLATFORM);
    OPENCL_NAME(CL_INVALID_DEVICE);
    OPENCL_NAME(CL_INVALID_CONTEXT);
    OPENCL_NAME(CL_INVALID_QUEUE_PROPERTIES);
    OPENCL_NAME(CL_INVALID_COMMAND_QUEUE);
    OPENCL_NAME(CL_INVALID_HOST_PTR);
    OPENCL_NAME(CL_INVALID_MEM_OBJECT);
    OPENCL_NAME(CL_INVALID_BINARY);
    OPENCL_NAME(CL_INVALID_BUILD_OPTIONS);
    OPENCL_NAME(CL_INVALID_PROGRAM);
    OPENCL_NAME(CL_INVALID_PROGRAM_EXECUTABLE);
    OPENCL_NAME(CL_INVALID_KERNEL_NAME);
    OPENCL_NAME(CL_INVALID_KERNEL_DEFINITION);
    OPENCL_NAME(CL_INVALID_KERNEL);
    OPENCL_NAME(CL_INVALID_ARG_INDEX);
    OPENCL_NAME(CL_INVALID_ARG_VALUE);
    OPENCL_NAME(CL_INVALID_ARG_SIZE);
    OPENCL_NAME(CL_INVALID_KERNEL_ARGS);
    OPENCL_NAME(CL_INVALID_WORK_DIMENSION);
    OPENCL_NAME(CL_INVALID_WORK_GROUP_SIZE);
    OPENCL_NAME(CL_INVALID_WORK_ITEM_SIZE);
    OPENCL_NAME(CL_INVALID_GLOBAL_OFFSET);
    OPENCL_NAME(CL_INVALID_EVENT_WAIT_LIST);
    OPENCL_NAME(CL_INVALID_EVENT);
    OPENCL_NAME(CL_INVALID_OPERATION);
    OPENCL_NAME(CL_INVALID_BUFFER_SIZE);
    OPENCL_NAME(CL_INVALID_GLOBAL_WORK_SIZE);
    OPENCL_NAME(CL_INVALID_PROPERTY);
    OPENCL_NAME(CL_INVALID_COMPILER_OPTIONS);
    OPENCL_NAME(CL_INVALID_LINKER_OPTIONS);
    OPENCL_NAME(CL_INVALID_DEVICE_PARTITION_COUNT);
    OPENCL_NAME(CL_PLATFORM_NOT_FOUND_KHR);
  }
  return "unknown OpenCL error";
}

gimmik_status gimmik_opencl_failure(const char *call, cl_int status,
                                    gimmik_error *error) {
  gimmik_status kind = GIMMIK_ERROR_BACKEND;
  if (status == CL_OUT_OF_HOST_MEMORY ||
      status == CL_MEM_OBJECT_ALLOCATION_FAILURE)
    kind = GIMMIK_ERROR_MEMORY;
  return gimmik_error_set(error, kind, "%s failed: %s (%d)", call,
                          gimmik_opencl_status_name(status), (int)status);
}
