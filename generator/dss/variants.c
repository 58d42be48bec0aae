/* dss/variants.c: the DSS variants and their parameters: the dss
 * family's table (family.h). */
#include <stdio.h>

#include "generator/dss/plan.h"

#define ALL_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL) |             \
   (1u << GIMMIK_BACKEND_C))

static const dss_plan *dss(const gimmik_variant_plan *head) {
  return (const dss_plan *)head;
}

static int on_gpu(const gimmik_variant_plan *head) {
  return head->backend != GIMMIK_BACKEND_C;
}

/* Element-major keeps a face's nodes together, so consecutive threads
 * take consecutive nodes of a face; a blocked layout keeps B neighbours'
 * copies of a node together, so they take the B elements of a block
 * (docs/solver.md, what a warp touches). */
static int default_order(const gimmik_variant_plan *head) {
  return dss(head)->request.layout_block > 0 ? 2 : 0;
}

/* Order 2 walks the elements of a block: blocked layouts only. */
static int order_sweep(const gimmik_variant_plan *head,
                       int values[GIMMIK_SWEEP_MAX]) {
  int count = dss(head)->request.layout_block > 0 ? 3 : 2;
  for (int v = 0; v < count; v++) values[v] = v;
  return count;
}

/* Two items a lane in a blocked layout, whose warps' runs are whole
 * sectors: twice the bytes in flight for the same threads. */
static int default_items(const gimmik_variant_plan *head) {
  return dss(head)->request.layout_block > 0 && on_gpu(head) ? 2 : 1;
}

static const gimmik_param_spec threads_spec = {
    "threads", "threads per block", 32, 1024, 256, 0, on_gpu, NULL, NULL, 3,
    {128, 256, 512}};

static const gimmik_param_spec order_spec = {
    "order", "0: consecutive threads take consecutive nodes of a face, "
    "1: the same node of consecutive pairs or positions, 2 (blocked): the "
    "same node of the B elements of a block, block by block", 0, 2, 0, 0,
    NULL, default_order, order_sweep, 0, {0}};

static const gimmik_param_spec cascade_items_spec = {
    "items", "face nodes a thread takes, their loads issued together", 1,
    8, 1, 0, NULL, default_items, NULL, 3, {1, 2, 4}};

static const gimmik_param_spec items_spec = {
    "items", "shared nodes of two copies a thread takes (of four or eight, "
    "as many copies in all), their loads issued together", 1,
    8, 1, 0, NULL, default_items, NULL, 3, {1, 2, 4}};

static int on_cuda(const gimmik_variant_plan *head) {
  return head->backend == GIMMIK_BACKEND_CUDA;
}

#define HINTS_MEANING                                                        \
  "how u is read and written: 0 plainly, 1 evict-first (each copy is "      \
  "touched once), 2 loads that ask L2 for the 256 bytes around them"

/* A refinement: whether evict-first or wide L2 fetches help a kernel's
 * read-modify-write runs depends on the layout's run lengths and on what
 * the last pass left dirty in L2, which only the device tells. */
static const gimmik_param_spec hints_spec = {
    "hints", HINTS_MEANING " (the lists' too)", 0, 2, 0, 1, on_cuda, NULL,
    NULL, 3, {0, 1, 2}};

/* The cascade's orders add 3 (blocked): a lane's items are the same
 * element in consecutive runs, so a warp's loads of one item after
 * another continue in memory wherever the face's nodes do (the y and z
 * faces). */
static int cascade_order_sweep(const gimmik_variant_plan *head,
                               int values[GIMMIK_SWEEP_MAX]) {
  int count = order_sweep(head, values);
  if (dss(head)->request.layout_block > 0) values[count++] = 3;
  return count;
}

static const gimmik_param_spec cascade_order_spec = {
    "order", "0: consecutive threads take consecutive nodes of a face, "
    "1: the same node of consecutive pairs, 2 (blocked): the same node of "
    "the B elements of a block, block by block, a thread's items far "
    "apart, 3 (blocked): as 2, a thread's items in consecutive nodes", 0, 3,
    0, 0, NULL, default_order, cascade_order_sweep, 0, {0}};

/* The cascade adds 3: the wide loads of 2 and an L2 prefetch of the
 * copies of the position one wave of a large GPU ahead, for passes whose
 * loads alone keep too few bytes in flight (dss/common.lua). */
static const gimmik_param_spec cascade_hints_spec = {
    "hints", HINTS_MEANING ", 3 as 2 with L2 prefetches a wave ahead", 0, 3,
    0, 1, on_cuda, NULL, NULL, 4, {0, 1, 2, 3}};

static const gimmik_param_spec *const cascade_params[] = {
    &threads_spec, &cascade_order_spec, &cascade_items_spec,
    &cascade_hints_spec};
static const gimmik_param_spec sweep_spec = {
    "sweep", "0: one class of shared nodes after another over the whole "
    "field, 1: the slabs of elements along z in turn, every class in each",
    0, 1, 1, 0, NULL, NULL, NULL, 2, {0, 1}};

static const gimmik_param_spec *const direct_params[] = {
    &threads_spec, &order_spec, &items_spec, &sweep_spec, &hints_spec};
