/* matmul.c: planned matmuls, their tuning and dispatch (gimmik/runtime.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/c_locale.h"
#include "runtime/context_internal.h"
#include "runtime/digest.h"
#include "runtime/matmul/launch.h"
#include "runtime/tuning_check.h"

/* The problem a tuning decision is about: the operator's values and the
 * request's precision, scalars and sizes (not its variant or name). */
static void problem_key(gimmik_matmul *matmul) {
  const gimmik_operator *op = matmul->op;
  const gimmik_matmul_request *request = &matmul->request;
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  unsigned char digest[32];
  char values[65];
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  gimmik_digest_update(&state, gimmik_operator_values(op),
                       (size_t)rows * (size_t)cols * sizeof(double));
  gimmik_digest_final(&state, digest);
  gimmik_digest_hex(digest, values);
  char description[256];
  int length = gimmik_snprintf(
      description, sizeof description,
      "matmul %d %d %s %.17g %.17g %lld %lld %lld %s", rows, cols,
      gimmik_dtype_name(request->dtype), request->alpha, request->beta,
      request->n, request->ldb, request->ldc, values);
  gimmik_plan_key(&matmul->plan, description, (size_t)length);
}

GIMMIK_RECIPE_GENERATOR(generate, gimmik_matmul_request,
                        gimmik_generate_matmul(problem, &chosen, result, error))

static gimmik_kernel_recipe recipe(const gimmik_matmul *matmul,
                                   const gimmik_matmul_request *request) {
  gimmik_kernel_recipe made = {
      matmul->plan.problem_key, request->variant, request->params,
      request->param_count,     request->kernel_name, generate,
      matmul->op,               request,     NULL};
  return made;
}

static gimmik_status list_candidates(const void *problem,
                                     const void *request,
                                     gimmik_candidate **candidates,
                                     int *count, gimmik_error *error) {
  return gimmik_matmul_candidates(problem, request, candidates, count, error);
}

gimmik_status gimmik_matmul_create(gimmik_context *context,
                                   const gimmik_operator *op,
                                   const gimmik_matmul_request *request,
                                   gimmik_matmul **result,
                                   gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_create: result is NULL");
  *result = NULL;
  if (!context || !op || !request)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_create: context, operator and "
                            "request are required");
  gimmik_matmul *matmul = calloc(1, sizeof *matmul);
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  matmul->plan.context = context;
  matmul->request = *request;
  matmul->request.backend = context->options.backend;
  matmul->request.compute_capability =
      gimmik_context_compute_capability(context);
  snprintf(matmul->kernel_name, sizeof matmul->kernel_name, "%s",
           request->kernel_name ? request->kernel_name : "gimmik_matmul");
  matmul->request.kernel_name = matmul->kernel_name;
  gimmik_status status = gimmik_operator_create(
      gimmik_operator_rows(op), gimmik_operator_cols(op),
      gimmik_operator_values(op), gimmik_operator_origin(op), &matmul->op,
      error);
  if (status == GIMMIK_OK) {
    problem_key(matmul);
    snprintf(matmul->plan.label, sizeof matmul->plan.label, "%s",
             gimmik_operator_origin(matmul->op));
    gimmik_kernel_recipe requested = recipe(matmul, &matmul->request);
    status = gimmik_plan_choose(&matmul->plan, &requested, error);
    if (status != GIMMIK_OK && !request->variant)
      status = gimmik_plan_fall_back(&matmul->plan, &requested,
                                     list_candidates, status, error);
  }
  if (status != GIMMIK_OK) {
    gimmik_matmul_destroy(matmul, NULL);
    return status;
  }
  *result = matmul;
  return GIMMIK_OK;
}

gimmik_status gimmik_matmul_destroy(gimmik_matmul *matmul,
                                    gimmik_error *error) {
  if (!matmul) return GIMMIK_OK;
  gimmik_borrowed_release(&matmul->b);
  gimmik_borrowed_release(&matmul->c);
  gimmik_status status = gimmik_plan_release(&matmul->plan, error);
  gimmik_operator_destroy(matmul->op);
  free(matmul);
  return status;
}

static size_t extent(int rows, long long ld, long long n, gimmik_dtype dtype) {
  return (size_t)((long long)(rows - 1) * ld + n) *
         (size_t)gimmik_dtype_size(dtype);
}

/* Wrap the caller's b and c for n, ldb, ldc (reusing the last wraps). */
static gimmik_status borrow(gimmik_matmul *matmul, long long n, void *b,
                            long long ldb, void *c, long long ldc,
                            gimmik_error *error) {
  if (!b || !c)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: %s is NULL", b ? "c" : "b");
  if (n < 1 || ldb < n || ldc < n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: need 1 <= n <= ldb, ldc "
                            "(n %lld, ldb %lld, ldc %lld)",
                            n, ldb, ldc);
  const gimmik_kernel_info *info = &matmul->plan.info;
  gimmik_context *context = matmul->plan.context;
  gimmik_status status = gimmik_borrow(
      context, &matmul->b, b, extent(info->k, ldb, n, info->dtype), error);
  if (status != GIMMIK_OK) {
    gimmik_error_prefix(error, "gimmik_matmul_apply: b");
    return status;
  }
  status = gimmik_borrow(context, &matmul->c, c,
                         extent(info->m, ldc, n, info->dtype), error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "gimmik_matmul_apply: c");
  return status;
}

