/* matmul.c: planned matmuls and their dispatch (gimmik/runtime.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/context_internal.h"
#include "runtime/digest.h"
#include "runtime/matmul_launch.h"

/* The problem a tuning decision is about: the operator's values and the
 * request's precision, scalars and sizes (not its variant or name). */
static void problem_key(const gimmik_operator *op,
                        const gimmik_matmul_request *request, char key[65]) {
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  int rows = gimmik_operator_rows(op), cols = gimmik_operator_cols(op);
  char header[256];
  int length = snprintf(header, sizeof header,
                        "matmul %d %d %s %.17g %.17g %lld %lld %lld", rows,
                        cols, gimmik_dtype_name(request->dtype),
                        request->alpha, request->beta, request->n,
                        request->ldb, request->ldc);
  gimmik_digest_update(&state, header, (size_t)length);
  gimmik_digest_update(&state, gimmik_operator_values(op),
                       (size_t)rows * (size_t)cols * sizeof(double));
  unsigned char digest[32];
  gimmik_digest_final(&state, digest);
  gimmik_digest_hex(digest, key);
}

/* Use a stored decision when there is one and the policy allows. */
static int apply_decision(gimmik_matmul *matmul,
                          gimmik_matmul_request *request,
                          gimmik_tuning_decision *decision) {
  gimmik_context *context = matmul->context;
  if (context->options.tuning == GIMMIK_TUNE_ALWAYS) return 0;
  gimmik_error error;
  gimmik_error_init(&error);
  int found = 0;
  pthread_mutex_lock(&context->lock);
  gimmik_status status = gimmik_tuning_db_lookup(
      context->tuning, context->device_key, matmul->problem_key, decision,
      &found, &error);
  pthread_mutex_unlock(&context->lock);
  if (status != GIMMIK_OK || !found) return 0;
  request->variant = decision->variant;
  memcpy(request->params, decision->params, sizeof request->params);
  request->param_count = decision->param_count;
  return 1;
}

static gimmik_status choose_kernel(gimmik_matmul *matmul,
                                   gimmik_error *error) {
  gimmik_context *context = matmul->context;
  gimmik_matmul_request request = matmul->request;
  gimmik_tuning_decision decision;
  if (!request.variant && apply_decision(matmul, &request, &decision)) {
    gimmik_error ignored;
    gimmik_error_init(&ignored);
    if (gimmik_kernel_obtain(context, matmul->op, matmul->problem_key,
                             &request, &matmul->info, &matmul->kernel,
                             &ignored) == GIMMIK_OK) {
      matmul->tuned = 1;
      matmul->tuned_milliseconds = decision.milliseconds;
      return GIMMIK_OK;
    }
    /* A decision this gimmikc can no longer build: tune afresh. */
    request = matmul->request;
  }
  matmul->tuning_due = !request.variant &&
                       context->options.tuning != GIMMIK_TUNE_NEVER;
  return gimmik_kernel_obtain(context, matmul->op, matmul->problem_key,
                              &request, &matmul->info, &matmul->kernel, error);
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
  matmul->context = context;
  matmul->request = *request;
  matmul->request.backend = context->options.backend;
  matmul->tuned_milliseconds = -1.0;
  snprintf(matmul->kernel_name, sizeof matmul->kernel_name, "%s",
           request->kernel_name ? request->kernel_name : "gimmik_matmul");
  matmul->request.kernel_name = matmul->kernel_name;
  gimmik_status status = gimmik_operator_create(
      gimmik_operator_rows(op), gimmik_operator_cols(op),
      gimmik_operator_values(op), gimmik_operator_origin(op), &matmul->op,
      error);
  if (status == GIMMIK_OK) {
    problem_key(matmul->op, &matmul->request, matmul->problem_key);
    status = choose_kernel(matmul, error);
  }
  if (status != GIMMIK_OK) {
    gimmik_matmul_destroy(matmul, NULL);
    return status;
  }
  *result = matmul;
  return GIMMIK_OK;
}

