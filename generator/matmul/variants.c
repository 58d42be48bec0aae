/* matmul/variants.c: the matmul variants, their parameters and
 * viability: the matmul family's table (family.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator/kernel_common.h"
#include "generator/matmul/plan.h"
#include "generator/shared_banks.h"

#define ALL_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL) |             \
   (1u << GIMMIK_BACKEND_C))
#define GPU_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL))

/* 32-bit registers one value of the dtype takes. */
static int registers_per_value(const matmul_plan *plan) {
  return plan->request.dtype == GIMMIK_F64 ? 2 : 1;
}

/* Old values of C a thread of cstream, bstream, rstream, pstream or
 * row-split holds read ahead of their stores with beta != 0: cahead
 * where the variant takes it, else MATMUL_C_AHEAD, at most m. */
static int old_values(const matmul_plan *plan) {
  if (plan->request.beta == 0.0) return 0;
  int ahead = gimmik_matmul_c_ahead(plan);
  return ahead < plan->m ? ahead : plan->m;
}

static int element_size(const matmul_plan *plan) {
  return gimmik_dtype_size(plan->request.dtype);
}

static void set_param(matmul_plan *plan, const char *name, int value) {
  gimmik_plan_set_param(&plan->head, name, value);
}

static int param(const matmul_plan *plan, const char *name) {
  return gimmik_matmul_plan_param(plan, name);
}

static int clamp(int value, int low, int high) {
  return value < low ? low : value > high ? high : value;
}

/* The most distinct magnitudes consts = 1 keeps in constant memory. */
enum { MATMUL_CONSTS_MAX = 1024 };

/* Checks shared by every GPU variant: vector width, cache hints and the
 * size of the table of A's magnitudes. */
static int check_common(const matmul_plan *plan, char *reason, size_t size) {
  int width = param(plan, "width");
  int hints = param(plan, "hints");
  const gimmik_matmul_request *request = &plan->request;
  if (request->backend == GIMMIK_BACKEND_C) return 1;
  if (width == 3 || (width == 4 && request->dtype == GIMMIK_F64)) {
    snprintf(reason, size, "vector width %d is not offered for %s (1, 2%s)",
             width, gimmik_dtype_name(request->dtype),
             request->dtype == GIMMIK_F32 ? " or 4" : "");
    return 0;
  }
  if (width > 1 && request->n >= 0 &&
      (request->ldb % width || request->ldc % width)) {
    snprintf(reason, size, "vector width %d needs ldb and ldc that are "
             "multiples of it (ldb %lld, ldc %lld)",
             width, request->ldb, request->ldc);
    return 0;
  }
  if (hints && request->backend != GIMMIK_BACKEND_CUDA) {
    snprintf(reason, size, "cache hints exist only for CUDA");
    return 0;
  }
  long long magnitudes = plan->analysis.distinct_abs_values;
  if (param(plan, "consts") && magnitudes > MATMUL_CONSTS_MAX) {
    snprintf(reason, size, "consts = 1 keeps at most %d distinct "
             "magnitudes of A in constant memory; this operator has %lld",
             MATMUL_CONSTS_MAX, magnitudes);
    return 0;
  }
  return 1;
}

static int check_budget(int estimate, int budget, char *reason,
                        size_t size) {
  if (estimate > budget) {
    snprintf(reason, size, "needs about %d registers of live values per "
             "thread (budget %d): it would spill", estimate, budget);
    return 0;
  }
  return 1;
}

static int check_registers(int estimate, char *reason, size_t size) {
  return check_budget(estimate, MATMUL_REGISTER_BUDGET, reason, size);
}

/* The budget of a variant whose estimate counts every value a thread
 * holds (rstream: B from first use to last and a row's reads in flight;
 * row-split: its accumulators and its share of the staged chunk): 255
 * registers less addressing (docs/matmul.md, registers). */
enum { MATMUL_WHOLE_BUDGET = 224 };

static int check_shared(const matmul_plan *plan, int bytes, char *reason,
                        size_t size) {
  int budget = gimmik_shared_budget(plan->request.backend,
                                    plan->request.compute_capability);
  if (bytes > budget) {
    snprintf(reason, size, "needs %d bytes of shared memory per block "
             "(budget %d)", bytes, budget);
    return 0;
  }
  return 1;
}

/* How B and C are accessed (CUDA; matmul/common.lua): 0 plain (B through
 * the read-only path), 1 evict-first, 2 cached in L2 only, as GiMMiK
 * 4.0's PTX kernels read B and write C.  2 is named, never swept: on an
 * H200 it timed as 0 (bench/results/h200-fp64-2026-11-29-hints). */
#define HINTS_MEANING \
  "B and C accesses (CUDA): 0 plain, 1 evict-first, 2 L2 only"

/* Where A's coefficients come from (f64 on a GPU; matmul/common.lua): 0
 * literals in the code, 1 a table of A's distinct magnitudes in constant
 * memory.  A double literal takes ptxas two moves into uniform registers
 * each time it needs the value again, and with a few dozen magnitudes it
 * needs them again all along the kernel; from the table it is one load
 * (15 kernels of the PyFR suite: 4-21% faster in 8, within 1% in 5, 1%
 * and 3% slower in 2; bench/results/h200-fp64-2026-11-29-consts).  A
 * float literal is an operand of the multiply-add itself: f32 keeps
 * literals.  The default on CUDA where the table fits; a refinement,
 * since it loses a little on some kernels.  OpenCL takes the same table
 * (one program for both languages) and tunes it, untimed yet. */
static int f64_on_gpu(const gimmik_variant_plan *head) {
  return head->backend != GIMMIK_BACKEND_C && head->dtype == GIMMIK_F64;
}
static int consts_default(const gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  return head->backend == GIMMIK_BACKEND_CUDA &&
         plan->analysis.distinct_abs_values <= MATMUL_CONSTS_MAX;
}
static const gimmik_param_spec consts_spec = {
    "consts", "A's coefficients (f64): 0 literals, 1 a table of its "
    "distinct magnitudes in constant memory", 0, 1, 0, 1, f64_on_gpu,
    consts_default, NULL, 2, {0, 1}};

/* ---- one thread per column: cstream and bstream ---------------------- */

/* The C target loops over columns itself: no launch parameters. */
static int on_gpu(const gimmik_variant_plan *plan) {
  return plan->backend != GIMMIK_BACKEND_C;
}

/* SASS instructions a thread of cstream, bstream or rstream runs for its
 * width columns, unrolled: a product or add per nonzero, a load per used
 * row of B, a load of C's old value and a store per row of C. */
static long long column_instructions(const matmul_plan *plan, int width) {
  long long per_column = plan->analysis.nonzeros + plan->analysis.used_cols +
                         (long long)plan->m * (1 + (plan->request.beta != 0));
  return per_column * width;
}

/* Instructions (16 bytes each) a fully unrolled kernel keeps within, a
 * margin under 128 KiB of code: past that the warps of a multiprocessor,
 * drifting apart, fetch their code from L2.  On the H200 kernels of
 * 143-153 KiB ran 3.2 times slower than at half the width (f32 tet p5
 * M0 and M3) and twice as slow with plain accesses as with evict-first
 * ones, while kernels up to 121 KiB showed neither (docs/matmul.md). */
enum { MATMUL_CODE_INSTRUCTIONS = 7680 };

static const gimmik_param_spec block_spec = {
    "block", "threads per block", 32, 1024, 128, 0, on_gpu, NULL, NULL,
    2, {128, 256}};
static const gimmik_param_spec width_spec = {
    "width", "adjacent columns per thread, vector access", 1, 4, 1, 0,
    on_gpu, NULL, NULL, 3, {1, 2, 4}};
/* Evict-first accesses by default on CUDA where a thread's code passes
 * MATMUL_CODE_INSTRUCTIONS: B and C streamed past with plain accesses
 * evict the code from L2 too, it seems (f32 tet p5 M460's cstream ran
 * 1.06 ms with them, 0.49 with evict-first). */
static int large_code(const gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  return head->backend == GIMMIK_BACKEND_CUDA &&
         column_instructions(plan, 1) > MATMUL_CODE_INSTRUCTIONS;
}
static const gimmik_param_spec hints_spec = {
    "hints", HINTS_MEANING, 0, 2, 0, 0, on_gpu,
    large_code, NULL, 2, {0, 1}};

/* Where C's old values are read (beta != 0, on a GPU). */
static int reads_old_c(const gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  return head->backend != GIMMIK_BACKEND_C && plan->request.beta != 0.0;
}

/* How far ahead of its stores a thread reads C's old values: the base
 * keeps a few reads in flight; the refinements more, up to all of them
 * at the top where the registers allow, every load of the thread written
 * before its first product, as GiMMiK 4.0's one-thread-a-column kernel
 * is where it beat the stream limit (hex p3 M3, f64). */
static const gimmik_param_spec cahead_spec = {
    "cahead", "old values of C read ahead of their stores (beta != 0)", 1,
    256, MATMUL_C_AHEAD, 1, reads_old_c, NULL, NULL, 4,
    {MATMUL_C_AHEAD, 16, 32, 64}};

