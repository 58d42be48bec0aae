/* axhelm/variants.c: the axhelm variants, their shared-memory layouts,
 * register needs and viability: the axhelm family's table (family.h). */
#include <stdio.h>
#include <string.h>

#include "generator/axhelm/plan.h"
#include "generator/kernel_common.h"
#include "generator/shared_banks.h"

#define GPU_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL))

/* ---- the variants ------------------------------------------------------- */

static int square(int n) { return n * n; }
static int cube(int n) { return n * n * n; }

static int plane_threads(const axhelm_plan *plan) { return square(plan->n); }
static int volume_threads(const axhelm_plan *plan) { return cube(plan->n); }

static int registers_per_value(const axhelm_plan *plan) {
  return plan->request.dtype == GIMMIK_F64 ? 2 : 1;
}

/* Values a thread holds for the geometry: the per-node factors it loads
 * or, for trilinear, the per-thread coefficients and the Jacobian work. */
static int geometry_values(const axhelm_plan *plan) {
  switch (plan->request.geometry) {
  case GIMMIK_AXHELM_STORED: return 8;
  case GIMMIK_AXHELM_PARALLELEPIPED: return 9;
  default: return 36;
  }
}

static int epb(const axhelm_plan *plan) {
  return gimmik_axhelm_plan_param(plan, "epb", 1);
}

const axhelm_variant *gimmik_axhelm_variant(const axhelm_plan *plan) {
  return (const axhelm_variant *)plan->head.variant;
}

/* layers: per slot and component the u, gr and gs slices; D and D^T. */
static void layers_layout(const axhelm_plan *plan, axhelm_layout *layout) {
  int n = plan->n;
  layout->tables = 2 * square(n);
  layout->slot_stride = plan->components_per_pass * 3 * square(n);
}

static int layers_registers(const axhelm_plan *plan) {
  int values = 2 * plan->n * plan->components_per_pass +
               geometry_values(plan) + 6;
  return registers_per_value(plan) * values + 12;
}

/* Wavefronts of one access by the threads of `elements` elements, element
 * z's thread (i, j) at offset z*slot_stride + j*j_stride + i*i_stride
 * (shared_banks.h), the threads mapped as the plan maps them; 0 over 1024
 * threads, which no block has. */
static int slots_wavefronts(const axhelm_plan *plan, int elements,
                            int slot_stride, int j_stride, int i_stride) {
  enum { MOST = 1024 };
  int n = plan->n, count = square(n) * elements, offsets[MOST];
  if (count > MOST) return 0;
  int fastest = plan->element_fastest && elements > 1;
  for (int t = 0; t < count; t++) {
    int z = fastest ? t % elements : t / square(n);
    int local = fastest ? t / elements : t % square(n);
    offsets[t] = z * slot_stride + local / n * j_stride + local % n * i_stride;
  }
  return gimmik_shared_wavefronts(offsets, count,
                           gimmik_dtype_size(plan->request.dtype));
}

/* The same for one element's threads. */
static int plane_wavefronts(const axhelm_plan *plan, int j_stride,
                            int i_stride) {
  return slots_wavefronts(plan, 1, 0, j_stride, i_stride);
}

/* The strides of one lines buffer with the fewest wavefronts over its
 * accesses, the smallest on a tie: the own nodes (i, j, k) and, for
 * buffer 0, the s-lines (i, :, j) or, for buffer 1, the r-lines (:, i, j)
 * or, swapped, (:, j, i).  Rows of n to n + 8 values; layers of n rows
 * plus up to one bank cycle, which reaches every bank offset. */
