/* matmul/variants.c: the matmul variants, their parameters and
 * viability: the matmul family's table (family.h). */
#include <stdio.h>
#include <string.h>

#include "generator/kernel_common.h"
#include "generator/matmul/plan.h"

#define ALL_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL) |             \
   (1u << GIMMIK_BACKEND_C))
#define GPU_BACKENDS                                                         \
  ((1u << GIMMIK_BACKEND_CUDA) | (1u << GIMMIK_BACKEND_OPENCL))

/* 32-bit registers one value of the dtype takes. */
static int registers_per_value(const matmul_plan *plan) {
  return plan->request.dtype == GIMMIK_F64 ? 2 : 1;
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

/* Checks shared by every GPU variant: vector width and cache hints. */
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
  return 1;
}

static int check_registers(int estimate, char *reason, size_t size) {
  if (estimate > MATMUL_REGISTER_BUDGET) {
    snprintf(reason, size, "needs about %d registers of live values per "
             "thread (budget %d): it would spill",
             estimate, MATMUL_REGISTER_BUDGET);
    return 0;
  }
  return 1;
}

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

/* ---- one thread per column: cstream and bstream ---------------------- */

/* The C target loops over columns itself: no launch parameters. */
static int on_gpu(const gimmik_variant_plan *plan) {
  return plan->backend != GIMMIK_BACKEND_C;
}

static const gimmik_param_spec block_spec = {
    "block", "threads per block", 32, 1024, 128, 0, on_gpu, NULL, NULL,
    2, {128, 256}};
static const gimmik_param_spec width_spec = {
    "width", "adjacent columns per thread, vector access", 1, 4, 1, 0,
    on_gpu, NULL, NULL, 3, {1, 2, 4}};
static const gimmik_param_spec hints_spec = {
    "hints", "streaming cache hints on B and C (CUDA)", 0, 1, 0, 0, on_gpu,
    NULL, NULL, 2, {0, 1}};

static const gimmik_param_spec *const column_params[] = {
    &block_spec, &width_spec, &hints_spec};

