/* problem.c: buffers, reset and sampled check (problem.h). */
#include "problem.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { SAMPLED_COLUMNS = 512, EDGE_COLUMNS = 32 };

static double random_value(uint64_t *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  double value = 0.25 + 0.75 * (double)(*state >> 11) * 0x1.0p-53;
  return (*state >> 7) & 1 ? -value : value;
}

static void store(gimmik_dtype dtype, unsigned char *bytes, size_t index,
                  double value) {
  if (dtype == GIMMIK_F64) {
    memcpy(bytes + index * 8, &value, 8);
  } else {
    float narrow = (float)value;
    memcpy(bytes + index * 4, &narrow, 4);
  }
}

static double load(gimmik_dtype dtype, const unsigned char *bytes,
                   size_t index) {
  if (dtype == GIMMIK_F64) {
    double value;
    memcpy(&value, bytes + index * 8, 8);
    return value;
  }
  float value;
  memcpy(&value, bytes + index * 4, 4);
  return value;
}

static double as_dtype(gimmik_dtype dtype, double value) {
  return dtype == GIMMIK_F32 ? (double)(float)value : value;
}

static gimmik_status upload(gimmik_context *context, const void *host,
                            size_t bytes, void **memory, gimmik_error *error) {
  gimmik_status status = gimmik_memory_alloc(context, bytes, memory, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_write(context, *memory, 0, bytes, host, NULL,
                                 error);
  return status;
}

/* Host arrays: B, C0 and the dense A (for cuBLAS), all in the dtype. */
static gimmik_status fill_host(bench_problem *p, unsigned char **b_bytes,
                               unsigned char **a_bytes, gimmik_error *error) {
  int m = gimmik_operator_rows(p->op), k = gimmik_operator_cols(p->op);
  size_t size = (size_t)gimmik_dtype_size(p->dtype);
  size_t b_count = (size_t)k * p->ldb, c_count = (size_t)m * p->ldc;
  p->b_values = malloc(b_count * sizeof(double));
  p->c_initial = malloc(c_count * sizeof(double));
  p->c_start = malloc(c_count * size);
  p->c_result = malloc(c_count * size);
  *b_bytes = malloc(b_count * size);
  *a_bytes = malloc((size_t)m * k * size);
  if (!p->b_values || !p->c_initial || !p->c_start || !p->c_result ||
      !*b_bytes || !*a_bytes)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of host memory for the problem");
  uint64_t state = 20261121;
  for (size_t i = 0; i < b_count; i++) {
    p->b_values[i] = as_dtype(p->dtype, random_value(&state));
    store(p->dtype, *b_bytes, i, p->b_values[i]);
  }
  for (size_t i = 0; i < c_count; i++) {
    p->c_initial[i] = p->beta == 0 ? NAN : as_dtype(p->dtype, random_value(&state));
    store(p->dtype, p->c_start, i, p->c_initial[i]);
  }
  for (int r = 0; r < m; r++)
    for (int j = 0; j < k; j++)
      store(p->dtype, *a_bytes, (size_t)r * k + j,
            p->alpha * gimmik_operator_get(p->op, r, j));
  return GIMMIK_OK;
}

gimmik_status bench_problem_create(gimmik_context *context,
                                   const gimmik_operator *op,
                                   gimmik_dtype dtype, double beta,
                                   long long n, bench_problem *p,
                                   gimmik_error *error) {
  memset(p, 0, sizeof *p);
  p->context = context;
  p->op = op;
  p->dtype = dtype;
  p->alpha = 1.0;
  p->beta = beta;
  p->n = p->ldb = p->ldc = n;
  int m = gimmik_operator_rows(op), k = gimmik_operator_cols(op);
  size_t size = (size_t)gimmik_dtype_size(dtype);
  unsigned char *b_bytes = NULL, *a_bytes = NULL;
  gimmik_status status = fill_host(p, &b_bytes, &a_bytes, error);
  if (status == GIMMIK_OK)
    status = upload(context, b_bytes, (size_t)k * p->ldb * size, &p->b,
                    error);
  if (status == GIMMIK_OK)
    status = upload(context, a_bytes, (size_t)m * k * size, &p->a, error);
  if (status == GIMMIK_OK)
    status = upload(context, p->c_start, (size_t)m * p->ldc * size, &p->c,
                    error);
  if (status == GIMMIK_OK)
    status = upload(context, p->c_start, (size_t)m * p->ldc * size,
                    &p->c_pristine, error);
  free(b_bytes);
  free(a_bytes);
  if (status != GIMMIK_OK) bench_problem_free(p);
  return status;
}

void bench_problem_free(bench_problem *p) {
  void *memory[] = {p->a, p->b, p->c, p->c_pristine};
  for (int i = 0; i < 4; i++) gimmik_memory_free(p->context, memory[i], NULL);
  free(p->b_values);
  free(p->c_initial);
  free(p->c_start);
  free(p->c_result);
  memset(p, 0, sizeof *p);
}

gimmik_status bench_problem_reset(bench_problem *p, gimmik_error *error) {
  size_t bytes = (size_t)gimmik_operator_rows(p->op) * p->ldc *
                 (size_t)gimmik_dtype_size(p->dtype);
  /* On the device: the host copy would cost a PCIe transfer each time. */
  gimmik_status status = gimmik_memory_copy(p->context, p->c, 0,
                                            p->c_pristine, 0, bytes, NULL,
                                            error);
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(p->context, NULL, error);
  return status;
}

/* The sampled columns: both edges (block and vector boundaries live
 * there) and an even spread in between. */
static long long sampled_column(const bench_problem *p, int index) {
  if (index < EDGE_COLUMNS) return index;
  if (index < 2 * EDGE_COLUMNS) return p->n - 2 * EDGE_COLUMNS + index;
  long long spread = index - 2 * EDGE_COLUMNS;
  return spread * (p->n - 1) / (SAMPLED_COLUMNS - 1);
}

static void compare_column(const bench_problem *p, long long column,
                           bench_check *check) {
  int m = gimmik_operator_rows(p->op), k = gimmik_operator_cols(p->op);
  for (int r = 0; r < m; r++) {
    size_t index = (size_t)r * p->ldc + (size_t)column;
    long double sum = 0, size = 0;
    if (p->beta != 0) {
      sum = (long double)p->beta * p->c_initial[index];
      size = fabsl(sum);
    }
    for (int j = 0; j < k; j++) {
      double a = gimmik_operator_get(p->op, r, j);
      if (a == 0) continue;
      long double term = (long double)p->alpha * a *
                         p->b_values[(size_t)j * p->ldb + (size_t)column];
      sum += term;
      size += fabsl(term);
    }
    double value = load(p->dtype, p->c_result, index);
    check->compared++;
    if (!isfinite(value)) {
      check->nonfinite++;
      continue;
    }
    double error = (double)(fabsl(value - sum) / (size > 0 ? size : 1));
    if (error > check->max_error) check->max_error = error;
  }
}

gimmik_status bench_problem_check(bench_problem *p, gimmik_timed_call call,
                                  void *data, bench_check *check,
                                  gimmik_error *error) {
  memset(check, 0, sizeof *check);
  size_t bytes = (size_t)gimmik_operator_rows(p->op) * p->ldc *
                 (size_t)gimmik_dtype_size(p->dtype);
  gimmik_status status = bench_problem_reset(p, error);
  if (status == GIMMIK_OK) status = call(data, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_context_synchronize(p->context, NULL, error);
  if (status == GIMMIK_OK)
    status = gimmik_memory_read(p->context, p->c, 0, bytes, p->c_result, NULL,
                                error);
  if (status != GIMMIK_OK) return status;
  int samples = p->n < SAMPLED_COLUMNS ? (int)p->n : SAMPLED_COLUMNS;
  for (int i = 0; i < samples; i++)
    compare_column(p, p->n < SAMPLED_COLUMNS ? i : sampled_column(p, i),
                   check);
  return GIMMIK_OK;
}

gimmik_status bench_matmul_run(void *data, void *stream, gimmik_error *error) {
  bench_matmul_call *call = data;
  bench_problem *p = call->problem;
  return gimmik_matmul_apply(call->matmul, p->n, p->b, p->ldb, p->c, p->ldc,
                             stream, error);
}

gimmik_matmul_request bench_problem_request(const bench_problem *p) {
  gimmik_matmul_request request;
  gimmik_matmul_request_init(&request);
  request.dtype = p->dtype;
  request.alpha = p->alpha;
  request.beta = p->beta;
  request.n = p->n;
  request.ldb = p->ldb;
  request.ldc = p->ldc;
  return request;
}

gimmik_status bench_kernel_spec(const char *spec, char *buffer, size_t size,
                                gimmik_matmul_request *request,
                                gimmik_error *error) {
  if (strlen(spec) >= size)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel '%.40s...' is longer than %zu characters",
                            spec, size - 1);
  strcpy(buffer, spec);
  char *colon = strchr(buffer, ':');
  if (colon) *colon = '\0';
  if (!buffer[0])
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel '%s' names no variant", spec);
  request->variant = buffer;
  gimmik_status status = GIMMIK_OK;
  for (char *piece = colon ? colon + 1 : NULL; piece && status == GIMMIK_OK;) {
    char *comma = strchr(piece, ',');
    if (comma) *comma = '\0';
    status = gimmik_matmul_request_parse_param(request, piece, error);
    if (status != GIMMIK_OK) gimmik_error_prefix(error, "kernel parameter");
    piece = comma ? comma + 1 : NULL;
  }
  return status;
}
