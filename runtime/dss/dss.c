/*
 * dss/dss.c: planned DSS, its tuning and dispatch (gimmik/solver.h): the
 * cascade's three passes, or one gather-scatter kernel with its lists on
 * the device, each pass a plan of its own (plan.h); here from a mesh
 * and its numbering, in part.c from a part of one.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/dss/dss_internal.h"
#include "runtime/launch.h"

void gimmik_dss_options_init(gimmik_dss_options *options) {
  memset(options, 0, sizeof *options);
  options->dtype = GIMMIK_F64;
  options->method = GIMMIK_DSS_AUTO;
}

GIMMIK_RECIPE_GENERATOR(generate, gimmik_dss_request,
                        gimmik_generate_dss(&chosen, result, error))

static gimmik_kernel_recipe recipe(const gimmik_plan *plan,
                                   const gimmik_dss_request *request) {
  gimmik_kernel_recipe made = {
      plan->problem_key, request->variant, request->params,
      request->param_count, request->kernel_name, generate, NULL, request,
      NULL};
  return made;
}

long long gimmik_dss_field_values(const gimmik_dss *dss) {
  long long block = dss->options.layout_block > 0 ? dss->options.layout_block
                                                  : 1;
  long long n = dss->points;
  return (dss->elements + block - 1) / block * block * n * n * n;
}

double gimmik_dss_bytes(const gimmik_dss *dss) {
  double size = gimmik_dtype_size(dss->options.dtype);
  double bytes = 2.0 * size * (double)dss->copies;
  if (dss->passes > 0 && dss->axis[0] == GIMMIK_DSS_GATHER)
    bytes += 4.0 * (double)dss->copies + 4.0 * (double)(3 * dss->groups + 2);
  return bytes;
}

const gimmik_kernel_info *gimmik_dss_kernel(const gimmik_dss *dss, int pass) {
  return dss && pass >= 0 && pass < dss->passes ? &dss->plans[pass].info
                                                : NULL;
}

int gimmik_dss_is_tuned(const gimmik_dss *dss) {
  int tuned = 1;
  for (int pass = 0; pass < dss->passes; pass++)
    tuned &= dss->plans[pass].tuned;
  return tuned;
}

/* Index of local node `local` (element-major) in the layout. */
static long long layout_index(const gimmik_dss *dss, long long local) {
  long long block = dss->options.layout_block;
  if (block == 0) return local;
  long long volume = (long long)dss->points * dss->points * dss->points;
  long long e = local / volume, node = local % volume;
  return (e / block * volume + node) * block + e % block;
}

gimmik_status gimmik_dss_upload_ints(gimmik_dss *dss, const int *values,
                                     long long count, gimmik_buffer **buffer,
                                     gimmik_error *error) {
  size_t bytes = (size_t)(count > 0 ? count : 1) * sizeof(int);
  gimmik_status status =
      gimmik_buffer_alloc(dss->context->device, bytes, buffer, error);
  if (status == GIMMIK_OK && count > 0)
    status = gimmik_buffer_write(*buffer, 0, bytes, values, NULL, error);
  return status;
}

/* A shared node's place among the gather's groups: its copies, then
 * the layout index of its first copy. */
typedef struct list_key {
  int copies;
  long long first, node;
} list_key;

static int compare_keys(const void *a, const void *b) {
  const list_key *x = a, *y = b;
  if (x->copies != y->copies) return x->copies < y->copies ? -1 : 1;
  return (x->first > y->first) - (x->first < y->first);
}

static long long list_at(const dss_lists *lists, const long long *offsets,
                         long long s) {
  return offsets ? offsets[s] : lists->offsets32[s];
}

/* The gather's table (gimmik/dss.h): G groups, their first nodes (G + 1
 * of them), copies and index bases. */
static int *group_table(const list_key *keys, long long shared,
                        long long *groups) {
  long long count = 0;
  for (long long s = 0; s < shared; s++)
    count += s == 0 || keys[s].copies != keys[s - 1].copies;
  int *table = malloc((size_t)(3 * count + 2) * sizeof *table);
  if (!table) return NULL;
  table[0] = (int)count;
  long long g = 0, base = 0;
  for (long long s = 0; s < shared; s++) {
    if (s > 0 && keys[s].copies == keys[s - 1].copies) continue;
    table[1 + g] = (int)s;
    table[2 + count + g] = keys[s].copies;
    table[2 + 2 * count + g] = (int)base;
    long long end = s;
    while (end < shared && keys[end].copies == keys[s].copies) end++;
    base += (end - s) * keys[s].copies;
    g++;
  }
  table[1 + count] = (int)shared;
  *groups = count;
  return table;
}

