/* matmul_check.c: see matmul_check.h. */
#include "matmul_check.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matmul_launch.h"
#include "random.h"

/* Bit patterns no kernel computes by accident: a NaN with a payload for
 * "not yet written" and an ordinary number for the padding columns. */
static const uint64_t poison_f64 = UINT64_C(0x7ff8dead0000beef);
static const uint32_t poison_f32 = UINT32_C(0x7fc0beef);
static const double sentinel_value = -1234.5625; /* exact in float too */

typedef struct check_state {
  gimmik_context *context;
  const gimmik_operator *op;
  const gimmik_kernel_info *info;
  const matmul_check_case *test_case;
  const char *source_text;
  size_t element_size;
  size_t b_count, c_count;
  double *b_values;  /* B as the kernel sees it (float-rounded for f32) */
  double *c_initial; /* C0 likewise; NaN where poisoned */
  unsigned char *b_bytes, *c_bytes; /* the same in the kernel's dtype */
  gimmik_raw_kernel *kernel;
  gimmik_matmul *planned; /* instead of source: a kernel of the runtime */
  void *b, *c;
  int *row_start, *row_cols; /* A's nonzeros by row: the reference skips
                                the zeros, whose terms are exactly 0 */
} check_state;

/* ---- elements in the kernel's dtype ------------------------------------ */

static void store_element(const check_state *state, unsigned char *bytes,
                          size_t index, double value) {
  if (state->info->dtype == GIMMIK_F32) {
    float narrow = (float)value;
    memcpy(bytes + index * 4, &narrow, 4);
  } else {
    memcpy(bytes + index * 8, &value, 8);
  }
}

static double load_element(const check_state *state,
                           const unsigned char *bytes, size_t index) {
  if (state->info->dtype == GIMMIK_F32) {
    float narrow;
    memcpy(&narrow, bytes + index * 4, 4);
    return narrow;
  }
  double value;
  memcpy(&value, bytes + index * 8, 8);
  return value;
}

static void store_poison(const check_state *state, unsigned char *bytes,
                         size_t index) {
  if (state->info->dtype == GIMMIK_F32)
    memcpy(bytes + index * 4, &poison_f32, 4);
  else
    memcpy(bytes + index * 8, &poison_f64, 8);
}

static int is_poison(const check_state *state, const unsigned char *bytes,
                     size_t index) {
  if (state->info->dtype == GIMMIK_F32)
    return memcmp(bytes + index * 4, &poison_f32, 4) == 0;
  return memcmp(bytes + index * 8, &poison_f64, 8) == 0;
}

/* Rounded to the dtype, as the kernel will see it. */
static double as_dtype(const check_state *state, double value) {
  return state->info->dtype == GIMMIK_F32 ? (double)(float)value : value;
}

/* ---- validation -------------------------------------------------------- */

static gimmik_status check_shape(const check_state *state,
                                 gimmik_error *error) {
  const gimmik_kernel_info *info = state->info;
  const matmul_check_case *c = state->test_case;
  if (info->m != gimmik_operator_rows(state->op) ||
      info->k != gimmik_operator_cols(state->op))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: metadata says %dx%d, operator is "
                            "%dx%d",
                            info->m, info->k, gimmik_operator_rows(state->op),
                            gimmik_operator_cols(state->op));
  if (c->n < 1 || c->ldb < c->n || c->ldc < c->n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: need 1 <= n <= ldb, ldc (n %lld, "
                            "ldb %lld, ldc %lld)",
                            c->n, c->ldb, c->ldc);
  if (info->n >= 0 &&
      (c->n != info->n || c->ldb != info->ldb || c->ldc != info->ldc))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: the kernel bakes n %lld, ldb %lld, "
                            "ldc %lld; the case asks for %lld, %lld, %lld",
                            info->n, info->ldb, info->ldc, c->n, c->ldb,
                            c->ldc);
  if (info->n < 0 &&
      (c->n > INT32_MAX || c->ldb > INT32_MAX || c->ldc > INT32_MAX))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: run-time n, ldb, ldc must fit int");
  gimmik_backend backend = gimmik_context_backend(state->context);
  if (info->backend != backend)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: a %s kernel on a %s device",
                            gimmik_backend_name(info->backend),
                            gimmik_backend_name(backend));
  if (info->cols_per_block < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: cols_per_block is %d",
                            info->cols_per_block);
  return GIMMIK_OK;
}

static gimmik_status check_sizes(check_state *state, gimmik_error *error) {
  const matmul_check_case *c = state->test_case;
  state->element_size = (size_t)gimmik_dtype_size(state->info->dtype);
  double b_bytes = (double)state->info->k * (double)c->ldb * 8.0;
  double c_bytes = (double)state->info->m * (double)c->ldc * 8.0;
  if (b_bytes > 0x1.0p40 || c_bytes > 0x1.0p40)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: B or C would pass 1 TiB");
  state->b_count = (size_t)state->info->k * (size_t)c->ldb;
  state->c_count = (size_t)state->info->m * (size_t)c->ldc;
  return GIMMIK_OK;
}

