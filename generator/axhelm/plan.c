/* axhelm/plan.c: from an axhelm request to a checked plan, and the axhelm
 * family's row of the model (family.h). */
#include "generator/axhelm/plan.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "generator/kernel_common.h"
#include "generator/literal.h"
#include "gimmik/quadrature.h"

/* ---- the request -------------------------------------------------------- */

void gimmik_axhelm_request_init(gimmik_axhelm_request *request) {
  memset(request, 0, sizeof *request);
  request->backend = GIMMIK_BACKEND_CUDA;
  request->dtype = GIMMIK_F64;
  request->points = 8;
  request->fields = 1;
  request->equation = GIMMIK_AXHELM_POISSON;
  request->coefficients = GIMMIK_AXHELM_CONSTANT;
  request->lambda0 = 1.0;
  request->lambda1 = 0.0;
  request->geometry = GIMMIK_AXHELM_STORED;
}

gimmik_status gimmik_axhelm_request_set_param(gimmik_axhelm_request *request,
                                              const char *name, int value,
                                              gimmik_error *error) {
  return gimmik_param_list_set(request->params, &request->param_count, name,
                               value, error);
}

static const char *const equation_names[] = {"poisson", "helmholtz"};
static const char *const coefficient_names[] = {"constant", "per-node"};
static const char *const geometry_names[] = {"stored", "parallelepiped",
                                             "trilinear"};

const char *gimmik_axhelm_equation_name(gimmik_axhelm_equation equation) {
  return (unsigned)equation < 2 ? equation_names[equation] : "?";
}

const char *gimmik_axhelm_coefficients_name(gimmik_axhelm_coefficients c) {
  return (unsigned)c < 2 ? coefficient_names[c] : "?";
}

const char *gimmik_axhelm_geometry_name(gimmik_axhelm_geometry geometry) {
  return (unsigned)geometry < 3 ? geometry_names[geometry] : "?";
}

gimmik_status gimmik_axhelm_geometry_parse(const char *name,
                                           gimmik_axhelm_geometry *geometry,
                                           gimmik_error *error) {
  for (int i = 0; i < 3; i++)
    if (strcmp(name, geometry_names[i]) == 0) {
      *geometry = (gimmik_axhelm_geometry)i;
      return GIMMIK_OK;
    }
  return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                          "unknown geometry mode '%s' (expected stored, "
                          "parallelepiped or trilinear)", name);
}

/* ---- checks ------------------------------------------------------------- */

static gimmik_status check_enums(const gimmik_axhelm_request *request,
                                 gimmik_error *error) {
  if ((unsigned)request->backend > GIMMIK_BACKEND_C ||
      (unsigned)request->dtype > GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown backend or dtype");
  if ((unsigned)request->equation > GIMMIK_AXHELM_HELMHOLTZ ||
      (unsigned)request->coefficients > GIMMIK_AXHELM_PER_NODE ||
      (unsigned)request->geometry > GIMMIK_AXHELM_TRILINEAR)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown equation, coefficients or geometry mode");
  return GIMMIK_OK;
}

/* The fusions' own fields; the input statement is parsed later. */
static gimmik_status check_fusions(const gimmik_axhelm_request *request,
                                   gimmik_error *error) {
  if (request->dot != 0 && request->dot != 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "dot = %d: 1 sums u.Au, 0 does not", request->dot);
  if (request->scalar_memory != 0 && request->scalar_memory != 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "scalar_memory = %d: 1 reads the scalars from "
                            "memory, 0 takes them as arguments",
                            request->scalar_memory);
  if (request->scalar_memory && !request->input && !request->dot)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "scalar_memory = 1 without an input or the dot: "
                            "the kernel has no scalar and no total");
  if (request->layout_block < 0 ||
      request->layout_block > AXHELM_MAX_LAYOUT_BLOCK)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "layout_block = %d is outside 0..%d (0: "
                            "element-major)", request->layout_block,
                            AXHELM_MAX_LAYOUT_BLOCK);
  return GIMMIK_OK;
}

static gimmik_status check_request(gimmik_axhelm_request *request,
                                   gimmik_error *error) {
  gimmik_status status = check_enums(request, error);
  if (status == GIMMIK_OK) status = check_fusions(request, error);
  if (status != GIMMIK_OK) return status;
  if (request->points < GIMMIK_AXHELM_MIN_POINTS ||
      request->points > GIMMIK_AXHELM_MAX_POINTS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "points = %d (N = p + 1) is outside %d..%d",
                            request->points, GIMMIK_AXHELM_MIN_POINTS,
                            GIMMIK_AXHELM_MAX_POINTS);
  if (request->fields != 1 && request->fields != 3)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "fields = %d: a field is scalar (1) or a 3-D "
                            "vector (3)", request->fields);
  if (!isfinite(request->lambda0) || !isfinite(request->lambda1))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "lambda0 = %g and lambda1 = %g must be finite",
                            request->lambda0, request->lambda1);
  if (!request->kernel_name) request->kernel_name = "gimmik_axhelm";
  return gimmik_kernel_name_check(request->kernel_name, error);
}

