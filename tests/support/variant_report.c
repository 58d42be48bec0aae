/* variant_report.c: see variant_report.h. */
#include "variant_report.h"

#include <stdlib.h>
#include <string.h>

#include "check.h"

gimmik_variant_report matmul_variant_report(
    const gimmik_operator *op, const gimmik_matmul_request *request,
    const char *variant) {
  gimmik_variant_report *reports = NULL, found;
  int count = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  memset(&found, 0, sizeof found);
  CHECK_OK(gimmik_matmul_variants(op, request, &reports, &count, &error),
           &error);
  for (int i = 0; i < count; i++)
    if (strcmp(reports[i].variant, variant) == 0) found = reports[i];
  free(reports);
  CHECK(strcmp(found.variant, variant) == 0);
  return found;
}

int variant_report_param(const gimmik_variant_report *report,
                         const char *name) {
  for (int p = 0; p < report->param_count; p++)
    if (strcmp(report->params[p].name, name) == 0)
      return report->params[p].value;
  return -1;
}

int matmul_candidates(const gimmik_operator *op,
                      const gimmik_matmul_request *request,
                      gimmik_candidate **candidates) {
  int count = 0;
  gimmik_error error;
  gimmik_error_init(&error);
  *candidates = NULL;
  CHECK_OK(gimmik_matmul_candidates(op, request, candidates, &count, &error),
           &error);
  return count;
}
