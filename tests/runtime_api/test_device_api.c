/*
 * test_device_api.c: the public device API (gimmik/device.h) on the C
 * backend or the first OpenCL or CUDA device (bench/device_run.sh runs
 * it there), through public headers only: memory
 * round trips, copies and their bad arguments, the context's list of
 * allocations, memory passed to gimmik_matmul_apply, timers and timed
 * calls, and raw kernels built, loaded and launched with every argument
 * type.
 *
 * usage: test_device_api c | opencl | cuda
 * Exits 77 (skipped) when the backend has no device here.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "gimmik/device.h"
#include "scratch_context.h"

static gimmik_context *context;
static gimmik_backend backend;

/* ---- memory -------------------------------------------------------------- */

static void fill(double *values, size_t count, double first) {
  for (size_t i = 0; i < count; i++) values[i] = first + 0.5 * (double)i;
}

static void memory_round_trip(void) {
  enum { COUNT = 512 };
  gimmik_error error;
  gimmik_error_init(&error);
  double values[COUNT], back[COUNT];
  fill(values, COUNT, 3.0);
  void *first = NULL, *second = NULL;
  CHECK_OK(gimmik_memory_alloc(context, sizeof values, &first, &error),
           &error);
  CHECK_OK(gimmik_memory_alloc(context, sizeof values, &second, &error),
           &error);
  CHECK(first && second && first != second);
  CHECK_OK(gimmik_memory_write(context, first, 0, sizeof values, values, NULL,
                               &error), &error);
  /* Half of first into the second half of second, then a patch. */
  CHECK_OK(gimmik_memory_copy(context, second, sizeof values / 2, first, 0,
                              sizeof values / 2, NULL, &error), &error);
  double patch[4] = {-1.0, -2.0, -3.0, -4.0};
  CHECK_OK(gimmik_memory_write(context, first, 8 * 10, sizeof patch, patch,
                               NULL, &error), &error);
  CHECK_OK(gimmik_context_synchronize(context, NULL, &error), &error);
  memset(back, 0, sizeof back);
  CHECK_OK(gimmik_memory_read(context, second, sizeof back / 2,
                              sizeof back / 2, back, NULL, &error), &error);
  CHECK(memcmp(back, values, sizeof back / 2) == 0);
  CHECK_OK(gimmik_memory_read(context, first, 0, sizeof back, back, NULL,
                              &error), &error);
  CHECK(back[9] == values[9] && back[10] == -1.0 && back[13] == -4.0 &&
        back[14] == values[14] && back[COUNT - 1] == values[COUNT - 1]);
  /* 0 bytes: nothing to do. */
  CHECK_OK(gimmik_memory_write(context, first, 0, 0, values, NULL, &error),
           &error);
  CHECK_OK(gimmik_memory_free(context, first, &error), &error);
  CHECK_OK(gimmik_memory_free(context, second, &error), &error);
  CHECK_OK(gimmik_memory_free(context, NULL, &error), &error);
}

