/* vector/plan.c: from a vector request to a checked plan, and the vector
 * family's row of the model (family.h). */
#include "generator/vector/plan.h"

#include <stdio.h>
#include <string.h>

#include "generator/kernel_common.h"

void gimmik_vector_request_init(gimmik_vector_request *request) {
  memset(request, 0, sizeof *request);
  request->backend = GIMMIK_BACKEND_CUDA;
  request->dtype = GIMMIK_F64;
}

gimmik_status gimmik_vector_request_set_param(gimmik_vector_request *request,
                                              const char *name, int value,
                                              gimmik_error *error) {
  return gimmik_param_list_set(request->params, &request->param_count, name,
                               value, error);
}

static gimmik_status check_request(gimmik_vector_request *request,
                                   gimmik_error *error) {
  if ((unsigned)request->backend > GIMMIK_BACKEND_C ||
      (unsigned)request->dtype > GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown backend or dtype");
  if (request->statement_count < 0 ||
      request->statement_count > GIMMIK_VECTOR_MAX_STATEMENTS ||
      request->sum_count < 0 || request->sum_count > GIMMIK_VECTOR_MAX_SUMS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%d statements and %d sums: at most %d and %d",
                            request->statement_count, request->sum_count,
                            GIMMIK_VECTOR_MAX_STATEMENTS,
                            GIMMIK_VECTOR_MAX_SUMS);
  if (request->scalar_memory != 0 && request->scalar_memory != 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "scalar_memory = %d: 1 reads the scalars from "
                            "memory, 0 takes them as arguments",
                            request->scalar_memory);
  if (request->total < 0 || request->total > GIMMIK_VECTOR_MAX_SUMS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "total = %d: 1..%d sums, or 0", request->total,
                            GIMMIK_VECTOR_MAX_SUMS);
  int work = request->statement_count + request->sum_count;
  if ((request->total > 0) == (work > 0))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "a vector kernel has statements or sums, or is "
                            "the total of partial sums, not %s",
                            work ? "both" : "neither");
  for (int k = 0; k < request->statement_count; k++)
    if (!request->statements[k])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "statement %d is NULL", k + 1);
  for (int k = 0; k < request->sum_count; k++)
    if (!request->sums[k])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "sum %d is NULL", k + 1);
  if (!request->kernel_name) request->kernel_name = "gimmik_vector";
  return gimmik_kernel_name_check(request->kernel_name, error);
}

/* The request's statements and sums into the plan; GIMMIK_ERROR_ARGUMENT
 * naming the statement or sum and what is wrong. */
static gimmik_status parse(vector_plan *plan, gimmik_error *error) {
  const gimmik_vector_request *request = &plan->request;
  char what[32];
  gimmik_status status = GIMMIK_OK;
  for (int k = 0; k < request->statement_count && status == GIMMIK_OK; k++) {
    snprintf(what, sizeof what, "statement %d", k + 1);
    status = gimmik_expression_statement(&plan->names, what,
                                         request->statements[k],
                                         &plan->statements[k], error);
  }
  for (int k = 0; k < request->sum_count && status == GIMMIK_OK; k++) {
    snprintf(what, sizeof what, "sum %d", k + 1);
    status = gimmik_expression_sum(&plan->names, what, request->sums[k],
                                   &plan->sums[k], error);
  }
  return status;
}

gimmik_status gimmik_vector_plan_prepare(const gimmik_vector_request *request,
                                         vector_plan *plan,
                                         gimmik_error *error) {
  memset(plan, 0, sizeof *plan);
  plan->request = *request;
  gimmik_status status = check_request(&plan->request, error);
  if (status == GIMMIK_OK) status = parse(plan, error);
  if (status != GIMMIK_OK) return status;
  gimmik_variant_plan_init(&plan->head, &gimmik_vector_family,
                           plan->request.backend, plan->request.dtype,
                           plan->request.kernel_name);
  return GIMMIK_OK;
}

/* ---- the family's row ---------------------------------------------------- */

static void add_arg(gimmik_kernel_info *info, const char *name) {
  snprintf(info->args[info->arg_count++], sizeof info->args[0], "%s", name);
}

/* An item reads the loaded arrays and writes the stored ones. */
static void metadata(gimmik_variant_plan *head) {
  const vector_plan *plan = (const vector_plan *)head;
  gimmik_kernel_info *info = &head->info;
  info->n = info->ldb = info->ldc = -1;
  info->scalar_memory = plan->request.scalar_memory;
  if (plan->request.total > 0) {
    add_arg(info, "count");
    add_arg(info, "partials");
    add_arg(info, "results");
    return;
  }
  add_arg(info, "n");
  const gimmik_expression_names *names = &plan->names;
  for (int s = 0; s < GIMMIK_EXPRESSION_SCALARS; s++)
    if (names->scalars >> s & 1u)
      add_arg(info, gimmik_expression_scalar_names[s]);
  int moved = 0;
  for (int a = 0; a < names->array_count; a++) {
    add_arg(info, names->arrays[a]);
    moved += names->loaded[a] + names->stored[a];
  }
  if (plan->request.sum_count > 0) add_arg(info, "partials");
  info->min_bytes_per_column = (double)moved * gimmik_dtype_size(head->dtype);
}

static void describe(const gimmik_variant_plan *head, char *text,
                     size_t size) {
  const vector_plan *plan = (const vector_plan *)head;
  snprintf(text, size, "%d statements and %d sums in %s",
           plan->request.statement_count, plan->request.sum_count,
           gimmik_dtype_name(head->dtype));
}

static void template_name(const gimmik_variant_plan *head, char *name,
                          size_t size) {
  snprintf(name, size, "vector/%s.tpl", head->variant->name);
}

static gimmik_status prepare(const void *problem, const void *request,
                             gimmik_variant_plan *head, gimmik_error *error) {
  (void)problem;
  return gimmik_vector_plan_prepare(request, (vector_plan *)head, error);
}

GIMMIK_FAMILY_CHOICE(choice, gimmik_vector_request)

const gimmik_family gimmik_vector_family = {
    "vector",      gimmik_vector_variants_table, gimmik_vector_defaults,
    describe,      metadata,                     template_name,
    gimmik_vector_context_push, NULL,             sizeof(vector_plan),
    prepare,       NULL,                         choice, NULL};
