/*
 * opencl_column.h: pyfr_bench's OpenCL column (docs/benchmarks.md).  The
 * kernel the CUDA autotuner picked for an operator, the same variant
 * with the same parameters, planned through gimmikc's OpenCL backend on
 * an OpenCL context of the same GPU and measured as every row is: a
 * problem of its own on that context with the same n, leading
 * dimensions, alpha, beta and inputs, the same check, and the same
 * timing through gimmik_matmul_apply, dispatch included.
 *
 * A pick OpenCL cannot express (mma, CUDA's cache hints, more shared
 * memory than an OpenCL work-group has) gives way to OpenCL's own best:
 * the autotuner's pick on the OpenCL context (its candidates are those
 * the OpenCL backend offers) or, where tuning there would cost too
 * long, the kernel the runtime plans without tuning.  Such a row's
 * status is "ok: " and a note saying which and why.  So does a second row
 * where the pick, expressed, runs more than 1.10 times its CUDA time (the
 * same parameters need not make the same program: col-split's programs
 * of their own are CUDA's) and the fallback tunes: the faster row is the
 * column's figure.
 */
#ifndef GIMMIK_BENCH_OPENCL_COLUMN_H
#define GIMMIK_BENCH_OPENCL_COLUMN_H

#include "gimmik/device.h"
#include "rows.h"

#define OPENCL_COLUMN_IMPLEMENTATION "gimmikc-opencl"

typedef enum opencl_fallback {
  OPENCL_FALLBACK_TUNE = 0,  /* gimmik_matmul_tune on the OpenCL context */
  OPENCL_FALLBACK_DEFAULT    /* what the runtime plans untuned: a stored
                                decision, else the analysis's default */
} opencl_fallback;

/* What became of one operator's OpenCL row. */
typedef struct opencl_column_result {
  double milliseconds;       /* the median; INFINITY: failed or wrong */
  int same_kernel;           /* the CUDA pick's variant and parameters
                                made the fastest row */
} opencl_column_result;

/* One gimmikc-opencl row for `op` (`matrix` its values) on `context`, a
 * context of the OpenCL backend, or two (above); `pick` is the CUDA
 * autotuner's kernel, NULL where there is none (the fallback's row then),
 * and cuda_milliseconds its CUDA time.  What fails, from
 * the problem's memory to the kernel's compilation, is the row's status,
 * never the caller's. */
void opencl_column_measure(const bench_table *table, gimmik_context *context,
                           const bench_operator *op,
                           const gimmik_operator *matrix,
                           const gimmik_kernel_info *pick,
                           double cuda_milliseconds,
                           opencl_fallback fallback,
                           opencl_column_result *result);

#endif
