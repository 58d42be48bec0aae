/*
 * gimmik/vector.h: fused vector kernels for Krylov solvers, for CUDA C,
 * OpenCL C and C (docs/solver.md).  One kernel is one pass over items
 * 0..n-1 of some arrays: assignments in order, then sums, e.g.
 *
 *     statements  "x = x + alpha*p", "r = r - alpha*w"
 *     sums        "wt*r*r", "wt*d*r*r"
 *
 * so an update and the dot products that follow it read memory once.
 * An expression is a sum or difference of products of factors; a factor
 * is an array, a scalar, a number or a parenthesised expression.  The
 * scalars are alpha, beta, gamma and delta, given at run time; every
 * other name ([a-z][a-z0-9_]*, at most 15 characters) is an array of the
 * dtype.  A statement's target is an array; later statements and the
 * sums see its new value.
 *
 * Sums are deterministic, in two stages whose order is fixed: the
 * "reduce" kernel runs a fixed grid of `blocks` blocks (a parameter, not
 * the device's size), each summing its items in a fixed order into
 * partials[block*S + s]; the "total" kernel (request.total = S) sums each
 * column s of a partials array in a fixed order into results[s].
 *
 * Kernel arguments, in order: long long n (CUDA; long in OpenCL,
 * ptrdiff_t in C), the scalars used, in the order alpha, beta, gamma,
 * delta, as T; the arrays in order of first appearance (const T * when
 * only read); then T *partials (reduce).  The total kernel takes (int
 * count, const T *partials, T *results), count partials a column.
 * info->args names them; the launch is block info->block, grid
 * gimmik_kernel_grid(info, n) (a fixed grid for reduce and total).
 *
 * Scalars in memory (request.scalar_memory = 1, info->scalar_memory):
 * each scalar used is instead a const double * argument of its own name,
 * its value read from memory where the kernel runs and taken to the
 * dtype as a T argument would be ((float) of the double for f32); the
 * total writes double *results (an f32 column's sum converted).  So a
 * scalar formed on the device from sums (a one-item pass such as "a = r
 * / q" in f64 over totals) feeds later kernels with no host in between:
 * the iterations of gimmik/solver.h's device scalars.
 */
#ifndef GIMMIK_VECTOR_H
#define GIMMIK_VECTOR_H

#include "gimmik/export.h"
#include "gimmik/generator.h"
#include "gimmik/kernel.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

enum {
  GIMMIK_VECTOR_MAX_STATEMENTS = 4,
  GIMMIK_VECTOR_MAX_SUMS = 4,
  GIMMIK_VECTOR_MAX_ARRAYS = 12, /* named by one kernel's texts */
  GIMMIK_VECTOR_SCALARS = 4      /* alpha, beta, gamma, delta */
};

typedef struct gimmik_vector_request {
  gimmik_backend backend;
  gimmik_dtype dtype;
  const char *statements[GIMMIK_VECTOR_MAX_STATEMENTS];
  int statement_count;
  const char *sums[GIMMIK_VECTOR_MAX_SUMS];
  int sum_count;
  int total;                   /* > 0: the second stage of `total` sums */
  int scalar_memory;           /* 1: scalars read from memory, totals
                                  written as doubles (above) */
  const char *variant;         /* NULL: map, reduce or total as asked */
  gimmik_param params[GIMMIK_MAX_PARAMS];
  int param_count;
  const char *kernel_name;     /* NULL: "gimmik_vector" */
} gimmik_vector_request;

/* CUDA, f64, no statements or sums. */
void gimmik_vector_request_init(gimmik_vector_request *request);

gimmik_status gimmik_vector_request_set_param(gimmik_vector_request *request,
                                              const char *name, int value,
                                              gimmik_error *error);

gimmik_status gimmik_generate_vector(const gimmik_vector_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error);
gimmik_status gimmik_vector_variants(const gimmik_vector_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error);
gimmik_status gimmik_vector_candidates(const gimmik_vector_request *request,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
