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
      request->axis > GIMMIK_DSS_UNPACK)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "axis = %d: 0, 1 or 2 for a cascade pass, %d "
                            "for all three at once, %d for gather-scatter, "
                            "%d and %d to pack and unpack the interface",
                            request->axis, GIMMIK_DSS_ALL_AXES,
                            GIMMIK_DSS_GATHER, GIMMIK_DSS_PACK,
                            GIMMIK_DSS_UNPACK);
  if (dss_structured(request->axis)) {
    gimmik_status status = check_box(request, error);
    if (status != GIMMIK_OK) return status;
  }
  if (!request->kernel_name) request->kernel_name = "gimmik_dss";
  return gimmik_kernel_name_check(request->kernel_name, error);
}

/* Positions along an axis of `elements` elements in a span. */
static long long span_extent(dss_span span, int elements, int n) {
  switch (span) {
  case DSS_INTERFACE: return elements - 1;
  case DSS_OFF: return (long long)elements * (n - 2) + 2;
  case DSS_INSIDE: return n - 2;
  case DSS_WITHIN: return (long long)elements * (n - 2);
  default: return 2;
  }
}

/* Add the class of `span` if it has nodes, a lane taking `items` nodes
 * of two copies, or as many of more copies as have as many copies in
 * all (so that the vertices' eight do not set the registers of every
 * lane).  A slab
 * class's z extent is one slab's (one interface, or the N - 2 nodes
 * inside an element); its items and copies count every slab but the
 * last, which has no interface above it. */
static void add_class(dss_plan *plan, const dss_span span[3], int in_slab,
                      int items) {
  const int *box = plan->request.box;
  dss_class *class_ = &plan->classes[plan->class_count];
  long long count = 1, copies = 1;
  for (int a = 0; a < 3; a++) {
    class_->span[a] = span[a];
    class_->extent[a] = in_slab && a == 2 && span[a] == DSS_INTERFACE
                            ? 1
                            : span_extent(span[a], box[a], plan->n);
    count *= class_->extent[a];
    copies *= span[a] == DSS_INTERFACE ? 2 : 1;
  }
  long long slabs = !in_slab ? 1
                    : span[2] == DSS_INTERFACE ? box[2] - 1
                                               : box[2];
  if (count == 0 || slabs == 0) return;
  class_->in_slab = in_slab;
  class_->count = count;
  class_->items = items * 2 / copies > 1 ? (int)(items * 2 / copies) : 1;
  class_->lanes = (count + class_->items - 1) / class_->items;
  if (in_slab) {
    class_->start = plan->slab_lanes;
    plan->slab_lanes += class_->lanes;
  } else {
    class_->start = plan->lanes;
    plan->lanes += class_->lanes;
  }
  plan->items += count * slabs;
  plan->copies += count * slabs * copies;
  plan->class_count++;
}

/* The classes of a box's shared nodes, a lane taking `items` of one
 * class.  By class: along each axis a node is on an interface or off
 * them, so seven classes, each a sweep over the field.  By slab: the
 * slabs of elements along z in turn, each holding the classes inside it
 * and on the interface above it, so that the copies a lane touches lie
 * near those of the lanes beside it; then the classes at z's two ends. */
static void plan_classes(dss_plan *plan, int by_slab, int items) {
  plan->items = plan->copies = plan->lanes = plan->slab_lanes = 0;
  plan->class_count = 0;
  plan->slabs = 0;
  dss_span span[3];
  if (!by_slab) {
    for (int shared = 1; shared < 1 << 3; shared++) {
      for (int a = 0; a < 3; a++)
        span[a] = shared >> a & 1 ? DSS_INTERFACE : DSS_OFF;
      add_class(plan, span, 0, items);
    }
    return;
  }
  static const dss_span z_spans[] = {DSS_INSIDE, DSS_INTERFACE, DSS_ENDS};
  for (int z = 0; z < 3; z++) {
    if (z == 2) {
      plan->slabs = plan->request.box[2];
      plan->lanes = plan->slabs * plan->slab_lanes;
    }
    span[2] = z_spans[z];
    for (int shared = 0; shared < 1 << 2; shared++) {
      if (shared == 0 && span[2] != DSS_INTERFACE) continue;
      for (int a = 0; a < 2; a++)
        span[a] = shared >> a & 1 ? DSS_INTERFACE : DSS_OFF;
      add_class(plan, span, z < 2, items);
    }
  }
}