static void choose_buffer(const axhelm_plan *plan, int buffer,
                          axhelm_layout *layout) {
  int n = plan->n, size = gimmik_dtype_size(plan->request.dtype);
  int cycle = 128 / size, best = -1;
  int ideal = 2 * plane_wavefronts(plan, 0, 0);
  for (int row = n; row <= n + 8 && best != ideal; row++) {
    int own = plane_wavefronts(plan, row, 1);
    for (int layer = n * row; layer < n * row + cycle && best != ideal; layer++)
      for (int swapped = 0; swapped <= buffer && best != ideal; swapped++) {
        int lines = buffer == 0 ? plane_wavefronts(plan, layer, 1)
                    : swapped   ? plane_wavefronts(plan, row, layer)
                                : plane_wavefronts(plan, layer, row);
        if (best >= 0 && own + lines >= best) continue;
        best = own + lines;
        layout->row[buffer] = row;
        layout->layer[buffer] = layer;
        if (buffer == 1) layout->rlines_swapped = swapped;
      }
  }
}

/* Wavefronts of the lines accesses of a block's threads when element z's
 * buffers start z*slot_stride values in: with more than one element per
 * block a warp can span two elements, and where their slots meet decides
 * whether the two halves collide in a bank. */
static int block_wavefronts(const axhelm_plan *plan,
                            const axhelm_layout *layout, int slot_stride) {
  int j_strides[4] = {layout->row[0], layout->layer[0], layout->row[1],
                      layout->rlines_swapped ? layout->row[1] : layout->layer[1]};
  int i_strides[4] = {1, 1, 1,
                      layout->rlines_swapped ? layout->layer[1] : layout->row[1]};
  int total = 0;
  for (int access = 0; access < 4; access++)
    total += slots_wavefronts(plan, epb(plan), slot_stride, j_strides[access],
                              i_strides[access]);
  return total;
}

/* lines: per slot and component two element buffers (templates/axhelm/
 * lines.tpl): buffer 0 holds u, then us and gs, buffer 1 a copy of u,
 * then ur and gr.  Every access reads or writes a plane of the threads'
 * nodes, so their strides are chosen against the bank model; so is the
 * padding of a slot, up to one bank cycle, for the warps that span two
 * elements (e.g. at N = 7, two elements a block with slots 9 doubles
 * apart take 29 wavefronts over the four accesses, not 32). */
static void lines_layout(const axhelm_plan *plan, axhelm_layout *layout) {
  int n = plan->n, cycle = 128 / gimmik_dtype_size(plan->request.dtype);
  choose_buffer(plan, 0, layout);
  choose_buffer(plan, 1, layout);
  layout->tables = 0;
  int unpadded = plan->components_per_pass * n *
                 (layout->layer[0] + layout->layer[1]);
  int best = -1;
  for (int pad = 0; pad < cycle && epb(plan) > 1; pad++) {
    int wavefronts = block_wavefronts(plan, layout, unpadded + pad);
    if (best >= 0 && wavefronts >= best) continue;
    best = wavefronts;
    layout->slot_stride = unpadded + pad;
  }
  if (best < 0) layout->slot_stride = unpadded;
}

/* Per component the ut (then gt) column and, for Helmholtz, u (then
 * hm*u); one line at a time. */
static int lines_registers(const axhelm_plan *plan) {
  int helmholtz = plan->request.equation == GIMMIK_AXHELM_HELMHOLTZ;
  int column = (1 + helmholtz) * plan->n * plan->components_per_pass;
  int values = column + plan->n + geometry_values(plan) + 4;
  return registers_per_value(plan) * values + 12;
}

/* nodes: per slot and component u, gr and gs of the whole element. */
static void nodes_layout(const axhelm_plan *plan, axhelm_layout *layout) {
  int n = plan->n;
  layout->tables = 2 * square(n);
  layout->slot_stride = plan->components_per_pass * 3 * cube(n);
}

static int nodes_registers(const axhelm_plan *plan) {
  int values = 4 * plan->components_per_pass + geometry_values(plan) + 6;
  return registers_per_value(plan) * values + 14;
}

/* mma: ceil(N/8)^2 warps per element, each an 8 x 8 tile of the padded
 * (i, j) plane (templates/axhelm/mma.tpl). */
static int mma_tiles(int n) { return (n + 7) / 8; }