static const gimmik_param_spec unroll_spec = {
    "unroll", "1: straight-line code for nodes of 2, 4 and 8 copies, every "
    "load issued at once; 0: a loop for every count", 0, 1, 1, 0, NULL,
    NULL, NULL, 2, {0, 1}};

static const gimmik_param_spec *const gather_params[] = {
    &threads_spec, &unroll_spec, &hints_spec};
/* Pack and unpack: items from lists, one a thread. */
static const gimmik_param_spec *const list_params[] = {&threads_spec};

/* Order 2 walks blocks of elements, which element-major has not. */
static int order_viable(gimmik_variant_plan *head, char *reason,
                        size_t size) {
  int order = gimmik_plan_param(head, "order", 0);
  if (order < 2 || dss(head)->request.layout_block > 0) return 1;
  snprintf(reason, size, "order = %d walks the elements of a block: a "
           "blocked layout only (layout_block > 0)", order);
  return 0;
}

static int cascade_viable(gimmik_variant_plan *head, char *reason,
                          size_t size) {
  int axis = dss(head)->request.axis;
  if (axis < 0 || axis > 2) {
    snprintf(reason, size, "the cascade passes along one axis of a "
             "structured box (axis 0, 1 or 2)");
    return 0;
  }
  if (gimmik_plan_param(head, "order", 0) == 3 &&
      gimmik_plan_param(head, "items", 1) == 1) {
    snprintf(reason, size, "order = 3 spaces a thread's items: with "
             "items = 1 it is order 2");
    return 0;
  }
  return order_viable(head, reason, size);
}

/* Whether the request's axis is `axis`, the one kernel `does` serves. */
static int serves_axis(const gimmik_variant_plan *head, int axis,
                       const char *does, char *reason, size_t size) {
  if (dss(head)->request.axis == axis) return 1;
  snprintf(reason, size, "%s (axis %d)", does, axis);
  return 0;
}

static int direct_viable(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  return serves_axis(head, GIMMIK_DSS_ALL_AXES,
                     "direct sums every shared node of a structured box at "
                     "once", reason, size) &&
         order_viable(head, reason, size);
}

static int gather_viable(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  return serves_axis(head, GIMMIK_DSS_GATHER,
                     "gather-scatter sums from lists", reason, size);
}

static int pack_viable(gimmik_variant_plan *head, char *reason,
                       size_t size) {
  return serves_axis(head, GIMMIK_DSS_PACK,
                     "pack fills the send buffer of an exchange", reason,
                     size);
}

static int unpack_viable(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  return serves_axis(head, GIMMIK_DSS_UNPACK,
                     "unpack sums an exchange's buffers into the field",
                     reason, size);
}

/* One item a thread; the C backend loops over them itself. */
static void geometry(gimmik_variant_plan *head) {
  gimmik_kernel_info *info = &head->info;
  int threads = gimmik_plan_param(head, "threads", 1);
  info->block[0] = threads;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block = threads;
  info->grid_wait = head->backend == GIMMIK_BACKEND_CUDA;
  info->shared_bytes = 0;
}

static const gimmik_variant cascade = {
    "cascade", "structured boxes: one pass per axis adds the two copies of "
    "every node of the faces shared along it and writes the sum to both",
    ALL_BACKENDS, GIMMIK_PARAMS(cascade_params), NULL, cascade_viable,
    geometry};

static const gimmik_variant direct = {
    "direct", "structured boxes in one kernel: every shared node's 2, 4 or "
    "8 copies found by index arithmetic, summed and the sum written back",
    ALL_BACKENDS, GIMMIK_PARAMS(direct_params), NULL, direct_viable, geometry};

static const gimmik_variant gather = {
    "gather", "any conforming mesh: each shared node's copies summed from "
    "precomputed lists in a fixed order and the sum written back",
    ALL_BACKENDS, GIMMIK_PARAMS(gather_params), NULL, gather_viable, geometry};

static const gimmik_variant pack = {
    "pack", "across ranks: each send buffer position gets the partial sum "
    "of its interface node's local copies, in the plan's order",
    ALL_BACKENDS, GIMMIK_PARAMS(list_params), NULL, pack_viable, geometry};

static const gimmik_variant unpack = {
    "unpack", "across ranks: each interface node's partial sums, its own "
    "and its neighbours', added in ascending rank order and written to its "
    "local copies",
    ALL_BACKENDS, GIMMIK_PARAMS(list_params), NULL, unpack_viable, geometry};

const gimmik_variant *const gimmik_dss_variants_table[] = {
    &cascade, &direct, &gather, &pack, &unpack, NULL};

int gimmik_dss_defaults(const gimmik_variant_plan *head,
                        const gimmik_variant *order[]) {
  int axis = dss(head)->request.axis;
  order[0] = axis == GIMMIK_DSS_GATHER     ? &gather
             : axis == GIMMIK_DSS_ALL_AXES ? &direct
             : axis == GIMMIK_DSS_PACK     ? &pack
             : axis == GIMMIK_DSS_UNPACK   ? &unpack
                                           : &cascade;
  return 1;
}
