/* family.c: choosing, reporting, enumerating and rendering the variants
 * of any kernel family (family.h). */
#include "generator/family.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator/kernel_common.h"
#include "generator/template_engine.h"

void gimmik_variant_plan_init(gimmik_variant_plan *plan,
                              const gimmik_family *family,
                              gimmik_backend backend, gimmik_dtype dtype,
                              const char *kernel_name) {
  memset(plan, 0, sizeof *plan);
  plan->family = family;
  plan->backend = backend;
  plan->dtype = dtype;
  plan->kernel_name = kernel_name;
}

int gimmik_plan_param_index(const gimmik_variant_plan *plan,
                            const char *name) {
  for (int i = 0; i < plan->param_count; i++)
    if (strcmp(plan->params[i].name, name) == 0) return i;
  return -1;
}

int gimmik_plan_param(const gimmik_variant_plan *plan, const char *name,
                      int fallback) {
  int at = gimmik_plan_param_index(plan, name);
  return at < 0 ? fallback : plan->params[at].value;
}

void gimmik_plan_set_param(gimmik_variant_plan *plan, const char *name,
                           int value) {
  int at = gimmik_plan_param_index(plan, name);
  if (at >= 0) plan->params[at].value = value;
}

static const gimmik_variant *find_variant(const gimmik_family *family,
                                          const char *name) {
  for (int v = 0; family->variants[v]; v++)
    if (strcmp(family->variants[v]->name, name) == 0)
      return family->variants[v];
  return NULL;
}

static int variant_count(const gimmik_family *family) {
  int count = 0;
  while (family->variants[count]) count++;
  return count;
}

static int offered(const gimmik_variant_plan *plan,
                   const gimmik_variant *variant) {
  return (variant->backends >> plan->backend) & 1u;
}

/* "a, b or c". */
static void list_names(const char *const *names, int count, char *text,
                       size_t size) {
  size_t used = 0;
  text[0] = '\0';
  for (int i = 0; i < count && used < size; i++)
    used += (size_t)snprintf(text + used, size - used, "%s%s",
                             i == 0 ? "" : i == count - 1 ? " or " : ", ",
                             names[i]);
}

/* The parameters of plan->variant that apply to the plan, at their
 * initial values. */
static void start_params(gimmik_variant_plan *plan) {
  const gimmik_variant *variant = plan->variant;
  plan->param_count = 0;
  for (int p = 0; p < variant->param_count; p++) {
    const gimmik_param_spec *spec = variant->params[p];
    if (spec->applies && !spec->applies(plan)) continue;
    int at = plan->param_count++;
    plan->specs[at] = spec;
    snprintf(plan->params[at].name, sizeof plan->params[at].name, "%s",
             spec->name);
    plan->params[at].value = spec->initial ? spec->initial(plan) : spec->base;
  }
}

static gimmik_status unknown_param(const gimmik_variant_plan *plan,
                                   const char *name, gimmik_error *error) {
  const char *names[GIMMIK_MAX_PARAMS];
  for (int i = 0; i < plan->param_count; i++) names[i] = plan->params[i].name;
  char list[160] = "none";
  if (plan->param_count > 0) list_names(names, plan->param_count, list,
                                        sizeof list);
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "variant %s has no parameter '%s' for this request "
                          "(it takes %s)", plan->variant->name, name, list);
}

/* A parameter of the variant that does not apply to this request, given
 * at its base value: it asks for nothing, so a kernel's parameters from
 * one backend plan it on another (ptx=0 on OpenCL). */
static int inert_override(const gimmik_variant_plan *plan,
                          const gimmik_param *override) {
  const gimmik_variant *variant = plan->variant;
  for (int p = 0; p < variant->param_count; p++)
    if (strcmp(variant->params[p]->name, override->name) == 0)
      return override->value == variant->params[p]->base;
  return 0;
}

/* The caller's values over the initial ones; bit i of *fixed marks
 * params[i] as the caller's. */
