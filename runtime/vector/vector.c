/*
 * vector/vector.c: planned vector kernels, their tuning and dispatch
 * (gimmik/solver.h).  A kernel with sums is two plans: the pass, which
 * leaves one partial sum a block, and the total, which sums them on the
 * device; only the totals travel to the host.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gimmik/solver.h"
#include "runtime/context_internal.h"
#include "runtime/launch.h"
#include "runtime/vector/total.h"

enum { VECTOR_TEXT_SIZE = 256, VECTOR_ARRAYS = GIMMIK_VECTOR_MAX_ARRAYS };

static const char *const scalar_names[GIMMIK_VECTOR_SCALARS] = {
    "alpha", "beta", "gamma", "delta"};

/* Scalar s's index, or -1 for another name. */
static int scalar_index(const char *name) {
  for (int s = 0; s < GIMMIK_VECTOR_SCALARS; s++)
    if (!strcmp(name, scalar_names[s])) return s;
  return -1;
}

struct gimmik_vector {
  gimmik_context *context;
  gimmik_vector_request request;          /* texts point below */
  char texts[GIMMIK_VECTOR_MAX_STATEMENTS + GIMMIK_VECTOR_MAX_SUMS]
            [VECTOR_TEXT_SIZE];
  char kernel_name[GIMMIK_NAME_SIZE];
  gimmik_plan pass;
  gimmik_total total;                     /* the second stage */
  int first_array;                        /* in pass.info.args */
  int array_count;
  gimmik_borrowed arrays[VECTOR_ARRAYS];
  gimmik_borrowed scalars[GIMMIK_VECTOR_SCALARS]; /* scalar_memory */
  gimmik_buffer *partials;
  size_t partials_bytes;
};

GIMMIK_RECIPE_GENERATOR(generate, gimmik_vector_request,
                        gimmik_generate_vector(&chosen, result, error))

static gimmik_kernel_recipe recipe(gimmik_plan *plan,
                                   const gimmik_vector_request *request) {
  gimmik_kernel_recipe made = {
      plan->problem_key, request->variant, request->params,
      request->param_count, request->kernel_name, generate, NULL, request,
      NULL};
  return made;
}

/* The request's texts copied, so the caller's may go. */
static gimmik_status copy_texts(gimmik_vector *vector,
                                const gimmik_vector_request *request,
                                gimmik_error *error) {
  vector->request = *request;
  int slot = 0;
  for (int k = 0; k < request->statement_count + request->sum_count; k++) {
    int statement = k < request->statement_count;
    const char **text = statement
                            ? &vector->request.statements[k]
                            : &vector->request.sums[k - request->statement_count];
    if (!*text || strlen(*text) >= VECTOR_TEXT_SIZE)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_vector_create: %s %d is NULL or longer "
                              "than %d characters",
                              statement ? "statement" : "sum",
                              statement ? k + 1
                                        : k - request->statement_count + 1,
                              VECTOR_TEXT_SIZE - 1);
    memcpy(vector->texts[slot], *text, strlen(*text) + 1);
    *text = vector->texts[slot++];
  }
  snprintf(vector->kernel_name, sizeof vector->kernel_name, "%s",
           request->kernel_name ? request->kernel_name : "gimmik_vector");
  vector->request.kernel_name = vector->kernel_name;
  vector->request.backend = vector->context->options.backend;
  return GIMMIK_OK;
}

/* The problem a decision is about: the dtype and every text; scalars in
 * memory make other binaries of the same problem (its decisions). */
static void plan_key(gimmik_vector *vector, gimmik_plan *plan,
                     const gimmik_vector_request *request) {
  char description[2400];
  int used = snprintf(description, sizeof description, "vector %s total=%d",
                      gimmik_dtype_name(request->dtype), request->total);
  for (int k = 0; k < request->statement_count; k++)
    used += snprintf(description + used, sizeof description - (size_t)used,
                     " | %s", request->statements[k]);
  for (int k = 0; k < request->sum_count; k++)
    used += snprintf(description + used, sizeof description - (size_t)used,
                     " + %s", request->sums[k]);
  plan->context = vector->context;
  int shared = used;
  if (request->scalar_memory)
    used += snprintf(description + used, sizeof description - (size_t)used,
                     " memory");
  gimmik_plan_key(plan, description, (size_t)used);
  if (request->scalar_memory)
    gimmik_plan_decision_key(plan, description, (size_t)shared);
  snprintf(plan->label, sizeof plan->label, "%.120s", description);
}

/* Where the arrays start among the pass's arguments: after n and the
 * scalars. */
