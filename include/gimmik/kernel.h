/*
 * gimmik/kernel.h: what a generated kernel is, independent of how it was made:
 * its source text and the metadata a launcher needs (docs/kernels.md).
 *
 * Launch contract for the matmul family, C <- alpha*A*B + beta*C:
 *   - `block` threads per block; grid = ceil(n / cols_per_block) blocks in x,
 *     1 in y and z (OpenCL: global size = grid * block, local size = block);
 *   - `shared_bytes` of dynamic shared memory (CUDA); OpenCL kernels declare
 *     their local memory themselves;
 *   - arguments, when n is baked (n >= 0 in the metadata): (const T *b, T *c);
 *     when n is given at run time (n == -1):
 *     (int n, const T *b, int ldb, T *c, int ldc), with T the dtype's type.
 *   - the C backend exports the same signature as a plain function that loops
 *     over all n columns itself (block and grid are then unused).
 */
#ifndef GIMMIK_KERNEL_H
#define GIMMIK_KERNEL_H

#include "gimmik/error.h"
#include "gimmik/export.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

typedef enum gimmik_backend {
  GIMMIK_BACKEND_CUDA = 0,
  GIMMIK_BACKEND_OPENCL,
  GIMMIK_BACKEND_C
} gimmik_backend;

typedef enum gimmik_dtype { GIMMIK_F64 = 0, GIMMIK_F32 } gimmik_dtype;

enum {
  GIMMIK_MAX_PARAMS = 12,
  GIMMIK_NAME_SIZE = 64,
  GIMMIK_MAX_ARGS = 24          /* kernel parameters named in the metadata */
};

typedef struct gimmik_param {
  char name[16];
  int value;
} gimmik_param;

typedef struct gimmik_kernel_info {
  char family[16];              /* "matmul", "axhelm", ... */
  char variant[32];             /* "cstream", "row-split", ... */
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
  gimmik_backend backend;
  char name[GIMMIK_NAME_SIZE];  /* entry point */
  gimmik_dtype dtype;
  int m, k;
  long long n;                  /* -1: n, ldb, ldc are run-time arguments */
  long long ldb, ldc;           /* -1 when given at run time */
  double alpha, beta;
  int block[3];
  int cols_per_block;
  int grid_blocks;              /* > 0: a fixed grid of this many blocks,
                                   whatever n (the vector family's sums) */
  int shared_bytes;
  double flops_per_column;      /* 2 * nonzeros of A */
  double min_bytes_per_column;  /* (used rows of B + m*(1 + [beta != 0])) * sizeof(T) */

  /* ---- the axhelm family (gimmik/axhelm.h); zero for other families.
   * For axhelm a "column" is one element: cols_per_block is the number of
   * elements a block works on (so gimmik_kernel_grid(info, elements) is
   * the grid), flops_per_column and min_bytes_per_column are per element
   * (all d components), and m, k, n, ldb, ldc, alpha and beta are unused. */
  int points;                   /* N, GLL points per direction */
  int fields;                   /* d: 1 (scalar) or 3 (vector) */
  char equation[12];            /* "poisson" or "helmholtz" */
  char coefficients[12];        /* "constant" or "per-node" */
  char geometry[16];            /* "stored", "parallelepiped", "trilinear" */
  double lambda0, lambda1;      /* the folded constants ("constant" only) */
  int arg_count;                /* kernel parameters, in order: */
  char args[GIMMIK_MAX_ARGS][16]; /* "elements", "field_stride", "ggeo", ... */
  double geometry_flops_per_column; /* part of flops_per_column spent
                                       recomputing geometry (0 if stored) */
  double geometry_bytes_per_column; /* part of min_bytes_per_column that is
                                       geometry data */

  /* ---- the dss family (gimmik/dss.h): a "column" is one item (a face
   * node pair, or a shared node); `points` is N. */
  int layout_block;             /* 0: element-major; B: blocks of B */
  int axis;                     /* cascade pass 0, 1, 2; -1 gather */

  /* ---- the vector and axhelm families: 1 when the kernel reads its
   * scalars from memory (a const double * argument each, named as the
   * scalar) and a total writes its results as doubles
   * (gimmik/vector.h); 0: scalars are T arguments. */
  int scalar_memory;

  /* ---- the solver loop's families (axhelm, dss, vector) on CUDA: 1 when
   * the kernel waits for the grid before it in its stream before it
   * touches memory, so that it may be launched while that grid drains
   * (programmatic dependent launch, sm_90 on; docs/runtime.md). */
  int grid_wait;
} gimmik_kernel_info;

const char *gimmik_backend_name(gimmik_backend backend);   /* "cuda", "opencl", "c" */
const char *gimmik_dtype_name(gimmik_dtype dtype);         /* "f64", "f32" */
int gimmik_dtype_size(gimmik_dtype dtype);                 /* 8 or 4 */
/* Parse a name back; returns GIMMIK_ERROR_ARGUMENT naming the bad word. */
gimmik_status gimmik_backend_parse(const char *name, gimmik_backend *backend,
                                   gimmik_error *error);
gimmik_status gimmik_dtype_parse(const char *name, gimmik_dtype *dtype,
                                 gimmik_error *error);

/* Value of parameter `name`, or `fallback` when the kernel has none. */
int gimmik_kernel_param(const gimmik_kernel_info *info, const char *name,
                        int fallback);

/* Blocks in x for n columns: ceil(n / cols_per_block), or the fixed
 * grid_blocks. */
long long gimmik_kernel_grid(const gimmik_kernel_info *info, long long n);

/* The metadata as one JSON object (docs/kernels.md), malloc'd. */
char *gimmik_kernel_info_json(const gimmik_kernel_info *info);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
