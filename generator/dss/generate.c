/* dss/generate.c: the entry points of gimmik/dss.h, on the family model
 * (family.h). */
#include "generator/dss/plan.h"

gimmik_status gimmik_generate_dss(const gimmik_dss_request *request,
                                  gimmik_kernel **result,
                                  gimmik_error *error) {
  return gimmik_family_generate(&gimmik_dss_family, NULL, request, result,
                                error);
}

gimmik_status gimmik_dss_variants(const gimmik_dss_request *request,
                                  gimmik_variant_report **reports,
                                  int *count, gimmik_error *error) {
  return gimmik_family_variants(&gimmik_dss_family, NULL, request, reports,
                                count, error);
}

gimmik_status gimmik_dss_candidates(const gimmik_dss_request *request,
                                    gimmik_candidate **candidates,
                                    int *count, gimmik_error *error) {
  return gimmik_family_list_candidates(&gimmik_dss_family, NULL, request,
                                       candidates, count, error);
}