/* fuse = 2: each component of a vector field on warps of its own. */
static int mma_threads(const axhelm_plan *plan) {
  int groups = gimmik_axhelm_plan_param(plan, "fuse", 1) == 2 ? plan->request.fields : 1;
  return 32 * square(mma_tiles(plan->n)) * groups;
}

/* Per slot and component: the u layers, then gr and gs of two layers
 * (double-buffered, so one barrier per layer); rows padded to 8
 * ceil(N/8) + 4 doubles, which spreads a fragment load over the banks.
 * With fuse = 2 every component's warps have their own. */
/* In a blocked layout the block's threads load and store one layer of
 * its elements at a time, consecutive threads on consecutive elements'
 * same node (templates/axhelm/mma.tpl): the wavefronts of one layer's
 * accesses when the slots are `slot_stride` apart. */
static int cooperative_wavefronts(const axhelm_plan *plan, int pitch,
                                  int slot_stride) {
  enum { MOST = 1024 };
  int n = plan->n, elements = epb(plan), offsets[MOST];
  int count = elements * square(n) < MOST ? elements * square(n) : MOST;
  for (int t = 0; t < count; t++) {
    int node = t / elements;
    offsets[t] = t % elements * slot_stride + node / n * pitch + node % n;
  }
  return gimmik_shared_wavefronts(offsets, count,
                                  gimmik_dtype_size(plan->request.dtype));
}

static void mma_layout(const axhelm_plan *plan, axhelm_layout *layout) {
  int padded = 8 * mma_tiles(plan->n);
  int components = gimmik_axhelm_plan_param(plan, "fuse", 1) == 2
                       ? plan->request.fields : plan->components_per_pass;
  layout->pitch = padded + 4;
  layout->tables = 0;
  layout->slot_stride = components * (plan->n + 4) * padded * layout->pitch;
  if (plan->request.layout_block == 0 || epb(plan) < 2) return;
  /* Blocked: slots padded by less than a bank cycle, so the elements'
   * cells of one node fall in distinct banks; by 16 bytes at a time, as
   * tshared reads a slot's cells in pairs (double2). */
  int unpadded = layout->slot_stride, best = -1;
  int size = gimmik_dtype_size(plan->request.dtype);
  for (int pad = 0; pad < 128 / size; pad += 16 / size) {
    int wavefronts = cooperative_wavefronts(plan, layout->pitch,
                                            unpadded + pad);
    if (best >= 0 && wavefronts >= best) continue;
    best = wavefronts;
    layout->slot_stride = unpadded + pad;
  }
}

/* Per component and node of the lane's two columns: Au and, unless ut
 * comes from shared memory, ut (then gt) and for Helmholtz u; with
 * tshared one layer of u in flight instead.  The D fragments; the node's
 * geometry. */
static int mma_registers(const axhelm_plan *plan) {
  int helmholtz = plan->request.equation == GIMMIK_AXHELM_HELMHOLTZ;
  int column = 2 * plan->n, per_component = (2 + helmholtz) * column;
  int tshared = gimmik_axhelm_plan_param(plan, "tshared", 0);
  if (tshared) per_component = column;
  int columns = per_component * plan->components_per_pass + tshared * column;
  int fragments = (mma_tiles(plan->n) == 1 ? 2 : 4) * ((plan->n + 3) / 4);
  int values = columns + fragments + geometry_values(plan) + 6;
  return registers_per_value(plan) * values + 16;
}

static int mma_suits(const axhelm_plan *plan, char *reason, size_t size) {
  const gimmik_axhelm_request *request = &plan->request;
  if (request->backend != GIMMIK_BACKEND_CUDA || request->dtype != GIMMIK_F64) {
    snprintf(reason, size, "FP64 tensor cores: CUDA and double only");
    return 0;
  }
  if (request->compute_capability && request->compute_capability < 80) {
    snprintf(reason, size, "mma.sync m8n8k4 on doubles needs sm_80 or "
             "later (the device is sm_%d)", request->compute_capability);
    return 0;
  }
  return 1;
}