/* The lists as the gather reads them (gimmik/dss.h): the shared nodes
 * grouped by their count of copies and ordered by the layout index of
 * their first copy, so that consecutive threads take neighbouring copies
 * with the same count; each group's indices copy-major, 32-bit, in the
 * layout's numbering. */
static gimmik_status upload_lists(gimmik_dss *dss, const dss_lists *lists,
                                  gimmik_error *error) {
  if (gimmik_dss_field_values(dss) > INT_MAX || dss->copies >= INT_MAX)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "gather-scatter lists index fields of up to %d "
                            "values with 32-bit integers; this one holds "
                            "%lld", INT_MAX, gimmik_dss_field_values(dss));
  const long long *offsets64 = lists->offsets64;
  long long shared = dss->shared;
  list_key *keys = malloc((size_t)(shared > 0 ? shared : 1) * sizeof *keys);
  int *indices = malloc((size_t)(dss->copies > 0 ? dss->copies : 1) *
                        sizeof *indices);
  int *table = NULL;
  gimmik_status status = GIMMIK_OK;
  if (keys && indices) {
    for (long long s = 0; s < shared; s++) {
      long long at = list_at(lists, offsets64, s);
      keys[s].copies = (int)(list_at(lists, offsets64, s + 1) - at);
      keys[s].first = layout_index(dss, lists->indices64
                                            ? lists->indices64[at]
                                            : lists->indices32[at]);
      keys[s].node = s;
    }
    qsort(keys, (size_t)shared, sizeof *keys, compare_keys);
    table = group_table(keys, shared, &dss->groups);
  }
  if (!keys || !indices || !table)
    status = gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  for (long long g = 0; status == GIMMIK_OK && g < dss->groups; g++) {
    long long first = table[1 + g], nodes = table[2 + g] - first;
    int copies = table[2 + dss->groups + g];
    int *out = indices + table[2 + 2 * dss->groups + g];
    for (long long r = 0; r < nodes; r++) {
      long long at = list_at(lists, offsets64, keys[first + r].node);
      for (int k = 0; k < copies; k++)
        out[k * nodes + r] = (int)layout_index(
            dss, lists->indices64 ? lists->indices64[at + k]
                                  : lists->indices32[at + k]);
    }
  }
  if (status == GIMMIK_OK)
    status = gimmik_dss_upload_ints(dss, table, 3 * dss->groups + 2,
                                    &dss->offsets, error);
  if (status == GIMMIK_OK)
    status = gimmik_dss_upload_ints(dss, indices, dss->copies, &dss->indices,
                                    error);
  free(keys);
  free(table);
  free(indices);
  return status;
}

gimmik_status gimmik_dss_plan_kernel(gimmik_dss *dss,
                                     gimmik_dss_request *request,
                                     gimmik_plan *plan, gimmik_error *error) {
  request->backend = dss->context->options.backend;
  request->dtype = dss->options.dtype;
  request->points = dss->points;
  request->layout_block = dss->options.layout_block;
  plan->context = dss->context;
  char description[160];
  int length = snprintf(description, sizeof description,
                        "dss %s N=%d layout=%d axis=%d box=%dx%dx%d",
                        gimmik_dtype_name(request->dtype), request->points,
                        request->layout_block, request->axis, request->box[0],
                        request->box[1], request->box[2]);
  gimmik_plan_key(plan, description, (size_t)length);
  snprintf(plan->label, sizeof plan->label, "%.100s", description);
  gimmik_kernel_recipe made = recipe(plan, request);
  return gimmik_plan_choose(plan, &made, error);
}

/* The requests of the method, and their plans (a decision stored for
 * this device, or the defaults). */
static gimmik_status plan_passes(gimmik_dss *dss, gimmik_error *error) {
  for (int pass = 0; pass < dss->passes; pass++) {
    gimmik_dss_request *request = &dss->requests[pass];
    gimmik_dss_request_init(request);
    request->axis = dss->axis[pass];
    memcpy(request->box, dss->box, sizeof request->box);
    request->variant = dss->options.variant;
    memcpy(request->params, dss->options.params, sizeof request->params);
    request->param_count = dss->options.param_count;
    gimmik_status status =
        gimmik_dss_plan_kernel(dss, request, &dss->plans[pass], error);
    if (status != GIMMIK_OK) return status;
  }
  return GIMMIK_OK;
}

/* The method's passes and the axis of each: the cascade's three, or
 * one kernel for every axis (direct) or from the lists (gather). */