/* Elements of the box along each axis that own a node of a class of
 * `span`: all but the last along an interface, all along the others. */
static long long tile_elements(const dss_plan *plan, const dss_span span[3],
                               long long owners[3]) {
  long long count = 1;
  for (int a = 0; a < 3; a++) {
    owners[a] = plan->request.box[a] - (span[a] == DSS_INTERFACE);
    count *= owners[a];
  }
  return count;
}

/* A class of order 2 (spans interface or within): element e owns its
 * `positions` nodes of the class, a lane takes `items` of them of one
 * element.  By blocks (in_slab), its lanes are B times its groups in
 * every block; else they run over the blocks up to the last owner. */
static void add_tile(dss_plan *plan, const dss_span span[3], int in_slab,
                     int items) {
  dss_class *class_ = &plan->classes[plan->class_count];
  long long owners[3], positions = 1, copies = 1;
  long long elements = tile_elements(plan, span, owners);
  for (int a = 0; a < 3; a++) {
    class_->span[a] = span[a];
    class_->extent[a] = owners[a];
    positions *= span[a] == DSS_WITHIN ? plan->n - 2 : 1;
    copies *= span[a] == DSS_INTERFACE ? 2 : 1;
  }
  if (elements == 0 || positions == 0) return;
  const int *box = plan->request.box;
  long long block = plan->request.layout_block;
  long long last = owners[0] + (long long)box[0] *
                   (owners[1] - 1 + (long long)box[1] * (owners[2] - 1));
  class_->tile = 1;
  class_->in_slab = in_slab;
  class_->positions = positions;
  class_->count = elements * positions;
  class_->items = items * 2 / copies > 1 ? (int)(items * 2 / copies) : 1;
  class_->groups = (positions + class_->items - 1) / class_->items;
  class_->lanes = block * class_->groups *
                  (in_slab ? 1 : (last + block - 1) / block);
  long long *lanes = in_slab ? &plan->slab_lanes : &plan->lanes;
  class_->start = *lanes;
  *lanes += class_->lanes;
  plan->items += class_->count;
  plan->copies += class_->count * copies;
  plan->class_count++;
}

/* Order 2: the classes whose spans are interface or within in tiles,
 * block by block (by_slab) or class by class; then the few at the box's
 * ends (a span `ends` along some axis), as order 1 takes them. */
