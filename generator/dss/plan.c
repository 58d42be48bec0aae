/* dss/plan.c: from a DSS request to a checked plan, and the dss family's
 * row of the model (family.h). */
#include "generator/dss/plan.h"

#include <stdio.h>
#include <string.h>

#include "generator/kernel_common.h"

void gimmik_dss_request_init(gimmik_dss_request *request) {
  memset(request, 0, sizeof *request);
  request->backend = GIMMIK_BACKEND_CUDA;
  request->dtype = GIMMIK_F64;
  request->points = 8;
  request->box[0] = request->box[1] = request->box[2] = 2;
}

gimmik_status gimmik_dss_request_set_param(gimmik_dss_request *request,
                                           const char *name, int value,
                                           gimmik_error *error) {
  return gimmik_param_list_set(request->params, &request->param_count, name,
                               value, error);
}

enum { DSS_MAX_BLOCK = 4096 };

/* Values of a field on the box, the last block of a blocked layout
 * padded whole. */
static long long field_values(const gimmik_dss_request *request) {
  long long elements = (long long)request->box[0] * request->box[1] *
                       request->box[2];
  long long block = request->layout_block > 0 ? request->layout_block : 1;
  long long n = request->points;
  return (elements + block - 1) / block * block * n * n * n;
}

static gimmik_status check_box(const gimmik_dss_request *request,
                               gimmik_error *error) {
  for (int a = 0; a < 3; a++)
    if (request->box[a] < 1 || request->box[a] > (1 << 20))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "box = %d x %d x %d elements: each count must "
                              "be in 1..%d", request->box[0], request->box[1],
                              request->box[2], 1 << 20);
  if (request->axis == GIMMIK_DSS_ALL_AXES) {
    if (request->box[0] < 2 && request->box[1] < 2 && request->box[2] < 2)
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "box = 1 x 1 x 1: no faces are shared");
  } else if (request->box[request->axis] < 2) {
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "box = %d x %d x %d: no faces are shared along "
                            "axis %d", request->box[0], request->box[1],
                            request->box[2], request->axis);
  }
  return GIMMIK_OK;
}

static gimmik_status check_request(gimmik_dss_request *request,
                                   gimmik_error *error) {
  if ((unsigned)request->backend > GIMMIK_BACKEND_C ||
      (unsigned)request->dtype > GIMMIK_F32)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "unknown backend or dtype");
  if (request->points < 2 || request->points > 16)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "points = %d (N = p + 1) is outside 2..16",
                            request->points);
  if (request->layout_block < 0 || request->layout_block > DSS_MAX_BLOCK)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "layout_block = %d is outside 0..%d (0: "
                            "element-major)", request->layout_block,
                            DSS_MAX_BLOCK);
  if (request->axis < GIMMIK_DSS_GATHER ||
      request->axis > GIMMIK_DSS_ALL_AXES)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "axis = %d: 0, 1 or 2 for a cascade pass, %d "
                            "for all three at once, %d for gather-scatter",
                            request->axis, GIMMIK_DSS_ALL_AXES,
                            GIMMIK_DSS_GATHER);
  if (request->axis != GIMMIK_DSS_GATHER) {
    gimmik_status status = check_box(request, error);
    if (status != GIMMIK_OK) return status;
  }
  if (!request->kernel_name) request->kernel_name = "gimmik_dss";
  return gimmik_kernel_name_check(request->kernel_name, error);
}

/* The classes of a box's shared nodes.  Along an axis of E elements a
 * node lies on one of E - 1 interfaces (two copies), or on one of the
 * E*(N - 2) + 2 positions on none: inside an element or on the box's
 * two ends (one copy). */
static void plan_classes(dss_plan *plan) {
  const int *box = plan->request.box;
  for (int shared = 1; shared < 1 << 3; shared++) {
    dss_class *class_ = &plan->classes[plan->class_count];
    long long count = 1, copies = 1;
    for (int a = 0; a < 3; a++) {
      int on_interface = shared >> a & 1;
      class_->extent[a] = on_interface
                              ? box[a] - 1
                              : (long long)box[a] * (plan->n - 2) + 2;
      count *= class_->extent[a];
      copies *= on_interface ? 2 : 1;
    }
    if (count == 0) continue;
    class_->shared = shared;
    class_->count = count;
    plan->items += count;
    plan->copies += count * copies;
    plan->class_count++;
  }
}

