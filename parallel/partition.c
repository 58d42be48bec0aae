/* partition.c: the owner of each element (gimmik/parallel.h): bricks of
 * a box, or the element graph cut by METIS (partition_graph.c). */
#include <stdlib.h>

#include "parallel/parallel_internal.h"

void gimmik_partition_options_init(gimmik_partition_options *options) {
  options->method = GIMMIK_PARTITION_AUTO;
  for (int axis = 0; axis < 3; axis++) options->bricks[axis] = 0;
  options->order = GIMMIK_PART_ORDER_AUTO;
}

/* Elements of the largest brick, and the faces between bricks. */
static long long brick_load(const int box[3], const int bricks[3]) {
  long long load = 1;
  for (int axis = 0; axis < 3; axis++)
    load *= (box[axis] + bricks[axis] - 1) / bricks[axis];
  return load;
}

static long long brick_faces(const int box[3], const int bricks[3]) {
  long long faces = 0;
  for (int axis = 0; axis < 3; axis++)
    faces += (bricks[axis] - 1LL) * box[(axis + 1) % 3] * box[(axis + 2) % 3];
  return faces;
}

gimmik_status gimmik_partition_bricks(const int box[3], int parts,
                                      int bricks[3], gimmik_error *error) {
  if (!box || !bricks)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "box and bricks must not be NULL");
  if (box[0] < 1 || box[1] < 1 || box[2] < 1 || parts < 1)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "box %d x %d x %d into %d parts: each must be at "
                            "least 1", box[0], box[1], box[2], parts);
  long long best_load = 0, best_faces = 0;
  /* Descending, and only a strictly better one replaces: ties keep the
   * largest Px, then Py. */
  for (int px = parts; px >= 1; px--) {
    if (parts % px || px > box[0]) continue;
    for (int py = parts / px; py >= 1; py--) {
      int pz = parts / px / py;
      if ((parts / px) % py || py > box[1] || pz > box[2]) continue;
      const int candidate[3] = {px, py, pz};
      long long load = brick_load(box, candidate);
      long long faces = brick_faces(box, candidate);
      if (best_load == 0 || load < best_load ||
          (load == best_load && faces < best_faces)) {
        best_load = load;
        best_faces = faces;
        for (int axis = 0; axis < 3; axis++) bricks[axis] = candidate[axis];
      }
    }
  }
  if (best_load == 0)
    return gimmik_error_set(error, GIMMIK_ERROR_UNSUPPORTED,
                            "no bricks Px x Py x Pz = %d fit a box of %d x "
                            "%d x %d elements", parts, box[0], box[1],
                            box[2]);
  return GIMMIK_OK;
}

/* The run of `count` elements, cut into `runs` as even as can be, that
 * holds element `at`. */
static int run_of(int at, int count, int runs) {
  int size = count / runs, longer = count % runs;
  int split = longer * (size + 1);
  return at < split ? at / (size + 1) : longer + (at - split) / size;
}

static gimmik_status check_bricks(const int box[3], int parts,
                                  const int bricks[3], gimmik_error *error) {
  long long product = (long long)bricks[0] * bricks[1] * bricks[2];
  for (int axis = 0; axis < 3; axis++)
    if (bricks[axis] < 1 || bricks[axis] > box[axis])
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "bricks %d x %d x %d: each must be 1..%d, %d, "
                              "%d (the box's elements)", bricks[0], bricks[1],
                              bricks[2], box[0], box[1], box[2]);
  if (product != parts)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "bricks %d x %d x %d make %lld parts, not %d",
                            bricks[0], bricks[1], bricks[2], product, parts);
  return GIMMIK_OK;
}

static void own_bricks(const int box[3], const int bricks[3],
                       long long elements, int *owner) {
  for (long long e = 0; e < elements; e++) {
    int at[3] = {(int)(e % box[0]), (int)(e / box[0] % box[1]),
                 (int)(e / box[0] / box[1])};
    int brick[3];
    for (int axis = 0; axis < 3; axis++)
      brick[axis] = run_of(at[axis], box[axis], bricks[axis]);
    owner[e] = brick[0] + bricks[0] * (brick[1] + bricks[1] * brick[2]);
  }
}

static int bricks_given(const gimmik_partition_options *options) {
  return options->bricks[0] || options->bricks[1] || options->bricks[2];
}

/* The bricks to use, *use = 0 when the graph is to be cut instead. */
static gimmik_status choose(const gimmik_mesh *mesh, int parts,
                            const gimmik_partition_options *options,
                            int bricks[3], int *use, gimmik_error *error) {
  int box[3];
  int is_box = gimmik_mesh_is_box(mesh, box);
  *use = 0;
  if (options->method == GIMMIK_PARTITION_GRAPH) {
    if (bricks_given(options))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "options->bricks given with the graph method");
    return GIMMIK_OK;
  }
  if (!is_box) {
    if (options->method == GIMMIK_PARTITION_BRICKS || bricks_given(options))
      return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                              "bricks need a box mesh; this one is not");
    return GIMMIK_OK;
  }
  gimmik_status status;
  if (bricks_given(options)) {
    for (int axis = 0; axis < 3; axis++) bricks[axis] = options->bricks[axis];
    status = check_bricks(box, parts, bricks, error);
  } else {
    status = gimmik_partition_bricks(
        box, parts, bricks,
        options->method == GIMMIK_PARTITION_BRICKS ? error : NULL);
    /* Automatic: a box no bricks fit goes to the graph. */
    if (status == GIMMIK_ERROR_UNSUPPORTED &&
        options->method == GIMMIK_PARTITION_AUTO)
      return GIMMIK_OK;
  }
  *use = status == GIMMIK_OK;
  return status;
}

gimmik_status gimmik_partition_mesh(const gimmik_mesh *mesh, int parts,
                                    const gimmik_partition_options *options,
                                    int *owner, gimmik_error *error) {
  if (!mesh || !owner)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "mesh and owner must not be NULL");
  gimmik_partition_options defaults;
  gimmik_partition_options_init(&defaults);
  if (!options) options = &defaults;
  long long elements = gimmik_mesh_elements(mesh);
  if (parts < 1 || parts > elements)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "parts = %d must be 1..%lld (the mesh's "
                            "elements)", parts, elements);
  if (options->method < GIMMIK_PARTITION_AUTO ||
      options->method > GIMMIK_PARTITION_GRAPH)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "options->method = %d is not a partition method",
                            (int)options->method);
  int bricks[3], use_bricks, box[3];
  gimmik_status status = choose(mesh, parts, options, bricks, &use_bricks,
                                error);
  if (status != GIMMIK_OK) return status;
  if (use_bricks) {
    gimmik_mesh_is_box(mesh, box);
    own_bricks(box, bricks, elements, owner);
    return GIMMIK_OK;
  }
  if (parts == 1) {
    for (long long e = 0; e < elements; e++) owner[e] = 0;
    return GIMMIK_OK;
  }
  return gimmik_partition_graph(mesh, parts, owner, error);
}
