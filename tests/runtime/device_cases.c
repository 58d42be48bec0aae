/* device_cases.c: see device_cases.h. */
#include "device_cases.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "matmul_check.h"
#include "reference_kernel.h"
#include "scratch_context.h"

/* ---- describe ---------------------------------------------------------- */

void device_cases_describe(gimmik_device *device) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_device_description description;
  CHECK_OK(gimmik_device_describe(device, &description, &error), &error);
  printf("device: backend %s\n  name: %s\n  platform: %s\n"
         "  architecture: %s\n  driver: %s\n  compiler: %s\n",
         description.backend, description.name, description.platform,
         description.architecture, description.driver_version,
         description.compiler_version);
  CHECK(description.name[0] && description.platform[0] &&
        description.architecture[0] && description.driver_version[0] &&
        description.compiler_version[0]);
  CHECK(strcmp(description.backend,
               gimmik_backend_name(gimmik_device_backend(device))) == 0);
  CHECK_FAILS(gimmik_device_describe(device, NULL, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "description is NULL");
  gimmik_error_clear(&error);
}

/* ---- buffers ----------------------------------------------------------- */

static void buffers_round_trip(gimmik_device *device, gimmik_buffer *first,
                               gimmik_buffer *second, gimmik_error *error) {
  enum { COUNT = 512 };
  double pattern[COUNT], back[COUNT];
  for (int i = 0; i < COUNT; i++) pattern[i] = 0.5 * i - 17.25;
  CHECK_OK(gimmik_buffer_write(first, 0, sizeof pattern, pattern, NULL, error),
           error);
  memset(back, 0, sizeof back);
  CHECK_OK(gimmik_buffer_read(first, 0, sizeof back, back, NULL, error),
           error);
  CHECK(memcmp(pattern, back, sizeof back) == 0);
  /* Upper half of `second` <- lower half of `first`, then a partial read. */
  CHECK_OK(gimmik_buffer_copy(second, sizeof pattern / 2, first, 0,
                              sizeof pattern / 2, NULL, error),
           error);
  CHECK_OK(gimmik_device_synchronize(device, NULL, error), error);
  CHECK_OK(gimmik_buffer_read(second, sizeof pattern / 2, sizeof back / 2,
                              back, NULL, error),
           error);
  CHECK(memcmp(pattern, back, sizeof back / 2) == 0);
  /* A write at an offset lands there and nowhere else. */
  double patch[2] = {1e300, -1e-300};
  CHECK_OK(gimmik_buffer_write(first, 8 * 10, sizeof patch, patch, NULL,
                               error),
           error);
  CHECK_OK(gimmik_buffer_read(first, 0, sizeof back, back, NULL, error),
           error);
  CHECK(back[9] == pattern[9] && back[10] == 1e300 && back[11] == -1e-300 &&
        back[12] == pattern[12]);
}

