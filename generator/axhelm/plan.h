/*
 * axhelm/plan.h (internal): everything an axhelm kernel is rendered from,
 * and the axhelm row of the family model (family.h): the checked request,
 * the GLL rule and differentiation matrix rounded to the dtype, the
 * variant with its resolved parameters, the shared-memory layout
 * (computed here once, so the metadata and the template agree) and the
 * metadata.
 */
#ifndef GIMMIK_GENERATOR_AXHELM_PLAN_H
#define GIMMIK_GENERATOR_AXHELM_PLAN_H

#include <stddef.h>

#include "generator/expression.h"
#include "generator/family.h"
#include "gimmik/axhelm.h"

enum {
  AXHELM_MAX_N = GIMMIK_AXHELM_MAX_POINTS,
  AXHELM_MAX_LAYOUT_BLOCK = 4096  /* elements a layout block, as DSS's */
};

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
  int chained;      /* chain > 1: input values of the next group, arrays
                     * * n * threads */
  int chained_offset; /* staged_offset + staged */
  int total;        /* chained_offset + chained */
} axhelm_layout;

typedef struct axhelm_plan {
  gimmik_variant_plan head;                /* first: the model's part */
  gimmik_axhelm_request request;           /* as given, defaults filled in */
  int n;                                   /* points per direction */
  double d[AXHELM_MAX_N * AXHELM_MAX_N];   /* D[a][b] at a*n + b, in the dtype */
  double points[AXHELM_MAX_N];             /* GLL points, in the dtype */
  double weights[AXHELM_MAX_N];            /* GLL weights, in the dtype */
  int d_nonzeros;
  /* request.input parsed: what it names, and the statement (count 0:
   * none); its target is the array u. */
  gimmik_expression_names input_names;
  gimmik_expression input;
  gimmik_expression update;                /* request.update, names shared */
  int components_per_pass;                 /* d when fused, else 1 */
  /* Thread t works on element t % epb of its block (consecutive threads
   * on consecutive elements: lines in a blocked layout), else on element
   * t / (threads per element). */
  int element_fastest;
  int threads;                             /* per block */
  int min_blocks;                          /* CUDA launch bounds; 0: none */
  axhelm_layout layout;
} axhelm_plan;

/* An axhelm variant: the model's entry and what the family's parameters,
 * viability check and layout read of it. */
typedef struct axhelm_variant {
  gimmik_variant variant;  /* first: the model's part */
  int uses_dmem;   /* has D entries known at generation time */
  int tensor_cores; /* the mma variant: takes tshared and fuse = 2 */
  int whole_lines;  /* contracts whole lines by literal D: takes evenodd */
  /* Nodes per layer whose stored geometry a thread reads (and, with the
   * stage parameter, copies ahead); 0: the variant does not stage. */
  int stage_nodes;
  int (*threads_per_element)(const axhelm_plan *plan);
  /* Shared layout for the plan's n, dtype, epb and components per pass. */
  void (*layout)(const axhelm_plan *plan, axhelm_layout *layout);
  /* 32-bit registers of live values per thread, roughly. */
  int (*registers)(const axhelm_plan *plan);
  /* NULL, or whether the variant can serve the request at all (backend,
   * dtype, device); 0 with the reason when not. */
  int (*suits)(const axhelm_plan *plan, char *reason, size_t size);
  int fusions;     /* takes an input statement, the dot and blocked layouts */
  int chains;      /* takes chain: a block's groups of elements in turn */
  int updates;     /* takes an update statement besides the input */
} axhelm_variant;

extern const gimmik_family gimmik_axhelm_family;

/* The plan's axhelm variant (plan->head.variant is its first member). */
const axhelm_variant *gimmik_axhelm_variant(const axhelm_plan *plan);

/* Whether the request fuses anything (an input, the dot, a blocked
 * layout), which only some variants take. */
int gimmik_axhelm_fused(const gimmik_axhelm_request *request);

/* Check the request and build the variant-independent part. */
gimmik_status gimmik_axhelm_plan_prepare(const gimmik_axhelm_request *request,
                                         axhelm_plan *plan,
                                         gimmik_error *error);

/* Value of a resolved parameter, `fallback` when the plan has none. */
int gimmik_axhelm_plan_param(const axhelm_plan *plan, const char *name,
                             int fallback);

/* Flops and minimum bytes per element (gimmik/axhelm.h says how they are
 * counted), into the metadata. */
void gimmik_axhelm_plan_costs(axhelm_plan *plan);

/* The variants, NULL-terminated, the default first (variants.c). */
extern const gimmik_variant *const gimmik_axhelm_variants_table[];

/* The parameters every variant lists, each applying where it says
 * (params.c), and how the free ones are chosen. */
extern const gimmik_param_spec *const gimmik_axhelm_params[];
enum { AXHELM_PARAM_COUNT = 9 };
void gimmik_axhelm_choose(gimmik_variant_plan *plan, unsigned fixed);

/* Whether the resolved plan is viable: threads, shared memory, registers
 * (variants.c); fills the layout, threads and register estimate. */
int gimmik_axhelm_viable(gimmik_variant_plan *plan, char *reason,
                         size_t size);

/* Elements per block for about 64 threads (at most 128): the target the
 * defaults start from and the tuner sweeps around (params.c). */
int gimmik_axhelm_target_epb(const axhelm_plan *plan);

/* Registers one thread may hold (the hardware's 255) and one
 * multiprocessor holds (64 Ki, shared by its resident blocks). */
enum { AXHELM_REGISTER_BUDGET = 255, AXHELM_BLOCK_REGISTERS = 65536 };

/* The table the templates read, `plan` (context.c): backend, dtype,
 * variant, kernel_name, points (N), fields (d), equation ("poisson" |
 * "helmholtz"), coefficients ("constant" | "per-node"), geometry
 * ("stored" | "parallelepiped" | "trilinear"), lambda0, lambda1 (the
 * constants), input (nil, or the statement: an expression of
 * expression.h with the names arrays, scalar_names and scalars_used),
 * dot (boolean), scalar_memory (boolean), layout_block,
 * element_fastest (boolean), threads (per
 * block), min_blocks (CUDA __launch_bounds__ blocks per
 * multiprocessor, 0: none), components_per_pass, params =
 * {name = value} (those the variant takes), D[a*N + b + 1] = D[a][b],
 * x[i + 1] and w[i + 1] the GLL points and weights (all rounded to the
 * dtype), layout = {pitch, tables, slot_stride, staged, staged_offset,
 * warp_copies, total, rlines_swapped, buffers[b + 1] = {row, layer}} in
 * values of the dtype. */
void gimmik_axhelm_context_push(lua_State *lua, const void *plan);

#endif