#define AXHELM_VARIANT(name, summary, backends)                              \
  {name, summary, backends, gimmik_axhelm_params, AXHELM_PARAM_COUNT,        \
   gimmik_axhelm_choose, gimmik_axhelm_viable, geometry}

static void geometry(gimmik_variant_plan *head);

static const axhelm_variant lines = {
    AXHELM_VARIANT("lines", "N x N threads; the element in shared memory, "
                   "each thread owns one line per direction: every "
                   "contraction uses literal D", GPU_BACKENDS),
    1, 0, 1, 1, plane_threads, lines_layout, lines_registers, NULL, 1, 1, 1};

static const axhelm_variant layers = {
    AXHELM_VARIANT("layers", "N x N threads walk the k-layers; columns of u "
                   "and Au in registers, layer slices in shared memory",
                   GPU_BACKENDS),
    1, 0, 0, 0, plane_threads, layers_layout, layers_registers, NULL, 0, 0, 0};

static const axhelm_variant nodes = {
    AXHELM_VARIANT("nodes", "N^3 threads, one node each; the element and D "
                   "in shared memory", GPU_BACKENDS),
    0, 0, 0, 0, volume_threads, nodes_layout, nodes_registers, NULL, 0, 0, 0};

static const axhelm_variant mma = {
    AXHELM_VARIANT("mma", "FP64 tensor cores (mma.sync m8n8k4) for the r and "
                   "s contractions; one warp per 8 x 8 tile of the (i, j) "
                   "plane", GPU_BACKENDS),
    0, 1, 1, 2, mma_threads, mma_layout, mma_registers, mma_suits, 1, 0, 0};

/* cells: the C target; one element at a time, its gr, gs and gt in
 * local arrays. */
static int one_thread(const axhelm_plan *plan) {
  (void)plan;
  return 1;
}

static void no_shared(const axhelm_plan *plan, axhelm_layout *layout) {
  (void)plan;
  (void)layout;
}

static int cells_registers(const axhelm_plan *plan) {
  return registers_per_value(plan) * (geometry_values(plan) + 8);
}

static const axhelm_variant cells = {
    AXHELM_VARIANT("cells", "the C target: one element at a time on a "
                   "core, its gr, gs and gt in local arrays, D from tables",
                   1u << GIMMIK_BACKEND_C),
    0, 0, 0, 0, one_thread, no_shared, cells_registers, NULL, 1, 0, 1};

/* lines first: the default on a GPU, which gives way to layers where it
 * is not viable (layers suits every N); cells on C. */
const gimmik_variant *const gimmik_axhelm_variants_table[] = {
    &lines.variant, &layers.variant, &nodes.variant, &mma.variant,
    &cells.variant, NULL};

/* ---- viability ---------------------------------------------------------- */

/* Values a node's stored geometry reads: the six factors, GwJ for
 * Helmholtz, the per-node lambdas. */
static int staged_values_per_node(const axhelm_plan *plan) {
  const gimmik_axhelm_request *request = &plan->request;
  int helmholtz = request->equation == GIMMIK_AXHELM_HELMHOLTZ;
  int per_node = request->coefficients == GIMMIK_AXHELM_PER_NODE;
  return 6 + helmholtz + per_node * (1 + helmholtz);
}

/* stage = S: S k-layers of every thread's geometry in flight (cp.async,
 * sm_80+), at most the N layers there are. */
static int stage_viable(const axhelm_plan *plan, char *reason, size_t size) {
  int stage = gimmik_axhelm_plan_param(plan, "stage", 0);
  int capability = plan->request.compute_capability;
  if (stage > plan->n) {
    snprintf(reason, size, "stage = %d: an element has %d k-layers to copy "
             "ahead", stage, plan->n);
    return 0;
  }
  if (stage > 0 && capability && capability < 80) {
    snprintf(reason, size, "stage needs cp.async, sm_80 or later (the "
             "device is sm_%d)", capability);
    return 0;
  }
  return 1;
}

/* chain = C > 1: C groups of epb elements a block, the next group's input
 * arrays copied ahead (cp.async, sm_80+); for an input statement on one
 * component whose geometry is not staged itself. */