/* ---- the GLL rule in the dtype ------------------------------------------ */

static gimmik_status load_rule(axhelm_plan *plan, gimmik_error *error) {
  int n = plan->n;
  long double points[AXHELM_MAX_N], weights[AXHELM_MAX_N];
  long double d[AXHELM_MAX_N * AXHELM_MAX_N];
  gimmik_status status = gimmik_quadrature_long(
      GIMMIK_GAUSS_LOBATTO_LEGENDRE, n, points, weights, error);
  if (status == GIMMIK_OK)
    status = gimmik_quadrature_differentiation(GIMMIK_GAUSS_LOBATTO_LEGENDRE,
                                               n, d, error);
  if (status != GIMMIK_OK) return status;
  gimmik_dtype dtype = plan->request.dtype;
  plan->d_nonzeros = 0;
  for (int i = 0; i < n * n; i++) {
    plan->d[i] = gimmik_round_to_dtype((double)d[i], dtype);
    plan->d_nonzeros += plan->d[i] != 0.0;
  }
  for (int i = 0; i < n; i++) {
    plan->points[i] = gimmik_round_to_dtype((double)points[i], dtype);
    plan->weights[i] = gimmik_round_to_dtype((double)weights[i], dtype);
  }
  return GIMMIK_OK;
}

/* ---- the input statement ---------------------------------------------- */

/* The kernel's own argument names, which the input's arrays may not take
 * (u only as the target: it is the operator's input). */
static int reserved_name(const char *name) {
  static const char *const names[] = {
      "elements", "first", "field_stride", "ggeo", "pgeo", "vertices",
      "lambda0", "lambda1", "au", "partials", NULL};
  for (int i = 0; names[i]; i++)
    if (strcmp(name, names[i]) == 0) return 1;
  return 0;
}

/* The input's arrays besides its target are read, never written. */
static gimmik_status parse_input(axhelm_plan *plan, gimmik_error *error) {
  const char *text = plan->request.input;
  if (!text) return GIMMIK_OK;
  gimmik_expression_names *names = &plan->input_names;
  gimmik_status status =
      gimmik_expression_statement(names, "input", text, &plan->input, error);
  if (status != GIMMIK_OK) return status;
  for (int a = 0; a < names->array_count; a++) {
    const char *name = names->arrays[a];
    int target = a == plan->input.target;
    if (reserved_name(name) || (!target && strcmp(name, "u") == 0))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "input '%s': the array '%s' has the name of "
                              "an argument of the kernel%s", text, name,
                              strcmp(name, "u") == 0
                                  ? " (u may only be the target)" : "");
  }
  return GIMMIK_OK;
}

/* The update, parsed first (it is evaluated first): its target is an
 * array of its own, which the input may not read (it reads the values
 * the kernel loaded, before the update's store). */
static gimmik_status parse_update(axhelm_plan *plan, gimmik_error *error) {
  const char *text = plan->request.update;
  if (!text) return GIMMIK_OK;
  if (!plan->request.input)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "update '%s': an update goes with an input "
                            "statement", text);
  gimmik_expression_names *names = &plan->input_names;
  gimmik_status status =
      gimmik_expression_statement(names, "update", text, &plan->update, error);
  if (status != GIMMIK_OK) return status;
  for (int a = 0; a < names->array_count; a++)
    if (reserved_name(names->arrays[a]) || !strcmp(names->arrays[a], "u"))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "update '%s': the array '%s' has the name of "
                              "an argument of the kernel", text,
                              names->arrays[a]);
  return GIMMIK_OK;
}

/* After both: the input stores to another array than the update and does
 * not read the update's target. */
static gimmik_status check_update(const axhelm_plan *plan,
                                  gimmik_error *error) {
  if (!plan->request.update) return GIMMIK_OK;
  const char *target = plan->input_names.arrays[plan->update.target];
  if (plan->input.target == plan->update.target)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "update '%s' and input '%s' both store to '%s'",
                            plan->request.update, plan->request.input,
                            target);
  for (int t = 0; t < plan->input.count; t++)
    if (plan->input.tokens[t].kind == 'a' &&
        plan->input.tokens[t].index == plan->update.target)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "input '%s' reads '%s', which the update '%s' "
                              "stores", plan->request.input, target,
                              plan->request.update);
  return GIMMIK_OK;
}

int gimmik_axhelm_fused(const gimmik_axhelm_request *request) {
  return request->input || request->dot || request->layout_block > 0;
}

