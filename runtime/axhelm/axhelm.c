/*
 * axhelm.c: planned axhelm operators, their tuning and dispatch
 * (gimmik/runtime.h), on the planning every family shares (plan.h).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/c_locale.h"
#include "runtime/axhelm/launch.h"
#include "runtime/context_internal.h"
#include "runtime/tuning_check.h"

struct gimmik_axhelm {
  gimmik_plan plan;
  gimmik_axhelm_request request;  /* as given; kernel_name points below */
  char kernel_name[GIMMIK_NAME_SIZE];
  /* Caller buffers wrapped at the last apply, reused while unchanged. */
  gimmik_borrowed geometry, lambda0, lambda1, u, au;
};

/* The problem a tuning decision is about: everything in the request that
 * changes what the kernel computes, and no constant it ignores. */
static void problem_key(gimmik_axhelm *axhelm) {
  const gimmik_axhelm_request *request = &axhelm->request;
  int constant = request->coefficients == GIMMIK_AXHELM_CONSTANT;
  int helmholtz = request->equation == GIMMIK_AXHELM_HELMHOLTZ;
  char description[256];
  int length = gimmik_snprintf(
      description, sizeof description,
      "axhelm %s N=%d d=%d %s %s %s lambda0=%.17g lambda1=%.17g",
      gimmik_dtype_name(request->dtype), request->points, request->fields,
      gimmik_axhelm_equation_name(request->equation),
      gimmik_axhelm_coefficients_name(request->coefficients),
      gimmik_axhelm_geometry_name(request->geometry),
      constant ? request->lambda0 : 0.0,
      constant && helmholtz ? request->lambda1 : 0.0);
  gimmik_plan_key(&axhelm->plan, description, (size_t)length);
  snprintf(axhelm->plan.label, sizeof axhelm->plan.label,
           "axhelm N=%d d=%d %s %s %s", request->points, request->fields,
           gimmik_axhelm_equation_name(request->equation),
           gimmik_axhelm_geometry_name(request->geometry),
           gimmik_dtype_name(request->dtype));
}

GIMMIK_RECIPE_GENERATOR(generate, gimmik_axhelm_request,
                        gimmik_generate_axhelm(&chosen, result, error))

static gimmik_kernel_recipe recipe(const gimmik_axhelm *axhelm,
                                   const gimmik_axhelm_request *request) {
  gimmik_kernel_recipe made = {
      axhelm->plan.problem_key, request->variant, request->params,
      request->param_count,     request->kernel_name, generate,
      NULL,                     request,     NULL};
  return made;
}

static gimmik_status list_candidates(const void *problem,
                                     const void *request,
                                     gimmik_candidate **candidates,
                                     int *count, gimmik_error *error) {
  (void)problem;
  return gimmik_axhelm_candidates(request, candidates, count, error);
}

gimmik_status gimmik_axhelm_create(gimmik_context *context,
                                   const gimmik_axhelm_request *request,
                                   gimmik_axhelm **result,
                                   gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_create: result is NULL");
  *result = NULL;
  if (!context || !request)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_create: context and request are "
                            "required");
  gimmik_axhelm *axhelm = calloc(1, sizeof *axhelm);
  if (!axhelm)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  axhelm->plan.context = context;
  axhelm->request = *request;
  axhelm->request.backend = context->options.backend;
  axhelm->request.compute_capability =
      gimmik_context_compute_capability(context);
  snprintf(axhelm->kernel_name, sizeof axhelm->kernel_name, "%s",
           request->kernel_name ? request->kernel_name : "gimmik_axhelm");
  axhelm->request.kernel_name = axhelm->kernel_name;
  problem_key(axhelm);
  gimmik_kernel_recipe requested = recipe(axhelm, &axhelm->request);
  gimmik_status status = gimmik_plan_choose(&axhelm->plan, &requested, error);
  if (status != GIMMIK_OK && !request->variant)
    status = gimmik_plan_fall_back(&axhelm->plan, &requested,
                                   list_candidates, status, error);
  if (status != GIMMIK_OK) {
    gimmik_axhelm_destroy(axhelm, NULL);
    return status;
  }
  *result = axhelm;
  return GIMMIK_OK;
}

static void release_borrowed(gimmik_axhelm *axhelm) {
  gimmik_borrowed_release(&axhelm->geometry);
  gimmik_borrowed_release(&axhelm->lambda0);
  gimmik_borrowed_release(&axhelm->lambda1);
  gimmik_borrowed_release(&axhelm->u);
  gimmik_borrowed_release(&axhelm->au);
}

gimmik_status gimmik_axhelm_destroy(gimmik_axhelm *axhelm,
                                    gimmik_error *error) {
  if (!axhelm) return GIMMIK_OK;
  release_borrowed(axhelm);
  gimmik_status status = gimmik_plan_release(&axhelm->plan, error);
  free(axhelm);
  return status;
}

/* Wrap the caller's memory at the sizes `data` implies (gimmik/axhelm.h),
 * and check it against the kernel's contract. */
