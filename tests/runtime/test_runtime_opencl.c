/*
 * test_runtime_opencl: the OpenCL backend on whatever OpenCL device is here
 * (PoCL's CPU device on CI).  Without any OpenCL platform the test fails,
 * unless GIMMIK_ALLOW_NO_OPENCL=1, when it is skipped.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device_cases.h"
#include "runtime/backend.h"

enum { SKIPPED = 77 };

static void selectors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device *device = NULL;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_OPENCL, "0:0", &device, &error),
           &error);
  CHECK_OK(gimmik_device_close(device, &error), &error);
  gimmik_device_description description;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_OPENCL, NULL, &device, &error),
           &error);
  if (device) {
    CHECK_OK(gimmik_device_describe(device, &description, &error), &error);
    CHECK_OK(gimmik_device_close(device, &error), &error);
    /* The device's own name, in other case, selects it as well. */
    char part[5] = "";
    for (int i = 0; i < 4 && description.name[i]; i++)
      part[i] = (char)toupper((unsigned char)description.name[i]);
    device = NULL;
    CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_OPENCL, part, &device, &error),
             &error);
    CHECK_OK(gimmik_device_close(device, &error), &error);
  }
  CHECK_FAILS(gimmik_device_open(GIMMIK_BACKEND_OPENCL, "9:9", &device, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no OpenCL device 9:9");
  CHECK(device == NULL);
  CHECK_FAILS(gimmik_device_open(GIMMIK_BACKEND_OPENCL, "no-such-device-xyz",
                                 &device, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no-such-device-xyz");
  gimmik_error_clear(&error);
}

/* A program binary survives a round trip through bytes (what the cache
 * will store), and garbage bytes are refused cleanly. */
static void binaries(gimmik_device *device) {
  gimmik_error error;
  gimmik_error_init(&error);
  const char *source = "__kernel void twice(__global float *x)\n"
                       "{\n  x[get_global_id(0)] *= 2.0f;\n}\n";
  gimmik_binary binary;
  char *log = NULL;
  CHECK_OK(gimmik_device_compile(device, source, "twice", NULL, &binary, &log,
                                 &error),
           &error);
  CHECK(binary.bytes && binary.size > 0 && log);
  gimmik_device_kernel *kernel = NULL;
  CHECK_OK(gimmik_device_load(device, &binary, "twice", &kernel, &error),
           &error);
  CHECK_OK(gimmik_kernel_unload(kernel, &error), &error);
  gimmik_binary_free(&binary);
  CHECK_FAILS(gimmik_device_compile(device, source, "thrice", NULL, &binary,
                                    NULL, &error),
              &error, GIMMIK_ERROR_COMPILE, "no kernel named thrice");
  unsigned char garbage[64];
  memset(garbage, 0x5a, sizeof garbage);
  gimmik_binary corrupt = {garbage, sizeof garbage};
  gimmik_status status =
      gimmik_device_load(device, &corrupt, "twice", &kernel, &error);
  CHECK(status != GIMMIK_OK && kernel == NULL);
  printf("  a corrupt binary: %s\n", error.message);
  gimmik_binary_free(&binary);
  free(log);
  gimmik_error_clear(&error);
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_backend_available(GIMMIK_BACKEND_OPENCL, &error) != GIMMIK_OK) {
    const char *allow = getenv("GIMMIK_ALLOW_NO_OPENCL");
    printf("OpenCL is not available: %s\n", error.message);
    if (allow && strcmp(allow, "1") == 0) return SKIPPED;
    fprintf(stderr, "set GIMMIK_ALLOW_NO_OPENCL=1 to skip this test\n");
    return 1;
  }
  gimmik_device *device = NULL;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_OPENCL, NULL, &device, &error),
           &error);
  if (device) {
    device_cases_describe(device);
    device_cases_buffers(device);
    device_cases_launch(device, NULL);
    binaries(device);
    device_cases_matmul(GIMMIK_BACKEND_OPENCL, NULL);
    CHECK_OK(gimmik_device_close(device, &error), &error);
  }
  selectors();
  gimmik_error_clear(&error);
  return check_finish("test_runtime_opencl");
}