static gimmik_status apply_overrides(gimmik_variant_plan *plan,
                                     const gimmik_param *overrides,
                                     int override_count, unsigned *fixed,
                                     gimmik_error *error) {
  *fixed = 0;
  for (int o = 0; o < override_count; o++) {
    int at = gimmik_plan_param_index(plan, overrides[o].name);
    if (at < 0 && inert_override(plan, &overrides[o])) continue;
    if (at < 0) return unknown_param(plan, overrides[o].name, error);
    const gimmik_param_spec *spec = plan->specs[at];
    if (overrides[o].value < spec->minimum ||
        overrides[o].value > spec->maximum)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s: parameter %s = %d outside %d..%d (%s)",
                              plan->variant->name, spec->name,
                              overrides[o].value, spec->minimum,
                              spec->maximum, spec->meaning);
    plan->params[at].value = overrides[o].value;
    *fixed |= 1u << at;
  }
  return GIMMIK_OK;
}

static void fill_metadata(gimmik_variant_plan *plan) {
  gimmik_kernel_info *info = &plan->info;
  memset(info, 0, sizeof *info);
  snprintf(info->family, sizeof info->family, "%s", plan->family->name);
  snprintf(info->variant, sizeof info->variant, "%s", plan->variant->name);
  memcpy(info->params, plan->params, sizeof info->params);
  info->param_count = plan->param_count;
  info->backend = plan->backend;
  snprintf(info->name, sizeof info->name, "%s", plan->kernel_name);
  info->dtype = plan->dtype;
  plan->family->metadata(plan);
  plan->variant->geometry(plan);
}

static void reset(gimmik_variant_plan *plan) {
  if (plan->family->reset) plan->family->reset(plan);
  plan->register_estimate = 0;
}

/* Resolve and check `variant` for the plan.  GIMMIK_ERROR_UNSUPPORTED
 * with the reason in `reason` when it cannot serve the plan; argument
 * errors in `error`. */
static gimmik_status try_variant(gimmik_variant_plan *plan,
                                 const gimmik_variant *variant,
                                 const gimmik_param *overrides,
                                 int override_count, char *reason,
                                 gimmik_error *error) {
  reset(plan);
  plan->variant = variant;
  reason[0] = '\0';
  if (!offered(plan, variant)) {
    snprintf(reason, GIMMIK_REASON_SIZE, "not offered for the %s backend",
             gimmik_backend_name(plan->backend));
    start_params(plan);
    return GIMMIK_ERROR_UNSUPPORTED;
  }
  start_params(plan);
  unsigned fixed = 0;
  gimmik_status status =
      apply_overrides(plan, overrides, override_count, &fixed, error);
  if (status != GIMMIK_OK) return status;
  if (variant->choose) variant->choose(plan, fixed);
  if (!variant->viable(plan, reason, GIMMIK_REASON_SIZE))
    return GIMMIK_ERROR_UNSUPPORTED;
  fill_metadata(plan);
  return GIMMIK_OK;
}

static gimmik_status not_suited(const gimmik_variant_plan *plan,
                                const gimmik_variant *variant,
                                const char *reason, gimmik_error *error) {
  char problem[160];
  plan->family->describe(plan, problem, sizeof problem);
  return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                          "variant %s does not suit %s: %s", variant->name,
                          problem, reason);
}

static gimmik_status unknown_variant(const gimmik_family *family,
                                     const char *name, gimmik_error *error) {
  const char *names[16];
  int count = 0;
  while (count < 16 && family->variants[count])
    names[count] = family->variants[count]->name, count++;
  char list[256];
  list_names(names, count, list, sizeof list);
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "unknown %s variant '%s' (%s)", family->name, name,
                          list);
}

