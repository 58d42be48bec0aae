/* generate.c: the generator's entry points (gimmik/generator.h). */
#include "gimmik/generator.h"

#include <stdlib.h>
#include <string.h>

#include "generator/kernel_common.h"
#include "generator/matmul_context.h"
#include "generator/matmul_plan.h"
#include "generator/matmul_variants.h"
#include "generator/template_engine.h"

static void template_name(const matmul_plan *plan, char *name, size_t size) {
  if (plan->request.backend == GIMMIK_BACKEND_C)
    snprintf(name, size, "c/matmul.tpl");
  else
    snprintf(name, size, "matmul/%s.tpl", plan->variant->name);
}

gimmik_status gimmik_generate_matmul(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error) {
  *result = NULL;
  matmul_plan plan;
  gimmik_status status = gimmik_matmul_plan_prepare(op, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  if (request->backend == GIMMIK_BACKEND_C && request->param_count > 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "the C backend takes no variant parameters");
  if (status == GIMMIK_OK)
    status = gimmik_matmul_plan_choose(&plan, request->variant, request->params,
                                request->param_count, error);
  char *source = NULL;
  if (status == GIMMIK_OK) {
    char name[64];
    template_name(&plan, name, sizeof name);
    status = gimmik_template_render(name, gimmik_matmul_context_push, &plan, &source,
                                    error);
  }
  if (status == GIMMIK_OK)
    status = gimmik_kernel_wrap(source, &plan.info, result, error);
  else
    free(source);
  gimmik_matmul_plan_free(&plan);
  return status;
}

/* Choose `variant` with `overrides` on a prepared plan, record the outcome
 * and undo the variant-specific schedule so the plan can be reused. */
static int try_variant(matmul_plan *plan, const char *variant,
                       const gimmik_param *overrides, int override_count,
                       gimmik_variant_report *report) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status =
      gimmik_matmul_plan_choose(plan, variant, overrides, override_count, &error);
  if (report) {
    memset(report, 0, sizeof *report);
    snprintf(report->variant, sizeof report->variant, "%s", variant);
    report->viable = status == GIMMIK_OK;
    const char *why = strstr(error.message, ": ");
    /* Keep only the reason after "variant X does not suit Y: ". */
    const char *reason = status == GIMMIK_OK ? "" : error.message;
    if (status == GIMMIK_ERROR_UNSUPPORTED && why) {
      const char *last = why;
      while ((why = strstr(last + 2, ": "))) last = why;
      reason = last + 2;
    }
    snprintf(report->reason, sizeof report->reason, "%.*s",
             (int)sizeof report->reason - 1, reason);
    memcpy(report->params, plan->params, sizeof report->params);
    report->param_count = plan->param_count;
    report->register_estimate = plan->register_estimate;
    report->shared_bytes = status == GIMMIK_OK ? plan->info.shared_bytes : 0;
  }
  gimmik_matmul_groups_free(&plan->groups);
  plan->register_estimate = 0;
  return status == GIMMIK_OK;
}

gimmik_status gimmik_matmul_variants(const gimmik_operator *op,
                                     const gimmik_matmul_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error) {
  *reports = NULL;
  *count = 0;
  gimmik_matmul_request base = *request;
  base.variant = NULL;
  base.param_count = 0;
  matmul_plan plan;
  gimmik_status status = gimmik_matmul_plan_prepare(op, &base, &plan, error);
  if (status != GIMMIK_OK) return status;
  gimmik_variant_report *list = calloc((size_t)gimmik_matmul_variant_count,
                                       sizeof *list);
  if (!list) {
    gimmik_matmul_plan_free(&plan);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  for (int v = 0; v < gimmik_matmul_variant_count; v++)
    try_variant(&plan, gimmik_matmul_variant_registry[v]->name, NULL, 0, &list[v]);
  gimmik_matmul_plan_free(&plan);
  *reports = list;
  *count = gimmik_matmul_variant_count;
  return GIMMIK_OK;
}

/* Append every combination of the variant's parameter choices that is
 * viable; `depth` walks the parameters, `chosen` holds the values so far. */
static int enumerate(matmul_plan *plan, const matmul_variant *variant,
                     int depth, gimmik_param *chosen,
                     gimmik_matmul_request *list, int *count, int capacity) {
  if (depth == variant->param_count) {
    if (!try_variant(plan, variant->name, chosen, depth, NULL)) return 1;
    if (*count == capacity) return 0;
    gimmik_matmul_request *candidate = &list[(*count)++];
    *candidate = plan->request;
    candidate->variant = variant->name;
    memcpy(candidate->params, chosen, (size_t)depth * sizeof *chosen);
    candidate->param_count = depth;
    return 1;
  }
  const matmul_param_spec *spec = &variant->params[depth];
  snprintf(chosen[depth].name, sizeof chosen[depth].name, "%s", spec->name);
  for (int c = 0; c < spec->choice_count; c++) {
    chosen[depth].value = spec->choices[c];
    if (!enumerate(plan, variant, depth + 1, chosen, list, count, capacity))
      return 0;
  }
  return 1;
}

gimmik_status gimmik_matmul_candidates(const gimmik_operator *op,
                                       const gimmik_matmul_request *request,
                                       gimmik_matmul_request **candidates,
                                       int *count, gimmik_error *error) {
  *candidates = NULL;
  *count = 0;
  gimmik_matmul_request base = *request;
  base.variant = NULL;
  base.param_count = 0;
  matmul_plan plan;
  gimmik_status status = gimmik_matmul_plan_prepare(op, &base, &plan, error);
  if (status != GIMMIK_OK) return status;
  enum { CAPACITY = 512 };
  gimmik_matmul_request *list = calloc(CAPACITY, sizeof *list);
  if (!list) {
    gimmik_matmul_plan_free(&plan);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  for (int v = 0; v < gimmik_matmul_variant_count; v++) {
    const matmul_variant *variant = gimmik_matmul_variant_registry[v];
    if (!(variant->backends & (1u << base.backend))) continue;
    gimmik_param chosen[GIMMIK_MAX_PARAMS];
    if (base.backend == GIMMIK_BACKEND_C) {
      if (try_variant(&plan, variant->name, NULL, 0, NULL)) {
        list[*count] = plan.request;
        list[(*count)++].variant = variant->name;
      }
      continue;
    }
    enumerate(&plan, variant, 0, chosen, list, count, CAPACITY);
  }
  gimmik_matmul_plan_free(&plan);
  *candidates = list;
  return GIMMIK_OK;
}

void gimmik_variant_reports_print(const gimmik_variant_report *reports,
                                  int count, FILE *stream) {
  fprintf(stream, "%-10s %-7s %-9s %-7s %s\n", "variant", "viable",
              "registers", "shared", "parameters / reason");
  for (int i = 0; i < count; i++) {
    const gimmik_variant_report *report = &reports[i];
    fprintf(stream, "%-10s %-7s %-9d %-7d ", report->variant,
            report->viable ? "yes" : "no", report->register_estimate,
            report->shared_bytes);
    if (report->viable) {
      for (int p = 0; p < report->param_count; p++)
        fprintf(stream, "%s%s=%d", p ? " " : "", report->params[p].name,
                report->params[p].value);
      if (report->param_count == 0) fprintf(stream, "(none)");
    } else {
      fprintf(stream, "%s", report->reason);
    }
    fputc('\n', stream);
  }
}