static void locate_arrays(gimmik_vector *vector) {
  const gimmik_kernel_info *info = &vector->pass.info;
  int first = 1;
  while (first < info->arg_count && scalar_index(info->args[first]) >= 0)
    first++;
  vector->first_array = first;
  vector->array_count = info->arg_count - first -
                        (vector->request.sum_count > 0);
}

gimmik_status gimmik_vector_create(gimmik_context *context,
                                   const gimmik_vector_request *request,
                                   gimmik_vector **result,
                                   gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_create: result is NULL");
  *result = NULL;
  if (!context || !request)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_create: context and request are "
                            "required");
  gimmik_vector *vector = calloc(1, sizeof *vector);
  if (!vector)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  vector->context = context;
  gimmik_status status = copy_texts(vector, request, error);
  if (status == GIMMIK_OK && request->total > 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_vector_create: the second stage of the "
                              "sums is planned with the kernel that has them "
                              "(request.total must be 0)");
  if (status == GIMMIK_OK) {
    plan_key(vector, &vector->pass, &vector->request);
    gimmik_kernel_recipe made = recipe(&vector->pass, &vector->request);
    status = gimmik_plan_choose(&vector->pass, &made, error);
  }
  if (status == GIMMIK_OK && vector->request.sum_count > 0)
    status = gimmik_total_create(context, vector->request.dtype,
                                 vector->request.sum_count,
                                 vector->request.scalar_memory,
                                 vector->kernel_name, &vector->total, error);
  if (status != GIMMIK_OK) {
    gimmik_vector_destroy(vector, NULL);
    return status;
  }
  locate_arrays(vector);
  *result = vector;
  return GIMMIK_OK;
}

gimmik_status gimmik_vector_destroy(gimmik_vector *vector,
                                    gimmik_error *error) {
  if (!vector) return GIMMIK_OK;
  gimmik_status status = gimmik_plan_release(&vector->pass, error);
  gimmik_status total = gimmik_total_release(&vector->total, error);
  if (status == GIMMIK_OK) status = total;
  for (int a = 0; a < VECTOR_ARRAYS; a++)
    gimmik_borrowed_release(&vector->arrays[a]);
  for (int s = 0; s < GIMMIK_VECTOR_SCALARS; s++)
    gimmik_borrowed_release(&vector->scalars[s]);
  gimmik_buffer_free(vector->partials, NULL);
  free(vector);
  return status;
}

const char *gimmik_vector_array(const gimmik_vector *vector, int index) {
  if (!vector || index < 0 || index >= vector->array_count) return NULL;
  return vector->pass.info.args[vector->first_array + index];
}

const gimmik_kernel_info *gimmik_vector_kernel(const gimmik_vector *vector) {
  return &vector->pass.info;
}

int gimmik_vector_is_tuned(const gimmik_vector *vector) {
  return vector->pass.tuned &&
         (vector->request.sum_count == 0 || vector->total.plan.tuned);
}

gimmik_status gimmik_vector_set_scalar_memory(gimmik_vector *vector,
                                              void *const memory[4],
                                              gimmik_error *error) {
  if (!vector || !memory)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_set_scalar_memory: vector and "
                            "memory are required");
  if (!vector->request.scalar_memory)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_set_scalar_memory: kernel %s "
                            "takes its scalars as arguments "
                            "(request.scalar_memory is 0)",
                            vector->kernel_name);
  return gimmik_borrow_scalars(vector->context, vector->scalars, memory,
                               "gimmik_vector_set_scalar_memory", error);
}

void *gimmik_vector_sums_memory(const gimmik_vector *vector) {
  if (!vector || !vector->total.results) return NULL;
  return gimmik_buffer_native(vector->total.results);
}

/* Each scalar the pass reads: a value (scalars[], which must be given)
 * or, in memory, the memory set for it. */
static gimmik_status check_scalars(const gimmik_vector *vector,
                                   const double *scalars,
                                   const char *function,
                                   gimmik_error *error) {
  const gimmik_kernel_info *info = &vector->pass.info;
  for (int a = 1; a < vector->first_array; a++) {
    int s = scalar_index(info->args[a]);
    if (!info->scalar_memory && !scalars)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: kernel %s reads %s and scalars is NULL",
                              function, info->name, info->args[a]);
    if (info->scalar_memory && !vector->scalars[s].buffer)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: kernel %s reads %s from memory and none "
                              "is set (gimmik_vector_set_scalar_memory)",
                              function, info->name, info->args[a]);
  }
  return GIMMIK_OK;
}