/* ---- host data ---------------------------------------------------------- */

static gimmik_status check_allocate_host(check_state *state,
                                         gimmik_error *error) {
  state->b_values = malloc(state->b_count * sizeof(double));
  state->c_initial = malloc(state->c_count * sizeof(double));
  state->b_bytes = malloc(state->b_count * state->element_size);
  state->c_bytes = malloc(state->c_count * state->element_size);
  int m = state->info->m, k = state->info->k;
  state->row_start = malloc(((size_t)m + 1) * sizeof(int));
  state->row_cols = malloc(((size_t)m * (size_t)k + 1) * sizeof(int));
  if (!state->b_values || !state->c_initial || !state->b_bytes ||
      !state->c_bytes || !state->row_start || !state->row_cols)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "gimmik_matmul_check: out of memory for B (%zu) and C "
                            "(%zu elements)",
                            state->b_count, state->c_count);
  int count = 0;
  for (int row = 0; row < m; row++) {
    state->row_start[row] = count;
    for (int j = 0; j < k; j++)
      if (gimmik_operator_get(state->op, row, j) != 0.0)
        state->row_cols[count++] = j;
  }
  state->row_start[m] = count;
  return GIMMIK_OK;
}

static void check_fill(check_state *state) {
  uint64_t random = state->test_case->seed;
  long long n = state->test_case->n, ldc = state->test_case->ldc;
  for (size_t i = 0; i < state->b_count; i++) {
    state->b_values[i] = as_dtype(state, gimmik_random_nonzero(&random));
    store_element(state, state->b_bytes, i, state->b_values[i]);
  }
  for (size_t index = 0; index < state->c_count; index++) {
    long long column = (long long)(index % (size_t)ldc);
    if (column >= n) {
      state->c_initial[index] = sentinel_value;
      store_element(state, state->c_bytes, index, sentinel_value);
    } else if (state->info->beta != 0.0) {
      state->c_initial[index] = as_dtype(state, gimmik_random_nonzero(&random));
      store_element(state, state->c_bytes, index, state->c_initial[index]);
    } else {
      state->c_initial[index] = NAN;
      store_poison(state, state->c_bytes, index);
    }
  }
}

/* ---- device work ------------------------------------------------------ */