gimmik_status gimmik_dss_plan_prepare(const gimmik_dss_request *request,
                                      dss_plan *plan, gimmik_error *error) {
  memset(plan, 0, sizeof *plan);
  plan->request = *request;
  gimmik_status status = check_request(&plan->request, error);
  if (status != GIMMIK_OK) return status;
  gimmik_variant_plan_init(&plan->head, &gimmik_dss_family,
                           plan->request.backend, plan->request.dtype,
                           plan->request.kernel_name);
  plan->n = plan->request.points;
  if (plan->request.axis == GIMMIK_DSS_ALL_AXES) {
    plan_classes(plan);
  } else if (plan->request.axis != GIMMIK_DSS_GATHER) {
    long long pairs[3] = {plan->request.box[0], plan->request.box[1],
                          plan->request.box[2]};
    pairs[plan->request.axis] -= 1;
    plan->items = pairs[0] * pairs[1] * pairs[2] * plan->n * plan->n;
  }
  if (plan->request.axis != GIMMIK_DSS_GATHER)
    plan->index64 = field_values(&plan->request) > 0x7fffffffLL;
  return GIMMIK_OK;
}

/* ---- the family's row ---------------------------------------------------- */

static void add_arg(gimmik_kernel_info *info, const char *name) {
  snprintf(info->args[info->arg_count++], sizeof info->args[0], "%s", name);
}

/* Each class's lanes when a lane takes `items` of its items. */
static void plan_lanes(dss_plan *plan, int items) {
  plan->lanes = 0;
  for (int c = 0; c < plan->class_count; c++) {
    dss_class *class_ = &plan->classes[c];
    class_->start = plan->lanes;
    class_->lanes = (class_->count + items - 1) / items;
    plan->lanes += class_->lanes;
  }
}

/* One item reads and writes two copies (cascade), a lane its items'
 * copies (direct), or a shared node's copies (gather: counted by the
 * caller, who knows the lists). */
static void metadata(gimmik_variant_plan *head) {
  dss_plan *plan = (dss_plan *)head;
  gimmik_kernel_info *info = &head->info;
  int size = gimmik_dtype_size(head->dtype);
  info->ldb = info->ldc = -1;
  info->n = plan->request.axis == GIMMIK_DSS_GATHER ? -1 : plan->items;
  info->points = plan->n;
  info->layout_block = plan->request.layout_block;
  info->axis = plan->request.axis;
  if (info->axis == GIMMIK_DSS_GATHER) {
    add_arg(info, "count");
    add_arg(info, "offsets");
    add_arg(info, "indices");
  } else if (info->axis == GIMMIK_DSS_ALL_AXES) {
    plan_lanes(plan, gimmik_plan_param(head, "items", 1));
    info->n = plan->lanes;
    info->flops_per_column = (double)(plan->copies - plan->items) /
                             (double)plan->lanes;
    info->min_bytes_per_column = 2.0 * size * (double)plan->copies /
                                 (double)plan->lanes;
  } else {
    info->flops_per_column = 1.0;
    info->min_bytes_per_column = 4.0 * size;
  }
  add_arg(info, "u");
}

static void describe(const gimmik_variant_plan *head, char *text,
                     size_t size) {
  const dss_plan *plan = (const dss_plan *)head;
  static const char *const axes[] = {"the x pass", "the y pass",
                                     "the z pass", "all axes"};
  snprintf(text, size, "N = %d, %s, %s, %s", plan->n,
           gimmik_dtype_name(head->dtype),
           plan->request.axis == GIMMIK_DSS_GATHER ? "gather-scatter"
                                                   : axes[plan->request.axis],
           plan->request.layout_block ? "blocked layout"
                                      : "element-major layout");
}

static void template_name(const gimmik_variant_plan *head, char *name,
                          size_t size) {
  snprintf(name, size, "dss/%s.tpl", head->variant->name);
}

static gimmik_status prepare(const void *problem, const void *request,
                             gimmik_variant_plan *head, gimmik_error *error) {
  (void)problem;
  return gimmik_dss_plan_prepare(request, (dss_plan *)head, error);
}

GIMMIK_FAMILY_CHOICE(choice, gimmik_dss_request)

const gimmik_family gimmik_dss_family = {
    "dss",      gimmik_dss_variants_table, gimmik_dss_defaults,
    describe,      metadata,                     template_name,
    gimmik_dss_context_push, NULL,             sizeof(dss_plan),
    prepare,       NULL,                         choice};