static gimmik_status borrow(gimmik_axhelm *axhelm,
                            const gimmik_axhelm_data *data,
                            gimmik_axhelm_arguments *args,
                            gimmik_error *error) {
  if (!data)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_apply: data is NULL");
  const gimmik_kernel_info *info = &axhelm->plan.info;
  if (data->elements < 1 || data->elements > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_apply: elements = %lld is outside "
                            "1..%d", data->elements, INT_MAX);
  size_t value = (size_t)gimmik_dtype_size(info->dtype);
  long long nodes = data->elements * info->points * info->points * info->points;
  long long field = gimmik_axhelm_field_values(info, data->elements,
                                               data->field_stride);
  if (field < nodes) field = nodes; /* a bad stride is reported below */
  size_t field_bytes = (size_t)field * value;
  struct {
    const char *name;
    gimmik_borrowed *borrowed;
    void *native;
    size_t bytes;
  } wraps[] = {
      {"geometry", &axhelm->geometry, data->geometry,
       (size_t)gimmik_axhelm_geometry_values(info, data->elements) * value},
      {"lambda0", &axhelm->lambda0, data->lambda0, (size_t)nodes * value},
      {"lambda1", &axhelm->lambda1, data->lambda1, (size_t)nodes * value},
      {"u", &axhelm->u, data->u, field_bytes},
      {"au", &axhelm->au, data->au, field_bytes}};
  for (size_t i = 0; i < sizeof wraps / sizeof wraps[0]; i++) {
    gimmik_status status = gimmik_borrow(axhelm->plan.context, wraps[i].borrowed,
                                         wraps[i].native, wraps[i].bytes,
                                         error);
    if (status != GIMMIK_OK) {
      gimmik_error_prefix(error, "gimmik_axhelm_apply: %s for %lld elements",
                          wraps[i].name, data->elements);
      return status;
    }
  }
  gimmik_axhelm_arguments made = {
      data->elements,         data->field_stride,    axhelm->geometry.buffer,
      axhelm->lambda0.buffer, axhelm->lambda1.buffer, axhelm->u.buffer,
      axhelm->au.buffer};
  *args = made;
  if (data->u && data->u == data->au)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "au is the same memory as u: blocks would read "
                            "values others have overwritten");
  return gimmik_axhelm_check_arguments(info, args, error);
}

static gimmik_status run_axhelm(void *data, gimmik_device_kernel *kernel,
                                const gimmik_kernel_info *info, void *stream,
                                gimmik_error *error) {
  return gimmik_axhelm_launch(kernel, info, data, stream, error);
}

/* A rough size of the terms a value of au sums, the largest u times the
 * largest geometry value and N: enough that rounding where the terms
 * cancel (u constant, as a solver's first direction may be) is not taken
 * for a wrong result. */
static gimmik_status term_scale(gimmik_axhelm *axhelm, void *stream,
                                double *scale, gimmik_error *error) {
  gimmik_dtype dtype = axhelm->request.dtype;
  double u = 0.0, geometry = 0.0;
  gimmik_status status = gimmik_buffer_largest(
      axhelm->u.buffer, axhelm->u.bytes, dtype, stream, &u, error);
  if (status == GIMMIK_OK)
    status = gimmik_buffer_largest(axhelm->geometry.buffer,
                                   axhelm->geometry.bytes, dtype, stream,
                                   &geometry, error);
  *scale = u * geometry * axhelm->request.points;
  return status;
}

static gimmik_status tune_borrowed(gimmik_axhelm *axhelm,
                                   gimmik_axhelm_arguments *args, void *stream,
                                   gimmik_error *error) {
  gimmik_candidate *list = NULL;
  int count = 0;
  gimmik_tuning_target target = {run_axhelm,
                                 NULL,
                                 args,
                                 stream,
                                 axhelm->request.dtype,
                                 {{axhelm->au.buffer, axhelm->au.bytes}},
                                 1,
                                 0.0};
  gimmik_status status =
      gimmik_axhelm_candidates(&axhelm->request, &list, &count, error);
  if (status == GIMMIK_OK)
    status = term_scale(axhelm, stream, &target.scale, error);
  gimmik_kernel_recipe base = recipe(axhelm, &axhelm->request);
  if (status == GIMMIK_OK)
    status = gimmik_plan_tune_candidates(&axhelm->plan, &base, list, count,
                                         &target, error);
  free(list);
  return status;
}

gimmik_status gimmik_axhelm_tune(gimmik_axhelm *axhelm,
                                 const gimmik_axhelm_data *data, void *stream,
                                 gimmik_error *error) {
  if (!axhelm)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_tune: axhelm is NULL");
  gimmik_axhelm_arguments args;
  gimmik_status status = borrow(axhelm, data, &args, error);
  if (status == GIMMIK_OK) status = tune_borrowed(axhelm, &args, stream, error);
  return status;
}

gimmik_status gimmik_axhelm_apply(gimmik_axhelm *axhelm,
                                  const gimmik_axhelm_data *data, void *stream,
                                  gimmik_error *error) {
  if (!axhelm)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_apply: axhelm is NULL");
  gimmik_axhelm_arguments args;
  gimmik_status status = GIMMIK_OK;
  if (axhelm->plan.tuning_due)
    status = gimmik_axhelm_tune(axhelm, data, stream, error);
  if (status == GIMMIK_OK) status = borrow(axhelm, data, &args, error);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_launch(axhelm->plan.kernel, &axhelm->plan.info,
                                  &args, stream, error);
  return status;
}

const gimmik_kernel_info *gimmik_axhelm_kernel(const gimmik_axhelm *axhelm) {
  return &axhelm->plan.info;
}

double gimmik_axhelm_tuned_milliseconds(const gimmik_axhelm *axhelm) {
  return axhelm->plan.tuned_milliseconds;
}

int gimmik_axhelm_is_tuned(const gimmik_axhelm *axhelm) {
  return axhelm->plan.tuned;
}

const gimmik_tuning_report *
gimmik_axhelm_tuning_report(const gimmik_axhelm *axhelm) {
  return &axhelm->plan.report;
}
