/* axhelm_generate.c: the axhelm entry points of gimmik/axhelm.h. */
#include "gimmik/axhelm.h"

#include <stdlib.h>
#include <string.h>

#include "generator/axhelm_context.h"
#include "generator/kernel_common.h"
#include "generator/axhelm_plan.h"
#include "generator/axhelm_variants.h"
#include "generator/template_engine.h"

gimmik_status gimmik_generate_axhelm(const gimmik_axhelm_request *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error) {
  *result = NULL;
  axhelm_plan plan;
  gimmik_status status = gimmik_axhelm_plan_prepare(request, &plan, error);
  if (status == GIMMIK_OK)
    status = gimmik_axhelm_plan_choose(&plan, request->variant, request->params,
                                request->param_count, error);
  if (status != GIMMIK_OK) return status;
  char name[64];
  snprintf(name, sizeof name, "axhelm/%s.tpl", plan.variant->name);
  char *source = NULL;
  status = gimmik_template_render(name, gimmik_axhelm_context_push, &plan, &source,
                                  error);
  if (status != GIMMIK_OK) return status;
  return gimmik_kernel_wrap(source, &plan.info, result, error);
}

/* Record how `variant` with `overrides` applies to a prepared plan. */
static int try_variant(axhelm_plan *plan, const char *variant,
                       const gimmik_param *overrides, int override_count,
                       gimmik_variant_report *report) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_status status =
      gimmik_axhelm_plan_choose(plan, variant, overrides, override_count, &error);
  if (report) {
    memset(report, 0, sizeof *report);
    snprintf(report->variant, sizeof report->variant, "%s", variant);
    report->viable = status == GIMMIK_OK;
    /* Keep the reason after the last ": " of the message. */
    const char *reason = error.message, *colon;
    while (status != GIMMIK_OK && (colon = strstr(reason, ": ")))
      reason = colon + 2;
    snprintf(report->reason, sizeof report->reason, "%.*s",
             (int)sizeof report->reason - 1,
             status == GIMMIK_OK ? plan->variant->summary : reason);
    memcpy(report->params, plan->params, sizeof report->params);
    report->param_count = plan->param_count;
    report->register_estimate = plan->register_estimate;
    report->shared_bytes = status == GIMMIK_OK ? plan->info.shared_bytes : 0;
  }
  gimmik_error_clear(&error);
  return status == GIMMIK_OK;
}

static gimmik_status prepare_base(const gimmik_axhelm_request *request,
                                  axhelm_plan *plan, gimmik_error *error) {
  gimmik_axhelm_request base = *request;
  base.variant = NULL;
  base.param_count = 0;
  return gimmik_axhelm_plan_prepare(&base, plan, error);
}

gimmik_status gimmik_axhelm_variants(const gimmik_axhelm_request *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error) {
  *reports = NULL;
  *count = 0;
  axhelm_plan plan;
  gimmik_status status = prepare_base(request, &plan, error);
  if (status != GIMMIK_OK) return status;
  gimmik_variant_report *list =
      calloc((size_t)gimmik_axhelm_variant_count, sizeof *list);
  if (!list) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (int v = 0; v < gimmik_axhelm_variant_count; v++)
    try_variant(&plan, gimmik_axhelm_variant_registry[v]->name, NULL, 0, &list[v]);
  *reports = list;
  *count = gimmik_axhelm_variant_count;
  return GIMMIK_OK;
}

/* The swept values of each parameter of one variant. */
typedef struct sweep {
  gimmik_param chosen[GIMMIK_MAX_PARAMS];
  int values[GIMMIK_MAX_PARAMS][8];
  int value_count[GIMMIK_MAX_PARAMS];
  int param_count;
} sweep;

/* Append every viable combination; `depth` walks the parameters. */
static int enumerate(axhelm_plan *plan, const char *variant, sweep *s,
                     int depth, gimmik_axhelm_request *list, int *count,
                     int capacity) {
  if (depth == s->param_count) {
    if (!try_variant(plan, variant, s->chosen, depth, NULL)) return 1;
    if (*count == capacity) return 0;
    gimmik_axhelm_request *candidate = &list[(*count)++];
    *candidate = plan->request;
    candidate->variant = plan->variant->name;
    memcpy(candidate->params, s->chosen, (size_t)depth * sizeof *s->chosen);
    candidate->param_count = depth;
    return 1;
  }
  for (int c = 0; c < s->value_count[depth]; c++) {
    s->chosen[depth].value = s->values[depth][c];
    if (!enumerate(plan, variant, s, depth + 1, list, count, capacity))
      return 0;
  }
  return 1;
}

/* The parameters of `variant` and the values to sweep for each. */
static void prepare_sweep(axhelm_plan *plan, const char *variant, sweep *s) {
  memset(s, 0, sizeof *s);
  plan->variant = gimmik_axhelm_variant_find(variant);
  /* The defaults name the parameters the variant takes here. */
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_axhelm_resolve_params(plan, NULL, 0, &error);
  for (int p = 0; p < plan->param_count; p++) {
    s->chosen[p] = plan->params[p];
    s->value_count[p] =
        gimmik_axhelm_tuning_values(plan, plan->params[p].name, s->values[p]);
  }
  s->param_count = plan->param_count;
}

gimmik_status gimmik_axhelm_candidates(const gimmik_axhelm_request *request,
                                       gimmik_axhelm_request **candidates,
                                       int *count, gimmik_error *error) {
  *candidates = NULL;
  *count = 0;
  axhelm_plan plan;
  gimmik_status status = prepare_base(request, &plan, error);
  if (status != GIMMIK_OK) return status;
  enum { CAPACITY = 1024 };
  gimmik_axhelm_request *list = calloc(CAPACITY, sizeof *list);
  if (!list) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (int v = 0; v < gimmik_axhelm_variant_count; v++) {
    sweep s;
    const char *name = gimmik_axhelm_variant_registry[v]->name;
    prepare_sweep(&plan, name, &s);
    if (!enumerate(&plan, name, &s, 0, list, count, CAPACITY)) {
      free(list);
      *count = 0;
      return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                              "more than %d axhelm candidates to time: the "
                              "tuning values need pruning", CAPACITY);
    }
  }
  *candidates = list;
  return GIMMIK_OK;
}

/* Whether a and b have the same variant and parameters, a refinement
 * parameter of a compared at its base value. */
static int same_but_refinements(const gimmik_axhelm_request *a,
                                const gimmik_axhelm_request *b) {
  if (strcmp(a->variant, b->variant) != 0 || a->param_count != b->param_count)
    return 0;
  for (int p = 0; p < a->param_count; p++) {
    int base = gimmik_axhelm_refinement_base(a->params[p].name);
    int value = base >= 0 ? base : a->params[p].value;
    if (strcmp(a->params[p].name, b->params[p].name) != 0 ||
        b->params[p].value != value)
      return 0;
  }
  return 1;
}

int gimmik_axhelm_refined_candidate(const gimmik_axhelm_request *candidates,
                                    int count, int index) {
  const gimmik_axhelm_request *candidate = &candidates[index];
  int refinement = 0;
  for (int p = 0; p < candidate->param_count; p++) {
    int base = gimmik_axhelm_refinement_base(candidate->params[p].name);
    if (base >= 0 && candidate->params[p].value != base) refinement = 1;
  }
  if (!refinement) return -1;
  for (int other = 0; other < count; other++)
    if (other != index && same_but_refinements(candidate, &candidates[other]))
      return other;
  return -1;
}
