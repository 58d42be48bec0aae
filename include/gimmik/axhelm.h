/*
 * gimmik/axhelm.h: fully unrolled kernels for the sum-factorised Poisson /
 * Helmholtz operator on hexahedra (docs/axhelm.md), for CUDA C and
 * OpenCL C, with the GLL differentiation matrix D embedded as exact
 * literals.
 *
 * The operator.  N = p + 1 GLL points per direction; node (i, j, k) of an
 * element is i + N*j + N*N*k (i fastest, along r); element e's values of
 * one field component are u[e*N^3 + node].  Per element and component:
 *     ur = sum_m D[i][m] u[m,j,k]   us = sum_m D[j][m] u[i,m,k]
 *     ut = sum_m D[k][m] u[i,j,m]
 *     [gr gs gt] = lambda0 * G * [ur us ut]           (G symmetric, per node)
 *     Au[i,j,k] = sum_m D[m][i] gr[m,j,k] + D[m][j] gs[i,m,k] + D[m][k] gt[i,j,m]
 *                 (+ lambda1 * GwJ * u[i,j,k]        for Helmholtz)
 * with G = w_i w_j w_k detJ J^-1 J^-T and GwJ = w_i w_j w_k detJ
 * (gimmik/hex_mesh.h has the geometry conventions and computes every
 * geometry array below from vertex coordinates).  Vector fields (d = 3)
 * apply the same operator to each component c, stored at
 * u[c*field_stride + e*N^3 + node]; lambda0 and lambda1 are shared by the
 * components.
 *
 * Kernel arguments, in this order (T = double or float as the dtype;
 * int64 = long long in CUDA, long in OpenCL):
 *     int elements                 number of elements E (>= 1) applied to
 *     int first                    the first of them: elements first ..
 *                                  first + E - 1 of the arrays, whose
 *                                  sizes below are for first + E
 *                                  (blocked: first a multiple of B)
 *     int64 field_stride           d = 3 only: distance between components,
 *                                  >= E*N^3
 *     const T *geometry            one of, by geometry mode:
 *         stored:          ggeo[(e*7 + f)*N^3 + node]   (Nek layout;
 *                          blocked: ((e/B)*7*N^3 + f*N^3 + node)*B + e%B)
 *         parallelepiped:  pgeo[e*7 + f]                (7 per element)
 *         trilinear:       vertices[(e*8 + v)*3 + xyz]  (24 per element)
 *     const T *lambda0             per-node coefficients only: lambda0[e*N^3 + node]
 *     const T *lambda1             per-node Helmholtz only:    lambda1[e*N^3 + node]
 *     T alpha, beta, ...           an input's scalars, in that order
 *                                  (const double * with scalar_memory)
 *     const T *a, *b, ...          an input's arrays but its target, in
 *                                  order of first appearance
 *     const T *u                   d*field_stride (d = 1: E*N^3) values;
 *                                  with an input T *u, its target
 *     T *au                        likewise; written, never read
 *     T *partials                  the dot: one value a block of the
 *                                  range, from partials[0]
 * The metadata's `args` lists the names in order (an input's arrays and
 * scalars by their own names).  Launch: block info->block (1-D), grid
 * gimmik_kernel_grid(info, E) blocks in x, info->shared_bytes of dynamic
 * shared memory (CUDA; OpenCL kernels declare their local memory).
 * Poisson kernels never read GwJ.
 *
 * Fusions (lines, mma and cells take them; layers and nodes refuse):
 *   input   a statement of gimmik/vector.h's language, e.g.
 *           "p = d*r + beta*p": where the kernel would load u it
 *           evaluates the statement, stores the value to the target
 *           (from the thread that owns the element) and applies the
 *           operator to it; the target is the argument u.  Its arrays
 *           are laid out like u.
 *   update  with an input, a statement evaluated first at the same
 *           nodes from the same loads, e.g. "x = x + alpha*p" before
 *           "p = d*r + beta*p" (CG's solution update from the old
 *           direction, where the new one is formed); it stores to an
 *           array of its own (an argument among the input's arrays, T *,
 *           not const) from the thread that owns the element; the input
 *           may not read it.  lines and cells take it.
 *   dot     each block also sums u.Au over its elements' nodes in a
 *           fixed order (as ur gr + us gs + ut gt (+ hm u u), equal to
 *           u.Au to rounding) into partials[block]; a second stage (the
 *           vector family's total) sums those.
 *   scalar_memory  with an input or the dot, 1: each scalar of the
 *           input and the update is a const double * argument instead,
 *           read where the kernel runs and taken to the dtype as a T
 *           argument would be, and the dot's total is a double
 *           (gimmik/vector.h's scalars in memory): a scalar formed on
 *           the device feeds the operator, and the operator's dot the
 *           next scalar, with no host in between.
 *   layout_block  B > 0 lays u, au and the input's arrays out in blocks
 *           of B elements (gimmik/dss.h): node `node` of element e at
 *           ((e/B)*N^3 + node)*B + e%B, the last block padded whole
 *           (never written); lines then puts consecutive threads on
 *           consecutive elements, mma loads and stores through shared
 *           memory.  Stored factors follow it (above); per-node
 *           lambdas stay element-major and refuse it; so does mma's
 *           fuse = 2.
 *
 * Variants (all fully unrolled; gimmik_axhelm_variants lists them with
 * their viability for a request):
 *   layers  N x N threads per element walk the k-layers: each thread keeps
 *           its column u[i,j,:] and Au[i,j,:] in registers, layer slices
 *           of u, gr and gs pass through shared memory; the t contractions
 *           use literal D, the r and s contractions D rows from a
 *           shared-memory copy (the row depends on the thread).
 *   lines   N x N threads per element; the element goes through shared
 *           memory and every thread owns one line per direction (its
 *           column for t, a row for r and for s), so every contraction is
 *           a register-only unrolled product with literal D.
 *   nodes   N^3 threads per element, one node each, D rows from a
 *           shared-memory copy (N <= 10: at most 1024 threads).
 *   mma     CUDA, double, sm_80+: FP64 tensor cores (mma.sync m8n8k4)
 *           for the r and s contractions and their transposes.  The
 *           (i, j) plane is padded to 8 ceil(N/8) and cut into 8 x 8
 *           tiles, one warp each; every lane keeps its two nodes of each
 *           layer in registers (t contractions with literal D) and the
 *           layers of u, gr and gs pass through shared memory.
 * Parameters: epb (elements per block), dmem, fuse, tshared, evenodd,
 * stage, stagewarp and regs.  Which variant and request each applies to,
 * its range, default and meaning: docs/axhelm.md, and for a request
 * gimmik_axhelm_variants (`gimmikc axhelm --list-variants`); evenodd and
 * stagewarp are refinements (gimmik_candidate).
 *
 * Flops and bytes per element, in the metadata (gimmik/kernel.h): flops =
 * d*(12 N^2 nnz(D) + 15 N^3 + 3 N^3 [lambda0 applied per node, except
 * trilinear] + 3 N^3 [Helmholtz]) + geometry flops, where the geometry
 * flops are 0 for stored, 7 N^3 (+N^3 Helmholtz) for parallelepiped and,
 * for trilinear, 82 N^3 for d = 3 and 64 N^3 for d = 1 (+N^3 per-node
 * lambda0, +N^3 Helmholtz).  Trilinear per node: J 12, adjugate A 27,
 * detJ 5, reciprocal 1, weight 1, then d = 3 forms G = inv A A^T (six dot
 * products 30, six scalings 6) while d = 1 never forms it: A^T u takes
 * the 15 counted for G u, A times that 15 and the scaling by inv 3; a
 * per-node lambda0 is one multiply into inv.  The counts are of these
 * direct forms (lines and layers evaluate the adjugate and detJ along a
 * column as polynomials in t, with fewer).  An input adds its operations
 * per node and component, the dot 6 (9 for Helmholtz).  min_bytes =
 * sizeof(T) * (F d N^3 + N^3 per lambda array + geometry), F being 2 (u
 * and au) or, with an input, 2 + the arrays it loads (its target stored
 * and au), the geometry (6 + [Helmholtz]) N^3 stored, 6 + [Helmholtz]
 * parallelepiped, 24 trilinear.
 */
