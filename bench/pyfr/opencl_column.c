/* opencl_column.c: the CUDA pick through the OpenCL backend
 * (opencl_column.h). */
#include "opencl_column.h"

#include <math.h>
#include <string.h>

/* The pick's variant and parameters on the OpenCL context; *why says
 * why not when the backend cannot express them (GIMMIK_ERROR_UNSUPPORTED). */
static gimmik_status plan_pick(gimmik_context *context,
                               const gimmik_operator *matrix,
                               gimmik_matmul_request request,
                               const gimmik_kernel_info *pick,
                               gimmik_matmul **matmul, char *why,
                               size_t size, gimmik_error *error) {
  if (!pick) {
    snprintf(why, size, "no CUDA pick");
    return GIMMIK_ERROR_UNSUPPORTED;
  }
  request.variant = pick->variant;
  request.param_count = pick->param_count;
  memcpy(request.params, pick->params,
         (size_t)pick->param_count * sizeof *pick->params);
  gimmik_status status =
      gimmik_matmul_create(context, matrix, &request, matmul, error);
  if (status == GIMMIK_ERROR_UNSUPPORTED)
    snprintf(why, size, "%.250s", error->message);
  return status;
}

/* OpenCL's own best instead, with `note` saying which and why. */
static gimmik_status plan_fallback(gimmik_context *context,
                                   const gimmik_operator *matrix,
                                   gimmik_matmul_request request,
                                   bench_problem *p, opencl_fallback fallback,
                                   const char *why, gimmik_matmul **matmul,
                                   char *note, size_t size,
                                   gimmik_error *error) {
  gimmik_status status =
      gimmik_matmul_create(context, matrix, &request, matmul, error);
  if (status == GIMMIK_OK && fallback == OPENCL_FALLBACK_TUNE)
    status = gimmik_matmul_tune(*matmul, p->n, p->b, p->ldb, p->c, p->ldc,
                                NULL, error);
  if (status == GIMMIK_OK)
    snprintf(note, size, "not the CUDA pick: %s, since %.250s",
             !gimmik_matmul_is_tuned(*matmul) ? "OpenCL's default"
             : fallback == OPENCL_FALLBACK_TUNE ? "tuned on OpenCL"
                                                : "a stored OpenCL decision",
             why);
  return status;
}

void opencl_column_measure(const bench_table *table, gimmik_context *context,
                           const bench_operator *op,
                           const gimmik_operator *matrix,
                           const gimmik_kernel_info *pick,
                           opencl_fallback fallback,
                           opencl_column_result *result) {
  const char *name = OPENCL_COLUMN_IMPLEMENTATION;
  char params[256] = "", why[256] = "", note[400] = "";
  const char *variant = pick ? pick->variant : "";
  gimmik_error error;
  gimmik_error_init(&error);
  result->milliseconds = INFINITY;
  result->same_kernel = 0;
  if (pick) bench_row_params(pick, params, sizeof params);
  bench_problem problem;
  if (bench_problem_create(context, matrix, table->dtype, op->beta, op->n,
                           &problem, &error)) {
    bench_row_failed(table, op, name, variant, params, &error);
    gimmik_error_clear(&error);
    return;
  }
  gimmik_matmul_request request = bench_problem_request(&problem);
  gimmik_matmul *matmul = NULL;
  gimmik_status status = plan_pick(context, matrix, request, pick, &matmul,
                                   why, sizeof why, &error);
  result->same_kernel = status == GIMMIK_OK;
  if (status == GIMMIK_ERROR_UNSUPPORTED) {
    gimmik_error_clear(&error);
    variant = "";
    params[0] = '\0';
    status = plan_fallback(context, matrix, request, &problem, fallback, why,
                           &matmul, note, sizeof note, &error);
    if (status != GIMMIK_OK)
      gimmik_error_prefix(&error, "instead of the CUDA pick (%.200s)", why);
  }
  if (status == GIMMIK_OK) {
    const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
    bench_row_params(info, params, sizeof params);
    bench_matmul_call call = {matmul, &problem};
    result->milliseconds = bench_row_measure(
        table, op, &problem, name, info->variant, params,
        note[0] ? note : NULL, bench_matmul_run, &call);
  } else {
    bench_row_failed(table, op, name, variant, params, &error);
  }
  gimmik_error_clear(&error);
  gimmik_matmul_destroy(matmul, NULL);
  bench_problem_free(&problem);
}