gimmik_status gimmik_axhelm_plan_prepare(const gimmik_axhelm_request *request,
                                  axhelm_plan *plan, gimmik_error *error) {
  memset(plan, 0, sizeof *plan);
  plan->request = *request;
  gimmik_status status = check_request(&plan->request, error);
  if (status == GIMMIK_OK) status = parse_update(plan, error);
  if (status == GIMMIK_OK) status = parse_input(plan, error);
  if (status == GIMMIK_OK) status = check_update(plan, error);
  if (status != GIMMIK_OK) return status;
  gimmik_variant_plan_init(&plan->head, &gimmik_axhelm_family,
                           plan->request.backend, plan->request.dtype,
                           plan->request.kernel_name);
  plan->n = plan->request.points;
  return load_rule(plan, error);
}

int gimmik_axhelm_plan_param(const axhelm_plan *plan, const char *name,
                             int fallback) {
  return gimmik_plan_param(&plan->head, name, fallback);
}

/* ---- costs -------------------------------------------------------------- */

/* Whether the kernel multiplies every component by lambda0 at every node:
 * a per-node array (except trilinear, which folds it into the reciprocal
 * of detJ: one multiply per node, counted with the geometry), or a
 * constant other than 1 that stored geometry cannot fold. */
static int lambda0_applied(const gimmik_axhelm_request *request) {
  if (request->geometry == GIMMIK_AXHELM_TRILINEAR) return 0;
  return request->coefficients == GIMMIK_AXHELM_PER_NODE ||
         (request->geometry == GIMMIK_AXHELM_STORED && request->lambda0 != 1.0);
}

/* Trilinear geometry per node (templates/axhelm/common.lua): J 12,
 * adjugate 27, detJ 5, reciprocal 1, weight 1; then d = 3 forms G (six
 * dot products 30, six scalings 6) while d = 1 applies inv A A^T: A^T u
 * takes the 15 counted per component for G u, A times it 15 and the
 * scalings 3.  Per-node lambda0 1, Helmholtz 1.  Counted in the direct
 * form, whatever the variant evaluates (lines and layers take the
 * adjugate and detJ as polynomials in t, fewer flops). */
static double trilinear_node_flops(const gimmik_axhelm_request *request) {
  double flops = 46.0 + (request->fields == 1 ? 18.0 : 36.0);
  if (request->coefficients == GIMMIK_AXHELM_PER_NODE) flops += 1.0;
  if (request->equation == GIMMIK_AXHELM_HELMHOLTZ) flops += 1.0;
  return flops;
}

/* Field values an element moves per node and component: u and au, or
 * with an input the arrays it loads, its target stored and au (and the
 * update's target stored). */
static double field_values(const axhelm_plan *plan) {
  if (!plan->request.input) return 2.0;
  const gimmik_expression_names *names = &plan->input_names;
  double values = plan->request.update ? 3.0 : 2.0;
  for (int a = 0; a < names->array_count; a++) values += names->loaded[a];
  return values;
}

/* Flops per node and component of the fusions: the input's operations,
 * and for the dot ur gr + us gs + ut gt added up (6; Helmholtz hm u u,
 * 3 more). */
static double fusion_flops(const axhelm_plan *plan) {
  double flops = plan->request.input ? gimmik_expression_flops(&plan->input)
                                     : 0.0;
  if (plan->request.update) flops += gimmik_expression_flops(&plan->update);
  if (plan->request.dot)
    flops += 6.0 + 3.0 * (plan->request.equation == GIMMIK_AXHELM_HELMHOLTZ);
  return flops;
}

void gimmik_axhelm_plan_costs(axhelm_plan *plan) {
  const gimmik_axhelm_request *request = &plan->request;
  gimmik_kernel_info *info = &plan->head.info;
  double n = plan->n, volume = n * n * n;
  int helmholtz = request->equation == GIMMIK_AXHELM_HELMHOLTZ;
  int per_node = request->coefficients == GIMMIK_AXHELM_PER_NODE;
  double size = gimmik_dtype_size(request->dtype);
  double component = 12.0 * n * n * plan->d_nonzeros + 15.0 * volume +
                     3.0 * volume * lambda0_applied(request) +
                     3.0 * volume * helmholtz + fusion_flops(plan) * volume;
  double geometry_flops = 0.0, geometry_values = 0.0;
  switch (request->geometry) {
  case GIMMIK_AXHELM_STORED:
    geometry_values = (6.0 + helmholtz) * volume;
    break;
  case GIMMIK_AXHELM_PARALLELEPIPED:
    geometry_flops = (7.0 + helmholtz) * volume;
    geometry_values = 6.0 + helmholtz;
    break;
  case GIMMIK_AXHELM_TRILINEAR:
    geometry_flops = trilinear_node_flops(request) * volume;
    geometry_values = 24.0;
    break;
  }
  double lambda_values = per_node ? (1.0 + helmholtz) * volume : 0.0;
  info->geometry_flops_per_column = geometry_flops;
  info->flops_per_column = request->fields * component + geometry_flops;
  info->geometry_bytes_per_column = geometry_values * size;
  info->min_bytes_per_column =
      (field_values(plan) * request->fields * volume + lambda_values +
       geometry_values) * size;
}