gimmik_status gimmik_family_choose(gimmik_variant_plan *plan,
                                   const char *name,
                                   const gimmik_param *overrides,
                                   int override_count, gimmik_error *error) {
  const gimmik_family *family = plan->family;
  char reason[GIMMIK_REASON_SIZE];
  if (name) {
    const gimmik_variant *variant = find_variant(family, name);
    if (!variant) return unknown_variant(family, name, error);
    gimmik_status status =
        try_variant(plan, variant, overrides, override_count, reason, error);
    if (status == GIMMIK_ERROR_UNSUPPORTED && reason[0])
      return not_suited(plan, variant, reason, error);
    return status;
  }
  const gimmik_variant *order[GIMMIK_DEFAULTS_MAX];
  int count = family->defaults(plan, order);
  const gimmik_variant *first = NULL;
  char first_reason[GIMMIK_REASON_SIZE] = "";
  for (int i = 0; i < count; i++) {
    if (!offered(plan, order[i])) continue;
    gimmik_status status = try_variant(plan, order[i], overrides,
                                       override_count, reason, error);
    if (status != GIMMIK_ERROR_UNSUPPORTED) return status;
    if (!first) {
      first = order[i];
      memcpy(first_reason, reason, sizeof reason);
    }
  }
  if (!first)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "no %s variant is offered for the %s backend",
                            family->name, gimmik_backend_name(plan->backend));
  return not_suited(plan, first, first_reason, error);
}

gimmik_status gimmik_family_reports(gimmik_variant_plan *plan,
                                    gimmik_variant_report **reports,
                                    int *count, gimmik_error *error) {
  const gimmik_family *family = plan->family;
  *reports = NULL;
  *count = 0;
  int variants = variant_count(family);
  gimmik_variant_report *list = calloc((size_t)variants, sizeof *list);
  if (!list) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                     "out of memory");
  const gimmik_variant *order[GIMMIK_DEFAULTS_MAX];
  int ranked = family->defaults(plan, order);
  for (int v = 0; v < variants; v++) {
    list[v].rank = ranked;
    for (int r = ranked - 1; r >= 0; r--)
      if (order[r] == family->variants[v]) list[v].rank = r;
  }
  for (int v = 0; v < variants; v++) {
    const gimmik_variant *variant = family->variants[v];
    gimmik_variant_report *report = &list[v];
    char reason[GIMMIK_REASON_SIZE];
    gimmik_error ignored;
    gimmik_error_init(&ignored);
    gimmik_status status = try_variant(plan, variant, NULL, 0, reason,
                                       &ignored);
    snprintf(report->variant, sizeof report->variant, "%s", variant->name);
    report->viable = status == GIMMIK_OK;
    const char *why = status == GIMMIK_OK ? variant->summary
                      : reason[0]         ? reason
                                          : ignored.message;
    snprintf(report->reason, sizeof report->reason, "%.*s",
             (int)sizeof report->reason - 1, why);
    memcpy(report->params, plan->params, sizeof report->params);
    report->param_count = plan->param_count;
    report->register_estimate = plan->register_estimate;
    report->shared_bytes = report->viable ? plan->info.shared_bytes : 0;
    gimmik_error_clear(&ignored);
  }
  reset(plan);
  *reports = list;
  *count = variants;
  return GIMMIK_OK;
}

/* ---- the autotuner's candidates --------------------------------------- */

enum { CANDIDATES_MOST = 4096 };

/* The values of every parameter a variant takes, and the growing list. */
typedef struct sweep {
  const gimmik_variant *variant;
  gimmik_param chosen[GIMMIK_MAX_PARAMS];
  int values[GIMMIK_MAX_PARAMS][GIMMIK_SWEEP_MAX];
  int value_count[GIMMIK_MAX_PARAMS];
  const gimmik_param_spec *refinement[GIMMIK_MAX_PARAMS]; /* or NULL */
  int param_count;
  gimmik_candidate *list;
  int count, capacity;
} sweep;

/* The values swept for params[at] of a plan started on the variant; a
 * refinement is held at its base. */
static int sweep_values(const gimmik_variant_plan *plan, int at,
                        int values[GIMMIK_SWEEP_MAX]) {
  const gimmik_param_spec *spec = plan->specs[at];
  if (spec->refinement) {
    values[0] = spec->base;
    return 1;
  }
  if (spec->sweep) return spec->sweep(plan, values);
  if (spec->choice_count > 0) {
    memcpy(values, spec->choices, (size_t)spec->choice_count * sizeof *values);
    return spec->choice_count;
  }
  values[0] = plan->params[at].value;
  return 1;
}

