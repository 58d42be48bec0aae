/*
 * opencl_handle.h (internal): whether a handle a caller gives is an
 * OpenCL object, asked in a way that cannot crash.
 *
 * OpenCL calls through the ICD loader read the object a handle points to
 * before any driver can check it: a host pointer passed as a cl_mem
 * faults in the loader.  Every object of an ICD platform begins with a
 * pointer to its platform's dispatch table (cl_khr_icd), so a handle is
 * taken for an object of a platform only when its first word can be read
 * and equals that platform's table; the word is read through a pipe,
 * where memory the process cannot read is an EFAULT, not a fault.  Only
 * then is the driver asked, which checks the object's type.  A handle
 * released before is beyond this check, as it is for OpenCL itself.
 */
#ifndef GIMMIK_RUNTIME_OPENCL_HANDLE_H
#define GIMMIK_RUNTIME_OPENCL_HANDLE_H

#include "runtime/opencl_library.h"

/* The dispatch table `object` (a live object of a platform) points to. */
const void *gimmik_opencl_dispatch(const void *object);

/* 1 when `handle` points at a word equal to `dispatch`, 0 otherwise. */
int gimmik_opencl_dispatched(const void *handle, const void *dispatch);

/* The platform whose dispatch table `handle` points to, or NULL when it
 * is no object of any platform the loader lists. */
cl_platform_id gimmik_opencl_platform_of(const gimmik_opencl_library *cl,
                                         const void *handle);

#endif
