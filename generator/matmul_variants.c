/* matmul_variants.c: the matmul variants, their parameters and viability. */
#include "generator/matmul_variants.h"

#include <stdio.h>
#include <string.h>

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
  for (int i = 0; i < plan->param_count; i++)
    if (strcmp(plan->params[i].name, name) == 0) plan->params[i].value = value;
}

static int clamp(int value, int low, int high) {
  return value < low ? low : value > high ? high : value;
}

/* Checks shared by every GPU variant: vector width and cache hints. */
static int check_common(const matmul_plan *plan, char *reason, size_t size) {
  int width = gimmik_matmul_plan_param(plan, "width");
  int hints = gimmik_matmul_plan_param(plan, "hints");
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

static int check_shared(int bytes, char *reason, size_t size) {
  if (bytes > MATMUL_SHARED_BUDGET) {
    snprintf(reason, size, "needs %d bytes of shared memory per block "
             "(budget %d)", bytes, MATMUL_SHARED_BUDGET);
    return 0;
  }
  return 1;
}

/* ---- one thread per column: cstream and bstream ---------------------- */

static const matmul_param_spec column_params[] = {
    {"block", 128, 2, {128, 256}, 32, 1024, "threads per block"},
    {"width", 1, 3, {1, 2, 4}, 1, 4, "adjacent columns per thread, vector access"},
    {"hints", 0, 2, {0, 1}, 0, 1, "streaming cache hints on B and C (CUDA)"},
};

static void choose_column(matmul_plan *plan, unsigned fixed) {
  (void)fixed;
  /* The C target loops over columns itself: no launch parameters. */
  if (plan->request.backend == GIMMIK_BACKEND_C) plan->param_count = 0;
}

static void geometry_column(matmul_plan *plan) {
  gimmik_kernel_info *info = &plan->info;
  int block = plan->request.backend == GIMMIK_BACKEND_C
                  ? 1 : gimmik_matmul_plan_param(plan, "block");
  int width = plan->request.backend == GIMMIK_BACKEND_C
                  ? 1 : gimmik_matmul_plan_param(plan, "width");
  info->block[0] = block;
  info->block[1] = info->block[2] = 1;
  info->cols_per_block = block * width;
  info->shared_bytes = 0;
}

static int column_width(const matmul_plan *plan) {
  return plan->request.backend == GIMMIK_BACKEND_C
             ? 1 : gimmik_matmul_plan_param(plan, "width");
}

static int check_cstream(matmul_plan *plan, char *reason, size_t size) {
  /* Every used row of B is held while the C rows are formed. */
  plan->register_estimate = plan->analysis.used_cols *
                            registers_per_value(plan) * column_width(plan);
  if (plan->request.backend == GIMMIK_BACKEND_C) return 1;
  return check_common(plan, reason, size) &&
         check_registers(plan->register_estimate, reason, size);
}

static int check_bstream(matmul_plan *plan, char *reason, size_t size) {
  /* Only C rows begun and not yet finished are held. */
  plan->register_estimate = gimmik_matmul_bstream_live(plan) *
                            registers_per_value(plan) * column_width(plan);
  return check_common(plan, reason, size) &&
         check_registers(plan->register_estimate, reason, size);
}

static const matmul_variant cstream = {
    "cstream", "one thread per column; load the used rows of B, then form "
    "each C row as an unrolled dot product",
    ALL_BACKENDS, column_params, 3, choose_column, check_cstream,
    geometry_column};

static const matmul_variant bstream = {
    "bstream", "one thread per column; walk the used rows of B once, add "
    "each to the C rows it touches, store a C row when it is complete",
    GPU_BACKENDS, column_params, 3, choose_column, check_bstream,
    geometry_column};

/* ---- row split: y-threads own C rows, B staged in shared memory ------ */

static const matmul_param_spec row_split_params[] = {
    {"block_x", 32, 1, {32}, 8, 256, "columns per block (x threads)"},
    {"msplit", 4, 4, {2, 4, 8, 16}, 2, 32, "y threads, each owning C rows"},
    {"bchunk", 16, 2, {16, 32}, 1, 128, "rows of B staged per step"},
    {"hints", 0, 2, {0, 1}, 0, 1, "streaming cache hints on B and C (CUDA)"},
};

static int nonzero_rows(const matmul_plan *plan) {
  return plan->m - plan->analysis.zero_rows;
}

static int row_split_estimate(matmul_plan *plan) {
  int msplit = gimmik_matmul_plan_param(plan, "msplit");
  int bchunk = gimmik_matmul_plan_param(plan, "bchunk");
  int slots = gimmik_matmul_schedule_rows(plan, msplit, bchunk);
  if (slots < 0) return 1 << 20;
  int prefetch = (bchunk + msplit - 1) / msplit;
  return (slots + prefetch) * registers_per_value(plan);
}

static void choose_row_split(matmul_plan *plan, unsigned fixed) {
  int used = plan->analysis.used_cols;
  if (!(fixed & (1u << 2)))
    set_param(plan, "bchunk", clamp(gimmik_matmul_plan_param(plan, "bchunk"), 1, used));
  if (fixed & (1u << 1)) return;
  static const int splits[] = {2, 4, 8, 16, 32};
  int limit = clamp(nonzero_rows(plan), 2, 32);
  for (int i = 0; i < 5 && splits[i] <= limit; i++) {
    set_param(plan, "msplit", splits[i]);
    if (row_split_estimate(plan) <= MATMUL_REGISTER_BUDGET) return;
  }
}

static int row_split_shared(const matmul_plan *plan) {
  return 2 * gimmik_matmul_plan_param(plan, "bchunk") *
         gimmik_matmul_plan_param(plan, "block_x") * element_size(plan);
}

static int check_row_split(matmul_plan *plan, char *reason, size_t size) {
  int msplit = gimmik_matmul_plan_param(plan, "msplit");
  if (msplit > nonzero_rows(plan)) {
    snprintf(reason, size, "msplit %d exceeds the %d nonzero rows", msplit,
             nonzero_rows(plan));
    return 0;
  }
  if (msplit * gimmik_matmul_plan_param(plan, "block_x") > 1024) {
    snprintf(reason, size, "block of %d x %d threads exceeds 1024",
             gimmik_matmul_plan_param(plan, "block_x"), msplit);
    return 0;
  }
  plan->register_estimate = row_split_estimate(plan);
  return check_common(plan, reason, size) &&
         check_shared(row_split_shared(plan), reason, size) &&
         check_registers(plan->register_estimate, reason, size);
}

static void geometry_split(matmul_plan *plan, const char *split_name,
                           int shared_bytes) {
  gimmik_kernel_info *info = &plan->info;
  info->block[0] = gimmik_matmul_plan_param(plan, "block_x");
  info->block[1] = gimmik_matmul_plan_param(plan, split_name);
  info->block[2] = 1;
  info->cols_per_block = info->block[0];
  info->shared_bytes = shared_bytes;
}

static void geometry_row_split(matmul_plan *plan) {
  geometry_split(plan, "msplit", row_split_shared(plan));
}

static const matmul_variant row_split = {
    "row-split", "y threads of a 2-D block each own a share of the C rows; "
    "B rows are staged once through shared memory, double-buffered",
    GPU_BACKENDS, row_split_params, 4, choose_row_split, check_row_split,
    geometry_row_split};

/* ---- column split: y-threads own columns of A, partials meet --------- */

static const matmul_param_spec col_split_params[] = {
    {"block_x", 32, 1, {32}, 8, 256, "columns per block (x threads)"},
    {"ksplit", 4, 4, {2, 4, 8, 16}, 2, 32, "y threads, each owning columns of A"},
    {"rchunk", 16, 2, {8, 16}, 1, 128, "C rows reduced per step"},
    {"hints", 0, 2, {0, 1}, 0, 1, "streaming cache hints on B and C (CUDA)"},
};

static int col_split_estimate(matmul_plan *plan) {
  int slots = gimmik_matmul_schedule_cols(plan, gimmik_matmul_plan_param(plan, "ksplit"));
  if (slots < 0) return 1 << 20;
  return (slots + gimmik_matmul_plan_param(plan, "rchunk")) *
         registers_per_value(plan);
}

static void choose_col_split(matmul_plan *plan, unsigned fixed) {
  if (!(fixed & (1u << 2)))
    set_param(plan, "rchunk", clamp(gimmik_matmul_plan_param(plan, "rchunk"), 1,
                                    plan->m));
  if (fixed & (1u << 1)) return;
  static const int splits[] = {2, 4, 8, 16, 32};
  int limit = clamp(plan->analysis.used_cols, 2, 32);
  for (int i = 0; i < 5 && splits[i] <= limit; i++) {
    set_param(plan, "ksplit", splits[i]);
    if (col_split_estimate(plan) <= MATMUL_REGISTER_BUDGET) return;
  }
}

static int col_split_shared(const matmul_plan *plan) {
  return 2 * gimmik_matmul_plan_param(plan, "ksplit") *
         gimmik_matmul_plan_param(plan, "rchunk") *
         gimmik_matmul_plan_param(plan, "block_x") * element_size(plan);
}

static int check_col_split(matmul_plan *plan, char *reason, size_t size) {
  int ksplit = gimmik_matmul_plan_param(plan, "ksplit");
  if (ksplit > plan->analysis.used_cols) {
    snprintf(reason, size, "ksplit %d exceeds the %d used columns", ksplit,
             plan->analysis.used_cols);
    return 0;
  }
  if (ksplit * gimmik_matmul_plan_param(plan, "block_x") > 1024) {
    snprintf(reason, size, "block of %d x %d threads exceeds 1024",
             gimmik_matmul_plan_param(plan, "block_x"), ksplit);
    return 0;
  }
  plan->register_estimate = col_split_estimate(plan);
  return check_common(plan, reason, size) &&
         check_shared(col_split_shared(plan), reason, size) &&
         check_registers(plan->register_estimate, reason, size);
}

static void geometry_col_split(matmul_plan *plan) {
  geometry_split(plan, "ksplit", col_split_shared(plan));
}

static const matmul_variant col_split = {
    "col-split", "y threads of a 2-D block each own a share of A's columns; "
    "partial dot products meet in shared memory and are summed there",
    GPU_BACKENDS, col_split_params, 4, choose_col_split, check_col_split,
    geometry_col_split};

/* ---- registry --------------------------------------------------------- */

const matmul_variant *const gimmik_matmul_variant_registry[] = {
    &cstream, &bstream, &row_split, &col_split};
const int gimmik_matmul_variant_count = 4;

const matmul_variant *gimmik_matmul_variant_find(const char *name) {
  for (int i = 0; i < gimmik_matmul_variant_count; i++)
    if (strcmp(gimmik_matmul_variant_registry[i]->name, name) == 0)
      return gimmik_matmul_variant_registry[i];
  return NULL;
}

const matmul_variant *gimmik_matmul_variant_default(const matmul_plan *plan) {
  if (plan->request.backend == GIMMIK_BACKEND_C) return &cstream;
  int per_value = registers_per_value(plan);
  if (plan->analysis.used_cols * per_value <= 64) return &cstream;
  if (gimmik_matmul_bstream_live(plan) * per_value <= MATMUL_REGISTER_BUDGET / 2)
    return &bstream;
  return plan->analysis.density >= 0.5 ? &col_split : &row_split;
}