static void start_sweep(gimmik_variant_plan *plan,
                        const gimmik_variant *variant, sweep *s) {
  reset(plan);
  plan->variant = variant;
  start_params(plan);
  s->variant = variant;
  s->param_count = plan->param_count;
  for (int p = 0; p < plan->param_count; p++) {
    s->chosen[p] = plan->params[p];
    s->refinement[p] = plan->specs[p]->refinement ? plan->specs[p] : NULL;
    s->value_count[p] = sweep_values(plan, p, s->values[p]);
  }
}

static gimmik_status append(sweep *s, int refines, gimmik_error *error) {
  if (s->count == s->capacity) {
    if (s->capacity == CANDIDATES_MOST)
      return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                              "more than %d candidates to time: the tuning "
                              "values need pruning", CANDIDATES_MOST);
    int capacity = s->capacity ? 2 * s->capacity : 64;
    gimmik_candidate *grown = realloc(s->list, (size_t)capacity * sizeof *grown);
    if (!grown)
      return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
    s->list = grown;
    s->capacity = capacity;
  }
  gimmik_candidate *candidate = &s->list[s->count++];
  memset(candidate, 0, sizeof *candidate);
  snprintf(candidate->variant, sizeof candidate->variant, "%s",
           s->variant->name);
  memcpy(candidate->params, s->chosen, (size_t)s->param_count *
                                           sizeof *s->chosen);
  candidate->param_count = s->param_count;
  candidate->refines = refines;
  return GIMMIK_OK;
}

/* Append s->chosen when viable, with `refines`. */
static gimmik_status try_chosen(gimmik_variant_plan *plan, sweep *s,
                                int refines, int *appended,
                                gimmik_error *error) {
  char reason[GIMMIK_REASON_SIZE];
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  *appended = try_variant(plan, s->variant, s->chosen, s->param_count,
                          reason, &ignored) == GIMMIK_OK;
  gimmik_error_clear(&ignored);
  return *appended ? append(s, refines, error) : GIMMIK_OK;
}

/* Every combination of the refinements' values (their choices) but the
 * one at their bases, from parameter `depth` on; each refines candidate
 * `base` (-1: the base was not viable, so each stands alone). */
static gimmik_status refine(gimmik_variant_plan *plan, sweep *s, int depth,
                            int varied, int base, gimmik_error *error) {
  if (depth == s->param_count) {
    int appended;
    return varied ? try_chosen(plan, s, base, &appended, error) : GIMMIK_OK;
  }
  const gimmik_param_spec *spec = s->refinement[depth];
  if (!spec) return refine(plan, s, depth + 1, varied, base, error);
  gimmik_status status = GIMMIK_OK;
  for (int c = 0; c < spec->choice_count && status == GIMMIK_OK; c++) {
    s->chosen[depth].value = spec->choices[c];
    status = refine(plan, s, depth + 1, varied || spec->choices[c] != spec->base,
                    base, error);
  }
  s->chosen[depth].value = spec->base;
  return status;
}

/* Every combination of the swept values from parameter `depth` on. */
static gimmik_status enumerate(gimmik_variant_plan *plan, sweep *s, int depth,
                               gimmik_error *error) {
  if (depth == s->param_count) {
    int appended;
    gimmik_status status = try_chosen(plan, s, -1, &appended, error);
    if (status != GIMMIK_OK) return status;
    return refine(plan, s, 0, 0, appended ? s->count - 1 : -1, error);
  }
  gimmik_status status = GIMMIK_OK;
  for (int v = 0; v < s->value_count[depth] && status == GIMMIK_OK; v++) {
    s->chosen[depth].value = s->values[depth][v];
    status = enumerate(plan, s, depth + 1, error);
  }
  return status;
}

gimmik_status gimmik_family_candidates(gimmik_variant_plan *plan,
                                       gimmik_candidate **candidates,
                                       int *count, gimmik_error *error) {
  const gimmik_family *family = plan->family;
  *candidates = NULL;
  *count = 0;
  sweep s;
  memset(&s, 0, sizeof s);
  gimmik_status status = GIMMIK_OK;
  for (int v = 0; family->variants[v] && status == GIMMIK_OK; v++) {
    if (!offered(plan, family->variants[v])) continue;
    start_sweep(plan, family->variants[v], &s);
    if (family->swept && !family->swept(plan)) continue;
    status = enumerate(plan, &s, 0, error);
  }
  reset(plan);
  if (status != GIMMIK_OK) {
    free(s.list);
    return status;
  }
  *candidates = s.list;
  *count = s.count;
  return GIMMIK_OK;
}

