/*
 * test_shared_budget.c: the shared memory a block may use is the
 * device's, for every family (gimmik_shared_budget).  A dense 91 x 546
 * operator in f64 fits col-split's registers from 8 y-threads, whose
 * partial sums need 64 KiB: over the 48 KiB a CUDA block gets without
 * opting in, and within what sm_75 (64 KiB), sm_86 (99 KiB) and sm_90
 * (227 KiB) allow when it does; a device that is not known is taken to
 * allow 96 KiB, as sm_70 and most later ones do.  OpenCL blocks get
 * 48 KiB.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "generator/kernel_common.h"
#include "gimmik/generator.h"
#include "variant_report.h"

static gimmik_operator *dense_operator(void) {
  enum { ROWS = 91, COLS = 546 };
  double *values = malloc(sizeof(double) * ROWS * COLS);
  unsigned long long state = 91546;
  for (int i = 0; i < ROWS * COLS; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    values[i] = 0.25 + (double)(state >> 11) * 0x1.0p-53;
  }
  gimmik_operator *op = NULL;
  gimmik_error error;
  gimmik_error_init(&error);
  CHECK_OK(gimmik_operator_create(ROWS, COLS, values, "dense-91x546", &op,
                                  &error), &error);
  free(values);
  return op;
}

/* col-split's report for `backend` and `capability`. */
static gimmik_variant_report col_split(const gimmik_operator *op,
                                       gimmik_backend backend,
                                       int capability) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.backend = backend;
  request.compute_capability = capability;
  return matmul_variant_report(op, &request, "col-split");
}

/* Whether a col-split candidate for `capability` needs more than 48 KiB. */
static int candidates_above_default(const gimmik_operator *op,
                                    int capability) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.compute_capability = capability;
  gimmik_candidate *candidates = NULL;
  int count = matmul_candidates(op, &request, &candidates), above = 0;
  for (int i = 0; i < count; i++) {
    if (strcmp(candidates[i].variant, "col-split") != 0) continue;
    request.variant = candidates[i].variant;
    memcpy(request.params, candidates[i].params, sizeof request.params);
    request.param_count = candidates[i].param_count;
    gimmik_kernel *kernel = NULL;
    gimmik_error error;
    gimmik_error_init(&error);
    CHECK_OK(gimmik_generate_matmul(op, &request, &kernel, &error), &error);
    if (kernel && gimmik_kernel_metadata(kernel)->shared_bytes > 48 * 1024)
      above = 1;
    gimmik_kernel_destroy(kernel);
  }
  free(candidates);
  return above;
}

int main(void) {
  CHECK(gimmik_shared_budget(GIMMIK_BACKEND_CUDA, 90) == 227 * 1024);
  CHECK(gimmik_shared_budget(GIMMIK_BACKEND_CUDA, 86) == 99 * 1024);
  CHECK(gimmik_shared_budget(GIMMIK_BACKEND_CUDA, 75) == 64 * 1024);
  CHECK(gimmik_shared_budget(GIMMIK_BACKEND_CUDA, 61) == 48 * 1024);
  CHECK(gimmik_shared_budget(GIMMIK_BACKEND_CUDA, 0) == 96 * 1024);
  CHECK(gimmik_shared_budget(GIMMIK_BACKEND_OPENCL, 90) == 48 * 1024);
  gimmik_operator *op = dense_operator();
  const int fits[] = {90, 86, 75, 0};
  for (int i = 0; i < 4; i++) {
    gimmik_variant_report report = col_split(op, GIMMIK_BACKEND_CUDA, fits[i]);
    CHECK(report.viable && report.shared_bytes == 65536);
  }
  gimmik_variant_report refused = col_split(op, GIMMIK_BACKEND_CUDA, 61);
  CHECK(!refused.viable && strstr(refused.reason, "budget 49152"));
  refused = col_split(op, GIMMIK_BACKEND_OPENCL, 90);
  CHECK(!refused.viable && strstr(refused.reason, "budget 49152"));
  /* The tuner then times kernels that opt in on sm_75, and none on an
   * sm_61.  (On sm_80, sm_90 and sm_100 it sweeps mma alone for this
   * operator, whose unrolled code passes the instruction cache.) */
  CHECK(candidates_above_default(op, 75));
  CHECK(!candidates_above_default(op, 61));
  gimmik_operator_destroy(op);
  return check_finish("test_shared_budget");
}
