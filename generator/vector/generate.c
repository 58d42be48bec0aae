/* vector/generate.c: the entry points of gimmik/vector.h, on the family model
 * (family.h). */
#include "generator/vector/plan.h"

gimmik_status gimmik_generate_vector(const gimmik_vector_request *request,
                                  gimmik_kernel **result,
                                  gimmik_error *error) {
  return gimmik_family_generate(&gimmik_vector_family, NULL, request, result,
                                error);
}

gimmik_status gimmik_vector_variants(const gimmik_vector_request *request,
                                  gimmik_variant_report **reports,
                                  int *count, gimmik_error *error) {
  return gimmik_family_variants(&gimmik_vector_family, NULL, request, reports,
                                count, error);
}

gimmik_status gimmik_vector_candidates(const gimmik_vector_request *request,
                                    gimmik_candidate **candidates,
                                    int *count, gimmik_error *error) {
  return gimmik_family_list_candidates(&gimmik_vector_family, NULL, request,
                                       candidates, count, error);
}