static const gimmik_param_spec *const column_params[] = {
    &block_spec, &width_spec, &hints_spec, &cahead_spec, &consts_spec};

/* cstream streams B with cache hints by default on CUDA where a thread's
 * used rows of B take more than 64 registers (the tuned cstream kernels
 * of such operators, 56-120 used rows: tet p5-p6 M6, pyramid p5 M460 and
 * M6, took the hints, those of the lighter ones did not) or its code is
 * large (large_code). */
static int heavy_column(const gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  return (head->backend == GIMMIK_BACKEND_CUDA &&
          plan->analysis.used_cols * registers_per_value(plan) > 64) ||
         large_code(head);
}
static const gimmik_param_spec cstream_hints_spec = {
    "hints", HINTS_MEANING, 0, 2, 0, 0, on_gpu,
    heavy_column, NULL, 2, {0, 1}};
static const gimmik_param_spec *const cstream_params[] = {
    &block_spec, &width_spec, &cstream_hints_spec, &cahead_spec, &consts_spec};

static int column_width(const matmul_plan *plan) {
  return plan->request.backend == GIMMIK_BACKEND_C ? 1 : param(plan, "width");
}

/* A thread of cstream, bstream or rstream reads and writes 8 bytes at a
 * time by default: two adjacent columns in f32, where baked leading
 * dimensions allow the vector accesses, the unrolled code stays within
 * MATMUL_CODE_INSTRUCTIONS and the variant's estimate at twice the
 * registers stays within `most`.  In f32 the tuned kernels mostly took
 * width 2 or 4, and the defaults at width 1 ran 6-12% behind them
 * (bench/results/h200-fp32-2026-11-29); in f64, width 1 was within 1%
 * wherever the tuned kernel took width 2. */
static void choose_column_width(gimmik_variant_plan *head, unsigned fixed,
                                int (*viable)(gimmik_variant_plan *, char *,
                                              size_t),
                                int most) {
  matmul_plan *plan = (matmul_plan *)head;
  const gimmik_matmul_request *request = &plan->request;
  char reason[GIMMIK_REASON_SIZE];
  if ((fixed & (1u << 1)) || request->backend == GIMMIK_BACKEND_C ||
      request->dtype != GIMMIK_F32 || request->n < 0 ||
      request->ldb % 2 || request->ldc % 2 ||
      column_instructions(plan, 2) > MATMUL_CODE_INSTRUCTIONS)
    return;
  set_param(plan, "width", 2);
  if (!viable(head, reason, sizeof reason) || head->register_estimate > most)
    set_param(plan, "width", 1);
}

/* The most registers of held values (the cstream and bstream estimate) at
 * which a thread takes two columns by default: up to 128 (16 warps a
 * multiprocessor) the second column's loads in flight outweigh the warps
 * it costs, past it the warps lost weigh more.  On the H200 the held-out
 * prism p4 M132's bstream, 150 registers at width 2, ran 1.38 times its
 * width 1 (tet p4 M6's cstream at 136: 1.00-1.11), quad p7 M460's
 * cstream at 128 0.94 times (bench/results/h200-heldout-f32-2026-11-29).
 * rstream's estimate counts every value of the thread and keeps its
 * budget: width 2 ran 0.89-1.01 times width 1 up to 216 there. */
enum { MATMUL_WIDE_HELD = 128 };

static void geometry_column(gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  gimmik_kernel_info *info = &head->info;
  int block = plan->request.backend == GIMMIK_BACKEND_C
                  ? 1 : param(plan, "block");
  info->block[0] = block;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block = block * column_width(plan);
  info->shared_bytes = 0;
}

