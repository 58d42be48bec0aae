/*
 * opencl_library.h (internal): the OpenCL ICD loader (libOpenCL.so.1),
 * opened once per process, and the wording of OpenCL errors.
 */
#ifndef GIMMIK_RUNTIME_OPENCL_LIBRARY_H
#define GIMMIK_RUNTIME_OPENCL_LIBRARY_H

#include "gimmik/error.h"
#include "runtime/opencl_api.h"

typedef struct gimmik_opencl_library {
  clGetPlatformIDs_function clGetPlatformIDs;
  clGetPlatformInfo_function clGetPlatformInfo;
  clGetDeviceIDs_function clGetDeviceIDs;
  clGetDeviceInfo_function clGetDeviceInfo;
  clCreateContext_function clCreateContext;
  clReleaseContext_function clReleaseContext;
  clRetainContext_function clRetainContext;
  clGetContextInfo_function clGetContextInfo;
  clCreateCommandQueue_function clCreateCommandQueue;
  clReleaseCommandQueue_function clReleaseCommandQueue;
  clRetainCommandQueue_function clRetainCommandQueue;
  clGetCommandQueueInfo_function clGetCommandQueueInfo;
  clCreateProgramWithSource_function clCreateProgramWithSource;
  clCreateProgramWithBinary_function clCreateProgramWithBinary;
  clBuildProgram_function clBuildProgram;
  clGetProgramInfo_function clGetProgramInfo;
  clGetProgramBuildInfo_function clGetProgramBuildInfo;
  clReleaseProgram_function clReleaseProgram;
  clCreateKernel_function clCreateKernel;
  clReleaseKernel_function clReleaseKernel;
  clSetKernelArg_function clSetKernelArg;
  clEnqueueNDRangeKernel_function clEnqueueNDRangeKernel;
  clCreateBuffer_function clCreateBuffer;
  clReleaseMemObject_function clReleaseMemObject;
  clRetainMemObject_function clRetainMemObject;
  clGetMemObjectInfo_function clGetMemObjectInfo;
  clEnqueueWriteBuffer_function clEnqueueWriteBuffer;
  clEnqueueReadBuffer_function clEnqueueReadBuffer;
  clEnqueueCopyBuffer_function clEnqueueCopyBuffer;
  clFinish_function clFinish;
  clFlush_function clFlush;
  clEnqueueMarkerWithWaitList_function clEnqueueMarkerWithWaitList;
  clWaitForEvents_function clWaitForEvents;
  clGetEventProfilingInfo_function clGetEventProfilingInfo;
  clReleaseEvent_function clReleaseEvent;
} gimmik_opencl_library;

/* The loader's table, or GIMMIK_ERROR_BACKEND saying why there is none. */
gimmik_status gimmik_opencl_library_get(const gimmik_opencl_library **library,
                                        gimmik_error *error);

/* The constant's name, e.g. "CL_INVALID_VALUE", or "unknown OpenCL error". */
const char *gimmik_opencl_status_name(cl_int status);

/* "<call> failed: CL_NAME (code)"; returns GIMMIK_ERROR_BACKEND, or
 * GIMMIK_ERROR_MEMORY for the out-of-memory codes. */
gimmik_status gimmik_opencl_failure(const char *call, cl_int status,
                                    gimmik_error *error);

#endif
