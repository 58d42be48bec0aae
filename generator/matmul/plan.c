/* matmul/plan.c: from an operator and a request to a checked plan, and
 * the matmul family's row of the model (family.h). */
#include "generator/matmul/plan.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "generator/kernel_common.h"
#include "generator/literal.h"

void gimmik_matmul_request_init(gimmik_matmul_request *request) {
  memset(request, 0, sizeof *request);
  request->backend = GIMMIK_BACKEND_CUDA;
  request->dtype = GIMMIK_F64;
  request->alpha = 1.0;
  request->beta = 0.0;
  request->n = -1;
  request->ldb = -1;
  request->ldc = -1;
}

gimmik_status gimmik_matmul_request_set_param(gimmik_matmul_request *request,
                                              const char *name, int value,
                                              gimmik_error *error) {
  return gimmik_param_list_set(request->params, &request->param_count, name,
                               value, error);
}

gimmik_status gimmik_matmul_request_parse_param(gimmik_matmul_request *request,
                                                const char *text,
                                                gimmik_error *error) {
  const char *equals = strchr(text, '=');
  char name[sizeof request->params[0].name];
  if (!equals || equals == text)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "'%s' is not NAME=VALUE", text);
  if ((size_t)(equals - text) >= sizeof name)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "'%.*s' is longer than a parameter's name",
                            (int)(equals - text), text);
  memcpy(name, text, (size_t)(equals - text));
  name[equals - text] = '\0';
  char *end;
  errno = 0;
  long long value = strtoll(equals + 1, &end, 10);
  if (!equals[1] || *end || errno || value < INT_MIN || value > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "%s: '%s' is not an integer", name, equals + 1);
  /* A second value for one name is a mistake, not a preference. */
  for (int i = 0; i < request->param_count; i++)
    if (!strcmp(request->params[i].name, name))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "%s is given twice", name);
  return gimmik_matmul_request_set_param(request, name, (int)value, error);
}

static gimmik_status check_sizes(gimmik_matmul_request *request,
                                 gimmik_error *error) {
  if (request->n < 0) {
    if (request->ldb >= 0 || request->ldc >= 0)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "ldb and ldc can only be baked together with n");
    return GIMMIK_OK;
  }
  if (request->n == 0 || request->n > INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "n = %lld is outside 1..%d", request->n, INT_MAX);
  if (request->ldb < 0) request->ldb = request->n;
  if (request->ldc < 0) request->ldc = request->n;
  if (request->ldb < request->n || request->ldc < request->n)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "ldb = %lld and ldc = %lld must be at least n = "
                            "%lld",
                            request->ldb, request->ldc, request->n);
  return GIMMIK_OK;
}

static gimmik_status check_request(gimmik_matmul_request *request,
                                   gimmik_error *error) {
  if ((unsigned)request->backend > GIMMIK_BACKEND_C ||
      (unsigned)request->dtype > GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown backend or dtype");
  if (!isfinite(request->alpha) || request->alpha == 0.0)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "alpha must be finite and nonzero (alpha = 0 "
                            "leaves C = beta*C, which needs no operator)");
  if (!isfinite(request->beta))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "beta must be finite");
  if (!request->kernel_name) request->kernel_name = "gimmik_matmul";
  gimmik_status status = gimmik_kernel_name_check(request->kernel_name,
                                                  error);
  if (status != GIMMIK_OK) return status;
  return check_sizes(request, error);
}

/* 64-bit indices when an offset r*ld + i could pass 2^31 - 1; with n given
 * at run time the leading dimensions are unknown, so always. */
static int needs_index64(const matmul_plan *plan) {
  const gimmik_matmul_request *request = &plan->request;
  if (request->n < 0) return 1;
  long long b_reach = (long long)(plan->k - 1) * request->ldb + request->n;
  long long c_reach = (long long)(plan->m - 1) * request->ldc + request->n;
  long long vector_slack = 4;
  return b_reach + vector_slack > INT_MAX || c_reach + vector_slack > INT_MAX;
}

/* Lists of the effective nonzeros by row and by column. */
static int build_term_lists(matmul_plan *plan, const double *values) {
  int m = plan->m, k = plan->k;
  long long nonzeros = plan->analysis.nonzeros;
  plan->row_start = calloc((size_t)m + 1, sizeof(int));
  plan->col_start = calloc((size_t)k + 1, sizeof(int));
  plan->row_terms = malloc((size_t)nonzeros * sizeof(matmul_term));
  plan->col_terms = malloc((size_t)nonzeros * sizeof(matmul_term));
  plan->used_cols = malloc((size_t)plan->analysis.used_cols * sizeof(int));
  if (!plan->row_start || !plan->col_start || !plan->row_terms ||
      !plan->col_terms || !plan->used_cols)
    return 0;
  for (int r = 0; r < m; r++)
    plan->row_start[r + 1] = plan->row_start[r] + plan->analysis.row_nonzeros[r];
  for (int c = 0, used = 0; c < k; c++) {
    plan->col_start[c + 1] = plan->col_start[c] + plan->analysis.col_nonzeros[c];
    if (plan->analysis.col_nonzeros[c]) plan->used_cols[used++] = c;
  }
  int *col_fill = calloc((size_t)k, sizeof(int));
  if (!col_fill) return 0;
  for (int r = 0, row_fill = 0; r < m; r++)
    for (int c = 0; c < k; c++) {
      double value = values[(size_t)r * k + c];
      if (value == 0.0) continue;
      plan->row_terms[row_fill++] = (matmul_term){c, value};
      plan->col_terms[plan->col_start[c] + col_fill[c]++] =
          (matmul_term){r, value};
    }
  free(col_fill);
  return 1;
}

