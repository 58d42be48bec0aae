/*
 * dss/plan.h (internal): what a DSS kernel is rendered from, and the dss
 * row of the family model (family.h).
 */
#ifndef GIMMIK_GENERATOR_DSS_PLAN_H
#define GIMMIK_GENERATOR_DSS_PLAN_H

#include "generator/family.h"
#include "gimmik/dss.h"

/* Where the nodes of a class lie along one axis of E elements. */
typedef enum dss_span {
  DSS_INTERFACE,  /* on one of the E - 1 interfaces: two copies */
  DSS_OFF,        /* on none: the E*(N - 2) nodes inside elements and
                     the box's two ends, one copy */
  DSS_INSIDE,     /* the N - 2 inside one element (z, in a slab) */
  DSS_ENDS,       /* the box's two ends (z, after the slabs) */
  DSS_WITHIN      /* the E*(N - 2) nodes inside elements */
} dss_span;

/* The shared nodes of a box in one class: a span per axis, at least one
 * of them DSS_INTERFACE. */
typedef struct dss_class {
  dss_span span[3];
  long long extent[3];          /* positions along each axis (z of a slab
                                   class: in one slab) */
  long long count;              /* its items (a slab class: in one slab) */
  long long start, lanes;       /* its lanes (threads on a GPU): start ..
                                   start + lanes - 1, within the slab for
                                   a slab class */
  int items;                    /* of the class a lane takes */
  int in_slab;
  int tile;                     /* order 2: lanes over the B elements of a
                                   block; extent is then the elements along
                                   each axis that own a node of the class */
  long long positions;          /* tile: nodes of the class an element owns */
  long long groups;             /* tile: its lanes per element */
} dss_class;

enum { DSS_CLASSES = 40 };

typedef struct dss_plan {
  gimmik_variant_plan head;     /* first: the model's part */
  gimmik_dss_request request;   /* as given, defaults filled in */
  int n;                        /* points per direction */
  long long items;              /* cascade: face nodes of the pass;
                                   direct: shared nodes of the box */
  long long lanes;              /* cascade, direct: the threads (lanes) a
                                   launch runs */
  long long work;               /* cascade: the positions its lanes take,
                                   items apart (idle ones included) */
  long long copies;             /* direct: the copies of those nodes */
  dss_class classes[DSS_CLASSES]; /* direct: the nonempty ones */
  int class_count;
  int slabs;                    /* direct by slabs: Ez, or by blocks (order
                                   2): ceil(E / B); else 0 */
  long long slab_lanes;         /* the lanes of one slab */
  int index64;                  /* a field's indices pass 2^31 - 1 */
} dss_plan;

extern const gimmik_family gimmik_dss_family;

/* Whether a request's axis names a kernel of a structured box (a cascade
 * pass or direct), whose box is baked in. */
static inline int dss_structured(int axis) {
  return axis >= 0 && axis <= GIMMIK_DSS_ALL_AXES;
}

/* The variants, NULL-terminated (variants.c), and their defaults. */
extern const gimmik_variant *const gimmik_dss_variants_table[];
int gimmik_dss_defaults(const gimmik_variant_plan *plan,
                        const gimmik_variant *order[]);

gimmik_status gimmik_dss_plan_prepare(const gimmik_dss_request *request,
                                      dss_plan *plan, gimmik_error *error);

/* The table the templates read, `plan` (context.c): backend, dtype,
 * variant, kernel_name, points (N), layout_block (B, 0: element-major),
 * axis (0, 1, 2; 3 direct; -1 gather; 4 pack; 5 unpack), box = {Ex, Ey,
 * Ez} and items (cascade, direct), lanes, slabs, slab_lanes and classes (direct:
 * {span = {x, y, z: "interface", "off", "inside" or "ends"}, extent =
 * {...}, count, start, lanes, items, in_slab} each), index64, threads (per
 * block; 1 on C), params. */
void gimmik_dss_context_push(lua_State *lua, const void *plan);

#endif