/* Partial sums of the pass in use: one a block (the C target: a chunk),
 * each S values; the buffer grows when a tuning picks more blocks. */
static gimmik_status ensure_partials(gimmik_vector *vector,
                                     const gimmik_kernel_info *info,
                                     gimmik_error *error) {
  size_t bytes = (size_t)gimmik_kernel_param(info, "blocks", 1) *
                 (size_t)vector->request.sum_count *
                 (size_t)gimmik_dtype_size(vector->request.dtype);
  if (bytes <= vector->partials_bytes) return GIMMIK_OK;
  gimmik_buffer_free(vector->partials, NULL);
  vector->partials = NULL;
  vector->partials_bytes = 0;
  gimmik_status status = gimmik_buffer_alloc(vector->context->device, bytes,
                                             &vector->partials, error);
  if (status == GIMMIK_OK) vector->partials_bytes = bytes;
  return status;
}

static gimmik_status borrow(gimmik_vector *vector, long long n,
                            void *const *arrays, gimmik_error *error) {
  if (n < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_apply: n = %lld must be at least 1",
                            n);
  if (!arrays && vector->array_count > 0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_apply: arrays is NULL");
  size_t bytes = (size_t)n * (size_t)gimmik_dtype_size(vector->request.dtype);
  for (int a = 0; a < vector->array_count; a++) {
    const char *name = gimmik_vector_array(vector, a);
    if (!arrays[a])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "gimmik_vector_apply: array %s is NULL", name);
    gimmik_status status = gimmik_borrow(vector->context,
                                         &vector->arrays[a], arrays[a], bytes,
                                         error);
    if (status != GIMMIK_OK) {
      gimmik_error_prefix(error, "gimmik_vector_apply: array %s", name);
      return status;
    }
  }
  return GIMMIK_OK;
}

/* The pass's arguments in the order of its metadata. */
static void pass_call(gimmik_vector *vector, gimmik_device_kernel *kernel,
                      const gimmik_kernel_info *info, long long n,
                      const double scalars[4], gimmik_argument *arguments,
                      gimmik_kernel_call *call) {
  int count = 0, array = 0;
  for (int a = 0; a < info->arg_count; a++) {
    const char *name = info->args[a];
    if (a == 0) {
      arguments[count++] = gimmik_argument_int64(n);
      continue;
    }
    if (!strcmp(name, "partials")) {
      arguments[count++] = gimmik_argument_buffer(vector->partials);
      continue;
    }
    int scalar = scalar_index(name);
    if (scalar >= 0 && info->scalar_memory)
      arguments[count++] =
          gimmik_argument_buffer(vector->scalars[scalar].buffer);
    else if (scalar >= 0)
      arguments[count++] = info->dtype == GIMMIK_F64
                               ? gimmik_argument_float64(scalars[scalar])
                               : gimmik_argument_float32((float)scalars[scalar]);
    else
      arguments[count++] = gimmik_argument_buffer(vector->arrays[array++].buffer);
  }
  *call = (gimmik_kernel_call){kernel, info, n, arguments, count, NULL, 0};
}

/* Blocks of the pass in use, each one row of partial sums. */
static int pass_blocks(const gimmik_vector *vector) {
  return gimmik_kernel_param(&vector->pass.info, "blocks", 1);
}

gimmik_status gimmik_vector_apply(gimmik_vector *vector, long long n,
                                  const double scalars[4],
                                  void *const *arrays, double *sums,
                                  void *stream, gimmik_error *error) {
  if (!vector)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_apply: vector is NULL");
  int with_sums = vector->request.sum_count > 0;
  if (with_sums && !sums && !vector->request.scalar_memory)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_apply: the kernel has %d sums and "
                            "sums is NULL", vector->request.sum_count);
  gimmik_status status = check_scalars(vector, scalars, "gimmik_vector_apply",
                                       error);
  if (status == GIMMIK_OK) status = borrow(vector, n, arrays, error);
  if (status == GIMMIK_OK && with_sums)
    status = ensure_partials(vector, &vector->pass.info, error);
  gimmik_argument arguments[GIMMIK_MAX_ARGUMENTS];
  gimmik_kernel_call call;
  if (status == GIMMIK_OK) {
    pass_call(vector, vector->pass.kernel, &vector->pass.info, n, scalars,
              arguments, &call);
    status = gimmik_kernel_run(&call, stream, error);
  }
  if (status != GIMMIK_OK || !with_sums) return status;
  if (!sums)
    return gimmik_total_launch(&vector->total, vector->partials,
                               pass_blocks(vector), stream, error);
  return gimmik_total_run(&vector->total, vector->partials,
                          pass_blocks(vector), sums, stream, error);
}

