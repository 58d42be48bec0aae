/* opencl_column.c: the CUDA pick through the OpenCL backend
 * (opencl_column.h). */
#include "opencl_column.h"

#include <math.h>
#include <string.h>

/* How much slower than on CUDA the pick may run before OpenCL's own best
 * is sought too. */
static const double OPENCL_RETUNE_RATIO = 1.10;

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

/* The row of a planned kernel: its median, INFINITY where it failed. */
static double measure_row(const bench_table *table, const bench_operator *op,
                          bench_problem *problem, gimmik_matmul *matmul,
                          const char *note) {
  const gimmik_kernel_info *info = gimmik_matmul_kernel(matmul);
  char params[256];
  bench_row_params(info, params, sizeof params);
  bench_matmul_call call = {matmul, problem};
  return bench_row_measure(table, op, problem, OPENCL_COLUMN_IMPLEMENTATION,
                           info->variant, params, note, bench_matmul_run,
                           &call);
}

/* OpenCL's own best, in a row of its own that says `why`: its median,
 * INFINITY where it failed. */
static double measure_fallback(const bench_table *table,
                               gimmik_context *context,
                               const bench_operator *op,
                               const gimmik_operator *matrix,
                               bench_problem *problem,
                               opencl_fallback fallback, const char *why) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_matmul *matmul = NULL;
  char note[400] = "";
  double milliseconds = INFINITY;
  if (plan_fallback(context, matrix, bench_problem_request(problem), problem,
                    fallback, why, &matmul, note, sizeof note, &error)) {
    gimmik_error_prefix(&error, "instead of the CUDA pick (%.200s)", why);
    bench_row_failed(table, op, OPENCL_COLUMN_IMPLEMENTATION, "", "", &error);
  } else {
    milliseconds = measure_row(table, op, problem, matmul, note);
  }
  gimmik_error_clear(&error);
  gimmik_matmul_destroy(matmul, NULL);
  return milliseconds;
}

void opencl_column_measure(const bench_table *table, gimmik_context *context,
                           const bench_operator *op,
                           const gimmik_operator *matrix,
                           const gimmik_kernel_info *pick,
                           double cuda_milliseconds,
                           opencl_fallback fallback,
                           opencl_column_result *result) {
  const char *name = OPENCL_COLUMN_IMPLEMENTATION;
  char params[256] = "", why[256] = "";
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
  gimmik_matmul *matmul = NULL;
  gimmik_status status =
      plan_pick(context, matrix, bench_problem_request(&problem), pick,
                &matmul, why, sizeof why, &error);
  if (status == GIMMIK_OK) {
    result->milliseconds = measure_row(table, op, &problem, matmul, NULL);
    result->same_kernel = 1;
  } else if (status == GIMMIK_ERROR_UNSUPPORTED) {
    result->milliseconds = measure_fallback(table, context, op, matrix,
                                            &problem, fallback, why);
  } else {
    bench_row_failed(table, op, name, variant, params, &error);
  }
  gimmik_error_clear(&error);
  gimmik_matmul_destroy(matmul, NULL);
  /* The same parameters need not make the same program here (col-split's
   * programs of their own are CUDA's): where the pick runs far slower
   * than on CUDA, OpenCL's own best too, as a user of OpenCL would tune. */
  if (result->same_kernel && fallback == OPENCL_FALLBACK_TUNE &&
      isfinite(result->milliseconds) &&
      result->milliseconds > OPENCL_RETUNE_RATIO * cuda_milliseconds) {
    snprintf(why, sizeof why, "the CUDA pick ran %.4f ms here, %.2fx its "
             "CUDA time", result->milliseconds,
             result->milliseconds / cuda_milliseconds);
    double own = measure_fallback(table, context, op, matrix, &problem,
                                  fallback, why);
    if (own < result->milliseconds) {
      result->milliseconds = own;
      result->same_kernel = 0;
    }
  }
  bench_problem_free(&problem);
}
