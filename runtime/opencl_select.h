/*
 * opencl_select.h (internal): find the OpenCL device a selector names, and
 * read platform and device information as text.
 *
 * Selectors: NULL or "" takes the first GPU of any platform, else the first
 * device of any kind; "P:D" takes device D of platform P (indices as
 * `clinfo -l` prints them); anything else takes the first device whose
 * device or platform name contains it, ignoring case ("pthread", "NVIDIA").
 */
#ifndef GIMMIK_RUNTIME_OPENCL_SELECT_H
#define GIMMIK_RUNTIME_OPENCL_SELECT_H

#include <stddef.h>

#include "gimmik/error.h"
#include "runtime/opencl_library.h"

typedef struct gimmik_opencl_choice {
  cl_platform_id platform;
  cl_device_id device;
} gimmik_opencl_choice;

gimmik_status gimmik_opencl_select(const gimmik_opencl_library *cl,
                                   const char *selector,
                                   gimmik_opencl_choice *choice,
                                   gimmik_error *error);

/* A string-valued clGetPlatformInfo / clGetDeviceInfo query, truncated to
 * fit `size` bytes. */
gimmik_status gimmik_opencl_platform_text(const gimmik_opencl_library *cl,
                                          cl_platform_id platform,
                                          cl_platform_info name, char *text,
                                          size_t size, gimmik_error *error);
gimmik_status gimmik_opencl_device_text(const gimmik_opencl_library *cl,
                                        cl_device_id device,
                                        cl_device_info name, char *text,
                                        size_t size, gimmik_error *error);

#endif
