/* matmul/generate.c: the matmul entry points of gimmik/generator.h, on
 * the family model (family.h). */
#include "generator/matmul/plan.h"

gimmik_status gimmik_generate_matmul(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error) {
  return gimmik_family_generate(&gimmik_matmul_family, op, request, result,
                                error);
}

gimmik_status gimmik_matmul_variants(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error) {
  return gimmik_family_variants(&gimmik_matmul_family, op, request, reports,
                                count, error);
}

gimmik_status gimmik_matmul_candidates(const gimmik_operator *op,
                                       const gimmik_matmul_request *request,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error) {
  return gimmik_family_list_candidates(&gimmik_matmul_family, op, request,
                                       candidates, count, error);
}
