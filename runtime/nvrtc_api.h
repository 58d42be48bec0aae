/*
 * nvrtc_api.h (internal): the part of NVRTC's C API that gimmik calls,
 * declared here from NVIDIA's documentation so the build needs no CUDA
 * toolkit.  The library itself is opened at run time (nvrtc.c).
 */
#ifndef GIMMIK_RUNTIME_NVRTC_API_H
#define GIMMIK_RUNTIME_NVRTC_API_H

#include <stddef.h>

typedef int nvrtcResult; /* an enum in nvrtc.h; int-sized in the ABI */
enum {
  NVRTC_SUCCESS = 0,
  NVRTC_ERROR_INVALID_OPTION = 5,
  NVRTC_ERROR_COMPILATION = 6
};

typedef struct _nvrtcProgram *nvrtcProgram;

typedef const char *(*nvrtcGetErrorString_function)(nvrtcResult result);
typedef nvrtcResult (*nvrtcVersion_function)(int *major, int *minor);
typedef nvrtcResult (*nvrtcCreateProgram_function)(
    nvrtcProgram *program, const char *source, const char *name,
    int header_count, const char *const *headers,
    const char *const *include_names);
typedef nvrtcResult (*nvrtcDestroyProgram_function)(nvrtcProgram *program);
typedef nvrtcResult (*nvrtcCompileProgram_function)(
    nvrtcProgram program, int option_count, const char *const *options);
typedef nvrtcResult (*nvrtcGetSize_function)(nvrtcProgram program,
                                             size_t *size);
typedef nvrtcResult (*nvrtcGetBytes_function)(nvrtcProgram program,
                                              char *bytes);

#endif
