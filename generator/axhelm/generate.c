/* axhelm/generate.c: the entry points of gimmik/axhelm.h, on the family model
 * (family.h). */
#include "generator/axhelm/plan.h"

gimmik_status gimmik_generate_axhelm(const gimmik_axhelm_request *request,
                                  gimmik_kernel **result,
                                  gimmik_error *error) {
  return gimmik_family_generate(&gimmik_axhelm_family, NULL, request, result,
                                error);
}

gimmik_status gimmik_axhelm_variants(const gimmik_axhelm_request *request,
                                  gimmik_variant_report **reports,
                                  int *count, gimmik_error *error) {
  return gimmik_family_variants(&gimmik_axhelm_family, NULL, request, reports,
                                count, error);
}

gimmik_status gimmik_axhelm_candidates(const gimmik_axhelm_request *request,
                                    gimmik_candidate **candidates,
                                    int *count, gimmik_error *error) {
  return gimmik_family_list_candidates(&gimmik_axhelm_family, NULL, request,
                                       candidates, count, error);
}
