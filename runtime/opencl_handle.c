/* opencl_handle.c: OpenCL handles checked without a fault
 * (opencl_handle.h). */
#define _GNU_SOURCE /* pipe2 */
#include "runtime/opencl_handle.h"

#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

const void *gimmik_opencl_dispatch(const void *object) {
  const void *table;
  memcpy(&table, object, sizeof table);
  return table;
}

/* The first word at `address`, through a pipe; 0 when it cannot be read. */
static int read_word(const void *address, const void **word) {
  int ends[2];
  if ((uintptr_t)address % sizeof *word != 0 || pipe2(ends, O_CLOEXEC) != 0)
    return 0;
  int read_back =
      write(ends[1], address, sizeof *word) == (ssize_t)sizeof *word &&
      read(ends[0], word, sizeof *word) == (ssize_t)sizeof *word;
  close(ends[0]);
  close(ends[1]);
  return read_back;
}

int gimmik_opencl_dispatched(const void *handle, const void *dispatch) {
  const void *word = NULL;
  return handle && read_word(handle, &word) && word == dispatch;
}

cl_platform_id gimmik_opencl_platform_of(const gimmik_opencl_library *cl,
                                         const void *handle) {
  enum { MOST = 16 };
  cl_platform_id platforms[MOST];
  cl_uint count = 0;
  const void *word = NULL;
  if (!handle || !read_word(handle, &word) ||
      cl->clGetPlatformIDs(MOST, platforms, &count) != CL_SUCCESS)
    return NULL;
  for (cl_uint i = 0; i < count && i < MOST; i++)
    if (gimmik_opencl_dispatch(platforms[i]) == word) return platforms[i];
  return NULL;
}