static gimmik_status choose_method(gimmik_dss *dss, const int *box,
                                   gimmik_error *error) {
  int is_box = box != NULL;
  if (is_box) memcpy(dss->box, box, sizeof dss->box);
  gimmik_dss_method method = dss->options.method;
  if (method == GIMMIK_DSS_AUTO)
    method = is_box ? GIMMIK_DSS_DIRECT : GIMMIK_DSS_GATHER_SCATTER;
  if ((method == GIMMIK_DSS_CASCADE || method == GIMMIK_DSS_DIRECT) &&
      !is_box)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "the structured %s needs a box mesh; this one "
                            "has %lld elements of no box",
                            method == GIMMIK_DSS_CASCADE ? "cascade"
                                                         : "direct DSS",
                            dss->elements);
  int thin = dss->box[0] < 2 || dss->box[1] < 2 || dss->box[2] < 2;
  if (method == GIMMIK_DSS_CASCADE && thin)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "the cascade needs at least two elements along "
                            "every axis (the box is %d x %d x %d)",
                            dss->box[0], dss->box[1], dss->box[2]);
  /* One element has no shared node: nothing to plan. */
  if (method == GIMMIK_DSS_DIRECT && dss->elements < 2) dss->passes = 0;
  else dss->passes = method == GIMMIK_DSS_CASCADE ? DSS_PASSES : 1;
  for (int pass = 0; pass < dss->passes; pass++)
    dss->axis[pass] = method == GIMMIK_DSS_CASCADE ? pass
                      : method == GIMMIK_DSS_DIRECT ? GIMMIK_DSS_ALL_AXES
                                                    : GIMMIK_DSS_GATHER;
  return GIMMIK_OK;
}

gimmik_status gimmik_dss_build(gimmik_dss *dss, const int *box,
                               const dss_lists *lists, gimmik_error *error) {
  gimmik_status status = choose_method(dss, box, error);
  if (status == GIMMIK_OK && dss->passes > 0 &&
      dss->axis[0] == GIMMIK_DSS_GATHER) {
    dss->shared = lists->count;
    dss->copies = lists->offsets64 ? lists->offsets64[lists->count]
                                   : lists->offsets32[lists->count];
    status = upload_lists(dss, lists, error);
  }
  if (status == GIMMIK_OK) status = plan_passes(dss, error);
  return status;
}

gimmik_status gimmik_dss_open(gimmik_context *context,
                              const gimmik_dss_options *options, int points,
                              long long elements, gimmik_dss **dss,
                              gimmik_error *error) {
  *dss = NULL;
  if (options->param_count < 0 || options->param_count > GIMMIK_MAX_PARAMS ||
      (options->param_count > 0 && !options->variant))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_options: param_count = %d: 0..%d, "
                            "and parameters need a variant",
                            options->param_count, GIMMIK_MAX_PARAMS);
  *dss = calloc(1, sizeof **dss);
  if (!*dss)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  (*dss)->context = context;
  (*dss)->options = *options;
  (*dss)->points = points;
  (*dss)->elements = elements;
  return GIMMIK_OK;
}

gimmik_status gimmik_dss_create(gimmik_context *context,
                                const gimmik_mesh *mesh,
                                const gimmik_numbering *numbering,
                                const gimmik_dss_options *options,
                                gimmik_dss **result, gimmik_error *error) {
  if (!result)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create: result is NULL");
  *result = NULL;
  if (!context || !mesh || !numbering || !options)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_create: context, mesh, numbering and "
                            "options are required");
  gimmik_dss *dss = NULL;
  gimmik_status status =
      gimmik_dss_open(context, options, gimmik_numbering_points(numbering),
                      gimmik_mesh_elements(mesh), &dss, error);
  if (status != GIMMIK_OK) return status;
  dss_lists lists = {gimmik_numbering_shared_count(numbering),
                     gimmik_numbering_shared_offsets(numbering),
                     gimmik_numbering_shared_indices(numbering), NULL, NULL};
  dss->shared = lists.count;
  dss->copies = lists.offsets64[lists.count];
  int box[3];
  status = gimmik_dss_build(dss, gimmik_mesh_is_box(mesh, box) ? box : NULL,
                            &lists, error);
  if (status != GIMMIK_OK) {
    gimmik_dss_destroy(dss, NULL);
    return status;
  }
  *result = dss;
  return GIMMIK_OK;
}

