/* axhelm.c: the axhelm command (axhelm.h). */
#include "axhelm.h"

#include <stdio.h>
#include <stdlib.h>

#include "output.h"

static gimmik_status list_variants(const gimmik_axhelm_request *request,
                                   gimmik_error *error) {
  gimmik_variant_report *reports;
  int count;
  gimmik_status status =
      gimmik_axhelm_variants(request, &reports, &count, error);
  if (status != GIMMIK_OK) return status;
  printf("axhelm variants for N = %d, d = %d, %s, %s coefficients, %s "
         "geometry on %s, %s:\n",
         request->points, request->fields,
         gimmik_axhelm_equation_name(request->equation),
         gimmik_axhelm_coefficients_name(request->coefficients),
         gimmik_axhelm_geometry_name(request->geometry),
         gimmik_backend_name(request->backend),
         gimmik_dtype_name(request->dtype));
  gimmik_variant_reports_print(reports, count, stdout);
  free(reports);
  return GIMMIK_OK;
}

static gimmik_status emit(const gimmikc_options *options,
                          gimmik_error *error) {
  gimmik_kernel *kernel;
  gimmik_status status =
      gimmik_generate_axhelm(&options->axhelm_request, &kernel, error);
  if (status != GIMMIK_OK) return status;
  status = gimmikc_write_kernel(kernel, options, error);
  gimmik_kernel_destroy(kernel);
  return status;
}

gimmik_status gimmikc_axhelm(const gimmikc_options *options,
                             gimmik_error *error) {
  if (options->command == COMMAND_LIST_VARIANTS)
    return list_variants(&options->axhelm_request, error);
  return emit(options, error);
}
