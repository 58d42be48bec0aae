/*
 * test_runtime_c: the C backend with the system compiler.
 *
 * GIMMIK_TEST_C_OPTIONS adds compiler options; under valgrind, which does
 * not run AVX-512, use GIMMIK_TEST_C_OPTIONS=-march=x86-64-v2.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device_cases.h"
#include "runtime/backend.h"

/* A source that compiles but lacks the NAME_entry the backend needs. */
static void missing_entry(gimmik_device *device, const char *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device_kernel *kernel = NULL;
  CHECK_FAILS(gimmik_device_build(device,
                                  "void lonely(double *c) { c[0] = 1.0; }\n",
                                  "lonely", options, &kernel, NULL, &error),
              &error, GIMMIK_ERROR_BACKEND, "exports no lonely_entry");
  CHECK(kernel == NULL);
  gimmik_error_clear(&error);
}

/* Warnings reach the log of a successful build (-Wall is on). */
static void warnings(gimmik_device *device, const char *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_binary binary;
  char *log = NULL;
  CHECK_OK(gimmik_device_compile(device,
                                 "void noisy(double *c)\n"
                                 "{\n  int unused;\n  c[0] = 1.0;\n}\n",
                                 "noisy", options, &binary, &log, &error),
           &error);
  CHECK(log && strstr(log, "unused"));
  gimmik_binary_free(&binary);
  free(log);
  gimmik_error_clear(&error);
}

static void selectors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device *device = NULL;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_C, "host", &device, &error),
           &error);
  CHECK_OK(gimmik_device_close(device, &error), &error);
  CHECK_FAILS(gimmik_device_open(GIMMIK_BACKEND_C, "1", &device, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "one device");
  gimmik_error_clear(&error);
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  const char *options = getenv("GIMMIK_TEST_C_OPTIONS");
  CHECK_OK(gimmik_backend_available(GIMMIK_BACKEND_C, &error), &error);
  gimmik_device *device = NULL;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_C, NULL, &device, &error),
           &error);
  if (device) {
    device_cases_describe(device);
    device_cases_buffers(device);
    device_cases_launch(device, options);
    missing_entry(device, options);
    warnings(device, options);
    device_cases_matmul(GIMMIK_BACKEND_C, options);
    CHECK_OK(gimmik_device_close(device, &error), &error);
  }
  selectors();
  gimmik_error_clear(&error);
  return check_finish("test_runtime_c");
}
