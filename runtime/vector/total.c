/* vector/total.c: the planned second stage of the sums (vector/total.h). */
#include "runtime/vector/total.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/context_internal.h"
#include "runtime/launch.h"

GIMMIK_RECIPE_GENERATOR(generate, gimmik_vector_request,
                        gimmik_generate_vector(&chosen, result, error))

static gimmik_kernel_recipe recipe(gimmik_total *total) {
  const gimmik_vector_request *request = &total->request;
  gimmik_kernel_recipe made = {
      total->plan.problem_key, request->variant, request->params,
      request->param_count, request->kernel_name, generate, NULL, request,
      NULL};
  return made;
}

gimmik_status gimmik_total_create(gimmik_context *context, gimmik_dtype dtype,
                                  int sums, int scalar_memory,
                                  const char *kernel_name,
                                  gimmik_total *total, gimmik_error *error) {
  memset(total, 0, sizeof *total);
  gimmik_vector_request *request = &total->request;
  gimmik_vector_request_init(request);
  request->backend = context->options.backend;
  request->dtype = dtype;
  request->total = sums;
  request->scalar_memory = scalar_memory;
  snprintf(total->kernel_name, sizeof total->kernel_name, "%s", kernel_name);
  request->kernel_name = total->kernel_name;
  /* The problem: the dtype and the number of columns (the vector
   * family's description of a kernel without statements); doubles
   * where asked, with the decisions of the same total in the dtype. */
  char description[64];
  int shared = snprintf(description, sizeof description, "vector %s total=%d",
                        gimmik_dtype_name(dtype), sums);
  int length = shared + snprintf(description + shared,
                                 sizeof description - (size_t)shared, "%s",
                                 scalar_memory ? " memory" : "");
  total->plan.context = context;
  gimmik_plan_key(&total->plan, description, (size_t)length);
  if (scalar_memory)
    gimmik_plan_decision_key(&total->plan, description, (size_t)shared);
  snprintf(total->plan.label, sizeof total->plan.label, "%s", description);
  gimmik_kernel_recipe made = recipe(total);
  gimmik_status status = gimmik_plan_choose(&total->plan, &made, error);
  if (status == GIMMIK_OK)
    status = gimmik_buffer_alloc(context->device,
                                 gimmik_total_result_bytes(total),
                                 &total->results, error);
  return status;
}

size_t gimmik_total_result_bytes(const gimmik_total *total) {
  const gimmik_vector_request *request = &total->request;
  size_t value = request->scalar_memory
                     ? sizeof(double)
                     : (size_t)gimmik_dtype_size(request->dtype);
  return (size_t)request->total * value;
}

gimmik_status gimmik_total_release(gimmik_total *total, gimmik_error *error) {
  gimmik_buffer_free(total->results, NULL);
  total->results = NULL;
  return gimmik_plan_release(&total->plan, error);
}

static void total_call(gimmik_total *total, gimmik_device_kernel *kernel,
                       const gimmik_kernel_info *info, gimmik_buffer *partials,
                       int count, gimmik_argument arguments[3],
                       gimmik_kernel_call *call) {
  arguments[0] = gimmik_argument_int32(count);
  arguments[1] = gimmik_argument_buffer(partials);
  arguments[2] = gimmik_argument_buffer(total->results);
  *call = (gimmik_kernel_call){kernel, info, 1, arguments, 3, NULL, 0};
}

/* The totals from the device into sums[] (as doubles). */
static gimmik_status read_sums(gimmik_total *total, double *sums,
                               void *stream, gimmik_error *error) {
  int count = total->request.total;
  double values[GIMMIK_VECTOR_MAX_SUMS];
  float singles[GIMMIK_VECTOR_MAX_SUMS];
  int single = total->request.dtype == GIMMIK_F32 &&
               !total->request.scalar_memory;
  gimmik_status status = gimmik_buffer_read(
      total->results, 0, gimmik_total_result_bytes(total),
      single ? (void *)singles : (void *)values, stream, error);
  for (int s = 0; status == GIMMIK_OK && s < count; s++)
    sums[s] = single ? singles[s] : values[s];
  return status;
}

gimmik_status gimmik_total_launch(gimmik_total *total,
                                  gimmik_buffer *partials, int count,
                                  void *stream, gimmik_error *error) {
  gimmik_argument arguments[3];
  gimmik_kernel_call call;
  total_call(total, total->plan.kernel, &total->plan.info, partials, count,
             arguments, &call);
  return gimmik_kernel_run(&call, stream, error);
}

gimmik_status gimmik_total_run(gimmik_total *total, gimmik_buffer *partials,
                               int count, double *sums, void *stream,
                               gimmik_error *error) {
  gimmik_status status =
      gimmik_total_launch(total, partials, count, stream, error);
  if (status == GIMMIK_OK) status = read_sums(total, sums, stream, error);
  return status;
}

/* What the tuner runs: a total of the partials as they stand. */
typedef struct total_timing {
  gimmik_total *total;
  gimmik_buffer *partials;
  int count;
} total_timing;

static gimmik_status run_total(void *data, gimmik_device_kernel *kernel,
                               const gimmik_kernel_info *info, void *stream,
                               gimmik_error *error) {
  total_timing *t = data;
  gimmik_argument arguments[3];
  gimmik_kernel_call call;
  total_call(t->total, kernel, info, t->partials, t->count, arguments, &call);
  return gimmik_kernel_run(&call, stream, error);
}

gimmik_status gimmik_total_tune(gimmik_total *total, gimmik_buffer *partials,
                                int count, void *stream, gimmik_error *error) {
  if (!total->plan.tuning_due) return GIMMIK_OK;
  gimmik_candidate *list = NULL;
  int candidates = 0;
  gimmik_status status = gimmik_vector_candidates(&total->request, &list,
                                                  &candidates, error);
  gimmik_kernel_recipe base = recipe(total);
  total_timing data = {total, partials, count};
  gimmik_tuning_target target = {
      run_total, NULL, &data, stream, total->request.dtype,
      {{total->results, gimmik_total_result_bytes(total),
        total->request.scalar_memory}},
      1, 0.0};
  if (status == GIMMIK_OK)
    status = gimmik_plan_tune_candidates(&total->plan, &base, list,
                                         candidates, &target, error);
  free(list);
  return status;
}