static int check_cstream(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  /* Every used row of B is held while the C rows are formed. */
  head->register_estimate = (plan->analysis.used_cols + old_values(plan)) *
                            registers_per_value(plan) * column_width(plan);
  if (plan->request.backend == GIMMIK_BACKEND_C) return 1;
  return check_common(plan, reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static int check_bstream(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  /* Only C rows begun and not yet finished are held. */
  head->register_estimate =
      (gimmik_matmul_bstream_live(plan) + old_values(plan)) *
      registers_per_value(plan) * column_width(plan);
  return check_common(plan, reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static void choose_cstream(gimmik_variant_plan *head, unsigned fixed) {
  choose_column_width(head, fixed, check_cstream, MATMUL_WIDE_HELD);
}

static void choose_bstream(gimmik_variant_plan *head, unsigned fixed) {
  choose_column_width(head, fixed, check_bstream, MATMUL_WIDE_HELD);
}

static const gimmik_variant cstream = {
    "cstream", "one thread per column; load the used rows of B, then form "
    "each C row as an unrolled dot product",
    ALL_BACKENDS, GIMMIK_PARAMS(cstream_params), choose_cstream, check_cstream,
    geometry_column};

static const gimmik_variant bstream = {
    "bstream", "one thread per column; walk the used rows of B once, add "
    "each to the C rows it touches, store a C row when it is complete",
    GPU_BACKENDS, GIMMIK_PARAMS(column_params), choose_bstream, check_bstream,
    geometry_column};

/* ---- the split variants: a 2-D block --------------------------------- */

static const gimmik_param_spec block_x_spec = {
    "block_x", "columns per block (x threads)", 8, 256, 32, 0, NULL, NULL,
    NULL, 1, {32}};

static int nonzero_rows(const matmul_plan *plan) {
  return plan->m - plan->analysis.zero_rows;
}

/* No more nonzero rows of A than used columns: C has no more rows than
 * the B it reads (an interpolation to fewer points, a divergence). */
static int contraction(const matmul_plan *plan) {
  return nonzero_rows(plan) <= plan->analysis.used_cols;
}

/* The defaults treat an A under half dense as sparse. */
static int sparse_operator(const matmul_plan *plan) {
  return plan->analysis.density < 0.5;
}

/* The first of 2, 4, ..., 32 (at most `limit`) whose estimate is at
 * most `pair_target` for a split of 2 and `target` for the others, else
 * the first within the register budget, into parameter `name`; the last
 * tried otherwise. */
static void choose_split(matmul_plan *plan, const char *name, int limit,
                         int pair_target, int target,
                         int (*estimate)(matmul_plan *plan)) {
  int fits = 0;
  for (int split = 2; split <= 32 && split <= limit; split *= 2) {
    set_param(plan, name, split);
    int registers = estimate(plan);
    if (registers <= (split == 2 ? pair_target : target)) return;
    if (!fits && registers <= MATMUL_REGISTER_BUDGET) fits = split;
  }
  if (fits) set_param(plan, name, fits);
}

/* A block of block_x x split threads, over 1024 or the split's own
 * count of rows or columns, cannot serve the plan. */
static int check_split(const matmul_plan *plan, const char *name, int most,
                       const char *what, char *reason, size_t size) {
  int split = param(plan, name), block_x = param(plan, "block_x");
  if (split > most) {
    snprintf(reason, size, "%s %d exceeds the %d %s", name, split, most,
             what);
    return 0;
  }
  if (split * block_x > 1024) {
    snprintf(reason, size, "block of %d x %d threads exceeds 1024", block_x,
             split);
    return 0;
  }
  return 1;
}

static void geometry_split(gimmik_variant_plan *head, const char *split_name,
                           int shared_bytes) {
  const matmul_plan *plan = (const matmul_plan *)head;
  gimmik_kernel_info *info = &head->info;
  info->block[0] = param(plan, "block_x");
  info->block[1] = param(plan, split_name);
  info->block[2] = 1;
  info->cols_per_block = info->block[0];
  info->shared_bytes = shared_bytes;
}

/* ---- row split: y-threads own C rows, B staged in shared memory ------ */

/* Row split's default msplit is the smallest whose estimate is within
 * MATMUL_SPLIT_TARGET registers, or MATMUL_PAIR_TARGET for a split of
 * two (blocks of 64 threads).  In the tuning logs msplit 4 at 178-188
 * registers ran 1.11-1.23 times faster than 8 on hex p5 M460 and p6 M132
 * (Gauss and Lobatto points), while msplit 2 at 158-174 lost 1.05-1.21
 * to 4 on hex p4 M3 and M132; in one run the rule's splits took 0.75-0.91
 * of the time of those within 128 on six of hex p6-p7 M132 and M460, f64
 * and f32, and 1.03 on the seventh, f32 hex p7 M460
 * (bench/results/h200-fresh-2026-11-29, docs/matmul.md). */
enum { MATMUL_PAIR_TARGET = 128, MATMUL_SPLIT_TARGET = 192 };

static const gimmik_param_spec msplit_spec = {
    "msplit", "y threads, each owning C rows", 2, 32, 4, 0, NULL, NULL, NULL,
    4, {2, 4, 8, 16}};
static const gimmik_param_spec bchunk_spec = {
    "bchunk", "rows of B staged per step", 1, 128, 32, 0, NULL, NULL, NULL,
    2, {16, 32}};

/* Streaming hints by default where they exist: each value of B is read
 * once and each of C written once. */
static int on_cuda(const gimmik_variant_plan *plan) {
  return plan->backend == GIMMIK_BACKEND_CUDA;
}
static const gimmik_param_spec split_hints_spec = {
    "hints", HINTS_MEANING, 0, 2, 0, 0, NULL,
    on_cuda, NULL, 2, {0, 1}};

static const gimmik_param_spec *const row_split_params[] = {
    &block_x_spec, &msplit_spec, &bchunk_spec, &split_hints_spec, &consts_spec};

static int row_split_estimate(matmul_plan *plan) {
  int msplit = param(plan, "msplit");
  int bchunk = param(plan, "bchunk");
  int slots = gimmik_matmul_schedule_rows(plan, msplit, bchunk);
  if (slots < 0) return 1 << 20;
  int prefetch = (bchunk + msplit - 1) / msplit;
  return (slots + prefetch + old_values(plan)) * registers_per_value(plan);
}

static void choose_row_split(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  int used = plan->analysis.used_cols;
  if (!(fixed & (1u << 2)))
    set_param(plan, "bchunk", clamp(param(plan, "bchunk"), 1, used));
  if (!(fixed & (1u << 1)))
    choose_split(plan, "msplit", clamp(nonzero_rows(plan), 2, 32),
                 MATMUL_PAIR_TARGET, MATMUL_SPLIT_TARGET, row_split_estimate);
}

static int row_split_shared(const matmul_plan *plan) {
  return 2 * param(plan, "bchunk") * param(plan, "block_x") *
         element_size(plan);
}

static int check_row_split(gimmik_variant_plan *head, char *reason,
                           size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!check_split(plan, "msplit", nonzero_rows(plan), "nonzero rows",
                   reason, size))
    return 0;
  head->register_estimate = row_split_estimate(plan);
  return check_common(plan, reason, size) &&
         check_shared(plan, row_split_shared(plan), reason, size) &&
         check_budget(head->register_estimate, MATMUL_WHOLE_BUDGET, reason,
                      size);
}

static void geometry_row_split(gimmik_variant_plan *head) {
  geometry_split(head, "msplit", row_split_shared((matmul_plan *)head));
}

static const gimmik_variant row_split = {
    "row-split", "y threads of a 2-D block each own a share of the C rows; "
    "B rows are staged once through shared memory, double-buffered",
    GPU_BACKENDS, GIMMIK_PARAMS(row_split_params), choose_row_split,
    check_row_split, geometry_row_split};

/* ---- column split: y-threads own columns of A, partials meet --------- */

/* A block's row of B and C spans COL_SPLIT_ROW_BYTES at first: 32
 * columns in f64, 64 in f32.  On the H200 f32 col-split at 64 columns
 * ran 1-20% faster than at 32 on every one of 22 operators timed at both,
 * while in f64 neither width led (bench/results/
 * h200-heldout-f32-2026-11-29). */
enum { COL_SPLIT_ROW_BYTES = 256 };

static int col_split_row_columns(const gimmik_variant_plan *head) {
  return COL_SPLIT_ROW_BYTES / element_size((const matmul_plan *)head);
}

/* Wider blocks halve the barriers' share of the work per column; more
 * than 8 y-threads put more partials through shared memory than the
 * registers they free are worth. */
static const gimmik_param_spec col_split_block_x_spec = {
    "block_x", "columns per block (x threads)", 8, 256, 32, 0, NULL,
    col_split_row_columns, NULL, 2, {32, 64}};
/* A refinement: the hints lose more often than they win here, except
 * where the y-threads' programs together pass MATMUL_CODE_INSTRUCTIONS
 * (large_code), the default there: the tuned f32 hex p6 M132 and tet p6
 * M6 kernels took them (hex p6 M132: 0.34 ms with them, 0.46 without). */
static const gimmik_param_spec col_split_hints_spec = {
    "hints", HINTS_MEANING, 0, 2, 0, 1, on_gpu,
    large_code, NULL, 2, {0, 1}};
static const gimmik_param_spec ksplit_spec = {
    "ksplit", "y threads, each owning columns of A", 2, 32, 4, 0, NULL, NULL,
    NULL, 3, {2, 4, 8}};
/* 24 C rows a step where A is sparse, else 16.  In the f64 tuning logs
 * 24 came within 1.023 of each sparse operator's best chunk (geometric
 * mean over 46; 16: 1.041), in f32 within 1.046 as 16 did, and in one
 * run it took 0.88-0.97 of 16's time on f32 hex p5-p6 M132; on dense
 * operators 8 and 16 lead 24 (bench/results/h200-fresh-2026-11-29). */
static int col_split_rchunk(const gimmik_variant_plan *head) {
  return sparse_operator((const matmul_plan *)head) ? 24 : 16;
}
static const gimmik_param_spec rchunk_spec = {
    "rchunk", "C rows reduced per step", 1, 128, 16, 0, NULL,
    col_split_rchunk, NULL, 4, {8, 16, 24, 32}};

/* The same algorithm handed to ptxas as PTX (col-split-ptx.tpl), where
 * the loads of B stay where the schedule puts them, the y-threads in one
 * program.  Named only, not swept: on an H200 it ran slower than the CUDA
 * C kernel (bench/results/h200-fp64-2026-11-29/colsplit-ptx.log). */
static const gimmik_param_spec ptx_spec = {
    "ptx", "written in PTX rather than CUDA C (CUDA)", 0, 1, 0, 0, on_cuda,
    NULL, NULL, 1, {0}};

/* A refinement: two adjacent columns a thread, as GiMMiK 4.0's split
 * kernels that win in f32 take (their "v2" forms), at twice the
 * registers and shared memory. */
static const gimmik_param_spec col_split_width_spec = {
    "width", "adjacent columns per thread, vector access (n baked, a "
    "multiple of it)", 1, 4, 1, 1, on_gpu, NULL, NULL, 2, {1, 2}};

/* Named, not swept: GiMMiK 4.0's split kernels keep one buffer and wait
 * twice a chunk, at half the shared memory of two. */
static const gimmik_param_spec buffers_spec = {
    "buffers", "partial buffers: 2 alternate, one barrier a chunk; 1 one "
    "buffer, a second barrier after the sums", 1, 2, 2, 0, NULL, NULL, NULL,
    1, {2}};

static const gimmik_param_spec *const col_split_params[] = {
    &col_split_block_x_spec, &ksplit_spec, &rchunk_spec,
    &col_split_hints_spec, &ptx_spec, &col_split_width_spec, &buffers_spec,
    &consts_spec};

/* The slots of a thread's columns alive at once (each loaded at the
 * start of the chunk of C rows that first needs it, free after the last),
 * the partial it is forming and, with beta, the old values of its rows of
 * a chunk (read ahead).  In CUDA C, where each y-thread is whole warps,
 * each runs a program of its own (col-split.tpl) and holds the partials
 * of its rows of a chunk across the barrier; elsewhere the groups share
 * one, where a slot is alive while any group holds it. */
static int col_split_estimate(matmul_plan *plan) {
  int ksplit = param(plan, "ksplit"), rchunk = param(plan, "rchunk");
  int shared_program = plan->request.backend != GIMMIK_BACKEND_CUDA ||
                       param(plan, "ptx") || param(plan, "block_x") % 32;
  int slots = gimmik_matmul_schedule_cols(plan, ksplit, rchunk,
                                          shared_program);
  if (slots < 0) return 1 << 20;
  int own = (rchunk + ksplit - 1) / ksplit;
  int olds = plan->request.beta != 0.0 ? own : 0;
  int forming = shared_program ? 1 : own;
  return (slots + forming + olds) * registers_per_value(plan) *
         column_width(plan);
}

static void choose_col_split(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!(fixed & (1u << 2)))
    set_param(plan, "rchunk", clamp(param(plan, "rchunk"), 1, plan->m));
  if (!(fixed & (1u << 1)))
    choose_split(plan, "ksplit", clamp(plan->analysis.used_cols, 2, 32),
                 MATMUL_REGISTER_BUDGET, MATMUL_REGISTER_BUDGET,
                 col_split_estimate);
}

static int col_split_shared(const matmul_plan *plan) {
  return param(plan, "buffers") * param(plan, "ksplit") *
         param(plan, "rchunk") * param(plan, "block_x") *
         column_width(plan) * element_size(plan);
}

/* Wider threads need every column of the last block theirs: n baked, a
 * multiple of the width; the PTX form takes one column. */
static int check_col_split_width(const matmul_plan *plan, char *reason,
                                 size_t size) {
  int width = column_width(plan);
  if (width == 1) return 1;
  if (param(plan, "ptx")) {
    snprintf(reason, size, "col-split in PTX takes one column a thread "
             "(width 1)");
    return 0;
  }
  if (plan->request.n < 0 || plan->request.n % width) {
    snprintf(reason, size, "col-split at width %d needs n baked, a "
             "multiple of %d", width, width);
    return 0;
  }
  return 1;
}

static int check_col_split(gimmik_variant_plan *head, char *reason,
                           size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!check_split(plan, "ksplit", plan->analysis.used_cols, "used columns",
                   reason, size))
    return 0;
  head->register_estimate = col_split_estimate(plan);
  return check_common(plan, reason, size) &&
         check_col_split_width(plan, reason, size) &&
         check_shared(plan, col_split_shared(plan), reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static void geometry_col_split(gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  geometry_split(head, "ksplit", col_split_shared(plan));
  head->info.cols_per_block *= column_width(plan);
}

static const gimmik_variant col_split = {
    "col-split", "y threads of a 2-D block each own a share of A's columns; "
    "partial dot products meet in shared memory and are summed there",
    GPU_BACKENDS, GIMMIK_PARAMS(col_split_params), choose_col_split,
    check_col_split, geometry_col_split};

/* ---- resident: B whole in shared memory, C rows formed whole ---------- */

static const gimmik_param_spec resident_msplit_spec = {
    "msplit", "y threads, each forming a share of every step's C rows", 1,
    32, 8, 0, NULL, NULL, NULL, 3, {4, 8, 16}};
static const gimmik_param_spec resident_bchunk_spec = {
    "bchunk", "rows of B a group of copies: a step's", 1, 128, 32, 0, NULL,
    NULL, NULL, 1, {32}};
static const gimmik_param_spec resident_keep_spec = {
    "keep", "values of B a thread holds for a run of its rows", 1, 64, 16, 0,
    NULL, NULL, NULL, 1, {16}};

static const gimmik_param_spec *const resident_params[] = {
    &block_x_spec, &resident_msplit_spec, &resident_bchunk_spec,
    &resident_keep_spec, &split_hints_spec, &consts_spec};

/* Groups of copies a resident kernel may have in flight: a thread's
 * cp.async groups are counted in 6 bits (ptxas caps a wait's count at
 * 63), so a kernel keeps well below. */
enum { MATMUL_RESIDENT_GROUPS = 32 };

/* A run holds at most `keep` values of B, or one row's; then the row's
 * sum and the old values of C read ahead. */
static int resident_estimate(const matmul_plan *plan) {
  int held = param(plan, "keep");
  if (plan->analysis.max_row_nonzeros > held)
    held = plan->analysis.max_row_nonzeros;
  return (held + 1 + old_values(plan)) * registers_per_value(plan);
}

/* B's used rows at `block_x` columns. */
static int resident_bytes(const matmul_plan *plan, int block_x) {
  return plan->analysis.used_cols * block_x * element_size(plan);
}

static int resident_shared(const matmul_plan *plan) {
  return resident_bytes(plan, param(plan, "block_x"));
}

/* Resident's msplit: the power of two from 4 nearest to A's nonzeros
 * over MATMUL_RESIDENT_SHARE, at most 16, and at most 8 where a row holds
 * more than MATMUL_RESIDENT_ROW nonzeros on average: on all six such
 * operators the share alone sends to 16, 16 y-threads lost 1.07-3.0
 * times to 4 or 8.  Over the 64 operators of the f64 tuning logs timed
 * at 4, 8 and 16 it came within 1.05 of the best of the three on 56 (a
 * fixed 8: 49), all 34 hexahedra among them; the other eight are prisms,
 * pyramids, tetrahedra and triangles of 30-50 nonzeros a row, which
 * resident never serves by default (bench/results/
 * h200-fresh-2026-11-29). */
enum { MATMUL_RESIDENT_SHARE = 512, MATMUL_RESIDENT_ROW = 16 };

static int resident_split(const matmul_plan *plan) {
  long long nonzeros = plan->analysis.nonzeros;
  double threads = (double)nonzeros / MATMUL_RESIDENT_SHARE;
  int most = nonzeros > (long long)MATMUL_RESIDENT_ROW * nonzero_rows(plan)
                 ? 8 : 16;
  int split = 4;
  while (split < most && threads * threads > 2.0 * split * split)
    split *= 2;
  return split;
}

static void choose_resident(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!(fixed & (1u << 1)))
    set_param(plan, "msplit", clamp(resident_split(plan), 1,
                                    nonzero_rows(plan)));
  int used = plan->analysis.used_cols;
  int fewest = (used + MATMUL_RESIDENT_GROUPS - 1) / MATMUL_RESIDENT_GROUPS;
  if (!(fixed & (1u << 2)))
    set_param(plan, "bchunk", clamp(param(plan, "bchunk"), fewest, used));
}

static int check_resident(gimmik_variant_plan *head, char *reason,
                          size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  if (plan->analysis.used_cols == 0) {
    snprintf(reason, size, "A has no nonzero: no B to stage");
    return 0;
  }
  if (!check_split(plan, "msplit", nonzero_rows(plan), "nonzero rows",
                   reason, size))
    return 0;
  int bchunk = param(plan, "bchunk");
  int groups = (plan->analysis.used_cols + bchunk - 1) / bchunk;
  if (groups > MATMUL_RESIDENT_GROUPS) {
    snprintf(reason, size, "bchunk %d makes %d groups of copies (at most "
             "%d)", bchunk, groups, MATMUL_RESIDENT_GROUPS);
    return 0;
  }
  head->register_estimate = resident_estimate(plan);
  return check_common(plan, reason, size) &&
         check_shared(plan, resident_shared(plan), reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static void geometry_resident(gimmik_variant_plan *head) {
  geometry_split(head, "msplit", resident_shared((matmul_plan *)head));
}

static const gimmik_variant resident_variant = {
    "resident", "y threads of a 2-D block form whole C rows, each step's "
    "share as its chunk of B lands; the block's B is staged whole in "
    "shared memory (asynchronous copies from sm_80)",
    GPU_BACKENDS, GIMMIK_PARAMS(resident_params), choose_resident,
    check_resident, geometry_resident};

/* ---- reading B where it is used: rstream and pstream ----------------- */

static const gimmik_param_spec order_spec = {
    "order", "rows of C in index order (0) or a Cuthill-McKee order of the "
    "rows sharing columns (1)", 0, 1, 1, 0, NULL, NULL, NULL, 2, {0, 1}};

static const gimmik_param_spec *const rstream_params[] = {
    &block_spec, &width_spec, &order_spec, &cahead_spec, &consts_spec};

/* plan->row_order for the plan's `order`; 0 when out of memory. */
static int build_order(matmul_plan *plan) {
  free(plan->row_order);
  plan->row_order = gimmik_matmul_row_order(plan, param(plan, "order"));
  return plan->row_order != NULL;
}

static int out_of_memory(char *reason, size_t size) {
  snprintf(reason, size, "out of memory");
  return 0;
}

static int check_rstream(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!build_order(plan)) return out_of_memory(reason, size);
  /* The compiler holds a value of B from its first use in the row order
   * to its last, and has the reads of a row and the next in flight;
   * nothing else of the thread's lives long, so it may take more of the
   * registers than the variants that hold C. */
  int live = gimmik_matmul_order_live(plan, plan->row_order) +
             2 * plan->analysis.max_row_nonzeros + old_values(plan);
  head->register_estimate =
      live * registers_per_value(plan) * column_width(plan);
  return check_budget(head->register_estimate, MATMUL_WHOLE_BUDGET, reason,
                      size) &&
         check_common(plan, reason, size);
}

/* Values of B alive at once in the rows' order `reorder` (order.c), or
 * 1 << 20 when out of memory. */
static int order_live(const matmul_plan *plan, int reorder) {
  int *order = gimmik_matmul_row_order(plan, reorder);
  int live = order ? gimmik_matmul_order_live(plan, order) : -1;
  free(order);
  return live < 0 ? 1 << 20 : live;
}

/* The order that keeps fewer values of B alive (Cuthill-McKee on a tie):
 * the order with the fewer registers is the faster one wherever both
 * were timed (docs/matmul.md). */
static int fewer_live_order(const matmul_plan *plan) {
  return order_live(plan, 0) < order_live(plan, 1) ? 0 : 1;
}

static void choose_rstream(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!(fixed & (1u << 2))) set_param(plan, "order", fewer_live_order(plan));
  choose_column_width(head, fixed, check_rstream, MATMUL_WHOLE_BUDGET);
}

static const gimmik_variant rstream = {
    "rstream", "one thread per column; form the C rows in a bandwidth-"
    "reducing order, each reading its values of B where it uses them "
    "(read-only cache)",
    GPU_BACKENDS, GIMMIK_PARAMS(rstream_params), choose_rstream, check_rstream,
    geometry_column};

static const gimmik_param_spec pstream_block_spec = {
    "block", "threads per block", 32, 1024, 128, 0, NULL, NULL, NULL, 1,
    {128}};
static const gimmik_param_spec pstream_width_spec = {
    "width", "adjacent columns per thread, vector access", 1, 4, 1, 0, NULL,
    NULL, NULL, 2, {1, 2}};
static const gimmik_param_spec keep_spec = {
    "regs", "32-bit registers for values of B kept between their uses",
    8, 160, 64, 0, NULL, NULL, NULL, 2, {64, 128}};
static const gimmik_param_spec ahead_spec = {
    "ahead", "rows whose reads of B are issued before the row being formed",
    0, 16, 2, 0, NULL, NULL, NULL, 1, {2}};
static const gimmik_param_spec pstream_order_spec = {
    "order", "rows of C in index order (0) or a Cuthill-McKee order of the "
    "rows sharing columns (1)", 0, 1, 1, 0, NULL, NULL, NULL, 1, {1}};

static const gimmik_param_spec *const pstream_params[] = {
    &pstream_block_spec, &pstream_width_spec, &pstream_order_spec,
    &keep_spec, &ahead_spec, &consts_spec};

static int check_pstream(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  int per_value = registers_per_value(plan) * column_width(plan);
  int keep = param(plan, "regs") / per_value;
  if (keep < 1) keep = 1;
  if (!build_order(plan) ||
      !gimmik_matmul_reads_build(plan, keep, param(plan, "ahead")))
    return out_of_memory(reason, size);
  head->register_estimate =
      (plan->reads.most_alive + old_values(plan)) * per_value;
  return check_common(plan, reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static const gimmik_variant pstream = {
    "pstream", "one thread per column; C rows in a bandwidth-reducing "
    "order, each value of B kept in a register from its first use to its "
    "last within a register budget, read again from cache beyond it",
    GPU_BACKENDS, GIMMIK_PARAMS(pstream_params), NULL, check_pstream,
    geometry_column};

/* ---- mma: FP64 tensor cores ------------------------------------------ */

/* Lanes of a warp, and the columns of B and C of every FP64 product;
 * the named barriers a block has for its column tiles (bar.sync 1..15,
 * 0 being __syncthreads). */
enum { MMA_LANES = 32, MMA_COLS = 8, MMA_GROUP_BARRIERS = 15 };

/* The FP64 products, named as the PTX ISA's fragment sections name them:
 * 884 is mma.sync m8n8k4 (sm_80+); 1684, 1688 and 16816 are m16n8k4,
 * m16n8k8 and m16n8k16 (sm_90+).  Rows of A and C, and depth (used
 * columns of A, rows of B) of one product; 0 for no such shape. */
static int shape_rows(int shape) {
  return shape == 884 ? 8 : shape == 1684 || shape == 1688 ||
                                    shape == 16816 ? 16 : 0;
}

static int shape_depth(int shape) {
  return shape == 884 || shape == 1684 ? 4 : shape == 1688 ? 8
         : shape == 16816 ? 16 : 0;
}

/* The larger products where the device has them: sm_90 runs them at
 * fewer instructions per flop than m8n8k4, which the PTX ISA calls
 * optimised for sm_70 only. */
static int sweep_shape(const gimmik_variant_plan *head,
                       int values[GIMMIK_SWEEP_MAX]) {
  const matmul_plan *plan = (const matmul_plan *)head;
  int count = 0;
  values[count++] = 884;
  if (plan->request.compute_capability >= 90) {
    values[count++] = 1688;
    values[count++] = 16816;
  }
  return count;
}

static const gimmik_param_spec shape_spec = {
    "shape", "the FP64 product: 884 m8n8k4 (sm_80+); 1684, 1688, 16816 "
    "m16n8k4, m16n8k8, m16n8k16 (sm_90+) (0: m16n8k8 from sm_90, else "
    "m8n8k4)", 0, 16816, 0, 0, NULL, NULL, sweep_shape, 0, {0}};

static const gimmik_param_spec ntiles_spec = {
    "ntiles", "tiles of 8 columns each warp forms (its accumulators)", 1, 8,
    2, 0, NULL, NULL, NULL, 2, {2, 4}};
/* The parameters the analysis chooses when they are 0 (the tuner keeps
 * them at 0, so each candidate gets the choice for its ntiles).  mwarps
 * is also a refinement: more warps a column tile hold fewer accumulators
 * each, so more of them fit a multiprocessor whose shared memory A
 * fills; which wins depends on the registers the compiler gives. */
static const gimmik_param_spec mwarps_spec = {
    "mwarps", "warps sharing a column tile, each forming a share of the "
    "tiles of rows of C (0: the analysis chooses)", 0, 16, 0, 1, NULL, NULL,
    NULL, 4, {0, 2, 3, 4}};
static const gimmik_param_spec warps_spec = {
    "warps", "column tiles per block, each mwarps warps (0: the analysis "
    "chooses)", 0, 32, 0, 0, NULL, NULL, NULL, 0, {0}};
static const gimmik_param_spec kchunk_spec = {
    "kchunk", "rows of B per chunk staged in shared memory (a multiple of "
    "the product's depth)", 4, 64, 16, 0, NULL, NULL, NULL, 0, {0}};
static const gimmik_param_spec stages_spec = {
    "stages", "chunks of B in flight, by cp.async (0: the analysis "
    "chooses)", 0, 4, 0, 0, NULL, NULL, NULL, 0, {0}};
static const gimmik_param_spec mma_width_spec = {
    "width", "adjacent columns per copy of B and access of C (ldb and ldc "
    "must be multiples)", 1, 4, 1, 0, NULL, NULL, NULL, 2, {1, 2}};
static const gimmik_param_spec repeat_spec = {
    "repeat", "column tiles each warp forms in turn (A is staged once per "
    "block)", 1, 64, 1, 0, NULL, NULL, NULL, 2, {1, 4}};
/* A refinement: the barriers it adds against the copies and shared
 * memory it saves are weighed on the device. */
static const gimmik_param_spec bshare_spec = {
    "bshare", "the mwarps warps of a column tile share its staged chunks of "
    "B, each copying a share, with a barrier of theirs a chunk (1), or each "
    "warp stages its own (0)", 0, 1, 0, 1, NULL, NULL, NULL, 2, {0, 1}};
static const gimmik_param_spec asource_spec = {
    "asource", "where A's tiles are read: 1 shared memory (staged once per "
    "block), 2 the kernel's table through the read-only cache (0: the "
    "analysis chooses)", 0, 2, 0, 0, NULL, NULL, NULL, 0, {0}};

/* Without it a warp waits a memory latency at the start of each column
 * tile for its first chunk of B, with nothing else to issue.  A
 * refinement: its registers cost some kernels more than it saves. */
static const gimmik_param_spec overlap_spec = {
    "overlap", "with repeat > 1 and stages > 1, a warp stages the first "
    "chunks of B of its next column tile while it multiplies the last of "
    "the current one (1), or only once it has stored the current tile (0)",
    0, 1, 1, 1, NULL, NULL, NULL, 2, {1, 0}};

static const gimmik_param_spec *const mma_params[] = {
    &shape_spec, &ntiles_spec, &mwarps_spec, &warps_spec, &kchunk_spec,
    &stages_spec, &mma_width_spec, &repeat_spec, &asource_spec,
    &bshare_spec, &overlap_spec};

/* plan->tiles for the plan's shape; 0 when out of memory. */
static int mma_tiles(matmul_plan *plan) {
  int shape = param(plan, "shape");
  int rows = shape_rows(shape), depth = shape_depth(shape);
  if (plan->tiles.index && plan->tiles.rows == rows &&
      plan->tiles.depth == depth)
    return 1;
  return gimmik_matmul_tiles_build(plan, rows, depth);
}

/* Accumulators (rows x 8 / 32 doubles a lane per tile of C), the
 * fragments of B of one product (depth / 4 doubles a lane per column
 * tile) and the fragment of A (rows x depth / 32), in 32-bit registers. */
static int mma_estimate(matmul_plan *plan) {
  int busy = gimmik_matmul_tiles_split(plan, param(plan, "mwarps"));
  int ntiles = param(plan, "ntiles");
  int rows = plan->tiles.rows, depth = plan->tiles.depth;
  return rows / 2 * busy * ntiles + depth / 2 * ntiles + rows * depth / 16;
}

/* Row pitch (values) of a warp's staged chunk of B: the fewest values past
 * its 8 ntiles columns, in whole copies, at which the warp's fragment loads
 * take the fewest wavefronts of shared memory (shared_banks.h). */
static int mma_pitch(const matmul_plan *plan) {
  int columns = MMA_COLS * param(plan, "ntiles");
  int width = param(plan, "width"), size = element_size(plan);
  int best = columns, best_waves = 1 << 30;
  for (int pitch = columns; pitch < columns + 32; pitch += width) {
    int offsets[MMA_LANES];
    for (int lane = 0; lane < MMA_LANES; lane++)
      offsets[lane] = (lane % 4) * pitch + lane / 4;
    int waves = gimmik_shared_wavefronts(offsets, MMA_LANES, size);
    if (waves < best_waves) {
      best = pitch;
      best_waves = waves;
    }
  }
  return best;
}

/* Bytes of A's nonzero tiles (doubles), staged or not. */
static int mma_a_bytes(const matmul_plan *plan) {
  return plan->tiles.count * plan->tiles.rows * plan->tiles.depth * 8;
}

static int mma_shared(const matmul_plan *plan) {
  int a_bytes = param(plan, "asource") == 1 ? mma_a_bytes(plan) : 0;
  int chunk = param(plan, "kchunk") * mma_pitch(plan) * element_size(plan);
  int stagers = param(plan, "bshare") ? 1 : param(plan, "mwarps");
  return a_bytes + stagers * param(plan, "warps") * param(plan, "stages") *
                       chunk;
}

/* The device's shared memory per block; an unknown device is taken for
 * sm_90, where the tensor-core variant is meant to run, and the runtime
 * refuses a launch that asks for more than the device has. */
static int mma_shared_budget(const matmul_plan *plan) {
  int capability = plan->request.compute_capability;
  return gimmik_shared_budget(GIMMIK_BACKEND_CUDA,
                              capability ? capability : 90);
}

/* The registers a thread has: past them ptxas spills the accumulators,
 * which costs up to ten times the kernel's time (docs/matmul.md). */
enum { MMA_THREAD_REGISTERS = 255 };

/* The registers ptxas gives a thread: 1.75 times the estimate (fragments
 * of A loaded ahead, the old C, addresses; sm_90a kernels of the tet p6
 * operators took 1.41 to 1.77 times). */
static int mma_register_need(matmul_plan *plan) {
  return mma_estimate(plan) * 7 / 4;
}

/* The most registers a thread of a block of `warps` warps can have
 * (255 at most): a multiprocessor's four sub-partitions hold 16 Ki each
 * and a block's warps are spread over them, so blocks of 9 to 12 warps
 * get 168, and ptxas spills past that to keep the block launchable. */
static int mma_register_cap(int warps) {
  int cap = 16384 / ((warps + 3) / 4 * MMA_LANES) / 8 * 8;
  return cap < MMA_THREAD_REGISTERS ? cap : MMA_THREAD_REGISTERS;
}

/* Warps resident on one multiprocessor of an sm_90 device (228 KiB of
 * shared memory, 2048 threads, 64 Ki registers) at mma_register_need; 0
 * when the block does not fit or its register cap is under the need. */
static int mma_resident_warps(matmul_plan *plan) {
  int warps = param(plan, "mwarps") * param(plan, "warps");
  int shared = mma_shared(plan);
  if (shared > mma_shared_budget(plan) || MMA_LANES * warps > 1024)
    return 0;
  if (param(plan, "bshare") && param(plan, "mwarps") > 1 &&
      param(plan, "warps") > MMA_GROUP_BARRIERS)
    return 0;
  /* Past 255 every block is alike: ptxas fits what it can in 255. */
  int need = mma_register_need(plan);
  if (need > MMA_THREAD_REGISTERS) need = MMA_THREAD_REGISTERS;
  if (need > mma_register_cap(warps)) return 0;
  int registers = (need + 7) / 8 * 8;
  int by_shared = 228 * 1024 / (shared + 1024);
  int by_threads = 2048 / (MMA_LANES * warps);
  int by_registers = 65536 / (MMA_LANES * warps * registers);
  int blocks = by_shared < by_threads ? by_shared : by_threads;
  if (by_registers < blocks) blocks = by_registers;
  return blocks * warps;
}

/* Fewer resident warps than this a multiprocessor leave the tensor cores
 * idle between a warp's dependent products. */
enum { MMA_FEW_WARPS = 8 };

/* The fewest warps a column tile (at most 16 and the tiles of rows)
 * whose mma_register_need is within MMA_THREAD_REGISTERS, 0 when none
 * is; leaves mwarps at 0. */
static int mma_fewest_mwarps(matmul_plan *plan) {
  int found = 0;
  for (int parts = 1; parts <= 16 && parts <= plan->tiles.mtiles; parts++) {
    set_param(plan, "mwarps", parts);
    if (mma_register_need(plan) <= MMA_THREAD_REGISTERS) {
      found = parts;
      break;
    }
  }
  set_param(plan, "mwarps", 0);
  return found;
}

/* On sm_90 m16n8k8, unless its tiles' fill is under mma_fill_ratio of
 * that of m8n8k4's: there the larger product's wasted work outweighs its
 * fewer instructions (the tri p5 M132 and p6 M460 operators, whose
 * tuned kernels take m8n8k4); before sm_90 m8n8k4. */
static const double mma_fill_ratio = 0.8;

static int mma_default_shape(const matmul_plan *plan) {
  if (plan->request.compute_capability < 90) return 884;
  double large = gimmik_matmul_tile_fill(plan, 16, 8);
  double small = gimmik_matmul_tile_fill(plan, 8, 4);
  return large < mma_fill_ratio * small ? 884 : 1688;
}

/* Four column tiles a warp, each fragment of A serving four products,
 * where that needs at most two warps a column tile and A's copy takes at
 * most half the shared memory (so that blocks of several column tiles
 * still fit); else two.  So the tuned kernels of the PyFR suite's beta 0
 * operators (4 on tet p4 M132, M460, p5 M132, p6 M0; 2 on p5 and p6 M460
 * and p6 M132). */
static int mma_default_ntiles(matmul_plan *plan) {
  set_param(plan, "ntiles", 4);
  int parts = mma_fewest_mwarps(plan);
  if (parts >= 1 && parts <= 2 &&
      2 * mma_a_bytes(plan) <= mma_shared_budget(plan))
    return 4;
  return 2;
}

/* Column tiles a warp forms in turn: A is staged once for all of them,
 * and with overlap each tile's first chunks of B arrive while the tile
 * before is formed (docs/matmul.md, "mma"). */
enum { MMA_REPEAT = 4 };

/* MMA_REPEAT, cut to the blocks' column tiles a baked n has. */
static int mma_default_repeat(const matmul_plan *plan) {
  if (plan->request.n < 0) return MMA_REPEAT;
  long long columns = (long long)MMA_COLS * param(plan, "ntiles") *
                      param(plan, "warps");
  long long tiles = (plan->request.n + columns - 1) / columns;
  return tiles < MMA_REPEAT ? (int)(tiles > 0 ? tiles : 1) : MMA_REPEAT;
}

/* Two columns a copy and access where the baked leading dimensions allow
 * (every tuned mma kernel has them); with n at run time one, since two
 * would bind the launch to even ldb and ldc. */
static int mma_default_width(const matmul_plan *plan) {
  const gimmik_matmul_request *request = &plan->request;
  if (request->n < 0 || request->ldb % 2 || request->ldc % 2) return 1;
  return 2;
}

/* Where no block fits the register file at the estimate (many warps a
 * column tile, prism p6 M460): two column tiles a block, the least
 * threads, whose registers ptxas fits to the block (__launch_bounds__),
 * with A in shared memory if it fits beside one stage, else read from
 * the table, and the most stages that fit. */
static void mma_fallback(matmul_plan *plan, int *warps, int *stages,
                         int *source) {
  set_param(plan, "warps", 2);
  for (int s = 1; s <= 2; s++)
    for (int staged = 3; staged >= 1; staged--) {
      set_param(plan, "asource", s);
      set_param(plan, "stages", staged);
      if (mma_shared(plan) <= mma_shared_budget(plan)) {
        *warps = 2;
        *stages = staged;
        *source = s;
        return;
      }
    }
}

/* Resolve the parameters left at 0.  shape: mma_default_shape; ntiles
 * (when neither it nor mwarps is given): mma_default_ntiles.  mwarps:
 * the fewest warps per column tile whose accumulators fit the register
 * budget.  warps, stages and asource: of 4, 8 or 2
 * column tiles a block and 3 or 2 stages, with A in shared memory if any
 * such block fits, else read from the table, the combination that leaves
 * the most warps resident per multiprocessor (ties: in that order); one
 * stage only when nothing else fits.  When that leaves fewer than
 * MMA_FEW_WARPS (a large A: one block a multiprocessor, whose warps are
 * all there are), 16, 6, 12 and 3 column tiles are tried as well, to fill
 * what A leaves of the shared memory; when no block fits at all,
 * mma_fallback.  width: 2 where baked leading dimensions allow, else 1;
 * repeat: mma_default_repeat.  The hook where
 * measurements would refine the rule. */
static void choose_mma(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  if (param(plan, "shape") == 0)
    set_param(plan, "shape", mma_default_shape(plan));
  if (!shape_rows(param(plan, "shape")) || !mma_tiles(plan)) return;
  if (!(fixed & (1u << 6))) set_param(plan, "width", mma_default_width(plan));
  if (!(fixed & (1u << 1)) && param(plan, "mwarps") == 0)
    set_param(plan, "ntiles", mma_default_ntiles(plan));
  if (param(plan, "mwarps") == 0) {
    int parts = mma_fewest_mwarps(plan);
    set_param(plan, "mwarps",
              parts ? parts : clamp(plan->tiles.mtiles, 1, 16));
  }
  static const int warp_choices[] = {4, 8, 2, 16, 6, 12, 3};
  static const int stage_choices[] = {3, 2, 1};
  int given_warps = param(plan, "warps"), given_stages = param(plan, "stages");
  int given_source = param(plan, "asource");
  int best_warps = given_warps ? given_warps : 4;
  int best_stages = given_stages ? given_stages : 3;
  int best_source = given_source ? given_source : 1, most = 0;
  for (int pass = 0; pass < 2 && most < MMA_FEW_WARPS; pass++) {
    int choices = pass ? 7 : 3;
    for (int source = 1; source <= 2 && (source == 1 || most == 0);
         source++)
      for (int s = 0; s < 3 && (s < 2 || most == 0); s++)
        for (int w = 0; w < choices; w++) {
          int warps = warp_choices[w], stages = stage_choices[s];
          if ((given_warps && warps != given_warps) ||
              (given_stages && stages != given_stages) ||
              (given_source && source != given_source))
            continue;
          set_param(plan, "warps", warps);
          set_param(plan, "stages", stages);
          set_param(plan, "asource", source);
          int resident = mma_resident_warps(plan);
          if (resident > most) {
            most = resident;
            best_warps = warps;
            best_stages = stages;
            best_source = source;
          }
        }
  }
  if (most == 0 && !given_warps && !given_stages && !given_source)
    mma_fallback(plan, &best_warps, &best_stages, &best_source);
  set_param(plan, "warps", best_warps);
  set_param(plan, "stages", best_stages);
  set_param(plan, "asource", best_source);
  if (!(fixed & (1u << 7)))
    set_param(plan, "repeat", mma_default_repeat(plan));
}

static int check_mma(gimmik_variant_plan *head, char *reason, size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  int shape = param(plan, "shape");
  int capability = plan->request.compute_capability;
  if (!shape_rows(shape)) {
    snprintf(reason, size, "shape %d is none of 884, 1684, 1688, 16816",
             shape);
    return 0;
  }
  if (shape != 884 && capability && capability < 90) {
    snprintf(reason, size, "shape %d needs sm_90 or later (the device is "
             "sm_%d)", shape, capability);
    return 0;
  }
  if (!mma_tiles(plan)) return out_of_memory(reason, size);
  int width = param(plan, "width"), mwarps = param(plan, "mwarps");
  int threads = MMA_LANES * mwarps * param(plan, "warps");
  if (!mwarps || !param(plan, "warps") || !param(plan, "stages") ||
      !param(plan, "asource"))
    return out_of_memory(reason, size);
  if (param(plan, "kchunk") % plan->tiles.depth) {
    snprintf(reason, size, "kchunk %d is not a multiple of the product's "
             "depth %d", param(plan, "kchunk"), plan->tiles.depth);
    return 0;
  }
  if (mwarps > plan->tiles.mtiles) {
    snprintf(reason, size, "mwarps %d exceeds the %d tiles of %d rows",
             mwarps, plan->tiles.mtiles, plan->tiles.rows);
    return 0;
  }
  if (threads > 1024) {
    snprintf(reason, size, "block of %d threads exceeds 1024", threads);
    return 0;
  }
  if (param(plan, "bshare") && mwarps == 1) {
    snprintf(reason, size, "bshare needs mwarps of 2 or more (one warp a "
             "column tile stages its own B)");
    return 0;
  }
  if (param(plan, "bshare") && param(plan, "warps") > MMA_GROUP_BARRIERS) {
    snprintf(reason, size, "bshare needs a barrier for each of the %d "
             "column tiles of a block (at most %d)", param(plan, "warps"),
             MMA_GROUP_BARRIERS);
    return 0;
  }
  if (width * element_size(plan) > 16) {
    snprintf(reason, size, "width %d copies more than 16 bytes", width);
    return 0;
  }
  int ntiles = param(plan, "ntiles");
  if (ntiles & (ntiles - 1)) {
    snprintf(reason, size, "ntiles %d is not a power of 2", ntiles);
    return 0;
  }
  head->register_estimate = mma_estimate(plan);
  plan->tiles.pitch = mma_pitch(plan);
  int shared = mma_shared(plan);
  if (shared > mma_shared_budget(plan)) {
    snprintf(reason, size, "needs %d bytes of shared memory per block "
             "(budget %d)", shared, mma_shared_budget(plan));
    return 0;
  }
  if (width > 1 && plan->request.n >= 0 &&
      (plan->request.ldb % width || plan->request.ldc % width)) {
    snprintf(reason, size, "width %d needs ldb and ldc that are multiples "
             "of it (ldb %lld, ldc %lld)", width, plan->request.ldb,
             plan->request.ldc);
    return 0;
  }
  return check_registers(head->register_estimate, reason, size);
}

static void geometry_mma(gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  gimmik_kernel_info *info = &head->info;
  int warps = param(plan, "warps");
  info->block[0] = MMA_LANES * param(plan, "mwarps") * warps;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block =
      MMA_COLS * param(plan, "ntiles") * warps * param(plan, "repeat");
  info->shared_bytes = mma_shared(plan);
}

static const gimmik_variant mma = {
    "mma", "FP64 tensor cores (mma.sync m8n8k4 from sm_80, m16n8k4/k8/k16 "
    "from sm_90): A's nonzero tiles from a table of the kernel (staged once "
    "per block in shared memory), B staged by cp.async, C in registers; "
    "f32 computed in double",
    1u << GIMMIK_BACKEND_CUDA, GIMMIK_PARAMS(mma_params), choose_mma, check_mma,
    geometry_mma};

/* ---- the table -------------------------------------------------------- */

const gimmik_variant *const gimmik_matmul_variants_table[] = {
    &cstream, &bstream, &row_split, &col_split, &rstream, &pstream, &mma,
    &resident_variant, NULL};

/* ---- the default rule ------------------------------------------------- */

/* Where the FP64 tensor cores pay: at least this many flops per value of
 * B and C moved (a dense operator on the compute side of the FP64 FMA
 * pipe's balance; docs/matmul.md), with at least this share of the
 * products of the tiles of the default shape (m16n8k8 from sm_90, else
 * m8n8k4) multiplying a nonzero. */
enum { MATMUL_MMA_FLOPS_PER_VALUE = 32 };
static const double matmul_mma_fill = 0.5;

static int mma_pays_at(const matmul_plan *plan, double flops_per_value,
                       double fill) {
  double values = plan->analysis.used_cols +
                  plan->m * (1.0 + (plan->request.beta != 0.0));
  double flops = 2.0 * (double)plan->analysis.nonzeros;
  int large = plan->request.compute_capability >= 90;
  return plan->request.backend == GIMMIK_BACKEND_CUDA &&
         flops >= flops_per_value * values &&
         gimmik_matmul_tile_fill(plan, large ? 16 : 8, large ? 8 : 4) >=
             fill;
}

static int mma_pays(const matmul_plan *plan) {
  return mma_pays_at(plan, MATMUL_MMA_FLOPS_PER_VALUE, matmul_mma_fill);
}

/* Below that, where no register variant holds the live values: at least
 * MATMUL_MMA_SPARSE_FLOPS a value with a fifth of the tiles' products
 * multiplying a nonzero (prism p5 M132 and p6 M460: 23-31 flops a
 * value, fill 0.22-0.28; their tuned mma kernels ran 1.5 to 1.8 times
 * faster than row-split and resident, while prism p4 M132, 17 flops a
 * value, keeps row-split), the tensor cores still beat the splits. */
enum { MATMUL_MMA_SPARSE_FLOPS = 20 };
static const double matmul_mma_sparse_fill = 0.2;

static int mma_pays_sparse(const matmul_plan *plan) {
  return mma_pays_at(plan, MATMUL_MMA_SPARSE_FLOPS, matmul_mma_sparse_fill);
}

/* In f32 the tensor cores form products in double at the FP32 pipe's own
 * rate (sm_90), so they pay only where the register variants fall short
 * of it: at MATMUL_MMA_F32_FLOPS a value and more, unless cstream or
 * bstream holds at most 64 values (`few_held`).  On the H200, at 72-126
 * flops a value and 84-120 values held (tet p6 M0, M132 and M460, and
 * the held-out pyramid p5 M3 and tet p6 M460) mma ran 1.2-1.7 times
 * faster than the register default; at 81-84 with 55-56 held (tet p5
 * M132 and M460, pyramid p4 M132) and at 67 (tet p5 M6) the register
 * variants ran 1.3-1.9 times faster than mma (bench/results/
 * h200-heldout-f32-2026-11-29).  Below that, f32 ranks mma after the
 * register variants, cstream while B's used rows take at most half the
 * budget (at 112-120 cstream ran 1.5-1.6 times mma's time: tet p6 M3,
 * pyramid p5 M3) and the split (tet p6 M3 and M6, 46-67 flops a value:
 * row-split and col-split ran 0.96 and 0.57 times mma's time,
 * bench/results/h200-defaults-2026-11-29), and never at low intensity
 * (mma_pays_sparse): there mma computes an f32 column in double and
 * loses to the splits (prism p5 M132: 1.9 times row-split's time). */
enum { MATMUL_MMA_F32_FLOPS = 70 };

static int mma_pays_f32_first(const matmul_plan *plan, int few_held) {
  return !few_held &&
         mma_pays_at(plan, MATMUL_MMA_F32_FLOPS, matmul_mma_fill);
}

/* Where the analysis ranks mma in f64 on a device with full-rate FP64
 * tensor cores (sm_80, sm_90, sm_100: A100, H100 and H200, B200) and a
 * thread's unrolled code passes MATMUL_CODE_INSTRUCTIONS, the tuner
 * leaves the register variants out: in the H200 tuning logs, on every
 * such operator (15, of 9133 to 198016 instructions: tet, prism, pyramid
 * and hex GLL p4-p7), the best of them ran 1.77-5.62 times mma's best,
 * and their builds took as long as mma's or longer (docs/matmul.md). */
static int registers_outclassed(const matmul_plan *plan) {
  int capability = plan->request.compute_capability;
  return plan->request.dtype == GIMMIK_F64 &&
         (capability == 80 || capability == 90 || capability == 100) &&
         column_instructions(plan, 1) > MATMUL_CODE_INSTRUCTIONS;
}

/* The tuner sweeps mma only where the analysis ranks it.  Elsewhere its
 * candidates never won and took most of a tuning's compile time, tens of
 * seconds each: in f32 (where the tensor cores compute in double at the
 * FP32 pipe's rate on sm_90) they ran 8-20 times slower than the pick
 * (hex p5 M132, p5 M460 and p6 M132: bench/results/
 * h200-fp32-2026-11-29-colsplit); in f64, on the 32 suite and held-out
 * operators of the H200 tuning logs where it is not ranked, its best ran
 * 1.02-3.02 times the best of the other variants (hex p5 M132: 144 of 197
 * candidates). */
int gimmik_matmul_swept(const gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  int ranked = mma_pays(plan) || mma_pays_sparse(plan);
  if (head->variant == &mma) return ranked;
  return !(ranked && registers_outclassed(plan));
}

/* Blocks of the resident variant a multiprocessor must hold for it to be
 * the default: while one forms and stores its rows, another's copies of
 * B are in flight. */
enum { MATMUL_RESIDENT_BLOCKS = 2 };

/* Whether the block's B leaves room for MATMUL_RESIDENT_BLOCKS blocks in
 * the device's shared memory (an unknown device taken for sm_90, as for
 * mma), with the 1 KiB a block reserves; CUDA, whose copies are
 * asynchronous; and at least as many rows of C as used rows of B: with
 * fewer (a contraction, such as an interpolation back to fewer points)
 * most rows wait for most of B, where row-split streams it. */
static int resident_pays(const matmul_plan *plan) {
  if (plan->request.backend != GIMMIK_BACKEND_CUDA) return 0;
  if (plan->analysis.rows - plan->analysis.zero_rows <
      plan->analysis.used_cols)
    return 0;
  int per_block = resident_bytes(plan, block_x_spec.base) + 1024;
  int per_processor = mma_shared_budget(plan) + 1024;
  return per_processor / per_block >= MATMUL_RESIDENT_BLOCKS;
}

/* The split for an operator no variant above holds.  In f64 row-split
 * for a sparse A with beta 0, col-split for a dense A or beta != 0 (on
 * hex p6 and p7 M3, beta 1, col-split ran 1.07 times faster than
 * resident, which is not ranked there: bench/results/
 * h200-fresh-2026-11-29).  In f32 col-split takes a sparse A with no
 * more rows of C than used rows of B (a contraction, as the gradients of
 * M132) and a dense A with more and beta != 0 (an expansion that reads
 * C, as M6); any other A takes row-split, and resident is never ranked.
 * On the H200 in f32 col-split ran 1.03-1.27 times faster than row-split
 * on every sparse operator of the tuning logs; on the large M460
 * operators that reach this rank (hex p6, prism p6: three rows of C to a
 * row of B) its partial sums cost it 1.2-2.3 times row-split's time;
 * resident lost to the best split on all seven operators timed
 * (bench/results/h200-heldout-f32-2026-11-29).  On the dense M6 of tet
 * p4-p6 col-split ran 1.19-1.73 times faster than row-split, while on
 * the dense contractions tet p6 M3 and pyramid p5 M3 (beta 1) row-split
 * led by 1.18-1.22 (bench/results/h200-defaults-2026-11-29). */
static const gimmik_variant *split_default(const matmul_plan *plan,
                                           int sparse) {
  if (plan->request.dtype == GIMMIK_F64)
    return sparse && plan->request.beta == 0.0 ? &row_split : &col_split;
  if (sparse ? contraction(plan) : !contraction(plan) &&
                                       plan->request.beta != 0.0)
    return &col_split;
  return &row_split;
}

/* A dense contraction with beta 0.  In f64 bstream, one thread a column
 * holding every row of C while B streams past, ran 1.07-1.17 times the
 * best kernel on those of the H200 tuning logs (tri p5 M132 on two point
 * sets, tet p3 M132), so the ranking passes it over for the next: mma
 * where it pays at low intensity, else the split.  On tri p5 M132 (both point sets) and tet p3 M132 (both)
 * mma ran 0.59-0.95 times bstream's time and 0.98-1.05 times the tuned
 * pick's (bench/results/h200-defaults-2026-11-29). */
static int dense_contraction(const matmul_plan *plan) {
  return !sparse_operator(plan) && plan->request.beta == 0.0 &&
         contraction(plan);
}

/* Values of B rstream keeps alive in its default order, with two rows'
 * reads in flight (check_rstream). */
static int rstream_live(const matmul_plan *plan) {
  int live = order_live(plan, fewer_live_order(plan));
  return live + 2 * plan->analysis.max_row_nonzeros + old_values(plan);
}

/* The analysis's ranking, by the operator's structure: the tensor cores
 * for dense operators of high arithmetic intensity (in f32 only past
 * mma_pays_f32_first, else after the register variants and the split);
 * one thread per column while its live values fit in half the register
 * budget (cstream when all of B's used rows do, else whichever of
 * rstream, live values of B, and bstream, live rows of C, holds fewer;
 * in f64 not bstream for a dense_contraction), or, for a sparse A, while
 * rstream's fit its own budget; in f64 resident for a sparse A with beta
 * 0; in f32 bstream while its rows of C fit the whole register budget
 * (on hex p6-p7 M0 and prism p5 M132 it ran 1.05-1.26 times faster than
 * the split: bench/results/h200-fresh-2026-11-29); else a split
 * (split_default), then pstream; then the others.  The first viable one
 * is used. */
int gimmik_matmul_defaults(const gimmik_variant_plan *head,
                           const gimmik_variant *order[]) {
  const matmul_plan *plan = (const matmul_plan *)head;
  const gimmik_variant *ranked[GIMMIK_DEFAULTS_MAX];
  int ranks = 0, per_value = registers_per_value(plan);
  int half = MATMUL_REGISTER_BUDGET / 2;
  if (head->backend == GIMMIK_BACKEND_C) {
    ranked[ranks++] = &cstream;
  } else {
    int f64 = plan->request.dtype == GIMMIK_F64;
    /* Registers of the values rstream (of B) and bstream (of C) hold. */
    int held_b = rstream_live(plan) * per_value;
    int held_c =
        (gimmik_matmul_bstream_live(plan) + old_values(plan)) * per_value;
    int few = plan->analysis.used_cols * per_value <= 64;
    int few_held = few || held_c <= 64;
    int tensor = mma_pays(plan);
    int tensor_first = tensor && (f64 || mma_pays_f32_first(plan, few_held));
    if (tensor_first) ranked[ranks++] = &mma;
    if (few) ranked[ranks++] = &cstream;
    int sparse = sparse_operator(plan);
    if (held_b < held_c && held_b <= half)
      ranked[ranks++] = &rstream;
    else if (held_c <= half && !(f64 && dense_contraction(plan)))
      ranked[ranks++] = &bstream;
    else if (sparse && held_b <= MATMUL_WHOLE_BUDGET)
      ranked[ranks++] = &rstream;
    const gimmik_variant *split = split_default(plan, sparse);
    int tensor_late = tensor && !tensor_first;
    if (tensor_late) {
      if (plan->analysis.used_cols * per_value <= half)
        ranked[ranks++] = &cstream;
      ranked[ranks++] = split;
      ranked[ranks++] = &mma;
    } else if (!tensor && f64 && mma_pays_sparse(plan)) {
      ranked[ranks++] = &mma;
    }
    if (f64 && sparse && plan->request.beta == 0.0 && resident_pays(plan))
      ranked[ranks++] = &resident_variant;
    if (!f64 && held_c > half && held_c <= MATMUL_REGISTER_BUDGET)
      ranked[ranks++] = &bstream;
    if (!tensor_late) ranked[ranks++] = split;
    ranked[ranks++] = &pstream;
  }
  int count = 0;
  for (int r = 0; r < ranks; r++) order[count++] = ranked[r];
  for (int v = 0; gimmik_matmul_variants_table[v]; v++) {
    int listed = 0;
    for (int r = 0; r < ranks; r++)
      listed |= ranked[r] == gimmik_matmul_variants_table[v];
    if (!listed && count < GIMMIK_DEFAULTS_MAX)
      order[count++] = gimmik_matmul_variants_table[v];
  }
  return count;
}