static int chain_viable(const axhelm_plan *plan, char *reason, size_t size) {
  int chain = gimmik_axhelm_plan_param(plan, "chain", 0);
  int capability = plan->request.compute_capability;
  if (chain < 2) return 1;
  if (!gimmik_axhelm_variant(plan)->chains || !plan->request.input ||
      plan->request.fields != 1 ||
      plan->request.geometry == GIMMIK_AXHELM_STORED) {
    snprintf(reason, size, "chain = %d: lines with an input statement on "
             "one component and geometry not stored", chain);
    return 0;
  }
  if (capability && capability < 80) {
    snprintf(reason, size, "chain needs cp.async, sm_80 or later (the "
             "device is sm_%d)", capability);
    return 0;
  }
  return 1;
}

/* Groups of epb elements a block works through. */
static int chain_length(const axhelm_plan *plan) {
  int chain = gimmik_axhelm_plan_param(plan, "chain", 0);
  return chain > 1 ? chain : 1;
}

/* Whether a warp's lanes copy its staged geometry in 16-byte pieces,
 * four nodes' values a copy, instead of each thread its own values one
 * at a time (templates/axhelm/common.lua): stagewarp = 1 with layers to
 * stage. */
static int stage_by_warps(const axhelm_plan *plan) {
  return gimmik_axhelm_plan_param(plan, "stage", 0) > 0 &&
         gimmik_axhelm_plan_param(plan, "stagewarp", 0) == 1;
}

/* Blocks of `threads` a multiprocessor holds at `cap` registers per
 * thread.  Registers go to whole warps, so a block of 100 threads takes
 * those of 128: counting 100 would ask __launch_bounds__ for 5 blocks at
 * N = 10 under a cap of 128, and the compiler would then keep to 96
 * registers (and spill) to fit them. */
static int blocks_under_cap(int threads, int cap) {
  int warp_threads = (threads + 31) / 32 * 32;
  return AXHELM_BLOCK_REGISTERS / (cap * warp_threads);
}

/* The fusions: only in the variants that take them; a blocked layout
 * only for constant coefficients (per-node lambdas are laid out
 * element-major; stored factors follow the layout), and with the
 * components of a block's elements loaded together. */
static int fusions_viable(const axhelm_plan *plan, char *reason,
                          size_t size) {
  const gimmik_axhelm_request *request = &plan->request;
  if (!gimmik_axhelm_fused(request)) return 1;
  if (request->update && !gimmik_axhelm_variant(plan)->updates) {
    snprintf(reason, size, "no update statement (lines and cells take "
             "one)");
    return 0;
  }
  if (!gimmik_axhelm_variant(plan)->fusions) {
    snprintf(reason, size, "no fused input, dot or blocked layout (lines, "
             "mma and cells take them)");
    return 0;
  }
  if (request->layout_block == 0) return 1;
  if (request->coefficients == GIMMIK_AXHELM_PER_NODE) {
    snprintf(reason, size, "a blocked layout takes constant coefficients "
             "(per-node lambdas are laid out element-major)");
    return 0;
  }
  if (gimmik_axhelm_plan_param(plan, "fuse", 1) == 2) {
    snprintf(reason, size, "fuse = 2 gives each component warps of its own; "
             "a blocked layout is loaded by the whole block");
    return 0;
  }
  return 1;
}