static void memory_bad_arguments(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  char host[64] = {0};
  void *memory = NULL, *none = &error;
  CHECK_OK(gimmik_memory_alloc(context, 4096, &memory, &error), &error);
  CHECK_FAILS(gimmik_memory_alloc(context, 0, &none, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "gimmik_memory_alloc: 0 bytes");
  CHECK(none == NULL);
  CHECK_FAILS(gimmik_memory_alloc(NULL, 64, &none, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "context is NULL");
  CHECK_FAILS(gimmik_memory_alloc(context, 64, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "memory is NULL");
  CHECK_FAILS(gimmik_memory_write(context, memory, 4090, 8, host, NULL,
                                  &error), &error, GIMMIK_ERROR_ARGUMENT,
              "8 bytes at offset 4090 do not fit its 4096-byte allocation");
  CHECK_FAILS(gimmik_memory_read(context, memory, SIZE_MAX, 8, host, NULL,
                                 &error), &error, GIMMIK_ERROR_ARGUMENT,
              "overflows");
  CHECK_FAILS(gimmik_memory_write(context, memory, 0, 8, NULL, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "host is NULL");
  CHECK_FAILS(gimmik_memory_read(context, NULL, 0, 8, host, NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT,
              "gimmik_memory_read: memory is NULL");
  CHECK_FAILS(gimmik_memory_copy(context, memory, 0, memory, 8, 64, NULL,
                                 &error), &error, GIMMIK_ERROR_ARGUMENT,
              "overlap");
  CHECK_FAILS(gimmik_memory_copy(context, memory, 4000, memory, 0, 200, NULL,
                                 &error), &error, GIMMIK_ERROR_ARGUMENT,
              "target: 200 bytes at offset 4000");
  CHECK_FAILS(gimmik_memory_copy(context, memory, 0, NULL, 0, 8, NULL,
                                 &error), &error, GIMMIK_ERROR_ARGUMENT,
              "source is NULL");
  CHECK_FAILS(gimmik_memory_free(context, host, &error), &error,
              GIMMIK_ERROR_ARGUMENT,
              "was not allocated by gimmik_memory_alloc");
  CHECK_OK(gimmik_memory_free(context, memory, &error), &error);
  CHECK_FAILS(gimmik_memory_free(context, memory, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "freed already");
  CHECK_FAILS(gimmik_context_synchronize(NULL, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "context is NULL");
}

/* Many allocations, freed out of order: each handle keeps finding its own
 * memory and size. */
static void memory_many(void) {
  enum { COUNT = 40 };
  gimmik_error error;
  gimmik_error_init(&error);
  void *memory[COUNT] = {NULL};
  for (int i = 0; i < COUNT; i++) {
    double value = i;
    CHECK_OK(gimmik_memory_alloc(context, 8 * (size_t)(i + 1), &memory[i],
                                 &error), &error);
    CHECK_OK(gimmik_memory_write(context, memory[i], 8 * (size_t)i, 8,
                                 &value, NULL, &error), &error);
  }
  for (int step = 0; step < COUNT; step++) {
    int i = (step * 17) % COUNT; /* 17 is prime to 40: each index once */
    double value = -1.0;
    CHECK_OK(gimmik_memory_read(context, memory[i], 8 * (size_t)i, 8, &value,
                                NULL, &error), &error);
    CHECK(value == i);
    CHECK_FAILS(gimmik_memory_read(context, memory[i], 8 * (size_t)(i + 1), 8,
                                   &value, NULL, &error), &error,
                GIMMIK_ERROR_ARGUMENT, "do not fit");
    CHECK_OK(gimmik_memory_free(context, memory[i], &error), &error);
  }
  /* Memory still held at the context's end is freed with it. */
  void *left = NULL;
  CHECK_OK(gimmik_memory_alloc(context, 64, &left, &error), &error);
}

/* The program's own memory (C: a host pointer) passes too. */
static void memory_of_the_program(void) {
  if (backend != GIMMIK_BACKEND_C) return;
  gimmik_error error;
  gimmik_error_init(&error);
  double own[8] = {0}, values[8], back[8];
  fill(values, 8, 1.0);
  void *memory = NULL;
  CHECK_OK(gimmik_memory_alloc(context, sizeof values, &memory, &error),
           &error);
  CHECK_OK(gimmik_memory_write(context, memory, 0, sizeof values, values,
                               NULL, &error), &error);
  CHECK_OK(gimmik_memory_copy(context, own, 0, memory, 0, sizeof values, NULL,
                              &error), &error);
  CHECK(memcmp(own, values, sizeof own) == 0);
  CHECK_OK(gimmik_memory_read(context, own, 8, 8, back, NULL, &error),
           &error);
  CHECK(back[0] == values[1]);
  CHECK_OK(gimmik_memory_free(context, memory, &error), &error);
}

/* Memory of the context is what gimmik_matmul_apply takes. */
static void memory_for_apply(void) {
  enum { M = 3, K = 4, N = 37 };
  gimmik_error error;
  gimmik_error_init(&error);
  const double a[M * K] = {1, 0, 2, -1, 0, 0.5, 0, 3, -2, 1, 0, 0.25};
  double b[K * N], c[M * N];
  fill(b, K * N, -7.25);
  gimmik_operator *op = NULL;
  gimmik_matmul *matmul = NULL;
  void *b_memory = NULL, *c_memory = NULL;
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = backend;
  CHECK_OK(gimmik_operator_create(M, K, a, "test", &op, &error), &error);
  CHECK_OK(gimmik_matmul_create(context, op, &request, &matmul, &error),
           &error);
  CHECK_OK(gimmik_memory_alloc(context, sizeof b, &b_memory, &error), &error);
  CHECK_OK(gimmik_memory_alloc(context, sizeof c, &c_memory, &error), &error);
  CHECK_OK(gimmik_memory_write(context, b_memory, 0, sizeof b, b, NULL,
                               &error), &error);
  CHECK_OK(gimmik_matmul_apply(matmul, N, b_memory, N, c_memory, N, NULL,
                               &error), &error);
  CHECK_OK(gimmik_memory_read(context, c_memory, 0, sizeof c, c, NULL,
                              &error), &error);
  double worst = 0.0;
  for (int r = 0; r < M; r++)
    for (int i = 0; i < N; i++) {
      double sum = 0.0, size = 0.0;
      for (int j = 0; j < K; j++) {
        sum += a[r * K + j] * b[j * N + i];
        size += fabs(a[r * K + j] * b[j * N + i]);
      }
      double e = fabs(c[r * N + i] - sum) / size;
      if (!(e <= worst)) worst = e;
    }
  CHECK(worst < 1e-15);
  gimmik_matmul_destroy(matmul, NULL);
  gimmik_operator_destroy(op);
  CHECK_OK(gimmik_memory_free(context, b_memory, &error), &error);
  CHECK_OK(gimmik_memory_free(context, c_memory, &error), &error);
}

/* ---- raw kernels --------------------------------------------------------- */

/* y[i] += a*x[i] + b + shift for i < n: every argument type once. */
static const char *update_source(void) {
  switch (backend) {
  case GIMMIK_BACKEND_OPENCL:
    return "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
           "__kernel void update(int n, long shift, float b, double a,\n"
           "                     __global const double *x,\n"
           "                     __global double *y) {\n"
           "  int i = get_global_id(0);\n"
           "  if (i < n) y[i] += a * x[i] + b + (double)shift;\n"
           "}\n";
  case GIMMIK_BACKEND_CUDA:
    return "extern \"C\" __global__ void update(int n, long long shift,\n"
           "    float b, double a, const double *x, double *y) {\n"
           "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
           "  if (i < n) y[i] += a * x[i] + b + (double)shift;\n"
           "}\n";
  case GIMMIK_BACKEND_C:
    break;
  }
  return "#include <stdint.h>\n"
         "void update_entry(void *const *args) {\n"
         "  int n = *(const int32_t *)args[0];\n"
         "  int64_t shift = *(const int64_t *)args[1];\n"
         "  float b = *(const float *)args[2];\n"
         "  double a = *(const double *)args[3];\n"
         "  const double *x = *(double *const *)args[4];\n"
         "  double *y = *(double *const *)args[5];\n"
         "  for (int i = 0; i < n; i++) y[i] += a * x[i] + b + (double)shift;\n"
         "}\n";
}

/* Launch `kernel` on n of COUNT values and check every value: the first
 * n updated exactly (all values are dyadic), the rest untouched. */
static void check_update(gimmik_raw_kernel *kernel, const char *label) {
  enum { COUNT = 300 };
  const int n = 257;
  gimmik_error error;
  gimmik_error_init(&error);
  double x[COUNT], y[COUNT], back[COUNT];
  fill(x, COUNT, -20.0);
  fill(y, COUNT, 100.0);
  void *x_memory = NULL, *y_memory = NULL;
  CHECK_OK(gimmik_memory_alloc(context, sizeof x, &x_memory, &error), &error);
  CHECK_OK(gimmik_memory_alloc(context, sizeof y, &y_memory, &error), &error);
  CHECK_OK(gimmik_memory_write(context, x_memory, 0, sizeof x, x, NULL,
                               &error), &error);
  CHECK_OK(gimmik_memory_write(context, y_memory, 0, sizeof y, y, NULL,
                               &error), &error);
  gimmik_arg args[6] = {gimmik_arg_int32(n),     gimmik_arg_int64(3),
                        gimmik_arg_float32(0.25f), gimmik_arg_float64(0.5),
                        gimmik_arg_memory(x_memory),
                        gimmik_arg_memory(y_memory)};
  gimmik_raw_launch launch = {{(size_t)(n + 63) / 64, 1, 1}, {64, 1, 1}, 0,
                              args, 6, NULL};
  CHECK_OK(gimmik_raw_kernel_launch(kernel, &launch, &error), &error);
  CHECK_OK(gimmik_context_synchronize(context, NULL, &error), &error);
  CHECK_OK(gimmik_memory_read(context, y_memory, 0, sizeof back, back, NULL,
                              &error), &error);
  int wrong = 0;
  for (int i = 0; i < COUNT; i++)
    wrong += back[i] != (i < n ? y[i] + 0.5 * x[i] + 0.25 + 3.0 : y[i]);
  printf("%s: %d of %d values wrong\n", label, wrong, COUNT);
  CHECK(wrong == 0);
  CHECK_OK(gimmik_memory_free(context, x_memory, &error), &error);
  CHECK_OK(gimmik_memory_free(context, y_memory, &error), &error);
}

static void raw_build(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_raw_kernel *kernel = NULL;
  CHECK_OK(gimmik_raw_kernel_build(context, update_source(), "update", NULL,
                                   &kernel, &error), &error);
  if (kernel) check_update(kernel, "built");
  /* Bad launches are refused before they reach the device. */
  gimmik_arg args[GIMMIK_MAX_ARGUMENTS + 1];
  for (int i = 0; i <= GIMMIK_MAX_ARGUMENTS; i++) args[i] = gimmik_arg_int32(i);
  gimmik_raw_launch launch = {{1, 1, 1}, {1, 1, 1}, 0, args,
                              GIMMIK_MAX_ARGUMENTS + 1, NULL};
  CHECK_FAILS(gimmik_raw_kernel_launch(kernel, &launch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "33 arguments");
  launch.arg_count = 1;
  args[0].type = (gimmik_arg_type)99;
  CHECK_FAILS(gimmik_raw_kernel_launch(kernel, &launch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "argument 0 has unknown type 99");
  launch.args = NULL;
  CHECK_FAILS(gimmik_raw_kernel_launch(kernel, &launch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "a list when any");
  launch.args = args;
  args[0] = gimmik_arg_int32(0);
  launch.grid[1] = 0;
  CHECK_FAILS(gimmik_raw_kernel_launch(kernel, &launch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "at least 1");
  CHECK_FAILS(gimmik_raw_kernel_launch(NULL, &launch, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "kernel is NULL");
  CHECK_OK(gimmik_raw_kernel_destroy(kernel, &error), &error);
  CHECK_OK(gimmik_raw_kernel_destroy(NULL, &error), &error);
  /* A compilation error carries the compiler's log. */
  gimmik_raw_kernel *broken = NULL;
  CHECK_FAILS(gimmik_raw_kernel_build(context, "this is not a kernel",
                                      "broken", NULL, &broken, &error),
              &error, GIMMIK_ERROR_COMPILE, "");
  CHECK(broken == NULL && error.log && error.log[0]);
  CHECK_FAILS(gimmik_raw_kernel_build(context, update_source(), "9lives",
                                      NULL, &broken, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "not an identifier");
  gimmik_error_clear(&error);
}

/* The C backend loads a shared object the program built itself; garbage
 * is refused by every backend. */
static void raw_load(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_raw_kernel *kernel = NULL;
  static const char garbage[] = "not a binary";
  gimmik_status status = gimmik_raw_kernel_load(context, garbage,
                                                sizeof garbage, "update",
                                                &kernel, &error);
  printf("garbage binary: %s\n", error.message);
  CHECK(status != GIMMIK_OK && kernel == NULL && error.message[0]);
  if (backend != GIMMIK_BACKEND_C) return;
  char folder[] = "/tmp/gimmik-raw-XXXXXX";
  CHECK(mkdtemp(folder) != NULL);
  char command[512], path[128];
  snprintf(path, sizeof path, "%s/update.c", folder);
  FILE *file = fopen(path, "w");
  CHECK(file != NULL);
  if (file) {
    fputs(update_source(), file);
    fclose(file);
  }
  snprintf(command, sizeof command,
           "cc -O2 -shared -fPIC -o %s/update.so %s", folder, path);
  CHECK(system(command) == 0);
  snprintf(path, sizeof path, "%s/update.so", folder);
  file = fopen(path, "rb");
  unsigned char bytes[1 << 16];
  size_t size = file ? fread(bytes, 1, sizeof bytes, file) : 0;
  if (file) fclose(file);
  CHECK(size > 0 && size < sizeof bytes);
  CHECK_OK(gimmik_raw_kernel_load(context, bytes, size, "update", &kernel,
                                  &error), &error);
  if (kernel) check_update(kernel, "loaded");
  CHECK_OK(gimmik_raw_kernel_destroy(kernel, &error), &error);
  snprintf(command, sizeof command, "rm -rf '%s'", folder);
  CHECK(system(command) == 0);
}

/* ---- timing -------------------------------------------------------------- */

typedef struct counted_call {
  int calls;
  void *memory;
} counted_call;

static gimmik_status counted(void *data, void *stream, gimmik_error *error) {
  counted_call *call = data;
  call->calls++;
  double value = call->calls;
  return gimmik_memory_write(context, call->memory, 0, 8, &value, stream,
                             error);
}

static void timing(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_timer *timer = NULL;
  double milliseconds = -1.0;
  CHECK_OK(gimmik_timer_create(context, &timer, &error), &error);
  CHECK_FAILS(gimmik_timer_elapsed(timer, &milliseconds, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "was not started and stopped");
  CHECK_OK(gimmik_timer_start(timer, NULL, &error), &error);
  CHECK_OK(gimmik_timer_stop(timer, NULL, &error), &error);
  CHECK_OK(gimmik_timer_elapsed(timer, &milliseconds, &error), &error);
  CHECK(milliseconds >= 0.0 && milliseconds < 60e3);
  CHECK_OK(gimmik_timer_destroy(timer, &error), &error);
  CHECK_OK(gimmik_timer_destroy(NULL, &error), &error);

  counted_call call = {0, NULL};
  CHECK_OK(gimmik_memory_alloc(context, 8, &call.memory, &error), &error);
  gimmik_timing result;
  CHECK_OK(gimmik_context_time(context, NULL, counted, &call, 2, 5, &result,
                               &error), &error);
  CHECK(call.calls == 7 && result.runs == 5);
  CHECK(result.best_milliseconds >= 0.0 &&
        result.median_milliseconds >= result.best_milliseconds);
  CHECK_FAILS(gimmik_context_time(context, NULL, counted, &call, 0, 0,
                                  &result, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "repeat = 0");
  CHECK(call.calls == 7);
  CHECK_OK(gimmik_memory_free(context, call.memory, &error), &error);
}

static void description(void) {
  const gimmik_device_description *device = gimmik_context_device(context);
  printf("device: %s | %s | %s | %s | %s\n", device->name, device->platform,
         device->architecture, device->driver_version,
         device->compiler_version);
  CHECK(gimmik_context_backend(context) == backend);
  CHECK(strcmp(device->backend, gimmik_backend_name(backend)) == 0);
  CHECK(device->name[0] && device->architecture[0]);
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_backend_available(backend, &error), &error);
  CHECK_FAILS(gimmik_backend_available((gimmik_backend)7, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no backend number 7");
}

int main(int argc, char **argv) {
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  description();
  memory_round_trip();
  memory_bad_arguments();
  memory_many();
  memory_of_the_program();
  memory_for_apply();
  raw_build();
  raw_load();
  timing();
  scratch_context_close(&scratch);
  return check_finish("test_device_api");
}
