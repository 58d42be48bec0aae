/*
 * axhelm.c: planned axhelm operators, their tuning and dispatch
 * (gimmik/runtime.h), on the planning every family shares (plan.h); with
 * the dot, the kernel's partial sums end on the vector family's second
 * stage (vector/total.h).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/c_locale.h"
#include "runtime/axhelm/launch.h"
#include "runtime/context_internal.h"
#include "runtime/tuning_check.h"
#include "runtime/vector/total.h"

enum { AXHELM_INPUT_SIZE = 256 };

struct gimmik_axhelm {
  gimmik_plan plan;
  gimmik_axhelm_request request;  /* as given; its texts point below */
  char kernel_name[GIMMIK_NAME_SIZE];
  char input[AXHELM_INPUT_SIZE], update[AXHELM_INPUT_SIZE];
  /* Caller buffers wrapped at the last apply, reused while unchanged. */
  gimmik_borrowed geometry, lambda0, lambda1, u, au;
  gimmik_borrowed inputs[GIMMIK_AXHELM_INPUTS];
  gimmik_borrowed scalars[4];     /* scalar_memory: set once */
  /* The dot: a partial sum a block (for any epb: one an element) and
   * their second stage. */
  gimmik_buffer *partials;
  long long partials_elements;
  gimmik_total total;
};

/* The problem a tuning decision is about: everything in the request that
 * changes what the kernel computes, and no constant it ignores; the
 * fusions only where there are some (so decisions made without them
 * keep their keys).  Scalars in memory make other binaries of the same
 * problem: its decisions are those of the scalars as arguments. */
static void problem_key(gimmik_axhelm *axhelm) {
  const gimmik_axhelm_request *request = &axhelm->request;
  int constant = request->coefficients == GIMMIK_AXHELM_CONSTANT;
  int helmholtz = request->equation == GIMMIK_AXHELM_HELMHOLTZ;
  char description[512];
  int length = gimmik_snprintf(
      description, sizeof description,
      "axhelm %s N=%d d=%d %s %s %s lambda0=%.17g lambda1=%.17g",
      gimmik_dtype_name(request->dtype), request->points, request->fields,
      gimmik_axhelm_equation_name(request->equation),
      gimmik_axhelm_coefficients_name(request->coefficients),
      gimmik_axhelm_geometry_name(request->geometry),
      constant ? request->lambda0 : 0.0,
      constant && helmholtz ? request->lambda1 : 0.0);
  if (request->input || request->dot || request->layout_block)
    length += gimmik_snprintf(description + length,
                              sizeof description - (size_t)length,
                              " input=%s dot=%d layout=%d",
                              request->input ? request->input : "",
                              request->dot, request->layout_block);
  if (request->update)
    length += gimmik_snprintf(description + length,
                              sizeof description - (size_t)length,
                              " update=%s", request->update);
  int shared = length;
  if (request->scalar_memory)
    length += gimmik_snprintf(description + length,
                              sizeof description - (size_t)length,
                              " memory");
  gimmik_plan_key(&axhelm->plan, description, (size_t)length);
  if (request->scalar_memory)
    gimmik_plan_decision_key(&axhelm->plan, description, (size_t)shared);
  snprintf(axhelm->plan.label, sizeof axhelm->plan.label,
           "axhelm N=%d d=%d %s %s %s%s%s", request->points, request->fields,
           gimmik_axhelm_equation_name(request->equation),
           gimmik_axhelm_geometry_name(request->geometry),
           gimmik_dtype_name(request->dtype), request->input ? " input" : "",
           request->dot ? " dot" : "");
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
  gimmik_status status = GIMMIK_OK;
  if ((request->input && strlen(request->input) >= AXHELM_INPUT_SIZE) ||
      (request->update && strlen(request->update) >= AXHELM_INPUT_SIZE))
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_axhelm_create: the %s is longer than "
                              "%d characters",
                              request->update && strlen(request->update) >=
                                  AXHELM_INPUT_SIZE ? "update" : "input",
                              AXHELM_INPUT_SIZE - 1);
  if (status == GIMMIK_OK && request->input) {
    snprintf(axhelm->input, sizeof axhelm->input, "%s", request->input);
    axhelm->request.input = axhelm->input;
  }
  if (status == GIMMIK_OK && request->update) {
    snprintf(axhelm->update, sizeof axhelm->update, "%s", request->update);
    axhelm->request.update = axhelm->update;
  }
  if (status == GIMMIK_OK) {
    problem_key(axhelm);
    gimmik_kernel_recipe requested = recipe(axhelm, &axhelm->request);
    status = gimmik_plan_choose(&axhelm->plan, &requested, error);
    if (status != GIMMIK_OK && !request->variant)
      status = gimmik_plan_fall_back(&axhelm->plan, &requested,
                                     list_candidates, status, error);
  }
  if (status == GIMMIK_OK && request->dot == 1)
    status = gimmik_total_create(context, request->dtype, 1,
                                 request->scalar_memory, "gimmik_axhelm_dot",
                                 &axhelm->total, error);
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
  for (int a = 0; a < GIMMIK_AXHELM_INPUTS; a++)
    gimmik_borrowed_release(&axhelm->inputs[a]);
  for (int s = 0; s < 4; s++) gimmik_borrowed_release(&axhelm->scalars[s]);
}