static void buffers_bad_arguments(gimmik_device *device, gimmik_buffer *first,
                                  gimmik_buffer *second,
                                  gimmik_error *error) {
  double host[4] = {0};
  gimmik_buffer *none = NULL;
  CHECK_FAILS(gimmik_buffer_alloc(device, 0, &none, error), error,
              GIMMIK_ERROR_ARGUMENT, "0 bytes");
  CHECK(none == NULL);
  CHECK_FAILS(gimmik_buffer_alloc(device, 64, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "buffer is NULL");
  CHECK_FAILS(gimmik_buffer_alloc(NULL, 64, &none, error), error,
              GIMMIK_ERROR_ARGUMENT, "device is NULL");
  /* Far beyond any device: a clean error, not a crash or a NULL buffer. */
  gimmik_status huge =
      gimmik_buffer_alloc(device, (size_t)1 << 52, &none, error);
  CHECK(huge == GIMMIK_ERROR_MEMORY || huge == GIMMIK_ERROR_BACKEND);
  CHECK(none == NULL);
  printf("  a 4 PiB buffer: %s: %s\n", gimmik_status_name(huge),
         error->message);
  CHECK_FAILS(gimmik_buffer_write(first, 4090, 8, host, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "do not fit");
  CHECK_FAILS(gimmik_buffer_write(first, SIZE_MAX, 8, host, NULL, error),
              error, GIMMIK_ERROR_ARGUMENT, "do not fit");
  CHECK_FAILS(gimmik_buffer_write(first, 8, SIZE_MAX, host, NULL, error),
              error, GIMMIK_ERROR_ARGUMENT, "do not fit");
  CHECK_FAILS(gimmik_buffer_write(first, 0, 8, NULL, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "host is NULL");
  CHECK_FAILS(gimmik_buffer_read(NULL, 0, 8, host, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "buffer is NULL");
  CHECK_FAILS(gimmik_buffer_read(first, 0, 0, host, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "do not fit");
  CHECK_FAILS(gimmik_buffer_copy(first, 0, first, 8, 64, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "overlap");
  CHECK_FAILS(gimmik_buffer_copy(second, 4000, first, 0, 200, NULL, error),
              error, GIMMIK_ERROR_ARGUMENT, "do not fit");
  CHECK_FAILS(gimmik_buffer_copy(second, 0, NULL, 0, 8, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "buffer is NULL");
  CHECK_OK(gimmik_buffer_free(NULL, error), error);
}

void device_cases_buffers(gimmik_device *device) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_buffer *first = NULL, *second = NULL;
  CHECK_OK(gimmik_buffer_alloc(device, 4096, &first, &error), &error);
  CHECK_OK(gimmik_buffer_alloc(device, 4096, &second, &error), &error);
  if (first && second) {
    buffers_round_trip(device, first, second, &error);
    buffers_bad_arguments(device, first, second, &error);
  }
  CHECK_OK(gimmik_buffer_free(first, &error), &error);
  CHECK_OK(gimmik_buffer_free(second, &error), &error);
  gimmik_error_clear(&error);
}

/* ---- matmul ------------------------------------------------------------ */

typedef struct matmul_case {
  const char *label;
  gimmik_dtype dtype;
  int runtime_n;
  long long n, ldb, ldc;
  double alpha, beta;
  reference_defect defect;
} matmul_case;

static gimmik_status run_case(gimmik_context *context,
                              const gimmik_operator *op,
                              const matmul_case *c, const char *options,
                              matmul_check_result *result,
                              gimmik_error *error) {
  reference_request request = {
      .backend = gimmik_context_backend(context),
      .dtype = c->dtype,
      .n = c->runtime_n ? -1 : c->n,
      .ldb = c->ldb,
      .ldc = c->ldc,
      .alpha = c->alpha,
      .beta = c->beta,
      .block = 64,
      .defect = c->defect,
      .name = "matmul_reference"};
  gimmik_kernel_info info;
  reference_kernel_info(op, &request, &info);
  char *source = reference_kernel_source(op, &request);
  if (!source)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "no kernel source");
  matmul_check_case test_case = {.n = c->n,
                                 .ldb = c->ldb,
                                 .ldc = c->ldc,
                                 .seed = 12345,
                                 .tolerance =
                                     c->dtype == GIMMIK_F32 ? 1e-6 : 1e-14,
                                 .options = options};
  gimmik_status status =
      gimmik_matmul_check(context, op, &info, source, &test_case, result,
                          error);
  printf("  %-40s %s: max error %.3g, %lld non-finite, %lld padding\n",
         c->label, status == GIMMIK_OK ? "pass" : "FAIL", result->max_error,
         result->nonfinite, result->padding_changed);
  if (status != GIMMIK_OK) printf("    (%s)\n", error->message);
  free(source);
  return status;
}

static const matmul_case correct_cases[] = {
    {"f64 baked n, beta 0", GIMMIK_F64, 0, 1000, 1000, 1000, 1.0, 0.0,
     REFERENCE_CORRECT},
    {"f64 baked n, beta 1, alpha 2.5, ld > n", GIMMIK_F64, 0, 1000, 1003,
     1007, 2.5, 1.0, REFERENCE_CORRECT},
    {"f64 run-time n, beta 0.5, ld > n", GIMMIK_F64, 1, 1000, 1003, 1007, 1.0,
     0.5, REFERENCE_CORRECT},
    {"f64 run-time n < block, beta 0", GIMMIK_F64, 1, 37, 40, 45, 1.0, 0.0,
     REFERENCE_CORRECT},
    {"f64 run-time n, beta 1, 2 blocks + 1", GIMMIK_F64, 1, 129, 129, 131,
     -1.0, 1.0, REFERENCE_CORRECT},
    {"f64 baked n < block, beta 0.5", GIMMIK_F64, 0, 5, 8, 9, 0.75, 0.5,
     REFERENCE_CORRECT},
    {"f32 baked n, beta 0.5, ld > n", GIMMIK_F32, 0, 1000, 1001, 1003, 1.0,
     0.5, REFERENCE_CORRECT},
    {"f32 run-time n, beta 0", GIMMIK_F32, 1, 999, 1000, 1000, 3.0, 0.0,
     REFERENCE_CORRECT},
};

static void matmul_correct(gimmik_context *context, const gimmik_operator *op,
                           const char *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  for (size_t i = 0; i < sizeof correct_cases / sizeof *correct_cases; i++) {
    matmul_check_result result;
    CHECK_OK(run_case(context, op, &correct_cases[i], options, &result, &error),
             &error);
    CHECK(result.passed && result.nonfinite == 0 &&
          result.padding_changed == 0);
  }
  gimmik_error_clear(&error);
}

/* Each wrong kernel must fail, and for the reason it was built to show. */
static void matmul_defects(gimmik_context *context, const gimmik_operator *op,
                           const char *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  matmul_check_result result;
  int m = gimmik_operator_rows(op);
  matmul_case c = {"defect: skips the last column, beta 0", GIMMIK_F64, 1,
                   1000, 1003, 1007, 1.0, 0.0, REFERENCE_SKIPS_LAST_COLUMN};
  CHECK_FAILS(run_case(context, op, &c, options, &result, &error), &error,
              GIMMIK_ERROR_BACKEND, "wrong result");
  CHECK(result.unwritten == m && result.worst_column == 999);

  c.label = "defect: skips the last column, beta 1";
  c.beta = 1.0;
  CHECK_FAILS(run_case(context, op, &c, options, &result, &error), &error,
              GIMMIK_ERROR_BACKEND, "wrong result");
  CHECK(result.nonfinite == 0 && result.max_error > 0.01 &&
        result.worst_column == 999);

  c.label = "defect: reads C when beta 0";
  c.beta = 0.0;
  c.defect = REFERENCE_READS_C;
  CHECK_FAILS(run_case(context, op, &c, options, &result, &error), &error,
              GIMMIK_ERROR_BACKEND, "non-finite");
  CHECK(result.nonfinite == (long long)m * 1000);

  c.label = "defect: writes padding column n";
  c.beta = 0.5;
  c.defect = REFERENCE_WRITES_PADDING;
  CHECK_FAILS(run_case(context, op, &c, options, &result, &error), &error,
              GIMMIK_ERROR_BACKEND, "padding");
  CHECK(result.padding_changed == m && result.nonfinite == 0);

  c.label = "defect: one coefficient off by 1e-12";
  c.beta = 0.0;
  c.defect = REFERENCE_WRONG_VALUE;
  CHECK_FAILS(run_case(context, op, &c, options, &result, &error), &error,
              GIMMIK_ERROR_BACKEND, "wrong result");
  CHECK(result.max_error > 1e-14 && result.max_error < 1e-10 &&
        result.worst_row == 0 && result.nonfinite == 0);
  gimmik_error_clear(&error);
}

/* The harness refuses cases that do not match the kernel's metadata. */
static void matmul_mismatch(gimmik_context *context,
                            const gimmik_operator *op) {
  gimmik_error error;
  gimmik_error_init(&error);
  reference_request request = {.backend = gimmik_context_backend(context),
                               .dtype = GIMMIK_F64,
                               .n = 100,
                               .ldb = 100,
                               .ldc = 100,
                               .alpha = 1.0,
                               .beta = 0.0,
                               .block = 64,
                               .name = "matmul_reference"};
  gimmik_kernel_info info;
  reference_kernel_info(op, &request, &info);
  matmul_check_case test_case = {.n = 99, .ldb = 100, .ldc = 100,
                                 .seed = 1, .tolerance = 1e-14};
  CHECK_FAILS(gimmik_matmul_check(context, op, &info, "", &test_case, NULL,
                                  &error),
              &error, GIMMIK_ERROR_ARGUMENT, "bakes n 100");
  test_case.n = 100;
  test_case.ldb = 50;
  CHECK_FAILS(gimmik_matmul_check(context, op, &info, "", &test_case, NULL,
                                  &error),
              &error, GIMMIK_ERROR_ARGUMENT, "n <= ldb");
  gimmik_error_clear(&error);
}

void device_cases_matmul(gimmik_backend backend, const char *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  scratch_context scratch;
  CHECK_OK(scratch_context_open(backend, NULL, &scratch, &error), &error);
  gimmik_operator *op = reference_operator();
  CHECK(op != NULL);
  if (op && scratch.context) {
    matmul_correct(scratch.context, op, options);
    matmul_defects(scratch.context, op, options);
    matmul_mismatch(scratch.context, op);
  }
  gimmik_operator_destroy(op);
  scratch_context_close(&scratch);
}

/* ---- launches and events ------------------------------------------------ */

static const char *broken_source(gimmik_backend backend) {
  switch (backend) {
  case GIMMIK_BACKEND_CUDA:
    return "extern \"C\" __global__ void broken(double *c)\n"
           "{\n  c[0] = undefined_name;\n}\n";
  case GIMMIK_BACKEND_OPENCL:
    return "__kernel void broken(__global float *c)\n"
           "{\n  c[0] = undefined_name;\n}\n";
  case GIMMIK_BACKEND_C:
    return "void broken(double *c)\n{\n  c[0] = undefined_name;\n}\n";
  }
  return "";
}

static void launch_compile_errors(gimmik_device *device, const char *options,
                                  gimmik_error *error) {
  gimmik_device_kernel *kernel = NULL;
  char *log = NULL;
  CHECK_FAILS(gimmik_device_build(device,
                                  broken_source(gimmik_device_backend(device)),
                                  "broken", options, &kernel, &log, error),
              error, GIMMIK_ERROR_COMPILE, "undefined_name");
  CHECK(kernel == NULL && log == NULL);
  CHECK(error->log && strstr(error->log, "undefined_name"));
  printf("  a broken kernel: %s\n", error->message);
  gimmik_error_clear(error);
  gimmik_binary empty = {NULL, 0};
  CHECK_FAILS(gimmik_device_load(device, &empty, "broken", &kernel, error),
              error, GIMMIK_ERROR_ARGUMENT, "binary is empty");
  CHECK_FAILS(gimmik_device_compile(device, "", "9lives", NULL, &empty, NULL,
                                    error),
              error, GIMMIK_ERROR_ARGUMENT, "not an identifier");
  CHECK_FAILS(gimmik_device_compile(device, NULL, "name", NULL, &empty, NULL,
                                    error),
              error, GIMMIK_ERROR_ARGUMENT, "source is NULL");
}

static void launch_bad_arguments(gimmik_device *device,
                                 gimmik_device_kernel *kernel,
                                 gimmik_buffer *buffer, gimmik_error *error) {
  gimmik_argument arguments[5] = {
      gimmik_argument_int32(10), gimmik_argument_buffer(buffer),
      gimmik_argument_int32(10), gimmik_argument_buffer(NULL),
      gimmik_argument_int32(10)};
  gimmik_launch_config config = {.grid = {1, 1, 1},
                                 .block = {64, 1, 1},
                                 .arguments = arguments,
                                 .argument_count = 5};
  CHECK_FAILS(gimmik_kernel_launch(kernel, &config, error), error,
              GIMMIK_ERROR_ARGUMENT, "NULL buffer");
  arguments[3] = gimmik_argument_buffer(buffer);
  arguments[4].type = (gimmik_argument_type)99;
  CHECK_FAILS(gimmik_kernel_launch(kernel, &config, error), error,
              GIMMIK_ERROR_ARGUMENT, "unknown type");
  arguments[4] = gimmik_argument_int32(10);
  config.grid[1] = 0;
  CHECK_FAILS(gimmik_kernel_launch(kernel, &config, error), error,
              GIMMIK_ERROR_ARGUMENT, "at least 1");
  config.grid[1] = 1;
  config.argument_count = GIMMIK_MAX_ARGUMENTS + 1;
  CHECK_FAILS(gimmik_kernel_launch(kernel, &config, error), error,
              GIMMIK_ERROR_ARGUMENT, "arguments");
  config.argument_count = 5;
  CHECK_FAILS(gimmik_kernel_launch(kernel, NULL, error), error,
              GIMMIK_ERROR_ARGUMENT, "config is NULL");
  /* A buffer of another device handle, even of the same hardware. */
  gimmik_device *other = NULL;
  gimmik_buffer *foreign = NULL;
  CHECK_OK(gimmik_device_open(gimmik_device_backend(device), NULL, &other,
                              error),
           error);
  if (other)
    CHECK_OK(gimmik_buffer_alloc(other, 4096, &foreign, error), error);
  if (foreign) {
    arguments[3] = gimmik_argument_buffer(foreign);
    CHECK_FAILS(gimmik_kernel_launch(kernel, &config, error), error,
                GIMMIK_ERROR_ARGUMENT, "another device");
    CHECK_FAILS(gimmik_buffer_copy(buffer, 0, foreign, 0, 8, NULL, error),
                error, GIMMIK_ERROR_ARGUMENT, "different devices");
  }
  CHECK_OK(gimmik_buffer_free(foreign, error), error);
  CHECK_OK(gimmik_device_close(other, error), error);
}

static void launch_timed_run(gimmik_device_kernel *kernel,
                             gimmik_buffer *b, gimmik_buffer *c,
                             gimmik_event *start, gimmik_event *stop,
                             gimmik_error *error) {
  double milliseconds = -1.0;
  CHECK_FAILS(gimmik_event_elapsed(start, stop, &milliseconds, error), error,
              GIMMIK_ERROR_ARGUMENT, "recorded first");
  gimmik_argument arguments[5] = {
      gimmik_argument_int32(100), gimmik_argument_buffer(b),
      gimmik_argument_int32(100), gimmik_argument_buffer(c),
      gimmik_argument_int32(100)};
  gimmik_launch_config config = {.grid = {2, 1, 1},
                                 .block = {64, 1, 1},
                                 .arguments = arguments,
                                 .argument_count = 5};
  CHECK_OK(gimmik_event_record(start, NULL, error), error);
  for (int i = 0; i < 3; i++)
    CHECK_OK(gimmik_kernel_launch(kernel, &config, error), error);
  CHECK_OK(gimmik_event_record(stop, NULL, error), error);
  CHECK_OK(gimmik_event_elapsed(start, stop, &milliseconds, error), error);
  CHECK(milliseconds >= 0.0 && milliseconds < 60e3);
  printf("  3 launches: %.3f ms by the device's events\n", milliseconds);
}

/* Time a few launches of a correct kernel with the device's events. */
static void launch_timed(gimmik_device *device, gimmik_device_kernel *kernel,
                         gimmik_buffer *b, gimmik_buffer *c,
                         gimmik_error *error) {
  gimmik_event *start = NULL, *stop = NULL;
  CHECK_OK(gimmik_event_create(device, &start, error), error);
  CHECK_OK(gimmik_event_create(device, &stop, error), error);
  if (start && stop) launch_timed_run(kernel, b, c, start, stop, error);
  CHECK_OK(gimmik_event_destroy(start, error), error);
  CHECK_OK(gimmik_event_destroy(stop, error), error);
}

/* Zero-filled buffers for B (4 x 100) and C (5 x 100). */
static void launch_buffers(gimmik_device *device, gimmik_buffer **b,
                           gimmik_buffer **c, gimmik_error *error) {
  static const double zeros[5 * 100];
  CHECK_OK(gimmik_buffer_alloc(device, 8 * 4 * 100, b, error), error);
  CHECK_OK(gimmik_buffer_alloc(device, sizeof zeros, c, error), error);
  if (*b)
    CHECK_OK(gimmik_buffer_write(*b, 0, 8 * 4 * 100, zeros, NULL, error),
             error);
  if (*c)
    CHECK_OK(gimmik_buffer_write(*c, 0, sizeof zeros, zeros, NULL, error),
             error);
}

void device_cases_launch(gimmik_device *device, const char *options) {
  gimmik_error error;
  gimmik_error_init(&error);
  launch_compile_errors(device, options, &error);
  gimmik_operator *op = reference_operator();
  reference_request request = {.backend = gimmik_device_backend(device),
                               .dtype = GIMMIK_F64,
                               .n = -1,
                               .alpha = 1.0,
                               .beta = 1.0,
                               .block = 64,
                               .name = "timed"};
  char *source = op ? reference_kernel_source(op, &request) : NULL;
  gimmik_device_kernel *kernel = NULL;
  gimmik_buffer *b = NULL, *c = NULL;
  char *log = NULL;
  CHECK(source != NULL);
  if (source) {
    CHECK_OK(gimmik_device_build(device, source, "timed", options, &kernel,
                                 &log, &error),
             &error);
    CHECK(log != NULL); /* the log of a success is there, maybe empty */
    launch_buffers(device, &b, &c, &error);
  }
  if (kernel && b && c) {
    launch_bad_arguments(device, kernel, b, &error);
    launch_timed(device, kernel, b, c, &error);
  }
  CHECK_OK(gimmik_buffer_free(b, &error), &error);
  CHECK_OK(gimmik_buffer_free(c, &error), &error);
  CHECK_OK(gimmik_kernel_unload(kernel, &error), &error);
  free(log);
  free(source);
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
}
