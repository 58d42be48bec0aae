/*
 * opencl_api.h (internal): the OpenCL calls gimmik makes, as function
 * pointer types.  Types and constants come from Khronos' <CL/cl.h> (Debian's
 * opencl-headers); the functions come from the ICD loader, libOpenCL.so.1,
 * opened at run time (opencl_library.c), so nothing links against it.
 */
#ifndef GIMMIK_RUNTIME_OPENCL_API_H
#define GIMMIK_RUNTIME_OPENCL_API_H

/* OpenCL 1.2 is all we need, and what every implementation still offers
 * (clCreateCommandQueue is deprecated, not removed, from 2.0 on). */
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

/* Returned by ICD loaders (cl_khr_icd) when no driver is installed. */
#ifndef CL_PLATFORM_NOT_FOUND_KHR
#define CL_PLATFORM_NOT_FOUND_KHR -1001
#endif

typedef cl_int (*clGetPlatformIDs_function)(cl_uint count,
                                            cl_platform_id *platforms,
                                            cl_uint *found);
typedef cl_int (*clGetPlatformInfo_function)(cl_platform_id platform,
                                             cl_platform_info name,
                                             size_t size, void *value,
                                             size_t *size_returned);
typedef cl_int (*clGetDeviceIDs_function)(cl_platform_id platform,
                                          cl_device_type type, cl_uint count,
                                          cl_device_id *devices,
                                          cl_uint *found);
typedef cl_int (*clGetDeviceInfo_function)(cl_device_id device,
                                           cl_device_info name, size_t size,
                                           void *value, size_t *size_returned);
typedef cl_context (*clCreateContext_function)(
    const cl_context_properties *properties, cl_uint device_count,
    const cl_device_id *devices,
    void(CL_CALLBACK *notify)(const char *, const void *, size_t, void *),
    void *user_data, cl_int *status);
typedef cl_int (*clReleaseContext_function)(cl_context context);
typedef cl_int (*clRetainContext_function)(cl_context context);
typedef cl_int (*clGetContextInfo_function)(cl_context context,
                                            cl_context_info name, size_t size,
                                            void *value,
                                            size_t *size_returned);
typedef cl_command_queue (*clCreateCommandQueue_function)(
    cl_context context, cl_device_id device,
    cl_command_queue_properties properties, cl_int *status);
typedef cl_int (*clReleaseCommandQueue_function)(cl_command_queue queue);
typedef cl_int (*clRetainCommandQueue_function)(cl_command_queue queue);
typedef cl_int (*clGetCommandQueueInfo_function)(cl_command_queue queue,
                                                 cl_command_queue_info name,
                                                 size_t size, void *value,
                                                 size_t *size_returned);
typedef cl_program (*clCreateProgramWithSource_function)(
    cl_context context, cl_uint count, const char **strings,
    const size_t *lengths, cl_int *status);
typedef cl_program (*clCreateProgramWithBinary_function)(
    cl_context context, cl_uint device_count, const cl_device_id *devices,
    const size_t *lengths, const unsigned char **binaries,
    cl_int *binary_status, cl_int *status);
typedef cl_int (*clBuildProgram_function)(
    cl_program program, cl_uint device_count, const cl_device_id *devices,
    const char *options,
    void(CL_CALLBACK *notify)(cl_program, void *), void *user_data);
typedef cl_int (*clGetProgramInfo_function)(cl_program program,
                                            cl_program_info name, size_t size,
                                            void *value,
                                            size_t *size_returned);
typedef cl_int (*clGetProgramBuildInfo_function)(
    cl_program program, cl_device_id device, cl_program_build_info name,
    size_t size, void *value, size_t *size_returned);
typedef cl_int (*clReleaseProgram_function)(cl_program program);
typedef cl_kernel (*clCreateKernel_function)(cl_program program,
                                             const char *name,
                                             cl_int *status);
typedef cl_int (*clReleaseKernel_function)(cl_kernel kernel);
typedef cl_int (*clSetKernelArg_function)(cl_kernel kernel, cl_uint index,
                                          size_t size, const void *value);
typedef cl_int (*clEnqueueNDRangeKernel_function)(
    cl_command_queue queue, cl_kernel kernel, cl_uint dimensions,
    const size_t *global_offset, const size_t *global_size,
    const size_t *local_size, cl_uint wait_count, const cl_event *wait_list,
    cl_event *event);
typedef cl_mem (*clCreateBuffer_function)(cl_context context,
                                          cl_mem_flags flags, size_t bytes,
                                          void *host, cl_int *status);
typedef cl_int (*clReleaseMemObject_function)(cl_mem memory);
typedef cl_int (*clRetainMemObject_function)(cl_mem memory);
typedef cl_int (*clGetMemObjectInfo_function)(cl_mem memory,
                                              cl_mem_info name, size_t size,
                                              void *value,
                                              size_t *size_returned);
typedef cl_int (*clEnqueueWriteBuffer_function)(
    cl_command_queue queue, cl_mem buffer, cl_bool blocking, size_t offset,
    size_t bytes, const void *host, cl_uint wait_count,
    const cl_event *wait_list, cl_event *event);
typedef cl_int (*clEnqueueReadBuffer_function)(
    cl_command_queue queue, cl_mem buffer, cl_bool blocking, size_t offset,
    size_t bytes, void *host, cl_uint wait_count, const cl_event *wait_list,
    cl_event *event);
typedef cl_int (*clEnqueueCopyBuffer_function)(
    cl_command_queue queue, cl_mem source, cl_mem target,
    size_t source_offset, size_t target_offset, size_t bytes,
    cl_uint wait_count, const cl_event *wait_list, cl_event *event);
typedef cl_int (*clFinish_function)(cl_command_queue queue);
typedef cl_int (*clFlush_function)(cl_command_queue queue);
typedef cl_int (*clEnqueueMarkerWithWaitList_function)(
    cl_command_queue queue, cl_uint wait_count, const cl_event *wait_list,
    cl_event *event);
typedef cl_int (*clWaitForEvents_function)(cl_uint count,
                                           const cl_event *events);
typedef cl_int (*clGetEventProfilingInfo_function)(cl_event event,
                                                   cl_profiling_info name,
                                                   size_t size, void *value,
                                                   size_t *size_returned);
typedef cl_int (*clReleaseEvent_function)(cl_event event);

#endif