gimmik_status gimmik_axhelm_destroy(gimmik_axhelm *axhelm,
                                    gimmik_error *error) {
  if (!axhelm) return GIMMIK_OK;
  release_borrowed(axhelm);
  gimmik_buffer_free(axhelm->partials, NULL);
  gimmik_status status = gimmik_plan_release(&axhelm->plan, error);
  gimmik_status total = gimmik_total_release(&axhelm->total, error);
  if (status == GIMMIK_OK) status = total;
  free(axhelm);
  return status;
}

/* The dot's partials for `elements` (one an element covers every epb). */
static gimmik_status ensure_partials(gimmik_axhelm *axhelm,
                                     long long elements, gimmik_error *error) {
  if (!axhelm->request.dot || elements <= axhelm->partials_elements)
    return GIMMIK_OK;
  gimmik_buffer_free(axhelm->partials, NULL);
  axhelm->partials = NULL;
  axhelm->partials_elements = 0;
  size_t bytes = (size_t)elements *
                 (size_t)gimmik_dtype_size(axhelm->request.dtype);
  gimmik_status status = gimmik_buffer_alloc(axhelm->plan.context->device,
                                             bytes, &axhelm->partials, error);
  if (status == GIMMIK_OK) axhelm->partials_elements = elements;
  return status;
}

