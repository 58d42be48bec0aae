/*
 * test_vector_unroll.c: a reduce pass that takes `unroll` items of a
 * thread together (their loads first) computes the same bits as one that
 * takes them one at a time: the arrays it writes and its sum, for FCG's
 * update (r -= alpha w; z = d r; r.z) in f64 and f32 on random data (never
 * zeros), over a grid small enough that every thread runs the unrolled
 * loop and the loop of the rest; both against a long double reference.
 * On the C target, which has no such parameter, asking for it is refused.
 * usage: test_vector_unroll c | opencl | cuda   (77: no such device here)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device_values.h"
#include "gimmik/device.h"
#include "gimmik/solver.h"
#include "random.h"
#include "scratch_context.h"

enum { ITEMS = 5003, ARRAYS = 4 }; /* r, w, d, z in the pass's order */

static gimmik_context *context;
static uint64_t seed = 20261129;

static gimmik_status pass(gimmik_dtype dtype, int unroll,
                          gimmik_vector **vector, gimmik_error *error) {
  gimmik_vector_request request;
  gimmik_vector_request_init(&request);
  request.backend = gimmik_context_backend(context);
  request.dtype = dtype;
  request.statements[0] = "r = r - alpha*w";
  request.statements[1] = "z = d*r";
  request.statement_count = 2;
  request.sums[0] = "r*z";
  request.sum_count = 1;
  request.variant = "reduce";
  gimmik_status status = GIMMIK_OK;
  if (request.backend != GIMMIK_BACKEND_C) {
    status = gimmik_vector_request_set_param(&request, "threads", 64, error);
    if (status == GIMMIK_OK)
      status = gimmik_vector_request_set_param(&request, "blocks", 8, error);
  }
  if (status == GIMMIK_OK)
    status = gimmik_vector_request_set_param(&request, "unroll", unroll,
                                             error);
  if (status == GIMMIK_OK)
    status = gimmik_vector_create(context, &request, vector, error);
  return status;
}

/* Runs the pass with `unroll` on fresh copies of `inputs`; r and z come
 * back in results[0], results[1] and the sum in *sum. */
static void run(gimmik_dtype dtype, int unroll, double alpha,
                double *const inputs[ARRAYS], double *results[2],
                double *sum) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_vector *vector = NULL;
  CHECK_OK(pass(dtype, unroll, &vector, &error), &error);
  if (!vector) return;
  CHECK(gimmik_kernel_param(gimmik_vector_kernel(vector), "unroll", 0) ==
        unroll);
  void *arrays[ARRAYS];
  for (int a = 0; a < ARRAYS; a++)
    arrays[a] = device_values_upload(context, dtype, inputs[a], ITEMS);
  CHECK_OK(gimmik_vector_apply(vector, ITEMS, (const double[4]){alpha, 0, 0, 0},
                               arrays, sum, NULL, &error), &error);
  device_values_download(context, dtype, arrays[0], ITEMS, results[0]);
  device_values_download(context, dtype, arrays[3], ITEMS, results[1]);
  for (int a = 0; a < ARRAYS; a++) gimmik_memory_free(context, arrays[a], NULL);
  gimmik_vector_destroy(vector, NULL);
}

static void test_dtype(gimmik_dtype dtype) {
  double *inputs[ARRAYS], *plain[2], *taken[2];
  for (int a = 0; a < ARRAYS; a++) {
    inputs[a] = malloc(ITEMS * sizeof(double));
    for (int i = 0; i < ITEMS; i++) {
      double value = gimmik_random_nonzero(&seed);
      inputs[a][i] = dtype == GIMMIK_F64 ? value : (double)(float)value;
    }
  }
  for (int k = 0; k < 2; k++) {
    plain[k] = malloc(ITEMS * sizeof(double));
    taken[k] = malloc(ITEMS * sizeof(double));
  }
  double alpha = dtype == GIMMIK_F64 ? 0.3 + gimmik_random_unit(&seed)
                                     : (double)(float)0.6875;
  double expected = NAN;
  run(dtype, 1, alpha, inputs, plain, &expected);
  /* The reference: r, z and r.z in long double. */
  long double total = 0.0L, scale = 0.0L, worst = 0.0L;
  for (int i = 0; i < ITEMS; i++) {
    long double r = (long double)inputs[0][i] -
                    (long double)alpha * (long double)inputs[1][i];
    long double z = (long double)inputs[2][i] * r;
    total += r * z;
    scale += fabsl(r * z);
    long double off = fabsl(plain[0][i] - r) / fabsl(r) +
                      fabsl(plain[1][i] - z) / fabsl(z);
    if (off > worst) worst = off;
  }
  double tolerance = dtype == GIMMIK_F64 ? 1e-13 : 1e-5;
  CHECK(worst < tolerance);
  CHECK(fabsl(expected - total) / scale < tolerance);
  for (int unroll = 2; unroll <= 8; unroll *= 2) {
    double sum = NAN;
    run(dtype, unroll, alpha, inputs, taken, &sum);
    CHECK(memcmp(&sum, &expected, sizeof sum) == 0);
    CHECK(memcmp(taken[0], plain[0], ITEMS * sizeof(double)) == 0);
    CHECK(memcmp(taken[1], plain[1], ITEMS * sizeof(double)) == 0);
  }
  printf("%s: r.z = %.17g with every unroll, the same bits\n",
         gimmik_dtype_name(dtype), expected);
  for (int a = 0; a < ARRAYS; a++) free(inputs[a]);
  for (int k = 0; k < 2; k++) {
    free(plain[k]);
    free(taken[k]);
  }
}

int main(int argc, char **argv) {
  gimmik_backend backend;
  gimmik_error error;
  gimmik_error_init(&error);
  scratch_context scratch;
  int started = scratch_context_from_arguments(argc, argv, &backend, &scratch);
  if (started) return started;
  context = scratch.context;
  if (backend == GIMMIK_BACKEND_C) {
    gimmik_vector *vector = NULL;
    CHECK_FAILS(pass(GIMMIK_F64, 2, &vector, &error), &error,
                GIMMIK_ERROR_ARGUMENT, "unroll");
    CHECK(vector == NULL);
  } else {
    test_dtype(GIMMIK_F64);
    test_dtype(GIMMIK_F32);
  }
  scratch_context_close(&scratch);
  return check_finish("test_vector_unroll");
}