gimmik_status gimmik_matmul_plan_prepare(const gimmik_operator *op,
                                         const gimmik_matmul_request *request,
                                         matmul_plan *plan,
                                         gimmik_error *error) {
  memset(plan, 0, sizeof *plan);
  plan->request = *request;
  plan->origin = gimmik_operator_origin(op);
  gimmik_status status = check_request(&plan->request, error);
  if (status != GIMMIK_OK) return status;
  gimmik_variant_plan_init(&plan->head, &gimmik_matmul_family,
                           plan->request.backend, plan->request.dtype,
                           plan->request.kernel_name);
  plan->m = gimmik_operator_rows(op);
  plan->k = gimmik_operator_cols(op);
  size_t count = (size_t)plan->m * plan->k;
  double *values = malloc(count * sizeof *values);
  if (!values)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_operator *effective = NULL;
  status = gimmik_values_in_dtype(op, request->alpha, plan->request.dtype,
                                  values, error);
  if (status != GIMMIK_OK) {
    free(values);
    return status;
  }
  status = gimmik_operator_create(plan->m, plan->k, values, plan->origin,
                                  &effective, error);
  if (status == GIMMIK_OK)
    status = gimmik_analyse(effective, &plan->analysis, error);
  if (status == GIMMIK_OK && !build_term_lists(plan, values))
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  gimmik_operator_destroy(effective);
  free(values);
  if (status != GIMMIK_OK) {
    gimmik_error_prefix(error, request->alpha == 1.0 ? "A in %s"
                                                     : "alpha*A in %s",
                        gimmik_dtype_name(request->dtype));
    gimmik_matmul_plan_free(plan);
    return status;
  }
  plan->index64 = needs_index64(plan);
  return GIMMIK_OK;
}

void gimmik_matmul_plan_free(matmul_plan *plan) {
  gimmik_analysis_free(&plan->analysis);
  free(plan->row_start);
  free(plan->row_terms);
  free(plan->col_start);
  free(plan->col_terms);
  free(plan->used_cols);
  gimmik_matmul_groups_free(&plan->groups);
  gimmik_matmul_tiles_free(&plan->tiles);
  gimmik_matmul_reads_free(&plan->reads);
  free(plan->row_order);
  plan->row_order = NULL;
  plan->row_start = plan->col_start = plan->used_cols = NULL;
  plan->row_terms = plan->col_terms = NULL;
}

int gimmik_matmul_plan_param(const matmul_plan *plan, const char *name) {
  return gimmik_plan_param(&plan->head, name, 0);
}

int gimmik_matmul_c_ahead(const matmul_plan *plan) {
  int ahead = gimmik_matmul_plan_param(plan, "cahead");
  return ahead > 0 ? ahead : MATMUL_C_AHEAD;
}

/* ---- the family's row ---------------------------------------------------- */

static void describe(const gimmik_variant_plan *head, char *text,
                     size_t size) {
  snprintf(text, size, "%s", ((const matmul_plan *)head)->origin);
}

static void metadata(gimmik_variant_plan *head) {
  const matmul_plan *plan = (const matmul_plan *)head;
  gimmik_kernel_info *info = &head->info;
  const gimmik_matmul_request *request = &plan->request;
  info->m = plan->m;
  info->k = plan->k;
  info->n = request->n;
  info->ldb = request->ldb;
  info->ldc = request->ldc;
  info->alpha = request->alpha;
  info->beta = request->beta;
  info->flops_per_column = 2.0 * (double)plan->analysis.nonzeros;
  info->min_bytes_per_column =
      (double)(plan->analysis.used_cols +
               plan->m * (1 + (request->beta != 0.0))) *
      gimmik_dtype_size(request->dtype);
}

/* The C backend's one form is the cstream variant with the column loop
 * left to the compiler (matmul/c.tpl); a variant written in PTX has a
 * template of its own. */
static void template_name(const gimmik_variant_plan *head, char *name,
                          size_t size) {
  if (head->backend == GIMMIK_BACKEND_C)
    snprintf(name, size, "matmul/c.tpl");
  else
    snprintf(name, size, "matmul/%s%s.tpl", head->variant->name,
             gimmik_plan_param(head, "ptx", 0) ? "-ptx" : "");
}

static void reset(gimmik_variant_plan *head) {
  matmul_plan *plan = (matmul_plan *)head;
  gimmik_matmul_groups_free(&plan->groups);
  gimmik_matmul_tiles_free(&plan->tiles);
  gimmik_matmul_reads_free(&plan->reads);
  free(plan->row_order);
  plan->row_order = NULL;
}

static gimmik_status prepare(const void *op, const void *request,
                             gimmik_variant_plan *head, gimmik_error *error) {
  return gimmik_matmul_plan_prepare(op, request, (matmul_plan *)head, error);
}

static void release(gimmik_variant_plan *head) {
  gimmik_matmul_plan_free((matmul_plan *)head);
}

GIMMIK_FAMILY_CHOICE(choice, gimmik_matmul_request)

const gimmik_family gimmik_matmul_family = {
    "matmul",      gimmik_matmul_variants_table, gimmik_matmul_defaults,
    describe,      metadata,                     template_name,
    gimmik_matmul_context_push, reset,           sizeof(matmul_plan),
    prepare,       release,                      choice,
    gimmik_matmul_swept};
