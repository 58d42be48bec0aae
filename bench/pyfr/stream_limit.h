/*
 * stream_limit.h: the stream limit of a matmul (docs/benchmarks.md): a
 * kernel with the operator's own traffic and no arithmetic to speak of.
 * Per column it reads each used row of B once, writes each of the m rows
 * of C once and, when beta is not zero, reads it first; same n, leading
 * dimensions and dtype as the product.  The faster of its wide and
 * narrow forms takes the least time any kernel of the operator can take
 * on the device, whatever its arithmetic.
 */
#ifndef GIMMIK_BENCH_STREAM_LIMIT_H
#define GIMMIK_BENCH_STREAM_LIMIT_H

#include "gimmik/device.h"

typedef struct stream_limit {
  gimmik_raw_kernel *kernel;
  long long n;
  int ldb, ldc;
  int width;                  /* adjacent columns a thread takes */
  void *b, *c;                /* the context's memory */
} stream_limit;

/* Build the kernel for `op` (its used columns: those with a nonzero in
 * the dtype) on the context's device (CUDA or OpenCL), to run on b and
 * c: when `wide`, a thread takes 16 bytes of adjacent columns where n,
 * ldb and ldc allow, else one column. */
gimmik_status stream_limit_build(gimmik_context *context,
                                 const gimmik_operator *op,
                                 gimmik_dtype dtype, double beta,
                                 long long n, long long ldb, long long ldc,
                                 int wide, void *b, void *c,
                                 stream_limit *limit, gimmik_error *error);

/* The kernel's source for CUDA, or OpenCL when `opencl`, malloc'd (NULL:
 * out of memory); *width: the adjacent columns a thread takes. */
char *stream_limit_source(const gimmik_operator *op, gimmik_dtype dtype,
                          double beta, long long n, long long ldb,
                          long long ldc, int wide, int opencl, int *width);

/* One launch; a gimmik_timed_call on a stream_limit. */
gimmik_status stream_limit_run(void *limit, void *stream,
                               gimmik_error *error);

void stream_limit_free(stream_limit *limit);

#endif