#ifndef GIMMIK_AXHELM_H
#define GIMMIK_AXHELM_H

#include <stdio.h>

#include "gimmik/export.h"
#include "gimmik/generator.h"
#include "gimmik/kernel.h"

#ifdef __cplusplus
extern "C" {
#endif
GIMMIK_API_BEGIN

enum {
  GIMMIK_AXHELM_MIN_POINTS = 2,
  GIMMIK_AXHELM_MAX_POINTS = 16
};

typedef enum gimmik_axhelm_equation {
  GIMMIK_AXHELM_POISSON = 0, /* Au = lambda0 * stiffness(u) */
  GIMMIK_AXHELM_HELMHOLTZ    /* ... + lambda1 * GwJ * u */
} gimmik_axhelm_equation;

typedef enum gimmik_axhelm_coefficients {
  GIMMIK_AXHELM_CONSTANT = 0, /* lambda0, lambda1 folded into the kernel */
  GIMMIK_AXHELM_PER_NODE      /* lambda0 (and lambda1) arrays, one per node */
} gimmik_axhelm_coefficients;

typedef enum gimmik_axhelm_geometry {
  GIMMIK_AXHELM_STORED = 0,      /* ggeo: 7 factors per node */
  GIMMIK_AXHELM_PARALLELEPIPED,  /* pgeo: 7 numbers per affine element */
  GIMMIK_AXHELM_TRILINEAR        /* the 8 vertices, geometry recomputed */
} gimmik_axhelm_geometry;

typedef struct gimmik_axhelm_request {
  gimmik_backend backend;        /* CUDA or OpenCL */
  gimmik_dtype dtype;
  int points;                    /* N = p + 1, 2..16 */
  int fields;                    /* d: 1 or 3 */
  gimmik_axhelm_equation equation;
  gimmik_axhelm_coefficients coefficients;
  double lambda0, lambda1;       /* the constants (coefficients CONSTANT);
                                    lambda1 is ignored for Poisson */
  gimmik_axhelm_geometry geometry;
  /* Fusions (lines, mma and cells take them; see above). */
  const char *input;             /* NULL, or a statement whose target is u */
  const char *update;            /* NULL, or a statement evaluated before
                                  * the input (lines and cells) */
  int dot;                       /* 1: also u.Au, one partial a block */
  int scalar_memory;             /* 1: the statements' scalars read from
                                  * memory (see above) */
  int layout_block;              /* 0: element-major; B > 0: blocked */
  const char *variant;           /* NULL: the default for N */
  gimmik_param params[GIMMIK_MAX_PARAMS]; /* overrides of the defaults */
  int param_count;
  const char *kernel_name;       /* NULL: "gimmik_axhelm" */
  int compute_capability;        /* CUDA target, major*10 + minor (90 for
                                  * sm_90); 0: not known, every variant
                                  * offered (mma then needs sm_80+) */
} gimmik_axhelm_request;

/* CUDA, f64, N = 8, d = 1, Poisson with constant lambda0 = 1, stored
 * geometry, default variant. */
void gimmik_axhelm_request_init(gimmik_axhelm_request *request);

/* Add or replace a parameter override ("epb", 2). */
gimmik_status gimmik_axhelm_request_set_param(gimmik_axhelm_request *request,
                                              const char *name, int value,
                                              gimmik_error *error);

/* Names for messages, tables and files: "poisson", "per-node", "trilinear". */
const char *gimmik_axhelm_equation_name(gimmik_axhelm_equation equation);
const char *gimmik_axhelm_coefficients_name(gimmik_axhelm_coefficients c);
const char *gimmik_axhelm_geometry_name(gimmik_axhelm_geometry geometry);
gimmik_status gimmik_axhelm_geometry_parse(const char *name,
                                           gimmik_axhelm_geometry *geometry,
                                           gimmik_error *error);

/* Render the kernel; the result's metadata has family "axhelm".  A bad
 * request is GIMMIK_ERROR_ARGUMENT naming the field; a variant that cannot
 * serve it (threads, shared memory, registers) GIMMIK_ERROR_UNSUPPORTED
 * with the reason. */
gimmik_status gimmik_generate_axhelm(const gimmik_axhelm_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error);

/* Every axhelm variant as it applies to the request (whose variant and
 * params are ignored); *reports is malloc'd. */
gimmik_status gimmik_axhelm_variants(const gimmik_axhelm_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error);

/* Every viable candidate for the request (whose variant and params are
 * ignored); *candidates is malloc'd.  evenodd and stagewarp are
 * refinements (gimmik_candidate in gimmik/generator.h). */
gimmik_status gimmik_axhelm_candidates(const gimmik_axhelm_request *request,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error);

GIMMIK_API_END
#ifdef __cplusplus
}
#endif

#endif