gimmik_status gimmik_dss_destroy(gimmik_dss *dss, gimmik_error *error) {
  if (!dss) return GIMMIK_OK;
  gimmik_status status = GIMMIK_OK;
  for (int pass = 0; pass < DSS_PASSES; pass++) {
    gimmik_status released = gimmik_plan_release(&dss->plans[pass], error);
    if (status == GIMMIK_OK) status = released;
  }
  gimmik_status released = gimmik_dss_interface_release(&dss->interface,
                                                        error);
  if (status == GIMMIK_OK) status = released;
  gimmik_borrowed_release(&dss->u);
  gimmik_buffer_free(dss->offsets, NULL);
  gimmik_buffer_free(dss->indices, NULL);
  free(dss);
  return status;
}

/* The call of one pass on u (the kernel's arguments in metadata order). */
static void pass_call(gimmik_dss *dss, gimmik_device_kernel *kernel,
                      const gimmik_kernel_info *info, gimmik_buffer *u,
                      gimmik_argument arguments[4], gimmik_kernel_call *call) {
  int count = 0;
  long long items = info->n;
  if (info->axis == GIMMIK_DSS_GATHER) {
    arguments[count++] = gimmik_argument_int32((int32_t)dss->shared);
    arguments[count++] = gimmik_argument_buffer(dss->offsets);
    arguments[count++] = gimmik_argument_buffer(dss->indices);
    items = dss->shared;
  }
  arguments[count++] = gimmik_argument_buffer(u);
  *call = (gimmik_kernel_call){kernel, info, items, arguments, count, NULL, 0};
}

gimmik_status gimmik_dss_borrow(gimmik_dss *dss, gimmik_borrowed *slot,
                                const void *native, long long values,
                                const char *what, gimmik_error *error) {
  if (!native)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT, "%s is NULL", what);
  size_t bytes = (size_t)values * (size_t)gimmik_dtype_size(dss->options.dtype);
  /* Wrapped for the kernel's arguments; the kernels that only read it
   * are declared const. */
  gimmik_status status = gimmik_borrow(dss->context, slot, (void *)native,
                                       bytes, error);
  if (status != GIMMIK_OK) gimmik_error_prefix(error, "%s", what);
  return status;
}

static gimmik_status borrow(gimmik_dss *dss, const void *u,
                            const char *what, gimmik_error *error) {
  return gimmik_dss_borrow(dss, &dss->u, u, gimmik_dss_field_values(dss),
                           what, error);
}

gimmik_status gimmik_dss_apply(gimmik_dss *dss, void *u, void *stream,
                               gimmik_error *error) {
  if (!dss)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_apply: dss is NULL");
  gimmik_status status = borrow(dss, u, "gimmik_dss_apply: u", error);
  for (int pass = 0; pass < dss->passes && status == GIMMIK_OK; pass++) {
    if (dss->axis[pass] == GIMMIK_DSS_GATHER && dss->shared == 0)
      break; /* nothing is shared */
    gimmik_argument arguments[4];
    gimmik_kernel_call call;
    pass_call(dss, dss->plans[pass].kernel, &dss->plans[pass].info,
              dss->u.buffer, arguments, &call);
    status = gimmik_kernel_run(&call, stream, error);
  }
  return status;
}

static gimmik_status run_pass(void *data, gimmik_device_kernel *kernel,
                              const gimmik_kernel_info *info, void *stream,
                              gimmik_error *error) {
  gimmik_dss *dss = data;
  gimmik_argument arguments[4];
  gimmik_kernel_call call;
  pass_call(dss, kernel, info, dss->u.buffer, arguments, &call);
  return gimmik_kernel_run(&call, stream, error);
}

gimmik_status gimmik_dss_tune(gimmik_dss *dss, void *scratch, void *stream,
                              gimmik_error *error) {
  if (!dss)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_dss_tune: dss is NULL");
  gimmik_status status = borrow(dss, scratch, "gimmik_dss_tune: scratch",
                                error);
  if (dss->shared == 0 || dss->passes == 0) return status;
  /* Each kernel is checked from the scratch field as given. */
  gimmik_tuning_target target = {run_pass, NULL, dss, stream,
                                 dss->options.dtype,
                                 {{dss->u.buffer, dss->u.bytes, 0}}, 1, 0.0};
  for (int pass = 0; pass < dss->passes && status == GIMMIK_OK; pass++) {
    if (!dss->plans[pass].tuning_due) continue;
    gimmik_candidate *list = NULL;
    int count = 0;
    status = gimmik_dss_candidates(&dss->requests[pass], &list, &count, error);
    gimmik_kernel_recipe base = recipe(&dss->plans[pass],
                                       &dss->requests[pass]);
    if (status == GIMMIK_OK)
      status = gimmik_plan_tune_candidates(&dss->plans[pass], &base, list,
                                           count, &target, error);
    free(list);
  }
  return status;
}
