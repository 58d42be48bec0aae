/*
 * reference_kernel.h: small hand-rolled matmul kernels for the runtime
 * tests, independent of the real generator: one thread (C: one loop
 * iteration) per column, fully unrolled over the operator's nonzeros, in
 * CUDA, OpenCL or C, following the launch contract of gimmik/kernel.h.
 *
 * A `defect` makes a deliberately wrong kernel, to prove that the checks
 * catch what they claim to catch.
 */
#ifndef GIMMIK_TEST_REFERENCE_KERNEL_H
#define GIMMIK_TEST_REFERENCE_KERNEL_H

#include "gimmik/kernel.h"
#include "gimmik/operator.h"

typedef enum reference_defect {
  REFERENCE_CORRECT = 0,
  REFERENCE_SKIPS_LAST_COLUMN, /* never writes column n-1 */
  REFERENCE_READS_C,           /* reads C although beta == 0 */
  REFERENCE_WRITES_PADDING,    /* also writes column n (needs ldb, ldc > n) */
  REFERENCE_WRONG_VALUE,       /* one coefficient off by a relative 1e-12 */
  REFERENCE_UNUSED_VARIABLE    /* correct, but declares an unused variable */
} reference_defect;

typedef struct reference_request {
  gimmik_backend backend;
  gimmik_dtype dtype;
  long long n, ldb, ldc; /* n < 0: all three are run-time arguments */
  double alpha, beta;
  int block;             /* threads per block in x */
  reference_defect defect;
  const char *name;      /* entry point */
} reference_request;

/* The metadata the launcher needs for the kernel below. */
void reference_kernel_info(const gimmik_operator *op,
                           const reference_request *request,
                           gimmik_kernel_info *info);

/* The kernel's source, malloc'd; NULL when out of memory. */
char *reference_kernel_source(const gimmik_operator *op,
                              const reference_request *request);

/* A 5x4 operator with an all-zero row (1) and an all-zero column (1), so
 * kernels must handle both; destroy with gimmik_operator_destroy. */
gimmik_operator *reference_operator(void);

#endif
