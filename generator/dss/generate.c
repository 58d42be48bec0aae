/* dss/generate.c: the entry points of gimmik/dss.h, on the family model
 * (family.h). */
#include "generator/dss/plan.h"

gimmik_status gimmik_generate_dss(const gimmik_dss_request *request,
                                  gimmik_kernel **result,
                                  gimmik_error *error) {
  *result = NULL;
  dss_plan plan;
  gimmik_status status = gimmik_dss_plan_prepare(request, &plan, error);
  if (status == GIMMIK_OK)
    status = gimmik_family_choose(&plan.head, request->variant,
                                  request->params, request->param_count,
                                  error);
  if (status != GIMMIK_OK) return status;
  return gimmik_family_render(&plan.head, result, error);
}

static gimmik_status prepare_base(const gimmik_dss_request *request,
                                  dss_plan *plan, gimmik_error *error) {
  gimmik_dss_request base = *request;
  base.variant = NULL;
  base.param_count = 0;
  return gimmik_dss_plan_prepare(&base, plan, error);
}

gimmik_status gimmik_dss_variants(const gimmik_dss_request *request,
                                  gimmik_variant_report **reports,
                                  int *count, gimmik_error *error) {
  *reports = NULL;
  *count = 0;
  dss_plan plan;
  gimmik_status status = prepare_base(request, &plan, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_family_reports(&plan.head, reports, count, error);
}

gimmik_status gimmik_dss_candidates(const gimmik_dss_request *request,
                                    gimmik_candidate **candidates,
                                    int *count, gimmik_error *error) {
  *candidates = NULL;
  *count = 0;
  dss_plan plan;
  gimmik_status status = prepare_base(request, &plan, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_family_candidates(&plan.head, candidates, count, error);
}