typedef struct matmul_sizes {
  gimmik_matmul *matmul;
  long long n, ldb, ldc;
} matmul_sizes;

static gimmik_status run_matmul(void *data, gimmik_device_kernel *kernel,
                                const gimmik_kernel_info *info, void *stream,
                                gimmik_error *error) {
  const matmul_sizes *sizes = data;
  gimmik_matmul *matmul = sizes->matmul;
  return gimmik_matmul_launch(kernel, info, sizes->n, matmul->b.buffer,
                              sizes->ldb, matmul->c.buffer, sizes->ldc, stream,
                              error);
}

/* The size of the terms a value of C sums: |alpha A| times the largest
 * B, plus |beta| times the largest C, row by row at most. */
static gimmik_status term_scale(gimmik_matmul *matmul, void *stream,
                                double *scale, gimmik_error *error) {
  const gimmik_operator *op = matmul->op;
  const gimmik_matmul_request *request = &matmul->request;
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  double largest_row = 0.0, b = 0.0, c = 0.0;
  for (int r = 0; r < rows; r++) {
    double sum = 0.0;
    for (int j = 0; j < cols; j++) sum += fabs(gimmik_operator_get(op, r, j));
    if (sum > largest_row) largest_row = sum;
  }
  gimmik_status status = gimmik_buffer_largest(
      matmul->b.buffer, matmul->b.bytes, request->dtype, stream, &b, error);
  if (status == GIMMIK_OK && request->beta != 0.0)
    status = gimmik_buffer_largest(matmul->c.buffer, matmul->c.bytes,
                                   request->dtype, stream, &c, error);
  *scale = fabs(request->alpha) * largest_row * b + fabs(request->beta) * c;
  return status;
}

/* Tune on the borrowed buffers; the tuner saves C and restores it, so
 * tuning leaves the caller's data as it found it. */
static gimmik_status tune_borrowed(gimmik_matmul *matmul, long long n,
                                   long long ldb, long long ldc, void *stream,
                                   gimmik_error *error) {
  gimmik_candidate *list = NULL;
  int count = 0;
  matmul_sizes sizes = {matmul, n, ldb, ldc};
  gimmik_tuning_target target = {run_matmul,
                                 NULL,
                                 &sizes,
                                 stream,
                                 matmul->request.dtype,
                                 {{matmul->c.buffer, matmul->c.bytes, 0}},
                                 1,
                                 0.0};
  gimmik_status status = gimmik_matmul_candidates(
      matmul->op, &matmul->request, &list, &count, error);
  if (status == GIMMIK_OK)
    status = term_scale(matmul, stream, &target.scale, error);
  if (status == GIMMIK_OK) {
    gimmik_kernel_recipe base = recipe(matmul, &matmul->request);
    status = gimmik_plan_tune_candidates(&matmul->plan, &base, list, count,
                                         &target, error);
  }
  free(list);
  return status;
}

gimmik_status gimmik_matmul_tune(gimmik_matmul *matmul, long long n, void *b,
                                 long long ldb, void *c, long long ldc,
                                 void *stream, gimmik_error *error) {
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_tune: matmul is NULL");
  gimmik_status status = borrow(matmul, n, b, ldb, c, ldc, error);
  if (status == GIMMIK_OK)
    status = tune_borrowed(matmul, n, ldb, ldc, stream, error);
  return status;
}

gimmik_status gimmik_matmul_apply(gimmik_matmul *matmul, long long n, void *b,
                                  long long ldb, void *c, long long ldc,
                                  void *stream, gimmik_error *error) {
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: matmul is NULL");
  gimmik_status status = GIMMIK_OK;
  if (matmul->plan.tuning_due)
    status = gimmik_matmul_tune(matmul, n, b, ldb, c, ldc, stream, error);
  if (status == GIMMIK_OK)
    status = borrow(matmul, n, b, ldb, c, ldc, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_launch(matmul->plan.kernel, &matmul->plan.info, n,
                                  matmul->b.buffer, ldb, matmul->c.buffer, ldc,
                                  stream, error);
  return status;
}

const gimmik_kernel_info *gimmik_matmul_kernel(const gimmik_matmul *matmul) {
  return &matmul->plan.info;
}

double gimmik_matmul_tuned_milliseconds(const gimmik_matmul *matmul) {
  return matmul->plan.tuned_milliseconds;
}

int gimmik_matmul_is_tuned(const gimmik_matmul *matmul) {
  return matmul->plan.tuned;
}

int gimmik_matmul_is_cached(const gimmik_matmul *matmul) {
  return matmul->plan.cached;
}

const gimmik_tuning_report *
gimmik_matmul_tuning_report(const gimmik_matmul *matmul) {
  return &matmul->plan.report;
}
