/* matmul/generate.c: the matmul entry points of gimmik/generator.h, on
 * the family model (family.h). */
#include <stdlib.h>

#include "generator/matmul/plan.h"

gimmik_status gimmik_generate_matmul(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error) {
  *result = NULL;
  matmul_plan plan;
  gimmik_status status = gimmik_matmul_plan_prepare(op, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  if (request->backend == GIMMIK_BACKEND_C && request->param_count > 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "the C backend takes no variant parameters");
  if (status == GIMMIK_OK)
    status = gimmik_family_choose(&plan.head, request->variant,
                                  request->params, request->param_count,
                                  error);
  if (status == GIMMIK_OK) status = gimmik_family_render(&plan.head, result,
                                                         error);
  gimmik_matmul_plan_free(&plan);
  return status;
}

/* The request without its variant and parameters, prepared. */
static gimmik_status prepare_base(const gimmik_operator *op,
                                  const gimmik_matmul_request *request,
                                  matmul_plan *plan, gimmik_error *error) {
  gimmik_matmul_request base = *request;
  base.variant = NULL;
  base.param_count = 0;
  return gimmik_matmul_plan_prepare(op, &base, plan, error);
}

gimmik_status gimmik_matmul_variants(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error) {
  *reports = NULL;
  *count = 0;
  matmul_plan plan;
  gimmik_status status = prepare_base(op, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  status = gimmik_family_reports(&plan.head, reports, count, error);
  gimmik_matmul_plan_free(&plan);
  return status;
}

gimmik_status gimmik_matmul_candidates(const gimmik_operator *op,
                                       const gimmik_matmul_request *request,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error) {
  *candidates = NULL;
  *count = 0;
  matmul_plan plan;
  gimmik_status status = prepare_base(op, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  status = gimmik_family_candidates(&plan.head, candidates, count, error);
  gimmik_matmul_plan_free(&plan);
  return status;
}
