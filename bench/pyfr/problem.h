/*
 * problem.h: one operator's benchmark problem on the device: B and C sized
 * as the protocol asks (about 1 GiB together), random inputs that are never
 * near zero, and the check every implementation must pass before it is
 * timed: C is reset (NaN poison when beta = 0, else known random values),
 * the implementation runs once, and sampled columns of C are compared with
 * a long double reference, relative to the size of the terms summed.
 */
#ifndef GIMMIK_BENCH_PROBLEM_H
#define GIMMIK_BENCH_PROBLEM_H

#include "gimmik/device.h"

typedef struct bench_problem {
  gimmik_context *context;       /* whose memory a, b, c are */
  const gimmik_operator *op;
  gimmik_dtype dtype;
  double alpha, beta;
  long long n, ldb, ldc;
  void *a, *b, *c;               /* a: A dense row-major, for cuBLAS */
  void *c_pristine;              /* C's starting values, for fast resets */
  double *b_values;              /* B as the dtype holds it */
  double *c_initial;             /* C0 as the dtype holds it */
  unsigned char *c_start;        /* C0 (or poison) in the dtype's bytes */
  unsigned char *c_result;       /* C read back */
} bench_problem;

gimmik_status bench_problem_create(gimmik_context *context,
                                   const gimmik_operator *op,
                                   gimmik_dtype dtype, double beta,
                                   long long n, bench_problem *problem,
                                   gimmik_error *error);
void bench_problem_free(bench_problem *problem);

typedef struct bench_check {
  double max_error;
  long long nonfinite;
  long long compared;
} bench_check;

/* Reset C, run `call` once, compare sampled columns with the reference. */
gimmik_status bench_problem_check(bench_problem *problem,
                                  gimmik_timed_call call, void *data,
                                  bench_check *check, gimmik_error *error);

/* Reset C to its starting values (before timing, so beta != 0 kernels do
 * not run on values grown by earlier implementations). */
gimmik_status bench_problem_reset(bench_problem *problem, gimmik_error *error);

/* A matmul request for the problem: its dtype, alpha, beta, n and
 * leading dimensions, baked; the rest as gimmik_matmul_request_init. */
gimmik_matmul_request bench_problem_request(const bench_problem *problem);

/* A named kernel, "VARIANT" or "VARIANT:NAME=VALUE,NAME=VALUE..."
 * (pyfr_bench --kernel), into the request's variant and parameter
 * overrides.  The spec is copied into `buffer` (`size` bytes), where
 * request->variant then points, so the buffer must outlive the request.
 * A bad spec is GIMMIK_ERROR_ARGUMENT naming the piece at fault. */
gimmik_status bench_kernel_spec(const char *spec, char *buffer, size_t size,
                                gimmik_matmul_request *request,
                                gimmik_error *error);

/* A planned matmul on the problem's buffers, dispatch included: a
 * gimmik_timed_call whose data is a bench_matmul_call. */
typedef struct bench_matmul_call {
  gimmik_matmul *matmul;
  bench_problem *problem;
} bench_matmul_call;

gimmik_status bench_matmul_run(void *data, void *stream, gimmik_error *error);

#endif