int gimmik_axhelm_viable(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  axhelm_plan *plan = (axhelm_plan *)head;
  const axhelm_variant *variant = gimmik_axhelm_variant(plan);
  if (variant->suits && !variant->suits(plan, reason, size)) return 0;
  if (!stage_viable(plan, reason, size)) return 0;
  if (!chain_viable(plan, reason, size)) return 0;
  if (!fusions_viable(plan, reason, size)) return 0;
  int fuse = gimmik_axhelm_plan_param(plan, "fuse", 1);
  if (fuse == 2 && !variant->tensor_cores) {
    snprintf(reason, size, "fuse = 2 (a component per warp) is the mma "
             "variant's");
    return 0;
  }
  plan->components_per_pass = fuse == 1 ? plan->request.fields : 1;
  /* lines reads and writes its threads' own nodes: in a blocked layout
   * consecutive threads on consecutive elements read consecutive
   * values.  mma's lanes are fixed by the tensor cores: it loads and
   * stores a blocked layout through shared memory instead. */
  plan->element_fastest = plan->request.layout_block > 0 &&
                          variant->whole_lines && !variant->tensor_cores;
  plan->threads = variant->threads_per_element(plan) * epb(plan);
  memset(&plan->layout, 0, sizeof plan->layout);
  variant->layout(plan, &plan->layout);
  plan->layout.staged = gimmik_axhelm_plan_param(plan, "stage", 0) *
                        staged_values_per_node(plan) * variant->stage_nodes *
                        plan->threads;
  plan->layout.warp_copies = stage_by_warps(plan);
  plan->layout.staged_offset = plan->layout.tables +
                               epb(plan) * plan->layout.slot_stride;
  if (plan->layout.warp_copies) {
    int per_copy = 16 / gimmik_dtype_size(plan->request.dtype);
    plan->layout.staged_offset =
        (plan->layout.staged_offset + per_copy - 1) / per_copy * per_copy;
  }
  plan->layout.chained_offset = plan->layout.staged_offset +
                                plan->layout.staged;
  if (chain_length(plan) > 1)
    plan->layout.chained = plan->input_names.array_count * plan->n *
                           plan->threads;
  plan->layout.total = plan->layout.chained_offset + plan->layout.chained;
  /* The dot's tree sums a value a thread in the pool. */
  if (plan->request.dot && plan->layout.total < plan->threads &&
      plan->head.backend != GIMMIK_BACKEND_C)
    plan->layout.total = plan->threads;
  head->register_estimate = variant->registers(plan);
  int cap = gimmik_axhelm_plan_param(plan, "regs", 0);
  plan->min_blocks = cap > 0 ? blocks_under_cap(plan->threads, cap) : 0;
  int bytes = plan->layout.total * gimmik_dtype_size(plan->request.dtype);
  int budget = gimmik_shared_budget(plan->request.backend,
                                    plan->request.compute_capability);
  if (plan->threads > 1024) {
    snprintf(reason, size, "%d threads per block (%d per element x %d "
             "elements) exceed 1024", plan->threads,
             variant->threads_per_element(plan), epb(plan));
    return 0;
  }
  if (bytes > budget) {
    snprintf(reason, size, "needs %d bytes of shared memory per block "
             "(budget %d on %s)", bytes, budget,
             gimmik_backend_name(plan->request.backend));
    return 0;
  }
  if (cap > 0 && (plan->min_blocks < 1 || head->register_estimate > cap)) {
    snprintf(reason, size, "a cap of %d registers per thread is under the "
             "%d its values need or leaves no room for %d threads per block",
             cap, head->register_estimate, plan->threads);
    return 0;
  }
  /* Over 64 Ki / threads the compiler caps the registers itself (the
   * launch bounds name the block size) and spills a little: slower, which
   * the autotuner sees, but not wrong.  Over 255 it spills a lot. */
  if (head->register_estimate > AXHELM_REGISTER_BUDGET) {
    snprintf(reason, size, "needs about %d registers per thread (budget "
             "%d): it would spill", head->register_estimate,
             AXHELM_REGISTER_BUDGET);
    return 0;
  }
  return 1;
}


/* The block: threads per element times epb, one element per "column". */
static void geometry(gimmik_variant_plan *head) {
  const axhelm_plan *plan = (const axhelm_plan *)head;
  gimmik_kernel_info *info = &head->info;
  info->block[0] = plan->threads;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block = epb(plan) * chain_length(plan);
  info->grid_wait = head->backend == GIMMIK_BACKEND_CUDA;
  info->shared_bytes = plan->layout.total * gimmik_dtype_size(head->dtype);
}
