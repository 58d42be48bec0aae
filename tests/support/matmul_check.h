/*
 * matmul_check.h: run one matmul kernel on a context's device and compare
 * every element of C <- alpha*A*B + beta*C with a long double CPU
 * reference.
 *
 * The check is built to catch kernels that are wrong in quiet ways:
 *   - B is random in [-1, 1], never zero, so every used row of B matters;
 *   - with beta == 0, C starts as NaN poison: a kernel that reads C, or
 *     leaves an element unwritten, produces a non-finite element;
 *   - with beta != 0, C starts random and the reference uses it;
 *   - the padding columns [n, ldc) of C hold a sentinel that must survive.
 * Error of one element: |c - ref| / (sum_j |alpha*A_rj*B_ji| + |beta*C0_ri|),
 * the error relative to the size of what was summed, so cancellation does
 * not make a correct kernel look wrong.  A zero denominator (an all-zero
 * row of A with beta == 0) demands exactly 0.  For f32 kernels B and C are
 * stored as float and the reference uses those float-rounded inputs.
 */
#ifndef GIMMIK_TESTING_MATMUL_CHECK_H
#define GIMMIK_TESTING_MATMUL_CHECK_H

#include "gimmik/device.h"
#include "gimmik/operator.h"
#include "gimmik/runtime.h"

typedef struct matmul_check_case {
  long long n, ldb, ldc; /* must equal the metadata where it bakes them */
  unsigned long long seed;
  double tolerance;      /* largest acceptable error of one element */
  const char *options;   /* extra compiler options, may be NULL */
} matmul_check_case;

typedef struct matmul_check_result {
  double max_error;
  long long worst_row, worst_column; /* -1 when nothing was compared */
  double worst_value, worst_reference;
  long long nonfinite;       /* NaN or infinite elements of C[:, :n] */
  /* Of those, still the poison bit for bit: never written, or written
   * with a value computed from C's poison (a kernel that read C; NaN
   * arithmetic keeps the payload). */
  long long unwritten;
  long long padding_changed; /* elements of C[:, n:ldc] no longer sentinel */
  int passed;
} matmul_check_result;

/* Compile `source` (whose metadata is `info`, entry info->name) as a raw
 * kernel on `context`, run it once per the launch contract of
 * gimmik/kernel.h, and compare.  A kernel over tolerance, with a
 * non-finite element or with a damaged padding column fails with
 * GIMMIK_ERROR_BACKEND and a message starting "wrong result"; other
 * failures (compilation, memory, launch) keep their own status.  `result`
 * may be NULL. */
gimmik_status gimmik_matmul_check(gimmik_context *context,
                                  const gimmik_operator *op,
                                  const gimmik_kernel_info *info,
                                  const char *source,
                                  const matmul_check_case *test_case,
                                  matmul_check_result *result,
                                  gimmik_error *error);

/* The same check of the kernel a planned matmul of `context` uses,
 * launched by gimmik_matmul_apply. */
gimmik_status gimmik_matmul_check_planned(gimmik_context *context,
                                          const gimmik_operator *op,
                                          gimmik_matmul *matmul,
                                          const matmul_check_case *test_case,
                                          matmul_check_result *result,
                                          gimmik_error *error);

#endif