/* What the tuner runs: the pass alone; checked by its sums too, the
 * total in use of the partials it leaves. */
typedef struct vector_timing {
  gimmik_vector *vector;
  long long n;
  const double *scalars;
} vector_timing;

static gimmik_status run_pass(void *data, gimmik_device_kernel *kernel,
                              const gimmik_kernel_info *info, void *stream,
                              gimmik_error *error) {
  vector_timing *t = data;
  gimmik_status status = GIMMIK_OK;
  if (t->vector->request.sum_count > 0)
    status = ensure_partials(t->vector, info, error);
  if (status != GIMMIK_OK) return status;
  gimmik_argument arguments[GIMMIK_MAX_ARGUMENTS];
  gimmik_kernel_call call;
  pass_call(t->vector, kernel, info, t->n, t->scalars, arguments, &call);
  return gimmik_kernel_run(&call, stream, error);
}

static gimmik_status check_pass(void *data, gimmik_device_kernel *kernel,
                                const gimmik_kernel_info *info, void *stream,
                                gimmik_error *error) {
  gimmik_vector *vector = ((vector_timing *)data)->vector;
  gimmik_status status = run_pass(data, kernel, info, stream, error);
  if (status != GIMMIK_OK || vector->request.sum_count == 0) return status;
  return gimmik_total_launch(&vector->total, vector->partials,
                             gimmik_kernel_param(info, "blocks", 1), stream,
                             error);
}

/* Whether a statement assigns array `name`. */
static int assigned(const gimmik_vector *vector, const char *name) {
  size_t length = strlen(name);
  for (int k = 0; k < vector->request.statement_count; k++) {
    const char *text = vector->request.statements[k];
    text += strspn(text, " \t");
    if (strncmp(text, name, length) != 0) continue;
    text += length;
    text += strspn(text, " \t");
    if (*text == '=') return 1;
  }
  return 0;
}

/* What a check run of the pass writes: the arrays the statements assign
 * and, with sums, the totals. */
static void tuning_target(gimmik_vector *vector, vector_timing *data,
                          void *stream, gimmik_tuning_target *target) {
  *target = (gimmik_tuning_target){run_pass, check_pass, data, stream,
                                   vector->request.dtype, {{NULL, 0, 0}}, 0,
                                   0.0};
  for (int a = 0; a < vector->array_count; a++)
    if (assigned(vector, gimmik_vector_array(vector, a)))
      target->outputs[target->output_count++] = (gimmik_tuning_output){
          vector->arrays[a].buffer, vector->arrays[a].bytes, 0};
  if (vector->request.sum_count > 0)
    target->outputs[target->output_count++] = (gimmik_tuning_output){
        vector->total.results, gimmik_total_result_bytes(&vector->total),
        vector->request.scalar_memory};
}

static gimmik_status tune_pass(gimmik_vector *vector, vector_timing *data,
                               void *stream, gimmik_error *error) {
  if (!vector->pass.tuning_due) return GIMMIK_OK;
  gimmik_candidate *list = NULL;
  int count = 0;
  gimmik_tuning_target target;
  tuning_target(vector, data, stream, &target);
  gimmik_status status = gimmik_vector_candidates(&vector->request, &list,
                                                  &count, error);
  gimmik_kernel_recipe base = recipe(&vector->pass, &vector->request);
  if (status == GIMMIK_OK)
    status = gimmik_plan_tune_candidates(&vector->pass, &base, list, count,
                                         &target, error);
  free(list);
  return status;
}

gimmik_status gimmik_vector_tune(gimmik_vector *vector, long long n,
                                 const double scalars[4], void *const *arrays,
                                 void *stream, gimmik_error *error) {
  if (!vector)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_vector_tune: vector is NULL");
  vector_timing data = {vector, n, scalars};
  gimmik_status status = check_scalars(vector, scalars, "gimmik_vector_tune",
                                       error);
  if (status == GIMMIK_OK) status = borrow(vector, n, arrays, error);
  if (status == GIMMIK_OK) status = tune_pass(vector, &data, stream, error);
  if (status == GIMMIK_OK && vector->request.sum_count > 0)
    status = ensure_partials(vector, &vector->pass.info, error);
  if (status == GIMMIK_OK && vector->request.sum_count > 0)
    status = gimmik_total_tune(&vector->total, vector->partials,
                               pass_blocks(vector), stream, error);
  return status;
}