/* The caller's input arrays, each laid out like u. */
static gimmik_status borrow_inputs(gimmik_axhelm *axhelm,
                                   const gimmik_axhelm_data *data,
                                   size_t field_bytes,
                                   gimmik_axhelm_arguments *args,
                                   gimmik_error *error) {
  const gimmik_kernel_info *info = &axhelm->plan.info;
  int count = gimmik_axhelm_input_count(info);
  if (count > 0 && !data->inputs)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_apply: the input names %d "
                            "arrays besides u; data->inputs is NULL", count);
  for (int a = 0; a < count; a++) {
    const char *name = gimmik_axhelm_input_name(info, a);
    if (!data->inputs[a])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_axhelm_apply: input array %s "
                              "(data->inputs[%d]) is NULL", name, a);
    if (data->inputs[a] == data->u || data->inputs[a] == data->au)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_axhelm_apply: input array %s is the "
                              "same memory as %s, which the kernel writes",
                              name, data->inputs[a] == data->u ? "u" : "au");
    gimmik_status status = gimmik_borrow(axhelm->plan.context,
                                         &axhelm->inputs[a], data->inputs[a],
                                         field_bytes, error);
    if (status != GIMMIK_OK) {
      gimmik_error_prefix(error, "gimmik_axhelm_apply: input array %s", name);
      return status;
    }
    args->inputs[a] = axhelm->inputs[a].buffer;
  }
  memcpy(args->scalars, data->scalars, sizeof args->scalars);
  for (int s = 0; s < 4; s++)
    args->scalar_memory[s] = axhelm->scalars[s].buffer;
  return GIMMIK_OK;
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
  if (data->first < 0 || data->first > INT_MAX - data->elements)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_apply: first = %lld: the range "
                            "[first, first + %lld) is outside 0..%d",
                            data->first, data->elements, INT_MAX);
  size_t value = (size_t)gimmik_dtype_size(info->dtype);
  long long span = data->first + data->elements;
  long long nodes = span * info->points * info->points * info->points;
  long long field = gimmik_axhelm_field_values(info, span,
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
       (size_t)gimmik_axhelm_geometry_values(info, span) * value},
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
                          wraps[i].name, span);
      return status;
    }
  }
  memset(args, 0, sizeof *args);
  args->elements = data->elements;
  args->first = data->first;
  args->field_stride = data->field_stride;
  args->geometry = axhelm->geometry.buffer;
  args->lambda0 = axhelm->lambda0.buffer;
  args->lambda1 = axhelm->lambda1.buffer;
  args->u = axhelm->u.buffer;
  args->au = axhelm->au.buffer;
  if (data->u && data->u == data->au)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "au is the same memory as u: blocks would read "
                            "values others have overwritten");
  if (axhelm->request.dot && !data->dot && !axhelm->request.scalar_memory)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_apply: the kernel sums u.Au and "
                            "data->dot is NULL");
  gimmik_status status = borrow_inputs(axhelm, data, field_bytes, args,
                                       error);
  if (status == GIMMIK_OK)
    status = ensure_partials(axhelm, data->elements, error);
  args->partials = axhelm->partials;
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_check_arguments(info, args, error);
  return status;
}

/* What the tuner runs: the kernel alone; checked with the dot's total of
 * the partials it leaves (the total in use). */
typedef struct axhelm_tuning {
  gimmik_axhelm *axhelm;
  gimmik_axhelm_arguments *args;
} axhelm_tuning;

static gimmik_status run_axhelm(void *data, gimmik_device_kernel *kernel,
                                const gimmik_kernel_info *info, void *stream,
                                gimmik_error *error) {
  return gimmik_axhelm_launch(kernel, info, ((axhelm_tuning *)data)->args,
                              stream, error);
}