/* ---- metadata ----------------------------------------------------------- */

static void add_arg(gimmik_kernel_info *info, const char *name) {
  snprintf(info->args[info->arg_count++], sizeof info->args[0], "%s", name);
}

static void fill_args(axhelm_plan *plan) {
  const gimmik_axhelm_request *request = &plan->request;
  static const char *const geometry_args[] = {"ggeo", "pgeo", "vertices"};
  gimmik_kernel_info *info = &plan->head.info;
  info->arg_count = 0;
  add_arg(info, "elements");
  add_arg(info, "first");
  if (request->fields == 3) add_arg(info, "field_stride");
  add_arg(info, geometry_args[request->geometry]);
  if (request->coefficients == GIMMIK_AXHELM_PER_NODE) {
    add_arg(info, "lambda0");
    if (request->equation == GIMMIK_AXHELM_HELMHOLTZ) add_arg(info, "lambda1");
  }
  const gimmik_expression_names *names = &plan->input_names;
  for (int s = 0; s < GIMMIK_EXPRESSION_SCALARS; s++)
    if (names->scalars >> s & 1u)
      add_arg(info, gimmik_expression_scalar_names[s]);
  for (int a = 0; a < names->array_count; a++)
    if (a != plan->input.target) add_arg(info, names->arrays[a]);
  add_arg(info, "u");
  add_arg(info, "au");
  if (request->dot) add_arg(info, "partials");
}

/* ---- the family's row ---------------------------------------------------- */

static void metadata(gimmik_variant_plan *head) {
  axhelm_plan *plan = (axhelm_plan *)head;
  const gimmik_axhelm_request *request = &plan->request;
  gimmik_kernel_info *info = &head->info;
  info->n = info->ldb = info->ldc = -1;
  info->points = plan->n;
  info->fields = request->fields;
  snprintf(info->equation, sizeof info->equation, "%s",
           gimmik_axhelm_equation_name(request->equation));
  snprintf(info->coefficients, sizeof info->coefficients, "%s",
           gimmik_axhelm_coefficients_name(request->coefficients));
  snprintf(info->geometry, sizeof info->geometry, "%s",
           gimmik_axhelm_geometry_name(request->geometry));
  info->layout_block = request->layout_block;
  info->scalar_memory = request->scalar_memory;
  if (request->coefficients == GIMMIK_AXHELM_CONSTANT) {
    info->lambda0 = request->lambda0;
    info->lambda1 =
        request->equation == GIMMIK_AXHELM_HELMHOLTZ ? request->lambda1 : 0.0;
  }
  fill_args(plan);
  gimmik_axhelm_plan_costs(plan);
}

static void describe(const gimmik_variant_plan *head, char *text,
                     size_t size) {
  const axhelm_plan *plan = (const axhelm_plan *)head;
  snprintf(text, size, "N = %d, %s, d = %d, %s geometry", plan->n,
           gimmik_dtype_name(head->dtype), plan->request.fields,
           gimmik_axhelm_geometry_name(plan->request.geometry));
}

static void template_name(const gimmik_variant_plan *head, char *name,
                          size_t size) {
  snprintf(name, size, "axhelm/%s.tpl", head->variant->name);
}

/* lines, else layers, which suits every N (GPUs); cells (C). */
static int defaults(const gimmik_variant_plan *head,
                    const gimmik_variant *order[]) {
  (void)head;
  order[0] = gimmik_axhelm_variants_table[0];
  order[1] = gimmik_axhelm_variants_table[1];
  order[2] = gimmik_axhelm_variants_table[4];
  return 3;
}

static gimmik_status prepare(const void *problem, const void *request,
                             gimmik_variant_plan *head, gimmik_error *error) {
  (void)problem;
  return gimmik_axhelm_plan_prepare(request, (axhelm_plan *)head, error);
}

GIMMIK_FAMILY_CHOICE(choice, gimmik_axhelm_request)

const gimmik_family gimmik_axhelm_family = {
    "axhelm",      gimmik_axhelm_variants_table, defaults,
    describe,      metadata,                     template_name,
    gimmik_axhelm_context_push, NULL,             sizeof(axhelm_plan),
    prepare,       NULL,                         choice, NULL};
