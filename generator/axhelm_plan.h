/*
 * axhelm_plan.h (internal): everything an axhelm kernel is rendered from:
 * the checked request, the GLL rule and differentiation matrix rounded to
 * the dtype, the variant with its resolved parameters, the shared-memory
 * layout (computed here once, so the metadata and the template agree) and
 * the metadata.
 */
#ifndef GIMMIK_GENERATOR_AXHELM_PLAN_H
#define GIMMIK_GENERATOR_AXHELM_PLAN_H

#include <stddef.h>

#include "gimmik/axhelm.h"

enum { AXHELM_MAX_N = GIMMIK_AXHELM_MAX_POINTS };

typedef struct axhelm_variant axhelm_variant;

/* Shared memory, in elements of the dtype.  Each block holds `tables`
 * values first (copies of D and D^T where a variant indexes D by thread),
 * then one slot of `slot_stride` values per element of the block, then,
 * from `staged_offset`, `staged` values of stored geometry copied ahead
 * (the stage parameter). */
typedef struct axhelm_layout {
  int pitch;        /* row pitch of an element's layers (mma) */
  /* lines: the strides of s and t in its two element buffers (r's is 1),
   * and whether thread (i, j) owns the r-line at s = j, t = i (else at
   * s = i, t = j); chosen so the accesses do not collide in a bank. */
  int row[2], layer[2];
  int rlines_swapped;
  int tables;       /* values before the first slot */
  int slot_stride;  /* values per element slot */
  int staged;       /* stage * values per node * stage_nodes * threads */
  int staged_offset; /* tables + epb * slot_stride, rounded up to 16 bytes
                      * when warps copy the staged geometry */
  int warp_copies;  /* 1: a warp's lanes copy its staged geometry 16 bytes
                     * at a time (stagewarp); 0: each thread its own */
  int total;        /* staged_offset + staged */
} axhelm_layout;

typedef struct axhelm_plan {
  gimmik_axhelm_request request; /* as given, defaults filled in */
  const axhelm_variant *variant;
  gimmik_param params[GIMMIK_MAX_PARAMS]; /* resolved: defaults + overrides */
  int param_count;
  int n;                                   /* points per direction */
  double d[AXHELM_MAX_N * AXHELM_MAX_N];   /* D[a][b] at a*n + b, in the dtype */
  double points[AXHELM_MAX_N];             /* GLL points, in the dtype */
  double weights[AXHELM_MAX_N];            /* GLL weights, in the dtype */
  int d_nonzeros;
  int components_per_pass;                 /* d when fused, else 1 */
  int threads;                             /* per block */
  int min_blocks;                          /* CUDA launch bounds; 0: none */
  int register_estimate;                   /* 32-bit registers per thread */
  axhelm_layout layout;
  gimmik_kernel_info info;
} axhelm_plan;

/* Check the request and build the variant-independent part. */
gimmik_status gimmik_axhelm_plan_prepare(const gimmik_axhelm_request *request,
                                  axhelm_plan *plan, gimmik_error *error);

/* Choose the variant (NULL: the default) and its parameters, check
 * viability and fill in the metadata.  Not viable: GIMMIK_ERROR_UNSUPPORTED
 * with the reason. */
gimmik_status gimmik_axhelm_plan_choose(axhelm_plan *plan, const char *variant,
                                 const gimmik_param *overrides,
                                 int override_count, gimmik_error *error);

/* Value of a resolved parameter, `fallback` when the plan has none. */
int gimmik_axhelm_plan_param(const axhelm_plan *plan, const char *name, int fallback);

/* Flops and minimum bytes per element (gimmik/axhelm.h says how they are
 * counted), into the metadata. */
void gimmik_axhelm_plan_costs(axhelm_plan *plan);

#endif
