/* vector/variants.c: the vector variants and their parameters: the
 * vector family's table (family.h). */
#include <stdio.h>

#include "generator/vector/plan.h"

#define ALL_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL) |             \
   (1u << GIMMIK_BACKEND_C))

static const vector_plan *vector(const gimmik_variant_plan *head) {
  return (const vector_plan *)head;
}

static int on_gpu(const gimmik_variant_plan *head) {
  return head->backend != GIMMIK_BACKEND_C;
}

static const gimmik_param_spec threads_spec = {
    "threads", "threads per block", 32, 1024, 256, 0, on_gpu, NULL, NULL, 3,
    {128, 256, 512}};

/* A power of two, so the blocks' tree sums halve evenly. */
static const gimmik_param_spec tree_threads_spec = {
    "threads", "threads per block (a power of two)", 32, 1024, 256, 0,
    on_gpu, NULL, NULL, 3, {128, 256, 512}};

static const gimmik_param_spec blocks_spec = {
    "blocks", "blocks of the fixed grid (C: chunks), each one partial sum",
    1, 65536, 1024, 0, NULL, NULL, NULL, 3, {256, 1024, 4096}};

/* A reduce's thread has one item's loads in flight at a time unless it
 * takes several together; its sums add them in the same order either
 * way. */
static const gimmik_param_spec unroll_spec = {
    "unroll", "items a thread takes together, their loads issued at once "
    "(GPU; the sums' order unchanged); a refinement", 1, 8, 1, 1, on_gpu,
    NULL, NULL, 3, {1, 2, 4}};

static const gimmik_param_spec *const map_params[] = {&threads_spec};
static const gimmik_param_spec *const reduce_params[] = {
    &tree_threads_spec, &blocks_spec, &unroll_spec};
static const gimmik_param_spec *const total_params[] = {&tree_threads_spec};

static int power_of_two(const gimmik_variant_plan *head, char *reason,
                        size_t size) {
  int threads = gimmik_plan_param(head, "threads", 1);
  if (threads & (threads - 1)) {
    snprintf(reason, size, "threads = %d: the tree sums need a power of two",
             threads);
    return 0;
  }
  return 1;
}

static int map_viable(gimmik_variant_plan *head, char *reason, size_t size) {
  const gimmik_vector_request *request = &vector(head)->request;
  if (request->sum_count > 0 || request->total > 0) {
    snprintf(reason, size, "map has statements only, no sums");
    return 0;
  }
  return 1;
}

static int reduce_viable(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  if (vector(head)->request.sum_count == 0) {
    snprintf(reason, size, "reduce computes sums; this kernel has none");
    return 0;
  }
  return power_of_two(head, reason, size);
}

static int total_viable(gimmik_variant_plan *head, char *reason,
                        size_t size) {
  if (vector(head)->request.total == 0) {
    snprintf(reason, size, "total sums partials (request.total > 0)");
    return 0;
  }
  return power_of_two(head, reason, size);
}

/* map: one item a thread.  reduce: a fixed grid of `blocks`.  total:
 * one block.  On C, one "thread" loops over everything. */
static void geometry(gimmik_variant_plan *head) {
  gimmik_kernel_info *info = &head->info;
  int threads = gimmik_plan_param(head, "threads", 1);
  info->block[0] = threads;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block = threads;
  info->grid_wait = head->backend == GIMMIK_BACKEND_CUDA;
  info->shared_bytes = 0;
  const gimmik_vector_request *request = &vector(head)->request;
  int sums = request->total > 0 ? request->total : request->sum_count;
  if (sums > 0 && head->backend != GIMMIK_BACKEND_C) {
    info->grid_blocks = request->total > 0
                            ? 1 : gimmik_plan_param(head, "blocks", 1);
    info->shared_bytes = threads * sums * gimmik_dtype_size(head->dtype);
  }
}

static const gimmik_variant map = {
    "map", "assignments, one item a thread", ALL_BACKENDS,
    GIMMIK_PARAMS(map_params), NULL, map_viable, geometry};

static const gimmik_variant reduce = {
    "reduce", "assignments and sums over a fixed grid: each block's items "
    "in a fixed order, then a tree, one partial a block",
    ALL_BACKENDS, GIMMIK_PARAMS(reduce_params), NULL, reduce_viable, geometry};

static const gimmik_variant total = {
    "total", "the second stage: each column of partial sums summed by one "
    "block in a fixed order", ALL_BACKENDS, GIMMIK_PARAMS(total_params), NULL,
    total_viable, geometry};

const gimmik_variant *const gimmik_vector_variants_table[] = {&map, &reduce,
                                                              &total, NULL};

int gimmik_vector_defaults(const gimmik_variant_plan *head,
                           const gimmik_variant *order[]) {
  const gimmik_vector_request *request = &vector(head)->request;
  order[0] = request->total > 0 ? &total
             : request->sum_count > 0 ? &reduce : &map;
  return 1;
}
