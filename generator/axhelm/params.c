/*
 * axhelm/params.c: the axhelm parameters, one table entry each: what it
 * means, its range, the variants and requests it applies to, its default
 * and the values the autotuner sweeps (family.h).  The measurements
 * behind the defaults and sweeps are in docs/performance.md.
 */
#include <stdio.h>
#include <string.h>

#include "generator/axhelm/plan.h"

static const axhelm_plan *axhelm(const gimmik_variant_plan *head) {
  return (const axhelm_plan *)head;
}

static const axhelm_variant *variant_of(const gimmik_variant_plan *head) {
  return gimmik_axhelm_variant(axhelm(head));
}

static int epb(const axhelm_plan *plan) {
  return gimmik_axhelm_plan_param(plan, "epb", 1);
}

/* ---- when each parameter applies ---------------------------------------- */

static int takes_dmem(const gimmik_variant_plan *head) {
  return variant_of(head)->uses_dmem;
}

static int vector_field(const gimmik_variant_plan *head) {
  return axhelm(head)->request.fields == 3;
}

static int tensor_cores(const gimmik_variant_plan *head) {
  return variant_of(head)->tensor_cores;
}

static int whole_lines(const gimmik_variant_plan *head) {
  return variant_of(head)->whole_lines;
}

static int on_cuda(const gimmik_variant_plan *head) {
  return head->backend == GIMMIK_BACKEND_CUDA;
}

/* cp.async staging: CUDA, stored geometry, a variant that stages. */
static int takes_stage(const gimmik_variant_plan *head) {
  return variant_of(head)->stage_nodes > 0 && on_cuda(head) &&
         axhelm(head)->request.geometry == GIMMIK_AXHELM_STORED;
}

/* 16-byte copies need every staged row (the N^2 values of one layer of
 * one stored array) to start on 16 bytes, as the element-major stored
 * layout has at even N (a blocked one strides them B apart); a lane's
 * two mma nodes are not a warp's row.  f64, two values a copy, is not
 * offered: the pieces' addresses cost registers the copies do not
 * repay. */
static int takes_stagewarp(const gimmik_variant_plan *head) {
  return takes_stage(head) && variant_of(head)->stage_nodes == 1 &&
         head->dtype == GIMMIK_F32 && axhelm(head)->n % 2 == 0 &&
         axhelm(head)->request.layout_block == 0;
}

/* Groups in turn, the next one's inputs copied ahead: CUDA lines with an
 * input statement on one component, geometry not stored (whose own
 * staging holds the shared memory). */
static int takes_chain(const gimmik_variant_plan *head) {
  const gimmik_axhelm_request *request = &axhelm(head)->request;
  return variant_of(head)->chains && on_cuda(head) && request->input &&
         request->fields == 1 && request->geometry != GIMMIK_AXHELM_STORED;
}

/* ---- defaults ------------------------------------------------------------ */

/* In a blocked layout, enough elements that a block's loads of one node
 * fill 32-byte sectors (4 doubles, 8 floats), within 1024 threads. */
int gimmik_axhelm_target_epb(const axhelm_plan *plan) {
  int per_element = gimmik_axhelm_variant(plan)->threads_per_element(plan);
  int count = 1;
  while (count * per_element < 64 && count < 128) count *= 2;
  if (plan->request.layout_block > 0) {
    int sector = 32 / gimmik_dtype_size(plan->request.dtype);
    while (count < sector && 2 * count * per_element <= 1024) count *= 2;
  }
  return count;
}

/* Four layers ahead where cp.async is known to exist (sm_80+); where the
 * device is not known, none, so the kernel also runs before sm_80. */
static int default_stage(const gimmik_variant_plan *head) {
  int n = axhelm(head)->n;
  if (axhelm(head)->request.compute_capability < 80) return 0;
  return n < 4 ? n : 4;
}

/* ---- sweeps -------------------------------------------------------------- */

/* One element alone, and half, the same, double and four times the
 * target. */
static int sweep_epb(const gimmik_variant_plan *head, int values[]) {
  int target = gimmik_axhelm_target_epb(axhelm(head)), count = 0;
  if (target > 2) values[count++] = 1;
  for (int value = target > 1 ? target / 2 : 1; value <= target * 4;
       value *= 2)
    values[count++] = value;
  return count;
}

static int sweep_fuse(const gimmik_variant_plan *head, int values[]) {
  values[0] = 1;
  values[1] = 0;
  values[2] = 2;
  return tensor_cores(head) ? 3 : 2;
}

/* Loaded where used, or rings of 2, 4 and 6 layers; over 6 points also
 * all N layers at once, so no refill waits at the end of the walk. */
static int sweep_stage(const gimmik_variant_plan *head, int values[]) {
  int n = axhelm(head)->n, count = 0;
  for (int value = 0; value <= 6 && value <= n; value += 2)
    values[count++] = value;
  if (n > 6) values[count++] = n;
  return count;
}

/* ---- the table ----------------------------------------------------------- */

