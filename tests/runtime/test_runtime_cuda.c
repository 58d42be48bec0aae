/*
 * test_runtime_cuda: the CUDA backend.  Where no driver or GPU is present
 * the backend must say so clearly, and the test is skipped; where one is,
 * every device case runs on it.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "device_cases.h"
#include "runtime/backend.h"

enum { SKIPPED = 77 };

/* The reason must name what is missing, not just "failed". */
static int clear_absence(const char *message) {
  return strstr(message, "libcuda.so.1 not found") ||
         strstr(message, "cuInit failed") ||
         strstr(message, "sees no device") ||
         strstr(message, "libcuda.so.1 lacks the symbol");
}

/* Above 48 KiB of dynamic shared memory a function must opt in (the
 * backend does it at launch); beyond the device's limit it is refused. */
static const char staged_source[] =
    "extern \"C\" __global__ void staged(const double *__restrict__ x,\n"
    "                                    double *__restrict__ y, int count)\n"
    "{\n"
    "  extern __shared__ double stage[];\n"
    "  for (int k = threadIdx.x; k < count; k += blockDim.x) stage[k] = x[k];\n"
    "  __syncthreads();\n"
    "  for (int k = threadIdx.x; k < count; k += blockDim.x)\n"
    "    y[k] = 2.0 * stage[count - 1 - k];\n"
    "}\n";

static void large_shared_run(gimmik_device_kernel *kernel, gimmik_buffer *x,
                             gimmik_buffer *y, gimmik_error *error) {
  enum { COUNT = 96 * 1024 / 8 };
  static double input[COUNT], output[COUNT];
  for (int k = 0; k < COUNT; k++) input[k] = k + 0.5;
  CHECK_OK(gimmik_buffer_write(x, 0, sizeof input, input, NULL, error), error);
  gimmik_argument arguments[3] = {gimmik_argument_buffer(x),
                                   gimmik_argument_buffer(y),
                                   gimmik_argument_int32(COUNT)};
  gimmik_launch_config config = {.grid = {1, 1, 1},
                                 .block = {256, 1, 1},
                                 .shared_bytes = sizeof input,
                                 .arguments = arguments,
                                 .argument_count = 3};
  CHECK_OK(gimmik_kernel_launch(kernel, &config, error), error);
  CHECK_OK(gimmik_buffer_read(y, 0, sizeof output, output, NULL, error),
           error);
  int wrong = 0;
  for (int k = 0; k < COUNT; k++)
    wrong += output[k] != 2.0 * input[COUNT - 1 - k];
  CHECK(wrong == 0);
  config.shared_bytes = 1024 * 1024;
  CHECK_FAILS(gimmik_kernel_launch(kernel, &config, error), error,
              GIMMIK_ERROR_UNSUPPORTED, "allows at most");
}

static void large_shared(gimmik_device *device) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device_kernel *kernel = NULL;
  gimmik_buffer *x = NULL, *y = NULL;
  CHECK_OK(gimmik_device_build(device, staged_source, "staged", NULL, &kernel,
                               NULL, &error),
           &error);
  CHECK_OK(gimmik_buffer_alloc(device, 96 * 1024, &x, &error), &error);
  CHECK_OK(gimmik_buffer_alloc(device, 96 * 1024, &y, &error), &error);
  if (kernel && x && y) large_shared_run(kernel, x, y, &error);
  CHECK_OK(gimmik_buffer_free(x, &error), &error);
  CHECK_OK(gimmik_buffer_free(y, &error), &error);
  CHECK_OK(gimmik_kernel_unload(kernel, &error), &error);
  gimmik_error_clear(&error);
}

static void selectors(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device *device = NULL;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_CUDA, "0", &device, &error),
           &error);
  CHECK_OK(gimmik_device_close(device, &error), &error);
  CHECK_FAILS(gimmik_device_open(GIMMIK_BACKEND_CUDA, "999", &device, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "does not exist");
  CHECK_FAILS(gimmik_device_open(GIMMIK_BACKEND_CUDA, "no-such-gpu-xyz",
                                 &device, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no-such-gpu-xyz");
  gimmik_error_clear(&error);
}

int main(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_backend_available(GIMMIK_BACKEND_CUDA, &error) != GIMMIK_OK) {
    printf("CUDA is not available: %s\n", error.message);
    CHECK(error.status == GIMMIK_ERROR_BACKEND);
    CHECK(clear_absence(error.message));
    /* Opening fails the same way, without a crash. */
    gimmik_device *device = NULL;
    gimmik_status status =
        gimmik_device_open(GIMMIK_BACKEND_CUDA, NULL, &device, &error);
    CHECK(status == GIMMIK_ERROR_BACKEND && device == NULL);
    CHECK(clear_absence(error.message));
    gimmik_error_clear(&error);
    return check_failures ? check_finish("test_runtime_cuda") : SKIPPED;
  }
  gimmik_device *device = NULL;
  CHECK_OK(gimmik_device_open(GIMMIK_BACKEND_CUDA, NULL, &device, &error),
           &error);
  if (device) {
    device_cases_describe(device);
    device_cases_buffers(device);
    device_cases_launch(device, NULL);
    device_cases_matmul(GIMMIK_BACKEND_CUDA, NULL);
    large_shared(device);
    CHECK_OK(gimmik_device_close(device, &error), &error);
  }
  selectors();
  gimmik_error_clear(&error);
  return check_finish("test_runtime_cuda");
}