static void plan_tiles(dss_plan *plan, int by_slab, int items) {
  static const dss_span spans[] = {DSS_INTERFACE, DSS_WITHIN, DSS_ENDS};
  const int *box = plan->request.box;
  long long elements = (long long)box[0] * box[1] * box[2];
  long long block = plan->request.layout_block;
  plan->items = plan->copies = plan->lanes = plan->slab_lanes = 0;
  plan->class_count = 0;
  plan->slabs = 0;
  dss_span span[3];
  for (int ends = 0; ends < 2; ends++) {
    if (ends && by_slab) {
      plan->slabs = (int)((elements + block - 1) / block);
      plan->lanes = plan->slabs * plan->slab_lanes;
    }
    for (int c = 0; c < 27; c++) {
      int shared = 0, at_ends = 0;
      for (int a = 0, code = c; a < 3; a++, code /= 3) {
        span[a] = spans[code % 3];
        shared |= span[a] == DSS_INTERFACE;
        at_ends |= span[a] == DSS_ENDS;
      }
      if (!shared || at_ends != ends) continue;
      if (ends) add_class(plan, span, 0, items);
      else add_tile(plan, span, by_slab, items);
    }
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
  if (dss_structured(plan->request.axis) &&
      plan->request.axis != GIMMIK_DSS_ALL_AXES) {
    long long pairs[3] = {plan->request.box[0], plan->request.box[1],
                          plan->request.box[2]};
    pairs[plan->request.axis] -= 1;
    plan->items = pairs[0] * pairs[1] * pairs[2] * plan->n * plan->n;
  }
  if (dss_structured(plan->request.axis))
    plan->index64 = field_values(&plan->request) > 0x7fffffffLL;
  return GIMMIK_OK;
}

/* The cascade's lanes: `items` positions a lane.  Orders 0 and 1 take
 * the pairs' face nodes, none idle, a lane's `lanes` apart; orders 2 and
 * 3 (blocked layouts) take the B elements of a block for each face node
 * (a run of B copies), block by block, up to the last element that starts
 * a pair (lanes whose element starts none idle).  Order 2 spaces a lane's
 * items `lanes` apart; order 3 gives it the same element in `items`
 * consecutive runs. */
static void plan_cascade(dss_plan *plan, int order, int items) {
  const int *box = plan->request.box;
  long long block = plan->request.layout_block;
  plan->work = plan->items;
  if (order >= 2) {
    long long stride = plan->request.axis == 0   ? 1
                       : plan->request.axis == 1 ? box[0]
                                                 : (long long)box[0] * box[1];
    long long starts = (long long)box[0] * box[1] * box[2] - stride;
    plan->work = (starts + block - 1) / block * block * plan->n * plan->n;
  }
  plan->lanes = order == 3 ? (plan->work / block + items - 1) / items * block
                           : (plan->work + items - 1) / items;
}

/* ---- the family's row ---------------------------------------------------- */

static void add_arg(gimmik_kernel_info *info, const char *name) {
  snprintf(info->args[info->arg_count++], sizeof info->args[0], "%s", name);
}

/* The arguments of pack and unpack (gimmik/dss.h). */
static void exchange_args(gimmik_kernel_info *info) {
  static const char *const pack[] = {"length", "buffer_nodes",
                                     "copy_offsets", "copies", "u", "send"};
  static const char *const unpack[] = {
      "count", "sum_offsets", "sum_sources", "copy_offsets", "copies",
      "buffers", "u"};
  int count = info->axis == GIMMIK_DSS_PACK ? 6 : 7;
  for (int a = 0; a < count; a++)
    add_arg(info, info->axis == GIMMIK_DSS_PACK ? pack[a] : unpack[a]);
}

/* One item reads and writes two copies (cascade), a lane its items'
 * copies (direct), or a shared node's copies (gather, pack, unpack:
 * counted by the caller, who knows the lists). */
static void metadata(gimmik_variant_plan *head) {
  dss_plan *plan = (dss_plan *)head;
  gimmik_kernel_info *info = &head->info;
  int size = gimmik_dtype_size(head->dtype);
  info->ldb = info->ldc = -1;
  info->n = dss_structured(plan->request.axis) ? plan->items : -1;
  info->points = plan->n;
  info->layout_block = plan->request.layout_block;
  info->axis = plan->request.axis;
  if (!dss_structured(info->axis) && info->axis != GIMMIK_DSS_GATHER) {
    exchange_args(info);
    return;
  }
  if (info->axis == GIMMIK_DSS_GATHER) {
    add_arg(info, "count");
    add_arg(info, "offsets");
    add_arg(info, "indices");
  } else if (info->axis == GIMMIK_DSS_ALL_AXES) {
    int sweep = gimmik_plan_param(head, "sweep", 0);
    int items = gimmik_plan_param(head, "items", 1);
    if (gimmik_plan_param(head, "order", 0) == 2 &&
        plan->request.layout_block > 0)
      plan_tiles(plan, sweep, items);
    else
      plan_classes(plan, sweep, items);
    info->n = plan->lanes;
    info->flops_per_column = (double)(plan->copies - plan->items) /
                             (double)plan->lanes;
    info->min_bytes_per_column = 2.0 * size * (double)plan->copies /
                                 (double)plan->lanes;
  } else {
    plan_cascade(plan, gimmik_plan_param(head, "order", 0),
                 gimmik_plan_param(head, "items", 1));
    info->n = plan->lanes;
    info->flops_per_column = (double)plan->items / (double)plan->lanes;
    info->min_bytes_per_column = 4.0 * size * info->flops_per_column;
  }
  add_arg(info, "u");
}

static void describe(const gimmik_variant_plan *head, char *text,
                     size_t size) {
  const dss_plan *plan = (const dss_plan *)head;
  static const char *const kinds[] = {
      "gather-scatter", "the x pass", "the y pass", "the z pass",
      "all axes",       "pack",       "unpack"};
  snprintf(text, size, "N = %d, %s, %s, %s", plan->n,
           gimmik_dtype_name(head->dtype),
           kinds[plan->request.axis - GIMMIK_DSS_GATHER],
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
    prepare,       NULL,                         choice, NULL};