static gimmik_status check_axhelm(void *data, gimmik_device_kernel *kernel,
                                  const gimmik_kernel_info *info,
                                  void *stream, gimmik_error *error) {
  axhelm_tuning *t = data;
  gimmik_status status = run_axhelm(data, kernel, info, stream, error);
  if (status != GIMMIK_OK || !t->axhelm->request.dot) return status;
  return gimmik_total_launch(
      &t->axhelm->total, t->args->partials,
      (int)gimmik_axhelm_partial_count(info, t->args->elements), stream,
      error);
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

/* The input array the update stores to (its statement's target), or -1. */
static int update_target(const gimmik_axhelm *axhelm) {
  const char *text = axhelm->request.update;
  if (!text) return -1;
  while (*text == ' ') text++;
  size_t length = strcspn(text, " =");
  const char *name;
  for (int a = 0; (name = gimmik_axhelm_input_name(&axhelm->plan.info, a));
       a++)
    if (strlen(name) == length && !strncmp(name, text, length)) return a;
  return -1;
}

/* The candidates checked and timed on the borrowed buffers, which the
 * tuner puts back as it found them; then the dot's second stage, on the
 * partials of the kernel chosen. */
static gimmik_status tune_borrowed(gimmik_axhelm *axhelm,
                                   gimmik_axhelm_arguments *args, void *stream,
                                   gimmik_error *error) {
  gimmik_candidate *list = NULL;
  int count = 0;
  axhelm_tuning tuning = {axhelm, args};
  gimmik_tuning_target target = {run_axhelm, check_axhelm, &tuning, stream,
                                 axhelm->request.dtype,
                                 {{axhelm->au.buffer, axhelm->au.bytes, 0}},
                                 1, 0.0};
  /* An input writes u, an update its target: they are restored and
   * compared as outputs. */
  if (axhelm->request.input)
    target.outputs[target.output_count++] =
        (gimmik_tuning_output){axhelm->u.buffer, axhelm->u.bytes, 0};
  int stored = update_target(axhelm);
  if (stored >= 0)
    target.outputs[target.output_count++] = (gimmik_tuning_output){
        axhelm->inputs[stored].buffer, axhelm->inputs[stored].bytes, 0};
  if (axhelm->request.dot)
    target.outputs[target.output_count++] = (gimmik_tuning_output){
        axhelm->total.results, gimmik_total_result_bytes(&axhelm->total),
        axhelm->request.scalar_memory};
  gimmik_status status =
      gimmik_axhelm_candidates(&axhelm->request, &list, &count, error);
  if (status == GIMMIK_OK)
    status = term_scale(axhelm, stream, &target.scale, error);
  gimmik_kernel_recipe base = recipe(axhelm, &axhelm->request);
  if (status == GIMMIK_OK)
    status = gimmik_plan_tune_candidates(&axhelm->plan, &base, list, count,
                                         &target, error);
  if (status == GIMMIK_OK && axhelm->request.dot)
    status = gimmik_total_tune(
        &axhelm->total, args->partials,
        (int)gimmik_axhelm_partial_count(&axhelm->plan.info, args->elements),
        stream, error);
  free(list);
  return status;
}

gimmik_status gimmik_axhelm_tune(gimmik_axhelm *axhelm,
                                 const gimmik_axhelm_data *data, void *stream,
                                 gimmik_error *error) {
  if (!axhelm)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_tune: axhelm is NULL");
  /* The whole arrays, whatever the range: one decision serves any. */
  gimmik_axhelm_data whole;
  if (data) {
    whole = *data;
    whole.elements = data->first + data->elements;
    whole.first = 0;
  }
  gimmik_axhelm_arguments args;
  gimmik_status status = borrow(axhelm, data ? &whole : NULL, &args, error);
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
  int partials =
      (int)gimmik_axhelm_partial_count(&axhelm->plan.info, args.elements);
  if (status == GIMMIK_OK && axhelm->request.dot && !data->dot)
    status = gimmik_total_launch(&axhelm->total, args.partials, partials,
                                 stream, error);
  else if (status == GIMMIK_OK && axhelm->request.dot)
    status = gimmik_total_run(&axhelm->total, args.partials, partials,
                              data->dot, stream, error);
  return status;
}

gimmik_status gimmik_axhelm_set_scalar_memory(gimmik_axhelm *axhelm,
                                              void *const memory[4],
                                              gimmik_error *error) {
  if (!axhelm || !memory)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_set_scalar_memory: axhelm and "
                            "memory are required");
  if (!axhelm->request.scalar_memory)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_axhelm_set_scalar_memory: kernel %s "
                            "takes its scalars as arguments "
                            "(request.scalar_memory is 0)",
                            axhelm->kernel_name);
  return gimmik_borrow_scalars(axhelm->plan.context, axhelm->scalars, memory,
                               "gimmik_axhelm_set_scalar_memory", error);
}

void *gimmik_axhelm_dot_memory(const gimmik_axhelm *axhelm) {
  if (!axhelm || !axhelm->total.results) return NULL;
  return gimmik_buffer_native(axhelm->total.results);
}

const char *gimmik_axhelm_input_array(const gimmik_axhelm *axhelm,
                                      int index) {
  if (!axhelm || index < 0) return NULL;
  return gimmik_axhelm_input_name(&axhelm->plan.info, index);
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