static int column_width(const matmul_plan *plan) {
  return plan->request.backend == GIMMIK_BACKEND_C ? 1 : param(plan, "width");
}

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
  head->register_estimate = plan->analysis.used_cols *
                            registers_per_value(plan) * column_width(plan);
  if (plan->request.backend == GIMMIK_BACKEND_C) return 1;
  return check_common(plan, reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static int check_bstream(gimmik_variant_plan *head, char *reason,
                         size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  /* Only C rows begun and not yet finished are held. */
  head->register_estimate = gimmik_matmul_bstream_live(plan) *
                            registers_per_value(plan) * column_width(plan);
  return check_common(plan, reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static const gimmik_variant cstream = {
    "cstream", "one thread per column; load the used rows of B, then form "
    "each C row as an unrolled dot product",
    ALL_BACKENDS, column_params, 3, NULL, check_cstream, geometry_column};

static const gimmik_variant bstream = {
    "bstream", "one thread per column; walk the used rows of B once, add "
    "each to the C rows it touches, store a C row when it is complete",
    GPU_BACKENDS, column_params, 3, NULL, check_bstream, geometry_column};

/* ---- the split variants: a 2-D block --------------------------------- */

static const gimmik_param_spec block_x_spec = {
    "block_x", "columns per block (x threads)", 8, 256, 32, 0, NULL, NULL,
    NULL, 1, {32}};

static int nonzero_rows(const matmul_plan *plan) {
  return plan->m - plan->analysis.zero_rows;
}

/* The first of 2, 4, ..., 32 (at most `limit`) whose estimate fits the
 * register budget, into parameter `name`; the last tried otherwise. */
static void choose_split(matmul_plan *plan, const char *name, int limit,
                         int (*estimate)(matmul_plan *plan)) {
  for (int split = 2; split <= 32 && split <= limit; split *= 2) {
    set_param(plan, name, split);
    if (estimate(plan) <= MATMUL_REGISTER_BUDGET) return;
  }
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

static const gimmik_param_spec msplit_spec = {
    "msplit", "y threads, each owning C rows", 2, 32, 4, 0, NULL, NULL, NULL,
    4, {2, 4, 8, 16}};
static const gimmik_param_spec bchunk_spec = {
    "bchunk", "rows of B staged per step", 1, 128, 16, 0, NULL, NULL, NULL,
    2, {16, 32}};

static const gimmik_param_spec *const row_split_params[] = {
    &block_x_spec, &msplit_spec, &bchunk_spec, &hints_spec};

static int row_split_estimate(matmul_plan *plan) {
  int msplit = param(plan, "msplit");
  int bchunk = param(plan, "bchunk");
  int slots = gimmik_matmul_schedule_rows(plan, msplit, bchunk);
  if (slots < 0) return 1 << 20;
  int prefetch = (bchunk + msplit - 1) / msplit;
  return (slots + prefetch) * registers_per_value(plan);
}

static void choose_row_split(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  int used = plan->analysis.used_cols;
  if (!(fixed & (1u << 2)))
    set_param(plan, "bchunk", clamp(param(plan, "bchunk"), 1, used));
  if (!(fixed & (1u << 1)))
    choose_split(plan, "msplit", clamp(nonzero_rows(plan), 2, 32),
                 row_split_estimate);
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
         check_registers(head->register_estimate, reason, size);
}

static void geometry_row_split(gimmik_variant_plan *head) {
  geometry_split(head, "msplit", row_split_shared((matmul_plan *)head));
}

static const gimmik_variant row_split = {
    "row-split", "y threads of a 2-D block each own a share of the C rows; "
    "B rows are staged once through shared memory, double-buffered",
    GPU_BACKENDS, row_split_params, 4, choose_row_split, check_row_split,
    geometry_row_split};

/* ---- column split: y-threads own columns of A, partials meet --------- */

static const gimmik_param_spec ksplit_spec = {
    "ksplit", "y threads, each owning columns of A", 2, 32, 4, 0, NULL, NULL,
    NULL, 4, {2, 4, 8, 16}};
static const gimmik_param_spec rchunk_spec = {
    "rchunk", "C rows reduced per step", 1, 128, 16, 0, NULL, NULL, NULL, 2,
    {8, 16}};

static const gimmik_param_spec *const col_split_params[] = {
    &block_x_spec, &ksplit_spec, &rchunk_spec, &hints_spec};

static int col_split_estimate(matmul_plan *plan) {
  int slots = gimmik_matmul_schedule_cols(plan, param(plan, "ksplit"));
  if (slots < 0) return 1 << 20;
  return (slots + param(plan, "rchunk")) * registers_per_value(plan);
}

static void choose_col_split(gimmik_variant_plan *head, unsigned fixed) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!(fixed & (1u << 2)))
    set_param(plan, "rchunk", clamp(param(plan, "rchunk"), 1, plan->m));
  if (!(fixed & (1u << 1)))
    choose_split(plan, "ksplit", clamp(plan->analysis.used_cols, 2, 32),
                 col_split_estimate);
}

static int col_split_shared(const matmul_plan *plan) {
  return 2 * param(plan, "ksplit") * param(plan, "rchunk") *
         param(plan, "block_x") * element_size(plan);
}

static int check_col_split(gimmik_variant_plan *head, char *reason,
                           size_t size) {
  matmul_plan *plan = (matmul_plan *)head;
  if (!check_split(plan, "ksplit", plan->analysis.used_cols, "used columns",
                   reason, size))
    return 0;
  head->register_estimate = col_split_estimate(plan);
  return check_common(plan, reason, size) &&
         check_shared(plan, col_split_shared(plan), reason, size) &&
         check_registers(head->register_estimate, reason, size);
}

static void geometry_col_split(gimmik_variant_plan *head) {
  geometry_split(head, "ksplit", col_split_shared((matmul_plan *)head));
}

static const gimmik_variant col_split = {
    "col-split", "y threads of a 2-D block each own a share of A's columns; "
    "partial dot products meet in shared memory and are summed there",
    GPU_BACKENDS, col_split_params, 4, choose_col_split, check_col_split,
    geometry_col_split};

/* ---- the table -------------------------------------------------------- */

const gimmik_variant *const gimmik_matmul_variants_table[] = {
    &cstream, &bstream, &row_split, &col_split, NULL};

/* The analysis's pick first: one thread per column while its values fit
 * in registers, else a split by the density of A; then the others. */
int gimmik_matmul_defaults(const gimmik_variant_plan *head,
                           const gimmik_variant *order[]) {
  const matmul_plan *plan = (const matmul_plan *)head;
  const gimmik_variant *first = &row_split;
  int per_value = registers_per_value(plan);
  if (head->backend == GIMMIK_BACKEND_C ||
      plan->analysis.used_cols * per_value <= 64)
    first = &cstream;
  else if (gimmik_matmul_bstream_live(plan) * per_value <=
           MATMUL_REGISTER_BUDGET / 2)
    first = &bstream;
  else if (plan->analysis.density >= 0.5)
    first = &col_split;
  int count = 0;
  order[count++] = first;
  for (int v = 0; gimmik_matmul_variants_table[v]; v++)
    if (gimmik_matmul_variants_table[v] != first)
      order[count++] = gimmik_matmul_variants_table[v];
  return count;
}