static int on_gpu(const gimmik_variant_plan *head) {
  return head->backend != GIMMIK_BACKEND_C;
}

static const gimmik_param_spec epb_spec = {
    "epb", "elements per block", 1, 256, 1, 0, on_gpu, NULL, sweep_epb, 0,
    {0}};

static const gimmik_param_spec dmem_spec = {
    "dmem", "0: D entries known at generation time are literals, 1: read "
    "from a __constant__ table", 0, 1, 0, 0, takes_dmem, NULL, NULL, 2,
    {0, 1}};

static const gimmik_param_spec fuse_spec = {
    "fuse", "d = 3: 1 the components share each geometry load, 0 one "
    "component at a time, 2 (mma) each component on warps of its own, "
    "sharing the geometry through L1", 0, 2, 1, 0, vector_field, NULL,
    sweep_fuse, 0, {0}};

static const gimmik_param_spec tshared_spec = {
    "tshared", "mma: 0 the t contraction reads a column of u kept in "
    "registers, 1 it reads u from shared memory (fewer registers)", 0, 1,
    0, 0, tensor_cores, NULL, NULL, 2, {0, 1}};

static const gimmik_param_spec evenodd_spec = {
    "evenodd", "1: each line contraction by literal D splits the line into "
    "even and odd parts about its middle (about half the operations: D on "
    "GLL points is centro-antisymmetric), 0: N products per value; a "
    "refinement: which wins depends on the compiler's register allocation",
    0, 1, 1, 1, whole_lines, NULL, NULL, 2, {1, 0}};

static const gimmik_param_spec stage_spec = {
    "stage", "CUDA, stored geometry: k-layers of each thread's geometry "
    "copied ahead into shared memory with cp.async (sm_80+; 0: loaded "
    "where used)", 0, AXHELM_MAX_N, 0, 0, takes_stage, default_stage,
    sweep_stage, 0, {0}};

static const gimmik_param_spec stagewarp_spec = {
    "stagewarp", "CUDA, f32, stored geometry at even N (lines): 1 a warp's "
    "lanes share 16-byte copies of the geometry they stage, 0 each thread "
    "copies its own values; a refinement", 0, 1, 1, 1, takes_stagewarp,
    NULL, NULL, 2, {1, 0}};

static const gimmik_param_spec chain_spec = {
    "chain", "CUDA, an input statement (lines): a block works through "
    "chain groups of epb elements in turn, the next group's input arrays "
    "copied into shared memory with cp.async while it computes (sm_80+; "
    "0: one group a block); a refinement", 0, 16, 0, 1, takes_chain,
    NULL, NULL, 2, {0, 2}};

static const gimmik_param_spec regs_spec = {
    "regs", "CUDA: registers per thread to stay under (0: the compiler's "
    "choice), through __launch_bounds__ blocks per multiprocessor", 0, 255,
    0, 0, on_cuda, NULL, NULL, 3, {0, 128, 96}};

const gimmik_param_spec *const gimmik_axhelm_params[AXHELM_PARAM_COUNT] = {
    &epb_spec,   &dmem_spec,  &fuse_spec,      &tshared_spec,
    &evenodd_spec, &stage_spec, &stagewarp_spec, &regs_spec, &chain_spec};

/* ---- choosing the free parameters ---------------------------------------- */

/* Halve epb (when free) until the plan is viable or epb is 1. */
static int shrink_epb(gimmik_variant_plan *head, int epb_fixed) {
  char reason[GIMMIK_REASON_SIZE];
  while (!gimmik_axhelm_viable(head, reason, sizeof reason)) {
    if (epb_fixed || epb(axhelm(head)) == 1) return 0;
    gimmik_plan_set_param(head, "epb", epb(axhelm(head)) / 2);
  }
  return 1;
}

/* The target epb (after the overrides: with fuse = 2 an element has more
 * threads); where that is not viable, a smaller epb; then, each in turn
 * and again from the target epb, stage 0, chain 0, tshared 1 and fuse 0 (where
 * the plan has them and the caller left them free). */
void gimmik_axhelm_choose(gimmik_variant_plan *head, unsigned fixed) {
  static const gimmik_param fallbacks[] = {
      {"stage", 0}, {"chain", 0}, {"tshared", 1}, {"fuse", 0}};
  int epb_at = gimmik_plan_param_index(head, "epb");
  int epb_fixed = epb_at < 0 || ((fixed >> epb_at) & 1u);
  if (!epb_fixed)
    head->params[epb_at].value = gimmik_axhelm_target_epb(axhelm(head));
  int start = epb(axhelm(head));
  if (shrink_epb(head, epb_fixed)) return;
  for (size_t f = 0; f < sizeof fallbacks / sizeof fallbacks[0]; f++) {
    int at = gimmik_plan_param_index(head, fallbacks[f].name);
    if (at < 0 || ((fixed >> at) & 1u)) continue;
    head->params[at].value = fallbacks[f].value;
    gimmik_plan_set_param(head, "epb", start);
    if (shrink_epb(head, epb_fixed)) return;
  }
}