static gimmik_status check_upload(check_state *state, gimmik_error *error) {
  size_t b_size = state->b_count * state->element_size;
  size_t c_size = state->c_count * state->element_size;
  gimmik_context *context = state->context;
  gimmik_status status = gimmik_memory_alloc(context, b_size, &state->b,
                                             error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_alloc(context, c_size, &state->c, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(context, state->b, 0, b_size,
                                 state->b_bytes, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(context, state->c, 0, c_size,
                                 state->c_bytes, NULL, error);
  return status;
}

static gimmik_status check_launch(check_state *state, gimmik_error *error) {
  const matmul_check_case *c = state->test_case;
  gimmik_status status =
      state->planned
          ? gimmik_matmul_apply(state->planned, c->n, state->b, c->ldb,
                                state->c, c->ldc, NULL, error)
          : gimmik_matmul_raw_launch(state->kernel, state->info, c->n,
                                     state->b, c->ldb, state->c, c->ldc, NULL,
                                     error);
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(state->context, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_read(state->context, state->c, 0,
                                state->c_count * state->element_size,
                                state->c_bytes, NULL, error);
  return status;
}

/* ---- comparison ------------------------------------------------------- */

/* The reference value of C(row, column) and the size of what it sums. */
static void reference(const check_state *state, int row, long long column,
                      long double *value, long double *magnitude) {
  const gimmik_kernel_info *info = state->info;
  long long ldb = state->test_case->ldb, ldc = state->test_case->ldc;
  long double sum = 0.0L, size = 0.0L;
  for (int t = state->row_start[row]; t < state->row_start[row + 1]; t++) {
    int j = state->row_cols[t];
    long double term = (long double)info->alpha *
                       gimmik_operator_get(state->op, row, j) *
                       state->b_values[(size_t)j * (size_t)ldb + (size_t)column];
    sum += term;
    size += fabsl(term);
  }
  if (info->beta != 0.0) {
    long double carried =
        (long double)info->beta *
        state->c_initial[(size_t)row * (size_t)ldc + (size_t)column];
    sum += carried;
    size += fabsl(carried);
  }
  *value = sum;
  *magnitude = size;
}

static void compare_element(const check_state *state, int row,
                            long long column, matmul_check_result *result) {
  size_t index = (size_t)row * (size_t)state->test_case->ldc + (size_t)column;
  double got = load_element(state, state->c_bytes, index);
  long double expected, magnitude;
  reference(state, row, column, &expected, &magnitude);
  double relative;
  if (!isfinite(got)) {
    result->nonfinite++;
    if (is_poison(state, state->c_bytes, index)) result->unwritten++;
    relative = INFINITY;
  } else {
    long double difference = fabsl((long double)got - expected);
    relative = magnitude > 0.0L ? (double)(difference / magnitude)
                                : (difference == 0.0L ? 0.0 : INFINITY);
  }
  if (result->worst_row < 0 || relative > result->max_error) {
    result->max_error = relative;
    result->worst_row = row;
    result->worst_column = column;
    result->worst_value = got;
    result->worst_reference = (double)expected;
  }
}

static void check_compare(const check_state *state,
                          matmul_check_result *result) {
  long long n = state->test_case->n, ldc = state->test_case->ldc;
  for (int row = 0; row < state->info->m; row++) {
    for (long long column = 0; column < n; column++)
      compare_element(state, row, column, result);
    for (long long column = n; column < ldc; column++) {
      size_t index = (size_t)row * (size_t)ldc + (size_t)column;
      double value = load_element(state, state->c_bytes, index);
      if (memcmp(&value, &sentinel_value, sizeof value) != 0)
        result->padding_changed++;
    }
  }
}

static gimmik_status check_verdict(const check_state *state,
                                   matmul_check_result *result,
                                   gimmik_error *error) {
  double tolerance = state->test_case->tolerance;
  result->passed = result->max_error <= tolerance && !result->nonfinite &&
                   !result->padding_changed;
  if (result->passed) return GIMMIK_OK;
  return gimmik_error_set(
      error, GIMMIK_ERROR_BACKEND,
      "wrong result from %s (%s, n %lld): max error %.3g at row %lld, column "
      "%lld (got %.17g, expected %.17g); %lld non-finite (%lld unwritten), "
      "%lld padding elements changed; tolerance %.3g",
      state->info->name, gimmik_backend_name(state->info->backend),
      state->test_case->n, result->max_error, result->worst_row,
      result->worst_column, result->worst_value, result->worst_reference,
      result->nonfinite, result->unwritten, result->padding_changed,
      tolerance);
}

/* ---- the whole check ---------------------------------------------------- */

static gimmik_status check_run(check_state *state, matmul_check_result *result,
                               gimmik_error *error) {
  gimmik_status status = check_shape(state, error);
  if (status == GIMMIK_OK) status = check_sizes(state, error);
  if (status == GIMMIK_OK) status = check_allocate_host(state, error);
  if (status != GIMMIK_OK) return status;
  check_fill(state);
  if (!state->planned)
    status = gimmik_raw_kernel_build(state->context, state->source_text,
                                     state->info->name,
                                     state->test_case->options,
                                     &state->kernel, error);
  if (status == GIMMIK_OK) status = check_upload(state, error);
  if (status == GIMMIK_OK) status = check_launch(state, error);
  if (status != GIMMIK_OK) return status;
  check_compare(state, result);
  return check_verdict(state, result, error);
}

static void check_release(check_state *state) {
  /* Release errors after a failure would hide the first one. */
  gimmik_memory_free(state->context, state->b, NULL);
  gimmik_memory_free(state->context, state->c, NULL);
  gimmik_raw_kernel_destroy(state->kernel, NULL);
  free(state->b_values);
  free(state->c_initial);
  free(state->b_bytes);
  free(state->c_bytes);
  free(state->row_start);
  free(state->row_cols);
}

/* The whole check for a kernel given as source or as a planned matmul. */
static gimmik_status check(check_state *state, matmul_check_result *result,
                           gimmik_error *error) {
  matmul_check_result local;
  if (!result) result = &local;
  memset(result, 0, sizeof *result);
  result->worst_row = result->worst_column = -1;
  if (!state->context || !state->op || !state->info ||
      (!state->source_text && !state->planned) || !state->test_case)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_check: a required argument is NULL");
  gimmik_status status = check_run(state, result, error);
  check_release(state);
  return status;
}

gimmik_status gimmik_matmul_check(gimmik_context *context,
                                  const gimmik_operator *op,
                                  const gimmik_kernel_info *info,
                                  const char *source,
                                  const matmul_check_case *test_case,
                                  matmul_check_result *result,
                                  gimmik_error *error) {
  check_state state = {.context = context,
                       .op = op,
                       .info = info,
                       .test_case = test_case,
                       .source_text = source};
  return check(&state, result, error);
}

gimmik_status gimmik_matmul_check_planned(gimmik_context *context,
                                          const gimmik_operator *op,
                                          gimmik_matmul *matmul,
                                          const matmul_check_case *test_case,
                                          matmul_check_result *result,
                                          gimmik_error *error) {
  check_state state = {.context = context,
                       .op = op,
                       .info = matmul ? gimmik_matmul_kernel(matmul) : NULL,
                       .test_case = test_case,
                       .planned = matmul};
  return check(&state, result, error);
}