void gimmik_lua_set_variant(lua_State *lua, const gimmik_variant_plan *plan) {
  gimmik_lua_set_string(lua, "variant", plan->variant->name);
  lua_createtable(lua, 0, plan->param_count);
  for (int i = 0; i < plan->param_count; i++)
    gimmik_lua_set_integer(lua, plan->params[i].name, plan->params[i].value);
  lua_setfield(lua, -2, "params");
}

gimmik_status gimmik_family_render(const gimmik_variant_plan *plan,
                                   gimmik_kernel **result,
                                   gimmik_error *error) {
  *result = NULL;
  char name[64];
  plan->family->template_name(plan, name, sizeof name);
  char *source = NULL;
  gimmik_status status = gimmik_template_render(
      name, plan->family->push_context, plan, &source, error);
  if (status != GIMMIK_OK) return status;
  return gimmik_kernel_wrap(source, &plan->info, result, error);
}

/* ---- the public entry points ---------------------------------------- */

/* A plan of the family prepared for `request`, on the heap. */
static gimmik_status prepared(const gimmik_family *family,
                              const void *problem, const void *request,
                              gimmik_variant_plan **plan,
                              gimmik_error *error) {
  *plan = calloc(1, family->plan_size);
  if (!*plan) return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                                      "out of memory");
  gimmik_status status = family->prepare(problem, request, *plan, error);
  if (status != GIMMIK_OK) {
    free(*plan);
    *plan = NULL;
  }
  return status;
}

static void release(gimmik_variant_plan *plan) {
  if (plan && plan->family->release) plan->family->release(plan);
  free(plan);
}

gimmik_status gimmik_family_generate(const gimmik_family *family,
                                     const void *problem, const void *request,
                                     gimmik_kernel **result,
                                     gimmik_error *error) {
  *result = NULL;
  gimmik_variant_plan *plan;
  gimmik_status status = prepared(family, problem, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  const char *variant;
  const gimmik_param *params;
  int count;
  family->choice(request, &variant, &params, &count);
  status = gimmik_family_choose(plan, variant, params, count, error);
  if (status == GIMMIK_OK) status = gimmik_family_render(plan, result, error);
  release(plan);
  return status;
}

gimmik_status gimmik_family_variants(const gimmik_family *family,
                                     const void *problem, const void *request,
                                     gimmik_variant_report **reports,
                                     int *count, gimmik_error *error) {
  *reports = NULL;
  *count = 0;
  gimmik_variant_plan *plan;
  gimmik_status status = prepared(family, problem, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  status = gimmik_family_reports(plan, reports, count, error);
  release(plan);
  return status;
}

gimmik_status gimmik_family_list_candidates(const gimmik_family *family,
                                            const void *problem,
                                            const void *request,
                                            gimmik_candidate **candidates,
                                            int *count, gimmik_error *error) {
  *candidates = NULL;
  *count = 0;
  gimmik_variant_plan *plan;
  gimmik_status status = prepared(family, problem, request, &plan, error);
  if (status != GIMMIK_OK) return status;
  status = gimmik_family_candidates(plan, candidates, count, error);
  release(plan);
  return status;
}

void gimmik_variant_reports_print(const gimmik_variant_report *reports,
                                  int count, FILE *stream) {
  fprintf(stream, "%-10s %-4s %-7s %-9s %-7s %s\n", "variant", "rank",
          "viable", "registers", "shared", "parameters / reason");
  for (int i = 0; i < count; i++) {
    const gimmik_variant_report *report = &reports[i];
    fprintf(stream, "%-10s %-4d %-7s %-9d %-7d ", report->variant,
            report->rank, report->viable ? "yes" : "no",
            report->register_estimate, report->shared_bytes);
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