static void release_borrowed(gimmik_matmul *matmul) {
  gimmik_buffer_free(matmul->b_buffer, NULL);
  gimmik_buffer_free(matmul->c_buffer, NULL);
  matmul->b_buffer = matmul->c_buffer = NULL;
  matmul->b_native = matmul->c_native = NULL;
}

gimmik_status gimmik_matmul_destroy(gimmik_matmul *matmul,
                                    gimmik_error *error) {
  if (!matmul) return GIMMIK_OK;
  release_borrowed(matmul);
  gimmik_status status = gimmik_kernel_unload(matmul->kernel, error);
  gimmik_operator_destroy(matmul->op);
  free(matmul);
  return status;
}

static size_t extent(int rows, long long ld, long long n, gimmik_dtype dtype) {
  return (size_t)((long long)(rows - 1) * ld + n) *
         (size_t)gimmik_dtype_size(dtype);
}

gimmik_status gimmik_matmul_borrow(gimmik_matmul *matmul, long long n,
                                   void *b, long long ldb, void *c,
                                   long long ldc, gimmik_error *error) {
  if (!b || !c)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: %s is NULL", b ? "c" : "b");
  if (n < 1 || ldb < n || ldc < n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: need 1 <= n <= ldb, ldc "
                            "(n %lld, ldb %lld, ldc %lld)",
                            n, ldb, ldc);
  const gimmik_kernel_info *info = &matmul->info;
  size_t b_bytes = extent(info->k, ldb, n, info->dtype);
  size_t c_bytes = extent(info->m, ldc, n, info->dtype);
  if (b == matmul->b_native && c == matmul->c_native &&
      b_bytes == matmul->b_bytes && c_bytes == matmul->c_bytes)
    return GIMMIK_OK;
  release_borrowed(matmul);
  gimmik_device *device = matmul->context->device;
  gimmik_status status =
      gimmik_buffer_wrap(device, b, b_bytes, &matmul->b_buffer, error);
  if (status == GIMMIK_OK)
    status = gimmik_buffer_wrap(device, c, c_bytes, &matmul->c_buffer, error);
  if (status != GIMMIK_OK) {
    release_borrowed(matmul);
    return status;
  }
  matmul->b_native = b;
  matmul->c_native = c;
  matmul->b_bytes = b_bytes;
  matmul->c_bytes = c_bytes;
  return GIMMIK_OK;
}

gimmik_status gimmik_matmul_tune(gimmik_matmul *matmul, long long n, void *b,
                                 long long ldb, void *c, long long ldc,
                                 void *stream, gimmik_error *error) {
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_tune: matmul is NULL");
  gimmik_status status = gimmik_matmul_borrow(matmul, n, b, ldb, c, ldc, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_autotune(matmul, n, ldb, ldc, stream, error);
  if (status == GIMMIK_OK) matmul->tuning_due = 0;
  return status;
}

gimmik_status gimmik_matmul_apply(gimmik_matmul *matmul, long long n, void *b,
                                  long long ldb, void *c, long long ldc,
                                  void *stream, gimmik_error *error) {
  if (!matmul)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_matmul_apply: matmul is NULL");
  gimmik_status status = GIMMIK_OK;
  if (matmul->tuning_due)
    status = gimmik_matmul_tune(matmul, n, b, ldb, c, ldc, stream, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_borrow(matmul, n, b, ldb, c, ldc, error);
  if (status == GIMMIK_OK)
    status = gimmik_matmul_launch(matmul->kernel, &matmul->info, n,
                                  matmul->b_buffer, ldb, matmul->c_buffer, ldc,
                                  stream, error);
  return status;
}

const gimmik_kernel_info *gimmik_matmul_kernel(const gimmik_matmul *matmul) {
  return &matmul->info;
}

double gimmik_matmul_tuned_milliseconds(const gimmik_matmul *matmul) {
  return matmul->tuned_milliseconds;
}

int gimmik_matmul_is_tuned(const gimmik_matmul *matmul) {
  return matmul->tuned;
}
