/* axhelm/generate.c: the axhelm entry points of gimmik/axhelm.h, on the
 * family model (family.h). */
#include "generator/axhelm/plan.h"

gimmik_status gimmik_generate_axhelm(const gimmik_axhelm_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error) {
  *result = NULL;
  axhelm_plan plan;
  gimmik_status status = gimmik_axhelm_plan_prepare(request, &plan, error);
  if (status == GIMMIK_OK)
    status = gimmik_family_choose(&plan.head, request->variant,
                                  request->params, request->param_count,
                                  error);
  if (status != GIMMIK_OK) return status;
  return gimmik_family_render(&plan.head, result, error);
}

/* The request without its variant and parameters, prepared. */
static gimmik_status prepare_base(const gimmik_axhelm_request *request,
                                  axhelm_plan *plan, gimmik_error *error) {
  gimmik_axhelm_request base = *request;
  base.variant = NULL;
  base.param_count = 0;
  return gimmik_axhelm_plan_prepare(&base, plan, error);
}

gimmik_status gimmik_axhelm_variants(const gimmik_axhelm_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error) {
  *reports = NULL;
  *count = 0;
  axhelm_plan plan;
  gimmik_status status = prepare_base(request, &plan, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_family_reports(&plan.head, reports, count, error);
}

gimmik_status gimmik_axhelm_candidates(const gimmik_axhelm_request *request,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error) {
  *candidates = NULL;
  *count = 0;
  axhelm_plan plan;
  gimmik_status status = prepare_base(request, &plan, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_family_candidates(&plan.head, candidates, count, error);
}
